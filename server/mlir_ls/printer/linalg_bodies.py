"""The implicit bodies and attributes of linalg named ops, as upstream builds them.

Upstream's parser builds the region of a named structured op (`linalg.matmul`,
`linalg.fill`, `linalg.conv_2d_nhwc_hwcf`, `linalg.elementwise`, ...) with the op's
`regionBuilder`, and the generic form prints it; the ODS contractions store default
`indexing_maps`, and the OpDSL ops with a fixed iteration domain memoize theirs in a
discardable `linalg.memoized_indexing_maps` attribute during verification
(dialects/linalg_opdsl.py describes those ops).

mlir-ls parses named ops with an empty region. `implicit_bodies(root)` fills
those regions for the time of a generic print and empties them again; the
tables below give the inherent attributes and their stored defaults
(`split_attributes` consults them for specs that do not declare them).

The scalar functions follow upstream's `RegionBuilderHelper` (LinalgOps.cpp):
`buildUnaryFn` / `buildBinaryFn` / `buildTernaryFn` and `buildTypeFn`, whose casts are
`convertScalarToDtype`. A body that upstream's builder would reject (an unsupported
type) is not built: the region then prints empty.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from mlir_ls.dialects.linalg_opdsl import Expr, NamedOp, all_named_ops, named_op, op_indexing_maps
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.affine import AffineDim, AffineMap
from mlir_ls.ir.core import Block, BlockArgument, Operation, Region, Value
from mlir_ls.ir.spec import OpSpec
from mlir_ls.printer.affine import canonical

#: ODS contractions: `C += cast(A) * cast(B)` with the op's `cast` attribute.
_CONTRACTIONS = frozenset(
    {"linalg.matmul", "linalg.batch_matmul", "linalg.batch_reduce_matmul", "linalg.contract"}
)
#: ODS ops whose body yields the input.
_YIELD_INPUT = frozenset({"linalg.transpose", "linalg.broadcast"})

#: UnaryFn -> op (all on floats).
_UNARY = {
    "exp": "math.exp",
    "log": "math.log",
    "abs": "math.absf",
    "ceil": "math.ceil",
    "floor": "math.floor",
    "negf": "arith.negf",
    "round": "math.round",
    "sqrt": "math.sqrt",
    "rsqrt": "math.rsqrt",
    "tanh": "math.tanh",
    "erf": "math.erf",
    "sin": "math.sin",
    "cos": "math.cos",
    "tan": "math.tan",
    "acos": "math.acos",
    "acosh": "math.acosh",
    "asin": "math.asin",
    "asinh": "math.asinh",
    "atan": "math.atan",
    "atanh": "math.atanh",
    "log10": "math.log10",
    "log1p": "math.log1p",
    "log2": "math.log2",
}
#: Elementwise kinds whose unary function is built from other ops.
_UNARY_SPECIAL = frozenset({"reciprocal", "square"})
_BINARY = frozenset(
    {
        "add",
        "sub",
        "mul",
        "div",
        "div_unsigned",
        "max_signed",
        "min_signed",
        "max_unsigned",
        "min_unsigned",
        "powf",
    }
)


def _map(num_dims: int, *positions: int) -> at.AffineMapAttr:
    return at.AffineMapAttr(AffineMap(num_dims, 0, tuple(AffineDim(p) for p in positions)))


def _maps(*maps: at.AffineMapAttr) -> at.ArrayAttr:
    return at.ArrayAttr(list(maps))


_FIXED_MAPS: dict[str, at.ArrayAttr] = {
    "linalg.matmul": _maps(_map(3, 0, 2), _map(3, 2, 1), _map(3, 0, 1)),
    "linalg.batch_matmul": _maps(_map(4, 0, 1, 3), _map(4, 0, 3, 2), _map(4, 0, 1, 2)),
    "linalg.batch_reduce_matmul": _maps(_map(4, 0, 1, 3), _map(4, 0, 3, 2), _map(4, 1, 2)),
}


def _rank(value: Value) -> int:
    t = value.type
    return len(t.shape or ()) if isinstance(t, ty.ShapedType) else 0


def _elementwise_maps(op: Operation) -> at.Attribute | None:
    if not op.operands:
        return None
    rank = _rank(op.operands[-1])
    identity = _map(rank, *range(rank))
    return _maps(*[identity] * len(op.operands))


_Inherent = dict[str, Callable[[Operation], at.Attribute | None] | None]


def _opdsl_inherent() -> dict[str, _Inherent]:
    """The OpDSL ops' attributes: `strides`/`dilations` (IndexAttrDef) and `cast`
    (TypeFnAttrDef), all `DefaultValuedOptionalAttr`s (not stored unless written)."""
    table: dict[str, _Inherent] = {}
    for name in all_named_ops():
        definition = named_op(name)
        assert definition is not None
        entries: _Inherent = {}
        if definition.strides:
            entries["strides"] = None
            entries["dilations"] = None
        if definition.has_cast_attr:
            entries["cast"] = None
        table[name] = entries
    return table


#: Inherent attributes of linalg ops whose spec does not declare them:
#: name -> default (None: no default; a callable computes it from the op).
LINALG_INHERENT: dict[str, _Inherent] = {
    **_opdsl_inherent(),
    "linalg.generic": {
        "indexing_maps": None,
        "iterator_types": None,
        "doc": None,
        "library_call": None,
    },
    "linalg.matmul": {"indexing_maps": lambda o: _FIXED_MAPS["linalg.matmul"], "cast": None},
    "linalg.batch_matmul": {
        "indexing_maps": lambda o: _FIXED_MAPS["linalg.batch_matmul"],
        "cast": None,
    },
    "linalg.batch_reduce_matmul": {
        "indexing_maps": lambda o: _FIXED_MAPS["linalg.batch_reduce_matmul"],
        "cast": None,
    },
    "linalg.contract": {"indexing_maps": None, "cast": None},
    "linalg.elementwise": {"kind": None, "indexing_maps": _elementwise_maps},
    "linalg.transpose": {"permutation": None},
    "linalg.broadcast": {"dimensions": None},
    "linalg.reduce": {"dimensions": None},
}


def memoized_maps(op: Operation) -> at.ArrayAttr | None:
    """`linalg.memoized_indexing_maps` that upstream's verifier leaves on OpDSL ops:
    getIndexingMaps() simplified (`simplifyAffineMap`)."""
    maps = op_indexing_maps(op)
    if maps is None:
        return None
    return at.ArrayAttr(
        [
            at.AffineMapAttr(
                AffineMap(m.num_dims, m.num_symbols, tuple(canonical(e) for e in m.results))
            )
            for m in maps
        ]
    )


# ---- bodies -------------------------------------------------------------------------------


def _elem(t: ty.Type) -> ty.Type:
    """fillStructuredOpRegion: memrefs and ranked tensors give their element type, other
    operands (scalars, vectors) their own type."""
    return t.element_type if isinstance(t, ty.MemRefType | ty.RankedTensorType) else t


class _Unsupported(Exception):
    """Upstream's region builder would report an error: no body is built."""


class _Builder:
    """RegionBuilderHelper: appends the body's ops to `block`."""

    def __init__(self, block: Block, lookup: Callable[[str], OpSpec | None]) -> None:
        self.block = block
        self.lookup = lookup

    def op(self, name: str, operands: list[Value], result: ty.Type, **attrs: at.Attribute) -> Value:
        new = Operation(name)
        new.spec = self.lookup(name)
        new.operands.extend(operands)
        new.attributes.update(attrs)
        self.block.append(new)
        return new.add_result(result)

    def yield_(self, values: list[Value]) -> None:
        new = Operation("linalg.yield")
        new.spec = self.lookup("linalg.yield")
        new.operands.extend(values)
        self.block.append(new)

    def cast(self, value: Value, to: ty.Type, unsigned: bool) -> Value:
        """convertScalarToDtype."""
        src = value.type
        if src == to:
            return value
        if isinstance(to, ty.IntegerType):
            if isinstance(src, ty.FloatType):
                return self.op("arith.fptoui" if unsigned else "arith.fptosi", [value], to)
            if isinstance(src, ty.IndexType):
                return self.op("arith.index_cast", [value], to)
            if isinstance(src, ty.IntegerType):
                if to.width > src.width:
                    return self.op("arith.extui" if unsigned else "arith.extsi", [value], to)
                if to.width < src.width:
                    return self.op("arith.trunci", [value], to)
                return value
        elif isinstance(to, ty.FloatType):
            if isinstance(src, ty.IntegerType):
                return self.op("arith.uitofp" if unsigned else "arith.sitofp", [value], to)
            if isinstance(src, ty.FloatType):
                if to.width > src.width:
                    return self.op("arith.extf", [value], to)
                if to.width < src.width:
                    return self.op("arith.truncf", [value], to)
                return value
        raise _Unsupported  # complex casts and unknown types are not built here

    def unary(self, fn: str, arg: Value) -> Value:
        """buildUnaryFn: float operands only."""
        t = arg.type
        if not isinstance(t, ty.FloatType):
            raise _Unsupported
        if fn == "reciprocal":
            one = self.op("arith.constant", [], t, value=at.FloatAttr(1.0, t))
            return self.op("arith.divf", [one, arg], t)
        if fn == "square":
            return self.op("arith.mulf", [arg, arg], t)
        name = _UNARY.get(fn)
        if name is None:
            raise _Unsupported
        return self.op(name, [arg], t)

    def binary(self, fn: str, lhs: Value, rhs: Value) -> Value:
        """buildBinaryFn: all complex, all float or all integer operands."""
        a, b = lhs.type, rhs.type
        complex_ = isinstance(a, ty.ComplexType) and isinstance(b, ty.ComplexType)
        float_ = isinstance(a, ty.FloatType) and isinstance(b, ty.FloatType)
        boolean = False
        integer = isinstance(a, ty.IntegerType) and isinstance(b, ty.IntegerType)
        if isinstance(a, ty.IntegerType) and isinstance(b, ty.IntegerType):
            boolean = a.width == 1 and b.width == 1
        if not (complex_ or float_ or integer):
            raise _Unsupported
        name = self._binary_name(fn, complex_, float_, boolean)
        return self.op(name, [lhs, rhs], a)

    @staticmethod
    def _binary_name(fn: str, complex_: bool, float_: bool, boolean: bool) -> str:
        if fn in ("add", "sub", "mul", "div"):
            if complex_:
                return f"complex.{fn}"
            if float_:
                return f"arith.{fn}f"
            if boolean and fn in ("add", "mul"):
                return "arith.ori" if fn == "add" else "arith.andi"
            if boolean:
                raise _Unsupported
            return "arith.divsi" if fn == "div" else f"arith.{fn}i"
        if complex_:
            raise _Unsupported
        if fn in ("max_signed", "min_signed"):
            if float_:
                return "arith.maximumf" if fn == "max_signed" else "arith.minimumf"
            return "arith.maxsi" if fn == "max_signed" else "arith.minsi"
        if fn == "powf":
            if not float_:
                raise _Unsupported
            return "math.powf"
        if float_ or boolean:  # the unsigned functions need (non-bool) integers
            raise _Unsupported
        return {"div_unsigned": "arith.divui", "max_unsigned": "arith.maxui"}.get(fn, "arith.minui")

    def select(self, cond: Value, lhs: Value, rhs: Value) -> Value:
        return self.op("arith.select", [cond, lhs, rhs], lhs.type)

    def constant(self, literal: str) -> Value:
        """`value : type` of an OpDSL `const(...)`: an integer or float constant."""
        text, _, type_name = literal.partition(":")
        t = _SCALAR_TYPES[type_name.strip()]
        value: at.Attribute
        if isinstance(t, ty.FloatType):
            value = at.FloatAttr(float(text), t)
        else:
            value = at.IntegerAttr(int(text), t)
        return self.op("arith.constant", [], t, value=value)


_SCALAR_TYPES: dict[str, ty.Type] = {"i32": ty.I32, "i64": ty.I64, "f64": ty.F64}


def _cast_unsigned(op: Operation) -> bool:
    cast = op.attr("cast")
    return isinstance(cast, at.DialectAttr) and (cast.body or "").strip("<> ") == "cast_unsigned"


class _Evaluator:
    """Builds an OpDSL body expression in upstream's order (operands first)."""

    def __init__(self, op: Operation, definition: NamedOp, b: _Builder, args: list[Value]):
        self.op = op
        self.definition = definition
        self.b = b
        self.env = {
            operand.name: arg for operand, arg in zip(definition.operands, args, strict=True)
        }
        self.out_type = args[-1].type

    def value(self, expr: Expr) -> Value:
        if isinstance(expr, str):
            return self.env[expr]
        fn, args = expr
        b = self.b
        if fn == "const":
            assert isinstance(args[0], str)
            return b.constant(args[0])
        if fn == "index":
            dim = self.definition.domain.index(str(args[0]))
            return b.op("linalg.index", [], ty.INDEX, dim=at.IntegerAttr(dim, ty.I64))
        values = [self.value(arg) for arg in args]
        if fn.startswith("cast"):
            return self._cast(fn, values[0])
        if fn == "select":
            return b.select(*values)
        if fn in _BINARY:
            return b.binary(fn, values[0], values[1])
        return b.unary(fn, values[0])

    def _cast(self, fn: str, value: Value) -> Value:
        if fn == "cast_i32":
            return self.b.cast(value, ty.I32, False)
        if fn == "cast_f64":
            return self.b.cast(value, ty.F64, False)
        unsigned = fn == "cast_unsigned" or (fn == "cast_attr" and _cast_unsigned(self.op))
        return self.b.cast(value, self.out_type, unsigned)


def _block(op: Operation) -> Block | None:
    """A fresh entry block for `op`'s region: one argument per operand (element types)."""
    block = Block(op.regions[0])
    for operand in op.operands:
        block.add_argument(_elem(operand.type))
    return block if block.arguments else None


def _body(op: Operation, lookup: Callable[[str], OpSpec | None]) -> Block | None:
    """The entry block of `op`'s implicit region (not yet attached), or None."""
    block = _block(op)
    if block is None:
        return None
    b = _Builder(block, lookup)
    args = list(block.arguments)
    try:
        results = _results(op, b, args)
    except _Unsupported:
        return None
    if results is None:
        return None
    b.yield_(results)
    return block


def _results(op: Operation, b: _Builder, args: list[BlockArgument]) -> list[Value] | None:
    definition = named_op(op.name)
    if definition is not None:
        if len(args) != len(definition.operands):
            return None
        return [_Evaluator(op, definition, b, list(args)).value(definition.body)]
    if op.name in _CONTRACTIONS:
        if len(args) != 3:
            return None
        unsigned = _cast_unsigned(op)
        out = args[2]
        lhs = b.cast(args[0], out.type, unsigned)
        rhs = b.cast(args[1], out.type, unsigned)
        return [b.binary("add", out, b.binary("mul", lhs, rhs))]
    if op.name in _YIELD_INPUT:
        return [args[0]] if len(args) == 2 else None
    if op.name == "linalg.elementwise":
        result = _elementwise(op, b, args)
        return None if result is None else [result]
    return None


def _elementwise(op: Operation, b: _Builder, args: list[BlockArgument]) -> Value | None:
    """ElementwiseOp::regionBuilder: the kind's function of the inputs, no casts."""
    kind_attr = op.attr("kind")
    kind = (kind_attr.body or "").strip("<> ") if isinstance(kind_attr, at.DialectAttr) else None
    inputs = args[:-1]
    if kind is None:
        return None
    if (kind in _UNARY or kind in _UNARY_SPECIAL) and len(inputs) == 1:
        return b.unary(kind, inputs[0])
    if kind in _BINARY and len(inputs) == 2:
        return b.binary(kind, inputs[0], inputs[1])
    if kind == "select" and len(inputs) == 3:
        return b.select(*inputs)
    return None


def _builds_body(op: Operation) -> bool:
    return (
        op.name in _CONTRACTIONS
        or op.name in _YIELD_INPUT
        or op.name == "linalg.elementwise"
        or named_op(op.name) is not None
    )


@contextmanager
def implicit_bodies(root: Operation) -> Iterator[None]:
    """Fill the empty regions of linalg named ops under `root` while the block runs."""
    from mlir_ls.dialects import default_registry

    registry = default_registry()
    filled: list[Region] = []
    try:
        pending = [
            op
            for op in root.walk()
            if op.name.startswith("linalg.")
            and op.spec is not None
            and len(op.regions) == 1
            and not op.regions[0].blocks
            and _builds_body(op)
        ]
        for op in pending:
            block = _body(op, registry.lookup_op)
            if block is not None:
                op.regions[0].blocks.append(block)
                filled.append(op.regions[0])
        yield
    finally:
        for region in filled:
            region.blocks.clear()
