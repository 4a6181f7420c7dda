// Call desugaring: non-free preconditions checked, free ones not; modifies and outputs
// havocked (where clauses assumed); every postcondition assumed with old() bound to the
// pre-call state. Implementation entry: where clauses and preconditions assumed.
var g: int where g >= 0;

procedure Inc(n: int) returns (m: int where m > n);
  requires n >= 0;
  free requires n < 1000;
  modifies g;
  ensures m == n + 1;
  ensures g == old(g) + n;
  free ensures g >= old(g);

procedure Caller(a: int) returns (b: int)
  requires a >= 0;
  modifies g;
  ensures g >= old(g);
{
  var t: int where t >= 0;
  call b := Inc(a);
  call t := Inc(t);
  havoc t;
  free call b := Inc(b);
  assert b > a;
}
