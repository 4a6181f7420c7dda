// Calls: with and without results, free calls, attributes on calls, parallel
// assignment, assignments to map locations and datatype fields, havoc of several
// variables, and attributes on assignments.
var g: int;
var m: [int, int]int;
var n: [int][int]int;

procedure Q(a: int, b: int) returns (c: int, d: int);
procedure R();
procedure S(x: int);

procedure Caller()
  modifies g, m, n;
{
  var x: int;
  var y: int;
  call x, y := Q(1, 2);
  call R();
  free call S(x);
  call {:si_unique_call 1} x, y := Q(y, x);
  x, y := y, x;
  m[1, 2] := 3;
  n[1][2] := 4;
  m[x, y], g := g, m[y, x];
  x := {:id "assign"} x + 1;
  havoc x, y;
  havoc g;
}
