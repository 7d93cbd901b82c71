// roce_timer_ring: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_timer_ring(clock,reset,time_now,arm_valid,arm_ready,arm_qpn,arm_deadline,fire_valid,fire_qpn,fire_take,poke_valid,poke_qpn,poke_ready,entries);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [31:0] time_now;
    input wire  arm_valid;
    output reg  arm_ready;
    input wire  [15:0] arm_qpn;
    input wire  [31:0] arm_deadline;
    output reg  fire_valid;
    output reg  [15:0] fire_qpn;
    input wire  fire_take;
    input wire  poke_valid;
    input wire  [15:0] poke_qpn;
    output reg  poke_ready;
    output reg  [16:0] entries;
    
    // Enums
    localparam RingStep__Pick = 0;
    localparam RingStep__Judge = 1;
    localparam RingStep__Act = 2;
    
    // Stub signals
    reg  [16:0] count__d;
    wire  [16:0] count__q;
    wire  count__clock;
    wire  ring__clock;
    wire  ring__reset;
    reg  ring__wr_en;
    reg  [47:0] ring__wr_data;
    wire  ring__rd_valid;
    wire  [47:0] ring__rd_data;
    reg  ring__rd_en;
    wire  [16:0] ring__fill;
    reg  ring__replace;
    reg  [1:0] step__d;
    wire  [1:0] step__q;
    wire  step__clock;
    reg  [31:0] now_q__d;
    wire  [31:0] now_q__q;
    wire  now_q__clock;
    reg  hold_v__d;
    wire  hold_v__q;
    wire  hold_v__clock;
    reg  [47:0] hold__d;
    wire  [47:0] hold__q;
    wire  hold__clock;
    reg  [47:0] cur__d;
    wire  [47:0] cur__q;
    wire  cur__clock;
    reg  due__d;
    wire  due__q;
    wire  due__clock;
    reg  [15:0] poked__read_address;
    wire  poked__read_clock;
    wire  poked__read_data;
    reg  [15:0] poked__write_address;
    wire  poked__write_clock;
    reg  poked__write_data;
    reg  poked__write_enable;
    
    // Local signals
    reg  in_hand;
    reg  [31:0] left;
    reg  clearing;
    
    // Sub module instances
    roce_timer_ring__dff_w17 count(
        .d(count__d),
        .q(count__q),
        .clock(count__clock)
    );
    roce_timer_ring__ring ring(
        .clock(ring__clock),
        .reset(ring__reset),
        .wr_en(ring__wr_en),
        .wr_data(ring__wr_data),
        .rd_valid(ring__rd_valid),
        .rd_data(ring__rd_data),
        .rd_en(ring__rd_en),
        .fill(ring__fill),
        .replace(ring__replace)
    );
    roce_timer_ring__step step(
        .d(step__d),
        .q(step__q),
        .clock(step__clock)
    );
    roce_timer_ring__now_q now_q(
        .d(now_q__d),
        .q(now_q__q),
        .clock(now_q__clock)
    );
    roce_timer_ring__dff_w1 hold_v(
        .d(hold_v__d),
        .q(hold_v__q),
        .clock(hold_v__clock)
    );
    roce_timer_ring__dff_w48 hold(
        .d(hold__d),
        .q(hold__q),
        .clock(hold__clock)
    );
    roce_timer_ring__dff_w48 cur(
        .d(cur__d),
        .q(cur__q),
        .clock(cur__clock)
    );
    roce_timer_ring__dff_w1 due(
        .d(due__d),
        .q(due__q),
        .clock(due__clock)
    );
    roce_timer_ring__poked poked(
        .read_address(poked__read_address),
        .read_clock(poked__read_clock),
        .read_data(poked__read_data),
        .write_address(poked__write_address),
        .write_clock(poked__write_clock),
        .write_data(poked__write_data),
        .write_enable(poked__write_enable)
    );
    
    assign step__clock = clock;
    assign now_q__clock = clock;
    assign hold_v__clock = clock;
    assign hold__clock = clock;
    assign cur__clock = clock;
    assign due__clock = clock;
    assign count__clock = clock;
    assign ring__clock = clock;
    assign ring__reset = reset;
    assign poked__read_clock = clock;
    assign poked__write_clock = clock;
    
    // Update code
    always @(*) begin
        step__d = step__q;
        now_q__d = now_q__q;
        hold_v__d = hold_v__q;
        hold__d = hold__q;
        cur__d = cur__q;
        due__d = due__q;
        count__d = count__q;
        ring__replace = 1'b0;
        ring__wr_en = 1'b0;
        ring__wr_data = cur__q;
        ring__rd_en = 1'b0;
        now_q__d = time_now;
        poked__read_address = ring__rd_data[(32'h0)+:(16)];
        clearing = (step__q == RingStep__Judge) & poked__read_data;
        poke_ready = ~clearing;
        poked__write_address = poke_qpn;
        poked__write_data = 1'b1;
        poked__write_enable = poke_valid;
        if (clearing) begin
            poked__write_address = cur__q[(32'h0)+:(16)];
            poked__write_data = 1'b0;
            poked__write_enable = 1'b1;
        end
        arm_ready = ~hold_v__q;
        if (~hold_v__q & arm_valid) begin
            hold_v__d = 1'b1;
            hold__d = ((arm_qpn) & 48'hffffffffffff) | (((arm_deadline) & 48'hffffffffffff) << 32'h10);
        end
        fire_valid = (step__q == RingStep__Act) & due__q;
        fire_qpn = cur__q[(32'h0)+:(16)];
        left = now_q__q - cur__q[(32'h10)+:(32)];
        in_hand = step__q != RingStep__Pick;
        count__d = ring__fill + ((hold_v__q) & 17'h1ffff) + ((in_hand) & 17'h1ffff);
        entries = count__q;
        case (step__q)
            RingStep__Pick:
                begin
                    if (hold_v__q) begin
                        ring__wr_en = 1'b1;
                        ring__wr_data = hold__q;
                        hold_v__d = 1'b0;
                    end
                    else if (ring__rd_valid) begin
                        ring__rd_en = 1'b1;
                        cur__d = ring__rd_data;
                        step__d = RingStep__Judge;
                    end
                end
            RingStep__Judge:
                begin
                    due__d = (left < 64'h80000000) | poked__read_data;
                    step__d = RingStep__Act;
                end
            default:
                begin
                    if (~due__q) begin
                        ring__wr_en = 1'b1;
                        step__d = RingStep__Pick;
                    end
                    else begin
                        if (hold_v__q) begin
                            ring__wr_en = 1'b1;
                            ring__wr_data = hold__q;
                            hold_v__d = 1'b0;
                        end
                        if (fire_take) begin
                            step__d = RingStep__Pick;
                        end
                    end
                end
        endcase
        if (reset) begin
            step__d = RingStep__Pick;
            hold_v__d = 1'b0;
        end
    end
    
endmodule // roce_timer_ring

module roce_timer_ring__dff_w17(d,q,clock);
    
    // Module arguments
    input wire  [16:0] d;
    output reg  [16:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 17'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_timer_ring__dff_w17

module roce_timer_ring__dff_w48(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_timer_ring__dff_w48

module roce_timer_ring__dff_w1(d,q,clock);
    
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
          
endmodule // roce_timer_ring__dff_w1

module roce_timer_ring__now_q(d,q,clock);
    
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
          
endmodule // roce_timer_ring__now_q

module roce_timer_ring__poked(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [15:0] read_address;
    input wire  read_clock;
    output reg  read_data;
    input wire  [15:0] write_address;
    input wire  write_clock;
    input wire  write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[0:0] mem[65535:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_timer_ring__poked

module roce_timer_ring__ring(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [47:0] wr_data;
    output reg  rd_valid;
    output reg  [47:0] rd_data;
    input wire  rd_en;
    output reg  [16:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 17'b10000000000000000;
    
    // Stub signals
    reg  [15:0] ram__read_address;
    wire  ram__read_clock;
    wire  [47:0] ram__read_data;
    reg  [15:0] ram__write_address;
    wire  ram__write_clock;
    reg  [47:0] ram__write_data;
    reg  ram__write_enable;
    reg  [16:0] wr_ptr__d;
    wire  [16:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [16:0] rd_ptr__d;
    wire  [16:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [16:0] count;
    
    // Sub module instances
    roce_timer_ring__ring__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_timer_ring__dff_w17 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_timer_ring__dff_w17 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_timer_ring__dff_w1 head(
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
        ram__read_address = ((rd_ptr__q - 32'h1) & 16'hffff);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 16'hffff);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 16'hffff);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 16'hffff);
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
    
endmodule // roce_timer_ring__ring

module roce_timer_ring__ring__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [15:0] read_address;
    input wire  read_clock;
    output reg  [47:0] read_data;
    input wire  [15:0] write_address;
    input wire  write_clock;
    input wire  [47:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[47:0] mem[65535:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_timer_ring__ring__ram

module roce_timer_ring__step(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_timer_ring__step
