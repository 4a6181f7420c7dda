//! The block structure of a flat unstructured body, read in place (the passes' fast view of
//! a body; [`crate::forms::blocks`] is the plain one, which moves the statements into blocks).
//!
//! [`FlatBlocks::new`] finds the blocks of `L1: c; c; goto ..; L2: ...` and their successors
//! without moving a statement: per block the positions of its label and of its `goto` or
//! `return`, and the successors as one flat array (compressed rows). It accepts exactly
//! the bodies `split_blocks` followed by `successors` (boogie-ast `forms::blocks`) accept,
//! with the same error messages, so a pass can use it in their place and keep the body
//! where it is.

use crate::{Ident, Name, Stmt};

/// Blocks of a flat body (see the module documentation).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FlatBlocks {
    /// Position of each block's label statement.
    pub label_at: Vec<u32>,
    /// Position of each block's `goto` or `return`.
    pub end_at: Vec<u32>,
    /// Successors of block `b`: `succ[succ_off[b]..succ_off[b + 1]]`, in `goto` order.
    pub succ_off: Vec<u32>,
    pub succ: Vec<u32>,
    /// Known of the body besides its blocks: no name in it (label, `goto` target, variable,
    /// bound variable, function, ...) contains `#`. Only `desugar-specs` sets it, on the
    /// blocks it hands on (see `desugar_specs::desugar_impl`, which says when); blocks found
    /// or built anywhere else have it `false` (nothing known), and a stage that changes the
    /// body hands on other blocks or none. `passify`, whose fresh names all contain `#`,
    /// then needs not read the body for names it would have to avoid (it checks that it
    /// would have found none in debug builds). Not compared by [`FlatBlocks::describes`].
    pub hash_free: bool,
    /// Known of the body besides its blocks: no label contains `#` or is named as
    /// `desugar-specs`'s entry or exit block. Only `unstructure` sets it (on the blocks it
    /// emits, when the user's labels are such: its own never are); `desugar-specs` then
    /// reads no label for names. Elsewhere `false`, as `hash_free`; not compared by
    /// [`FlatBlocks::describes`].
    pub labels_plain: bool,
}

impl FlatBlocks {
    /// The blocks of `stmts`; the error is the message `split_blocks` or `successors` gives.
    pub fn new(stmts: &[Stmt]) -> Result<FlatBlocks, String> {
        FlatBlocks::with_undefined(stmts, |target, block| format!("goto target {} of block {} does not exist", target.name, block.name))
    }

    /// [`FlatBlocks::new`] in the arrays of `spare` (see [`FlatBlocks::reusing`]).
    pub fn new_reusing(stmts: &[Stmt], spare: FlatBlocks) -> Result<FlatBlocks, String> {
        FlatBlocks::reusing(stmts, spare, |target, block| format!("goto target {} of block {} does not exist", target.name, block.name))
    }

    /// [`FlatBlocks::new`] with the message for a `goto` target that is not a label of the
    /// body given by `undefined(target, block)` (a pass may have its own wording).
    pub fn with_undefined(stmts: &[Stmt], undefined: impl Fn(&Ident, &Ident) -> String) -> Result<FlatBlocks, String> {
        FlatBlocks::reusing(stmts, FlatBlocks::default(), undefined)
    }

    /// [`FlatBlocks::with_undefined`], in the arrays of `spare` (a `FlatBlocks` of another
    /// body, no longer needed): a pass that reads many small bodies allocates them once.
    pub fn reusing(stmts: &[Stmt], spare: FlatBlocks, undefined: impl Fn(&Ident, &Ident) -> String) -> Result<FlatBlocks, String> {
        let FlatBlocks { mut label_at, mut end_at, mut succ_off, mut succ, hash_free: _, labels_plain: _ } = spare;
        shape_into(stmts, &mut label_at, &mut end_at)?;
        succ_off.clear();
        succ.clear();
        let n = label_at.len();
        let label = |b: usize| -> &Ident {
            match &stmts[label_at[b] as usize] {
                Stmt::Label(l) => &l.name,
                _ => unreachable!("label_at points at label statements"),
            }
        };
        if n <= SMALL {
            let mut names = [""; SMALL];
            for (b, name) in names.iter_mut().enumerate().take(n) {
                *name = label(b).name.as_str();
            }
            return small(stmts, &names[..n], label_at, end_at, succ_off, succ, undefined);
        }
        let names: Vec<&str> = (0..n).map(|b| label(b).name.as_str()).collect();
        let mut index = LabelTable::with_capacity(n);
        // In batches: the home slots of a batch are loaded first, together (independent
        // loads, whose cache misses overlap), then its labels are inserted in order.
        let mut hashes = [0u64; BATCH];
        for first in (0..n).step_by(BATCH) {
            let batch = first..(first + BATCH).min(n);
            for (h, b) in hashes.iter_mut().zip(batch.clone()) {
                *h = LabelTable::hash(names[b]);
            }
            index.warm(&hashes[..batch.len()]);
            for (&h, b) in hashes.iter().zip(batch) {
                if index.insert(&names, b as u32, h).is_some() {
                    return Err(format!("duplicate label {}", label(b).name));
                }
            }
        }
        let mut index = Some(index);
        link(stmts, &names, &end_at, &mut succ_off, &mut succ, &mut index).map_err(|(t, b)| undefined(t, label(b as usize)))?;
        Ok(FlatBlocks { label_at, end_at, succ_off, succ, hash_free: false, labels_plain: false })
    }

    /// The blocks of a flat body whose labels are known to be distinct, from the successors
    /// its maker recorded while writing it (as `unstructure` does): `succ_off` and `succ` as
    /// in a [`FlatBlocks`], except at the slots of `far`, the targets `(slot, label)` it did
    /// not find among the next two blocks, which are looked up here by name (`names`: the
    /// blocks' labels). What [`FlatBlocks::new`] finds in the body, without reading it or
    /// checking the labels for duplicates; `None` if a target is no label of the body.
    pub fn of_recorded(label_at: Vec<u32>, end_at: Vec<u32>, succ_off: Vec<u32>, mut succ: Vec<u32>, names: &[Name], far: &[(u32, Name)]) -> Option<FlatBlocks> {
        if !far.is_empty() {
            let index = LabelTable::of(names);
            look_up(&index, names, far, |(slot, name)| (*slot, name.as_str()), &mut succ).ok()?;
        }
        Some(FlatBlocks { label_at, end_at, succ_off, succ, hash_free: false, labels_plain: false })
    }

    /// The blocks handed to `pass` with its input `stmts` ([`Known`]), checked in debug
    /// builds to be what [`FlatBlocks::new`] finds there; else what `find` finds.
    pub fn given_or<E>(given: Known, stmts: &[Stmt], pass: &str, find: impl FnOnce() -> Result<FlatBlocks, E>) -> Result<FlatBlocks, E> {
        match given {
            Some(fb) => {
                debug_assert!(fb.describes(stmts), "{pass} was handed blocks that are not its input's");
                Ok(fb)
            }
            None => find(),
        }
    }

    /// Whether this is what [`FlatBlocks::new`] finds in `stmts` (for debug assertions where
    /// a pass is handed the blocks of its input instead of finding them; see [`Known`]).
    pub fn describes(&self, stmts: &[Stmt]) -> bool {
        FlatBlocks::new(stmts).is_ok_and(|fb| {
            (&fb.label_at, &fb.end_at, &fb.succ_off, &fb.succ) == (&self.label_at, &self.end_at, &self.succ_off, &self.succ)
        })
    }

    /// The blocks of the body `desugar-specs` makes of this one: an entry block of
    /// `entry_cmds` commands in front, jumping to the first block; every block moved one on,
    /// those that ended in `return` (`returns[b]`) now jumping to an exit block of
    /// `exit_cmds` commands, which ends the body in a `return`.
    pub fn wrapped(&self, entry_cmds: usize, exit_cmds: usize, returns: &[bool]) -> FlatBlocks {
        let n = self.len();
        let shift = (entry_cmds + 2) as u32;
        let body_len = self.end_at.last().map_or(0, |&e| e + 1);
        let exit = (n + 1) as u32;
        let mut fb = FlatBlocks {
            label_at: Vec::with_capacity(n + 2),
            end_at: Vec::with_capacity(n + 2),
            succ_off: Vec::with_capacity(n + 3),
            succ: Vec::with_capacity(self.succ.len() + n + 1),
            hash_free: false,
            labels_plain: false,
        };
        fb.label_at.push(0);
        fb.end_at.push(shift - 1);
        fb.succ_off.push(0);
        fb.succ.push(1);
        fb.succ_off.push(1);
        for (b, &returns) in returns.iter().enumerate().take(n) {
            fb.label_at.push(self.label_at[b] + shift);
            fb.end_at.push(self.end_at[b] + shift);
            if returns {
                fb.succ.push(exit);
            } else {
                fb.succ.extend(self.succs(b).iter().map(|&s| s + 1));
            }
            fb.succ_off.push(fb.succ.len() as u32);
        }
        fb.label_at.push(body_len + shift);
        fb.end_at.push(body_len + shift + exit_cmds as u32 + 1);
        fb.succ_off.push(fb.succ.len() as u32);
        fb
    }

    /// The number of blocks.
    pub fn len(&self) -> usize {
        self.label_at.len()
    }

    /// Always false: a body has at least one block.
    pub fn is_empty(&self) -> bool {
        self.label_at.is_empty()
    }

    /// The successors of block `b`.
    pub fn succs(&self, b: usize) -> &[u32] {
        &self.succ[self.succ_off[b] as usize..self.succ_off[b + 1] as usize]
    }

    /// Predecessors as compressed rows (`(offsets, preds)`), each row in increasing block
    /// order with one entry per edge (a block that jumps twice to the same target appears twice).
    pub fn preds(&self) -> (Vec<u32>, Vec<u32>) {
        let (mut off, mut preds, mut fill) = (Vec::new(), Vec::new(), Vec::new());
        self.preds_into(&mut off, &mut preds, &mut fill);
        (off, preds)
    }

    /// [`FlatBlocks::preds`] into `off` and `preds` (cleared first), with `fill` as scratch.
    pub fn preds_into(&self, off: &mut Vec<u32>, preds: &mut Vec<u32>, fill: &mut Vec<u32>) {
        let n = self.len();
        off.clear();
        off.resize(n + 1, 0);
        for &j in &self.succ {
            off[j as usize + 1] += 1;
        }
        for i in 0..n {
            off[i + 1] += off[i];
        }
        fill.clear();
        fill.extend_from_slice(off);
        preds.clear();
        preds.resize(self.succ.len(), 0);
        for b in 0..n {
            for &j in self.succs(b) {
                preds[fill[j as usize] as usize] = b as u32;
                fill[j as usize] += 1;
            }
        }
    }
}

/// The blocks of an implementation's body as the previous pass left them, when it knows
/// them: `Some` only if they are exactly what [`FlatBlocks::new`] would find in the body
/// handed on (a pass that uses them checks this in debug builds). A pass that finds the
/// blocks of its input anyway, and leaves them as they are or knows how it changed them,
/// hands them on ([`crate::pass::ImplCx::blocks`]); any other pass clears them.
pub type Known = Option<FlatBlocks>;

/// The successors of every block (`succ_off`, `succ`, cleared first) of the body `stmts`,
/// whose blocks end at `end_at` and are labelled `names`. A target that is the label of one
/// of the next two blocks (the common case in generated code) is found without the table,
/// since labels are distinct; the others are looked up afterwards in `index` (built here,
/// without a check for duplicates, if `None` and needed), in batches, in (block, target)
/// order, so that the first undefined one is the error: the target and its block.
fn link<'s, L: AsRef<str>>(
    stmts: &'s [Stmt],
    names: &[L],
    end_at: &[u32],
    succ_off: &mut Vec<u32>,
    succ: &mut Vec<u32>,
    index: &mut Option<LabelTable>,
) -> Result<(), (&'s Ident, u32)> {
    let n = names.len();
    succ_off.clear();
    succ.clear();
    succ_off.reserve(n + 1);
    succ.reserve(n * 2);
    let mut pending: Vec<(u32, u32, &Ident)> = Vec::new();
    succ_off.push(0u32);
    for b in 0..n {
        if let Stmt::Goto(g) = &stmts[end_at[b] as usize] {
            for t in &g.labels {
                let near = (b + 1..(b + 3).min(n)).find(|&j| names[j].as_ref() == t.name.as_str());
                match near {
                    Some(j) => succ.push(j as u32),
                    None => {
                        pending.push((succ.len() as u32, b as u32, t));
                        succ.push(u32::MAX);
                    }
                }
            }
        }
        succ_off.push(succ.len() as u32);
    }
    if pending.is_empty() {
        return Ok(());
    }
    let index = index.get_or_insert_with(|| LabelTable::of(names));
    look_up(index, names, &pending, |&(at, _, t)| (at, t.name.as_str()), succ).map_err(|i| (pending[i].2, pending[i].1))
}

/// Puts into `succ`, at each target's slot, the block `index` has under its label
/// (`target(t)`: the slot and the label), in batches: the home slots of a batch are loaded
/// first, together, then looked up. `Err(i)`: `targets[i]` is no label (the first such).
fn look_up<'t, T, L: AsRef<str>>(index: &LabelTable, names: &[L], targets: &'t [T], target: impl Fn(&'t T) -> (u32, &'t str), succ: &mut [u32]) -> Result<(), usize> {
    let mut hashes = [0u64; BATCH];
    for (c, chunk) in targets.chunks(BATCH).enumerate() {
        for (h, t) in hashes.iter_mut().zip(chunk) {
            *h = LabelTable::hash(target(t).1);
        }
        index.warm(&hashes[..chunk.len()]);
        for (k, (&h, t)) in hashes.iter().zip(chunk).enumerate() {
            let (at, label) = target(t);
            match index.get(names, label, h) {
                Some(j) => succ[at as usize] = j,
                None => return Err(c * BATCH + k),
            }
        }
    }
    Ok(())
}

/// Bodies of at most this many blocks are indexed by comparing labels, without a table.
const SMALL: usize = 8;

/// [`FlatBlocks::with_undefined`] for a body of few blocks (`names` their labels): the same
/// result, the same first error, labels compared one by one.
fn small(
    stmts: &[Stmt],
    names: &[&str],
    label_at: Vec<u32>,
    end_at: Vec<u32>,
    mut succ_off: Vec<u32>,
    mut succ: Vec<u32>,
    undefined: impl Fn(&Ident, &Ident) -> String,
) -> Result<FlatBlocks, String> {
    let n = names.len();
    let label = |b: usize| -> &Ident {
        match &stmts[label_at[b] as usize] {
            Stmt::Label(l) => &l.name,
            _ => unreachable!("label_at points at label statements"),
        }
    };
    for b in 1..n {
        if names[..b].contains(&names[b]) {
            return Err(format!("duplicate label {}", label(b).name));
        }
    }
    succ_off.reserve(n + 1);
    succ.reserve(n * 2);
    succ_off.push(0u32);
    for b in 0..n {
        if let Stmt::Goto(g) = &stmts[end_at[b] as usize] {
            for t in &g.labels {
                match names.iter().position(|&l| l == t.name.as_str()) {
                    Some(j) => succ.push(j as u32),
                    None => return Err(undefined(t, label(b))),
                }
            }
        }
        succ_off.push(succ.len() as u32);
    }
    Ok(FlatBlocks { label_at, end_at, succ_off, succ, hash_free: false, labels_plain: false })
}

/// The positions of the label and of the `goto` or `return` of every block of `stmts`;
/// the error is the message `split_blocks` gives.
pub fn shape(stmts: &[Stmt]) -> Result<(Vec<u32>, Vec<u32>), String> {
    let (mut label_at, mut end_at) = (Vec::new(), Vec::new());
    shape_into(stmts, &mut label_at, &mut end_at)?;
    Ok((label_at, end_at))
}

/// [`shape`] into `label_at` and `end_at` (cleared first).
pub fn shape_into(stmts: &[Stmt], label_at: &mut Vec<u32>, end_at: &mut Vec<u32>) -> Result<(), String> {
    label_at.clear();
    end_at.clear();
    let mut open: Option<&Ident> = None;
    let mut open_at = 0u32;
    for (i, stmt) in stmts.iter().enumerate() {
        match stmt {
            Stmt::Label(l) => {
                if let Some(label) = open {
                    return Err(format!("block {} does not end in goto or return", label.name));
                }
                open = Some(&l.name);
                open_at = i as u32;
            }
            Stmt::Goto(_) => match open.take() {
                Some(_) => {
                    label_at.push(open_at);
                    end_at.push(i as u32);
                }
                None => return Err("goto outside a labelled block".to_string()),
            },
            Stmt::Return(_) => match open.take() {
                Some(_) => {
                    label_at.push(open_at);
                    end_at.push(i as u32);
                }
                None => return Err("return outside a labelled block".to_string()),
            },
            Stmt::If(_) => return Err("structured if statement".to_string()),
            Stmt::While(_) => return Err("structured while statement".to_string()),
            Stmt::Break(_) => return Err("break statement".to_string()),
            // The simple commands (`forms::blocks::is_simple`, which lists them exhaustively).
            _ => {
                if open.is_none() {
                    return Err("command outside a labelled block".to_string());
                }
            }
        }
    }
    if let Some(label) = open {
        return Err(format!("block {} does not end in goto or return", label.name));
    }
    if label_at.is_empty() {
        return Err("empty body (no blocks)".to_string());
    }
    Ok(())
}

/// Labels hashed and probed together (see [`FlatBlocks::with_undefined`]).
const BATCH: usize = 16;

/// Block indices by label: open addressing with linear probing, at most half full. A slot
/// holds a block index (`EMPTY` if none) and the low half of its label's hash, compared
/// before the label itself, so a lookup usually compares one label (the one it finds).
struct LabelTable {
    /// `64 - log2(slots.len())`: the slot of a hash is its top bits.
    shift: u32,
    slots: Vec<(u32, u32)>,
}

impl LabelTable {
    const EMPTY: u32 = u32::MAX;

    /// Every block of `labels` under its label (a repeated label keeps its first block).
    fn of<L: AsRef<str>>(labels: &[L]) -> LabelTable {
        let mut index = LabelTable::with_capacity(labels.len());
        for (b, name) in labels.iter().enumerate() {
            index.insert(labels, b as u32, LabelTable::hash(name.as_ref()));
        }
        index
    }

    fn with_capacity(n: usize) -> LabelTable {
        let len = (2 * n).next_power_of_two().max(8);
        LabelTable { shift: 64 - len.trailing_zeros(), slots: vec![(Self::EMPTY, 0); len] }
    }

    /// A hash of `label` (only the table's layout depends on it): its length and its bytes
    /// a word at a time, the last word read overlapping the one before it (no byte loop,
    /// no copy of a tail), each word mixed in with a multiplication; the slot is taken
    /// from the top bits, which depend on every byte.
    #[inline]
    fn hash(label: &str) -> u64 {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mix = |h: u64, w: u64| (h.rotate_left(5) ^ w).wrapping_mul(K);
        let word = |b: &[u8], i: usize| {
            let mut w = [0u8; 8];
            w.copy_from_slice(&b[i..i + 8]);
            u64::from_le_bytes(w)
        };
        let half = |b: &[u8], i: usize| {
            let mut w = [0u8; 4];
            w.copy_from_slice(&b[i..i + 4]);
            u64::from(u32::from_le_bytes(w))
        };
        let b = label.as_bytes();
        let n = b.len();
        let mut h = (n as u64).wrapping_mul(K);
        if n >= 8 {
            let mut i = 0;
            while i + 8 <= n {
                h = mix(h, word(b, i));
                i += 8;
            }
            if i < n {
                h = mix(h, word(b, n - 8));
            }
        } else if n >= 4 {
            h = mix(h, (half(b, 0) << 32) | half(b, n - 4));
        } else if n > 0 {
            h = mix(h, u64::from(b[0]) | u64::from(b[n / 2]) << 8 | u64::from(b[n - 1]) << 16);
        }
        // The low half (the slot's tag) takes in the high half too.
        h ^ (h >> 32)
    }

    /// Loads the home slots of `hashes`; the result only keeps the loads from being
    /// optimised away. The probes that follow then find their slots in cache.
    fn warm(&self, hashes: &[u64]) {
        let x = hashes.iter().fold(0u32, |x, &h| x ^ self.slots[(h >> self.shift) as usize].0);
        std::hint::black_box(x);
    }

    /// Probes for `label` (hash `h`): `Ok(block)` where it is recorded, else `Err(slot)`, the
    /// empty slot where it would go.
    fn find<L: AsRef<str>>(&self, labels: &[L], label: &str, h: u64) -> Result<u32, usize> {
        let mask = self.slots.len() - 1;
        let mut i = (h >> self.shift) as usize;
        loop {
            let (at, tag) = self.slots[i];
            if at == Self::EMPTY {
                return Err(i);
            }
            if tag == h as u32 && labels[at as usize].as_ref() == label {
                return Ok(at);
            }
            i = (i + 1) & mask;
        }
    }

    /// Records block `b` under its label `labels[b]`, whose hash is `h`; if the label is
    /// taken, the block that has it (and nothing is recorded).
    fn insert<L: AsRef<str>>(&mut self, labels: &[L], b: u32, h: u64) -> Option<u32> {
        match self.find(labels, labels[b as usize].as_ref(), h) {
            Ok(at) => Some(at),
            Err(slot) => {
                self.slots[slot] = (b, h as u32);
                None
            }
        }
    }

    /// The block labelled `label`, whose hash is `h`.
    fn get<L: AsRef<str>>(&self, labels: &[L], label: &str, h: u64) -> Option<u32> {
        self.find(labels, label, h).ok()
    }
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Attrs, GotoCmd, LabelStmt, ReturnCmd, Span};

    fn ident(name: &str) -> Ident {
        Ident { name: Name::from(name), span: Span::NONE }
    }

    /// Blocks `B0..Bn`, block b jumping to `targets(b)` (none: `return`).
    fn body(n: usize, targets: impl Fn(usize) -> Vec<String>) -> Vec<Stmt> {
        let mut stmts = Vec::new();
        for b in 0..n {
            stmts.push(Stmt::Label(LabelStmt { name: ident(&format!("B{b}")), span: Span::NONE }));
            let t = targets(b);
            stmts.push(if t.is_empty() {
                Stmt::Return(ReturnCmd { attrs: Attrs::new(), span: Span::NONE })
            } else {
                Stmt::Goto(GotoCmd { attrs: Attrs::new(), labels: t.iter().map(|l| ident(l)).collect(), span: Span::NONE })
            });
        }
        stmts
    }

    /// Targets past the next two blocks are looked up by name, in batches (more than one
    /// here), from `new` and from `of_recorded` alike; the first target that is no label is
    /// the one reported.
    #[test]
    fn far_targets_are_looked_up_and_the_first_missing_one_reported() {
        let n = 60;
        // Every block jumps back to B0 and ahead to the block after next but one.
        let targets = |b: usize| if b + 3 < n { vec!["B0".to_string(), format!("B{}", b + 3)] } else { Vec::new() };
        let stmts = body(n, targets);
        let fb = FlatBlocks::new(&stmts).expect("every target is a label");
        for b in 0..n {
            let want: Vec<u32> = if b + 3 < n { vec![0, b as u32 + 3] } else { Vec::new() };
            assert_eq!(fb.succs(b), &want[..], "block {b}");
        }
        // The same blocks from recorded successors, every target left to the lookup.
        let names: Vec<Name> = (0..n).map(|b| Name::from(format!("B{b}"))).collect();
        let (mut succ_off, mut succ, mut far) = (vec![0u32], Vec::new(), Vec::new());
        for b in 0..n {
            for t in targets(b) {
                far.push((succ.len() as u32, Name::from(t)));
                succ.push(u32::MAX);
            }
            succ_off.push(succ.len() as u32);
        }
        let recorded = FlatBlocks::of_recorded(fb.label_at.clone(), fb.end_at.clone(), succ_off, succ.clone(), &names, &far).expect("all found");
        assert_eq!((&recorded.succ_off, &recorded.succ), (&fb.succ_off, &fb.succ));
        // Two missing targets, the first in the third batch: it is the one reported.
        let missing = |b: usize| if b == 40 { vec!["X".to_string()] } else if b == 50 { vec!["Y".to_string()] } else { targets(b) };
        let err = FlatBlocks::new(&body(n, missing)).expect_err("X is no label");
        assert!(err.contains('X') && err.contains("B40") && !err.contains('Y'), "{err}");
        let mut far = far;
        far[2 * BATCH + 1].1 = Name::from("X");
        assert!(FlatBlocks::of_recorded(fb.label_at.clone(), fb.end_at.clone(), recorded.succ_off.clone(), succ, &names, &far).is_none());
    }
}
