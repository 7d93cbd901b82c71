// roce_lookup_share: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_lookup_share(own_lk_valid,own_lk_ready,own_lk_index,own_lk_tag,own_rsp_valid,own_rsp_ready,own_rsp_tag,own_rsp_data,own_rsp_err,other_lk_valid,other_lk_ready,other_lk_index,other_lk_tag,other_rsp_valid,other_rsp_ready,other_rsp_tag,other_rsp_data,other_rsp_err,other_allow,cache_lk_valid,cache_lk_ready,cache_lk_index,cache_lk_tag,cache_rsp_valid,cache_rsp_ready,cache_rsp_tag,cache_rsp_data,cache_rsp_err);
    
    // Module arguments
    input wire  own_lk_valid;
    output reg  own_lk_ready;
    input wire  [23:0] own_lk_index;
    input wire  [7:0] own_lk_tag;
    output reg  own_rsp_valid;
    input wire  own_rsp_ready;
    output reg  [7:0] own_rsp_tag;
    output reg  [1023:0] own_rsp_data;
    output reg  own_rsp_err;
    input wire  other_lk_valid;
    output reg  other_lk_ready;
    input wire  [23:0] other_lk_index;
    input wire  [7:0] other_lk_tag;
    output reg  other_rsp_valid;
    input wire  other_rsp_ready;
    output reg  [7:0] other_rsp_tag;
    output reg  [1023:0] other_rsp_data;
    output reg  other_rsp_err;
    output reg  other_allow;
    output reg  cache_lk_valid;
    input wire  cache_lk_ready;
    output reg  [23:0] cache_lk_index;
    output reg  [7:0] cache_lk_tag;
    input wire  cache_rsp_valid;
    output reg  cache_rsp_ready;
    input wire  [7:0] cache_rsp_tag;
    input wire  [1023:0] cache_rsp_data;
    input wire  cache_rsp_err;
    
    // Constant declarations
    localparam  mask = 8'h80;
    
    // Local signals
    reg  to_other;
    
    // Update code
    always @(*) begin
        other_allow = ~own_lk_valid;
        cache_lk_valid = own_lk_valid | other_lk_valid;
        cache_lk_index = other_lk_index;
        cache_lk_tag = other_lk_tag | mask;
        own_lk_ready = cache_lk_ready;
        other_lk_ready = cache_lk_ready & ~own_lk_valid;
        if (own_lk_valid) begin
            cache_lk_index = own_lk_index;
            cache_lk_tag = own_lk_tag & ~mask;
        end
        to_other = |(cache_rsp_tag & mask);
        own_rsp_valid = cache_rsp_valid & ~to_other;
        other_rsp_valid = cache_rsp_valid & to_other;
        own_rsp_tag = cache_rsp_tag;
        other_rsp_tag = cache_rsp_tag;
        own_rsp_data = cache_rsp_data;
        other_rsp_data = cache_rsp_data;
        own_rsp_err = cache_rsp_err;
        other_rsp_err = cache_rsp_err;
        cache_rsp_ready = own_rsp_ready;
        if (to_other) begin
            cache_rsp_ready = other_rsp_ready;
        end
    end
    
endmodule // roce_lookup_share
