// Functions: named and anonymous parameters, `returns (r: T)` results, type
// parameters, bodies, {:inline}, attributes on parameters, and `uses` clauses.
function f(int, bool): int;
function g(x: int, y: int): bool;
function h<a>(m: [a]int, k: a): int;
function {:inline} inc(x: int): int { x + 1 }
function {:inline true} dec(x: int) returns (r: int) { x - 1 }
function {:define} sq(x: int): int { x * x }
function named({:myParamAttr} x: int) returns ({:retAttr} r: int);
function withUses(x: int): int uses {
  axiom withUses(0) == 0;
}
function bodyAndUses(x: int): int { x } uses {
  axiom bodyAndUses(1) == 1;
}
revealed function rev(x: int): int { 2 * x }
function nullary(): int;
