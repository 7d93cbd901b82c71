// roce_tx_arbiter: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_tx_arbiter(clock,reset,a_meta,a_valid,a_ready,a_rd_valid,a_rd_ready,a_rd_addr,a_rd_len,b_meta,b_valid,b_ready,b_rd_valid,b_rd_ready,b_rd_addr,b_rd_len,b_rd_last,meta,meta_valid,meta_ready,rd_valid,rd_ready,rd_addr,rd_len,rd_last);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [1111:0] a_meta;
    input wire  a_valid;
    output reg  a_ready;
    input wire  a_rd_valid;
    output reg  a_rd_ready;
    input wire  [63:0] a_rd_addr;
    input wire  [16:0] a_rd_len;
    input wire  [1111:0] b_meta;
    input wire  b_valid;
    output reg  b_ready;
    input wire  b_rd_valid;
    output reg  b_rd_ready;
    input wire  [63:0] b_rd_addr;
    input wire  [16:0] b_rd_len;
    input wire  b_rd_last;
    output reg  [1111:0] meta;
    output reg  meta_valid;
    input wire  meta_ready;
    output reg  rd_valid;
    input wire  rd_ready;
    output reg  [63:0] rd_addr;
    output reg  [16:0] rd_len;
    output reg  rd_last;
    
    // Stub signals
    reg  busy__d;
    wire  busy__q;
    wire  busy__clock;
    reg  cur_b__d;
    wire  cur_b__q;
    wire  cur_b__clock;
    reg  got_meta__d;
    wire  got_meta__q;
    wire  got_meta__clock;
    reg  got_rd__d;
    wire  got_rd__q;
    wire  got_rd__clock;
    reg  need_rd__d;
    wire  need_rd__q;
    wire  need_rd__clock;
    reg  [15:0] ident__d;
    wire  [15:0] ident__q;
    wire  ident__clock;
    
    // Local signals
    reg  [15:0] id1;
    reg  a_any;
    reg  b_any;
    reg  pick_b;
    reg  take_meta;
    reg  take_rd;
    reg  take_last;
    reg  has_pay;
    reg  meta_ok;
    reg  rd_ok;
    
    // Sub module instances
    roce_tx_arbiter__dff_w1 busy(
        .d(busy__d),
        .q(busy__q),
        .clock(busy__clock)
    );
    roce_tx_arbiter__dff_w1 cur_b(
        .d(cur_b__d),
        .q(cur_b__q),
        .clock(cur_b__clock)
    );
    roce_tx_arbiter__dff_w1 got_meta(
        .d(got_meta__d),
        .q(got_meta__q),
        .clock(got_meta__clock)
    );
    roce_tx_arbiter__dff_w1 got_rd(
        .d(got_rd__d),
        .q(got_rd__q),
        .clock(got_rd__clock)
    );
    roce_tx_arbiter__dff_w1 need_rd(
        .d(need_rd__d),
        .q(need_rd__q),
        .clock(need_rd__clock)
    );
    roce_tx_arbiter__ident ident(
        .d(ident__d),
        .q(ident__q),
        .clock(ident__clock)
    );
    
    assign busy__clock = clock;
    assign cur_b__clock = clock;
    assign got_meta__clock = clock;
    assign got_rd__clock = clock;
    assign need_rd__clock = clock;
    assign ident__clock = clock;
    
    // Update code
    always @(*) begin
        busy__d = busy__q;
        cur_b__d = cur_b__q;
        got_meta__d = got_meta__q;
        got_rd__d = got_rd__q;
        need_rd__d = need_rd__q;
        ident__d = ident__q;
        a_any = a_valid | a_rd_valid;
        b_any = b_valid | b_rd_valid;
        pick_b = b_any & (~a_any | ~cur_b__q);
        if (busy__q) begin
            pick_b = cur_b__q;
        end
        meta = a_meta;
        meta_valid = a_valid & ~got_meta__q;
        if (pick_b) begin
            meta = b_meta;
            meta_valid = b_valid & ~got_meta__q;
        end
        id1 = ident__q + 32'h1;
        meta[(64'h82)+:(16)] = ((id1[(32'h8)+:(8)]) & 16'hffff) | (((id1[(32'h0)+:(8)]) & 16'hffff) << 32'h8);
        take_meta = meta_valid & meta_ready;
        a_ready = meta_ready & ~pick_b & ~got_meta__q;
        b_ready = meta_ready & pick_b & ~got_meta__q;
        rd_addr = a_rd_addr;
        rd_len = a_rd_len;
        rd_valid = a_rd_valid & ~got_rd__q;
        rd_last = 1'b1;
        if (pick_b) begin
            rd_addr = b_rd_addr;
            rd_len = b_rd_len;
            rd_valid = b_rd_valid & ~got_rd__q;
            rd_last = b_rd_last;
        end
        take_rd = rd_valid & rd_ready;
        take_last = take_rd & rd_last;
        a_rd_ready = rd_ready & ~pick_b & ~got_rd__q;
        b_rd_ready = rd_ready & pick_b & ~got_rd__q;
        has_pay = |meta[(64'h448)+:(16)];
        if (got_meta__q) begin
            has_pay = need_rd__q;
        end
        meta_ok = got_meta__q | take_meta;
        rd_ok = got_rd__q | take_last | (meta_ok & ~has_pay);
        if (take_meta) begin
            got_meta__d = 1'b1;
            need_rd__d = |meta[(64'h448)+:(16)];
            ident__d = id1;
        end
        if (take_last) begin
            got_rd__d = 1'b1;
        end
        if (take_meta | take_rd) begin
            busy__d = 1'b1;
            cur_b__d = pick_b;
        end
        if (meta_ok & rd_ok) begin
            busy__d = 1'b0;
            got_meta__d = 1'b0;
            got_rd__d = 1'b0;
        end
        if (reset) begin
            busy__d = 1'b0;
            cur_b__d = 1'b0;
            got_meta__d = 1'b0;
            got_rd__d = 1'b0;
            ident__d = 32'h0;
        end
    end
    
endmodule // roce_tx_arbiter

module roce_tx_arbiter__dff_w1(d,q,clock);
    
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
          
endmodule // roce_tx_arbiter__dff_w1

module roce_tx_arbiter__ident(d,q,clock);
    
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
          
endmodule // roce_tx_arbiter__ident
