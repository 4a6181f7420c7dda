// Procedures: every specification form (free / plain requires and ensures with
// attributes, modifies lists including the empty one, measure), type parameters,
// where clauses on formals, `returns ()`, pure procedures, and a procedure with a
// body (declaration and implementation at once).
var g: int;
var h: int;

procedure P0();
procedure P1(x: int) returns (y: int);
  requires x > 0;
  free requires {:id "pre"} x < 100;
  modifies g, h;
  modifies ;
  ensures y == x + g;
  free ensures {:always_assume} y > 0;
procedure P2<a>(x: a, y: int where y > 0) returns (r: a);
procedure P3() returns ();
procedure {:inline 1} P4(n: int) returns (r: int)
  requires n >= 0;
  measure n;
  free measure {:m} n, n + 1;
{
  r := n;
}
pure procedure P5(x: int) returns (y: int);
