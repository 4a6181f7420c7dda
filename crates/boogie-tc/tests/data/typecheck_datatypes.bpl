// Datatypes: identically-named fields must agree in type; unpack commands are checked
// like an application of the constructor, then like an assignment.
datatype D {
  A(x: int, y: bool),
  B(x: bool), // error: type mismatch between field x and identically-named field in constructor A
  C(y: bool, x: int)
}
datatype P<T> {
  P1(v: T),
  P2(v: T),
  P3(v: int) // error: type mismatch between field v and identically-named field in constructor P1
}
function h(x: int): int;
datatype Pair { Pair(a: int, b: bool) }
procedure U(p: Pair) returns (i: int, j: bool, k: bool)
{
  var n: int;
  Pair(i, j) := p;
  Pair(i, i) := p; // error: invalid type for argument 1 in application of Pair: int (expected: bool) // error: variable i is assigned more than once in unpack command
  Pair(i) := p; // error: wrong number of arguments to function: Pair (1 instead of 2)
  h(n) := 5; // error: left side of unpack command must be a constructor application
  Pair(i, j) := 5; // error: mismatched types in assignment command (cannot assign int to Pair)
  Pair(n, k) := p;
}
procedure V(p: Pair, i: int) returns (j: bool)
{
  Pair(i, j) := p; // error: command assigns to an immutable variable: i
}
