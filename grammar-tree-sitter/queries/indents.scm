[
  (region)
  (dictionary_attribute)
  (paren_group)
  (bracket_group)
  (brace_group)
  (file_metadata)
] @indent.begin

[
  "}"
  ")"
  "]"
] @indent.branch @indent.end

(block_label) @indent.branch

(comment) @indent.ignore
