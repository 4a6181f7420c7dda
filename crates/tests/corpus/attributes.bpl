// Attributes everywhere: declarations, parameters, specs, commands, quantifiers,
// with no arguments, string arguments, expression arguments and mixtures.
type {:sourcefile "test.ssc"} T;
const {:description "the largest value"} unique MAXINT: int;
function {:source "a.c"} {:inline false} f(int): int;
axiom {:naming "A"} f(0) == 0;
var {:sort_of_like_a_trigger (forall i: int :: true)} Bla: int;

procedure {:myAttribute "h\n\"ello\"", "again", x, 1 + 2} {:other} P({:a} x: int) returns ({:b} y: int);
  requires {:id "r"} x > 0;
  ensures {:id "e"} {:x 1} y > 0;

implementation {:verboseName "P impl"} P(x: int) returns (y: int)
{
  assert {:msg "hi"} x > 0;
  assume {:partition} x > 0;
  y := {:id "a"} x;
  call {:ca} y := P(x);
  return;
}

const x: int;
