// A line broken at its brackets kept a tab after a closing bracket at a line end, which the
// next run dropped (the formatter was not idempotent).
x.y ({%a, %b : i32} [#x.long_attribute_name<some_value>],	{%c, %d : i32} [#x.other_long_attribute<another_value>]	) {
}
