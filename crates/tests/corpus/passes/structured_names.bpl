// Boogie's block names (boogie-output.md §4.5 examples A, B, F): if without else,
// labels inside a branch, nested loops with break, loop invariants.
procedure A() returns (x: int)
{
  x := 0;
  if (*) {
    x := 1;
  }
  assert x == 1;
}

procedure Q1(x: int)
{
  if (x == 0) {
    L1:
      assert x == 0;
    L2:
      goto L1;
  }
}

procedure RunOffEnd3() returns (x: int)
  ensures x == 9;
{ x := 9;
  while (true) {
    while (true) {
      if (*) {
        x := 10;
        break;
      }
    }
    if (*) { break; }
  }
}

procedure F() returns (x: int)
{
  x := 0;
  while (true) invariant x == 0; {
    x := 1;
  }
}

procedure ElseIf(a: int) returns (r: int)
{
  if (a < 0) {
    r := -1;
  } else if (a == 0) {
    r := 0;
  } else {
    r := 1;
  }
}
