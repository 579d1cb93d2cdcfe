"""The parameter rules of builtin types that upstream checks while it builds them.

Upstream's type parser builds builtin types with `getChecked`, so a parameter the
type's `verify()` refuses is a parse error (the op being parsed is dropped). These
predicates state those rules (mlir/lib/IR/BuiltinTypes.cpp, BuiltinTypes.td); the
type parser (`parser/types.py`) reports them with upstream's wording and location.
"""

from __future__ import annotations

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

#: Widths an integer type token can spell: `getIntTypeBitwidth` reads an unsigned 32-bit value.
MAX_SPELLED_WIDTH = 2**32 - 1

#: Dialect types that implement `FloatTypeInterface` (upstream .td files): float types anywhere.
_FLOAT_DIALECT_TYPES = frozenset({("llvm", "ppc_fp128")})
#: Dialect types known to implement `MemRefElementTypeInterface` (upstream .td files; the
#: amdgpu one is newer than LLVM 22). Other dialect types, and those of unregistered dialects
#: (builtin opaque types), are refused as memref and vector elements, as upstream does.
_MEMREF_ELEMENT_DIALECT_TYPES = frozenset({("ptr", "ptr"), ("amdgpu", "ds_barrier_state")})
#: Dialect types known to implement `VectorElementTypeInterface` (upstream .td files).
_VECTOR_ELEMENT_DIALECT_TYPES = frozenset({("ptr", "ptr"), ("llvm", "ptr")})


def is_float(elem: ty.Type) -> bool:
    """A builtin float type or a dialect type implementing `FloatTypeInterface`."""
    return isinstance(elem, ty.FloatType) or (
        isinstance(elem, ty.DialectType) and (elem.dialect, elem.name) in _FLOAT_DIALECT_TYPES
    )


def is_valid_tensor_element(elem: ty.Type) -> bool:
    """`TensorType::isValidElementType`: complex, float, integer, index, vector, opaque
    types, and every type of a dialect other than builtin (dialects check their own)."""
    if elem.is_error:
        return True
    return isinstance(
        elem,
        ty.ComplexType | ty.FloatType | ty.IntegerType | ty.IndexType | ty.VectorType
        | ty.DialectType,
    )  # fmt: skip


def is_valid_memref_element(elem: ty.Type, registered_elsewhere: bool = False) -> bool:
    """`BaseMemRefType::isValidElementType`: complex, vector, memref (ranked or not), and
    the types implementing `MemRefElementTypeInterface` (integer, index, float, `!ptr.ptr`).

    `registered_elsewhere`: the type's dialect is one mlir-ls knows only from the
    project's own `.td` files, whose interfaces are not read; such types are accepted.
    """
    if elem.is_error:
        return True
    if isinstance(
        elem,
        ty.ComplexType
        | ty.VectorType
        | ty.MemRefType
        | ty.UnrankedMemRefType
        | ty.IntegerType
        | ty.IndexType
        | ty.FloatType,
    ):
        return True
    if isinstance(elem, ty.DialectType):
        key = (elem.dialect, elem.name)
        return registered_elsewhere or key in _MEMREF_ELEMENT_DIALECT_TYPES or is_float(elem)
    return False


def is_valid_vector_element(elem: ty.Type, registered_elsewhere: bool = False) -> bool:
    """`Builtin_VectorTypeElementType`: a `VectorElementTypeInterface` instance (integer,
    index, float, `!llvm.ptr`, `!ptr.ptr`)."""
    if elem.is_error:
        return True
    if isinstance(elem, ty.IntegerType | ty.IndexType | ty.FloatType):
        return True
    if isinstance(elem, ty.DialectType):
        key = (elem.dialect, elem.name)
        return registered_elsewhere or key in _VECTOR_ELEMENT_DIALECT_TYPES or is_float(elem)
    return False


def is_supported_memory_space(space: at.Attribute | None) -> bool:
    """`isSupportedMemorySpace`: none, an integer, a string, a dictionary, or an
    attribute of a dialect other than builtin."""
    return space is None or isinstance(
        space,
        at.IntegerAttr | at.BoolAttr | at.StringAttr | at.DictionaryAttr | at.DialectAttr
        | at.ErrorAttr,
    )  # fmt: skip


def is_memref_layout(attr: at.Attribute) -> bool:
    """Attributes implementing `MemRefLayoutAttrInterface` among the builtin ones."""
    return isinstance(attr, at.AffineMapAttr | at.StridedLayoutAttr)


#: Upstream dialects that define no types / no attributes (LLVM 24: no parsing hook), so
#: `!index.x` is "dialect 'index' provides no type parsing hook" (at the name after the dot).
NO_TYPE_HOOK = frozenset(
    [
        "affine",
        "arith",
        "arm_neon",
        "arm_sme",
        "arm_sve",
        "bufferization",
        "builtin",
        "cf",
        "complex",
        "dlti",
        "func",
        "index",
        "linalg",
        "math",
        "memref",
        "nvvm",
        "pdl_interp",
        "rocdl",
        "scf",
        "tensor",
        "ub",
        "vcix",
        "vector",
        "xevm",
    ]
)
NO_ATTRIBUTE_HOOK = frozenset(
    [
        "affine",
        "arm_neon",
        "arm_sve",
        "async",
        "bufferization",
        "builtin",
        "cf",
        "func",
        "math",
        "memref",
        "pdl",
        "pdl_interp",
        "quant",
        "scf",
        "shape",
        "tensor",
        "vcix",
        "wasmssa",
        "x86",
    ]
)
