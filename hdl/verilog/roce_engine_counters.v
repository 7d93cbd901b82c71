// roce_engine_counters: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_engine_counters(clock,reset,inc,add_bytes,counters);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [33:0] inc;
    input wire  [15:0] add_bytes;
    output reg  [1087:0] counters;
    
    // Stub signals
    reg  [31:0] cnt__0__d;
    wire  [31:0] cnt__0__q;
    wire  cnt__0__clock;
    reg  [31:0] cnt__1__d;
    wire  [31:0] cnt__1__q;
    wire  cnt__1__clock;
    reg  [31:0] cnt__2__d;
    wire  [31:0] cnt__2__q;
    wire  cnt__2__clock;
    reg  [31:0] cnt__3__d;
    wire  [31:0] cnt__3__q;
    wire  cnt__3__clock;
    reg  [31:0] cnt__4__d;
    wire  [31:0] cnt__4__q;
    wire  cnt__4__clock;
    reg  [31:0] cnt__5__d;
    wire  [31:0] cnt__5__q;
    wire  cnt__5__clock;
    reg  [31:0] cnt__6__d;
    wire  [31:0] cnt__6__q;
    wire  cnt__6__clock;
    reg  [31:0] cnt__7__d;
    wire  [31:0] cnt__7__q;
    wire  cnt__7__clock;
    reg  [31:0] cnt__8__d;
    wire  [31:0] cnt__8__q;
    wire  cnt__8__clock;
    reg  [31:0] cnt__9__d;
    wire  [31:0] cnt__9__q;
    wire  cnt__9__clock;
    reg  [31:0] cnt__10__d;
    wire  [31:0] cnt__10__q;
    wire  cnt__10__clock;
    reg  [31:0] cnt__11__d;
    wire  [31:0] cnt__11__q;
    wire  cnt__11__clock;
    reg  [31:0] cnt__12__d;
    wire  [31:0] cnt__12__q;
    wire  cnt__12__clock;
    reg  [31:0] cnt__13__d;
    wire  [31:0] cnt__13__q;
    wire  cnt__13__clock;
    reg  [31:0] cnt__14__d;
    wire  [31:0] cnt__14__q;
    wire  cnt__14__clock;
    reg  [31:0] cnt__15__d;
    wire  [31:0] cnt__15__q;
    wire  cnt__15__clock;
    reg  [31:0] cnt__16__d;
    wire  [31:0] cnt__16__q;
    wire  cnt__16__clock;
    reg  [31:0] cnt__17__d;
    wire  [31:0] cnt__17__q;
    wire  cnt__17__clock;
    reg  [31:0] cnt__18__d;
    wire  [31:0] cnt__18__q;
    wire  cnt__18__clock;
    reg  [31:0] cnt__19__d;
    wire  [31:0] cnt__19__q;
    wire  cnt__19__clock;
    reg  [31:0] cnt__20__d;
    wire  [31:0] cnt__20__q;
    wire  cnt__20__clock;
    reg  [31:0] cnt__21__d;
    wire  [31:0] cnt__21__q;
    wire  cnt__21__clock;
    reg  [31:0] cnt__22__d;
    wire  [31:0] cnt__22__q;
    wire  cnt__22__clock;
    reg  [31:0] cnt__23__d;
    wire  [31:0] cnt__23__q;
    wire  cnt__23__clock;
    reg  [31:0] cnt__24__d;
    wire  [31:0] cnt__24__q;
    wire  cnt__24__clock;
    reg  [31:0] cnt__25__d;
    wire  [31:0] cnt__25__q;
    wire  cnt__25__clock;
    reg  [31:0] cnt__26__d;
    wire  [31:0] cnt__26__q;
    wire  cnt__26__clock;
    reg  [31:0] cnt__27__d;
    wire  [31:0] cnt__27__q;
    wire  cnt__27__clock;
    reg  [31:0] cnt__28__d;
    wire  [31:0] cnt__28__q;
    wire  cnt__28__clock;
    reg  [31:0] cnt__29__d;
    wire  [31:0] cnt__29__q;
    wire  cnt__29__clock;
    reg  [31:0] cnt__30__d;
    wire  [31:0] cnt__30__q;
    wire  cnt__30__clock;
    reg  [31:0] cnt__31__d;
    wire  [31:0] cnt__31__q;
    wire  cnt__31__clock;
    reg  [31:0] cnt__32__d;
    wire  [31:0] cnt__32__q;
    wire  cnt__32__clock;
    reg  [31:0] cnt__33__d;
    wire  [31:0] cnt__33__q;
    wire  cnt__33__clock;
    
    // Local signals
    reg  [33:0] inc_bits;
    reg  [1087:0] cpk;
    
    // Sub module instances
    roce_engine_counters__dff_w32 cnt__0(
        .d(cnt__0__d),
        .q(cnt__0__q),
        .clock(cnt__0__clock)
    );
    roce_engine_counters__dff_w32 cnt__1(
        .d(cnt__1__d),
        .q(cnt__1__q),
        .clock(cnt__1__clock)
    );
    roce_engine_counters__dff_w32 cnt__2(
        .d(cnt__2__d),
        .q(cnt__2__q),
        .clock(cnt__2__clock)
    );
    roce_engine_counters__dff_w32 cnt__3(
        .d(cnt__3__d),
        .q(cnt__3__q),
        .clock(cnt__3__clock)
    );
    roce_engine_counters__dff_w32 cnt__4(
        .d(cnt__4__d),
        .q(cnt__4__q),
        .clock(cnt__4__clock)
    );
    roce_engine_counters__dff_w32 cnt__5(
        .d(cnt__5__d),
        .q(cnt__5__q),
        .clock(cnt__5__clock)
    );
    roce_engine_counters__dff_w32 cnt__6(
        .d(cnt__6__d),
        .q(cnt__6__q),
        .clock(cnt__6__clock)
    );
    roce_engine_counters__dff_w32 cnt__7(
        .d(cnt__7__d),
        .q(cnt__7__q),
        .clock(cnt__7__clock)
    );
    roce_engine_counters__dff_w32 cnt__8(
        .d(cnt__8__d),
        .q(cnt__8__q),
        .clock(cnt__8__clock)
    );
    roce_engine_counters__dff_w32 cnt__9(
        .d(cnt__9__d),
        .q(cnt__9__q),
        .clock(cnt__9__clock)
    );
    roce_engine_counters__dff_w32 cnt__10(
        .d(cnt__10__d),
        .q(cnt__10__q),
        .clock(cnt__10__clock)
    );
    roce_engine_counters__dff_w32 cnt__11(
        .d(cnt__11__d),
        .q(cnt__11__q),
        .clock(cnt__11__clock)
    );
    roce_engine_counters__dff_w32 cnt__12(
        .d(cnt__12__d),
        .q(cnt__12__q),
        .clock(cnt__12__clock)
    );
    roce_engine_counters__dff_w32 cnt__13(
        .d(cnt__13__d),
        .q(cnt__13__q),
        .clock(cnt__13__clock)
    );
    roce_engine_counters__dff_w32 cnt__14(
        .d(cnt__14__d),
        .q(cnt__14__q),
        .clock(cnt__14__clock)
    );
    roce_engine_counters__dff_w32 cnt__15(
        .d(cnt__15__d),
        .q(cnt__15__q),
        .clock(cnt__15__clock)
    );
    roce_engine_counters__dff_w32 cnt__16(
        .d(cnt__16__d),
        .q(cnt__16__q),
        .clock(cnt__16__clock)
    );
    roce_engine_counters__dff_w32 cnt__17(
        .d(cnt__17__d),
        .q(cnt__17__q),
        .clock(cnt__17__clock)
    );
    roce_engine_counters__dff_w32 cnt__18(
        .d(cnt__18__d),
        .q(cnt__18__q),
        .clock(cnt__18__clock)
    );
    roce_engine_counters__dff_w32 cnt__19(
        .d(cnt__19__d),
        .q(cnt__19__q),
        .clock(cnt__19__clock)
    );
    roce_engine_counters__dff_w32 cnt__20(
        .d(cnt__20__d),
        .q(cnt__20__q),
        .clock(cnt__20__clock)
    );
    roce_engine_counters__dff_w32 cnt__21(
        .d(cnt__21__d),
        .q(cnt__21__q),
        .clock(cnt__21__clock)
    );
    roce_engine_counters__dff_w32 cnt__22(
        .d(cnt__22__d),
        .q(cnt__22__q),
        .clock(cnt__22__clock)
    );
    roce_engine_counters__dff_w32 cnt__23(
        .d(cnt__23__d),
        .q(cnt__23__q),
        .clock(cnt__23__clock)
    );
    roce_engine_counters__dff_w32 cnt__24(
        .d(cnt__24__d),
        .q(cnt__24__q),
        .clock(cnt__24__clock)
    );
    roce_engine_counters__dff_w32 cnt__25(
        .d(cnt__25__d),
        .q(cnt__25__q),
        .clock(cnt__25__clock)
    );
    roce_engine_counters__dff_w32 cnt__26(
        .d(cnt__26__d),
        .q(cnt__26__q),
        .clock(cnt__26__clock)
    );
    roce_engine_counters__dff_w32 cnt__27(
        .d(cnt__27__d),
        .q(cnt__27__q),
        .clock(cnt__27__clock)
    );
    roce_engine_counters__dff_w32 cnt__28(
        .d(cnt__28__d),
        .q(cnt__28__q),
        .clock(cnt__28__clock)
    );
    roce_engine_counters__dff_w32 cnt__29(
        .d(cnt__29__d),
        .q(cnt__29__q),
        .clock(cnt__29__clock)
    );
    roce_engine_counters__dff_w32 cnt__30(
        .d(cnt__30__d),
        .q(cnt__30__q),
        .clock(cnt__30__clock)
    );
    roce_engine_counters__dff_w32 cnt__31(
        .d(cnt__31__d),
        .q(cnt__31__q),
        .clock(cnt__31__clock)
    );
    roce_engine_counters__dff_w32 cnt__32(
        .d(cnt__32__d),
        .q(cnt__32__q),
        .clock(cnt__32__clock)
    );
    roce_engine_counters__dff_w32 cnt__33(
        .d(cnt__33__d),
        .q(cnt__33__q),
        .clock(cnt__33__clock)
    );
    
    assign cnt__0__clock = clock;
    assign cnt__1__clock = clock;
    assign cnt__2__clock = clock;
    assign cnt__3__clock = clock;
    assign cnt__4__clock = clock;
    assign cnt__5__clock = clock;
    assign cnt__6__clock = clock;
    assign cnt__7__clock = clock;
    assign cnt__8__clock = clock;
    assign cnt__9__clock = clock;
    assign cnt__10__clock = clock;
    assign cnt__11__clock = clock;
    assign cnt__12__clock = clock;
    assign cnt__13__clock = clock;
    assign cnt__14__clock = clock;
    assign cnt__15__clock = clock;
    assign cnt__16__clock = clock;
    assign cnt__17__clock = clock;
    assign cnt__18__clock = clock;
    assign cnt__19__clock = clock;
    assign cnt__20__clock = clock;
    assign cnt__21__clock = clock;
    assign cnt__22__clock = clock;
    assign cnt__23__clock = clock;
    assign cnt__24__clock = clock;
    assign cnt__25__clock = clock;
    assign cnt__26__clock = clock;
    assign cnt__27__clock = clock;
    assign cnt__28__clock = clock;
    assign cnt__29__clock = clock;
    assign cnt__30__clock = clock;
    assign cnt__31__clock = clock;
    assign cnt__32__clock = clock;
    assign cnt__33__clock = clock;
    
    // Update code
    always @(*) begin
        inc_bits = inc;
        cnt__0__d = cnt__0__q;
        if (inc_bits[0]) begin
            cnt__0__d = cnt__0__q + 32'h1;
        end
        cnt__1__d = cnt__1__q;
        if (inc_bits[1]) begin
            cnt__1__d = cnt__1__q + 32'h1;
        end
        cnt__2__d = cnt__2__q;
        if (inc_bits[2]) begin
            cnt__2__d = cnt__2__q + 32'h1;
        end
        cnt__3__d = cnt__3__q;
        if (inc_bits[3]) begin
            cnt__3__d = cnt__3__q + 32'h1;
        end
        cnt__4__d = cnt__4__q;
        if (inc_bits[4]) begin
            cnt__4__d = cnt__4__q + 32'h1;
        end
        cnt__5__d = cnt__5__q;
        if (inc_bits[5]) begin
            cnt__5__d = cnt__5__q + 32'h1;
        end
        cnt__6__d = cnt__6__q;
        if (inc_bits[6]) begin
            cnt__6__d = cnt__6__q + 32'h1;
        end
        cnt__7__d = cnt__7__q;
        if (inc_bits[7]) begin
            cnt__7__d = cnt__7__q + 32'h1;
        end
        cnt__8__d = cnt__8__q;
        if (inc_bits[8]) begin
            cnt__8__d = cnt__8__q + 32'h1;
        end
        cnt__9__d = cnt__9__q;
        if (inc_bits[9]) begin
            cnt__9__d = cnt__9__q + 32'h1;
        end
        cnt__10__d = cnt__10__q;
        if (inc_bits[10]) begin
            cnt__10__d = cnt__10__q + 32'h1;
        end
        cnt__11__d = cnt__11__q;
        if (inc_bits[11]) begin
            cnt__11__d = cnt__11__q + 32'h1;
        end
        cnt__12__d = cnt__12__q;
        if (inc_bits[12]) begin
            cnt__12__d = cnt__12__q + 32'h1;
        end
        cnt__13__d = cnt__13__q;
        if (inc_bits[13]) begin
            cnt__13__d = cnt__13__q + 32'h1;
        end
        cnt__14__d = cnt__14__q;
        if (inc_bits[14]) begin
            cnt__14__d = cnt__14__q + 32'h1;
        end
        cnt__15__d = cnt__15__q;
        if (inc_bits[15]) begin
            cnt__15__d = cnt__15__q + 32'h1;
        end
        cnt__16__d = cnt__16__q;
        if (inc_bits[16]) begin
            cnt__16__d = cnt__16__q + 32'h1;
        end
        cnt__17__d = cnt__17__q;
        if (inc_bits[17]) begin
            cnt__17__d = cnt__17__q + 32'h1;
        end
        cnt__18__d = cnt__18__q;
        if (inc_bits[18]) begin
            cnt__18__d = cnt__18__q + 32'h1;
        end
        cnt__19__d = cnt__19__q;
        if (inc_bits[19]) begin
            cnt__19__d = cnt__19__q + 32'h1;
        end
        cnt__20__d = cnt__20__q;
        if (inc_bits[20]) begin
            cnt__20__d = cnt__20__q + 32'h1;
        end
        cnt__21__d = cnt__21__q;
        if (inc_bits[21]) begin
            cnt__21__d = cnt__21__q + 32'h1;
        end
        cnt__22__d = cnt__22__q;
        if (inc_bits[22]) begin
            cnt__22__d = cnt__22__q + 32'h1;
        end
        cnt__23__d = cnt__23__q;
        if (inc_bits[23]) begin
            cnt__23__d = cnt__23__q + 32'h1;
        end
        cnt__24__d = cnt__24__q;
        if (inc_bits[24]) begin
            cnt__24__d = cnt__24__q + 32'h1;
        end
        cnt__25__d = cnt__25__q;
        if (inc_bits[25]) begin
            cnt__25__d = cnt__25__q + 32'h1;
        end
        cnt__26__d = cnt__26__q;
        if (inc_bits[26]) begin
            cnt__26__d = cnt__26__q + 32'h1;
        end
        cnt__27__d = cnt__27__q;
        if (inc_bits[27]) begin
            cnt__27__d = cnt__27__q + 32'h1;
        end
        cnt__28__d = cnt__28__q;
        if (inc_bits[28]) begin
            cnt__28__d = cnt__28__q + 32'h1;
        end
        cnt__29__d = cnt__29__q;
        if (inc_bits[29]) begin
            cnt__29__d = cnt__29__q + 32'h1;
        end
        cnt__30__d = cnt__30__q;
        if (inc_bits[30]) begin
            cnt__30__d = cnt__30__q + 32'h1;
        end
        cnt__31__d = cnt__31__q;
        if (inc_bits[31]) begin
            cnt__31__d = cnt__31__q + 32'h1;
        end
        cnt__32__d = cnt__32__q;
        if (inc_bits[32]) begin
            cnt__32__d = cnt__32__q + 32'h1;
        end
        cnt__33__d = cnt__33__q;
        if (inc_bits[33]) begin
            cnt__33__d = cnt__33__q + 32'h1;
        end
        if (inc[(64'h1)+:(1)]) begin
            cnt__1__d = cnt__1__q + ((add_bytes) & 32'hffffffff);
        end
        cpk[(64'h0)+:(32)] = cnt__0__q;
        cpk[(64'h20)+:(32)] = cnt__1__q;
        cpk[(64'h40)+:(32)] = cnt__2__q;
        cpk[(64'h60)+:(32)] = cnt__3__q;
        cpk[(64'h80)+:(32)] = cnt__4__q;
        cpk[(64'ha0)+:(32)] = cnt__5__q;
        cpk[(64'hc0)+:(32)] = cnt__6__q;
        cpk[(64'he0)+:(32)] = cnt__7__q;
        cpk[(64'h100)+:(32)] = cnt__8__q;
        cpk[(64'h120)+:(32)] = cnt__9__q;
        cpk[(64'h140)+:(32)] = cnt__10__q;
        cpk[(64'h160)+:(32)] = cnt__11__q;
        cpk[(64'h180)+:(32)] = cnt__12__q;
        cpk[(64'h1a0)+:(32)] = cnt__13__q;
        cpk[(64'h1c0)+:(32)] = cnt__14__q;
        cpk[(64'h1e0)+:(32)] = cnt__15__q;
        cpk[(64'h200)+:(32)] = cnt__16__q;
        cpk[(64'h220)+:(32)] = cnt__17__q;
        cpk[(64'h240)+:(32)] = cnt__18__q;
        cpk[(64'h260)+:(32)] = cnt__19__q;
        cpk[(64'h280)+:(32)] = cnt__20__q;
        cpk[(64'h2a0)+:(32)] = cnt__21__q;
        cpk[(64'h2c0)+:(32)] = cnt__22__q;
        cpk[(64'h2e0)+:(32)] = cnt__23__q;
        cpk[(64'h300)+:(32)] = cnt__24__q;
        cpk[(64'h320)+:(32)] = cnt__25__q;
        cpk[(64'h340)+:(32)] = cnt__26__q;
        cpk[(64'h360)+:(32)] = cnt__27__q;
        cpk[(64'h380)+:(32)] = cnt__28__q;
        cpk[(64'h3a0)+:(32)] = cnt__29__q;
        cpk[(64'h3c0)+:(32)] = cnt__30__q;
        cpk[(64'h3e0)+:(32)] = cnt__31__q;
        cpk[(64'h400)+:(32)] = cnt__32__q;
        cpk[(64'h420)+:(32)] = cnt__33__q;
        counters = cpk;
        if (reset) begin
            cnt__0__d = 32'h0;
            cnt__1__d = 32'h0;
            cnt__2__d = 32'h0;
            cnt__3__d = 32'h0;
            cnt__4__d = 32'h0;
            cnt__5__d = 32'h0;
            cnt__6__d = 32'h0;
            cnt__7__d = 32'h0;
            cnt__8__d = 32'h0;
            cnt__9__d = 32'h0;
            cnt__10__d = 32'h0;
            cnt__11__d = 32'h0;
            cnt__12__d = 32'h0;
            cnt__13__d = 32'h0;
            cnt__14__d = 32'h0;
            cnt__15__d = 32'h0;
            cnt__16__d = 32'h0;
            cnt__17__d = 32'h0;
            cnt__18__d = 32'h0;
            cnt__19__d = 32'h0;
            cnt__20__d = 32'h0;
            cnt__21__d = 32'h0;
            cnt__22__d = 32'h0;
            cnt__23__d = 32'h0;
            cnt__24__d = 32'h0;
            cnt__25__d = 32'h0;
            cnt__26__d = 32'h0;
            cnt__27__d = 32'h0;
            cnt__28__d = 32'h0;
            cnt__29__d = 32'h0;
            cnt__30__d = 32'h0;
            cnt__31__d = 32'h0;
            cnt__32__d = 32'h0;
            cnt__33__d = 32'h0;
        end
    end
    
endmodule // roce_engine_counters

module roce_engine_counters__dff_w32(d,q,clock);
    
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
          
endmodule // roce_engine_counters__dff_w32
