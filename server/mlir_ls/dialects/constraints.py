"""ODS type constraints with upstream's summaries (the words of "must be ..., but got ...")."""

from __future__ import annotations

from collections.abc import Callable

from mlir_ls.ir import types as ty
from mlir_ls.ir.spec import TypeConstraint
from mlir_ls.ir.types import Type


def _c(
    description: str, check: Callable[[Type], bool], buildable: Type | None = None
) -> TypeConstraint:
    return TypeConstraint(description, lambda t: t.is_error or check(t), buildable)


def is_signless_int(t: Type, nonzero: bool = False) -> bool:
    return isinstance(t, ty.IntegerType) and t.is_signless and (not nonzero or t.width > 0)


def is_float(t: Type) -> bool:
    return isinstance(t, ty.FloatType)


def is_index(t: Type) -> bool:
    return isinstance(t, ty.IndexType)


def element_of(t: Type) -> Type:
    """The element type of a vector or tensor, else the type itself."""
    if isinstance(t, ty.VectorType | ty.RankedTensorType | ty.UnrankedTensorType):
        return t.element_type
    return t


def like(check: Callable[[Type], bool]) -> Callable[[Type], bool]:
    """Scalar, vector or tensor of elements satisfying `check` (ODS `...Like`)."""

    def test(t: Type) -> bool:
        return check(element_of(t))

    return test


def memref_of(check: Callable[[Type], bool]) -> Callable[[Type], bool]:
    def test(t: Type) -> bool:
        return isinstance(t, ty.MemRefType | ty.UnrankedMemRefType) and check(t.element_type)

    return test


ANY = _c("any type", lambda t: True)
INDEX = _c("index", is_index, ty.INDEX)
I1 = _c("1-bit signless integer", lambda t: t == ty.I1, ty.I1)
SIGNLESS_INT = _c("signless integer", is_signless_int)
SIGNLESS_INT_OR_INDEX = _c("signless integer or index", lambda t: is_signless_int(t) or is_index(t))
FLOAT = _c("floating-point", is_float)
INT_OR_FLOAT = _c(
    "integer or floating-point", lambda t: isinstance(t, ty.IntegerType | ty.FloatType)
)
SIGNLESS_INTEGER_LIKE = _c(
    "signless-integer-like", like(lambda t: is_signless_int(t) or is_index(t))
)
SIGNLESS_NONZERO_INTEGER_LIKE = _c(
    "signless-non-zero-bitwidth-integer-like",
    like(lambda t: is_signless_int(t, True) or is_index(t)),
)
SIGNLESS_FIXED_WIDTH_INTEGER_LIKE = _c(
    "signless-fixed-width-integer-like", like(lambda t: is_signless_int(t))
)
FLOAT_LIKE = _c("floating-point-like", like(is_float))
BOOL_LIKE = _c("bool-like", like(lambda t: t == ty.I1))
INDEX_CAST_OPERAND = _c(
    "signless-non-zero-bitwidth-integer-like or memref of signless-integer",
    lambda t: (
        like(lambda e: is_signless_int(e, True) or is_index(e))(t)
        or memref_of(lambda e: is_signless_int(e) or is_index(e))(t)
    ),
)
SIGNLESS_INT_OR_FLOAT_LIKE = _c(
    "signless-integer-or-float-like",
    like(lambda t: is_signless_int(t) or is_index(t) or is_float(t)),
)
COMPLEX = _c(
    "complex type with floating-point elements",
    lambda t: isinstance(t, ty.ComplexType) and is_float(t.element_type),
)
# (LLVM 24's summaries of MemRefOf<[AnyType]>, TensorOf, VectorOf, ShapedContainerType:
# "any non-token type")
ANY_MEMREF = _c(
    "memref of any non-token type values",
    lambda t: isinstance(t, ty.MemRefType | ty.UnrankedMemRefType),
)
RANKED_MEMREF = _c("memref of any non-token type values", lambda t: isinstance(t, ty.MemRefType))
ANY_TENSOR = _c(
    "tensor of any non-token type values",
    lambda t: isinstance(t, ty.RankedTensorType | ty.UnrankedTensorType),
)
RANKED_TENSOR = _c(
    "ranked tensor of any non-token type values", lambda t: isinstance(t, ty.RankedTensorType)
)
ANY_VECTOR = _c("vector of any non-token type values", lambda t: isinstance(t, ty.VectorType))
SHAPED = _c("shaped of any non-token type values", lambda t: isinstance(t, ty.ShapedType))

#: Constraints whose ODS C++ type is a builtin type class (VectorOf -> VectorType, ...): a
#: format's `type($x)` parses that class (`parseType<VectorType>`), so another kind of type
#: is a parse error. By constraint identity: (mnemonic in the message, the class).
_BUILTIN_CLASSES: dict[int, tuple[str, type]] = {}


def builtin_class(constraint: TypeConstraint | None) -> tuple[str, type] | None:
    """The builtin type class a format's `type($x)` of this constraint must parse."""
    return None if constraint is None else _BUILTIN_CLASSES.get(id(constraint))


def with_builtin_class(constraint: TypeConstraint, name: str, cls: type) -> TypeConstraint:
    _BUILTIN_CLASSES[id(constraint)] = (name, cls)
    return constraint


with_builtin_class(ANY_VECTOR, "vector", ty.VectorType)
with_builtin_class(RANKED_TENSOR, "tensor", ty.RankedTensorType)
with_builtin_class(RANKED_MEMREF, "memref", ty.MemRefType)


def i1_same_shape(t: Type) -> Type:
    """getI1SameShape: `i1` in the shape of `t` (vector/tensor), else `i1`."""
    if isinstance(t, ty.VectorType):
        return ty.VectorType(t.shape or (), ty.I1, t.scalable)
    if isinstance(t, ty.RankedTensorType):
        return ty.RankedTensorType(t.shape or (), ty.I1, t.encoding)
    if isinstance(t, ty.UnrankedTensorType):
        return ty.UnrankedTensorType(ty.I1)
    return ty.I1


def element_type(t: Type) -> Type:
    if isinstance(t, ty.ShapedType):
        return t.element_type
    return ty.ERROR_TYPE
