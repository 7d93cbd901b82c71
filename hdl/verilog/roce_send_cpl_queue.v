// roce_send_cpl_queue: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_send_cpl_queue(clock,reset,push_valid,push,push_ready,pw_issue,pw_cpl,pw_err,pw_room,cq_busy,cq_sel,cq_inc,cq_err_set,cq_base,cq_log2,cq_producer,cq_consumer,cq_error,wr_req_valid,wr_req_ready,wr_req_addr,wr_req_len,wr_data,wr_keep,wr_last,wr_valid,wr_ready,wr_cpl_valid,wr_cpl_status,lost,lost_qpn,lost_ok,done,err,busy,cq_full);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push_valid;
    input wire  [139:0] push;
    output reg  push_ready;
    input wire  pw_issue;
    input wire  pw_cpl;
    input wire  pw_err;
    output reg  pw_room;
    input wire  cq_busy;
    output reg  [3:0] cq_sel;
    output reg  cq_inc;
    output reg  cq_err_set;
    input wire  [63:0] cq_base;
    input wire  [4:0] cq_log2;
    input wire  [31:0] cq_producer;
    input wire  [31:0] cq_consumer;
    input wire  cq_error;
    output reg  wr_req_valid;
    input wire  wr_req_ready;
    output reg  [63:0] wr_req_addr;
    output reg  [16:0] wr_req_len;
    output reg  [511:0] wr_data;
    output reg  [63:0] wr_keep;
    output reg  wr_last;
    output reg  wr_valid;
    input wire  wr_ready;
    input wire  wr_cpl_valid;
    input wire  [1:0] wr_cpl_status;
    output reg  lost;
    output reg  [23:0] lost_qpn;
    output reg  lost_ok;
    output reg  done;
    output reg  err;
    output reg  busy;
    output reg  cq_full;
    
    // Constant declarations
    localparam  cqe_none = 512'h0;
    
    // Stub signals
    wire  fifo__clock;
    wire  fifo__reset;
    reg  fifo__wr_en;
    reg  [147:0] fifo__wr_data;
    wire  fifo__rd_valid;
    wire  [147:0] fifo__rd_data;
    reg  fifo__rd_en;
    wire  [4:0] fifo__fill;
    reg  fifo__replace;
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
    reg  [7:0] issued__d;
    wire  [7:0] issued__q;
    wire  issued__clock;
    reg  [7:0] completed__d;
    wire  [7:0] completed__q;
    wire  completed__clock;
    reg  room__d;
    wire  room__q;
    wire  room__clock;
    reg  pw_ok__d;
    wire  pw_ok__q;
    wire  pw_ok__clock;
    reg  fail_v__d;
    wire  fail_v__q;
    wire  fail_v__clock;
    reg  [7:0] fail_lo__d;
    wire  [7:0] fail_lo__q;
    wire  fail_lo__clock;
    reg  [7:0] fail_hi__d;
    wire  [7:0] fail_hi__q;
    wire  fail_hi__clock;
    reg  [7:0] prev_need__d;
    wire  [7:0] prev_need__q;
    wire  prev_need__clock;
    
    // Local signals
    reg  head_due;
    reg  [7:0] late;
    reg  pop;
    reg  [139:0] head;
    reg  [7:0] lo_gap;
    reg  [7:0] hi_gap;
    reg  head_failed;
    reg  [7:0] passed;
    reg  [511:0] entry;
    
    // Sub module instances
    roce_send_cpl_queue__fifo fifo(
        .clock(fifo__clock),
        .reset(fifo__reset),
        .wr_en(fifo__wr_en),
        .wr_data(fifo__wr_data),
        .rd_valid(fifo__rd_valid),
        .rd_data(fifo__rd_data),
        .rd_en(fifo__rd_en),
        .fill(fifo__fill),
        .replace(fifo__replace)
    );
    roce_send_cpl_queue__writer writer(
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
    roce_send_cpl_queue__dff_w8 issued(
        .d(issued__d),
        .q(issued__q),
        .clock(issued__clock)
    );
    roce_send_cpl_queue__dff_w8 completed(
        .d(completed__d),
        .q(completed__q),
        .clock(completed__clock)
    );
    roce_send_cpl_queue__dff_w1 room(
        .d(room__d),
        .q(room__q),
        .clock(room__clock)
    );
    roce_send_cpl_queue__dff_w1 pw_ok(
        .d(pw_ok__d),
        .q(pw_ok__q),
        .clock(pw_ok__clock)
    );
    roce_send_cpl_queue__dff_w1 fail_v(
        .d(fail_v__d),
        .q(fail_v__q),
        .clock(fail_v__clock)
    );
    roce_send_cpl_queue__dff_w8 fail_lo(
        .d(fail_lo__d),
        .q(fail_lo__q),
        .clock(fail_lo__clock)
    );
    roce_send_cpl_queue__dff_w8 fail_hi(
        .d(fail_hi__d),
        .q(fail_hi__q),
        .clock(fail_hi__clock)
    );
    roce_send_cpl_queue__dff_w8 prev_need(
        .d(prev_need__d),
        .q(prev_need__q),
        .clock(prev_need__clock)
    );
    
    assign issued__clock = clock;
    assign completed__clock = clock;
    assign room__clock = clock;
    assign pw_ok__clock = clock;
    assign fail_v__clock = clock;
    assign fail_lo__clock = clock;
    assign fail_hi__clock = clock;
    assign prev_need__clock = clock;
    assign fifo__clock = clock;
    assign writer__clock = clock;
    assign fifo__reset = reset;
    assign writer__reset = reset;
    
    // Update code
    always @(*) begin
        issued__d = issued__q;
        completed__d = completed__q;
        room__d = room__q;
        pw_ok__d = pw_ok__q;
        fail_v__d = fail_v__q;
        fail_lo__d = fail_lo__q;
        fail_hi__d = fail_hi__q;
        prev_need__d = prev_need__q;
        fifo__replace = 1'b0;
        push_ready = room__q;
        fifo__wr_en = push_valid & room__q;
        fifo__wr_data[(64'h0)+:(140)] = push;
        fifo__wr_data[(64'h8c)+:(8)] = issued__q;
        room__d = fifo__fill < 32'hf;
        if (pw_issue) begin
            issued__d = issued__q + 32'h1;
        end
        if (pw_cpl) begin
            completed__d = completed__q + 32'h1;
        end
        if (pw_cpl & pw_err) begin
            fail_hi__d = completed__q + 32'h1;
            if (~fail_v__q) begin
                fail_lo__d = completed__q + 32'h1;
            end
            fail_v__d = 1'b1;
        end
        pw_ok__d = (issued__q - completed__q) < 32'h1f;
        pw_room = pw_ok__q;
        late = fifo__rd_data[(64'h8c)+:(8)] - completed__q;
        head_due = (late == 32'h0) | late[32'h7];
        head = fifo__rd_data[(64'h0)+:(140)];
        entry = cqe_none;
        entry[(64'h0)+:(64)] = head[(64'h0)+:(64)];
        entry[(64'h40)+:(32)] = head[(64'h40)+:(32)];
        entry[(64'h60)+:(24)] = head[(64'h60)+:(24)];
        entry[(64'he0)+:(8)] = head[(64'h78)+:(8)];
        lo_gap = fifo__rd_data[(64'h8c)+:(8)] - fail_lo__q;
        hi_gap = fail_hi__q - prev_need__q - 32'h1;
        head_failed = fail_v__q & (lo_gap < 32'h80) & (hi_gap < 32'h80);
        if (head_failed) begin
            entry[(64'he0)+:(8)] = 32'h2;
        end
        entry[(64'he8)+:(8)] = head[(64'h80)+:(8)];
        writer__entry = entry;
        writer__start = fifo__rd_valid & head_due & ~cq_busy;
        cq_sel = head[(64'h88)+:(4)];
        writer__cq_base = cq_base;
        writer__cq_log2 = cq_log2;
        writer__cq_producer = cq_producer;
        writer__cq_consumer = cq_consumer;
        writer__cq_error = cq_error;
        cq_inc = writer__cq_inc;
        cq_err_set = writer__cq_err_set;
        wr_req_valid = writer__req_valid;
        wr_req_addr = writer__req_addr;
        wr_req_len = writer__req_len;
        wr_data = writer__data;
        wr_valid = writer__valid;
        wr_keep = 64'hffffffffffffffff;
        wr_last = 1'b1;
        writer__req_ready = wr_req_ready;
        writer__ready = wr_ready;
        writer__cpl_valid = wr_cpl_valid;
        writer__cpl_status = wr_cpl_status;
        pop = writer__lost | (writer__valid & wr_ready);
        fifo__rd_en = pop;
        passed = fifo__rd_data[(64'h8c)+:(8)] - fail_hi__q;
        if (pop) begin
            prev_need__d = fifo__rd_data[(64'h8c)+:(8)];
            if ((passed < 32'h80) & ~(pw_cpl & pw_err)) begin
                fail_v__d = 1'b0;
            end
        end
        lost = writer__lost;
        lost_qpn = head[(64'h60)+:(24)];
        lost_ok = ~|head[(64'h78)+:(8)];
        cq_full = writer__full;
        done = writer__done;
        err = writer__err;
        busy = fifo__rd_valid | writer__busy | (issued__q != completed__q);
        if (reset) begin
            issued__d = 32'h0;
            completed__d = 32'h0;
            fail_v__d = 1'b0;
            prev_need__d = 32'h0;
            room__d = 1'b1;
            pw_ok__d = 1'b1;
        end
    end
    
endmodule // roce_send_cpl_queue

module roce_send_cpl_queue__dff_w8(d,q,clock);
    
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
          
endmodule // roce_send_cpl_queue__dff_w8

module roce_send_cpl_queue__dff_w1(d,q,clock);
    
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
          
endmodule // roce_send_cpl_queue__dff_w1

module roce_send_cpl_queue__fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [147:0] wr_data;
    output reg  rd_valid;
    output reg  [147:0] rd_data;
    input wire  rd_en;
    output reg  [4:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram__read_address;
    wire  ram__read_clock;
    wire  [147:0] ram__read_data;
    reg  [3:0] ram__write_address;
    wire  ram__write_clock;
    reg  [147:0] ram__write_data;
    reg  ram__write_enable;
    reg  [4:0] wr_ptr__d;
    wire  [4:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [4:0] rd_ptr__d;
    wire  [4:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [4:0] count;
    
    // Sub module instances
    roce_send_cpl_queue__fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_send_cpl_queue__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_send_cpl_queue__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_send_cpl_queue__dff_w1 head(
        .d(head__d),
        .q(head__q),
        .clock(head__clock)
    );
    
    assign wr_ptr__clock = clock;
    assign rd_ptr__clock = clock;
    assign head__clock = clock;
    assign ram__write_clock = clock;
    assign ram__read_clock = clock;
    
    // Update code
    always @(*) begin
        wr_ptr__d = wr_ptr__q;
        rd_ptr__d = rd_ptr__q;
        head__d = head__q;
        count = wr_ptr__q - rd_ptr__q;
        fill = count;
        if (head__q) begin
            fill = count + 32'h1;
        end
        pop = head__q & rd_en;
        fetch = (count != 32'h0) & (~head__q | pop);
        ram__read_address = ((rd_ptr__q - 32'h1) & 4'hf);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 4'hf);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 4'hf);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 4'hf);
            ram__write_enable = 1'b1;
        end
        else if (wr_en & (fill < capacity)) begin
            ram__write_enable = 1'b1;
            wr_ptr__d = wr_ptr__q + 32'h1;
        end
        if (reset) begin
            wr_ptr__d = 32'h0;
            rd_ptr__d = 32'h0;
            head__d = 1'b0;
        end
    end
    
endmodule // roce_send_cpl_queue__fifo

module roce_send_cpl_queue__fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [147:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [147:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[147:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_send_cpl_queue__fifo__ram

module roce_send_cpl_queue__dff_w5(d,q,clock);
    
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
          
endmodule // roce_send_cpl_queue__dff_w5

module roce_send_cpl_queue__writer(clock,reset,start,entry,cq_base,cq_log2,cq_producer,cq_consumer,cq_error,full,lost,done,err,busy,cq_err_set,cq_inc,req_valid,req_ready,req_addr,req_len,data,valid,ready,cpl_valid,cpl_status);
    
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
    localparam  reserve = 1'b1;
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
    roce_send_cpl_queue__writer__state state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_send_cpl_queue__writer__pending pending(
        .d(pending__d),
        .q(pending__q),
        .clock(pending__clock)
    );
    roce_send_cpl_queue__dff_w1 own(
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
    
endmodule // roce_send_cpl_queue__writer

module roce_send_cpl_queue__writer__pending(d,q,clock);
    
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
          
endmodule // roce_send_cpl_queue__writer__pending

module roce_send_cpl_queue__writer__state(d,q,clock);
    
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
          
endmodule // roce_send_cpl_queue__writer__state
