// Bit vectors: literals of several widths, extract `e[hi:lo]`, concatenation `++`,
// bv types, builtin functions via {:bvbuiltin}, and extract on expressions.
function {:bvbuiltin "bvadd"} add32(bv32, bv32): bv32;
var a: bv32;
var b: bv8;
var c: bv0;

procedure BV()
  modifies a, b;
{
  a := 5bv32;
  b := a[8:0];
  a := b ++ b ++ a[16:0];
  a := add32(a, 0bv32);
  assert a[32:31] == 1bv1 || a[32:31] == 0bv1;
  assert (b ++ b)[9:1] == 0bv8;
  b := 255bv8;
}
