"""Keep the value objects other top-level ops use when an edited op defines them again.

A use of a name not visible where it is written is resolved by the first later
definition, in another top-level op too (one scope per file: `verify/links.py`). When
the incremental analyzer parses the defining op again, its definitions are new value
objects, and every other op using one of them would be bound to the new object
(`SegmentedSourceMap.relinked`: a map of its own for each such piece, its checks run
again, its semantic index piece built again). Such uses grow with the errors an editing
session leaves: each edit of a function that defines a name used before its definition
in an earlier function re-bound that function.

`adopt_values` keeps the old object instead: when every op outside the parsed ones that
a new definition must bind was bound to one old value, defined in the old version of
the same parsed piece, of the same kind (result or block argument), name and type, the
old object takes the new one's place in the new IR (its defining op or block, its
number, its records in the parsed pieces' maps) and the new one takes the old one's in
the replaced IR (which is dropped: `ir/release.DroppedOp` frees it once nothing outside
refers to its members, and the kept object is no longer one). The other ops stay bound
to what they were bound to: nothing outside the parsed ops is bound anew.

What such an op's checks read of the value may still differ: its defining op or block
is another (a check may read it: affine's valid symbols, constant bounds). The analyzer
runs the checks of the ops using an adopted value again (`incremental._adopted_unchanged`)
and verifies the op in part as a re-bound one when they find something else.
"""

from __future__ import annotations

from mlir_ls.ir.core import BlockArgument, ForwardRef, Operation, OpResult, Value
from mlir_ls.ir.source_map import SegmentedSourceMap
from mlir_ls.verify.links import bind_operands, defining_top


def adopt_values(
    bindings: dict[int, dict[Value, Value]],
    parsed: dict[int, Operation],
    old_map: SegmentedSourceMap,
    new_map: SegmentedSourceMap,
) -> dict[int, set[Value]]:
    """Keep old values for new definitions where `bindings` (piece -> value its uses are
    bound to -> value they must be bound to, `ChunkNames.bindings`) would bind pieces not
    `parsed` (piece -> new top-level op) to a value a parsed op defines. Updates
    `bindings` (the entries of kept values taken out, the parsed pieces' entries bound to
    the kept value), the parsed ops' IR and their records in `new_map`; returns the
    values kept, by the pieces not parsed whose uses are bound to them."""
    outside: dict[Value, set[Value]] = {}  # new definition -> what the others use now
    for k, mapping in bindings.items():
        if k in parsed:
            continue
        for current, target in mapping.items():
            if type(target) is not ForwardRef:
                outside.setdefault(target, set()).add(current)
    if not outside:
        return {}
    old_pieces = {old_map.piece_top(k): k for k in parsed}
    new_pieces = {top: k for k, top in parsed.items()}
    kept: dict[Value, Value] = {}  # new -> old
    taken: set[Value] = set()
    for new, currents in outside.items():
        if len(currents) != 1:
            continue
        (old,) = currents
        if (
            type(old) is not type(new)
            or old in taken
            or old.name != new.name
            or old.type != new.type
        ):
            continue
        new_top, old_top = defining_top(new), defining_top(old)
        piece = new_pieces.get(new_top) if new_top is not None else None
        if piece is None or old_top is None or old_pieces.get(old_top) != piece:
            continue
        kept[new] = old
        taken.add(old)
    if not kept:
        return {}
    for new, old in kept.items():
        _swap(new, old)
    adopted: dict[int, set[Value]] = {}
    for k in list(bindings):
        mapping = bindings[k]
        if k in parsed:
            for current, target in mapping.items():
                if target in kept:
                    mapping[current] = kept[target]
            continue
        for current, target in list(mapping.items()):
            if target in kept:
                del mapping[current]
                adopted.setdefault(k, set()).add(current)
        if not mapping:
            del bindings[k]
    for k, top in parsed.items():
        bind_operands(top, kept)
        source = new_map.piece_identity(k)[0]
        for name in ("value_defs", "value_uses"):
            records = getattr(source, name)
            for i, (s, e, value) in enumerate(records):
                found = kept.get(value)
                if found is not None:
                    records[i] = (s, e, found)
        for _, _, group in source.value_groups:
            for i, value in enumerate(group):
                found = kept.get(value)
                if found is not None:
                    group[i] = found
    return adopted


def _swap(new: Value, old: Value) -> None:
    """`old` takes `new`'s place (its definition) in the new IR, `new` takes `old`'s in
    the replaced IR."""
    if isinstance(new, OpResult):
        assert isinstance(old, OpResult)
        new.op, old.op = old.op, new.op
        new.index, old.index = old.index, new.index
        new.type, old.type = old.type, new.type
        new.op.results[new.index] = new
        old.op.results[old.index] = old
    else:
        assert isinstance(new, BlockArgument) and isinstance(old, BlockArgument)
        new.block, old.block = old.block, new.block
        new.index, old.index = old.index, new.index
        new.type, old.type = old.type, new.type
        new.location, old.location = old.location, new.location
        new.block.arguments[new.index] = new
        old.block.arguments[old.index] = old
