// roce_cqe_writer: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_cqe_writer(clock,reset,start,entry,cq_base,cq_log2,cq_producer,cq_consumer,cq_error,full,lost,done,err,busy,cq_err_set,cq_inc,req_valid,req_ready,req_addr,req_len,data,valid,ready,cpl_valid,cpl_status);
    
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
    roce_cqe_writer__state state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_cqe_writer__pending pending(
        .d(pending__d),
        .q(pending__q),
        .clock(pending__clock)
    );
    roce_cqe_writer__own own(
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
    
endmodule // roce_cqe_writer

module roce_cqe_writer__own(d,q,clock);
    
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
          
endmodule // roce_cqe_writer__own

module roce_cqe_writer__pending(d,q,clock);
    
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
          
endmodule // roce_cqe_writer__pending

module roce_cqe_writer__state(d,q,clock);
    
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
          
endmodule // roce_cqe_writer__state
