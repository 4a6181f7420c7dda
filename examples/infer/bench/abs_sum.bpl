procedure abs_sum(a: [int]int, n: int) returns (s: int)
  requires n >= 0;
  ensures s >= 0;
{
  var i: int;
  s := 0;
  i := 0;
  while (i < n)
    invariant {:predicates s >= 0} true;
  {
    if (a[i] < 0) {
      s := s - a[i];
    } else {
      s := s + a[i];
    }
    i := i + 1;
  }
}
