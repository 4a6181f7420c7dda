procedure nested_counter(n: int, m: int) returns (c: int)
  requires n >= 0 && m >= 0;
  ensures c >= 0;
{
  var i: int, j: int;
  c := 0;
  i := 0;
  while (i < n)
    invariant {:predicates c >= 0} true;
  {
    j := 0;
    while (j < m)
      invariant {:predicates c >= 0} true;
    {
      c := c + 1;
      j := j + 1;
    }
    i := i + 1;
  }
}
