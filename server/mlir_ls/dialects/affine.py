"""The affine dialect: loops, conditionals and memory accesses with affine maps.

Most ops are hand-written upstream (`AffineOps.cpp`): loop bounds, dim-and-symbol
operand lists `(%d0, %d1)[%s0]`, and subscripts written as affine maps of SSA ids
(`%m[%i + 1, symbol(%n)]`). The maps are stored like upstream's: `map`,
`lowerBoundMap`/`upperBoundMap`, `condition`, with the operands dims first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mlir_ls.dialects.common import placeholder_spec, types_match
from mlir_ls.dialects.constraints import ANY_MEMREF, ANY_VECTOR, INDEX, _c, is_index, like
from mlir_ls.dialects.directives import parse_dynamic_index_list, print_dynamic_index_list
from mlir_ls.dialects.ods import arg, attr, op, region, res, var_arg, var_res
from mlir_ls.dialects.scf import ensure_yield
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.affine import (
    AffineBinary,
    AffineConstant,
    AffineDim,
    AffineExpr,
    AffineMap,
    AffineSymbol,
    IntegerSet,
    make_binary,
    negate,
)
from mlir_ls.ir.core import BlockArgument, Operation, OpResult, Region, Value
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    RETURN_LIKE,
    SINGLE_BLOCK,
    TERMINATOR,
    DialectSpec,
)
from mlir_ls.parser.base import Repeated
from mlir_ls.syntax.lexer import integer_value

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand

AFFINE_YIELD = "affine.yield"


# ---- affine maps of SSA ids ---------------------------------------------------------------


class _SSAMapParser:
    """parseAffineMapOfSSAIds: affine expressions whose identifiers are SSA values.

    A new `%x` becomes the next dim, `symbol(%x)` the next symbol; a repeated
    value maps to the expression it got first.
    """

    def __init__(self, p: Parser) -> None:
        self.p = p
        self.seen: dict[tuple[str, int], AffineExpr] = {}
        self.dims: list[UnresolvedOperand] = []
        self.symbols: list[UnresolvedOperand] = []

    def parse(self, open_: str, close: str) -> tuple[AffineMap, list[UnresolvedOperand]]:
        p = self.p
        p.expect(open_, f"expected '{open_}' in affine map")
        results: list[AffineExpr] = []
        if not p.consume_if(close):
            while True:
                results.append(self.expr())
                if not p.consume_if(","):
                    break
            p.expect(close, f"expected '{close}' in affine map")
        amap = AffineMap(len(self.dims), len(self.symbols), tuple(results))
        return amap, [*self.dims, *self.symbols]

    def _ssa(self, is_symbol: bool) -> AffineExpr:
        p = self.p
        if p.kind != "percent":
            raise p.fail_token("expected ssa identifier")
        operand = p.parse_operand()
        key = (operand.name, operand.number)
        found = self.seen.get(key)
        if found is not None:
            return found
        expr: AffineExpr
        if is_symbol:
            expr = AffineSymbol(len(self.symbols))
            self.symbols.append(operand)
        else:
            expr = AffineDim(len(self.dims))
            self.dims.append(operand)
        self.seen[key] = expr
        return expr

    def expr(self) -> AffineExpr:
        p = self.p
        lhs = self.term()
        while True:
            if p.kind == "+":
                p.advance()
                lhs = make_binary("+", lhs, self.term())
            elif p.kind == "-":
                p.advance()
                lhs = make_binary("+", lhs, negate(self.term()))
            else:
                return lhs

    def term(self) -> AffineExpr:
        p = self.p
        lhs = self.operand()
        while True:
            if p.kind == "*":
                span = p.span
                p.advance()
                rhs = self.operand()
                if not lhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant():
                    raise p.fail(
                        "non-affine expression: at least one of the multiply operands has to "
                        "be either a constant or symbolic",
                        span,
                    )
                lhs = make_binary("*", lhs, rhs)
            elif p.kind == "bare" and p.text in ("floordiv", "ceildiv", "mod"):
                name = p.text
                span = p.span
                p.advance()
                rhs = self.operand()
                if not rhs.is_symbolic_or_constant():
                    raise p.fail(
                        f"non-affine expression: right operand of {name} has to be either a "
                        "constant or symbolic",
                        span,
                    )
                lhs = make_binary(name, lhs, rhs)
            else:
                return lhs

    def operand(self) -> AffineExpr:
        p = self.p
        kind = p.kind
        if kind == "percent":
            return self._ssa(False)
        if kind == "bare" and p.text == "symbol":
            p.advance()
            p.expect("(", "expected '(' at start of SSA symbol")
            expr = self._ssa(True)
            p.expect(")", "expected ')' at end of SSA symbol")
            return expr
        if kind == "integer":
            value = integer_value(p.text)
            if value >= 2**63:  # as parser/affine.py's `_parse_affine_primary`
                raise p.fail("constant too large for index")
            p.advance()
            return AffineConstant(value)
        if kind == "(":
            p.advance()
            if p.kind == ")":
                raise p.fail_token("no expression inside parentheses")
            expr = self.expr()
            p.expect(")", "expected ')'")
            return expr
        if kind == "-":
            p.advance()
            return negate(self.operand())
        if kind in ("+", "*"):
            raise p.fail_token("missing left operand of binary operator")
        if kind == "bare" and p.text in ("floordiv", "ceildiv", "mod"):
            raise p.fail_token("missing left operand of binary operator")
        raise p.fail_token("expected affine expression")


def parse_map_of_ssa_ids(
    p: Parser, open_: str = "[", close: str = "]"
) -> tuple[AffineMap, list[UnresolvedOperand]]:
    return _SSAMapParser(p).parse(open_, close)


def _const(expr: AffineExpr) -> int | None:
    return expr.value if isinstance(expr, AffineConstant) else None


def _print_expr(
    pr: OpAsmPrinter, expr: AffineExpr, operands: list[Value], num_dims: int, strong: bool
) -> None:
    """AsmPrinter::printAffineExprInternal with dims/symbols printed as their SSA values."""
    if isinstance(expr, AffineDim):
        if expr.position < len(operands):
            pr.print_operand(operands[expr.position])
        else:
            pr.write(f"d{expr.position}")
        return
    if isinstance(expr, AffineSymbol):
        index = num_dims + expr.position
        pr.write("symbol(")
        if index < len(operands):
            pr.print_operand(operands[index])
        else:
            pr.write(f"s{expr.position}")
        pr.write(")")
        return
    if isinstance(expr, AffineConstant):
        pr.write(str(expr.value))
        return
    assert isinstance(expr, AffineBinary)
    lhs, rhs = expr.lhs, expr.rhs
    if expr.op != "+":
        if strong:
            pr.write("(")
        if expr.op == "*" and _const(rhs) == -1:
            pr.write("-")
            _print_expr(pr, lhs, operands, num_dims, True)
        else:
            _print_expr(pr, lhs, operands, num_dims, True)
            pr.write(f" {expr.op} ")
            _print_expr(pr, rhs, operands, num_dims, True)
        if strong:
            pr.write(")")
        return
    if strong:
        pr.write("(")
    if isinstance(rhs, AffineBinary) and rhs.op == "*" and _const(rhs.rhs) is not None:
        factor = _const(rhs.rhs)
        assert factor is not None
        if factor == -1:
            _print_expr(pr, lhs, operands, num_dims, False)
            pr.write(" - ")
            inner = rhs.lhs
            _print_expr(
                pr, inner, operands, num_dims, isinstance(inner, AffineBinary) and inner.op == "+"
            )
            if strong:
                pr.write(")")
            return
        if factor < -1:
            _print_expr(pr, lhs, operands, num_dims, False)
            pr.write(" - ")
            _print_expr(pr, rhs.lhs, operands, num_dims, True)
            pr.write(f" * {-factor}")
            if strong:
                pr.write(")")
            return
    rc = _const(rhs)
    _print_expr(pr, lhs, operands, num_dims, False)
    if rc is not None and rc < 0:
        pr.write(f" - {-rc}")
    else:
        pr.write(" + ")
        _print_expr(pr, rhs, operands, num_dims, False)
    if strong:
        pr.write(")")


def print_map_of_ssa_ids(
    pr: OpAsmPrinter, amap: at.Attribute | None, operands: list[Value]
) -> None:
    if not isinstance(amap, at.AffineMapAttr):
        return
    m = amap.value
    dims, symbols = operands[: m.num_dims], operands[m.num_dims :]
    for i, expr in enumerate(m.results):
        if i:
            pr.write(", ")
        pr.print_affine_expr_of_ssa_ids(expr, dims, symbols)


# ---- dim and symbol lists -----------------------------------------------------------------


def parse_dim_and_symbol_list(p: Parser) -> tuple[list[Value], int]:
    """`(` dims `)` (`[` symbols `]`)?, resolved as `index`; returns (operands, #dims)."""
    dims = p.parse_operand_list("(")
    syms = p.parse_operand_list("[") if p.kind == "[" else []
    operands = p.resolve_operands([*dims, *syms], [ty.INDEX] * (len(dims) + len(syms)))
    return operands, len(dims)


def print_dim_and_symbol_list(pr: OpAsmPrinter, operands: list[Value], num_dims: int) -> None:
    pr.write("(")
    pr.print_operands(operands[:num_dims])
    pr.write(")")
    if len(operands) > num_dims:
        pr.write("[")
        pr.print_operands(operands[num_dims:])
        pr.write("]")


def _map_of(o: Operation, name: str) -> AffineMap | None:
    value = o.attr(name)
    return value.value if isinstance(value, at.AffineMapAttr) else None


def _attrs(o: Operation, *elided: str) -> dict[str, at.Attribute]:
    merged: dict[str, at.Attribute] = {}
    if isinstance(o.properties, at.DictionaryAttr):
        merged.update(o.properties.entries)
    merged.update(o.attributes)
    return {k: v for k, v in merged.items() if k not in elided}


# ---- affine.apply / min / max -------------------------------------------------------------


def _parse_map_and_operands(p: Parser, o: Operation) -> AffineMap | None:
    value = p.parse_attribute(ty.INDEX)
    o.attributes["map"] = value
    operands, num_dims = parse_dim_and_symbol_list(p)
    o.operands.extend(operands)
    if isinstance(value, at.AffineMapAttr):
        amap = value.value
        if amap.num_dims != num_dims or amap.num_dims + amap.num_symbols != len(operands):
            if o.name == "affine.apply":  # AffineApplyOp::parse: at the op's name
                raise p.custom_error("dimension or symbol index mismatch", p.op_name_span_for(o))
            # affine.min/max: their verifier reports it (verify_apply)
        return amap
    return None


def parse_apply(p: Parser, o: Operation) -> None:
    """`affine.apply` affine-map dim-and-symbol-list attr-dict"""
    amap = _parse_map_and_operands(p, o)
    p.parse_optional_attr_dict_into(o)
    # one index result per map result (AffineApplyOp::verify wants exactly one)
    for _ in range(len(amap.results) if amap is not None else 1):
        o.add_result(ty.INDEX)


def parse_min_max(p: Parser, o: Operation) -> None:
    """`affine.min` affine-map dim-and-symbol-list attr-dict"""
    _parse_map_and_operands(p, o)
    p.parse_optional_attr_dict_into(o)
    o.add_result(ty.INDEX)


def print_apply(pr: OpAsmPrinter, o: Operation) -> None:
    value = o.attr("map")
    pr.write(" ")
    if value is not None:
        pr.print_attribute(value)
    amap = _map_of(o, "map")
    print_dim_and_symbol_list(pr, list(o.operands), amap.num_dims if amap else len(o.operands))
    pr.print_optional_attr_dict(_attrs(o, "map"))


def verify_apply(o: Operation, ctx: VerifyContext) -> None:
    amap = _map_of(o, "map")
    if amap is None:
        return
    if amap.num_dims + amap.num_symbols != len(o.operands):
        ctx.error(o, "operand count and affine map dimension and symbol count must match")
        return
    if o.name == "affine.apply" and len(amap.results) != 1:
        ctx.error(o, "mapping must produce one value")
    elif o.name != "affine.apply" and not amap.results:
        ctx.error(o, "affine map expect at least one result")


# ---- dims and symbols (upstream's isValidDim / isValidSymbol) -----------------------------

#: Ops with upstream's AffineScope trait that mlir-ls does not mark with it.
_AFFINE_SCOPE_OPS = frozenset({"builtin.module", "gpu.func", "gpu.launch"})


#: Ops whose dynamic sizes isDimOpValidSymbol looks through (not modelled: accepted).
_SIZED_MEMREF_OPS = frozenset({"memref.view", "memref.subview", "memref.alloc"})


def _is_affine_scope(o: Operation) -> bool:
    return o.has_trait("AffineScope") or o.name in _AFFINE_SCOPE_OPS


def _region_of(o: Operation) -> Region | None:
    return o.parent.parent if o.parent is not None else None


def _affine_scope(o: Operation) -> Region | None:
    """getAffineScope: the region of the closest AffineScope ancestor that holds `o`."""
    cur = o
    while True:
        parent = cur.parent_op
        if parent is None:
            return None
        if _is_affine_scope(parent):
            return _region_of(cur)
        cur = parent


def _value_region(v: Value) -> Region | None:
    if isinstance(v, BlockArgument):
        return v.block.parent
    if isinstance(v, OpResult):
        return _region_of(v.op)
    return None


def _is_induction_var(v: Value) -> bool:
    if not isinstance(v, BlockArgument):
        return False
    owner = v.block.parent_op
    if owner is None:
        return False
    if owner.name == "affine.for":
        return v.index == 0
    return owner.name == "affine.parallel"


def _is_top_level(v: Value) -> bool:
    """isTopLevelValue: defined at the top of an AffineScope op's region."""
    region = _value_region(v)
    owner = region.parent if region is not None else None
    return owner is not None and _is_affine_scope(owner)


#: Answers of the current verify_dims_and_symbols call, by (value, region, kind): value
#: DAGs can share operands, so unmemoized walks could take exponential time.
_MEMO: dict[tuple[int, int, str], bool] = {}


def _is_valid_symbol(v: Value, region: Region | None) -> bool:
    key = (id(v), id(region), "symbol")
    found = _MEMO.get(key)
    if found is None:
        _MEMO[key] = False  # a cycle (graph regions) is no valid symbol
        found = _MEMO[key] = _valid_symbol(v, region)
    return found


def _is_valid_dim(v: Value, region: Region | None) -> bool:
    key = (id(v), id(region), "dim")
    found = _MEMO.get(key)
    if found is None:
        _MEMO[key] = False
        found = _MEMO[key] = _valid_dim(v, region)
    return found


def _valid_symbol(v: Value, region: Region | None) -> bool:
    if not is_index(v.type):
        return False
    if region is not None and _value_region(v) is region:
        return True
    if isinstance(v, OpResult):
        d = v.op
        if d.has_trait("ConstantLike"):
            return True
        if d.name == "affine.apply":
            amap = _map_of(d, "map")
            n = amap.num_dims if amap is not None else 0
            return all(
                (_is_valid_dim(x, region) if i < n else _is_valid_symbol(x, region))
                for i, x in enumerate(d.operands)
            )
        if d.name in ("affine.delinearize_index", "affine.linearize_index"):
            return all(_is_valid_symbol(x, region) for x in d.operands)
        if d.name in ("memref.dim", "tensor.dim") and d.operands:
            source = d.operands[0]
            if _is_top_level(source):
                return True
            while (
                isinstance(source, OpResult)
                and source.op.name == "memref.cast"
                and source.op.operands
            ):
                source = source.op.operands[0]
            # views, subviews and allocs whose size is a valid symbol: not modelled
            return isinstance(source, OpResult) and source.op.name in _SIZED_MEMREF_OPS
        if d.has_trait("Pure") and all(_is_valid_symbol(x, region) for x in d.operands):
            return True  # a pure op of valid symbols (what the oracle accepts)
    elif not isinstance(v, BlockArgument):
        return True  # an undefined value: reported elsewhere
    region_op = region.parent if region is not None else None
    if region_op is not None and not region_op.has_trait("IsolatedFromAbove"):
        outer = _region_of(region_op)
        if outer is not None:
            return _is_valid_symbol(v, outer)
    return False


def _valid_dim(v: Value, region: Region | None) -> bool:
    if not is_index(v.type):
        return False
    if _is_valid_symbol(v, region):
        return True
    if not isinstance(v, OpResult):
        return _is_induction_var(v) or not isinstance(v, BlockArgument)
    d = v.op
    if d.name == "affine.apply":
        amap = _map_of(d, "map")
        n = amap.num_dims if amap is not None else 0
        return all(
            (_is_valid_dim(x, region) if i < n else _is_valid_symbol(x, region))
            for i, x in enumerate(d.operands)
        )
    if d.name in ("affine.delinearize_index", "affine.linearize_index"):
        return all(_is_valid_dim(x, region) for x in d.operands)
    if d.name in ("memref.dim", "tensor.dim") and d.operands:
        return _is_top_level(d.operands[0])
    return False


def verify_dims_and_symbols(
    o: Operation, ctx: VerifyContext, operands: list[Value], num_dims: int
) -> bool:
    """verifyDimAndSymbolIdentifiers: dims are valid dims, the others valid symbols."""
    scope = _affine_scope(o)
    if scope is None:
        return True  # no AffineScope ancestor mlir-ls knows: do not guess
    _MEMO.clear()
    for i, v in enumerate(operands):
        if v.type.is_error or not is_index(v.type):
            continue
        if i < num_dims:
            if not _is_valid_dim(v, scope):
                ctx.error(o, "operand cannot be used as a dimension id")
                return False
        elif not _is_valid_symbol(v, scope):
            ctx.error(o, "operand cannot be used as a symbol")
            return False
    return True


# ---- loads and stores ---------------------------------------------------------------------


def _parse_subscripts(p: Parser, o: Operation) -> list[UnresolvedOperand]:
    amap, operands = parse_map_of_ssa_ids(p)
    o.attributes["map"] = at.AffineMapAttr(amap)
    return operands


def _element_type(t: ty.Type) -> ty.Type:
    return t.element_type if isinstance(t, ty.ShapedType) else ty.ERROR_TYPE


def parse_load(p: Parser, o: Operation) -> None:
    """`affine.load` %memref `[` map-of-ssa-ids `]` attr-dict `:` memref-type"""
    memref = p.parse_operand()
    indices = _parse_subscripts(p, o)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    mtype = p.parse_type()
    o.operands.append(p.resolve_operand(memref, mtype))
    o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))
    o.add_result(_element_type(mtype))


def parse_store(p: Parser, o: Operation) -> None:
    """`affine.store` %value `,` %memref `[` map-of-ssa-ids `]` attr-dict `:` memref-type"""
    value = p.parse_operand()
    p.expect(",", "expected ','")
    memref = p.parse_operand()
    indices = _parse_subscripts(p, o)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    mtype = p.parse_type()
    o.operands.append(p.resolve_operand(value, _element_type(mtype)))
    o.operands.append(p.resolve_operand(memref, mtype))
    o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))


def parse_vector_load(p: Parser, o: Operation) -> None:
    """`affine.vector_load` %memref `[` map `]` attr-dict `:` memref-type `,` vector-type"""
    memref = p.parse_operand()
    indices = _parse_subscripts(p, o)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    mtype = p.parse_type()
    p.expect(",", "expected ','")
    vtype = p.parse_type()
    o.operands.append(p.resolve_operand(memref, mtype))
    o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))
    o.add_result(vtype)


def parse_vector_store(p: Parser, o: Operation) -> None:
    """`affine.vector_store` %v `,` %memref `[` map `]` attr-dict `:` memref-type `,` vector-type"""
    value = p.parse_operand()
    p.expect(",", "expected ','")
    memref = p.parse_operand()
    indices = _parse_subscripts(p, o)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    mtype = p.parse_type()
    p.expect(",", "expected ','")
    vtype = p.parse_type()
    o.operands.append(p.resolve_operand(value, vtype))
    o.operands.append(p.resolve_operand(memref, mtype))
    o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))


def _print_access(pr: OpAsmPrinter, o: Operation, memref_index: int) -> None:
    pr.print_operand(o.operands[memref_index])
    pr.write("[")
    print_map_of_ssa_ids(pr, o.attr("map"), list(o.operands[memref_index + 1 :]))
    pr.write("]")
    pr.print_optional_attr_dict(_attrs(o, "map"))
    pr.write(" : ")
    pr.print_type(o.operands[memref_index].type)


def print_load(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    _print_access(pr, o, 0)
    if o.name == "affine.vector_load" and o.results:
        pr.write(", ")
        pr.print_type(o.results[0].type)


def print_store(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[0])
    pr.write(", ")
    _print_access(pr, o, 1)
    if o.name == "affine.vector_store":
        pr.write(", ")
        pr.print_type(o.operands[0].type)


def verify_access(o: Operation, ctx: VerifyContext) -> None:
    base = 1 if o.name in ("affine.store", "affine.vector_store") else 0
    if len(o.operands) <= base:
        return
    amap = _map_of(o, "map")
    mtype = o.operands[base].type
    if amap is None or not isinstance(mtype, ty.MemRefType):
        return
    element = mtype.element_type
    if o.name == "affine.load" and o.results and not types_match(element, o.results[0].type):
        ctx.error(o, "result type must match element type of memref")
        return
    if o.name == "affine.store" and not types_match(element, o.operands[0].type):
        ctx.error(o, "value to store must have the same type as memref element type")
        return
    if len(amap.results) != len(mtype.shape or ()):
        ctx.error(o, "affine map num results must equal memref rank")
        return
    if amap.num_dims + amap.num_symbols != len(o.operands) - base - 1:
        ctx.error(o, "expects as many subscripts as affine map inputs")
        return
    if not verify_dims_and_symbols(o, ctx, list(o.operands[base + 1 :]), amap.num_dims):
        return
    if o.name == "affine.vector_load" and o.results:
        _verify_vector_memref(o, ctx, mtype, o.results[0].type)
    elif o.name == "affine.vector_store":
        _verify_vector_memref(o, ctx, mtype, o.operands[0].type)


def verify_prefetch(o: Operation, ctx: VerifyContext) -> None:
    """AffinePrefetchOp::verify: one map result per memref dimension, one operand per map
    input (besides the memref), and each index a valid dimension of the affine scope."""
    if not o.operands:
        return
    amap = _map_of(o, "map")
    mtype = o.operands[0].type
    if amap is not None:
        if isinstance(mtype, ty.MemRefType) and len(amap.results) != len(mtype.shape or ()):
            ctx.error(o, "affine.prefetch affine map num results must equal memref rank")
            return
        if amap.num_dims + amap.num_symbols + 1 != len(o.operands):
            ctx.error(o, "too few operands")
            return
    elif len(o.operands) != 1:
        ctx.error(o, "too few operands")
        return
    scope = _affine_scope(o)
    if scope is None:
        return  # no AffineScope ancestor mlir-ls knows: do not guess
    _MEMO.clear()
    for v in o.operands[1:]:
        if not v.type.is_error and not _is_valid_dim(v, scope):
            ctx.error(o, "index must be a valid dimension or symbol identifier")
            return


def _verify_vector_memref(o: Operation, ctx: VerifyContext, m: ty.Type, v: ty.Type) -> None:
    if isinstance(m, ty.MemRefType) and isinstance(v, ty.VectorType):
        if m.element_type != v.element_type and not m.element_type.is_error:
            ctx.error(o, "requires memref and vector types of the same elemental type")


# ---- affine.for ---------------------------------------------------------------------------


def _parse_bound(p: Parser, o: Operation, lower: bool) -> list[Value]:
    name = "lowerBoundMap" if lower else "upperBoundMap"
    prefixed = p.consume_keyword("max" if lower else "min")
    if p.kind == "percent":
        ssa = p.parse_operand_list()
        if len(ssa) > 1:
            raise p.fail("expected only one loop bound operand", p.op_name_span_for(o))
        o.attributes[name] = at.AffineMapAttr(AffineMap(0, 1, (AffineSymbol(0),)))
        return p.resolve_operands(ssa, [ty.INDEX])
    span = p.span
    if p.kind in ("integer", "-"):
        value = p.parse_attribute(ty.INDEX)
        if isinstance(value, at.IntegerAttr):
            o.attributes[name] = at.AffineMapAttr(AffineMap(0, 0, (AffineConstant(value.value),)))
            return []
        raise p.fail("expected valid affine map representation for loop bounds", span)
    value = p.parse_attribute(ty.INDEX)
    if not isinstance(value, at.AffineMapAttr):
        raise p.fail(
            "expected valid affine map representation for loop bounds", p.op_name_span_for(o)
        )
    o.attributes[name] = value
    operands, num_dims = parse_dim_and_symbol_list(p)
    amap = value.value
    if amap.num_dims != num_dims:
        raise p.custom_error(
            "dim operand count and affine map dim count must match", p.op_name_span_for(o)
        )
    if amap.num_dims + amap.num_symbols != len(operands):
        raise p.custom_error(
            "symbol operand count and affine map symbol count must match", p.op_name_span_for(o)
        )
    if len(amap.results) > 1 and not prefixed:
        which = "lower" if lower else "upper"
        prefix = "max" if lower else "min"
        raise p.custom_error(
            f"{which} loop bound affine map with multiple results requires '{prefix}' prefix",
            span,
        )
    return operands


def parse_for(p: Parser, o: Operation) -> None:
    """`affine.for` %iv `=` bound `to` bound (`step` int)? (`iter_args` ...)? region attr-dict"""
    iv = p.parse_region_argument()
    if p.kind == "hash" and p.start == p.prev_end:  # parseArgument: no `#N`
        raise p.fail("result number not allowed in argument list")
    p.expect("=", "expected '='")
    lower = _parse_bound(p, o, True)
    p.expect_keyword("to", "expected 'to' between bounds")
    upper = _parse_bound(p, o, False)
    step = 1
    if p.consume_keyword("step"):
        span = p.span
        value = p.parse_attribute(ty.INDEX)
        if not isinstance(value, at.IntegerAttr):
            raise p.fail("invalid kind of attribute specified", span)
        step = value.value
        if step < 0:
            raise p.fail("expected step to be representable as a positive signed integer", span)
    o.attributes["step"] = at.IntegerAttr(step, ty.INDEX)
    pairs: list[tuple[UnresolvedOperand, UnresolvedOperand]] = []
    result_types: list[ty.Type] = []
    if p.consume_keyword("iter_args"):
        pairs = p.parse_assignment_list()
        p.expect("->", "expected '->'")
        result_types = p.parse_function_result_types()
    o.operands.extend(lower)
    o.operands.extend(upper)
    if pairs:
        if len(pairs) != len(result_types):
            raise p.fail(
                "mismatch between the number of loop-carried values and results",
                p.op_name_span_for(o),
            )
        o.operands.extend(p.resolve_operands([v for _, v in pairs], result_types))
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [len(lower), len(upper), len(pairs)]
    )
    body = o.add_region()
    args = p.region_arguments([iv, *(a for a, _ in pairs)], [ty.INDEX, *result_types])
    p.parse_region(body, args, False)
    ensure_yield(p, body, AFFINE_YIELD)
    p.parse_optional_attr_dict_into(o)
    for t in result_types:
        o.add_result(t)


def _segments(o: Operation, count: int) -> list[int] | None:
    sizes = o.attr("operandSegmentSizes")
    if isinstance(sizes, at.DenseArrayAttr) and len(sizes.values) == count:
        return [int(v) for v in sizes.values]
    return None


def _print_bound(
    pr: OpAsmPrinter, value: at.Attribute | None, operands: list[Value], prefix: str
) -> None:
    if not isinstance(value, at.AffineMapAttr):
        return
    amap = value.value
    if len(amap.results) == 1:
        expr = amap.results[0]
        if amap.num_dims == 0 and amap.num_symbols == 0 and isinstance(expr, AffineConstant):
            pr.write(str(expr.value))
            return
        if (
            amap.num_dims == 0
            and amap.num_symbols == 1
            and isinstance(expr, AffineSymbol)
            and operands
        ):
            pr.print_operand(operands[0])
            return
    else:
        pr.write(prefix + " ")
    pr.print_attribute(value)
    print_dim_and_symbol_list(pr, operands, amap.num_dims)


def print_for(pr: OpAsmPrinter, o: Operation) -> None:
    segments = _segments(o, 3) or [0, 0, 0]
    lb_n, ub_n, _ = segments
    body = o.regions[0]
    args = body.blocks[0].arguments if body.blocks else []
    pr.write(" ")
    if args:
        pr.print_operand(args[0])
    pr.write(" = ")
    _print_bound(pr, o.attr("lowerBoundMap"), list(o.operands[:lb_n]), "max")
    pr.write(" to ")
    _print_bound(pr, o.attr("upperBoundMap"), list(o.operands[lb_n : lb_n + ub_n]), "min")
    step = o.attr("step")
    if isinstance(step, at.IntegerAttr) and step.value != 1:
        pr.write(f" step {step.value}")
    inits = list(o.operands[lb_n + ub_n :])
    if inits:
        pr.write(" iter_args(")
        for i, (a, v) in enumerate(zip(args[1:], inits, strict=False)):
            if i:
                pr.write(", ")
            pr.print_operand(a)
            pr.write(" = ")
            pr.print_operand(v)
        pr.write(") -> (")
        pr.print_types([r.type for r in o.results])
        pr.write(")")
    pr.print_region(body, print_entry_block_args=False, print_block_terminators=bool(inits))
    pr.print_optional_attr_dict(
        _attrs(o, "lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes")
    )


def verify_for(o: Operation, ctx: VerifyContext) -> None:
    step = o.attr("step")
    if isinstance(step, at.IntegerAttr) and step.value <= 0:
        ctx.error(o, f"expected step to be a positive integer, got {step.value}")
        return
    segments = _segments(o, 3)
    if segments is None:
        return
    lb_n, ub_n, _ = segments
    for name, count in (("lowerBoundMap", lb_n), ("upperBoundMap", ub_n)):
        amap = _map_of(o, name)
        if amap is not None and amap.num_dims + amap.num_symbols != count:
            bound = "lower" if name == "lowerBoundMap" else "upper"
            ctx.error(o, f"{bound} bound operand count does not equal affine map input count")
            return


def verify_for_regions(o: Operation, ctx: VerifyContext) -> None:
    """After the body verified (affine.yield's own checks come first): LoopLikeOpInterface
    (a `verifyWithRegions` interface: before the op's own), then AffineForOp::verifyRegions."""
    segments = _segments(o, 3)
    if segments is None or not o.regions or not o.regions[0].blocks:
        return
    lb_n, ub_n, inits = segments
    arguments = o.regions[0].blocks[0].arguments
    # verifyLoopLikeOpInterface: inits, region iter_args and loop results agree in number
    iter_args = max(len(arguments) - 1, 0)
    if inits != iter_args:
        ctx.error(o, f"different number of inits and region iter_args: {inits} != {iter_args}")
        return
    if len(o.results) != iter_args:
        ctx.error(
            o,
            f"different number of loop results and region iter_args: {len(o.results)} != "
            f"{iter_args}",
        )
        return
    if not arguments or not (arguments[0].type == ty.INDEX or arguments[0].type.is_error):
        ctx.error(o, "expected body to have an index argument for the induction variable")
        return
    lb_map, ub_map = _map_of(o, "lowerBoundMap"), _map_of(o, "upperBoundMap")
    operands = list(o.operands)
    if lb_map is not None and not verify_dims_and_symbols(o, ctx, operands[:lb_n], lb_map.num_dims):
        return
    if ub_map is not None and not verify_dims_and_symbols(
        o, ctx, operands[lb_n : lb_n + ub_n], ub_map.num_dims
    ):
        return
    if len(o.results) != inits:
        ctx.error(o, "mismatch between the number of loop-carried values and results")


# ---- affine.if ----------------------------------------------------------------------------


def parse_if(p: Parser, o: Operation) -> None:
    """`affine.if` integer-set dim-and-symbol-list (`->` types)? region (`else` region)?"""
    span = p.span
    value = p.parse_attribute()
    if not isinstance(value, at.IntegerSetAttr):
        raise p.fail("expected valid integer set attr", span)
    o.attributes["condition"] = value
    operands, num_dims = parse_dim_and_symbol_list(p)
    iset = value.value
    if iset.num_dims != num_dims:
        raise p.fail(
            "dim operand count and integer set dim count must match", p.op_name_span_for(o)
        )
    if iset.num_dims + iset.num_symbols != len(operands):
        raise p.fail(
            "symbol operand count and integer set symbol count must match",
            p.op_name_span_for(o),
        )
    o.operands.extend(operands)
    result_types = p.parse_optional_arrow_type_list()
    then = o.add_region()
    p.parse_region(then, [], False)
    ensure_yield(p, then, AFFINE_YIELD)
    other = o.add_region()
    if p.consume_keyword("else"):
        p.parse_region(other, [], False)
        ensure_yield(p, other, AFFINE_YIELD)
    p.parse_optional_attr_dict_into(o)
    for t in result_types:
        o.add_result(t)


def print_if(pr: OpAsmPrinter, o: Operation) -> None:
    value = o.attr("condition")
    pr.write(" ")
    if value is not None:
        pr.print_attribute(value)
    num_dims = value.value.num_dims if isinstance(value, at.IntegerSetAttr) else len(o.operands)
    print_dim_and_symbol_list(pr, list(o.operands), num_dims)
    if o.results:
        pr.write(" -> ")
        types = [r.type for r in o.results]
        if len(types) == 1 and not isinstance(types[0], ty.FunctionType):
            pr.print_type(types[0])
        else:
            pr.write("(")
            pr.print_types(types)
            pr.write(")")
    terminators = bool(o.results)
    pr.print_region(o.regions[0], print_entry_block_args=False, print_block_terminators=terminators)
    if len(o.regions) > 1 and o.regions[1].blocks:
        pr.write(" else")
        pr.print_region(
            o.regions[1], print_entry_block_args=False, print_block_terminators=terminators
        )
    pr.print_optional_attr_dict(_attrs(o, "condition"))


def verify_if(o: Operation, ctx: VerifyContext) -> None:
    value = o.attr("condition")
    if not isinstance(value, at.IntegerSetAttr):
        ctx.error(o, "requires an integer set attribute named 'condition'")
        return
    iset: IntegerSet = value.value
    if iset.num_dims + iset.num_symbols != len(o.operands):
        ctx.error(
            o, "operand count and condition integer set dimension and symbol count must match"
        )
        return
    if not verify_dims_and_symbols(o, ctx, list(o.operands), iset.num_dims):
        return
    for index, r in enumerate(o.regions):  # NoRegionArguments
        if r.blocks and r.blocks[0].arguments:
            ctx.error(o, f"region #{index} should have no arguments")
            return


# ---- affine.parallel ----------------------------------------------------------------------

#: arith::AtomicRMWKind, in enum order (the reductions are stored as their i64 values).
ATOMIC_RMW_KINDS = (
    "addf",
    "addi",
    "assign",
    "maximumf",
    "maxs",
    "maxu",
    "minimumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "andi",
    "maxnumf",
    "minnumf",
)


def _parse_min_max_bound(p: Parser, o: Operation, lower: bool) -> list[Value]:
    """parseAffineMapWithMinMax: `(` (expr | `max`/`min` `(` exprs `)`) list `)`."""
    keyword = "max" if lower else "min"
    map_name = "lowerBoundsMap" if lower else "upperBoundsMap"
    groups_name = "lowerBoundsGroups" if lower else "upperBoundsGroups"
    p.expect("(", "expected '('")
    sizes: list[int] = []
    exprs: list[AffineExpr] = []
    ssa = _SSAMapParser(p)
    if not p.consume_if(")"):
        while True:
            if p.kind == "bare" and p.text == keyword:
                p.advance()
                p.expect("(", "expected '('")
                count = 0
                if p.kind != ")":
                    while True:
                        exprs.append(ssa.expr())
                        count += 1
                        if not p.consume_if(","):
                            break
                p.expect(")", "expected ')'")
                sizes.append(count)
            else:
                exprs.append(ssa.expr())
                sizes.append(1)
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')'")
    unresolved = [*ssa.dims, *ssa.symbols]
    operands = p.resolve_operands(unresolved, [ty.INDEX] * len(unresolved))
    o.attributes[map_name] = at.AffineMapAttr(
        AffineMap(len(ssa.dims), len(ssa.symbols), tuple(exprs))
    )
    o.attributes[groups_name] = at.DenseElementsAttr(
        ty.RankedTensorType((len(sizes),), ty.I32), sizes, splat=len(set(sizes)) == 1
    )
    return operands


def parse_parallel(p: Parser, o: Operation) -> None:
    """`affine.parallel` `(` ivs `)` `=` bounds `to` bounds (`step` `(` ints `)`)?
    (`reduce` `(` strings `)`)? (`->` types)? region attr-dict"""
    ivs = p.parse_operand_list("(")
    p.expect("=", "expected '='")
    operands = _parse_min_max_bound(p, o, True)
    p.expect_keyword("to", "expected 'to'")
    operands += _parse_min_max_bound(p, o, False)
    steps: list[at.Attribute]
    if p.consume_keyword("step"):
        ssa = _SSAMapParser(p)
        amap, step_operands = ssa.parse("(", ")")
        steps = []
        for expr in amap.results:
            if not isinstance(expr, AffineConstant) or step_operands:
                raise p.fail("steps must be constant integers", p.op_name_span_for(o))
            steps.append(at.IntegerAttr(expr.value, ty.I64))
    else:
        steps = [at.IntegerAttr(1, ty.I64) for _ in ivs]
    o.attributes["steps"] = at.ArrayAttr(steps)
    reductions: list[at.Attribute] = []
    if p.consume_keyword("reduce"):
        p.expect("(", "expected '('")
        while True:
            span = p.span
            value = p.parse_attribute()
            if not isinstance(value, at.StringAttr):
                raise p.fail("expected string attribute", span)
            if value.value not in ATOMIC_RMW_KINDS:
                raise p.custom_error(f"invalid reduction value: {value}", span)
            reductions.append(at.IntegerAttr(ATOMIC_RMW_KINDS.index(value.value), ty.I64))
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')'")
    o.attributes["reductions"] = at.ArrayAttr(reductions)
    result_types = p.parse_optional_arrow_type_list()
    o.operands.extend(operands)
    body = o.add_region()
    p.parse_region(body, p.region_arguments(ivs, [ty.INDEX] * len(ivs)), False)
    ensure_yield(p, body, AFFINE_YIELD)
    p.parse_optional_attr_dict_into(o)
    for t in result_types:
        o.add_result(t)


def _group_sizes(o: Operation, name: str) -> Sequence[int] | None:
    """The group sizes of a bound map; a splat is not expanded (its count is the type's:
    `dense<1> : tensor<4294967296xi32>`), the checks compare its length first."""
    value = o.attr(name)
    if isinstance(value, at.DenseElementsAttr):
        try:
            sizes = [int(v) for v in value.elements]
        except (TypeError, ValueError):
            return None
        shape = getattr(value.type, "shape", None)
        if value.splat and sizes and shape:
            return Repeated(sizes[0], shape[0] or 0)
        return sizes
    return None


def _print_min_max_bound(
    pr: OpAsmPrinter, o: Operation, lower: bool, operands: list[Value]
) -> None:
    amap = _map_of(o, "lowerBoundsMap" if lower else "upperBoundsMap")
    sizes = _group_sizes(o, "lowerBoundsGroups" if lower else "upperBoundsGroups") or []
    if amap is None:
        return
    dims, symbols = operands[: amap.num_dims], operands[amap.num_dims :]
    start = 0
    for index, size in enumerate(sizes):
        if index:
            pr.write(", ")
        if size == 1:
            pr.print_affine_expr_of_ssa_ids(amap.results[start], dims, symbols)
        else:
            pr.write("max(" if lower else "min(")
            for i, expr in enumerate(amap.results[start : start + size]):
                if i:
                    pr.write(", ")
                pr.print_affine_expr_of_ssa_ids(expr, dims, symbols)
            pr.write(")")
        start += size


def _parallel_operands(o: Operation) -> tuple[list[Value], list[Value]]:
    lb = _map_of(o, "lowerBoundsMap")
    n = lb.num_dims + lb.num_symbols if lb is not None else 0
    return list(o.operands[:n]), list(o.operands[n:])


def print_parallel(pr: OpAsmPrinter, o: Operation) -> None:
    body = o.regions[0] if o.regions else None
    pr.write(" (")
    if body is not None and body.blocks:
        pr.print_operands(list(body.blocks[0].arguments))
    pr.write(") = (")
    lower, upper = _parallel_operands(o)
    _print_min_max_bound(pr, o, True, lower)
    pr.write(") to (")
    _print_min_max_bound(pr, o, False, upper)
    pr.write(")")
    steps = o.attr("steps")
    values = (
        [e.value for e in steps.elements if isinstance(e, at.IntegerAttr)]
        if isinstance(steps, at.ArrayAttr)
        else []
    )
    if any(v != 1 for v in values):
        pr.write(" step (" + ", ".join(str(v) for v in values) + ")")
    if o.results:
        kinds = o.attr("reductions")
        names = []
        for e in kinds.elements if isinstance(kinds, at.ArrayAttr) else ():
            k = e.value if isinstance(e, at.IntegerAttr) else -1
            names.append(f'"{ATOMIC_RMW_KINDS[k]}"' if 0 <= k < len(ATOMIC_RMW_KINDS) else '""')
        pr.write(" reduce (" + ", ".join(names) + ") -> (")
        pr.print_types([r.type for r in o.results])
        pr.write(")")
    if body is not None:
        pr.print_region(body, print_entry_block_args=False, print_block_terminators=bool(o.results))
    pr.print_optional_attr_dict(
        _attrs(
            o,
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        )
    )


def verify_parallel(o: Operation, ctx: VerifyContext) -> None:
    steps = o.attr("steps")
    lower = _group_sizes(o, "lowerBoundsGroups")
    upper = _group_sizes(o, "upperBoundsGroups")
    lb_map, ub_map = _map_of(o, "lowerBoundsMap"), _map_of(o, "upperBoundsMap")
    if (
        not isinstance(steps, at.ArrayAttr)
        or lower is None
        or upper is None
        or lb_map is None
        or ub_map is None
    ):
        return
    num_dims = len(steps.elements)
    body = o.regions[0] if o.regions else None
    num_args = len(body.blocks[0].arguments) if body is not None and body.blocks else 0
    if len(lower) != num_dims or len(upper) != num_dims or num_args != num_dims:
        ctx.error(
            o,
            f"the number of region arguments ({num_args}) and the number of map groups for "
            f"lower ({len(lower)}) and upper bound ({len(upper)}), and the number of steps "
            f"({num_dims}) must all match",
        )
        return
    for sizes, amap, which in ((lower, lb_map, "lower"), (upper, ub_map, "upper")):
        if any(s == 0 for s in sizes):
            ctx.error(o, f"expected {which} bound map to have at least one result")
            return
        if sum(sizes) != len(amap.results):
            ctx.error(o, f"expected {which} bounds map to have {sum(sizes)} results")
            return
    reductions = o.attr("reductions")
    kinds = list(reductions.elements) if isinstance(reductions, at.ArrayAttr) else []
    if len(kinds) != len(o.results):
        ctx.error(o, "a reduction must be specified for each output")
        return
    for kind in kinds:
        if not isinstance(kind, at.IntegerAttr) or not 0 <= kind.value < len(ATOMIC_RMW_KINDS):
            ctx.error(o, "invalid reduction attribute")
            return
    n_lower = lb_map.num_dims + lb_map.num_symbols
    operands = list(o.operands)
    if not verify_dims_and_symbols(o, ctx, operands[:n_lower], lb_map.num_dims):
        return
    verify_dims_and_symbols(o, ctx, operands[n_lower:], ub_map.num_dims)


# ---- linearize / delinearize --------------------------------------------------------------


def parse_delinearize(p: Parser, o: Operation) -> None:
    """%linear `into` `(` basis `)` attr-dict `:` type-list"""
    linear = p.parse_operand()
    p.expect_keyword("into", "expected 'into'")
    dynamic, static, _ = parse_dynamic_index_list(p, "(")
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    types = p.parse_type_list_no_parens()
    o.operands.append(p.resolve_operand(linear, types[0] if types else ty.INDEX))
    o.operands.extend(p.resolve_operands(dynamic, [ty.INDEX] * len(dynamic)))
    o.attributes["static_basis"] = at.DenseArrayAttr(ty.I64, static)
    for t in types:
        o.add_result(t)


def print_delinearize(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[0])
    pr.write(" into ")
    print_dynamic_index_list(
        pr, list(o.operands[1:]), o.attr("static_basis") or at.DenseArrayAttr(ty.I64, []), "("
    )
    pr.print_optional_attr_dict(_attrs(o, "static_basis"))
    pr.write(" : ")
    pr.print_types([r.type for r in o.results])


def parse_linearize(p: Parser, o: Operation) -> None:
    """(`disjoint`)? `[` indices `]` `by` `(` basis `)` attr-dict `:` type"""
    if p.consume_keyword("disjoint"):
        o.attributes["disjoint"] = at.UNIT
    indices = p.parse_operand_list("[")
    p.expect_keyword("by", "expected 'by'")
    dynamic, static, _ = parse_dynamic_index_list(p, "(")
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    result = p.parse_type()
    o.operands.extend(p.resolve_operands(indices, [result] * len(indices)))
    o.operands.extend(p.resolve_operands(dynamic, [ty.INDEX] * len(dynamic)))
    o.attributes["static_basis"] = at.DenseArrayAttr(ty.I64, static)
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(ty.I32, [len(indices), len(dynamic)])
    o.add_result(result)


def print_linearize(pr: OpAsmPrinter, o: Operation) -> None:
    segments = _segments(o, 2) or [len(o.operands), 0]
    n = segments[0]
    if isinstance(o.attr("disjoint"), at.UnitAttr):
        pr.write(" disjoint")
    pr.write(" [")
    pr.print_operands(o.operands[:n])
    pr.write("] by ")
    print_dynamic_index_list(
        pr, list(o.operands[n:]), o.attr("static_basis") or at.DenseArrayAttr(ty.I64, []), "("
    )
    pr.print_optional_attr_dict(_attrs(o, "static_basis", "disjoint", "operandSegmentSizes"))
    pr.write(" : ")
    if o.results:
        pr.print_type(o.results[0].type)


def _basis(o: Operation) -> list[int]:
    value = o.attr("static_basis")
    return [int(v) for v in value.values] if isinstance(value, at.DenseArrayAttr) else []


def verify_delinearize(o: Operation, ctx: VerifyContext) -> None:
    basis = _basis(o)
    if len(o.results) not in (len(basis), len(basis) + 1):
        ctx.error(o, "should return an index for each basis element and up to one extra index")


def verify_linearize(o: Operation, ctx: VerifyContext) -> None:
    basis = _basis(o)
    segments = _segments(o, 2)
    if segments is None:
        return
    n = segments[0]
    if n not in (len(basis), len(basis) + 1):
        ctx.error(o, "should be passed a basis element for each index except possibly the first")


# ---- DMA and prefetch ---------------------------------------------------------------------


def _parse_memref_access(
    p: Parser, o: Operation, map_name: str
) -> tuple[UnresolvedOperand, list[UnresolvedOperand]]:
    memref = p.parse_operand()
    amap, operands = parse_map_of_ssa_ids(p)
    o.attributes[map_name] = at.AffineMapAttr(amap)
    return memref, operands


def parse_dma_start(p: Parser, o: Operation) -> None:
    """%src[map] `,` %dst[map] `,` %tag[map] `,` %n (`,` %stride `,` %per)? `:` t, t, t"""
    accesses = []
    for name in ("src_map", "dst_map", "tag_map"):
        accesses.append(_parse_memref_access(p, o, name))
        p.expect(",", "expected ','")
    count = [p.parse_operand()]
    if p.consume_if(","):
        stride = p.parse_optional_operand_list()
        if stride and len(stride) != 2:
            raise p.fail("expected two stride related operands", p.op_name_span_for(o))
        count.extend(stride)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    types = p.parse_type_list_no_parens()
    if len(types) != 3:
        raise p.fail("expected three types")
    for (memref, indices), t in zip(accesses, types, strict=True):
        o.operands.append(p.resolve_operand(memref, t))
        o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))
    o.operands.extend(p.resolve_operands(count, [ty.INDEX] * len(count)))


def print_dma_start(pr: OpAsmPrinter, o: Operation) -> None:
    position = 0
    types = []
    for name in ("src_map", "dst_map", "tag_map"):
        amap = _map_of(o, name)
        inputs = amap.num_dims + amap.num_symbols if amap else 0
        pr.write(" " if not position else ", ")
        memref = o.operands[position]
        types.append(memref.type)
        pr.print_operand(memref)
        pr.write("[")
        print_map_of_ssa_ids(
            pr, o.attr(name), list(o.operands[position + 1 : position + 1 + inputs])
        )
        pr.write("]")
        position += 1 + inputs
    pr.write(", ")
    pr.print_operands(o.operands[position:])
    pr.print_optional_attr_dict(_attrs(o, "src_map", "dst_map", "tag_map"))
    pr.write(" : ")
    pr.print_types(types)


def parse_dma_wait(p: Parser, o: Operation) -> None:
    """%tag[map] `,` %n attr-dict `:` type"""
    tag, indices = _parse_memref_access(p, o, "tag_map")
    p.expect(",", "expected ','")
    count = p.parse_operand()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    t = p.parse_type()
    o.operands.append(p.resolve_operand(tag, t))
    o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))
    o.operands.append(p.resolve_operand(count, ty.INDEX))


def print_dma_wait(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[0])
    pr.write("[")
    print_map_of_ssa_ids(pr, o.attr("tag_map"), list(o.operands[1:-1]))
    pr.write("], ")
    pr.print_operand(o.operands[-1])
    pr.print_optional_attr_dict(_attrs(o, "tag_map"))
    pr.write(" : ")
    pr.print_type(o.operands[0].type)


def _check_locality(value: at.Attribute) -> str | None:
    """`ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`."""
    if (
        isinstance(value, at.IntegerAttr)
        and value.type == ty.IntegerType(32)
        and 0 <= value.value <= 3
    ):
        return None
    return (
        "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer "
        "attribute whose minimum value is 0 whose maximum value is 3"
    )


def parse_prefetch(p: Parser, o: Operation) -> None:
    """%m[map] `,` (read|write) `,` `locality<` int `>` `,` (data|instr) attr-dict `:` type"""
    memref, indices = _parse_memref_access(p, o, "map")
    p.expect(",", "expected ','")
    if p.kind != "bare" or p.text not in ("read", "write"):
        raise p.fail_token("rw specifier has to be 'read' or 'write'")
    o.attributes["isWrite"] = at.TRUE if p.text == "write" else at.FALSE
    p.advance()
    p.expect(",", "expected ','")
    p.expect_keyword("locality", "expected 'locality'")
    p.expect("<", "expected '<'")
    hint = p.parse_attribute(ty.I32)
    p.expect(">", "expected '>'")
    o.attributes["localityHint"] = hint
    p.expect(",", "expected ','")
    if p.kind != "bare" or p.text not in ("data", "instr"):
        raise p.fail_token("cache type has to be 'data' or 'instr'")
    o.attributes["isDataCache"] = at.TRUE if p.text == "data" else at.FALSE
    p.advance()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    t = p.parse_type()
    o.operands.append(p.resolve_operand(memref, t))
    o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))


def print_prefetch(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[0])
    pr.write("[")
    print_map_of_ssa_ids(pr, o.attr("map"), list(o.operands[1:]))
    pr.write("], ")
    pr.write("write" if o.attr("isWrite") == at.TRUE else "read")
    hint = o.attr("localityHint")
    pr.write(f", locality<{hint.value if isinstance(hint, at.IntegerAttr) else hint}>, ")
    pr.write("data" if o.attr("isDataCache") == at.TRUE else "instr")
    pr.print_optional_attr_dict(_attrs(o, "map", "isWrite", "localityHint", "isDataCache"))
    pr.write(" : ")
    pr.print_type(o.operands[0].type)


# ---- dialect ------------------------------------------------------------------------------

INDEX_LIKE = _c("index-like", like(is_index))
ANY_MEMREF_INDICES = [arg("memref", ANY_MEMREF), var_arg("indices", INDEX)]
AFFINE_SCOPE = ["AffineScope"]
MAP_ATTR = attr("map", "AffineMapAttr")


def verify_yield(o: Operation, ctx: VerifyContext) -> None:
    """AffineYieldOp::verify: the parent kind, then result count and types."""
    parent = o.parent_op
    if parent is None:
        return
    if parent.name not in ("affine.parallel", "affine.if", "affine.for"):
        ctx.error(o, "only terminates affine.if/for/parallel regions")
        return
    if len(parent.results) != len(o.operands):
        ctx.error(o, "parent of yield must have same number of results as the yield operands")
        return
    for result, operand in zip(parent.results, o.operands, strict=True):
        if result.type != operand.type and not result.type.is_error and not operand.type.is_error:
            ctx.error(o, "types mismatch between yield op and its parent")
            return


AFFINE = DialectSpec("affine", "Affine loops, conditionals and memory accesses.")
AFFINE.placeholder = placeholder_spec
AFFINE.add(
    op(
        "affine.apply",
        "affine apply operation",
        operands=[var_arg("mapOperands", INDEX)],
        results=[res("result", INDEX)],
        attrs=[MAP_ATTR],
        traits=["Pure"],
        parse=parse_apply,
        print=print_apply,
        verify=verify_apply,
    ),
    *(
        op(
            f"affine.{kind}",
            f"{kind} operation",
            operands=[var_arg("operands", INDEX)],
            results=[res("result", INDEX)],
            attrs=[MAP_ATTR],
            traits=["Pure"],
            parse=parse_min_max,
            print=print_apply,
            verify=verify_apply,
        )
        for kind in ("min", "max")
    ),
    op(
        "affine.load",
        "affine load operation",
        operands=ANY_MEMREF_INDICES,
        results=[res("result")],
        attrs=[MAP_ATTR],
        parse=parse_load,
        print=print_load,
        verify=verify_access,
    ),
    op(
        "affine.store",
        "affine store operation",
        operands=[arg("value"), *ANY_MEMREF_INDICES],
        attrs=[MAP_ATTR],
        parse=parse_store,
        print=print_store,
        verify=verify_access,
    ),
    op(
        "affine.vector_load",
        "affine vector load operation",
        operands=ANY_MEMREF_INDICES,
        results=[res("result", ANY_VECTOR)],
        attrs=[MAP_ATTR],
        parse=parse_vector_load,
        print=print_load,
        verify=verify_access,
    ),
    op(
        "affine.vector_store",
        "affine vector store operation",
        operands=[arg("value", ANY_VECTOR), *ANY_MEMREF_INDICES],
        attrs=[MAP_ATTR],
        parse=parse_vector_store,
        print=print_store,
        verify=verify_access,
    ),
    op(
        "affine.for",
        "for operation",
        operands=[
            var_arg("lowerBoundOperands", INDEX),
            var_arg("upperBoundOperands", INDEX),
            var_arg("inits"),
        ],
        results=[var_res("results")],
        regions=[region("region", single_block=True)],
        attrs=[
            attr("lowerBoundMap", "AffineMapAttr"),
            attr("upperBoundMap", "AffineMapAttr"),
            attr("step", "IndexAttr"),
        ],
        traits=[
            ATTR_SIZED_OPERAND_SEGMENTS,
            "AutomaticAllocationScope",
            SINGLE_BLOCK,
            "LoopLikeOpInterface",
            "RecursiveMemoryEffects",
        ],
        parse=parse_for,
        print=print_for,
        verify=verify_for,
        verify_regions=verify_for_regions,
        implicit_terminator=AFFINE_YIELD,
    ),
    op(
        "affine.if",
        "if-then-else operation",
        operands=[var_arg("operands")],
        results=[var_res("results")],
        regions=[region("thenRegion"), region("elseRegion")],
        attrs=[attr("condition", "IntegerSetAttr")],
        traits=["NoRegionArguments", "RecursiveMemoryEffects", SINGLE_BLOCK],
        parse=parse_if,
        print=print_if,
        verify=verify_if,
        implicit_terminator=AFFINE_YIELD,
    ),
    op(
        "affine.parallel",
        "multi-index parallel band operation",
        operands=[var_arg("mapOperands", INDEX)],
        results=[var_res("results")],
        regions=[region("region", single_block=True)],
        attrs=[
            attr("reductions", "TypedArrayAttrBase"),
            attr("lowerBoundsMap", "AffineMapAttr"),
            attr("lowerBoundsGroups", "I32ElementsAttr"),
            attr("upperBoundsMap", "AffineMapAttr"),
            attr("upperBoundsGroups", "I32ElementsAttr"),
            attr("steps", "I64ArrayAttr"),
        ],
        traits=[
            "AutomaticAllocationScope",
            SINGLE_BLOCK,
            "LoopLikeOpInterface",
            "RecursiveMemoryEffects",
            "MemRefsNormalizable",
        ],
        parse=parse_parallel,
        print=print_parallel,
        verify=verify_parallel,
        implicit_terminator=AFFINE_YIELD,
    ),
    op(
        "affine.dma_start",
        "affine DMA start operation",
        operands=[var_arg("operands")],
        attrs=[
            attr("src_map", "AffineMapAttr"),
            attr("dst_map", "AffineMapAttr"),
            attr("tag_map", "AffineMapAttr"),
        ],
        parse=parse_dma_start,
        print=print_dma_start,
    ),
    op(
        "affine.dma_wait",
        "affine DMA wait operation",
        operands=[var_arg("operands")],
        attrs=[attr("tag_map", "AffineMapAttr")],
        parse=parse_dma_wait,
        print=print_dma_wait,
    ),
    op(
        "affine.prefetch",
        "affine prefetch operation",
        operands=[arg("memref", ANY_MEMREF), var_arg("indices", INDEX)],
        attrs=[
            MAP_ATTR,
            attr("isWrite", "BoolAttr"),
            attr("localityHint", "I32Attr", check=_check_locality),
            attr("isDataCache", "BoolAttr"),
        ],
        parse=parse_prefetch,
        print=print_prefetch,
        verify=verify_prefetch,
    ),
    op(
        "affine.yield",
        "Yield values to parent operation",
        "attr-dict ($operands^ `:` type($operands))?",
        operands=[var_arg("operands")],
        traits=["Pure", TERMINATOR, RETURN_LIKE, "MemRefsNormalizable"],
        verify=verify_yield,
    ),
    op(
        "affine.delinearize_index",
        "delinearize an index",
        operands=[arg("linear_index", INDEX_LIKE), var_arg("dynamic_basis", INDEX)],
        results=[var_res("multi_index", INDEX_LIKE)],
        attrs=[attr("static_basis", "DenseI64ArrayAttr")],
        traits=["Pure"],
        parse=parse_delinearize,
        print=print_delinearize,
        verify=verify_delinearize,
    ),
    op(
        "affine.linearize_index",
        "linearize an index",
        operands=[var_arg("multi_index", INDEX_LIKE), var_arg("dynamic_basis", INDEX)],
        results=[res("linear_index", INDEX_LIKE)],
        attrs=[
            attr("static_basis", "DenseI64ArrayAttr"),
            # UnitProp: stored as `disjoint = false` when unset.
            attr("disjoint", "UnitProp", default=at.FALSE),
        ],
        traits=["Pure", ATTR_SIZED_OPERAND_SEGMENTS],
        parse=parse_linearize,
        print=print_linearize,
        verify=verify_linearize,
    ),
)

__all__ = ["AFFINE", "parse_map_of_ssa_ids", "print_map_of_ssa_ids"]
