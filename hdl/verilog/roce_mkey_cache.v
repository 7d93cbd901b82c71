// roce_mkey_cache: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_mkey_cache(clock,reset,base,log2_entries,lk_valid,lk_ready,lk_index,lk_tag,rsp_valid,rsp_ready,rsp_tag,rsp_data,rsp_err,up_valid,up_ready,up_index,up_data,cmd_valid,cmd_ready,cmd_op,cmd_index,cmd_data,cpl_valid,cpl_ready,cpl_data,cpl_err,rd_req_valid,rd_req_ready,rd_req_addr,rd_req_len,rd_data,rd_keep,rd_last,rd_valid,rd_ready,rd_cpl_valid,rd_cpl_status,wr_req_valid,wr_req_ready,wr_req_addr,wr_req_len,wr_data,wr_keep,wr_last,wr_valid,wr_ready,wr_cpl_valid,wr_cpl_status,dropped,wb_errors,hits,fills,parked,rsp_fill);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] base;
    input wire  [4:0] log2_entries;
    input wire  lk_valid;
    output reg  lk_ready;
    input wire  [23:0] lk_index;
    input wire  [7:0] lk_tag;
    output reg  rsp_valid;
    input wire  rsp_ready;
    output reg  [7:0] rsp_tag;
    output reg  [1023:0] rsp_data;
    output reg  rsp_err;
    input wire  up_valid;
    output reg  up_ready;
    input wire  [23:0] up_index;
    input wire  [1023:0] up_data;
    input wire  cmd_valid;
    output reg  cmd_ready;
    input wire  [2:0] cmd_op;
    input wire  [23:0] cmd_index;
    input wire  [1023:0] cmd_data;
    output reg  cpl_valid;
    input wire  cpl_ready;
    output reg  [1023:0] cpl_data;
    output reg  cpl_err;
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
    output reg  [31:0] dropped;
    output reg  [31:0] wb_errors;
    output reg  [31:0] hits;
    output reg  [31:0] fills;
    output reg  [5:0] parked;
    output reg  [5:0] rsp_fill;
    
    // Constant declarations
    localparam  two_beats = 1'b0;
    localparam  wayc__0 = 2'b0;
    localparam  wayc__1 = 2'b1;
    localparam  wayc__2 = 2'b10;
    localparam  wayc__3 = 2'b11;
    
    // Stub signals
    reg  [7:0] tram__0__read_address;
    reg  tram__0__read_clock;
    wire  [17:0] tram__0__read_data;
    reg  [7:0] tram__0__write_address;
    reg  tram__0__write_clock;
    reg  [17:0] tram__0__write_data;
    reg  tram__0__write_enable;
    reg  [7:0] tram__1__read_address;
    reg  tram__1__read_clock;
    wire  [17:0] tram__1__read_data;
    reg  [7:0] tram__1__write_address;
    reg  tram__1__write_clock;
    reg  [17:0] tram__1__write_data;
    reg  tram__1__write_enable;
    reg  [7:0] tram__2__read_address;
    reg  tram__2__read_clock;
    wire  [17:0] tram__2__read_data;
    reg  [7:0] tram__2__write_address;
    reg  tram__2__write_clock;
    reg  [17:0] tram__2__write_data;
    reg  tram__2__write_enable;
    reg  [7:0] tram__3__read_address;
    reg  tram__3__read_clock;
    wire  [17:0] tram__3__read_data;
    reg  [7:0] tram__3__write_address;
    reg  tram__3__write_clock;
    reg  [17:0] tram__3__write_data;
    reg  tram__3__write_enable;
    reg  [7:0] dlo__0__read_address;
    reg  dlo__0__read_clock;
    wire  [511:0] dlo__0__read_data;
    reg  [7:0] dlo__0__write_address;
    reg  dlo__0__write_clock;
    reg  [511:0] dlo__0__write_data;
    reg  dlo__0__write_enable;
    reg  [7:0] dlo__1__read_address;
    reg  dlo__1__read_clock;
    wire  [511:0] dlo__1__read_data;
    reg  [7:0] dlo__1__write_address;
    reg  dlo__1__write_clock;
    reg  [511:0] dlo__1__write_data;
    reg  dlo__1__write_enable;
    reg  [7:0] dlo__2__read_address;
    reg  dlo__2__read_clock;
    wire  [511:0] dlo__2__read_data;
    reg  [7:0] dlo__2__write_address;
    reg  dlo__2__write_clock;
    reg  [511:0] dlo__2__write_data;
    reg  dlo__2__write_enable;
    reg  [7:0] dlo__3__read_address;
    reg  dlo__3__read_clock;
    wire  [511:0] dlo__3__read_data;
    reg  [7:0] dlo__3__write_address;
    reg  dlo__3__write_clock;
    reg  [511:0] dlo__3__write_data;
    reg  dlo__3__write_enable;
    reg  [7:0] dhi__0__read_address;
    reg  dhi__0__read_clock;
    wire  [511:0] dhi__0__read_data;
    reg  [7:0] dhi__0__write_address;
    reg  dhi__0__write_clock;
    reg  [511:0] dhi__0__write_data;
    reg  dhi__0__write_enable;
    reg  [7:0] dhi__1__read_address;
    reg  dhi__1__read_clock;
    wire  [511:0] dhi__1__read_data;
    reg  [7:0] dhi__1__write_address;
    reg  dhi__1__write_clock;
    reg  [511:0] dhi__1__write_data;
    reg  dhi__1__write_enable;
    reg  [7:0] dhi__2__read_address;
    reg  dhi__2__read_clock;
    wire  [511:0] dhi__2__read_data;
    reg  [7:0] dhi__2__write_address;
    reg  dhi__2__write_clock;
    reg  [511:0] dhi__2__write_data;
    reg  dhi__2__write_enable;
    reg  [7:0] dhi__3__read_address;
    reg  dhi__3__read_clock;
    wire  [511:0] dhi__3__read_data;
    reg  [7:0] dhi__3__write_address;
    reg  dhi__3__write_clock;
    reg  [511:0] dhi__3__write_data;
    reg  dhi__3__write_enable;
    reg  queue__clock;
    reg  queue__reset;
    reg  queue__wr_en;
    reg  [1058:0] queue__wr_data;
    wire  queue__rd_valid;
    wire  [1058:0] queue__rd_data;
    reg  queue__rd_en;
    wire  [5:0] queue__fill;
    reg  rspq__clock;
    reg  rspq__reset;
    reg  rspq__wr_en;
    reg  [1032:0] rspq__wr_data;
    wire  rspq__rd_valid;
    wire  [1032:0] rspq__rd_data;
    reg  rspq__rd_en;
    wire  [5:0] rspq__fill;
    reg  s1_valid__d;
    wire  s1_valid__q;
    reg  s1_valid__clock;
    reg  s1_fill__d;
    wire  s1_fill__q;
    reg  s1_fill__clock;
    reg  s1_replay__d;
    wire  s1_replay__q;
    reg  s1_replay__clock;
    reg  [2:0] s1_op__d;
    wire  [2:0] s1_op__q;
    reg  s1_op__clock;
    reg  [23:0] s1_index__d;
    wire  [23:0] s1_index__q;
    reg  s1_index__clock;
    reg  [7:0] s1_tag__d;
    wire  [7:0] s1_tag__q;
    reg  s1_tag__clock;
    reg  [1023:0] s1_data__d;
    wire  [1023:0] s1_data__q;
    reg  s1_data__clock;
    reg  fwd_valid__d;
    wire  fwd_valid__q;
    reg  fwd_valid__clock;
    reg  [7:0] fwd_set__d;
    wire  [7:0] fwd_set__q;
    reg  fwd_set__clock;
    reg  [1:0] fwd_way__d;
    wire  [1:0] fwd_way__q;
    reg  fwd_way__clock;
    reg  [17:0] fwd_tw__d;
    wire  [17:0] fwd_tw__q;
    reg  fwd_tw__clock;
    reg  [511:0] fwd_lo__d;
    wire  [511:0] fwd_lo__q;
    reg  fwd_lo__clock;
    reg  [511:0] fwd_hi__d;
    wire  [511:0] fwd_hi__q;
    reg  fwd_hi__clock;
    reg  [1:0] rr__d;
    wire  [1:0] rr__q;
    reg  rr__clock;
    reg  [2:0] m_state__d;
    wire  [2:0] m_state__q;
    reg  m_state__clock;
    reg  [7:0] m_set__d;
    wire  [7:0] m_set__q;
    reg  m_set__clock;
    reg  [1:0] m_way__d;
    wire  [1:0] m_way__q;
    reg  m_way__clock;
    reg  [23:0] m_index__d;
    wire  [23:0] m_index__q;
    reg  m_index__clock;
    reg  [7:0] m_rtag__d;
    wire  [7:0] m_rtag__q;
    reg  m_rtag__clock;
    reg  m_cmd__d;
    wire  m_cmd__q;
    reg  m_cmd__clock;
    reg  m_fill__d;
    wire  m_fill__q;
    reg  m_fill__clock;
    reg  m_wb__d;
    wire  m_wb__q;
    reg  m_wb__clock;
    reg  [23:0] m_wb_index__d;
    wire  [23:0] m_wb_index__q;
    reg  m_wb_index__clock;
    reg  [17:0] m_tw__d;
    wire  [17:0] m_tw__q;
    reg  m_tw__clock;
    reg  [511:0] m_lo__d;
    wire  [511:0] m_lo__q;
    reg  m_lo__clock;
    reg  [511:0] m_hi__d;
    wire  [511:0] m_hi__q;
    reg  m_hi__clock;
    reg  m_beat__d;
    wire  m_beat__q;
    reg  m_beat__clock;
    reg  m_wcpl__d;
    wire  m_wcpl__q;
    reg  m_wcpl__clock;
    reg  m_rcpl__d;
    wire  m_rcpl__q;
    reg  m_rcpl__clock;
    reg  [1:0] m_rstat__d;
    wire  [1:0] m_rstat__q;
    reg  m_rstat__clock;
    reg  m_kerr__d;
    wire  m_kerr__q;
    reg  m_kerr__clock;
    reg  [5:0] q_count__d;
    wire  [5:0] q_count__q;
    reg  q_count__clock;
    reg  [5:0] r_count__d;
    wire  [5:0] r_count__q;
    reg  r_count__clock;
    reg  c_active__d;
    wire  c_active__q;
    reg  c_active__clock;
    reg  c_pending__d;
    wire  c_pending__q;
    reg  c_pending__clock;
    reg  [1023:0] c_data__d;
    wire  [1023:0] c_data__q;
    reg  c_data__clock;
    reg  c_err__d;
    wire  c_err__q;
    reg  c_err__clock;
    reg  fa_active__d;
    wire  fa_active__q;
    reg  fa_active__clock;
    reg  [9:0] fa_slot__d;
    wire  [9:0] fa_slot__q;
    reg  fa_slot__clock;
    reg  fa_phase__d;
    wire  fa_phase__q;
    reg  fa_phase__clock;
    reg  [31:0] n_dropped__d;
    wire  [31:0] n_dropped__q;
    reg  n_dropped__clock;
    reg  [31:0] n_wberr__d;
    wire  [31:0] n_wberr__q;
    reg  n_wberr__clock;
    reg  [31:0] n_hits__d;
    wire  [31:0] n_hits__q;
    reg  n_hits__clock;
    reg  [31:0] n_fills__d;
    wire  [31:0] n_fills__q;
    reg  n_fills__clock;
    reg  init_active__d;
    wire  init_active__q;
    reg  init_active__clock;
    reg  [7:0] init_set__d;
    wire  [7:0] init_set__q;
    reg  init_set__clock;
    
    // Local signals
    reg  m_busy;
    reg  accept_new;
    reg  [1058:0] q_head;
    reg  [1032:0] r_head;
    reg  sel_valid;
    reg  sel_fill;
    reg  sel_replay;
    reg  [2:0] sel_op;
    reg  [23:0] sel_index;
    reg  [7:0] sel_tag;
    reg  [1023:0] sel_data;
    reg  [7:0] s1_set;
    reg  [15:0] s1_ltag;
    reg  in_range;
    reg  [17:0] cur_tw;
    reg  [511:0] cur_lo;
    reg  [511:0] cur_hi;
    reg  hit;
    reg  [1:0] hway;
    reg  inv_any;
    reg  [1:0] inv_way;
    reg  [1:0] vway;
    reg  [17:0] v_tw;
    reg  [511:0] v_lo;
    reg  [511:0] v_hi;
    reg  h_dirty;
    reg  [511:0] h_lo;
    reg  [511:0] h_hi;
    reg  hum_ok;
    reg  park;
    reg  pop;
    reg  act;
    reg  w_en;
    reg  [1:0] w_way;
    reg  [17:0] w_tw;
    reg  [511:0] w_lo;
    reg  [511:0] w_hi;
    reg  r_push;
    reg  [7:0] r_tag;
    reg  r_err;
    reg  [1023:0] r_data;
    reg  c_set;
    reg  c_set_err;
    reg  [1023:0] c_set_data;
    reg  mstart;
    reg  [1:0] ms_way;
    reg  ms_wb;
    reg  ms_fill;
    reg  [23:0] ms_wb_index;
    reg  [511:0] ms_lo;
    reg  [511:0] ms_hi;
    reg  [17:0] ms_tw;
    reg  is_lookup;
    reg  is_write;
    reg  is_cmd;
    reg  [63:0] entry_off;
    reg  [1032:0] r_word;
    reg  [63:0] wb_off;
    
    // Sub module instances
    roce_mkey_cache__tram__0 tram__0(
        .read_address(tram__0__read_address),
        .read_clock(tram__0__read_clock),
        .read_data(tram__0__read_data),
        .write_address(tram__0__write_address),
        .write_clock(tram__0__write_clock),
        .write_data(tram__0__write_data),
        .write_enable(tram__0__write_enable)
    );
    roce_mkey_cache__tram__1 tram__1(
        .read_address(tram__1__read_address),
        .read_clock(tram__1__read_clock),
        .read_data(tram__1__read_data),
        .write_address(tram__1__write_address),
        .write_clock(tram__1__write_clock),
        .write_data(tram__1__write_data),
        .write_enable(tram__1__write_enable)
    );
    roce_mkey_cache__tram__2 tram__2(
        .read_address(tram__2__read_address),
        .read_clock(tram__2__read_clock),
        .read_data(tram__2__read_data),
        .write_address(tram__2__write_address),
        .write_clock(tram__2__write_clock),
        .write_data(tram__2__write_data),
        .write_enable(tram__2__write_enable)
    );
    roce_mkey_cache__tram__3 tram__3(
        .read_address(tram__3__read_address),
        .read_clock(tram__3__read_clock),
        .read_data(tram__3__read_data),
        .write_address(tram__3__write_address),
        .write_clock(tram__3__write_clock),
        .write_data(tram__3__write_data),
        .write_enable(tram__3__write_enable)
    );
    roce_mkey_cache__dlo__0 dlo__0(
        .read_address(dlo__0__read_address),
        .read_clock(dlo__0__read_clock),
        .read_data(dlo__0__read_data),
        .write_address(dlo__0__write_address),
        .write_clock(dlo__0__write_clock),
        .write_data(dlo__0__write_data),
        .write_enable(dlo__0__write_enable)
    );
    roce_mkey_cache__dlo__1 dlo__1(
        .read_address(dlo__1__read_address),
        .read_clock(dlo__1__read_clock),
        .read_data(dlo__1__read_data),
        .write_address(dlo__1__write_address),
        .write_clock(dlo__1__write_clock),
        .write_data(dlo__1__write_data),
        .write_enable(dlo__1__write_enable)
    );
    roce_mkey_cache__dlo__2 dlo__2(
        .read_address(dlo__2__read_address),
        .read_clock(dlo__2__read_clock),
        .read_data(dlo__2__read_data),
        .write_address(dlo__2__write_address),
        .write_clock(dlo__2__write_clock),
        .write_data(dlo__2__write_data),
        .write_enable(dlo__2__write_enable)
    );
    roce_mkey_cache__dlo__3 dlo__3(
        .read_address(dlo__3__read_address),
        .read_clock(dlo__3__read_clock),
        .read_data(dlo__3__read_data),
        .write_address(dlo__3__write_address),
        .write_clock(dlo__3__write_clock),
        .write_data(dlo__3__write_data),
        .write_enable(dlo__3__write_enable)
    );
    roce_mkey_cache__dhi__0 dhi__0(
        .read_address(dhi__0__read_address),
        .read_clock(dhi__0__read_clock),
        .read_data(dhi__0__read_data),
        .write_address(dhi__0__write_address),
        .write_clock(dhi__0__write_clock),
        .write_data(dhi__0__write_data),
        .write_enable(dhi__0__write_enable)
    );
    roce_mkey_cache__dhi__1 dhi__1(
        .read_address(dhi__1__read_address),
        .read_clock(dhi__1__read_clock),
        .read_data(dhi__1__read_data),
        .write_address(dhi__1__write_address),
        .write_clock(dhi__1__write_clock),
        .write_data(dhi__1__write_data),
        .write_enable(dhi__1__write_enable)
    );
    roce_mkey_cache__dhi__2 dhi__2(
        .read_address(dhi__2__read_address),
        .read_clock(dhi__2__read_clock),
        .read_data(dhi__2__read_data),
        .write_address(dhi__2__write_address),
        .write_clock(dhi__2__write_clock),
        .write_data(dhi__2__write_data),
        .write_enable(dhi__2__write_enable)
    );
    roce_mkey_cache__dhi__3 dhi__3(
        .read_address(dhi__3__read_address),
        .read_clock(dhi__3__read_clock),
        .read_data(dhi__3__read_data),
        .write_address(dhi__3__write_address),
        .write_clock(dhi__3__write_clock),
        .write_data(dhi__3__write_data),
        .write_enable(dhi__3__write_enable)
    );
    roce_mkey_cache__queue queue(
        .clock(queue__clock),
        .reset(queue__reset),
        .wr_en(queue__wr_en),
        .wr_data(queue__wr_data),
        .rd_valid(queue__rd_valid),
        .rd_data(queue__rd_data),
        .rd_en(queue__rd_en),
        .fill(queue__fill)
    );
    roce_mkey_cache__rspq rspq(
        .clock(rspq__clock),
        .reset(rspq__reset),
        .wr_en(rspq__wr_en),
        .wr_data(rspq__wr_data),
        .rd_valid(rspq__rd_valid),
        .rd_data(rspq__rd_data),
        .rd_en(rspq__rd_en),
        .fill(rspq__fill)
    );
    roce_mkey_cache__s1_valid s1_valid(
        .d(s1_valid__d),
        .q(s1_valid__q),
        .clock(s1_valid__clock)
    );
    roce_mkey_cache__s1_fill s1_fill(
        .d(s1_fill__d),
        .q(s1_fill__q),
        .clock(s1_fill__clock)
    );
    roce_mkey_cache__s1_replay s1_replay(
        .d(s1_replay__d),
        .q(s1_replay__q),
        .clock(s1_replay__clock)
    );
    roce_mkey_cache__s1_op s1_op(
        .d(s1_op__d),
        .q(s1_op__q),
        .clock(s1_op__clock)
    );
    roce_mkey_cache__s1_index s1_index(
        .d(s1_index__d),
        .q(s1_index__q),
        .clock(s1_index__clock)
    );
    roce_mkey_cache__s1_tag s1_tag(
        .d(s1_tag__d),
        .q(s1_tag__q),
        .clock(s1_tag__clock)
    );
    roce_mkey_cache__s1_data s1_data(
        .d(s1_data__d),
        .q(s1_data__q),
        .clock(s1_data__clock)
    );
    roce_mkey_cache__fwd_valid fwd_valid(
        .d(fwd_valid__d),
        .q(fwd_valid__q),
        .clock(fwd_valid__clock)
    );
    roce_mkey_cache__fwd_set fwd_set(
        .d(fwd_set__d),
        .q(fwd_set__q),
        .clock(fwd_set__clock)
    );
    roce_mkey_cache__fwd_way fwd_way(
        .d(fwd_way__d),
        .q(fwd_way__q),
        .clock(fwd_way__clock)
    );
    roce_mkey_cache__fwd_tw fwd_tw(
        .d(fwd_tw__d),
        .q(fwd_tw__q),
        .clock(fwd_tw__clock)
    );
    roce_mkey_cache__fwd_lo fwd_lo(
        .d(fwd_lo__d),
        .q(fwd_lo__q),
        .clock(fwd_lo__clock)
    );
    roce_mkey_cache__fwd_hi fwd_hi(
        .d(fwd_hi__d),
        .q(fwd_hi__q),
        .clock(fwd_hi__clock)
    );
    roce_mkey_cache__rr rr(
        .d(rr__d),
        .q(rr__q),
        .clock(rr__clock)
    );
    roce_mkey_cache__m_state m_state(
        .d(m_state__d),
        .q(m_state__q),
        .clock(m_state__clock)
    );
    roce_mkey_cache__m_set m_set(
        .d(m_set__d),
        .q(m_set__q),
        .clock(m_set__clock)
    );
    roce_mkey_cache__m_way m_way(
        .d(m_way__d),
        .q(m_way__q),
        .clock(m_way__clock)
    );
    roce_mkey_cache__m_index m_index(
        .d(m_index__d),
        .q(m_index__q),
        .clock(m_index__clock)
    );
    roce_mkey_cache__m_rtag m_rtag(
        .d(m_rtag__d),
        .q(m_rtag__q),
        .clock(m_rtag__clock)
    );
    roce_mkey_cache__m_cmd m_cmd(
        .d(m_cmd__d),
        .q(m_cmd__q),
        .clock(m_cmd__clock)
    );
    roce_mkey_cache__m_fill m_fill(
        .d(m_fill__d),
        .q(m_fill__q),
        .clock(m_fill__clock)
    );
    roce_mkey_cache__m_wb m_wb(
        .d(m_wb__d),
        .q(m_wb__q),
        .clock(m_wb__clock)
    );
    roce_mkey_cache__m_wb_index m_wb_index(
        .d(m_wb_index__d),
        .q(m_wb_index__q),
        .clock(m_wb_index__clock)
    );
    roce_mkey_cache__m_tw m_tw(
        .d(m_tw__d),
        .q(m_tw__q),
        .clock(m_tw__clock)
    );
    roce_mkey_cache__m_lo m_lo(
        .d(m_lo__d),
        .q(m_lo__q),
        .clock(m_lo__clock)
    );
    roce_mkey_cache__m_hi m_hi(
        .d(m_hi__d),
        .q(m_hi__q),
        .clock(m_hi__clock)
    );
    roce_mkey_cache__m_beat m_beat(
        .d(m_beat__d),
        .q(m_beat__q),
        .clock(m_beat__clock)
    );
    roce_mkey_cache__m_wcpl m_wcpl(
        .d(m_wcpl__d),
        .q(m_wcpl__q),
        .clock(m_wcpl__clock)
    );
    roce_mkey_cache__m_rcpl m_rcpl(
        .d(m_rcpl__d),
        .q(m_rcpl__q),
        .clock(m_rcpl__clock)
    );
    roce_mkey_cache__m_rstat m_rstat(
        .d(m_rstat__d),
        .q(m_rstat__q),
        .clock(m_rstat__clock)
    );
    roce_mkey_cache__m_kerr m_kerr(
        .d(m_kerr__d),
        .q(m_kerr__q),
        .clock(m_kerr__clock)
    );
    roce_mkey_cache__q_count q_count(
        .d(q_count__d),
        .q(q_count__q),
        .clock(q_count__clock)
    );
    roce_mkey_cache__r_count r_count(
        .d(r_count__d),
        .q(r_count__q),
        .clock(r_count__clock)
    );
    roce_mkey_cache__c_active c_active(
        .d(c_active__d),
        .q(c_active__q),
        .clock(c_active__clock)
    );
    roce_mkey_cache__c_pending c_pending(
        .d(c_pending__d),
        .q(c_pending__q),
        .clock(c_pending__clock)
    );
    roce_mkey_cache__c_data c_data(
        .d(c_data__d),
        .q(c_data__q),
        .clock(c_data__clock)
    );
    roce_mkey_cache__c_err c_err(
        .d(c_err__d),
        .q(c_err__q),
        .clock(c_err__clock)
    );
    roce_mkey_cache__fa_active fa_active(
        .d(fa_active__d),
        .q(fa_active__q),
        .clock(fa_active__clock)
    );
    roce_mkey_cache__fa_slot fa_slot(
        .d(fa_slot__d),
        .q(fa_slot__q),
        .clock(fa_slot__clock)
    );
    roce_mkey_cache__fa_phase fa_phase(
        .d(fa_phase__d),
        .q(fa_phase__q),
        .clock(fa_phase__clock)
    );
    roce_mkey_cache__n_dropped n_dropped(
        .d(n_dropped__d),
        .q(n_dropped__q),
        .clock(n_dropped__clock)
    );
    roce_mkey_cache__n_wberr n_wberr(
        .d(n_wberr__d),
        .q(n_wberr__q),
        .clock(n_wberr__clock)
    );
    roce_mkey_cache__n_hits n_hits(
        .d(n_hits__d),
        .q(n_hits__q),
        .clock(n_hits__clock)
    );
    roce_mkey_cache__n_fills n_fills(
        .d(n_fills__d),
        .q(n_fills__q),
        .clock(n_fills__clock)
    );
    roce_mkey_cache__init_active init_active(
        .d(init_active__d),
        .q(init_active__q),
        .clock(init_active__clock)
    );
    roce_mkey_cache__init_set init_set(
        .d(init_set__d),
        .q(init_set__q),
        .clock(init_set__clock)
    );
    
    // Update code
    always @(*) begin
        s1_valid__clock = clock;
        s1_fill__clock = clock;
        s1_replay__clock = clock;
        s1_op__clock = clock;
        s1_index__clock = clock;
        s1_tag__clock = clock;
        s1_data__clock = clock;
        fwd_valid__clock = clock;
        fwd_set__clock = clock;
        fwd_way__clock = clock;
        fwd_tw__clock = clock;
        fwd_lo__clock = clock;
        fwd_hi__clock = clock;
        rr__clock = clock;
        m_state__clock = clock;
        m_set__clock = clock;
        m_way__clock = clock;
        m_index__clock = clock;
        m_rtag__clock = clock;
        m_cmd__clock = clock;
        m_fill__clock = clock;
        m_wb__clock = clock;
        m_wb_index__clock = clock;
        m_tw__clock = clock;
        m_lo__clock = clock;
        m_hi__clock = clock;
        m_beat__clock = clock;
        m_wcpl__clock = clock;
        m_rcpl__clock = clock;
        m_rstat__clock = clock;
        m_kerr__clock = clock;
        c_active__clock = clock;
        c_pending__clock = clock;
        c_data__clock = clock;
        c_err__clock = clock;
        fa_active__clock = clock;
        fa_slot__clock = clock;
        fa_phase__clock = clock;
        q_count__clock = clock;
        r_count__clock = clock;
        n_dropped__clock = clock;
        n_wberr__clock = clock;
        n_hits__clock = clock;
        n_fills__clock = clock;
        init_active__clock = clock;
        init_set__clock = clock;
        s1_valid__d = s1_valid__q;
        s1_fill__d = s1_fill__q;
        s1_replay__d = s1_replay__q;
        s1_op__d = s1_op__q;
        s1_index__d = s1_index__q;
        s1_tag__d = s1_tag__q;
        s1_data__d = s1_data__q;
        fwd_valid__d = fwd_valid__q;
        fwd_set__d = fwd_set__q;
        fwd_way__d = fwd_way__q;
        fwd_tw__d = fwd_tw__q;
        fwd_lo__d = fwd_lo__q;
        fwd_hi__d = fwd_hi__q;
        rr__d = rr__q;
        m_state__d = m_state__q;
        m_set__d = m_set__q;
        m_way__d = m_way__q;
        m_index__d = m_index__q;
        m_rtag__d = m_rtag__q;
        m_cmd__d = m_cmd__q;
        m_fill__d = m_fill__q;
        m_wb__d = m_wb__q;
        m_wb_index__d = m_wb_index__q;
        m_tw__d = m_tw__q;
        m_lo__d = m_lo__q;
        m_hi__d = m_hi__q;
        m_beat__d = m_beat__q;
        m_wcpl__d = m_wcpl__q;
        m_rcpl__d = m_rcpl__q;
        m_rstat__d = m_rstat__q;
        m_kerr__d = m_kerr__q;
        c_active__d = c_active__q;
        c_pending__d = c_pending__q;
        c_data__d = c_data__q;
        c_err__d = c_err__q;
        fa_active__d = fa_active__q;
        fa_slot__d = fa_slot__q;
        fa_phase__d = fa_phase__q;
        q_count__d = q_count__q;
        r_count__d = r_count__q;
        n_dropped__d = n_dropped__q;
        n_wberr__d = n_wberr__q;
        n_hits__d = n_hits__q;
        n_fills__d = n_fills__q;
        init_active__d = init_active__q;
        init_set__d = init_set__q;
        queue__clock = clock;
        rspq__clock = clock;
        queue__reset = reset;
        rspq__reset = reset;
        tram__0__read_clock = clock;
        tram__0__write_clock = clock;
        dlo__0__read_clock = clock;
        dlo__0__write_clock = clock;
        dhi__0__read_clock = clock;
        dhi__0__write_clock = clock;
        tram__1__read_clock = clock;
        tram__1__write_clock = clock;
        dlo__1__read_clock = clock;
        dlo__1__write_clock = clock;
        dhi__1__read_clock = clock;
        dhi__1__write_clock = clock;
        tram__2__read_clock = clock;
        tram__2__write_clock = clock;
        dlo__2__read_clock = clock;
        dlo__2__write_clock = clock;
        dhi__2__read_clock = clock;
        dhi__2__write_clock = clock;
        tram__3__read_clock = clock;
        tram__3__write_clock = clock;
        dlo__3__read_clock = clock;
        dlo__3__write_clock = clock;
        dhi__3__read_clock = clock;
        dhi__3__write_clock = clock;
        dropped = n_dropped__q;
        wb_errors = n_wberr__q;
        hits = n_hits__q;
        fills = n_fills__q;
        parked = queue__fill;
        rsp_fill = rspq__fill;
        m_busy = m_state__q != 32'h0;
        r_head = rspq__rd_data;
        rsp_valid = rspq__rd_valid;
        rsp_data = r_head[(32'h0)+:(1024)];
        rsp_err = r_head[32'h400];
        rsp_tag = r_head[(32'h401)+:(8)];
        rspq__rd_en = rsp_ready;
        cpl_valid = c_pending__q & ~m_busy & ~fa_active__q & ~s1_valid__q;
        cpl_data = c_data__q;
        cpl_err = c_err__q;
        if (cpl_valid & cpl_ready) begin
            c_pending__d = 1'b0;
            c_active__d = 1'b0;
        end
        q_head = queue__rd_data;
        accept_new = ~c_active__q & ~fa_active__q & ~cmd_valid & (q_count__q == 32'h0) & (r_count__q < 32'h18);
        sel_valid = 1'b0;
        sel_fill = 1'b0;
        sel_replay = 1'b0;
        sel_op = 32'h0;
        sel_index = 32'h0;
        sel_tag = 32'h0;
        sel_data = 32'h0;
        lk_ready = 1'b0;
        up_ready = 1'b0;
        cmd_ready = 1'b0;
        if (init_active__q) begin
        end
        else if (m_state__q == 32'h7) begin
            sel_valid = 1'b1;
            sel_fill = 1'b1;
            sel_index = m_index__q;
        end
        else if (queue__rd_valid & ~m_busy & ~(s1_valid__q & s1_replay__q) & (r_count__q < 32'h18)) begin
            sel_valid = 1'b1;
            sel_replay = 1'b1;
            sel_data = q_head[(32'h0)+:(1024)];
            sel_index = q_head[(32'h400)+:(24)];
            sel_tag = q_head[(32'h418)+:(8)];
            sel_op = q_head[(32'h420)+:(3)];
        end
        else if (cmd_valid & ~c_active__q & ~fa_active__q & ~s1_valid__q & ~m_busy & (q_count__q == 32'h0)) begin
            cmd_ready = 1'b1;
            c_active__d = 1'b1;
            if (cmd_op == 32'h5) begin
                fa_active__d = 1'b1;
                fa_slot__d = 32'h0;
                fa_phase__d = 1'b0;
                c_data__d = 32'h0;
                c_err__d = 1'b0;
            end
            else begin
                sel_valid = 1'b1;
                sel_op = cmd_op;
                sel_index = cmd_index;
                sel_data = cmd_data;
            end
        end
        else if (fa_active__q) begin
            fa_phase__d = ~fa_phase__q;
            if (~fa_phase__q & ~m_busy & ~s1_valid__q) begin
                sel_valid = 1'b1;
                sel_op = 32'h7;
                sel_index = ((fa_slot__q[(32'h0)+:(8)]) & 24'hffffff);
                sel_tag = ((fa_slot__q[(32'h8)+:(2)]) & 8'hff);
                fa_slot__d = fa_slot__q + 32'h1;
                if (fa_slot__q == 32'h3ff) begin
                    fa_active__d = 1'b0;
                    c_pending__d = 1'b1;
                end
            end
            else if (~fa_phase__q) begin
                fa_phase__d = 1'b0;
            end
        end
        else if (up_valid & accept_new) begin
            up_ready = 1'b1;
            sel_valid = 1'b1;
            sel_op = 32'h6;
            sel_index = up_index;
            sel_data = up_data;
        end
        else if (lk_valid & accept_new) begin
            lk_ready = 1'b1;
            sel_valid = 1'b1;
            sel_op = 32'h0;
            sel_index = lk_index;
            sel_tag = lk_tag;
        end
        tram__0__read_address = sel_index[(32'h0)+:(8)];
        dlo__0__read_address = sel_index[(32'h0)+:(8)];
        dhi__0__read_address = sel_index[(32'h0)+:(8)];
        tram__1__read_address = sel_index[(32'h0)+:(8)];
        dlo__1__read_address = sel_index[(32'h0)+:(8)];
        dhi__1__read_address = sel_index[(32'h0)+:(8)];
        tram__2__read_address = sel_index[(32'h0)+:(8)];
        dlo__2__read_address = sel_index[(32'h0)+:(8)];
        dhi__2__read_address = sel_index[(32'h0)+:(8)];
        tram__3__read_address = sel_index[(32'h0)+:(8)];
        dlo__3__read_address = sel_index[(32'h0)+:(8)];
        dhi__3__read_address = sel_index[(32'h0)+:(8)];
        s1_valid__d = sel_valid;
        s1_fill__d = sel_fill;
        s1_replay__d = sel_replay;
        s1_op__d = sel_op;
        s1_index__d = sel_index;
        s1_tag__d = sel_tag;
        s1_data__d = sel_data;
        s1_set = s1_index__q[(32'h0)+:(8)];
        s1_ltag = s1_index__q[(32'h8)+:(16)];
        in_range = (s1_index__q >> log2_entries) == 32'h0;
        hit = 1'b0;
        hway = 32'h0;
        inv_any = 1'b0;
        inv_way = 32'h0;
        h_dirty = 1'b0;
        h_lo = 32'h0;
        h_hi = 32'h0;
        cur_tw = tram__0__read_data;
        cur_lo = dlo__0__read_data;
        cur_hi = dhi__0__read_data;
        if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__0)) begin
            cur_tw = fwd_tw__q;
            cur_lo = fwd_lo__q;
            cur_hi = fwd_hi__q;
        end
        if (cur_tw[32'h11] & (cur_tw[(32'h0)+:(16)] == s1_ltag)) begin
            hit = 1'b1;
            hway = wayc__0;
            h_dirty = cur_tw[32'h10];
            h_lo = cur_lo;
            h_hi = cur_hi;
        end
        cur_tw = tram__1__read_data;
        cur_lo = dlo__1__read_data;
        cur_hi = dhi__1__read_data;
        if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__1)) begin
            cur_tw = fwd_tw__q;
            cur_lo = fwd_lo__q;
            cur_hi = fwd_hi__q;
        end
        if (cur_tw[32'h11] & (cur_tw[(32'h0)+:(16)] == s1_ltag)) begin
            hit = 1'b1;
            hway = wayc__1;
            h_dirty = cur_tw[32'h10];
            h_lo = cur_lo;
            h_hi = cur_hi;
        end
        cur_tw = tram__2__read_data;
        cur_lo = dlo__2__read_data;
        cur_hi = dhi__2__read_data;
        if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__2)) begin
            cur_tw = fwd_tw__q;
            cur_lo = fwd_lo__q;
            cur_hi = fwd_hi__q;
        end
        if (cur_tw[32'h11] & (cur_tw[(32'h0)+:(16)] == s1_ltag)) begin
            hit = 1'b1;
            hway = wayc__2;
            h_dirty = cur_tw[32'h10];
            h_lo = cur_lo;
            h_hi = cur_hi;
        end
        cur_tw = tram__3__read_data;
        cur_lo = dlo__3__read_data;
        cur_hi = dhi__3__read_data;
        if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__3)) begin
            cur_tw = fwd_tw__q;
            cur_lo = fwd_lo__q;
            cur_hi = fwd_hi__q;
        end
        if (cur_tw[32'h11] & (cur_tw[(32'h0)+:(16)] == s1_ltag)) begin
            hit = 1'b1;
            hway = wayc__3;
            h_dirty = cur_tw[32'h10];
            h_lo = cur_lo;
            h_hi = cur_hi;
        end
        cur_tw = tram__3__read_data;
        if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__3)) begin
            cur_tw = fwd_tw__q;
        end
        if (~cur_tw[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__3;
        end
        cur_tw = tram__2__read_data;
        if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__2)) begin
            cur_tw = fwd_tw__q;
        end
        if (~cur_tw[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__2;
        end
        cur_tw = tram__1__read_data;
        if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__1)) begin
            cur_tw = fwd_tw__q;
        end
        if (~cur_tw[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__1;
        end
        cur_tw = tram__0__read_data;
        if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__0)) begin
            cur_tw = fwd_tw__q;
        end
        if (~cur_tw[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__0;
        end
        vway = rr__q;
        if (inv_any) begin
            vway = inv_way;
        end
        if (s1_op__q == 32'h7) begin
            vway = s1_tag__q[(32'h0)+:(2)];
        end
        v_tw = 32'h0;
        v_lo = 32'h0;
        v_hi = 32'h0;
        if (vway == wayc__0) begin
            v_tw = tram__0__read_data;
            v_lo = dlo__0__read_data;
            v_hi = dhi__0__read_data;
            if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__0)) begin
                v_tw = fwd_tw__q;
                v_lo = fwd_lo__q;
                v_hi = fwd_hi__q;
            end
        end
        if (vway == wayc__1) begin
            v_tw = tram__1__read_data;
            v_lo = dlo__1__read_data;
            v_hi = dhi__1__read_data;
            if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__1)) begin
                v_tw = fwd_tw__q;
                v_lo = fwd_lo__q;
                v_hi = fwd_hi__q;
            end
        end
        if (vway == wayc__2) begin
            v_tw = tram__2__read_data;
            v_lo = dlo__2__read_data;
            v_hi = dhi__2__read_data;
            if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__2)) begin
                v_tw = fwd_tw__q;
                v_lo = fwd_lo__q;
                v_hi = fwd_hi__q;
            end
        end
        if (vway == wayc__3) begin
            v_tw = tram__3__read_data;
            v_lo = dlo__3__read_data;
            v_hi = dhi__3__read_data;
            if (fwd_valid__q & (fwd_set__q == s1_set) & (fwd_way__q == wayc__3)) begin
                v_tw = fwd_tw__q;
                v_lo = fwd_lo__q;
                v_hi = fwd_hi__q;
            end
        end
        if (~two_beats) begin
            h_hi = 32'h0;
            v_hi = 32'h0;
        end
        is_lookup = (s1_op__q == 32'h0) | (s1_op__q == 32'h2);
        is_write = (s1_op__q == 32'h6) | (s1_op__q == 32'h1);
        is_cmd = (s1_op__q == 32'h1) | (s1_op__q == 32'h2) | (s1_op__q == 32'h3) | (s1_op__q == 32'h4);
        hum_ok = m_busy & (q_count__q == 32'h0) & in_range & hit & ((s1_op__q == 32'h0) | (s1_op__q == 32'h6)) & (s1_set != m_set__q);
        park = 1'b0;
        pop = 1'b0;
        act = 1'b0;
        w_en = 1'b0;
        w_way = hway;
        w_tw = 32'h0;
        w_lo = h_lo;
        w_hi = h_hi;
        r_push = 1'b0;
        r_tag = s1_tag__q;
        r_err = 1'b0;
        r_data = ((h_lo) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((h_hi) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
        c_set = 1'b0;
        c_set_err = 1'b0;
        c_set_data = 32'h0;
        mstart = 1'b0;
        ms_way = vway;
        ms_wb = 1'b0;
        ms_fill = 1'b0;
        ms_wb_index = ((s1_set) & 24'hffffff) | (((v_tw[(32'h0)+:(16)]) & 24'hffffff) << 32'h8);
        ms_lo = v_lo;
        ms_hi = v_hi;
        ms_tw = 32'h0;
        if (s1_valid__q) begin
            if (s1_fill__q) begin
                w_en = 1'b1;
                w_way = m_way__q;
                w_tw = m_tw__q;
                w_lo = m_lo__q;
                w_hi = m_hi__q;
                if (~two_beats) begin
                    w_hi = 32'h0;
                end
                r_data = ((w_lo) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((w_hi) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
                r_err = m_rstat__q != 32'h0;
                r_tag = m_rtag__q;
                if (m_cmd__q) begin
                    c_set = 1'b1;
                    c_set_err = r_err;
                    c_set_data = r_data;
                end
                else begin
                    r_push = 1'b1;
                end
            end
            else if (~s1_replay__q & ((q_count__q != 32'h0) | (m_busy & ~hum_ok))) begin
                park = 1'b1;
            end
            else if (s1_replay__q & m_busy) begin
            end
            else begin
                act = 1'b1;
                pop = s1_replay__q;
            end
        end
        if (act) begin
            if (~in_range) begin
                if (is_cmd) begin
                    c_set = 1'b1;
                    c_set_err = 1'b1;
                end
                else if (s1_op__q == 32'h0) begin
                    r_push = 1'b1;
                    r_err = 1'b1;
                    r_data = 32'h0;
                end
                else if (s1_op__q == 32'h6) begin
                    n_dropped__d = n_dropped__q + 32'h1;
                end
                else if (s1_op__q == 32'h7) begin
                    act = 1'b1;
                end
            end
            if (in_range | (s1_op__q == 32'h7)) begin
                if (is_lookup) begin
                    if (hit) begin
                        if (s1_op__q == 32'h0) begin
                            r_push = 1'b1;
                            n_hits__d = n_hits__q + 32'h1;
                        end
                        else begin
                            c_set = 1'b1;
                            c_set_data = r_data;
                        end
                    end
                    else begin
                        mstart = 1'b1;
                        ms_fill = 1'b1;
                        ms_wb = v_tw[32'h11] & v_tw[32'h10];
                        ms_tw = ((s1_ltag) & 18'h3ffff) | (((32'h2) & 18'h3ffff) << 32'h10);
                        if (~inv_any) begin
                            rr__d = rr__q + 32'h1;
                        end
                    end
                end
                else if (is_write) begin
                    w_en = 1'b1;
                    w_tw = ((s1_ltag) & 18'h3ffff) | (((32'h3) & 18'h3ffff) << 32'h10);
                    w_lo = s1_data__q[(32'h0)+:(512)];
                    w_hi = s1_data__q[(32'h200)+:(512)];
                    if (~hit) begin
                        w_way = vway;
                        if (~inv_any) begin
                            rr__d = rr__q + 32'h1;
                        end
                        if (v_tw[32'h11] & v_tw[32'h10]) begin
                            mstart = 1'b1;
                            ms_wb = 1'b1;
                        end
                    end
                    if (s1_op__q == 32'h1) begin
                        c_set = 1'b1;
                    end
                end
                else if ((s1_op__q == 32'h3) | (s1_op__q == 32'h4)) begin
                    c_set = 1'b1;
                    if (hit) begin
                        w_en = 1'b1;
                        w_tw = 32'h0;
                        if (s1_op__q == 32'h4) begin
                            w_tw = ((s1_ltag) & 18'h3ffff) | (((32'h2) & 18'h3ffff) << 32'h10);
                        end
                        if (h_dirty) begin
                            mstart = 1'b1;
                            ms_wb = 1'b1;
                            ms_way = hway;
                            ms_wb_index = s1_index__q;
                            ms_lo = h_lo;
                            ms_hi = h_hi;
                        end
                    end
                end
                else if (s1_op__q == 32'h7) begin
                    if (v_tw[32'h11] & v_tw[32'h10]) begin
                        w_en = 1'b1;
                        w_way = vway;
                        w_tw = (v_tw & ~(1 << (32'h10)) | ((1'b0) << (32'h10)));
                        w_lo = v_lo;
                        w_hi = v_hi;
                        mstart = 1'b1;
                        ms_wb = 1'b1;
                    end
                end
            end
        end
        tram__0__write_address = s1_set;
        dlo__0__write_address = s1_set;
        dhi__0__write_address = s1_set;
        tram__0__write_data = w_tw;
        dlo__0__write_data = w_lo;
        dhi__0__write_data = w_hi;
        tram__0__write_enable = w_en & (w_way == wayc__0);
        dlo__0__write_enable = w_en & (w_way == wayc__0);
        dhi__0__write_enable = w_en & (w_way == wayc__0) & two_beats;
        tram__1__write_address = s1_set;
        dlo__1__write_address = s1_set;
        dhi__1__write_address = s1_set;
        tram__1__write_data = w_tw;
        dlo__1__write_data = w_lo;
        dhi__1__write_data = w_hi;
        tram__1__write_enable = w_en & (w_way == wayc__1);
        dlo__1__write_enable = w_en & (w_way == wayc__1);
        dhi__1__write_enable = w_en & (w_way == wayc__1) & two_beats;
        tram__2__write_address = s1_set;
        dlo__2__write_address = s1_set;
        dhi__2__write_address = s1_set;
        tram__2__write_data = w_tw;
        dlo__2__write_data = w_lo;
        dhi__2__write_data = w_hi;
        tram__2__write_enable = w_en & (w_way == wayc__2);
        dlo__2__write_enable = w_en & (w_way == wayc__2);
        dhi__2__write_enable = w_en & (w_way == wayc__2) & two_beats;
        tram__3__write_address = s1_set;
        dlo__3__write_address = s1_set;
        dhi__3__write_address = s1_set;
        tram__3__write_data = w_tw;
        dlo__3__write_data = w_lo;
        dhi__3__write_data = w_hi;
        tram__3__write_enable = w_en & (w_way == wayc__3);
        dlo__3__write_enable = w_en & (w_way == wayc__3);
        dhi__3__write_enable = w_en & (w_way == wayc__3) & two_beats;
        if (init_active__q) begin
            tram__0__write_address = init_set__q;
            tram__0__write_data = 32'h0;
            tram__0__write_enable = 1'b1;
            tram__1__write_address = init_set__q;
            tram__1__write_data = 32'h0;
            tram__1__write_enable = 1'b1;
            tram__2__write_address = init_set__q;
            tram__2__write_data = 32'h0;
            tram__2__write_enable = 1'b1;
            tram__3__write_address = init_set__q;
            tram__3__write_data = 32'h0;
            tram__3__write_enable = 1'b1;
            init_set__d = init_set__q + 32'h1;
            if (init_set__q == 32'hff) begin
                init_active__d = 1'b0;
            end
        end
        fwd_valid__d = w_en;
        fwd_set__d = s1_set;
        fwd_way__d = w_way;
        fwd_tw__d = w_tw;
        fwd_lo__d = w_lo;
        fwd_hi__d = w_hi;
        rspq__wr_en = r_push;
        r_word = ((r_data) & 1033'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((r_tag) & 1033'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h401);
        r_word = (r_word & ~(1 << (32'h400)) | ((r_err) << (32'h400)));
        rspq__wr_data = r_word;
        queue__wr_en = park;
        queue__wr_data = ((s1_data__q) & 1059'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((s1_index__q) & 1059'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h400) | (((s1_tag__q) & 1059'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h418) | (((s1_op__q) & 1059'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h420);
        queue__rd_en = pop;
        if (park & ~pop) begin
            q_count__d = q_count__q + 32'h1;
        end
        if (~park & pop) begin
            q_count__d = q_count__q - 32'h1;
        end
        if (r_push & ~(rsp_valid & rsp_ready)) begin
            r_count__d = r_count__q + 32'h1;
        end
        if (~r_push & rsp_valid & rsp_ready) begin
            r_count__d = r_count__q - 32'h1;
        end
        if (c_set) begin
            c_pending__d = 1'b1;
            c_err__d = c_set_err;
            c_data__d = c_set_data;
        end
        entry_off = ((m_index__q) & 64'hffffffffffffffff) << 32'h6;
        wb_off = ((m_wb_index__q) & 64'hffffffffffffffff) << 32'h6;
        if (two_beats) begin
            entry_off = ((m_index__q) & 64'hffffffffffffffff) << 32'h7;
            wb_off = ((m_wb_index__q) & 64'hffffffffffffffff) << 32'h7;
        end
        rd_req_addr = base + entry_off;
        wr_req_addr = base + wb_off;
        rd_req_len = 32'h40;
        wr_req_len = 32'h40;
        if (two_beats) begin
            rd_req_len = 32'h80;
            wr_req_len = 32'h80;
        end
        rd_req_valid = 1'b0;
        rd_ready = 1'b0;
        wr_req_valid = 1'b0;
        wr_valid = 1'b0;
        wr_keep = 64'hffffffffffffffff;
        wr_data = m_lo__q;
        if (m_beat__q) begin
            wr_data = m_hi__q;
        end
        wr_last = m_beat__q | ~two_beats;
        if (wr_cpl_valid) begin
            m_wcpl__d = 1'b1;
            if (wr_cpl_status != 32'h0) begin
                n_wberr__d = n_wberr__q + 32'h1;
            end
        end
        if (rd_cpl_valid) begin
            m_rcpl__d = 1'b1;
            m_rstat__d = rd_cpl_status;
        end
        if (m_state__q == 32'h0) begin
            if (mstart) begin
                m_set__d = s1_set;
                m_way__d = ms_way;
                m_index__d = s1_index__q;
                m_rtag__d = s1_tag__q;
                m_cmd__d = s1_op__q == 32'h2;
                m_fill__d = ms_fill;
                m_wb__d = ms_wb;
                m_wb_index__d = ms_wb_index;
                m_tw__d = ms_tw;
                m_lo__d = ms_lo;
                m_hi__d = ms_hi;
                m_beat__d = 1'b0;
                m_wcpl__d = 1'b0;
                m_rcpl__d = 1'b0;
                m_rstat__d = 32'h0;
                m_kerr__d = 1'b0;
                if (ms_wb) begin
                    m_state__d = 32'h1;
                end
                else begin
                    m_state__d = 32'h4;
                end
                if (ms_fill) begin
                    n_fills__d = n_fills__q + 32'h1;
                end
            end
        end
        else if (m_state__q == 32'h1) begin
            wr_req_valid = 1'b1;
            if (wr_req_ready) begin
                m_state__d = 32'h2;
                m_wcpl__d = 1'b0;
            end
        end
        else if (m_state__q == 32'h2) begin
            wr_valid = 1'b1;
            if (wr_ready) begin
                if (wr_last) begin
                    if (m_fill__q) begin
                        m_state__d = 32'h4;
                    end
                    else begin
                        m_state__d = 32'h3;
                    end
                    m_beat__d = 1'b0;
                end
                else begin
                    m_beat__d = 1'b1;
                end
            end
        end
        else if (m_state__q == 32'h3) begin
            if (m_wcpl__q | wr_cpl_valid) begin
                if (m_fill__q) begin
                    m_state__d = 32'h4;
                end
                else begin
                    m_state__d = 32'h0;
                end
            end
        end
        else if (m_state__q == 32'h4) begin
            rd_req_valid = 1'b1;
            if (rd_req_ready) begin
                m_state__d = 32'h5;
                m_beat__d = 1'b0;
                m_rcpl__d = 1'b0;
                m_rstat__d = 32'h0;
                m_kerr__d = 1'b0;
            end
        end
        else if (m_state__q == 32'h5) begin
            rd_ready = 1'b1;
            if (rd_valid) begin
                if (rd_keep != 64'hffffffffffffffff) begin
                    m_kerr__d = 1'b1;
                end
                if (m_beat__q) begin
                    m_hi__d = rd_data;
                end
                else begin
                    m_lo__d = rd_data;
                end
                m_beat__d = 1'b1;
                if (rd_last) begin
                    m_state__d = 32'h6;
                end
            end
        end
        else if (m_state__q == 32'h6) begin
            if ((m_rcpl__q | rd_cpl_valid) & (~m_wb__q | m_wcpl__q | wr_cpl_valid)) begin
                m_state__d = 32'h7;
                if (m_kerr__q) begin
                    m_rstat__d = 32'h2;
                    m_tw__d = 32'h0;
                end
                if (rd_cpl_valid) begin
                    if (rd_cpl_status != 32'h0) begin
                        m_tw__d = 32'h0;
                    end
                end
                else if (m_rstat__q != 32'h0) begin
                    m_tw__d = 32'h0;
                end
            end
        end
        else if (m_state__q == 32'h7) begin
            m_state__d = 32'h0;
        end
        if (reset) begin
            s1_valid__d = 1'b0;
            fwd_valid__d = 1'b0;
            m_state__d = 32'h0;
            c_active__d = 1'b0;
            c_pending__d = 1'b0;
            fa_active__d = 1'b0;
            rr__d = 32'h0;
            q_count__d = 32'h0;
            r_count__d = 32'h0;
            init_active__d = 1'b1;
            init_set__d = 32'h0;
            n_dropped__d = 32'h0;
            n_wberr__d = 32'h0;
            n_hits__d = 32'h0;
            n_fills__d = 32'h0;
        end
    end
    
endmodule // roce_mkey_cache


module roce_mkey_cache__c_active(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__c_active


module roce_mkey_cache__c_data(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__c_data


module roce_mkey_cache__c_err(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__c_err


module roce_mkey_cache__c_pending(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__c_pending


module roce_mkey_cache__dhi__0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__dhi__0


module roce_mkey_cache__dhi__1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__dhi__1


module roce_mkey_cache__dhi__2(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__dhi__2


module roce_mkey_cache__dhi__3(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__dhi__3


module roce_mkey_cache__dlo__0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__dlo__0


module roce_mkey_cache__dlo__1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__dlo__1


module roce_mkey_cache__dlo__2(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__dlo__2


module roce_mkey_cache__dlo__3(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__dlo__3


module roce_mkey_cache__fa_active(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__fa_active


module roce_mkey_cache__fa_phase(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__fa_phase


module roce_mkey_cache__fa_slot(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__fa_slot


module roce_mkey_cache__fwd_hi(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__fwd_hi


module roce_mkey_cache__fwd_lo(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__fwd_lo


module roce_mkey_cache__fwd_set(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__fwd_set


module roce_mkey_cache__fwd_tw(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__fwd_tw


module roce_mkey_cache__fwd_valid(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__fwd_valid


module roce_mkey_cache__fwd_way(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__fwd_way


module roce_mkey_cache__init_active(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__init_active


module roce_mkey_cache__init_set(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__init_set


module roce_mkey_cache__m_beat(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_beat


module roce_mkey_cache__m_cmd(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_cmd


module roce_mkey_cache__m_fill(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_fill


module roce_mkey_cache__m_hi(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_hi


module roce_mkey_cache__m_index(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_index


module roce_mkey_cache__m_kerr(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_kerr


module roce_mkey_cache__m_lo(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_lo


module roce_mkey_cache__m_rcpl(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_rcpl


module roce_mkey_cache__m_rstat(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_rstat


module roce_mkey_cache__m_rtag(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_rtag


module roce_mkey_cache__m_set(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_set


module roce_mkey_cache__m_state(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_state


module roce_mkey_cache__m_tw(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_tw


module roce_mkey_cache__m_way(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_way


module roce_mkey_cache__m_wb(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_wb


module roce_mkey_cache__m_wb_index(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_wb_index


module roce_mkey_cache__m_wcpl(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__m_wcpl


module roce_mkey_cache__n_dropped(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__n_dropped


module roce_mkey_cache__n_fills(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__n_fills


module roce_mkey_cache__n_hits(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__n_hits


module roce_mkey_cache__n_wberr(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__n_wberr


module roce_mkey_cache__q_count(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__q_count


module roce_mkey_cache__queue(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [1058:0] wr_data;
    output reg  rd_valid;
    output reg  [1058:0] rd_data;
    input wire  rd_en;
    output reg  [5:0] fill;
    
    // Stub signals
    reg  [4:0] ram__read_address;
    reg  ram__read_clock;
    wire  [1058:0] ram__read_data;
    reg  [4:0] ram__write_address;
    reg  ram__write_clock;
    reg  [1058:0] ram__write_data;
    reg  ram__write_enable;
    reg  [5:0] wr_ptr__d;
    wire  [5:0] wr_ptr__q;
    reg  wr_ptr__clock;
    reg  [5:0] rd_ptr__d;
    wire  [5:0] rd_ptr__q;
    reg  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    reg  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [5:0] count;
    
    // Sub module instances
    roce_mkey_cache__queue__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_mkey_cache__queue__wr_ptr wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_mkey_cache__queue__rd_ptr rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_mkey_cache__queue__head head(
        .d(head__d),
        .q(head__q),
        .clock(head__clock)
    );
    
    // Update code
    always @(*) begin
        wr_ptr__clock = clock;
        rd_ptr__clock = clock;
        head__clock = clock;
        wr_ptr__d = wr_ptr__q;
        rd_ptr__d = rd_ptr__q;
        head__d = head__q;
        ram__write_clock = clock;
        ram__read_clock = clock;
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
        if (wr_en & (fill < 32'h1f)) begin
            ram__write_enable = 1'b1;
            wr_ptr__d = wr_ptr__q + 32'h1;
        end
        if (reset) begin
            wr_ptr__d = 32'h0;
            rd_ptr__d = 32'h0;
            head__d = 1'b0;
        end
    end
    
endmodule // roce_mkey_cache__queue


module roce_mkey_cache__queue__head(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__queue__head


module roce_mkey_cache__queue__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [1058:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [1058:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1058:0] mem[31:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__queue__ram


module roce_mkey_cache__queue__rd_ptr(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__queue__rd_ptr


module roce_mkey_cache__queue__wr_ptr(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__queue__wr_ptr


module roce_mkey_cache__r_count(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__r_count


module roce_mkey_cache__rr(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__rr


module roce_mkey_cache__rspq(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [1032:0] wr_data;
    output reg  rd_valid;
    output reg  [1032:0] rd_data;
    input wire  rd_en;
    output reg  [5:0] fill;
    
    // Stub signals
    reg  [4:0] ram__read_address;
    reg  ram__read_clock;
    wire  [1032:0] ram__read_data;
    reg  [4:0] ram__write_address;
    reg  ram__write_clock;
    reg  [1032:0] ram__write_data;
    reg  ram__write_enable;
    reg  [5:0] wr_ptr__d;
    wire  [5:0] wr_ptr__q;
    reg  wr_ptr__clock;
    reg  [5:0] rd_ptr__d;
    wire  [5:0] rd_ptr__q;
    reg  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    reg  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [5:0] count;
    
    // Sub module instances
    roce_mkey_cache__rspq__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_mkey_cache__rspq__wr_ptr wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_mkey_cache__rspq__rd_ptr rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_mkey_cache__rspq__head head(
        .d(head__d),
        .q(head__q),
        .clock(head__clock)
    );
    
    // Update code
    always @(*) begin
        wr_ptr__clock = clock;
        rd_ptr__clock = clock;
        head__clock = clock;
        wr_ptr__d = wr_ptr__q;
        rd_ptr__d = rd_ptr__q;
        head__d = head__q;
        ram__write_clock = clock;
        ram__read_clock = clock;
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
        if (wr_en & (fill < 32'h1f)) begin
            ram__write_enable = 1'b1;
            wr_ptr__d = wr_ptr__q + 32'h1;
        end
        if (reset) begin
            wr_ptr__d = 32'h0;
            rd_ptr__d = 32'h0;
            head__d = 1'b0;
        end
    end
    
endmodule // roce_mkey_cache__rspq


module roce_mkey_cache__rspq__head(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__rspq__head


module roce_mkey_cache__rspq__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [1032:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [1032:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1032:0] mem[31:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__rspq__ram


module roce_mkey_cache__rspq__rd_ptr(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__rspq__rd_ptr


module roce_mkey_cache__rspq__wr_ptr(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__rspq__wr_ptr


module roce_mkey_cache__s1_data(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__s1_data


module roce_mkey_cache__s1_fill(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__s1_fill


module roce_mkey_cache__s1_index(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__s1_index


module roce_mkey_cache__s1_op(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__s1_op


module roce_mkey_cache__s1_replay(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__s1_replay


module roce_mkey_cache__s1_tag(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__s1_tag


module roce_mkey_cache__s1_valid(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__s1_valid


module roce_mkey_cache__tram__0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [17:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [17:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[17:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__tram__0


module roce_mkey_cache__tram__1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [17:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [17:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[17:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__tram__1


module roce_mkey_cache__tram__2(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [17:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [17:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[17:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__tram__2


module roce_mkey_cache__tram__3(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [17:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [17:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[17:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__tram__3
