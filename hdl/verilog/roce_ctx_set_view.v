// roce_ctx_set_view: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_set_view(ways_tw,ways_lo,ways_hi,fwd_on,fwd_way,fwd_tw,fwd_lo,fwd_hi,ltag,rr,slot_on,slot_way,hit,h_dirty,inv_any,v_dirty,lines);
    
    // Module arguments
    input wire  [71:0] ways_tw;
    input wire  [2047:0] ways_lo;
    input wire  [2047:0] ways_hi;
    input wire  fwd_on;
    input wire  [1:0] fwd_way;
    input wire  [17:0] fwd_tw;
    input wire  [511:0] fwd_lo;
    input wire  [511:0] fwd_hi;
    input wire  [15:0] ltag;
    input wire  [1:0] rr;
    input wire  slot_on;
    input wire  [1:0] slot_way;
    output reg  hit;
    output reg  h_dirty;
    output reg  inv_any;
    output reg  v_dirty;
    output reg  [2085:0] lines;
    
    // Constant declarations
    localparam  two_beats = 1'b1;
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
    reg  [511:0] cur_lo;
    reg  [511:0] cur_hi;
    
    // Sub module instances
    roce_ctx_set_view__wm wm(
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
        wm__tw = ways_tw;
        wm__fwd_on = fwd_on;
        wm__fwd_way = fwd_way;
        wm__fwd_tw = fwd_tw;
        wm__ltag = ltag;
        hit = wm__hit;
        lines[(64'h0)+:(2)] = wm__hway;
        h_dirty = wm__h_dirty;
        inv_any = wm__inv_any;
        lines[(64'h2)+:(512)] = 32'h0;
        lines[(64'h202)+:(512)] = 32'h0;
        cur_lo = ways_lo[(32'h200 * 0)+:(512)];
        cur_hi = ways_hi[(32'h200 * 0)+:(512)];
        if (wm__fwd_oh[0]) begin
            cur_lo = fwd_lo;
            cur_hi = fwd_hi;
        end
        if (wm__hit_oh[0]) begin
            lines[(64'h2)+:(512)] = cur_lo;
            lines[(64'h202)+:(512)] = cur_hi;
        end
        cur_lo = ways_lo[(32'h200 * 1)+:(512)];
        cur_hi = ways_hi[(32'h200 * 1)+:(512)];
        if (wm__fwd_oh[1]) begin
            cur_lo = fwd_lo;
            cur_hi = fwd_hi;
        end
        if (wm__hit_oh[1]) begin
            lines[(64'h2)+:(512)] = cur_lo;
            lines[(64'h202)+:(512)] = cur_hi;
        end
        cur_lo = ways_lo[(32'h200 * 2)+:(512)];
        cur_hi = ways_hi[(32'h200 * 2)+:(512)];
        if (wm__fwd_oh[2]) begin
            cur_lo = fwd_lo;
            cur_hi = fwd_hi;
        end
        if (wm__hit_oh[2]) begin
            lines[(64'h2)+:(512)] = cur_lo;
            lines[(64'h202)+:(512)] = cur_hi;
        end
        cur_lo = ways_lo[(32'h200 * 3)+:(512)];
        cur_hi = ways_hi[(32'h200 * 3)+:(512)];
        if (wm__fwd_oh[3]) begin
            cur_lo = fwd_lo;
            cur_hi = fwd_hi;
        end
        if (wm__hit_oh[3]) begin
            lines[(64'h2)+:(512)] = cur_lo;
            lines[(64'h202)+:(512)] = cur_hi;
        end
        lines[(64'h402)+:(2)] = rr;
        if (wm__inv_any) begin
            lines[(64'h402)+:(2)] = wm__inv_way;
        end
        if (slot_on) begin
            lines[(64'h402)+:(2)] = slot_way;
        end
        lines[(64'h404)+:(16)] = 32'h0;
        lines[(64'h414)+:(512)] = 32'h0;
        lines[(64'h614)+:(512)] = 32'h0;
        v_dirty = 1'b0;
        lines[(64'h814)+:(18)] = 32'h0;
        if (slot_way == wayc__0) begin
            lines[(64'h814)+:(18)] = ways_tw[(32'h12 * 0)+:(18)];
            if (fwd_on & (fwd_way == wayc__0)) begin
                lines[(64'h814)+:(18)] = fwd_tw;
            end
        end
        if (lines[(64'h402)+:(2)] == wayc__0) begin
            lines[(64'h404)+:(16)] = ways_tw[(32'h12 * 0)+:(16)];
            lines[(64'h414)+:(512)] = ways_lo[(32'h200 * 0)+:(512)];
            lines[(64'h614)+:(512)] = ways_hi[(32'h200 * 0)+:(512)];
            v_dirty = wm__vd[0];
            if (fwd_on & (fwd_way == wayc__0)) begin
                lines[(64'h404)+:(16)] = fwd_tw[(32'h0)+:(16)];
                lines[(64'h414)+:(512)] = fwd_lo;
                lines[(64'h614)+:(512)] = fwd_hi;
            end
        end
        if (slot_way == wayc__1) begin
            lines[(64'h814)+:(18)] = ways_tw[(32'h12 * 1)+:(18)];
            if (fwd_on & (fwd_way == wayc__1)) begin
                lines[(64'h814)+:(18)] = fwd_tw;
            end
        end
        if (lines[(64'h402)+:(2)] == wayc__1) begin
            lines[(64'h404)+:(16)] = ways_tw[(32'h12 * 1)+:(16)];
            lines[(64'h414)+:(512)] = ways_lo[(32'h200 * 1)+:(512)];
            lines[(64'h614)+:(512)] = ways_hi[(32'h200 * 1)+:(512)];
            v_dirty = wm__vd[1];
            if (fwd_on & (fwd_way == wayc__1)) begin
                lines[(64'h404)+:(16)] = fwd_tw[(32'h0)+:(16)];
                lines[(64'h414)+:(512)] = fwd_lo;
                lines[(64'h614)+:(512)] = fwd_hi;
            end
        end
        if (slot_way == wayc__2) begin
            lines[(64'h814)+:(18)] = ways_tw[(32'h12 * 2)+:(18)];
            if (fwd_on & (fwd_way == wayc__2)) begin
                lines[(64'h814)+:(18)] = fwd_tw;
            end
        end
        if (lines[(64'h402)+:(2)] == wayc__2) begin
            lines[(64'h404)+:(16)] = ways_tw[(32'h12 * 2)+:(16)];
            lines[(64'h414)+:(512)] = ways_lo[(32'h200 * 2)+:(512)];
            lines[(64'h614)+:(512)] = ways_hi[(32'h200 * 2)+:(512)];
            v_dirty = wm__vd[2];
            if (fwd_on & (fwd_way == wayc__2)) begin
                lines[(64'h404)+:(16)] = fwd_tw[(32'h0)+:(16)];
                lines[(64'h414)+:(512)] = fwd_lo;
                lines[(64'h614)+:(512)] = fwd_hi;
            end
        end
        if (slot_way == wayc__3) begin
            lines[(64'h814)+:(18)] = ways_tw[(32'h12 * 3)+:(18)];
            if (fwd_on & (fwd_way == wayc__3)) begin
                lines[(64'h814)+:(18)] = fwd_tw;
            end
        end
        if (lines[(64'h402)+:(2)] == wayc__3) begin
            lines[(64'h404)+:(16)] = ways_tw[(32'h12 * 3)+:(16)];
            lines[(64'h414)+:(512)] = ways_lo[(32'h200 * 3)+:(512)];
            lines[(64'h614)+:(512)] = ways_hi[(32'h200 * 3)+:(512)];
            v_dirty = wm__vd[3];
            if (fwd_on & (fwd_way == wayc__3)) begin
                lines[(64'h404)+:(16)] = fwd_tw[(32'h0)+:(16)];
                lines[(64'h414)+:(512)] = fwd_lo;
                lines[(64'h614)+:(512)] = fwd_hi;
            end
        end
        if (~two_beats) begin
            lines[(64'h202)+:(512)] = 32'h0;
            lines[(64'h614)+:(512)] = 32'h0;
        end
    end
    
endmodule // roce_ctx_set_view

module roce_ctx_set_view__wm(tw,fwd_on,fwd_way,fwd_tw,ltag,hit,hway,hit_oh,h_dirty,fwd_oh,inv_any,inv_way,vd);
    
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
    
endmodule // roce_ctx_set_view__wm
