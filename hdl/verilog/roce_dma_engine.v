// roce_dma_engine: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_dma_engine(clock,reset,rd_req_valid__0,rd_req_ready__0,rd_req_addr__0,rd_req_len__0,rd_data__0,rd_keep__0,rd_last__0,rd_valid__0,rd_ready__0,rd_cpl_valid__0,rd_cpl_status__0,rd_req_valid__1,rd_req_ready__1,rd_req_addr__1,rd_req_len__1,rd_data__1,rd_keep__1,rd_last__1,rd_valid__1,rd_ready__1,rd_cpl_valid__1,rd_cpl_status__1,rd_req_valid__2,rd_req_ready__2,rd_req_addr__2,rd_req_len__2,rd_data__2,rd_keep__2,rd_last__2,rd_valid__2,rd_ready__2,rd_cpl_valid__2,rd_cpl_status__2,rd_req_valid__3,rd_req_ready__3,rd_req_addr__3,rd_req_len__3,rd_data__3,rd_keep__3,rd_last__3,rd_valid__3,rd_ready__3,rd_cpl_valid__3,rd_cpl_status__3,wr_req_valid__0,wr_req_ready__0,wr_req_addr__0,wr_req_len__0,wr_data__0,wr_keep__0,wr_last__0,wr_valid__0,wr_ready__0,wr_cpl_valid__0,wr_cpl_status__0,wr_req_valid__1,wr_req_ready__1,wr_req_addr__1,wr_req_len__1,wr_data__1,wr_keep__1,wr_last__1,wr_valid__1,wr_ready__1,wr_cpl_valid__1,wr_cpl_status__1,wr_req_valid__2,wr_req_ready__2,wr_req_addr__2,wr_req_len__2,wr_data__2,wr_keep__2,wr_last__2,wr_valid__2,wr_ready__2,wr_cpl_valid__2,wr_cpl_status__2,wr_req_valid__3,wr_req_ready__3,wr_req_addr__3,wr_req_len__3,wr_data__3,wr_keep__3,wr_last__3,wr_valid__3,wr_ready__3,wr_cpl_valid__3,wr_cpl_status__3,wr_stream_error__0,wr_stream_error__1,wr_stream_error__2,wr_stream_error__3,m_axi_arvalid,m_axi_arready,m_axi_araddr,m_axi_arlen,m_axi_arsize,m_axi_arburst,m_axi_arid,m_axi_rvalid,m_axi_rready,m_axi_rdata,m_axi_rresp,m_axi_rlast,m_axi_rid,m_axi_awvalid,m_axi_awready,m_axi_awaddr,m_axi_awlen,m_axi_awsize,m_axi_awburst,m_axi_awid,m_axi_wvalid,m_axi_wready,m_axi_wdata,m_axi_wstrb,m_axi_wlast,m_axi_bvalid,m_axi_bready,m_axi_bresp,m_axi_bid,rd_bursts_in_flight,wr_bursts_in_flight,rd_beats_buffered);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  rd_req_valid__0;
    output reg  rd_req_ready__0;
    input wire  [63:0] rd_req_addr__0;
    input wire  [16:0] rd_req_len__0;
    output reg  [511:0] rd_data__0;
    output reg  [63:0] rd_keep__0;
    output reg  rd_last__0;
    output reg  rd_valid__0;
    input wire  rd_ready__0;
    output reg  rd_cpl_valid__0;
    output reg  [1:0] rd_cpl_status__0;
    input wire  rd_req_valid__1;
    output reg  rd_req_ready__1;
    input wire  [63:0] rd_req_addr__1;
    input wire  [16:0] rd_req_len__1;
    output reg  [511:0] rd_data__1;
    output reg  [63:0] rd_keep__1;
    output reg  rd_last__1;
    output reg  rd_valid__1;
    input wire  rd_ready__1;
    output reg  rd_cpl_valid__1;
    output reg  [1:0] rd_cpl_status__1;
    input wire  rd_req_valid__2;
    output reg  rd_req_ready__2;
    input wire  [63:0] rd_req_addr__2;
    input wire  [16:0] rd_req_len__2;
    output reg  [511:0] rd_data__2;
    output reg  [63:0] rd_keep__2;
    output reg  rd_last__2;
    output reg  rd_valid__2;
    input wire  rd_ready__2;
    output reg  rd_cpl_valid__2;
    output reg  [1:0] rd_cpl_status__2;
    input wire  rd_req_valid__3;
    output reg  rd_req_ready__3;
    input wire  [63:0] rd_req_addr__3;
    input wire  [16:0] rd_req_len__3;
    output reg  [511:0] rd_data__3;
    output reg  [63:0] rd_keep__3;
    output reg  rd_last__3;
    output reg  rd_valid__3;
    input wire  rd_ready__3;
    output reg  rd_cpl_valid__3;
    output reg  [1:0] rd_cpl_status__3;
    input wire  wr_req_valid__0;
    output reg  wr_req_ready__0;
    input wire  [63:0] wr_req_addr__0;
    input wire  [16:0] wr_req_len__0;
    input wire  [511:0] wr_data__0;
    input wire  [63:0] wr_keep__0;
    input wire  wr_last__0;
    input wire  wr_valid__0;
    output reg  wr_ready__0;
    output reg  wr_cpl_valid__0;
    output reg  [1:0] wr_cpl_status__0;
    input wire  wr_req_valid__1;
    output reg  wr_req_ready__1;
    input wire  [63:0] wr_req_addr__1;
    input wire  [16:0] wr_req_len__1;
    input wire  [511:0] wr_data__1;
    input wire  [63:0] wr_keep__1;
    input wire  wr_last__1;
    input wire  wr_valid__1;
    output reg  wr_ready__1;
    output reg  wr_cpl_valid__1;
    output reg  [1:0] wr_cpl_status__1;
    input wire  wr_req_valid__2;
    output reg  wr_req_ready__2;
    input wire  [63:0] wr_req_addr__2;
    input wire  [16:0] wr_req_len__2;
    input wire  [511:0] wr_data__2;
    input wire  [63:0] wr_keep__2;
    input wire  wr_last__2;
    input wire  wr_valid__2;
    output reg  wr_ready__2;
    output reg  wr_cpl_valid__2;
    output reg  [1:0] wr_cpl_status__2;
    input wire  wr_req_valid__3;
    output reg  wr_req_ready__3;
    input wire  [63:0] wr_req_addr__3;
    input wire  [16:0] wr_req_len__3;
    input wire  [511:0] wr_data__3;
    input wire  [63:0] wr_keep__3;
    input wire  wr_last__3;
    input wire  wr_valid__3;
    output reg  wr_ready__3;
    output reg  wr_cpl_valid__3;
    output reg  [1:0] wr_cpl_status__3;
    output reg  wr_stream_error__0;
    output reg  wr_stream_error__1;
    output reg  wr_stream_error__2;
    output reg  wr_stream_error__3;
    output reg  m_axi_arvalid;
    input wire  m_axi_arready;
    output reg  [63:0] m_axi_araddr;
    output reg  [7:0] m_axi_arlen;
    output reg  [2:0] m_axi_arsize;
    output reg  [1:0] m_axi_arburst;
    output reg  [1:0] m_axi_arid;
    input wire  m_axi_rvalid;
    output reg  m_axi_rready;
    input wire  [511:0] m_axi_rdata;
    input wire  [1:0] m_axi_rresp;
    input wire  m_axi_rlast;
    input wire  [1:0] m_axi_rid;
    output reg  m_axi_awvalid;
    input wire  m_axi_awready;
    output reg  [63:0] m_axi_awaddr;
    output reg  [7:0] m_axi_awlen;
    output reg  [2:0] m_axi_awsize;
    output reg  [1:0] m_axi_awburst;
    output reg  [1:0] m_axi_awid;
    output reg  m_axi_wvalid;
    input wire  m_axi_wready;
    output reg  [511:0] m_axi_wdata;
    output reg  [63:0] m_axi_wstrb;
    output reg  m_axi_wlast;
    input wire  m_axi_bvalid;
    output reg  m_axi_bready;
    input wire  [1:0] m_axi_bresp;
    input wire  [1:0] m_axi_bid;
    output reg  [7:0] rd_bursts_in_flight;
    output reg  [7:0] wr_bursts_in_flight;
    output reg  [11:0] rd_beats_buffered;
    
    // Constant declarations
    localparam  room_limit = 6'b11011;
    
    // Stub signals
    wire  rch__0__clock;
    wire  rch__0__reset;
    reg  rch__0__req_valid;
    wire  rch__0__req_ready;
    reg  [63:0] rch__0__req_addr;
    reg  [16:0] rch__0__req_len;
    wire  [511:0] rch__0__rd_data;
    wire  [63:0] rch__0__rd_keep;
    wire  rch__0__rd_last;
    wire  rch__0__rd_valid;
    reg  rch__0__rd_ready;
    wire  rch__0__cpl_valid;
    wire  [1:0] rch__0__cpl_status;
    wire  rch__0__ar_valid;
    wire  [63:0] rch__0__ar_addr;
    wire  [7:0] rch__0__ar_len;
    reg  rch__0__ar_grant;
    reg  rch__0__r_valid;
    wire  [5:0] rch__0__r_amount;
    reg  [511:0] rch__0__r_data;
    reg  [1:0] rch__0__r_resp;
    wire  [9:0] rch__0__buffered;
    wire  rch__1__clock;
    wire  rch__1__reset;
    reg  rch__1__req_valid;
    wire  rch__1__req_ready;
    reg  [63:0] rch__1__req_addr;
    reg  [16:0] rch__1__req_len;
    wire  [511:0] rch__1__rd_data;
    wire  [63:0] rch__1__rd_keep;
    wire  rch__1__rd_last;
    wire  rch__1__rd_valid;
    reg  rch__1__rd_ready;
    wire  rch__1__cpl_valid;
    wire  [1:0] rch__1__cpl_status;
    wire  rch__1__ar_valid;
    wire  [63:0] rch__1__ar_addr;
    wire  [7:0] rch__1__ar_len;
    reg  rch__1__ar_grant;
    reg  rch__1__r_valid;
    wire  [5:0] rch__1__r_amount;
    reg  [511:0] rch__1__r_data;
    reg  [1:0] rch__1__r_resp;
    wire  [9:0] rch__1__buffered;
    wire  rch__2__clock;
    wire  rch__2__reset;
    reg  rch__2__req_valid;
    wire  rch__2__req_ready;
    reg  [63:0] rch__2__req_addr;
    reg  [16:0] rch__2__req_len;
    wire  [511:0] rch__2__rd_data;
    wire  [63:0] rch__2__rd_keep;
    wire  rch__2__rd_last;
    wire  rch__2__rd_valid;
    reg  rch__2__rd_ready;
    wire  rch__2__cpl_valid;
    wire  [1:0] rch__2__cpl_status;
    wire  rch__2__ar_valid;
    wire  [63:0] rch__2__ar_addr;
    wire  [7:0] rch__2__ar_len;
    reg  rch__2__ar_grant;
    reg  rch__2__r_valid;
    wire  [5:0] rch__2__r_amount;
    reg  [511:0] rch__2__r_data;
    reg  [1:0] rch__2__r_resp;
    wire  [9:0] rch__2__buffered;
    wire  rch__3__clock;
    wire  rch__3__reset;
    reg  rch__3__req_valid;
    wire  rch__3__req_ready;
    reg  [63:0] rch__3__req_addr;
    reg  [16:0] rch__3__req_len;
    wire  [511:0] rch__3__rd_data;
    wire  [63:0] rch__3__rd_keep;
    wire  rch__3__rd_last;
    wire  rch__3__rd_valid;
    reg  rch__3__rd_ready;
    wire  rch__3__cpl_valid;
    wire  [1:0] rch__3__cpl_status;
    wire  rch__3__ar_valid;
    wire  [63:0] rch__3__ar_addr;
    wire  [7:0] rch__3__ar_len;
    reg  rch__3__ar_grant;
    reg  rch__3__r_valid;
    wire  [5:0] rch__3__r_amount;
    reg  [511:0] rch__3__r_data;
    reg  [1:0] rch__3__r_resp;
    wire  [9:0] rch__3__buffered;
    wire  wch__0__clock;
    wire  wch__0__reset;
    reg  wch__0__req_valid;
    wire  wch__0__req_ready;
    reg  [63:0] wch__0__req_addr;
    reg  [16:0] wch__0__req_len;
    reg  wch__0__wr_last;
    reg  wch__0__wr_valid;
    wire  wch__0__wr_ready;
    wire  wch__0__stream_err;
    wire  wch__0__cpl_valid;
    wire  [1:0] wch__0__cpl_status;
    wire  wch__0__aw_valid;
    wire  [63:0] wch__0__aw_addr;
    wire  [7:0] wch__0__aw_len;
    wire  [6:0] wch__0__aw_beats;
    reg  wch__0__aw_grant;
    reg  wch__0__w_sel;
    wire  wch__0__w_avail;
    wire  wch__0__w_need;
    wire  [5:0] wch__0__w_off;
    wire  wch__0__w_last;
    wire  [63:0] wch__0__w_lmask;
    wire  [511:0] wch__0__w_carry;
    wire  [63:0] wch__0__w_carry_keep;
    reg  [511:0] wch__0__w_rot;
    reg  [63:0] wch__0__w_rot_keep;
    reg  wch__0__b_valid;
    reg  [1:0] wch__0__b_resp;
    wire  wch__1__clock;
    wire  wch__1__reset;
    reg  wch__1__req_valid;
    wire  wch__1__req_ready;
    reg  [63:0] wch__1__req_addr;
    reg  [16:0] wch__1__req_len;
    reg  wch__1__wr_last;
    reg  wch__1__wr_valid;
    wire  wch__1__wr_ready;
    wire  wch__1__stream_err;
    wire  wch__1__cpl_valid;
    wire  [1:0] wch__1__cpl_status;
    wire  wch__1__aw_valid;
    wire  [63:0] wch__1__aw_addr;
    wire  [7:0] wch__1__aw_len;
    wire  [6:0] wch__1__aw_beats;
    reg  wch__1__aw_grant;
    reg  wch__1__w_sel;
    wire  wch__1__w_avail;
    wire  wch__1__w_need;
    wire  [5:0] wch__1__w_off;
    wire  wch__1__w_last;
    wire  [63:0] wch__1__w_lmask;
    wire  [511:0] wch__1__w_carry;
    wire  [63:0] wch__1__w_carry_keep;
    reg  [511:0] wch__1__w_rot;
    reg  [63:0] wch__1__w_rot_keep;
    reg  wch__1__b_valid;
    reg  [1:0] wch__1__b_resp;
    wire  wch__2__clock;
    wire  wch__2__reset;
    reg  wch__2__req_valid;
    wire  wch__2__req_ready;
    reg  [63:0] wch__2__req_addr;
    reg  [16:0] wch__2__req_len;
    reg  wch__2__wr_last;
    reg  wch__2__wr_valid;
    wire  wch__2__wr_ready;
    wire  wch__2__stream_err;
    wire  wch__2__cpl_valid;
    wire  [1:0] wch__2__cpl_status;
    wire  wch__2__aw_valid;
    wire  [63:0] wch__2__aw_addr;
    wire  [7:0] wch__2__aw_len;
    wire  [6:0] wch__2__aw_beats;
    reg  wch__2__aw_grant;
    reg  wch__2__w_sel;
    wire  wch__2__w_avail;
    wire  wch__2__w_need;
    wire  [5:0] wch__2__w_off;
    wire  wch__2__w_last;
    wire  [63:0] wch__2__w_lmask;
    wire  [511:0] wch__2__w_carry;
    wire  [63:0] wch__2__w_carry_keep;
    reg  [511:0] wch__2__w_rot;
    reg  [63:0] wch__2__w_rot_keep;
    reg  wch__2__b_valid;
    reg  [1:0] wch__2__b_resp;
    wire  wch__3__clock;
    wire  wch__3__reset;
    reg  wch__3__req_valid;
    wire  wch__3__req_ready;
    reg  [63:0] wch__3__req_addr;
    reg  [16:0] wch__3__req_len;
    reg  wch__3__wr_last;
    reg  wch__3__wr_valid;
    wire  wch__3__wr_ready;
    wire  wch__3__stream_err;
    wire  wch__3__cpl_valid;
    wire  [1:0] wch__3__cpl_status;
    wire  wch__3__aw_valid;
    wire  [63:0] wch__3__aw_addr;
    wire  [7:0] wch__3__aw_len;
    wire  [6:0] wch__3__aw_beats;
    reg  wch__3__aw_grant;
    reg  wch__3__w_sel;
    wire  wch__3__w_avail;
    wire  wch__3__w_need;
    wire  [5:0] wch__3__w_off;
    wire  wch__3__w_last;
    wire  [63:0] wch__3__w_lmask;
    wire  [511:0] wch__3__w_carry;
    wire  [63:0] wch__3__w_carry_keep;
    reg  [511:0] wch__3__w_rot;
    reg  [63:0] wch__3__w_rot_keep;
    reg  wch__3__b_valid;
    reg  [1:0] wch__3__b_resp;
    reg  [511:0] r_rot__data_in;
    reg  [5:0] r_rot__amount;
    wire  [511:0] r_rot__data_out;
    reg  [511:0] w_align__cur;
    reg  [63:0] w_align__cur_keep;
    reg  w_align__need;
    reg  [5:0] w_align__off;
    reg  w_align__last;
    reg  [63:0] w_align__lmask;
    reg  [511:0] w_align__carry;
    reg  [63:0] w_align__carry_keep;
    wire  [511:0] w_align__w_data;
    wire  [63:0] w_align__w_strb;
    wire  [511:0] w_align__rot;
    wire  [63:0] w_align__rot_keep;
    wire  worder__clock;
    wire  worder__reset;
    reg  worder__wr_en;
    reg  [8:0] worder__wr_data;
    wire  worder__rd_valid;
    wire  [8:0] worder__rd_data;
    reg  worder__rd_en;
    wire  [5:0] worder__fill;
    reg  worder__replace;
    reg  worder_room__d;
    wire  worder_room__q;
    wire  worder_room__clock;
    wire  ar_out__clock;
    wire  ar_out__reset;
    reg  [73:0] ar_out__in_data;
    reg  ar_out__in_valid;
    wire  ar_out__in_ready;
    wire  [73:0] ar_out__out_data;
    wire  ar_out__out_valid;
    reg  ar_out__out_ready;
    reg  rv__d;
    wire  rv__q;
    wire  rv__clock;
    reg  [511:0] rdata__d;
    wire  [511:0] rdata__q;
    wire  rdata__clock;
    reg  [1:0] rresp__d;
    wire  [1:0] rresp__q;
    wire  rresp__clock;
    reg  [1:0] rid__d;
    wire  [1:0] rid__q;
    wire  rid__clock;
    wire  aw_out__clock;
    wire  aw_out__reset;
    reg  [73:0] aw_out__in_data;
    reg  aw_out__in_valid;
    wire  aw_out__in_ready;
    wire  [73:0] aw_out__out_data;
    wire  aw_out__out_valid;
    reg  aw_out__out_ready;
    wire  w_out__clock;
    wire  w_out__reset;
    reg  [576:0] w_out__in_data;
    reg  w_out__in_valid;
    wire  w_out__in_ready;
    wire  [576:0] w_out__out_data;
    wire  w_out__out_valid;
    reg  w_out__out_ready;
    reg  wsel_v__d;
    wire  wsel_v__q;
    wire  wsel_v__clock;
    reg  [1:0] wsel__d;
    wire  [1:0] wsel__q;
    wire  wsel__clock;
    reg  [6:0] wleft__d;
    wire  [6:0] wleft__q;
    wire  wleft__clock;
    reg  bv__d;
    wire  bv__q;
    wire  bv__clock;
    reg  [1:0] bresp__d;
    wire  [1:0] bresp__q;
    wire  bresp__clock;
    reg  [1:0] bid__d;
    wire  [1:0] bid__q;
    wire  bid__clock;
    reg  [7:0] rd_fly__d;
    wire  [7:0] rd_fly__q;
    wire  rd_fly__clock;
    reg  [7:0] wr_fly__d;
    wire  [7:0] wr_fly__q;
    wire  wr_fly__clock;
    reg  [1:0] ar_last__d;
    wire  [1:0] ar_last__q;
    wire  ar_last__clock;
    reg  [1:0] aw_last__d;
    wire  [1:0] aw_last__q;
    wire  aw_last__clock;
    
    // Local signals
    reg  [63:0] ar_src_addr;
    reg  [7:0] ar_src_len;
    reg  [63:0] aw_src_addr;
    reg  [7:0] aw_src_len;
    reg  ar_free;
    reg  aw_free;
    reg  w_free;
    reg  w_take;
    reg  w_src_valid;
    reg  [511:0] w_src_data;
    reg  [63:0] w_src_keep;
    reg  w_src_need;
    reg  [5:0] w_src_off;
    reg  w_src_last;
    reg  [63:0] w_src_lmask;
    reg  [511:0] w_src_carry;
    reg  [63:0] w_src_carry_keep;
    reg  w_go;
    reg  [5:0] r_amount;
    reg  w_next;
    reg  [8:0] ord;
    reg  [3:0] ar_req;
    reg  [2:0] ar_rot;
    reg  [1:0] ar_pick;
    reg  [1:0] ar_sel;
    reg  ar_any;
    reg  [3:0] ar_grant;
    reg  [3:0] aw_req;
    reg  [2:0] aw_rot;
    reg  [1:0] aw_pick;
    reg  [1:0] aw_sel;
    reg  aw_any;
    reg  [3:0] aw_grant;
    reg  [6:0] aw_beats_sel;
    
    // Sub module instances
    roce_dma_engine__rch rch__0(
        .clock(rch__0__clock),
        .reset(rch__0__reset),
        .req_valid(rch__0__req_valid),
        .req_ready(rch__0__req_ready),
        .req_addr(rch__0__req_addr),
        .req_len(rch__0__req_len),
        .rd_data(rch__0__rd_data),
        .rd_keep(rch__0__rd_keep),
        .rd_last(rch__0__rd_last),
        .rd_valid(rch__0__rd_valid),
        .rd_ready(rch__0__rd_ready),
        .cpl_valid(rch__0__cpl_valid),
        .cpl_status(rch__0__cpl_status),
        .ar_valid(rch__0__ar_valid),
        .ar_addr(rch__0__ar_addr),
        .ar_len(rch__0__ar_len),
        .ar_grant(rch__0__ar_grant),
        .r_valid(rch__0__r_valid),
        .r_amount(rch__0__r_amount),
        .r_data(rch__0__r_data),
        .r_resp(rch__0__r_resp),
        .buffered(rch__0__buffered)
    );
    roce_dma_engine__rch rch__1(
        .clock(rch__1__clock),
        .reset(rch__1__reset),
        .req_valid(rch__1__req_valid),
        .req_ready(rch__1__req_ready),
        .req_addr(rch__1__req_addr),
        .req_len(rch__1__req_len),
        .rd_data(rch__1__rd_data),
        .rd_keep(rch__1__rd_keep),
        .rd_last(rch__1__rd_last),
        .rd_valid(rch__1__rd_valid),
        .rd_ready(rch__1__rd_ready),
        .cpl_valid(rch__1__cpl_valid),
        .cpl_status(rch__1__cpl_status),
        .ar_valid(rch__1__ar_valid),
        .ar_addr(rch__1__ar_addr),
        .ar_len(rch__1__ar_len),
        .ar_grant(rch__1__ar_grant),
        .r_valid(rch__1__r_valid),
        .r_amount(rch__1__r_amount),
        .r_data(rch__1__r_data),
        .r_resp(rch__1__r_resp),
        .buffered(rch__1__buffered)
    );
    roce_dma_engine__rch rch__2(
        .clock(rch__2__clock),
        .reset(rch__2__reset),
        .req_valid(rch__2__req_valid),
        .req_ready(rch__2__req_ready),
        .req_addr(rch__2__req_addr),
        .req_len(rch__2__req_len),
        .rd_data(rch__2__rd_data),
        .rd_keep(rch__2__rd_keep),
        .rd_last(rch__2__rd_last),
        .rd_valid(rch__2__rd_valid),
        .rd_ready(rch__2__rd_ready),
        .cpl_valid(rch__2__cpl_valid),
        .cpl_status(rch__2__cpl_status),
        .ar_valid(rch__2__ar_valid),
        .ar_addr(rch__2__ar_addr),
        .ar_len(rch__2__ar_len),
        .ar_grant(rch__2__ar_grant),
        .r_valid(rch__2__r_valid),
        .r_amount(rch__2__r_amount),
        .r_data(rch__2__r_data),
        .r_resp(rch__2__r_resp),
        .buffered(rch__2__buffered)
    );
    roce_dma_engine__rch rch__3(
        .clock(rch__3__clock),
        .reset(rch__3__reset),
        .req_valid(rch__3__req_valid),
        .req_ready(rch__3__req_ready),
        .req_addr(rch__3__req_addr),
        .req_len(rch__3__req_len),
        .rd_data(rch__3__rd_data),
        .rd_keep(rch__3__rd_keep),
        .rd_last(rch__3__rd_last),
        .rd_valid(rch__3__rd_valid),
        .rd_ready(rch__3__rd_ready),
        .cpl_valid(rch__3__cpl_valid),
        .cpl_status(rch__3__cpl_status),
        .ar_valid(rch__3__ar_valid),
        .ar_addr(rch__3__ar_addr),
        .ar_len(rch__3__ar_len),
        .ar_grant(rch__3__ar_grant),
        .r_valid(rch__3__r_valid),
        .r_amount(rch__3__r_amount),
        .r_data(rch__3__r_data),
        .r_resp(rch__3__r_resp),
        .buffered(rch__3__buffered)
    );
    roce_dma_engine__wch wch__0(
        .clock(wch__0__clock),
        .reset(wch__0__reset),
        .req_valid(wch__0__req_valid),
        .req_ready(wch__0__req_ready),
        .req_addr(wch__0__req_addr),
        .req_len(wch__0__req_len),
        .wr_last(wch__0__wr_last),
        .wr_valid(wch__0__wr_valid),
        .wr_ready(wch__0__wr_ready),
        .stream_err(wch__0__stream_err),
        .cpl_valid(wch__0__cpl_valid),
        .cpl_status(wch__0__cpl_status),
        .aw_valid(wch__0__aw_valid),
        .aw_addr(wch__0__aw_addr),
        .aw_len(wch__0__aw_len),
        .aw_beats(wch__0__aw_beats),
        .aw_grant(wch__0__aw_grant),
        .w_sel(wch__0__w_sel),
        .w_avail(wch__0__w_avail),
        .w_need(wch__0__w_need),
        .w_off(wch__0__w_off),
        .w_last(wch__0__w_last),
        .w_lmask(wch__0__w_lmask),
        .w_carry(wch__0__w_carry),
        .w_carry_keep(wch__0__w_carry_keep),
        .w_rot(wch__0__w_rot),
        .w_rot_keep(wch__0__w_rot_keep),
        .b_valid(wch__0__b_valid),
        .b_resp(wch__0__b_resp)
    );
    roce_dma_engine__wch wch__1(
        .clock(wch__1__clock),
        .reset(wch__1__reset),
        .req_valid(wch__1__req_valid),
        .req_ready(wch__1__req_ready),
        .req_addr(wch__1__req_addr),
        .req_len(wch__1__req_len),
        .wr_last(wch__1__wr_last),
        .wr_valid(wch__1__wr_valid),
        .wr_ready(wch__1__wr_ready),
        .stream_err(wch__1__stream_err),
        .cpl_valid(wch__1__cpl_valid),
        .cpl_status(wch__1__cpl_status),
        .aw_valid(wch__1__aw_valid),
        .aw_addr(wch__1__aw_addr),
        .aw_len(wch__1__aw_len),
        .aw_beats(wch__1__aw_beats),
        .aw_grant(wch__1__aw_grant),
        .w_sel(wch__1__w_sel),
        .w_avail(wch__1__w_avail),
        .w_need(wch__1__w_need),
        .w_off(wch__1__w_off),
        .w_last(wch__1__w_last),
        .w_lmask(wch__1__w_lmask),
        .w_carry(wch__1__w_carry),
        .w_carry_keep(wch__1__w_carry_keep),
        .w_rot(wch__1__w_rot),
        .w_rot_keep(wch__1__w_rot_keep),
        .b_valid(wch__1__b_valid),
        .b_resp(wch__1__b_resp)
    );
    roce_dma_engine__wch wch__2(
        .clock(wch__2__clock),
        .reset(wch__2__reset),
        .req_valid(wch__2__req_valid),
        .req_ready(wch__2__req_ready),
        .req_addr(wch__2__req_addr),
        .req_len(wch__2__req_len),
        .wr_last(wch__2__wr_last),
        .wr_valid(wch__2__wr_valid),
        .wr_ready(wch__2__wr_ready),
        .stream_err(wch__2__stream_err),
        .cpl_valid(wch__2__cpl_valid),
        .cpl_status(wch__2__cpl_status),
        .aw_valid(wch__2__aw_valid),
        .aw_addr(wch__2__aw_addr),
        .aw_len(wch__2__aw_len),
        .aw_beats(wch__2__aw_beats),
        .aw_grant(wch__2__aw_grant),
        .w_sel(wch__2__w_sel),
        .w_avail(wch__2__w_avail),
        .w_need(wch__2__w_need),
        .w_off(wch__2__w_off),
        .w_last(wch__2__w_last),
        .w_lmask(wch__2__w_lmask),
        .w_carry(wch__2__w_carry),
        .w_carry_keep(wch__2__w_carry_keep),
        .w_rot(wch__2__w_rot),
        .w_rot_keep(wch__2__w_rot_keep),
        .b_valid(wch__2__b_valid),
        .b_resp(wch__2__b_resp)
    );
    roce_dma_engine__wch wch__3(
        .clock(wch__3__clock),
        .reset(wch__3__reset),
        .req_valid(wch__3__req_valid),
        .req_ready(wch__3__req_ready),
        .req_addr(wch__3__req_addr),
        .req_len(wch__3__req_len),
        .wr_last(wch__3__wr_last),
        .wr_valid(wch__3__wr_valid),
        .wr_ready(wch__3__wr_ready),
        .stream_err(wch__3__stream_err),
        .cpl_valid(wch__3__cpl_valid),
        .cpl_status(wch__3__cpl_status),
        .aw_valid(wch__3__aw_valid),
        .aw_addr(wch__3__aw_addr),
        .aw_len(wch__3__aw_len),
        .aw_beats(wch__3__aw_beats),
        .aw_grant(wch__3__aw_grant),
        .w_sel(wch__3__w_sel),
        .w_avail(wch__3__w_avail),
        .w_need(wch__3__w_need),
        .w_off(wch__3__w_off),
        .w_last(wch__3__w_last),
        .w_lmask(wch__3__w_lmask),
        .w_carry(wch__3__w_carry),
        .w_carry_keep(wch__3__w_carry_keep),
        .w_rot(wch__3__w_rot),
        .w_rot_keep(wch__3__w_rot_keep),
        .b_valid(wch__3__b_valid),
        .b_resp(wch__3__b_resp)
    );
    roce_dma_engine__r_rot r_rot(
        .data_in(r_rot__data_in),
        .amount(r_rot__amount),
        .data_out(r_rot__data_out)
    );
    roce_dma_engine__w_align w_align(
        .cur(w_align__cur),
        .cur_keep(w_align__cur_keep),
        .need(w_align__need),
        .off(w_align__off),
        .last(w_align__last),
        .lmask(w_align__lmask),
        .carry(w_align__carry),
        .carry_keep(w_align__carry_keep),
        .w_data(w_align__w_data),
        .w_strb(w_align__w_strb),
        .rot(w_align__rot),
        .rot_keep(w_align__rot_keep)
    );
    roce_dma_engine__worder worder(
        .clock(worder__clock),
        .reset(worder__reset),
        .wr_en(worder__wr_en),
        .wr_data(worder__wr_data),
        .rd_valid(worder__rd_valid),
        .rd_data(worder__rd_data),
        .rd_en(worder__rd_en),
        .fill(worder__fill),
        .replace(worder__replace)
    );
    roce_dma_engine__dff_w1 worder_room(
        .d(worder_room__d),
        .q(worder_room__q),
        .clock(worder_room__clock)
    );
    roce_dma_engine__ar_out ar_out(
        .clock(ar_out__clock),
        .reset(ar_out__reset),
        .in_data(ar_out__in_data),
        .in_valid(ar_out__in_valid),
        .in_ready(ar_out__in_ready),
        .out_data(ar_out__out_data),
        .out_valid(ar_out__out_valid),
        .out_ready(ar_out__out_ready)
    );
    roce_dma_engine__dff_w1 rv(
        .d(rv__d),
        .q(rv__q),
        .clock(rv__clock)
    );
    roce_dma_engine__dff_w512 rdata(
        .d(rdata__d),
        .q(rdata__q),
        .clock(rdata__clock)
    );
    roce_dma_engine__dff_w2 rresp(
        .d(rresp__d),
        .q(rresp__q),
        .clock(rresp__clock)
    );
    roce_dma_engine__dff_w2 rid(
        .d(rid__d),
        .q(rid__q),
        .clock(rid__clock)
    );
    roce_dma_engine__ar_out aw_out(
        .clock(aw_out__clock),
        .reset(aw_out__reset),
        .in_data(aw_out__in_data),
        .in_valid(aw_out__in_valid),
        .in_ready(aw_out__in_ready),
        .out_data(aw_out__out_data),
        .out_valid(aw_out__out_valid),
        .out_ready(aw_out__out_ready)
    );
    roce_dma_engine__w_out w_out(
        .clock(w_out__clock),
        .reset(w_out__reset),
        .in_data(w_out__in_data),
        .in_valid(w_out__in_valid),
        .in_ready(w_out__in_ready),
        .out_data(w_out__out_data),
        .out_valid(w_out__out_valid),
        .out_ready(w_out__out_ready)
    );
    roce_dma_engine__dff_w1 wsel_v(
        .d(wsel_v__d),
        .q(wsel_v__q),
        .clock(wsel_v__clock)
    );
    roce_dma_engine__dff_w2 wsel(
        .d(wsel__d),
        .q(wsel__q),
        .clock(wsel__clock)
    );
    roce_dma_engine__dff_w7 wleft(
        .d(wleft__d),
        .q(wleft__q),
        .clock(wleft__clock)
    );
    roce_dma_engine__dff_w1 bv(
        .d(bv__d),
        .q(bv__q),
        .clock(bv__clock)
    );
    roce_dma_engine__dff_w2 bresp(
        .d(bresp__d),
        .q(bresp__q),
        .clock(bresp__clock)
    );
    roce_dma_engine__dff_w2 bid(
        .d(bid__d),
        .q(bid__q),
        .clock(bid__clock)
    );
    roce_dma_engine__dff_w8 rd_fly(
        .d(rd_fly__d),
        .q(rd_fly__q),
        .clock(rd_fly__clock)
    );
    roce_dma_engine__dff_w8 wr_fly(
        .d(wr_fly__d),
        .q(wr_fly__q),
        .clock(wr_fly__clock)
    );
    roce_dma_engine__dff_w2 ar_last(
        .d(ar_last__d),
        .q(ar_last__q),
        .clock(ar_last__clock)
    );
    roce_dma_engine__dff_w2 aw_last(
        .d(aw_last__d),
        .q(aw_last__q),
        .clock(aw_last__clock)
    );
    
    assign ar_last__clock = clock;
    assign aw_last__clock = clock;
    assign rv__clock = clock;
    assign rdata__clock = clock;
    assign rresp__clock = clock;
    assign rid__clock = clock;
    assign wsel_v__clock = clock;
    assign wsel__clock = clock;
    assign wleft__clock = clock;
    assign bv__clock = clock;
    assign bresp__clock = clock;
    assign bid__clock = clock;
    assign rd_fly__clock = clock;
    assign wr_fly__clock = clock;
    assign worder_room__clock = clock;
    assign worder__clock = clock;
    assign ar_out__clock = clock;
    assign aw_out__clock = clock;
    assign w_out__clock = clock;
    assign worder__reset = reset;
    assign ar_out__reset = reset;
    assign aw_out__reset = reset;
    assign w_out__reset = reset;
    assign rch__0__clock = clock;
    assign rch__0__reset = reset;
    assign wch__0__clock = clock;
    assign wch__0__reset = reset;
    assign rch__1__clock = clock;
    assign rch__1__reset = reset;
    assign wch__1__clock = clock;
    assign wch__1__reset = reset;
    assign rch__2__clock = clock;
    assign rch__2__reset = reset;
    assign wch__2__clock = clock;
    assign wch__2__reset = reset;
    assign rch__3__clock = clock;
    assign rch__3__reset = reset;
    assign wch__3__clock = clock;
    assign wch__3__reset = reset;
    
    // Update code
    always @(*) begin
        ar_last__d = ar_last__q;
        aw_last__d = aw_last__q;
        rv__d = rv__q;
        rdata__d = rdata__q;
        rresp__d = rresp__q;
        rid__d = rid__q;
        wsel_v__d = wsel_v__q;
        wsel__d = wsel__q;
        wleft__d = wleft__q;
        bv__d = bv__q;
        bresp__d = bresp__q;
        bid__d = bid__q;
        rd_fly__d = rd_fly__q;
        wr_fly__d = wr_fly__q;
        worder_room__d = worder_room__q;
        rch__0__req_valid = rd_req_valid__0;
        rd_req_ready__0 = rch__0__req_ready;
        rch__0__req_addr = rd_req_addr__0;
        rch__0__req_len = rd_req_len__0;
        rd_data__0 = rch__0__rd_data;
        rd_keep__0 = rch__0__rd_keep;
        rd_last__0 = rch__0__rd_last;
        rd_valid__0 = rch__0__rd_valid;
        rch__0__rd_ready = rd_ready__0;
        rd_cpl_valid__0 = rch__0__cpl_valid;
        rd_cpl_status__0 = rch__0__cpl_status;
        wch__0__req_valid = wr_req_valid__0;
        wr_req_ready__0 = wch__0__req_ready;
        wch__0__req_addr = wr_req_addr__0;
        wch__0__req_len = wr_req_len__0;
        wch__0__wr_last = wr_last__0;
        wch__0__wr_valid = wr_valid__0;
        wr_ready__0 = wch__0__wr_ready;
        wr_cpl_valid__0 = wch__0__cpl_valid;
        wr_cpl_status__0 = wch__0__cpl_status;
        wr_stream_error__0 = wch__0__stream_err;
        rch__1__req_valid = rd_req_valid__1;
        rd_req_ready__1 = rch__1__req_ready;
        rch__1__req_addr = rd_req_addr__1;
        rch__1__req_len = rd_req_len__1;
        rd_data__1 = rch__1__rd_data;
        rd_keep__1 = rch__1__rd_keep;
        rd_last__1 = rch__1__rd_last;
        rd_valid__1 = rch__1__rd_valid;
        rch__1__rd_ready = rd_ready__1;
        rd_cpl_valid__1 = rch__1__cpl_valid;
        rd_cpl_status__1 = rch__1__cpl_status;
        wch__1__req_valid = wr_req_valid__1;
        wr_req_ready__1 = wch__1__req_ready;
        wch__1__req_addr = wr_req_addr__1;
        wch__1__req_len = wr_req_len__1;
        wch__1__wr_last = wr_last__1;
        wch__1__wr_valid = wr_valid__1;
        wr_ready__1 = wch__1__wr_ready;
        wr_cpl_valid__1 = wch__1__cpl_valid;
        wr_cpl_status__1 = wch__1__cpl_status;
        wr_stream_error__1 = wch__1__stream_err;
        rch__2__req_valid = rd_req_valid__2;
        rd_req_ready__2 = rch__2__req_ready;
        rch__2__req_addr = rd_req_addr__2;
        rch__2__req_len = rd_req_len__2;
        rd_data__2 = rch__2__rd_data;
        rd_keep__2 = rch__2__rd_keep;
        rd_last__2 = rch__2__rd_last;
        rd_valid__2 = rch__2__rd_valid;
        rch__2__rd_ready = rd_ready__2;
        rd_cpl_valid__2 = rch__2__cpl_valid;
        rd_cpl_status__2 = rch__2__cpl_status;
        wch__2__req_valid = wr_req_valid__2;
        wr_req_ready__2 = wch__2__req_ready;
        wch__2__req_addr = wr_req_addr__2;
        wch__2__req_len = wr_req_len__2;
        wch__2__wr_last = wr_last__2;
        wch__2__wr_valid = wr_valid__2;
        wr_ready__2 = wch__2__wr_ready;
        wr_cpl_valid__2 = wch__2__cpl_valid;
        wr_cpl_status__2 = wch__2__cpl_status;
        wr_stream_error__2 = wch__2__stream_err;
        rch__3__req_valid = rd_req_valid__3;
        rd_req_ready__3 = rch__3__req_ready;
        rch__3__req_addr = rd_req_addr__3;
        rch__3__req_len = rd_req_len__3;
        rd_data__3 = rch__3__rd_data;
        rd_keep__3 = rch__3__rd_keep;
        rd_last__3 = rch__3__rd_last;
        rd_valid__3 = rch__3__rd_valid;
        rch__3__rd_ready = rd_ready__3;
        rd_cpl_valid__3 = rch__3__cpl_valid;
        rd_cpl_status__3 = rch__3__cpl_status;
        wch__3__req_valid = wr_req_valid__3;
        wr_req_ready__3 = wch__3__req_ready;
        wch__3__req_addr = wr_req_addr__3;
        wch__3__req_len = wr_req_len__3;
        wch__3__wr_last = wr_last__3;
        wch__3__wr_valid = wr_valid__3;
        wr_ready__3 = wch__3__wr_ready;
        wr_cpl_valid__3 = wch__3__cpl_valid;
        wr_cpl_status__3 = wch__3__cpl_status;
        wr_stream_error__3 = wch__3__stream_err;
        ar_req = 32'h0;
        ar_req = (ar_req & ~(1 << (0)) | ((rch__0__ar_valid) << (0)));
        ar_req = (ar_req & ~(1 << (1)) | ((rch__1__ar_valid) << (1)));
        ar_req = (ar_req & ~(1 << (2)) | ((rch__2__ar_valid) << (2)));
        ar_req = (ar_req & ~(1 << (3)) | ((rch__3__ar_valid) << (3)));
        ar_free = ar_out__in_ready;
        ar_rot = (((((ar_req) & 8'hff) | (((ar_req) & 8'hff) << 32'h4)) >> (((ar_last__q) & 3'h7) + 32'h1)) & 3'h7);
        ar_pick = 32'h3;
        if (ar_rot[32'h2]) begin
            ar_pick = 32'h2;
        end
        if (ar_rot[32'h1]) begin
            ar_pick = 32'h1;
        end
        if (ar_rot[32'h0]) begin
            ar_pick = 32'h0;
        end
        ar_sel = ar_pick + ar_last__q + 32'h1;
        ar_any = |ar_req;
        ar_grant = 32'h0;
        if (ar_free & ar_any) begin
            ar_grant = ((32'h1) & 4'hf) << ar_sel;
            ar_last__d = ar_sel;
        end
        ar_src_addr = 32'h0;
        ar_src_len = 32'h0;
        rch__0__ar_grant = ar_grant[0];
        if (ar_grant[0]) begin
            ar_src_addr = rch__0__ar_addr;
            ar_src_len = rch__0__ar_len;
        end
        rch__1__ar_grant = ar_grant[1];
        if (ar_grant[1]) begin
            ar_src_addr = rch__1__ar_addr;
            ar_src_len = rch__1__ar_len;
        end
        rch__2__ar_grant = ar_grant[2];
        if (ar_grant[2]) begin
            ar_src_addr = rch__2__ar_addr;
            ar_src_len = rch__2__ar_len;
        end
        rch__3__ar_grant = ar_grant[3];
        if (ar_grant[3]) begin
            ar_src_addr = rch__3__ar_addr;
            ar_src_len = rch__3__ar_len;
        end
        ar_out__in_valid = ar_free & ar_any;
        ar_out__in_data = ((ar_src_addr) & 74'h3ffffffffffffffffff) | (((ar_src_len) & 74'h3ffffffffffffffffff) << 32'h40) | (((ar_sel) & 74'h3ffffffffffffffffff) << 32'h48);
        ar_out__out_ready = m_axi_arready;
        m_axi_arvalid = ar_out__out_valid;
        m_axi_araddr = ar_out__out_data[(32'h0)+:(64)];
        m_axi_arlen = ar_out__out_data[(32'h40)+:(8)];
        m_axi_arsize = 32'h6;
        m_axi_arburst = 32'h1;
        m_axi_arid = ar_out__out_data[(32'h48)+:(2)];
        m_axi_rready = 1'b1;
        rv__d = m_axi_rvalid;
        rdata__d = m_axi_rdata;
        rresp__d = m_axi_rresp;
        rid__d = m_axi_rid;
        r_amount = 32'h0;
        if (rid__q == 0) begin
            r_amount = rch__0__r_amount;
        end
        if (rid__q == 1) begin
            r_amount = rch__1__r_amount;
        end
        if (rid__q == 2) begin
            r_amount = rch__2__r_amount;
        end
        if (rid__q == 3) begin
            r_amount = rch__3__r_amount;
        end
        r_rot__data_in = rdata__q;
        r_rot__amount = r_amount;
        rch__0__r_valid = rv__q & (rid__q == 0);
        rch__0__r_data = r_rot__data_out;
        rch__0__r_resp = rresp__q;
        rch__1__r_valid = rv__q & (rid__q == 1);
        rch__1__r_data = r_rot__data_out;
        rch__1__r_resp = rresp__q;
        rch__2__r_valid = rv__q & (rid__q == 2);
        rch__2__r_data = r_rot__data_out;
        rch__2__r_resp = rresp__q;
        rch__3__r_valid = rv__q & (rid__q == 3);
        rch__3__r_data = r_rot__data_out;
        rch__3__r_resp = rresp__q;
        if ((ar_out__out_valid & m_axi_arready) & ~(m_axi_rvalid & m_axi_rlast)) begin
            rd_fly__d = rd_fly__q + 32'h1;
        end
        if (~(ar_out__out_valid & m_axi_arready) & (m_axi_rvalid & m_axi_rlast)) begin
            rd_fly__d = rd_fly__q - 32'h1;
        end
        rd_bursts_in_flight = rd_fly__q;
        rd_beats_buffered = ((rch__0__buffered) & 12'hfff) + ((rch__1__buffered) & 12'hfff) + ((rch__2__buffered) & 12'hfff) + ((rch__3__buffered) & 12'hfff);
        aw_req = 32'h0;
        aw_req = (aw_req & ~(1 << (0)) | ((wch__0__aw_valid) << (0)));
        aw_req = (aw_req & ~(1 << (1)) | ((wch__1__aw_valid) << (1)));
        aw_req = (aw_req & ~(1 << (2)) | ((wch__2__aw_valid) << (2)));
        aw_req = (aw_req & ~(1 << (3)) | ((wch__3__aw_valid) << (3)));
        aw_free = aw_out__in_ready & worder_room__q;
        aw_rot = (((((aw_req) & 8'hff) | (((aw_req) & 8'hff) << 32'h4)) >> (((aw_last__q) & 3'h7) + 32'h1)) & 3'h7);
        aw_pick = 32'h3;
        if (aw_rot[32'h2]) begin
            aw_pick = 32'h2;
        end
        if (aw_rot[32'h1]) begin
            aw_pick = 32'h1;
        end
        if (aw_rot[32'h0]) begin
            aw_pick = 32'h0;
        end
        aw_sel = aw_pick + aw_last__q + 32'h1;
        aw_any = |aw_req;
        aw_grant = 32'h0;
        if (aw_free & aw_any) begin
            aw_grant = ((32'h1) & 4'hf) << aw_sel;
            aw_last__d = aw_sel;
        end
        worder__wr_en = |aw_grant;
        worder__replace = 1'b0;
        aw_beats_sel = 32'h0;
        aw_src_addr = 32'h0;
        aw_src_len = 32'h0;
        wch__0__aw_grant = aw_grant[0];
        if (aw_grant[0]) begin
            aw_src_addr = wch__0__aw_addr;
            aw_src_len = wch__0__aw_len;
            aw_beats_sel = wch__0__aw_beats;
        end
        wch__1__aw_grant = aw_grant[1];
        if (aw_grant[1]) begin
            aw_src_addr = wch__1__aw_addr;
            aw_src_len = wch__1__aw_len;
            aw_beats_sel = wch__1__aw_beats;
        end
        wch__2__aw_grant = aw_grant[2];
        if (aw_grant[2]) begin
            aw_src_addr = wch__2__aw_addr;
            aw_src_len = wch__2__aw_len;
            aw_beats_sel = wch__2__aw_beats;
        end
        wch__3__aw_grant = aw_grant[3];
        if (aw_grant[3]) begin
            aw_src_addr = wch__3__aw_addr;
            aw_src_len = wch__3__aw_len;
            aw_beats_sel = wch__3__aw_beats;
        end
        worder__wr_data = ((aw_sel) & 9'h1ff) | (((aw_beats_sel) & 9'h1ff) << 32'h2);
        aw_out__in_valid = aw_free & aw_any;
        aw_out__in_data = ((aw_src_addr) & 74'h3ffffffffffffffffff) | (((aw_src_len) & 74'h3ffffffffffffffffff) << 32'h40) | (((aw_sel) & 74'h3ffffffffffffffffff) << 32'h48);
        aw_out__out_ready = m_axi_awready;
        m_axi_awvalid = aw_out__out_valid;
        m_axi_awaddr = aw_out__out_data[(32'h0)+:(64)];
        m_axi_awlen = aw_out__out_data[(32'h40)+:(8)];
        m_axi_awsize = 32'h6;
        m_axi_awburst = 32'h1;
        m_axi_awid = aw_out__out_data[(32'h48)+:(2)];
        w_free = w_out__in_ready;
        w_go = wsel_v__q & w_free;
        w_src_valid = 1'b0;
        w_src_data = 32'h0;
        w_src_keep = 32'h0;
        w_src_need = 1'b0;
        w_src_off = 32'h0;
        w_src_last = 1'b0;
        w_src_lmask = 32'h0;
        w_src_carry = 32'h0;
        w_src_carry_keep = 32'h0;
        if (wsel__q == 0) begin
            w_src_valid = wch__0__w_avail;
            w_src_data = wr_data__0;
            w_src_keep = wr_keep__0;
            w_src_need = wch__0__w_need;
            w_src_off = wch__0__w_off;
            w_src_last = wch__0__w_last;
            w_src_lmask = wch__0__w_lmask;
            w_src_carry = wch__0__w_carry;
            w_src_carry_keep = wch__0__w_carry_keep;
        end
        if (wsel__q == 1) begin
            w_src_valid = wch__1__w_avail;
            w_src_data = wr_data__1;
            w_src_keep = wr_keep__1;
            w_src_need = wch__1__w_need;
            w_src_off = wch__1__w_off;
            w_src_last = wch__1__w_last;
            w_src_lmask = wch__1__w_lmask;
            w_src_carry = wch__1__w_carry;
            w_src_carry_keep = wch__1__w_carry_keep;
        end
        if (wsel__q == 2) begin
            w_src_valid = wch__2__w_avail;
            w_src_data = wr_data__2;
            w_src_keep = wr_keep__2;
            w_src_need = wch__2__w_need;
            w_src_off = wch__2__w_off;
            w_src_last = wch__2__w_last;
            w_src_lmask = wch__2__w_lmask;
            w_src_carry = wch__2__w_carry;
            w_src_carry_keep = wch__2__w_carry_keep;
        end
        if (wsel__q == 3) begin
            w_src_valid = wch__3__w_avail;
            w_src_data = wr_data__3;
            w_src_keep = wr_keep__3;
            w_src_need = wch__3__w_need;
            w_src_off = wch__3__w_off;
            w_src_last = wch__3__w_last;
            w_src_lmask = wch__3__w_lmask;
            w_src_carry = wch__3__w_carry;
            w_src_carry_keep = wch__3__w_carry_keep;
        end
        w_align__cur = w_src_data;
        w_align__cur_keep = w_src_keep;
        w_align__need = w_src_need;
        w_align__off = w_src_off;
        w_align__last = w_src_last;
        w_align__lmask = w_src_lmask;
        w_align__carry = w_src_carry;
        w_align__carry_keep = w_src_carry_keep;
        w_take = w_go & w_src_valid;
        wch__0__w_sel = w_go & (wsel__q == 0);
        wch__0__w_rot = w_align__rot;
        wch__0__w_rot_keep = w_align__rot_keep;
        wch__1__w_sel = w_go & (wsel__q == 1);
        wch__1__w_rot = w_align__rot;
        wch__1__w_rot_keep = w_align__rot_keep;
        wch__2__w_sel = w_go & (wsel__q == 2);
        wch__2__w_rot = w_align__rot;
        wch__2__w_rot_keep = w_align__rot_keep;
        wch__3__w_sel = w_go & (wsel__q == 3);
        wch__3__w_rot = w_align__rot;
        wch__3__w_rot_keep = w_align__rot_keep;
        w_out__in_valid = w_take;
        w_out__in_data = ((((w_align__w_data) & 577'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((w_align__w_strb) & 577'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200)) & ~(1 << (32'h240)) | ((wleft__q == 32'h1) << (32'h240)));
        if (w_take) begin
            wleft__d = wleft__q - 32'h1;
        end
        w_next = ~wsel_v__q | (w_take & (wleft__q == 32'h1));
        ord = worder__rd_data;
        worder__rd_en = w_next;
        if (w_next) begin
            wsel_v__d = worder__rd_valid;
            wsel__d = ord[(32'h0)+:(2)];
            wleft__d = ord[(32'h2)+:(7)];
        end
        w_out__out_ready = m_axi_wready;
        m_axi_wvalid = w_out__out_valid;
        m_axi_wdata = w_out__out_data[(32'h0)+:(512)];
        m_axi_wstrb = w_out__out_data[(32'h200)+:(64)];
        m_axi_wlast = w_out__out_data[32'h240];
        m_axi_bready = 1'b1;
        bv__d = m_axi_bvalid;
        bresp__d = m_axi_bresp;
        bid__d = m_axi_bid;
        wch__0__b_valid = bv__q & (bid__q == 0);
        wch__0__b_resp = bresp__q;
        wch__1__b_valid = bv__q & (bid__q == 1);
        wch__1__b_resp = bresp__q;
        wch__2__b_valid = bv__q & (bid__q == 2);
        wch__2__b_resp = bresp__q;
        wch__3__b_valid = bv__q & (bid__q == 3);
        wch__3__b_resp = bresp__q;
        if ((aw_out__out_valid & m_axi_awready) & ~m_axi_bvalid) begin
            wr_fly__d = wr_fly__q + 32'h1;
        end
        if (~(aw_out__out_valid & m_axi_awready) & m_axi_bvalid) begin
            wr_fly__d = wr_fly__q - 32'h1;
        end
        wr_bursts_in_flight = wr_fly__q;
        worder_room__d = worder__fill < room_limit;
        if (reset) begin
            worder_room__d = 1'b0;
            rv__d = 1'b0;
            wsel_v__d = 1'b0;
            bv__d = 1'b0;
            rd_fly__d = 32'h0;
            ar_last__d = 32'h3;
            aw_last__d = 32'h3;
            wr_fly__d = 32'h0;
        end
    end
    
endmodule // roce_dma_engine

module roce_dma_engine__dff_w2(d,q,clock);
    
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
          
endmodule // roce_dma_engine__dff_w2

module roce_dma_engine__ar_out(clock,reset,in_data,in_valid,in_ready,out_data,out_valid,out_ready);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [73:0] in_data;
    input wire  in_valid;
    output reg  in_ready;
    output reg  [73:0] out_data;
    output reg  out_valid;
    input wire  out_ready;
    
    // Stub signals
    reg  [73:0] o_data__d;
    wire  [73:0] o_data__q;
    wire  o_data__clock;
    reg  o_valid__d;
    wire  o_valid__q;
    wire  o_valid__clock;
    reg  [73:0] k_data__d;
    wire  [73:0] k_data__q;
    wire  k_data__clock;
    reg  k_valid__d;
    wire  k_valid__q;
    wire  k_valid__clock;
    
    // Sub module instances
    roce_dma_engine__dff_w74 o_data(
        .d(o_data__d),
        .q(o_data__q),
        .clock(o_data__clock)
    );
    roce_dma_engine__dff_w1 o_valid(
        .d(o_valid__d),
        .q(o_valid__q),
        .clock(o_valid__clock)
    );
    roce_dma_engine__dff_w74 k_data(
        .d(k_data__d),
        .q(k_data__q),
        .clock(k_data__clock)
    );
    roce_dma_engine__dff_w1 k_valid(
        .d(k_valid__d),
        .q(k_valid__q),
        .clock(k_valid__clock)
    );
    
    assign o_data__clock = clock;
    assign o_valid__clock = clock;
    assign k_data__clock = clock;
    assign k_valid__clock = clock;
    
    // Update code
    always @(*) begin
        o_data__d = o_data__q;
        o_valid__d = o_valid__q;
        k_data__d = k_data__q;
        k_valid__d = k_valid__q;
        in_ready = ~k_valid__q;
        out_data = o_data__q;
        out_valid = o_valid__q;
        if (~k_valid__q) begin
            k_data__d = in_data;
        end
        if (out_ready | ~o_valid__q) begin
            if (k_valid__q) begin
                o_data__d = k_data__q;
                o_valid__d = 1'b1;
                k_valid__d = 1'b0;
            end
            else begin
                o_data__d = in_data;
                o_valid__d = in_valid;
            end
        end
        else if (in_valid & ~k_valid__q) begin
            k_valid__d = 1'b1;
        end
        if (reset) begin
            o_valid__d = 1'b0;
            k_valid__d = 1'b0;
        end
    end
    
endmodule // roce_dma_engine__ar_out

module roce_dma_engine__dff_w74(d,q,clock);
    
    // Module arguments
    input wire  [73:0] d;
    output reg  [73:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 74'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_dma_engine__dff_w74

module roce_dma_engine__dff_w1(d,q,clock);
    
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
          
endmodule // roce_dma_engine__dff_w1

module roce_dma_engine__r_rot(data_in,amount,data_out);
    
    // Module arguments
    input wire  [511:0] data_in;
    input wire  [5:0] amount;
    output reg  [511:0] data_out;
    
    // Local signals
    reg  [511:0] s16;
    reg  [511:0] s4;
    reg  [1:0] sel16;
    reg  [1:0] sel4;
    reg  [1:0] sel1;
    
    // Update code
    always @(*) begin
        sel16 = amount[(32'h4)+:(2)];
        sel4 = amount[(32'h2)+:(2)];
        sel1 = amount[(32'h0)+:(2)];
        s16 = data_in;
        if (sel16 == 32'h1) begin
            s16 = (data_in << 32'h80) | (data_in >> 32'h180);
        end
        if (sel16 == 32'h2) begin
            s16 = (data_in << 32'h100) | (data_in >> 32'h100);
        end
        if (sel16 == 32'h3) begin
            s16 = (data_in << 32'h180) | (data_in >> 32'h80);
        end
        s4 = s16;
        if (sel4 == 32'h1) begin
            s4 = (s16 << 32'h20) | (s16 >> 32'h1e0);
        end
        if (sel4 == 32'h2) begin
            s4 = (s16 << 32'h40) | (s16 >> 32'h1c0);
        end
        if (sel4 == 32'h3) begin
            s4 = (s16 << 32'h60) | (s16 >> 32'h1a0);
        end
        data_out = s4;
        if (sel1 == 32'h1) begin
            data_out = (s4 << 32'h8) | (s4 >> 32'h1f8);
        end
        if (sel1 == 32'h2) begin
            data_out = (s4 << 32'h10) | (s4 >> 32'h1f0);
        end
        if (sel1 == 32'h3) begin
            data_out = (s4 << 32'h18) | (s4 >> 32'h1e8);
        end
    end
    
endmodule // roce_dma_engine__r_rot

module roce_dma_engine__rch(clock,reset,req_valid,req_ready,req_addr,req_len,rd_data,rd_keep,rd_last,rd_valid,rd_ready,cpl_valid,cpl_status,ar_valid,ar_addr,ar_len,ar_grant,r_valid,r_amount,r_data,r_resp,buffered);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  req_valid;
    output reg  req_ready;
    input wire  [63:0] req_addr;
    input wire  [16:0] req_len;
    output reg  [511:0] rd_data;
    output reg  [63:0] rd_keep;
    output reg  rd_last;
    output reg  rd_valid;
    input wire  rd_ready;
    output reg  cpl_valid;
    output reg  [1:0] cpl_status;
    output reg  ar_valid;
    output reg  [63:0] ar_addr;
    output reg  [7:0] ar_len;
    input wire  ar_grant;
    input wire  r_valid;
    output reg  [5:0] r_amount;
    input wire  [511:0] r_data;
    input wire  [1:0] r_resp;
    output reg  [9:0] buffered;
    
    // Constant declarations
    localparam  room_limit = 7'b111011;
    localparam  ones64 = 64'hffffffffffffffff;
    localparam  ones512 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    
    // Stub signals
    wire  burst__clock;
    wire  burst__reset;
    reg  burst__req_valid;
    wire  burst__req_ready;
    reg  [63:0] burst__req_addr;
    reg  [16:0] burst__req_len;
    wire  burst__burst_valid;
    reg  burst__burst_ready;
    wire  [63:0] burst__burst_addr;
    wire  [7:0] burst__burst_len;
    wire  [6:0] burst__burst_beats;
    wire  fifo__clock;
    wire  fifo__reset;
    reg  fifo__wr_en;
    reg  [513:0] fifo__wr_data;
    wire  fifo__rd_valid;
    wire  [513:0] fifo__rd_data;
    reg  fifo__rd_en;
    wire  [9:0] fifo__fill;
    reg  fifo__replace;
    wire  info__clock;
    wire  info__reset;
    reg  info__wr_en;
    reg  [22:0] info__wr_data;
    wire  info__rd_valid;
    wire  [22:0] info__rd_data;
    reg  info__rd_en;
    wire  [6:0] info__fill;
    reg  info__replace;
    wire  trk__clock;
    wire  trk__reset;
    reg  trk__wr_en;
    reg  [17:0] trk__wr_data;
    wire  trk__rd_valid;
    wire  [17:0] trk__rd_data;
    reg  trk__rd_en;
    wire  [6:0] trk__fill;
    reg  trk__replace;
    reg  trk_room__d;
    wire  trk_room__q;
    wire  trk_room__clock;
    reg  [11:0] trk_got__d;
    wire  [11:0] trk_got__q;
    wire  trk_got__clock;
    reg  info_room__d;
    wire  info_room__q;
    wire  info_room__clock;
    reg  [9:0] reserved__d;
    wire  [9:0] reserved__q;
    wire  reserved__clock;
    reg  busy__d;
    wire  busy__q;
    wire  busy__clock;
    reg  first__d;
    wire  first__q;
    wire  first__clock;
    reg  flush__d;
    wire  flush__q;
    wire  flush__clock;
    reg  [11:0] raw_left__d;
    wire  [11:0] raw_left__q;
    wire  raw_left__clock;
    reg  [11:0] out_left__d;
    wire  [11:0] out_left__q;
    wire  out_left__clock;
    reg  [5:0] off__d;
    wire  [5:0] off__q;
    wire  off__clock;
    reg  [6:0] lastn__d;
    wire  [6:0] lastn__q;
    wire  lastn__clock;
    reg  [1:0] worst__d;
    wire  [1:0] worst__q;
    wire  worst__clock;
    reg  [511:0] prev__d;
    wire  [511:0] prev__q;
    wire  prev__clock;
    reg  o_valid__d;
    wire  o_valid__q;
    wire  o_valid__clock;
    reg  [511:0] o_data__d;
    wire  [511:0] o_data__q;
    wire  o_data__clock;
    reg  [63:0] o_keep__d;
    wire  [63:0] o_keep__q;
    wire  o_keep__clock;
    reg  o_last__d;
    wire  o_last__q;
    wire  o_last__clock;
    reg  [1:0] o_status__d;
    wire  [1:0] o_status__q;
    wire  o_status__clock;
    reg  cv__d;
    wire  cv__q;
    wire  cv__clock;
    reg  [1:0] cs__d;
    wire  [1:0] cs__q;
    wire  cs__clock;
    
    // Local signals
    reg  credit_ok;
    reg  pop;
    reg  [16:0] head_len;
    reg  [5:0] head_off;
    reg  [11:0] span;
    reg  [5:0] lm1;
    reg  [11:0] req_span;
    reg  [5:0] trk_off;
    reg  [11:0] trk_span;
    reg  [511:0] newer;
    reg  [5:0] neg_off;
    reg  [511:0] merged;
    reg  o_free;
    reg  [511:0] cur;
    reg  [1:0] cur_resp;
    reg  [1:0] wnew;
    reg  emits;
    reg  [63:0] lkeep;
    
    // Sub module instances
    roce_dma_engine__rch__burst burst(
        .clock(burst__clock),
        .reset(burst__reset),
        .req_valid(burst__req_valid),
        .req_ready(burst__req_ready),
        .req_addr(burst__req_addr),
        .req_len(burst__req_len),
        .burst_valid(burst__burst_valid),
        .burst_ready(burst__burst_ready),
        .burst_addr(burst__burst_addr),
        .burst_len(burst__burst_len),
        .burst_beats(burst__burst_beats)
    );
    roce_dma_engine__rch__fifo fifo(
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
    roce_dma_engine__rch__info info(
        .clock(info__clock),
        .reset(info__reset),
        .wr_en(info__wr_en),
        .wr_data(info__wr_data),
        .rd_valid(info__rd_valid),
        .rd_data(info__rd_data),
        .rd_en(info__rd_en),
        .fill(info__fill),
        .replace(info__replace)
    );
    roce_dma_engine__rch__trk trk(
        .clock(trk__clock),
        .reset(trk__reset),
        .wr_en(trk__wr_en),
        .wr_data(trk__wr_data),
        .rd_valid(trk__rd_valid),
        .rd_data(trk__rd_data),
        .rd_en(trk__rd_en),
        .fill(trk__fill),
        .replace(trk__replace)
    );
    roce_dma_engine__dff_w1 trk_room(
        .d(trk_room__d),
        .q(trk_room__q),
        .clock(trk_room__clock)
    );
    roce_dma_engine__dff_w12 trk_got(
        .d(trk_got__d),
        .q(trk_got__q),
        .clock(trk_got__clock)
    );
    roce_dma_engine__dff_w1 info_room(
        .d(info_room__d),
        .q(info_room__q),
        .clock(info_room__clock)
    );
    roce_dma_engine__dff_w10 reserved(
        .d(reserved__d),
        .q(reserved__q),
        .clock(reserved__clock)
    );
    roce_dma_engine__dff_w1 busy(
        .d(busy__d),
        .q(busy__q),
        .clock(busy__clock)
    );
    roce_dma_engine__dff_w1 first(
        .d(first__d),
        .q(first__q),
        .clock(first__clock)
    );
    roce_dma_engine__dff_w1 flush(
        .d(flush__d),
        .q(flush__q),
        .clock(flush__clock)
    );
    roce_dma_engine__dff_w12 raw_left(
        .d(raw_left__d),
        .q(raw_left__q),
        .clock(raw_left__clock)
    );
    roce_dma_engine__dff_w12 out_left(
        .d(out_left__d),
        .q(out_left__q),
        .clock(out_left__clock)
    );
    roce_dma_engine__dff_w6 off(
        .d(off__d),
        .q(off__q),
        .clock(off__clock)
    );
    roce_dma_engine__dff_w7 lastn(
        .d(lastn__d),
        .q(lastn__q),
        .clock(lastn__clock)
    );
    roce_dma_engine__dff_w2 worst(
        .d(worst__d),
        .q(worst__q),
        .clock(worst__clock)
    );
    roce_dma_engine__dff_w512 prev(
        .d(prev__d),
        .q(prev__q),
        .clock(prev__clock)
    );
    roce_dma_engine__dff_w1 o_valid(
        .d(o_valid__d),
        .q(o_valid__q),
        .clock(o_valid__clock)
    );
    roce_dma_engine__dff_w512 o_data(
        .d(o_data__d),
        .q(o_data__q),
        .clock(o_data__clock)
    );
    roce_dma_engine__dff_w64 o_keep(
        .d(o_keep__d),
        .q(o_keep__q),
        .clock(o_keep__clock)
    );
    roce_dma_engine__dff_w1 o_last(
        .d(o_last__d),
        .q(o_last__q),
        .clock(o_last__clock)
    );
    roce_dma_engine__dff_w2 o_status(
        .d(o_status__d),
        .q(o_status__q),
        .clock(o_status__clock)
    );
    roce_dma_engine__dff_w1 cv(
        .d(cv__d),
        .q(cv__q),
        .clock(cv__clock)
    );
    roce_dma_engine__dff_w2 cs(
        .d(cs__d),
        .q(cs__q),
        .clock(cs__clock)
    );
    
    assign reserved__clock = clock;
    assign busy__clock = clock;
    assign first__clock = clock;
    assign flush__clock = clock;
    assign raw_left__clock = clock;
    assign out_left__clock = clock;
    assign off__clock = clock;
    assign lastn__clock = clock;
    assign worst__clock = clock;
    assign prev__clock = clock;
    assign o_valid__clock = clock;
    assign o_data__clock = clock;
    assign o_keep__clock = clock;
    assign o_last__clock = clock;
    assign o_status__clock = clock;
    assign cv__clock = clock;
    assign cs__clock = clock;
    assign info_room__clock = clock;
    assign trk_room__clock = clock;
    assign trk_got__clock = clock;
    assign burst__clock = clock;
    assign fifo__clock = clock;
    assign info__clock = clock;
    assign trk__clock = clock;
    assign burst__reset = reset;
    assign fifo__reset = reset;
    assign info__reset = reset;
    assign trk__reset = reset;
    
    // Update code
    always @(*) begin
        reserved__d = reserved__q;
        busy__d = busy__q;
        first__d = first__q;
        flush__d = flush__q;
        raw_left__d = raw_left__q;
        out_left__d = out_left__q;
        off__d = off__q;
        lastn__d = lastn__q;
        worst__d = worst__q;
        prev__d = prev__q;
        o_valid__d = o_valid__q;
        o_data__d = o_data__q;
        o_keep__d = o_keep__q;
        o_last__d = o_last__q;
        o_status__d = o_status__q;
        cv__d = cv__q;
        cs__d = cs__q;
        info_room__d = info_room__q;
        trk_room__d = trk_room__q;
        trk_got__d = trk_got__q;
        req_ready = burst__req_ready & info_room__q & trk_room__q;
        burst__req_valid = req_valid & info_room__q & trk_room__q;
        burst__req_addr = req_addr;
        burst__req_len = req_len;
        info__wr_en = req_valid & burst__req_ready & info_room__q & trk_room__q;
        info__replace = 1'b0;
        info__wr_data = ((req_addr[(32'h0)+:(6)]) & 23'h7fffff) | (((req_len) & 23'h7fffff) << 32'h6);
        req_span = (((((req_addr[(32'h0)+:(6)]) & 18'h3ffff) + ((req_len) & 18'h3ffff) + 32'h3f) >> 32'h6) & 12'hfff);
        trk__wr_en = info__wr_en & |req_len;
        trk__replace = 1'b0;
        trk__wr_data = ((req_addr[(32'h0)+:(6)]) & 18'h3ffff) | (((req_span) & 18'h3ffff) << 32'h6);
        trk_off = trk__rd_data[(32'h0)+:(6)];
        trk_span = trk__rd_data[(32'h6)+:(12)];
        r_amount = 32'h0;
        r_amount = r_amount - trk_off;
        trk__rd_en = 1'b0;
        if (r_valid & trk__rd_valid) begin
            trk_got__d = trk_got__q + 32'h1;
            if (trk_got__q + 32'h1 == trk_span) begin
                trk__rd_en = 1'b1;
                trk_got__d = 32'h0;
            end
        end
        credit_ok = (((reserved__q) & 11'h7ff) + ((burst__burst_beats) & 11'h7ff)) <= 32'h200;
        ar_valid = burst__burst_valid & credit_ok;
        ar_addr = burst__burst_addr;
        ar_len = burst__burst_len;
        burst__burst_ready = ar_grant;
        fifo__wr_en = r_valid;
        fifo__replace = 1'b0;
        buffered = fifo__fill;
        fifo__wr_data = ((r_data) & 514'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((r_resp) & 514'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
        o_free = ~o_valid__q | rd_ready;
        cur = fifo__rd_data[(32'h0)+:(512)];
        cur_resp = fifo__rd_data[(32'h200)+:(2)];
        wnew = worst__q;
        if (cur_resp > worst__q) begin
            wnew = cur_resp;
        end
        neg_off = 32'h0;
        neg_off = neg_off - off__q;
        newer = ones512 << (((neg_off) & 10'h3ff) << 32'h3);
        merged = (cur & newer) | (prev__q & ~newer);
        lkeep = ~(ones64 << lastn__q);
        emits = (off__q == 32'h0) | ~first__q;
        pop = 1'b0;
        head_len = info__rd_data[(32'h6)+:(17)];
        head_off = info__rd_data[(32'h0)+:(6)];
        span = (((((head_off) & 18'h3ffff) + ((head_len) & 18'h3ffff) + 32'h3f) >> 32'h6) & 12'hfff);
        lm1 = ((head_len - 32'h1) & 6'h3f);
        info__rd_en = 1'b0;
        cv__d = o_valid__q & rd_ready & o_last__q;
        cs__d = o_status__q;
        if (o_valid__q & rd_ready) begin
            o_valid__d = 1'b0;
        end
        if (flush__q) begin
            if (o_free) begin
                o_valid__d = 1'b1;
                o_data__d = prev__q & ~newer;
                o_keep__d = lkeep;
                o_last__d = 1'b1;
                o_status__d = worst__q;
                flush__d = 1'b0;
            end
        end
        else if (busy__q) begin
            if (o_free & fifo__rd_valid) begin
                pop = 1'b1;
                prev__d = cur;
                first__d = 1'b0;
                worst__d = wnew;
                raw_left__d = raw_left__q - 32'h1;
                if (emits) begin
                    o_valid__d = 1'b1;
                    o_data__d = merged;
                    o_keep__d = ones64;
                    o_last__d = 1'b0;
                    o_status__d = wnew;
                    if (out_left__q == 32'h1) begin
                        o_keep__d = lkeep;
                        o_last__d = 1'b1;
                    end
                    out_left__d = out_left__q - 32'h1;
                end
                if (raw_left__q == 32'h1) begin
                    busy__d = 1'b0;
                    if (~emits | (out_left__q != 32'h1)) begin
                        flush__d = 1'b1;
                    end
                end
            end
        end
        else if (info__rd_valid) begin
            if (|head_len) begin
                info__rd_en = 1'b1;
                busy__d = 1'b1;
                first__d = 1'b1;
                off__d = head_off;
                raw_left__d = span;
                out_left__d = (((((head_len) & 18'h3ffff) + 32'h3f) >> 32'h6) & 12'hfff);
                lastn__d = ((lm1) & 7'h7f) + 32'h1;
                worst__d = 32'h0;
            end
            else if (~o_valid__q) begin
                info__rd_en = 1'b1;
                cv__d = 1'b1;
                cs__d = 32'h0;
            end
        end
        fifo__rd_en = pop;
        reserved__d = reserved__q - ((pop) & 10'h3ff);
        if (ar_grant) begin
            reserved__d = reserved__q + ((burst__burst_beats) & 10'h3ff) - ((pop) & 10'h3ff);
        end
        rd_data = o_data__q;
        rd_keep = o_keep__q;
        rd_last = o_last__q;
        rd_valid = o_valid__q;
        cpl_valid = cv__q;
        cpl_status = cs__q;
        info_room__d = info__fill < room_limit;
        trk_room__d = trk__fill < room_limit;
        if (reset) begin
            info_room__d = 1'b0;
            trk_room__d = 1'b0;
            trk_got__d = 32'h0;
            reserved__d = 32'h0;
            busy__d = 1'b0;
            flush__d = 1'b0;
            o_valid__d = 1'b0;
            cv__d = 1'b0;
        end
    end
    
endmodule // roce_dma_engine__rch

module roce_dma_engine__rch__burst(clock,reset,req_valid,req_ready,req_addr,req_len,burst_valid,burst_ready,burst_addr,burst_len,burst_beats);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  req_valid;
    output reg  req_ready;
    input wire  [63:0] req_addr;
    input wire  [16:0] req_len;
    output reg  burst_valid;
    input wire  burst_ready;
    output reg  [63:0] burst_addr;
    output reg  [7:0] burst_len;
    output reg  [6:0] burst_beats;
    
    // Stub signals
    reg  busy__d;
    wire  busy__q;
    wire  busy__clock;
    reg  [63:0] addr__d;
    wire  [63:0] addr__q;
    wire  addr__clock;
    reg  [16:0] rem__d;
    wire  [16:0] rem__q;
    wire  rem__clock;
    reg  bv__d;
    wire  bv__q;
    wire  bv__clock;
    reg  [63:0] baddr__d;
    wire  [63:0] baddr__q;
    wire  baddr__clock;
    reg  [6:0] bbeats__d;
    wire  [6:0] bbeats__q;
    wire  bbeats__clock;
    reg  [12:0] pleft__d;
    wire  [12:0] pleft__q;
    wire  pleft__clock;
    
    // Local signals
    reg  [16:0] page_left;
    reg  [12:0] req_pleft;
    reg  [16:0] take;
    reg  [6:0] span;
    
    // Sub module instances
    roce_dma_engine__dff_w1 busy(
        .d(busy__d),
        .q(busy__q),
        .clock(busy__clock)
    );
    roce_dma_engine__dff_w64 addr(
        .d(addr__d),
        .q(addr__q),
        .clock(addr__clock)
    );
    roce_dma_engine__dff_w17 rem(
        .d(rem__d),
        .q(rem__q),
        .clock(rem__clock)
    );
    roce_dma_engine__dff_w1 bv(
        .d(bv__d),
        .q(bv__q),
        .clock(bv__clock)
    );
    roce_dma_engine__dff_w64 baddr(
        .d(baddr__d),
        .q(baddr__q),
        .clock(baddr__clock)
    );
    roce_dma_engine__dff_w7 bbeats(
        .d(bbeats__d),
        .q(bbeats__q),
        .clock(bbeats__clock)
    );
    roce_dma_engine__dff_w13 pleft(
        .d(pleft__d),
        .q(pleft__q),
        .clock(pleft__clock)
    );
    
    assign busy__clock = clock;
    assign addr__clock = clock;
    assign rem__clock = clock;
    assign bv__clock = clock;
    assign baddr__clock = clock;
    assign bbeats__clock = clock;
    assign pleft__clock = clock;
    
    // Update code
    always @(*) begin
        busy__d = busy__q;
        addr__d = addr__q;
        rem__d = rem__q;
        bv__d = bv__q;
        baddr__d = baddr__q;
        bbeats__d = bbeats__q;
        pleft__d = pleft__q;
        req_ready = ~busy__q;
        burst_valid = bv__q;
        burst_addr = baddr__q;
        burst_beats = bbeats__q;
        burst_len = ((bbeats__q - 32'h1) & 8'hff);
        page_left = ((pleft__q) & 17'h1ffff);
        req_pleft = 64'h1000;
        req_pleft = req_pleft - ((req_addr[(32'h0)+:(12)]) & 13'h1fff);
        take = rem__q;
        if (rem__q > page_left) begin
            take = page_left;
        end
        span = (((((addr__q[(32'h0)+:(6)]) & 17'h1ffff) + take + 32'h3f) >> 32'h6) & 7'h7f);
        if (burst_ready) begin
            bv__d = 1'b0;
        end
        if (busy__q & (~bv__q | burst_ready)) begin
            bv__d = 1'b1;
            baddr__d = addr__q;
            bbeats__d = span;
            addr__d = addr__q + ((take) & 64'hffffffffffffffff);
            rem__d = rem__q - take;
            pleft__d = 64'h1000;
            if (rem__q == take) begin
                busy__d = 1'b0;
            end
        end
        if (~busy__q & req_valid) begin
            addr__d = req_addr;
            rem__d = req_len;
            pleft__d = req_pleft;
            busy__d = |req_len;
        end
        if (reset) begin
            busy__d = 1'b0;
            bv__d = 1'b0;
        end
    end
    
endmodule // roce_dma_engine__rch__burst

module roce_dma_engine__dff_w64(d,q,clock);
    
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
          
endmodule // roce_dma_engine__dff_w64

module roce_dma_engine__dff_w7(d,q,clock);
    
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
          
endmodule // roce_dma_engine__dff_w7

module roce_dma_engine__dff_w13(d,q,clock);
    
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
          
endmodule // roce_dma_engine__dff_w13

module roce_dma_engine__dff_w17(d,q,clock);
    
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
          
endmodule // roce_dma_engine__dff_w17

module roce_dma_engine__rch__fifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [513:0] wr_data;
    output reg  rd_valid;
    output reg  [513:0] rd_data;
    input wire  rd_en;
    output reg  [9:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 10'b1000000000;
    
    // Stub signals
    reg  [8:0] ram__read_address;
    wire  ram__read_clock;
    wire  [513:0] ram__read_data;
    reg  [8:0] ram__write_address;
    wire  ram__write_clock;
    reg  [513:0] ram__write_data;
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
    roce_dma_engine__rch__fifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_dma_engine__dff_w10 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_dma_engine__dff_w10 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_dma_engine__dff_w1 head(
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
    
endmodule // roce_dma_engine__rch__fifo

module roce_dma_engine__rch__fifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [513:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [513:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[513:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_dma_engine__rch__fifo__ram

module roce_dma_engine__dff_w10(d,q,clock);
    
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
          
endmodule // roce_dma_engine__dff_w10

module roce_dma_engine__rch__info(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [22:0] wr_data;
    output reg  rd_valid;
    output reg  [22:0] rd_data;
    input wire  rd_en;
    output reg  [6:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram__read_address;
    wire  ram__read_clock;
    wire  [22:0] ram__read_data;
    reg  [5:0] ram__write_address;
    wire  ram__write_clock;
    reg  [22:0] ram__write_data;
    reg  ram__write_enable;
    reg  [6:0] wr_ptr__d;
    wire  [6:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [6:0] rd_ptr__d;
    wire  [6:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [6:0] count;
    
    // Sub module instances
    roce_dma_engine__rch__info__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_dma_engine__dff_w7 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_dma_engine__dff_w7 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_dma_engine__dff_w1 head(
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
        ram__read_address = ((rd_ptr__q - 32'h1) & 6'h3f);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 6'h3f);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 6'h3f);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 6'h3f);
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
    
endmodule // roce_dma_engine__rch__info

module roce_dma_engine__rch__info__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [22:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [22:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[22:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_dma_engine__rch__info__ram

module roce_dma_engine__dff_w512(d,q,clock);
    
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
          
endmodule // roce_dma_engine__dff_w512

module roce_dma_engine__dff_w6(d,q,clock);
    
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
          
endmodule // roce_dma_engine__dff_w6

module roce_dma_engine__dff_w12(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_dma_engine__dff_w12

module roce_dma_engine__rch__trk(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [17:0] wr_data;
    output reg  rd_valid;
    output reg  [17:0] rd_data;
    input wire  rd_en;
    output reg  [6:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram__read_address;
    wire  ram__read_clock;
    wire  [17:0] ram__read_data;
    reg  [5:0] ram__write_address;
    wire  ram__write_clock;
    reg  [17:0] ram__write_data;
    reg  ram__write_enable;
    reg  [6:0] wr_ptr__d;
    wire  [6:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [6:0] rd_ptr__d;
    wire  [6:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [6:0] count;
    
    // Sub module instances
    roce_dma_engine__rch__trk__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_dma_engine__dff_w7 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_dma_engine__dff_w7 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_dma_engine__dff_w1 head(
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
        ram__read_address = ((rd_ptr__q - 32'h1) & 6'h3f);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 6'h3f);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 6'h3f);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 6'h3f);
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
    
endmodule // roce_dma_engine__rch__trk

module roce_dma_engine__rch__trk__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [17:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [17:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[17:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_dma_engine__rch__trk__ram

module roce_dma_engine__dff_w8(d,q,clock);
    
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
          
endmodule // roce_dma_engine__dff_w8

module roce_dma_engine__w_align(cur,cur_keep,need,off,last,lmask,carry,carry_keep,w_data,w_strb,rot,rot_keep);
    
    // Module arguments
    input wire  [511:0] cur;
    input wire  [63:0] cur_keep;
    input wire  need;
    input wire  [5:0] off;
    input wire  last;
    input wire  [63:0] lmask;
    input wire  [511:0] carry;
    input wire  [63:0] carry_keep;
    output reg  [511:0] w_data;
    output reg  [63:0] w_strb;
    output reg  [511:0] rot;
    output reg  [63:0] rot_keep;
    
    // Constant declarations
    localparam  ones512 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  ones64 = 64'hffffffffffffffff;
    localparam  c64 = 7'b1000000;
    
    // Stub signals
    reg  [511:0] rotator__data_in;
    reg  [5:0] rotator__amount;
    wire  [511:0] rotator__data_out;
    
    // Local signals
    reg  [511:0] hi;
    reg  [63:0] hi_lanes;
    reg  [511:0] cur_rot;
    reg  [63:0] keep_rot;
    reg  [63:0] strb;
    
    // Sub module instances
    roce_dma_engine__r_rot rotator(
        .data_in(rotator__data_in),
        .amount(rotator__amount),
        .data_out(rotator__data_out)
    );
    
    // Update code
    always @(*) begin
        rotator__data_in = cur;
        rotator__amount = off;
        cur_rot = rotator__data_out;
        keep_rot = (cur_keep << off) | (cur_keep >> (c64 - ((off) & 7'h7f)));
        rot = cur_rot;
        rot_keep = keep_rot;
        hi = ones512 << (((off) & 10'h3ff) << 32'h3);
        hi_lanes = ones64 << off;
        w_data = carry & ~hi;
        strb = carry_keep & ~hi_lanes;
        if (need) begin
            w_data = (cur_rot & hi) | (carry & ~hi);
            strb = (keep_rot & hi_lanes) | (carry_keep & ~hi_lanes);
        end
        w_strb = strb;
        if (last) begin
            w_strb = strb & lmask;
        end
    end
    
endmodule // roce_dma_engine__w_align

module roce_dma_engine__w_out(clock,reset,in_data,in_valid,in_ready,out_data,out_valid,out_ready);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [576:0] in_data;
    input wire  in_valid;
    output reg  in_ready;
    output reg  [576:0] out_data;
    output reg  out_valid;
    input wire  out_ready;
    
    // Stub signals
    reg  [576:0] o_data__d;
    wire  [576:0] o_data__q;
    wire  o_data__clock;
    reg  o_valid__d;
    wire  o_valid__q;
    wire  o_valid__clock;
    reg  [576:0] k_data__d;
    wire  [576:0] k_data__q;
    wire  k_data__clock;
    reg  k_valid__d;
    wire  k_valid__q;
    wire  k_valid__clock;
    
    // Sub module instances
    roce_dma_engine__dff_w577 o_data(
        .d(o_data__d),
        .q(o_data__q),
        .clock(o_data__clock)
    );
    roce_dma_engine__dff_w1 o_valid(
        .d(o_valid__d),
        .q(o_valid__q),
        .clock(o_valid__clock)
    );
    roce_dma_engine__dff_w577 k_data(
        .d(k_data__d),
        .q(k_data__q),
        .clock(k_data__clock)
    );
    roce_dma_engine__dff_w1 k_valid(
        .d(k_valid__d),
        .q(k_valid__q),
        .clock(k_valid__clock)
    );
    
    assign o_data__clock = clock;
    assign o_valid__clock = clock;
    assign k_data__clock = clock;
    assign k_valid__clock = clock;
    
    // Update code
    always @(*) begin
        o_data__d = o_data__q;
        o_valid__d = o_valid__q;
        k_data__d = k_data__q;
        k_valid__d = k_valid__q;
        in_ready = ~k_valid__q;
        out_data = o_data__q;
        out_valid = o_valid__q;
        if (~k_valid__q) begin
            k_data__d = in_data;
        end
        if (out_ready | ~o_valid__q) begin
            if (k_valid__q) begin
                o_data__d = k_data__q;
                o_valid__d = 1'b1;
                k_valid__d = 1'b0;
            end
            else begin
                o_data__d = in_data;
                o_valid__d = in_valid;
            end
        end
        else if (in_valid & ~k_valid__q) begin
            k_valid__d = 1'b1;
        end
        if (reset) begin
            o_valid__d = 1'b0;
            k_valid__d = 1'b0;
        end
    end
    
endmodule // roce_dma_engine__w_out

module roce_dma_engine__dff_w577(d,q,clock);
    
    // Module arguments
    input wire  [576:0] d;
    output reg  [576:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 577'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_dma_engine__dff_w577

module roce_dma_engine__wch(clock,reset,req_valid,req_ready,req_addr,req_len,wr_last,wr_valid,wr_ready,stream_err,cpl_valid,cpl_status,aw_valid,aw_addr,aw_len,aw_beats,aw_grant,w_sel,w_avail,w_need,w_off,w_last,w_lmask,w_carry,w_carry_keep,w_rot,w_rot_keep,b_valid,b_resp);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  req_valid;
    output reg  req_ready;
    input wire  [63:0] req_addr;
    input wire  [16:0] req_len;
    input wire  wr_last;
    input wire  wr_valid;
    output reg  wr_ready;
    output reg  stream_err;
    output reg  cpl_valid;
    output reg  [1:0] cpl_status;
    output reg  aw_valid;
    output reg  [63:0] aw_addr;
    output reg  [7:0] aw_len;
    output reg  [6:0] aw_beats;
    input wire  aw_grant;
    input wire  w_sel;
    output reg  w_avail;
    output reg  w_need;
    output reg  [5:0] w_off;
    output reg  w_last;
    output reg  [63:0] w_lmask;
    output reg  [511:0] w_carry;
    output reg  [63:0] w_carry_keep;
    input wire  [511:0] w_rot;
    input wire  [63:0] w_rot_keep;
    input wire  b_valid;
    input wire  [1:0] b_resp;
    
    // Constant declarations
    localparam  room_limit = 7'b111011;
    localparam  max_bursts = 7'b111011;
    localparam  ones64 = 64'hffffffffffffffff;
    
    // Stub signals
    wire  burst__clock;
    wire  burst__reset;
    reg  burst__req_valid;
    wire  burst__req_ready;
    reg  [63:0] burst__req_addr;
    reg  [16:0] burst__req_len;
    wire  burst__burst_valid;
    reg  burst__burst_ready;
    wire  [63:0] burst__burst_addr;
    wire  [7:0] burst__burst_len;
    wire  [6:0] burst__burst_beats;
    wire  winfo__clock;
    wire  winfo__reset;
    reg  winfo__wr_en;
    reg  [22:0] winfo__wr_data;
    wire  winfo__rd_valid;
    wire  [22:0] winfo__rd_data;
    reg  winfo__rd_en;
    wire  [6:0] winfo__fill;
    reg  winfo__replace;
    wire  cinfo__clock;
    wire  cinfo__reset;
    reg  cinfo__wr_en;
    reg  [5:0] cinfo__wr_data;
    wire  cinfo__rd_valid;
    wire  [5:0] cinfo__rd_data;
    reg  cinfo__rd_en;
    wire  [6:0] cinfo__fill;
    reg  cinfo__replace;
    wire  bfifo__clock;
    wire  bfifo__reset;
    reg  bfifo__wr_en;
    reg  [1:0] bfifo__wr_data;
    wire  bfifo__rd_valid;
    wire  [1:0] bfifo__rd_data;
    reg  bfifo__rd_en;
    wire  [6:0] bfifo__fill;
    reg  bfifo__replace;
    reg  winfo_room__d;
    wire  winfo_room__q;
    wire  winfo_room__clock;
    reg  cinfo_room__d;
    wire  cinfo_room__q;
    wire  cinfo_room__clock;
    reg  bfifo_room__d;
    wire  bfifo_room__q;
    wire  bfifo_room__clock;
    reg  [6:0] obursts__d;
    wire  [6:0] obursts__q;
    wire  obursts__clock;
    reg  busy__d;
    wire  busy__q;
    wire  busy__clock;
    reg  [11:0] in_left__d;
    wire  [11:0] in_left__q;
    wire  in_left__clock;
    reg  [11:0] out_left__d;
    wire  [11:0] out_left__q;
    wire  out_left__clock;
    reg  [5:0] off__d;
    wire  [5:0] off__q;
    wire  off__clock;
    reg  [63:0] lmask__d;
    wire  [63:0] lmask__q;
    wire  lmask__clock;
    reg  [511:0] carry__d;
    wire  [511:0] carry__q;
    wire  carry__clock;
    reg  [63:0] carry_keep__d;
    wire  [63:0] carry_keep__q;
    wire  carry_keep__clock;
    reg  serr__d;
    wire  serr__q;
    wire  serr__clock;
    reg  [5:0] got__d;
    wire  [5:0] got__q;
    wire  got__clock;
    reg  [1:0] worst__d;
    wire  [1:0] worst__q;
    wire  worst__clock;
    reg  cv__d;
    wire  cv__q;
    wire  cv__clock;
    reg  [1:0] cs__d;
    wire  [1:0] cs__q;
    wire  cs__clock;
    
    // Local signals
    reg  room;
    reg  take;
    reg  [5:0] pages;
    reg  [16:0] head_len;
    reg  [5:0] head_off;
    reg  [11:0] span;
    reg  [5:0] endsum;
    reg  [6:0] endb;
    reg  need_in;
    reg  step;
    reg  bpop;
    reg  [1:0] wnew;
    
    // Sub module instances
    roce_dma_engine__rch__burst burst(
        .clock(burst__clock),
        .reset(burst__reset),
        .req_valid(burst__req_valid),
        .req_ready(burst__req_ready),
        .req_addr(burst__req_addr),
        .req_len(burst__req_len),
        .burst_valid(burst__burst_valid),
        .burst_ready(burst__burst_ready),
        .burst_addr(burst__burst_addr),
        .burst_len(burst__burst_len),
        .burst_beats(burst__burst_beats)
    );
    roce_dma_engine__rch__info winfo(
        .clock(winfo__clock),
        .reset(winfo__reset),
        .wr_en(winfo__wr_en),
        .wr_data(winfo__wr_data),
        .rd_valid(winfo__rd_valid),
        .rd_data(winfo__rd_data),
        .rd_en(winfo__rd_en),
        .fill(winfo__fill),
        .replace(winfo__replace)
    );
    roce_dma_engine__wch__cinfo cinfo(
        .clock(cinfo__clock),
        .reset(cinfo__reset),
        .wr_en(cinfo__wr_en),
        .wr_data(cinfo__wr_data),
        .rd_valid(cinfo__rd_valid),
        .rd_data(cinfo__rd_data),
        .rd_en(cinfo__rd_en),
        .fill(cinfo__fill),
        .replace(cinfo__replace)
    );
    roce_dma_engine__wch__bfifo bfifo(
        .clock(bfifo__clock),
        .reset(bfifo__reset),
        .wr_en(bfifo__wr_en),
        .wr_data(bfifo__wr_data),
        .rd_valid(bfifo__rd_valid),
        .rd_data(bfifo__rd_data),
        .rd_en(bfifo__rd_en),
        .fill(bfifo__fill),
        .replace(bfifo__replace)
    );
    roce_dma_engine__dff_w1 winfo_room(
        .d(winfo_room__d),
        .q(winfo_room__q),
        .clock(winfo_room__clock)
    );
    roce_dma_engine__dff_w1 cinfo_room(
        .d(cinfo_room__d),
        .q(cinfo_room__q),
        .clock(cinfo_room__clock)
    );
    roce_dma_engine__dff_w1 bfifo_room(
        .d(bfifo_room__d),
        .q(bfifo_room__q),
        .clock(bfifo_room__clock)
    );
    roce_dma_engine__dff_w7 obursts(
        .d(obursts__d),
        .q(obursts__q),
        .clock(obursts__clock)
    );
    roce_dma_engine__dff_w1 busy(
        .d(busy__d),
        .q(busy__q),
        .clock(busy__clock)
    );
    roce_dma_engine__dff_w12 in_left(
        .d(in_left__d),
        .q(in_left__q),
        .clock(in_left__clock)
    );
    roce_dma_engine__dff_w12 out_left(
        .d(out_left__d),
        .q(out_left__q),
        .clock(out_left__clock)
    );
    roce_dma_engine__dff_w6 off(
        .d(off__d),
        .q(off__q),
        .clock(off__clock)
    );
    roce_dma_engine__dff_w64 lmask(
        .d(lmask__d),
        .q(lmask__q),
        .clock(lmask__clock)
    );
    roce_dma_engine__dff_w512 carry(
        .d(carry__d),
        .q(carry__q),
        .clock(carry__clock)
    );
    roce_dma_engine__dff_w64 carry_keep(
        .d(carry_keep__d),
        .q(carry_keep__q),
        .clock(carry_keep__clock)
    );
    roce_dma_engine__dff_w1 serr(
        .d(serr__d),
        .q(serr__q),
        .clock(serr__clock)
    );
    roce_dma_engine__dff_w6 got(
        .d(got__d),
        .q(got__q),
        .clock(got__clock)
    );
    roce_dma_engine__dff_w2 worst(
        .d(worst__d),
        .q(worst__q),
        .clock(worst__clock)
    );
    roce_dma_engine__dff_w1 cv(
        .d(cv__d),
        .q(cv__q),
        .clock(cv__clock)
    );
    roce_dma_engine__dff_w2 cs(
        .d(cs__d),
        .q(cs__q),
        .clock(cs__clock)
    );
    
    assign obursts__clock = clock;
    assign busy__clock = clock;
    assign in_left__clock = clock;
    assign out_left__clock = clock;
    assign off__clock = clock;
    assign lmask__clock = clock;
    assign carry__clock = clock;
    assign carry_keep__clock = clock;
    assign serr__clock = clock;
    assign got__clock = clock;
    assign worst__clock = clock;
    assign cv__clock = clock;
    assign cs__clock = clock;
    assign winfo_room__clock = clock;
    assign cinfo_room__clock = clock;
    assign bfifo_room__clock = clock;
    assign burst__clock = clock;
    assign winfo__clock = clock;
    assign cinfo__clock = clock;
    assign bfifo__clock = clock;
    assign burst__reset = reset;
    assign winfo__reset = reset;
    assign cinfo__reset = reset;
    assign bfifo__reset = reset;
    
    // Update code
    always @(*) begin
        obursts__d = obursts__q;
        busy__d = busy__q;
        in_left__d = in_left__q;
        out_left__d = out_left__q;
        off__d = off__q;
        lmask__d = lmask__q;
        carry__d = carry__q;
        carry_keep__d = carry_keep__q;
        serr__d = serr__q;
        got__d = got__q;
        worst__d = worst__q;
        cv__d = cv__q;
        cs__d = cs__q;
        winfo_room__d = winfo_room__q;
        cinfo_room__d = cinfo_room__q;
        bfifo_room__d = bfifo_room__q;
        room = winfo_room__q & cinfo_room__q;
        req_ready = burst__req_ready & room;
        take = req_valid & burst__req_ready & room;
        burst__req_valid = req_valid & room;
        burst__req_addr = req_addr;
        burst__req_len = req_len;
        winfo__wr_en = take;
        winfo__replace = 1'b0;
        winfo__wr_data = ((req_addr[(32'h0)+:(6)]) & 23'h7fffff) | (((req_len) & 23'h7fffff) << 32'h6);
        pages = ((((((req_addr[(32'h0)+:(12)]) & 18'h3ffff) + ((req_len) & 18'h3ffff) - 32'h1) >> 32'hc) + 32'h1) & 6'h3f);
        if (~|req_len) begin
            pages = 32'h0;
        end
        cinfo__wr_en = take;
        cinfo__replace = 1'b0;
        cinfo__wr_data = pages;
        aw_valid = burst__burst_valid & (obursts__q < max_bursts) & bfifo_room__q;
        aw_addr = burst__burst_addr;
        aw_len = burst__burst_len;
        aw_beats = burst__burst_beats;
        burst__burst_ready = aw_grant;
        head_len = winfo__rd_data[(32'h6)+:(17)];
        head_off = winfo__rd_data[(32'h0)+:(6)];
        span = (((((head_off) & 18'h3ffff) + ((head_len) & 18'h3ffff) + 32'h3f) >> 32'h6) & 12'hfff);
        endsum = ((((head_off) & 17'h1ffff) + head_len - 32'h1) & 6'h3f);
        endb = ((endsum) & 7'h7f) + 32'h1;
        winfo__rd_en = 1'b0;
        need_in = |in_left__q;
        w_avail = busy__q & (wr_valid | ~|in_left__q);
        w_need = |in_left__q;
        step = w_sel & busy__q & (wr_valid | ~need_in);
        wr_ready = w_sel & busy__q & need_in;
        w_off = off__q;
        w_last = out_left__q == 32'h1;
        w_lmask = lmask__q;
        w_carry = carry__q;
        w_carry_keep = carry_keep__q;
        if (step) begin
            carry__d = w_rot;
            carry_keep__d = w_rot_keep;
            if (need_in & (wr_last != (in_left__q == 32'h1))) begin
                serr__d = 1'b1;
            end
            out_left__d = out_left__q - 32'h1;
            if (need_in) begin
                in_left__d = in_left__q - 32'h1;
            end
            if (out_left__q == 32'h1) begin
                busy__d = 1'b0;
            end
        end
        if (~busy__q & winfo__rd_valid) begin
            winfo__rd_en = 1'b1;
            busy__d = |head_len;
            off__d = head_off;
            carry__d = 32'h0;
            carry_keep__d = 32'h0;
            in_left__d = (((((head_len) & 18'h3ffff) + 32'h3f) >> 32'h6) & 12'hfff);
            out_left__d = span;
            lmask__d = ~(ones64 << endb);
        end
        bfifo__wr_en = b_valid;
        bfifo__replace = 1'b0;
        bfifo__wr_data = b_resp;
        bpop = 1'b0;
        cinfo__rd_en = 1'b0;
        cv__d = 1'b0;
        wnew = worst__q;
        if (bfifo__rd_data > worst__q) begin
            wnew = bfifo__rd_data;
        end
        if (cinfo__rd_valid) begin
            if (~|cinfo__rd_data) begin
                cinfo__rd_en = 1'b1;
                cv__d = 1'b1;
                cs__d = 32'h0;
            end
            else if (bfifo__rd_valid) begin
                bpop = 1'b1;
                got__d = got__q + 32'h1;
                worst__d = wnew;
                if (got__q + 32'h1 == cinfo__rd_data) begin
                    cinfo__rd_en = 1'b1;
                    cv__d = 1'b1;
                    cs__d = wnew;
                    got__d = 32'h0;
                    worst__d = 32'h0;
                end
            end
        end
        bfifo__rd_en = bpop;
        obursts__d = obursts__q - ((bpop) & 7'h7f);
        if (aw_grant) begin
            obursts__d = obursts__q + 32'h1 - ((bpop) & 7'h7f);
        end
        stream_err = serr__q;
        cpl_valid = cv__q;
        cpl_status = cs__q;
        winfo_room__d = winfo__fill < room_limit;
        cinfo_room__d = cinfo__fill < room_limit;
        bfifo_room__d = bfifo__fill < room_limit;
        if (reset) begin
            winfo_room__d = 1'b0;
            cinfo_room__d = 1'b0;
            bfifo_room__d = 1'b0;
            obursts__d = 32'h0;
            busy__d = 1'b0;
            got__d = 32'h0;
            worst__d = 32'h0;
            cv__d = 1'b0;
            serr__d = 1'b0;
        end
    end
    
endmodule // roce_dma_engine__wch

module roce_dma_engine__wch__bfifo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [1:0] wr_data;
    output reg  rd_valid;
    output reg  [1:0] rd_data;
    input wire  rd_en;
    output reg  [6:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram__read_address;
    wire  ram__read_clock;
    wire  [1:0] ram__read_data;
    reg  [5:0] ram__write_address;
    wire  ram__write_clock;
    reg  [1:0] ram__write_data;
    reg  ram__write_enable;
    reg  [6:0] wr_ptr__d;
    wire  [6:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [6:0] rd_ptr__d;
    wire  [6:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [6:0] count;
    
    // Sub module instances
    roce_dma_engine__wch__bfifo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_dma_engine__dff_w7 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_dma_engine__dff_w7 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_dma_engine__dff_w1 head(
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
        ram__read_address = ((rd_ptr__q - 32'h1) & 6'h3f);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 6'h3f);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 6'h3f);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 6'h3f);
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
    
endmodule // roce_dma_engine__wch__bfifo

module roce_dma_engine__wch__bfifo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [1:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [1:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_dma_engine__wch__bfifo__ram

module roce_dma_engine__wch__cinfo(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [5:0] wr_data;
    output reg  rd_valid;
    output reg  [5:0] rd_data;
    input wire  rd_en;
    output reg  [6:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram__read_address;
    wire  ram__read_clock;
    wire  [5:0] ram__read_data;
    reg  [5:0] ram__write_address;
    wire  ram__write_clock;
    reg  [5:0] ram__write_data;
    reg  ram__write_enable;
    reg  [6:0] wr_ptr__d;
    wire  [6:0] wr_ptr__q;
    wire  wr_ptr__clock;
    reg  [6:0] rd_ptr__d;
    wire  [6:0] rd_ptr__q;
    wire  rd_ptr__clock;
    reg  head__d;
    wire  head__q;
    wire  head__clock;
    
    // Local signals
    reg  fetch;
    reg  pop;
    reg  [6:0] count;
    
    // Sub module instances
    roce_dma_engine__wch__cinfo__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_dma_engine__dff_w7 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_dma_engine__dff_w7 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_dma_engine__dff_w1 head(
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
        ram__read_address = ((rd_ptr__q - 32'h1) & 6'h3f);
        if (fetch) begin
            ram__read_address = ((rd_ptr__q) & 6'h3f);
            rd_ptr__d = rd_ptr__q + 32'h1;
            head__d = 1'b1;
        end
        else if (pop) begin
            head__d = 1'b0;
        end
        rd_valid = head__q;
        rd_data = ram__read_data;
        ram__write_address = ((wr_ptr__q) & 6'h3f);
        ram__write_data = wr_data;
        ram__write_enable = 1'b0;
        if (wr_en & replace & (count >= 32'h2)) begin
            ram__write_address = ((wr_ptr__q - 32'h1) & 6'h3f);
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
    
endmodule // roce_dma_engine__wch__cinfo

module roce_dma_engine__wch__cinfo__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [5:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [5:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[5:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_dma_engine__wch__cinfo__ram

module roce_dma_engine__worder(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [8:0] wr_data;
    output reg  rd_valid;
    output reg  [8:0] rd_data;
    input wire  rd_en;
    output reg  [5:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 6'b100000;
    
    // Stub signals
    reg  [4:0] ram__read_address;
    wire  ram__read_clock;
    wire  [8:0] ram__read_data;
    reg  [4:0] ram__write_address;
    wire  ram__write_clock;
    reg  [8:0] ram__write_data;
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
    roce_dma_engine__worder__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_dma_engine__dff_w6 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_dma_engine__dff_w6 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_dma_engine__dff_w1 head(
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
    
endmodule // roce_dma_engine__worder

module roce_dma_engine__worder__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [8:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [8:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[8:0] mem[31:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_dma_engine__worder__ram
