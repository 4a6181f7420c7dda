// Candidate loop invariants and contracts for Houdini (rboogie infer --method houdini).
const {:existential true} i0: bool;
const {:existential true} i1: bool;
const {:existential true} i2: bool;
const {:existential true} i3: bool;
const {:existential true} r0: bool;
const {:existential true} e0: bool;
const {:existential true} e1: bool;

procedure Count(n: int) returns (s: int)
  requires r0 ==> n >= 0;
  ensures e0 ==> s == n;
  ensures e1 ==> s > n;
{
  s := 0;
  while (s < n)
    invariant i0 ==> s <= n;
    invariant i1 ==> s >= 0;
    invariant i2 ==> s == 0;
    invariant i3 ==> s < 0;
  {
    s := s + 1;
  }
}

procedure Caller() returns (t: int)
{
  call t := Count(5);
  assert t == 5;
}
