// A CIVL-style parallel call that the parser accepts (type checking rejects it in plain
// Boogie): several arms, with results and attributes per arm.
procedure A(x: int) returns (y: int);
procedure B();

procedure Par()
{
  var y: int;
  call y := A(1) | B() | {:arm} y := A(2);
}
