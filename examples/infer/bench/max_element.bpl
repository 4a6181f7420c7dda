procedure max_element(a: [int]int, n: int) returns (m: int)
  requires n >= 1;
  ensures (forall k: int :: 0 <= k && k < n ==> a[k] <= m);
{
  var i: int;
  var {:skolem} z: int;
  m := a[0];
  i := 1;
  while (i < n)
    invariant {:predicates 0 <= z, z < i, a[z] <= m} true;
  {
    if (a[i] > m) {
      m := a[i];
    }
    i := i + 1;
  }
}
