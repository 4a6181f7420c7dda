procedure step_two(n: int) returns (i: int)
  requires n >= 0;
  ensures i == 2 * n;
{
  i := 0;
  while (i < 2 * n)
    invariant {:predicates i <= 2 * n, i mod 2 == 0} true;
  {
    i := i + 2;
  }
}
