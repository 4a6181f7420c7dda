// Structured control flow: if / else if / else, nondeterministic `if (*)` and
// `while (*)`, loops with invariants (free and plain) and measures, labelled
// loops with `break L`, plain `break`, and attributes on `if`.
procedure Loops(n: int) returns (s: int)
  requires n >= 0;
{
  var i: int;
  i := 0;
  s := 0;
  outer:
  while (i < n)
    invariant 0 <= i && i <= n;
    free invariant {:x} s >= 0;
    measure n - i;
  {
    if (i == 3) {
      break;
    } else if (i == 4) {
      break outer;
    } else if {:attr} (*) {
      s := s + 1;
    } else {
      s := s + 2;
    }
    while (*)
    {
      break;
    }
    i := i + 1;
  }
  if (s > 10) {
  }
}
