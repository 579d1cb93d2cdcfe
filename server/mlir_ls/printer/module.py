"""Printing a whole parsed text as upstream's `mlir-opt` does.

`print_result` prints the (implicit or explicit) top-level module: the hoisted
aliases first, then the module, then the file metadata (`{-# dialect_resources
... #-}`) of the resources the IR still references.
"""

from __future__ import annotations

from collections.abc import Iterator

from mlir_ls.ir import attributes as at
from mlir_ls.ir.core import Operation
from mlir_ls.parser import ParseResult
from mlir_ls.printer.asm_printer import AsmPrinter, PrintOptions, all_attributes
from mlir_ls.printer.attrs import AttrTypePrinter
from mlir_ls.printer.linalg_bodies import implicit_bodies
from mlir_ls.syntax.lexer import tokenize
from mlir_ls.text.deep import deep

DEFAULT_OPTIONS = PrintOptions()


@deep
def print_operation(op: Operation, options: PrintOptions = DEFAULT_OPTIONS) -> str:
    """The top-level operation `op` with its aliases, ending in a newline."""
    if options.generic:
        with implicit_bodies(op):
            return _print_operation(op, options)
    return _print_operation(op, options)


def _print_operation(op: Operation, options: PrintOptions) -> str:
    printer = AsmPrinter(op, options)
    lines: list[str] = []
    if not options.local_scope:
        aliases = printer.collect_aliases(op).aliases()
        if aliases:
            table = {alias.value: alias.name for alias in aliases}
            printer.attrs = AttrTypePrinter(table)
            definer = printer.attrs
            for alias in aliases:
                if alias.is_type:
                    body = definer.type_impl(alias.value)
                else:
                    body = definer.attr_impl(alias.value)
                lines.append(f"{alias.name} = {body}\n")
    printer.print_op_line(op)
    lines.append(printer.text())
    lines.append("\n")
    return "".join(lines)


@deep
def print_result(result: ParseResult, options: PrintOptions = DEFAULT_OPTIONS) -> str:
    """A parsed text printed as upstream prints it (module, aliases, resources)."""
    text = print_operation(result.module, options)
    resources = result.metadata.get("dialect_resources")
    if resources is not None and not options.local_scope:
        used = _used_resource_handles(result.module)
        block = _resource_block(result.text[resources.start : resources.end], used)
        if block:
            text += "\n{-#\n  dialect_resources: {\n" + block + "\n  }\n#-}\n"
    return text


def _used_resource_handles(root: Operation) -> set[str]:
    used: set[str] = set()

    def visit(a: at.Attribute) -> None:
        if isinstance(a, at.DenseResourceAttr):
            used.add(a.handle.strip('"'))
        elif isinstance(a, at.ArrayAttr):
            for element in a.elements:
                visit(element)
        elif isinstance(a, at.DictionaryAttr):
            for value in a.entries.values():
                visit(value)

    for op in root.walk():
        for value in all_attributes(op).values():
            visit(value)
        if isinstance(op.properties, at.Attribute):
            visit(op.properties)
    return used


def _entries(tokens: list[tuple[str, str]], pos: int) -> Iterator[tuple[str, int, int]]:
    """(key, value start, value end) token indices of `{ key: value, ... }` at `pos`."""
    assert tokens[pos][0] == "{"
    pos += 1
    while pos < len(tokens) and tokens[pos][0] != "}":
        key = tokens[pos][1].strip('"')
        pos += 2  # key and ':'
        start = pos
        depth = 0
        while pos < len(tokens):
            kind = tokens[pos][0]
            if kind in ("{", "[", "("):
                depth += 1
            elif kind in ("}", "]", ")"):
                if depth == 0:
                    break
                depth -= 1
            elif kind == "," and depth == 0:
                break
            pos += 1
        yield key, start, pos
        if pos < len(tokens) and tokens[pos][0] == ",":
            pos += 1


def _resource_block(body: str, used: set[str]) -> str:
    tokens = [(t.kind, t.text) for t in tokenize(body, comments=False) if t.kind != "eof"]
    if not tokens or tokens[0][0] != "{":
        return ""
    dialects: list[str] = []
    for dialect, start, end in _entries(tokens, 0):
        if end <= start or tokens[start][0] != "{":
            continue
        sub = tokens[start:end]
        lines = []
        for key, vstart, vend in _entries(sub, 0):
            if dialect == "builtin" and key not in used:
                continue
            value = " ".join(text for _, text in sub[vstart:vend])
            lines.append(f"      {key}: {value}")
        if lines:
            dialects.append(f"    {dialect}: {{\n" + ",\n".join(lines) + "\n    }")
    return ",\n".join(dialects)
