// roce_record_intake: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_record_intake(head,head_fast,head_ctx,head_addr_ok,fwd,fwd_ctx,fwd_epsn,qp_type,mtu_code,rec,ctx,step,opf,mt_eq,mt_le,e_other,e_ahead,rejected,wrong_address,cnp);
    
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
    roce_record_intake__own_cls own_cls(
        .rec(own_cls__rec),
        .entry(own_cls__entry),
        .opf(own_cls__opf),
        .mt_eq(own_cls__mt_eq),
        .mt_le(own_cls__mt_le),
        .e_other(own_cls__e_other),
        .e_ahead(own_cls__e_ahead)
    );
    roce_record_intake__oc_cur oc_cur(
        .op(oc_cur__op),
        .masked(oc_cur__masked),
        .flags(oc_cur__flags)
    );
    roce_record_intake__mf_cur mf_cur(
        .plen(mf_cur__plen),
        .mtu_code(mf_cur__mtu_code),
        .eq(mf_cur__eq),
        .le(mf_cur__le)
    );
    roce_record_intake__own_cls__pc pc_fwd(
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
    
endmodule // roce_record_intake

module roce_record_intake__mf_cur(plen,mtu_code,eq,le);
    
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
    
endmodule // roce_record_intake__mf_cur

module roce_record_intake__oc_cur(op,masked,flags);
    
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
    
endmodule // roce_record_intake__oc_cur

module roce_record_intake__own_cls(rec,entry,opf,mt_eq,mt_le,e_other,e_ahead);
    
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
    roce_record_intake__oc_cur oc(
        .op(oc__op),
        .masked(oc__masked),
        .flags(oc__flags)
    );
    roce_record_intake__mf_cur mf(
        .plen(mf__plen),
        .mtu_code(mf__mtu_code),
        .eq(mf__eq),
        .le(mf__le)
    );
    roce_record_intake__own_cls__pc pc(
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
    
endmodule // roce_record_intake__own_cls

module roce_record_intake__own_cls__pc(epsn,psn,other,ahead);
    
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
    
endmodule // roce_record_intake__own_cls__pc
