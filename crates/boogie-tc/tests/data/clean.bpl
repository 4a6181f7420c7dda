// A clean program using many features.
type Field a;
type Ref;
type Heap = <a>[Ref, Field a]a;
type Set a = [a]bool;
var H: Heap;
const unique f: Field int;
function Empty<a>(): Set a;
function {:inline} add(x: int, y: int): int { x + y }
datatype List<T> { Nil(), Cons(hd: T, tl: List T) }
axiom (forall<a> x: a :: !Empty()[x]);
axiom (forall l: List int :: l is Cons ==> l->hd == l->hd);
procedure Inc(r: Ref) returns (v: int)
  modifies H;
  ensures H[r, f] == old(H[r, f]) + 1;
{
  var s: Set int;
  var b: bv32;
  s := Empty();
  H[r, f] := H[r, f] + 1;
  v := (var t := H[r, f]; add(t, 0));
  b := 1bv16 ++ 2bv16;
  assert b[8:0] == b[8:0];
  if (v > 0) { v := v - 1; } else if (*) { v := 0; } else { v := 1; }
  while (v < 10) invariant v <= 10; { v := v + 1; }
  assert (lambda x: int :: x + 1)[3] == 4;
  assert (v == 0) || (1.5 / 2.0 > 0.0);
}
