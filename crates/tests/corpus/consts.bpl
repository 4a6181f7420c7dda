// Constants: plain, unique, several names in one declaration, attributes, and
// `uses` clauses with attached (hideable) axioms.
const a: int;
const unique b, c: int;
const {:extern} unique d: bool;
const e: int uses {
  axiom e > 0;
  hideable axiom {:name "e_small"} e < 100;
}
const f: real uses {
}
