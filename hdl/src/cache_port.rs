//! The context caches' client ports as bundles ([`crate::ctx_cache`]): a lookup port (a lookup,
//! then its tagged answer) and an update port (write an entry through the cache), each with the
//! side the client holds and the side the cache holds (`join` one to the other, `link` a port
//! through a parent).
//!
//! Contract: a lookup is taken in a cycle with `lk_valid` and `lk_ready` high; its answer comes
//! later, with the lookup's `tag`, on `rsp_*` (held until `rsp_ready`). Answers may come in
//! another order than their lookups (a hit overtakes a miss): the tag says whose answer it is.
//! `rsp_err` says there is no entry (the index is outside the table, or its fill failed). An update
//! is taken with `valid` and `ready` high and is seen by every lookup taken after it or in the same
//! cycle.
//!
//! A lookup bundle named `qpc` exports as `qpc_lk_valid`, `qpc_rsp_data`, ... and an update
//! bundle named `qpc_up` as `qpc_up_valid`, ...: the port names the engine had when it was wired
//! one signal at a time.
use rust_hdl::prelude::*;

/// A cache client's lookup port, the client's side.
#[derive(LogicInterface, Default)]
#[join = "CacheLookupServer"]
pub struct CacheLookup {
    /// The client offers a lookup.
    pub lk_valid: Signal<Out, Bit>,
    /// The cache takes the lookup.
    pub lk_ready: Signal<In, Bit>,
    /// Entry index (QPN or key index).
    pub lk_index: Signal<Out, Bits<24>>,
    /// The client's tag, returned with the answer.
    pub lk_tag: Signal<Out, Bits<8>>,
    /// An answer is offered.
    pub rsp_valid: Signal<In, Bit>,
    /// The client takes the answer.
    pub rsp_ready: Signal<Out, Bit>,
    /// The answered lookup's tag.
    pub rsp_tag: Signal<In, Bits<8>>,
    /// The entry (as the table holds it, little-endian bytes from bit 0).
    pub rsp_data: Signal<In, Bits<1024>>,
    /// No entry: the index is outside the table, or its fill's DMA failed.
    pub rsp_err: Signal<In, Bit>,
}

/// A cache client's lookup port, the cache's side (the mirror of [`CacheLookup`]).
#[derive(LogicInterface, Default)]
#[join = "CacheLookup"]
pub struct CacheLookupServer {
    /// The client offers a lookup.
    pub lk_valid: Signal<In, Bit>,
    /// The cache takes the lookup.
    pub lk_ready: Signal<Out, Bit>,
    /// Entry index.
    pub lk_index: Signal<In, Bits<24>>,
    /// The client's tag.
    pub lk_tag: Signal<In, Bits<8>>,
    /// An answer is offered.
    pub rsp_valid: Signal<Out, Bit>,
    /// The client takes the answer.
    pub rsp_ready: Signal<In, Bit>,
    /// The answered lookup's tag.
    pub rsp_tag: Signal<Out, Bits<8>>,
    /// The entry.
    pub rsp_data: Signal<Out, Bits<1024>>,
    /// No entry.
    pub rsp_err: Signal<Out, Bit>,
}

/// A cache client's update port, the client's side: write one entry through the cache.
#[derive(LogicInterface, Default)]
#[join = "CacheUpdateServer"]
pub struct CacheUpdate {
    /// The client offers an update.
    pub valid: Signal<Out, Bit>,
    /// The cache takes the update.
    pub ready: Signal<In, Bit>,
    /// Entry index.
    pub index: Signal<Out, Bits<24>>,
    /// The new entry.
    pub data: Signal<Out, Bits<1024>>,
}

/// A cache client's update port, the cache's side (the mirror of [`CacheUpdate`]).
#[derive(LogicInterface, Default)]
#[join = "CacheUpdate"]
pub struct CacheUpdateServer {
    /// The client offers an update.
    pub valid: Signal<In, Bit>,
    /// The cache takes the update.
    pub ready: Signal<Out, Bit>,
    /// Entry index.
    pub index: Signal<In, Bits<24>>,
    /// The new entry.
    pub data: Signal<In, Bits<1024>>,
}
