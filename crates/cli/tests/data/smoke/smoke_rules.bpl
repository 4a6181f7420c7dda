procedure Contradiction(x: int) { var y: int; assume x > 0; assume x < 0; y := 1; }
procedure DeadBranch(x: int) requires x > 0; { var y: int; if (x < 0) { y := 1; } else { y := 2; } }
procedure Fine(x: int) { var y: int; if (x < 0) { y := 1; } else { y := 2; } }
procedure Intended(x: int) requires x > 0; { var y: int; if (x < 0) { assert false; } y := 2; }
procedure Loop(n: int) { var i: int; i := 0; while (i < n) invariant i >= 0; { i := i + 1; } }
procedure Never(); ensures false;
procedure CallsNever() { var y: int; y := 1; call Never(); y := 2; }
procedure Fails(x: int) { var y: int; assume x > 0; assume x < 0; assert x == 5; }
