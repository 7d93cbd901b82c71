// roce_rsp_payload_mover: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_rsp_payload_mover(clock,reset,cmd,cmd_valid,cmd_ready,pay_tdata,pay_tkeep,pay_tvalid,pay_tready,pay_tlast,pay_tuser,w_data,w_valid,w_ready,w_last,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [72:0] cmd;
    input wire  cmd_valid;
    output reg  cmd_ready;
    input wire  [511:0] pay_tdata;
    input wire  [63:0] pay_tkeep;
    input wire  pay_tvalid;
    output reg  pay_tready;
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
    reg  [72:0] fifo__wr_data;
    wire  fifo__rd_valid;
    wire  [72:0] fifo__rd_data;
    reg  fifo__rd_en;
    wire  [2:0] fifo__fill;
    reg  fifo__replace;
    reg  [6:0] done_n__d;
    wire  [6:0] done_n__q;
    wire  done_n__clock;
    reg  room__d;
    wire  room__q;
    wire  room__clock;
    
    // Local signals
    reg  [72:0] head;
    reg  [1:0] op;
    reg  pop;
    reg  at_last;
    
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
    roce_rsp_payload_mover__done_n done_n(
        .d(done_n__d),
        .q(done_n__q),
        .clock(done_n__clock)
    );
    roce_rsp_payload_mover__dff_w1 room(
        .d(room__d),
        .q(room__q),
        .clock(room__clock)
    );
    
    assign done_n__clock = clock;
    assign room__clock = clock;
    assign fifo__clock = clock;
    assign fifo__reset = reset;
    
    // Update code
    always @(*) begin
        done_n__d = done_n__q;
        room__d = room__q;
        fifo__replace = 1'b0;
        fifo__wr_en = cmd_valid & room__q;
        fifo__wr_data = cmd;
        cmd_ready = room__q;
        room__d = fifo__fill < 32'h3;
        head = fifo__rd_data;
        op = head[(64'h0)+:(2)];
        at_last = (done_n__q + 32'h1) == head[(64'h2)+:(7)];
        w_data = pay_tdata;
        w_valid = 1'b0;
        w_last = at_last;
        pay_tready = 1'b0;
        pop = 1'b0;
        if (fifo__rd_valid) begin
            if (op == 32'h0) begin
                w_valid = pay_tvalid;
                pay_tready = w_ready;
                if (pay_tvalid & w_ready) begin
                    done_n__d = done_n__q + 32'h1;
                    pop = at_last;
                end
            end
            else if (op == 32'h1) begin
                pay_tready = 1'b1;
                pop = pay_tvalid & pay_tlast;
            end
            else begin
                w_data = ((head[(64'h9)+:(64)]) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
                w_valid = 1'b1;
                w_last = 1'b1;
                pop = w_ready;
            end
        end
        if (pop) begin
            done_n__d = 32'h0;
        end
        fifo__rd_en = pop;
        idle = ~fifo__rd_valid & (fifo__fill == 32'h0);
        if (reset) begin
            done_n__d = 32'h0;
            room__d = 1'b1;
        end
    end
    
endmodule // roce_rsp_payload_mover

module roce_rsp_payload_mover__done_n(d,q,clock);
    
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
          
endmodule // roce_rsp_payload_mover__done_n

module roce_rsp_payload_mover__fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [72:0] wr_data;
    output reg  rd_valid;
    output reg  [72:0] rd_data;
    input wire  rd_en;
    output reg  [2:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 3'b100;
    
    // Stub signals
    reg  [1:0] ram__read_address;
    wire  ram__read_clock;
    wire  [72:0] ram__read_data;
    reg  [1:0] ram__write_address;
    wire  ram__write_clock;
    reg  [72:0] ram__write_data;
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
    output reg  [72:0] read_data;
    input wire  [1:0] write_address;
    input wire  write_clock;
    input wire  [72:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[72:0] mem[3:0];
    
    
    
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
