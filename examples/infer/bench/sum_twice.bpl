procedure sum_twice(n: int) returns (s: int)
  requires n >= 0;
  ensures s == 2 * n;
{
  var i: int;
  i := 0;
  s := 0;
  while (i < n)
    invariant {:predicates s == 2 * i, i <= n} true;
  {
    i := i + 1;
    s := s + 2;
  }
}
