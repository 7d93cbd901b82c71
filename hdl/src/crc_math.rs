//! CRC-32 algebra for the ICRC blocks, done in Rust at construction time, and a bit-exact model
//! of the hardware ICRC pipeline.
//!
//! The hardware keeps a *raw* CRC register (no init, no final xor) that starts at 0, so leading
//! zero bytes leave it at 0. The RoCEv2 ICRC input (IBTA Annex A17) is 8 bytes of 0xFF followed by
//! the IP packet with its variant fields forced to ones; with the standard init 0xFFFFFFFF folded
//! in, the first four 0xFF bytes become 0x00 (neutral) and the other four stay 0xFF. So the
//! hardware forces every Ethernet byte before the IP header to 0x00 except the four right before
//! it, which become 0xFF, and masks the variant fields to ones ([variant_masks]). The last covered
//! beat is zero-filled past its end and the result multiplied by x^(-8k) (k zero bytes), then
//! xored with 0xFFFFFFFF: that is the standard CRC-32 (crc32fast) of the ICRC input.

/// Reflected CRC-32 polynomial.
pub const POLY: u32 = 0xEDB8_8320;
/// The CRC-32 residue: the CRC (with final xor) of any message followed by its own CRC (LE).
pub const RESIDUE: u32 = 0x2144_DF1C;

/// Raw reflected CRC-32 update by one byte (no init, no final xor).
pub fn raw_update_byte(mut s: u32, b: u8) -> u32 {
    s ^= b as u32;
    for _ in 0..8 {
        s = if s & 1 == 1 { (s >> 1) ^ POLY } else { s >> 1 };
    }
    s
}

/// Raw update by a slice.
pub fn raw_update(s: u32, data: &[u8]) -> u32 {
    data.iter().fold(s, |s, &b| raw_update_byte(s, b))
}

/// A 32x32 matrix over GF(2), stored by columns: `cols[j]` is the image of bit j.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mat32 {
    /// Column j = image of input bit j.
    pub cols: [u32; 32],
}

impl Mat32 {
    /// Identity.
    pub fn identity() -> Self {
        let mut cols = [0u32; 32];
        for (j, c) in cols.iter_mut().enumerate() {
            *c = 1 << j;
        }
        Mat32 { cols }
    }
    /// Matrix of a linear map given as a function.
    pub fn from_fn(f: impl Fn(u32) -> u32) -> Self {
        let mut cols = [0u32; 32];
        for (j, c) in cols.iter_mut().enumerate() {
            *c = f(1 << j);
        }
        Mat32 { cols }
    }
    /// Apply to a vector.
    pub fn apply(&self, v: u32) -> u32 {
        (0..32).filter(|j| v >> j & 1 == 1).fold(0, |a, j| a ^ self.cols[j])
    }
    /// self * other (apply other first).
    pub fn mul(&self, other: &Mat32) -> Mat32 {
        let mut cols = [0u32; 32];
        for (j, c) in cols.iter_mut().enumerate() {
            *c = self.apply(other.cols[j]);
        }
        Mat32 { cols }
    }
    /// self^n.
    pub fn pow(&self, n: usize) -> Mat32 {
        (0..n).fold(Mat32::identity(), |a, _| a.mul(self))
    }
    /// Row i as a mask over the input bits (what one output bit's parity tree reads).
    pub fn row(&self, i: usize) -> u32 {
        (0..32).filter(|&j| self.cols[j] >> i & 1 == 1).fold(0, |a, j| a | 1 << j)
    }
}

/// The raw register after one zero byte.
pub fn zero_byte() -> Mat32 {
    Mat32::from_fn(|s| raw_update_byte(s, 0))
}

/// The inverse of [zero_byte]: undoes one zero byte (x^-8 mod P).
pub fn zero_byte_inverse() -> Mat32 {
    // s' = (s >> 8) ^ T[s & 0xff]; T[x] >> 24 is distinct for every x, which identifies s & 0xff.
    let table: Vec<u32> = (0..256u32).map(|x| raw_update_byte(x, 0)).collect();
    Mat32::from_fn(|sp| {
        let top = sp >> 24;
        let x = (0..256u32).find(|&x| table[x as usize] >> 24 == top).unwrap_or(0);
        ((sp ^ table[x as usize]) << 8) | x
    })
}

/// Per-output-bit masks of one full 64-byte beat: out bit i = parity(data & data_mask[i]) ^
/// parity(state & state_mask[i]), data byte 0 in mask bits 7:0.
pub struct BeatMasks {
    /// 32 masks over the 512 data bits, as 64 bytes (byte 0 = lane 0).
    pub data: Vec<[u8; 64]>,
    /// 32 masks over the 32 state bits.
    pub state: Vec<u32>,
}

/// Compute [BeatMasks] by linearity (image of each unit vector).
pub fn beat_masks() -> BeatMasks {
    let mut data = vec![[0u8; 64]; 32];
    for j in 0..512 {
        let mut beat = [0u8; 64];
        beat[j / 8] = 1 << (j % 8);
        let col = raw_update(0, &beat);
        for (i, m) in data.iter_mut().enumerate() {
            if col >> i & 1 == 1 {
                m[j / 8] |= 1 << (j % 8);
            }
        }
    }
    let a = Mat32::from_fn(|s| raw_update(s, &[0u8; 64]));
    let state = (0..32).map(|i| a.row(i)).collect();
    BeatMasks { data, state }
}

/// Apply one beat the way the hardware does.
pub fn beat_update(m: &BeatMasks, state: u32, beat: &[u8; 64]) -> u32 {
    let mut out = 0u32;
    for i in 0..32 {
        let mut p = (state & m.state[i]).count_ones();
        for (b, mk) in beat.iter().zip(m.data[i].iter()) {
            p += (b & mk).count_ones();
        }
        out |= (p & 1) << i;
    }
    out
}

/// The four frame shapes the ICRC masks depend on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// An 802.1Q tag sits between the MACs and the ethertype.
    pub vlan: bool,
    /// IPv6 (else IPv4).
    pub ipv6: bool,
}

impl Variant {
    /// All four, index = vlan*2 + ipv6 (the order the hardware tables use).
    pub const ALL: [Variant; 4] = [
        Variant { vlan: false, ipv6: false },
        Variant { vlan: false, ipv6: true },
        Variant { vlan: true, ipv6: false },
        Variant { vlan: true, ipv6: true },
    ];
    /// Offset of the IP header in the frame.
    pub fn ip_offset(self) -> usize {
        if self.vlan {
            18
        } else {
            14
        }
    }
    /// Offset of the UDP header.
    pub fn udp_offset(self) -> usize {
        self.ip_offset() + if self.ipv6 { 40 } else { 20 }
    }
    /// Offset of the BTH.
    pub fn bth_offset(self) -> usize {
        self.udp_offset() + 8
    }
    /// Detect from a frame's first bytes the way the hardware does (ethertype 0x8100 at 12 =
    /// VLAN; IP version nibble 6 = IPv6). Needs at least 19 bytes, else IPv4/no VLAN.
    pub fn detect(frame: &[u8]) -> Variant {
        let vlan = frame.len() > 13 && frame[12] == 0x81 && frame[13] == 0x00;
        let ip = if vlan { 18 } else { 14 };
        let ipv6 = frame.get(ip).map(|b| b >> 4 == 6).unwrap_or(false);
        Variant { vlan, ipv6 }
    }
}

/// Bytes of the frame the ICRC masks touch: the first two beats.
pub const MASKED_BYTES: usize = 128;

/// (and, or) byte masks over the first [MASKED_BYTES] frame bytes: byte' = (byte & and) | or.
pub fn variant_masks(v: Variant) -> ([u8; MASKED_BYTES], [u8; MASKED_BYTES]) {
    let mut and = [0xFFu8; MASKED_BYTES];
    let mut or = [0u8; MASKED_BYTES];
    let ip = v.ip_offset();
    // Ethernet (+VLAN): zero, except the four bytes before IP = 0xFF (the LRH prefix with init).
    for b in and.iter_mut().take(ip) {
        *b = 0;
    }
    for b in or.iter_mut().take(ip).skip(ip - 4) {
        *b = 0xFF;
    }
    if v.ipv6 {
        or[ip] = 0x0F; // low nibble of traffic class
        for o in &mut or[ip + 1..ip + 4] {
            *o = 0xFF; // traffic class low nibble + flow label
        }
        or[ip + 7] = 0xFF; // hop limit
    } else {
        or[ip + 1] = 0xFF; // TOS
        or[ip + 8] = 0xFF; // TTL
        or[ip + 10] = 0xFF; // header checksum
        or[ip + 11] = 0xFF;
    }
    let udp = v.udp_offset();
    or[udp + 6] = 0xFF; // UDP checksum
    or[udp + 7] = 0xFF;
    or[v.bth_offset() + 4] = 0xFF; // FECN, BECN, reserved
    (and, or)
}

/// Bit-exact model of the ICRC pipeline: the CRC of `frame[..end]` per Annex A17, where `end` is
/// the end of the ICRC-covered bytes (IP header start + IP total length - 4). Returns the value
/// that goes on the wire as `to_le_bytes()`. With `end` = the IP packet's end (ICRC included),
/// a good frame gives [RESIDUE].
pub fn model_icrc(frame: &[u8], end: usize) -> u32 {
    let m = beat_masks();
    let v = Variant::detect(frame);
    let (and, or) = variant_masks(v);
    let mut s = 0u32;
    let nbeats = end.div_ceil(64).max(1);
    for bi in 0..nbeats {
        let mut beat = [0u8; 64];
        for (i, b) in beat.iter_mut().enumerate() {
            let pos = bi * 64 + i;
            if pos >= end {
                continue; // zero fill
            }
            let mut x = frame.get(pos).copied().unwrap_or(0);
            if pos < MASKED_BYTES {
                x = (x & and[pos]) | or[pos];
            }
            *b = x;
        }
        s = beat_update(&m, s, &beat);
    }
    let k = nbeats * 64 - end;
    correction_stages().iter().enumerate().fold(s, |s, (b, mat)| if k >> b & 1 == 1 { mat.apply(s) } else { s })
        ^ 0xFFFF_FFFF
}

/// The six conditional correction stages: stage b multiplies by x^(-8 * 2^b).
pub fn correction_stages() -> Vec<Mat32> {
    let inv = zero_byte_inverse();
    (0..6).map(|b| inv.pow(1 << b)).collect()
}

/// The ICRC per Annex A17 straight from its definition (8 x 0xFF, masked IP packet, crc32fast),
/// independent of the hardware structure; `end` as in [model_icrc].
pub fn reference_icrc(frame: &[u8], end: usize) -> u32 {
    let v = Variant::detect(frame);
    let (and, or) = variant_masks(v);
    let ip = v.ip_offset();
    let mut msg = vec![0xFFu8; 8];
    for pos in ip..end {
        let mut x = frame[pos];
        if pos < MASKED_BYTES {
            x = (x & and[pos]) | or[pos];
        }
        msg.push(x);
    }
    crc32fast::hash(&msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
        /// The model and the reference agree with golden's ICRC on golden's frames (every opcode,
        /// IPv4/IPv6, VLAN or not), and a good frame checks to the residue.
        #[test]
        fn agrees_with_golden(fr in golden::gen::arb_frame_repr_max(300)) {
            let bytes = fr.to_bytes().unwrap();
            let n = bytes.len();
            let wire = u32::from_le_bytes([bytes[n - 4], bytes[n - 3], bytes[n - 2], bytes[n - 1]]);
            proptest::prop_assert_eq!(golden::wire::icrc_of_frame(&bytes).unwrap(), wire);
            proptest::prop_assert_eq!(reference_icrc(&bytes, n - 4), wire);
            proptest::prop_assert_eq!(model_icrc(&bytes, n - 4), wire);
            proptest::prop_assert_eq!(model_icrc(&bytes, n), RESIDUE);
        }
    }

    #[test]
    fn inverse_undoes_zero_byte() {
        let z = zero_byte();
        let zi = zero_byte_inverse();
        assert_eq!(z.mul(&zi), Mat32::identity());
        assert_eq!(zi.mul(&z), Mat32::identity());
    }

    #[test]
    fn prefix_register_is_the_rxe_seed() {
        // crc32fast's running value after 8 x 0xFF, raw form: 0xDEBB20E3 per facts / Linux rxe.
        let mut h = crc32fast::Hasher::new();
        h.update(&[0xFF; 8]);
        assert_eq!(h.finalize() ^ 0xFFFF_FFFF, 0xDEBB_20E3);
        // The hardware's folded form: 4 x 0x00 then 4 x 0xFF from raw 0 reaches the same register.
        assert_eq!(raw_update(0, &[0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]), 0xDEBB_20E3);
    }

    #[test]
    fn beat_masks_match_bytewise_crc() {
        let m = beat_masks();
        let mut beat = [0u8; 64];
        for (i, b) in beat.iter_mut().enumerate() {
            *b = (i as u8).wrapping_mul(37).wrapping_add(11);
        }
        assert_eq!(beat_update(&m, 0x1234_5678, &beat), raw_update(0x1234_5678, &beat));
    }

    #[test]
    fn model_matches_reference_every_length_and_variant() {
        for v in Variant::ALL {
            // From the shortest real packet (BTH only) to past two beats.
            for end in v.bth_offset() + 12..=200 {
                let mut f: Vec<u8> = (0..end + 7).map(|i| (i * 31 + 7) as u8).collect();
                f[12] = if v.vlan { 0x81 } else { 0x08 };
                f[13] = 0;
                f[v.ip_offset()] = if v.ipv6 { 0x60 } else { 0x45 };
                assert_eq!(Variant::detect(&f), v);
                assert_eq!(model_icrc(&f, end), reference_icrc(&f, end), "{v:?} end {end}");
                // Residue: append the ICRC (LE) and cover it too.
                let crc = reference_icrc(&f, end);
                let mut g = f[..end].to_vec();
                g.extend_from_slice(&crc.to_le_bytes());
                assert_eq!(model_icrc(&g, end + 4), RESIDUE);
            }
        }
    }
}
