//! The 512-bit AXI4-Stream bundle every block speaks, and Rust-side helpers to cut frames into beats.
//!
//! Conventions (Xilinx CMAC): byte 0 of the frame travels in `tdata[7:0]`, byte `i` in
//! `tdata[8*i+7:8*i]`; `tkeep` bit `i` marks byte `i` valid; every beat but the last is full, the last
//! beat's `tkeep` is contiguous from bit 0. Frames carry no FCS.
use rust_hdl::prelude::*;

/// Bytes per beat.
pub const AXIS_BYTES: usize = 64;
/// Bits of `tdata`.
pub const AXIS_BITS: usize = AXIS_BYTES * 8;

/// Sink side of a 512-bit AXI4-Stream (a block's input port).
#[derive(LogicInterface, Default)]
#[join = "AxisSource"]
pub struct AxisSink {
    /// Beat data, byte 0 of the beat in bits 7:0.
    pub tdata: Signal<In, Bits<512>>,
    /// Byte enables, bit i for byte i; all ones except possibly on the last beat.
    pub tkeep: Signal<In, Bits<64>>,
    /// The source presents a beat.
    pub tvalid: Signal<In, Bit>,
    /// The sink accepts the beat (transfer when tvalid & tready).
    pub tready: Signal<Out, Bit>,
    /// This beat is the last of the frame.
    pub tlast: Signal<In, Bit>,
    /// Error flag, meaningful on the last beat: the frame is bad and must be dropped.
    pub tuser: Signal<In, Bit>,
}

/// Source side of a 512-bit AXI4-Stream (a block's output port).
#[derive(LogicInterface, Default)]
#[join = "AxisSink"]
pub struct AxisSource {
    /// Beat data, byte 0 of the beat in bits 7:0.
    pub tdata: Signal<Out, Bits<512>>,
    /// Byte enables, bit i for byte i; all ones except possibly on the last beat.
    pub tkeep: Signal<Out, Bits<64>>,
    /// This block presents a beat.
    pub tvalid: Signal<Out, Bit>,
    /// The downstream sink accepts the beat.
    pub tready: Signal<In, Bit>,
    /// This beat is the last of the frame.
    pub tlast: Signal<Out, Bit>,
    /// Error flag, meaningful on the last beat.
    pub tuser: Signal<Out, Bit>,
}

/// One beat as the Rust side sees it (test benches, models).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AxisBeat {
    /// 64 data bytes, lane 0 first; bytes beyond `keep` are zero when built by [frame_to_beats].
    pub data: [u8; AXIS_BYTES],
    /// Byte enables.
    pub keep: u64,
    /// Last beat of the frame.
    pub last: bool,
    /// Error flag.
    pub user: bool,
}

/// `tkeep` for a beat holding `n` bytes (0..=64) from lane 0.
pub fn keep_for(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// Number of valid bytes of a contiguous `tkeep`.
pub fn keep_len(keep: u64) -> usize {
    keep.trailing_ones() as usize
}

/// Cut a frame into beats (an empty frame gives no beat).
pub fn frame_to_beats(frame: &[u8]) -> Vec<AxisBeat> {
    let n = frame.len().div_ceil(AXIS_BYTES);
    frame
        .chunks(AXIS_BYTES)
        .enumerate()
        .map(|(i, c)| {
            let mut data = [0u8; AXIS_BYTES];
            data[..c.len()].copy_from_slice(c);
            AxisBeat { data, keep: keep_for(c.len()), last: i + 1 == n, user: false }
        })
        .collect()
}

/// Pack 64 bytes into `tdata` (byte 0 in bits 7:0).
pub fn bytes_to_bits(data: &[u8; AXIS_BYTES]) -> Bits<512> {
    let mut b = Bits::<512>::default();
    for (i, &byte) in data.iter().enumerate() {
        b.set_bits::<8>(8 * i, (byte as u64).into());
    }
    b
}

/// Unpack `tdata` into 64 bytes.
pub fn bits_to_bytes(b: Bits<512>) -> [u8; AXIS_BYTES] {
    let mut out = [0u8; AXIS_BYTES];
    for (i, o) in out.iter_mut().enumerate() {
        *o = b.get_bits::<8>(8 * i).to_u8();
    }
    out
}

/// Accumulates beats into frames (test benches): returns the frame and its error flag at `tlast`.
#[derive(Default, Debug)]
pub struct FrameCollector {
    cur: Vec<u8>,
}

impl FrameCollector {
    /// Add one transferred beat; `Some((frame, tuser))` when it was the last.
    pub fn push(&mut self, data: &[u8; AXIS_BYTES], keep: u64, last: bool, user: bool) -> Option<(Vec<u8>, bool)> {
        for (i, &b) in data.iter().enumerate() {
            if keep >> i & 1 == 1 {
                self.cur.push(b);
            }
        }
        if last {
            Some((std::mem::take(&mut self.cur), user))
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn beats_round_trip() {
        let frame: Vec<u8> = (0..150u32).map(|i| i as u8).collect();
        let beats = frame_to_beats(&frame);
        assert_eq!(beats.len(), 3);
        assert_eq!(beats[2].keep, keep_for(22));
        let mut c = FrameCollector::default();
        let mut got = None;
        for b in &beats {
            let back = bits_to_bytes(bytes_to_bits(&b.data));
            assert_eq!(back, b.data);
            got = c.push(&back, b.keep, b.last, b.user);
        }
        assert_eq!(got, Some((frame, false)));
        assert_eq!(keep_len(keep_for(17)), 17);
    }
}

/// Two beats side by side, `lo` first on the wire (a realigner's window; a frame's first 128
/// bytes).
#[derive(Copy, Clone, Debug, PartialEq, Default, LogicStruct)]
pub struct Halves {
    /// The earlier beat.
    pub lo: Bits<512>,
    /// The later beat.
    pub hi: Bits<512>,
}
