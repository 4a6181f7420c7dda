// Passification: two diamonds, one writing in both branches (version-optimal passification
// needs no copy there), one writing in one branch (one copy on the empty branch).
procedure D(x0: int) returns (x: int)
  ensures x0 <= x;
{
  x := x0;
  if (*) { x := x + 1; } else { x := x + 2; }
  if (*) { x := x + 1; }
  assert x0 + 1 <= x;
}
