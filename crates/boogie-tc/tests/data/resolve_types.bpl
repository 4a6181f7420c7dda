// Name resolution of types and type variables.
type C _;
type S a = [a]int;
type Cyc = Cyc2; // error: type synonym could not be resolved because of cycles: Cyc (replacing body with "bool" to continue resolving)
type Cyc2 = Cyc; // error: type synonym could not be resolved because of cycles: Cyc2 (replacing body with "bool" to continue resolving)
type bv3; // error: type name: bv3 is registered for bitvectors
const a: Undeclared; // error: undeclared type: Undeclared (replacing with "bool" to continue resolving)
const b: C; // error: type constructor received wrong number of arguments: C
const d: S; // error: type synonym received wrong number of arguments: S
const e: bv8 int; // error: bitvector types must not be applied to arguments: bv8
const e2: float24e8 int; // error: float types must not be applied to arguments: float24e8
const m: <x>[int]int; // error: type variable must occur in map arguments: x
const m2: <x>[x]<x>[x]int; // error: more than one declaration of type variable: x
function f<a>(x: a): a;
function g<a>(x: int): int; // error: type variable must occur in function arguments: a
procedure P<a>(x: int); // error: type variable must occur in procedure arguments: a
procedure Q<a>(x: a);
implementation Q<b>(x: int) {} // error: type variable must occur in implementation arguments: b
function h<C>(x: C): int; // error: name is already reserved for type constructor: C
function k<t>(x: t t): int; // error: type variables must not be applied to arguments: t
