// Flanagan and Qadeer's selection sort (Figure 6): the outer loop with the paper's six
// predicates (section 7.2; skolem constants x, y); the inner loop, whose predicates the
// paper's text does not list, with seven of ours (skolem constant z): the invariant that
// w is a[k], the least of a[i..j).
// rboogie infer --method predicates examples/infer/sort.bpl
procedure sort(a0: [int]int, n: int) returns (a: [int]int)
  requires n >= 0;
  ensures (forall x: int, y: int :: 0 <= x && x < y && y < n ==> a[x] <= a[y]);
{
  var i: int, j: int, k: int, w: int;
  var {:skolem} x: int;
  var {:skolem} y: int;
  var {:skolem} z: int;
  a := a0;
  i := 0;
  while (i < n)
    invariant {:predicates i >= 0, 0 <= x, x < i, x < y, y < n, a[x] <= a[y]} true;
  {
    k := i;
    w := a[i];
    j := i + 1;
    while (j < n)
      invariant {:predicates w == a[k], i <= k, k < n, i <= z, z < j, w <= a[z], j <= n} true;
    {
      if (a[j] < w) {
        k := j;
        w := a[j];
      }
      j := j + 1;
    }
    a[k] := a[i];
    a[i] := w;
    i := i + 1;
  }
}
