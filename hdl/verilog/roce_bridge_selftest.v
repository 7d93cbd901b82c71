// roce_bridge_selftest: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_bridge_selftest(clock,reset,enable,wide_d,wide_q,word_d,word_q,odd_d,odd_q,count,long_d,long_q,flag_d,flag_q,nib_d,nib_q);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  enable;
    input wire  [511:0] wide_d;
    output reg  [511:0] wide_q;
    input wire  [31:0] word_d;
    output reg  [31:0] word_q;
    input wire  [64:0] odd_d;
    output reg  [64:0] odd_q;
    output reg  [32:0] count;
    input wire  [63:0] long_d;
    output reg  [63:0] long_q;
    input wire  flag_d;
    output reg  flag_q;
    input wire  [4:0] nib_d;
    output reg  [4:0] nib_q;
    
    // Stub signals
    reg  [511:0] wide__d;
    wire  [511:0] wide__q;
    wire  wide__clock;
    reg  [31:0] word__d;
    wire  [31:0] word__q;
    wire  word__clock;
    reg  [64:0] odd__d;
    wire  [64:0] odd__q;
    wire  odd__clock;
    reg  [32:0] cnt__d;
    wire  [32:0] cnt__q;
    wire  cnt__clock;
    reg  [63:0] lng__d;
    wire  [63:0] lng__q;
    wire  lng__clock;
    reg  flag__d;
    wire  flag__q;
    wire  flag__clock;
    
    // Local signals
    reg  [511:0] rep;
    
    // Sub module instances
    roce_bridge_selftest__wide wide(
        .d(wide__d),
        .q(wide__q),
        .clock(wide__clock)
    );
    roce_bridge_selftest__word word(
        .d(word__d),
        .q(word__q),
        .clock(word__clock)
    );
    roce_bridge_selftest__odd odd(
        .d(odd__d),
        .q(odd__q),
        .clock(odd__clock)
    );
    roce_bridge_selftest__cnt cnt(
        .d(cnt__d),
        .q(cnt__q),
        .clock(cnt__clock)
    );
    roce_bridge_selftest__lng lng(
        .d(lng__d),
        .q(lng__q),
        .clock(lng__clock)
    );
    roce_bridge_selftest__flag flag(
        .d(flag__d),
        .q(flag__q),
        .clock(flag__clock)
    );
    
    assign wide__clock = clock;
    assign word__clock = clock;
    assign odd__clock = clock;
    assign cnt__clock = clock;
    assign lng__clock = clock;
    assign flag__clock = clock;
    
    // Update code
    always @(*) begin
        wide__d = wide__q;
        word__d = word__q;
        odd__d = odd__q;
        cnt__d = cnt__q;
        lng__d = lng__q;
        flag__d = flag__q;
        rep = 32'h0;
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (0 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (1 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (2 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (3 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (4 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (5 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (6 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (7 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (8 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (9 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (10 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (11 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (12 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (13 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (14 * 32'h20));
        rep = rep | (((word_d) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << (15 * 32'h20));
        if (enable) begin
            wide__d = wide_d ^ rep;
            word__d = word_d + 32'h1;
            odd__d = (odd_d << 32'h1) | ((odd_d[(32'h40)+:(1)]) & 65'h1ffffffffffffffff);
            cnt__d = cnt__q + 32'h1;
            lng__d = ~long_d;
            flag__d = flag__q ^ flag_d;
        end
        if (reset) begin
            wide__d = 32'h0;
            word__d = 32'h0;
            odd__d = 32'h0;
            cnt__d = 32'h0;
            lng__d = 32'h0;
            flag__d = 1'b0;
        end
        wide_q = wide__q;
        word_q = word__q;
        odd_q = odd__q;
        count = cnt__q;
        long_q = lng__q;
        flag_q = flag__q;
        nib_q = nib_d + 32'h1;
    end
    
endmodule // roce_bridge_selftest

module roce_bridge_selftest__cnt(d,q,clock);
    
    // Module arguments
    input wire  [32:0] d;
    output reg  [32:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 33'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_bridge_selftest__cnt

module roce_bridge_selftest__flag(d,q,clock);
    
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
          
endmodule // roce_bridge_selftest__flag

module roce_bridge_selftest__lng(d,q,clock);
    
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
          
endmodule // roce_bridge_selftest__lng

module roce_bridge_selftest__odd(d,q,clock);
    
    // Module arguments
    input wire  [64:0] d;
    output reg  [64:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 65'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_bridge_selftest__odd

module roce_bridge_selftest__wide(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_bridge_selftest__wide

module roce_bridge_selftest__word(d,q,clock);
    
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
          
endmodule // roce_bridge_selftest__word
