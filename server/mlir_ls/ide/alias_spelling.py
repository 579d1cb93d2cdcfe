"""Types spelled with the file's own aliases, and whether a text already states a type.

Inlay hints show a value's type where the text does not spell it; a type such as
`tensor<4xf32, #sparse_tensor.encoding<...>>` is shown as the file writes it,
`tensor<4xf32, #enc>`: the printer's alias table, built from the aliases defined in
the chunk (`#enc = ...`, `!t = ...`), replaces each aliased value by its name.
"""

from __future__ import annotations

import re
from typing import Any

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ir import types as ty
from mlir_ls.printer.aliases import alias_key
from mlir_ls.printer.attrs import AttrTypePrinter


class AliasSpeller:
    """Spells types per chunk with that chunk's aliases (printers built on first use)."""

    def __init__(self, analysis: Analysis) -> None:
        self.analysis = analysis
        self._printers: dict[tuple[int, bool], AttrTypePrinter] = {}

    def printer(self, chunk: int, type_aliases: bool = True) -> AttrTypePrinter:
        """The chunk's printer with its aliases (`type_aliases` False: attribute aliases
        only, `tensor<4xf32, #enc>` where `!t = tensor<4xf32, #enc>` is defined too)."""
        found = self._printers.get((chunk, type_aliases))
        if found is None:
            parse = self.analysis.document.chunks[chunk].parse
            table: dict[Any, str] = {}
            for name, attr in parse.attr_aliases.items():
                if attr is not None:
                    table.setdefault(alias_key(attr), f"#{name}")
            if type_aliases:
                for name, type_ in parse.type_aliases.items():
                    if type_ is not None:
                        table.setdefault(type_, f"!{name}")
            found = AttrTypePrinter(table)
            self._printers[chunk, type_aliases] = found
        return found

    def spell(self, type_: ty.Type, offset: int, type_aliases: bool = True) -> str:
        """`type_` as the chunk holding `offset` would write it with its aliases."""
        try:
            return self.printer(self.analysis.chunk_at(offset), type_aliases).type(type_)
        except Exception:  # a type the printer does not know: its plain spelling
            return str(type_)

    def spellings(self, type_: ty.Type, offset: int) -> list[str]:
        """The ways the file may write `type_`: with every alias, with attribute aliases
        only, with none."""
        return list(
            dict.fromkeys((self.spell(type_, offset), self.spell(type_, offset, False), str(type_)))
        )


def _squash(text: str) -> str:
    return "".join(text.split())


def states_type(text: str, spellings: list[str]) -> bool:
    """Whether `text` spells one of `spellings` as a whole type (white space ignored):
    `i1` is not stated by `i16`, `f32` is by `tensor<4xf32>` only as an element type,
    which does not count (a type is stated where it is not preceded by `x` or `<`)."""
    squashed = _squash(text)
    for spelled in spellings:
        target = _squash(spelled)
        if not target:
            continue
        pattern = r"(?<![\w.$#!<x])" + re.escape(target) + r"(?![\w.$<x])"
        if re.search(pattern, squashed):
            return True
    return False
