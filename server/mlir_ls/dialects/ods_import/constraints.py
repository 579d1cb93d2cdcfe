"""ODS predicates evaluated on types and attributes, three-valued.

A constraint's `predicate` is a tree of `CPred` leaves (C++ expressions over `$_self`)
combined by `And`/`Or`/`Not`, `SubstLeaves` and `Concat` (how `TensorOf<[F32]>` applies
an element-type predicate to a shaped type's element type). Leaves whose C++ is one of
upstream's structural checks (`::llvm::isa<::mlir::IntegerType>($_self)`,
`$_self.isSignlessInteger(32)`, `...getRank() == 2`) are evaluated; any other leaf is
unknown, and a constraint that depends on an unknown leaf is not checked: an op is only
reported when the predicate is false whatever the unknown leaves say.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise
from typing import Any, TypeVar

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

#: A predicate on a type or attribute: True, False, or None (unknown).
Check = Callable[[Any], bool | None]

_T = TypeVar("_T")

_STRIP = re.compile(r"\s+|::llvm::|::mlir::|\bllvm::|\bmlir::")


def normalize(expr: str) -> str:
    """The C++ expression without white space and namespace qualifiers, outer parens off."""
    text = _STRIP.sub("", expr)
    while text.startswith("(") and text.endswith(")") and _balanced(text[1:-1]):
        text = text[1:-1]
    return text


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _float_kind(name: str) -> Callable[[Any], bool]:
    return lambda t: isinstance(t, ty.FloatType) and t.name == name


def _shaped(t: Any) -> bool:
    return isinstance(t, ty.ShapedType)


def _ranked(t: Any) -> bool:
    return isinstance(t, ty.RankedTensorType | ty.VectorType | ty.MemRefType)


_FLOAT_CLASSES = {
    "BFloat16Type": "bf16",
    "Float16Type": "f16",
    "Float32Type": "f32",
    "Float64Type": "f64",
    "Float80Type": "f80",
    "Float128Type": "f128",
    "FloatTF32Type": "tf32",
    "Float8E5M2Type": "f8E5M2",
    "Float8E4M3Type": "f8E4M3",
    "Float8E4M3FNType": "f8E4M3FN",
    "Float8E5M2FNUZType": "f8E5M2FNUZ",
    "Float8E4M3FNUZType": "f8E4M3FNUZ",
    "Float8E4M3B11FNUZType": "f8E4M3B11FNUZ",
    "Float8E3M4Type": "f8E3M4",
    "Float4E2M1FNType": "f4E2M1FN",
    "Float6E2M3FNType": "f6E2M3FN",
    "Float6E3M2FNType": "f6E3M2FN",
    "Float8E8M0FNUType": "f8E8M0FNU",
}

_ISA: dict[str, Callable[[Any], bool]] = {
    "IntegerType": lambda t: isinstance(t, ty.IntegerType),
    "IndexType": lambda t: isinstance(t, ty.IndexType),
    "FloatType": lambda t: isinstance(t, ty.FloatType),
    "ComplexType": lambda t: isinstance(t, ty.ComplexType),
    "TupleType": lambda t: isinstance(t, ty.TupleType),
    "FunctionType": lambda t: isinstance(t, ty.FunctionType),
    "NoneType": lambda t: isinstance(t, ty.NoneType),
    "ShapedType": _shaped,
    "TensorType": lambda t: isinstance(t, ty.RankedTensorType | ty.UnrankedTensorType),
    "RankedTensorType": lambda t: isinstance(t, ty.RankedTensorType),
    "UnrankedTensorType": lambda t: isinstance(t, ty.UnrankedTensorType),
    "VectorType": lambda t: isinstance(t, ty.VectorType),
    "FixedVectorType": lambda t: isinstance(t, ty.VectorType) and not any(t.scalable or ()),
    "ScalableVectorType": lambda t: isinstance(t, ty.VectorType) and any(t.scalable or ()),
    "BaseMemRefType": lambda t: isinstance(t, ty.MemRefType | ty.UnrankedMemRefType),
    "MemRefType": lambda t: isinstance(t, ty.MemRefType),
    "UnrankedMemRefType": lambda t: isinstance(t, ty.UnrankedMemRefType),
    # attributes
    "StringAttr": lambda a: isinstance(a, at.StringAttr),
    "IntegerAttr": lambda a: isinstance(a, at.IntegerAttr | at.BoolAttr),
    "BoolAttr": lambda a: isinstance(a, at.BoolAttr),
    "FloatAttr": lambda a: isinstance(a, at.FloatAttr),
    "ArrayAttr": lambda a: isinstance(a, at.ArrayAttr),
    "DictionaryAttr": lambda a: isinstance(a, at.DictionaryAttr),
    "TypeAttr": lambda a: isinstance(a, at.TypeAttr),
    "UnitAttr": lambda a: isinstance(a, at.UnitAttr),
    "SymbolRefAttr": lambda a: isinstance(a, at.SymbolRefAttr),
    "FlatSymbolRefAttr": lambda a: isinstance(a, at.SymbolRefAttr) and not a.nested,
    "AffineMapAttr": lambda a: isinstance(a, at.AffineMapAttr),
    "IntegerSetAttr": lambda a: isinstance(a, at.IntegerSetAttr),
    "DenseArrayAttr": lambda a: isinstance(a, at.DenseArrayAttr),
    "LocationAttr": lambda a: isinstance(a, at.LocationAttr),
}
for _cls, _kind in _FLOAT_CLASSES.items():
    _ISA[_cls] = _float_kind(_kind)


def _dense_array(element: ty.Type) -> Callable[[Any], bool]:
    return lambda a: isinstance(a, at.DenseArrayAttr) and a.element_type == element


for _cls, _elem in (
    ("DenseBoolArrayAttr", ty.I1),
    ("DenseI8ArrayAttr", ty.I8),
    ("DenseI16ArrayAttr", ty.I16),
    ("DenseI32ArrayAttr", ty.I32),
    ("DenseI64ArrayAttr", ty.I64),
    ("DenseF32ArrayAttr", ty.F32),
    ("DenseF64ArrayAttr", ty.F64),
):
    _ISA[_cls] = _dense_array(_elem)


def _int_check(kind: str, width: str) -> Callable[[Any], bool]:
    bits = int(width) if width else None

    def check(t: Any) -> bool:
        if not isinstance(t, ty.IntegerType):
            return False
        if bits is not None and t.width != bits:
            return False
        if kind == "isInteger":
            return True
        if kind == "isSignlessInteger":
            return t.is_signless
        if kind == "isSignedInteger":
            return t.signedness == "s"
        return t.signedness == "u"

    return check


_METHODS: dict[str, Callable[[Any], bool]] = {
    "isIndex()": lambda t: isinstance(t, ty.IndexType),
    "isSignlessIntOrIndex()": lambda t: (
        isinstance(t, ty.IndexType) or (isinstance(t, ty.IntegerType) and t.is_signless)
    ),
    "isSignlessIntOrIndexOrFloat()": lambda t: (
        isinstance(t, ty.IndexType | ty.FloatType)
        or (isinstance(t, ty.IntegerType) and t.is_signless)
    ),
    "isIntOrFloat()": lambda t: isinstance(t, ty.IntegerType | ty.FloatType),
    "isIntOrIndexOrFloat()": lambda t: isinstance(t, ty.IntegerType | ty.IndexType | ty.FloatType),
    "isBF16()": _float_kind("bf16"),
    "isF16()": _float_kind("f16"),
    "isF32()": _float_kind("f32"),
    "isF64()": _float_kind("f64"),
    "isF80()": _float_kind("f80"),
    "isF128()": _float_kind("f128"),
    "isTF32()": _float_kind("tf32"),
}

_INT_METHOD = re.compile(
    r"\$_self\.(isInteger|isSignlessInteger|isSignedInteger|isUnsignedInteger)\((\d*)\)$"
)
_ISA_LEAF = re.compile(r"isa<([A-Za-z0-9_:]+)>\(\$_self\)$")
_RANK = re.compile(
    r"(?:cast<(?:ShapedType|VectorType)>\(\$_self\)|\$_self)\.getRank\(\)(==|>=|>|<=|<)(\d+)$"
)
#: Accessors that move the subject: `<accessor>.rest` is `rest` on the accessed value.
_ACCESSORS: tuple[tuple[str, Callable[[Any], Any]], ...] = (
    ("cast<IntegerAttr>($_self).getType()", lambda a: getattr(a, "type", None)),
    ("cast<FloatAttr>($_self).getType()", lambda a: getattr(a, "type", None)),
    ("cast<TypeAttr>($_self).getValue()", lambda a: getattr(a, "value", None)),
    ("cast<ShapedType>($_self).getElementType()", lambda t: getattr(t, "element_type", None)),
    ("cast<ComplexType>($_self).getElementType()", lambda t: getattr(t, "element_type", None)),
    (
        "cast<DenseIntElementsAttr>($_self).getType().getElementType()",
        lambda a: getattr(getattr(a, "type", None), "element_type", None),
    ),
    (
        "cast<DenseElementsAttr>($_self).getType().getElementType()",
        lambda a: getattr(getattr(a, "type", None), "element_type", None),
    ),
    ("cast<DenseIntElementsAttr>($_self).getType()", lambda a: getattr(a, "type", None)),
    ("cast<ElementsAttr>($_self).getType()", lambda a: getattr(a, "type", None)),
)


class PredicateCompiler:
    """Compiles the model's predicate trees into `Check`s, given what dialect classes are."""

    def __init__(
        self,
        preds: dict[str, Any],
        classes: dict[str, Callable[[Any], bool]] | None = None,
        leaves: dict[str, Check] | None = None,
    ) -> None:
        self.preds = preds
        self.classes = classes or {}
        #: Known C++ leaves (normalized text -> check), e.g. a dialect's helper functions.
        self.leaves = leaves or {}
        self._cache: dict[str, Check] = {}

    def compile(self, name: str | None) -> Check | None:
        """The check of predicate `name`, or None when it is unknown whatever the subject."""
        if name is None:
            return None
        found = self._cache.get(name)
        if found is None:
            found = self._cache[name] = self._tree(self.preds.get(name), set())
        return None if found is _UNKNOWN else found

    def _tree(self, tree: Any, seen: set[str]) -> Check:
        if not isinstance(tree, list) or not tree:
            return _UNKNOWN
        head = tree[0]
        if head == "c":
            return self.leaf(str(tree[1]))
        if head in ("and", "or"):
            children = [self._child(c, seen) for c in tree[1]]
            return all_of(children) if head == "and" else any_of(children)
        if head == "not":
            inner = self._child(tree[1], seen)
            if inner is _UNKNOWN:
                return _UNKNOWN
            return lambda x: None if (r := inner(x)) is None else not r
        if head == "subst":
            _, pattern, replacement, child = tree
            inner = self._child(child, seen)
            if pattern != "$_self" or inner is _UNKNOWN:
                return _UNKNOWN
            repl = normalize(replacement)
            if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", repl):
                return inner  # bound by the enclosing Concat (`elementType`, `attr`, `t`)
            accessor = _accessor(repl)
            if accessor is None:
                return _UNKNOWN
            return lambda x: inner(v) if (v := accessor(x)) is not None else None
        if head == "concat":
            _, prefix, suffix, child = tree
            inner = self._child(child, seen)
            if inner is _UNKNOWN:
                return _UNKNOWN
            return _concat(normalize(prefix + "X" + suffix), inner)
        return _UNKNOWN

    def _child(self, name: Any, seen: set[str]) -> Check:
        if not isinstance(name, str) or name in seen:
            return _UNKNOWN
        found = self._cache.get(name)
        if found is None:
            found = self._cache[name] = self._tree(self.preds.get(name), seen | {name})
        return found

    def leaf(self, expr: str) -> Check:
        text = normalize(expr)
        if text in ("", "true"):
            return lambda x: True
        if text == "false":
            return lambda x: False
        known = self.leaves.get(text)
        if known is not None:
            return lambda x: None if x is None or getattr(x, "is_error", False) else known(x)
        for prefix, accessor in _ACCESSORS:
            if text.startswith(prefix + "."):
                rest = self.leaf("$_self" + text[len(prefix) :])
                if rest is _UNKNOWN:
                    return _UNKNOWN
                return lambda x: rest(v) if (v := accessor(x)) is not None else None
        if text.startswith("!"):
            inner = self.leaf(text[1:])
            if inner is _UNKNOWN:
                return _UNKNOWN
            return lambda x: None if (r := inner(x)) is None else not r
        m = _ISA_LEAF.match(text)
        if m:
            cls = m.group(1).lstrip(":")
            check = _ISA.get(cls) or self.classes.get(cls) or self.classes.get(cls.split("::")[-1])
            return _definite(check) if check is not None else _UNKNOWN
        m = _INT_METHOD.match(text)
        if m:
            return _definite(_int_check(m.group(1), m.group(2)))
        if text.startswith("$_self.") and text[7:] in _METHODS:
            return _definite(_METHODS[text[7:]])
        m = _RANK.match(text)
        if m:
            op, n = m.group(1), int(m.group(2))
            return _rank_check(op, n)
        if text in ("cast<ShapedType>($_self).hasRank()",):
            return lambda t: _ranked(t) if _shaped(t) else None
        if text == "cast<ShapedType>($_self).hasStaticShape()":
            return lambda t: (
                all(d >= 0 for d in (t.shape or ()))
                if _ranked(t)
                else (False if _shaped(t) else None)
            )
        attr_leaf = _attr_leaf(text)
        if attr_leaf is not None:
            return attr_leaf
        m = _LLVM_SPACE.match(text)
        if m:  # LLVM_PointerInAddressSpace<N>
            space = int(m.group(1))
            return lambda t: _space_is(t, space)
        if text == "!cast<IntegerAttr>($_self).getValue().isNegative()":
            return _int_value(lambda v: v >= 0)
        if text == "cast<IntegerAttr>($_self).getValue().isNegative()":
            return _int_value(lambda v: v < 0)
        if text == "cast<IntegerAttr>($_self).getValue().isStrictlyPositive()":
            return _int_value(lambda v: v > 0)
        return _UNKNOWN


_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "==": lambda a, b: a == b,
    ">=": lambda a, b: a >= b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    "<": lambda a, b: a < b,
}
#: IntMinValue / IntMaxValue: `cast<IntegerAttr>($_self).getInt() >= N`.
_INT_BOUND = re.compile(r"cast<IntegerAttr>\(\$_self\)\.getInt\(\)(==|>=|<=|>|<)(-?\d+)$")
#: ArrayMinCount, ArrayMaxCount, ArrayCount, DenseArrayCount, DenseArrayMaxCt, DenseArrayMinCt.
_COUNT = re.compile(r"cast<(ArrayAttr|DenseArrayAttr)>\(\$_self\)\.size\(\)(==|>=|<=|>|<)(\d+)$")
_DENSE = r"cast<(?:Dense(?:Bool|I8|I16|I32|I64|F32|F64)ArrayAttr|DenseArrayAttr)>\(\$_self\)"
#: DenseArrayStrictlyPositive / DenseArrayNonNegative.
_DENSE_ALL = re.compile(
    r"all_of\(" + _DENSE + r"\.asArrayRef\(\),\[&\]\(autov\)\{returnv(>=|>)0;\}\)$"
)
#: DenseArraySorted, and DenseArrayStrictlySorted's adjacent-duplicates half.
_DENSE_SORTED = re.compile(r"is_sorted\(" + _DENSE + r"\.asArrayRef\(\)\)$")
_DENSE_UNIQUE = re.compile(
    r"\[\]\(ArrayRef<\w+>a\)\{returnstd::adjacent_find\(std::begin\(a\),std::end\(a\)\)"
    r"==std::end\(a\);\}\(" + _DENSE + r"\.asArrayRef\(\)\)$"
)


#: `LLVM_PointerInAddressSpace<N>`'s second half (after its `isa<LLVMPointerType>`).
_LLVM_SPACE = re.compile(r"cast<LLVM::LLVMPointerType>\(\$_self\)\.getAddressSpace\(\)==(\d+)$")


def _is_llvm_ptr(t: Any) -> bool:
    return isinstance(t, ty.DialectType) and t.dialect == "llvm" and t.name == "ptr"


def _llvm_space(t: ty.DialectType) -> int | None:
    """`!llvm.ptr<N>`'s address space (0 without a body; None: a body that is no number)."""
    if t.params and isinstance(t.params[0], int):
        return t.params[0]
    body = (t.body or "0").strip()
    return int(body) if body.isdigit() else None


def _space_is(t: Any, space: int) -> bool | None:
    found = _llvm_space(t) if _is_llvm_ptr(t) else None
    return None if found is None else found == space


def _attr_leaf(text: str) -> Check | None:
    """Upstream's attribute constraints on values and sizes (CommonAttrConstraints.td)."""
    m = _INT_BOUND.match(text)
    if m:
        op, n = _COMPARE[m.group(1)], int(m.group(2))
        return _int_value(lambda v: op(v, n))
    if text == "cast<IntegerAttr>($_self).getValue().isPowerOf2()":
        return _int_value(lambda v: v > 0 and v & (v - 1) == 0)
    m = _COUNT.match(text)
    if m:
        kind = at.ArrayAttr if m.group(1) == "ArrayAttr" else at.DenseArrayAttr
        op, n = _COMPARE[m.group(2)], int(m.group(3))
        return lambda a: op(_size(a), n) if isinstance(a, kind) else None
    m = _DENSE_ALL.match(text)
    if m:
        strict = m.group(1) == ">"
        return _dense_values(lambda vs: all(v > 0 if strict else v >= 0 for v in vs))
    if _DENSE_SORTED.match(text):
        return _dense_values(lambda vs: all(a <= b for a, b in pairwise(vs)))
    if _DENSE_UNIQUE.match(text):
        return _dense_values(lambda vs: all(a != b for a, b in pairwise(vs)))
    return None


def _size(a: Any) -> int:
    return len(a.elements) if isinstance(a, at.ArrayAttr) else len(a.values)


def _dense_values(test: Callable[[tuple[Any, ...]], bool]) -> Check:
    return lambda a: test(a.values) if isinstance(a, at.DenseArrayAttr) else None


def _UNKNOWN(x: Any) -> bool | None:
    return None


def _definite(check: Callable[[Any], bool]) -> Check:
    def run(x: Any) -> bool | None:
        if x is None or getattr(x, "is_error", False):
            return None
        return bool(check(x))

    return run


def _rank_check(op: str, n: int) -> Check:
    def run(t: Any) -> bool | None:
        if not _ranked(t):
            return None
        rank = len(t.shape or ())
        return {
            "==": rank == n,
            ">=": rank >= n,
            ">": rank > n,
            "<=": rank <= n,
            "<": rank < n,
        }[op]

    return run


def _int_value(test: Callable[[int], bool]) -> Check:
    return lambda a: test(a.value) if isinstance(a, at.IntegerAttr) else None


def _accessor(expr: str) -> Callable[[Any], Any] | None:
    for prefix, accessor in _ACCESSORS:
        if expr == prefix:
            return accessor
    if expr == "cast<torch::Torch::ListType>($_self).getContainedType()":
        return lambda t: None  # the contained type of a torch list: not modelled
    return None


def _decided_by(
    children: list[Callable[[_T], bool | None]], decisive: bool
) -> Callable[[_T], bool | None]:
    """Three-valued `And` (`decisive=False`) or `Or` (`decisive=True`) of `children`.

    One child answering `decisive` decides; otherwise an unknown child leaves the
    result unknown, and with every child known the result is `not decisive`.
    """

    def run(x: _T) -> bool | None:
        unknown = False
        for child in children:
            r = child(x)
            if r is decisive:
                return decisive
            if r is None:
                unknown = True
        return None if unknown else not decisive

    return run


def all_of(children: list[Callable[[_T], bool | None]]) -> Callable[[_T], bool | None]:
    """ODS `And<[...]>`, three-valued: false if one child is false, unknown if one is unknown."""
    return _decided_by(children, False)


def any_of(children: list[Callable[[_T], bool | None]]) -> Callable[[_T], bool | None]:
    """ODS `Or<[...]>`, three-valued: true if one child is true, unknown if one is unknown."""
    return _decided_by(children, True)


def _concat(shape: str, inner: Check) -> Check:
    """The `Concat` wrappers of upstream's constraint classes, `X` standing for the child."""
    if shape.endswith("}(cast<ShapedType>($_self).getElementType())") and shape.startswith(
        "[](Type"
    ):
        return lambda t: inner(t.element_type) if _shaped(t) else None
    if shape.startswith("all_of(cast<ArrayAttr>($_self),"):
        return lambda a: (
            _all_of([inner(e) for e in a.elements]) if isinstance(a, at.ArrayAttr) else None
        )
    if shape.startswith("all_of(getFlattenedTypes(cast<TupleType>($_self)),"):
        return lambda t: (
            _all_of([inner(e) for e in _flatten(t)]) if isinstance(t, ty.TupleType) else None
        )
    return _UNKNOWN


def _all_of(results: list[bool | None]) -> bool | None:
    if any(r is False for r in results):
        return False
    return None if any(r is None for r in results) else True


def _flatten(t: Any) -> list[Any]:
    if isinstance(t, ty.TupleType):
        return [x for e in t.types for x in _flatten(e)]
    return [t]
