// Calls to {:inline N} procedures are replaced by their implementation.
var g: int;

procedure {:inline 1} Bump(d: int) returns (old_g: int)
  requires d >= 0;
  modifies g;
  ensures g == old(g) + d;
{
  var t: int;
  t := g;
  g := g + d;
  old_g := t;
}

procedure {:inline 2} Down(n: int)
  modifies g;
{
  if (n > 0) {
    g := g - 1;
    call Down(n - 1);
  }
}

procedure Caller()
  modifies g;
{
  var r: int;
  g := 1;
  call r := Bump(2);
  assert r == 1 && g == 3;
  call Down(1);
  assert g == 2;
}

// Calls inside code expressions are inlined within the expression.
procedure {:inline 1} Twice(x: int) returns (y: int)
{
  y := x + x;
}

procedure InCodeExpression(a: int)
{
  assert |{ var r: int; A: call r := Twice(a); return r == 2 * a; }|;
}
