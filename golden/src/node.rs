//! The contract between anything attached to the simulated fabric and the fabric itself.
//!
//! A [`Node`] is a golden endpoint now (`crate::endpoint::Endpoint`) and the RTL NIC later. The
//! fabric delivers frames with [`Node::receive`], pulls frames with [`Node::transmit`], and
//! runs the node's timers at the times it asks for with [`Node::next_event`].

/// Simulated time in nanoseconds.
pub type Nanos = u64;

/// Anything attached to the simulated fabric: a golden endpoint now, the RTL NIC later.
pub trait Node {
    /// A frame (Ethernet, no FCS) arrives from the wire at `now`.
    fn receive(&mut self, now: Nanos, frame: &[u8]);
    /// The next frame this node puts on the wire at `now`, if any (the node does its own pacing,
    /// e.g. DCQCN rate, and obeys PFC pause for the frame's priority).
    fn transmit(&mut self, now: Nanos) -> Option<Vec<u8>>;
    /// Earliest time at which the node wants `transmit`/timers run again (retransmit timeout,
    /// RNR timer, pacing, DCQCN timers); None when idle.
    fn next_event(&self) -> Option<Nanos>;
    /// Run timers due at `now` (the fabric calls this at `next_event()` times).
    fn on_timer(&mut self, now: Nanos);
    /// PFC: the switch pauses (true) or resumes (false) traffic of 802.1p priority `pcp` from this node.
    fn set_pause(&mut self, pcp: u8, paused: bool);
    /// PFC the other way: the priorities (bit `p` for 802.1p priority `p`) this node asks the
    /// switch to hold back, because its receive buffer for them is above its XOFF threshold.
    /// The fabric reads it whenever it serves the node and, with PFC on, the switch's egress
    /// port toward the node sees a change `pause_delay_ns` later (the PAUSE frame's trip).
    /// A node whose receive path never fills (a golden endpoint) asks for nothing.
    fn rx_pause(&self) -> u8 {
        0
    }
}
