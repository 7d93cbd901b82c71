//! Golden RoCEv2 reference model.

