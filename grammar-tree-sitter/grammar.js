/**
 * @file Tree-sitter grammar for MLIR's textual IR (.mlir).
 *
 * Dialect-open: no op, type or attribute name of any dialect is a token here.
 * An operation is either the generic form (`"dialect.op"(...) ... : type`) or a
 * custom form: an op name followed by a bounded sequence of generic pieces.
 * The external scanner (src/scanner.c) ends a custom operation at a newline
 * that is followed by the start of another operation, a block label or an
 * alias definition, so a broken or unusual op never absorbs its neighbours.
 *
 * The public node and field names are documented in README.md.
 */

/* eslint-disable arrow-parens, camelcase */
/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

const PREC = {
  kw_fallback: -1,
  affine_add: 1,
  affine_mul: 2,
  affine_neg: 3,
  typed: 1,
};

// Keywords that open a builtin construct (`dense<`, `vector<`, `loc(` ...). In
// the pieces of a custom form or a dialect body the same word may also be a
// plain keyword (`d0 : dense` in a sparse encoding), so it falls back to one.
const OPENING_KEYWORDS = [
  'tensor', 'memref', 'vector', 'complex', 'tuple', 'loc', 'dense', 'sparse',
  'strided', 'affine_map', 'affine_set', 'dense_resource', 'distinct',
];

const SUFFIX_ID = /([0-9]+|[A-Za-z$._\-][A-Za-z0-9$._\-]*)/.source;

module.exports = grammar({
  name: 'mlir',

  word: $ => $.bare_id,

  externals: $ => [
    $._op_end,
    $._region_lbrace,
    $._dict_lbrace,
    $._error_sentinel,
    $._dangling_end,
    $._unclosed,
    $._unclosed_brace,
  ],

  extras: $ => [/[\s\x00]/, $.comment, $.split_marker],

  supertypes: $ => [$._type, $._attribute],

  inline: $ => [$._custom_atom, $._piece],

  conflicts: $ => [
    // `array<i32: 1, 2>` is a dense array; `!llvm.struct<(array<4 x i32>)>` a keyword and a group.
    [$._atom, $.dense_array_attribute],
  ],

  rules: {
    source_file: $ => repeat($._toplevel),

    _toplevel: $ => choice(
      $.operation,
      $.attribute_alias_definition,
      $.type_alias_definition,
      $.file_metadata,
    ),

    // ------------------------------------------------------------------ lexical
    comment: _ => token(seq('//', /[^\n\r]*/)),
    split_marker: _ => token(prec(2, seq('//', /[ \t]*/, '-----', /[^\n\r]*/))),

    bare_id: _ => /[A-Za-z_][A-Za-z0-9_$.]*/,
    // Same text as value_use; never valid in the same state. Listed first so
    // that error recovery reads `%r` at a line start as a new op's result.
    _value_id: _ => token(seq('%', new RegExp(SUFFIX_ID))),
    value_use: _ => token(seq('%', new RegExp(SUFFIX_ID), optional(/#[0-9]+/))),
    caret_id: _ => token(seq('^', new RegExp(SUFFIX_ID))),
    symbol_ref: _ => token(seq(
      '@', choice(/[A-Za-z_][A-Za-z0-9_$.\-]*/, /"([^"\\\n]|\\.)*"/),
      repeat(seq('::@', choice(/[A-Za-z_][A-Za-z0-9_$.\-]*/, /"([^"\\\n]|\\.)*"/))),
    )),
    attribute_alias: _ => /#[A-Za-z_][A-Za-z0-9_$\-]*/,
    type_alias: _ => /![A-Za-z_][A-Za-z0-9_$\-]*/,
    _dialect_attribute_name: _ => /#[A-Za-z_][A-Za-z0-9_$]*\.[A-Za-z0-9_$.]*/,
    _dialect_type_name: _ => /![A-Za-z_][A-Za-z0-9_$]*\.[A-Za-z0-9_$.]*/,

    integer_literal: _ => token(choice(/-?[0-9]+/, /0x[0-9A-Fa-f]+/)),
    float_literal: _ => token(/[-+]?[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?/),
    string_literal: _ => token(seq('"', repeat(choice(/[^"\\]+/, /\\./)), '"')),
    boolean_literal: _ => choice('true', 'false'),

    // -------------------------------------------------------------- operations
    operation: $ => seq(
      optional(seq(field('results', $.result_list), '=')),
      choice($.generic_operation, $.custom_operation),
    ),

    result_list: $ => commaSep1($.op_result),
    op_result: $ => seq(
      field('name', alias($._value_id, $.value_id)),
      optional(seq(token.immediate(':'), field('count', alias(token.immediate(/[0-9]+/), $.integer_literal)))),
    ),

    generic_operation: $ => seq(
      field('name', alias($.string_literal, $.generic_op_name)),
      '(', optional(field('operands', $.operand_list)), close($, ')'),
      optional(field('successors', $.successor_list)),
      optional(field('properties', $.properties)),
      optional(field('regions', $.region_list)),
      optional(field('attributes', $.dictionary_attribute)),
      ':', field('type', $.function_type),
      optional(field('location', $.location)),
    ),

    operand_list: $ => commaSep1($.value_use),
    successor_list: $ => seq('[', commaSep1($.successor), ']'),
    successor: $ => seq(
      field('label', $.caret_id),
      optional(seq('(', commaSep1($.value_use), ':', commaSep1($._type), ')')),
    ),
    properties: $ => seq('<', $.dictionary_attribute, '>'),
    region_list: $ => seq('(', commaSep1($.region), ')'),

    custom_operation: $ => seq(
      field('name', alias($.bare_id, $.op_name)),
      repeat($._piece),
      $._op_end,
    ),

    // One piece of a custom form: an atom, or a connector that needs an atom
    // after it (so a line ending in `,` `:` `=` `->` continues the op).
    _piece: $ => choice(
      $._custom_atom,
      seq(repeat1($._connector), choice(
        $._custom_atom,
        // A connector that ends the line before another operation.
        alias($._dangling_end, $.missing_piece),
      )),
      alias('>', $.punctuation),
    ),

    _custom_atom: $ => choice(
      $._atom,
      $.region,
      alias($._custom_dictionary, $.dictionary_attribute),
    ),

    _custom_dictionary: $ => seq($._dict_lbrace, commaSep($.attribute_entry), '}'),

    _connector: $ => choice(',', ':', '=', '->'),

    _atom: $ => choice(
      $.value_use,
      $.symbol_ref,
      $.caret_id,
      $._non_function_type,
      $.integer_literal,
      $.float_literal,
      $.string_literal,
      $.boolean_literal,
      $.unit_attribute,
      $._builtin_attribute,
      $.dialect_attribute,
      $.attribute_alias,
      $.location,
      alias($.bare_id, $.keyword),
      alias($._keyword_fallback, $.keyword),
      alias('array', $.keyword),
      $.paren_group,
      $.bracket_group,
      $.angle_group,
      $.brace_group,
      $.punctuation,
    ),

    _keyword_fallback: _ => prec(PREC.kw_fallback, choice(...OPENING_KEYWORDS)),
    punctuation: _ => choice(token(/<-[ \t]/), '*', '?', '+', '-', '|', '...', '::', '&', '/', '!', '#', '%', '^', '$'),

    _group_item: $ => choice($._atom, $._connector),
    paren_group: $ => seq('(', repeat($._group_item), close($, ')')),
    bracket_group: $ => seq('[', repeat($._group_item), close($, ']')),
    angle_group: $ => seq('<', repeat($._group_item), close($, '>')),
    brace_group: $ => seq('{', repeat($._group_item), close($, '}')),

    // ------------------------------------------------------- regions and blocks
    region: $ => seq(
      $._region_lbrace,
      repeat($.operation),
      repeat($.block),
      '}',
    ),

    block: $ => seq(field('label', $.block_label), repeat($.operation)),

    block_label: $ => seq(
      field('name', $.caret_id),
      optional(field('arguments', $.block_arg_list)),
      ':',
    ),

    block_arg_list: $ => seq('(', commaSep($.block_argument), ')'),
    block_argument: $ => seq(
      field('name', alias($._value_id, $.value_id)),
      ':',
      field('type', $._type),
      optional(field('attributes', $.dictionary_attribute)),
      optional(field('location', $.location)),
    ),

    // ------------------------------------------------------------------- types
    _type: $ => choice($._non_function_type, $.function_type),

    _non_function_type: $ => choice(
      $.integer_type,
      $.float_type,
      $.index_type,
      $.none_type,
      $.token_type,
      $.complex_type,
      $.tuple_type,
      $.vector_type,
      $.tensor_type,
      $.memref_type,
      $.dialect_type,
      $.type_alias,
    ),

    integer_type: _ => token(prec(1, /[su]?i[0-9]+/)),
    float_type: _ => token(prec(1, choice(
      'bf16', 'tf32',
      /f[0-9]+/,
      /f[0-9]+E[0-9]+M[0-9]+[A-Za-z0-9]*/,
      /f[0-9]+E[0-9]+[A-Za-z0-9]*/,
    ))),
    index_type: _ => 'index',
    none_type: _ => 'none',
    token_type: _ => 'token',
    complex_type: $ => seq('complex', '<', field('element', $._type), close($, '>')),
    tuple_type: $ => seq('tuple', '<', commaSep($._type), close($, '>')),

    vector_type: $ => seq(
      'vector', '<',
      optional(field('shape', alias($._vector_shape, $.shape))),
      field('element', $._type),
      close($, '>'),
    ),
    _vector_shape: $ => repeat1(choice($.dimension, $.scalable_dimension)),
    scalable_dimension: $ => seq('[', alias(/[0-9]+/, $.integer_literal), token(seq(']', /[ \t]*/, 'x'))),

    tensor_type: $ => seq(
      'tensor', '<',
      optional(choice(
        field('shape', alias($._ranked_shape, $.shape)),
        field('shape', alias($._unranked_shape, $.shape)),
      )),
      field('element', $._type),
      optional(seq(',', field('encoding', $._attribute))),
      close($, '>'),
    ),

    memref_type: $ => seq(
      'memref', '<',
      optional(choice(
        field('shape', alias($._ranked_shape, $.shape)),
        field('shape', alias($._unranked_shape, $.shape)),
      )),
      field('element', $._type),
      repeat(seq(',', field('layout', $._attribute))),
      close($, '>'),
    ),

    _ranked_shape: $ => repeat1($.dimension),
    _unranked_shape: $ => alias(token(seq('*', /[ \t]*/, 'x')), $.dimension),
    dimension: _ => token(/([0-9]+|\?)[ \t]*x/),

    function_type: $ => prec.right(seq(
      field('inputs', $.type_list),
      '->',
      field('results', choice($._non_function_type, $.type_list)),
    )),
    type_list: $ => seq('(', commaSep($._type), close($, ')')),

    dialect_type: $ => choice(
      seq(field('name', alias($._dialect_type_name, $.dialect_name)),
        optional(field('body', $.dialect_body))),
      seq(field('name', alias($.type_alias, $.dialect_name)), field('body', $.dialect_body)),
    ),

    // `<...>` after a dialect type or attribute name: balanced generic pieces.
    dialect_body: $ => seq(token.immediate(prec(1, '<')), repeat($._group_item), close($, '>')),

    // -------------------------------------------------------------- attributes
    _attribute: $ => choice(
      $._attribute_core,
      $.typed_attribute,
    ),

    _attribute_core: $ => choice(
      $.integer_literal,
      $.float_literal,
      $.string_literal,
      $.boolean_literal,
      $.unit_attribute,
      $.array_attribute,
      $.dictionary_attribute,
      $._builtin_attribute,
      $.dialect_attribute,
      $.attribute_alias,
      $.symbol_ref,
      $.location,
      $._type,
      alias($.bare_id, $.keyword),
    ),

    typed_attribute: $ => prec(PREC.typed, seq(
      field('value', choice(
        $.integer_literal, $.float_literal, $.string_literal, $.boolean_literal,
        $.dense_elements_attribute, $.sparse_elements_attribute,
        $.dense_resource_attribute, $.dialect_attribute, $.attribute_alias,
      )),
      ':',
      field('type', $._type),
    )),

    _builtin_attribute: $ => choice(
      $.dense_elements_attribute,
      $.sparse_elements_attribute,
      $.dense_resource_attribute,
      $.dense_array_attribute,
      $.strided_layout,
      $.affine_map,
      $.affine_set,
      $.distinct_attribute,
    ),

    unit_attribute: _ => 'unit',

    array_attribute: $ => seq('[', commaSep($._attribute), ']'),

    dictionary_attribute: $ => seq('{', commaSep($.attribute_entry), '}'),
    attribute_entry: $ => seq(
      field('name', choice(alias($.bare_id, $.attribute_name), $.string_literal)),
      optional(seq('=', field('value', $._attribute))),
    ),

    dialect_attribute: $ => choice(
      seq(field('name', alias($._dialect_attribute_name, $.dialect_name)),
        optional(field('body', $.dialect_body))),
      seq(field('name', alias($.attribute_alias, $.dialect_name)), field('body', $.dialect_body)),
    ),

    dense_elements_attribute: $ => seq(
      'dense', '<', optional(field('value', $._dense_value)), '>',
    ),
    sparse_elements_attribute: $ => seq(
      'sparse', '<',
      optional(seq(field('indices', $._dense_value), ',', field('values', $._dense_value))),
      '>',
    ),
    _dense_value: $ => choice($.tensor_literal, $._dense_element),
    tensor_literal: $ => seq('[', commaSep(choice($.tensor_literal, $._dense_element)), ']'),
    _dense_element: $ => choice(
      $.integer_literal, $.float_literal, $.boolean_literal, $.string_literal, $.complex_literal,
    ),
    complex_literal: $ => seq('(', $._dense_element, ',', $._dense_element, ')'),

    dense_resource_attribute: $ => seq(
      'dense_resource', '<', field('handle', alias($.bare_id, $.resource_handle)), '>',
    ),

    dense_array_attribute: $ => prec.dynamic(1, seq(
      'array', '<', field('element', $._type),
      optional(seq(':', commaSep(choice($.integer_literal, $.float_literal, $.boolean_literal)))),
      '>',
    )),

    strided_layout: $ => seq(
      'strided', '<',
      field('strides', $.stride_list),
      optional(seq(',', 'offset', ':', field('offset', $._stride))),
      '>',
    ),
    stride_list: $ => seq('[', commaSep($._stride), ']'),
    _stride: $ => choice($.integer_literal, alias('?', $.dynamic)),

    distinct_attribute: $ => seq(
      'distinct', '[', field('id', $.integer_literal), ']',
      '<', optional(field('value', $._attribute)), '>',
    ),

    // ------------------------------------------------------------------ affine
    affine_map: $ => seq('affine_map', '<', $._affine_map_body, '>'),
    _affine_map_body: $ => seq(
      field('dimensions', $.dimension_list),
      optional(field('symbols', $.symbol_list)),
      '->',
      field('results', $.affine_result_list),
    ),
    affine_set: $ => seq(
      'affine_set', '<',
      field('dimensions', $.dimension_list),
      optional(field('symbols', $.symbol_list)),
      ':',
      field('constraints', $.affine_constraint_list),
      '>',
    ),
    dimension_list: $ => seq('(', commaSep(alias($.bare_id, $.affine_identifier)), ')'),
    symbol_list: $ => seq('[', commaSep(alias($.bare_id, $.affine_identifier)), ']'),
    affine_result_list: $ => seq('(', commaSep($._affine_expr), ')'),
    affine_constraint_list: $ => seq('(', commaSep($.affine_constraint), ')'),
    affine_constraint: $ => seq(
      field('left', $._affine_expr),
      field('operator', choice('>=', '==', '<=')),
      field('right', $._affine_expr),
    ),

    _affine_expr: $ => choice(
      alias($.bare_id, $.affine_identifier),
      $.integer_literal,
      $.affine_binary_expression,
      $.affine_unary_expression,
      $.affine_parenthesized_expression,
    ),
    affine_binary_expression: $ => choice(
      prec.left(PREC.affine_add, seq(
        field('left', $._affine_expr), field('operator', choice('+', '-')),
        field('right', $._affine_expr),
      )),
      prec.left(PREC.affine_mul, seq(
        field('left', $._affine_expr),
        field('operator', choice('*', 'floordiv', 'ceildiv', 'mod')),
        field('right', $._affine_expr),
      )),
    ),
    affine_unary_expression: $ => prec(PREC.affine_neg, seq('-', field('operand', $._affine_expr))),
    affine_parenthesized_expression: $ => seq('(', $._affine_expr, ')'),

    // --------------------------------------------------------------- locations
    location: $ => seq('loc', '(', $._location_inner, ')'),

    _location_inner: $ => choice(
      alias('unknown', $.unknown_location),
      $.file_location,
      $.name_location,
      $.callsite_location,
      $.fused_location,
      $.attribute_alias,
      $.location,
    ),
    file_location: $ => seq(
      field('file', $.string_literal), ':', field('line', $.integer_literal),
      ':', field('column', $.integer_literal),
      optional(seq(
        'to', optional(field('end_line', $.integer_literal)),
        ':', field('end_column', $.integer_literal),
      )),
    ),
    name_location: $ => seq(
      field('name', $.string_literal),
      optional(seq('(', field('child', $._location_inner), ')')),
    ),
    callsite_location: $ => seq(
      'callsite', '(', field('callee', $._location_inner), 'at',
      field('caller', $._location_inner), ')',
    ),
    fused_location: $ => seq(
      'fused',
      optional(seq('<', field('metadata', $._attribute), '>')),
      '[', commaSep($._location_inner), ']',
    ),

    // ------------------------------------------------------ top-level entities
    attribute_alias_definition: $ => seq(
      field('name', $.attribute_alias), '=', field('value', $._attribute),
    ),
    type_alias_definition: $ => seq(
      field('name', $.type_alias), '=', field('value', $._type),
    ),

    file_metadata: $ => seq('{-#', commaSep($.metadata_entry), '#-}'),
    metadata_entry: $ => seq(
      field('key', alias($.bare_id, $.metadata_key)), ':',
      field('value', choice($.metadata_dictionary, $.string_literal)),
    ),
    metadata_dictionary: $ => seq('{', commaSep($.metadata_entry), '}'),
  },
});

/**
 * A closing bracket, or -- when the next line plainly starts another operation
 * -- a zero-width `missing_close`, so an unbalanced bracket stays inside its op.
 * @param {GrammarSymbols<string>} $
 * @param {string} bracket
 * @returns {ChoiceRule}
 */
function close($, bracket) {
  const unclosed = bracket === '}' ? $._unclosed_brace : $._unclosed;
  return choice(bracket, alias(unclosed, $.missing_close));
}

/**
 * @param {RuleOrLiteral} rule
 * @returns {SeqRule}
 */
function commaSep1(rule) {
  return seq(rule, repeat(seq(',', rule)));
}

/**
 * @param {RuleOrLiteral} rule
 * @returns {ChoiceRule}
 */
function commaSep(rule) {
  return optional(commaSep1(rule));
}
