// roce_payload_mover: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_payload_mover(clock,reset,rec,rec_valid,fill,idle,s_axis_pay_tdata,s_axis_pay_tkeep,s_axis_pay_tvalid,s_axis_pay_tready,s_axis_pay_tlast,s_axis_pay_tuser,wr_data,wr_keep,wr_last,wr_valid,wr_ready);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [17:0] rec;
    input wire  rec_valid;
    output reg  [5:0] fill;
    output reg  idle;
    input wire  [511:0] s_axis_pay_tdata;
    input wire  [63:0] s_axis_pay_tkeep;
    input wire  s_axis_pay_tvalid;
    output reg  s_axis_pay_tready;
    input wire  s_axis_pay_tlast;
    input wire  s_axis_pay_tuser;
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
    roce_payload_mover__fifo fifo(
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
    roce_payload_mover__dff_w6 cnt(
        .d(cnt__d),
        .q(cnt__q),
        .clock(cnt__clock)
    );
    roce_payload_mover__dff_w1 busy(
        .d(busy__d),
        .q(busy__q),
        .clock(busy__clock)
    );
    roce_payload_mover__dff_w1 write(
        .d(write__d),
        .q(write__q),
        .clock(write__clock)
    );
    roce_payload_mover__dff_w1 eof(
        .d(eof__d),
        .q(eof__q),
        .clock(eof__clock)
    );
    roce_payload_mover__rem rem(
        .d(rem__d),
        .q(rem__q),
        .clock(rem__clock)
    );
    roce_payload_mover__held held(
        .d(held__d),
        .q(held__q),
        .clock(held__clock)
    );
    roce_payload_mover__hold hold(
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
        wr_valid = busy__q & write__q & (~need | s_axis_pay_tvalid);
        go = wr_valid & wr_ready;
        s_axis_pay_tready = busy__q & (~write__q | (need & wr_ready));
        wr_data = (hold__q >> (c512 - sh)) | (s_axis_pay_tdata << sh);
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
                hold__d = s_axis_pay_tdata;
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
        drop_end = busy__q & ~write__q & s_axis_pay_tvalid & s_axis_pay_tlast;
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
    
endmodule // roce_payload_mover

module roce_payload_mover__dff_w1(d,q,clock);
    
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
          
endmodule // roce_payload_mover__dff_w1

module roce_payload_mover__dff_w6(d,q,clock);
    
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
          
endmodule // roce_payload_mover__dff_w6

module roce_payload_mover__fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
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
    roce_payload_mover__fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_payload_mover__dff_w6 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_payload_mover__dff_w6 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_payload_mover__dff_w1 head(
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
    
endmodule // roce_payload_mover__fifo

module roce_payload_mover__fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_payload_mover__fifo__ram

module roce_payload_mover__held(d,q,clock);
    
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
          
endmodule // roce_payload_mover__held

module roce_payload_mover__hold(d,q,clock);
    
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
          
endmodule // roce_payload_mover__hold

module roce_payload_mover__rem(d,q,clock);
    
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
          
endmodule // roce_payload_mover__rem
