// roce_req_segment: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_req_segment(svc,wop,rest,first,mtu_code,opcode,last,plen,psns,bad_op,too_long);
    
    // Module arguments
    input wire  [1:0] svc;
    input wire  [7:0] wop;
    input wire  [31:0] rest;
    input wire  first;
    input wire  [2:0] mtu_code;
    output reg  [7:0] opcode;
    output reg  last;
    output reg  [12:0] plen;
    output reg  [23:0] psns;
    output reg  bad_op;
    output reg  too_long;
    
    // Constant declarations
    localparam  mtu_tab__0 = 32'h100;
    localparam  mtu_tab__1 = 32'h200;
    localparam  mtu_tab__2 = 32'h400;
    localparam  mtu_tab__3 = 32'h800;
    localparam  mtu_tab__4 = 32'h1000;
    localparam  mtu_tab__5 = 32'h1000;
    localparam  mtu_tab__6 = 32'h1000;
    localparam  mtu_tab__7 = 32'h1000;
    localparam  sh_tab__0 = 5'b1000;
    localparam  sh_tab__1 = 5'b1001;
    localparam  sh_tab__2 = 5'b1010;
    localparam  sh_tab__3 = 5'b1011;
    localparam  sh_tab__4 = 5'b1100;
    localparam  sh_tab__5 = 5'b1100;
    localparam  sh_tab__6 = 5'b1100;
    localparam  sh_tab__7 = 5'b1100;
    localparam  mask_tab__0 = 32'hff;
    localparam  mask_tab__1 = 32'h1ff;
    localparam  mask_tab__2 = 32'h3ff;
    localparam  mask_tab__3 = 32'h7ff;
    localparam  mask_tab__4 = 32'hfff;
    localparam  mask_tab__5 = 32'hfff;
    localparam  mask_tab__6 = 32'hfff;
    localparam  mask_tab__7 = 32'hfff;
    localparam  mtu13_tab__0 = 13'b100000000;
    localparam  mtu13_tab__1 = 13'b1000000000;
    localparam  mtu13_tab__2 = 13'b10000000000;
    localparam  mtu13_tab__3 = 13'b100000000000;
    localparam  mtu13_tab__4 = 13'b1000000000000;
    localparam  mtu13_tab__5 = 13'b1000000000000;
    localparam  mtu13_tab__6 = 13'b1000000000000;
    localparam  mtu13_tab__7 = 13'b1000000000000;
    
    // Local signals
    reg  [12:0] mtu;
    reg  [31:0] masked;
    reg  fits;
    reg  [23:0] quot;
    reg  [31:0] shifted;
    reg  partial;
    reg  is_send;
    reg  is_write;
    reg  imm;
    reg  inv;
    reg  whole;
    
    // Update code
    always @(*) begin
        mtu = mtu13_tab__0;
        fits = ~|(rest >> sh_tab__0) | (rest == mtu_tab__0);
        masked = rest & mask_tab__0;
        shifted = rest >> sh_tab__0;
        if (mtu_code == 1) begin
            mtu = mtu13_tab__1;
            fits = ~|(rest >> sh_tab__1) | (rest == mtu_tab__1);
            masked = rest & mask_tab__1;
            shifted = rest >> sh_tab__1;
        end
        if (mtu_code == 2) begin
            mtu = mtu13_tab__2;
            fits = ~|(rest >> sh_tab__2) | (rest == mtu_tab__2);
            masked = rest & mask_tab__2;
            shifted = rest >> sh_tab__2;
        end
        if (mtu_code == 3) begin
            mtu = mtu13_tab__3;
            fits = ~|(rest >> sh_tab__3) | (rest == mtu_tab__3);
            masked = rest & mask_tab__3;
            shifted = rest >> sh_tab__3;
        end
        if (mtu_code == 4) begin
            mtu = mtu13_tab__4;
            fits = ~|(rest >> sh_tab__4) | (rest == mtu_tab__4);
            masked = rest & mask_tab__4;
            shifted = rest >> sh_tab__4;
        end
        if (mtu_code == 5) begin
            mtu = mtu13_tab__5;
            fits = ~|(rest >> sh_tab__5) | (rest == mtu_tab__5);
            masked = rest & mask_tab__5;
            shifted = rest >> sh_tab__5;
        end
        if (mtu_code == 6) begin
            mtu = mtu13_tab__6;
            fits = ~|(rest >> sh_tab__6) | (rest == mtu_tab__6);
            masked = rest & mask_tab__6;
            shifted = rest >> sh_tab__6;
        end
        if (mtu_code == 7) begin
            mtu = mtu13_tab__7;
            fits = ~|(rest >> sh_tab__7) | (rest == mtu_tab__7);
            masked = rest & mask_tab__7;
            shifted = rest >> sh_tab__7;
        end
        quot = ((shifted) & 24'hffffff);
        partial = |masked;
        is_send = (wop == 32'h2) | (wop == 32'h3) | (wop == 32'h9);
        is_write = (wop == 32'h0) | (wop == 32'h1);
        imm = (wop == 32'h1) | (wop == 32'h3);
        inv = wop == 32'h9;
        whole = (wop == 32'h4) | (wop == 32'h5) | (wop == 32'h6);
        bad_op = ~(is_send | is_write | whole) | (svc == 32'h3);
        if (svc == 32'h1) begin
            bad_op = bad_op | inv | whole;
        end
        if (svc == 32'h2) begin
            bad_op = bad_op | inv | ~is_send;
        end
        too_long = (svc == 32'h2) & ~fits;
        last = fits | (wop == 32'h5) | (wop == 32'h6);
        plen = 32'h0;
        if (~whole) begin
            plen = mtu;
            if (fits) begin
                plen = rest[(32'h0)+:(13)];
            end
        end
        psns = 32'h1;
        if ((wop == 32'h4) & |rest) begin
            psns = quot;
            if (partial) begin
                psns = quot + 32'h1;
            end
        end
        opcode = 32'h0;
        if (is_send) begin
            if (first & last) begin
                opcode = 32'h4;
                if (imm) begin
                    opcode = 32'h5;
                end
                if (inv) begin
                    opcode = 32'h17;
                end
            end
            else if (first) begin
                opcode = 32'h0;
            end
            else if (last) begin
                opcode = 32'h2;
                if (imm) begin
                    opcode = 32'h3;
                end
                if (inv) begin
                    opcode = 32'h16;
                end
            end
            else begin
                opcode = 32'h1;
            end
        end
        if (is_write) begin
            if (first & last) begin
                opcode = 32'ha;
                if (imm) begin
                    opcode = 32'hb;
                end
            end
            else if (first) begin
                opcode = 32'h6;
            end
            else if (last) begin
                opcode = 32'h8;
                if (imm) begin
                    opcode = 32'h9;
                end
            end
            else begin
                opcode = 32'h7;
            end
        end
        if (svc == 32'h1) begin
            opcode = opcode | 32'h20;
        end
        if (svc == 32'h2) begin
            opcode = 32'h64;
            if (imm) begin
                opcode = 32'h65;
            end
        end
        if (wop == 32'h4) begin
            opcode = 32'hc;
        end
        if (wop == 32'h5) begin
            opcode = 32'h13;
        end
        if (wop == 32'h6) begin
            opcode = 32'h14;
        end
    end
    
endmodule // roce_req_segment
