// roce_rx_header_checks: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_rx_header_checks(clock,reset,in_valid,meta_in,facts,valid,meta,pre,post,desc);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    input wire  [1025:0] meta_in;
    input wire  [168:0] facts;
    output reg  valid;
    output reg  [1025:0] meta;
    output reg  [3:0] pre;
    output reg  [3:0] post;
    output reg  [35:0] desc;
    
    // Constant declarations
    localparam  rom__0 = 256'h30000000000000000000000000;
    localparam  rom__1 = 256'hc4000001c40;
    localparam  rom__2 = 256'h180000;
    localparam  rom__3 = 256'h7a000;
    localparam  rom__4 = 256'h40000;
    localparam  rom__5 = 256'h200000000000000a2800000a28;
    localparam  rom__6 = 256'hc00000;
    localparam  rom__7 = 256'h200000000000000000000000000000000;
    localparam  rom__8 = 256'h0;
    localparam  rom__9 = 256'h0;
    localparam  rom__10 = 256'h200000000000000a2800dfaa28;
    localparam  rom__11 = 256'h300000000000000000001c0000;
    localparam  rom__12 = 256'h2000000000000000000000c4000181c40;
    localparam  rom__13 = 256'h0;
    localparam  rom__14 = 256'h0;
    localparam  rom__15 = 256'h2000000300000000000000fff00dfffff;
    localparam  rom__16 = 256'h300000000000000fff00c1efff;
    
    // Stub signals
    reg  [6:0] s2_elen__d;
    wire  [6:0] s2_elen__q;
    wire  s2_elen__clock;
    reg  [15:0] s2_f__d;
    wire  [15:0] s2_f__q;
    wire  s2_f__clock;
    reg  s2_haspay__d;
    wire  s2_haspay__q;
    wire  s2_haspay__clock;
    reg  s2_ihl_bad__d;
    wire  s2_ihl_bad__q;
    wire  s2_ihl_bad__clock;
    reg  [16:0] s2_ipend__d;
    wire  [16:0] s2_ipend__q;
    wire  s2_ipend__clock;
    reg  s2_known__d;
    wire  s2_known__q;
    wire  s2_known__clock;
    reg  s2_lt_hdr__d;
    wire  s2_lt_hdr__q;
    wire  s2_lt_hdr__clock;
    reg  s2_lt_l2__d;
    wire  s2_lt_l2__q;
    wire  s2_lt_l2__clock;
    reg  s2_lt_l3__d;
    wire  s2_lt_l3__q;
    wire  s2_lt_l3__clock;
    reg  [1025:0] s2_meta__d;
    wire  [1025:0] s2_meta__q;
    wire  s2_meta__clock;
    reg  [8:0] s2_nb9__d;
    wire  [8:0] s2_nb9__q;
    wire  s2_nb9__clock;
    reg  s2_not_udp__d;
    wire  s2_not_udp__q;
    wire  s2_not_udp__clock;
    reg  s2_ovf__d;
    wire  s2_ovf__q;
    wire  s2_ovf__clock;
    reg  s2_pay_lt8__d;
    wire  s2_pay_lt8__q;
    wire  s2_pay_lt8__clock;
    reg  s2_port_bad__d;
    wire  s2_port_bad__q;
    wire  s2_port_bad__clock;
    reg  [17:0] s2_q0__d;
    wire  [17:0] s2_q0__q;
    wire  s2_q0__clock;
    reg  [17:0] s2_q1__d;
    wire  [17:0] s2_q1__q;
    wire  s2_q1__clock;
    reg  [16:0] s2_q2__d;
    wire  [16:0] s2_q2__q;
    wire  s2_q2__clock;
    reg  s2_tot_lt20__d;
    wire  s2_tot_lt20__q;
    wire  s2_tot_lt20__clock;
    reg  s2_udp_bad__d;
    wire  s2_udp_bad__q;
    wire  s2_udp_bad__clock;
    reg  [15:0] s2_udplen__d;
    wire  [15:0] s2_udplen__q;
    wire  s2_udplen__clock;
    reg  s2_user__d;
    wire  s2_user__q;
    wire  s2_user__clock;
    reg  s2_v4__d;
    wire  s2_v4__q;
    wire  s2_v4__clock;
    reg  s2_v6__d;
    wire  s2_v6__q;
    wire  s2_v6__clock;
    reg  s2_valid__d;
    wire  s2_valid__q;
    wire  s2_valid__clock;
    reg  s2_ver_bad__d;
    wire  s2_ver_bad__q;
    wire  s2_ver_bad__clock;
    reg  s2_vlan__d;
    wire  s2_vlan__q;
    wire  s2_vlan__clock;
    reg  s3_aeth__d;
    wire  s3_aeth__q;
    wire  s3_aeth__clock;
    reg  [3:0] s3_code_a__d;
    wire  [3:0] s3_code_a__q;
    wire  s3_code_a__clock;
    reg  s3_haspay__d;
    wire  s3_haspay__q;
    wire  s3_haspay__clock;
    reg  [6:0] s3_hl__d;
    wire  [6:0] s3_hl__q;
    wire  s3_hl__clock;
    reg  s3_ip_past__d;
    wire  s3_ip_past__q;
    wire  s3_ip_past__clock;
    reg  s3_known__d;
    wire  s3_known__q;
    wire  s3_known__clock;
    reg  [1025:0] s3_meta__d;
    wire  [1025:0] s3_meta__q;
    wire  s3_meta__clock;
    reg  [8:0] s3_nb9__d;
    wire  [8:0] s3_nb9__q;
    wire  s3_nb9__clock;
    reg  [15:0] s3_need__d;
    wire  [15:0] s3_need__q;
    wire  s3_need__clock;
    reg  s3_not_udp__d;
    wire  s3_not_udp__q;
    wire  s3_not_udp__clock;
    reg  s3_pay_lt8__d;
    wire  s3_pay_lt8__q;
    wire  s3_pay_lt8__clock;
    reg  s3_port_bad__d;
    wire  s3_port_bad__q;
    wire  s3_port_bad__clock;
    reg  [19:0] s3_sum__d;
    wire  [19:0] s3_sum__q;
    wire  s3_sum__clock;
    reg  s3_tot_lt20__d;
    wire  s3_tot_lt20__q;
    wire  s3_tot_lt20__clock;
    reg  s3_udp_bad__d;
    wire  s3_udp_bad__q;
    wire  s3_udp_bad__clock;
    reg  [15:0] s3_udplen__d;
    wire  [15:0] s3_udplen__q;
    wire  s3_udplen__clock;
    reg  s3_v4__d;
    wire  s3_v4__q;
    wire  s3_v4__clock;
    reg  s3_valid__d;
    wire  s3_valid__q;
    wire  s3_valid__clock;
    reg  [3:0] s4_code_a__d;
    wire  [3:0] s4_code_a__q;
    wire  s4_code_a__clock;
    reg  [3:0] s4_code_b__d;
    wire  [3:0] s4_code_b__q;
    wire  s4_code_b__clock;
    reg  [16:0] s4_fold__d;
    wire  [16:0] s4_fold__q;
    wire  s4_fold__clock;
    reg  [6:0] s4_hl__d;
    wire  [6:0] s4_hl__q;
    wire  s4_hl__clock;
    reg  s4_known__d;
    wire  s4_known__q;
    wire  s4_known__clock;
    reg  [1025:0] s4_meta__d;
    wire  [1025:0] s4_meta__q;
    wire  s4_meta__clock;
    reg  [8:0] s4_nb9__d;
    wire  [8:0] s4_nb9__q;
    wire  s4_nb9__clock;
    reg  s4_pad_bad__d;
    wire  s4_pad_bad__q;
    wire  s4_pad_bad__clock;
    reg  s4_syn_bad__d;
    wire  s4_syn_bad__q;
    wire  s4_syn_bad__clock;
    reg  s4_udp_bad__d;
    wire  s4_udp_bad__q;
    wire  s4_udp_bad__clock;
    reg  s4_v4__d;
    wire  s4_v4__q;
    wire  s4_v4__clock;
    reg  s4_valid__d;
    wire  s4_valid__q;
    wire  s4_valid__clock;
    reg  [35:0] s5_desc__d;
    wire  [35:0] s5_desc__q;
    wire  s5_desc__clock;
    reg  [1025:0] s5_meta__d;
    wire  [1025:0] s5_meta__q;
    wire  s5_meta__clock;
    reg  [3:0] s5_post__d;
    wire  [3:0] s5_post__q;
    wire  s5_post__clock;
    reg  [3:0] s5_pre__d;
    wire  [3:0] s5_pre__q;
    wire  s5_pre__clock;
    reg  s5_valid__d;
    wire  s5_valid__q;
    wire  s5_valid__clock;
    
    // Local signals
    reg  [6:0] elenl;
    reg  [7:0] flags;
    reg  [7:0] op;
    reg  [10:0] outs;
    reg  [1:0] pad;
    reg  [15:0] pl;
    reg  [6:0] plast;
    reg  [63:0] sw64;
    reg  [7:0] syn;
    
    // Sub module instances
    roce_rx_header_checks__dff_w7 s2_elen(
        .d(s2_elen__d),
        .q(s2_elen__q),
        .clock(s2_elen__clock)
    );
    roce_rx_header_checks__dff_w16 s2_f(
        .d(s2_f__d),
        .q(s2_f__q),
        .clock(s2_f__clock)
    );
    roce_rx_header_checks__dff_w1 s2_haspay(
        .d(s2_haspay__d),
        .q(s2_haspay__q),
        .clock(s2_haspay__clock)
    );
    roce_rx_header_checks__dff_w1 s2_ihl_bad(
        .d(s2_ihl_bad__d),
        .q(s2_ihl_bad__q),
        .clock(s2_ihl_bad__clock)
    );
    roce_rx_header_checks__dff_w17 s2_ipend(
        .d(s2_ipend__d),
        .q(s2_ipend__q),
        .clock(s2_ipend__clock)
    );
    roce_rx_header_checks__dff_w1 s2_known(
        .d(s2_known__d),
        .q(s2_known__q),
        .clock(s2_known__clock)
    );
    roce_rx_header_checks__dff_w1 s2_lt_hdr(
        .d(s2_lt_hdr__d),
        .q(s2_lt_hdr__q),
        .clock(s2_lt_hdr__clock)
    );
    roce_rx_header_checks__dff_w1 s2_lt_l2(
        .d(s2_lt_l2__d),
        .q(s2_lt_l2__q),
        .clock(s2_lt_l2__clock)
    );
    roce_rx_header_checks__dff_w1 s2_lt_l3(
        .d(s2_lt_l3__d),
        .q(s2_lt_l3__q),
        .clock(s2_lt_l3__clock)
    );
    roce_rx_header_checks__dff_w1026 s2_meta(
        .d(s2_meta__d),
        .q(s2_meta__q),
        .clock(s2_meta__clock)
    );
    roce_rx_header_checks__dff_w9 s2_nb9(
        .d(s2_nb9__d),
        .q(s2_nb9__q),
        .clock(s2_nb9__clock)
    );
    roce_rx_header_checks__dff_w1 s2_not_udp(
        .d(s2_not_udp__d),
        .q(s2_not_udp__q),
        .clock(s2_not_udp__clock)
    );
    roce_rx_header_checks__dff_w1 s2_ovf(
        .d(s2_ovf__d),
        .q(s2_ovf__q),
        .clock(s2_ovf__clock)
    );
    roce_rx_header_checks__dff_w1 s2_pay_lt8(
        .d(s2_pay_lt8__d),
        .q(s2_pay_lt8__q),
        .clock(s2_pay_lt8__clock)
    );
    roce_rx_header_checks__dff_w1 s2_port_bad(
        .d(s2_port_bad__d),
        .q(s2_port_bad__q),
        .clock(s2_port_bad__clock)
    );
    roce_rx_header_checks__dff_w18 s2_q0(
        .d(s2_q0__d),
        .q(s2_q0__q),
        .clock(s2_q0__clock)
    );
    roce_rx_header_checks__dff_w18 s2_q1(
        .d(s2_q1__d),
        .q(s2_q1__q),
        .clock(s2_q1__clock)
    );
    roce_rx_header_checks__dff_w17 s2_q2(
        .d(s2_q2__d),
        .q(s2_q2__q),
        .clock(s2_q2__clock)
    );
    roce_rx_header_checks__dff_w1 s2_tot_lt20(
        .d(s2_tot_lt20__d),
        .q(s2_tot_lt20__q),
        .clock(s2_tot_lt20__clock)
    );
    roce_rx_header_checks__dff_w1 s2_udp_bad(
        .d(s2_udp_bad__d),
        .q(s2_udp_bad__q),
        .clock(s2_udp_bad__clock)
    );
    roce_rx_header_checks__dff_w16 s2_udplen(
        .d(s2_udplen__d),
        .q(s2_udplen__q),
        .clock(s2_udplen__clock)
    );
    roce_rx_header_checks__dff_w1 s2_user(
        .d(s2_user__d),
        .q(s2_user__q),
        .clock(s2_user__clock)
    );
    roce_rx_header_checks__dff_w1 s2_v4(
        .d(s2_v4__d),
        .q(s2_v4__q),
        .clock(s2_v4__clock)
    );
    roce_rx_header_checks__dff_w1 s2_v6(
        .d(s2_v6__d),
        .q(s2_v6__q),
        .clock(s2_v6__clock)
    );
    roce_rx_header_checks__dff_w1 s2_valid(
        .d(s2_valid__d),
        .q(s2_valid__q),
        .clock(s2_valid__clock)
    );
    roce_rx_header_checks__dff_w1 s2_ver_bad(
        .d(s2_ver_bad__d),
        .q(s2_ver_bad__q),
        .clock(s2_ver_bad__clock)
    );
    roce_rx_header_checks__dff_w1 s2_vlan(
        .d(s2_vlan__d),
        .q(s2_vlan__q),
        .clock(s2_vlan__clock)
    );
    roce_rx_header_checks__dff_w1 s3_aeth(
        .d(s3_aeth__d),
        .q(s3_aeth__q),
        .clock(s3_aeth__clock)
    );
    roce_rx_header_checks__dff_w4 s3_code_a(
        .d(s3_code_a__d),
        .q(s3_code_a__q),
        .clock(s3_code_a__clock)
    );
    roce_rx_header_checks__dff_w1 s3_haspay(
        .d(s3_haspay__d),
        .q(s3_haspay__q),
        .clock(s3_haspay__clock)
    );
    roce_rx_header_checks__dff_w7 s3_hl(
        .d(s3_hl__d),
        .q(s3_hl__q),
        .clock(s3_hl__clock)
    );
    roce_rx_header_checks__dff_w1 s3_ip_past(
        .d(s3_ip_past__d),
        .q(s3_ip_past__q),
        .clock(s3_ip_past__clock)
    );
    roce_rx_header_checks__dff_w1 s3_known(
        .d(s3_known__d),
        .q(s3_known__q),
        .clock(s3_known__clock)
    );
    roce_rx_header_checks__dff_w1026 s3_meta(
        .d(s3_meta__d),
        .q(s3_meta__q),
        .clock(s3_meta__clock)
    );
    roce_rx_header_checks__dff_w9 s3_nb9(
        .d(s3_nb9__d),
        .q(s3_nb9__q),
        .clock(s3_nb9__clock)
    );
    roce_rx_header_checks__dff_w16 s3_need(
        .d(s3_need__d),
        .q(s3_need__q),
        .clock(s3_need__clock)
    );
    roce_rx_header_checks__dff_w1 s3_not_udp(
        .d(s3_not_udp__d),
        .q(s3_not_udp__q),
        .clock(s3_not_udp__clock)
    );
    roce_rx_header_checks__dff_w1 s3_pay_lt8(
        .d(s3_pay_lt8__d),
        .q(s3_pay_lt8__q),
        .clock(s3_pay_lt8__clock)
    );
    roce_rx_header_checks__dff_w1 s3_port_bad(
        .d(s3_port_bad__d),
        .q(s3_port_bad__q),
        .clock(s3_port_bad__clock)
    );
    roce_rx_header_checks__s3_sum s3_sum(
        .d(s3_sum__d),
        .q(s3_sum__q),
        .clock(s3_sum__clock)
    );
    roce_rx_header_checks__dff_w1 s3_tot_lt20(
        .d(s3_tot_lt20__d),
        .q(s3_tot_lt20__q),
        .clock(s3_tot_lt20__clock)
    );
    roce_rx_header_checks__dff_w1 s3_udp_bad(
        .d(s3_udp_bad__d),
        .q(s3_udp_bad__q),
        .clock(s3_udp_bad__clock)
    );
    roce_rx_header_checks__dff_w16 s3_udplen(
        .d(s3_udplen__d),
        .q(s3_udplen__q),
        .clock(s3_udplen__clock)
    );
    roce_rx_header_checks__dff_w1 s3_v4(
        .d(s3_v4__d),
        .q(s3_v4__q),
        .clock(s3_v4__clock)
    );
    roce_rx_header_checks__dff_w1 s3_valid(
        .d(s3_valid__d),
        .q(s3_valid__q),
        .clock(s3_valid__clock)
    );
    roce_rx_header_checks__dff_w4 s4_code_a(
        .d(s4_code_a__d),
        .q(s4_code_a__q),
        .clock(s4_code_a__clock)
    );
    roce_rx_header_checks__dff_w4 s4_code_b(
        .d(s4_code_b__d),
        .q(s4_code_b__q),
        .clock(s4_code_b__clock)
    );
    roce_rx_header_checks__dff_w17 s4_fold(
        .d(s4_fold__d),
        .q(s4_fold__q),
        .clock(s4_fold__clock)
    );
    roce_rx_header_checks__dff_w7 s4_hl(
        .d(s4_hl__d),
        .q(s4_hl__q),
        .clock(s4_hl__clock)
    );
    roce_rx_header_checks__dff_w1 s4_known(
        .d(s4_known__d),
        .q(s4_known__q),
        .clock(s4_known__clock)
    );
    roce_rx_header_checks__dff_w1026 s4_meta(
        .d(s4_meta__d),
        .q(s4_meta__q),
        .clock(s4_meta__clock)
    );
    roce_rx_header_checks__dff_w9 s4_nb9(
        .d(s4_nb9__d),
        .q(s4_nb9__q),
        .clock(s4_nb9__clock)
    );
    roce_rx_header_checks__dff_w1 s4_pad_bad(
        .d(s4_pad_bad__d),
        .q(s4_pad_bad__q),
        .clock(s4_pad_bad__clock)
    );
    roce_rx_header_checks__dff_w1 s4_syn_bad(
        .d(s4_syn_bad__d),
        .q(s4_syn_bad__q),
        .clock(s4_syn_bad__clock)
    );
    roce_rx_header_checks__dff_w1 s4_udp_bad(
        .d(s4_udp_bad__d),
        .q(s4_udp_bad__q),
        .clock(s4_udp_bad__clock)
    );
    roce_rx_header_checks__dff_w1 s4_v4(
        .d(s4_v4__d),
        .q(s4_v4__q),
        .clock(s4_v4__clock)
    );
    roce_rx_header_checks__dff_w1 s4_valid(
        .d(s4_valid__d),
        .q(s4_valid__q),
        .clock(s4_valid__clock)
    );
    roce_rx_header_checks__s5_desc s5_desc(
        .d(s5_desc__d),
        .q(s5_desc__q),
        .clock(s5_desc__clock)
    );
    roce_rx_header_checks__dff_w1026 s5_meta(
        .d(s5_meta__d),
        .q(s5_meta__q),
        .clock(s5_meta__clock)
    );
    roce_rx_header_checks__dff_w4 s5_post(
        .d(s5_post__d),
        .q(s5_post__q),
        .clock(s5_post__clock)
    );
    roce_rx_header_checks__dff_w4 s5_pre(
        .d(s5_pre__d),
        .q(s5_pre__q),
        .clock(s5_pre__clock)
    );
    roce_rx_header_checks__dff_w1 s5_valid(
        .d(s5_valid__d),
        .q(s5_valid__q),
        .clock(s5_valid__clock)
    );
    
    assign s2_elen__clock = clock;
    assign s2_f__clock = clock;
    assign s2_haspay__clock = clock;
    assign s2_ihl_bad__clock = clock;
    assign s2_ipend__clock = clock;
    assign s2_known__clock = clock;
    assign s2_lt_hdr__clock = clock;
    assign s2_lt_l2__clock = clock;
    assign s2_lt_l3__clock = clock;
    assign s2_meta__clock = clock;
    assign s2_nb9__clock = clock;
    assign s2_not_udp__clock = clock;
    assign s2_ovf__clock = clock;
    assign s2_pay_lt8__clock = clock;
    assign s2_port_bad__clock = clock;
    assign s2_q0__clock = clock;
    assign s2_q1__clock = clock;
    assign s2_q2__clock = clock;
    assign s2_tot_lt20__clock = clock;
    assign s2_udp_bad__clock = clock;
    assign s2_udplen__clock = clock;
    assign s2_user__clock = clock;
    assign s2_v4__clock = clock;
    assign s2_v6__clock = clock;
    assign s2_valid__clock = clock;
    assign s2_ver_bad__clock = clock;
    assign s2_vlan__clock = clock;
    assign s3_aeth__clock = clock;
    assign s3_code_a__clock = clock;
    assign s3_haspay__clock = clock;
    assign s3_hl__clock = clock;
    assign s3_ip_past__clock = clock;
    assign s3_known__clock = clock;
    assign s3_meta__clock = clock;
    assign s3_nb9__clock = clock;
    assign s3_need__clock = clock;
    assign s3_not_udp__clock = clock;
    assign s3_pay_lt8__clock = clock;
    assign s3_port_bad__clock = clock;
    assign s3_sum__clock = clock;
    assign s3_tot_lt20__clock = clock;
    assign s3_udp_bad__clock = clock;
    assign s3_udplen__clock = clock;
    assign s3_v4__clock = clock;
    assign s3_valid__clock = clock;
    assign s4_code_a__clock = clock;
    assign s4_code_b__clock = clock;
    assign s4_fold__clock = clock;
    assign s4_hl__clock = clock;
    assign s4_known__clock = clock;
    assign s4_meta__clock = clock;
    assign s4_nb9__clock = clock;
    assign s4_pad_bad__clock = clock;
    assign s4_syn_bad__clock = clock;
    assign s4_udp_bad__clock = clock;
    assign s4_v4__clock = clock;
    assign s4_valid__clock = clock;
    assign s5_desc__clock = clock;
    assign s5_meta__clock = clock;
    assign s5_post__clock = clock;
    assign s5_pre__clock = clock;
    assign s5_valid__clock = clock;
    
    // Update code
    always @(*) begin
        s2_elen__d = s2_elen__q;
        s2_f__d = s2_f__q;
        s2_haspay__d = s2_haspay__q;
        s2_ihl_bad__d = s2_ihl_bad__q;
        s2_ipend__d = s2_ipend__q;
        s2_known__d = s2_known__q;
        s2_lt_hdr__d = s2_lt_hdr__q;
        s2_lt_l2__d = s2_lt_l2__q;
        s2_lt_l3__d = s2_lt_l3__q;
        s2_meta__d = s2_meta__q;
        s2_nb9__d = s2_nb9__q;
        s2_not_udp__d = s2_not_udp__q;
        s2_ovf__d = s2_ovf__q;
        s2_pay_lt8__d = s2_pay_lt8__q;
        s2_port_bad__d = s2_port_bad__q;
        s2_q0__d = s2_q0__q;
        s2_q1__d = s2_q1__q;
        s2_q2__d = s2_q2__q;
        s2_tot_lt20__d = s2_tot_lt20__q;
        s2_udp_bad__d = s2_udp_bad__q;
        s2_udplen__d = s2_udplen__q;
        s2_user__d = s2_user__q;
        s2_v4__d = s2_v4__q;
        s2_v6__d = s2_v6__q;
        s2_valid__d = s2_valid__q;
        s2_ver_bad__d = s2_ver_bad__q;
        s2_vlan__d = s2_vlan__q;
        s3_aeth__d = s3_aeth__q;
        s3_code_a__d = s3_code_a__q;
        s3_haspay__d = s3_haspay__q;
        s3_hl__d = s3_hl__q;
        s3_ip_past__d = s3_ip_past__q;
        s3_known__d = s3_known__q;
        s3_meta__d = s3_meta__q;
        s3_nb9__d = s3_nb9__q;
        s3_need__d = s3_need__q;
        s3_not_udp__d = s3_not_udp__q;
        s3_pay_lt8__d = s3_pay_lt8__q;
        s3_port_bad__d = s3_port_bad__q;
        s3_sum__d = s3_sum__q;
        s3_tot_lt20__d = s3_tot_lt20__q;
        s3_udp_bad__d = s3_udp_bad__q;
        s3_udplen__d = s3_udplen__q;
        s3_v4__d = s3_v4__q;
        s3_valid__d = s3_valid__q;
        s4_code_a__d = s4_code_a__q;
        s4_code_b__d = s4_code_b__q;
        s4_fold__d = s4_fold__q;
        s4_hl__d = s4_hl__q;
        s4_known__d = s4_known__q;
        s4_meta__d = s4_meta__q;
        s4_nb9__d = s4_nb9__q;
        s4_pad_bad__d = s4_pad_bad__q;
        s4_syn_bad__d = s4_syn_bad__q;
        s4_udp_bad__d = s4_udp_bad__q;
        s4_v4__d = s4_v4__q;
        s4_valid__d = s4_valid__q;
        s5_desc__d = s5_desc__q;
        s5_meta__d = s5_meta__q;
        s5_post__d = s5_post__q;
        s5_pre__d = s5_pre__q;
        s5_valid__d = s5_valid__q;
        op = meta_in[(64'h1ae)+:(8)];
        flags = 32'h0;
        flags = (flags & ~(1 << (0)) | ((rom__0[op]) << (0)));
        flags = (flags & ~(1 << (1)) | ((rom__1[op]) << (1)));
        flags = (flags & ~(1 << (2)) | ((rom__2[op]) << (2)));
        flags = (flags & ~(1 << (3)) | ((rom__3[op]) << (3)));
        flags = (flags & ~(1 << (4)) | ((rom__4[op]) << (4)));
        flags = (flags & ~(1 << (5)) | ((rom__5[op]) << (5)));
        flags = (flags & ~(1 << (6)) | ((rom__6[op]) << (6)));
        flags = (flags & ~(1 << (7)) | ((rom__7[op]) << (7)));
        elenl = 32'h0;
        elenl = (elenl & ~(1 << (0)) | ((rom__8[op]) << (0)));
        elenl = (elenl & ~(1 << (1)) | ((rom__9[op]) << (1)));
        elenl = (elenl & ~(1 << (2)) | ((rom__10[op]) << (2)));
        elenl = (elenl & ~(1 << (3)) | ((rom__11[op]) << (3)));
        elenl = (elenl & ~(1 << (4)) | ((rom__12[op]) << (4)));
        elenl = (elenl & ~(1 << (5)) | ((rom__13[op]) << (5)));
        elenl = (elenl & ~(1 << (6)) | ((rom__14[op]) << (6)));
        s2_valid__d = in_valid;
        s2_meta__d = meta_in;
        s2_meta__d[(64'h201)+:(8)] = flags;
        s2_elen__d = elenl;
        s2_known__d = rom__15[op];
        s2_haspay__d = rom__16[op];
        s2_vlan__d = facts[(64'h0)+:(1)];
        s2_v4__d = facts[(64'h1)+:(1)];
        s2_v6__d = facts[(64'h2)+:(1)];
        s2_user__d = facts[(64'h3)+:(1)];
        s2_ovf__d = facts[(64'h4)+:(1)];
        s2_nb9__d = facts[(64'h5)+:(9)];
        s2_f__d = facts[(64'he)+:(16)];
        s2_ver_bad__d = facts[(64'h2e)+:(1)];
        s2_ihl_bad__d = facts[(64'h2f)+:(1)];
        s2_tot_lt20__d = facts[(64'h30)+:(1)];
        s2_pay_lt8__d = facts[(64'h31)+:(1)];
        s2_not_udp__d = facts[(64'h32)+:(1)];
        s2_port_bad__d = facts[(64'h33)+:(1)];
        s2_udplen__d = facts[(64'h44)+:(16)];
        s2_lt_l2__d = facts[(64'he)+:(16)] < 32'hd;
        s2_lt_l3__d = facts[(64'he)+:(16)] < 32'he;
        s2_lt_hdr__d = facts[(64'he)+:(16)] < 32'h21;
        s2_ipend__d = ((facts[(64'h1e)+:(16)]) & 17'h1ffff) + 32'hd;
        if (facts[(64'h0)+:(1)]) begin
            s2_lt_l2__d = facts[(64'he)+:(16)] < 32'h11;
            s2_lt_l3__d = facts[(64'he)+:(16)] < 32'h12;
            s2_lt_hdr__d = facts[(64'he)+:(16)] < 32'h25;
            s2_ipend__d = ((facts[(64'h1e)+:(16)]) & 17'h1ffff) + 32'h11;
            if (facts[(64'h2)+:(1)]) begin
                s2_lt_hdr__d = facts[(64'he)+:(16)] < 32'h39;
                s2_ipend__d = ((facts[(64'h1e)+:(16)]) & 17'h1ffff) + 32'h39;
            end
        end
        else if (facts[(64'h2)+:(1)]) begin
            s2_lt_hdr__d = facts[(64'he)+:(16)] < 32'h35;
            s2_ipend__d = ((facts[(64'h1e)+:(16)]) & 17'h1ffff) + 32'h35;
        end
        s2_udp_bad__d = (facts[(64'h44)+:(16)] != facts[(64'h34)+:(16)]) | (facts[(64'h44)+:(16)] < 32'h18);
        s2_q0__d = ((facts[(64'h54)+:(17)]) & 18'h3ffff) + ((facts[(64'h65)+:(17)]) & 18'h3ffff);
        s2_q1__d = ((facts[(64'h76)+:(17)]) & 18'h3ffff) + ((facts[(64'h87)+:(17)]) & 18'h3ffff);
        s2_q2__d = facts[(64'h98)+:(17)];
        s3_valid__d = s2_valid__q;
        s3_meta__d = s2_meta__q;
        s3_meta__d[(64'h3a1)+:(32)] = s2_meta__q[(64'h3c1)+:(32)];
        flags = s2_meta__q[(64'h201)+:(8)];
        s3_aeth__d = flags[32'h3];
        sw64 = 32'h0;
        if (flags[32'h0]) begin
            s3_meta__d[(64'h3a1)+:(32)] = s2_meta__q[(64'h281)+:(32)];
        end
        else if (flags[32'h1]) begin
            sw64 = s2_meta__q[(64'h2c1)+:(64)];
            s3_meta__d[(64'h3a1)+:(32)] = ((sw64) & 32'hffffffff);
        end
        s3_v4__d = s2_v4__q;
        s3_nb9__d = s2_nb9__q;
        s3_code_a__d = 32'h0;
        if (s2_user__q) begin
            s3_code_a__d = 32'h1;
        end
        else if (s2_ovf__q) begin
            s3_code_a__d = 32'h2;
        end
        else if (s2_lt_l2__q) begin
            s3_code_a__d = 32'h5;
        end
        else if (~(s2_v4__q | s2_v6__q)) begin
            s3_code_a__d = 32'h3;
        end
        else if (s2_lt_l3__q) begin
            s3_code_a__d = 32'h5;
        end
        else if (s2_ver_bad__q) begin
            s3_code_a__d = 32'h4;
        end
        else if (s2_lt_hdr__q) begin
            s3_code_a__d = 32'h5;
        end
        else if (s2_v4__q & s2_ihl_bad__q) begin
            s3_code_a__d = 32'h4;
        end
        s3_tot_lt20__d = s2_v4__q & s2_tot_lt20__q;
        s3_pay_lt8__d = s2_pay_lt8__q;
        s3_not_udp__d = s2_not_udp__q;
        s3_port_bad__d = s2_port_bad__q;
        s3_udp_bad__d = s2_udp_bad__q;
        s3_ip_past__d = s2_ipend__q > ((s2_f__q) & 17'h1ffff);
        s3_udplen__d = s2_udplen__q;
        pad = s2_meta__q[(64'h1b8)+:(2)];
        s3_need__d = ((s2_elen__q) & 16'hffff) + ((pad) & 16'hffff) + 32'h18;
        s3_known__d = s2_known__q;
        s3_haspay__d = s2_haspay__q;
        s3_hl__d = s2_elen__q + 32'h36;
        if (s2_vlan__q) begin
            s3_hl__d = s2_elen__q + 32'h3a;
            if (s2_v6__q) begin
                s3_hl__d = s2_elen__q + 32'h4e;
            end
        end
        else if (s2_v6__q) begin
            s3_hl__d = s2_elen__q + 32'h4a;
        end
        s3_sum__d = ((s2_q0__q) & 20'hfffff) + ((s2_q1__q) & 20'hfffff) + ((s2_q2__q) & 20'hfffff);
        s4_valid__d = s3_valid__q;
        s4_meta__d = s3_meta__q;
        s4_meta__d[(64'h4)+:(16)] = s3_udplen__q - s3_need__q;
        s4_v4__d = s3_v4__q;
        s4_nb9__d = s3_nb9__q;
        s4_code_a__d = s3_code_a__q;
        s4_code_b__d = 32'h0;
        if (s3_tot_lt20__q | s3_ip_past__q) begin
            s4_code_b__d = 32'h5;
        end
        else if (s3_not_udp__q) begin
            s4_code_b__d = 32'h3;
        end
        else if (s3_pay_lt8__q) begin
            s4_code_b__d = 32'h5;
        end
        else if (s3_port_bad__q) begin
            s4_code_b__d = 32'h3;
        end
        s4_udp_bad__d = s3_udp_bad__q;
        s4_known__d = s3_known__q;
        s4_pad_bad__d = (s3_udplen__q < s3_need__q) | (~s3_haspay__q & (s3_udplen__q != s3_need__q)) | |s3_udplen__q[(32'h0)+:(2)];
        syn = s3_meta__q[(64'h341)+:(8)];
        s4_syn_bad__d = s3_aeth__q & (s3_udplen__q >= 32'h1c) & ((syn[32'h7] | (syn[(32'h5)+:(2)] == 32'h2)) | ((syn[(32'h5)+:(2)] == 32'h3) & (syn[(32'h0)+:(5)] > 32'h4)));
        s4_hl__d = s3_hl__q;
        s4_fold__d = ((s3_sum__q[(32'h0)+:(16)]) & 17'h1ffff) + ((s3_sum__q[(32'h10)+:(4)]) & 17'h1ffff);
        s5_valid__d = s4_valid__q;
        s5_meta__d = s4_meta__q;
        s5_pre__d = s4_code_a__q;
        if (~|s4_code_a__q) begin
            if (|s4_code_b__q) begin
                s5_pre__d = s4_code_b__q;
            end
            else if (s4_v4__q & (s4_fold__q != 32'hffff)) begin
                s5_pre__d = 32'h6;
            end
            else if (s4_udp_bad__q) begin
                s5_pre__d = 32'h5;
            end
        end
        s5_post__d = 32'h0;
        if (~s4_known__q) begin
            s5_post__d = 32'h8;
        end
        else if (s4_syn_bad__q) begin
            s5_post__d = 32'ha;
        end
        else if (s4_pad_bad__q) begin
            s5_post__d = 32'h9;
        end
        pl = s4_meta__q[(64'h4)+:(16)];
        outs = ((pl[(32'h6)+:(10)]) & 11'h7ff) + ((|pl[(32'h0)+:(6)]) & 11'h7ff);
        plast = ((pl[(32'h0)+:(6)]) & 7'h7f);
        if (~|pl[(32'h0)+:(6)]) begin
            plast = 32'h40;
        end
        s5_desc__d[(64'h0)+:(1)] = 1'b0;
        s5_desc__d[(64'h1)+:(9)] = s4_nb9__q;
        s5_desc__d[(64'ha)+:(6)] = s4_hl__q[(32'h0)+:(6)];
        s5_desc__d[(64'h10)+:(2)] = ((s4_hl__q[32'h6]) & 2'h3) + 32'h1;
        s5_desc__d[(64'h12)+:(11)] = outs;
        s5_desc__d[(64'h1d)+:(7)] = plast;
        valid = s5_valid__q;
        meta = s5_meta__q;
        pre = s5_pre__q;
        post = s5_post__q;
        desc = s5_desc__q;
        if (reset) begin
            s2_valid__d = 1'b0;
            s3_valid__d = 1'b0;
            s4_valid__d = 1'b0;
            s5_valid__d = 1'b0;
        end
    end
    
endmodule // roce_rx_header_checks

module roce_rx_header_checks__dff_w7(d,q,clock);
    
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
          
endmodule // roce_rx_header_checks__dff_w7

module roce_rx_header_checks__dff_w16(d,q,clock);
    
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
          
endmodule // roce_rx_header_checks__dff_w16

module roce_rx_header_checks__dff_w1(d,q,clock);
    
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
          
endmodule // roce_rx_header_checks__dff_w1

module roce_rx_header_checks__dff_w17(d,q,clock);
    
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
          
endmodule // roce_rx_header_checks__dff_w17

module roce_rx_header_checks__dff_w1026(d,q,clock);
    
    // Module arguments
    input wire  [1025:0] d;
    output reg  [1025:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1026'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_header_checks__dff_w1026

module roce_rx_header_checks__dff_w9(d,q,clock);
    
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
          
endmodule // roce_rx_header_checks__dff_w9

module roce_rx_header_checks__dff_w18(d,q,clock);
    
    // Module arguments
    input wire  [17:0] d;
    output reg  [17:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 18'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_header_checks__dff_w18

module roce_rx_header_checks__dff_w4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_header_checks__dff_w4

module roce_rx_header_checks__s3_sum(d,q,clock);
    
    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 20'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_header_checks__s3_sum

module roce_rx_header_checks__s5_desc(d,q,clock);
    
    // Module arguments
    input wire  [35:0] d;
    output reg  [35:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 36'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_header_checks__s5_desc
