// Code expressions `|{ ... }|`: locals, several labelled blocks, goto and return
// with attributes, simple commands inside.
procedure CodeExpr(x: int)
{
  assert |{ var y: int; L0: y := x + 1; goto L1, L2; L1: assume y > 0; return y > 1; L2: assume y <= 0; return true; }|;
  assert |{ A: return {:attr} x == x; }|;
}
