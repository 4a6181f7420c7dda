// Smoke test rules with loops, calls and gotos.
procedure Never();
  ensures false;

procedure LoopDead(n: int)
  requires n > 0;
{
  var i: int;
  i := 0;
  while (i < n)
    invariant i >= 0;
  {
    if (i < 0) {
      i := 5;
    }
    i := i + 1;
  }
}

procedure AfterCall(x: int)
{
  var y: int;
  y := x;
  call Never();
  y := 2;
}

procedure Gotos(x: int)
  requires x == 1;
{
  var y: int;
  goto A, B;
  A:
    assume x == 2;
    y := 1;
    goto C;
  B:
    y := 2;
    goto C;
  C:
    y := y + 1;
}

procedure Fine(x: int)
{
  var y: int;
  y := x;
  while (y > 0)
  {
    y := y - 1;
  }
}
