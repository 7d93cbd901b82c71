// roce_header_machine: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_header_machine(clock,reset,enable,head_valid,head,head_fast,head_ctx,head_host,head_addr_ok,qpc_lk_valid,qpc_lk_ready,qpc_lk_index,qpc_lk_tag,qpc_rsp_valid,qpc_rsp_ready,qpc_rsp_tag,qpc_rsp_data,qpc_rsp_err,job_room,mover_fill,failed_valid,failed,wr_issued,wr_room,wr_req_ready,up_ready,up_data,mup_ready,qerr_valid,qerr_qpn,db_valid,db_qpn,db_producer,db_bound,cur,qp_type,mtu_code,rt_step,rt_nx,rt_dec,rt_post,rt_exec,rt_dupread,rt_cnp,rt_key_inv,rt_inc,ks_done,ks_inv_ok,ks_host_addr,ks_code,write_len_ok,au_done,au_orig,au_err,au_rd_err,au_found,ofx_nx,ofx_dec,ofx_inc,ofx_cq_err,ofx_werr_nak,ofx_flush_op,walk_key_req,walk_done,walk_need_key,walk_outcome,walk_fetched,walk_dma_err,walk_scatter,walk_queued,cpl_done,cpl_fin,cpl_lost,cpl_written,cpl_write_err,werr_now,state,m,pk,ctx,facts,nx,dec,d_post,opf,pulse,up_valid,mup_valid,c_wr_valid,job_wr_tag,inc);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  enable;
    input wire  head_valid;
    input wire  [1025:0] head;
    input wire  head_fast;
    input wire  [1023:0] head_ctx;
    input wire  [63:0] head_host;
    input wire  head_addr_ok;
    output reg  qpc_lk_valid;
    input wire  qpc_lk_ready;
    output reg  [23:0] qpc_lk_index;
    output reg  [7:0] qpc_lk_tag;
    input wire  qpc_rsp_valid;
    output reg  qpc_rsp_ready;
    input wire  [7:0] qpc_rsp_tag;
    input wire  [1023:0] qpc_rsp_data;
    input wire  qpc_rsp_err;
    input wire  [6:0] job_room;
    input wire  [5:0] mover_fill;
    input wire  failed_valid;
    input wire  [74:0] failed;
    input wire  [15:0] wr_issued;
    input wire  wr_room;
    input wire  wr_req_ready;
    input wire  up_ready;
    input wire  [1023:0] up_data;
    input wire  mup_ready;
    input wire  qerr_valid;
    input wire  [23:0] qerr_qpn;
    input wire  db_valid;
    input wire  [23:0] db_qpn;
    input wire  [31:0] db_producer;
    input wire  [31:0] db_bound;
    input wire  [295:0] cur;
    input wire  [7:0] qp_type;
    input wire  [2:0] mtu_code;
    input wire  [3:0] rt_step;
    input wire  [295:0] rt_nx;
    input wire  [248:0] rt_dec;
    input wire  [2:0] rt_post;
    input wire  rt_exec;
    input wire  rt_dupread;
    input wire  rt_cnp;
    input wire  rt_key_inv;
    input wire  [33:0] rt_inc;
    input wire  ks_done;
    input wire  ks_inv_ok;
    input wire  [63:0] ks_host_addr;
    input wire  [2:0] ks_code;
    input wire  write_len_ok;
    input wire  au_done;
    input wire  [63:0] au_orig;
    input wire  au_err;
    input wire  au_rd_err;
    input wire  au_found;
    input wire  [295:0] ofx_nx;
    input wire  [248:0] ofx_dec;
    input wire  [33:0] ofx_inc;
    input wire  ofx_cq_err;
    input wire  ofx_werr_nak;
    input wire  ofx_flush_op;
    input wire  walk_key_req;
    input wire  walk_done;
    input wire  walk_need_key;
    input wire  [2:0] walk_outcome;
    input wire  walk_fetched;
    input wire  walk_dma_err;
    input wire  walk_scatter;
    input wire  walk_queued;
    input wire  cpl_done;
    input wire  cpl_fin;
    input wire  cpl_lost;
    input wire  cpl_written;
    input wire  cpl_write_err;
    input wire  werr_now;
    output reg  [3:0] state;
    output reg  [1025:0] m;
    output reg  [14:0] pk;
    output reg  [1023:0] ctx;
    output reg  [160:0] facts;
    output reg  [295:0] nx;
    output reg  [248:0] dec;
    output reg  [2:0] d_post;
    output reg  [8:0] opf;
    output reg  [11:0] pulse;
    output reg  up_valid;
    output reg  mup_valid;
    output reg  c_wr_valid;
    output reg  [15:0] job_wr_tag;
    output reg  [33:0] inc;
    
    // Constant declarations
    localparam  pk_clear = 15'b0;
    localparam  inc_none = 34'h0;
    localparam  pulse_none = 12'h0;
    
    // Enums
    localparam EngineState__Idle = 0;
    localparam EngineState__CtxLookup = 1;
    localparam EngineState__CtxWait = 2;
    localparam EngineState__Decide = 3;
    localparam EngineState__Key = 4;
    localparam EngineState__Atomic = 5;
    localparam EngineState__Outcome = 6;
    localparam EngineState__Commit = 7;
    localparam EngineState__Push = 8;
    localparam EngineState__Wqe = 9;
    localparam EngineState__Complete = 10;
    localparam EngineState__Doorbell = 11;
    localparam EngineState__WriteFailed = 12;
    localparam EngineState__AtomicReplay = 13;
    localparam Outcome__Ok = 0;
    localparam Outcome__InvalidRequest = 2;
    localparam Outcome__AccessError = 3;
    localparam Outcome__OperationalError = 4;
    
    // Stub signals
    reg  [3:0] state_r__d;
    wire  [3:0] state_r__q;
    wire  state_r__clock;
    reg  [1025:0] m_r__d;
    wire  [1025:0] m_r__q;
    wire  m_r__clock;
    reg  [14:0] pk_r__d;
    wire  [14:0] pk_r__q;
    wire  pk_r__clock;
    reg  [1023:0] ctx_r__d;
    wire  [1023:0] ctx_r__q;
    wire  ctx_r__clock;
    reg  [295:0] nx_r__d;
    wire  [295:0] nx_r__q;
    wire  nx_r__clock;
    reg  [248:0] dec_r__d;
    wire  [248:0] dec_r__q;
    wire  dec_r__clock;
    reg  [160:0] facts_r__d;
    wire  [160:0] facts_r__q;
    wire  facts_r__clock;
    reg  [2:0] d_post_r__d;
    wire  [2:0] d_post_r__q;
    wire  d_post_r__clock;
    reg  [8:0] opf_r__d;
    wire  [8:0] opf_r__q;
    wire  opf_r__clock;
    reg  [1025:0] cls_rsp__rec;
    reg  [1023:0] cls_rsp__entry;
    wire  [8:0] cls_rsp__opf;
    wire  cls_rsp__mt_eq;
    wire  cls_rsp__mt_le;
    wire  cls_rsp__e_other;
    wire  cls_rsp__e_ahead;
    reg  [1025:0] intake__head;
    reg  intake__head_fast;
    reg  [1023:0] intake__head_ctx;
    reg  intake__head_addr_ok;
    reg  intake__fwd;
    reg  [1023:0] intake__fwd_ctx;
    reg  [23:0] intake__fwd_epsn;
    reg  [7:0] intake__qp_type;
    reg  [2:0] intake__mtu_code;
    wire  [1025:0] intake__rec;
    wire  [1023:0] intake__ctx;
    wire  [3:0] intake__step;
    wire  [8:0] intake__opf;
    wire  intake__mt_eq;
    wire  intake__mt_le;
    wire  intake__e_other;
    wire  intake__e_ahead;
    wire  intake__rejected;
    wire  intake__wrong_address;
    wire  intake__cnp;
    wire  cm__clock;
    wire  cm__reset;
    reg  cm__active;
    reg  cm__need_up;
    reg  cm__need_wr;
    reg  cm__need_mup;
    reg  cm__wr_room;
    reg  cm__up_ready;
    reg  cm__wr_ready;
    reg  cm__mup_ready;
    wire  cm__up_valid;
    wire  cm__wr_valid;
    wire  cm__mup_valid;
    wire  cm__done;
    wire  cm__wr_pending;
    
    // Local signals
    reg  take_ok;
    reg  take_held;
    reg  push_last;
    reg  c_done;
    reg  c_push;
    reg  take_now;
    
    // Sub module instances
    roce_header_machine__state_r state_r(
        .d(state_r__d),
        .q(state_r__q),
        .clock(state_r__clock)
    );
    roce_header_machine__m_r m_r(
        .d(m_r__d),
        .q(m_r__q),
        .clock(m_r__clock)
    );
    roce_header_machine__pk_r pk_r(
        .d(pk_r__d),
        .q(pk_r__q),
        .clock(pk_r__clock)
    );
    roce_header_machine__ctx_r ctx_r(
        .d(ctx_r__d),
        .q(ctx_r__q),
        .clock(ctx_r__clock)
    );
    roce_header_machine__nx_r nx_r(
        .d(nx_r__d),
        .q(nx_r__q),
        .clock(nx_r__clock)
    );
    roce_header_machine__dec_r dec_r(
        .d(dec_r__d),
        .q(dec_r__q),
        .clock(dec_r__clock)
    );
    roce_header_machine__facts_r facts_r(
        .d(facts_r__d),
        .q(facts_r__q),
        .clock(facts_r__clock)
    );
    roce_header_machine__d_post_r d_post_r(
        .d(d_post_r__d),
        .q(d_post_r__q),
        .clock(d_post_r__clock)
    );
    roce_header_machine__opf_r opf_r(
        .d(opf_r__d),
        .q(opf_r__q),
        .clock(opf_r__clock)
    );
    roce_header_machine__cls_rsp cls_rsp(
        .rec(cls_rsp__rec),
        .entry(cls_rsp__entry),
        .opf(cls_rsp__opf),
        .mt_eq(cls_rsp__mt_eq),
        .mt_le(cls_rsp__mt_le),
        .e_other(cls_rsp__e_other),
        .e_ahead(cls_rsp__e_ahead)
    );
    roce_header_machine__intake intake(
        .head(intake__head),
        .head_fast(intake__head_fast),
        .head_ctx(intake__head_ctx),
        .head_addr_ok(intake__head_addr_ok),
        .fwd(intake__fwd),
        .fwd_ctx(intake__fwd_ctx),
        .fwd_epsn(intake__fwd_epsn),
        .qp_type(intake__qp_type),
        .mtu_code(intake__mtu_code),
        .rec(intake__rec),
        .ctx(intake__ctx),
        .step(intake__step),
        .opf(intake__opf),
        .mt_eq(intake__mt_eq),
        .mt_le(intake__mt_le),
        .e_other(intake__e_other),
        .e_ahead(intake__e_ahead),
        .rejected(intake__rejected),
        .wrong_address(intake__wrong_address),
        .cnp(intake__cnp)
    );
    roce_header_machine__cm cm(
        .clock(cm__clock),
        .reset(cm__reset),
        .active(cm__active),
        .need_up(cm__need_up),
        .need_wr(cm__need_wr),
        .need_mup(cm__need_mup),
        .wr_room(cm__wr_room),
        .up_ready(cm__up_ready),
        .wr_ready(cm__wr_ready),
        .mup_ready(cm__mup_ready),
        .up_valid(cm__up_valid),
        .wr_valid(cm__wr_valid),
        .mup_valid(cm__mup_valid),
        .done(cm__done),
        .wr_pending(cm__wr_pending)
    );
    
    assign state_r__clock = clock;
    assign m_r__clock = clock;
    assign pk_r__clock = clock;
    assign ctx_r__clock = clock;
    assign nx_r__clock = clock;
    assign dec_r__clock = clock;
    assign d_post_r__clock = clock;
    assign opf_r__clock = clock;
    assign facts_r__clock = clock;
    assign cm__clock = clock;
    assign cm__reset = reset;
    
    // Update code
    always @(*) begin
        state_r__d = state_r__q;
        m_r__d = m_r__q;
        pk_r__d = pk_r__q;
        ctx_r__d = ctx_r__q;
        nx_r__d = nx_r__q;
        dec_r__d = dec_r__q;
        d_post_r__d = d_post_r__q;
        opf_r__d = opf_r__q;
        facts_r__d = facts_r__q;
        state = state_r__q;
        m = m_r__q;
        pk = pk_r__q;
        ctx = ctx_r__q;
        nx = nx_r__q;
        dec = dec_r__q;
        facts = facts_r__q;
        d_post = d_post_r__q;
        opf = opf_r__q;
        pulse = pulse_none;
        qpc_lk_valid = 1'b0;
        qpc_lk_index = m_r__q[(64'h1d0)+:(24)];
        qpc_lk_tag = 32'h0;
        qpc_rsp_ready = 1'b0;
        job_wr_tag = wr_issued;
        inc = inc_none;
        cls_rsp__rec = m_r__q;
        cls_rsp__entry = qpc_rsp_data;
        take_held = (failed_valid | qerr_valid | db_valid) & enable;
        take_ok = head_valid & enable & (job_room >= 32'h3) & (mover_fill < 32'h1c);
        push_last = (state_r__q == EngineState__Push) & ~dec_r__q[(64'h7e)+:(1)] & ~dec_r__q[(64'hb8)+:(1)] & (pk_r__q[(64'h3)+:(1)] | ~(pk_r__q[(64'h0)+:(1)] & dec_r__q[(64'h42)+:(1)]));
        cm__active = state_r__q == EngineState__Commit;
        cm__need_up = dec_r__q[(64'h0)+:(1)];
        cm__need_wr = dec_r__q[(64'h1)+:(1)];
        cm__need_mup = dec_r__q[(64'h7f)+:(1)];
        cm__wr_room = wr_room;
        cm__up_ready = up_ready;
        cm__wr_ready = wr_req_ready;
        cm__mup_ready = mup_ready;
        c_wr_valid = cm__wr_valid;
        c_done = cm__done;
        up_valid = cm__up_valid;
        mup_valid = cm__mup_valid;
        c_push = (state_r__q == EngineState__Commit) & c_done & ~dec_r__q[(64'h7e)+:(1)] & ~dec_r__q[(64'hb8)+:(1)] & ~facts_r__q[(64'ha0)+:(1)] & ~pk_r__q[(64'h0)+:(1)] & ~dec_r__q[(64'h7f)+:(1)];
        take_now = ~take_held & (((state_r__q == EngineState__Idle) & take_ok) | ((push_last | c_push) & take_ok & (job_room >= 32'h4) & (mover_fill < 32'h1b)));
        if ((state_r__q == EngineState__Idle) | take_now) begin
            pk_r__d = pk_clear;
            dec_r__d[(64'h0)+:(1)] = 1'b0;
            dec_r__d[(64'h1)+:(1)] = 1'b0;
            dec_r__d[(64'h42)+:(1)] = 1'b0;
            dec_r__d[(64'h43)+:(1)] = 1'b0;
            dec_r__d[(64'h7e)+:(1)] = 1'b0;
            dec_r__d[(64'h7f)+:(1)] = 1'b0;
            dec_r__d[(64'hb0)+:(8)] = 32'h0;
        end
        if (walk_fetched) begin
            pk_r__d[(64'hc)+:(1)] = 1'b1;
        end
        if (walk_scatter) begin
            pk_r__d[(64'h7)+:(1)] = 1'b1;
        end
        if (walk_queued) begin
            pk_r__d[(64'h8)+:(1)] = 1'b1;
        end
        case (state_r__q)
            EngineState__Idle:
                begin
                    if (failed_valid & enable) begin
                        pulse[(64'h6)+:(1)] = 1'b1;
                        pk_r__d[(64'h9)+:(1)] = 1'b1;
                        facts_r__d[(64'h84)+:(1)] = 1'b0;
                        m_r__d[(64'h1d0)+:(24)] = failed[(64'h1)+:(24)];
                        m_r__d[(64'h1e9)+:(24)] = failed[(64'h19)+:(24)];
                        facts_r__d[(64'h87)+:(24)] = failed[(64'h31)+:(24)];
                        facts_r__d[(64'h85)+:(1)] = failed[(64'h49)+:(1)];
                        facts_r__d[(64'h86)+:(1)] = failed[(64'h4a)+:(1)];
                        m_r__d[(64'h4)+:(16)] = 32'h0;
                        state_r__d = EngineState__CtxLookup;
                    end
                    else if (qerr_valid & enable) begin
                        pulse[(64'ha)+:(1)] = 1'b1;
                        pk_r__d[(64'hb)+:(1)] = 1'b1;
                        facts_r__d[(64'h84)+:(1)] = 1'b0;
                        m_r__d[(64'h1d0)+:(24)] = qerr_qpn;
                        m_r__d[(64'h4)+:(16)] = 32'h0;
                        state_r__d = EngineState__CtxLookup;
                    end
                    else if (db_valid & enable) begin
                        pulse[(64'h9)+:(1)] = 1'b1;
                        pk_r__d[(64'h4)+:(1)] = 1'b1;
                        facts_r__d[(64'h84)+:(1)] = 1'b0;
                        m_r__d[(64'h1d0)+:(24)] = db_qpn;
                        nx_r__d[(64'hc8)+:(32)] = db_producer;
                        m_r__d[(64'h4)+:(16)] = 32'h0;
                        state_r__d = EngineState__CtxLookup;
                    end
                    else if (take_ok) begin
                    end
                end
            EngineState__CtxLookup:
                begin
                    qpc_lk_valid = 1'b1;
                    if (qpc_lk_ready) begin
                        state_r__d = EngineState__CtxWait;
                    end
                end
            EngineState__CtxWait:
                begin
                    qpc_rsp_ready = 1'b1;
                    if (qpc_rsp_valid) begin
                        ctx_r__d = qpc_rsp_data;
                        facts_r__d[(64'h80)+:(1)] = cls_rsp__e_other;
                        facts_r__d[(64'h81)+:(1)] = cls_rsp__e_ahead;
                        opf_r__d = cls_rsp__opf;
                        facts_r__d[(64'h82)+:(1)] = cls_rsp__mt_eq;
                        facts_r__d[(64'h83)+:(1)] = cls_rsp__mt_le;
                        if (qpc_rsp_err) begin
                            inc[(64'hd)+:(1)] = ~m_r__q[(64'h401)+:(1)] & ~pk_r__q[(64'hb)+:(1)];
                            state_r__d = EngineState__Push;
                        end
                        else if (pk_r__q[(64'h4)+:(1)]) begin
                            state_r__d = EngineState__Doorbell;
                        end
                        else if (pk_r__q[(64'h9)+:(1)] | pk_r__q[(64'hb)+:(1)]) begin
                            state_r__d = EngineState__WriteFailed;
                        end
                        else begin
                            state_r__d = EngineState__Decide;
                        end
                    end
                end
            EngineState__Decide:
                begin
                    nx_r__d = rt_nx;
                    dec_r__d = rt_dec;
                    d_post_r__d = rt_post;
                    pk_r__d[(64'h1)+:(1)] = rt_exec;
                    pk_r__d[(64'h2)+:(1)] = rt_dupread;
                    pk_r__d[(64'h0)+:(1)] = rt_cnp;
                    pk_r__d[(64'hd)+:(1)] = rt_key_inv;
                    inc = rt_inc;
                    if (m_r__q[(64'h401)+:(1)]) begin
                        inc = inc_none;
                        inc[(64'hb)+:(1)] = rt_inc[(64'hb)+:(1)];
                    end
                    state_r__d = rt_step;
                end
            EngineState__Key:
                begin
                    if (ks_done & pk_r__q[(64'hd)+:(1)]) begin
                        pk_r__d[(64'hd)+:(1)] = 1'b0;
                        if (ks_inv_ok) begin
                            pk_r__d[(64'he)+:(1)] = 1'b1;
                            state_r__d = EngineState__Wqe;
                        end
                        else begin
                            d_post_r__d = Outcome__InvalidRequest;
                            state_r__d = EngineState__Outcome;
                        end
                    end
                    else if (ks_done) begin
                        facts_r__d[(64'h0)+:(64)] = ks_host_addr;
                        dec_r__d[(64'h2)+:(64)] = ks_host_addr;
                        d_post_r__d = Outcome__Ok;
                        state_r__d = EngineState__Outcome;
                        if ((ks_code != 32'h0) & pk_r__q[(64'h5)+:(1)]) begin
                            d_post_r__d = Outcome__OperationalError;
                            dec_r__d[(64'h7e)+:(1)] = 1'b1;
                            dec_r__d[(64'h80)+:(8)] = 32'h3;
                            dec_r__d[(64'h90)+:(32)] = 32'h0;
                            dec_r__d[(64'h88)+:(8)] = 32'h5;
                        end
                        else if (ks_code != 32'h0) begin
                            d_post_r__d = Outcome__AccessError;
                        end
                        else if (opf_r__q[(64'h1)+:(1)] & ~write_len_ok) begin
                            d_post_r__d = Outcome__InvalidRequest;
                        end
                        else if (opf_r__q[(64'h3)+:(1)]) begin
                            state_r__d = EngineState__Atomic;
                        end
                        else if (pk_r__q[(64'h6)+:(1)]) begin
                            pk_r__d[(64'h6)+:(1)] = 1'b0;
                            state_r__d = EngineState__Wqe;
                        end
                    end
                end
            EngineState__Atomic:
                begin
                    if (au_done) begin
                        facts_r__d[(64'h40)+:(64)] = au_orig;
                        state_r__d = EngineState__Outcome;
                        if (au_err) begin
                            d_post_r__d = Outcome__OperationalError;
                        end
                    end
                end
            EngineState__AtomicReplay:
                begin
                    if (au_done) begin
                        state_r__d = EngineState__Commit;
                        if (au_found & ~au_rd_err) begin
                            dec_r__d[(64'h42)+:(1)] = 1'b1;
                            dec_r__d[(64'h44)+:(2)] = 32'h1;
                            dec_r__d[(64'h46)+:(24)] = m_r__q[(64'h1e9)+:(24)];
                            facts_r__d[(64'h40)+:(64)] = au_orig;
                        end
                        else if (~au_rd_err) begin
                            inc[(64'h11)+:(1)] = 1'b1;
                        end
                    end
                end
            EngineState__Outcome:
                begin
                    nx_r__d = ofx_nx;
                    dec_r__d = ofx_dec;
                    inc = ofx_inc;
                    if (ofx_cq_err) begin
                        pulse[(64'hb)+:(1)] = 1'b1;
                    end
                    state_r__d = EngineState__Commit;
                end
            EngineState__Commit:
                begin
                    if (c_push) begin
                        pulse[(64'h1)+:(1)] = |m_r__q[(64'h4)+:(16)] & ~pk_r__q[(64'h8)+:(1)];
                        pulse[(64'h2)+:(1)] = dec_r__q[(64'h42)+:(1)];
                        job_wr_tag = wr_issued + ((cm__wr_pending) & 16'hffff);
                        state_r__d = EngineState__Idle;
                    end
                    else if (c_done) begin
                        state_r__d = EngineState__Push;
                        if (facts_r__q[(64'ha0)+:(1)]) begin
                            facts_r__d[(64'ha0)+:(1)] = 1'b0;
                            state_r__d = EngineState__Idle;
                        end
                    end
                end
            EngineState__Wqe:
                begin
                    if (walk_key_req) begin
                        pk_r__d[(64'h5)+:(1)] = 1'b1;
                        pk_r__d[(64'h6)+:(1)] = 1'b1;
                        state_r__d = EngineState__Key;
                    end
                    if (walk_done) begin
                        if (walk_need_key) begin
                            pk_r__d[(64'h5)+:(1)] = 1'b1;
                            state_r__d = EngineState__Key;
                        end
                        else begin
                            state_r__d = EngineState__Outcome;
                            if (walk_outcome != Outcome__Ok) begin
                                d_post_r__d = walk_outcome;
                            end
                            if (walk_outcome == Outcome__InvalidRequest) begin
                                dec_r__d[(64'h7e)+:(1)] = 1'b1;
                                dec_r__d[(64'h80)+:(8)] = 32'h1;
                                dec_r__d[(64'h90)+:(32)] = 32'h0;
                                dec_r__d[(64'h88)+:(8)] = 32'h5;
                            end
                        end
                    end
                end
            EngineState__WriteFailed:
                begin
                    nx_r__d = ofx_nx;
                    dec_r__d = ofx_dec;
                    inc = ofx_inc;
                    pk_r__d[(64'ha)+:(1)] = ofx_werr_nak;
                    pulse[(64'h7)+:(1)] = ofx_werr_nak;
                    pulse[(64'h8)+:(1)] = ~ofx_werr_nak & ~pk_r__q[(64'hb)+:(1)];
                    pulse[(64'h5)+:(1)] = ofx_flush_op;
                    state_r__d = EngineState__Commit;
                end
            EngineState__Complete:
                begin
                    if (cpl_done) begin
                        state_r__d = EngineState__Idle;
                    end
                    if (cpl_fin) begin
                        dec_r__d[(64'hb8)+:(1)] = 1'b0;
                        facts_r__d[(64'ha0)+:(1)] = 1'b1;
                        nx_r__d[(64'he8)+:(32)] = dec_r__q[(64'hd9)+:(32)];
                        dec_r__d[(64'h0)+:(1)] = 1'b1;
                        dec_r__d[(64'h1)+:(1)] = 1'b0;
                        state_r__d = EngineState__Commit;
                    end
                end
            EngineState__Doorbell:
                begin
                    nx_r__d = cur;
                    nx_r__d[(64'hc8)+:(32)] = nx_r__q[(64'hc8)+:(32)];
                    dec_r__d[(64'h0)+:(1)] = 1'b1;
                    state_r__d = EngineState__Commit;
                    if (cur[(64'h0)+:(8)] == 32'h6) begin
                        dec_r__d[(64'hb8)+:(1)] = 1'b1;
                        dec_r__d[(64'hb9)+:(32)] = cur[(64'he8)+:(32)];
                        dec_r__d[(64'hd9)+:(32)] = db_bound;
                    end
                end
            EngineState__Push:
                begin
                    state_r__d = EngineState__Idle;
                    if (dec_r__q[(64'h7e)+:(1)] | dec_r__q[(64'hb8)+:(1)]) begin
                        state_r__d = EngineState__Complete;
                        pulse[(64'h4)+:(1)] = pk_r__q[(64'h3)+:(1)] | ~(pk_r__q[(64'h0)+:(1)] & dec_r__q[(64'h42)+:(1)]);
                    end
                    if (~pk_r__q[(64'h3)+:(1)]) begin
                        pulse[(64'h1)+:(1)] = |m_r__q[(64'h4)+:(16)] & ~pk_r__q[(64'h8)+:(1)];
                        if (pk_r__q[(64'h0)+:(1)]) begin
                            pulse[(64'h2)+:(1)] = 1'b1;
                            pulse[(64'h3)+:(1)] = 1'b1;
                            if (dec_r__q[(64'h42)+:(1)]) begin
                                pk_r__d[(64'h3)+:(1)] = 1'b1;
                                state_r__d = EngineState__Push;
                            end
                        end
                        else begin
                            pulse[(64'h2)+:(1)] = dec_r__q[(64'h42)+:(1)];
                        end
                    end
                    else begin
                        pulse[(64'h2)+:(1)] = 1'b1;
                        pk_r__d[(64'h3)+:(1)] = 1'b0;
                    end
                end
            default:
                begin
                    state_r__d = EngineState__Idle;
                end
        endcase
        intake__head = head;
        intake__head_fast = head_fast;
        intake__head_ctx = head_ctx;
        intake__head_addr_ok = head_addr_ok;
        intake__fwd = c_push & dec_r__q[(64'h0)+:(1)] & (head[(64'h1d0)+:(24)] == m_r__q[(64'h1d0)+:(24)]);
        intake__fwd_ctx = up_data;
        intake__fwd_epsn = nx_r__q[(64'h10)+:(24)];
        intake__qp_type = qp_type;
        intake__mtu_code = mtu_code;
        if (take_now) begin
            pulse[(64'h0)+:(1)] = 1'b1;
            m_r__d = intake__rec;
            facts_r__d[(64'h84)+:(1)] = head_fast;
            opf_r__d = intake__opf;
            facts_r__d[(64'h82)+:(1)] = intake__mt_eq;
            facts_r__d[(64'h83)+:(1)] = intake__mt_le;
            facts_r__d[(64'h80)+:(1)] = intake__e_other;
            facts_r__d[(64'h81)+:(1)] = intake__e_ahead;
            if (head_fast) begin
                ctx_r__d = intake__ctx;
                dec_r__d[(64'h2)+:(64)] = head_host;
                facts_r__d[(64'h0)+:(64)] = head_host;
            end
            facts_r__d[(64'h9f)+:(1)] = 1'b0;
            inc[(64'h0)+:(1)] = ~intake__rec[(64'h401)+:(1)];
            if (intake__rejected) begin
                inc[(64'h1c)+:(1)] = 1'b1;
            end
            if (intake__wrong_address) begin
                inc[(64'h18)+:(1)] = 1'b1;
            end
            if (intake__cnp) begin
                inc[(64'h1a)+:(1)] = 1'b1;
            end
            state_r__d = intake__step;
        end
        if (werr_now) begin
            facts_r__d[(64'h9f)+:(1)] = 1'b1;
        end
        if (reset) begin
            state_r__d = EngineState__Idle;
            facts_r__d[(64'h9f)+:(1)] = 1'b0;
            pk_r__d[(64'h3)+:(1)] = 1'b0;
        end
    end
    
endmodule // roce_header_machine

module roce_header_machine__cls_rsp(rec,entry,opf,mt_eq,mt_le,e_other,e_ahead);
    
    // Module arguments
    input wire  [1025:0] rec;
    input wire  [1023:0] entry;
    output reg  [8:0] opf;
    output reg  mt_eq;
    output reg  mt_le;
    output reg  e_other;
    output reg  e_ahead;
    
    // Stub signals
    reg  [7:0] oc__op;
    reg  oc__masked;
    wire  [8:0] oc__flags;
    reg  [15:0] mf__plen;
    reg  [2:0] mf__mtu_code;
    wire  mf__eq;
    wire  mf__le;
    reg  [23:0] pc__epsn;
    reg  [23:0] pc__psn;
    wire  pc__other;
    wire  pc__ahead;
    
    // Sub module instances
    roce_header_machine__cls_rsp__oc oc(
        .op(oc__op),
        .masked(oc__masked),
        .flags(oc__flags)
    );
    roce_header_machine__cls_rsp__mf mf(
        .plen(mf__plen),
        .mtu_code(mf__mtu_code),
        .eq(mf__eq),
        .le(mf__le)
    );
    roce_header_machine__cls_rsp__pc pc(
        .epsn(pc__epsn),
        .psn(pc__psn),
        .other(pc__other),
        .ahead(pc__ahead)
    );
    
    // Update code
    always @(*) begin
        oc__op = rec[(64'h1ae)+:(8)];
        oc__masked = entry[(32'h8)+:(8)] != 32'h0;
        mf__plen = rec[(64'h4)+:(16)];
        mf__mtu_code = entry[(32'h10)+:(3)];
        pc__psn = rec[(64'h1e9)+:(24)];
        pc__epsn = entry[(32'h40)+:(24)];
        opf = oc__flags;
        mt_eq = mf__eq;
        mt_le = mf__le;
        e_other = pc__other;
        e_ahead = pc__ahead;
    end
    
endmodule // roce_header_machine__cls_rsp

module roce_header_machine__cls_rsp__mf(plen,mtu_code,eq,le);
    
    // Module arguments
    input wire  [15:0] plen;
    input wire  [2:0] mtu_code;
    output reg  eq;
    output reg  le;
    
    // Constant declarations
    localparam  mtu_tab__0 = 16'h100;
    localparam  mtu_tab__1 = 16'h200;
    localparam  mtu_tab__2 = 16'h400;
    localparam  mtu_tab__3 = 16'h800;
    localparam  mtu_tab__4 = 16'h1000;
    localparam  mtu_tab__5 = 16'h1000;
    localparam  mtu_tab__6 = 16'h1000;
    localparam  mtu_tab__7 = 16'h1000;
    
    // Local signals
    reg  [15:0] mtu;
    
    // Update code
    always @(*) begin
        mtu = mtu_tab__0;
        if (mtu_code == 1) begin
            mtu = mtu_tab__1;
        end
        if (mtu_code == 2) begin
            mtu = mtu_tab__2;
        end
        if (mtu_code == 3) begin
            mtu = mtu_tab__3;
        end
        if (mtu_code == 4) begin
            mtu = mtu_tab__4;
        end
        if (mtu_code == 5) begin
            mtu = mtu_tab__5;
        end
        if (mtu_code == 6) begin
            mtu = mtu_tab__6;
        end
        if (mtu_code == 7) begin
            mtu = mtu_tab__7;
        end
        eq = plen == mtu;
        le = plen <= mtu;
    end
    
endmodule // roce_header_machine__cls_rsp__mf

module roce_header_machine__cls_rsp__oc(op,masked,flags);
    
    // Module arguments
    input wire  [7:0] op;
    input wire  masked;
    output reg  [8:0] flags;
    
    // Local signals
    reg  [7:0] opn;
    
    // Update code
    always @(*) begin
        opn = op;
        if (masked) begin
            opn = op & 32'h1f;
        end
        flags[(64'h0)+:(1)] = (opn <= 32'h5) | (opn == 32'h16) | (opn == 32'h17);
        flags[(64'h1)+:(1)] = (opn >= 32'h6) & (opn <= 32'hb);
        flags[(64'h2)+:(1)] = opn == 32'hc;
        flags[(64'h3)+:(1)] = (opn == 32'h13) | (opn == 32'h14);
        flags[(64'h4)+:(1)] = (opn >= 32'hd) & (opn <= 32'h12);
        flags[(64'h5)+:(1)] = (opn == 32'h0) | (opn == 32'h4) | (opn == 32'h5) | (opn == 32'h17) | (opn == 32'h6) | (opn == 32'ha) | (opn == 32'hb) | (opn == 32'hc) | (opn == 32'h13) | (opn == 32'h14);
        flags[(64'h6)+:(1)] = ((opn >= 32'h2) & (opn <= 32'h5)) | (opn == 32'h16) | (opn == 32'h17) | ((opn >= 32'h8) & (opn <= 32'hb)) | (opn == 32'hc) | (opn == 32'h13) | (opn == 32'h14);
        flags[(64'h7)+:(1)] = (opn == 32'h16) | (opn == 32'h17);
        flags[(64'h8)+:(1)] = (opn == 32'h3) | (opn == 32'h5) | (opn == 32'h9) | (opn == 32'hb);
    end
    
endmodule // roce_header_machine__cls_rsp__oc

module roce_header_machine__cls_rsp__pc(epsn,psn,other,ahead);
    
    // Module arguments
    input wire  [23:0] epsn;
    input wire  [23:0] psn;
    output reg  other;
    output reg  ahead;
    
    // Local signals
    reg  [23:0] e;
    
    // Update code
    always @(*) begin
        e = epsn - psn;
        other = |e;
        ahead = e[32'h17];
    end
    
endmodule // roce_header_machine__cls_rsp__pc

module roce_header_machine__cm(clock,reset,active,need_up,need_wr,need_mup,wr_room,up_ready,wr_ready,mup_ready,up_valid,wr_valid,mup_valid,done,wr_pending);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  active;
    input wire  need_up;
    input wire  need_wr;
    input wire  need_mup;
    input wire  wr_room;
    input wire  up_ready;
    input wire  wr_ready;
    input wire  mup_ready;
    output reg  up_valid;
    output reg  wr_valid;
    output reg  mup_valid;
    output reg  done;
    output reg  wr_pending;
    
    // Stub signals
    reg  f_up__d;
    wire  f_up__q;
    wire  f_up__clock;
    reg  f_wr__d;
    wire  f_wr__q;
    wire  f_wr__clock;
    reg  f_mup__d;
    wire  f_mup__q;
    wire  f_mup__clock;
    
    // Local signals
    reg  up_ok;
    reg  mup_ok;
    
    // Sub module instances
    roce_header_machine__dff_w1 f_up(
        .d(f_up__d),
        .q(f_up__q),
        .clock(f_up__clock)
    );
    roce_header_machine__dff_w1 f_wr(
        .d(f_wr__d),
        .q(f_wr__q),
        .clock(f_wr__clock)
    );
    roce_header_machine__dff_w1 f_mup(
        .d(f_mup__d),
        .q(f_mup__q),
        .clock(f_mup__clock)
    );
    
    assign f_up__clock = clock;
    assign f_wr__clock = clock;
    assign f_mup__clock = clock;
    
    // Update code
    always @(*) begin
        f_up__d = f_up__q;
        f_wr__d = f_wr__q;
        f_mup__d = f_mup__q;
        up_ok = ~need_up | f_up__q | up_ready;
        mup_ok = ~need_mup | f_mup__q | mup_ready;
        wr_pending = need_wr & ~f_wr__q;
        wr_valid = wr_pending & wr_room & up_ok & mup_ok;
        done = up_ok & (~need_wr | f_wr__q | (wr_valid & wr_ready)) & mup_ok;
        up_valid = active & need_up & ~f_up__q;
        mup_valid = active & need_mup & ~f_mup__q;
        if (active) begin
            if (up_valid & up_ready) begin
                f_up__d = 1'b1;
            end
            if (wr_valid & wr_ready) begin
                f_wr__d = 1'b1;
            end
            if (mup_valid & mup_ready) begin
                f_mup__d = 1'b1;
            end
            if (done) begin
                f_up__d = 1'b0;
                f_wr__d = 1'b0;
                f_mup__d = 1'b0;
            end
        end
        if (reset) begin
            f_up__d = 1'b0;
            f_wr__d = 1'b0;
            f_mup__d = 1'b0;
        end
    end
    
endmodule // roce_header_machine__cm

module roce_header_machine__dff_w1(d,q,clock);
    
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
          
endmodule // roce_header_machine__dff_w1

module roce_header_machine__ctx_r(d,q,clock);
    
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
          
endmodule // roce_header_machine__ctx_r

module roce_header_machine__d_post_r(d,q,clock);
    
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
          
endmodule // roce_header_machine__d_post_r

module roce_header_machine__dec_r(d,q,clock);
    
    // Module arguments
    input wire  [248:0] d;
    output reg  [248:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 249'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_header_machine__dec_r

module roce_header_machine__facts_r(d,q,clock);
    
    // Module arguments
    input wire  [160:0] d;
    output reg  [160:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 161'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_header_machine__facts_r

module roce_header_machine__intake(head,head_fast,head_ctx,head_addr_ok,fwd,fwd_ctx,fwd_epsn,qp_type,mtu_code,rec,ctx,step,opf,mt_eq,mt_le,e_other,e_ahead,rejected,wrong_address,cnp);
    
    // Module arguments
    input wire  [1025:0] head;
    input wire  head_fast;
    input wire  [1023:0] head_ctx;
    input wire  head_addr_ok;
    input wire  fwd;
    input wire  [1023:0] fwd_ctx;
    input wire  [23:0] fwd_epsn;
    input wire  [7:0] qp_type;
    input wire  [2:0] mtu_code;
    output reg  [1025:0] rec;
    output reg  [1023:0] ctx;
    output reg  [3:0] step;
    output reg  [8:0] opf;
    output reg  mt_eq;
    output reg  mt_le;
    output reg  e_other;
    output reg  e_ahead;
    output reg  rejected;
    output reg  wrong_address;
    output reg  cnp;
    
    // Enums
    localparam EngineState__CtxLookup = 1;
    localparam EngineState__Decide = 3;
    localparam EngineState__Push = 8;
    
    // Stub signals
    reg  [1025:0] own_cls__rec;
    reg  [1023:0] own_cls__entry;
    wire  [8:0] own_cls__opf;
    wire  own_cls__mt_eq;
    wire  own_cls__mt_le;
    wire  own_cls__e_other;
    wire  own_cls__e_ahead;
    reg  [7:0] oc_cur__op;
    reg  oc_cur__masked;
    wire  [8:0] oc_cur__flags;
    reg  [15:0] mf_cur__plen;
    reg  [2:0] mf_cur__mtu_code;
    wire  mf_cur__eq;
    wire  mf_cur__le;
    reg  [23:0] pc_fwd__epsn;
    reg  [23:0] pc_fwd__psn;
    wire  pc_fwd__other;
    wire  pc_fwd__ahead;
    
    // Local signals
    reg  own;
    
    // Sub module instances
    roce_header_machine__cls_rsp own_cls(
        .rec(own_cls__rec),
        .entry(own_cls__entry),
        .opf(own_cls__opf),
        .mt_eq(own_cls__mt_eq),
        .mt_le(own_cls__mt_le),
        .e_other(own_cls__e_other),
        .e_ahead(own_cls__e_ahead)
    );
    roce_header_machine__cls_rsp__oc oc_cur(
        .op(oc_cur__op),
        .masked(oc_cur__masked),
        .flags(oc_cur__flags)
    );
    roce_header_machine__cls_rsp__mf mf_cur(
        .plen(mf_cur__plen),
        .mtu_code(mf_cur__mtu_code),
        .eq(mf_cur__eq),
        .le(mf_cur__le)
    );
    roce_header_machine__cls_rsp__pc pc_fwd(
        .epsn(pc_fwd__epsn),
        .psn(pc_fwd__psn),
        .other(pc_fwd__other),
        .ahead(pc_fwd__ahead)
    );
    
    // Update code
    always @(*) begin
        own = head_fast & ~fwd;
        ctx = head_ctx;
        if (fwd) begin
            ctx = fwd_ctx;
        end
        own_cls__rec = head;
        own_cls__entry = head_ctx;
        oc_cur__op = head[(64'h1ae)+:(8)];
        oc_cur__masked = qp_type != 32'h0;
        mf_cur__plen = head[(64'h4)+:(16)];
        mf_cur__mtu_code = mtu_code;
        pc_fwd__psn = head[(64'h1e9)+:(24)];
        pc_fwd__epsn = fwd_epsn;
        opf = oc_cur__flags;
        mt_eq = mf_cur__eq;
        mt_le = mf_cur__le;
        if (own) begin
            opf = own_cls__opf;
            mt_eq = own_cls__mt_eq;
            mt_le = own_cls__mt_le;
        end
        e_other = own_cls__e_other;
        e_ahead = own_cls__e_ahead;
        if (fwd) begin
            e_other = pc_fwd__other;
            e_ahead = pc_fwd__ahead;
        end
        rec = head;
        rejected = 1'b0;
        wrong_address = 1'b0;
        cnp = 1'b0;
        if (head[(64'h0)+:(4)] != 32'h0) begin
            rec[(64'h4)+:(16)] = 32'h0;
            rejected = 1'b1;
            step = EngineState__Push;
        end
        else if (~head_addr_ok) begin
            wrong_address = 1'b1;
            step = EngineState__Push;
        end
        else if (head[(64'h1ae)+:(8)] == 32'h81) begin
            cnp = 1'b1;
            step = EngineState__Push;
        end
        else if (head_fast) begin
            step = EngineState__Decide;
        end
        else begin
            step = EngineState__CtxLookup;
        end
    end
    
endmodule // roce_header_machine__intake

module roce_header_machine__m_r(d,q,clock);
    
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
          
endmodule // roce_header_machine__m_r

module roce_header_machine__nx_r(d,q,clock);
    
    // Module arguments
    input wire  [295:0] d;
    output reg  [295:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 296'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_header_machine__nx_r

module roce_header_machine__opf_r(d,q,clock);
    
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
          
endmodule // roce_header_machine__opf_r

module roce_header_machine__pk_r(d,q,clock);
    
    // Module arguments
    input wire  [14:0] d;
    output reg  [14:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 15'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_header_machine__pk_r

module roce_header_machine__state_r(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Enums
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_header_machine__state_r
