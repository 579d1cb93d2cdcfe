"""The implicit bodies and attributes of linalg named ops, as upstream builds them.

Upstream's parser builds the region of a named structured op (`linalg.matmul`,
`linalg.fill`, `linalg.elementwise`, ...) from the op kind, and the generic
form prints it; named ops also store default `indexing_maps`, and the OpDSL
ops (`linalg.dot`, `matvec`, `vecmat`) memoize theirs in a discardable
`linalg.memoized_indexing_maps` attribute during verification.

mlir-ls parses named ops with an empty region. `implicit_bodies(root)` fills
those regions for the time of a generic print and empties them again; the
tables below give the inherent attributes and their stored defaults
(`split_attributes` consults them for specs that do not declare them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.affine import AffineDim, AffineMap
from mlir_ls.ir.core import Block, BlockArgument, Operation, Region, Value

_CONTRACTIONS = frozenset(
    {
        "linalg.matmul",
        "linalg.batch_matmul",
        "linalg.batch_reduce_matmul",
        "linalg.matvec",
        "linalg.vecmat",
        "linalg.dot",
        "linalg.batch_matvec",
        "linalg.batch_vecmat",
        "linalg.contract",
    }
)
_YIELD_INPUT = frozenset({"linalg.fill", "linalg.copy", "linalg.transpose", "linalg.broadcast"})

#: Elementwise kinds: (float op, signed-integer op) per kind; `None` where not built.
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
}
_BINARY = {
    "add": ("arith.addf", "arith.addi"),
    "sub": ("arith.subf", "arith.subi"),
    "mul": ("arith.mulf", "arith.muli"),
    "div": ("arith.divf", "arith.divsi"),
    "div_unsigned": (None, "arith.divui"),
    "max_signed": ("arith.maximumf", "arith.maxsi"),
    "min_signed": ("arith.minimumf", "arith.minsi"),
    "max_unsigned": (None, "arith.maxui"),
    "min_unsigned": (None, "arith.minui"),
    "powf": ("math.powf", None),
}


def _map(num_dims: int, *positions: int) -> at.AffineMapAttr:
    return at.AffineMapAttr(AffineMap(num_dims, 0, tuple(AffineDim(p) for p in positions)))


def _maps(*maps: at.AffineMapAttr) -> at.ArrayAttr:
    return at.ArrayAttr(list(maps))


_FIXED_MAPS: dict[str, at.ArrayAttr] = {
    "linalg.matmul": _maps(_map(3, 0, 2), _map(3, 2, 1), _map(3, 0, 1)),
    "linalg.batch_matmul": _maps(_map(4, 0, 1, 3), _map(4, 0, 3, 2), _map(4, 0, 1, 2)),
    "linalg.batch_reduce_matmul": _maps(_map(4, 0, 1, 3), _map(4, 0, 3, 2), _map(4, 1, 2)),
}
_MEMOIZED_MAPS: dict[str, at.ArrayAttr] = {
    "linalg.dot": _maps(_map(1, 0), _map(1, 0), _map(1)),
    "linalg.matvec": _maps(_map(2, 0, 1), _map(2, 1), _map(2, 0)),
    "linalg.vecmat": _maps(_map(2, 1), _map(2, 1, 0), _map(2, 0)),
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


#: Inherent attributes of linalg ops whose spec does not declare them:
#: name -> default (None: no default; a callable computes it from the op).
LINALG_INHERENT: dict[str, dict[str, Callable[[Operation], at.Attribute | None] | None]] = {
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
    "linalg.matvec": {"cast": None},
    "linalg.vecmat": {"cast": None},
    "linalg.dot": {"cast": None},
}


def memoized_maps(op: Operation) -> at.ArrayAttr | None:
    """`linalg.memoized_indexing_maps` upstream's verifier leaves on OpDSL contractions."""
    return _MEMOIZED_MAPS.get(op.name)


# ---- bodies -------------------------------------------------------------------------------


def _elem(t: ty.Type) -> ty.Type:
    return t.element_type if isinstance(t, ty.ShapedType) else t


class _Builder:
    def __init__(self, block: Block, lookup: Callable[[str], object]) -> None:
        self.block = block
        self.lookup = lookup

    def op(
        self, name: str, operands: list[Value], result: ty.Type | None, **attrs: at.Attribute
    ) -> Value | None:
        new = Operation(name)
        new.spec = self.lookup(name)  # type: ignore[assignment]
        new.operands.extend(operands)
        new.attributes.update(attrs)
        self.block.append(new)
        return new.add_result(result) if result is not None else None

    def cast(self, value: Value, to: ty.Type, unsigned: bool) -> Value:
        src = value.type
        if src == to:
            return value
        name: str | None = None
        if isinstance(src, ty.IntegerType) and isinstance(to, ty.IntegerType):
            if to.width > src.width:
                name = "arith.extui" if unsigned else "arith.extsi"
            else:
                name = "arith.trunci"
        elif isinstance(src, ty.FloatType) and isinstance(to, ty.FloatType):
            name = "arith.extf" if to.width > src.width else "arith.truncf"
        elif isinstance(src, ty.IntegerType) and isinstance(to, ty.FloatType):
            name = "arith.uitofp" if unsigned else "arith.sitofp"
        elif isinstance(src, ty.FloatType) and isinstance(to, ty.IntegerType):
            name = "arith.fptoui" if unsigned else "arith.fptosi"
        elif isinstance(src, ty.IndexType) or isinstance(to, ty.IndexType):
            name = "arith.index_castui" if unsigned else "arith.index_cast"
        if name is None:
            return value
        result = self.op(name, [value], to)
        assert result is not None
        return result

    def binary(self, kind: str, lhs: Value, rhs: Value) -> Value | None:
        t = lhs.type
        if isinstance(t, ty.ComplexType):
            name = {
                "add": "complex.add",
                "sub": "complex.sub",
                "mul": "complex.mul",
                "div": "complex.div",
            }.get(kind)
        elif isinstance(t, ty.IntegerType) and t.width == 1 and kind in ("add", "mul"):
            name = "arith.ori" if kind == "add" else "arith.andi"
        elif isinstance(t, ty.FloatType):
            name = _BINARY[kind][0]
        else:
            name = _BINARY[kind][1]
        if name is None:
            return None
        return self.op(name, [lhs, rhs], t)


def _body(op: Operation, lookup: Callable[[str], object]) -> Block | None:
    """The entry block of `op`'s implicit region (not yet attached), or None."""
    region = op.regions[0]
    block = Block(region)
    for operand in op.operands:
        t = operand.type if op.name == "linalg.fill" and operand is op.operands[0] else None
        block.add_argument(t if t is not None else _elem(operand.type))
    args = block.arguments
    if not args:
        return None
    b = _Builder(block, lookup)
    cast = op.attr("cast")
    unsigned = isinstance(cast, at.DialectAttr) and cast.body == "cast_unsigned"
    out = args[-1]
    result: Value | None
    if op.name in _CONTRACTIONS:
        if len(args) != 3:
            return None
        lhs = b.cast(args[0], out.type, unsigned)
        rhs = b.cast(args[1], out.type, unsigned)
        product = b.binary("mul", lhs, rhs)
        result = b.binary("add", out, product) if product is not None else None
    elif op.name in _YIELD_INPUT:
        if len(args) != 2:
            return None
        result = args[0]
        if op.name in ("linalg.fill", "linalg.copy"):
            result = b.cast(args[0], out.type, unsigned)
    elif op.name == "linalg.elementwise" or op.name in _NAMED_ELEMENTWISE:
        result = _elementwise(op, b, args)
    else:
        return None
    if result is None:
        return None
    b.op("linalg.yield", [result], None)
    return block


#: The OpDSL elementwise named ops (`linalg.add`, `linalg.exp`, ...) and their kind.
_NAMED_ELEMENTWISE = {
    f"linalg.{name}": kind
    for name, kind in (
        *((k, k) for k in (*_UNARY, *_BINARY, "square", "reciprocal", "select")),
        ("max", "max_signed"),
        ("min", "min_signed"),
    )
    if name not in ("max_signed", "min_signed", "max_unsigned", "min_unsigned")
}


def _elementwise(op: Operation, b: _Builder, args: list[BlockArgument]) -> Value | None:
    kind = _NAMED_ELEMENTWISE.get(op.name)
    if kind is None:
        kind_attr = op.attr("kind")
        kind = kind_attr.body if isinstance(kind_attr, at.DialectAttr) else None
    if kind is None:
        return None
    inputs = args[:-1]
    t = args[-1].type
    if kind in _UNARY and len(inputs) == 1:
        return b.op(_UNARY[kind], [inputs[0]], t)
    if kind == "square" and len(inputs) == 1:
        return b.binary("mul", inputs[0], inputs[0])
    if kind == "reciprocal" and len(inputs) == 1 and isinstance(t, ty.FloatType):
        one = b.op("arith.constant", [], t, value=at.FloatAttr(1.0, t))
        assert one is not None
        return b.op("arith.divf", [one, inputs[0]], t)
    if kind in _BINARY and len(inputs) == 2:
        return b.binary(kind, inputs[0], inputs[1])
    if kind == "select" and len(inputs) == 3:
        return b.op("arith.select", list(inputs), t)
    return None


_BUILT = _CONTRACTIONS | _YIELD_INPUT | {"linalg.elementwise", *_NAMED_ELEMENTWISE}


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
            if op.name in _BUILT
            and op.spec is not None
            and len(op.regions) == 1
            and not op.regions[0].blocks
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
