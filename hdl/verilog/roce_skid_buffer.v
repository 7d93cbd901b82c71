// roce_skid_buffer: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_skid_buffer(clock,reset,s__tdata,s__tkeep,s__tvalid,s__tready,s__tlast,s__tuser,m__tdata,m__tkeep,m__tvalid,m__tready,m__tlast,m__tuser);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [511:0] s__tdata;
    input wire  [63:0] s__tkeep;
    input wire  s__tvalid;
    output reg  s__tready;
    input wire  s__tlast;
    input wire  s__tuser;
    output reg  [511:0] m__tdata;
    output reg  [63:0] m__tkeep;
    output reg  m__tvalid;
    input wire  m__tready;
    output reg  m__tlast;
    output reg  m__tuser;
    
    // Stub signals
    reg  [511:0] out_data__d;
    wire  [511:0] out_data__q;
    wire  out_data__clock;
    reg  [63:0] out_keep__d;
    wire  [63:0] out_keep__q;
    wire  out_keep__clock;
    reg  out_last__d;
    wire  out_last__q;
    wire  out_last__clock;
    reg  out_user__d;
    wire  out_user__q;
    wire  out_user__clock;
    reg  out_valid__d;
    wire  out_valid__q;
    wire  out_valid__clock;
    reg  [511:0] skid_data__d;
    wire  [511:0] skid_data__q;
    wire  skid_data__clock;
    reg  [63:0] skid_keep__d;
    wire  [63:0] skid_keep__q;
    wire  skid_keep__clock;
    reg  skid_last__d;
    wire  skid_last__q;
    wire  skid_last__clock;
    reg  skid_user__d;
    wire  skid_user__q;
    wire  skid_user__clock;
    reg  skid_valid__d;
    wire  skid_valid__q;
    wire  skid_valid__clock;
    
    // Sub module instances
    roce_skid_buffer__out_data out_data(
        .d(out_data__d),
        .q(out_data__q),
        .clock(out_data__clock)
    );
    roce_skid_buffer__out_keep out_keep(
        .d(out_keep__d),
        .q(out_keep__q),
        .clock(out_keep__clock)
    );
    roce_skid_buffer__out_last out_last(
        .d(out_last__d),
        .q(out_last__q),
        .clock(out_last__clock)
    );
    roce_skid_buffer__out_user out_user(
        .d(out_user__d),
        .q(out_user__q),
        .clock(out_user__clock)
    );
    roce_skid_buffer__out_valid out_valid(
        .d(out_valid__d),
        .q(out_valid__q),
        .clock(out_valid__clock)
    );
    roce_skid_buffer__skid_data skid_data(
        .d(skid_data__d),
        .q(skid_data__q),
        .clock(skid_data__clock)
    );
    roce_skid_buffer__skid_keep skid_keep(
        .d(skid_keep__d),
        .q(skid_keep__q),
        .clock(skid_keep__clock)
    );
    roce_skid_buffer__skid_last skid_last(
        .d(skid_last__d),
        .q(skid_last__q),
        .clock(skid_last__clock)
    );
    roce_skid_buffer__skid_user skid_user(
        .d(skid_user__d),
        .q(skid_user__q),
        .clock(skid_user__clock)
    );
    roce_skid_buffer__skid_valid skid_valid(
        .d(skid_valid__d),
        .q(skid_valid__q),
        .clock(skid_valid__clock)
    );
    
    assign out_data__clock = clock;
    assign out_keep__clock = clock;
    assign out_last__clock = clock;
    assign out_user__clock = clock;
    assign out_valid__clock = clock;
    assign skid_data__clock = clock;
    assign skid_keep__clock = clock;
    assign skid_last__clock = clock;
    assign skid_user__clock = clock;
    assign skid_valid__clock = clock;
    
    // Update code
    always @(*) begin
        out_data__d = out_data__q;
        out_keep__d = out_keep__q;
        out_last__d = out_last__q;
        out_user__d = out_user__q;
        out_valid__d = out_valid__q;
        skid_data__d = skid_data__q;
        skid_keep__d = skid_keep__q;
        skid_last__d = skid_last__q;
        skid_user__d = skid_user__q;
        skid_valid__d = skid_valid__q;
        s__tready = ~skid_valid__q;
        m__tdata = out_data__q;
        m__tkeep = out_keep__q;
        m__tlast = out_last__q;
        m__tuser = out_user__q;
        m__tvalid = out_valid__q;
        if (m__tready | ~out_valid__q) begin
            if (skid_valid__q) begin
                out_data__d = skid_data__q;
                out_keep__d = skid_keep__q;
                out_last__d = skid_last__q;
                out_user__d = skid_user__q;
                out_valid__d = 1'b1;
                skid_valid__d = 1'b0;
            end
            else begin
                out_data__d = s__tdata;
                out_keep__d = s__tkeep;
                out_last__d = s__tlast;
                out_user__d = s__tuser;
                out_valid__d = s__tvalid;
            end
        end
        else if (s__tvalid & ~skid_valid__q) begin
            skid_data__d = s__tdata;
            skid_keep__d = s__tkeep;
            skid_last__d = s__tlast;
            skid_user__d = s__tuser;
            skid_valid__d = 1'b1;
        end
        if (reset) begin
            out_valid__d = 1'b0;
            skid_valid__d = 1'b0;
        end
    end
    
endmodule // roce_skid_buffer


module roce_skid_buffer__out_data(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__out_data


module roce_skid_buffer__out_keep(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__out_keep


module roce_skid_buffer__out_last(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__out_last


module roce_skid_buffer__out_user(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__out_user


module roce_skid_buffer__out_valid(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__out_valid


module roce_skid_buffer__skid_data(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__skid_data


module roce_skid_buffer__skid_keep(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__skid_keep


module roce_skid_buffer__skid_last(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__skid_last


module roce_skid_buffer__skid_user(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__skid_user


module roce_skid_buffer__skid_valid(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__skid_valid
