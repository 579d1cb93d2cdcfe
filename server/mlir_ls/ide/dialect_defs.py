"""The attribute and type mnemonics of upstream dialects, read from their `.td` files.

Completion after `#gpu.` or `!llvm.` offers the dialect's attributes or types, and
hover on `#gpu.address_space<...>` shows the def's summary. mlir-ls's hand-written
dialects parse them in code, without a list; upstream's ODS records have one:

    def GPU_AddressSpaceAttr : EnumAttr<GPU_Dialect, GPU_AddressSpaceEnum, "address_space">
    def LLVM_PointerType : LLVMType<"LLVMPointer", "ptr", [...]> { let summary = "..."; }

A def belongs to the dialect whose record (`def GPU_Dialect : Dialect { let name = "gpu"; }`)
its header names (`GPU_...`); its mnemonic is `let mnemonic = "..."`, the mnemonic argument
of `EnumAttr<Dialect, Enum, "mnemonic">`, or the second string of `X_Attr<"Name", "mnemonic">`.
A text scan, not TableGen: what it cannot read, it leaves out. Results are cached per
namespace for the process.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from mlir_ls.dialects.ods_import.loader import DIALECT_DEF, braced

DefKind = Literal["attribute", "type"]


@dataclass(frozen=True, slots=True)
class DialectDef:
    kind: DefKind
    mnemonic: str
    summary: str
    record: str  # the def's name (`GPU_AddressSpaceAttr`)


_DEF = re.compile(r"^def\s+(\w+)\s*:\s*([^{;]*?)\s*(\{|;)", re.M)
_LET_NAME = re.compile(r'let\s+name\s*=\s*"([^"]+)"')
_LET_MNEMONIC = re.compile(r'let\s+mnemonic\s*=\s*"([^"]+)"')
_LET_SUMMARY = re.compile(r'let\s+summary\s*=\s*"((?:[^"\\]|\\.)*)"')
_STRINGS = re.compile(r'"([^"]*)"')
_INCLUDE = re.compile(r'^include\s+"([^"]+)"', re.M)


def _files(include: Path, roots: list[str]) -> list[Path]:
    """The roots and the `.td` files they include from the same folders, transitively."""
    folders = {(include / r).parent for r in roots}
    seen: list[Path] = []
    todo = [include / r for r in roots]
    while todo:
        path = todo.pop()
        if path in seen or not path.is_file():
            continue
        seen.append(path)
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for m in _INCLUDE.finditer(text):
            target = include / m.group(1)
            if target.parent in folders and target not in seen:
                todo.append(target)
    return seen


#: C++ enums (their defs name a C++ class, not an attribute mnemonic).
_CPP_ENUMS = re.compile(r"(I\d+)?(Bit)?EnumAttr(Case)?|\w*EnumAttrCase|\w*BitEnumAttr\w*")


def _kind(header: str) -> DefKind | None:
    """`type` or `attribute` from the def's superclass (`GPU_Attr<...>`, `TypeDef<...>`,
    `EnumAttr<...>`); None for ops, interfaces, constraints and C++ enums (`I32EnumAttr`)."""
    superclass = re.match(r"\w+", header)
    if superclass is None:
        return None
    word = superclass.group(0)
    if word != "EnumAttr" and _CPP_ENUMS.fullmatch(word):
        return None
    if re.fullmatch(r"\w*Attr(Def)?", word):
        return "attribute"
    if re.fullmatch(r"\w*Type(Def)?", word):
        return "type"
    return None


def scan_defs(texts: list[str], namespace: str) -> list[DialectDef]:
    """The attribute and type defs of dialect `namespace` in `texts` (see the module doc)."""
    prefix = None
    for text in texts:
        for m in DIALECT_DEF.finditer(text):
            name = _LET_NAME.search(braced(text, m.end() - 1))
            if name is not None and name.group(1) == namespace:
                prefix = m.group(1).split("_", 1)[0]
    if prefix is None:
        return []
    base = re.escape(prefix)
    out: dict[tuple[DefKind, str], DialectDef] = {}
    for text in texts:
        for m in _DEF.finditer(text):
            record, header = m.group(1), " ".join(m.group(2).split())
            if not (re.search(r"\b" + base, header) or record.startswith(base)):
                continue
            kind = _kind(header)
            if kind is None:
                continue
            body = braced(text, m.start(3)) if m.group(3) == "{" else ""
            mnemonic = _LET_MNEMONIC.search(body)
            strings = _STRINGS.findall(header)
            if mnemonic is not None:
                word = mnemonic.group(1)
            elif "Enum" in header.split("<", 1)[0] and strings:
                word = strings[0]
            elif len(strings) >= 2:
                word = strings[1]
            else:
                continue
            if not re.fullmatch(r"[a-z][a-z0-9_.]*", word):
                continue
            summary = _LET_SUMMARY.search(body)
            out.setdefault(
                (kind, word),
                DialectDef(kind, word, summary.group(1) if summary else "", record),
            )
    return sorted(out.values(), key=lambda d: (d.kind, d.mnemonic))


@cache
def _upstream_map() -> tuple[Path | None, dict[str, list[str]]]:
    from mlir_ls.dialects.ods_import.cache import OdsCache
    from mlir_ls.dialects.ods_import.loader import upstream_namespaces
    from mlir_ls.dialects.ods_import.tblgen import find_mlir_include

    include = find_mlir_include(None)
    if include is None:
        return None, {}
    # The same cached map the ODS loader reads: no scan of every .td file per process.
    return include, upstream_namespaces(include, OdsCache())


@cache
def dialect_defs(namespace: str) -> tuple[DialectDef, ...]:
    """The upstream dialect `namespace`'s attribute and type defs (empty when not found)."""
    try:
        include, mapping = _upstream_map()
        roots = mapping.get(namespace)
        if include is None or not roots:
            return ()
        texts = []
        for path in _files(include, roots):
            try:
                texts.append(path.read_text(encoding="utf-8", errors="replace"))
            except OSError:
                continue
        return tuple(scan_defs(texts, namespace))
    except Exception:  # a layout of the include folder this scan does not expect
        return ()


def find_def(namespace: str, kind: DefKind, mnemonic: str) -> DialectDef | None:
    for d in dialect_defs(namespace):
        if d.kind == kind and d.mnemonic == mnemonic:
            return d
    return None
