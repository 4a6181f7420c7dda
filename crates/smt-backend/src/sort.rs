//! SMT sorts: `Bool`, `Int`, `Real`, bit-vectors, arrays, uninterpreted sorts and datatypes.

use std::fmt;

/// An SMT-LIB sort.
///
/// Uninterpreted sorts and datatypes are referred to by name; they must be
/// registered in the [`TermStore`](crate::TermStore) (`declare_sort`,
/// `declare_datatypes`) before terms of that sort are built.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sort {
    /// `Bool`.
    Bool,
    /// `Int`.
    Int,
    /// `Real`.
    Real,
    /// `(_ BitVec n)`, with `n >= 1`.
    BitVec(u32),
    /// `(Array index element)`.
    Array(Box<Sort>, Box<Sort>),
    /// A declared sort `name` or an application `(name args...)` of a declared sort constructor.
    Uninterpreted(String, Vec<Sort>),
    /// A declared (non-parametric) datatype `name`.
    Datatype(String),
}

impl Sort {
    /// `(Array index element)`.
    pub fn array(index: Sort, element: Sort) -> Sort {
        Sort::Array(Box::new(index), Box::new(element))
    }

    /// An uninterpreted sort without arguments.
    pub fn uninterpreted(name: &str) -> Sort {
        Sort::Uninterpreted(name.to_string(), Vec::new())
    }

    /// True for `Int` and `Real`.
    pub fn is_numeric(&self) -> bool {
        matches!(self, Sort::Int | Sort::Real)
    }

    /// The width of a bit-vector sort.
    pub fn bv_width(&self) -> Option<u32> {
        match self {
            Sort::BitVec(width) => Some(*width),
            _ => None,
        }
    }
}

impl fmt::Display for Sort {
    /// Prints the sort in SMT-LIB syntax, e.g. `(Array Int (_ BitVec 8))`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sort::Bool => f.write_str("Bool"),
            Sort::Int => f.write_str("Int"),
            Sort::Real => f.write_str("Real"),
            Sort::BitVec(width) => write!(f, "(_ BitVec {width})"),
            Sort::Array(index, element) => write!(f, "(Array {index} {element})"),
            Sort::Uninterpreted(name, args) if args.is_empty() => {
                f.write_str(&crate::print::quote_symbol(name))
            }
            Sort::Uninterpreted(name, args) => {
                write!(f, "({}", crate::print::quote_symbol(name))?;
                for arg in args {
                    write!(f, " {arg}")?;
                }
                f.write_str(")")
            }
            Sort::Datatype(name) => f.write_str(&crate::print::quote_symbol(name)),
        }
    }
}
