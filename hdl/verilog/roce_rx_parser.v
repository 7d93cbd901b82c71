// roce_rx_parser: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_rx_parser(clock,reset,s_axis_tdata,s_axis_tkeep,s_axis_tvalid,s_axis_tready,s_axis_tlast,s_axis_tuser,time_now,m_axis_pay_tdata,m_axis_pay_tkeep,m_axis_pay_tvalid,m_axis_pay_tready,m_axis_pay_tlast,m_axis_pay_tuser,meta,meta_valid,meta_ready,hint_valid,hint_qpn,hint_key_valid,hint_key,counters);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [511:0] s_axis_tdata;
    input wire  [63:0] s_axis_tkeep;
    input wire  s_axis_tvalid;
    output reg  s_axis_tready;
    input wire  s_axis_tlast;
    input wire  s_axis_tuser;
    input wire  [31:0] time_now;
    output wire  [511:0] m_axis_pay_tdata;
    output wire  [63:0] m_axis_pay_tkeep;
    output wire  m_axis_pay_tvalid;
    input wire  m_axis_pay_tready;
    output wire  m_axis_pay_tlast;
    output wire  m_axis_pay_tuser;
    output reg  [1025:0] meta;
    output reg  meta_valid;
    input wire  meta_ready;
    output reg  hint_valid;
    output reg  [23:0] hint_qpn;
    output reg  hint_key_valid;
    output reg  [31:0] hint_key;
    output reg  [351:0] counters;
    
    // Stub signals
    wire  in_skid__clock;
    wire  in_skid__reset;
    reg  [511:0] in_skid__s__tdata;
    reg  [63:0] in_skid__s__tkeep;
    reg  in_skid__s__tvalid;
    wire  in_skid__s__tready;
    reg  in_skid__s__tlast;
    reg  in_skid__s__tuser;
    wire  [511:0] in_skid__m__tdata;
    wire  [63:0] in_skid__m__tkeep;
    wire  in_skid__m__tvalid;
    reg  in_skid__m__tready;
    wire  in_skid__m__tlast;
    wire  in_skid__m__tuser;
    reg  [31:0] ts0__d;
    wire  [31:0] ts0__q;
    wire  ts0__clock;
    reg  [31:0] ts1__d;
    wire  [31:0] ts1__q;
    wire  ts1__clock;
    reg  [1:0] tsn__d;
    wire  [1:0] tsn__q;
    wire  tsn__clock;
    wire  pfifo__clock;
    wire  pfifo__reset;
    reg  pfifo__wr_en;
    reg  [511:0] pfifo__wr_data;
    wire  pfifo__rd_valid;
    wire  [511:0] pfifo__rd_data;
    reg  pfifo__rd_en;
    wire  [9:0] pfifo__fill;
    reg  pfifo__replace;
    wire  icrc__clock;
    wire  icrc__reset;
    reg  icrc__ce;
    reg  icrc__in_valid;
    reg  [511:0] icrc__in_data;
    reg  icrc__in_last;
    reg  icrc__in_end;
    reg  [6:0] icrc__in_count;
    wire  icrc__out_valid;
    wire  [31:0] icrc__out_crc;
    wire  meta_fifo__clock;
    wire  meta_fifo__reset;
    reg  meta_fifo__wr_en;
    reg  [1025:0] meta_fifo__wr_data;
    wire  meta_fifo__rd_valid;
    wire  [1025:0] meta_fifo__rd_data;
    reg  meta_fifo__rd_en;
    wire  [5:0] meta_fifo__fill;
    reg  meta_fifo__replace;
    wire  desc_fifo__clock;
    wire  desc_fifo__reset;
    reg  desc_fifo__wr_en;
    reg  [35:0] desc_fifo__wr_data;
    wire  desc_fifo__rd_valid;
    wire  [35:0] desc_fifo__rd_data;
    reg  desc_fifo__rd_en;
    wire  [5:0] desc_fifo__fill;
    reg  desc_fifo__replace;
    wire  reader__clock;
    wire  reader__reset;
    reg  [35:0] reader__desc;
    reg  reader__desc_valid;
    wire  reader__desc_take;
    reg  [511:0] reader__beat;
    reg  reader__beat_valid;
    wire  reader__beat_take;
    reg  [31:0] cnt__0__d;
    wire  [31:0] cnt__0__q;
    wire  cnt__0__clock;
    reg  [31:0] cnt__1__d;
    wire  [31:0] cnt__1__q;
    wire  cnt__1__clock;
    reg  [31:0] cnt__2__d;
    wire  [31:0] cnt__2__q;
    wire  cnt__2__clock;
    reg  [31:0] cnt__3__d;
    wire  [31:0] cnt__3__q;
    wire  cnt__3__clock;
    reg  [31:0] cnt__4__d;
    wire  [31:0] cnt__4__q;
    wire  cnt__4__clock;
    reg  [31:0] cnt__5__d;
    wire  [31:0] cnt__5__q;
    wire  cnt__5__clock;
    reg  [31:0] cnt__6__d;
    wire  [31:0] cnt__6__q;
    wire  cnt__6__clock;
    reg  [31:0] cnt__7__d;
    wire  [31:0] cnt__7__q;
    wire  cnt__7__clock;
    reg  [31:0] cnt__8__d;
    wire  [31:0] cnt__8__q;
    wire  cnt__8__clock;
    reg  [31:0] cnt__9__d;
    wire  [31:0] cnt__9__q;
    wire  cnt__9__clock;
    reg  [31:0] cnt__10__d;
    wire  [31:0] cnt__10__q;
    wire  cnt__10__clock;
    reg  v_valid__d;
    wire  v_valid__q;
    wire  v_valid__clock;
    reg  [3:0] v_code__d;
    wire  [3:0] v_code__q;
    wire  v_code__clock;
    reg  h_valid__d;
    wire  h_valid__q;
    wire  h_valid__clock;
    reg  [23:0] h_qpn__d;
    wire  [23:0] h_qpn__q;
    wire  h_qpn__clock;
    reg  h_keyv__d;
    wire  h_keyv__q;
    wire  h_keyv__clock;
    reg  [31:0] h_key__d;
    wire  [31:0] h_key__q;
    wire  h_key__clock;
    reg  room__d;
    wire  room__q;
    wire  room__clock;
    reg  [1:0] bidx__d;
    wire  [1:0] bidx__q;
    wire  bidx__clock;
    reg  [15:0] nb_q__d;
    wire  [15:0] nb_q__q;
    wire  nb_q__clock;
    reg  [511:0] hb0__d;
    wire  [511:0] hb0__q;
    wire  hb0__clock;
    reg  [511:0] hb1__d;
    wire  [511:0] hb1__q;
    wire  hb1__clock;
    reg  cls_vlan__d;
    wire  cls_vlan__q;
    wire  cls_vlan__clock;
    reg  cls_v4__d;
    wire  cls_v4__q;
    wire  cls_v4__clock;
    reg  cls_v6__d;
    wire  cls_v6__q;
    wire  cls_v6__clock;
    reg  x1_valid__d;
    wire  x1_valid__q;
    wire  x1_valid__clock;
    reg  x1_first__d;
    wire  x1_first__q;
    wire  x1_first__clock;
    reg  x1_last__d;
    wire  x1_last__q;
    wire  x1_last__clock;
    reg  [511:0] x1_data__d;
    wire  [511:0] x1_data__q;
    wire  x1_data__clock;
    reg  x1_vlan__d;
    wire  x1_vlan__q;
    wire  x1_vlan__clock;
    reg  x1_v6__d;
    wire  x1_v6__q;
    wire  x1_v6__clock;
    reg  [15:0] x1_len__0__d;
    wire  [15:0] x1_len__0__q;
    wire  x1_len__0__clock;
    reg  [15:0] x1_len__1__d;
    wire  [15:0] x1_len__1__q;
    wire  x1_len__1__clock;
    reg  [15:0] x1_len__2__d;
    wire  [15:0] x1_len__2__q;
    wire  x1_len__2__clock;
    reg  [15:0] x1_len__3__d;
    wire  [15:0] x1_len__3__q;
    wire  x1_len__3__clock;
    reg  [15:0] ipend_q__d;
    wire  [15:0] ipend_q__q;
    wire  ipend_q__clock;
    reg  x2_valid__d;
    wire  x2_valid__q;
    wire  x2_valid__clock;
    reg  x2_last__d;
    wire  x2_last__q;
    wire  x2_last__clock;
    reg  x2_end__d;
    wire  x2_end__q;
    wire  x2_end__clock;
    reg  [6:0] x2_cnt__d;
    wire  [6:0] x2_cnt__q;
    wire  x2_cnt__clock;
    reg  [511:0] x2_data__d;
    wire  [511:0] x2_data__q;
    wire  x2_data__clock;
    reg  [31:0] crc_hold__d;
    wire  [31:0] crc_hold__q;
    wire  crc_hold__clock;
    reg  r0_valid__d;
    wire  r0_valid__q;
    wire  r0_valid__clock;
    reg  [1139:0] r0__d;
    wire  [1139:0] r0__q;
    wire  r0__clock;
    wire  extract__clock;
    wire  extract__reset;
    reg  extract__in_valid;
    reg  [1139:0] extract__head;
    wire  extract__valid;
    wire  [1025:0] extract__meta;
    wire  [168:0] extract__facts;
    wire  checks__clock;
    wire  checks__reset;
    reg  checks__in_valid;
    reg  [1025:0] checks__meta_in;
    reg  [168:0] checks__facts;
    wire  checks__valid;
    wire  [1025:0] checks__meta;
    wire  [3:0] checks__pre;
    wire  [3:0] checks__post;
    wire  [35:0] checks__desc;
    
    // Local signals
    reg  accept;
    reg  [351:0] cpk;
    reg  [1023:0] hdr2;
    reg  [511:0] cur;
    reg  c_vlan;
    reg  c_v4;
    reg  c_v6;
    reg  f_vlan;
    reg  f_v4;
    reg  f_v6;
    reg  [15:0] sw;
    reg  [15:0] x_rem;
    reg  [1023:0] hdr;
    reg  [3:0] verdict;
    reg  [31:0] crc_now;
    
    // Sub module instances
    roce_rx_parser__in_skid in_skid(
        .clock(in_skid__clock),
        .reset(in_skid__reset),
        .s__tdata(in_skid__s__tdata),
        .s__tkeep(in_skid__s__tkeep),
        .s__tvalid(in_skid__s__tvalid),
        .s__tready(in_skid__s__tready),
        .s__tlast(in_skid__s__tlast),
        .s__tuser(in_skid__s__tuser),
        .m__tdata(in_skid__m__tdata),
        .m__tkeep(in_skid__m__tkeep),
        .m__tvalid(in_skid__m__tvalid),
        .m__tready(in_skid__m__tready),
        .m__tlast(in_skid__m__tlast),
        .m__tuser(in_skid__m__tuser)
    );
    roce_rx_parser__dff_w32 ts0(
        .d(ts0__d),
        .q(ts0__q),
        .clock(ts0__clock)
    );
    roce_rx_parser__dff_w32 ts1(
        .d(ts1__d),
        .q(ts1__q),
        .clock(ts1__clock)
    );
    roce_rx_parser__dff_w2 tsn(
        .d(tsn__d),
        .q(tsn__q),
        .clock(tsn__clock)
    );
    roce_rx_parser__pfifo pfifo(
        .clock(pfifo__clock),
        .reset(pfifo__reset),
        .wr_en(pfifo__wr_en),
        .wr_data(pfifo__wr_data),
        .rd_valid(pfifo__rd_valid),
        .rd_data(pfifo__rd_data),
        .rd_en(pfifo__rd_en),
        .fill(pfifo__fill),
        .replace(pfifo__replace)
    );
    roce_rx_parser__icrc icrc(
        .clock(icrc__clock),
        .reset(icrc__reset),
        .ce(icrc__ce),
        .in_valid(icrc__in_valid),
        .in_data(icrc__in_data),
        .in_last(icrc__in_last),
        .in_end(icrc__in_end),
        .in_count(icrc__in_count),
        .out_valid(icrc__out_valid),
        .out_crc(icrc__out_crc)
    );
    roce_rx_parser__meta_fifo meta_fifo(
        .clock(meta_fifo__clock),
        .reset(meta_fifo__reset),
        .wr_en(meta_fifo__wr_en),
        .wr_data(meta_fifo__wr_data),
        .rd_valid(meta_fifo__rd_valid),
        .rd_data(meta_fifo__rd_data),
        .rd_en(meta_fifo__rd_en),
        .fill(meta_fifo__fill),
        .replace(meta_fifo__replace)
    );
    roce_rx_parser__desc_fifo desc_fifo(
        .clock(desc_fifo__clock),
        .reset(desc_fifo__reset),
        .wr_en(desc_fifo__wr_en),
        .wr_data(desc_fifo__wr_data),
        .rd_valid(desc_fifo__rd_valid),
        .rd_data(desc_fifo__rd_data),
        .rd_en(desc_fifo__rd_en),
        .fill(desc_fifo__fill),
        .replace(desc_fifo__replace)
    );
    roce_rx_parser__reader reader(
        .clock(reader__clock),
        .reset(reader__reset),
        .desc(reader__desc),
        .desc_valid(reader__desc_valid),
        .desc_take(reader__desc_take),
        .beat(reader__beat),
        .beat_valid(reader__beat_valid),
        .beat_take(reader__beat_take),
        .m__tdata(m_axis_pay_tdata),
        .m__tkeep(m_axis_pay_tkeep),
        .m__tvalid(m_axis_pay_tvalid),
        .m__tready(m_axis_pay_tready),
        .m__tlast(m_axis_pay_tlast),
        .m__tuser(m_axis_pay_tuser)
    );
    roce_rx_parser__dff_w32 cnt__0(
        .d(cnt__0__d),
        .q(cnt__0__q),
        .clock(cnt__0__clock)
    );
    roce_rx_parser__dff_w32 cnt__1(
        .d(cnt__1__d),
        .q(cnt__1__q),
        .clock(cnt__1__clock)
    );
    roce_rx_parser__dff_w32 cnt__2(
        .d(cnt__2__d),
        .q(cnt__2__q),
        .clock(cnt__2__clock)
    );
    roce_rx_parser__dff_w32 cnt__3(
        .d(cnt__3__d),
        .q(cnt__3__q),
        .clock(cnt__3__clock)
    );
    roce_rx_parser__dff_w32 cnt__4(
        .d(cnt__4__d),
        .q(cnt__4__q),
        .clock(cnt__4__clock)
    );
    roce_rx_parser__dff_w32 cnt__5(
        .d(cnt__5__d),
        .q(cnt__5__q),
        .clock(cnt__5__clock)
    );
    roce_rx_parser__dff_w32 cnt__6(
        .d(cnt__6__d),
        .q(cnt__6__q),
        .clock(cnt__6__clock)
    );
    roce_rx_parser__dff_w32 cnt__7(
        .d(cnt__7__d),
        .q(cnt__7__q),
        .clock(cnt__7__clock)
    );
    roce_rx_parser__dff_w32 cnt__8(
        .d(cnt__8__d),
        .q(cnt__8__q),
        .clock(cnt__8__clock)
    );
    roce_rx_parser__dff_w32 cnt__9(
        .d(cnt__9__d),
        .q(cnt__9__q),
        .clock(cnt__9__clock)
    );
    roce_rx_parser__dff_w32 cnt__10(
        .d(cnt__10__d),
        .q(cnt__10__q),
        .clock(cnt__10__clock)
    );
    roce_rx_parser__dff_w1 v_valid(
        .d(v_valid__d),
        .q(v_valid__q),
        .clock(v_valid__clock)
    );
    roce_rx_parser__dff_w4 v_code(
        .d(v_code__d),
        .q(v_code__q),
        .clock(v_code__clock)
    );
    roce_rx_parser__dff_w1 h_valid(
        .d(h_valid__d),
        .q(h_valid__q),
        .clock(h_valid__clock)
    );
    roce_rx_parser__h_qpn h_qpn(
        .d(h_qpn__d),
        .q(h_qpn__q),
        .clock(h_qpn__clock)
    );
    roce_rx_parser__dff_w1 h_keyv(
        .d(h_keyv__d),
        .q(h_keyv__q),
        .clock(h_keyv__clock)
    );
    roce_rx_parser__dff_w32 h_key(
        .d(h_key__d),
        .q(h_key__q),
        .clock(h_key__clock)
    );
    roce_rx_parser__dff_w1 room(
        .d(room__d),
        .q(room__q),
        .clock(room__clock)
    );
    roce_rx_parser__dff_w2 bidx(
        .d(bidx__d),
        .q(bidx__q),
        .clock(bidx__clock)
    );
    roce_rx_parser__dff_w16 nb_q(
        .d(nb_q__d),
        .q(nb_q__q),
        .clock(nb_q__clock)
    );
    roce_rx_parser__dff_w512 hb0(
        .d(hb0__d),
        .q(hb0__q),
        .clock(hb0__clock)
    );
    roce_rx_parser__dff_w512 hb1(
        .d(hb1__d),
        .q(hb1__q),
        .clock(hb1__clock)
    );
    roce_rx_parser__dff_w1 cls_vlan(
        .d(cls_vlan__d),
        .q(cls_vlan__q),
        .clock(cls_vlan__clock)
    );
    roce_rx_parser__dff_w1 cls_v4(
        .d(cls_v4__d),
        .q(cls_v4__q),
        .clock(cls_v4__clock)
    );
    roce_rx_parser__dff_w1 cls_v6(
        .d(cls_v6__d),
        .q(cls_v6__q),
        .clock(cls_v6__clock)
    );
    roce_rx_parser__dff_w1 x1_valid(
        .d(x1_valid__d),
        .q(x1_valid__q),
        .clock(x1_valid__clock)
    );
    roce_rx_parser__dff_w1 x1_first(
        .d(x1_first__d),
        .q(x1_first__q),
        .clock(x1_first__clock)
    );
    roce_rx_parser__dff_w1 x1_last(
        .d(x1_last__d),
        .q(x1_last__q),
        .clock(x1_last__clock)
    );
    roce_rx_parser__dff_w512 x1_data(
        .d(x1_data__d),
        .q(x1_data__q),
        .clock(x1_data__clock)
    );
    roce_rx_parser__dff_w1 x1_vlan(
        .d(x1_vlan__d),
        .q(x1_vlan__q),
        .clock(x1_vlan__clock)
    );
    roce_rx_parser__dff_w1 x1_v6(
        .d(x1_v6__d),
        .q(x1_v6__q),
        .clock(x1_v6__clock)
    );
    roce_rx_parser__dff_w16 x1_len__0(
        .d(x1_len__0__d),
        .q(x1_len__0__q),
        .clock(x1_len__0__clock)
    );
    roce_rx_parser__dff_w16 x1_len__1(
        .d(x1_len__1__d),
        .q(x1_len__1__q),
        .clock(x1_len__1__clock)
    );
    roce_rx_parser__dff_w16 x1_len__2(
        .d(x1_len__2__d),
        .q(x1_len__2__q),
        .clock(x1_len__2__clock)
    );
    roce_rx_parser__dff_w16 x1_len__3(
        .d(x1_len__3__d),
        .q(x1_len__3__q),
        .clock(x1_len__3__clock)
    );
    roce_rx_parser__dff_w16 ipend_q(
        .d(ipend_q__d),
        .q(ipend_q__q),
        .clock(ipend_q__clock)
    );
    roce_rx_parser__dff_w1 x2_valid(
        .d(x2_valid__d),
        .q(x2_valid__q),
        .clock(x2_valid__clock)
    );
    roce_rx_parser__dff_w1 x2_last(
        .d(x2_last__d),
        .q(x2_last__q),
        .clock(x2_last__clock)
    );
    roce_rx_parser__dff_w1 x2_end(
        .d(x2_end__d),
        .q(x2_end__q),
        .clock(x2_end__clock)
    );
    roce_rx_parser__dff_w7 x2_cnt(
        .d(x2_cnt__d),
        .q(x2_cnt__q),
        .clock(x2_cnt__clock)
    );
    roce_rx_parser__dff_w512 x2_data(
        .d(x2_data__d),
        .q(x2_data__q),
        .clock(x2_data__clock)
    );
    roce_rx_parser__dff_w32 crc_hold(
        .d(crc_hold__d),
        .q(crc_hold__q),
        .clock(crc_hold__clock)
    );
    roce_rx_parser__dff_w1 r0_valid(
        .d(r0_valid__d),
        .q(r0_valid__q),
        .clock(r0_valid__clock)
    );
    roce_rx_parser__r0 r0(
        .d(r0__d),
        .q(r0__q),
        .clock(r0__clock)
    );
    roce_rx_parser__extract extract(
        .clock(extract__clock),
        .reset(extract__reset),
        .in_valid(extract__in_valid),
        .head(extract__head),
        .valid(extract__valid),
        .meta(extract__meta),
        .facts(extract__facts)
    );
    roce_rx_parser__checks checks(
        .clock(checks__clock),
        .reset(checks__reset),
        .in_valid(checks__in_valid),
        .meta_in(checks__meta_in),
        .facts(checks__facts),
        .valid(checks__valid),
        .meta(checks__meta),
        .pre(checks__pre),
        .post(checks__post),
        .desc(checks__desc)
    );
    
    assign v_valid__clock = clock;
    assign v_code__clock = clock;
    assign h_valid__clock = clock;
    assign h_qpn__clock = clock;
    assign h_keyv__clock = clock;
    assign h_key__clock = clock;
    assign room__clock = clock;
    assign bidx__clock = clock;
    assign nb_q__clock = clock;
    assign hb0__clock = clock;
    assign hb1__clock = clock;
    assign cls_vlan__clock = clock;
    assign cls_v4__clock = clock;
    assign cls_v6__clock = clock;
    assign x1_valid__clock = clock;
    assign x1_first__clock = clock;
    assign x1_last__clock = clock;
    assign x1_data__clock = clock;
    assign x1_vlan__clock = clock;
    assign x1_v6__clock = clock;
    assign ipend_q__clock = clock;
    assign x2_valid__clock = clock;
    assign x2_last__clock = clock;
    assign x2_end__clock = clock;
    assign x2_cnt__clock = clock;
    assign x2_data__clock = clock;
    assign crc_hold__clock = clock;
    assign ts0__clock = clock;
    assign ts1__clock = clock;
    assign tsn__clock = clock;
    assign r0_valid__clock = clock;
    assign r0__clock = clock;
    assign x1_len__0__clock = clock;
    assign x1_len__1__clock = clock;
    assign x1_len__2__clock = clock;
    assign x1_len__3__clock = clock;
    assign cnt__0__clock = clock;
    assign cnt__1__clock = clock;
    assign cnt__2__clock = clock;
    assign cnt__3__clock = clock;
    assign cnt__4__clock = clock;
    assign cnt__5__clock = clock;
    assign cnt__6__clock = clock;
    assign cnt__7__clock = clock;
    assign cnt__8__clock = clock;
    assign cnt__9__clock = clock;
    assign cnt__10__clock = clock;
    assign in_skid__clock = clock;
    assign pfifo__clock = clock;
    assign icrc__clock = clock;
    assign meta_fifo__clock = clock;
    assign desc_fifo__clock = clock;
    assign extract__clock = clock;
    assign checks__clock = clock;
    assign reader__clock = clock;
    assign extract__reset = reset;
    assign checks__reset = reset;
    assign in_skid__reset = reset;
    assign pfifo__reset = reset;
    assign icrc__reset = reset;
    assign reader__reset = reset;
    assign meta_fifo__reset = reset;
    assign desc_fifo__reset = reset;
    
    // Update code
    always @(*) begin
        v_valid__d = v_valid__q;
        v_code__d = v_code__q;
        h_valid__d = h_valid__q;
        h_qpn__d = h_qpn__q;
        h_keyv__d = h_keyv__q;
        h_key__d = h_key__q;
        room__d = room__q;
        bidx__d = bidx__q;
        nb_q__d = nb_q__q;
        hb0__d = hb0__q;
        hb1__d = hb1__q;
        cls_vlan__d = cls_vlan__q;
        cls_v4__d = cls_v4__q;
        cls_v6__d = cls_v6__q;
        x1_valid__d = x1_valid__q;
        x1_first__d = x1_first__q;
        x1_last__d = x1_last__q;
        x1_data__d = x1_data__q;
        x1_vlan__d = x1_vlan__q;
        x1_v6__d = x1_v6__q;
        ipend_q__d = ipend_q__q;
        x2_valid__d = x2_valid__q;
        x2_last__d = x2_last__q;
        x2_end__d = x2_end__q;
        x2_cnt__d = x2_cnt__q;
        x2_data__d = x2_data__q;
        crc_hold__d = crc_hold__q;
        ts0__d = ts0__q;
        ts1__d = ts1__q;
        tsn__d = tsn__q;
        r0_valid__d = r0_valid__q;
        r0__d = r0__q;
        x1_len__0__d = x1_len__0__q;
        x1_len__1__d = x1_len__1__q;
        x1_len__2__d = x1_len__2__q;
        x1_len__3__d = x1_len__3__q;
        cnt__0__d = cnt__0__q;
        cnt__1__d = cnt__1__q;
        cnt__2__d = cnt__2__q;
        cnt__3__d = cnt__3__q;
        cnt__4__d = cnt__4__q;
        cnt__5__d = cnt__5__q;
        cnt__6__d = cnt__6__q;
        cnt__7__d = cnt__7__q;
        cnt__8__d = cnt__8__q;
        cnt__9__d = cnt__9__q;
        cnt__10__d = cnt__10__q;
        meta_fifo__replace = 1'b0;
        desc_fifo__replace = 1'b0;
        icrc__ce = 1'b1;
        cpk[(64'h0)+:(32)] = cnt__0__q;
        cpk[(64'h20)+:(32)] = cnt__1__q;
        cpk[(64'h40)+:(32)] = cnt__2__q;
        cpk[(64'h60)+:(32)] = cnt__3__q;
        cpk[(64'h80)+:(32)] = cnt__4__q;
        cpk[(64'ha0)+:(32)] = cnt__5__q;
        cpk[(64'hc0)+:(32)] = cnt__6__q;
        cpk[(64'he0)+:(32)] = cnt__7__q;
        cpk[(64'h100)+:(32)] = cnt__8__q;
        cpk[(64'h120)+:(32)] = cnt__9__q;
        cpk[(64'h140)+:(32)] = cnt__10__q;
        counters = cpk;
        in_skid__s__tdata = s_axis_tdata;
        in_skid__s__tkeep = s_axis_tkeep;
        in_skid__s__tlast = s_axis_tlast;
        in_skid__s__tuser = s_axis_tuser;
        in_skid__s__tvalid = s_axis_tvalid;
        s_axis_tready = in_skid__s__tready;
        in_skid__m__tready = room__q;
        accept = in_skid__m__tvalid & room__q;
        if (accept & in_skid__m__tlast) begin
            ts0__d = ts1__q;
            tsn__d = tsn__q - 32'h1;
        end
        if (s_axis_tvalid & in_skid__s__tready & s_axis_tlast) begin
            if (accept & in_skid__m__tlast) begin
                if (tsn__q == 32'h1) begin
                    ts0__d = time_now;
                end
                else begin
                    ts1__d = time_now;
                end
                tsn__d = tsn__q;
            end
            else begin
                if (tsn__q == 32'h0) begin
                    ts0__d = time_now;
                end
                else begin
                    ts1__d = time_now;
                end
                tsn__d = tsn__q + 32'h1;
            end
        end
        if (reset) begin
            tsn__d = 32'h0;
        end
        cur = in_skid__m__tdata;
        room__d = (pfifo__fill < 32'h1f4) & (meta_fifo__fill < 32'h14) & (desc_fifo__fill < 32'h14);
        pfifo__wr_en = accept & (nb_q__q < 32'ha0);
        pfifo__replace = 1'b0;
        pfifo__wr_data = cur;
        c_vlan = cur[(32'h60)+:(16)] == 32'h81;
        c_v4 = cur[(32'h60)+:(16)] == 32'h8;
        c_v6 = cur[(32'h60)+:(16)] == 32'hdd86;
        if (c_vlan) begin
            c_v4 = cur[(32'h80)+:(16)] == 32'h8;
            c_v6 = cur[(32'h80)+:(16)] == 32'hdd86;
        end
        f_vlan = cls_vlan__q;
        f_v4 = cls_v4__q;
        f_v6 = cls_v6__q;
        if (bidx__q == 32'h0) begin
            f_vlan = c_vlan;
            f_v4 = c_v4;
            f_v6 = c_v6;
        end
        hdr2[(64'h0)+:(512)] = hb0__q;
        hdr2[(64'h200)+:(512)] = hb1__q;
        if (bidx__q == 32'h0) begin
            hdr2[(64'h0)+:(512)] = cur;
            hdr2[(64'h200)+:(512)] = 32'h0;
        end
        if (bidx__q == 32'h1) begin
            hdr2[(64'h200)+:(512)] = cur;
        end
        hdr = hdr2;
        sw = 32'h0;
        r0_valid__d = accept & in_skid__m__tlast;
        x1_valid__d = accept;
        if (accept) begin
            nb_q__d = nb_q__q + 32'h1;
            if (bidx__q == 32'h0) begin
                hb0__d = cur;
                cls_vlan__d = c_vlan;
                cls_v4__d = c_v4;
                cls_v6__d = c_v6;
                sw = cur[(32'h80)+:(16)];
                x1_len__0__d = (sw << 32'h8 | sw >> 32'h8) + 32'he;
                sw = cur[(32'ha0)+:(16)];
                x1_len__1__d = (sw << 32'h8 | sw >> 32'h8) + 32'h12;
                sw = cur[(32'h90)+:(16)];
                x1_len__2__d = (sw << 32'h8 | sw >> 32'h8) + 32'h36;
                sw = cur[(32'hb0)+:(16)];
                x1_len__3__d = (sw << 32'h8 | sw >> 32'h8) + 32'h3a;
            end
            if (bidx__q == 32'h1) begin
                hb1__d = cur;
            end
            if (bidx__q != 32'h3) begin
                bidx__d = bidx__q + 32'h1;
            end
            x1_data__d = cur;
            x1_first__d = bidx__q == 32'h0;
            x1_last__d = in_skid__m__tlast;
            x1_vlan__d = f_vlan;
            x1_v6__d = f_v6;
            if (in_skid__m__tlast) begin
                nb_q__d = 32'h0;
                bidx__d = 32'h0;
                r0__d[(64'h0)+:(1024)] = hdr;
                r0__d[(64'h400)+:(16)] = nb_q__q;
                r0__d[(64'h410)+:(64)] = in_skid__m__tkeep;
                r0__d[(64'h450)+:(1)] = in_skid__m__tuser;
                r0__d[(64'h451)+:(1)] = f_vlan;
                r0__d[(64'h452)+:(1)] = f_v4;
                r0__d[(64'h453)+:(1)] = f_v6;
                r0__d[(64'h454)+:(32)] = ts0__q;
            end
        end
        x_rem = ipend_q__q;
        if (x1_first__q) begin
            if (x1_vlan__q) begin
                if (x1_v6__q) begin
                    x_rem = x1_len__3__q;
                end
                else begin
                    x_rem = x1_len__1__q;
                end
            end
            else if (x1_v6__q) begin
                x_rem = x1_len__2__q;
            end
            else begin
                x_rem = x1_len__0__q;
            end
        end
        if (x1_valid__q) begin
            ipend_q__d = 32'h0;
            if (|x_rem[(32'h6)+:(10)]) begin
                ipend_q__d = x_rem - 32'h40;
            end
        end
        x2_valid__d = x1_valid__q;
        x2_data__d = x1_data__q;
        x2_last__d = x1_last__q;
        x2_end__d = |x_rem & (x_rem <= 32'h40);
        x2_cnt__d = ((x_rem) & 7'h7f);
        icrc__in_valid = x2_valid__q;
        icrc__in_data = x2_data__q;
        icrc__in_last = x2_last__q;
        icrc__in_end = x2_end__q;
        icrc__in_count = x2_cnt__q;
        if (icrc__out_valid) begin
            crc_hold__d = icrc__out_crc;
        end
        extract__in_valid = r0_valid__q;
        extract__head = r0__q;
        checks__in_valid = extract__valid;
        checks__meta_in = extract__meta;
        checks__facts = extract__facts;
        crc_now = crc_hold__q;
        if (icrc__out_valid) begin
            crc_now = icrc__out_crc;
        end
        verdict = checks__pre;
        if (~|checks__pre) begin
            if (crc_now != 64'h2144df1c) begin
                verdict = 32'h7;
            end
            else begin
                verdict = checks__post;
            end
        end
        meta_fifo__wr_en = checks__valid;
        meta_fifo__wr_data = checks__meta;
        meta_fifo__wr_data[(64'h0)+:(4)] = verdict;
        desc_fifo__wr_en = checks__valid;
        desc_fifo__wr_data = checks__desc;
        desc_fifo__wr_data[(64'h0)+:(1)] = |verdict;
        v_valid__d = checks__valid;
        v_code__d = verdict;
        h_valid__d = checks__valid & ~|verdict;
        h_qpn__d = checks__meta[(64'h1d0)+:(24)];
        h_keyv__d = (checks__meta[(64'h201)+:(8)] & 32'h6) != 32'h0;
        h_key__d = checks__meta[(64'h281)+:(32)];
        hint_valid = h_valid__q;
        hint_qpn = h_qpn__q;
        hint_key_valid = h_keyv__q;
        hint_key = h_key__q;
        if (v_valid__q) begin
            if (v_code__q == 0) begin
                cnt__0__d = cnt__0__q + 32'h1;
            end
            if (v_code__q == 1) begin
                cnt__1__d = cnt__1__q + 32'h1;
            end
            if (v_code__q == 2) begin
                cnt__2__d = cnt__2__q + 32'h1;
            end
            if (v_code__q == 3) begin
                cnt__3__d = cnt__3__q + 32'h1;
            end
            if (v_code__q == 4) begin
                cnt__4__d = cnt__4__q + 32'h1;
            end
            if (v_code__q == 5) begin
                cnt__5__d = cnt__5__q + 32'h1;
            end
            if (v_code__q == 6) begin
                cnt__6__d = cnt__6__q + 32'h1;
            end
            if (v_code__q == 7) begin
                cnt__7__d = cnt__7__q + 32'h1;
            end
            if (v_code__q == 8) begin
                cnt__8__d = cnt__8__q + 32'h1;
            end
            if (v_code__q == 9) begin
                cnt__9__d = cnt__9__q + 32'h1;
            end
            if (v_code__q == 10) begin
                cnt__10__d = cnt__10__q + 32'h1;
            end
        end
        meta = meta_fifo__rd_data;
        meta_valid = meta_fifo__rd_valid;
        meta_fifo__rd_en = meta_ready;
        reader__desc = desc_fifo__rd_data;
        reader__desc_valid = desc_fifo__rd_valid;
        desc_fifo__rd_en = reader__desc_take;
        reader__beat = pfifo__rd_data;
        reader__beat_valid = pfifo__rd_valid;
        pfifo__rd_en = reader__beat_take;
        if (reset) begin
            room__d = 1'b0;
            bidx__d = 32'h0;
            nb_q__d = 32'h0;
            x1_valid__d = 1'b0;
            x2_valid__d = 1'b0;
            r0_valid__d = 1'b0;
            v_valid__d = 1'b0;
            h_valid__d = 1'b0;
        end
    end
    
endmodule // roce_rx_parser

module roce_rx_parser__dff_w2(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_parser__dff_w2

module roce_rx_parser__checks(clock,reset,in_valid,meta_in,facts,valid,meta,pre,post,desc);
    
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
    roce_rx_parser__dff_w7 s2_elen(
        .d(s2_elen__d),
        .q(s2_elen__q),
        .clock(s2_elen__clock)
    );
    roce_rx_parser__dff_w16 s2_f(
        .d(s2_f__d),
        .q(s2_f__q),
        .clock(s2_f__clock)
    );
    roce_rx_parser__dff_w1 s2_haspay(
        .d(s2_haspay__d),
        .q(s2_haspay__q),
        .clock(s2_haspay__clock)
    );
    roce_rx_parser__dff_w1 s2_ihl_bad(
        .d(s2_ihl_bad__d),
        .q(s2_ihl_bad__q),
        .clock(s2_ihl_bad__clock)
    );
    roce_rx_parser__dff_w17 s2_ipend(
        .d(s2_ipend__d),
        .q(s2_ipend__q),
        .clock(s2_ipend__clock)
    );
    roce_rx_parser__dff_w1 s2_known(
        .d(s2_known__d),
        .q(s2_known__q),
        .clock(s2_known__clock)
    );
    roce_rx_parser__dff_w1 s2_lt_hdr(
        .d(s2_lt_hdr__d),
        .q(s2_lt_hdr__q),
        .clock(s2_lt_hdr__clock)
    );
    roce_rx_parser__dff_w1 s2_lt_l2(
        .d(s2_lt_l2__d),
        .q(s2_lt_l2__q),
        .clock(s2_lt_l2__clock)
    );
    roce_rx_parser__dff_w1 s2_lt_l3(
        .d(s2_lt_l3__d),
        .q(s2_lt_l3__q),
        .clock(s2_lt_l3__clock)
    );
    roce_rx_parser__dff_w1026 s2_meta(
        .d(s2_meta__d),
        .q(s2_meta__q),
        .clock(s2_meta__clock)
    );
    roce_rx_parser__dff_w9 s2_nb9(
        .d(s2_nb9__d),
        .q(s2_nb9__q),
        .clock(s2_nb9__clock)
    );
    roce_rx_parser__dff_w1 s2_not_udp(
        .d(s2_not_udp__d),
        .q(s2_not_udp__q),
        .clock(s2_not_udp__clock)
    );
    roce_rx_parser__dff_w1 s2_ovf(
        .d(s2_ovf__d),
        .q(s2_ovf__q),
        .clock(s2_ovf__clock)
    );
    roce_rx_parser__dff_w1 s2_pay_lt8(
        .d(s2_pay_lt8__d),
        .q(s2_pay_lt8__q),
        .clock(s2_pay_lt8__clock)
    );
    roce_rx_parser__dff_w1 s2_port_bad(
        .d(s2_port_bad__d),
        .q(s2_port_bad__q),
        .clock(s2_port_bad__clock)
    );
    roce_rx_parser__dff_w18 s2_q0(
        .d(s2_q0__d),
        .q(s2_q0__q),
        .clock(s2_q0__clock)
    );
    roce_rx_parser__dff_w18 s2_q1(
        .d(s2_q1__d),
        .q(s2_q1__q),
        .clock(s2_q1__clock)
    );
    roce_rx_parser__dff_w17 s2_q2(
        .d(s2_q2__d),
        .q(s2_q2__q),
        .clock(s2_q2__clock)
    );
    roce_rx_parser__dff_w1 s2_tot_lt20(
        .d(s2_tot_lt20__d),
        .q(s2_tot_lt20__q),
        .clock(s2_tot_lt20__clock)
    );
    roce_rx_parser__dff_w1 s2_udp_bad(
        .d(s2_udp_bad__d),
        .q(s2_udp_bad__q),
        .clock(s2_udp_bad__clock)
    );
    roce_rx_parser__dff_w16 s2_udplen(
        .d(s2_udplen__d),
        .q(s2_udplen__q),
        .clock(s2_udplen__clock)
    );
    roce_rx_parser__dff_w1 s2_user(
        .d(s2_user__d),
        .q(s2_user__q),
        .clock(s2_user__clock)
    );
    roce_rx_parser__dff_w1 s2_v4(
        .d(s2_v4__d),
        .q(s2_v4__q),
        .clock(s2_v4__clock)
    );
    roce_rx_parser__dff_w1 s2_v6(
        .d(s2_v6__d),
        .q(s2_v6__q),
        .clock(s2_v6__clock)
    );
    roce_rx_parser__dff_w1 s2_valid(
        .d(s2_valid__d),
        .q(s2_valid__q),
        .clock(s2_valid__clock)
    );
    roce_rx_parser__dff_w1 s2_ver_bad(
        .d(s2_ver_bad__d),
        .q(s2_ver_bad__q),
        .clock(s2_ver_bad__clock)
    );
    roce_rx_parser__dff_w1 s2_vlan(
        .d(s2_vlan__d),
        .q(s2_vlan__q),
        .clock(s2_vlan__clock)
    );
    roce_rx_parser__dff_w1 s3_aeth(
        .d(s3_aeth__d),
        .q(s3_aeth__q),
        .clock(s3_aeth__clock)
    );
    roce_rx_parser__dff_w4 s3_code_a(
        .d(s3_code_a__d),
        .q(s3_code_a__q),
        .clock(s3_code_a__clock)
    );
    roce_rx_parser__dff_w1 s3_haspay(
        .d(s3_haspay__d),
        .q(s3_haspay__q),
        .clock(s3_haspay__clock)
    );
    roce_rx_parser__dff_w7 s3_hl(
        .d(s3_hl__d),
        .q(s3_hl__q),
        .clock(s3_hl__clock)
    );
    roce_rx_parser__dff_w1 s3_ip_past(
        .d(s3_ip_past__d),
        .q(s3_ip_past__q),
        .clock(s3_ip_past__clock)
    );
    roce_rx_parser__dff_w1 s3_known(
        .d(s3_known__d),
        .q(s3_known__q),
        .clock(s3_known__clock)
    );
    roce_rx_parser__dff_w1026 s3_meta(
        .d(s3_meta__d),
        .q(s3_meta__q),
        .clock(s3_meta__clock)
    );
    roce_rx_parser__dff_w9 s3_nb9(
        .d(s3_nb9__d),
        .q(s3_nb9__q),
        .clock(s3_nb9__clock)
    );
    roce_rx_parser__dff_w16 s3_need(
        .d(s3_need__d),
        .q(s3_need__q),
        .clock(s3_need__clock)
    );
    roce_rx_parser__dff_w1 s3_not_udp(
        .d(s3_not_udp__d),
        .q(s3_not_udp__q),
        .clock(s3_not_udp__clock)
    );
    roce_rx_parser__dff_w1 s3_pay_lt8(
        .d(s3_pay_lt8__d),
        .q(s3_pay_lt8__q),
        .clock(s3_pay_lt8__clock)
    );
    roce_rx_parser__dff_w1 s3_port_bad(
        .d(s3_port_bad__d),
        .q(s3_port_bad__q),
        .clock(s3_port_bad__clock)
    );
    roce_rx_parser__checks__s3_sum s3_sum(
        .d(s3_sum__d),
        .q(s3_sum__q),
        .clock(s3_sum__clock)
    );
    roce_rx_parser__dff_w1 s3_tot_lt20(
        .d(s3_tot_lt20__d),
        .q(s3_tot_lt20__q),
        .clock(s3_tot_lt20__clock)
    );
    roce_rx_parser__dff_w1 s3_udp_bad(
        .d(s3_udp_bad__d),
        .q(s3_udp_bad__q),
        .clock(s3_udp_bad__clock)
    );
    roce_rx_parser__dff_w16 s3_udplen(
        .d(s3_udplen__d),
        .q(s3_udplen__q),
        .clock(s3_udplen__clock)
    );
    roce_rx_parser__dff_w1 s3_v4(
        .d(s3_v4__d),
        .q(s3_v4__q),
        .clock(s3_v4__clock)
    );
    roce_rx_parser__dff_w1 s3_valid(
        .d(s3_valid__d),
        .q(s3_valid__q),
        .clock(s3_valid__clock)
    );
    roce_rx_parser__dff_w4 s4_code_a(
        .d(s4_code_a__d),
        .q(s4_code_a__q),
        .clock(s4_code_a__clock)
    );
    roce_rx_parser__dff_w4 s4_code_b(
        .d(s4_code_b__d),
        .q(s4_code_b__q),
        .clock(s4_code_b__clock)
    );
    roce_rx_parser__dff_w17 s4_fold(
        .d(s4_fold__d),
        .q(s4_fold__q),
        .clock(s4_fold__clock)
    );
    roce_rx_parser__dff_w7 s4_hl(
        .d(s4_hl__d),
        .q(s4_hl__q),
        .clock(s4_hl__clock)
    );
    roce_rx_parser__dff_w1 s4_known(
        .d(s4_known__d),
        .q(s4_known__q),
        .clock(s4_known__clock)
    );
    roce_rx_parser__dff_w1026 s4_meta(
        .d(s4_meta__d),
        .q(s4_meta__q),
        .clock(s4_meta__clock)
    );
    roce_rx_parser__dff_w9 s4_nb9(
        .d(s4_nb9__d),
        .q(s4_nb9__q),
        .clock(s4_nb9__clock)
    );
    roce_rx_parser__dff_w1 s4_pad_bad(
        .d(s4_pad_bad__d),
        .q(s4_pad_bad__q),
        .clock(s4_pad_bad__clock)
    );
    roce_rx_parser__dff_w1 s4_syn_bad(
        .d(s4_syn_bad__d),
        .q(s4_syn_bad__q),
        .clock(s4_syn_bad__clock)
    );
    roce_rx_parser__dff_w1 s4_udp_bad(
        .d(s4_udp_bad__d),
        .q(s4_udp_bad__q),
        .clock(s4_udp_bad__clock)
    );
    roce_rx_parser__dff_w1 s4_v4(
        .d(s4_v4__d),
        .q(s4_v4__q),
        .clock(s4_v4__clock)
    );
    roce_rx_parser__dff_w1 s4_valid(
        .d(s4_valid__d),
        .q(s4_valid__q),
        .clock(s4_valid__clock)
    );
    roce_rx_parser__checks__s5_desc s5_desc(
        .d(s5_desc__d),
        .q(s5_desc__q),
        .clock(s5_desc__clock)
    );
    roce_rx_parser__dff_w1026 s5_meta(
        .d(s5_meta__d),
        .q(s5_meta__q),
        .clock(s5_meta__clock)
    );
    roce_rx_parser__dff_w4 s5_post(
        .d(s5_post__d),
        .q(s5_post__q),
        .clock(s5_post__clock)
    );
    roce_rx_parser__dff_w4 s5_pre(
        .d(s5_pre__d),
        .q(s5_pre__q),
        .clock(s5_pre__clock)
    );
    roce_rx_parser__dff_w1 s5_valid(
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
    
endmodule // roce_rx_parser__checks

module roce_rx_parser__dff_w7(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w7

module roce_rx_parser__dff_w16(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w16

module roce_rx_parser__dff_w1(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w1

module roce_rx_parser__dff_w17(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w17

module roce_rx_parser__dff_w1026(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w1026

module roce_rx_parser__dff_w9(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w9

module roce_rx_parser__dff_w18(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w18

module roce_rx_parser__dff_w4(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w4

module roce_rx_parser__checks__s3_sum(d,q,clock);
    
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
          
endmodule // roce_rx_parser__checks__s3_sum

module roce_rx_parser__checks__s5_desc(d,q,clock);
    
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
          
endmodule // roce_rx_parser__checks__s5_desc

module roce_rx_parser__dff_w32(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w32

module roce_rx_parser__desc_fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [35:0] wr_data;
    output reg  rd_valid;
    output reg  [35:0] rd_data;
    input wire  rd_en;
    output reg  [5:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 6'b100000;
    
    // Stub signals
    reg  [4:0] ram__read_address;
    wire  ram__read_clock;
    wire  [35:0] ram__read_data;
    reg  [4:0] ram__write_address;
    wire  ram__write_clock;
    reg  [35:0] ram__write_data;
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
    roce_rx_parser__desc_fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_rx_parser__dff_w6 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_rx_parser__dff_w6 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_rx_parser__dff_w1 head(
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
    
endmodule // roce_rx_parser__desc_fifo

module roce_rx_parser__desc_fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [35:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [35:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[35:0] mem[31:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_rx_parser__desc_fifo__ram

module roce_rx_parser__dff_w6(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w6

module roce_rx_parser__extract(clock,reset,in_valid,head,valid,meta,facts);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    input wire  [1139:0] head;
    output reg  valid;
    output reg  [1025:0] meta;
    output reg  [168:0] facts;
    
    // Constant declarations
    localparam  hmask__0 = 64'haaaaaaaaaaaaaaaa;
    localparam  hmask__1 = 64'hcccccccccccccccc;
    localparam  hmask__2 = 64'hf0f0f0f0f0f0f0f0;
    localparam  hmask__3 = 64'hff00ff00ff00ff00;
    localparam  hmask__4 = 64'hffff0000ffff0000;
    localparam  hmask__5 = 64'hffffffff00000000;
    
    // Stub signals
    reg  [168:0] s1__d;
    wire  [168:0] s1__q;
    wire  s1__clock;
    reg  [1025:0] s1_meta__d;
    wire  [1025:0] s1_meta__q;
    wire  s1_meta__clock;
    reg  s1_valid__d;
    wire  s1_valid__q;
    wire  s1_valid__clock;
    
    // Local signals
    reg  [63:0] keep;
    reg  [143:0] er;
    reg  [143:0] er_s;
    reg  [1023:0] hdr_q;
    reg  [5:0] hk;
    reg  [63:0] kedge;
    reg  [319:0] l3;
    reg  [319:0] l3r;
    reg  [319:0] l3r_s;
    reg  [15:0] nbm1;
    reg  [15:0] plen6;
    reg  [15:0] tot;
    reg  [383:0] u;
    reg  unused_hdr_bits;
    reg  [383:0] ur;
    reg  [383:0] ur_s;
    
    // Sub module instances
    roce_rx_parser__extract__s1 s1(
        .d(s1__d),
        .q(s1__q),
        .clock(s1__clock)
    );
    roce_rx_parser__dff_w1026 s1_meta(
        .d(s1_meta__d),
        .q(s1_meta__q),
        .clock(s1_meta__clock)
    );
    roce_rx_parser__dff_w1 s1_valid(
        .d(s1_valid__d),
        .q(s1_valid__q),
        .clock(s1_valid__clock)
    );
    
    assign s1__clock = clock;
    assign s1_meta__clock = clock;
    assign s1_valid__clock = clock;
    
    // Update code
    always @(*) begin
        s1__d = s1__q;
        s1_meta__d = s1_meta__q;
        s1_valid__d = s1_valid__q;
        keep = head[(64'h410)+:(64)];
        hdr_q = head[(64'h0)+:(1024)];
        l3 = hdr_q[(32'h70)+:(320)];
        u = hdr_q[(32'h110)+:(384)];
        if (head[(64'h451)+:(1)]) begin
            l3 = hdr_q[(32'h90)+:(320)];
            u = hdr_q[(32'h130)+:(384)];
            if (head[(64'h453)+:(1)]) begin
                u = hdr_q[(32'h1d0)+:(384)];
            end
        end
        else if (head[(64'h453)+:(1)]) begin
            u = hdr_q[(32'h1b0)+:(384)];
        end
        er_s[(64'h0)+:(8)] = hdr_q[(32'h88)+:(8)];
        er_s[(64'h8)+:(8)] = hdr_q[(32'h80)+:(8)];
        er_s[(64'h10)+:(8)] = hdr_q[(32'h78)+:(8)];
        er_s[(64'h18)+:(8)] = hdr_q[(32'h70)+:(8)];
        er_s[(64'h20)+:(8)] = hdr_q[(32'h68)+:(8)];
        er_s[(64'h28)+:(8)] = hdr_q[(32'h60)+:(8)];
        er_s[(64'h30)+:(8)] = hdr_q[(32'h58)+:(8)];
        er_s[(64'h38)+:(8)] = hdr_q[(32'h50)+:(8)];
        er_s[(64'h40)+:(8)] = hdr_q[(32'h48)+:(8)];
        er_s[(64'h48)+:(8)] = hdr_q[(32'h40)+:(8)];
        er_s[(64'h50)+:(8)] = hdr_q[(32'h38)+:(8)];
        er_s[(64'h58)+:(8)] = hdr_q[(32'h30)+:(8)];
        er_s[(64'h60)+:(8)] = hdr_q[(32'h28)+:(8)];
        er_s[(64'h68)+:(8)] = hdr_q[(32'h20)+:(8)];
        er_s[(64'h70)+:(8)] = hdr_q[(32'h18)+:(8)];
        er_s[(64'h78)+:(8)] = hdr_q[(32'h10)+:(8)];
        er_s[(64'h80)+:(8)] = hdr_q[(32'h8)+:(8)];
        er_s[(64'h88)+:(8)] = hdr_q[(32'h0)+:(8)];
        er = er_s;
        l3r_s[(64'h0)+:(8)] = l3[(32'h138)+:(8)];
        l3r_s[(64'h8)+:(8)] = l3[(32'h130)+:(8)];
        l3r_s[(64'h10)+:(8)] = l3[(32'h128)+:(8)];
        l3r_s[(64'h18)+:(8)] = l3[(32'h120)+:(8)];
        l3r_s[(64'h20)+:(8)] = l3[(32'h118)+:(8)];
        l3r_s[(64'h28)+:(8)] = l3[(32'h110)+:(8)];
        l3r_s[(64'h30)+:(8)] = l3[(32'h108)+:(8)];
        l3r_s[(64'h38)+:(8)] = l3[(32'h100)+:(8)];
        l3r_s[(64'h40)+:(8)] = l3[(32'hf8)+:(8)];
        l3r_s[(64'h48)+:(8)] = l3[(32'hf0)+:(8)];
        l3r_s[(64'h50)+:(8)] = l3[(32'he8)+:(8)];
        l3r_s[(64'h58)+:(8)] = l3[(32'he0)+:(8)];
        l3r_s[(64'h60)+:(8)] = l3[(32'hd8)+:(8)];
        l3r_s[(64'h68)+:(8)] = l3[(32'hd0)+:(8)];
        l3r_s[(64'h70)+:(8)] = l3[(32'hc8)+:(8)];
        l3r_s[(64'h78)+:(8)] = l3[(32'hc0)+:(8)];
        l3r_s[(64'h80)+:(8)] = l3[(32'hb8)+:(8)];
        l3r_s[(64'h88)+:(8)] = l3[(32'hb0)+:(8)];
        l3r_s[(64'h90)+:(8)] = l3[(32'ha8)+:(8)];
        l3r_s[(64'h98)+:(8)] = l3[(32'ha0)+:(8)];
        l3r_s[(64'ha0)+:(8)] = l3[(32'h98)+:(8)];
        l3r_s[(64'ha8)+:(8)] = l3[(32'h90)+:(8)];
        l3r_s[(64'hb0)+:(8)] = l3[(32'h88)+:(8)];
        l3r_s[(64'hb8)+:(8)] = l3[(32'h80)+:(8)];
        l3r_s[(64'hc0)+:(8)] = l3[(32'h78)+:(8)];
        l3r_s[(64'hc8)+:(8)] = l3[(32'h70)+:(8)];
        l3r_s[(64'hd0)+:(8)] = l3[(32'h68)+:(8)];
        l3r_s[(64'hd8)+:(8)] = l3[(32'h60)+:(8)];
        l3r_s[(64'he0)+:(8)] = l3[(32'h58)+:(8)];
        l3r_s[(64'he8)+:(8)] = l3[(32'h50)+:(8)];
        l3r_s[(64'hf0)+:(8)] = l3[(32'h48)+:(8)];
        l3r_s[(64'hf8)+:(8)] = l3[(32'h40)+:(8)];
        l3r_s[(64'h100)+:(8)] = l3[(32'h38)+:(8)];
        l3r_s[(64'h108)+:(8)] = l3[(32'h30)+:(8)];
        l3r_s[(64'h110)+:(8)] = l3[(32'h28)+:(8)];
        l3r_s[(64'h118)+:(8)] = l3[(32'h20)+:(8)];
        l3r_s[(64'h120)+:(8)] = l3[(32'h18)+:(8)];
        l3r_s[(64'h128)+:(8)] = l3[(32'h10)+:(8)];
        l3r_s[(64'h130)+:(8)] = l3[(32'h8)+:(8)];
        l3r_s[(64'h138)+:(8)] = l3[(32'h0)+:(8)];
        l3r = l3r_s;
        ur_s[(64'h0)+:(8)] = u[(32'h178)+:(8)];
        ur_s[(64'h8)+:(8)] = u[(32'h170)+:(8)];
        ur_s[(64'h10)+:(8)] = u[(32'h168)+:(8)];
        ur_s[(64'h18)+:(8)] = u[(32'h160)+:(8)];
        ur_s[(64'h20)+:(8)] = u[(32'h158)+:(8)];
        ur_s[(64'h28)+:(8)] = u[(32'h150)+:(8)];
        ur_s[(64'h30)+:(8)] = u[(32'h148)+:(8)];
        ur_s[(64'h38)+:(8)] = u[(32'h140)+:(8)];
        ur_s[(64'h40)+:(8)] = u[(32'h138)+:(8)];
        ur_s[(64'h48)+:(8)] = u[(32'h130)+:(8)];
        ur_s[(64'h50)+:(8)] = u[(32'h128)+:(8)];
        ur_s[(64'h58)+:(8)] = u[(32'h120)+:(8)];
        ur_s[(64'h60)+:(8)] = u[(32'h118)+:(8)];
        ur_s[(64'h68)+:(8)] = u[(32'h110)+:(8)];
        ur_s[(64'h70)+:(8)] = u[(32'h108)+:(8)];
        ur_s[(64'h78)+:(8)] = u[(32'h100)+:(8)];
        ur_s[(64'h80)+:(8)] = u[(32'hf8)+:(8)];
        ur_s[(64'h88)+:(8)] = u[(32'hf0)+:(8)];
        ur_s[(64'h90)+:(8)] = u[(32'he8)+:(8)];
        ur_s[(64'h98)+:(8)] = u[(32'he0)+:(8)];
        ur_s[(64'ha0)+:(8)] = u[(32'hd8)+:(8)];
        ur_s[(64'ha8)+:(8)] = u[(32'hd0)+:(8)];
        ur_s[(64'hb0)+:(8)] = u[(32'hc8)+:(8)];
        ur_s[(64'hb8)+:(8)] = u[(32'hc0)+:(8)];
        ur_s[(64'hc0)+:(8)] = u[(32'hb8)+:(8)];
        ur_s[(64'hc8)+:(8)] = u[(32'hb0)+:(8)];
        ur_s[(64'hd0)+:(8)] = u[(32'ha8)+:(8)];
        ur_s[(64'hd8)+:(8)] = u[(32'ha0)+:(8)];
        ur_s[(64'he0)+:(8)] = u[(32'h98)+:(8)];
        ur_s[(64'he8)+:(8)] = u[(32'h90)+:(8)];
        ur_s[(64'hf0)+:(8)] = u[(32'h88)+:(8)];
        ur_s[(64'hf8)+:(8)] = u[(32'h80)+:(8)];
        ur_s[(64'h100)+:(8)] = u[(32'h78)+:(8)];
        ur_s[(64'h108)+:(8)] = u[(32'h70)+:(8)];
        ur_s[(64'h110)+:(8)] = u[(32'h68)+:(8)];
        ur_s[(64'h118)+:(8)] = u[(32'h60)+:(8)];
        ur_s[(64'h120)+:(8)] = u[(32'h58)+:(8)];
        ur_s[(64'h128)+:(8)] = u[(32'h50)+:(8)];
        ur_s[(64'h130)+:(8)] = u[(32'h48)+:(8)];
        ur_s[(64'h138)+:(8)] = u[(32'h40)+:(8)];
        ur_s[(64'h140)+:(8)] = u[(32'h38)+:(8)];
        ur_s[(64'h148)+:(8)] = u[(32'h30)+:(8)];
        ur_s[(64'h150)+:(8)] = u[(32'h28)+:(8)];
        ur_s[(64'h158)+:(8)] = u[(32'h20)+:(8)];
        ur_s[(64'h160)+:(8)] = u[(32'h18)+:(8)];
        ur_s[(64'h168)+:(8)] = u[(32'h10)+:(8)];
        ur_s[(64'h170)+:(8)] = u[(32'h8)+:(8)];
        ur_s[(64'h178)+:(8)] = u[(32'h0)+:(8)];
        ur = ur_s;
        unused_hdr_bits = |er[(32'h20)+:(16)] | |er[(32'h0)+:(16)] | |ur[(32'h118)+:(6)] | |ur[(32'hf8)+:(7)] | |hdr_q[(32'h350)+:(176)];
        s1_valid__d = in_valid;
        s1_meta__d[(64'h0)+:(4)] = 32'h0;
        s1_meta__d[(64'h4)+:(16)] = 32'h0;
        s1_meta__d[(64'h3e1)+:(32)] = head[(64'h454)+:(32)];
        s1_meta__d[(64'h401)+:(1)] = 1'b0;
        s1_meta__d[(64'h14)+:(48)] = er[(32'h60)+:(48)];
        s1_meta__d[(64'h44)+:(48)] = er[(32'h30)+:(48)];
        s1_meta__d[(64'h74)+:(1)] = head[(64'h451)+:(1)];
        s1_meta__d[(64'h75)+:(3)] = er[(32'h1d)+:(3)];
        s1_meta__d[(64'h78)+:(1)] = er[32'h1c];
        s1_meta__d[(64'h79)+:(12)] = er[(32'h10)+:(12)];
        s1_meta__d[(64'h85)+:(1)] = head[(64'h453)+:(1)];
        s1_meta__d[(64'h86)+:(6)] = l3r[(32'h132)+:(6)];
        s1_meta__d[(64'h8c)+:(2)] = l3r[(32'h130)+:(2)];
        s1_meta__d[(64'h8e)+:(128)] = ((l3r[(32'hc0)+:(32)]) & 128'hffffffffffffffffffffffffffffffff);
        s1_meta__d[(64'h10e)+:(128)] = ((l3r[(32'ha0)+:(32)]) & 128'hffffffffffffffffffffffffffffffff);
        if (head[(64'h453)+:(1)]) begin
            s1_meta__d[(64'h86)+:(6)] = l3r[(32'h136)+:(6)];
            s1_meta__d[(64'h8c)+:(2)] = l3r[(32'h134)+:(2)];
            s1_meta__d[(64'h8e)+:(128)] = l3r[(32'h80)+:(128)];
            s1_meta__d[(64'h10e)+:(128)] = l3r[(32'h0)+:(128)];
        end
        s1_meta__d[(64'h18e)+:(16)] = ur[(32'h170)+:(16)];
        s1_meta__d[(64'h19e)+:(16)] = ur[(32'h140)+:(16)];
        s1_meta__d[(64'h1ae)+:(8)] = ur[(32'h138)+:(8)];
        s1_meta__d[(64'h1b6)+:(1)] = ur[32'h137];
        s1_meta__d[(64'h1b7)+:(1)] = ur[32'h136];
        s1_meta__d[(64'h1b8)+:(2)] = ur[(32'h134)+:(2)];
        s1_meta__d[(64'h1ba)+:(4)] = ur[(32'h130)+:(4)];
        s1_meta__d[(64'h1be)+:(16)] = ur[(32'h120)+:(16)];
        s1_meta__d[(64'h1ce)+:(1)] = ur[32'h11f];
        s1_meta__d[(64'h1cf)+:(1)] = ur[32'h11e];
        s1_meta__d[(64'h1d0)+:(24)] = ur[(32'h100)+:(24)];
        s1_meta__d[(64'h1e8)+:(1)] = ur[32'hff];
        s1_meta__d[(64'h1e9)+:(24)] = ur[(32'he0)+:(24)];
        s1_meta__d[(64'h201)+:(8)] = 32'h0;
        s1_meta__d[(64'h209)+:(32)] = ur[(32'hc0)+:(32)];
        s1_meta__d[(64'h229)+:(24)] = ur[(32'ha0)+:(24)];
        s1_meta__d[(64'h241)+:(64)] = ur[(32'ha0)+:(64)];
        s1_meta__d[(64'h281)+:(32)] = ur[(32'h80)+:(32)];
        s1_meta__d[(64'h2a1)+:(32)] = ur[(32'h60)+:(32)];
        s1_meta__d[(64'h2c1)+:(64)] = ur[(32'h40)+:(64)];
        s1_meta__d[(64'h301)+:(64)] = ur[(32'h0)+:(64)];
        s1_meta__d[(64'h341)+:(8)] = ur[(32'hd8)+:(8)];
        s1_meta__d[(64'h349)+:(24)] = ur[(32'hc0)+:(24)];
        s1_meta__d[(64'h361)+:(64)] = ur[(32'h80)+:(64)];
        s1_meta__d[(64'h3a1)+:(32)] = 32'h0;
        s1_meta__d[(64'h3c1)+:(32)] = ur[(32'hc0)+:(32)];
        s1__d[(64'h0)+:(1)] = head[(64'h451)+:(1)];
        s1__d[(64'h1)+:(1)] = head[(64'h452)+:(1)];
        s1__d[(64'h2)+:(1)] = head[(64'h453)+:(1)];
        s1__d[(64'h3)+:(1)] = head[(64'h450)+:(1)];
        kedge = keep & ~(keep >> 32'h1);
        hk = 32'h0;
        hk = (hk & ~(1 << (0)) | ((|(kedge & hmask__0)) << (0)));
        hk = (hk & ~(1 << (1)) | ((|(kedge & hmask__1)) << (1)));
        hk = (hk & ~(1 << (2)) | ((|(kedge & hmask__2)) << (2)));
        hk = (hk & ~(1 << (3)) | ((|(kedge & hmask__3)) << (3)));
        hk = (hk & ~(1 << (4)) | ((|(kedge & hmask__4)) << (4)));
        hk = (hk & ~(1 << (5)) | ((|(kedge & hmask__5)) << (5)));
        nbm1 = head[(64'h400)+:(16)];
        s1__d[(64'h4)+:(1)] = nbm1 >= 32'ha0;
        s1__d[(64'h5)+:(9)] = ((nbm1) & 9'h1ff) + 32'h1;
        if (nbm1 >= 32'ha0) begin
            s1__d[(64'h5)+:(9)] = 32'ha0;
        end
        s1__d[(64'he)+:(16)] = (nbm1 << 32'h6) | ((hk) & 16'hffff);
        tot = l3r[(32'h120)+:(16)];
        plen6 = l3r[(32'h110)+:(16)];
        s1__d[(64'h1e)+:(16)] = tot;
        s1__d[(64'h34)+:(16)] = tot - 32'h14;
        s1__d[(64'h2e)+:(1)] = l3r[(32'h13c)+:(4)] != 32'h4;
        s1__d[(64'h2f)+:(1)] = l3r[(32'h138)+:(4)] != 32'h5;
        s1__d[(64'h30)+:(1)] = tot < 32'h14;
        s1__d[(64'h31)+:(1)] = tot < 32'h1c;
        s1__d[(64'h32)+:(1)] = (l3r[(32'hf0)+:(8)] != 32'h11) | |l3r[(32'h100)+:(14)];
        if (head[(64'h453)+:(1)]) begin
            s1__d[(64'h1e)+:(16)] = plen6;
            s1__d[(64'h34)+:(16)] = plen6;
            s1__d[(64'h2e)+:(1)] = l3r[(32'h13c)+:(4)] != 32'h6;
            s1__d[(64'h2f)+:(1)] = 1'b0;
            s1__d[(64'h30)+:(1)] = 1'b0;
            s1__d[(64'h31)+:(1)] = plen6 < 32'h8;
            s1__d[(64'h32)+:(1)] = l3r[(32'h108)+:(8)] != 32'h11;
        end
        s1__d[(64'h33)+:(1)] = ur[(32'h160)+:(16)] != 32'h12b7;
        s1__d[(64'h44)+:(16)] = ur[(32'h150)+:(16)];
        s1__d[(64'h54)+:(17)] = ((l3[(32'h0)+:(16)]) & 17'h1ffff) + ((l3[(32'h10)+:(16)]) & 17'h1ffff);
        s1__d[(64'h65)+:(17)] = ((l3[(32'h20)+:(16)]) & 17'h1ffff) + ((l3[(32'h30)+:(16)]) & 17'h1ffff);
        s1__d[(64'h76)+:(17)] = ((l3[(32'h40)+:(16)]) & 17'h1ffff) + ((l3[(32'h50)+:(16)]) & 17'h1ffff);
        s1__d[(64'h87)+:(17)] = ((l3[(32'h60)+:(16)]) & 17'h1ffff) + ((l3[(32'h70)+:(16)]) & 17'h1ffff);
        s1__d[(64'h98)+:(17)] = ((l3[(32'h80)+:(16)]) & 17'h1ffff) + ((l3[(32'h90)+:(16)]) & 17'h1ffff);
        valid = s1_valid__q;
        meta = s1_meta__q;
        facts = s1__q;
        if (reset) begin
            s1_valid__d = 1'b0;
        end
    end
    
endmodule // roce_rx_parser__extract

module roce_rx_parser__extract__s1(d,q,clock);
    
    // Module arguments
    input wire  [168:0] d;
    output reg  [168:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 169'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_parser__extract__s1

module roce_rx_parser__h_qpn(d,q,clock);
    
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
          
endmodule // roce_rx_parser__h_qpn

module roce_rx_parser__dff_w512(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w512

module roce_rx_parser__icrc(clock,reset,ce,in_valid,in_data,in_last,in_end,in_count,out_valid,out_crc);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  ce;
    input wire  in_valid;
    input wire  [511:0] in_data;
    input wire  in_last;
    input wire  in_end;
    input wire  [6:0] in_count;
    output reg  out_valid;
    output reg  [31:0] out_crc;
    
    // Constant declarations
    localparam  and_mask__0 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000000000000000000000;
    localparam  and_mask__1 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000000000000000000000;
    localparam  and_mask__2 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff000000000000000000000000000000000000;
    localparam  and_mask__3 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff000000000000000000000000000000000000;
    localparam  and_mask__4 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  and_mask__5 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  and_mask__6 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  and_mask__7 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  or_mask__0 = 512'hff00000000ffff0000000000000000000000000000ffff00ff000000000000ff00ffffffff00000000000000000000;
    localparam  or_mask__1 = 512'hffff0000000000000000000000000000000000000000000000000000000000000000000000000000ff000000ffffff0fffffffff00000000000000000000;
    localparam  or_mask__2 = 512'hff00000000ffff0000000000000000000000000000ffff00ff000000000000ff00ffffffff0000000000000000000000000000;
    localparam  or_mask__3 = 512'hff000000ffffff0fffffffff0000000000000000000000000000;
    localparam  or_mask__4 = 512'h0;
    localparam  or_mask__5 = 512'hff0000;
    localparam  or_mask__6 = 512'h0;
    localparam  or_mask__7 = 512'hff00000000ffff;
    localparam  ones = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  c64 = 7'b1000000;
    localparam  dmask__0 = 512'h4d101df481b4e5af182fa07eb46de2f17830a34c6f00657cee3d50174482112a998da2757f68d2fc30eedb88e65954877971b956500d811d04d951be5fe1c77;
    localparam  dmask__1 = 512'h9a203be90369cb5e305f40fd68dbc5e2f0614698de00caf9dc7aa02e89042255331b44eafed1a5f861ddb711ccb2a90ef2e372aca01b023a09b2a37cbfc38ee;
    localparam  dmask__2 = 512'h1344077d206d396bc60be81fad1b78bc5e0c28d31bc0195f3b8f5405d120844aa663689d5fda34bf0c3bb6e239965521de5c6e55940360474136546f97f871dd;
    localparam  dmask__3 = 512'h26880efa40da72d78c17d03f5a36f178bc1851a6378032be771ea80ba24108954cc6d13abfb4697e18776dc4732caa43bcb8dcab2806c08e826ca8df2ff0e3ba;
    localparam  dmask__4 = 512'h4d101df481b4e5af182fa07eb46de2f17830a34c6f00657cee3d50174482112a998da2757f68d2fc30eedb88e65954877971b956500d811d04d951be5fe1c775;
    localparam  dmask__5 = 512'h9a203be90369cb5e305f40fd68dbc5e2f0614698de00caf9dc7aa02e89042255331b44eafed1a5f861ddb711ccb2a90ef2e372aca01b023a09b2a37cbfc38eea;
    localparam  dmask__6 = 512'h3091760d4ec8d8e6913c7bfd3af155eaf74187057af193a47616955c664065b8cfae53f2aa55c6df00b5839b1700c7559251fecc2536dc65c328d3e29a7901a2;
    localparam  dmask__7 = 512'h6122ec1a9d91b1cd2278f7fa75e2abd5ee830e0af5e32748ec2d2ab8cc80cb719f5ca7e554ab8dbe016b07362e018eab24a3fd984a6db8cb8651a7c534f20345;
    localparam  dmask__8 = 512'hc245d8353b23639a44f1eff4ebc557abdd061c15ebc64e91d85a5571990196e33eb94fcaa9571b7c02d60e6c5c031d564947fb3094db71970ca34f8a69e4068b;
    localparam  dmask__9 = 512'h805ab1b53e5d896e786125ee3ccc7178ad8f321f117c9b747e577fe2464b0cd4d4ea45b20558bbd7c6a2f1603663afe4e518edf44cb63b3fc90b0a0f36361160;
    localparam  dmask__10 = 512'h46462b534a05c860140b1db92de3cde4c9d6e0ae40930bf324d2ac5f8de38bb004c51435d47fa804e4b0f78e2a2ca81bda6c07dfc6cae6e425b810589923eb7;
    localparam  dmask__11 = 512'h8c8c56a6940b90c028163b725bc79bc993adc15c812617e649a558bf1bc71760098a286ba8ff5009c961ef1c54595037b4d80fbf8d95cdc84b7020b13247d6f;
    localparam  dmask__12 = 512'h11918ad4d28172180502c76e4b78f3793275b82b9024c2fcc934ab17e378e2ec0131450d751fea01392c3de38a8b2a06f69b01f7f1b2b9b9096e04162648fade;
    localparam  dmask__13 = 512'h232315a9a502e4300a058edc96f1e6f264eb7057204985f99269562fc6f1c5d802628a1aea3fd40272587bc71516540ded3603efe365737212dc082c4c91f5bd;
    localparam  dmask__14 = 512'h46462b534a05c860140b1db92de3cde4c9d6e0ae40930bf324d2ac5f8de38bb004c51435d47fa804e4b0f78e2a2ca81bda6c07dfc6cae6e425b810589923eb7a;
    localparam  dmask__15 = 512'h8c8c56a6940b90c028163b725bc79bc993adc15c812617e649a558bf1bc71760098a286ba8ff5009c961ef1c54595037b4d80fbf8d95cdc84b7020b13247d6f4;
    localparam  dmask__16 = 512'h1dc9ac92600c6fdaa1ae8ce35cc9e9bc30d8888dc4bc299b5da9647f43c60fd2ba8c8af006082d3c51cd338026d735271e2704ea7e2b438146add4798171b19f;
    localparam  dmask__17 = 512'h3b935924c018dfb5435d19c6b993d37861b1111b89785336bb52c8fe878c1fa5751915e00c105a78a39a67004dae6a4e3c4e09d4fc5687028d5ba8f302e3633e;
    localparam  dmask__18 = 512'h7726b2498031bf6a86ba338d7327a6f0c362223712f0a66d76a591fd0f183f4aea322bc01820b4f14734ce009b5cd49c789c13a9f8ad0e051ab751e605c6c67d;
    localparam  dmask__19 = 512'hee4d649300637ed50d74671ae64f4de186c4446e25e14cdaed4b23fa1e307e95d4645780304169e28e699c0136b9a938f1382753f15a1c0a356ea3cc0b8d8cfa;
    localparam  dmask__20 = 512'hd84bc8f948ddb3f0eb6a343227d845ec1a0b82e88d329fe2147592f54828dc390150752737745eeadfddd5bae316c73995e7553287b4e005ba90d283f2e50583;
    localparam  dmask__21 = 512'hb446902dd9a029bb27569263a4f655f723940fe5dc953993e608f0ebe4199960ab383069391e30fa7cb546cd48481b3b5c59b1f06a69181aa56c301c00341771;
    localparam  dmask__22 = 512'h6c5c2184fb5b1d2cbf2fdec0a2aa75c150ab15ff7fda757002f234d6bc7b13d3ffe8baf525caecdb3a6460221ef5a33ecf247875b1d2e8249a95f523e5963294;
    localparam  dmask__23 = 512'hd8b84309f6b63a597e5fbd814554eb82a1562bfeffb4eae005e469ad78f627a7ffd175ea4b95d9b674c8c0443deb467d9e48f0eb63a5d049352bea47cb2c6528;
    localparam  dmask__24 = 512'hb5a187cca5773ae80d3d810561ef092a552f5dc93999d397c52b065b85a46e5d563a31f3c0dd3e432a9f6d30f5b319b34b06fa43a24b7883ba1a419473a6d627;
    localparam  dmask__25 = 512'h6f920e4602f53b8aebf9f80d2898cc7bbdddb1a6b5c3a17844b5d9b67f00fda805ecb9c0d64cf1a9963037d96503a62ee19aef1221962916a479163302b3b039;
    localparam  dmask__26 = 512'hdf241c8c05ea7715d7f3f01a513198f77bbb634d6b8742f0896bb36cfe01fb500bd97381ac99e3532c606fb2ca074c5dc335de24432c522d48f22c6605676073;
    localparam  dmask__27 = 512'hba9938c743cfa0715e651a334925efc1e0f5ccae11fe83b6dc34b3d8884bd7b2be2a3d240ec54b899bce32dd1a6b0df3f1fca7dde3587c4b41a9cdd7ef30dc91;
    localparam  dmask__28 = 512'h71e37051cf840eb84d48ce61790d01acd6689368e50d013a768ab2b064df8e77d5cca06f4a7c1a3cf4928802bab38eaf946e542ea3b02087531e0eb43b9fa554;
    localparam  dmask__29 = 512'he3c6e0a39f081d709a919cc2f21a0359acd126d1ca1a0274ed156560c9bf1cefab9940de94f83479e925100575671d5f28dca85d4760410ea63c1d68773f4aa8;
    localparam  dmask__30 = 512'hc35cc098760b74bbc4a1c3820f72d89c4e21479752c402be14c91fc0e73618cdfeaa5b9a7e06e5dc1144cdb264abaff6262e4b2febc05a0c9c35afcb0b808926;
    localparam  dmask__31 = 512'h826880efa40da72d78c17d03f5a36f178bc1851a6378032be771ea80ba24108954cc6d13abfb4697e18776dc4732caa43bcb8dcab2806c08e826ca8df2ff0e3b;
    localparam  smask__0 = 32'he5fe1c77;
    localparam  smask__1 = 32'hcbfc38ee;
    localparam  smask__2 = 32'h97f871dd;
    localparam  smask__3 = 32'h2ff0e3ba;
    localparam  smask__4 = 32'h5fe1c775;
    localparam  smask__5 = 32'hbfc38eea;
    localparam  smask__6 = 32'h9a7901a2;
    localparam  smask__7 = 32'h34f20345;
    localparam  smask__8 = 32'h69e4068b;
    localparam  smask__9 = 32'h36361160;
    localparam  smask__10 = 32'h89923eb7;
    localparam  smask__11 = 32'h13247d6f;
    localparam  smask__12 = 32'h2648fade;
    localparam  smask__13 = 32'h4c91f5bd;
    localparam  smask__14 = 32'h9923eb7a;
    localparam  smask__15 = 32'h3247d6f4;
    localparam  smask__16 = 32'h8171b19f;
    localparam  smask__17 = 32'h2e3633e;
    localparam  smask__18 = 32'h5c6c67d;
    localparam  smask__19 = 32'hb8d8cfa;
    localparam  smask__20 = 32'hf2e50583;
    localparam  smask__21 = 32'h341771;
    localparam  smask__22 = 32'he5963294;
    localparam  smask__23 = 32'hcb2c6528;
    localparam  smask__24 = 32'h73a6d627;
    localparam  smask__25 = 32'h2b3b039;
    localparam  smask__26 = 32'h5676073;
    localparam  smask__27 = 32'hef30dc91;
    localparam  smask__28 = 32'h3b9fa554;
    localparam  smask__29 = 32'h773f4aa8;
    localparam  smask__30 = 32'hb808926;
    localparam  smask__31 = 32'hf2ff0e3b;
    localparam  corr__0 = 32'hab000000;
    localparam  corr__1 = 32'h56000000;
    localparam  corr__2 = 32'hac000000;
    localparam  corr__3 = 32'h58000000;
    localparam  corr__4 = 32'hb0000000;
    localparam  corr__5 = 32'h60000000;
    localparam  corr__6 = 32'h6b000000;
    localparam  corr__7 = 32'hd6000000;
    localparam  corr__8 = 32'hac000001;
    localparam  corr__9 = 32'hf3000002;
    localparam  corr__10 = 32'h4d000004;
    localparam  corr__11 = 32'h9a000008;
    localparam  corr__12 = 32'h34000010;
    localparam  corr__13 = 32'h68000020;
    localparam  corr__14 = 32'hd0000040;
    localparam  corr__15 = 32'ha0000080;
    localparam  corr__16 = 32'heb000100;
    localparam  corr__17 = 32'hd6000200;
    localparam  corr__18 = 32'hac000400;
    localparam  corr__19 = 32'h58000800;
    localparam  corr__20 = 32'h1b001000;
    localparam  corr__21 = 32'h9d002000;
    localparam  corr__22 = 32'h91004000;
    localparam  corr__23 = 32'h22008000;
    localparam  corr__24 = 32'hef010000;
    localparam  corr__25 = 32'h75020000;
    localparam  corr__26 = 32'hea040000;
    localparam  corr__27 = 32'h7f080000;
    localparam  corr__28 = 32'h55100000;
    localparam  corr__29 = 32'haa200000;
    localparam  corr__30 = 32'hff400000;
    localparam  corr__31 = 32'h55800000;
    localparam  corr__32 = 32'h1aab0000;
    localparam  corr__33 = 32'h35560000;
    localparam  corr__34 = 32'h6aac0000;
    localparam  corr__35 = 32'hd5580000;
    localparam  corr__36 = 32'haab00000;
    localparam  corr__37 = 32'h55600000;
    localparam  corr__38 = 32'hb06b0000;
    localparam  corr__39 = 32'h60d60000;
    localparam  corr__40 = 32'hc1ac0000;
    localparam  corr__41 = 32'h99f30000;
    localparam  corr__42 = 32'h294d0000;
    localparam  corr__43 = 32'h529a0000;
    localparam  corr__44 = 32'ha5340000;
    localparam  corr__45 = 32'h4a680000;
    localparam  corr__46 = 32'h94d00000;
    localparam  corr__47 = 32'h29a00000;
    localparam  corr__48 = 32'h49eb0001;
    localparam  corr__49 = 32'h93d60002;
    localparam  corr__50 = 32'h27ac0004;
    localparam  corr__51 = 32'h4f580008;
    localparam  corr__52 = 32'h841b0010;
    localparam  corr__53 = 32'h129d0020;
    localparam  corr__54 = 32'h3f910040;
    localparam  corr__55 = 32'h7f220080;
    localparam  corr__56 = 32'he4ef0100;
    localparam  corr__57 = 32'hd3750200;
    localparam  corr__58 = 32'ha6ea0400;
    localparam  corr__59 = 32'h577f0800;
    localparam  corr__60 = 32'hb4551000;
    localparam  corr__61 = 32'h68aa2000;
    localparam  corr__62 = 32'hcbff4000;
    localparam  corr__63 = 32'h8d558000;
    localparam  corr__64 = 32'hc8851aab;
    localparam  corr__65 = 32'h910a3556;
    localparam  corr__66 = 32'h22146aac;
    localparam  corr__67 = 32'h4428d558;
    localparam  corr__68 = 32'h8851aab0;
    localparam  corr__69 = 32'h10a35560;
    localparam  corr__70 = 32'he9c3b06b;
    localparam  corr__71 = 32'hd38760d6;
    localparam  corr__72 = 32'ha70ec1ac;
    localparam  corr__73 = 32'h869899f3;
    localparam  corr__74 = 32'hc5b4294d;
    localparam  corr__75 = 32'h8b68529a;
    localparam  corr__76 = 32'h16d0a534;
    localparam  corr__77 = 32'h2da14a68;
    localparam  corr__78 = 32'h5b4294d0;
    localparam  corr__79 = 32'hb68529a0;
    localparam  corr__80 = 32'ha58f49eb;
    localparam  corr__81 = 32'h4b1e93d6;
    localparam  corr__82 = 32'h963d27ac;
    localparam  corr__83 = 32'h2c7a4f58;
    localparam  corr__84 = 32'h9071841b;
    localparam  corr__85 = 32'he866129d;
    localparam  corr__86 = 32'h18493f91;
    localparam  corr__87 = 32'h30927f22;
    localparam  corr__88 = 32'ha9a1e4ef;
    localparam  corr__89 = 32'h9bc6d375;
    localparam  corr__90 = 32'h378da6ea;
    localparam  corr__91 = 32'ha79e577f;
    localparam  corr__92 = 32'h87b9b455;
    localparam  corr__93 = 32'hf7368aa;
    localparam  corr__94 = 32'hd663cbff;
    localparam  corr__95 = 32'h64428d55;
    localparam  corr__96 = 32'hd33ca1fe;
    localparam  corr__97 = 32'ha67943fd;
    localparam  corr__98 = 32'h4cf287fb;
    localparam  corr__99 = 32'h99e50ff6;
    localparam  corr__100 = 32'h33ca1fec;
    localparam  corr__101 = 32'h67943fd9;
    localparam  corr__102 = 32'h1c14de4c;
    localparam  corr__103 = 32'h3829bc99;
    localparam  corr__104 = 32'h70537933;
    localparam  corr__105 = 32'h339a5399;
    localparam  corr__106 = 32'hb40806cd;
    localparam  corr__107 = 32'h68100d9b;
    localparam  corr__108 = 32'hd0201b37;
    localparam  corr__109 = 32'ha040366e;
    localparam  corr__110 = 32'h40806cdc;
    localparam  corr__111 = 32'h8100d9b8;
    localparam  corr__112 = 32'hd13d128f;
    localparam  corr__113 = 32'ha27a251f;
    localparam  corr__114 = 32'h44f44a3e;
    localparam  corr__115 = 32'h89e8947d;
    localparam  corr__116 = 32'hc0ed8904;
    localparam  corr__117 = 32'h52e7b3f7;
    localparam  corr__118 = 32'h76f3c611;
    localparam  corr__119 = 32'hede78c22;
    localparam  corr__120 = 32'h8f3b9ba;
    localparam  corr__121 = 32'hc2dbd28b;
    localparam  corr__122 = 32'h85b7a517;
    localparam  corr__123 = 32'hd853ebd0;
    localparam  corr__124 = 32'h639b765f;
    localparam  corr__125 = 32'hc736ecbf;
    localparam  corr__126 = 32'h5d517880;
    localparam  corr__127 = 32'h699e50ff;
    localparam  corr__128 = 32'h9074ce54;
    localparam  corr__129 = 32'h20e99ca9;
    localparam  corr__130 = 32'h41d33952;
    localparam  corr__131 = 32'h83a672a5;
    localparam  corr__132 = 32'h74ce54a;
    localparam  corr__133 = 32'he99ca95;
    localparam  corr__134 = 32'h8d475b7f;
    localparam  corr__135 = 32'h1a8eb6ff;
    localparam  corr__136 = 32'h351d6dfe;
    localparam  corr__137 = 32'hfa4e15a9;
    localparam  corr__138 = 32'h64e8e507;
    localparam  corr__139 = 32'hc9d1ca0e;
    localparam  corr__140 = 32'h93a3941c;
    localparam  corr__141 = 32'h27472839;
    localparam  corr__142 = 32'h4e8e5072;
    localparam  corr__143 = 32'h9d1ca0e4;
    localparam  corr__144 = 32'haa4d8f9c;
    localparam  corr__145 = 32'h549b1f39;
    localparam  corr__146 = 32'ha9363e72;
    localparam  corr__147 = 32'h526c7ce4;
    localparam  corr__148 = 32'h34ac379c;
    localparam  corr__149 = 32'hf92ca16d;
    localparam  corr__150 = 32'h622d8c8e;
    localparam  corr__151 = 32'hc45b191d;
    localparam  corr__152 = 32'h18c2fc6e;
    localparam  corr__153 = 32'ha1f13688;
    localparam  corr__154 = 32'h43e26d11;
    localparam  corr__155 = 32'h17b01477;
    localparam  corr__156 = 32'hbf14e6ba;
    localparam  corr__157 = 32'h7e29cd75;
    localparam  corr__158 = 32'h6c2754bf;
    localparam  corr__159 = 32'h483a672a;
    localparam  corr__160 = 32'hbe88e8cc;
    localparam  corr__161 = 32'h7d11d199;
    localparam  corr__162 = 32'hfa23a332;
    localparam  corr__163 = 32'hf4474665;
    localparam  corr__164 = 32'he88e8cca;
    localparam  corr__165 = 32'hd11d1995;
    localparam  corr__166 = 32'h1cb2dbe6;
    localparam  corr__167 = 32'h3965b7cd;
    localparam  corr__168 = 32'h72cb6f9b;
    localparam  corr__169 = 32'h5b1e37fa;
    localparam  corr__170 = 32'h8b48738;
    localparam  corr__171 = 32'h11690e70;
    localparam  corr__172 = 32'h22d21ce1;
    localparam  corr__173 = 32'h45a439c2;
    localparam  corr__174 = 32'h8b487384;
    localparam  corr__175 = 32'h1690e708;
    localparam  corr__176 = 32'h93a926dc;
    localparam  corr__177 = 32'h27524db8;
    localparam  corr__178 = 32'h4ea49b70;
    localparam  corr__179 = 32'h9d4936e1;
    localparam  corr__180 = 32'h841a850f;
    localparam  corr__181 = 32'hb6bde2d2;
    localparam  corr__182 = 32'hd3f32d69;
    localparam  corr__183 = 32'ha7e65ad2;
    localparam  corr__184 = 32'hf1445d69;
    localparam  corr__185 = 32'h5c00521e;
    localparam  corr__186 = 32'hb800a43c;
    localparam  corr__187 = 32'hce89a0b5;
    localparam  corr__188 = 32'h239ba9a6;
    localparam  corr__189 = 32'h4737534c;
    localparam  corr__190 = 32'h30e64e55;
    localparam  corr__191 = 32'hdf447466;
    
    // Stub signals
    reg  in_frame__d;
    wire  in_frame__q;
    wire  in_frame__clock;
    reg  covered__d;
    wire  covered__q;
    wire  covered__clock;
    reg  beat1__d;
    wire  beat1__q;
    wire  beat1__clock;
    reg  var_vlan__d;
    wire  var_vlan__q;
    wire  var_vlan__clock;
    reg  var_ipv6__d;
    wire  var_ipv6__q;
    wire  var_ipv6__clock;
    reg  a_valid__d;
    wire  a_valid__q;
    wire  a_valid__clock;
    reg  a_end__d;
    wire  a_end__q;
    wire  a_end__clock;
    reg  [5:0] a_k__d;
    wire  [5:0] a_k__q;
    wire  a_k__clock;
    reg  [511:0] a_data__d;
    wire  [511:0] a_data__q;
    wire  a_data__clock;
    reg  [31:0] state__d;
    wire  [31:0] state__q;
    wire  state__clock;
    reg  b_valid__d;
    wire  b_valid__q;
    wire  b_valid__clock;
    reg  [5:0] b_k__d;
    wire  [5:0] b_k__q;
    wire  b_k__clock;
    reg  [31:0] b_res__d;
    wire  [31:0] b_res__q;
    wire  b_res__clock;
    reg  c_valid__d;
    wire  c_valid__q;
    wire  c_valid__clock;
    reg  [2:0] c_k__d;
    wire  [2:0] c_k__q;
    wire  c_k__clock;
    reg  [31:0] c_res__d;
    wire  [31:0] c_res__q;
    wire  c_res__clock;
    reg  o_valid__d;
    wire  o_valid__q;
    wire  o_valid__clock;
    reg  [31:0] o_crc__d;
    wire  [31:0] o_crc__q;
    wire  o_crc__clock;
    
    // Local signals
    reg  first;
    reg  active;
    reg  end_eff;
    reg  vlan_now;
    reg  ipv6_now;
    reg  [1:0] vsel;
    reg  [511:0] and_m;
    reg  [511:0] or_m;
    reg  [511:0] keep_m;
    reg  [6:0] k7;
    reg  [9:0] shamt;
    reg  [31:0] next_state;
    reg  [31:0] v1;
    reg  [31:0] v2;
    reg  [31:0] v3;
    reg  [31:0] w1;
    reg  [31:0] w2;
    reg  [31:0] w3;
    
    // Sub module instances
    roce_rx_parser__dff_w1 in_frame(
        .d(in_frame__d),
        .q(in_frame__q),
        .clock(in_frame__clock)
    );
    roce_rx_parser__dff_w1 covered(
        .d(covered__d),
        .q(covered__q),
        .clock(covered__clock)
    );
    roce_rx_parser__dff_w1 beat1(
        .d(beat1__d),
        .q(beat1__q),
        .clock(beat1__clock)
    );
    roce_rx_parser__dff_w1 var_vlan(
        .d(var_vlan__d),
        .q(var_vlan__q),
        .clock(var_vlan__clock)
    );
    roce_rx_parser__dff_w1 var_ipv6(
        .d(var_ipv6__d),
        .q(var_ipv6__q),
        .clock(var_ipv6__clock)
    );
    roce_rx_parser__dff_w1 a_valid(
        .d(a_valid__d),
        .q(a_valid__q),
        .clock(a_valid__clock)
    );
    roce_rx_parser__dff_w1 a_end(
        .d(a_end__d),
        .q(a_end__q),
        .clock(a_end__clock)
    );
    roce_rx_parser__dff_w6 a_k(
        .d(a_k__d),
        .q(a_k__q),
        .clock(a_k__clock)
    );
    roce_rx_parser__dff_w512 a_data(
        .d(a_data__d),
        .q(a_data__q),
        .clock(a_data__clock)
    );
    roce_rx_parser__dff_w32 state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_rx_parser__dff_w1 b_valid(
        .d(b_valid__d),
        .q(b_valid__q),
        .clock(b_valid__clock)
    );
    roce_rx_parser__dff_w6 b_k(
        .d(b_k__d),
        .q(b_k__q),
        .clock(b_k__clock)
    );
    roce_rx_parser__dff_w32 b_res(
        .d(b_res__d),
        .q(b_res__q),
        .clock(b_res__clock)
    );
    roce_rx_parser__dff_w1 c_valid(
        .d(c_valid__d),
        .q(c_valid__q),
        .clock(c_valid__clock)
    );
    roce_rx_parser__icrc__c_k c_k(
        .d(c_k__d),
        .q(c_k__q),
        .clock(c_k__clock)
    );
    roce_rx_parser__dff_w32 c_res(
        .d(c_res__d),
        .q(c_res__q),
        .clock(c_res__clock)
    );
    roce_rx_parser__dff_w1 o_valid(
        .d(o_valid__d),
        .q(o_valid__q),
        .clock(o_valid__clock)
    );
    roce_rx_parser__dff_w32 o_crc(
        .d(o_crc__d),
        .q(o_crc__q),
        .clock(o_crc__clock)
    );
    
    assign in_frame__clock = clock;
    assign covered__clock = clock;
    assign beat1__clock = clock;
    assign var_vlan__clock = clock;
    assign var_ipv6__clock = clock;
    assign a_valid__clock = clock;
    assign a_end__clock = clock;
    assign a_k__clock = clock;
    assign a_data__clock = clock;
    assign state__clock = clock;
    assign b_valid__clock = clock;
    assign b_k__clock = clock;
    assign b_res__clock = clock;
    assign c_valid__clock = clock;
    assign c_k__clock = clock;
    assign c_res__clock = clock;
    assign o_valid__clock = clock;
    assign o_crc__clock = clock;
    
    // Update code
    always @(*) begin
        in_frame__d = in_frame__q;
        covered__d = covered__q;
        beat1__d = beat1__q;
        var_vlan__d = var_vlan__q;
        var_ipv6__d = var_ipv6__q;
        a_valid__d = a_valid__q;
        a_end__d = a_end__q;
        a_k__d = a_k__q;
        a_data__d = a_data__q;
        state__d = state__q;
        b_valid__d = b_valid__q;
        b_k__d = b_k__q;
        b_res__d = b_res__q;
        c_valid__d = c_valid__q;
        c_k__d = c_k__q;
        c_res__d = c_res__q;
        o_valid__d = o_valid__q;
        o_crc__d = o_crc__q;
        first = ~in_frame__q;
        active = first | covered__q;
        end_eff = active & (in_end | in_last);
        vlan_now = in_data[(32'h60)+:(16)] == 32'h81;
        ipv6_now = in_data[(32'h74)+:(4)] == 32'h6;
        if (vlan_now) begin
            ipv6_now = in_data[(32'h94)+:(4)] == 32'h6;
        end
        if (first) begin
            vsel = ((vlan_now) & 2'h3) << 32'h1 | ((ipv6_now) & 2'h3);
        end
        else begin
            vsel = ((var_vlan__q) & 2'h3) << 32'h1 | ((var_ipv6__q) & 2'h3);
        end
        and_m = ones;
        or_m = 32'h0;
        if (first) begin
            if (vsel == 32'h0) begin
                and_m = and_mask__0;
                or_m = or_mask__0;
            end
            if (vsel == 32'h1) begin
                and_m = and_mask__1;
                or_m = or_mask__1;
            end
            if (vsel == 32'h2) begin
                and_m = and_mask__2;
                or_m = or_mask__2;
            end
            if (vsel == 32'h3) begin
                and_m = and_mask__3;
                or_m = or_mask__3;
            end
        end
        else if (beat1__q) begin
            if (vsel == 32'h0) begin
                and_m = and_mask__4;
                or_m = or_mask__4;
            end
            if (vsel == 32'h1) begin
                and_m = and_mask__5;
                or_m = or_mask__5;
            end
            if (vsel == 32'h2) begin
                and_m = and_mask__6;
                or_m = or_mask__6;
            end
            if (vsel == 32'h3) begin
                and_m = and_mask__7;
                or_m = or_mask__7;
            end
        end
        k7 = c64 - in_count;
        if (~in_end) begin
            k7 = 32'h0;
        end
        shamt = ((in_count) & 10'h3ff) << 32'h3;
        keep_m = ones;
        if (in_end & active) begin
            keep_m = ~(ones << shamt);
        end
        a_valid__d = 1'b0;
        a_end__d = 1'b0;
        if (in_valid) begin
            in_frame__d = ~in_last;
            beat1__d = first & ~in_last;
            if (first) begin
                var_vlan__d = vlan_now;
                var_ipv6__d = ipv6_now;
            end
            if (active) begin
                covered__d = ~end_eff;
                a_valid__d = 1'b1;
                a_end__d = end_eff;
                a_k__d = ((k7) & 6'h3f);
                a_data__d = ((in_data & and_m) | or_m) & keep_m;
            end
            if (in_last) begin
                covered__d = 1'b0;
            end
        end
        next_state = 32'h0;
        next_state = (next_state & ~(1 << (0)) | ((^(a_data__q & dmask__0) ^ ^(state__q & smask__0)) << (0)));
        next_state = (next_state & ~(1 << (1)) | ((^(a_data__q & dmask__1) ^ ^(state__q & smask__1)) << (1)));
        next_state = (next_state & ~(1 << (2)) | ((^(a_data__q & dmask__2) ^ ^(state__q & smask__2)) << (2)));
        next_state = (next_state & ~(1 << (3)) | ((^(a_data__q & dmask__3) ^ ^(state__q & smask__3)) << (3)));
        next_state = (next_state & ~(1 << (4)) | ((^(a_data__q & dmask__4) ^ ^(state__q & smask__4)) << (4)));
        next_state = (next_state & ~(1 << (5)) | ((^(a_data__q & dmask__5) ^ ^(state__q & smask__5)) << (5)));
        next_state = (next_state & ~(1 << (6)) | ((^(a_data__q & dmask__6) ^ ^(state__q & smask__6)) << (6)));
        next_state = (next_state & ~(1 << (7)) | ((^(a_data__q & dmask__7) ^ ^(state__q & smask__7)) << (7)));
        next_state = (next_state & ~(1 << (8)) | ((^(a_data__q & dmask__8) ^ ^(state__q & smask__8)) << (8)));
        next_state = (next_state & ~(1 << (9)) | ((^(a_data__q & dmask__9) ^ ^(state__q & smask__9)) << (9)));
        next_state = (next_state & ~(1 << (10)) | ((^(a_data__q & dmask__10) ^ ^(state__q & smask__10)) << (10)));
        next_state = (next_state & ~(1 << (11)) | ((^(a_data__q & dmask__11) ^ ^(state__q & smask__11)) << (11)));
        next_state = (next_state & ~(1 << (12)) | ((^(a_data__q & dmask__12) ^ ^(state__q & smask__12)) << (12)));
        next_state = (next_state & ~(1 << (13)) | ((^(a_data__q & dmask__13) ^ ^(state__q & smask__13)) << (13)));
        next_state = (next_state & ~(1 << (14)) | ((^(a_data__q & dmask__14) ^ ^(state__q & smask__14)) << (14)));
        next_state = (next_state & ~(1 << (15)) | ((^(a_data__q & dmask__15) ^ ^(state__q & smask__15)) << (15)));
        next_state = (next_state & ~(1 << (16)) | ((^(a_data__q & dmask__16) ^ ^(state__q & smask__16)) << (16)));
        next_state = (next_state & ~(1 << (17)) | ((^(a_data__q & dmask__17) ^ ^(state__q & smask__17)) << (17)));
        next_state = (next_state & ~(1 << (18)) | ((^(a_data__q & dmask__18) ^ ^(state__q & smask__18)) << (18)));
        next_state = (next_state & ~(1 << (19)) | ((^(a_data__q & dmask__19) ^ ^(state__q & smask__19)) << (19)));
        next_state = (next_state & ~(1 << (20)) | ((^(a_data__q & dmask__20) ^ ^(state__q & smask__20)) << (20)));
        next_state = (next_state & ~(1 << (21)) | ((^(a_data__q & dmask__21) ^ ^(state__q & smask__21)) << (21)));
        next_state = (next_state & ~(1 << (22)) | ((^(a_data__q & dmask__22) ^ ^(state__q & smask__22)) << (22)));
        next_state = (next_state & ~(1 << (23)) | ((^(a_data__q & dmask__23) ^ ^(state__q & smask__23)) << (23)));
        next_state = (next_state & ~(1 << (24)) | ((^(a_data__q & dmask__24) ^ ^(state__q & smask__24)) << (24)));
        next_state = (next_state & ~(1 << (25)) | ((^(a_data__q & dmask__25) ^ ^(state__q & smask__25)) << (25)));
        next_state = (next_state & ~(1 << (26)) | ((^(a_data__q & dmask__26) ^ ^(state__q & smask__26)) << (26)));
        next_state = (next_state & ~(1 << (27)) | ((^(a_data__q & dmask__27) ^ ^(state__q & smask__27)) << (27)));
        next_state = (next_state & ~(1 << (28)) | ((^(a_data__q & dmask__28) ^ ^(state__q & smask__28)) << (28)));
        next_state = (next_state & ~(1 << (29)) | ((^(a_data__q & dmask__29) ^ ^(state__q & smask__29)) << (29)));
        next_state = (next_state & ~(1 << (30)) | ((^(a_data__q & dmask__30) ^ ^(state__q & smask__30)) << (30)));
        next_state = (next_state & ~(1 << (31)) | ((^(a_data__q & dmask__31) ^ ^(state__q & smask__31)) << (31)));
        b_valid__d = 1'b0;
        if (a_valid__q) begin
            state__d = next_state;
            if (a_end__q) begin
                state__d = 32'h0;
                b_valid__d = 1'b1;
                b_k__d = a_k__q;
                b_res__d = next_state;
            end
        end
        v1 = b_res__q;
        if (b_k__q[32'h0]) begin
            v1 = 32'h0;
            v1 = (v1 & ~(1 << (0)) | ((^(b_res__q & corr__0)) << (0)));
            v1 = (v1 & ~(1 << (1)) | ((^(b_res__q & corr__1)) << (1)));
            v1 = (v1 & ~(1 << (2)) | ((^(b_res__q & corr__2)) << (2)));
            v1 = (v1 & ~(1 << (3)) | ((^(b_res__q & corr__3)) << (3)));
            v1 = (v1 & ~(1 << (4)) | ((^(b_res__q & corr__4)) << (4)));
            v1 = (v1 & ~(1 << (5)) | ((^(b_res__q & corr__5)) << (5)));
            v1 = (v1 & ~(1 << (6)) | ((^(b_res__q & corr__6)) << (6)));
            v1 = (v1 & ~(1 << (7)) | ((^(b_res__q & corr__7)) << (7)));
            v1 = (v1 & ~(1 << (8)) | ((^(b_res__q & corr__8)) << (8)));
            v1 = (v1 & ~(1 << (9)) | ((^(b_res__q & corr__9)) << (9)));
            v1 = (v1 & ~(1 << (10)) | ((^(b_res__q & corr__10)) << (10)));
            v1 = (v1 & ~(1 << (11)) | ((^(b_res__q & corr__11)) << (11)));
            v1 = (v1 & ~(1 << (12)) | ((^(b_res__q & corr__12)) << (12)));
            v1 = (v1 & ~(1 << (13)) | ((^(b_res__q & corr__13)) << (13)));
            v1 = (v1 & ~(1 << (14)) | ((^(b_res__q & corr__14)) << (14)));
            v1 = (v1 & ~(1 << (15)) | ((^(b_res__q & corr__15)) << (15)));
            v1 = (v1 & ~(1 << (16)) | ((^(b_res__q & corr__16)) << (16)));
            v1 = (v1 & ~(1 << (17)) | ((^(b_res__q & corr__17)) << (17)));
            v1 = (v1 & ~(1 << (18)) | ((^(b_res__q & corr__18)) << (18)));
            v1 = (v1 & ~(1 << (19)) | ((^(b_res__q & corr__19)) << (19)));
            v1 = (v1 & ~(1 << (20)) | ((^(b_res__q & corr__20)) << (20)));
            v1 = (v1 & ~(1 << (21)) | ((^(b_res__q & corr__21)) << (21)));
            v1 = (v1 & ~(1 << (22)) | ((^(b_res__q & corr__22)) << (22)));
            v1 = (v1 & ~(1 << (23)) | ((^(b_res__q & corr__23)) << (23)));
            v1 = (v1 & ~(1 << (24)) | ((^(b_res__q & corr__24)) << (24)));
            v1 = (v1 & ~(1 << (25)) | ((^(b_res__q & corr__25)) << (25)));
            v1 = (v1 & ~(1 << (26)) | ((^(b_res__q & corr__26)) << (26)));
            v1 = (v1 & ~(1 << (27)) | ((^(b_res__q & corr__27)) << (27)));
            v1 = (v1 & ~(1 << (28)) | ((^(b_res__q & corr__28)) << (28)));
            v1 = (v1 & ~(1 << (29)) | ((^(b_res__q & corr__29)) << (29)));
            v1 = (v1 & ~(1 << (30)) | ((^(b_res__q & corr__30)) << (30)));
            v1 = (v1 & ~(1 << (31)) | ((^(b_res__q & corr__31)) << (31)));
        end
        v2 = v1;
        if (b_k__q[32'h1]) begin
            v2 = 32'h0;
            v2 = (v2 & ~(1 << (0)) | ((^(v1 & corr__32)) << (0)));
            v2 = (v2 & ~(1 << (1)) | ((^(v1 & corr__33)) << (1)));
            v2 = (v2 & ~(1 << (2)) | ((^(v1 & corr__34)) << (2)));
            v2 = (v2 & ~(1 << (3)) | ((^(v1 & corr__35)) << (3)));
            v2 = (v2 & ~(1 << (4)) | ((^(v1 & corr__36)) << (4)));
            v2 = (v2 & ~(1 << (5)) | ((^(v1 & corr__37)) << (5)));
            v2 = (v2 & ~(1 << (6)) | ((^(v1 & corr__38)) << (6)));
            v2 = (v2 & ~(1 << (7)) | ((^(v1 & corr__39)) << (7)));
            v2 = (v2 & ~(1 << (8)) | ((^(v1 & corr__40)) << (8)));
            v2 = (v2 & ~(1 << (9)) | ((^(v1 & corr__41)) << (9)));
            v2 = (v2 & ~(1 << (10)) | ((^(v1 & corr__42)) << (10)));
            v2 = (v2 & ~(1 << (11)) | ((^(v1 & corr__43)) << (11)));
            v2 = (v2 & ~(1 << (12)) | ((^(v1 & corr__44)) << (12)));
            v2 = (v2 & ~(1 << (13)) | ((^(v1 & corr__45)) << (13)));
            v2 = (v2 & ~(1 << (14)) | ((^(v1 & corr__46)) << (14)));
            v2 = (v2 & ~(1 << (15)) | ((^(v1 & corr__47)) << (15)));
            v2 = (v2 & ~(1 << (16)) | ((^(v1 & corr__48)) << (16)));
            v2 = (v2 & ~(1 << (17)) | ((^(v1 & corr__49)) << (17)));
            v2 = (v2 & ~(1 << (18)) | ((^(v1 & corr__50)) << (18)));
            v2 = (v2 & ~(1 << (19)) | ((^(v1 & corr__51)) << (19)));
            v2 = (v2 & ~(1 << (20)) | ((^(v1 & corr__52)) << (20)));
            v2 = (v2 & ~(1 << (21)) | ((^(v1 & corr__53)) << (21)));
            v2 = (v2 & ~(1 << (22)) | ((^(v1 & corr__54)) << (22)));
            v2 = (v2 & ~(1 << (23)) | ((^(v1 & corr__55)) << (23)));
            v2 = (v2 & ~(1 << (24)) | ((^(v1 & corr__56)) << (24)));
            v2 = (v2 & ~(1 << (25)) | ((^(v1 & corr__57)) << (25)));
            v2 = (v2 & ~(1 << (26)) | ((^(v1 & corr__58)) << (26)));
            v2 = (v2 & ~(1 << (27)) | ((^(v1 & corr__59)) << (27)));
            v2 = (v2 & ~(1 << (28)) | ((^(v1 & corr__60)) << (28)));
            v2 = (v2 & ~(1 << (29)) | ((^(v1 & corr__61)) << (29)));
            v2 = (v2 & ~(1 << (30)) | ((^(v1 & corr__62)) << (30)));
            v2 = (v2 & ~(1 << (31)) | ((^(v1 & corr__63)) << (31)));
        end
        v3 = v2;
        if (b_k__q[32'h2]) begin
            v3 = 32'h0;
            v3 = (v3 & ~(1 << (0)) | ((^(v2 & corr__64)) << (0)));
            v3 = (v3 & ~(1 << (1)) | ((^(v2 & corr__65)) << (1)));
            v3 = (v3 & ~(1 << (2)) | ((^(v2 & corr__66)) << (2)));
            v3 = (v3 & ~(1 << (3)) | ((^(v2 & corr__67)) << (3)));
            v3 = (v3 & ~(1 << (4)) | ((^(v2 & corr__68)) << (4)));
            v3 = (v3 & ~(1 << (5)) | ((^(v2 & corr__69)) << (5)));
            v3 = (v3 & ~(1 << (6)) | ((^(v2 & corr__70)) << (6)));
            v3 = (v3 & ~(1 << (7)) | ((^(v2 & corr__71)) << (7)));
            v3 = (v3 & ~(1 << (8)) | ((^(v2 & corr__72)) << (8)));
            v3 = (v3 & ~(1 << (9)) | ((^(v2 & corr__73)) << (9)));
            v3 = (v3 & ~(1 << (10)) | ((^(v2 & corr__74)) << (10)));
            v3 = (v3 & ~(1 << (11)) | ((^(v2 & corr__75)) << (11)));
            v3 = (v3 & ~(1 << (12)) | ((^(v2 & corr__76)) << (12)));
            v3 = (v3 & ~(1 << (13)) | ((^(v2 & corr__77)) << (13)));
            v3 = (v3 & ~(1 << (14)) | ((^(v2 & corr__78)) << (14)));
            v3 = (v3 & ~(1 << (15)) | ((^(v2 & corr__79)) << (15)));
            v3 = (v3 & ~(1 << (16)) | ((^(v2 & corr__80)) << (16)));
            v3 = (v3 & ~(1 << (17)) | ((^(v2 & corr__81)) << (17)));
            v3 = (v3 & ~(1 << (18)) | ((^(v2 & corr__82)) << (18)));
            v3 = (v3 & ~(1 << (19)) | ((^(v2 & corr__83)) << (19)));
            v3 = (v3 & ~(1 << (20)) | ((^(v2 & corr__84)) << (20)));
            v3 = (v3 & ~(1 << (21)) | ((^(v2 & corr__85)) << (21)));
            v3 = (v3 & ~(1 << (22)) | ((^(v2 & corr__86)) << (22)));
            v3 = (v3 & ~(1 << (23)) | ((^(v2 & corr__87)) << (23)));
            v3 = (v3 & ~(1 << (24)) | ((^(v2 & corr__88)) << (24)));
            v3 = (v3 & ~(1 << (25)) | ((^(v2 & corr__89)) << (25)));
            v3 = (v3 & ~(1 << (26)) | ((^(v2 & corr__90)) << (26)));
            v3 = (v3 & ~(1 << (27)) | ((^(v2 & corr__91)) << (27)));
            v3 = (v3 & ~(1 << (28)) | ((^(v2 & corr__92)) << (28)));
            v3 = (v3 & ~(1 << (29)) | ((^(v2 & corr__93)) << (29)));
            v3 = (v3 & ~(1 << (30)) | ((^(v2 & corr__94)) << (30)));
            v3 = (v3 & ~(1 << (31)) | ((^(v2 & corr__95)) << (31)));
        end
        c_valid__d = b_valid__q;
        c_k__d = b_k__q[(32'h3)+:(3)];
        c_res__d = v3;
        w1 = c_res__q;
        if (c_k__q[32'h0]) begin
            w1 = 32'h0;
            w1 = (w1 & ~(1 << (0)) | ((^(c_res__q & corr__96)) << (0)));
            w1 = (w1 & ~(1 << (1)) | ((^(c_res__q & corr__97)) << (1)));
            w1 = (w1 & ~(1 << (2)) | ((^(c_res__q & corr__98)) << (2)));
            w1 = (w1 & ~(1 << (3)) | ((^(c_res__q & corr__99)) << (3)));
            w1 = (w1 & ~(1 << (4)) | ((^(c_res__q & corr__100)) << (4)));
            w1 = (w1 & ~(1 << (5)) | ((^(c_res__q & corr__101)) << (5)));
            w1 = (w1 & ~(1 << (6)) | ((^(c_res__q & corr__102)) << (6)));
            w1 = (w1 & ~(1 << (7)) | ((^(c_res__q & corr__103)) << (7)));
            w1 = (w1 & ~(1 << (8)) | ((^(c_res__q & corr__104)) << (8)));
            w1 = (w1 & ~(1 << (9)) | ((^(c_res__q & corr__105)) << (9)));
            w1 = (w1 & ~(1 << (10)) | ((^(c_res__q & corr__106)) << (10)));
            w1 = (w1 & ~(1 << (11)) | ((^(c_res__q & corr__107)) << (11)));
            w1 = (w1 & ~(1 << (12)) | ((^(c_res__q & corr__108)) << (12)));
            w1 = (w1 & ~(1 << (13)) | ((^(c_res__q & corr__109)) << (13)));
            w1 = (w1 & ~(1 << (14)) | ((^(c_res__q & corr__110)) << (14)));
            w1 = (w1 & ~(1 << (15)) | ((^(c_res__q & corr__111)) << (15)));
            w1 = (w1 & ~(1 << (16)) | ((^(c_res__q & corr__112)) << (16)));
            w1 = (w1 & ~(1 << (17)) | ((^(c_res__q & corr__113)) << (17)));
            w1 = (w1 & ~(1 << (18)) | ((^(c_res__q & corr__114)) << (18)));
            w1 = (w1 & ~(1 << (19)) | ((^(c_res__q & corr__115)) << (19)));
            w1 = (w1 & ~(1 << (20)) | ((^(c_res__q & corr__116)) << (20)));
            w1 = (w1 & ~(1 << (21)) | ((^(c_res__q & corr__117)) << (21)));
            w1 = (w1 & ~(1 << (22)) | ((^(c_res__q & corr__118)) << (22)));
            w1 = (w1 & ~(1 << (23)) | ((^(c_res__q & corr__119)) << (23)));
            w1 = (w1 & ~(1 << (24)) | ((^(c_res__q & corr__120)) << (24)));
            w1 = (w1 & ~(1 << (25)) | ((^(c_res__q & corr__121)) << (25)));
            w1 = (w1 & ~(1 << (26)) | ((^(c_res__q & corr__122)) << (26)));
            w1 = (w1 & ~(1 << (27)) | ((^(c_res__q & corr__123)) << (27)));
            w1 = (w1 & ~(1 << (28)) | ((^(c_res__q & corr__124)) << (28)));
            w1 = (w1 & ~(1 << (29)) | ((^(c_res__q & corr__125)) << (29)));
            w1 = (w1 & ~(1 << (30)) | ((^(c_res__q & corr__126)) << (30)));
            w1 = (w1 & ~(1 << (31)) | ((^(c_res__q & corr__127)) << (31)));
        end
        w2 = w1;
        if (c_k__q[32'h1]) begin
            w2 = 32'h0;
            w2 = (w2 & ~(1 << (0)) | ((^(w1 & corr__128)) << (0)));
            w2 = (w2 & ~(1 << (1)) | ((^(w1 & corr__129)) << (1)));
            w2 = (w2 & ~(1 << (2)) | ((^(w1 & corr__130)) << (2)));
            w2 = (w2 & ~(1 << (3)) | ((^(w1 & corr__131)) << (3)));
            w2 = (w2 & ~(1 << (4)) | ((^(w1 & corr__132)) << (4)));
            w2 = (w2 & ~(1 << (5)) | ((^(w1 & corr__133)) << (5)));
            w2 = (w2 & ~(1 << (6)) | ((^(w1 & corr__134)) << (6)));
            w2 = (w2 & ~(1 << (7)) | ((^(w1 & corr__135)) << (7)));
            w2 = (w2 & ~(1 << (8)) | ((^(w1 & corr__136)) << (8)));
            w2 = (w2 & ~(1 << (9)) | ((^(w1 & corr__137)) << (9)));
            w2 = (w2 & ~(1 << (10)) | ((^(w1 & corr__138)) << (10)));
            w2 = (w2 & ~(1 << (11)) | ((^(w1 & corr__139)) << (11)));
            w2 = (w2 & ~(1 << (12)) | ((^(w1 & corr__140)) << (12)));
            w2 = (w2 & ~(1 << (13)) | ((^(w1 & corr__141)) << (13)));
            w2 = (w2 & ~(1 << (14)) | ((^(w1 & corr__142)) << (14)));
            w2 = (w2 & ~(1 << (15)) | ((^(w1 & corr__143)) << (15)));
            w2 = (w2 & ~(1 << (16)) | ((^(w1 & corr__144)) << (16)));
            w2 = (w2 & ~(1 << (17)) | ((^(w1 & corr__145)) << (17)));
            w2 = (w2 & ~(1 << (18)) | ((^(w1 & corr__146)) << (18)));
            w2 = (w2 & ~(1 << (19)) | ((^(w1 & corr__147)) << (19)));
            w2 = (w2 & ~(1 << (20)) | ((^(w1 & corr__148)) << (20)));
            w2 = (w2 & ~(1 << (21)) | ((^(w1 & corr__149)) << (21)));
            w2 = (w2 & ~(1 << (22)) | ((^(w1 & corr__150)) << (22)));
            w2 = (w2 & ~(1 << (23)) | ((^(w1 & corr__151)) << (23)));
            w2 = (w2 & ~(1 << (24)) | ((^(w1 & corr__152)) << (24)));
            w2 = (w2 & ~(1 << (25)) | ((^(w1 & corr__153)) << (25)));
            w2 = (w2 & ~(1 << (26)) | ((^(w1 & corr__154)) << (26)));
            w2 = (w2 & ~(1 << (27)) | ((^(w1 & corr__155)) << (27)));
            w2 = (w2 & ~(1 << (28)) | ((^(w1 & corr__156)) << (28)));
            w2 = (w2 & ~(1 << (29)) | ((^(w1 & corr__157)) << (29)));
            w2 = (w2 & ~(1 << (30)) | ((^(w1 & corr__158)) << (30)));
            w2 = (w2 & ~(1 << (31)) | ((^(w1 & corr__159)) << (31)));
        end
        w3 = w2;
        if (c_k__q[32'h2]) begin
            w3 = 32'h0;
            w3 = (w3 & ~(1 << (0)) | ((^(w2 & corr__160)) << (0)));
            w3 = (w3 & ~(1 << (1)) | ((^(w2 & corr__161)) << (1)));
            w3 = (w3 & ~(1 << (2)) | ((^(w2 & corr__162)) << (2)));
            w3 = (w3 & ~(1 << (3)) | ((^(w2 & corr__163)) << (3)));
            w3 = (w3 & ~(1 << (4)) | ((^(w2 & corr__164)) << (4)));
            w3 = (w3 & ~(1 << (5)) | ((^(w2 & corr__165)) << (5)));
            w3 = (w3 & ~(1 << (6)) | ((^(w2 & corr__166)) << (6)));
            w3 = (w3 & ~(1 << (7)) | ((^(w2 & corr__167)) << (7)));
            w3 = (w3 & ~(1 << (8)) | ((^(w2 & corr__168)) << (8)));
            w3 = (w3 & ~(1 << (9)) | ((^(w2 & corr__169)) << (9)));
            w3 = (w3 & ~(1 << (10)) | ((^(w2 & corr__170)) << (10)));
            w3 = (w3 & ~(1 << (11)) | ((^(w2 & corr__171)) << (11)));
            w3 = (w3 & ~(1 << (12)) | ((^(w2 & corr__172)) << (12)));
            w3 = (w3 & ~(1 << (13)) | ((^(w2 & corr__173)) << (13)));
            w3 = (w3 & ~(1 << (14)) | ((^(w2 & corr__174)) << (14)));
            w3 = (w3 & ~(1 << (15)) | ((^(w2 & corr__175)) << (15)));
            w3 = (w3 & ~(1 << (16)) | ((^(w2 & corr__176)) << (16)));
            w3 = (w3 & ~(1 << (17)) | ((^(w2 & corr__177)) << (17)));
            w3 = (w3 & ~(1 << (18)) | ((^(w2 & corr__178)) << (18)));
            w3 = (w3 & ~(1 << (19)) | ((^(w2 & corr__179)) << (19)));
            w3 = (w3 & ~(1 << (20)) | ((^(w2 & corr__180)) << (20)));
            w3 = (w3 & ~(1 << (21)) | ((^(w2 & corr__181)) << (21)));
            w3 = (w3 & ~(1 << (22)) | ((^(w2 & corr__182)) << (22)));
            w3 = (w3 & ~(1 << (23)) | ((^(w2 & corr__183)) << (23)));
            w3 = (w3 & ~(1 << (24)) | ((^(w2 & corr__184)) << (24)));
            w3 = (w3 & ~(1 << (25)) | ((^(w2 & corr__185)) << (25)));
            w3 = (w3 & ~(1 << (26)) | ((^(w2 & corr__186)) << (26)));
            w3 = (w3 & ~(1 << (27)) | ((^(w2 & corr__187)) << (27)));
            w3 = (w3 & ~(1 << (28)) | ((^(w2 & corr__188)) << (28)));
            w3 = (w3 & ~(1 << (29)) | ((^(w2 & corr__189)) << (29)));
            w3 = (w3 & ~(1 << (30)) | ((^(w2 & corr__190)) << (30)));
            w3 = (w3 & ~(1 << (31)) | ((^(w2 & corr__191)) << (31)));
        end
        o_valid__d = c_valid__q;
        o_crc__d = ~w3;
        out_valid = o_valid__q;
        out_crc = o_crc__q;
        if (~ce) begin
            in_frame__d = in_frame__q;
            covered__d = covered__q;
            beat1__d = beat1__q;
            var_vlan__d = var_vlan__q;
            var_ipv6__d = var_ipv6__q;
            a_valid__d = a_valid__q;
            a_end__d = a_end__q;
            a_k__d = a_k__q;
            a_data__d = a_data__q;
            state__d = state__q;
            b_valid__d = b_valid__q;
            b_k__d = b_k__q;
            b_res__d = b_res__q;
            c_valid__d = c_valid__q;
            c_k__d = c_k__q;
            c_res__d = c_res__q;
            o_valid__d = o_valid__q;
            o_crc__d = o_crc__q;
        end
        if (reset) begin
            in_frame__d = 1'b0;
            covered__d = 1'b0;
            beat1__d = 1'b0;
            a_valid__d = 1'b0;
            state__d = 32'h0;
            b_valid__d = 1'b0;
            c_valid__d = 1'b0;
            o_valid__d = 1'b0;
        end
    end
    
endmodule // roce_rx_parser__icrc

module roce_rx_parser__icrc__c_k(d,q,clock);
    
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
          
endmodule // roce_rx_parser__icrc__c_k

module roce_rx_parser__in_skid(clock,reset,s__tdata,s__tkeep,s__tvalid,s__tready,s__tlast,s__tuser,m__tdata,m__tkeep,m__tvalid,m__tready,m__tlast,m__tuser);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [511:0] s__tdata;
    input wire  [63:0] s__tkeep;
    input wire  s__tvalid;
    output reg  s__tready;
    input wire  s__tlast;
    input wire  s__tuser;
    output reg  [511:0] m__tdata;
    output reg  [63:0] m__tkeep;
    output reg  m__tvalid;
    input wire  m__tready;
    output reg  m__tlast;
    output reg  m__tuser;
    
    // Stub signals
    reg  [511:0] out_data__d;
    wire  [511:0] out_data__q;
    wire  out_data__clock;
    reg  [63:0] out_keep__d;
    wire  [63:0] out_keep__q;
    wire  out_keep__clock;
    reg  out_last__d;
    wire  out_last__q;
    wire  out_last__clock;
    reg  out_user__d;
    wire  out_user__q;
    wire  out_user__clock;
    reg  out_valid__d;
    wire  out_valid__q;
    wire  out_valid__clock;
    reg  [511:0] skid_data__d;
    wire  [511:0] skid_data__q;
    wire  skid_data__clock;
    reg  [63:0] skid_keep__d;
    wire  [63:0] skid_keep__q;
    wire  skid_keep__clock;
    reg  skid_last__d;
    wire  skid_last__q;
    wire  skid_last__clock;
    reg  skid_user__d;
    wire  skid_user__q;
    wire  skid_user__clock;
    reg  skid_valid__d;
    wire  skid_valid__q;
    wire  skid_valid__clock;
    
    // Sub module instances
    roce_rx_parser__dff_w512 out_data(
        .d(out_data__d),
        .q(out_data__q),
        .clock(out_data__clock)
    );
    roce_rx_parser__dff_w64 out_keep(
        .d(out_keep__d),
        .q(out_keep__q),
        .clock(out_keep__clock)
    );
    roce_rx_parser__dff_w1 out_last(
        .d(out_last__d),
        .q(out_last__q),
        .clock(out_last__clock)
    );
    roce_rx_parser__dff_w1 out_user(
        .d(out_user__d),
        .q(out_user__q),
        .clock(out_user__clock)
    );
    roce_rx_parser__dff_w1 out_valid(
        .d(out_valid__d),
        .q(out_valid__q),
        .clock(out_valid__clock)
    );
    roce_rx_parser__dff_w512 skid_data(
        .d(skid_data__d),
        .q(skid_data__q),
        .clock(skid_data__clock)
    );
    roce_rx_parser__dff_w64 skid_keep(
        .d(skid_keep__d),
        .q(skid_keep__q),
        .clock(skid_keep__clock)
    );
    roce_rx_parser__dff_w1 skid_last(
        .d(skid_last__d),
        .q(skid_last__q),
        .clock(skid_last__clock)
    );
    roce_rx_parser__dff_w1 skid_user(
        .d(skid_user__d),
        .q(skid_user__q),
        .clock(skid_user__clock)
    );
    roce_rx_parser__dff_w1 skid_valid(
        .d(skid_valid__d),
        .q(skid_valid__q),
        .clock(skid_valid__clock)
    );
    
    assign out_data__clock = clock;
    assign out_keep__clock = clock;
    assign out_last__clock = clock;
    assign out_user__clock = clock;
    assign out_valid__clock = clock;
    assign skid_data__clock = clock;
    assign skid_keep__clock = clock;
    assign skid_last__clock = clock;
    assign skid_user__clock = clock;
    assign skid_valid__clock = clock;
    
    // Update code
    always @(*) begin
        out_data__d = out_data__q;
        out_keep__d = out_keep__q;
        out_last__d = out_last__q;
        out_user__d = out_user__q;
        out_valid__d = out_valid__q;
        skid_data__d = skid_data__q;
        skid_keep__d = skid_keep__q;
        skid_last__d = skid_last__q;
        skid_user__d = skid_user__q;
        skid_valid__d = skid_valid__q;
        s__tready = ~skid_valid__q;
        m__tdata = out_data__q;
        m__tkeep = out_keep__q;
        m__tlast = out_last__q;
        m__tuser = out_user__q;
        m__tvalid = out_valid__q;
        if (~skid_valid__q) begin
            skid_data__d = s__tdata;
            skid_keep__d = s__tkeep;
            skid_last__d = s__tlast;
            skid_user__d = s__tuser;
        end
        if (m__tready | ~out_valid__q) begin
            if (skid_valid__q) begin
                out_data__d = skid_data__q;
                out_keep__d = skid_keep__q;
                out_last__d = skid_last__q;
                out_user__d = skid_user__q;
                out_valid__d = 1'b1;
                skid_valid__d = 1'b0;
            end
            else begin
                out_data__d = s__tdata;
                out_keep__d = s__tkeep;
                out_last__d = s__tlast;
                out_user__d = s__tuser;
                out_valid__d = s__tvalid;
            end
        end
        else if (s__tvalid & ~skid_valid__q) begin
            skid_valid__d = 1'b1;
        end
        if (reset) begin
            out_valid__d = 1'b0;
            skid_valid__d = 1'b0;
        end
    end
    
endmodule // roce_rx_parser__in_skid

module roce_rx_parser__dff_w64(d,q,clock);
    
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
          
endmodule // roce_rx_parser__dff_w64

module roce_rx_parser__meta_fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [1025:0] wr_data;
    output reg  rd_valid;
    output reg  [1025:0] rd_data;
    input wire  rd_en;
    output reg  [5:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 6'b100000;
    
    // Stub signals
    reg  [4:0] ram__read_address;
    wire  ram__read_clock;
    wire  [1025:0] ram__read_data;
    reg  [4:0] ram__write_address;
    wire  ram__write_clock;
    reg  [1025:0] ram__write_data;
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
    roce_rx_parser__meta_fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_rx_parser__dff_w6 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_rx_parser__dff_w6 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_rx_parser__dff_w1 head(
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
    
endmodule // roce_rx_parser__meta_fifo

module roce_rx_parser__meta_fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [1025:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [1025:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1025:0] mem[31:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_rx_parser__meta_fifo__ram

module roce_rx_parser__pfifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [511:0] wr_data;
    output reg  rd_valid;
    output reg  [511:0] rd_data;
    input wire  rd_en;
    output reg  [9:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 10'b1000000000;
    
    // Stub signals
    reg  [8:0] ram__read_address;
    wire  ram__read_clock;
    wire  [511:0] ram__read_data;
    reg  [8:0] ram__write_address;
    wire  ram__write_clock;
    reg  [511:0] ram__write_data;
    reg  ram__write_enable;
    reg  [9:0] wr_ptr__d;
    wire  [9:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [9:0] rd_ptr__d;
    wire  [9:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [9:0] count;
    
    // Sub module instances
    roce_rx_parser__pfifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_rx_parser__dff_w10 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_rx_parser__dff_w10 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_rx_parser__dff_w1 head(
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
        ram__read_address = ((rd_ptr__q - 32'h1) & 9'h1ff);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 9'h1ff);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 9'h1ff);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 9'h1ff);
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
    
endmodule // roce_rx_parser__pfifo

module roce_rx_parser__pfifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_rx_parser__pfifo__ram

module roce_rx_parser__dff_w10(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_parser__dff_w10

module roce_rx_parser__r0(d,q,clock);
    
    // Module arguments
    input wire  [1139:0] d;
    output reg  [1139:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1140'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_parser__r0

module roce_rx_parser__reader(clock,reset,desc,desc_valid,desc_take,beat,beat_valid,beat_take,m__tdata,m__tkeep,m__tvalid,m__tready,m__tlast,m__tuser);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [35:0] desc;
    input wire  desc_valid;
    output reg  desc_take;
    input wire  [511:0] beat;
    input wire  beat_valid;
    output reg  beat_take;
    output wire  [511:0] m__tdata;
    output wire  [63:0] m__tkeep;
    output wire  m__tvalid;
    input wire  m__tready;
    output wire  m__tlast;
    output wire  m__tuser;
    
    // Constant declarations
    localparam  ones64 = 64'hffffffffffffffff;
    
    // Stub signals
    wire  out_skid__clock;
    wire  out_skid__reset;
    reg  [511:0] out_skid__s__tdata;
    reg  [63:0] out_skid__s__tkeep;
    reg  out_skid__s__tvalid;
    wire  out_skid__s__tready;
    reg  out_skid__s__tlast;
    reg  out_skid__s__tuser;
    reg  rbusy__d;
    wire  rbusy__q;
    wire  rbusy__clock;
    reg  rdrop__d;
    wire  rdrop__q;
    wire  rdrop__clock;
    reg  remit__d;
    wire  remit__q;
    wire  remit__clock;
    reg  [5:0] rs__d;
    wire  [5:0] rs__q;
    wire  rs__clock;
    reg  [8:0] rleft__d;
    wire  [8:0] rleft__q;
    wire  rleft__clock;
    reg  [1:0] rpre__d;
    wire  [1:0] rpre__q;
    wire  rpre__clock;
    reg  [10:0] routs__d;
    wire  [10:0] routs__q;
    wire  routs__clock;
    reg  [6:0] rplast__d;
    wire  [6:0] rplast__q;
    wire  rplast__clock;
    reg  [511:0] rprev__d;
    wire  [511:0] rprev__q;
    wire  rprev__clock;
    reg  bq_valid__d;
    wire  bq_valid__q;
    wire  bq_valid__clock;
    reg  [511:0] bq_data__d;
    wire  [511:0] bq_data__q;
    wire  bq_data__clock;
    reg  flush__d;
    wire  flush__q;
    wire  flush__clock;
    reg  [511:0] flush_data__d;
    wire  [511:0] flush_data__q;
    wire  flush_data__clock;
    reg  [63:0] flush_keep__d;
    wire  [63:0] flush_keep__q;
    wire  flush_keep__clock;
    
    // Local signals
    reg  [1023:0] both2;
    reg  [35:0] d;
    reg  start;
    reg  c_drop;
    reg  [5:0] c_s;
    reg  [8:0] c_left;
    reg  [1:0] c_pre;
    reg  [10:0] c_outs;
    reg  [6:0] c_plast;
    reg  [1:0] n_pre;
    reg  [10:0] n_outs;
    reg  emits;
    reg  out_ready;
    reg  rd;
    reg  [9:0] sh;
    reg  [1023:0] both;
    reg  [511:0] obeat;
    reg  [63:0] okeep;
    
    // Sub module instances
    roce_rx_parser__in_skid out_skid(
        .clock(out_skid__clock),
        .reset(out_skid__reset),
        .s__tdata(out_skid__s__tdata),
        .s__tkeep(out_skid__s__tkeep),
        .s__tvalid(out_skid__s__tvalid),
        .s__tready(out_skid__s__tready),
        .s__tlast(out_skid__s__tlast),
        .s__tuser(out_skid__s__tuser),
        .m__tdata(m__tdata),
        .m__tkeep(m__tkeep),
        .m__tvalid(m__tvalid),
        .m__tready(m__tready),
        .m__tlast(m__tlast),
        .m__tuser(m__tuser)
    );
    roce_rx_parser__dff_w1 rbusy(
        .d(rbusy__d),
        .q(rbusy__q),
        .clock(rbusy__clock)
    );
    roce_rx_parser__dff_w1 rdrop(
        .d(rdrop__d),
        .q(rdrop__q),
        .clock(rdrop__clock)
    );
    roce_rx_parser__dff_w1 remit(
        .d(remit__d),
        .q(remit__q),
        .clock(remit__clock)
    );
    roce_rx_parser__dff_w6 rs(
        .d(rs__d),
        .q(rs__q),
        .clock(rs__clock)
    );
    roce_rx_parser__dff_w9 rleft(
        .d(rleft__d),
        .q(rleft__q),
        .clock(rleft__clock)
    );
    roce_rx_parser__dff_w2 rpre(
        .d(rpre__d),
        .q(rpre__q),
        .clock(rpre__clock)
    );
    roce_rx_parser__reader__routs routs(
        .d(routs__d),
        .q(routs__q),
        .clock(routs__clock)
    );
    roce_rx_parser__dff_w7 rplast(
        .d(rplast__d),
        .q(rplast__q),
        .clock(rplast__clock)
    );
    roce_rx_parser__dff_w512 rprev(
        .d(rprev__d),
        .q(rprev__q),
        .clock(rprev__clock)
    );
    roce_rx_parser__dff_w1 bq_valid(
        .d(bq_valid__d),
        .q(bq_valid__q),
        .clock(bq_valid__clock)
    );
    roce_rx_parser__dff_w512 bq_data(
        .d(bq_data__d),
        .q(bq_data__q),
        .clock(bq_data__clock)
    );
    roce_rx_parser__dff_w1 flush(
        .d(flush__d),
        .q(flush__q),
        .clock(flush__clock)
    );
    roce_rx_parser__dff_w512 flush_data(
        .d(flush_data__d),
        .q(flush_data__q),
        .clock(flush_data__clock)
    );
    roce_rx_parser__dff_w64 flush_keep(
        .d(flush_keep__d),
        .q(flush_keep__q),
        .clock(flush_keep__clock)
    );
    
    assign rbusy__clock = clock;
    assign rdrop__clock = clock;
    assign remit__clock = clock;
    assign rs__clock = clock;
    assign rleft__clock = clock;
    assign rpre__clock = clock;
    assign routs__clock = clock;
    assign rplast__clock = clock;
    assign rprev__clock = clock;
    assign bq_valid__clock = clock;
    assign bq_data__clock = clock;
    assign flush__clock = clock;
    assign flush_data__clock = clock;
    assign flush_keep__clock = clock;
    assign out_skid__clock = clock;
    assign out_skid__reset = reset;
    
    // Update code
    always @(*) begin
        rbusy__d = rbusy__q;
        rdrop__d = rdrop__q;
        remit__d = remit__q;
        rs__d = rs__q;
        rleft__d = rleft__q;
        rpre__d = rpre__q;
        routs__d = routs__q;
        rplast__d = rplast__q;
        rprev__d = rprev__q;
        bq_valid__d = bq_valid__q;
        bq_data__d = bq_data__q;
        flush__d = flush__q;
        flush_data__d = flush_data__q;
        flush_keep__d = flush_keep__q;
        out_ready = out_skid__s__tready;
        d = desc;
        start = ~rbusy__q;
        if (start) begin
            c_drop = d[(64'h0)+:(1)];
            c_left = d[(64'h1)+:(9)];
            c_s = d[(64'ha)+:(6)];
            c_pre = d[(64'h10)+:(2)];
            c_outs = d[(64'h12)+:(11)];
            c_plast = d[(64'h1d)+:(7)];
        end
        else begin
            c_drop = rdrop__q;
            c_left = rleft__q;
            c_s = rs__q;
            c_pre = rpre__q;
            c_outs = routs__q;
            c_plast = rplast__q;
        end
        emits = ~start & remit__q;
        rd = bq_valid__q & (rbusy__q | desc_valid);
        if (flush__q) begin
            rd = rd & out_ready & ~emits;
        end
        else begin
            rd = rd & (out_ready | ~emits);
        end
        beat_take = beat_valid & (~bq_valid__q | rd);
        if (beat_valid & (~bq_valid__q | rd)) begin
            bq_valid__d = 1'b1;
            bq_data__d = beat;
        end
        else if (rd) begin
            bq_valid__d = 1'b0;
        end
        desc_take = rd & start;
        sh = ((c_s) & 10'h3ff) << 32'h3;
        both2[(64'h0)+:(512)] = rprev__q;
        both2[(64'h200)+:(512)] = bq_data__q;
        both = both2;
        obeat = ((both >> sh) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        okeep = ones64;
        if (c_outs == 32'h1) begin
            okeep = ~(ones64 << c_plast);
        end
        out_skid__s__tdata = obeat;
        out_skid__s__tkeep = okeep;
        out_skid__s__tlast = c_outs == 32'h1;
        out_skid__s__tuser = 1'b0;
        out_skid__s__tvalid = rd & emits;
        if (flush__q) begin
            out_skid__s__tdata = flush_data__q;
            out_skid__s__tkeep = flush_keep__q;
            out_skid__s__tlast = 1'b1;
            out_skid__s__tvalid = 1'b1;
            if (out_ready) begin
                flush__d = 1'b0;
            end
        end
        n_pre = c_pre;
        if (|c_pre) begin
            n_pre = c_pre - 32'h1;
        end
        n_outs = c_outs;
        if (emits) begin
            n_outs = c_outs - 32'h1;
        end
        if (rd) begin
            rprev__d = bq_data__q;
            rbusy__d = c_left != 32'h1;
            rdrop__d = c_drop;
            remit__d = ~c_drop & ~|n_pre & |n_outs;
            rs__d = c_s;
            rleft__d = c_left - 32'h1;
            rpre__d = n_pre;
            routs__d = n_outs;
            rplast__d = c_plast;
            if ((c_left == 32'h1) & ~c_drop) begin
                if ((emits & (c_outs == 32'h2)) | (~emits & (c_outs == 32'h1))) begin
                    flush__d = 1'b1;
                    flush_data__d = bq_data__q >> sh;
                    flush_keep__d = ~(ones64 << c_plast);
                end
            end
        end
        if (reset) begin
            rbusy__d = 1'b0;
            remit__d = 1'b0;
            bq_valid__d = 1'b0;
            flush__d = 1'b0;
        end
    end
    
endmodule // roce_rx_parser__reader

module roce_rx_parser__reader__routs(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_parser__reader__routs
