//! The write-only driver: records the SMT-LIB conversation as text, for dumps and `--dump-dir`.

use std::io::Write;
use std::time::Duration;

use crate::solver::{SatResult, SmtSolver, SolverError};

/// Records every command as SMT-LIB text; `check` answers `unknown`, value queries are unsupported.
///
/// With [`RecordingSolver::tee`] it forwards every call to another solver as well and records its answers
/// as comments, which gives a solver transcript.
pub struct RecordingSolver {
    out: Box<dyn Write + Send>,
    inner: Option<Box<dyn SmtSolver + Send>>,
    depth: usize,
    error: Option<String>,
}

impl RecordingSolver {
    /// Records into `out` (a file, or a `Vec<u8>`).
    pub fn new(out: Box<dyn Write + Send>) -> RecordingSolver {
        RecordingSolver { out, inner: None, depth: 0, error: None }
    }

    /// Records into `out` and forwards everything to `inner`.
    pub fn tee(out: Box<dyn Write + Send>, inner: Box<dyn SmtSolver + Send>) -> RecordingSolver {
        RecordingSolver { out, inner: Some(inner), depth: 0, error: None }
    }

    /// The first write error, if any (recording never fails a solver call).
    pub fn write_error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    fn write(&mut self, text: &str) {
        let res = self.out.write_all(text.trim_end().as_bytes()).and_then(|()| self.out.write_all(b"\n"));
        if let Err(e) = res {
            self.error.get_or_insert_with(|| e.to_string());
        }
    }

    fn note<T: std::fmt::Debug>(&mut self, result: &Result<T, SolverError>) {
        if self.inner.is_some() {
            let text = match result {
                Ok(v) => format!("; answer: {v:?}"),
                Err(e) => format!("; error: {e}"),
            };
            self.write(&text.replace('\n', " "));
        }
    }
}

impl Drop for RecordingSolver {
    fn drop(&mut self) {
        let _ = self.out.flush();
    }
}

impl SmtSolver for RecordingSolver {
    fn name(&self) -> String {
        match &self.inner {
            Some(inner) => format!("recording {}", inner.name()),
            None => "recording".into(),
        }
    }

    fn send(&mut self, commands: &str) -> Result<(), SolverError> {
        self.write(commands);
        let res = match self.inner.as_mut() {
            Some(inner) => inner.send(commands),
            None => Ok(()),
        };
        if res.is_err() {
            self.note(&res);
        }
        res
    }

    fn push(&mut self) -> Result<(), SolverError> {
        self.write("(push 1)");
        self.depth += 1;
        match self.inner.as_mut() {
            Some(inner) => inner.push(),
            None => Ok(()),
        }
    }

    fn pop(&mut self) -> Result<(), SolverError> {
        if self.depth == 0 {
            return Err(SolverError::BadCommand("pop without a matching push".into()));
        }
        self.depth -= 1;
        self.write("(pop 1)");
        match self.inner.as_mut() {
            Some(inner) => inner.pop(),
            None => Ok(()),
        }
    }

    fn check(&mut self, assumptions: &[&str]) -> Result<SatResult, SolverError> {
        if assumptions.is_empty() {
            self.write("(check-sat)");
        } else {
            self.write(&format!("(check-sat-assuming ({}))", assumptions.join(" ")));
        }
        let res = match self.inner.as_mut() {
            Some(inner) => inner.check(assumptions),
            None => Ok(SatResult::Unknown),
        };
        self.note(&res);
        res
    }

    fn get_values(&mut self, terms: &[&str]) -> Result<Vec<String>, SolverError> {
        self.write(&format!("(get-value ({}))", terms.join(" ")));
        let res = match self.inner.as_mut() {
            Some(inner) => inner.get_values(terms),
            None => Err(SolverError::Unsupported("the write-only driver has no values".into())),
        };
        self.note(&res);
        res
    }

    fn model(&mut self) -> Result<String, SolverError> {
        self.write("(get-model)");
        let res = match self.inner.as_mut() {
            Some(inner) => inner.model(),
            None => Err(SolverError::Unsupported("the write-only driver has no model".into())),
        };
        self.note(&res);
        res
    }

    fn reason_unknown(&mut self) -> Result<Option<String>, SolverError> {
        if self.inner.is_some() {
            self.write("(get-info :reason-unknown)");
        }
        match self.inner.as_mut() {
            Some(inner) => {
                let res = inner.reason_unknown();
                self.note(&res);
                res
            }
            None => Ok(None),
        }
    }

    fn set_time_limit(&mut self, limit: Option<Duration>) -> Result<(), SolverError> {
        self.write(&format!("; time limit: {}", limit.map(|d| format!("{} ms", d.as_millis())).unwrap_or("none".into())));
        match self.inner.as_mut() {
            Some(inner) => inner.set_time_limit(limit),
            None => Ok(()),
        }
    }

    fn query(&mut self, command: &str) -> Result<String, SolverError> {
        self.write(command);
        let res = match self.inner.as_mut() {
            Some(inner) => inner.query(command),
            None => Err(SolverError::Unsupported("the write-only driver has no replies".into())),
        };
        self.note(&res);
        res
    }

    fn start_early(&mut self) {
        if let Some(inner) = self.inner.as_mut() {
            inner.start_early();
        }
    }
}
