// roce_req_engine: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_req_engine(clock,reset,enable,local_mac,local_ip,ip_v6,vlan_en,vlan_vid,pcp,tx_pause,dscp,ttl,cc_enabled,sport_per_qp,sport_fixed,time_now,window,ack_every,wqe_flush,db_valid,db_ready,db_qpn,db_producer,sqc_lk_valid,sqc_lk_ready,sqc_lk_index,sqc_lk_tag,sqc_rsp_valid,sqc_rsp_ready,sqc_rsp_tag,sqc_rsp_data,sqc_rsp_err,sqc_up_valid,sqc_up_ready,sqc_up_index,sqc_up_data,qpc_lk_valid,qpc_lk_ready,qpc_lk_index,qpc_lk_tag,qpc_rsp_valid,qpc_rsp_ready,qpc_rsp_tag,qpc_rsp_data,qpc_rsp_err,mkey_lk_valid,mkey_lk_ready,mkey_lk_index,mkey_lk_tag,mkey_rsp_valid,mkey_rsp_ready,mkey_rsp_tag,mkey_rsp_data,mkey_rsp_err,rd_req_valid,rd_req_ready,rd_req_addr,rd_req_len,rd_data,rd_keep,rd_last,rd_valid,rd_ready,rd_cpl_valid,rd_cpl_status,wpf_rd_req_valid,wpf_rd_req_ready,wpf_rd_req_addr,wpf_rd_req_len,wpf_rd_data,wpf_rd_keep,wpf_rd_last,wpf_rd_valid,wpf_rd_ready,wpf_rd_cpl_valid,wpf_rd_cpl_status,key_pf_valid,key_pf_ready,key_pf_index,rsp,rsp_valid,rsp_ready,rsp_pay_tdata,rsp_pay_tkeep,rsp_pay_tvalid,rsp_pay_tready,rsp_pay_tlast,rsp_pay_tuser,cq_sel,cq_inc,cq_err_set,cq_base,cq_log2,cq_producer,cq_consumer,cq_error,cq_busy,wr_req_valid,wr_req_ready,wr_req_addr,wr_req_len,wr_data,wr_keep,wr_last,wr_valid,wr_ready,wr_cpl_valid,wr_cpl_status,cqw_req_valid,cqw_req_ready,cqw_req_addr,cqw_req_len,cqw_data,cqw_keep,cqw_last,cqw_valid,cqw_ready,cqw_cpl_valid,cqw_cpl_status,fatal_valid,fatal_ready,fatal_qpn,meta,meta_valid,meta_ready,pay_req_valid,pay_req_ready,pay_req_addr,pay_req_len,pay_req_last,ev,idle,timers);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  enable;
    input wire  [47:0] local_mac;
    input wire  [127:0] local_ip;
    input wire  ip_v6;
    input wire  vlan_en;
    input wire  [11:0] vlan_vid;
    input wire  [2:0] pcp;
    input wire  [7:0] tx_pause;
    input wire  [5:0] dscp;
    input wire  [7:0] ttl;
    input wire  cc_enabled;
    input wire  sport_per_qp;
    input wire  [15:0] sport_fixed;
    input wire  [31:0] time_now;
    input wire  [23:0] window;
    input wire  [7:0] ack_every;
    input wire  wqe_flush;
    input wire  db_valid;
    output reg  db_ready;
    input wire  [23:0] db_qpn;
    input wire  [31:0] db_producer;
    output reg  sqc_lk_valid;
    input wire  sqc_lk_ready;
    output reg  [23:0] sqc_lk_index;
    output reg  [7:0] sqc_lk_tag;
    input wire  sqc_rsp_valid;
    output reg  sqc_rsp_ready;
    input wire  [7:0] sqc_rsp_tag;
    input wire  [1023:0] sqc_rsp_data;
    input wire  sqc_rsp_err;
    output reg  sqc_up_valid;
    input wire  sqc_up_ready;
    output reg  [23:0] sqc_up_index;
    output reg  [1023:0] sqc_up_data;
    output reg  qpc_lk_valid;
    input wire  qpc_lk_ready;
    output reg  [23:0] qpc_lk_index;
    output reg  [7:0] qpc_lk_tag;
    input wire  qpc_rsp_valid;
    output reg  qpc_rsp_ready;
    input wire  [7:0] qpc_rsp_tag;
    input wire  [1023:0] qpc_rsp_data;
    input wire  qpc_rsp_err;
    output wire  mkey_lk_valid;
    input wire  mkey_lk_ready;
    output wire  [23:0] mkey_lk_index;
    output wire  [7:0] mkey_lk_tag;
    input wire  mkey_rsp_valid;
    output wire  mkey_rsp_ready;
    input wire  [7:0] mkey_rsp_tag;
    input wire  [1023:0] mkey_rsp_data;
    input wire  mkey_rsp_err;
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
    output wire  wpf_rd_req_valid;
    input wire  wpf_rd_req_ready;
    output wire  [63:0] wpf_rd_req_addr;
    output wire  [16:0] wpf_rd_req_len;
    input wire  [511:0] wpf_rd_data;
    input wire  [63:0] wpf_rd_keep;
    input wire  wpf_rd_last;
    input wire  wpf_rd_valid;
    output wire  wpf_rd_ready;
    input wire  wpf_rd_cpl_valid;
    input wire  [1:0] wpf_rd_cpl_status;
    output reg  key_pf_valid;
    input wire  key_pf_ready;
    output reg  [23:0] key_pf_index;
    input wire  [1025:0] rsp;
    input wire  rsp_valid;
    output reg  rsp_ready;
    input wire  [511:0] rsp_pay_tdata;
    input wire  [63:0] rsp_pay_tkeep;
    input wire  rsp_pay_tvalid;
    output wire  rsp_pay_tready;
    input wire  rsp_pay_tlast;
    input wire  rsp_pay_tuser;
    output wire  [3:0] cq_sel;
    output wire  cq_inc;
    output wire  cq_err_set;
    input wire  [63:0] cq_base;
    input wire  [4:0] cq_log2;
    input wire  [31:0] cq_producer;
    input wire  [31:0] cq_consumer;
    input wire  cq_error;
    input wire  cq_busy;
    output reg  wr_req_valid;
    input wire  wr_req_ready;
    output reg  [63:0] wr_req_addr;
    output reg  [16:0] wr_req_len;
    output reg  [511:0] wr_data;
    output reg  [63:0] wr_keep;
    output reg  wr_last;
    output reg  wr_valid;
    input wire  wr_ready;
    input wire  wr_cpl_valid;
    input wire  [1:0] wr_cpl_status;
    output wire  cqw_req_valid;
    input wire  cqw_req_ready;
    output wire  [63:0] cqw_req_addr;
    output wire  [16:0] cqw_req_len;
    output wire  [511:0] cqw_data;
    output wire  [63:0] cqw_keep;
    output wire  cqw_last;
    output wire  cqw_valid;
    input wire  cqw_ready;
    input wire  cqw_cpl_valid;
    input wire  [1:0] cqw_cpl_status;
    output reg  fatal_valid;
    input wire  fatal_ready;
    output reg  [23:0] fatal_qpn;
    output reg  [1111:0] meta;
    output reg  meta_valid;
    input wire  meta_ready;
    output reg  pay_req_valid;
    input wire  pay_req_ready;
    output reg  [63:0] pay_req_addr;
    output reg  [16:0] pay_req_len;
    output reg  pay_req_last;
    output reg  [17:0] ev;
    output reg  idle;
    output reg  [16:0] timers;
    
    // Constant declarations
    localparam  ev_none = 18'b0;
    
    // Enums
    localparam ReqStep__Idle = 0;
    localparam ReqStep__DbLook = 1;
    localparam ReqStep__DbWait = 2;
    localparam ReqStep__DbSize = 3;
    localparam ReqStep__DbCheck = 4;
    localparam ReqStep__DbWrite = 5;
    localparam ReqStep__TurnLook = 6;
    localparam ReqStep__TurnWait = 7;
    localparam ReqStep__Check = 8;
    localparam ReqStep__Addr = 9;
    localparam ReqStep__Probe = 10;
    localparam ReqStep__WqeRead = 11;
    localparam ReqStep__WqeData = 12;
    localparam ReqStep__Len = 13;
    localparam ReqStep__Seg = 14;
    localparam ReqStep__Adv = 15;
    localparam ReqStep__Gate = 16;
    localparam ReqStep__GateGo = 17;
    localparam ReqStep__Key = 18;
    localparam ReqStep__Emit = 19;
    localparam ReqStep__GList = 20;
    localparam ReqStep__GData = 21;
    localparam ReqStep__GStart = 22;
    localparam ReqStep__GWalk = 23;
    localparam ReqStep__GKey = 24;
    localparam ReqStep__GPush = 25;
    localparam ReqStep__Write = 26;
    localparam ReqStep__Release = 27;
    localparam ReqStep__RCheck = 28;
    localparam ReqStep__RKind = 29;
    localparam ReqStep__WStart = 30;
    localparam ReqStep__WStep = 31;
    localparam ReqStep__WAct = 32;
    localparam ReqStep__WCqe = 33;
    localparam ReqStep__RBack = 34;
    localparam ReqStep__XPrep = 35;
    localparam ReqStep__XLen = 36;
    localparam ReqStep__XCheck = 37;
    localparam ReqStep__XKey = 38;
    localparam ReqStep__XReq = 39;
    localparam ReqStep__XEmit = 40;
    localparam ReqStep__XDone = 41;
    localparam ReqStep__RDone = 42;
    localparam ReqStep__TCheck = 43;
    localparam ReqStep__LCheck = 44;
    localparam ReqStep__TOff = 45;
    localparam ReqStep__TAct = 46;
    localparam ReqStep__EDone = 47;
    localparam ReqStep__EQp = 48;
    
    // Stub signals
    wire  cplq__clock;
    wire  cplq__reset;
    reg  cplq__push_valid;
    reg  [139:0] cplq__push;
    wire  cplq__push_ready;
    reg  cplq__pw_issue;
    reg  cplq__pw_cpl;
    reg  cplq__pw_err;
    wire  cplq__pw_room;
    reg  cplq__cq_busy;
    wire  cplq__lost;
    wire  [23:0] cplq__lost_qpn;
    wire  cplq__lost_ok;
    wire  cplq__done;
    wire  cplq__err;
    wire  cplq__busy;
    wire  cplq__cq_full;
    wire  mv__clock;
    wire  mv__reset;
    reg  [79:0] mv__cmd;
    reg  mv__cmd_valid;
    wire  mv__cmd_ready;
    wire  [511:0] mv__w_data;
    wire  mv__w_valid;
    reg  mv__w_ready;
    wire  mv__w_last;
    wire  mv__idle;
    wire  tmr__clock;
    wire  tmr__reset;
    reg  [31:0] tmr__time_now;
    reg  tmr__arm_valid;
    wire  tmr__arm_ready;
    reg  [15:0] tmr__arm_qpn;
    reg  [31:0] tmr__arm_deadline;
    wire  tmr__fire_valid;
    wire  [15:0] tmr__fire_qpn;
    reg  tmr__fire_take;
    reg  tmr__poke_valid;
    reg  [15:0] tmr__poke_qpn;
    wire  tmr__poke_ready;
    wire  [16:0] tmr__entries;
    reg  [31:0] now_q__d;
    wire  [31:0] now_q__q;
    wire  now_q__clock;
    reg  [31:0] t_dl__d;
    wire  [31:0] t_dl__q;
    wire  t_dl__clock;
    reg  t_mode__d;
    wire  t_mode__q;
    wire  t_mode__clock;
    reg  t_live__d;
    wire  t_live__q;
    wire  t_live__clock;
    reg  t_due__d;
    wire  t_due__q;
    wire  t_due__clock;
    reg  t_unacked__d;
    wire  t_unacked__q;
    wire  t_unacked__clock;
    reg  [23:0] t_k__d;
    wire  [23:0] t_k__q;
    wire  t_k__clock;
    reg  [31:0] t_off__d;
    wire  [31:0] t_off__q;
    wire  t_off__clock;
    reg  [5:0] state__d;
    wire  [5:0] state__q;
    wire  state__clock;
    wire  ready__clock;
    wire  ready__reset;
    reg  ready__wr_en;
    reg  [15:0] ready__wr_data;
    wire  ready__rd_valid;
    wire  [15:0] ready__rd_data;
    reg  ready__rd_en;
    wire  [16:0] ready__fill;
    reg  ready__replace;
    wire  lostq__clock;
    wire  lostq__reset;
    reg  lostq__wr_en;
    reg  [15:0] lostq__wr_data;
    wire  lostq__rd_valid;
    wire  [15:0] lostq__rd_data;
    reg  lostq__rd_en;
    wire  [4:0] lostq__fill;
    reg  lostq__replace;
    reg  l_mode__d;
    wire  l_mode__q;
    wire  l_mode__clock;
    reg  lost_room__d;
    wire  lost_room__q;
    wire  lost_room__clock;
    reg  [5:0] db_run__d;
    wire  [5:0] db_run__q;
    wire  db_run__clock;
    reg  [1:0] t_burst__d;
    wire  [1:0] t_burst__q;
    wire  t_burst__clock;
    reg  [4:0] d_room__d;
    wire  [4:0] d_room__q;
    wire  d_room__clock;
    reg  [4:0] d_new__d;
    wire  [4:0] d_new__q;
    wire  d_new__clock;
    reg  [4:0] d_grp__d;
    wire  [4:0] d_grp__q;
    wire  d_grp__clock;
    reg  [31:0] d_slot__d;
    wire  [31:0] d_slot__q;
    wire  d_slot__clock;
    reg  [63:0] d_pfa__d;
    wire  [63:0] d_pfa__q;
    wire  d_pfa__clock;
    reg  [4:0] d_pfn__d;
    wire  [4:0] d_pfn__q;
    wire  d_pfn__clock;
    wire  wpf__clock;
    wire  wpf__reset;
    reg  wpf__flush;
    reg  wpf__req_valid;
    wire  wpf__req_ready;
    reg  [15:0] wpf__req_qpn;
    reg  [31:0] wpf__req_idx;
    reg  [63:0] wpf__req_addr;
    reg  [4:0] wpf__req_n;
    wire  wpf__put_valid;
    reg  wpf__put_ok;
    wire  [15:0] wpf__put_qpn;
    wire  [31:0] wpf__put_idx;
    wire  [511:0] wpf__put_hdr;
    wire  [511:0] wpf__put_sges;
    wire  wpf__key_valid;
    reg  wpf__key_ready;
    wire  [23:0] wpf__key_index;
    wire  wpf__failed;
    wire  wpf__idle;
    reg  [15:0] qpn__d;
    wire  [15:0] qpn__q;
    wire  qpn__clock;
    reg  [31:0] d_prod__d;
    wire  [31:0] d_prod__q;
    wire  d_prod__clock;
    reg  d_bad__d;
    wire  d_bad__q;
    wire  d_bad__clock;
    reg  d_push__d;
    wire  d_push__q;
    wire  d_push__clock;
    reg  [511:0] sq__d;
    wire  [511:0] sq__q;
    wire  sq__clock;
    reg  [1023:0] qc__d;
    wire  [1023:0] qc__q;
    wire  qc__clock;
    reg  sq_sent__d;
    wire  sq_sent__q;
    wire  sq_sent__clock;
    reg  qc_sent__d;
    wire  qc_sent__q;
    wire  qc_sent__clock;
    reg  sq_got__d;
    wire  sq_got__q;
    wire  sq_got__clock;
    reg  qc_got__d;
    wire  qc_got__q;
    wire  qc_got__clock;
    reg  look_err__d;
    wire  look_err__q;
    wire  look_err__clock;
    reg  [511:0] hdr__d;
    wire  [511:0] hdr__q;
    wire  hdr__clock;
    reg  [511:0] sgeb__d;
    wire  [511:0] sgeb__q;
    wire  sgeb__clock;
    reg  [5:0] beat_n__d;
    wire  [5:0] beat_n__q;
    wire  beat_n__clock;
    wire  wc__clock;
    wire  wc__reset;
    reg  wc__flush;
    wire  wc__flushing;
    reg  [15:0] wc__look_qpn;
    reg  [31:0] wc__look_idx;
    wire  wc__hit;
    wire  [511:0] wc__hdr;
    wire  [511:0] wc__sges;
    reg  wc__put;
    reg  [15:0] wc__put_qpn;
    reg  [31:0] wc__put_idx;
    reg  [511:0] wc__put_hdr;
    reg  [511:0] wc__put_sges;
    wire  gw__clock;
    wire  gw__reset;
    reg  gw__load;
    reg  [1:0] gw__load_beat;
    reg  [511:0] gw__load_data;
    reg  gw__start;
    reg  [31:0] gw__off;
    reg  [31:0] gw__len;
    reg  [4:0] gw__num_sge;
    reg  gw__advance;
    wire  gw__ready;
    wire  gw__exhausted;
    wire  gw__skip;
    wire  [63:0] gw__va;
    wire  [31:0] gw__sge_len;
    wire  [31:0] gw__key;
    wire  [31:0] gw__p_off;
    wire  [12:0] gw__p_len;
    wire  gw__p_last;
    wire  gq__clock;
    reg  gq__reset;
    reg  gq__wr_en;
    reg  [77:0] gq__wr_data;
    wire  gq__rd_valid;
    wire  [77:0] gq__rd_data;
    reg  gq__rd_en;
    wire  [4:0] gq__fill;
    reg  gq__replace;
    reg  g_mode__d;
    wire  g_mode__q;
    wire  g_mode__clock;
    reg  g_chk__d;
    wire  g_chk__q;
    wire  g_chk__clock;
    reg  [63:0] g_host__d;
    wire  [63:0] g_host__q;
    wire  g_host__clock;
    reg  [31:0] g_key__d;
    wire  [31:0] g_key__q;
    wire  g_key__clock;
    reg  [31:0] g_poff__d;
    wire  [31:0] g_poff__q;
    wire  g_poff__clock;
    reg  [12:0] g_plen__d;
    wire  [12:0] g_plen__q;
    wire  g_plen__clock;
    reg  g_plast__d;
    wire  g_plast__q;
    wire  g_plast__clock;
    reg  [31:0] f_idx__d;
    wire  [31:0] f_idx__q;
    wire  f_idx__clock;
    reg  [31:0] f_avail__d;
    wire  [31:0] f_avail__q;
    wire  f_avail__clock;
    reg  f_early__d;
    wire  f_early__q;
    wire  f_early__clock;
    reg  [4:0] f_n__d;
    wire  [4:0] f_n__q;
    wire  f_n__clock;
    reg  [511:0] f_hdr__d;
    wire  [511:0] f_hdr__q;
    wire  f_hdr__clock;
    reg  f_ok__d;
    wire  f_ok__q;
    wire  f_ok__clock;
    reg  [4:0] f_grp__d;
    wire  [4:0] f_grp__q;
    wire  f_grp__clock;
    reg  [31:0] slot_idx__d;
    wire  [31:0] slot_idx__q;
    wire  slot_idx__clock;
    reg  [63:0] wqe_addr__d;
    wire  [63:0] wqe_addr__q;
    wire  wqe_addr__clock;
    reg  [31:0] len__d;
    wire  [31:0] len__q;
    wire  len__clock;
    reg  [31:0] rest__d;
    wire  [31:0] rest__q;
    wire  rest__clock;
    reg  first__d;
    wire  first__q;
    wire  first__clock;
    reg  rd_atomic__d;
    wire  rd_atomic__q;
    wire  rd_atomic__clock;
    reg  [7:0] s_op__d;
    wire  [7:0] s_op__q;
    wire  s_op__clock;
    reg  s_last__d;
    wire  s_last__q;
    wire  s_last__clock;
    reg  [12:0] s_plen__d;
    wire  [12:0] s_plen__q;
    wire  s_plen__clock;
    reg  [23:0] s_psns__d;
    wire  [23:0] s_psns__q;
    wire  s_psns__clock;
    reg  s_bad__d;
    wire  s_bad__q;
    wire  s_bad__clock;
    reg  s_long__d;
    wire  s_long__q;
    wire  s_long__clock;
    reg  l_head__d;
    wire  l_head__q;
    wire  l_head__clock;
    reg  [23:0] npkts__d;
    wire  [23:0] npkts__q;
    wire  npkts__clock;
    reg  a_fresh__d;
    wire  a_fresh__q;
    wire  a_fresh__clock;
    reg  a_retrans__d;
    wire  a_retrans__q;
    wire  a_retrans__clock;
    reg  [23:0] a_psn__d;
    wire  [23:0] a_psn__q;
    wire  a_psn__clock;
    reg  a_ack_req__d;
    wire  a_ack_req__q;
    wire  a_ack_req__clock;
    reg  [23:0] a_npsn__d;
    wire  [23:0] a_npsn__q;
    wire  a_npsn__clock;
    reg  [23:0] a_max_psn__d;
    wire  [23:0] a_max_psn__q;
    wire  a_max_psn__clock;
    reg  [31:0] a_next_offset__d;
    wire  [31:0] a_next_offset__q;
    wire  a_next_offset__clock;
    reg  [31:0] a_sq_next__d;
    wire  [31:0] a_sq_next__q;
    wire  a_sq_next__clock;
    reg  [4:0] a_rd_out__d;
    wire  [4:0] a_rd_out__q;
    wire  a_rd_out__clock;
    reg  [7:0] a_since__d;
    wire  [7:0] a_since__q;
    wire  a_since__clock;
    reg  a_arm__d;
    wire  a_arm__q;
    wire  a_arm__clock;
    reg  a_done__d;
    wire  a_done__q;
    wire  a_done__clock;
    reg  [63:0] host__d;
    wire  [63:0] host__q;
    wire  host__clock;
    reg  meta_done__d;
    wire  meta_done__q;
    wire  meta_done__clock;
    reg  pay_done__d;
    wire  pay_done__q;
    wire  pay_done__clock;
    reg  pay_some__d;
    wire  pay_some__q;
    wire  pay_some__clock;
    reg  rsp_mode__d;
    wire  rsp_mode__q;
    wire  rsp_mode__clock;
    reg  [23:0] r_psn__d;
    wire  [23:0] r_psn__q;
    wire  r_psn__clock;
    reg  [7:0] r_op__d;
    wire  [7:0] r_op__q;
    wire  r_op__clock;
    reg  [7:0] r_syn__d;
    wire  [7:0] r_syn__q;
    wire  r_syn__clock;
    reg  [15:0] r_pkey__d;
    wire  [15:0] r_pkey__q;
    wire  r_pkey__clock;
    reg  [2:0] r_kind__d;
    wire  [2:0] r_kind__q;
    wire  r_kind__clock;
    reg  [23:0] r_a__d;
    wire  [23:0] r_a__q;
    wire  r_a__clock;
    reg  [31:0] w_idx__d;
    wire  [31:0] w_idx__q;
    wire  w_idx__clock;
    reg  [23:0] w_psn__d;
    wire  [23:0] w_psn__q;
    wire  w_psn__clock;
    reg  w_first__d;
    wire  w_first__q;
    wire  w_first__clock;
    reg  [23:0] w_una__d;
    wire  [23:0] w_una__q;
    wire  w_una__clock;
    reg  w_prog__d;
    wire  w_prog__q;
    wire  w_prog__clock;
    reg  [7:0] w_rd_out__d;
    wire  [7:0] w_rd_out__q;
    wire  w_rd_out__clock;
    reg  [2:0] w_step__d;
    wire  [2:0] w_step__q;
    wire  w_step__clock;
    reg  [23:0] w_n__d;
    wire  [23:0] w_n__q;
    wire  w_n__clock;
    reg  [31:0] c_next__d;
    wire  [31:0] c_next__q;
    wire  c_next__clock;
    reg  [31:0] c_off__d;
    wire  [31:0] c_off__q;
    wire  c_off__clock;
    reg  [23:0] c_npsn__d;
    wire  [23:0] c_npsn__q;
    wire  c_npsn__clock;
    reg  c_moved__d;
    wire  c_moved__q;
    wire  c_moved__clock;
    reg  [2:0] r_nak__d;
    wire  [2:0] r_nak__q;
    wire  r_nak__clock;
    reg  [15:0] r_plen__d;
    wire  [15:0] r_plen__q;
    wire  r_plen__clock;
    reg  [63:0] r_orig__d;
    wire  [63:0] r_orig__q;
    wire  r_orig__clock;
    reg  owe__d;
    wire  owe__q;
    wire  owe__clock;
    reg  x_at__d;
    wire  x_at__q;
    wire  x_at__clock;
    reg  [23:0] x_k__d;
    wire  [23:0] x_k__q;
    wire  x_k__clock;
    reg  [23:0] x_want__d;
    wire  [23:0] x_want__q;
    wire  x_want__clock;
    reg  x_last__d;
    wire  x_last__q;
    wire  x_last__clock;
    reg  [31:0] x_off__d;
    wire  [31:0] x_off__q;
    wire  x_off__clock;
    reg  [31:0] x_len__d;
    wire  [31:0] x_len__q;
    wire  x_len__clock;
    reg  [31:0] x_mtu_q__d;
    wire  [31:0] x_mtu_q__q;
    wire  x_mtu_q__clock;
    reg  [31:0] x_exp_q__d;
    wire  [31:0] x_exp_q__q;
    wire  x_exp_q__clock;
    reg  x_stale__d;
    wire  x_stale__q;
    wire  x_stale__clock;
    reg  x_bad__d;
    wire  x_bad__q;
    wire  x_bad__clock;
    reg  x_lerr__d;
    wire  x_lerr__q;
    wire  x_lerr__clock;
    reg  x_lfail__d;
    wire  x_lfail__q;
    wire  x_lfail__clock;
    reg  x_fin__d;
    wire  x_fin__q;
    wire  x_fin__clock;
    reg  g_go__d;
    wire  g_go__q;
    wire  g_go__clock;
    reg  [63:0] k_va__d;
    wire  [63:0] k_va__q;
    wire  k_va__clock;
    reg  [63:0] k_len__d;
    wire  [63:0] k_len__q;
    wire  k_len__clock;
    reg  k_run__d;
    wire  k_run__q;
    wire  k_run__clock;
    reg  k_got__d;
    wire  k_got__q;
    wire  k_got__clock;
    reg  [2:0] k_code__d;
    wire  [2:0] k_code__q;
    wire  k_code__clock;
    reg  [63:0] k_host__d;
    wire  [63:0] k_host__q;
    wire  k_host__clock;
    reg  [63:0] x_host__d;
    wire  [63:0] x_host__q;
    wire  x_host__clock;
    reg  w_end_ok__d;
    wire  w_end_ok__q;
    wire  w_end_ok__clock;
    reg  b_do__d;
    wire  b_do__q;
    wire  b_do__clock;
    reg  b_ign__d;
    wire  b_ign__q;
    wire  b_ign__clock;
    reg  [23:0] b_psn__d;
    wire  [23:0] b_psn__q;
    wire  b_psn__clock;
    reg  b_lost__d;
    wire  b_lost__q;
    wire  b_lost__clock;
    reg  b_ask__d;
    wire  b_ask__q;
    wire  b_ask__clock;
    reg  b_rnr__d;
    wire  b_rnr__q;
    wire  b_rnr__clock;
    reg  b_rign__d;
    wire  b_rign__q;
    wire  b_rign__clock;
    reg  b_rfail__d;
    wire  b_rfail__q;
    wire  b_rfail__clock;
    reg  e_mode__d;
    wire  e_mode__q;
    wire  e_mode__clock;
    reg  [7:0] e_st__d;
    wire  [7:0] e_st__q;
    wire  e_st__clock;
    reg  e_post__d;
    wire  e_post__q;
    wire  e_post__clock;
    reg  [7:0] e_keep__d;
    wire  [7:0] e_keep__q;
    wire  e_keep__clock;
    reg  [31:0] rnr_dl__d;
    wire  [31:0] rnr_dl__q;
    wire  rnr_dl__clock;
    reg  [4:0] rnr_rom__address;
    wire  [31:0] rnr_rom__data;
    reg  t_rnr__d;
    wire  t_rnr__q;
    wire  t_rnr__clock;
    reg  [31:0] b_off__d;
    wire  [31:0] b_off__q;
    wire  b_off__clock;
    reg  [23:0] cls__una;
    reg  [23:0] cls__max_psn;
    reg  [23:0] cls__psn;
    reg  [7:0] cls__opcode;
    reg  [7:0] cls__syndrome;
    wire  [2:0] cls__kind;
    wire  [4:0] cls__timer;
    wire  [2:0] cls__nak_code;
    reg  ack__started;
    reg  ack__rd_atomic;
    reg  [23:0] ack__first_psn;
    reg  [23:0] ack__acked;
    reg  [23:0] ack__npkts;
    reg  [23:0] ack__a;
    wire  [2:0] ack__step;
    wire  [23:0] ack__want;
    wire  [23:0] ack__n;
    reg  [1:0] seg__svc;
    reg  [7:0] seg__wop;
    reg  [31:0] seg__rest;
    reg  seg__first;
    reg  [2:0] seg__mtu_code;
    wire  [7:0] seg__opcode;
    wire  seg__last;
    wire  [12:0] seg__plen;
    wire  [23:0] seg__psns;
    wire  seg__bad_op;
    wire  seg__too_long;
    reg  adv__rc;
    reg  [7:0] adv__ack_every;
    reg  [23:0] adv__npsn;
    reg  [23:0] adv__max_psn;
    reg  [31:0] adv__next_offset;
    reg  [31:0] adv__sq_next;
    reg  [4:0] adv__rd_out;
    reg  [7:0] adv__since;
    reg  adv__timer_armed;
    reg  adv__rd_atomic;
    reg  adv__last;
    reg  [12:0] adv__plen;
    reg  [23:0] adv__psns;
    wire  adv__fresh;
    wire  [23:0] adv__psn;
    wire  adv__ack_req;
    wire  adv__retrans;
    wire  [23:0] adv__n_npsn;
    wire  [23:0] adv__n_max_psn;
    wire  [31:0] adv__n_next_offset;
    wire  [31:0] adv__n_sq_next;
    wire  [4:0] adv__n_rd_out;
    wire  [7:0] adv__n_since;
    wire  adv__arm;
    wire  adv__done_on_send;
    reg  gate__rnr_wait;
    reg  gate__stopped;
    reg  gate__started;
    reg  gate__fence;
    reg  gate__rd_atomic;
    reg  [4:0] gate__rd_out;
    reg  [4:0] gate__max_rd_atomic;
    reg  gate__rc;
    reg  [23:0] gate__inflight;
    reg  [23:0] gate__npkts;
    reg  [23:0] gate__window;
    wire  gate__go;
    wire  [2:0] gate__hold;
    wire  ks__clock;
    wire  ks__reset;
    reg  ks__start;
    reg  ks__inv;
    reg  [31:0] ks__key;
    reg  [63:0] ks__va;
    reg  [63:0] ks__len;
    reg  [2:0] ks__access;
    reg  [31:0] ks__pd;
    wire  [511:0] ks__inv_entry;
    wire  ks__res__done;
    wire  ks__res__inv_ok;
    wire  [63:0] ks__res__host_addr;
    wire  [2:0] ks__res__code;
    reg  [511:0] load__entry;
    wire  [511:0] load__sqc;
    reg  [1023:0] view__ctx;
    reg  [295:0] view__nx;
    wire  [295:0] view__cur;
    wire  [1023:0] view__up;
    wire  [7:0] view__qp_type;
    wire  [2:0] view__mtu_code;
    wire  [31:0] view__mtu_bytes;
    wire  [7:0] view__access;
    wire  [23:0] view__dest_qpn;
    wire  [15:0] view__pkey;
    wire  [7:0] view__min_rnr;
    wire  [31:0] view__qkey;
    wire  [31:0] view__pd;
    wire  [63:0] view__rq_base;
    wire  [4:0] view__rq_log_size;
    wire  [3:0] view__rq_log_stride;
    wire  [7:0] view__max_dest_rd_atomic;
    wire  [3:0] view__rcq;
    wire  [3:0] view__scq;
    wire  [47:0] view__dmac;
    wire  [15:0] view__sport;
    wire  [127:0] view__dgid;
    wire  view__rq_empty;
    reg  [63:0] rev_va__d;
    wire  [63:0] rev_va__q;
    reg  [31:0] rev_rkey__d;
    wire  [31:0] rev_rkey__q;
    reg  [31:0] rev_dlen__d;
    wire  [31:0] rev_dlen__q;
    reg  [63:0] rev_swap__d;
    wire  [63:0] rev_swap__q;
    reg  [63:0] rev_cmp__d;
    wire  [63:0] rev_cmp__q;
    reg  [31:0] rev_imm__d;
    wire  [31:0] rev_imm__q;
    reg  [23:0] rev_psn__d;
    wire  [23:0] rev_psn__q;
    reg  [23:0] rev_dqp__d;
    wire  [23:0] rev_dqp__q;
    reg  [15:0] rev_pkey__d;
    wire  [15:0] rev_pkey__q;
    reg  [15:0] rev_sport__d;
    wire  [15:0] rev_sport__q;
    reg  [31:0] rev_qkey__d;
    wire  [31:0] rev_qkey__q;
    reg  [23:0] rev_sqp__d;
    wire  [23:0] rev_sqp__q;
    reg  ud_av__d;
    wire  ud_av__q;
    wire  ud_av__clock;
    reg  [31:0] slots_q__d;
    wire  [31:0] slots_q__q;
    wire  slots_q__clock;
    
    // Local signals
    reg  [139:0] entry;
    reg  mv_drop;
    reg  [79:0] mv_cmd;
    reg  [31:0] t_rto;
    reg  t_inf;
    reg  t_run;
    reg  [31:0] t_left;
    reg  t_push;
    reg  [7:0] s_flags;
    reg  l_unsup;
    reg  [31:0] pf_da;
    reg  [31:0] pf_dn;
    reg  [31:0] pf_p;
    reg  [4:0] pf_gw;
    reg  wflush;
    reg  e_put;
    reg  pf_hold;
    reg  [127:0] sge0;
    reg  g_clear;
    reg  g_bad;
    reg  l_fail;
    reg  [7:0] l_st;
    reg  [4:0] f_gsize;
    reg  [63:0] slot_addr;
    reg  [23:0] w_ad;
    reg  w_before;
    reg  w_done;
    reg  w_enter;
    reg  turn_mode;
    reg  [23:0] c_k;
    reg  [31:0] c_noff;
    reg  k_now;
    reg  [2:0] k_now_code;
    reg  [63:0] k_now_host;
    reg  [31:0] x_exp;
    reg  [31:0] x_mtu;
    reg  x_pos;
    reg  [31:0] x_koff;
    reg  x_rd;
    reg  e_fail;
    reg  [7:0] e_code;
    reg  e_flush;
    reg  [7:0] rnr_now;
    reg  t_poke;
    reg  [127:0] ud_ip;
    reg  [13:0] ud_x;
    reg  [15:0] ud_port;
    reg  [15:0] ud_hi;
    reg  [7:0] wop;
    reg  [7:0] pause_sh;
    reg  go;
    reg  [7:0] wflags;
    reg  [7:0] num_sge;
    reg  pay;
    reg  [511:0] nsq;
    reg  [31:0] dlen;
    reg  [63:0] rva;
    reg  turn_ok;
    reg  db_ok;
    reg  [31:0] posted;
    reg  [31:0] advanced;
    reg  [31:0] slots;
    reg  [31:0] idx_mask;
    reg  [31:0] pk_div;
    reg  pk_rem;
    reg  [7:0] sq_flags;
    reg  rsp_ok;
    reg  rsp_take;
    reg  r_push;
    reg  [7:0] r_flags;
    reg  [23:0] rsp_dqp;
    reg  [7:0] retry_now;
    reg  [23:0] b_k;
    reg  [23:0] w_gap;
    
    // Sub module instances
    roce_req_engine__cplq cplq(
        .clock(cplq__clock),
        .reset(cplq__reset),
        .push_valid(cplq__push_valid),
        .push(cplq__push),
        .push_ready(cplq__push_ready),
        .pw_issue(cplq__pw_issue),
        .pw_cpl(cplq__pw_cpl),
        .pw_err(cplq__pw_err),
        .pw_room(cplq__pw_room),
        .cq_busy(cplq__cq_busy),
        .cq__sel(cq_sel),
        .cq__inc(cq_inc),
        .cq__err_set(cq_err_set),
        .cq__base(cq_base),
        .cq__log2(cq_log2),
        .cq__producer(cq_producer),
        .cq__consumer(cq_consumer),
        .cq__error(cq_error),
        .wr__req_valid(cqw_req_valid),
        .wr__req_ready(cqw_req_ready),
        .wr__req_addr(cqw_req_addr),
        .wr__req_len(cqw_req_len),
        .wr__data(cqw_data),
        .wr__keep(cqw_keep),
        .wr__last(cqw_last),
        .wr__valid(cqw_valid),
        .wr__ready(cqw_ready),
        .wr__cpl_valid(cqw_cpl_valid),
        .wr__cpl_status(cqw_cpl_status),
        .lost(cplq__lost),
        .lost_qpn(cplq__lost_qpn),
        .lost_ok(cplq__lost_ok),
        .done(cplq__done),
        .err(cplq__err),
        .busy(cplq__busy),
        .cq_full(cplq__cq_full)
    );
    roce_req_engine__mv mv(
        .clock(mv__clock),
        .reset(mv__reset),
        .cmd(mv__cmd),
        .cmd_valid(mv__cmd_valid),
        .cmd_ready(mv__cmd_ready),
        .pay__tdata(rsp_pay_tdata),
        .pay__tkeep(rsp_pay_tkeep),
        .pay__tvalid(rsp_pay_tvalid),
        .pay__tready(rsp_pay_tready),
        .pay__tlast(rsp_pay_tlast),
        .pay__tuser(rsp_pay_tuser),
        .w_data(mv__w_data),
        .w_valid(mv__w_valid),
        .w_ready(mv__w_ready),
        .w_last(mv__w_last),
        .idle(mv__idle)
    );
    roce_req_engine__tmr tmr(
        .clock(tmr__clock),
        .reset(tmr__reset),
        .time_now(tmr__time_now),
        .arm_valid(tmr__arm_valid),
        .arm_ready(tmr__arm_ready),
        .arm_qpn(tmr__arm_qpn),
        .arm_deadline(tmr__arm_deadline),
        .fire_valid(tmr__fire_valid),
        .fire_qpn(tmr__fire_qpn),
        .fire_take(tmr__fire_take),
        .poke_valid(tmr__poke_valid),
        .poke_qpn(tmr__poke_qpn),
        .poke_ready(tmr__poke_ready),
        .entries(tmr__entries)
    );
    roce_req_engine__dff_w32 now_q(
        .d(now_q__d),
        .q(now_q__q),
        .clock(now_q__clock)
    );
    roce_req_engine__dff_w32 t_dl(
        .d(t_dl__d),
        .q(t_dl__q),
        .clock(t_dl__clock)
    );
    roce_req_engine__dff_w1 t_mode(
        .d(t_mode__d),
        .q(t_mode__q),
        .clock(t_mode__clock)
    );
    roce_req_engine__dff_w1 t_live(
        .d(t_live__d),
        .q(t_live__q),
        .clock(t_live__clock)
    );
    roce_req_engine__dff_w1 t_due(
        .d(t_due__d),
        .q(t_due__q),
        .clock(t_due__clock)
    );
    roce_req_engine__dff_w1 t_unacked(
        .d(t_unacked__d),
        .q(t_unacked__q),
        .clock(t_unacked__clock)
    );
    roce_req_engine__dff_w24 t_k(
        .d(t_k__d),
        .q(t_k__q),
        .clock(t_k__clock)
    );
    roce_req_engine__dff_w32 t_off(
        .d(t_off__d),
        .q(t_off__q),
        .clock(t_off__clock)
    );
    roce_req_engine__state state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_req_engine__ready ready(
        .clock(ready__clock),
        .reset(ready__reset),
        .wr_en(ready__wr_en),
        .wr_data(ready__wr_data),
        .rd_valid(ready__rd_valid),
        .rd_data(ready__rd_data),
        .rd_en(ready__rd_en),
        .fill(ready__fill),
        .replace(ready__replace)
    );
    roce_req_engine__lostq lostq(
        .clock(lostq__clock),
        .reset(lostq__reset),
        .wr_en(lostq__wr_en),
        .wr_data(lostq__wr_data),
        .rd_valid(lostq__rd_valid),
        .rd_data(lostq__rd_data),
        .rd_en(lostq__rd_en),
        .fill(lostq__fill),
        .replace(lostq__replace)
    );
    roce_req_engine__dff_w1 l_mode(
        .d(l_mode__d),
        .q(l_mode__q),
        .clock(l_mode__clock)
    );
    roce_req_engine__dff_w1 lost_room(
        .d(lost_room__d),
        .q(lost_room__q),
        .clock(lost_room__clock)
    );
    roce_req_engine__dff_w6 db_run(
        .d(db_run__d),
        .q(db_run__q),
        .clock(db_run__clock)
    );
    roce_req_engine__t_burst t_burst(
        .d(t_burst__d),
        .q(t_burst__q),
        .clock(t_burst__clock)
    );
    roce_req_engine__dff_w5 d_room(
        .d(d_room__d),
        .q(d_room__q),
        .clock(d_room__clock)
    );
    roce_req_engine__dff_w5 d_new(
        .d(d_new__d),
        .q(d_new__q),
        .clock(d_new__clock)
    );
    roce_req_engine__dff_w5 d_grp(
        .d(d_grp__d),
        .q(d_grp__q),
        .clock(d_grp__clock)
    );
    roce_req_engine__dff_w32 d_slot(
        .d(d_slot__d),
        .q(d_slot__q),
        .clock(d_slot__clock)
    );
    roce_req_engine__dff_w64 d_pfa(
        .d(d_pfa__d),
        .q(d_pfa__q),
        .clock(d_pfa__clock)
    );
    roce_req_engine__dff_w5 d_pfn(
        .d(d_pfn__d),
        .q(d_pfn__q),
        .clock(d_pfn__clock)
    );
    roce_req_engine__wpf wpf(
        .clock(wpf__clock),
        .reset(wpf__reset),
        .flush(wpf__flush),
        .req_valid(wpf__req_valid),
        .req_ready(wpf__req_ready),
        .req_qpn(wpf__req_qpn),
        .req_idx(wpf__req_idx),
        .req_addr(wpf__req_addr),
        .req_n(wpf__req_n),
        .rd__req_valid(wpf_rd_req_valid),
        .rd__req_ready(wpf_rd_req_ready),
        .rd__req_addr(wpf_rd_req_addr),
        .rd__req_len(wpf_rd_req_len),
        .rd__data(wpf_rd_data),
        .rd__keep(wpf_rd_keep),
        .rd__last(wpf_rd_last),
        .rd__valid(wpf_rd_valid),
        .rd__ready(wpf_rd_ready),
        .rd__cpl_valid(wpf_rd_cpl_valid),
        .rd__cpl_status(wpf_rd_cpl_status),
        .put_valid(wpf__put_valid),
        .put_ok(wpf__put_ok),
        .put_qpn(wpf__put_qpn),
        .put_idx(wpf__put_idx),
        .put_hdr(wpf__put_hdr),
        .put_sges(wpf__put_sges),
        .key_valid(wpf__key_valid),
        .key_ready(wpf__key_ready),
        .key_index(wpf__key_index),
        .failed(wpf__failed),
        .idle(wpf__idle)
    );
    roce_req_engine__dff_w16 qpn(
        .d(qpn__d),
        .q(qpn__q),
        .clock(qpn__clock)
    );
    roce_req_engine__dff_w32 d_prod(
        .d(d_prod__d),
        .q(d_prod__q),
        .clock(d_prod__clock)
    );
    roce_req_engine__dff_w1 d_bad(
        .d(d_bad__d),
        .q(d_bad__q),
        .clock(d_bad__clock)
    );
    roce_req_engine__dff_w1 d_push(
        .d(d_push__d),
        .q(d_push__q),
        .clock(d_push__clock)
    );
    roce_req_engine__dff_w512 sq(
        .d(sq__d),
        .q(sq__q),
        .clock(sq__clock)
    );
    roce_req_engine__qc qc(
        .d(qc__d),
        .q(qc__q),
        .clock(qc__clock)
    );
    roce_req_engine__dff_w1 sq_sent(
        .d(sq_sent__d),
        .q(sq_sent__q),
        .clock(sq_sent__clock)
    );
    roce_req_engine__dff_w1 qc_sent(
        .d(qc_sent__d),
        .q(qc_sent__q),
        .clock(qc_sent__clock)
    );
    roce_req_engine__dff_w1 sq_got(
        .d(sq_got__d),
        .q(sq_got__q),
        .clock(sq_got__clock)
    );
    roce_req_engine__dff_w1 qc_got(
        .d(qc_got__d),
        .q(qc_got__q),
        .clock(qc_got__clock)
    );
    roce_req_engine__dff_w1 look_err(
        .d(look_err__d),
        .q(look_err__q),
        .clock(look_err__clock)
    );
    roce_req_engine__dff_w512 hdr(
        .d(hdr__d),
        .q(hdr__q),
        .clock(hdr__clock)
    );
    roce_req_engine__dff_w512 sgeb(
        .d(sgeb__d),
        .q(sgeb__q),
        .clock(sgeb__clock)
    );
    roce_req_engine__dff_w6 beat_n(
        .d(beat_n__d),
        .q(beat_n__q),
        .clock(beat_n__clock)
    );
    roce_req_engine__wc wc(
        .clock(wc__clock),
        .reset(wc__reset),
        .flush(wc__flush),
        .flushing(wc__flushing),
        .look_qpn(wc__look_qpn),
        .look_idx(wc__look_idx),
        .hit(wc__hit),
        .hdr(wc__hdr),
        .sges(wc__sges),
        .put(wc__put),
        .put_qpn(wc__put_qpn),
        .put_idx(wc__put_idx),
        .put_hdr(wc__put_hdr),
        .put_sges(wc__put_sges)
    );
    roce_req_engine__gw gw(
        .clock(gw__clock),
        .reset(gw__reset),
        .load(gw__load),
        .load_beat(gw__load_beat),
        .load_data(gw__load_data),
        .start(gw__start),
        .off(gw__off),
        .len(gw__len),
        .num_sge(gw__num_sge),
        .advance(gw__advance),
        .ready(gw__ready),
        .exhausted(gw__exhausted),
        .skip(gw__skip),
        .va(gw__va),
        .sge_len(gw__sge_len),
        .key(gw__key),
        .p_off(gw__p_off),
        .p_len(gw__p_len),
        .p_last(gw__p_last)
    );
    roce_req_engine__gq gq(
        .clock(gq__clock),
        .reset(gq__reset),
        .wr_en(gq__wr_en),
        .wr_data(gq__wr_data),
        .rd_valid(gq__rd_valid),
        .rd_data(gq__rd_data),
        .rd_en(gq__rd_en),
        .fill(gq__fill),
        .replace(gq__replace)
    );
    roce_req_engine__dff_w1 g_mode(
        .d(g_mode__d),
        .q(g_mode__q),
        .clock(g_mode__clock)
    );
    roce_req_engine__dff_w1 g_chk(
        .d(g_chk__d),
        .q(g_chk__q),
        .clock(g_chk__clock)
    );
    roce_req_engine__dff_w64 g_host(
        .d(g_host__d),
        .q(g_host__q),
        .clock(g_host__clock)
    );
    roce_req_engine__dff_w32 g_key(
        .d(g_key__d),
        .q(g_key__q),
        .clock(g_key__clock)
    );
    roce_req_engine__dff_w32 g_poff(
        .d(g_poff__d),
        .q(g_poff__q),
        .clock(g_poff__clock)
    );
    roce_req_engine__dff_w13 g_plen(
        .d(g_plen__d),
        .q(g_plen__q),
        .clock(g_plen__clock)
    );
    roce_req_engine__dff_w1 g_plast(
        .d(g_plast__d),
        .q(g_plast__q),
        .clock(g_plast__clock)
    );
    roce_req_engine__dff_w32 f_idx(
        .d(f_idx__d),
        .q(f_idx__q),
        .clock(f_idx__clock)
    );
    roce_req_engine__dff_w32 f_avail(
        .d(f_avail__d),
        .q(f_avail__q),
        .clock(f_avail__clock)
    );
    roce_req_engine__dff_w1 f_early(
        .d(f_early__d),
        .q(f_early__q),
        .clock(f_early__clock)
    );
    roce_req_engine__dff_w5 f_n(
        .d(f_n__d),
        .q(f_n__q),
        .clock(f_n__clock)
    );
    roce_req_engine__dff_w512 f_hdr(
        .d(f_hdr__d),
        .q(f_hdr__q),
        .clock(f_hdr__clock)
    );
    roce_req_engine__dff_w1 f_ok(
        .d(f_ok__d),
        .q(f_ok__q),
        .clock(f_ok__clock)
    );
    roce_req_engine__dff_w5 f_grp(
        .d(f_grp__d),
        .q(f_grp__q),
        .clock(f_grp__clock)
    );
    roce_req_engine__dff_w32 slot_idx(
        .d(slot_idx__d),
        .q(slot_idx__q),
        .clock(slot_idx__clock)
    );
    roce_req_engine__dff_w64 wqe_addr(
        .d(wqe_addr__d),
        .q(wqe_addr__q),
        .clock(wqe_addr__clock)
    );
    roce_req_engine__dff_w32 len(
        .d(len__d),
        .q(len__q),
        .clock(len__clock)
    );
    roce_req_engine__dff_w32 rest(
        .d(rest__d),
        .q(rest__q),
        .clock(rest__clock)
    );
    roce_req_engine__dff_w1 first(
        .d(first__d),
        .q(first__q),
        .clock(first__clock)
    );
    roce_req_engine__dff_w1 rd_atomic(
        .d(rd_atomic__d),
        .q(rd_atomic__q),
        .clock(rd_atomic__clock)
    );
    roce_req_engine__dff_w8 s_op(
        .d(s_op__d),
        .q(s_op__q),
        .clock(s_op__clock)
    );
    roce_req_engine__dff_w1 s_last(
        .d(s_last__d),
        .q(s_last__q),
        .clock(s_last__clock)
    );
    roce_req_engine__dff_w13 s_plen(
        .d(s_plen__d),
        .q(s_plen__q),
        .clock(s_plen__clock)
    );
    roce_req_engine__dff_w24 s_psns(
        .d(s_psns__d),
        .q(s_psns__q),
        .clock(s_psns__clock)
    );
    roce_req_engine__dff_w1 s_bad(
        .d(s_bad__d),
        .q(s_bad__q),
        .clock(s_bad__clock)
    );
    roce_req_engine__dff_w1 s_long(
        .d(s_long__d),
        .q(s_long__q),
        .clock(s_long__clock)
    );
    roce_req_engine__dff_w1 l_head(
        .d(l_head__d),
        .q(l_head__q),
        .clock(l_head__clock)
    );
    roce_req_engine__dff_w24 npkts(
        .d(npkts__d),
        .q(npkts__q),
        .clock(npkts__clock)
    );
    roce_req_engine__dff_w1 a_fresh(
        .d(a_fresh__d),
        .q(a_fresh__q),
        .clock(a_fresh__clock)
    );
    roce_req_engine__dff_w1 a_retrans(
        .d(a_retrans__d),
        .q(a_retrans__q),
        .clock(a_retrans__clock)
    );
    roce_req_engine__dff_w24 a_psn(
        .d(a_psn__d),
        .q(a_psn__q),
        .clock(a_psn__clock)
    );
    roce_req_engine__dff_w1 a_ack_req(
        .d(a_ack_req__d),
        .q(a_ack_req__q),
        .clock(a_ack_req__clock)
    );
    roce_req_engine__dff_w24 a_npsn(
        .d(a_npsn__d),
        .q(a_npsn__q),
        .clock(a_npsn__clock)
    );
    roce_req_engine__dff_w24 a_max_psn(
        .d(a_max_psn__d),
        .q(a_max_psn__q),
        .clock(a_max_psn__clock)
    );
    roce_req_engine__dff_w32 a_next_offset(
        .d(a_next_offset__d),
        .q(a_next_offset__q),
        .clock(a_next_offset__clock)
    );
    roce_req_engine__dff_w32 a_sq_next(
        .d(a_sq_next__d),
        .q(a_sq_next__q),
        .clock(a_sq_next__clock)
    );
    roce_req_engine__dff_w5 a_rd_out(
        .d(a_rd_out__d),
        .q(a_rd_out__q),
        .clock(a_rd_out__clock)
    );
    roce_req_engine__dff_w8 a_since(
        .d(a_since__d),
        .q(a_since__q),
        .clock(a_since__clock)
    );
    roce_req_engine__dff_w1 a_arm(
        .d(a_arm__d),
        .q(a_arm__q),
        .clock(a_arm__clock)
    );
    roce_req_engine__dff_w1 a_done(
        .d(a_done__d),
        .q(a_done__q),
        .clock(a_done__clock)
    );
    roce_req_engine__dff_w64 host(
        .d(host__d),
        .q(host__q),
        .clock(host__clock)
    );
    roce_req_engine__dff_w1 meta_done(
        .d(meta_done__d),
        .q(meta_done__q),
        .clock(meta_done__clock)
    );
    roce_req_engine__dff_w1 pay_done(
        .d(pay_done__d),
        .q(pay_done__q),
        .clock(pay_done__clock)
    );
    roce_req_engine__dff_w1 pay_some(
        .d(pay_some__d),
        .q(pay_some__q),
        .clock(pay_some__clock)
    );
    roce_req_engine__dff_w1 rsp_mode(
        .d(rsp_mode__d),
        .q(rsp_mode__q),
        .clock(rsp_mode__clock)
    );
    roce_req_engine__dff_w24 r_psn(
        .d(r_psn__d),
        .q(r_psn__q),
        .clock(r_psn__clock)
    );
    roce_req_engine__dff_w8 r_op(
        .d(r_op__d),
        .q(r_op__q),
        .clock(r_op__clock)
    );
    roce_req_engine__dff_w8 r_syn(
        .d(r_syn__d),
        .q(r_syn__q),
        .clock(r_syn__clock)
    );
    roce_req_engine__dff_w16 r_pkey(
        .d(r_pkey__d),
        .q(r_pkey__q),
        .clock(r_pkey__clock)
    );
    roce_req_engine__dff_w3 r_kind(
        .d(r_kind__d),
        .q(r_kind__q),
        .clock(r_kind__clock)
    );
    roce_req_engine__dff_w24 r_a(
        .d(r_a__d),
        .q(r_a__q),
        .clock(r_a__clock)
    );
    roce_req_engine__dff_w32 w_idx(
        .d(w_idx__d),
        .q(w_idx__q),
        .clock(w_idx__clock)
    );
    roce_req_engine__dff_w24 w_psn(
        .d(w_psn__d),
        .q(w_psn__q),
        .clock(w_psn__clock)
    );
    roce_req_engine__dff_w1 w_first(
        .d(w_first__d),
        .q(w_first__q),
        .clock(w_first__clock)
    );
    roce_req_engine__dff_w24 w_una(
        .d(w_una__d),
        .q(w_una__q),
        .clock(w_una__clock)
    );
    roce_req_engine__dff_w1 w_prog(
        .d(w_prog__d),
        .q(w_prog__q),
        .clock(w_prog__clock)
    );
    roce_req_engine__dff_w8 w_rd_out(
        .d(w_rd_out__d),
        .q(w_rd_out__q),
        .clock(w_rd_out__clock)
    );
    roce_req_engine__dff_w3 w_step(
        .d(w_step__d),
        .q(w_step__q),
        .clock(w_step__clock)
    );
    roce_req_engine__dff_w24 w_n(
        .d(w_n__d),
        .q(w_n__q),
        .clock(w_n__clock)
    );
    roce_req_engine__dff_w32 c_next(
        .d(c_next__d),
        .q(c_next__q),
        .clock(c_next__clock)
    );
    roce_req_engine__dff_w32 c_off(
        .d(c_off__d),
        .q(c_off__q),
        .clock(c_off__clock)
    );
    roce_req_engine__dff_w24 c_npsn(
        .d(c_npsn__d),
        .q(c_npsn__q),
        .clock(c_npsn__clock)
    );
    roce_req_engine__dff_w1 c_moved(
        .d(c_moved__d),
        .q(c_moved__q),
        .clock(c_moved__clock)
    );
    roce_req_engine__dff_w3 r_nak(
        .d(r_nak__d),
        .q(r_nak__q),
        .clock(r_nak__clock)
    );
    roce_req_engine__dff_w16 r_plen(
        .d(r_plen__d),
        .q(r_plen__q),
        .clock(r_plen__clock)
    );
    roce_req_engine__dff_w64 r_orig(
        .d(r_orig__d),
        .q(r_orig__q),
        .clock(r_orig__clock)
    );
    roce_req_engine__dff_w1 owe(
        .d(owe__d),
        .q(owe__q),
        .clock(owe__clock)
    );
    roce_req_engine__dff_w1 x_at(
        .d(x_at__d),
        .q(x_at__q),
        .clock(x_at__clock)
    );
    roce_req_engine__dff_w24 x_k(
        .d(x_k__d),
        .q(x_k__q),
        .clock(x_k__clock)
    );
    roce_req_engine__dff_w24 x_want(
        .d(x_want__d),
        .q(x_want__q),
        .clock(x_want__clock)
    );
    roce_req_engine__dff_w1 x_last(
        .d(x_last__d),
        .q(x_last__q),
        .clock(x_last__clock)
    );
    roce_req_engine__dff_w32 x_off(
        .d(x_off__d),
        .q(x_off__q),
        .clock(x_off__clock)
    );
    roce_req_engine__dff_w32 x_len(
        .d(x_len__d),
        .q(x_len__q),
        .clock(x_len__clock)
    );
    roce_req_engine__dff_w32 x_mtu_q(
        .d(x_mtu_q__d),
        .q(x_mtu_q__q),
        .clock(x_mtu_q__clock)
    );
    roce_req_engine__dff_w32 x_exp_q(
        .d(x_exp_q__d),
        .q(x_exp_q__q),
        .clock(x_exp_q__clock)
    );
    roce_req_engine__dff_w1 x_stale(
        .d(x_stale__d),
        .q(x_stale__q),
        .clock(x_stale__clock)
    );
    roce_req_engine__dff_w1 x_bad(
        .d(x_bad__d),
        .q(x_bad__q),
        .clock(x_bad__clock)
    );
    roce_req_engine__dff_w1 x_lerr(
        .d(x_lerr__d),
        .q(x_lerr__q),
        .clock(x_lerr__clock)
    );
    roce_req_engine__dff_w1 x_lfail(
        .d(x_lfail__d),
        .q(x_lfail__q),
        .clock(x_lfail__clock)
    );
    roce_req_engine__dff_w1 x_fin(
        .d(x_fin__d),
        .q(x_fin__q),
        .clock(x_fin__clock)
    );
    roce_req_engine__dff_w1 g_go(
        .d(g_go__d),
        .q(g_go__q),
        .clock(g_go__clock)
    );
    roce_req_engine__dff_w64 k_va(
        .d(k_va__d),
        .q(k_va__q),
        .clock(k_va__clock)
    );
    roce_req_engine__dff_w64 k_len(
        .d(k_len__d),
        .q(k_len__q),
        .clock(k_len__clock)
    );
    roce_req_engine__dff_w1 k_run(
        .d(k_run__d),
        .q(k_run__q),
        .clock(k_run__clock)
    );
    roce_req_engine__dff_w1 k_got(
        .d(k_got__d),
        .q(k_got__q),
        .clock(k_got__clock)
    );
    roce_req_engine__dff_w3 k_code(
        .d(k_code__d),
        .q(k_code__q),
        .clock(k_code__clock)
    );
    roce_req_engine__dff_w64 k_host(
        .d(k_host__d),
        .q(k_host__q),
        .clock(k_host__clock)
    );
    roce_req_engine__dff_w64 x_host(
        .d(x_host__d),
        .q(x_host__q),
        .clock(x_host__clock)
    );
    roce_req_engine__dff_w1 w_end_ok(
        .d(w_end_ok__d),
        .q(w_end_ok__q),
        .clock(w_end_ok__clock)
    );
    roce_req_engine__dff_w1 b_do(
        .d(b_do__d),
        .q(b_do__q),
        .clock(b_do__clock)
    );
    roce_req_engine__dff_w1 b_ign(
        .d(b_ign__d),
        .q(b_ign__q),
        .clock(b_ign__clock)
    );
    roce_req_engine__dff_w24 b_psn(
        .d(b_psn__d),
        .q(b_psn__q),
        .clock(b_psn__clock)
    );
    roce_req_engine__dff_w1 b_lost(
        .d(b_lost__d),
        .q(b_lost__q),
        .clock(b_lost__clock)
    );
    roce_req_engine__dff_w1 b_ask(
        .d(b_ask__d),
        .q(b_ask__q),
        .clock(b_ask__clock)
    );
    roce_req_engine__dff_w1 b_rnr(
        .d(b_rnr__d),
        .q(b_rnr__q),
        .clock(b_rnr__clock)
    );
    roce_req_engine__dff_w1 b_rign(
        .d(b_rign__d),
        .q(b_rign__q),
        .clock(b_rign__clock)
    );
    roce_req_engine__dff_w1 b_rfail(
        .d(b_rfail__d),
        .q(b_rfail__q),
        .clock(b_rfail__clock)
    );
    roce_req_engine__dff_w1 e_mode(
        .d(e_mode__d),
        .q(e_mode__q),
        .clock(e_mode__clock)
    );
    roce_req_engine__dff_w8 e_st(
        .d(e_st__d),
        .q(e_st__q),
        .clock(e_st__clock)
    );
    roce_req_engine__dff_w1 e_post(
        .d(e_post__d),
        .q(e_post__q),
        .clock(e_post__clock)
    );
    roce_req_engine__dff_w8 e_keep(
        .d(e_keep__d),
        .q(e_keep__q),
        .clock(e_keep__clock)
    );
    roce_req_engine__dff_w32 rnr_dl(
        .d(rnr_dl__d),
        .q(rnr_dl__q),
        .clock(rnr_dl__clock)
    );
    roce_req_engine__rnr_rom rnr_rom(
        .address(rnr_rom__address),
        .data(rnr_rom__data)
    );
    roce_req_engine__dff_w1 t_rnr(
        .d(t_rnr__d),
        .q(t_rnr__q),
        .clock(t_rnr__clock)
    );
    roce_req_engine__dff_w32 b_off(
        .d(b_off__d),
        .q(b_off__q),
        .clock(b_off__clock)
    );
    roce_req_engine__cls cls(
        .una(cls__una),
        .max_psn(cls__max_psn),
        .psn(cls__psn),
        .opcode(cls__opcode),
        .syndrome(cls__syndrome),
        .kind(cls__kind),
        .timer(cls__timer),
        .nak_code(cls__nak_code)
    );
    roce_req_engine__ack ack(
        .started(ack__started),
        .rd_atomic(ack__rd_atomic),
        .first_psn(ack__first_psn),
        .acked(ack__acked),
        .npkts(ack__npkts),
        .a(ack__a),
        .step(ack__step),
        .want(ack__want),
        .n(ack__n)
    );
    roce_req_engine__seg seg(
        .svc(seg__svc),
        .wop(seg__wop),
        .rest(seg__rest),
        .first(seg__first),
        .mtu_code(seg__mtu_code),
        .opcode(seg__opcode),
        .last(seg__last),
        .plen(seg__plen),
        .psns(seg__psns),
        .bad_op(seg__bad_op),
        .too_long(seg__too_long)
    );
    roce_req_engine__adv adv(
        .rc(adv__rc),
        .ack_every(adv__ack_every),
        .npsn(adv__npsn),
        .max_psn(adv__max_psn),
        .next_offset(adv__next_offset),
        .sq_next(adv__sq_next),
        .rd_out(adv__rd_out),
        .since(adv__since),
        .timer_armed(adv__timer_armed),
        .rd_atomic(adv__rd_atomic),
        .last(adv__last),
        .plen(adv__plen),
        .psns(adv__psns),
        .fresh(adv__fresh),
        .psn(adv__psn),
        .ack_req(adv__ack_req),
        .retrans(adv__retrans),
        .n_npsn(adv__n_npsn),
        .n_max_psn(adv__n_max_psn),
        .n_next_offset(adv__n_next_offset),
        .n_sq_next(adv__n_sq_next),
        .n_rd_out(adv__n_rd_out),
        .n_since(adv__n_since),
        .arm(adv__arm),
        .done_on_send(adv__done_on_send)
    );
    roce_req_engine__gate gate(
        .rnr_wait(gate__rnr_wait),
        .stopped(gate__stopped),
        .started(gate__started),
        .fence(gate__fence),
        .rd_atomic(gate__rd_atomic),
        .rd_out(gate__rd_out),
        .max_rd_atomic(gate__max_rd_atomic),
        .rc(gate__rc),
        .inflight(gate__inflight),
        .npkts(gate__npkts),
        .window(gate__window),
        .go(gate__go),
        .hold(gate__hold)
    );
    roce_req_engine__ks ks(
        .clock(ks__clock),
        .reset(ks__reset),
        .start(ks__start),
        .inv(ks__inv),
        .key(ks__key),
        .va(ks__va),
        .len(ks__len),
        .access(ks__access),
        .pd(ks__pd),
        .mkey__lk_valid(mkey_lk_valid),
        .mkey__lk_ready(mkey_lk_ready),
        .mkey__lk_index(mkey_lk_index),
        .mkey__lk_tag(mkey_lk_tag),
        .mkey__rsp_valid(mkey_rsp_valid),
        .mkey__rsp_ready(mkey_rsp_ready),
        .mkey__rsp_tag(mkey_rsp_tag),
        .mkey__rsp_data(mkey_rsp_data),
        .mkey__rsp_err(mkey_rsp_err),
        .inv_entry(ks__inv_entry),
        .res__done(ks__res__done),
        .res__inv_ok(ks__res__inv_ok),
        .res__host_addr(ks__res__host_addr),
        .res__code(ks__res__code)
    );
    roce_req_engine__load load(
        .entry(load__entry),
        .sqc(load__sqc)
    );
    roce_req_engine__view view(
        .ctx(view__ctx),
        .nx(view__nx),
        .cur(view__cur),
        .up(view__up),
        .qp_type(view__qp_type),
        .mtu_code(view__mtu_code),
        .mtu_bytes(view__mtu_bytes),
        .access(view__access),
        .dest_qpn(view__dest_qpn),
        .pkey(view__pkey),
        .min_rnr(view__min_rnr),
        .qkey(view__qkey),
        .pd(view__pd),
        .rq_base(view__rq_base),
        .rq_log_size(view__rq_log_size),
        .rq_log_stride(view__rq_log_stride),
        .max_dest_rd_atomic(view__max_dest_rd_atomic),
        .rcq(view__rcq),
        .scq(view__scq),
        .dmac(view__dmac),
        .sport(view__sport),
        .dgid(view__dgid),
        .rq_empty(view__rq_empty)
    );
    roce_req_engine__rev_cmp rev_va(
        .d(rev_va__d),
        .q(rev_va__q)
    );
    roce_req_engine__rev_dlen rev_rkey(
        .d(rev_rkey__d),
        .q(rev_rkey__q)
    );
    roce_req_engine__rev_dlen rev_dlen(
        .d(rev_dlen__d),
        .q(rev_dlen__q)
    );
    roce_req_engine__rev_cmp rev_swap(
        .d(rev_swap__d),
        .q(rev_swap__q)
    );
    roce_req_engine__rev_cmp rev_cmp(
        .d(rev_cmp__d),
        .q(rev_cmp__q)
    );
    roce_req_engine__rev_dlen rev_imm(
        .d(rev_imm__d),
        .q(rev_imm__q)
    );
    roce_req_engine__rev_dqp rev_psn(
        .d(rev_psn__d),
        .q(rev_psn__q)
    );
    roce_req_engine__rev_dqp rev_dqp(
        .d(rev_dqp__d),
        .q(rev_dqp__q)
    );
    roce_req_engine__rev_pkey rev_pkey(
        .d(rev_pkey__d),
        .q(rev_pkey__q)
    );
    roce_req_engine__rev_pkey rev_sport(
        .d(rev_sport__d),
        .q(rev_sport__q)
    );
    roce_req_engine__rev_dlen rev_qkey(
        .d(rev_qkey__d),
        .q(rev_qkey__q)
    );
    roce_req_engine__rev_dqp rev_sqp(
        .d(rev_sqp__d),
        .q(rev_sqp__q)
    );
    roce_req_engine__dff_w1 ud_av(
        .d(ud_av__d),
        .q(ud_av__q),
        .clock(ud_av__clock)
    );
    roce_req_engine__dff_w32 slots_q(
        .d(slots_q__d),
        .q(slots_q__q),
        .clock(slots_q__clock)
    );
    
    assign state__clock = clock;
    assign db_run__clock = clock;
    assign t_burst__clock = clock;
    assign d_room__clock = clock;
    assign d_new__clock = clock;
    assign d_grp__clock = clock;
    assign d_slot__clock = clock;
    assign d_pfa__clock = clock;
    assign d_pfn__clock = clock;
    assign qpn__clock = clock;
    assign d_prod__clock = clock;
    assign d_bad__clock = clock;
    assign d_push__clock = clock;
    assign sq__clock = clock;
    assign qc__clock = clock;
    assign sq_sent__clock = clock;
    assign qc_sent__clock = clock;
    assign sq_got__clock = clock;
    assign qc_got__clock = clock;
    assign look_err__clock = clock;
    assign hdr__clock = clock;
    assign sgeb__clock = clock;
    assign beat_n__clock = clock;
    assign slot_idx__clock = clock;
    assign wqe_addr__clock = clock;
    assign len__clock = clock;
    assign rest__clock = clock;
    assign first__clock = clock;
    assign rd_atomic__clock = clock;
    assign s_op__clock = clock;
    assign s_last__clock = clock;
    assign s_plen__clock = clock;
    assign s_psns__clock = clock;
    assign s_bad__clock = clock;
    assign s_long__clock = clock;
    assign l_head__clock = clock;
    assign npkts__clock = clock;
    assign a_fresh__clock = clock;
    assign a_retrans__clock = clock;
    assign a_psn__clock = clock;
    assign a_ack_req__clock = clock;
    assign a_npsn__clock = clock;
    assign a_max_psn__clock = clock;
    assign a_next_offset__clock = clock;
    assign a_sq_next__clock = clock;
    assign a_rd_out__clock = clock;
    assign a_since__clock = clock;
    assign a_arm__clock = clock;
    assign a_done__clock = clock;
    assign host__clock = clock;
    assign meta_done__clock = clock;
    assign pay_done__clock = clock;
    assign rsp_mode__clock = clock;
    assign r_psn__clock = clock;
    assign r_op__clock = clock;
    assign r_syn__clock = clock;
    assign r_pkey__clock = clock;
    assign r_kind__clock = clock;
    assign r_a__clock = clock;
    assign w_idx__clock = clock;
    assign w_psn__clock = clock;
    assign w_first__clock = clock;
    assign w_una__clock = clock;
    assign w_prog__clock = clock;
    assign w_rd_out__clock = clock;
    assign w_step__clock = clock;
    assign w_n__clock = clock;
    assign c_next__clock = clock;
    assign c_off__clock = clock;
    assign c_npsn__clock = clock;
    assign c_moved__clock = clock;
    assign r_nak__clock = clock;
    assign w_end_ok__clock = clock;
    assign b_do__clock = clock;
    assign b_ign__clock = clock;
    assign b_off__clock = clock;
    assign r_plen__clock = clock;
    assign r_orig__clock = clock;
    assign owe__clock = clock;
    assign x_at__clock = clock;
    assign x_k__clock = clock;
    assign x_want__clock = clock;
    assign x_last__clock = clock;
    assign x_off__clock = clock;
    assign x_len__clock = clock;
    assign x_stale__clock = clock;
    assign x_bad__clock = clock;
    assign x_lerr__clock = clock;
    assign x_lfail__clock = clock;
    assign x_fin__clock = clock;
    assign x_host__clock = clock;
    assign g_go__clock = clock;
    assign k_va__clock = clock;
    assign k_len__clock = clock;
    assign k_run__clock = clock;
    assign k_got__clock = clock;
    assign k_code__clock = clock;
    assign k_host__clock = clock;
    assign x_mtu_q__clock = clock;
    assign x_exp_q__clock = clock;
    assign now_q__clock = clock;
    assign t_dl__clock = clock;
    assign t_mode__clock = clock;
    assign t_live__clock = clock;
    assign t_due__clock = clock;
    assign t_unacked__clock = clock;
    assign t_k__clock = clock;
    assign t_off__clock = clock;
    assign b_psn__clock = clock;
    assign b_lost__clock = clock;
    assign b_ask__clock = clock;
    assign ud_av__clock = clock;
    assign b_rnr__clock = clock;
    assign b_rign__clock = clock;
    assign b_rfail__clock = clock;
    assign e_mode__clock = clock;
    assign e_st__clock = clock;
    assign e_post__clock = clock;
    assign l_mode__clock = clock;
    assign lost_room__clock = clock;
    assign e_keep__clock = clock;
    assign rnr_dl__clock = clock;
    assign t_rnr__clock = clock;
    assign slots_q__clock = clock;
    assign f_idx__clock = clock;
    assign f_early__clock = clock;
    assign f_avail__clock = clock;
    assign f_n__clock = clock;
    assign f_hdr__clock = clock;
    assign f_ok__clock = clock;
    assign f_grp__clock = clock;
    assign g_mode__clock = clock;
    assign g_chk__clock = clock;
    assign g_host__clock = clock;
    assign g_key__clock = clock;
    assign g_poff__clock = clock;
    assign g_plen__clock = clock;
    assign g_plast__clock = clock;
    assign pay_some__clock = clock;
    assign ready__clock = clock;
    assign lostq__clock = clock;
    assign ks__clock = clock;
    assign cplq__clock = clock;
    assign mv__clock = clock;
    assign tmr__clock = clock;
    assign wc__clock = clock;
    assign wpf__clock = clock;
    assign gw__clock = clock;
    assign gq__clock = clock;
    assign gw__reset = reset;
    assign wc__reset = reset;
    assign wpf__reset = reset;
    assign tmr__reset = reset;
    assign ready__reset = reset;
    assign lostq__reset = reset;
    assign ks__reset = reset;
    assign cplq__reset = reset;
    assign mv__reset = reset;
    
    // Update code
    always @(*) begin
        state__d = state__q;
        db_run__d = db_run__q;
        t_burst__d = t_burst__q;
        d_room__d = d_room__q;
        d_new__d = d_new__q;
        d_grp__d = d_grp__q;
        d_slot__d = d_slot__q;
        d_pfa__d = d_pfa__q;
        d_pfn__d = d_pfn__q;
        qpn__d = qpn__q;
        d_prod__d = d_prod__q;
        d_bad__d = d_bad__q;
        d_push__d = d_push__q;
        sq__d = sq__q;
        qc__d = qc__q;
        sq_sent__d = sq_sent__q;
        qc_sent__d = qc_sent__q;
        sq_got__d = sq_got__q;
        qc_got__d = qc_got__q;
        look_err__d = look_err__q;
        hdr__d = hdr__q;
        sgeb__d = sgeb__q;
        beat_n__d = beat_n__q;
        slot_idx__d = slot_idx__q;
        wqe_addr__d = wqe_addr__q;
        len__d = len__q;
        rest__d = rest__q;
        first__d = first__q;
        rd_atomic__d = rd_atomic__q;
        s_op__d = s_op__q;
        s_last__d = s_last__q;
        s_plen__d = s_plen__q;
        s_psns__d = s_psns__q;
        s_bad__d = s_bad__q;
        s_long__d = s_long__q;
        l_head__d = l_head__q;
        npkts__d = npkts__q;
        a_fresh__d = a_fresh__q;
        a_retrans__d = a_retrans__q;
        a_psn__d = a_psn__q;
        a_ack_req__d = a_ack_req__q;
        a_npsn__d = a_npsn__q;
        a_max_psn__d = a_max_psn__q;
        a_next_offset__d = a_next_offset__q;
        a_sq_next__d = a_sq_next__q;
        a_rd_out__d = a_rd_out__q;
        a_since__d = a_since__q;
        a_arm__d = a_arm__q;
        a_done__d = a_done__q;
        host__d = host__q;
        meta_done__d = meta_done__q;
        pay_done__d = pay_done__q;
        rsp_mode__d = rsp_mode__q;
        r_psn__d = r_psn__q;
        r_op__d = r_op__q;
        r_syn__d = r_syn__q;
        r_pkey__d = r_pkey__q;
        r_kind__d = r_kind__q;
        r_a__d = r_a__q;
        w_idx__d = w_idx__q;
        w_psn__d = w_psn__q;
        w_first__d = w_first__q;
        w_una__d = w_una__q;
        w_prog__d = w_prog__q;
        w_rd_out__d = w_rd_out__q;
        w_step__d = w_step__q;
        w_n__d = w_n__q;
        c_next__d = c_next__q;
        c_off__d = c_off__q;
        c_npsn__d = c_npsn__q;
        c_moved__d = c_moved__q;
        r_nak__d = r_nak__q;
        w_end_ok__d = w_end_ok__q;
        b_do__d = b_do__q;
        b_ign__d = b_ign__q;
        b_off__d = b_off__q;
        r_plen__d = r_plen__q;
        r_orig__d = r_orig__q;
        owe__d = owe__q;
        x_at__d = x_at__q;
        x_k__d = x_k__q;
        x_want__d = x_want__q;
        x_last__d = x_last__q;
        x_off__d = x_off__q;
        x_len__d = x_len__q;
        x_stale__d = x_stale__q;
        x_bad__d = x_bad__q;
        x_lerr__d = x_lerr__q;
        x_lfail__d = x_lfail__q;
        x_fin__d = x_fin__q;
        x_host__d = x_host__q;
        g_go__d = g_go__q;
        k_va__d = k_va__q;
        k_len__d = k_len__q;
        k_run__d = k_run__q;
        k_got__d = k_got__q;
        k_code__d = k_code__q;
        k_host__d = k_host__q;
        x_mtu_q__d = x_mtu_q__q;
        x_exp_q__d = x_exp_q__q;
        now_q__d = now_q__q;
        t_dl__d = t_dl__q;
        t_mode__d = t_mode__q;
        t_live__d = t_live__q;
        t_due__d = t_due__q;
        t_unacked__d = t_unacked__q;
        t_k__d = t_k__q;
        t_off__d = t_off__q;
        b_psn__d = b_psn__q;
        b_lost__d = b_lost__q;
        b_ask__d = b_ask__q;
        ud_av__d = ud_av__q;
        b_rnr__d = b_rnr__q;
        b_rign__d = b_rign__q;
        b_rfail__d = b_rfail__q;
        e_mode__d = e_mode__q;
        e_st__d = e_st__q;
        e_post__d = e_post__q;
        l_mode__d = l_mode__q;
        lost_room__d = lost_room__q;
        e_keep__d = e_keep__q;
        rnr_dl__d = rnr_dl__q;
        t_rnr__d = t_rnr__q;
        slots_q__d = slots_q__q;
        f_idx__d = f_idx__q;
        f_early__d = f_early__q;
        f_avail__d = f_avail__q;
        f_n__d = f_n__q;
        f_hdr__d = f_hdr__q;
        f_ok__d = f_ok__q;
        f_grp__d = f_grp__q;
        g_mode__d = g_mode__q;
        g_chk__d = g_chk__q;
        g_host__d = g_host__q;
        g_key__d = g_key__q;
        g_poff__d = g_poff__q;
        g_plen__d = g_plen__q;
        g_plast__d = g_plast__q;
        pay_some__d = pay_some__q;
        gw__load = 1'b0;
        gw__load_beat = beat_n__q[(32'h0)+:(2)];
        gw__load_data = rd_data;
        gw__start = 1'b0;
        gw__off = sq__q[(64'h120)+:(32)];
        gw__len = ((s_plen__q) & 32'hffffffff);
        if (rsp_mode__q) begin
            gw__off = x_off__q;
            gw__len = x_exp_q__q;
        end
        if (g_chk__q) begin
            gw__off = 32'h0;
            gw__len = len__q;
        end
        gw__advance = 1'b0;
        g_clear = 1'b0;
        l_fail = 1'b0;
        l_st = 32'h0;
        gq__reset = reset | g_clear;
        gq__replace = 1'b0;
        gq__wr_en = 1'b0;
        gq__wr_data = ((g_host__q) & 78'h3fffffffffffffffffff) | (((g_plen__q) & 78'h3fffffffffffffffffff) << 32'h40) | (((g_plast__q) & 78'h3fffffffffffffffffff) << 32'h4d);
        gq__rd_en = 1'b0;
        wflush = wqe_flush | wpf__failed | ((state__q == ReqStep__WqeData) & rd_cpl_valid & |rd_cpl_status);
        e_put = (state__q == ReqStep__WqeData) & rd_valid & beat_n__q[32'h0];
        pf_hold = (state__q == ReqStep__Addr) | (state__q == ReqStep__Probe);
        wc__flush = wflush;
        wc__look_qpn = qpn__q;
        wc__look_idx = f_idx__q;
        wc__put = 1'b0;
        wc__put_qpn = qpn__q;
        wc__put_idx = f_idx__q + ((beat_n__q[(32'h1)+:(5)]) & 32'hffffffff);
        wc__put_hdr = f_hdr__q;
        wc__put_sges = rd_data;
        wpf__flush = wflush;
        wpf__put_ok = ~e_put & ~pf_hold;
        if (~e_put & ~pf_hold & wpf__put_valid) begin
            wc__put = 1'b1;
            wc__put_qpn = wpf__put_qpn;
            wc__put_idx = wpf__put_idx;
            wc__put_hdr = wpf__put_hdr;
            wc__put_sges = wpf__put_sges;
        end
        key_pf_valid = wpf__key_valid;
        key_pf_index = wpf__key_index;
        wpf__key_ready = key_pf_ready;
        wpf__req_valid = 1'b0;
        wpf__req_qpn = qpn__q;
        wpf__req_idx = sq__q[(64'h60)+:(32)];
        wpf__req_addr = d_pfa__q;
        wpf__req_n = d_pfn__q;
        pf_p = sq__q[(64'h60)+:(32)];
        pf_da = sq__q[(64'h60)+:(32)] - sq__q[(64'ha0)+:(32)];
        pf_dn = d_prod__q - sq__q[(64'h60)+:(32)];
        pf_gw = d_grp__q;
        if (d_new__q < d_grp__q) begin
            pf_gw = d_new__q;
        end
        sge0 = sgeb__q[(32'h0)+:(128)];
        if (wqe_flush) begin
            f_ok__d = 1'b0;
        end
        f_gsize = 32'h10;
        if (sq__q[(64'h40)+:(8)] < 32'h4) begin
            f_gsize = ((1'b1) & 5'h1f) << sq__q[(64'h40)+:(8)];
        end
        if (sq__q[(64'h48)+:(8)] != 32'h7) begin
            f_gsize = 32'h1;
        end
        now_q__d = time_now;
        tmr__time_now = now_q__q;
        t_inf = ~|qc__q[(32'h1e0)+:(8)];
        t_run = |qc__q[(32'h1e0)+:(8)];
        t_rto = ((32'h400) & 32'hffffffff) << 32'h14;
        if (qc__q[(32'h1e0)+:(8)] < 32'h14) begin
            t_rto = ((32'h400) & 32'hffffffff) << ((qc__q[(32'h1e0)+:(5)]) & 32'hffffffff);
        end
        t_dl__d = now_q__q + t_rto;
        t_left = now_q__q - sq__q[(64'h140)+:(32)];
        tmr__arm_valid = 1'b0;
        tmr__arm_qpn = qpn__q;
        tmr__arm_deadline = t_dl__q;
        tmr__fire_take = 1'b0;
        tmr__poke_valid = 1'b0;
        tmr__poke_qpn = qpn__q;
        lostq__replace = 1'b0;
        lostq__wr_en = cplq__lost & cplq__lost_ok & lost_room__q;
        lostq__wr_data = cplq__lost_qpn[(32'h0)+:(16)];
        lostq__rd_en = 1'b0;
        lost_room__d = lostq__fill < 32'hf;
        ready__replace = 1'b0;
        ready__wr_en = 1'b0;
        ready__wr_data = qpn__q;
        ready__rd_en = 1'b0;
        wop = hdr__q[(32'h40)+:(8)];
        wflags = hdr__q[(32'h48)+:(8)];
        num_sge = hdr__q[(32'h50)+:(8)];
        gw__num_sge = num_sge[(32'h0)+:(5)];
        g_bad = (num_sge > 32'h10) | ((sq__q[(64'h48)+:(8)] == 32'h7) & (num_sge > 32'h4)) | ((sq__q[(64'h48)+:(8)] == 32'h8) & (num_sge > 32'hc));
        ud_ip = hdr__q[(32'h100)+:(128)];
        ud_x = qpn__q[(32'h0)+:(14)] ^ hdr__q[(32'h80)+:(14)];
        ud_hi = 32'hc000;
        ud_port = ud_hi | ((ud_x) & 16'hffff);
        view__ctx = qc__q;
        view__nx = view__cur;
        load__entry = sqc_rsp_data[(32'h0)+:(512)];
        sq_flags = sq__q[(64'h50)+:(8)];
        seg__svc = ((view__qp_type) & 2'h3);
        seg__wop = wop;
        seg__rest = rest__q;
        seg__first = first__q;
        seg__mtu_code = view__mtu_code;
        adv__rc = view__qp_type == 32'h0;
        adv__ack_every = ack_every;
        adv__npsn = ((sq__q[(64'hc0)+:(32)]) & 24'hffffff);
        adv__max_psn = ((sq__q[(64'h1c0)+:(32)]) & 24'hffffff);
        adv__next_offset = sq__q[(64'h120)+:(32)];
        adv__sq_next = sq__q[(64'h80)+:(32)];
        adv__rd_out = ((sq__q[(64'h58)+:(8)]) & 5'h1f);
        adv__since = sq__q[(64'h170)+:(8)];
        adv__timer_armed = sq_flags[32'h0];
        adv__rd_atomic = rd_atomic__q;
        adv__last = s_last__q;
        adv__plen = s_plen__q;
        adv__psns = s_psns__q;
        gate__rnr_wait = sq_flags[32'h1];
        gate__stopped = qc__q[(32'h0)+:(8)] == 32'h4;
        gate__started = ~a_fresh__q;
        gate__fence = wflags[32'h2];
        gate__rd_atomic = rd_atomic__q;
        gate__rd_out = ((sq__q[(64'h58)+:(8)]) & 5'h1f);
        gate__max_rd_atomic = qc__q[(32'h158)+:(5)];
        gate__rc = view__qp_type == 32'h0;
        gate__inflight = ((sq__q[(64'hc0)+:(32)]) & 24'hffffff) - ((sq__q[(64'he0)+:(32)]) & 24'hffffff);
        gate__npkts = npkts__q;
        gate__window = window;
        pay = ~rd_atomic__q & |s_plen__q;
        pk_div = len__q >> 32'hc;
        pk_rem = |len__q[(32'h0)+:(12)];
        if (view__mtu_code == 32'h0) begin
            pk_div = len__q >> 32'h8;
            pk_rem = |len__q[(32'h0)+:(8)];
        end
        if (view__mtu_code == 32'h1) begin
            pk_div = len__q >> 32'h9;
            pk_rem = |len__q[(32'h0)+:(9)];
        end
        if (view__mtu_code == 32'h2) begin
            pk_div = len__q >> 32'ha;
            pk_rem = |len__q[(32'h0)+:(10)];
        end
        if (view__mtu_code == 32'h3) begin
            pk_div = len__q >> 32'hb;
            pk_rem = |len__q[(32'h0)+:(11)];
        end
        slots = ((32'h1) & 32'hffffffff) << sq__q[(64'h40)+:(8)];
        idx_mask = slots - 32'h1;
        slots_q__d = slots;
        posted = d_prod__q - sq__q[(64'ha0)+:(32)];
        advanced = sq__q[(64'h80)+:(32)] - sq__q[(64'ha0)+:(32)];
        cls__una = ((sq__q[(64'he0)+:(32)]) & 24'hffffff);
        cls__max_psn = ((sq__q[(64'h1c0)+:(32)]) & 24'hffffff);
        cls__psn = r_psn__q;
        cls__opcode = r_op__q;
        cls__syndrome = r_syn__q;
        w_gap = ((sq__q[(64'h1c0)+:(32)]) & 24'hffffff) - w_psn__q;
        ack__started = |w_gap & ~w_gap[32'h17];
        ack__rd_atomic = rd_atomic__q;
        ack__first_psn = w_psn__q;
        ack__acked = 32'h0;
        if (w_first__q) begin
            ack__acked = ((sq__q[(64'he0)+:(32)]) & 24'hffffff) - ((sq__q[(64'h100)+:(32)]) & 24'hffffff);
        end
        ack__npkts = npkts__q;
        ack__a = r_a__q;
        retry_now = sq__q[(64'h160)+:(8)];
        if (w_prog__q) begin
            retry_now = qc__q[(32'h1e8)+:(8)];
        end
        rnr_now = sq__q[(64'h168)+:(8)];
        if (w_prog__q) begin
            rnr_now = qc__q[(32'h1f0)+:(8)];
        end
        rnr_rom__address = r_syn__q[(32'h0)+:(5)];
        rnr_dl__d = now_q__q + rnr_rom__data;
        b_k = b_psn__q - w_psn__q;
        c_k = c_npsn__q - w_psn__q;
        w_ad = r_a__q - w_psn__q;
        w_before = w_ad[32'h17];
        w_done = ~e_mode__q & (r_kind__q == 32'h0) & ~b_lost__q & ((w_idx__q == sq__q[(64'h60)+:(32)]) | w_before);
        c_noff = ((w_n__q) & 32'hffffffff) << 32'hc;
        if (view__mtu_code < 32'h4) begin
            c_noff = ((w_n__q) & 32'hffffffff) << (((view__mtu_code) & 32'hffffffff) + 32'h8);
        end
        entry[(64'h0)+:(64)] = hdr__q[(32'h0)+:(64)];
        entry[(64'h40)+:(32)] = len__q;
        entry[(64'h60)+:(24)] = ((qpn__q) & 24'hffffff);
        entry[(64'h78)+:(8)] = 32'h0;
        if (e_mode__q) begin
            entry[(64'h78)+:(8)] = e_st__q;
        end
        entry[(64'h88)+:(4)] = view__scq;
        entry[(64'h80)+:(8)] = 32'h0;
        if ((wop == 32'h0) | (wop == 32'h1)) begin
            entry[(64'h80)+:(8)] = 32'h1;
        end
        if (wop == 32'h4) begin
            entry[(64'h80)+:(8)] = 32'h2;
        end
        if (wop == 32'h5) begin
            entry[(64'h80)+:(8)] = 32'h3;
        end
        if (wop == 32'h6) begin
            entry[(64'h80)+:(8)] = 32'h4;
        end
        if (e_post__q) begin
            entry[(64'h80)+:(8)] = 32'h0;
            entry[(64'h40)+:(32)] = 32'h0;
        end
        cplq__push = entry;
        cplq__push_valid = state__q == ReqStep__WCqe;
        cplq__cq_busy = cq_busy;
        cplq__pw_issue = wr_req_valid & wr_req_ready;
        cplq__pw_cpl = wr_cpl_valid;
        cplq__pw_err = |wr_cpl_status;
        x_rd = r_kind__q == 32'h4;
        wr_keep = 64'hffffffffffffffff;
        wr_req_valid = ((state__q == ReqStep__XReq) | ((state__q == ReqStep__XEmit) & gq__rd_valid)) & cplq__pw_room & mv__cmd_ready;
        wr_req_addr = x_host__q;
        wr_req_len = x_len__q[(32'h0)+:(17)];
        if (state__q == ReqStep__XEmit) begin
            wr_req_addr = gq__rd_data[(32'h0)+:(64)];
            wr_req_len = ((gq__rd_data[(32'h40)+:(13)]) & 17'h1ffff);
        end
        wr_data = mv__w_data;
        wr_valid = mv__w_valid;
        wr_last = mv__w_last;
        mv__w_ready = wr_ready;
        mv_drop = (state__q == ReqStep__Idle) & owe__q;
        mv_cmd[(64'h0)+:(2)] = 32'h2;
        if (x_rd) begin
            mv_cmd[(64'h0)+:(2)] = 32'h0;
        end
        if (mv_drop) begin
            mv_cmd[(64'h0)+:(2)] = 32'h1;
        end
        mv_cmd[(64'h2)+:(13)] = x_len__q[(32'h0)+:(13)];
        mv_cmd[(64'hf)+:(1)] = 1'b1;
        if (state__q == ReqStep__XEmit) begin
            mv_cmd[(64'h2)+:(13)] = gq__rd_data[(32'h40)+:(13)];
            mv_cmd[(64'hf)+:(1)] = gq__rd_data[32'h4d];
        end
        mv_cmd[(64'h10)+:(64)] = r_orig__q;
        mv__cmd = mv_cmd;
        mv__cmd_valid = mv_drop | (wr_req_valid & wr_req_ready);
        x_mtu = 32'h1000;
        if (view__mtu_code < 32'h4) begin
            x_mtu = ((1'b1) & 32'hffffffff) << (((view__mtu_code) & 32'hffffffff) + 32'h8);
        end
        x_exp = len__q - x_off__q;
        if (x_exp > x_mtu_q__q) begin
            x_exp = x_mtu_q__q;
        end
        x_pos = ((r_op__q == 32'h10) & x_last__q) | ((r_op__q == 32'hd) & ~x_last__q) | ((r_op__q == 32'he) & ~x_last__q & |x_k__q) | ((r_op__q == 32'hf) & x_last__q & |x_k__q);
        x_koff = ((ack__acked) & 32'hffffffff) << 32'hc;
        if (view__mtu_code < 32'h4) begin
            x_koff = ((ack__acked) & 32'hffffffff) << (((view__mtu_code) & 32'hffffffff) + 32'h8);
        end
        ks__start = k_run__q | (state__q == ReqStep__XKey) | (state__q == ReqStep__GKey);
        if (k_run__q & ks__res__done) begin
            k_run__d = 1'b0;
            k_got__d = 1'b1;
            k_code__d = ks__res__code;
            k_host__d = ks__res__host_addr;
        end
        k_now = k_got__q | (k_run__q & ks__res__done);
        k_now_code = ks__res__code;
        k_now_host = ks__res__host_addr;
        if (k_got__q) begin
            k_now_code = k_code__q;
            k_now_host = k_host__q;
        end
        ks__inv = 1'b0;
        ks__key = sge0[(32'h60)+:(32)];
        if (state__q == ReqStep__GKey) begin
            ks__key = g_key__q;
        end
        ks__va = k_va__q;
        ks__len = k_len__q;
        ks__access = ((rd_atomic__q) & 3'h7);
        ks__pd = view__pd;
        rva = hdr__q[(32'h80)+:(64)];
        dlen = len__q;
        if (rd_atomic__q) begin
            rva = hdr__q[(32'h80)+:(64)] + ((sq__q[(64'h120)+:(32)]) & 64'hffffffffffffffff);
            dlen = rest__q;
        end
        rev_va__d = rva;
        rev_rkey__d = hdr__q[(32'hc0)+:(32)];
        rev_dlen__d = dlen;
        rev_swap__d = hdr__q[(32'h100)+:(64)];
        rev_cmp__d = 32'h0;
        if (wop == 32'h5) begin
            rev_swap__d = hdr__q[(32'h140)+:(64)];
            rev_cmp__d = hdr__q[(32'h100)+:(64)];
        end
        rev_imm__d = hdr__q[(32'h60)+:(32)];
        rev_psn__d = a_psn__q;
        rev_dqp__d = view__dest_qpn;
        rev_qkey__d = view__qkey;
        if (ud_av__q) begin
            rev_dqp__d = hdr__q[(32'h80)+:(24)];
            if (~hdr__q[32'hbf]) begin
                rev_qkey__d = hdr__q[(32'ha0)+:(32)];
            end
        end
        rev_sqp__d = ((qpn__q) & 24'hffffff);
        rev_pkey__d = view__pkey;
        rev_sport__d = view__sport;
        if (ud_av__q) begin
            rev_sport__d = sport_fixed;
            if (sport_per_qp) begin
                rev_sport__d = ud_port;
            end
        end
        meta[(64'h0)+:(48)] = view__dmac;
        if (ud_av__q) begin
            meta[(64'h0)+:(48)] = hdr__q[(32'hc0)+:(48)];
        end
        meta[(64'h30)+:(48)] = local_mac;
        meta[(64'h60)+:(1)] = vlan_en;
        meta[(64'h61)+:(16)] = 32'h0;
        if (vlan_en) begin
            meta[(64'h61)+:(16)] = (((pcp) & 16'hffff) << 32'h5) | ((vlan_vid[(32'h8)+:(4)]) & 16'hffff) | (((vlan_vid[(32'h0)+:(8)]) & 16'hffff) << 32'h8);
        end
        meta[(64'h71)+:(1)] = ip_v6;
        meta[(64'h72)+:(8)] = (((dscp) & 8'hff) << 32'h2) | (((cc_enabled) & 8'hff) << 32'h1);
        meta[(64'h7a)+:(8)] = ttl;
        meta[(64'h82)+:(16)] = 32'h0;
        meta[(64'h92)+:(1)] = 1'b1;
        meta[(64'h93)+:(20)] = 32'h0;
        meta[(64'ha7)+:(128)] = local_ip;
        meta[(64'h127)+:(128)] = view__dgid;
        if (~ip_v6) begin
            meta[(64'h127)+:(128)] = view__dgid >> 32'h60;
        end
        if (ud_av__q) begin
            meta[(64'h127)+:(128)] = ud_ip;
            if (~ip_v6) begin
                meta[(64'h127)+:(128)] = ud_ip >> 32'h60;
            end
        end
        meta[(64'h1a7)+:(16)] = rev_sport__q;
        meta[(64'h1b7)+:(8)] = s_op__q;
        meta[(64'h1bf)+:(1)] = s_last__q & wflags[32'h1];
        meta[(64'h1c0)+:(1)] = 1'b0;
        meta[(64'h1c1)+:(4)] = 32'h0;
        meta[(64'h1c5)+:(16)] = rev_pkey__q;
        meta[(64'h1d5)+:(1)] = 1'b0;
        meta[(64'h1d6)+:(1)] = 1'b0;
        meta[(64'h1d7)+:(24)] = rev_dqp__q;
        meta[(64'h1ef)+:(1)] = a_ack_req__q;
        meta[(64'h1f0)+:(24)] = rev_psn__q;
        meta[(64'h208)+:(64)] = ((rev_qkey__q) & 64'hffffffffffffffff) | (((rev_sqp__q) & 64'hffffffffffffffff) << 32'h28);
        meta[(64'h248)+:(128)] = ((rev_va__q) & 128'hffffffffffffffffffffffffffffffff) | (((rev_rkey__q) & 128'hffffffffffffffffffffffffffffffff) << 32'h40) | (((rev_dlen__q) & 128'hffffffffffffffffffffffffffffffff) << 32'h60);
        meta[(64'h2c8)+:(224)] = ((rev_va__q) & 224'hffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((rev_rkey__q) & 224'hffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((rev_swap__q) & 224'hffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h60) | (((rev_cmp__q) & 224'hffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'ha0);
        meta[(64'h3a8)+:(32)] = 32'h0;
        meta[(64'h3c8)+:(64)] = 32'h0;
        meta[(64'h408)+:(32)] = rev_imm__q;
        meta[(64'h428)+:(32)] = rev_imm__q;
        meta[(64'h448)+:(16)] = ((s_plen__q) & 16'hffff);
        s_op__d = seg__opcode;
        s_last__d = seg__last;
        s_plen__d = seg__plen;
        s_psns__d = seg__psns;
        s_bad__d = seg__bad_op | seg__too_long;
        s_long__d = seg__too_long;
        e_code = 32'h8;
        e_fail = b_ask__q & ~b_do__q & ~b_ign__q;
        if (b_rfail__q) begin
            e_fail = 1'b1;
            e_code = 32'h9;
        end
        if (x_lfail__q) begin
            e_fail = 1'b1;
            e_code = 32'h3;
        end
        if ((r_kind__q == 32'h2) & |r_nak__q & ~b_lost__q) begin
            e_fail = 1'b1;
            e_code = 32'h6;
            if (r_nak__q == 32'h2) begin
                e_code = 32'h5;
            end
            if (r_nak__q == 32'h3) begin
                e_code = 32'h7;
            end
        end
        e_flush = sq_flags[32'h5] | (qc__q[(32'h0)+:(8)] == 32'h5) | (qc__q[(32'h0)+:(8)] == 32'h6);
        nsq = sq__q;
        db_ready = 1'b0;
        sqc_lk_valid = 1'b0;
        sqc_lk_index = ((qpn__q) & 24'hffffff);
        sqc_lk_tag = 32'h0;
        sqc_rsp_ready = 1'b0;
        qpc_lk_valid = 1'b0;
        qpc_lk_index = ((qpn__q) & 24'hffffff);
        qpc_lk_tag = 32'h0;
        qpc_rsp_ready = 1'b0;
        sqc_up_valid = 1'b0;
        sqc_up_index = ((qpn__q) & 24'hffffff);
        fatal_valid = 1'b0;
        fatal_qpn = ((qpn__q) & 24'hffffff);
        rd_req_valid = 1'b0;
        rd_req_addr = wqe_addr__q;
        rd_req_len = ((f_n__q) & 17'h1ffff) << 32'h7;
        if (state__q == ReqStep__GList) begin
            rd_req_addr = wqe_addr__q + 32'h40;
            rd_req_len = ((num_sge) & 17'h1ffff) << 32'h4;
        end
        rd_ready = 1'b0;
        meta_valid = 1'b0;
        pay_req_valid = 1'b0;
        pay_req_addr = host__q;
        pay_req_len = ((s_plen__q) & 17'h1ffff);
        pay_req_last = 1'b1;
        if (g_mode__q) begin
            pay_req_addr = gq__rd_data[(32'h0)+:(64)];
            pay_req_len = ((gq__rd_data[(32'h40)+:(13)]) & 17'h1ffff);
            pay_req_last = gq__rd_data[32'h4d];
        end
        ev = ev_none;
        ev[(64'hd)+:(1)] = (cplq__done & cplq__err) | (wr_cpl_valid & |wr_cpl_status);
        l_unsup = cplq__lost & cplq__lost_ok & ~lost_room__q;
        ev[(64'he)+:(1)] = l_unsup;
        rsp_ready = 1'b0;
        rsp_take = 1'b0;
        slot_addr = sq__q[(64'h0)+:(64)] + (((slot_idx__q) & 64'hffffffffffffffff) << sq__q[(64'h48)+:(8)]);
        turn_mode = ~rsp_mode__q & ~e_mode__q & ~t_mode__q & ~l_mode__q;
        w_enter = (state__q == ReqStep__WStart) | ((state__q == ReqStep__RKind) & (r_kind__q != 32'h5) & (r_kind__q != 32'h6));
        rsp_ok = rsp_valid & enable;
        rsp_dqp = rsp[(64'h1d0)+:(24)];
        r_push = ~sq_flags[32'h3] & ~sq_flags[32'h1] & ~b_rnr__q & ((c_next__q != sq__q[(64'h60)+:(32)]) | b_do__q);
        r_flags = sq__q[(64'h50)+:(8)];
        if (w_prog__q) begin
            r_flags = (sq__q[(64'h50)+:(8)] & ((32'hfa) & 8'hff)) | ((((w_una__q != ((sq__q[(64'h1c0)+:(32)]) & 24'hffffff)) & t_run)) & 8'hff);
        end
        if (b_do__q) begin
            r_flags = r_flags | ((32'h4) & 8'hff) | ((t_run) & 8'hff);
        end
        if (sq_flags[32'h1] | b_rnr__q) begin
            r_flags = (r_flags & ((32'hfe) & 8'hff)) | ((32'h2) & 8'hff);
        end
        t_push = 1'b0;
        t_poke = 1'b0;
        if (r_flags[32'h0] | r_flags[32'h1]) begin
            t_push = ~sq_flags[32'h4];
            t_poke = b_rnr__q & sq_flags[32'h4];
            r_flags = r_flags | ((32'h10) & 8'hff);
        end
        if (r_push) begin
            r_flags = r_flags | ((32'h8) & 8'hff);
        end
        if (x_lerr__q) begin
            r_flags = r_flags | ((32'h40) & 8'hff);
        end
        db_ok = db_valid & enable;
        turn_ok = ready__rd_valid & enable;
        pause_sh = tx_pause >> pcp;
        go = ~pause_sh[32'h0] | meta_done__q | pay_done__q | pay_some__q;
        timers = tmr__entries;
        idle = (state__q == ReqStep__Idle) & ~db_valid & ~ready__rd_valid & ~rsp_valid & ~owe__q & ~cplq__busy & mv__idle & ~lostq__rd_valid & ~tmr__fire_valid & wpf__idle;
        case (state__q)
            ReqStep__Idle:
                begin
                    rsp_mode__d = 1'b0;
                    t_mode__d = 1'b0;
                    e_mode__d = 1'b0;
                    e_post__d = 1'b0;
                    l_mode__d = 1'b0;
                    sq_sent__d = 1'b0;
                    qc_sent__d = 1'b0;
                    sq_got__d = 1'b0;
                    qc_got__d = 1'b0;
                    look_err__d = 1'b0;
                    if (k_run__q) begin
                        state__d = ReqStep__Idle;
                    end
                    else if (owe__q) begin
                        if (mv__cmd_ready) begin
                            owe__d = 1'b0;
                        end
                    end
                    else if (rsp_ok) begin
                        rsp_take = 1'b1;
                        rsp_mode__d = 1'b1;
                        if (|rsp_dqp[(32'h10)+:(8)]) begin
                            ev[(64'h7)+:(1)] = 1'b1;
                        end
                        else begin
                            state__d = ReqStep__TurnLook;
                        end
                    end
                    else if (lostq__rd_valid & enable) begin
                        lostq__rd_en = 1'b1;
                        qpn__d = lostq__rd_data;
                        l_mode__d = 1'b1;
                        state__d = ReqStep__TurnLook;
                    end
                    else if (tmr__fire_valid & enable) begin
                        tmr__fire_take = 1'b1;
                        qpn__d = tmr__fire_qpn;
                        t_mode__d = 1'b1;
                        state__d = ReqStep__TurnLook;
                    end
                    else if (db_ok & ((db_run__q != 32'h3f) | ~turn_ok)) begin
                        db_ready = 1'b1;
                        if (db_run__q != 32'h3f) begin
                            db_run__d = db_run__q + 32'h1;
                        end
                        qpn__d = db_qpn[(32'h0)+:(16)];
                        d_prod__d = db_producer;
                        if (|db_qpn[(32'h10)+:(8)]) begin
                            ev[(64'hc)+:(1)] = 1'b1;
                        end
                        else begin
                            state__d = ReqStep__DbLook;
                        end
                    end
                    else if (turn_ok) begin
                        ready__rd_en = 1'b1;
                        db_run__d = 32'h0;
                        t_burst__d = 32'h0;
                        qpn__d = ready__rd_data;
                        state__d = ReqStep__TurnLook;
                    end
                end
            ReqStep__DbLook:
                begin
                    sqc_lk_valid = 1'b1;
                    if (sqc_lk_ready) begin
                        state__d = ReqStep__DbWait;
                    end
                end
            ReqStep__DbWait:
                begin
                    sqc_rsp_ready = 1'b1;
                    if (sqc_rsp_valid) begin
                        sq__d = load__sqc;
                        if (sqc_rsp_err) begin
                            ev[(64'hc)+:(1)] = 1'b1;
                            state__d = ReqStep__Idle;
                        end
                        else begin
                            state__d = ReqStep__DbSize;
                        end
                    end
                end
            ReqStep__DbSize:
                begin
                    d_room__d = 32'h0;
                    if (pf_da < 32'h8) begin
                        d_room__d = ((32'h8) & 5'h1f) - ((pf_da[(32'h0)+:(4)]) & 5'h1f);
                    end
                    d_new__d = 32'h8;
                    if (pf_dn < 32'h8) begin
                        d_new__d = ((pf_dn[(32'h0)+:(4)]) & 5'h1f);
                    end
                    d_grp__d = ((32'h8) & 5'h1f) - ((pf_p[(32'h0)+:(3)]) & 5'h1f);
                    d_slot__d = sq__q[(64'h60)+:(32)] & idx_mask;
                    state__d = ReqStep__DbCheck;
                end
            ReqStep__DbCheck:
                begin
                    d_bad__d = (sq__q[(64'h48)+:(8)] < 32'h7) | (sq__q[(64'h48)+:(8)] > 32'hc) | (sq__q[(64'h40)+:(8)] > 32'h10) | (posted > slots_q__q) | (posted < advanced);
                    d_push__d = ~sq_flags[32'h3] & (d_prod__q != sq__q[(64'h80)+:(32)]);
                    d_pfa__d = sq__q[(64'h0)+:(64)] + (((d_slot__q) & 64'hffffffffffffffff) << 32'h7);
                    d_pfn__d = pf_gw;
                    if (d_room__q < pf_gw) begin
                        d_pfn__d = d_room__q;
                    end
                    if ((sq__q[(64'h48)+:(8)] != 32'h7) | (sq__q[(64'h40)+:(8)] < 32'h3)) begin
                        d_pfn__d = 32'h0;
                    end
                    state__d = ReqStep__DbWrite;
                end
            ReqStep__DbWrite:
                begin
                    nsq[(64'h60)+:(32)] = d_prod__q;
                    if (d_push__q) begin
                        nsq[(64'h50)+:(8)] = sq__q[(64'h50)+:(8)] | ((32'h8) & 8'hff);
                    end
                    if (d_bad__q) begin
                        ev[(64'hc)+:(1)] = 1'b1;
                        state__d = ReqStep__Idle;
                    end
                    else begin
                        sqc_up_valid = 1'b1;
                        if (sqc_up_ready) begin
                            ready__wr_en = d_push__q;
                            wpf__req_valid = |d_pfn__q;
                            state__d = ReqStep__Idle;
                        end
                    end
                end
            ReqStep__TurnLook:
                begin
                    sqc_lk_valid = ~sq_sent__q;
                    qpc_lk_valid = ~qc_sent__q;
                    if (sqc_lk_ready) begin
                        sq_sent__d = 1'b1;
                    end
                    if (qpc_lk_ready) begin
                        qc_sent__d = 1'b1;
                    end
                    if ((sq_sent__q | sqc_lk_ready) & (qc_sent__q | qpc_lk_ready)) begin
                        state__d = ReqStep__TurnWait;
                    end
                end
            ReqStep__TurnWait:
                begin
                    sqc_rsp_ready = 1'b1;
                    qpc_rsp_ready = 1'b1;
                    if (sqc_rsp_valid) begin
                        sq__d = load__sqc;
                        f_idx__d = load__sqc[(64'h80)+:(32)];
                        sq_got__d = 1'b1;
                        if (sqc_rsp_err) begin
                            look_err__d = 1'b1;
                        end
                    end
                    if (qpc_rsp_valid) begin
                        qc__d = qpc_rsp_data;
                        qc_got__d = 1'b1;
                        if (qpc_rsp_err) begin
                            look_err__d = 1'b1;
                        end
                    end
                    if (sq_got__q & qc_got__q & look_err__q) begin
                        if (~rsp_mode__q & ~t_mode__q & ~l_mode__q) begin
                            ev[(64'hd)+:(1)] = 1'b1;
                        end
                        ev[(64'h7)+:(1)] = rsp_mode__q;
                        state__d = ReqStep__Idle;
                    end
                    else if ((sq_got__q | sqc_rsp_valid) & (qc_got__q | qpc_rsp_valid) & ~look_err__q & ~(sqc_rsp_valid & sqc_rsp_err) & ~(qpc_rsp_valid & qpc_rsp_err)) begin
                        if (rsp_mode__q) begin
                            state__d = ReqStep__RCheck;
                        end
                        else if (t_mode__q) begin
                            state__d = ReqStep__TCheck;
                        end
                        else if (l_mode__q) begin
                            state__d = ReqStep__LCheck;
                        end
                        else begin
                            state__d = ReqStep__Check;
                        end
                    end
                end
            ReqStep__Check:
                begin
                    state__d = ReqStep__Probe;
                    f_early__d = 1'b1;
                    slot_idx__d = sq__q[(64'h80)+:(32)] & idx_mask;
                    f_idx__d = sq__q[(64'h80)+:(32)];
                    beat_n__d = 32'h0;
                    if (((qc__q[(32'h0)+:(8)] != 32'h3) & (qc__q[(32'h0)+:(8)] != 32'h4)) | (sq__q[(64'h80)+:(32)] == sq__q[(64'h60)+:(32)])) begin
                        state__d = ReqStep__Release;
                    end
                    w_idx__d = sq__q[(64'ha0)+:(32)];
                    e_st__d = 32'h4;
                    e_keep__d = 32'h10;
                    l_head__d = sq__q[(64'h80)+:(32)] == sq__q[(64'ha0)+:(32)];
                    if (e_flush & (sq__q[(64'ha0)+:(32)] != sq__q[(64'h60)+:(32)])) begin
                        e_mode__d = 1'b1;
                        e_post__d = sq_flags[32'h5];
                        state__d = ReqStep__WStart;
                    end
                end
            ReqStep__Addr:
                begin
                    f_early__d = 1'b0;
                    wqe_addr__d = slot_addr;
                    f_avail__d = sq__q[(64'h60)+:(32)] - f_idx__q;
                    f_grp__d = f_gsize - (slot_idx__q[(32'h0)+:(5)] & (f_gsize - 32'h1));
                    state__d = ReqStep__Probe;
                end
            ReqStep__Probe:
                begin
                    wqe_addr__d = slot_addr;
                    f_n__d = f_grp__q;
                    if (f_avail__q < ((f_grp__q) & 32'hffffffff)) begin
                        f_n__d = f_avail__q[(32'h0)+:(5)];
                    end
                    state__d = ReqStep__WqeRead;
                    if (f_early__q) begin
                        state__d = ReqStep__Addr;
                    end
                    if (wc__hit) begin
                        hdr__d = wc__hdr;
                        sgeb__d = wc__sges;
                        state__d = ReqStep__Len;
                        k_va__d = wc__sges[(32'h0)+:(64)];
                        k_len__d = ((wc__sges[(32'h40)+:(32)]) & 64'hffffffffffffffff);
                        k_got__d = 1'b0;
                        k_run__d = (wc__hdr[(32'h50)+:(8)] == 32'h1) & turn_mode;
                        rd_atomic__d = (wc__hdr[(32'h40)+:(8)] == 32'h4) | (wc__hdr[(32'h40)+:(8)] == 32'h5) | (wc__hdr[(32'h40)+:(8)] == 32'h6);
                    end
                end
            ReqStep__WqeRead:
                begin
                    rd_req_valid = 1'b1;
                    if (rd_req_ready) begin
                        f_ok__d = ~wqe_flush;
                        state__d = ReqStep__WqeData;
                    end
                end
            ReqStep__WqeData:
                begin
                    rd_ready = 1'b1;
                    if (rd_valid) begin
                        if (~beat_n__q[32'h0]) begin
                            f_hdr__d = rd_data;
                        end
                        else begin
                            wc__put = f_ok__q & ~wqe_flush;
                        end
                        if (~|beat_n__q) begin
                            hdr__d = rd_data;
                        end
                        if (beat_n__q == 32'h1) begin
                            sgeb__d = rd_data;
                        end
                        beat_n__d = beat_n__q + 32'h1;
                    end
                    if (rd_cpl_valid) begin
                        if (|rd_cpl_status) begin
                            ev[(64'hd)+:(1)] = 1'b1;
                            state__d = ReqStep__Release;
                            if (rsp_mode__q) begin
                                state__d = ReqStep__RDone;
                            end
                            if (e_mode__q) begin
                                state__d = ReqStep__EDone;
                            end
                        end
                        else begin
                            state__d = ReqStep__Len;
                        end
                    end
                end
            ReqStep__Len:
                begin
                    len__d = 32'h0;
                    rest__d = 32'h0;
                    if (num_sge == 32'h1) begin
                        len__d = sge0[(32'h40)+:(32)];
                        rest__d = sge0[(32'h40)+:(32)] - sq__q[(64'h120)+:(32)];
                    end
                    if (num_sge > 32'h1) begin
                        len__d = hdr__q[(32'h180)+:(32)];
                        rest__d = hdr__q[(32'h180)+:(32)] - sq__q[(64'h120)+:(32)];
                    end
                    first__d = ~|sq__q[(64'h120)+:(32)];
                    rd_atomic__d = (wop == 32'h4) | (wop == 32'h5) | (wop == 32'h6);
                    if (~k_run__q) begin
                        k_va__d = sge0[(32'h0)+:(64)];
                        k_len__d = ((sge0[(32'h40)+:(32)]) & 64'hffffffffffffffff);
                        k_got__d = 1'b0;
                        k_run__d = (num_sge == 32'h1) & turn_mode;
                    end
                    ud_av__d = (view__qp_type == 32'h2) & wflags[32'h3];
                    state__d = ReqStep__Seg;
                end
            ReqStep__Seg:
                begin
                    npkts__d = pk_div[(32'h0)+:(24)] + ((pk_rem) & 24'hffffff);
                    if (~|len__q | ((wop == 32'h5) | (wop == 32'h6))) begin
                        npkts__d = 32'h1;
                    end
                    state__d = ReqStep__Adv;
                    if (rsp_mode__q) begin
                        state__d = ReqStep__WStep;
                    end
                    if (e_mode__q) begin
                        state__d = ReqStep__WCqe;
                    end
                end
            ReqStep__Adv:
                begin
                    if (s_bad__q) begin
                        l_fail = 1'b1;
                        l_st = 32'h2;
                        if (s_long__q) begin
                            l_st = 32'h1;
                        end
                    end
                    else begin
                        state__d = ReqStep__Gate;
                    end
                    a_fresh__d = adv__fresh;
                    a_retrans__d = adv__retrans;
                    a_psn__d = adv__psn;
                    a_ack_req__d = adv__ack_req;
                    a_npsn__d = adv__n_npsn;
                    a_max_psn__d = adv__n_max_psn;
                    a_next_offset__d = adv__n_next_offset;
                    a_sq_next__d = adv__n_sq_next;
                    a_rd_out__d = adv__n_rd_out;
                    a_since__d = adv__n_since;
                    a_arm__d = adv__arm;
                    a_done__d = adv__done_on_send;
                end
            ReqStep__Gate:
                begin
                    g_go__d = gate__go;
                    state__d = ReqStep__GateGo;
                end
            ReqStep__GateGo:
                begin
                    meta_done__d = 1'b0;
                    pay_done__d = 1'b0;
                    pay_some__d = 1'b0;
                    host__d = 32'h0;
                    g_mode__d = 1'b0;
                    g_chk__d = 1'b0;
                    if (~g_go__q) begin
                        state__d = ReqStep__Release;
                    end
                    else if (num_sge == 32'h1) begin
                        state__d = ReqStep__Key;
                    end
                    else if (pay) begin
                        g_mode__d = 1'b1;
                        g_chk__d = first__q & ~s_last__q;
                        state__d = ReqStep__GList;
                        if (num_sge <= 32'h4) begin
                            gw__load = 1'b1;
                            gw__load_beat = 32'h0;
                            gw__load_data = sgeb__q;
                            gw__start = 1'b1;
                            state__d = ReqStep__GWalk;
                            if (first__q & ~s_last__q) begin
                                gw__start = 1'b0;
                                state__d = ReqStep__GStart;
                            end
                        end
                        if (g_bad) begin
                            g_mode__d = 1'b0;
                            g_chk__d = 1'b0;
                            l_fail = 1'b1;
                            l_st = 32'h2;
                        end
                    end
                    else if ((num_sge > 32'h1) & rd_atomic__q) begin
                        if (g_bad | (wop != 32'h4)) begin
                            l_fail = 1'b1;
                            l_st = 32'h2;
                        end
                        else if (~|len__q) begin
                            state__d = ReqStep__Emit;
                        end
                        else begin
                            g_chk__d = 1'b1;
                            state__d = ReqStep__GList;
                            if (num_sge <= 32'h4) begin
                                gw__load = 1'b1;
                                gw__load_beat = 32'h0;
                                gw__load_data = sgeb__q;
                                state__d = ReqStep__GStart;
                            end
                        end
                    end
                    else begin
                        state__d = ReqStep__Emit;
                    end
                end
            ReqStep__Key:
                begin
                    if (k_now) begin
                        k_got__d = 1'b0;
                        host__d = k_now_host + ((sq__q[(64'h120)+:(32)]) & 64'hffffffffffffffff);
                        if (|k_now_code) begin
                            l_fail = 1'b1;
                            l_st = 32'h3;
                        end
                        else begin
                            state__d = ReqStep__Emit;
                        end
                    end
                end
            ReqStep__Emit:
                begin
                    meta_valid = ~meta_done__q & go;
                    pay_req_valid = pay & ~pay_done__q & go & (~g_mode__q | gq__rd_valid);
                    if (meta_valid & meta_ready) begin
                        meta_done__d = 1'b1;
                    end
                    if (pay_req_valid & pay_req_ready) begin
                        gq__rd_en = g_mode__q;
                        pay_done__d = pay_req_last;
                        pay_some__d = 1'b1;
                    end
                    if ((meta_done__q | (meta_valid & meta_ready)) & (~pay | pay_done__q | (pay_req_valid & pay_req_ready & pay_req_last))) begin
                        ev[(64'h0)+:(1)] = 1'b1;
                        ev[(64'h1)+:(1)] = a_retrans__q;
                        state__d = ReqStep__Write;
                        f_idx__d = a_sq_next__q;
                        if (a_done__q) begin
                            ev[(64'h3)+:(1)] = 1'b1;
                            if (wflags[32'h0]) begin
                                state__d = ReqStep__WCqe;
                            end
                        end
                    end
                end
            ReqStep__GList:
                begin
                    rd_req_valid = 1'b1;
                    if (rd_req_ready) begin
                        beat_n__d = 32'h0;
                        state__d = ReqStep__GData;
                    end
                end
            ReqStep__GData:
                begin
                    rd_ready = 1'b1;
                    if (rd_valid) begin
                        gw__load = 1'b1;
                        beat_n__d = beat_n__q + 32'h1;
                    end
                    if (rd_cpl_valid) begin
                        if (|rd_cpl_status) begin
                            ev[(64'hd)+:(1)] = 1'b1;
                            state__d = ReqStep__Release;
                            if (rsp_mode__q) begin
                                state__d = ReqStep__RDone;
                            end
                        end
                        else begin
                            gw__start = 1'b1;
                            state__d = ReqStep__GWalk;
                        end
                    end
                end
            ReqStep__GStart:
                begin
                    gw__start = 1'b1;
                    state__d = ReqStep__GWalk;
                end
            ReqStep__GWalk:
                begin
                    k_va__d = gw__va;
                    k_len__d = ((gw__sge_len) & 64'hffffffffffffffff);
                    if (rsp_mode__q) begin
                        k_va__d = gw__va + ((gw__p_off) & 64'hffffffffffffffff);
                        k_len__d = ((gw__p_len) & 64'hffffffffffffffff);
                    end
                    g_key__d = gw__key;
                    g_poff__d = gw__p_off;
                    g_plen__d = gw__p_len;
                    g_plast__d = gw__p_last;
                    if (gw__ready) begin
                        if (gw__exhausted) begin
                            l_fail = ~rsp_mode__q;
                            l_st = 32'h1;
                            if (rsp_mode__q) begin
                                g_clear = 1'b1;
                                x_lerr__d = 1'b1;
                                state__d = ReqStep__XDone;
                            end
                        end
                        else if (gw__skip) begin
                            gw__advance = 1'b1;
                        end
                        else begin
                            gw__advance = ~gw__p_last;
                            state__d = ReqStep__GKey;
                        end
                    end
                end
            ReqStep__GKey:
                begin
                    if (ks__res__done) begin
                        g_host__d = ks__res__host_addr + ((g_poff__q) & 64'hffffffffffffffff);
                        if (rsp_mode__q) begin
                            g_host__d = ks__res__host_addr;
                        end
                        if (|ks__res__code) begin
                            l_fail = ~rsp_mode__q;
                            l_st = 32'h3;
                            if (rsp_mode__q) begin
                                g_clear = 1'b1;
                                x_lerr__d = 1'b1;
                                state__d = ReqStep__XDone;
                            end
                        end
                        else begin
                            state__d = ReqStep__GPush;
                        end
                    end
                end
            ReqStep__GPush:
                begin
                    gq__wr_en = ~g_chk__q;
                    if (g_plast__q) begin
                        g_chk__d = 1'b0;
                        state__d = ReqStep__Emit;
                        if (rsp_mode__q) begin
                            state__d = ReqStep__XEmit;
                        end
                        if (g_chk__q & g_mode__q) begin
                            state__d = ReqStep__GStart;
                        end
                    end
                    else begin
                        state__d = ReqStep__GWalk;
                    end
                end
            ReqStep__Write:
                begin
                    nsq[(64'hc0)+:(32)] = ((a_npsn__q) & 32'hffffffff);
                    nsq[(64'h1c0)+:(32)] = ((a_max_psn__q) & 32'hffffffff);
                    nsq[(64'h120)+:(32)] = a_next_offset__q;
                    nsq[(64'h80)+:(32)] = a_sq_next__q;
                    nsq[(64'h58)+:(8)] = ((a_rd_out__q) & 8'hff);
                    nsq[(64'h170)+:(8)] = a_since__q;
                    s_flags = sq__q[(64'h50)+:(8)];
                    if (a_arm__q & ~t_inf) begin
                        s_flags = sq__q[(64'h50)+:(8)] | ((32'h11) & 8'hff);
                        t_push = ~sq_flags[32'h4];
                        nsq[(64'h140)+:(32)] = t_dl__q;
                    end
                    nsq[(64'h50)+:(8)] = s_flags;
                    if (a_done__q) begin
                        nsq[(64'ha0)+:(32)] = sq__q[(64'ha0)+:(32)] + 32'h1;
                        nsq[(64'h100)+:(32)] = ((a_npsn__q) & 32'hffffffff);
                        nsq[(64'he0)+:(32)] = ((a_npsn__q) & 32'hffffffff);
                    end
                    if (a_sq_next__q == sq__q[(64'h60)+:(32)]) begin
                        nsq[(64'h50)+:(8)] = s_flags & ((32'hf7) & 8'hff);
                    end
                    sqc_up_valid = ~t_push | tmr__arm_ready;
                    if (sqc_up_valid & sqc_up_ready) begin
                        tmr__arm_valid = t_push;
                        ready__wr_en = a_sq_next__q != sq__q[(64'h60)+:(32)];
                        state__d = ReqStep__Idle;
                        if ((a_sq_next__q != sq__q[(64'h60)+:(32)]) & (t_burst__q != 32'h3) & enable & ~k_run__q) begin
                            ready__wr_en = 1'b0;
                            sq__d = nsq;
                            t_burst__d = t_burst__q + 32'h1;
                            slot_idx__d = a_sq_next__q & idx_mask;
                            f_idx__d = a_sq_next__q;
                            beat_n__d = 32'h0;
                            l_head__d = a_sq_next__q == nsq[(64'ha0)+:(32)];
                            w_idx__d = nsq[(64'ha0)+:(32)];
                            e_st__d = 32'h4;
                            e_keep__d = 32'h10;
                            f_early__d = 1'b1;
                            state__d = ReqStep__Probe;
                        end
                    end
                end
            ReqStep__Release:
                begin
                    nsq[(64'h50)+:(8)] = sq__q[(64'h50)+:(8)] & ((32'hf7) & 8'hff);
                    sqc_up_valid = 1'b1;
                    if (sqc_up_ready) begin
                        state__d = ReqStep__Idle;
                    end
                end
            ReqStep__RCheck:
                begin
                    g_chk__d = 1'b0;
                    b_do__d = 1'b0;
                    b_ign__d = 1'b0;
                    b_ask__d = 1'b0;
                    b_rnr__d = 1'b0;
                    b_rign__d = 1'b0;
                    b_rfail__d = 1'b0;
                    r_kind__d = cls__kind;
                    r_nak__d = cls__nak_code;
                    w_end_ok__d = 1'b0;
                    r_a__d = r_psn__q - 32'h1;
                    if ((r_op__q == 32'h11) & ~|r_syn__q[(32'h5)+:(3)]) begin
                        r_a__d = r_psn__q;
                    end
                    w_idx__d = sq__q[(64'ha0)+:(32)];
                    f_idx__d = sq__q[(64'ha0)+:(32)];
                    w_psn__d = ((sq__q[(64'h100)+:(32)]) & 24'hffffff);
                    w_first__d = 1'b1;
                    w_una__d = ((sq__q[(64'he0)+:(32)]) & 24'hffffff);
                    w_prog__d = 1'b0;
                    w_rd_out__d = sq__q[(64'h58)+:(8)];
                    c_next__d = sq__q[(64'h80)+:(32)];
                    c_off__d = sq__q[(64'h120)+:(32)];
                    c_npsn__d = ((sq__q[(64'hc0)+:(32)]) & 24'hffffff);
                    c_moved__d = 1'b0;
                    w_step__d = 32'h6;
                    x_stale__d = 1'b0;
                    x_bad__d = 1'b0;
                    x_lerr__d = 1'b0;
                    x_lfail__d = 1'b0;
                    x_fin__d = 1'b0;
                    b_psn__d = r_psn__q;
                    b_lost__d = 1'b0;
                    state__d = ReqStep__RKind;
                    if (qc__q[(32'h0)+:(8)] == 32'h0) begin
                        ev[(64'h7)+:(1)] = 1'b1;
                        state__d = ReqStep__Idle;
                    end
                    else if (r_pkey__q[(32'h0)+:(15)] != view__pkey[(32'h0)+:(15)]) begin
                        ev[(64'h8)+:(1)] = 1'b1;
                        state__d = ReqStep__Idle;
                    end
                    else if (view__qp_type != 32'h0) begin
                        ev[(64'h7)+:(1)] = 1'b1;
                        state__d = ReqStep__Idle;
                    end
                    else if (((qc__q[(32'h0)+:(8)] != 32'h3) & (qc__q[(32'h0)+:(8)] != 32'h4)) | sq_flags[32'h5]) begin
                        ev[(64'h9)+:(1)] = 1'b1;
                        state__d = ReqStep__Idle;
                    end
                end
            ReqStep__RKind:
                begin
                    ev[(64'h4)+:(1)] = r_kind__q == 32'h0;
                    ev[(64'h5)+:(1)] = (r_kind__q == 32'h1) | (r_kind__q == 32'h2);
                    ev[(64'h6)+:(1)] = r_kind__q == 32'h1;
                    if (r_kind__q == 32'h5) begin
                        ev[(64'ha)+:(1)] = 1'b1;
                        state__d = ReqStep__Idle;
                    end
                    if (r_kind__q == 32'h6) begin
                        ev[(64'hb)+:(1)] = 1'b1;
                        state__d = ReqStep__Idle;
                    end
                end
            ReqStep__WStart:
                begin
                end
            ReqStep__WStep:
                begin
                    w_step__d = ack__step;
                    w_n__d = ack__n;
                    state__d = ReqStep__WAct;
                end
            ReqStep__WAct:
                begin
                    state__d = ReqStep__RBack;
                    w_end_ok__d = (((w_step__q == 32'h5) | (w_step__q == 32'h6)) & ~rd_atomic__q) | ((w_step__q == 32'h3) & rd_atomic__q);
                    if ((w_step__q == 32'h1) | (w_step__q == 32'h4)) begin
                        ev[(64'h3)+:(1)] = 1'b1;
                        w_idx__d = w_idx__q + 32'h1;
                        w_psn__d = w_psn__q + npkts__q;
                        w_una__d = w_psn__q + npkts__q;
                        w_first__d = 1'b0;
                        w_prog__d = 1'b1;
                        if (rd_atomic__q) begin
                            w_rd_out__d = w_rd_out__q - 32'h1;
                        end
                        if (w_idx__q == c_next__q) begin
                            c_next__d = w_idx__q + 32'h1;
                            c_off__d = 32'h0;
                            c_npsn__d = w_psn__q + npkts__q;
                            c_moved__d = 1'b1;
                        end
                        state__d = ReqStep__WStart;
                        if (wflags[32'h0]) begin
                            state__d = ReqStep__WCqe;
                        end
                    end
                    if (w_step__q == 32'h5) begin
                        w_una__d = w_psn__q + w_n__q;
                        w_prog__d = 1'b1;
                        if ((w_idx__q == c_next__q) & (w_n__q > c_k)) begin
                            c_off__d = c_noff;
                            c_npsn__d = w_psn__q + w_n__q;
                            c_moved__d = 1'b1;
                        end
                    end
                    if (w_step__q == 32'h2) begin
                        b_lost__d = 1'b1;
                        b_psn__d = ack__want;
                    end
                end
            ReqStep__WCqe:
                begin
                    if (cplq__push_ready) begin
                        state__d = ReqStep__WStart;
                        if (w_done) begin
                            state__d = ReqStep__RDone;
                        end
                        if (x_fin__q) begin
                            state__d = ReqStep__RDone;
                        end
                        if (~rsp_mode__q) begin
                            state__d = ReqStep__Write;
                        end
                        if (e_mode__q) begin
                            ev[(64'h10)+:(1)] = e_st__q != 32'h4;
                            ev[(64'h11)+:(1)] = e_st__q == 32'h4;
                            w_idx__d = w_idx__q + 32'h1;
                            e_st__d = 32'h4;
                            state__d = ReqStep__WStart;
                        end
                    end
                end
            ReqStep__RBack:
                begin
                    if ((r_kind__q == 32'h1) & ~b_lost__q & w_end_ok__q & (b_k < npkts__q)) begin
                        if (sq_flags[32'h1]) begin
                            b_rign__d = 1'b1;
                        end
                        else if ((qc__q[(32'h1f0)+:(8)] == 32'h7) | |rnr_now) begin
                            b_rnr__d = 1'b1;
                        end
                        else begin
                            b_rfail__d = 1'b1;
                        end
                    end
                    b_off__d = ((b_k) & 32'hffffffff) << 32'hc;
                    if (view__mtu_code < 32'h4) begin
                        b_off__d = ((b_k) & 32'hffffffff) << (((view__mtu_code) & 32'hffffffff) + 32'h8);
                    end
                    if (((r_kind__q == 32'h2) & (r_nak__q == 32'h0) & w_end_ok__q & (b_k < npkts__q)) | b_lost__q) begin
                        b_ask__d = 1'b1;
                        if (sq_flags[32'h2] & (((sq__q[(64'h1a0)+:(32)]) & 24'hffffff) == b_psn__q) & ~w_prog__q) begin
                            b_ign__d = 1'b1;
                        end
                        else if (|retry_now) begin
                            b_do__d = 1'b1;
                        end
                    end
                    state__d = ReqStep__RDone;
                    if (((r_kind__q == 32'h3) | (r_kind__q == 32'h4)) & ~x_fin__q & ~b_lost__q) begin
                        state__d = ReqStep__XPrep;
                    end
                end
            ReqStep__XPrep:
                begin
                    x_at__d = w_step__q == 32'h3;
                    x_k__d = ack__acked;
                    x_want__d = ack__want;
                    x_last__d = (ack__acked + 32'h1) >= npkts__q;
                    x_off__d = x_koff;
                    x_mtu_q__d = x_mtu;
                    state__d = ReqStep__XLen;
                end
            ReqStep__XLen:
                begin
                    x_exp_q__d = x_exp;
                    state__d = ReqStep__XCheck;
                end
            ReqStep__XCheck:
                begin
                    x_len__d = 32'h8;
                    state__d = ReqStep__RDone;
                    if (r_kind__q == 32'h4) begin
                        x_len__d = x_exp_q__q;
                        if (x_at__q & (wop == 32'h4) & (r_psn__q == x_want__q)) begin
                            if (x_pos & (((r_plen__q) & 32'hffffffff) == x_exp_q__q)) begin
                                k_va__d = sge0[(32'h0)+:(64)] + ((x_off__q) & 64'hffffffffffffffff);
                                k_len__d = ((x_exp_q__q) & 64'hffffffffffffffff);
                                state__d = ReqStep__XKey;
                                if (num_sge > 32'h1) begin
                                    state__d = ReqStep__GList;
                                    if (num_sge <= 32'h4) begin
                                        gw__load = 1'b1;
                                        gw__load_beat = 32'h0;
                                        gw__load_data = sgeb__q;
                                        gw__start = 1'b1;
                                        state__d = ReqStep__GWalk;
                                    end
                                end
                                if (~|x_exp_q__q) begin
                                    state__d = ReqStep__XDone;
                                end
                            end
                            else begin
                                x_bad__d = 1'b1;
                            end
                        end
                        else if (x_at__q & (r_psn__q == x_want__q)) begin
                            b_ask__d = 1'b1;
                            b_psn__d = x_want__q;
                            b_off__d = 32'h0;
                            if (sq_flags[32'h2] & (((sq__q[(64'h1a0)+:(32)]) & 24'hffffff) == x_want__q) & ~w_prog__q) begin
                                b_ign__d = 1'b1;
                            end
                            else if (|retry_now) begin
                                b_do__d = 1'b1;
                            end
                        end
                        else begin
                            x_stale__d = 1'b1;
                        end
                    end
                    else begin
                        if (x_at__q & ((wop == 32'h5) | (wop == 32'h6)) & (r_psn__q == w_psn__q) & ~|x_k__q) begin
                            k_va__d = sge0[(32'h0)+:(64)];
                            k_len__d = 32'h8;
                            state__d = ReqStep__XKey;
                            if (len__q < 32'h8) begin
                                x_lfail__d = 1'b1;
                                state__d = ReqStep__RDone;
                            end
                        end
                        else if (w_step__q != 32'h2) begin
                            x_stale__d = 1'b1;
                        end
                    end
                end
            ReqStep__XKey:
                begin
                    if (ks__res__done) begin
                        x_host__d = ks__res__host_addr;
                        if (|ks__res__code) begin
                            state__d = ReqStep__RDone;
                            x_lfail__d = 1'b1;
                            if (x_rd) begin
                                x_lfail__d = 1'b0;
                                x_lerr__d = 1'b1;
                                state__d = ReqStep__XDone;
                            end
                        end
                        else begin
                            state__d = ReqStep__XReq;
                        end
                    end
                end
            ReqStep__XReq:
                begin
                    if (wr_req_valid & wr_req_ready) begin
                        owe__d = 1'b0;
                        state__d = ReqStep__XDone;
                    end
                end
            ReqStep__XEmit:
                begin
                    if (wr_req_valid & wr_req_ready) begin
                        gq__rd_en = 1'b1;
                        if (gq__rd_data[32'h4d]) begin
                            owe__d = 1'b0;
                            state__d = ReqStep__XDone;
                        end
                    end
                end
            ReqStep__XDone:
                begin
                    x_fin__d = 1'b1;
                    w_prog__d = 1'b1;
                    w_una__d = r_psn__q + 32'h1;
                    state__d = ReqStep__RDone;
                    if (x_last__q & (x_lerr__q | sq_flags[32'h6])) begin
                        x_lfail__d = 1'b1;
                    end
                    else if (x_last__q | (r_kind__q == 32'h3)) begin
                        ev[(64'h3)+:(1)] = 1'b1;
                        w_idx__d = w_idx__q + 32'h1;
                        w_psn__d = w_psn__q + npkts__q;
                        w_una__d = w_psn__q + npkts__q;
                        w_first__d = 1'b0;
                        w_rd_out__d = w_rd_out__q - 32'h1;
                        if (w_idx__q == c_next__q) begin
                            c_next__d = w_idx__q + 32'h1;
                            c_off__d = 32'h0;
                            c_npsn__d = w_psn__q + npkts__q;
                            c_moved__d = 1'b1;
                        end
                        if (wflags[32'h0]) begin
                            state__d = ReqStep__WCqe;
                        end
                    end
                end
            ReqStep__RDone:
                begin
                    if (c_moved__q) begin
                        nsq[(64'h80)+:(32)] = c_next__q;
                        nsq[(64'h120)+:(32)] = c_off__q;
                        nsq[(64'hc0)+:(32)] = ((c_npsn__q) & 32'hffffffff);
                    end
                    if (b_do__q) begin
                        nsq[(64'h80)+:(32)] = w_idx__q;
                        nsq[(64'h120)+:(32)] = b_off__q;
                        nsq[(64'hc0)+:(32)] = ((b_psn__q) & 32'hffffffff);
                        nsq[(64'h1a0)+:(32)] = ((b_psn__q) & 32'hffffffff);
                    end
                    nsq[(64'ha0)+:(32)] = w_idx__q;
                    nsq[(64'h100)+:(32)] = ((w_psn__q) & 32'hffffffff);
                    nsq[(64'he0)+:(32)] = ((w_una__q) & 32'hffffffff);
                    nsq[(64'h58)+:(8)] = w_rd_out__q;
                    nsq[(64'h50)+:(8)] = r_flags;
                    if (w_prog__q) begin
                        nsq[(64'h160)+:(8)] = qc__q[(32'h1e8)+:(8)];
                        nsq[(64'h168)+:(8)] = qc__q[(32'h1f0)+:(8)];
                    end
                    if (b_do__q) begin
                        nsq[(64'h160)+:(8)] = retry_now - 32'h1;
                    end
                    if ((w_prog__q | b_do__q) & r_flags[32'h0]) begin
                        nsq[(64'h140)+:(32)] = t_dl__q;
                    end
                    if (b_rnr__q) begin
                        nsq[(64'h80)+:(32)] = w_idx__q;
                        nsq[(64'h120)+:(32)] = b_off__q;
                        nsq[(64'hc0)+:(32)] = ((b_psn__q) & 32'hffffffff);
                        nsq[(64'h140)+:(32)] = rnr_dl__q;
                        if (qc__q[(32'h1f0)+:(8)] != 32'h7) begin
                            nsq[(64'h168)+:(8)] = rnr_now - 32'h1;
                        end
                        tmr__arm_deadline = rnr_dl__q;
                    end
                    sqc_up_valid = (~t_push | tmr__arm_ready) & (~t_poke | tmr__poke_ready);
                    if (sqc_up_valid & sqc_up_ready) begin
                        tmr__arm_valid = t_push;
                        tmr__poke_valid = t_poke;
                        ready__wr_en = r_push;
                        ev[(64'h2)+:(1)] = b_do__q;
                        if (r_kind__q == 32'h0) begin
                            ev[(64'ha)+:(1)] = ~w_prog__q & ~b_lost__q;
                        end
                        else if ((r_kind__q == 32'h3) | (r_kind__q == 32'h4)) begin
                            ev[(64'ha)+:(1)] = x_stale__q;
                            ev[(64'hb)+:(1)] = x_bad__q;
                            ev[(64'he)+:(1)] = l_unsup;
                        end
                        else begin
                            ev[(64'he)+:(1)] = l_unsup | (~(b_do__q | b_ign__q | b_rnr__q | b_rign__q));
                        end
                        state__d = ReqStep__Idle;
                        if (rsp_ok & (rsp_dqp == ((qpn__q) & 24'hffffff)) & ~owe__q & ~k_run__q) begin
                            rsp_take = 1'b1;
                            sq__d = nsq;
                            state__d = ReqStep__RCheck;
                        end
                    end
                    if (e_fail) begin
                        sqc_up_valid = 1'b0;
                        tmr__arm_valid = 1'b0;
                        tmr__poke_valid = 1'b0;
                        ready__wr_en = 1'b0;
                        ev[(64'h2)+:(1)] = 1'b0;
                        ev[(64'ha)+:(1)] = 1'b0;
                        ev[(64'hb)+:(1)] = 1'b0;
                        ev[(64'he)+:(1)] = l_unsup;
                        rsp_take = 1'b0;
                        sq__d = sq__q;
                        e_mode__d = 1'b1;
                        e_st__d = e_code;
                        e_keep__d = 32'h18;
                        state__d = ReqStep__WStart;
                    end
                end
            ReqStep__TCheck:
                begin
                    t_live__d = ((qc__q[(32'h0)+:(8)] == 32'h3) | (qc__q[(32'h0)+:(8)] == 32'h4)) & (view__qp_type == 32'h0) & sq_flags[32'h0];
                    t_rnr__d = ((qc__q[(32'h0)+:(8)] == 32'h3) | (qc__q[(32'h0)+:(8)] == 32'h4)) & (view__qp_type == 32'h0) & sq_flags[32'h1];
                    t_due__d = ~t_left[32'h1f];
                    t_unacked__d = sq__q[(64'he0)+:(32)] != sq__q[(64'h1c0)+:(32)];
                    t_k__d = ((sq__q[(64'he0)+:(32)]) & 24'hffffff) - ((sq__q[(64'h100)+:(32)]) & 24'hffffff);
                    state__d = ReqStep__TOff;
                end
            ReqStep__TOff:
                begin
                    t_off__d = ((t_k__q) & 32'hffffffff) << 32'hc;
                    if (view__mtu_code < 32'h4) begin
                        t_off__d = ((t_k__q) & 32'hffffffff) << (((view__mtu_code) & 32'hffffffff) + 32'h8);
                    end
                    state__d = ReqStep__TAct;
                end
            ReqStep__TAct:
                begin
                    nsq[(64'h50)+:(8)] = sq__q[(64'h50)+:(8)] & ((32'hee) & 8'hff);
                    if ((t_live__q | t_rnr__q) & ~t_due__q) begin
                        tmr__arm_valid = 1'b1;
                        tmr__arm_deadline = sq__q[(64'h140)+:(32)];
                        if (tmr__arm_ready) begin
                            state__d = ReqStep__Idle;
                        end
                    end
                    else if (t_rnr__q) begin
                        nsq[(64'h50)+:(8)] = (sq__q[(64'h50)+:(8)] & ((32'hec) & 8'hff)) | ((32'h8) & 8'hff);
                        if (t_run) begin
                            nsq[(64'h50)+:(8)] = (sq__q[(64'h50)+:(8)] & ((32'hec) & 8'hff)) | ((32'h19) & 8'hff);
                        end
                        nsq[(64'h140)+:(32)] = t_dl__q;
                        sqc_up_valid = ~t_run | tmr__arm_ready;
                        if (sqc_up_valid & sqc_up_ready) begin
                            tmr__arm_valid = t_run;
                            ready__wr_en = ~sq_flags[32'h3];
                            state__d = ReqStep__Idle;
                        end
                    end
                    else if (~t_live__q & ~t_rnr__q & e_flush & ~sq_flags[32'h5] & (sq__q[(64'ha0)+:(32)] != sq__q[(64'h60)+:(32)])) begin
                        w_idx__d = sq__q[(64'ha0)+:(32)];
                        e_mode__d = 1'b1;
                        e_st__d = 32'h4;
                        e_keep__d = 32'h8;
                        state__d = ReqStep__WStart;
                    end
                    else if (t_live__q & t_unacked__q & ~|sq__q[(64'h160)+:(8)]) begin
                        ev[(64'hf)+:(1)] = 1'b1;
                        ev[(64'he)+:(1)] = l_unsup;
                        w_idx__d = sq__q[(64'ha0)+:(32)];
                        e_mode__d = 1'b1;
                        e_st__d = 32'h8;
                        e_keep__d = 32'h8;
                        state__d = ReqStep__WStart;
                    end
                    else begin
                        if (t_live__q & t_unacked__q) begin
                            if (|sq__q[(64'h160)+:(8)]) begin
                                nsq[(64'h50)+:(8)] = sq__q[(64'h50)+:(8)] & ((32'hea) & 8'hff) | ((32'h8) & 8'hff);
                                nsq[(64'h160)+:(8)] = sq__q[(64'h160)+:(8)] - 32'h1;
                                nsq[(64'h80)+:(32)] = sq__q[(64'ha0)+:(32)];
                                nsq[(64'h120)+:(32)] = t_off__q;
                                nsq[(64'hc0)+:(32)] = sq__q[(64'he0)+:(32)];
                            end
                        end
                        sqc_up_valid = 1'b1;
                        if (sqc_up_ready) begin
                            if (t_live__q & t_unacked__q) begin
                                ev[(64'hf)+:(1)] = 1'b1;
                                ready__wr_en = ~sq_flags[32'h3];
                            end
                            state__d = ReqStep__Idle;
                        end
                    end
                end
            ReqStep__EDone:
                begin
                    nsq[(64'ha0)+:(32)] = w_idx__q;
                    nsq[(64'h80)+:(32)] = w_idx__q;
                    nsq[(64'h120)+:(32)] = 32'h0;
                    nsq[(64'h58)+:(8)] = 32'h0;
                    nsq[(64'h50)+:(8)] = (sq__q[(64'h50)+:(8)] & e_keep__q) | ((32'h20) & 8'hff);
                    sqc_up_valid = 1'b1;
                    if (sqc_up_ready) begin
                        state__d = ReqStep__Idle;
                        if (~e_post__q) begin
                            state__d = ReqStep__EQp;
                        end
                    end
                end
            ReqStep__LCheck:
                begin
                    w_idx__d = sq__q[(64'ha0)+:(32)];
                    e_st__d = 32'h4;
                    e_keep__d = 32'h18;
                    state__d = ReqStep__Idle;
                    if (((qc__q[(32'h0)+:(8)] == 32'h3) | (qc__q[(32'h0)+:(8)] == 32'h4)) & ~sq_flags[32'h5]) begin
                        e_mode__d = 1'b1;
                        state__d = ReqStep__WStart;
                    end
                end
            ReqStep__EQp:
                begin
                    fatal_valid = 1'b1;
                    if (fatal_ready) begin
                        state__d = ReqStep__Idle;
                    end
                end
            default:
                begin
                    state__d = ReqStep__Idle;
                end
        endcase
        if (w_enter) begin
            slot_idx__d = w_idx__q & idx_mask;
            f_idx__d = w_idx__q;
            beat_n__d = 32'h0;
            w_end_ok__d = 1'b0;
            state__d = ReqStep__Addr;
            if (state__q == ReqStep__RKind) begin
                f_early__d = 1'b1;
                state__d = ReqStep__Probe;
            end
            if (w_idx__q == sq__q[(64'h60)+:(32)]) begin
                state__d = ReqStep__RBack;
                if (e_mode__q) begin
                    state__d = ReqStep__EDone;
                end
            end
            if ((r_kind__q == 32'h0) & w_before & ~e_mode__q) begin
                w_step__d = 32'h6;
                state__d = ReqStep__RBack;
            end
            if (w_done) begin
                state__d = ReqStep__RDone;
            end
        end
        if (rsp_take) begin
            rsp_ready = 1'b1;
            r_plen__d = rsp[(64'h4)+:(16)];
            r_orig__d = rsp[(64'h361)+:(64)];
            owe__d = |rsp[(64'h4)+:(16)];
            qpn__d = rsp_dqp[(32'h0)+:(16)];
            r_psn__d = rsp[(64'h1e9)+:(24)];
            r_op__d = rsp[(64'h1ae)+:(8)];
            r_syn__d = rsp[(64'h341)+:(8)];
            r_pkey__d = rsp[(64'h1be)+:(16)];
        end
        if (l_fail) begin
            g_clear = 1'b1;
            g_chk__d = 1'b0;
            e_st__d = l_st;
            state__d = ReqStep__Release;
            if (l_head__q) begin
                ev[(64'hd)+:(1)] = 1'b1;
                e_mode__d = 1'b1;
                state__d = ReqStep__WStart;
            end
        end
        sqc_up_data = ((nsq) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        if (reset) begin
            state__d = ReqStep__Idle;
            db_run__d = 32'h0;
            k_run__d = 1'b0;
            k_got__d = 1'b0;
        end
    end
    
endmodule // roce_req_engine

module roce_req_engine__dff_w1(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w1

module roce_req_engine__dff_w24(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w24

module roce_req_engine__dff_w32(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w32

module roce_req_engine__dff_w5(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w5

module roce_req_engine__dff_w8(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_req_engine__dff_w8

module roce_req_engine__ack(started,rd_atomic,first_psn,acked,npkts,a,step,want,n);
    
    // Module arguments
    input wire  started;
    input wire  rd_atomic;
    input wire  [23:0] first_psn;
    input wire  [23:0] acked;
    input wire  [23:0] npkts;
    input wire  [23:0] a;
    output reg  [2:0] step;
    output reg  [23:0] want;
    output reg  [23:0] n;
    
    // Local signals
    reg  [23:0] last_psn;
    reg  [23:0] d_first;
    reg  last_in;
    reg  want_in;
    
    // Update code
    always @(*) begin
        last_psn = first_psn + npkts - 32'h1;
        want = first_psn + acked;
        d_first = a - first_psn;
        last_in = ~|((a - last_psn) >> 32'h17);
        want_in = ~|((a - want) >> 32'h17);
        n = d_first + 32'h1;
        step = 32'h6;
        if (~d_first[32'h17] & (n > acked)) begin
            step = 32'h5;
        end
        if (last_in) begin
            step = 32'h4;
        end
        if (rd_atomic) begin
            step = 32'h3;
            if (want_in) begin
                step = 32'h2;
            end
        end
        if (acked >= npkts) begin
            step = 32'h1;
        end
        if (~started) begin
            step = 32'h0;
        end
    end
    
endmodule // roce_req_engine__ack

module roce_req_engine__adv(rc,ack_every,npsn,max_psn,next_offset,sq_next,rd_out,since,timer_armed,rd_atomic,last,plen,psns,fresh,psn,ack_req,retrans,n_npsn,n_max_psn,n_next_offset,n_sq_next,n_rd_out,n_since,arm,done_on_send);
    
    // Module arguments
    input wire  rc;
    input wire  [7:0] ack_every;
    input wire  [23:0] npsn;
    input wire  [23:0] max_psn;
    input wire  [31:0] next_offset;
    input wire  [31:0] sq_next;
    input wire  [4:0] rd_out;
    input wire  [7:0] since;
    input wire  timer_armed;
    input wire  rd_atomic;
    input wire  last;
    input wire  [12:0] plen;
    input wire  [23:0] psns;
    output reg  fresh;
    output reg  [23:0] psn;
    output reg  ack_req;
    output reg  retrans;
    output reg  [23:0] n_npsn;
    output reg  [23:0] n_max_psn;
    output reg  [31:0] n_next_offset;
    output reg  [31:0] n_sq_next;
    output reg  [4:0] n_rd_out;
    output reg  [7:0] n_since;
    output reg  arm;
    output reg  done_on_send;
    
    // Local signals
    reg  [23:0] psn_end;
    reg  step;
    reg  [7:0] every;
    
    // Update code
    always @(*) begin
        psn = npsn;
        psn_end = npsn + psns;
        retrans = npsn != max_psn;
        fresh = ~retrans & ~|next_offset;
        n_npsn = psn_end;
        n_max_psn = psn_end;
        if (retrans) begin
            n_max_psn = max_psn;
        end
        step = last | rd_atomic;
        n_sq_next = sq_next;
        n_next_offset = next_offset + ((plen) & 32'hffffffff);
        if (step) begin
            n_sq_next = sq_next + 32'h1;
            n_next_offset = 32'h0;
        end
        n_rd_out = rd_out;
        if (fresh & rd_atomic) begin
            n_rd_out = rd_out + 32'h1;
        end
        every = ack_every;
        if (~|ack_every) begin
            every = 32'h1;
        end
        ack_req = 1'b0;
        n_since = since;
        if (rc) begin
            ack_req = step | ((since + 32'h1) >= every);
            n_since = since + 32'h1;
            if (ack_req) begin
                n_since = 32'h0;
            end
        end
        arm = rc & ~timer_armed;
        done_on_send = ~rc & last;
    end
    
endmodule // roce_req_engine__adv

module roce_req_engine__dff_w6(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w6

module roce_req_engine__cls(una,max_psn,psn,opcode,syndrome,kind,timer,nak_code);
    
    // Module arguments
    input wire  [23:0] una;
    input wire  [23:0] max_psn;
    input wire  [23:0] psn;
    input wire  [7:0] opcode;
    input wire  [7:0] syndrome;
    output reg  [2:0] kind;
    output reg  [4:0] timer;
    output reg  [2:0] nak_code;
    
    // Local signals
    reg  [23:0] start;
    reg  [23:0] psn_off;
    reg  [23:0] span;
    reg  [2:0] syn_hi;
    reg  [4:0] syn_lo;
    
    // Update code
    always @(*) begin
        start = una - 32'h1;
        psn_off = psn - start;
        span = max_psn - start;
        syn_hi = syndrome[(32'h5)+:(3)];
        syn_lo = syndrome[(32'h0)+:(5)];
        timer = syn_lo;
        nak_code = syn_lo[(32'h0)+:(3)];
        kind = 32'h6;
        if (opcode == 32'h11) begin
            if (syn_hi == 32'h0) begin
                kind = 32'h0;
            end
            if (syn_hi == 32'h1) begin
                kind = 32'h1;
            end
            if ((syn_hi == 32'h3) & (syn_lo <= 32'h4)) begin
                kind = 32'h2;
            end
        end
        if ((opcode == 32'h12) & (syn_hi == 32'h0)) begin
            kind = 32'h3;
        end
        if ((opcode >= 32'hd) & (opcode <= 32'h10)) begin
            kind = 32'h4;
        end
        if (~(psn_off < span)) begin
            kind = 32'h5;
        end
    end
    
endmodule // roce_req_engine__cls

module roce_req_engine__cplq(clock,reset,push_valid,push,push_ready,pw_issue,pw_cpl,pw_err,pw_room,cq_busy,cq__sel,cq__inc,cq__err_set,cq__base,cq__log2,cq__producer,cq__consumer,cq__error,wr__req_valid,wr__req_ready,wr__req_addr,wr__req_len,wr__data,wr__keep,wr__last,wr__valid,wr__ready,wr__cpl_valid,wr__cpl_status,lost,lost_qpn,lost_ok,done,err,busy,cq_full);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push_valid;
    input wire  [139:0] push;
    output reg  push_ready;
    input wire  pw_issue;
    input wire  pw_cpl;
    input wire  pw_err;
    output reg  pw_room;
    input wire  cq_busy;
    output reg  [3:0] cq__sel;
    output reg  cq__inc;
    output reg  cq__err_set;
    input wire  [63:0] cq__base;
    input wire  [4:0] cq__log2;
    input wire  [31:0] cq__producer;
    input wire  [31:0] cq__consumer;
    input wire  cq__error;
    output reg  wr__req_valid;
    input wire  wr__req_ready;
    output reg  [63:0] wr__req_addr;
    output reg  [16:0] wr__req_len;
    output reg  [511:0] wr__data;
    output reg  [63:0] wr__keep;
    output reg  wr__last;
    output reg  wr__valid;
    input wire  wr__ready;
    input wire  wr__cpl_valid;
    input wire  [1:0] wr__cpl_status;
    output reg  lost;
    output reg  [23:0] lost_qpn;
    output reg  lost_ok;
    output reg  done;
    output reg  err;
    output reg  busy;
    output reg  cq_full;
    
    // Constant declarations
    localparam  cqe_none = 512'h0;
    
    // Stub signals
    wire  fifo__clock;
    wire  fifo__reset;
    reg  fifo__wr_en;
    reg  [147:0] fifo__wr_data;
    wire  fifo__rd_valid;
    wire  [147:0] fifo__rd_data;
    reg  fifo__rd_en;
    wire  [4:0] fifo__fill;
    reg  fifo__replace;
    wire  writer__clock;
    wire  writer__reset;
    reg  writer__start;
    reg  [511:0] writer__entry;
    reg  [63:0] writer__cq_base;
    reg  [4:0] writer__cq_log2;
    reg  [31:0] writer__cq_producer;
    reg  [31:0] writer__cq_consumer;
    reg  writer__cq_error;
    wire  writer__full;
    wire  writer__lost;
    wire  writer__done;
    wire  writer__err;
    wire  writer__busy;
    wire  writer__cq_err_set;
    wire  writer__cq_inc;
    wire  writer__req_valid;
    reg  writer__req_ready;
    wire  [63:0] writer__req_addr;
    wire  [16:0] writer__req_len;
    wire  [511:0] writer__data;
    wire  writer__valid;
    reg  writer__ready;
    reg  writer__cpl_valid;
    reg  [1:0] writer__cpl_status;
    reg  [7:0] issued__d;
    wire  [7:0] issued__q;
    wire  issued__clock;
    reg  [7:0] completed__d;
    wire  [7:0] completed__q;
    wire  completed__clock;
    reg  room__d;
    wire  room__q;
    wire  room__clock;
    reg  pw_ok__d;
    wire  pw_ok__q;
    wire  pw_ok__clock;
    reg  fail_v__d;
    wire  fail_v__q;
    wire  fail_v__clock;
    reg  [7:0] fail_lo__d;
    wire  [7:0] fail_lo__q;
    wire  fail_lo__clock;
    reg  [7:0] fail_hi__d;
    wire  [7:0] fail_hi__q;
    wire  fail_hi__clock;
    reg  [7:0] prev_need__d;
    wire  [7:0] prev_need__q;
    wire  prev_need__clock;
    
    // Local signals
    reg  head_due;
    reg  [7:0] late;
    reg  pop;
    reg  [139:0] head;
    reg  [7:0] lo_gap;
    reg  [7:0] hi_gap;
    reg  head_failed;
    reg  [7:0] passed;
    reg  [511:0] entry;
    
    // Sub module instances
    roce_req_engine__cplq__fifo fifo(
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
    roce_req_engine__cplq__writer writer(
        .clock(writer__clock),
        .reset(writer__reset),
        .start(writer__start),
        .entry(writer__entry),
        .cq_base(writer__cq_base),
        .cq_log2(writer__cq_log2),
        .cq_producer(writer__cq_producer),
        .cq_consumer(writer__cq_consumer),
        .cq_error(writer__cq_error),
        .full(writer__full),
        .lost(writer__lost),
        .done(writer__done),
        .err(writer__err),
        .busy(writer__busy),
        .cq_err_set(writer__cq_err_set),
        .cq_inc(writer__cq_inc),
        .req_valid(writer__req_valid),
        .req_ready(writer__req_ready),
        .req_addr(writer__req_addr),
        .req_len(writer__req_len),
        .data(writer__data),
        .valid(writer__valid),
        .ready(writer__ready),
        .cpl_valid(writer__cpl_valid),
        .cpl_status(writer__cpl_status)
    );
    roce_req_engine__dff_w8 issued(
        .d(issued__d),
        .q(issued__q),
        .clock(issued__clock)
    );
    roce_req_engine__dff_w8 completed(
        .d(completed__d),
        .q(completed__q),
        .clock(completed__clock)
    );
    roce_req_engine__dff_w1 room(
        .d(room__d),
        .q(room__q),
        .clock(room__clock)
    );
    roce_req_engine__dff_w1 pw_ok(
        .d(pw_ok__d),
        .q(pw_ok__q),
        .clock(pw_ok__clock)
    );
    roce_req_engine__dff_w1 fail_v(
        .d(fail_v__d),
        .q(fail_v__q),
        .clock(fail_v__clock)
    );
    roce_req_engine__dff_w8 fail_lo(
        .d(fail_lo__d),
        .q(fail_lo__q),
        .clock(fail_lo__clock)
    );
    roce_req_engine__dff_w8 fail_hi(
        .d(fail_hi__d),
        .q(fail_hi__q),
        .clock(fail_hi__clock)
    );
    roce_req_engine__dff_w8 prev_need(
        .d(prev_need__d),
        .q(prev_need__q),
        .clock(prev_need__clock)
    );
    
    assign issued__clock = clock;
    assign completed__clock = clock;
    assign room__clock = clock;
    assign pw_ok__clock = clock;
    assign fail_v__clock = clock;
    assign fail_lo__clock = clock;
    assign fail_hi__clock = clock;
    assign prev_need__clock = clock;
    assign fifo__clock = clock;
    assign writer__clock = clock;
    assign fifo__reset = reset;
    assign writer__reset = reset;
    
    // Update code
    always @(*) begin
        issued__d = issued__q;
        completed__d = completed__q;
        room__d = room__q;
        pw_ok__d = pw_ok__q;
        fail_v__d = fail_v__q;
        fail_lo__d = fail_lo__q;
        fail_hi__d = fail_hi__q;
        prev_need__d = prev_need__q;
        fifo__replace = 1'b0;
        push_ready = room__q;
        fifo__wr_en = push_valid & room__q;
        fifo__wr_data[(64'h0)+:(140)] = push;
        fifo__wr_data[(64'h8c)+:(8)] = issued__q;
        room__d = fifo__fill < 32'hf;
        if (pw_issue) begin
            issued__d = issued__q + 32'h1;
        end
        if (pw_cpl) begin
            completed__d = completed__q + 32'h1;
        end
        if (pw_cpl & pw_err) begin
            fail_hi__d = completed__q + 32'h1;
            if (~fail_v__q) begin
                fail_lo__d = completed__q + 32'h1;
            end
            fail_v__d = 1'b1;
        end
        pw_ok__d = (issued__q - completed__q) < 32'h1f;
        pw_room = pw_ok__q;
        late = fifo__rd_data[(64'h8c)+:(8)] - completed__q;
        head_due = (late == 32'h0) | late[32'h7];
        head = fifo__rd_data[(64'h0)+:(140)];
        entry = cqe_none;
        entry[(64'h0)+:(64)] = head[(64'h0)+:(64)];
        entry[(64'h40)+:(32)] = head[(64'h40)+:(32)];
        entry[(64'h60)+:(24)] = head[(64'h60)+:(24)];
        entry[(64'he0)+:(8)] = head[(64'h78)+:(8)];
        lo_gap = fifo__rd_data[(64'h8c)+:(8)] - fail_lo__q;
        hi_gap = fail_hi__q - prev_need__q - 32'h1;
        head_failed = fail_v__q & (lo_gap < 32'h80) & (hi_gap < 32'h80);
        if (head_failed) begin
            entry[(64'he0)+:(8)] = 32'h2;
        end
        entry[(64'he8)+:(8)] = head[(64'h80)+:(8)];
        writer__entry = entry;
        writer__start = fifo__rd_valid & head_due & ~cq_busy;
        cq__sel = head[(64'h88)+:(4)];
        writer__cq_base = cq__base;
        writer__cq_log2 = cq__log2;
        writer__cq_producer = cq__producer;
        writer__cq_consumer = cq__consumer;
        writer__cq_error = cq__error;
        cq__inc = writer__cq_inc;
        cq__err_set = writer__cq_err_set;
        wr__req_valid = writer__req_valid;
        wr__req_addr = writer__req_addr;
        wr__req_len = writer__req_len;
        wr__data = writer__data;
        wr__valid = writer__valid;
        wr__keep = 64'hffffffffffffffff;
        wr__last = 1'b1;
        writer__req_ready = wr__req_ready;
        writer__ready = wr__ready;
        writer__cpl_valid = wr__cpl_valid;
        writer__cpl_status = wr__cpl_status;
        pop = writer__lost | (writer__valid & wr__ready);
        fifo__rd_en = pop;
        passed = fifo__rd_data[(64'h8c)+:(8)] - fail_hi__q;
        if (pop) begin
            prev_need__d = fifo__rd_data[(64'h8c)+:(8)];
            if ((passed < 32'h80) & ~(pw_cpl & pw_err)) begin
                fail_v__d = 1'b0;
            end
        end
        lost = writer__lost;
        lost_qpn = head[(64'h60)+:(24)];
        lost_ok = ~|head[(64'h78)+:(8)];
        cq_full = writer__full;
        done = writer__done;
        err = writer__err;
        busy = fifo__rd_valid | writer__busy | (issued__q != completed__q);
        if (reset) begin
            issued__d = 32'h0;
            completed__d = 32'h0;
            fail_v__d = 1'b0;
            prev_need__d = 32'h0;
            room__d = 1'b1;
            pw_ok__d = 1'b1;
        end
    end
    
endmodule // roce_req_engine__cplq

module roce_req_engine__cplq__fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [147:0] wr_data;
    output reg  rd_valid;
    output reg  [147:0] rd_data;
    input wire  rd_en;
    output reg  [4:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram__read_address;
    wire  ram__read_clock;
    wire  [147:0] ram__read_data;
    reg  [3:0] ram__write_address;
    wire  ram__write_clock;
    reg  [147:0] ram__write_data;
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
    roce_req_engine__cplq__fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_req_engine__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_req_engine__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_req_engine__dff_w1 head(
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
    
endmodule // roce_req_engine__cplq__fifo

module roce_req_engine__cplq__fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [147:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [147:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[147:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_req_engine__cplq__fifo__ram

module roce_req_engine__cplq__writer(clock,reset,start,entry,cq_base,cq_log2,cq_producer,cq_consumer,cq_error,full,lost,done,err,busy,cq_err_set,cq_inc,req_valid,req_ready,req_addr,req_len,data,valid,ready,cpl_valid,cpl_status);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [511:0] entry;
    input wire  [63:0] cq_base;
    input wire  [4:0] cq_log2;
    input wire  [31:0] cq_producer;
    input wire  [31:0] cq_consumer;
    input wire  cq_error;
    output reg  full;
    output reg  lost;
    output reg  done;
    output reg  err;
    output reg  busy;
    output reg  cq_err_set;
    output reg  cq_inc;
    output reg  req_valid;
    input wire  req_ready;
    output reg  [63:0] req_addr;
    output reg  [16:0] req_len;
    output reg  [511:0] data;
    output reg  valid;
    input wire  ready;
    input wire  cpl_valid;
    input wire  [1:0] cpl_status;
    
    // Constant declarations
    localparam  reserve = 1'b1;
    localparam  ones32 = 32'hffffffff;
    localparam  one32 = 32'h1;
    
    // Enums
    localparam CqeState__Idle = 0;
    localparam CqeState__Data = 1;
    localparam CqeState__Wait = 2;
    
    // Stub signals
    reg  [1:0] state__d;
    wire  [1:0] state__q;
    wire  state__clock;
    reg  [6:0] pending__d;
    wire  [6:0] pending__q;
    wire  pending__clock;
    reg  own__d;
    wire  own__q;
    wire  own__clock;
    
    // Local signals
    reg  p_inc;
    reg  p_dec;
    reg  [31:0] mask;
    reg  odd;
    reg  [511:0] with_owner;
    
    // Sub module instances
    roce_req_engine__dff_w2 state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_req_engine__dff_w7 pending(
        .d(pending__d),
        .q(pending__q),
        .clock(pending__clock)
    );
    roce_req_engine__dff_w1 own(
        .d(own__d),
        .q(own__q),
        .clock(own__clock)
    );
    
    assign state__clock = clock;
    assign pending__clock = clock;
    assign own__clock = clock;
    
    // Update code
    always @(*) begin
        state__d = state__q;
        pending__d = pending__q;
        own__d = own__q;
        mask = ~(ones32 << cq_log2);
        odd = |(cq_producer & (one32 << cq_log2));
        full = cq_error | |((cq_producer - cq_consumer) & ~mask);
        req_addr = cq_base + (((cq_producer & mask) & 64'hffffffffffffffff) << 32'h6);
        req_len = 32'h40;
        with_owner = entry;
        with_owner[(64'hf8)+:(1)] = own__q;
        data = with_owner;
        busy = (state__q != CqeState__Idle) | (reserve & |pending__q);
        req_valid = 1'b0;
        valid = 1'b0;
        lost = 1'b0;
        done = 1'b0;
        err = 1'b0;
        cq_err_set = 1'b0;
        cq_inc = 1'b0;
        p_inc = 1'b0;
        p_dec = reserve & cpl_valid & |pending__q;
        if (p_dec) begin
            done = 1'b1;
            err = cpl_status != 32'h0;
        end
        case (state__q)
            CqeState__Idle:
                begin
                    if (start & full) begin
                        lost = 1'b1;
                        cq_err_set = 1'b1;
                    end
                    else if (start & ~pending__q[32'h6]) begin
                        req_valid = 1'b1;
                        if (req_ready) begin
                            own__d = ~odd;
                            cq_inc = reserve;
                            state__d = CqeState__Data;
                        end
                    end
                end
            CqeState__Data:
                begin
                    valid = 1'b1;
                    if (ready) begin
                        state__d = CqeState__Wait;
                        if (reserve) begin
                            p_inc = 1'b1;
                            state__d = CqeState__Idle;
                        end
                    end
                end
            CqeState__Wait:
                begin
                    if (cpl_valid) begin
                        done = 1'b1;
                        err = cpl_status != 32'h0;
                        cq_inc = ~reserve;
                        state__d = CqeState__Idle;
                    end
                end
            default:
                begin
                    state__d = CqeState__Idle;
                end
        endcase
        if (p_inc & ~p_dec) begin
            pending__d = pending__q + 32'h1;
        end
        if (~p_inc & p_dec) begin
            pending__d = pending__q - 32'h1;
        end
        if (reset) begin
            state__d = CqeState__Idle;
            pending__d = 32'h0;
        end
    end
    
endmodule // roce_req_engine__cplq__writer

module roce_req_engine__dff_w7(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w7

module roce_req_engine__dff_w2(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w2

module roce_req_engine__dff_w64(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w64

module roce_req_engine__dff_w512(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w512

module roce_req_engine__dff_w13(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_req_engine__dff_w13

module roce_req_engine__gate(rnr_wait,stopped,started,fence,rd_atomic,rd_out,max_rd_atomic,rc,inflight,npkts,window,go,hold);
    
    // Module arguments
    input wire  rnr_wait;
    input wire  stopped;
    input wire  started;
    input wire  fence;
    input wire  rd_atomic;
    input wire  [4:0] rd_out;
    input wire  [4:0] max_rd_atomic;
    input wire  rc;
    input wire  [23:0] inflight;
    input wire  [23:0] npkts;
    input wire  [23:0] window;
    output reg  go;
    output reg  [2:0] hold;
    
    // Local signals
    reg  [4:0] max_rd;
    reg  [23:0] take;
    reg  [24:0] sum;
    
    // Update code
    always @(*) begin
        max_rd = max_rd_atomic;
        if (~|max_rd_atomic) begin
            max_rd = 32'h1;
        end
        take = npkts;
        if (window < npkts) begin
            take = window;
        end
        sum = ((inflight) & 25'h1ffffff) + ((take) & 25'h1ffffff);
        hold = 32'h0;
        if (~started) begin
            if (rc & |inflight & (sum > ((window) & 25'h1ffffff))) begin
                hold = 32'h5;
            end
            if (rd_atomic & (rd_out >= max_rd)) begin
                hold = 32'h4;
            end
            if (fence & |rd_out) begin
                hold = 32'h3;
            end
            if (stopped) begin
                hold = 32'h2;
            end
        end
        if (rnr_wait) begin
            hold = 32'h1;
        end
        go = ~|hold;
    end
    
endmodule // roce_req_engine__gate

module roce_req_engine__gq(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [77:0] wr_data;
    output reg  rd_valid;
    output reg  [77:0] rd_data;
    input wire  rd_en;
    output reg  [4:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram__read_address;
    wire  ram__read_clock;
    wire  [77:0] ram__read_data;
    reg  [3:0] ram__write_address;
    wire  ram__write_clock;
    reg  [77:0] ram__write_data;
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
    roce_req_engine__gq__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_req_engine__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_req_engine__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_req_engine__dff_w1 head(
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
    
endmodule // roce_req_engine__gq

module roce_req_engine__gq__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [77:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [77:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[77:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_req_engine__gq__ram

module roce_req_engine__gw(clock,reset,load,load_beat,load_data,start,off,len,num_sge,advance,ready,exhausted,skip,va,sge_len,key,p_off,p_len,p_last);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  load;
    input wire  [1:0] load_beat;
    input wire  [511:0] load_data;
    input wire  start;
    input wire  [31:0] off;
    input wire  [31:0] len;
    input wire  [4:0] num_sge;
    input wire  advance;
    output reg  ready;
    output reg  exhausted;
    output reg  skip;
    output reg  [63:0] va;
    output reg  [31:0] sge_len;
    output reg  [31:0] key;
    output reg  [31:0] p_off;
    output reg  [12:0] p_len;
    output reg  p_last;
    
    // Enums
    localparam WalkStep__Select = 0;
    localparam WalkStep__End = 1;
    localparam WalkStep__Bounds = 2;
    localparam WalkStep__Piece = 3;
    localparam WalkStep__Ready = 4;
    
    // Stub signals
    reg  [511:0] b0__d;
    wire  [511:0] b0__q;
    wire  b0__clock;
    reg  [511:0] b1__d;
    wire  [511:0] b1__q;
    wire  b1__clock;
    reg  [511:0] b2__d;
    wire  [511:0] b2__q;
    wire  b2__clock;
    reg  [511:0] b3__d;
    wire  [511:0] b3__q;
    wire  b3__clock;
    reg  [2:0] stage__d;
    wire  [2:0] stage__q;
    wire  stage__clock;
    reg  [4:0] idx__d;
    wire  [4:0] idx__q;
    wire  idx__clock;
    reg  [4:0] cnt__d;
    wire  [4:0] cnt__q;
    wire  cnt__clock;
    reg  [35:0] p0__d;
    wire  [35:0] p0__q;
    wire  p0__clock;
    reg  [35:0] p1__d;
    wire  [35:0] p1__q;
    wire  p1__clock;
    reg  [35:0] pos__d;
    wire  [35:0] pos__q;
    wire  pos__clock;
    reg  [35:0] s_end__d;
    wire  [35:0] s_end__q;
    wire  s_end__clock;
    reg  [127:0] sge__d;
    wire  [127:0] sge__q;
    wire  sge__clock;
    reg  out_of__d;
    wire  out_of__q;
    wire  out_of__clock;
    reg  [35:0] lo__d;
    wire  [35:0] lo__q;
    wire  lo__clock;
    reg  [35:0] hi__d;
    wire  [35:0] hi__q;
    wire  hi__clock;
    reg  none__d;
    wire  none__q;
    wire  none__clock;
    reg  last__d;
    wire  last__q;
    wire  last__clock;
    reg  [31:0] poff__d;
    wire  [31:0] poff__q;
    wire  poff__clock;
    reg  [12:0] plen__d;
    wire  [12:0] plen__q;
    wire  plen__clock;
    
    // Local signals
    reg  [511:0] beat;
    reg  [31:0] d_off;
    reg  [12:0] d_len;
    
    // Sub module instances
    roce_req_engine__dff_w512 b0(
        .d(b0__d),
        .q(b0__q),
        .clock(b0__clock)
    );
    roce_req_engine__dff_w512 b1(
        .d(b1__d),
        .q(b1__q),
        .clock(b1__clock)
    );
    roce_req_engine__dff_w512 b2(
        .d(b2__d),
        .q(b2__q),
        .clock(b2__clock)
    );
    roce_req_engine__dff_w512 b3(
        .d(b3__d),
        .q(b3__q),
        .clock(b3__clock)
    );
    roce_req_engine__gw__stage stage(
        .d(stage__d),
        .q(stage__q),
        .clock(stage__clock)
    );
    roce_req_engine__dff_w5 idx(
        .d(idx__d),
        .q(idx__q),
        .clock(idx__clock)
    );
    roce_req_engine__dff_w5 cnt(
        .d(cnt__d),
        .q(cnt__q),
        .clock(cnt__clock)
    );
    roce_req_engine__dff_w36 p0(
        .d(p0__d),
        .q(p0__q),
        .clock(p0__clock)
    );
    roce_req_engine__dff_w36 p1(
        .d(p1__d),
        .q(p1__q),
        .clock(p1__clock)
    );
    roce_req_engine__dff_w36 pos(
        .d(pos__d),
        .q(pos__q),
        .clock(pos__clock)
    );
    roce_req_engine__dff_w36 s_end(
        .d(s_end__d),
        .q(s_end__q),
        .clock(s_end__clock)
    );
    roce_req_engine__gw__sge sge(
        .d(sge__d),
        .q(sge__q),
        .clock(sge__clock)
    );
    roce_req_engine__dff_w1 out_of(
        .d(out_of__d),
        .q(out_of__q),
        .clock(out_of__clock)
    );
    roce_req_engine__dff_w36 lo(
        .d(lo__d),
        .q(lo__q),
        .clock(lo__clock)
    );
    roce_req_engine__dff_w36 hi(
        .d(hi__d),
        .q(hi__q),
        .clock(hi__clock)
    );
    roce_req_engine__dff_w1 none(
        .d(none__d),
        .q(none__q),
        .clock(none__clock)
    );
    roce_req_engine__dff_w1 last(
        .d(last__d),
        .q(last__q),
        .clock(last__clock)
    );
    roce_req_engine__dff_w32 poff(
        .d(poff__d),
        .q(poff__q),
        .clock(poff__clock)
    );
    roce_req_engine__dff_w13 plen(
        .d(plen__d),
        .q(plen__q),
        .clock(plen__clock)
    );
    
    assign b0__clock = clock;
    assign b1__clock = clock;
    assign b2__clock = clock;
    assign b3__clock = clock;
    assign stage__clock = clock;
    assign idx__clock = clock;
    assign cnt__clock = clock;
    assign p0__clock = clock;
    assign p1__clock = clock;
    assign pos__clock = clock;
    assign s_end__clock = clock;
    assign sge__clock = clock;
    assign out_of__clock = clock;
    assign lo__clock = clock;
    assign hi__clock = clock;
    assign none__clock = clock;
    assign last__clock = clock;
    assign poff__clock = clock;
    assign plen__clock = clock;
    
    // Update code
    always @(*) begin
        b0__d = b0__q;
        b1__d = b1__q;
        b2__d = b2__q;
        b3__d = b3__q;
        stage__d = stage__q;
        idx__d = idx__q;
        cnt__d = cnt__q;
        p0__d = p0__q;
        p1__d = p1__q;
        pos__d = pos__q;
        s_end__d = s_end__q;
        sge__d = sge__q;
        out_of__d = out_of__q;
        lo__d = lo__q;
        hi__d = hi__q;
        none__d = none__q;
        last__d = last__q;
        poff__d = poff__q;
        plen__d = plen__q;
        if (load) begin
            case (load_beat)
                0:
                    begin
                        b0__d = load_data;
                    end
                1:
                    begin
                        b1__d = load_data;
                    end
                2:
                    begin
                        b2__d = load_data;
                    end
                default:
                    begin
                        b3__d = load_data;
                    end
            endcase
        end
        beat = b0__q;
        case (idx__q[(32'h2)+:(2)])
            0:
                begin
                    beat = b0__q;
                end
            1:
                begin
                    beat = b1__q;
                end
            2:
                begin
                    beat = b2__q;
                end
            default:
                begin
                    beat = b3__q;
                end
        endcase
        d_off = lo__q[(32'h0)+:(32)] - pos__q[(32'h0)+:(32)];
        d_len = hi__q[(32'h0)+:(13)] - lo__q[(32'h0)+:(13)];
        case (stage__q)
            WalkStep__Select:
                begin
                    case (idx__q[(32'h0)+:(2)])
                        0:
                            begin
                                sge__d = beat[(32'h0)+:(128)];
                            end
                        1:
                            begin
                                sge__d = beat[(32'h80)+:(128)];
                            end
                        2:
                            begin
                                sge__d = beat[(32'h100)+:(128)];
                            end
                        default:
                            begin
                                sge__d = beat[(32'h180)+:(128)];
                            end
                    endcase
                    out_of__d = idx__q >= cnt__q;
                    stage__d = WalkStep__End;
                end
            WalkStep__End:
                begin
                    s_end__d = pos__q + ((sge__q[(32'h40)+:(32)]) & 36'hfffffffff);
                    stage__d = WalkStep__Bounds;
                end
            WalkStep__Bounds:
                begin
                    none__d = (s_end__q <= p0__q) | ~|sge__q[(32'h40)+:(32)];
                    last__d = s_end__q >= p1__q;
                    lo__d = pos__q;
                    if (p0__q > pos__q) begin
                        lo__d = p0__q;
                    end
                    hi__d = s_end__q;
                    if (p1__q < s_end__q) begin
                        hi__d = p1__q;
                    end
                    stage__d = WalkStep__Piece;
                end
            WalkStep__Piece:
                begin
                    poff__d = d_off;
                    plen__d = d_len;
                    stage__d = WalkStep__Ready;
                end
            default:
                begin
                end
        endcase
        if (advance) begin
            idx__d = idx__q + 32'h1;
            pos__d = s_end__q;
            stage__d = WalkStep__Select;
        end
        if (start) begin
            idx__d = 32'h0;
            cnt__d = num_sge;
            pos__d = 32'h0;
            p0__d = ((off) & 36'hfffffffff);
            p1__d = ((off) & 36'hfffffffff) + ((len) & 36'hfffffffff);
            stage__d = WalkStep__Select;
        end
        ready = stage__q == WalkStep__Ready;
        exhausted = out_of__q;
        skip = none__q;
        va = sge__q[(32'h0)+:(64)];
        sge_len = sge__q[(32'h40)+:(32)];
        key = sge__q[(32'h60)+:(32)];
        p_off = poff__q;
        p_len = plen__q;
        p_last = last__q;
        if (reset) begin
            stage__d = WalkStep__Ready;
            out_of__d = 1'b1;
        end
    end
    
endmodule // roce_req_engine__gw

module roce_req_engine__dff_w36(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w36

module roce_req_engine__gw__sge(d,q,clock);
    
    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 128'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_req_engine__gw__sge

module roce_req_engine__gw__stage(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_req_engine__gw__stage

module roce_req_engine__dff_w3(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w3

module roce_req_engine__ks(clock,reset,start,inv,key,va,len,access,pd,mkey__lk_valid,mkey__lk_ready,mkey__lk_index,mkey__lk_tag,mkey__rsp_valid,mkey__rsp_ready,mkey__rsp_tag,mkey__rsp_data,mkey__rsp_err,inv_entry,res__done,res__inv_ok,res__host_addr,res__code);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  inv;
    input wire  [31:0] key;
    input wire  [63:0] va;
    input wire  [63:0] len;
    input wire  [2:0] access;
    input wire  [31:0] pd;
    output reg  mkey__lk_valid;
    input wire  mkey__lk_ready;
    output reg  [23:0] mkey__lk_index;
    output reg  [7:0] mkey__lk_tag;
    input wire  mkey__rsp_valid;
    output reg  mkey__rsp_ready;
    input wire  [7:0] mkey__rsp_tag;
    input wire  [1023:0] mkey__rsp_data;
    input wire  mkey__rsp_err;
    output reg  [511:0] inv_entry;
    output reg  res__done;
    output reg  res__inv_ok;
    output reg  [63:0] res__host_addr;
    output reg  [2:0] res__code;
    
    // Constant declarations
    localparam  clear = 512'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    
    // Enums
    localparam KeyStep__Idle = 0;
    localparam KeyStep__Lookup = 1;
    localparam KeyStep__Wait = 2;
    localparam KeyStep__Check = 3;
    
    // Stub signals
    reg  [1:0] state__d;
    wire  [1:0] state__q;
    wire  state__clock;
    reg  [511:0] entry__d;
    wire  [511:0] entry__q;
    wire  entry__clock;
    wire  kc__clock;
    wire  kc__reset;
    reg  kc__in_valid;
    reg  [31:0] kc__key;
    reg  [63:0] kc__va;
    reg  [63:0] kc__len;
    reg  [2:0] kc__access;
    reg  [31:0] kc__pd;
    reg  [511:0] kc__entry;
    reg  kc__present;
    wire  kc__out_valid;
    wire  [2:0] kc__out_code;
    wire  [63:0] kc__out_host_addr;
    
    // Local signals
    reg  [511:0] rsp_entry;
    
    // Sub module instances
    roce_req_engine__dff_w2 state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_req_engine__dff_w512 entry(
        .d(entry__d),
        .q(entry__q),
        .clock(entry__clock)
    );
    roce_req_engine__ks__kc kc(
        .clock(kc__clock),
        .reset(kc__reset),
        .in_valid(kc__in_valid),
        .key(kc__key),
        .va(kc__va),
        .len(kc__len),
        .access(kc__access),
        .pd(kc__pd),
        .entry(kc__entry),
        .present(kc__present),
        .out_valid(kc__out_valid),
        .out_code(kc__out_code),
        .out_host_addr(kc__out_host_addr)
    );
    
    assign state__clock = clock;
    assign entry__clock = clock;
    assign kc__clock = clock;
    assign kc__reset = reset;
    
    // Update code
    always @(*) begin
        state__d = state__q;
        entry__d = entry__q;
        kc__in_valid = 1'b0;
        kc__key = key;
        kc__va = va;
        kc__len = len;
        kc__access = access;
        kc__pd = pd;
        rsp_entry = mkey__rsp_data[(32'h0)+:(512)];
        mkey__lk_tag = 32'h0;
        kc__entry = rsp_entry;
        kc__present = ~mkey__rsp_err;
        mkey__lk_index = key[(32'h8)+:(24)];
        mkey__lk_valid = 1'b0;
        mkey__rsp_ready = 1'b0;
        res__done = 1'b0;
        res__code = kc__out_code;
        res__host_addr = kc__out_host_addr;
        res__inv_ok = ~mkey__rsp_err & (rsp_entry[(32'hc0)+:(32)] == key) & (rsp_entry[(32'he0)+:(32)] == pd) & rsp_entry[32'h108];
        inv_entry = entry__q;
        case (state__q)
            KeyStep__Idle:
                begin
                    if (start) begin
                        mkey__lk_valid = 1'b1;
                        state__d = KeyStep__Lookup;
                        if (mkey__lk_ready) begin
                            state__d = KeyStep__Wait;
                        end
                    end
                end
            KeyStep__Lookup:
                begin
                    mkey__lk_valid = 1'b1;
                    if (mkey__lk_ready) begin
                        state__d = KeyStep__Wait;
                    end
                end
            KeyStep__Wait:
                begin
                    mkey__rsp_ready = 1'b1;
                    if (mkey__rsp_valid & inv) begin
                        entry__d = rsp_entry & clear;
                        res__done = 1'b1;
                        state__d = KeyStep__Idle;
                    end
                    else if (mkey__rsp_valid) begin
                        kc__in_valid = 1'b1;
                        state__d = KeyStep__Check;
                    end
                end
            KeyStep__Check:
                begin
                    if (kc__out_valid) begin
                        res__done = 1'b1;
                        state__d = KeyStep__Idle;
                    end
                end
            default:
                begin
                    state__d = KeyStep__Idle;
                end
        endcase
        if (reset) begin
            state__d = KeyStep__Idle;
        end
    end
    
endmodule // roce_req_engine__ks

module roce_req_engine__ks__kc(clock,reset,in_valid,key,va,len,access,pd,entry,present,out_valid,out_code,out_host_addr);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    input wire  [31:0] key;
    input wire  [63:0] va;
    input wire  [63:0] len;
    input wire  [2:0] access;
    input wire  [31:0] pd;
    input wire  [511:0] entry;
    input wire  present;
    output reg  out_valid;
    output reg  [2:0] out_code;
    output reg  [63:0] out_host_addr;
    
    // Constant declarations
    localparam  off_va = 10'b0;
    localparam  off_len = 10'b1000000;
    localparam  off_host = 10'b10000000;
    localparam  off_key = 10'b11000000;
    localparam  off_pd = 10'b11100000;
    localparam  off_access = 10'b100000000;
    localparam  off_flags = 10'b100001000;
    
    // Stub signals
    reg  s1_valid__d;
    wire  s1_valid__q;
    wire  s1_valid__clock;
    reg  s1_bad_key__d;
    wire  s1_bad_key__q;
    wire  s1_bad_key__clock;
    reg  s1_pd_bad__d;
    wire  s1_pd_bad__q;
    wire  s1_pd_bad__clock;
    reg  s1_perm_bad__d;
    wire  s1_perm_bad__q;
    wire  s1_perm_bad__clock;
    reg  s1_wrap__d;
    wire  s1_wrap__q;
    wire  s1_wrap__clock;
    reg  s1_oob__d;
    wire  s1_oob__q;
    wire  s1_oob__clock;
    reg  [63:0] s1_host__d;
    wire  [63:0] s1_host__q;
    wire  s1_host__clock;
    reg  s2_valid__d;
    wire  s2_valid__q;
    wire  s2_valid__clock;
    reg  [2:0] s2_code__d;
    wire  [2:0] s2_code__q;
    wire  s2_code__clock;
    reg  [63:0] s2_host__d;
    wire  [63:0] s2_host__q;
    wire  s2_host__clock;
    
    // Local signals
    reg  [63:0] e_va;
    reg  [63:0] e_len;
    reg  [63:0] e_host;
    reg  [31:0] e_key;
    reg  [31:0] e_pd;
    reg  [7:0] e_access;
    reg  e_flags;
    reg  [3:0] need;
    reg  [64:0] req_end;
    reg  [64:0] mr_end;
    
    // Sub module instances
    roce_req_engine__dff_w1 s1_valid(
        .d(s1_valid__d),
        .q(s1_valid__q),
        .clock(s1_valid__clock)
    );
    roce_req_engine__dff_w1 s1_bad_key(
        .d(s1_bad_key__d),
        .q(s1_bad_key__q),
        .clock(s1_bad_key__clock)
    );
    roce_req_engine__dff_w1 s1_pd_bad(
        .d(s1_pd_bad__d),
        .q(s1_pd_bad__q),
        .clock(s1_pd_bad__clock)
    );
    roce_req_engine__dff_w1 s1_perm_bad(
        .d(s1_perm_bad__d),
        .q(s1_perm_bad__q),
        .clock(s1_perm_bad__clock)
    );
    roce_req_engine__dff_w1 s1_wrap(
        .d(s1_wrap__d),
        .q(s1_wrap__q),
        .clock(s1_wrap__clock)
    );
    roce_req_engine__dff_w1 s1_oob(
        .d(s1_oob__d),
        .q(s1_oob__q),
        .clock(s1_oob__clock)
    );
    roce_req_engine__dff_w64 s1_host(
        .d(s1_host__d),
        .q(s1_host__q),
        .clock(s1_host__clock)
    );
    roce_req_engine__dff_w1 s2_valid(
        .d(s2_valid__d),
        .q(s2_valid__q),
        .clock(s2_valid__clock)
    );
    roce_req_engine__dff_w3 s2_code(
        .d(s2_code__d),
        .q(s2_code__q),
        .clock(s2_code__clock)
    );
    roce_req_engine__dff_w64 s2_host(
        .d(s2_host__d),
        .q(s2_host__q),
        .clock(s2_host__clock)
    );
    
    assign s1_valid__clock = clock;
    assign s1_bad_key__clock = clock;
    assign s1_pd_bad__clock = clock;
    assign s1_perm_bad__clock = clock;
    assign s1_wrap__clock = clock;
    assign s1_oob__clock = clock;
    assign s1_host__clock = clock;
    assign s2_valid__clock = clock;
    assign s2_code__clock = clock;
    assign s2_host__clock = clock;
    
    // Update code
    always @(*) begin
        s1_valid__d = s1_valid__q;
        s1_bad_key__d = s1_bad_key__q;
        s1_pd_bad__d = s1_pd_bad__q;
        s1_perm_bad__d = s1_perm_bad__q;
        s1_wrap__d = s1_wrap__q;
        s1_oob__d = s1_oob__q;
        s1_host__d = s1_host__q;
        s2_valid__d = s2_valid__q;
        s2_code__d = s2_code__q;
        s2_host__d = s2_host__q;
        e_va = ((entry >> off_va) & 64'hffffffffffffffff);
        e_len = ((entry >> off_len) & 64'hffffffffffffffff);
        e_host = ((entry >> off_host) & 64'hffffffffffffffff);
        e_key = ((entry >> off_key) & 32'hffffffff);
        e_pd = ((entry >> off_pd) & 32'hffffffff);
        e_access = ((entry >> off_access) & 8'hff);
        e_flags = ((entry >> off_flags) & 1'h1);
        need = 32'h0;
        if (access == 32'h1) begin
            need = 32'h1;
        end
        if (access == 32'h2) begin
            need = 32'h4;
        end
        if (access == 32'h3) begin
            need = 32'h2;
        end
        if (access == 32'h4) begin
            need = 32'h8;
        end
        req_end = ((va) & 65'h1ffffffffffffffff) + ((len) & 65'h1ffffffffffffffff);
        mr_end = ((e_va) & 65'h1ffffffffffffffff) + ((e_len) & 65'h1ffffffffffffffff);
        if (mr_end[32'h40]) begin
            mr_end = 64'hffffffffffffffff;
        end
        s1_valid__d = in_valid;
        s1_bad_key__d = ~present | (e_flags == 32'h0) | (e_key != key);
        s1_pd_bad__d = e_pd != pd;
        s1_perm_bad__d = ((((e_access) & 4'hf) & need) != need) | (access[32'h2] & (access[(32'h0)+:(2)] != 32'h0));
        s1_wrap__d = req_end[32'h40];
        s1_oob__d = (va < e_va) | (req_end > mr_end);
        s1_host__d = e_host + (va - e_va);
        s2_valid__d = s1_valid__q;
        s2_host__d = s1_host__q;
        s2_code__d = 32'h0;
        if (s1_oob__q) begin
            s2_code__d = 32'h5;
        end
        if (s1_wrap__q) begin
            s2_code__d = 32'h4;
        end
        if (s1_perm_bad__q) begin
            s2_code__d = 32'h3;
        end
        if (s1_pd_bad__q) begin
            s2_code__d = 32'h2;
        end
        if (s1_bad_key__q) begin
            s2_code__d = 32'h1;
        end
        out_valid = s2_valid__q;
        out_code = s2_code__q;
        out_host_addr = s2_host__q;
        if (reset) begin
            s1_valid__d = 1'b0;
            s2_valid__d = 1'b0;
        end
    end
    
endmodule // roce_req_engine__ks__kc

module roce_req_engine__load(entry,sqc);
    
    // Module arguments
    input wire  [511:0] entry;
    output reg  [511:0] sqc;
    
    // Update code
    always @(*) begin
        sqc[(64'h0)+:(64)] = entry[(32'h0)+:(64)];
        sqc[(64'h40)+:(8)] = entry[(32'h40)+:(8)];
        sqc[(64'h48)+:(8)] = entry[(32'h48)+:(8)];
        sqc[(64'h50)+:(8)] = entry[(32'h50)+:(8)];
        sqc[(64'h58)+:(8)] = entry[(32'h58)+:(8)];
        sqc[(64'h60)+:(32)] = entry[(32'h60)+:(32)];
        sqc[(64'h80)+:(32)] = entry[(32'h80)+:(32)];
        sqc[(64'ha0)+:(32)] = entry[(32'ha0)+:(32)];
        sqc[(64'hc0)+:(32)] = entry[(32'hc0)+:(32)];
        sqc[(64'he0)+:(32)] = entry[(32'he0)+:(32)];
        sqc[(64'h100)+:(32)] = entry[(32'h100)+:(32)];
        sqc[(64'h120)+:(32)] = entry[(32'h120)+:(32)];
        sqc[(64'h140)+:(32)] = entry[(32'h140)+:(32)];
        sqc[(64'h160)+:(8)] = entry[(32'h160)+:(8)];
        sqc[(64'h168)+:(8)] = entry[(32'h168)+:(8)];
        sqc[(64'h170)+:(8)] = entry[(32'h170)+:(8)];
        sqc[(64'h178)+:(8)] = entry[(32'h178)+:(8)];
        sqc[(64'h180)+:(32)] = entry[(32'h180)+:(32)];
        sqc[(64'h1a0)+:(32)] = entry[(32'h1a0)+:(32)];
        sqc[(64'h1c0)+:(32)] = entry[(32'h1c0)+:(32)];
        sqc[(64'h1e0)+:(32)] = entry[(32'h1e0)+:(32)];
    end
    
endmodule // roce_req_engine__load

module roce_req_engine__lostq(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [15:0] wr_data;
    output reg  rd_valid;
    output reg  [15:0] rd_data;
    input wire  rd_en;
    output reg  [4:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram__read_address;
    wire  ram__read_clock;
    wire  [15:0] ram__read_data;
    reg  [3:0] ram__write_address;
    wire  ram__write_clock;
    reg  [15:0] ram__write_data;
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
    roce_req_engine__lostq__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_req_engine__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_req_engine__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_req_engine__dff_w1 head(
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
    
endmodule // roce_req_engine__lostq

module roce_req_engine__lostq__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [15:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [15:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[15:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_req_engine__lostq__ram

module roce_req_engine__mv(clock,reset,cmd,cmd_valid,cmd_ready,pay__tdata,pay__tkeep,pay__tvalid,pay__tready,pay__tlast,pay__tuser,w_data,w_valid,w_ready,w_last,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [79:0] cmd;
    input wire  cmd_valid;
    output reg  cmd_ready;
    input wire  [511:0] pay__tdata;
    input wire  [63:0] pay__tkeep;
    input wire  pay__tvalid;
    output wire  pay__tready;
    input wire  pay__tlast;
    input wire  pay__tuser;
    output reg  [511:0] w_data;
    output reg  w_valid;
    input wire  w_ready;
    output reg  w_last;
    output reg  idle;
    
    // Stub signals
    wire  fifo__clock;
    wire  fifo__reset;
    reg  fifo__wr_en;
    reg  [79:0] fifo__wr_data;
    wire  fifo__rd_valid;
    wire  [79:0] fifo__rd_data;
    reg  fifo__rd_en;
    wire  [2:0] fifo__fill;
    reg  fifo__replace;
    wire  pm__clock;
    wire  pm__reset;
    reg  [17:0] pm__rec;
    reg  pm__rec_valid;
    wire  [5:0] pm__fill;
    wire  pm__idle;
    wire  [511:0] pm__wr_data;
    wire  [63:0] pm__wr_keep;
    wire  pm__wr_last;
    wire  pm__wr_valid;
    reg  pm__wr_ready;
    reg  room__d;
    wire  room__q;
    wire  room__clock;
    
    // Local signals
    reg  [79:0] head;
    reg  [1:0] op;
    reg  pop;
    reg  value;
    reg  [17:0] rec;
    
    // Sub module instances
    roce_req_engine__mv__fifo fifo(
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
    roce_req_engine__mv__pm pm(
        .clock(pm__clock),
        .reset(pm__reset),
        .rec(pm__rec),
        .rec_valid(pm__rec_valid),
        .fill(pm__fill),
        .idle(pm__idle),
        .s_pay__tdata(pay__tdata),
        .s_pay__tkeep(pay__tkeep),
        .s_pay__tvalid(pay__tvalid),
        .s_pay__tready(pay__tready),
        .s_pay__tlast(pay__tlast),
        .s_pay__tuser(pay__tuser),
        .wr_data(pm__wr_data),
        .wr_keep(pm__wr_keep),
        .wr_last(pm__wr_last),
        .wr_valid(pm__wr_valid),
        .wr_ready(pm__wr_ready)
    );
    roce_req_engine__dff_w1 room(
        .d(room__d),
        .q(room__q),
        .clock(room__clock)
    );
    
    assign room__clock = clock;
    assign fifo__clock = clock;
    assign pm__clock = clock;
    assign fifo__reset = reset;
    assign pm__reset = reset;
    
    // Update code
    always @(*) begin
        room__d = room__q;
        fifo__replace = 1'b0;
        fifo__wr_en = cmd_valid & room__q;
        fifo__wr_data = cmd;
        cmd_ready = room__q;
        room__d = fifo__fill < 32'h3;
        head = fifo__rd_data;
        op = head[(64'h0)+:(2)];
        rec[(64'h0)+:(1)] = op == 32'h0;
        rec[(64'h1)+:(1)] = head[(64'hf)+:(1)];
        rec[(64'h2)+:(16)] = ((head[(64'h2)+:(13)]) & 16'hffff);
        pm__rec = rec;
        pm__rec_valid = 1'b0;
        pop = 1'b0;
        value = 1'b0;
        if (fifo__rd_valid) begin
            if (op == 32'h2) begin
                value = pm__idle;
                pop = value & w_ready;
            end
            else if (pm__fill < 32'h1e) begin
                pm__rec_valid = 1'b1;
                pop = 1'b1;
            end
        end
        w_data = pm__wr_data;
        w_valid = pm__wr_valid;
        w_last = pm__wr_last;
        if (value) begin
            w_data = ((head[(64'h10)+:(64)]) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
            w_valid = 1'b1;
            w_last = 1'b1;
        end
        pm__wr_ready = w_ready;
        fifo__rd_en = pop;
        idle = ~fifo__rd_valid & (fifo__fill == 32'h0) & pm__idle;
        if (reset) begin
            room__d = 1'b1;
        end
    end
    
endmodule // roce_req_engine__mv

module roce_req_engine__mv__fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [79:0] wr_data;
    output reg  rd_valid;
    output reg  [79:0] rd_data;
    input wire  rd_en;
    output reg  [2:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 3'b100;
    
    // Stub signals
    reg  [1:0] ram__read_address;
    wire  ram__read_clock;
    wire  [79:0] ram__read_data;
    reg  [1:0] ram__write_address;
    wire  ram__write_clock;
    reg  [79:0] ram__write_data;
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
    roce_req_engine__mv__fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_req_engine__dff_w3 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_req_engine__dff_w3 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_req_engine__dff_w1 head(
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
    
endmodule // roce_req_engine__mv__fifo

module roce_req_engine__mv__fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [1:0] read_address;
    input wire  read_clock;
    output reg  [79:0] read_data;
    input wire  [1:0] write_address;
    input wire  write_clock;
    input wire  [79:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[79:0] mem[3:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_req_engine__mv__fifo__ram

module roce_req_engine__mv__pm(clock,reset,rec,rec_valid,fill,idle,s_pay__tdata,s_pay__tkeep,s_pay__tvalid,s_pay__tready,s_pay__tlast,s_pay__tuser,wr_data,wr_keep,wr_last,wr_valid,wr_ready);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [17:0] rec;
    input wire  rec_valid;
    output reg  [5:0] fill;
    output reg  idle;
    input wire  [511:0] s_pay__tdata;
    input wire  [63:0] s_pay__tkeep;
    input wire  s_pay__tvalid;
    output reg  s_pay__tready;
    input wire  s_pay__tlast;
    input wire  s_pay__tuser;
    output reg  [511:0] wr_data;
    output reg  [63:0] wr_keep;
    output reg  wr_last;
    output reg  wr_valid;
    input wire  wr_ready;
    
    // Constant declarations
    localparam  c512 = 10'b1000000000;
    localparam  ones64 = 64'hffffffffffffffff;
    
    // Stub signals
    wire  fifo__clock;
    wire  fifo__reset;
    reg  fifo__wr_en;
    reg  [17:0] fifo__wr_data;
    wire  fifo__rd_valid;
    wire  [17:0] fifo__rd_data;
    reg  fifo__rd_en;
    wire  [5:0] fifo__fill;
    reg  fifo__replace;
    reg  [5:0] cnt__d;
    wire  [5:0] cnt__q;
    wire  cnt__clock;
    reg  busy__d;
    wire  busy__q;
    wire  busy__clock;
    reg  write__d;
    wire  write__q;
    wire  write__clock;
    reg  eof__d;
    wire  eof__q;
    wire  eof__clock;
    reg  [15:0] rem__d;
    wire  [15:0] rem__q;
    wire  rem__clock;
    reg  [6:0] held__d;
    wire  [6:0] held__q;
    wire  held__clock;
    reg  [511:0] hold__d;
    wire  [511:0] hold__q;
    wire  hold__clock;
    
    // Local signals
    reg  [17:0] rec_bits;
    reg  [9:0] sh;
    reg  need;
    reg  fin;
    reg  go;
    reg  [15:0] next_held;
    reg  drop_end;
    reg  free;
    
    // Sub module instances
    roce_req_engine__mv__pm__fifo fifo(
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
    roce_req_engine__dff_w6 cnt(
        .d(cnt__d),
        .q(cnt__q),
        .clock(cnt__clock)
    );
    roce_req_engine__dff_w1 busy(
        .d(busy__d),
        .q(busy__q),
        .clock(busy__clock)
    );
    roce_req_engine__dff_w1 write(
        .d(write__d),
        .q(write__q),
        .clock(write__clock)
    );
    roce_req_engine__dff_w1 eof(
        .d(eof__d),
        .q(eof__q),
        .clock(eof__clock)
    );
    roce_req_engine__dff_w16 rem(
        .d(rem__d),
        .q(rem__q),
        .clock(rem__clock)
    );
    roce_req_engine__dff_w7 held(
        .d(held__d),
        .q(held__q),
        .clock(held__clock)
    );
    roce_req_engine__dff_w512 hold(
        .d(hold__d),
        .q(hold__q),
        .clock(hold__clock)
    );
    
    assign cnt__clock = clock;
    assign busy__clock = clock;
    assign write__clock = clock;
    assign eof__clock = clock;
    assign rem__clock = clock;
    assign held__clock = clock;
    assign hold__clock = clock;
    assign fifo__clock = clock;
    assign fifo__reset = reset;
    
    // Update code
    always @(*) begin
        cnt__d = cnt__q;
        busy__d = busy__q;
        write__d = write__q;
        eof__d = eof__q;
        rem__d = rem__q;
        held__d = held__q;
        hold__d = hold__q;
        fifo__replace = 1'b0;
        rec_bits = rec;
        fifo__wr_en = rec_valid;
        fifo__wr_data = rec_bits;
        sh = ((held__q) & 10'h3ff) << 32'h3;
        need = ~|held__q | (rem__q > ((held__q) & 16'hffff));
        fin = rem__q <= 32'h40;
        wr_valid = busy__q & write__q & (~need | s_pay__tvalid);
        go = wr_valid & wr_ready;
        s_pay__tready = busy__q & (~write__q | (need & wr_ready));
        wr_data = (hold__q >> (c512 - sh)) | (s_pay__tdata << sh);
        wr_keep = ones64;
        wr_last = fin;
        next_held = ((held__q) & 16'hffff);
        if (rem__q < 32'h40) begin
            next_held = ((held__q) & 16'hffff) + 32'h40 - rem__q;
            if (~need) begin
                next_held = ((held__q) & 16'hffff) - rem__q;
            end
        end
        if (go) begin
            if (need) begin
                hold__d = s_pay__tdata;
            end
            rem__d = rem__q - 32'h40;
            held__d = next_held[(32'h0)+:(7)];
            if (fin) begin
                busy__d = 1'b0;
                if (eof__q) begin
                    held__d = 32'h0;
                end
            end
        end
        drop_end = busy__q & ~write__q & s_pay__tvalid & s_pay__tlast;
        if (drop_end) begin
            busy__d = 1'b0;
            held__d = 32'h0;
        end
        free = ~busy__q | (go & fin) | drop_end;
        fifo__rd_en = 1'b0;
        if (fifo__rd_valid & free) begin
            fifo__rd_en = 1'b1;
            busy__d = 1'b1;
            write__d = fifo__rd_data[32'h0];
            eof__d = fifo__rd_data[32'h1];
            rem__d = fifo__rd_data[(32'h2)+:(16)];
        end
        cnt__d = cnt__q + ((fifo__wr_en) & 6'h3f) - ((fifo__rd_en) & 6'h3f);
        fill = cnt__q;
        idle = ~busy__q & ~fifo__rd_valid & ~|cnt__q;
        if (reset) begin
            busy__d = 1'b0;
            held__d = 32'h0;
            cnt__d = 32'h0;
        end
    end
    
endmodule // roce_req_engine__mv__pm

module roce_req_engine__mv__pm__fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [17:0] wr_data;
    output reg  rd_valid;
    output reg  [17:0] rd_data;
    input wire  rd_en;
    output reg  [5:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 6'b100000;
    
    // Stub signals
    reg  [4:0] ram__read_address;
    wire  ram__read_clock;
    wire  [17:0] ram__read_data;
    reg  [4:0] ram__write_address;
    wire  ram__write_clock;
    reg  [17:0] ram__write_data;
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
    roce_req_engine__mv__pm__fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_req_engine__dff_w6 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_req_engine__dff_w6 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_req_engine__dff_w1 head(
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
    
endmodule // roce_req_engine__mv__pm__fifo

module roce_req_engine__mv__pm__fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [17:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [17:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[17:0] mem[31:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_req_engine__mv__pm__fifo__ram

module roce_req_engine__dff_w16(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w16

module roce_req_engine__qc(d,q,clock);
    
    // Module arguments
    input wire  [1023:0] d;
    output reg  [1023:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1024'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_req_engine__qc

module roce_req_engine__ready(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [15:0] wr_data;
    output reg  rd_valid;
    output reg  [15:0] rd_data;
    input wire  rd_en;
    output reg  [16:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 17'b10000000000000000;
    
    // Stub signals
    reg  [15:0] ram__read_address;
    wire  ram__read_clock;
    wire  [15:0] ram__read_data;
    reg  [15:0] ram__write_address;
    wire  ram__write_clock;
    reg  [15:0] ram__write_data;
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
    roce_req_engine__ready__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_req_engine__dff_w17 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_req_engine__dff_w17 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_req_engine__dff_w1 head(
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
    
endmodule // roce_req_engine__ready

module roce_req_engine__ready__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [15:0] read_address;
    input wire  read_clock;
    output reg  [15:0] read_data;
    input wire  [15:0] write_address;
    input wire  write_clock;
    input wire  [15:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[15:0] mem[65535:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_req_engine__ready__ram

module roce_req_engine__dff_w17(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w17

module roce_req_engine__rev_cmp(d,q);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    
    // Update code (custom)
    always @(*) q = {d[7:0], d[15:8], d[23:16], d[31:24], d[39:32], d[47:40], d[55:48], d[63:56]};
endmodule // roce_req_engine__rev_cmp

module roce_req_engine__rev_dlen(d,q);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    
    // Update code (custom)
    always @(*) q = {d[7:0], d[15:8], d[23:16], d[31:24]};
endmodule // roce_req_engine__rev_dlen

module roce_req_engine__rev_dqp(d,q);
    
    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Update code (custom)
    always @(*) q = {d[7:0], d[15:8], d[23:16]};
endmodule // roce_req_engine__rev_dqp

module roce_req_engine__rev_pkey(d,q);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    
    // Update code (custom)
    always @(*) q = {d[7:0], d[15:8]};
endmodule // roce_req_engine__rev_pkey

module roce_req_engine__rnr_rom(address,data);
    
    // Module arguments
    input wire  [4:0] address;
    output reg  [31:0] data;
    
    // Update code (custom)
    always @*
    case (address)
        5'b0: data = 32'h9c40000;
      5'b1: data = 32'h9c4;
      5'b10: data = 32'h1388;
      5'b11: data = 32'h1d4c;
      5'b100: data = 32'h2710;
      5'b101: data = 32'h3a98;
      5'b110: data = 32'h4e20;
      5'b111: data = 32'h7530;
      5'b1000: data = 32'h9c40;
      5'b1001: data = 32'hea60;
      5'b1010: data = 32'h13880;
      5'b1011: data = 32'h1d4c0;
      5'b1100: data = 32'h27100;
      5'b1101: data = 32'h3a980;
      5'b1110: data = 32'h4e200;
      5'b1111: data = 32'h75300;
      5'b10000: data = 32'h9c400;
      5'b10001: data = 32'hea600;
      5'b10010: data = 32'h138800;
      5'b10011: data = 32'h1d4c00;
      5'b10100: data = 32'h271000;
      5'b10101: data = 32'h3a9800;
      5'b10110: data = 32'h4e2000;
      5'b10111: data = 32'h753000;
      5'b11000: data = 32'h9c4000;
      5'b11001: data = 32'hea6000;
      5'b11010: data = 32'h1388000;
      5'b11011: data = 32'h1d4c000;
      5'b11100: data = 32'h2710000;
      5'b11101: data = 32'h3a98000;
      5'b11110: data = 32'h4e20000;
      5'b11111: data = 32'h7530000;
      default: data = 32'h0;
    endcase
            
endmodule // roce_req_engine__rnr_rom

module roce_req_engine__seg(svc,wop,rest,first,mtu_code,opcode,last,plen,psns,bad_op,too_long);
    
    // Module arguments
    input wire  [1:0] svc;
    input wire  [7:0] wop;
    input wire  [31:0] rest;
    input wire  first;
    input wire  [2:0] mtu_code;
    output reg  [7:0] opcode;
    output reg  last;
    output reg  [12:0] plen;
    output reg  [23:0] psns;
    output reg  bad_op;
    output reg  too_long;
    
    // Constant declarations
    localparam  mtu_tab__0 = 32'h100;
    localparam  mtu_tab__1 = 32'h200;
    localparam  mtu_tab__2 = 32'h400;
    localparam  mtu_tab__3 = 32'h800;
    localparam  mtu_tab__4 = 32'h1000;
    localparam  mtu_tab__5 = 32'h1000;
    localparam  mtu_tab__6 = 32'h1000;
    localparam  mtu_tab__7 = 32'h1000;
    localparam  sh_tab__0 = 5'b1000;
    localparam  sh_tab__1 = 5'b1001;
    localparam  sh_tab__2 = 5'b1010;
    localparam  sh_tab__3 = 5'b1011;
    localparam  sh_tab__4 = 5'b1100;
    localparam  sh_tab__5 = 5'b1100;
    localparam  sh_tab__6 = 5'b1100;
    localparam  sh_tab__7 = 5'b1100;
    localparam  mask_tab__0 = 32'hff;
    localparam  mask_tab__1 = 32'h1ff;
    localparam  mask_tab__2 = 32'h3ff;
    localparam  mask_tab__3 = 32'h7ff;
    localparam  mask_tab__4 = 32'hfff;
    localparam  mask_tab__5 = 32'hfff;
    localparam  mask_tab__6 = 32'hfff;
    localparam  mask_tab__7 = 32'hfff;
    localparam  mtu13_tab__0 = 13'b100000000;
    localparam  mtu13_tab__1 = 13'b1000000000;
    localparam  mtu13_tab__2 = 13'b10000000000;
    localparam  mtu13_tab__3 = 13'b100000000000;
    localparam  mtu13_tab__4 = 13'b1000000000000;
    localparam  mtu13_tab__5 = 13'b1000000000000;
    localparam  mtu13_tab__6 = 13'b1000000000000;
    localparam  mtu13_tab__7 = 13'b1000000000000;
    
    // Local signals
    reg  [12:0] mtu;
    reg  [31:0] masked;
    reg  fits;
    reg  [23:0] quot;
    reg  [31:0] shifted;
    reg  partial;
    reg  is_send;
    reg  is_write;
    reg  imm;
    reg  inv;
    reg  whole;
    
    // Update code
    always @(*) begin
        mtu = mtu13_tab__0;
        fits = ~|(rest >> sh_tab__0) | (rest == mtu_tab__0);
        masked = rest & mask_tab__0;
        shifted = rest >> sh_tab__0;
        if (mtu_code == 1) begin
            mtu = mtu13_tab__1;
            fits = ~|(rest >> sh_tab__1) | (rest == mtu_tab__1);
            masked = rest & mask_tab__1;
            shifted = rest >> sh_tab__1;
        end
        if (mtu_code == 2) begin
            mtu = mtu13_tab__2;
            fits = ~|(rest >> sh_tab__2) | (rest == mtu_tab__2);
            masked = rest & mask_tab__2;
            shifted = rest >> sh_tab__2;
        end
        if (mtu_code == 3) begin
            mtu = mtu13_tab__3;
            fits = ~|(rest >> sh_tab__3) | (rest == mtu_tab__3);
            masked = rest & mask_tab__3;
            shifted = rest >> sh_tab__3;
        end
        if (mtu_code == 4) begin
            mtu = mtu13_tab__4;
            fits = ~|(rest >> sh_tab__4) | (rest == mtu_tab__4);
            masked = rest & mask_tab__4;
            shifted = rest >> sh_tab__4;
        end
        if (mtu_code == 5) begin
            mtu = mtu13_tab__5;
            fits = ~|(rest >> sh_tab__5) | (rest == mtu_tab__5);
            masked = rest & mask_tab__5;
            shifted = rest >> sh_tab__5;
        end
        if (mtu_code == 6) begin
            mtu = mtu13_tab__6;
            fits = ~|(rest >> sh_tab__6) | (rest == mtu_tab__6);
            masked = rest & mask_tab__6;
            shifted = rest >> sh_tab__6;
        end
        if (mtu_code == 7) begin
            mtu = mtu13_tab__7;
            fits = ~|(rest >> sh_tab__7) | (rest == mtu_tab__7);
            masked = rest & mask_tab__7;
            shifted = rest >> sh_tab__7;
        end
        quot = ((shifted) & 24'hffffff);
        partial = |masked;
        is_send = (wop == 32'h2) | (wop == 32'h3) | (wop == 32'h9);
        is_write = (wop == 32'h0) | (wop == 32'h1);
        imm = (wop == 32'h1) | (wop == 32'h3);
        inv = wop == 32'h9;
        whole = (wop == 32'h4) | (wop == 32'h5) | (wop == 32'h6);
        bad_op = ~(is_send | is_write | whole) | (svc == 32'h3);
        if (svc == 32'h1) begin
            bad_op = bad_op | inv | whole;
        end
        if (svc == 32'h2) begin
            bad_op = bad_op | inv | ~is_send;
        end
        too_long = (svc == 32'h2) & ~fits;
        last = fits | (wop == 32'h5) | (wop == 32'h6);
        plen = 32'h0;
        if (~whole) begin
            plen = mtu;
            if (fits) begin
                plen = rest[(32'h0)+:(13)];
            end
        end
        psns = 32'h1;
        if ((wop == 32'h4) & |rest) begin
            psns = quot;
            if (partial) begin
                psns = quot + 32'h1;
            end
        end
        opcode = 32'h0;
        if (is_send) begin
            if (first & last) begin
                opcode = 32'h4;
                if (imm) begin
                    opcode = 32'h5;
                end
                if (inv) begin
                    opcode = 32'h17;
                end
            end
            else if (first) begin
                opcode = 32'h0;
            end
            else if (last) begin
                opcode = 32'h2;
                if (imm) begin
                    opcode = 32'h3;
                end
                if (inv) begin
                    opcode = 32'h16;
                end
            end
            else begin
                opcode = 32'h1;
            end
        end
        if (is_write) begin
            if (first & last) begin
                opcode = 32'ha;
                if (imm) begin
                    opcode = 32'hb;
                end
            end
            else if (first) begin
                opcode = 32'h6;
            end
            else if (last) begin
                opcode = 32'h8;
                if (imm) begin
                    opcode = 32'h9;
                end
            end
            else begin
                opcode = 32'h7;
            end
        end
        if (svc == 32'h1) begin
            opcode = opcode | 32'h20;
        end
        if (svc == 32'h2) begin
            opcode = 32'h64;
            if (imm) begin
                opcode = 32'h65;
            end
        end
        if (wop == 32'h4) begin
            opcode = 32'hc;
        end
        if (wop == 32'h5) begin
            opcode = 32'h13;
        end
        if (wop == 32'h6) begin
            opcode = 32'h14;
        end
    end
    
endmodule // roce_req_engine__seg

module roce_req_engine__state(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Enums
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_req_engine__state

module roce_req_engine__t_burst(d,q,clock);
    
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
          
endmodule // roce_req_engine__t_burst

module roce_req_engine__tmr(clock,reset,time_now,arm_valid,arm_ready,arm_qpn,arm_deadline,fire_valid,fire_qpn,fire_take,poke_valid,poke_qpn,poke_ready,entries);
    
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
    roce_req_engine__dff_w17 count(
        .d(count__d),
        .q(count__q),
        .clock(count__clock)
    );
    roce_req_engine__tmr__ring ring(
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
    roce_req_engine__dff_w2 step(
        .d(step__d),
        .q(step__q),
        .clock(step__clock)
    );
    roce_req_engine__dff_w32 now_q(
        .d(now_q__d),
        .q(now_q__q),
        .clock(now_q__clock)
    );
    roce_req_engine__dff_w1 hold_v(
        .d(hold_v__d),
        .q(hold_v__q),
        .clock(hold_v__clock)
    );
    roce_req_engine__dff_w48 hold(
        .d(hold__d),
        .q(hold__q),
        .clock(hold__clock)
    );
    roce_req_engine__dff_w48 cur(
        .d(cur__d),
        .q(cur__q),
        .clock(cur__clock)
    );
    roce_req_engine__dff_w1 due(
        .d(due__d),
        .q(due__q),
        .clock(due__clock)
    );
    roce_req_engine__tmr__poked poked(
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
    
endmodule // roce_req_engine__tmr

module roce_req_engine__dff_w48(d,q,clock);
    
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
          
endmodule // roce_req_engine__dff_w48

module roce_req_engine__tmr__poked(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_req_engine__tmr__poked

module roce_req_engine__tmr__ring(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
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
    roce_req_engine__tmr__ring__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_req_engine__dff_w17 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_req_engine__dff_w17 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_req_engine__dff_w1 head(
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
    
endmodule // roce_req_engine__tmr__ring

module roce_req_engine__tmr__ring__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_req_engine__tmr__ring__ram

module roce_req_engine__view(ctx,nx,cur,up,qp_type,mtu_code,mtu_bytes,access,dest_qpn,pkey,min_rnr,qkey,pd,rq_base,rq_log_size,rq_log_stride,max_dest_rd_atomic,rcq,scq,dmac,sport,dgid,rq_empty);
    
    // Module arguments
    input wire  [1023:0] ctx;
    input wire  [295:0] nx;
    output reg  [295:0] cur;
    output reg  [1023:0] up;
    output reg  [7:0] qp_type;
    output reg  [2:0] mtu_code;
    output reg  [31:0] mtu_bytes;
    output reg  [7:0] access;
    output reg  [23:0] dest_qpn;
    output reg  [15:0] pkey;
    output reg  [7:0] min_rnr;
    output reg  [31:0] qkey;
    output reg  [31:0] pd;
    output reg  [63:0] rq_base;
    output reg  [4:0] rq_log_size;
    output reg  [3:0] rq_log_stride;
    output reg  [7:0] max_dest_rd_atomic;
    output reg  [3:0] rcq;
    output reg  [3:0] scq;
    output reg  [47:0] dmac;
    output reg  [15:0] sport;
    output reg  [127:0] dgid;
    output reg  rq_empty;
    
    // Constant declarations
    localparam  mtu_tab__0 = 32'h100;
    localparam  mtu_tab__1 = 32'h200;
    localparam  mtu_tab__2 = 32'h400;
    localparam  mtu_tab__3 = 32'h800;
    localparam  mtu_tab__4 = 32'h1000;
    localparam  mtu_tab__5 = 32'h1000;
    localparam  mtu_tab__6 = 32'h1000;
    localparam  mtu_tab__7 = 32'h1000;
    localparam  keep_mask = 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000000000ffffffff000000000000000000ffffffffffffffffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff00ffffffff000000ffffffffff000000ffffffffffffff00;
    
    // Local signals
    reg  [1023:0] img;
    reg  [1023:0] img_bits;
    
    // Update code
    always @(*) begin
        cur[(64'h0)+:(8)] = ctx[(32'h0)+:(8)];
        cur[(64'h8)+:(8)] = ctx[(32'hb8)+:(8)];
        cur[(64'h10)+:(24)] = ctx[(32'h40)+:(24)];
        cur[(64'h28)+:(24)] = ctx[(32'h80)+:(24)];
        cur[(64'h40)+:(64)] = ctx[(32'h200)+:(64)];
        cur[(64'h80)+:(32)] = ctx[(32'h260)+:(32)];
        cur[(64'ha0)+:(8)] = ctx[(32'h1f8)+:(8)];
        cur[(64'ha8)+:(32)] = ctx[(32'h3e0)+:(32)];
        cur[(64'hc8)+:(32)] = ctx[(32'h160)+:(32)];
        cur[(64'he8)+:(32)] = ctx[(32'h180)+:(32)];
        cur[(64'h108)+:(32)] = ctx[(32'h280)+:(32)];
        qp_type = ctx[(32'h8)+:(8)];
        mtu_code = ctx[(32'h10)+:(3)];
        mtu_bytes = mtu_tab__0;
        if (mtu_code == 1) begin
            mtu_bytes = mtu_tab__1;
        end
        if (mtu_code == 2) begin
            mtu_bytes = mtu_tab__2;
        end
        if (mtu_code == 3) begin
            mtu_bytes = mtu_tab__3;
        end
        if (mtu_code == 4) begin
            mtu_bytes = mtu_tab__4;
        end
        if (mtu_code == 5) begin
            mtu_bytes = mtu_tab__5;
        end
        if (mtu_code == 6) begin
            mtu_bytes = mtu_tab__6;
        end
        if (mtu_code == 7) begin
            mtu_bytes = mtu_tab__7;
        end
        access = ctx[(32'h18)+:(8)];
        dest_qpn = ctx[(32'h20)+:(24)];
        pkey = ctx[(32'ha0)+:(16)];
        min_rnr = ctx[(32'hb0)+:(8)];
        qkey = ctx[(32'hc0)+:(32)];
        pd = ctx[(32'he0)+:(32)];
        rq_base = ctx[(32'h100)+:(64)];
        rq_log_size = ctx[(32'h140)+:(5)];
        rq_log_stride = ctx[(32'h148)+:(4)];
        max_dest_rd_atomic = ctx[(32'h150)+:(8)];
        rcq = ctx[(32'h1a0)+:(4)];
        scq = ctx[(32'h1c0)+:(4)];
        dmac = ctx[(32'h2b0)+:(48)];
        sport = ctx[(32'h2e0)+:(16)];
        dgid = ctx[(32'h300)+:(128)];
        rq_empty = ctx[(32'h160)+:(32)] == ctx[(32'h180)+:(32)];
        img[(64'h0)+:(8)] = nx[(64'h0)+:(8)];
        img[(64'h8)+:(56)] = 32'h0;
        img[(64'h40)+:(24)] = nx[(64'h10)+:(24)];
        img[(64'h58)+:(40)] = 32'h0;
        img[(64'h80)+:(24)] = nx[(64'h28)+:(24)];
        img[(64'h98)+:(32)] = 32'h0;
        img[(64'hb8)+:(8)] = nx[(64'h8)+:(8)];
        img[(64'hc0)+:(160)] = 32'h0;
        img[(64'h160)+:(32)] = nx[(64'hc8)+:(32)];
        img[(64'h180)+:(32)] = nx[(64'he8)+:(32)];
        img[(64'h1a0)+:(88)] = 32'h0;
        img[(64'h1f8)+:(8)] = nx[(64'ha0)+:(8)];
        img[(64'h200)+:(64)] = nx[(64'h40)+:(64)];
        img[(64'h240)+:(32)] = 32'h0;
        img[(64'h260)+:(32)] = nx[(64'h80)+:(32)];
        img[(64'h280)+:(32)] = nx[(64'h108)+:(32)];
        img[(64'h2a0)+:(320)] = 32'h0;
        img[(64'h3e0)+:(32)] = nx[(64'ha8)+:(32)];
        img_bits = img;
        up = (ctx & keep_mask) | img_bits;
    end
    
endmodule // roce_req_engine__view

module roce_req_engine__wc(clock,reset,flush,flushing,look_qpn,look_idx,hit,hdr,sges,put,put_qpn,put_idx,put_hdr,put_sges);
    
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
    roce_req_engine__wc__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_req_engine__dff_w48 tag_q(
        .d(tag_q__d),
        .q(tag_q__q),
        .clock(tag_q__clock)
    );
    roce_req_engine__dff_w1 fl_on(
        .d(fl_on__d),
        .q(fl_on__q),
        .clock(fl_on__clock)
    );
    roce_req_engine__wc__fl_at fl_at(
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
    
endmodule // roce_req_engine__wc

module roce_req_engine__wc__fl_at(d,q,clock);
    
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
          
endmodule // roce_req_engine__wc__fl_at

module roce_req_engine__wc__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_req_engine__wc__ram

module roce_req_engine__wpf(clock,reset,flush,req_valid,req_ready,req_qpn,req_idx,req_addr,req_n,rd__req_valid,rd__req_ready,rd__req_addr,rd__req_len,rd__data,rd__keep,rd__last,rd__valid,rd__ready,rd__cpl_valid,rd__cpl_status,put_valid,put_ok,put_qpn,put_idx,put_hdr,put_sges,key_valid,key_ready,key_index,failed,idle);
    
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
    output reg  rd__req_valid;
    input wire  rd__req_ready;
    output reg  [63:0] rd__req_addr;
    output reg  [16:0] rd__req_len;
    input wire  [511:0] rd__data;
    input wire  [63:0] rd__keep;
    input wire  rd__last;
    input wire  rd__valid;
    output reg  rd__ready;
    input wire  rd__cpl_valid;
    input wire  [1:0] rd__cpl_status;
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
    roce_req_engine__dff_w1 r_valid(
        .d(r_valid__d),
        .q(r_valid__q),
        .clock(r_valid__clock)
    );
    roce_req_engine__dff_w16 r_qpn(
        .d(r_qpn__d),
        .q(r_qpn__q),
        .clock(r_qpn__clock)
    );
    roce_req_engine__dff_w32 r_idx(
        .d(r_idx__d),
        .q(r_idx__q),
        .clock(r_idx__clock)
    );
    roce_req_engine__dff_w64 r_addr(
        .d(r_addr__d),
        .q(r_addr__q),
        .clock(r_addr__clock)
    );
    roce_req_engine__dff_w5 r_n(
        .d(r_n__d),
        .q(r_n__q),
        .clock(r_n__clock)
    );
    roce_req_engine__wpf__inflight inflight(
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
    roce_req_engine__dff_w5 cpl_out(
        .d(cpl_out__d),
        .q(cpl_out__q),
        .clock(cpl_out__clock)
    );
    roce_req_engine__dff_w5 void_n(
        .d(void_n__d),
        .q(void_n__q),
        .clock(void_n__clock)
    );
    roce_req_engine__dff_w5 beat(
        .d(beat__d),
        .q(beat__q),
        .clock(beat__clock)
    );
    roce_req_engine__dff_w512 hdr_q(
        .d(hdr_q__d),
        .q(hdr_q__q),
        .clock(hdr_q__clock)
    );
    roce_req_engine__dff_w1 p_valid(
        .d(p_valid__d),
        .q(p_valid__q),
        .clock(p_valid__clock)
    );
    roce_req_engine__dff_w16 p_qpn(
        .d(p_qpn__d),
        .q(p_qpn__q),
        .clock(p_qpn__clock)
    );
    roce_req_engine__dff_w32 p_idx(
        .d(p_idx__d),
        .q(p_idx__q),
        .clock(p_idx__clock)
    );
    roce_req_engine__dff_w512 p_sges(
        .d(p_sges__d),
        .q(p_sges__q),
        .clock(p_sges__clock)
    );
    roce_req_engine__wpf__hints hints(
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
        rd__req_valid = r_valid__q & (inflight__fill < 32'hf) & (cpl_out__q < 32'hf);
        rd__req_addr = r_addr__q;
        rd__req_len = ((r_n__q) & 17'h1ffff) << 32'h7;
        issue = r_valid__q & (inflight__fill < 32'hf) & (cpl_out__q < 32'hf) & rd__req_ready;
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
        rd__ready = take;
        fin = 1'b0;
        if (rd__valid & take) begin
            if (~beat__q[32'h0]) begin
                hdr_q__d = rd__data;
            end
            else begin
                p_valid__d = ~|void_n__q & ~flush;
                p_qpn__d = inflight__rd_data[(32'h0)+:(16)];
                p_idx__d = inflight__rd_data[(32'h10)+:(32)] + ((beat__q[(32'h1)+:(4)]) & 32'hffffffff);
                p_sges__d = rd__data;
                hints__wr_en = ~|void_n__q & ~flush & |hdr_q__q[(32'h50)+:(8)] & (hints__fill < 32'hf);
            end
            beat__d = beat__q + 32'h1;
            if (rd__last) begin
                beat__d = 32'h0;
                inflight__rd_en = 1'b1;
                fin = 1'b1;
            end
        end
        hints__wr_data = rd__data[(32'h68)+:(24)];
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
        if (issue & ~rd__cpl_valid) begin
            cpl_out__d = cpl_out__q + 32'h1;
        end
        else if (~issue & rd__cpl_valid & |cpl_out__q) begin
            cpl_out__d = cpl_out__q - 32'h1;
        end
        failed = rd__cpl_valid & |rd__cpl_status;
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
    
endmodule // roce_req_engine__wpf

module roce_req_engine__wpf__hints(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
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
    roce_req_engine__wpf__hints__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_req_engine__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_req_engine__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_req_engine__dff_w1 head(
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
    
endmodule // roce_req_engine__wpf__hints

module roce_req_engine__wpf__hints__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_req_engine__wpf__hints__ram

module roce_req_engine__wpf__inflight(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
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
    roce_req_engine__wpf__inflight__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_req_engine__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_req_engine__dff_w5 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_req_engine__dff_w1 head(
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
    
endmodule // roce_req_engine__wpf__inflight

module roce_req_engine__wpf__inflight__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_req_engine__wpf__inflight__ram
