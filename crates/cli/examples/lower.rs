//! The lowering benchmark (parse → passive) and inspection driver: parse a file and run the
//! pipeline's lowering passes on it, as `rboogie run` does.
//!
//! `cargo run --release -p cli --example lower -- FILE [--until PASS] [--passify optimal|flanagan-saxe] [--pass-by-pass] [--print] [--stats]`
//! prints, on stderr, the input size, the time of parsing and of all passes together (wall
//! and CPU of the whole process, every thread counted), the source throughput (of the
//! whole run and of the passes alone), the peak resident set (`hwm`, in KiB) and the page
//! faults. The passes are those of the registry (`cli::pipeline`, up to `passify` by
//! default) on the scheduler `rboogie` uses (implementations taken through consecutive
//! per-implementation passes in turn); with `--pass-by-pass`, one pass after the other over
//! the whole program (`Pass::run`), with the figures of each pass. With `--print`, the
//! resulting program on stdout. It allocates as `rboogie` does (the `allocator` crate).

use std::time::Instant;

use boogie_ast::pass::schedule::{self, Unobserved};
use boogie_ast::pass::PassCx;
use boogie_ast::print::print_program;
use cli::pipeline::{self, StageArgs};

#[cfg(not(feature = "system-alloc"))]
#[global_allocator]
static GLOBAL: allocator::Allocator = allocator::Allocator;

fn main() {
    allocator::init();
    let worker = std::thread::Builder::new().stack_size(1 << 31).spawn(real_main);
    if let Ok(h) = worker {
        let _ = h.join();
    }
}

/// CPU time (user and system) of the whole process in ms, every thread counted: the passes
/// share large programs out between two threads (the machine is shared, so wall time is noisy).
fn cpu_ms() -> f64 {
    usage().0
}

/// Minor page faults of the whole process so far (each fresh page touched costs one).
fn faults() -> i64 {
    usage().1
}

/// CPU ms and minor page faults of the whole process.
fn usage() -> (f64, i64) {
    let mut ru = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: `getrusage` fills the struct it is given; a zeroed `rusage` is a valid value.
    let ru = unsafe {
        if libc::getrusage(libc::RUSAGE_SELF, ru.as_mut_ptr()) != 0 {
            return (0.0, 0);
        }
        ru.assume_init()
    };
    let ms = |t: libc::timeval| t.tv_sec as f64 * 1e3 + t.tv_usec as f64 / 1e3;
    (ms(ru.ru_utime) + ms(ru.ru_stime), ru.ru_minflt)
}

fn peak_rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| l.split_whitespace().nth(1)?.parse().ok()))
        .unwrap_or(0)
}

fn real_main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(file) = args.first() else {
        eprintln!("usage: lower FILE [--until PASS] [--passify optimal|flanagan-saxe] [--pass-by-pass] [--print] [--stats]");
        return;
    };
    let flag = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let stage_args = StageArgs { passify: flag("--passify").unwrap_or_else(|| "optimal".into()), ..StageArgs::default() };
    let until = flag("--until").unwrap_or_else(|| "passify".into());
    let Ok(src) = std::fs::read_to_string(file) else {
        eprintln!("cannot read {file}");
        return;
    };
    let total = Instant::now();
    let cpu0 = cpu_ms();
    let faults0 = faults();
    let t = Instant::now();
    let (program, diags) = boogie_parse::parse_program(&src, file);
    if let Some(d) = diags.iter().find(|d| d.phase == boogie_ast::Phase::Parse) {
        eprintln!("parse error: {}", d.message);
        return;
    }
    eprintln!("bytes {}", src.len());
    eprintln!(
        "time parse {:.3} ms (cpu {:.1} ms) hwm {} faults {}",
        t.elapsed().as_secs_f64() * 1e3,
        cpu_ms() - cpu0,
        peak_rss_kb(),
        faults() - faults0
    );
    let mut cx = PassCx::new();
    let mut p = program;
    let passes_wall = Instant::now();
    let passes_cpu = cpu_ms();
    let stages = pipeline::registry(&stage_args);
    let all = pipeline::passes(&stages);
    let Some(last) = all.iter().position(|p| p.name() == until) else {
        eprintln!("unknown pass {until}");
        return;
    };
    let passes = &all[..=last];
    if args.iter().any(|a| a == "--pass-by-pass") {
        for pass in passes {
            let t = Instant::now();
            let c = cpu_ms();
            let f = faults();
            p = match pass.run(p, &mut cx) {
                Ok(p) => p,
                Err(e) => {
                    eprintln!("{}: {}", pass.name(), e.first().map(|e| e.message.as_str()).unwrap_or(""));
                    return;
                }
            };
            eprintln!(
                "time {} {:.3} ms (cpu {:.1} ms) hwm {} faults {}",
                pass.name(),
                t.elapsed().as_secs_f64() * 1e3,
                cpu_ms() - c,
                peak_rss_kb(),
                faults() - f
            );
        }
    } else {
        let f = faults();
        p = match schedule::run(p, passes, &mut Unobserved, &mut cx) {
            Ok(p) => p,
            Err(stop) => {
                eprintln!("{stop:?}");
                return;
            }
        };
        eprintln!("time lower hwm {} faults {}", peak_rss_kb(), faults() - f);
    }
    let (pw, pc) = (passes_wall.elapsed().as_secs_f64(), (cpu_ms() - passes_cpu) / 1e3);
    eprintln!("time passes {:.3} ms (cpu {:.1} ms)", pw * 1e3, pc * 1e3);
    eprintln!(
        "throughput passes {:.1} MB/s wall, {:.1} MB/s cpu",
        src.len() as f64 / 1e6 / pw,
        src.len() as f64 / 1e6 / pc.max(1e-9)
    );
    let secs = total.elapsed().as_secs_f64();
    let cpu = (cpu_ms() - cpu0) / 1e3;
    eprintln!("time total {:.3} ms (cpu {:.1} ms)", secs * 1e3, cpu * 1e3);
    eprintln!("throughput {:.1} MB/s wall, {:.1} MB/s cpu", src.len() as f64 / 1e6 / secs, src.len() as f64 / 1e6 / cpu.max(1e-9));
    eprintln!("peak_rss_kb {}", peak_rss_kb());
    let versions: u64 = cx.values_of("versions").sum();
    let copies: u64 = cx.values_of("copies").sum();
    eprintln!("versions {versions} copies {copies}");
    if args.iter().any(|a| a == "--stats") {
        for ((imp, k), v) in &cx.stats() {
            eprintln!("stat {imp} {k} {v}");
        }
    }
    if args.iter().any(|a| a == "--print") {
        print!("{}", print_program(&p));
    }
}
