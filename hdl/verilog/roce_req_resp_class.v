// roce_req_resp_class: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_req_resp_class(una,max_psn,psn,opcode,syndrome,kind,timer,nak_code);
    
    // Module arguments
    input wire  [23:0] una;
    input wire  [23:0] max_psn;
    input wire  [23:0] psn;
    input wire  [7:0] opcode;
    input wire  [7:0] syndrome;
    output reg  [2:0] kind;
    output reg  [4:0] timer;
    output reg  [2:0] nak_code;
    
    // Local signals
    reg  [23:0] start;
    reg  [23:0] psn_off;
    reg  [23:0] span;
    reg  [2:0] syn_hi;
    reg  [4:0] syn_lo;
    
    // Update code
    always @(*) begin
        start = una - 32'h1;
        psn_off = psn - start;
        span = max_psn - start;
        syn_hi = syndrome[(32'h5)+:(3)];
        syn_lo = syndrome[(32'h0)+:(5)];
        timer = syn_lo;
        nak_code = syn_lo[(32'h0)+:(3)];
        kind = 32'h6;
        if (opcode == 32'h11) begin
            if (syn_hi == 32'h0) begin
                kind = 32'h0;
            end
            if (syn_hi == 32'h1) begin
                kind = 32'h1;
            end
            if ((syn_hi == 32'h3) & (syn_lo <= 32'h4)) begin
                kind = 32'h2;
            end
        end
        if ((opcode == 32'h12) & (syn_hi == 32'h0)) begin
            kind = 32'h3;
        end
        if ((opcode >= 32'hd) & (opcode <= 32'h10)) begin
            kind = 32'h4;
        end
        if (~(psn_off < span)) begin
            kind = 32'h5;
        end
    end
    
endmodule // roce_req_resp_class
