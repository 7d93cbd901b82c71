// roce_req_ack_step: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_req_ack_step(started,rd_atomic,first_psn,acked,npkts,a,step,want,n);
    
    // Module arguments
    input wire  started;
    input wire  rd_atomic;
    input wire  [23:0] first_psn;
    input wire  [23:0] acked;
    input wire  [23:0] npkts;
    input wire  [23:0] a;
    output reg  [2:0] step;
    output reg  [23:0] want;
    output reg  [23:0] n;
    
    // Local signals
    reg  [23:0] last_psn;
    reg  [23:0] d_first;
    reg  last_in;
    reg  want_in;
    
    // Update code
    always @(*) begin
        last_psn = first_psn + npkts - 32'h1;
        want = first_psn + acked;
        d_first = a - first_psn;
        last_in = ~|((a - last_psn) >> 32'h17);
        want_in = ~|((a - want) >> 32'h17);
        n = d_first + 32'h1;
        step = 32'h6;
        if (~d_first[32'h17] & (n > acked)) begin
            step = 32'h5;
        end
        if (last_in) begin
            step = 32'h4;
        end
        if (rd_atomic) begin
            step = 32'h3;
            if (want_in) begin
                step = 32'h2;
            end
        end
        if (acked >= npkts) begin
            step = 32'h1;
        end
        if (~started) begin
            step = 32'h0;
        end
    end
    
endmodule // roce_req_ack_step
