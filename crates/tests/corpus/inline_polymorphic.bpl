// A polymorphic {:inline N} procedure is inlined at the instantiation of each call:
// its type parameters are read off the declared types of the variables passed and
// received, and the copies of its variables get those types.
type Value;

procedure {:inline 1} Swap<T, U>(x: T, y: U) returns (a: U, b: T)
  ensures a == y;
{
  var t: T;
  t := x;
  a := y;
  b := t;
}

procedure {:inline 2} Rec<T>(x: T, n: int) returns (y: T)
{
  if (n > 0) { call y := Rec(x, n - 1); } else { y := x; }
}

procedure Caller(v: Value, i: int) returns (w: Value, j: int)
  ensures w == v && j == i;
{
  var k: int;
  call j, w := Swap(v, i);
  call k := Rec(3, 1);
  assert k == 3;
}

// The out-parameter determines T here (`Empty()` alone would not) ...
function Empty<T>(): [int]T;

procedure Determined()
{
  var m: [int]bool;
  call m := Rec(Empty(), 0);
}

// ... but nothing does here: such a call is called as usual.
procedure {:inline 1} Drop<T>(x: T)
{
}

procedure NotDetermined()
{
  call Drop(Empty());
}
