procedure count_up(n: int) returns (i: int)
  requires n >= 0;
  ensures i == n;
{
  i := 0;
  while (i < n)
    invariant {:predicates 0 <= i, i <= n} true;
  {
    i := i + 1;
  }
}
