[
  (region)
  (dictionary_attribute)
  (file_metadata)
  (block)
  (brace_group)
] @fold
