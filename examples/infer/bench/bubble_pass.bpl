// One pass of bubble sort moves the largest element to the end.
procedure bubble_pass(a0: [int]int, n: int) returns (a: [int]int)
  requires n >= 1;
  ensures (forall k: int :: 0 <= k && k < n ==> a[k] <= a[n - 1]);
{
  var j: int, t: int;
  var {:skolem} z: int;
  a := a0;
  j := 0;
  while (j < n - 1)
    invariant {:predicates 0 <= j, j <= n - 1, 0 <= z, z <= j, a[z] <= a[j]} true;
  {
    if (a[j] > a[j + 1]) {
      t := a[j];
      a[j] := a[j + 1];
      a[j + 1] := t;
    }
    j := j + 1;
  }
}
