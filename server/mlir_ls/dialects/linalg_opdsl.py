"""The OpDSL named ops of linalg, as upstream defines them.

Upstream generates these ops (`linalg.conv_2d_nhwc_hwcf`, `linalg.pooling_nhwc_max`,
`linalg.matvec`, `linalg.exp`, ...) from `LinalgNamedStructuredOps.yaml`, itself
generated from the Python OpDSL (`core_named_ops.py`). Each op has

* an iteration domain (`domain(D.n, D.oh, ...)`): the loop dimensions in order,
  which become `d0, d1, ...` of its indexing maps;
* operands, inputs then the one output: tensors indexed by affine expressions of
  the domain and of the symbols its index attributes bind (`I[D.n, D.oh * S.SH +
  D.kh * S.DH, ...]`), or scalars (`ScalarDef`, map `() -> ()`);
* index attributes `strides` and `dilations` (`IndexAttrDef`, default all ones,
  `DefaultValuedOptionalAttr`: stored only when written) bound to the symbols
  `S.SD/S.SH/S.SW` and `S.DD/S.DH/S.DW`;
* a scalar body, built by the op's `regionBuilder` in evaluation order (operands of
  an expression before the expression).

The generated `getIndexingMaps()` substitutes the index attributes into the maps,
simplifies them and memoizes the result in the discardable attribute
`linalg.memoized_indexing_maps`, which the verifier's call leaves on every op with a
fixed domain. Rank-polymorphic ops (`copy`, `fill`, the elementwise `exp`, `add`,
...) have no domain and compute identity maps instead, without memoizing.

The table below writes each definition compactly:

    domain:   "n oh ow f kh kw c"
    operands: "I[n, oh*SH + kh*DH, ow*SW + kw*DW, c] K[kh, kw, c, f] O[n, oh, ow, f]"
              (`Name` alone is a scalar; `Name[]` a rank-0 tensor; the last is the output)
    body:     "add(O, mul(cast(I), cast(K)))"

Body functions: the `BinaryFn`s (`add sub mul div div_unsigned max_signed
min_signed max_unsigned min_unsigned powf`), the `UnaryFn`s (`exp log abs ceil
floor negf reciprocal round sqrt rsqrt square tanh erf`), `select`, the casts
(`cast` / `cast_unsigned` to the output's element type, `cast_i32` / `cast_f64` to a
fixed type, `cast_attr` by the op's `cast` TypeFn attribute), `index(dim)` and
`const(literal : type)`. Checked against the oracle's generic prints.

The verifier (linalg.py) checks operands against these maps; the printer builds the
bodies and the memoized maps from them (printer/linalg_bodies.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.affine import AffineBinary, AffineConstant, AffineDim, AffineExpr, AffineMap
from mlir_ls.ir.core import Operation

#: A body expression: an operand name (str) or (function, arguments...).
Expr = str | tuple["str", tuple["Expr", ...]]


@dataclass(frozen=True, slots=True)
class Operand:
    """One operand: its name and index expressions (None: a scalar)."""

    name: str
    #: Each index: a sum of `(dim, symbol or None)` products.
    indices: tuple[tuple[tuple[str, str | None], ...], ...] | None


@dataclass(frozen=True, slots=True)
class NamedOp:
    """An OpDSL op definition (see the module docstring)."""

    name: str
    #: Loop dimensions in order; empty for rank-polymorphic ops.
    domain: tuple[str, ...]
    operands: tuple[Operand, ...]
    body: Expr
    #: Symbols bound to `strides` / `dilations`, in attribute order.
    strides: tuple[str, ...]
    dilations: tuple[str, ...]
    #: Declares a `cast` TypeFn attribute (`TypeFnAttrDef`).
    has_cast_attr: bool

    @property
    def rank_polymorphic(self) -> bool:
        return not self.domain


# ---- the definitions ------------------------------------------------------------------

_CONV = "add(O, mul(cast(I), cast(K)))"
_CONV_Q = "add(O, mul(sub(cast(I), cast(IZp)), sub(cast(K), cast(KZp))))"
_CONTRACT = "add(C, mul(cast(A), cast(B)))"
_CONTRACT_Q = "add(C, mul(sub(cast(A), cast(AZp)), sub(cast(B), cast(BZp))))"

_H = "oh*SH + kh*DH"
_W = "ow*SW + kw*DW"
_D = "od*SD + kd*DD"

#: fill_rng_2d: a linear congruential generator per element, seeded by its indices.
_RNG_MUL = "cast_i32(const(1103515245 : i64))"
_RNG_INC = "cast_i32(const(12345 : i64))"
_RNG1 = f"add(mul(add(cast_i32(index(m)), seed), {_RNG_MUL}), {_RNG_INC})"
_RNG2 = f"add(mul(add(cast_i32(index(n)), {_RNG1}), {_RNG_MUL}), {_RNG_INC})"
_RNG_OFFSET = "cast_f64(const(2147483647 : i64))"
_RNG_SCALE = "mul(sub(max, min), cast_f64(const(2.3283063999999999E-10 : f64)))"
_FILL_RNG = f"cast(add(mul(add({_RNG_OFFSET}, cast_f64({_RNG2})), {_RNG_SCALE}), min))"

#: The unary named ops, also the unary group of upstream's ElementwiseKind.
UNARY_FNS = (
    "exp",
    "log",
    "abs",
    "ceil",
    "floor",
    "negf",
    "reciprocal",
    "round",
    "sqrt",
    "rsqrt",
    "square",
    "tanh",
    "erf",
)
_BINARY_OPS = {
    "add": "add",
    "sub": "sub",
    "mul": "mul",
    "div": "div",
    "div_unsigned": "div_unsigned",
    "max": "max_signed",
    "min": "min_signed",
    "powf": "powf",
}

#: name -> (domain, operands, body); the conv/pooling layouts follow their names.
_DEFS: dict[str, tuple[str, str, str]] = {
    "copy": ("", "I O", "cast_attr(I)"),
    "fill": ("", "value O", "cast(value)"),
    **{name: ("", "I O", f"{name}(I)") for name in UNARY_FNS},
    **{name: ("", "lhs rhs O", f"{fn}(lhs, rhs)") for name, fn in _BINARY_OPS.items()},
    "select": ("", "cond lhs rhs O", "select(cond, lhs, rhs)"),
    "quantized_matmul": ("m n k", "A[m, k] B[k, n] AZp BZp C[m, n]", _CONTRACT_Q),
    "quantized_batch_matmul": (
        "b m n k",
        "A[b, m, k] B[b, k, n] AZp BZp C[b, m, n]",
        _CONTRACT_Q,
    ),
    "mmt4d": (
        "m n k m0 n0 k0",
        "A[m, k, m0, k0] B[n, k, n0, k0] C[m, n, m0, n0]",
        _CONTRACT,
    ),
    "batch_mmt4d": (
        "b m n k m0 n0 k0",
        "A[b, m, k, m0, k0] B[b, n, k, n0, k0] C[b, m, n, m0, n0]",
        _CONTRACT,
    ),
    "matvec": ("m n", "A[m, n] B[n] C[m]", _CONTRACT),
    "vecmat": ("n m", "A[m] B[m, n] C[n]", _CONTRACT),
    "batch_matvec": ("b m k", "A[b, m, k] B[b, k] C[b, m]", _CONTRACT),
    "batch_vecmat": ("b n k", "A[b, k] B[b, k, n] C[b, n]", _CONTRACT),
    "dot": ("m", "A[m] B[m] C[]", _CONTRACT),
    "conv_1d": ("ow kw", "I[ow + kw] K[kw] O[ow]", _CONV),
    "conv_2d": ("oh ow kh kw", "I[oh + kh, ow + kw] K[kh, kw] O[oh, ow]", _CONV),
    "conv_3d": (
        "od oh ow kd kh kw",
        "I[od + kd, oh + kh, ow + kw] K[kd, kh, kw] O[od, oh, ow]",
        _CONV,
    ),
    "conv_1d_nwc_wcf": ("n ow f kw c", f"I[n, {_W}, c] K[kw, c, f] O[n, ow, f]", _CONV),
    "conv_1d_ncw_fcw": ("n f ow c kw", f"I[n, c, {_W}] K[f, c, kw] O[n, f, ow]", _CONV),
    "conv_2d_nhwc_hwcf": (
        "n oh ow f kh kw c",
        f"I[n, {_H}, {_W}, c] K[kh, kw, c, f] O[n, oh, ow, f]",
        _CONV,
    ),
    "conv_2d_nhwc_fhwc": (
        "n oh ow f kh kw c",
        f"I[n, {_H}, {_W}, c] K[f, kh, kw, c] O[n, oh, ow, f]",
        _CONV,
    ),
    "conv_2d_nhwc_hwcf_q": (
        "n oh ow f kh kw c",
        f"I[n, {_H}, {_W}, c] K[kh, kw, c, f] IZp KZp O[n, oh, ow, f]",
        _CONV_Q,
    ),
    "conv_2d_nhwc_fhwc_q": (
        "n oh ow f kh kw c",
        f"I[n, {_H}, {_W}, c] K[f, kh, kw, c] IZp KZp O[n, oh, ow, f]",
        _CONV_Q,
    ),
    "conv_2d_nchw_fchw": (
        "n f oh ow c kh kw",
        f"I[n, c, {_H}, {_W}] K[f, c, kh, kw] O[n, f, oh, ow]",
        _CONV,
    ),
    "conv_2d_nchw_fchw_q": (
        "n f oh ow c kh kw",
        f"I[n, c, {_H}, {_W}] K[f, c, kh, kw] IZp KZp O[n, f, oh, ow]",
        _CONV_Q,
    ),
    "conv_2d_ngchw_fgchw": (
        "n g fg oh ow c kh kw",
        f"I[n, g, c, {_H}, {_W}] K[fg, g, c, kh, kw] O[n, g, fg, oh, ow]",
        _CONV,
    ),
    "conv_2d_ngchw_gfchw": (
        "n g fg oh ow c kh kw",
        f"I[n, g, c, {_H}, {_W}] K[g, fg, c, kh, kw] O[n, g, fg, oh, ow]",
        _CONV,
    ),
    "conv_2d_ngchw_gfchw_q": (
        "n g fg oh ow c kh kw",
        f"I[n, g, c, {_H}, {_W}] K[g, fg, c, kh, kw] IZp KZp O[n, g, fg, oh, ow]",
        _CONV_Q,
    ),
    "conv_2d_nhwgc_gfhwc": (
        "n oh ow g fg kh kw c",
        f"I[n, {_H}, {_W}, g, c] K[g, fg, kh, kw, c] O[n, oh, ow, g, fg]",
        _CONV,
    ),
    "conv_2d_nhwgc_gfhwc_q": (
        "n oh ow g fg kh kw c",
        f"I[n, {_H}, {_W}, g, c] K[g, fg, kh, kw, c] IZp KZp O[n, oh, ow, g, fg]",
        _CONV_Q,
    ),
    "conv_3d_ndhwc_dhwcf": (
        "n od oh ow f kd kh kw c",
        f"I[n, {_D}, {_H}, {_W}, c] K[kd, kh, kw, c, f] O[n, od, oh, ow, f]",
        _CONV,
    ),
    "conv_3d_ndhwc_dhwcf_q": (
        "n od oh ow f kd kh kw c",
        f"I[n, {_D}, {_H}, {_W}, c] K[kd, kh, kw, c, f] IZp KZp O[n, od, oh, ow, f]",
        _CONV_Q,
    ),
    "conv_3d_ncdhw_fcdhw": (
        "n f od oh ow c kd kh kw",
        f"I[n, c, {_D}, {_H}, {_W}] K[f, c, kd, kh, kw] O[n, f, od, oh, ow]",
        _CONV,
    ),
    "depthwise_conv_1d_nwc_wc": ("n ow ic kw", f"I[n, {_W}, ic] K[kw, ic] O[n, ow, ic]", _CONV),
    "depthwise_conv_1d_ncw_cw": ("n ow ic kw", f"I[n, ic, {_W}] K[ic, kw] O[n, ic, ow]", _CONV),
    "depthwise_conv_1d_nwc_wcm": (
        "n ow ic cm kw",
        f"I[n, {_W}, ic] K[kw, ic, cm] O[n, ow, ic, cm]",
        _CONV,
    ),
    "depthwise_conv_2d_nhwc_hwc": (
        "n oh ow ic kh kw",
        f"I[n, {_H}, {_W}, ic] K[kh, kw, ic] O[n, oh, ow, ic]",
        _CONV,
    ),
    "depthwise_conv_2d_nchw_chw": (
        "n oh ow ic kh kw",
        f"I[n, ic, {_H}, {_W}] K[ic, kh, kw] O[n, ic, oh, ow]",
        _CONV,
    ),
    "depthwise_conv_2d_nhwc_hwc_q": (
        "n oh ow ic kh kw",
        f"I[n, {_H}, {_W}, ic] K[kh, kw, ic] IZp KZp O[n, oh, ow, ic]",
        _CONV_Q,
    ),
    "depthwise_conv_2d_nhwc_hwcm": (
        "n oh ow ic cm kh kw",
        f"I[n, {_H}, {_W}, ic] K[kh, kw, ic, cm] O[n, oh, ow, ic, cm]",
        _CONV,
    ),
    "depthwise_conv_2d_nhwc_hwcm_q": (
        "n oh ow ic cm kh kw",
        f"I[n, {_H}, {_W}, ic] K[kh, kw, ic, cm] IZp KZp O[n, oh, ow, ic, cm]",
        _CONV_Q,
    ),
    "depthwise_conv_3d_ndhwc_dhwc": (
        "n od oh ow kd kh kw ic",
        f"I[n, {_D}, {_H}, {_W}, ic] K[kd, kh, kw, ic] O[n, od, oh, ow, ic]",
        _CONV,
    ),
    "depthwise_conv_3d_ncdhw_cdhw": (
        "n od oh ow kd kh kw ic",
        f"I[n, ic, {_D}, {_H}, {_W}] K[ic, kd, kh, kw] O[n, ic, od, oh, ow]",
        _CONV,
    ),
    "depthwise_conv_3d_ndhwc_dhwcm": (
        "n od oh ow cm kd kh kw ic",
        f"I[n, {_D}, {_H}, {_W}, ic] K[kd, kh, kw, ic, cm] O[n, od, oh, ow, ic, cm]",
        _CONV,
    ),
    "fill_rng_2d": ("m n", "min max seed O[m, n]", _FILL_RNG),
}


def _pooling(layout: str) -> tuple[str, str]:
    """(domain, operands) of `pooling_<layout>_*`: the window is the kernel operand."""
    spatial = [c for c in layout if c in "dhw"]
    window = " ".join(f"k{c}" for c in spatial)
    out_dims = [f"o{c}" if c in "dhw" else c for c in layout]
    in_dims = [{"d": _D, "h": _H, "w": _W}.get(c, c) for c in layout]
    domain = {
        "nhwc": "n oh ow c kh kw",
        "nchw": "n c oh ow kh kw",
        "nwc": "n ow c kw",
        "ncw": "n c ow kw",
        "ndhwc": "n od oh ow c kd kh kw",
    }[layout]
    operands = f"I[{', '.join(in_dims)}] K[{window.replace(' ', ', ')}] O[{', '.join(out_dims)}]"
    return domain, operands


_POOLING_BODIES = {
    "sum": "add(O, cast(I))",
    "max": "max_signed(O, cast(I))",
    "min": "min_signed(O, cast(I))",
    "max_unsigned": "max_unsigned(O, cast_unsigned(I))",
    "min_unsigned": "min_unsigned(O, cast_unsigned(I))",
}
for _layout, _kinds in (
    ("nhwc", "sum max max_unsigned min min_unsigned"),
    ("nchw", "sum max"),
    ("nwc", "sum max max_unsigned min min_unsigned"),
    ("ncw", "sum max"),
    ("ndhwc", "sum max min"),
):
    for _kind in _kinds.split():
        _DEFS[f"pooling_{_layout}_{_kind}"] = (*_pooling(_layout), _POOLING_BODIES[_kind])


# ---- parsing the compact definitions -----------------------------------------------------

_OPERAND = re.compile(r"(\w+)(\[[^\]]*\])?")
_TOKEN = re.compile(r"\s*([\w.+\-]+(?:\s*:\s*\w+)?|[(),])")


def _parse_index(text: str) -> tuple[tuple[str, str | None], ...]:
    """`oh*SH + kh*DH` -> ((oh, SH), (kh, DH)); `ow + kw` -> ((ow, None), (kw, None))."""
    terms: list[tuple[str, str | None]] = []
    for term in text.split("+"):
        dim, _, symbol = term.strip().partition("*")
        terms.append((dim.strip(), symbol.strip() or None))
    return tuple(terms)


def _parse_operands(text: str) -> tuple[Operand, ...]:
    operands: list[Operand] = []
    for match in _OPERAND.finditer(text):
        name, brackets = match.group(1), match.group(2)
        if brackets is None:
            operands.append(Operand(name, None))
            continue
        inner = brackets[1:-1].strip()
        indices = tuple(_parse_index(i) for i in inner.split(",")) if inner else ()
        operands.append(Operand(name, indices))
    return tuple(operands)


def _parse_body(text: str) -> Expr:
    """`f(a, g(b))` into nested (function, arguments) tuples; `const(...)` keeps its text."""
    tokens = [t for t in _TOKEN.findall(text) if t]
    pos = 0

    def expr() -> Expr:
        nonlocal pos
        head = tokens[pos]
        pos += 1
        if pos >= len(tokens) or tokens[pos] != "(":
            return head
        pos += 1
        args: list[Expr] = []
        while tokens[pos] != ")":
            args.append(expr())
            if tokens[pos] == ",":
                pos += 1
        pos += 1
        return (head, tuple(args))

    result = expr()
    assert pos == len(tokens), text
    return result


def _symbols(operands: tuple[Operand, ...], prefix: str) -> tuple[str, ...]:
    used = {
        symbol
        for operand in operands
        for index in operand.indices or ()
        for _, symbol in index
        if symbol is not None
    }
    return tuple(s for s in (f"{prefix}D", f"{prefix}H", f"{prefix}W") if s in used)


@cache
def named_op(name: str) -> NamedOp | None:
    """The OpDSL definition of `linalg.<name>` (full name), or None."""
    short = name.removeprefix("linalg.")
    found = _DEFS.get(short) if name.startswith("linalg.") else None
    if found is None:
        return None
    domain, operand_text, body_text = found
    operands = _parse_operands(operand_text)
    body = _parse_body(body_text)
    return NamedOp(
        name=name,
        domain=tuple(domain.split()),
        operands=operands,
        body=body,
        strides=_symbols(operands, "S"),
        dilations=_symbols(operands, "D"),
        has_cast_attr="cast_attr" in body_text,
    )


def all_named_ops() -> list[str]:
    """Full names of every op of the table."""
    return sorted(f"linalg.{name}" for name in _DEFS)


# ---- indexing maps ------------------------------------------------------------------------


def indexing_maps(
    definition: NamedOp, strides: list[int] | None, dilations: list[int] | None
) -> list[AffineMap] | None:
    """getIndexingMaps() before simplification: the maps with the index attributes
    substituted (`d1 * 2 + d4`; a factor 1 left out). The printer simplifies them as
    upstream's `simplifyAffineMap` does before printing the memoized attribute."""
    if definition.rank_polymorphic:
        return None
    bindings: dict[str, int] = {}
    for symbols, values in ((definition.strides, strides), (definition.dilations, dilations)):
        given = values if values is not None and len(values) == len(symbols) else None
        for i, symbol in enumerate(symbols):
            bindings[symbol] = given[i] if given is not None else 1
    position = {dim: i for i, dim in enumerate(definition.domain)}
    maps: list[AffineMap] = []
    for operand in definition.operands:
        results: list[AffineExpr] = []
        for index in operand.indices or ():
            expr: AffineExpr | None = None
            for dim, factor in index:
                term: AffineExpr = AffineDim(position[dim])
                if factor is not None and bindings[factor] != 1:
                    term = AffineBinary("*", term, AffineConstant(bindings[factor]))
                expr = term if expr is None else AffineBinary("+", expr, term)
            assert expr is not None
            results.append(expr)
        maps.append(AffineMap(len(definition.domain), 0, tuple(results)))
    return maps


#: A splat index attribute is expanded only up to this many values (sizes come from the text).
MAX_INDEX_VALUES = 1024


def index_attr_values(value: at.Attribute | None) -> list[int] | None:
    """The integers of an index attribute (`dense<[2, 3]> : tensor<2xi64>`, a splat
    `dense<1> : tensor<2xi64>`, or `array<i64: ...>`), or None."""
    if isinstance(value, at.DenseArrayAttr):
        return [int(v) for v in value.values]
    if not isinstance(value, at.DenseElementsAttr) or not isinstance(value.type, ty.ShapedType):
        return None
    count = 1
    for dim in value.type.shape or ():
        count *= dim
    elements = list(value.elements)
    if len(elements) == 1 and count != 1:  # a splat
        if not 0 <= count <= MAX_INDEX_VALUES:
            return None  # no op has that many dimensions: the attribute's check reports it
        elements = elements * count
    if all(isinstance(e, int) and not isinstance(e, bool) for e in elements):
        return [int(e) for e in elements]
    return None


def op_indexing_maps(op: Operation) -> list[AffineMap] | None:
    """The maps of an OpDSL op with a fixed domain, its `strides`/`dilations` substituted;
    None for other ops, rank-polymorphic ones and wrong operand counts."""
    definition = named_op(op.name)
    if definition is None or len(op.operands) != len(definition.operands):
        return None
    return indexing_maps(
        definition,
        index_attr_values(op.attr("strides")),
        index_attr_values(op.attr("dilations")),
    )
