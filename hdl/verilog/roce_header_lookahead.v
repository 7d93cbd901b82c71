// roce_header_lookahead: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_header_lookahead(clock,reset,meta,meta_valid,meta_ready,head,head_valid,head_fast,head_ctx,head_host,take,empty,allow_q,qpc_lk_valid,qpc_lk_ready,qpc_lk_index,qpc_lk_tag,qpc_rsp_valid,qpc_rsp_ready,qpc_rsp_tag,qpc_rsp_data,qpc_rsp_err,allow_k,mkey_lk_valid,mkey_lk_ready,mkey_lk_index,mkey_lk_tag,mkey_rsp_valid,mkey_rsp_ready,mkey_rsp_tag,mkey_rsp_data,mkey_rsp_err,fwd_valid,fwd_index,fwd_data,stale,local_mac,local_ip,ip_v6,head_addr_ok);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [1025:0] meta;
    input wire  meta_valid;
    output reg  meta_ready;
    output reg  [1025:0] head;
    output reg  head_valid;
    output reg  head_fast;
    output reg  [1023:0] head_ctx;
    output reg  [63:0] head_host;
    input wire  take;
    output reg  empty;
    input wire  allow_q;
    output reg  qpc_lk_valid;
    input wire  qpc_lk_ready;
    output reg  [23:0] qpc_lk_index;
    output reg  [7:0] qpc_lk_tag;
    input wire  qpc_rsp_valid;
    output reg  qpc_rsp_ready;
    input wire  [7:0] qpc_rsp_tag;
    input wire  [1023:0] qpc_rsp_data;
    input wire  qpc_rsp_err;
    input wire  allow_k;
    output reg  mkey_lk_valid;
    input wire  mkey_lk_ready;
    output reg  [23:0] mkey_lk_index;
    output reg  [7:0] mkey_lk_tag;
    input wire  mkey_rsp_valid;
    output reg  mkey_rsp_ready;
    input wire  [7:0] mkey_rsp_tag;
    input wire  [1023:0] mkey_rsp_data;
    input wire  mkey_rsp_err;
    input wire  fwd_valid;
    input wire  [23:0] fwd_index;
    input wire  [1023:0] fwd_data;
    input wire  stale;
    input wire  [47:0] local_mac;
    input wire  [127:0] local_ip;
    input wire  ip_v6;
    output reg  head_addr_ok;
    
    // Constant declarations
    localparam  no_mut = 296'h0;
    localparam  sid__0 = 2'b0;
    localparam  sid__1 = 2'b1;
    localparam  sid__2 = 2'b10;
    localparam  sid__3 = 2'b11;
    localparam  la_tag = 8'h80;
    
    // Stub signals
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
    reg  [1023:0] pv__ctx;
    reg  [295:0] pv__nx;
    wire  [295:0] pv__cur;
    wire  [1023:0] pv__up;
    wire  [7:0] pv__qp_type;
    wire  [2:0] pv__mtu_code;
    wire  [31:0] pv__mtu_bytes;
    wire  [7:0] pv__access;
    wire  [23:0] pv__dest_qpn;
    wire  [15:0] pv__pkey;
    wire  [7:0] pv__min_rnr;
    wire  [31:0] pv__qkey;
    wire  [31:0] pv__pd;
    wire  [63:0] pv__rq_base;
    wire  [4:0] pv__rq_log_size;
    wire  [3:0] pv__rq_log_stride;
    wire  [7:0] pv__max_dest_rd_atomic;
    wire  [3:0] pv__rcq;
    wire  [3:0] pv__scq;
    wire  [47:0] pv__dmac;
    wire  [15:0] pv__sport;
    wire  [127:0] pv__dgid;
    wire  pv__rq_empty;
    reg  full__0__d;
    wire  full__0__q;
    wire  full__0__clock;
    reg  full__1__d;
    wire  full__1__q;
    wire  full__1__clock;
    reg  full__2__d;
    wire  full__2__q;
    wire  full__2__clock;
    reg  full__3__d;
    wire  full__3__q;
    wire  full__3__clock;
    reg  [1025:0] rec__0__d;
    wire  [1025:0] rec__0__q;
    wire  rec__0__clock;
    reg  [1025:0] rec__1__d;
    wire  [1025:0] rec__1__q;
    wire  rec__1__clock;
    reg  [1025:0] rec__2__d;
    wire  [1025:0] rec__2__q;
    wire  rec__2__clock;
    reg  [1025:0] rec__3__d;
    wire  [1025:0] rec__3__q;
    wire  rec__3__clock;
    reg  [23:0] qpn__0__d;
    wire  [23:0] qpn__0__q;
    wire  qpn__0__clock;
    reg  [23:0] qpn__1__d;
    wire  [23:0] qpn__1__q;
    wire  qpn__1__clock;
    reg  [23:0] qpn__2__d;
    wire  [23:0] qpn__2__q;
    wire  qpn__2__clock;
    reg  [23:0] qpn__3__d;
    wire  [23:0] qpn__3__q;
    wire  qpn__3__clock;
    reg  fast__0__d;
    wire  fast__0__q;
    wire  fast__0__clock;
    reg  fast__1__d;
    wire  fast__1__q;
    wire  fast__1__clock;
    reg  fast__2__d;
    wire  fast__2__q;
    wire  fast__2__clock;
    reg  fast__3__d;
    wire  fast__3__q;
    wire  fast__3__clock;
    reg  amatch__0__d;
    wire  amatch__0__q;
    wire  amatch__0__clock;
    reg  amatch__1__d;
    wire  amatch__1__q;
    wire  amatch__1__clock;
    reg  amatch__2__d;
    wire  amatch__2__q;
    wire  amatch__2__clock;
    reg  amatch__3__d;
    wire  amatch__3__q;
    wire  amatch__3__clock;
    reg  qwant__0__d;
    wire  qwant__0__q;
    wire  qwant__0__clock;
    reg  qwant__1__d;
    wire  qwant__1__q;
    wire  qwant__1__clock;
    reg  qwant__2__d;
    wire  qwant__2__q;
    wire  qwant__2__clock;
    reg  qwant__3__d;
    wire  qwant__3__q;
    wire  qwant__3__clock;
    reg  qpend__0__d;
    wire  qpend__0__q;
    wire  qpend__0__clock;
    reg  qpend__1__d;
    wire  qpend__1__q;
    wire  qpend__1__clock;
    reg  qpend__2__d;
    wire  qpend__2__q;
    wire  qpend__2__clock;
    reg  qpend__3__d;
    wire  qpend__3__q;
    wire  qpend__3__clock;
    reg  qhave__0__d;
    wire  qhave__0__q;
    wire  qhave__0__clock;
    reg  qhave__1__d;
    wire  qhave__1__q;
    wire  qhave__1__clock;
    reg  qhave__2__d;
    wire  qhave__2__q;
    wire  qhave__2__clock;
    reg  qhave__3__d;
    wire  qhave__3__q;
    wire  qhave__3__clock;
    reg  qbad__0__d;
    wire  qbad__0__q;
    wire  qbad__0__clock;
    reg  qbad__1__d;
    wire  qbad__1__q;
    wire  qbad__1__clock;
    reg  qbad__2__d;
    wire  qbad__2__q;
    wire  qbad__2__clock;
    reg  qbad__3__d;
    wire  qbad__3__q;
    wire  qbad__3__clock;
    reg  fwd__0__d;
    wire  fwd__0__q;
    wire  fwd__0__clock;
    reg  fwd__1__d;
    wire  fwd__1__q;
    wire  fwd__1__clock;
    reg  fwd__2__d;
    wire  fwd__2__q;
    wire  fwd__2__clock;
    reg  fwd__3__d;
    wire  fwd__3__q;
    wire  fwd__3__clock;
    reg  [1023:0] ctx__0__d;
    wire  [1023:0] ctx__0__q;
    wire  ctx__0__clock;
    reg  [1023:0] ctx__1__d;
    wire  [1023:0] ctx__1__q;
    wire  ctx__1__clock;
    reg  [1023:0] ctx__2__d;
    wire  [1023:0] ctx__2__q;
    wire  ctx__2__clock;
    reg  [1023:0] ctx__3__d;
    wire  [1023:0] ctx__3__q;
    wire  ctx__3__clock;
    reg  kneed__0__d;
    wire  kneed__0__q;
    wire  kneed__0__clock;
    reg  kneed__1__d;
    wire  kneed__1__q;
    wire  kneed__1__clock;
    reg  kneed__2__d;
    wire  kneed__2__q;
    wire  kneed__2__clock;
    reg  kneed__3__d;
    wire  kneed__3__q;
    wire  kneed__3__clock;
    reg  kwant__0__d;
    wire  kwant__0__q;
    wire  kwant__0__clock;
    reg  kwant__1__d;
    wire  kwant__1__q;
    wire  kwant__1__clock;
    reg  kwant__2__d;
    wire  kwant__2__q;
    wire  kwant__2__clock;
    reg  kwant__3__d;
    wire  kwant__3__q;
    wire  kwant__3__clock;
    reg  kpend__0__d;
    wire  kpend__0__q;
    wire  kpend__0__clock;
    reg  kpend__1__d;
    wire  kpend__1__q;
    wire  kpend__1__clock;
    reg  kpend__2__d;
    wire  kpend__2__q;
    wire  kpend__2__clock;
    reg  kpend__3__d;
    wire  kpend__3__q;
    wire  kpend__3__clock;
    reg  khave__0__d;
    wire  khave__0__q;
    wire  khave__0__clock;
    reg  khave__1__d;
    wire  khave__1__q;
    wire  khave__1__clock;
    reg  khave__2__d;
    wire  khave__2__q;
    wire  khave__2__clock;
    reg  khave__3__d;
    wire  khave__3__q;
    wire  khave__3__clock;
    reg  kbad__0__d;
    wire  kbad__0__q;
    wire  kbad__0__clock;
    reg  kbad__1__d;
    wire  kbad__1__q;
    wire  kbad__1__clock;
    reg  kbad__2__d;
    wire  kbad__2__q;
    wire  kbad__2__clock;
    reg  kbad__3__d;
    wire  kbad__3__q;
    wire  kbad__3__clock;
    reg  kinfl__0__d;
    wire  kinfl__0__q;
    wire  kinfl__0__clock;
    reg  kinfl__1__d;
    wire  kinfl__1__q;
    wire  kinfl__1__clock;
    reg  kinfl__2__d;
    wire  kinfl__2__q;
    wire  kinfl__2__clock;
    reg  kinfl__3__d;
    wire  kinfl__3__q;
    wire  kinfl__3__clock;
    reg  kdone__0__d;
    wire  kdone__0__q;
    wire  kdone__0__clock;
    reg  kdone__1__d;
    wire  kdone__1__q;
    wire  kdone__1__clock;
    reg  kdone__2__d;
    wire  kdone__2__q;
    wire  kdone__2__clock;
    reg  kdone__3__d;
    wire  kdone__3__q;
    wire  kdone__3__clock;
    reg  kok__0__d;
    wire  kok__0__q;
    wire  kok__0__clock;
    reg  kok__1__d;
    wire  kok__1__q;
    wire  kok__1__clock;
    reg  kok__2__d;
    wire  kok__2__q;
    wire  kok__2__clock;
    reg  kok__3__d;
    wire  kok__3__q;
    wire  kok__3__clock;
    reg  [511:0] key__0__d;
    wire  [511:0] key__0__q;
    wire  key__0__clock;
    reg  [511:0] key__1__d;
    wire  [511:0] key__1__q;
    wire  key__1__clock;
    reg  [511:0] key__2__d;
    wire  [511:0] key__2__q;
    wire  key__2__clock;
    reg  [511:0] key__3__d;
    wire  [511:0] key__3__q;
    wire  key__3__clock;
    reg  [63:0] host__0__d;
    wire  [63:0] host__0__q;
    wire  host__0__clock;
    reg  [63:0] host__1__d;
    wire  [63:0] host__1__q;
    wire  host__1__clock;
    reg  [63:0] host__2__d;
    wire  [63:0] host__2__q;
    wire  host__2__clock;
    reg  [63:0] host__3__d;
    wire  [63:0] host__3__q;
    wire  host__3__clock;
    reg  [1:0] rp__d;
    wire  [1:0] rp__q;
    wire  rp__clock;
    reg  [1:0] wp__d;
    wire  [1:0] wp__q;
    wire  wp__clock;
    reg  c0_valid__d;
    wire  c0_valid__q;
    wire  c0_valid__clock;
    reg  [1:0] c0_slot__d;
    wire  [1:0] c0_slot__q;
    wire  c0_slot__clock;
    reg  c1_valid__d;
    wire  c1_valid__q;
    wire  c1_valid__clock;
    reg  [1:0] c1_slot__d;
    wire  [1:0] c1_slot__q;
    wire  c1_slot__clock;
    reg  c2_valid__d;
    wire  c2_valid__q;
    wire  c2_valid__clock;
    reg  [1:0] c2_slot__d;
    wire  [1:0] c2_slot__q;
    wire  c2_slot__clock;
    
    // Local signals
    reg  done__0;
    reg  done__1;
    reg  done__2;
    reg  done__3;
    reg  kready__0;
    reg  kready__1;
    reg  kready__2;
    reg  kready__3;
    reg  [1:0] qsel;
    reg  qany;
    reg  [1:0] ksel;
    reg  kany;
    reg  [1:0] csel;
    reg  cany;
    reg  ins;
    reg  ins_fast;
    reg  ins_key;
    reg  ins_fwd;
    reg  ins_amatch;
    reg  [1025:0] c_rec;
    reg  [511:0] c_key;
    reg  [1025:0] q_rec;
    reg  [1025:0] k_rec;
    reg  [31:0] k_rkey;
    reg  [511:0] k_entry;
    reg  [31:0] ins_dlen;
    
    // Sub module instances
    roce_header_lookahead__kc kc(
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
    roce_header_lookahead__pv pv(
        .ctx(pv__ctx),
        .nx(pv__nx),
        .cur(pv__cur),
        .up(pv__up),
        .qp_type(pv__qp_type),
        .mtu_code(pv__mtu_code),
        .mtu_bytes(pv__mtu_bytes),
        .access(pv__access),
        .dest_qpn(pv__dest_qpn),
        .pkey(pv__pkey),
        .min_rnr(pv__min_rnr),
        .qkey(pv__qkey),
        .pd(pv__pd),
        .rq_base(pv__rq_base),
        .rq_log_size(pv__rq_log_size),
        .rq_log_stride(pv__rq_log_stride),
        .max_dest_rd_atomic(pv__max_dest_rd_atomic),
        .rcq(pv__rcq),
        .scq(pv__scq),
        .dmac(pv__dmac),
        .sport(pv__sport),
        .dgid(pv__dgid),
        .rq_empty(pv__rq_empty)
    );
    roce_header_lookahead__dff_w1 full__0(
        .d(full__0__d),
        .q(full__0__q),
        .clock(full__0__clock)
    );
    roce_header_lookahead__dff_w1 full__1(
        .d(full__1__d),
        .q(full__1__q),
        .clock(full__1__clock)
    );
    roce_header_lookahead__dff_w1 full__2(
        .d(full__2__d),
        .q(full__2__q),
        .clock(full__2__clock)
    );
    roce_header_lookahead__dff_w1 full__3(
        .d(full__3__d),
        .q(full__3__q),
        .clock(full__3__clock)
    );
    roce_header_lookahead__dff_w1026 rec__0(
        .d(rec__0__d),
        .q(rec__0__q),
        .clock(rec__0__clock)
    );
    roce_header_lookahead__dff_w1026 rec__1(
        .d(rec__1__d),
        .q(rec__1__q),
        .clock(rec__1__clock)
    );
    roce_header_lookahead__dff_w1026 rec__2(
        .d(rec__2__d),
        .q(rec__2__q),
        .clock(rec__2__clock)
    );
    roce_header_lookahead__dff_w1026 rec__3(
        .d(rec__3__d),
        .q(rec__3__q),
        .clock(rec__3__clock)
    );
    roce_header_lookahead__dff_w24 qpn__0(
        .d(qpn__0__d),
        .q(qpn__0__q),
        .clock(qpn__0__clock)
    );
    roce_header_lookahead__dff_w24 qpn__1(
        .d(qpn__1__d),
        .q(qpn__1__q),
        .clock(qpn__1__clock)
    );
    roce_header_lookahead__dff_w24 qpn__2(
        .d(qpn__2__d),
        .q(qpn__2__q),
        .clock(qpn__2__clock)
    );
    roce_header_lookahead__dff_w24 qpn__3(
        .d(qpn__3__d),
        .q(qpn__3__q),
        .clock(qpn__3__clock)
    );
    roce_header_lookahead__dff_w1 fast__0(
        .d(fast__0__d),
        .q(fast__0__q),
        .clock(fast__0__clock)
    );
    roce_header_lookahead__dff_w1 fast__1(
        .d(fast__1__d),
        .q(fast__1__q),
        .clock(fast__1__clock)
    );
    roce_header_lookahead__dff_w1 fast__2(
        .d(fast__2__d),
        .q(fast__2__q),
        .clock(fast__2__clock)
    );
    roce_header_lookahead__dff_w1 fast__3(
        .d(fast__3__d),
        .q(fast__3__q),
        .clock(fast__3__clock)
    );
    roce_header_lookahead__dff_w1 amatch__0(
        .d(amatch__0__d),
        .q(amatch__0__q),
        .clock(amatch__0__clock)
    );
    roce_header_lookahead__dff_w1 amatch__1(
        .d(amatch__1__d),
        .q(amatch__1__q),
        .clock(amatch__1__clock)
    );
    roce_header_lookahead__dff_w1 amatch__2(
        .d(amatch__2__d),
        .q(amatch__2__q),
        .clock(amatch__2__clock)
    );
    roce_header_lookahead__dff_w1 amatch__3(
        .d(amatch__3__d),
        .q(amatch__3__q),
        .clock(amatch__3__clock)
    );
    roce_header_lookahead__dff_w1 qwant__0(
        .d(qwant__0__d),
        .q(qwant__0__q),
        .clock(qwant__0__clock)
    );
    roce_header_lookahead__dff_w1 qwant__1(
        .d(qwant__1__d),
        .q(qwant__1__q),
        .clock(qwant__1__clock)
    );
    roce_header_lookahead__dff_w1 qwant__2(
        .d(qwant__2__d),
        .q(qwant__2__q),
        .clock(qwant__2__clock)
    );
    roce_header_lookahead__dff_w1 qwant__3(
        .d(qwant__3__d),
        .q(qwant__3__q),
        .clock(qwant__3__clock)
    );
    roce_header_lookahead__dff_w1 qpend__0(
        .d(qpend__0__d),
        .q(qpend__0__q),
        .clock(qpend__0__clock)
    );
    roce_header_lookahead__dff_w1 qpend__1(
        .d(qpend__1__d),
        .q(qpend__1__q),
        .clock(qpend__1__clock)
    );
    roce_header_lookahead__dff_w1 qpend__2(
        .d(qpend__2__d),
        .q(qpend__2__q),
        .clock(qpend__2__clock)
    );
    roce_header_lookahead__dff_w1 qpend__3(
        .d(qpend__3__d),
        .q(qpend__3__q),
        .clock(qpend__3__clock)
    );
    roce_header_lookahead__dff_w1 qhave__0(
        .d(qhave__0__d),
        .q(qhave__0__q),
        .clock(qhave__0__clock)
    );
    roce_header_lookahead__dff_w1 qhave__1(
        .d(qhave__1__d),
        .q(qhave__1__q),
        .clock(qhave__1__clock)
    );
    roce_header_lookahead__dff_w1 qhave__2(
        .d(qhave__2__d),
        .q(qhave__2__q),
        .clock(qhave__2__clock)
    );
    roce_header_lookahead__dff_w1 qhave__3(
        .d(qhave__3__d),
        .q(qhave__3__q),
        .clock(qhave__3__clock)
    );
    roce_header_lookahead__dff_w1 qbad__0(
        .d(qbad__0__d),
        .q(qbad__0__q),
        .clock(qbad__0__clock)
    );
    roce_header_lookahead__dff_w1 qbad__1(
        .d(qbad__1__d),
        .q(qbad__1__q),
        .clock(qbad__1__clock)
    );
    roce_header_lookahead__dff_w1 qbad__2(
        .d(qbad__2__d),
        .q(qbad__2__q),
        .clock(qbad__2__clock)
    );
    roce_header_lookahead__dff_w1 qbad__3(
        .d(qbad__3__d),
        .q(qbad__3__q),
        .clock(qbad__3__clock)
    );
    roce_header_lookahead__dff_w1 fwd__0(
        .d(fwd__0__d),
        .q(fwd__0__q),
        .clock(fwd__0__clock)
    );
    roce_header_lookahead__dff_w1 fwd__1(
        .d(fwd__1__d),
        .q(fwd__1__q),
        .clock(fwd__1__clock)
    );
    roce_header_lookahead__dff_w1 fwd__2(
        .d(fwd__2__d),
        .q(fwd__2__q),
        .clock(fwd__2__clock)
    );
    roce_header_lookahead__dff_w1 fwd__3(
        .d(fwd__3__d),
        .q(fwd__3__q),
        .clock(fwd__3__clock)
    );
    roce_header_lookahead__dff_w1024 ctx__0(
        .d(ctx__0__d),
        .q(ctx__0__q),
        .clock(ctx__0__clock)
    );
    roce_header_lookahead__dff_w1024 ctx__1(
        .d(ctx__1__d),
        .q(ctx__1__q),
        .clock(ctx__1__clock)
    );
    roce_header_lookahead__dff_w1024 ctx__2(
        .d(ctx__2__d),
        .q(ctx__2__q),
        .clock(ctx__2__clock)
    );
    roce_header_lookahead__dff_w1024 ctx__3(
        .d(ctx__3__d),
        .q(ctx__3__q),
        .clock(ctx__3__clock)
    );
    roce_header_lookahead__dff_w1 kneed__0(
        .d(kneed__0__d),
        .q(kneed__0__q),
        .clock(kneed__0__clock)
    );
    roce_header_lookahead__dff_w1 kneed__1(
        .d(kneed__1__d),
        .q(kneed__1__q),
        .clock(kneed__1__clock)
    );
    roce_header_lookahead__dff_w1 kneed__2(
        .d(kneed__2__d),
        .q(kneed__2__q),
        .clock(kneed__2__clock)
    );
    roce_header_lookahead__dff_w1 kneed__3(
        .d(kneed__3__d),
        .q(kneed__3__q),
        .clock(kneed__3__clock)
    );
    roce_header_lookahead__dff_w1 kwant__0(
        .d(kwant__0__d),
        .q(kwant__0__q),
        .clock(kwant__0__clock)
    );
    roce_header_lookahead__dff_w1 kwant__1(
        .d(kwant__1__d),
        .q(kwant__1__q),
        .clock(kwant__1__clock)
    );
    roce_header_lookahead__dff_w1 kwant__2(
        .d(kwant__2__d),
        .q(kwant__2__q),
        .clock(kwant__2__clock)
    );
    roce_header_lookahead__dff_w1 kwant__3(
        .d(kwant__3__d),
        .q(kwant__3__q),
        .clock(kwant__3__clock)
    );
    roce_header_lookahead__dff_w1 kpend__0(
        .d(kpend__0__d),
        .q(kpend__0__q),
        .clock(kpend__0__clock)
    );
    roce_header_lookahead__dff_w1 kpend__1(
        .d(kpend__1__d),
        .q(kpend__1__q),
        .clock(kpend__1__clock)
    );
    roce_header_lookahead__dff_w1 kpend__2(
        .d(kpend__2__d),
        .q(kpend__2__q),
        .clock(kpend__2__clock)
    );
    roce_header_lookahead__dff_w1 kpend__3(
        .d(kpend__3__d),
        .q(kpend__3__q),
        .clock(kpend__3__clock)
    );
    roce_header_lookahead__dff_w1 khave__0(
        .d(khave__0__d),
        .q(khave__0__q),
        .clock(khave__0__clock)
    );
    roce_header_lookahead__dff_w1 khave__1(
        .d(khave__1__d),
        .q(khave__1__q),
        .clock(khave__1__clock)
    );
    roce_header_lookahead__dff_w1 khave__2(
        .d(khave__2__d),
        .q(khave__2__q),
        .clock(khave__2__clock)
    );
    roce_header_lookahead__dff_w1 khave__3(
        .d(khave__3__d),
        .q(khave__3__q),
        .clock(khave__3__clock)
    );
    roce_header_lookahead__dff_w1 kbad__0(
        .d(kbad__0__d),
        .q(kbad__0__q),
        .clock(kbad__0__clock)
    );
    roce_header_lookahead__dff_w1 kbad__1(
        .d(kbad__1__d),
        .q(kbad__1__q),
        .clock(kbad__1__clock)
    );
    roce_header_lookahead__dff_w1 kbad__2(
        .d(kbad__2__d),
        .q(kbad__2__q),
        .clock(kbad__2__clock)
    );
    roce_header_lookahead__dff_w1 kbad__3(
        .d(kbad__3__d),
        .q(kbad__3__q),
        .clock(kbad__3__clock)
    );
    roce_header_lookahead__dff_w1 kinfl__0(
        .d(kinfl__0__d),
        .q(kinfl__0__q),
        .clock(kinfl__0__clock)
    );
    roce_header_lookahead__dff_w1 kinfl__1(
        .d(kinfl__1__d),
        .q(kinfl__1__q),
        .clock(kinfl__1__clock)
    );
    roce_header_lookahead__dff_w1 kinfl__2(
        .d(kinfl__2__d),
        .q(kinfl__2__q),
        .clock(kinfl__2__clock)
    );
    roce_header_lookahead__dff_w1 kinfl__3(
        .d(kinfl__3__d),
        .q(kinfl__3__q),
        .clock(kinfl__3__clock)
    );
    roce_header_lookahead__dff_w1 kdone__0(
        .d(kdone__0__d),
        .q(kdone__0__q),
        .clock(kdone__0__clock)
    );
    roce_header_lookahead__dff_w1 kdone__1(
        .d(kdone__1__d),
        .q(kdone__1__q),
        .clock(kdone__1__clock)
    );
    roce_header_lookahead__dff_w1 kdone__2(
        .d(kdone__2__d),
        .q(kdone__2__q),
        .clock(kdone__2__clock)
    );
    roce_header_lookahead__dff_w1 kdone__3(
        .d(kdone__3__d),
        .q(kdone__3__q),
        .clock(kdone__3__clock)
    );
    roce_header_lookahead__dff_w1 kok__0(
        .d(kok__0__d),
        .q(kok__0__q),
        .clock(kok__0__clock)
    );
    roce_header_lookahead__dff_w1 kok__1(
        .d(kok__1__d),
        .q(kok__1__q),
        .clock(kok__1__clock)
    );
    roce_header_lookahead__dff_w1 kok__2(
        .d(kok__2__d),
        .q(kok__2__q),
        .clock(kok__2__clock)
    );
    roce_header_lookahead__dff_w1 kok__3(
        .d(kok__3__d),
        .q(kok__3__q),
        .clock(kok__3__clock)
    );
    roce_header_lookahead__dff_w512 key__0(
        .d(key__0__d),
        .q(key__0__q),
        .clock(key__0__clock)
    );
    roce_header_lookahead__dff_w512 key__1(
        .d(key__1__d),
        .q(key__1__q),
        .clock(key__1__clock)
    );
    roce_header_lookahead__dff_w512 key__2(
        .d(key__2__d),
        .q(key__2__q),
        .clock(key__2__clock)
    );
    roce_header_lookahead__dff_w512 key__3(
        .d(key__3__d),
        .q(key__3__q),
        .clock(key__3__clock)
    );
    roce_header_lookahead__dff_w64 host__0(
        .d(host__0__d),
        .q(host__0__q),
        .clock(host__0__clock)
    );
    roce_header_lookahead__dff_w64 host__1(
        .d(host__1__d),
        .q(host__1__q),
        .clock(host__1__clock)
    );
    roce_header_lookahead__dff_w64 host__2(
        .d(host__2__d),
        .q(host__2__q),
        .clock(host__2__clock)
    );
    roce_header_lookahead__dff_w64 host__3(
        .d(host__3__d),
        .q(host__3__q),
        .clock(host__3__clock)
    );
    roce_header_lookahead__dff_w2 rp(
        .d(rp__d),
        .q(rp__q),
        .clock(rp__clock)
    );
    roce_header_lookahead__dff_w2 wp(
        .d(wp__d),
        .q(wp__q),
        .clock(wp__clock)
    );
    roce_header_lookahead__dff_w1 c0_valid(
        .d(c0_valid__d),
        .q(c0_valid__q),
        .clock(c0_valid__clock)
    );
    roce_header_lookahead__dff_w2 c0_slot(
        .d(c0_slot__d),
        .q(c0_slot__q),
        .clock(c0_slot__clock)
    );
    roce_header_lookahead__dff_w1 c1_valid(
        .d(c1_valid__d),
        .q(c1_valid__q),
        .clock(c1_valid__clock)
    );
    roce_header_lookahead__dff_w2 c1_slot(
        .d(c1_slot__d),
        .q(c1_slot__q),
        .clock(c1_slot__clock)
    );
    roce_header_lookahead__dff_w1 c2_valid(
        .d(c2_valid__d),
        .q(c2_valid__q),
        .clock(c2_valid__clock)
    );
    roce_header_lookahead__dff_w2 c2_slot(
        .d(c2_slot__d),
        .q(c2_slot__q),
        .clock(c2_slot__clock)
    );
    
    assign rp__clock = clock;
    assign wp__clock = clock;
    assign c0_valid__clock = clock;
    assign c0_slot__clock = clock;
    assign c1_valid__clock = clock;
    assign c1_slot__clock = clock;
    assign c2_valid__clock = clock;
    assign c2_slot__clock = clock;
    assign kc__clock = clock;
    assign kc__reset = reset;
    assign full__0__clock = clock;
    assign rec__0__clock = clock;
    assign fast__0__clock = clock;
    assign amatch__0__clock = clock;
    assign qpn__0__clock = clock;
    assign qwant__0__clock = clock;
    assign qpend__0__clock = clock;
    assign qhave__0__clock = clock;
    assign qbad__0__clock = clock;
    assign fwd__0__clock = clock;
    assign ctx__0__clock = clock;
    assign kneed__0__clock = clock;
    assign kwant__0__clock = clock;
    assign kpend__0__clock = clock;
    assign khave__0__clock = clock;
    assign kbad__0__clock = clock;
    assign kinfl__0__clock = clock;
    assign kdone__0__clock = clock;
    assign kok__0__clock = clock;
    assign key__0__clock = clock;
    assign host__0__clock = clock;
    assign full__1__clock = clock;
    assign rec__1__clock = clock;
    assign fast__1__clock = clock;
    assign amatch__1__clock = clock;
    assign qpn__1__clock = clock;
    assign qwant__1__clock = clock;
    assign qpend__1__clock = clock;
    assign qhave__1__clock = clock;
    assign qbad__1__clock = clock;
    assign fwd__1__clock = clock;
    assign ctx__1__clock = clock;
    assign kneed__1__clock = clock;
    assign kwant__1__clock = clock;
    assign kpend__1__clock = clock;
    assign khave__1__clock = clock;
    assign kbad__1__clock = clock;
    assign kinfl__1__clock = clock;
    assign kdone__1__clock = clock;
    assign kok__1__clock = clock;
    assign key__1__clock = clock;
    assign host__1__clock = clock;
    assign full__2__clock = clock;
    assign rec__2__clock = clock;
    assign fast__2__clock = clock;
    assign amatch__2__clock = clock;
    assign qpn__2__clock = clock;
    assign qwant__2__clock = clock;
    assign qpend__2__clock = clock;
    assign qhave__2__clock = clock;
    assign qbad__2__clock = clock;
    assign fwd__2__clock = clock;
    assign ctx__2__clock = clock;
    assign kneed__2__clock = clock;
    assign kwant__2__clock = clock;
    assign kpend__2__clock = clock;
    assign khave__2__clock = clock;
    assign kbad__2__clock = clock;
    assign kinfl__2__clock = clock;
    assign kdone__2__clock = clock;
    assign kok__2__clock = clock;
    assign key__2__clock = clock;
    assign host__2__clock = clock;
    assign full__3__clock = clock;
    assign rec__3__clock = clock;
    assign fast__3__clock = clock;
    assign amatch__3__clock = clock;
    assign qpn__3__clock = clock;
    assign qwant__3__clock = clock;
    assign qpend__3__clock = clock;
    assign qhave__3__clock = clock;
    assign qbad__3__clock = clock;
    assign fwd__3__clock = clock;
    assign ctx__3__clock = clock;
    assign kneed__3__clock = clock;
    assign kwant__3__clock = clock;
    assign kpend__3__clock = clock;
    assign khave__3__clock = clock;
    assign kbad__3__clock = clock;
    assign kinfl__3__clock = clock;
    assign kdone__3__clock = clock;
    assign kok__3__clock = clock;
    assign key__3__clock = clock;
    assign host__3__clock = clock;
    
    // Update code
    always @(*) begin
        rp__d = rp__q;
        wp__d = wp__q;
        c0_valid__d = c0_valid__q;
        c0_slot__d = c0_slot__q;
        c1_valid__d = c1_valid__q;
        c1_slot__d = c1_slot__q;
        c2_valid__d = c2_valid__q;
        c2_slot__d = c2_slot__q;
        full__0__d = full__0__q;
        rec__0__d = rec__0__q;
        fast__0__d = fast__0__q;
        amatch__0__d = amatch__0__q;
        qpn__0__d = qpn__0__q;
        qwant__0__d = qwant__0__q;
        qpend__0__d = qpend__0__q;
        qhave__0__d = qhave__0__q;
        qbad__0__d = qbad__0__q;
        fwd__0__d = fwd__0__q;
        ctx__0__d = ctx__0__q;
        kneed__0__d = kneed__0__q;
        kwant__0__d = kwant__0__q;
        kpend__0__d = kpend__0__q;
        khave__0__d = khave__0__q;
        kbad__0__d = kbad__0__q;
        kinfl__0__d = kinfl__0__q;
        kdone__0__d = kdone__0__q;
        kok__0__d = kok__0__q;
        key__0__d = key__0__q;
        host__0__d = host__0__q;
        full__1__d = full__1__q;
        rec__1__d = rec__1__q;
        fast__1__d = fast__1__q;
        amatch__1__d = amatch__1__q;
        qpn__1__d = qpn__1__q;
        qwant__1__d = qwant__1__q;
        qpend__1__d = qpend__1__q;
        qhave__1__d = qhave__1__q;
        qbad__1__d = qbad__1__q;
        fwd__1__d = fwd__1__q;
        ctx__1__d = ctx__1__q;
        kneed__1__d = kneed__1__q;
        kwant__1__d = kwant__1__q;
        kpend__1__d = kpend__1__q;
        khave__1__d = khave__1__q;
        kbad__1__d = kbad__1__q;
        kinfl__1__d = kinfl__1__q;
        kdone__1__d = kdone__1__q;
        kok__1__d = kok__1__q;
        key__1__d = key__1__q;
        host__1__d = host__1__q;
        full__2__d = full__2__q;
        rec__2__d = rec__2__q;
        fast__2__d = fast__2__q;
        amatch__2__d = amatch__2__q;
        qpn__2__d = qpn__2__q;
        qwant__2__d = qwant__2__q;
        qpend__2__d = qpend__2__q;
        qhave__2__d = qhave__2__q;
        qbad__2__d = qbad__2__q;
        fwd__2__d = fwd__2__q;
        ctx__2__d = ctx__2__q;
        kneed__2__d = kneed__2__q;
        kwant__2__d = kwant__2__q;
        kpend__2__d = kpend__2__q;
        khave__2__d = khave__2__q;
        kbad__2__d = kbad__2__q;
        kinfl__2__d = kinfl__2__q;
        kdone__2__d = kdone__2__q;
        kok__2__d = kok__2__q;
        key__2__d = key__2__q;
        host__2__d = host__2__q;
        full__3__d = full__3__q;
        rec__3__d = rec__3__q;
        fast__3__d = fast__3__q;
        amatch__3__d = amatch__3__q;
        qpn__3__d = qpn__3__q;
        qwant__3__d = qwant__3__q;
        qpend__3__d = qpend__3__q;
        qhave__3__d = qhave__3__q;
        qbad__3__d = qbad__3__q;
        fwd__3__d = fwd__3__q;
        ctx__3__d = ctx__3__q;
        kneed__3__d = kneed__3__q;
        kwant__3__d = kwant__3__q;
        kpend__3__d = kpend__3__q;
        khave__3__d = khave__3__q;
        kbad__3__d = kbad__3__q;
        kinfl__3__d = kinfl__3__q;
        kdone__3__d = kdone__3__q;
        kok__3__d = kok__3__q;
        key__3__d = key__3__q;
        host__3__d = host__3__q;
        empty = 1'b1;
        kready__0 = full__0__q & kneed__0__q & khave__0__q & qhave__0__q & ~qbad__0__q & ~kbad__0__q & ~kdone__0__q & ~kinfl__0__q;
        done__0 = full__0__q & ~qwant__0__q & ~qpend__0__q & ~kwant__0__q & ~kpend__0__q & ~kinfl__0__q & ~kready__0;
        if (full__0__q) begin
            empty = 1'b0;
        end
        kready__1 = full__1__q & kneed__1__q & khave__1__q & qhave__1__q & ~qbad__1__q & ~kbad__1__q & ~kdone__1__q & ~kinfl__1__q;
        done__1 = full__1__q & ~qwant__1__q & ~qpend__1__q & ~kwant__1__q & ~kpend__1__q & ~kinfl__1__q & ~kready__1;
        if (full__1__q) begin
            empty = 1'b0;
        end
        kready__2 = full__2__q & kneed__2__q & khave__2__q & qhave__2__q & ~qbad__2__q & ~kbad__2__q & ~kdone__2__q & ~kinfl__2__q;
        done__2 = full__2__q & ~qwant__2__q & ~qpend__2__q & ~kwant__2__q & ~kpend__2__q & ~kinfl__2__q & ~kready__2;
        if (full__2__q) begin
            empty = 1'b0;
        end
        kready__3 = full__3__q & kneed__3__q & khave__3__q & qhave__3__q & ~qbad__3__q & ~kbad__3__q & ~kdone__3__q & ~kinfl__3__q;
        done__3 = full__3__q & ~qwant__3__q & ~qpend__3__q & ~kwant__3__q & ~kpend__3__q & ~kinfl__3__q & ~kready__3;
        if (full__3__q) begin
            empty = 1'b0;
        end
        head = rec__0__q;
        head_valid = 1'b0;
        head_fast = 1'b0;
        head_addr_ok = amatch__0__q;
        head_ctx = ctx__0__q;
        head_host = host__0__q;
        if (rp__q == sid__0) begin
            head = rec__0__q;
            head_addr_ok = amatch__0__q;
            head_valid = done__0;
            head_fast = done__0 & fast__0__q & qhave__0__q & ~qbad__0__q & (~kneed__0__q | (kdone__0__q & kok__0__q & ~kbad__0__q));
            head_ctx = ctx__0__q;
            head_host = host__0__q;
        end
        if (rp__q == sid__1) begin
            head = rec__1__q;
            head_addr_ok = amatch__1__q;
            head_valid = done__1;
            head_fast = done__1 & fast__1__q & qhave__1__q & ~qbad__1__q & (~kneed__1__q | (kdone__1__q & kok__1__q & ~kbad__1__q));
            head_ctx = ctx__1__q;
            head_host = host__1__q;
        end
        if (rp__q == sid__2) begin
            head = rec__2__q;
            head_addr_ok = amatch__2__q;
            head_valid = done__2;
            head_fast = done__2 & fast__2__q & qhave__2__q & ~qbad__2__q & (~kneed__2__q | (kdone__2__q & kok__2__q & ~kbad__2__q));
            head_ctx = ctx__2__q;
            head_host = host__2__q;
        end
        if (rp__q == sid__3) begin
            head = rec__3__q;
            head_addr_ok = amatch__3__q;
            head_valid = done__3;
            head_fast = done__3 & fast__3__q & qhave__3__q & ~qbad__3__q & (~kneed__3__q | (kdone__3__q & kok__3__q & ~kbad__3__q));
            head_ctx = ctx__3__q;
            head_host = host__3__q;
        end
        qany = 1'b0;
        qsel = 32'h0;
        kany = 1'b0;
        ksel = 32'h0;
        cany = 1'b0;
        csel = 32'h0;
        if (full__0__q & qwant__0__q) begin
            qany = 1'b1;
            qsel = sid__0;
        end
        if (full__0__q & kwant__0__q) begin
            kany = 1'b1;
            ksel = sid__0;
        end
        if (kready__0) begin
            cany = 1'b1;
            csel = sid__0;
        end
        if (full__1__q & qwant__1__q) begin
            qany = 1'b1;
            qsel = sid__1;
        end
        if (full__1__q & kwant__1__q) begin
            kany = 1'b1;
            ksel = sid__1;
        end
        if (kready__1) begin
            cany = 1'b1;
            csel = sid__1;
        end
        if (full__2__q & qwant__2__q) begin
            qany = 1'b1;
            qsel = sid__2;
        end
        if (full__2__q & kwant__2__q) begin
            kany = 1'b1;
            ksel = sid__2;
        end
        if (kready__2) begin
            cany = 1'b1;
            csel = sid__2;
        end
        if (full__3__q & qwant__3__q) begin
            qany = 1'b1;
            qsel = sid__3;
        end
        if (full__3__q & kwant__3__q) begin
            kany = 1'b1;
            ksel = sid__3;
        end
        if (kready__3) begin
            cany = 1'b1;
            csel = sid__3;
        end
        q_rec = rec__0__q;
        k_rec = rec__0__q;
        c_rec = rec__0__q;
        c_key = key__0__q;
        pv__ctx = ctx__0__q;
        if (qsel == sid__0) begin
            q_rec = rec__0__q;
        end
        if (ksel == sid__0) begin
            k_rec = rec__0__q;
        end
        if (c0_slot__q == sid__0) begin
            c_rec = rec__0__q;
            c_key = key__0__q;
            pv__ctx = ctx__0__q;
        end
        if (qsel == sid__1) begin
            q_rec = rec__1__q;
        end
        if (ksel == sid__1) begin
            k_rec = rec__1__q;
        end
        if (c0_slot__q == sid__1) begin
            c_rec = rec__1__q;
            c_key = key__1__q;
            pv__ctx = ctx__1__q;
        end
        if (qsel == sid__2) begin
            q_rec = rec__2__q;
        end
        if (ksel == sid__2) begin
            k_rec = rec__2__q;
        end
        if (c0_slot__q == sid__2) begin
            c_rec = rec__2__q;
            c_key = key__2__q;
            pv__ctx = ctx__2__q;
        end
        if (qsel == sid__3) begin
            q_rec = rec__3__q;
        end
        if (ksel == sid__3) begin
            k_rec = rec__3__q;
        end
        if (c0_slot__q == sid__3) begin
            c_rec = rec__3__q;
            c_key = key__3__q;
            pv__ctx = ctx__3__q;
        end
        pv__nx = no_mut;
        qpc_lk_valid = qany & allow_q;
        qpc_lk_index = q_rec[(64'h1d0)+:(24)];
        qpc_lk_tag = la_tag | ((qsel) & 8'hff);
        mkey_lk_valid = kany & allow_k;
        k_rkey = k_rec[(64'h281)+:(32)];
        mkey_lk_index = k_rkey[(32'h8)+:(24)];
        mkey_lk_tag = la_tag | ((ksel) & 8'hff);
        qpc_rsp_ready = 1'b1;
        mkey_rsp_ready = 1'b1;
        k_entry = mkey_rsp_data[(32'h0)+:(512)];
        kc__in_valid = c0_valid__q;
        kc__key = c_rec[(64'h281)+:(32)];
        kc__va = c_rec[(64'h241)+:(64)];
        kc__len = ((c_rec[(64'h2a1)+:(32)]) & 64'hffffffffffffffff);
        kc__access = 32'h3;
        if (c_rec[(64'h1ae)+:(8)] == 32'hc) begin
            kc__access = 32'h2;
        end
        kc__pd = pv__pd;
        kc__entry = c_key;
        kc__present = 1'b1;
        c0_valid__d = cany;
        c0_slot__d = csel;
        c1_valid__d = c0_valid__q;
        c1_slot__d = c0_slot__q;
        c2_valid__d = c1_valid__q;
        c2_slot__d = c1_slot__q;
        meta_ready = 1'b1;
        if ((wp__q == sid__0) & full__0__q) begin
            meta_ready = 1'b0;
        end
        if ((wp__q == sid__1) & full__1__q) begin
            meta_ready = 1'b0;
        end
        if ((wp__q == sid__2) & full__2__q) begin
            meta_ready = 1'b0;
        end
        if ((wp__q == sid__3) & full__3__q) begin
            meta_ready = 1'b0;
        end
        ins = meta_valid & meta_ready;
        ins_fast = (meta[(64'h0)+:(4)] == 32'h0) & ((meta[(64'h1ae)+:(8)] == 32'h6) | (meta[(64'h1ae)+:(8)] == 32'h7) | (meta[(64'h1ae)+:(8)] == 32'h8) | (meta[(64'h1ae)+:(8)] == 32'ha) | (meta[(64'h1ae)+:(8)] == 32'hc));
        ins_dlen = meta[(64'h2a1)+:(32)];
        ins_key = ins_fast & ((meta[(64'h1ae)+:(8)] == 32'h6) | (meta[(64'h1ae)+:(8)] == 32'ha) | (meta[(64'h1ae)+:(8)] == 32'hc)) & |ins_dlen;
        ins_fwd = fwd_valid & (fwd_index == meta[(64'h1d0)+:(24)]);
        ins_amatch = (meta[(64'h14)+:(48)] == local_mac) & (meta[(64'h85)+:(1)] == ip_v6) & (meta[(64'h10e)+:(128)] == local_ip);
        if (ins) begin
            wp__d = wp__q + 32'h1;
        end
        if (take) begin
            rp__d = rp__q + 32'h1;
        end
        if (qpc_lk_valid & qpc_lk_ready & (qsel == sid__0)) begin
            qwant__0__d = 1'b0;
            qpend__0__d = 1'b1;
        end
        if (mkey_lk_valid & mkey_lk_ready & (ksel == sid__0)) begin
            kwant__0__d = 1'b0;
            kpend__0__d = 1'b1;
        end
        if (qpc_rsp_valid & (qpc_rsp_tag[(32'h0)+:(2)] == sid__0)) begin
            qpend__0__d = 1'b0;
            if (~fwd__0__q) begin
                ctx__0__d = qpc_rsp_data;
                qhave__0__d = 1'b1;
            end
            if (qpc_rsp_err) begin
                qbad__0__d = 1'b1;
            end
        end
        if (mkey_rsp_valid & (mkey_rsp_tag[(32'h0)+:(2)] == sid__0)) begin
            kpend__0__d = 1'b0;
            key__0__d = k_entry;
            khave__0__d = 1'b1;
            if (mkey_rsp_err) begin
                kbad__0__d = 1'b1;
            end
        end
        if (cany & (csel == sid__0)) begin
            kinfl__0__d = 1'b1;
        end
        if (c2_valid__q & (c2_slot__q == sid__0)) begin
            kinfl__0__d = 1'b0;
            kdone__0__d = 1'b1;
            kok__0__d = kc__out_code == 32'h0;
            host__0__d = kc__out_host_addr;
        end
        if (fwd_valid & full__0__q & fast__0__q & (fwd_index == qpn__0__q)) begin
            ctx__0__d = fwd_data;
            qhave__0__d = 1'b1;
            fwd__0__d = 1'b1;
            qwant__0__d = 1'b0;
        end
        if (stale) begin
            qbad__0__d = 1'b1;
            kbad__0__d = 1'b1;
        end
        if (take & (rp__q == sid__0)) begin
            full__0__d = 1'b0;
        end
        if (ins & (wp__q == sid__0)) begin
            full__0__d = 1'b1;
            rec__0__d = meta;
            qpn__0__d = meta[(64'h1d0)+:(24)];
            fast__0__d = ins_fast;
            amatch__0__d = ins_amatch;
            qwant__0__d = ins_fast & ~ins_fwd;
            qpend__0__d = 1'b0;
            qhave__0__d = ins_fast & ins_fwd;
            qbad__0__d = 1'b0;
            fwd__0__d = ins_fwd;
            ctx__0__d = fwd_data;
            kneed__0__d = ins_key;
            kwant__0__d = ins_key;
            kpend__0__d = 1'b0;
            khave__0__d = 1'b0;
            kbad__0__d = 1'b0;
            kinfl__0__d = 1'b0;
            kdone__0__d = 1'b0;
            kok__0__d = 1'b0;
        end
        if (reset) begin
            full__0__d = 1'b0;
            qpend__0__d = 1'b0;
            kpend__0__d = 1'b0;
            kinfl__0__d = 1'b0;
        end
        if (qpc_lk_valid & qpc_lk_ready & (qsel == sid__1)) begin
            qwant__1__d = 1'b0;
            qpend__1__d = 1'b1;
        end
        if (mkey_lk_valid & mkey_lk_ready & (ksel == sid__1)) begin
            kwant__1__d = 1'b0;
            kpend__1__d = 1'b1;
        end
        if (qpc_rsp_valid & (qpc_rsp_tag[(32'h0)+:(2)] == sid__1)) begin
            qpend__1__d = 1'b0;
            if (~fwd__1__q) begin
                ctx__1__d = qpc_rsp_data;
                qhave__1__d = 1'b1;
            end
            if (qpc_rsp_err) begin
                qbad__1__d = 1'b1;
            end
        end
        if (mkey_rsp_valid & (mkey_rsp_tag[(32'h0)+:(2)] == sid__1)) begin
            kpend__1__d = 1'b0;
            key__1__d = k_entry;
            khave__1__d = 1'b1;
            if (mkey_rsp_err) begin
                kbad__1__d = 1'b1;
            end
        end
        if (cany & (csel == sid__1)) begin
            kinfl__1__d = 1'b1;
        end
        if (c2_valid__q & (c2_slot__q == sid__1)) begin
            kinfl__1__d = 1'b0;
            kdone__1__d = 1'b1;
            kok__1__d = kc__out_code == 32'h0;
            host__1__d = kc__out_host_addr;
        end
        if (fwd_valid & full__1__q & fast__1__q & (fwd_index == qpn__1__q)) begin
            ctx__1__d = fwd_data;
            qhave__1__d = 1'b1;
            fwd__1__d = 1'b1;
            qwant__1__d = 1'b0;
        end
        if (stale) begin
            qbad__1__d = 1'b1;
            kbad__1__d = 1'b1;
        end
        if (take & (rp__q == sid__1)) begin
            full__1__d = 1'b0;
        end
        if (ins & (wp__q == sid__1)) begin
            full__1__d = 1'b1;
            rec__1__d = meta;
            qpn__1__d = meta[(64'h1d0)+:(24)];
            fast__1__d = ins_fast;
            amatch__1__d = ins_amatch;
            qwant__1__d = ins_fast & ~ins_fwd;
            qpend__1__d = 1'b0;
            qhave__1__d = ins_fast & ins_fwd;
            qbad__1__d = 1'b0;
            fwd__1__d = ins_fwd;
            ctx__1__d = fwd_data;
            kneed__1__d = ins_key;
            kwant__1__d = ins_key;
            kpend__1__d = 1'b0;
            khave__1__d = 1'b0;
            kbad__1__d = 1'b0;
            kinfl__1__d = 1'b0;
            kdone__1__d = 1'b0;
            kok__1__d = 1'b0;
        end
        if (reset) begin
            full__1__d = 1'b0;
            qpend__1__d = 1'b0;
            kpend__1__d = 1'b0;
            kinfl__1__d = 1'b0;
        end
        if (qpc_lk_valid & qpc_lk_ready & (qsel == sid__2)) begin
            qwant__2__d = 1'b0;
            qpend__2__d = 1'b1;
        end
        if (mkey_lk_valid & mkey_lk_ready & (ksel == sid__2)) begin
            kwant__2__d = 1'b0;
            kpend__2__d = 1'b1;
        end
        if (qpc_rsp_valid & (qpc_rsp_tag[(32'h0)+:(2)] == sid__2)) begin
            qpend__2__d = 1'b0;
            if (~fwd__2__q) begin
                ctx__2__d = qpc_rsp_data;
                qhave__2__d = 1'b1;
            end
            if (qpc_rsp_err) begin
                qbad__2__d = 1'b1;
            end
        end
        if (mkey_rsp_valid & (mkey_rsp_tag[(32'h0)+:(2)] == sid__2)) begin
            kpend__2__d = 1'b0;
            key__2__d = k_entry;
            khave__2__d = 1'b1;
            if (mkey_rsp_err) begin
                kbad__2__d = 1'b1;
            end
        end
        if (cany & (csel == sid__2)) begin
            kinfl__2__d = 1'b1;
        end
        if (c2_valid__q & (c2_slot__q == sid__2)) begin
            kinfl__2__d = 1'b0;
            kdone__2__d = 1'b1;
            kok__2__d = kc__out_code == 32'h0;
            host__2__d = kc__out_host_addr;
        end
        if (fwd_valid & full__2__q & fast__2__q & (fwd_index == qpn__2__q)) begin
            ctx__2__d = fwd_data;
            qhave__2__d = 1'b1;
            fwd__2__d = 1'b1;
            qwant__2__d = 1'b0;
        end
        if (stale) begin
            qbad__2__d = 1'b1;
            kbad__2__d = 1'b1;
        end
        if (take & (rp__q == sid__2)) begin
            full__2__d = 1'b0;
        end
        if (ins & (wp__q == sid__2)) begin
            full__2__d = 1'b1;
            rec__2__d = meta;
            qpn__2__d = meta[(64'h1d0)+:(24)];
            fast__2__d = ins_fast;
            amatch__2__d = ins_amatch;
            qwant__2__d = ins_fast & ~ins_fwd;
            qpend__2__d = 1'b0;
            qhave__2__d = ins_fast & ins_fwd;
            qbad__2__d = 1'b0;
            fwd__2__d = ins_fwd;
            ctx__2__d = fwd_data;
            kneed__2__d = ins_key;
            kwant__2__d = ins_key;
            kpend__2__d = 1'b0;
            khave__2__d = 1'b0;
            kbad__2__d = 1'b0;
            kinfl__2__d = 1'b0;
            kdone__2__d = 1'b0;
            kok__2__d = 1'b0;
        end
        if (reset) begin
            full__2__d = 1'b0;
            qpend__2__d = 1'b0;
            kpend__2__d = 1'b0;
            kinfl__2__d = 1'b0;
        end
        if (qpc_lk_valid & qpc_lk_ready & (qsel == sid__3)) begin
            qwant__3__d = 1'b0;
            qpend__3__d = 1'b1;
        end
        if (mkey_lk_valid & mkey_lk_ready & (ksel == sid__3)) begin
            kwant__3__d = 1'b0;
            kpend__3__d = 1'b1;
        end
        if (qpc_rsp_valid & (qpc_rsp_tag[(32'h0)+:(2)] == sid__3)) begin
            qpend__3__d = 1'b0;
            if (~fwd__3__q) begin
                ctx__3__d = qpc_rsp_data;
                qhave__3__d = 1'b1;
            end
            if (qpc_rsp_err) begin
                qbad__3__d = 1'b1;
            end
        end
        if (mkey_rsp_valid & (mkey_rsp_tag[(32'h0)+:(2)] == sid__3)) begin
            kpend__3__d = 1'b0;
            key__3__d = k_entry;
            khave__3__d = 1'b1;
            if (mkey_rsp_err) begin
                kbad__3__d = 1'b1;
            end
        end
        if (cany & (csel == sid__3)) begin
            kinfl__3__d = 1'b1;
        end
        if (c2_valid__q & (c2_slot__q == sid__3)) begin
            kinfl__3__d = 1'b0;
            kdone__3__d = 1'b1;
            kok__3__d = kc__out_code == 32'h0;
            host__3__d = kc__out_host_addr;
        end
        if (fwd_valid & full__3__q & fast__3__q & (fwd_index == qpn__3__q)) begin
            ctx__3__d = fwd_data;
            qhave__3__d = 1'b1;
            fwd__3__d = 1'b1;
            qwant__3__d = 1'b0;
        end
        if (stale) begin
            qbad__3__d = 1'b1;
            kbad__3__d = 1'b1;
        end
        if (take & (rp__q == sid__3)) begin
            full__3__d = 1'b0;
        end
        if (ins & (wp__q == sid__3)) begin
            full__3__d = 1'b1;
            rec__3__d = meta;
            qpn__3__d = meta[(64'h1d0)+:(24)];
            fast__3__d = ins_fast;
            amatch__3__d = ins_amatch;
            qwant__3__d = ins_fast & ~ins_fwd;
            qpend__3__d = 1'b0;
            qhave__3__d = ins_fast & ins_fwd;
            qbad__3__d = 1'b0;
            fwd__3__d = ins_fwd;
            ctx__3__d = fwd_data;
            kneed__3__d = ins_key;
            kwant__3__d = ins_key;
            kpend__3__d = 1'b0;
            khave__3__d = 1'b0;
            kbad__3__d = 1'b0;
            kinfl__3__d = 1'b0;
            kdone__3__d = 1'b0;
            kok__3__d = 1'b0;
        end
        if (reset) begin
            full__3__d = 1'b0;
            qpend__3__d = 1'b0;
            kpend__3__d = 1'b0;
            kinfl__3__d = 1'b0;
        end
        if (reset) begin
            rp__d = 32'h0;
            wp__d = 32'h0;
            c0_valid__d = 1'b0;
            c1_valid__d = 1'b0;
            c2_valid__d = 1'b0;
        end
    end
    
endmodule // roce_header_lookahead

module roce_header_lookahead__dff_w1(d,q,clock);
    
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
          
endmodule // roce_header_lookahead__dff_w1

module roce_header_lookahead__dff_w2(d,q,clock);
    
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
          
endmodule // roce_header_lookahead__dff_w2

module roce_header_lookahead__dff_w1024(d,q,clock);
    
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
          
endmodule // roce_header_lookahead__dff_w1024

module roce_header_lookahead__dff_w64(d,q,clock);
    
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
          
endmodule // roce_header_lookahead__dff_w64

module roce_header_lookahead__kc(clock,reset,in_valid,key,va,len,access,pd,entry,present,out_valid,out_code,out_host_addr);
    
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
    roce_header_lookahead__dff_w1 s1_valid(
        .d(s1_valid__d),
        .q(s1_valid__q),
        .clock(s1_valid__clock)
    );
    roce_header_lookahead__dff_w1 s1_bad_key(
        .d(s1_bad_key__d),
        .q(s1_bad_key__q),
        .clock(s1_bad_key__clock)
    );
    roce_header_lookahead__dff_w1 s1_pd_bad(
        .d(s1_pd_bad__d),
        .q(s1_pd_bad__q),
        .clock(s1_pd_bad__clock)
    );
    roce_header_lookahead__dff_w1 s1_perm_bad(
        .d(s1_perm_bad__d),
        .q(s1_perm_bad__q),
        .clock(s1_perm_bad__clock)
    );
    roce_header_lookahead__dff_w1 s1_wrap(
        .d(s1_wrap__d),
        .q(s1_wrap__q),
        .clock(s1_wrap__clock)
    );
    roce_header_lookahead__dff_w1 s1_oob(
        .d(s1_oob__d),
        .q(s1_oob__q),
        .clock(s1_oob__clock)
    );
    roce_header_lookahead__dff_w64 s1_host(
        .d(s1_host__d),
        .q(s1_host__q),
        .clock(s1_host__clock)
    );
    roce_header_lookahead__dff_w1 s2_valid(
        .d(s2_valid__d),
        .q(s2_valid__q),
        .clock(s2_valid__clock)
    );
    roce_header_lookahead__kc__s2_code s2_code(
        .d(s2_code__d),
        .q(s2_code__q),
        .clock(s2_code__clock)
    );
    roce_header_lookahead__dff_w64 s2_host(
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
    
endmodule // roce_header_lookahead__kc

module roce_header_lookahead__kc__s2_code(d,q,clock);
    
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
          
endmodule // roce_header_lookahead__kc__s2_code

module roce_header_lookahead__dff_w512(d,q,clock);
    
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
          
endmodule // roce_header_lookahead__dff_w512

module roce_header_lookahead__pv(ctx,nx,cur,up,qp_type,mtu_code,mtu_bytes,access,dest_qpn,pkey,min_rnr,qkey,pd,rq_base,rq_log_size,rq_log_stride,max_dest_rd_atomic,rcq,scq,dmac,sport,dgid,rq_empty);
    
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
    
endmodule // roce_header_lookahead__pv

module roce_header_lookahead__dff_w24(d,q,clock);
    
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
          
endmodule // roce_header_lookahead__dff_w24

module roce_header_lookahead__dff_w1026(d,q,clock);
    
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
          
endmodule // roce_header_lookahead__dff_w1026
