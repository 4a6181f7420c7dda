//! A scripted fake solver for tests: answers come from a queue, commands are recorded.

use std::collections::VecDeque;
use std::time::Duration;

use crate::solver::{SatResult, SmtSolver, SolverError};

/// One scripted answer, consumed by the call that needs an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScriptedAnswer {
    /// The answer to the next `check`.
    Check(SatResult),
    /// The answer to the next `get_values`.
    Values(Vec<String>),
    /// The answer to the next `model`.
    Model(String),
    /// The answer to the next `reason_unknown`.
    Reason(Option<String>),
    /// The reply to the next `query`.
    Reply(String),
    /// The next call that takes an answer (or the next `send`) fails with this error.
    Fail(SolverError),
}

/// A solver whose answers are scripted; every command it receives is kept in [`ScriptedSolver::transcript`].
#[derive(Default)]
pub struct ScriptedSolver {
    answers: VecDeque<ScriptedAnswer>,
    transcript: String,
    depth: usize,
}

impl ScriptedSolver {
    /// A fake that will give `answers` in order.
    pub fn new(answers: impl IntoIterator<Item = ScriptedAnswer>) -> ScriptedSolver {
        ScriptedSolver { answers: answers.into_iter().collect(), transcript: String::new(), depth: 0 }
    }

    /// Everything sent so far, as SMT-LIB text.
    pub fn transcript(&self) -> &str {
        &self.transcript
    }

    /// Answers not consumed yet.
    pub fn remaining(&self) -> usize {
        self.answers.len()
    }

    fn record(&mut self, text: &str) {
        self.transcript.push_str(text.trim_end());
        self.transcript.push('\n');
    }

    fn next(&mut self, what: &str) -> Result<ScriptedAnswer, SolverError> {
        match self.answers.pop_front() {
            Some(ScriptedAnswer::Fail(e)) => Err(e),
            Some(a) => Ok(a),
            None => Err(SolverError::Protocol(format!("no scripted answer left for {what}"))),
        }
    }

    fn mismatch<T>(what: &str, got: ScriptedAnswer) -> Result<T, SolverError> {
        Err(SolverError::Protocol(format!("scripted answer {got:?} does not fit {what}")))
    }
}

impl SmtSolver for ScriptedSolver {
    fn name(&self) -> String {
        "scripted fake".into()
    }

    fn send(&mut self, commands: &str) -> Result<(), SolverError> {
        if let Some(ScriptedAnswer::Fail(_)) = self.answers.front() {
            return self.next("send").map(|_| ());
        }
        self.record(commands);
        Ok(())
    }

    fn push(&mut self) -> Result<(), SolverError> {
        self.depth += 1;
        self.record("(push 1)");
        Ok(())
    }

    fn pop(&mut self) -> Result<(), SolverError> {
        if self.depth == 0 {
            return Err(SolverError::BadCommand("pop without a matching push".into()));
        }
        self.depth -= 1;
        self.record("(pop 1)");
        Ok(())
    }

    fn check(&mut self, assumptions: &[&str]) -> Result<SatResult, SolverError> {
        if assumptions.is_empty() {
            self.record("(check-sat)");
        } else {
            self.record(&format!("(check-sat-assuming ({}))", assumptions.join(" ")));
        }
        match self.next("check")? {
            ScriptedAnswer::Check(r) => Ok(r),
            other => Self::mismatch("check", other),
        }
    }

    fn get_values(&mut self, terms: &[&str]) -> Result<Vec<String>, SolverError> {
        self.record(&format!("(get-value ({}))", terms.join(" ")));
        match self.next("get-value")? {
            ScriptedAnswer::Values(v) if v.len() == terms.len() => Ok(v),
            other => Self::mismatch("get-value", other),
        }
    }

    fn model(&mut self) -> Result<String, SolverError> {
        self.record("(get-model)");
        match self.next("get-model")? {
            ScriptedAnswer::Model(m) => Ok(m),
            other => Self::mismatch("get-model", other),
        }
    }

    fn reason_unknown(&mut self) -> Result<Option<String>, SolverError> {
        self.record("(get-info :reason-unknown)");
        match self.next("reason-unknown")? {
            ScriptedAnswer::Reason(r) => Ok(r),
            other => Self::mismatch("reason-unknown", other),
        }
    }

    fn set_time_limit(&mut self, limit: Option<Duration>) -> Result<(), SolverError> {
        self.record(&format!("; time limit {limit:?}"));
        Ok(())
    }

    fn query(&mut self, command: &str) -> Result<String, SolverError> {
        self.record(command);
        match self.next("query")? {
            ScriptedAnswer::Reply(r) => Ok(r),
            other => Self::mismatch("query", other),
        }
    }
}
