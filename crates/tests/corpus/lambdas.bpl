// Lambda expressions: simple, several variables, type parameters, attributes,
// applied directly, and stored in maps.
const m: [int]int;
const k: [int, bool]int;
axiom m == (lambda i: int :: i + 1);
axiom k == (lambda i: int, b: bool :: if b then i else 0);
axiom (lambda {:a} i: int :: {:attr} i * 2)[3] == 6;
function id<a>(x: a): a;
axiom (lambda<a> x: a :: id(x) == x) == (lambda<a> x: a :: true);
