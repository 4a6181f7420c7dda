// Datatypes without finite values (reported without a position).
datatype L { L(next: L) } // error(0): Datatype declarations are not well-founded: L
datatype M { Nil(), Cons(tail: M) }
