// roce_ctx_op_select: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_op_select(src,old,rmask,ins_id,ins_index,rq_head,cmd_op,cmd_index,cmd_data,fa_slot,lk_valid,lk_index,lk_tag,up_valid,up_index,up_data,pf_index,rec,rec_set,mid,inr,rd_set);
    
    // Module arguments
    input wire  [2:0] src;
    input wire  old;
    input wire  [23:0] rmask;
    input wire  [5:0] ins_id;
    input wire  [23:0] ins_index;
    input wire  [1058:0] rq_head;
    input wire  [2:0] cmd_op;
    input wire  [23:0] cmd_index;
    input wire  [1023:0] cmd_data;
    input wire  [9:0] fa_slot;
    input wire  lk_valid;
    input wire  [23:0] lk_index;
    input wire  [7:0] lk_tag;
    input wire  up_valid;
    input wire  [23:0] up_index;
    input wire  [1023:0] up_data;
    input wire  [23:0] pf_index;
    output reg  [1058:0] rec;
    output reg  [7:0] rec_set;
    output reg  [5:0] mid;
    output reg  inr;
    output reg  [7:0] rd_set;
    
    // Enums
    localparam PickSrc__Install = 1;
    localparam PickSrc__Replay = 2;
    localparam PickSrc__Command = 3;
    localparam PickSrc__FlushAll = 4;
    localparam PickSrc__Lookup = 5;
    localparam PickSrc__Update = 6;
    localparam PickSrc__Prefetch = 7;
    
    // Local signals
    reg  [7:0] old_set;
    reg  [23:0] index;
    reg  [23:0] h_index;
    
    // Update code
    always @(*) begin
        rec[(64'h420)+:(3)] = 32'h0;
        index = 32'h0;
        rec[(64'h418)+:(8)] = 32'h0;
        rec[(64'h0)+:(1024)] = 32'h0;
        h_index = rq_head[(64'h400)+:(24)];
        inr = 1'b1;
        mid = 32'h0;
        old_set = 32'h0;
        case (src)
            PickSrc__Install:
                begin
                    mid = ins_id;
                    index = ins_index;
                    inr = (ins_index & rmask) == 32'h0;
                    old_set = ins_index[(32'h0)+:(8)];
                end
            PickSrc__Replay:
                begin
                    rec = rq_head;
                    index = h_index;
                    inr = (h_index & rmask) == 32'h0;
                    old_set = h_index[(32'h0)+:(8)];
                end
            PickSrc__Command:
                begin
                    rec[(64'h420)+:(3)] = cmd_op;
                    index = cmd_index;
                    rec[(64'h0)+:(1024)] = cmd_data;
                    inr = (cmd_index & rmask) == 32'h0;
                    old_set = cmd_index[(32'h0)+:(8)];
                end
            PickSrc__FlushAll:
                begin
                    rec[(64'h420)+:(3)] = 32'h7;
                    index = ((fa_slot[(32'h0)+:(8)]) & 24'hffffff);
                    rec[(64'h418)+:(8)] = ((fa_slot[(32'h8)+:(2)]) & 8'hff);
                    inr = (((fa_slot[(32'h0)+:(8)]) & 24'hffffff) & rmask) == 32'h0;
                    old_set = fa_slot[(32'h0)+:(8)];
                end
            PickSrc__Lookup:
                begin
                    index = lk_index;
                    rec[(64'h418)+:(8)] = lk_tag;
                    rec[(64'h0)+:(1024)] = up_data;
                    inr = (lk_index & rmask) == 32'h0;
                end
            PickSrc__Update:
                begin
                    rec[(64'h420)+:(3)] = 32'h6;
                    index = up_index;
                    rec[(64'h0)+:(1024)] = up_data;
                    inr = (up_index & rmask) == 32'h0;
                end
            PickSrc__Prefetch:
                begin
                    index = pf_index;
                    rec[(64'h0)+:(1024)] = up_data;
                    inr = (pf_index & rmask) == 32'h0;
                end
            default:
                begin
                end
        endcase
        rec[(64'h400)+:(24)] = index;
        rec_set = index[(32'h0)+:(8)];
        rd_set = pf_index[(32'h0)+:(8)];
        if (up_valid) begin
            rd_set = up_index[(32'h0)+:(8)];
        end
        if (lk_valid) begin
            rd_set = lk_index[(32'h0)+:(8)];
        end
        if (old) begin
            rd_set = old_set;
        end
    end
    
endmodule // roce_ctx_op_select
