// roce_record_classes: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_record_classes(rec,entry,opf,mt_eq,mt_le,e_other,e_ahead);
    
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
    roce_record_classes__oc oc(
        .op(oc__op),
        .masked(oc__masked),
        .flags(oc__flags)
    );
    roce_record_classes__mf mf(
        .plen(mf__plen),
        .mtu_code(mf__mtu_code),
        .eq(mf__eq),
        .le(mf__le)
    );
    roce_record_classes__pc pc(
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
    
endmodule // roce_record_classes

module roce_record_classes__mf(plen,mtu_code,eq,le);
    
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
    
endmodule // roce_record_classes__mf

module roce_record_classes__oc(op,masked,flags);
    
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
    
endmodule // roce_record_classes__oc

module roce_record_classes__pc(epsn,psn,other,ahead);
    
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
    
endmodule // roce_record_classes__pc
