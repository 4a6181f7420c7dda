//! A `Session`: a [`Printer`] and an [`SmtSolver`] kept in step, speaking in terms of a [`TermStore`].

use crate::print::{PrintError, Printer};
use crate::solver::{SatResult, SmtSolver, SolverError};
use crate::term::{TermId, TermStore};

/// A printer and a solver used together: declarations are emitted as needed,
/// and when a command fails the printer forgets what that command declared.
pub struct Session {
    /// The printing state.
    pub printer: Printer,
    /// The solver.
    pub solver: Box<dyn SmtSolver + Send>,
}

impl From<PrintError> for SolverError {
    fn from(e: PrintError) -> SolverError {
        SolverError::BadCommand(e.to_string())
    }
}

impl Session {
    /// A session over `solver`, printing with `printer`.
    pub fn new(printer: Printer, solver: Box<dyn SmtSolver + Send>) -> Session {
        Session { printer, solver }
    }

    /// Sends what `f` prints; rolls the printer back if the solver rejects it.
    fn send_printed(
        &mut self,
        f: impl FnOnce(&mut Printer, &mut String) -> Result<(), PrintError>,
    ) -> Result<(), SolverError> {
        let mark = self.printer.mark();
        let mut text = String::new();
        if let Err(e) = f(&mut self.printer, &mut text) {
            self.printer.rollback(mark);
            return Err(e.into());
        }
        if text.is_empty() {
            return Ok(());
        }
        match self.solver.send(&text) {
            Ok(()) => Ok(()),
            Err(e) => {
                self.printer.rollback(mark);
                Err(e)
            }
        }
    }

    /// Asserts a closed Boolean term (with whatever declarations it needs).
    pub fn assert(&mut self, store: &TermStore, t: TermId) -> Result<(), SolverError> {
        self.send_printed(|p, out| p.assert(store, t, out))
    }

    /// Asserts closed Boolean terms in one write (one round trip of `success` replies
    /// instead of one per term). If the solver rejects any of them, nothing is kept and the
    /// error is returned; a caller that must know which term failed asserts them one by one.
    pub fn assert_all(&mut self, store: &TermStore, ts: &[TermId]) -> Result<(), SolverError> {
        self.send_printed(|p, out| {
            for &t in ts {
                p.assert(store, t, out)?;
            }
            Ok(())
        })
    }

    /// Opens a scope.
    pub fn push(&mut self) -> Result<(), SolverError> {
        self.solver.push()?;
        let mut ignored = String::new();
        self.printer.push(&mut ignored);
        Ok(())
    }

    /// Closes a scope.
    pub fn pop(&mut self) -> Result<(), SolverError> {
        self.solver.pop()?;
        let mut ignored = String::new();
        self.printer.pop(&mut ignored)?;
        Ok(())
    }

    /// Prints terms (sending the definitions they need) and returns their texts.
    fn texts(&mut self, store: &TermStore, terms: &[TermId]) -> Result<Vec<String>, SolverError> {
        let mut texts = Vec::new();
        let mut out = String::new();
        let mark = self.printer.mark();
        for t in terms {
            match self.printer.term(store, *t, &mut out) {
                Ok(text) => texts.push(text),
                Err(e) => {
                    self.printer.rollback(mark);
                    return Err(e.into());
                }
            }
        }
        if !out.is_empty() {
            if let Err(e) = self.solver.send(&out) {
                self.printer.rollback(mark);
                return Err(e);
            }
        }
        Ok(texts)
    }

    /// `check-sat`, or `check-sat-assuming` with Boolean terms.
    pub fn check(&mut self, store: &TermStore, assumptions: &[TermId]) -> Result<SatResult, SolverError> {
        let texts = self.texts(store, assumptions)?;
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        self.solver.check(&refs)
    }

    /// The values of closed terms in the last model, by position.
    pub fn get_values(&mut self, store: &TermStore, terms: &[TermId]) -> Result<Vec<String>, SolverError> {
        let texts = self.texts(store, terms)?;
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        self.solver.get_values(&refs)
    }
}
