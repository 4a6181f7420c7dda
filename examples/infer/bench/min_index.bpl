procedure min_index(a: [int]int, n: int) returns (k: int)
  requires n >= 1;
  ensures 0 <= k && k < n;
  ensures (forall x: int :: 0 <= x && x < n ==> a[k] <= a[x]);
{
  var i: int;
  var {:skolem} z: int;
  k := 0;
  i := 1;
  while (i < n)
    invariant {:predicates 0 <= k, k < i, i <= n, 0 <= z, z < i, a[k] <= a[z]} true;
  {
    if (a[i] < a[k]) {
      k := i;
    }
    i := i + 1;
  }
}
