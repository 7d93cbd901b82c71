//! pcap capture files (classic libpcap format, Ethernet link type), read and written with the
//! `pcap-file` crate. Microsecond and nanosecond timestamp files are both read; the writer
//! writes nanosecond files by default (tshark, scapy and libpcap all read them).
//! pcapng is not supported (a pcapng file is a format error).

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use pcap_file::pcap::{PcapHeader, PcapPacket, PcapReader};
use pcap_file::DataLink;

/// Timestamp resolution of a pcap file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TsResolution {
    /// Microseconds (magic 0xA1B2C3D4).
    Micro,
    /// Nanoseconds (magic 0xA1B23C4D).
    Nano,
}

/// One captured frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PcapFrame {
    /// Timestamp in nanoseconds since the epoch (microsecond files: a multiple of 1000).
    pub ts_ns: u64,
    /// The captured bytes (may be shorter than `orig_len` if the capture was truncated).
    pub data: Vec<u8>,
    /// Length of the frame on the wire.
    pub orig_len: u32,
}

/// pcap read/write errors.
#[derive(thiserror::Error, Debug)]
pub enum PcapError {
    /// The file could not be opened or created.
    #[error("cannot open {path}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
    /// The bytes are not a valid pcap file (bad magic, truncated record, ...).
    #[error("not a valid pcap file ({})", if *frame == 0 { "file header".to_string() } else { format!("record {frame}") })]
    Format {
        /// 0 for the file header, else the 1-based number of the record that failed.
        frame: usize,
        /// What `pcap-file` reported.
        source: pcap_file::PcapError,
    },
    /// The link type is not Ethernet.
    #[error("link type {0} is not Ethernet (1)")]
    LinkType(u32),
    /// A timestamp that does not fit the pcap format (seconds beyond u32).
    #[error("timestamp {0} ns cannot be written to a pcap file")]
    Timestamp(u64),
    /// A write error.
    #[error("write failed: {0}")]
    Write(pcap_file::PcapError),
}

/// Reads every frame of a pcap file.
pub fn read_pcap(path: &Path) -> Result<Vec<PcapFrame>, PcapError> {
    let f = std::fs::File::open(path).map_err(|source| PcapError::Io { path: path.to_owned(), source })?;
    read_pcap_from(std::io::BufReader::new(f))
}

/// Reads every frame of a pcap stream.
pub fn read_pcap_from<R: Read>(r: R) -> Result<Vec<PcapFrame>, PcapError> {
    let mut reader = PcapReader::new(r).map_err(|source| PcapError::Format { frame: 0, source })?;
    let dl = reader.header().datalink;
    if dl != DataLink::ETHERNET {
        return Err(PcapError::LinkType(u32::from(dl)));
    }
    let mut out = Vec::new();
    while let Some(p) = reader.next_packet() {
        let p = p.map_err(|source| PcapError::Format { frame: out.len() + 1, source })?;
        out.push(PcapFrame {
            ts_ns: u64::try_from(p.timestamp.as_nanos()).unwrap_or(u64::MAX),
            orig_len: p.orig_len,
            data: p.data.into_owned(),
        });
    }
    Ok(out)
}

/// Writes a pcap file (nanosecond timestamps) holding `frames`, stamped 1 us apart from `t0_ns`.
pub fn write_pcap(path: &Path, frames: &[Vec<u8>], t0_ns: u64) -> Result<(), PcapError> {
    let f = std::fs::File::create(path).map_err(|source| PcapError::Io { path: path.to_owned(), source })?;
    let mut w = PcapWriter::new(std::io::BufWriter::new(f))?;
    for (i, fr) in frames.iter().enumerate() {
        w.write(t0_ns + 1000 * i as u64, fr)?;
    }
    let mut inner = w.into_inner();
    inner.flush().map_err(|source| PcapError::Io { path: path.to_owned(), source })
}

/// Writes frames to a pcap stream (Ethernet link type, little-endian, snaplen 65535).
pub struct PcapWriter<W: Write> {
    inner: pcap_file::pcap::PcapWriter<W>,
}

impl<W: Write> PcapWriter<W> {
    /// A writer with nanosecond timestamps.
    pub fn new(w: W) -> Result<PcapWriter<W>, PcapError> {
        Self::with_resolution(w, TsResolution::Nano)
    }
    /// A writer with the given timestamp resolution.
    pub fn with_resolution(w: W, res: TsResolution) -> Result<PcapWriter<W>, PcapError> {
        let header = PcapHeader {
            datalink: DataLink::ETHERNET,
            ts_resolution: match res {
                TsResolution::Micro => pcap_file::TsResolution::MicroSecond,
                TsResolution::Nano => pcap_file::TsResolution::NanoSecond,
            },
            endianness: pcap_file::Endianness::Little,
            snaplen: 65535,
            ..PcapHeader::default()
        };
        let inner = pcap_file::pcap::PcapWriter::with_header(w, header).map_err(PcapError::Write)?;
        Ok(PcapWriter { inner })
    }
    /// Appends one frame (`Err` if the frame exceeds 65535 bytes or the time the pcap range).
    pub fn write(&mut self, ts_ns: u64, data: &[u8]) -> Result<(), PcapError> {
        if ts_ns / 1_000_000_000 > u64::from(u32::MAX) {
            return Err(PcapError::Timestamp(ts_ns));
        }
        let len = u32::try_from(data.len()).map_err(|_| PcapError::Write(pcap_file::PcapError::InvalidField("frame too long")))?;
        let p = PcapPacket::new(Duration::from_nanos(ts_ns), len, data);
        self.inner.write_packet(&p).map_err(PcapError::Write)?;
        Ok(())
    }
    /// Returns the underlying writer (flush it if buffered).
    pub fn into_inner(self) -> W {
        self.inner.into_writer()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_nano_and_micro() {
        for res in [TsResolution::Nano, TsResolution::Micro] {
            let mut w = PcapWriter::with_resolution(Vec::new(), res).unwrap();
            w.write(1_700_000_000_123_456_789, &[1, 2, 3]).unwrap();
            w.write(5, &[0xAA; 100]).unwrap();
            let bytes = w.into_inner();
            let magic = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
            assert_eq!(magic, if res == TsResolution::Nano { 0xA1B2_3C4D } else { 0xA1B2_C3D4 });
            let frames = read_pcap_from(&bytes[..]).unwrap();
            assert_eq!(frames.len(), 2);
            assert_eq!(frames[0].data, vec![1, 2, 3]);
            assert_eq!(frames[1].data, vec![0xAA; 100]);
            assert_eq!(frames[1].orig_len, 100);
            let want = if res == TsResolution::Nano { 1_700_000_000_123_456_789 } else { 1_700_000_000_123_456_000 };
            assert_eq!(frames[0].ts_ns, want);
        }
    }

    #[test]
    fn garbage_and_truncation_are_errors() {
        assert!(matches!(read_pcap_from(&b"not a pcap file at all, no"[..]), Err(PcapError::Format { frame: 0, .. })));
        assert!(matches!(read_pcap_from(&[][..]), Err(PcapError::Format { frame: 0, .. })));
        let mut w = PcapWriter::new(Vec::new()).unwrap();
        w.write(0, &[1; 40]).unwrap();
        w.write(0, &[2; 40]).unwrap();
        let bytes = w.into_inner();
        // cut the second record in the middle
        let cut = &bytes[..bytes.len() - 10];
        assert!(matches!(read_pcap_from(cut), Err(PcapError::Format { frame: 2, .. })));
        // a non-Ethernet link type
        let mut raw = bytes.clone();
        raw[20] = 101; // LINKTYPE_RAW
        assert!(matches!(read_pcap_from(&raw[..]), Err(PcapError::LinkType(101))));
        assert!(matches!(read_pcap(Path::new("/nonexistent/x.pcap")), Err(PcapError::Io { .. })));
    }
}
