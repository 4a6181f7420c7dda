// Type declarations: uninterpreted constructors of several arities, synonyms with
// parameters, several definitions under one `type` keyword, attributes, and
// constructor applications that need parentheses.
type T;
type Field _;
type {:builtin "Array"} Arr _ _;
type C _ _, D;
type Set a = [a]bool;
type Pair a b = [a]b;
type Nested = C (Field int) [int]bool;
type Nested2 = C ([int]bool) int;
type Deep = Field (Field (Field T));
type Poly = <a>[Field a]a;
type NullaryMap = []int;
type MapToMap = [int, int][int]bool;
type Ignored x y = int;

var s: Set int;
var h: Poly;
