procedure array_init(n: int) returns (a: [int]int)
  requires n >= 0;
  ensures (forall k: int :: 0 <= k && k < n ==> a[k] == 0);
{
  var i: int;
  var {:skolem} z: int;
  i := 0;
  while (i < n)
    invariant {:predicates 0 <= z, z < i, a[z] == 0} true;
  {
    a[i] := 0;
    i := i + 1;
  }
}
