// roce_mkey_cache: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_mkey_cache(clock,reset,base,log2_entries,lk_valid,lk_ready,lk_index,lk_tag,rsp_valid,rsp_ready,rsp_tag,rsp_data,rsp_err,pf_valid,pf_ready,pf_index,up_valid,up_ready,up_index,up_data,cmd_valid,cmd_ready,cmd_op,cmd_index,cmd_data,cpl_valid,cpl_ready,cpl_data,cpl_err,rd_req_valid,rd_req_ready,rd_req_addr,rd_req_len,rd_data,rd_keep,rd_last,rd_valid,rd_ready,rd_cpl_valid,rd_cpl_status,wr_req_valid,wr_req_ready,wr_req_addr,wr_req_len,wr_data,wr_keep,wr_last,wr_valid,wr_ready,wr_cpl_valid,wr_cpl_status,dropped,wb_errors,hits,fills,pf_fills,parked,rsp_fill);
    
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
    input wire  pf_valid;
    output reg  pf_ready;
    input wire  [23:0] pf_index;
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
    output reg  [31:0] pf_fills;
    output reg  [5:0] parked;
    output reg  [5:0] rsp_fill;
    
    // Constant declarations
    localparam  two_beats = 1'b0;
    localparam  wayc__0 = 2'b0;
    localparam  wayc__1 = 2'b1;
    localparam  wayc__2 = 2'b10;
    localparam  wayc__3 = 2'b11;
    localparam  mid__0 = 3'b0;
    localparam  mid__1 = 3'b1;
    localparam  mid__2 = 3'b10;
    localparam  mid__3 = 3'b11;
    localparam  mid__4 = 3'b100;
    localparam  mid__5 = 3'b101;
    localparam  mid__6 = 3'b110;
    localparam  mid__7 = 3'b111;
    
    // Stub signals
    reg  [7:0] tram__0__read_address;
    wire  tram__0__read_clock;
    wire  [17:0] tram__0__read_data;
    reg  [7:0] tram__0__write_address;
    wire  tram__0__write_clock;
    reg  [17:0] tram__0__write_data;
    reg  tram__0__write_enable;
    reg  [7:0] tram__1__read_address;
    wire  tram__1__read_clock;
    wire  [17:0] tram__1__read_data;
    reg  [7:0] tram__1__write_address;
    wire  tram__1__write_clock;
    reg  [17:0] tram__1__write_data;
    reg  tram__1__write_enable;
    reg  [7:0] tram__2__read_address;
    wire  tram__2__read_clock;
    wire  [17:0] tram__2__read_data;
    reg  [7:0] tram__2__write_address;
    wire  tram__2__write_clock;
    reg  [17:0] tram__2__write_data;
    reg  tram__2__write_enable;
    reg  [7:0] tram__3__read_address;
    wire  tram__3__read_clock;
    wire  [17:0] tram__3__read_data;
    reg  [7:0] tram__3__write_address;
    wire  tram__3__write_clock;
    reg  [17:0] tram__3__write_data;
    reg  tram__3__write_enable;
    reg  [7:0] dlo__0__read_address;
    wire  dlo__0__read_clock;
    wire  [511:0] dlo__0__read_data;
    reg  [7:0] dlo__0__write_address;
    wire  dlo__0__write_clock;
    reg  [511:0] dlo__0__write_data;
    reg  dlo__0__write_enable;
    reg  [7:0] dlo__1__read_address;
    wire  dlo__1__read_clock;
    wire  [511:0] dlo__1__read_data;
    reg  [7:0] dlo__1__write_address;
    wire  dlo__1__write_clock;
    reg  [511:0] dlo__1__write_data;
    reg  dlo__1__write_enable;
    reg  [7:0] dlo__2__read_address;
    wire  dlo__2__read_clock;
    wire  [511:0] dlo__2__read_data;
    reg  [7:0] dlo__2__write_address;
    wire  dlo__2__write_clock;
    reg  [511:0] dlo__2__write_data;
    reg  dlo__2__write_enable;
    reg  [7:0] dlo__3__read_address;
    wire  dlo__3__read_clock;
    wire  [511:0] dlo__3__read_data;
    reg  [7:0] dlo__3__write_address;
    wire  dlo__3__write_clock;
    reg  [511:0] dlo__3__write_data;
    reg  dlo__3__write_enable;
    reg  [7:0] dhi__0__read_address;
    wire  dhi__0__read_clock;
    wire  [511:0] dhi__0__read_data;
    reg  [7:0] dhi__0__write_address;
    wire  dhi__0__write_clock;
    reg  [511:0] dhi__0__write_data;
    reg  dhi__0__write_enable;
    reg  [7:0] dhi__1__read_address;
    wire  dhi__1__read_clock;
    wire  [511:0] dhi__1__read_data;
    reg  [7:0] dhi__1__write_address;
    wire  dhi__1__write_clock;
    reg  [511:0] dhi__1__write_data;
    reg  dhi__1__write_enable;
    reg  [7:0] dhi__2__read_address;
    wire  dhi__2__read_clock;
    wire  [511:0] dhi__2__read_data;
    reg  [7:0] dhi__2__write_address;
    wire  dhi__2__write_clock;
    reg  [511:0] dhi__2__write_data;
    reg  dhi__2__write_enable;
    reg  [7:0] dhi__3__read_address;
    wire  dhi__3__read_clock;
    wire  [511:0] dhi__3__read_data;
    reg  [7:0] dhi__3__write_address;
    wire  dhi__3__write_clock;
    reg  [511:0] dhi__3__write_data;
    reg  dhi__3__write_enable;
    wire  queue__clock;
    wire  queue__reset;
    reg  queue__wr_en;
    reg  [1058:0] queue__wr_data;
    wire  queue__rd_valid;
    wire  [1058:0] queue__rd_data;
    reg  queue__rd_en;
    wire  [5:0] queue__fill;
    reg  queue__replace;
    wire  rspq__clock;
    wire  rspq__reset;
    reg  rspq__wr_en;
    reg  [1032:0] rspq__wr_data;
    wire  rspq__rd_valid;
    wire  [1032:0] rspq__rd_data;
    reg  rspq__rd_en;
    wire  [5:0] rspq__fill;
    reg  rspq__replace;
    reg  s1_valid__d;
    wire  s1_valid__q;
    wire  s1_valid__clock;
    reg  s1_fill__d;
    wire  s1_fill__q;
    wire  s1_fill__clock;
    reg  s1_replay__d;
    wire  s1_replay__q;
    wire  s1_replay__clock;
    reg  s1_pf__d;
    wire  s1_pf__q;
    wire  s1_pf__clock;
    reg  [2:0] s1_op__d;
    wire  [2:0] s1_op__q;
    wire  s1_op__clock;
    reg  [23:0] s1_index__d;
    wire  [23:0] s1_index__q;
    wire  s1_index__clock;
    reg  [7:0] s1_tag__d;
    wire  [7:0] s1_tag__q;
    wire  s1_tag__clock;
    reg  [1023:0] s1_data__d;
    wire  [1023:0] s1_data__q;
    wire  s1_data__clock;
    reg  fwd_valid__d;
    wire  fwd_valid__q;
    wire  fwd_valid__clock;
    reg  [7:0] fwd_set__d;
    wire  [7:0] fwd_set__q;
    wire  fwd_set__clock;
    reg  [1:0] fwd_way__d;
    wire  [1:0] fwd_way__q;
    wire  fwd_way__clock;
    reg  [17:0] fwd_tw__d;
    wire  [17:0] fwd_tw__q;
    wire  fwd_tw__clock;
    reg  [511:0] fwd_lo__d;
    wire  [511:0] fwd_lo__q;
    wire  fwd_lo__clock;
    reg  [511:0] fwd_hi__d;
    wire  [511:0] fwd_hi__q;
    wire  fwd_hi__clock;
    reg  [1:0] rr__d;
    wire  [1:0] rr__q;
    wire  rr__clock;
    reg  mv__0__d;
    wire  mv__0__q;
    wire  mv__0__clock;
    reg  mv__1__d;
    wire  mv__1__q;
    wire  mv__1__clock;
    reg  mv__2__d;
    wire  mv__2__q;
    wire  mv__2__clock;
    reg  mv__3__d;
    wire  mv__3__q;
    wire  mv__3__clock;
    reg  mv__4__d;
    wire  mv__4__q;
    wire  mv__4__clock;
    reg  mv__5__d;
    wire  mv__5__q;
    wire  mv__5__clock;
    reg  mv__6__d;
    wire  mv__6__q;
    wire  mv__6__clock;
    reg  mv__7__d;
    wire  mv__7__q;
    wire  mv__7__clock;
    reg  [7:0] mset__0__d;
    wire  [7:0] mset__0__q;
    wire  mset__0__clock;
    reg  [7:0] mset__1__d;
    wire  [7:0] mset__1__q;
    wire  mset__1__clock;
    reg  [7:0] mset__2__d;
    wire  [7:0] mset__2__q;
    wire  mset__2__clock;
    reg  [7:0] mset__3__d;
    wire  [7:0] mset__3__q;
    wire  mset__3__clock;
    reg  [7:0] mset__4__d;
    wire  [7:0] mset__4__q;
    wire  mset__4__clock;
    reg  [7:0] mset__5__d;
    wire  [7:0] mset__5__q;
    wire  mset__5__clock;
    reg  [7:0] mset__6__d;
    wire  [7:0] mset__6__q;
    wire  mset__6__clock;
    reg  [7:0] mset__7__d;
    wire  [7:0] mset__7__q;
    wire  mset__7__clock;
    reg  [1:0] mway__0__d;
    wire  [1:0] mway__0__q;
    wire  mway__0__clock;
    reg  [1:0] mway__1__d;
    wire  [1:0] mway__1__q;
    wire  mway__1__clock;
    reg  [1:0] mway__2__d;
    wire  [1:0] mway__2__q;
    wire  mway__2__clock;
    reg  [1:0] mway__3__d;
    wire  [1:0] mway__3__q;
    wire  mway__3__clock;
    reg  [1:0] mway__4__d;
    wire  [1:0] mway__4__q;
    wire  mway__4__clock;
    reg  [1:0] mway__5__d;
    wire  [1:0] mway__5__q;
    wire  mway__5__clock;
    reg  [1:0] mway__6__d;
    wire  [1:0] mway__6__q;
    wire  mway__6__clock;
    reg  [1:0] mway__7__d;
    wire  [1:0] mway__7__q;
    wire  mway__7__clock;
    reg  [23:0] mindex__0__d;
    wire  [23:0] mindex__0__q;
    wire  mindex__0__clock;
    reg  [23:0] mindex__1__d;
    wire  [23:0] mindex__1__q;
    wire  mindex__1__clock;
    reg  [23:0] mindex__2__d;
    wire  [23:0] mindex__2__q;
    wire  mindex__2__clock;
    reg  [23:0] mindex__3__d;
    wire  [23:0] mindex__3__q;
    wire  mindex__3__clock;
    reg  [23:0] mindex__4__d;
    wire  [23:0] mindex__4__q;
    wire  mindex__4__clock;
    reg  [23:0] mindex__5__d;
    wire  [23:0] mindex__5__q;
    wire  mindex__5__clock;
    reg  [23:0] mindex__6__d;
    wire  [23:0] mindex__6__q;
    wire  mindex__6__clock;
    reg  [23:0] mindex__7__d;
    wire  [23:0] mindex__7__q;
    wire  mindex__7__clock;
    reg  [7:0] mrtag__0__d;
    wire  [7:0] mrtag__0__q;
    wire  mrtag__0__clock;
    reg  [7:0] mrtag__1__d;
    wire  [7:0] mrtag__1__q;
    wire  mrtag__1__clock;
    reg  [7:0] mrtag__2__d;
    wire  [7:0] mrtag__2__q;
    wire  mrtag__2__clock;
    reg  [7:0] mrtag__3__d;
    wire  [7:0] mrtag__3__q;
    wire  mrtag__3__clock;
    reg  [7:0] mrtag__4__d;
    wire  [7:0] mrtag__4__q;
    wire  mrtag__4__clock;
    reg  [7:0] mrtag__5__d;
    wire  [7:0] mrtag__5__q;
    wire  mrtag__5__clock;
    reg  [7:0] mrtag__6__d;
    wire  [7:0] mrtag__6__q;
    wire  mrtag__6__clock;
    reg  [7:0] mrtag__7__d;
    wire  [7:0] mrtag__7__q;
    wire  mrtag__7__clock;
    reg  mcmd__0__d;
    wire  mcmd__0__q;
    wire  mcmd__0__clock;
    reg  mcmd__1__d;
    wire  mcmd__1__q;
    wire  mcmd__1__clock;
    reg  mcmd__2__d;
    wire  mcmd__2__q;
    wire  mcmd__2__clock;
    reg  mcmd__3__d;
    wire  mcmd__3__q;
    wire  mcmd__3__clock;
    reg  mcmd__4__d;
    wire  mcmd__4__q;
    wire  mcmd__4__clock;
    reg  mcmd__5__d;
    wire  mcmd__5__q;
    wire  mcmd__5__clock;
    reg  mcmd__6__d;
    wire  mcmd__6__q;
    wire  mcmd__6__clock;
    reg  mcmd__7__d;
    wire  mcmd__7__q;
    wire  mcmd__7__clock;
    reg  mfill__0__d;
    wire  mfill__0__q;
    wire  mfill__0__clock;
    reg  mfill__1__d;
    wire  mfill__1__q;
    wire  mfill__1__clock;
    reg  mfill__2__d;
    wire  mfill__2__q;
    wire  mfill__2__clock;
    reg  mfill__3__d;
    wire  mfill__3__q;
    wire  mfill__3__clock;
    reg  mfill__4__d;
    wire  mfill__4__q;
    wire  mfill__4__clock;
    reg  mfill__5__d;
    wire  mfill__5__q;
    wire  mfill__5__clock;
    reg  mfill__6__d;
    wire  mfill__6__q;
    wire  mfill__6__clock;
    reg  mfill__7__d;
    wire  mfill__7__q;
    wire  mfill__7__clock;
    reg  mwb__0__d;
    wire  mwb__0__q;
    wire  mwb__0__clock;
    reg  mwb__1__d;
    wire  mwb__1__q;
    wire  mwb__1__clock;
    reg  mwb__2__d;
    wire  mwb__2__q;
    wire  mwb__2__clock;
    reg  mwb__3__d;
    wire  mwb__3__q;
    wire  mwb__3__clock;
    reg  mwb__4__d;
    wire  mwb__4__q;
    wire  mwb__4__clock;
    reg  mwb__5__d;
    wire  mwb__5__q;
    wire  mwb__5__clock;
    reg  mwb__6__d;
    wire  mwb__6__q;
    wire  mwb__6__clock;
    reg  mwb__7__d;
    wire  mwb__7__q;
    wire  mwb__7__clock;
    reg  [23:0] mwbidx__0__d;
    wire  [23:0] mwbidx__0__q;
    wire  mwbidx__0__clock;
    reg  [23:0] mwbidx__1__d;
    wire  [23:0] mwbidx__1__q;
    wire  mwbidx__1__clock;
    reg  [23:0] mwbidx__2__d;
    wire  [23:0] mwbidx__2__q;
    wire  mwbidx__2__clock;
    reg  [23:0] mwbidx__3__d;
    wire  [23:0] mwbidx__3__q;
    wire  mwbidx__3__clock;
    reg  [23:0] mwbidx__4__d;
    wire  [23:0] mwbidx__4__q;
    wire  mwbidx__4__clock;
    reg  [23:0] mwbidx__5__d;
    wire  [23:0] mwbidx__5__q;
    wire  mwbidx__5__clock;
    reg  [23:0] mwbidx__6__d;
    wire  [23:0] mwbidx__6__q;
    wire  mwbidx__6__clock;
    reg  [23:0] mwbidx__7__d;
    wire  [23:0] mwbidx__7__q;
    wire  mwbidx__7__clock;
    reg  [17:0] mtw__0__d;
    wire  [17:0] mtw__0__q;
    wire  mtw__0__clock;
    reg  [17:0] mtw__1__d;
    wire  [17:0] mtw__1__q;
    wire  mtw__1__clock;
    reg  [17:0] mtw__2__d;
    wire  [17:0] mtw__2__q;
    wire  mtw__2__clock;
    reg  [17:0] mtw__3__d;
    wire  [17:0] mtw__3__q;
    wire  mtw__3__clock;
    reg  [17:0] mtw__4__d;
    wire  [17:0] mtw__4__q;
    wire  mtw__4__clock;
    reg  [17:0] mtw__5__d;
    wire  [17:0] mtw__5__q;
    wire  mtw__5__clock;
    reg  [17:0] mtw__6__d;
    wire  [17:0] mtw__6__q;
    wire  mtw__6__clock;
    reg  [17:0] mtw__7__d;
    wire  [17:0] mtw__7__q;
    wire  mtw__7__clock;
    reg  [511:0] mlo__0__d;
    wire  [511:0] mlo__0__q;
    wire  mlo__0__clock;
    reg  [511:0] mlo__1__d;
    wire  [511:0] mlo__1__q;
    wire  mlo__1__clock;
    reg  [511:0] mlo__2__d;
    wire  [511:0] mlo__2__q;
    wire  mlo__2__clock;
    reg  [511:0] mlo__3__d;
    wire  [511:0] mlo__3__q;
    wire  mlo__3__clock;
    reg  [511:0] mlo__4__d;
    wire  [511:0] mlo__4__q;
    wire  mlo__4__clock;
    reg  [511:0] mlo__5__d;
    wire  [511:0] mlo__5__q;
    wire  mlo__5__clock;
    reg  [511:0] mlo__6__d;
    wire  [511:0] mlo__6__q;
    wire  mlo__6__clock;
    reg  [511:0] mlo__7__d;
    wire  [511:0] mlo__7__q;
    wire  mlo__7__clock;
    reg  [511:0] mhi__0__d;
    wire  [511:0] mhi__0__q;
    wire  mhi__0__clock;
    reg  [511:0] mhi__1__d;
    wire  [511:0] mhi__1__q;
    wire  mhi__1__clock;
    reg  [511:0] mhi__2__d;
    wire  [511:0] mhi__2__q;
    wire  mhi__2__clock;
    reg  [511:0] mhi__3__d;
    wire  [511:0] mhi__3__q;
    wire  mhi__3__clock;
    reg  [511:0] mhi__4__d;
    wire  [511:0] mhi__4__q;
    wire  mhi__4__clock;
    reg  [511:0] mhi__5__d;
    wire  [511:0] mhi__5__q;
    wire  mhi__5__clock;
    reg  [511:0] mhi__6__d;
    wire  [511:0] mhi__6__q;
    wire  mhi__6__clock;
    reg  [511:0] mhi__7__d;
    wire  [511:0] mhi__7__q;
    wire  mhi__7__clock;
    reg  mwsent__0__d;
    wire  mwsent__0__q;
    wire  mwsent__0__clock;
    reg  mwsent__1__d;
    wire  mwsent__1__q;
    wire  mwsent__1__clock;
    reg  mwsent__2__d;
    wire  mwsent__2__q;
    wire  mwsent__2__clock;
    reg  mwsent__3__d;
    wire  mwsent__3__q;
    wire  mwsent__3__clock;
    reg  mwsent__4__d;
    wire  mwsent__4__q;
    wire  mwsent__4__clock;
    reg  mwsent__5__d;
    wire  mwsent__5__q;
    wire  mwsent__5__clock;
    reg  mwsent__6__d;
    wire  mwsent__6__q;
    wire  mwsent__6__clock;
    reg  mwsent__7__d;
    wire  mwsent__7__q;
    wire  mwsent__7__clock;
    reg  mwdone__0__d;
    wire  mwdone__0__q;
    wire  mwdone__0__clock;
    reg  mwdone__1__d;
    wire  mwdone__1__q;
    wire  mwdone__1__clock;
    reg  mwdone__2__d;
    wire  mwdone__2__q;
    wire  mwdone__2__clock;
    reg  mwdone__3__d;
    wire  mwdone__3__q;
    wire  mwdone__3__clock;
    reg  mwdone__4__d;
    wire  mwdone__4__q;
    wire  mwdone__4__clock;
    reg  mwdone__5__d;
    wire  mwdone__5__q;
    wire  mwdone__5__clock;
    reg  mwdone__6__d;
    wire  mwdone__6__q;
    wire  mwdone__6__clock;
    reg  mwdone__7__d;
    wire  mwdone__7__q;
    wire  mwdone__7__clock;
    reg  mrreq__0__d;
    wire  mrreq__0__q;
    wire  mrreq__0__clock;
    reg  mrreq__1__d;
    wire  mrreq__1__q;
    wire  mrreq__1__clock;
    reg  mrreq__2__d;
    wire  mrreq__2__q;
    wire  mrreq__2__clock;
    reg  mrreq__3__d;
    wire  mrreq__3__q;
    wire  mrreq__3__clock;
    reg  mrreq__4__d;
    wire  mrreq__4__q;
    wire  mrreq__4__clock;
    reg  mrreq__5__d;
    wire  mrreq__5__q;
    wire  mrreq__5__clock;
    reg  mrreq__6__d;
    wire  mrreq__6__q;
    wire  mrreq__6__clock;
    reg  mrreq__7__d;
    wire  mrreq__7__q;
    wire  mrreq__7__clock;
    reg  mrdone__0__d;
    wire  mrdone__0__q;
    wire  mrdone__0__clock;
    reg  mrdone__1__d;
    wire  mrdone__1__q;
    wire  mrdone__1__clock;
    reg  mrdone__2__d;
    wire  mrdone__2__q;
    wire  mrdone__2__clock;
    reg  mrdone__3__d;
    wire  mrdone__3__q;
    wire  mrdone__3__clock;
    reg  mrdone__4__d;
    wire  mrdone__4__q;
    wire  mrdone__4__clock;
    reg  mrdone__5__d;
    wire  mrdone__5__q;
    wire  mrdone__5__clock;
    reg  mrdone__6__d;
    wire  mrdone__6__q;
    wire  mrdone__6__clock;
    reg  mrdone__7__d;
    wire  mrdone__7__q;
    wire  mrdone__7__clock;
    reg  mrerr__0__d;
    wire  mrerr__0__q;
    wire  mrerr__0__clock;
    reg  mrerr__1__d;
    wire  mrerr__1__q;
    wire  mrerr__1__clock;
    reg  mrerr__2__d;
    wire  mrerr__2__q;
    wire  mrerr__2__clock;
    reg  mrerr__3__d;
    wire  mrerr__3__q;
    wire  mrerr__3__clock;
    reg  mrerr__4__d;
    wire  mrerr__4__q;
    wire  mrerr__4__clock;
    reg  mrerr__5__d;
    wire  mrerr__5__q;
    wire  mrerr__5__clock;
    reg  mrerr__6__d;
    wire  mrerr__6__q;
    wire  mrerr__6__clock;
    reg  mrerr__7__d;
    wire  mrerr__7__q;
    wire  mrerr__7__clock;
    reg  mup__0__d;
    wire  mup__0__q;
    wire  mup__0__clock;
    reg  mup__1__d;
    wire  mup__1__q;
    wire  mup__1__clock;
    reg  mup__2__d;
    wire  mup__2__q;
    wire  mup__2__clock;
    reg  mup__3__d;
    wire  mup__3__q;
    wire  mup__3__clock;
    reg  mup__4__d;
    wire  mup__4__q;
    wire  mup__4__clock;
    reg  mup__5__d;
    wire  mup__5__q;
    wire  mup__5__clock;
    reg  mup__6__d;
    wire  mup__6__q;
    wire  mup__6__clock;
    reg  mup__7__d;
    wire  mup__7__q;
    wire  mup__7__clock;
    reg  mpf__0__d;
    wire  mpf__0__q;
    wire  mpf__0__clock;
    reg  mpf__1__d;
    wire  mpf__1__q;
    wire  mpf__1__clock;
    reg  mpf__2__d;
    wire  mpf__2__q;
    wire  mpf__2__clock;
    reg  mpf__3__d;
    wire  mpf__3__q;
    wire  mpf__3__clock;
    reg  mpf__4__d;
    wire  mpf__4__q;
    wire  mpf__4__clock;
    reg  mpf__5__d;
    wire  mpf__5__q;
    wire  mpf__5__clock;
    reg  mpf__6__d;
    wire  mpf__6__q;
    wire  mpf__6__clock;
    reg  mpf__7__d;
    wire  mpf__7__q;
    wire  mpf__7__clock;
    reg  w_busy__d;
    wire  w_busy__q;
    wire  w_busy__clock;
    reg  w_phase__d;
    wire  w_phase__q;
    wire  w_phase__clock;
    reg  [2:0] w_cur__d;
    wire  [2:0] w_cur__q;
    wire  w_cur__clock;
    reg  w_beat__d;
    wire  w_beat__q;
    wire  w_beat__clock;
    reg  [2:0] wq_id__0__d;
    wire  [2:0] wq_id__0__q;
    wire  wq_id__0__clock;
    reg  [2:0] wq_id__1__d;
    wire  [2:0] wq_id__1__q;
    wire  wq_id__1__clock;
    reg  [2:0] wq_id__2__d;
    wire  [2:0] wq_id__2__q;
    wire  wq_id__2__clock;
    reg  [2:0] wq_id__3__d;
    wire  [2:0] wq_id__3__q;
    wire  wq_id__3__clock;
    reg  [2:0] wq_id__4__d;
    wire  [2:0] wq_id__4__q;
    wire  wq_id__4__clock;
    reg  [2:0] wq_id__5__d;
    wire  [2:0] wq_id__5__q;
    wire  wq_id__5__clock;
    reg  [2:0] wq_id__6__d;
    wire  [2:0] wq_id__6__q;
    wire  wq_id__6__clock;
    reg  [2:0] wq_id__7__d;
    wire  [2:0] wq_id__7__q;
    wire  wq_id__7__clock;
    reg  [3:0] wq_head__d;
    wire  [3:0] wq_head__q;
    wire  wq_head__clock;
    reg  [3:0] wq_tail__d;
    wire  [3:0] wq_tail__q;
    wire  wq_tail__clock;
    reg  r_busy__d;
    wire  r_busy__q;
    wire  r_busy__clock;
    reg  [2:0] r_cur__d;
    wire  [2:0] r_cur__q;
    wire  r_cur__clock;
    reg  r_beat__d;
    wire  r_beat__q;
    wire  r_beat__clock;
    reg  [2:0] rq_id__0__d;
    wire  [2:0] rq_id__0__q;
    wire  rq_id__0__clock;
    reg  [2:0] rq_id__1__d;
    wire  [2:0] rq_id__1__q;
    wire  rq_id__1__clock;
    reg  [2:0] rq_id__2__d;
    wire  [2:0] rq_id__2__q;
    wire  rq_id__2__clock;
    reg  [2:0] rq_id__3__d;
    wire  [2:0] rq_id__3__q;
    wire  rq_id__3__clock;
    reg  [2:0] rq_id__4__d;
    wire  [2:0] rq_id__4__q;
    wire  rq_id__4__clock;
    reg  [2:0] rq_id__5__d;
    wire  [2:0] rq_id__5__q;
    wire  rq_id__5__clock;
    reg  [2:0] rq_id__6__d;
    wire  [2:0] rq_id__6__q;
    wire  rq_id__6__clock;
    reg  [2:0] rq_id__7__d;
    wire  [2:0] rq_id__7__q;
    wire  rq_id__7__clock;
    reg  [3:0] rq_head__d;
    wire  [3:0] rq_head__q;
    wire  rq_head__clock;
    reg  [3:0] rqd_head__d;
    wire  [3:0] rqd_head__q;
    wire  rqd_head__clock;
    reg  [3:0] rq_tail__d;
    wire  [3:0] rq_tail__q;
    wire  rq_tail__clock;
    reg  [2:0] s1_mid__d;
    wire  [2:0] s1_mid__q;
    wire  s1_mid__clock;
    reg  [5:0] q_count__d;
    wire  [5:0] q_count__q;
    wire  q_count__clock;
    reg  [5:0] r_count__d;
    wire  [5:0] r_count__q;
    wire  r_count__clock;
    reg  c_active__d;
    wire  c_active__q;
    wire  c_active__clock;
    reg  c_pending__d;
    wire  c_pending__q;
    wire  c_pending__clock;
    reg  [1023:0] c_data__d;
    wire  [1023:0] c_data__q;
    wire  c_data__clock;
    reg  c_err__d;
    wire  c_err__q;
    wire  c_err__clock;
    reg  fa_active__d;
    wire  fa_active__q;
    wire  fa_active__clock;
    reg  [9:0] fa_slot__d;
    wire  [9:0] fa_slot__q;
    wire  fa_slot__clock;
    reg  fa_phase__d;
    wire  fa_phase__q;
    wire  fa_phase__clock;
    reg  [31:0] n_dropped__d;
    wire  [31:0] n_dropped__q;
    wire  n_dropped__clock;
    reg  [31:0] n_wberr__d;
    wire  [31:0] n_wberr__q;
    wire  n_wberr__clock;
    reg  [31:0] n_hits__d;
    wire  [31:0] n_hits__q;
    wire  n_hits__clock;
    reg  [31:0] n_fills__d;
    wire  [31:0] n_fills__q;
    wire  n_fills__clock;
    reg  [31:0] n_pf__d;
    wire  [31:0] n_pf__q;
    wire  n_pf__clock;
    reg  init_active__d;
    wire  init_active__q;
    wire  init_active__clock;
    reg  [7:0] init_set__d;
    wire  [7:0] init_set__q;
    wire  init_set__clock;
    
    // Local signals
    reg  m_busy;
    reg  accept_new;
    reg  [1058:0] q_head;
    reg  [1032:0] r_head;
    reg  [23:0] q_index;
    reg  sel_valid;
    reg  sel_fill;
    reg  sel_replay;
    reg  sel_pf;
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
    reg  set_busy;
    reg  qset_busy;
    reg  free_any;
    reg  [2:0] free_id;
    reg  ins_any;
    reg  [2:0] ins_id;
    reg  wsel_any;
    reg  [2:0] wsel_id;
    reg  rsel_any;
    reg  [2:0] rsel_id;
    reg  [23:0] rd_idx;
    reg  [23:0] wr_idx;
    reg  [2:0] wc_id;
    reg  [2:0] rc_id;
    reg  [2:0] rd_id;
    reg  [2:0] sel_mid;
    reg  [1:0] i_way;
    reg  [17:0] i_tw;
    reg  [511:0] i_lo;
    reg  [511:0] i_hi;
    reg  i_err;
    reg  i_cmd;
    reg  [7:0] i_rtag;
    reg  ok;
    reg  absorb;
    reg  [2:0] a_id;
    reg  [1:0] a_way;
    reg  a_set;
    reg  i_up;
    reg  i_pf;
    reg  pf_go;
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
    roce_mkey_cache__tram tram__0(
        .read_address(tram__0__read_address),
        .read_clock(tram__0__read_clock),
        .read_data(tram__0__read_data),
        .write_address(tram__0__write_address),
        .write_clock(tram__0__write_clock),
        .write_data(tram__0__write_data),
        .write_enable(tram__0__write_enable)
    );
    roce_mkey_cache__tram tram__1(
        .read_address(tram__1__read_address),
        .read_clock(tram__1__read_clock),
        .read_data(tram__1__read_data),
        .write_address(tram__1__write_address),
        .write_clock(tram__1__write_clock),
        .write_data(tram__1__write_data),
        .write_enable(tram__1__write_enable)
    );
    roce_mkey_cache__tram tram__2(
        .read_address(tram__2__read_address),
        .read_clock(tram__2__read_clock),
        .read_data(tram__2__read_data),
        .write_address(tram__2__write_address),
        .write_clock(tram__2__write_clock),
        .write_data(tram__2__write_data),
        .write_enable(tram__2__write_enable)
    );
    roce_mkey_cache__tram tram__3(
        .read_address(tram__3__read_address),
        .read_clock(tram__3__read_clock),
        .read_data(tram__3__read_data),
        .write_address(tram__3__write_address),
        .write_clock(tram__3__write_clock),
        .write_data(tram__3__write_data),
        .write_enable(tram__3__write_enable)
    );
    roce_mkey_cache__dhi dlo__0(
        .read_address(dlo__0__read_address),
        .read_clock(dlo__0__read_clock),
        .read_data(dlo__0__read_data),
        .write_address(dlo__0__write_address),
        .write_clock(dlo__0__write_clock),
        .write_data(dlo__0__write_data),
        .write_enable(dlo__0__write_enable)
    );
    roce_mkey_cache__dhi dlo__1(
        .read_address(dlo__1__read_address),
        .read_clock(dlo__1__read_clock),
        .read_data(dlo__1__read_data),
        .write_address(dlo__1__write_address),
        .write_clock(dlo__1__write_clock),
        .write_data(dlo__1__write_data),
        .write_enable(dlo__1__write_enable)
    );
    roce_mkey_cache__dhi dlo__2(
        .read_address(dlo__2__read_address),
        .read_clock(dlo__2__read_clock),
        .read_data(dlo__2__read_data),
        .write_address(dlo__2__write_address),
        .write_clock(dlo__2__write_clock),
        .write_data(dlo__2__write_data),
        .write_enable(dlo__2__write_enable)
    );
    roce_mkey_cache__dhi dlo__3(
        .read_address(dlo__3__read_address),
        .read_clock(dlo__3__read_clock),
        .read_data(dlo__3__read_data),
        .write_address(dlo__3__write_address),
        .write_clock(dlo__3__write_clock),
        .write_data(dlo__3__write_data),
        .write_enable(dlo__3__write_enable)
    );
    roce_mkey_cache__dhi dhi__0(
        .read_address(dhi__0__read_address),
        .read_clock(dhi__0__read_clock),
        .read_data(dhi__0__read_data),
        .write_address(dhi__0__write_address),
        .write_clock(dhi__0__write_clock),
        .write_data(dhi__0__write_data),
        .write_enable(dhi__0__write_enable)
    );
    roce_mkey_cache__dhi dhi__1(
        .read_address(dhi__1__read_address),
        .read_clock(dhi__1__read_clock),
        .read_data(dhi__1__read_data),
        .write_address(dhi__1__write_address),
        .write_clock(dhi__1__write_clock),
        .write_data(dhi__1__write_data),
        .write_enable(dhi__1__write_enable)
    );
    roce_mkey_cache__dhi dhi__2(
        .read_address(dhi__2__read_address),
        .read_clock(dhi__2__read_clock),
        .read_data(dhi__2__read_data),
        .write_address(dhi__2__write_address),
        .write_clock(dhi__2__write_clock),
        .write_data(dhi__2__write_data),
        .write_enable(dhi__2__write_enable)
    );
    roce_mkey_cache__dhi dhi__3(
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
        .fill(queue__fill),
        .replace(queue__replace)
    );
    roce_mkey_cache__rspq rspq(
        .clock(rspq__clock),
        .reset(rspq__reset),
        .wr_en(rspq__wr_en),
        .wr_data(rspq__wr_data),
        .rd_valid(rspq__rd_valid),
        .rd_data(rspq__rd_data),
        .rd_en(rspq__rd_en),
        .fill(rspq__fill),
        .replace(rspq__replace)
    );
    roce_mkey_cache__dff_w1 s1_valid(
        .d(s1_valid__d),
        .q(s1_valid__q),
        .clock(s1_valid__clock)
    );
    roce_mkey_cache__dff_w1 s1_fill(
        .d(s1_fill__d),
        .q(s1_fill__q),
        .clock(s1_fill__clock)
    );
    roce_mkey_cache__dff_w1 s1_replay(
        .d(s1_replay__d),
        .q(s1_replay__q),
        .clock(s1_replay__clock)
    );
    roce_mkey_cache__dff_w1 s1_pf(
        .d(s1_pf__d),
        .q(s1_pf__q),
        .clock(s1_pf__clock)
    );
    roce_mkey_cache__dff_w3 s1_op(
        .d(s1_op__d),
        .q(s1_op__q),
        .clock(s1_op__clock)
    );
    roce_mkey_cache__dff_w24 s1_index(
        .d(s1_index__d),
        .q(s1_index__q),
        .clock(s1_index__clock)
    );
    roce_mkey_cache__dff_w8 s1_tag(
        .d(s1_tag__d),
        .q(s1_tag__q),
        .clock(s1_tag__clock)
    );
    roce_mkey_cache__dff_w1024 s1_data(
        .d(s1_data__d),
        .q(s1_data__q),
        .clock(s1_data__clock)
    );
    roce_mkey_cache__dff_w1 fwd_valid(
        .d(fwd_valid__d),
        .q(fwd_valid__q),
        .clock(fwd_valid__clock)
    );
    roce_mkey_cache__dff_w8 fwd_set(
        .d(fwd_set__d),
        .q(fwd_set__q),
        .clock(fwd_set__clock)
    );
    roce_mkey_cache__dff_w2 fwd_way(
        .d(fwd_way__d),
        .q(fwd_way__q),
        .clock(fwd_way__clock)
    );
    roce_mkey_cache__dff_w18 fwd_tw(
        .d(fwd_tw__d),
        .q(fwd_tw__q),
        .clock(fwd_tw__clock)
    );
    roce_mkey_cache__dff_w512 fwd_lo(
        .d(fwd_lo__d),
        .q(fwd_lo__q),
        .clock(fwd_lo__clock)
    );
    roce_mkey_cache__dff_w512 fwd_hi(
        .d(fwd_hi__d),
        .q(fwd_hi__q),
        .clock(fwd_hi__clock)
    );
    roce_mkey_cache__dff_w2 rr(
        .d(rr__d),
        .q(rr__q),
        .clock(rr__clock)
    );
    roce_mkey_cache__dff_w1 mv__0(
        .d(mv__0__d),
        .q(mv__0__q),
        .clock(mv__0__clock)
    );
    roce_mkey_cache__dff_w1 mv__1(
        .d(mv__1__d),
        .q(mv__1__q),
        .clock(mv__1__clock)
    );
    roce_mkey_cache__dff_w1 mv__2(
        .d(mv__2__d),
        .q(mv__2__q),
        .clock(mv__2__clock)
    );
    roce_mkey_cache__dff_w1 mv__3(
        .d(mv__3__d),
        .q(mv__3__q),
        .clock(mv__3__clock)
    );
    roce_mkey_cache__dff_w1 mv__4(
        .d(mv__4__d),
        .q(mv__4__q),
        .clock(mv__4__clock)
    );
    roce_mkey_cache__dff_w1 mv__5(
        .d(mv__5__d),
        .q(mv__5__q),
        .clock(mv__5__clock)
    );
    roce_mkey_cache__dff_w1 mv__6(
        .d(mv__6__d),
        .q(mv__6__q),
        .clock(mv__6__clock)
    );
    roce_mkey_cache__dff_w1 mv__7(
        .d(mv__7__d),
        .q(mv__7__q),
        .clock(mv__7__clock)
    );
    roce_mkey_cache__dff_w8 mset__0(
        .d(mset__0__d),
        .q(mset__0__q),
        .clock(mset__0__clock)
    );
    roce_mkey_cache__dff_w8 mset__1(
        .d(mset__1__d),
        .q(mset__1__q),
        .clock(mset__1__clock)
    );
    roce_mkey_cache__dff_w8 mset__2(
        .d(mset__2__d),
        .q(mset__2__q),
        .clock(mset__2__clock)
    );
    roce_mkey_cache__dff_w8 mset__3(
        .d(mset__3__d),
        .q(mset__3__q),
        .clock(mset__3__clock)
    );
    roce_mkey_cache__dff_w8 mset__4(
        .d(mset__4__d),
        .q(mset__4__q),
        .clock(mset__4__clock)
    );
    roce_mkey_cache__dff_w8 mset__5(
        .d(mset__5__d),
        .q(mset__5__q),
        .clock(mset__5__clock)
    );
    roce_mkey_cache__dff_w8 mset__6(
        .d(mset__6__d),
        .q(mset__6__q),
        .clock(mset__6__clock)
    );
    roce_mkey_cache__dff_w8 mset__7(
        .d(mset__7__d),
        .q(mset__7__q),
        .clock(mset__7__clock)
    );
    roce_mkey_cache__dff_w2 mway__0(
        .d(mway__0__d),
        .q(mway__0__q),
        .clock(mway__0__clock)
    );
    roce_mkey_cache__dff_w2 mway__1(
        .d(mway__1__d),
        .q(mway__1__q),
        .clock(mway__1__clock)
    );
    roce_mkey_cache__dff_w2 mway__2(
        .d(mway__2__d),
        .q(mway__2__q),
        .clock(mway__2__clock)
    );
    roce_mkey_cache__dff_w2 mway__3(
        .d(mway__3__d),
        .q(mway__3__q),
        .clock(mway__3__clock)
    );
    roce_mkey_cache__dff_w2 mway__4(
        .d(mway__4__d),
        .q(mway__4__q),
        .clock(mway__4__clock)
    );
    roce_mkey_cache__dff_w2 mway__5(
        .d(mway__5__d),
        .q(mway__5__q),
        .clock(mway__5__clock)
    );
    roce_mkey_cache__dff_w2 mway__6(
        .d(mway__6__d),
        .q(mway__6__q),
        .clock(mway__6__clock)
    );
    roce_mkey_cache__dff_w2 mway__7(
        .d(mway__7__d),
        .q(mway__7__q),
        .clock(mway__7__clock)
    );
    roce_mkey_cache__dff_w24 mindex__0(
        .d(mindex__0__d),
        .q(mindex__0__q),
        .clock(mindex__0__clock)
    );
    roce_mkey_cache__dff_w24 mindex__1(
        .d(mindex__1__d),
        .q(mindex__1__q),
        .clock(mindex__1__clock)
    );
    roce_mkey_cache__dff_w24 mindex__2(
        .d(mindex__2__d),
        .q(mindex__2__q),
        .clock(mindex__2__clock)
    );
    roce_mkey_cache__dff_w24 mindex__3(
        .d(mindex__3__d),
        .q(mindex__3__q),
        .clock(mindex__3__clock)
    );
    roce_mkey_cache__dff_w24 mindex__4(
        .d(mindex__4__d),
        .q(mindex__4__q),
        .clock(mindex__4__clock)
    );
    roce_mkey_cache__dff_w24 mindex__5(
        .d(mindex__5__d),
        .q(mindex__5__q),
        .clock(mindex__5__clock)
    );
    roce_mkey_cache__dff_w24 mindex__6(
        .d(mindex__6__d),
        .q(mindex__6__q),
        .clock(mindex__6__clock)
    );
    roce_mkey_cache__dff_w24 mindex__7(
        .d(mindex__7__d),
        .q(mindex__7__q),
        .clock(mindex__7__clock)
    );
    roce_mkey_cache__dff_w8 mrtag__0(
        .d(mrtag__0__d),
        .q(mrtag__0__q),
        .clock(mrtag__0__clock)
    );
    roce_mkey_cache__dff_w8 mrtag__1(
        .d(mrtag__1__d),
        .q(mrtag__1__q),
        .clock(mrtag__1__clock)
    );
    roce_mkey_cache__dff_w8 mrtag__2(
        .d(mrtag__2__d),
        .q(mrtag__2__q),
        .clock(mrtag__2__clock)
    );
    roce_mkey_cache__dff_w8 mrtag__3(
        .d(mrtag__3__d),
        .q(mrtag__3__q),
        .clock(mrtag__3__clock)
    );
    roce_mkey_cache__dff_w8 mrtag__4(
        .d(mrtag__4__d),
        .q(mrtag__4__q),
        .clock(mrtag__4__clock)
    );
    roce_mkey_cache__dff_w8 mrtag__5(
        .d(mrtag__5__d),
        .q(mrtag__5__q),
        .clock(mrtag__5__clock)
    );
    roce_mkey_cache__dff_w8 mrtag__6(
        .d(mrtag__6__d),
        .q(mrtag__6__q),
        .clock(mrtag__6__clock)
    );
    roce_mkey_cache__dff_w8 mrtag__7(
        .d(mrtag__7__d),
        .q(mrtag__7__q),
        .clock(mrtag__7__clock)
    );
    roce_mkey_cache__dff_w1 mcmd__0(
        .d(mcmd__0__d),
        .q(mcmd__0__q),
        .clock(mcmd__0__clock)
    );
    roce_mkey_cache__dff_w1 mcmd__1(
        .d(mcmd__1__d),
        .q(mcmd__1__q),
        .clock(mcmd__1__clock)
    );
    roce_mkey_cache__dff_w1 mcmd__2(
        .d(mcmd__2__d),
        .q(mcmd__2__q),
        .clock(mcmd__2__clock)
    );
    roce_mkey_cache__dff_w1 mcmd__3(
        .d(mcmd__3__d),
        .q(mcmd__3__q),
        .clock(mcmd__3__clock)
    );
    roce_mkey_cache__dff_w1 mcmd__4(
        .d(mcmd__4__d),
        .q(mcmd__4__q),
        .clock(mcmd__4__clock)
    );
    roce_mkey_cache__dff_w1 mcmd__5(
        .d(mcmd__5__d),
        .q(mcmd__5__q),
        .clock(mcmd__5__clock)
    );
    roce_mkey_cache__dff_w1 mcmd__6(
        .d(mcmd__6__d),
        .q(mcmd__6__q),
        .clock(mcmd__6__clock)
    );
    roce_mkey_cache__dff_w1 mcmd__7(
        .d(mcmd__7__d),
        .q(mcmd__7__q),
        .clock(mcmd__7__clock)
    );
    roce_mkey_cache__dff_w1 mfill__0(
        .d(mfill__0__d),
        .q(mfill__0__q),
        .clock(mfill__0__clock)
    );
    roce_mkey_cache__dff_w1 mfill__1(
        .d(mfill__1__d),
        .q(mfill__1__q),
        .clock(mfill__1__clock)
    );
    roce_mkey_cache__dff_w1 mfill__2(
        .d(mfill__2__d),
        .q(mfill__2__q),
        .clock(mfill__2__clock)
    );
    roce_mkey_cache__dff_w1 mfill__3(
        .d(mfill__3__d),
        .q(mfill__3__q),
        .clock(mfill__3__clock)
    );
    roce_mkey_cache__dff_w1 mfill__4(
        .d(mfill__4__d),
        .q(mfill__4__q),
        .clock(mfill__4__clock)
    );
    roce_mkey_cache__dff_w1 mfill__5(
        .d(mfill__5__d),
        .q(mfill__5__q),
        .clock(mfill__5__clock)
    );
    roce_mkey_cache__dff_w1 mfill__6(
        .d(mfill__6__d),
        .q(mfill__6__q),
        .clock(mfill__6__clock)
    );
    roce_mkey_cache__dff_w1 mfill__7(
        .d(mfill__7__d),
        .q(mfill__7__q),
        .clock(mfill__7__clock)
    );
    roce_mkey_cache__dff_w1 mwb__0(
        .d(mwb__0__d),
        .q(mwb__0__q),
        .clock(mwb__0__clock)
    );
    roce_mkey_cache__dff_w1 mwb__1(
        .d(mwb__1__d),
        .q(mwb__1__q),
        .clock(mwb__1__clock)
    );
    roce_mkey_cache__dff_w1 mwb__2(
        .d(mwb__2__d),
        .q(mwb__2__q),
        .clock(mwb__2__clock)
    );
    roce_mkey_cache__dff_w1 mwb__3(
        .d(mwb__3__d),
        .q(mwb__3__q),
        .clock(mwb__3__clock)
    );
    roce_mkey_cache__dff_w1 mwb__4(
        .d(mwb__4__d),
        .q(mwb__4__q),
        .clock(mwb__4__clock)
    );
    roce_mkey_cache__dff_w1 mwb__5(
        .d(mwb__5__d),
        .q(mwb__5__q),
        .clock(mwb__5__clock)
    );
    roce_mkey_cache__dff_w1 mwb__6(
        .d(mwb__6__d),
        .q(mwb__6__q),
        .clock(mwb__6__clock)
    );
    roce_mkey_cache__dff_w1 mwb__7(
        .d(mwb__7__d),
        .q(mwb__7__q),
        .clock(mwb__7__clock)
    );
    roce_mkey_cache__dff_w24 mwbidx__0(
        .d(mwbidx__0__d),
        .q(mwbidx__0__q),
        .clock(mwbidx__0__clock)
    );
    roce_mkey_cache__dff_w24 mwbidx__1(
        .d(mwbidx__1__d),
        .q(mwbidx__1__q),
        .clock(mwbidx__1__clock)
    );
    roce_mkey_cache__dff_w24 mwbidx__2(
        .d(mwbidx__2__d),
        .q(mwbidx__2__q),
        .clock(mwbidx__2__clock)
    );
    roce_mkey_cache__dff_w24 mwbidx__3(
        .d(mwbidx__3__d),
        .q(mwbidx__3__q),
        .clock(mwbidx__3__clock)
    );
    roce_mkey_cache__dff_w24 mwbidx__4(
        .d(mwbidx__4__d),
        .q(mwbidx__4__q),
        .clock(mwbidx__4__clock)
    );
    roce_mkey_cache__dff_w24 mwbidx__5(
        .d(mwbidx__5__d),
        .q(mwbidx__5__q),
        .clock(mwbidx__5__clock)
    );
    roce_mkey_cache__dff_w24 mwbidx__6(
        .d(mwbidx__6__d),
        .q(mwbidx__6__q),
        .clock(mwbidx__6__clock)
    );
    roce_mkey_cache__dff_w24 mwbidx__7(
        .d(mwbidx__7__d),
        .q(mwbidx__7__q),
        .clock(mwbidx__7__clock)
    );
    roce_mkey_cache__dff_w18 mtw__0(
        .d(mtw__0__d),
        .q(mtw__0__q),
        .clock(mtw__0__clock)
    );
    roce_mkey_cache__dff_w18 mtw__1(
        .d(mtw__1__d),
        .q(mtw__1__q),
        .clock(mtw__1__clock)
    );
    roce_mkey_cache__dff_w18 mtw__2(
        .d(mtw__2__d),
        .q(mtw__2__q),
        .clock(mtw__2__clock)
    );
    roce_mkey_cache__dff_w18 mtw__3(
        .d(mtw__3__d),
        .q(mtw__3__q),
        .clock(mtw__3__clock)
    );
    roce_mkey_cache__dff_w18 mtw__4(
        .d(mtw__4__d),
        .q(mtw__4__q),
        .clock(mtw__4__clock)
    );
    roce_mkey_cache__dff_w18 mtw__5(
        .d(mtw__5__d),
        .q(mtw__5__q),
        .clock(mtw__5__clock)
    );
    roce_mkey_cache__dff_w18 mtw__6(
        .d(mtw__6__d),
        .q(mtw__6__q),
        .clock(mtw__6__clock)
    );
    roce_mkey_cache__dff_w18 mtw__7(
        .d(mtw__7__d),
        .q(mtw__7__q),
        .clock(mtw__7__clock)
    );
    roce_mkey_cache__dff_w512 mlo__0(
        .d(mlo__0__d),
        .q(mlo__0__q),
        .clock(mlo__0__clock)
    );
    roce_mkey_cache__dff_w512 mlo__1(
        .d(mlo__1__d),
        .q(mlo__1__q),
        .clock(mlo__1__clock)
    );
    roce_mkey_cache__dff_w512 mlo__2(
        .d(mlo__2__d),
        .q(mlo__2__q),
        .clock(mlo__2__clock)
    );
    roce_mkey_cache__dff_w512 mlo__3(
        .d(mlo__3__d),
        .q(mlo__3__q),
        .clock(mlo__3__clock)
    );
    roce_mkey_cache__dff_w512 mlo__4(
        .d(mlo__4__d),
        .q(mlo__4__q),
        .clock(mlo__4__clock)
    );
    roce_mkey_cache__dff_w512 mlo__5(
        .d(mlo__5__d),
        .q(mlo__5__q),
        .clock(mlo__5__clock)
    );
    roce_mkey_cache__dff_w512 mlo__6(
        .d(mlo__6__d),
        .q(mlo__6__q),
        .clock(mlo__6__clock)
    );
    roce_mkey_cache__dff_w512 mlo__7(
        .d(mlo__7__d),
        .q(mlo__7__q),
        .clock(mlo__7__clock)
    );
    roce_mkey_cache__dff_w512 mhi__0(
        .d(mhi__0__d),
        .q(mhi__0__q),
        .clock(mhi__0__clock)
    );
    roce_mkey_cache__dff_w512 mhi__1(
        .d(mhi__1__d),
        .q(mhi__1__q),
        .clock(mhi__1__clock)
    );
    roce_mkey_cache__dff_w512 mhi__2(
        .d(mhi__2__d),
        .q(mhi__2__q),
        .clock(mhi__2__clock)
    );
    roce_mkey_cache__dff_w512 mhi__3(
        .d(mhi__3__d),
        .q(mhi__3__q),
        .clock(mhi__3__clock)
    );
    roce_mkey_cache__dff_w512 mhi__4(
        .d(mhi__4__d),
        .q(mhi__4__q),
        .clock(mhi__4__clock)
    );
    roce_mkey_cache__dff_w512 mhi__5(
        .d(mhi__5__d),
        .q(mhi__5__q),
        .clock(mhi__5__clock)
    );
    roce_mkey_cache__dff_w512 mhi__6(
        .d(mhi__6__d),
        .q(mhi__6__q),
        .clock(mhi__6__clock)
    );
    roce_mkey_cache__dff_w512 mhi__7(
        .d(mhi__7__d),
        .q(mhi__7__q),
        .clock(mhi__7__clock)
    );
    roce_mkey_cache__dff_w1 mwsent__0(
        .d(mwsent__0__d),
        .q(mwsent__0__q),
        .clock(mwsent__0__clock)
    );
    roce_mkey_cache__dff_w1 mwsent__1(
        .d(mwsent__1__d),
        .q(mwsent__1__q),
        .clock(mwsent__1__clock)
    );
    roce_mkey_cache__dff_w1 mwsent__2(
        .d(mwsent__2__d),
        .q(mwsent__2__q),
        .clock(mwsent__2__clock)
    );
    roce_mkey_cache__dff_w1 mwsent__3(
        .d(mwsent__3__d),
        .q(mwsent__3__q),
        .clock(mwsent__3__clock)
    );
    roce_mkey_cache__dff_w1 mwsent__4(
        .d(mwsent__4__d),
        .q(mwsent__4__q),
        .clock(mwsent__4__clock)
    );
    roce_mkey_cache__dff_w1 mwsent__5(
        .d(mwsent__5__d),
        .q(mwsent__5__q),
        .clock(mwsent__5__clock)
    );
    roce_mkey_cache__dff_w1 mwsent__6(
        .d(mwsent__6__d),
        .q(mwsent__6__q),
        .clock(mwsent__6__clock)
    );
    roce_mkey_cache__dff_w1 mwsent__7(
        .d(mwsent__7__d),
        .q(mwsent__7__q),
        .clock(mwsent__7__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__0(
        .d(mwdone__0__d),
        .q(mwdone__0__q),
        .clock(mwdone__0__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__1(
        .d(mwdone__1__d),
        .q(mwdone__1__q),
        .clock(mwdone__1__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__2(
        .d(mwdone__2__d),
        .q(mwdone__2__q),
        .clock(mwdone__2__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__3(
        .d(mwdone__3__d),
        .q(mwdone__3__q),
        .clock(mwdone__3__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__4(
        .d(mwdone__4__d),
        .q(mwdone__4__q),
        .clock(mwdone__4__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__5(
        .d(mwdone__5__d),
        .q(mwdone__5__q),
        .clock(mwdone__5__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__6(
        .d(mwdone__6__d),
        .q(mwdone__6__q),
        .clock(mwdone__6__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__7(
        .d(mwdone__7__d),
        .q(mwdone__7__q),
        .clock(mwdone__7__clock)
    );
    roce_mkey_cache__dff_w1 mrreq__0(
        .d(mrreq__0__d),
        .q(mrreq__0__q),
        .clock(mrreq__0__clock)
    );
    roce_mkey_cache__dff_w1 mrreq__1(
        .d(mrreq__1__d),
        .q(mrreq__1__q),
        .clock(mrreq__1__clock)
    );
    roce_mkey_cache__dff_w1 mrreq__2(
        .d(mrreq__2__d),
        .q(mrreq__2__q),
        .clock(mrreq__2__clock)
    );
    roce_mkey_cache__dff_w1 mrreq__3(
        .d(mrreq__3__d),
        .q(mrreq__3__q),
        .clock(mrreq__3__clock)
    );
    roce_mkey_cache__dff_w1 mrreq__4(
        .d(mrreq__4__d),
        .q(mrreq__4__q),
        .clock(mrreq__4__clock)
    );
    roce_mkey_cache__dff_w1 mrreq__5(
        .d(mrreq__5__d),
        .q(mrreq__5__q),
        .clock(mrreq__5__clock)
    );
    roce_mkey_cache__dff_w1 mrreq__6(
        .d(mrreq__6__d),
        .q(mrreq__6__q),
        .clock(mrreq__6__clock)
    );
    roce_mkey_cache__dff_w1 mrreq__7(
        .d(mrreq__7__d),
        .q(mrreq__7__q),
        .clock(mrreq__7__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__0(
        .d(mrdone__0__d),
        .q(mrdone__0__q),
        .clock(mrdone__0__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__1(
        .d(mrdone__1__d),
        .q(mrdone__1__q),
        .clock(mrdone__1__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__2(
        .d(mrdone__2__d),
        .q(mrdone__2__q),
        .clock(mrdone__2__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__3(
        .d(mrdone__3__d),
        .q(mrdone__3__q),
        .clock(mrdone__3__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__4(
        .d(mrdone__4__d),
        .q(mrdone__4__q),
        .clock(mrdone__4__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__5(
        .d(mrdone__5__d),
        .q(mrdone__5__q),
        .clock(mrdone__5__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__6(
        .d(mrdone__6__d),
        .q(mrdone__6__q),
        .clock(mrdone__6__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__7(
        .d(mrdone__7__d),
        .q(mrdone__7__q),
        .clock(mrdone__7__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__0(
        .d(mrerr__0__d),
        .q(mrerr__0__q),
        .clock(mrerr__0__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__1(
        .d(mrerr__1__d),
        .q(mrerr__1__q),
        .clock(mrerr__1__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__2(
        .d(mrerr__2__d),
        .q(mrerr__2__q),
        .clock(mrerr__2__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__3(
        .d(mrerr__3__d),
        .q(mrerr__3__q),
        .clock(mrerr__3__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__4(
        .d(mrerr__4__d),
        .q(mrerr__4__q),
        .clock(mrerr__4__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__5(
        .d(mrerr__5__d),
        .q(mrerr__5__q),
        .clock(mrerr__5__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__6(
        .d(mrerr__6__d),
        .q(mrerr__6__q),
        .clock(mrerr__6__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__7(
        .d(mrerr__7__d),
        .q(mrerr__7__q),
        .clock(mrerr__7__clock)
    );
    roce_mkey_cache__dff_w1 mup__0(
        .d(mup__0__d),
        .q(mup__0__q),
        .clock(mup__0__clock)
    );
    roce_mkey_cache__dff_w1 mup__1(
        .d(mup__1__d),
        .q(mup__1__q),
        .clock(mup__1__clock)
    );
    roce_mkey_cache__dff_w1 mup__2(
        .d(mup__2__d),
        .q(mup__2__q),
        .clock(mup__2__clock)
    );
    roce_mkey_cache__dff_w1 mup__3(
        .d(mup__3__d),
        .q(mup__3__q),
        .clock(mup__3__clock)
    );
    roce_mkey_cache__dff_w1 mup__4(
        .d(mup__4__d),
        .q(mup__4__q),
        .clock(mup__4__clock)
    );
    roce_mkey_cache__dff_w1 mup__5(
        .d(mup__5__d),
        .q(mup__5__q),
        .clock(mup__5__clock)
    );
    roce_mkey_cache__dff_w1 mup__6(
        .d(mup__6__d),
        .q(mup__6__q),
        .clock(mup__6__clock)
    );
    roce_mkey_cache__dff_w1 mup__7(
        .d(mup__7__d),
        .q(mup__7__q),
        .clock(mup__7__clock)
    );
    roce_mkey_cache__dff_w1 mpf__0(
        .d(mpf__0__d),
        .q(mpf__0__q),
        .clock(mpf__0__clock)
    );
    roce_mkey_cache__dff_w1 mpf__1(
        .d(mpf__1__d),
        .q(mpf__1__q),
        .clock(mpf__1__clock)
    );
    roce_mkey_cache__dff_w1 mpf__2(
        .d(mpf__2__d),
        .q(mpf__2__q),
        .clock(mpf__2__clock)
    );
    roce_mkey_cache__dff_w1 mpf__3(
        .d(mpf__3__d),
        .q(mpf__3__q),
        .clock(mpf__3__clock)
    );
    roce_mkey_cache__dff_w1 mpf__4(
        .d(mpf__4__d),
        .q(mpf__4__q),
        .clock(mpf__4__clock)
    );
    roce_mkey_cache__dff_w1 mpf__5(
        .d(mpf__5__d),
        .q(mpf__5__q),
        .clock(mpf__5__clock)
    );
    roce_mkey_cache__dff_w1 mpf__6(
        .d(mpf__6__d),
        .q(mpf__6__q),
        .clock(mpf__6__clock)
    );
    roce_mkey_cache__dff_w1 mpf__7(
        .d(mpf__7__d),
        .q(mpf__7__q),
        .clock(mpf__7__clock)
    );
    roce_mkey_cache__dff_w1 w_busy(
        .d(w_busy__d),
        .q(w_busy__q),
        .clock(w_busy__clock)
    );
    roce_mkey_cache__dff_w1 w_phase(
        .d(w_phase__d),
        .q(w_phase__q),
        .clock(w_phase__clock)
    );
    roce_mkey_cache__dff_w3 w_cur(
        .d(w_cur__d),
        .q(w_cur__q),
        .clock(w_cur__clock)
    );
    roce_mkey_cache__dff_w1 w_beat(
        .d(w_beat__d),
        .q(w_beat__q),
        .clock(w_beat__clock)
    );
    roce_mkey_cache__dff_w3 wq_id__0(
        .d(wq_id__0__d),
        .q(wq_id__0__q),
        .clock(wq_id__0__clock)
    );
    roce_mkey_cache__dff_w3 wq_id__1(
        .d(wq_id__1__d),
        .q(wq_id__1__q),
        .clock(wq_id__1__clock)
    );
    roce_mkey_cache__dff_w3 wq_id__2(
        .d(wq_id__2__d),
        .q(wq_id__2__q),
        .clock(wq_id__2__clock)
    );
    roce_mkey_cache__dff_w3 wq_id__3(
        .d(wq_id__3__d),
        .q(wq_id__3__q),
        .clock(wq_id__3__clock)
    );
    roce_mkey_cache__dff_w3 wq_id__4(
        .d(wq_id__4__d),
        .q(wq_id__4__q),
        .clock(wq_id__4__clock)
    );
    roce_mkey_cache__dff_w3 wq_id__5(
        .d(wq_id__5__d),
        .q(wq_id__5__q),
        .clock(wq_id__5__clock)
    );
    roce_mkey_cache__dff_w3 wq_id__6(
        .d(wq_id__6__d),
        .q(wq_id__6__q),
        .clock(wq_id__6__clock)
    );
    roce_mkey_cache__dff_w3 wq_id__7(
        .d(wq_id__7__d),
        .q(wq_id__7__q),
        .clock(wq_id__7__clock)
    );
    roce_mkey_cache__dff_w4 wq_head(
        .d(wq_head__d),
        .q(wq_head__q),
        .clock(wq_head__clock)
    );
    roce_mkey_cache__dff_w4 wq_tail(
        .d(wq_tail__d),
        .q(wq_tail__q),
        .clock(wq_tail__clock)
    );
    roce_mkey_cache__dff_w1 r_busy(
        .d(r_busy__d),
        .q(r_busy__q),
        .clock(r_busy__clock)
    );
    roce_mkey_cache__dff_w3 r_cur(
        .d(r_cur__d),
        .q(r_cur__q),
        .clock(r_cur__clock)
    );
    roce_mkey_cache__dff_w1 r_beat(
        .d(r_beat__d),
        .q(r_beat__q),
        .clock(r_beat__clock)
    );
    roce_mkey_cache__dff_w3 rq_id__0(
        .d(rq_id__0__d),
        .q(rq_id__0__q),
        .clock(rq_id__0__clock)
    );
    roce_mkey_cache__dff_w3 rq_id__1(
        .d(rq_id__1__d),
        .q(rq_id__1__q),
        .clock(rq_id__1__clock)
    );
    roce_mkey_cache__dff_w3 rq_id__2(
        .d(rq_id__2__d),
        .q(rq_id__2__q),
        .clock(rq_id__2__clock)
    );
    roce_mkey_cache__dff_w3 rq_id__3(
        .d(rq_id__3__d),
        .q(rq_id__3__q),
        .clock(rq_id__3__clock)
    );
    roce_mkey_cache__dff_w3 rq_id__4(
        .d(rq_id__4__d),
        .q(rq_id__4__q),
        .clock(rq_id__4__clock)
    );
    roce_mkey_cache__dff_w3 rq_id__5(
        .d(rq_id__5__d),
        .q(rq_id__5__q),
        .clock(rq_id__5__clock)
    );
    roce_mkey_cache__dff_w3 rq_id__6(
        .d(rq_id__6__d),
        .q(rq_id__6__q),
        .clock(rq_id__6__clock)
    );
    roce_mkey_cache__dff_w3 rq_id__7(
        .d(rq_id__7__d),
        .q(rq_id__7__q),
        .clock(rq_id__7__clock)
    );
    roce_mkey_cache__dff_w4 rq_head(
        .d(rq_head__d),
        .q(rq_head__q),
        .clock(rq_head__clock)
    );
    roce_mkey_cache__dff_w4 rqd_head(
        .d(rqd_head__d),
        .q(rqd_head__q),
        .clock(rqd_head__clock)
    );
    roce_mkey_cache__dff_w4 rq_tail(
        .d(rq_tail__d),
        .q(rq_tail__q),
        .clock(rq_tail__clock)
    );
    roce_mkey_cache__dff_w3 s1_mid(
        .d(s1_mid__d),
        .q(s1_mid__q),
        .clock(s1_mid__clock)
    );
    roce_mkey_cache__dff_w6 q_count(
        .d(q_count__d),
        .q(q_count__q),
        .clock(q_count__clock)
    );
    roce_mkey_cache__dff_w6 r_count(
        .d(r_count__d),
        .q(r_count__q),
        .clock(r_count__clock)
    );
    roce_mkey_cache__dff_w1 c_active(
        .d(c_active__d),
        .q(c_active__q),
        .clock(c_active__clock)
    );
    roce_mkey_cache__dff_w1 c_pending(
        .d(c_pending__d),
        .q(c_pending__q),
        .clock(c_pending__clock)
    );
    roce_mkey_cache__dff_w1024 c_data(
        .d(c_data__d),
        .q(c_data__q),
        .clock(c_data__clock)
    );
    roce_mkey_cache__dff_w1 c_err(
        .d(c_err__d),
        .q(c_err__q),
        .clock(c_err__clock)
    );
    roce_mkey_cache__dff_w1 fa_active(
        .d(fa_active__d),
        .q(fa_active__q),
        .clock(fa_active__clock)
    );
    roce_mkey_cache__fa_slot fa_slot(
        .d(fa_slot__d),
        .q(fa_slot__q),
        .clock(fa_slot__clock)
    );
    roce_mkey_cache__dff_w1 fa_phase(
        .d(fa_phase__d),
        .q(fa_phase__q),
        .clock(fa_phase__clock)
    );
    roce_mkey_cache__dff_w32 n_dropped(
        .d(n_dropped__d),
        .q(n_dropped__q),
        .clock(n_dropped__clock)
    );
    roce_mkey_cache__dff_w32 n_wberr(
        .d(n_wberr__d),
        .q(n_wberr__q),
        .clock(n_wberr__clock)
    );
    roce_mkey_cache__dff_w32 n_hits(
        .d(n_hits__d),
        .q(n_hits__q),
        .clock(n_hits__clock)
    );
    roce_mkey_cache__dff_w32 n_fills(
        .d(n_fills__d),
        .q(n_fills__q),
        .clock(n_fills__clock)
    );
    roce_mkey_cache__dff_w32 n_pf(
        .d(n_pf__d),
        .q(n_pf__q),
        .clock(n_pf__clock)
    );
    roce_mkey_cache__dff_w1 init_active(
        .d(init_active__d),
        .q(init_active__q),
        .clock(init_active__clock)
    );
    roce_mkey_cache__dff_w8 init_set(
        .d(init_set__d),
        .q(init_set__q),
        .clock(init_set__clock)
    );
    
    assign s1_valid__clock = clock;
    assign s1_fill__clock = clock;
    assign s1_replay__clock = clock;
    assign s1_pf__clock = clock;
    assign s1_op__clock = clock;
    assign s1_index__clock = clock;
    assign s1_tag__clock = clock;
    assign s1_data__clock = clock;
    assign fwd_valid__clock = clock;
    assign fwd_set__clock = clock;
    assign fwd_way__clock = clock;
    assign fwd_tw__clock = clock;
    assign fwd_lo__clock = clock;
    assign fwd_hi__clock = clock;
    assign rr__clock = clock;
    assign w_busy__clock = clock;
    assign w_phase__clock = clock;
    assign w_cur__clock = clock;
    assign w_beat__clock = clock;
    assign wq_head__clock = clock;
    assign wq_tail__clock = clock;
    assign r_busy__clock = clock;
    assign r_cur__clock = clock;
    assign r_beat__clock = clock;
    assign rq_head__clock = clock;
    assign rqd_head__clock = clock;
    assign rq_tail__clock = clock;
    assign s1_mid__clock = clock;
    assign c_active__clock = clock;
    assign c_pending__clock = clock;
    assign c_data__clock = clock;
    assign c_err__clock = clock;
    assign fa_active__clock = clock;
    assign fa_slot__clock = clock;
    assign fa_phase__clock = clock;
    assign q_count__clock = clock;
    assign r_count__clock = clock;
    assign n_dropped__clock = clock;
    assign n_wberr__clock = clock;
    assign n_hits__clock = clock;
    assign n_fills__clock = clock;
    assign n_pf__clock = clock;
    assign init_active__clock = clock;
    assign init_set__clock = clock;
    assign queue__clock = clock;
    assign rspq__clock = clock;
    assign queue__reset = reset;
    assign rspq__reset = reset;
    assign tram__0__read_clock = clock;
    assign tram__0__write_clock = clock;
    assign dlo__0__read_clock = clock;
    assign dlo__0__write_clock = clock;
    assign dhi__0__read_clock = clock;
    assign dhi__0__write_clock = clock;
    assign tram__1__read_clock = clock;
    assign tram__1__write_clock = clock;
    assign dlo__1__read_clock = clock;
    assign dlo__1__write_clock = clock;
    assign dhi__1__read_clock = clock;
    assign dhi__1__write_clock = clock;
    assign tram__2__read_clock = clock;
    assign tram__2__write_clock = clock;
    assign dlo__2__read_clock = clock;
    assign dlo__2__write_clock = clock;
    assign dhi__2__read_clock = clock;
    assign dhi__2__write_clock = clock;
    assign tram__3__read_clock = clock;
    assign tram__3__write_clock = clock;
    assign dlo__3__read_clock = clock;
    assign dlo__3__write_clock = clock;
    assign dhi__3__read_clock = clock;
    assign dhi__3__write_clock = clock;
    assign mv__0__clock = clock;
    assign mset__0__clock = clock;
    assign mway__0__clock = clock;
    assign mindex__0__clock = clock;
    assign mrtag__0__clock = clock;
    assign mcmd__0__clock = clock;
    assign mfill__0__clock = clock;
    assign mwb__0__clock = clock;
    assign mwbidx__0__clock = clock;
    assign mtw__0__clock = clock;
    assign mlo__0__clock = clock;
    assign mhi__0__clock = clock;
    assign mwsent__0__clock = clock;
    assign mwdone__0__clock = clock;
    assign mrreq__0__clock = clock;
    assign mrdone__0__clock = clock;
    assign mrerr__0__clock = clock;
    assign mup__0__clock = clock;
    assign mpf__0__clock = clock;
    assign wq_id__0__clock = clock;
    assign rq_id__0__clock = clock;
    assign mv__1__clock = clock;
    assign mset__1__clock = clock;
    assign mway__1__clock = clock;
    assign mindex__1__clock = clock;
    assign mrtag__1__clock = clock;
    assign mcmd__1__clock = clock;
    assign mfill__1__clock = clock;
    assign mwb__1__clock = clock;
    assign mwbidx__1__clock = clock;
    assign mtw__1__clock = clock;
    assign mlo__1__clock = clock;
    assign mhi__1__clock = clock;
    assign mwsent__1__clock = clock;
    assign mwdone__1__clock = clock;
    assign mrreq__1__clock = clock;
    assign mrdone__1__clock = clock;
    assign mrerr__1__clock = clock;
    assign mup__1__clock = clock;
    assign mpf__1__clock = clock;
    assign wq_id__1__clock = clock;
    assign rq_id__1__clock = clock;
    assign mv__2__clock = clock;
    assign mset__2__clock = clock;
    assign mway__2__clock = clock;
    assign mindex__2__clock = clock;
    assign mrtag__2__clock = clock;
    assign mcmd__2__clock = clock;
    assign mfill__2__clock = clock;
    assign mwb__2__clock = clock;
    assign mwbidx__2__clock = clock;
    assign mtw__2__clock = clock;
    assign mlo__2__clock = clock;
    assign mhi__2__clock = clock;
    assign mwsent__2__clock = clock;
    assign mwdone__2__clock = clock;
    assign mrreq__2__clock = clock;
    assign mrdone__2__clock = clock;
    assign mrerr__2__clock = clock;
    assign mup__2__clock = clock;
    assign mpf__2__clock = clock;
    assign wq_id__2__clock = clock;
    assign rq_id__2__clock = clock;
    assign mv__3__clock = clock;
    assign mset__3__clock = clock;
    assign mway__3__clock = clock;
    assign mindex__3__clock = clock;
    assign mrtag__3__clock = clock;
    assign mcmd__3__clock = clock;
    assign mfill__3__clock = clock;
    assign mwb__3__clock = clock;
    assign mwbidx__3__clock = clock;
    assign mtw__3__clock = clock;
    assign mlo__3__clock = clock;
    assign mhi__3__clock = clock;
    assign mwsent__3__clock = clock;
    assign mwdone__3__clock = clock;
    assign mrreq__3__clock = clock;
    assign mrdone__3__clock = clock;
    assign mrerr__3__clock = clock;
    assign mup__3__clock = clock;
    assign mpf__3__clock = clock;
    assign wq_id__3__clock = clock;
    assign rq_id__3__clock = clock;
    assign mv__4__clock = clock;
    assign mset__4__clock = clock;
    assign mway__4__clock = clock;
    assign mindex__4__clock = clock;
    assign mrtag__4__clock = clock;
    assign mcmd__4__clock = clock;
    assign mfill__4__clock = clock;
    assign mwb__4__clock = clock;
    assign mwbidx__4__clock = clock;
    assign mtw__4__clock = clock;
    assign mlo__4__clock = clock;
    assign mhi__4__clock = clock;
    assign mwsent__4__clock = clock;
    assign mwdone__4__clock = clock;
    assign mrreq__4__clock = clock;
    assign mrdone__4__clock = clock;
    assign mrerr__4__clock = clock;
    assign mup__4__clock = clock;
    assign mpf__4__clock = clock;
    assign wq_id__4__clock = clock;
    assign rq_id__4__clock = clock;
    assign mv__5__clock = clock;
    assign mset__5__clock = clock;
    assign mway__5__clock = clock;
    assign mindex__5__clock = clock;
    assign mrtag__5__clock = clock;
    assign mcmd__5__clock = clock;
    assign mfill__5__clock = clock;
    assign mwb__5__clock = clock;
    assign mwbidx__5__clock = clock;
    assign mtw__5__clock = clock;
    assign mlo__5__clock = clock;
    assign mhi__5__clock = clock;
    assign mwsent__5__clock = clock;
    assign mwdone__5__clock = clock;
    assign mrreq__5__clock = clock;
    assign mrdone__5__clock = clock;
    assign mrerr__5__clock = clock;
    assign mup__5__clock = clock;
    assign mpf__5__clock = clock;
    assign wq_id__5__clock = clock;
    assign rq_id__5__clock = clock;
    assign mv__6__clock = clock;
    assign mset__6__clock = clock;
    assign mway__6__clock = clock;
    assign mindex__6__clock = clock;
    assign mrtag__6__clock = clock;
    assign mcmd__6__clock = clock;
    assign mfill__6__clock = clock;
    assign mwb__6__clock = clock;
    assign mwbidx__6__clock = clock;
    assign mtw__6__clock = clock;
    assign mlo__6__clock = clock;
    assign mhi__6__clock = clock;
    assign mwsent__6__clock = clock;
    assign mwdone__6__clock = clock;
    assign mrreq__6__clock = clock;
    assign mrdone__6__clock = clock;
    assign mrerr__6__clock = clock;
    assign mup__6__clock = clock;
    assign mpf__6__clock = clock;
    assign wq_id__6__clock = clock;
    assign rq_id__6__clock = clock;
    assign mv__7__clock = clock;
    assign mset__7__clock = clock;
    assign mway__7__clock = clock;
    assign mindex__7__clock = clock;
    assign mrtag__7__clock = clock;
    assign mcmd__7__clock = clock;
    assign mfill__7__clock = clock;
    assign mwb__7__clock = clock;
    assign mwbidx__7__clock = clock;
    assign mtw__7__clock = clock;
    assign mlo__7__clock = clock;
    assign mhi__7__clock = clock;
    assign mwsent__7__clock = clock;
    assign mwdone__7__clock = clock;
    assign mrreq__7__clock = clock;
    assign mrdone__7__clock = clock;
    assign mrerr__7__clock = clock;
    assign mup__7__clock = clock;
    assign mpf__7__clock = clock;
    assign wq_id__7__clock = clock;
    assign rq_id__7__clock = clock;
    
    // Update code
    always @(*) begin
        s1_valid__d = s1_valid__q;
        s1_fill__d = s1_fill__q;
        s1_replay__d = s1_replay__q;
        s1_pf__d = s1_pf__q;
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
        w_busy__d = w_busy__q;
        w_phase__d = w_phase__q;
        w_cur__d = w_cur__q;
        w_beat__d = w_beat__q;
        wq_head__d = wq_head__q;
        wq_tail__d = wq_tail__q;
        r_busy__d = r_busy__q;
        r_cur__d = r_cur__q;
        r_beat__d = r_beat__q;
        rq_head__d = rq_head__q;
        rqd_head__d = rqd_head__q;
        rq_tail__d = rq_tail__q;
        s1_mid__d = s1_mid__q;
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
        n_pf__d = n_pf__q;
        init_active__d = init_active__q;
        init_set__d = init_set__q;
        queue__replace = 1'b0;
        rspq__replace = 1'b0;
        dropped = n_dropped__q;
        wb_errors = n_wberr__q;
        hits = n_hits__q;
        fills = n_fills__q;
        pf_fills = n_pf__q;
        parked = queue__fill;
        rsp_fill = rspq__fill;
        mup__0__d = mup__0__q;
        mpf__0__d = mpf__0__q;
        mv__0__d = mv__0__q;
        mset__0__d = mset__0__q;
        mway__0__d = mway__0__q;
        mindex__0__d = mindex__0__q;
        mrtag__0__d = mrtag__0__q;
        mcmd__0__d = mcmd__0__q;
        mfill__0__d = mfill__0__q;
        mwb__0__d = mwb__0__q;
        mwbidx__0__d = mwbidx__0__q;
        mtw__0__d = mtw__0__q;
        mlo__0__d = mlo__0__q;
        mhi__0__d = mhi__0__q;
        mwsent__0__d = mwsent__0__q;
        mwdone__0__d = mwdone__0__q;
        mrreq__0__d = mrreq__0__q;
        mrdone__0__d = mrdone__0__q;
        mrerr__0__d = mrerr__0__q;
        wq_id__0__d = wq_id__0__q;
        rq_id__0__d = rq_id__0__q;
        mup__1__d = mup__1__q;
        mpf__1__d = mpf__1__q;
        mv__1__d = mv__1__q;
        mset__1__d = mset__1__q;
        mway__1__d = mway__1__q;
        mindex__1__d = mindex__1__q;
        mrtag__1__d = mrtag__1__q;
        mcmd__1__d = mcmd__1__q;
        mfill__1__d = mfill__1__q;
        mwb__1__d = mwb__1__q;
        mwbidx__1__d = mwbidx__1__q;
        mtw__1__d = mtw__1__q;
        mlo__1__d = mlo__1__q;
        mhi__1__d = mhi__1__q;
        mwsent__1__d = mwsent__1__q;
        mwdone__1__d = mwdone__1__q;
        mrreq__1__d = mrreq__1__q;
        mrdone__1__d = mrdone__1__q;
        mrerr__1__d = mrerr__1__q;
        wq_id__1__d = wq_id__1__q;
        rq_id__1__d = rq_id__1__q;
        mup__2__d = mup__2__q;
        mpf__2__d = mpf__2__q;
        mv__2__d = mv__2__q;
        mset__2__d = mset__2__q;
        mway__2__d = mway__2__q;
        mindex__2__d = mindex__2__q;
        mrtag__2__d = mrtag__2__q;
        mcmd__2__d = mcmd__2__q;
        mfill__2__d = mfill__2__q;
        mwb__2__d = mwb__2__q;
        mwbidx__2__d = mwbidx__2__q;
        mtw__2__d = mtw__2__q;
        mlo__2__d = mlo__2__q;
        mhi__2__d = mhi__2__q;
        mwsent__2__d = mwsent__2__q;
        mwdone__2__d = mwdone__2__q;
        mrreq__2__d = mrreq__2__q;
        mrdone__2__d = mrdone__2__q;
        mrerr__2__d = mrerr__2__q;
        wq_id__2__d = wq_id__2__q;
        rq_id__2__d = rq_id__2__q;
        mup__3__d = mup__3__q;
        mpf__3__d = mpf__3__q;
        mv__3__d = mv__3__q;
        mset__3__d = mset__3__q;
        mway__3__d = mway__3__q;
        mindex__3__d = mindex__3__q;
        mrtag__3__d = mrtag__3__q;
        mcmd__3__d = mcmd__3__q;
        mfill__3__d = mfill__3__q;
        mwb__3__d = mwb__3__q;
        mwbidx__3__d = mwbidx__3__q;
        mtw__3__d = mtw__3__q;
        mlo__3__d = mlo__3__q;
        mhi__3__d = mhi__3__q;
        mwsent__3__d = mwsent__3__q;
        mwdone__3__d = mwdone__3__q;
        mrreq__3__d = mrreq__3__q;
        mrdone__3__d = mrdone__3__q;
        mrerr__3__d = mrerr__3__q;
        wq_id__3__d = wq_id__3__q;
        rq_id__3__d = rq_id__3__q;
        mup__4__d = mup__4__q;
        mpf__4__d = mpf__4__q;
        mv__4__d = mv__4__q;
        mset__4__d = mset__4__q;
        mway__4__d = mway__4__q;
        mindex__4__d = mindex__4__q;
        mrtag__4__d = mrtag__4__q;
        mcmd__4__d = mcmd__4__q;
        mfill__4__d = mfill__4__q;
        mwb__4__d = mwb__4__q;
        mwbidx__4__d = mwbidx__4__q;
        mtw__4__d = mtw__4__q;
        mlo__4__d = mlo__4__q;
        mhi__4__d = mhi__4__q;
        mwsent__4__d = mwsent__4__q;
        mwdone__4__d = mwdone__4__q;
        mrreq__4__d = mrreq__4__q;
        mrdone__4__d = mrdone__4__q;
        mrerr__4__d = mrerr__4__q;
        wq_id__4__d = wq_id__4__q;
        rq_id__4__d = rq_id__4__q;
        mup__5__d = mup__5__q;
        mpf__5__d = mpf__5__q;
        mv__5__d = mv__5__q;
        mset__5__d = mset__5__q;
        mway__5__d = mway__5__q;
        mindex__5__d = mindex__5__q;
        mrtag__5__d = mrtag__5__q;
        mcmd__5__d = mcmd__5__q;
        mfill__5__d = mfill__5__q;
        mwb__5__d = mwb__5__q;
        mwbidx__5__d = mwbidx__5__q;
        mtw__5__d = mtw__5__q;
        mlo__5__d = mlo__5__q;
        mhi__5__d = mhi__5__q;
        mwsent__5__d = mwsent__5__q;
        mwdone__5__d = mwdone__5__q;
        mrreq__5__d = mrreq__5__q;
        mrdone__5__d = mrdone__5__q;
        mrerr__5__d = mrerr__5__q;
        wq_id__5__d = wq_id__5__q;
        rq_id__5__d = rq_id__5__q;
        mup__6__d = mup__6__q;
        mpf__6__d = mpf__6__q;
        mv__6__d = mv__6__q;
        mset__6__d = mset__6__q;
        mway__6__d = mway__6__q;
        mindex__6__d = mindex__6__q;
        mrtag__6__d = mrtag__6__q;
        mcmd__6__d = mcmd__6__q;
        mfill__6__d = mfill__6__q;
        mwb__6__d = mwb__6__q;
        mwbidx__6__d = mwbidx__6__q;
        mtw__6__d = mtw__6__q;
        mlo__6__d = mlo__6__q;
        mhi__6__d = mhi__6__q;
        mwsent__6__d = mwsent__6__q;
        mwdone__6__d = mwdone__6__q;
        mrreq__6__d = mrreq__6__q;
        mrdone__6__d = mrdone__6__q;
        mrerr__6__d = mrerr__6__q;
        wq_id__6__d = wq_id__6__q;
        rq_id__6__d = rq_id__6__q;
        mup__7__d = mup__7__q;
        mpf__7__d = mpf__7__q;
        mv__7__d = mv__7__q;
        mset__7__d = mset__7__q;
        mway__7__d = mway__7__q;
        mindex__7__d = mindex__7__q;
        mrtag__7__d = mrtag__7__q;
        mcmd__7__d = mcmd__7__q;
        mfill__7__d = mfill__7__q;
        mwb__7__d = mwb__7__q;
        mwbidx__7__d = mwbidx__7__q;
        mtw__7__d = mtw__7__q;
        mlo__7__d = mlo__7__q;
        mhi__7__d = mhi__7__q;
        mwsent__7__d = mwsent__7__q;
        mwdone__7__d = mwdone__7__q;
        mrreq__7__d = mrreq__7__q;
        mrdone__7__d = mrdone__7__q;
        mrerr__7__d = mrerr__7__q;
        wq_id__7__d = wq_id__7__q;
        rq_id__7__d = rq_id__7__q;
        q_head = queue__rd_data;
        q_index = q_head[(64'h400)+:(24)];
        m_busy = 1'b0;
        free_any = 1'b0;
        free_id = 32'h0;
        ins_any = 1'b0;
        ins_id = 32'h0;
        qset_busy = 1'b0;
        if (mv__7__q) begin
            m_busy = 1'b1;
            if (mfill__7__q & mrdone__7__q & mwdone__7__q) begin
                ins_any = 1'b1;
                ins_id = mid__7;
            end
            if (mset__7__q == q_index[(32'h0)+:(8)]) begin
                qset_busy = 1'b1;
            end
        end
        else begin
            free_any = 1'b1;
            free_id = mid__7;
        end
        if (mv__6__q) begin
            m_busy = 1'b1;
            if (mfill__6__q & mrdone__6__q & mwdone__6__q) begin
                ins_any = 1'b1;
                ins_id = mid__6;
            end
            if (mset__6__q == q_index[(32'h0)+:(8)]) begin
                qset_busy = 1'b1;
            end
        end
        else begin
            free_any = 1'b1;
            free_id = mid__6;
        end
        if (mv__5__q) begin
            m_busy = 1'b1;
            if (mfill__5__q & mrdone__5__q & mwdone__5__q) begin
                ins_any = 1'b1;
                ins_id = mid__5;
            end
            if (mset__5__q == q_index[(32'h0)+:(8)]) begin
                qset_busy = 1'b1;
            end
        end
        else begin
            free_any = 1'b1;
            free_id = mid__5;
        end
        if (mv__4__q) begin
            m_busy = 1'b1;
            if (mfill__4__q & mrdone__4__q & mwdone__4__q) begin
                ins_any = 1'b1;
                ins_id = mid__4;
            end
            if (mset__4__q == q_index[(32'h0)+:(8)]) begin
                qset_busy = 1'b1;
            end
        end
        else begin
            free_any = 1'b1;
            free_id = mid__4;
        end
        if (mv__3__q) begin
            m_busy = 1'b1;
            if (mfill__3__q & mrdone__3__q & mwdone__3__q) begin
                ins_any = 1'b1;
                ins_id = mid__3;
            end
            if (mset__3__q == q_index[(32'h0)+:(8)]) begin
                qset_busy = 1'b1;
            end
        end
        else begin
            free_any = 1'b1;
            free_id = mid__3;
        end
        if (mv__2__q) begin
            m_busy = 1'b1;
            if (mfill__2__q & mrdone__2__q & mwdone__2__q) begin
                ins_any = 1'b1;
                ins_id = mid__2;
            end
            if (mset__2__q == q_index[(32'h0)+:(8)]) begin
                qset_busy = 1'b1;
            end
        end
        else begin
            free_any = 1'b1;
            free_id = mid__2;
        end
        if (mv__1__q) begin
            m_busy = 1'b1;
            if (mfill__1__q & mrdone__1__q & mwdone__1__q) begin
                ins_any = 1'b1;
                ins_id = mid__1;
            end
            if (mset__1__q == q_index[(32'h0)+:(8)]) begin
                qset_busy = 1'b1;
            end
        end
        else begin
            free_any = 1'b1;
            free_id = mid__1;
        end
        if (mv__0__q) begin
            m_busy = 1'b1;
            if (mfill__0__q & mrdone__0__q & mwdone__0__q) begin
                ins_any = 1'b1;
                ins_id = mid__0;
            end
            if (mset__0__q == q_index[(32'h0)+:(8)]) begin
                qset_busy = 1'b1;
            end
        end
        else begin
            free_any = 1'b1;
            free_id = mid__0;
        end
        r_head = rspq__rd_data;
        rsp_valid = rspq__rd_valid;
        rsp_data = r_head[(64'h0)+:(1024)];
        rsp_err = r_head[(64'h400)+:(1)];
        rsp_tag = r_head[(64'h401)+:(8)];
        rspq__rd_en = rsp_ready;
        cpl_valid = c_pending__q & ~m_busy & ~fa_active__q & ~s1_valid__q;
        cpl_data = c_data__q;
        cpl_err = c_err__q;
        if (cpl_valid & cpl_ready) begin
            c_pending__d = 1'b0;
            c_active__d = 1'b0;
        end
        accept_new = ~c_active__q & ~fa_active__q & ~cmd_valid & (q_count__q == 32'h0) & (r_count__q < 32'h10);
        sel_valid = 1'b0;
        sel_fill = 1'b0;
        sel_replay = 1'b0;
        sel_pf = 1'b0;
        sel_op = 32'h0;
        sel_index = 32'h0;
        sel_tag = 32'h0;
        sel_data = 32'h0;
        sel_mid = 32'h0;
        lk_ready = 1'b0;
        up_ready = 1'b0;
        cmd_ready = 1'b0;
        pf_ready = 1'b0;
        if (init_active__q) begin
        end
        else if (ins_any & ~(s1_valid__q & s1_fill__q)) begin
            sel_valid = 1'b1;
            sel_fill = 1'b1;
            sel_mid = ins_id;
            if (ins_id == mid__0) begin
                sel_index = mindex__0__q;
            end
            if (ins_id == mid__1) begin
                sel_index = mindex__1__q;
            end
            if (ins_id == mid__2) begin
                sel_index = mindex__2__q;
            end
            if (ins_id == mid__3) begin
                sel_index = mindex__3__q;
            end
            if (ins_id == mid__4) begin
                sel_index = mindex__4__q;
            end
            if (ins_id == mid__5) begin
                sel_index = mindex__5__q;
            end
            if (ins_id == mid__6) begin
                sel_index = mindex__6__q;
            end
            if (ins_id == mid__7) begin
                sel_index = mindex__7__q;
            end
        end
        else if (queue__rd_valid & ~qset_busy & free_any & ~(s1_valid__q & s1_replay__q) & (r_count__q < 32'h10)) begin
            sel_valid = 1'b1;
            sel_replay = 1'b1;
            sel_data = q_head[(64'h0)+:(1024)];
            sel_index = q_index;
            sel_tag = q_head[(64'h418)+:(8)];
            sel_op = q_head[(64'h420)+:(3)];
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
        else if (pf_valid & accept_new) begin
            pf_ready = 1'b1;
            sel_valid = 1'b1;
            sel_pf = 1'b1;
            sel_op = 32'h0;
            sel_index = pf_index;
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
        s1_pf__d = sel_pf;
        s1_op__d = sel_op;
        s1_index__d = sel_index;
        s1_tag__d = sel_tag;
        s1_data__d = sel_data;
        s1_mid__d = sel_mid;
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
        set_busy = 1'b0;
        if (mv__0__q & (mset__0__q == s1_set)) begin
            set_busy = 1'b1;
        end
        if (mv__1__q & (mset__1__q == s1_set)) begin
            set_busy = 1'b1;
        end
        if (mv__2__q & (mset__2__q == s1_set)) begin
            set_busy = 1'b1;
        end
        if (mv__3__q & (mset__3__q == s1_set)) begin
            set_busy = 1'b1;
        end
        if (mv__4__q & (mset__4__q == s1_set)) begin
            set_busy = 1'b1;
        end
        if (mv__5__q & (mset__5__q == s1_set)) begin
            set_busy = 1'b1;
        end
        if (mv__6__q & (mset__6__q == s1_set)) begin
            set_busy = 1'b1;
        end
        if (mv__7__q & (mset__7__q == s1_set)) begin
            set_busy = 1'b1;
        end
        absorb = 1'b0;
        a_id = 32'h0;
        a_way = 32'h0;
        if (mv__0__q & mfill__0__q & ~mcmd__0__q & (mindex__0__q == s1_index__q)) begin
            absorb = in_range & (s1_op__q == 32'h6);
            a_id = mid__0;
            a_way = mway__0__q;
        end
        if (mv__1__q & mfill__1__q & ~mcmd__1__q & (mindex__1__q == s1_index__q)) begin
            absorb = in_range & (s1_op__q == 32'h6);
            a_id = mid__1;
            a_way = mway__1__q;
        end
        if (mv__2__q & mfill__2__q & ~mcmd__2__q & (mindex__2__q == s1_index__q)) begin
            absorb = in_range & (s1_op__q == 32'h6);
            a_id = mid__2;
            a_way = mway__2__q;
        end
        if (mv__3__q & mfill__3__q & ~mcmd__3__q & (mindex__3__q == s1_index__q)) begin
            absorb = in_range & (s1_op__q == 32'h6);
            a_id = mid__3;
            a_way = mway__3__q;
        end
        if (mv__4__q & mfill__4__q & ~mcmd__4__q & (mindex__4__q == s1_index__q)) begin
            absorb = in_range & (s1_op__q == 32'h6);
            a_id = mid__4;
            a_way = mway__4__q;
        end
        if (mv__5__q & mfill__5__q & ~mcmd__5__q & (mindex__5__q == s1_index__q)) begin
            absorb = in_range & (s1_op__q == 32'h6);
            a_id = mid__5;
            a_way = mway__5__q;
        end
        if (mv__6__q & mfill__6__q & ~mcmd__6__q & (mindex__6__q == s1_index__q)) begin
            absorb = in_range & (s1_op__q == 32'h6);
            a_id = mid__6;
            a_way = mway__6__q;
        end
        if (mv__7__q & mfill__7__q & ~mcmd__7__q & (mindex__7__q == s1_index__q)) begin
            absorb = in_range & (s1_op__q == 32'h6);
            a_id = mid__7;
            a_way = mway__7__q;
        end
        ok = ~in_range | (~set_busy & (hit | free_any)) | absorb;
        if (s1_op__q == 32'h7) begin
            ok = ~set_busy & free_any;
        end
        pf_go = in_range & ~set_busy & ~hit & free_any & (q_count__q == 32'h0);
        i_way = 32'h0;
        i_tw = 32'h0;
        i_lo = 32'h0;
        i_hi = 32'h0;
        i_err = 1'b0;
        i_cmd = 1'b0;
        i_rtag = 32'h0;
        i_up = 1'b0;
        i_pf = 1'b0;
        if (s1_mid__q == mid__0) begin
            i_way = mway__0__q;
            i_tw = mtw__0__q;
            i_lo = mlo__0__q;
            i_hi = mhi__0__q;
            i_err = mrerr__0__q;
            i_cmd = mcmd__0__q;
            i_rtag = mrtag__0__q;
            i_up = mup__0__q;
            i_pf = mpf__0__q;
        end
        if (s1_mid__q == mid__1) begin
            i_way = mway__1__q;
            i_tw = mtw__1__q;
            i_lo = mlo__1__q;
            i_hi = mhi__1__q;
            i_err = mrerr__1__q;
            i_cmd = mcmd__1__q;
            i_rtag = mrtag__1__q;
            i_up = mup__1__q;
            i_pf = mpf__1__q;
        end
        if (s1_mid__q == mid__2) begin
            i_way = mway__2__q;
            i_tw = mtw__2__q;
            i_lo = mlo__2__q;
            i_hi = mhi__2__q;
            i_err = mrerr__2__q;
            i_cmd = mcmd__2__q;
            i_rtag = mrtag__2__q;
            i_up = mup__2__q;
            i_pf = mpf__2__q;
        end
        if (s1_mid__q == mid__3) begin
            i_way = mway__3__q;
            i_tw = mtw__3__q;
            i_lo = mlo__3__q;
            i_hi = mhi__3__q;
            i_err = mrerr__3__q;
            i_cmd = mcmd__3__q;
            i_rtag = mrtag__3__q;
            i_up = mup__3__q;
            i_pf = mpf__3__q;
        end
        if (s1_mid__q == mid__4) begin
            i_way = mway__4__q;
            i_tw = mtw__4__q;
            i_lo = mlo__4__q;
            i_hi = mhi__4__q;
            i_err = mrerr__4__q;
            i_cmd = mcmd__4__q;
            i_rtag = mrtag__4__q;
            i_up = mup__4__q;
            i_pf = mpf__4__q;
        end
        if (s1_mid__q == mid__5) begin
            i_way = mway__5__q;
            i_tw = mtw__5__q;
            i_lo = mlo__5__q;
            i_hi = mhi__5__q;
            i_err = mrerr__5__q;
            i_cmd = mcmd__5__q;
            i_rtag = mrtag__5__q;
            i_up = mup__5__q;
            i_pf = mpf__5__q;
        end
        if (s1_mid__q == mid__6) begin
            i_way = mway__6__q;
            i_tw = mtw__6__q;
            i_lo = mlo__6__q;
            i_hi = mhi__6__q;
            i_err = mrerr__6__q;
            i_cmd = mcmd__6__q;
            i_rtag = mrtag__6__q;
            i_up = mup__6__q;
            i_pf = mpf__6__q;
        end
        if (s1_mid__q == mid__7) begin
            i_way = mway__7__q;
            i_tw = mtw__7__q;
            i_lo = mlo__7__q;
            i_hi = mhi__7__q;
            i_err = mrerr__7__q;
            i_cmd = mcmd__7__q;
            i_rtag = mrtag__7__q;
            i_up = mup__7__q;
            i_pf = mpf__7__q;
        end
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
        r_data = 32'h0;
        c_set = 1'b0;
        c_set_err = 1'b0;
        c_set_data = 32'h0;
        mstart = 1'b0;
        a_set = 1'b0;
        ms_way = vway;
        ms_wb = 1'b0;
        ms_fill = 1'b0;
        ms_wb_index = ((s1_set) & 24'hffffff) | (((v_tw[(32'h0)+:(16)]) & 24'hffffff) << 32'h8);
        ms_lo = v_lo;
        ms_hi = v_hi;
        ms_tw = 32'h0;
        if (s1_valid__q) begin
            r_data = ((h_lo) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((h_hi) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
            if (s1_fill__q) begin
                w_en = ~i_up;
                w_way = i_way;
                w_tw = i_tw;
                if (i_err) begin
                    w_tw = 32'h0;
                end
                w_lo = i_lo;
                w_hi = i_hi;
                if (~two_beats) begin
                    w_hi = 32'h0;
                end
                r_data = ((w_lo) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((w_hi) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
                r_err = i_err;
                r_tag = i_rtag;
                if (i_cmd) begin
                    c_set = 1'b1;
                    c_set_err = r_err;
                    c_set_data = r_data;
                end
                else if (~i_pf) begin
                    r_push = 1'b1;
                end
            end
            else if (s1_pf__q) begin
                act = pf_go;
            end
            else if (~s1_replay__q & ((q_count__q != 32'h0) | ~ok)) begin
                park = 1'b1;
            end
            else if (s1_replay__q & ~ok) begin
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
                else if (is_write & absorb) begin
                    w_en = 1'b1;
                    w_way = a_way;
                    w_tw = ((s1_ltag) & 18'h3ffff) | (((32'h3) & 18'h3ffff) << 32'h10);
                    w_lo = s1_data__q[(32'h0)+:(512)];
                    w_hi = s1_data__q[(32'h200)+:(512)];
                    a_set = 1'b1;
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
        r_word[(64'h0)+:(1024)] = r_data;
        r_word[(64'h400)+:(1)] = r_err;
        r_word[(64'h401)+:(8)] = r_tag;
        rspq__wr_data = r_word;
        queue__wr_en = park;
        queue__wr_data[(64'h0)+:(1024)] = s1_data__q;
        queue__wr_data[(64'h400)+:(24)] = s1_index__q;
        queue__wr_data[(64'h418)+:(8)] = s1_tag__q;
        queue__wr_data[(64'h420)+:(3)] = s1_op__q;
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
        if (mv__0__q & ~mfill__0__q & mwdone__0__q) begin
            mv__0__d = 1'b0;
        end
        if (s1_valid__q & s1_fill__q & (s1_mid__q == mid__0)) begin
            mv__0__d = 1'b0;
        end
        if (mstart & (free_id == mid__0)) begin
            mv__0__d = 1'b1;
            mset__0__d = s1_set;
            mway__0__d = ms_way;
            mindex__0__d = s1_index__q;
            mrtag__0__d = s1_tag__q;
            mcmd__0__d = s1_op__q == 32'h2;
            mfill__0__d = ms_fill;
            mwb__0__d = ms_wb;
            mwbidx__0__d = ms_wb_index;
            mtw__0__d = ms_tw;
            mlo__0__d = ms_lo;
            mhi__0__d = ms_hi;
            mwsent__0__d = ~ms_wb;
            mwdone__0__d = ~ms_wb;
            mrreq__0__d = 1'b0;
            mrdone__0__d = 1'b0;
            mrerr__0__d = 1'b0;
            mup__0__d = 1'b0;
            mpf__0__d = s1_pf__q;
        end
        if (a_set & (a_id == mid__0)) begin
            mup__0__d = 1'b1;
        end
        if (mv__1__q & ~mfill__1__q & mwdone__1__q) begin
            mv__1__d = 1'b0;
        end
        if (s1_valid__q & s1_fill__q & (s1_mid__q == mid__1)) begin
            mv__1__d = 1'b0;
        end
        if (mstart & (free_id == mid__1)) begin
            mv__1__d = 1'b1;
            mset__1__d = s1_set;
            mway__1__d = ms_way;
            mindex__1__d = s1_index__q;
            mrtag__1__d = s1_tag__q;
            mcmd__1__d = s1_op__q == 32'h2;
            mfill__1__d = ms_fill;
            mwb__1__d = ms_wb;
            mwbidx__1__d = ms_wb_index;
            mtw__1__d = ms_tw;
            mlo__1__d = ms_lo;
            mhi__1__d = ms_hi;
            mwsent__1__d = ~ms_wb;
            mwdone__1__d = ~ms_wb;
            mrreq__1__d = 1'b0;
            mrdone__1__d = 1'b0;
            mrerr__1__d = 1'b0;
            mup__1__d = 1'b0;
            mpf__1__d = s1_pf__q;
        end
        if (a_set & (a_id == mid__1)) begin
            mup__1__d = 1'b1;
        end
        if (mv__2__q & ~mfill__2__q & mwdone__2__q) begin
            mv__2__d = 1'b0;
        end
        if (s1_valid__q & s1_fill__q & (s1_mid__q == mid__2)) begin
            mv__2__d = 1'b0;
        end
        if (mstart & (free_id == mid__2)) begin
            mv__2__d = 1'b1;
            mset__2__d = s1_set;
            mway__2__d = ms_way;
            mindex__2__d = s1_index__q;
            mrtag__2__d = s1_tag__q;
            mcmd__2__d = s1_op__q == 32'h2;
            mfill__2__d = ms_fill;
            mwb__2__d = ms_wb;
            mwbidx__2__d = ms_wb_index;
            mtw__2__d = ms_tw;
            mlo__2__d = ms_lo;
            mhi__2__d = ms_hi;
            mwsent__2__d = ~ms_wb;
            mwdone__2__d = ~ms_wb;
            mrreq__2__d = 1'b0;
            mrdone__2__d = 1'b0;
            mrerr__2__d = 1'b0;
            mup__2__d = 1'b0;
            mpf__2__d = s1_pf__q;
        end
        if (a_set & (a_id == mid__2)) begin
            mup__2__d = 1'b1;
        end
        if (mv__3__q & ~mfill__3__q & mwdone__3__q) begin
            mv__3__d = 1'b0;
        end
        if (s1_valid__q & s1_fill__q & (s1_mid__q == mid__3)) begin
            mv__3__d = 1'b0;
        end
        if (mstart & (free_id == mid__3)) begin
            mv__3__d = 1'b1;
            mset__3__d = s1_set;
            mway__3__d = ms_way;
            mindex__3__d = s1_index__q;
            mrtag__3__d = s1_tag__q;
            mcmd__3__d = s1_op__q == 32'h2;
            mfill__3__d = ms_fill;
            mwb__3__d = ms_wb;
            mwbidx__3__d = ms_wb_index;
            mtw__3__d = ms_tw;
            mlo__3__d = ms_lo;
            mhi__3__d = ms_hi;
            mwsent__3__d = ~ms_wb;
            mwdone__3__d = ~ms_wb;
            mrreq__3__d = 1'b0;
            mrdone__3__d = 1'b0;
            mrerr__3__d = 1'b0;
            mup__3__d = 1'b0;
            mpf__3__d = s1_pf__q;
        end
        if (a_set & (a_id == mid__3)) begin
            mup__3__d = 1'b1;
        end
        if (mv__4__q & ~mfill__4__q & mwdone__4__q) begin
            mv__4__d = 1'b0;
        end
        if (s1_valid__q & s1_fill__q & (s1_mid__q == mid__4)) begin
            mv__4__d = 1'b0;
        end
        if (mstart & (free_id == mid__4)) begin
            mv__4__d = 1'b1;
            mset__4__d = s1_set;
            mway__4__d = ms_way;
            mindex__4__d = s1_index__q;
            mrtag__4__d = s1_tag__q;
            mcmd__4__d = s1_op__q == 32'h2;
            mfill__4__d = ms_fill;
            mwb__4__d = ms_wb;
            mwbidx__4__d = ms_wb_index;
            mtw__4__d = ms_tw;
            mlo__4__d = ms_lo;
            mhi__4__d = ms_hi;
            mwsent__4__d = ~ms_wb;
            mwdone__4__d = ~ms_wb;
            mrreq__4__d = 1'b0;
            mrdone__4__d = 1'b0;
            mrerr__4__d = 1'b0;
            mup__4__d = 1'b0;
            mpf__4__d = s1_pf__q;
        end
        if (a_set & (a_id == mid__4)) begin
            mup__4__d = 1'b1;
        end
        if (mv__5__q & ~mfill__5__q & mwdone__5__q) begin
            mv__5__d = 1'b0;
        end
        if (s1_valid__q & s1_fill__q & (s1_mid__q == mid__5)) begin
            mv__5__d = 1'b0;
        end
        if (mstart & (free_id == mid__5)) begin
            mv__5__d = 1'b1;
            mset__5__d = s1_set;
            mway__5__d = ms_way;
            mindex__5__d = s1_index__q;
            mrtag__5__d = s1_tag__q;
            mcmd__5__d = s1_op__q == 32'h2;
            mfill__5__d = ms_fill;
            mwb__5__d = ms_wb;
            mwbidx__5__d = ms_wb_index;
            mtw__5__d = ms_tw;
            mlo__5__d = ms_lo;
            mhi__5__d = ms_hi;
            mwsent__5__d = ~ms_wb;
            mwdone__5__d = ~ms_wb;
            mrreq__5__d = 1'b0;
            mrdone__5__d = 1'b0;
            mrerr__5__d = 1'b0;
            mup__5__d = 1'b0;
            mpf__5__d = s1_pf__q;
        end
        if (a_set & (a_id == mid__5)) begin
            mup__5__d = 1'b1;
        end
        if (mv__6__q & ~mfill__6__q & mwdone__6__q) begin
            mv__6__d = 1'b0;
        end
        if (s1_valid__q & s1_fill__q & (s1_mid__q == mid__6)) begin
            mv__6__d = 1'b0;
        end
        if (mstart & (free_id == mid__6)) begin
            mv__6__d = 1'b1;
            mset__6__d = s1_set;
            mway__6__d = ms_way;
            mindex__6__d = s1_index__q;
            mrtag__6__d = s1_tag__q;
            mcmd__6__d = s1_op__q == 32'h2;
            mfill__6__d = ms_fill;
            mwb__6__d = ms_wb;
            mwbidx__6__d = ms_wb_index;
            mtw__6__d = ms_tw;
            mlo__6__d = ms_lo;
            mhi__6__d = ms_hi;
            mwsent__6__d = ~ms_wb;
            mwdone__6__d = ~ms_wb;
            mrreq__6__d = 1'b0;
            mrdone__6__d = 1'b0;
            mrerr__6__d = 1'b0;
            mup__6__d = 1'b0;
            mpf__6__d = s1_pf__q;
        end
        if (a_set & (a_id == mid__6)) begin
            mup__6__d = 1'b1;
        end
        if (mv__7__q & ~mfill__7__q & mwdone__7__q) begin
            mv__7__d = 1'b0;
        end
        if (s1_valid__q & s1_fill__q & (s1_mid__q == mid__7)) begin
            mv__7__d = 1'b0;
        end
        if (mstart & (free_id == mid__7)) begin
            mv__7__d = 1'b1;
            mset__7__d = s1_set;
            mway__7__d = ms_way;
            mindex__7__d = s1_index__q;
            mrtag__7__d = s1_tag__q;
            mcmd__7__d = s1_op__q == 32'h2;
            mfill__7__d = ms_fill;
            mwb__7__d = ms_wb;
            mwbidx__7__d = ms_wb_index;
            mtw__7__d = ms_tw;
            mlo__7__d = ms_lo;
            mhi__7__d = ms_hi;
            mwsent__7__d = ~ms_wb;
            mwdone__7__d = ~ms_wb;
            mrreq__7__d = 1'b0;
            mrdone__7__d = 1'b0;
            mrerr__7__d = 1'b0;
            mup__7__d = 1'b0;
            mpf__7__d = s1_pf__q;
        end
        if (a_set & (a_id == mid__7)) begin
            mup__7__d = 1'b1;
        end
        if (mstart & ms_fill) begin
            n_fills__d = n_fills__q + 32'h1;
            if (s1_pf__q) begin
                n_pf__d = n_pf__q + 32'h1;
            end
        end
        wsel_any = 1'b0;
        wsel_id = 32'h0;
        rsel_any = 1'b0;
        rsel_id = 32'h0;
        if (mv__7__q & ~mwsent__7__q) begin
            wsel_any = 1'b1;
            wsel_id = mid__7;
        end
        if (mv__7__q & mfill__7__q & mwsent__7__q & ~mrreq__7__q) begin
            rsel_any = 1'b1;
            rsel_id = mid__7;
        end
        if (mv__6__q & ~mwsent__6__q) begin
            wsel_any = 1'b1;
            wsel_id = mid__6;
        end
        if (mv__6__q & mfill__6__q & mwsent__6__q & ~mrreq__6__q) begin
            rsel_any = 1'b1;
            rsel_id = mid__6;
        end
        if (mv__5__q & ~mwsent__5__q) begin
            wsel_any = 1'b1;
            wsel_id = mid__5;
        end
        if (mv__5__q & mfill__5__q & mwsent__5__q & ~mrreq__5__q) begin
            rsel_any = 1'b1;
            rsel_id = mid__5;
        end
        if (mv__4__q & ~mwsent__4__q) begin
            wsel_any = 1'b1;
            wsel_id = mid__4;
        end
        if (mv__4__q & mfill__4__q & mwsent__4__q & ~mrreq__4__q) begin
            rsel_any = 1'b1;
            rsel_id = mid__4;
        end
        if (mv__3__q & ~mwsent__3__q) begin
            wsel_any = 1'b1;
            wsel_id = mid__3;
        end
        if (mv__3__q & mfill__3__q & mwsent__3__q & ~mrreq__3__q) begin
            rsel_any = 1'b1;
            rsel_id = mid__3;
        end
        if (mv__2__q & ~mwsent__2__q) begin
            wsel_any = 1'b1;
            wsel_id = mid__2;
        end
        if (mv__2__q & mfill__2__q & mwsent__2__q & ~mrreq__2__q) begin
            rsel_any = 1'b1;
            rsel_id = mid__2;
        end
        if (mv__1__q & ~mwsent__1__q) begin
            wsel_any = 1'b1;
            wsel_id = mid__1;
        end
        if (mv__1__q & mfill__1__q & mwsent__1__q & ~mrreq__1__q) begin
            rsel_any = 1'b1;
            rsel_id = mid__1;
        end
        if (mv__0__q & ~mwsent__0__q) begin
            wsel_any = 1'b1;
            wsel_id = mid__0;
        end
        if (mv__0__q & mfill__0__q & mwsent__0__q & ~mrreq__0__q) begin
            rsel_any = 1'b1;
            rsel_id = mid__0;
        end
        wr_idx = 32'h0;
        wr_data = 32'h0;
        rd_idx = 32'h0;
        wc_id = 32'h0;
        rc_id = 32'h0;
        rd_id = 32'h0;
        if (w_cur__q == mid__0) begin
            wr_idx = mwbidx__0__q;
            wr_data = mlo__0__q;
            if (w_beat__q) begin
                wr_data = mhi__0__q;
            end
        end
        if (r_cur__q == mid__0) begin
            rd_idx = mindex__0__q;
        end
        if (wq_head__q[(32'h0)+:(3)] == mid__0) begin
            wc_id = wq_id__0__q;
        end
        if (rq_head__q[(32'h0)+:(3)] == mid__0) begin
            rc_id = rq_id__0__q;
        end
        if (rqd_head__q[(32'h0)+:(3)] == mid__0) begin
            rd_id = rq_id__0__q;
        end
        if (w_cur__q == mid__1) begin
            wr_idx = mwbidx__1__q;
            wr_data = mlo__1__q;
            if (w_beat__q) begin
                wr_data = mhi__1__q;
            end
        end
        if (r_cur__q == mid__1) begin
            rd_idx = mindex__1__q;
        end
        if (wq_head__q[(32'h0)+:(3)] == mid__1) begin
            wc_id = wq_id__1__q;
        end
        if (rq_head__q[(32'h0)+:(3)] == mid__1) begin
            rc_id = rq_id__1__q;
        end
        if (rqd_head__q[(32'h0)+:(3)] == mid__1) begin
            rd_id = rq_id__1__q;
        end
        if (w_cur__q == mid__2) begin
            wr_idx = mwbidx__2__q;
            wr_data = mlo__2__q;
            if (w_beat__q) begin
                wr_data = mhi__2__q;
            end
        end
        if (r_cur__q == mid__2) begin
            rd_idx = mindex__2__q;
        end
        if (wq_head__q[(32'h0)+:(3)] == mid__2) begin
            wc_id = wq_id__2__q;
        end
        if (rq_head__q[(32'h0)+:(3)] == mid__2) begin
            rc_id = rq_id__2__q;
        end
        if (rqd_head__q[(32'h0)+:(3)] == mid__2) begin
            rd_id = rq_id__2__q;
        end
        if (w_cur__q == mid__3) begin
            wr_idx = mwbidx__3__q;
            wr_data = mlo__3__q;
            if (w_beat__q) begin
                wr_data = mhi__3__q;
            end
        end
        if (r_cur__q == mid__3) begin
            rd_idx = mindex__3__q;
        end
        if (wq_head__q[(32'h0)+:(3)] == mid__3) begin
            wc_id = wq_id__3__q;
        end
        if (rq_head__q[(32'h0)+:(3)] == mid__3) begin
            rc_id = rq_id__3__q;
        end
        if (rqd_head__q[(32'h0)+:(3)] == mid__3) begin
            rd_id = rq_id__3__q;
        end
        if (w_cur__q == mid__4) begin
            wr_idx = mwbidx__4__q;
            wr_data = mlo__4__q;
            if (w_beat__q) begin
                wr_data = mhi__4__q;
            end
        end
        if (r_cur__q == mid__4) begin
            rd_idx = mindex__4__q;
        end
        if (wq_head__q[(32'h0)+:(3)] == mid__4) begin
            wc_id = wq_id__4__q;
        end
        if (rq_head__q[(32'h0)+:(3)] == mid__4) begin
            rc_id = rq_id__4__q;
        end
        if (rqd_head__q[(32'h0)+:(3)] == mid__4) begin
            rd_id = rq_id__4__q;
        end
        if (w_cur__q == mid__5) begin
            wr_idx = mwbidx__5__q;
            wr_data = mlo__5__q;
            if (w_beat__q) begin
                wr_data = mhi__5__q;
            end
        end
        if (r_cur__q == mid__5) begin
            rd_idx = mindex__5__q;
        end
        if (wq_head__q[(32'h0)+:(3)] == mid__5) begin
            wc_id = wq_id__5__q;
        end
        if (rq_head__q[(32'h0)+:(3)] == mid__5) begin
            rc_id = rq_id__5__q;
        end
        if (rqd_head__q[(32'h0)+:(3)] == mid__5) begin
            rd_id = rq_id__5__q;
        end
        if (w_cur__q == mid__6) begin
            wr_idx = mwbidx__6__q;
            wr_data = mlo__6__q;
            if (w_beat__q) begin
                wr_data = mhi__6__q;
            end
        end
        if (r_cur__q == mid__6) begin
            rd_idx = mindex__6__q;
        end
        if (wq_head__q[(32'h0)+:(3)] == mid__6) begin
            wc_id = wq_id__6__q;
        end
        if (rq_head__q[(32'h0)+:(3)] == mid__6) begin
            rc_id = rq_id__6__q;
        end
        if (rqd_head__q[(32'h0)+:(3)] == mid__6) begin
            rd_id = rq_id__6__q;
        end
        if (w_cur__q == mid__7) begin
            wr_idx = mwbidx__7__q;
            wr_data = mlo__7__q;
            if (w_beat__q) begin
                wr_data = mhi__7__q;
            end
        end
        if (r_cur__q == mid__7) begin
            rd_idx = mindex__7__q;
        end
        if (wq_head__q[(32'h0)+:(3)] == mid__7) begin
            wc_id = wq_id__7__q;
        end
        if (rq_head__q[(32'h0)+:(3)] == mid__7) begin
            rc_id = rq_id__7__q;
        end
        if (rqd_head__q[(32'h0)+:(3)] == mid__7) begin
            rd_id = rq_id__7__q;
        end
        entry_off = ((rd_idx) & 64'hffffffffffffffff) << 32'h6;
        wb_off = ((wr_idx) & 64'hffffffffffffffff) << 32'h6;
        if (two_beats) begin
            entry_off = ((rd_idx) & 64'hffffffffffffffff) << 32'h7;
            wb_off = ((wr_idx) & 64'hffffffffffffffff) << 32'h7;
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
        rd_ready = 1'b1;
        wr_req_valid = 1'b0;
        wr_valid = 1'b0;
        wr_keep = 64'hffffffffffffffff;
        wr_last = w_beat__q | ~two_beats;
        if (~w_busy__q) begin
            if (wsel_any) begin
                w_busy__d = 1'b1;
                w_phase__d = 1'b0;
                w_cur__d = wsel_id;
                w_beat__d = 1'b0;
            end
        end
        else if (~w_phase__q) begin
            wr_req_valid = 1'b1;
            if (wr_req_ready) begin
                w_phase__d = 1'b1;
                if (wq_tail__q[(32'h0)+:(3)] == mid__0) begin
                    wq_id__0__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(3)] == mid__1) begin
                    wq_id__1__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(3)] == mid__2) begin
                    wq_id__2__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(3)] == mid__3) begin
                    wq_id__3__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(3)] == mid__4) begin
                    wq_id__4__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(3)] == mid__5) begin
                    wq_id__5__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(3)] == mid__6) begin
                    wq_id__6__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(3)] == mid__7) begin
                    wq_id__7__d = w_cur__q;
                end
                wq_tail__d = wq_tail__q + 32'h1;
            end
        end
        else begin
            wr_valid = 1'b1;
            if (wr_ready) begin
                if (wr_last) begin
                    w_busy__d = 1'b0;
                    w_beat__d = 1'b0;
                    if (w_cur__q == mid__0) begin
                        mwsent__0__d = 1'b1;
                    end
                    if (w_cur__q == mid__1) begin
                        mwsent__1__d = 1'b1;
                    end
                    if (w_cur__q == mid__2) begin
                        mwsent__2__d = 1'b1;
                    end
                    if (w_cur__q == mid__3) begin
                        mwsent__3__d = 1'b1;
                    end
                    if (w_cur__q == mid__4) begin
                        mwsent__4__d = 1'b1;
                    end
                    if (w_cur__q == mid__5) begin
                        mwsent__5__d = 1'b1;
                    end
                    if (w_cur__q == mid__6) begin
                        mwsent__6__d = 1'b1;
                    end
                    if (w_cur__q == mid__7) begin
                        mwsent__7__d = 1'b1;
                    end
                end
                else begin
                    w_beat__d = 1'b1;
                end
            end
        end
        if (wr_cpl_valid & (wq_head__q != wq_tail__q)) begin
            wq_head__d = wq_head__q + 32'h1;
            if (wc_id == mid__0) begin
                mwdone__0__d = 1'b1;
            end
            if (wc_id == mid__1) begin
                mwdone__1__d = 1'b1;
            end
            if (wc_id == mid__2) begin
                mwdone__2__d = 1'b1;
            end
            if (wc_id == mid__3) begin
                mwdone__3__d = 1'b1;
            end
            if (wc_id == mid__4) begin
                mwdone__4__d = 1'b1;
            end
            if (wc_id == mid__5) begin
                mwdone__5__d = 1'b1;
            end
            if (wc_id == mid__6) begin
                mwdone__6__d = 1'b1;
            end
            if (wc_id == mid__7) begin
                mwdone__7__d = 1'b1;
            end
            if (wr_cpl_status != 32'h0) begin
                n_wberr__d = n_wberr__q + 32'h1;
            end
        end
        if (~r_busy__q) begin
            if (rsel_any) begin
                r_busy__d = 1'b1;
                r_cur__d = rsel_id;
                if (rsel_id == mid__0) begin
                    mrreq__0__d = 1'b1;
                end
                if (rsel_id == mid__1) begin
                    mrreq__1__d = 1'b1;
                end
                if (rsel_id == mid__2) begin
                    mrreq__2__d = 1'b1;
                end
                if (rsel_id == mid__3) begin
                    mrreq__3__d = 1'b1;
                end
                if (rsel_id == mid__4) begin
                    mrreq__4__d = 1'b1;
                end
                if (rsel_id == mid__5) begin
                    mrreq__5__d = 1'b1;
                end
                if (rsel_id == mid__6) begin
                    mrreq__6__d = 1'b1;
                end
                if (rsel_id == mid__7) begin
                    mrreq__7__d = 1'b1;
                end
            end
        end
        else begin
            rd_req_valid = 1'b1;
            if (rd_req_ready) begin
                r_busy__d = 1'b0;
                if (rq_tail__q[(32'h0)+:(3)] == mid__0) begin
                    rq_id__0__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(3)] == mid__1) begin
                    rq_id__1__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(3)] == mid__2) begin
                    rq_id__2__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(3)] == mid__3) begin
                    rq_id__3__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(3)] == mid__4) begin
                    rq_id__4__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(3)] == mid__5) begin
                    rq_id__5__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(3)] == mid__6) begin
                    rq_id__6__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(3)] == mid__7) begin
                    rq_id__7__d = r_cur__q;
                end
                rq_tail__d = rq_tail__q + 32'h1;
            end
        end
        if (rd_valid & (rqd_head__q != rq_tail__q)) begin
            if (rd_id == mid__0) begin
                if (r_beat__q) begin
                    mhi__0__d = rd_data;
                end
                else begin
                    mlo__0__d = rd_data;
                end
                if (rd_keep != 64'hffffffffffffffff) begin
                    mrerr__0__d = 1'b1;
                end
            end
            if (rd_id == mid__1) begin
                if (r_beat__q) begin
                    mhi__1__d = rd_data;
                end
                else begin
                    mlo__1__d = rd_data;
                end
                if (rd_keep != 64'hffffffffffffffff) begin
                    mrerr__1__d = 1'b1;
                end
            end
            if (rd_id == mid__2) begin
                if (r_beat__q) begin
                    mhi__2__d = rd_data;
                end
                else begin
                    mlo__2__d = rd_data;
                end
                if (rd_keep != 64'hffffffffffffffff) begin
                    mrerr__2__d = 1'b1;
                end
            end
            if (rd_id == mid__3) begin
                if (r_beat__q) begin
                    mhi__3__d = rd_data;
                end
                else begin
                    mlo__3__d = rd_data;
                end
                if (rd_keep != 64'hffffffffffffffff) begin
                    mrerr__3__d = 1'b1;
                end
            end
            if (rd_id == mid__4) begin
                if (r_beat__q) begin
                    mhi__4__d = rd_data;
                end
                else begin
                    mlo__4__d = rd_data;
                end
                if (rd_keep != 64'hffffffffffffffff) begin
                    mrerr__4__d = 1'b1;
                end
            end
            if (rd_id == mid__5) begin
                if (r_beat__q) begin
                    mhi__5__d = rd_data;
                end
                else begin
                    mlo__5__d = rd_data;
                end
                if (rd_keep != 64'hffffffffffffffff) begin
                    mrerr__5__d = 1'b1;
                end
            end
            if (rd_id == mid__6) begin
                if (r_beat__q) begin
                    mhi__6__d = rd_data;
                end
                else begin
                    mlo__6__d = rd_data;
                end
                if (rd_keep != 64'hffffffffffffffff) begin
                    mrerr__6__d = 1'b1;
                end
            end
            if (rd_id == mid__7) begin
                if (r_beat__q) begin
                    mhi__7__d = rd_data;
                end
                else begin
                    mlo__7__d = rd_data;
                end
                if (rd_keep != 64'hffffffffffffffff) begin
                    mrerr__7__d = 1'b1;
                end
            end
            r_beat__d = 1'b1;
            if (rd_last) begin
                r_beat__d = 1'b0;
                rqd_head__d = rqd_head__q + 32'h1;
            end
        end
        if (rd_cpl_valid & (rq_head__q != rq_tail__q)) begin
            rq_head__d = rq_head__q + 32'h1;
            if (rc_id == mid__0) begin
                mrdone__0__d = 1'b1;
                if (rd_cpl_status != 32'h0) begin
                    mrerr__0__d = 1'b1;
                end
            end
            if (rc_id == mid__1) begin
                mrdone__1__d = 1'b1;
                if (rd_cpl_status != 32'h0) begin
                    mrerr__1__d = 1'b1;
                end
            end
            if (rc_id == mid__2) begin
                mrdone__2__d = 1'b1;
                if (rd_cpl_status != 32'h0) begin
                    mrerr__2__d = 1'b1;
                end
            end
            if (rc_id == mid__3) begin
                mrdone__3__d = 1'b1;
                if (rd_cpl_status != 32'h0) begin
                    mrerr__3__d = 1'b1;
                end
            end
            if (rc_id == mid__4) begin
                mrdone__4__d = 1'b1;
                if (rd_cpl_status != 32'h0) begin
                    mrerr__4__d = 1'b1;
                end
            end
            if (rc_id == mid__5) begin
                mrdone__5__d = 1'b1;
                if (rd_cpl_status != 32'h0) begin
                    mrerr__5__d = 1'b1;
                end
            end
            if (rc_id == mid__6) begin
                mrdone__6__d = 1'b1;
                if (rd_cpl_status != 32'h0) begin
                    mrerr__6__d = 1'b1;
                end
            end
            if (rc_id == mid__7) begin
                mrdone__7__d = 1'b1;
                if (rd_cpl_status != 32'h0) begin
                    mrerr__7__d = 1'b1;
                end
            end
        end
        if (reset) begin
            s1_valid__d = 1'b0;
            fwd_valid__d = 1'b0;
            mv__0__d = 1'b0;
            mv__1__d = 1'b0;
            mv__2__d = 1'b0;
            mv__3__d = 1'b0;
            mv__4__d = 1'b0;
            mv__5__d = 1'b0;
            mv__6__d = 1'b0;
            mv__7__d = 1'b0;
            w_busy__d = 1'b0;
            w_beat__d = 1'b0;
            wq_head__d = 32'h0;
            wq_tail__d = 32'h0;
            r_busy__d = 1'b0;
            r_beat__d = 1'b0;
            rq_head__d = 32'h0;
            rqd_head__d = 32'h0;
            rq_tail__d = 32'h0;
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
            n_pf__d = 32'h0;
        end
    end
    
endmodule // roce_mkey_cache

module roce_mkey_cache__dff_w1(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w1

module roce_mkey_cache__dff_w1024(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w1024

module roce_mkey_cache__dhi(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_mkey_cache__dhi

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

module roce_mkey_cache__dff_w512(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w512

module roce_mkey_cache__dff_w8(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w8

module roce_mkey_cache__dff_w18(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w18

module roce_mkey_cache__dff_w2(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w2

module roce_mkey_cache__dff_w24(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w24

module roce_mkey_cache__dff_w32(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w32

module roce_mkey_cache__dff_w6(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w6

module roce_mkey_cache__queue(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [1058:0] wr_data;
    output reg  rd_valid;
    output reg  [1058:0] rd_data;
    input wire  rd_en;
    output reg  [5:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 6'b100000;
    
    // Stub signals
    reg  [4:0] ram__read_address;
    wire  ram__read_clock;
    wire  [1058:0] ram__read_data;
    reg  [4:0] ram__write_address;
    wire  ram__write_clock;
    reg  [1058:0] ram__write_data;
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
    roce_mkey_cache__queue__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_mkey_cache__dff_w6 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_mkey_cache__dff_w6 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_mkey_cache__dff_w1 head(
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
    
endmodule // roce_mkey_cache__queue

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

module roce_mkey_cache__dff_w3(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w3

module roce_mkey_cache__dff_w4(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w4

module roce_mkey_cache__rspq(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [1032:0] wr_data;
    output reg  rd_valid;
    output reg  [1032:0] rd_data;
    input wire  rd_en;
    output reg  [5:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 6'b100000;
    
    // Stub signals
    reg  [4:0] ram__read_address;
    wire  ram__read_clock;
    wire  [1032:0] ram__read_data;
    reg  [4:0] ram__write_address;
    wire  ram__write_clock;
    reg  [1032:0] ram__write_data;
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
    roce_mkey_cache__rspq__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_mkey_cache__dff_w6 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_mkey_cache__dff_w6 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_mkey_cache__dff_w1 head(
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
    
endmodule // roce_mkey_cache__rspq

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

module roce_mkey_cache__tram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_mkey_cache__tram
