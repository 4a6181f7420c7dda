// rboogie's library `set_size` (`--lib set_size`, after `base`): the number of elements of a
// finite set. CIVL's lemma procedures are not included.

function Set_Size<T>(s: [T]bool): int;

axiom (forall<T> s: [T]bool :: 0 <= Set_Size(s));
axiom (forall<T> :: Set_Size(Set_Empty(): [T]bool) == 0);
// Adding or removing one element.
axiom (forall<T> s: [T]bool, x: T :: {Set_Add(s, x)}
  Set_Size(Set_Add(s, x)) == (if Set_Contains(s, x) then Set_Size(s) else Set_Size(s) + 1));
axiom (forall<T> s: [T]bool, x: T :: {Set_Remove(s, x)}
  Set_Size(Set_Remove(s, x)) == (if Set_Contains(s, x) then Set_Size(s) - 1 else Set_Size(s)));
// s splits into the part outside t and the part inside it.
axiom (forall<T> s: [T]bool, t: [T]bool :: {Set_Size(Set_Difference(s, t))} {Set_Size(Set_Intersection(s, t))}
  Set_Size(Set_Difference(s, t)) + Set_Size(Set_Intersection(s, t)) == Set_Size(s));
// Inclusion–exclusion.
axiom (forall<T> s: [T]bool, t: [T]bool :: {Set_Size(Set_Union(s, t))} {Set_Size(Set_Intersection(s, t))}
  Set_Size(Set_Union(s, t)) + Set_Size(Set_Intersection(s, t)) == Set_Size(s) + Set_Size(t));

// Lemmas for the programmer to call (procedures without bodies: a call checks the
// requires and assumes the ensures).
procedure Lemma_SetSize_Add<T>(s: [T]bool, x: T) returns (t: [T]bool);
  requires !Set_Contains(s, x);
  ensures t == Set_Add(s, x) && Set_Size(t) == Set_Size(s) + 1;
procedure Lemma_SetSize_Remove<T>(s: [T]bool, x: T) returns (t: [T]bool);
  requires Set_Contains(s, x);
  ensures t == Set_Remove(s, x) && Set_Size(t) + 1 == Set_Size(s);
// A subset is the set itself or smaller.
procedure Lemma_SetSize_Subset<T>(s: [T]bool, t: [T]bool);
  requires Set_IsSubset(s, t);
  ensures s == t || Set_Size(s) < Set_Size(t);
