// The incremental simplex solver lives in this module (see issue "A fast incremental Cassowary solver").
