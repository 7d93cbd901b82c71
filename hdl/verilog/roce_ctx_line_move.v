// roce_ctx_line_move: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_line_move(sel,index,tag,entry,lines,a_way,i_way,i_tw,i_rtag,i_lo,i_hi,w_way,w_tw,w_lo,w_hi,r_data,r_tag,c_data,ms_way,ms_wb_index,ms_lo,ms_hi,ms_tw);
    
    // Module arguments
    input wire  [14:0] sel;
    input wire  [23:0] index;
    input wire  [7:0] tag;
    input wire  [1023:0] entry;
    input wire  [2085:0] lines;
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
                    w_way = lines[(64'h0)+:(2)];
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
                    w_way = lines[(64'h402)+:(2)];
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
                    w_tw = lines[(64'h814)+:(18)] & 32'h2ffff;
                end
        endcase
        w_lo = lines[(64'h2)+:(512)];
        w_hi = lines[(64'h202)+:(512)];
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
                    w_lo = lines[(64'h414)+:(512)];
                    w_hi = lines[(64'h614)+:(512)];
                end
            default:
                begin
                end
        endcase
        r_data = 32'h0;
        case (sel[(64'h8)+:(3)])
            LineSel__Hit:
                begin
                    r_data = ((lines[(64'h2)+:(512)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((lines[(64'h202)+:(512)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
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
        ms_way = lines[(64'h402)+:(2)];
        ms_wb_index = ((index[(32'h0)+:(8)]) & 24'hffffff) | (((lines[(64'h404)+:(16)]) & 24'hffffff) << 32'h8);
        ms_lo = lines[(64'h414)+:(512)];
        ms_hi = lines[(64'h614)+:(512)];
        if (sel[(64'hd)+:(1)]) begin
            ms_way = lines[(64'h0)+:(2)];
            ms_wb_index = index;
            ms_lo = lines[(64'h2)+:(512)];
            ms_hi = lines[(64'h202)+:(512)];
        end
        ms_tw = 32'h0;
        if (sel[(64'he)+:(1)]) begin
            ms_tw = ((index[(32'h8)+:(16)]) & 18'h3ffff) | (((32'h2) & 18'h3ffff) << 32'h10);
        end
    end
    
endmodule // roce_ctx_line_move
