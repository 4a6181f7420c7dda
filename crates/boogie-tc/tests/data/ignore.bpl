// Declarations marked {:ignore} are registered (duplicates count) but neither resolved
// nor type-checked (§3.1).
axiom {:ignore} nothing > 0;
axiom {:ignore true} 1;
axiom {:ignore false} nothing > 0; // error: undeclared identifier: nothing
procedure {:ignore} P() { x := 1; }
var {:ignore} g: U where h;
function {:ignore} f(x: V): int { y }
procedure P(); // error: more than one declaration of procedure name: P
