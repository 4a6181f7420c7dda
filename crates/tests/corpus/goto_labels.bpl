// Unstructured control flow: labels, goto with several targets and attributes,
// return with attributes, statements after a goto, labels inside structured
// statements.
procedure Unstructured(x: int) returns (y: int)
{
  start:
    goto A, B;
  A:
    assume x > 0;
    y := x;
    goto {:id "g"} done;
  B:
    assume x <= 0;
    y := -x;
    goto done;
    y := 0;
  done:
    if (y < 0) {
      inner:
      y := 0;
    }
    return {:ret};
}
