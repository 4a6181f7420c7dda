procedure nested_bound(n: int) returns (i: int, j: int)
  requires n >= 0;
  ensures i == n;
{
  i := 0;
  while (i < n)
    invariant {:predicates i <= n, 0 <= i} true;
  {
    j := 0;
    while (j < i)
      invariant {:predicates j <= i, i < n} true;
    {
      j := j + 1;
    }
    i := i + 1;
  }
}
