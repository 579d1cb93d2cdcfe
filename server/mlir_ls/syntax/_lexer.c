/* The compiled fast path of `mlir_ls.syntax.lexer`: `mlir_ls.syntax._mlir_lexer`.
 *
 * `next_token(text, pos)` returns the token at or after `pos` as `(kind, start, end)`,
 * exactly what `lexer.regex_next_token` (the pure-Python definition, one regular
 * expression) returns: white space and `//` comments are skipped, punctuation tokens
 * use their spelling as the kind, a character that starts no token is an `error` token
 * of one character, an unterminated string an `error` token up to the end of its line,
 * and the end of the text an `eof` token. Offsets count code points (Python `str`
 * indices). tests/test_lexer_fast_path.py checks both give the same tokens.
 *
 * `comment_spans(text)` gives the (start, end) of every `//` comment of the text.
 *
 * `scan(text, pos, comments)` lexes from `pos` to the end: a list of `(kind, start, end)`
 * tuples, `comment` tokens included when `comments` is true, the `eof` token last.
 *
 * `Cursor` is the parser's token cursor (`parser.base.PyCursor` is its definition): the
 * attributes `src`, `kind`, `start`, `end`, `prev_end`, the methods `advance()` and
 * `reset(pos)` and the property `text`, as a base class for `parser.base.ParserBase`.
 *
 * `mask_ssa_uses(text, start, end)` is `lexer.regex_mask_ssa_uses`: the text of
 * `text[start:end]` with every SSA use (`%name`, `%name#N`) replaced by `%`, the uses as
 * `(start, end, name, number)` tuples, and which uses repeat another's spelling.
 *
 * `custom_line_shape(text, pos, context)` is `lexer.regex_custom_line_shape`: the one-line
 * custom-form op at `pos` as the parser's custom line memo keys it.
 *
 * Only the limited API (3.11) is used: an ASCII text is read through its UTF-8 buffer
 * (which CPython keeps as the text's own storage), any other text one code point at a
 * time with `PyUnicode_ReadChar`. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>
#include <structmember.h>

typedef struct {
  const unsigned char *ascii; /* the text when it is ASCII, else NULL */
  PyObject *text;
  Py_ssize_t len;
} Source;

static inline Py_UCS4 at(const Source *s, Py_ssize_t i) {
  if (s->ascii != NULL) return s->ascii[i];
  return PyUnicode_ReadChar(s->text, i);
}

enum {
  K_FLOAT,
  K_INTEGER,
  K_BARE,
  K_PERCENT,
  K_CARET,
  K_AT,
  K_HASH,
  K_EXCLAIM,
  K_STRING,
  K_ERROR,
  K_EOF,
  K_COMMENT,
  K_LBRACE_DASH_HASH, /* {-# */
  K_HASH_DASH_RBRACE, /* #-} */
  K_ARROW,            /* -> */
  K_ELLIPSIS,         /* ... */
  K_LPAREN,
  K_RPAREN,
  K_LBRACE,
  K_RBRACE,
  K_LSQUARE,
  K_RSQUARE,
  K_LESS,
  K_GREATER,
  K_COLON,
  K_COMMA,
  K_EQUAL,
  K_QUESTION,
  K_STAR,
  K_PLUS,
  K_MINUS,
  K_PIPE,
  K_COUNT
};

static const char *const KIND_NAMES[K_COUNT] = {
    "float", "integer", "bare", "percent", "caret", "at", "hash", "exclaim", "string",
    "error", "eof", "comment", "{-#", "#-}", "->", "...", "(", ")", "{", "}", "[", "]",
    "<", ">", ":", ",", "=", "?", "*", "+", "-", "|"};

static PyObject *kind_strings[K_COUNT];

static inline int is_digit(Py_UCS4 c) { return c >= '0' && c <= '9'; }
static inline int is_letter(Py_UCS4 c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static inline int is_hex(Py_UCS4 c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
/* [ \t\r\n\f\v\0] */
static inline int is_blank(Py_UCS4 c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v' || c == 0;
}
/* [A-Za-z0-9_$.] (bare-id continuation) */
static inline int is_bare_char(Py_UCS4 c) {
  return is_letter(c) || is_digit(c) || c == '_' || c == '$' || c == '.';
}
/* [A-Za-z$._\-] (suffix-id start) */
static inline int is_id_start(Py_UCS4 c) {
  return is_letter(c) || c == '$' || c == '.' || c == '_' || c == '-';
}

/* suffix-id ::= [0-9]+ | [A-Za-z$._\-][A-Za-z0-9$._\-]*  at `i`; its end, or -1. */
static Py_ssize_t suffix_id(const Source *s, Py_ssize_t i) {
  Py_ssize_t n = s->len;
  if (i >= n) return -1;
  Py_UCS4 c = at(s, i);
  if (is_digit(c)) {
    do i++;
    while (i < n && is_digit(at(s, i)));
    return i;
  }
  if (!is_id_start(c)) return -1;
  i++;
  while (i < n) {
    c = at(s, i);
    if (!(is_id_start(c) || is_digit(c))) break;
    i++;
  }
  return i;
}

/* "(?:[^"\\\n]|\\.)*"  at `i` (a quote); its end, or -1 when it does not close. */
static Py_ssize_t string_literal(const Source *s, Py_ssize_t i) {
  Py_ssize_t n = s->len;
  i++;
  while (i < n) {
    Py_UCS4 c = at(s, i);
    if (c == '"') return i + 1;
    if (c == '\n') return -1;
    if (c == '\\') {
      if (i + 1 >= n || at(s, i + 1) == '\n') return -1;
      i += 2;
      continue;
    }
    i++;
  }
  return -1;
}

/* Skips white space and comments from `i`; with `comment` set, stops at a comment
 * (returned in *comment_end, else -1). */
static Py_ssize_t skip_trivia(const Source *s, Py_ssize_t i, int stop_at_comment,
                              Py_ssize_t *comment_end) {
  Py_ssize_t n = s->len;
  *comment_end = -1;
  while (i < n) {
    Py_UCS4 c = at(s, i);
    if (is_blank(c)) {
      i++;
      continue;
    }
    if (c == '/' && i + 1 < n && at(s, i + 1) == '/') {
      Py_ssize_t j = i + 2;
      while (j < n && at(s, j) != '\n' && at(s, j) != '\r') j++;
      if (stop_at_comment) {
        *comment_end = j;
        return i;
      }
      i = j;
      continue;
    }
    break;
  }
  return i;
}

/* The token starting at `i` (trivia already skipped): its kind; its end in *end. */
static int token_at(const Source *s, Py_ssize_t i, Py_ssize_t *end) {
  Py_ssize_t n = s->len;
  if (i >= n) {
    *end = n;
    return K_EOF;
  }
  Py_UCS4 c = at(s, i);
  Py_UCS4 next = i + 1 < n ? at(s, i + 1) : 0;
  Py_ssize_t j;
  if (is_digit(c)) {
    /* float: [0-9]+\.[0-9]*([eE][-+]?[0-9]+)?  before  integer: 0x[0-9A-Fa-f]+ | [0-9]+ */
    j = i;
    while (j < n && is_digit(at(s, j))) j++;
    if (j < n && at(s, j) == '.') {
      j++;
      while (j < n && is_digit(at(s, j))) j++;
      if (j < n && (at(s, j) == 'e' || at(s, j) == 'E')) {
        Py_ssize_t k = j + 1;
        if (k < n && (at(s, k) == '-' || at(s, k) == '+')) k++;
        if (k < n && is_digit(at(s, k))) {
          while (k < n && is_digit(at(s, k))) k++;
          j = k;
        }
      }
      *end = j;
      return K_FLOAT;
    }
    if (c == '0' && next == 'x' && i + 2 < n && is_hex(at(s, i + 2))) {
      j = i + 2;
      while (j < n && is_hex(at(s, j))) j++;
      *end = j;
      return K_INTEGER;
    }
    *end = j;
    return K_INTEGER;
  }
  if (is_letter(c) || c == '_') {
    j = i + 1;
    while (j < n && is_bare_char(at(s, j))) j++;
    *end = j;
    return K_BARE;
  }
  switch (c) {
    case '%':
    case '^':
    case '!':
      j = suffix_id(s, i + 1);
      if (j < 0) break;
      *end = j;
      return c == '%' ? K_PERCENT : c == '^' ? K_CARET : K_EXCLAIM;
    case '@':
      if (next == '"') {
        j = string_literal(s, i + 1);
        if (j >= 0) {
          *end = j;
          return K_AT;
        }
        break;
      }
      j = suffix_id(s, i + 1);
      if (j < 0) break;
      *end = j;
      return K_AT;
    case '{':
      if (next == '-' && i + 2 < n && at(s, i + 2) == '#') {
        *end = i + 3;
        return K_LBRACE_DASH_HASH;
      }
      *end = i + 1;
      return K_LBRACE;
    case '#':
      if (next == '-' && i + 2 < n && at(s, i + 2) == '}') {
        *end = i + 3;
        return K_HASH_DASH_RBRACE;
      }
      j = suffix_id(s, i + 1);
      if (j < 0) break;
      *end = j;
      return K_HASH;
    case '-':
      if (next == '>') {
        *end = i + 2;
        return K_ARROW;
      }
      *end = i + 1;
      return K_MINUS;
    case '.':
      if (next == '.' && i + 2 < n && at(s, i + 2) == '.') {
        *end = i + 3;
        return K_ELLIPSIS;
      }
      break;
    case '(': *end = i + 1; return K_LPAREN;
    case ')': *end = i + 1; return K_RPAREN;
    case '}': *end = i + 1; return K_RBRACE;
    case '[': *end = i + 1; return K_LSQUARE;
    case ']': *end = i + 1; return K_RSQUARE;
    case '<': *end = i + 1; return K_LESS;
    case '>': *end = i + 1; return K_GREATER;
    case ':': *end = i + 1; return K_COLON;
    case ',': *end = i + 1; return K_COMMA;
    case '=': *end = i + 1; return K_EQUAL;
    case '?': *end = i + 1; return K_QUESTION;
    case '*': *end = i + 1; return K_STAR;
    case '+': *end = i + 1; return K_PLUS;
    case '|': *end = i + 1; return K_PIPE;
    case '"':
      j = string_literal(s, i);
      if (j >= 0) {
        *end = j;
        return K_STRING;
      }
      /* unterminated: an error token up to the end of the line */
      j = i + 1;
      while (j < n && at(s, j) != '\n') j++;
      *end = j;
      return K_ERROR;
    default:
      break;
  }
  *end = i + 1;
  return K_ERROR;
}

/* The last text found to have no UTF-8 (lone surrogates), by address and length: asking
   again encodes it up to its first surrogate and fails, once per token (a parse of such a
   text was quadratic). A stale match, another text at the same address, only takes the
   code point path, which reads every text right. */
static const PyObject *no_utf8_text = NULL;
static Py_ssize_t no_utf8_len = -1;

static int source_of(PyObject *text, Source *s) {
  if (!PyUnicode_Check(text)) {
    PyErr_SetString(PyExc_TypeError, "text must be a str");
    return -1;
  }
  s->text = text;
  s->len = PyUnicode_GetLength(text);
  if (s->len < 0) return -1;
  if (text == no_utf8_text && s->len == no_utf8_len) {
    s->ascii = NULL;
    return 0;
  }
  Py_ssize_t size = 0;
  const char *utf8 = PyUnicode_AsUTF8AndSize(text, &size);
  if (utf8 == NULL) {
    /* lone surrogates have no UTF-8: read code points one by one */
    PyErr_Clear();
    s->ascii = NULL;
    no_utf8_text = text;
    no_utf8_len = s->len;
    return 0;
  }
  s->ascii = size == s->len ? (const unsigned char *)utf8 : NULL;
  return 0;
}

static Py_ssize_t clamp(Py_ssize_t pos, Py_ssize_t len) {
  if (pos < 0) return 0;
  return pos > len ? len : pos;
}

static PyObject *triple(int kind, Py_ssize_t start, Py_ssize_t end) {
  PyObject *result = PyTuple_New(3);
  if (result == NULL) return NULL;
  PyObject *a = PyLong_FromSsize_t(start);
  PyObject *b = PyLong_FromSsize_t(end);
  if (a == NULL || b == NULL) {
    Py_XDECREF(a);
    Py_XDECREF(b);
    Py_DECREF(result);
    return NULL;
  }
  Py_INCREF(kind_strings[kind]);
  PyTuple_SetItem(result, 0, kind_strings[kind]);
  PyTuple_SetItem(result, 1, a);
  PyTuple_SetItem(result, 2, b);
  return result;
}

static PyObject *next_token(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
  (void)self;
  if (nargs != 2) {
    PyErr_SetString(PyExc_TypeError, "next_token(text, pos) takes 2 arguments");
    return NULL;
  }
  Source s;
  if (source_of(args[0], &s) < 0) return NULL;
  Py_ssize_t pos = PyLong_AsSsize_t(args[1]);
  if (pos == -1 && PyErr_Occurred()) return NULL;
  Py_ssize_t comment_end;
  Py_ssize_t start = skip_trivia(&s, clamp(pos, s.len), 0, &comment_end);
  Py_ssize_t end;
  int kind = token_at(&s, start, &end);
  if (PyErr_Occurred()) return NULL;
  return triple(kind, start, end);
}

static PyObject *scan(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
  (void)self;
  if (nargs != 3) {
    PyErr_SetString(PyExc_TypeError, "scan(text, pos, comments) takes 3 arguments");
    return NULL;
  }
  Source s;
  if (source_of(args[0], &s) < 0) return NULL;
  Py_ssize_t pos = PyLong_AsSsize_t(args[1]);
  if (pos == -1 && PyErr_Occurred()) return NULL;
  int comments = PyObject_IsTrue(args[2]);
  if (comments < 0) return NULL;
  PyObject *out = PyList_New(0);
  if (out == NULL) return NULL;
  Py_ssize_t i = clamp(pos, s.len);
  for (;;) {
    Py_ssize_t comment_end;
    Py_ssize_t start = skip_trivia(&s, i, comments, &comment_end);
    Py_ssize_t end;
    int kind;
    if (comment_end >= 0) {
      kind = K_COMMENT;
      end = comment_end;
    } else {
      kind = token_at(&s, start, &end);
    }
    if (PyErr_Occurred()) goto fail;
    PyObject *item = triple(kind, start, end);
    if (item == NULL) goto fail;
    int appended = PyList_Append(out, item);
    Py_DECREF(item);
    if (appended < 0) goto fail;
    if (kind == K_EOF) return out;
    i = end;
  }
fail:
  Py_DECREF(out);
  return NULL;
}

static PyObject *comment_spans(PyObject *self, PyObject *text) {
  (void)self;
  Source s;
  if (source_of(text, &s) < 0) return NULL;
  PyObject *out = PyList_New(0);
  if (out == NULL) return NULL;
  Py_ssize_t i = 0;
  for (;;) {
    Py_ssize_t comment_end;
    Py_ssize_t start = skip_trivia(&s, i, 1, &comment_end);
    Py_ssize_t end;
    if (comment_end >= 0) {
      PyObject *a = PyLong_FromSsize_t(start);
      PyObject *b = PyLong_FromSsize_t(comment_end);
      PyObject *item = (a && b) ? PyTuple_Pack(2, a, b) : NULL;
      Py_XDECREF(a);
      Py_XDECREF(b);
      if (item == NULL) goto fail;
      int appended = PyList_Append(out, item);
      Py_DECREF(item);
      if (appended < 0) goto fail;
      i = comment_end;
      continue;
    }
    int kind = token_at(&s, start, &end);
    if (PyErr_Occurred()) goto fail;
    if (kind == K_EOF) return out;
    i = end;
  }
fail:
  Py_DECREF(out);
  return NULL;
}

static PyObject *substring(const Source *s, Py_ssize_t start, Py_ssize_t end) {
  if (s->ascii != NULL)
    return PyUnicode_FromStringAndSize((const char *)s->ascii + start, end - start);
  return PyUnicode_Substring(s->text, start, end);
}

/* Whether text[a:a+n] == text[b:b+n]. */
static int same_span(const Source *s, Py_ssize_t a, Py_ssize_t b, Py_ssize_t n) {
  if (s->ascii != NULL) return memcmp(s->ascii + a, s->ascii + b, (size_t)n) == 0;
  for (Py_ssize_t k = 0; k < n; k++)
    if (at(s, a + k) != at(s, b + k)) return 0;
  return 1;
}

/* %(suffix-id)(?:#([0-9]+))?  at `i` (a `%`): its end, the name's end in *name_end and
 * the digits' start in *digits (-1 without `#N`); -1 when no use starts at `i`. */
static Py_ssize_t ssa_use(const Source *s, Py_ssize_t i, Py_ssize_t limit, Py_ssize_t *name_end,
                          Py_ssize_t *digits) {
  Py_ssize_t n = limit;
  Py_ssize_t j = i + 1;
  *digits = -1;
  if (j >= n) return -1;
  Py_UCS4 c = at(s, j);
  if (is_digit(c)) {
    do j++;
    while (j < n && is_digit(at(s, j)));
  } else if (is_id_start(c)) {
    j++;
    while (j < n) {
      c = at(s, j);
      if (!(is_id_start(c) || is_digit(c))) break;
      j++;
    }
  } else {
    return -1;
  }
  *name_end = j;
  if (j + 1 < n && at(s, j) == '#' && is_digit(at(s, j + 1))) {
    *digits = j + 1;
    j += 2;
    while (j < n && is_digit(at(s, j))) j++;
  }
  return j;
}

typedef struct {
  Py_ssize_t start, end;
} Use;

/* Appends text[from:to] to `pieces` (a non-ASCII text is joined from pieces). */
static int append_piece(const Source *s, PyObject *pieces, Py_ssize_t from, Py_ssize_t to) {
  PyObject *piece = substring(s, from, to);
  if (piece == NULL) return -1;
  int failed = PyList_Append(pieces, piece);
  Py_DECREF(piece);
  return failed;
}

/* The SSA uses of text[start:end] masked: *uses_out the uses as `(start, end, name, number)`
 * tuples, *sharing_out which uses repeat an earlier use's spelling (a str, or None), and
 * *masked_out the text with every use replaced by `%`. With a `context` (a str), the text
 * is the custom line memo's key instead: context, NUL, the masked text and, when uses
 * repeat a spelling, NUL and the sharing. Returns -1 with an exception set on failure. */
static int mask_range(const Source *s, Py_ssize_t start, Py_ssize_t end, PyObject *context,
                      PyObject **masked_out, PyObject **uses_out, PyObject **sharing_out) {
  PyObject *uses = PyList_New(0);
  PyObject *masked = NULL, *sharing = NULL;
  Use small[16];
  Use *spans = small;
  Py_ssize_t count = 0, capacity = 16;
  int status = -1;
  if (uses == NULL) goto done;
  sharing = Py_NewRef(Py_None);
  for (Py_ssize_t i = start; i < end; i++) {
    if (at(s, i) != '%') continue;
    Py_ssize_t name_end, digits;
    Py_ssize_t use_end = ssa_use(s, i, end, &name_end, &digits);
    if (use_end < 0) continue;
    PyObject *name = substring(s, i + 1, name_end);
    PyObject *number = digits < 0 ? Py_NewRef(Py_None) : substring(s, digits, use_end);
    PyObject *a = PyLong_FromSsize_t(i);
    PyObject *b = PyLong_FromSsize_t(use_end);
    PyObject *item = (name && number && a && b) ? PyTuple_Pack(4, a, b, name, number) : NULL;
    Py_XDECREF(name);
    Py_XDECREF(number);
    Py_XDECREF(a);
    Py_XDECREF(b);
    if (item == NULL || PyList_Append(uses, item) < 0) {
      Py_XDECREF(item);
      goto done;
    }
    Py_DECREF(item);
    if (count == capacity) {
      Use *grown = PyMem_Malloc(sizeof(Use) * (size_t)capacity * 2);
      if (grown == NULL) {
        PyErr_NoMemory();
        goto done;
      }
      memcpy(grown, spans, sizeof(Use) * (size_t)count);
      if (spans != small) PyMem_Free(spans);
      spans = grown;
      capacity *= 2;
    }
    spans[count].start = i;
    spans[count].end = use_end;
    count++;
    i = use_end - 1;
  }
  /* sharing: for each use, the index of the first use spelled the same (None if all differ) */
  if (count > 1) {
    int repeated = 0;
    Py_ssize_t *first = PyMem_Malloc(sizeof(Py_ssize_t) * (size_t)count);
    if (first == NULL) {
      PyErr_NoMemory();
      goto done;
    }
    for (Py_ssize_t k = 0; k < count; k++) {
      first[k] = k;
      Py_ssize_t len = spans[k].end - spans[k].start;
      for (Py_ssize_t j = 0; j < k; j++) {
        if (spans[j].end - spans[j].start == len &&
            same_span(s, spans[j].start, spans[k].start, len)) {
          first[k] = first[j];
          repeated = 1;
          break;
        }
      }
    }
    if (repeated) {
      PyObject *numbers = PyList_New(count);
      if (numbers == NULL) {
        PyMem_Free(first);
        goto done;
      }
      for (Py_ssize_t k = 0; k < count; k++) {
        PyObject *text = PyUnicode_FromFormat("%zd", first[k]);
        if (text == NULL) {
          Py_DECREF(numbers);
          PyMem_Free(first);
          goto done;
        }
        PyList_SetItem(numbers, k, text);
      }
      PyObject *comma = PyUnicode_FromString(",");
      PyObject *joined = comma ? PyUnicode_Join(comma, numbers) : NULL;
      Py_XDECREF(comma);
      Py_DECREF(numbers);
      if (joined == NULL) {
        PyMem_Free(first);
        goto done;
      }
      Py_DECREF(sharing);
      sharing = joined;
    }
    PyMem_Free(first);
  }
  /* the context's and the sharing's UTF-8, when both (and the text) are ASCII */
  const char *context_utf8 = NULL, *sharing_utf8 = NULL;
  Py_ssize_t context_size = 0, sharing_size = 0;
  int ascii = s->ascii != NULL;
  if (ascii && context != NULL) {
    context_utf8 = PyUnicode_AsUTF8AndSize(context, &context_size);
    if (context_utf8 == NULL) {
      PyErr_Clear();
      ascii = 0;
    } else if (context_size != PyUnicode_GetLength(context)) {
      ascii = 0;
    }
    if (ascii && sharing != Py_None) {
      sharing_utf8 = PyUnicode_AsUTF8AndSize(sharing, &sharing_size);
      if (sharing_utf8 == NULL) goto done;
    }
  }
  if (ascii) {
    /* an ASCII text: the masked text (or key) written in one buffer */
    Py_ssize_t size = end - start;
    for (Py_ssize_t k = 0; k < count; k++) size -= spans[k].end - spans[k].start - 1;
    Py_ssize_t body = size;
    if (context != NULL) {
      size += context_size + 1;
      if (sharing_utf8 != NULL) size += sharing_size + 1;
    }
    char small_buffer[512];
    char *buffer = size <= (Py_ssize_t)sizeof small_buffer ? small_buffer : PyMem_Malloc((size_t)size);
    if (buffer == NULL) {
      PyErr_NoMemory();
      goto done;
    }
    Py_ssize_t out = 0;
    if (context != NULL) {
      memcpy(buffer, context_utf8, (size_t)context_size);
      buffer[context_size] = 0;
      out = context_size + 1;
    }
    Py_ssize_t from = start;
    for (Py_ssize_t k = 0; k < count; k++) {
      memcpy(buffer + out, s->ascii + from, (size_t)(spans[k].start + 1 - from));
      out += spans[k].start + 1 - from;
      from = spans[k].end;
    }
    memcpy(buffer + out, s->ascii + from, (size_t)(end - from));
    out += end - from;
    (void)body;
    if (sharing_utf8 != NULL) {
      buffer[out] = 0;
      memcpy(buffer + out + 1, sharing_utf8, (size_t)sharing_size);
    }
    masked = PyUnicode_FromStringAndSize(buffer, size);
    if (buffer != small_buffer) PyMem_Free(buffer);
    if (masked == NULL) goto done;
  } else {
    PyObject *pieces = PyList_New(0);
    if (pieces == NULL) goto done;
    Py_ssize_t copied = start;
    int failed = 0;
    if (context != NULL) {
      failed = PyList_Append(pieces, context) < 0;
      PyObject *nul = failed ? NULL : PyUnicode_FromStringAndSize("\0", 1);
      failed = failed || nul == NULL || PyList_Append(pieces, nul) < 0;
      Py_XDECREF(nul);
    }
    for (Py_ssize_t k = 0; k < count && !failed; k++) {
      failed = append_piece(s, pieces, copied, spans[k].start + 1) < 0; /* with the `%` */
      copied = spans[k].end;
    }
    failed = failed || append_piece(s, pieces, copied, end) < 0;
    if (!failed && context != NULL && sharing != Py_None) {
      PyObject *nul = PyUnicode_FromStringAndSize("\0", 1);
      failed = nul == NULL || PyList_Append(pieces, nul) < 0 || PyList_Append(pieces, sharing) < 0;
      Py_XDECREF(nul);
    }
    PyObject *empty = failed ? NULL : PyUnicode_FromString("");
    if (empty != NULL) {
      masked = PyUnicode_Join(empty, pieces);
      Py_DECREF(empty);
    }
    Py_DECREF(pieces);
    if (masked == NULL) goto done;
  }
  *masked_out = masked;
  *uses_out = uses;
  *sharing_out = sharing;
  masked = uses = sharing = NULL;
  status = 0;
done:
  if (spans != small) PyMem_Free(spans);
  Py_XDECREF(masked);
  Py_XDECREF(uses);
  Py_XDECREF(sharing);
  return status;
}

static PyObject *mask_ssa_uses(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
  (void)self;
  if (nargs != 3) {
    PyErr_SetString(PyExc_TypeError, "mask_ssa_uses(text, start, end) takes 3 arguments");
    return NULL;
  }
  Source s;
  if (source_of(args[0], &s) < 0) return NULL;
  Py_ssize_t start = PyLong_AsSsize_t(args[1]);
  if (start == -1 && PyErr_Occurred()) return NULL;
  Py_ssize_t end = PyLong_AsSsize_t(args[2]);
  if (end == -1 && PyErr_Occurred()) return NULL;
  /* slice semantics of text[start:end] for the offsets the parser passes (0 <= start) */
  end = clamp(end, s.len);
  start = clamp(start, s.len);
  if (end < start) end = start;
  PyObject *masked, *uses, *sharing;
  if (mask_range(&s, start, end, NULL, &masked, &uses, &sharing) < 0) return NULL;
  PyObject *result = PyTuple_Pack(3, masked, uses, sharing);
  Py_DECREF(masked);
  Py_DECREF(uses);
  Py_DECREF(sharing);
  return result;
}

/* [ \t]*  from `i`: the first other offset */
static inline Py_ssize_t skip_spaces(const Source *s, Py_ssize_t i) {
  while (i < s->len) {
    Py_UCS4 c = at(s, i);
    if (c != ' ' && c != '\t') break;
    i++;
  }
  return i;
}

/* %suffix-id(:[0-9]+)?  at `i`: its end, or -1. */
static Py_ssize_t result_id(const Source *s, Py_ssize_t i, int *counted) {
  if (i >= s->len || at(s, i) != '%') return -1;
  Py_ssize_t j = suffix_id(s, i + 1);
  if (j < 0) return -1;
  if (j + 1 < s->len && at(s, j) == ':' && is_digit(at(s, j + 1))) {
    *counted = 1;
    j += 2;
    while (j < s->len && is_digit(at(s, j))) j++;
  }
  return j;
}

/* `lexer.regex_custom_line_shape`: the one-line custom op at `pos` (`CUSTOM_LINE`) as
 * (key or None, uses or None, body start, line end, results end or -1, several results,
 * first `loc(` of the body or -1, start of the next line's text or -1), or None. */
static PyObject *custom_line_shape(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
  (void)self;
  if (nargs != 3) {
    PyErr_SetString(PyExc_TypeError, "custom_line_shape(text, pos, context) takes 3 arguments");
    return NULL;
  }
  Source s;
  if (source_of(args[0], &s) < 0) return NULL;
  Py_ssize_t pos = PyLong_AsSsize_t(args[1]);
  if (pos == -1 && PyErr_Occurred()) return NULL;
  PyObject *context = args[2];
  if (!PyUnicode_Check(context)) {
    PyErr_SetString(PyExc_TypeError, "context must be a str");
    return NULL;
  }
  if (pos < 0) pos = 0; /* as `re.Pattern.match` reads a negative position */
  if (pos >= s.len) Py_RETURN_NONE;
  Py_ssize_t body = pos, results_end = -1;
  int several = 0;
  if (at(&s, pos) == '%') {
    /* (?P<results>%id(:N)?([ \t]*,[ \t]*%id(:N)?)*)[ \t]*=[ \t]*, possessive */
    Py_ssize_t i = result_id(&s, pos, &several);
    if (i < 0) Py_RETURN_NONE;
    for (;;) {
      Py_ssize_t j = skip_spaces(&s, i);
      if (j >= s.len || at(&s, j) != ',') break;
      int counted = 0;
      Py_ssize_t k = result_id(&s, skip_spaces(&s, j + 1), &counted);
      if (k < 0) break;
      several = 1;
      i = k;
    }
    results_end = i;
    i = skip_spaces(&s, i);
    if (i >= s.len || at(&s, i) != '=') Py_RETURN_NONE;
    body = skip_spaces(&s, i + 1);
  }
  /* (?P<body>[A-Za-z_][^\n]*) */
  if (body >= s.len) Py_RETURN_NONE;
  Py_UCS4 c = at(&s, body);
  if (!(is_letter(c) || c == '_')) Py_RETURN_NONE;
  Py_ssize_t line_end = body + 1;
  if (s.ascii != NULL) {
    const unsigned char *nl = memchr(s.ascii + line_end, '\n', (size_t)(s.len - line_end));
    line_end = nl == NULL ? s.len : nl - s.ascii;
  } else {
    while (line_end < s.len && at(&s, line_end) != '\n') line_end++;
  }
  if (at(&s, line_end - 1) == '{') Py_RETURN_NONE; /* a region opens */
  Py_ssize_t loc = -1;
  for (Py_ssize_t i = body; i + 4 <= line_end; i++) {
    if (at(&s, i) == 'l' && at(&s, i + 1) == 'o' && at(&s, i + 2) == 'c' && at(&s, i + 3) == '(') {
      loc = i;
      break;
    }
  }
  /* LINE_GAP: [ \t]*(?:\r?\n[ \t]*)+ from the line end (a `\n`, or the end of the text) */
  Py_ssize_t next_line = -1;
  for (Py_ssize_t j = line_end;;) {
    if (j < s.len && at(&s, j) == '\n') {
      j++;
    } else if (j + 1 < s.len && at(&s, j) == '\r' && at(&s, j + 1) == '\n') {
      j += 2;
    } else {
      break;
    }
    j = skip_spaces(&s, j);
    next_line = j;
  }
  PyObject *key, *uses, *sharing;
  if (loc >= 0) {
    key = Py_NewRef(Py_None);
    uses = Py_NewRef(Py_None);
  } else {
    if (mask_range(&s, body, line_end, context, &key, &uses, &sharing) < 0) return NULL;
    Py_DECREF(sharing);
  }
  PyObject *result = Py_BuildValue("(NNnnnOnn)", key, uses, body, line_end, results_end,
                                   several ? Py_True : Py_False, loc, next_line);
  return result;
}

/* ---- the parser's token cursor ------------------------------------------------------- */

typedef struct {
  PyObject_HEAD
  PyObject *src;      /* the text (str) */
  PyObject *kind;     /* the current token's kind (an interned str) */
  PyObject *start;    /* its start (int) */
  PyObject *end;      /* its end (int) */
  PyObject *prev_end; /* the end of the token before it (int) */
} Cursor;

/* *slot = value (a new reference), releasing the old one (Py_XSETREF). */
static inline void set_ref(PyObject **slot, PyObject *value) {
  PyObject *old = *slot;
  *slot = value;
  Py_XDECREF(old);
}

/* Lexes the token at or after `pos`: kind, start and end become the cursor's. */
static int cursor_lex(Cursor *self, Py_ssize_t pos) {
  if (self->src == NULL) {
    PyErr_SetString(PyExc_AttributeError, "the cursor has no text (src)");
    return -1;
  }
  Source s;
  if (source_of(self->src, &s) < 0) return -1;
  Py_ssize_t comment_end;
  Py_ssize_t start = skip_trivia(&s, clamp(pos, s.len), 0, &comment_end);
  Py_ssize_t end;
  int kind = token_at(&s, start, &end);
  if (PyErr_Occurred()) return -1;
  PyObject *a = PyLong_FromSsize_t(start);
  if (a == NULL) return -1;
  PyObject *b = PyLong_FromSsize_t(end);
  if (b == NULL) {
    Py_DECREF(a);
    return -1;
  }
  Py_INCREF(kind_strings[kind]);
  set_ref(&self->kind, kind_strings[kind]);
  set_ref(&self->start, a);
  set_ref(&self->end, b);
  return 0;
}

static Py_ssize_t cursor_end(Cursor *self) {
  if (self->end == NULL) return 0;
  return PyLong_AsSsize_t(self->end);
}

/* advance(): prev_end = end, then the next token. */
static PyObject *cursor_advance(PyObject *op, PyObject *unused) {
  (void)unused;
  Cursor *self = (Cursor *)op;
  Py_ssize_t pos = cursor_end(self);
  if (pos == -1 && PyErr_Occurred()) return NULL;
  PyObject *end = self->end;
  Py_XINCREF(end);
  if (cursor_lex(self, pos) < 0) {
    Py_XDECREF(end);
    return NULL;
  }
  set_ref(&self->prev_end, end);
  Py_RETURN_NONE;
}

/* reset(pos): the token at or after pos; the text before pos counts as consumed. */
static PyObject *cursor_reset(PyObject *op, PyObject *arg) {
  Cursor *self = (Cursor *)op;
  Py_ssize_t pos = PyLong_AsSsize_t(arg);
  if (pos == -1 && PyErr_Occurred()) return NULL;
  if (cursor_lex(self, pos) < 0) return NULL;
  Py_INCREF(arg);
  set_ref(&self->prev_end, arg);
  Py_RETURN_NONE;
}

static PyObject *cursor_text(PyObject *op, void *closure) {
  (void)closure;
  Cursor *self = (Cursor *)op;
  if (self->src == NULL || self->start == NULL || self->end == NULL) {
    PyErr_SetString(PyExc_AttributeError, "the cursor has no token");
    return NULL;
  }
  Py_ssize_t start = PyLong_AsSsize_t(self->start);
  Py_ssize_t end = PyLong_AsSsize_t(self->end);
  if ((start == -1 || end == -1) && PyErr_Occurred()) return NULL;
  return PySequence_GetSlice(self->src, start, end);
}

/* The cursor refers to strings and integers only: no cycles, no GC support of its own
 * (a Python subclass with a __dict__ gets it). */
static int cursor_clear(PyObject *op) {
  Cursor *self = (Cursor *)op;
  Py_CLEAR(self->src);
  Py_CLEAR(self->kind);
  Py_CLEAR(self->start);
  Py_CLEAR(self->end);
  Py_CLEAR(self->prev_end);
  return 0;
}

static void cursor_dealloc(PyObject *op) {
  PyTypeObject *type = Py_TYPE(op);
  cursor_clear(op);
  freefunc free_slot = (freefunc)PyType_GetSlot(type, Py_tp_free);
  free_slot(op);
  Py_DECREF(type);
}

static PyMemberDef cursor_members[] = {
    {"src", T_OBJECT_EX, offsetof(Cursor, src), 0, "the text"},
    {"kind", T_OBJECT_EX, offsetof(Cursor, kind), 0, "the current token's kind"},
    {"start", T_OBJECT_EX, offsetof(Cursor, start), 0, "the current token's start"},
    {"end", T_OBJECT_EX, offsetof(Cursor, end), 0, "the current token's end"},
    {"prev_end", T_OBJECT_EX, offsetof(Cursor, prev_end), 0, "the previous token's end"},
    {NULL, 0, 0, 0, NULL},
};

static PyMethodDef cursor_methods[] = {
    {"advance", cursor_advance, METH_NOARGS, "Move to the next token."},
    {"reset", cursor_reset, METH_O, "Re-lex from pos; the text before pos counts as consumed."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef cursor_getset[] = {
    {"text", cursor_text, NULL, "Spelling of the current token.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyType_Slot cursor_slots[] = {
    {Py_tp_doc, "The parser's token cursor (compiled twin of parser.base.PyCursor)."},
    {Py_tp_dealloc, cursor_dealloc},
    {Py_tp_members, cursor_members},
    {Py_tp_methods, cursor_methods},
    {Py_tp_getset, cursor_getset},
    {0, NULL},
};

static PyType_Spec cursor_spec = {
    .name = "mlir_ls.syntax._mlir_lexer.Cursor",
    .basicsize = sizeof(Cursor),
    .itemsize = 0,
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .slots = cursor_slots,
};

static PyMethodDef methods[] = {
    {"comment_spans", comment_spans, METH_O,
     "comment_spans(text) -> [(start, end), ...]: the `//` comments of text, in order."},
    {"custom_line_shape", (PyCFunction)(void (*)(void))custom_line_shape, METH_FASTCALL,
     "custom_line_shape(text, pos, context) -> the custom line memo's view of the line at pos."},
    {"mask_ssa_uses", (PyCFunction)(void (*)(void))mask_ssa_uses, METH_FASTCALL,
     "mask_ssa_uses(text, start, end) -> (masked, [(start, end, name, number), ...], sharing)."},
    {"next_token", (PyCFunction)(void (*)(void))next_token, METH_FASTCALL,
     "next_token(text, pos) -> (kind, start, end): the token at or after pos."},
    {"scan", (PyCFunction)(void (*)(void))scan, METH_FASTCALL,
     "scan(text, pos, comments) -> [(kind, start, end), ...]: every token from pos to eof."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    .m_base = PyModuleDef_HEAD_INIT,
    .m_name = "_mlir_lexer",
    .m_doc = "Compiled fast path of mlir_ls.syntax.lexer",
    .m_size = -1,
    .m_methods = methods,
};

PyMODINIT_FUNC PyInit__mlir_lexer(void) {
  for (int k = 0; k < K_COUNT; k++) {
    if (kind_strings[k] == NULL) {
      kind_strings[k] = PyUnicode_InternFromString(KIND_NAMES[k]);
      if (kind_strings[k] == NULL) return NULL;
    }
  }
  PyObject *mod = PyModule_Create(&module);
  if (mod == NULL) return NULL;
  PyObject *cursor = PyType_FromSpec(&cursor_spec);
  if (cursor == NULL || PyModule_AddObject(mod, "Cursor", cursor) < 0) {
    Py_XDECREF(cursor);
    Py_DECREF(mod);
    return NULL;
  }
  return mod;
}
