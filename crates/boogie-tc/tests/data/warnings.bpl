// Ambiguity warnings after clean type checking.
function E<a>(): [a]bool;
const p: <a>[]a;
axiom E()[E()[5]]; // warning: type parameter a is ambiguous, instantiating to bool
axiom (p[] == p[]); // warning: type parameter a is ambiguous, instantiating to int
