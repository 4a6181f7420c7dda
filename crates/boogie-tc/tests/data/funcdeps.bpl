// Function-dependency checks (no count line).
function {:inline} f(x: int): int; // error: Function with :inline attribute must have a body
function {:define} g(x: int): int; // error: Function with :define attribute must have a body
function {:inline 3} k(x: int): int { x } // error: Parameter to :inline attribute on a function must be Boolean
