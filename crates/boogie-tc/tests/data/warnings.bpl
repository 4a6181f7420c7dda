// Ambiguity warnings after clean type checking.
function E<a>(): [a]bool;
const p: <a>[]a;
axiom E()[E()[5]];
axiom E() == E(); // warning: type parameter a is ambiguous, instantiating to int
axiom (p[] == p[]); // warning: type parameter a is ambiguous, instantiating to int
