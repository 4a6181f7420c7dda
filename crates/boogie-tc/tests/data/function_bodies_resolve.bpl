// The definition axiom of a non-inline body (§2.7) does not bind the named result, and
// resolves the parameter types and the attributes once more.
var G: int;
function {:inline} i1(x: int) returns (r: int) { r }
function a1(x: int) returns (r: int) { r } // error: undeclared identifier: r
function a2(x: U): int { 0 } // error: undeclared type: U (replacing with "bool" to continue resolving) // error: undeclared type: U (replacing with "bool" to continue resolving)
function a3(x: int): U; // error: undeclared type: U (replacing with "bool" to continue resolving)
function {:inline} i2(x: int): int { _0 } // error: undeclared identifier: _0
function {:attr y} a4(x: int): int { 0 } // error: undeclared identifier: y // error: undeclared identifier: y
function a5(x: int): int { G } // error: cannot refer to a global variable in this context: G
function a6(x: int): int { 0 } uses {
  axiom z > 0; // error: undeclared identifier: z
}
