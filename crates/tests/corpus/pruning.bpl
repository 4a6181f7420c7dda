// Axiom-pruning syntax: revealed functions, hideable axioms, hide / reveal
// (named and `*`), and push / pop scopes.
revealed function f(x: int): int { x + 1 }
function g(x: int): int;
hideable axiom g(0) == 0;

procedure P()
{
  hide *;
  reveal f;
  push;
  hide g;
  assert f(1) == 2;
  pop;
  reveal *;
}
