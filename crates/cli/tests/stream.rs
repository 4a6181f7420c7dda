//! Results as they come (`crate::stream`): an implementation's lines are on stdout as soon as
//! it and those before it are done, and Ctrl-C (SIGINT) stops the solvers and prints what was
//! finished with the summary (exit 130). Real z3; the slow implementation is a nonlinear
//! query z3 does not settle within its `{:timeLimit}`.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A fresh directory under the target dir for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `Fast` fails at once; `Slow` runs until its time limit of `secs` seconds.
fn program(secs: u32) -> String {
    format!(
        "procedure Fast(x: int) {{ assert x > 0; }}\n\
         procedure {{:timeLimit {secs}}} Slow(x: int, y: int, z: int)\n  requires x > 0 && y > 0 && z > 0;\n\
         {{ assert x*x*x + y*y*y != z*z*z; }}\n"
    )
}

/// The lines of the child's stdout, each with the time it was read (from `start`).
fn timed_lines(child: &mut std::process::Child, start: Instant) -> Vec<(Duration, String)> {
    let out = child.stdout.take().unwrap();
    BufReader::new(out).lines().map(|l| (start.elapsed(), l.unwrap())).collect()
}

#[test]
fn the_fast_result_is_printed_before_the_slow_one_finishes() {
    let dir = scratch("stream-order");
    std::fs::write(dir.join("s.bpl"), program(4)).unwrap();
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_rboogie"))
        .current_dir(&dir)
        .args(["verify", "s.bpl"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let lines = timed_lines(&mut child, start);
    let status = child.wait().unwrap();
    let finished = start.elapsed();
    let text: Vec<&str> = lines.iter().map(|(_, l)| l.as_str()).collect();
    assert_eq!(
        text,
        [
            "s.bpl(1,26): Error: this assertion could not be proved",
            "Execution trace:",
            "    s.bpl(1,26): anon0",
            "s.bpl(2,26): Verification of 'Slow' timed out after 4 seconds",
            "",
            "Boogie program verifier finished with 0 verified, 1 error, 1 time out",
        ]
    );
    assert_eq!(status.code(), Some(1));
    // Fast's lines came while Slow was still running: seconds before Slow's line and the end.
    let fast_at = lines[0].0;
    let slow_at = lines[3].0;
    assert!(finished >= Duration::from_secs(4), "{finished:?}");
    assert!(slow_at >= fast_at + Duration::from_secs(2), "Fast at {fast_at:?}, Slow at {slow_at:?}");
}

#[test]
fn ctrl_c_stops_the_solvers_and_prints_what_was_finished() {
    let dir = scratch("stream-interrupt");
    std::fs::write(dir.join("s.bpl"), program(120)).unwrap();
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_rboogie"))
        .current_dir(&dir)
        .args(["verify", "s.bpl"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    // Wait for Fast's first line: Slow's solver is working from then on.
    let mut first = String::new();
    out.read_line(&mut first).unwrap();
    assert_eq!(first, "s.bpl(1,26): Error: this assertion could not be proved\n");
    std::thread::sleep(Duration::from_millis(300));
    // SAFETY: the child is ours and not yet reaped.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut out, &mut rest).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(start.elapsed() < Duration::from_secs(30), "{:?}", start.elapsed());
    assert_eq!(rest, "Execution trace:\n    s.bpl(1,26): anon0\n\nBoogie program verifier finished with 0 verified, 1 error\n");
    assert_eq!(String::from_utf8_lossy(&output.stderr), "rboogie: interrupted: 1 of 2 implementations finished\n");
    assert_eq!(output.status.code(), Some(130));
}
