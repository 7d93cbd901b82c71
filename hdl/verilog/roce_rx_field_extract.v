// roce_rx_field_extract: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_rx_field_extract(clock,reset,in_valid,head,valid,meta,facts);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    input wire  [1139:0] head;
    output reg  valid;
    output reg  [1025:0] meta;
    output reg  [168:0] facts;
    
    // Constant declarations
    localparam  hmask__0 = 64'haaaaaaaaaaaaaaaa;
    localparam  hmask__1 = 64'hcccccccccccccccc;
    localparam  hmask__2 = 64'hf0f0f0f0f0f0f0f0;
    localparam  hmask__3 = 64'hff00ff00ff00ff00;
    localparam  hmask__4 = 64'hffff0000ffff0000;
    localparam  hmask__5 = 64'hffffffff00000000;
    
    // Stub signals
    reg  [168:0] s1__d;
    wire  [168:0] s1__q;
    wire  s1__clock;
    reg  [1025:0] s1_meta__d;
    wire  [1025:0] s1_meta__q;
    wire  s1_meta__clock;
    reg  s1_valid__d;
    wire  s1_valid__q;
    wire  s1_valid__clock;
    
    // Local signals
    reg  [63:0] keep;
    reg  [143:0] er;
    reg  [143:0] er_s;
    reg  [1023:0] hdr_q;
    reg  [5:0] hk;
    reg  [63:0] kedge;
    reg  [319:0] l3;
    reg  [319:0] l3r;
    reg  [319:0] l3r_s;
    reg  [15:0] nbm1;
    reg  [15:0] plen6;
    reg  [15:0] tot;
    reg  [383:0] u;
    reg  unused_hdr_bits;
    reg  [383:0] ur;
    reg  [383:0] ur_s;
    
    // Sub module instances
    roce_rx_field_extract__s1 s1(
        .d(s1__d),
        .q(s1__q),
        .clock(s1__clock)
    );
    roce_rx_field_extract__s1_meta s1_meta(
        .d(s1_meta__d),
        .q(s1_meta__q),
        .clock(s1_meta__clock)
    );
    roce_rx_field_extract__s1_valid s1_valid(
        .d(s1_valid__d),
        .q(s1_valid__q),
        .clock(s1_valid__clock)
    );
    
    assign s1__clock = clock;
    assign s1_meta__clock = clock;
    assign s1_valid__clock = clock;
    
    // Update code
    always @(*) begin
        s1__d = s1__q;
        s1_meta__d = s1_meta__q;
        s1_valid__d = s1_valid__q;
        keep = head[(64'h410)+:(64)];
        hdr_q = head[(64'h0)+:(1024)];
        l3 = hdr_q[(32'h70)+:(320)];
        u = hdr_q[(32'h110)+:(384)];
        if (head[(64'h451)+:(1)]) begin
            l3 = hdr_q[(32'h90)+:(320)];
            u = hdr_q[(32'h130)+:(384)];
            if (head[(64'h453)+:(1)]) begin
                u = hdr_q[(32'h1d0)+:(384)];
            end
        end
        else if (head[(64'h453)+:(1)]) begin
            u = hdr_q[(32'h1b0)+:(384)];
        end
        er_s[(64'h0)+:(8)] = hdr_q[(32'h88)+:(8)];
        er_s[(64'h8)+:(8)] = hdr_q[(32'h80)+:(8)];
        er_s[(64'h10)+:(8)] = hdr_q[(32'h78)+:(8)];
        er_s[(64'h18)+:(8)] = hdr_q[(32'h70)+:(8)];
        er_s[(64'h20)+:(8)] = hdr_q[(32'h68)+:(8)];
        er_s[(64'h28)+:(8)] = hdr_q[(32'h60)+:(8)];
        er_s[(64'h30)+:(8)] = hdr_q[(32'h58)+:(8)];
        er_s[(64'h38)+:(8)] = hdr_q[(32'h50)+:(8)];
        er_s[(64'h40)+:(8)] = hdr_q[(32'h48)+:(8)];
        er_s[(64'h48)+:(8)] = hdr_q[(32'h40)+:(8)];
        er_s[(64'h50)+:(8)] = hdr_q[(32'h38)+:(8)];
        er_s[(64'h58)+:(8)] = hdr_q[(32'h30)+:(8)];
        er_s[(64'h60)+:(8)] = hdr_q[(32'h28)+:(8)];
        er_s[(64'h68)+:(8)] = hdr_q[(32'h20)+:(8)];
        er_s[(64'h70)+:(8)] = hdr_q[(32'h18)+:(8)];
        er_s[(64'h78)+:(8)] = hdr_q[(32'h10)+:(8)];
        er_s[(64'h80)+:(8)] = hdr_q[(32'h8)+:(8)];
        er_s[(64'h88)+:(8)] = hdr_q[(32'h0)+:(8)];
        er = er_s;
        l3r_s[(64'h0)+:(8)] = l3[(32'h138)+:(8)];
        l3r_s[(64'h8)+:(8)] = l3[(32'h130)+:(8)];
        l3r_s[(64'h10)+:(8)] = l3[(32'h128)+:(8)];
        l3r_s[(64'h18)+:(8)] = l3[(32'h120)+:(8)];
        l3r_s[(64'h20)+:(8)] = l3[(32'h118)+:(8)];
        l3r_s[(64'h28)+:(8)] = l3[(32'h110)+:(8)];
        l3r_s[(64'h30)+:(8)] = l3[(32'h108)+:(8)];
        l3r_s[(64'h38)+:(8)] = l3[(32'h100)+:(8)];
        l3r_s[(64'h40)+:(8)] = l3[(32'hf8)+:(8)];
        l3r_s[(64'h48)+:(8)] = l3[(32'hf0)+:(8)];
        l3r_s[(64'h50)+:(8)] = l3[(32'he8)+:(8)];
        l3r_s[(64'h58)+:(8)] = l3[(32'he0)+:(8)];
        l3r_s[(64'h60)+:(8)] = l3[(32'hd8)+:(8)];
        l3r_s[(64'h68)+:(8)] = l3[(32'hd0)+:(8)];
        l3r_s[(64'h70)+:(8)] = l3[(32'hc8)+:(8)];
        l3r_s[(64'h78)+:(8)] = l3[(32'hc0)+:(8)];
        l3r_s[(64'h80)+:(8)] = l3[(32'hb8)+:(8)];
        l3r_s[(64'h88)+:(8)] = l3[(32'hb0)+:(8)];
        l3r_s[(64'h90)+:(8)] = l3[(32'ha8)+:(8)];
        l3r_s[(64'h98)+:(8)] = l3[(32'ha0)+:(8)];
        l3r_s[(64'ha0)+:(8)] = l3[(32'h98)+:(8)];
        l3r_s[(64'ha8)+:(8)] = l3[(32'h90)+:(8)];
        l3r_s[(64'hb0)+:(8)] = l3[(32'h88)+:(8)];
        l3r_s[(64'hb8)+:(8)] = l3[(32'h80)+:(8)];
        l3r_s[(64'hc0)+:(8)] = l3[(32'h78)+:(8)];
        l3r_s[(64'hc8)+:(8)] = l3[(32'h70)+:(8)];
        l3r_s[(64'hd0)+:(8)] = l3[(32'h68)+:(8)];
        l3r_s[(64'hd8)+:(8)] = l3[(32'h60)+:(8)];
        l3r_s[(64'he0)+:(8)] = l3[(32'h58)+:(8)];
        l3r_s[(64'he8)+:(8)] = l3[(32'h50)+:(8)];
        l3r_s[(64'hf0)+:(8)] = l3[(32'h48)+:(8)];
        l3r_s[(64'hf8)+:(8)] = l3[(32'h40)+:(8)];
        l3r_s[(64'h100)+:(8)] = l3[(32'h38)+:(8)];
        l3r_s[(64'h108)+:(8)] = l3[(32'h30)+:(8)];
        l3r_s[(64'h110)+:(8)] = l3[(32'h28)+:(8)];
        l3r_s[(64'h118)+:(8)] = l3[(32'h20)+:(8)];
        l3r_s[(64'h120)+:(8)] = l3[(32'h18)+:(8)];
        l3r_s[(64'h128)+:(8)] = l3[(32'h10)+:(8)];
        l3r_s[(64'h130)+:(8)] = l3[(32'h8)+:(8)];
        l3r_s[(64'h138)+:(8)] = l3[(32'h0)+:(8)];
        l3r = l3r_s;
        ur_s[(64'h0)+:(8)] = u[(32'h178)+:(8)];
        ur_s[(64'h8)+:(8)] = u[(32'h170)+:(8)];
        ur_s[(64'h10)+:(8)] = u[(32'h168)+:(8)];
        ur_s[(64'h18)+:(8)] = u[(32'h160)+:(8)];
        ur_s[(64'h20)+:(8)] = u[(32'h158)+:(8)];
        ur_s[(64'h28)+:(8)] = u[(32'h150)+:(8)];
        ur_s[(64'h30)+:(8)] = u[(32'h148)+:(8)];
        ur_s[(64'h38)+:(8)] = u[(32'h140)+:(8)];
        ur_s[(64'h40)+:(8)] = u[(32'h138)+:(8)];
        ur_s[(64'h48)+:(8)] = u[(32'h130)+:(8)];
        ur_s[(64'h50)+:(8)] = u[(32'h128)+:(8)];
        ur_s[(64'h58)+:(8)] = u[(32'h120)+:(8)];
        ur_s[(64'h60)+:(8)] = u[(32'h118)+:(8)];
        ur_s[(64'h68)+:(8)] = u[(32'h110)+:(8)];
        ur_s[(64'h70)+:(8)] = u[(32'h108)+:(8)];
        ur_s[(64'h78)+:(8)] = u[(32'h100)+:(8)];
        ur_s[(64'h80)+:(8)] = u[(32'hf8)+:(8)];
        ur_s[(64'h88)+:(8)] = u[(32'hf0)+:(8)];
        ur_s[(64'h90)+:(8)] = u[(32'he8)+:(8)];
        ur_s[(64'h98)+:(8)] = u[(32'he0)+:(8)];
        ur_s[(64'ha0)+:(8)] = u[(32'hd8)+:(8)];
        ur_s[(64'ha8)+:(8)] = u[(32'hd0)+:(8)];
        ur_s[(64'hb0)+:(8)] = u[(32'hc8)+:(8)];
        ur_s[(64'hb8)+:(8)] = u[(32'hc0)+:(8)];
        ur_s[(64'hc0)+:(8)] = u[(32'hb8)+:(8)];
        ur_s[(64'hc8)+:(8)] = u[(32'hb0)+:(8)];
        ur_s[(64'hd0)+:(8)] = u[(32'ha8)+:(8)];
        ur_s[(64'hd8)+:(8)] = u[(32'ha0)+:(8)];
        ur_s[(64'he0)+:(8)] = u[(32'h98)+:(8)];
        ur_s[(64'he8)+:(8)] = u[(32'h90)+:(8)];
        ur_s[(64'hf0)+:(8)] = u[(32'h88)+:(8)];
        ur_s[(64'hf8)+:(8)] = u[(32'h80)+:(8)];
        ur_s[(64'h100)+:(8)] = u[(32'h78)+:(8)];
        ur_s[(64'h108)+:(8)] = u[(32'h70)+:(8)];
        ur_s[(64'h110)+:(8)] = u[(32'h68)+:(8)];
        ur_s[(64'h118)+:(8)] = u[(32'h60)+:(8)];
        ur_s[(64'h120)+:(8)] = u[(32'h58)+:(8)];
        ur_s[(64'h128)+:(8)] = u[(32'h50)+:(8)];
        ur_s[(64'h130)+:(8)] = u[(32'h48)+:(8)];
        ur_s[(64'h138)+:(8)] = u[(32'h40)+:(8)];
        ur_s[(64'h140)+:(8)] = u[(32'h38)+:(8)];
        ur_s[(64'h148)+:(8)] = u[(32'h30)+:(8)];
        ur_s[(64'h150)+:(8)] = u[(32'h28)+:(8)];
        ur_s[(64'h158)+:(8)] = u[(32'h20)+:(8)];
        ur_s[(64'h160)+:(8)] = u[(32'h18)+:(8)];
        ur_s[(64'h168)+:(8)] = u[(32'h10)+:(8)];
        ur_s[(64'h170)+:(8)] = u[(32'h8)+:(8)];
        ur_s[(64'h178)+:(8)] = u[(32'h0)+:(8)];
        ur = ur_s;
        unused_hdr_bits = |er[(32'h20)+:(16)] | |er[(32'h0)+:(16)] | |ur[(32'h118)+:(6)] | |ur[(32'hf8)+:(7)] | |hdr_q[(32'h350)+:(176)];
        s1_valid__d = in_valid;
        s1_meta__d[(64'h0)+:(4)] = 32'h0;
        s1_meta__d[(64'h4)+:(16)] = 32'h0;
        s1_meta__d[(64'h3e1)+:(32)] = head[(64'h454)+:(32)];
        s1_meta__d[(64'h401)+:(1)] = 1'b0;
        s1_meta__d[(64'h14)+:(48)] = er[(32'h60)+:(48)];
        s1_meta__d[(64'h44)+:(48)] = er[(32'h30)+:(48)];
        s1_meta__d[(64'h74)+:(1)] = head[(64'h451)+:(1)];
        s1_meta__d[(64'h75)+:(3)] = er[(32'h1d)+:(3)];
        s1_meta__d[(64'h78)+:(1)] = er[32'h1c];
        s1_meta__d[(64'h79)+:(12)] = er[(32'h10)+:(12)];
        s1_meta__d[(64'h85)+:(1)] = head[(64'h453)+:(1)];
        s1_meta__d[(64'h86)+:(6)] = l3r[(32'h132)+:(6)];
        s1_meta__d[(64'h8c)+:(2)] = l3r[(32'h130)+:(2)];
        s1_meta__d[(64'h8e)+:(128)] = ((l3r[(32'hc0)+:(32)]) & 128'hffffffffffffffffffffffffffffffff);
        s1_meta__d[(64'h10e)+:(128)] = ((l3r[(32'ha0)+:(32)]) & 128'hffffffffffffffffffffffffffffffff);
        if (head[(64'h453)+:(1)]) begin
            s1_meta__d[(64'h86)+:(6)] = l3r[(32'h136)+:(6)];
            s1_meta__d[(64'h8c)+:(2)] = l3r[(32'h134)+:(2)];
            s1_meta__d[(64'h8e)+:(128)] = l3r[(32'h80)+:(128)];
            s1_meta__d[(64'h10e)+:(128)] = l3r[(32'h0)+:(128)];
        end
        s1_meta__d[(64'h18e)+:(16)] = ur[(32'h170)+:(16)];
        s1_meta__d[(64'h19e)+:(16)] = ur[(32'h140)+:(16)];
        s1_meta__d[(64'h1ae)+:(8)] = ur[(32'h138)+:(8)];
        s1_meta__d[(64'h1b6)+:(1)] = ur[32'h137];
        s1_meta__d[(64'h1b7)+:(1)] = ur[32'h136];
        s1_meta__d[(64'h1b8)+:(2)] = ur[(32'h134)+:(2)];
        s1_meta__d[(64'h1ba)+:(4)] = ur[(32'h130)+:(4)];
        s1_meta__d[(64'h1be)+:(16)] = ur[(32'h120)+:(16)];
        s1_meta__d[(64'h1ce)+:(1)] = ur[32'h11f];
        s1_meta__d[(64'h1cf)+:(1)] = ur[32'h11e];
        s1_meta__d[(64'h1d0)+:(24)] = ur[(32'h100)+:(24)];
        s1_meta__d[(64'h1e8)+:(1)] = ur[32'hff];
        s1_meta__d[(64'h1e9)+:(24)] = ur[(32'he0)+:(24)];
        s1_meta__d[(64'h201)+:(8)] = 32'h0;
        s1_meta__d[(64'h209)+:(32)] = ur[(32'hc0)+:(32)];
        s1_meta__d[(64'h229)+:(24)] = ur[(32'ha0)+:(24)];
        s1_meta__d[(64'h241)+:(64)] = ur[(32'ha0)+:(64)];
        s1_meta__d[(64'h281)+:(32)] = ur[(32'h80)+:(32)];
        s1_meta__d[(64'h2a1)+:(32)] = ur[(32'h60)+:(32)];
        s1_meta__d[(64'h2c1)+:(64)] = ur[(32'h40)+:(64)];
        s1_meta__d[(64'h301)+:(64)] = ur[(32'h0)+:(64)];
        s1_meta__d[(64'h341)+:(8)] = ur[(32'hd8)+:(8)];
        s1_meta__d[(64'h349)+:(24)] = ur[(32'hc0)+:(24)];
        s1_meta__d[(64'h361)+:(64)] = ur[(32'h80)+:(64)];
        s1_meta__d[(64'h3a1)+:(32)] = 32'h0;
        s1_meta__d[(64'h3c1)+:(32)] = ur[(32'hc0)+:(32)];
        s1__d[(64'h0)+:(1)] = head[(64'h451)+:(1)];
        s1__d[(64'h1)+:(1)] = head[(64'h452)+:(1)];
        s1__d[(64'h2)+:(1)] = head[(64'h453)+:(1)];
        s1__d[(64'h3)+:(1)] = head[(64'h450)+:(1)];
        kedge = keep & ~(keep >> 32'h1);
        hk = 32'h0;
        hk = (hk & ~(1 << (0)) | ((|(kedge & hmask__0)) << (0)));
        hk = (hk & ~(1 << (1)) | ((|(kedge & hmask__1)) << (1)));
        hk = (hk & ~(1 << (2)) | ((|(kedge & hmask__2)) << (2)));
        hk = (hk & ~(1 << (3)) | ((|(kedge & hmask__3)) << (3)));
        hk = (hk & ~(1 << (4)) | ((|(kedge & hmask__4)) << (4)));
        hk = (hk & ~(1 << (5)) | ((|(kedge & hmask__5)) << (5)));
        nbm1 = head[(64'h400)+:(16)];
        s1__d[(64'h4)+:(1)] = nbm1 >= 32'ha0;
        s1__d[(64'h5)+:(9)] = ((nbm1) & 9'h1ff) + 32'h1;
        if (nbm1 >= 32'ha0) begin
            s1__d[(64'h5)+:(9)] = 32'ha0;
        end
        s1__d[(64'he)+:(16)] = (nbm1 << 32'h6) | ((hk) & 16'hffff);
        tot = l3r[(32'h120)+:(16)];
        plen6 = l3r[(32'h110)+:(16)];
        s1__d[(64'h1e)+:(16)] = tot;
        s1__d[(64'h34)+:(16)] = tot - 32'h14;
        s1__d[(64'h2e)+:(1)] = l3r[(32'h13c)+:(4)] != 32'h4;
        s1__d[(64'h2f)+:(1)] = l3r[(32'h138)+:(4)] != 32'h5;
        s1__d[(64'h30)+:(1)] = tot < 32'h14;
        s1__d[(64'h31)+:(1)] = tot < 32'h1c;
        s1__d[(64'h32)+:(1)] = (l3r[(32'hf0)+:(8)] != 32'h11) | |l3r[(32'h100)+:(14)];
        if (head[(64'h453)+:(1)]) begin
            s1__d[(64'h1e)+:(16)] = plen6;
            s1__d[(64'h34)+:(16)] = plen6;
            s1__d[(64'h2e)+:(1)] = l3r[(32'h13c)+:(4)] != 32'h6;
            s1__d[(64'h2f)+:(1)] = 1'b0;
            s1__d[(64'h30)+:(1)] = 1'b0;
            s1__d[(64'h31)+:(1)] = plen6 < 32'h8;
            s1__d[(64'h32)+:(1)] = l3r[(32'h108)+:(8)] != 32'h11;
        end
        s1__d[(64'h33)+:(1)] = ur[(32'h160)+:(16)] != 32'h12b7;
        s1__d[(64'h44)+:(16)] = ur[(32'h150)+:(16)];
        s1__d[(64'h54)+:(17)] = ((l3[(32'h0)+:(16)]) & 17'h1ffff) + ((l3[(32'h10)+:(16)]) & 17'h1ffff);
        s1__d[(64'h65)+:(17)] = ((l3[(32'h20)+:(16)]) & 17'h1ffff) + ((l3[(32'h30)+:(16)]) & 17'h1ffff);
        s1__d[(64'h76)+:(17)] = ((l3[(32'h40)+:(16)]) & 17'h1ffff) + ((l3[(32'h50)+:(16)]) & 17'h1ffff);
        s1__d[(64'h87)+:(17)] = ((l3[(32'h60)+:(16)]) & 17'h1ffff) + ((l3[(32'h70)+:(16)]) & 17'h1ffff);
        s1__d[(64'h98)+:(17)] = ((l3[(32'h80)+:(16)]) & 17'h1ffff) + ((l3[(32'h90)+:(16)]) & 17'h1ffff);
        valid = s1_valid__q;
        meta = s1_meta__q;
        facts = s1__q;
        if (reset) begin
            s1_valid__d = 1'b0;
        end
    end
    
endmodule // roce_rx_field_extract

module roce_rx_field_extract__s1(d,q,clock);
    
    // Module arguments
    input wire  [168:0] d;
    output reg  [168:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 169'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // roce_rx_field_extract__s1

module roce_rx_field_extract__s1_meta(d,q,clock);
    
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
          
endmodule // roce_rx_field_extract__s1_meta

module roce_rx_field_extract__s1_valid(d,q,clock);
    
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
          
endmodule // roce_rx_field_extract__s1_valid
