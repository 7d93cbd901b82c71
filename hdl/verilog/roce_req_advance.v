// roce_req_advance: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_req_advance(rc,ack_every,npsn,max_psn,next_offset,sq_next,rd_out,since,timer_armed,rd_atomic,last,plen,psns,fresh,psn,ack_req,retrans,n_npsn,n_max_psn,n_next_offset,n_sq_next,n_rd_out,n_since,arm,done_on_send);
    
    // Module arguments
    input wire  rc;
    input wire  [7:0] ack_every;
    input wire  [23:0] npsn;
    input wire  [23:0] max_psn;
    input wire  [31:0] next_offset;
    input wire  [31:0] sq_next;
    input wire  [4:0] rd_out;
    input wire  [7:0] since;
    input wire  timer_armed;
    input wire  rd_atomic;
    input wire  last;
    input wire  [12:0] plen;
    input wire  [23:0] psns;
    output reg  fresh;
    output reg  [23:0] psn;
    output reg  ack_req;
    output reg  retrans;
    output reg  [23:0] n_npsn;
    output reg  [23:0] n_max_psn;
    output reg  [31:0] n_next_offset;
    output reg  [31:0] n_sq_next;
    output reg  [4:0] n_rd_out;
    output reg  [7:0] n_since;
    output reg  arm;
    output reg  done_on_send;
    
    // Local signals
    reg  [23:0] psn_end;
    reg  step;
    reg  [7:0] every;
    
    // Update code
    always @(*) begin
        psn = npsn;
        psn_end = npsn + psns;
        retrans = npsn != max_psn;
        fresh = ~retrans & ~|next_offset;
        n_npsn = psn_end;
        n_max_psn = psn_end;
        if (retrans) begin
            n_max_psn = max_psn;
        end
        step = last | rd_atomic;
        n_sq_next = sq_next;
        n_next_offset = next_offset + ((plen) & 32'hffffffff);
        if (step) begin
            n_sq_next = sq_next + 32'h1;
            n_next_offset = 32'h0;
        end
        n_rd_out = rd_out;
        if (fresh & rd_atomic) begin
            n_rd_out = rd_out + 32'h1;
        end
        every = ack_every;
        if (~|ack_every) begin
            every = 32'h1;
        end
        ack_req = 1'b0;
        n_since = since;
        if (rc) begin
            ack_req = step | ((since + 32'h1) >= every);
            n_since = since + 32'h1;
            if (ack_req) begin
                n_since = 32'h0;
            end
        end
        arm = rc & ~timer_armed;
        done_on_send = ~rc & last;
    end
    
endmodule // roce_req_advance
