// Maps: select and store with one and several indices, nested maps, nullary maps
// (`m[]`, `m[:= v]`), polymorphic maps, and stores applied to stores.
type ref;
type Field a;
var h: <a>[ref, Field a]a;
var m1: [int]int;
var m2: [int, bool]int;
var m0: []int;
var mm: [int][int]int;

procedure Maps(o: ref, f: Field int)
  modifies h, m1, m2, m0, mm;
{
  m1 := m1[1 := 2];
  m2 := m2[1, true := m2[2, false]];
  m0 := m0[:= m0[] + 1];
  mm := mm[1 := mm[1][2 := 3]];
  h := h[o, f := h[o, f] + 1];
  assert m1[1 := 2][1] == 2;
  assert mm[1][2] == 3;
  assert m0[] > 0;
}
