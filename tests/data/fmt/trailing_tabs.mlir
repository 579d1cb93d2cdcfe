// An op of a dialect mlir-ls does not describe is read tolerantly (its syntax unchecked, its
// lines read): its lines are kept as written, tabs included, however long. (Broken at its
// brackets, this line kept a tab at a line end that the next run dropped: not idempotent;
// that breaking is tests/fmt/test_layout.py's.)
x.y ({%a, %b : i32} [#x.long_attribute_name<some_value>],	{%c, %d : i32} [#x.other_long_attribute<another_value>]	) {
}
