// The program the edit scripts of crates/cli/tests/cache.rs change (docs/CACHE.md).
var g: int;
function f(x: int): int;
function h(x: int): bool;
axiom (forall x: int :: f(x) > x);
axiom (forall x: int :: h(x) ==> x > 0);

procedure Inc(a: int) returns (r: int)
  requires a > 0;
  ensures r > a;
{
  var t: int;
  t := f(a);
  r := t;
}

procedure UseInc() returns (y: int)
{
  call y := Inc(3);
  assert y > 3;
}

procedure UseH(z: int)
  requires h(z);
{
  assert z > 0;
}

procedure Loop(n: int)
{
  var i: int;
  i := 0;
  while (i < n)
    invariant i >= 0;
  {
    i := i + 1;
  }
}

procedure Bad(x: int)
  modifies g;
{
  g := x;
  if (x > 5) {
    assert g > 10;
  }
}
