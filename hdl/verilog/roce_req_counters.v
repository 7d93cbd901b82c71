// roce_req_counters: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_req_counters(clock,reset,inc,counters);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [17:0] inc;
    output reg  [575:0] counters;
    
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
    
    // Local signals
    reg  [17:0] inc_bits;
    reg  [575:0] pk;
    
    // Sub module instances
    roce_req_counters__dff_w32 cnt__0(
        .d(cnt__0__d),
        .q(cnt__0__q),
        .clock(cnt__0__clock)
    );
    roce_req_counters__dff_w32 cnt__1(
        .d(cnt__1__d),
        .q(cnt__1__q),
        .clock(cnt__1__clock)
    );
    roce_req_counters__dff_w32 cnt__2(
        .d(cnt__2__d),
        .q(cnt__2__q),
        .clock(cnt__2__clock)
    );
    roce_req_counters__dff_w32 cnt__3(
        .d(cnt__3__d),
        .q(cnt__3__q),
        .clock(cnt__3__clock)
    );
    roce_req_counters__dff_w32 cnt__4(
        .d(cnt__4__d),
        .q(cnt__4__q),
        .clock(cnt__4__clock)
    );
    roce_req_counters__dff_w32 cnt__5(
        .d(cnt__5__d),
        .q(cnt__5__q),
        .clock(cnt__5__clock)
    );
    roce_req_counters__dff_w32 cnt__6(
        .d(cnt__6__d),
        .q(cnt__6__q),
        .clock(cnt__6__clock)
    );
    roce_req_counters__dff_w32 cnt__7(
        .d(cnt__7__d),
        .q(cnt__7__q),
        .clock(cnt__7__clock)
    );
    roce_req_counters__dff_w32 cnt__8(
        .d(cnt__8__d),
        .q(cnt__8__q),
        .clock(cnt__8__clock)
    );
    roce_req_counters__dff_w32 cnt__9(
        .d(cnt__9__d),
        .q(cnt__9__q),
        .clock(cnt__9__clock)
    );
    roce_req_counters__dff_w32 cnt__10(
        .d(cnt__10__d),
        .q(cnt__10__q),
        .clock(cnt__10__clock)
    );
    roce_req_counters__dff_w32 cnt__11(
        .d(cnt__11__d),
        .q(cnt__11__q),
        .clock(cnt__11__clock)
    );
    roce_req_counters__dff_w32 cnt__12(
        .d(cnt__12__d),
        .q(cnt__12__q),
        .clock(cnt__12__clock)
    );
    roce_req_counters__dff_w32 cnt__13(
        .d(cnt__13__d),
        .q(cnt__13__q),
        .clock(cnt__13__clock)
    );
    roce_req_counters__dff_w32 cnt__14(
        .d(cnt__14__d),
        .q(cnt__14__q),
        .clock(cnt__14__clock)
    );
    roce_req_counters__dff_w32 cnt__15(
        .d(cnt__15__d),
        .q(cnt__15__q),
        .clock(cnt__15__clock)
    );
    roce_req_counters__dff_w32 cnt__16(
        .d(cnt__16__d),
        .q(cnt__16__q),
        .clock(cnt__16__clock)
    );
    roce_req_counters__dff_w32 cnt__17(
        .d(cnt__17__d),
        .q(cnt__17__q),
        .clock(cnt__17__clock)
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
    
    // Update code
    always @(*) begin
        inc_bits = inc;
        cnt__0__d = cnt__0__q;
        if (inc_bits[0]) begin
            cnt__0__d = cnt__0__q + 32'h1;
        end
        if (reset) begin
            cnt__0__d = 32'h0;
        end
        cnt__1__d = cnt__1__q;
        if (inc_bits[1]) begin
            cnt__1__d = cnt__1__q + 32'h1;
        end
        if (reset) begin
            cnt__1__d = 32'h0;
        end
        cnt__2__d = cnt__2__q;
        if (inc_bits[2]) begin
            cnt__2__d = cnt__2__q + 32'h1;
        end
        if (reset) begin
            cnt__2__d = 32'h0;
        end
        cnt__3__d = cnt__3__q;
        if (inc_bits[3]) begin
            cnt__3__d = cnt__3__q + 32'h1;
        end
        if (reset) begin
            cnt__3__d = 32'h0;
        end
        cnt__4__d = cnt__4__q;
        if (inc_bits[4]) begin
            cnt__4__d = cnt__4__q + 32'h1;
        end
        if (reset) begin
            cnt__4__d = 32'h0;
        end
        cnt__5__d = cnt__5__q;
        if (inc_bits[5]) begin
            cnt__5__d = cnt__5__q + 32'h1;
        end
        if (reset) begin
            cnt__5__d = 32'h0;
        end
        cnt__6__d = cnt__6__q;
        if (inc_bits[6]) begin
            cnt__6__d = cnt__6__q + 32'h1;
        end
        if (reset) begin
            cnt__6__d = 32'h0;
        end
        cnt__7__d = cnt__7__q;
        if (inc_bits[7]) begin
            cnt__7__d = cnt__7__q + 32'h1;
        end
        if (reset) begin
            cnt__7__d = 32'h0;
        end
        cnt__8__d = cnt__8__q;
        if (inc_bits[8]) begin
            cnt__8__d = cnt__8__q + 32'h1;
        end
        if (reset) begin
            cnt__8__d = 32'h0;
        end
        cnt__9__d = cnt__9__q;
        if (inc_bits[9]) begin
            cnt__9__d = cnt__9__q + 32'h1;
        end
        if (reset) begin
            cnt__9__d = 32'h0;
        end
        cnt__10__d = cnt__10__q;
        if (inc_bits[10]) begin
            cnt__10__d = cnt__10__q + 32'h1;
        end
        if (reset) begin
            cnt__10__d = 32'h0;
        end
        cnt__11__d = cnt__11__q;
        if (inc_bits[11]) begin
            cnt__11__d = cnt__11__q + 32'h1;
        end
        if (reset) begin
            cnt__11__d = 32'h0;
        end
        cnt__12__d = cnt__12__q;
        if (inc_bits[12]) begin
            cnt__12__d = cnt__12__q + 32'h1;
        end
        if (reset) begin
            cnt__12__d = 32'h0;
        end
        cnt__13__d = cnt__13__q;
        if (inc_bits[13]) begin
            cnt__13__d = cnt__13__q + 32'h1;
        end
        if (reset) begin
            cnt__13__d = 32'h0;
        end
        cnt__14__d = cnt__14__q;
        if (inc_bits[14]) begin
            cnt__14__d = cnt__14__q + 32'h1;
        end
        if (reset) begin
            cnt__14__d = 32'h0;
        end
        cnt__15__d = cnt__15__q;
        if (inc_bits[15]) begin
            cnt__15__d = cnt__15__q + 32'h1;
        end
        if (reset) begin
            cnt__15__d = 32'h0;
        end
        cnt__16__d = cnt__16__q;
        if (inc_bits[16]) begin
            cnt__16__d = cnt__16__q + 32'h1;
        end
        if (reset) begin
            cnt__16__d = 32'h0;
        end
        cnt__17__d = cnt__17__q;
        if (inc_bits[17]) begin
            cnt__17__d = cnt__17__q + 32'h1;
        end
        if (reset) begin
            cnt__17__d = 32'h0;
        end
        pk[(64'h0)+:(32)] = cnt__0__q;
        pk[(64'h20)+:(32)] = cnt__1__q;
        pk[(64'h40)+:(32)] = cnt__2__q;
        pk[(64'h60)+:(32)] = cnt__3__q;
        pk[(64'h80)+:(32)] = cnt__4__q;
        pk[(64'ha0)+:(32)] = cnt__5__q;
        pk[(64'hc0)+:(32)] = cnt__6__q;
        pk[(64'he0)+:(32)] = cnt__7__q;
        pk[(64'h100)+:(32)] = cnt__8__q;
        pk[(64'h120)+:(32)] = cnt__9__q;
        pk[(64'h140)+:(32)] = cnt__10__q;
        pk[(64'h160)+:(32)] = cnt__11__q;
        pk[(64'h180)+:(32)] = cnt__12__q;
        pk[(64'h1a0)+:(32)] = cnt__13__q;
        pk[(64'h1c0)+:(32)] = cnt__14__q;
        pk[(64'h1e0)+:(32)] = cnt__15__q;
        pk[(64'h200)+:(32)] = cnt__16__q;
        pk[(64'h220)+:(32)] = cnt__17__q;
        counters = pk;
    end
    
endmodule // roce_req_counters

module roce_req_counters__dff_w32(d,q,clock);
    
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
          
endmodule // roce_req_counters__dff_w32
