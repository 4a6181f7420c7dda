// Type coercions `e : T`: on function results, of polymorphic constants, chained,
// inside comparisons (parenthesised before `<`), and with map types.
type Set a = [a]bool;
function Empty<a>(): Set a;
function Id<a>(x: a): a;
type C;
const c: C;

axiom Empty() : Set int == Empty() : Set int;
axiom (Id(1) : int) < 2;
axiom Id(1) : int : int > 0;
axiom (Id(c) : C) == c;
axiom (Empty() : [int]bool)[3] == false;
