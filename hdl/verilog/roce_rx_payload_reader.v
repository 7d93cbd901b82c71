// roce_rx_payload_reader: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_rx_payload_reader(clock,reset,desc,desc_valid,desc_take,beat,beat_valid,beat_take,m_axis_tdata,m_axis_tkeep,m_axis_tvalid,m_axis_tready,m_axis_tlast,m_axis_tuser);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [35:0] desc;
    input wire  desc_valid;
    output reg  desc_take;
    input wire  [511:0] beat;
    input wire  beat_valid;
    output reg  beat_take;
    output wire  [511:0] m_axis_tdata;
    output wire  [63:0] m_axis_tkeep;
    output wire  m_axis_tvalid;
    input wire  m_axis_tready;
    output wire  m_axis_tlast;
    output wire  m_axis_tuser;
    
    // Constant declarations
    localparam  ones64 = 64'hffffffffffffffff;
    
    // Stub signals
    wire  out_skid__clock;
    wire  out_skid__reset;
    reg  [511:0] out_skid__s__tdata;
    reg  [63:0] out_skid__s__tkeep;
    reg  out_skid__s__tvalid;
    wire  out_skid__s__tready;
    reg  out_skid__s__tlast;
    reg  out_skid__s__tuser;
    reg  rbusy__d;
    wire  rbusy__q;
    wire  rbusy__clock;
    reg  rdrop__d;
    wire  rdrop__q;
    wire  rdrop__clock;
    reg  remit__d;
    wire  remit__q;
    wire  remit__clock;
    reg  [5:0] rs__d;
    wire  [5:0] rs__q;
    wire  rs__clock;
    reg  [8:0] rleft__d;
    wire  [8:0] rleft__q;
    wire  rleft__clock;
    reg  [1:0] rpre__d;
    wire  [1:0] rpre__q;
    wire  rpre__clock;
    reg  [10:0] routs__d;
    wire  [10:0] routs__q;
    wire  routs__clock;
    reg  [6:0] rplast__d;
    wire  [6:0] rplast__q;
    wire  rplast__clock;
    reg  [511:0] rprev__d;
    wire  [511:0] rprev__q;
    wire  rprev__clock;
    reg  bq_valid__d;
    wire  bq_valid__q;
    wire  bq_valid__clock;
    reg  [511:0] bq_data__d;
    wire  [511:0] bq_data__q;
    wire  bq_data__clock;
    reg  flush__d;
    wire  flush__q;
    wire  flush__clock;
    reg  [511:0] flush_data__d;
    wire  [511:0] flush_data__q;
    wire  flush_data__clock;
    reg  [63:0] flush_keep__d;
    wire  [63:0] flush_keep__q;
    wire  flush_keep__clock;
    
    // Local signals
    reg  [1023:0] both2;
    reg  [35:0] d;
    reg  start;
    reg  c_drop;
    reg  [5:0] c_s;
    reg  [8:0] c_left;
    reg  [1:0] c_pre;
    reg  [10:0] c_outs;
    reg  [6:0] c_plast;
    reg  [1:0] n_pre;
    reg  [10:0] n_outs;
    reg  emits;
    reg  out_ready;
    reg  rd;
    reg  [9:0] sh;
    reg  [1023:0] both;
    reg  [511:0] obeat;
    reg  [63:0] okeep;
    
    // Sub module instances
    roce_rx_payload_reader__out_skid out_skid(
        .clock(out_skid__clock),
        .reset(out_skid__reset),
        .s__tdata(out_skid__s__tdata),
        .s__tkeep(out_skid__s__tkeep),
        .s__tvalid(out_skid__s__tvalid),
        .s__tready(out_skid__s__tready),
        .s__tlast(out_skid__s__tlast),
        .s__tuser(out_skid__s__tuser),
        .m__tdata(m_axis_tdata),
        .m__tkeep(m_axis_tkeep),
        .m__tvalid(m_axis_tvalid),
        .m__tready(m_axis_tready),
        .m__tlast(m_axis_tlast),
        .m__tuser(m_axis_tuser)
    );
    roce_rx_payload_reader__dff_w1 rbusy(
        .d(rbusy__d),
        .q(rbusy__q),
        .clock(rbusy__clock)
    );
    roce_rx_payload_reader__dff_w1 rdrop(
        .d(rdrop__d),
        .q(rdrop__q),
        .clock(rdrop__clock)
    );
    roce_rx_payload_reader__dff_w1 remit(
        .d(remit__d),
        .q(remit__q),
        .clock(remit__clock)
    );
    roce_rx_payload_reader__rs rs(
        .d(rs__d),
        .q(rs__q),
        .clock(rs__clock)
    );
    roce_rx_payload_reader__rleft rleft(
        .d(rleft__d),
        .q(rleft__q),
        .clock(rleft__clock)
    );
    roce_rx_payload_reader__rpre rpre(
        .d(rpre__d),
        .q(rpre__q),
        .clock(rpre__clock)
    );
    roce_rx_payload_reader__routs routs(
        .d(routs__d),
        .q(routs__q),
        .clock(routs__clock)
    );
    roce_rx_payload_reader__rplast rplast(
        .d(rplast__d),
        .q(rplast__q),
        .clock(rplast__clock)
    );
    roce_rx_payload_reader__dff_w512 rprev(
        .d(rprev__d),
        .q(rprev__q),
        .clock(rprev__clock)
    );
    roce_rx_payload_reader__dff_w1 bq_valid(
        .d(bq_valid__d),
        .q(bq_valid__q),
        .clock(bq_valid__clock)
    );
    roce_rx_payload_reader__dff_w512 bq_data(
        .d(bq_data__d),
        .q(bq_data__q),
        .clock(bq_data__clock)
    );
    roce_rx_payload_reader__dff_w1 flush(
        .d(flush__d),
        .q(flush__q),
        .clock(flush__clock)
    );
    roce_rx_payload_reader__dff_w512 flush_data(
        .d(flush_data__d),
        .q(flush_data__q),
        .clock(flush_data__clock)
    );
    roce_rx_payload_reader__dff_w64 flush_keep(
        .d(flush_keep__d),
        .q(flush_keep__q),
        .clock(flush_keep__clock)
    );
    
    assign rbusy__clock = clock;
    assign rdrop__clock = clock;
    assign remit__clock = clock;
    assign rs__clock = clock;
    assign rleft__clock = clock;
    assign rpre__clock = clock;
    assign routs__clock = clock;
    assign rplast__clock = clock;
    assign rprev__clock = clock;
    assign bq_valid__clock = clock;
    assign bq_data__clock = clock;
    assign flush__clock = clock;
    assign flush_data__clock = clock;
    assign flush_keep__clock = clock;
    assign out_skid__clock = clock;
    assign out_skid__reset = reset;
    
    // Update code
    always @(*) begin
        rbusy__d = rbusy__q;
        rdrop__d = rdrop__q;
        remit__d = remit__q;
        rs__d = rs__q;
        rleft__d = rleft__q;
        rpre__d = rpre__q;
        routs__d = routs__q;
        rplast__d = rplast__q;
        rprev__d = rprev__q;
        bq_valid__d = bq_valid__q;
        bq_data__d = bq_data__q;
        flush__d = flush__q;
        flush_data__d = flush_data__q;
        flush_keep__d = flush_keep__q;
        out_ready = out_skid__s__tready;
        d = desc;
        start = ~rbusy__q;
        if (start) begin
            c_drop = d[(64'h0)+:(1)];
            c_left = d[(64'h1)+:(9)];
            c_s = d[(64'ha)+:(6)];
            c_pre = d[(64'h10)+:(2)];
            c_outs = d[(64'h12)+:(11)];
            c_plast = d[(64'h1d)+:(7)];
        end
        else begin
            c_drop = rdrop__q;
            c_left = rleft__q;
            c_s = rs__q;
            c_pre = rpre__q;
            c_outs = routs__q;
            c_plast = rplast__q;
        end
        emits = ~start & remit__q;
        rd = bq_valid__q & (rbusy__q | desc_valid);
        if (flush__q) begin
            rd = rd & out_ready & ~emits;
        end
        else begin
            rd = rd & (out_ready | ~emits);
        end
        beat_take = beat_valid & (~bq_valid__q | rd);
        if (beat_valid & (~bq_valid__q | rd)) begin
            bq_valid__d = 1'b1;
            bq_data__d = beat;
        end
        else if (rd) begin
            bq_valid__d = 1'b0;
        end
        desc_take = rd & start;
        sh = ((c_s) & 10'h3ff) << 32'h3;
        both2[(64'h0)+:(512)] = rprev__q;
        both2[(64'h200)+:(512)] = bq_data__q;
        both = both2;
        obeat = ((both >> sh) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        okeep = ones64;
        if (c_outs == 32'h1) begin
            okeep = ~(ones64 << c_plast);
        end
        out_skid__s__tdata = obeat;
        out_skid__s__tkeep = okeep;
        out_skid__s__tlast = c_outs == 32'h1;
        out_skid__s__tuser = 1'b0;
        out_skid__s__tvalid = rd & emits;
        if (flush__q) begin
            out_skid__s__tdata = flush_data__q;
            out_skid__s__tkeep = flush_keep__q;
            out_skid__s__tlast = 1'b1;
            out_skid__s__tvalid = 1'b1;
            if (out_ready) begin
                flush__d = 1'b0;
            end
        end
        n_pre = c_pre;
        if (|c_pre) begin
            n_pre = c_pre - 32'h1;
        end
        n_outs = c_outs;
        if (emits) begin
            n_outs = c_outs - 32'h1;
        end
        if (rd) begin
            rprev__d = bq_data__q;
            rbusy__d = c_left != 32'h1;
            rdrop__d = c_drop;
            remit__d = ~c_drop & ~|n_pre & |n_outs;
            rs__d = c_s;
            rleft__d = c_left - 32'h1;
            rpre__d = n_pre;
            routs__d = n_outs;
            rplast__d = c_plast;
            if ((c_left == 32'h1) & ~c_drop) begin
                if ((emits & (c_outs == 32'h2)) | (~emits & (c_outs == 32'h1))) begin
                    flush__d = 1'b1;
                    flush_data__d = bq_data__q >> sh;
                    flush_keep__d = ~(ones64 << c_plast);
                end
            end
        end
        if (reset) begin
            rbusy__d = 1'b0;
            remit__d = 1'b0;
            bq_valid__d = 1'b0;
            flush__d = 1'b0;
        end
    end
    
endmodule // roce_rx_payload_reader

module roce_rx_payload_reader__dff_w512(d,q,clock);
    
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
          
endmodule // roce_rx_payload_reader__dff_w512

module roce_rx_payload_reader__dff_w1(d,q,clock);
    
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
          
endmodule // roce_rx_payload_reader__dff_w1

module roce_rx_payload_reader__dff_w64(d,q,clock);
    
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
          
endmodule // roce_rx_payload_reader__dff_w64

module roce_rx_payload_reader__out_skid(clock,reset,s__tdata,s__tkeep,s__tvalid,s__tready,s__tlast,s__tuser,m__tdata,m__tkeep,m__tvalid,m__tready,m__tlast,m__tuser);
    
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
    roce_rx_payload_reader__dff_w512 out_data(
        .d(out_data__d),
        .q(out_data__q),
        .clock(out_data__clock)
    );
    roce_rx_payload_reader__dff_w64 out_keep(
        .d(out_keep__d),
        .q(out_keep__q),
        .clock(out_keep__clock)
    );
    roce_rx_payload_reader__dff_w1 out_last(
        .d(out_last__d),
        .q(out_last__q),
        .clock(out_last__clock)
    );
    roce_rx_payload_reader__dff_w1 out_user(
        .d(out_user__d),
        .q(out_user__q),
        .clock(out_user__clock)
    );
    roce_rx_payload_reader__dff_w1 out_valid(
        .d(out_valid__d),
        .q(out_valid__q),
        .clock(out_valid__clock)
    );
    roce_rx_payload_reader__dff_w512 skid_data(
        .d(skid_data__d),
        .q(skid_data__q),
        .clock(skid_data__clock)
    );
    roce_rx_payload_reader__dff_w64 skid_keep(
        .d(skid_keep__d),
        .q(skid_keep__q),
        .clock(skid_keep__clock)
    );
    roce_rx_payload_reader__dff_w1 skid_last(
        .d(skid_last__d),
        .q(skid_last__q),
        .clock(skid_last__clock)
    );
    roce_rx_payload_reader__dff_w1 skid_user(
        .d(skid_user__d),
        .q(skid_user__q),
        .clock(skid_user__clock)
    );
    roce_rx_payload_reader__dff_w1 skid_valid(
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
        if (~skid_valid__q) begin
            skid_data__d = s__tdata;
            skid_keep__d = s__tkeep;
            skid_last__d = s__tlast;
            skid_user__d = s__tuser;
        end
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
            skid_valid__d = 1'b1;
        end
        if (reset) begin
            out_valid__d = 1'b0;
            skid_valid__d = 1'b0;
        end
    end
    
endmodule // roce_rx_payload_reader__out_skid

module roce_rx_payload_reader__rleft(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_payload_reader__rleft

module roce_rx_payload_reader__routs(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_payload_reader__routs

module roce_rx_payload_reader__rplast(d,q,clock);
    
    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 7'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_payload_reader__rplast

module roce_rx_payload_reader__rpre(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_payload_reader__rpre

module roce_rx_payload_reader__rs(d,q,clock);
    
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
          
endmodule // roce_rx_payload_reader__rs
