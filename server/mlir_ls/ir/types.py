"""Builtin types (and placeholders for dialect types) as immutable values.

Every type compares by value and prints in upstream's spelling with `str()`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mlir_ls.ir.attributes import Attribute

#: A dynamic dimension (`?`) in a shape.
DYNAMIC = -1


class Type:
    """Base of all types: equality and hashing through `_key()`."""

    __slots__ = ("_hash",)

    _hash: int

    def _key(self) -> tuple[Any, ...]:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return self is other or (
            isinstance(other, Type) and type(self) is type(other) and self._key() == other._key()
        )

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:
            self._hash = hash((type(self).__name__, self._key()))
            return self._hash

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"

    @property
    def is_error(self) -> bool:
        return False


class ErrorType(Type):
    """Stands for a type that failed to parse; compatible with every type."""

    __slots__ = ()

    def _key(self) -> tuple[Any, ...]:
        return ()

    def __str__(self) -> str:
        return "<<error type>>"

    @property
    def is_error(self) -> bool:
        return True


class UnknownType(ErrorType):
    """The type of a value that an op of an undescribed dialect defines (a tolerant parse).

    mlir-ls could not read it from the op's syntax. Like `ErrorType` it satisfies
    every type constraint and matches every type (`is_error`), so no registered
    op fed by such a value reports a type problem; unlike it, it says why the type
    is missing (`reason`, shown by hover) and is never printed as a type.
    """

    __slots__ = ("dialect",)

    def __init__(self, dialect: str) -> None:
        self.dialect = dialect

    def _key(self) -> tuple[Any, ...]:
        return (self.dialect,)

    def __str__(self) -> str:
        return "<<unknown type>>"

    @property
    def reason(self) -> str:
        """Why the type is not known, in the words hover shows."""
        return f"type not known: dialect `{self.dialect}` is not described"


class IntegerType(Type):
    """integer-type ::= `i` [1-9][0-9]* | `si` ... | `ui` ..."""

    __slots__ = ("signedness", "width")

    def __init__(self, width: int, signedness: str = "") -> None:
        self.width = width
        self.signedness = signedness  # "", "s" or "u"

    def _key(self) -> tuple[Any, ...]:
        return (self.width, self.signedness)

    def __hash__(self) -> int:
        # Not cached: cheaper than the first lookup of `Type._hash` (an AttributeError,
        # expensive compiled), and most integer types are new objects when hashed.
        return hash((self.width, self.signedness))

    def __str__(self) -> str:
        return f"{self.signedness}i{self.width}"

    @property
    def is_signless(self) -> bool:
        return not self.signedness


class IndexType(Type):
    __slots__ = ()

    def _key(self) -> tuple[Any, ...]:
        return ()

    def __str__(self) -> str:
        return "index"


class TokenType(Type):
    """The builtin `token` type."""

    __slots__ = ()

    def _key(self) -> tuple[Any, ...]:
        return ()

    def __str__(self) -> str:
        return "token"


class NoneType(Type):
    __slots__ = ()

    def _key(self) -> tuple[Any, ...]:
        return ()

    def __str__(self) -> str:
        return "none"


#: Bit widths of the builtin float types, by spelling.
FLOAT_WIDTHS: dict[str, int] = {
    "f16": 16,
    "bf16": 16,
    "f32": 32,
    "f64": 64,
    "f80": 80,
    "f128": 128,
    "tf32": 19,
    "f8E5M2": 8,
    "f8E4M3": 8,
    "f8E4M3FN": 8,
    "f8E5M2FNUZ": 8,
    "f8E4M3FNUZ": 8,
    "f8E4M3B11FNUZ": 8,
    "f8E3M4": 8,
    "f8E8M0FNU": 8,
    "f6E2M3FN": 6,
    "f6E3M2FN": 6,
    "f4E2M1FN": 4,
}


class FloatType(Type):
    """One of the builtin float types (`f32`, `bf16`, `f8E4M3FN`, ...)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def _key(self) -> tuple[Any, ...]:
        return (self.name,)

    def __str__(self) -> str:
        return self.name

    @property
    def width(self) -> int:
        known = FLOAT_WIDTHS.get(self.name)
        if known is not None:
            return known
        digits = self.name[1:].split("E", 1)[0]
        return int(digits) if digits.isdigit() else 0


class ComplexType(Type):
    __slots__ = ("element_type",)

    def __init__(self, element_type: Type) -> None:
        self.element_type = element_type

    def _key(self) -> tuple[Any, ...]:
        return (self.element_type,)

    def __str__(self) -> str:
        return f"complex<{self.element_type}>"


class TupleType(Type):
    __slots__ = ("types",)

    def __init__(self, types: Sequence[Type]) -> None:
        self.types = tuple(types)

    def _key(self) -> tuple[Any, ...]:
        return self.types

    def __str__(self) -> str:
        return f"tuple<{', '.join(map(str, self.types))}>"


class FunctionType(Type):
    """function-type ::= (type | type-list-parens) `->` (type | type-list-parens)"""

    __slots__ = ("inputs", "results")

    def __init__(self, inputs: Sequence[Type], results: Sequence[Type]) -> None:
        self.inputs = tuple(inputs)
        self.results = tuple(results)

    def _key(self) -> tuple[Any, ...]:
        return (self.inputs, self.results)

    def __str__(self) -> str:
        ins = ", ".join(map(str, self.inputs))
        if len(self.results) == 1 and not isinstance(self.results[0], FunctionType):
            return f"({ins}) -> {self.results[0]}"
        return f"({ins}) -> ({', '.join(map(str, self.results))})"


def format_shape(shape: Sequence[int], scalable: Sequence[bool] = ()) -> str:
    parts = []
    for i, dim in enumerate(shape):
        text = "?" if dim == DYNAMIC else str(dim)
        if scalable and scalable[i]:
            text = f"[{text}]"
        parts.append(text + "x")
    return "".join(parts)


class ShapedType(Type):
    """Common base of vector, tensor and memref types."""

    __slots__ = ("element_type", "shape")

    shape: tuple[int, ...] | None
    element_type: Type

    @property
    def has_rank(self) -> bool:
        return self.shape is not None

    @property
    def rank(self) -> int:
        return len(self.shape) if self.shape is not None else 0

    @property
    def has_static_shape(self) -> bool:
        return self.shape is not None and DYNAMIC not in self.shape

    @property
    def num_elements(self) -> int:
        count = 1
        for dim in self.shape or ():
            count *= dim
        return count


class VectorType(ShapedType):
    """vector-type ::= `vector` `<` vector-dim-list vector-element-type `>`"""

    __slots__ = ("scalable",)

    def __init__(
        self, shape: Sequence[int], element_type: Type, scalable: Sequence[bool] = ()
    ) -> None:
        self.shape = tuple(shape)
        self.element_type = element_type
        self.scalable: tuple[bool, ...] = tuple(scalable) if any(scalable) else ()

    def _key(self) -> tuple[Any, ...]:
        return (self.shape, self.element_type, self.scalable)

    def __str__(self) -> str:
        return f"vector<{format_shape(self.shape or (), self.scalable)}{self.element_type}>"


class RankedTensorType(ShapedType):
    __slots__ = ("encoding",)

    def __init__(
        self, shape: Sequence[int], element_type: Type, encoding: Attribute | None = None
    ) -> None:
        self.shape = tuple(shape)
        self.element_type = element_type
        self.encoding = encoding

    def _key(self) -> tuple[Any, ...]:
        return (self.shape, self.element_type, self.encoding)

    def __str__(self) -> str:
        enc = f", {self.encoding}" if self.encoding is not None else ""
        return f"tensor<{format_shape(self.shape or ())}{self.element_type}{enc}>"


class UnrankedTensorType(ShapedType):
    __slots__ = ()

    def __init__(self, element_type: Type) -> None:
        self.shape = None
        self.element_type = element_type

    def _key(self) -> tuple[Any, ...]:
        return (self.element_type,)

    def __str__(self) -> str:
        return f"tensor<*x{self.element_type}>"


class MemRefType(ShapedType):
    """memref-type ::= `memref` `<` dimension-list-ranked type (`,` layout)? (`,` memory-space)? `>`"""

    __slots__ = ("layout", "memory_space")

    def __init__(
        self,
        shape: Sequence[int],
        element_type: Type,
        layout: Attribute | None = None,
        memory_space: Attribute | None = None,
    ) -> None:
        self.shape = tuple(shape)
        self.element_type = element_type
        self.layout = layout
        self.memory_space = memory_space

    def _key(self) -> tuple[Any, ...]:
        return (self.shape, self.element_type, self.layout, self.memory_space)

    def __str__(self) -> str:
        text = f"memref<{format_shape(self.shape or ())}{self.element_type}"
        if self.layout is not None:
            text += f", {self.layout}"
        if self.memory_space is not None:
            text += f", {self.memory_space}"
        return text + ">"


class UnrankedMemRefType(ShapedType):
    __slots__ = ("memory_space",)

    def __init__(self, element_type: Type, memory_space: Attribute | None = None) -> None:
        self.shape = None
        self.element_type = element_type
        self.memory_space = memory_space

    def _key(self) -> tuple[Any, ...]:
        return (self.element_type, self.memory_space)

    def __str__(self) -> str:
        space = f", {self.memory_space}" if self.memory_space is not None else ""
        return f"memref<*x{self.element_type}{space}>"


class DialectType(Type):
    """A dialect type kept as its text: `!dialect.name<body>`, `!dialect<body>`.

    `name` is the part after the dialect namespace (may be empty for `!dialect<...>`),
    `body` the exact text between the outermost angle brackets (None when absent).
    Registered dialects may parse the body into `params`.
    """

    __slots__ = ("body", "dialect", "name", "params")

    def __init__(
        self, dialect: str, name: str, body: str | None, params: tuple[Any, ...] = ()
    ) -> None:
        self.dialect = dialect
        self.name = name
        self.body = body
        self.params = params

    def _key(self) -> tuple[Any, ...]:
        return (self.dialect, self.name, _normalize_body(self.body))

    def __str__(self) -> str:
        head = f"!{self.dialect}.{self.name}" if self.name else f"!{self.dialect}"
        return head if self.body is None else f"{head}<{self.body}>"


def _normalize_body(body: str | None) -> str | None:
    return None if body is None else " ".join(body.split())


# Shared instances of the most common types.
INDEX = IndexType()
NONE = NoneType()
TOKEN = TokenType()
ERROR_TYPE = ErrorType()
I1: IntegerType = IntegerType(1)
I8: IntegerType = IntegerType(8)
I16: IntegerType = IntegerType(16)
I32: IntegerType = IntegerType(32)
I64: IntegerType = IntegerType(64)
F32: FloatType = FloatType("f32")
F64: FloatType = FloatType("f64")
