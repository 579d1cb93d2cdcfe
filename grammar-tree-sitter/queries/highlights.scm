; MLIR highlights (nvim-treesitter capture names). Compatible with Neovim 0.7:
; only plain patterns and the #match? predicate.

(comment) @comment
(split_marker) @punctuation.special

; Operations
(custom_operation name: (op_name) @function.call)
(generic_op_name) @function.call

; Values, blocks, symbols
(value_use) @variable
(value_id) @variable
(op_result count: (integer_literal) @number)
(block_label name: (caret_id) @label)
(caret_id) @label
(symbol_ref) @function

; Keywords of custom forms
(keyword) @keyword
(unknown_location) @keyword
[
  "loc" "callsite" "fused" "at" "to"
  "dense" "sparse" "dense_resource" "array" "strided" "offset" "distinct"
  "affine_map" "affine_set"
] @keyword
["floordiv" "ceildiv" "mod"] @keyword.operator

; Types
[
  (integer_type)
  (float_type)
  (index_type)
  (none_type)
  (token_type)
] @type.builtin
["tensor" "memref" "vector" "complex" "tuple"] @type.builtin
(dimension) @number
(dialect_type name: (dialect_name) @type)
(type_alias) @type.definition
(type_alias_definition name: (type_alias) @type.definition)

; Attributes
(attribute_alias) @constant
(attribute_alias_definition name: (attribute_alias) @constant)
(dialect_attribute name: (dialect_name) @attribute)
(attribute_entry name: (attribute_name) @property)
(unit_attribute) @constant.builtin
(boolean_literal) @boolean
(integer_literal) @number
(float_literal) @float
(string_literal) @string
(affine_identifier) @variable.parameter
(resource_handle) @string.special
(metadata_key) @property

; Punctuation
["(" ")" "[" "]" "{" "}" "<" ">"] @punctuation.bracket
["," ":" "::"] @punctuation.delimiter
["=" "->" "+" "-" "*" ">=" "==" "<="] @operator
(punctuation) @punctuation.special
["{-#" "#-}"] @punctuation.special
