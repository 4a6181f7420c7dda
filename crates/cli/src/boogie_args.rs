//! Boogie's command line: `rboogie [verify] [-opt[:value] | /opt[:value]]... FILE.bpl...`,
//! translated to rboogie's own arguments, so that scripts and tools that call Boogie
//! (Dafny's, Viper's and SMACK's drivers, Boogie's test suite) can call rboogie.
//!
//! [`translate`] is used when the arguments are in Boogie's style ([`is_boogie_style`]):
//! the first argument is a Boogie option or a `.bpl` file, or `verify` is followed by one.
//! Every Boogie option rboogie implements maps to its rboogie option ([`OPTIONS`]); an
//! option that has no effect in rboogie by design is accepted ([`Kind::NoEffect`], with the
//! reason); any other option is an error that names it (exit 2). docs/BOOGIE-OPTIONS.md
//! lists the table.

/// What a Boogie option becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A flag: `-name` (Boogie also takes `-name:0`/`-name:1` for some; `:0` drops it).
    Flag(&'static str),
    /// An option with a value: `-name:V` becomes `OPT V`.
    Value(&'static str),
    /// `-name:V` with the value mapped (e.g. `-typeEncoding:p`).
    Map(&'static str, &'static [(&'static str, &'static str)]),
    /// `-proverOpt:O:key=value`: a solver option.
    ProverOpt,
    /// Accepted without effect; the text says why rboogie needs nothing for it.
    NoEffect(&'static str),
}

/// Boogie's options that rboogie takes, by name.
pub const OPTIONS: &[(&str, Kind)] = &[
    ("timeLimit", Kind::Value("--time-limit")),
    ("errorLimit", Kind::Value("--error-limit")),
    ("rlimit", Kind::Value("--rlimit")),
    ("prune", Kind::Flag("--prune")),
    ("smoke", Kind::Flag("--smoke")),
    ("errorTrace", Kind::Value("--error-trace")),
    ("vcsCores", Kind::Value("--jobs")),
    ("noVerify", Kind::Flag("--no-verify")),
    ("proc", Kind::Value("--proc")),
    ("z3exe", Kind::Value("--solver-path")),
    ("proverOpt", Kind::ProverOpt),
    ("inferModifies", Kind::Flag("--infer-modifies")),
    ("lib", Kind::Value("--lib")),
    ("contractInfer", Kind::Flag("--contract-infer")),
    ("printAssignment", Kind::Flag("--print-assignment")),
    ("inlineDepth", Kind::Value("--inline-depth")),
    ("useUnsatCoreForContractInfer", Kind::NoEffect("an optimization of Boogie's Houdini; the computed assignment is the same")),
    ("loopUnroll", Kind::Value("--loop-unroll")),
    ("soundLoopUnrolling", Kind::Flag("--sound-loop-unrolling")),
    ("typeEncoding", Kind::Map("--type-encoding", &[("m", "m"), ("p", "p"), ("a", "a")])),
    ("nologo", Kind::NoEffect("rboogie prints no logo")),
    ("useBaseNameForFileName", Kind::NoEffect("rboogie prints file names as given on the command line")),
    ("processTimeLimit", Kind::NoEffect("each solver query is limited by -timeLimit; rboogie itself does not hang")),
    ("proverWarnings", Kind::NoEffect("solver warnings go to stderr")),
    ("logPrefix", Kind::NoEffect("rboogie writes no prover logs unless --dump-dir is given")),
    ("monomorphize", Kind::NoEffect("rboogie monomorphizes wherever that is sound (the default -typeEncoding)")),
    ("useArrayAxioms", Kind::NoEffect("rboogie chooses the array encoding itself (--array-ext)")),
];

/// Whether `args` (without the program name) are in Boogie's style.
pub fn is_boogie_style(args: &[String]) -> bool {
    let rest = match args.first().map(String::as_str) {
        Some("verify") => &args[1..],
        Some(first) if !first.starts_with("--") => {
            if first.ends_with(".bpl") {
                return true;
            }
            args
        }
        Some(_) => args,
        None => return false,
    };
    let mut it = rest.iter().peekable();
    while let Some(arg) = it.next() {
        if arg.starts_with("--") {
            // rboogie's own long option: its value (`--solver-path /usr/bin/z3`,
            // `--dump-dir /tmp`) is not a Boogie option.
            let _ = long_value(arg, &mut it);
        } else if option_name(arg).is_some() {
            return true;
        }
    }
    false
}

/// The value of rboogie's long option `arg` (`--opt VALUE`), taken from `rest` when the
/// next argument is one: not an option (`-x`), not a `.bpl` file, and not a Boogie option
/// with a value (`/rlimit:10000`); a bare `/name` there is read as the value (a path such
/// as `/tmp`), never as a Boogie option.
fn long_value<'a, I: Iterator<Item = &'a String>>(arg: &str, rest: &mut std::iter::Peekable<I>) -> Option<&'a String> {
    if arg.contains('=') {
        return None;
    }
    rest.next_if(|v| !v.starts_with('-') && !v.ends_with(".bpl") && !option_name(v).is_some_and(|(_, value)| value.is_some()))
}

/// The name and value of a Boogie-style option (`-name`, `-name:v`, `/name`, `/name:v`),
/// or `None` for anything else (`--long` options, files: a `/`-argument is an option
/// only if what follows the slash is a name, not a path).
fn option_name(arg: &str) -> Option<(&str, Option<&str>)> {
    let body = if let Some(b) = arg.strip_prefix('/') {
        b
    } else if let Some(b) = arg.strip_prefix('-') {
        if b.starts_with('-') || b.len() < 2 {
            return None;
        }
        b
    } else {
        return None;
    };
    let (name, value) = match body.split_once(':') {
        Some((n, v)) => (n, Some(v)),
        None => (body, None),
    };
    let is_name = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    (is_name && !arg.ends_with(".bpl")).then_some((name, value))
}

/// rboogie's options that may be given several times (Boogie's `-proc`, `-lib`).
const REPEATABLE: &[&str] = &["--proc", "--lib"];

/// Appends `opt value`; for an option given once, as Boogie does, the last value wins
/// (lit's `-timeLimit:30` before a test's own `/timeLimit:5`).
fn set(out: &mut Vec<String>, opt: &str, value: &str) {
    if !REPEATABLE.contains(&opt) {
        if let Some(i) = out.iter().position(|a| a == opt) {
            out.drain(i..(i + 2).min(out.len()));
        }
    }
    out.push(opt.to_string());
    out.push(value.to_string());
}

/// rboogie's `verify` arguments for Boogie-style `args` (without the program name).
pub fn translate<'a>(args: &'a [String]) -> Result<Vec<String>, String> {
    let rest = if args.first().map(String::as_str) == Some("verify") { &args[1..] } else { args };
    let mut out = vec!["verify".to_string()];
    let mut files = Vec::new();
    let mut args_iter = rest.iter().peekable();
    while let Some(arg) = args_iter.next() {
        if arg.starts_with("--") {
            // rboogie's own options may be mixed in, with their values (`--time-limit 5`).
            out.push(arg.clone());
            if let Some(v) = long_value(arg, &mut args_iter) {
                out.push(v.clone());
            }
            continue;
        }
        let Some((name, value)) = option_name(arg) else {
            files.push(arg.clone());
            continue;
        };
        let Some((_, kind)) = OPTIONS.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)) else {
            return Err(format!("Boogie option {arg} is not supported by rboogie (docs/BOOGIE-OPTIONS.md lists those that are)"));
        };
        let need = |v: Option<&'a str>| -> Result<&'a str, String> {
            v.filter(|v| !v.is_empty()).ok_or_else(|| format!("Boogie option {arg} needs a value ({name}:VALUE)"))
        };
        match *kind {
            Kind::Flag(flag) => match value {
                None | Some("1") => out.push(flag.to_string()),
                Some("0") => {}
                Some(_) => return Err(format!("Boogie option {arg}: {name} takes no value")),
            },
            Kind::Value(opt) => set(&mut out, opt, need(value)?),
            Kind::Map(opt, values) => {
                let v = need(value)?;
                let Some((_, to)) = values.iter().find(|(from, _)| *from == v) else {
                    return Err(format!("Boogie option {arg}: unknown value {v}"));
                };
                set(&mut out, opt, to);
            }
            Kind::ProverOpt => {
                let v = need(value)?;
                // `O:key=value` passes a solver option; Boogie's own prover options
                // (`C:`, `SOLVER=`, ...) are not implemented.
                let Some(kv) = v.strip_prefix("O:") else {
                    return Err(format!("Boogie option {arg}: only O:KEY=VALUE (a solver option) is supported"));
                };
                out.push("--solver-option".to_string());
                out.push(kv.to_string());
            }
            Kind::NoEffect(_) => {}
        }
    }
    out.extend(files);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_last_value_of_an_option_wins() {
        let args = v(&["-timeLimit:30", "/vcsCores:2", "/timeLimit:5", "-proc:A", "-proc:B", "f.bpl"]);
        assert_eq!(translate(&args).unwrap(), v(&["verify", "--jobs", "2", "--time-limit", "5", "--proc", "A", "--proc", "B", "f.bpl"]));
    }

    #[test]
    fn both_syntaxes_and_values_translate() {
        let args = v(&["-timeLimit:5", "/errorLimit:2", "-proverOpt:O:smt.qi.eager_threshold=50", "-nologo", "-noVerify", "f.bpl"]);
        assert!(is_boogie_style(&args));
        assert_eq!(
            translate(&args).unwrap(),
            v(&["verify", "--time-limit", "5", "--error-limit", "2", "--solver-option", "smt.qi.eager_threshold=50", "--no-verify", "f.bpl"])
        );
    }

    #[test]
    fn rboogie_options_with_values_mix_with_boogie_options() {
        let args = v(&["verify", "--time-limit", "30", "/rlimit:10000", "--no-verify", "f.bpl"]);
        assert!(is_boogie_style(&args));
        assert_eq!(translate(&args).unwrap(), v(&["verify", "--time-limit", "30", "--rlimit", "10000", "--no-verify", "f.bpl"]));
        // A path after a long option is its value, not a Boogie option.
        assert!(!is_boogie_style(&v(&["verify", "--dump-dir", "/tmp", "f.bpl"])));
        assert!(!is_boogie_style(&v(&["verify", "--solver-path", "/usr/bin/z3", "--no-verify", "f.bpl"])));
    }

    #[test]
    fn a_file_alone_or_after_verify_is_boogie_style() {
        assert!(is_boogie_style(&v(&["f.bpl"])));
        assert!(is_boogie_style(&v(&["verify", "-timeLimit:5", "f.bpl"])));
        assert!(is_boogie_style(&v(&["/tmp/x/f.bpl"])));
        assert!(!is_boogie_style(&v(&["verify", "--time-limit", "5", "f.bpl"])));
        assert!(!is_boogie_style(&v(&["verify", "f.bpl"])));
        assert!(!is_boogie_style(&v(&["print", "f.bpl"])));
        assert_eq!(translate(&v(&["/tmp/x/f.bpl"])).unwrap(), v(&["verify", "/tmp/x/f.bpl"]));
    }

    #[test]
    fn an_unsupported_option_is_named() {
        let e = translate(&v(&["-printModel:1", "f.bpl"])).unwrap_err();
        assert!(e.contains("-printModel:1"), "{e}");
        let e = translate(&v(&["-timeLimit", "f.bpl"])).unwrap_err();
        assert!(e.contains("needs a value"), "{e}");
        let e = translate(&v(&["-proverOpt:C:x", "f.bpl"])).unwrap_err();
        assert!(e.contains("O:KEY=VALUE"), "{e}");
    }

    #[test]
    fn flags_take_0_and_1_and_maps_their_values() {
        assert_eq!(translate(&v(&["-inferModifies:0", "f.bpl"])).unwrap(), v(&["verify", "f.bpl"]));
        assert_eq!(translate(&v(&["-typeEncoding:p", "f.bpl"])).unwrap(), v(&["verify", "--type-encoding", "p", "f.bpl"]));
        assert!(translate(&v(&["-typeEncoding:x", "f.bpl"])).is_err());
    }

    #[test]
    fn houdinis_options_translate() {
        assert_eq!(
            translate(&v(&["/contractInfer", "-inlineDepth:1", "/printAssignment", "-useUnsatCoreForContractInfer", "f.bpl"])).unwrap(),
            v(&["verify", "--contract-infer", "--inline-depth", "1", "--print-assignment", "f.bpl"])
        );
    }
}
