// roce_completion_seq: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_completion_seq(clock,reset,start,cqe,flush,status,opcode,len,flags,idx,bound,op_err_set,drained,payload_failed,have_wr_id,fetch,fetched,wr_id,cur_idx,qpn,imm,src_qp,src_ip,ip_v6,cq_base,cq_log2,cq_producer,cq_consumer,cq_error,full,cq_err_set,cq_inc,writing,cq_req_valid,cq_req_ready,cq_req_addr,cq_req_len,cq_data,cq_keep,cq_last,cq_valid,cq_ready,cq_cpl_valid,cq_cpl_status,ev_done,ev_fin,ev_lost,ev_written,ev_write_err);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  cqe;
    input wire  flush;
    input wire  [7:0] status;
    input wire  [7:0] opcode;
    input wire  [31:0] len;
    input wire  [7:0] flags;
    input wire  [31:0] idx;
    input wire  [31:0] bound;
    input wire  op_err_set;
    input wire  drained;
    input wire  payload_failed;
    input wire  have_wr_id;
    output reg  fetch;
    input wire  fetched;
    input wire  [63:0] wr_id;
    output reg  [31:0] cur_idx;
    input wire  [23:0] qpn;
    input wire  [31:0] imm;
    input wire  [23:0] src_qp;
    input wire  [127:0] src_ip;
    input wire  ip_v6;
    input wire  [63:0] cq_base;
    input wire  [4:0] cq_log2;
    input wire  [31:0] cq_producer;
    input wire  [31:0] cq_consumer;
    input wire  cq_error;
    output reg  full;
    output reg  cq_err_set;
    output reg  cq_inc;
    output reg  writing;
    output reg  cq_req_valid;
    input wire  cq_req_ready;
    output reg  [63:0] cq_req_addr;
    output reg  [16:0] cq_req_len;
    output reg  [511:0] cq_data;
    output reg  [63:0] cq_keep;
    output reg  cq_last;
    output reg  cq_valid;
    input wire  cq_ready;
    input wire  cq_cpl_valid;
    input wire  [1:0] cq_cpl_status;
    output reg  ev_done;
    output reg  ev_fin;
    output reg  ev_lost;
    output reg  ev_written;
    output reg  ev_write_err;
    
    // Enums
    localparam CplState__Idle = 0;
    localparam CplState__Payload = 1;
    localparam CplState__Fetch = 2;
    localparam CplState__Write = 3;
    localparam CplState__Next = 4;
    
    // Stub signals
    reg  [2:0] state__d;
    wire  [2:0] state__q;
    wire  state__clock;
    reg  flushing__d;
    wire  flushing__q;
    wire  flushing__clock;
    reg  fl_entry__d;
    wire  fl_entry__q;
    wire  fl_entry__clock;
    reg  op_err__d;
    wire  op_err__q;
    wire  op_err__clock;
    reg  [31:0] fl_idx__d;
    wire  [31:0] fl_idx__q;
    wire  fl_idx__clock;
    reg  [31:0] fl_bound__d;
    wire  [31:0] fl_bound__q;
    wire  fl_bound__clock;
    reg  [7:0] e_status__d;
    wire  [7:0] e_status__q;
    wire  e_status__clock;
    reg  [7:0] e_opcode__d;
    wire  [7:0] e_opcode__q;
    wire  e_opcode__clock;
    reg  [31:0] e_len__d;
    wire  [31:0] e_len__q;
    wire  e_len__clock;
    reg  [7:0] e_flags__d;
    wire  [7:0] e_flags__q;
    wire  e_flags__clock;
    reg  [63:0] form__wr_id;
    reg  [31:0] form__len;
    reg  [23:0] form__qpn;
    reg  [7:0] form__status;
    reg  [7:0] form__opcode;
    reg  [7:0] form__flags;
    reg  [31:0] form__imm;
    reg  [23:0] form__src_qp;
    reg  [127:0] form__src_ip;
    reg  form__ip_v6;
    wire  [511:0] form__entry;
    wire  writer__clock;
    wire  writer__reset;
    reg  writer__start;
    reg  [511:0] writer__entry;
    reg  [63:0] writer__cq_base;
    reg  [4:0] writer__cq_log2;
    reg  [31:0] writer__cq_producer;
    reg  [31:0] writer__cq_consumer;
    reg  writer__cq_error;
    wire  writer__full;
    wire  writer__lost;
    wire  writer__done;
    wire  writer__err;
    wire  writer__busy;
    wire  writer__cq_err_set;
    wire  writer__cq_inc;
    wire  writer__req_valid;
    reg  writer__req_ready;
    wire  [63:0] writer__req_addr;
    wire  [16:0] writer__req_len;
    wire  [511:0] writer__data;
    wire  writer__valid;
    reg  writer__ready;
    reg  writer__cpl_valid;
    reg  [1:0] writer__cpl_status;
    
    // Sub module instances
    roce_completion_seq__state state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_completion_seq__dff_w1 flushing(
        .d(flushing__d),
        .q(flushing__q),
        .clock(flushing__clock)
    );
    roce_completion_seq__dff_w1 fl_entry(
        .d(fl_entry__d),
        .q(fl_entry__q),
        .clock(fl_entry__clock)
    );
    roce_completion_seq__dff_w1 op_err(
        .d(op_err__d),
        .q(op_err__q),
        .clock(op_err__clock)
    );
    roce_completion_seq__dff_w32 fl_idx(
        .d(fl_idx__d),
        .q(fl_idx__q),
        .clock(fl_idx__clock)
    );
    roce_completion_seq__dff_w32 fl_bound(
        .d(fl_bound__d),
        .q(fl_bound__q),
        .clock(fl_bound__clock)
    );
    roce_completion_seq__dff_w8 e_status(
        .d(e_status__d),
        .q(e_status__q),
        .clock(e_status__clock)
    );
    roce_completion_seq__dff_w8 e_opcode(
        .d(e_opcode__d),
        .q(e_opcode__q),
        .clock(e_opcode__clock)
    );
    roce_completion_seq__dff_w32 e_len(
        .d(e_len__d),
        .q(e_len__q),
        .clock(e_len__clock)
    );
    roce_completion_seq__dff_w8 e_flags(
        .d(e_flags__d),
        .q(e_flags__q),
        .clock(e_flags__clock)
    );
    roce_completion_seq__form form(
        .wr_id(form__wr_id),
        .len(form__len),
        .qpn(form__qpn),
        .status(form__status),
        .opcode(form__opcode),
        .flags(form__flags),
        .imm(form__imm),
        .src_qp(form__src_qp),
        .src_ip(form__src_ip),
        .ip_v6(form__ip_v6),
        .entry(form__entry)
    );
    roce_completion_seq__writer writer(
        .clock(writer__clock),
        .reset(writer__reset),
        .start(writer__start),
        .entry(writer__entry),
        .cq_base(writer__cq_base),
        .cq_log2(writer__cq_log2),
        .cq_producer(writer__cq_producer),
        .cq_consumer(writer__cq_consumer),
        .cq_error(writer__cq_error),
        .full(writer__full),
        .lost(writer__lost),
        .done(writer__done),
        .err(writer__err),
        .busy(writer__busy),
        .cq_err_set(writer__cq_err_set),
        .cq_inc(writer__cq_inc),
        .req_valid(writer__req_valid),
        .req_ready(writer__req_ready),
        .req_addr(writer__req_addr),
        .req_len(writer__req_len),
        .data(writer__data),
        .valid(writer__valid),
        .ready(writer__ready),
        .cpl_valid(writer__cpl_valid),
        .cpl_status(writer__cpl_status)
    );
    
    assign state__clock = clock;
    assign flushing__clock = clock;
    assign fl_entry__clock = clock;
    assign op_err__clock = clock;
    assign fl_idx__clock = clock;
    assign fl_bound__clock = clock;
    assign e_status__clock = clock;
    assign e_opcode__clock = clock;
    assign e_len__clock = clock;
    assign e_flags__clock = clock;
    assign writer__clock = clock;
    assign writer__reset = reset;
    
    // Update code
    always @(*) begin
        state__d = state__q;
        flushing__d = flushing__q;
        fl_entry__d = fl_entry__q;
        op_err__d = op_err__q;
        fl_idx__d = fl_idx__q;
        fl_bound__d = fl_bound__q;
        e_status__d = e_status__q;
        e_opcode__d = e_opcode__q;
        e_len__d = e_len__q;
        e_flags__d = e_flags__q;
        form__wr_id = wr_id;
        form__len = e_len__q;
        form__qpn = qpn;
        form__status = e_status__q;
        form__opcode = e_opcode__q;
        form__flags = e_flags__q;
        form__imm = imm;
        form__src_qp = src_qp;
        form__src_ip = src_ip;
        form__ip_v6 = ip_v6;
        writer__start = state__q == CplState__Write;
        writer__entry = form__entry;
        writer__cq_base = cq_base;
        writer__cq_log2 = cq_log2;
        writer__cq_producer = cq_producer;
        writer__cq_consumer = cq_consumer;
        writer__cq_error = cq_error;
        writer__req_ready = cq_req_ready;
        writer__ready = cq_ready;
        writer__cpl_valid = cq_cpl_valid;
        writer__cpl_status = cq_cpl_status;
        cq_req_valid = writer__req_valid;
        cq_req_addr = writer__req_addr;
        cq_req_len = writer__req_len;
        cq_data = writer__data;
        cq_valid = writer__valid;
        cq_keep = 64'hffffffffffffffff;
        cq_last = 1'b1;
        full = writer__full;
        cq_err_set = writer__cq_err_set;
        cq_inc = writer__cq_inc;
        ev_written = writer__done;
        ev_write_err = writer__done & writer__err;
        ev_lost = writer__lost;
        writing = (state__q == CplState__Write) | writer__busy;
        fetch = state__q == CplState__Fetch;
        cur_idx = fl_idx__q;
        ev_done = 1'b0;
        ev_fin = 1'b0;
        if (op_err_set) begin
            op_err__d = 1'b1;
        end
        case (state__q)
            CplState__Idle:
                begin
                    if (start) begin
                        flushing__d = flush;
                        fl_idx__d = idx;
                        fl_bound__d = bound;
                        fl_entry__d = 1'b0;
                        e_status__d = status;
                        e_opcode__d = opcode;
                        e_len__d = len;
                        e_flags__d = flags;
                        if (cqe) begin
                            state__d = CplState__Payload;
                        end
                        else if (flush) begin
                            state__d = CplState__Next;
                        end
                    end
                end
            CplState__Payload:
                begin
                    if (drained) begin
                        state__d = CplState__Write;
                        if (payload_failed) begin
                            e_status__d = 32'h2;
                            e_len__d = 32'h0;
                            e_flags__d = e_flags__q & 32'h4;
                            if (e_opcode__q == 32'h6) begin
                                e_status__d = 32'h4;
                                e_opcode__d = 32'h5;
                                e_flags__d = 32'h0;
                            end
                        end
                        if (~have_wr_id) begin
                            state__d = CplState__Fetch;
                        end
                    end
                end
            CplState__Fetch:
                begin
                    if (fetched) begin
                        state__d = CplState__Write;
                    end
                end
            CplState__Write:
                begin
                    if (writer__lost | writer__done) begin
                        state__d = CplState__Idle;
                        ev_done = ~flushing__q;
                        if (fl_entry__q) begin
                            fl_idx__d = fl_idx__q + 32'h1;
                        end
                        if (flushing__q) begin
                            state__d = CplState__Next;
                        end
                    end
                end
            CplState__Next:
                begin
                    if (fl_idx__q == fl_bound__q) begin
                        ev_fin = 1'b1;
                        flushing__d = 1'b0;
                        op_err__d = 1'b0;
                        state__d = CplState__Idle;
                    end
                    else begin
                        fl_entry__d = 1'b1;
                        e_status__d = 32'h4;
                        if (op_err__q) begin
                            e_status__d = 32'h2;
                            op_err__d = 1'b0;
                        end
                        e_opcode__d = 32'h5;
                        e_len__d = 32'h0;
                        e_flags__d = 32'h0;
                        state__d = CplState__Fetch;
                    end
                end
            default:
                begin
                    state__d = CplState__Idle;
                end
        endcase
        if (reset) begin
            state__d = CplState__Idle;
            flushing__d = 1'b0;
            op_err__d = 1'b0;
        end
    end
    
endmodule // roce_completion_seq

module roce_completion_seq__dff_w8(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_completion_seq__dff_w8

module roce_completion_seq__dff_w32(d,q,clock);
    
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
          
endmodule // roce_completion_seq__dff_w32

module roce_completion_seq__dff_w1(d,q,clock);
    
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
          
endmodule // roce_completion_seq__dff_w1

module roce_completion_seq__form(wr_id,len,qpn,status,opcode,flags,imm,src_qp,src_ip,ip_v6,entry);
    
    // Module arguments
    input wire  [63:0] wr_id;
    input wire  [31:0] len;
    input wire  [23:0] qpn;
    input wire  [7:0] status;
    input wire  [7:0] opcode;
    input wire  [7:0] flags;
    input wire  [31:0] imm;
    input wire  [23:0] src_qp;
    input wire  [127:0] src_ip;
    input wire  ip_v6;
    output reg  [511:0] entry;
    
    // Constant declarations
    localparam  gid_v4 = 96'hffff00000000000000000000;
    
    // Local signals
    reg  [127:0] gid4;
    reg  [127:0] src_gid;
    
    // Update code
    always @(*) begin
        gid4[(64'h0)+:(96)] = gid_v4;
        gid4[(64'h60)+:(32)] = src_ip[(32'h0)+:(32)];
        src_gid = src_ip;
        if (~ip_v6) begin
            src_gid = gid4;
        end
        entry[(64'h0)+:(64)] = wr_id;
        entry[(64'h40)+:(32)] = len;
        entry[(64'h60)+:(24)] = qpn;
        entry[(64'h78)+:(8)] = 32'h0;
        entry[(64'h80)+:(32)] = 32'h0;
        entry[(64'ha0)+:(32)] = 32'h0;
        entry[(64'hc0)+:(24)] = 32'h0;
        entry[(64'hd8)+:(8)] = 32'h0;
        entry[(64'he0)+:(8)] = status;
        entry[(64'he8)+:(8)] = opcode;
        entry[(64'hf0)+:(8)] = flags;
        entry[(64'hf8)+:(1)] = 32'h0;
        entry[(64'hf9)+:(7)] = 32'h0;
        entry[(64'h100)+:(128)] = 32'h0;
        entry[(64'h180)+:(128)] = 32'h0;
        if (flags[32'h0]) begin
            entry[(64'h80)+:(32)] = imm;
        end
        if (flags[32'h1]) begin
            entry[(64'ha0)+:(32)] = imm;
        end
        if (flags[32'h2]) begin
            entry[(64'hc0)+:(24)] = src_qp;
            entry[(64'h100)+:(128)] = src_gid;
        end
    end
    
endmodule // roce_completion_seq__form

module roce_completion_seq__state(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_completion_seq__state

module roce_completion_seq__writer(clock,reset,start,entry,cq_base,cq_log2,cq_producer,cq_consumer,cq_error,full,lost,done,err,busy,cq_err_set,cq_inc,req_valid,req_ready,req_addr,req_len,data,valid,ready,cpl_valid,cpl_status);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [511:0] entry;
    input wire  [63:0] cq_base;
    input wire  [4:0] cq_log2;
    input wire  [31:0] cq_producer;
    input wire  [31:0] cq_consumer;
    input wire  cq_error;
    output reg  full;
    output reg  lost;
    output reg  done;
    output reg  err;
    output reg  busy;
    output reg  cq_err_set;
    output reg  cq_inc;
    output reg  req_valid;
    input wire  req_ready;
    output reg  [63:0] req_addr;
    output reg  [16:0] req_len;
    output reg  [511:0] data;
    output reg  valid;
    input wire  ready;
    input wire  cpl_valid;
    input wire  [1:0] cpl_status;
    
    // Constant declarations
    localparam  reserve = 1'b0;
    localparam  ones32 = 32'hffffffff;
    localparam  one32 = 32'h1;
    
    // Enums
    localparam CqeState__Idle = 0;
    localparam CqeState__Data = 1;
    localparam CqeState__Wait = 2;
    
    // Stub signals
    reg  [1:0] state__d;
    wire  [1:0] state__q;
    wire  state__clock;
    reg  [6:0] pending__d;
    wire  [6:0] pending__q;
    wire  pending__clock;
    reg  own__d;
    wire  own__q;
    wire  own__clock;
    
    // Local signals
    reg  p_inc;
    reg  p_dec;
    reg  [31:0] mask;
    reg  odd;
    reg  [511:0] with_owner;
    
    // Sub module instances
    roce_completion_seq__writer__state state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_completion_seq__writer__pending pending(
        .d(pending__d),
        .q(pending__q),
        .clock(pending__clock)
    );
    roce_completion_seq__dff_w1 own(
        .d(own__d),
        .q(own__q),
        .clock(own__clock)
    );
    
    assign state__clock = clock;
    assign pending__clock = clock;
    assign own__clock = clock;
    
    // Update code
    always @(*) begin
        state__d = state__q;
        pending__d = pending__q;
        own__d = own__q;
        mask = ~(ones32 << cq_log2);
        odd = |(cq_producer & (one32 << cq_log2));
        full = cq_error | |((cq_producer - cq_consumer) & ~mask);
        req_addr = cq_base + (((cq_producer & mask) & 64'hffffffffffffffff) << 32'h6);
        req_len = 32'h40;
        with_owner = entry;
        with_owner[(64'hf8)+:(1)] = own__q;
        data = with_owner;
        busy = (state__q != CqeState__Idle) | (reserve & |pending__q);
        req_valid = 1'b0;
        valid = 1'b0;
        lost = 1'b0;
        done = 1'b0;
        err = 1'b0;
        cq_err_set = 1'b0;
        cq_inc = 1'b0;
        p_inc = 1'b0;
        p_dec = reserve & cpl_valid & |pending__q;
        if (p_dec) begin
            done = 1'b1;
            err = cpl_status != 32'h0;
        end
        case (state__q)
            CqeState__Idle:
                begin
                    if (start & full) begin
                        lost = 1'b1;
                        cq_err_set = 1'b1;
                    end
                    else if (start & ~pending__q[32'h6]) begin
                        req_valid = 1'b1;
                        if (req_ready) begin
                            own__d = ~odd;
                            cq_inc = reserve;
                            state__d = CqeState__Data;
                        end
                    end
                end
            CqeState__Data:
                begin
                    valid = 1'b1;
                    if (ready) begin
                        state__d = CqeState__Wait;
                        if (reserve) begin
                            p_inc = 1'b1;
                            state__d = CqeState__Idle;
                        end
                    end
                end
            CqeState__Wait:
                begin
                    if (cpl_valid) begin
                        done = 1'b1;
                        err = cpl_status != 32'h0;
                        cq_inc = ~reserve;
                        state__d = CqeState__Idle;
                    end
                end
            default:
                begin
                    state__d = CqeState__Idle;
                end
        endcase
        if (p_inc & ~p_dec) begin
            pending__d = pending__q + 32'h1;
        end
        if (~p_inc & p_dec) begin
            pending__d = pending__q - 32'h1;
        end
        if (reset) begin
            state__d = CqeState__Idle;
            pending__d = 32'h0;
        end
    end
    
endmodule // roce_completion_seq__writer

module roce_completion_seq__writer__pending(d,q,clock);
    
    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 7'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_completion_seq__writer__pending

module roce_completion_seq__writer__state(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_completion_seq__writer__state
