// roce_wqe_cache: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_wqe_cache(clock,reset,flush,flushing,look_qpn,look_idx,hit,hdr,sges,put,put_qpn,put_idx,put_hdr,put_sges);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  flush;
    output reg  flushing;
    input wire  [15:0] look_qpn;
    input wire  [31:0] look_idx;
    output reg  hit;
    output reg  [511:0] hdr;
    output reg  [511:0] sges;
    input wire  put;
    input wire  [15:0] put_qpn;
    input wire  [31:0] put_idx;
    input wire  [511:0] put_hdr;
    input wire  [511:0] put_sges;
    
    // Stub signals
    reg  [8:0] ram__read_address;
    wire  ram__read_clock;
    wire  [1072:0] ram__read_data;
    reg  [8:0] ram__write_address;
    wire  ram__write_clock;
    reg  [1072:0] ram__write_data;
    reg  ram__write_enable;
    reg  [47:0] tag_q__d;
    wire  [47:0] tag_q__q;
    wire  tag_q__clock;
    reg  fl_on__d;
    wire  fl_on__q;
    wire  fl_on__clock;
    reg  [8:0] fl_at__d;
    wire  [8:0] fl_at__q;
    wire  fl_at__clock;
    
    // Local signals
    reg  [1072:0] ent;
    reg  put_valid;
    
    // Sub module instances
    roce_wqe_cache__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_wqe_cache__tag_q tag_q(
        .d(tag_q__d),
        .q(tag_q__q),
        .clock(tag_q__clock)
    );
    roce_wqe_cache__fl_on fl_on(
        .d(fl_on__d),
        .q(fl_on__q),
        .clock(fl_on__clock)
    );
    roce_wqe_cache__fl_at fl_at(
        .d(fl_at__d),
        .q(fl_at__q),
        .clock(fl_at__clock)
    );
    
    assign tag_q__clock = clock;
    assign fl_on__clock = clock;
    assign fl_at__clock = clock;
    assign ram__read_clock = clock;
    assign ram__write_clock = clock;
    
    // Update code
    always @(*) begin
        tag_q__d = tag_q__q;
        fl_on__d = fl_on__q;
        fl_at__d = fl_at__q;
        ram__read_address = look_idx[(32'h0)+:(9)] + (look_qpn[(32'h0)+:(9)] << 32'h3);
        tag_q__d = ((look_idx) & 48'hffffffffffff) | (((look_qpn) & 48'hffffffffffff) << 32'h20);
        ent = ram__read_data;
        put_valid = ~fl_on__q;
        hit = ent[32'h430] & (ent[(32'h400)+:(48)] == tag_q__q) & ~fl_on__q;
        hdr = ent[(32'h0)+:(512)];
        sges = ent[(32'h200)+:(512)];
        flushing = fl_on__q;
        ram__write_address = put_idx[(32'h0)+:(9)] + (put_qpn[(32'h0)+:(9)] << 32'h3);
        ram__write_data = ((put_hdr) & 1073'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((put_sges) & 1073'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200) | (((put_idx) & 1073'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h400) | (((put_qpn) & 1073'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h420) | (((put_valid) & 1073'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h430);
        ram__write_enable = put;
        if (fl_on__q) begin
            ram__write_address = fl_at__q;
            ram__write_enable = 1'b1;
            fl_at__d = fl_at__q + 32'h1;
            if (&fl_at__q) begin
                fl_on__d = 1'b0;
            end
        end
        if (flush | reset) begin
            fl_on__d = 1'b1;
            fl_at__d = 32'h0;
        end
    end
    
endmodule // roce_wqe_cache

module roce_wqe_cache__fl_at(d,q,clock);
    
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
          
endmodule // roce_wqe_cache__fl_at

module roce_wqe_cache__fl_on(d,q,clock);
    
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
          
endmodule // roce_wqe_cache__fl_on

module roce_wqe_cache__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [1072:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [1072:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1072:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_wqe_cache__ram

module roce_wqe_cache__tag_q(d,q,clock);
    
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
          
endmodule // roce_wqe_cache__tag_q
