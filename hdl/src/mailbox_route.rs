//! Mailbox route: the register file's cache command (`golden::regs::mailbox`) to the cache its
//! `TARGET` names, and that cache's completion back. Control only: the op, index and data go to
//! every cache unchanged; only the one named sees `valid`.
//!
//! - `TARGET` 0: the QP context cache; 1: the key cache; 2: the send-queue context cache, if the
//!   top holds one ([`MailboxRoute::new`]).
//! - A command for a cache the top does not hold (2 without a send-queue context cache, or the
//!   unused code 3) is taken at once and completes the next cycle with `err` and zero data: the
//!   driver sees `STATUS_ERR`, never a mailbox that stays busy.
//! - The register file has one command outstanding at a time, so at most one completion arrives
//!   per cycle; they are always taken (`cpl_ready` of every cache is tied high by the top).
use rust_hdl::prelude::*;

/// `TARGET` codes, checked equal to the register map's.
pub mod target {
    /// The QP context cache.
    pub const QPC: u64 = 0;
    /// The key cache.
    pub const MKEY: u64 = 1;
    /// The send-queue context cache.
    pub const SQC: u64 = 2;
}
const _: () = assert!(
    target::QPC == golden::regs::mailbox::TARGET_QPC as u64
        && target::MKEY == golden::regs::mailbox::TARGET_MKEY as u64
        && target::SQC == golden::regs::mailbox::TARGET_SQC as u64
        && golden::regs::mailbox::TARGET_MASK == 3
);

/// The route.
#[derive(LogicBlock)]
pub struct MailboxRoute {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous reset.
    pub reset: Signal<In, Bit>,
    /// The register file offers a command (held until `cmd_ready`).
    pub cmd_valid: Signal<In, Bit>,
    /// The command is taken.
    pub cmd_ready: Signal<Out, Bit>,
    /// The command's `TARGET`.
    pub cmd_target: Signal<In, Bits<2>>,
    /// Command valid to the QP context cache.
    pub qpc_valid: Signal<Out, Bit>,
    /// The QP context cache takes the command.
    pub qpc_ready: Signal<In, Bit>,
    /// Command valid to the key cache.
    pub mkey_valid: Signal<Out, Bit>,
    /// The key cache takes the command.
    pub mkey_ready: Signal<In, Bit>,
    /// Command valid to the send-queue context cache.
    pub sqc_valid: Signal<Out, Bit>,
    /// The send-queue context cache takes the command (ignored without one).
    pub sqc_ready: Signal<In, Bit>,
    /// The QP context cache completes a command.
    pub qpc_cpl_valid: Signal<In, Bit>,
    /// Its completion's error flag.
    pub qpc_cpl_err: Signal<In, Bit>,
    /// Its completion's data.
    pub qpc_cpl_data: Signal<In, Bits<1024>>,
    /// The key cache completes a command.
    pub mkey_cpl_valid: Signal<In, Bit>,
    /// Its completion's error flag.
    pub mkey_cpl_err: Signal<In, Bit>,
    /// Its completion's data.
    pub mkey_cpl_data: Signal<In, Bits<1024>>,
    /// The send-queue context cache completes a command (ignored without one).
    pub sqc_cpl_valid: Signal<In, Bit>,
    /// Its completion's error flag.
    pub sqc_cpl_err: Signal<In, Bit>,
    /// Its completion's data.
    pub sqc_cpl_data: Signal<In, Bits<1024>>,
    /// A completion to the register file.
    pub cpl_valid: Signal<Out, Bit>,
    /// Its error flag.
    pub cpl_err: Signal<Out, Bit>,
    /// Its data.
    pub cpl_data: Signal<Out, Bits<1024>>,
    /// The top holds a send-queue context cache.
    sqc_present: Constant<Bit>,
    /// The command names a cache the top does not hold.
    absent: Signal<Local, Bit>,
    /// Such a command was taken last cycle: its error completion is due.
    absent_q: DFF<Bit>,
}

impl MailboxRoute {
    /// A route for a top with (`sqc = true`) or without a send-queue context cache.
    pub fn new(sqc: bool) -> Self {
        MailboxRoute {
            clock: Default::default(),
            reset: Default::default(),
            cmd_valid: Default::default(),
            cmd_ready: Default::default(),
            cmd_target: Default::default(),
            qpc_valid: Default::default(),
            qpc_ready: Default::default(),
            mkey_valid: Default::default(),
            mkey_ready: Default::default(),
            sqc_valid: Default::default(),
            sqc_ready: Default::default(),
            qpc_cpl_valid: Default::default(),
            qpc_cpl_err: Default::default(),
            qpc_cpl_data: Default::default(),
            mkey_cpl_valid: Default::default(),
            mkey_cpl_err: Default::default(),
            mkey_cpl_data: Default::default(),
            sqc_cpl_valid: Default::default(),
            sqc_cpl_err: Default::default(),
            sqc_cpl_data: Default::default(),
            cpl_valid: Default::default(),
            cpl_err: Default::default(),
            cpl_data: Default::default(),
            sqc_present: Constant::new(sqc),
            absent: Default::default(),
            absent_q: Default::default(),
        }
    }
}

impl Default for MailboxRoute {
    fn default() -> Self {
        MailboxRoute::new(true)
    }
}

impl Logic for MailboxRoute {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, absent_q);
        // ---- commands ----
        self.absent.next = (self.cmd_target.val() == 3) | ((self.cmd_target.val() == 2) & !self.sqc_present.val());
        self.qpc_valid.next = self.cmd_valid.val() & (self.cmd_target.val() == 0);
        self.mkey_valid.next = self.cmd_valid.val() & (self.cmd_target.val() == 1);
        self.sqc_valid.next = self.cmd_valid.val() & (self.cmd_target.val() == 2) & self.sqc_present.val();
        self.cmd_ready.next = self.absent.val();
        if self.cmd_target.val() == 0 {
            self.cmd_ready.next = self.qpc_ready.val();
        }
        if self.cmd_target.val() == 1 {
            self.cmd_ready.next = self.mkey_ready.val();
        }
        if (self.cmd_target.val() == 2) & self.sqc_present.val() {
            self.cmd_ready.next = self.sqc_ready.val();
        }
        self.absent_q.d.next = self.cmd_valid.val() & self.absent.val() & !self.reset.val();
        // ---- completions (one at a time) ----
        self.cpl_valid.next = self.qpc_cpl_valid.val()
            | self.mkey_cpl_valid.val()
            | (self.sqc_cpl_valid.val() & self.sqc_present.val())
            | self.absent_q.q.val();
        self.cpl_err.next = self.absent_q.q.val();
        self.cpl_data.next = 0.into();
        if self.qpc_cpl_valid.val() {
            self.cpl_err.next = self.qpc_cpl_err.val();
            self.cpl_data.next = self.qpc_cpl_data.val();
        }
        if self.mkey_cpl_valid.val() {
            self.cpl_err.next = self.mkey_cpl_err.val();
            self.cpl_data.next = self.mkey_cpl_data.val();
        }
        if self.sqc_cpl_valid.val() & self.sqc_present.val() {
            self.cpl_err.next = self.sqc_cpl_err.val();
            self.cpl_data.next = self.sqc_cpl_data.val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim_util::{rising_edge, settle};
    use proptest::prelude::*;

    /// One clock cycle.
    fn tick(r: &mut MailboxRoute) {
        rising_edge(r, |r| &mut r.clock);
    }

    proptest! {
        /// Each command reaches exactly the cache its target names (or none), is taken exactly
        /// when that cache takes it, and exactly one completion comes back, with that cache's
        /// error and data or an error of its own.
        #[test]
        fn routes_by_target(sqc in any::<bool>(), cmds in prop::collection::vec((0u64..4, any::<bool>(), any::<bool>(), any::<u64>()), 1..40)) {
            let mut r = MailboxRoute::new(sqc);
            r.connect_all();
            r.reset.next = true;
            tick(&mut r);
            r.reset.next = false;
            for (t, ready, err, data) in cmds {
                r.cmd_valid.next = true;
                r.cmd_target.next = t.into();
                r.qpc_ready.next = ready;
                r.mkey_ready.next = ready;
                r.sqc_ready.next = ready;
                r.qpc_cpl_valid.next = false;
                r.mkey_cpl_valid.next = false;
                r.sqc_cpl_valid.next = false;
                settle(&mut r);
                let held = t == 3 || (t == 2 && !sqc);
                let valids = [r.qpc_valid.val(), r.mkey_valid.val(), r.sqc_valid.val()];
                for (k, v) in valids.iter().enumerate() {
                    prop_assert_eq!(*v, !held && k as u64 == t, "target {} cache {}", t, k);
                }
                prop_assert_eq!(r.cmd_ready.val(), held || ready);
                prop_assert!(!r.cpl_valid.val());
                if !(held || ready) {
                    tick(&mut r);
                    continue;
                }
                tick(&mut r);
                // The completion: from the cache (any later cycle), or the route's own.
                r.cmd_valid.next = false;
                if !held {
                    let d = Bits::<1024>::from(data) << 512;
                    match t {
                        0 => { r.qpc_cpl_valid.next = true; r.qpc_cpl_err.next = err; r.qpc_cpl_data.next = d; }
                        1 => { r.mkey_cpl_valid.next = true; r.mkey_cpl_err.next = err; r.mkey_cpl_data.next = d; }
                        _ => { r.sqc_cpl_valid.next = true; r.sqc_cpl_err.next = err; r.sqc_cpl_data.next = d; }
                    }
                }
                settle(&mut r);
                prop_assert!(r.cpl_valid.val());
                if held {
                    prop_assert!(r.cpl_err.val());
                    prop_assert_eq!(r.cpl_data.val(), Bits::<1024>::default());
                } else {
                    prop_assert_eq!(r.cpl_err.val(), err);
                    prop_assert_eq!(r.cpl_data.val(), Bits::<1024>::from(data) << 512);
                }
                tick(&mut r);
                r.qpc_cpl_valid.next = false;
                r.mkey_cpl_valid.next = false;
                r.sqc_cpl_valid.next = false;
                settle(&mut r);
                prop_assert!(!r.cpl_valid.val());
            }
        }
    }

    /// The route exports and lints clean.
    #[test]
    fn exports_and_lints_clean() {
        crate::export::export_and_lint("roce_mailbox_route", MailboxRoute::new(true), &[]).unwrap_or_else(|e| panic!("{e}"));
    }
}
