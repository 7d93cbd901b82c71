// roce_rsp_payload_mover: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_rsp_payload_mover(clock,reset,cmd,cmd_valid,cmd_ready,pay_tdata,pay_tkeep,pay_tvalid,pay_tready,pay_tlast,pay_tuser,w_data,w_valid,w_ready,w_last,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [79:0] cmd;
    input wire  cmd_valid;
    output reg  cmd_ready;
    input wire  [511:0] pay_tdata;
    input wire  [63:0] pay_tkeep;
    input wire  pay_tvalid;
    output wire  pay_tready;
    input wire  pay_tlast;
    input wire  pay_tuser;
    output reg  [511:0] w_data;
    output reg  w_valid;
    input wire  w_ready;
    output reg  w_last;
    output reg  idle;
    
    // Stub signals
    wire  fifo__clock;
    wire  fifo__reset;
    reg  fifo__wr_en;
    reg  [79:0] fifo__wr_data;
    wire  fifo__rd_valid;
    wire  [79:0] fifo__rd_data;
    reg  fifo__rd_en;
    wire  [2:0] fifo__fill;
    reg  fifo__replace;
    wire  pm__clock;
    wire  pm__reset;
    reg  [17:0] pm__rec;
    reg  pm__rec_valid;
    wire  [5:0] pm__fill;
    wire  pm__idle;
    wire  [511:0] pm__wr_data;
    wire  [63:0] pm__wr_keep;
    wire  pm__wr_last;
    wire  pm__wr_valid;
    reg  pm__wr_ready;
    reg  room__d;
    wire  room__q;
    wire  room__clock;
    
    // Local signals
    reg  [79:0] head;
    reg  [1:0] op;
    reg  pop;
    reg  value;
    reg  [17:0] rec;
    
    // Sub module instances
    roce_rsp_payload_mover__fifo fifo(
        .clock(fifo__clock),
        .reset(fifo__reset),
        .wr_en(fifo__wr_en),
        .wr_data(fifo__wr_data),
        .rd_valid(fifo__rd_valid),
        .rd_data(fifo__rd_data),
        .rd_en(fifo__rd_en),
        .fill(fifo__fill),
        .replace(fifo__replace)
    );
    roce_rsp_payload_mover__pm pm(
        .clock(pm__clock),
        .reset(pm__reset),
        .rec(pm__rec),
        .rec_valid(pm__rec_valid),
        .fill(pm__fill),
        .idle(pm__idle),
        .s_pay__tdata(pay_tdata),
        .s_pay__tkeep(pay_tkeep),
        .s_pay__tvalid(pay_tvalid),
        .s_pay__tready(pay_tready),
        .s_pay__tlast(pay_tlast),
        .s_pay__tuser(pay_tuser),
        .wr_data(pm__wr_data),
        .wr_keep(pm__wr_keep),
        .wr_last(pm__wr_last),
        .wr_valid(pm__wr_valid),
        .wr_ready(pm__wr_ready)
    );
    roce_rsp_payload_mover__dff_w1 room(
        .d(room__d),
        .q(room__q),
        .clock(room__clock)
    );
    
    assign room__clock = clock;
    assign fifo__clock = clock;
    assign pm__clock = clock;
    assign fifo__reset = reset;
    assign pm__reset = reset;
    
    // Update code
    always @(*) begin
        room__d = room__q;
        fifo__replace = 1'b0;
        fifo__wr_en = cmd_valid & room__q;
        fifo__wr_data = cmd;
        cmd_ready = room__q;
        room__d = fifo__fill < 32'h3;
        head = fifo__rd_data;
        op = head[(64'h0)+:(2)];
        rec[(64'h0)+:(1)] = op == 32'h0;
        rec[(64'h1)+:(1)] = head[(64'hf)+:(1)];
        rec[(64'h2)+:(16)] = ((head[(64'h2)+:(13)]) & 16'hffff);
        pm__rec = rec;
        pm__rec_valid = 1'b0;
        pop = 1'b0;
        value = 1'b0;
        if (fifo__rd_valid) begin
            if (op == 32'h2) begin
                value = pm__idle;
                pop = value & w_ready;
            end
            else if (pm__fill < 32'h1e) begin
                pm__rec_valid = 1'b1;
                pop = 1'b1;
            end
        end
        w_data = pm__wr_data;
        w_valid = pm__wr_valid;
        w_last = pm__wr_last;
        if (value) begin
            w_data = ((head[(64'h10)+:(64)]) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
            w_valid = 1'b1;
            w_last = 1'b1;
        end
        pm__wr_ready = w_ready;
        fifo__rd_en = pop;
        idle = ~fifo__rd_valid & (fifo__fill == 32'h0) & pm__idle;
        if (reset) begin
            room__d = 1'b1;
        end
    end
    
endmodule // roce_rsp_payload_mover

module roce_rsp_payload_mover__fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [79:0] wr_data;
    output reg  rd_valid;
    output reg  [79:0] rd_data;
    input wire  rd_en;
    output reg  [2:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 3'b100;
    
    // Stub signals
    reg  [1:0] ram__read_address;
    wire  ram__read_clock;
    wire  [79:0] ram__read_data;
    reg  [1:0] ram__write_address;
    wire  ram__write_clock;
    reg  [79:0] ram__write_data;
    reg  ram__write_enable;
    reg  [2:0] wr_ptr__d;
    wire  [2:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [2:0] rd_ptr__d;
    wire  [2:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [2:0] count;
    
    // Sub module instances
    roce_rsp_payload_mover__fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_rsp_payload_mover__dff_w3 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_rsp_payload_mover__dff_w3 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_rsp_payload_mover__dff_w1 head(
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
        ram__read_address = ((rd_ptr__q - 32'h1) & 2'h3);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 2'h3);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 2'h3);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 2'h3);
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
    
endmodule // roce_rsp_payload_mover__fifo

module roce_rsp_payload_mover__dff_w1(d,q,clock);
    
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
          
endmodule // roce_rsp_payload_mover__dff_w1

module roce_rsp_payload_mover__fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [1:0] read_address;
    input wire  read_clock;
    output reg  [79:0] read_data;
    input wire  [1:0] write_address;
    input wire  write_clock;
    input wire  [79:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[79:0] mem[3:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_rsp_payload_mover__fifo__ram

module roce_rsp_payload_mover__dff_w3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rsp_payload_mover__dff_w3

module roce_rsp_payload_mover__pm(clock,reset,rec,rec_valid,fill,idle,s_pay__tdata,s_pay__tkeep,s_pay__tvalid,s_pay__tready,s_pay__tlast,s_pay__tuser,wr_data,wr_keep,wr_last,wr_valid,wr_ready);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [17:0] rec;
    input wire  rec_valid;
    output reg  [5:0] fill;
    output reg  idle;
    input wire  [511:0] s_pay__tdata;
    input wire  [63:0] s_pay__tkeep;
    input wire  s_pay__tvalid;
    output reg  s_pay__tready;
    input wire  s_pay__tlast;
    input wire  s_pay__tuser;
    output reg  [511:0] wr_data;
    output reg  [63:0] wr_keep;
    output reg  wr_last;
    output reg  wr_valid;
    input wire  wr_ready;
    
    // Constant declarations
    localparam  c512 = 10'b1000000000;
    localparam  ones64 = 64'hffffffffffffffff;
    
    // Stub signals
    wire  fifo__clock;
    wire  fifo__reset;
    reg  fifo__wr_en;
    reg  [17:0] fifo__wr_data;
    wire  fifo__rd_valid;
    wire  [17:0] fifo__rd_data;
    reg  fifo__rd_en;
    wire  [5:0] fifo__fill;
    reg  fifo__replace;
    reg  [5:0] cnt__d;
    wire  [5:0] cnt__q;
    wire  cnt__clock;
    reg  busy__d;
    wire  busy__q;
    wire  busy__clock;
    reg  write__d;
    wire  write__q;
    wire  write__clock;
    reg  eof__d;
    wire  eof__q;
    wire  eof__clock;
    reg  [15:0] rem__d;
    wire  [15:0] rem__q;
    wire  rem__clock;
    reg  [6:0] held__d;
    wire  [6:0] held__q;
    wire  held__clock;
    reg  [511:0] hold__d;
    wire  [511:0] hold__q;
    wire  hold__clock;
    
    // Local signals
    reg  [17:0] rec_bits;
    reg  [9:0] sh;
    reg  need;
    reg  fin;
    reg  go;
    reg  [15:0] next_held;
    reg  drop_end;
    reg  free;
    
    // Sub module instances
    roce_rsp_payload_mover__pm__fifo fifo(
        .clock(fifo__clock),
        .reset(fifo__reset),
        .wr_en(fifo__wr_en),
        .wr_data(fifo__wr_data),
        .rd_valid(fifo__rd_valid),
        .rd_data(fifo__rd_data),
        .rd_en(fifo__rd_en),
        .fill(fifo__fill),
        .replace(fifo__replace)
    );
    roce_rsp_payload_mover__dff_w6 cnt(
        .d(cnt__d),
        .q(cnt__q),
        .clock(cnt__clock)
    );
    roce_rsp_payload_mover__dff_w1 busy(
        .d(busy__d),
        .q(busy__q),
        .clock(busy__clock)
    );
    roce_rsp_payload_mover__dff_w1 write(
        .d(write__d),
        .q(write__q),
        .clock(write__clock)
    );
    roce_rsp_payload_mover__dff_w1 eof(
        .d(eof__d),
        .q(eof__q),
        .clock(eof__clock)
    );
    roce_rsp_payload_mover__pm__rem rem(
        .d(rem__d),
        .q(rem__q),
        .clock(rem__clock)
    );
    roce_rsp_payload_mover__pm__held held(
        .d(held__d),
        .q(held__q),
        .clock(held__clock)
    );
    roce_rsp_payload_mover__pm__hold hold(
        .d(hold__d),
        .q(hold__q),
        .clock(hold__clock)
    );
    
    assign cnt__clock = clock;
    assign busy__clock = clock;
    assign write__clock = clock;
    assign eof__clock = clock;
    assign rem__clock = clock;
    assign held__clock = clock;
    assign hold__clock = clock;
    assign fifo__clock = clock;
    assign fifo__reset = reset;
    
    // Update code
    always @(*) begin
        cnt__d = cnt__q;
        busy__d = busy__q;
        write__d = write__q;
        eof__d = eof__q;
        rem__d = rem__q;
        held__d = held__q;
        hold__d = hold__q;
        fifo__replace = 1'b0;
        rec_bits = rec;
        fifo__wr_en = rec_valid;
        fifo__wr_data = rec_bits;
        sh = ((held__q) & 10'h3ff) << 32'h3;
        need = ~|held__q | (rem__q > ((held__q) & 16'hffff));
        fin = rem__q <= 32'h40;
        wr_valid = busy__q & write__q & (~need | s_pay__tvalid);
        go = wr_valid & wr_ready;
        s_pay__tready = busy__q & (~write__q | (need & wr_ready));
        wr_data = (hold__q >> (c512 - sh)) | (s_pay__tdata << sh);
        wr_keep = ones64;
        wr_last = fin;
        next_held = ((held__q) & 16'hffff);
        if (rem__q < 32'h40) begin
            next_held = ((held__q) & 16'hffff) + 32'h40 - rem__q;
            if (~need) begin
                next_held = ((held__q) & 16'hffff) - rem__q;
            end
        end
        if (go) begin
            if (need) begin
                hold__d = s_pay__tdata;
            end
            rem__d = rem__q - 32'h40;
            held__d = next_held[(32'h0)+:(7)];
            if (fin) begin
                busy__d = 1'b0;
                if (eof__q) begin
                    held__d = 32'h0;
                end
            end
        end
        drop_end = busy__q & ~write__q & s_pay__tvalid & s_pay__tlast;
        if (drop_end) begin
            busy__d = 1'b0;
            held__d = 32'h0;
        end
        free = ~busy__q | (go & fin) | drop_end;
        fifo__rd_en = 1'b0;
        if (fifo__rd_valid & free) begin
            fifo__rd_en = 1'b1;
            busy__d = 1'b1;
            write__d = fifo__rd_data[32'h0];
            eof__d = fifo__rd_data[32'h1];
            rem__d = fifo__rd_data[(32'h2)+:(16)];
        end
        cnt__d = cnt__q + ((fifo__wr_en) & 6'h3f) - ((fifo__rd_en) & 6'h3f);
        fill = cnt__q;
        idle = ~busy__q & ~fifo__rd_valid & ~|cnt__q;
        if (reset) begin
            busy__d = 1'b0;
            held__d = 32'h0;
            cnt__d = 32'h0;
        end
    end
    
endmodule // roce_rsp_payload_mover__pm

module roce_rsp_payload_mover__dff_w6(d,q,clock);
    
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
          
endmodule // roce_rsp_payload_mover__dff_w6

module roce_rsp_payload_mover__pm__fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [17:0] wr_data;
    output reg  rd_valid;
    output reg  [17:0] rd_data;
    input wire  rd_en;
    output reg  [5:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 6'b100000;
    
    // Stub signals
    reg  [4:0] ram__read_address;
    wire  ram__read_clock;
    wire  [17:0] ram__read_data;
    reg  [4:0] ram__write_address;
    wire  ram__write_clock;
    reg  [17:0] ram__write_data;
    reg  ram__write_enable;
    reg  [5:0] wr_ptr__d;
    wire  [5:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [5:0] rd_ptr__d;
    wire  [5:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [5:0] count;
    
    // Sub module instances
    roce_rsp_payload_mover__pm__fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_rsp_payload_mover__dff_w6 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_rsp_payload_mover__dff_w6 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_rsp_payload_mover__dff_w1 head(
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
        ram__read_address = ((rd_ptr__q - 32'h1) & 5'h1f);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 5'h1f);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 5'h1f);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 5'h1f);
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
    
endmodule // roce_rsp_payload_mover__pm__fifo

module roce_rsp_payload_mover__pm__fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [17:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [17:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[17:0] mem[31:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_rsp_payload_mover__pm__fifo__ram

module roce_rsp_payload_mover__pm__held(d,q,clock);
    
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
          
endmodule // roce_rsp_payload_mover__pm__held

module roce_rsp_payload_mover__pm__hold(d,q,clock);
    
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
          
endmodule // roce_rsp_payload_mover__pm__hold

module roce_rsp_payload_mover__pm__rem(d,q,clock);
    
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
          
endmodule // roce_rsp_payload_mover__pm__rem
