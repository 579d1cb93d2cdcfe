"""Attribute and location parsing.

attribute-value ::= attribute-alias | dialect-attribute | builtin-attribute
attribute-entry ::= (bare-id | string-literal) (`=` attribute-value)?
dictionary-attribute ::= `{` (attribute-entry (`,` attribute-entry)*)? `}`
"""

from __future__ import annotations

import math
import re
import struct
from typing import Any, NamedTuple

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.affine import AffineMap
from mlir_ls.ir.attributes import Attribute, LocationAttr
from mlir_ls.ir.types import Type
from mlir_ls.parser.base import ParseAbort
from mlir_ls.parser.types import DialectSymbol, TypeParser
from mlir_ls.syntax.lexer import integer_value, invalid_escape, unescape_string
from mlir_ls.text.deep import MAX_NESTING
from mlir_ls.text.span import Span

_HEX_DIGITS = re.compile(r"[0-9A-Fa-f]*\Z")
#: A dictionary on one line with no nested `{` (strings may hold anything but newlines).
_PLAIN_DICT = re.compile(r'\{(?:[^{}"\n]|"(?:[^"\\\n]|\\.)*")*\}')
#: What a memoized dictionary may not hold: what the parser records elsewhere than
#: in the alias and symbol uses `memoized` replays (deferred location aliases, the
#: `distinct` table, resource entries, identified structs).
_UNMEMOIZED_IN_DICT = re.compile(r"loc\(|distinct|dense_resource|struct<")


class AttributeParser(TypeParser):
    attr_aliases: dict[str, Attribute]
    #: Location aliases used before their definition: name -> spans of the uses.
    deferred_loc_aliases: dict[str, list[Span]]
    #: How many uses `deferred_loc_aliases` holds (the line memos compare it).
    deferred_loc_uses: int
    #: `distinct[N]<...>` seen so far: N -> the referenced attribute (one table per parse).
    distinct_attrs: dict[int, Attribute]
    #: Plain dictionaries' text -> their entries (`parse_attr_dict`); None when the
    #: line memos are off (`operations.LINE_MEMOS`: tests compare both).
    _dict_memo: dict[str, Any] | None

    def attr_alias_names(self) -> dict[str, object]:
        return self.attr_aliases  # type: ignore[return-value]

    # ---- dictionaries ----------------------------------------------------------------------

    def parse_attr_dict(self) -> dict[str, Attribute]:
        """dictionary-attribute ::= `{` (attribute-entry (`,` attribute-entry)*)? `}`

        A dictionary on one line without nested dictionaries, locations or distinct or
        resource attributes (which the parser keeps tables of) is parsed once per text
        (`ParserBase.memoized`: its alias and symbol uses replayed); each caller gets
        its own copy of the entries."""
        memo = self._dict_memo
        if memo is not None and self.kind == "{":
            plain = _PLAIN_DICT.match(self.src, self.start)
            if (
                plain is not None
                and _UNMEMOIZED_IN_DICT.search(plain.group()) is None
                # a replay skips `nest`: only where the text could not nest too deep
                and self.nesting + plain.end() - plain.start() < MAX_NESTING
            ):
                return dict(self.memoized(memo, self._parse_attr_dict, plain.end()))
        return self._parse_attr_dict()

    def _parse_attr_dict(self) -> dict[str, Attribute]:
        self.expect("{", "expected '{' in attribute dictionary")
        entries: dict[str, Attribute] = {}
        if self.consume_if("}"):
            return entries
        while True:
            kind = self.kind
            name_span = self.span
            if kind == "bare":
                name = self.text
            elif kind == "string":
                name = unescape_string(self.text)
                if not name:
                    raise self.fail("expected valid attribute name")
            else:
                raise self.fail_token("expected attribute name")
            self.advance()
            if name in entries:
                self.error(f"duplicate key '{name}' in dictionary attribute", name_span)
            if self.consume_if("="):
                entries[name] = self.parse_attribute()
            else:
                entries[name] = at.UNIT
            if not self.consume_if(","):
                break
        self.expect("}", "expected '}' in attribute dictionary")
        return entries

    def parse_optional_attr_dict(self) -> dict[str, Attribute] | None:
        if self.kind != "{":
            return None
        return self.parse_attr_dict()

    # ---- attributes ----------------------------------------------------------------------

    def parse_attribute(self, type: Type | None = None) -> Attribute:
        """attribute-value, optionally with the expected type of a typed literal."""
        self.nest()
        try:
            return self._parse_attribute(type)
        finally:
            self.nesting -= 1

    def _parse_attribute(self, type: Type | None) -> Attribute:
        kind = self.kind
        if kind == "bare":
            return self._parse_bare_attribute(type)
        if kind == "integer" or kind == "float" or kind == "-":
            return self._parse_number_attribute(type)
        if kind == "string":
            value = self._parse_string_literal()
            if type is None and self.consume_if(":"):
                type = self.parse_type()
            return at.StringAttr(value, type) if type is not None else at.StringAttr(value)
        if kind == "[":
            self.advance()
            elements: list[Attribute] = []
            if not self.consume_if("]"):
                elements.append(self.parse_attribute())
                while self.consume_if(","):
                    elements.append(self.parse_attribute())
                self.expect("]", "expected ',' or ']'")
            return at.ArrayAttr(elements)
        if kind == "{":
            return at.DictionaryAttr(self.parse_attr_dict())
        if kind == "at":
            return self.parse_symbol_ref()
        if kind == "hash":
            return self._parse_hash_attribute()
        if kind in ("(", "exclaim"):
            return at.TypeAttr(self.parse_type())
        raise self.fail_token("expected attribute value")

    def _parse_string_literal(self) -> str:
        text = self.text
        bad = invalid_escape(text)
        if bad is not None:
            self.error(
                "unknown escape in string literal", Span(self.start + bad, self.start + bad + 1)
            )
        self.advance()
        return unescape_string(text)

    def _parse_bare_attribute(self, type: Type | None) -> Attribute:
        word = self.text
        if word == "true" or word == "false":
            self.advance()
            return at.TRUE if word == "true" else at.FALSE
        if word == "unit":
            self.advance()
            return at.UNIT
        if word == "affine_map" or word == "affine_set":
            self.advance()
            what = "affine map" if word == "affine_map" else "integer set"
            self.expect("<", f"expected '<' in {what}")
            body_start = self.span
            body = self.parse_affine_map_or_set_body()
            if isinstance(body, AffineMap) != (word == "affine_map"):
                wanted, got = ("IntegerSet", "AffineMap")[:: 1 if word == "affine_set" else -1]
                raise self.fail(f"expected {wanted}, but got {got}", body_start)
            self.expect(">", f"expected '>' in {what}")
            if isinstance(body, AffineMap):
                return at.AffineMapAttr(body)
            return at.IntegerSetAttr(body)
        if word == "array":
            return self._parse_dense_array()
        if word == "dense":
            return self._parse_dense_elements(type)
        if word == "dense_resource":
            return self._parse_dense_resource(type)
        if word == "sparse":
            return self._parse_sparse_elements(type)
        if word == "strided":
            return self._parse_strided_layout()
        if word == "distinct":
            return self._parse_distinct()
        if word == "loc":
            self.advance()
            self.expect("(", "expected '(' in location")
            loc = self.parse_location_body()
            self.expect(")", "expected ')' in location")
            return loc
        if self._starts_type(word):
            return at.TypeAttr(self.parse_type())
        raise self.fail_token("expected attribute value")

    def _parse_number_attribute(self, type: Type | None) -> Attribute:
        """integer-attribute and float-attribute, with their optional `:` type."""
        negative = self.consume_if("-")
        kind = self.kind
        if kind not in ("integer", "float"):
            raise self.fail_token("expected constant integer or floating point value")
        text = self.text
        digits = self.span  # errors go to the literal, after any `-` (as upstream's)
        self.advance()
        attr_type = type
        # The `: type` suffix only when the caller expects no type (upstream's parseAttribute).
        if type is None and self.consume_if(":"):
            attr_type = self.parse_type()
        if kind == "float":
            value = float(text)
            if attr_type is None:
                attr_type = ty.F64
            if not isinstance(attr_type, ty.FloatType) and not attr_type.is_error:
                # upstream reports it where the parse stands: after the literal and its type
                raise self.fail("floating point value not valid for specified type", self.span)
            return at.FloatAttr(-value if negative else value, attr_type)
        value_int = integer_value(text)
        if attr_type is None:
            attr_type = ty.I64
        if isinstance(attr_type, ty.FloatType):
            if text.startswith("0x"):
                if negative:
                    raise self.fail(
                        "hexadecimal float literal should not have a leading minus", digits
                    )
                return self._float_from_bits(value_int, attr_type, digits)
            diag = self.error(
                "unexpected decimal integer literal for a floating point value", digits
            )
            diag.with_note(digits, "add a trailing dot to make the literal a float")
            raise ParseAbort(diag.message)
        if isinstance(attr_type, ty.IntegerType | ty.IndexType):
            int_value = -value_int if negative else value_int
            self._check_int_range(int_value, attr_type, negative, digits)
            return at.IntegerAttr(int_value, attr_type)
        if attr_type.is_error:
            return at.IntegerAttr(-value_int if negative else value_int, attr_type)
        raise self.fail("integer literal not valid for specified type", digits)

    def _float_from_bits(self, bits: int, type: ty.FloatType, span: Span) -> Attribute:
        width = type.width
        if bits.bit_length() > width:
            raise self.fail("hexadecimal float constant out of range for type", span)
        value = math.nan
        if width == 32:
            value = struct.unpack("<f", struct.pack("<I", bits))[0]
        elif width == 64:
            value = struct.unpack("<d", struct.pack("<Q", bits))[0]
        elif width == 16 and type.name == "f16":
            value = struct.unpack("<e", struct.pack("<H", bits))[0]
        return at.FloatAttr(value, type, bits=bits)

    def _check_int_range(
        self, value: int, type: Type, negative: bool, span: Span, of: str = "for attribute"
    ) -> None:
        """The literal fits the type ("integer constant out of range <of>": an elements
        literal says "for type")."""
        if isinstance(type, ty.IndexType):
            width, signedness = 64, "s"  # upstream: an index literal is a signed 64-bit value
        elif isinstance(type, ty.IntegerType):
            width, signedness = type.width, type.signedness
        else:
            return
        if signedness == "u":
            if negative and value != 0:
                raise self.fail(
                    "negative integer literal not valid for unsigned integer type", span
                )
            ok = value < (1 << width)
        elif signedness == "s":
            ok = (
                -(1 << max(width - 1, 0)) <= value < (1 << max(width - 1, 0))
                if width
                else value == 0
            )
        else:
            # signless: any bit pattern of the width, or a negative value that fits signed
            ok = (-(1 << max(width - 1, 0)) <= value < (1 << width)) if width else value == 0
            if width == 1 and value in (-1, 0, 1):
                ok = True
        if not ok:
            raise self.fail(f"integer constant out of range {of}", span)

    # ---- symbols --------------------------------------------------------------------------

    def parse_symbol_ref(self) -> at.SymbolRefAttr:
        """symbol-ref-attribute ::= symbol-ref-id (`::` symbol-ref-id)*"""
        spans = [self.span]
        self.check_symbol_start()
        root = self._symbol_name(self.text)
        self.advance()
        nested: list[str] = []
        while self.kind == ":" and self.end < len(self.src) and self.src[self.end] == ":":
            self.reset(self.end + 1)
            if self.kind != "at":
                raise self.fail_token("expected nested symbol reference identifier")
            spans.append(self.span)
            nested.append(self._symbol_name(self.text))
            self.advance()
        attr = at.SymbolRefAttr(root, nested)
        self.record_symbol_use(attr, spans)
        return attr

    def record_symbol_use(self, attr: at.SymbolRefAttr, spans: list[Span]) -> None:
        from mlir_ls.ir.source_map import SymbolUse

        self.source_map.symbol_uses.append(SymbolUse(attr, spans, None))

    @staticmethod
    def _symbol_name(token: str) -> str:
        body = token[1:]
        return unescape_string(body) if body.startswith('"') else body

    # ---- aliases and dialect attributes ---------------------------------------------------

    def _parse_hash_attribute(self) -> Attribute:
        """attribute-alias ::= `#` alias-name; dialect-attribute ::= `#` dialect-namespace ..."""
        found = self.parse_extended_symbol(self.attr_aliases, "attribute")
        if not isinstance(found, DialectSymbol):
            assert isinstance(found, Attribute)
            return found
        dialect, name, body = found.dialect, found.name, found.body
        attr_type: Type | None = None
        if self.kind == ":" and not (self.end < len(self.src) and self.src[self.end] == ":"):
            # Upstream always takes a trailing `: type` after a dialect attribute.
            self.advance()
            attr_type = self.parse_type()
        return at.DialectAttr(dialect, name, body, attr_type)

    # ---- elements attributes ---------------------------------------------------------------

    def _parse_dense_array(self) -> Attribute:
        """dense-array-attribute ::= `array` `<` (integer-type | float-type) (`:` values)? `>`"""
        self.advance()
        self.expect("<", "expected '<' after 'array'")
        type_span = self.span
        elem = self.parse_type()
        if not isinstance(elem, ty.IntegerType | ty.FloatType):
            raise self.fail(f"expected integer or float type, got: '{elem}'", type_span)
        width = elem.width
        if width % 8 != 0 and elem != ty.I1:
            raise self.fail("element type bitwidth must be a multiple of 8", type_span)
        values: list[int | float] = []
        if self.kind != ">":
            self.expect(":", "expected ':' after dense array type")
            while True:
                negative = self.consume_if("-")
                if self.kind == "bare" and self.text in ("true", "false") and not negative:
                    if elem != ty.I1:
                        raise self.fail("expected i1 type for 'true' or 'false' values")
                    values.append(1 if self.text == "true" else 0)
                    self.advance()
                elif self.kind == "integer":
                    # DenseArrayElementParser: i1 takes only true/false; a float type takes
                    # an integer literal only in hexadecimal (parseFloatFromIntegerLiteral)
                    if elem == ty.I1:
                        raise self.fail("expected 'true' or 'false' values for i1 type")
                    if isinstance(elem, ty.FloatType) and not self.text.startswith("0x"):
                        raise self.fail(
                            "unexpected decimal integer literal for a floating point value"
                        )
                    v = integer_value(self.text)
                    v = -v if negative else v
                    self.advance()
                    if isinstance(elem, ty.IntegerType):
                        # the width's bits, signed or not, whatever the signedness
                        if not -(1 << max(width - 1, 0)) <= v < (1 << width):
                            raise self.fail("integer constant out of range")
                        values.append(v)
                    else:
                        values.append(float(v))
                elif self.kind == "float":
                    if isinstance(elem, ty.IntegerType):
                        raise self.fail("expected integer literal")
                    v_f = float(self.text)
                    values.append(-v_f if negative else v_f)
                    self.advance()
                else:
                    raise self.fail_token("expected integer or float literal")
                if not self.consume_if(","):
                    break
        self.expect(">", "expected '>' to close an array attribute")
        return at.DenseArrayAttr(elem, values)

    def _parse_dense_elements(self, type: Type | None) -> Attribute:
        """dense-elements-attribute ::= `dense` `<` attribute-value `>` `:` (tensor-type | vector-type)"""
        keyword = self.span  # upstream reports the literal's problems at `dense`
        self.advance()
        self.expect("<", "expected '<' after 'dense'")
        literal_span = self.span
        hex_data: str | None = None
        elements: list[Any] = []
        tokens: list[_Token] = []
        shape: list[int] | None = None
        if self.kind == "string" and self.text.startswith('"0x'):
            hex_data = unescape_string(self.text)
            if not _HEX_DIGITS.match(hex_data, 2):
                self.error("expected string containing hex digits starting with `0x`")
            self.advance()
        elif self.kind != ">":
            shape = self._parse_dense_literal(elements, tokens)
        self.expect(">", "expected '>'")
        if type is None or self.kind == ":":
            self.expect(":", "expected ':'")
            type = self.parse_type()
        self._check_elements_type(type, keyword)
        if not isinstance(type, ty.RankedTensorType | ty.VectorType | ty.MemRefType):
            return at.ERROR_ATTR
        if hex_data is not None:
            if not _valid_hex_size(len(hex_data) // 2 - 1, type):
                raise self.fail(
                    f"elements hex data size is invalid for provided type: '{type}'", keyword
                )
            return at.DenseElementsAttr(type, (), hex=hex_data)
        if shape is None and type.num_elements != 0:
            raise self.fail(
                f"parsed zero elements, but type ('{type}') expected at least 1", keyword
            )
        splat = shape == [] and len(elements) == 1
        if shape is not None and not splat and list(type.shape or ()) != shape:
            raise self.fail(
                f"inferred shape of elements literal ([{', '.join(map(str, shape))}]) does not match "
                f"type ([{', '.join(map(str, type.shape or ()))}])",
                keyword,
            )
        numeric = (ty.IntegerType, ty.IndexType, ty.FloatType, ty.ComplexType)
        if splat and isinstance(elements[0], str) and isinstance(type.element_type, numeric):
            # a lone string is hex storage for numeric elements (TensorLiteralParser)
            raise self.fail(
                "expected string containing hex digits starting with `0x`", literal_span
            )
        if isinstance(type.element_type, ty.ComplexType):
            self._check_complex_count(tokens, type, shape, keyword)
        elif any(isinstance(e, tuple) for e in elements):
            # a complex literal of a scalar type: its parts are the elements (upstream
            # keeps as many as the type has)
            flat = [p for e in elements for p in (e if isinstance(e, tuple) else (e,))]
            elements = flat[: max(type.num_elements or 1, 1)]
        self._check_dense_elements(elements, type.element_type, keyword, tokens)
        return at.DenseElementsAttr(type, elements, splat=splat)

    def _check_complex_count(
        self, tokens: list[_Token], type: ty.ShapedType, shape: list[int] | None, keyword: Span
    ) -> None:
        """A complex element type takes two parsed values per element (a splat: two)."""
        count = type.num_elements or 0
        if not shape and count and len(tokens) != 2:
            raise self.fail(
                f"parsed {len(tokens)} elements, but type ('{type.element_type}') expected "
                "2 elements",
                keyword,
            )
        if shape and len(tokens) != count * 2:
            raise self.fail(
                f"parsed {len(tokens)} elements, but type ('{type}') expected {count * 2} elements",
                keyword,
            )

    def _check_elements_type(self, type: Type, at_span: Span) -> None:
        """parseElementsLiteralType: a shaped type (tensor, vector, memref) of static shape."""
        if type.is_error:
            return
        if not isinstance(type, ty.ShapedType):
            raise self.fail("elements literal must be a shaped type", at_span)
        if not type.has_static_shape:
            raise self.fail("elements literal type must have static shape", at_span)

    def _parse_dense_literal(self, out: list[Any], tokens: list[_Token]) -> list[int]:
        """tensor-literal ::= element | `[` (tensor-literal (`,` tensor-literal)*)? `]`; returns
        the shape. `tokens` gets each scalar's token (a complex element's two)."""
        if self.kind != "[":
            out.append(self._parse_dense_element(tokens))
            return []
        self.advance()
        if self.consume_if("]"):
            return [0]
        self.nest()
        try:
            inner = self._parse_dense_literal(out, tokens)
            count = 1
            while self.consume_if(","):
                span = self.span
                other = self._parse_dense_literal(out, tokens)
                if other != inner:
                    raise self.fail(
                        "tensor literal is invalid; ranks are not consistent between elements",
                        span,
                    )
                count += 1
            self.expect("]", "expected ']'")
        finally:
            self.nesting -= 1
        return [count, *inner]

    def _parse_dense_element(self, tokens: list[_Token]) -> Any:
        span = self.span
        if self.kind == "(":
            self.advance()
            real = self._parse_dense_element(tokens)
            self.expect(",", "expected ',' between complex elements")
            imag = self._parse_dense_element(tokens)
            self.expect(")", "expected ')' after complex elements")
            return (real, imag)
        negative = self.consume_if("-")
        kind = self.kind
        text = self.text
        if negative and kind not in ("integer", "float"):
            raise self.fail("expected integer or floating point literal")
        if kind in ("integer", "float", "string") or (kind == "bare" and text in _BOOLS):
            tokens.append(_Token(negative, kind, text, self.span))
        if kind == "integer":
            self.advance()
            value = integer_value(text)
            return _Int(
                -value if negative else value,
                text.startswith("0x"),
                Span(span.start, self.prev_end),
            )
        if kind == "float":
            self.advance()
            return -float(text) if negative else float(text)
        if kind == "bare" and text in ("true", "false") and not negative:
            self.advance()
            return text == "true"
        if kind == "string" and not negative:
            self.advance()
            return unescape_string(text)
        raise self.fail_token("expected element literal of primitive type")

    def _check_dense_tokens(self, elem: Type, at_span: Span, tokens: list[_Token]) -> None:
        """TensorLiteralParser's element checks, token by token at each token: integer
        elements (`getIntAttrElements`), float elements (`parseFloatFromLiteral`), other
        element types strings (`getStringAttr`, at `at_span`)."""
        if isinstance(elem, ty.ComplexType):
            elem = elem.element_type
        if elem.is_error:
            return
        if isinstance(elem, ty.IntegerType | ty.IndexType):
            unsigned = isinstance(elem, ty.IntegerType) and elem.signedness == "u"
            for token in tokens:
                if token.negative and unsigned:
                    raise self.fail(
                        "expected unsigned integer elements, but parsed negative value",
                        token.span,
                    )
                if token.kind == "float":
                    raise self.fail(
                        "expected integer elements, but parsed floating-point", token.span
                    )
                if token.kind == "bare":
                    if elem != ty.I1:
                        raise self.fail("expected i1 type for 'true' or 'false' values", token.span)
                elif token.kind == "string":
                    raise self.fail("integer constant out of range for type", token.span)
        elif isinstance(elem, ty.FloatType):
            for token in tokens:
                if token.kind == "integer" and not token.text.startswith("0x"):
                    diag = self.error(
                        "unexpected decimal integer literal for a floating point value",
                        token.span,
                    )
                    diag.with_note(token.span, "add a trailing dot to make the literal a float")
                    raise ParseAbort(diag.message)
                if token.kind == "integer" and token.negative:
                    raise self.fail(
                        "hexadecimal float literal should not have a leading minus", token.span
                    )
                if token.kind not in ("integer", "float"):
                    raise self.fail("expected floating point literal", token.span)
        elif not isinstance(elem, ty.ComplexType):
            for token in tokens:
                if token.kind != "string":
                    raise self.fail(f"expected string token, got {token.text}", at_span)

    def _check_dense_elements(
        self, elements: list[Any], elem: Type, span: Span, tokens: list[_Token] | None = None
    ) -> None:
        if tokens is not None:
            self._check_dense_tokens(elem, span, tokens)
        for i, value in enumerate(elements):
            if isinstance(value, _Int):
                if isinstance(elem, ty.FloatType):
                    if not value.hex:
                        raise self.fail(
                            "expected floating point elements, but parsed integer", span
                        )
                    if value.value < 0:
                        raise self.fail(
                            "hexadecimal float literal should not have a leading minus", value.span
                        )
                    elements[i] = self._float_from_bits(value.value, elem, value.span).value  # type: ignore[attr-defined]
                    continue
                if isinstance(elem, ty.IntegerType | ty.IndexType):
                    if (
                        isinstance(elem, ty.IntegerType)
                        and elem.signedness == "u"
                        and value.value < 0
                    ):
                        raise self.fail(
                            "expected unsigned integer elements, but parsed negative value",
                            value.span,
                        )
                    self._check_int_range(
                        value.value, elem, value.value < 0, value.span, "for type"
                    )
                elif isinstance(elem, ty.ComplexType):
                    raise self.fail("expected complex elements, but parsed integer", span)
                elements[i] = value.value
            elif isinstance(value, bool):
                if elem != ty.I1 and not elem.is_error:
                    raise self.fail("expected i1 type for 'true' or 'false' values", span)
            elif isinstance(value, float):
                if isinstance(elem, ty.IntegerType | ty.IndexType):
                    raise self.fail("expected integer elements, but parsed floating-point", span)
            elif isinstance(value, str):
                if isinstance(elem, ty.IntegerType | ty.IndexType):
                    raise self.fail("integer constant out of range for type", span)
                if isinstance(elem, ty.FloatType):
                    raise self.fail("expected floating point literal", span)
            elif isinstance(value, tuple):
                if not isinstance(elem, ty.ComplexType):
                    raise self.fail("complex value must have a complex element type", span)
                elements[i] = tuple(v.value if isinstance(v, _Int) else v for v in value)

    def _parse_dense_resource(self, type: Type | None) -> Attribute:
        self.advance()
        self.expect("<", "expected '<' after 'dense_resource'")
        if self.kind not in ("bare", "string"):
            raise self.fail_token("expected identifier key for 'resource' entry")
        handle = self.text
        self.advance()
        self.expect(">", "expected '>'")
        if type is None or self.kind == ":":
            colon = self.span  # upstream reports a wrong type at the `:`
            self.expect(":", "expected ':'")
            type = self.parse_type()
            if not isinstance(type, ty.ShapedType) and not type.is_error:
                raise self.fail("`dense_resource` expected a shaped type", colon)
        return at.DenseResourceAttr(handle, type)

    def _parse_sparse_elements(self, type: Type | None) -> Attribute:
        """sparse-elements-attribute ::= `sparse` `<` (indices `,` values)? `>` `:` shaped-type

        Upstream's checks, at `sparse`: the type; the indices literal of shape [N, rank]
        (or a splat / [rank] for one index) against N values; each index inside the shape;
        the values against the element type.
        """
        keyword = self.span
        self.advance()
        self.expect("<", "expected '<' after 'sparse'")
        idx: list[Any] = []
        vals: list[Any] = []
        val_tokens: list[_Token] = []
        idx_shape: list[int] | None = None
        val_shape: list[int] | None = None
        values_span = self.span
        if self.consume_if(">"):
            indices: Attribute = at.ArrayAttr([])
            values: Attribute = at.ArrayAttr([])
        else:
            idx_shape = self._parse_dense_literal(idx, [])
            indices = at.ArrayAttr([at.IntegerAttr(getattr(v, "value", v)) for v in idx])
            self.expect(",", "expected ','")
            values_span = self.span
            val_shape = self._parse_dense_literal(vals, val_tokens)
            values = at.ArrayAttr([at.StringAttr(str(getattr(v, "value", v))) for v in vals])
            self.expect(">", "expected '>'")
        if type is None or self.kind == ":":
            self.expect(":", "expected ':'")
            type = self.parse_type()
        self._check_elements_type(type, keyword)
        if isinstance(type, ty.ShapedType) and idx_shape is not None and val_shape is not None:
            self._check_sparse(
                type, keyword, idx, idx_shape, vals, (val_shape, val_tokens), values_span
            )
        return at.SparseElementsAttr(type, indices, values)

    def _check_sparse(
        self,
        type: ty.ShapedType,
        keyword: Span,
        idx: list[Any],
        idx_shape: list[int],
        vals: list[Any],
        values_parsed: tuple[list[int], list[_Token]],
        values_span: Span,
    ) -> None:
        val_shape, val_tokens = values_parsed
        rank = type.rank
        # a splat index stands for one index of the type's rank; splat values for one
        # value per index (SparseElementsAttr::verify then checks the shapes)
        shape_of_indices = idx_shape or [1, rank]
        shape_of_values = val_shape or shape_of_indices[:1]
        if len(shape_of_values) != 1:
            raise self.fail("expected 1-d tensor for sparse element values", keyword)
        if (
            (len(shape_of_indices) == 2 and shape_of_indices[1] != rank)
            or (len(shape_of_indices) != 2 and (len(shape_of_indices) != 1 or rank != 1))
            or shape_of_indices[0] != shape_of_values[0]
        ):
            raise self.fail(
                f"expected shape ([{', '.join(map(str, type.shape or ()))}]); inferred shape of "
                f"indices literal ([{', '.join(map(str, shape_of_indices))}]); inferred shape of "
                f"values literal ([{', '.join(map(str, shape_of_values))}])",
                keyword,
            )
        self._check_dense_elements(vals, type.element_type, values_span, val_tokens)
        shape = type.shape or ()
        flat = [getattr(v, "value", v) for v in idx]
        if not idx_shape and len(flat) == 1:
            flat = flat * rank  # a splat index: the same value in every dimension
        for number in range(len(flat) // rank if rank else 0):
            index = flat[number * rank : (number + 1) * rank]
            if any(
                not isinstance(i, int) or i < 0 or i >= d for i, d in zip(index, shape, strict=True)
            ):
                shown = ", ".join(str(i % 2**64) if isinstance(i, int) else str(i) for i in index)
                raise self.fail(
                    f"sparse index #{number} is not contained within the value shape, with "
                    f"index=[{shown}], and type='{type}'",
                    keyword,
                )

    def _parse_strided_layout(self) -> Attribute:
        """strided-layout ::= `strided` `<` `[` stride-list `]` (`,` `offset` `:` dimension)? `>`"""
        self.advance()
        self.expect("<", "expected '<' after 'strided'")
        self.expect("[", "expected '['")
        strides: list[int] = []
        if not self.consume_if("]"):
            while True:
                strides.append(self._parse_stride_value())
                if not self.consume_if(","):
                    break
            self.expect("]", "expected ']'")
        offset = 0
        if self.consume_if(","):
            self.expect_keyword("offset", "expected 'offset' after comma")
            self.expect(":", "expected ':' after 'offset'")
            offset = self._parse_stride_value()
        self.expect(">", "expected '>'")
        return at.StridedLayoutAttr(strides, offset)

    def _parse_stride_value(self) -> int:
        if self.consume_if("?"):
            return at.DYNAMIC_STRIDE
        return self.parse_signed_integer("expected a 64-bit signed integer or '?'")

    def _parse_distinct(self) -> Attribute:
        """distinct-attribute ::= `distinct` `[` integer `]` `<` attribute? `>`

        One ID names one attribute throughout the parse.
        """
        keyword = self.span
        self.advance()
        self.expect("[", "expected '[' after 'distinct'")
        if self.kind != "integer":
            raise self.fail_token("expected distinct ID")
        ident = integer_value(self.text)
        self.advance()
        self.expect("]", "expected ']' to close distinct ID")
        self.expect("<", "expected '<' after distinct ID")
        referenced: Attribute = at.UNIT
        if self.kind != ">":
            referenced = self.parse_attribute()
        self.expect(">", "expected '>' to close distinct attribute")
        previous = self.distinct_attrs.setdefault(ident, referenced)
        if previous != referenced:
            shown = (  # Attribute::print: an integer with its type
                f"{previous.value} : {previous.type}"
                if isinstance(previous, at.IntegerAttr)
                else str(previous)
            )
            raise self.fail(
                f"referenced attribute does not match previous definition: {shown}", keyword
            )
        return at.DistinctAttr(ident, referenced)

    # ---- locations -------------------------------------------------------------------------

    def parse_optional_trailing_location(self) -> LocationAttr | None:
        """trailing-location ::= `loc` `(` location `)`

        `loc` is a keyword: once seen, the `(` must follow ("expected '(' in location").
        """
        if self.kind != "bare" or self.text != "loc":
            return None
        self.advance()
        self.expect("(", "expected '(' in location")
        loc = self.parse_location_body(allow_deferred=True)
        self.expect(")", "expected ')' in location")
        return loc

    def parse_location_body(self, allow_deferred: bool = False) -> LocationAttr:
        """location ::= `unknown` | file-line-col | name-loc | callsite-loc | fused-loc | `#` alias"""
        self.nest()
        try:
            return self._parse_location_body(allow_deferred)
        finally:
            self.nesting -= 1

    def _parse_location_body(self, allow_deferred: bool) -> LocationAttr:
        kind = self.kind
        if kind == "bare":
            word = self.text
            if word == "unknown":
                self.advance()
                return at.UNKNOWN_LOC
            if word == "callsite":
                self.advance()
                self.expect("(", "expected '(' in callsite location")
                callee = self.parse_location_body()
                self.expect_keyword("at", "expected 'at' in callsite location")
                caller = self.parse_location_body()
                self.expect(")", "expected ')' in callsite location")
                return at.CallSiteLoc(callee, caller)
            if word == "fused":
                self.advance()
                metadata: Attribute | None = None
                if self.consume_if("<"):
                    metadata = self.parse_attribute()
                    self.expect(">", "expected '>' after fused location metadata")
                self.expect("[", "expected '[' in fused location")
                locs: list[LocationAttr] = []
                if not self.consume_if("]"):
                    locs.append(self.parse_location_body())
                    while self.consume_if(","):
                        locs.append(self.parse_location_body())
                    self.expect("]", "expected ']' in fused location")
                return at.FusedLoc(locs, metadata)
            raise self.fail_token("expected location instance")
        if kind == "string":
            name = self._parse_string_literal()
            if self.kind == ":":
                return self._parse_file_line_col(name)
            if self.consume_if("("):
                child = self.parse_location_body()
                self.expect(")", "expected ')' after child location of NameLoc")
                return at.NameLoc(name, child)
            return at.NameLoc(name)
        if kind == "hash":
            ident = self.text[1:]
            if "." not in ident and not (self.end < len(self.src) and self.src[self.end] == "<"):
                alias = self.attr_aliases.get(ident)
                span = self.span
                self.source_map.alias_uses.append((span.start, span.end, self.text))
                self.advance()
                if alias is None:
                    if not allow_deferred:
                        raise self.fail(
                            f"undefined symbol alias id '{ident}'", Span(span.end, span.end)
                        )
                    self.deferred_loc_aliases.setdefault(ident, []).append(span)
                    self.deferred_loc_uses += 1
                    return at.OpaqueLoc(at.DialectAttr(ident, "", None))
                if not isinstance(alias, LocationAttr):
                    raise self.fail("expected location, but found '" + str(alias) + "'", span)
                return alias
            attr = self._parse_hash_attribute()
            if isinstance(attr, LocationAttr):
                return attr
            # parseLocationInstance: any other attribute is refused (no space after "got")
            raise self.fail(f"expected location attribute, but got{attr}")
        raise self.fail_token("expected location instance")

    def _parse_file_line_col(self, filename: str) -> LocationAttr:
        """filelinecol-range ::= string-literal `:` line (`:` col (`to` line? `:` col)?)?

        A line alone stands for column 0 (FileLineColRange); numbers are unsigned 32-bit.
        """
        self.expect(":", "expected ':'")
        line = self._location_number("expected integer line number in FileLineColRange", True)
        if self.kind != ":":
            return at.FileLineColLoc(filename, line, 0)
        self.advance()
        col = self._location_number("expected integer column number in FileLineColRange")
        end_line: int | None = None
        end_col: int | None = None
        if self.consume_keyword("to"):
            if self.kind == "integer":
                end_line = self._location_number(
                    "expected integer line number in FileLineColRange", True
                )
            if self.kind != ":":
                raise self.fail_token(
                    "expected either integer or `:` post `to` in FileLineColRange"
                )
            self.advance()
            end_col = self._location_number("expected integer column number in FileLineColRange")
        return at.FileLineColLoc(filename, line, col, end_line, end_col)

    def _location_number(self, message: str, wrong_token: bool = False) -> int:
        """An unsigned 32-bit integer token of a file location (else `message`)."""
        if self.kind != "integer":
            raise self.fail_token(message)
        value = integer_value(self.text)
        if value >= 2**32:
            raise self.fail_token(message) if wrong_token else self.fail(message)
        self.advance()
        return value


_BOOLS = ("true", "false")


class _Token(NamedTuple):
    """One scalar of a dense literal as TensorLiteralParser stores it: its sign and token."""

    negative: bool
    kind: str
    text: str
    span: Span


class _Int:
    """An integer element of a dense literal, before its element type is known."""

    __slots__ = ("hex", "span", "value")

    def __init__(self, value: int, hex: bool, span: Span) -> None:
        self.value = value
        self.hex = hex
        self.span = span


def _valid_hex_size(size: int, type: ty.ShapedType) -> bool:
    """DenseElementsAttr::isValidRawBuffer: one element's storage (a splat) or all of them.

    Storage: whole bytes per integer or float (`i1` too), 8 for `index`, twice the part
    for `complex`; unknown element types are not checked.
    """
    per = _storage_bytes(type.element_type)
    if per is None:
        return True
    return size == per or size == per * type.num_elements


def _storage_bytes(elem: Type) -> int | None:
    if isinstance(elem, ty.IndexType):
        return 8
    if isinstance(elem, ty.IntegerType | ty.FloatType):
        return (elem.width + 7) // 8
    if isinstance(elem, ty.ComplexType):
        part = _storage_bytes(elem.element_type)
        return None if part is None else 2 * part
    return None
