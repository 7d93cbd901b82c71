//! A software model of the NIC's register file behind [`firmware::RegBus`], decoded from
//! `golden::regs` (the same map the RTL decodes): read/write registers hold their masked
//! values, constants read their value, and the side effects of the map are modelled (mailbox
//! commands against a fake cache in front of a fake host table, doorbells, CQ producers,
//! counters). Accesses to unmapped addresses are logged (the RTL answers SLVERR).
#![allow(dead_code)]

use firmware::RegBus;
use golden::regs::{self, cq, doorbell, engine_counters, id, mailbox, req_counters, rx_counters, send_doorbell, tables, Access, RegDesc};
use std::collections::BTreeMap;

/// A command the fake cache executed.
#[derive(Clone, Debug, PartialEq)]
pub struct ModelCmd {
    pub target: u32,
    pub op: u32,
    pub index: u32,
    pub data: [u8; 128],
}

pub struct RegModel {
    map: BTreeMap<u16, RegDesc>,
    vals: BTreeMap<u16, u32>,
    /// Read value overrides (fault injection: a different NIC, a broken chain).
    pub overrides: BTreeMap<u16, u32>,
    pub cq_prod: [u32; cq::NUM],
    /// STATUS.ERROR of each CQ (the NIC sets it on an overrun).
    pub cq_err: [bool; cq::NUM],
    pub engine: [u32; engine_counters::NUM],
    pub rx: [u32; rx_counters::NUM],
    /// Requester counter values.
    pub req: [u32; req_counters::NUM],
    /// STATUS reads that still show BUSY after a GO.
    pub busy_polls: u32,
    busy_left: u32,
    busy: bool,
    done: bool,
    err: bool,
    overrun: bool,
    cpl: [u32; mailbox::DATA_WORDS],
    /// Commands on this (target, index) fail.
    pub fail: Option<(u32, u32)>,
    /// The fake cache: (target, index) -> entry bytes.
    pub cache: BTreeMap<(u32, u32), [u8; 128]>,
    /// The fake host tables (written back on INVALIDATE / FLUSH / FLUSH_ALL).
    pub host: BTreeMap<(u32, u32), [u8; 128]>,
    pub cmds: Vec<ModelCmd>,
    pub doorbells: Vec<(u32, u32)>,
    pub send_doorbells: Vec<(u32, u32)>,
    /// The `id.CAPS` value (the whole NIC: responder and requester).
    pub caps: u32,
    /// Unmapped accesses: (is_write, addr).
    pub unmapped: Vec<(bool, u16)>,
    pub writes: usize,
}

impl Default for RegModel {
    fn default() -> Self {
        Self::new()
    }
}

impl RegModel {
    pub fn new() -> Self {
        let map: BTreeMap<u16, RegDesc> = regs::registers().into_iter().map(|r| (r.addr, r)).collect();
        let vals = map.values().filter(|r| r.access == Access::Rw).map(|r| (r.addr, r.reset)).collect();
        RegModel {
            map,
            vals,
            overrides: BTreeMap::new(),
            cq_prod: [0; cq::NUM],
            cq_err: [false; cq::NUM],
            engine: [0; engine_counters::NUM],
            rx: [0; rx_counters::NUM],
            req: [0; req_counters::NUM],
            busy_polls: 2,
            busy_left: 0,
            busy: false,
            done: false,
            err: false,
            overrun: false,
            cpl: [0; mailbox::DATA_WORDS],
            fail: None,
            cache: BTreeMap::new(),
            host: BTreeMap::new(),
            cmds: Vec::new(),
            doorbells: Vec::new(),
            send_doorbells: Vec::new(),
            caps: id::CAPS_RESPONDER | id::CAPS_REQUESTER,
            unmapped: Vec::new(),
            writes: 0,
        }
    }

    /// The stored value of a read/write register.
    pub fn val(&self, addr: u16) -> u32 {
        self.vals[&addr]
    }

    fn log2_of(&self, target: u32) -> u32 {
        if target == mailbox::TARGET_MKEY {
            self.val(tables::MKEY_LOG2)
        } else {
            self.val(tables::QPC_LOG2)
        }
    }

    fn complete(&mut self) {
        let target = self.val(mailbox::TARGET);
        let op = self.val(mailbox::OP);
        let index = self.val(mailbox::INDEX);
        let mut w = [0u32; mailbox::DATA_WORDS];
        for (k, x) in w.iter_mut().enumerate() {
            *x = self.val(mailbox::data(k));
        }
        let data = regs::words_to_entry(&w);
        self.cmds.push(ModelCmd { target, op, index, data });
        let key = (target, index);
        let in_range = op == mailbox::op::FLUSH_ALL || (index as u64) < (1u64 << self.log2_of(target));
        let mut err = !in_range || self.fail == Some(key);
        let mut out = [0u8; 128];
        if !err {
            match op {
                mailbox::op::WRITE => {
                    self.cache.insert(key, data);
                }
                mailbox::op::READ => {
                    out = self.cache.get(&key).or_else(|| self.host.get(&key)).copied().unwrap_or([0; 128]);
                }
                mailbox::op::INVALIDATE => {
                    if let Some(e) = self.cache.remove(&key) {
                        self.host.insert(key, e);
                    }
                }
                mailbox::op::FLUSH => {
                    if let Some(e) = self.cache.get(&key) {
                        self.host.insert(key, *e);
                    }
                }
                mailbox::op::FLUSH_ALL => {
                    for (k, e) in self.cache.iter().filter(|(k, _)| k.0 == target) {
                        self.host.insert(*k, *e);
                    }
                }
                _ => err = true,
            }
        }
        self.cpl = regs::entry_to_words(&out);
        self.busy = false;
        self.done = true;
        self.err = err;
    }
}

impl RegBus for RegModel {
    fn read32(&mut self, addr: u16) -> u32 {
        if let Some(v) = self.overrides.get(&addr) {
            return *v;
        }
        let Some(r) = self.map.get(&addr).cloned() else {
            self.unmapped.push((false, addr));
            return 0;
        };
        match r.access {
            Access::Const => r.reset,
            Access::Rw => self.vals[&addr],
            Access::Wo => 0,
            Access::Ro => {
                if addr == mailbox::STATUS {
                    let bit = |on: bool, b: u32| if on { b } else { 0 };
                    let s = bit(self.busy, mailbox::STATUS_BUSY)
                        | bit(self.done, mailbox::STATUS_DONE)
                        | bit(self.err, mailbox::STATUS_ERR)
                        | bit(self.overrun, mailbox::STATUS_OVERRUN);
                    if self.busy {
                        if self.busy_left == 0 {
                            self.complete();
                        } else {
                            self.busy_left -= 1;
                        }
                    }
                    s
                } else if addr == doorbell::STATUS || addr == send_doorbell::STATUS {
                    0
                } else if addr == id::CAPS {
                    self.caps
                } else if (mailbox::CPL_DATA..mailbox::cpl_data(mailbox::DATA_WORDS)).contains(&addr) {
                    self.cpl[((addr - mailbox::CPL_DATA) / 4) as usize]
                } else if (engine_counters::VALUES..engine_counters::value(engine_counters::NUM)).contains(&addr) {
                    self.engine[((addr - engine_counters::VALUES) / 4) as usize]
                } else if (rx_counters::VALUES..rx_counters::value(rx_counters::NUM)).contains(&addr) {
                    self.rx[((addr - rx_counters::VALUES) / 4) as usize]
                } else if (req_counters::VALUES..req_counters::value(req_counters::NUM)).contains(&addr) {
                    self.req[((addr - req_counters::VALUES) / 4) as usize]
                } else if let Some(i) = (0..cq::NUM).find(|&i| cq::producer(i) == addr) {
                    self.cq_prod[i]
                } else if let Some(i) = (0..cq::NUM).find(|&i| cq::status(i) == addr) {
                    self.cq_err[i] as u32 * cq::STATUS_ERROR
                } else {
                    panic!("model: read-only register {} not modelled", r.name)
                }
            }
        }
    }

    fn write32(&mut self, addr: u16, v: u32) {
        self.writes += 1;
        let Some(r) = self.map.get(&addr).cloned() else {
            self.unmapped.push((true, addr));
            return;
        };
        match r.access {
            Access::Rw => {
                self.vals.insert(addr, v & r.mask);
                if let Some(i) = (0..cq::NUM).find(|&i| cq::log2(i) == addr) {
                    // The queue starts over: producer, consumer and error cleared.
                    self.cq_prod[i] = 0;
                    self.cq_err[i] = false;
                    self.vals.insert(cq::consumer(i), 0);
                }
                if addr == doorbell::PRODUCER {
                    let q = self.val(doorbell::QPN);
                    self.doorbells.push((q, v));
                }
                if addr == send_doorbell::PRODUCER {
                    let q = self.val(send_doorbell::QPN);
                    self.send_doorbells.push((q, v));
                }
            }
            Access::Wo => {
                if addr == mailbox::GO && v & 1 != 0 {
                    if self.busy {
                        self.overrun = true;
                    } else {
                        self.busy = true;
                        self.done = false;
                        self.err = false;
                        self.overrun = false;
                        self.busy_left = self.busy_polls;
                    }
                }
            }
            Access::Ro | Access::Const => {}
        }
    }
}
