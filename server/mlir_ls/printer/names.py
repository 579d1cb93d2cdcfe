"""SSA value and block names as upstream's `SSANameState` gives them.

Regions are numbered from a stack (the last op's regions first); a region's
values and blocks are numbered before the regions nested in it, whose counters
start where the parent region's stopped. Entry-block arguments are `%argN`,
other values `%N`, blocks `^bbN` per region. Ops may give name hints (`%c0`,
`%cst`) through `OpSpec.result_names`; clashes get `_N` suffixes. In the
generic form upstream ignores hints and never resets the counters
(`shouldPrintUniqueSSAIDs`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mlir_ls.ir.core import Block, Operation, OpResult, Region, Value
from mlir_ls.printer.result_names import RESULT_NAMES, result_names


class _Scope:
    __slots__ = ("names", "parent")

    def __init__(self, parent: _Scope | None) -> None:
        self.parent = parent
        self.names: set[str] = set()

    def __contains__(self, name: str) -> bool:
        scope: _Scope | None = self
        while scope is not None:
            if name in scope.names:
                return True
            scope = scope.parent
        return False


#: A name that `sanitize_identifier` keeps as it is.
_CLEAN_IDENTIFIER = re.compile(r"[A-Za-z$._\-][A-Za-z0-9$._\-]*\Z")


def sanitize_identifier(name: str) -> str:
    """sanitizeIdentifier with `$._-` allowed: other characters become hex, spaces `_`."""

    def valid(char: str) -> bool:
        return (char.isascii() and char.isalnum()) or char in "$._-"

    if _CLEAN_IDENTIFIER.match(name) is not None:
        return name
    out = []
    for char in name:
        if valid(char):
            out.append(char)
        elif char == " ":
            out.append("_")
        else:
            out.extend(f"{b:X}" for b in char.encode("utf-8", "surrogatepass"))
    text = "".join(out)
    return "_" + text if name and name[0].isdigit() else text


#: (operation) -> one name hint per result (None: numbered), or None for no hints.
NameHint = Callable[[Operation], "list[str | None] | None"]
#: (operation, one of its regions) -> one name hint per entry-block argument, or None.
BlockArgHint = Callable[[Operation, Region], "list[str | None] | None"]


class Names:
    """What the printer asks of the names of values and blocks (`AsmPrinter.names`).

    `SSANames` numbers them as upstream does; the formatter's `SourceNames` keeps those of
    the source; a template capture (`printer/templates.Capture`) marks an op's own."""

    #: The first result of each group of an op's results (`%a:2, %b` is `[0, 2]`).
    groups: dict[Operation, list[int]]

    def value(self, value: Value, print_result_no: bool = True) -> str:
        """`%0`, `%arg1`, `%c0`, `%3#1` (`%3` when not `print_result_no`)."""
        raise NotImplementedError

    def block(self, block: Block) -> str:
        """`^bb1`."""
        raise NotImplementedError

    def block_order(self, block: Block) -> int:
        """The block's number in its region (the order of a block's predecessors)."""
        raise NotImplementedError

    def shadow(self, value: Value, ident: str) -> None:
        """`value` (a region argument) printed as `%ident` (`shadow_region_args`)."""
        raise NotImplementedError


class SSANames(Names):
    """Names of every value and block under `root`."""

    def __init__(
        self,
        root: Operation,
        *,
        unique_ids: bool = False,
        hints: NameHint | None = None,
        block_hints: BlockArgHint | None = None,
    ) -> None:
        self.ids: dict[Value, int | str] = {}
        #: The printed name (`%3`, `%arg0`, `%c0`) of each value whose name never takes a
        #: result number: block arguments and the results of one-result ops.
        self.texts: dict[Value, str] = {}
        self.groups: dict[Operation, list[int]] = {}
        self.blocks: dict[Block, tuple[str, int]] = {}
        self._hints = hints
        self._block_hints = block_hints
        self._next_value = 0
        self._next_arg = 0
        self._next_conflict = 0
        top = _Scope(None)
        self._scope = top
        stack: list[tuple[Region, int, int, int, _Scope]] = [
            (region, 0, 0, 0, top) for region in root.regions
        ]
        self._number_op(root)
        while stack:
            region, next_value, next_arg, next_conflict, parent = stack.pop()
            if not unique_ids:
                self._next_value = next_value
                self._next_arg = next_arg
                self._next_conflict = next_conflict
            self._scope = _Scope(parent)
            self._number_region(region)
            counters = (self._next_value, self._next_arg, self._next_conflict)
            for block in region.blocks:
                for op in block.operations:
                    for nested in op.regions:
                        stack.append((nested, *counters, self._scope))

    # ---- numbering ----------------------------------------------------------------------

    def _unique(self, name: str) -> str:
        name = sanitize_identifier(name)
        scope = self._scope
        if name in scope:
            while True:
                probe = f"{name}_{self._next_conflict}"
                self._next_conflict += 1
                if probe not in scope:
                    name = probe
                    break
        scope.names.add(name)
        return name

    def _set_name(self, value: Value, name: str | None) -> None:
        if not name:
            self.ids[value] = self._next_value
            self._next_value += 1
        else:
            self.ids[value] = self._unique(name)

    def _number_region(self, region: Region) -> None:
        parent = region.parent
        if self._block_hints is not None and parent is not None and region.blocks:
            # getAsmBlockArgumentNames: named before anything in the region is numbered.
            names = self._block_hints(parent, region)
            if names:
                for arg, name in zip(region.blocks[0].arguments, names, strict=False):
                    if name and arg not in self.ids:
                        self._set_name(arg, name)
                        self.texts[arg] = f"%{self.ids[arg]}"
        for index, block in enumerate(region.blocks):
            self.blocks[block] = (f"^bb{index}", index)
            self._number_block(block, index == 0)

    def _number_block(self, block: Block, entry: bool) -> None:
        ids = self.ids
        texts = self.texts
        for arg in block.arguments:
            if arg in ids:
                continue
            if entry:
                self._set_name(arg, f"arg{self._next_arg}")
                self._next_arg += 1
            else:
                self._set_name(arg, None)
            texts[arg] = f"%{ids[arg]}"
        number_op = self._number_op
        hints = self._hints
        table = hints is result_names  # (the printer's hints: their table is looked at here)
        for op in block.operations:
            results = op.results
            if not results:
                continue
            if table:
                spec = op.spec
                if spec is not None and (spec.result_names is not None or op.name in RESULT_NAMES):
                    number_op(op)
                    continue
            elif hints is not None:
                number_op(op)
                continue
            # `_number_op` of an op without hints
            first = results[0]
            ident = ids.get(first)
            if ident is None:
                ident = ids[first] = self._next_value
                self._next_value += 1
            if len(results) == 1:
                texts[first] = f"%{ident}"

    def _number_op(self, op: Operation) -> None:
        results = op.results
        if not results:
            return
        groups: list[int] | None = None
        if self._hints is not None:
            names = self._hints(op)
            if names:
                groups = [0]
                for index, name in enumerate(names[: len(results)]):
                    if name:
                        self._set_name(results[index], name)
                        if index:
                            groups.append(index)
        first = results[0]
        ids = self.ids
        ident = ids.get(first)
        if ident is None:
            ident = ids[first] = self._next_value
            self._next_value += 1
        if len(results) == 1:
            self.texts[first] = f"%{ident}"
        elif groups is not None and len(groups) > 1:
            self.groups[op] = sorted(groups)

    # ---- lookup -------------------------------------------------------------------------

    def shadow(self, value: Value, ident: str) -> None:
        """`value` (a region argument) printed as `%ident` (`shadow_region_args`)."""
        self.ids[value] = ident
        self.texts[value] = f"%{ident}"

    def value(self, value: Value, print_result_no: bool = True) -> str:
        """`%0`, `%arg1`, `%c0`, `%3#1`."""
        text = self.texts.get(value)
        if text is not None:
            return text
        lookup = value
        result_no: int | None = None
        if isinstance(value, OpResult):
            op = value.op
            if len(op.results) != 1:
                groups = self.groups.get(op)
                index = value.index
                if groups is None:
                    result_no = index
                    lookup = op.results[0]
                else:
                    start = groups[0]
                    size = len(op.results) - groups[-1]
                    for i, group_start in enumerate(groups):
                        if group_start > index:
                            size = group_start - groups[i - 1]
                            break
                        start = group_start
                    if size != 1:
                        result_no = index - start
                    lookup = op.results[start]
        ident = self.ids.get(lookup)
        if ident is None:
            return "<<UNKNOWN SSA VALUE>>"
        text = f"%{ident}"
        if result_no is not None and print_result_no:
            text += f"#{result_no}"
        return text

    def block(self, block: Block) -> str:
        found = self.blocks.get(block)
        return found[0] if found is not None else "<<UNKNOWN BLOCK>>"

    def block_order(self, block: Block) -> int:
        found = self.blocks.get(block)
        return found[1] if found is not None else -1
