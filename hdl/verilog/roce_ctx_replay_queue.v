// roce_ctx_replay_queue: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_replay_queue(clock,reset,p1_valid,p1_rec,p1_set,p2_valid,p2_rec,p2_set,pop,head_valid,head,lk_set,lk_parked,up_set,up_parked,pf_set,pf_parked,count,fill,lk_key,lk_last,up_key,up_last);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  p1_valid;
    input wire  [1058:0] p1_rec;
    input wire  [7:0] p1_set;
    input wire  p2_valid;
    input wire  [1058:0] p2_rec;
    input wire  [7:0] p2_set;
    input wire  pop;
    output reg  head_valid;
    output reg  [1058:0] head;
    input wire  [7:0] lk_set;
    output reg  lk_parked;
    input wire  [7:0] up_set;
    output reg  up_parked;
    input wire  [7:0] pf_set;
    output reg  pf_parked;
    output reg  [5:0] count;
    output reg  [5:0] fill;
    input wire  [15:0] lk_key;
    output reg  lk_last;
    input wire  [15:0] up_key;
    output reg  up_last;
    
    // Constant declarations
    localparam  pqc__0 = 5'b0;
    localparam  pqc__1 = 5'b1;
    localparam  pqc__2 = 5'b10;
    localparam  pqc__3 = 5'b11;
    localparam  pqc__4 = 5'b100;
    localparam  pqc__5 = 5'b101;
    localparam  pqc__6 = 5'b110;
    localparam  pqc__7 = 5'b111;
    localparam  pqc__8 = 5'b1000;
    localparam  pqc__9 = 5'b1001;
    localparam  pqc__10 = 5'b1010;
    localparam  pqc__11 = 5'b1011;
    localparam  pqc__12 = 5'b1100;
    localparam  pqc__13 = 5'b1101;
    localparam  pqc__14 = 5'b1110;
    localparam  pqc__15 = 5'b1111;
    localparam  pqc__16 = 5'b10000;
    localparam  pqc__17 = 5'b10001;
    localparam  pqc__18 = 5'b10010;
    localparam  pqc__19 = 5'b10011;
    localparam  pqc__20 = 5'b10100;
    localparam  pqc__21 = 5'b10101;
    localparam  pqc__22 = 5'b10110;
    localparam  pqc__23 = 5'b10111;
    localparam  pqc__24 = 5'b11000;
    localparam  pqc__25 = 5'b11001;
    localparam  pqc__26 = 5'b11010;
    localparam  pqc__27 = 5'b11011;
    localparam  pqc__28 = 5'b11100;
    localparam  pqc__29 = 5'b11101;
    localparam  pqc__30 = 5'b11110;
    localparam  pqc__31 = 5'b11111;
    
    // Stub signals
    wire  qb0__clock;
    wire  qb0__reset;
    reg  qb0__wr_en;
    reg  [1058:0] qb0__wr_data;
    wire  qb0__rd_valid;
    wire  [1058:0] qb0__rd_data;
    reg  qb0__rd_en;
    wire  [4:0] qb0__fill;
    reg  qb0__replace;
    wire  qb1__clock;
    wire  qb1__reset;
    reg  qb1__wr_en;
    reg  [1058:0] qb1__wr_data;
    wire  qb1__rd_valid;
    wire  [1058:0] qb1__rd_data;
    reg  qb1__rd_en;
    wire  [4:0] qb1__fill;
    reg  qb1__replace;
    reg  pqv__0__d;
    wire  pqv__0__q;
    wire  pqv__0__clock;
    reg  pqv__1__d;
    wire  pqv__1__q;
    wire  pqv__1__clock;
    reg  pqv__2__d;
    wire  pqv__2__q;
    wire  pqv__2__clock;
    reg  pqv__3__d;
    wire  pqv__3__q;
    wire  pqv__3__clock;
    reg  pqv__4__d;
    wire  pqv__4__q;
    wire  pqv__4__clock;
    reg  pqv__5__d;
    wire  pqv__5__q;
    wire  pqv__5__clock;
    reg  pqv__6__d;
    wire  pqv__6__q;
    wire  pqv__6__clock;
    reg  pqv__7__d;
    wire  pqv__7__q;
    wire  pqv__7__clock;
    reg  pqv__8__d;
    wire  pqv__8__q;
    wire  pqv__8__clock;
    reg  pqv__9__d;
    wire  pqv__9__q;
    wire  pqv__9__clock;
    reg  pqv__10__d;
    wire  pqv__10__q;
    wire  pqv__10__clock;
    reg  pqv__11__d;
    wire  pqv__11__q;
    wire  pqv__11__clock;
    reg  pqv__12__d;
    wire  pqv__12__q;
    wire  pqv__12__clock;
    reg  pqv__13__d;
    wire  pqv__13__q;
    wire  pqv__13__clock;
    reg  pqv__14__d;
    wire  pqv__14__q;
    wire  pqv__14__clock;
    reg  pqv__15__d;
    wire  pqv__15__q;
    wire  pqv__15__clock;
    reg  pqv__16__d;
    wire  pqv__16__q;
    wire  pqv__16__clock;
    reg  pqv__17__d;
    wire  pqv__17__q;
    wire  pqv__17__clock;
    reg  pqv__18__d;
    wire  pqv__18__q;
    wire  pqv__18__clock;
    reg  pqv__19__d;
    wire  pqv__19__q;
    wire  pqv__19__clock;
    reg  pqv__20__d;
    wire  pqv__20__q;
    wire  pqv__20__clock;
    reg  pqv__21__d;
    wire  pqv__21__q;
    wire  pqv__21__clock;
    reg  pqv__22__d;
    wire  pqv__22__q;
    wire  pqv__22__clock;
    reg  pqv__23__d;
    wire  pqv__23__q;
    wire  pqv__23__clock;
    reg  pqv__24__d;
    wire  pqv__24__q;
    wire  pqv__24__clock;
    reg  pqv__25__d;
    wire  pqv__25__q;
    wire  pqv__25__clock;
    reg  pqv__26__d;
    wire  pqv__26__q;
    wire  pqv__26__clock;
    reg  pqv__27__d;
    wire  pqv__27__q;
    wire  pqv__27__clock;
    reg  pqv__28__d;
    wire  pqv__28__q;
    wire  pqv__28__clock;
    reg  pqv__29__d;
    wire  pqv__29__q;
    wire  pqv__29__clock;
    reg  pqv__30__d;
    wire  pqv__30__q;
    wire  pqv__30__clock;
    reg  pqv__31__d;
    wire  pqv__31__q;
    wire  pqv__31__clock;
    reg  [7:0] pqs__0__d;
    wire  [7:0] pqs__0__q;
    wire  pqs__0__clock;
    reg  [7:0] pqs__1__d;
    wire  [7:0] pqs__1__q;
    wire  pqs__1__clock;
    reg  [7:0] pqs__2__d;
    wire  [7:0] pqs__2__q;
    wire  pqs__2__clock;
    reg  [7:0] pqs__3__d;
    wire  [7:0] pqs__3__q;
    wire  pqs__3__clock;
    reg  [7:0] pqs__4__d;
    wire  [7:0] pqs__4__q;
    wire  pqs__4__clock;
    reg  [7:0] pqs__5__d;
    wire  [7:0] pqs__5__q;
    wire  pqs__5__clock;
    reg  [7:0] pqs__6__d;
    wire  [7:0] pqs__6__q;
    wire  pqs__6__clock;
    reg  [7:0] pqs__7__d;
    wire  [7:0] pqs__7__q;
    wire  pqs__7__clock;
    reg  [7:0] pqs__8__d;
    wire  [7:0] pqs__8__q;
    wire  pqs__8__clock;
    reg  [7:0] pqs__9__d;
    wire  [7:0] pqs__9__q;
    wire  pqs__9__clock;
    reg  [7:0] pqs__10__d;
    wire  [7:0] pqs__10__q;
    wire  pqs__10__clock;
    reg  [7:0] pqs__11__d;
    wire  [7:0] pqs__11__q;
    wire  pqs__11__clock;
    reg  [7:0] pqs__12__d;
    wire  [7:0] pqs__12__q;
    wire  pqs__12__clock;
    reg  [7:0] pqs__13__d;
    wire  [7:0] pqs__13__q;
    wire  pqs__13__clock;
    reg  [7:0] pqs__14__d;
    wire  [7:0] pqs__14__q;
    wire  pqs__14__clock;
    reg  [7:0] pqs__15__d;
    wire  [7:0] pqs__15__q;
    wire  pqs__15__clock;
    reg  [7:0] pqs__16__d;
    wire  [7:0] pqs__16__q;
    wire  pqs__16__clock;
    reg  [7:0] pqs__17__d;
    wire  [7:0] pqs__17__q;
    wire  pqs__17__clock;
    reg  [7:0] pqs__18__d;
    wire  [7:0] pqs__18__q;
    wire  pqs__18__clock;
    reg  [7:0] pqs__19__d;
    wire  [7:0] pqs__19__q;
    wire  pqs__19__clock;
    reg  [7:0] pqs__20__d;
    wire  [7:0] pqs__20__q;
    wire  pqs__20__clock;
    reg  [7:0] pqs__21__d;
    wire  [7:0] pqs__21__q;
    wire  pqs__21__clock;
    reg  [7:0] pqs__22__d;
    wire  [7:0] pqs__22__q;
    wire  pqs__22__clock;
    reg  [7:0] pqs__23__d;
    wire  [7:0] pqs__23__q;
    wire  pqs__23__clock;
    reg  [7:0] pqs__24__d;
    wire  [7:0] pqs__24__q;
    wire  pqs__24__clock;
    reg  [7:0] pqs__25__d;
    wire  [7:0] pqs__25__q;
    wire  pqs__25__clock;
    reg  [7:0] pqs__26__d;
    wire  [7:0] pqs__26__q;
    wire  pqs__26__clock;
    reg  [7:0] pqs__27__d;
    wire  [7:0] pqs__27__q;
    wire  pqs__27__clock;
    reg  [7:0] pqs__28__d;
    wire  [7:0] pqs__28__q;
    wire  pqs__28__clock;
    reg  [7:0] pqs__29__d;
    wire  [7:0] pqs__29__q;
    wire  pqs__29__clock;
    reg  [7:0] pqs__30__d;
    wire  [7:0] pqs__30__q;
    wire  pqs__30__clock;
    reg  [7:0] pqs__31__d;
    wire  [7:0] pqs__31__q;
    wire  pqs__31__clock;
    reg  [4:0] pq_head__d;
    wire  [4:0] pq_head__q;
    wire  pq_head__clock;
    reg  [4:0] pq_tail__d;
    wire  [4:0] pq_tail__q;
    wire  pq_tail__clock;
    reg  [5:0] q_count__d;
    wire  [5:0] q_count__q;
    wire  q_count__clock;
    reg  lp_valid__d;
    wire  lp_valid__q;
    wire  lp_valid__clock;
    reg  [15:0] lp_index__d;
    wire  [15:0] lp_index__q;
    wire  lp_index__clock;
    
    // Local signals
    reg  hb;
    reg  [15:0] p1_key;
    reg  [15:0] p2_key;
    
    // Sub module instances
    roce_ctx_replay_queue__qb0 qb0(
        .clock(qb0__clock),
        .reset(qb0__reset),
        .wr_en(qb0__wr_en),
        .wr_data(qb0__wr_data),
        .rd_valid(qb0__rd_valid),
        .rd_data(qb0__rd_data),
        .rd_en(qb0__rd_en),
        .fill(qb0__fill),
        .replace(qb0__replace)
    );
    roce_ctx_replay_queue__qb0 qb1(
        .clock(qb1__clock),
        .reset(qb1__reset),
        .wr_en(qb1__wr_en),
        .wr_data(qb1__wr_data),
        .rd_valid(qb1__rd_valid),
        .rd_data(qb1__rd_data),
        .rd_en(qb1__rd_en),
        .fill(qb1__fill),
        .replace(qb1__replace)
    );
    roce_ctx_replay_queue__dff_w1 pqv__0(
        .d(pqv__0__d),
        .q(pqv__0__q),
        .clock(pqv__0__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__1(
        .d(pqv__1__d),
        .q(pqv__1__q),
        .clock(pqv__1__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__2(
        .d(pqv__2__d),
        .q(pqv__2__q),
        .clock(pqv__2__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__3(
        .d(pqv__3__d),
        .q(pqv__3__q),
        .clock(pqv__3__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__4(
        .d(pqv__4__d),
        .q(pqv__4__q),
        .clock(pqv__4__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__5(
        .d(pqv__5__d),
        .q(pqv__5__q),
        .clock(pqv__5__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__6(
        .d(pqv__6__d),
        .q(pqv__6__q),
        .clock(pqv__6__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__7(
        .d(pqv__7__d),
        .q(pqv__7__q),
        .clock(pqv__7__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__8(
        .d(pqv__8__d),
        .q(pqv__8__q),
        .clock(pqv__8__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__9(
        .d(pqv__9__d),
        .q(pqv__9__q),
        .clock(pqv__9__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__10(
        .d(pqv__10__d),
        .q(pqv__10__q),
        .clock(pqv__10__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__11(
        .d(pqv__11__d),
        .q(pqv__11__q),
        .clock(pqv__11__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__12(
        .d(pqv__12__d),
        .q(pqv__12__q),
        .clock(pqv__12__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__13(
        .d(pqv__13__d),
        .q(pqv__13__q),
        .clock(pqv__13__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__14(
        .d(pqv__14__d),
        .q(pqv__14__q),
        .clock(pqv__14__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__15(
        .d(pqv__15__d),
        .q(pqv__15__q),
        .clock(pqv__15__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__16(
        .d(pqv__16__d),
        .q(pqv__16__q),
        .clock(pqv__16__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__17(
        .d(pqv__17__d),
        .q(pqv__17__q),
        .clock(pqv__17__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__18(
        .d(pqv__18__d),
        .q(pqv__18__q),
        .clock(pqv__18__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__19(
        .d(pqv__19__d),
        .q(pqv__19__q),
        .clock(pqv__19__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__20(
        .d(pqv__20__d),
        .q(pqv__20__q),
        .clock(pqv__20__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__21(
        .d(pqv__21__d),
        .q(pqv__21__q),
        .clock(pqv__21__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__22(
        .d(pqv__22__d),
        .q(pqv__22__q),
        .clock(pqv__22__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__23(
        .d(pqv__23__d),
        .q(pqv__23__q),
        .clock(pqv__23__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__24(
        .d(pqv__24__d),
        .q(pqv__24__q),
        .clock(pqv__24__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__25(
        .d(pqv__25__d),
        .q(pqv__25__q),
        .clock(pqv__25__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__26(
        .d(pqv__26__d),
        .q(pqv__26__q),
        .clock(pqv__26__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__27(
        .d(pqv__27__d),
        .q(pqv__27__q),
        .clock(pqv__27__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__28(
        .d(pqv__28__d),
        .q(pqv__28__q),
        .clock(pqv__28__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__29(
        .d(pqv__29__d),
        .q(pqv__29__q),
        .clock(pqv__29__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__30(
        .d(pqv__30__d),
        .q(pqv__30__q),
        .clock(pqv__30__clock)
    );
    roce_ctx_replay_queue__dff_w1 pqv__31(
        .d(pqv__31__d),
        .q(pqv__31__q),
        .clock(pqv__31__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__0(
        .d(pqs__0__d),
        .q(pqs__0__q),
        .clock(pqs__0__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__1(
        .d(pqs__1__d),
        .q(pqs__1__q),
        .clock(pqs__1__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__2(
        .d(pqs__2__d),
        .q(pqs__2__q),
        .clock(pqs__2__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__3(
        .d(pqs__3__d),
        .q(pqs__3__q),
        .clock(pqs__3__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__4(
        .d(pqs__4__d),
        .q(pqs__4__q),
        .clock(pqs__4__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__5(
        .d(pqs__5__d),
        .q(pqs__5__q),
        .clock(pqs__5__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__6(
        .d(pqs__6__d),
        .q(pqs__6__q),
        .clock(pqs__6__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__7(
        .d(pqs__7__d),
        .q(pqs__7__q),
        .clock(pqs__7__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__8(
        .d(pqs__8__d),
        .q(pqs__8__q),
        .clock(pqs__8__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__9(
        .d(pqs__9__d),
        .q(pqs__9__q),
        .clock(pqs__9__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__10(
        .d(pqs__10__d),
        .q(pqs__10__q),
        .clock(pqs__10__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__11(
        .d(pqs__11__d),
        .q(pqs__11__q),
        .clock(pqs__11__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__12(
        .d(pqs__12__d),
        .q(pqs__12__q),
        .clock(pqs__12__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__13(
        .d(pqs__13__d),
        .q(pqs__13__q),
        .clock(pqs__13__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__14(
        .d(pqs__14__d),
        .q(pqs__14__q),
        .clock(pqs__14__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__15(
        .d(pqs__15__d),
        .q(pqs__15__q),
        .clock(pqs__15__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__16(
        .d(pqs__16__d),
        .q(pqs__16__q),
        .clock(pqs__16__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__17(
        .d(pqs__17__d),
        .q(pqs__17__q),
        .clock(pqs__17__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__18(
        .d(pqs__18__d),
        .q(pqs__18__q),
        .clock(pqs__18__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__19(
        .d(pqs__19__d),
        .q(pqs__19__q),
        .clock(pqs__19__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__20(
        .d(pqs__20__d),
        .q(pqs__20__q),
        .clock(pqs__20__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__21(
        .d(pqs__21__d),
        .q(pqs__21__q),
        .clock(pqs__21__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__22(
        .d(pqs__22__d),
        .q(pqs__22__q),
        .clock(pqs__22__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__23(
        .d(pqs__23__d),
        .q(pqs__23__q),
        .clock(pqs__23__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__24(
        .d(pqs__24__d),
        .q(pqs__24__q),
        .clock(pqs__24__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__25(
        .d(pqs__25__d),
        .q(pqs__25__q),
        .clock(pqs__25__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__26(
        .d(pqs__26__d),
        .q(pqs__26__q),
        .clock(pqs__26__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__27(
        .d(pqs__27__d),
        .q(pqs__27__q),
        .clock(pqs__27__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__28(
        .d(pqs__28__d),
        .q(pqs__28__q),
        .clock(pqs__28__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__29(
        .d(pqs__29__d),
        .q(pqs__29__q),
        .clock(pqs__29__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__30(
        .d(pqs__30__d),
        .q(pqs__30__q),
        .clock(pqs__30__clock)
    );
    roce_ctx_replay_queue__dff_w8 pqs__31(
        .d(pqs__31__d),
        .q(pqs__31__q),
        .clock(pqs__31__clock)
    );
    roce_ctx_replay_queue__dff_w5 pq_head(
        .d(pq_head__d),
        .q(pq_head__q),
        .clock(pq_head__clock)
    );
    roce_ctx_replay_queue__dff_w5 pq_tail(
        .d(pq_tail__d),
        .q(pq_tail__q),
        .clock(pq_tail__clock)
    );
    roce_ctx_replay_queue__q_count q_count(
        .d(q_count__d),
        .q(q_count__q),
        .clock(q_count__clock)
    );
    roce_ctx_replay_queue__dff_w1 lp_valid(
        .d(lp_valid__d),
        .q(lp_valid__q),
        .clock(lp_valid__clock)
    );
    roce_ctx_replay_queue__lp_index lp_index(
        .d(lp_index__d),
        .q(lp_index__q),
        .clock(lp_index__clock)
    );
    
    assign pq_head__clock = clock;
    assign pq_tail__clock = clock;
    assign q_count__clock = clock;
    assign lp_valid__clock = clock;
    assign lp_index__clock = clock;
    assign qb0__clock = clock;
    assign qb1__clock = clock;
    assign qb0__reset = reset;
    assign qb1__reset = reset;
    assign pqv__0__clock = clock;
    assign pqs__0__clock = clock;
    assign pqv__1__clock = clock;
    assign pqs__1__clock = clock;
    assign pqv__2__clock = clock;
    assign pqs__2__clock = clock;
    assign pqv__3__clock = clock;
    assign pqs__3__clock = clock;
    assign pqv__4__clock = clock;
    assign pqs__4__clock = clock;
    assign pqv__5__clock = clock;
    assign pqs__5__clock = clock;
    assign pqv__6__clock = clock;
    assign pqs__6__clock = clock;
    assign pqv__7__clock = clock;
    assign pqs__7__clock = clock;
    assign pqv__8__clock = clock;
    assign pqs__8__clock = clock;
    assign pqv__9__clock = clock;
    assign pqs__9__clock = clock;
    assign pqv__10__clock = clock;
    assign pqs__10__clock = clock;
    assign pqv__11__clock = clock;
    assign pqs__11__clock = clock;
    assign pqv__12__clock = clock;
    assign pqs__12__clock = clock;
    assign pqv__13__clock = clock;
    assign pqs__13__clock = clock;
    assign pqv__14__clock = clock;
    assign pqs__14__clock = clock;
    assign pqv__15__clock = clock;
    assign pqs__15__clock = clock;
    assign pqv__16__clock = clock;
    assign pqs__16__clock = clock;
    assign pqv__17__clock = clock;
    assign pqs__17__clock = clock;
    assign pqv__18__clock = clock;
    assign pqs__18__clock = clock;
    assign pqv__19__clock = clock;
    assign pqs__19__clock = clock;
    assign pqv__20__clock = clock;
    assign pqs__20__clock = clock;
    assign pqv__21__clock = clock;
    assign pqs__21__clock = clock;
    assign pqv__22__clock = clock;
    assign pqs__22__clock = clock;
    assign pqv__23__clock = clock;
    assign pqs__23__clock = clock;
    assign pqv__24__clock = clock;
    assign pqs__24__clock = clock;
    assign pqv__25__clock = clock;
    assign pqs__25__clock = clock;
    assign pqv__26__clock = clock;
    assign pqs__26__clock = clock;
    assign pqv__27__clock = clock;
    assign pqs__27__clock = clock;
    assign pqv__28__clock = clock;
    assign pqs__28__clock = clock;
    assign pqv__29__clock = clock;
    assign pqs__29__clock = clock;
    assign pqv__30__clock = clock;
    assign pqs__30__clock = clock;
    assign pqv__31__clock = clock;
    assign pqs__31__clock = clock;
    
    // Update code
    always @(*) begin
        pq_head__d = pq_head__q;
        pq_tail__d = pq_tail__q;
        q_count__d = q_count__q;
        lp_valid__d = lp_valid__q;
        lp_index__d = lp_index__q;
        qb0__replace = 1'b0;
        qb1__replace = 1'b0;
        pqv__0__d = pqv__0__q;
        pqs__0__d = pqs__0__q;
        pqv__1__d = pqv__1__q;
        pqs__1__d = pqs__1__q;
        pqv__2__d = pqv__2__q;
        pqs__2__d = pqs__2__q;
        pqv__3__d = pqv__3__q;
        pqs__3__d = pqs__3__q;
        pqv__4__d = pqv__4__q;
        pqs__4__d = pqs__4__q;
        pqv__5__d = pqv__5__q;
        pqs__5__d = pqs__5__q;
        pqv__6__d = pqv__6__q;
        pqs__6__d = pqs__6__q;
        pqv__7__d = pqv__7__q;
        pqs__7__d = pqs__7__q;
        pqv__8__d = pqv__8__q;
        pqs__8__d = pqs__8__q;
        pqv__9__d = pqv__9__q;
        pqs__9__d = pqs__9__q;
        pqv__10__d = pqv__10__q;
        pqs__10__d = pqs__10__q;
        pqv__11__d = pqv__11__q;
        pqs__11__d = pqs__11__q;
        pqv__12__d = pqv__12__q;
        pqs__12__d = pqs__12__q;
        pqv__13__d = pqv__13__q;
        pqs__13__d = pqs__13__q;
        pqv__14__d = pqv__14__q;
        pqs__14__d = pqs__14__q;
        pqv__15__d = pqv__15__q;
        pqs__15__d = pqs__15__q;
        pqv__16__d = pqv__16__q;
        pqs__16__d = pqs__16__q;
        pqv__17__d = pqv__17__q;
        pqs__17__d = pqs__17__q;
        pqv__18__d = pqv__18__q;
        pqs__18__d = pqs__18__q;
        pqv__19__d = pqv__19__q;
        pqs__19__d = pqs__19__q;
        pqv__20__d = pqv__20__q;
        pqs__20__d = pqs__20__q;
        pqv__21__d = pqv__21__q;
        pqs__21__d = pqs__21__q;
        pqv__22__d = pqv__22__q;
        pqs__22__d = pqs__22__q;
        pqv__23__d = pqv__23__q;
        pqs__23__d = pqs__23__q;
        pqv__24__d = pqv__24__q;
        pqs__24__d = pqs__24__q;
        pqv__25__d = pqv__25__q;
        pqs__25__d = pqs__25__q;
        pqv__26__d = pqv__26__q;
        pqs__26__d = pqs__26__q;
        pqv__27__d = pqv__27__q;
        pqs__27__d = pqs__27__q;
        pqv__28__d = pqv__28__q;
        pqs__28__d = pqs__28__q;
        pqv__29__d = pqv__29__q;
        pqs__29__d = pqs__29__q;
        pqv__30__d = pqv__30__q;
        pqs__30__d = pqs__30__q;
        pqv__31__d = pqv__31__q;
        pqs__31__d = pqs__31__q;
        count = q_count__q;
        fill = ((qb0__fill) & 6'h3f) + ((qb1__fill) & 6'h3f);
        hb = pq_head__q[32'h0];
        head = qb0__rd_data;
        head_valid = qb0__rd_valid;
        if (hb) begin
            head = qb1__rd_data;
            head_valid = qb1__rd_valid;
        end
        qb0__rd_en = pop & ~hb;
        qb1__rd_en = pop & hb;
        if (pop) begin
            pq_head__d = pq_head__q + 32'h1;
        end
        lk_parked = 1'b0;
        up_parked = 1'b0;
        pf_parked = 1'b0;
        if (pqv__0__q & (pqs__0__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__0__q & (pqs__0__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__0__q & (pqs__0__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__1__q & (pqs__1__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__1__q & (pqs__1__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__1__q & (pqs__1__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__2__q & (pqs__2__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__2__q & (pqs__2__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__2__q & (pqs__2__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__3__q & (pqs__3__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__3__q & (pqs__3__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__3__q & (pqs__3__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__4__q & (pqs__4__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__4__q & (pqs__4__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__4__q & (pqs__4__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__5__q & (pqs__5__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__5__q & (pqs__5__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__5__q & (pqs__5__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__6__q & (pqs__6__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__6__q & (pqs__6__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__6__q & (pqs__6__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__7__q & (pqs__7__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__7__q & (pqs__7__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__7__q & (pqs__7__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__8__q & (pqs__8__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__8__q & (pqs__8__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__8__q & (pqs__8__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__9__q & (pqs__9__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__9__q & (pqs__9__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__9__q & (pqs__9__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__10__q & (pqs__10__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__10__q & (pqs__10__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__10__q & (pqs__10__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__11__q & (pqs__11__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__11__q & (pqs__11__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__11__q & (pqs__11__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__12__q & (pqs__12__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__12__q & (pqs__12__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__12__q & (pqs__12__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__13__q & (pqs__13__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__13__q & (pqs__13__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__13__q & (pqs__13__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__14__q & (pqs__14__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__14__q & (pqs__14__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__14__q & (pqs__14__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__15__q & (pqs__15__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__15__q & (pqs__15__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__15__q & (pqs__15__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__16__q & (pqs__16__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__16__q & (pqs__16__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__16__q & (pqs__16__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__17__q & (pqs__17__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__17__q & (pqs__17__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__17__q & (pqs__17__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__18__q & (pqs__18__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__18__q & (pqs__18__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__18__q & (pqs__18__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__19__q & (pqs__19__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__19__q & (pqs__19__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__19__q & (pqs__19__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__20__q & (pqs__20__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__20__q & (pqs__20__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__20__q & (pqs__20__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__21__q & (pqs__21__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__21__q & (pqs__21__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__21__q & (pqs__21__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__22__q & (pqs__22__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__22__q & (pqs__22__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__22__q & (pqs__22__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__23__q & (pqs__23__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__23__q & (pqs__23__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__23__q & (pqs__23__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__24__q & (pqs__24__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__24__q & (pqs__24__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__24__q & (pqs__24__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__25__q & (pqs__25__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__25__q & (pqs__25__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__25__q & (pqs__25__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__26__q & (pqs__26__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__26__q & (pqs__26__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__26__q & (pqs__26__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__27__q & (pqs__27__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__27__q & (pqs__27__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__27__q & (pqs__27__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__28__q & (pqs__28__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__28__q & (pqs__28__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__28__q & (pqs__28__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__29__q & (pqs__29__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__29__q & (pqs__29__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__29__q & (pqs__29__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__30__q & (pqs__30__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__30__q & (pqs__30__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__30__q & (pqs__30__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__31__q & (pqs__31__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__31__q & (pqs__31__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__31__q & (pqs__31__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        qb0__wr_en = 1'b0;
        qb1__wr_en = 1'b0;
        qb0__wr_data = p1_rec;
        qb1__wr_data = p1_rec;
        if (pq_tail__q[32'h0]) begin
            qb1__wr_en = p1_valid;
            qb0__wr_en = p2_valid;
            qb0__wr_data = p2_rec;
        end
        else begin
            qb0__wr_en = p1_valid;
            qb1__wr_en = p2_valid;
            qb1__wr_data = p2_rec;
        end
        if (pop & (pq_head__q == pqc__0)) begin
            pqv__0__d = 1'b0;
        end
        if (pq_tail__q == pqc__0) begin
            pqs__0__d = p1_set;
            if (p1_valid) begin
                pqv__0__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__0) begin
            pqs__0__d = p2_set;
            if (p2_valid) begin
                pqv__0__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__1)) begin
            pqv__1__d = 1'b0;
        end
        if (pq_tail__q == pqc__1) begin
            pqs__1__d = p1_set;
            if (p1_valid) begin
                pqv__1__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__1) begin
            pqs__1__d = p2_set;
            if (p2_valid) begin
                pqv__1__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__2)) begin
            pqv__2__d = 1'b0;
        end
        if (pq_tail__q == pqc__2) begin
            pqs__2__d = p1_set;
            if (p1_valid) begin
                pqv__2__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__2) begin
            pqs__2__d = p2_set;
            if (p2_valid) begin
                pqv__2__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__3)) begin
            pqv__3__d = 1'b0;
        end
        if (pq_tail__q == pqc__3) begin
            pqs__3__d = p1_set;
            if (p1_valid) begin
                pqv__3__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__3) begin
            pqs__3__d = p2_set;
            if (p2_valid) begin
                pqv__3__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__4)) begin
            pqv__4__d = 1'b0;
        end
        if (pq_tail__q == pqc__4) begin
            pqs__4__d = p1_set;
            if (p1_valid) begin
                pqv__4__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__4) begin
            pqs__4__d = p2_set;
            if (p2_valid) begin
                pqv__4__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__5)) begin
            pqv__5__d = 1'b0;
        end
        if (pq_tail__q == pqc__5) begin
            pqs__5__d = p1_set;
            if (p1_valid) begin
                pqv__5__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__5) begin
            pqs__5__d = p2_set;
            if (p2_valid) begin
                pqv__5__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__6)) begin
            pqv__6__d = 1'b0;
        end
        if (pq_tail__q == pqc__6) begin
            pqs__6__d = p1_set;
            if (p1_valid) begin
                pqv__6__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__6) begin
            pqs__6__d = p2_set;
            if (p2_valid) begin
                pqv__6__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__7)) begin
            pqv__7__d = 1'b0;
        end
        if (pq_tail__q == pqc__7) begin
            pqs__7__d = p1_set;
            if (p1_valid) begin
                pqv__7__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__7) begin
            pqs__7__d = p2_set;
            if (p2_valid) begin
                pqv__7__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__8)) begin
            pqv__8__d = 1'b0;
        end
        if (pq_tail__q == pqc__8) begin
            pqs__8__d = p1_set;
            if (p1_valid) begin
                pqv__8__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__8) begin
            pqs__8__d = p2_set;
            if (p2_valid) begin
                pqv__8__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__9)) begin
            pqv__9__d = 1'b0;
        end
        if (pq_tail__q == pqc__9) begin
            pqs__9__d = p1_set;
            if (p1_valid) begin
                pqv__9__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__9) begin
            pqs__9__d = p2_set;
            if (p2_valid) begin
                pqv__9__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__10)) begin
            pqv__10__d = 1'b0;
        end
        if (pq_tail__q == pqc__10) begin
            pqs__10__d = p1_set;
            if (p1_valid) begin
                pqv__10__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__10) begin
            pqs__10__d = p2_set;
            if (p2_valid) begin
                pqv__10__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__11)) begin
            pqv__11__d = 1'b0;
        end
        if (pq_tail__q == pqc__11) begin
            pqs__11__d = p1_set;
            if (p1_valid) begin
                pqv__11__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__11) begin
            pqs__11__d = p2_set;
            if (p2_valid) begin
                pqv__11__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__12)) begin
            pqv__12__d = 1'b0;
        end
        if (pq_tail__q == pqc__12) begin
            pqs__12__d = p1_set;
            if (p1_valid) begin
                pqv__12__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__12) begin
            pqs__12__d = p2_set;
            if (p2_valid) begin
                pqv__12__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__13)) begin
            pqv__13__d = 1'b0;
        end
        if (pq_tail__q == pqc__13) begin
            pqs__13__d = p1_set;
            if (p1_valid) begin
                pqv__13__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__13) begin
            pqs__13__d = p2_set;
            if (p2_valid) begin
                pqv__13__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__14)) begin
            pqv__14__d = 1'b0;
        end
        if (pq_tail__q == pqc__14) begin
            pqs__14__d = p1_set;
            if (p1_valid) begin
                pqv__14__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__14) begin
            pqs__14__d = p2_set;
            if (p2_valid) begin
                pqv__14__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__15)) begin
            pqv__15__d = 1'b0;
        end
        if (pq_tail__q == pqc__15) begin
            pqs__15__d = p1_set;
            if (p1_valid) begin
                pqv__15__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__15) begin
            pqs__15__d = p2_set;
            if (p2_valid) begin
                pqv__15__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__16)) begin
            pqv__16__d = 1'b0;
        end
        if (pq_tail__q == pqc__16) begin
            pqs__16__d = p1_set;
            if (p1_valid) begin
                pqv__16__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__16) begin
            pqs__16__d = p2_set;
            if (p2_valid) begin
                pqv__16__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__17)) begin
            pqv__17__d = 1'b0;
        end
        if (pq_tail__q == pqc__17) begin
            pqs__17__d = p1_set;
            if (p1_valid) begin
                pqv__17__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__17) begin
            pqs__17__d = p2_set;
            if (p2_valid) begin
                pqv__17__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__18)) begin
            pqv__18__d = 1'b0;
        end
        if (pq_tail__q == pqc__18) begin
            pqs__18__d = p1_set;
            if (p1_valid) begin
                pqv__18__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__18) begin
            pqs__18__d = p2_set;
            if (p2_valid) begin
                pqv__18__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__19)) begin
            pqv__19__d = 1'b0;
        end
        if (pq_tail__q == pqc__19) begin
            pqs__19__d = p1_set;
            if (p1_valid) begin
                pqv__19__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__19) begin
            pqs__19__d = p2_set;
            if (p2_valid) begin
                pqv__19__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__20)) begin
            pqv__20__d = 1'b0;
        end
        if (pq_tail__q == pqc__20) begin
            pqs__20__d = p1_set;
            if (p1_valid) begin
                pqv__20__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__20) begin
            pqs__20__d = p2_set;
            if (p2_valid) begin
                pqv__20__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__21)) begin
            pqv__21__d = 1'b0;
        end
        if (pq_tail__q == pqc__21) begin
            pqs__21__d = p1_set;
            if (p1_valid) begin
                pqv__21__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__21) begin
            pqs__21__d = p2_set;
            if (p2_valid) begin
                pqv__21__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__22)) begin
            pqv__22__d = 1'b0;
        end
        if (pq_tail__q == pqc__22) begin
            pqs__22__d = p1_set;
            if (p1_valid) begin
                pqv__22__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__22) begin
            pqs__22__d = p2_set;
            if (p2_valid) begin
                pqv__22__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__23)) begin
            pqv__23__d = 1'b0;
        end
        if (pq_tail__q == pqc__23) begin
            pqs__23__d = p1_set;
            if (p1_valid) begin
                pqv__23__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__23) begin
            pqs__23__d = p2_set;
            if (p2_valid) begin
                pqv__23__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__24)) begin
            pqv__24__d = 1'b0;
        end
        if (pq_tail__q == pqc__24) begin
            pqs__24__d = p1_set;
            if (p1_valid) begin
                pqv__24__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__24) begin
            pqs__24__d = p2_set;
            if (p2_valid) begin
                pqv__24__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__25)) begin
            pqv__25__d = 1'b0;
        end
        if (pq_tail__q == pqc__25) begin
            pqs__25__d = p1_set;
            if (p1_valid) begin
                pqv__25__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__25) begin
            pqs__25__d = p2_set;
            if (p2_valid) begin
                pqv__25__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__26)) begin
            pqv__26__d = 1'b0;
        end
        if (pq_tail__q == pqc__26) begin
            pqs__26__d = p1_set;
            if (p1_valid) begin
                pqv__26__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__26) begin
            pqs__26__d = p2_set;
            if (p2_valid) begin
                pqv__26__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__27)) begin
            pqv__27__d = 1'b0;
        end
        if (pq_tail__q == pqc__27) begin
            pqs__27__d = p1_set;
            if (p1_valid) begin
                pqv__27__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__27) begin
            pqs__27__d = p2_set;
            if (p2_valid) begin
                pqv__27__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__28)) begin
            pqv__28__d = 1'b0;
        end
        if (pq_tail__q == pqc__28) begin
            pqs__28__d = p1_set;
            if (p1_valid) begin
                pqv__28__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__28) begin
            pqs__28__d = p2_set;
            if (p2_valid) begin
                pqv__28__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__29)) begin
            pqv__29__d = 1'b0;
        end
        if (pq_tail__q == pqc__29) begin
            pqs__29__d = p1_set;
            if (p1_valid) begin
                pqv__29__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__29) begin
            pqs__29__d = p2_set;
            if (p2_valid) begin
                pqv__29__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__30)) begin
            pqv__30__d = 1'b0;
        end
        if (pq_tail__q == pqc__30) begin
            pqs__30__d = p1_set;
            if (p1_valid) begin
                pqv__30__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__30) begin
            pqs__30__d = p2_set;
            if (p2_valid) begin
                pqv__30__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__31)) begin
            pqv__31__d = 1'b0;
        end
        if (pq_tail__q == pqc__31) begin
            pqs__31__d = p1_set;
            if (p1_valid) begin
                pqv__31__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__31) begin
            pqs__31__d = p2_set;
            if (p2_valid) begin
                pqv__31__d = 1'b1;
            end
        end
        if (p2_valid) begin
            pq_tail__d = pq_tail__q + 32'h2;
        end
        else if (p1_valid) begin
            pq_tail__d = pq_tail__q + 32'h1;
        end
        if (p2_valid) begin
            if (pop) begin
                q_count__d = q_count__q + 32'h1;
            end
            else begin
                q_count__d = q_count__q + 32'h2;
            end
        end
        else if (p1_valid & ~pop) begin
            q_count__d = q_count__q + 32'h1;
        end
        else if (~p1_valid & pop) begin
            q_count__d = q_count__q - 32'h1;
        end
        lk_last = lp_valid__q & (lk_key == lp_index__q);
        up_last = lp_valid__q & (up_key == lp_index__q);
        p1_key = ((p1_rec[(64'h400)+:(24)]) & 16'hffff);
        p2_key = ((p2_rec[(64'h400)+:(24)]) & 16'hffff);
        lp_valid__d = q_count__q != 32'h0;
        if (p1_valid) begin
            lp_valid__d = 1'b1;
            lp_index__d = p1_key;
            if (p2_valid) begin
                lp_index__d = p2_key;
            end
        end
        if (reset) begin
            lp_valid__d = 1'b0;
            pq_head__d = 32'h0;
            pq_tail__d = 32'h0;
            q_count__d = 32'h0;
            pqv__0__d = 1'b0;
            pqv__1__d = 1'b0;
            pqv__2__d = 1'b0;
            pqv__3__d = 1'b0;
            pqv__4__d = 1'b0;
            pqv__5__d = 1'b0;
            pqv__6__d = 1'b0;
            pqv__7__d = 1'b0;
            pqv__8__d = 1'b0;
            pqv__9__d = 1'b0;
            pqv__10__d = 1'b0;
            pqv__11__d = 1'b0;
            pqv__12__d = 1'b0;
            pqv__13__d = 1'b0;
            pqv__14__d = 1'b0;
            pqv__15__d = 1'b0;
            pqv__16__d = 1'b0;
            pqv__17__d = 1'b0;
            pqv__18__d = 1'b0;
            pqv__19__d = 1'b0;
            pqv__20__d = 1'b0;
            pqv__21__d = 1'b0;
            pqv__22__d = 1'b0;
            pqv__23__d = 1'b0;
            pqv__24__d = 1'b0;
            pqv__25__d = 1'b0;
            pqv__26__d = 1'b0;
            pqv__27__d = 1'b0;
            pqv__28__d = 1'b0;
            pqv__29__d = 1'b0;
            pqv__30__d = 1'b0;
            pqv__31__d = 1'b0;
        end
    end
    
endmodule // roce_ctx_replay_queue

module roce_ctx_replay_queue__lp_index(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_ctx_replay_queue__lp_index

module roce_ctx_replay_queue__dff_w1(d,q,clock);
    
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
          
endmodule // roce_ctx_replay_queue__dff_w1

module roce_ctx_replay_queue__dff_w5(d,q,clock);
    
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
          
endmodule // roce_ctx_replay_queue__dff_w5

module roce_ctx_replay_queue__dff_w8(d,q,clock);
    
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
          
endmodule // roce_ctx_replay_queue__dff_w8

module roce_ctx_replay_queue__q_count(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_ctx_replay_queue__q_count

module roce_ctx_replay_queue__qb0(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [1058:0] wr_data;
    output reg  rd_valid;
    output reg  [1058:0] rd_data;
    input wire  rd_en;
    output reg  [4:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram__read_address;
    wire  ram__read_clock;
    wire  [1058:0] ram__read_data;
    reg  [3:0] ram__write_address;
    wire  ram__write_clock;
    reg  [1058:0] ram__write_data;
    reg  ram__write_enable;
    reg  [4:0] wr_ptr__d;
    wire  [4:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [4:0] rd_ptr__d;
    wire  [4:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [4:0] count;
    
    // Sub module instances
    roce_ctx_replay_queue__qb0__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_ctx_replay_queue__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_ctx_replay_queue__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_ctx_replay_queue__dff_w1 head(
        .d(head__d),
        .q(head__q),
        .clock(head__clock)
    );
    
    assign wr_ptr__clock = clock;
    assign rd_ptr__clock = clock;
    assign head__clock = clock;
    assign ram__write_clock = clock;
    assign ram__read_clock = clock;
    
    // Update code
    always @(*) begin
        wr_ptr__d = wr_ptr__q;
        rd_ptr__d = rd_ptr__q;
        head__d = head__q;
        count = wr_ptr__q - rd_ptr__q;
        fill = count;
        if (head__q) begin
            fill = count + 32'h1;
        end
        pop = head__q & rd_en;
        fetch = (count != 32'h0) & (~head__q | pop);
        ram__read_address = ((rd_ptr__q - 32'h1) & 4'hf);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 4'hf);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 4'hf);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 4'hf);
            ram__write_enable = 1'b1;
        end
        else if (wr_en & (fill < capacity)) begin
            ram__write_enable = 1'b1;
            wr_ptr__d = wr_ptr__q + 32'h1;
        end
        if (reset) begin
            wr_ptr__d = 32'h0;
            rd_ptr__d = 32'h0;
            head__d = 1'b0;
        end
    end
    
endmodule // roce_ctx_replay_queue__qb0

module roce_ctx_replay_queue__qb0__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [1058:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [1058:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1058:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_ctx_replay_queue__qb0__ram
