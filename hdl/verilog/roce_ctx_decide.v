// roce_ctx_decide: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_decide(valid,op,fill,pf,replay,in_range,hit,h_dirty,inv_any,v_dirty,free_any,parked,busy,absorbable,set_tag,ltag,i_fill,i_up,i_err,i_cmd,i_pf,park,pop,rel,hold_set,w_en,mv,r_push,r_err,c_set,c_err,mstart,ms_wb,a_set,rr_inc,hit_inc,drop_inc);
    
    // Module arguments
    input wire  valid;
    input wire  [2:0] op;
    input wire  fill;
    input wire  pf;
    input wire  replay;
    input wire  in_range;
    input wire  hit;
    input wire  h_dirty;
    input wire  inv_any;
    input wire  v_dirty;
    input wire  free_any;
    input wire  parked;
    input wire  busy;
    input wire  absorbable;
    input wire  [15:0] set_tag;
    input wire  [15:0] ltag;
    input wire  i_fill;
    input wire  i_up;
    input wire  i_err;
    input wire  i_cmd;
    input wire  i_pf;
    output reg  park;
    output reg  pop;
    output reg  rel;
    output reg  hold_set;
    output reg  w_en;
    output reg  [14:0] mv;
    output reg  r_push;
    output reg  r_err;
    output reg  c_set;
    output reg  c_err;
    output reg  mstart;
    output reg  ms_wb;
    output reg  a_set;
    output reg  rr_inc;
    output reg  hit_inc;
    output reg  drop_inc;
    
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
    localparam LineSel__Zero = 0;
    localparam LineSel__Hit = 1;
    localparam LineSel__Install = 2;
    localparam LineSel__Entry = 3;
    localparam LineSel__Victim = 4;
    
    // Local signals
    reg  is_lookup;
    reg  is_write;
    reg  is_cmd;
    reg  ab;
    reg  ok;
    reg  pf_go;
    reg  act;
    
    // Update code
    always @(*) begin
        is_lookup = (op == 32'h0) | (op == 32'h2);
        is_write = (op == 32'h6) | (op == 32'h1);
        is_cmd = (op == 32'h1) | (op == 32'h2) | (op == 32'h3) | (op == 32'h4);
        ab = busy & absorbable & (set_tag == ltag) & in_range & (op == 32'h6);
        ok = ~in_range | (~busy & (hit | free_any)) | ab;
        if (op == 32'h7) begin
            ok = ~busy & free_any;
        end
        pf_go = in_range & ~busy & ~hit & free_any & ~parked;
        park = 1'b0;
        pop = 1'b0;
        act = 1'b0;
        rel = 1'b0;
        hold_set = 1'b0;
        w_en = 1'b0;
        mv[(64'h0)+:(2)] = WaySel__Hit;
        r_push = 1'b0;
        r_err = 1'b0;
        mv[(64'hb)+:(1)] = 1'b0;
        c_set = 1'b0;
        c_err = 1'b0;
        mstart = 1'b0;
        mv[(64'he)+:(1)] = 1'b0;
        ms_wb = 1'b0;
        mv[(64'hd)+:(1)] = 1'b0;
        a_set = 1'b0;
        rr_inc = 1'b0;
        hit_inc = 1'b0;
        drop_inc = 1'b0;
        mv[(64'h2)+:(3)] = TagSel__Zero;
        mv[(64'h5)+:(3)] = LineSel__Hit;
        mv[(64'h8)+:(3)] = LineSel__Hit;
        mv[(64'hc)+:(1)] = op == 32'h2;
        if (is_write) begin
            mv[(64'h2)+:(3)] = TagSel__Dirty;
            mv[(64'h5)+:(3)] = LineSel__Entry;
        end
        if (op == 32'h4) begin
            mv[(64'h2)+:(3)] = TagSel__Clean;
        end
        if (op == 32'h7) begin
            mv[(64'h2)+:(3)] = TagSel__VictimCleaned;
            mv[(64'h5)+:(3)] = LineSel__Victim;
        end
        if (~in_range) begin
            mv[(64'h8)+:(3)] = LineSel__Zero;
        end
        if (is_write & ~hit) begin
            mv[(64'h0)+:(2)] = WaySel__Victim;
        end
        if (is_write & ab) begin
            mv[(64'h0)+:(2)] = WaySel__Absorb;
        end
        if (op == 32'h7) begin
            mv[(64'h0)+:(2)] = WaySel__Victim;
        end
        if (fill) begin
            mv[(64'h0)+:(2)] = WaySel__Install;
            mv[(64'h2)+:(3)] = TagSel__Install;
            if (i_err) begin
                mv[(64'h2)+:(3)] = TagSel__Zero;
            end
            mv[(64'h5)+:(3)] = LineSel__Install;
            mv[(64'h8)+:(3)] = LineSel__Install;
            mv[(64'hc)+:(1)] = 1'b1;
        end
        if (valid) begin
            if (fill) begin
                rel = 1'b1;
                if (i_fill) begin
                    w_en = ~i_up;
                    r_err = i_err;
                    mv[(64'hb)+:(1)] = 1'b1;
                    if (i_cmd) begin
                        c_set = 1'b1;
                        c_err = i_err;
                    end
                    else if (~i_pf) begin
                        r_push = 1'b1;
                    end
                end
            end
            else if (pf) begin
                act = pf_go;
            end
            else if (~replay & (parked | ~ok)) begin
                park = 1'b1;
            end
            else if (replay & ~ok) begin
                hold_set = busy;
            end
            else begin
                act = 1'b1;
                pop = replay;
            end
        end
        if (act) begin
            if (~in_range) begin
                if (is_cmd) begin
                    c_set = 1'b1;
                    c_err = 1'b1;
                end
                else if (op == 32'h0) begin
                    r_push = 1'b1;
                    r_err = 1'b1;
                end
                else if (op == 32'h6) begin
                    drop_inc = 1'b1;
                end
            end
            if (in_range | (op == 32'h7)) begin
                if (is_lookup) begin
                    if (hit) begin
                        if (op == 32'h0) begin
                            r_push = 1'b1;
                            hit_inc = 1'b1;
                        end
                        else begin
                            c_set = 1'b1;
                        end
                    end
                    else begin
                        mstart = 1'b1;
                        mv[(64'he)+:(1)] = 1'b1;
                        ms_wb = v_dirty;
                        rr_inc = ~inv_any;
                    end
                end
                else if (is_write & ab) begin
                    w_en = 1'b1;
                    a_set = 1'b1;
                end
                else if (is_write) begin
                    w_en = 1'b1;
                    if (~hit) begin
                        rr_inc = ~inv_any;
                        mstart = v_dirty;
                        ms_wb = v_dirty;
                    end
                    if (op == 32'h1) begin
                        c_set = 1'b1;
                    end
                end
                else if ((op == 32'h3) | (op == 32'h4)) begin
                    c_set = 1'b1;
                    if (hit) begin
                        w_en = 1'b1;
                        mstart = h_dirty;
                        ms_wb = h_dirty;
                        mv[(64'hd)+:(1)] = h_dirty;
                    end
                end
                else if (op == 32'h7) begin
                    if (v_dirty) begin
                        w_en = 1'b1;
                        mstart = 1'b1;
                        ms_wb = 1'b1;
                    end
                end
            end
        end
    end
    
endmodule // roce_ctx_decide
