// An empty program: only comments.
