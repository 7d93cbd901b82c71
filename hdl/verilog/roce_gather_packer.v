// roce_gather_packer: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_gather_packer(clock,reset,s_axis_tdata,s_axis_tkeep,s_axis_tvalid,s_axis_tready,s_axis_tlast,s_axis_tuser,p_valid,p_len,p_end,p_room,m_axis_tdata,m_axis_tkeep,m_axis_tvalid,m_axis_tready,m_axis_tlast,m_axis_tuser,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [511:0] s_axis_tdata;
    input wire  [63:0] s_axis_tkeep;
    input wire  s_axis_tvalid;
    output reg  s_axis_tready;
    input wire  s_axis_tlast;
    input wire  s_axis_tuser;
    input wire  p_valid;
    input wire  [5:0] p_len;
    input wire  p_end;
    output reg  p_room;
    output wire  [511:0] m_axis_tdata;
    output wire  [63:0] m_axis_tkeep;
    output wire  m_axis_tvalid;
    input wire  m_axis_tready;
    output wire  m_axis_tlast;
    output wire  m_axis_tuser;
    output reg  idle;
    
    // Constant declarations
    localparam  ones64 = 64'hffffffffffffffff;
    localparam  ones512 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  c64 = 7'b1000000;
    localparam  room_max = 7'b111110;
    
    // Stub signals
    wire  pieces__clock;
    wire  pieces__reset;
    reg  pieces__wr_en;
    reg  [6:0] pieces__wr_data;
    wire  pieces__rd_valid;
    wire  [6:0] pieces__rd_data;
    reg  pieces__rd_en;
    wire  [6:0] pieces__fill;
    reg  pieces__replace;
    reg  [511:0] rot__data_in;
    reg  [5:0] rot__amount;
    wire  [511:0] rot__data_out;
    wire  out__clock;
    wire  out__reset;
    reg  [511:0] out__s__tdata;
    reg  [63:0] out__s__tkeep;
    reg  out__s__tvalid;
    wire  out__s__tready;
    reg  out__s__tlast;
    reg  out__s__tuser;
    reg  [5:0] fill__d;
    wire  [5:0] fill__q;
    wire  fill__clock;
    reg  [511:0] acc__d;
    wire  [511:0] acc__q;
    wire  acc__clock;
    reg  [63:0] acc_keep__d;
    wire  [63:0] acc_keep__q;
    wire  acc_keep__clock;
    reg  flush__d;
    wire  flush__q;
    wire  flush__clock;
    reg  err__d;
    wire  err__q;
    wire  err__clock;
    reg  room__d;
    wire  room__q;
    wire  room__clock;
    
    // Local signals
    reg  [63:0] keep_rot;
    reg  err_now;
    reg  [63:0] hi_lanes;
    reg  [511:0] hi_bits;
    reg  [511:0] lo;
    reg  [63:0] lo_keep;
    reg  [6:0] sum;
    reg  full;
    reg  [5:0] nfill;
    reg  last_of_pkt;
    reg  take;
    
    // Sub module instances
    roce_gather_packer__pieces pieces(
        .clock(pieces__clock),
        .reset(pieces__reset),
        .wr_en(pieces__wr_en),
        .wr_data(pieces__wr_data),
        .rd_valid(pieces__rd_valid),
        .rd_data(pieces__rd_data),
        .rd_en(pieces__rd_en),
        .fill(pieces__fill),
        .replace(pieces__replace)
    );
    roce_gather_packer__rot rot(
        .data_in(rot__data_in),
        .amount(rot__amount),
        .data_out(rot__data_out)
    );
    roce_gather_packer__out out(
        .clock(out__clock),
        .reset(out__reset),
        .s__tdata(out__s__tdata),
        .s__tkeep(out__s__tkeep),
        .s__tvalid(out__s__tvalid),
        .s__tready(out__s__tready),
        .s__tlast(out__s__tlast),
        .s__tuser(out__s__tuser),
        .m__tdata(m_axis_tdata),
        .m__tkeep(m_axis_tkeep),
        .m__tvalid(m_axis_tvalid),
        .m__tready(m_axis_tready),
        .m__tlast(m_axis_tlast),
        .m__tuser(m_axis_tuser)
    );
    roce_gather_packer__fill fill(
        .d(fill__d),
        .q(fill__q),
        .clock(fill__clock)
    );
    roce_gather_packer__dff_w512 acc(
        .d(acc__d),
        .q(acc__q),
        .clock(acc__clock)
    );
    roce_gather_packer__dff_w64 acc_keep(
        .d(acc_keep__d),
        .q(acc_keep__q),
        .clock(acc_keep__clock)
    );
    roce_gather_packer__dff_w1 flush(
        .d(flush__d),
        .q(flush__q),
        .clock(flush__clock)
    );
    roce_gather_packer__dff_w1 err(
        .d(err__d),
        .q(err__q),
        .clock(err__clock)
    );
    roce_gather_packer__dff_w1 room(
        .d(room__d),
        .q(room__q),
        .clock(room__clock)
    );
    
    assign fill__clock = clock;
    assign acc__clock = clock;
    assign acc_keep__clock = clock;
    assign flush__clock = clock;
    assign err__clock = clock;
    assign room__clock = clock;
    assign pieces__clock = clock;
    assign out__clock = clock;
    assign pieces__reset = reset;
    assign out__reset = reset;
    
    // Update code
    always @(*) begin
        fill__d = fill__q;
        acc__d = acc__q;
        acc_keep__d = acc_keep__q;
        flush__d = flush__q;
        err__d = err__q;
        room__d = room__q;
        pieces__wr_en = p_valid;
        pieces__wr_data = ((p_len) & 7'h7f) | (((p_end) & 7'h7f) << 32'h6);
        pieces__replace = 1'b0;
        room__d = pieces__fill < room_max;
        p_room = room__q;
        rot__data_in = s_axis_tdata;
        rot__amount = fill__q;
        keep_rot = (s_axis_tkeep << fill__q) | (s_axis_tkeep >> (c64 - ((fill__q) & 7'h7f)));
        hi_lanes = ones64 << fill__q;
        hi_bits = ones512 << (((fill__q) & 10'h3ff) << 32'h3);
        lo = (rot__data_out & hi_bits) | (acc__q & ~hi_bits);
        lo_keep = (keep_rot & hi_lanes) | (acc_keep__q & ~hi_lanes);
        sum = ((fill__q) & 7'h7f) + ((pieces__rd_data[(32'h0)+:(6)]) & 7'h7f);
        full = ~s_axis_tlast | ~|pieces__rd_data[(32'h0)+:(6)] | sum[32'h6];
        nfill = fill__q;
        if (s_axis_tlast) begin
            nfill = sum[(32'h0)+:(6)];
        end
        last_of_pkt = s_axis_tlast & pieces__rd_data[32'h6];
        s_axis_tready = ~flush__q & out__s__tready & pieces__rd_valid;
        take = s_axis_tvalid & s_axis_tready;
        pieces__rd_en = take & s_axis_tlast;
        out__s__tdata = lo;
        out__s__tkeep = lo_keep;
        out__s__tlast = 1'b0;
        err_now = err__q | s_axis_tuser;
        out__s__tuser = 1'b0;
        out__s__tvalid = 1'b0;
        if (take) begin
            err__d = err_now;
        end
        if (flush__q) begin
            out__s__tdata = acc__q;
            out__s__tkeep = acc_keep__q;
            out__s__tlast = 1'b1;
            out__s__tuser = err__q;
            out__s__tvalid = 1'b1;
            if (out__s__tready) begin
                flush__d = 1'b0;
                err__d = 1'b0;
                fill__d = 32'h0;
                acc_keep__d = 32'h0;
            end
        end
        else if (take) begin
            if (full) begin
                out__s__tkeep = ones64;
                out__s__tvalid = 1'b1;
                out__s__tlast = last_of_pkt & ~|nfill;
                out__s__tuser = err_now & last_of_pkt & ~|nfill;
                acc__d = rot__data_out;
                acc_keep__d = keep_rot & ~hi_lanes;
                fill__d = nfill;
                if (last_of_pkt) begin
                    if (|nfill) begin
                        flush__d = 1'b1;
                    end
                    else begin
                        acc_keep__d = 32'h0;
                        err__d = 1'b0;
                    end
                end
            end
            else if (last_of_pkt) begin
                out__s__tvalid = 1'b1;
                out__s__tlast = 1'b1;
                out__s__tuser = err_now;
                err__d = 1'b0;
                fill__d = 32'h0;
                acc_keep__d = 32'h0;
            end
            else begin
                acc__d = lo;
                acc_keep__d = lo_keep;
                fill__d = nfill;
            end
        end
        idle = ~pieces__rd_valid & ~flush__q & ~m_axis_tvalid;
        if (reset) begin
            fill__d = 32'h0;
            acc_keep__d = 32'h0;
            flush__d = 1'b0;
            err__d = 1'b0;
        end
    end
    
endmodule // roce_gather_packer

module roce_gather_packer__dff_w512(d,q,clock);
    
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
          
endmodule // roce_gather_packer__dff_w512

module roce_gather_packer__dff_w64(d,q,clock);
    
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
          
endmodule // roce_gather_packer__dff_w64

module roce_gather_packer__dff_w1(d,q,clock);
    
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
          
endmodule // roce_gather_packer__dff_w1

module roce_gather_packer__fill(d,q,clock);
    
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
          
endmodule // roce_gather_packer__fill

module roce_gather_packer__out(clock,reset,s__tdata,s__tkeep,s__tvalid,s__tready,s__tlast,s__tuser,m__tdata,m__tkeep,m__tvalid,m__tready,m__tlast,m__tuser);
    
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
    roce_gather_packer__dff_w512 out_data(
        .d(out_data__d),
        .q(out_data__q),
        .clock(out_data__clock)
    );
    roce_gather_packer__dff_w64 out_keep(
        .d(out_keep__d),
        .q(out_keep__q),
        .clock(out_keep__clock)
    );
    roce_gather_packer__dff_w1 out_last(
        .d(out_last__d),
        .q(out_last__q),
        .clock(out_last__clock)
    );
    roce_gather_packer__dff_w1 out_user(
        .d(out_user__d),
        .q(out_user__q),
        .clock(out_user__clock)
    );
    roce_gather_packer__dff_w1 out_valid(
        .d(out_valid__d),
        .q(out_valid__q),
        .clock(out_valid__clock)
    );
    roce_gather_packer__dff_w512 skid_data(
        .d(skid_data__d),
        .q(skid_data__q),
        .clock(skid_data__clock)
    );
    roce_gather_packer__dff_w64 skid_keep(
        .d(skid_keep__d),
        .q(skid_keep__q),
        .clock(skid_keep__clock)
    );
    roce_gather_packer__dff_w1 skid_last(
        .d(skid_last__d),
        .q(skid_last__q),
        .clock(skid_last__clock)
    );
    roce_gather_packer__dff_w1 skid_user(
        .d(skid_user__d),
        .q(skid_user__q),
        .clock(skid_user__clock)
    );
    roce_gather_packer__dff_w1 skid_valid(
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
    
endmodule // roce_gather_packer__out

module roce_gather_packer__pieces(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [6:0] wr_data;
    output reg  rd_valid;
    output reg  [6:0] rd_data;
    input wire  rd_en;
    output reg  [6:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram__read_address;
    wire  ram__read_clock;
    wire  [6:0] ram__read_data;
    reg  [5:0] ram__write_address;
    wire  ram__write_clock;
    reg  [6:0] ram__write_data;
    reg  ram__write_enable;
    reg  [6:0] wr_ptr__d;
    wire  [6:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [6:0] rd_ptr__d;
    wire  [6:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [6:0] count;
    
    // Sub module instances
    roce_gather_packer__pieces__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_gather_packer__dff_w7 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_gather_packer__dff_w7 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_gather_packer__dff_w1 head(
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
        ram__read_address = ((rd_ptr__q - 32'h1) & 6'h3f);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 6'h3f);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 6'h3f);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 6'h3f);
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
    
endmodule // roce_gather_packer__pieces

module roce_gather_packer__pieces__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [6:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [6:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[6:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_gather_packer__pieces__ram

module roce_gather_packer__dff_w7(d,q,clock);
    
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
          
endmodule // roce_gather_packer__dff_w7

module roce_gather_packer__rot(data_in,amount,data_out);
    
    // Module arguments
    input wire  [511:0] data_in;
    input wire  [5:0] amount;
    output reg  [511:0] data_out;
    
    // Local signals
    reg  [511:0] s16;
    reg  [511:0] s4;
    reg  [1:0] sel16;
    reg  [1:0] sel4;
    reg  [1:0] sel1;
    
    // Update code
    always @(*) begin
        sel16 = amount[(32'h4)+:(2)];
        sel4 = amount[(32'h2)+:(2)];
        sel1 = amount[(32'h0)+:(2)];
        s16 = data_in;
        if (sel16 == 32'h1) begin
            s16 = (data_in << 32'h80) | (data_in >> 32'h180);
        end
        if (sel16 == 32'h2) begin
            s16 = (data_in << 32'h100) | (data_in >> 32'h100);
        end
        if (sel16 == 32'h3) begin
            s16 = (data_in << 32'h180) | (data_in >> 32'h80);
        end
        s4 = s16;
        if (sel4 == 32'h1) begin
            s4 = (s16 << 32'h20) | (s16 >> 32'h1e0);
        end
        if (sel4 == 32'h2) begin
            s4 = (s16 << 32'h40) | (s16 >> 32'h1c0);
        end
        if (sel4 == 32'h3) begin
            s4 = (s16 << 32'h60) | (s16 >> 32'h1a0);
        end
        data_out = s4;
        if (sel1 == 32'h1) begin
            data_out = (s4 << 32'h8) | (s4 >> 32'h1f8);
        end
        if (sel1 == 32'h2) begin
            data_out = (s4 << 32'h10) | (s4 >> 32'h1f0);
        end
        if (sel1 == 32'h3) begin
            data_out = (s4 << 32'h18) | (s4 >> 32'h1e8);
        end
    end
    
endmodule // roce_gather_packer__rot
