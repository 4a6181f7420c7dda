//! The cache directory: one file per key, written whole to a temporary file and renamed
//! into place (a reader sees an old entry, a new one, or none, never half of one, also with
//! several processes writing), each carrying a format tag, its key and a checksum of its
//! body; an entry that does not check is ignored (and overwritten by the next result).
//! The directory is kept under a size limit by removing the least recently used entries.
//!
//! ```text
//! DIR/v1/ab/cdef...      entry of key abcdef... (hex SHA-256)
//! DIR/v1/tmp/            entries being written
//! DIR/v1/solvers/        solver versions, by binary (path, size, modification time)
//! ```
//!
//! Entry: `rboogie-cache 1\n`, the key in hex, `\n`, the SHA-256 of the body in hex, `\n`,
//! then the body: JSON of the outcome, notes and errors, positions given by index in the
//! key's position table.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use boogie_ast::origin::{OriginKind, Pos};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use vcgen::memo::{Cached, MemoKey};
use vcgen::{ErrorReport, Outcome};

/// The first line of every entry.
pub const TAG: &str = "rboogie-cache 1";

/// The default size limit of a cache directory.
pub const DEFAULT_MAX_BYTES: u64 = 256 << 20;

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A cache directory.
pub struct Store {
    root: PathBuf,
    max_bytes: u64,
    written: AtomicU64,
}

#[derive(Serialize, Deserialize)]
struct Body {
    outcome: String,
    notes: Vec<String>,
    errors: Vec<Error>,
}

#[derive(Serialize, Deserialize)]
struct Error {
    kind: String,
    pos: Option<usize>,
    custom: Option<String>,
    related: Option<usize>,
    trace: Vec<(String, Option<usize>)>,
}

fn outcome_name(o: Outcome) -> &'static str {
    match o {
        Outcome::Verified => "verified",
        Outcome::Errors => "errors",
        Outcome::TimedOut => "timed-out",
        Outcome::OutOfMemory => "out-of-memory",
        Outcome::OutOfResource => "out-of-resource",
        Outcome::Inconclusive => "inconclusive",
        Outcome::SolverException => "solver-exception",
    }
}

fn outcome_of(name: &str) -> Option<Outcome> {
    // Only definitive outcomes are ever stored.
    match name {
        "verified" => Some(Outcome::Verified),
        "errors" => Some(Outcome::Errors),
        _ => None,
    }
}

/// The body of `r`, positions by index in `positions` (`None`: a position is not in the
/// table, and the result is not stored).
fn encode(r: &Cached, positions: &[Pos]) -> Option<String> {
    let idx = |p: &Option<Pos>| -> Option<Option<usize>> {
        match p {
            None => Some(None),
            Some(p) => positions.iter().position(|q| q == p).map(Some),
        }
    };
    let mut errors = Vec::new();
    for e in &r.errors {
        let mut trace = Vec::new();
        for (label, p) in &e.trace {
            trace.push((label.clone(), idx(p)?));
        }
        errors.push(Error { kind: e.kind.name().to_string(), pos: idx(&e.pos)?, custom: e.custom.clone(), related: idx(&e.related)?, trace });
    }
    let body = Body { outcome: outcome_name(r.outcome).to_string(), notes: r.notes.clone(), errors };
    serde_json::to_string(&body).ok()
}

fn decode(text: &str, positions: &[Pos]) -> Option<Cached> {
    let body: Body = serde_json::from_str(text).ok()?;
    let at = |i: Option<usize>| -> Option<Option<Pos>> {
        match i {
            None => Some(None),
            Some(i) => positions.get(i).cloned().map(Some),
        }
    };
    let mut errors = Vec::new();
    for e in body.errors {
        let mut trace = Vec::new();
        for (label, i) in e.trace {
            trace.push((label, at(i)?));
        }
        errors.push(ErrorReport { model: Vec::new(), kind: OriginKind::from_name(&e.kind)?, pos: at(e.pos)?, custom: e.custom, related: at(e.related)?, trace });
    }
    let outcome = outcome_of(&body.outcome)?;
    if (outcome == Outcome::Errors) == errors.is_empty() {
        return None;
    }
    Some(Cached { outcome, errors, notes: body.notes })
}

impl Store {
    /// The cache in `root` (created when missing), kept under `max_bytes`.
    pub fn open(root: &Path, max_bytes: u64) -> std::io::Result<Store> {
        fs::create_dir_all(root.join("v1").join("tmp"))?;
        Ok(Store { root: root.to_path_buf(), max_bytes, written: AtomicU64::new(0) })
    }

    fn dir(&self) -> PathBuf {
        self.root.join("v1")
    }

    fn path_of(&self, digest: &[u8; 32]) -> PathBuf {
        let h = hex(digest);
        self.dir().join(&h[..2]).join(&h[2..])
    }

    /// The result stored under `key`, re-mapped to its positions; `None` when there is
    /// none or the entry does not check (format tag, key, checksum, content).
    pub fn get(&self, key: &MemoKey) -> Option<Cached> {
        let path = self.path_of(&key.digest);
        let text = fs::read_to_string(&path).ok()?;
        let found = parse_entry(&text, &hex(&key.digest)).and_then(|body| decode(body, &key.positions));
        match &found {
            Some(_) => {
                // Recently used: kept longest by the size limit.
                if let Ok(f) = fs::File::options().append(true).open(&path) {
                    let _ = f.set_modified(SystemTime::now());
                }
            }
            None => tracing::debug!(path = %path.display(), "cache entry ignored"),
        }
        found
    }

    /// Stores `r` under `key` (atomically); a result that is not definitive, or names a
    /// position outside the key's table, is not stored.
    pub fn put(&self, key: &MemoKey, r: &Cached) {
        if outcome_of(outcome_name(r.outcome)).is_none() {
            return;
        }
        let Some(body) = encode(r, &key.positions) else { return };
        let h = hex(&key.digest);
        let entry = format!("{TAG}\n{h}\n{}\n{body}", hex(&Sha256::digest(body.as_bytes())));
        if let Err(e) = self.write(&key.digest, &entry) {
            tracing::debug!("cache entry not written: {e}");
            return;
        }
        if self.written.fetch_add(1, Ordering::Relaxed) % 64 == 63 {
            self.evict();
        }
    }

    fn write(&self, digest: &[u8; 32], entry: &str) -> std::io::Result<()> {
        let path = self.path_of(digest);
        fs::create_dir_all(path.parent().unwrap_or(&self.root))?;
        let tmp = self.dir().join("tmp").join(format!("{}.{}.{}", hex(&digest[..8]), std::process::id(), unique()));
        let mut f = fs::File::create(&tmp)?;
        f.write_all(entry.as_bytes())?;
        f.sync_data()?;
        drop(f);
        fs::rename(&tmp, &path).inspect_err(|_| {
            let _ = fs::remove_file(&tmp);
        })
    }

    /// Removes the least recently used entries while the directory is over its limit (to
    /// 90% of it), and temporary files older than an hour (left by killed processes).
    pub fn evict(&self) {
        let mut entries: Vec<(SystemTime, u64, PathBuf)> = Vec::new();
        let Ok(dirs) = fs::read_dir(self.dir()) else { return };
        for d in dirs.flatten() {
            let name = d.file_name();
            let is_tmp = name == "tmp";
            if name.len() != 2 && !is_tmp {
                continue;
            }
            let Ok(files) = fs::read_dir(d.path()) else { continue };
            for f in files.flatten() {
                let Ok(meta) = f.metadata() else { continue };
                let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
                if is_tmp {
                    if modified.elapsed().unwrap_or_default() > Duration::from_secs(3600) {
                        let _ = fs::remove_file(f.path());
                    }
                    continue;
                }
                entries.push((modified, meta.len(), f.path()));
            }
        }
        let mut total: u64 = entries.iter().map(|e| e.1).sum();
        if total <= self.max_bytes {
            return;
        }
        entries.sort();
        for (_, len, path) in entries {
            if total <= self.max_bytes / 10 * 9 {
                break;
            }
            if fs::remove_file(&path).is_ok() {
                total = total.saturating_sub(len);
            }
        }
    }

    /// A text stored under `name` in `DIR/v1/solvers`, or `make()` stored there.
    pub fn memo_text(&self, name: &str, make: impl FnOnce() -> Option<String>) -> Option<String> {
        let path = self.dir().join("solvers").join(name);
        if let Ok(text) = fs::read_to_string(&path) {
            if let Some(body) = parse_entry(&text, name) {
                return Some(body.to_string());
            }
        }
        let text = make()?;
        let _ = fs::create_dir_all(path.parent().unwrap_or(&self.root));
        let entry = format!("{TAG}\n{name}\n{}\n{text}", hex(&Sha256::digest(text.as_bytes())));
        let tmp = self.dir().join("tmp").join(format!("solver.{}.{}", std::process::id(), unique()));
        if fs::write(&tmp, entry).is_ok() && fs::rename(&tmp, &path).is_err() {
            let _ = fs::remove_file(&tmp);
        }
        Some(text)
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        if self.written.load(Ordering::Relaxed) > 0 {
            self.evict();
        }
    }
}

/// Checks every entry of the cache in `root`: `(complete, incomplete)` counts, where an
/// entry is complete when its tag, key (its file name) and checksum check. Temporary files
/// are not entries.
pub fn check_dir(root: &Path) -> (usize, usize) {
    let (mut good, mut bad) = (0, 0);
    let Ok(dirs) = fs::read_dir(root.join("v1")) else { return (0, 0) };
    for d in dirs.flatten() {
        let prefix = d.file_name().to_string_lossy().to_string();
        if prefix.len() != 2 {
            continue;
        }
        let Ok(files) = fs::read_dir(d.path()) else { continue };
        for f in files.flatten() {
            let key = format!("{prefix}{}", f.file_name().to_string_lossy());
            match fs::read_to_string(f.path()) {
                Ok(text) if parse_entry(&text, &key).is_some() => good += 1,
                _ => bad += 1,
            }
        }
    }
    (good, bad)
}

/// The body of an entry of key `key_hex`, if its tag, key and checksum check.
fn parse_entry<'t>(text: &'t str, key_hex: &str) -> Option<&'t str> {
    let rest = text.strip_prefix(TAG)?.strip_prefix('\n')?;
    let (key, rest) = rest.split_once('\n')?;
    let (sum, body) = rest.split_once('\n')?;
    (key == key_hex && sum == hex(&Sha256::digest(body.as_bytes()))).then_some(body)
}

fn unique() -> u64 {
    static N: AtomicU64 = AtomicU64::new(0);
    let t = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(0);
    t ^ (N.fetch_add(1, Ordering::Relaxed) << 48)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(line: u32) -> Pos {
        Pos { file: "a.bpl".into(), line, col: 3 }
    }

    fn sample() -> Cached {
        Cached {
            outcome: Outcome::Errors,
            errors: vec![ErrorReport {
                model: Vec::new(),
                kind: OriginKind::Postcondition,
                pos: Some(pos(7)),
                custom: None,
                related: Some(pos(2)),
                trace: vec![("anon0".into(), Some(pos(5))), ("anon3".into(), None)],
            }],
            notes: vec!["n".into()],
        }
    }

    #[test]
    fn round_trip_remaps_positions() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path(), DEFAULT_MAX_BYTES).unwrap();
        let key = MemoKey { digest: [7; 32], positions: vec![pos(2), pos(5), pos(7)] };
        store.put(&key, &sample());
        let got = store.get(&key).unwrap();
        assert_eq!(got.errors, sample().errors);
        // The same key in a program whose lines moved down by 10.
        let moved = MemoKey { digest: [7; 32], positions: vec![pos(12), pos(15), pos(17)] };
        let got = store.get(&moved).unwrap();
        assert_eq!(got.errors[0].pos, Some(pos(17)));
        assert_eq!(got.errors[0].related, Some(pos(12)));
        assert_eq!(got.errors[0].trace[0].1, Some(pos(15)));
    }

    #[test]
    fn corrupt_and_foreign_entries_are_ignored() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path(), DEFAULT_MAX_BYTES).unwrap();
        let key = MemoKey { digest: [9; 32], positions: vec![pos(2), pos(5), pos(7)] };
        store.put(&key, &sample());
        let path = store.path_of(&key.digest);
        let good = fs::read_to_string(&path).unwrap();
        // A flipped byte in the body, a truncated entry, another format, another key.
        let bad = [
            good.replace("anon0", "anon1"),
            good[..good.len() - 5].to_string(),
            good.replace(TAG, "rboogie-cache 0"),
            good.replace(&hex(&key.digest), &hex(&[8; 32])),
            String::from_utf8_lossy(&[0xff, 0x00, 0x13]).to_string(),
        ];
        for b in bad {
            fs::write(&path, b).unwrap();
            assert!(store.get(&key).is_none());
        }
        // A table too short for the stored indexes.
        fs::write(&path, &good).unwrap();
        assert!(store.get(&MemoKey { digest: [9; 32], positions: vec![pos(2)] }).is_none());
        // Recomputed results overwrite a bad entry.
        fs::write(&path, "garbage").unwrap();
        store.put(&key, &sample());
        assert!(store.get(&key).is_some());
    }

    #[test]
    fn only_definitive_results_are_stored() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path(), DEFAULT_MAX_BYTES).unwrap();
        let key = MemoKey { digest: [1; 32], positions: vec![] };
        for o in [Outcome::TimedOut, Outcome::SolverException, Outcome::Inconclusive, Outcome::OutOfMemory] {
            store.put(&key, &Cached { outcome: o, errors: vec![], notes: vec![] });
            assert!(store.get(&key).is_none());
        }
        store.put(&key, &Cached { outcome: Outcome::Verified, errors: vec![], notes: vec![] });
        assert_eq!(store.get(&key).unwrap().outcome, Outcome::Verified);
    }

    #[test]
    fn eviction_keeps_the_directory_under_its_limit() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path(), 4000).unwrap();
        let mut keys = Vec::new();
        for i in 0..40u8 {
            let key = MemoKey { digest: [i; 32], positions: vec![pos(2), pos(5), pos(7)] };
            store.put(&key, &sample());
            keys.push(key);
        }
        store.evict();
        let total: u64 = keys.iter().filter_map(|k| fs::metadata(store.path_of(&k.digest)).ok()).map(|m| m.len()).sum();
        assert!(total <= 4000, "{total}");
        // The newest entry survives.
        assert!(store.get(&keys[39]).is_some());
    }
}
