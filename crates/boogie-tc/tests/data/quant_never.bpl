// {:never_pattern} applications become negative triggers after a clean resolution
// (§3.5); they are type-checked as trigger terms before the body, so their errors
// are reported twice.
function f(x: int): int;
function {:never_pattern} np(x: int): int;
function {:never_pattern false} nq(x: int): int;
// a never-pattern application becomes a negative trigger that is checked before the body
axiom (forall x: int :: np(true) == x); // error: invalid type for argument 0 in application of np: bool (expected: int) // error: invalid type for argument 0 in application of np: bool (expected: int)
axiom (forall x: int :: nq(true) == x); // error: invalid type for argument 0 in application of nq: bool (expected: int)
// not with a positive trigger
axiom (forall x: int :: {f(x)} np(true) == x); // error: invalid type for argument 0 in application of np: bool (expected: int)
// but with a negative one
axiom (forall x: int :: {:nopats f(x)} np(true) == x); // error: invalid type for argument 0 in application of np: bool (expected: int) // error: invalid type for argument 0 in application of np: bool (expected: int)
// only the quantifier directly around the application gets the trigger
axiom (forall x: int :: (exists y: int :: np(true) == y)); // error: invalid type for argument 0 in application of np: bool (expected: int) // error: invalid type for argument 0 in application of np: bool (expected: int)
axiom (forall x: int :: (lambda y: int :: np(true)) == (lambda y: int :: x)); // error: invalid type for argument 0 in application of np: bool (expected: int)
