// Flanagan and Qadeer's list partition (Figure 5, after SLAM), with the paper's four
// predicates (section 7.1): prev == null, prev.val > v, curr == null, curr.val > v.
// The heap is two maps (fields next and val).
// rboogie infer --method predicates examples/infer/partition.bpl
type Ref;
const null: Ref;
var next: [Ref]Ref;
var val: [Ref]int;

procedure partition(l0: Ref, v: int) returns (newl: Ref)
  modifies next;
{
  var l: Ref;
  var curr: Ref;
  var prev: Ref;
  var nextCurr: Ref;
  l := l0;
  curr := l;
  prev := null;
  newl := null;
  while (curr != null)
    invariant {:predicates prev == null, val[prev] > v, curr == null, val[curr] > v} true;
  {
    nextCurr := next[curr];
    if (val[curr] > v) {
      if (prev != null) {
        next[prev] := nextCurr;
      }
      if (curr == l) {
        l := nextCurr;
      }
      next[curr] := newl;
      assert curr != prev;
      newl := curr;
    } else {
      prev := curr;
    }
    curr := nextCurr;
  }
}
