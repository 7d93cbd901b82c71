// roce_cq_regs: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_cq_regs(clock,reset,wr,wr_idx,wr_off,wv,wm,sel,inc,err_set,base,log2,producer,consumer,error,scq_sel,scq_inc,scq_err_set,scq_base,scq_log2,scq_producer,scq_consumer,scq_error,rd_en,rd_idx,rd_off,rd_word);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr;
    input wire  [3:0] wr_idx;
    input wire  [4:0] wr_off;
    input wire  [31:0] wv;
    input wire  [31:0] wm;
    input wire  [3:0] sel;
    input wire  inc;
    input wire  err_set;
    output reg  [63:0] base;
    output reg  [4:0] log2;
    output reg  [31:0] producer;
    output reg  [31:0] consumer;
    output reg  error;
    input wire  [3:0] scq_sel;
    input wire  scq_inc;
    input wire  scq_err_set;
    output reg  [63:0] scq_base;
    output reg  [4:0] scq_log2;
    output reg  [31:0] scq_producer;
    output reg  [31:0] scq_consumer;
    output reg  scq_error;
    input wire  rd_en;
    input wire  [3:0] rd_idx;
    input wire  [4:0] rd_off;
    output reg  [31:0] rd_word;
    
    // Constant declarations
    localparam  off_lo = 5'b0;
    localparam  off_hi = 5'b100;
    localparam  off_log2 = 5'b1000;
    localparam  off_prod = 5'b1100;
    localparam  off_cons = 5'b10000;
    localparam  off_status = 5'b10100;
    localparam  cqid__0 = 4'h0;
    localparam  cqid__1 = 4'h1;
    localparam  cqid__2 = 4'h2;
    localparam  cqid__3 = 4'h3;
    localparam  cqid__4 = 4'h4;
    localparam  cqid__5 = 4'h5;
    localparam  cqid__6 = 4'h6;
    localparam  cqid__7 = 4'h7;
    localparam  cqid__8 = 4'h8;
    localparam  cqid__9 = 4'h9;
    localparam  cqid__10 = 4'ha;
    localparam  cqid__11 = 4'hb;
    localparam  cqid__12 = 4'hc;
    localparam  cqid__13 = 4'hd;
    localparam  cqid__14 = 4'he;
    localparam  cqid__15 = 4'hf;
    
    // Stub signals
    reg  [63:0] r_base__0__d;
    wire  [63:0] r_base__0__q;
    wire  r_base__0__clock;
    reg  [63:0] r_base__1__d;
    wire  [63:0] r_base__1__q;
    wire  r_base__1__clock;
    reg  [63:0] r_base__2__d;
    wire  [63:0] r_base__2__q;
    wire  r_base__2__clock;
    reg  [63:0] r_base__3__d;
    wire  [63:0] r_base__3__q;
    wire  r_base__3__clock;
    reg  [63:0] r_base__4__d;
    wire  [63:0] r_base__4__q;
    wire  r_base__4__clock;
    reg  [63:0] r_base__5__d;
    wire  [63:0] r_base__5__q;
    wire  r_base__5__clock;
    reg  [63:0] r_base__6__d;
    wire  [63:0] r_base__6__q;
    wire  r_base__6__clock;
    reg  [63:0] r_base__7__d;
    wire  [63:0] r_base__7__q;
    wire  r_base__7__clock;
    reg  [63:0] r_base__8__d;
    wire  [63:0] r_base__8__q;
    wire  r_base__8__clock;
    reg  [63:0] r_base__9__d;
    wire  [63:0] r_base__9__q;
    wire  r_base__9__clock;
    reg  [63:0] r_base__10__d;
    wire  [63:0] r_base__10__q;
    wire  r_base__10__clock;
    reg  [63:0] r_base__11__d;
    wire  [63:0] r_base__11__q;
    wire  r_base__11__clock;
    reg  [63:0] r_base__12__d;
    wire  [63:0] r_base__12__q;
    wire  r_base__12__clock;
    reg  [63:0] r_base__13__d;
    wire  [63:0] r_base__13__q;
    wire  r_base__13__clock;
    reg  [63:0] r_base__14__d;
    wire  [63:0] r_base__14__q;
    wire  r_base__14__clock;
    reg  [63:0] r_base__15__d;
    wire  [63:0] r_base__15__q;
    wire  r_base__15__clock;
    reg  [4:0] r_log2__0__d;
    wire  [4:0] r_log2__0__q;
    wire  r_log2__0__clock;
    reg  [4:0] r_log2__1__d;
    wire  [4:0] r_log2__1__q;
    wire  r_log2__1__clock;
    reg  [4:0] r_log2__2__d;
    wire  [4:0] r_log2__2__q;
    wire  r_log2__2__clock;
    reg  [4:0] r_log2__3__d;
    wire  [4:0] r_log2__3__q;
    wire  r_log2__3__clock;
    reg  [4:0] r_log2__4__d;
    wire  [4:0] r_log2__4__q;
    wire  r_log2__4__clock;
    reg  [4:0] r_log2__5__d;
    wire  [4:0] r_log2__5__q;
    wire  r_log2__5__clock;
    reg  [4:0] r_log2__6__d;
    wire  [4:0] r_log2__6__q;
    wire  r_log2__6__clock;
    reg  [4:0] r_log2__7__d;
    wire  [4:0] r_log2__7__q;
    wire  r_log2__7__clock;
    reg  [4:0] r_log2__8__d;
    wire  [4:0] r_log2__8__q;
    wire  r_log2__8__clock;
    reg  [4:0] r_log2__9__d;
    wire  [4:0] r_log2__9__q;
    wire  r_log2__9__clock;
    reg  [4:0] r_log2__10__d;
    wire  [4:0] r_log2__10__q;
    wire  r_log2__10__clock;
    reg  [4:0] r_log2__11__d;
    wire  [4:0] r_log2__11__q;
    wire  r_log2__11__clock;
    reg  [4:0] r_log2__12__d;
    wire  [4:0] r_log2__12__q;
    wire  r_log2__12__clock;
    reg  [4:0] r_log2__13__d;
    wire  [4:0] r_log2__13__q;
    wire  r_log2__13__clock;
    reg  [4:0] r_log2__14__d;
    wire  [4:0] r_log2__14__q;
    wire  r_log2__14__clock;
    reg  [4:0] r_log2__15__d;
    wire  [4:0] r_log2__15__q;
    wire  r_log2__15__clock;
    reg  [31:0] r_prod__0__d;
    wire  [31:0] r_prod__0__q;
    wire  r_prod__0__clock;
    reg  [31:0] r_prod__1__d;
    wire  [31:0] r_prod__1__q;
    wire  r_prod__1__clock;
    reg  [31:0] r_prod__2__d;
    wire  [31:0] r_prod__2__q;
    wire  r_prod__2__clock;
    reg  [31:0] r_prod__3__d;
    wire  [31:0] r_prod__3__q;
    wire  r_prod__3__clock;
    reg  [31:0] r_prod__4__d;
    wire  [31:0] r_prod__4__q;
    wire  r_prod__4__clock;
    reg  [31:0] r_prod__5__d;
    wire  [31:0] r_prod__5__q;
    wire  r_prod__5__clock;
    reg  [31:0] r_prod__6__d;
    wire  [31:0] r_prod__6__q;
    wire  r_prod__6__clock;
    reg  [31:0] r_prod__7__d;
    wire  [31:0] r_prod__7__q;
    wire  r_prod__7__clock;
    reg  [31:0] r_prod__8__d;
    wire  [31:0] r_prod__8__q;
    wire  r_prod__8__clock;
    reg  [31:0] r_prod__9__d;
    wire  [31:0] r_prod__9__q;
    wire  r_prod__9__clock;
    reg  [31:0] r_prod__10__d;
    wire  [31:0] r_prod__10__q;
    wire  r_prod__10__clock;
    reg  [31:0] r_prod__11__d;
    wire  [31:0] r_prod__11__q;
    wire  r_prod__11__clock;
    reg  [31:0] r_prod__12__d;
    wire  [31:0] r_prod__12__q;
    wire  r_prod__12__clock;
    reg  [31:0] r_prod__13__d;
    wire  [31:0] r_prod__13__q;
    wire  r_prod__13__clock;
    reg  [31:0] r_prod__14__d;
    wire  [31:0] r_prod__14__q;
    wire  r_prod__14__clock;
    reg  [31:0] r_prod__15__d;
    wire  [31:0] r_prod__15__q;
    wire  r_prod__15__clock;
    reg  [31:0] r_cons__0__d;
    wire  [31:0] r_cons__0__q;
    wire  r_cons__0__clock;
    reg  [31:0] r_cons__1__d;
    wire  [31:0] r_cons__1__q;
    wire  r_cons__1__clock;
    reg  [31:0] r_cons__2__d;
    wire  [31:0] r_cons__2__q;
    wire  r_cons__2__clock;
    reg  [31:0] r_cons__3__d;
    wire  [31:0] r_cons__3__q;
    wire  r_cons__3__clock;
    reg  [31:0] r_cons__4__d;
    wire  [31:0] r_cons__4__q;
    wire  r_cons__4__clock;
    reg  [31:0] r_cons__5__d;
    wire  [31:0] r_cons__5__q;
    wire  r_cons__5__clock;
    reg  [31:0] r_cons__6__d;
    wire  [31:0] r_cons__6__q;
    wire  r_cons__6__clock;
    reg  [31:0] r_cons__7__d;
    wire  [31:0] r_cons__7__q;
    wire  r_cons__7__clock;
    reg  [31:0] r_cons__8__d;
    wire  [31:0] r_cons__8__q;
    wire  r_cons__8__clock;
    reg  [31:0] r_cons__9__d;
    wire  [31:0] r_cons__9__q;
    wire  r_cons__9__clock;
    reg  [31:0] r_cons__10__d;
    wire  [31:0] r_cons__10__q;
    wire  r_cons__10__clock;
    reg  [31:0] r_cons__11__d;
    wire  [31:0] r_cons__11__q;
    wire  r_cons__11__clock;
    reg  [31:0] r_cons__12__d;
    wire  [31:0] r_cons__12__q;
    wire  r_cons__12__clock;
    reg  [31:0] r_cons__13__d;
    wire  [31:0] r_cons__13__q;
    wire  r_cons__13__clock;
    reg  [31:0] r_cons__14__d;
    wire  [31:0] r_cons__14__q;
    wire  r_cons__14__clock;
    reg  [31:0] r_cons__15__d;
    wire  [31:0] r_cons__15__q;
    wire  r_cons__15__clock;
    reg  r_err__0__d;
    wire  r_err__0__q;
    wire  r_err__0__clock;
    reg  r_err__1__d;
    wire  r_err__1__q;
    wire  r_err__1__clock;
    reg  r_err__2__d;
    wire  r_err__2__q;
    wire  r_err__2__clock;
    reg  r_err__3__d;
    wire  r_err__3__q;
    wire  r_err__3__clock;
    reg  r_err__4__d;
    wire  r_err__4__q;
    wire  r_err__4__clock;
    reg  r_err__5__d;
    wire  r_err__5__q;
    wire  r_err__5__clock;
    reg  r_err__6__d;
    wire  r_err__6__q;
    wire  r_err__6__clock;
    reg  r_err__7__d;
    wire  r_err__7__q;
    wire  r_err__7__clock;
    reg  r_err__8__d;
    wire  r_err__8__q;
    wire  r_err__8__clock;
    reg  r_err__9__d;
    wire  r_err__9__q;
    wire  r_err__9__clock;
    reg  r_err__10__d;
    wire  r_err__10__q;
    wire  r_err__10__clock;
    reg  r_err__11__d;
    wire  r_err__11__q;
    wire  r_err__11__clock;
    reg  r_err__12__d;
    wire  r_err__12__q;
    wire  r_err__12__clock;
    reg  r_err__13__d;
    wire  r_err__13__q;
    wire  r_err__13__clock;
    reg  r_err__14__d;
    wire  r_err__14__q;
    wire  r_err__14__clock;
    reg  r_err__15__d;
    wire  r_err__15__q;
    wire  r_err__15__clock;
    
    // Local signals
    reg  [63:0] rs_base;
    reg  [4:0] rs_log2;
    reg  [31:0] rs_prod;
    reg  [31:0] rs_cons;
    reg  rs_err;
    
    // Sub module instances
    roce_cq_regs__dff_w64 r_base__0(
        .d(r_base__0__d),
        .q(r_base__0__q),
        .clock(r_base__0__clock)
    );
    roce_cq_regs__dff_w64 r_base__1(
        .d(r_base__1__d),
        .q(r_base__1__q),
        .clock(r_base__1__clock)
    );
    roce_cq_regs__dff_w64 r_base__2(
        .d(r_base__2__d),
        .q(r_base__2__q),
        .clock(r_base__2__clock)
    );
    roce_cq_regs__dff_w64 r_base__3(
        .d(r_base__3__d),
        .q(r_base__3__q),
        .clock(r_base__3__clock)
    );
    roce_cq_regs__dff_w64 r_base__4(
        .d(r_base__4__d),
        .q(r_base__4__q),
        .clock(r_base__4__clock)
    );
    roce_cq_regs__dff_w64 r_base__5(
        .d(r_base__5__d),
        .q(r_base__5__q),
        .clock(r_base__5__clock)
    );
    roce_cq_regs__dff_w64 r_base__6(
        .d(r_base__6__d),
        .q(r_base__6__q),
        .clock(r_base__6__clock)
    );
    roce_cq_regs__dff_w64 r_base__7(
        .d(r_base__7__d),
        .q(r_base__7__q),
        .clock(r_base__7__clock)
    );
    roce_cq_regs__dff_w64 r_base__8(
        .d(r_base__8__d),
        .q(r_base__8__q),
        .clock(r_base__8__clock)
    );
    roce_cq_regs__dff_w64 r_base__9(
        .d(r_base__9__d),
        .q(r_base__9__q),
        .clock(r_base__9__clock)
    );
    roce_cq_regs__dff_w64 r_base__10(
        .d(r_base__10__d),
        .q(r_base__10__q),
        .clock(r_base__10__clock)
    );
    roce_cq_regs__dff_w64 r_base__11(
        .d(r_base__11__d),
        .q(r_base__11__q),
        .clock(r_base__11__clock)
    );
    roce_cq_regs__dff_w64 r_base__12(
        .d(r_base__12__d),
        .q(r_base__12__q),
        .clock(r_base__12__clock)
    );
    roce_cq_regs__dff_w64 r_base__13(
        .d(r_base__13__d),
        .q(r_base__13__q),
        .clock(r_base__13__clock)
    );
    roce_cq_regs__dff_w64 r_base__14(
        .d(r_base__14__d),
        .q(r_base__14__q),
        .clock(r_base__14__clock)
    );
    roce_cq_regs__dff_w64 r_base__15(
        .d(r_base__15__d),
        .q(r_base__15__q),
        .clock(r_base__15__clock)
    );
    roce_cq_regs__dff_w5 r_log2__0(
        .d(r_log2__0__d),
        .q(r_log2__0__q),
        .clock(r_log2__0__clock)
    );
    roce_cq_regs__dff_w5 r_log2__1(
        .d(r_log2__1__d),
        .q(r_log2__1__q),
        .clock(r_log2__1__clock)
    );
    roce_cq_regs__dff_w5 r_log2__2(
        .d(r_log2__2__d),
        .q(r_log2__2__q),
        .clock(r_log2__2__clock)
    );
    roce_cq_regs__dff_w5 r_log2__3(
        .d(r_log2__3__d),
        .q(r_log2__3__q),
        .clock(r_log2__3__clock)
    );
    roce_cq_regs__dff_w5 r_log2__4(
        .d(r_log2__4__d),
        .q(r_log2__4__q),
        .clock(r_log2__4__clock)
    );
    roce_cq_regs__dff_w5 r_log2__5(
        .d(r_log2__5__d),
        .q(r_log2__5__q),
        .clock(r_log2__5__clock)
    );
    roce_cq_regs__dff_w5 r_log2__6(
        .d(r_log2__6__d),
        .q(r_log2__6__q),
        .clock(r_log2__6__clock)
    );
    roce_cq_regs__dff_w5 r_log2__7(
        .d(r_log2__7__d),
        .q(r_log2__7__q),
        .clock(r_log2__7__clock)
    );
    roce_cq_regs__dff_w5 r_log2__8(
        .d(r_log2__8__d),
        .q(r_log2__8__q),
        .clock(r_log2__8__clock)
    );
    roce_cq_regs__dff_w5 r_log2__9(
        .d(r_log2__9__d),
        .q(r_log2__9__q),
        .clock(r_log2__9__clock)
    );
    roce_cq_regs__dff_w5 r_log2__10(
        .d(r_log2__10__d),
        .q(r_log2__10__q),
        .clock(r_log2__10__clock)
    );
    roce_cq_regs__dff_w5 r_log2__11(
        .d(r_log2__11__d),
        .q(r_log2__11__q),
        .clock(r_log2__11__clock)
    );
    roce_cq_regs__dff_w5 r_log2__12(
        .d(r_log2__12__d),
        .q(r_log2__12__q),
        .clock(r_log2__12__clock)
    );
    roce_cq_regs__dff_w5 r_log2__13(
        .d(r_log2__13__d),
        .q(r_log2__13__q),
        .clock(r_log2__13__clock)
    );
    roce_cq_regs__dff_w5 r_log2__14(
        .d(r_log2__14__d),
        .q(r_log2__14__q),
        .clock(r_log2__14__clock)
    );
    roce_cq_regs__dff_w5 r_log2__15(
        .d(r_log2__15__d),
        .q(r_log2__15__q),
        .clock(r_log2__15__clock)
    );
    roce_cq_regs__dff_w32 r_prod__0(
        .d(r_prod__0__d),
        .q(r_prod__0__q),
        .clock(r_prod__0__clock)
    );
    roce_cq_regs__dff_w32 r_prod__1(
        .d(r_prod__1__d),
        .q(r_prod__1__q),
        .clock(r_prod__1__clock)
    );
    roce_cq_regs__dff_w32 r_prod__2(
        .d(r_prod__2__d),
        .q(r_prod__2__q),
        .clock(r_prod__2__clock)
    );
    roce_cq_regs__dff_w32 r_prod__3(
        .d(r_prod__3__d),
        .q(r_prod__3__q),
        .clock(r_prod__3__clock)
    );
    roce_cq_regs__dff_w32 r_prod__4(
        .d(r_prod__4__d),
        .q(r_prod__4__q),
        .clock(r_prod__4__clock)
    );
    roce_cq_regs__dff_w32 r_prod__5(
        .d(r_prod__5__d),
        .q(r_prod__5__q),
        .clock(r_prod__5__clock)
    );
    roce_cq_regs__dff_w32 r_prod__6(
        .d(r_prod__6__d),
        .q(r_prod__6__q),
        .clock(r_prod__6__clock)
    );
    roce_cq_regs__dff_w32 r_prod__7(
        .d(r_prod__7__d),
        .q(r_prod__7__q),
        .clock(r_prod__7__clock)
    );
    roce_cq_regs__dff_w32 r_prod__8(
        .d(r_prod__8__d),
        .q(r_prod__8__q),
        .clock(r_prod__8__clock)
    );
    roce_cq_regs__dff_w32 r_prod__9(
        .d(r_prod__9__d),
        .q(r_prod__9__q),
        .clock(r_prod__9__clock)
    );
    roce_cq_regs__dff_w32 r_prod__10(
        .d(r_prod__10__d),
        .q(r_prod__10__q),
        .clock(r_prod__10__clock)
    );
    roce_cq_regs__dff_w32 r_prod__11(
        .d(r_prod__11__d),
        .q(r_prod__11__q),
        .clock(r_prod__11__clock)
    );
    roce_cq_regs__dff_w32 r_prod__12(
        .d(r_prod__12__d),
        .q(r_prod__12__q),
        .clock(r_prod__12__clock)
    );
    roce_cq_regs__dff_w32 r_prod__13(
        .d(r_prod__13__d),
        .q(r_prod__13__q),
        .clock(r_prod__13__clock)
    );
    roce_cq_regs__dff_w32 r_prod__14(
        .d(r_prod__14__d),
        .q(r_prod__14__q),
        .clock(r_prod__14__clock)
    );
    roce_cq_regs__dff_w32 r_prod__15(
        .d(r_prod__15__d),
        .q(r_prod__15__q),
        .clock(r_prod__15__clock)
    );
    roce_cq_regs__dff_w32 r_cons__0(
        .d(r_cons__0__d),
        .q(r_cons__0__q),
        .clock(r_cons__0__clock)
    );
    roce_cq_regs__dff_w32 r_cons__1(
        .d(r_cons__1__d),
        .q(r_cons__1__q),
        .clock(r_cons__1__clock)
    );
    roce_cq_regs__dff_w32 r_cons__2(
        .d(r_cons__2__d),
        .q(r_cons__2__q),
        .clock(r_cons__2__clock)
    );
    roce_cq_regs__dff_w32 r_cons__3(
        .d(r_cons__3__d),
        .q(r_cons__3__q),
        .clock(r_cons__3__clock)
    );
    roce_cq_regs__dff_w32 r_cons__4(
        .d(r_cons__4__d),
        .q(r_cons__4__q),
        .clock(r_cons__4__clock)
    );
    roce_cq_regs__dff_w32 r_cons__5(
        .d(r_cons__5__d),
        .q(r_cons__5__q),
        .clock(r_cons__5__clock)
    );
    roce_cq_regs__dff_w32 r_cons__6(
        .d(r_cons__6__d),
        .q(r_cons__6__q),
        .clock(r_cons__6__clock)
    );
    roce_cq_regs__dff_w32 r_cons__7(
        .d(r_cons__7__d),
        .q(r_cons__7__q),
        .clock(r_cons__7__clock)
    );
    roce_cq_regs__dff_w32 r_cons__8(
        .d(r_cons__8__d),
        .q(r_cons__8__q),
        .clock(r_cons__8__clock)
    );
    roce_cq_regs__dff_w32 r_cons__9(
        .d(r_cons__9__d),
        .q(r_cons__9__q),
        .clock(r_cons__9__clock)
    );
    roce_cq_regs__dff_w32 r_cons__10(
        .d(r_cons__10__d),
        .q(r_cons__10__q),
        .clock(r_cons__10__clock)
    );
    roce_cq_regs__dff_w32 r_cons__11(
        .d(r_cons__11__d),
        .q(r_cons__11__q),
        .clock(r_cons__11__clock)
    );
    roce_cq_regs__dff_w32 r_cons__12(
        .d(r_cons__12__d),
        .q(r_cons__12__q),
        .clock(r_cons__12__clock)
    );
    roce_cq_regs__dff_w32 r_cons__13(
        .d(r_cons__13__d),
        .q(r_cons__13__q),
        .clock(r_cons__13__clock)
    );
    roce_cq_regs__dff_w32 r_cons__14(
        .d(r_cons__14__d),
        .q(r_cons__14__q),
        .clock(r_cons__14__clock)
    );
    roce_cq_regs__dff_w32 r_cons__15(
        .d(r_cons__15__d),
        .q(r_cons__15__q),
        .clock(r_cons__15__clock)
    );
    roce_cq_regs__dff_w1 r_err__0(
        .d(r_err__0__d),
        .q(r_err__0__q),
        .clock(r_err__0__clock)
    );
    roce_cq_regs__dff_w1 r_err__1(
        .d(r_err__1__d),
        .q(r_err__1__q),
        .clock(r_err__1__clock)
    );
    roce_cq_regs__dff_w1 r_err__2(
        .d(r_err__2__d),
        .q(r_err__2__q),
        .clock(r_err__2__clock)
    );
    roce_cq_regs__dff_w1 r_err__3(
        .d(r_err__3__d),
        .q(r_err__3__q),
        .clock(r_err__3__clock)
    );
    roce_cq_regs__dff_w1 r_err__4(
        .d(r_err__4__d),
        .q(r_err__4__q),
        .clock(r_err__4__clock)
    );
    roce_cq_regs__dff_w1 r_err__5(
        .d(r_err__5__d),
        .q(r_err__5__q),
        .clock(r_err__5__clock)
    );
    roce_cq_regs__dff_w1 r_err__6(
        .d(r_err__6__d),
        .q(r_err__6__q),
        .clock(r_err__6__clock)
    );
    roce_cq_regs__dff_w1 r_err__7(
        .d(r_err__7__d),
        .q(r_err__7__q),
        .clock(r_err__7__clock)
    );
    roce_cq_regs__dff_w1 r_err__8(
        .d(r_err__8__d),
        .q(r_err__8__q),
        .clock(r_err__8__clock)
    );
    roce_cq_regs__dff_w1 r_err__9(
        .d(r_err__9__d),
        .q(r_err__9__q),
        .clock(r_err__9__clock)
    );
    roce_cq_regs__dff_w1 r_err__10(
        .d(r_err__10__d),
        .q(r_err__10__q),
        .clock(r_err__10__clock)
    );
    roce_cq_regs__dff_w1 r_err__11(
        .d(r_err__11__d),
        .q(r_err__11__q),
        .clock(r_err__11__clock)
    );
    roce_cq_regs__dff_w1 r_err__12(
        .d(r_err__12__d),
        .q(r_err__12__q),
        .clock(r_err__12__clock)
    );
    roce_cq_regs__dff_w1 r_err__13(
        .d(r_err__13__d),
        .q(r_err__13__q),
        .clock(r_err__13__clock)
    );
    roce_cq_regs__dff_w1 r_err__14(
        .d(r_err__14__d),
        .q(r_err__14__q),
        .clock(r_err__14__clock)
    );
    roce_cq_regs__dff_w1 r_err__15(
        .d(r_err__15__d),
        .q(r_err__15__q),
        .clock(r_err__15__clock)
    );
    
    assign r_base__0__clock = clock;
    assign r_log2__0__clock = clock;
    assign r_prod__0__clock = clock;
    assign r_cons__0__clock = clock;
    assign r_err__0__clock = clock;
    assign r_base__1__clock = clock;
    assign r_log2__1__clock = clock;
    assign r_prod__1__clock = clock;
    assign r_cons__1__clock = clock;
    assign r_err__1__clock = clock;
    assign r_base__2__clock = clock;
    assign r_log2__2__clock = clock;
    assign r_prod__2__clock = clock;
    assign r_cons__2__clock = clock;
    assign r_err__2__clock = clock;
    assign r_base__3__clock = clock;
    assign r_log2__3__clock = clock;
    assign r_prod__3__clock = clock;
    assign r_cons__3__clock = clock;
    assign r_err__3__clock = clock;
    assign r_base__4__clock = clock;
    assign r_log2__4__clock = clock;
    assign r_prod__4__clock = clock;
    assign r_cons__4__clock = clock;
    assign r_err__4__clock = clock;
    assign r_base__5__clock = clock;
    assign r_log2__5__clock = clock;
    assign r_prod__5__clock = clock;
    assign r_cons__5__clock = clock;
    assign r_err__5__clock = clock;
    assign r_base__6__clock = clock;
    assign r_log2__6__clock = clock;
    assign r_prod__6__clock = clock;
    assign r_cons__6__clock = clock;
    assign r_err__6__clock = clock;
    assign r_base__7__clock = clock;
    assign r_log2__7__clock = clock;
    assign r_prod__7__clock = clock;
    assign r_cons__7__clock = clock;
    assign r_err__7__clock = clock;
    assign r_base__8__clock = clock;
    assign r_log2__8__clock = clock;
    assign r_prod__8__clock = clock;
    assign r_cons__8__clock = clock;
    assign r_err__8__clock = clock;
    assign r_base__9__clock = clock;
    assign r_log2__9__clock = clock;
    assign r_prod__9__clock = clock;
    assign r_cons__9__clock = clock;
    assign r_err__9__clock = clock;
    assign r_base__10__clock = clock;
    assign r_log2__10__clock = clock;
    assign r_prod__10__clock = clock;
    assign r_cons__10__clock = clock;
    assign r_err__10__clock = clock;
    assign r_base__11__clock = clock;
    assign r_log2__11__clock = clock;
    assign r_prod__11__clock = clock;
    assign r_cons__11__clock = clock;
    assign r_err__11__clock = clock;
    assign r_base__12__clock = clock;
    assign r_log2__12__clock = clock;
    assign r_prod__12__clock = clock;
    assign r_cons__12__clock = clock;
    assign r_err__12__clock = clock;
    assign r_base__13__clock = clock;
    assign r_log2__13__clock = clock;
    assign r_prod__13__clock = clock;
    assign r_cons__13__clock = clock;
    assign r_err__13__clock = clock;
    assign r_base__14__clock = clock;
    assign r_log2__14__clock = clock;
    assign r_prod__14__clock = clock;
    assign r_cons__14__clock = clock;
    assign r_err__14__clock = clock;
    assign r_base__15__clock = clock;
    assign r_log2__15__clock = clock;
    assign r_prod__15__clock = clock;
    assign r_cons__15__clock = clock;
    assign r_err__15__clock = clock;
    
    // Update code
    always @(*) begin
        r_base__0__d = r_base__0__q;
        r_log2__0__d = r_log2__0__q;
        r_prod__0__d = r_prod__0__q;
        r_cons__0__d = r_cons__0__q;
        r_err__0__d = r_err__0__q;
        r_base__1__d = r_base__1__q;
        r_log2__1__d = r_log2__1__q;
        r_prod__1__d = r_prod__1__q;
        r_cons__1__d = r_cons__1__q;
        r_err__1__d = r_err__1__q;
        r_base__2__d = r_base__2__q;
        r_log2__2__d = r_log2__2__q;
        r_prod__2__d = r_prod__2__q;
        r_cons__2__d = r_cons__2__q;
        r_err__2__d = r_err__2__q;
        r_base__3__d = r_base__3__q;
        r_log2__3__d = r_log2__3__q;
        r_prod__3__d = r_prod__3__q;
        r_cons__3__d = r_cons__3__q;
        r_err__3__d = r_err__3__q;
        r_base__4__d = r_base__4__q;
        r_log2__4__d = r_log2__4__q;
        r_prod__4__d = r_prod__4__q;
        r_cons__4__d = r_cons__4__q;
        r_err__4__d = r_err__4__q;
        r_base__5__d = r_base__5__q;
        r_log2__5__d = r_log2__5__q;
        r_prod__5__d = r_prod__5__q;
        r_cons__5__d = r_cons__5__q;
        r_err__5__d = r_err__5__q;
        r_base__6__d = r_base__6__q;
        r_log2__6__d = r_log2__6__q;
        r_prod__6__d = r_prod__6__q;
        r_cons__6__d = r_cons__6__q;
        r_err__6__d = r_err__6__q;
        r_base__7__d = r_base__7__q;
        r_log2__7__d = r_log2__7__q;
        r_prod__7__d = r_prod__7__q;
        r_cons__7__d = r_cons__7__q;
        r_err__7__d = r_err__7__q;
        r_base__8__d = r_base__8__q;
        r_log2__8__d = r_log2__8__q;
        r_prod__8__d = r_prod__8__q;
        r_cons__8__d = r_cons__8__q;
        r_err__8__d = r_err__8__q;
        r_base__9__d = r_base__9__q;
        r_log2__9__d = r_log2__9__q;
        r_prod__9__d = r_prod__9__q;
        r_cons__9__d = r_cons__9__q;
        r_err__9__d = r_err__9__q;
        r_base__10__d = r_base__10__q;
        r_log2__10__d = r_log2__10__q;
        r_prod__10__d = r_prod__10__q;
        r_cons__10__d = r_cons__10__q;
        r_err__10__d = r_err__10__q;
        r_base__11__d = r_base__11__q;
        r_log2__11__d = r_log2__11__q;
        r_prod__11__d = r_prod__11__q;
        r_cons__11__d = r_cons__11__q;
        r_err__11__d = r_err__11__q;
        r_base__12__d = r_base__12__q;
        r_log2__12__d = r_log2__12__q;
        r_prod__12__d = r_prod__12__q;
        r_cons__12__d = r_cons__12__q;
        r_err__12__d = r_err__12__q;
        r_base__13__d = r_base__13__q;
        r_log2__13__d = r_log2__13__q;
        r_prod__13__d = r_prod__13__q;
        r_cons__13__d = r_cons__13__q;
        r_err__13__d = r_err__13__q;
        r_base__14__d = r_base__14__q;
        r_log2__14__d = r_log2__14__q;
        r_prod__14__d = r_prod__14__q;
        r_cons__14__d = r_cons__14__q;
        r_err__14__d = r_err__14__q;
        r_base__15__d = r_base__15__q;
        r_log2__15__d = r_log2__15__q;
        r_prod__15__d = r_prod__15__q;
        r_cons__15__d = r_cons__15__q;
        r_err__15__d = r_err__15__q;
        if ((inc & (sel == cqid__0)) | (scq_inc & (scq_sel == cqid__0))) begin
            r_prod__0__d = r_prod__0__q + 32'h1;
        end
        if (inc & (sel == cqid__0) & scq_inc & (scq_sel == cqid__0)) begin
            r_prod__0__d = r_prod__0__q + 32'h2;
        end
        if ((err_set & (sel == cqid__0)) | (scq_err_set & (scq_sel == cqid__0))) begin
            r_err__0__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__0)) begin
            if (wr_off == off_lo) begin
                r_base__0__d = (r_base__0__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__0__d = (r_base__0__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__0__d = (r_log2__0__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__0__d = 32'h0;
                r_cons__0__d = 32'h0;
                r_err__0__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__0__d = (r_cons__0__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__1)) | (scq_inc & (scq_sel == cqid__1))) begin
            r_prod__1__d = r_prod__1__q + 32'h1;
        end
        if (inc & (sel == cqid__1) & scq_inc & (scq_sel == cqid__1)) begin
            r_prod__1__d = r_prod__1__q + 32'h2;
        end
        if ((err_set & (sel == cqid__1)) | (scq_err_set & (scq_sel == cqid__1))) begin
            r_err__1__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__1)) begin
            if (wr_off == off_lo) begin
                r_base__1__d = (r_base__1__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__1__d = (r_base__1__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__1__d = (r_log2__1__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__1__d = 32'h0;
                r_cons__1__d = 32'h0;
                r_err__1__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__1__d = (r_cons__1__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__2)) | (scq_inc & (scq_sel == cqid__2))) begin
            r_prod__2__d = r_prod__2__q + 32'h1;
        end
        if (inc & (sel == cqid__2) & scq_inc & (scq_sel == cqid__2)) begin
            r_prod__2__d = r_prod__2__q + 32'h2;
        end
        if ((err_set & (sel == cqid__2)) | (scq_err_set & (scq_sel == cqid__2))) begin
            r_err__2__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__2)) begin
            if (wr_off == off_lo) begin
                r_base__2__d = (r_base__2__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__2__d = (r_base__2__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__2__d = (r_log2__2__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__2__d = 32'h0;
                r_cons__2__d = 32'h0;
                r_err__2__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__2__d = (r_cons__2__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__3)) | (scq_inc & (scq_sel == cqid__3))) begin
            r_prod__3__d = r_prod__3__q + 32'h1;
        end
        if (inc & (sel == cqid__3) & scq_inc & (scq_sel == cqid__3)) begin
            r_prod__3__d = r_prod__3__q + 32'h2;
        end
        if ((err_set & (sel == cqid__3)) | (scq_err_set & (scq_sel == cqid__3))) begin
            r_err__3__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__3)) begin
            if (wr_off == off_lo) begin
                r_base__3__d = (r_base__3__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__3__d = (r_base__3__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__3__d = (r_log2__3__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__3__d = 32'h0;
                r_cons__3__d = 32'h0;
                r_err__3__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__3__d = (r_cons__3__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__4)) | (scq_inc & (scq_sel == cqid__4))) begin
            r_prod__4__d = r_prod__4__q + 32'h1;
        end
        if (inc & (sel == cqid__4) & scq_inc & (scq_sel == cqid__4)) begin
            r_prod__4__d = r_prod__4__q + 32'h2;
        end
        if ((err_set & (sel == cqid__4)) | (scq_err_set & (scq_sel == cqid__4))) begin
            r_err__4__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__4)) begin
            if (wr_off == off_lo) begin
                r_base__4__d = (r_base__4__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__4__d = (r_base__4__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__4__d = (r_log2__4__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__4__d = 32'h0;
                r_cons__4__d = 32'h0;
                r_err__4__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__4__d = (r_cons__4__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__5)) | (scq_inc & (scq_sel == cqid__5))) begin
            r_prod__5__d = r_prod__5__q + 32'h1;
        end
        if (inc & (sel == cqid__5) & scq_inc & (scq_sel == cqid__5)) begin
            r_prod__5__d = r_prod__5__q + 32'h2;
        end
        if ((err_set & (sel == cqid__5)) | (scq_err_set & (scq_sel == cqid__5))) begin
            r_err__5__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__5)) begin
            if (wr_off == off_lo) begin
                r_base__5__d = (r_base__5__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__5__d = (r_base__5__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__5__d = (r_log2__5__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__5__d = 32'h0;
                r_cons__5__d = 32'h0;
                r_err__5__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__5__d = (r_cons__5__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__6)) | (scq_inc & (scq_sel == cqid__6))) begin
            r_prod__6__d = r_prod__6__q + 32'h1;
        end
        if (inc & (sel == cqid__6) & scq_inc & (scq_sel == cqid__6)) begin
            r_prod__6__d = r_prod__6__q + 32'h2;
        end
        if ((err_set & (sel == cqid__6)) | (scq_err_set & (scq_sel == cqid__6))) begin
            r_err__6__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__6)) begin
            if (wr_off == off_lo) begin
                r_base__6__d = (r_base__6__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__6__d = (r_base__6__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__6__d = (r_log2__6__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__6__d = 32'h0;
                r_cons__6__d = 32'h0;
                r_err__6__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__6__d = (r_cons__6__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__7)) | (scq_inc & (scq_sel == cqid__7))) begin
            r_prod__7__d = r_prod__7__q + 32'h1;
        end
        if (inc & (sel == cqid__7) & scq_inc & (scq_sel == cqid__7)) begin
            r_prod__7__d = r_prod__7__q + 32'h2;
        end
        if ((err_set & (sel == cqid__7)) | (scq_err_set & (scq_sel == cqid__7))) begin
            r_err__7__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__7)) begin
            if (wr_off == off_lo) begin
                r_base__7__d = (r_base__7__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__7__d = (r_base__7__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__7__d = (r_log2__7__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__7__d = 32'h0;
                r_cons__7__d = 32'h0;
                r_err__7__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__7__d = (r_cons__7__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__8)) | (scq_inc & (scq_sel == cqid__8))) begin
            r_prod__8__d = r_prod__8__q + 32'h1;
        end
        if (inc & (sel == cqid__8) & scq_inc & (scq_sel == cqid__8)) begin
            r_prod__8__d = r_prod__8__q + 32'h2;
        end
        if ((err_set & (sel == cqid__8)) | (scq_err_set & (scq_sel == cqid__8))) begin
            r_err__8__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__8)) begin
            if (wr_off == off_lo) begin
                r_base__8__d = (r_base__8__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__8__d = (r_base__8__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__8__d = (r_log2__8__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__8__d = 32'h0;
                r_cons__8__d = 32'h0;
                r_err__8__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__8__d = (r_cons__8__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__9)) | (scq_inc & (scq_sel == cqid__9))) begin
            r_prod__9__d = r_prod__9__q + 32'h1;
        end
        if (inc & (sel == cqid__9) & scq_inc & (scq_sel == cqid__9)) begin
            r_prod__9__d = r_prod__9__q + 32'h2;
        end
        if ((err_set & (sel == cqid__9)) | (scq_err_set & (scq_sel == cqid__9))) begin
            r_err__9__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__9)) begin
            if (wr_off == off_lo) begin
                r_base__9__d = (r_base__9__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__9__d = (r_base__9__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__9__d = (r_log2__9__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__9__d = 32'h0;
                r_cons__9__d = 32'h0;
                r_err__9__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__9__d = (r_cons__9__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__10)) | (scq_inc & (scq_sel == cqid__10))) begin
            r_prod__10__d = r_prod__10__q + 32'h1;
        end
        if (inc & (sel == cqid__10) & scq_inc & (scq_sel == cqid__10)) begin
            r_prod__10__d = r_prod__10__q + 32'h2;
        end
        if ((err_set & (sel == cqid__10)) | (scq_err_set & (scq_sel == cqid__10))) begin
            r_err__10__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__10)) begin
            if (wr_off == off_lo) begin
                r_base__10__d = (r_base__10__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__10__d = (r_base__10__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__10__d = (r_log2__10__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__10__d = 32'h0;
                r_cons__10__d = 32'h0;
                r_err__10__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__10__d = (r_cons__10__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__11)) | (scq_inc & (scq_sel == cqid__11))) begin
            r_prod__11__d = r_prod__11__q + 32'h1;
        end
        if (inc & (sel == cqid__11) & scq_inc & (scq_sel == cqid__11)) begin
            r_prod__11__d = r_prod__11__q + 32'h2;
        end
        if ((err_set & (sel == cqid__11)) | (scq_err_set & (scq_sel == cqid__11))) begin
            r_err__11__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__11)) begin
            if (wr_off == off_lo) begin
                r_base__11__d = (r_base__11__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__11__d = (r_base__11__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__11__d = (r_log2__11__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__11__d = 32'h0;
                r_cons__11__d = 32'h0;
                r_err__11__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__11__d = (r_cons__11__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__12)) | (scq_inc & (scq_sel == cqid__12))) begin
            r_prod__12__d = r_prod__12__q + 32'h1;
        end
        if (inc & (sel == cqid__12) & scq_inc & (scq_sel == cqid__12)) begin
            r_prod__12__d = r_prod__12__q + 32'h2;
        end
        if ((err_set & (sel == cqid__12)) | (scq_err_set & (scq_sel == cqid__12))) begin
            r_err__12__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__12)) begin
            if (wr_off == off_lo) begin
                r_base__12__d = (r_base__12__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__12__d = (r_base__12__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__12__d = (r_log2__12__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__12__d = 32'h0;
                r_cons__12__d = 32'h0;
                r_err__12__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__12__d = (r_cons__12__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__13)) | (scq_inc & (scq_sel == cqid__13))) begin
            r_prod__13__d = r_prod__13__q + 32'h1;
        end
        if (inc & (sel == cqid__13) & scq_inc & (scq_sel == cqid__13)) begin
            r_prod__13__d = r_prod__13__q + 32'h2;
        end
        if ((err_set & (sel == cqid__13)) | (scq_err_set & (scq_sel == cqid__13))) begin
            r_err__13__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__13)) begin
            if (wr_off == off_lo) begin
                r_base__13__d = (r_base__13__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__13__d = (r_base__13__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__13__d = (r_log2__13__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__13__d = 32'h0;
                r_cons__13__d = 32'h0;
                r_err__13__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__13__d = (r_cons__13__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__14)) | (scq_inc & (scq_sel == cqid__14))) begin
            r_prod__14__d = r_prod__14__q + 32'h1;
        end
        if (inc & (sel == cqid__14) & scq_inc & (scq_sel == cqid__14)) begin
            r_prod__14__d = r_prod__14__q + 32'h2;
        end
        if ((err_set & (sel == cqid__14)) | (scq_err_set & (scq_sel == cqid__14))) begin
            r_err__14__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__14)) begin
            if (wr_off == off_lo) begin
                r_base__14__d = (r_base__14__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__14__d = (r_base__14__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__14__d = (r_log2__14__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__14__d = 32'h0;
                r_cons__14__d = 32'h0;
                r_err__14__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__14__d = (r_cons__14__q & ~wm) | wv;
            end
        end
        if ((inc & (sel == cqid__15)) | (scq_inc & (scq_sel == cqid__15))) begin
            r_prod__15__d = r_prod__15__q + 32'h1;
        end
        if (inc & (sel == cqid__15) & scq_inc & (scq_sel == cqid__15)) begin
            r_prod__15__d = r_prod__15__q + 32'h2;
        end
        if ((err_set & (sel == cqid__15)) | (scq_err_set & (scq_sel == cqid__15))) begin
            r_err__15__d = 1'b1;
        end
        if (wr & (wr_idx == cqid__15)) begin
            if (wr_off == off_lo) begin
                r_base__15__d = (r_base__15__q & ~((wm) & 64'hffffffffffffffff)) | ((wv) & 64'hffffffffffffffff);
            end
            if (wr_off == off_hi) begin
                r_base__15__d = (r_base__15__q & ~(((wm) & 64'hffffffffffffffff) << 32'h20)) | (((wv) & 64'hffffffffffffffff) << 32'h20);
            end
            if (wr_off == off_log2) begin
                r_log2__15__d = (r_log2__15__q & ~wm[(32'h0)+:(5)]) | wv[(32'h0)+:(5)];
                r_prod__15__d = 32'h0;
                r_cons__15__d = 32'h0;
                r_err__15__d = 1'b0;
            end
            if (wr_off == off_cons) begin
                r_cons__15__d = (r_cons__15__q & ~wm) | wv;
            end
        end
        base = 32'h0;
        log2 = 32'h0;
        producer = 32'h0;
        consumer = 32'h0;
        error = 1'b0;
        if (sel == cqid__0) begin
            base = base | r_base__0__q;
            log2 = log2 | r_log2__0__q;
            producer = producer | r_prod__0__q;
            consumer = consumer | r_cons__0__q;
            error = error | r_err__0__q;
        end
        if (sel == cqid__1) begin
            base = base | r_base__1__q;
            log2 = log2 | r_log2__1__q;
            producer = producer | r_prod__1__q;
            consumer = consumer | r_cons__1__q;
            error = error | r_err__1__q;
        end
        if (sel == cqid__2) begin
            base = base | r_base__2__q;
            log2 = log2 | r_log2__2__q;
            producer = producer | r_prod__2__q;
            consumer = consumer | r_cons__2__q;
            error = error | r_err__2__q;
        end
        if (sel == cqid__3) begin
            base = base | r_base__3__q;
            log2 = log2 | r_log2__3__q;
            producer = producer | r_prod__3__q;
            consumer = consumer | r_cons__3__q;
            error = error | r_err__3__q;
        end
        if (sel == cqid__4) begin
            base = base | r_base__4__q;
            log2 = log2 | r_log2__4__q;
            producer = producer | r_prod__4__q;
            consumer = consumer | r_cons__4__q;
            error = error | r_err__4__q;
        end
        if (sel == cqid__5) begin
            base = base | r_base__5__q;
            log2 = log2 | r_log2__5__q;
            producer = producer | r_prod__5__q;
            consumer = consumer | r_cons__5__q;
            error = error | r_err__5__q;
        end
        if (sel == cqid__6) begin
            base = base | r_base__6__q;
            log2 = log2 | r_log2__6__q;
            producer = producer | r_prod__6__q;
            consumer = consumer | r_cons__6__q;
            error = error | r_err__6__q;
        end
        if (sel == cqid__7) begin
            base = base | r_base__7__q;
            log2 = log2 | r_log2__7__q;
            producer = producer | r_prod__7__q;
            consumer = consumer | r_cons__7__q;
            error = error | r_err__7__q;
        end
        if (sel == cqid__8) begin
            base = base | r_base__8__q;
            log2 = log2 | r_log2__8__q;
            producer = producer | r_prod__8__q;
            consumer = consumer | r_cons__8__q;
            error = error | r_err__8__q;
        end
        if (sel == cqid__9) begin
            base = base | r_base__9__q;
            log2 = log2 | r_log2__9__q;
            producer = producer | r_prod__9__q;
            consumer = consumer | r_cons__9__q;
            error = error | r_err__9__q;
        end
        if (sel == cqid__10) begin
            base = base | r_base__10__q;
            log2 = log2 | r_log2__10__q;
            producer = producer | r_prod__10__q;
            consumer = consumer | r_cons__10__q;
            error = error | r_err__10__q;
        end
        if (sel == cqid__11) begin
            base = base | r_base__11__q;
            log2 = log2 | r_log2__11__q;
            producer = producer | r_prod__11__q;
            consumer = consumer | r_cons__11__q;
            error = error | r_err__11__q;
        end
        if (sel == cqid__12) begin
            base = base | r_base__12__q;
            log2 = log2 | r_log2__12__q;
            producer = producer | r_prod__12__q;
            consumer = consumer | r_cons__12__q;
            error = error | r_err__12__q;
        end
        if (sel == cqid__13) begin
            base = base | r_base__13__q;
            log2 = log2 | r_log2__13__q;
            producer = producer | r_prod__13__q;
            consumer = consumer | r_cons__13__q;
            error = error | r_err__13__q;
        end
        if (sel == cqid__14) begin
            base = base | r_base__14__q;
            log2 = log2 | r_log2__14__q;
            producer = producer | r_prod__14__q;
            consumer = consumer | r_cons__14__q;
            error = error | r_err__14__q;
        end
        if (sel == cqid__15) begin
            base = base | r_base__15__q;
            log2 = log2 | r_log2__15__q;
            producer = producer | r_prod__15__q;
            consumer = consumer | r_cons__15__q;
            error = error | r_err__15__q;
        end
        scq_base = 32'h0;
        scq_log2 = 32'h0;
        scq_producer = 32'h0;
        scq_consumer = 32'h0;
        scq_error = 1'b0;
        if (scq_sel == cqid__0) begin
            scq_base = scq_base | r_base__0__q;
            scq_log2 = scq_log2 | r_log2__0__q;
            scq_producer = scq_producer | r_prod__0__q;
            scq_consumer = scq_consumer | r_cons__0__q;
            scq_error = scq_error | r_err__0__q;
        end
        if (scq_sel == cqid__1) begin
            scq_base = scq_base | r_base__1__q;
            scq_log2 = scq_log2 | r_log2__1__q;
            scq_producer = scq_producer | r_prod__1__q;
            scq_consumer = scq_consumer | r_cons__1__q;
            scq_error = scq_error | r_err__1__q;
        end
        if (scq_sel == cqid__2) begin
            scq_base = scq_base | r_base__2__q;
            scq_log2 = scq_log2 | r_log2__2__q;
            scq_producer = scq_producer | r_prod__2__q;
            scq_consumer = scq_consumer | r_cons__2__q;
            scq_error = scq_error | r_err__2__q;
        end
        if (scq_sel == cqid__3) begin
            scq_base = scq_base | r_base__3__q;
            scq_log2 = scq_log2 | r_log2__3__q;
            scq_producer = scq_producer | r_prod__3__q;
            scq_consumer = scq_consumer | r_cons__3__q;
            scq_error = scq_error | r_err__3__q;
        end
        if (scq_sel == cqid__4) begin
            scq_base = scq_base | r_base__4__q;
            scq_log2 = scq_log2 | r_log2__4__q;
            scq_producer = scq_producer | r_prod__4__q;
            scq_consumer = scq_consumer | r_cons__4__q;
            scq_error = scq_error | r_err__4__q;
        end
        if (scq_sel == cqid__5) begin
            scq_base = scq_base | r_base__5__q;
            scq_log2 = scq_log2 | r_log2__5__q;
            scq_producer = scq_producer | r_prod__5__q;
            scq_consumer = scq_consumer | r_cons__5__q;
            scq_error = scq_error | r_err__5__q;
        end
        if (scq_sel == cqid__6) begin
            scq_base = scq_base | r_base__6__q;
            scq_log2 = scq_log2 | r_log2__6__q;
            scq_producer = scq_producer | r_prod__6__q;
            scq_consumer = scq_consumer | r_cons__6__q;
            scq_error = scq_error | r_err__6__q;
        end
        if (scq_sel == cqid__7) begin
            scq_base = scq_base | r_base__7__q;
            scq_log2 = scq_log2 | r_log2__7__q;
            scq_producer = scq_producer | r_prod__7__q;
            scq_consumer = scq_consumer | r_cons__7__q;
            scq_error = scq_error | r_err__7__q;
        end
        if (scq_sel == cqid__8) begin
            scq_base = scq_base | r_base__8__q;
            scq_log2 = scq_log2 | r_log2__8__q;
            scq_producer = scq_producer | r_prod__8__q;
            scq_consumer = scq_consumer | r_cons__8__q;
            scq_error = scq_error | r_err__8__q;
        end
        if (scq_sel == cqid__9) begin
            scq_base = scq_base | r_base__9__q;
            scq_log2 = scq_log2 | r_log2__9__q;
            scq_producer = scq_producer | r_prod__9__q;
            scq_consumer = scq_consumer | r_cons__9__q;
            scq_error = scq_error | r_err__9__q;
        end
        if (scq_sel == cqid__10) begin
            scq_base = scq_base | r_base__10__q;
            scq_log2 = scq_log2 | r_log2__10__q;
            scq_producer = scq_producer | r_prod__10__q;
            scq_consumer = scq_consumer | r_cons__10__q;
            scq_error = scq_error | r_err__10__q;
        end
        if (scq_sel == cqid__11) begin
            scq_base = scq_base | r_base__11__q;
            scq_log2 = scq_log2 | r_log2__11__q;
            scq_producer = scq_producer | r_prod__11__q;
            scq_consumer = scq_consumer | r_cons__11__q;
            scq_error = scq_error | r_err__11__q;
        end
        if (scq_sel == cqid__12) begin
            scq_base = scq_base | r_base__12__q;
            scq_log2 = scq_log2 | r_log2__12__q;
            scq_producer = scq_producer | r_prod__12__q;
            scq_consumer = scq_consumer | r_cons__12__q;
            scq_error = scq_error | r_err__12__q;
        end
        if (scq_sel == cqid__13) begin
            scq_base = scq_base | r_base__13__q;
            scq_log2 = scq_log2 | r_log2__13__q;
            scq_producer = scq_producer | r_prod__13__q;
            scq_consumer = scq_consumer | r_cons__13__q;
            scq_error = scq_error | r_err__13__q;
        end
        if (scq_sel == cqid__14) begin
            scq_base = scq_base | r_base__14__q;
            scq_log2 = scq_log2 | r_log2__14__q;
            scq_producer = scq_producer | r_prod__14__q;
            scq_consumer = scq_consumer | r_cons__14__q;
            scq_error = scq_error | r_err__14__q;
        end
        if (scq_sel == cqid__15) begin
            scq_base = scq_base | r_base__15__q;
            scq_log2 = scq_log2 | r_log2__15__q;
            scq_producer = scq_producer | r_prod__15__q;
            scq_consumer = scq_consumer | r_cons__15__q;
            scq_error = scq_error | r_err__15__q;
        end
        rs_base = 32'h0;
        rs_log2 = 32'h0;
        rs_prod = 32'h0;
        rs_cons = 32'h0;
        rs_err = 1'b0;
        rd_word = 32'h0;
        if (rd_en) begin
            if (rd_idx == cqid__0) begin
                rs_base = rs_base | r_base__0__q;
                rs_log2 = rs_log2 | r_log2__0__q;
                rs_prod = rs_prod | r_prod__0__q;
                rs_cons = rs_cons | r_cons__0__q;
                rs_err = rs_err | r_err__0__q;
            end
            if (rd_idx == cqid__1) begin
                rs_base = rs_base | r_base__1__q;
                rs_log2 = rs_log2 | r_log2__1__q;
                rs_prod = rs_prod | r_prod__1__q;
                rs_cons = rs_cons | r_cons__1__q;
                rs_err = rs_err | r_err__1__q;
            end
            if (rd_idx == cqid__2) begin
                rs_base = rs_base | r_base__2__q;
                rs_log2 = rs_log2 | r_log2__2__q;
                rs_prod = rs_prod | r_prod__2__q;
                rs_cons = rs_cons | r_cons__2__q;
                rs_err = rs_err | r_err__2__q;
            end
            if (rd_idx == cqid__3) begin
                rs_base = rs_base | r_base__3__q;
                rs_log2 = rs_log2 | r_log2__3__q;
                rs_prod = rs_prod | r_prod__3__q;
                rs_cons = rs_cons | r_cons__3__q;
                rs_err = rs_err | r_err__3__q;
            end
            if (rd_idx == cqid__4) begin
                rs_base = rs_base | r_base__4__q;
                rs_log2 = rs_log2 | r_log2__4__q;
                rs_prod = rs_prod | r_prod__4__q;
                rs_cons = rs_cons | r_cons__4__q;
                rs_err = rs_err | r_err__4__q;
            end
            if (rd_idx == cqid__5) begin
                rs_base = rs_base | r_base__5__q;
                rs_log2 = rs_log2 | r_log2__5__q;
                rs_prod = rs_prod | r_prod__5__q;
                rs_cons = rs_cons | r_cons__5__q;
                rs_err = rs_err | r_err__5__q;
            end
            if (rd_idx == cqid__6) begin
                rs_base = rs_base | r_base__6__q;
                rs_log2 = rs_log2 | r_log2__6__q;
                rs_prod = rs_prod | r_prod__6__q;
                rs_cons = rs_cons | r_cons__6__q;
                rs_err = rs_err | r_err__6__q;
            end
            if (rd_idx == cqid__7) begin
                rs_base = rs_base | r_base__7__q;
                rs_log2 = rs_log2 | r_log2__7__q;
                rs_prod = rs_prod | r_prod__7__q;
                rs_cons = rs_cons | r_cons__7__q;
                rs_err = rs_err | r_err__7__q;
            end
            if (rd_idx == cqid__8) begin
                rs_base = rs_base | r_base__8__q;
                rs_log2 = rs_log2 | r_log2__8__q;
                rs_prod = rs_prod | r_prod__8__q;
                rs_cons = rs_cons | r_cons__8__q;
                rs_err = rs_err | r_err__8__q;
            end
            if (rd_idx == cqid__9) begin
                rs_base = rs_base | r_base__9__q;
                rs_log2 = rs_log2 | r_log2__9__q;
                rs_prod = rs_prod | r_prod__9__q;
                rs_cons = rs_cons | r_cons__9__q;
                rs_err = rs_err | r_err__9__q;
            end
            if (rd_idx == cqid__10) begin
                rs_base = rs_base | r_base__10__q;
                rs_log2 = rs_log2 | r_log2__10__q;
                rs_prod = rs_prod | r_prod__10__q;
                rs_cons = rs_cons | r_cons__10__q;
                rs_err = rs_err | r_err__10__q;
            end
            if (rd_idx == cqid__11) begin
                rs_base = rs_base | r_base__11__q;
                rs_log2 = rs_log2 | r_log2__11__q;
                rs_prod = rs_prod | r_prod__11__q;
                rs_cons = rs_cons | r_cons__11__q;
                rs_err = rs_err | r_err__11__q;
            end
            if (rd_idx == cqid__12) begin
                rs_base = rs_base | r_base__12__q;
                rs_log2 = rs_log2 | r_log2__12__q;
                rs_prod = rs_prod | r_prod__12__q;
                rs_cons = rs_cons | r_cons__12__q;
                rs_err = rs_err | r_err__12__q;
            end
            if (rd_idx == cqid__13) begin
                rs_base = rs_base | r_base__13__q;
                rs_log2 = rs_log2 | r_log2__13__q;
                rs_prod = rs_prod | r_prod__13__q;
                rs_cons = rs_cons | r_cons__13__q;
                rs_err = rs_err | r_err__13__q;
            end
            if (rd_idx == cqid__14) begin
                rs_base = rs_base | r_base__14__q;
                rs_log2 = rs_log2 | r_log2__14__q;
                rs_prod = rs_prod | r_prod__14__q;
                rs_cons = rs_cons | r_cons__14__q;
                rs_err = rs_err | r_err__14__q;
            end
            if (rd_idx == cqid__15) begin
                rs_base = rs_base | r_base__15__q;
                rs_log2 = rs_log2 | r_log2__15__q;
                rs_prod = rs_prod | r_prod__15__q;
                rs_cons = rs_cons | r_cons__15__q;
                rs_err = rs_err | r_err__15__q;
            end
            if (rd_off == off_lo) begin
                rd_word = rs_base[(32'h0)+:(32)];
            end
            if (rd_off == off_hi) begin
                rd_word = rs_base[(32'h20)+:(32)];
            end
            if (rd_off == off_log2) begin
                rd_word = ((rs_log2) & 32'hffffffff);
            end
            if (rd_off == off_prod) begin
                rd_word = rs_prod;
            end
            if (rd_off == off_cons) begin
                rd_word = rs_cons;
            end
            if (rd_off == off_status) begin
                rd_word = ((rs_err) & 32'hffffffff);
            end
        end
        if (reset) begin
            r_base__0__d = 32'h0;
            r_log2__0__d = 32'h0;
            r_prod__0__d = 32'h0;
            r_cons__0__d = 32'h0;
            r_err__0__d = 1'b0;
            r_base__1__d = 32'h0;
            r_log2__1__d = 32'h0;
            r_prod__1__d = 32'h0;
            r_cons__1__d = 32'h0;
            r_err__1__d = 1'b0;
            r_base__2__d = 32'h0;
            r_log2__2__d = 32'h0;
            r_prod__2__d = 32'h0;
            r_cons__2__d = 32'h0;
            r_err__2__d = 1'b0;
            r_base__3__d = 32'h0;
            r_log2__3__d = 32'h0;
            r_prod__3__d = 32'h0;
            r_cons__3__d = 32'h0;
            r_err__3__d = 1'b0;
            r_base__4__d = 32'h0;
            r_log2__4__d = 32'h0;
            r_prod__4__d = 32'h0;
            r_cons__4__d = 32'h0;
            r_err__4__d = 1'b0;
            r_base__5__d = 32'h0;
            r_log2__5__d = 32'h0;
            r_prod__5__d = 32'h0;
            r_cons__5__d = 32'h0;
            r_err__5__d = 1'b0;
            r_base__6__d = 32'h0;
            r_log2__6__d = 32'h0;
            r_prod__6__d = 32'h0;
            r_cons__6__d = 32'h0;
            r_err__6__d = 1'b0;
            r_base__7__d = 32'h0;
            r_log2__7__d = 32'h0;
            r_prod__7__d = 32'h0;
            r_cons__7__d = 32'h0;
            r_err__7__d = 1'b0;
            r_base__8__d = 32'h0;
            r_log2__8__d = 32'h0;
            r_prod__8__d = 32'h0;
            r_cons__8__d = 32'h0;
            r_err__8__d = 1'b0;
            r_base__9__d = 32'h0;
            r_log2__9__d = 32'h0;
            r_prod__9__d = 32'h0;
            r_cons__9__d = 32'h0;
            r_err__9__d = 1'b0;
            r_base__10__d = 32'h0;
            r_log2__10__d = 32'h0;
            r_prod__10__d = 32'h0;
            r_cons__10__d = 32'h0;
            r_err__10__d = 1'b0;
            r_base__11__d = 32'h0;
            r_log2__11__d = 32'h0;
            r_prod__11__d = 32'h0;
            r_cons__11__d = 32'h0;
            r_err__11__d = 1'b0;
            r_base__12__d = 32'h0;
            r_log2__12__d = 32'h0;
            r_prod__12__d = 32'h0;
            r_cons__12__d = 32'h0;
            r_err__12__d = 1'b0;
            r_base__13__d = 32'h0;
            r_log2__13__d = 32'h0;
            r_prod__13__d = 32'h0;
            r_cons__13__d = 32'h0;
            r_err__13__d = 1'b0;
            r_base__14__d = 32'h0;
            r_log2__14__d = 32'h0;
            r_prod__14__d = 32'h0;
            r_cons__14__d = 32'h0;
            r_err__14__d = 1'b0;
            r_base__15__d = 32'h0;
            r_log2__15__d = 32'h0;
            r_prod__15__d = 32'h0;
            r_cons__15__d = 32'h0;
            r_err__15__d = 1'b0;
        end
    end
    
endmodule // roce_cq_regs

module roce_cq_regs__dff_w64(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_cq_regs__dff_w64

module roce_cq_regs__dff_w32(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_cq_regs__dff_w32

module roce_cq_regs__dff_w1(d,q,clock);
    
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
          
endmodule // roce_cq_regs__dff_w1

module roce_cq_regs__dff_w5(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_cq_regs__dff_w5
