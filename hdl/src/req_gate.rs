//! The requester's send gate (issue 16): whether the WQE at a QP's send cursor may send now,
//! and if not why, as golden's [`golden::requester::send_hold`] decides (in its order): an RNR
//! wait, SQD for a WQE not yet started, then for a WQE not yet started the fence (every earlier
//! READ/atomic answered), `max_rd_atomic` (0 counts as 1) and the PSN window (RC only: the PSNs
//! in flight plus the WQE's, counted up to the window, may not pass the window; one message may
//! always start when nothing is outstanding). A started WQE is never held by those three: it is
//! being sent, or sent again after a go-back.
//!
//! "Something is outstanding" is `inflight != 0`: golden's requester has an unacknowledged PSN
//! exactly when its oldest WQE has started and is not complete, and then the PSNs from the
//! oldest unacknowledged one to the next new one are not zero. The window is an input (the
//! requester's parameter, rxe's 128).
//!
//! Combinational: the scheduler registers `go` and `hold` with the QP it examines.

use rust_hdl::prelude::*;

/// `hold` codes: why the cursor waits.
pub mod hold {
    /// It may send.
    pub const NONE: u64 = 0;
    /// An RNR NAK's timer runs.
    pub const RNR_WAIT: u64 = 1;
    /// SQD and the WQE has not started.
    pub const STOPPED: u64 = 2;
    /// A fenced WQE waits for the READs/atomics before it.
    pub const FENCE: u64 = 3;
    /// `max_rd_atomic` READs/atomics are outstanding.
    pub const RD_ATOMIC: u64 = 4;
    /// The PSN window is full.
    pub const WINDOW: u64 = 5;
}

// The codes are written as literals in `update`.
const _: () = assert!(
    hold::NONE == 0 && hold::RNR_WAIT == 1 && hold::STOPPED == 2 && hold::FENCE == 3 && hold::RD_ATOMIC == 4 && hold::WINDOW == 5
);

/// The send gate.
#[derive(LogicBlock, Default)]
pub struct ReqGate {
    /// Waiting out an RNR NAK's timer.
    pub rnr_wait: Signal<In, Bit>,
    /// The QP is in SQD.
    pub stopped: Signal<In, Bit>,
    /// The WQE has started (its PSNs are assigned).
    pub started: Signal<In, Bit>,
    /// The WQE is fenced.
    pub fence: Signal<In, Bit>,
    /// The WQE is a READ or an atomic.
    pub rd_atomic: Signal<In, Bit>,
    /// READ/atomic requests outstanding (0..=16).
    pub rd_out: Signal<In, Bits<5>>,
    /// The QP's `max_rd_atomic` (0..=16; 0 counts as 1).
    pub max_rd_atomic: Signal<In, Bits<5>>,
    /// The QP is RC.
    pub rc: Signal<In, Bit>,
    /// PSNs in flight: from the oldest unacknowledged to the next new one (mod 2^24).
    pub inflight: Signal<In, Bits<24>>,
    /// PSNs the WQE consumes.
    pub npkts: Signal<In, Bits<24>>,
    /// The PSN window.
    pub window: Signal<In, Bits<24>>,
    /// The WQE may send.
    pub go: Signal<Out, Bit>,
    /// Why not ([`hold`] codes; `NONE` with `go`).
    pub hold: Signal<Out, Bits<3>>,
    max_rd: Signal<Local, Bits<5>>,
    /// `min(npkts, window)`, and the PSNs in flight with it (25 bits: no wrap).
    take: Signal<Local, Bits<24>>,
    sum: Signal<Local, Bits<25>>,
}

impl Logic for ReqGate {
    #[hdl_gen]
    fn update(&mut self) {
        self.max_rd.next = self.max_rd_atomic.val();
        if !self.max_rd_atomic.val().any() {
            self.max_rd.next = 1.into();
        }
        self.take.next = self.npkts.val();
        if self.window.val() < self.npkts.val() {
            self.take.next = self.window.val();
        }
        self.sum.next = bit_cast::<25, 24>(self.inflight.val()) + bit_cast::<25, 24>(self.take.val());
        self.hold.next = 0.into();
        if !self.started.val() {
            if self.rc.val() & self.inflight.val().any() & (self.sum.val() > bit_cast::<25, 24>(self.window.val())) {
                self.hold.next = 5.into();
            }
            if self.rd_atomic.val() & (self.rd_out.val() >= self.max_rd.val()) {
                self.hold.next = 4.into();
            }
            if self.fence.val() & self.rd_out.val().any() {
                self.hold.next = 3.into();
            }
            if self.stopped.val() {
                self.hold.next = 2.into();
            }
        }
        if self.rnr_wait.val() {
            self.hold.next = 1.into();
        }
        self.go.next = !self.hold.val().any();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::settle;
    use golden::requester::{send_hold, Hold, SendGate};
    use proptest::prelude::*;

    fn code(h: Option<Hold>) -> u64 {
        match h {
            None => hold::NONE,
            Some(Hold::RnrWait) => hold::RNR_WAIT,
            Some(Hold::Stopped) => hold::STOPPED,
            Some(Hold::Fence) => hold::FENCE,
            Some(Hold::RdAtomic) => hold::RD_ATOMIC,
            Some(Hold::Window) => hold::WINDOW,
        }
    }

    fn arb_gate() -> impl Strategy<Value = SendGate> {
        (
            any::<[bool; 6]>(),
            0u32..=16,
            0u8..=16,
            prop_oneof![Just(128u32), 1u32..300, 1u32..1 << 24],
            prop_oneof![1u32..300, 1u32..1 << 24],
            // PSNs in flight: anywhere, or within two of where the window just fills.
            prop_oneof![(0u32..300, Just(None)), (0u32..1 << 24, Just(None)), (Just(0u32), (-2i64..=2).prop_map(Some))],
        )
            .prop_map(|(b, rd, max, window, npkts, (inflight, edge))| {
                let inflight = match edge {
                    Some(d) => (window as i64 - npkts.min(window) as i64 + d).clamp(0, (1 << 24) - 1) as u32,
                    None => inflight,
                };
                SendGate {
                    rnr_wait: b[0] && b[1],
                    stopped: b[1] && b[2],
                    started: b[3],
                    fence: b[4],
                    read_or_atomic: b[5],
                    rd_atomic_inflight: rd,
                    max_rd_atomic: max,
                    rc: b[0] || b[2],
                    unacked: inflight != 0,
                    inflight,
                    npkts,
                    window,
                }
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        /// The gate is golden's `send_hold`, hold reason included.
        #[test]
        fn the_gate_is_goldens(g in arb_gate()) {
            let mut u = ReqGate::default();
            u.connect_all();
            u.rnr_wait.next = g.rnr_wait;
            u.stopped.next = g.stopped;
            u.started.next = g.started;
            u.fence.next = g.fence;
            u.rd_atomic.next = g.read_or_atomic;
            u.rd_out.next = (g.rd_atomic_inflight as u64).into();
            u.max_rd_atomic.next = (g.max_rd_atomic as u64).into();
            u.rc.next = g.rc;
            u.inflight.next = (g.inflight as u64).into();
            u.npkts.next = (g.npkts as u64).into();
            u.window.next = (g.window as u64).into();
            settle(&mut u);
            let want = send_hold(&g);
            prop_assert_eq!(u.hold.val().to_u64(), code(want), "{:?}", g);
            prop_assert_eq!(u.go.val(), want.is_none());
        }
    }

    /// Each hold on its own, at its edge.
    #[test]
    fn edges() {
        let base = SendGate {
            rnr_wait: false,
            stopped: false,
            started: false,
            fence: false,
            read_or_atomic: false,
            rd_atomic_inflight: 0,
            max_rd_atomic: 0,
            rc: true,
            unacked: true,
            inflight: 100,
            npkts: 28,
            window: 128,
        };
        assert_eq!(send_hold(&base), None);
        assert_eq!(send_hold(&SendGate { npkts: 29, ..base }), Some(Hold::Window));
        // A message longer than the window may start when nothing is in flight.
        assert_eq!(send_hold(&SendGate { npkts: 1000, inflight: 0, unacked: false, ..base }), None);
        assert_eq!(send_hold(&SendGate { npkts: 1000, inflight: 1, ..base }), Some(Hold::Window));
        assert_eq!(send_hold(&SendGate { read_or_atomic: true, rd_atomic_inflight: 1, ..base }), Some(Hold::RdAtomic));
        assert_eq!(send_hold(&SendGate { read_or_atomic: true, rd_atomic_inflight: 1, max_rd_atomic: 2, ..base }), None);
        assert_eq!(send_hold(&SendGate { fence: true, rd_atomic_inflight: 1, max_rd_atomic: 2, ..base }), Some(Hold::Fence));
        assert_eq!(send_hold(&SendGate { started: true, fence: true, rd_atomic_inflight: 1, npkts: 1000, ..base }), None);
        assert_eq!(send_hold(&SendGate { stopped: true, ..base }), Some(Hold::Stopped));
        assert_eq!(send_hold(&SendGate { stopped: true, started: true, ..base }), None);
        assert_eq!(send_hold(&SendGate { rnr_wait: true, started: true, ..base }), Some(Hold::RnrWait));
        assert_eq!(send_hold(&SendGate { rc: false, npkts: 1000, ..base }), None);
    }

    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_req_gate", ReqGate::default(), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
