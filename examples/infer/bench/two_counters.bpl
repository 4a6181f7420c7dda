procedure two_counters(n: int) returns (j: int)
  requires n >= 0;
  ensures j == n;
{
  var i: int;
  i := 0;
  j := 0;
  while (i < n)
    invariant {:predicates i == j, i <= n} true;
  {
    i := i + 1;
    j := j + 1;
  }
}
