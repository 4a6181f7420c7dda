// Flanagan and Qadeer's method find (Figure 1), with the paper's predicates (section 2):
// spot == a.length, b[spot], spot < i, and for the quantified invariant the skolem
// constant j with 0 <= j, j < i, j < spot, b[j]; and 0 <= i (array bounds).
// rboogie infer --method predicates examples/infer/find.bpl
procedure find(a: [int]int, n: int) returns (spot: int, b: [int]bool)
  requires n >= 0;
  ensures spot == n || b[spot];
  ensures (forall j: int :: 0 <= j && j < spot ==> !b[j]);
{
  var i: int;
  var {:skolem} j: int;
  spot := n;
  i := 0;
  while (i < n)
    invariant {:predicates spot == n, b[spot], spot < i, 0 <= j, j < i, j < spot, b[j], 0 <= i} true;
  {
    if (spot == n && a[i] != 0) {
      spot := i;
    }
    b[i] := a[i] != 0;
    i := i + 1;
  }
}
