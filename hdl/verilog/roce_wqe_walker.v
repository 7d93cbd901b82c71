// roce_wqe_walker: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_wqe_walker(clock,reset,start,fetch_only,slot,tag,reuse,hit,log_stride,lo,hi,plen,rd_req_valid,rd_req_ready,rd_req_addr,rd_req_len,rd_data,rd_keep,rd_last,rd_valid,rd_ready,rd_cpl_valid,rd_cpl_status,wr_id,key_lkey,key_va,key_len,key_pass,key_fail,room,wr_req_valid,wr_req_ready,wr_req_addr,wr_req_len,rec,rec_valid,ev_key_req,ev_done,ev_need_key,ev_outcome,ev_fetched,ev_dma_err,ev_scatter,ev_queued);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  fetch_only;
    input wire  [63:0] slot;
    input wire  [23:0] tag;
    input wire  reuse;
    output reg  hit;
    input wire  [3:0] log_stride;
    input wire  [31:0] lo;
    input wire  [32:0] hi;
    input wire  [15:0] plen;
    output reg  rd_req_valid;
    input wire  rd_req_ready;
    output reg  [63:0] rd_req_addr;
    output reg  [16:0] rd_req_len;
    input wire  [511:0] rd_data;
    input wire  [63:0] rd_keep;
    input wire  rd_last;
    input wire  rd_valid;
    output reg  rd_ready;
    input wire  rd_cpl_valid;
    input wire  [1:0] rd_cpl_status;
    output reg  [63:0] wr_id;
    output reg  [31:0] key_lkey;
    output reg  [63:0] key_va;
    output reg  [15:0] key_len;
    input wire  key_pass;
    input wire  key_fail;
    input wire  room;
    output reg  wr_req_valid;
    input wire  wr_req_ready;
    output reg  [63:0] wr_req_addr;
    output reg  [16:0] wr_req_len;
    output reg  [17:0] rec;
    output reg  rec_valid;
    output reg  ev_key_req;
    output reg  ev_done;
    output reg  ev_need_key;
    output reg  [2:0] ev_outcome;
    output reg  ev_fetched;
    output reg  ev_dma_err;
    output reg  ev_scatter;
    output reg  ev_queued;
    
    // Constant declarations
    localparam  one17 = 17'b1;
    
    // Enums
    localparam Outcome__Ok = 0;
    localparam Outcome__InvalidRequest = 2;
    localparam Outcome__OperationalError = 4;
    localparam Outcome__Malformed = 5;
    localparam WalkState__Idle = 0;
    localparam WalkState__Probe = 1;
    localparam WalkState__Data = 2;
    localparam WalkState__Check = 3;
    localparam WalkState__Align = 4;
    localparam WalkState__Total = 5;
    localparam WalkState__LenCheck = 6;
    localparam WalkState__Keys = 7;
    localparam WalkState__KeyWait = 8;
    localparam WalkState__Writes = 9;
    
    // Stub signals
    reg  [3:0] state__d;
    wire  [3:0] state__q;
    wire  state__clock;
    reg  [2559:0] sgraw__d;
    wire  [2559:0] sgraw__q;
    wire  sgraw__clock;
    reg  [2:0] beats__d;
    wire  [2:0] beats__q;
    wire  beats__clock;
    reg  [63:0] wrid__d;
    wire  [63:0] wrid__q;
    wire  wrid__clock;
    reg  [4:0] nsge__d;
    wire  [4:0] nsge__q;
    wire  nsge__clock;
    reg  fit__d;
    wire  fit__q;
    wire  fit__clock;
    reg  gt1__d;
    wire  gt1__q;
    wire  gt1__clock;
    reg  short__d;
    wire  short__q;
    wire  short__clock;
    reg  [63:0] addr0__d;
    wire  [63:0] addr0__q;
    wire  addr0__clock;
    reg  [31:0] lkey0__d;
    wire  [31:0] lkey0__q;
    wire  lkey0__clock;
    reg  err__d;
    wire  err__q;
    wire  err__clock;
    reg  c_valid__d;
    wire  c_valid__q;
    wire  c_valid__clock;
    reg  [63:0] c_slot__d;
    wire  [63:0] c_slot__q;
    wire  c_slot__clock;
    reg  [23:0] c_tag__d;
    wire  [23:0] c_tag__q;
    wire  c_tag__clock;
    reg  [31:0] c_len0__d;
    wire  [31:0] c_len0__q;
    wire  c_len0__clock;
    reg  [39:0] c_total__d;
    wire  [39:0] c_total__q;
    wire  c_total__clock;
    reg  c_eq__d;
    wire  c_eq__q;
    wire  c_eq__clock;
    reg  from_cache__d;
    wire  from_cache__q;
    wire  from_cache__clock;
    reg  [31:0] k_lkey__d;
    wire  [31:0] k_lkey__q;
    wire  k_lkey__clock;
    reg  [63:0] k_va__d;
    wire  [63:0] k_va__q;
    wire  k_va__clock;
    reg  [15:0] k_len__d;
    wire  [15:0] k_len__q;
    wire  k_len__clock;
    reg  [4:0] sg_i__d;
    wire  [4:0] sg_i__q;
    wire  sg_i__clock;
    reg  [39:0] sg_pos__d;
    wire  [39:0] sg_pos__q;
    wire  sg_pos__clock;
    reg  sgp__valid;
    reg  [63:0] sgp__sge_addr;
    reg  [31:0] sgp__sge_len;
    reg  [39:0] sgp__pos;
    reg  [31:0] sgp__lo;
    reg  [32:0] sgp__hi;
    wire  [39:0] sgp__next_pos;
    wire  sgp__on;
    wire  [63:0] sgp__va;
    wire  [15:0] sgp__len;
    wire  sgp__last;
    reg  pcr_fresh__d;
    wire  pcr_fresh__q;
    wire  pcr_fresh__clock;
    reg  pcr_on__d;
    wire  pcr_on__q;
    wire  pcr_on__clock;
    reg  [63:0] pcr_va__d;
    wire  [63:0] pcr_va__q;
    wire  pcr_va__clock;
    reg  [15:0] pcr_len__d;
    wire  [15:0] pcr_len__q;
    wire  pcr_len__clock;
    reg  pcr_eof__d;
    wire  pcr_eof__q;
    wire  pcr_eof__clock;
    
    // Local signals
    reg  [2559:0] rot;
    reg  past;
    reg  step;
    reg  act;
    reg  [16:0] slot_len;
    reg  [31:0] n_in;
    reg  [31:0] len0_in;
    
    // Sub module instances
    roce_wqe_walker__state state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_wqe_walker__sgraw sgraw(
        .d(sgraw__d),
        .q(sgraw__q),
        .clock(sgraw__clock)
    );
    roce_wqe_walker__beats beats(
        .d(beats__d),
        .q(beats__q),
        .clock(beats__clock)
    );
    roce_wqe_walker__dff_w64 wrid(
        .d(wrid__d),
        .q(wrid__q),
        .clock(wrid__clock)
    );
    roce_wqe_walker__dff_w5 nsge(
        .d(nsge__d),
        .q(nsge__q),
        .clock(nsge__clock)
    );
    roce_wqe_walker__dff_w1 fit(
        .d(fit__d),
        .q(fit__q),
        .clock(fit__clock)
    );
    roce_wqe_walker__dff_w1 gt1(
        .d(gt1__d),
        .q(gt1__q),
        .clock(gt1__clock)
    );
    roce_wqe_walker__dff_w1 short(
        .d(short__d),
        .q(short__q),
        .clock(short__clock)
    );
    roce_wqe_walker__dff_w64 addr0(
        .d(addr0__d),
        .q(addr0__q),
        .clock(addr0__clock)
    );
    roce_wqe_walker__dff_w32 lkey0(
        .d(lkey0__d),
        .q(lkey0__q),
        .clock(lkey0__clock)
    );
    roce_wqe_walker__dff_w1 err(
        .d(err__d),
        .q(err__q),
        .clock(err__clock)
    );
    roce_wqe_walker__dff_w1 c_valid(
        .d(c_valid__d),
        .q(c_valid__q),
        .clock(c_valid__clock)
    );
    roce_wqe_walker__dff_w64 c_slot(
        .d(c_slot__d),
        .q(c_slot__q),
        .clock(c_slot__clock)
    );
    roce_wqe_walker__c_tag c_tag(
        .d(c_tag__d),
        .q(c_tag__q),
        .clock(c_tag__clock)
    );
    roce_wqe_walker__dff_w32 c_len0(
        .d(c_len0__d),
        .q(c_len0__q),
        .clock(c_len0__clock)
    );
    roce_wqe_walker__dff_w40 c_total(
        .d(c_total__d),
        .q(c_total__q),
        .clock(c_total__clock)
    );
    roce_wqe_walker__dff_w1 c_eq(
        .d(c_eq__d),
        .q(c_eq__q),
        .clock(c_eq__clock)
    );
    roce_wqe_walker__dff_w1 from_cache(
        .d(from_cache__d),
        .q(from_cache__q),
        .clock(from_cache__clock)
    );
    roce_wqe_walker__dff_w32 k_lkey(
        .d(k_lkey__d),
        .q(k_lkey__q),
        .clock(k_lkey__clock)
    );
    roce_wqe_walker__dff_w64 k_va(
        .d(k_va__d),
        .q(k_va__q),
        .clock(k_va__clock)
    );
    roce_wqe_walker__dff_w16 k_len(
        .d(k_len__d),
        .q(k_len__q),
        .clock(k_len__clock)
    );
    roce_wqe_walker__dff_w5 sg_i(
        .d(sg_i__d),
        .q(sg_i__q),
        .clock(sg_i__clock)
    );
    roce_wqe_walker__dff_w40 sg_pos(
        .d(sg_pos__d),
        .q(sg_pos__q),
        .clock(sg_pos__clock)
    );
    roce_wqe_walker__sgp sgp(
        .valid(sgp__valid),
        .sge_addr(sgp__sge_addr),
        .sge_len(sgp__sge_len),
        .pos(sgp__pos),
        .lo(sgp__lo),
        .hi(sgp__hi),
        .next_pos(sgp__next_pos),
        .on(sgp__on),
        .va(sgp__va),
        .len(sgp__len),
        .last(sgp__last)
    );
    roce_wqe_walker__dff_w1 pcr_fresh(
        .d(pcr_fresh__d),
        .q(pcr_fresh__q),
        .clock(pcr_fresh__clock)
    );
    roce_wqe_walker__dff_w1 pcr_on(
        .d(pcr_on__d),
        .q(pcr_on__q),
        .clock(pcr_on__clock)
    );
    roce_wqe_walker__dff_w64 pcr_va(
        .d(pcr_va__d),
        .q(pcr_va__q),
        .clock(pcr_va__clock)
    );
    roce_wqe_walker__dff_w16 pcr_len(
        .d(pcr_len__d),
        .q(pcr_len__q),
        .clock(pcr_len__clock)
    );
    roce_wqe_walker__dff_w1 pcr_eof(
        .d(pcr_eof__d),
        .q(pcr_eof__q),
        .clock(pcr_eof__clock)
    );
    
    assign state__clock = clock;
    assign sgraw__clock = clock;
    assign beats__clock = clock;
    assign wrid__clock = clock;
    assign nsge__clock = clock;
    assign fit__clock = clock;
    assign gt1__clock = clock;
    assign short__clock = clock;
    assign addr0__clock = clock;
    assign lkey0__clock = clock;
    assign err__clock = clock;
    assign c_valid__clock = clock;
    assign c_slot__clock = clock;
    assign c_tag__clock = clock;
    assign c_len0__clock = clock;
    assign c_total__clock = clock;
    assign c_eq__clock = clock;
    assign from_cache__clock = clock;
    assign k_lkey__clock = clock;
    assign k_va__clock = clock;
    assign k_len__clock = clock;
    assign sg_i__clock = clock;
    assign sg_pos__clock = clock;
    assign pcr_fresh__clock = clock;
    assign pcr_on__clock = clock;
    assign pcr_va__clock = clock;
    assign pcr_len__clock = clock;
    assign pcr_eof__clock = clock;
    
    // Update code
    always @(*) begin
        state__d = state__q;
        sgraw__d = sgraw__q;
        beats__d = beats__q;
        wrid__d = wrid__q;
        nsge__d = nsge__q;
        fit__d = fit__q;
        gt1__d = gt1__q;
        short__d = short__q;
        addr0__d = addr0__q;
        lkey0__d = lkey0__q;
        err__d = err__q;
        c_valid__d = c_valid__q;
        c_slot__d = c_slot__q;
        c_tag__d = c_tag__q;
        c_len0__d = c_len0__q;
        c_total__d = c_total__q;
        c_eq__d = c_eq__q;
        from_cache__d = from_cache__q;
        k_lkey__d = k_lkey__q;
        k_va__d = k_va__q;
        k_len__d = k_len__q;
        sg_i__d = sg_i__q;
        sg_pos__d = sg_pos__q;
        pcr_fresh__d = pcr_fresh__q;
        pcr_on__d = pcr_on__q;
        pcr_va__d = pcr_va__q;
        pcr_len__d = pcr_len__q;
        pcr_eof__d = pcr_eof__q;
        slot_len = one17 << log_stride;
        rd_req_valid = 1'b0;
        rd_ready = 1'b1;
        rd_req_addr = slot;
        rd_req_len = slot_len;
        if (log_stride > 32'h8) begin
            rd_req_len = 32'h110;
        end
        ev_fetched = 1'b0;
        hit = 1'b0;
        ev_dma_err = 1'b0;
        wr_id = wrid__q;
        n_in = rd_data[(32'h40)+:(32)];
        len0_in = rd_data[(32'hc0)+:(32)];
        if (~|n_in) begin
            len0_in = 32'h0;
        end
        rot[(64'h0)+:(128)] = sgraw__q[(32'h0)+:(128)];
        rot[(64'h80)+:(1920)] = sgraw__q[(32'h100)+:(1920)];
        rot[(64'h800)+:(128)] = sgraw__q[(32'h80)+:(128)];
        rot[(64'h880)+:(384)] = 32'h0;
        past = ~(sg_i__q < nsge__q);
        sgp__valid = ~past;
        sgp__sge_addr = sgraw__q[(32'h80)+:(64)];
        sgp__sge_len = sgraw__q[(32'hc0)+:(32)];
        sgp__pos = sg_pos__q;
        sgp__lo = lo;
        sgp__hi = hi;
        pcr_on__d = sgp__on;
        pcr_va__d = sgp__va;
        pcr_len__d = sgp__len;
        pcr_eof__d = sgp__last;
        act = ~past & pcr_fresh__q & pcr_on__q;
        step = (state__q == WalkState__Total) | ((state__q == WalkState__Keys) & (past | (pcr_fresh__q & ~pcr_on__q))) | ((state__q == WalkState__KeyWait) & key_pass) | ((state__q == WalkState__Writes) & (past | (pcr_fresh__q & (~pcr_on__q | (room & wr_req_ready)))));
        pcr_fresh__d = ~step;
        if (step) begin
            sgraw__d = rot;
            sg_i__d = sg_i__q + 32'h1;
            if (~past) begin
                sg_pos__d = sgp__next_pos;
            end
        end
        ev_key_req = 1'b0;
        key_lkey = k_lkey__q;
        key_va = k_va__q;
        key_len = k_len__q;
        wr_req_valid = 1'b0;
        wr_req_addr = pcr_va__q;
        wr_req_len = ((pcr_len__q) & 17'h1ffff);
        rec_valid = 1'b0;
        rec[(64'h0)+:(1)] = 1'b1;
        rec[(64'h1)+:(1)] = pcr_eof__q;
        rec[(64'h2)+:(16)] = pcr_len__q;
        ev_scatter = 1'b0;
        ev_queued = 1'b0;
        ev_done = 1'b0;
        ev_outcome = Outcome__Ok;
        ev_need_key = 1'b0;
        case (state__q)
            WalkState__Idle:
                begin
                    c_eq__d = (slot == c_slot__q) & (tag == c_tag__q);
                    from_cache__d = 1'b0;
                    if (reuse & ~fetch_only & c_valid__q) begin
                        if (start) begin
                            state__d = WalkState__Probe;
                        end
                    end
                    else begin
                        rd_req_valid = start;
                    end
                end
            WalkState__Probe:
                begin
                    if (c_eq__q) begin
                        hit = 1'b1;
                        ev_fetched = 1'b1;
                        err__d = 1'b0;
                        short__d = hi > ((c_len0__q) & 33'h1ffffffff);
                        from_cache__d = 1'b1;
                        state__d = WalkState__Check;
                    end
                    else begin
                        rd_req_valid = 1'b1;
                    end
                end
            WalkState__Data:
                begin
                    if (rd_valid) begin
                        if (~|beats__q) begin
                            wrid__d = rd_data[(32'h0)+:(64)];
                            nsge__d = 32'h10;
                            if (n_in <= 32'h10) begin
                                nsge__d = n_in[(32'h0)+:(5)];
                            end
                            addr0__d = rd_data[(32'h80)+:(64)];
                            lkey0__d = rd_data[(32'he0)+:(32)];
                            c_len0__d = len0_in;
                            fit__d = (n_in <= 32'h10) & (((((n_in[(32'h0)+:(5)]) & 17'h1ffff) + 32'h1) << 32'h4) <= slot_len);
                            gt1__d = n_in > 32'h1;
                            short__d = hi > ((len0_in) & 33'h1ffffffff);
                        end
                        sgraw__d = (sgraw__q >> 32'h200) | (((rd_data) & 2560'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h800);
                        beats__d = beats__q + 32'h1;
                    end
                    if (rd_cpl_valid) begin
                        ev_fetched = 1'b1;
                        ev_dma_err = rd_cpl_status != 32'h0;
                        err__d = rd_cpl_status != 32'h0;
                        c_valid__d = ~fetch_only & (rd_cpl_status == 32'h0);
                        state__d = WalkState__Check;
                        if (fetch_only) begin
                            ev_done = 1'b1;
                            state__d = WalkState__Idle;
                        end
                    end
                end
            WalkState__Check:
                begin
                    ev_done = 1'b1;
                    state__d = WalkState__Idle;
                    k_lkey__d = lkey0__q;
                    k_va__d = addr0__q + ((lo) & 64'hffffffffffffffff);
                    k_len__d = plen;
                    if (err__q) begin
                        ev_outcome = Outcome__OperationalError;
                    end
                    else if (~fit__q) begin
                        ev_outcome = Outcome__Malformed;
                        c_valid__d = 1'b0;
                    end
                    else if (gt1__q) begin
                        ev_done = 1'b0;
                        ev_scatter = 1'b1;
                        sg_i__d = 32'h0;
                        sg_pos__d = 32'h0;
                        state__d = WalkState__Align;
                        if (from_cache__q) begin
                            sg_pos__d = c_total__q;
                            state__d = WalkState__LenCheck;
                        end
                    end
                    else if (short__q) begin
                        ev_outcome = Outcome__InvalidRequest;
                        c_valid__d = 1'b0;
                    end
                    else begin
                        ev_need_key = |plen;
                    end
                end
            WalkState__Align:
                begin
                    if (beats__q == 32'h5) begin
                        state__d = WalkState__Total;
                    end
                    else begin
                        sgraw__d = sgraw__q >> 32'h200;
                        beats__d = beats__q + 32'h1;
                    end
                end
            WalkState__Total:
                begin
                    if (sg_i__q == 32'hf) begin
                        state__d = WalkState__LenCheck;
                    end
                end
            WalkState__LenCheck:
                begin
                    sg_i__d = 32'h0;
                    sg_pos__d = 32'h0;
                    pcr_fresh__d = 1'b0;
                    c_total__d = sg_pos__q;
                    state__d = WalkState__Keys;
                    if (((hi) & 40'hffffffffff) > sg_pos__q) begin
                        ev_done = 1'b1;
                        c_valid__d = 1'b0;
                        ev_outcome = Outcome__InvalidRequest;
                        state__d = WalkState__Idle;
                    end
                    else if (~|plen) begin
                        ev_done = 1'b1;
                        state__d = WalkState__Idle;
                    end
                end
            WalkState__Keys:
                begin
                    if (act) begin
                        ev_key_req = 1'b1;
                        k_lkey__d = sgraw__q[(32'he0)+:(32)];
                        k_va__d = pcr_va__q;
                        k_len__d = pcr_len__q;
                        state__d = WalkState__KeyWait;
                    end
                    else if (step & (sg_i__q == 32'hf)) begin
                        ev_queued = 1'b1;
                        sg_i__d = 32'h0;
                        sg_pos__d = 32'h0;
                        state__d = WalkState__Writes;
                    end
                end
            WalkState__KeyWait:
                begin
                    if (key_fail) begin
                        c_valid__d = 1'b0;
                        state__d = WalkState__Idle;
                    end
                    else if (key_pass) begin
                        state__d = WalkState__Keys;
                        if (sg_i__q == 32'hf) begin
                            ev_queued = 1'b1;
                            sg_i__d = 32'h0;
                            sg_pos__d = 32'h0;
                            state__d = WalkState__Writes;
                        end
                    end
                end
            WalkState__Writes:
                begin
                    if (act) begin
                        wr_req_valid = room;
                        rec_valid = room & wr_req_ready;
                    end
                    if (step & (sg_i__q == 32'hf)) begin
                        ev_done = 1'b1;
                        state__d = WalkState__Idle;
                    end
                end
            default:
                begin
                    state__d = WalkState__Idle;
                end
        endcase
        if (rd_req_valid & rd_req_ready) begin
            err__d = 1'b0;
            beats__d = 32'h0;
            c_valid__d = 1'b0;
            c_slot__d = slot;
            c_tag__d = tag;
            state__d = WalkState__Data;
        end
        if (reset) begin
            state__d = WalkState__Idle;
            c_valid__d = 1'b0;
        end
    end
    
endmodule // roce_wqe_walker

module roce_wqe_walker__dff_w64(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_wqe_walker__dff_w64

module roce_wqe_walker__beats(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_wqe_walker__beats

module roce_wqe_walker__dff_w1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_wqe_walker__dff_w1

module roce_wqe_walker__dff_w32(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_wqe_walker__dff_w32

module roce_wqe_walker__c_tag(d,q,clock);
    
    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 24'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_wqe_walker__c_tag

module roce_wqe_walker__dff_w40(d,q,clock);
    
    // Module arguments
    input wire  [39:0] d;
    output reg  [39:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 40'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_wqe_walker__dff_w40

module roce_wqe_walker__dff_w16(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_wqe_walker__dff_w16

module roce_wqe_walker__dff_w5(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_wqe_walker__dff_w5

module roce_wqe_walker__sgp(valid,sge_addr,sge_len,pos,lo,hi,next_pos,on,va,len,last);
    
    // Module arguments
    input wire  valid;
    input wire  [63:0] sge_addr;
    input wire  [31:0] sge_len;
    input wire  [39:0] pos;
    input wire  [31:0] lo;
    input wire  [32:0] hi;
    output reg  [39:0] next_pos;
    output reg  on;
    output reg  [63:0] va;
    output reg  [15:0] len;
    output reg  last;
    
    // Local signals
    reg  [39:0] lo40;
    reg  [39:0] hi40;
    reg  [39:0] p_lo;
    reg  [39:0] p_hi;
    
    // Update code
    always @(*) begin
        next_pos = pos + ((sge_len) & 40'hffffffffff);
        lo40 = ((lo) & 40'hffffffffff);
        hi40 = ((hi) & 40'hffffffffff);
        p_lo = pos;
        if (lo40 > pos) begin
            p_lo = lo40;
        end
        p_hi = next_pos;
        if (hi40 < next_pos) begin
            p_hi = hi40;
        end
        on = valid & (p_lo < p_hi);
        va = sge_addr + ((p_lo - pos) & 64'hffffffffffffffff);
        len = p_hi[(32'h0)+:(16)] - p_lo[(32'h0)+:(16)];
        last = p_hi == hi40;
    end
    
endmodule // roce_wqe_walker__sgp

module roce_wqe_walker__sgraw(d,q,clock);
    
    // Module arguments
    input wire  [2559:0] d;
    output reg  [2559:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2560'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_wqe_walker__sgraw

module roce_wqe_walker__state(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Enums
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_wqe_walker__state
