// roce_ctx_walks: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_walks(clock,reset,init,init_set,fa_start,fa_turn,fa_take,fa_active,fa_slot,fa_phase,fa_done);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    output reg  init;
    output reg  [7:0] init_set;
    input wire  fa_start;
    input wire  fa_turn;
    input wire  fa_take;
    output reg  fa_active;
    output reg  [9:0] fa_slot;
    output reg  fa_phase;
    output reg  fa_done;
    
    // Stub signals
    reg  i_active__d;
    wire  i_active__q;
    wire  i_active__clock;
    reg  [7:0] i_set__d;
    wire  [7:0] i_set__q;
    wire  i_set__clock;
    reg  f_active__d;
    wire  f_active__q;
    wire  f_active__clock;
    reg  [9:0] f_slot__d;
    wire  [9:0] f_slot__q;
    wire  f_slot__clock;
    reg  f_phase__d;
    wire  f_phase__q;
    wire  f_phase__clock;
    
    // Sub module instances
    roce_ctx_walks__dff_w1 i_active(
        .d(i_active__d),
        .q(i_active__q),
        .clock(i_active__clock)
    );
    roce_ctx_walks__i_set i_set(
        .d(i_set__d),
        .q(i_set__q),
        .clock(i_set__clock)
    );
    roce_ctx_walks__dff_w1 f_active(
        .d(f_active__d),
        .q(f_active__q),
        .clock(f_active__clock)
    );
    roce_ctx_walks__f_slot f_slot(
        .d(f_slot__d),
        .q(f_slot__q),
        .clock(f_slot__clock)
    );
    roce_ctx_walks__dff_w1 f_phase(
        .d(f_phase__d),
        .q(f_phase__q),
        .clock(f_phase__clock)
    );
    
    assign i_active__clock = clock;
    assign i_set__clock = clock;
    assign f_active__clock = clock;
    assign f_slot__clock = clock;
    assign f_phase__clock = clock;
    
    // Update code
    always @(*) begin
        i_active__d = i_active__q;
        i_set__d = i_set__q;
        f_active__d = f_active__q;
        f_slot__d = f_slot__q;
        f_phase__d = f_phase__q;
        init = i_active__q;
        init_set = i_set__q;
        fa_active = f_active__q;
        fa_slot = f_slot__q;
        fa_phase = f_phase__q;
        if (i_active__q) begin
            i_set__d = i_set__q + 32'h1;
            if (i_set__q == 32'hff) begin
                i_active__d = 1'b0;
            end
        end
        if (fa_start) begin
            f_active__d = 1'b1;
            f_slot__d = 32'h0;
            f_phase__d = 1'b0;
        end
        if (fa_turn) begin
            f_phase__d = fa_take;
        end
        fa_done = 1'b0;
        if (fa_take) begin
            f_slot__d = f_slot__q + 32'h1;
            if (f_slot__q == 32'h3ff) begin
                f_active__d = 1'b0;
                fa_done = 1'b1;
            end
        end
        if (reset) begin
            i_active__d = 1'b1;
            i_set__d = 32'h0;
            f_active__d = 1'b0;
        end
    end
    
endmodule // roce_ctx_walks

module roce_ctx_walks__dff_w1(d,q,clock);
    
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
          
endmodule // roce_ctx_walks__dff_w1

module roce_ctx_walks__f_slot(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_ctx_walks__f_slot

module roce_ctx_walks__i_set(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_ctx_walks__i_set
