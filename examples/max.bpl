// A first Boogie program: the maximum of two integers.
procedure Max(a: int, b: int) returns (m: int)
  ensures m >= a && m >= b;
  ensures m == a || m == b;
{
  if (a < b) {
    m := b;
  } else {
    m := a;
  }
}
