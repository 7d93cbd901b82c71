// roce_ctx_pick: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_pick(init,ins_valid,room_replay,room_new,rq_valid,rq_empty,rq_below_limit,hold,free_any,s1_replay,idle,cmd_valid,cmd_flush_all,c_active,fa_active,fa_phase,lk_valid,up_valid,pf_valid,same_set,lk_stall,up_stall,src,valid,fill,replay,pf,old,pq,dual,ins_take,lk_ready,up_ready,pf_ready,cmd_ready,fa_start,fa_turn,fa_take);
    
    // Module arguments
    input wire  init;
    input wire  ins_valid;
    input wire  room_replay;
    input wire  room_new;
    input wire  rq_valid;
    input wire  rq_empty;
    input wire  rq_below_limit;
    input wire  hold;
    input wire  free_any;
    input wire  s1_replay;
    input wire  idle;
    input wire  cmd_valid;
    input wire  cmd_flush_all;
    input wire  c_active;
    input wire  fa_active;
    input wire  fa_phase;
    input wire  lk_valid;
    input wire  up_valid;
    input wire  pf_valid;
    input wire  same_set;
    input wire  lk_stall;
    input wire  up_stall;
    output reg  [2:0] src;
    output reg  valid;
    output reg  fill;
    output reg  replay;
    output reg  pf;
    output reg  old;
    output reg  [1:0] pq;
    output reg  dual;
    output reg  ins_take;
    output reg  lk_ready;
    output reg  up_ready;
    output reg  pf_ready;
    output reg  cmd_ready;
    output reg  fa_start;
    output reg  fa_turn;
    output reg  fa_take;
    
    // Enums
    localparam PickSrc__Idle = 0;
    localparam PickSrc__Install = 1;
    localparam PickSrc__Replay = 2;
    localparam PickSrc__Command = 3;
    localparam PickSrc__FlushAll = 4;
    localparam PickSrc__Lookup = 5;
    localparam PickSrc__Update = 6;
    localparam PickSrc__Prefetch = 7;
    
    // Local signals
    reg  accept;
    reg  lk_first;
    
    // Update code
    always @(*) begin
        accept = ~c_active & ~fa_active & ~cmd_valid & rq_below_limit & room_new;
        lk_first = lk_valid & ~(up_valid & same_set);
        src = PickSrc__Idle;
        valid = 1'b0;
        fill = 1'b0;
        replay = 1'b0;
        pf = 1'b0;
        old = 1'b0;
        pq = 32'h0;
        dual = 1'b0;
        ins_take = 1'b0;
        lk_ready = 1'b0;
        up_ready = 1'b0;
        pf_ready = 1'b0;
        cmd_ready = 1'b0;
        fa_start = 1'b0;
        fa_turn = 1'b0;
        fa_take = 1'b0;
        if (init) begin
        end
        else if (ins_valid & room_replay) begin
            src = PickSrc__Install;
            valid = 1'b1;
            fill = 1'b1;
            old = 1'b1;
            ins_take = 1'b1;
        end
        else if (rq_valid & ~hold & free_any & ~s1_replay & room_replay) begin
            src = PickSrc__Replay;
            valid = 1'b1;
            replay = 1'b1;
            old = 1'b1;
        end
        else if (cmd_valid & ~c_active & ~fa_active & idle & rq_empty) begin
            cmd_ready = 1'b1;
            if (cmd_flush_all) begin
                fa_start = 1'b1;
            end
            else begin
                src = PickSrc__Command;
                valid = 1'b1;
                old = 1'b1;
            end
        end
        else if (fa_active) begin
            fa_turn = 1'b1;
            if (~fa_phase & idle) begin
                src = PickSrc__FlushAll;
                valid = 1'b1;
                old = 1'b1;
                fa_take = 1'b1;
            end
        end
        else begin
            if (lk_first) begin
                src = PickSrc__Lookup;
                pq = 32'h1;
            end
            else if (up_valid) begin
                src = PickSrc__Update;
                pq = 32'h2;
            end
            else begin
                src = PickSrc__Prefetch;
                pq = 32'h3;
            end
            if (up_valid) begin
                if (accept & ~up_stall) begin
                    up_ready = 1'b1;
                    if (lk_valid & ~same_set) begin
                        dual = 1'b1;
                        if (~lk_stall) begin
                            lk_ready = 1'b1;
                            valid = 1'b1;
                        end
                    end
                    else begin
                        valid = 1'b1;
                    end
                end
            end
            else if (lk_valid) begin
                if (accept & ~lk_stall) begin
                    lk_ready = 1'b1;
                    valid = 1'b1;
                end
            end
            else if (pf_valid & accept) begin
                pf_ready = 1'b1;
                valid = 1'b1;
                pf = 1'b1;
            end
        end
    end
    
endmodule // roce_ctx_pick
