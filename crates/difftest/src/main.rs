//! `difftest`: random differential testing of the `rboogie` binary against the
//! small-domain interpreter (see the crate docs and docs/DIFFTEST.md).
//!
//! ```text
//! difftest run --rboogie PATH [--from SEED] [--count N] [--jobs N] [--dir DIR] [--time-limit S] [--list FILE]
//! difftest show SEED          # print the program of SEED
//! difftest decide SEED        # print the interpreter's verdict on each implementation of SEED
//! ```

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use difftest::gen::{self, GenConfig};
use difftest::interp::{self, Budget};
use difftest::oracle::{self, Rboogie, Tally};

fn arg<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    match args.iter().position(|a| a == name) {
        Some(i) => args.get(i + 1).and_then(|v| v.parse().ok()).unwrap_or_else(|| {
            eprintln!("difftest: bad value for {name}");
            std::process::exit(2)
        }),
        None => default,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cfg = GenConfig::default();
    let budget = Budget::default();
    match args.first().map(String::as_str) {
        Some("show") => {
            let seed: u64 = arg(&args, "show", 0);
            print!("{}", difftest::print::program(&gen::generate(seed, cfg)));
        }
        Some("decide") => {
            let seed: u64 = arg(&args, "decide", 0);
            let p = gen::generate(seed, cfg);
            for pi in (0..p.procs.len()).filter(|pi| p.procs[*pi].body.is_some()) {
                println!("{}: {:?}", p.procs[pi].name, interp::decide(&p, pi, budget, seed.wrapping_mul(31).wrapping_add(pi as u64)));
            }
        }
        Some("run") => std::process::exit(run(&args, cfg, budget)),
        _ => {
            eprintln!("usage: difftest run --rboogie PATH [--from SEED] [--count N] [--jobs N] [--dir DIR] [--time-limit S] | show SEED | decide SEED");
            std::process::exit(2);
        }
    }
}

fn run(args: &[String], cfg: GenConfig, budget: Budget) -> i32 {
    let rb = Rboogie { bin: PathBuf::from(arg(args, "--rboogie", "rboogie".to_string())), time_limit: arg(args, "--time-limit", 20) };
    let from: u64 = arg(args, "--from", 0);
    let count: u64 = arg(args, "--count", 100);
    let jobs: usize = arg(args, "--jobs", 1);
    let dir = PathBuf::from(arg(args, "--dir", std::env::temp_dir().join("difftest").display().to_string()));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("difftest: cannot create {}: {e}", dir.display());
        return 2;
    }
    let list: Option<Mutex<std::fs::File>> = match args.iter().position(|a| a == "--list") {
        Some(i) => match args.get(i + 1).map(std::fs::File::create) {
            Some(Ok(f)) => Some(Mutex::new(f)),
            _ => {
                eprintln!("difftest: --list needs a file it can create");
                return 2;
            }
        },
        None => None,
    };
    let next = AtomicU64::new(from);
    let tally = Mutex::new(Tally::default());
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| loop {
                let seed = next.fetch_add(1, Ordering::SeqCst);
                if seed >= from + count {
                    break;
                }
                let r = oracle::check_seed(seed, cfg, budget, &rb, &dir);
                if let Some(e) = &r.tool_error {
                    eprintln!("seed {seed}: rboogie gave no verdicts: {e}");
                    let _ = std::fs::write(dir.join(format!("tool-error-{seed}.bpl")), &r.text);
                }
                if r.unsound() {
                    let text = oracle::describe_unsound(&r);
                    eprintln!("UNSOUND seed {seed}:\n{text}");
                    let _ = std::fs::write(dir.join(format!("unsound-{seed}.bpl")), text);
                }
                if let Some(l) = &list {
                    use std::io::Write;
                    let mut f = l.lock().expect("no panics while writing");
                    for i in &r.impls {
                        let _ = writeln!(f, "{seed}\t{}\t{}\t{}\t{}", i.name, oracle::verdict_word(&i.interp), i.wp, i.sp);
                    }
                }
                let mut t = tally.lock().expect("no panics while counting");
                t.add(&r);
                if t.programs % 500 == 0 {
                    eprintln!("{} programs, {} unsound, {:.0} s", t.programs, t.unsound, start.elapsed().as_secs_f64());
                }
            });
        }
    });
    let t = tally.into_inner().expect("threads done");
    println!("seeds {from}..{}", from + count);
    println!("{}", t.lines());
    println!("time {:.1} s", start.elapsed().as_secs_f64());
    if t.unsound > 0 || t.tool_errors > 0 {
        1
    } else {
        0
    }
}
