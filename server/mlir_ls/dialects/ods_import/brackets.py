"""Splitting the text of a type or attribute body at its top-level commas (`a, b<c, d>`),
for the importer's readers of printed parameters (`defs`, `known`, `torch_parts`)."""

from __future__ import annotations


def split_top(text: str) -> list[str] | None:
    """`a, b<c, d>, e` -> [`a`, ` b<c, d>`, ` e`]: `text` split at its commas outside
    brackets (the `>` of `->` closes none), items unstripped; None when the brackets do not
    balance."""
    parts: list[str] = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}" and not (ch == ">" and text[i - 1 : i] == "-"):
            depth -= 1
            if depth < 0:
                return None
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if depth:
        return None
    parts.append(text[start:])
    return parts
