// Termination measures: on procedures, loops and as a statement.
procedure Down(n: int)
  requires n >= 0;
  measure n;
{
  var i: int;
  i := n;
  while (i > 0)
    measure i;
    invariant i >= 0;
  {
    i := i - 1;
  }
  measure n, 0;
}
