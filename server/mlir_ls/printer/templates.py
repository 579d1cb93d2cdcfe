"""The custom form of ops of one signature, printed once and reused with other names.

Ops with the same `Operation.signature` have equal names, attributes, properties and
operand and result types, and no regions or successors: a custom printer writes the same
text for them, except for the names of their operands and results. The first such op
prints through its hook (most signatures of a file have one op); the second is printed
with markers in place of those names (`Capture`, which the printer uses as its
`SSANames` while the hook runs); the text between the markers and which operand or
result each marker stands for make a `Template`, which later ops of the signature fill
with their own names. Nothing else may differ, so nothing else is captured: an op whose
hook asks the names for anything but its own operands and results, or whose operands
repeat a value (a hook may print a repeated value once), is printed by its hook.
"""

from __future__ import annotations

from mlir_ls.ir.core import Block, Operation, Value
from mlir_ls.printer.names import Names, SSANames

#: Marks a name in a captured text (never in printed text: strings print `\00` escaped).
MARK = "\0"


class NotTemplated(Exception):
    """The hook did something a template cannot replay."""


class Capture(Names):
    """The names of a template capture: markers for the op's operands and results. A hook
    that asks for other names (a block's, a shadowed argument's: `NotTemplated`) is not
    captured, nor one whose printing reads result groups (a capture has none: an
    `AttributeError`, which `AsmPrinter._capture` takes as any other failure)."""

    def __init__(self, op: Operation) -> None:
        self.slots: dict[int, int] = {}
        for index, value in enumerate(op.operands):
            self.slots[id(value)] = index
        count = len(op.operands)
        for index, result in enumerate(op.results):
            self.slots[id(result)] = count + index
        #: (operand or result index, print_result_no) of each marker, in order.
        self.used: list[tuple[int, bool]] = []

    def value(self, value: Value, print_result_no: bool = True) -> str:
        slot = self.slots.get(id(value))
        if slot is None:
            raise NotTemplated
        self.used.append((slot, print_result_no))
        return f"{MARK}{len(self.used) - 1}{MARK}"

    def block(self, block: Block) -> str:
        raise NotTemplated

    def block_order(self, block: Block) -> int:
        raise NotTemplated

    def shadow(self, value: Value, ident: str) -> None:
        raise NotTemplated


def distinct_values(op: Operation) -> bool:
    """No value repeats among the op's operands (results never are operands of their op)."""
    operands = op.operands
    count = len(operands)
    if count < 2:
        return True
    if count == 2:
        return operands[0] is not operands[1]
    return len({id(v) for v in operands}) == count


class Template:
    """A captured text: `parts[0]`, a name, `parts[1]`, ..., a name, `parts[-1]`.

    `indent` is the printer's indentation when the text spans lines (their indentation
    is part of the text), else None (the text fits any indentation)."""

    __slots__ = ("indent", "parts", "slots")

    def __init__(self, text: str, used: list[tuple[int, bool]], indent: int) -> None:
        self.indent = indent if "\n" in text else None
        pieces = text.split(MARK)
        if len(pieces) != 2 * len(used) + 1:
            raise NotTemplated  # a marker character printed by the hook itself
        self.parts = pieces[0::2]
        self.slots = used
        for i, number in enumerate(pieces[1::2]):
            if number != str(i):
                raise NotTemplated

    def fill(self, op: Operation, names: Names) -> str:
        """The text for `op` (of the template's signature) with its own names."""
        parts = self.parts
        operands = op.operands
        count = len(operands)
        value = names.value
        # `SSANames.value` answers from `texts` first (block arguments, one-result ops)
        texts: dict[Value, str] = names.texts if type(names) is SSANames else {}
        out = [parts[0]]
        i = 1
        for slot, print_result_no in self.slots:
            target = operands[slot] if slot < count else op.results[slot - count]
            text = texts.get(target)
            out.append(text if text is not None else value(target, print_result_no))
            out.append(parts[i])
            i += 1
        return "".join(out)


__all__ = ["Capture", "NotTemplated", "Template", "distinct_values"]
