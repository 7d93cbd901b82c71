// roce_ctx_counters: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_counters(clock,reset,hit,drop_s1,drop_dual,fill,pf,hits,dropped,fills,pf_fills);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  hit;
    input wire  drop_s1;
    input wire  drop_dual;
    input wire  fill;
    input wire  pf;
    output reg  [31:0] hits;
    output reg  [31:0] dropped;
    output reg  [31:0] fills;
    output reg  [31:0] pf_fills;
    
    // Stub signals
    reg  [31:0] n_hits__d;
    wire  [31:0] n_hits__q;
    wire  n_hits__clock;
    reg  [31:0] n_dropped__d;
    wire  [31:0] n_dropped__q;
    wire  n_dropped__clock;
    reg  [31:0] n_fills__d;
    wire  [31:0] n_fills__q;
    wire  n_fills__clock;
    reg  [31:0] n_pf__d;
    wire  [31:0] n_pf__q;
    wire  n_pf__clock;
    
    // Sub module instances
    roce_ctx_counters__dff_w32 n_hits(
        .d(n_hits__d),
        .q(n_hits__q),
        .clock(n_hits__clock)
    );
    roce_ctx_counters__dff_w32 n_dropped(
        .d(n_dropped__d),
        .q(n_dropped__q),
        .clock(n_dropped__clock)
    );
    roce_ctx_counters__dff_w32 n_fills(
        .d(n_fills__d),
        .q(n_fills__q),
        .clock(n_fills__clock)
    );
    roce_ctx_counters__dff_w32 n_pf(
        .d(n_pf__d),
        .q(n_pf__q),
        .clock(n_pf__clock)
    );
    
    assign n_hits__clock = clock;
    assign n_dropped__clock = clock;
    assign n_fills__clock = clock;
    assign n_pf__clock = clock;
    
    // Update code
    always @(*) begin
        n_hits__d = n_hits__q;
        n_dropped__d = n_dropped__q;
        n_fills__d = n_fills__q;
        n_pf__d = n_pf__q;
        hits = n_hits__q;
        dropped = n_dropped__q;
        fills = n_fills__q;
        pf_fills = n_pf__q;
        if (hit) begin
            n_hits__d = n_hits__q + 32'h1;
        end
        if (drop_s1 & drop_dual) begin
            n_dropped__d = n_dropped__q + 32'h2;
        end
        else if (drop_s1 | drop_dual) begin
            n_dropped__d = n_dropped__q + 32'h1;
        end
        if (fill) begin
            n_fills__d = n_fills__q + 32'h1;
            if (pf) begin
                n_pf__d = n_pf__q + 32'h1;
            end
        end
        if (reset) begin
            n_hits__d = 32'h0;
            n_dropped__d = 32'h0;
            n_fills__d = 32'h0;
            n_pf__d = 32'h0;
        end
    end
    
endmodule // roce_ctx_counters

module roce_ctx_counters__dff_w32(d,q,clock);
    
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
          
endmodule // roce_ctx_counters__dff_w32
