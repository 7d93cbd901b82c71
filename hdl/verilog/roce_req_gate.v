// roce_req_gate: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_req_gate(rnr_wait,stopped,started,fence,rd_atomic,rd_out,max_rd_atomic,rc,inflight,npkts,window,go,hold);
    
    // Module arguments
    input wire  rnr_wait;
    input wire  stopped;
    input wire  started;
    input wire  fence;
    input wire  rd_atomic;
    input wire  [4:0] rd_out;
    input wire  [4:0] max_rd_atomic;
    input wire  rc;
    input wire  [23:0] inflight;
    input wire  [23:0] npkts;
    input wire  [23:0] window;
    output reg  go;
    output reg  [2:0] hold;
    
    // Local signals
    reg  [4:0] max_rd;
    reg  [23:0] take;
    reg  [24:0] sum;
    
    // Update code
    always @(*) begin
        max_rd = max_rd_atomic;
        if (~|max_rd_atomic) begin
            max_rd = 32'h1;
        end
        take = npkts;
        if (window < npkts) begin
            take = window;
        end
        sum = ((inflight) & 25'h1ffffff) + ((take) & 25'h1ffffff);
        hold = 32'h0;
        if (~started) begin
            if (rc & |inflight & (sum > ((window) & 25'h1ffffff))) begin
                hold = 32'h5;
            end
            if (rd_atomic & (rd_out >= max_rd)) begin
                hold = 32'h4;
            end
            if (fence & |rd_out) begin
                hold = 32'h3;
            end
            if (stopped) begin
                hold = 32'h2;
            end
        end
        if (rnr_wait) begin
            hold = 32'h1;
        end
        go = ~|hold;
    end
    
endmodule // roce_req_gate
