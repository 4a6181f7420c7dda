// Placement of termination measures (Boogie's measure checker, after type checking).
var x: int;

procedure TwoSpecs()
  measure x;
  measure x - 1; // error: Sequential procedure may contain at most one measure command
  measure x + 1;
{
}

procedure StructuredLoops(n0: int)
{
  var n: int;
  n := n0;
  while (n > 0) // error: Loop head may contain at most one measure command in a sequential procedure
    measure n;
    measure n + 1;
  {
    n := n - 1;
    measure n; // error: Measure command must not occur outside a loop head
  }
  while (n < 10) measure 10 - n; { n := n + 1; }
}

procedure Unstructured()
{
  var n: int;
  entry:
    n := 10;
    measure n; // error: Measure command must not occur outside a loop head
    goto head;
  head: // error: Loop head may contain at most one measure command in a sequential procedure
    measure n;
    measure n + 1;
    goto body, done;
  body:
    n := n - 1;
    goto head;
  done:
    return;
}

procedure OneHead()
{
  var n: int;
  entry:
    n := 10;
    goto head;
  head:
    measure n;
    goto body, done;
  body:
    assume n >= 1;
    n := n - 1;
    goto head;
  done:
    return;
}
