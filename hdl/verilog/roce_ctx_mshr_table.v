// roce_ctx_mshr_table: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_mshr_table(clock,reset,init,init_slot,limit,free_any,free_id,start,info,rel,rel_id,a_set,a_id,ins_id,s1_id,ins_info,ins_up,busy,free_count);
    
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
    roce_ctx_mshr_table__freeq freeq(
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
    roce_ctx_mshr_table__dff_w1 o_v(
        .d(o_v__d),
        .q(o_v__q),
        .clock(o_v__clock)
    );
    roce_ctx_mshr_table__dff_w6 o_id(
        .d(o_id__d),
        .q(o_id__q),
        .clock(o_id__clock)
    );
    roce_ctx_mshr_table__dff_w1 k_v(
        .d(k_v__d),
        .q(k_v__q),
        .clock(k_v__clock)
    );
    roce_ctx_mshr_table__dff_w6 k_id(
        .d(k_id__d),
        .q(k_id__q),
        .clock(k_id__clock)
    );
    roce_ctx_mshr_table__dff_w1 st_r(
        .d(st_r__d),
        .q(st_r__q),
        .clock(st_r__clock)
    );
    roce_ctx_mshr_table__dff_w6 id_r(
        .d(id_r__d),
        .q(id_r__q),
        .clock(id_r__clock)
    );
    roce_ctx_mshr_table__info_r info_r(
        .d(info_r__d),
        .q(info_r__q),
        .clock(info_r__clock)
    );
    roce_ctx_mshr_table__info_ram info_ram(
        .read_address(info_ram__read_address),
        .read_clock(info_ram__read_clock),
        .read_data(info_ram__read_data),
        .write_address(info_ram__write_address),
        .write_clock(info_ram__write_clock),
        .write_data(info_ram__write_data),
        .write_enable(info_ram__write_enable)
    );
    roce_ctx_mshr_table__marks marks(
        .d(marks__d),
        .q(marks__q),
        .clock(marks__clock)
    );
    roce_ctx_mshr_table__dff_w7 out(
        .d(out__d),
        .q(out__q),
        .clock(out__clock)
    );
    roce_ctx_mshr_table__dff_w1 up_q(
        .d(up_q__d),
        .q(up_q__q),
        .clock(up_q__clock)
    );
    roce_ctx_mshr_table__dff_w1 ab_v(
        .d(ab_v__d),
        .q(ab_v__q),
        .clock(ab_v__clock)
    );
    roce_ctx_mshr_table__dff_w6 ab_id(
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
    
endmodule // roce_ctx_mshr_table

module roce_ctx_mshr_table__dff_w6(d,q,clock);
    
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
          
endmodule // roce_ctx_mshr_table__dff_w6

module roce_ctx_mshr_table__dff_w1(d,q,clock);
    
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
          
endmodule // roce_ctx_mshr_table__dff_w1

module roce_ctx_mshr_table__freeq(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
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
    roce_ctx_mshr_table__freeq__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_ctx_mshr_table__dff_w7 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_ctx_mshr_table__dff_w7 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_ctx_mshr_table__dff_w1 head(
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
    
endmodule // roce_ctx_mshr_table__freeq

module roce_ctx_mshr_table__freeq__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_ctx_mshr_table__freeq__ram

module roce_ctx_mshr_table__dff_w7(d,q,clock);
    
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
          
endmodule // roce_ctx_mshr_table__dff_w7

module roce_ctx_mshr_table__info_r(d,q,clock);
    
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
          
endmodule // roce_ctx_mshr_table__info_r

module roce_ctx_mshr_table__info_ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_ctx_mshr_table__info_ram

module roce_ctx_mshr_table__marks(d,q,clock);
    
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
          
endmodule // roce_ctx_mshr_table__marks
