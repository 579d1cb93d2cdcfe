; Symbols for outlines: operations that define a symbol (`func.func @f`,
; `memref.global @g`, `module @m`), and aliases.
(custom_operation
  name: (op_name) @context
  .
  (keyword)*
  .
  (symbol_ref) @name) @definition.function

(attribute_alias_definition name: (attribute_alias) @name) @definition.constant
(type_alias_definition name: (type_alias) @name) @definition.type

(symbol_ref) @name @reference.call
