//! Parse-throughput benchmark: parses the given files (each as its own file, in order),
//! then prints bytes, seconds, MB/s and peak RSS (VmHWM) relative to the input size.
//!
//! Usage: `cargo run --release -p boogie-parse --example parse_bench [--features mimalloc] -- FILE... [--repeat N]`.

use std::time::Instant;

#[cfg(feature = "mimalloc")]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn vm_hwm_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

fn run() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut repeat = 1usize;
    if let Some(i) = args.iter().position(|a| a == "--repeat") {
        repeat = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(1);
        args.drain(i..(i + 2).min(args.len()));
    }
    let inputs: Vec<(String, Vec<u8>)> = args.iter().map(|p| (p.clone(), std::fs::read(p).unwrap_or_default())).collect();
    let bytes: usize = inputs.iter().map(|(_, b)| b.len()).sum();
    let base_kib = vm_hwm_kib();
    let mut best = f64::MAX;
    let (mut n_decls, mut n_diags) = (0usize, 0usize);
    for _ in 0..repeat {
        let t0 = Instant::now();
        let mut files = boogie_ast::Files::default();
        let mut all = Vec::new();
        for (i, (name, src)) in inputs.iter().enumerate() {
            let (decls, diags) = boogie_parse::parse_file(src, name, i, &mut files);
            n_diags = diags.len();
            all.push(decls);
        }
        let secs = t0.elapsed().as_secs_f64();
        best = best.min(secs);
        n_decls = all.iter().map(|d| d.as_ref().map_or(0, Vec::len)).sum();
        // Dropping is not part of the parse time.
        drop(all);
    }
    let peak_kib = vm_hwm_kib();
    let mb = bytes as f64 / 1e6;
    println!(
        "{} bytes, {} decls, {} diagnostics; best of {}: {:.3} s = {:.1} MB/s; peak RSS {:.1} MiB (before parsing {:.1} MiB) = {:.1}x input",
        bytes,
        n_decls,
        n_diags,
        repeat,
        best,
        mb / best,
        peak_kib as f64 / 1024.0,
        base_kib as f64 / 1024.0,
        (peak_kib * 1024) as f64 / bytes.max(1) as f64
    );
}

fn main() {
    let _ = std::thread::Builder::new().stack_size(1 << 30).spawn(run).map(|h| h.join());
}
