// Search with early exit through the guard.
procedure linear_search(a: [int]int, n: int, x: int) returns (found: bool, i: int)
  requires n >= 0;
  ensures found ==> a[i] == x;
  ensures !found ==> (forall k: int :: 0 <= k && k < n ==> a[k] != x);
{
  var {:skolem} z: int;
  i := 0;
  found := false;
  while (i < n && !found)
    invariant {:predicates found, a[i] == x, 0 <= z, z < i, a[z] != x} true;
  {
    if (a[i] == x) {
      found := true;
    } else {
      i := i + 1;
    }
  }
}
