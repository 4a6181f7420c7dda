// Loop cutting: structured loops with invariants, a goto loop whose head starts with
// asserts (treated as invariants), and a call inside a loop (its modifies are havocked).
var counter: int;

procedure Tick();
  modifies counter;
  ensures counter == old(counter) + 1;

procedure Sum(n: int) returns (s: int)
  requires n >= 0;
  modifies counter;
  ensures s >= 0;
{
  var i: int;
  i := 0;
  s := 0;
  while (i < n)
    invariant 0 <= i && i <= n;
    invariant s >= 0;
    free invariant i >= 0;
  {
    s := s + i;
    i := i + 1;
    call Tick();
  }
}

procedure GotoLoop(n: int) returns (i: int)
{
  start:
    i := 0;
    goto head;
  head:
    assert i >= 0;
    goto body, done;
  body:
    assume i < n;
    i := i + 1;
    goto head;
  done:
    assume i >= n;
    return;
}
