//! Two threads for the stages that can split their input: the parser (top-level
//! declarations) and the scheduler of the passes (implementations, [`crate::pass::schedule`]).
//! One helper thread, started once and kept for the whole process ([`join`]):
//! the machine rboogie is built for has two cores, and `verify` keeps the second one busy
//! with the solver once lowering is done.
//!
//! **Architecture Invariant:** a split never changes a result. Work is split into two runs
//! of consecutive items whose results are put back in order; an item's result depends only
//! on the item (and on data every run reads alike), never on what ran before it.

/// Whether a stage may use a second thread: not if the environment variable
/// `RBOOGIE_THREADS` is `1`, nor on a machine with one core (read once).
pub fn two_threads() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        cores > 1 && std::env::var("RBOOGIE_THREADS").map_or(true, |v| v.trim() != "1")
    })
}

/// The stack of a helper thread: as large as the cli's worker's (reserved, not touched),
/// since parsing and lowering recurse as deep as the input nests.
pub const HELPER_STACK_BYTES: usize = 2 << 30;

/// The helper thread: one for the whole process, so that what the second run of one stage
/// builds, the second run of the next stage frees on the same thread (mimalloc reuses a
/// freed block at once only on the thread that allocated it; a block freed by another
/// thread goes back to its owner's heap, and a new thread starts from fresh pages). `None`
/// if the thread cannot start.
fn helper() -> Option<&'static rayon_core::ThreadPool> {
    static POOL: std::sync::OnceLock<Option<rayon_core::ThreadPool>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        rayon_core::ThreadPoolBuilder::new()
            .num_threads(1)
            .stack_size(HELPER_STACK_BYTES)
            .thread_name(|_| "rboogie-helper".into())
            .build()
            .ok()
    })
    .as_ref()
}

/// Runs `first` here and `second` on the helper thread (on this one, after `first`, if the
/// helper cannot start) and returns both results; a panic of `second` is resumed here once
/// `first` is done.
pub fn join<A: Send, B: Send>(first: impl FnOnce() -> A, second: impl FnOnce() -> B + Send) -> (A, B) {
    let Some(pool) = helper() else {
        let a = first();
        return (a, second());
    };
    let mut b = None;
    let a = pool.in_place_scope(|scope| {
        scope.spawn(|_| b = Some(second()));
        first()
    });
    match b {
        Some(b) => (a, b),
        None => unreachable!("the scope ends after the spawned job, which sets its result or panics"),
    }
}

/// `items` mapped by `f`, in order, with the states `S` the runs used (in order).
///
/// When [`two_threads`] allows it and there are at least two items whose `weight`s add up
/// to `min_total` or more, the items are split into two runs of consecutive items of about
/// the same weight, the second mapped on a helper thread ([`join`]). Each run starts from
/// `S::default()`.
pub fn par_map<T: Send, U: Send, S: Default + Send>(
    mut items: Vec<T>,
    weight: impl Fn(&T) -> usize,
    min_total: usize,
    f: &(dyn Fn(T, &mut S) -> U + Sync),
) -> (Vec<U>, Vec<S>) {
    let run = |chunk: Vec<T>| {
        let mut state = S::default();
        let out: Vec<U> = chunk.into_iter().map(|t| f(t, &mut state)).collect();
        (out, state)
    };
    let weights: Vec<usize> = items.iter().map(weight).collect();
    let total: usize = weights.iter().sum();
    if items.len() < 2 || total < min_total || !two_threads() {
        let (out, state) = run(items);
        return (out, vec![state]);
    }
    // The second run starts after the item at which the running weight reaches half.
    let mut acc = 0;
    let half = weights.iter().position(|&w| {
        acc += w;
        2 * acc >= total
    });
    let k = half.map_or(1, |k| k + 1).clamp(1, items.len() - 1);
    let second = items.split_off(k);
    let ((mut out, first_state), (out2, second_state)) = join(|| run(items), || run(second));
    out.extend(out2);
    (out, vec![first_state, second_state])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The results come back in order, whether the items are split or not, and each run
    /// keeps its own state.
    #[test]
    fn par_map_keeps_order_and_runs() {
        for n in [0usize, 1, 2, 3, 10, 5000] {
            let items: Vec<usize> = (0..n).collect();
            let (out, states) = par_map(items, |_| 1, 4096, &|x, seen: &mut Vec<usize>| {
                seen.push(x);
                x * 2
            });
            assert_eq!(out, (0..n).map(|x| x * 2).collect::<Vec<_>>());
            // The runs saw consecutive items, in order, all of them once.
            let seen: Vec<usize> = states.iter().flatten().copied().collect();
            assert_eq!(seen, (0..n).collect::<Vec<_>>());
            let split = n >= 4096 && two_threads();
            assert_eq!(states.len(), if split { 2 } else { 1 }, "n = {n}");
        }
        // Split by weight: one heavy item first, then light ones.
        let items: Vec<usize> = (0..100).collect();
        let (_, states) = par_map(items, |&x| if x == 0 { 10_000 } else { 1 }, 4096, &|x, seen: &mut Vec<usize>| seen.push(x));
        if two_threads() {
            assert_eq!(states[0], vec![0]);
            assert_eq!(states[1].len(), 99);
        }
    }

    #[test]
    fn join_returns_both_results() {
        let (a, b) = join(|| 1 + 1, || "two".to_string());
        assert_eq!((a, b.as_str()), (2, "two"));
    }

    /// The second closure runs on the one helper thread, the same for every call, and a
    /// panic there comes back to the caller (after the first closure is done).
    #[test]
    fn join_uses_one_helper_thread_and_resumes_its_panic() {
        let here = std::thread::current().id();
        let (_, first) = join(|| (), || std::thread::current().id());
        let (_, second) = join(|| (), || std::thread::current().id());
        if helper().is_some() {
            assert_ne!(first, here);
            assert_eq!(first, second);
        }
        let done = std::sync::atomic::AtomicBool::new(false);
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            join(|| done.store(true, std::sync::atomic::Ordering::SeqCst), || panic!("helper fails"))
        }));
        assert!(r.is_err());
        assert!(done.load(std::sync::atomic::Ordering::SeqCst));
        // The helper serves the next call.
        assert_eq!(join(|| 1, || 2), (1, 2));
    }
}
