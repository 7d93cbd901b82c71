// roce_rx_split: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_rx_split(clock,reset,cc_enabled,local_mac,local_ip,ip_v6,s_meta,s_valid,s_ready,s_axis_pay_tdata,s_axis_pay_tkeep,s_axis_pay_tvalid,s_axis_pay_tready,s_axis_pay_tlast,s_axis_pay_tuser,a_meta,a_valid,a_ready,a_pay_tdata,a_pay_tkeep,a_pay_tvalid,a_pay_tready,a_pay_tlast,a_pay_tuser,b_meta,b_valid,b_ready,b_pay_tdata,b_pay_tkeep,b_pay_tvalid,b_pay_tready,b_pay_tlast,b_pay_tuser,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cc_enabled;
    input wire  [47:0] local_mac;
    input wire  [127:0] local_ip;
    input wire  ip_v6;
    input wire  [1025:0] s_meta;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [511:0] s_axis_pay_tdata;
    input wire  [63:0] s_axis_pay_tkeep;
    input wire  s_axis_pay_tvalid;
    output reg  s_axis_pay_tready;
    input wire  s_axis_pay_tlast;
    input wire  s_axis_pay_tuser;
    output reg  [1025:0] a_meta;
    output reg  a_valid;
    input wire  a_ready;
    output reg  [511:0] a_pay_tdata;
    output reg  [63:0] a_pay_tkeep;
    output reg  a_pay_tvalid;
    input wire  a_pay_tready;
    output reg  a_pay_tlast;
    output reg  a_pay_tuser;
    output reg  [1025:0] b_meta;
    output reg  b_valid;
    input wire  b_ready;
    output reg  [511:0] b_pay_tdata;
    output reg  [63:0] b_pay_tkeep;
    output reg  b_pay_tvalid;
    input wire  b_pay_tready;
    output reg  b_pay_tlast;
    output reg  b_pay_tuser;
    output reg  idle;
    
    // Stub signals
    wire  recs__clock;
    wire  recs__reset;
    reg  [1025:0] recs__in_data;
    reg  recs__in_valid;
    wire  recs__in_ready;
    wire  [1025:0] recs__out_data;
    wire  recs__out_valid;
    reg  recs__out_ready;
    wire  sides__clock;
    wire  sides__reset;
    reg  [1:0] sides__in_data;
    reg  sides__in_valid;
    wire  sides__in_ready;
    wire  [1:0] sides__out_data;
    wire  sides__out_valid;
    reg  sides__out_ready;
    wire  route__clock;
    wire  route__reset;
    reg  route__wr_en;
    reg  route__wr_data;
    wire  route__rd_valid;
    wire  route__rd_data;
    reg  route__rd_en;
    wire  [4:0] route__fill;
    reg  route__replace;
    reg  [47:0] lmac_rev__d;
    wire  [47:0] lmac_rev__q;
    reg  [127:0] lip_rev__d;
    wire  [127:0] lip_rev__q;
    reg  a_done__d;
    wire  a_done__q;
    wire  a_done__clock;
    reg  b_done__d;
    wire  b_done__q;
    wire  b_done__clock;
    reg  room__d;
    wire  room__q;
    wire  room__clock;
    
    // Local signals
    reg  [127:0] lip_v;
    reg  to_b;
    reg  to_a;
    reg  side_a;
    reg  side_b;
    reg  a_take;
    reg  b_take;
    reg  in_ok;
    reg  out_ok;
    reg  out_take;
    reg  head_ok;
    reg  head_b;
    
    // Sub module instances
    roce_rx_split__recs recs(
        .clock(recs__clock),
        .reset(recs__reset),
        .in_data(recs__in_data),
        .in_valid(recs__in_valid),
        .in_ready(recs__in_ready),
        .out_data(recs__out_data),
        .out_valid(recs__out_valid),
        .out_ready(recs__out_ready)
    );
    roce_rx_split__sides sides(
        .clock(sides__clock),
        .reset(sides__reset),
        .in_data(sides__in_data),
        .in_valid(sides__in_valid),
        .in_ready(sides__in_ready),
        .out_data(sides__out_data),
        .out_valid(sides__out_valid),
        .out_ready(sides__out_ready)
    );
    roce_rx_split__route route(
        .clock(route__clock),
        .reset(route__reset),
        .wr_en(route__wr_en),
        .wr_data(route__wr_data),
        .rd_valid(route__rd_valid),
        .rd_data(route__rd_data),
        .rd_en(route__rd_en),
        .fill(route__fill),
        .replace(route__replace)
    );
    roce_rx_split__lmac_rev lmac_rev(
        .d(lmac_rev__d),
        .q(lmac_rev__q)
    );
    roce_rx_split__lip_rev lip_rev(
        .d(lip_rev__d),
        .q(lip_rev__q)
    );
    roce_rx_split__dff_w1 a_done(
        .d(a_done__d),
        .q(a_done__q),
        .clock(a_done__clock)
    );
    roce_rx_split__dff_w1 b_done(
        .d(b_done__d),
        .q(b_done__q),
        .clock(b_done__clock)
    );
    roce_rx_split__dff_w1 room(
        .d(room__d),
        .q(room__q),
        .clock(room__clock)
    );
    
    assign room__clock = clock;
    assign a_done__clock = clock;
    assign b_done__clock = clock;
    assign recs__clock = clock;
    assign sides__clock = clock;
    assign route__clock = clock;
    assign recs__reset = reset;
    assign sides__reset = reset;
    assign route__reset = reset;
    
    // Update code
    always @(*) begin
        room__d = room__q;
        a_done__d = a_done__q;
        b_done__d = b_done__q;
        route__replace = 1'b0;
        lmac_rev__d = local_mac;
        lip_rev__d = local_ip;
        lip_v = lip_rev__q;
        if (~ip_v6) begin
            lip_v = ((lip_rev__q[(32'h60)+:(32)]) & 128'hffffffffffffffffffffffffffffffff);
        end
        to_b = (s_meta[(64'h0)+:(4)] == 32'h0) & (s_meta[(64'h1ae)+:(8)] >= 32'hd) & (s_meta[(64'h1ae)+:(8)] <= 32'h12) & (s_meta[(64'h14)+:(48)] == lmac_rev__q) & (s_meta[(64'h85)+:(1)] == ip_v6) & (s_meta[(64'h10e)+:(128)] == lip_v);
        to_a = ~to_b | ((s_meta[(64'h8c)+:(2)] == 32'h3) & cc_enabled);
        room__d = route__fill < 32'hf;
        if (reset) begin
            room__d = 1'b1;
        end
        in_ok = recs__in_ready & sides__in_ready & room__q;
        out_ok = recs__out_valid & sides__out_valid;
        recs__in_data = s_meta;
        sides__in_data = ((to_a) & 2'h3) | (((to_b) & 2'h3) << 32'h1);
        recs__in_valid = s_valid & room__q;
        sides__in_valid = s_valid & room__q;
        s_ready = in_ok;
        route__wr_en = s_valid & in_ok & (s_meta[(64'h0)+:(4)] == 32'h0) & |s_meta[(64'h4)+:(16)];
        route__wr_data = to_b;
        side_a = sides__out_data[32'h0];
        side_b = sides__out_data[32'h1];
        a_meta = recs__out_data;
        if (side_b) begin
            a_meta[(64'h4)+:(16)] = 32'h0;
            a_meta[(64'h401)+:(1)] = 1'b1;
        end
        b_meta = recs__out_data;
        a_valid = out_ok & side_a & ~a_done__q;
        b_valid = out_ok & side_b & ~b_done__q;
        a_take = a_valid & a_ready;
        b_take = b_valid & b_ready;
        out_take = out_ok & (~side_a | a_done__q | a_take) & (~side_b | b_done__q | b_take);
        a_done__d = (a_done__q | a_take) & ~out_take;
        b_done__d = (b_done__q | b_take) & ~out_take;
        if (reset) begin
            a_done__d = 1'b0;
            b_done__d = 1'b0;
        end
        recs__out_ready = out_take;
        sides__out_ready = out_take;
        head_ok = route__rd_valid;
        head_b = route__rd_data;
        a_pay_tdata = s_axis_pay_tdata;
        a_pay_tkeep = s_axis_pay_tkeep;
        a_pay_tlast = s_axis_pay_tlast;
        a_pay_tuser = s_axis_pay_tuser;
        b_pay_tdata = s_axis_pay_tdata;
        b_pay_tkeep = s_axis_pay_tkeep;
        b_pay_tlast = s_axis_pay_tlast;
        b_pay_tuser = s_axis_pay_tuser;
        a_pay_tvalid = s_axis_pay_tvalid & head_ok & ~head_b;
        b_pay_tvalid = s_axis_pay_tvalid & head_ok & head_b;
        s_axis_pay_tready = head_ok & ((~head_b & a_pay_tready) | (head_b & b_pay_tready));
        route__rd_en = s_axis_pay_tvalid & s_axis_pay_tready & s_axis_pay_tlast;
        idle = ~out_ok & recs__in_ready & (route__fill == 32'h0);
    end
    
endmodule // roce_rx_split

module roce_rx_split__dff_w1(d,q,clock);
    
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
          
endmodule // roce_rx_split__dff_w1

module roce_rx_split__lip_rev(d,q);
    
    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    
    // Update code (custom)
    always @(*) q = {d[7:0], d[15:8], d[23:16], d[31:24], d[39:32], d[47:40], d[55:48], d[63:56], d[71:64], d[79:72], d[87:80], d[95:88], d[103:96], d[111:104], d[119:112], d[127:120]};
endmodule // roce_rx_split__lip_rev

module roce_rx_split__lmac_rev(d,q);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    
    // Update code (custom)
    always @(*) q = {d[7:0], d[15:8], d[23:16], d[31:24], d[39:32], d[47:40]};
endmodule // roce_rx_split__lmac_rev

module roce_rx_split__recs(clock,reset,in_data,in_valid,in_ready,out_data,out_valid,out_ready);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [1025:0] in_data;
    input wire  in_valid;
    output reg  in_ready;
    output reg  [1025:0] out_data;
    output reg  out_valid;
    input wire  out_ready;
    
    // Stub signals
    reg  [1025:0] o_data__d;
    wire  [1025:0] o_data__q;
    wire  o_data__clock;
    reg  o_valid__d;
    wire  o_valid__q;
    wire  o_valid__clock;
    reg  [1025:0] k_data__d;
    wire  [1025:0] k_data__q;
    wire  k_data__clock;
    reg  k_valid__d;
    wire  k_valid__q;
    wire  k_valid__clock;
    
    // Sub module instances
    roce_rx_split__dff_w1026 o_data(
        .d(o_data__d),
        .q(o_data__q),
        .clock(o_data__clock)
    );
    roce_rx_split__dff_w1 o_valid(
        .d(o_valid__d),
        .q(o_valid__q),
        .clock(o_valid__clock)
    );
    roce_rx_split__dff_w1026 k_data(
        .d(k_data__d),
        .q(k_data__q),
        .clock(k_data__clock)
    );
    roce_rx_split__dff_w1 k_valid(
        .d(k_valid__d),
        .q(k_valid__q),
        .clock(k_valid__clock)
    );
    
    assign o_data__clock = clock;
    assign o_valid__clock = clock;
    assign k_data__clock = clock;
    assign k_valid__clock = clock;
    
    // Update code
    always @(*) begin
        o_data__d = o_data__q;
        o_valid__d = o_valid__q;
        k_data__d = k_data__q;
        k_valid__d = k_valid__q;
        in_ready = ~k_valid__q;
        out_data = o_data__q;
        out_valid = o_valid__q;
        if (~k_valid__q) begin
            k_data__d = in_data;
        end
        if (out_ready | ~o_valid__q) begin
            if (k_valid__q) begin
                o_data__d = k_data__q;
                o_valid__d = 1'b1;
                k_valid__d = 1'b0;
            end
            else begin
                o_data__d = in_data;
                o_valid__d = in_valid;
            end
        end
        else if (in_valid & ~k_valid__q) begin
            k_valid__d = 1'b1;
        end
        if (reset) begin
            o_valid__d = 1'b0;
            k_valid__d = 1'b0;
        end
    end
    
endmodule // roce_rx_split__recs

module roce_rx_split__dff_w1026(d,q,clock);
    
    // Module arguments
    input wire  [1025:0] d;
    output reg  [1025:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1026'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_split__dff_w1026

module roce_rx_split__route(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  wr_data;
    output reg  rd_valid;
    output reg  rd_data;
    input wire  rd_en;
    output reg  [4:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram__read_address;
    wire  ram__read_clock;
    wire  ram__read_data;
    reg  [3:0] ram__write_address;
    wire  ram__write_clock;
    reg  ram__write_data;
    reg  ram__write_enable;
    reg  [4:0] wr_ptr__d;
    wire  [4:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [4:0] rd_ptr__d;
    wire  [4:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [4:0] count;
    
    // Sub module instances
    roce_rx_split__route__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_rx_split__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_rx_split__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_rx_split__dff_w1 head(
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
        ram__read_address = ((rd_ptr__q - 32'h1) & 4'hf);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 4'hf);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 4'hf);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 4'hf);
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
    
endmodule // roce_rx_split__route

module roce_rx_split__route__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[0:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_rx_split__route__ram

module roce_rx_split__dff_w5(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_split__dff_w5

module roce_rx_split__sides(clock,reset,in_data,in_valid,in_ready,out_data,out_valid,out_ready);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [1:0] in_data;
    input wire  in_valid;
    output reg  in_ready;
    output reg  [1:0] out_data;
    output reg  out_valid;
    input wire  out_ready;
    
    // Stub signals
    reg  [1:0] o_data__d;
    wire  [1:0] o_data__q;
    wire  o_data__clock;
    reg  o_valid__d;
    wire  o_valid__q;
    wire  o_valid__clock;
    reg  [1:0] k_data__d;
    wire  [1:0] k_data__q;
    wire  k_data__clock;
    reg  k_valid__d;
    wire  k_valid__q;
    wire  k_valid__clock;
    
    // Sub module instances
    roce_rx_split__dff_w2 o_data(
        .d(o_data__d),
        .q(o_data__q),
        .clock(o_data__clock)
    );
    roce_rx_split__dff_w1 o_valid(
        .d(o_valid__d),
        .q(o_valid__q),
        .clock(o_valid__clock)
    );
    roce_rx_split__dff_w2 k_data(
        .d(k_data__d),
        .q(k_data__q),
        .clock(k_data__clock)
    );
    roce_rx_split__dff_w1 k_valid(
        .d(k_valid__d),
        .q(k_valid__q),
        .clock(k_valid__clock)
    );
    
    assign o_data__clock = clock;
    assign o_valid__clock = clock;
    assign k_data__clock = clock;
    assign k_valid__clock = clock;
    
    // Update code
    always @(*) begin
        o_data__d = o_data__q;
        o_valid__d = o_valid__q;
        k_data__d = k_data__q;
        k_valid__d = k_valid__q;
        in_ready = ~k_valid__q;
        out_data = o_data__q;
        out_valid = o_valid__q;
        if (~k_valid__q) begin
            k_data__d = in_data;
        end
        if (out_ready | ~o_valid__q) begin
            if (k_valid__q) begin
                o_data__d = k_data__q;
                o_valid__d = 1'b1;
                k_valid__d = 1'b0;
            end
            else begin
                o_data__d = in_data;
                o_valid__d = in_valid;
            end
        end
        else if (in_valid & ~k_valid__q) begin
            k_valid__d = 1'b1;
        end
        if (reset) begin
            o_valid__d = 1'b0;
            k_valid__d = 1'b0;
        end
    end
    
endmodule // roce_rx_split__sides

module roce_rx_split__dff_w2(d,q,clock);
    
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
          
endmodule // roce_rx_split__dff_w2
