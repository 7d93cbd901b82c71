// roce_tx_arbiter: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_tx_arbiter(clock,reset,a_meta,a_valid,a_ready,a_pay_tdata,a_pay_tkeep,a_pay_tvalid,a_pay_tready,a_pay_tlast,a_pay_tuser,b_meta,b_valid,b_ready,b_pay_tdata,b_pay_tkeep,b_pay_tvalid,b_pay_tready,b_pay_tlast,b_pay_tuser,meta,meta_valid,meta_ready,pay_tdata,pay_tkeep,pay_tvalid,pay_tready,pay_tlast,pay_tuser);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [1111:0] a_meta;
    input wire  a_valid;
    output reg  a_ready;
    input wire  [511:0] a_pay_tdata;
    input wire  [63:0] a_pay_tkeep;
    input wire  a_pay_tvalid;
    output reg  a_pay_tready;
    input wire  a_pay_tlast;
    input wire  a_pay_tuser;
    input wire  [1111:0] b_meta;
    input wire  b_valid;
    output reg  b_ready;
    input wire  [511:0] b_pay_tdata;
    input wire  [63:0] b_pay_tkeep;
    input wire  b_pay_tvalid;
    output reg  b_pay_tready;
    input wire  b_pay_tlast;
    input wire  b_pay_tuser;
    output reg  [1111:0] meta;
    output reg  meta_valid;
    input wire  meta_ready;
    output reg  [511:0] pay_tdata;
    output reg  [63:0] pay_tkeep;
    output reg  pay_tvalid;
    input wire  pay_tready;
    output reg  pay_tlast;
    output reg  pay_tuser;
    
    // Stub signals
    wire  order__clock;
    wire  order__reset;
    reg  order__push;
    reg  order__push_bit;
    reg  order__pop;
    wire  order__head;
    wire  order__valid;
    wire  order__full;
    reg  last_b__d;
    wire  last_b__q;
    wire  last_b__clock;
    reg  [15:0] ident__d;
    wire  [15:0] ident__q;
    wire  ident__clock;
    
    // Local signals
    reg  [15:0] id1;
    reg  pick_b;
    reg  take;
    reg  from_b;
    
    // Sub module instances
    roce_tx_arbiter__order order(
        .clock(order__clock),
        .reset(order__reset),
        .push(order__push),
        .push_bit(order__push_bit),
        .pop(order__pop),
        .head(order__head),
        .valid(order__valid),
        .full(order__full)
    );
    roce_tx_arbiter__last_b last_b(
        .d(last_b__d),
        .q(last_b__q),
        .clock(last_b__clock)
    );
    roce_tx_arbiter__ident ident(
        .d(ident__d),
        .q(ident__q),
        .clock(ident__clock)
    );
    
    assign last_b__clock = clock;
    assign ident__clock = clock;
    assign order__clock = clock;
    assign order__reset = reset;
    
    // Update code
    always @(*) begin
        last_b__d = last_b__q;
        ident__d = ident__q;
        pick_b = b_valid & (~a_valid | ~last_b__q);
        meta = a_meta;
        if (pick_b) begin
            meta = b_meta;
        end
        id1 = ident__q + 32'h1;
        meta[(64'h82)+:(16)] = ((id1[(32'h8)+:(8)]) & 16'hffff) | (((id1[(32'h0)+:(8)]) & 16'hffff) << 32'h8);
        meta_valid = (a_valid | b_valid) & ~order__full;
        take = meta_valid & meta_ready;
        a_ready = take & ~pick_b;
        b_ready = take & pick_b;
        if (take) begin
            last_b__d = pick_b;
            ident__d = id1;
        end
        order__push = take & |meta[(64'h448)+:(16)];
        order__push_bit = pick_b;
        from_b = order__head;
        pay_tdata = a_pay_tdata;
        pay_tkeep = a_pay_tkeep;
        pay_tlast = a_pay_tlast;
        pay_tuser = a_pay_tuser;
        pay_tvalid = order__valid & a_pay_tvalid;
        if (from_b) begin
            pay_tdata = b_pay_tdata;
            pay_tkeep = b_pay_tkeep;
            pay_tlast = b_pay_tlast;
            pay_tuser = b_pay_tuser;
            pay_tvalid = order__valid & b_pay_tvalid;
        end
        a_pay_tready = pay_tready & order__valid & ~from_b;
        b_pay_tready = pay_tready & order__valid & from_b;
        order__pop = pay_tvalid & pay_tready & pay_tlast;
        if (reset) begin
            last_b__d = 1'b0;
            ident__d = 32'h0;
        end
    end
    
endmodule // roce_tx_arbiter

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

module roce_tx_arbiter__last_b(d,q,clock);
    
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
          
endmodule // roce_tx_arbiter__last_b

module roce_tx_arbiter__order(clock,reset,push,push_bit,pop,head,valid,full);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  push_bit;
    input wire  pop;
    output reg  head;
    output reg  valid;
    output reg  full;
    
    // Stub signals
    reg  [31:0] bits__d;
    wire  [31:0] bits__q;
    wire  bits__clock;
    reg  [5:0] n__d;
    wire  [5:0] n__q;
    wire  n__clock;
    
    // Local signals
    reg  [5:0] slot;
    reg  [31:0] shifted;
    reg  do_pop;
    reg  do_push;
    
    // Sub module instances
    roce_tx_arbiter__order__bits bits(
        .d(bits__d),
        .q(bits__q),
        .clock(bits__clock)
    );
    roce_tx_arbiter__order__n n(
        .d(n__d),
        .q(n__q),
        .clock(n__clock)
    );
    
    assign bits__clock = clock;
    assign n__clock = clock;
    
    // Update code
    always @(*) begin
        bits__d = bits__q;
        n__d = n__q;
        head = bits__q[32'h0];
        valid = |n__q;
        full = n__q == 32'h20;
        do_pop = pop & |n__q;
        do_push = push & (n__q != 32'h20);
        shifted = bits__q;
        slot = n__q;
        if (do_pop) begin
            shifted = bits__q >> 32'h1;
            slot = n__q - 32'h1;
        end
        bits__d = shifted;
        if (do_push & push_bit) begin
            bits__d = shifted | (((32'h1) & 32'hffffffff) << slot);
        end
        if (do_push & ~do_pop) begin
            n__d = n__q + 32'h1;
        end
        if (do_pop & ~do_push) begin
            n__d = n__q - 32'h1;
        end
        if (reset) begin
            n__d = 32'h0;
            bits__d = 32'h0;
        end
    end
    
endmodule // roce_tx_arbiter__order

module roce_tx_arbiter__order__bits(d,q,clock);
    
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
          
endmodule // roce_tx_arbiter__order__bits

module roce_tx_arbiter__order__n(d,q,clock);
    
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
          
endmodule // roce_tx_arbiter__order__n
