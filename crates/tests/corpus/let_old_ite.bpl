// Let expressions (several variables, attributes), `old`, and if-then-else in
// every operand position (left and right of operators, as a condition, nested).
var g: int;

function f(x: int): int { (var y := x + 1; y * y) }
function f2(x: int): int { (var a, {:attr} b := x, x + 1; {:let} a + b) }

procedure P(c: bool) returns (r: int)
  modifies g;
  ensures r == old(g) + 1;
  ensures old(g + r) > old(g);
{
  r := if c then 1 else 2;
  r := 1 + if c then 2 else 3;
  r := (if c then 2 else 3) + 1;
  r := if if c then true else false then r else -r;
  r := if c then 1 else if !c then 2 else 3;
  r := -(if c then 1 else 2) * 3;
  g := g + 1;
}
