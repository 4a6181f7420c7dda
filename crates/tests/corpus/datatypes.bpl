// Datatypes: type parameters, nullary and multi-field constructors, `is` tests,
// field selection `->`, field update `->(f := v)` and datatype unpack.
datatype List<T> {
  Nil(),
  Cons(head: T, tail: List T)
}

datatype {:attr} Pair {
  MkPair(fst: int, snd: bool)
}

function len<T>(l: List T): int;

procedure P(l: List int) returns (r: int, p: Pair)
{
  var h: int;
  var t: List int;
  if (l is Cons) {
    r := l->head + len(l->tail);
    p := MkPair(r, l->tail is Nil);
    p := p->(snd := !p->snd);
    Cons(h, t) := l;
  } else {
    r := 0;
  }
}
