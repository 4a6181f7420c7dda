// Quantifiers: forall / exists, several bound variables and groups, type
// parameters, triggers (several, multi-expression), negative triggers {:nopats},
// attributes among the triggers, attributes on bound variables, nesting.
function f(int): int;
function g(int, int): bool;
function p<a>(a): bool;

axiom (forall x: int :: f(x) > 0);
axiom (forall x, y: int :: { g(x, y) } g(x, y) ==> g(y, x));
axiom (forall x: int, b: bool :: { f(x), b } {:weight 3} b || f(x) != 0);
axiom (exists x: int :: {:nopats f(x)} f(x) == 1);
axiom (forall<a> v: a :: { p(v) } p(v));
axiom (forall<a, b> v: a, w: b :: p(v) && p(w));
axiom (forall {:myAttr} x: int :: (exists y: int :: { f(y) } f(y) == x));
axiom (forall x: int :: {:pool "A"} {:qid "q1"} { f(x) } f(x) >= x);
axiom !(forall x: int :: false) && (exists x: int :: true);
