// roce_wqe_prefetch: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_wqe_prefetch(clock,reset,flush,req_valid,req_ready,req_qpn,req_idx,req_addr,req_n,rd_req_valid,rd_req_ready,rd_req_addr,rd_req_len,rd_data,rd_keep,rd_last,rd_valid,rd_ready,rd_cpl_valid,rd_cpl_status,put_valid,put_ok,put_qpn,put_idx,put_hdr,put_sges,key_valid,key_ready,key_index,failed,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  flush;
    input wire  req_valid;
    output reg  req_ready;
    input wire  [15:0] req_qpn;
    input wire  [31:0] req_idx;
    input wire  [63:0] req_addr;
    input wire  [4:0] req_n;
    output reg  rd_req_valid;
    input wire  rd_req_ready;
    output reg  [63:0] rd_req_addr;
    output reg  [16:0] rd_req_len;
    input wire  [511:0] rd_data;
    input wire  [63:0] rd_keep;
    input wire  rd_last;
    input wire  rd_valid;
    output reg  rd_ready;
    input wire  rd_cpl_valid;
    input wire  [1:0] rd_cpl_status;
    output reg  put_valid;
    input wire  put_ok;
    output reg  [15:0] put_qpn;
    output reg  [31:0] put_idx;
    output reg  [511:0] put_hdr;
    output reg  [511:0] put_sges;
    output reg  key_valid;
    input wire  key_ready;
    output reg  [23:0] key_index;
    output reg  failed;
    output reg  idle;
    
    // Stub signals
    reg  r_valid__d;
    wire  r_valid__q;
    wire  r_valid__clock;
    reg  [15:0] r_qpn__d;
    wire  [15:0] r_qpn__q;
    wire  r_qpn__clock;
    reg  [31:0] r_idx__d;
    wire  [31:0] r_idx__q;
    wire  r_idx__clock;
    reg  [63:0] r_addr__d;
    wire  [63:0] r_addr__q;
    wire  r_addr__clock;
    reg  [4:0] r_n__d;
    wire  [4:0] r_n__q;
    wire  r_n__clock;
    wire  inflight__clock;
    wire  inflight__reset;
    reg  inflight__wr_en;
    reg  [52:0] inflight__wr_data;
    wire  inflight__rd_valid;
    wire  [52:0] inflight__rd_data;
    reg  inflight__rd_en;
    wire  [4:0] inflight__fill;
    reg  inflight__replace;
    reg  [4:0] cpl_out__d;
    wire  [4:0] cpl_out__q;
    wire  cpl_out__clock;
    reg  [4:0] void_n__d;
    wire  [4:0] void_n__q;
    wire  void_n__clock;
    reg  [4:0] beat__d;
    wire  [4:0] beat__q;
    wire  beat__clock;
    reg  [511:0] hdr_q__d;
    wire  [511:0] hdr_q__q;
    wire  hdr_q__clock;
    reg  p_valid__d;
    wire  p_valid__q;
    wire  p_valid__clock;
    reg  [15:0] p_qpn__d;
    wire  [15:0] p_qpn__q;
    wire  p_qpn__clock;
    reg  [31:0] p_idx__d;
    wire  [31:0] p_idx__q;
    wire  p_idx__clock;
    reg  [511:0] p_sges__d;
    wire  [511:0] p_sges__q;
    wire  p_sges__clock;
    wire  hints__clock;
    wire  hints__reset;
    reg  hints__wr_en;
    reg  [23:0] hints__wr_data;
    wire  hints__rd_valid;
    wire  [23:0] hints__rd_data;
    reg  hints__rd_en;
    wire  [4:0] hints__fill;
    reg  hints__replace;
    
    // Local signals
    reg  issue;
    reg  take;
    reg  fin;
    
    // Sub module instances
    roce_wqe_prefetch__dff_w1 r_valid(
        .d(r_valid__d),
        .q(r_valid__q),
        .clock(r_valid__clock)
    );
    roce_wqe_prefetch__dff_w16 r_qpn(
        .d(r_qpn__d),
        .q(r_qpn__q),
        .clock(r_qpn__clock)
    );
    roce_wqe_prefetch__dff_w32 r_idx(
        .d(r_idx__d),
        .q(r_idx__q),
        .clock(r_idx__clock)
    );
    roce_wqe_prefetch__r_addr r_addr(
        .d(r_addr__d),
        .q(r_addr__q),
        .clock(r_addr__clock)
    );
    roce_wqe_prefetch__dff_w5 r_n(
        .d(r_n__d),
        .q(r_n__q),
        .clock(r_n__clock)
    );
    roce_wqe_prefetch__inflight inflight(
        .clock(inflight__clock),
        .reset(inflight__reset),
        .wr_en(inflight__wr_en),
        .wr_data(inflight__wr_data),
        .rd_valid(inflight__rd_valid),
        .rd_data(inflight__rd_data),
        .rd_en(inflight__rd_en),
        .fill(inflight__fill),
        .replace(inflight__replace)
    );
    roce_wqe_prefetch__dff_w5 cpl_out(
        .d(cpl_out__d),
        .q(cpl_out__q),
        .clock(cpl_out__clock)
    );
    roce_wqe_prefetch__dff_w5 void_n(
        .d(void_n__d),
        .q(void_n__q),
        .clock(void_n__clock)
    );
    roce_wqe_prefetch__dff_w5 beat(
        .d(beat__d),
        .q(beat__q),
        .clock(beat__clock)
    );
    roce_wqe_prefetch__dff_w512 hdr_q(
        .d(hdr_q__d),
        .q(hdr_q__q),
        .clock(hdr_q__clock)
    );
    roce_wqe_prefetch__dff_w1 p_valid(
        .d(p_valid__d),
        .q(p_valid__q),
        .clock(p_valid__clock)
    );
    roce_wqe_prefetch__dff_w16 p_qpn(
        .d(p_qpn__d),
        .q(p_qpn__q),
        .clock(p_qpn__clock)
    );
    roce_wqe_prefetch__dff_w32 p_idx(
        .d(p_idx__d),
        .q(p_idx__q),
        .clock(p_idx__clock)
    );
    roce_wqe_prefetch__dff_w512 p_sges(
        .d(p_sges__d),
        .q(p_sges__q),
        .clock(p_sges__clock)
    );
    roce_wqe_prefetch__hints hints(
        .clock(hints__clock),
        .reset(hints__reset),
        .wr_en(hints__wr_en),
        .wr_data(hints__wr_data),
        .rd_valid(hints__rd_valid),
        .rd_data(hints__rd_data),
        .rd_en(hints__rd_en),
        .fill(hints__fill),
        .replace(hints__replace)
    );
    
    assign r_valid__clock = clock;
    assign r_qpn__clock = clock;
    assign r_idx__clock = clock;
    assign r_addr__clock = clock;
    assign r_n__clock = clock;
    assign cpl_out__clock = clock;
    assign void_n__clock = clock;
    assign beat__clock = clock;
    assign hdr_q__clock = clock;
    assign p_valid__clock = clock;
    assign p_qpn__clock = clock;
    assign p_idx__clock = clock;
    assign p_sges__clock = clock;
    assign inflight__clock = clock;
    assign hints__clock = clock;
    assign inflight__reset = reset;
    assign hints__reset = reset;
    
    // Update code
    always @(*) begin
        r_valid__d = r_valid__q;
        r_qpn__d = r_qpn__q;
        r_idx__d = r_idx__q;
        r_addr__d = r_addr__q;
        r_n__d = r_n__q;
        cpl_out__d = cpl_out__q;
        void_n__d = void_n__q;
        beat__d = beat__q;
        hdr_q__d = hdr_q__q;
        p_valid__d = p_valid__q;
        p_qpn__d = p_qpn__q;
        p_idx__d = p_idx__q;
        p_sges__d = p_sges__q;
        inflight__replace = 1'b0;
        hints__replace = 1'b0;
        inflight__wr_en = 1'b0;
        inflight__rd_en = 1'b0;
        hints__wr_en = 1'b0;
        req_ready = ~r_valid__q & ~flush;
        if (req_valid & ~r_valid__q & ~flush) begin
            r_valid__d = 1'b1;
            r_qpn__d = req_qpn;
            r_idx__d = req_idx;
            r_addr__d = req_addr;
            r_n__d = req_n;
        end
        rd_req_valid = r_valid__q & (inflight__fill < 32'hf) & (cpl_out__q < 32'hf);
        rd_req_addr = r_addr__q;
        rd_req_len = ((r_n__q) & 17'h1ffff) << 32'h7;
        issue = r_valid__q & (inflight__fill < 32'hf) & (cpl_out__q < 32'hf) & rd_req_ready;
        inflight__wr_data = ((r_qpn__q) & 53'h1fffffffffffff) | (((r_idx__q) & 53'h1fffffffffffff) << 32'h10) | (((r_n__q) & 53'h1fffffffffffff) << 32'h30);
        if (issue) begin
            r_valid__d = 1'b0;
            inflight__wr_en = 1'b1;
        end
        if (flush) begin
            r_valid__d = 1'b0;
        end
        if (p_valid__q & put_ok) begin
            p_valid__d = 1'b0;
        end
        take = ~p_valid__q | put_ok;
        rd_ready = take;
        fin = 1'b0;
        if (rd_valid & take) begin
            if (~beat__q[32'h0]) begin
                hdr_q__d = rd_data;
            end
            else begin
                p_valid__d = ~|void_n__q & ~flush;
                p_qpn__d = inflight__rd_data[(32'h0)+:(16)];
                p_idx__d = inflight__rd_data[(32'h10)+:(32)] + ((beat__q[(32'h1)+:(4)]) & 32'hffffffff);
                p_sges__d = rd_data;
                hints__wr_en = ~|void_n__q & ~flush & |hdr_q__q[(32'h50)+:(8)] & (hints__fill < 32'hf);
            end
            beat__d = beat__q + 32'h1;
            if (rd_last) begin
                beat__d = 32'h0;
                inflight__rd_en = 1'b1;
                fin = 1'b1;
            end
        end
        hints__wr_data = rd_data[(32'h68)+:(24)];
        if (flush) begin
            p_valid__d = 1'b0;
            void_n__d = inflight__fill + ((issue) & 5'h1f) - ((fin) & 5'h1f);
        end
        else if (fin & |void_n__q) begin
            void_n__d = void_n__q - 32'h1;
        end
        put_valid = p_valid__q;
        put_qpn = p_qpn__q;
        put_idx = p_idx__q;
        put_hdr = hdr_q__q;
        put_sges = p_sges__q;
        if (issue & ~rd_cpl_valid) begin
            cpl_out__d = cpl_out__q + 32'h1;
        end
        else if (~issue & rd_cpl_valid & |cpl_out__q) begin
            cpl_out__d = cpl_out__q - 32'h1;
        end
        failed = rd_cpl_valid & |rd_cpl_status;
        key_valid = hints__rd_valid;
        key_index = hints__rd_data;
        hints__rd_en = key_ready;
        idle = ~r_valid__q & ~|cpl_out__q & ~|inflight__fill & ~p_valid__q & ~|hints__fill;
        if (reset) begin
            r_valid__d = 1'b0;
            p_valid__d = 1'b0;
            cpl_out__d = 32'h0;
            void_n__d = 32'h0;
            beat__d = 32'h0;
        end
    end
    
endmodule // roce_wqe_prefetch

module roce_wqe_prefetch__dff_w5(d,q,clock);
    
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
          
endmodule // roce_wqe_prefetch__dff_w5

module roce_wqe_prefetch__dff_w512(d,q,clock);
    
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
          
endmodule // roce_wqe_prefetch__dff_w512

module roce_wqe_prefetch__hints(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [23:0] wr_data;
    output reg  rd_valid;
    output reg  [23:0] rd_data;
    input wire  rd_en;
    output reg  [4:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram__read_address;
    wire  ram__read_clock;
    wire  [23:0] ram__read_data;
    reg  [3:0] ram__write_address;
    wire  ram__write_clock;
    reg  [23:0] ram__write_data;
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
    roce_wqe_prefetch__hints__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_wqe_prefetch__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_wqe_prefetch__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_wqe_prefetch__dff_w1 head(
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
    
endmodule // roce_wqe_prefetch__hints

module roce_wqe_prefetch__dff_w1(d,q,clock);
    
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
          
endmodule // roce_wqe_prefetch__dff_w1

module roce_wqe_prefetch__hints__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [23:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [23:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[23:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_wqe_prefetch__hints__ram

module roce_wqe_prefetch__inflight(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [52:0] wr_data;
    output reg  rd_valid;
    output reg  [52:0] rd_data;
    input wire  rd_en;
    output reg  [4:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram__read_address;
    wire  ram__read_clock;
    wire  [52:0] ram__read_data;
    reg  [3:0] ram__write_address;
    wire  ram__write_clock;
    reg  [52:0] ram__write_data;
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
    roce_wqe_prefetch__inflight__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_wqe_prefetch__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_wqe_prefetch__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_wqe_prefetch__dff_w1 head(
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
    
endmodule // roce_wqe_prefetch__inflight

module roce_wqe_prefetch__inflight__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [52:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [52:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[52:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_wqe_prefetch__inflight__ram

module roce_wqe_prefetch__dff_w32(d,q,clock);
    
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
          
endmodule // roce_wqe_prefetch__dff_w32

module roce_wqe_prefetch__dff_w16(d,q,clock);
    
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
          
endmodule // roce_wqe_prefetch__dff_w16

module roce_wqe_prefetch__r_addr(d,q,clock);
    
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
          
endmodule // roce_wqe_prefetch__r_addr
