// Of two same-named declarations where one is {:extern}, the extern one is dropped,
// whichever comes first; the other one is the one resolved and called.
procedure {:extern} Q(x: int);
procedure Q();
function F(): int;
function {:extern} F(b: bool): bool;
var {:extern} n: bool;
var n: int;

procedure Main()
  modifies n;
{
  call Q();
  n := F() + 1;
  call Q(1); // error: wrong number of arguments in call to Q: 1
}
