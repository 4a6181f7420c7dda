// Identifiers that are keywords, escaped with `\`: functions, types, procedures,
// parameters, locals, labels and soft keywords like push/pop/hide/reveal.
function \true() returns (bool);
type \procedure;
procedure \old(\any: \procedure) returns (\var: \procedure)
{
  var \modifies: \procedure;
  \modifies := \any;
  \var := \modifies;
}
procedure qux(a: \procedure)
{
  var \var: \procedure;
  var x: bool;
  var \push: int;
  var \left: int;
  call \var := \old(a);
  x := \true();
  \push := 1;
  \left := \push;
  \pop:
  \push := \push + 1;
}
