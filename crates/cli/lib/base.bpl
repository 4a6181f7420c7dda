// rboogie's library `base` (`--lib base`, Boogie's `-lib:base`): the declarations
// Boogie programs expect from Boogie's standard library, written for rboogie.
// CIVL's linear primitives are not included (rboogie does not support CIVL).

// Point-wise operations on maps, as the solver's array operations.
function {:builtin "MapConst"} MapConst<K, V>(v: V): [K]V;
function {:builtin "MapEq"} MapEq<K, V>(a: [K]V, b: [K]V): [K]bool;
function {:builtin "MapIte"} MapIte<K, V>(c: [K]bool, a: [K]V, b: [K]V): [K]V;
function {:builtin "MapNot"} MapNot<K>(a: [K]bool): [K]bool;
function {:builtin "MapAnd"} MapAnd<K>(a: [K]bool, b: [K]bool): [K]bool;
function {:builtin "MapOr"} MapOr<K>(a: [K]bool, b: [K]bool): [K]bool;
function {:builtin "MapImp"} MapImp<K>(a: [K]bool, b: [K]bool): [K]bool;
function {:builtin "MapIff"} MapIff<K>(a: [K]bool, b: [K]bool): [K]bool;
function {:builtin "MapAdd"} MapAdd<K>(a: [K]int, b: [K]int): [K]int;
function {:builtin "MapSub"} MapSub<K>(a: [K]int, b: [K]int): [K]int;
function {:builtin "MapMul"} MapMul<K>(a: [K]int, b: [K]int): [K]int;
function {:builtin "MapDiv"} MapDiv<K>(a: [K]int, b: [K]int): [K]int;
function {:builtin "MapMod"} MapMod<K>(a: [K]int, b: [K]int): [K]int;
function {:builtin "MapLt"} MapLt<K>(a: [K]int, b: [K]int): [K]bool;
function {:builtin "MapLe"} MapLe<K>(a: [K]int, b: [K]int): [K]bool;
function {:builtin "MapGt"} MapGt<K>(a: [K]int, b: [K]int): [K]bool;
function {:builtin "MapGe"} MapGe<K>(a: [K]int, b: [K]int): [K]bool;

// a minus b, point-wise.
function {:inline} MapDiff<K>(a: [K]bool, b: [K]bool): [K]bool { MapAnd(a, MapNot(b)) }

function {:inline} Id<T>(x: T): T { x }

// Some value of each type, unspecified (the filler of unused vector and map entries).
function Default<T>(): T;

datatype Option<T> { None(), Some(t: T) }

// The identity on integers as a map, and integer ranges as sets.
const Identity: [int]int;
axiom (forall i: int :: Identity[i] == i);
function {:inline} AtLeast(lo: int): [int]bool { MapLe(MapConst(lo), Identity) }
function {:inline} Range(lo: int, n: int): [int]bool { MapDiff(AtLeast(lo), AtLeast(lo + n)) }

// Vectors: contents at 0 .. len-1, Default() everywhere else.
datatype Vec<T> { Vec(contents: [int]T, len: int) }
axiom {:ctor "Vec"} (forall<T> v: Vec T :: {v->len} v->len >= 0);
axiom {:ctor "Vec"} (forall<T> v: Vec T :: {v->len}{v->contents}
  MapIte(Range(0, v->len), MapConst(Default()), v->contents) == MapConst(Default()));

function {:inline} Vec_Empty<T>(): Vec T { Vec(MapConst(Default()), 0) }
function {:inline} Vec_Len<T>(v: Vec T): int { v->len }
function {:inline} Vec_Nth<T>(v: Vec T, i: int): T { v->contents[i] }
function {:inline} Vec_Contains<T>(v: Vec T, i: int): bool { 0 <= i && i < Vec_Len(v) }
function {:inline} Vec_Append<T>(v: Vec T, x: T): Vec T { Vec(v->contents[v->len := x], v->len + 1) }
function {:inline} Vec_Update<T>(v: Vec T, i: int, x: T): Vec T
{
  if Vec_Contains(v, i) then Vec(v->contents[i := x], v->len) else v
}
// The last element removed (nothing for the empty vector).
function {:inline} Vec_Remove<T>(v: Vec T): Vec T
{
  (var last := v->len - 1;
    if v->len > 0 then Vec(v->contents[last := Default()], last) else v)
}
// Elements i and j exchanged when both are in range, else v.
function {:inline} Vec_Swap<T>(v: Vec T, i: int, j: int): Vec T
{
  (var ok := Vec_Contains(v, i) && Vec_Contains(v, j);
    Vec(v->contents[i := v->contents[if ok then j else i]][j := v->contents[if ok then i else j]], v->len))
}
function {:inline} Vec_Concat<T>(a: Vec T, b: Vec T): Vec T
{
  Vec((lambda {:pool "Concat"} k: int ::
        if 0 <= k && k < Vec_Len(a) then Vec_Nth(a, k)
        else if Vec_Len(a) <= k && k < Vec_Len(a) + Vec_Len(b) then Vec_Nth(b, k - Vec_Len(a))
        else Default()),
      Vec_Len(a) + Vec_Len(b))
}
// Elements i .. j-1 when 0 <= i < j <= len, else the empty vector.
function {:inline} Vec_Slice<T>(v: Vec T, i: int, j: int): Vec T
{
  (var ok := 0 <= i && i < j && j <= v->len;
    Vec((lambda {:pool "Slice"} k: int :: if ok && 0 <= k && k < j - i then Vec_Nth(v, i + k) else Default()),
        if ok then j - i else 0))
}
// Extensionality, for the programmer to call: i is an index where A and B differ, if any.
procedure Vec_Ext<T>(A: Vec T, B: Vec T) returns (i: int);
  ensures A == B || Vec_Len(A) != Vec_Len(B) || Vec_Nth(A, i) != Vec_Nth(B, i);

// Sequences, as the solver's sequence theory.
type {:builtin "Seq"} Seq _;
function {:builtin "seq.empty"} Seq_Empty<T>(): Seq T;
function {:builtin "seq.len"} Seq_Len<T>(s: Seq T): int;
function {:builtin "seq.++"} Seq_Concat<T>(s: Seq T, t: Seq T): Seq T;
function {:builtin "seq.unit"} Seq_Unit<T>(x: T): Seq T;
function {:builtin "seq.nth"} Seq_Nth<T>(s: Seq T, i: int): T;
function {:builtin "seq.extract"} Seq_Extract<T>(s: Seq T, start: int, n: int): Seq T;

// Sets as maps to bool.
function {:inline} Set_Empty<T>(): [T]bool { MapConst(false) }
function {:inline} Set_Contains<T>(s: [T]bool, x: T): bool { s[x] }
function {:inline} Set_Add<T>(s: [T]bool, x: T): [T]bool { s[x := true] }
function {:inline} Set_Remove<T>(s: [T]bool, x: T): [T]bool { s[x := false] }
function {:inline} Set_Singleton<T>(x: T): [T]bool { Set_Add(Set_Empty(), x) }
function {:inline} Set_Union<T>(s: [T]bool, t: [T]bool): [T]bool { MapOr(s, t) }
function {:inline} Set_Intersection<T>(s: [T]bool, t: [T]bool): [T]bool { MapAnd(s, t) }
function {:inline} Set_Difference<T>(s: [T]bool, t: [T]bool): [T]bool { MapDiff(s, t) }
function {:inline} Set_IsSubset<T>(s: [T]bool, t: [T]bool): bool { MapImp(s, t) == MapConst(true) }
function {:inline} Set_IsDisjoint<T>(s: [T]bool, t: [T]bool): bool { Set_Intersection(s, t) == Set_Empty() }

// An element of a non-empty set.
function Choice<T>(s: [T]bool): T;
axiom (forall<T> s: [T]bool :: {Choice(s)} s == MapConst(false) || s[Choice(s)]);

// Finite maps: a domain and the values on it (Default() elsewhere when well-formed).
datatype Map<K, V> { Map(dom: [K]bool, val: [K]V) }
function {:inline} Map_Empty<K, V>(): Map K V { Map(MapConst(false), MapConst(Default())) }
function {:inline} Map_Contains<K, V>(m: Map K V, k: K): bool { Set_Contains(m->dom, k) }
function {:inline} Map_At<K, V>(m: Map K V, k: K): V { m->val[k] }
function {:inline} Map_Update<K, V>(m: Map K V, k: K, v: V): Map K V { Map(Set_Add(m->dom, k), m->val[k := v]) }
function {:inline} Map_Remove<K, V>(m: Map K V, k: K): Map K V { Map(Set_Remove(m->dom, k), m->val[k := Default()]) }
function {:inline} Map_Singleton<K, V>(k: K, v: V): Map K V { Map_Update(Map_Empty(), k, v) }
function {:inline} Map_IsDisjoint<K, V>(m: Map K V, n: Map K V): bool { Set_IsDisjoint(m->dom, n->dom) }
function {:inline} Map_Swap<K, V>(m: Map K V, k1: K, k2: K): Map K V
{
  (var v1, v2 := Map_At(m, k1), Map_At(m, k2); Map_Update(Map_Update(m, k1, v2), k2, v1))
}
// m restricted to the keys in s, and m without them.
function {:inline} Map_Extract<K, V>(m: Map K V, s: [K]bool): Map K V { Map(s, MapIte(s, m->val, MapConst(Default()))) }
function {:inline} Map_Exclude<K, V>(m: Map K V, s: [K]bool): Map K V
{
  Map(Set_Difference(m->dom, s), MapIte(s, MapConst(Default()), m->val))
}
// The union, m's value where both have a key.
function {:inline} Map_Union<K, V>(m: Map K V, n: Map K V): Map K V { Map(Set_Union(m->dom, n->dom), MapIte(m->dom, m->val, n->val)) }
function {:inline} Map_WellFormed<K, V>(m: Map K V): bool { m->val == MapIte(m->dom, m->val, MapConst(Default())) }
function {:inline} Map_Collector<K, V>(m: Map K V): [K]bool { m->dom }
function {:inline} Map_Collector_Empty<K, V, P>(m: Map K V): [P]bool { MapConst(false) }

// One value, a key with a value, the unit type.
datatype One<T> { One(val: T) }
function {:inline} One_Collector<T>(x: One T): [One T]bool { Set_Singleton(x) }
datatype Cell<K, V> { Cell(key: One K, val: V) }
datatype Unit { Unit() }
type UnitMap K = Map K Unit;

type Loc;
datatype Tag<V> { Tag(loc: Loc, val: V) }
function {:inline} Tags<V>(l: Loc, vs: [V]bool): [One (Tag V)]bool
{
  (lambda t: One (Tag V) :: t->val->loc == l && Set_Contains(vs, t->val->val))
}

// Helpers: a copy of a value, and an assumption as a call.
procedure Copy<T>(v: T) returns (copy: T);
  ensures copy == v;
procedure Assume(b: bool);
  ensures b;
