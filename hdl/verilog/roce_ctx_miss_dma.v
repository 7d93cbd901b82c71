// roce_ctx_miss_dma: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_ctx_miss_dma(clock,reset,base,al_valid,al_id,al_wb,al_wb_index,al_lo,al_hi,al_fill,al_index,ins_valid,ins_id,ins_index,ins_err,ins_take,ins_lo,ins_hi,rd_req_valid,rd_req_ready,rd_req_addr,rd_req_len,rd_data,rd_keep,rd_last,rd_valid,rd_ready,rd_cpl_valid,rd_cpl_status,wr_req_valid,wr_req_ready,wr_req_addr,wr_req_len,wr_data,wr_keep,wr_last,wr_valid,wr_ready,wr_cpl_valid,wr_cpl_status,wb_errors,queued);
    
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
    output reg  [31:0] wb_errors;
    output reg  [6:0] queued;
    
    // Constant declarations
    localparam  two_beats = 1'b1;
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
    roce_ctx_miss_dma__dff_w1 mwdone__0(
        .d(mwdone__0__d),
        .q(mwdone__0__q),
        .clock(mwdone__0__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__1(
        .d(mwdone__1__d),
        .q(mwdone__1__q),
        .clock(mwdone__1__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__2(
        .d(mwdone__2__d),
        .q(mwdone__2__q),
        .clock(mwdone__2__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__3(
        .d(mwdone__3__d),
        .q(mwdone__3__q),
        .clock(mwdone__3__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__4(
        .d(mwdone__4__d),
        .q(mwdone__4__q),
        .clock(mwdone__4__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__5(
        .d(mwdone__5__d),
        .q(mwdone__5__q),
        .clock(mwdone__5__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__6(
        .d(mwdone__6__d),
        .q(mwdone__6__q),
        .clock(mwdone__6__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__7(
        .d(mwdone__7__d),
        .q(mwdone__7__q),
        .clock(mwdone__7__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__8(
        .d(mwdone__8__d),
        .q(mwdone__8__q),
        .clock(mwdone__8__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__9(
        .d(mwdone__9__d),
        .q(mwdone__9__q),
        .clock(mwdone__9__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__10(
        .d(mwdone__10__d),
        .q(mwdone__10__q),
        .clock(mwdone__10__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__11(
        .d(mwdone__11__d),
        .q(mwdone__11__q),
        .clock(mwdone__11__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__12(
        .d(mwdone__12__d),
        .q(mwdone__12__q),
        .clock(mwdone__12__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__13(
        .d(mwdone__13__d),
        .q(mwdone__13__q),
        .clock(mwdone__13__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__14(
        .d(mwdone__14__d),
        .q(mwdone__14__q),
        .clock(mwdone__14__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__15(
        .d(mwdone__15__d),
        .q(mwdone__15__q),
        .clock(mwdone__15__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__16(
        .d(mwdone__16__d),
        .q(mwdone__16__q),
        .clock(mwdone__16__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__17(
        .d(mwdone__17__d),
        .q(mwdone__17__q),
        .clock(mwdone__17__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__18(
        .d(mwdone__18__d),
        .q(mwdone__18__q),
        .clock(mwdone__18__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__19(
        .d(mwdone__19__d),
        .q(mwdone__19__q),
        .clock(mwdone__19__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__20(
        .d(mwdone__20__d),
        .q(mwdone__20__q),
        .clock(mwdone__20__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__21(
        .d(mwdone__21__d),
        .q(mwdone__21__q),
        .clock(mwdone__21__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__22(
        .d(mwdone__22__d),
        .q(mwdone__22__q),
        .clock(mwdone__22__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__23(
        .d(mwdone__23__d),
        .q(mwdone__23__q),
        .clock(mwdone__23__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__24(
        .d(mwdone__24__d),
        .q(mwdone__24__q),
        .clock(mwdone__24__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__25(
        .d(mwdone__25__d),
        .q(mwdone__25__q),
        .clock(mwdone__25__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__26(
        .d(mwdone__26__d),
        .q(mwdone__26__q),
        .clock(mwdone__26__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__27(
        .d(mwdone__27__d),
        .q(mwdone__27__q),
        .clock(mwdone__27__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__28(
        .d(mwdone__28__d),
        .q(mwdone__28__q),
        .clock(mwdone__28__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__29(
        .d(mwdone__29__d),
        .q(mwdone__29__q),
        .clock(mwdone__29__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__30(
        .d(mwdone__30__d),
        .q(mwdone__30__q),
        .clock(mwdone__30__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__31(
        .d(mwdone__31__d),
        .q(mwdone__31__q),
        .clock(mwdone__31__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__32(
        .d(mwdone__32__d),
        .q(mwdone__32__q),
        .clock(mwdone__32__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__33(
        .d(mwdone__33__d),
        .q(mwdone__33__q),
        .clock(mwdone__33__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__34(
        .d(mwdone__34__d),
        .q(mwdone__34__q),
        .clock(mwdone__34__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__35(
        .d(mwdone__35__d),
        .q(mwdone__35__q),
        .clock(mwdone__35__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__36(
        .d(mwdone__36__d),
        .q(mwdone__36__q),
        .clock(mwdone__36__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__37(
        .d(mwdone__37__d),
        .q(mwdone__37__q),
        .clock(mwdone__37__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__38(
        .d(mwdone__38__d),
        .q(mwdone__38__q),
        .clock(mwdone__38__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__39(
        .d(mwdone__39__d),
        .q(mwdone__39__q),
        .clock(mwdone__39__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__40(
        .d(mwdone__40__d),
        .q(mwdone__40__q),
        .clock(mwdone__40__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__41(
        .d(mwdone__41__d),
        .q(mwdone__41__q),
        .clock(mwdone__41__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__42(
        .d(mwdone__42__d),
        .q(mwdone__42__q),
        .clock(mwdone__42__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__43(
        .d(mwdone__43__d),
        .q(mwdone__43__q),
        .clock(mwdone__43__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__44(
        .d(mwdone__44__d),
        .q(mwdone__44__q),
        .clock(mwdone__44__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__45(
        .d(mwdone__45__d),
        .q(mwdone__45__q),
        .clock(mwdone__45__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__46(
        .d(mwdone__46__d),
        .q(mwdone__46__q),
        .clock(mwdone__46__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__47(
        .d(mwdone__47__d),
        .q(mwdone__47__q),
        .clock(mwdone__47__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__48(
        .d(mwdone__48__d),
        .q(mwdone__48__q),
        .clock(mwdone__48__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__49(
        .d(mwdone__49__d),
        .q(mwdone__49__q),
        .clock(mwdone__49__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__50(
        .d(mwdone__50__d),
        .q(mwdone__50__q),
        .clock(mwdone__50__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__51(
        .d(mwdone__51__d),
        .q(mwdone__51__q),
        .clock(mwdone__51__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__52(
        .d(mwdone__52__d),
        .q(mwdone__52__q),
        .clock(mwdone__52__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__53(
        .d(mwdone__53__d),
        .q(mwdone__53__q),
        .clock(mwdone__53__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__54(
        .d(mwdone__54__d),
        .q(mwdone__54__q),
        .clock(mwdone__54__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__55(
        .d(mwdone__55__d),
        .q(mwdone__55__q),
        .clock(mwdone__55__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__56(
        .d(mwdone__56__d),
        .q(mwdone__56__q),
        .clock(mwdone__56__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__57(
        .d(mwdone__57__d),
        .q(mwdone__57__q),
        .clock(mwdone__57__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__58(
        .d(mwdone__58__d),
        .q(mwdone__58__q),
        .clock(mwdone__58__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__59(
        .d(mwdone__59__d),
        .q(mwdone__59__q),
        .clock(mwdone__59__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__60(
        .d(mwdone__60__d),
        .q(mwdone__60__q),
        .clock(mwdone__60__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__61(
        .d(mwdone__61__d),
        .q(mwdone__61__q),
        .clock(mwdone__61__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__62(
        .d(mwdone__62__d),
        .q(mwdone__62__q),
        .clock(mwdone__62__clock)
    );
    roce_ctx_miss_dma__dff_w1 mwdone__63(
        .d(mwdone__63__d),
        .q(mwdone__63__q),
        .clock(mwdone__63__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__0(
        .d(mrdone__0__d),
        .q(mrdone__0__q),
        .clock(mrdone__0__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__1(
        .d(mrdone__1__d),
        .q(mrdone__1__q),
        .clock(mrdone__1__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__2(
        .d(mrdone__2__d),
        .q(mrdone__2__q),
        .clock(mrdone__2__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__3(
        .d(mrdone__3__d),
        .q(mrdone__3__q),
        .clock(mrdone__3__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__4(
        .d(mrdone__4__d),
        .q(mrdone__4__q),
        .clock(mrdone__4__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__5(
        .d(mrdone__5__d),
        .q(mrdone__5__q),
        .clock(mrdone__5__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__6(
        .d(mrdone__6__d),
        .q(mrdone__6__q),
        .clock(mrdone__6__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__7(
        .d(mrdone__7__d),
        .q(mrdone__7__q),
        .clock(mrdone__7__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__8(
        .d(mrdone__8__d),
        .q(mrdone__8__q),
        .clock(mrdone__8__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__9(
        .d(mrdone__9__d),
        .q(mrdone__9__q),
        .clock(mrdone__9__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__10(
        .d(mrdone__10__d),
        .q(mrdone__10__q),
        .clock(mrdone__10__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__11(
        .d(mrdone__11__d),
        .q(mrdone__11__q),
        .clock(mrdone__11__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__12(
        .d(mrdone__12__d),
        .q(mrdone__12__q),
        .clock(mrdone__12__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__13(
        .d(mrdone__13__d),
        .q(mrdone__13__q),
        .clock(mrdone__13__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__14(
        .d(mrdone__14__d),
        .q(mrdone__14__q),
        .clock(mrdone__14__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__15(
        .d(mrdone__15__d),
        .q(mrdone__15__q),
        .clock(mrdone__15__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__16(
        .d(mrdone__16__d),
        .q(mrdone__16__q),
        .clock(mrdone__16__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__17(
        .d(mrdone__17__d),
        .q(mrdone__17__q),
        .clock(mrdone__17__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__18(
        .d(mrdone__18__d),
        .q(mrdone__18__q),
        .clock(mrdone__18__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__19(
        .d(mrdone__19__d),
        .q(mrdone__19__q),
        .clock(mrdone__19__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__20(
        .d(mrdone__20__d),
        .q(mrdone__20__q),
        .clock(mrdone__20__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__21(
        .d(mrdone__21__d),
        .q(mrdone__21__q),
        .clock(mrdone__21__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__22(
        .d(mrdone__22__d),
        .q(mrdone__22__q),
        .clock(mrdone__22__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__23(
        .d(mrdone__23__d),
        .q(mrdone__23__q),
        .clock(mrdone__23__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__24(
        .d(mrdone__24__d),
        .q(mrdone__24__q),
        .clock(mrdone__24__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__25(
        .d(mrdone__25__d),
        .q(mrdone__25__q),
        .clock(mrdone__25__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__26(
        .d(mrdone__26__d),
        .q(mrdone__26__q),
        .clock(mrdone__26__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__27(
        .d(mrdone__27__d),
        .q(mrdone__27__q),
        .clock(mrdone__27__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__28(
        .d(mrdone__28__d),
        .q(mrdone__28__q),
        .clock(mrdone__28__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__29(
        .d(mrdone__29__d),
        .q(mrdone__29__q),
        .clock(mrdone__29__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__30(
        .d(mrdone__30__d),
        .q(mrdone__30__q),
        .clock(mrdone__30__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__31(
        .d(mrdone__31__d),
        .q(mrdone__31__q),
        .clock(mrdone__31__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__32(
        .d(mrdone__32__d),
        .q(mrdone__32__q),
        .clock(mrdone__32__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__33(
        .d(mrdone__33__d),
        .q(mrdone__33__q),
        .clock(mrdone__33__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__34(
        .d(mrdone__34__d),
        .q(mrdone__34__q),
        .clock(mrdone__34__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__35(
        .d(mrdone__35__d),
        .q(mrdone__35__q),
        .clock(mrdone__35__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__36(
        .d(mrdone__36__d),
        .q(mrdone__36__q),
        .clock(mrdone__36__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__37(
        .d(mrdone__37__d),
        .q(mrdone__37__q),
        .clock(mrdone__37__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__38(
        .d(mrdone__38__d),
        .q(mrdone__38__q),
        .clock(mrdone__38__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__39(
        .d(mrdone__39__d),
        .q(mrdone__39__q),
        .clock(mrdone__39__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__40(
        .d(mrdone__40__d),
        .q(mrdone__40__q),
        .clock(mrdone__40__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__41(
        .d(mrdone__41__d),
        .q(mrdone__41__q),
        .clock(mrdone__41__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__42(
        .d(mrdone__42__d),
        .q(mrdone__42__q),
        .clock(mrdone__42__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__43(
        .d(mrdone__43__d),
        .q(mrdone__43__q),
        .clock(mrdone__43__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__44(
        .d(mrdone__44__d),
        .q(mrdone__44__q),
        .clock(mrdone__44__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__45(
        .d(mrdone__45__d),
        .q(mrdone__45__q),
        .clock(mrdone__45__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__46(
        .d(mrdone__46__d),
        .q(mrdone__46__q),
        .clock(mrdone__46__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__47(
        .d(mrdone__47__d),
        .q(mrdone__47__q),
        .clock(mrdone__47__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__48(
        .d(mrdone__48__d),
        .q(mrdone__48__q),
        .clock(mrdone__48__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__49(
        .d(mrdone__49__d),
        .q(mrdone__49__q),
        .clock(mrdone__49__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__50(
        .d(mrdone__50__d),
        .q(mrdone__50__q),
        .clock(mrdone__50__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__51(
        .d(mrdone__51__d),
        .q(mrdone__51__q),
        .clock(mrdone__51__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__52(
        .d(mrdone__52__d),
        .q(mrdone__52__q),
        .clock(mrdone__52__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__53(
        .d(mrdone__53__d),
        .q(mrdone__53__q),
        .clock(mrdone__53__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__54(
        .d(mrdone__54__d),
        .q(mrdone__54__q),
        .clock(mrdone__54__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__55(
        .d(mrdone__55__d),
        .q(mrdone__55__q),
        .clock(mrdone__55__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__56(
        .d(mrdone__56__d),
        .q(mrdone__56__q),
        .clock(mrdone__56__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__57(
        .d(mrdone__57__d),
        .q(mrdone__57__q),
        .clock(mrdone__57__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__58(
        .d(mrdone__58__d),
        .q(mrdone__58__q),
        .clock(mrdone__58__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__59(
        .d(mrdone__59__d),
        .q(mrdone__59__q),
        .clock(mrdone__59__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__60(
        .d(mrdone__60__d),
        .q(mrdone__60__q),
        .clock(mrdone__60__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__61(
        .d(mrdone__61__d),
        .q(mrdone__61__q),
        .clock(mrdone__61__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__62(
        .d(mrdone__62__d),
        .q(mrdone__62__q),
        .clock(mrdone__62__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrdone__63(
        .d(mrdone__63__d),
        .q(mrdone__63__q),
        .clock(mrdone__63__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__0(
        .d(mrerr__0__d),
        .q(mrerr__0__q),
        .clock(mrerr__0__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__1(
        .d(mrerr__1__d),
        .q(mrerr__1__q),
        .clock(mrerr__1__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__2(
        .d(mrerr__2__d),
        .q(mrerr__2__q),
        .clock(mrerr__2__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__3(
        .d(mrerr__3__d),
        .q(mrerr__3__q),
        .clock(mrerr__3__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__4(
        .d(mrerr__4__d),
        .q(mrerr__4__q),
        .clock(mrerr__4__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__5(
        .d(mrerr__5__d),
        .q(mrerr__5__q),
        .clock(mrerr__5__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__6(
        .d(mrerr__6__d),
        .q(mrerr__6__q),
        .clock(mrerr__6__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__7(
        .d(mrerr__7__d),
        .q(mrerr__7__q),
        .clock(mrerr__7__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__8(
        .d(mrerr__8__d),
        .q(mrerr__8__q),
        .clock(mrerr__8__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__9(
        .d(mrerr__9__d),
        .q(mrerr__9__q),
        .clock(mrerr__9__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__10(
        .d(mrerr__10__d),
        .q(mrerr__10__q),
        .clock(mrerr__10__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__11(
        .d(mrerr__11__d),
        .q(mrerr__11__q),
        .clock(mrerr__11__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__12(
        .d(mrerr__12__d),
        .q(mrerr__12__q),
        .clock(mrerr__12__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__13(
        .d(mrerr__13__d),
        .q(mrerr__13__q),
        .clock(mrerr__13__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__14(
        .d(mrerr__14__d),
        .q(mrerr__14__q),
        .clock(mrerr__14__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__15(
        .d(mrerr__15__d),
        .q(mrerr__15__q),
        .clock(mrerr__15__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__16(
        .d(mrerr__16__d),
        .q(mrerr__16__q),
        .clock(mrerr__16__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__17(
        .d(mrerr__17__d),
        .q(mrerr__17__q),
        .clock(mrerr__17__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__18(
        .d(mrerr__18__d),
        .q(mrerr__18__q),
        .clock(mrerr__18__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__19(
        .d(mrerr__19__d),
        .q(mrerr__19__q),
        .clock(mrerr__19__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__20(
        .d(mrerr__20__d),
        .q(mrerr__20__q),
        .clock(mrerr__20__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__21(
        .d(mrerr__21__d),
        .q(mrerr__21__q),
        .clock(mrerr__21__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__22(
        .d(mrerr__22__d),
        .q(mrerr__22__q),
        .clock(mrerr__22__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__23(
        .d(mrerr__23__d),
        .q(mrerr__23__q),
        .clock(mrerr__23__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__24(
        .d(mrerr__24__d),
        .q(mrerr__24__q),
        .clock(mrerr__24__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__25(
        .d(mrerr__25__d),
        .q(mrerr__25__q),
        .clock(mrerr__25__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__26(
        .d(mrerr__26__d),
        .q(mrerr__26__q),
        .clock(mrerr__26__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__27(
        .d(mrerr__27__d),
        .q(mrerr__27__q),
        .clock(mrerr__27__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__28(
        .d(mrerr__28__d),
        .q(mrerr__28__q),
        .clock(mrerr__28__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__29(
        .d(mrerr__29__d),
        .q(mrerr__29__q),
        .clock(mrerr__29__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__30(
        .d(mrerr__30__d),
        .q(mrerr__30__q),
        .clock(mrerr__30__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__31(
        .d(mrerr__31__d),
        .q(mrerr__31__q),
        .clock(mrerr__31__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__32(
        .d(mrerr__32__d),
        .q(mrerr__32__q),
        .clock(mrerr__32__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__33(
        .d(mrerr__33__d),
        .q(mrerr__33__q),
        .clock(mrerr__33__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__34(
        .d(mrerr__34__d),
        .q(mrerr__34__q),
        .clock(mrerr__34__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__35(
        .d(mrerr__35__d),
        .q(mrerr__35__q),
        .clock(mrerr__35__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__36(
        .d(mrerr__36__d),
        .q(mrerr__36__q),
        .clock(mrerr__36__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__37(
        .d(mrerr__37__d),
        .q(mrerr__37__q),
        .clock(mrerr__37__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__38(
        .d(mrerr__38__d),
        .q(mrerr__38__q),
        .clock(mrerr__38__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__39(
        .d(mrerr__39__d),
        .q(mrerr__39__q),
        .clock(mrerr__39__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__40(
        .d(mrerr__40__d),
        .q(mrerr__40__q),
        .clock(mrerr__40__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__41(
        .d(mrerr__41__d),
        .q(mrerr__41__q),
        .clock(mrerr__41__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__42(
        .d(mrerr__42__d),
        .q(mrerr__42__q),
        .clock(mrerr__42__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__43(
        .d(mrerr__43__d),
        .q(mrerr__43__q),
        .clock(mrerr__43__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__44(
        .d(mrerr__44__d),
        .q(mrerr__44__q),
        .clock(mrerr__44__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__45(
        .d(mrerr__45__d),
        .q(mrerr__45__q),
        .clock(mrerr__45__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__46(
        .d(mrerr__46__d),
        .q(mrerr__46__q),
        .clock(mrerr__46__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__47(
        .d(mrerr__47__d),
        .q(mrerr__47__q),
        .clock(mrerr__47__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__48(
        .d(mrerr__48__d),
        .q(mrerr__48__q),
        .clock(mrerr__48__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__49(
        .d(mrerr__49__d),
        .q(mrerr__49__q),
        .clock(mrerr__49__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__50(
        .d(mrerr__50__d),
        .q(mrerr__50__q),
        .clock(mrerr__50__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__51(
        .d(mrerr__51__d),
        .q(mrerr__51__q),
        .clock(mrerr__51__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__52(
        .d(mrerr__52__d),
        .q(mrerr__52__q),
        .clock(mrerr__52__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__53(
        .d(mrerr__53__d),
        .q(mrerr__53__q),
        .clock(mrerr__53__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__54(
        .d(mrerr__54__d),
        .q(mrerr__54__q),
        .clock(mrerr__54__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__55(
        .d(mrerr__55__d),
        .q(mrerr__55__q),
        .clock(mrerr__55__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__56(
        .d(mrerr__56__d),
        .q(mrerr__56__q),
        .clock(mrerr__56__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__57(
        .d(mrerr__57__d),
        .q(mrerr__57__q),
        .clock(mrerr__57__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__58(
        .d(mrerr__58__d),
        .q(mrerr__58__q),
        .clock(mrerr__58__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__59(
        .d(mrerr__59__d),
        .q(mrerr__59__q),
        .clock(mrerr__59__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__60(
        .d(mrerr__60__d),
        .q(mrerr__60__q),
        .clock(mrerr__60__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__61(
        .d(mrerr__61__d),
        .q(mrerr__61__q),
        .clock(mrerr__61__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__62(
        .d(mrerr__62__d),
        .q(mrerr__62__q),
        .clock(mrerr__62__clock)
    );
    roce_ctx_miss_dma__dff_w1 mrerr__63(
        .d(mrerr__63__d),
        .q(mrerr__63__q),
        .clock(mrerr__63__clock)
    );
    roce_ctx_miss_dma__mix_w mix_w(
        .read_address(mix_w__read_address),
        .read_clock(mix_w__read_clock),
        .read_data(mix_w__read_data),
        .write_address(mix_w__write_address),
        .write_clock(mix_w__write_clock),
        .write_data(mix_w__write_data),
        .write_enable(mix_w__write_enable)
    );
    roce_ctx_miss_dma__mix_w mix_wc(
        .read_address(mix_wc__read_address),
        .read_clock(mix_wc__read_clock),
        .read_data(mix_wc__read_data),
        .write_address(mix_wc__write_address),
        .write_clock(mix_wc__write_clock),
        .write_data(mix_wc__write_data),
        .write_enable(mix_wc__write_enable)
    );
    roce_ctx_miss_dma__mix_rc mix_rc(
        .read_address(mix_rc__read_address),
        .read_clock(mix_rc__read_clock),
        .read_data(mix_rc__read_data),
        .write_address(mix_rc__write_address),
        .write_clock(mix_rc__write_clock),
        .write_data(mix_rc__write_data),
        .write_enable(mix_rc__write_enable)
    );
    roce_ctx_miss_dma__fhi vlo(
        .read_address(vlo__read_address),
        .read_clock(vlo__read_clock),
        .read_data(vlo__read_data),
        .write_address(vlo__write_address),
        .write_clock(vlo__write_clock),
        .write_data(vlo__write_data),
        .write_enable(vlo__write_enable)
    );
    roce_ctx_miss_dma__fhi vhi(
        .read_address(vhi__read_address),
        .read_clock(vhi__read_clock),
        .read_data(vhi__read_data),
        .write_address(vhi__write_address),
        .write_clock(vhi__write_clock),
        .write_data(vhi__write_data),
        .write_enable(vhi__write_enable)
    );
    roce_ctx_miss_dma__fhi flo(
        .read_address(flo__read_address),
        .read_clock(flo__read_clock),
        .read_data(flo__read_data),
        .write_address(flo__write_address),
        .write_clock(flo__write_clock),
        .write_data(flo__write_data),
        .write_enable(flo__write_enable)
    );
    roce_ctx_miss_dma__fhi fhi(
        .read_address(fhi__read_address),
        .read_clock(fhi__read_clock),
        .read_data(fhi__read_data),
        .write_address(fhi__write_address),
        .write_clock(fhi__write_clock),
        .write_data(fhi__write_data),
        .write_enable(fhi__write_enable)
    );
    roce_ctx_miss_dma__insa wbq(
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
    roce_ctx_miss_dma__insa rqa(
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
    roce_ctx_miss_dma__insa rqb(
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
    roce_ctx_miss_dma__insa insa(
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
    roce_ctx_miss_dma__insa insb(
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
    roce_ctx_miss_dma__dff_w1 w_busy(
        .d(w_busy__d),
        .q(w_busy__q),
        .clock(w_busy__clock)
    );
    roce_ctx_miss_dma__dff_w1 w_phase(
        .d(w_phase__d),
        .q(w_phase__q),
        .clock(w_phase__clock)
    );
    roce_ctx_miss_dma__dff_w6 w_cur(
        .d(w_cur__d),
        .q(w_cur__q),
        .clock(w_cur__clock)
    );
    roce_ctx_miss_dma__dff_w1 w_beat(
        .d(w_beat__d),
        .q(w_beat__q),
        .clock(w_beat__clock)
    );
    roce_ctx_miss_dma__dff_w64 w_addr(
        .d(w_addr__d),
        .q(w_addr__q),
        .clock(w_addr__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__0(
        .d(wq_id__0__d),
        .q(wq_id__0__q),
        .clock(wq_id__0__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__1(
        .d(wq_id__1__d),
        .q(wq_id__1__q),
        .clock(wq_id__1__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__2(
        .d(wq_id__2__d),
        .q(wq_id__2__q),
        .clock(wq_id__2__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__3(
        .d(wq_id__3__d),
        .q(wq_id__3__q),
        .clock(wq_id__3__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__4(
        .d(wq_id__4__d),
        .q(wq_id__4__q),
        .clock(wq_id__4__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__5(
        .d(wq_id__5__d),
        .q(wq_id__5__q),
        .clock(wq_id__5__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__6(
        .d(wq_id__6__d),
        .q(wq_id__6__q),
        .clock(wq_id__6__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__7(
        .d(wq_id__7__d),
        .q(wq_id__7__q),
        .clock(wq_id__7__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__8(
        .d(wq_id__8__d),
        .q(wq_id__8__q),
        .clock(wq_id__8__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__9(
        .d(wq_id__9__d),
        .q(wq_id__9__q),
        .clock(wq_id__9__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__10(
        .d(wq_id__10__d),
        .q(wq_id__10__q),
        .clock(wq_id__10__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__11(
        .d(wq_id__11__d),
        .q(wq_id__11__q),
        .clock(wq_id__11__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__12(
        .d(wq_id__12__d),
        .q(wq_id__12__q),
        .clock(wq_id__12__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__13(
        .d(wq_id__13__d),
        .q(wq_id__13__q),
        .clock(wq_id__13__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__14(
        .d(wq_id__14__d),
        .q(wq_id__14__q),
        .clock(wq_id__14__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__15(
        .d(wq_id__15__d),
        .q(wq_id__15__q),
        .clock(wq_id__15__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__16(
        .d(wq_id__16__d),
        .q(wq_id__16__q),
        .clock(wq_id__16__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__17(
        .d(wq_id__17__d),
        .q(wq_id__17__q),
        .clock(wq_id__17__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__18(
        .d(wq_id__18__d),
        .q(wq_id__18__q),
        .clock(wq_id__18__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__19(
        .d(wq_id__19__d),
        .q(wq_id__19__q),
        .clock(wq_id__19__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__20(
        .d(wq_id__20__d),
        .q(wq_id__20__q),
        .clock(wq_id__20__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__21(
        .d(wq_id__21__d),
        .q(wq_id__21__q),
        .clock(wq_id__21__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__22(
        .d(wq_id__22__d),
        .q(wq_id__22__q),
        .clock(wq_id__22__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__23(
        .d(wq_id__23__d),
        .q(wq_id__23__q),
        .clock(wq_id__23__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__24(
        .d(wq_id__24__d),
        .q(wq_id__24__q),
        .clock(wq_id__24__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__25(
        .d(wq_id__25__d),
        .q(wq_id__25__q),
        .clock(wq_id__25__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__26(
        .d(wq_id__26__d),
        .q(wq_id__26__q),
        .clock(wq_id__26__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__27(
        .d(wq_id__27__d),
        .q(wq_id__27__q),
        .clock(wq_id__27__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__28(
        .d(wq_id__28__d),
        .q(wq_id__28__q),
        .clock(wq_id__28__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__29(
        .d(wq_id__29__d),
        .q(wq_id__29__q),
        .clock(wq_id__29__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__30(
        .d(wq_id__30__d),
        .q(wq_id__30__q),
        .clock(wq_id__30__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__31(
        .d(wq_id__31__d),
        .q(wq_id__31__q),
        .clock(wq_id__31__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__32(
        .d(wq_id__32__d),
        .q(wq_id__32__q),
        .clock(wq_id__32__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__33(
        .d(wq_id__33__d),
        .q(wq_id__33__q),
        .clock(wq_id__33__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__34(
        .d(wq_id__34__d),
        .q(wq_id__34__q),
        .clock(wq_id__34__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__35(
        .d(wq_id__35__d),
        .q(wq_id__35__q),
        .clock(wq_id__35__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__36(
        .d(wq_id__36__d),
        .q(wq_id__36__q),
        .clock(wq_id__36__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__37(
        .d(wq_id__37__d),
        .q(wq_id__37__q),
        .clock(wq_id__37__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__38(
        .d(wq_id__38__d),
        .q(wq_id__38__q),
        .clock(wq_id__38__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__39(
        .d(wq_id__39__d),
        .q(wq_id__39__q),
        .clock(wq_id__39__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__40(
        .d(wq_id__40__d),
        .q(wq_id__40__q),
        .clock(wq_id__40__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__41(
        .d(wq_id__41__d),
        .q(wq_id__41__q),
        .clock(wq_id__41__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__42(
        .d(wq_id__42__d),
        .q(wq_id__42__q),
        .clock(wq_id__42__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__43(
        .d(wq_id__43__d),
        .q(wq_id__43__q),
        .clock(wq_id__43__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__44(
        .d(wq_id__44__d),
        .q(wq_id__44__q),
        .clock(wq_id__44__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__45(
        .d(wq_id__45__d),
        .q(wq_id__45__q),
        .clock(wq_id__45__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__46(
        .d(wq_id__46__d),
        .q(wq_id__46__q),
        .clock(wq_id__46__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__47(
        .d(wq_id__47__d),
        .q(wq_id__47__q),
        .clock(wq_id__47__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__48(
        .d(wq_id__48__d),
        .q(wq_id__48__q),
        .clock(wq_id__48__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__49(
        .d(wq_id__49__d),
        .q(wq_id__49__q),
        .clock(wq_id__49__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__50(
        .d(wq_id__50__d),
        .q(wq_id__50__q),
        .clock(wq_id__50__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__51(
        .d(wq_id__51__d),
        .q(wq_id__51__q),
        .clock(wq_id__51__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__52(
        .d(wq_id__52__d),
        .q(wq_id__52__q),
        .clock(wq_id__52__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__53(
        .d(wq_id__53__d),
        .q(wq_id__53__q),
        .clock(wq_id__53__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__54(
        .d(wq_id__54__d),
        .q(wq_id__54__q),
        .clock(wq_id__54__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__55(
        .d(wq_id__55__d),
        .q(wq_id__55__q),
        .clock(wq_id__55__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__56(
        .d(wq_id__56__d),
        .q(wq_id__56__q),
        .clock(wq_id__56__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__57(
        .d(wq_id__57__d),
        .q(wq_id__57__q),
        .clock(wq_id__57__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__58(
        .d(wq_id__58__d),
        .q(wq_id__58__q),
        .clock(wq_id__58__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__59(
        .d(wq_id__59__d),
        .q(wq_id__59__q),
        .clock(wq_id__59__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__60(
        .d(wq_id__60__d),
        .q(wq_id__60__q),
        .clock(wq_id__60__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__61(
        .d(wq_id__61__d),
        .q(wq_id__61__q),
        .clock(wq_id__61__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__62(
        .d(wq_id__62__d),
        .q(wq_id__62__q),
        .clock(wq_id__62__clock)
    );
    roce_ctx_miss_dma__dff_w6 wq_id__63(
        .d(wq_id__63__d),
        .q(wq_id__63__q),
        .clock(wq_id__63__clock)
    );
    roce_ctx_miss_dma__dff_w7 wq_head(
        .d(wq_head__d),
        .q(wq_head__q),
        .clock(wq_head__clock)
    );
    roce_ctx_miss_dma__dff_w7 wq_tail(
        .d(wq_tail__d),
        .q(wq_tail__q),
        .clock(wq_tail__clock)
    );
    roce_ctx_miss_dma__dff_w1 r_busy(
        .d(r_busy__d),
        .q(r_busy__q),
        .clock(r_busy__clock)
    );
    roce_ctx_miss_dma__dff_w6 r_cur(
        .d(r_cur__d),
        .q(r_cur__q),
        .clock(r_cur__clock)
    );
    roce_ctx_miss_dma__dff_w1 r_beat(
        .d(r_beat__d),
        .q(r_beat__q),
        .clock(r_beat__clock)
    );
    roce_ctx_miss_dma__dff_w64 r_addr(
        .d(r_addr__d),
        .q(r_addr__q),
        .clock(r_addr__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__0(
        .d(rq_id__0__d),
        .q(rq_id__0__q),
        .clock(rq_id__0__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__1(
        .d(rq_id__1__d),
        .q(rq_id__1__q),
        .clock(rq_id__1__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__2(
        .d(rq_id__2__d),
        .q(rq_id__2__q),
        .clock(rq_id__2__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__3(
        .d(rq_id__3__d),
        .q(rq_id__3__q),
        .clock(rq_id__3__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__4(
        .d(rq_id__4__d),
        .q(rq_id__4__q),
        .clock(rq_id__4__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__5(
        .d(rq_id__5__d),
        .q(rq_id__5__q),
        .clock(rq_id__5__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__6(
        .d(rq_id__6__d),
        .q(rq_id__6__q),
        .clock(rq_id__6__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__7(
        .d(rq_id__7__d),
        .q(rq_id__7__q),
        .clock(rq_id__7__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__8(
        .d(rq_id__8__d),
        .q(rq_id__8__q),
        .clock(rq_id__8__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__9(
        .d(rq_id__9__d),
        .q(rq_id__9__q),
        .clock(rq_id__9__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__10(
        .d(rq_id__10__d),
        .q(rq_id__10__q),
        .clock(rq_id__10__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__11(
        .d(rq_id__11__d),
        .q(rq_id__11__q),
        .clock(rq_id__11__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__12(
        .d(rq_id__12__d),
        .q(rq_id__12__q),
        .clock(rq_id__12__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__13(
        .d(rq_id__13__d),
        .q(rq_id__13__q),
        .clock(rq_id__13__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__14(
        .d(rq_id__14__d),
        .q(rq_id__14__q),
        .clock(rq_id__14__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__15(
        .d(rq_id__15__d),
        .q(rq_id__15__q),
        .clock(rq_id__15__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__16(
        .d(rq_id__16__d),
        .q(rq_id__16__q),
        .clock(rq_id__16__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__17(
        .d(rq_id__17__d),
        .q(rq_id__17__q),
        .clock(rq_id__17__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__18(
        .d(rq_id__18__d),
        .q(rq_id__18__q),
        .clock(rq_id__18__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__19(
        .d(rq_id__19__d),
        .q(rq_id__19__q),
        .clock(rq_id__19__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__20(
        .d(rq_id__20__d),
        .q(rq_id__20__q),
        .clock(rq_id__20__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__21(
        .d(rq_id__21__d),
        .q(rq_id__21__q),
        .clock(rq_id__21__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__22(
        .d(rq_id__22__d),
        .q(rq_id__22__q),
        .clock(rq_id__22__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__23(
        .d(rq_id__23__d),
        .q(rq_id__23__q),
        .clock(rq_id__23__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__24(
        .d(rq_id__24__d),
        .q(rq_id__24__q),
        .clock(rq_id__24__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__25(
        .d(rq_id__25__d),
        .q(rq_id__25__q),
        .clock(rq_id__25__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__26(
        .d(rq_id__26__d),
        .q(rq_id__26__q),
        .clock(rq_id__26__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__27(
        .d(rq_id__27__d),
        .q(rq_id__27__q),
        .clock(rq_id__27__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__28(
        .d(rq_id__28__d),
        .q(rq_id__28__q),
        .clock(rq_id__28__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__29(
        .d(rq_id__29__d),
        .q(rq_id__29__q),
        .clock(rq_id__29__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__30(
        .d(rq_id__30__d),
        .q(rq_id__30__q),
        .clock(rq_id__30__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__31(
        .d(rq_id__31__d),
        .q(rq_id__31__q),
        .clock(rq_id__31__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__32(
        .d(rq_id__32__d),
        .q(rq_id__32__q),
        .clock(rq_id__32__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__33(
        .d(rq_id__33__d),
        .q(rq_id__33__q),
        .clock(rq_id__33__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__34(
        .d(rq_id__34__d),
        .q(rq_id__34__q),
        .clock(rq_id__34__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__35(
        .d(rq_id__35__d),
        .q(rq_id__35__q),
        .clock(rq_id__35__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__36(
        .d(rq_id__36__d),
        .q(rq_id__36__q),
        .clock(rq_id__36__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__37(
        .d(rq_id__37__d),
        .q(rq_id__37__q),
        .clock(rq_id__37__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__38(
        .d(rq_id__38__d),
        .q(rq_id__38__q),
        .clock(rq_id__38__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__39(
        .d(rq_id__39__d),
        .q(rq_id__39__q),
        .clock(rq_id__39__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__40(
        .d(rq_id__40__d),
        .q(rq_id__40__q),
        .clock(rq_id__40__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__41(
        .d(rq_id__41__d),
        .q(rq_id__41__q),
        .clock(rq_id__41__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__42(
        .d(rq_id__42__d),
        .q(rq_id__42__q),
        .clock(rq_id__42__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__43(
        .d(rq_id__43__d),
        .q(rq_id__43__q),
        .clock(rq_id__43__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__44(
        .d(rq_id__44__d),
        .q(rq_id__44__q),
        .clock(rq_id__44__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__45(
        .d(rq_id__45__d),
        .q(rq_id__45__q),
        .clock(rq_id__45__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__46(
        .d(rq_id__46__d),
        .q(rq_id__46__q),
        .clock(rq_id__46__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__47(
        .d(rq_id__47__d),
        .q(rq_id__47__q),
        .clock(rq_id__47__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__48(
        .d(rq_id__48__d),
        .q(rq_id__48__q),
        .clock(rq_id__48__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__49(
        .d(rq_id__49__d),
        .q(rq_id__49__q),
        .clock(rq_id__49__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__50(
        .d(rq_id__50__d),
        .q(rq_id__50__q),
        .clock(rq_id__50__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__51(
        .d(rq_id__51__d),
        .q(rq_id__51__q),
        .clock(rq_id__51__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__52(
        .d(rq_id__52__d),
        .q(rq_id__52__q),
        .clock(rq_id__52__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__53(
        .d(rq_id__53__d),
        .q(rq_id__53__q),
        .clock(rq_id__53__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__54(
        .d(rq_id__54__d),
        .q(rq_id__54__q),
        .clock(rq_id__54__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__55(
        .d(rq_id__55__d),
        .q(rq_id__55__q),
        .clock(rq_id__55__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__56(
        .d(rq_id__56__d),
        .q(rq_id__56__q),
        .clock(rq_id__56__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__57(
        .d(rq_id__57__d),
        .q(rq_id__57__q),
        .clock(rq_id__57__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__58(
        .d(rq_id__58__d),
        .q(rq_id__58__q),
        .clock(rq_id__58__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__59(
        .d(rq_id__59__d),
        .q(rq_id__59__q),
        .clock(rq_id__59__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__60(
        .d(rq_id__60__d),
        .q(rq_id__60__q),
        .clock(rq_id__60__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__61(
        .d(rq_id__61__d),
        .q(rq_id__61__q),
        .clock(rq_id__61__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__62(
        .d(rq_id__62__d),
        .q(rq_id__62__q),
        .clock(rq_id__62__clock)
    );
    roce_ctx_miss_dma__dff_w6 rq_id__63(
        .d(rq_id__63__d),
        .q(rq_id__63__q),
        .clock(rq_id__63__clock)
    );
    roce_ctx_miss_dma__dff_w7 rq_head(
        .d(rq_head__d),
        .q(rq_head__q),
        .clock(rq_head__clock)
    );
    roce_ctx_miss_dma__dff_w7 rqd_head(
        .d(rqd_head__d),
        .q(rqd_head__q),
        .clock(rqd_head__clock)
    );
    roce_ctx_miss_dma__dff_w7 rq_tail(
        .d(rq_tail__d),
        .q(rq_tail__q),
        .clock(rq_tail__clock)
    );
    roce_ctx_miss_dma__dff_w1 rcv_q(
        .d(rcv_q__d),
        .q(rcv_q__q),
        .clock(rcv_q__clock)
    );
    roce_ctx_miss_dma__dff_w6 rc_id_q(
        .d(rc_id_q__d),
        .q(rc_id_q__q),
        .clock(rc_id_q__clock)
    );
    roce_ctx_miss_dma__dff_w1 rc_err_q(
        .d(rc_err_q__d),
        .q(rc_err_q__q),
        .clock(rc_err_q__clock)
    );
    roce_ctx_miss_dma__dff_w1 wcv_q(
        .d(wcv_q__d),
        .q(wcv_q__q),
        .clock(wcv_q__clock)
    );
    roce_ctx_miss_dma__dff_w6 wc_id_q(
        .d(wc_id_q__d),
        .q(wc_id_q__q),
        .clock(wc_id_q__clock)
    );
    roce_ctx_miss_dma__n_wberr n_wberr(
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
        rd_req_addr = r_addr__q;
        wr_req_addr = w_addr__q;
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
        vlo__read_address = w_cur__q;
        vhi__read_address = w_cur__q;
        wr_data = vlo__read_data;
        if (w_beat__q) begin
            wr_data = vhi__read_data;
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
            wr_req_valid = 1'b1;
            if (wr_req_ready) begin
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
            wr_valid = 1'b1;
            if (wr_ready) begin
                if (wr_last) begin
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
        if (wr_cpl_valid & (wq_head__q != wq_tail__q)) begin
            wq_head__d = wq_head__q + 32'h1;
            wcv_q__d = 1'b1;
            if (wr_cpl_status != 32'h0) begin
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
            rd_req_valid = 1'b1;
            if (rd_req_ready) begin
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
        rd_go = rd_valid & (rqd_head__q != rq_tail__q);
        flo__write_address = rd_id;
        fhi__write_address = rd_id;
        flo__write_data = rd_data;
        fhi__write_data = rd_data;
        flo__write_enable = rd_go & ~r_beat__q;
        fhi__write_enable = rd_go & r_beat__q & two_beats;
        if (rd_go) begin
            if (rd_keep != 64'hffffffffffffffff) begin
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
            if (rd_last) begin
                r_beat__d = 1'b0;
                rqd_head__d = rqd_head__q + 32'h1;
            end
        end
        rcv_q__d = 1'b0;
        rc_id_q__d = rc_id;
        rc_err_q__d = rd_cpl_status != 32'h0;
        if (rd_cpl_valid & (rq_head__q != rq_tail__q)) begin
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
    
endmodule // roce_ctx_miss_dma

module roce_ctx_miss_dma__fhi(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_ctx_miss_dma__fhi

module roce_ctx_miss_dma__insa(clock,reset,wr_en,wr_data,rd_valid,rd_data,rd_en,fill,replace);
    
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
    roce_ctx_miss_dma__insa__ram ram(
        .read_address(ram__read_address),
        .read_clock(ram__read_clock),
        .read_data(ram__read_data),
        .write_address(ram__write_address),
        .write_clock(ram__write_clock),
        .write_data(ram__write_data),
        .write_enable(ram__write_enable)
    );
    roce_ctx_miss_dma__dff_w7 wr_ptr(
        .d(wr_ptr__d),
        .q(wr_ptr__q),
        .clock(wr_ptr__clock)
    );
    roce_ctx_miss_dma__dff_w7 rd_ptr(
        .d(rd_ptr__d),
        .q(rd_ptr__q),
        .clock(rd_ptr__clock)
    );
    roce_ctx_miss_dma__dff_w1 head(
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
    
endmodule // roce_ctx_miss_dma__insa

module roce_ctx_miss_dma__dff_w1(d,q,clock);
    
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
          
endmodule // roce_ctx_miss_dma__dff_w1

module roce_ctx_miss_dma__insa__ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_ctx_miss_dma__insa__ram

module roce_ctx_miss_dma__dff_w7(d,q,clock);
    
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
          
endmodule // roce_ctx_miss_dma__dff_w7

module roce_ctx_miss_dma__mix_rc(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_ctx_miss_dma__mix_rc

module roce_ctx_miss_dma__mix_w(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // roce_ctx_miss_dma__mix_w

module roce_ctx_miss_dma__n_wberr(d,q,clock);
    
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
          
endmodule // roce_ctx_miss_dma__n_wberr

module roce_ctx_miss_dma__dff_w64(d,q,clock);
    
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
          
endmodule // roce_ctx_miss_dma__dff_w64

module roce_ctx_miss_dma__dff_w6(d,q,clock);
    
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
          
endmodule // roce_ctx_miss_dma__dff_w6
