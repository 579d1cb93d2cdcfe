; Functions: a custom op with a symbol name and a body region (func.func,
; llvm.func, gpu.func, ...).
(operation
  (custom_operation
    (symbol_ref)
    (region) @function.inner)) @function.outer

(block) @block.outer
(region) @block.outer
(block (operation) @block.inner)

(operation) @statement.outer

(block_argument) @parameter.inner
(block_argument) @parameter.outer
(operand_list (value_use) @parameter.inner)
(attribute_entry) @parameter.outer

(comment) @comment.outer
(split_marker) @comment.outer
