// roce_write_tracker: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_write_tracker(clock,reset,req_go,req_owner,cpl_valid,cpl_status,room,issued,done,drained,head,failed_valid,failed,failed_pop,handler_nak,handler_no_nak,handler_qpn,werr_valid,werr_qpn,werr_idx,werr_clear);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  req_go;
    input wire  [74:0] req_owner;
    input wire  cpl_valid;
    input wire  [1:0] cpl_status;
    output reg  room;
    output reg  [15:0] issued;
    output reg  [15:0] done;
    output reg  drained;
    output reg  [74:0] head;
    output reg  failed_valid;
    output reg  [74:0] failed;
    input wire  failed_pop;
    input wire  handler_nak;
    input wire  handler_no_nak;
    input wire  [23:0] handler_qpn;
    output reg  werr_valid;
    output reg  [23:0] werr_qpn;
    output reg  [15:0] werr_idx;
    input wire  werr_clear;
    
    // Stub signals
    wire  owners__clock;
    wire  owners__reset;
    reg  owners__wr_en;
    reg  [74:0] owners__wr_data;
    wire  owners__rd_valid;
    wire  [74:0] owners__rd_data;
    reg  owners__rd_en;
    wire  [6:0] owners__fill;
    reg  owners__replace;
    wire  failures__clock;
    wire  failures__reset;
    reg  failures__wr_en;
    reg  [74:0] failures__wr_data;
    wire  failures__rd_valid;
    wire  [74:0] failures__rd_data;
    reg  failures__rd_en;
    wire  [6:0] failures__fill;
    reg  failures__replace;
    reg  [6:0] cnt__d;
    wire  [6:0] cnt__q;
    wire  cnt__clock;
    reg  [15:0] n_issued__d;
    wire  [15:0] n_issued__q;
    wire  n_issued__clock;
    reg  [15:0] n_done__d;
    wire  [15:0] n_done__q;
    wire  n_done__clock;
    reg  we_valid__d;
    wire  we_valid__q;
    wire  we_valid__clock;
    reg  we_nakp__d;
    wire  we_nakp__q;
    wire  we_nakp__clock;
    reg  [23:0] we_qpn__d;
    wire  [23:0] we_qpn__q;
    wire  we_qpn__clock;
    reg  [15:0] we_idx__d;
    wire  [15:0] we_idx__q;
    wire  we_idx__clock;
    
    // Local signals
    reg  [74:0] owner_bits;
    reg  fail_now;
    
    // Sub module instances
    roce_write_tracker__failures owners(
        .clock(owners__clock),
        .reset(owners__reset),
        .wr_en(owners__wr_en),
        .wr_data(owners__wr_data),
        .rd_valid(owners__rd_valid),
        .rd_data(owners__rd_data),
        .rd_en(owners__rd_en),
        .fill(owners__fill),
        .replace(owners__replace)
    );
    roce_write_tracker__failures failures(
        .clock(failures__clock),
        .reset(failures__reset),
        .wr_en(failures__wr_en),
        .wr_data(failures__wr_data),
        .rd_valid(failures__rd_valid),
        .rd_data(failures__rd_data),
        .rd_en(failures__rd_en),
        .fill(failures__fill),
        .replace(failures__replace)
    );
    roce_write_tracker__dff_w7 cnt(
        .d(cnt__d),
        .q(cnt__q),
        .clock(cnt__clock)
    );
    roce_write_tracker__dff_w16 n_issued(
        .d(n_issued__d),
        .q(n_issued__q),
        .clock(n_issued__clock)
    );
    roce_write_tracker__dff_w16 n_done(
        .d(n_done__d),
        .q(n_done__q),
        .clock(n_done__clock)
    );
    roce_write_tracker__dff_w1 we_valid(
        .d(we_valid__d),
        .q(we_valid__q),
        .clock(we_valid__clock)
    );
    roce_write_tracker__dff_w1 we_nakp(
        .d(we_nakp__d),
        .q(we_nakp__q),
        .clock(we_nakp__clock)
    );
    roce_write_tracker__we_qpn we_qpn(
        .d(we_qpn__d),
        .q(we_qpn__q),
        .clock(we_qpn__clock)
    );
    roce_write_tracker__dff_w16 we_idx(
        .d(we_idx__d),
        .q(we_idx__q),
        .clock(we_idx__clock)
    );
    
    assign cnt__clock = clock;
    assign n_issued__clock = clock;
    assign n_done__clock = clock;
    assign we_valid__clock = clock;
    assign we_nakp__clock = clock;
    assign we_qpn__clock = clock;
    assign we_idx__clock = clock;
    assign owners__clock = clock;
    assign failures__clock = clock;
    assign owners__reset = reset;
    assign failures__reset = reset;
    
    // Update code
    always @(*) begin
        cnt__d = cnt__q;
        n_issued__d = n_issued__q;
        n_done__d = n_done__q;
        we_valid__d = we_valid__q;
        we_nakp__d = we_nakp__q;
        we_qpn__d = we_qpn__q;
        we_idx__d = we_idx__q;
        owners__replace = 1'b0;
        failures__replace = 1'b0;
        owner_bits = req_owner;
        owners__wr_en = req_go;
        owners__wr_data = owner_bits;
        owners__rd_en = cpl_valid;
        head[(64'h0)+:(1)] = owners__rd_data[32'h0];
        head[(64'h1)+:(24)] = owners__rd_data[(32'h1)+:(24)];
        head[(64'h19)+:(24)] = owners__rd_data[(32'h19)+:(24)];
        head[(64'h31)+:(24)] = owners__rd_data[(32'h31)+:(24)];
        head[(64'h49)+:(1)] = owners__rd_data[32'h49];
        head[(64'h4a)+:(1)] = owners__rd_data[32'h4a];
        fail_now = cpl_valid & (cpl_status != 32'h0) & owners__rd_valid & owners__rd_data[32'h0];
        failures__wr_en = fail_now;
        failures__wr_data = owners__rd_data;
        failures__rd_en = failed_pop;
        failed_valid = failures__rd_valid;
        failed[(64'h0)+:(1)] = failures__rd_data[32'h0];
        failed[(64'h1)+:(24)] = failures__rd_data[(32'h1)+:(24)];
        failed[(64'h19)+:(24)] = failures__rd_data[(32'h19)+:(24)];
        failed[(64'h31)+:(24)] = failures__rd_data[(32'h31)+:(24)];
        failed[(64'h49)+:(1)] = failures__rd_data[32'h49];
        failed[(64'h4a)+:(1)] = failures__rd_data[32'h4a];
        if (handler_nak & we_valid__q & (we_qpn__q == handler_qpn)) begin
            we_nakp__d = 1'b1;
        end
        if (handler_no_nak & we_valid__q & (we_qpn__q == handler_qpn) & ~we_nakp__q) begin
            we_valid__d = 1'b0;
        end
        if (werr_clear) begin
            we_valid__d = 1'b0;
            we_nakp__d = 1'b0;
        end
        if (fail_now & (~we_valid__q | werr_clear)) begin
            we_valid__d = 1'b1;
            we_nakp__d = 1'b0;
            we_qpn__d = owners__rd_data[(32'h1)+:(24)];
            we_idx__d = n_done__q;
        end
        werr_valid = we_valid__q;
        werr_qpn = we_qpn__q;
        werr_idx = we_idx__q;
        cnt__d = cnt__q + ((req_go) & 7'h7f) - ((cpl_valid) & 7'h7f);
        room = cnt__q < 32'h3e;
        if (req_go) begin
            n_issued__d = n_issued__q + 32'h1;
        end
        if (cpl_valid) begin
            n_done__d = n_done__q + 32'h1;
        end
        issued = n_issued__q;
        done = n_done__q;
        drained = n_issued__q == n_done__q;
        if (reset) begin
            cnt__d = 32'h0;
            n_issued__d = 32'h0;
            n_done__d = 32'h0;
            we_valid__d = 1'b0;
            we_nakp__d = 1'b0;
        end
    end
    
endmodule // roce_write_tracker

module roce_write_tracker__dff_w7(d,q,clock);
    
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
          
endmodule // roce_write_tracker__dff_w7

module roce_write_tracker__failures(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [74:0] wr_data;
    output reg  rd_valid;
    output reg  [74:0] rd_data;
    input wire  rd_en;
    output reg  [6:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram__read_address;
    wire  ram__read_clock;
    wire  [74:0] ram__read_data;
    reg  [5:0] ram__write_address;
    wire  ram__write_clock;
    reg  [74:0] ram__write_data;
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
    roce_write_tracker__failures__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_write_tracker__dff_w7 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_write_tracker__dff_w7 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_write_tracker__dff_w1 head(
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
    
endmodule // roce_write_tracker__failures

module roce_write_tracker__dff_w1(d,q,clock);
    
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
          
endmodule // roce_write_tracker__dff_w1

module roce_write_tracker__failures__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [74:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [74:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[74:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_write_tracker__failures__ram

module roce_write_tracker__dff_w16(d,q,clock);
    
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
          
endmodule // roce_write_tracker__dff_w16

module roce_write_tracker__we_qpn(d,q,clock);
    
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
          
endmodule // roce_write_tracker__we_qpn
