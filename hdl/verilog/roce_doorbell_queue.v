// roce_doorbell_queue: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_doorbell_queue(clock,reset,db_in_valid,db_in_ready,db_in_qpn,db_in_producer,db_out_valid,db_out_ready,db_out_qpn,db_out_producer,pf_valid,pf_index,pf_ready,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  db_in_valid;
    output reg  db_in_ready;
    input wire  [23:0] db_in_qpn;
    input wire  [31:0] db_in_producer;
    output reg  db_out_valid;
    input wire  db_out_ready;
    output reg  [23:0] db_out_qpn;
    output reg  [31:0] db_out_producer;
    output reg  pf_valid;
    output reg  [23:0] pf_index;
    input wire  pf_ready;
    output reg  idle;
    
    // Stub signals
    wire  fifo__clock;
    wire  fifo__reset;
    reg  fifo__wr_en;
    reg  [55:0] fifo__wr_data;
    wire  fifo__rd_valid;
    wire  [55:0] fifo__rd_data;
    reg  fifo__rd_en;
    wire  [4:0] fifo__fill;
    reg  fifo__replace;
    reg  room__d;
    wire  room__q;
    wire  room__clock;
    reg  hint__d;
    wire  hint__q;
    wire  hint__clock;
    reg  [23:0] hint_qpn__d;
    wire  [23:0] hint_qpn__q;
    wire  hint_qpn__clock;
    
    // Local signals
    reg  take;
    reg  slot_ok;
    reg  [55:0] entry;
    reg  [55:0] head;
    
    // Sub module instances
    roce_doorbell_queue__fifo fifo(
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
    roce_doorbell_queue__dff_w1 room(
        .d(room__d),
        .q(room__q),
        .clock(room__clock)
    );
    roce_doorbell_queue__dff_w1 hint(
        .d(hint__d),
        .q(hint__q),
        .clock(hint__clock)
    );
    roce_doorbell_queue__hint_qpn hint_qpn(
        .d(hint_qpn__d),
        .q(hint_qpn__q),
        .clock(hint_qpn__clock)
    );
    
    assign room__clock = clock;
    assign hint__clock = clock;
    assign hint_qpn__clock = clock;
    assign fifo__clock = clock;
    assign fifo__reset = reset;
    
    // Update code
    always @(*) begin
        room__d = room__q;
        hint__d = hint__q;
        hint_qpn__d = hint_qpn__q;
        fifo__replace = 1'b0;
        slot_ok = ~hint__q | pf_ready;
        db_in_ready = room__q & slot_ok;
        take = db_in_valid & room__q & slot_ok;
        entry[(64'h0)+:(24)] = db_in_qpn;
        entry[(64'h18)+:(32)] = db_in_producer;
        fifo__wr_en = take;
        fifo__wr_data = entry;
        room__d = fifo__fill < 32'hf;
        if (pf_ready) begin
            hint__d = 1'b0;
        end
        if (take) begin
            hint__d = 1'b1;
            hint_qpn__d = db_in_qpn;
        end
        pf_valid = hint__q;
        pf_index = hint_qpn__q;
        head = fifo__rd_data;
        db_out_valid = fifo__rd_valid;
        db_out_qpn = head[(64'h0)+:(24)];
        db_out_producer = head[(64'h18)+:(32)];
        fifo__rd_en = db_out_ready;
        idle = ~db_in_valid & ~fifo__rd_valid & (fifo__fill == 32'h0) & ~hint__q;
        if (reset) begin
            room__d = 1'b1;
            hint__d = 1'b0;
        end
    end
    
endmodule // roce_doorbell_queue

module roce_doorbell_queue__fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [55:0] wr_data;
    output reg  rd_valid;
    output reg  [55:0] rd_data;
    input wire  rd_en;
    output reg  [4:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram__read_address;
    wire  ram__read_clock;
    wire  [55:0] ram__read_data;
    reg  [3:0] ram__write_address;
    wire  ram__write_clock;
    reg  [55:0] ram__write_data;
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
    roce_doorbell_queue__fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_doorbell_queue__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_doorbell_queue__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_doorbell_queue__dff_w1 head(
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
    
endmodule // roce_doorbell_queue__fifo

module roce_doorbell_queue__dff_w1(d,q,clock);
    
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
          
endmodule // roce_doorbell_queue__dff_w1

module roce_doorbell_queue__fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [55:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [55:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[55:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_doorbell_queue__fifo__ram

module roce_doorbell_queue__dff_w5(d,q,clock);
    
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
          
endmodule // roce_doorbell_queue__dff_w5

module roce_doorbell_queue__hint_qpn(d,q,clock);
    
    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 24'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_doorbell_queue__hint_qpn
