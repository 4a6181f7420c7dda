// Triggers on nested quantifiers over maps, with old() and function calls inside
// triggers, and quantifiers with type parameters only.
type ref;
var h: [ref]int;
function f(int): int;

procedure P()
  modifies h;
  ensures (forall o: ref :: { h[o] } { old(h)[o] } h[o] == old(h)[o] + 1);
{
  assume (forall x: int :: { f(f(x)) } (forall y: int :: { f(y), f(x) } f(y) > f(x)));
  assert (forall<a> :: true);
}
