// Name resolution: declarations, scopes and uses.
type T; type T; // error: more than one declaration of type name: T
const c: int;
var c: int; // error: more than one declaration of variable name: c
function f(x: int): int;
function f(y: int): int; // error: more than one declaration of function name: f
procedure P();
procedure P(); // error: more than one declaration of procedure name: P
axiom {:name "a1"} true;
axiom {:name "a1"} true; // error: more than one declaration of axiom name: a1
implementation Q() {} // error: implementation given for undeclared procedure: Q
var g: int;
procedure R(x: int, x: int); // error: more than one declaration of variable name: x
procedure S(); modifies nope; // error: undeclared identifier: nope
axiom g == 0; // error: cannot refer to a global variable in this context: g
axiom old(c) == 0; // error: old expressions allowed only in two-state contexts
axiom undeclared_f(1) == 0; // error: use of undeclared function: undeclared_f
procedure U()
{
  var z: int;
  havoc y; // error: undeclared identifier: y
  call V(); // error: call to undeclared procedure: V
  call W(1); // error: wrong number of arguments in call to W: 1
  call z := W(); // error: wrong number of result variables in call to W: 1
  z, z := 1, 2; // error: variable z is assigned more than once in parallel assignment
  z := 1, 2; // error: number of left-hand sides does not match number of right-hand sides
  assert (var a, b := 1; a == b); // error: number of left-hand sides does not match number of right-hand sides
  L: z := 1;
  L: z := 2; // error: more than one declaration of block name: L
  assert {:id "s0"} true;
  assert {:id "s0"} true; // error: more than one statement with same id: s0
  assert {:verified_under} true; // error: attribute :verified_under accepts only one argument
  assume {:minimize 1, 2} true; // error: attributes :minimize and :maximize accept only one argument
}
procedure W();
procedure X() returns (r1: int, r2: int)
{
  call r1, r1 := Y(); // error: left-hand side of call command contains variable twice: r1
}
procedure Y() returns (a: int, b: int);
pure procedure Z(); modifies g; // error: unnecessary modifies clause for pure procedure
pure procedure Z2() { call W(); } // error: pure procedure may only call a pure procedure
function h(x: int): bool { g == x } // error: cannot refer to a global variable in this context: g
procedure AV()
{
  var {:assumption} a: bool where a; // error: assumption variable may not be declared with a where clause
  var {:assumption} b: bool;
  b := true; // error: RHS of assignment to assumption variable b must match expression "b && <boolean expression>"
  b := b && true; // error: assumption variable may not be assigned to more than once
}
