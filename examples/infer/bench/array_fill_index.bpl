procedure array_fill_index(n: int) returns (a: [int]int)
  requires n >= 0;
  ensures (forall k: int :: 0 <= k && k < n ==> a[k] == k);
{
  var i: int;
  var {:skolem} z: int;
  i := 0;
  while (i < n)
    invariant {:predicates 0 <= z, z < i, a[z] == z} true;
  {
    a[i] := i;
    i := i + 1;
  }
}
