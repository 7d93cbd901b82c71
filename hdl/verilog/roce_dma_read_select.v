// roce_dma_read_select: generated from Rust by `roce export` (hdl::export). Do not edit.
module roce_dma_read_select(sel,a_req_valid,a_req_ready,a_req_addr,a_req_len,a_data,a_keep,a_last,a_valid,a_ready,a_cpl_valid,a_cpl_status,b_req_valid,b_req_ready,b_req_addr,b_req_len,b_data,b_keep,b_last,b_valid,b_ready,b_cpl_valid,b_cpl_status,m_req_valid,m_req_ready,m_req_addr,m_req_len,m_data,m_keep,m_last,m_valid,m_ready,m_cpl_valid,m_cpl_status);
    
    // Module arguments
    input wire  sel;
    input wire  a_req_valid;
    output reg  a_req_ready;
    input wire  [63:0] a_req_addr;
    input wire  [16:0] a_req_len;
    output reg  [511:0] a_data;
    output reg  [63:0] a_keep;
    output reg  a_last;
    output reg  a_valid;
    input wire  a_ready;
    output reg  a_cpl_valid;
    output reg  [1:0] a_cpl_status;
    input wire  b_req_valid;
    output reg  b_req_ready;
    input wire  [63:0] b_req_addr;
    input wire  [16:0] b_req_len;
    output reg  [511:0] b_data;
    output reg  [63:0] b_keep;
    output reg  b_last;
    output reg  b_valid;
    input wire  b_ready;
    output reg  b_cpl_valid;
    output reg  [1:0] b_cpl_status;
    output reg  m_req_valid;
    input wire  m_req_ready;
    output reg  [63:0] m_req_addr;
    output reg  [16:0] m_req_len;
    input wire  [511:0] m_data;
    input wire  [63:0] m_keep;
    input wire  m_last;
    input wire  m_valid;
    output reg  m_ready;
    input wire  m_cpl_valid;
    input wire  [1:0] m_cpl_status;
    
    // Update code
    always @(*) begin
        m_req_valid = a_req_valid;
        m_req_addr = a_req_addr;
        m_req_len = a_req_len;
        m_ready = a_ready;
        a_req_ready = m_req_ready & ~sel;
        b_req_ready = m_req_ready & sel;
        if (sel) begin
            m_req_valid = b_req_valid;
            m_req_addr = b_req_addr;
            m_req_len = b_req_len;
            m_ready = b_ready;
        end
        a_data = m_data;
        b_data = m_data;
        a_keep = m_keep;
        b_keep = m_keep;
        a_last = m_last;
        b_last = m_last;
        a_valid = m_valid;
        b_valid = m_valid;
        a_cpl_valid = m_cpl_valid;
        b_cpl_valid = m_cpl_valid;
        a_cpl_status = m_cpl_status;
        b_cpl_status = m_cpl_status;
    end
    
endmodule // roce_dma_read_select
