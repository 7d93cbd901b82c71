// roce_ctx_way_match: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_way_match(tw,fwd_on,fwd_way,fwd_tw,ltag,hit,hway,hit_oh,h_dirty,fwd_oh,inv_any,inv_way,vd);
    
    // Module arguments
    input wire  [71:0] tw;
    input wire  fwd_on;
    input wire  [1:0] fwd_way;
    input wire  [17:0] fwd_tw;
    input wire  [15:0] ltag;
    output reg  hit;
    output reg  [1:0] hway;
    output reg  [3:0] hit_oh;
    output reg  h_dirty;
    output reg  [3:0] fwd_oh;
    output reg  inv_any;
    output reg  [1:0] inv_way;
    output reg  [3:0] vd;
    
    // Constant declarations
    localparam  wayc__0 = 2'b0;
    localparam  wayc__1 = 2'b1;
    localparam  wayc__2 = 2'b10;
    localparam  wayc__3 = 2'b11;
    
    // Local signals
    reg  f_hit;
    reg  t_hit;
    reg  [17:0] cur;
    
    // Update code
    always @(*) begin
        f_hit = fwd_tw[32'h11] & (fwd_tw[(32'h0)+:(16)] == ltag);
        hit = 1'b0;
        hway = 32'h0;
        hit_oh = 32'h0;
        h_dirty = 1'b0;
        fwd_oh = 32'h0;
        vd = 32'h0;
        cur = tw[(32'h12 * 0)+:(18)];
        t_hit = cur[32'h11] & (cur[(32'h0)+:(16)] == ltag);
        if (fwd_on & (fwd_way == wayc__0)) begin
            cur = fwd_tw;
            t_hit = f_hit;
            fwd_oh = (fwd_oh & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (t_hit) begin
            hit = 1'b1;
            hway = wayc__0;
            hit_oh = (hit_oh & ~(1 << (0)) | ((1'b1) << (0)));
            h_dirty = cur[32'h10];
        end
        vd = (vd & ~(1 << (0)) | ((cur[32'h11] & cur[32'h10]) << (0)));
        cur = tw[(32'h12 * 1)+:(18)];
        t_hit = cur[32'h11] & (cur[(32'h0)+:(16)] == ltag);
        if (fwd_on & (fwd_way == wayc__1)) begin
            cur = fwd_tw;
            t_hit = f_hit;
            fwd_oh = (fwd_oh & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (t_hit) begin
            hit = 1'b1;
            hway = wayc__1;
            hit_oh = (hit_oh & ~(1 << (1)) | ((1'b1) << (1)));
            h_dirty = cur[32'h10];
        end
        vd = (vd & ~(1 << (1)) | ((cur[32'h11] & cur[32'h10]) << (1)));
        cur = tw[(32'h12 * 2)+:(18)];
        t_hit = cur[32'h11] & (cur[(32'h0)+:(16)] == ltag);
        if (fwd_on & (fwd_way == wayc__2)) begin
            cur = fwd_tw;
            t_hit = f_hit;
            fwd_oh = (fwd_oh & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (t_hit) begin
            hit = 1'b1;
            hway = wayc__2;
            hit_oh = (hit_oh & ~(1 << (2)) | ((1'b1) << (2)));
            h_dirty = cur[32'h10];
        end
        vd = (vd & ~(1 << (2)) | ((cur[32'h11] & cur[32'h10]) << (2)));
        cur = tw[(32'h12 * 3)+:(18)];
        t_hit = cur[32'h11] & (cur[(32'h0)+:(16)] == ltag);
        if (fwd_on & (fwd_way == wayc__3)) begin
            cur = fwd_tw;
            t_hit = f_hit;
            fwd_oh = (fwd_oh & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (t_hit) begin
            hit = 1'b1;
            hway = wayc__3;
            hit_oh = (hit_oh & ~(1 << (3)) | ((1'b1) << (3)));
            h_dirty = cur[32'h10];
        end
        vd = (vd & ~(1 << (3)) | ((cur[32'h11] & cur[32'h10]) << (3)));
        inv_any = 1'b0;
        inv_way = 32'h0;
        cur = tw[(32'h12 * (32'h3 - 0))+:(18)];
        if (fwd_on & (fwd_way == wayc__3)) begin
            cur = fwd_tw;
        end
        if (~cur[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__3;
        end
        cur = tw[(32'h12 * (32'h3 - 1))+:(18)];
        if (fwd_on & (fwd_way == wayc__2)) begin
            cur = fwd_tw;
        end
        if (~cur[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__2;
        end
        cur = tw[(32'h12 * (32'h3 - 2))+:(18)];
        if (fwd_on & (fwd_way == wayc__1)) begin
            cur = fwd_tw;
        end
        if (~cur[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__1;
        end
        cur = tw[(32'h12 * (32'h3 - 3))+:(18)];
        if (fwd_on & (fwd_way == wayc__0)) begin
            cur = fwd_tw;
        end
        if (~cur[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__0;
        end
    end
    
endmodule // roce_ctx_way_match
