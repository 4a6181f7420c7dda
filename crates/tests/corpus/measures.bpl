// Termination measures: on procedures, loops and as a statement (in a loop head).
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
  if (n > 0) {
    call Down(n - 1);
  }
}

procedure Lex(a: int, b: bool)
{
  var x: int;
  var y: bool;
  entry:
    x, y := a, b;
    goto head;
  head:
    measure y, x;
    goto body, done;
  body:
    assume x > 0;
    x, y := x - 1, false;
    goto head;
  done:
    return;
}
