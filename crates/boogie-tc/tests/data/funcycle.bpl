// Call cycles among inline functions.
function {:inline} f(x: int): int { g(x) } // error: Call cycle detected among functions: f, g
function {:inline} g(x: int): int { f(x) }
function {:inline} h(x: int): int { f(x) }
