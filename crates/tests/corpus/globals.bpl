// Global variables: several names per declaration, where clauses (shared by the
// names of one group), attributes on the declaration, map-typed globals.
var x: int;
var y, z: int where y <= z;
var {:description "memory"} $Heap: [ref, name]any;
var m: [int][int]bool;
var b: bool where b, c: int;

type ref, name, any;
