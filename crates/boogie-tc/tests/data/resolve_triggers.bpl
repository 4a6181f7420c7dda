// Trigger restrictions (resolution).
function f(x: int): int;
function p(x: int): bool;
axiom (forall x: int :: {p(x) && p(x)} p(x)); // error: boolean operators are not allowed in triggers
axiom (forall x: int :: {!p(x)} p(x)); // error: boolean operators are not allowed in triggers
axiom (forall x: int :: {f(x) == 0} p(x)); // error: equality is not allowed in triggers
axiom (forall x: int :: {f(x) < 0} p(x)); // error: arithmetic comparisons are not allowed in triggers
axiom (forall x: int :: {f(x) != 0} p(x));
axiom (forall x: int :: {x} p(x)); // error: a matching pattern must be more than just a variable by itself: x
axiom (forall x: int :: {p((forall y: int :: true))} p(x)); // error: quantifiers are not allowed in triggers
axiom (forall x: int, y: int :: {f(x)} f(x) == y); // error: trigger must mention all quantified variables, but does not mention: y
axiom (forall x: int :: {f(x) + 1} p(x));
