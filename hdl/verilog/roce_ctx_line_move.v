// roce_ctx_line_move: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_line_move(sel,index,tag,entry,hway,h_lo,h_hi,vway,v_tag,s_tw,v_lo,v_hi,a_way,i_way,i_tw,i_rtag,i_lo,i_hi,w_way,w_tw,w_lo,w_hi,r_data,r_tag,c_data,ms_way,ms_wb_index,ms_lo,ms_hi,ms_tw);
    
    // Module arguments
    input wire  [14:0] sel;
    input wire  [23:0] index;
    input wire  [7:0] tag;
    input wire  [1023:0] entry;
    input wire  [1:0] hway;
    input wire  [511:0] h_lo;
    input wire  [511:0] h_hi;
    input wire  [1:0] vway;
    input wire  [15:0] v_tag;
    input wire  [17:0] s_tw;
    input wire  [511:0] v_lo;
    input wire  [511:0] v_hi;
    input wire  [1:0] a_way;
    input wire  [1:0] i_way;
    input wire  [17:0] i_tw;
    input wire  [7:0] i_rtag;
    input wire  [511:0] i_lo;
    input wire  [511:0] i_hi;
    output reg  [1:0] w_way;
    output reg  [17:0] w_tw;
    output reg  [511:0] w_lo;
    output reg  [511:0] w_hi;
    output reg  [1023:0] r_data;
    output reg  [7:0] r_tag;
    output reg  [1023:0] c_data;
    output reg  [1:0] ms_way;
    output reg  [23:0] ms_wb_index;
    output reg  [511:0] ms_lo;
    output reg  [511:0] ms_hi;
    output reg  [17:0] ms_tw;
    
    // Enums
    localparam WaySel__Hit = 0;
    localparam WaySel__Install = 1;
    localparam WaySel__Absorb = 2;
    localparam WaySel__Victim = 3;
    localparam TagSel__Zero = 0;
    localparam TagSel__Install = 1;
    localparam TagSel__Dirty = 2;
    localparam TagSel__Clean = 3;
    localparam TagSel__VictimCleaned = 4;
    localparam LineSel__Hit = 1;
    localparam LineSel__Install = 2;
    localparam LineSel__Entry = 3;
    localparam LineSel__Victim = 4;
    
    // Update code
    always @(*) begin
        case (sel[(64'h0)+:(2)])
            WaySel__Hit:
                begin
                    w_way = hway;
                end
            WaySel__Install:
                begin
                    w_way = i_way;
                end
            WaySel__Absorb:
                begin
                    w_way = a_way;
                end
            WaySel__Victim:
                begin
                    w_way = vway;
                end
        endcase
        case (sel[(64'h2)+:(3)])
            TagSel__Zero:
                begin
                    w_tw = 32'h0;
                end
            TagSel__Install:
                begin
                    w_tw = i_tw;
                end
            TagSel__Dirty:
                begin
                    w_tw = ((index[(32'h8)+:(16)]) & 18'h3ffff) | (((32'h3) & 18'h3ffff) << 32'h10);
                end
            TagSel__Clean:
                begin
                    w_tw = ((index[(32'h8)+:(16)]) & 18'h3ffff) | (((32'h2) & 18'h3ffff) << 32'h10);
                end
            TagSel__VictimCleaned:
                begin
                    w_tw = (s_tw & ~(1 << (32'h10)) | ((1'b0) << (32'h10)));
                end
        endcase
        w_lo = h_lo;
        w_hi = h_hi;
        case (sel[(64'h5)+:(3)])
            LineSel__Install:
                begin
                    w_lo = i_lo;
                    w_hi = i_hi;
                end
            LineSel__Entry:
                begin
                    w_lo = entry[(32'h0)+:(512)];
                    w_hi = entry[(32'h200)+:(512)];
                end
            LineSel__Victim:
                begin
                    w_lo = v_lo;
                    w_hi = v_hi;
                end
            default:
                begin
                end
        endcase
        r_data = 32'h0;
        case (sel[(64'h8)+:(3)])
            LineSel__Hit:
                begin
                    r_data = ((h_lo) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((h_hi) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
                end
            LineSel__Install:
                begin
                    r_data = ((i_lo) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((i_hi) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
                end
            default:
                begin
                end
        endcase
        r_tag = tag;
        if (sel[(64'hb)+:(1)]) begin
            r_tag = i_rtag;
        end
        c_data = 32'h0;
        if (sel[(64'hc)+:(1)]) begin
            c_data = r_data;
        end
        ms_way = vway;
        ms_wb_index = ((index[(32'h0)+:(8)]) & 24'hffffff) | (((v_tag) & 24'hffffff) << 32'h8);
        ms_lo = v_lo;
        ms_hi = v_hi;
        if (sel[(64'hd)+:(1)]) begin
            ms_way = hway;
            ms_wb_index = index;
            ms_lo = h_lo;
            ms_hi = h_hi;
        end
        ms_tw = 32'h0;
        if (sel[(64'he)+:(1)]) begin
            ms_tw = ((index[(32'h8)+:(16)]) & 18'h3ffff) | (((32'h2) & 18'h3ffff) << 32'h10);
        end
    end
    
endmodule // roce_ctx_line_move
