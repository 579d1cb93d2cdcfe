; Scopes: regions (isolated or not; MLIR values are visible in nested regions).
(region) @local.scope
(source_file) @local.scope

; Definitions
(op_result name: (value_id) @local.definition.var)
(block_argument name: (value_id) @local.definition.parameter)
(block_label name: (caret_id) @local.definition.label)
(attribute_alias_definition name: (attribute_alias) @local.definition.constant)
(type_alias_definition name: (type_alias) @local.definition.type)
; `func.func @f(%arg0: i32)`: arguments of a custom form's signature.
(custom_operation (paren_group . (value_use) @local.definition.parameter))
(custom_operation (symbol_ref) . (paren_group (value_use) @local.definition.parameter))

; References
(value_use) @local.reference
(caret_id) @local.reference
(attribute_alias) @local.reference
(type_alias) @local.reference
(symbol_ref) @local.reference
