// roce_doorbell_regs: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_doorbell_regs(clock,reset,wr,wv,wm,qpn,producer,pending,db_valid,db_ready,db_qpn,db_producer);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr;
    input wire  [31:0] wv;
    input wire  [31:0] wm;
    input wire  [23:0] qpn;
    output reg  [31:0] producer;
    output reg  pending;
    output reg  db_valid;
    input wire  db_ready;
    output reg  [23:0] db_qpn;
    output reg  [31:0] db_producer;
    
    // Stub signals
    reg  [31:0] r_prod__d;
    wire  [31:0] r_prod__q;
    wire  r_prod__clock;
    reg  [23:0] r_qpn__d;
    wire  [23:0] r_qpn__q;
    wire  r_qpn__clock;
    reg  r_valid__d;
    wire  r_valid__q;
    wire  r_valid__clock;
    
    // Sub module instances
    roce_doorbell_regs__r_prod r_prod(
        .d(r_prod__d),
        .q(r_prod__q),
        .clock(r_prod__clock)
    );
    roce_doorbell_regs__r_qpn r_qpn(
        .d(r_qpn__d),
        .q(r_qpn__q),
        .clock(r_qpn__clock)
    );
    roce_doorbell_regs__r_valid r_valid(
        .d(r_valid__d),
        .q(r_valid__q),
        .clock(r_valid__clock)
    );
    
    assign r_prod__clock = clock;
    assign r_qpn__clock = clock;
    assign r_valid__clock = clock;
    
    // Update code
    always @(*) begin
        r_prod__d = r_prod__q;
        r_qpn__d = r_qpn__q;
        r_valid__d = r_valid__q;
        if (r_valid__q & db_ready) begin
            r_valid__d = 1'b0;
        end
        if (wr) begin
            r_prod__d = (r_prod__q & ~wm) | wv;
            r_qpn__d = qpn;
            r_valid__d = 1'b1;
        end
        if (reset) begin
            r_prod__d = 32'h0;
            r_qpn__d = 32'h0;
            r_valid__d = 1'b0;
        end
        producer = r_prod__q;
        pending = r_valid__q;
        db_valid = r_valid__q;
        db_qpn = r_qpn__q;
        db_producer = r_prod__q;
    end
    
endmodule // roce_doorbell_regs

module roce_doorbell_regs__r_prod(d,q,clock);
    
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
          
endmodule // roce_doorbell_regs__r_prod

module roce_doorbell_regs__r_qpn(d,q,clock);
    
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
          
endmodule // roce_doorbell_regs__r_qpn

module roce_doorbell_regs__r_valid(d,q,clock);
    
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
          
endmodule // roce_doorbell_regs__r_valid
