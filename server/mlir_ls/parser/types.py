"""Type parsing.

type ::= type-alias | dialect-type | builtin-type
builtin-type ::= complex-type | float-type | function-type | index-type | integer-type
               | memref-type | none-type | tensor-type | tuple-type | vector-type
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from mlir_ls.ir import types as ty
from mlir_ls.ir.attributes import (
    AffineMapAttr,
    Attribute,
    DialectAttr,
    IntegerAttr,
    StridedLayoutAttr,
)
from mlir_ls.ir.types import DYNAMIC, Type
from mlir_ls.parser.affine import AffineParser
from mlir_ls.parser.builtin_checks import (
    MAX_SPELLED_WIDTH,
    NO_ATTRIBUTE_HOOK,
    NO_TYPE_HOOK,
    is_float,
    is_memref_layout,
    is_supported_memory_space,
    is_valid_memref_element,
    is_valid_tensor_element,
    is_valid_vector_element,
)
from mlir_ls.parser.dialect_body import scan_body
from mlir_ls.parser.known_dialects import UPSTREAM_DIALECTS
from mlir_ls.syntax.lexer import unescape_string
from mlir_ls.text.span import Span

_SIMPLE_TYPES: dict[str, Type] = {
    "index": ty.INDEX,
    "none": ty.NONE,
    "token": ty.TOKEN,
    **{name: ty.FloatType(name) for name in ty.FLOAT_WIDTHS},
}
_INTEGER = re.compile(r"([su]?)i([0-9]+)\Z")
# The small float families (f8E4M3FN, f6E2M3FN, f4E2M1FN, ...): upstream keeps adding members
# (LLVM 24 has f8E5M3FNU), so spellings of the family are taken, not only the known ones.
_SMALL_FLOAT = re.compile(r"f([0-9]+)E[0-9]+M[0-9]+[A-Z]*\Z")
# dimension-list ::= (dimension `x`)*  with dimension ::= `?` | decimal-literal | `[` decimal `]`
# White space may surround the `x` (`vector<4 x i32>`), as upstream's lexer allows.
_DIMENSIONS = re.compile(r"(?:(?:[0-9]+|\?|\[[0-9]+\])\s*x\s*)*")
_STATIC_DIMENSIONS = re.compile(r"(?:(?:[0-9]+|\[[0-9]+\])\s*x\s*)*")
_DIMENSION = re.compile(r"([0-9]+|\?|\[([0-9]+)\])\s*x\s*")
MAX_INT_WIDTH = 16777215
#: `tensor<4x?xf32>`, `memref<8xi32>`, `vector<4xindex>`: static or dynamic dims and a
#: lower-case element type, nothing else. Dumps spell a few hundred of these again and
#: again; each spelling is parsed once (`_SHAPED_CACHE`, which also holds integer types
#: by spelling; types are immutable values).
_PLAIN_SHAPED = re.compile(r"(?:tensor|memref|vector)<(?:(?:[0-9]+|\?)x)*[a-z][a-z0-9]*>")
_SHAPED_WORDS = frozenset({"tensor", "memref", "vector"})
_SHAPED_CACHE: dict[str, Type] = {}
_SHAPED_CACHE_LIMIT = 50_000


class TypeParser(AffineParser):
    type_aliases: dict[str, Type]

    def parse_type(self) -> Type:
        """type ::= type-alias | dialect-type | builtin-type | function-type"""
        if self.kind == "bare":
            text = self.text
            simple = _SIMPLE_TYPES.get(text)
            if simple is not None:
                self.advance()
                return simple
        self.nest()
        try:
            if self.kind == "bare":
                return self._parse_bare_type(self.text)
            if self.kind == "(":
                return self.parse_function_type()
            if self.kind == "exclaim":
                return self._parse_exclaim_type()
            raise self.fail_token("expected non-function type")
        finally:
            self.nesting -= 1

    def parse_optional_type(self) -> Type | None:
        if self.kind in ("bare", "(", "exclaim"):
            if self.kind == "bare" and not self._starts_type(self.text):
                return None
            return self.parse_type()
        return None

    @staticmethod
    def _starts_type(word: str) -> bool:
        return (
            word in _SIMPLE_TYPES
            or word in ("complex", "tuple", "vector", "tensor", "memref")
            or _INTEGER.match(word) is not None
            or _SMALL_FLOAT.match(word) is not None
        )

    def parse_non_function_type(self) -> Type:
        if self.kind == "(":
            raise self.fail_token("expected non-function type")
        return self.parse_type()

    def _parse_bare_type(self, text: str) -> Type:
        if text in _SHAPED_WORDS:  # (first: the most common, and no float nor integer name)
            return self._parse_shaped_type(text)
        if _SMALL_FLOAT.match(text):
            self.advance()
            return ty.FloatType(text)
        m = _INTEGER.match(text)
        if m is not None:
            width = int(m.group(2))
            if width > MAX_SPELLED_WIDTH:
                raise self.fail("invalid integer width")
            if width > MAX_INT_WIDTH:
                raise self.fail(f"integer bitwidth is limited to {MAX_INT_WIDTH} bits")
            self.advance()
            integer = ty.IntegerType(width, m.group(1))
            if len(_SHAPED_CACHE) < _SHAPED_CACHE_LIMIT:
                _SHAPED_CACHE[text] = integer
            return integer
        if text == "complex":
            self.advance()
            self.expect("<", "expected '<' in complex type")
            elem_span = self.span
            elem = self.parse_type()
            self.expect(">", "expected '>' in complex type")
            if not isinstance(elem, ty.IntegerType) and not is_float(elem) and not elem.is_error:
                raise self.fail("invalid element type for complex", elem_span)
            return ty.ComplexType(elem)
        if text == "tuple":
            self.advance()
            self.expect("<", "expected '<' in tuple type")
            types: list[Type] = []
            if not self.consume_if(">"):
                types.append(self.parse_type())
                while self.consume_if(","):
                    types.append(self.parse_type())
                self.expect(">", "expected '>' in tuple type")
            return ty.TupleType(types)
        raise self.fail_token("expected non-function type")

    @staticmethod
    def plain_type(spelled: str) -> Type | None:
        """The type spelled `spelled` (`i32`, `f32`, `tensor<4xf32>`...) if seen before, else None."""
        return _SIMPLE_TYPES.get(spelled) or _SHAPED_CACHE.get(spelled)

    def _parse_shaped_type(self, text: str) -> Type:
        """tensor-type | memref-type | vector-type, from `_SHAPED_CACHE` when plainly spelled."""
        plain = _PLAIN_SHAPED.match(self.src, self.start)
        if plain is not None:
            cached = _SHAPED_CACHE.get(plain.group())
            if cached is not None:
                self.reset(plain.end())
                return cached
        reported = len(self.diagnostics)
        if text == "tensor":
            parsed = self._parse_tensor_type()
        elif text == "memref":
            parsed = self._parse_memref_type()
        else:
            parsed = self._parse_vector_type()
        if plain is not None and self.prev_end == plain.end() and len(self.diagnostics) == reported:
            if len(_SHAPED_CACHE) >= _SHAPED_CACHE_LIMIT:
                _SHAPED_CACHE.clear()
            _SHAPED_CACHE[plain.group()] = parsed
        return parsed

    def _parse_string_value(self, message: str) -> str:
        if self.kind != "string":
            raise self.fail_token(message)
        value = unescape_string(self.text)
        self.advance()
        return value

    def parse_function_type(self) -> ty.FunctionType:
        """function-type ::= type-list-parens `->` function-result-type"""
        inputs = self.parse_type_list_parens()
        self.expect("->", "expected '->' in function type")
        results = self.parse_function_result_types()
        return ty.FunctionType(inputs, results)

    def parse_type_list_parens(self) -> list[Type]:
        """type-list-parens ::= `(` `)` | `(` type-list-no-parens `)`"""
        self.expect("(", "expected '('")
        types: list[Type] = []
        if self.consume_if(")"):
            return types
        types.append(self.parse_type())
        while self.consume_if(","):
            types.append(self.parse_type())
        self.expect(")", "expected ')'")
        return types

    def parse_function_result_types(self) -> list[Type]:
        """function-result-type ::= type-list-parens | non-function-type"""
        if self.kind == "(":
            return self.parse_type_list_parens()
        return [self.parse_non_function_type()]

    def parse_type_list_no_parens(self) -> list[Type]:
        types = [self.parse_type()]
        while self.consume_if(","):
            types.append(self.parse_type())
        return types

    # ---- shaped types --------------------------------------------------------------------

    def _parse_dimensions(
        self, allow_dynamic: bool, allow_scalable: bool
    ) -> tuple[list[int], list[bool]]:
        """dimension-list ::= (dimension `x`)*, lexed from the raw text (`4x?x8xf32`)."""
        src = self.src
        pos = self.start
        m = (_DIMENSIONS if allow_dynamic else _STATIC_DIMENSIONS).match(src, pos)
        shape: list[int] = []
        scalable: list[bool] = []
        if m is None or m.end() == pos:
            if allow_scalable:
                self._check_scalable_dimension(pos)
            return shape, scalable
        for dim in _DIMENSION.finditer(src, pos, m.end()):
            token = dim.group(1)
            span = Span(dim.start(), dim.start() + len(token))
            if token == "?":
                if not allow_dynamic:
                    raise self.fail("expected static shape", span)
                shape.append(DYNAMIC)
                scalable.append(False)
            elif dim.group(2) is not None:
                if not allow_scalable:
                    # `[` starts no dimension here: the element type is expected there
                    self.reset(dim.start())
                    return shape, scalable
                shape.append(int(dim.group(2)))
                scalable.append(True)
            else:
                value = int(token)
                if value >= 2**63:
                    raise self.fail("invalid dimension", span)
                shape.append(value)
                scalable.append(False)
        self.reset(m.end())
        if allow_scalable:
            self._check_scalable_dimension(m.end())
        return shape, scalable

    def _check_scalable_dimension(self, pos: int) -> None:
        """A `[` the dimension list did not take: a scalable dimension without its `]`.

        vector-dim-list: `[` decimal-literal `]`; upstream reads the integer ("invalid
        dimension" if there is none) and then wants the `]`.
        """
        src = self.src
        if pos >= len(src) or src[pos] != "[":
            return
        m = re.compile(r"\[\s*([0-9]+)\s*").match(src, pos)
        if m is None:
            self.reset(pos + 1)
            raise self.fail("invalid dimension")
        after = m.end()
        raise self.fail(
            "missing ']' closing scalable dimension",
            Span(after, after + 1 if after < len(src) else after),
        )

    def _parse_tensor_type(self) -> Type:
        """tensor-type ::= `tensor` `<` (dimension-list | `*` `x`) type (`,` encoding)? `>`

        After the `>`: the element type must be valid ("invalid tensor element type",
        at the element type) and an unranked tensor takes no encoding.
        """
        self.advance()
        self.expect("<", "expected '<' in tensor type")
        unranked = self.kind == "*"
        shape: list[int] = []
        if unranked:
            self.advance()
            self._expect_x()
        else:
            shape, _ = self._parse_dimensions(True, False)
        elem_span = self.span
        elem = self.parse_type()
        encoding: Attribute | None = None
        if self.consume_if(","):
            encoding = self.parse_attribute()
        close = self.span
        self.expect(">", "expected '>' in tensor type")
        if not is_valid_tensor_element(elem):
            raise self.fail("invalid tensor element type", elem_span)
        if unranked:
            if encoding is not None:
                raise self.fail("cannot apply encoding to unranked tensor")
            return ty.UnrankedTensorType(elem)
        if encoding is not None:
            self._verify_encoding(encoding, shape, elem, close)
        return ty.RankedTensorType(shape, elem, encoding)

    def _verify_encoding(
        self, encoding: Attribute, shape: list[int], elem: Type, where: Span
    ) -> None:
        """`RankedTensorType::verify`: an encoding of a dialect that describes its tensor
        encodings (`DialectSpec.verify_encoding`) checks the shape and element type."""
        dialect = getattr(encoding, "dialect", None)
        spec = self.registry.dialect(dialect) if isinstance(dialect, str) else None
        check = None if spec is None else spec.verify_encoding
        if check is not None:
            problem = check(encoding, shape, elem)
            if problem is not None:
                raise self.fail(problem, where)

    def _expect_x(self) -> None:
        if self.kind == "bare" and self.text.startswith("x"):
            self.reset(self.start + 1)
            return
        raise self.fail_token("expected 'x' in dimension list")

    def _parse_memref_type(self) -> Type:
        """memref-type ::= `memref` `<` (dimension-list-ranked | `*` `x`) type
                           (`,` layout)? (`,` memory-space)? `>`

        Upstream's order: the element type right after it is read; then per listed
        attribute, layouts (`MemRefLayoutAttrInterface`) before one memory space; then
        `MemRefType::verify` at the type (layout against the rank, memory space kind).
        """
        type_span = self.span
        self.advance()
        self.expect("<", "expected '<' in memref type")
        unranked = self.kind == "*"
        shape: list[int] = []
        if unranked:
            self.advance()
            self._expect_x()
        else:
            shape, _ = self._parse_dimensions(True, False)
        elem_span = self.span
        elem = self.parse_type()
        if not is_valid_memref_element(elem, self._registered_elsewhere(elem)):
            raise self.fail("invalid memref element type", elem_span)
        layout: Attribute | None = None
        space: Attribute | None = None
        if not self.consume_if(">"):
            self.expect(",", "expected ',' or '>' in memref type")
            while True:
                if self.kind == ">":
                    raise self.fail_token("expected list element")
                attr = self.parse_attribute()
                if is_memref_layout(attr) or (
                    isinstance(attr, DialectAttr) and _looks_like_layout(attr)
                ):
                    layout = attr
                    if unranked:
                        raise self.fail("cannot have affine map for unranked memref type")
                    if space is not None:
                        raise self.fail("expected memory space to be last in memref type")
                elif space is not None:
                    raise self.fail("multiple memory spaces specified in memref type")
                else:
                    space = attr
                if not self.consume_if(","):
                    break
            self.expect(">", "expected '>'")
        if isinstance(layout, AffineMapAttr) and layout.value.num_dims != len(shape):
            raise self.fail(
                "memref layout mismatch between rank and affine map: "
                f"{len(shape)} != {layout.value.num_dims}",
                type_span,
            )
        if isinstance(layout, StridedLayoutAttr) and len(layout.strides) != len(shape):
            raise self.fail("expected the number of strides to match the rank", type_span)
        if not is_supported_memory_space(space) or (
            isinstance(space, DialectAttr)
            and space.dialect not in UPSTREAM_DIALECTS
            and not self.registry.is_registered(space.dialect)
            and self.options.allow_unregistered  # else reported as an unregistered dialect
        ):
            # an attribute of an unregistered dialect is a builtin OpaqueAttr
            raise self.fail("unsupported memory space Attribute", type_span)
        # Upstream's canonical form: memory space 0 is dropped.
        if isinstance(space, IntegerAttr) and space.value == 0:
            space = None
        if unranked:
            return ty.UnrankedMemRefType(elem, space)
        # an identity layout map is dropped too
        if isinstance(layout, AffineMapAttr) and layout.value.is_identity:
            layout = None
        return ty.MemRefType(shape, elem, layout, space)

    def _parse_vector_type(self) -> Type:
        """vector-type ::= `vector` `<` vector-dim-list vector-element-type `>`

        `VectorType::verify` at the type: the element type first
        (`VectorElementTypeInterface`), then positive sizes.
        """
        type_span = self.span
        self.advance()
        self.expect("<", "expected '<' in vector type")
        shape, scalable = self._parse_dimensions(False, True)
        elem = self.parse_type()
        self.expect(">", "expected '>' in vector type")
        if not is_valid_vector_element(elem, self._registered_elsewhere(elem)):
            raise self.fail(
                "failed to verify 'elementType': VectorElementTypeInterface instance", type_span
            )
        if any(dim == 0 for dim in shape):
            raise self.fail(
                "vector types must have positive constant sizes but got "
                + ", ".join(map(str, shape)),
                type_span,
            )
        return ty.VectorType(shape, elem, scalable)

    def _registered_elsewhere(self, elem: Type) -> bool:
        """A dialect type whose interfaces mlir-ls cannot know: of a dialect known only from
        the project's `.td` files, or of an unknown dialect already reported as such."""
        return (
            isinstance(elem, ty.DialectType)
            and elem.dialect not in UPSTREAM_DIALECTS
            and (self.registry.is_registered(elem.dialect) or not self.options.allow_unregistered)
        )

    # ---- dialect types and aliases -------------------------------------------------------

    def _parse_exclaim_type(self) -> Type:
        """dialect-type ::= `!` (opaque-dialect-type | pretty-dialect-type); type-alias ::= `!` alias-name"""
        found = self.parse_extended_symbol(self.type_aliases, "type")
        if isinstance(found, DialectSymbol):
            return ty.DialectType(found.dialect, found.name, found.body)
        assert isinstance(found, Type)
        return found

    def parse_extended_symbol(self, aliases: Mapping[str, object], what: str) -> object:
        """The `!ident` / `#ident` at the cursor: an alias's value, what the dialect's
        `parse_type`/`parse_attribute` hook made of it, or else a `DialectSymbol` (the
        dialect is not described): namespace, name and the exact `<...>` body text.
        """
        text = self.text
        ident = text[1:]
        span = self.span
        has_body = self.end < len(self.src) and self.src[self.end] == "<"
        if not has_body and "." not in ident:
            alias = aliases.get(ident)
            if alias is None:  # reported where the alias name ends, as upstream does
                raise self.fail(f"undefined symbol alias id '{ident}'", Span(span.end, span.end))
            self.source_map.alias_uses.append((span.start, span.end, text))
            self.advance()
            return alias
        dialect, _, name = ident.partition(".")
        if not dialect:  # `#.name`: no dialect has the empty namespace (reported after `#.`)
            raise self.fail("invalid dialect namespace '\"\"'", Span(span.start + 2, span.end))
        body: str | None = None
        body_span: Span | None = None
        end = self.end
        if has_body:
            end, problem = scan_body(self.src, self.end)
            if problem is not None:
                raise self.fail(problem, Span(self.end, end))
            body_span = Span(self.end + 1, end - 1)
            body = self.src[body_span.start : body_span.end]
        spec = self.registry.dialect(dialect)
        hook = None if spec is None else spec.parse_type if what == "type" else spec.parse_attribute
        if hook is not None:
            self.reset(self.end)
            # a dialect's own attribute/type parser reports without the custom-op prefix
            # (DialectAsmParser, not the op's OpAsmParser)
            custom_ops: list[str] | None = getattr(self, "custom_ops", None)
            if custom_ops is not None:
                custom_ops.append("")
            try:
                result = hook(self, name, body_span)
            finally:
                if custom_ops is not None:
                    custom_ops.pop()
            if result is not None:
                return result
        if dialect in (NO_TYPE_HOOK if what == "type" else NO_ATTRIBUTE_HOOK):
            at = Span(span.start + len(dialect) + 2, span.end) if name else span
            raise self.fail(f"dialect '{dialect}' provides no {what} parsing hook", at)
        self._check_dialect_known(dialect, name, body, span, what)
        self.reset(end)
        self._record_alias_uses_in(body_span)
        return DialectSymbol(dialect, name, body)

    def _check_dialect_known(
        self, dialect: str, name: str, body: str | None, span: Span, what: str
    ) -> None:
        """OpaqueType/OpaqueAttr::verify: a dialect nobody registered needs
        `--allow-unregistered-dialect` (reported at the symbol's data: after `dialect.`)."""
        if (
            self.options.allow_unregistered
            or dialect in UPSTREAM_DIALECTS
            or self.registry.is_registered(dialect)
        ):
            return
        data = name + (f"<{body}>" if name and body is not None else body or "")
        at = Span(span.start + len(dialect) + 2, span.end) if name else span
        spelled = f'!"{dialect}"<"{data}">' if what == "type" else f'#"{dialect}"<"{data}">'
        subject = f"`{spelled}` type" if what == "type" else f"{spelled} : 'none' attribute"
        self.error(
            f"{subject} created with unregistered dialect. If this is intended, please call "
            "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect "
            "with the MLIR opt tool used",
            at,
            code="unregistered-dialect",
        )

    def _record_alias_uses_in(self, body: Span | None) -> None:
        """Record `#alias` / `!alias` references inside an opaque dialect body (for navigation)."""
        if body is None or (
            "#" not in self.src[body.start : body.end]
            and "!" not in self.src[body.start : body.end]
        ):
            return
        for m in _ALIAS_REF.finditer(self.src, body.start, body.end):
            name = m.group(0)
            if (name[0] == "#" and name[1:] in self.attr_alias_names()) or (
                name[0] == "!" and name[1:] in self.type_aliases
            ):
                self.source_map.alias_uses.append((m.start(), m.end(), name))

    def attr_alias_names(self) -> dict[str, object]:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class DialectSymbol:
    """A `!dialect.name<body>` / `#dialect.name<body>` no dialect hook parsed."""

    dialect: str
    name: str
    body: str | None


_ALIAS_REF = re.compile(r"[#!][A-Za-z_$.][A-Za-z0-9_$.\-]*(?![A-Za-z0-9_$.\-<])")


def _looks_like_layout(attr: DialectAttr) -> bool:
    return attr.name in ("layout", "strided", "tiled_layout") or "layout" in attr.name
