//! The RoCEv2 invariant CRC (IBTA Vol.1 7.8.1 and Annex A17).
//!
//! Input, in wire order: 8 bytes of 0xFF (the absent LRH); the IP header with its variant
//! fields set to all ones (IPv4: TOS, TTL, header checksum; IPv6: traffic class, flow label,
//! hop limit); the UDP header with the checksum set to 0xFFFF; the BTH with byte 4 (FECN, BECN,
//! Resv6) set to 0xFF; then the extension headers, payload and pad bytes as they are. The CRC is
//! the standard CRC-32 (zlib / `crc32fast`); it goes on the wire least-significant byte first.
//!
//! Speed: the masked header bytes (at most 60 + 8 + 12) are copied to a small stack buffer; the
//! rest of the packet is fed to `crc32fast` straight from the caller's slice, never copied. The
//! 8 bytes of 0xFF are not hashed at all: the hasher is seeded with their CRC (0x2144DF1C, i.e.
//! the register value 0xDEBB20E3 that Linux rxe starts from, finalised).

use super::error::{Layer, WireError};
use super::{BTH_LEN, ICRC_LEN};

/// CRC-32 of the 8 bytes of 0xFF that stand in for the LRH (finalised value; the raw register
/// is its complement, 0xDEBB20E3).
pub const LRH_MASK_CRC: u32 = 0x2144_DF1C;

/// The ICRC over an IP packet slice: from the first byte of the IP header to the end of the
/// pad bytes (the 4 ICRC bytes excluded). The wire carries `icrc(..)?.to_le_bytes()`.
///
/// Errors: `BadField ICRC.ip_version` if the first nibble is neither 4 nor 6, `BadField IPv4.ihl`
/// for IHL < 5, `Truncated ICRC` if the slice is shorter than IP header + UDP header + BTH.
pub fn icrc(ip_packet_without_icrc: &[u8]) -> Result<u32, WireError> {
    let ip = ip_packet_without_icrc;
    let first = *ip.first().ok_or(WireError::Truncated { layer: Layer::Icrc, required: 1, actual: 0 })?;
    let (hlen, v4) = match first >> 4 {
        4 => {
            let ihl = first & 0xF;
            if ihl < 5 {
                return Err(WireError::BadField { layer: Layer::Ipv4, field: "ihl", value: ihl.into() });
            }
            (usize::from(ihl) * 4, true)
        }
        6 => (40, false),
        v => return Err(WireError::BadField { layer: Layer::Icrc, field: "ip_version", value: v.into() }),
    };
    let masked_len = hlen + 8 + BTH_LEN;
    if ip.len() < masked_len {
        return Err(WireError::Truncated { layer: Layer::Icrc, required: masked_len, actual: ip.len() });
    }
    // At most 60 (IPv4 with options) + 8 + 12 bytes.
    let mut head = [0u8; 80];
    let h = &mut head[..masked_len];
    h.copy_from_slice(&ip[..masked_len]);
    if v4 {
        h[1] = 0xFF; // TOS (DSCP + ECN)
        h[8] = 0xFF; // TTL
        h[10] = 0xFF; // header checksum
        h[11] = 0xFF;
    } else {
        h[0] |= 0x0F; // traffic class (high nibble) ..
        h[1] = 0xFF; // .. traffic class (low nibble) + flow label
        h[2] = 0xFF;
        h[3] = 0xFF;
        h[7] = 0xFF; // hop limit
    }
    h[hlen + 6] = 0xFF; // UDP checksum
    h[hlen + 7] = 0xFF;
    h[hlen + 8 + 4] = 0xFF; // BTH FECN, BECN, Resv6
    let mut hasher = crc32fast::Hasher::new_with_initial(LRH_MASK_CRC);
    hasher.update(h);
    hasher.update(&ip[masked_len..]);
    Ok(hasher.finalize())
}

/// The ICRC as carried by an IP packet that ends with its ICRC: `(wire, computed)`.
/// `ip_packet` runs from the IP header to the last ICRC byte (trailing Ethernet padding removed).
pub fn icrc_check(ip_packet: &[u8]) -> Result<(u32, u32), WireError> {
    let n = ip_packet.len();
    if n < ICRC_LEN {
        return Err(WireError::Truncated { layer: Layer::Icrc, required: ICRC_LEN, actual: n });
    }
    let computed = icrc(&ip_packet[..n - ICRC_LEN])?;
    let t = &ip_packet[n - ICRC_LEN..];
    let wire = u32::from_le_bytes([t[0], t[1], t[2], t[3]]);
    Ok((wire, computed))
}

/// The ICRC of a whole Ethernet frame (Ethernet and VLAN headers skipped, trailing padding
/// beyond the IP length ignored, the 4 ICRC bytes at the IP length's end excluded).
pub fn icrc_of_frame(frame: &[u8]) -> Result<u32, WireError> {
    let (start, end) = super::frame::ip_span(frame)?;
    let n = end - start;
    if n < ICRC_LEN {
        return Err(WireError::Truncated { layer: Layer::Icrc, required: ICRC_LEN, actual: n });
    }
    icrc(&frame[start..end - ICRC_LEN])
}

/// Recomputes the ICRC of a whole Ethernet frame and writes it in place (for tools and tests
/// that edit frames). Returns the new value.
pub fn fix_icrc(frame: &mut [u8]) -> Result<u32, WireError> {
    let (_, end) = super::frame::ip_span(frame)?;
    let c = icrc_of_frame(frame)?;
    frame[end - ICRC_LEN..end].copy_from_slice(&c.to_le_bytes());
    Ok(c)
}

/// Straightforward reference: builds the whole masked input in a `Vec` (slow; tests only).
#[cfg(test)]
pub(crate) fn icrc_naive(ip: &[u8]) -> u32 {
    let mut v = vec![0xFFu8; 8];
    let hlen = if ip[0] >> 4 == 4 { usize::from(ip[0] & 0xF) * 4 } else { 40 };
    let mut m = ip.to_vec();
    if ip[0] >> 4 == 4 {
        m[1] = 0xFF;
        m[8] = 0xFF;
        m[10] = 0xFF;
        m[11] = 0xFF;
    } else {
        m[0] |= 0x0F;
        m[1] = 0xFF;
        m[2] = 0xFF;
        m[3] = 0xFF;
        m[7] = 0xFF;
    }
    m[hlen + 6] = 0xFF;
    m[hlen + 7] = 0xFF;
    m[hlen + 12] = 0xFF;
    v.extend_from_slice(&m);
    crc32fast::hash(&v)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bit-by-bit CRC-32 (no table), returning the raw register (no final xor).
    fn crc_bitwise(data: &[u8], mut crc: u32) -> u32 {
        for &b in data {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = (crc >> 1) ^ if crc & 1 != 0 { 0xEDB8_8320 } else { 0 };
            }
        }
        crc
    }

    #[test]
    fn seed_constant() {
        assert_eq!(crc_bitwise(&[0xFF; 8], 0xFFFF_FFFF), 0xDEBB_20E3);
        assert_eq!(crc32fast::hash(&[0xFF; 8]), LRH_MASK_CRC);
        assert_eq!(!LRH_MASK_CRC, 0xDEBB_20E3);
        assert_eq!(crc32fast::hash(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn fast_equals_naive_and_bitwise() {
        // IPv4 + UDP + BTH + 5 payload bytes, arbitrary contents
        let mut p: Vec<u8> = (0..20 + 8 + 12 + 5).map(|i| (i * 37 + 11) as u8).collect();
        p[0] = 0x45;
        let c = icrc(&p).unwrap();
        assert_eq!(c, icrc_naive(&p));
        let mut m = vec![0xFFu8; 8];
        let mut q = p.clone();
        q[1] = 0xFF;
        q[8] = 0xFF;
        q[10] = 0xFF;
        q[11] = 0xFF;
        q[26] = 0xFF;
        q[27] = 0xFF;
        q[32] = 0xFF;
        m.extend_from_slice(&q);
        assert_eq!(c, crc_bitwise(&m, 0xFFFF_FFFF) ^ 0xFFFF_FFFF);
        // IPv6
        let mut p6: Vec<u8> = (0..40 + 8 + 12 + 9).map(|i| (i * 53 + 7) as u8).collect();
        p6[0] = 0x6A;
        assert_eq!(icrc(&p6).unwrap(), icrc_naive(&p6));
        // IPv4 with options (IHL 7)
        let mut po: Vec<u8> = (0..28 + 8 + 12 + 3).map(|i| (i * 13 + 1) as u8).collect();
        po[0] = 0x47;
        assert_eq!(icrc(&po).unwrap(), icrc_naive(&po));
    }

    #[test]
    fn masked_bytes_do_not_matter() {
        let mut p: Vec<u8> = (0..20 + 8 + 12 + 8).map(|i| i as u8).collect();
        p[0] = 0x45;
        let c = icrc(&p).unwrap();
        for i in [1usize, 8, 10, 11, 26, 27, 32] {
            let mut q = p.clone();
            q[i] ^= 0x5A;
            assert_eq!(icrc(&q).unwrap(), c, "byte {i}");
        }
        for i in [2usize, 9, 12, 19, 20, 24, 28, 31, 33, 39, 47] {
            let mut q = p.clone();
            q[i] ^= 0x01;
            assert_ne!(icrc(&q).unwrap(), c, "byte {i}");
        }
    }

    #[test]
    fn errors() {
        assert_eq!(icrc(&[]), Err(WireError::Truncated { layer: Layer::Icrc, required: 1, actual: 0 }));
        assert_eq!(icrc(&[0x45; 39]), Err(WireError::Truncated { layer: Layer::Icrc, required: 40, actual: 39 }));
        assert_eq!(icrc(&[0x60; 59]), Err(WireError::Truncated { layer: Layer::Icrc, required: 60, actual: 59 }));
        assert_eq!(icrc(&[0x44; 64]), Err(WireError::BadField { layer: Layer::Ipv4, field: "ihl", value: 4 }));
        assert_eq!(icrc(&[0x55; 64]), Err(WireError::BadField { layer: Layer::Icrc, field: "ip_version", value: 5 }));
        assert!(icrc_check(&[0x45, 0, 0]).is_err());
    }
}
