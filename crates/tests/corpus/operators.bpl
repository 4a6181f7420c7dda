// Every binary and unary operator, and the precedence corner cases: && / ||
// mixing, non-chaining relations, right-associative ==> and **, left-associative
// arithmetic, `<==` (read as a swapped `==>`), unary minus on literals.
procedure Ops(a: bool, b: bool, c: bool, x: int, y: int, z: int, r: real, s: real)
{
  assert a <==> b <==> c;
  assert a ==> b ==> c;
  assert (a ==> b) ==> c;
  assert a <== b;
  assert a <== b <== c;
  assert (a && b) || c;
  assert a && (b || c);
  assert a && b && c;
  assert a || b || c;
  assert (a == b) == c;
  assert x == y && x != y && x < y && x <= y && x > y && x >= y;
  assert x + y - z == x - (y - z);
  assert x * y div z mod 2 == x * (y div (z mod 2));
  assert r / s * r == r / (s * r);
  assert r ** s ** r == (r ** s) ** r;
  assert -x == - -x && x - -1 == x + 1;
  assert !a == !!b;
  assert -x * y == -(x * y);
  assert -1 == 0 - 1;
}
