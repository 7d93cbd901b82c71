// roce_commit_handover: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_commit_handover(clock,reset,active,need_up,need_wr,need_mup,wr_room,up_ready,wr_ready,mup_ready,up_valid,wr_valid,mup_valid,done,wr_pending);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  active;
    input wire  need_up;
    input wire  need_wr;
    input wire  need_mup;
    input wire  wr_room;
    input wire  up_ready;
    input wire  wr_ready;
    input wire  mup_ready;
    output reg  up_valid;
    output reg  wr_valid;
    output reg  mup_valid;
    output reg  done;
    output reg  wr_pending;
    
    // Stub signals
    reg  f_up__d;
    wire  f_up__q;
    wire  f_up__clock;
    reg  f_wr__d;
    wire  f_wr__q;
    wire  f_wr__clock;
    reg  f_mup__d;
    wire  f_mup__q;
    wire  f_mup__clock;
    
    // Local signals
    reg  up_ok;
    reg  mup_ok;
    
    // Sub module instances
    roce_commit_handover__dff_w1 f_up(
        .d(f_up__d),
        .q(f_up__q),
        .clock(f_up__clock)
    );
    roce_commit_handover__dff_w1 f_wr(
        .d(f_wr__d),
        .q(f_wr__q),
        .clock(f_wr__clock)
    );
    roce_commit_handover__dff_w1 f_mup(
        .d(f_mup__d),
        .q(f_mup__q),
        .clock(f_mup__clock)
    );
    
    assign f_up__clock = clock;
    assign f_wr__clock = clock;
    assign f_mup__clock = clock;
    
    // Update code
    always @(*) begin
        f_up__d = f_up__q;
        f_wr__d = f_wr__q;
        f_mup__d = f_mup__q;
        up_ok = ~need_up | f_up__q | up_ready;
        mup_ok = ~need_mup | f_mup__q | mup_ready;
        wr_pending = need_wr & ~f_wr__q;
        wr_valid = wr_pending & wr_room & up_ok & mup_ok;
        done = up_ok & (~need_wr | f_wr__q | (wr_valid & wr_ready)) & mup_ok;
        up_valid = active & need_up & ~f_up__q;
        mup_valid = active & need_mup & ~f_mup__q;
        if (active) begin
            if (up_valid & up_ready) begin
                f_up__d = 1'b1;
            end
            if (wr_valid & wr_ready) begin
                f_wr__d = 1'b1;
            end
            if (mup_valid & mup_ready) begin
                f_mup__d = 1'b1;
            end
            if (done) begin
                f_up__d = 1'b0;
                f_wr__d = 1'b0;
                f_mup__d = 1'b0;
            end
        end
        if (reset) begin
            f_up__d = 1'b0;
            f_wr__d = 1'b0;
            f_mup__d = 1'b0;
        end
    end
    
endmodule // roce_commit_handover

module roce_commit_handover__dff_w1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_commit_handover__dff_w1
