// roce_qpc_view: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_qpc_view(ctx,nx,cur,up,qp_type,mtu_code,mtu_bytes,access,dest_qpn,pkey,min_rnr,qkey,pd,rq_base,rq_log_size,rq_log_stride,max_dest_rd_atomic,rcq,scq,dmac,sport,dgid,rq_empty);
    
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
    
endmodule // roce_qpc_view
