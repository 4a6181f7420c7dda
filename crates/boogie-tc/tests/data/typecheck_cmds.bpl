// Type checking of declarations and commands.
const K: int;
var g: int;
var h: int;
var x: int where x; // error: where clauses must be of type bool
procedure P(i: int) returns (o: int) // error: modifies list contains constant: K
  requires i; // error: preconditions must be of type bool
  ensures o; // error: postconditions must be of type bool
  modifies K;
  modifies g;
{
  var b: bool;
  assert i; // error: an asserted expression must be of type bool (got: int)
  assume i; // error: an assumed expression must be of type bool (got: int)
  b := 1; // error: mismatched types in assignment command (cannot assign int to bool)
  i := 1; // error: command assigns to an immutable variable: i
  h := 1; // error: command assigns to a global variable that is not in the enclosing procedure's modifies clause: h
  havoc h; // error: command assigns to a global variable that is not in the enclosing procedure's modifies clause: h
  call o := Q(true); // error: invalid type for argument 0 in call to Q: bool (expected: int)
  call b := Q(1); // error: invalid type for out-parameter 0 in call to Q: bool (expected: int)
  call o := R(); // error: command assigns to a global variable that is not in the enclosing procedure's modifies clause: h
  while (i) // error: an assumed expression must be of type bool (got: int) // error(0): invalid argument type (int) to unary operator !
    invariant i; // error: an asserted expression must be of type bool (got: int)
  { }
  assert {:verified_under 1} true; // error: attribute :verified_under accepts only one argument of type bool
}
procedure Q(a: int) returns (r: int);
procedure R() returns (r: int); modifies h;
procedure M<a>(x: a) returns (y: int);
implementation M(x: int) returns (y: int) {} // error: mismatched number of type parameters in procedure implementation: M
procedure N(x: int) returns (y: int);
implementation N(x: bool, z: int) returns (y: int) {} // error: mismatched number of in-parameters in procedure implementation: N
implementation N(x: int) returns (y: int, z: int) {} // error: mismatched number of out-parameters in procedure implementation: N
implementation N(x: bool) returns (y: int) {} // error: mismatched type of in-parameter in implementation N: x
implementation N(x: int) returns (w: bool) {} // error: mismatched type of out-parameter in implementation N: y (named w in implementation)
