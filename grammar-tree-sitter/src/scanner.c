/*
 * External scanner of the MLIR grammar. Stateless.
 *
 * _op_end        Ends a custom-form operation. Emitted as the newline that
 *                precedes the start of another operation (`%r =`, a generic
 *                `"op"`, a dotted op name, a default-dialect op such as
 *                `return`), a block label, an alias definition or file
 *                metadata; zero-width before `}` and at the end of input.
 *                Any other line is a continuation of the operation.
 * _region_lbrace A `{` that opens a region. Where a custom form may also have
 *                an attribute dictionary or a generic `{...}` group here, the
 *                content decides (see classify_brace).
 * _dict_lbrace   A `{` that opens the attribute dictionary of a custom form.
 * _error_sentinel Never valid in the grammar: valid only during error recovery.
 * _dangling_end  After a connector (`,` `:` `=` `->`) that ends a line when the
 *                next line plainly starts another operation (see
 *                line_starts_operation): the op ends in a `missing_piece`.
 * _unclosed      Zero-width stand-in for a missing `)` `]` `>` `}` when the
 *                next line plainly starts another operation (see
 *                line_starts_operation_strictly): the bracket closes there as
 *                a `missing_close` node and the next op is left alone. Also
 *                before a `}` line when the open bracket is not a `{`
 *                (_unclosed_brace is the same for `{`).
 */

#include "tree_sitter/parser.h"

#include <stdbool.h>
#include <string.h>

enum TokenType {
  OP_END,
  REGION_LBRACE,
  DICT_LBRACE,
  ERROR_SENTINEL,
  DANGLING_END,
  UNCLOSED,
  UNCLOSED_BRACE,
};

void *tree_sitter_mlir_external_scanner_create(void) { return NULL; }
void tree_sitter_mlir_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_mlir_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload;
  (void)buffer;
  return 0;
}
void tree_sitter_mlir_external_scanner_deserialize(void *payload, const char *buffer,
                                                   unsigned length) {
  (void)payload;
  (void)buffer;
  (void)length;
}

static inline void adv(TSLexer *lexer) { lexer->advance(lexer, false); }

static inline bool is_hspace(int32_t c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

static inline bool is_id_start(int32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static inline bool is_id_char(int32_t c) {
  return is_id_start(c) || (c >= '0' && c <= '9') || c == '$' || c == '.';
}

static inline bool at_eof(TSLexer *lexer) { return lexer->eof(lexer); }

/* Skips whitespace (newlines included) and `//` comments. Returns whether a
 * newline was crossed. A lone `/` is left in place. */
static bool skip_trivia(TSLexer *lexer) {
  bool newline = false;
  for (;;) {
    if (at_eof(lexer)) return newline;
    int32_t c = lexer->lookahead;
    if (c == '\n') {
      newline = true;
      adv(lexer);
    } else if (is_hspace(c) || c == 0) {
      adv(lexer);
    } else if (c == '/') {
      adv(lexer);
      if (lexer->lookahead != '/') return newline;
      while (!at_eof(lexer) && lexer->lookahead != '\n') adv(lexer);
    } else {
      return newline;
    }
  }
}

/* Words that continue an operation on the next line even though they are not
 * followed by a bracket: the keywords of common custom forms. They are
 * syntax of the forms, never operation names. */
static const char *const CONTINUATION_WORDS[] = {
    "attributes", "else", "do", "to", "step", "into", "ins", "outs", "iter_args", "in",
    "init", "shared_outs", "reduce", "then", "at", "by", "from", "with", "of", "on",
    "as", "inits", "body", "cleanup", "default", "kind", "mode", "uniform", "dims",
    "permutation", "inner_dims_pos", "inner_tiles", "outer_dims_perm", "padding_value",
    "cond", "applies", "across", "dynamic_shared_memory_size", "args", "reducer",
    NULL,
};

static bool is_continuation_word(const char *word) {
  for (int i = 0; CONTINUATION_WORDS[i]; i++) {
    if (strcmp(CONTINUATION_WORDS[i], word) == 0) return true;
  }
  return false;
}

/* The lexer is at the first significant character of a new line. Decides
 * whether that line starts something other than a continuation of the
 * current custom operation. */
static bool line_starts_new_item(TSLexer *lexer) {
  if (at_eof(lexer)) return true;
  int32_t c = lexer->lookahead;
  switch (c) {
    case '%':
      // Results of a new operation (`%r =`, `%r:2 =`, `%a, %b =`), not an
      // operand that continues the previous line (`%x {attrs}`, `%x : t`).
      for (;;) {
        adv(lexer);  // `%`
        while (is_id_char(lexer->lookahead) || lexer->lookahead == '-') adv(lexer);
        if (lexer->lookahead == ':') {
          adv(lexer);
          if (!(lexer->lookahead >= '0' && lexer->lookahead <= '9')) return false;
          while (lexer->lookahead >= '0' && lexer->lookahead <= '9') adv(lexer);
        }
        while (is_hspace(lexer->lookahead)) adv(lexer);
        if (lexer->lookahead != ',') break;
        adv(lexer);
        while (is_hspace(lexer->lookahead)) adv(lexer);
        if (lexer->lookahead != '%') return false;
      }
      if (lexer->lookahead != '=') return false;
      adv(lexer);
      return lexer->lookahead != '=';
    case '"':
    case '^':
    case '}':
    case ')':
    case ']':
      return true;
    case '{':
      adv(lexer);
      return lexer->lookahead == '-';  // `{-#` file metadata
    case '#':
    case '!': {
      // An alias definition `#name = ...` / `!name = ...`.
      adv(lexer);
      if (!is_id_start(lexer->lookahead)) return false;
      bool dotted = false;
      while (is_id_char(lexer->lookahead) || lexer->lookahead == '-') {
        if (lexer->lookahead == '.') dotted = true;
        adv(lexer);
      }
      if (dotted) return false;
      while (is_hspace(lexer->lookahead)) adv(lexer);
      if (lexer->lookahead != '=') return false;
      adv(lexer);
      return lexer->lookahead != '=';
    }
    default:
      break;
  }
  if (!is_id_start(c)) return false;

  char word[32];
  unsigned len = 0;
  bool dotted = false;
  while (is_id_char(lexer->lookahead)) {
    if (lexer->lookahead == '.') dotted = true;
    if (len + 1 < sizeof word) word[len++] = (char)lexer->lookahead;
    adv(lexer);
  }
  word[len] = 0;
  if (dotted) return true;  // `dialect.op`
  while (is_hspace(lexer->lookahead)) adv(lexer);
  int32_t next = lexer->lookahead;
  if (at_eof(lexer) || next == '\n') return !is_continuation_word(word);
  if (is_continuation_word(word)) return false;
  // A default-dialect op (`return %x`, `module {`, `call @f(...)`,
  // `module attributes {...}`) versus a keyword that continues the op
  // (`ins(`, `globalStride [..]`, `offset: 3`).
  return next == '%' || next == '@' || next == '{' || next == '"' || next == '^' || next == '}' ||
         next == '/' || is_id_start(next);
}

/* Stricter than line_starts_new_item: results `%r =`, a generic op, a dotted
 * op name, or the end of the enclosing region. */
static bool line_starts_operation(TSLexer *lexer) {
  if (at_eof(lexer)) return true;
  int32_t c = lexer->lookahead;
  if (c == '%' || c == '"' || c == '}') return line_starts_new_item(lexer);
  if (!is_id_start(c)) return false;
  while (is_id_char(lexer->lookahead)) {
    if (lexer->lookahead == '.') return true;
    adv(lexer);
  }
  return false;
}

/* Inside an open bracket almost anything may continue on the next line
 * (`iter_args(%a = %b,\n %c = %d)`), so only `%r = dialect.op`, `%r = "op"`
 * and `dialect.op %x` / `dialect.op @f` / `dialect.op(` count. */
static bool line_starts_operation_strictly(TSLexer *lexer) {
  if (at_eof(lexer)) return true;
  int32_t c = lexer->lookahead;
  if (c == '%') {
    for (;;) {
      adv(lexer);
      while (is_id_char(lexer->lookahead) || lexer->lookahead == '-') adv(lexer);
      if (lexer->lookahead == ':') {
        adv(lexer);
        while (lexer->lookahead >= '0' && lexer->lookahead <= '9') adv(lexer);
      }
      while (is_hspace(lexer->lookahead)) adv(lexer);
      if (lexer->lookahead != ',') break;
      adv(lexer);
      while (is_hspace(lexer->lookahead)) adv(lexer);
      if (lexer->lookahead != '%') return false;
    }
    if (lexer->lookahead != '=') return false;
    adv(lexer);
    if (lexer->lookahead == '=') return false;
    while (is_hspace(lexer->lookahead)) adv(lexer);
    return lexer->lookahead == '"' || is_id_start(lexer->lookahead);
  }
  if (!is_id_start(c)) return false;
  bool dotted = false;
  while (is_id_char(lexer->lookahead)) {
    if (lexer->lookahead == '.') dotted = true;
    adv(lexer);
  }
  if (!dotted) return false;
  if (lexer->lookahead == '(') return true;
  if (!is_hspace(lexer->lookahead)) return false;
  while (is_hspace(lexer->lookahead)) adv(lexer);
  c = lexer->lookahead;
  return c == '%' || c == '@' || c == '"' || c == '(' || c == '^' || is_id_start(c);
}

/* Classifies a `{` at the top level of a custom form. The lexer is just past
 * the `{`. Returns REGION_LBRACE, DICT_LBRACE, or -1 for a generic group. */
static int classify_brace(TSLexer *lexer) {
  bool tight = is_id_start(lexer->lookahead) || lexer->lookahead == '"';
  bool newline = skip_trivia(lexer);
  if (at_eof(lexer)) return REGION_LBRACE;
  int32_t c = lexer->lookahead;
  if (c == '}' || c == '^' || c == '%') return REGION_LBRACE;
  if (c == '"') {
    adv(lexer);
    while (!at_eof(lexer) && lexer->lookahead != '"' && lexer->lookahead != '\n') {
      if (lexer->lookahead == '\\') adv(lexer);
      adv(lexer);
    }
    if (lexer->lookahead != '"') return REGION_LBRACE;
    adv(lexer);
    while (is_hspace(lexer->lookahead)) adv(lexer);
    if (lexer->lookahead == '=') {
      adv(lexer);
      while (is_hspace(lexer->lookahead)) adv(lexer);
      return (lexer->lookahead == '%' || lexer->lookahead == '<') ? -1 : DICT_LBRACE;
    }
    if ((lexer->lookahead == ',' || lexer->lookahead == '}') && !newline) return DICT_LBRACE;
    return REGION_LBRACE;
  }
  if (is_id_start(c)) {
    while (is_id_char(lexer->lookahead)) adv(lexer);
    while (is_hspace(lexer->lookahead)) adv(lexer);
    int32_t next = lexer->lookahead;
    if (next == '=') {
      adv(lexer);
      if (lexer->lookahead == '=') return -1;
      while (is_hspace(lexer->lookahead)) adv(lexer);
      // `{key = %v}` or `{key = <...>}`: custom syntax, not an attribute.
      return (lexer->lookahead == '%' || lexer->lookahead == '<') ? -1 : DICT_LBRACE;
    }
    if (next == ',') return newline ? REGION_LBRACE : DICT_LBRACE;
    if (next == '}') return (tight && !newline) ? DICT_LBRACE : REGION_LBRACE;
    return REGION_LBRACE;
  }
  return newline ? REGION_LBRACE : -1;
}

/* The lexer is just past a `{` where a region may start: the token ends
 * there; decides region, attribute dictionary or generic group (false). */
static bool scan_brace(TSLexer *lexer, const bool *valid_symbols, bool error_mode) {
  lexer->mark_end(lexer);
  if (!valid_symbols[DICT_LBRACE] && !error_mode) {
    lexer->result_symbol = REGION_LBRACE;
    return true;
  }
  int kind = classify_brace(lexer);
  if (kind < 0) return false;
  if (kind == DICT_LBRACE && !valid_symbols[DICT_LBRACE]) return false;
  lexer->result_symbol = (enum TokenType)kind;
  return true;
}

bool tree_sitter_mlir_external_scanner_scan(void *payload, TSLexer *lexer,
                                            const bool *valid_symbols) {
  (void)payload;
  bool error_mode = valid_symbols[ERROR_SENTINEL];

  while (!at_eof(lexer) && (is_hspace(lexer->lookahead) || lexer->lookahead == 0)) {
    lexer->advance(lexer, true);
  }

  if ((valid_symbols[UNCLOSED] || valid_symbols[UNCLOSED_BRACE]) && !error_mode) {
    enum TokenType kind = valid_symbols[UNCLOSED] ? UNCLOSED : UNCLOSED_BRACE;
    if (at_eof(lexer)) {
      lexer->result_symbol = kind;
      lexer->mark_end(lexer);
      return true;
    }
    if (lexer->lookahead == '\n') {
      lexer->mark_end(lexer);
      adv(lexer);
      skip_trivia(lexer);
      // A `}` on the next line closes a region: it cannot close `(` `[` `<`.
      if ((kind == UNCLOSED && lexer->lookahead == '}') || line_starts_operation_strictly(lexer)) {
        lexer->result_symbol = kind;
        return true;
      }
      return false;
    }
  }

  if (valid_symbols[OP_END]) {
    if (at_eof(lexer)) {
      lexer->result_symbol = OP_END;
      lexer->mark_end(lexer);
      return true;
    }
    int32_t c = lexer->lookahead;
    if (c == '}' || c == ')' || c == ']') {
      if (error_mode) return false;
      lexer->result_symbol = OP_END;
      lexer->mark_end(lexer);
      return true;
    }
    if (c == '\n' && error_mode) {
      // During recovery the token must not be empty: it is the newline.
      adv(lexer);
      lexer->mark_end(lexer);
      skip_trivia(lexer);
      if (line_starts_new_item(lexer)) {
        lexer->result_symbol = OP_END;
        return true;
      }
      return false;
    }
    if (c == '\n') {
      // Zero-width, just before the next line's first token (or comment), so a
      // region brace on its own line is still seen by this scanner.
      while (!at_eof(lexer) && (lexer->lookahead == '\n' || is_hspace(lexer->lookahead) ||
                                lexer->lookahead == 0)) {
        lexer->advance(lexer, true);
      }
      lexer->mark_end(lexer);
      if (lexer->lookahead == '{' && valid_symbols[REGION_LBRACE]) {
        adv(lexer);
        if (lexer->lookahead == '-') {  // `{-#` file metadata
          lexer->result_symbol = OP_END;
          return true;
        }
        return scan_brace(lexer, valid_symbols, error_mode);
      }
      skip_trivia(lexer);
      if (line_starts_new_item(lexer)) {
        lexer->result_symbol = OP_END;
        return true;
      }
      return false;
    }
    if (c != '{') return false;
  }

  // Right after a connector (`,` `:` `=` `->`) the operation goes on, so a
  // newline is no boundary -- unless the next line plainly starts another
  // operation: then the op ends in a `missing_piece` node instead of
  // swallowing its neighbour.
  if (valid_symbols[DANGLING_END] && !error_mode) {
    if (at_eof(lexer)) {
      lexer->result_symbol = DANGLING_END;
      lexer->mark_end(lexer);
      return true;
    }
    if (lexer->lookahead == '\n') {
      lexer->mark_end(lexer);  // zero-width: the newline then ends the op
      adv(lexer);
      skip_trivia(lexer);
      if (line_starts_operation(lexer)) {
        lexer->result_symbol = DANGLING_END;
        return true;
      }
      return false;
    }
  }

  if (lexer->lookahead == '{' && valid_symbols[REGION_LBRACE]) {
    adv(lexer);
    if (lexer->lookahead == '-') return false;  // `{-#`
    return scan_brace(lexer, valid_symbols, error_mode);
  }
  return false;
}
