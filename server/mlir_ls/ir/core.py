"""Operations, blocks, regions and SSA values.

The structure mirrors upstream MLIR: an operation holds regions, a region holds
blocks, a block holds operations and block arguments; values are operation
results or block arguments. Source ranges are not stored here (see source_map).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from mlir_ls.ir.attributes import Attribute, LocationAttr
from mlir_ls.ir.types import ERROR_TYPE, Type

if TYPE_CHECKING:
    from mlir_ls.ir.spec import OpSpec


class Value:
    """An SSA value. `name` is the spelling used in the source (without `%`), if any."""

    __slots__ = ("name", "type")

    def __init__(self, type: Type, name: str | None = None) -> None:
        self.type = type
        self.name = name

    @property
    def owner_block(self) -> Block | None:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} %{self.name} : {self.type}>"


class OpResult(Value):
    __slots__ = ("index", "op")

    def __init__(self, op: Operation, index: int, type: Type, name: str | None = None) -> None:
        self.type = type  # `Value.__init__`, inline: one result per op of a file
        self.name = name
        self.op = op
        self.index = index

    @property
    def owner_block(self) -> Block | None:
        return self.op.parent


class BlockArgument(Value):
    __slots__ = ("block", "index", "location")

    def __init__(self, block: Block, index: int, type: Type, name: str | None = None) -> None:
        self.type = type  # `Value.__init__`, inline
        self.name = name
        self.block = block
        self.index = index
        self.location: LocationAttr | None = None

    @property
    def owner_block(self) -> Block | None:
        return self.block


class ForwardRef(Value):
    """A use of a value not (yet) defined; resolved or reported at the end of its scope."""

    __slots__ = ()

    @property
    def owner_block(self) -> Block | None:
        return None


class Operation:
    """An operation: name, operands, results, successors, regions, attributes, location.

    `spec` is the registered op description when the op is known to the registry,
    `custom` records whether the source used the op's custom form.
    """

    __slots__ = (
        "attributes",
        "custom",
        "location",
        "name",
        "operands",
        "parent",
        "properties",
        "regions",
        "results",
        "signature",
        "spec",
        "successors",
    )

    def __init__(self, name: str) -> None:
        self.name = name
        self.operands: list[Value] = []
        self.results: list[OpResult] = []
        # Most ops have neither: a shared empty tuple until `add_successor`/`add_region`
        # (one operation exists per line of a dump, so two empty lists each add up).
        self.successors: Sequence[Block] = ()
        self.regions: Sequence[Region] = ()
        self.attributes: dict[str, Attribute] = {}
        self.properties: Attribute | None = None
        self.location: LocationAttr | None = None
        self.parent: Block | None = None
        self.spec: OpSpec | None = None
        self.custom = False
        #: Ops with the same non-None signature have equal names, attributes, properties,
        #: operand and result types, and no regions or successors (the parser sets it for
        #: repeated generic lines, so that the verifier checks such ops once).
        self.signature: object | None = None

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0] if "." in self.name else ""

    @property
    def parent_op(self) -> Operation | None:
        block = self.parent
        if block is None or block.parent is None:
            return None
        return block.parent.parent

    def add_result(self, type: Type = ERROR_TYPE, name: str | None = None) -> OpResult:
        result = OpResult(self, len(self.results), type, name)
        self.results.append(result)
        return result

    def add_region(self, region: Region | None = None) -> Region:
        """Append `region` (or a new empty one) to the op's regions; return it."""
        if region is None:
            region = Region(self)
        region.parent = self
        self.regions = [*self.regions, region]
        return region

    def add_successor(self, block: Block) -> None:
        self.successors = [*self.successors, block]

    def attr(self, name: str) -> Attribute | None:
        """An inherent attribute: from the properties dictionary, else the attribute dictionary."""
        props = self.properties
        if props is not None:
            entries: Any = getattr(props, "entries", None)
            if entries is not None and name in entries:
                value: Attribute = entries[name]
                return value
        return self.attributes.get(name)

    def walk(self) -> Iterator[Operation]:
        """This operation and every nested one, in pre-order."""
        stack: list[Operation] = [self]
        while stack:
            op = stack.pop()
            yield op
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    stack.extend(reversed(block.operations))

    def has_trait(self, trait: str) -> bool:
        return self.spec is not None and trait in self.spec.traits

    def __repr__(self) -> str:
        return f"<Operation {self.name}>"


class Block:
    """A block: label (without `^`, None for an unlabelled entry block), arguments, operations."""

    __slots__ = ("arguments", "label", "operations", "parent")

    def __init__(self, parent: Region | None = None, label: str | None = None) -> None:
        self.parent = parent
        self.label = label
        self.arguments: list[BlockArgument] = []
        self.operations: list[Operation] = []

    def add_argument(self, type: Type, name: str | None = None) -> BlockArgument:
        arg = BlockArgument(self, len(self.arguments), type, name)
        self.arguments.append(arg)
        return arg

    def append(self, op: Operation) -> None:
        op.parent = self
        self.operations.append(op)

    @property
    def terminator(self) -> Operation | None:
        return self.operations[-1] if self.operations else None

    @property
    def parent_op(self) -> Operation | None:
        return self.parent.parent if self.parent is not None else None

    @property
    def index(self) -> int:
        return self.parent.blocks.index(self) if self.parent is not None else 0

    def __repr__(self) -> str:
        return f"<Block ^{self.label}>"


class Region:
    __slots__ = ("blocks", "parent")

    def __init__(self, parent: Operation | None = None) -> None:
        self.parent = parent
        self.blocks: list[Block] = []

    def add_block(self, label: str | None = None) -> Block:
        block = Block(self, label)
        self.blocks.append(block)
        return block

    @property
    def empty(self) -> bool:
        return not self.blocks
