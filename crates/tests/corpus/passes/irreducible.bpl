// An irreducible flowgraph (a jump into the middle of a loop), as in the corpus's
// irreduciblecfg/Unsound.bpl: node splitting makes it reducible before cutting.
procedure unsound() {
    var x: int;
    assume(x == 0);
    if (true) {
        goto Inside;
    }
    while (x < 10000) {
        Inside: x := x + 1;
    }

    assert(x == -1);
}
