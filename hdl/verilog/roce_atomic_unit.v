// roce_atomic_unit: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_atomic_unit(clock,reset,exec,replay,drained,addr,cas,cmp,swap_add,psn,qpn,head,max_dest_rd_atomic,replay_base,next_head,wr_failed,rd_req_valid,rd_req_ready,rd_req_addr,rd_req_len,rd_data,rd_keep,rd_last,rd_valid,rd_ready,rd_cpl_valid,rd_cpl_status,wr_room,wr_req_valid,wr_req_ready,wr_req_addr,wr_req_len,wr_data,wr_keep,wr_last,wr_valid,wr_ready,res_done,res_orig,res_err,res_rd_err,res_found);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  exec;
    input wire  replay;
    input wire  drained;
    input wire  [63:0] addr;
    input wire  cas;
    input wire  [63:0] cmp;
    input wire  [63:0] swap_add;
    input wire  [23:0] psn;
    input wire  [23:0] qpn;
    input wire  [7:0] head;
    input wire  [7:0] max_dest_rd_atomic;
    input wire  [63:0] replay_base;
    output reg  [7:0] next_head;
    input wire  wr_failed;
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
    input wire  wr_room;
    output reg  wr_req_valid;
    input wire  wr_req_ready;
    output reg  [63:0] wr_req_addr;
    output reg  [16:0] wr_req_len;
    output reg  [511:0] wr_data;
    output reg  [63:0] wr_keep;
    output reg  wr_last;
    output reg  wr_valid;
    input wire  wr_ready;
    output reg  res_done;
    output reg  [63:0] res_orig;
    output reg  res_err;
    output reg  res_rd_err;
    output reg  res_found;
    
    // Enums
    localparam AtomicState__Idle = 0;
    localparam AtomicState__ReadReq = 1;
    localparam AtomicState__ReadData = 2;
    localparam AtomicState__WriteReq = 3;
    localparam AtomicState__WriteData = 4;
    localparam AtomicState__EntryReq = 5;
    localparam AtomicState__EntryData = 6;
    localparam AtomicState__WriteWait = 7;
    localparam AtomicState__RingReq = 8;
    localparam AtomicState__RingData = 9;
    
    // Stub signals
    reg  [3:0] state__d;
    wire  [3:0] state__q;
    wire  state__clock;
    reg  [63:0] o_orig__d;
    wire  [63:0] o_orig__q;
    wire  o_orig__clock;
    reg  [63:0] new_val__d;
    wire  [63:0] new_val__q;
    wire  new_val__clock;
    reg  at_err__d;
    wire  at_err__q;
    wire  at_err__clock;
    reg  [1:0] rp_beat__d;
    wire  [1:0] rp_beat__q;
    wire  rp_beat__clock;
    reg  rp_lo__d;
    wire  rp_lo__q;
    wire  rp_lo__clock;
    reg  [63:0] rp_lo_orig__d;
    wire  [63:0] rp_lo_orig__q;
    wire  rp_lo_orig__clock;
    reg  rp_hi__d;
    wire  rp_hi__q;
    wire  rp_hi__clock;
    reg  [63:0] rp_hi_orig__d;
    wire  [63:0] rp_hi_orig__q;
    wire  rp_hi_orig__clock;
    
    // Local signals
    reg  [63:0] word;
    reg  [4:0] r_n;
    reg  [4:0] r_head;
    reg  r_wrap;
    reg  [63:0] r_ring;
    reg  [63:0] r_slot;
    reg  [4:0] rp_s0;
    reg  [4:0] rp_s1;
    reg  [4:0] rp_s2;
    reg  [4:0] rp_s3;
    reg  rp_e0;
    reg  rp_e1;
    reg  rp_e2;
    reg  rp_e3;
    reg  rp_l0;
    reg  rp_l1;
    reg  rp_l2;
    reg  rp_l3;
    reg  rp_h0;
    reg  rp_h1;
    reg  rp_h2;
    reg  rp_h3;
    
    // Sub module instances
    roce_atomic_unit__state state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_atomic_unit__dff_w64 o_orig(
        .d(o_orig__d),
        .q(o_orig__q),
        .clock(o_orig__clock)
    );
    roce_atomic_unit__dff_w64 new_val(
        .d(new_val__d),
        .q(new_val__q),
        .clock(new_val__clock)
    );
    roce_atomic_unit__dff_w1 at_err(
        .d(at_err__d),
        .q(at_err__q),
        .clock(at_err__clock)
    );
    roce_atomic_unit__rp_beat rp_beat(
        .d(rp_beat__d),
        .q(rp_beat__q),
        .clock(rp_beat__clock)
    );
    roce_atomic_unit__dff_w1 rp_lo(
        .d(rp_lo__d),
        .q(rp_lo__q),
        .clock(rp_lo__clock)
    );
    roce_atomic_unit__dff_w64 rp_lo_orig(
        .d(rp_lo_orig__d),
        .q(rp_lo_orig__q),
        .clock(rp_lo_orig__clock)
    );
    roce_atomic_unit__dff_w1 rp_hi(
        .d(rp_hi__d),
        .q(rp_hi__q),
        .clock(rp_hi__clock)
    );
    roce_atomic_unit__dff_w64 rp_hi_orig(
        .d(rp_hi_orig__d),
        .q(rp_hi_orig__q),
        .clock(rp_hi_orig__clock)
    );
    
    assign state__clock = clock;
    assign o_orig__clock = clock;
    assign new_val__clock = clock;
    assign at_err__clock = clock;
    assign rp_beat__clock = clock;
    assign rp_lo__clock = clock;
    assign rp_lo_orig__clock = clock;
    assign rp_hi__clock = clock;
    assign rp_hi_orig__clock = clock;
    
    // Update code
    always @(*) begin
        state__d = state__q;
        o_orig__d = o_orig__q;
        new_val__d = new_val__q;
        at_err__d = at_err__q;
        rp_beat__d = rp_beat__q;
        rp_lo__d = rp_lo__q;
        rp_lo_orig__d = rp_lo_orig__q;
        rp_hi__d = rp_hi__q;
        rp_hi_orig__d = rp_hi_orig__q;
        r_n = max_dest_rd_atomic[(32'h0)+:(5)];
        if (~|max_dest_rd_atomic) begin
            r_n = 32'h1;
        end
        if (max_dest_rd_atomic > 32'h10) begin
            r_n = 32'h10;
        end
        r_head = ((head[(32'h0)+:(4)]) & 5'h1f);
        r_wrap = head[32'h4];
        r_ring = replay_base + (((qpn) & 64'hffffffffffffffff) << 32'h8);
        r_slot = r_ring + (((r_head) & 64'hffffffffffffffff) << 32'h4);
        next_head = ((r_head + 32'h1) & 8'hff) | (head & 32'h10);
        if ((r_head + 32'h1) >= r_n) begin
            next_head = 32'h10;
        end
        rp_s0 = ((rp_beat__q) & 5'h1f) << 32'h2;
        rp_s1 = rp_s0 + 32'h1;
        rp_s2 = rp_s0 + 32'h2;
        rp_s3 = rp_s0 + 32'h3;
        rp_e0 = rd_data[(32'h40)+:(24)] == psn;
        rp_e1 = rd_data[(32'hc0)+:(24)] == psn;
        rp_e2 = rd_data[(32'h140)+:(24)] == psn;
        rp_e3 = rd_data[(32'h1c0)+:(24)] == psn;
        rp_l0 = rp_e0 & (rp_s0 < r_head);
        rp_l1 = rp_e1 & (rp_s1 < r_head);
        rp_l2 = rp_e2 & (rp_s2 < r_head);
        rp_l3 = rp_e3 & (rp_s3 < r_head);
        rp_h0 = rp_e0 & r_wrap & (rp_s0 >= r_head) & (rp_s0 < r_n);
        rp_h1 = rp_e1 & r_wrap & (rp_s1 >= r_head) & (rp_s1 < r_n);
        rp_h2 = rp_e2 & r_wrap & (rp_s2 >= r_head) & (rp_s2 < r_n);
        rp_h3 = rp_e3 & r_wrap & (rp_s3 >= r_head) & (rp_s3 < r_n);
        word = rd_data[(32'h0)+:(64)];
        res_done = 1'b0;
        res_err = 1'b0;
        res_rd_err = 1'b0;
        res_found = 1'b0;
        res_orig = o_orig__q;
        rd_req_valid = 1'b0;
        rd_ready = 1'b1;
        rd_req_addr = addr;
        rd_req_len = 32'h8;
        wr_req_valid = 1'b0;
        wr_req_addr = addr;
        wr_req_len = 32'h8;
        wr_valid = 1'b0;
        wr_data = ((new_val__q) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        wr_keep = 32'hff;
        wr_last = 1'b1;
        if (wr_failed) begin
            at_err__d = 1'b1;
        end
        case (state__q)
            AtomicState__Idle:
                begin
                    if (exec & drained) begin
                        state__d = AtomicState__ReadReq;
                        at_err__d = 1'b0;
                    end
                    else if (replay & drained) begin
                        state__d = AtomicState__RingReq;
                    end
                end
            AtomicState__ReadReq:
                begin
                    rd_req_valid = 1'b1;
                    if (rd_req_ready) begin
                        state__d = AtomicState__ReadData;
                    end
                end
            AtomicState__ReadData:
                begin
                    if (rd_valid) begin
                        o_orig__d = word;
                        new_val__d = word + swap_add;
                        if (cas) begin
                            new_val__d = word;
                            if (word == cmp) begin
                                new_val__d = swap_add;
                            end
                        end
                    end
                    if (rd_cpl_valid) begin
                        if (rd_cpl_status != 32'h0) begin
                            res_done = 1'b1;
                            res_err = 1'b1;
                            res_rd_err = 1'b1;
                            state__d = AtomicState__Idle;
                        end
                        else begin
                            state__d = AtomicState__WriteReq;
                        end
                    end
                end
            AtomicState__WriteReq:
                begin
                    wr_req_valid = wr_room;
                    if (wr_req_ready & wr_room) begin
                        state__d = AtomicState__WriteData;
                    end
                end
            AtomicState__WriteData:
                begin
                    wr_valid = 1'b1;
                    if (wr_ready) begin
                        state__d = AtomicState__EntryReq;
                    end
                end
            AtomicState__EntryReq:
                begin
                    wr_req_valid = wr_room;
                    wr_req_addr = r_slot;
                    wr_req_len = 32'h10;
                    if (wr_req_ready & wr_room) begin
                        state__d = AtomicState__EntryData;
                    end
                end
            AtomicState__EntryData:
                begin
                    wr_valid = 1'b1;
                    wr_data = ((o_orig__q) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((psn) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40);
                    wr_keep = 32'hffff;
                    if (wr_ready) begin
                        state__d = AtomicState__WriteWait;
                    end
                end
            AtomicState__WriteWait:
                begin
                    if (drained) begin
                        res_done = 1'b1;
                        res_err = at_err__q;
                        state__d = AtomicState__Idle;
                    end
                end
            AtomicState__RingReq:
                begin
                    rd_req_valid = 1'b1;
                    rd_req_addr = r_ring;
                    rd_req_len = 32'h100;
                    if (rd_req_ready) begin
                        rp_beat__d = 32'h0;
                        rp_lo__d = 1'b0;
                        rp_hi__d = 1'b0;
                        state__d = AtomicState__RingData;
                    end
                end
            AtomicState__RingData:
                begin
                    if (rd_valid) begin
                        rp_beat__d = rp_beat__q + 32'h1;
                        if (rp_l0) begin
                            rp_lo__d = 1'b1;
                            rp_lo_orig__d = rd_data[(32'h0)+:(64)];
                        end
                        if (rp_l1) begin
                            rp_lo__d = 1'b1;
                            rp_lo_orig__d = rd_data[(32'h80)+:(64)];
                        end
                        if (rp_l2) begin
                            rp_lo__d = 1'b1;
                            rp_lo_orig__d = rd_data[(32'h100)+:(64)];
                        end
                        if (rp_l3) begin
                            rp_lo__d = 1'b1;
                            rp_lo_orig__d = rd_data[(32'h180)+:(64)];
                        end
                        if (rp_h0) begin
                            rp_hi__d = 1'b1;
                            rp_hi_orig__d = rd_data[(32'h0)+:(64)];
                        end
                        if (rp_h1) begin
                            rp_hi__d = 1'b1;
                            rp_hi_orig__d = rd_data[(32'h80)+:(64)];
                        end
                        if (rp_h2) begin
                            rp_hi__d = 1'b1;
                            rp_hi_orig__d = rd_data[(32'h100)+:(64)];
                        end
                        if (rp_h3) begin
                            rp_hi__d = 1'b1;
                            rp_hi_orig__d = rd_data[(32'h180)+:(64)];
                        end
                    end
                    if (rd_cpl_valid) begin
                        res_done = 1'b1;
                        res_rd_err = rd_cpl_status != 32'h0;
                        res_found = (rd_cpl_status == 32'h0) & (rp_lo__q | rp_hi__q);
                        res_orig = rp_hi_orig__q;
                        if (rp_lo__q) begin
                            res_orig = rp_lo_orig__q;
                        end
                        state__d = AtomicState__Idle;
                    end
                end
            default:
                begin
                    state__d = AtomicState__Idle;
                end
        endcase
        if (reset) begin
            state__d = AtomicState__Idle;
        end
    end
    
endmodule // roce_atomic_unit

module roce_atomic_unit__dff_w1(d,q,clock);
    
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
          
endmodule // roce_atomic_unit__dff_w1

module roce_atomic_unit__dff_w64(d,q,clock);
    
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
          
endmodule // roce_atomic_unit__dff_w64

module roce_atomic_unit__rp_beat(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_atomic_unit__rp_beat

module roce_atomic_unit__state(d,q,clock);
    
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
          
endmodule // roce_atomic_unit__state
