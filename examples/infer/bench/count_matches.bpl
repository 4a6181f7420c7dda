procedure count_matches(a: [int]int, n: int, x: int) returns (c: int)
  requires n >= 0;
  ensures 0 <= c && c <= n;
{
  var i: int;
  c := 0;
  i := 0;
  while (i < n)
    invariant {:predicates 0 <= c, c <= i, i <= n} true;
  {
    if (a[i] == x) {
      c := c + 1;
    }
    i := i + 1;
  }
}
