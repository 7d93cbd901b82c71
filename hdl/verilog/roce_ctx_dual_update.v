// roce_ctx_dual_update: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_dual_update(valid,in_range,ltag,tw,fwd_on,fwd_way,fwd_tw,sst,sv_on,sv_word,pq,p1_on,p2_on,rr,drop_inc,park,w_en,w_way,a_set,a_id,rr_inc);
    
    // Module arguments
    input wire  valid;
    input wire  in_range;
    input wire  [15:0] ltag;
    input wire  [71:0] tw;
    input wire  fwd_on;
    input wire  [1:0] fwd_way;
    input wire  [17:0] fwd_tw;
    input wire  [25:0] sst;
    input wire  sv_on;
    input wire  [25:0] sv_word;
    input wire  pq;
    input wire  p1_on;
    input wire  p2_on;
    input wire  [1:0] rr;
    output reg  drop_inc;
    output reg  park;
    output reg  w_en;
    output reg  [1:0] w_way;
    output reg  a_set;
    output reg  [5:0] a_id;
    output reg  rr_inc;
    
    // Constant declarations
    localparam  wayc__0 = 2'b0;
    localparam  wayc__1 = 2'b1;
    localparam  wayc__2 = 2'b10;
    localparam  wayc__3 = 2'b11;
    
    // Stub signals
    reg  [71:0] wm__tw;
    reg  wm__fwd_on;
    reg  [1:0] wm__fwd_way;
    reg  [17:0] wm__fwd_tw;
    reg  [15:0] wm__ltag;
    wire  wm__hit;
    wire  [1:0] wm__hway;
    wire  [3:0] wm__hit_oh;
    wire  wm__h_dirty;
    wire  [3:0] wm__fwd_oh;
    wire  wm__inv_any;
    wire  [1:0] wm__inv_way;
    wire  [3:0] wm__vd;
    
    // Local signals
    reg  sw;
    reg  [25:0] word;
    reg  parked;
    reg  [1:0] vway;
    reg  vdirty;
    
    // Sub module instances
    roce_ctx_dual_update__wm wm(
        .tw(wm__tw),
        .fwd_on(wm__fwd_on),
        .fwd_way(wm__fwd_way),
        .fwd_tw(wm__fwd_tw),
        .ltag(wm__ltag),
        .hit(wm__hit),
        .hway(wm__hway),
        .hit_oh(wm__hit_oh),
        .h_dirty(wm__h_dirty),
        .fwd_oh(wm__fwd_oh),
        .inv_any(wm__inv_any),
        .inv_way(wm__inv_way),
        .vd(wm__vd)
    );
    
    // Update code
    always @(*) begin
        wm__tw = tw;
        wm__fwd_on = fwd_on;
        wm__fwd_way = fwd_way;
        wm__fwd_tw = fwd_tw;
        wm__ltag = ltag;
        vway = rr;
        if (wm__inv_any) begin
            vway = wm__inv_way;
        end
        vdirty = 1'b0;
        if (vway == wayc__0) begin
            vdirty = wm__vd[0];
        end
        if (vway == wayc__1) begin
            vdirty = wm__vd[1];
        end
        if (vway == wayc__2) begin
            vdirty = wm__vd[2];
        end
        if (vway == wayc__3) begin
            vdirty = wm__vd[3];
        end
        word = sst;
        if (sv_on) begin
            word = sv_word;
        end
        sw = word[32'h1] & (word[(32'ha)+:(16)] == ltag);
        parked = pq | p1_on | p2_on;
        drop_inc = 1'b0;
        park = 1'b0;
        w_en = 1'b0;
        w_way = vway;
        if (wm__hit) begin
            w_way = wm__hway;
        end
        if (word[32'h0]) begin
            w_way = word[(32'h2)+:(2)];
        end
        a_set = 1'b0;
        a_id = word[(32'h4)+:(6)];
        rr_inc = 1'b0;
        if (valid) begin
            if (~in_range) begin
                drop_inc = 1'b1;
            end
            else if (parked) begin
                park = 1'b1;
            end
            else if (word[32'h0]) begin
                if (sw) begin
                    w_en = 1'b1;
                    a_set = 1'b1;
                end
                else begin
                    park = 1'b1;
                end
            end
            else if (wm__hit) begin
                w_en = 1'b1;
            end
            else if (~vdirty) begin
                w_en = 1'b1;
                rr_inc = ~wm__inv_any;
            end
            else begin
                park = 1'b1;
            end
        end
    end
    
endmodule // roce_ctx_dual_update

module roce_ctx_dual_update__wm(tw,fwd_on,fwd_way,fwd_tw,ltag,hit,hway,hit_oh,h_dirty,fwd_oh,inv_any,inv_way,vd);
    
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
    
endmodule // roce_ctx_dual_update__wm
