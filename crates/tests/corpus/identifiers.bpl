// Unusual identifier characters: primes, $, #, ., ?, ^, ~, backquote, and names
// that are built-in type words used as ordinary identifiers.
var $Heap: int;
var x': int;
var a.b.c: int;
var #x: int;
var x?: int;
var ^caret: int;
var ~tilde: int;
var `bq: int;
var _: int;
var bv32: int;
var string: bool;

procedure P()
  modifies x', a.b.c, bv32;
{
  x' := $Heap + a.b.c + #x + bv32;
}
