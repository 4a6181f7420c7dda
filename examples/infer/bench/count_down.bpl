procedure count_down(n: int) returns (i: int)
  requires n >= 0;
  ensures i == 0;
{
  i := n;
  while (i > 0)
    invariant {:predicates i >= 0} true;
  {
    i := i - 1;
  }
}
