// Merging of directly nested same-kind quantifiers without triggers (§3.5) and
// {:never_pattern} negative triggers.
function f(x: int): int;
function g(x: int, y: int): int;
function {:never_pattern} np(x: int): int;
function {:never_pattern false} nq(x: int): int;
// merged: both x's land in one scope
axiom (forall x: int :: (forall x: int :: f(x) == 0)); // error: more than one declaration of variable name: x
axiom (forall x: int :: (forall y: int :: (forall x: int :: g(x, y) == 0))); // error: more than one declaration of variable name: x
// not merged: different kinds, or a trigger on either side
axiom (forall x: int :: (exists x: int :: f(x) == 0));
axiom (forall x: int :: {f(x)} (forall x: int :: f(x) == 0));
axiom (forall x: int :: (forall x: int :: {f(x)} f(x) == 0));
axiom (forall x: int :: (forall y: int :: (forall x: int :: {g(x, y)} g(x, y) == 0)));
// merged quantifiers only once in a trigger
axiom (forall x: int :: {f(if (forall y: int :: (forall z: int :: f(y) != f(z))) then x else 0)} f(x) == 0); // error: quantifiers are not allowed in triggers
