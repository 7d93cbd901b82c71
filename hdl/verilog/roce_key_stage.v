// roce_key_stage: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_key_stage(clock,reset,start,inv,key,va,len,access,pd,mkey_lk_valid,mkey_lk_ready,mkey_lk_index,mkey_lk_tag,mkey_rsp_valid,mkey_rsp_ready,mkey_rsp_tag,mkey_rsp_data,mkey_rsp_err,inv_entry,res_done,res_inv_ok,res_host_addr,res_code);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  inv;
    input wire  [31:0] key;
    input wire  [63:0] va;
    input wire  [63:0] len;
    input wire  [2:0] access;
    input wire  [31:0] pd;
    output reg  mkey_lk_valid;
    input wire  mkey_lk_ready;
    output reg  [23:0] mkey_lk_index;
    output reg  [7:0] mkey_lk_tag;
    input wire  mkey_rsp_valid;
    output reg  mkey_rsp_ready;
    input wire  [7:0] mkey_rsp_tag;
    input wire  [1023:0] mkey_rsp_data;
    input wire  mkey_rsp_err;
    output reg  [511:0] inv_entry;
    output reg  res_done;
    output reg  res_inv_ok;
    output reg  [63:0] res_host_addr;
    output reg  [2:0] res_code;
    
    // Constant declarations
    localparam  clear = 512'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    
    // Enums
    localparam KeyStep__Idle = 0;
    localparam KeyStep__Lookup = 1;
    localparam KeyStep__Wait = 2;
    localparam KeyStep__Check = 3;
    
    // Stub signals
    reg  [1:0] state__d;
    wire  [1:0] state__q;
    wire  state__clock;
    reg  [511:0] entry__d;
    wire  [511:0] entry__q;
    wire  entry__clock;
    wire  kc__clock;
    wire  kc__reset;
    reg  kc__in_valid;
    reg  [31:0] kc__key;
    reg  [63:0] kc__va;
    reg  [63:0] kc__len;
    reg  [2:0] kc__access;
    reg  [31:0] kc__pd;
    reg  [511:0] kc__entry;
    reg  kc__present;
    wire  kc__out_valid;
    wire  [2:0] kc__out_code;
    wire  [63:0] kc__out_host_addr;
    
    // Local signals
    reg  [511:0] rsp_entry;
    
    // Sub module instances
    roce_key_stage__state state(
        .d(state__d),
        .q(state__q),
        .clock(state__clock)
    );
    roce_key_stage__entry entry(
        .d(entry__d),
        .q(entry__q),
        .clock(entry__clock)
    );
    roce_key_stage__kc kc(
        .clock(kc__clock),
        .reset(kc__reset),
        .in_valid(kc__in_valid),
        .key(kc__key),
        .va(kc__va),
        .len(kc__len),
        .access(kc__access),
        .pd(kc__pd),
        .entry(kc__entry),
        .present(kc__present),
        .out_valid(kc__out_valid),
        .out_code(kc__out_code),
        .out_host_addr(kc__out_host_addr)
    );
    
    assign state__clock = clock;
    assign entry__clock = clock;
    assign kc__clock = clock;
    assign kc__reset = reset;
    
    // Update code
    always @(*) begin
        state__d = state__q;
        entry__d = entry__q;
        kc__in_valid = 1'b0;
        kc__key = key;
        kc__va = va;
        kc__len = len;
        kc__access = access;
        kc__pd = pd;
        rsp_entry = mkey_rsp_data[(32'h0)+:(512)];
        mkey_lk_tag = 32'h0;
        kc__entry = rsp_entry;
        kc__present = ~mkey_rsp_err;
        mkey_lk_index = key[(32'h8)+:(24)];
        mkey_lk_valid = 1'b0;
        mkey_rsp_ready = 1'b0;
        res_done = 1'b0;
        res_code = kc__out_code;
        res_host_addr = kc__out_host_addr;
        res_inv_ok = ~mkey_rsp_err & (rsp_entry[(32'hc0)+:(32)] == key) & (rsp_entry[(32'he0)+:(32)] == pd) & rsp_entry[32'h108];
        inv_entry = entry__q;
        case (state__q)
            KeyStep__Idle:
                begin
                    if (start) begin
                        mkey_lk_valid = 1'b1;
                        state__d = KeyStep__Lookup;
                        if (mkey_lk_ready) begin
                            state__d = KeyStep__Wait;
                        end
                    end
                end
            KeyStep__Lookup:
                begin
                    mkey_lk_valid = 1'b1;
                    if (mkey_lk_ready) begin
                        state__d = KeyStep__Wait;
                    end
                end
            KeyStep__Wait:
                begin
                    mkey_rsp_ready = 1'b1;
                    if (mkey_rsp_valid & inv) begin
                        entry__d = rsp_entry & clear;
                        res_done = 1'b1;
                        state__d = KeyStep__Idle;
                    end
                    else if (mkey_rsp_valid) begin
                        kc__in_valid = 1'b1;
                        state__d = KeyStep__Check;
                    end
                end
            KeyStep__Check:
                begin
                    if (kc__out_valid) begin
                        res_done = 1'b1;
                        state__d = KeyStep__Idle;
                    end
                end
            default:
                begin
                    state__d = KeyStep__Idle;
                end
        endcase
        if (reset) begin
            state__d = KeyStep__Idle;
        end
    end
    
endmodule // roce_key_stage

module roce_key_stage__entry(d,q,clock);
    
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
          
endmodule // roce_key_stage__entry

module roce_key_stage__kc(clock,reset,in_valid,key,va,len,access,pd,entry,present,out_valid,out_code,out_host_addr);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    input wire  [31:0] key;
    input wire  [63:0] va;
    input wire  [63:0] len;
    input wire  [2:0] access;
    input wire  [31:0] pd;
    input wire  [511:0] entry;
    input wire  present;
    output reg  out_valid;
    output reg  [2:0] out_code;
    output reg  [63:0] out_host_addr;
    
    // Constant declarations
    localparam  off_va = 10'b0;
    localparam  off_len = 10'b1000000;
    localparam  off_host = 10'b10000000;
    localparam  off_key = 10'b11000000;
    localparam  off_pd = 10'b11100000;
    localparam  off_access = 10'b100000000;
    localparam  off_flags = 10'b100001000;
    
    // Stub signals
    reg  s1_valid__d;
    wire  s1_valid__q;
    wire  s1_valid__clock;
    reg  s1_bad_key__d;
    wire  s1_bad_key__q;
    wire  s1_bad_key__clock;
    reg  s1_pd_bad__d;
    wire  s1_pd_bad__q;
    wire  s1_pd_bad__clock;
    reg  s1_perm_bad__d;
    wire  s1_perm_bad__q;
    wire  s1_perm_bad__clock;
    reg  s1_wrap__d;
    wire  s1_wrap__q;
    wire  s1_wrap__clock;
    reg  s1_oob__d;
    wire  s1_oob__q;
    wire  s1_oob__clock;
    reg  [63:0] s1_host__d;
    wire  [63:0] s1_host__q;
    wire  s1_host__clock;
    reg  s2_valid__d;
    wire  s2_valid__q;
    wire  s2_valid__clock;
    reg  [2:0] s2_code__d;
    wire  [2:0] s2_code__q;
    wire  s2_code__clock;
    reg  [63:0] s2_host__d;
    wire  [63:0] s2_host__q;
    wire  s2_host__clock;
    
    // Local signals
    reg  [63:0] e_va;
    reg  [63:0] e_len;
    reg  [63:0] e_host;
    reg  [31:0] e_key;
    reg  [31:0] e_pd;
    reg  [7:0] e_access;
    reg  e_flags;
    reg  [3:0] need;
    reg  [64:0] req_end;
    reg  [64:0] mr_end;
    
    // Sub module instances
    roce_key_stage__dff_w1 s1_valid(
        .d(s1_valid__d),
        .q(s1_valid__q),
        .clock(s1_valid__clock)
    );
    roce_key_stage__dff_w1 s1_bad_key(
        .d(s1_bad_key__d),
        .q(s1_bad_key__q),
        .clock(s1_bad_key__clock)
    );
    roce_key_stage__dff_w1 s1_pd_bad(
        .d(s1_pd_bad__d),
        .q(s1_pd_bad__q),
        .clock(s1_pd_bad__clock)
    );
    roce_key_stage__dff_w1 s1_perm_bad(
        .d(s1_perm_bad__d),
        .q(s1_perm_bad__q),
        .clock(s1_perm_bad__clock)
    );
    roce_key_stage__dff_w1 s1_wrap(
        .d(s1_wrap__d),
        .q(s1_wrap__q),
        .clock(s1_wrap__clock)
    );
    roce_key_stage__dff_w1 s1_oob(
        .d(s1_oob__d),
        .q(s1_oob__q),
        .clock(s1_oob__clock)
    );
    roce_key_stage__dff_w64 s1_host(
        .d(s1_host__d),
        .q(s1_host__q),
        .clock(s1_host__clock)
    );
    roce_key_stage__dff_w1 s2_valid(
        .d(s2_valid__d),
        .q(s2_valid__q),
        .clock(s2_valid__clock)
    );
    roce_key_stage__kc__s2_code s2_code(
        .d(s2_code__d),
        .q(s2_code__q),
        .clock(s2_code__clock)
    );
    roce_key_stage__dff_w64 s2_host(
        .d(s2_host__d),
        .q(s2_host__q),
        .clock(s2_host__clock)
    );
    
    assign s1_valid__clock = clock;
    assign s1_bad_key__clock = clock;
    assign s1_pd_bad__clock = clock;
    assign s1_perm_bad__clock = clock;
    assign s1_wrap__clock = clock;
    assign s1_oob__clock = clock;
    assign s1_host__clock = clock;
    assign s2_valid__clock = clock;
    assign s2_code__clock = clock;
    assign s2_host__clock = clock;
    
    // Update code
    always @(*) begin
        s1_valid__d = s1_valid__q;
        s1_bad_key__d = s1_bad_key__q;
        s1_pd_bad__d = s1_pd_bad__q;
        s1_perm_bad__d = s1_perm_bad__q;
        s1_wrap__d = s1_wrap__q;
        s1_oob__d = s1_oob__q;
        s1_host__d = s1_host__q;
        s2_valid__d = s2_valid__q;
        s2_code__d = s2_code__q;
        s2_host__d = s2_host__q;
        e_va = ((entry >> off_va) & 64'hffffffffffffffff);
        e_len = ((entry >> off_len) & 64'hffffffffffffffff);
        e_host = ((entry >> off_host) & 64'hffffffffffffffff);
        e_key = ((entry >> off_key) & 32'hffffffff);
        e_pd = ((entry >> off_pd) & 32'hffffffff);
        e_access = ((entry >> off_access) & 8'hff);
        e_flags = ((entry >> off_flags) & 1'h1);
        need = 32'h0;
        if (access == 32'h1) begin
            need = 32'h1;
        end
        if (access == 32'h2) begin
            need = 32'h4;
        end
        if (access == 32'h3) begin
            need = 32'h2;
        end
        if (access == 32'h4) begin
            need = 32'h8;
        end
        req_end = ((va) & 65'h1ffffffffffffffff) + ((len) & 65'h1ffffffffffffffff);
        mr_end = ((e_va) & 65'h1ffffffffffffffff) + ((e_len) & 65'h1ffffffffffffffff);
        if (mr_end[32'h40]) begin
            mr_end = 64'hffffffffffffffff;
        end
        s1_valid__d = in_valid;
        s1_bad_key__d = ~present | (e_flags == 32'h0) | (e_key != key);
        s1_pd_bad__d = e_pd != pd;
        s1_perm_bad__d = ((((e_access) & 4'hf) & need) != need) | (access[32'h2] & (access[(32'h0)+:(2)] != 32'h0));
        s1_wrap__d = req_end[32'h40];
        s1_oob__d = (va < e_va) | (req_end > mr_end);
        s1_host__d = e_host + (va - e_va);
        s2_valid__d = s1_valid__q;
        s2_host__d = s1_host__q;
        s2_code__d = 32'h0;
        if (s1_oob__q) begin
            s2_code__d = 32'h5;
        end
        if (s1_wrap__q) begin
            s2_code__d = 32'h4;
        end
        if (s1_perm_bad__q) begin
            s2_code__d = 32'h3;
        end
        if (s1_pd_bad__q) begin
            s2_code__d = 32'h2;
        end
        if (s1_bad_key__q) begin
            s2_code__d = 32'h1;
        end
        out_valid = s2_valid__q;
        out_code = s2_code__q;
        out_host_addr = s2_host__q;
        if (reset) begin
            s1_valid__d = 1'b0;
            s2_valid__d = 1'b0;
        end
    end
    
endmodule // roce_key_stage__kc

module roce_key_stage__dff_w1(d,q,clock);
    
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
          
endmodule // roce_key_stage__dff_w1

module roce_key_stage__dff_w64(d,q,clock);
    
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
          
endmodule // roce_key_stage__dff_w64

module roce_key_stage__kc__s2_code(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_key_stage__kc__s2_code

module roce_key_stage__state(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_key_stage__state
