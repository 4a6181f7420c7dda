procedure array_copy(a: [int]int, n: int) returns (b: [int]int)
  requires n >= 0;
  ensures (forall k: int :: 0 <= k && k < n ==> b[k] == a[k]);
{
  var i: int;
  var {:skolem} z: int;
  i := 0;
  while (i < n)
    invariant {:predicates 0 <= z, z < i, b[z] == a[z]} true;
  {
    b[i] := a[i];
    i := i + 1;
  }
}
