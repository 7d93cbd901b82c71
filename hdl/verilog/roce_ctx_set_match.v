// roce_ctx_set_match: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_set_match(clock,s1_set,u_set,dual,dual_park,next_set,next_uset,fw_s,fw_u,ss_s,ss_u,p1_s,p1_u);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] s1_set;
    input wire  [7:0] u_set;
    input wire  dual;
    input wire  dual_park;
    input wire  [7:0] next_set;
    input wire  [7:0] next_uset;
    output reg  fw_s;
    output reg  fw_u;
    output reg  ss_s;
    output reg  ss_u;
    output reg  p1_s;
    output reg  p1_u;
    
    // Stub signals
    reg  ss__d;
    wire  ss__q;
    wire  ss__clock;
    reg  su__d;
    wire  su__q;
    wire  su__clock;
    reg  us__d;
    wire  us__q;
    wire  us__clock;
    reg  uu__d;
    wire  uu__q;
    wire  uu__clock;
    reg  fw_from_u__d;
    wire  fw_from_u__q;
    wire  fw_from_u__clock;
    reg  p1_from_u__d;
    wire  p1_from_u__q;
    wire  p1_from_u__clock;
    
    // Sub module instances
    roce_ctx_set_match__dff_w1 ss(
        .d(ss__d),
        .q(ss__q),
        .clock(ss__clock)
    );
    roce_ctx_set_match__dff_w1 su(
        .d(su__d),
        .q(su__q),
        .clock(su__clock)
    );
    roce_ctx_set_match__dff_w1 us(
        .d(us__d),
        .q(us__q),
        .clock(us__clock)
    );
    roce_ctx_set_match__dff_w1 uu(
        .d(uu__d),
        .q(uu__q),
        .clock(uu__clock)
    );
    roce_ctx_set_match__dff_w1 fw_from_u(
        .d(fw_from_u__d),
        .q(fw_from_u__q),
        .clock(fw_from_u__clock)
    );
    roce_ctx_set_match__dff_w1 p1_from_u(
        .d(p1_from_u__d),
        .q(p1_from_u__q),
        .clock(p1_from_u__clock)
    );
    
    assign ss__clock = clock;
    assign su__clock = clock;
    assign us__clock = clock;
    assign uu__clock = clock;
    assign fw_from_u__clock = clock;
    assign p1_from_u__clock = clock;
    
    // Update code
    always @(*) begin
        ss__d = ss__q;
        su__d = su__q;
        us__d = us__q;
        uu__d = uu__q;
        fw_from_u__d = fw_from_u__q;
        p1_from_u__d = p1_from_u__q;
        ss_s = ss__q;
        ss_u = su__q;
        fw_s = ss__q;
        fw_u = su__q;
        if (fw_from_u__q) begin
            fw_s = us__q;
            fw_u = uu__q;
        end
        p1_s = ss__q;
        p1_u = su__q;
        if (p1_from_u__q) begin
            p1_s = us__q;
            p1_u = uu__q;
        end
        ss__d = s1_set == next_set;
        su__d = s1_set == next_uset;
        us__d = u_set == next_set;
        uu__d = u_set == next_uset;
        fw_from_u__d = dual;
        p1_from_u__d = dual_park;
    end
    
endmodule // roce_ctx_set_match

module roce_ctx_set_match__dff_w1(d,q,clock);
    
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
          
endmodule // roce_ctx_set_match__dff_w1
