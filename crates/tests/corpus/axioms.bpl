// Axioms: plain, with attributes, hideable, and over quantifiers.
function f(int): int;
const N: int;
axiom N > 0;
axiom {:naming "MyFavoriteAxiom"} (forall i: int :: { f(i) } f(i) == i + 1);
hideable axiom N < 1000;
