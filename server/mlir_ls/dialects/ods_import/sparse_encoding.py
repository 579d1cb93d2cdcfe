"""`#sparse_tensor.encoding<{...}>` and `#sparse_tensor<slice(...)>`, whose parsers are C++.

Upstream (SparseTensorDialect.cpp, Detail/DimLvlMapParser.cpp, Detail/LvlTypeParser.cpp):

    encoding   ::= `<` `{` (key `=` value (`,` key `=` value)*)? `}` `>`
    key        ::= `map` | `posWidth` | `crdWidth` | `explicitVal` | `implicitVal`
    dim-lvl-map ::= (`[` symbol-binding-list `]`)? (`{` lvl-binding-list `}`)?
                    `(` dim-spec-list `)` `->` `(` lvl-spec-list `)`
    dim-spec   ::= bare-id (`=` affine-expr-of-lvl-vars)? (`:` slice-attribute)?
    lvl-spec   ::= (lvl-var `=`)? affine-expr-of-dim-vars `:` lvl-type
    lvl-type   ::= format (`[` int (`,` int)* `]`)? (`(` property (`,` property)* `)`)?
    slice      ::= `slice` `(` (int | `?`) `,` (int | `?`) `,` (int | `?`) `)`

Errors carry upstream's wording and locations: parse errors where the token is, the
attribute's `verify()` at the mnemonic (`getNameLoc`), `verifyEncoding` (the tensor type's
checks) at the tensor type's `>`. The printed form is upstream's (`<{ map = (d0, d1) -> (d0
: dense, d1 : compressed), posWidth = 32 }>`) when every part is one mlir-ls spells as
upstream does; otherwise the text is kept as written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir.affine import AffineBinary, AffineConstant, AffineDim, AffineExpr, AffineSymbol
from mlir_ls.ir.structured import AttrPrinter, StructuredAttr
from mlir_ls.syntax.lexer import integer_value
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.parser import Parser

_FORMATS = ("dense", "batch", "compressed", "loose_compressed", "singleton", "structured")
_PROPERTIES = ("nonunique", "nonordered", "soa")
_WIDTHS = (0, 8, 16, 32, 64)
_KEYS = ("map", "posWidth", "crdWidth", "explicitVal", "implicitVal")
DYNAMIC = None


@dataclass(frozen=True, slots=True)
class Slice:
    """`#sparse_tensor<slice(offset, size, stride)>`; None is `?`."""

    offset: int | None
    size: int | None
    stride: int | None

    def __str__(self) -> str:
        parts = ("?" if v is None else str(v) for v in (self.offset, self.size, self.stride))
        return f"slice({', '.join(parts)})"


@dataclass(frozen=True, slots=True)
class LevelType:
    fmt: str
    properties: frozenset[str] = frozenset()
    n_m: tuple[int, int] | None = None

    def __str__(self) -> str:
        """`toMLIRString`: the format, then the non-default properties in a fixed order."""
        text = f"structured[{self.n_m[0]}, {self.n_m[1]}]" if self.n_m else self.fmt
        props = [p for p in _PROPERTIES if p in self.properties]
        return f"{text}({', '.join(props)})" if props else text


@dataclass(slots=True)
class Encoding:
    """What a `#sparse_tensor.encoding` holds (SparseTensorEncodingAttr's parameters)."""

    dims: int = 0
    symbols: int = 0
    has_map: bool = False
    levels: list[tuple[AffineExpr, LevelType]] = field(default_factory=list)
    slices: list[Slice | None] = field(default_factory=list)
    #: lvlToDim as written (`(d0 = l0 * 2 + l1, ...)`), None when not written in full.
    lvl_to_dim: list[AffineExpr] | None = None
    pos_width: int = 0
    crd_width: int = 0
    explicit: at.Attribute | None = None
    implicit: at.Attribute | None = None

    @property
    def dim_rank(self) -> int:
        return self.dims if self.has_map else len(self.levels)


class SparseEncodingAttr(StructuredAttr):
    """`#sparse_tensor.encoding<...>`: its `Encoding` in `params`, the text as written in
    `body`; explicitVal and implicitVal print through the printer (upstream's float
    spelling), the rest as `SparseTensorEncodingAttr::print` writes it."""

    __slots__ = ()

    def __init__(self, enc: Encoding, written: str) -> None:
        super().__init__("sparse_tensor", "encoding", written, None, (enc,))

    @property
    def encoding(self) -> Encoding:
        enc = self.params[0]
        assert isinstance(enc, Encoding)
        return enc

    def _key(self) -> tuple[Any, ...]:
        head = _spelling(self.encoding)
        if head is None:
            return ("sparse_tensor", "encoding", " ".join((self.body or "").split()))
        values = (self.encoding.explicit, self.encoding.implicit)
        return ("sparse_tensor", "encoding", head, values)

    def print_params(self, printer: AttrPrinter) -> str:
        enc = self.encoding
        head = _spelling(enc)
        if head is None:
            return f"<{self.body}>"
        for key, value in (("explicitVal", enc.explicit), ("implicitVal", enc.implicit)):
            if value is not None:
                head += f", {key} = {printer.attr(value)}"
        return f"<{head} }}>"

    def children(self) -> tuple[at.Attribute, ...]:
        enc = self.encoding
        if _spelling(enc) is None:
            return ()
        return tuple(v for v in (enc.explicit, enc.implicit) if v is not None)

    def alias_name(self) -> str | None:
        return "sparse"


# ---- parsing ----------------------------------------------------------------------------------


def parse_sparse_attr(p: Parser, name: str, body: Span | None) -> at.Attribute | None:
    """The sparse_tensor dialect's attribute hook: `encoding` and the `slice` attribute."""
    if body is None:
        return None
    name_span = Span(body.start - 1 - len(name), body.start - 1)
    if name == "encoding":
        enc = _parse_encoding(p, name_span)
        p.expect(">", "expected '>'")
        return SparseEncodingAttr(enc, p.src[body.start : body.end])
    if name == "" and p.src.startswith("slice", body.start):
        p.expect("<", "expected '<'")
        p.expect_keyword("slice")
        s = _parse_slice(p)
        p.expect(">", "expected '>'")
        return at.DialectAttr("sparse_tensor", "", str(s), params=(s,))
    return None


def _parse_encoding(p: Parser, name_span: Span) -> Encoding:
    p.expect("<", "expected '<'")
    p.expect("{", "expected '{'")
    enc = Encoding()
    while p.kind == "bare":
        key = p.text
        if key not in _KEYS:
            raise p.fail(f"unexpected key: {key}", name_span)
        p.advance()
        p.expect("=", "expected '='")
        if key == "map":
            _DimLvlMapParser(p, enc).parse()
        elif key in ("posWidth", "crdWidth"):
            value = p.parse_attribute()
            if not isinstance(value, at.IntegerAttr):
                what = "position" if key == "posWidth" else "index"
                raise p.fail(f"expected an integral {what} bitwidth", name_span)
            if key == "posWidth":
                enc.pos_width = value.value
            else:
                enc.crd_width = value.value
        else:
            value = p.parse_attribute()
            if not _is_numeric(value):
                raise p.fail(f"expected a numeric value for {key}", name_span)
            if key == "explicitVal":
                enc.explicit = value
            else:
                enc.implicit = value
        if not p.consume_if(","):
            break
    p.expect("}", "expected '}'")
    problem = verify_encoding_attr(enc)
    if problem is not None:
        raise p.fail(problem, name_span)
    return enc


def _is_numeric(value: at.Attribute) -> bool:
    """explicitVal/implicitVal: an integer, a float or a complex number."""
    if isinstance(value, at.IntegerAttr | at.FloatAttr):
        return True
    return isinstance(value, at.DialectAttr) and (value.dialect, value.name) == (
        "complex",
        "number",
    )


def _parse_slice(p: Parser) -> Slice:
    """`(offset, size, stride)`: each an integer or `?`; a negative integer is refused right
    after it is read (`parseOptionalStaticSlice`)."""
    p.expect("(", "expected '('")
    values: list[int | None] = []
    for i in range(3):
        if i:
            p.expect(",", "expected ','")
        if p.consume_if("?"):
            values.append(DYNAMIC)
            continue
        negative = p.kind == "-"
        if negative:
            p.advance()
        if p.kind != "integer":
            raise p.fail_token("expected '?'")
        value = integer_value(p.text)
        p.advance()
        if negative:
            value = -value
            if value < 0:
                raise p.fail("expect positive value or ? for slice offset/size/stride")
        values.append(value)
    p.expect(")", "expected ')'")
    s = Slice(values[0], values[1], values[2])
    # SparseTensorDimSliceAttr::verify
    if s.size is not None and s.size <= 0:
        raise p.fail("expect positive value or ? for slice size", p.span)
    if s.stride is not None and s.stride <= 0:
        raise p.fail("expect positive value or ? for slice stride", p.span)
    return s


class _DimLvlMapParser:
    """`DimLvlMapParser`: variables by kind (a level name is no dimension name)."""

    def __init__(self, p: Parser, enc: Encoding) -> None:
        self.p = p
        self.enc = enc
        self.symbols: dict[str, AffineExpr] = {}
        self.dims: dict[str, AffineExpr] = {}
        self.lvls: dict[str, int] = {}
        self.declared_lvls = 0

    def parse(self) -> None:
        p = self.p
        if p.consume_if("["):
            self._bindings(self.symbols, "]", " in symbol binding list", AffineSymbol)
        if p.consume_if("{"):
            lvl_names: dict[str, AffineExpr] = {}
            self._bindings(lvl_names, "}", " in level declaration list", AffineDim)
            self.lvls = {n: i for i, n in enumerate(lvl_names)}
            self.declared_lvls = len(self.lvls)
        self._dim_specs()
        p.expect("->", "expected '->'")
        self._lvl_specs()
        self.enc.has_map = True
        self.enc.dims = len(self.dims)
        self.enc.symbols = len(self.symbols)

    def _var(self, names: dict[str, Any]) -> str:
        p = self.p
        if p.kind != "bare":
            raise p.fail_token("expected bare identifier")
        name = p.text
        if name in self.symbols or name in self.dims or name in self.lvls or name in names:
            raise p.fail(f"redefinition of identifier '{name}'")
        p.advance()
        return name

    def _bindings(self, names: dict[str, AffineExpr], close: str, where: str, make: type) -> None:
        p = self.p
        if p.consume_if(close):
            return
        while True:
            names[self._var(names)] = make(len(names))
            if not p.consume_if(","):
                break
        p.expect(close, f"expected '{close}'{where}")

    def _dim_specs(self) -> None:
        p = self.p
        p.expect("(", "expected '(' in dimension-specifier list")
        exprs: list[AffineExpr | None] = []
        if not p.consume_if(")"):
            lvl_scope: dict[str, AffineExpr] = {**self.symbols}
            lvl_scope.update({n: AffineDim(i) for n, i in self.lvls.items()})
            while True:
                name = self._var({})
                self.dims[name] = AffineDim(len(self.dims))
                expr: AffineExpr | None = None
                if p.consume_if("="):
                    expr = p.parse_affine_expr(lvl_scope)
                exprs.append(expr)
                slice_: Slice | None = None
                if p.consume_if(":"):
                    where = p.span
                    attr = p.parse_attribute()
                    found = attr.params[0] if isinstance(attr, at.DialectAttr) else None
                    if not isinstance(found, Slice):
                        raise p.fail("expected SparseTensorDimSliceAttr", where)
                    slice_ = found
                self.enc.slices.append(slice_)
                if not p.consume_if(","):
                    break
            p.expect(")", "expected ')' in dimension-specifier list")
        if exprs and all(e is not None for e in exprs):
            self.enc.lvl_to_dim = [e for e in exprs if e is not None]
        if not any(s is not None for s in self.enc.slices):
            self.enc.slices = []

    def _lvl_specs(self) -> None:
        p = self.p
        start = p.span
        p.expect("(", "expected '(' in level-specifier list")
        dim_scope: dict[str, AffineExpr] = {**self.symbols, **self.dims}
        if not p.consume_if(")"):
            while True:
                if self.declared_lvls:
                    self._lvl_binding()
                expr = p.parse_affine_expr(dim_scope)
                p.expect(":", "expected ':'")
                self.enc.levels.append((expr, _parse_lvl_type(p)))
                if not p.consume_if(","):
                    break
            p.expect(")", "expected ')' in level-specifier list")
        count = len(self.enc.levels)
        if self.declared_lvls and count != self.declared_lvls:
            raise p.fail(
                "Level-rank mismatch between forward-declarations and specifiers. Declared "
                f"{self.declared_lvls} level-variables; but got {count} level-specifiers.",
                start,
            )

    def _lvl_binding(self) -> None:
        """A forward-declared level variable, in its declared place, then `=`."""
        p = self.p
        where = p.span
        if p.kind != "bare":
            raise p.fail_token("expected bare identifier")
        name = p.text
        if name not in self.lvls:
            raise p.fail(f"use of undeclared identifier '{name}'")
        p.advance()
        declared, spec = self.lvls[name], len(self.enc.levels)
        if declared != spec:
            raise p.fail(
                f"Level-variable ordering mismatch. The variable '{name}' was forward-declared "
                f"as the {_nth(declared)} level; but is bound by the {_nth(spec)} specification.",
                where,
            )
        p.expect("=", "expected '='")


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd"}.get(n, f"{n}th")


def _parse_lvl_type(p: Parser) -> LevelType:
    """`LvlTypeParser::parseLvlType`."""
    where = p.span
    if p.kind != "bare":
        raise p.fail("expected valid level format (e.g. dense, compressed or singleton)")
    base = p.text
    p.advance()
    n_m: tuple[int, int] | None = None
    if base == "structured" and p.consume_if("["):
        sizes: list[int] = []
        while True:
            here = p.span
            negative = p.consume_if("-")
            if p.kind != "integer":
                raise p.fail("expected valid integer for structured size", here)
            value = integer_value(p.text) * (-1 if negative else 1)
            if value < 0:
                raise p.fail("expected structured size to be >= 0", here)
            p.advance()
            sizes.append(value)
            if not p.consume_if(","):
                break
        p.expect("]", "expected ']' in structured n out of m")
        if len(sizes) != 2:
            raise p.fail("expected exactly 2 structured sizes", where)
        if sizes[0] > sizes[1]:
            raise p.fail("expected n <= m in n_out_of_m", where)
        n_m = (sizes[0], sizes[1])
    props: set[str] = set()
    if p.consume_if("("):
        while True:
            if p.kind != "bare":
                raise p.fail("expected valid level property (e.g. nonordered, nonunique or high)")
            if p.text not in _PROPERTIES:
                raise p.fail(f"unknown level property: {p.text}")
            props.add(p.text)
            p.advance()
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')' in level property list")
    if base not in _FORMATS or (base == "structured" and n_m is None):
        raise p.fail(f"unknown level format: {base}", where)
    if base in ("dense", "batch") and props:
        raise p.fail("invalid level type: level format doesn't support the properties", where)
    return LevelType(base, frozenset(props), n_m)


# ---- verification (SparseTensorEncodingAttr::verify / verifyEncoding) ---------------------------


def verify_encoding_attr(enc: Encoding) -> str | None:
    """`SparseTensorEncodingAttr::verify`'s first complaint, or None."""
    if enc.pos_width not in _WIDTHS:
        return f"unexpected position bitwidth: {enc.pos_width}"
    if enc.crd_width not in _WIDTHS:
        return f"unexpected coordinate bitwidth: {enc.crd_width}"
    types = [lt for _, lt in enc.levels]
    singles = [i for i, lt in enumerate(types) if lt.fmt == "singleton"]
    if singles:
        first = singles[0]
        if first == 0 or types[first - 1].fmt not in ("compressed", "loose_compressed"):
            return "expected compressed or loose_compressed level before singleton level"
        if any(lt.fmt != "singleton" for lt in types[first:]):
            return "expected all singleton lvlTypes following a singleton level"
        soa = "soa" in types[first].properties
        if any(("soa" in lt.properties) != soa for lt in types[first:]):
            return "expected all singleton lvlTypes stored in the same memory layout (SoA vs AoS)."
    batches = [i for i, lt in enumerate(types) if lt.fmt == "batch"]
    if batches and batches != list(range(len(batches))):
        return "Batch lvlType can only be leading levels."
    if any("soa" in lt.properties and lt.fmt != "singleton" for lt in types):
        return "SoA is only applicable to singleton lvlTypes."
    n_of_m = [i for i, lt in enumerate(types) if lt.n_m is not None]
    if n_of_m:
        at_ = n_of_m[0]
        if at_ != len(types) - 1:
            return "expected n_out_of_m to be the last level type"
        if any(lt.fmt != "dense" for lt in types[:at_]):
            return "expected all dense lvlTypes before a n_out_of_m level"
        if enc.has_map and enc.dims != len(types):
            exprs = [e for e, _ in enc.levels]
            if not _is_block_sparsity(exprs):
                return "expected 1xm block structure for n_out_of_m level"
            coefficient = 0
            for size in _block_sizes(exprs):
                if size:
                    if size != coefficient and coefficient:
                        return "expected only one blocked level with the same coefficients"
                    coefficient = size
            n_m = types[at_].n_m
            if n_m is not None and coefficient != n_m[1]:
                return (
                    "expected coeffiencts of Affine expressions to be equal to m of "
                    "n_out_of_m level"
                )
    if not types:
        return "expected a non-empty array for lvlTypes"
    if enc.has_map:
        exprs = [e for e, _ in enc.levels]
        inferred = _infer_lvl_to_dim(exprs, enc.dims, enc.symbols)
        if inferred is None and enc.symbols == 0:
            return "failed to infer lvlToDim from dimToLvl"
        if (
            enc.lvl_to_dim is not None
            and inferred is not None
            and [_normal(e) for e in enc.lvl_to_dim] != [_normal(e) for e in inferred]
        ):
            return "expected lvlToDim to be an inverse of dimToLvl"
        if enc.dims > len(types):
            return f"unexpected dimToLvl mapping from {enc.dims} to {len(types)}"
    if enc.slices and enc.dim_rank != len(types):
        return (
            f"dimSlices expected dimension-rank to match level-rank: {enc.dim_rank} != {len(types)}"
        )
    return None


def verify_encoding(attr: Any, shape: list[int], element: Any) -> str | None:
    """`SparseTensorEncodingAttr::verifyEncoding` for `tensor<shape x element, attr>`."""
    enc = attr.params[0] if isinstance(attr, at.DialectAttr) and attr.params else None
    if not isinstance(enc, Encoding):
        return None
    if not shape:
        return "expected non-scalar sparse tensor"
    if enc.dim_rank != len(shape):
        return (
            "dimension-rank mismatch between encoding and tensor shape: "
            f"{enc.dim_rank} != {len(shape)}"
        )
    for which, value in (("explicit", enc.explicit), ("implicit", enc.implicit)):
        if value is None or element.is_error:
            continue
        vtype = _value_type(value)
        if vtype is not None and vtype != element:
            return (
                f"{which} value type mismatch between encoding and tensor element type: "
                f"'{vtype}' != '{element}'"
            )
    if enc.implicit is not None and _is_zero(enc.implicit) is False:
        return "implicit value must be zero"
    return None


def _value_type(value: at.Attribute) -> Any:
    if isinstance(value, at.IntegerAttr | at.FloatAttr):
        return value.type
    return None  # a complex number's type is read by the complex dialect


def _is_zero(value: at.Attribute) -> bool | None:
    if isinstance(value, at.IntegerAttr | at.FloatAttr):
        return value.value == 0
    if isinstance(value, at.DialectAttr) and value.body:
        numbers = value.body.split(" ", 1)[-1].split(",")
        try:
            return all(float(n) == 0 for n in numbers)
        except ValueError:
            return None
    return None


def _is_block_sparsity(exprs: list[AffineExpr]) -> bool:
    """`isBlockSparsity`: each level `d`, `d floordiv c` or (after it) `d mod c`, c > 0, and
    at least one `mod`; a dimension appears plainly or blocked, once."""
    coefficients: dict[int, int] = {}
    blocked = False
    for e in exprs:
        if isinstance(e, AffineBinary):
            if not isinstance(e.lhs, AffineDim) or not isinstance(e.rhs, AffineConstant):
                return False
            if e.rhs.value <= 0:
                return False
            pos = e.lhs.position
            if e.op == "floordiv":
                if pos in coefficients:
                    return False
                coefficients[pos] = e.rhs.value
            elif e.op == "mod":
                if coefficients.get(pos) != e.rhs.value:
                    return False
                blocked = True
            else:
                return False
        elif isinstance(e, AffineDim):
            if e.position in coefficients:
                return False
            coefficients[e.position] = 0
        else:
            return False
    return blocked


def _block_sizes(exprs: list[AffineExpr]) -> list[int]:
    sizes: list[int] = []
    for e in exprs:
        if isinstance(e, AffineBinary):
            if e.op == "mod" and isinstance(e.rhs, AffineConstant):
                sizes.append(e.rhs.value)
        else:
            sizes.append(0)
    return sizes


def _infer_lvl_to_dim(exprs: list[AffineExpr], dims: int, symbols: int) -> list[AffineExpr] | None:
    """`inferLvlToDim`: the inverse of a permutation, or of a block sparsity; None otherwise."""
    if symbols:
        return None
    if len(exprs) == dims and all(isinstance(e, AffineDim) for e in exprs):
        positions = [e.position for e in exprs if isinstance(e, AffineDim)]
        if sorted(positions) == list(range(dims)):
            return [AffineDim(positions.index(d)) for d in range(dims)]
        return None
    if not _is_block_sparsity(exprs):
        return None
    plain: list[AffineExpr] = []
    parts: dict[int, list[Any]] = {}
    for i, e in enumerate(exprs):
        if isinstance(e, AffineBinary) and isinstance(e.lhs, AffineDim):
            if e.op == "floordiv":
                parts[e.lhs.position] = [AffineDim(i), e.rhs]
            else:
                parts[e.lhs.position].append(AffineDim(i))
        else:
            plain.append(AffineDim(i))
    blocked = [
        AffineBinary("+", AffineBinary("*", c[0], c[1]), c[2])
        for _, c in sorted(parts.items())
        if len(c) == 3
    ]
    return plain + blocked


def _normal(e: AffineExpr) -> AffineExpr:
    """Constants to the right of `*` (as upstream's construction puts them)."""
    if isinstance(e, AffineBinary):
        lhs, rhs = _normal(e.lhs), _normal(e.rhs)
        if e.op == "*" and isinstance(lhs, AffineConstant) and not isinstance(rhs, AffineConstant):
            lhs, rhs = rhs, lhs
        return AffineBinary(e.op, lhs, rhs)
    return e


# ---- printing (SparseTensorEncodingAttr::print) -------------------------------------------------


def _simple(e: AffineExpr) -> bool:
    """An expression whose `str` is upstream's spelling: a variable, a constant, or a
    variable `op` a positive constant."""
    if isinstance(e, AffineDim | AffineSymbol):
        return True
    if isinstance(e, AffineConstant):
        return e.value >= 0
    return (
        isinstance(e, AffineBinary)
        and isinstance(e.lhs, AffineDim | AffineSymbol)
        and isinstance(e.rhs, AffineConstant)
        and e.rhs.value > 0
        and e.op in ("floordiv", "ceildiv", "mod", "*")
    )


def _spelling(enc: Encoding) -> str | None:
    """Upstream's printed body up to the values (`{ map = ..., crdWidth = 16`), or None
    where mlir-ls would not spell it the same."""
    if not all(_simple(e) for e, _ in enc.levels):
        return None
    dims = enc.dims if enc.has_map else len(enc.levels)
    levels = (
        [(e, lt) for e, lt in enc.levels]
        if enc.has_map
        else [(AffineDim(i), lt) for i, (_, lt) in enumerate(enc.levels)]
    )
    symbols = f"[{', '.join(f's{i}' for i in range(enc.symbols))}]" if enc.symbols else ""
    if enc.slices:
        dim_list = ", ".join(
            f"d{i} : #sparse_tensor<{s or Slice(0, None, 1)}>" for i, s in enumerate(enc.slices)
        )
    else:
        dim_list = ", ".join(f"d{i}" for i in range(dims))
    lvl_list = ", ".join(f"{e} : {lt}" for e, lt in levels)
    out = f"{{ map = {symbols}({dim_list}) -> ({lvl_list})"
    if enc.pos_width:
        out += f", posWidth = {enc.pos_width}"
    if enc.crd_width:
        out += f", crdWidth = {enc.crd_width}"
    return out
