// Polymorphism: type parameters on functions, procedures, map types, quantifiers
// and synonyms, with instantiation fixed by coercions and formals.
type Field a;
type ref;
type HeapType = <a>[ref, Field a]a;
function read<a>(h: HeapType, o: ref, f: Field a): a { h[o, f] }
function update<a>(h: HeapType, o: ref, f: Field a, v: a): HeapType { h[o, f := v] }
const alloc: Field bool;
procedure Alloc<a>(h: HeapType, o: ref, f: Field a) returns (v: a)
  ensures read(h, o, f) == v;
{
  v := h[o, f];
}
axiom (forall<a> h: HeapType, o: ref, f: Field a, v: a :: read(update(h, o, f, v), o, f) == v);
