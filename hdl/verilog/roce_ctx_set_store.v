// roce_ctx_set_store: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_set_store(clock,reset,rd_set,rd2_set,ways_tw,ways_lo,ways_hi,tw2,sst,sst2,w_en,w_way,w_set,w_tw,w_lo,w_hi,s_we,s_set,s_wd,init,init_set,fwd_valid,fwd_way,fwd_tw,fwd_lo,fwd_hi,fwd_sv,fwd_sword);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [7:0] rd_set;
    input wire  [7:0] rd2_set;
    output reg  [71:0] ways_tw;
    output reg  [2047:0] ways_lo;
    output reg  [2047:0] ways_hi;
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
    output reg  [1:0] fwd_way;
    output reg  [17:0] fwd_tw;
    output reg  [511:0] fwd_lo;
    output reg  [511:0] fwd_hi;
    output reg  fwd_sv;
    output reg  [25:0] fwd_sword;
    
    // Constant declarations
    localparam  two_beats = 1'b1;
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
    roce_ctx_set_store__tram tram__0(
        .read_address(tram__0__read_address),
        .read_clock(tram__0__read_clock),
        .read_data(tram__0__read_data),
        .write_address(tram__0__write_address),
        .write_clock(tram__0__write_clock),
        .write_data(tram__0__write_data),
        .write_enable(tram__0__write_enable)
    );
    roce_ctx_set_store__tram tram__1(
        .read_address(tram__1__read_address),
        .read_clock(tram__1__read_clock),
        .read_data(tram__1__read_data),
        .write_address(tram__1__write_address),
        .write_clock(tram__1__write_clock),
        .write_data(tram__1__write_data),
        .write_enable(tram__1__write_enable)
    );
    roce_ctx_set_store__tram tram__2(
        .read_address(tram__2__read_address),
        .read_clock(tram__2__read_clock),
        .read_data(tram__2__read_data),
        .write_address(tram__2__write_address),
        .write_clock(tram__2__write_clock),
        .write_data(tram__2__write_data),
        .write_enable(tram__2__write_enable)
    );
    roce_ctx_set_store__tram tram__3(
        .read_address(tram__3__read_address),
        .read_clock(tram__3__read_clock),
        .read_data(tram__3__read_data),
        .write_address(tram__3__write_address),
        .write_clock(tram__3__write_clock),
        .write_data(tram__3__write_data),
        .write_enable(tram__3__write_enable)
    );
    roce_ctx_set_store__tram tram2__0(
        .read_address(tram2__0__read_address),
        .read_clock(tram2__0__read_clock),
        .read_data(tram2__0__read_data),
        .write_address(tram2__0__write_address),
        .write_clock(tram2__0__write_clock),
        .write_data(tram2__0__write_data),
        .write_enable(tram2__0__write_enable)
    );
    roce_ctx_set_store__tram tram2__1(
        .read_address(tram2__1__read_address),
        .read_clock(tram2__1__read_clock),
        .read_data(tram2__1__read_data),
        .write_address(tram2__1__write_address),
        .write_clock(tram2__1__write_clock),
        .write_data(tram2__1__write_data),
        .write_enable(tram2__1__write_enable)
    );
    roce_ctx_set_store__tram tram2__2(
        .read_address(tram2__2__read_address),
        .read_clock(tram2__2__read_clock),
        .read_data(tram2__2__read_data),
        .write_address(tram2__2__write_address),
        .write_clock(tram2__2__write_clock),
        .write_data(tram2__2__write_data),
        .write_enable(tram2__2__write_enable)
    );
    roce_ctx_set_store__tram tram2__3(
        .read_address(tram2__3__read_address),
        .read_clock(tram2__3__read_clock),
        .read_data(tram2__3__read_data),
        .write_address(tram2__3__write_address),
        .write_clock(tram2__3__write_clock),
        .write_data(tram2__3__write_data),
        .write_enable(tram2__3__write_enable)
    );
    roce_ctx_set_store__dhi dlo__0(
        .read_address(dlo__0__read_address),
        .read_clock(dlo__0__read_clock),
        .read_data(dlo__0__read_data),
        .write_address(dlo__0__write_address),
        .write_clock(dlo__0__write_clock),
        .write_data(dlo__0__write_data),
        .write_enable(dlo__0__write_enable)
    );
    roce_ctx_set_store__dhi dlo__1(
        .read_address(dlo__1__read_address),
        .read_clock(dlo__1__read_clock),
        .read_data(dlo__1__read_data),
        .write_address(dlo__1__write_address),
        .write_clock(dlo__1__write_clock),
        .write_data(dlo__1__write_data),
        .write_enable(dlo__1__write_enable)
    );
    roce_ctx_set_store__dhi dlo__2(
        .read_address(dlo__2__read_address),
        .read_clock(dlo__2__read_clock),
        .read_data(dlo__2__read_data),
        .write_address(dlo__2__write_address),
        .write_clock(dlo__2__write_clock),
        .write_data(dlo__2__write_data),
        .write_enable(dlo__2__write_enable)
    );
    roce_ctx_set_store__dhi dlo__3(
        .read_address(dlo__3__read_address),
        .read_clock(dlo__3__read_clock),
        .read_data(dlo__3__read_data),
        .write_address(dlo__3__write_address),
        .write_clock(dlo__3__write_clock),
        .write_data(dlo__3__write_data),
        .write_enable(dlo__3__write_enable)
    );
    roce_ctx_set_store__dhi dhi__0(
        .read_address(dhi__0__read_address),
        .read_clock(dhi__0__read_clock),
        .read_data(dhi__0__read_data),
        .write_address(dhi__0__write_address),
        .write_clock(dhi__0__write_clock),
        .write_data(dhi__0__write_data),
        .write_enable(dhi__0__write_enable)
    );
    roce_ctx_set_store__dhi dhi__1(
        .read_address(dhi__1__read_address),
        .read_clock(dhi__1__read_clock),
        .read_data(dhi__1__read_data),
        .write_address(dhi__1__write_address),
        .write_clock(dhi__1__write_clock),
        .write_data(dhi__1__write_data),
        .write_enable(dhi__1__write_enable)
    );
    roce_ctx_set_store__dhi dhi__2(
        .read_address(dhi__2__read_address),
        .read_clock(dhi__2__read_clock),
        .read_data(dhi__2__read_data),
        .write_address(dhi__2__write_address),
        .write_clock(dhi__2__write_clock),
        .write_data(dhi__2__write_data),
        .write_enable(dhi__2__write_enable)
    );
    roce_ctx_set_store__dhi dhi__3(
        .read_address(dhi__3__read_address),
        .read_clock(dhi__3__read_clock),
        .read_data(dhi__3__read_data),
        .write_address(dhi__3__write_address),
        .write_clock(dhi__3__write_clock),
        .write_data(dhi__3__write_data),
        .write_enable(dhi__3__write_enable)
    );
    roce_ctx_set_store__sram sram(
        .read_address(sram__read_address),
        .read_clock(sram__read_clock),
        .read_data(sram__read_data),
        .write_address(sram__write_address),
        .write_clock(sram__write_clock),
        .write_data(sram__write_data),
        .write_enable(sram__write_enable)
    );
    roce_ctx_set_store__sram sram2(
        .read_address(sram2__read_address),
        .read_clock(sram2__read_clock),
        .read_data(sram2__read_data),
        .write_address(sram2__write_address),
        .write_clock(sram2__write_clock),
        .write_data(sram2__write_data),
        .write_enable(sram2__write_enable)
    );
    roce_ctx_set_store__dff_w1 f_valid(
        .d(f_valid__d),
        .q(f_valid__q),
        .clock(f_valid__clock)
    );
    roce_ctx_set_store__f_way f_way(
        .d(f_way__d),
        .q(f_way__q),
        .clock(f_way__clock)
    );
    roce_ctx_set_store__f_tw f_tw(
        .d(f_tw__d),
        .q(f_tw__q),
        .clock(f_tw__clock)
    );
    roce_ctx_set_store__dff_w512 f_lo(
        .d(f_lo__d),
        .q(f_lo__q),
        .clock(f_lo__clock)
    );
    roce_ctx_set_store__dff_w512 f_hi(
        .d(f_hi__d),
        .q(f_hi__q),
        .clock(f_hi__clock)
    );
    roce_ctx_set_store__dff_w1 f_sv(
        .d(f_sv__d),
        .q(f_sv__q),
        .clock(f_sv__clock)
    );
    roce_ctx_set_store__f_sword f_sword(
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
        ways_tw = ((tram__0__read_data) & 72'hffffffffffffffffff) | (((tram__1__read_data) & 72'hffffffffffffffffff) << 32'h12) | (((tram__2__read_data) & 72'hffffffffffffffffff) << 32'h24) | (((tram__3__read_data) & 72'hffffffffffffffffff) << 32'h36);
        tw2 = ((tram2__0__read_data) & 72'hffffffffffffffffff) | (((tram2__1__read_data) & 72'hffffffffffffffffff) << 32'h12) | (((tram2__2__read_data) & 72'hffffffffffffffffff) << 32'h24) | (((tram2__3__read_data) & 72'hffffffffffffffffff) << 32'h36);
        ways_lo = ((dlo__0__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((dlo__1__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200) | (((dlo__2__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h400) | (((dlo__3__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h600);
        ways_hi = 32'h0;
        if (two_beats) begin
            ways_hi = ((dhi__0__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((dhi__1__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200) | (((dhi__2__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h400) | (((dhi__3__read_data) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h600);
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
        fwd_way = f_way__q;
        fwd_tw = f_tw__q;
        fwd_lo = f_lo__q;
        fwd_hi = f_hi__q;
        fwd_sv = f_sv__q;
        fwd_sword = f_sword__q;
    end
    
endmodule // roce_ctx_set_store

module roce_ctx_set_store__dhi(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_ctx_set_store__dhi

module roce_ctx_set_store__dff_w512(d,q,clock);
    
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
          
endmodule // roce_ctx_set_store__dff_w512

module roce_ctx_set_store__dff_w1(d,q,clock);
    
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
          
endmodule // roce_ctx_set_store__dff_w1

module roce_ctx_set_store__f_sword(d,q,clock);
    
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
          
endmodule // roce_ctx_set_store__f_sword

module roce_ctx_set_store__f_tw(d,q,clock);
    
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
          
endmodule // roce_ctx_set_store__f_tw

module roce_ctx_set_store__f_way(d,q,clock);
    
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
          
endmodule // roce_ctx_set_store__f_way

module roce_ctx_set_store__sram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_ctx_set_store__sram

module roce_ctx_set_store__tram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_ctx_set_store__tram
