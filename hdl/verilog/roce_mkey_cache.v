// roce_mkey_cache: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_mkey_cache(clock,reset,base,log2_entries,mshr_limit,client_lk_valid,client_lk_ready,client_lk_index,client_lk_tag,client_rsp_valid,client_rsp_ready,client_rsp_tag,client_rsp_data,client_rsp_err,pf_valid,pf_ready,pf_index,up_valid,up_ready,up_index,up_data,cmd_valid,cmd_ready,cmd_op,cmd_index,cmd_data,cpl_valid,cpl_ready,cpl_data,cpl_err,rd_req_valid,rd_req_ready,rd_req_addr,rd_req_len,rd_data,rd_keep,rd_last,rd_valid,rd_ready,rd_cpl_valid,rd_cpl_status,wr_req_valid,wr_req_ready,wr_req_addr,wr_req_len,wr_data,wr_keep,wr_last,wr_valid,wr_ready,wr_cpl_valid,wr_cpl_status,dropped,wb_errors,hits,fills,pf_fills,parked,rsp_fill,mshrs_free,mshrs_queued);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] base;
    input wire  [4:0] log2_entries;
    input wire  [6:0] mshr_limit;
    input wire  client_lk_valid;
    output reg  client_lk_ready;
    input wire  [23:0] client_lk_index;
    input wire  [7:0] client_lk_tag;
    output reg  client_rsp_valid;
    input wire  client_rsp_ready;
    output reg  [7:0] client_rsp_tag;
    output reg  [1023:0] client_rsp_data;
    output reg  client_rsp_err;
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
    output wire  rd_req_valid;
    input wire  rd_req_ready;
    output wire  [63:0] rd_req_addr;
    output wire  [16:0] rd_req_len;
    input wire  [511:0] rd_data;
    input wire  [63:0] rd_keep;
    input wire  rd_last;
    input wire  rd_valid;
    output wire  rd_ready;
    input wire  rd_cpl_valid;
    input wire  [1:0] rd_cpl_status;
    output wire  wr_req_valid;
    input wire  wr_req_ready;
    output wire  [63:0] wr_req_addr;
    output wire  [16:0] wr_req_len;
    output wire  [511:0] wr_data;
    output wire  [63:0] wr_keep;
    output wire  wr_last;
    output wire  wr_valid;
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
    output reg  [6:0] mshrs_free;
    output reg  [6:0] mshrs_queued;
    
    // Constant declarations
    localparam  two_beats = 1'b0;
    localparam  qlim = 6'b11000;
    localparam  ones24 = 24'hffffff;
    
    // Enums
    
    // Stub signals
    wire  st__clock;
    wire  st__reset;
    reg  [7:0] st__rd_set;
    reg  [7:0] st__rd2_set;
    wire  [71:0] st__ways__tw;
    wire  [2047:0] st__ways__lo;
    wire  [2047:0] st__ways__hi;
    wire  [71:0] st__tw2;
    wire  [25:0] st__sst;
    wire  [25:0] st__sst2;
    reg  st__w_en;
    reg  [1:0] st__w_way;
    reg  [7:0] st__w_set;
    reg  [17:0] st__w_tw;
    reg  [511:0] st__w_lo;
    reg  [511:0] st__w_hi;
    reg  st__s_we;
    reg  [7:0] st__s_set;
    reg  [25:0] st__s_wd;
    reg  st__init;
    reg  [7:0] st__init_set;
    wire  st__fwd_valid;
    wire  [1:0] st__fwd__way;
    wire  [17:0] st__fwd__tw;
    wire  [511:0] st__fwd__lo;
    wire  [511:0] st__fwd__hi;
    wire  st__fwd_sv;
    wire  [25:0] st__fwd_sword;
    wire  rq__clock;
    wire  rq__reset;
    reg  rq__p1_valid;
    reg  [1058:0] rq__p1_rec;
    reg  [7:0] rq__p1_set;
    reg  rq__p2_valid;
    reg  [1058:0] rq__p2_rec;
    reg  [7:0] rq__p2_set;
    reg  rq__pop;
    wire  rq__head_valid;
    wire  [1058:0] rq__head;
    reg  [7:0] rq__lk_set;
    wire  rq__lk_parked;
    reg  [7:0] rq__up_set;
    wire  rq__up_parked;
    reg  [7:0] rq__pf_set;
    wire  rq__pf_parked;
    wire  [5:0] rq__count;
    wire  [5:0] rq__fill;
    reg  [15:0] rq__lk_key;
    wire  rq__lk_last;
    reg  [15:0] rq__up_key;
    wire  rq__up_last;
    reg  [71:0] sv__ways__tw;
    reg  [2047:0] sv__ways__lo;
    reg  [2047:0] sv__ways__hi;
    reg  sv__fwd_on;
    reg  [1:0] sv__fwd__way;
    reg  [17:0] sv__fwd__tw;
    reg  [511:0] sv__fwd__lo;
    reg  [511:0] sv__fwd__hi;
    reg  [15:0] sv__ltag;
    reg  [1:0] sv__rr;
    reg  sv__slot_on;
    reg  [1:0] sv__slot_way;
    wire  sv__hit;
    wire  sv__h_dirty;
    wire  sv__inv_any;
    wire  sv__v_dirty;
    wire  [2085:0] sv__lines;
    reg  [14:0] lm__sel;
    reg  [23:0] lm__index;
    reg  [7:0] lm__tag;
    reg  [1023:0] lm__entry;
    reg  [2085:0] lm__lines;
    reg  [1:0] lm__a_way;
    reg  [1:0] lm__i_way;
    reg  [17:0] lm__i_tw;
    reg  [7:0] lm__i_rtag;
    reg  [511:0] lm__i_lo;
    reg  [511:0] lm__i_hi;
    wire  [1:0] lm__w_way;
    wire  [17:0] lm__w_tw;
    wire  [511:0] lm__w_lo;
    wire  [511:0] lm__w_hi;
    wire  [1023:0] lm__r_data;
    wire  [7:0] lm__r_tag;
    wire  [1023:0] lm__c_data;
    wire  [1:0] lm__ms_way;
    wire  [23:0] lm__ms_wb_index;
    wire  [511:0] lm__ms_lo;
    wire  [511:0] lm__ms_hi;
    wire  [17:0] lm__ms_tw;
    reg  dc__valid;
    reg  [2:0] dc__op;
    reg  dc__fill;
    reg  dc__pf;
    reg  dc__replay;
    reg  dc__in_range;
    reg  dc__hit;
    reg  dc__h_dirty;
    reg  dc__inv_any;
    reg  dc__v_dirty;
    reg  dc__free_any;
    reg  dc__parked;
    reg  dc__busy;
    reg  dc__absorbable;
    reg  [15:0] dc__set_tag;
    reg  [15:0] dc__ltag;
    reg  dc__i_fill;
    reg  dc__i_up;
    reg  dc__i_err;
    reg  dc__i_cmd;
    reg  dc__i_pf;
    wire  dc__park;
    wire  dc__pop;
    wire  dc__rel;
    wire  dc__hold_set;
    wire  dc__w_en;
    wire  [14:0] dc__mv;
    wire  dc__r_push;
    wire  dc__r_err;
    wire  dc__c_set;
    wire  dc__c_err;
    wire  dc__mstart;
    wire  dc__ms_wb;
    wire  dc__a_set;
    wire  dc__rr_inc;
    wire  dc__hit_inc;
    wire  dc__drop_inc;
    reg  pick__init;
    reg  pick__ins_valid;
    reg  pick__room_replay;
    reg  pick__room_new;
    reg  pick__rq_valid;
    reg  pick__rq_empty;
    reg  pick__rq_below_limit;
    reg  pick__hold;
    reg  pick__free_any;
    reg  pick__s1_replay;
    reg  pick__idle;
    reg  pick__cmd_valid;
    reg  pick__cmd_flush_all;
    reg  pick__c_active;
    reg  pick__fa_active;
    reg  pick__fa_phase;
    reg  pick__lk_valid;
    reg  pick__up_valid;
    reg  pick__pf_valid;
    reg  pick__same_set;
    reg  pick__lk_stall;
    reg  pick__up_stall;
    wire  [2:0] pick__src;
    wire  pick__valid;
    wire  pick__fill;
    wire  pick__replay;
    wire  pick__pf;
    wire  pick__old;
    wire  [1:0] pick__pq;
    wire  pick__dual;
    wire  pick__ins_take;
    wire  pick__lk_ready;
    wire  pick__up_ready;
    wire  pick__pf_ready;
    wire  pick__cmd_ready;
    wire  pick__fa_start;
    wire  pick__fa_turn;
    wire  pick__fa_take;
    wire  wk__clock;
    wire  wk__reset;
    wire  wk__init;
    wire  [7:0] wk__init_set;
    reg  wk__fa_start;
    reg  wk__fa_turn;
    reg  wk__fa_take;
    wire  wk__fa_active;
    wire  [9:0] wk__fa_slot;
    wire  wk__fa_phase;
    wire  wk__fa_done;
    reg  [2:0] os__src;
    reg  os__old;
    reg  [23:0] os__rmask;
    reg  [5:0] os__ins_id;
    reg  [23:0] os__ins_index;
    reg  [1058:0] os__rq_head;
    reg  [2:0] os__cmd_op;
    reg  [23:0] os__cmd_index;
    reg  [1023:0] os__cmd_data;
    reg  [9:0] os__fa_slot;
    reg  os__lk_valid;
    reg  [23:0] os__lk_index;
    reg  [7:0] os__lk_tag;
    reg  os__up_valid;
    reg  [23:0] os__up_index;
    reg  [1023:0] os__up_data;
    reg  [23:0] os__pf_index;
    wire  [1058:0] os__rec;
    wire  [7:0] os__rec_set;
    wire  [5:0] os__mid;
    wire  os__inr;
    wire  [7:0] os__rd_set;
    reg  du__valid;
    reg  du__in_range;
    reg  [15:0] du__ltag;
    reg  [71:0] du__tw;
    reg  du__fwd_on;
    reg  [1:0] du__fwd_way;
    reg  [17:0] du__fwd_tw;
    reg  [25:0] du__sst;
    reg  du__sv_on;
    reg  [25:0] du__sv_word;
    reg  du__pq;
    reg  du__p1_on;
    reg  du__p2_on;
    reg  [1:0] du__rr;
    wire  du__drop_inc;
    wire  du__park;
    wire  du__w_en;
    wire  [1:0] du__w_way;
    wire  du__a_set;
    wire  [5:0] du__a_id;
    wire  du__rr_inc;
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
    reg  [1058:0] s1_rec__d;
    wire  [1058:0] s1_rec__q;
    wire  s1_rec__clock;
    reg  [5:0] s1_mid__d;
    wire  [5:0] s1_mid__q;
    wire  s1_mid__clock;
    reg  [1:0] s1_pq__d;
    wire  [1:0] s1_pq__q;
    wire  s1_pq__clock;
    reg  s1_pql__d;
    wire  s1_pql__q;
    wire  s1_pql__clock;
    reg  s1_pqu__d;
    wire  s1_pqu__q;
    wire  s1_pqu__clock;
    reg  s1_pqf__d;
    wire  s1_pqf__q;
    wire  s1_pqf__clock;
    reg  s1u_valid__d;
    wire  s1u_valid__q;
    wire  s1u_valid__clock;
    reg  [23:0] s1u_index__d;
    wire  [23:0] s1u_index__q;
    wire  s1u_index__clock;
    reg  s1u_pq__d;
    wire  s1u_pq__q;
    wire  s1u_pq__clock;
    reg  [23:0] rmask__d;
    wire  [23:0] rmask__q;
    wire  rmask__clock;
    reg  fwd_p1v__d;
    wire  fwd_p1v__q;
    wire  fwd_p1v__clock;
    reg  fwd_p2v__d;
    wire  fwd_p2v__q;
    wire  fwd_p2v__clock;
    wire  fm__clock;
    reg  [7:0] fm__s1_set;
    reg  [7:0] fm__u_set;
    reg  fm__dual;
    reg  fm__dual_park;
    reg  [7:0] fm__next_set;
    reg  [7:0] fm__next_uset;
    wire  fm__fw_s;
    wire  fm__fw_u;
    wire  fm__ss_s;
    wire  fm__ss_u;
    wire  fm__p1_s;
    wire  fm__p1_u;
    reg  [1:0] rr__d;
    wire  [1:0] rr__q;
    wire  rr__clock;
    reg  hw_active__d;
    wire  hw_active__q;
    wire  hw_active__clock;
    reg  [7:0] hw_set__d;
    wire  [7:0] hw_set__q;
    wire  hw_set__clock;
    wire  mt__clock;
    wire  mt__reset;
    reg  mt__init;
    reg  [7:0] mt__init_slot;
    reg  [6:0] mt__limit;
    wire  mt__free_any;
    wire  [5:0] mt__free_id;
    reg  mt__start;
    reg  [30:0] mt__info;
    reg  mt__rel;
    reg  [5:0] mt__rel_id;
    reg  mt__a_set;
    reg  [5:0] mt__a_id;
    reg  [5:0] mt__ins_id;
    reg  [5:0] mt__s1_id;
    wire  [30:0] mt__ins_info;
    wire  mt__ins_up;
    wire  mt__busy;
    wire  [6:0] mt__free_count;
    reg  s1_ierr__d;
    wire  s1_ierr__q;
    wire  s1_ierr__clock;
    reg  s1_inr__d;
    wire  s1_inr__q;
    wire  s1_inr__clock;
    reg  s1u_inr__d;
    wire  s1u_inr__q;
    wire  s1u_inr__clock;
    wire  miss__clock;
    wire  miss__reset;
    reg  [63:0] miss__base;
    reg  miss__al_valid;
    reg  [5:0] miss__al_id;
    reg  miss__al_wb;
    reg  [23:0] miss__al_wb_index;
    reg  [511:0] miss__al_lo;
    reg  [511:0] miss__al_hi;
    reg  miss__al_fill;
    reg  [23:0] miss__al_index;
    wire  miss__ins_valid;
    wire  [5:0] miss__ins_id;
    wire  [23:0] miss__ins_index;
    wire  miss__ins_err;
    reg  miss__ins_take;
    wire  [511:0] miss__ins_lo;
    wire  [511:0] miss__ins_hi;
    wire  [31:0] miss__wb_errors;
    wire  [6:0] miss__queued;
    reg  [31:0] r_fill__d;
    wire  [31:0] r_fill__q;
    wire  r_fill__clock;
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
    wire  cnt__clock;
    wire  cnt__reset;
    reg  cnt__hit;
    reg  cnt__drop_s1;
    reg  cnt__drop_dual;
    reg  cnt__fill;
    reg  cnt__pf;
    wire  [31:0] cnt__hits;
    wire  [31:0] cnt__dropped;
    wire  [31:0] cnt__fills;
    wire  [31:0] cnt__pf_fills;
    
    // Local signals
    reg  [23:0] s1_index;
    reg  [1023:0] s1_data;
    reg  [1032:0] r_head;
    reg  [7:0] lk_set;
    reg  [7:0] up_set;
    reg  [7:0] pf_set;
    reg  pq_s1;
    reg  [7:0] s1_set;
    reg  [15:0] s1_ltag;
    reg  in_range;
    reg  [25:0] sw;
    reg  pq_eff;
    reg  s_we;
    reg  [25:0] s_wd;
    reg  [511:0] i_hi;
    reg  [5:0] a_id;
    reg  a_set;
    reg  [1032:0] r_word;
    reg  [7:0] u_set;
    reg  np1;
    reg  np2;
    reg  [7:0] p1_set;
    reg  [1058:0] p1_rec;
    
    // Sub module instances
    roce_mkey_cache__st st(
        .clock(st__clock),
        .reset(st__reset),
        .rd_set(st__rd_set),
        .rd2_set(st__rd2_set),
        .ways__tw(st__ways__tw),
        .ways__lo(st__ways__lo),
        .ways__hi(st__ways__hi),
        .tw2(st__tw2),
        .sst(st__sst),
        .sst2(st__sst2),
        .w_en(st__w_en),
        .w_way(st__w_way),
        .w_set(st__w_set),
        .w_tw(st__w_tw),
        .w_lo(st__w_lo),
        .w_hi(st__w_hi),
        .s_we(st__s_we),
        .s_set(st__s_set),
        .s_wd(st__s_wd),
        .init(st__init),
        .init_set(st__init_set),
        .fwd_valid(st__fwd_valid),
        .fwd__way(st__fwd__way),
        .fwd__tw(st__fwd__tw),
        .fwd__lo(st__fwd__lo),
        .fwd__hi(st__fwd__hi),
        .fwd_sv(st__fwd_sv),
        .fwd_sword(st__fwd_sword)
    );
    roce_mkey_cache__rq rq(
        .clock(rq__clock),
        .reset(rq__reset),
        .p1_valid(rq__p1_valid),
        .p1_rec(rq__p1_rec),
        .p1_set(rq__p1_set),
        .p2_valid(rq__p2_valid),
        .p2_rec(rq__p2_rec),
        .p2_set(rq__p2_set),
        .pop(rq__pop),
        .head_valid(rq__head_valid),
        .head(rq__head),
        .lk_set(rq__lk_set),
        .lk_parked(rq__lk_parked),
        .up_set(rq__up_set),
        .up_parked(rq__up_parked),
        .pf_set(rq__pf_set),
        .pf_parked(rq__pf_parked),
        .count(rq__count),
        .fill(rq__fill),
        .lk_key(rq__lk_key),
        .lk_last(rq__lk_last),
        .up_key(rq__up_key),
        .up_last(rq__up_last)
    );
    roce_mkey_cache__sv sv(
        .ways__tw(sv__ways__tw),
        .ways__lo(sv__ways__lo),
        .ways__hi(sv__ways__hi),
        .fwd_on(sv__fwd_on),
        .fwd__way(sv__fwd__way),
        .fwd__tw(sv__fwd__tw),
        .fwd__lo(sv__fwd__lo),
        .fwd__hi(sv__fwd__hi),
        .ltag(sv__ltag),
        .rr(sv__rr),
        .slot_on(sv__slot_on),
        .slot_way(sv__slot_way),
        .hit(sv__hit),
        .h_dirty(sv__h_dirty),
        .inv_any(sv__inv_any),
        .v_dirty(sv__v_dirty),
        .lines(sv__lines)
    );
    roce_mkey_cache__lm lm(
        .sel(lm__sel),
        .index(lm__index),
        .tag(lm__tag),
        .entry(lm__entry),
        .lines(lm__lines),
        .a_way(lm__a_way),
        .i_way(lm__i_way),
        .i_tw(lm__i_tw),
        .i_rtag(lm__i_rtag),
        .i_lo(lm__i_lo),
        .i_hi(lm__i_hi),
        .w_way(lm__w_way),
        .w_tw(lm__w_tw),
        .w_lo(lm__w_lo),
        .w_hi(lm__w_hi),
        .r_data(lm__r_data),
        .r_tag(lm__r_tag),
        .c_data(lm__c_data),
        .ms_way(lm__ms_way),
        .ms_wb_index(lm__ms_wb_index),
        .ms_lo(lm__ms_lo),
        .ms_hi(lm__ms_hi),
        .ms_tw(lm__ms_tw)
    );
    roce_mkey_cache__dc dc(
        .valid(dc__valid),
        .op(dc__op),
        .fill(dc__fill),
        .pf(dc__pf),
        .replay(dc__replay),
        .in_range(dc__in_range),
        .hit(dc__hit),
        .h_dirty(dc__h_dirty),
        .inv_any(dc__inv_any),
        .v_dirty(dc__v_dirty),
        .free_any(dc__free_any),
        .parked(dc__parked),
        .busy(dc__busy),
        .absorbable(dc__absorbable),
        .set_tag(dc__set_tag),
        .ltag(dc__ltag),
        .i_fill(dc__i_fill),
        .i_up(dc__i_up),
        .i_err(dc__i_err),
        .i_cmd(dc__i_cmd),
        .i_pf(dc__i_pf),
        .park(dc__park),
        .pop(dc__pop),
        .rel(dc__rel),
        .hold_set(dc__hold_set),
        .w_en(dc__w_en),
        .mv(dc__mv),
        .r_push(dc__r_push),
        .r_err(dc__r_err),
        .c_set(dc__c_set),
        .c_err(dc__c_err),
        .mstart(dc__mstart),
        .ms_wb(dc__ms_wb),
        .a_set(dc__a_set),
        .rr_inc(dc__rr_inc),
        .hit_inc(dc__hit_inc),
        .drop_inc(dc__drop_inc)
    );
    roce_mkey_cache__pick pick(
        .init(pick__init),
        .ins_valid(pick__ins_valid),
        .room_replay(pick__room_replay),
        .room_new(pick__room_new),
        .rq_valid(pick__rq_valid),
        .rq_empty(pick__rq_empty),
        .rq_below_limit(pick__rq_below_limit),
        .hold(pick__hold),
        .free_any(pick__free_any),
        .s1_replay(pick__s1_replay),
        .idle(pick__idle),
        .cmd_valid(pick__cmd_valid),
        .cmd_flush_all(pick__cmd_flush_all),
        .c_active(pick__c_active),
        .fa_active(pick__fa_active),
        .fa_phase(pick__fa_phase),
        .lk_valid(pick__lk_valid),
        .up_valid(pick__up_valid),
        .pf_valid(pick__pf_valid),
        .same_set(pick__same_set),
        .lk_stall(pick__lk_stall),
        .up_stall(pick__up_stall),
        .src(pick__src),
        .valid(pick__valid),
        .fill(pick__fill),
        .replay(pick__replay),
        .pf(pick__pf),
        .old(pick__old),
        .pq(pick__pq),
        .dual(pick__dual),
        .ins_take(pick__ins_take),
        .lk_ready(pick__lk_ready),
        .up_ready(pick__up_ready),
        .pf_ready(pick__pf_ready),
        .cmd_ready(pick__cmd_ready),
        .fa_start(pick__fa_start),
        .fa_turn(pick__fa_turn),
        .fa_take(pick__fa_take)
    );
    roce_mkey_cache__wk wk(
        .clock(wk__clock),
        .reset(wk__reset),
        .init(wk__init),
        .init_set(wk__init_set),
        .fa_start(wk__fa_start),
        .fa_turn(wk__fa_turn),
        .fa_take(wk__fa_take),
        .fa_active(wk__fa_active),
        .fa_slot(wk__fa_slot),
        .fa_phase(wk__fa_phase),
        .fa_done(wk__fa_done)
    );
    roce_mkey_cache__os os(
        .src(os__src),
        .old(os__old),
        .rmask(os__rmask),
        .ins_id(os__ins_id),
        .ins_index(os__ins_index),
        .rq_head(os__rq_head),
        .cmd_op(os__cmd_op),
        .cmd_index(os__cmd_index),
        .cmd_data(os__cmd_data),
        .fa_slot(os__fa_slot),
        .lk_valid(os__lk_valid),
        .lk_index(os__lk_index),
        .lk_tag(os__lk_tag),
        .up_valid(os__up_valid),
        .up_index(os__up_index),
        .up_data(os__up_data),
        .pf_index(os__pf_index),
        .rec(os__rec),
        .rec_set(os__rec_set),
        .mid(os__mid),
        .inr(os__inr),
        .rd_set(os__rd_set)
    );
    roce_mkey_cache__du du(
        .valid(du__valid),
        .in_range(du__in_range),
        .ltag(du__ltag),
        .tw(du__tw),
        .fwd_on(du__fwd_on),
        .fwd_way(du__fwd_way),
        .fwd_tw(du__fwd_tw),
        .sst(du__sst),
        .sv_on(du__sv_on),
        .sv_word(du__sv_word),
        .pq(du__pq),
        .p1_on(du__p1_on),
        .p2_on(du__p2_on),
        .rr(du__rr),
        .drop_inc(du__drop_inc),
        .park(du__park),
        .w_en(du__w_en),
        .w_way(du__w_way),
        .a_set(du__a_set),
        .a_id(du__a_id),
        .rr_inc(du__rr_inc)
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
    roce_mkey_cache__s1_rec s1_rec(
        .d(s1_rec__d),
        .q(s1_rec__q),
        .clock(s1_rec__clock)
    );
    roce_mkey_cache__dff_w6 s1_mid(
        .d(s1_mid__d),
        .q(s1_mid__q),
        .clock(s1_mid__clock)
    );
    roce_mkey_cache__dff_w2 s1_pq(
        .d(s1_pq__d),
        .q(s1_pq__q),
        .clock(s1_pq__clock)
    );
    roce_mkey_cache__dff_w1 s1_pql(
        .d(s1_pql__d),
        .q(s1_pql__q),
        .clock(s1_pql__clock)
    );
    roce_mkey_cache__dff_w1 s1_pqu(
        .d(s1_pqu__d),
        .q(s1_pqu__q),
        .clock(s1_pqu__clock)
    );
    roce_mkey_cache__dff_w1 s1_pqf(
        .d(s1_pqf__d),
        .q(s1_pqf__q),
        .clock(s1_pqf__clock)
    );
    roce_mkey_cache__dff_w1 s1u_valid(
        .d(s1u_valid__d),
        .q(s1u_valid__q),
        .clock(s1u_valid__clock)
    );
    roce_mkey_cache__dff_w24 s1u_index(
        .d(s1u_index__d),
        .q(s1u_index__q),
        .clock(s1u_index__clock)
    );
    roce_mkey_cache__dff_w1 s1u_pq(
        .d(s1u_pq__d),
        .q(s1u_pq__q),
        .clock(s1u_pq__clock)
    );
    roce_mkey_cache__dff_w24 rmask(
        .d(rmask__d),
        .q(rmask__q),
        .clock(rmask__clock)
    );
    roce_mkey_cache__dff_w1 fwd_p1v(
        .d(fwd_p1v__d),
        .q(fwd_p1v__q),
        .clock(fwd_p1v__clock)
    );
    roce_mkey_cache__dff_w1 fwd_p2v(
        .d(fwd_p2v__d),
        .q(fwd_p2v__q),
        .clock(fwd_p2v__clock)
    );
    roce_mkey_cache__fm fm(
        .clock(fm__clock),
        .s1_set(fm__s1_set),
        .u_set(fm__u_set),
        .dual(fm__dual),
        .dual_park(fm__dual_park),
        .next_set(fm__next_set),
        .next_uset(fm__next_uset),
        .fw_s(fm__fw_s),
        .fw_u(fm__fw_u),
        .ss_s(fm__ss_s),
        .ss_u(fm__ss_u),
        .p1_s(fm__p1_s),
        .p1_u(fm__p1_u)
    );
    roce_mkey_cache__dff_w2 rr(
        .d(rr__d),
        .q(rr__q),
        .clock(rr__clock)
    );
    roce_mkey_cache__dff_w1 hw_active(
        .d(hw_active__d),
        .q(hw_active__q),
        .clock(hw_active__clock)
    );
    roce_mkey_cache__dff_w8 hw_set(
        .d(hw_set__d),
        .q(hw_set__q),
        .clock(hw_set__clock)
    );
    roce_mkey_cache__mt mt(
        .clock(mt__clock),
        .reset(mt__reset),
        .init(mt__init),
        .init_slot(mt__init_slot),
        .limit(mt__limit),
        .free_any(mt__free_any),
        .free_id(mt__free_id),
        .start(mt__start),
        .info(mt__info),
        .rel(mt__rel),
        .rel_id(mt__rel_id),
        .a_set(mt__a_set),
        .a_id(mt__a_id),
        .ins_id(mt__ins_id),
        .s1_id(mt__s1_id),
        .ins_info(mt__ins_info),
        .ins_up(mt__ins_up),
        .busy(mt__busy),
        .free_count(mt__free_count)
    );
    roce_mkey_cache__dff_w1 s1_ierr(
        .d(s1_ierr__d),
        .q(s1_ierr__q),
        .clock(s1_ierr__clock)
    );
    roce_mkey_cache__dff_w1 s1_inr(
        .d(s1_inr__d),
        .q(s1_inr__q),
        .clock(s1_inr__clock)
    );
    roce_mkey_cache__dff_w1 s1u_inr(
        .d(s1u_inr__d),
        .q(s1u_inr__q),
        .clock(s1u_inr__clock)
    );
    roce_mkey_cache__miss miss(
        .clock(miss__clock),
        .reset(miss__reset),
        .base(miss__base),
        .al_valid(miss__al_valid),
        .al_id(miss__al_id),
        .al_wb(miss__al_wb),
        .al_wb_index(miss__al_wb_index),
        .al_lo(miss__al_lo),
        .al_hi(miss__al_hi),
        .al_fill(miss__al_fill),
        .al_index(miss__al_index),
        .ins_valid(miss__ins_valid),
        .ins_id(miss__ins_id),
        .ins_index(miss__ins_index),
        .ins_err(miss__ins_err),
        .ins_take(miss__ins_take),
        .ins_lo(miss__ins_lo),
        .ins_hi(miss__ins_hi),
        .rd__req_valid(rd_req_valid),
        .rd__req_ready(rd_req_ready),
        .rd__req_addr(rd_req_addr),
        .rd__req_len(rd_req_len),
        .rd__data(rd_data),
        .rd__keep(rd_keep),
        .rd__last(rd_last),
        .rd__valid(rd_valid),
        .rd__ready(rd_ready),
        .rd__cpl_valid(rd_cpl_valid),
        .rd__cpl_status(rd_cpl_status),
        .wr__req_valid(wr_req_valid),
        .wr__req_ready(wr_req_ready),
        .wr__req_addr(wr_req_addr),
        .wr__req_len(wr_req_len),
        .wr__data(wr_data),
        .wr__keep(wr_keep),
        .wr__last(wr_last),
        .wr__valid(wr_valid),
        .wr__ready(wr_ready),
        .wr__cpl_valid(wr_cpl_valid),
        .wr__cpl_status(wr_cpl_status),
        .wb_errors(miss__wb_errors),
        .queued(miss__queued)
    );
    roce_mkey_cache__dff_w32 r_fill(
        .d(r_fill__d),
        .q(r_fill__q),
        .clock(r_fill__clock)
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
    roce_mkey_cache__c_data c_data(
        .d(c_data__d),
        .q(c_data__q),
        .clock(c_data__clock)
    );
    roce_mkey_cache__dff_w1 c_err(
        .d(c_err__d),
        .q(c_err__q),
        .clock(c_err__clock)
    );
    roce_mkey_cache__cnt cnt(
        .clock(cnt__clock),
        .reset(cnt__reset),
        .hit(cnt__hit),
        .drop_s1(cnt__drop_s1),
        .drop_dual(cnt__drop_dual),
        .fill(cnt__fill),
        .pf(cnt__pf),
        .hits(cnt__hits),
        .dropped(cnt__dropped),
        .fills(cnt__fills),
        .pf_fills(cnt__pf_fills)
    );
    
    assign s1_valid__clock = clock;
    assign s1_fill__clock = clock;
    assign s1_replay__clock = clock;
    assign s1_pf__clock = clock;
    assign s1_rec__clock = clock;
    assign s1_mid__clock = clock;
    assign s1_pq__clock = clock;
    assign s1_pql__clock = clock;
    assign s1_pqu__clock = clock;
    assign s1_pqf__clock = clock;
    assign s1u_valid__clock = clock;
    assign s1u_index__clock = clock;
    assign s1u_pq__clock = clock;
    assign rmask__clock = clock;
    assign fwd_p1v__clock = clock;
    assign fwd_p2v__clock = clock;
    assign rr__clock = clock;
    assign hw_active__clock = clock;
    assign hw_set__clock = clock;
    assign r_fill__clock = clock;
    assign c_active__clock = clock;
    assign c_pending__clock = clock;
    assign c_data__clock = clock;
    assign c_err__clock = clock;
    assign s1_ierr__clock = clock;
    assign s1_inr__clock = clock;
    assign s1u_inr__clock = clock;
    assign rq__clock = clock;
    assign rspq__clock = clock;
    assign mt__clock = clock;
    assign miss__clock = clock;
    assign st__clock = clock;
    assign wk__clock = clock;
    assign cnt__clock = clock;
    assign fm__clock = clock;
    assign st__reset = reset;
    assign wk__reset = reset;
    assign rq__reset = reset;
    assign rspq__reset = reset;
    assign mt__reset = reset;
    assign miss__reset = reset;
    assign cnt__reset = reset;
    
    // Update code
    always @(*) begin
        s1_valid__d = s1_valid__q;
        s1_fill__d = s1_fill__q;
        s1_replay__d = s1_replay__q;
        s1_pf__d = s1_pf__q;
        s1_rec__d = s1_rec__q;
        s1_mid__d = s1_mid__q;
        s1_pq__d = s1_pq__q;
        s1_pql__d = s1_pql__q;
        s1_pqu__d = s1_pqu__q;
        s1_pqf__d = s1_pqf__q;
        s1u_valid__d = s1u_valid__q;
        s1u_index__d = s1u_index__q;
        s1u_pq__d = s1u_pq__q;
        rmask__d = rmask__q;
        fwd_p1v__d = fwd_p1v__q;
        fwd_p2v__d = fwd_p2v__q;
        rr__d = rr__q;
        hw_active__d = hw_active__q;
        hw_set__d = hw_set__q;
        r_fill__d = r_fill__q;
        c_active__d = c_active__q;
        c_pending__d = c_pending__q;
        c_data__d = c_data__q;
        c_err__d = c_err__q;
        s1_ierr__d = s1_ierr__q;
        s1_inr__d = s1_inr__q;
        s1u_inr__d = s1u_inr__q;
        rspq__replace = 1'b0;
        miss__base = base;
        dropped = cnt__dropped;
        wb_errors = miss__wb_errors;
        hits = cnt__hits;
        fills = cnt__fills;
        pf_fills = cnt__pf_fills;
        cnt__hit = dc__hit_inc;
        cnt__drop_s1 = dc__drop_inc;
        cnt__drop_dual = du__drop_inc;
        cnt__fill = dc__mstart & dc__mv[(64'he)+:(1)];
        cnt__pf = s1_pf__q;
        parked = rq__fill;
        mshrs_free = mt__free_count;
        mshrs_queued = miss__queued;
        rsp_fill = rspq__fill;
        lk_set = client_lk_index[(32'h0)+:(8)];
        up_set = up_index[(32'h0)+:(8)];
        pf_set = pf_index[(32'h0)+:(8)];
        rq__lk_set = lk_set;
        rq__up_set = up_set;
        rq__pf_set = pf_set;
        r_head = rspq__rd_data;
        client_rsp_valid = rspq__rd_valid;
        client_rsp_data = r_head[(64'h0)+:(1024)];
        client_rsp_err = r_head[(64'h400)+:(1)];
        client_rsp_tag = r_head[(64'h401)+:(8)];
        rspq__rd_en = client_rsp_ready;
        cpl_valid = c_pending__q & ~mt__busy & ~wk__fa_active & ~s1_valid__q & ~s1u_valid__q;
        cpl_data = c_data__q;
        cpl_err = c_err__q;
        if (cpl_valid & cpl_ready) begin
            c_pending__d = 1'b0;
            c_active__d = 1'b0;
        end
        rq__lk_key = client_lk_index[(32'h0)+:(16)];
        rq__up_key = up_index[(32'h0)+:(16)];
        rmask__d = ones24 << log2_entries;
        pick__init = wk__init;
        pick__ins_valid = miss__ins_valid;
        pick__room_replay = ~r_fill__q[32'h1d];
        pick__room_new = ~r_fill__q[32'hf];
        pick__rq_valid = rq__head_valid;
        pick__rq_empty = rq__count == 32'h0;
        pick__rq_below_limit = rq__count < qlim;
        pick__hold = hw_active__q;
        pick__free_any = mt__free_any;
        pick__s1_replay = s1_valid__q & s1_replay__q;
        pick__idle = ~mt__busy & ~s1_valid__q & ~s1u_valid__q;
        pick__cmd_valid = cmd_valid;
        pick__cmd_flush_all = cmd_op == 32'h5;
        pick__c_active = c_active__q;
        pick__fa_active = wk__fa_active;
        pick__fa_phase = wk__fa_phase;
        pick__lk_valid = client_lk_valid;
        pick__up_valid = up_valid;
        pick__pf_valid = pf_valid;
        pick__same_set = lk_set == up_set;
        pick__lk_stall = rq__lk_last;
        pick__up_stall = rq__up_last;
        miss__ins_take = pick__ins_take;
        client_lk_ready = pick__lk_ready;
        up_ready = pick__up_ready;
        cmd_ready = pick__cmd_ready;
        pf_ready = pick__pf_ready;
        if (pick__cmd_ready) begin
            c_active__d = 1'b1;
        end
        wk__fa_start = pick__fa_start;
        wk__fa_turn = pick__fa_turn;
        wk__fa_take = pick__fa_take;
        if (pick__fa_start) begin
            c_data__d = 32'h0;
            c_err__d = 1'b0;
        end
        if (wk__fa_done) begin
            c_pending__d = 1'b1;
        end
        os__src = pick__src;
        os__old = pick__old;
        os__rmask = rmask__q;
        os__ins_id = miss__ins_id;
        os__ins_index = miss__ins_index;
        os__rq_head = rq__head;
        os__cmd_op = cmd_op;
        os__cmd_index = cmd_index;
        os__cmd_data = cmd_data;
        os__fa_slot = wk__fa_slot;
        os__lk_valid = client_lk_valid;
        os__lk_index = client_lk_index;
        os__lk_tag = client_lk_tag;
        os__up_valid = up_valid;
        os__up_index = up_index;
        os__up_data = up_data;
        os__pf_index = pf_index;
        st__rd_set = os__rd_set;
        st__rd2_set = up_set;
        mt__ins_id = miss__ins_id;
        mt__s1_id = s1_mid__q;
        s1_ierr__d = miss__ins_err;
        s1_valid__d = pick__valid;
        s1_fill__d = pick__fill;
        s1_replay__d = pick__replay;
        s1_pf__d = pick__pf;
        s1_rec__d = os__rec;
        s1_mid__d = os__mid;
        s1_pq__d = pick__pq;
        s1_pql__d = rq__lk_parked;
        s1_pqu__d = rq__up_parked;
        s1_pqf__d = rq__pf_parked;
        s1u_valid__d = pick__dual;
        s1u_index__d = up_index;
        s1_inr__d = os__inr;
        s1u_inr__d = (up_index & rmask__q) == 32'h0;
        s1u_pq__d = rq__up_parked;
        s1_index = s1_rec__q[(64'h400)+:(24)];
        s1_data = s1_rec__q[(64'h0)+:(1024)];
        s1_set = s1_index[(32'h0)+:(8)];
        s1_ltag = s1_index[(32'h8)+:(16)];
        in_range = s1_inr__q;
        sv__fwd_on = st__fwd_valid & fm__fw_s;
        sv__ltag = s1_ltag;
        sv__rr = rr__q;
        sv__slot_on = s1_rec__q[(64'h420)+:(3)] == 32'h7;
        sv__slot_way = ((s1_rec__q[(64'h418)+:(8)]) & 2'h3);
        sw = st__sst;
        if (st__fwd_sv & fm__ss_s) begin
            sw = st__fwd_sword;
        end
        pq_s1 = 1'b0;
        if (s1_pq__q == 32'h1) begin
            pq_s1 = s1_pql__q;
        end
        if (s1_pq__q == 32'h2) begin
            pq_s1 = s1_pqu__q;
        end
        if (s1_pq__q == 32'h3) begin
            pq_s1 = s1_pqf__q;
        end
        pq_eff = pq_s1 | (fwd_p1v__q & fm__p1_s) | (fwd_p2v__q & fm__ss_s);
        i_hi = miss__ins_hi;
        if (~two_beats) begin
            i_hi = 32'h0;
        end
        dc__valid = s1_valid__q;
        dc__op = s1_rec__q[(64'h420)+:(3)];
        dc__fill = s1_fill__q;
        dc__pf = s1_pf__q;
        dc__replay = s1_replay__q;
        dc__in_range = in_range;
        dc__hit = sv__hit;
        dc__h_dirty = sv__h_dirty;
        dc__inv_any = sv__inv_any;
        dc__v_dirty = sv__v_dirty;
        dc__free_any = mt__free_any;
        dc__parked = pq_eff;
        dc__busy = sw[32'h0];
        dc__absorbable = sw[32'h1];
        dc__set_tag = sw[(32'ha)+:(16)];
        dc__ltag = s1_ltag;
        dc__i_fill = mt__ins_info[(64'h15)+:(1)];
        dc__i_up = mt__ins_up;
        dc__i_err = s1_ierr__q;
        dc__i_cmd = mt__ins_info[(64'h14)+:(1)];
        dc__i_pf = mt__ins_info[(64'h16)+:(1)];
        if (dc__hold_set) begin
            hw_active__d = 1'b1;
            hw_set__d = s1_set;
        end
        if (dc__rr_inc) begin
            rr__d = rr__q + 32'h1;
        end
        st__w_en = dc__w_en;
        st__w_set = s1_set;
        lm__sel = dc__mv;
        lm__index = s1_index;
        lm__tag = s1_rec__q[(64'h418)+:(8)];
        lm__entry = s1_data;
        lm__lines = sv__lines;
        lm__a_way = sw[(32'h2)+:(2)];
        lm__i_way = mt__ins_info[(64'h12)+:(2)];
        lm__i_tw = mt__ins_info[(64'h0)+:(18)];
        lm__i_rtag = mt__ins_info[(64'h17)+:(8)];
        lm__i_lo = miss__ins_lo;
        lm__i_hi = i_hi;
        st__w_way = lm__w_way;
        st__w_tw = lm__w_tw;
        st__w_lo = lm__w_lo;
        st__w_hi = lm__w_hi;
        a_set = dc__a_set;
        a_id = sw[(32'h4)+:(6)];
        u_set = s1u_index__q[(32'h0)+:(8)];
        du__valid = s1u_valid__q;
        du__in_range = s1u_inr__q;
        du__ltag = s1u_index__q[(32'h8)+:(16)];
        du__tw = st__tw2;
        du__fwd_on = st__fwd_valid & fm__fw_u;
        du__fwd_way = st__fwd__way;
        du__fwd_tw = st__fwd__tw;
        du__sst = st__sst2;
        du__sv_on = st__fwd_sv & fm__ss_u;
        du__sv_word = st__fwd_sword;
        du__pq = s1u_pq__q;
        du__p1_on = fwd_p1v__q & fm__p1_u;
        du__p2_on = fwd_p2v__q & fm__ss_u;
        du__rr = rr__q;
        if (du__rr_inc) begin
            rr__d = rr__q + 32'h1;
        end
        if (du__a_set) begin
            a_set = 1'b1;
            a_id = du__a_id;
        end
        if (s1u_valid__q) begin
            st__w_en = du__w_en;
            st__w_way = du__w_way;
            st__w_set = u_set;
            st__w_tw = ((du__ltag) & 18'h3ffff) | (((32'h3) & 18'h3ffff) << 32'h10);
            st__w_lo = s1_data[(32'h0)+:(512)];
            st__w_hi = s1_data[(32'h200)+:(512)];
        end
        s_we = 1'b0;
        s_wd = 32'h0;
        if (dc__mstart) begin
            s_we = 1'b1;
            s_wd = (((lm__ms_way) & 26'h3ffffff) << 32'h2) | (((mt__free_id) & 26'h3ffffff) << 32'h4) | (((s1_ltag) & 26'h3ffffff) << 32'ha);
            s_wd = (s_wd & ~(1 << (32'h0)) | ((1'b1) << (32'h0)));
            s_wd = (s_wd & ~(1 << (32'h1)) | ((dc__mv[(64'he)+:(1)] & (s1_rec__q[(64'h420)+:(3)] != 32'h2)) << (32'h1)));
        end
        if (dc__rel) begin
            s_we = 1'b1;
        end
        st__s_we = s_we;
        st__s_set = s1_set;
        st__s_wd = s_wd;
        st__init = wk__init;
        st__init_set = wk__init_set;
        if (dc__rel & hw_active__q & (hw_set__q == s1_set)) begin
            hw_active__d = 1'b0;
        end
        rspq__wr_en = dc__r_push;
        r_word[(64'h0)+:(1024)] = lm__r_data;
        r_word[(64'h400)+:(1)] = dc__r_err;
        r_word[(64'h401)+:(8)] = lm__r_tag;
        rspq__wr_data = r_word;
        np1 = du__park | dc__park;
        np2 = du__park & dc__park;
        p1_set = s1_set;
        p1_rec = s1_rec__q;
        if (du__park) begin
            p1_set = u_set;
            p1_rec[(64'h400)+:(24)] = s1u_index__q;
            p1_rec[(64'h418)+:(8)] = 32'h0;
            p1_rec[(64'h420)+:(3)] = 32'h6;
        end
        rq__p1_valid = np1;
        rq__p1_rec = p1_rec;
        rq__p1_set = p1_set;
        rq__p2_valid = np2;
        rq__p2_rec = s1_rec__q;
        rq__p2_set = s1_set;
        rq__pop = dc__pop;
        fwd_p1v__d = np1;
        fwd_p2v__d = np2;
        fm__s1_set = s1_set;
        fm__u_set = u_set;
        fm__dual = s1u_valid__q;
        fm__dual_park = du__park;
        fm__next_set = os__rec_set;
        fm__next_uset = up_set;
        if (dc__r_push & ~(client_rsp_valid & client_rsp_ready)) begin
            r_fill__d = (r_fill__q << 32'h1) | 32'h1;
        end
        if (~dc__r_push & client_rsp_valid & client_rsp_ready) begin
            r_fill__d = r_fill__q >> 32'h1;
        end
        if (dc__c_set) begin
            c_pending__d = 1'b1;
            c_err__d = dc__c_err;
        end
        if (s1_valid__q & ((s1_fill__q & mt__ins_info[(64'h14)+:(1)]) | (~s1_fill__q & (s1_rec__q[(64'h420)+:(3)] >= 32'h1) & (s1_rec__q[(64'h420)+:(3)] <= 32'h4)))) begin
            c_data__d = lm__c_data;
        end
        mt__init = wk__init;
        mt__init_slot = wk__init_set;
        mt__limit = mshr_limit;
        mt__start = dc__mstart;
        mt__rel = dc__rel;
        mt__rel_id = s1_mid__q;
        mt__a_set = a_set;
        mt__a_id = a_id;
        mt__info[(64'h0)+:(18)] = lm__ms_tw;
        mt__info[(64'h12)+:(2)] = lm__ms_way;
        mt__info[(64'h14)+:(1)] = s1_rec__q[(64'h420)+:(3)] == 32'h2;
        mt__info[(64'h15)+:(1)] = dc__mv[(64'he)+:(1)];
        mt__info[(64'h16)+:(1)] = s1_pf__q;
        mt__info[(64'h17)+:(8)] = s1_rec__q[(64'h418)+:(8)];
        miss__al_valid = dc__mstart;
        miss__al_id = mt__free_id;
        miss__al_wb = dc__ms_wb;
        miss__al_wb_index = lm__ms_wb_index;
        miss__al_lo = lm__ms_lo;
        miss__al_hi = lm__ms_hi;
        miss__al_fill = dc__mv[(64'he)+:(1)];
        miss__al_index = s1_index;
        if (reset) begin
            s1_valid__d = 1'b0;
            s1u_valid__d = 1'b0;
            fwd_p1v__d = 1'b0;
            fwd_p2v__d = 1'b0;
            hw_active__d = 1'b0;
            c_active__d = 1'b0;
            c_pending__d = 1'b0;
            rr__d = 32'h0;
            r_fill__d = 32'h0;
        end
    end
    
    always @(*) sv__ways__tw = st__ways__tw;
    always @(*) sv__ways__lo = st__ways__lo;
    always @(*) sv__ways__hi = st__ways__hi;
    always @(*) sv__fwd__way = st__fwd__way;
    always @(*) sv__fwd__tw = st__fwd__tw;
    always @(*) sv__fwd__lo = st__fwd__lo;
    always @(*) sv__fwd__hi = st__fwd__hi;
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

module roce_mkey_cache__cnt(clock,reset,hit,drop_s1,drop_dual,fill,pf,hits,dropped,fills,pf_fills);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  hit;
    input wire  drop_s1;
    input wire  drop_dual;
    input wire  fill;
    input wire  pf;
    output reg  [31:0] hits;
    output reg  [31:0] dropped;
    output reg  [31:0] fills;
    output reg  [31:0] pf_fills;
    
    // Stub signals
    reg  [31:0] n_hits__d;
    wire  [31:0] n_hits__q;
    wire  n_hits__clock;
    reg  [31:0] n_dropped__d;
    wire  [31:0] n_dropped__q;
    wire  n_dropped__clock;
    reg  [31:0] n_fills__d;
    wire  [31:0] n_fills__q;
    wire  n_fills__clock;
    reg  [31:0] n_pf__d;
    wire  [31:0] n_pf__q;
    wire  n_pf__clock;
    
    // Sub module instances
    roce_mkey_cache__dff_w32 n_hits(
        .d(n_hits__d),
        .q(n_hits__q),
        .clock(n_hits__clock)
    );
    roce_mkey_cache__dff_w32 n_dropped(
        .d(n_dropped__d),
        .q(n_dropped__q),
        .clock(n_dropped__clock)
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
    
    assign n_hits__clock = clock;
    assign n_dropped__clock = clock;
    assign n_fills__clock = clock;
    assign n_pf__clock = clock;
    
    // Update code
    always @(*) begin
        n_hits__d = n_hits__q;
        n_dropped__d = n_dropped__q;
        n_fills__d = n_fills__q;
        n_pf__d = n_pf__q;
        hits = n_hits__q;
        dropped = n_dropped__q;
        fills = n_fills__q;
        pf_fills = n_pf__q;
        if (hit) begin
            n_hits__d = n_hits__q + 32'h1;
        end
        if (drop_s1 & drop_dual) begin
            n_dropped__d = n_dropped__q + 32'h2;
        end
        else if (drop_s1 | drop_dual) begin
            n_dropped__d = n_dropped__q + 32'h1;
        end
        if (fill) begin
            n_fills__d = n_fills__q + 32'h1;
            if (pf) begin
                n_pf__d = n_pf__q + 32'h1;
            end
        end
        if (reset) begin
            n_hits__d = 32'h0;
            n_dropped__d = 32'h0;
            n_fills__d = 32'h0;
            n_pf__d = 32'h0;
        end
    end
    
endmodule // roce_mkey_cache__cnt

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

module roce_mkey_cache__dc(valid,op,fill,pf,replay,in_range,hit,h_dirty,inv_any,v_dirty,free_any,parked,busy,absorbable,set_tag,ltag,i_fill,i_up,i_err,i_cmd,i_pf,park,pop,rel,hold_set,w_en,mv,r_push,r_err,c_set,c_err,mstart,ms_wb,a_set,rr_inc,hit_inc,drop_inc);
    
    // Module arguments
    input wire  valid;
    input wire  [2:0] op;
    input wire  fill;
    input wire  pf;
    input wire  replay;
    input wire  in_range;
    input wire  hit;
    input wire  h_dirty;
    input wire  inv_any;
    input wire  v_dirty;
    input wire  free_any;
    input wire  parked;
    input wire  busy;
    input wire  absorbable;
    input wire  [15:0] set_tag;
    input wire  [15:0] ltag;
    input wire  i_fill;
    input wire  i_up;
    input wire  i_err;
    input wire  i_cmd;
    input wire  i_pf;
    output reg  park;
    output reg  pop;
    output reg  rel;
    output reg  hold_set;
    output reg  w_en;
    output reg  [14:0] mv;
    output reg  r_push;
    output reg  r_err;
    output reg  c_set;
    output reg  c_err;
    output reg  mstart;
    output reg  ms_wb;
    output reg  a_set;
    output reg  rr_inc;
    output reg  hit_inc;
    output reg  drop_inc;
    
    // Enums
    localparam WaySel__Hit = 0;
    localparam WaySel__Install = 1;
    localparam WaySel__Absorb = 2;
    localparam WaySel__Victim = 3;
    localparam TagSel__Zero = 0;
    localparam TagSel__Install = 1;
    localparam TagSel__Dirty = 2;
    localparam TagSel__Clean = 3;
    localparam TagSel__VictimCleaned = 4;
    localparam LineSel__Zero = 0;
    localparam LineSel__Hit = 1;
    localparam LineSel__Install = 2;
    localparam LineSel__Entry = 3;
    localparam LineSel__Victim = 4;
    
    // Local signals
    reg  is_lookup;
    reg  is_write;
    reg  is_cmd;
    reg  ab;
    reg  ok;
    reg  pf_go;
    reg  act;
    
    // Update code
    always @(*) begin
        is_lookup = (op == 32'h0) | (op == 32'h2);
        is_write = (op == 32'h6) | (op == 32'h1);
        is_cmd = (op == 32'h1) | (op == 32'h2) | (op == 32'h3) | (op == 32'h4);
        ab = busy & absorbable & (set_tag == ltag) & in_range & (op == 32'h6);
        ok = ~in_range | (~busy & (hit | free_any)) | ab;
        if (op == 32'h7) begin
            ok = ~busy & free_any;
        end
        pf_go = in_range & ~busy & ~hit & free_any & ~parked;
        park = 1'b0;
        pop = 1'b0;
        act = 1'b0;
        rel = 1'b0;
        hold_set = 1'b0;
        w_en = 1'b0;
        mv[(64'h0)+:(2)] = WaySel__Hit;
        r_push = 1'b0;
        r_err = 1'b0;
        mv[(64'hb)+:(1)] = 1'b0;
        c_set = 1'b0;
        c_err = 1'b0;
        mstart = 1'b0;
        mv[(64'he)+:(1)] = 1'b0;
        ms_wb = 1'b0;
        mv[(64'hd)+:(1)] = 1'b0;
        a_set = 1'b0;
        rr_inc = 1'b0;
        hit_inc = 1'b0;
        drop_inc = 1'b0;
        mv[(64'h2)+:(3)] = TagSel__Zero;
        mv[(64'h5)+:(3)] = LineSel__Hit;
        mv[(64'h8)+:(3)] = LineSel__Hit;
        mv[(64'hc)+:(1)] = op == 32'h2;
        if (is_write) begin
            mv[(64'h2)+:(3)] = TagSel__Dirty;
            mv[(64'h5)+:(3)] = LineSel__Entry;
        end
        if (op == 32'h4) begin
            mv[(64'h2)+:(3)] = TagSel__Clean;
        end
        if (op == 32'h7) begin
            mv[(64'h2)+:(3)] = TagSel__VictimCleaned;
            mv[(64'h5)+:(3)] = LineSel__Victim;
        end
        if (~in_range) begin
            mv[(64'h8)+:(3)] = LineSel__Zero;
        end
        if (is_write & ~hit) begin
            mv[(64'h0)+:(2)] = WaySel__Victim;
        end
        if (is_write & ab) begin
            mv[(64'h0)+:(2)] = WaySel__Absorb;
        end
        if (op == 32'h7) begin
            mv[(64'h0)+:(2)] = WaySel__Victim;
        end
        if (fill) begin
            mv[(64'h0)+:(2)] = WaySel__Install;
            mv[(64'h2)+:(3)] = TagSel__Install;
            if (i_err) begin
                mv[(64'h2)+:(3)] = TagSel__Zero;
            end
            mv[(64'h5)+:(3)] = LineSel__Install;
            mv[(64'h8)+:(3)] = LineSel__Install;
            mv[(64'hc)+:(1)] = 1'b1;
        end
        if (valid) begin
            if (fill) begin
                rel = 1'b1;
                if (i_fill) begin
                    w_en = ~i_up;
                    r_err = i_err;
                    mv[(64'hb)+:(1)] = 1'b1;
                    if (i_cmd) begin
                        c_set = 1'b1;
                        c_err = i_err;
                    end
                    else if (~i_pf) begin
                        r_push = 1'b1;
                    end
                end
            end
            else if (pf) begin
                act = pf_go;
            end
            else if (~replay & (parked | ~ok)) begin
                park = 1'b1;
            end
            else if (replay & ~ok) begin
                hold_set = busy;
            end
            else begin
                act = 1'b1;
                pop = replay;
            end
        end
        if (act) begin
            if (~in_range) begin
                if (is_cmd) begin
                    c_set = 1'b1;
                    c_err = 1'b1;
                end
                else if (op == 32'h0) begin
                    r_push = 1'b1;
                    r_err = 1'b1;
                end
                else if (op == 32'h6) begin
                    drop_inc = 1'b1;
                end
            end
            if (in_range | (op == 32'h7)) begin
                if (is_lookup) begin
                    if (hit) begin
                        if (op == 32'h0) begin
                            r_push = 1'b1;
                            hit_inc = 1'b1;
                        end
                        else begin
                            c_set = 1'b1;
                        end
                    end
                    else begin
                        mstart = 1'b1;
                        mv[(64'he)+:(1)] = 1'b1;
                        ms_wb = v_dirty;
                        rr_inc = ~inv_any;
                    end
                end
                else if (is_write & ab) begin
                    w_en = 1'b1;
                    a_set = 1'b1;
                end
                else if (is_write) begin
                    w_en = 1'b1;
                    if (~hit) begin
                        rr_inc = ~inv_any;
                        mstart = v_dirty;
                        ms_wb = v_dirty;
                    end
                    if (op == 32'h1) begin
                        c_set = 1'b1;
                    end
                end
                else if ((op == 32'h3) | (op == 32'h4)) begin
                    c_set = 1'b1;
                    if (hit) begin
                        w_en = 1'b1;
                        mstart = h_dirty;
                        ms_wb = h_dirty;
                        mv[(64'hd)+:(1)] = h_dirty;
                    end
                end
                else if (op == 32'h7) begin
                    if (v_dirty) begin
                        w_en = 1'b1;
                        mstart = 1'b1;
                        ms_wb = 1'b1;
                    end
                end
            end
        end
    end
    
endmodule // roce_mkey_cache__dc

module roce_mkey_cache__du(valid,in_range,ltag,tw,fwd_on,fwd_way,fwd_tw,sst,sv_on,sv_word,pq,p1_on,p2_on,rr,drop_inc,park,w_en,w_way,a_set,a_id,rr_inc);
    
    // Module arguments
    input wire  valid;
    input wire  in_range;
    input wire  [15:0] ltag;
    input wire  [71:0] tw;
    input wire  fwd_on;
    input wire  [1:0] fwd_way;
    input wire  [17:0] fwd_tw;
    input wire  [25:0] sst;
    input wire  sv_on;
    input wire  [25:0] sv_word;
    input wire  pq;
    input wire  p1_on;
    input wire  p2_on;
    input wire  [1:0] rr;
    output reg  drop_inc;
    output reg  park;
    output reg  w_en;
    output reg  [1:0] w_way;
    output reg  a_set;
    output reg  [5:0] a_id;
    output reg  rr_inc;
    
    // Constant declarations
    localparam  wayc__0 = 2'b0;
    localparam  wayc__1 = 2'b1;
    localparam  wayc__2 = 2'b10;
    localparam  wayc__3 = 2'b11;
    
    // Stub signals
    reg  [71:0] wm__tw;
    reg  wm__fwd_on;
    reg  [1:0] wm__fwd_way;
    reg  [17:0] wm__fwd_tw;
    reg  [15:0] wm__ltag;
    wire  wm__hit;
    wire  [1:0] wm__hway;
    wire  [3:0] wm__hit_oh;
    wire  wm__h_dirty;
    wire  [3:0] wm__fwd_oh;
    wire  wm__inv_any;
    wire  [1:0] wm__inv_way;
    wire  [3:0] wm__vd;
    
    // Local signals
    reg  sw;
    reg  [25:0] word;
    reg  parked;
    reg  [1:0] vway;
    reg  vdirty;
    
    // Sub module instances
    roce_mkey_cache__du__wm wm(
        .tw(wm__tw),
        .fwd_on(wm__fwd_on),
        .fwd_way(wm__fwd_way),
        .fwd_tw(wm__fwd_tw),
        .ltag(wm__ltag),
        .hit(wm__hit),
        .hway(wm__hway),
        .hit_oh(wm__hit_oh),
        .h_dirty(wm__h_dirty),
        .fwd_oh(wm__fwd_oh),
        .inv_any(wm__inv_any),
        .inv_way(wm__inv_way),
        .vd(wm__vd)
    );
    
    // Update code
    always @(*) begin
        wm__tw = tw;
        wm__fwd_on = fwd_on;
        wm__fwd_way = fwd_way;
        wm__fwd_tw = fwd_tw;
        wm__ltag = ltag;
        vway = rr;
        if (wm__inv_any) begin
            vway = wm__inv_way;
        end
        vdirty = 1'b0;
        if (vway == wayc__0) begin
            vdirty = wm__vd[0];
        end
        if (vway == wayc__1) begin
            vdirty = wm__vd[1];
        end
        if (vway == wayc__2) begin
            vdirty = wm__vd[2];
        end
        if (vway == wayc__3) begin
            vdirty = wm__vd[3];
        end
        word = sst;
        if (sv_on) begin
            word = sv_word;
        end
        sw = word[32'h1] & (word[(32'ha)+:(16)] == ltag);
        parked = pq | p1_on | p2_on;
        drop_inc = 1'b0;
        park = 1'b0;
        w_en = 1'b0;
        w_way = vway;
        if (wm__hit) begin
            w_way = wm__hway;
        end
        if (word[32'h0]) begin
            w_way = word[(32'h2)+:(2)];
        end
        a_set = 1'b0;
        a_id = word[(32'h4)+:(6)];
        rr_inc = 1'b0;
        if (valid) begin
            if (~in_range) begin
                drop_inc = 1'b1;
            end
            else if (parked) begin
                park = 1'b1;
            end
            else if (word[32'h0]) begin
                if (sw) begin
                    w_en = 1'b1;
                    a_set = 1'b1;
                end
                else begin
                    park = 1'b1;
                end
            end
            else if (wm__hit) begin
                w_en = 1'b1;
            end
            else if (~vdirty) begin
                w_en = 1'b1;
                rr_inc = ~wm__inv_any;
            end
            else begin
                park = 1'b1;
            end
        end
    end
    
endmodule // roce_mkey_cache__du

module roce_mkey_cache__du__wm(tw,fwd_on,fwd_way,fwd_tw,ltag,hit,hway,hit_oh,h_dirty,fwd_oh,inv_any,inv_way,vd);
    
    // Module arguments
    input wire  [71:0] tw;
    input wire  fwd_on;
    input wire  [1:0] fwd_way;
    input wire  [17:0] fwd_tw;
    input wire  [15:0] ltag;
    output reg  hit;
    output reg  [1:0] hway;
    output reg  [3:0] hit_oh;
    output reg  h_dirty;
    output reg  [3:0] fwd_oh;
    output reg  inv_any;
    output reg  [1:0] inv_way;
    output reg  [3:0] vd;
    
    // Constant declarations
    localparam  wayc__0 = 2'b0;
    localparam  wayc__1 = 2'b1;
    localparam  wayc__2 = 2'b10;
    localparam  wayc__3 = 2'b11;
    
    // Local signals
    reg  f_hit;
    reg  t_hit;
    reg  [17:0] cur;
    
    // Update code
    always @(*) begin
        f_hit = fwd_tw[32'h11] & (fwd_tw[(32'h0)+:(16)] == ltag);
        hit = 1'b0;
        hway = 32'h0;
        hit_oh = 32'h0;
        h_dirty = 1'b0;
        fwd_oh = 32'h0;
        vd = 32'h0;
        cur = tw[(32'h12 * 0)+:(18)];
        t_hit = cur[32'h11] & (cur[(32'h0)+:(16)] == ltag);
        if (fwd_on & (fwd_way == wayc__0)) begin
            cur = fwd_tw;
            t_hit = f_hit;
            fwd_oh = (fwd_oh & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (t_hit) begin
            hit = 1'b1;
            hway = wayc__0;
            hit_oh = (hit_oh & ~(1 << (0)) | ((1'b1) << (0)));
            h_dirty = cur[32'h10];
        end
        vd = (vd & ~(1 << (0)) | ((cur[32'h11] & cur[32'h10]) << (0)));
        cur = tw[(32'h12 * 1)+:(18)];
        t_hit = cur[32'h11] & (cur[(32'h0)+:(16)] == ltag);
        if (fwd_on & (fwd_way == wayc__1)) begin
            cur = fwd_tw;
            t_hit = f_hit;
            fwd_oh = (fwd_oh & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (t_hit) begin
            hit = 1'b1;
            hway = wayc__1;
            hit_oh = (hit_oh & ~(1 << (1)) | ((1'b1) << (1)));
            h_dirty = cur[32'h10];
        end
        vd = (vd & ~(1 << (1)) | ((cur[32'h11] & cur[32'h10]) << (1)));
        cur = tw[(32'h12 * 2)+:(18)];
        t_hit = cur[32'h11] & (cur[(32'h0)+:(16)] == ltag);
        if (fwd_on & (fwd_way == wayc__2)) begin
            cur = fwd_tw;
            t_hit = f_hit;
            fwd_oh = (fwd_oh & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (t_hit) begin
            hit = 1'b1;
            hway = wayc__2;
            hit_oh = (hit_oh & ~(1 << (2)) | ((1'b1) << (2)));
            h_dirty = cur[32'h10];
        end
        vd = (vd & ~(1 << (2)) | ((cur[32'h11] & cur[32'h10]) << (2)));
        cur = tw[(32'h12 * 3)+:(18)];
        t_hit = cur[32'h11] & (cur[(32'h0)+:(16)] == ltag);
        if (fwd_on & (fwd_way == wayc__3)) begin
            cur = fwd_tw;
            t_hit = f_hit;
            fwd_oh = (fwd_oh & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (t_hit) begin
            hit = 1'b1;
            hway = wayc__3;
            hit_oh = (hit_oh & ~(1 << (3)) | ((1'b1) << (3)));
            h_dirty = cur[32'h10];
        end
        vd = (vd & ~(1 << (3)) | ((cur[32'h11] & cur[32'h10]) << (3)));
        inv_any = 1'b0;
        inv_way = 32'h0;
        cur = tw[(32'h12 * (32'h3 - 0))+:(18)];
        if (fwd_on & (fwd_way == wayc__3)) begin
            cur = fwd_tw;
        end
        if (~cur[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__3;
        end
        cur = tw[(32'h12 * (32'h3 - 1))+:(18)];
        if (fwd_on & (fwd_way == wayc__2)) begin
            cur = fwd_tw;
        end
        if (~cur[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__2;
        end
        cur = tw[(32'h12 * (32'h3 - 2))+:(18)];
        if (fwd_on & (fwd_way == wayc__1)) begin
            cur = fwd_tw;
        end
        if (~cur[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__1;
        end
        cur = tw[(32'h12 * (32'h3 - 3))+:(18)];
        if (fwd_on & (fwd_way == wayc__0)) begin
            cur = fwd_tw;
        end
        if (~cur[32'h11]) begin
            inv_any = 1'b1;
            inv_way = wayc__0;
        end
    end
    
endmodule // roce_mkey_cache__du__wm

module roce_mkey_cache__fm(clock,s1_set,u_set,dual,dual_park,next_set,next_uset,fw_s,fw_u,ss_s,ss_u,p1_s,p1_u);
    
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
    roce_mkey_cache__dff_w1 ss(
        .d(ss__d),
        .q(ss__q),
        .clock(ss__clock)
    );
    roce_mkey_cache__dff_w1 su(
        .d(su__d),
        .q(su__q),
        .clock(su__clock)
    );
    roce_mkey_cache__dff_w1 us(
        .d(us__d),
        .q(us__q),
        .clock(us__clock)
    );
    roce_mkey_cache__dff_w1 uu(
        .d(uu__d),
        .q(uu__q),
        .clock(uu__clock)
    );
    roce_mkey_cache__dff_w1 fw_from_u(
        .d(fw_from_u__d),
        .q(fw_from_u__q),
        .clock(fw_from_u__clock)
    );
    roce_mkey_cache__dff_w1 p1_from_u(
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
    
endmodule // roce_mkey_cache__fm

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

module roce_mkey_cache__lm(sel,index,tag,entry,lines,a_way,i_way,i_tw,i_rtag,i_lo,i_hi,w_way,w_tw,w_lo,w_hi,r_data,r_tag,c_data,ms_way,ms_wb_index,ms_lo,ms_hi,ms_tw);
    
    // Module arguments
    input wire  [14:0] sel;
    input wire  [23:0] index;
    input wire  [7:0] tag;
    input wire  [1023:0] entry;
    input wire  [2085:0] lines;
    input wire  [1:0] a_way;
    input wire  [1:0] i_way;
    input wire  [17:0] i_tw;
    input wire  [7:0] i_rtag;
    input wire  [511:0] i_lo;
    input wire  [511:0] i_hi;
    output reg  [1:0] w_way;
    output reg  [17:0] w_tw;
    output reg  [511:0] w_lo;
    output reg  [511:0] w_hi;
    output reg  [1023:0] r_data;
    output reg  [7:0] r_tag;
    output reg  [1023:0] c_data;
    output reg  [1:0] ms_way;
    output reg  [23:0] ms_wb_index;
    output reg  [511:0] ms_lo;
    output reg  [511:0] ms_hi;
    output reg  [17:0] ms_tw;
    
    // Enums
    localparam WaySel__Hit = 0;
    localparam WaySel__Install = 1;
    localparam WaySel__Absorb = 2;
    localparam WaySel__Victim = 3;
    localparam TagSel__Zero = 0;
    localparam TagSel__Install = 1;
    localparam TagSel__Dirty = 2;
    localparam TagSel__Clean = 3;
    localparam TagSel__VictimCleaned = 4;
    localparam LineSel__Hit = 1;
    localparam LineSel__Install = 2;
    localparam LineSel__Entry = 3;
    localparam LineSel__Victim = 4;
    
    // Update code
    always @(*) begin
        case (sel[(64'h0)+:(2)])
            WaySel__Hit:
                begin
                    w_way = lines[(64'h0)+:(2)];
                end
            WaySel__Install:
                begin
                    w_way = i_way;
                end
            WaySel__Absorb:
                begin
                    w_way = a_way;
                end
            WaySel__Victim:
                begin
                    w_way = lines[(64'h402)+:(2)];
                end
        endcase
        case (sel[(64'h2)+:(3)])
            TagSel__Zero:
                begin
                    w_tw = 32'h0;
                end
            TagSel__Install:
                begin
                    w_tw = i_tw;
                end
            TagSel__Dirty:
                begin
                    w_tw = ((index[(32'h8)+:(16)]) & 18'h3ffff) | (((32'h3) & 18'h3ffff) << 32'h10);
                end
            TagSel__Clean:
                begin
                    w_tw = ((index[(32'h8)+:(16)]) & 18'h3ffff) | (((32'h2) & 18'h3ffff) << 32'h10);
                end
            TagSel__VictimCleaned:
                begin
                    w_tw = lines[(64'h814)+:(18)] & 32'h2ffff;
                end
        endcase
        w_lo = lines[(64'h2)+:(512)];
        w_hi = lines[(64'h202)+:(512)];
        case (sel[(64'h5)+:(3)])
            LineSel__Install:
                begin
                    w_lo = i_lo;
                    w_hi = i_hi;
                end
            LineSel__Entry:
                begin
                    w_lo = entry[(32'h0)+:(512)];
                    w_hi = entry[(32'h200)+:(512)];
                end
            LineSel__Victim:
                begin
                    w_lo = lines[(64'h414)+:(512)];
                    w_hi = lines[(64'h614)+:(512)];
                end
            default:
                begin
                end
        endcase
        r_data = 32'h0;
        case (sel[(64'h8)+:(3)])
            LineSel__Hit:
                begin
                    r_data = ((lines[(64'h2)+:(512)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((lines[(64'h202)+:(512)]) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
                end
            LineSel__Install:
                begin
                    r_data = ((i_lo) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((i_hi) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
                end
            default:
                begin
                end
        endcase
        r_tag = tag;
        if (sel[(64'hb)+:(1)]) begin
            r_tag = i_rtag;
        end
        c_data = 32'h0;
        if (sel[(64'hc)+:(1)]) begin
            c_data = r_data;
        end
        ms_way = lines[(64'h402)+:(2)];
        ms_wb_index = ((index[(32'h0)+:(8)]) & 24'hffffff) | (((lines[(64'h404)+:(16)]) & 24'hffffff) << 32'h8);
        ms_lo = lines[(64'h414)+:(512)];
        ms_hi = lines[(64'h614)+:(512)];
        if (sel[(64'hd)+:(1)]) begin
            ms_way = lines[(64'h0)+:(2)];
            ms_wb_index = index;
            ms_lo = lines[(64'h2)+:(512)];
            ms_hi = lines[(64'h202)+:(512)];
        end
        ms_tw = 32'h0;
        if (sel[(64'he)+:(1)]) begin
            ms_tw = ((index[(32'h8)+:(16)]) & 18'h3ffff) | (((32'h2) & 18'h3ffff) << 32'h10);
        end
    end
    
endmodule // roce_mkey_cache__lm

module roce_mkey_cache__miss(clock,reset,base,al_valid,al_id,al_wb,al_wb_index,al_lo,al_hi,al_fill,al_index,ins_valid,ins_id,ins_index,ins_err,ins_take,ins_lo,ins_hi,rd__req_valid,rd__req_ready,rd__req_addr,rd__req_len,rd__data,rd__keep,rd__last,rd__valid,rd__ready,rd__cpl_valid,rd__cpl_status,wr__req_valid,wr__req_ready,wr__req_addr,wr__req_len,wr__data,wr__keep,wr__last,wr__valid,wr__ready,wr__cpl_valid,wr__cpl_status,wb_errors,queued);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] base;
    input wire  al_valid;
    input wire  [5:0] al_id;
    input wire  al_wb;
    input wire  [23:0] al_wb_index;
    input wire  [511:0] al_lo;
    input wire  [511:0] al_hi;
    input wire  al_fill;
    input wire  [23:0] al_index;
    output reg  ins_valid;
    output reg  [5:0] ins_id;
    output reg  [23:0] ins_index;
    output reg  ins_err;
    input wire  ins_take;
    output reg  [511:0] ins_lo;
    output reg  [511:0] ins_hi;
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
    output reg  [31:0] wb_errors;
    output reg  [6:0] queued;
    
    // Constant declarations
    localparam  two_beats = 1'b0;
    localparam  mid__0 = 6'b0;
    localparam  mid__1 = 6'b1;
    localparam  mid__2 = 6'b10;
    localparam  mid__3 = 6'b11;
    localparam  mid__4 = 6'b100;
    localparam  mid__5 = 6'b101;
    localparam  mid__6 = 6'b110;
    localparam  mid__7 = 6'b111;
    localparam  mid__8 = 6'b1000;
    localparam  mid__9 = 6'b1001;
    localparam  mid__10 = 6'b1010;
    localparam  mid__11 = 6'b1011;
    localparam  mid__12 = 6'b1100;
    localparam  mid__13 = 6'b1101;
    localparam  mid__14 = 6'b1110;
    localparam  mid__15 = 6'b1111;
    localparam  mid__16 = 6'b10000;
    localparam  mid__17 = 6'b10001;
    localparam  mid__18 = 6'b10010;
    localparam  mid__19 = 6'b10011;
    localparam  mid__20 = 6'b10100;
    localparam  mid__21 = 6'b10101;
    localparam  mid__22 = 6'b10110;
    localparam  mid__23 = 6'b10111;
    localparam  mid__24 = 6'b11000;
    localparam  mid__25 = 6'b11001;
    localparam  mid__26 = 6'b11010;
    localparam  mid__27 = 6'b11011;
    localparam  mid__28 = 6'b11100;
    localparam  mid__29 = 6'b11101;
    localparam  mid__30 = 6'b11110;
    localparam  mid__31 = 6'b11111;
    localparam  mid__32 = 6'b100000;
    localparam  mid__33 = 6'b100001;
    localparam  mid__34 = 6'b100010;
    localparam  mid__35 = 6'b100011;
    localparam  mid__36 = 6'b100100;
    localparam  mid__37 = 6'b100101;
    localparam  mid__38 = 6'b100110;
    localparam  mid__39 = 6'b100111;
    localparam  mid__40 = 6'b101000;
    localparam  mid__41 = 6'b101001;
    localparam  mid__42 = 6'b101010;
    localparam  mid__43 = 6'b101011;
    localparam  mid__44 = 6'b101100;
    localparam  mid__45 = 6'b101101;
    localparam  mid__46 = 6'b101110;
    localparam  mid__47 = 6'b101111;
    localparam  mid__48 = 6'b110000;
    localparam  mid__49 = 6'b110001;
    localparam  mid__50 = 6'b110010;
    localparam  mid__51 = 6'b110011;
    localparam  mid__52 = 6'b110100;
    localparam  mid__53 = 6'b110101;
    localparam  mid__54 = 6'b110110;
    localparam  mid__55 = 6'b110111;
    localparam  mid__56 = 6'b111000;
    localparam  mid__57 = 6'b111001;
    localparam  mid__58 = 6'b111010;
    localparam  mid__59 = 6'b111011;
    localparam  mid__60 = 6'b111100;
    localparam  mid__61 = 6'b111101;
    localparam  mid__62 = 6'b111110;
    localparam  mid__63 = 6'b111111;
    localparam  slotc__0 = 6'b0;
    localparam  slotc__1 = 6'b1;
    localparam  slotc__2 = 6'b10;
    localparam  slotc__3 = 6'b11;
    localparam  slotc__4 = 6'b100;
    localparam  slotc__5 = 6'b101;
    localparam  slotc__6 = 6'b110;
    localparam  slotc__7 = 6'b111;
    localparam  slotc__8 = 6'b1000;
    localparam  slotc__9 = 6'b1001;
    localparam  slotc__10 = 6'b1010;
    localparam  slotc__11 = 6'b1011;
    localparam  slotc__12 = 6'b1100;
    localparam  slotc__13 = 6'b1101;
    localparam  slotc__14 = 6'b1110;
    localparam  slotc__15 = 6'b1111;
    localparam  slotc__16 = 6'b10000;
    localparam  slotc__17 = 6'b10001;
    localparam  slotc__18 = 6'b10010;
    localparam  slotc__19 = 6'b10011;
    localparam  slotc__20 = 6'b10100;
    localparam  slotc__21 = 6'b10101;
    localparam  slotc__22 = 6'b10110;
    localparam  slotc__23 = 6'b10111;
    localparam  slotc__24 = 6'b11000;
    localparam  slotc__25 = 6'b11001;
    localparam  slotc__26 = 6'b11010;
    localparam  slotc__27 = 6'b11011;
    localparam  slotc__28 = 6'b11100;
    localparam  slotc__29 = 6'b11101;
    localparam  slotc__30 = 6'b11110;
    localparam  slotc__31 = 6'b11111;
    localparam  slotc__32 = 6'b100000;
    localparam  slotc__33 = 6'b100001;
    localparam  slotc__34 = 6'b100010;
    localparam  slotc__35 = 6'b100011;
    localparam  slotc__36 = 6'b100100;
    localparam  slotc__37 = 6'b100101;
    localparam  slotc__38 = 6'b100110;
    localparam  slotc__39 = 6'b100111;
    localparam  slotc__40 = 6'b101000;
    localparam  slotc__41 = 6'b101001;
    localparam  slotc__42 = 6'b101010;
    localparam  slotc__43 = 6'b101011;
    localparam  slotc__44 = 6'b101100;
    localparam  slotc__45 = 6'b101101;
    localparam  slotc__46 = 6'b101110;
    localparam  slotc__47 = 6'b101111;
    localparam  slotc__48 = 6'b110000;
    localparam  slotc__49 = 6'b110001;
    localparam  slotc__50 = 6'b110010;
    localparam  slotc__51 = 6'b110011;
    localparam  slotc__52 = 6'b110100;
    localparam  slotc__53 = 6'b110101;
    localparam  slotc__54 = 6'b110110;
    localparam  slotc__55 = 6'b110111;
    localparam  slotc__56 = 6'b111000;
    localparam  slotc__57 = 6'b111001;
    localparam  slotc__58 = 6'b111010;
    localparam  slotc__59 = 6'b111011;
    localparam  slotc__60 = 6'b111100;
    localparam  slotc__61 = 6'b111101;
    localparam  slotc__62 = 6'b111110;
    localparam  slotc__63 = 6'b111111;
    
    // Stub signals
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
    reg  mwdone__8__d;
    wire  mwdone__8__q;
    wire  mwdone__8__clock;
    reg  mwdone__9__d;
    wire  mwdone__9__q;
    wire  mwdone__9__clock;
    reg  mwdone__10__d;
    wire  mwdone__10__q;
    wire  mwdone__10__clock;
    reg  mwdone__11__d;
    wire  mwdone__11__q;
    wire  mwdone__11__clock;
    reg  mwdone__12__d;
    wire  mwdone__12__q;
    wire  mwdone__12__clock;
    reg  mwdone__13__d;
    wire  mwdone__13__q;
    wire  mwdone__13__clock;
    reg  mwdone__14__d;
    wire  mwdone__14__q;
    wire  mwdone__14__clock;
    reg  mwdone__15__d;
    wire  mwdone__15__q;
    wire  mwdone__15__clock;
    reg  mwdone__16__d;
    wire  mwdone__16__q;
    wire  mwdone__16__clock;
    reg  mwdone__17__d;
    wire  mwdone__17__q;
    wire  mwdone__17__clock;
    reg  mwdone__18__d;
    wire  mwdone__18__q;
    wire  mwdone__18__clock;
    reg  mwdone__19__d;
    wire  mwdone__19__q;
    wire  mwdone__19__clock;
    reg  mwdone__20__d;
    wire  mwdone__20__q;
    wire  mwdone__20__clock;
    reg  mwdone__21__d;
    wire  mwdone__21__q;
    wire  mwdone__21__clock;
    reg  mwdone__22__d;
    wire  mwdone__22__q;
    wire  mwdone__22__clock;
    reg  mwdone__23__d;
    wire  mwdone__23__q;
    wire  mwdone__23__clock;
    reg  mwdone__24__d;
    wire  mwdone__24__q;
    wire  mwdone__24__clock;
    reg  mwdone__25__d;
    wire  mwdone__25__q;
    wire  mwdone__25__clock;
    reg  mwdone__26__d;
    wire  mwdone__26__q;
    wire  mwdone__26__clock;
    reg  mwdone__27__d;
    wire  mwdone__27__q;
    wire  mwdone__27__clock;
    reg  mwdone__28__d;
    wire  mwdone__28__q;
    wire  mwdone__28__clock;
    reg  mwdone__29__d;
    wire  mwdone__29__q;
    wire  mwdone__29__clock;
    reg  mwdone__30__d;
    wire  mwdone__30__q;
    wire  mwdone__30__clock;
    reg  mwdone__31__d;
    wire  mwdone__31__q;
    wire  mwdone__31__clock;
    reg  mwdone__32__d;
    wire  mwdone__32__q;
    wire  mwdone__32__clock;
    reg  mwdone__33__d;
    wire  mwdone__33__q;
    wire  mwdone__33__clock;
    reg  mwdone__34__d;
    wire  mwdone__34__q;
    wire  mwdone__34__clock;
    reg  mwdone__35__d;
    wire  mwdone__35__q;
    wire  mwdone__35__clock;
    reg  mwdone__36__d;
    wire  mwdone__36__q;
    wire  mwdone__36__clock;
    reg  mwdone__37__d;
    wire  mwdone__37__q;
    wire  mwdone__37__clock;
    reg  mwdone__38__d;
    wire  mwdone__38__q;
    wire  mwdone__38__clock;
    reg  mwdone__39__d;
    wire  mwdone__39__q;
    wire  mwdone__39__clock;
    reg  mwdone__40__d;
    wire  mwdone__40__q;
    wire  mwdone__40__clock;
    reg  mwdone__41__d;
    wire  mwdone__41__q;
    wire  mwdone__41__clock;
    reg  mwdone__42__d;
    wire  mwdone__42__q;
    wire  mwdone__42__clock;
    reg  mwdone__43__d;
    wire  mwdone__43__q;
    wire  mwdone__43__clock;
    reg  mwdone__44__d;
    wire  mwdone__44__q;
    wire  mwdone__44__clock;
    reg  mwdone__45__d;
    wire  mwdone__45__q;
    wire  mwdone__45__clock;
    reg  mwdone__46__d;
    wire  mwdone__46__q;
    wire  mwdone__46__clock;
    reg  mwdone__47__d;
    wire  mwdone__47__q;
    wire  mwdone__47__clock;
    reg  mwdone__48__d;
    wire  mwdone__48__q;
    wire  mwdone__48__clock;
    reg  mwdone__49__d;
    wire  mwdone__49__q;
    wire  mwdone__49__clock;
    reg  mwdone__50__d;
    wire  mwdone__50__q;
    wire  mwdone__50__clock;
    reg  mwdone__51__d;
    wire  mwdone__51__q;
    wire  mwdone__51__clock;
    reg  mwdone__52__d;
    wire  mwdone__52__q;
    wire  mwdone__52__clock;
    reg  mwdone__53__d;
    wire  mwdone__53__q;
    wire  mwdone__53__clock;
    reg  mwdone__54__d;
    wire  mwdone__54__q;
    wire  mwdone__54__clock;
    reg  mwdone__55__d;
    wire  mwdone__55__q;
    wire  mwdone__55__clock;
    reg  mwdone__56__d;
    wire  mwdone__56__q;
    wire  mwdone__56__clock;
    reg  mwdone__57__d;
    wire  mwdone__57__q;
    wire  mwdone__57__clock;
    reg  mwdone__58__d;
    wire  mwdone__58__q;
    wire  mwdone__58__clock;
    reg  mwdone__59__d;
    wire  mwdone__59__q;
    wire  mwdone__59__clock;
    reg  mwdone__60__d;
    wire  mwdone__60__q;
    wire  mwdone__60__clock;
    reg  mwdone__61__d;
    wire  mwdone__61__q;
    wire  mwdone__61__clock;
    reg  mwdone__62__d;
    wire  mwdone__62__q;
    wire  mwdone__62__clock;
    reg  mwdone__63__d;
    wire  mwdone__63__q;
    wire  mwdone__63__clock;
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
    reg  mrdone__8__d;
    wire  mrdone__8__q;
    wire  mrdone__8__clock;
    reg  mrdone__9__d;
    wire  mrdone__9__q;
    wire  mrdone__9__clock;
    reg  mrdone__10__d;
    wire  mrdone__10__q;
    wire  mrdone__10__clock;
    reg  mrdone__11__d;
    wire  mrdone__11__q;
    wire  mrdone__11__clock;
    reg  mrdone__12__d;
    wire  mrdone__12__q;
    wire  mrdone__12__clock;
    reg  mrdone__13__d;
    wire  mrdone__13__q;
    wire  mrdone__13__clock;
    reg  mrdone__14__d;
    wire  mrdone__14__q;
    wire  mrdone__14__clock;
    reg  mrdone__15__d;
    wire  mrdone__15__q;
    wire  mrdone__15__clock;
    reg  mrdone__16__d;
    wire  mrdone__16__q;
    wire  mrdone__16__clock;
    reg  mrdone__17__d;
    wire  mrdone__17__q;
    wire  mrdone__17__clock;
    reg  mrdone__18__d;
    wire  mrdone__18__q;
    wire  mrdone__18__clock;
    reg  mrdone__19__d;
    wire  mrdone__19__q;
    wire  mrdone__19__clock;
    reg  mrdone__20__d;
    wire  mrdone__20__q;
    wire  mrdone__20__clock;
    reg  mrdone__21__d;
    wire  mrdone__21__q;
    wire  mrdone__21__clock;
    reg  mrdone__22__d;
    wire  mrdone__22__q;
    wire  mrdone__22__clock;
    reg  mrdone__23__d;
    wire  mrdone__23__q;
    wire  mrdone__23__clock;
    reg  mrdone__24__d;
    wire  mrdone__24__q;
    wire  mrdone__24__clock;
    reg  mrdone__25__d;
    wire  mrdone__25__q;
    wire  mrdone__25__clock;
    reg  mrdone__26__d;
    wire  mrdone__26__q;
    wire  mrdone__26__clock;
    reg  mrdone__27__d;
    wire  mrdone__27__q;
    wire  mrdone__27__clock;
    reg  mrdone__28__d;
    wire  mrdone__28__q;
    wire  mrdone__28__clock;
    reg  mrdone__29__d;
    wire  mrdone__29__q;
    wire  mrdone__29__clock;
    reg  mrdone__30__d;
    wire  mrdone__30__q;
    wire  mrdone__30__clock;
    reg  mrdone__31__d;
    wire  mrdone__31__q;
    wire  mrdone__31__clock;
    reg  mrdone__32__d;
    wire  mrdone__32__q;
    wire  mrdone__32__clock;
    reg  mrdone__33__d;
    wire  mrdone__33__q;
    wire  mrdone__33__clock;
    reg  mrdone__34__d;
    wire  mrdone__34__q;
    wire  mrdone__34__clock;
    reg  mrdone__35__d;
    wire  mrdone__35__q;
    wire  mrdone__35__clock;
    reg  mrdone__36__d;
    wire  mrdone__36__q;
    wire  mrdone__36__clock;
    reg  mrdone__37__d;
    wire  mrdone__37__q;
    wire  mrdone__37__clock;
    reg  mrdone__38__d;
    wire  mrdone__38__q;
    wire  mrdone__38__clock;
    reg  mrdone__39__d;
    wire  mrdone__39__q;
    wire  mrdone__39__clock;
    reg  mrdone__40__d;
    wire  mrdone__40__q;
    wire  mrdone__40__clock;
    reg  mrdone__41__d;
    wire  mrdone__41__q;
    wire  mrdone__41__clock;
    reg  mrdone__42__d;
    wire  mrdone__42__q;
    wire  mrdone__42__clock;
    reg  mrdone__43__d;
    wire  mrdone__43__q;
    wire  mrdone__43__clock;
    reg  mrdone__44__d;
    wire  mrdone__44__q;
    wire  mrdone__44__clock;
    reg  mrdone__45__d;
    wire  mrdone__45__q;
    wire  mrdone__45__clock;
    reg  mrdone__46__d;
    wire  mrdone__46__q;
    wire  mrdone__46__clock;
    reg  mrdone__47__d;
    wire  mrdone__47__q;
    wire  mrdone__47__clock;
    reg  mrdone__48__d;
    wire  mrdone__48__q;
    wire  mrdone__48__clock;
    reg  mrdone__49__d;
    wire  mrdone__49__q;
    wire  mrdone__49__clock;
    reg  mrdone__50__d;
    wire  mrdone__50__q;
    wire  mrdone__50__clock;
    reg  mrdone__51__d;
    wire  mrdone__51__q;
    wire  mrdone__51__clock;
    reg  mrdone__52__d;
    wire  mrdone__52__q;
    wire  mrdone__52__clock;
    reg  mrdone__53__d;
    wire  mrdone__53__q;
    wire  mrdone__53__clock;
    reg  mrdone__54__d;
    wire  mrdone__54__q;
    wire  mrdone__54__clock;
    reg  mrdone__55__d;
    wire  mrdone__55__q;
    wire  mrdone__55__clock;
    reg  mrdone__56__d;
    wire  mrdone__56__q;
    wire  mrdone__56__clock;
    reg  mrdone__57__d;
    wire  mrdone__57__q;
    wire  mrdone__57__clock;
    reg  mrdone__58__d;
    wire  mrdone__58__q;
    wire  mrdone__58__clock;
    reg  mrdone__59__d;
    wire  mrdone__59__q;
    wire  mrdone__59__clock;
    reg  mrdone__60__d;
    wire  mrdone__60__q;
    wire  mrdone__60__clock;
    reg  mrdone__61__d;
    wire  mrdone__61__q;
    wire  mrdone__61__clock;
    reg  mrdone__62__d;
    wire  mrdone__62__q;
    wire  mrdone__62__clock;
    reg  mrdone__63__d;
    wire  mrdone__63__q;
    wire  mrdone__63__clock;
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
    reg  mrerr__8__d;
    wire  mrerr__8__q;
    wire  mrerr__8__clock;
    reg  mrerr__9__d;
    wire  mrerr__9__q;
    wire  mrerr__9__clock;
    reg  mrerr__10__d;
    wire  mrerr__10__q;
    wire  mrerr__10__clock;
    reg  mrerr__11__d;
    wire  mrerr__11__q;
    wire  mrerr__11__clock;
    reg  mrerr__12__d;
    wire  mrerr__12__q;
    wire  mrerr__12__clock;
    reg  mrerr__13__d;
    wire  mrerr__13__q;
    wire  mrerr__13__clock;
    reg  mrerr__14__d;
    wire  mrerr__14__q;
    wire  mrerr__14__clock;
    reg  mrerr__15__d;
    wire  mrerr__15__q;
    wire  mrerr__15__clock;
    reg  mrerr__16__d;
    wire  mrerr__16__q;
    wire  mrerr__16__clock;
    reg  mrerr__17__d;
    wire  mrerr__17__q;
    wire  mrerr__17__clock;
    reg  mrerr__18__d;
    wire  mrerr__18__q;
    wire  mrerr__18__clock;
    reg  mrerr__19__d;
    wire  mrerr__19__q;
    wire  mrerr__19__clock;
    reg  mrerr__20__d;
    wire  mrerr__20__q;
    wire  mrerr__20__clock;
    reg  mrerr__21__d;
    wire  mrerr__21__q;
    wire  mrerr__21__clock;
    reg  mrerr__22__d;
    wire  mrerr__22__q;
    wire  mrerr__22__clock;
    reg  mrerr__23__d;
    wire  mrerr__23__q;
    wire  mrerr__23__clock;
    reg  mrerr__24__d;
    wire  mrerr__24__q;
    wire  mrerr__24__clock;
    reg  mrerr__25__d;
    wire  mrerr__25__q;
    wire  mrerr__25__clock;
    reg  mrerr__26__d;
    wire  mrerr__26__q;
    wire  mrerr__26__clock;
    reg  mrerr__27__d;
    wire  mrerr__27__q;
    wire  mrerr__27__clock;
    reg  mrerr__28__d;
    wire  mrerr__28__q;
    wire  mrerr__28__clock;
    reg  mrerr__29__d;
    wire  mrerr__29__q;
    wire  mrerr__29__clock;
    reg  mrerr__30__d;
    wire  mrerr__30__q;
    wire  mrerr__30__clock;
    reg  mrerr__31__d;
    wire  mrerr__31__q;
    wire  mrerr__31__clock;
    reg  mrerr__32__d;
    wire  mrerr__32__q;
    wire  mrerr__32__clock;
    reg  mrerr__33__d;
    wire  mrerr__33__q;
    wire  mrerr__33__clock;
    reg  mrerr__34__d;
    wire  mrerr__34__q;
    wire  mrerr__34__clock;
    reg  mrerr__35__d;
    wire  mrerr__35__q;
    wire  mrerr__35__clock;
    reg  mrerr__36__d;
    wire  mrerr__36__q;
    wire  mrerr__36__clock;
    reg  mrerr__37__d;
    wire  mrerr__37__q;
    wire  mrerr__37__clock;
    reg  mrerr__38__d;
    wire  mrerr__38__q;
    wire  mrerr__38__clock;
    reg  mrerr__39__d;
    wire  mrerr__39__q;
    wire  mrerr__39__clock;
    reg  mrerr__40__d;
    wire  mrerr__40__q;
    wire  mrerr__40__clock;
    reg  mrerr__41__d;
    wire  mrerr__41__q;
    wire  mrerr__41__clock;
    reg  mrerr__42__d;
    wire  mrerr__42__q;
    wire  mrerr__42__clock;
    reg  mrerr__43__d;
    wire  mrerr__43__q;
    wire  mrerr__43__clock;
    reg  mrerr__44__d;
    wire  mrerr__44__q;
    wire  mrerr__44__clock;
    reg  mrerr__45__d;
    wire  mrerr__45__q;
    wire  mrerr__45__clock;
    reg  mrerr__46__d;
    wire  mrerr__46__q;
    wire  mrerr__46__clock;
    reg  mrerr__47__d;
    wire  mrerr__47__q;
    wire  mrerr__47__clock;
    reg  mrerr__48__d;
    wire  mrerr__48__q;
    wire  mrerr__48__clock;
    reg  mrerr__49__d;
    wire  mrerr__49__q;
    wire  mrerr__49__clock;
    reg  mrerr__50__d;
    wire  mrerr__50__q;
    wire  mrerr__50__clock;
    reg  mrerr__51__d;
    wire  mrerr__51__q;
    wire  mrerr__51__clock;
    reg  mrerr__52__d;
    wire  mrerr__52__q;
    wire  mrerr__52__clock;
    reg  mrerr__53__d;
    wire  mrerr__53__q;
    wire  mrerr__53__clock;
    reg  mrerr__54__d;
    wire  mrerr__54__q;
    wire  mrerr__54__clock;
    reg  mrerr__55__d;
    wire  mrerr__55__q;
    wire  mrerr__55__clock;
    reg  mrerr__56__d;
    wire  mrerr__56__q;
    wire  mrerr__56__clock;
    reg  mrerr__57__d;
    wire  mrerr__57__q;
    wire  mrerr__57__clock;
    reg  mrerr__58__d;
    wire  mrerr__58__q;
    wire  mrerr__58__clock;
    reg  mrerr__59__d;
    wire  mrerr__59__q;
    wire  mrerr__59__clock;
    reg  mrerr__60__d;
    wire  mrerr__60__q;
    wire  mrerr__60__clock;
    reg  mrerr__61__d;
    wire  mrerr__61__q;
    wire  mrerr__61__clock;
    reg  mrerr__62__d;
    wire  mrerr__62__q;
    wire  mrerr__62__clock;
    reg  mrerr__63__d;
    wire  mrerr__63__q;
    wire  mrerr__63__clock;
    reg  [5:0] mix_w__read_address;
    wire  mix_w__read_clock;
    wire  [24:0] mix_w__read_data;
    reg  [5:0] mix_w__write_address;
    wire  mix_w__write_clock;
    reg  [24:0] mix_w__write_data;
    reg  mix_w__write_enable;
    reg  [5:0] mix_wc__read_address;
    wire  mix_wc__read_clock;
    wire  [24:0] mix_wc__read_data;
    reg  [5:0] mix_wc__write_address;
    wire  mix_wc__write_clock;
    reg  [24:0] mix_wc__write_data;
    reg  mix_wc__write_enable;
    reg  [5:0] mix_rc__read_address;
    wire  mix_rc__read_clock;
    wire  [23:0] mix_rc__read_data;
    reg  [5:0] mix_rc__write_address;
    wire  mix_rc__write_clock;
    reg  [23:0] mix_rc__write_data;
    reg  mix_rc__write_enable;
    reg  [5:0] vlo__read_address;
    wire  vlo__read_clock;
    wire  [511:0] vlo__read_data;
    reg  [5:0] vlo__write_address;
    wire  vlo__write_clock;
    reg  [511:0] vlo__write_data;
    reg  vlo__write_enable;
    reg  [5:0] vhi__read_address;
    wire  vhi__read_clock;
    wire  [511:0] vhi__read_data;
    reg  [5:0] vhi__write_address;
    wire  vhi__write_clock;
    reg  [511:0] vhi__write_data;
    reg  vhi__write_enable;
    reg  [5:0] flo__read_address;
    wire  flo__read_clock;
    wire  [511:0] flo__read_data;
    reg  [5:0] flo__write_address;
    wire  flo__write_clock;
    reg  [511:0] flo__write_data;
    reg  flo__write_enable;
    reg  [5:0] fhi__read_address;
    wire  fhi__read_clock;
    wire  [511:0] fhi__read_data;
    reg  [5:0] fhi__write_address;
    wire  fhi__write_clock;
    reg  [511:0] fhi__write_data;
    reg  fhi__write_enable;
    wire  wbq__clock;
    wire  wbq__reset;
    reg  wbq__wr_en;
    reg  [29:0] wbq__wr_data;
    wire  wbq__rd_valid;
    wire  [29:0] wbq__rd_data;
    reg  wbq__rd_en;
    wire  [6:0] wbq__fill;
    reg  wbq__replace;
    wire  rqa__clock;
    wire  rqa__reset;
    reg  rqa__wr_en;
    reg  [29:0] rqa__wr_data;
    wire  rqa__rd_valid;
    wire  [29:0] rqa__rd_data;
    reg  rqa__rd_en;
    wire  [6:0] rqa__fill;
    reg  rqa__replace;
    wire  rqb__clock;
    wire  rqb__reset;
    reg  rqb__wr_en;
    reg  [29:0] rqb__wr_data;
    wire  rqb__rd_valid;
    wire  [29:0] rqb__rd_data;
    reg  rqb__rd_en;
    wire  [6:0] rqb__fill;
    reg  rqb__replace;
    wire  insa__clock;
    wire  insa__reset;
    reg  insa__wr_en;
    reg  [29:0] insa__wr_data;
    wire  insa__rd_valid;
    wire  [29:0] insa__rd_data;
    reg  insa__rd_en;
    wire  [6:0] insa__fill;
    reg  insa__replace;
    wire  insb__clock;
    wire  insb__reset;
    reg  insb__wr_en;
    reg  [29:0] insb__wr_data;
    wire  insb__rd_valid;
    wire  [29:0] insb__rd_data;
    reg  insb__rd_en;
    wire  [6:0] insb__fill;
    reg  insb__replace;
    reg  w_busy__d;
    wire  w_busy__q;
    wire  w_busy__clock;
    reg  w_phase__d;
    wire  w_phase__q;
    wire  w_phase__clock;
    reg  [5:0] w_cur__d;
    wire  [5:0] w_cur__q;
    wire  w_cur__clock;
    reg  w_beat__d;
    wire  w_beat__q;
    wire  w_beat__clock;
    reg  [63:0] w_addr__d;
    wire  [63:0] w_addr__q;
    wire  w_addr__clock;
    reg  [5:0] wq_id__0__d;
    wire  [5:0] wq_id__0__q;
    wire  wq_id__0__clock;
    reg  [5:0] wq_id__1__d;
    wire  [5:0] wq_id__1__q;
    wire  wq_id__1__clock;
    reg  [5:0] wq_id__2__d;
    wire  [5:0] wq_id__2__q;
    wire  wq_id__2__clock;
    reg  [5:0] wq_id__3__d;
    wire  [5:0] wq_id__3__q;
    wire  wq_id__3__clock;
    reg  [5:0] wq_id__4__d;
    wire  [5:0] wq_id__4__q;
    wire  wq_id__4__clock;
    reg  [5:0] wq_id__5__d;
    wire  [5:0] wq_id__5__q;
    wire  wq_id__5__clock;
    reg  [5:0] wq_id__6__d;
    wire  [5:0] wq_id__6__q;
    wire  wq_id__6__clock;
    reg  [5:0] wq_id__7__d;
    wire  [5:0] wq_id__7__q;
    wire  wq_id__7__clock;
    reg  [5:0] wq_id__8__d;
    wire  [5:0] wq_id__8__q;
    wire  wq_id__8__clock;
    reg  [5:0] wq_id__9__d;
    wire  [5:0] wq_id__9__q;
    wire  wq_id__9__clock;
    reg  [5:0] wq_id__10__d;
    wire  [5:0] wq_id__10__q;
    wire  wq_id__10__clock;
    reg  [5:0] wq_id__11__d;
    wire  [5:0] wq_id__11__q;
    wire  wq_id__11__clock;
    reg  [5:0] wq_id__12__d;
    wire  [5:0] wq_id__12__q;
    wire  wq_id__12__clock;
    reg  [5:0] wq_id__13__d;
    wire  [5:0] wq_id__13__q;
    wire  wq_id__13__clock;
    reg  [5:0] wq_id__14__d;
    wire  [5:0] wq_id__14__q;
    wire  wq_id__14__clock;
    reg  [5:0] wq_id__15__d;
    wire  [5:0] wq_id__15__q;
    wire  wq_id__15__clock;
    reg  [5:0] wq_id__16__d;
    wire  [5:0] wq_id__16__q;
    wire  wq_id__16__clock;
    reg  [5:0] wq_id__17__d;
    wire  [5:0] wq_id__17__q;
    wire  wq_id__17__clock;
    reg  [5:0] wq_id__18__d;
    wire  [5:0] wq_id__18__q;
    wire  wq_id__18__clock;
    reg  [5:0] wq_id__19__d;
    wire  [5:0] wq_id__19__q;
    wire  wq_id__19__clock;
    reg  [5:0] wq_id__20__d;
    wire  [5:0] wq_id__20__q;
    wire  wq_id__20__clock;
    reg  [5:0] wq_id__21__d;
    wire  [5:0] wq_id__21__q;
    wire  wq_id__21__clock;
    reg  [5:0] wq_id__22__d;
    wire  [5:0] wq_id__22__q;
    wire  wq_id__22__clock;
    reg  [5:0] wq_id__23__d;
    wire  [5:0] wq_id__23__q;
    wire  wq_id__23__clock;
    reg  [5:0] wq_id__24__d;
    wire  [5:0] wq_id__24__q;
    wire  wq_id__24__clock;
    reg  [5:0] wq_id__25__d;
    wire  [5:0] wq_id__25__q;
    wire  wq_id__25__clock;
    reg  [5:0] wq_id__26__d;
    wire  [5:0] wq_id__26__q;
    wire  wq_id__26__clock;
    reg  [5:0] wq_id__27__d;
    wire  [5:0] wq_id__27__q;
    wire  wq_id__27__clock;
    reg  [5:0] wq_id__28__d;
    wire  [5:0] wq_id__28__q;
    wire  wq_id__28__clock;
    reg  [5:0] wq_id__29__d;
    wire  [5:0] wq_id__29__q;
    wire  wq_id__29__clock;
    reg  [5:0] wq_id__30__d;
    wire  [5:0] wq_id__30__q;
    wire  wq_id__30__clock;
    reg  [5:0] wq_id__31__d;
    wire  [5:0] wq_id__31__q;
    wire  wq_id__31__clock;
    reg  [5:0] wq_id__32__d;
    wire  [5:0] wq_id__32__q;
    wire  wq_id__32__clock;
    reg  [5:0] wq_id__33__d;
    wire  [5:0] wq_id__33__q;
    wire  wq_id__33__clock;
    reg  [5:0] wq_id__34__d;
    wire  [5:0] wq_id__34__q;
    wire  wq_id__34__clock;
    reg  [5:0] wq_id__35__d;
    wire  [5:0] wq_id__35__q;
    wire  wq_id__35__clock;
    reg  [5:0] wq_id__36__d;
    wire  [5:0] wq_id__36__q;
    wire  wq_id__36__clock;
    reg  [5:0] wq_id__37__d;
    wire  [5:0] wq_id__37__q;
    wire  wq_id__37__clock;
    reg  [5:0] wq_id__38__d;
    wire  [5:0] wq_id__38__q;
    wire  wq_id__38__clock;
    reg  [5:0] wq_id__39__d;
    wire  [5:0] wq_id__39__q;
    wire  wq_id__39__clock;
    reg  [5:0] wq_id__40__d;
    wire  [5:0] wq_id__40__q;
    wire  wq_id__40__clock;
    reg  [5:0] wq_id__41__d;
    wire  [5:0] wq_id__41__q;
    wire  wq_id__41__clock;
    reg  [5:0] wq_id__42__d;
    wire  [5:0] wq_id__42__q;
    wire  wq_id__42__clock;
    reg  [5:0] wq_id__43__d;
    wire  [5:0] wq_id__43__q;
    wire  wq_id__43__clock;
    reg  [5:0] wq_id__44__d;
    wire  [5:0] wq_id__44__q;
    wire  wq_id__44__clock;
    reg  [5:0] wq_id__45__d;
    wire  [5:0] wq_id__45__q;
    wire  wq_id__45__clock;
    reg  [5:0] wq_id__46__d;
    wire  [5:0] wq_id__46__q;
    wire  wq_id__46__clock;
    reg  [5:0] wq_id__47__d;
    wire  [5:0] wq_id__47__q;
    wire  wq_id__47__clock;
    reg  [5:0] wq_id__48__d;
    wire  [5:0] wq_id__48__q;
    wire  wq_id__48__clock;
    reg  [5:0] wq_id__49__d;
    wire  [5:0] wq_id__49__q;
    wire  wq_id__49__clock;
    reg  [5:0] wq_id__50__d;
    wire  [5:0] wq_id__50__q;
    wire  wq_id__50__clock;
    reg  [5:0] wq_id__51__d;
    wire  [5:0] wq_id__51__q;
    wire  wq_id__51__clock;
    reg  [5:0] wq_id__52__d;
    wire  [5:0] wq_id__52__q;
    wire  wq_id__52__clock;
    reg  [5:0] wq_id__53__d;
    wire  [5:0] wq_id__53__q;
    wire  wq_id__53__clock;
    reg  [5:0] wq_id__54__d;
    wire  [5:0] wq_id__54__q;
    wire  wq_id__54__clock;
    reg  [5:0] wq_id__55__d;
    wire  [5:0] wq_id__55__q;
    wire  wq_id__55__clock;
    reg  [5:0] wq_id__56__d;
    wire  [5:0] wq_id__56__q;
    wire  wq_id__56__clock;
    reg  [5:0] wq_id__57__d;
    wire  [5:0] wq_id__57__q;
    wire  wq_id__57__clock;
    reg  [5:0] wq_id__58__d;
    wire  [5:0] wq_id__58__q;
    wire  wq_id__58__clock;
    reg  [5:0] wq_id__59__d;
    wire  [5:0] wq_id__59__q;
    wire  wq_id__59__clock;
    reg  [5:0] wq_id__60__d;
    wire  [5:0] wq_id__60__q;
    wire  wq_id__60__clock;
    reg  [5:0] wq_id__61__d;
    wire  [5:0] wq_id__61__q;
    wire  wq_id__61__clock;
    reg  [5:0] wq_id__62__d;
    wire  [5:0] wq_id__62__q;
    wire  wq_id__62__clock;
    reg  [5:0] wq_id__63__d;
    wire  [5:0] wq_id__63__q;
    wire  wq_id__63__clock;
    reg  [6:0] wq_head__d;
    wire  [6:0] wq_head__q;
    wire  wq_head__clock;
    reg  [6:0] wq_tail__d;
    wire  [6:0] wq_tail__q;
    wire  wq_tail__clock;
    reg  r_busy__d;
    wire  r_busy__q;
    wire  r_busy__clock;
    reg  [5:0] r_cur__d;
    wire  [5:0] r_cur__q;
    wire  r_cur__clock;
    reg  r_beat__d;
    wire  r_beat__q;
    wire  r_beat__clock;
    reg  [63:0] r_addr__d;
    wire  [63:0] r_addr__q;
    wire  r_addr__clock;
    reg  [5:0] rq_id__0__d;
    wire  [5:0] rq_id__0__q;
    wire  rq_id__0__clock;
    reg  [5:0] rq_id__1__d;
    wire  [5:0] rq_id__1__q;
    wire  rq_id__1__clock;
    reg  [5:0] rq_id__2__d;
    wire  [5:0] rq_id__2__q;
    wire  rq_id__2__clock;
    reg  [5:0] rq_id__3__d;
    wire  [5:0] rq_id__3__q;
    wire  rq_id__3__clock;
    reg  [5:0] rq_id__4__d;
    wire  [5:0] rq_id__4__q;
    wire  rq_id__4__clock;
    reg  [5:0] rq_id__5__d;
    wire  [5:0] rq_id__5__q;
    wire  rq_id__5__clock;
    reg  [5:0] rq_id__6__d;
    wire  [5:0] rq_id__6__q;
    wire  rq_id__6__clock;
    reg  [5:0] rq_id__7__d;
    wire  [5:0] rq_id__7__q;
    wire  rq_id__7__clock;
    reg  [5:0] rq_id__8__d;
    wire  [5:0] rq_id__8__q;
    wire  rq_id__8__clock;
    reg  [5:0] rq_id__9__d;
    wire  [5:0] rq_id__9__q;
    wire  rq_id__9__clock;
    reg  [5:0] rq_id__10__d;
    wire  [5:0] rq_id__10__q;
    wire  rq_id__10__clock;
    reg  [5:0] rq_id__11__d;
    wire  [5:0] rq_id__11__q;
    wire  rq_id__11__clock;
    reg  [5:0] rq_id__12__d;
    wire  [5:0] rq_id__12__q;
    wire  rq_id__12__clock;
    reg  [5:0] rq_id__13__d;
    wire  [5:0] rq_id__13__q;
    wire  rq_id__13__clock;
    reg  [5:0] rq_id__14__d;
    wire  [5:0] rq_id__14__q;
    wire  rq_id__14__clock;
    reg  [5:0] rq_id__15__d;
    wire  [5:0] rq_id__15__q;
    wire  rq_id__15__clock;
    reg  [5:0] rq_id__16__d;
    wire  [5:0] rq_id__16__q;
    wire  rq_id__16__clock;
    reg  [5:0] rq_id__17__d;
    wire  [5:0] rq_id__17__q;
    wire  rq_id__17__clock;
    reg  [5:0] rq_id__18__d;
    wire  [5:0] rq_id__18__q;
    wire  rq_id__18__clock;
    reg  [5:0] rq_id__19__d;
    wire  [5:0] rq_id__19__q;
    wire  rq_id__19__clock;
    reg  [5:0] rq_id__20__d;
    wire  [5:0] rq_id__20__q;
    wire  rq_id__20__clock;
    reg  [5:0] rq_id__21__d;
    wire  [5:0] rq_id__21__q;
    wire  rq_id__21__clock;
    reg  [5:0] rq_id__22__d;
    wire  [5:0] rq_id__22__q;
    wire  rq_id__22__clock;
    reg  [5:0] rq_id__23__d;
    wire  [5:0] rq_id__23__q;
    wire  rq_id__23__clock;
    reg  [5:0] rq_id__24__d;
    wire  [5:0] rq_id__24__q;
    wire  rq_id__24__clock;
    reg  [5:0] rq_id__25__d;
    wire  [5:0] rq_id__25__q;
    wire  rq_id__25__clock;
    reg  [5:0] rq_id__26__d;
    wire  [5:0] rq_id__26__q;
    wire  rq_id__26__clock;
    reg  [5:0] rq_id__27__d;
    wire  [5:0] rq_id__27__q;
    wire  rq_id__27__clock;
    reg  [5:0] rq_id__28__d;
    wire  [5:0] rq_id__28__q;
    wire  rq_id__28__clock;
    reg  [5:0] rq_id__29__d;
    wire  [5:0] rq_id__29__q;
    wire  rq_id__29__clock;
    reg  [5:0] rq_id__30__d;
    wire  [5:0] rq_id__30__q;
    wire  rq_id__30__clock;
    reg  [5:0] rq_id__31__d;
    wire  [5:0] rq_id__31__q;
    wire  rq_id__31__clock;
    reg  [5:0] rq_id__32__d;
    wire  [5:0] rq_id__32__q;
    wire  rq_id__32__clock;
    reg  [5:0] rq_id__33__d;
    wire  [5:0] rq_id__33__q;
    wire  rq_id__33__clock;
    reg  [5:0] rq_id__34__d;
    wire  [5:0] rq_id__34__q;
    wire  rq_id__34__clock;
    reg  [5:0] rq_id__35__d;
    wire  [5:0] rq_id__35__q;
    wire  rq_id__35__clock;
    reg  [5:0] rq_id__36__d;
    wire  [5:0] rq_id__36__q;
    wire  rq_id__36__clock;
    reg  [5:0] rq_id__37__d;
    wire  [5:0] rq_id__37__q;
    wire  rq_id__37__clock;
    reg  [5:0] rq_id__38__d;
    wire  [5:0] rq_id__38__q;
    wire  rq_id__38__clock;
    reg  [5:0] rq_id__39__d;
    wire  [5:0] rq_id__39__q;
    wire  rq_id__39__clock;
    reg  [5:0] rq_id__40__d;
    wire  [5:0] rq_id__40__q;
    wire  rq_id__40__clock;
    reg  [5:0] rq_id__41__d;
    wire  [5:0] rq_id__41__q;
    wire  rq_id__41__clock;
    reg  [5:0] rq_id__42__d;
    wire  [5:0] rq_id__42__q;
    wire  rq_id__42__clock;
    reg  [5:0] rq_id__43__d;
    wire  [5:0] rq_id__43__q;
    wire  rq_id__43__clock;
    reg  [5:0] rq_id__44__d;
    wire  [5:0] rq_id__44__q;
    wire  rq_id__44__clock;
    reg  [5:0] rq_id__45__d;
    wire  [5:0] rq_id__45__q;
    wire  rq_id__45__clock;
    reg  [5:0] rq_id__46__d;
    wire  [5:0] rq_id__46__q;
    wire  rq_id__46__clock;
    reg  [5:0] rq_id__47__d;
    wire  [5:0] rq_id__47__q;
    wire  rq_id__47__clock;
    reg  [5:0] rq_id__48__d;
    wire  [5:0] rq_id__48__q;
    wire  rq_id__48__clock;
    reg  [5:0] rq_id__49__d;
    wire  [5:0] rq_id__49__q;
    wire  rq_id__49__clock;
    reg  [5:0] rq_id__50__d;
    wire  [5:0] rq_id__50__q;
    wire  rq_id__50__clock;
    reg  [5:0] rq_id__51__d;
    wire  [5:0] rq_id__51__q;
    wire  rq_id__51__clock;
    reg  [5:0] rq_id__52__d;
    wire  [5:0] rq_id__52__q;
    wire  rq_id__52__clock;
    reg  [5:0] rq_id__53__d;
    wire  [5:0] rq_id__53__q;
    wire  rq_id__53__clock;
    reg  [5:0] rq_id__54__d;
    wire  [5:0] rq_id__54__q;
    wire  rq_id__54__clock;
    reg  [5:0] rq_id__55__d;
    wire  [5:0] rq_id__55__q;
    wire  rq_id__55__clock;
    reg  [5:0] rq_id__56__d;
    wire  [5:0] rq_id__56__q;
    wire  rq_id__56__clock;
    reg  [5:0] rq_id__57__d;
    wire  [5:0] rq_id__57__q;
    wire  rq_id__57__clock;
    reg  [5:0] rq_id__58__d;
    wire  [5:0] rq_id__58__q;
    wire  rq_id__58__clock;
    reg  [5:0] rq_id__59__d;
    wire  [5:0] rq_id__59__q;
    wire  rq_id__59__clock;
    reg  [5:0] rq_id__60__d;
    wire  [5:0] rq_id__60__q;
    wire  rq_id__60__clock;
    reg  [5:0] rq_id__61__d;
    wire  [5:0] rq_id__61__q;
    wire  rq_id__61__clock;
    reg  [5:0] rq_id__62__d;
    wire  [5:0] rq_id__62__q;
    wire  rq_id__62__clock;
    reg  [5:0] rq_id__63__d;
    wire  [5:0] rq_id__63__q;
    wire  rq_id__63__clock;
    reg  [6:0] rq_head__d;
    wire  [6:0] rq_head__q;
    wire  rq_head__clock;
    reg  [6:0] rqd_head__d;
    wire  [6:0] rqd_head__q;
    wire  rqd_head__clock;
    reg  [6:0] rq_tail__d;
    wire  [6:0] rq_tail__q;
    wire  rq_tail__clock;
    reg  rcv_q__d;
    wire  rcv_q__q;
    wire  rcv_q__clock;
    reg  [5:0] rc_id_q__d;
    wire  [5:0] rc_id_q__q;
    wire  rc_id_q__clock;
    reg  rc_err_q__d;
    wire  rc_err_q__q;
    wire  rc_err_q__clock;
    reg  wcv_q__d;
    wire  wcv_q__q;
    wire  wcv_q__clock;
    reg  [5:0] wc_id_q__d;
    wire  [5:0] wc_id_q__q;
    wire  wc_id_q__clock;
    reg  [31:0] n_wberr__d;
    wire  [31:0] n_wberr__q;
    wire  n_wberr__clock;
    
    // Local signals
    reg  [63:0] errs;
    reg  [24:0] mx_word;
    reg  [29:0] ins_rec;
    reg  [23:0] w_index;
    reg  [63:0] wb_off;
    reg  w_fill;
    reg  [29:0] rsel;
    reg  [63:0] entry_off;
    reg  [5:0] rd_id;
    reg  rd_go;
    reg  [5:0] wc_id;
    reg  [5:0] rc_id;
    reg  rc_wdone;
    reg  [23:0] rc_index;
    reg  wc_fill;
    reg  wc_rdone;
    reg  [23:0] wc_index;
    reg  [5:0] k_wc;
    reg  [5:0] k_rc;
    reg  [5:0] k_rd;
    
    // Sub module instances
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
    roce_mkey_cache__dff_w1 mwdone__8(
        .d(mwdone__8__d),
        .q(mwdone__8__q),
        .clock(mwdone__8__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__9(
        .d(mwdone__9__d),
        .q(mwdone__9__q),
        .clock(mwdone__9__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__10(
        .d(mwdone__10__d),
        .q(mwdone__10__q),
        .clock(mwdone__10__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__11(
        .d(mwdone__11__d),
        .q(mwdone__11__q),
        .clock(mwdone__11__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__12(
        .d(mwdone__12__d),
        .q(mwdone__12__q),
        .clock(mwdone__12__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__13(
        .d(mwdone__13__d),
        .q(mwdone__13__q),
        .clock(mwdone__13__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__14(
        .d(mwdone__14__d),
        .q(mwdone__14__q),
        .clock(mwdone__14__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__15(
        .d(mwdone__15__d),
        .q(mwdone__15__q),
        .clock(mwdone__15__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__16(
        .d(mwdone__16__d),
        .q(mwdone__16__q),
        .clock(mwdone__16__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__17(
        .d(mwdone__17__d),
        .q(mwdone__17__q),
        .clock(mwdone__17__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__18(
        .d(mwdone__18__d),
        .q(mwdone__18__q),
        .clock(mwdone__18__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__19(
        .d(mwdone__19__d),
        .q(mwdone__19__q),
        .clock(mwdone__19__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__20(
        .d(mwdone__20__d),
        .q(mwdone__20__q),
        .clock(mwdone__20__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__21(
        .d(mwdone__21__d),
        .q(mwdone__21__q),
        .clock(mwdone__21__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__22(
        .d(mwdone__22__d),
        .q(mwdone__22__q),
        .clock(mwdone__22__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__23(
        .d(mwdone__23__d),
        .q(mwdone__23__q),
        .clock(mwdone__23__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__24(
        .d(mwdone__24__d),
        .q(mwdone__24__q),
        .clock(mwdone__24__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__25(
        .d(mwdone__25__d),
        .q(mwdone__25__q),
        .clock(mwdone__25__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__26(
        .d(mwdone__26__d),
        .q(mwdone__26__q),
        .clock(mwdone__26__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__27(
        .d(mwdone__27__d),
        .q(mwdone__27__q),
        .clock(mwdone__27__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__28(
        .d(mwdone__28__d),
        .q(mwdone__28__q),
        .clock(mwdone__28__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__29(
        .d(mwdone__29__d),
        .q(mwdone__29__q),
        .clock(mwdone__29__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__30(
        .d(mwdone__30__d),
        .q(mwdone__30__q),
        .clock(mwdone__30__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__31(
        .d(mwdone__31__d),
        .q(mwdone__31__q),
        .clock(mwdone__31__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__32(
        .d(mwdone__32__d),
        .q(mwdone__32__q),
        .clock(mwdone__32__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__33(
        .d(mwdone__33__d),
        .q(mwdone__33__q),
        .clock(mwdone__33__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__34(
        .d(mwdone__34__d),
        .q(mwdone__34__q),
        .clock(mwdone__34__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__35(
        .d(mwdone__35__d),
        .q(mwdone__35__q),
        .clock(mwdone__35__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__36(
        .d(mwdone__36__d),
        .q(mwdone__36__q),
        .clock(mwdone__36__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__37(
        .d(mwdone__37__d),
        .q(mwdone__37__q),
        .clock(mwdone__37__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__38(
        .d(mwdone__38__d),
        .q(mwdone__38__q),
        .clock(mwdone__38__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__39(
        .d(mwdone__39__d),
        .q(mwdone__39__q),
        .clock(mwdone__39__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__40(
        .d(mwdone__40__d),
        .q(mwdone__40__q),
        .clock(mwdone__40__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__41(
        .d(mwdone__41__d),
        .q(mwdone__41__q),
        .clock(mwdone__41__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__42(
        .d(mwdone__42__d),
        .q(mwdone__42__q),
        .clock(mwdone__42__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__43(
        .d(mwdone__43__d),
        .q(mwdone__43__q),
        .clock(mwdone__43__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__44(
        .d(mwdone__44__d),
        .q(mwdone__44__q),
        .clock(mwdone__44__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__45(
        .d(mwdone__45__d),
        .q(mwdone__45__q),
        .clock(mwdone__45__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__46(
        .d(mwdone__46__d),
        .q(mwdone__46__q),
        .clock(mwdone__46__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__47(
        .d(mwdone__47__d),
        .q(mwdone__47__q),
        .clock(mwdone__47__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__48(
        .d(mwdone__48__d),
        .q(mwdone__48__q),
        .clock(mwdone__48__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__49(
        .d(mwdone__49__d),
        .q(mwdone__49__q),
        .clock(mwdone__49__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__50(
        .d(mwdone__50__d),
        .q(mwdone__50__q),
        .clock(mwdone__50__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__51(
        .d(mwdone__51__d),
        .q(mwdone__51__q),
        .clock(mwdone__51__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__52(
        .d(mwdone__52__d),
        .q(mwdone__52__q),
        .clock(mwdone__52__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__53(
        .d(mwdone__53__d),
        .q(mwdone__53__q),
        .clock(mwdone__53__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__54(
        .d(mwdone__54__d),
        .q(mwdone__54__q),
        .clock(mwdone__54__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__55(
        .d(mwdone__55__d),
        .q(mwdone__55__q),
        .clock(mwdone__55__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__56(
        .d(mwdone__56__d),
        .q(mwdone__56__q),
        .clock(mwdone__56__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__57(
        .d(mwdone__57__d),
        .q(mwdone__57__q),
        .clock(mwdone__57__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__58(
        .d(mwdone__58__d),
        .q(mwdone__58__q),
        .clock(mwdone__58__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__59(
        .d(mwdone__59__d),
        .q(mwdone__59__q),
        .clock(mwdone__59__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__60(
        .d(mwdone__60__d),
        .q(mwdone__60__q),
        .clock(mwdone__60__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__61(
        .d(mwdone__61__d),
        .q(mwdone__61__q),
        .clock(mwdone__61__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__62(
        .d(mwdone__62__d),
        .q(mwdone__62__q),
        .clock(mwdone__62__clock)
    );
    roce_mkey_cache__dff_w1 mwdone__63(
        .d(mwdone__63__d),
        .q(mwdone__63__q),
        .clock(mwdone__63__clock)
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
    roce_mkey_cache__dff_w1 mrdone__8(
        .d(mrdone__8__d),
        .q(mrdone__8__q),
        .clock(mrdone__8__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__9(
        .d(mrdone__9__d),
        .q(mrdone__9__q),
        .clock(mrdone__9__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__10(
        .d(mrdone__10__d),
        .q(mrdone__10__q),
        .clock(mrdone__10__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__11(
        .d(mrdone__11__d),
        .q(mrdone__11__q),
        .clock(mrdone__11__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__12(
        .d(mrdone__12__d),
        .q(mrdone__12__q),
        .clock(mrdone__12__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__13(
        .d(mrdone__13__d),
        .q(mrdone__13__q),
        .clock(mrdone__13__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__14(
        .d(mrdone__14__d),
        .q(mrdone__14__q),
        .clock(mrdone__14__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__15(
        .d(mrdone__15__d),
        .q(mrdone__15__q),
        .clock(mrdone__15__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__16(
        .d(mrdone__16__d),
        .q(mrdone__16__q),
        .clock(mrdone__16__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__17(
        .d(mrdone__17__d),
        .q(mrdone__17__q),
        .clock(mrdone__17__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__18(
        .d(mrdone__18__d),
        .q(mrdone__18__q),
        .clock(mrdone__18__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__19(
        .d(mrdone__19__d),
        .q(mrdone__19__q),
        .clock(mrdone__19__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__20(
        .d(mrdone__20__d),
        .q(mrdone__20__q),
        .clock(mrdone__20__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__21(
        .d(mrdone__21__d),
        .q(mrdone__21__q),
        .clock(mrdone__21__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__22(
        .d(mrdone__22__d),
        .q(mrdone__22__q),
        .clock(mrdone__22__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__23(
        .d(mrdone__23__d),
        .q(mrdone__23__q),
        .clock(mrdone__23__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__24(
        .d(mrdone__24__d),
        .q(mrdone__24__q),
        .clock(mrdone__24__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__25(
        .d(mrdone__25__d),
        .q(mrdone__25__q),
        .clock(mrdone__25__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__26(
        .d(mrdone__26__d),
        .q(mrdone__26__q),
        .clock(mrdone__26__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__27(
        .d(mrdone__27__d),
        .q(mrdone__27__q),
        .clock(mrdone__27__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__28(
        .d(mrdone__28__d),
        .q(mrdone__28__q),
        .clock(mrdone__28__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__29(
        .d(mrdone__29__d),
        .q(mrdone__29__q),
        .clock(mrdone__29__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__30(
        .d(mrdone__30__d),
        .q(mrdone__30__q),
        .clock(mrdone__30__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__31(
        .d(mrdone__31__d),
        .q(mrdone__31__q),
        .clock(mrdone__31__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__32(
        .d(mrdone__32__d),
        .q(mrdone__32__q),
        .clock(mrdone__32__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__33(
        .d(mrdone__33__d),
        .q(mrdone__33__q),
        .clock(mrdone__33__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__34(
        .d(mrdone__34__d),
        .q(mrdone__34__q),
        .clock(mrdone__34__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__35(
        .d(mrdone__35__d),
        .q(mrdone__35__q),
        .clock(mrdone__35__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__36(
        .d(mrdone__36__d),
        .q(mrdone__36__q),
        .clock(mrdone__36__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__37(
        .d(mrdone__37__d),
        .q(mrdone__37__q),
        .clock(mrdone__37__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__38(
        .d(mrdone__38__d),
        .q(mrdone__38__q),
        .clock(mrdone__38__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__39(
        .d(mrdone__39__d),
        .q(mrdone__39__q),
        .clock(mrdone__39__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__40(
        .d(mrdone__40__d),
        .q(mrdone__40__q),
        .clock(mrdone__40__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__41(
        .d(mrdone__41__d),
        .q(mrdone__41__q),
        .clock(mrdone__41__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__42(
        .d(mrdone__42__d),
        .q(mrdone__42__q),
        .clock(mrdone__42__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__43(
        .d(mrdone__43__d),
        .q(mrdone__43__q),
        .clock(mrdone__43__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__44(
        .d(mrdone__44__d),
        .q(mrdone__44__q),
        .clock(mrdone__44__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__45(
        .d(mrdone__45__d),
        .q(mrdone__45__q),
        .clock(mrdone__45__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__46(
        .d(mrdone__46__d),
        .q(mrdone__46__q),
        .clock(mrdone__46__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__47(
        .d(mrdone__47__d),
        .q(mrdone__47__q),
        .clock(mrdone__47__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__48(
        .d(mrdone__48__d),
        .q(mrdone__48__q),
        .clock(mrdone__48__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__49(
        .d(mrdone__49__d),
        .q(mrdone__49__q),
        .clock(mrdone__49__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__50(
        .d(mrdone__50__d),
        .q(mrdone__50__q),
        .clock(mrdone__50__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__51(
        .d(mrdone__51__d),
        .q(mrdone__51__q),
        .clock(mrdone__51__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__52(
        .d(mrdone__52__d),
        .q(mrdone__52__q),
        .clock(mrdone__52__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__53(
        .d(mrdone__53__d),
        .q(mrdone__53__q),
        .clock(mrdone__53__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__54(
        .d(mrdone__54__d),
        .q(mrdone__54__q),
        .clock(mrdone__54__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__55(
        .d(mrdone__55__d),
        .q(mrdone__55__q),
        .clock(mrdone__55__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__56(
        .d(mrdone__56__d),
        .q(mrdone__56__q),
        .clock(mrdone__56__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__57(
        .d(mrdone__57__d),
        .q(mrdone__57__q),
        .clock(mrdone__57__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__58(
        .d(mrdone__58__d),
        .q(mrdone__58__q),
        .clock(mrdone__58__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__59(
        .d(mrdone__59__d),
        .q(mrdone__59__q),
        .clock(mrdone__59__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__60(
        .d(mrdone__60__d),
        .q(mrdone__60__q),
        .clock(mrdone__60__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__61(
        .d(mrdone__61__d),
        .q(mrdone__61__q),
        .clock(mrdone__61__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__62(
        .d(mrdone__62__d),
        .q(mrdone__62__q),
        .clock(mrdone__62__clock)
    );
    roce_mkey_cache__dff_w1 mrdone__63(
        .d(mrdone__63__d),
        .q(mrdone__63__q),
        .clock(mrdone__63__clock)
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
    roce_mkey_cache__dff_w1 mrerr__8(
        .d(mrerr__8__d),
        .q(mrerr__8__q),
        .clock(mrerr__8__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__9(
        .d(mrerr__9__d),
        .q(mrerr__9__q),
        .clock(mrerr__9__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__10(
        .d(mrerr__10__d),
        .q(mrerr__10__q),
        .clock(mrerr__10__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__11(
        .d(mrerr__11__d),
        .q(mrerr__11__q),
        .clock(mrerr__11__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__12(
        .d(mrerr__12__d),
        .q(mrerr__12__q),
        .clock(mrerr__12__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__13(
        .d(mrerr__13__d),
        .q(mrerr__13__q),
        .clock(mrerr__13__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__14(
        .d(mrerr__14__d),
        .q(mrerr__14__q),
        .clock(mrerr__14__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__15(
        .d(mrerr__15__d),
        .q(mrerr__15__q),
        .clock(mrerr__15__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__16(
        .d(mrerr__16__d),
        .q(mrerr__16__q),
        .clock(mrerr__16__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__17(
        .d(mrerr__17__d),
        .q(mrerr__17__q),
        .clock(mrerr__17__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__18(
        .d(mrerr__18__d),
        .q(mrerr__18__q),
        .clock(mrerr__18__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__19(
        .d(mrerr__19__d),
        .q(mrerr__19__q),
        .clock(mrerr__19__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__20(
        .d(mrerr__20__d),
        .q(mrerr__20__q),
        .clock(mrerr__20__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__21(
        .d(mrerr__21__d),
        .q(mrerr__21__q),
        .clock(mrerr__21__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__22(
        .d(mrerr__22__d),
        .q(mrerr__22__q),
        .clock(mrerr__22__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__23(
        .d(mrerr__23__d),
        .q(mrerr__23__q),
        .clock(mrerr__23__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__24(
        .d(mrerr__24__d),
        .q(mrerr__24__q),
        .clock(mrerr__24__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__25(
        .d(mrerr__25__d),
        .q(mrerr__25__q),
        .clock(mrerr__25__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__26(
        .d(mrerr__26__d),
        .q(mrerr__26__q),
        .clock(mrerr__26__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__27(
        .d(mrerr__27__d),
        .q(mrerr__27__q),
        .clock(mrerr__27__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__28(
        .d(mrerr__28__d),
        .q(mrerr__28__q),
        .clock(mrerr__28__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__29(
        .d(mrerr__29__d),
        .q(mrerr__29__q),
        .clock(mrerr__29__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__30(
        .d(mrerr__30__d),
        .q(mrerr__30__q),
        .clock(mrerr__30__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__31(
        .d(mrerr__31__d),
        .q(mrerr__31__q),
        .clock(mrerr__31__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__32(
        .d(mrerr__32__d),
        .q(mrerr__32__q),
        .clock(mrerr__32__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__33(
        .d(mrerr__33__d),
        .q(mrerr__33__q),
        .clock(mrerr__33__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__34(
        .d(mrerr__34__d),
        .q(mrerr__34__q),
        .clock(mrerr__34__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__35(
        .d(mrerr__35__d),
        .q(mrerr__35__q),
        .clock(mrerr__35__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__36(
        .d(mrerr__36__d),
        .q(mrerr__36__q),
        .clock(mrerr__36__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__37(
        .d(mrerr__37__d),
        .q(mrerr__37__q),
        .clock(mrerr__37__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__38(
        .d(mrerr__38__d),
        .q(mrerr__38__q),
        .clock(mrerr__38__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__39(
        .d(mrerr__39__d),
        .q(mrerr__39__q),
        .clock(mrerr__39__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__40(
        .d(mrerr__40__d),
        .q(mrerr__40__q),
        .clock(mrerr__40__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__41(
        .d(mrerr__41__d),
        .q(mrerr__41__q),
        .clock(mrerr__41__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__42(
        .d(mrerr__42__d),
        .q(mrerr__42__q),
        .clock(mrerr__42__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__43(
        .d(mrerr__43__d),
        .q(mrerr__43__q),
        .clock(mrerr__43__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__44(
        .d(mrerr__44__d),
        .q(mrerr__44__q),
        .clock(mrerr__44__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__45(
        .d(mrerr__45__d),
        .q(mrerr__45__q),
        .clock(mrerr__45__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__46(
        .d(mrerr__46__d),
        .q(mrerr__46__q),
        .clock(mrerr__46__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__47(
        .d(mrerr__47__d),
        .q(mrerr__47__q),
        .clock(mrerr__47__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__48(
        .d(mrerr__48__d),
        .q(mrerr__48__q),
        .clock(mrerr__48__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__49(
        .d(mrerr__49__d),
        .q(mrerr__49__q),
        .clock(mrerr__49__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__50(
        .d(mrerr__50__d),
        .q(mrerr__50__q),
        .clock(mrerr__50__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__51(
        .d(mrerr__51__d),
        .q(mrerr__51__q),
        .clock(mrerr__51__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__52(
        .d(mrerr__52__d),
        .q(mrerr__52__q),
        .clock(mrerr__52__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__53(
        .d(mrerr__53__d),
        .q(mrerr__53__q),
        .clock(mrerr__53__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__54(
        .d(mrerr__54__d),
        .q(mrerr__54__q),
        .clock(mrerr__54__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__55(
        .d(mrerr__55__d),
        .q(mrerr__55__q),
        .clock(mrerr__55__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__56(
        .d(mrerr__56__d),
        .q(mrerr__56__q),
        .clock(mrerr__56__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__57(
        .d(mrerr__57__d),
        .q(mrerr__57__q),
        .clock(mrerr__57__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__58(
        .d(mrerr__58__d),
        .q(mrerr__58__q),
        .clock(mrerr__58__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__59(
        .d(mrerr__59__d),
        .q(mrerr__59__q),
        .clock(mrerr__59__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__60(
        .d(mrerr__60__d),
        .q(mrerr__60__q),
        .clock(mrerr__60__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__61(
        .d(mrerr__61__d),
        .q(mrerr__61__q),
        .clock(mrerr__61__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__62(
        .d(mrerr__62__d),
        .q(mrerr__62__q),
        .clock(mrerr__62__clock)
    );
    roce_mkey_cache__dff_w1 mrerr__63(
        .d(mrerr__63__d),
        .q(mrerr__63__q),
        .clock(mrerr__63__clock)
    );
    roce_mkey_cache__miss__mix_w mix_w(
        .read_address(mix_w__read_address),
        .read_clock(mix_w__read_clock),
        .read_data(mix_w__read_data),
        .write_address(mix_w__write_address),
        .write_clock(mix_w__write_clock),
        .write_data(mix_w__write_data),
        .write_enable(mix_w__write_enable)
    );
    roce_mkey_cache__miss__mix_w mix_wc(
        .read_address(mix_wc__read_address),
        .read_clock(mix_wc__read_clock),
        .read_data(mix_wc__read_data),
        .write_address(mix_wc__write_address),
        .write_clock(mix_wc__write_clock),
        .write_data(mix_wc__write_data),
        .write_enable(mix_wc__write_enable)
    );
    roce_mkey_cache__miss__mix_rc mix_rc(
        .read_address(mix_rc__read_address),
        .read_clock(mix_rc__read_clock),
        .read_data(mix_rc__read_data),
        .write_address(mix_rc__write_address),
        .write_clock(mix_rc__write_clock),
        .write_data(mix_rc__write_data),
        .write_enable(mix_rc__write_enable)
    );
    roce_mkey_cache__miss__fhi vlo(
        .read_address(vlo__read_address),
        .read_clock(vlo__read_clock),
        .read_data(vlo__read_data),
        .write_address(vlo__write_address),
        .write_clock(vlo__write_clock),
        .write_data(vlo__write_data),
        .write_enable(vlo__write_enable)
    );
    roce_mkey_cache__miss__fhi vhi(
        .read_address(vhi__read_address),
        .read_clock(vhi__read_clock),
        .read_data(vhi__read_data),
        .write_address(vhi__write_address),
        .write_clock(vhi__write_clock),
        .write_data(vhi__write_data),
        .write_enable(vhi__write_enable)
    );
    roce_mkey_cache__miss__fhi flo(
        .read_address(flo__read_address),
        .read_clock(flo__read_clock),
        .read_data(flo__read_data),
        .write_address(flo__write_address),
        .write_clock(flo__write_clock),
        .write_data(flo__write_data),
        .write_enable(flo__write_enable)
    );
    roce_mkey_cache__miss__fhi fhi(
        .read_address(fhi__read_address),
        .read_clock(fhi__read_clock),
        .read_data(fhi__read_data),
        .write_address(fhi__write_address),
        .write_clock(fhi__write_clock),
        .write_data(fhi__write_data),
        .write_enable(fhi__write_enable)
    );
    roce_mkey_cache__miss__insa wbq(
        .clock(wbq__clock),
        .reset(wbq__reset),
        .wr_en(wbq__wr_en),
        .wr_data(wbq__wr_data),
        .rd_valid(wbq__rd_valid),
        .rd_data(wbq__rd_data),
        .rd_en(wbq__rd_en),
        .fill(wbq__fill),
        .replace(wbq__replace)
    );
    roce_mkey_cache__miss__insa rqa(
        .clock(rqa__clock),
        .reset(rqa__reset),
        .wr_en(rqa__wr_en),
        .wr_data(rqa__wr_data),
        .rd_valid(rqa__rd_valid),
        .rd_data(rqa__rd_data),
        .rd_en(rqa__rd_en),
        .fill(rqa__fill),
        .replace(rqa__replace)
    );
    roce_mkey_cache__miss__insa rqb(
        .clock(rqb__clock),
        .reset(rqb__reset),
        .wr_en(rqb__wr_en),
        .wr_data(rqb__wr_data),
        .rd_valid(rqb__rd_valid),
        .rd_data(rqb__rd_data),
        .rd_en(rqb__rd_en),
        .fill(rqb__fill),
        .replace(rqb__replace)
    );
    roce_mkey_cache__miss__insa insa(
        .clock(insa__clock),
        .reset(insa__reset),
        .wr_en(insa__wr_en),
        .wr_data(insa__wr_data),
        .rd_valid(insa__rd_valid),
        .rd_data(insa__rd_data),
        .rd_en(insa__rd_en),
        .fill(insa__fill),
        .replace(insa__replace)
    );
    roce_mkey_cache__miss__insa insb(
        .clock(insb__clock),
        .reset(insb__reset),
        .wr_en(insb__wr_en),
        .wr_data(insb__wr_data),
        .rd_valid(insb__rd_valid),
        .rd_data(insb__rd_data),
        .rd_en(insb__rd_en),
        .fill(insb__fill),
        .replace(insb__replace)
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
    roce_mkey_cache__dff_w6 w_cur(
        .d(w_cur__d),
        .q(w_cur__q),
        .clock(w_cur__clock)
    );
    roce_mkey_cache__dff_w1 w_beat(
        .d(w_beat__d),
        .q(w_beat__q),
        .clock(w_beat__clock)
    );
    roce_mkey_cache__dff_w64 w_addr(
        .d(w_addr__d),
        .q(w_addr__q),
        .clock(w_addr__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__0(
        .d(wq_id__0__d),
        .q(wq_id__0__q),
        .clock(wq_id__0__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__1(
        .d(wq_id__1__d),
        .q(wq_id__1__q),
        .clock(wq_id__1__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__2(
        .d(wq_id__2__d),
        .q(wq_id__2__q),
        .clock(wq_id__2__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__3(
        .d(wq_id__3__d),
        .q(wq_id__3__q),
        .clock(wq_id__3__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__4(
        .d(wq_id__4__d),
        .q(wq_id__4__q),
        .clock(wq_id__4__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__5(
        .d(wq_id__5__d),
        .q(wq_id__5__q),
        .clock(wq_id__5__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__6(
        .d(wq_id__6__d),
        .q(wq_id__6__q),
        .clock(wq_id__6__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__7(
        .d(wq_id__7__d),
        .q(wq_id__7__q),
        .clock(wq_id__7__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__8(
        .d(wq_id__8__d),
        .q(wq_id__8__q),
        .clock(wq_id__8__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__9(
        .d(wq_id__9__d),
        .q(wq_id__9__q),
        .clock(wq_id__9__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__10(
        .d(wq_id__10__d),
        .q(wq_id__10__q),
        .clock(wq_id__10__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__11(
        .d(wq_id__11__d),
        .q(wq_id__11__q),
        .clock(wq_id__11__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__12(
        .d(wq_id__12__d),
        .q(wq_id__12__q),
        .clock(wq_id__12__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__13(
        .d(wq_id__13__d),
        .q(wq_id__13__q),
        .clock(wq_id__13__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__14(
        .d(wq_id__14__d),
        .q(wq_id__14__q),
        .clock(wq_id__14__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__15(
        .d(wq_id__15__d),
        .q(wq_id__15__q),
        .clock(wq_id__15__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__16(
        .d(wq_id__16__d),
        .q(wq_id__16__q),
        .clock(wq_id__16__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__17(
        .d(wq_id__17__d),
        .q(wq_id__17__q),
        .clock(wq_id__17__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__18(
        .d(wq_id__18__d),
        .q(wq_id__18__q),
        .clock(wq_id__18__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__19(
        .d(wq_id__19__d),
        .q(wq_id__19__q),
        .clock(wq_id__19__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__20(
        .d(wq_id__20__d),
        .q(wq_id__20__q),
        .clock(wq_id__20__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__21(
        .d(wq_id__21__d),
        .q(wq_id__21__q),
        .clock(wq_id__21__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__22(
        .d(wq_id__22__d),
        .q(wq_id__22__q),
        .clock(wq_id__22__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__23(
        .d(wq_id__23__d),
        .q(wq_id__23__q),
        .clock(wq_id__23__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__24(
        .d(wq_id__24__d),
        .q(wq_id__24__q),
        .clock(wq_id__24__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__25(
        .d(wq_id__25__d),
        .q(wq_id__25__q),
        .clock(wq_id__25__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__26(
        .d(wq_id__26__d),
        .q(wq_id__26__q),
        .clock(wq_id__26__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__27(
        .d(wq_id__27__d),
        .q(wq_id__27__q),
        .clock(wq_id__27__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__28(
        .d(wq_id__28__d),
        .q(wq_id__28__q),
        .clock(wq_id__28__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__29(
        .d(wq_id__29__d),
        .q(wq_id__29__q),
        .clock(wq_id__29__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__30(
        .d(wq_id__30__d),
        .q(wq_id__30__q),
        .clock(wq_id__30__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__31(
        .d(wq_id__31__d),
        .q(wq_id__31__q),
        .clock(wq_id__31__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__32(
        .d(wq_id__32__d),
        .q(wq_id__32__q),
        .clock(wq_id__32__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__33(
        .d(wq_id__33__d),
        .q(wq_id__33__q),
        .clock(wq_id__33__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__34(
        .d(wq_id__34__d),
        .q(wq_id__34__q),
        .clock(wq_id__34__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__35(
        .d(wq_id__35__d),
        .q(wq_id__35__q),
        .clock(wq_id__35__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__36(
        .d(wq_id__36__d),
        .q(wq_id__36__q),
        .clock(wq_id__36__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__37(
        .d(wq_id__37__d),
        .q(wq_id__37__q),
        .clock(wq_id__37__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__38(
        .d(wq_id__38__d),
        .q(wq_id__38__q),
        .clock(wq_id__38__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__39(
        .d(wq_id__39__d),
        .q(wq_id__39__q),
        .clock(wq_id__39__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__40(
        .d(wq_id__40__d),
        .q(wq_id__40__q),
        .clock(wq_id__40__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__41(
        .d(wq_id__41__d),
        .q(wq_id__41__q),
        .clock(wq_id__41__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__42(
        .d(wq_id__42__d),
        .q(wq_id__42__q),
        .clock(wq_id__42__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__43(
        .d(wq_id__43__d),
        .q(wq_id__43__q),
        .clock(wq_id__43__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__44(
        .d(wq_id__44__d),
        .q(wq_id__44__q),
        .clock(wq_id__44__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__45(
        .d(wq_id__45__d),
        .q(wq_id__45__q),
        .clock(wq_id__45__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__46(
        .d(wq_id__46__d),
        .q(wq_id__46__q),
        .clock(wq_id__46__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__47(
        .d(wq_id__47__d),
        .q(wq_id__47__q),
        .clock(wq_id__47__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__48(
        .d(wq_id__48__d),
        .q(wq_id__48__q),
        .clock(wq_id__48__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__49(
        .d(wq_id__49__d),
        .q(wq_id__49__q),
        .clock(wq_id__49__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__50(
        .d(wq_id__50__d),
        .q(wq_id__50__q),
        .clock(wq_id__50__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__51(
        .d(wq_id__51__d),
        .q(wq_id__51__q),
        .clock(wq_id__51__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__52(
        .d(wq_id__52__d),
        .q(wq_id__52__q),
        .clock(wq_id__52__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__53(
        .d(wq_id__53__d),
        .q(wq_id__53__q),
        .clock(wq_id__53__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__54(
        .d(wq_id__54__d),
        .q(wq_id__54__q),
        .clock(wq_id__54__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__55(
        .d(wq_id__55__d),
        .q(wq_id__55__q),
        .clock(wq_id__55__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__56(
        .d(wq_id__56__d),
        .q(wq_id__56__q),
        .clock(wq_id__56__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__57(
        .d(wq_id__57__d),
        .q(wq_id__57__q),
        .clock(wq_id__57__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__58(
        .d(wq_id__58__d),
        .q(wq_id__58__q),
        .clock(wq_id__58__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__59(
        .d(wq_id__59__d),
        .q(wq_id__59__q),
        .clock(wq_id__59__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__60(
        .d(wq_id__60__d),
        .q(wq_id__60__q),
        .clock(wq_id__60__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__61(
        .d(wq_id__61__d),
        .q(wq_id__61__q),
        .clock(wq_id__61__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__62(
        .d(wq_id__62__d),
        .q(wq_id__62__q),
        .clock(wq_id__62__clock)
    );
    roce_mkey_cache__dff_w6 wq_id__63(
        .d(wq_id__63__d),
        .q(wq_id__63__q),
        .clock(wq_id__63__clock)
    );
    roce_mkey_cache__dff_w7 wq_head(
        .d(wq_head__d),
        .q(wq_head__q),
        .clock(wq_head__clock)
    );
    roce_mkey_cache__dff_w7 wq_tail(
        .d(wq_tail__d),
        .q(wq_tail__q),
        .clock(wq_tail__clock)
    );
    roce_mkey_cache__dff_w1 r_busy(
        .d(r_busy__d),
        .q(r_busy__q),
        .clock(r_busy__clock)
    );
    roce_mkey_cache__dff_w6 r_cur(
        .d(r_cur__d),
        .q(r_cur__q),
        .clock(r_cur__clock)
    );
    roce_mkey_cache__dff_w1 r_beat(
        .d(r_beat__d),
        .q(r_beat__q),
        .clock(r_beat__clock)
    );
    roce_mkey_cache__dff_w64 r_addr(
        .d(r_addr__d),
        .q(r_addr__q),
        .clock(r_addr__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__0(
        .d(rq_id__0__d),
        .q(rq_id__0__q),
        .clock(rq_id__0__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__1(
        .d(rq_id__1__d),
        .q(rq_id__1__q),
        .clock(rq_id__1__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__2(
        .d(rq_id__2__d),
        .q(rq_id__2__q),
        .clock(rq_id__2__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__3(
        .d(rq_id__3__d),
        .q(rq_id__3__q),
        .clock(rq_id__3__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__4(
        .d(rq_id__4__d),
        .q(rq_id__4__q),
        .clock(rq_id__4__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__5(
        .d(rq_id__5__d),
        .q(rq_id__5__q),
        .clock(rq_id__5__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__6(
        .d(rq_id__6__d),
        .q(rq_id__6__q),
        .clock(rq_id__6__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__7(
        .d(rq_id__7__d),
        .q(rq_id__7__q),
        .clock(rq_id__7__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__8(
        .d(rq_id__8__d),
        .q(rq_id__8__q),
        .clock(rq_id__8__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__9(
        .d(rq_id__9__d),
        .q(rq_id__9__q),
        .clock(rq_id__9__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__10(
        .d(rq_id__10__d),
        .q(rq_id__10__q),
        .clock(rq_id__10__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__11(
        .d(rq_id__11__d),
        .q(rq_id__11__q),
        .clock(rq_id__11__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__12(
        .d(rq_id__12__d),
        .q(rq_id__12__q),
        .clock(rq_id__12__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__13(
        .d(rq_id__13__d),
        .q(rq_id__13__q),
        .clock(rq_id__13__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__14(
        .d(rq_id__14__d),
        .q(rq_id__14__q),
        .clock(rq_id__14__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__15(
        .d(rq_id__15__d),
        .q(rq_id__15__q),
        .clock(rq_id__15__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__16(
        .d(rq_id__16__d),
        .q(rq_id__16__q),
        .clock(rq_id__16__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__17(
        .d(rq_id__17__d),
        .q(rq_id__17__q),
        .clock(rq_id__17__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__18(
        .d(rq_id__18__d),
        .q(rq_id__18__q),
        .clock(rq_id__18__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__19(
        .d(rq_id__19__d),
        .q(rq_id__19__q),
        .clock(rq_id__19__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__20(
        .d(rq_id__20__d),
        .q(rq_id__20__q),
        .clock(rq_id__20__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__21(
        .d(rq_id__21__d),
        .q(rq_id__21__q),
        .clock(rq_id__21__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__22(
        .d(rq_id__22__d),
        .q(rq_id__22__q),
        .clock(rq_id__22__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__23(
        .d(rq_id__23__d),
        .q(rq_id__23__q),
        .clock(rq_id__23__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__24(
        .d(rq_id__24__d),
        .q(rq_id__24__q),
        .clock(rq_id__24__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__25(
        .d(rq_id__25__d),
        .q(rq_id__25__q),
        .clock(rq_id__25__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__26(
        .d(rq_id__26__d),
        .q(rq_id__26__q),
        .clock(rq_id__26__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__27(
        .d(rq_id__27__d),
        .q(rq_id__27__q),
        .clock(rq_id__27__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__28(
        .d(rq_id__28__d),
        .q(rq_id__28__q),
        .clock(rq_id__28__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__29(
        .d(rq_id__29__d),
        .q(rq_id__29__q),
        .clock(rq_id__29__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__30(
        .d(rq_id__30__d),
        .q(rq_id__30__q),
        .clock(rq_id__30__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__31(
        .d(rq_id__31__d),
        .q(rq_id__31__q),
        .clock(rq_id__31__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__32(
        .d(rq_id__32__d),
        .q(rq_id__32__q),
        .clock(rq_id__32__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__33(
        .d(rq_id__33__d),
        .q(rq_id__33__q),
        .clock(rq_id__33__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__34(
        .d(rq_id__34__d),
        .q(rq_id__34__q),
        .clock(rq_id__34__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__35(
        .d(rq_id__35__d),
        .q(rq_id__35__q),
        .clock(rq_id__35__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__36(
        .d(rq_id__36__d),
        .q(rq_id__36__q),
        .clock(rq_id__36__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__37(
        .d(rq_id__37__d),
        .q(rq_id__37__q),
        .clock(rq_id__37__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__38(
        .d(rq_id__38__d),
        .q(rq_id__38__q),
        .clock(rq_id__38__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__39(
        .d(rq_id__39__d),
        .q(rq_id__39__q),
        .clock(rq_id__39__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__40(
        .d(rq_id__40__d),
        .q(rq_id__40__q),
        .clock(rq_id__40__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__41(
        .d(rq_id__41__d),
        .q(rq_id__41__q),
        .clock(rq_id__41__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__42(
        .d(rq_id__42__d),
        .q(rq_id__42__q),
        .clock(rq_id__42__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__43(
        .d(rq_id__43__d),
        .q(rq_id__43__q),
        .clock(rq_id__43__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__44(
        .d(rq_id__44__d),
        .q(rq_id__44__q),
        .clock(rq_id__44__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__45(
        .d(rq_id__45__d),
        .q(rq_id__45__q),
        .clock(rq_id__45__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__46(
        .d(rq_id__46__d),
        .q(rq_id__46__q),
        .clock(rq_id__46__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__47(
        .d(rq_id__47__d),
        .q(rq_id__47__q),
        .clock(rq_id__47__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__48(
        .d(rq_id__48__d),
        .q(rq_id__48__q),
        .clock(rq_id__48__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__49(
        .d(rq_id__49__d),
        .q(rq_id__49__q),
        .clock(rq_id__49__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__50(
        .d(rq_id__50__d),
        .q(rq_id__50__q),
        .clock(rq_id__50__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__51(
        .d(rq_id__51__d),
        .q(rq_id__51__q),
        .clock(rq_id__51__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__52(
        .d(rq_id__52__d),
        .q(rq_id__52__q),
        .clock(rq_id__52__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__53(
        .d(rq_id__53__d),
        .q(rq_id__53__q),
        .clock(rq_id__53__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__54(
        .d(rq_id__54__d),
        .q(rq_id__54__q),
        .clock(rq_id__54__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__55(
        .d(rq_id__55__d),
        .q(rq_id__55__q),
        .clock(rq_id__55__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__56(
        .d(rq_id__56__d),
        .q(rq_id__56__q),
        .clock(rq_id__56__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__57(
        .d(rq_id__57__d),
        .q(rq_id__57__q),
        .clock(rq_id__57__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__58(
        .d(rq_id__58__d),
        .q(rq_id__58__q),
        .clock(rq_id__58__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__59(
        .d(rq_id__59__d),
        .q(rq_id__59__q),
        .clock(rq_id__59__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__60(
        .d(rq_id__60__d),
        .q(rq_id__60__q),
        .clock(rq_id__60__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__61(
        .d(rq_id__61__d),
        .q(rq_id__61__q),
        .clock(rq_id__61__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__62(
        .d(rq_id__62__d),
        .q(rq_id__62__q),
        .clock(rq_id__62__clock)
    );
    roce_mkey_cache__dff_w6 rq_id__63(
        .d(rq_id__63__d),
        .q(rq_id__63__q),
        .clock(rq_id__63__clock)
    );
    roce_mkey_cache__dff_w7 rq_head(
        .d(rq_head__d),
        .q(rq_head__q),
        .clock(rq_head__clock)
    );
    roce_mkey_cache__dff_w7 rqd_head(
        .d(rqd_head__d),
        .q(rqd_head__q),
        .clock(rqd_head__clock)
    );
    roce_mkey_cache__dff_w7 rq_tail(
        .d(rq_tail__d),
        .q(rq_tail__q),
        .clock(rq_tail__clock)
    );
    roce_mkey_cache__dff_w1 rcv_q(
        .d(rcv_q__d),
        .q(rcv_q__q),
        .clock(rcv_q__clock)
    );
    roce_mkey_cache__dff_w6 rc_id_q(
        .d(rc_id_q__d),
        .q(rc_id_q__q),
        .clock(rc_id_q__clock)
    );
    roce_mkey_cache__dff_w1 rc_err_q(
        .d(rc_err_q__d),
        .q(rc_err_q__q),
        .clock(rc_err_q__clock)
    );
    roce_mkey_cache__dff_w1 wcv_q(
        .d(wcv_q__d),
        .q(wcv_q__q),
        .clock(wcv_q__clock)
    );
    roce_mkey_cache__dff_w6 wc_id_q(
        .d(wc_id_q__d),
        .q(wc_id_q__q),
        .clock(wc_id_q__clock)
    );
    roce_mkey_cache__dff_w32 n_wberr(
        .d(n_wberr__d),
        .q(n_wberr__q),
        .clock(n_wberr__clock)
    );
    
    assign w_busy__clock = clock;
    assign w_phase__clock = clock;
    assign w_cur__clock = clock;
    assign w_beat__clock = clock;
    assign w_addr__clock = clock;
    assign wq_head__clock = clock;
    assign wq_tail__clock = clock;
    assign r_busy__clock = clock;
    assign r_cur__clock = clock;
    assign r_beat__clock = clock;
    assign r_addr__clock = clock;
    assign rq_head__clock = clock;
    assign rqd_head__clock = clock;
    assign rq_tail__clock = clock;
    assign rcv_q__clock = clock;
    assign rc_id_q__clock = clock;
    assign rc_err_q__clock = clock;
    assign wcv_q__clock = clock;
    assign wc_id_q__clock = clock;
    assign n_wberr__clock = clock;
    assign wbq__clock = clock;
    assign rqa__clock = clock;
    assign rqb__clock = clock;
    assign insa__clock = clock;
    assign insb__clock = clock;
    assign wbq__reset = reset;
    assign rqa__reset = reset;
    assign rqb__reset = reset;
    assign insa__reset = reset;
    assign insb__reset = reset;
    assign vlo__read_clock = clock;
    assign vlo__write_clock = clock;
    assign vhi__read_clock = clock;
    assign vhi__write_clock = clock;
    assign flo__read_clock = clock;
    assign flo__write_clock = clock;
    assign fhi__read_clock = clock;
    assign fhi__write_clock = clock;
    assign mix_w__read_clock = clock;
    assign mix_w__write_clock = clock;
    assign mix_wc__read_clock = clock;
    assign mix_wc__write_clock = clock;
    assign mix_rc__read_clock = clock;
    assign mix_rc__write_clock = clock;
    assign mwdone__0__clock = clock;
    assign mrdone__0__clock = clock;
    assign mrerr__0__clock = clock;
    assign mwdone__1__clock = clock;
    assign mrdone__1__clock = clock;
    assign mrerr__1__clock = clock;
    assign mwdone__2__clock = clock;
    assign mrdone__2__clock = clock;
    assign mrerr__2__clock = clock;
    assign mwdone__3__clock = clock;
    assign mrdone__3__clock = clock;
    assign mrerr__3__clock = clock;
    assign mwdone__4__clock = clock;
    assign mrdone__4__clock = clock;
    assign mrerr__4__clock = clock;
    assign mwdone__5__clock = clock;
    assign mrdone__5__clock = clock;
    assign mrerr__5__clock = clock;
    assign mwdone__6__clock = clock;
    assign mrdone__6__clock = clock;
    assign mrerr__6__clock = clock;
    assign mwdone__7__clock = clock;
    assign mrdone__7__clock = clock;
    assign mrerr__7__clock = clock;
    assign mwdone__8__clock = clock;
    assign mrdone__8__clock = clock;
    assign mrerr__8__clock = clock;
    assign mwdone__9__clock = clock;
    assign mrdone__9__clock = clock;
    assign mrerr__9__clock = clock;
    assign mwdone__10__clock = clock;
    assign mrdone__10__clock = clock;
    assign mrerr__10__clock = clock;
    assign mwdone__11__clock = clock;
    assign mrdone__11__clock = clock;
    assign mrerr__11__clock = clock;
    assign mwdone__12__clock = clock;
    assign mrdone__12__clock = clock;
    assign mrerr__12__clock = clock;
    assign mwdone__13__clock = clock;
    assign mrdone__13__clock = clock;
    assign mrerr__13__clock = clock;
    assign mwdone__14__clock = clock;
    assign mrdone__14__clock = clock;
    assign mrerr__14__clock = clock;
    assign mwdone__15__clock = clock;
    assign mrdone__15__clock = clock;
    assign mrerr__15__clock = clock;
    assign mwdone__16__clock = clock;
    assign mrdone__16__clock = clock;
    assign mrerr__16__clock = clock;
    assign mwdone__17__clock = clock;
    assign mrdone__17__clock = clock;
    assign mrerr__17__clock = clock;
    assign mwdone__18__clock = clock;
    assign mrdone__18__clock = clock;
    assign mrerr__18__clock = clock;
    assign mwdone__19__clock = clock;
    assign mrdone__19__clock = clock;
    assign mrerr__19__clock = clock;
    assign mwdone__20__clock = clock;
    assign mrdone__20__clock = clock;
    assign mrerr__20__clock = clock;
    assign mwdone__21__clock = clock;
    assign mrdone__21__clock = clock;
    assign mrerr__21__clock = clock;
    assign mwdone__22__clock = clock;
    assign mrdone__22__clock = clock;
    assign mrerr__22__clock = clock;
    assign mwdone__23__clock = clock;
    assign mrdone__23__clock = clock;
    assign mrerr__23__clock = clock;
    assign mwdone__24__clock = clock;
    assign mrdone__24__clock = clock;
    assign mrerr__24__clock = clock;
    assign mwdone__25__clock = clock;
    assign mrdone__25__clock = clock;
    assign mrerr__25__clock = clock;
    assign mwdone__26__clock = clock;
    assign mrdone__26__clock = clock;
    assign mrerr__26__clock = clock;
    assign mwdone__27__clock = clock;
    assign mrdone__27__clock = clock;
    assign mrerr__27__clock = clock;
    assign mwdone__28__clock = clock;
    assign mrdone__28__clock = clock;
    assign mrerr__28__clock = clock;
    assign mwdone__29__clock = clock;
    assign mrdone__29__clock = clock;
    assign mrerr__29__clock = clock;
    assign mwdone__30__clock = clock;
    assign mrdone__30__clock = clock;
    assign mrerr__30__clock = clock;
    assign mwdone__31__clock = clock;
    assign mrdone__31__clock = clock;
    assign mrerr__31__clock = clock;
    assign mwdone__32__clock = clock;
    assign mrdone__32__clock = clock;
    assign mrerr__32__clock = clock;
    assign mwdone__33__clock = clock;
    assign mrdone__33__clock = clock;
    assign mrerr__33__clock = clock;
    assign mwdone__34__clock = clock;
    assign mrdone__34__clock = clock;
    assign mrerr__34__clock = clock;
    assign mwdone__35__clock = clock;
    assign mrdone__35__clock = clock;
    assign mrerr__35__clock = clock;
    assign mwdone__36__clock = clock;
    assign mrdone__36__clock = clock;
    assign mrerr__36__clock = clock;
    assign mwdone__37__clock = clock;
    assign mrdone__37__clock = clock;
    assign mrerr__37__clock = clock;
    assign mwdone__38__clock = clock;
    assign mrdone__38__clock = clock;
    assign mrerr__38__clock = clock;
    assign mwdone__39__clock = clock;
    assign mrdone__39__clock = clock;
    assign mrerr__39__clock = clock;
    assign mwdone__40__clock = clock;
    assign mrdone__40__clock = clock;
    assign mrerr__40__clock = clock;
    assign mwdone__41__clock = clock;
    assign mrdone__41__clock = clock;
    assign mrerr__41__clock = clock;
    assign mwdone__42__clock = clock;
    assign mrdone__42__clock = clock;
    assign mrerr__42__clock = clock;
    assign mwdone__43__clock = clock;
    assign mrdone__43__clock = clock;
    assign mrerr__43__clock = clock;
    assign mwdone__44__clock = clock;
    assign mrdone__44__clock = clock;
    assign mrerr__44__clock = clock;
    assign mwdone__45__clock = clock;
    assign mrdone__45__clock = clock;
    assign mrerr__45__clock = clock;
    assign mwdone__46__clock = clock;
    assign mrdone__46__clock = clock;
    assign mrerr__46__clock = clock;
    assign mwdone__47__clock = clock;
    assign mrdone__47__clock = clock;
    assign mrerr__47__clock = clock;
    assign mwdone__48__clock = clock;
    assign mrdone__48__clock = clock;
    assign mrerr__48__clock = clock;
    assign mwdone__49__clock = clock;
    assign mrdone__49__clock = clock;
    assign mrerr__49__clock = clock;
    assign mwdone__50__clock = clock;
    assign mrdone__50__clock = clock;
    assign mrerr__50__clock = clock;
    assign mwdone__51__clock = clock;
    assign mrdone__51__clock = clock;
    assign mrerr__51__clock = clock;
    assign mwdone__52__clock = clock;
    assign mrdone__52__clock = clock;
    assign mrerr__52__clock = clock;
    assign mwdone__53__clock = clock;
    assign mrdone__53__clock = clock;
    assign mrerr__53__clock = clock;
    assign mwdone__54__clock = clock;
    assign mrdone__54__clock = clock;
    assign mrerr__54__clock = clock;
    assign mwdone__55__clock = clock;
    assign mrdone__55__clock = clock;
    assign mrerr__55__clock = clock;
    assign mwdone__56__clock = clock;
    assign mrdone__56__clock = clock;
    assign mrerr__56__clock = clock;
    assign mwdone__57__clock = clock;
    assign mrdone__57__clock = clock;
    assign mrerr__57__clock = clock;
    assign mwdone__58__clock = clock;
    assign mrdone__58__clock = clock;
    assign mrerr__58__clock = clock;
    assign mwdone__59__clock = clock;
    assign mrdone__59__clock = clock;
    assign mrerr__59__clock = clock;
    assign mwdone__60__clock = clock;
    assign mrdone__60__clock = clock;
    assign mrerr__60__clock = clock;
    assign mwdone__61__clock = clock;
    assign mrdone__61__clock = clock;
    assign mrerr__61__clock = clock;
    assign mwdone__62__clock = clock;
    assign mrdone__62__clock = clock;
    assign mrerr__62__clock = clock;
    assign mwdone__63__clock = clock;
    assign mrdone__63__clock = clock;
    assign mrerr__63__clock = clock;
    assign wq_id__0__clock = clock;
    assign rq_id__0__clock = clock;
    assign wq_id__1__clock = clock;
    assign rq_id__1__clock = clock;
    assign wq_id__2__clock = clock;
    assign rq_id__2__clock = clock;
    assign wq_id__3__clock = clock;
    assign rq_id__3__clock = clock;
    assign wq_id__4__clock = clock;
    assign rq_id__4__clock = clock;
    assign wq_id__5__clock = clock;
    assign rq_id__5__clock = clock;
    assign wq_id__6__clock = clock;
    assign rq_id__6__clock = clock;
    assign wq_id__7__clock = clock;
    assign rq_id__7__clock = clock;
    assign wq_id__8__clock = clock;
    assign rq_id__8__clock = clock;
    assign wq_id__9__clock = clock;
    assign rq_id__9__clock = clock;
    assign wq_id__10__clock = clock;
    assign rq_id__10__clock = clock;
    assign wq_id__11__clock = clock;
    assign rq_id__11__clock = clock;
    assign wq_id__12__clock = clock;
    assign rq_id__12__clock = clock;
    assign wq_id__13__clock = clock;
    assign rq_id__13__clock = clock;
    assign wq_id__14__clock = clock;
    assign rq_id__14__clock = clock;
    assign wq_id__15__clock = clock;
    assign rq_id__15__clock = clock;
    assign wq_id__16__clock = clock;
    assign rq_id__16__clock = clock;
    assign wq_id__17__clock = clock;
    assign rq_id__17__clock = clock;
    assign wq_id__18__clock = clock;
    assign rq_id__18__clock = clock;
    assign wq_id__19__clock = clock;
    assign rq_id__19__clock = clock;
    assign wq_id__20__clock = clock;
    assign rq_id__20__clock = clock;
    assign wq_id__21__clock = clock;
    assign rq_id__21__clock = clock;
    assign wq_id__22__clock = clock;
    assign rq_id__22__clock = clock;
    assign wq_id__23__clock = clock;
    assign rq_id__23__clock = clock;
    assign wq_id__24__clock = clock;
    assign rq_id__24__clock = clock;
    assign wq_id__25__clock = clock;
    assign rq_id__25__clock = clock;
    assign wq_id__26__clock = clock;
    assign rq_id__26__clock = clock;
    assign wq_id__27__clock = clock;
    assign rq_id__27__clock = clock;
    assign wq_id__28__clock = clock;
    assign rq_id__28__clock = clock;
    assign wq_id__29__clock = clock;
    assign rq_id__29__clock = clock;
    assign wq_id__30__clock = clock;
    assign rq_id__30__clock = clock;
    assign wq_id__31__clock = clock;
    assign rq_id__31__clock = clock;
    assign wq_id__32__clock = clock;
    assign rq_id__32__clock = clock;
    assign wq_id__33__clock = clock;
    assign rq_id__33__clock = clock;
    assign wq_id__34__clock = clock;
    assign rq_id__34__clock = clock;
    assign wq_id__35__clock = clock;
    assign rq_id__35__clock = clock;
    assign wq_id__36__clock = clock;
    assign rq_id__36__clock = clock;
    assign wq_id__37__clock = clock;
    assign rq_id__37__clock = clock;
    assign wq_id__38__clock = clock;
    assign rq_id__38__clock = clock;
    assign wq_id__39__clock = clock;
    assign rq_id__39__clock = clock;
    assign wq_id__40__clock = clock;
    assign rq_id__40__clock = clock;
    assign wq_id__41__clock = clock;
    assign rq_id__41__clock = clock;
    assign wq_id__42__clock = clock;
    assign rq_id__42__clock = clock;
    assign wq_id__43__clock = clock;
    assign rq_id__43__clock = clock;
    assign wq_id__44__clock = clock;
    assign rq_id__44__clock = clock;
    assign wq_id__45__clock = clock;
    assign rq_id__45__clock = clock;
    assign wq_id__46__clock = clock;
    assign rq_id__46__clock = clock;
    assign wq_id__47__clock = clock;
    assign rq_id__47__clock = clock;
    assign wq_id__48__clock = clock;
    assign rq_id__48__clock = clock;
    assign wq_id__49__clock = clock;
    assign rq_id__49__clock = clock;
    assign wq_id__50__clock = clock;
    assign rq_id__50__clock = clock;
    assign wq_id__51__clock = clock;
    assign rq_id__51__clock = clock;
    assign wq_id__52__clock = clock;
    assign rq_id__52__clock = clock;
    assign wq_id__53__clock = clock;
    assign rq_id__53__clock = clock;
    assign wq_id__54__clock = clock;
    assign rq_id__54__clock = clock;
    assign wq_id__55__clock = clock;
    assign rq_id__55__clock = clock;
    assign wq_id__56__clock = clock;
    assign rq_id__56__clock = clock;
    assign wq_id__57__clock = clock;
    assign rq_id__57__clock = clock;
    assign wq_id__58__clock = clock;
    assign rq_id__58__clock = clock;
    assign wq_id__59__clock = clock;
    assign rq_id__59__clock = clock;
    assign wq_id__60__clock = clock;
    assign rq_id__60__clock = clock;
    assign wq_id__61__clock = clock;
    assign rq_id__61__clock = clock;
    assign wq_id__62__clock = clock;
    assign rq_id__62__clock = clock;
    assign wq_id__63__clock = clock;
    assign rq_id__63__clock = clock;
    
    // Update code
    always @(*) begin
        w_busy__d = w_busy__q;
        w_phase__d = w_phase__q;
        w_cur__d = w_cur__q;
        w_beat__d = w_beat__q;
        w_addr__d = w_addr__q;
        wq_head__d = wq_head__q;
        wq_tail__d = wq_tail__q;
        r_busy__d = r_busy__q;
        r_cur__d = r_cur__q;
        r_beat__d = r_beat__q;
        r_addr__d = r_addr__q;
        rq_head__d = rq_head__q;
        rqd_head__d = rqd_head__q;
        rq_tail__d = rq_tail__q;
        rcv_q__d = rcv_q__q;
        rc_id_q__d = rc_id_q__q;
        rc_err_q__d = rc_err_q__q;
        wcv_q__d = wcv_q__q;
        wc_id_q__d = wc_id_q__q;
        n_wberr__d = n_wberr__q;
        wbq__replace = 1'b0;
        rqa__replace = 1'b0;
        rqb__replace = 1'b0;
        insa__replace = 1'b0;
        insb__replace = 1'b0;
        mwdone__0__d = mwdone__0__q;
        mrdone__0__d = mrdone__0__q;
        mrerr__0__d = mrerr__0__q;
        mwdone__1__d = mwdone__1__q;
        mrdone__1__d = mrdone__1__q;
        mrerr__1__d = mrerr__1__q;
        mwdone__2__d = mwdone__2__q;
        mrdone__2__d = mrdone__2__q;
        mrerr__2__d = mrerr__2__q;
        mwdone__3__d = mwdone__3__q;
        mrdone__3__d = mrdone__3__q;
        mrerr__3__d = mrerr__3__q;
        mwdone__4__d = mwdone__4__q;
        mrdone__4__d = mrdone__4__q;
        mrerr__4__d = mrerr__4__q;
        mwdone__5__d = mwdone__5__q;
        mrdone__5__d = mrdone__5__q;
        mrerr__5__d = mrerr__5__q;
        mwdone__6__d = mwdone__6__q;
        mrdone__6__d = mrdone__6__q;
        mrerr__6__d = mrerr__6__q;
        mwdone__7__d = mwdone__7__q;
        mrdone__7__d = mrdone__7__q;
        mrerr__7__d = mrerr__7__q;
        mwdone__8__d = mwdone__8__q;
        mrdone__8__d = mrdone__8__q;
        mrerr__8__d = mrerr__8__q;
        mwdone__9__d = mwdone__9__q;
        mrdone__9__d = mrdone__9__q;
        mrerr__9__d = mrerr__9__q;
        mwdone__10__d = mwdone__10__q;
        mrdone__10__d = mrdone__10__q;
        mrerr__10__d = mrerr__10__q;
        mwdone__11__d = mwdone__11__q;
        mrdone__11__d = mrdone__11__q;
        mrerr__11__d = mrerr__11__q;
        mwdone__12__d = mwdone__12__q;
        mrdone__12__d = mrdone__12__q;
        mrerr__12__d = mrerr__12__q;
        mwdone__13__d = mwdone__13__q;
        mrdone__13__d = mrdone__13__q;
        mrerr__13__d = mrerr__13__q;
        mwdone__14__d = mwdone__14__q;
        mrdone__14__d = mrdone__14__q;
        mrerr__14__d = mrerr__14__q;
        mwdone__15__d = mwdone__15__q;
        mrdone__15__d = mrdone__15__q;
        mrerr__15__d = mrerr__15__q;
        mwdone__16__d = mwdone__16__q;
        mrdone__16__d = mrdone__16__q;
        mrerr__16__d = mrerr__16__q;
        mwdone__17__d = mwdone__17__q;
        mrdone__17__d = mrdone__17__q;
        mrerr__17__d = mrerr__17__q;
        mwdone__18__d = mwdone__18__q;
        mrdone__18__d = mrdone__18__q;
        mrerr__18__d = mrerr__18__q;
        mwdone__19__d = mwdone__19__q;
        mrdone__19__d = mrdone__19__q;
        mrerr__19__d = mrerr__19__q;
        mwdone__20__d = mwdone__20__q;
        mrdone__20__d = mrdone__20__q;
        mrerr__20__d = mrerr__20__q;
        mwdone__21__d = mwdone__21__q;
        mrdone__21__d = mrdone__21__q;
        mrerr__21__d = mrerr__21__q;
        mwdone__22__d = mwdone__22__q;
        mrdone__22__d = mrdone__22__q;
        mrerr__22__d = mrerr__22__q;
        mwdone__23__d = mwdone__23__q;
        mrdone__23__d = mrdone__23__q;
        mrerr__23__d = mrerr__23__q;
        mwdone__24__d = mwdone__24__q;
        mrdone__24__d = mrdone__24__q;
        mrerr__24__d = mrerr__24__q;
        mwdone__25__d = mwdone__25__q;
        mrdone__25__d = mrdone__25__q;
        mrerr__25__d = mrerr__25__q;
        mwdone__26__d = mwdone__26__q;
        mrdone__26__d = mrdone__26__q;
        mrerr__26__d = mrerr__26__q;
        mwdone__27__d = mwdone__27__q;
        mrdone__27__d = mrdone__27__q;
        mrerr__27__d = mrerr__27__q;
        mwdone__28__d = mwdone__28__q;
        mrdone__28__d = mrdone__28__q;
        mrerr__28__d = mrerr__28__q;
        mwdone__29__d = mwdone__29__q;
        mrdone__29__d = mrdone__29__q;
        mrerr__29__d = mrerr__29__q;
        mwdone__30__d = mwdone__30__q;
        mrdone__30__d = mrdone__30__q;
        mrerr__30__d = mrerr__30__q;
        mwdone__31__d = mwdone__31__q;
        mrdone__31__d = mrdone__31__q;
        mrerr__31__d = mrerr__31__q;
        mwdone__32__d = mwdone__32__q;
        mrdone__32__d = mrdone__32__q;
        mrerr__32__d = mrerr__32__q;
        mwdone__33__d = mwdone__33__q;
        mrdone__33__d = mrdone__33__q;
        mrerr__33__d = mrerr__33__q;
        mwdone__34__d = mwdone__34__q;
        mrdone__34__d = mrdone__34__q;
        mrerr__34__d = mrerr__34__q;
        mwdone__35__d = mwdone__35__q;
        mrdone__35__d = mrdone__35__q;
        mrerr__35__d = mrerr__35__q;
        mwdone__36__d = mwdone__36__q;
        mrdone__36__d = mrdone__36__q;
        mrerr__36__d = mrerr__36__q;
        mwdone__37__d = mwdone__37__q;
        mrdone__37__d = mrdone__37__q;
        mrerr__37__d = mrerr__37__q;
        mwdone__38__d = mwdone__38__q;
        mrdone__38__d = mrdone__38__q;
        mrerr__38__d = mrerr__38__q;
        mwdone__39__d = mwdone__39__q;
        mrdone__39__d = mrdone__39__q;
        mrerr__39__d = mrerr__39__q;
        mwdone__40__d = mwdone__40__q;
        mrdone__40__d = mrdone__40__q;
        mrerr__40__d = mrerr__40__q;
        mwdone__41__d = mwdone__41__q;
        mrdone__41__d = mrdone__41__q;
        mrerr__41__d = mrerr__41__q;
        mwdone__42__d = mwdone__42__q;
        mrdone__42__d = mrdone__42__q;
        mrerr__42__d = mrerr__42__q;
        mwdone__43__d = mwdone__43__q;
        mrdone__43__d = mrdone__43__q;
        mrerr__43__d = mrerr__43__q;
        mwdone__44__d = mwdone__44__q;
        mrdone__44__d = mrdone__44__q;
        mrerr__44__d = mrerr__44__q;
        mwdone__45__d = mwdone__45__q;
        mrdone__45__d = mrdone__45__q;
        mrerr__45__d = mrerr__45__q;
        mwdone__46__d = mwdone__46__q;
        mrdone__46__d = mrdone__46__q;
        mrerr__46__d = mrerr__46__q;
        mwdone__47__d = mwdone__47__q;
        mrdone__47__d = mrdone__47__q;
        mrerr__47__d = mrerr__47__q;
        mwdone__48__d = mwdone__48__q;
        mrdone__48__d = mrdone__48__q;
        mrerr__48__d = mrerr__48__q;
        mwdone__49__d = mwdone__49__q;
        mrdone__49__d = mrdone__49__q;
        mrerr__49__d = mrerr__49__q;
        mwdone__50__d = mwdone__50__q;
        mrdone__50__d = mrdone__50__q;
        mrerr__50__d = mrerr__50__q;
        mwdone__51__d = mwdone__51__q;
        mrdone__51__d = mrdone__51__q;
        mrerr__51__d = mrerr__51__q;
        mwdone__52__d = mwdone__52__q;
        mrdone__52__d = mrdone__52__q;
        mrerr__52__d = mrerr__52__q;
        mwdone__53__d = mwdone__53__q;
        mrdone__53__d = mrdone__53__q;
        mrerr__53__d = mrerr__53__q;
        mwdone__54__d = mwdone__54__q;
        mrdone__54__d = mrdone__54__q;
        mrerr__54__d = mrerr__54__q;
        mwdone__55__d = mwdone__55__q;
        mrdone__55__d = mrdone__55__q;
        mrerr__55__d = mrerr__55__q;
        mwdone__56__d = mwdone__56__q;
        mrdone__56__d = mrdone__56__q;
        mrerr__56__d = mrerr__56__q;
        mwdone__57__d = mwdone__57__q;
        mrdone__57__d = mrdone__57__q;
        mrerr__57__d = mrerr__57__q;
        mwdone__58__d = mwdone__58__q;
        mrdone__58__d = mrdone__58__q;
        mrerr__58__d = mrerr__58__q;
        mwdone__59__d = mwdone__59__q;
        mrdone__59__d = mrdone__59__q;
        mrerr__59__d = mrerr__59__q;
        mwdone__60__d = mwdone__60__q;
        mrdone__60__d = mrdone__60__q;
        mrerr__60__d = mrerr__60__q;
        mwdone__61__d = mwdone__61__q;
        mrdone__61__d = mrdone__61__q;
        mrerr__61__d = mrerr__61__q;
        mwdone__62__d = mwdone__62__q;
        mrdone__62__d = mrdone__62__q;
        mrerr__62__d = mrerr__62__q;
        mwdone__63__d = mwdone__63__q;
        mrdone__63__d = mrdone__63__q;
        mrerr__63__d = mrerr__63__q;
        wq_id__0__d = wq_id__0__q;
        rq_id__0__d = rq_id__0__q;
        wq_id__1__d = wq_id__1__q;
        rq_id__1__d = rq_id__1__q;
        wq_id__2__d = wq_id__2__q;
        rq_id__2__d = rq_id__2__q;
        wq_id__3__d = wq_id__3__q;
        rq_id__3__d = rq_id__3__q;
        wq_id__4__d = wq_id__4__q;
        rq_id__4__d = rq_id__4__q;
        wq_id__5__d = wq_id__5__q;
        rq_id__5__d = rq_id__5__q;
        wq_id__6__d = wq_id__6__q;
        rq_id__6__d = rq_id__6__q;
        wq_id__7__d = wq_id__7__q;
        rq_id__7__d = rq_id__7__q;
        wq_id__8__d = wq_id__8__q;
        rq_id__8__d = rq_id__8__q;
        wq_id__9__d = wq_id__9__q;
        rq_id__9__d = rq_id__9__q;
        wq_id__10__d = wq_id__10__q;
        rq_id__10__d = rq_id__10__q;
        wq_id__11__d = wq_id__11__q;
        rq_id__11__d = rq_id__11__q;
        wq_id__12__d = wq_id__12__q;
        rq_id__12__d = rq_id__12__q;
        wq_id__13__d = wq_id__13__q;
        rq_id__13__d = rq_id__13__q;
        wq_id__14__d = wq_id__14__q;
        rq_id__14__d = rq_id__14__q;
        wq_id__15__d = wq_id__15__q;
        rq_id__15__d = rq_id__15__q;
        wq_id__16__d = wq_id__16__q;
        rq_id__16__d = rq_id__16__q;
        wq_id__17__d = wq_id__17__q;
        rq_id__17__d = rq_id__17__q;
        wq_id__18__d = wq_id__18__q;
        rq_id__18__d = rq_id__18__q;
        wq_id__19__d = wq_id__19__q;
        rq_id__19__d = rq_id__19__q;
        wq_id__20__d = wq_id__20__q;
        rq_id__20__d = rq_id__20__q;
        wq_id__21__d = wq_id__21__q;
        rq_id__21__d = rq_id__21__q;
        wq_id__22__d = wq_id__22__q;
        rq_id__22__d = rq_id__22__q;
        wq_id__23__d = wq_id__23__q;
        rq_id__23__d = rq_id__23__q;
        wq_id__24__d = wq_id__24__q;
        rq_id__24__d = rq_id__24__q;
        wq_id__25__d = wq_id__25__q;
        rq_id__25__d = rq_id__25__q;
        wq_id__26__d = wq_id__26__q;
        rq_id__26__d = rq_id__26__q;
        wq_id__27__d = wq_id__27__q;
        rq_id__27__d = rq_id__27__q;
        wq_id__28__d = wq_id__28__q;
        rq_id__28__d = rq_id__28__q;
        wq_id__29__d = wq_id__29__q;
        rq_id__29__d = rq_id__29__q;
        wq_id__30__d = wq_id__30__q;
        rq_id__30__d = rq_id__30__q;
        wq_id__31__d = wq_id__31__q;
        rq_id__31__d = rq_id__31__q;
        wq_id__32__d = wq_id__32__q;
        rq_id__32__d = rq_id__32__q;
        wq_id__33__d = wq_id__33__q;
        rq_id__33__d = rq_id__33__q;
        wq_id__34__d = wq_id__34__q;
        rq_id__34__d = rq_id__34__q;
        wq_id__35__d = wq_id__35__q;
        rq_id__35__d = rq_id__35__q;
        wq_id__36__d = wq_id__36__q;
        rq_id__36__d = rq_id__36__q;
        wq_id__37__d = wq_id__37__q;
        rq_id__37__d = rq_id__37__q;
        wq_id__38__d = wq_id__38__q;
        rq_id__38__d = rq_id__38__q;
        wq_id__39__d = wq_id__39__q;
        rq_id__39__d = rq_id__39__q;
        wq_id__40__d = wq_id__40__q;
        rq_id__40__d = rq_id__40__q;
        wq_id__41__d = wq_id__41__q;
        rq_id__41__d = rq_id__41__q;
        wq_id__42__d = wq_id__42__q;
        rq_id__42__d = rq_id__42__q;
        wq_id__43__d = wq_id__43__q;
        rq_id__43__d = rq_id__43__q;
        wq_id__44__d = wq_id__44__q;
        rq_id__44__d = rq_id__44__q;
        wq_id__45__d = wq_id__45__q;
        rq_id__45__d = rq_id__45__q;
        wq_id__46__d = wq_id__46__q;
        rq_id__46__d = rq_id__46__q;
        wq_id__47__d = wq_id__47__q;
        rq_id__47__d = rq_id__47__q;
        wq_id__48__d = wq_id__48__q;
        rq_id__48__d = rq_id__48__q;
        wq_id__49__d = wq_id__49__q;
        rq_id__49__d = rq_id__49__q;
        wq_id__50__d = wq_id__50__q;
        rq_id__50__d = rq_id__50__q;
        wq_id__51__d = wq_id__51__q;
        rq_id__51__d = rq_id__51__q;
        wq_id__52__d = wq_id__52__q;
        rq_id__52__d = rq_id__52__q;
        wq_id__53__d = wq_id__53__q;
        rq_id__53__d = rq_id__53__q;
        wq_id__54__d = wq_id__54__q;
        rq_id__54__d = rq_id__54__q;
        wq_id__55__d = wq_id__55__q;
        rq_id__55__d = rq_id__55__q;
        wq_id__56__d = wq_id__56__q;
        rq_id__56__d = rq_id__56__q;
        wq_id__57__d = wq_id__57__q;
        rq_id__57__d = rq_id__57__q;
        wq_id__58__d = wq_id__58__q;
        rq_id__58__d = rq_id__58__q;
        wq_id__59__d = wq_id__59__q;
        rq_id__59__d = rq_id__59__q;
        wq_id__60__d = wq_id__60__q;
        rq_id__60__d = rq_id__60__q;
        wq_id__61__d = wq_id__61__q;
        rq_id__61__d = rq_id__61__q;
        wq_id__62__d = wq_id__62__q;
        rq_id__62__d = rq_id__62__q;
        wq_id__63__d = wq_id__63__q;
        rq_id__63__d = rq_id__63__q;
        wb_errors = n_wberr__q;
        queued = wbq__fill + rqa__fill + rqb__fill + insa__fill + insb__fill;
        if (al_valid & (al_id == mid__0)) begin
            mwdone__0__d = ~al_wb;
            mrdone__0__d = 1'b0;
            mrerr__0__d = 1'b0;
        end
        if (al_valid & (al_id == mid__1)) begin
            mwdone__1__d = ~al_wb;
            mrdone__1__d = 1'b0;
            mrerr__1__d = 1'b0;
        end
        if (al_valid & (al_id == mid__2)) begin
            mwdone__2__d = ~al_wb;
            mrdone__2__d = 1'b0;
            mrerr__2__d = 1'b0;
        end
        if (al_valid & (al_id == mid__3)) begin
            mwdone__3__d = ~al_wb;
            mrdone__3__d = 1'b0;
            mrerr__3__d = 1'b0;
        end
        if (al_valid & (al_id == mid__4)) begin
            mwdone__4__d = ~al_wb;
            mrdone__4__d = 1'b0;
            mrerr__4__d = 1'b0;
        end
        if (al_valid & (al_id == mid__5)) begin
            mwdone__5__d = ~al_wb;
            mrdone__5__d = 1'b0;
            mrerr__5__d = 1'b0;
        end
        if (al_valid & (al_id == mid__6)) begin
            mwdone__6__d = ~al_wb;
            mrdone__6__d = 1'b0;
            mrerr__6__d = 1'b0;
        end
        if (al_valid & (al_id == mid__7)) begin
            mwdone__7__d = ~al_wb;
            mrdone__7__d = 1'b0;
            mrerr__7__d = 1'b0;
        end
        if (al_valid & (al_id == mid__8)) begin
            mwdone__8__d = ~al_wb;
            mrdone__8__d = 1'b0;
            mrerr__8__d = 1'b0;
        end
        if (al_valid & (al_id == mid__9)) begin
            mwdone__9__d = ~al_wb;
            mrdone__9__d = 1'b0;
            mrerr__9__d = 1'b0;
        end
        if (al_valid & (al_id == mid__10)) begin
            mwdone__10__d = ~al_wb;
            mrdone__10__d = 1'b0;
            mrerr__10__d = 1'b0;
        end
        if (al_valid & (al_id == mid__11)) begin
            mwdone__11__d = ~al_wb;
            mrdone__11__d = 1'b0;
            mrerr__11__d = 1'b0;
        end
        if (al_valid & (al_id == mid__12)) begin
            mwdone__12__d = ~al_wb;
            mrdone__12__d = 1'b0;
            mrerr__12__d = 1'b0;
        end
        if (al_valid & (al_id == mid__13)) begin
            mwdone__13__d = ~al_wb;
            mrdone__13__d = 1'b0;
            mrerr__13__d = 1'b0;
        end
        if (al_valid & (al_id == mid__14)) begin
            mwdone__14__d = ~al_wb;
            mrdone__14__d = 1'b0;
            mrerr__14__d = 1'b0;
        end
        if (al_valid & (al_id == mid__15)) begin
            mwdone__15__d = ~al_wb;
            mrdone__15__d = 1'b0;
            mrerr__15__d = 1'b0;
        end
        if (al_valid & (al_id == mid__16)) begin
            mwdone__16__d = ~al_wb;
            mrdone__16__d = 1'b0;
            mrerr__16__d = 1'b0;
        end
        if (al_valid & (al_id == mid__17)) begin
            mwdone__17__d = ~al_wb;
            mrdone__17__d = 1'b0;
            mrerr__17__d = 1'b0;
        end
        if (al_valid & (al_id == mid__18)) begin
            mwdone__18__d = ~al_wb;
            mrdone__18__d = 1'b0;
            mrerr__18__d = 1'b0;
        end
        if (al_valid & (al_id == mid__19)) begin
            mwdone__19__d = ~al_wb;
            mrdone__19__d = 1'b0;
            mrerr__19__d = 1'b0;
        end
        if (al_valid & (al_id == mid__20)) begin
            mwdone__20__d = ~al_wb;
            mrdone__20__d = 1'b0;
            mrerr__20__d = 1'b0;
        end
        if (al_valid & (al_id == mid__21)) begin
            mwdone__21__d = ~al_wb;
            mrdone__21__d = 1'b0;
            mrerr__21__d = 1'b0;
        end
        if (al_valid & (al_id == mid__22)) begin
            mwdone__22__d = ~al_wb;
            mrdone__22__d = 1'b0;
            mrerr__22__d = 1'b0;
        end
        if (al_valid & (al_id == mid__23)) begin
            mwdone__23__d = ~al_wb;
            mrdone__23__d = 1'b0;
            mrerr__23__d = 1'b0;
        end
        if (al_valid & (al_id == mid__24)) begin
            mwdone__24__d = ~al_wb;
            mrdone__24__d = 1'b0;
            mrerr__24__d = 1'b0;
        end
        if (al_valid & (al_id == mid__25)) begin
            mwdone__25__d = ~al_wb;
            mrdone__25__d = 1'b0;
            mrerr__25__d = 1'b0;
        end
        if (al_valid & (al_id == mid__26)) begin
            mwdone__26__d = ~al_wb;
            mrdone__26__d = 1'b0;
            mrerr__26__d = 1'b0;
        end
        if (al_valid & (al_id == mid__27)) begin
            mwdone__27__d = ~al_wb;
            mrdone__27__d = 1'b0;
            mrerr__27__d = 1'b0;
        end
        if (al_valid & (al_id == mid__28)) begin
            mwdone__28__d = ~al_wb;
            mrdone__28__d = 1'b0;
            mrerr__28__d = 1'b0;
        end
        if (al_valid & (al_id == mid__29)) begin
            mwdone__29__d = ~al_wb;
            mrdone__29__d = 1'b0;
            mrerr__29__d = 1'b0;
        end
        if (al_valid & (al_id == mid__30)) begin
            mwdone__30__d = ~al_wb;
            mrdone__30__d = 1'b0;
            mrerr__30__d = 1'b0;
        end
        if (al_valid & (al_id == mid__31)) begin
            mwdone__31__d = ~al_wb;
            mrdone__31__d = 1'b0;
            mrerr__31__d = 1'b0;
        end
        if (al_valid & (al_id == mid__32)) begin
            mwdone__32__d = ~al_wb;
            mrdone__32__d = 1'b0;
            mrerr__32__d = 1'b0;
        end
        if (al_valid & (al_id == mid__33)) begin
            mwdone__33__d = ~al_wb;
            mrdone__33__d = 1'b0;
            mrerr__33__d = 1'b0;
        end
        if (al_valid & (al_id == mid__34)) begin
            mwdone__34__d = ~al_wb;
            mrdone__34__d = 1'b0;
            mrerr__34__d = 1'b0;
        end
        if (al_valid & (al_id == mid__35)) begin
            mwdone__35__d = ~al_wb;
            mrdone__35__d = 1'b0;
            mrerr__35__d = 1'b0;
        end
        if (al_valid & (al_id == mid__36)) begin
            mwdone__36__d = ~al_wb;
            mrdone__36__d = 1'b0;
            mrerr__36__d = 1'b0;
        end
        if (al_valid & (al_id == mid__37)) begin
            mwdone__37__d = ~al_wb;
            mrdone__37__d = 1'b0;
            mrerr__37__d = 1'b0;
        end
        if (al_valid & (al_id == mid__38)) begin
            mwdone__38__d = ~al_wb;
            mrdone__38__d = 1'b0;
            mrerr__38__d = 1'b0;
        end
        if (al_valid & (al_id == mid__39)) begin
            mwdone__39__d = ~al_wb;
            mrdone__39__d = 1'b0;
            mrerr__39__d = 1'b0;
        end
        if (al_valid & (al_id == mid__40)) begin
            mwdone__40__d = ~al_wb;
            mrdone__40__d = 1'b0;
            mrerr__40__d = 1'b0;
        end
        if (al_valid & (al_id == mid__41)) begin
            mwdone__41__d = ~al_wb;
            mrdone__41__d = 1'b0;
            mrerr__41__d = 1'b0;
        end
        if (al_valid & (al_id == mid__42)) begin
            mwdone__42__d = ~al_wb;
            mrdone__42__d = 1'b0;
            mrerr__42__d = 1'b0;
        end
        if (al_valid & (al_id == mid__43)) begin
            mwdone__43__d = ~al_wb;
            mrdone__43__d = 1'b0;
            mrerr__43__d = 1'b0;
        end
        if (al_valid & (al_id == mid__44)) begin
            mwdone__44__d = ~al_wb;
            mrdone__44__d = 1'b0;
            mrerr__44__d = 1'b0;
        end
        if (al_valid & (al_id == mid__45)) begin
            mwdone__45__d = ~al_wb;
            mrdone__45__d = 1'b0;
            mrerr__45__d = 1'b0;
        end
        if (al_valid & (al_id == mid__46)) begin
            mwdone__46__d = ~al_wb;
            mrdone__46__d = 1'b0;
            mrerr__46__d = 1'b0;
        end
        if (al_valid & (al_id == mid__47)) begin
            mwdone__47__d = ~al_wb;
            mrdone__47__d = 1'b0;
            mrerr__47__d = 1'b0;
        end
        if (al_valid & (al_id == mid__48)) begin
            mwdone__48__d = ~al_wb;
            mrdone__48__d = 1'b0;
            mrerr__48__d = 1'b0;
        end
        if (al_valid & (al_id == mid__49)) begin
            mwdone__49__d = ~al_wb;
            mrdone__49__d = 1'b0;
            mrerr__49__d = 1'b0;
        end
        if (al_valid & (al_id == mid__50)) begin
            mwdone__50__d = ~al_wb;
            mrdone__50__d = 1'b0;
            mrerr__50__d = 1'b0;
        end
        if (al_valid & (al_id == mid__51)) begin
            mwdone__51__d = ~al_wb;
            mrdone__51__d = 1'b0;
            mrerr__51__d = 1'b0;
        end
        if (al_valid & (al_id == mid__52)) begin
            mwdone__52__d = ~al_wb;
            mrdone__52__d = 1'b0;
            mrerr__52__d = 1'b0;
        end
        if (al_valid & (al_id == mid__53)) begin
            mwdone__53__d = ~al_wb;
            mrdone__53__d = 1'b0;
            mrerr__53__d = 1'b0;
        end
        if (al_valid & (al_id == mid__54)) begin
            mwdone__54__d = ~al_wb;
            mrdone__54__d = 1'b0;
            mrerr__54__d = 1'b0;
        end
        if (al_valid & (al_id == mid__55)) begin
            mwdone__55__d = ~al_wb;
            mrdone__55__d = 1'b0;
            mrerr__55__d = 1'b0;
        end
        if (al_valid & (al_id == mid__56)) begin
            mwdone__56__d = ~al_wb;
            mrdone__56__d = 1'b0;
            mrerr__56__d = 1'b0;
        end
        if (al_valid & (al_id == mid__57)) begin
            mwdone__57__d = ~al_wb;
            mrdone__57__d = 1'b0;
            mrerr__57__d = 1'b0;
        end
        if (al_valid & (al_id == mid__58)) begin
            mwdone__58__d = ~al_wb;
            mrdone__58__d = 1'b0;
            mrerr__58__d = 1'b0;
        end
        if (al_valid & (al_id == mid__59)) begin
            mwdone__59__d = ~al_wb;
            mrdone__59__d = 1'b0;
            mrerr__59__d = 1'b0;
        end
        if (al_valid & (al_id == mid__60)) begin
            mwdone__60__d = ~al_wb;
            mrdone__60__d = 1'b0;
            mrerr__60__d = 1'b0;
        end
        if (al_valid & (al_id == mid__61)) begin
            mwdone__61__d = ~al_wb;
            mrdone__61__d = 1'b0;
            mrerr__61__d = 1'b0;
        end
        if (al_valid & (al_id == mid__62)) begin
            mwdone__62__d = ~al_wb;
            mrdone__62__d = 1'b0;
            mrerr__62__d = 1'b0;
        end
        if (al_valid & (al_id == mid__63)) begin
            mwdone__63__d = ~al_wb;
            mrdone__63__d = 1'b0;
            mrerr__63__d = 1'b0;
        end
        mx_word = ((al_index) & 25'h1ffffff);
        mx_word = (mx_word & ~(1 << (32'h18)) | ((al_fill) << (32'h18)));
        mix_w__write_address = al_id;
        mix_w__write_data = mx_word;
        mix_w__write_enable = al_valid;
        mix_wc__write_address = al_id;
        mix_wc__write_data = mx_word;
        mix_wc__write_enable = al_valid;
        mix_rc__write_address = al_id;
        mix_rc__write_data = al_index;
        mix_rc__write_enable = al_valid;
        vlo__write_address = al_id;
        vhi__write_address = al_id;
        vlo__write_data = al_lo;
        vhi__write_data = al_hi;
        vlo__write_enable = al_valid & al_wb;
        vhi__write_enable = al_valid & al_wb & two_beats;
        wbq__wr_en = al_valid & al_wb;
        wbq__wr_data = ((al_id) & 30'h3fffffff) | (((al_wb_index) & 30'h3fffffff) << 32'h6);
        rqa__wr_en = al_valid & al_fill & ~al_wb;
        rqa__wr_data = ((al_id) & 30'h3fffffff) | (((al_index) & 30'h3fffffff) << 32'h6);
        ins_rec = insb__rd_data;
        if (insa__rd_valid) begin
            ins_rec = insa__rd_data;
        end
        ins_valid = insa__rd_valid | insb__rd_valid;
        ins_id = ins_rec[(32'h0)+:(6)];
        ins_index = ins_rec[(32'h6)+:(24)];
        insa__rd_en = ins_take & insa__rd_valid;
        insb__rd_en = ins_take & ~insa__rd_valid;
        flo__read_address = ins_rec[(32'h0)+:(6)];
        fhi__read_address = ins_rec[(32'h0)+:(6)];
        ins_lo = flo__read_data;
        ins_hi = fhi__read_data;
        errs = 32'h0;
        errs = (errs & ~(1 << (0)) | ((mrerr__0__q) << (0)));
        errs = (errs & ~(1 << (1)) | ((mrerr__1__q) << (1)));
        errs = (errs & ~(1 << (2)) | ((mrerr__2__q) << (2)));
        errs = (errs & ~(1 << (3)) | ((mrerr__3__q) << (3)));
        errs = (errs & ~(1 << (4)) | ((mrerr__4__q) << (4)));
        errs = (errs & ~(1 << (5)) | ((mrerr__5__q) << (5)));
        errs = (errs & ~(1 << (6)) | ((mrerr__6__q) << (6)));
        errs = (errs & ~(1 << (7)) | ((mrerr__7__q) << (7)));
        errs = (errs & ~(1 << (8)) | ((mrerr__8__q) << (8)));
        errs = (errs & ~(1 << (9)) | ((mrerr__9__q) << (9)));
        errs = (errs & ~(1 << (10)) | ((mrerr__10__q) << (10)));
        errs = (errs & ~(1 << (11)) | ((mrerr__11__q) << (11)));
        errs = (errs & ~(1 << (12)) | ((mrerr__12__q) << (12)));
        errs = (errs & ~(1 << (13)) | ((mrerr__13__q) << (13)));
        errs = (errs & ~(1 << (14)) | ((mrerr__14__q) << (14)));
        errs = (errs & ~(1 << (15)) | ((mrerr__15__q) << (15)));
        errs = (errs & ~(1 << (16)) | ((mrerr__16__q) << (16)));
        errs = (errs & ~(1 << (17)) | ((mrerr__17__q) << (17)));
        errs = (errs & ~(1 << (18)) | ((mrerr__18__q) << (18)));
        errs = (errs & ~(1 << (19)) | ((mrerr__19__q) << (19)));
        errs = (errs & ~(1 << (20)) | ((mrerr__20__q) << (20)));
        errs = (errs & ~(1 << (21)) | ((mrerr__21__q) << (21)));
        errs = (errs & ~(1 << (22)) | ((mrerr__22__q) << (22)));
        errs = (errs & ~(1 << (23)) | ((mrerr__23__q) << (23)));
        errs = (errs & ~(1 << (24)) | ((mrerr__24__q) << (24)));
        errs = (errs & ~(1 << (25)) | ((mrerr__25__q) << (25)));
        errs = (errs & ~(1 << (26)) | ((mrerr__26__q) << (26)));
        errs = (errs & ~(1 << (27)) | ((mrerr__27__q) << (27)));
        errs = (errs & ~(1 << (28)) | ((mrerr__28__q) << (28)));
        errs = (errs & ~(1 << (29)) | ((mrerr__29__q) << (29)));
        errs = (errs & ~(1 << (30)) | ((mrerr__30__q) << (30)));
        errs = (errs & ~(1 << (31)) | ((mrerr__31__q) << (31)));
        errs = (errs & ~(1 << (32)) | ((mrerr__32__q) << (32)));
        errs = (errs & ~(1 << (33)) | ((mrerr__33__q) << (33)));
        errs = (errs & ~(1 << (34)) | ((mrerr__34__q) << (34)));
        errs = (errs & ~(1 << (35)) | ((mrerr__35__q) << (35)));
        errs = (errs & ~(1 << (36)) | ((mrerr__36__q) << (36)));
        errs = (errs & ~(1 << (37)) | ((mrerr__37__q) << (37)));
        errs = (errs & ~(1 << (38)) | ((mrerr__38__q) << (38)));
        errs = (errs & ~(1 << (39)) | ((mrerr__39__q) << (39)));
        errs = (errs & ~(1 << (40)) | ((mrerr__40__q) << (40)));
        errs = (errs & ~(1 << (41)) | ((mrerr__41__q) << (41)));
        errs = (errs & ~(1 << (42)) | ((mrerr__42__q) << (42)));
        errs = (errs & ~(1 << (43)) | ((mrerr__43__q) << (43)));
        errs = (errs & ~(1 << (44)) | ((mrerr__44__q) << (44)));
        errs = (errs & ~(1 << (45)) | ((mrerr__45__q) << (45)));
        errs = (errs & ~(1 << (46)) | ((mrerr__46__q) << (46)));
        errs = (errs & ~(1 << (47)) | ((mrerr__47__q) << (47)));
        errs = (errs & ~(1 << (48)) | ((mrerr__48__q) << (48)));
        errs = (errs & ~(1 << (49)) | ((mrerr__49__q) << (49)));
        errs = (errs & ~(1 << (50)) | ((mrerr__50__q) << (50)));
        errs = (errs & ~(1 << (51)) | ((mrerr__51__q) << (51)));
        errs = (errs & ~(1 << (52)) | ((mrerr__52__q) << (52)));
        errs = (errs & ~(1 << (53)) | ((mrerr__53__q) << (53)));
        errs = (errs & ~(1 << (54)) | ((mrerr__54__q) << (54)));
        errs = (errs & ~(1 << (55)) | ((mrerr__55__q) << (55)));
        errs = (errs & ~(1 << (56)) | ((mrerr__56__q) << (56)));
        errs = (errs & ~(1 << (57)) | ((mrerr__57__q) << (57)));
        errs = (errs & ~(1 << (58)) | ((mrerr__58__q) << (58)));
        errs = (errs & ~(1 << (59)) | ((mrerr__59__q) << (59)));
        errs = (errs & ~(1 << (60)) | ((mrerr__60__q) << (60)));
        errs = (errs & ~(1 << (61)) | ((mrerr__61__q) << (61)));
        errs = (errs & ~(1 << (62)) | ((mrerr__62__q) << (62)));
        errs = (errs & ~(1 << (63)) | ((mrerr__63__q) << (63)));
        ins_err = errs[ins_rec[(32'h0)+:(6)]];
        mix_w__read_address = w_cur__q;
        w_fill = mix_w__read_data[32'h18];
        w_index = mix_w__read_data[(32'h0)+:(24)];
        wc_id = 32'h0;
        rsel = rqa__rd_data;
        if (rqb__rd_valid) begin
            rsel = rqb__rd_data;
        end
        rd_id = 32'h0;
        rc_id = 32'h0;
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__0) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__0) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__0) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__0__q & k_wc);
        rc_id = rc_id | (rq_id__0__q & k_rc);
        rd_id = rd_id | (rq_id__0__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__1) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__1) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__1) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__1__q & k_wc);
        rc_id = rc_id | (rq_id__1__q & k_rc);
        rd_id = rd_id | (rq_id__1__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__2) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__2) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__2) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__2__q & k_wc);
        rc_id = rc_id | (rq_id__2__q & k_rc);
        rd_id = rd_id | (rq_id__2__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__3) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__3) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__3) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__3__q & k_wc);
        rc_id = rc_id | (rq_id__3__q & k_rc);
        rd_id = rd_id | (rq_id__3__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__4) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__4) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__4) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__4__q & k_wc);
        rc_id = rc_id | (rq_id__4__q & k_rc);
        rd_id = rd_id | (rq_id__4__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__5) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__5) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__5) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__5__q & k_wc);
        rc_id = rc_id | (rq_id__5__q & k_rc);
        rd_id = rd_id | (rq_id__5__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__6) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__6) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__6) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__6__q & k_wc);
        rc_id = rc_id | (rq_id__6__q & k_rc);
        rd_id = rd_id | (rq_id__6__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__7) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__7) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__7) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__7__q & k_wc);
        rc_id = rc_id | (rq_id__7__q & k_rc);
        rd_id = rd_id | (rq_id__7__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__8) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__8) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__8) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__8__q & k_wc);
        rc_id = rc_id | (rq_id__8__q & k_rc);
        rd_id = rd_id | (rq_id__8__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__9) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__9) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__9) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__9__q & k_wc);
        rc_id = rc_id | (rq_id__9__q & k_rc);
        rd_id = rd_id | (rq_id__9__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__10) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__10) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__10) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__10__q & k_wc);
        rc_id = rc_id | (rq_id__10__q & k_rc);
        rd_id = rd_id | (rq_id__10__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__11) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__11) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__11) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__11__q & k_wc);
        rc_id = rc_id | (rq_id__11__q & k_rc);
        rd_id = rd_id | (rq_id__11__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__12) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__12) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__12) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__12__q & k_wc);
        rc_id = rc_id | (rq_id__12__q & k_rc);
        rd_id = rd_id | (rq_id__12__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__13) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__13) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__13) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__13__q & k_wc);
        rc_id = rc_id | (rq_id__13__q & k_rc);
        rd_id = rd_id | (rq_id__13__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__14) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__14) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__14) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__14__q & k_wc);
        rc_id = rc_id | (rq_id__14__q & k_rc);
        rd_id = rd_id | (rq_id__14__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__15) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__15) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__15) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__15__q & k_wc);
        rc_id = rc_id | (rq_id__15__q & k_rc);
        rd_id = rd_id | (rq_id__15__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__16) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__16) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__16) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__16__q & k_wc);
        rc_id = rc_id | (rq_id__16__q & k_rc);
        rd_id = rd_id | (rq_id__16__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__17) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__17) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__17) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__17__q & k_wc);
        rc_id = rc_id | (rq_id__17__q & k_rc);
        rd_id = rd_id | (rq_id__17__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__18) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__18) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__18) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__18__q & k_wc);
        rc_id = rc_id | (rq_id__18__q & k_rc);
        rd_id = rd_id | (rq_id__18__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__19) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__19) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__19) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__19__q & k_wc);
        rc_id = rc_id | (rq_id__19__q & k_rc);
        rd_id = rd_id | (rq_id__19__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__20) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__20) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__20) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__20__q & k_wc);
        rc_id = rc_id | (rq_id__20__q & k_rc);
        rd_id = rd_id | (rq_id__20__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__21) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__21) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__21) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__21__q & k_wc);
        rc_id = rc_id | (rq_id__21__q & k_rc);
        rd_id = rd_id | (rq_id__21__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__22) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__22) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__22) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__22__q & k_wc);
        rc_id = rc_id | (rq_id__22__q & k_rc);
        rd_id = rd_id | (rq_id__22__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__23) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__23) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__23) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__23__q & k_wc);
        rc_id = rc_id | (rq_id__23__q & k_rc);
        rd_id = rd_id | (rq_id__23__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__24) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__24) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__24) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__24__q & k_wc);
        rc_id = rc_id | (rq_id__24__q & k_rc);
        rd_id = rd_id | (rq_id__24__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__25) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__25) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__25) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__25__q & k_wc);
        rc_id = rc_id | (rq_id__25__q & k_rc);
        rd_id = rd_id | (rq_id__25__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__26) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__26) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__26) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__26__q & k_wc);
        rc_id = rc_id | (rq_id__26__q & k_rc);
        rd_id = rd_id | (rq_id__26__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__27) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__27) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__27) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__27__q & k_wc);
        rc_id = rc_id | (rq_id__27__q & k_rc);
        rd_id = rd_id | (rq_id__27__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__28) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__28) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__28) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__28__q & k_wc);
        rc_id = rc_id | (rq_id__28__q & k_rc);
        rd_id = rd_id | (rq_id__28__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__29) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__29) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__29) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__29__q & k_wc);
        rc_id = rc_id | (rq_id__29__q & k_rc);
        rd_id = rd_id | (rq_id__29__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__30) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__30) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__30) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__30__q & k_wc);
        rc_id = rc_id | (rq_id__30__q & k_rc);
        rd_id = rd_id | (rq_id__30__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__31) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__31) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__31) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__31__q & k_wc);
        rc_id = rc_id | (rq_id__31__q & k_rc);
        rd_id = rd_id | (rq_id__31__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__32) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__32) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__32) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__32__q & k_wc);
        rc_id = rc_id | (rq_id__32__q & k_rc);
        rd_id = rd_id | (rq_id__32__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__33) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__33) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__33) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__33__q & k_wc);
        rc_id = rc_id | (rq_id__33__q & k_rc);
        rd_id = rd_id | (rq_id__33__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__34) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__34) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__34) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__34__q & k_wc);
        rc_id = rc_id | (rq_id__34__q & k_rc);
        rd_id = rd_id | (rq_id__34__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__35) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__35) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__35) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__35__q & k_wc);
        rc_id = rc_id | (rq_id__35__q & k_rc);
        rd_id = rd_id | (rq_id__35__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__36) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__36) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__36) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__36__q & k_wc);
        rc_id = rc_id | (rq_id__36__q & k_rc);
        rd_id = rd_id | (rq_id__36__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__37) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__37) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__37) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__37__q & k_wc);
        rc_id = rc_id | (rq_id__37__q & k_rc);
        rd_id = rd_id | (rq_id__37__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__38) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__38) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__38) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__38__q & k_wc);
        rc_id = rc_id | (rq_id__38__q & k_rc);
        rd_id = rd_id | (rq_id__38__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__39) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__39) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__39) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__39__q & k_wc);
        rc_id = rc_id | (rq_id__39__q & k_rc);
        rd_id = rd_id | (rq_id__39__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__40) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__40) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__40) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__40__q & k_wc);
        rc_id = rc_id | (rq_id__40__q & k_rc);
        rd_id = rd_id | (rq_id__40__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__41) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__41) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__41) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__41__q & k_wc);
        rc_id = rc_id | (rq_id__41__q & k_rc);
        rd_id = rd_id | (rq_id__41__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__42) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__42) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__42) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__42__q & k_wc);
        rc_id = rc_id | (rq_id__42__q & k_rc);
        rd_id = rd_id | (rq_id__42__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__43) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__43) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__43) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__43__q & k_wc);
        rc_id = rc_id | (rq_id__43__q & k_rc);
        rd_id = rd_id | (rq_id__43__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__44) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__44) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__44) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__44__q & k_wc);
        rc_id = rc_id | (rq_id__44__q & k_rc);
        rd_id = rd_id | (rq_id__44__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__45) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__45) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__45) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__45__q & k_wc);
        rc_id = rc_id | (rq_id__45__q & k_rc);
        rd_id = rd_id | (rq_id__45__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__46) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__46) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__46) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__46__q & k_wc);
        rc_id = rc_id | (rq_id__46__q & k_rc);
        rd_id = rd_id | (rq_id__46__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__47) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__47) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__47) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__47__q & k_wc);
        rc_id = rc_id | (rq_id__47__q & k_rc);
        rd_id = rd_id | (rq_id__47__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__48) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__48) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__48) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__48__q & k_wc);
        rc_id = rc_id | (rq_id__48__q & k_rc);
        rd_id = rd_id | (rq_id__48__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__49) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__49) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__49) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__49__q & k_wc);
        rc_id = rc_id | (rq_id__49__q & k_rc);
        rd_id = rd_id | (rq_id__49__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__50) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__50) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__50) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__50__q & k_wc);
        rc_id = rc_id | (rq_id__50__q & k_rc);
        rd_id = rd_id | (rq_id__50__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__51) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__51) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__51) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__51__q & k_wc);
        rc_id = rc_id | (rq_id__51__q & k_rc);
        rd_id = rd_id | (rq_id__51__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__52) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__52) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__52) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__52__q & k_wc);
        rc_id = rc_id | (rq_id__52__q & k_rc);
        rd_id = rd_id | (rq_id__52__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__53) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__53) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__53) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__53__q & k_wc);
        rc_id = rc_id | (rq_id__53__q & k_rc);
        rd_id = rd_id | (rq_id__53__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__54) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__54) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__54) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__54__q & k_wc);
        rc_id = rc_id | (rq_id__54__q & k_rc);
        rd_id = rd_id | (rq_id__54__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__55) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__55) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__55) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__55__q & k_wc);
        rc_id = rc_id | (rq_id__55__q & k_rc);
        rd_id = rd_id | (rq_id__55__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__56) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__56) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__56) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__56__q & k_wc);
        rc_id = rc_id | (rq_id__56__q & k_rc);
        rd_id = rd_id | (rq_id__56__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__57) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__57) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__57) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__57__q & k_wc);
        rc_id = rc_id | (rq_id__57__q & k_rc);
        rd_id = rd_id | (rq_id__57__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__58) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__58) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__58) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__58__q & k_wc);
        rc_id = rc_id | (rq_id__58__q & k_rc);
        rd_id = rd_id | (rq_id__58__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__59) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__59) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__59) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__59__q & k_wc);
        rc_id = rc_id | (rq_id__59__q & k_rc);
        rd_id = rd_id | (rq_id__59__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__60) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__60) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__60) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__60__q & k_wc);
        rc_id = rc_id | (rq_id__60__q & k_rc);
        rd_id = rd_id | (rq_id__60__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__61) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__61) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__61) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__61__q & k_wc);
        rc_id = rc_id | (rq_id__61__q & k_rc);
        rd_id = rd_id | (rq_id__61__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__62) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__62) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__62) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__62__q & k_wc);
        rc_id = rc_id | (rq_id__62__q & k_rc);
        rd_id = rd_id | (rq_id__62__q & k_rd);
        k_wc = 32'h0;
        k_rc = 32'h0;
        k_rd = 32'h0;
        if (wq_head__q[(32'h0)+:(6)] == slotc__63) begin
            k_wc = 32'h3f;
        end
        if (rq_head__q[(32'h0)+:(6)] == slotc__63) begin
            k_rc = 32'h3f;
        end
        if (rqd_head__q[(32'h0)+:(6)] == slotc__63) begin
            k_rd = 32'h3f;
        end
        wc_id = wc_id | (wq_id__63__q & k_wc);
        rc_id = rc_id | (rq_id__63__q & k_rc);
        rd_id = rd_id | (rq_id__63__q & k_rd);
        entry_off = ((rsel[(32'h6)+:(24)]) & 64'hffffffffffffffff) << 32'h6;
        wb_off = ((wbq__rd_data[(32'h6)+:(24)]) & 64'hffffffffffffffff) << 32'h6;
        if (two_beats) begin
            entry_off = ((rsel[(32'h6)+:(24)]) & 64'hffffffffffffffff) << 32'h7;
            wb_off = ((wbq__rd_data[(32'h6)+:(24)]) & 64'hffffffffffffffff) << 32'h7;
        end
        rd__req_addr = r_addr__q;
        wr__req_addr = w_addr__q;
        rd__req_len = 32'h40;
        wr__req_len = 32'h40;
        if (two_beats) begin
            rd__req_len = 32'h80;
            wr__req_len = 32'h80;
        end
        rd__req_valid = 1'b0;
        rd__ready = 1'b1;
        wr__req_valid = 1'b0;
        wr__valid = 1'b0;
        wr__keep = 64'hffffffffffffffff;
        wr__last = w_beat__q | ~two_beats;
        vlo__read_address = w_cur__q;
        vhi__read_address = w_cur__q;
        wr__data = vlo__read_data;
        if (w_beat__q) begin
            wr__data = vhi__read_data;
        end
        wbq__rd_en = 1'b0;
        rqb__wr_en = 1'b0;
        rqb__wr_data = ((w_cur__q) & 30'h3fffffff) | (((w_index) & 30'h3fffffff) << 32'h6);
        if (~w_busy__q) begin
            if (wbq__rd_valid) begin
                wbq__rd_en = 1'b1;
                w_busy__d = 1'b1;
                w_phase__d = 1'b0;
                w_cur__d = wbq__rd_data[(32'h0)+:(6)];
                w_beat__d = 1'b0;
                w_addr__d = base + wb_off;
            end
        end
        else if (~w_phase__q) begin
            wr__req_valid = 1'b1;
            if (wr__req_ready) begin
                w_phase__d = 1'b1;
                if (wq_tail__q[(32'h0)+:(6)] == slotc__0) begin
                    wq_id__0__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__1) begin
                    wq_id__1__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__2) begin
                    wq_id__2__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__3) begin
                    wq_id__3__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__4) begin
                    wq_id__4__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__5) begin
                    wq_id__5__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__6) begin
                    wq_id__6__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__7) begin
                    wq_id__7__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__8) begin
                    wq_id__8__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__9) begin
                    wq_id__9__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__10) begin
                    wq_id__10__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__11) begin
                    wq_id__11__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__12) begin
                    wq_id__12__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__13) begin
                    wq_id__13__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__14) begin
                    wq_id__14__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__15) begin
                    wq_id__15__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__16) begin
                    wq_id__16__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__17) begin
                    wq_id__17__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__18) begin
                    wq_id__18__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__19) begin
                    wq_id__19__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__20) begin
                    wq_id__20__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__21) begin
                    wq_id__21__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__22) begin
                    wq_id__22__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__23) begin
                    wq_id__23__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__24) begin
                    wq_id__24__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__25) begin
                    wq_id__25__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__26) begin
                    wq_id__26__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__27) begin
                    wq_id__27__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__28) begin
                    wq_id__28__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__29) begin
                    wq_id__29__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__30) begin
                    wq_id__30__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__31) begin
                    wq_id__31__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__32) begin
                    wq_id__32__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__33) begin
                    wq_id__33__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__34) begin
                    wq_id__34__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__35) begin
                    wq_id__35__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__36) begin
                    wq_id__36__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__37) begin
                    wq_id__37__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__38) begin
                    wq_id__38__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__39) begin
                    wq_id__39__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__40) begin
                    wq_id__40__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__41) begin
                    wq_id__41__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__42) begin
                    wq_id__42__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__43) begin
                    wq_id__43__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__44) begin
                    wq_id__44__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__45) begin
                    wq_id__45__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__46) begin
                    wq_id__46__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__47) begin
                    wq_id__47__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__48) begin
                    wq_id__48__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__49) begin
                    wq_id__49__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__50) begin
                    wq_id__50__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__51) begin
                    wq_id__51__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__52) begin
                    wq_id__52__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__53) begin
                    wq_id__53__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__54) begin
                    wq_id__54__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__55) begin
                    wq_id__55__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__56) begin
                    wq_id__56__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__57) begin
                    wq_id__57__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__58) begin
                    wq_id__58__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__59) begin
                    wq_id__59__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__60) begin
                    wq_id__60__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__61) begin
                    wq_id__61__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__62) begin
                    wq_id__62__d = w_cur__q;
                end
                if (wq_tail__q[(32'h0)+:(6)] == slotc__63) begin
                    wq_id__63__d = w_cur__q;
                end
                wq_tail__d = wq_tail__q + 32'h1;
            end
        end
        else begin
            wr__valid = 1'b1;
            if (wr__ready) begin
                if (wr__last) begin
                    w_busy__d = 1'b0;
                    w_beat__d = 1'b0;
                    rqb__wr_en = w_fill;
                end
                else begin
                    w_beat__d = 1'b1;
                end
            end
        end
        wcv_q__d = 1'b0;
        wc_id_q__d = wc_id;
        if (wr__cpl_valid & (wq_head__q != wq_tail__q)) begin
            wq_head__d = wq_head__q + 32'h1;
            wcv_q__d = 1'b1;
            if (wr__cpl_status != 32'h0) begin
                n_wberr__d = n_wberr__q + 32'h1;
            end
        end
        rqa__rd_en = 1'b0;
        rqb__rd_en = 1'b0;
        if (~r_busy__q) begin
            if (rqb__rd_valid | rqa__rd_valid) begin
                r_busy__d = 1'b1;
                r_cur__d = rsel[(32'h0)+:(6)];
                r_addr__d = base + entry_off;
                if (rqb__rd_valid) begin
                    rqb__rd_en = 1'b1;
                end
                else begin
                    rqa__rd_en = 1'b1;
                end
            end
        end
        else begin
            rd__req_valid = 1'b1;
            if (rd__req_ready) begin
                r_busy__d = 1'b0;
                if (rq_tail__q[(32'h0)+:(6)] == slotc__0) begin
                    rq_id__0__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__1) begin
                    rq_id__1__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__2) begin
                    rq_id__2__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__3) begin
                    rq_id__3__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__4) begin
                    rq_id__4__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__5) begin
                    rq_id__5__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__6) begin
                    rq_id__6__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__7) begin
                    rq_id__7__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__8) begin
                    rq_id__8__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__9) begin
                    rq_id__9__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__10) begin
                    rq_id__10__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__11) begin
                    rq_id__11__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__12) begin
                    rq_id__12__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__13) begin
                    rq_id__13__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__14) begin
                    rq_id__14__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__15) begin
                    rq_id__15__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__16) begin
                    rq_id__16__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__17) begin
                    rq_id__17__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__18) begin
                    rq_id__18__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__19) begin
                    rq_id__19__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__20) begin
                    rq_id__20__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__21) begin
                    rq_id__21__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__22) begin
                    rq_id__22__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__23) begin
                    rq_id__23__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__24) begin
                    rq_id__24__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__25) begin
                    rq_id__25__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__26) begin
                    rq_id__26__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__27) begin
                    rq_id__27__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__28) begin
                    rq_id__28__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__29) begin
                    rq_id__29__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__30) begin
                    rq_id__30__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__31) begin
                    rq_id__31__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__32) begin
                    rq_id__32__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__33) begin
                    rq_id__33__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__34) begin
                    rq_id__34__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__35) begin
                    rq_id__35__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__36) begin
                    rq_id__36__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__37) begin
                    rq_id__37__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__38) begin
                    rq_id__38__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__39) begin
                    rq_id__39__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__40) begin
                    rq_id__40__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__41) begin
                    rq_id__41__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__42) begin
                    rq_id__42__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__43) begin
                    rq_id__43__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__44) begin
                    rq_id__44__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__45) begin
                    rq_id__45__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__46) begin
                    rq_id__46__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__47) begin
                    rq_id__47__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__48) begin
                    rq_id__48__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__49) begin
                    rq_id__49__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__50) begin
                    rq_id__50__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__51) begin
                    rq_id__51__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__52) begin
                    rq_id__52__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__53) begin
                    rq_id__53__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__54) begin
                    rq_id__54__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__55) begin
                    rq_id__55__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__56) begin
                    rq_id__56__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__57) begin
                    rq_id__57__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__58) begin
                    rq_id__58__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__59) begin
                    rq_id__59__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__60) begin
                    rq_id__60__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__61) begin
                    rq_id__61__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__62) begin
                    rq_id__62__d = r_cur__q;
                end
                if (rq_tail__q[(32'h0)+:(6)] == slotc__63) begin
                    rq_id__63__d = r_cur__q;
                end
                rq_tail__d = rq_tail__q + 32'h1;
            end
        end
        rd_go = rd__valid & (rqd_head__q != rq_tail__q);
        flo__write_address = rd_id;
        fhi__write_address = rd_id;
        flo__write_data = rd__data;
        fhi__write_data = rd__data;
        flo__write_enable = rd_go & ~r_beat__q;
        fhi__write_enable = rd_go & r_beat__q & two_beats;
        if (rd_go) begin
            if (rd__keep != 64'hffffffffffffffff) begin
                if (rd_id == mid__0) begin
                    mrerr__0__d = 1'b1;
                end
                if (rd_id == mid__1) begin
                    mrerr__1__d = 1'b1;
                end
                if (rd_id == mid__2) begin
                    mrerr__2__d = 1'b1;
                end
                if (rd_id == mid__3) begin
                    mrerr__3__d = 1'b1;
                end
                if (rd_id == mid__4) begin
                    mrerr__4__d = 1'b1;
                end
                if (rd_id == mid__5) begin
                    mrerr__5__d = 1'b1;
                end
                if (rd_id == mid__6) begin
                    mrerr__6__d = 1'b1;
                end
                if (rd_id == mid__7) begin
                    mrerr__7__d = 1'b1;
                end
                if (rd_id == mid__8) begin
                    mrerr__8__d = 1'b1;
                end
                if (rd_id == mid__9) begin
                    mrerr__9__d = 1'b1;
                end
                if (rd_id == mid__10) begin
                    mrerr__10__d = 1'b1;
                end
                if (rd_id == mid__11) begin
                    mrerr__11__d = 1'b1;
                end
                if (rd_id == mid__12) begin
                    mrerr__12__d = 1'b1;
                end
                if (rd_id == mid__13) begin
                    mrerr__13__d = 1'b1;
                end
                if (rd_id == mid__14) begin
                    mrerr__14__d = 1'b1;
                end
                if (rd_id == mid__15) begin
                    mrerr__15__d = 1'b1;
                end
                if (rd_id == mid__16) begin
                    mrerr__16__d = 1'b1;
                end
                if (rd_id == mid__17) begin
                    mrerr__17__d = 1'b1;
                end
                if (rd_id == mid__18) begin
                    mrerr__18__d = 1'b1;
                end
                if (rd_id == mid__19) begin
                    mrerr__19__d = 1'b1;
                end
                if (rd_id == mid__20) begin
                    mrerr__20__d = 1'b1;
                end
                if (rd_id == mid__21) begin
                    mrerr__21__d = 1'b1;
                end
                if (rd_id == mid__22) begin
                    mrerr__22__d = 1'b1;
                end
                if (rd_id == mid__23) begin
                    mrerr__23__d = 1'b1;
                end
                if (rd_id == mid__24) begin
                    mrerr__24__d = 1'b1;
                end
                if (rd_id == mid__25) begin
                    mrerr__25__d = 1'b1;
                end
                if (rd_id == mid__26) begin
                    mrerr__26__d = 1'b1;
                end
                if (rd_id == mid__27) begin
                    mrerr__27__d = 1'b1;
                end
                if (rd_id == mid__28) begin
                    mrerr__28__d = 1'b1;
                end
                if (rd_id == mid__29) begin
                    mrerr__29__d = 1'b1;
                end
                if (rd_id == mid__30) begin
                    mrerr__30__d = 1'b1;
                end
                if (rd_id == mid__31) begin
                    mrerr__31__d = 1'b1;
                end
                if (rd_id == mid__32) begin
                    mrerr__32__d = 1'b1;
                end
                if (rd_id == mid__33) begin
                    mrerr__33__d = 1'b1;
                end
                if (rd_id == mid__34) begin
                    mrerr__34__d = 1'b1;
                end
                if (rd_id == mid__35) begin
                    mrerr__35__d = 1'b1;
                end
                if (rd_id == mid__36) begin
                    mrerr__36__d = 1'b1;
                end
                if (rd_id == mid__37) begin
                    mrerr__37__d = 1'b1;
                end
                if (rd_id == mid__38) begin
                    mrerr__38__d = 1'b1;
                end
                if (rd_id == mid__39) begin
                    mrerr__39__d = 1'b1;
                end
                if (rd_id == mid__40) begin
                    mrerr__40__d = 1'b1;
                end
                if (rd_id == mid__41) begin
                    mrerr__41__d = 1'b1;
                end
                if (rd_id == mid__42) begin
                    mrerr__42__d = 1'b1;
                end
                if (rd_id == mid__43) begin
                    mrerr__43__d = 1'b1;
                end
                if (rd_id == mid__44) begin
                    mrerr__44__d = 1'b1;
                end
                if (rd_id == mid__45) begin
                    mrerr__45__d = 1'b1;
                end
                if (rd_id == mid__46) begin
                    mrerr__46__d = 1'b1;
                end
                if (rd_id == mid__47) begin
                    mrerr__47__d = 1'b1;
                end
                if (rd_id == mid__48) begin
                    mrerr__48__d = 1'b1;
                end
                if (rd_id == mid__49) begin
                    mrerr__49__d = 1'b1;
                end
                if (rd_id == mid__50) begin
                    mrerr__50__d = 1'b1;
                end
                if (rd_id == mid__51) begin
                    mrerr__51__d = 1'b1;
                end
                if (rd_id == mid__52) begin
                    mrerr__52__d = 1'b1;
                end
                if (rd_id == mid__53) begin
                    mrerr__53__d = 1'b1;
                end
                if (rd_id == mid__54) begin
                    mrerr__54__d = 1'b1;
                end
                if (rd_id == mid__55) begin
                    mrerr__55__d = 1'b1;
                end
                if (rd_id == mid__56) begin
                    mrerr__56__d = 1'b1;
                end
                if (rd_id == mid__57) begin
                    mrerr__57__d = 1'b1;
                end
                if (rd_id == mid__58) begin
                    mrerr__58__d = 1'b1;
                end
                if (rd_id == mid__59) begin
                    mrerr__59__d = 1'b1;
                end
                if (rd_id == mid__60) begin
                    mrerr__60__d = 1'b1;
                end
                if (rd_id == mid__61) begin
                    mrerr__61__d = 1'b1;
                end
                if (rd_id == mid__62) begin
                    mrerr__62__d = 1'b1;
                end
                if (rd_id == mid__63) begin
                    mrerr__63__d = 1'b1;
                end
            end
            r_beat__d = 1'b1;
            if (rd__last) begin
                r_beat__d = 1'b0;
                rqd_head__d = rqd_head__q + 32'h1;
            end
        end
        rcv_q__d = 1'b0;
        rc_id_q__d = rc_id;
        rc_err_q__d = rd__cpl_status != 32'h0;
        if (rd__cpl_valid & (rq_head__q != rq_tail__q)) begin
            rq_head__d = rq_head__q + 32'h1;
            rcv_q__d = 1'b1;
        end
        mix_wc__read_address = wc_id;
        mix_rc__read_address = rc_id;
        rc_wdone = 1'b0;
        rc_index = mix_rc__read_data[(32'h0)+:(24)];
        wc_fill = mix_wc__read_data[32'h18];
        wc_rdone = 1'b0;
        wc_index = mix_wc__read_data[(32'h0)+:(24)];
        if ((rc_id_q__q == mid__0) & mwdone__0__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__0) & mrdone__0__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__0) begin
            if (rcv_q__q) begin
                mrdone__0__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__0__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__0) begin
            if (wcv_q__q) begin
                mwdone__0__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__1) & mwdone__1__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__1) & mrdone__1__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__1) begin
            if (rcv_q__q) begin
                mrdone__1__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__1__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__1) begin
            if (wcv_q__q) begin
                mwdone__1__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__2) & mwdone__2__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__2) & mrdone__2__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__2) begin
            if (rcv_q__q) begin
                mrdone__2__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__2__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__2) begin
            if (wcv_q__q) begin
                mwdone__2__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__3) & mwdone__3__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__3) & mrdone__3__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__3) begin
            if (rcv_q__q) begin
                mrdone__3__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__3__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__3) begin
            if (wcv_q__q) begin
                mwdone__3__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__4) & mwdone__4__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__4) & mrdone__4__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__4) begin
            if (rcv_q__q) begin
                mrdone__4__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__4__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__4) begin
            if (wcv_q__q) begin
                mwdone__4__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__5) & mwdone__5__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__5) & mrdone__5__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__5) begin
            if (rcv_q__q) begin
                mrdone__5__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__5__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__5) begin
            if (wcv_q__q) begin
                mwdone__5__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__6) & mwdone__6__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__6) & mrdone__6__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__6) begin
            if (rcv_q__q) begin
                mrdone__6__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__6__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__6) begin
            if (wcv_q__q) begin
                mwdone__6__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__7) & mwdone__7__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__7) & mrdone__7__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__7) begin
            if (rcv_q__q) begin
                mrdone__7__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__7__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__7) begin
            if (wcv_q__q) begin
                mwdone__7__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__8) & mwdone__8__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__8) & mrdone__8__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__8) begin
            if (rcv_q__q) begin
                mrdone__8__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__8__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__8) begin
            if (wcv_q__q) begin
                mwdone__8__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__9) & mwdone__9__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__9) & mrdone__9__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__9) begin
            if (rcv_q__q) begin
                mrdone__9__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__9__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__9) begin
            if (wcv_q__q) begin
                mwdone__9__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__10) & mwdone__10__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__10) & mrdone__10__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__10) begin
            if (rcv_q__q) begin
                mrdone__10__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__10__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__10) begin
            if (wcv_q__q) begin
                mwdone__10__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__11) & mwdone__11__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__11) & mrdone__11__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__11) begin
            if (rcv_q__q) begin
                mrdone__11__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__11__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__11) begin
            if (wcv_q__q) begin
                mwdone__11__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__12) & mwdone__12__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__12) & mrdone__12__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__12) begin
            if (rcv_q__q) begin
                mrdone__12__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__12__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__12) begin
            if (wcv_q__q) begin
                mwdone__12__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__13) & mwdone__13__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__13) & mrdone__13__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__13) begin
            if (rcv_q__q) begin
                mrdone__13__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__13__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__13) begin
            if (wcv_q__q) begin
                mwdone__13__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__14) & mwdone__14__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__14) & mrdone__14__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__14) begin
            if (rcv_q__q) begin
                mrdone__14__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__14__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__14) begin
            if (wcv_q__q) begin
                mwdone__14__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__15) & mwdone__15__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__15) & mrdone__15__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__15) begin
            if (rcv_q__q) begin
                mrdone__15__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__15__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__15) begin
            if (wcv_q__q) begin
                mwdone__15__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__16) & mwdone__16__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__16) & mrdone__16__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__16) begin
            if (rcv_q__q) begin
                mrdone__16__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__16__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__16) begin
            if (wcv_q__q) begin
                mwdone__16__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__17) & mwdone__17__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__17) & mrdone__17__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__17) begin
            if (rcv_q__q) begin
                mrdone__17__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__17__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__17) begin
            if (wcv_q__q) begin
                mwdone__17__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__18) & mwdone__18__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__18) & mrdone__18__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__18) begin
            if (rcv_q__q) begin
                mrdone__18__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__18__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__18) begin
            if (wcv_q__q) begin
                mwdone__18__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__19) & mwdone__19__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__19) & mrdone__19__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__19) begin
            if (rcv_q__q) begin
                mrdone__19__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__19__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__19) begin
            if (wcv_q__q) begin
                mwdone__19__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__20) & mwdone__20__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__20) & mrdone__20__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__20) begin
            if (rcv_q__q) begin
                mrdone__20__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__20__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__20) begin
            if (wcv_q__q) begin
                mwdone__20__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__21) & mwdone__21__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__21) & mrdone__21__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__21) begin
            if (rcv_q__q) begin
                mrdone__21__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__21__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__21) begin
            if (wcv_q__q) begin
                mwdone__21__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__22) & mwdone__22__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__22) & mrdone__22__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__22) begin
            if (rcv_q__q) begin
                mrdone__22__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__22__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__22) begin
            if (wcv_q__q) begin
                mwdone__22__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__23) & mwdone__23__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__23) & mrdone__23__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__23) begin
            if (rcv_q__q) begin
                mrdone__23__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__23__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__23) begin
            if (wcv_q__q) begin
                mwdone__23__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__24) & mwdone__24__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__24) & mrdone__24__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__24) begin
            if (rcv_q__q) begin
                mrdone__24__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__24__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__24) begin
            if (wcv_q__q) begin
                mwdone__24__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__25) & mwdone__25__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__25) & mrdone__25__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__25) begin
            if (rcv_q__q) begin
                mrdone__25__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__25__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__25) begin
            if (wcv_q__q) begin
                mwdone__25__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__26) & mwdone__26__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__26) & mrdone__26__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__26) begin
            if (rcv_q__q) begin
                mrdone__26__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__26__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__26) begin
            if (wcv_q__q) begin
                mwdone__26__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__27) & mwdone__27__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__27) & mrdone__27__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__27) begin
            if (rcv_q__q) begin
                mrdone__27__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__27__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__27) begin
            if (wcv_q__q) begin
                mwdone__27__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__28) & mwdone__28__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__28) & mrdone__28__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__28) begin
            if (rcv_q__q) begin
                mrdone__28__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__28__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__28) begin
            if (wcv_q__q) begin
                mwdone__28__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__29) & mwdone__29__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__29) & mrdone__29__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__29) begin
            if (rcv_q__q) begin
                mrdone__29__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__29__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__29) begin
            if (wcv_q__q) begin
                mwdone__29__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__30) & mwdone__30__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__30) & mrdone__30__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__30) begin
            if (rcv_q__q) begin
                mrdone__30__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__30__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__30) begin
            if (wcv_q__q) begin
                mwdone__30__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__31) & mwdone__31__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__31) & mrdone__31__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__31) begin
            if (rcv_q__q) begin
                mrdone__31__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__31__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__31) begin
            if (wcv_q__q) begin
                mwdone__31__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__32) & mwdone__32__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__32) & mrdone__32__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__32) begin
            if (rcv_q__q) begin
                mrdone__32__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__32__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__32) begin
            if (wcv_q__q) begin
                mwdone__32__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__33) & mwdone__33__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__33) & mrdone__33__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__33) begin
            if (rcv_q__q) begin
                mrdone__33__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__33__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__33) begin
            if (wcv_q__q) begin
                mwdone__33__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__34) & mwdone__34__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__34) & mrdone__34__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__34) begin
            if (rcv_q__q) begin
                mrdone__34__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__34__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__34) begin
            if (wcv_q__q) begin
                mwdone__34__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__35) & mwdone__35__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__35) & mrdone__35__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__35) begin
            if (rcv_q__q) begin
                mrdone__35__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__35__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__35) begin
            if (wcv_q__q) begin
                mwdone__35__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__36) & mwdone__36__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__36) & mrdone__36__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__36) begin
            if (rcv_q__q) begin
                mrdone__36__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__36__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__36) begin
            if (wcv_q__q) begin
                mwdone__36__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__37) & mwdone__37__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__37) & mrdone__37__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__37) begin
            if (rcv_q__q) begin
                mrdone__37__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__37__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__37) begin
            if (wcv_q__q) begin
                mwdone__37__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__38) & mwdone__38__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__38) & mrdone__38__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__38) begin
            if (rcv_q__q) begin
                mrdone__38__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__38__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__38) begin
            if (wcv_q__q) begin
                mwdone__38__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__39) & mwdone__39__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__39) & mrdone__39__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__39) begin
            if (rcv_q__q) begin
                mrdone__39__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__39__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__39) begin
            if (wcv_q__q) begin
                mwdone__39__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__40) & mwdone__40__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__40) & mrdone__40__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__40) begin
            if (rcv_q__q) begin
                mrdone__40__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__40__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__40) begin
            if (wcv_q__q) begin
                mwdone__40__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__41) & mwdone__41__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__41) & mrdone__41__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__41) begin
            if (rcv_q__q) begin
                mrdone__41__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__41__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__41) begin
            if (wcv_q__q) begin
                mwdone__41__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__42) & mwdone__42__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__42) & mrdone__42__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__42) begin
            if (rcv_q__q) begin
                mrdone__42__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__42__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__42) begin
            if (wcv_q__q) begin
                mwdone__42__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__43) & mwdone__43__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__43) & mrdone__43__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__43) begin
            if (rcv_q__q) begin
                mrdone__43__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__43__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__43) begin
            if (wcv_q__q) begin
                mwdone__43__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__44) & mwdone__44__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__44) & mrdone__44__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__44) begin
            if (rcv_q__q) begin
                mrdone__44__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__44__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__44) begin
            if (wcv_q__q) begin
                mwdone__44__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__45) & mwdone__45__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__45) & mrdone__45__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__45) begin
            if (rcv_q__q) begin
                mrdone__45__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__45__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__45) begin
            if (wcv_q__q) begin
                mwdone__45__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__46) & mwdone__46__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__46) & mrdone__46__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__46) begin
            if (rcv_q__q) begin
                mrdone__46__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__46__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__46) begin
            if (wcv_q__q) begin
                mwdone__46__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__47) & mwdone__47__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__47) & mrdone__47__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__47) begin
            if (rcv_q__q) begin
                mrdone__47__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__47__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__47) begin
            if (wcv_q__q) begin
                mwdone__47__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__48) & mwdone__48__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__48) & mrdone__48__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__48) begin
            if (rcv_q__q) begin
                mrdone__48__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__48__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__48) begin
            if (wcv_q__q) begin
                mwdone__48__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__49) & mwdone__49__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__49) & mrdone__49__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__49) begin
            if (rcv_q__q) begin
                mrdone__49__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__49__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__49) begin
            if (wcv_q__q) begin
                mwdone__49__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__50) & mwdone__50__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__50) & mrdone__50__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__50) begin
            if (rcv_q__q) begin
                mrdone__50__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__50__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__50) begin
            if (wcv_q__q) begin
                mwdone__50__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__51) & mwdone__51__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__51) & mrdone__51__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__51) begin
            if (rcv_q__q) begin
                mrdone__51__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__51__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__51) begin
            if (wcv_q__q) begin
                mwdone__51__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__52) & mwdone__52__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__52) & mrdone__52__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__52) begin
            if (rcv_q__q) begin
                mrdone__52__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__52__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__52) begin
            if (wcv_q__q) begin
                mwdone__52__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__53) & mwdone__53__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__53) & mrdone__53__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__53) begin
            if (rcv_q__q) begin
                mrdone__53__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__53__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__53) begin
            if (wcv_q__q) begin
                mwdone__53__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__54) & mwdone__54__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__54) & mrdone__54__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__54) begin
            if (rcv_q__q) begin
                mrdone__54__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__54__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__54) begin
            if (wcv_q__q) begin
                mwdone__54__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__55) & mwdone__55__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__55) & mrdone__55__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__55) begin
            if (rcv_q__q) begin
                mrdone__55__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__55__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__55) begin
            if (wcv_q__q) begin
                mwdone__55__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__56) & mwdone__56__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__56) & mrdone__56__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__56) begin
            if (rcv_q__q) begin
                mrdone__56__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__56__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__56) begin
            if (wcv_q__q) begin
                mwdone__56__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__57) & mwdone__57__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__57) & mrdone__57__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__57) begin
            if (rcv_q__q) begin
                mrdone__57__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__57__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__57) begin
            if (wcv_q__q) begin
                mwdone__57__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__58) & mwdone__58__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__58) & mrdone__58__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__58) begin
            if (rcv_q__q) begin
                mrdone__58__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__58__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__58) begin
            if (wcv_q__q) begin
                mwdone__58__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__59) & mwdone__59__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__59) & mrdone__59__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__59) begin
            if (rcv_q__q) begin
                mrdone__59__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__59__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__59) begin
            if (wcv_q__q) begin
                mwdone__59__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__60) & mwdone__60__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__60) & mrdone__60__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__60) begin
            if (rcv_q__q) begin
                mrdone__60__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__60__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__60) begin
            if (wcv_q__q) begin
                mwdone__60__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__61) & mwdone__61__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__61) & mrdone__61__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__61) begin
            if (rcv_q__q) begin
                mrdone__61__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__61__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__61) begin
            if (wcv_q__q) begin
                mwdone__61__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__62) & mwdone__62__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__62) & mrdone__62__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__62) begin
            if (rcv_q__q) begin
                mrdone__62__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__62__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__62) begin
            if (wcv_q__q) begin
                mwdone__62__d = 1'b1;
            end
        end
        if ((rc_id_q__q == mid__63) & mwdone__63__q) begin
            rc_wdone = 1'b1;
        end
        if ((wc_id_q__q == mid__63) & mrdone__63__q) begin
            wc_rdone = 1'b1;
        end
        if (rc_id_q__q == mid__63) begin
            if (rcv_q__q) begin
                mrdone__63__d = 1'b1;
                if (rc_err_q__q) begin
                    mrerr__63__d = 1'b1;
                end
            end
        end
        if (wc_id_q__q == mid__63) begin
            if (wcv_q__q) begin
                mwdone__63__d = 1'b1;
            end
        end
        insa__wr_en = rcv_q__q & (rc_wdone | (wcv_q__q & (wc_id_q__q == rc_id_q__q)));
        insa__wr_data = ((rc_id_q__q) & 30'h3fffffff) | (((rc_index) & 30'h3fffffff) << 32'h6);
        insb__wr_en = wcv_q__q & (~wc_fill | wc_rdone) & ~(rcv_q__q & (wc_id_q__q == rc_id_q__q));
        insb__wr_data = ((wc_id_q__q) & 30'h3fffffff) | (((wc_index) & 30'h3fffffff) << 32'h6);
        if (reset) begin
            w_busy__d = 1'b0;
            w_beat__d = 1'b0;
            wq_head__d = 32'h0;
            wq_tail__d = 32'h0;
            r_busy__d = 1'b0;
            r_beat__d = 1'b0;
            rq_head__d = 32'h0;
            rqd_head__d = 32'h0;
            rq_tail__d = 32'h0;
            rcv_q__d = 1'b0;
            wcv_q__d = 1'b0;
            n_wberr__d = 32'h0;
        end
    end
    
endmodule // roce_mkey_cache__miss

module roce_mkey_cache__miss__fhi(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__miss__fhi

module roce_mkey_cache__miss__insa(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [29:0] wr_data;
    output reg  rd_valid;
    output reg  [29:0] rd_data;
    input wire  rd_en;
    output reg  [6:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram__read_address;
    wire  ram__read_clock;
    wire  [29:0] ram__read_data;
    reg  [5:0] ram__write_address;
    wire  ram__write_clock;
    reg  [29:0] ram__write_data;
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
    roce_mkey_cache__miss__insa__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_mkey_cache__dff_w7 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_mkey_cache__dff_w7 rd_ptr(
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
    
endmodule // roce_mkey_cache__miss__insa

module roce_mkey_cache__miss__insa__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [29:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [29:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[29:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__miss__insa__ram

module roce_mkey_cache__dff_w7(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w7

module roce_mkey_cache__miss__mix_rc(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [23:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [23:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[23:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__miss__mix_rc

module roce_mkey_cache__miss__mix_w(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [24:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [24:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[24:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__miss__mix_w

module roce_mkey_cache__dff_w64(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w64

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

module roce_mkey_cache__mt(clock,reset,init,init_slot,limit,free_any,free_id,start,info,rel,rel_id,a_set,a_id,ins_id,s1_id,ins_info,ins_up,busy,free_count);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  init;
    input wire  [7:0] init_slot;
    input wire  [6:0] limit;
    output reg  free_any;
    output reg  [5:0] free_id;
    input wire  start;
    input wire  [30:0] info;
    input wire  rel;
    input wire  [5:0] rel_id;
    input wire  a_set;
    input wire  [5:0] a_id;
    input wire  [5:0] ins_id;
    input wire  [5:0] s1_id;
    output reg  [30:0] ins_info;
    output reg  ins_up;
    output reg  busy;
    output reg  [6:0] free_count;
    
    // Constant declarations
    localparam  mid__0 = 6'b0;
    localparam  mid__1 = 6'b1;
    localparam  mid__2 = 6'b10;
    localparam  mid__3 = 6'b11;
    localparam  mid__4 = 6'b100;
    localparam  mid__5 = 6'b101;
    localparam  mid__6 = 6'b110;
    localparam  mid__7 = 6'b111;
    localparam  mid__8 = 6'b1000;
    localparam  mid__9 = 6'b1001;
    localparam  mid__10 = 6'b1010;
    localparam  mid__11 = 6'b1011;
    localparam  mid__12 = 6'b1100;
    localparam  mid__13 = 6'b1101;
    localparam  mid__14 = 6'b1110;
    localparam  mid__15 = 6'b1111;
    localparam  mid__16 = 6'b10000;
    localparam  mid__17 = 6'b10001;
    localparam  mid__18 = 6'b10010;
    localparam  mid__19 = 6'b10011;
    localparam  mid__20 = 6'b10100;
    localparam  mid__21 = 6'b10101;
    localparam  mid__22 = 6'b10110;
    localparam  mid__23 = 6'b10111;
    localparam  mid__24 = 6'b11000;
    localparam  mid__25 = 6'b11001;
    localparam  mid__26 = 6'b11010;
    localparam  mid__27 = 6'b11011;
    localparam  mid__28 = 6'b11100;
    localparam  mid__29 = 6'b11101;
    localparam  mid__30 = 6'b11110;
    localparam  mid__31 = 6'b11111;
    localparam  mid__32 = 6'b100000;
    localparam  mid__33 = 6'b100001;
    localparam  mid__34 = 6'b100010;
    localparam  mid__35 = 6'b100011;
    localparam  mid__36 = 6'b100100;
    localparam  mid__37 = 6'b100101;
    localparam  mid__38 = 6'b100110;
    localparam  mid__39 = 6'b100111;
    localparam  mid__40 = 6'b101000;
    localparam  mid__41 = 6'b101001;
    localparam  mid__42 = 6'b101010;
    localparam  mid__43 = 6'b101011;
    localparam  mid__44 = 6'b101100;
    localparam  mid__45 = 6'b101101;
    localparam  mid__46 = 6'b101110;
    localparam  mid__47 = 6'b101111;
    localparam  mid__48 = 6'b110000;
    localparam  mid__49 = 6'b110001;
    localparam  mid__50 = 6'b110010;
    localparam  mid__51 = 6'b110011;
    localparam  mid__52 = 6'b110100;
    localparam  mid__53 = 6'b110101;
    localparam  mid__54 = 6'b110110;
    localparam  mid__55 = 6'b110111;
    localparam  mid__56 = 6'b111000;
    localparam  mid__57 = 6'b111001;
    localparam  mid__58 = 6'b111010;
    localparam  mid__59 = 6'b111011;
    localparam  mid__60 = 6'b111100;
    localparam  mid__61 = 6'b111101;
    localparam  mid__62 = 6'b111110;
    localparam  mid__63 = 6'b111111;
    localparam  nmshr = 7'b1000000;
    
    // Stub signals
    wire  freeq__clock;
    wire  freeq__reset;
    reg  freeq__wr_en;
    reg  [5:0] freeq__wr_data;
    wire  freeq__rd_valid;
    wire  [5:0] freeq__rd_data;
    reg  freeq__rd_en;
    wire  [6:0] freeq__fill;
    reg  freeq__replace;
    reg  o_v__d;
    wire  o_v__q;
    wire  o_v__clock;
    reg  [5:0] o_id__d;
    wire  [5:0] o_id__q;
    wire  o_id__clock;
    reg  k_v__d;
    wire  k_v__q;
    wire  k_v__clock;
    reg  [5:0] k_id__d;
    wire  [5:0] k_id__q;
    wire  k_id__clock;
    reg  st_r__d;
    wire  st_r__q;
    wire  st_r__clock;
    reg  [5:0] id_r__d;
    wire  [5:0] id_r__q;
    wire  id_r__clock;
    reg  [30:0] info_r__d;
    wire  [30:0] info_r__q;
    wire  info_r__clock;
    reg  [5:0] info_ram__read_address;
    wire  info_ram__read_clock;
    wire  [30:0] info_ram__read_data;
    reg  [5:0] info_ram__write_address;
    wire  info_ram__write_clock;
    reg  [30:0] info_ram__write_data;
    reg  info_ram__write_enable;
    reg  [63:0] marks__d;
    wire  [63:0] marks__q;
    wire  marks__clock;
    reg  [6:0] out__d;
    wire  [6:0] out__q;
    wire  out__clock;
    reg  up_q__d;
    wire  up_q__q;
    wire  up_q__clock;
    reg  ab_v__d;
    wire  ab_v__q;
    wire  ab_v__clock;
    reg  [5:0] ab_id__d;
    wire  [5:0] ab_id__q;
    wire  ab_id__clock;
    
    // Local signals
    reg  [6:0] lim;
    reg  [63:0] mk;
    
    // Sub module instances
    roce_mkey_cache__mt__freeq freeq(
        .clock(freeq__clock),
        .reset(freeq__reset),
        .wr_en(freeq__wr_en),
        .wr_data(freeq__wr_data),
        .rd_valid(freeq__rd_valid),
        .rd_data(freeq__rd_data),
        .rd_en(freeq__rd_en),
        .fill(freeq__fill),
        .replace(freeq__replace)
    );
    roce_mkey_cache__dff_w1 o_v(
        .d(o_v__d),
        .q(o_v__q),
        .clock(o_v__clock)
    );
    roce_mkey_cache__dff_w6 o_id(
        .d(o_id__d),
        .q(o_id__q),
        .clock(o_id__clock)
    );
    roce_mkey_cache__dff_w1 k_v(
        .d(k_v__d),
        .q(k_v__q),
        .clock(k_v__clock)
    );
    roce_mkey_cache__dff_w6 k_id(
        .d(k_id__d),
        .q(k_id__q),
        .clock(k_id__clock)
    );
    roce_mkey_cache__dff_w1 st_r(
        .d(st_r__d),
        .q(st_r__q),
        .clock(st_r__clock)
    );
    roce_mkey_cache__dff_w6 id_r(
        .d(id_r__d),
        .q(id_r__q),
        .clock(id_r__clock)
    );
    roce_mkey_cache__mt__info_r info_r(
        .d(info_r__d),
        .q(info_r__q),
        .clock(info_r__clock)
    );
    roce_mkey_cache__mt__info_ram info_ram(
        .read_address(info_ram__read_address),
        .read_clock(info_ram__read_clock),
        .read_data(info_ram__read_data),
        .write_address(info_ram__write_address),
        .write_clock(info_ram__write_clock),
        .write_data(info_ram__write_data),
        .write_enable(info_ram__write_enable)
    );
    roce_mkey_cache__dff_w64 marks(
        .d(marks__d),
        .q(marks__q),
        .clock(marks__clock)
    );
    roce_mkey_cache__dff_w7 out(
        .d(out__d),
        .q(out__q),
        .clock(out__clock)
    );
    roce_mkey_cache__dff_w1 up_q(
        .d(up_q__d),
        .q(up_q__q),
        .clock(up_q__clock)
    );
    roce_mkey_cache__dff_w1 ab_v(
        .d(ab_v__d),
        .q(ab_v__q),
        .clock(ab_v__clock)
    );
    roce_mkey_cache__dff_w6 ab_id(
        .d(ab_id__d),
        .q(ab_id__q),
        .clock(ab_id__clock)
    );
    
    assign out__clock = clock;
    assign up_q__clock = clock;
    assign ab_v__clock = clock;
    assign ab_id__clock = clock;
    assign marks__clock = clock;
    assign o_v__clock = clock;
    assign o_id__clock = clock;
    assign k_v__clock = clock;
    assign k_id__clock = clock;
    assign st_r__clock = clock;
    assign id_r__clock = clock;
    assign info_r__clock = clock;
    assign freeq__clock = clock;
    assign info_ram__read_clock = clock;
    assign info_ram__write_clock = clock;
    assign freeq__reset = reset;
    
    // Update code
    always @(*) begin
        out__d = out__q;
        up_q__d = up_q__q;
        ab_v__d = ab_v__q;
        ab_id__d = ab_id__q;
        marks__d = marks__q;
        o_v__d = o_v__q;
        o_id__d = o_id__q;
        k_v__d = k_v__q;
        k_id__d = k_id__q;
        st_r__d = st_r__q;
        id_r__d = id_r__q;
        info_r__d = info_r__q;
        freeq__replace = 1'b0;
        free_any = freeq__rd_valid;
        free_id = freeq__rd_data;
        if (st_r__q) begin
            if (k_v__q) begin
                free_any = 1'b1;
                free_id = k_id__q;
            end
        end
        else if (o_v__q) begin
            free_any = 1'b1;
            free_id = o_id__q;
        end
        st_r__d = start;
        id_r__d = free_id;
        info_r__d = info;
        freeq__rd_en = ~o_v__q | ~k_v__q | st_r__q;
        if (st_r__q | ~o_v__q) begin
            if (k_v__q) begin
                o_id__d = k_id__q;
                k_v__d = freeq__rd_valid;
                k_id__d = freeq__rd_data;
            end
            else begin
                o_v__d = freeq__rd_valid;
                o_id__d = freeq__rd_data;
            end
        end
        else if (~k_v__q) begin
            k_v__d = freeq__rd_valid;
            k_id__d = freeq__rd_data;
        end
        free_count = freeq__fill;
        if (o_v__q) begin
            free_count = free_count + 32'h1;
        end
        if (k_v__q) begin
            free_count = free_count + 32'h1;
        end
        if (st_r__q) begin
            free_count = free_count - 32'h1;
        end
        busy = (out__q != 32'h0) | st_r__q;
        lim = nmshr;
        if ((limit != 32'h0) & (limit < nmshr)) begin
            lim = limit;
        end
        freeq__wr_en = rel;
        freeq__wr_data = rel_id;
        if (init) begin
            freeq__wr_en = (((init_slot) & 7'h7f) < lim) & ~init_slot[32'h7];
            freeq__wr_data = init_slot[(32'h0)+:(6)];
        end
        if (st_r__q & ~rel) begin
            out__d = out__q + 32'h1;
        end
        if (~st_r__q & rel) begin
            out__d = out__q - 32'h1;
        end
        info_ram__write_address = id_r__q;
        info_ram__write_data = info_r__q;
        info_ram__write_enable = st_r__q;
        info_ram__read_address = ins_id;
        ins_info = info_ram__read_data;
        mk = marks__q;
        if (st_r__q & (id_r__q == mid__0)) begin
            mk = (mk & ~(1 << (0)) | ((1'b0) << (0)));
        end
        if (a_set & (a_id == mid__0)) begin
            mk = (mk & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (st_r__q & (id_r__q == mid__1)) begin
            mk = (mk & ~(1 << (1)) | ((1'b0) << (1)));
        end
        if (a_set & (a_id == mid__1)) begin
            mk = (mk & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (st_r__q & (id_r__q == mid__2)) begin
            mk = (mk & ~(1 << (2)) | ((1'b0) << (2)));
        end
        if (a_set & (a_id == mid__2)) begin
            mk = (mk & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (st_r__q & (id_r__q == mid__3)) begin
            mk = (mk & ~(1 << (3)) | ((1'b0) << (3)));
        end
        if (a_set & (a_id == mid__3)) begin
            mk = (mk & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (st_r__q & (id_r__q == mid__4)) begin
            mk = (mk & ~(1 << (4)) | ((1'b0) << (4)));
        end
        if (a_set & (a_id == mid__4)) begin
            mk = (mk & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (st_r__q & (id_r__q == mid__5)) begin
            mk = (mk & ~(1 << (5)) | ((1'b0) << (5)));
        end
        if (a_set & (a_id == mid__5)) begin
            mk = (mk & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (st_r__q & (id_r__q == mid__6)) begin
            mk = (mk & ~(1 << (6)) | ((1'b0) << (6)));
        end
        if (a_set & (a_id == mid__6)) begin
            mk = (mk & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (st_r__q & (id_r__q == mid__7)) begin
            mk = (mk & ~(1 << (7)) | ((1'b0) << (7)));
        end
        if (a_set & (a_id == mid__7)) begin
            mk = (mk & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (st_r__q & (id_r__q == mid__8)) begin
            mk = (mk & ~(1 << (8)) | ((1'b0) << (8)));
        end
        if (a_set & (a_id == mid__8)) begin
            mk = (mk & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (st_r__q & (id_r__q == mid__9)) begin
            mk = (mk & ~(1 << (9)) | ((1'b0) << (9)));
        end
        if (a_set & (a_id == mid__9)) begin
            mk = (mk & ~(1 << (9)) | ((1'b1) << (9)));
        end
        if (st_r__q & (id_r__q == mid__10)) begin
            mk = (mk & ~(1 << (10)) | ((1'b0) << (10)));
        end
        if (a_set & (a_id == mid__10)) begin
            mk = (mk & ~(1 << (10)) | ((1'b1) << (10)));
        end
        if (st_r__q & (id_r__q == mid__11)) begin
            mk = (mk & ~(1 << (11)) | ((1'b0) << (11)));
        end
        if (a_set & (a_id == mid__11)) begin
            mk = (mk & ~(1 << (11)) | ((1'b1) << (11)));
        end
        if (st_r__q & (id_r__q == mid__12)) begin
            mk = (mk & ~(1 << (12)) | ((1'b0) << (12)));
        end
        if (a_set & (a_id == mid__12)) begin
            mk = (mk & ~(1 << (12)) | ((1'b1) << (12)));
        end
        if (st_r__q & (id_r__q == mid__13)) begin
            mk = (mk & ~(1 << (13)) | ((1'b0) << (13)));
        end
        if (a_set & (a_id == mid__13)) begin
            mk = (mk & ~(1 << (13)) | ((1'b1) << (13)));
        end
        if (st_r__q & (id_r__q == mid__14)) begin
            mk = (mk & ~(1 << (14)) | ((1'b0) << (14)));
        end
        if (a_set & (a_id == mid__14)) begin
            mk = (mk & ~(1 << (14)) | ((1'b1) << (14)));
        end
        if (st_r__q & (id_r__q == mid__15)) begin
            mk = (mk & ~(1 << (15)) | ((1'b0) << (15)));
        end
        if (a_set & (a_id == mid__15)) begin
            mk = (mk & ~(1 << (15)) | ((1'b1) << (15)));
        end
        if (st_r__q & (id_r__q == mid__16)) begin
            mk = (mk & ~(1 << (16)) | ((1'b0) << (16)));
        end
        if (a_set & (a_id == mid__16)) begin
            mk = (mk & ~(1 << (16)) | ((1'b1) << (16)));
        end
        if (st_r__q & (id_r__q == mid__17)) begin
            mk = (mk & ~(1 << (17)) | ((1'b0) << (17)));
        end
        if (a_set & (a_id == mid__17)) begin
            mk = (mk & ~(1 << (17)) | ((1'b1) << (17)));
        end
        if (st_r__q & (id_r__q == mid__18)) begin
            mk = (mk & ~(1 << (18)) | ((1'b0) << (18)));
        end
        if (a_set & (a_id == mid__18)) begin
            mk = (mk & ~(1 << (18)) | ((1'b1) << (18)));
        end
        if (st_r__q & (id_r__q == mid__19)) begin
            mk = (mk & ~(1 << (19)) | ((1'b0) << (19)));
        end
        if (a_set & (a_id == mid__19)) begin
            mk = (mk & ~(1 << (19)) | ((1'b1) << (19)));
        end
        if (st_r__q & (id_r__q == mid__20)) begin
            mk = (mk & ~(1 << (20)) | ((1'b0) << (20)));
        end
        if (a_set & (a_id == mid__20)) begin
            mk = (mk & ~(1 << (20)) | ((1'b1) << (20)));
        end
        if (st_r__q & (id_r__q == mid__21)) begin
            mk = (mk & ~(1 << (21)) | ((1'b0) << (21)));
        end
        if (a_set & (a_id == mid__21)) begin
            mk = (mk & ~(1 << (21)) | ((1'b1) << (21)));
        end
        if (st_r__q & (id_r__q == mid__22)) begin
            mk = (mk & ~(1 << (22)) | ((1'b0) << (22)));
        end
        if (a_set & (a_id == mid__22)) begin
            mk = (mk & ~(1 << (22)) | ((1'b1) << (22)));
        end
        if (st_r__q & (id_r__q == mid__23)) begin
            mk = (mk & ~(1 << (23)) | ((1'b0) << (23)));
        end
        if (a_set & (a_id == mid__23)) begin
            mk = (mk & ~(1 << (23)) | ((1'b1) << (23)));
        end
        if (st_r__q & (id_r__q == mid__24)) begin
            mk = (mk & ~(1 << (24)) | ((1'b0) << (24)));
        end
        if (a_set & (a_id == mid__24)) begin
            mk = (mk & ~(1 << (24)) | ((1'b1) << (24)));
        end
        if (st_r__q & (id_r__q == mid__25)) begin
            mk = (mk & ~(1 << (25)) | ((1'b0) << (25)));
        end
        if (a_set & (a_id == mid__25)) begin
            mk = (mk & ~(1 << (25)) | ((1'b1) << (25)));
        end
        if (st_r__q & (id_r__q == mid__26)) begin
            mk = (mk & ~(1 << (26)) | ((1'b0) << (26)));
        end
        if (a_set & (a_id == mid__26)) begin
            mk = (mk & ~(1 << (26)) | ((1'b1) << (26)));
        end
        if (st_r__q & (id_r__q == mid__27)) begin
            mk = (mk & ~(1 << (27)) | ((1'b0) << (27)));
        end
        if (a_set & (a_id == mid__27)) begin
            mk = (mk & ~(1 << (27)) | ((1'b1) << (27)));
        end
        if (st_r__q & (id_r__q == mid__28)) begin
            mk = (mk & ~(1 << (28)) | ((1'b0) << (28)));
        end
        if (a_set & (a_id == mid__28)) begin
            mk = (mk & ~(1 << (28)) | ((1'b1) << (28)));
        end
        if (st_r__q & (id_r__q == mid__29)) begin
            mk = (mk & ~(1 << (29)) | ((1'b0) << (29)));
        end
        if (a_set & (a_id == mid__29)) begin
            mk = (mk & ~(1 << (29)) | ((1'b1) << (29)));
        end
        if (st_r__q & (id_r__q == mid__30)) begin
            mk = (mk & ~(1 << (30)) | ((1'b0) << (30)));
        end
        if (a_set & (a_id == mid__30)) begin
            mk = (mk & ~(1 << (30)) | ((1'b1) << (30)));
        end
        if (st_r__q & (id_r__q == mid__31)) begin
            mk = (mk & ~(1 << (31)) | ((1'b0) << (31)));
        end
        if (a_set & (a_id == mid__31)) begin
            mk = (mk & ~(1 << (31)) | ((1'b1) << (31)));
        end
        if (st_r__q & (id_r__q == mid__32)) begin
            mk = (mk & ~(1 << (32)) | ((1'b0) << (32)));
        end
        if (a_set & (a_id == mid__32)) begin
            mk = (mk & ~(1 << (32)) | ((1'b1) << (32)));
        end
        if (st_r__q & (id_r__q == mid__33)) begin
            mk = (mk & ~(1 << (33)) | ((1'b0) << (33)));
        end
        if (a_set & (a_id == mid__33)) begin
            mk = (mk & ~(1 << (33)) | ((1'b1) << (33)));
        end
        if (st_r__q & (id_r__q == mid__34)) begin
            mk = (mk & ~(1 << (34)) | ((1'b0) << (34)));
        end
        if (a_set & (a_id == mid__34)) begin
            mk = (mk & ~(1 << (34)) | ((1'b1) << (34)));
        end
        if (st_r__q & (id_r__q == mid__35)) begin
            mk = (mk & ~(1 << (35)) | ((1'b0) << (35)));
        end
        if (a_set & (a_id == mid__35)) begin
            mk = (mk & ~(1 << (35)) | ((1'b1) << (35)));
        end
        if (st_r__q & (id_r__q == mid__36)) begin
            mk = (mk & ~(1 << (36)) | ((1'b0) << (36)));
        end
        if (a_set & (a_id == mid__36)) begin
            mk = (mk & ~(1 << (36)) | ((1'b1) << (36)));
        end
        if (st_r__q & (id_r__q == mid__37)) begin
            mk = (mk & ~(1 << (37)) | ((1'b0) << (37)));
        end
        if (a_set & (a_id == mid__37)) begin
            mk = (mk & ~(1 << (37)) | ((1'b1) << (37)));
        end
        if (st_r__q & (id_r__q == mid__38)) begin
            mk = (mk & ~(1 << (38)) | ((1'b0) << (38)));
        end
        if (a_set & (a_id == mid__38)) begin
            mk = (mk & ~(1 << (38)) | ((1'b1) << (38)));
        end
        if (st_r__q & (id_r__q == mid__39)) begin
            mk = (mk & ~(1 << (39)) | ((1'b0) << (39)));
        end
        if (a_set & (a_id == mid__39)) begin
            mk = (mk & ~(1 << (39)) | ((1'b1) << (39)));
        end
        if (st_r__q & (id_r__q == mid__40)) begin
            mk = (mk & ~(1 << (40)) | ((1'b0) << (40)));
        end
        if (a_set & (a_id == mid__40)) begin
            mk = (mk & ~(1 << (40)) | ((1'b1) << (40)));
        end
        if (st_r__q & (id_r__q == mid__41)) begin
            mk = (mk & ~(1 << (41)) | ((1'b0) << (41)));
        end
        if (a_set & (a_id == mid__41)) begin
            mk = (mk & ~(1 << (41)) | ((1'b1) << (41)));
        end
        if (st_r__q & (id_r__q == mid__42)) begin
            mk = (mk & ~(1 << (42)) | ((1'b0) << (42)));
        end
        if (a_set & (a_id == mid__42)) begin
            mk = (mk & ~(1 << (42)) | ((1'b1) << (42)));
        end
        if (st_r__q & (id_r__q == mid__43)) begin
            mk = (mk & ~(1 << (43)) | ((1'b0) << (43)));
        end
        if (a_set & (a_id == mid__43)) begin
            mk = (mk & ~(1 << (43)) | ((1'b1) << (43)));
        end
        if (st_r__q & (id_r__q == mid__44)) begin
            mk = (mk & ~(1 << (44)) | ((1'b0) << (44)));
        end
        if (a_set & (a_id == mid__44)) begin
            mk = (mk & ~(1 << (44)) | ((1'b1) << (44)));
        end
        if (st_r__q & (id_r__q == mid__45)) begin
            mk = (mk & ~(1 << (45)) | ((1'b0) << (45)));
        end
        if (a_set & (a_id == mid__45)) begin
            mk = (mk & ~(1 << (45)) | ((1'b1) << (45)));
        end
        if (st_r__q & (id_r__q == mid__46)) begin
            mk = (mk & ~(1 << (46)) | ((1'b0) << (46)));
        end
        if (a_set & (a_id == mid__46)) begin
            mk = (mk & ~(1 << (46)) | ((1'b1) << (46)));
        end
        if (st_r__q & (id_r__q == mid__47)) begin
            mk = (mk & ~(1 << (47)) | ((1'b0) << (47)));
        end
        if (a_set & (a_id == mid__47)) begin
            mk = (mk & ~(1 << (47)) | ((1'b1) << (47)));
        end
        if (st_r__q & (id_r__q == mid__48)) begin
            mk = (mk & ~(1 << (48)) | ((1'b0) << (48)));
        end
        if (a_set & (a_id == mid__48)) begin
            mk = (mk & ~(1 << (48)) | ((1'b1) << (48)));
        end
        if (st_r__q & (id_r__q == mid__49)) begin
            mk = (mk & ~(1 << (49)) | ((1'b0) << (49)));
        end
        if (a_set & (a_id == mid__49)) begin
            mk = (mk & ~(1 << (49)) | ((1'b1) << (49)));
        end
        if (st_r__q & (id_r__q == mid__50)) begin
            mk = (mk & ~(1 << (50)) | ((1'b0) << (50)));
        end
        if (a_set & (a_id == mid__50)) begin
            mk = (mk & ~(1 << (50)) | ((1'b1) << (50)));
        end
        if (st_r__q & (id_r__q == mid__51)) begin
            mk = (mk & ~(1 << (51)) | ((1'b0) << (51)));
        end
        if (a_set & (a_id == mid__51)) begin
            mk = (mk & ~(1 << (51)) | ((1'b1) << (51)));
        end
        if (st_r__q & (id_r__q == mid__52)) begin
            mk = (mk & ~(1 << (52)) | ((1'b0) << (52)));
        end
        if (a_set & (a_id == mid__52)) begin
            mk = (mk & ~(1 << (52)) | ((1'b1) << (52)));
        end
        if (st_r__q & (id_r__q == mid__53)) begin
            mk = (mk & ~(1 << (53)) | ((1'b0) << (53)));
        end
        if (a_set & (a_id == mid__53)) begin
            mk = (mk & ~(1 << (53)) | ((1'b1) << (53)));
        end
        if (st_r__q & (id_r__q == mid__54)) begin
            mk = (mk & ~(1 << (54)) | ((1'b0) << (54)));
        end
        if (a_set & (a_id == mid__54)) begin
            mk = (mk & ~(1 << (54)) | ((1'b1) << (54)));
        end
        if (st_r__q & (id_r__q == mid__55)) begin
            mk = (mk & ~(1 << (55)) | ((1'b0) << (55)));
        end
        if (a_set & (a_id == mid__55)) begin
            mk = (mk & ~(1 << (55)) | ((1'b1) << (55)));
        end
        if (st_r__q & (id_r__q == mid__56)) begin
            mk = (mk & ~(1 << (56)) | ((1'b0) << (56)));
        end
        if (a_set & (a_id == mid__56)) begin
            mk = (mk & ~(1 << (56)) | ((1'b1) << (56)));
        end
        if (st_r__q & (id_r__q == mid__57)) begin
            mk = (mk & ~(1 << (57)) | ((1'b0) << (57)));
        end
        if (a_set & (a_id == mid__57)) begin
            mk = (mk & ~(1 << (57)) | ((1'b1) << (57)));
        end
        if (st_r__q & (id_r__q == mid__58)) begin
            mk = (mk & ~(1 << (58)) | ((1'b0) << (58)));
        end
        if (a_set & (a_id == mid__58)) begin
            mk = (mk & ~(1 << (58)) | ((1'b1) << (58)));
        end
        if (st_r__q & (id_r__q == mid__59)) begin
            mk = (mk & ~(1 << (59)) | ((1'b0) << (59)));
        end
        if (a_set & (a_id == mid__59)) begin
            mk = (mk & ~(1 << (59)) | ((1'b1) << (59)));
        end
        if (st_r__q & (id_r__q == mid__60)) begin
            mk = (mk & ~(1 << (60)) | ((1'b0) << (60)));
        end
        if (a_set & (a_id == mid__60)) begin
            mk = (mk & ~(1 << (60)) | ((1'b1) << (60)));
        end
        if (st_r__q & (id_r__q == mid__61)) begin
            mk = (mk & ~(1 << (61)) | ((1'b0) << (61)));
        end
        if (a_set & (a_id == mid__61)) begin
            mk = (mk & ~(1 << (61)) | ((1'b1) << (61)));
        end
        if (st_r__q & (id_r__q == mid__62)) begin
            mk = (mk & ~(1 << (62)) | ((1'b0) << (62)));
        end
        if (a_set & (a_id == mid__62)) begin
            mk = (mk & ~(1 << (62)) | ((1'b1) << (62)));
        end
        if (st_r__q & (id_r__q == mid__63)) begin
            mk = (mk & ~(1 << (63)) | ((1'b0) << (63)));
        end
        if (a_set & (a_id == mid__63)) begin
            mk = (mk & ~(1 << (63)) | ((1'b1) << (63)));
        end
        marks__d = mk;
        up_q__d = marks__q[ins_id];
        ab_v__d = a_set;
        ab_id__d = a_id;
        ins_up = up_q__q | (ab_v__q & (ab_id__q == s1_id));
        if (reset) begin
            out__d = 32'h0;
            o_v__d = 1'b0;
            k_v__d = 1'b0;
            st_r__d = 1'b0;
        end
    end
    
endmodule // roce_mkey_cache__mt

module roce_mkey_cache__mt__freeq(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
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
    roce_mkey_cache__mt__freeq__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_mkey_cache__dff_w7 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_mkey_cache__dff_w7 rd_ptr(
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
    
endmodule // roce_mkey_cache__mt__freeq

module roce_mkey_cache__mt__freeq__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_mkey_cache__mt__freeq__ram

module roce_mkey_cache__mt__info_r(d,q,clock);
    
    // Module arguments
    input wire  [30:0] d;
    output reg  [30:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 31'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_mkey_cache__mt__info_r

module roce_mkey_cache__mt__info_ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [30:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [30:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[30:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__mt__info_ram

module roce_mkey_cache__os(src,old,rmask,ins_id,ins_index,rq_head,cmd_op,cmd_index,cmd_data,fa_slot,lk_valid,lk_index,lk_tag,up_valid,up_index,up_data,pf_index,rec,rec_set,mid,inr,rd_set);
    
    // Module arguments
    input wire  [2:0] src;
    input wire  old;
    input wire  [23:0] rmask;
    input wire  [5:0] ins_id;
    input wire  [23:0] ins_index;
    input wire  [1058:0] rq_head;
    input wire  [2:0] cmd_op;
    input wire  [23:0] cmd_index;
    input wire  [1023:0] cmd_data;
    input wire  [9:0] fa_slot;
    input wire  lk_valid;
    input wire  [23:0] lk_index;
    input wire  [7:0] lk_tag;
    input wire  up_valid;
    input wire  [23:0] up_index;
    input wire  [1023:0] up_data;
    input wire  [23:0] pf_index;
    output reg  [1058:0] rec;
    output reg  [7:0] rec_set;
    output reg  [5:0] mid;
    output reg  inr;
    output reg  [7:0] rd_set;
    
    // Enums
    localparam PickSrc__Install = 1;
    localparam PickSrc__Replay = 2;
    localparam PickSrc__Command = 3;
    localparam PickSrc__FlushAll = 4;
    localparam PickSrc__Lookup = 5;
    localparam PickSrc__Update = 6;
    localparam PickSrc__Prefetch = 7;
    
    // Local signals
    reg  [7:0] old_set;
    reg  [23:0] index;
    reg  [23:0] h_index;
    
    // Update code
    always @(*) begin
        rec[(64'h420)+:(3)] = 32'h0;
        index = 32'h0;
        rec[(64'h418)+:(8)] = 32'h0;
        rec[(64'h0)+:(1024)] = 32'h0;
        h_index = rq_head[(64'h400)+:(24)];
        inr = 1'b1;
        mid = 32'h0;
        old_set = 32'h0;
        case (src)
            PickSrc__Install:
                begin
                    mid = ins_id;
                    index = ins_index;
                    inr = (ins_index & rmask) == 32'h0;
                    old_set = ins_index[(32'h0)+:(8)];
                end
            PickSrc__Replay:
                begin
                    rec = rq_head;
                    index = h_index;
                    inr = (h_index & rmask) == 32'h0;
                    old_set = h_index[(32'h0)+:(8)];
                end
            PickSrc__Command:
                begin
                    rec[(64'h420)+:(3)] = cmd_op;
                    index = cmd_index;
                    rec[(64'h0)+:(1024)] = cmd_data;
                    inr = (cmd_index & rmask) == 32'h0;
                    old_set = cmd_index[(32'h0)+:(8)];
                end
            PickSrc__FlushAll:
                begin
                    rec[(64'h420)+:(3)] = 32'h7;
                    index = ((fa_slot[(32'h0)+:(8)]) & 24'hffffff);
                    rec[(64'h418)+:(8)] = ((fa_slot[(32'h8)+:(2)]) & 8'hff);
                    inr = (((fa_slot[(32'h0)+:(8)]) & 24'hffffff) & rmask) == 32'h0;
                    old_set = fa_slot[(32'h0)+:(8)];
                end
            PickSrc__Lookup:
                begin
                    index = lk_index;
                    rec[(64'h418)+:(8)] = lk_tag;
                    rec[(64'h0)+:(1024)] = up_data;
                    inr = (lk_index & rmask) == 32'h0;
                end
            PickSrc__Update:
                begin
                    rec[(64'h420)+:(3)] = 32'h6;
                    index = up_index;
                    rec[(64'h0)+:(1024)] = up_data;
                    inr = (up_index & rmask) == 32'h0;
                end
            PickSrc__Prefetch:
                begin
                    index = pf_index;
                    rec[(64'h0)+:(1024)] = up_data;
                    inr = (pf_index & rmask) == 32'h0;
                end
            default:
                begin
                end
        endcase
        rec[(64'h400)+:(24)] = index;
        rec_set = index[(32'h0)+:(8)];
        rd_set = pf_index[(32'h0)+:(8)];
        if (up_valid) begin
            rd_set = up_index[(32'h0)+:(8)];
        end
        if (lk_valid) begin
            rd_set = lk_index[(32'h0)+:(8)];
        end
        if (old) begin
            rd_set = old_set;
        end
    end
    
endmodule // roce_mkey_cache__os

module roce_mkey_cache__pick(init,ins_valid,room_replay,room_new,rq_valid,rq_empty,rq_below_limit,hold,free_any,s1_replay,idle,cmd_valid,cmd_flush_all,c_active,fa_active,fa_phase,lk_valid,up_valid,pf_valid,same_set,lk_stall,up_stall,src,valid,fill,replay,pf,old,pq,dual,ins_take,lk_ready,up_ready,pf_ready,cmd_ready,fa_start,fa_turn,fa_take);
    
    // Module arguments
    input wire  init;
    input wire  ins_valid;
    input wire  room_replay;
    input wire  room_new;
    input wire  rq_valid;
    input wire  rq_empty;
    input wire  rq_below_limit;
    input wire  hold;
    input wire  free_any;
    input wire  s1_replay;
    input wire  idle;
    input wire  cmd_valid;
    input wire  cmd_flush_all;
    input wire  c_active;
    input wire  fa_active;
    input wire  fa_phase;
    input wire  lk_valid;
    input wire  up_valid;
    input wire  pf_valid;
    input wire  same_set;
    input wire  lk_stall;
    input wire  up_stall;
    output reg  [2:0] src;
    output reg  valid;
    output reg  fill;
    output reg  replay;
    output reg  pf;
    output reg  old;
    output reg  [1:0] pq;
    output reg  dual;
    output reg  ins_take;
    output reg  lk_ready;
    output reg  up_ready;
    output reg  pf_ready;
    output reg  cmd_ready;
    output reg  fa_start;
    output reg  fa_turn;
    output reg  fa_take;
    
    // Enums
    localparam PickSrc__Idle = 0;
    localparam PickSrc__Install = 1;
    localparam PickSrc__Replay = 2;
    localparam PickSrc__Command = 3;
    localparam PickSrc__FlushAll = 4;
    localparam PickSrc__Lookup = 5;
    localparam PickSrc__Update = 6;
    localparam PickSrc__Prefetch = 7;
    
    // Local signals
    reg  accept;
    reg  lk_first;
    
    // Update code
    always @(*) begin
        accept = ~c_active & ~fa_active & ~cmd_valid & rq_below_limit & room_new;
        lk_first = lk_valid & ~(up_valid & same_set);
        src = PickSrc__Idle;
        valid = 1'b0;
        fill = 1'b0;
        replay = 1'b0;
        pf = 1'b0;
        old = 1'b0;
        pq = 32'h0;
        dual = 1'b0;
        ins_take = 1'b0;
        lk_ready = 1'b0;
        up_ready = 1'b0;
        pf_ready = 1'b0;
        cmd_ready = 1'b0;
        fa_start = 1'b0;
        fa_turn = 1'b0;
        fa_take = 1'b0;
        if (init) begin
        end
        else if (ins_valid & room_replay) begin
            src = PickSrc__Install;
            valid = 1'b1;
            fill = 1'b1;
            old = 1'b1;
            ins_take = 1'b1;
        end
        else if (rq_valid & ~hold & free_any & ~s1_replay & room_replay) begin
            src = PickSrc__Replay;
            valid = 1'b1;
            replay = 1'b1;
            old = 1'b1;
        end
        else if (cmd_valid & ~c_active & ~fa_active & idle & rq_empty) begin
            cmd_ready = 1'b1;
            if (cmd_flush_all) begin
                fa_start = 1'b1;
            end
            else begin
                src = PickSrc__Command;
                valid = 1'b1;
                old = 1'b1;
            end
        end
        else if (fa_active) begin
            fa_turn = 1'b1;
            if (~fa_phase & idle) begin
                src = PickSrc__FlushAll;
                valid = 1'b1;
                old = 1'b1;
                fa_take = 1'b1;
            end
        end
        else begin
            if (lk_first) begin
                src = PickSrc__Lookup;
                pq = 32'h1;
            end
            else if (up_valid) begin
                src = PickSrc__Update;
                pq = 32'h2;
            end
            else begin
                src = PickSrc__Prefetch;
                pq = 32'h3;
            end
            if (up_valid) begin
                if (accept & ~up_stall) begin
                    up_ready = 1'b1;
                    if (lk_valid & ~same_set) begin
                        dual = 1'b1;
                        if (~lk_stall) begin
                            lk_ready = 1'b1;
                            valid = 1'b1;
                        end
                    end
                    else begin
                        valid = 1'b1;
                    end
                end
            end
            else if (lk_valid) begin
                if (accept & ~lk_stall) begin
                    lk_ready = 1'b1;
                    valid = 1'b1;
                end
            end
            else if (pf_valid & accept) begin
                pf_ready = 1'b1;
                valid = 1'b1;
                pf = 1'b1;
            end
        end
    end
    
endmodule // roce_mkey_cache__pick

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

module roce_mkey_cache__rq(clock,reset,p1_valid,p1_rec,p1_set,p2_valid,p2_rec,p2_set,pop,head_valid,head,lk_set,lk_parked,up_set,up_parked,pf_set,pf_parked,count,fill,lk_key,lk_last,up_key,up_last);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  p1_valid;
    input wire  [1058:0] p1_rec;
    input wire  [7:0] p1_set;
    input wire  p2_valid;
    input wire  [1058:0] p2_rec;
    input wire  [7:0] p2_set;
    input wire  pop;
    output reg  head_valid;
    output reg  [1058:0] head;
    input wire  [7:0] lk_set;
    output reg  lk_parked;
    input wire  [7:0] up_set;
    output reg  up_parked;
    input wire  [7:0] pf_set;
    output reg  pf_parked;
    output reg  [5:0] count;
    output reg  [5:0] fill;
    input wire  [15:0] lk_key;
    output reg  lk_last;
    input wire  [15:0] up_key;
    output reg  up_last;
    
    // Constant declarations
    localparam  pqc__0 = 5'b0;
    localparam  pqc__1 = 5'b1;
    localparam  pqc__2 = 5'b10;
    localparam  pqc__3 = 5'b11;
    localparam  pqc__4 = 5'b100;
    localparam  pqc__5 = 5'b101;
    localparam  pqc__6 = 5'b110;
    localparam  pqc__7 = 5'b111;
    localparam  pqc__8 = 5'b1000;
    localparam  pqc__9 = 5'b1001;
    localparam  pqc__10 = 5'b1010;
    localparam  pqc__11 = 5'b1011;
    localparam  pqc__12 = 5'b1100;
    localparam  pqc__13 = 5'b1101;
    localparam  pqc__14 = 5'b1110;
    localparam  pqc__15 = 5'b1111;
    localparam  pqc__16 = 5'b10000;
    localparam  pqc__17 = 5'b10001;
    localparam  pqc__18 = 5'b10010;
    localparam  pqc__19 = 5'b10011;
    localparam  pqc__20 = 5'b10100;
    localparam  pqc__21 = 5'b10101;
    localparam  pqc__22 = 5'b10110;
    localparam  pqc__23 = 5'b10111;
    localparam  pqc__24 = 5'b11000;
    localparam  pqc__25 = 5'b11001;
    localparam  pqc__26 = 5'b11010;
    localparam  pqc__27 = 5'b11011;
    localparam  pqc__28 = 5'b11100;
    localparam  pqc__29 = 5'b11101;
    localparam  pqc__30 = 5'b11110;
    localparam  pqc__31 = 5'b11111;
    
    // Stub signals
    wire  qb0__clock;
    wire  qb0__reset;
    reg  qb0__wr_en;
    reg  [1058:0] qb0__wr_data;
    wire  qb0__rd_valid;
    wire  [1058:0] qb0__rd_data;
    reg  qb0__rd_en;
    wire  [4:0] qb0__fill;
    reg  qb0__replace;
    wire  qb1__clock;
    wire  qb1__reset;
    reg  qb1__wr_en;
    reg  [1058:0] qb1__wr_data;
    wire  qb1__rd_valid;
    wire  [1058:0] qb1__rd_data;
    reg  qb1__rd_en;
    wire  [4:0] qb1__fill;
    reg  qb1__replace;
    reg  pqv__0__d;
    wire  pqv__0__q;
    wire  pqv__0__clock;
    reg  pqv__1__d;
    wire  pqv__1__q;
    wire  pqv__1__clock;
    reg  pqv__2__d;
    wire  pqv__2__q;
    wire  pqv__2__clock;
    reg  pqv__3__d;
    wire  pqv__3__q;
    wire  pqv__3__clock;
    reg  pqv__4__d;
    wire  pqv__4__q;
    wire  pqv__4__clock;
    reg  pqv__5__d;
    wire  pqv__5__q;
    wire  pqv__5__clock;
    reg  pqv__6__d;
    wire  pqv__6__q;
    wire  pqv__6__clock;
    reg  pqv__7__d;
    wire  pqv__7__q;
    wire  pqv__7__clock;
    reg  pqv__8__d;
    wire  pqv__8__q;
    wire  pqv__8__clock;
    reg  pqv__9__d;
    wire  pqv__9__q;
    wire  pqv__9__clock;
    reg  pqv__10__d;
    wire  pqv__10__q;
    wire  pqv__10__clock;
    reg  pqv__11__d;
    wire  pqv__11__q;
    wire  pqv__11__clock;
    reg  pqv__12__d;
    wire  pqv__12__q;
    wire  pqv__12__clock;
    reg  pqv__13__d;
    wire  pqv__13__q;
    wire  pqv__13__clock;
    reg  pqv__14__d;
    wire  pqv__14__q;
    wire  pqv__14__clock;
    reg  pqv__15__d;
    wire  pqv__15__q;
    wire  pqv__15__clock;
    reg  pqv__16__d;
    wire  pqv__16__q;
    wire  pqv__16__clock;
    reg  pqv__17__d;
    wire  pqv__17__q;
    wire  pqv__17__clock;
    reg  pqv__18__d;
    wire  pqv__18__q;
    wire  pqv__18__clock;
    reg  pqv__19__d;
    wire  pqv__19__q;
    wire  pqv__19__clock;
    reg  pqv__20__d;
    wire  pqv__20__q;
    wire  pqv__20__clock;
    reg  pqv__21__d;
    wire  pqv__21__q;
    wire  pqv__21__clock;
    reg  pqv__22__d;
    wire  pqv__22__q;
    wire  pqv__22__clock;
    reg  pqv__23__d;
    wire  pqv__23__q;
    wire  pqv__23__clock;
    reg  pqv__24__d;
    wire  pqv__24__q;
    wire  pqv__24__clock;
    reg  pqv__25__d;
    wire  pqv__25__q;
    wire  pqv__25__clock;
    reg  pqv__26__d;
    wire  pqv__26__q;
    wire  pqv__26__clock;
    reg  pqv__27__d;
    wire  pqv__27__q;
    wire  pqv__27__clock;
    reg  pqv__28__d;
    wire  pqv__28__q;
    wire  pqv__28__clock;
    reg  pqv__29__d;
    wire  pqv__29__q;
    wire  pqv__29__clock;
    reg  pqv__30__d;
    wire  pqv__30__q;
    wire  pqv__30__clock;
    reg  pqv__31__d;
    wire  pqv__31__q;
    wire  pqv__31__clock;
    reg  [7:0] pqs__0__d;
    wire  [7:0] pqs__0__q;
    wire  pqs__0__clock;
    reg  [7:0] pqs__1__d;
    wire  [7:0] pqs__1__q;
    wire  pqs__1__clock;
    reg  [7:0] pqs__2__d;
    wire  [7:0] pqs__2__q;
    wire  pqs__2__clock;
    reg  [7:0] pqs__3__d;
    wire  [7:0] pqs__3__q;
    wire  pqs__3__clock;
    reg  [7:0] pqs__4__d;
    wire  [7:0] pqs__4__q;
    wire  pqs__4__clock;
    reg  [7:0] pqs__5__d;
    wire  [7:0] pqs__5__q;
    wire  pqs__5__clock;
    reg  [7:0] pqs__6__d;
    wire  [7:0] pqs__6__q;
    wire  pqs__6__clock;
    reg  [7:0] pqs__7__d;
    wire  [7:0] pqs__7__q;
    wire  pqs__7__clock;
    reg  [7:0] pqs__8__d;
    wire  [7:0] pqs__8__q;
    wire  pqs__8__clock;
    reg  [7:0] pqs__9__d;
    wire  [7:0] pqs__9__q;
    wire  pqs__9__clock;
    reg  [7:0] pqs__10__d;
    wire  [7:0] pqs__10__q;
    wire  pqs__10__clock;
    reg  [7:0] pqs__11__d;
    wire  [7:0] pqs__11__q;
    wire  pqs__11__clock;
    reg  [7:0] pqs__12__d;
    wire  [7:0] pqs__12__q;
    wire  pqs__12__clock;
    reg  [7:0] pqs__13__d;
    wire  [7:0] pqs__13__q;
    wire  pqs__13__clock;
    reg  [7:0] pqs__14__d;
    wire  [7:0] pqs__14__q;
    wire  pqs__14__clock;
    reg  [7:0] pqs__15__d;
    wire  [7:0] pqs__15__q;
    wire  pqs__15__clock;
    reg  [7:0] pqs__16__d;
    wire  [7:0] pqs__16__q;
    wire  pqs__16__clock;
    reg  [7:0] pqs__17__d;
    wire  [7:0] pqs__17__q;
    wire  pqs__17__clock;
    reg  [7:0] pqs__18__d;
    wire  [7:0] pqs__18__q;
    wire  pqs__18__clock;
    reg  [7:0] pqs__19__d;
    wire  [7:0] pqs__19__q;
    wire  pqs__19__clock;
    reg  [7:0] pqs__20__d;
    wire  [7:0] pqs__20__q;
    wire  pqs__20__clock;
    reg  [7:0] pqs__21__d;
    wire  [7:0] pqs__21__q;
    wire  pqs__21__clock;
    reg  [7:0] pqs__22__d;
    wire  [7:0] pqs__22__q;
    wire  pqs__22__clock;
    reg  [7:0] pqs__23__d;
    wire  [7:0] pqs__23__q;
    wire  pqs__23__clock;
    reg  [7:0] pqs__24__d;
    wire  [7:0] pqs__24__q;
    wire  pqs__24__clock;
    reg  [7:0] pqs__25__d;
    wire  [7:0] pqs__25__q;
    wire  pqs__25__clock;
    reg  [7:0] pqs__26__d;
    wire  [7:0] pqs__26__q;
    wire  pqs__26__clock;
    reg  [7:0] pqs__27__d;
    wire  [7:0] pqs__27__q;
    wire  pqs__27__clock;
    reg  [7:0] pqs__28__d;
    wire  [7:0] pqs__28__q;
    wire  pqs__28__clock;
    reg  [7:0] pqs__29__d;
    wire  [7:0] pqs__29__q;
    wire  pqs__29__clock;
    reg  [7:0] pqs__30__d;
    wire  [7:0] pqs__30__q;
    wire  pqs__30__clock;
    reg  [7:0] pqs__31__d;
    wire  [7:0] pqs__31__q;
    wire  pqs__31__clock;
    reg  [4:0] pq_head__d;
    wire  [4:0] pq_head__q;
    wire  pq_head__clock;
    reg  [4:0] pq_tail__d;
    wire  [4:0] pq_tail__q;
    wire  pq_tail__clock;
    reg  [5:0] q_count__d;
    wire  [5:0] q_count__q;
    wire  q_count__clock;
    reg  lp_valid__d;
    wire  lp_valid__q;
    wire  lp_valid__clock;
    reg  [15:0] lp_index__d;
    wire  [15:0] lp_index__q;
    wire  lp_index__clock;
    
    // Local signals
    reg  hb;
    reg  [15:0] p1_key;
    reg  [15:0] p2_key;
    
    // Sub module instances
    roce_mkey_cache__rq__qb0 qb0(
        .clock(qb0__clock),
        .reset(qb0__reset),
        .wr_en(qb0__wr_en),
        .wr_data(qb0__wr_data),
        .rd_valid(qb0__rd_valid),
        .rd_data(qb0__rd_data),
        .rd_en(qb0__rd_en),
        .fill(qb0__fill),
        .replace(qb0__replace)
    );
    roce_mkey_cache__rq__qb0 qb1(
        .clock(qb1__clock),
        .reset(qb1__reset),
        .wr_en(qb1__wr_en),
        .wr_data(qb1__wr_data),
        .rd_valid(qb1__rd_valid),
        .rd_data(qb1__rd_data),
        .rd_en(qb1__rd_en),
        .fill(qb1__fill),
        .replace(qb1__replace)
    );
    roce_mkey_cache__dff_w1 pqv__0(
        .d(pqv__0__d),
        .q(pqv__0__q),
        .clock(pqv__0__clock)
    );
    roce_mkey_cache__dff_w1 pqv__1(
        .d(pqv__1__d),
        .q(pqv__1__q),
        .clock(pqv__1__clock)
    );
    roce_mkey_cache__dff_w1 pqv__2(
        .d(pqv__2__d),
        .q(pqv__2__q),
        .clock(pqv__2__clock)
    );
    roce_mkey_cache__dff_w1 pqv__3(
        .d(pqv__3__d),
        .q(pqv__3__q),
        .clock(pqv__3__clock)
    );
    roce_mkey_cache__dff_w1 pqv__4(
        .d(pqv__4__d),
        .q(pqv__4__q),
        .clock(pqv__4__clock)
    );
    roce_mkey_cache__dff_w1 pqv__5(
        .d(pqv__5__d),
        .q(pqv__5__q),
        .clock(pqv__5__clock)
    );
    roce_mkey_cache__dff_w1 pqv__6(
        .d(pqv__6__d),
        .q(pqv__6__q),
        .clock(pqv__6__clock)
    );
    roce_mkey_cache__dff_w1 pqv__7(
        .d(pqv__7__d),
        .q(pqv__7__q),
        .clock(pqv__7__clock)
    );
    roce_mkey_cache__dff_w1 pqv__8(
        .d(pqv__8__d),
        .q(pqv__8__q),
        .clock(pqv__8__clock)
    );
    roce_mkey_cache__dff_w1 pqv__9(
        .d(pqv__9__d),
        .q(pqv__9__q),
        .clock(pqv__9__clock)
    );
    roce_mkey_cache__dff_w1 pqv__10(
        .d(pqv__10__d),
        .q(pqv__10__q),
        .clock(pqv__10__clock)
    );
    roce_mkey_cache__dff_w1 pqv__11(
        .d(pqv__11__d),
        .q(pqv__11__q),
        .clock(pqv__11__clock)
    );
    roce_mkey_cache__dff_w1 pqv__12(
        .d(pqv__12__d),
        .q(pqv__12__q),
        .clock(pqv__12__clock)
    );
    roce_mkey_cache__dff_w1 pqv__13(
        .d(pqv__13__d),
        .q(pqv__13__q),
        .clock(pqv__13__clock)
    );
    roce_mkey_cache__dff_w1 pqv__14(
        .d(pqv__14__d),
        .q(pqv__14__q),
        .clock(pqv__14__clock)
    );
    roce_mkey_cache__dff_w1 pqv__15(
        .d(pqv__15__d),
        .q(pqv__15__q),
        .clock(pqv__15__clock)
    );
    roce_mkey_cache__dff_w1 pqv__16(
        .d(pqv__16__d),
        .q(pqv__16__q),
        .clock(pqv__16__clock)
    );
    roce_mkey_cache__dff_w1 pqv__17(
        .d(pqv__17__d),
        .q(pqv__17__q),
        .clock(pqv__17__clock)
    );
    roce_mkey_cache__dff_w1 pqv__18(
        .d(pqv__18__d),
        .q(pqv__18__q),
        .clock(pqv__18__clock)
    );
    roce_mkey_cache__dff_w1 pqv__19(
        .d(pqv__19__d),
        .q(pqv__19__q),
        .clock(pqv__19__clock)
    );
    roce_mkey_cache__dff_w1 pqv__20(
        .d(pqv__20__d),
        .q(pqv__20__q),
        .clock(pqv__20__clock)
    );
    roce_mkey_cache__dff_w1 pqv__21(
        .d(pqv__21__d),
        .q(pqv__21__q),
        .clock(pqv__21__clock)
    );
    roce_mkey_cache__dff_w1 pqv__22(
        .d(pqv__22__d),
        .q(pqv__22__q),
        .clock(pqv__22__clock)
    );
    roce_mkey_cache__dff_w1 pqv__23(
        .d(pqv__23__d),
        .q(pqv__23__q),
        .clock(pqv__23__clock)
    );
    roce_mkey_cache__dff_w1 pqv__24(
        .d(pqv__24__d),
        .q(pqv__24__q),
        .clock(pqv__24__clock)
    );
    roce_mkey_cache__dff_w1 pqv__25(
        .d(pqv__25__d),
        .q(pqv__25__q),
        .clock(pqv__25__clock)
    );
    roce_mkey_cache__dff_w1 pqv__26(
        .d(pqv__26__d),
        .q(pqv__26__q),
        .clock(pqv__26__clock)
    );
    roce_mkey_cache__dff_w1 pqv__27(
        .d(pqv__27__d),
        .q(pqv__27__q),
        .clock(pqv__27__clock)
    );
    roce_mkey_cache__dff_w1 pqv__28(
        .d(pqv__28__d),
        .q(pqv__28__q),
        .clock(pqv__28__clock)
    );
    roce_mkey_cache__dff_w1 pqv__29(
        .d(pqv__29__d),
        .q(pqv__29__q),
        .clock(pqv__29__clock)
    );
    roce_mkey_cache__dff_w1 pqv__30(
        .d(pqv__30__d),
        .q(pqv__30__q),
        .clock(pqv__30__clock)
    );
    roce_mkey_cache__dff_w1 pqv__31(
        .d(pqv__31__d),
        .q(pqv__31__q),
        .clock(pqv__31__clock)
    );
    roce_mkey_cache__dff_w8 pqs__0(
        .d(pqs__0__d),
        .q(pqs__0__q),
        .clock(pqs__0__clock)
    );
    roce_mkey_cache__dff_w8 pqs__1(
        .d(pqs__1__d),
        .q(pqs__1__q),
        .clock(pqs__1__clock)
    );
    roce_mkey_cache__dff_w8 pqs__2(
        .d(pqs__2__d),
        .q(pqs__2__q),
        .clock(pqs__2__clock)
    );
    roce_mkey_cache__dff_w8 pqs__3(
        .d(pqs__3__d),
        .q(pqs__3__q),
        .clock(pqs__3__clock)
    );
    roce_mkey_cache__dff_w8 pqs__4(
        .d(pqs__4__d),
        .q(pqs__4__q),
        .clock(pqs__4__clock)
    );
    roce_mkey_cache__dff_w8 pqs__5(
        .d(pqs__5__d),
        .q(pqs__5__q),
        .clock(pqs__5__clock)
    );
    roce_mkey_cache__dff_w8 pqs__6(
        .d(pqs__6__d),
        .q(pqs__6__q),
        .clock(pqs__6__clock)
    );
    roce_mkey_cache__dff_w8 pqs__7(
        .d(pqs__7__d),
        .q(pqs__7__q),
        .clock(pqs__7__clock)
    );
    roce_mkey_cache__dff_w8 pqs__8(
        .d(pqs__8__d),
        .q(pqs__8__q),
        .clock(pqs__8__clock)
    );
    roce_mkey_cache__dff_w8 pqs__9(
        .d(pqs__9__d),
        .q(pqs__9__q),
        .clock(pqs__9__clock)
    );
    roce_mkey_cache__dff_w8 pqs__10(
        .d(pqs__10__d),
        .q(pqs__10__q),
        .clock(pqs__10__clock)
    );
    roce_mkey_cache__dff_w8 pqs__11(
        .d(pqs__11__d),
        .q(pqs__11__q),
        .clock(pqs__11__clock)
    );
    roce_mkey_cache__dff_w8 pqs__12(
        .d(pqs__12__d),
        .q(pqs__12__q),
        .clock(pqs__12__clock)
    );
    roce_mkey_cache__dff_w8 pqs__13(
        .d(pqs__13__d),
        .q(pqs__13__q),
        .clock(pqs__13__clock)
    );
    roce_mkey_cache__dff_w8 pqs__14(
        .d(pqs__14__d),
        .q(pqs__14__q),
        .clock(pqs__14__clock)
    );
    roce_mkey_cache__dff_w8 pqs__15(
        .d(pqs__15__d),
        .q(pqs__15__q),
        .clock(pqs__15__clock)
    );
    roce_mkey_cache__dff_w8 pqs__16(
        .d(pqs__16__d),
        .q(pqs__16__q),
        .clock(pqs__16__clock)
    );
    roce_mkey_cache__dff_w8 pqs__17(
        .d(pqs__17__d),
        .q(pqs__17__q),
        .clock(pqs__17__clock)
    );
    roce_mkey_cache__dff_w8 pqs__18(
        .d(pqs__18__d),
        .q(pqs__18__q),
        .clock(pqs__18__clock)
    );
    roce_mkey_cache__dff_w8 pqs__19(
        .d(pqs__19__d),
        .q(pqs__19__q),
        .clock(pqs__19__clock)
    );
    roce_mkey_cache__dff_w8 pqs__20(
        .d(pqs__20__d),
        .q(pqs__20__q),
        .clock(pqs__20__clock)
    );
    roce_mkey_cache__dff_w8 pqs__21(
        .d(pqs__21__d),
        .q(pqs__21__q),
        .clock(pqs__21__clock)
    );
    roce_mkey_cache__dff_w8 pqs__22(
        .d(pqs__22__d),
        .q(pqs__22__q),
        .clock(pqs__22__clock)
    );
    roce_mkey_cache__dff_w8 pqs__23(
        .d(pqs__23__d),
        .q(pqs__23__q),
        .clock(pqs__23__clock)
    );
    roce_mkey_cache__dff_w8 pqs__24(
        .d(pqs__24__d),
        .q(pqs__24__q),
        .clock(pqs__24__clock)
    );
    roce_mkey_cache__dff_w8 pqs__25(
        .d(pqs__25__d),
        .q(pqs__25__q),
        .clock(pqs__25__clock)
    );
    roce_mkey_cache__dff_w8 pqs__26(
        .d(pqs__26__d),
        .q(pqs__26__q),
        .clock(pqs__26__clock)
    );
    roce_mkey_cache__dff_w8 pqs__27(
        .d(pqs__27__d),
        .q(pqs__27__q),
        .clock(pqs__27__clock)
    );
    roce_mkey_cache__dff_w8 pqs__28(
        .d(pqs__28__d),
        .q(pqs__28__q),
        .clock(pqs__28__clock)
    );
    roce_mkey_cache__dff_w8 pqs__29(
        .d(pqs__29__d),
        .q(pqs__29__q),
        .clock(pqs__29__clock)
    );
    roce_mkey_cache__dff_w8 pqs__30(
        .d(pqs__30__d),
        .q(pqs__30__q),
        .clock(pqs__30__clock)
    );
    roce_mkey_cache__dff_w8 pqs__31(
        .d(pqs__31__d),
        .q(pqs__31__q),
        .clock(pqs__31__clock)
    );
    roce_mkey_cache__dff_w5 pq_head(
        .d(pq_head__d),
        .q(pq_head__q),
        .clock(pq_head__clock)
    );
    roce_mkey_cache__dff_w5 pq_tail(
        .d(pq_tail__d),
        .q(pq_tail__q),
        .clock(pq_tail__clock)
    );
    roce_mkey_cache__dff_w6 q_count(
        .d(q_count__d),
        .q(q_count__q),
        .clock(q_count__clock)
    );
    roce_mkey_cache__dff_w1 lp_valid(
        .d(lp_valid__d),
        .q(lp_valid__q),
        .clock(lp_valid__clock)
    );
    roce_mkey_cache__rq__lp_index lp_index(
        .d(lp_index__d),
        .q(lp_index__q),
        .clock(lp_index__clock)
    );
    
    assign pq_head__clock = clock;
    assign pq_tail__clock = clock;
    assign q_count__clock = clock;
    assign lp_valid__clock = clock;
    assign lp_index__clock = clock;
    assign qb0__clock = clock;
    assign qb1__clock = clock;
    assign qb0__reset = reset;
    assign qb1__reset = reset;
    assign pqv__0__clock = clock;
    assign pqs__0__clock = clock;
    assign pqv__1__clock = clock;
    assign pqs__1__clock = clock;
    assign pqv__2__clock = clock;
    assign pqs__2__clock = clock;
    assign pqv__3__clock = clock;
    assign pqs__3__clock = clock;
    assign pqv__4__clock = clock;
    assign pqs__4__clock = clock;
    assign pqv__5__clock = clock;
    assign pqs__5__clock = clock;
    assign pqv__6__clock = clock;
    assign pqs__6__clock = clock;
    assign pqv__7__clock = clock;
    assign pqs__7__clock = clock;
    assign pqv__8__clock = clock;
    assign pqs__8__clock = clock;
    assign pqv__9__clock = clock;
    assign pqs__9__clock = clock;
    assign pqv__10__clock = clock;
    assign pqs__10__clock = clock;
    assign pqv__11__clock = clock;
    assign pqs__11__clock = clock;
    assign pqv__12__clock = clock;
    assign pqs__12__clock = clock;
    assign pqv__13__clock = clock;
    assign pqs__13__clock = clock;
    assign pqv__14__clock = clock;
    assign pqs__14__clock = clock;
    assign pqv__15__clock = clock;
    assign pqs__15__clock = clock;
    assign pqv__16__clock = clock;
    assign pqs__16__clock = clock;
    assign pqv__17__clock = clock;
    assign pqs__17__clock = clock;
    assign pqv__18__clock = clock;
    assign pqs__18__clock = clock;
    assign pqv__19__clock = clock;
    assign pqs__19__clock = clock;
    assign pqv__20__clock = clock;
    assign pqs__20__clock = clock;
    assign pqv__21__clock = clock;
    assign pqs__21__clock = clock;
    assign pqv__22__clock = clock;
    assign pqs__22__clock = clock;
    assign pqv__23__clock = clock;
    assign pqs__23__clock = clock;
    assign pqv__24__clock = clock;
    assign pqs__24__clock = clock;
    assign pqv__25__clock = clock;
    assign pqs__25__clock = clock;
    assign pqv__26__clock = clock;
    assign pqs__26__clock = clock;
    assign pqv__27__clock = clock;
    assign pqs__27__clock = clock;
    assign pqv__28__clock = clock;
    assign pqs__28__clock = clock;
    assign pqv__29__clock = clock;
    assign pqs__29__clock = clock;
    assign pqv__30__clock = clock;
    assign pqs__30__clock = clock;
    assign pqv__31__clock = clock;
    assign pqs__31__clock = clock;
    
    // Update code
    always @(*) begin
        pq_head__d = pq_head__q;
        pq_tail__d = pq_tail__q;
        q_count__d = q_count__q;
        lp_valid__d = lp_valid__q;
        lp_index__d = lp_index__q;
        qb0__replace = 1'b0;
        qb1__replace = 1'b0;
        pqv__0__d = pqv__0__q;
        pqs__0__d = pqs__0__q;
        pqv__1__d = pqv__1__q;
        pqs__1__d = pqs__1__q;
        pqv__2__d = pqv__2__q;
        pqs__2__d = pqs__2__q;
        pqv__3__d = pqv__3__q;
        pqs__3__d = pqs__3__q;
        pqv__4__d = pqv__4__q;
        pqs__4__d = pqs__4__q;
        pqv__5__d = pqv__5__q;
        pqs__5__d = pqs__5__q;
        pqv__6__d = pqv__6__q;
        pqs__6__d = pqs__6__q;
        pqv__7__d = pqv__7__q;
        pqs__7__d = pqs__7__q;
        pqv__8__d = pqv__8__q;
        pqs__8__d = pqs__8__q;
        pqv__9__d = pqv__9__q;
        pqs__9__d = pqs__9__q;
        pqv__10__d = pqv__10__q;
        pqs__10__d = pqs__10__q;
        pqv__11__d = pqv__11__q;
        pqs__11__d = pqs__11__q;
        pqv__12__d = pqv__12__q;
        pqs__12__d = pqs__12__q;
        pqv__13__d = pqv__13__q;
        pqs__13__d = pqs__13__q;
        pqv__14__d = pqv__14__q;
        pqs__14__d = pqs__14__q;
        pqv__15__d = pqv__15__q;
        pqs__15__d = pqs__15__q;
        pqv__16__d = pqv__16__q;
        pqs__16__d = pqs__16__q;
        pqv__17__d = pqv__17__q;
        pqs__17__d = pqs__17__q;
        pqv__18__d = pqv__18__q;
        pqs__18__d = pqs__18__q;
        pqv__19__d = pqv__19__q;
        pqs__19__d = pqs__19__q;
        pqv__20__d = pqv__20__q;
        pqs__20__d = pqs__20__q;
        pqv__21__d = pqv__21__q;
        pqs__21__d = pqs__21__q;
        pqv__22__d = pqv__22__q;
        pqs__22__d = pqs__22__q;
        pqv__23__d = pqv__23__q;
        pqs__23__d = pqs__23__q;
        pqv__24__d = pqv__24__q;
        pqs__24__d = pqs__24__q;
        pqv__25__d = pqv__25__q;
        pqs__25__d = pqs__25__q;
        pqv__26__d = pqv__26__q;
        pqs__26__d = pqs__26__q;
        pqv__27__d = pqv__27__q;
        pqs__27__d = pqs__27__q;
        pqv__28__d = pqv__28__q;
        pqs__28__d = pqs__28__q;
        pqv__29__d = pqv__29__q;
        pqs__29__d = pqs__29__q;
        pqv__30__d = pqv__30__q;
        pqs__30__d = pqs__30__q;
        pqv__31__d = pqv__31__q;
        pqs__31__d = pqs__31__q;
        count = q_count__q;
        fill = ((qb0__fill) & 6'h3f) + ((qb1__fill) & 6'h3f);
        hb = pq_head__q[32'h0];
        head = qb0__rd_data;
        head_valid = qb0__rd_valid;
        if (hb) begin
            head = qb1__rd_data;
            head_valid = qb1__rd_valid;
        end
        qb0__rd_en = pop & ~hb;
        qb1__rd_en = pop & hb;
        if (pop) begin
            pq_head__d = pq_head__q + 32'h1;
        end
        lk_parked = 1'b0;
        up_parked = 1'b0;
        pf_parked = 1'b0;
        if (pqv__0__q & (pqs__0__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__0__q & (pqs__0__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__0__q & (pqs__0__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__1__q & (pqs__1__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__1__q & (pqs__1__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__1__q & (pqs__1__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__2__q & (pqs__2__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__2__q & (pqs__2__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__2__q & (pqs__2__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__3__q & (pqs__3__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__3__q & (pqs__3__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__3__q & (pqs__3__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__4__q & (pqs__4__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__4__q & (pqs__4__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__4__q & (pqs__4__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__5__q & (pqs__5__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__5__q & (pqs__5__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__5__q & (pqs__5__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__6__q & (pqs__6__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__6__q & (pqs__6__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__6__q & (pqs__6__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__7__q & (pqs__7__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__7__q & (pqs__7__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__7__q & (pqs__7__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__8__q & (pqs__8__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__8__q & (pqs__8__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__8__q & (pqs__8__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__9__q & (pqs__9__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__9__q & (pqs__9__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__9__q & (pqs__9__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__10__q & (pqs__10__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__10__q & (pqs__10__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__10__q & (pqs__10__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__11__q & (pqs__11__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__11__q & (pqs__11__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__11__q & (pqs__11__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__12__q & (pqs__12__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__12__q & (pqs__12__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__12__q & (pqs__12__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__13__q & (pqs__13__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__13__q & (pqs__13__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__13__q & (pqs__13__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__14__q & (pqs__14__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__14__q & (pqs__14__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__14__q & (pqs__14__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__15__q & (pqs__15__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__15__q & (pqs__15__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__15__q & (pqs__15__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__16__q & (pqs__16__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__16__q & (pqs__16__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__16__q & (pqs__16__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__17__q & (pqs__17__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__17__q & (pqs__17__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__17__q & (pqs__17__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__18__q & (pqs__18__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__18__q & (pqs__18__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__18__q & (pqs__18__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__19__q & (pqs__19__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__19__q & (pqs__19__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__19__q & (pqs__19__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__20__q & (pqs__20__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__20__q & (pqs__20__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__20__q & (pqs__20__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__21__q & (pqs__21__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__21__q & (pqs__21__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__21__q & (pqs__21__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__22__q & (pqs__22__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__22__q & (pqs__22__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__22__q & (pqs__22__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__23__q & (pqs__23__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__23__q & (pqs__23__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__23__q & (pqs__23__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__24__q & (pqs__24__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__24__q & (pqs__24__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__24__q & (pqs__24__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__25__q & (pqs__25__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__25__q & (pqs__25__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__25__q & (pqs__25__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__26__q & (pqs__26__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__26__q & (pqs__26__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__26__q & (pqs__26__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__27__q & (pqs__27__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__27__q & (pqs__27__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__27__q & (pqs__27__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__28__q & (pqs__28__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__28__q & (pqs__28__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__28__q & (pqs__28__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__29__q & (pqs__29__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__29__q & (pqs__29__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__29__q & (pqs__29__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__30__q & (pqs__30__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__30__q & (pqs__30__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__30__q & (pqs__30__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        if (pqv__31__q & (pqs__31__q == lk_set)) begin
            lk_parked = 1'b1;
        end
        if (pqv__31__q & (pqs__31__q == up_set)) begin
            up_parked = 1'b1;
        end
        if (pqv__31__q & (pqs__31__q == pf_set)) begin
            pf_parked = 1'b1;
        end
        qb0__wr_en = 1'b0;
        qb1__wr_en = 1'b0;
        qb0__wr_data = p1_rec;
        qb1__wr_data = p1_rec;
        if (pq_tail__q[32'h0]) begin
            qb1__wr_en = p1_valid;
            qb0__wr_en = p2_valid;
            qb0__wr_data = p2_rec;
        end
        else begin
            qb0__wr_en = p1_valid;
            qb1__wr_en = p2_valid;
            qb1__wr_data = p2_rec;
        end
        if (pop & (pq_head__q == pqc__0)) begin
            pqv__0__d = 1'b0;
        end
        if (pq_tail__q == pqc__0) begin
            pqs__0__d = p1_set;
            if (p1_valid) begin
                pqv__0__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__0) begin
            pqs__0__d = p2_set;
            if (p2_valid) begin
                pqv__0__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__1)) begin
            pqv__1__d = 1'b0;
        end
        if (pq_tail__q == pqc__1) begin
            pqs__1__d = p1_set;
            if (p1_valid) begin
                pqv__1__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__1) begin
            pqs__1__d = p2_set;
            if (p2_valid) begin
                pqv__1__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__2)) begin
            pqv__2__d = 1'b0;
        end
        if (pq_tail__q == pqc__2) begin
            pqs__2__d = p1_set;
            if (p1_valid) begin
                pqv__2__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__2) begin
            pqs__2__d = p2_set;
            if (p2_valid) begin
                pqv__2__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__3)) begin
            pqv__3__d = 1'b0;
        end
        if (pq_tail__q == pqc__3) begin
            pqs__3__d = p1_set;
            if (p1_valid) begin
                pqv__3__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__3) begin
            pqs__3__d = p2_set;
            if (p2_valid) begin
                pqv__3__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__4)) begin
            pqv__4__d = 1'b0;
        end
        if (pq_tail__q == pqc__4) begin
            pqs__4__d = p1_set;
            if (p1_valid) begin
                pqv__4__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__4) begin
            pqs__4__d = p2_set;
            if (p2_valid) begin
                pqv__4__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__5)) begin
            pqv__5__d = 1'b0;
        end
        if (pq_tail__q == pqc__5) begin
            pqs__5__d = p1_set;
            if (p1_valid) begin
                pqv__5__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__5) begin
            pqs__5__d = p2_set;
            if (p2_valid) begin
                pqv__5__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__6)) begin
            pqv__6__d = 1'b0;
        end
        if (pq_tail__q == pqc__6) begin
            pqs__6__d = p1_set;
            if (p1_valid) begin
                pqv__6__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__6) begin
            pqs__6__d = p2_set;
            if (p2_valid) begin
                pqv__6__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__7)) begin
            pqv__7__d = 1'b0;
        end
        if (pq_tail__q == pqc__7) begin
            pqs__7__d = p1_set;
            if (p1_valid) begin
                pqv__7__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__7) begin
            pqs__7__d = p2_set;
            if (p2_valid) begin
                pqv__7__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__8)) begin
            pqv__8__d = 1'b0;
        end
        if (pq_tail__q == pqc__8) begin
            pqs__8__d = p1_set;
            if (p1_valid) begin
                pqv__8__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__8) begin
            pqs__8__d = p2_set;
            if (p2_valid) begin
                pqv__8__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__9)) begin
            pqv__9__d = 1'b0;
        end
        if (pq_tail__q == pqc__9) begin
            pqs__9__d = p1_set;
            if (p1_valid) begin
                pqv__9__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__9) begin
            pqs__9__d = p2_set;
            if (p2_valid) begin
                pqv__9__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__10)) begin
            pqv__10__d = 1'b0;
        end
        if (pq_tail__q == pqc__10) begin
            pqs__10__d = p1_set;
            if (p1_valid) begin
                pqv__10__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__10) begin
            pqs__10__d = p2_set;
            if (p2_valid) begin
                pqv__10__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__11)) begin
            pqv__11__d = 1'b0;
        end
        if (pq_tail__q == pqc__11) begin
            pqs__11__d = p1_set;
            if (p1_valid) begin
                pqv__11__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__11) begin
            pqs__11__d = p2_set;
            if (p2_valid) begin
                pqv__11__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__12)) begin
            pqv__12__d = 1'b0;
        end
        if (pq_tail__q == pqc__12) begin
            pqs__12__d = p1_set;
            if (p1_valid) begin
                pqv__12__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__12) begin
            pqs__12__d = p2_set;
            if (p2_valid) begin
                pqv__12__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__13)) begin
            pqv__13__d = 1'b0;
        end
        if (pq_tail__q == pqc__13) begin
            pqs__13__d = p1_set;
            if (p1_valid) begin
                pqv__13__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__13) begin
            pqs__13__d = p2_set;
            if (p2_valid) begin
                pqv__13__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__14)) begin
            pqv__14__d = 1'b0;
        end
        if (pq_tail__q == pqc__14) begin
            pqs__14__d = p1_set;
            if (p1_valid) begin
                pqv__14__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__14) begin
            pqs__14__d = p2_set;
            if (p2_valid) begin
                pqv__14__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__15)) begin
            pqv__15__d = 1'b0;
        end
        if (pq_tail__q == pqc__15) begin
            pqs__15__d = p1_set;
            if (p1_valid) begin
                pqv__15__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__15) begin
            pqs__15__d = p2_set;
            if (p2_valid) begin
                pqv__15__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__16)) begin
            pqv__16__d = 1'b0;
        end
        if (pq_tail__q == pqc__16) begin
            pqs__16__d = p1_set;
            if (p1_valid) begin
                pqv__16__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__16) begin
            pqs__16__d = p2_set;
            if (p2_valid) begin
                pqv__16__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__17)) begin
            pqv__17__d = 1'b0;
        end
        if (pq_tail__q == pqc__17) begin
            pqs__17__d = p1_set;
            if (p1_valid) begin
                pqv__17__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__17) begin
            pqs__17__d = p2_set;
            if (p2_valid) begin
                pqv__17__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__18)) begin
            pqv__18__d = 1'b0;
        end
        if (pq_tail__q == pqc__18) begin
            pqs__18__d = p1_set;
            if (p1_valid) begin
                pqv__18__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__18) begin
            pqs__18__d = p2_set;
            if (p2_valid) begin
                pqv__18__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__19)) begin
            pqv__19__d = 1'b0;
        end
        if (pq_tail__q == pqc__19) begin
            pqs__19__d = p1_set;
            if (p1_valid) begin
                pqv__19__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__19) begin
            pqs__19__d = p2_set;
            if (p2_valid) begin
                pqv__19__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__20)) begin
            pqv__20__d = 1'b0;
        end
        if (pq_tail__q == pqc__20) begin
            pqs__20__d = p1_set;
            if (p1_valid) begin
                pqv__20__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__20) begin
            pqs__20__d = p2_set;
            if (p2_valid) begin
                pqv__20__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__21)) begin
            pqv__21__d = 1'b0;
        end
        if (pq_tail__q == pqc__21) begin
            pqs__21__d = p1_set;
            if (p1_valid) begin
                pqv__21__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__21) begin
            pqs__21__d = p2_set;
            if (p2_valid) begin
                pqv__21__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__22)) begin
            pqv__22__d = 1'b0;
        end
        if (pq_tail__q == pqc__22) begin
            pqs__22__d = p1_set;
            if (p1_valid) begin
                pqv__22__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__22) begin
            pqs__22__d = p2_set;
            if (p2_valid) begin
                pqv__22__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__23)) begin
            pqv__23__d = 1'b0;
        end
        if (pq_tail__q == pqc__23) begin
            pqs__23__d = p1_set;
            if (p1_valid) begin
                pqv__23__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__23) begin
            pqs__23__d = p2_set;
            if (p2_valid) begin
                pqv__23__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__24)) begin
            pqv__24__d = 1'b0;
        end
        if (pq_tail__q == pqc__24) begin
            pqs__24__d = p1_set;
            if (p1_valid) begin
                pqv__24__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__24) begin
            pqs__24__d = p2_set;
            if (p2_valid) begin
                pqv__24__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__25)) begin
            pqv__25__d = 1'b0;
        end
        if (pq_tail__q == pqc__25) begin
            pqs__25__d = p1_set;
            if (p1_valid) begin
                pqv__25__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__25) begin
            pqs__25__d = p2_set;
            if (p2_valid) begin
                pqv__25__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__26)) begin
            pqv__26__d = 1'b0;
        end
        if (pq_tail__q == pqc__26) begin
            pqs__26__d = p1_set;
            if (p1_valid) begin
                pqv__26__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__26) begin
            pqs__26__d = p2_set;
            if (p2_valid) begin
                pqv__26__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__27)) begin
            pqv__27__d = 1'b0;
        end
        if (pq_tail__q == pqc__27) begin
            pqs__27__d = p1_set;
            if (p1_valid) begin
                pqv__27__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__27) begin
            pqs__27__d = p2_set;
            if (p2_valid) begin
                pqv__27__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__28)) begin
            pqv__28__d = 1'b0;
        end
        if (pq_tail__q == pqc__28) begin
            pqs__28__d = p1_set;
            if (p1_valid) begin
                pqv__28__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__28) begin
            pqs__28__d = p2_set;
            if (p2_valid) begin
                pqv__28__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__29)) begin
            pqv__29__d = 1'b0;
        end
        if (pq_tail__q == pqc__29) begin
            pqs__29__d = p1_set;
            if (p1_valid) begin
                pqv__29__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__29) begin
            pqs__29__d = p2_set;
            if (p2_valid) begin
                pqv__29__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__30)) begin
            pqv__30__d = 1'b0;
        end
        if (pq_tail__q == pqc__30) begin
            pqs__30__d = p1_set;
            if (p1_valid) begin
                pqv__30__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__30) begin
            pqs__30__d = p2_set;
            if (p2_valid) begin
                pqv__30__d = 1'b1;
            end
        end
        if (pop & (pq_head__q == pqc__31)) begin
            pqv__31__d = 1'b0;
        end
        if (pq_tail__q == pqc__31) begin
            pqs__31__d = p1_set;
            if (p1_valid) begin
                pqv__31__d = 1'b1;
            end
        end
        if ((pq_tail__q + 32'h1) == pqc__31) begin
            pqs__31__d = p2_set;
            if (p2_valid) begin
                pqv__31__d = 1'b1;
            end
        end
        if (p2_valid) begin
            pq_tail__d = pq_tail__q + 32'h2;
        end
        else if (p1_valid) begin
            pq_tail__d = pq_tail__q + 32'h1;
        end
        if (p2_valid) begin
            if (pop) begin
                q_count__d = q_count__q + 32'h1;
            end
            else begin
                q_count__d = q_count__q + 32'h2;
            end
        end
        else if (p1_valid & ~pop) begin
            q_count__d = q_count__q + 32'h1;
        end
        else if (~p1_valid & pop) begin
            q_count__d = q_count__q - 32'h1;
        end
        lk_last = lp_valid__q & (lk_key == lp_index__q);
        up_last = lp_valid__q & (up_key == lp_index__q);
        p1_key = ((p1_rec[(64'h400)+:(24)]) & 16'hffff);
        p2_key = ((p2_rec[(64'h400)+:(24)]) & 16'hffff);
        lp_valid__d = q_count__q != 32'h0;
        if (p1_valid) begin
            lp_valid__d = 1'b1;
            lp_index__d = p1_key;
            if (p2_valid) begin
                lp_index__d = p2_key;
            end
        end
        if (reset) begin
            lp_valid__d = 1'b0;
            pq_head__d = 32'h0;
            pq_tail__d = 32'h0;
            q_count__d = 32'h0;
            pqv__0__d = 1'b0;
            pqv__1__d = 1'b0;
            pqv__2__d = 1'b0;
            pqv__3__d = 1'b0;
            pqv__4__d = 1'b0;
            pqv__5__d = 1'b0;
            pqv__6__d = 1'b0;
            pqv__7__d = 1'b0;
            pqv__8__d = 1'b0;
            pqv__9__d = 1'b0;
            pqv__10__d = 1'b0;
            pqv__11__d = 1'b0;
            pqv__12__d = 1'b0;
            pqv__13__d = 1'b0;
            pqv__14__d = 1'b0;
            pqv__15__d = 1'b0;
            pqv__16__d = 1'b0;
            pqv__17__d = 1'b0;
            pqv__18__d = 1'b0;
            pqv__19__d = 1'b0;
            pqv__20__d = 1'b0;
            pqv__21__d = 1'b0;
            pqv__22__d = 1'b0;
            pqv__23__d = 1'b0;
            pqv__24__d = 1'b0;
            pqv__25__d = 1'b0;
            pqv__26__d = 1'b0;
            pqv__27__d = 1'b0;
            pqv__28__d = 1'b0;
            pqv__29__d = 1'b0;
            pqv__30__d = 1'b0;
            pqv__31__d = 1'b0;
        end
    end
    
endmodule // roce_mkey_cache__rq

module roce_mkey_cache__rq__lp_index(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__rq__lp_index

module roce_mkey_cache__dff_w5(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__dff_w5

module roce_mkey_cache__rq__qb0(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wr_en;
    input wire  [1058:0] wr_data;
    output reg  rd_valid;
    output reg  [1058:0] rd_data;
    input wire  rd_en;
    output reg  [4:0] fill;
    input wire  replace;
    
    // Constant declarations
    localparam  capacity = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram__read_address;
    wire  ram__read_clock;
    wire  [1058:0] ram__read_data;
    reg  [3:0] ram__write_address;
    wire  ram__write_clock;
    reg  [1058:0] ram__write_data;
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
    roce_mkey_cache__rq__qb0__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_mkey_cache__dff_w5 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_mkey_cache__dff_w5 rd_ptr(
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
    
endmodule // roce_mkey_cache__rq__qb0

module roce_mkey_cache__rq__qb0__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [1058:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [1058:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1058:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__rq__qb0__ram

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

module roce_mkey_cache__s1_rec(d,q,clock);
    
    // Module arguments
    input wire  [1058:0] d;
    output reg  [1058:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1059'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_mkey_cache__s1_rec

module roce_mkey_cache__st(clock,reset,rd_set,rd2_set,ways__tw,ways__lo,ways__hi,tw2,sst,sst2,w_en,w_way,w_set,w_tw,w_lo,w_hi,s_we,s_set,s_wd,init,init_set,fwd_valid,fwd__way,fwd__tw,fwd__lo,fwd__hi,fwd_sv,fwd_sword);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [7:0] rd_set;
    input wire  [7:0] rd2_set;
    output reg  [71:0] ways__tw;
    output reg  [2047:0] ways__lo;
    output reg  [2047:0] ways__hi;
    output reg  [71:0] tw2;
    output reg  [25:0] sst;
    output reg  [25:0] sst2;
    input wire  w_en;
    input wire  [1:0] w_way;
    input wire  [7:0] w_set;
    input wire  [17:0] w_tw;
    input wire  [511:0] w_lo;
    input wire  [511:0] w_hi;
    input wire  s_we;
    input wire  [7:0] s_set;
    input wire  [25:0] s_wd;
    input wire  init;
    input wire  [7:0] init_set;
    output reg  fwd_valid;
    output reg  [1:0] fwd__way;
    output reg  [17:0] fwd__tw;
    output reg  [511:0] fwd__lo;
    output reg  [511:0] fwd__hi;
    output reg  fwd_sv;
    output reg  [25:0] fwd_sword;
    
    // Constant declarations
    localparam  two_beats = 1'b0;
    localparam  wayc__0 = 2'b0;
    localparam  wayc__1 = 2'b1;
    localparam  wayc__2 = 2'b10;
    localparam  wayc__3 = 2'b11;
    
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
    reg  [7:0] tram2__0__read_address;
    wire  tram2__0__read_clock;
    wire  [17:0] tram2__0__read_data;
    reg  [7:0] tram2__0__write_address;
    wire  tram2__0__write_clock;
    reg  [17:0] tram2__0__write_data;
    reg  tram2__0__write_enable;
    reg  [7:0] tram2__1__read_address;
    wire  tram2__1__read_clock;
    wire  [17:0] tram2__1__read_data;
    reg  [7:0] tram2__1__write_address;
    wire  tram2__1__write_clock;
    reg  [17:0] tram2__1__write_data;
    reg  tram2__1__write_enable;
    reg  [7:0] tram2__2__read_address;
    wire  tram2__2__read_clock;
    wire  [17:0] tram2__2__read_data;
    reg  [7:0] tram2__2__write_address;
    wire  tram2__2__write_clock;
    reg  [17:0] tram2__2__write_data;
    reg  tram2__2__write_enable;
    reg  [7:0] tram2__3__read_address;
    wire  tram2__3__read_clock;
    wire  [17:0] tram2__3__read_data;
    reg  [7:0] tram2__3__write_address;
    wire  tram2__3__write_clock;
    reg  [17:0] tram2__3__write_data;
    reg  tram2__3__write_enable;
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
    reg  [7:0] sram__read_address;
    wire  sram__read_clock;
    wire  [25:0] sram__read_data;
    reg  [7:0] sram__write_address;
    wire  sram__write_clock;
    reg  [25:0] sram__write_data;
    reg  sram__write_enable;
    reg  [7:0] sram2__read_address;
    wire  sram2__read_clock;
    wire  [25:0] sram2__read_data;
    reg  [7:0] sram2__write_address;
    wire  sram2__write_clock;
    reg  [25:0] sram2__write_data;
    reg  sram2__write_enable;
    reg  f_valid__d;
    wire  f_valid__q;
    wire  f_valid__clock;
    reg  [1:0] f_way__d;
    wire  [1:0] f_way__q;
    wire  f_way__clock;
    reg  [17:0] f_tw__d;
    wire  [17:0] f_tw__q;
    wire  f_tw__clock;
    reg  [511:0] f_lo__d;
    wire  [511:0] f_lo__q;
    wire  f_lo__clock;
    reg  [511:0] f_hi__d;
    wire  [511:0] f_hi__q;
    wire  f_hi__clock;
    reg  f_sv__d;
    wire  f_sv__q;
    wire  f_sv__clock;
    reg  [25:0] f_sword__d;
    wire  [25:0] f_sword__q;
    wire  f_sword__clock;
    
    // Local signals
    reg  [3:0] we;
    
    // Sub module instances
    roce_mkey_cache__st__tram tram__0(
        .read_address(tram__0__read_address),
        .read_clock(tram__0__read_clock),
        .read_data(tram__0__read_data),
        .write_address(tram__0__write_address),
        .write_clock(tram__0__write_clock),
        .write_data(tram__0__write_data),
        .write_enable(tram__0__write_enable)
    );
    roce_mkey_cache__st__tram tram__1(
        .read_address(tram__1__read_address),
        .read_clock(tram__1__read_clock),
        .read_data(tram__1__read_data),
        .write_address(tram__1__write_address),
        .write_clock(tram__1__write_clock),
        .write_data(tram__1__write_data),
        .write_enable(tram__1__write_enable)
    );
    roce_mkey_cache__st__tram tram__2(
        .read_address(tram__2__read_address),
        .read_clock(tram__2__read_clock),
        .read_data(tram__2__read_data),
        .write_address(tram__2__write_address),
        .write_clock(tram__2__write_clock),
        .write_data(tram__2__write_data),
        .write_enable(tram__2__write_enable)
    );
    roce_mkey_cache__st__tram tram__3(
        .read_address(tram__3__read_address),
        .read_clock(tram__3__read_clock),
        .read_data(tram__3__read_data),
        .write_address(tram__3__write_address),
        .write_clock(tram__3__write_clock),
        .write_data(tram__3__write_data),
        .write_enable(tram__3__write_enable)
    );
    roce_mkey_cache__st__tram tram2__0(
        .read_address(tram2__0__read_address),
        .read_clock(tram2__0__read_clock),
        .read_data(tram2__0__read_data),
        .write_address(tram2__0__write_address),
        .write_clock(tram2__0__write_clock),
        .write_data(tram2__0__write_data),
        .write_enable(tram2__0__write_enable)
    );
    roce_mkey_cache__st__tram tram2__1(
        .read_address(tram2__1__read_address),
        .read_clock(tram2__1__read_clock),
        .read_data(tram2__1__read_data),
        .write_address(tram2__1__write_address),
        .write_clock(tram2__1__write_clock),
        .write_data(tram2__1__write_data),
        .write_enable(tram2__1__write_enable)
    );
    roce_mkey_cache__st__tram tram2__2(
        .read_address(tram2__2__read_address),
        .read_clock(tram2__2__read_clock),
        .read_data(tram2__2__read_data),
        .write_address(tram2__2__write_address),
        .write_clock(tram2__2__write_clock),
        .write_data(tram2__2__write_data),
        .write_enable(tram2__2__write_enable)
    );
    roce_mkey_cache__st__tram tram2__3(
        .read_address(tram2__3__read_address),
        .read_clock(tram2__3__read_clock),
        .read_data(tram2__3__read_data),
        .write_address(tram2__3__write_address),
        .write_clock(tram2__3__write_clock),
        .write_data(tram2__3__write_data),
        .write_enable(tram2__3__write_enable)
    );
    roce_mkey_cache__st__dhi dlo__0(
        .read_address(dlo__0__read_address),
        .read_clock(dlo__0__read_clock),
        .read_data(dlo__0__read_data),
        .write_address(dlo__0__write_address),
        .write_clock(dlo__0__write_clock),
        .write_data(dlo__0__write_data),
        .write_enable(dlo__0__write_enable)
    );
    roce_mkey_cache__st__dhi dlo__1(
        .read_address(dlo__1__read_address),
        .read_clock(dlo__1__read_clock),
        .read_data(dlo__1__read_data),
        .write_address(dlo__1__write_address),
        .write_clock(dlo__1__write_clock),
        .write_data(dlo__1__write_data),
        .write_enable(dlo__1__write_enable)
    );
    roce_mkey_cache__st__dhi dlo__2(
        .read_address(dlo__2__read_address),
        .read_clock(dlo__2__read_clock),
        .read_data(dlo__2__read_data),
        .write_address(dlo__2__write_address),
        .write_clock(dlo__2__write_clock),
        .write_data(dlo__2__write_data),
        .write_enable(dlo__2__write_enable)
    );
    roce_mkey_cache__st__dhi dlo__3(
        .read_address(dlo__3__read_address),
        .read_clock(dlo__3__read_clock),
        .read_data(dlo__3__read_data),
        .write_address(dlo__3__write_address),
        .write_clock(dlo__3__write_clock),
        .write_data(dlo__3__write_data),
        .write_enable(dlo__3__write_enable)
    );
    roce_mkey_cache__st__dhi dhi__0(
        .read_address(dhi__0__read_address),
        .read_clock(dhi__0__read_clock),
        .read_data(dhi__0__read_data),
        .write_address(dhi__0__write_address),
        .write_clock(dhi__0__write_clock),
        .write_data(dhi__0__write_data),
        .write_enable(dhi__0__write_enable)
    );
    roce_mkey_cache__st__dhi dhi__1(
        .read_address(dhi__1__read_address),
        .read_clock(dhi__1__read_clock),
        .read_data(dhi__1__read_data),
        .write_address(dhi__1__write_address),
        .write_clock(dhi__1__write_clock),
        .write_data(dhi__1__write_data),
        .write_enable(dhi__1__write_enable)
    );
    roce_mkey_cache__st__dhi dhi__2(
        .read_address(dhi__2__read_address),
        .read_clock(dhi__2__read_clock),
        .read_data(dhi__2__read_data),
        .write_address(dhi__2__write_address),
        .write_clock(dhi__2__write_clock),
        .write_data(dhi__2__write_data),
        .write_enable(dhi__2__write_enable)
    );
    roce_mkey_cache__st__dhi dhi__3(
        .read_address(dhi__3__read_address),
        .read_clock(dhi__3__read_clock),
        .read_data(dhi__3__read_data),
        .write_address(dhi__3__write_address),
        .write_clock(dhi__3__write_clock),
        .write_data(dhi__3__write_data),
        .write_enable(dhi__3__write_enable)
    );
    roce_mkey_cache__st__sram sram(
        .read_address(sram__read_address),
        .read_clock(sram__read_clock),
        .read_data(sram__read_data),
        .write_address(sram__write_address),
        .write_clock(sram__write_clock),
        .write_data(sram__write_data),
        .write_enable(sram__write_enable)
    );
    roce_mkey_cache__st__sram sram2(
        .read_address(sram2__read_address),
        .read_clock(sram2__read_clock),
        .read_data(sram2__read_data),
        .write_address(sram2__write_address),
        .write_clock(sram2__write_clock),
        .write_data(sram2__write_data),
        .write_enable(sram2__write_enable)
    );
    roce_mkey_cache__dff_w1 f_valid(
        .d(f_valid__d),
        .q(f_valid__q),
        .clock(f_valid__clock)
    );
    roce_mkey_cache__dff_w2 f_way(
        .d(f_way__d),
        .q(f_way__q),
        .clock(f_way__clock)
    );
    roce_mkey_cache__st__f_tw f_tw(
        .d(f_tw__d),
        .q(f_tw__q),
        .clock(f_tw__clock)
    );
    roce_mkey_cache__dff_w512 f_lo(
        .d(f_lo__d),
        .q(f_lo__q),
        .clock(f_lo__clock)
    );
    roce_mkey_cache__dff_w512 f_hi(
        .d(f_hi__d),
        .q(f_hi__q),
        .clock(f_hi__clock)
    );
    roce_mkey_cache__dff_w1 f_sv(
        .d(f_sv__d),
        .q(f_sv__q),
        .clock(f_sv__clock)
    );
    roce_mkey_cache__st__f_sword f_sword(
        .d(f_sword__d),
        .q(f_sword__q),
        .clock(f_sword__clock)
    );
    
    assign f_valid__clock = clock;
    assign f_way__clock = clock;
    assign f_tw__clock = clock;
    assign f_lo__clock = clock;
    assign f_hi__clock = clock;
    assign f_sv__clock = clock;
    assign f_sword__clock = clock;
    assign tram__0__read_clock = clock;
    assign tram__0__write_clock = clock;
    assign tram2__0__read_clock = clock;
    assign tram2__0__write_clock = clock;
    assign dlo__0__read_clock = clock;
    assign dlo__0__write_clock = clock;
    assign dhi__0__read_clock = clock;
    assign dhi__0__write_clock = clock;
    assign tram__1__read_clock = clock;
    assign tram__1__write_clock = clock;
    assign tram2__1__read_clock = clock;
    assign tram2__1__write_clock = clock;
    assign dlo__1__read_clock = clock;
    assign dlo__1__write_clock = clock;
    assign dhi__1__read_clock = clock;
    assign dhi__1__write_clock = clock;
    assign tram__2__read_clock = clock;
    assign tram__2__write_clock = clock;
    assign tram2__2__read_clock = clock;
    assign tram2__2__write_clock = clock;
    assign dlo__2__read_clock = clock;
    assign dlo__2__write_clock = clock;
    assign dhi__2__read_clock = clock;
    assign dhi__2__write_clock = clock;
    assign tram__3__read_clock = clock;
    assign tram__3__write_clock = clock;
    assign tram2__3__read_clock = clock;
    assign tram2__3__write_clock = clock;
    assign dlo__3__read_clock = clock;
    assign dlo__3__write_clock = clock;
    assign dhi__3__read_clock = clock;
    assign dhi__3__write_clock = clock;
    assign sram__read_clock = clock;
    assign sram__write_clock = clock;
    assign sram2__read_clock = clock;
    assign sram2__write_clock = clock;
    
    // Update code
    always @(*) begin
        f_valid__d = f_valid__q;
        f_way__d = f_way__q;
        f_tw__d = f_tw__q;
        f_lo__d = f_lo__q;
        f_hi__d = f_hi__q;
        f_sv__d = f_sv__q;
        f_sword__d = f_sword__q;
        we = 32'h0;
        tram__0__read_address = rd_set;
        dlo__0__read_address = rd_set;
        dhi__0__read_address = rd_set;
        tram2__0__read_address = rd2_set;
        we = (we & ~(1 << (0)) | ((w_en & (w_way == wayc__0)) << (0)));
        tram__0__write_address = w_set;
        tram2__0__write_address = w_set;
        dlo__0__write_address = w_set;
        dhi__0__write_address = w_set;
        tram__0__write_data = w_tw;
        tram2__0__write_data = w_tw;
        dlo__0__write_data = w_lo;
        dhi__0__write_data = w_hi;
        tram__0__write_enable = we[0];
        tram2__0__write_enable = we[0];
        dlo__0__write_enable = we[0];
        dhi__0__write_enable = we[0] & two_beats;
        if (init) begin
            tram__0__write_address = init_set;
            tram__0__write_data = 32'h0;
            tram__0__write_enable = 1'b1;
            tram2__0__write_address = init_set;
            tram2__0__write_data = 32'h0;
            tram2__0__write_enable = 1'b1;
        end
        tram__1__read_address = rd_set;
        dlo__1__read_address = rd_set;
        dhi__1__read_address = rd_set;
        tram2__1__read_address = rd2_set;
        we = (we & ~(1 << (1)) | ((w_en & (w_way == wayc__1)) << (1)));
        tram__1__write_address = w_set;
        tram2__1__write_address = w_set;
        dlo__1__write_address = w_set;
        dhi__1__write_address = w_set;
        tram__1__write_data = w_tw;
        tram2__1__write_data = w_tw;
        dlo__1__write_data = w_lo;
        dhi__1__write_data = w_hi;
        tram__1__write_enable = we[1];
        tram2__1__write_enable = we[1];
        dlo__1__write_enable = we[1];
        dhi__1__write_enable = we[1] & two_beats;
        if (init) begin
            tram__1__write_address = init_set;
            tram__1__write_data = 32'h0;
            tram__1__write_enable = 1'b1;
            tram2__1__write_address = init_set;
            tram2__1__write_data = 32'h0;
            tram2__1__write_enable = 1'b1;
        end
        tram__2__read_address = rd_set;
        dlo__2__read_address = rd_set;
        dhi__2__read_address = rd_set;
        tram2__2__read_address = rd2_set;
        we = (we & ~(1 << (2)) | ((w_en & (w_way == wayc__2)) << (2)));
        tram__2__write_address = w_set;
        tram2__2__write_address = w_set;
        dlo__2__write_address = w_set;
        dhi__2__write_address = w_set;
        tram__2__write_data = w_tw;
        tram2__2__write_data = w_tw;
        dlo__2__write_data = w_lo;
        dhi__2__write_data = w_hi;
        tram__2__write_enable = we[2];
        tram2__2__write_enable = we[2];
        dlo__2__write_enable = we[2];
        dhi__2__write_enable = we[2] & two_beats;
        if (init) begin
            tram__2__write_address = init_set;
            tram__2__write_data = 32'h0;
            tram__2__write_enable = 1'b1;
            tram2__2__write_address = init_set;
            tram2__2__write_data = 32'h0;
            tram2__2__write_enable = 1'b1;
        end
        tram__3__read_address = rd_set;
        dlo__3__read_address = rd_set;
        dhi__3__read_address = rd_set;
        tram2__3__read_address = rd2_set;
        we = (we & ~(1 << (3)) | ((w_en & (w_way == wayc__3)) << (3)));
        tram__3__write_address = w_set;
        tram2__3__write_address = w_set;
        dlo__3__write_address = w_set;
        dhi__3__write_address = w_set;
        tram__3__write_data = w_tw;
        tram2__3__write_data = w_tw;
        dlo__3__write_data = w_lo;
        dhi__3__write_data = w_hi;
        tram__3__write_enable = we[3];
        tram2__3__write_enable = we[3];
        dlo__3__write_enable = we[3];
        dhi__3__write_enable = we[3] & two_beats;
        if (init) begin
            tram__3__write_address = init_set;
            tram__3__write_data = 32'h0;
            tram__3__write_enable = 1'b1;
            tram2__3__write_address = init_set;
            tram2__3__write_data = 32'h0;
            tram2__3__write_enable = 1'b1;
        end
        ways__tw = ((tram__0__read_data) & 72'hffffffffffffffffff) | (((tram__1__read_data) & 72'hffffffffffffffffff) << 32'h12) | (((tram__2__read_data) & 72'hffffffffffffffffff) << 32'h24) | (((tram__3__read_data) & 72'hffffffffffffffffff) << 32'h36);
        tw2 = ((tram2__0__read_data) & 72'hffffffffffffffffff) | (((tram2__1__read_data) & 72'hffffffffffffffffff) << 32'h12) | (((tram2__2__read_data) & 72'hffffffffffffffffff) << 32'h24) | (((tram2__3__read_data) & 72'hffffffffffffffffff) << 32'h36);
        ways__lo = ((dlo__0__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((dlo__1__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200) | (((dlo__2__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h400) | (((dlo__3__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h600);
        ways__hi = 32'h0;
        if (two_beats) begin
            ways__hi = ((dhi__0__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((dhi__1__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200) | (((dhi__2__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h400) | (((dhi__3__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h600);
        end
        sram__read_address = rd_set;
        sram2__read_address = rd2_set;
        sst = sram__read_data;
        sst2 = sram2__read_data;
        sram__write_address = s_set;
        sram2__write_address = s_set;
        sram__write_data = s_wd;
        sram2__write_data = s_wd;
        sram__write_enable = s_we;
        sram2__write_enable = s_we;
        if (init) begin
            sram__write_address = init_set;
            sram__write_data = 32'h0;
            sram__write_enable = 1'b1;
            sram2__write_address = init_set;
            sram2__write_data = 32'h0;
            sram2__write_enable = 1'b1;
        end
        f_valid__d = w_en & ~reset;
        f_way__d = w_way;
        f_tw__d = w_tw;
        f_lo__d = w_lo;
        f_hi__d = w_hi;
        f_sv__d = s_we & ~reset;
        f_sword__d = s_wd;
        fwd_valid = f_valid__q;
        fwd__way = f_way__q;
        fwd__tw = f_tw__q;
        fwd__lo = f_lo__q;
        fwd__hi = f_hi__q;
        fwd_sv = f_sv__q;
        fwd_sword = f_sword__q;
    end
    
endmodule // roce_mkey_cache__st

module roce_mkey_cache__st__dhi(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_mkey_cache__st__dhi

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

module roce_mkey_cache__st__f_sword(d,q,clock);
    
    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 26'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_mkey_cache__st__f_sword

module roce_mkey_cache__st__f_tw(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__st__f_tw

module roce_mkey_cache__st__sram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [25:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [25:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[25:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // roce_mkey_cache__st__sram

module roce_mkey_cache__st__tram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_mkey_cache__st__tram

module roce_mkey_cache__sv(ways__tw,ways__lo,ways__hi,fwd_on,fwd__way,fwd__tw,fwd__lo,fwd__hi,ltag,rr,slot_on,slot_way,hit,h_dirty,inv_any,v_dirty,lines);
    
    // Module arguments
    input wire  [71:0] ways__tw;
    input wire  [2047:0] ways__lo;
    input wire  [2047:0] ways__hi;
    input wire  fwd_on;
    input wire  [1:0] fwd__way;
    input wire  [17:0] fwd__tw;
    input wire  [511:0] fwd__lo;
    input wire  [511:0] fwd__hi;
    input wire  [15:0] ltag;
    input wire  [1:0] rr;
    input wire  slot_on;
    input wire  [1:0] slot_way;
    output reg  hit;
    output reg  h_dirty;
    output reg  inv_any;
    output reg  v_dirty;
    output reg  [2085:0] lines;
    
    // Constant declarations
    localparam  two_beats = 1'b0;
    localparam  wayc__0 = 2'b0;
    localparam  wayc__1 = 2'b1;
    localparam  wayc__2 = 2'b10;
    localparam  wayc__3 = 2'b11;
    
    // Stub signals
    reg  [71:0] wm__tw;
    reg  wm__fwd_on;
    reg  [1:0] wm__fwd_way;
    reg  [17:0] wm__fwd_tw;
    reg  [15:0] wm__ltag;
    wire  wm__hit;
    wire  [1:0] wm__hway;
    wire  [3:0] wm__hit_oh;
    wire  wm__h_dirty;
    wire  [3:0] wm__fwd_oh;
    wire  wm__inv_any;
    wire  [1:0] wm__inv_way;
    wire  [3:0] wm__vd;
    
    // Local signals
    reg  [511:0] cur_lo;
    reg  [511:0] cur_hi;
    
    // Sub module instances
    roce_mkey_cache__du__wm wm(
        .tw(wm__tw),
        .fwd_on(wm__fwd_on),
        .fwd_way(wm__fwd_way),
        .fwd_tw(wm__fwd_tw),
        .ltag(wm__ltag),
        .hit(wm__hit),
        .hway(wm__hway),
        .hit_oh(wm__hit_oh),
        .h_dirty(wm__h_dirty),
        .fwd_oh(wm__fwd_oh),
        .inv_any(wm__inv_any),
        .inv_way(wm__inv_way),
        .vd(wm__vd)
    );
    
    // Update code
    always @(*) begin
        wm__tw = ways__tw;
        wm__fwd_on = fwd_on;
        wm__fwd_way = fwd__way;
        wm__fwd_tw = fwd__tw;
        wm__ltag = ltag;
        hit = wm__hit;
        lines[(64'h0)+:(2)] = wm__hway;
        h_dirty = wm__h_dirty;
        inv_any = wm__inv_any;
        lines[(64'h2)+:(512)] = 32'h0;
        lines[(64'h202)+:(512)] = 32'h0;
        cur_lo = ways__lo[(32'h200 * 0)+:(512)];
        cur_hi = ways__hi[(32'h200 * 0)+:(512)];
        if (wm__fwd_oh[0]) begin
            cur_lo = fwd__lo;
            cur_hi = fwd__hi;
        end
        if (wm__hit_oh[0]) begin
            lines[(64'h2)+:(512)] = cur_lo;
            lines[(64'h202)+:(512)] = cur_hi;
        end
        cur_lo = ways__lo[(32'h200 * 1)+:(512)];
        cur_hi = ways__hi[(32'h200 * 1)+:(512)];
        if (wm__fwd_oh[1]) begin
            cur_lo = fwd__lo;
            cur_hi = fwd__hi;
        end
        if (wm__hit_oh[1]) begin
            lines[(64'h2)+:(512)] = cur_lo;
            lines[(64'h202)+:(512)] = cur_hi;
        end
        cur_lo = ways__lo[(32'h200 * 2)+:(512)];
        cur_hi = ways__hi[(32'h200 * 2)+:(512)];
        if (wm__fwd_oh[2]) begin
            cur_lo = fwd__lo;
            cur_hi = fwd__hi;
        end
        if (wm__hit_oh[2]) begin
            lines[(64'h2)+:(512)] = cur_lo;
            lines[(64'h202)+:(512)] = cur_hi;
        end
        cur_lo = ways__lo[(32'h200 * 3)+:(512)];
        cur_hi = ways__hi[(32'h200 * 3)+:(512)];
        if (wm__fwd_oh[3]) begin
            cur_lo = fwd__lo;
            cur_hi = fwd__hi;
        end
        if (wm__hit_oh[3]) begin
            lines[(64'h2)+:(512)] = cur_lo;
            lines[(64'h202)+:(512)] = cur_hi;
        end
        lines[(64'h402)+:(2)] = rr;
        if (wm__inv_any) begin
            lines[(64'h402)+:(2)] = wm__inv_way;
        end
        if (slot_on) begin
            lines[(64'h402)+:(2)] = slot_way;
        end
        lines[(64'h404)+:(16)] = 32'h0;
        lines[(64'h414)+:(512)] = 32'h0;
        lines[(64'h614)+:(512)] = 32'h0;
        v_dirty = 1'b0;
        lines[(64'h814)+:(18)] = 32'h0;
        if (slot_way == wayc__0) begin
            lines[(64'h814)+:(18)] = ways__tw[(32'h12 * 0)+:(18)];
            if (fwd_on & (fwd__way == wayc__0)) begin
                lines[(64'h814)+:(18)] = fwd__tw;
            end
        end
        if (lines[(64'h402)+:(2)] == wayc__0) begin
            lines[(64'h404)+:(16)] = ways__tw[(32'h12 * 0)+:(16)];
            lines[(64'h414)+:(512)] = ways__lo[(32'h200 * 0)+:(512)];
            lines[(64'h614)+:(512)] = ways__hi[(32'h200 * 0)+:(512)];
            v_dirty = wm__vd[0];
            if (fwd_on & (fwd__way == wayc__0)) begin
                lines[(64'h404)+:(16)] = fwd__tw[(32'h0)+:(16)];
                lines[(64'h414)+:(512)] = fwd__lo;
                lines[(64'h614)+:(512)] = fwd__hi;
            end
        end
        if (slot_way == wayc__1) begin
            lines[(64'h814)+:(18)] = ways__tw[(32'h12 * 1)+:(18)];
            if (fwd_on & (fwd__way == wayc__1)) begin
                lines[(64'h814)+:(18)] = fwd__tw;
            end
        end
        if (lines[(64'h402)+:(2)] == wayc__1) begin
            lines[(64'h404)+:(16)] = ways__tw[(32'h12 * 1)+:(16)];
            lines[(64'h414)+:(512)] = ways__lo[(32'h200 * 1)+:(512)];
            lines[(64'h614)+:(512)] = ways__hi[(32'h200 * 1)+:(512)];
            v_dirty = wm__vd[1];
            if (fwd_on & (fwd__way == wayc__1)) begin
                lines[(64'h404)+:(16)] = fwd__tw[(32'h0)+:(16)];
                lines[(64'h414)+:(512)] = fwd__lo;
                lines[(64'h614)+:(512)] = fwd__hi;
            end
        end
        if (slot_way == wayc__2) begin
            lines[(64'h814)+:(18)] = ways__tw[(32'h12 * 2)+:(18)];
            if (fwd_on & (fwd__way == wayc__2)) begin
                lines[(64'h814)+:(18)] = fwd__tw;
            end
        end
        if (lines[(64'h402)+:(2)] == wayc__2) begin
            lines[(64'h404)+:(16)] = ways__tw[(32'h12 * 2)+:(16)];
            lines[(64'h414)+:(512)] = ways__lo[(32'h200 * 2)+:(512)];
            lines[(64'h614)+:(512)] = ways__hi[(32'h200 * 2)+:(512)];
            v_dirty = wm__vd[2];
            if (fwd_on & (fwd__way == wayc__2)) begin
                lines[(64'h404)+:(16)] = fwd__tw[(32'h0)+:(16)];
                lines[(64'h414)+:(512)] = fwd__lo;
                lines[(64'h614)+:(512)] = fwd__hi;
            end
        end
        if (slot_way == wayc__3) begin
            lines[(64'h814)+:(18)] = ways__tw[(32'h12 * 3)+:(18)];
            if (fwd_on & (fwd__way == wayc__3)) begin
                lines[(64'h814)+:(18)] = fwd__tw;
            end
        end
        if (lines[(64'h402)+:(2)] == wayc__3) begin
            lines[(64'h404)+:(16)] = ways__tw[(32'h12 * 3)+:(16)];
            lines[(64'h414)+:(512)] = ways__lo[(32'h200 * 3)+:(512)];
            lines[(64'h614)+:(512)] = ways__hi[(32'h200 * 3)+:(512)];
            v_dirty = wm__vd[3];
            if (fwd_on & (fwd__way == wayc__3)) begin
                lines[(64'h404)+:(16)] = fwd__tw[(32'h0)+:(16)];
                lines[(64'h414)+:(512)] = fwd__lo;
                lines[(64'h614)+:(512)] = fwd__hi;
            end
        end
        if (~two_beats) begin
            lines[(64'h202)+:(512)] = 32'h0;
            lines[(64'h614)+:(512)] = 32'h0;
        end
    end
    
endmodule // roce_mkey_cache__sv

module roce_mkey_cache__wk(clock,reset,init,init_set,fa_start,fa_turn,fa_take,fa_active,fa_slot,fa_phase,fa_done);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    output reg  init;
    output reg  [7:0] init_set;
    input wire  fa_start;
    input wire  fa_turn;
    input wire  fa_take;
    output reg  fa_active;
    output reg  [9:0] fa_slot;
    output reg  fa_phase;
    output reg  fa_done;
    
    // Stub signals
    reg  i_active__d;
    wire  i_active__q;
    wire  i_active__clock;
    reg  [7:0] i_set__d;
    wire  [7:0] i_set__q;
    wire  i_set__clock;
    reg  f_active__d;
    wire  f_active__q;
    wire  f_active__clock;
    reg  [9:0] f_slot__d;
    wire  [9:0] f_slot__q;
    wire  f_slot__clock;
    reg  f_phase__d;
    wire  f_phase__q;
    wire  f_phase__clock;
    
    // Sub module instances
    roce_mkey_cache__dff_w1 i_active(
        .d(i_active__d),
        .q(i_active__q),
        .clock(i_active__clock)
    );
    roce_mkey_cache__dff_w8 i_set(
        .d(i_set__d),
        .q(i_set__q),
        .clock(i_set__clock)
    );
    roce_mkey_cache__dff_w1 f_active(
        .d(f_active__d),
        .q(f_active__q),
        .clock(f_active__clock)
    );
    roce_mkey_cache__wk__f_slot f_slot(
        .d(f_slot__d),
        .q(f_slot__q),
        .clock(f_slot__clock)
    );
    roce_mkey_cache__dff_w1 f_phase(
        .d(f_phase__d),
        .q(f_phase__q),
        .clock(f_phase__clock)
    );
    
    assign i_active__clock = clock;
    assign i_set__clock = clock;
    assign f_active__clock = clock;
    assign f_slot__clock = clock;
    assign f_phase__clock = clock;
    
    // Update code
    always @(*) begin
        i_active__d = i_active__q;
        i_set__d = i_set__q;
        f_active__d = f_active__q;
        f_slot__d = f_slot__q;
        f_phase__d = f_phase__q;
        init = i_active__q;
        init_set = i_set__q;
        fa_active = f_active__q;
        fa_slot = f_slot__q;
        fa_phase = f_phase__q;
        if (i_active__q) begin
            i_set__d = i_set__q + 32'h1;
            if (i_set__q == 32'hff) begin
                i_active__d = 1'b0;
            end
        end
        if (fa_start) begin
            f_active__d = 1'b1;
            f_slot__d = 32'h0;
            f_phase__d = 1'b0;
        end
        if (fa_turn) begin
            f_phase__d = fa_take;
        end
        fa_done = 1'b0;
        if (fa_take) begin
            f_slot__d = f_slot__q + 32'h1;
            if (f_slot__q == 32'h3ff) begin
                f_active__d = 1'b0;
                fa_done = 1'b1;
            end
        end
        if (reset) begin
            i_active__d = 1'b1;
            i_set__d = 32'h0;
            f_active__d = 1'b0;
        end
    end
    
endmodule // roce_mkey_cache__wk

module roce_mkey_cache__wk__f_slot(d,q,clock);
    
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
          
endmodule // roce_mkey_cache__wk__f_slot
