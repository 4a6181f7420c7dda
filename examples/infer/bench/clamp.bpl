procedure clamp(n: int) returns (x: int)
  ensures 0 <= x && x <= 10;
{
  var i: int;
  x := 0;
  i := 0;
  while (i < n)
    invariant {:predicates 0 <= x, x <= 10} true;
  {
    if (x < 10) {
      x := x + 1;
    } else {
      x := 0;
    }
    i := i + 1;
  }
}
