// Type checking of expressions.
type Field a;
function F(x: int, y: bool): int;
function G<a>(x: a, y: a): bool;
const fi: Field int;
const fb: Field bool;
axiom F(1) == 0; // error: wrong number of arguments to function: F (1 instead of 2)
axiom F(true, 1) == 0; // error: invalid type for argument 0 in application of F: bool (expected: int) // error: invalid type for argument 1 in application of F: int (expected: bool)
axiom G(fi, fb); // error: invalid type for argument 1 in application of G: Field bool (expected: a)
axiom -true == 1; // error: invalid argument type (bool) to unary operator -
axiom !1; // error: invalid argument type (int) to unary operator !
axiom 1 + true == 1; // error: invalid argument types (int and bool) to binary operator +
axiom 1 < 1.5; // error: invalid argument types (int and real) to binary operator <
axiom 1 == true; // error: invalid argument types (int and bool) to binary operator ==
axiom 1 ==> true; // error: invalid argument types (int and bool) to binary operator ==>
axiom (1 + true) + 2 == 3; // error: invalid argument types (int and bool) to binary operator +
axiom 1bv8 ++ 1 == 1bv8; // error: ++ operands need to be bitvectors (got bv8, int)
axiom 1bv8[16:0] == 0bv16; // error: extract operand must be a bitvector of at least 16 bits (got bv8)
axiom 1bv8[2:4] == 0bv0; // error: start index in extract must be no bigger than the end index
const m: [int]bool;
axiom m[1, 2]; // error: wrong number of arguments in map select: 2 instead of 1
axiom m[true]; // error: invalid type for argument 0 in map select: bool (expected: int)
axiom m[1 := 2] == m; // error: right-hand side in map store with wrong type: int (expected: bool)
axiom m[true := true] == m; // error: invalid type for argument 0 in map store: bool (expected: int)
axiom fi[1]; // error: map select applied to a non-map: fi
axiom (if 1 then true else false); // error: the first argument to if-then-else should be bool, not int
axiom (if true then 1 else false) == 1; // error: branches of if-then-else have incompatible types int and bool
axiom (true : int) == 1; // error: bool cannot be coerced to int
axiom int(1) == 1; // error: argument type int does not match expected type real
axiom real(1.5) == 1.5; // error: argument type real does not match expected type int
axiom (forall x: int :: x); // error: quantifier body must be of type bool
axiom (forall<a> x: int :: {G(x, x)} G(x, x)); // error: trigger does not mention a, which does not occur in variables types either
axiom (lambda<a> x: int :: x) == (lambda<a> x: int :: x); // error: the type variable a does not occur in types of the lambda parameters // error: the type variable a does not occur in types of the lambda parameters
axiom 1; // error: axioms must be of type bool
function {:inline} H(x: int): bool { x } // error: function body with invalid type: int (expected: bool)
datatype D { A(i: int), B(j: bool) }
axiom (forall d: D :: d->k == 0); // error: datatype D does not have a field with name k
axiom (forall d: D :: d is Z); // error: datatype D does not have a constructor with name Z
axiom (forall d: int :: d->k == 0); // error: field-access must be applied to a datatype, int is not a datatype
axiom (forall d: int :: d is A); // error: is-constructor must be applied to a datatype, int is not a datatype
axiom (forall d: D :: d->(i := true) == d); // error: right-hand side in field update with wrong type: bool (expected: int)
