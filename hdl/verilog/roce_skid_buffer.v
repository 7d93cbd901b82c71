// roce_skid_buffer: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_skid_buffer(clock,reset,s_axis_tdata,s_axis_tkeep,s_axis_tvalid,s_axis_tready,s_axis_tlast,s_axis_tuser,m_axis_tdata,m_axis_tkeep,m_axis_tvalid,m_axis_tready,m_axis_tlast,m_axis_tuser);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [511:0] s_axis_tdata;
    input wire  [63:0] s_axis_tkeep;
    input wire  s_axis_tvalid;
    output reg  s_axis_tready;
    input wire  s_axis_tlast;
    input wire  s_axis_tuser;
    output reg  [511:0] m_axis_tdata;
    output reg  [63:0] m_axis_tkeep;
    output reg  m_axis_tvalid;
    input wire  m_axis_tready;
    output reg  m_axis_tlast;
    output reg  m_axis_tuser;
    
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
    roce_skid_buffer__dff_w512 out_data(
        .d(out_data__d),
        .q(out_data__q),
        .clock(out_data__clock)
    );
    roce_skid_buffer__dff_w64 out_keep(
        .d(out_keep__d),
        .q(out_keep__q),
        .clock(out_keep__clock)
    );
    roce_skid_buffer__dff_w1 out_last(
        .d(out_last__d),
        .q(out_last__q),
        .clock(out_last__clock)
    );
    roce_skid_buffer__dff_w1 out_user(
        .d(out_user__d),
        .q(out_user__q),
        .clock(out_user__clock)
    );
    roce_skid_buffer__dff_w1 out_valid(
        .d(out_valid__d),
        .q(out_valid__q),
        .clock(out_valid__clock)
    );
    roce_skid_buffer__dff_w512 skid_data(
        .d(skid_data__d),
        .q(skid_data__q),
        .clock(skid_data__clock)
    );
    roce_skid_buffer__dff_w64 skid_keep(
        .d(skid_keep__d),
        .q(skid_keep__q),
        .clock(skid_keep__clock)
    );
    roce_skid_buffer__dff_w1 skid_last(
        .d(skid_last__d),
        .q(skid_last__q),
        .clock(skid_last__clock)
    );
    roce_skid_buffer__dff_w1 skid_user(
        .d(skid_user__d),
        .q(skid_user__q),
        .clock(skid_user__clock)
    );
    roce_skid_buffer__dff_w1 skid_valid(
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
        s_axis_tready = ~skid_valid__q;
        m_axis_tdata = out_data__q;
        m_axis_tkeep = out_keep__q;
        m_axis_tlast = out_last__q;
        m_axis_tuser = out_user__q;
        m_axis_tvalid = out_valid__q;
        if (~skid_valid__q) begin
            skid_data__d = s_axis_tdata;
            skid_keep__d = s_axis_tkeep;
            skid_last__d = s_axis_tlast;
            skid_user__d = s_axis_tuser;
        end
        if (m_axis_tready | ~out_valid__q) begin
            if (skid_valid__q) begin
                out_data__d = skid_data__q;
                out_keep__d = skid_keep__q;
                out_last__d = skid_last__q;
                out_user__d = skid_user__q;
                out_valid__d = 1'b1;
                skid_valid__d = 1'b0;
            end
            else begin
                out_data__d = s_axis_tdata;
                out_keep__d = s_axis_tkeep;
                out_last__d = s_axis_tlast;
                out_user__d = s_axis_tuser;
                out_valid__d = s_axis_tvalid;
            end
        end
        else if (s_axis_tvalid & ~skid_valid__q) begin
            skid_valid__d = 1'b1;
        end
        if (reset) begin
            out_valid__d = 1'b0;
            skid_valid__d = 1'b0;
        end
    end
    
endmodule // roce_skid_buffer

module roce_skid_buffer__dff_w512(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__dff_w512

module roce_skid_buffer__dff_w64(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__dff_w64

module roce_skid_buffer__dff_w1(d,q,clock);
    
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
          
endmodule // roce_skid_buffer__dff_w1
