// The negated copy of an `if` guard is checked again, without a position.
procedure P(i: int)
{
  if (i) { // error: an assumed expression must be of type bool (got: int)
  } // error(0): invalid argument type (int) to unary operator !
}
