// roce_gather_walk: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_gather_walk(clock,reset,load,load_beat,load_data,start,off,len,num_sge,advance,ready,exhausted,skip,va,sge_len,key,p_off,p_len,p_last);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  load;
    input wire  [1:0] load_beat;
    input wire  [511:0] load_data;
    input wire  start;
    input wire  [31:0] off;
    input wire  [31:0] len;
    input wire  [4:0] num_sge;
    input wire  advance;
    output reg  ready;
    output reg  exhausted;
    output reg  skip;
    output reg  [63:0] va;
    output reg  [31:0] sge_len;
    output reg  [31:0] key;
    output reg  [31:0] p_off;
    output reg  [12:0] p_len;
    output reg  p_last;
    
    // Enums
    localparam WalkStep__Select = 0;
    localparam WalkStep__End = 1;
    localparam WalkStep__Bounds = 2;
    localparam WalkStep__Piece = 3;
    localparam WalkStep__Ready = 4;
    
    // Stub signals
    reg  [511:0] b0__d;
    wire  [511:0] b0__q;
    wire  b0__clock;
    reg  [511:0] b1__d;
    wire  [511:0] b1__q;
    wire  b1__clock;
    reg  [511:0] b2__d;
    wire  [511:0] b2__q;
    wire  b2__clock;
    reg  [511:0] b3__d;
    wire  [511:0] b3__q;
    wire  b3__clock;
    reg  [2:0] stage__d;
    wire  [2:0] stage__q;
    wire  stage__clock;
    reg  [4:0] idx__d;
    wire  [4:0] idx__q;
    wire  idx__clock;
    reg  [4:0] cnt__d;
    wire  [4:0] cnt__q;
    wire  cnt__clock;
    reg  [35:0] p0__d;
    wire  [35:0] p0__q;
    wire  p0__clock;
    reg  [35:0] p1__d;
    wire  [35:0] p1__q;
    wire  p1__clock;
    reg  [35:0] pos__d;
    wire  [35:0] pos__q;
    wire  pos__clock;
    reg  [35:0] s_end__d;
    wire  [35:0] s_end__q;
    wire  s_end__clock;
    reg  [127:0] sge__d;
    wire  [127:0] sge__q;
    wire  sge__clock;
    reg  out_of__d;
    wire  out_of__q;
    wire  out_of__clock;
    reg  [35:0] lo__d;
    wire  [35:0] lo__q;
    wire  lo__clock;
    reg  [35:0] hi__d;
    wire  [35:0] hi__q;
    wire  hi__clock;
    reg  none__d;
    wire  none__q;
    wire  none__clock;
    reg  last__d;
    wire  last__q;
    wire  last__clock;
    reg  [31:0] poff__d;
    wire  [31:0] poff__q;
    wire  poff__clock;
    reg  [12:0] plen__d;
    wire  [12:0] plen__q;
    wire  plen__clock;
    
    // Local signals
    reg  [511:0] beat;
    reg  [31:0] d_off;
    reg  [12:0] d_len;
    
    // Sub module instances
    roce_gather_walk__dff_w512 b0(
        .d(b0__d),
        .q(b0__q),
        .clock(b0__clock)
    );
    roce_gather_walk__dff_w512 b1(
        .d(b1__d),
        .q(b1__q),
        .clock(b1__clock)
    );
    roce_gather_walk__dff_w512 b2(
        .d(b2__d),
        .q(b2__q),
        .clock(b2__clock)
    );
    roce_gather_walk__dff_w512 b3(
        .d(b3__d),
        .q(b3__q),
        .clock(b3__clock)
    );
    roce_gather_walk__stage stage(
        .d(stage__d),
        .q(stage__q),
        .clock(stage__clock)
    );
    roce_gather_walk__dff_w5 idx(
        .d(idx__d),
        .q(idx__q),
        .clock(idx__clock)
    );
    roce_gather_walk__dff_w5 cnt(
        .d(cnt__d),
        .q(cnt__q),
        .clock(cnt__clock)
    );
    roce_gather_walk__dff_w36 p0(
        .d(p0__d),
        .q(p0__q),
        .clock(p0__clock)
    );
    roce_gather_walk__dff_w36 p1(
        .d(p1__d),
        .q(p1__q),
        .clock(p1__clock)
    );
    roce_gather_walk__dff_w36 pos(
        .d(pos__d),
        .q(pos__q),
        .clock(pos__clock)
    );
    roce_gather_walk__dff_w36 s_end(
        .d(s_end__d),
        .q(s_end__q),
        .clock(s_end__clock)
    );
    roce_gather_walk__sge sge(
        .d(sge__d),
        .q(sge__q),
        .clock(sge__clock)
    );
    roce_gather_walk__dff_w1 out_of(
        .d(out_of__d),
        .q(out_of__q),
        .clock(out_of__clock)
    );
    roce_gather_walk__dff_w36 lo(
        .d(lo__d),
        .q(lo__q),
        .clock(lo__clock)
    );
    roce_gather_walk__dff_w36 hi(
        .d(hi__d),
        .q(hi__q),
        .clock(hi__clock)
    );
    roce_gather_walk__dff_w1 none(
        .d(none__d),
        .q(none__q),
        .clock(none__clock)
    );
    roce_gather_walk__dff_w1 last(
        .d(last__d),
        .q(last__q),
        .clock(last__clock)
    );
    roce_gather_walk__poff poff(
        .d(poff__d),
        .q(poff__q),
        .clock(poff__clock)
    );
    roce_gather_walk__plen plen(
        .d(plen__d),
        .q(plen__q),
        .clock(plen__clock)
    );
    
    assign b0__clock = clock;
    assign b1__clock = clock;
    assign b2__clock = clock;
    assign b3__clock = clock;
    assign stage__clock = clock;
    assign idx__clock = clock;
    assign cnt__clock = clock;
    assign p0__clock = clock;
    assign p1__clock = clock;
    assign pos__clock = clock;
    assign s_end__clock = clock;
    assign sge__clock = clock;
    assign out_of__clock = clock;
    assign lo__clock = clock;
    assign hi__clock = clock;
    assign none__clock = clock;
    assign last__clock = clock;
    assign poff__clock = clock;
    assign plen__clock = clock;
    
    // Update code
    always @(*) begin
        b0__d = b0__q;
        b1__d = b1__q;
        b2__d = b2__q;
        b3__d = b3__q;
        stage__d = stage__q;
        idx__d = idx__q;
        cnt__d = cnt__q;
        p0__d = p0__q;
        p1__d = p1__q;
        pos__d = pos__q;
        s_end__d = s_end__q;
        sge__d = sge__q;
        out_of__d = out_of__q;
        lo__d = lo__q;
        hi__d = hi__q;
        none__d = none__q;
        last__d = last__q;
        poff__d = poff__q;
        plen__d = plen__q;
        if (load) begin
            case (load_beat)
                0:
                    begin
                        b0__d = load_data;
                    end
                1:
                    begin
                        b1__d = load_data;
                    end
                2:
                    begin
                        b2__d = load_data;
                    end
                default:
                    begin
                        b3__d = load_data;
                    end
            endcase
        end
        beat = b0__q;
        case (idx__q[(32'h2)+:(2)])
            0:
                begin
                    beat = b0__q;
                end
            1:
                begin
                    beat = b1__q;
                end
            2:
                begin
                    beat = b2__q;
                end
            default:
                begin
                    beat = b3__q;
                end
        endcase
        d_off = lo__q[(32'h0)+:(32)] - pos__q[(32'h0)+:(32)];
        d_len = hi__q[(32'h0)+:(13)] - lo__q[(32'h0)+:(13)];
        case (stage__q)
            WalkStep__Select:
                begin
                    case (idx__q[(32'h0)+:(2)])
                        0:
                            begin
                                sge__d = beat[(32'h0)+:(128)];
                            end
                        1:
                            begin
                                sge__d = beat[(32'h80)+:(128)];
                            end
                        2:
                            begin
                                sge__d = beat[(32'h100)+:(128)];
                            end
                        default:
                            begin
                                sge__d = beat[(32'h180)+:(128)];
                            end
                    endcase
                    out_of__d = idx__q >= cnt__q;
                    stage__d = WalkStep__End;
                end
            WalkStep__End:
                begin
                    s_end__d = pos__q + ((sge__q[(32'h40)+:(32)]) & 36'hfffffffff);
                    stage__d = WalkStep__Bounds;
                end
            WalkStep__Bounds:
                begin
                    none__d = (s_end__q <= p0__q) | ~|sge__q[(32'h40)+:(32)];
                    last__d = s_end__q >= p1__q;
                    lo__d = pos__q;
                    if (p0__q > pos__q) begin
                        lo__d = p0__q;
                    end
                    hi__d = s_end__q;
                    if (p1__q < s_end__q) begin
                        hi__d = p1__q;
                    end
                    stage__d = WalkStep__Piece;
                end
            WalkStep__Piece:
                begin
                    poff__d = d_off;
                    plen__d = d_len;
                    stage__d = WalkStep__Ready;
                end
            default:
                begin
                end
        endcase
        if (advance) begin
            idx__d = idx__q + 32'h1;
            pos__d = s_end__q;
            stage__d = WalkStep__Select;
        end
        if (start) begin
            idx__d = 32'h0;
            cnt__d = num_sge;
            pos__d = 32'h0;
            p0__d = ((off) & 36'hfffffffff);
            p1__d = ((off) & 36'hfffffffff) + ((len) & 36'hfffffffff);
            stage__d = WalkStep__Select;
        end
        ready = stage__q == WalkStep__Ready;
        exhausted = out_of__q;
        skip = none__q;
        va = sge__q[(32'h0)+:(64)];
        sge_len = sge__q[(32'h40)+:(32)];
        key = sge__q[(32'h60)+:(32)];
        p_off = poff__q;
        p_len = plen__q;
        p_last = last__q;
        if (reset) begin
            stage__d = WalkStep__Ready;
            out_of__d = 1'b1;
        end
    end
    
endmodule // roce_gather_walk

module roce_gather_walk__dff_w512(d,q,clock);
    
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
          
endmodule // roce_gather_walk__dff_w512

module roce_gather_walk__dff_w5(d,q,clock);
    
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
          
endmodule // roce_gather_walk__dff_w5

module roce_gather_walk__dff_w36(d,q,clock);
    
    // Module arguments
    input wire  [35:0] d;
    output reg  [35:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 36'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_gather_walk__dff_w36

module roce_gather_walk__dff_w1(d,q,clock);
    
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
          
endmodule // roce_gather_walk__dff_w1

module roce_gather_walk__plen(d,q,clock);
    
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
          
endmodule // roce_gather_walk__plen

module roce_gather_walk__poff(d,q,clock);
    
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
          
endmodule // roce_gather_walk__poff

module roce_gather_walk__sge(d,q,clock);
    
    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 128'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_gather_walk__sge

module roce_gather_walk__stage(d,q,clock);
    
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
          
endmodule // roce_gather_walk__stage
