// Implementations: separate from their procedure, with renamed parameters,
// attributes, locals with where clauses and attributes, and two implementations
// of one procedure.
procedure Swap(a: int, b: int) returns (c: int, d: int);
  ensures c == b && d == a;

implementation {:id 1} Swap(x: int, y: int) returns (u: int, v: int)
{
  var t: int where t >= 0;
  var {:attr} s, r: bool;
  u := y;
  v := x;
}

implementation {:id 2} Swap(a: int, b: int) returns (c: int, d: int)
{
  c, d := b, a;
}

procedure Poly<T>(x: T) returns (y: T);
implementation Poly<U>(x: U) returns (y: U)
{
  y := x;
}
