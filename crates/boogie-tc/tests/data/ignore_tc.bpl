// {:ignore} declarations are not type-checked either.
axiom {:ignore} 1;
procedure {:ignore} Q() { assert 3; }
axiom 2; // error: axioms must be of type bool
