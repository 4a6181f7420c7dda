// Function bodies (§2.7): {:inline} bodies are checked against the result type; a body
// without {:inline}/{:define} is the definition axiom `f(ps): R == body` (an `==` at
// the function name, free type variables unify); {:define} checks both.
type T;
function g<a>(x: a): a;
function {:inline} i1(x: int): int { true } // error: function body with invalid type: bool (expected: int)
function a1(x: int): int { true } // error: invalid argument types (int and bool) to binary operator ==
function a2<b>(x: b): int { x }
function a3(x: int): T { x + 1 } // error: invalid argument types (T and int) to binary operator ==
function {:inline false} a4(x: int): int { false } // error: invalid argument types (int and bool) to binary operator ==
function a5(): bool { 3 } // error: invalid argument types (bool and int) to binary operator ==
function a6(int, bool): bool { _1 && _0 > 0 }
function {:define} d1(x: int): int { true } // error: invalid argument types (int and bool) to binary operator == // error: function body with invalid type: bool (expected: int)
function a7(x: int): int { x } uses {
  axiom a7(1) == true; // error: invalid argument types (int and bool) to binary operator ==
}
