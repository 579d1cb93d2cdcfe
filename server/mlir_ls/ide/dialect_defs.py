"""The attribute and type mnemonics of dialects, read from their `.td` files and from the
hand-written dialects' tables (what upstream defines in C++ has no `.td` def to read).

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
    record: str  # the def's name (`GPU_AddressSpaceAttr`), or the table that lists it
    #: Its parameters (`let parameters = (ins ...)`'s names, an enum's cases), shown as detail.
    params: tuple[str, ...] = ()
    #: The first paragraph of its `let description = [{...}]` (hover shows it).
    doc: str = ""


#: Where a key is written: the words that may follow (`literal_words`).
LEVEL = "level"  # a level's format in the `map`'s level list: `(d0 : compressed)`
PROPERTY = "property"  # a level's properties: `compressed(nonunique)`


_PLACES = (LEVEL, PROPERTY)


def literal_words(namespace: str, mnemonic: str) -> dict[str, tuple[str, ...]]:
    """The keys of a keyed attribute's body, each with the words its value may be (empty:
    any value), plus `LEVEL` / `PROPERTY` words: read from the sparse-tensor encoding's
    parser in the ODS import (upstream's `SparseTensorEncodingAttr::parse` and
    `LvlTypeParser`); empty for other attributes."""
    if (namespace, mnemonic) != ("sparse_tensor", "encoding"):
        return {}
    from mlir_ls.dialects.ods_import import sparse_encoding as se

    widths = tuple(str(w) for w in se._WIDTHS)
    words: dict[str, tuple[str, ...]] = {key: () for key in se._KEYS}
    words["posWidth"] = words["crdWidth"] = widths
    return {**words, LEVEL: se._FORMATS, PROPERTY: se._PROPERTIES}


_DEF = re.compile(r"^def\s+(\w+)\s*:\s*([^{;]*?)\s*(\{|;)", re.M)
_LET_NAME = re.compile(r'let\s+name\s*=\s*"([^"]+)"')
_LET_MNEMONIC = re.compile(r'let\s+mnemonic\s*=\s*"([^"]+)"')
_LET_SUMMARY = re.compile(r'let\s+summary\s*=\s*"((?:[^"\\]|\\.)*)"')
_STRINGS = re.compile(r'"([^"]*)"')
_INCLUDE = re.compile(r'^include\s+"([^"]+)"', re.M)
_PARAMETERS = re.compile(r"let\s+parameters\s*=\s*\(ins\b")
_PARAM_NAME = re.compile(r"\$(\w+)")


def _files(include: Path, roots: list[str]) -> list[Path]:
    """The roots and the `.td` files they include from the same folders, transitively (an
    include is looked up in the include folder, then beside the file that includes it)."""
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
            # From the include folder, else beside the including file (`include "ArmSME.td"`).
            target = include / m.group(1)
            if not target.is_file():
                target = path.parent / m.group(1)
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
    # `def ShapeDialect : Dialect` names its defs `Shape_...` (`Shape_Type<"Shape", "shape">`),
    # `def SMTDialect` its superclasses `SMTTypeDef<"BitVector">`.
    base = re.escape(prefix)
    if prefix.endswith("Dialect") and len(prefix) > len("Dialect"):
        base = f"(?:{base}|{re.escape(prefix[: -len('Dialect')])})"
    out: dict[tuple[DefKind, str], DialectDef] = {}
    headers = {
        m.group(1): " ".join(m.group(2).split()) for text in texts for m in _DEF.finditer(text)
    }
    for text in texts:
        for m in _DEF.finditer(text):
            record, header = m.group(1), " ".join(m.group(2).split())
            if not (re.search(r"\b" + base, header) or re.match(base, record)):
                continue
            kind = _kind(header)
            if kind is None:
                continue
            body = braced(text, m.start(3)) if m.group(3) == "{" else ""
            mnemonic = _LET_MNEMONIC.search(body)
            strings = _STRINGS.findall(header)
            enum = "Enum" in header.split("<", 1)[0]
            if mnemonic is not None:
                word = mnemonic.group(1)
            elif enum and strings:
                word = strings[0]
            elif len(strings) >= 2:
                word = strings[1]
            else:
                continue
            if not re.fullmatch(r"[a-z][a-z0-9_.]*", word):
                continue
            found = _LET_SUMMARY.search(body)
            summary, params = (found.group(1) if found else ""), _params(body)
            if enum:  # the enum it wraps: its description and cases
                info = _enum_info(header, headers)
                if info is not None:
                    summary = summary or info[0]
                    params = params or info[1]
            out.setdefault(
                (kind, word), DialectDef(kind, word, summary, record, params, _doc(body))
            )
    return sorted(out.values(), key=lambda d: (d.kind, d.mnemonic))


_DESCRIPTION = re.compile(r"let\s+description\s*=\s*\[\{(.*?)\}\]", re.S)
#: The longest first paragraph kept (cut at a sentence end before it).
MAX_DOC = 600


def _doc(body: str) -> str:
    """The first paragraph of the def's description, on one line."""
    m = _DESCRIPTION.search(body)
    if m is None:
        return ""
    paragraph = m.group(1).strip().split("\n\n", 1)[0]
    text = " ".join(paragraph.split())
    if len(text) > MAX_DOC:
        cut = text.rfind(". ", 0, MAX_DOC)
        text = text[: cut + 1] if cut > 0 else text[:MAX_DOC] + " …"
    return text


_CASE = re.compile(r"(\w+)\s*(<[^<>]*>)?")


def _enum_info(header: str, headers: dict[str, str]) -> tuple[str, tuple[str, ...]] | None:
    """(description, cases) of the enum an `EnumAttr<Dialect, Enum, "mnemonic">` (or a
    dialect's subclass, `GPU_I32EnumAttr<"address_space", GPU_AddressSpaceEnum>`) wraps:

        def GPU_AddressSpaceEnum : GPU_I32Enum<"AddressSpace", "GPU address space", [...]>
        def GPU_AddressSpaceGlobal : I32EnumAttrCase<"Global", 1, "global">

    a case is spelled as its last string (`global`); None when no argument names an enum
    def with a case list."""
    args = header.split("<", 1)[1] if "<" in header else ""
    for name in re.findall(r"\b([A-Za-z_]\w*)\b", args):
        enum = headers.get(name)
        if enum is None or "[" not in enum:
            continue
        strings = _STRINGS.findall(enum.split("[", 1)[0])
        listed = enum.split("[", 1)[1].rsplit("]", 1)[0]
        cases: list[str] = []
        for case, inline in _CASE.findall(listed):
            spelled = _STRINGS.findall(inline or headers.get(case, ""))
            if spelled:
                cases.append(spelled[-1])
        return (strings[1] if len(strings) > 1 else ""), tuple(cases)
    return None


def _params(body: str) -> tuple[str, ...]:
    """The names in `let parameters = (ins "Type":$name, ...)` (empty when not written)."""
    m = _PARAMETERS.search(body)
    if m is None:
        return ()
    depth, end = 1, len(body)
    for i in range(m.end(), len(body)):
        if body[i] == "(":
            depth += 1
        elif body[i] == ")":
            depth -= 1
            if depth == 0:
                end = i
                break
    # `$_ctxt`, `$_builder` in default values are not parameters.
    names = _PARAM_NAME.findall(body[m.end() : end])
    return tuple(dict.fromkeys(n for n in names if not n.startswith("_")))


def hand_written_defs(namespace: str) -> list[DialectDef]:
    """The attributes and types mlir-ls's hand-written dialects parse in code, many defined
    in C++ upstream (no `.td` def to scan): `!llvm.void`, `!llvm.struct`, `!gpu.async.token`,
    `#llvm.di_file<name, directory>` (its schema), `#llvm.linkage<...>` (its cases); and
    those of imported dialects upstream parses in C++ (`CPP_DEFS`: `!quant.uniform`,
    `!spirv.ptr`; the keys of `#sparse_tensor.encoding<{...}>`, from the import's parser)."""
    out: list[DialectDef] = []
    if namespace == "llvm":
        from mlir_ls.dialects.llvm.attributes import ENUM_ATTRS
        from mlir_ls.dialects.llvm.metadata import SCHEMAS
        from mlir_ls.dialects.llvm.types import SIMPLE_TYPES, TYPE_KEYWORDS

        for word in sorted(TYPE_KEYWORDS):
            summary = "LLVM type without parameters" if word in SIMPLE_TYPES else "LLVM type"
            out.append(DialectDef("type", word, summary, "llvm.types.TYPE_KEYWORDS"))
        for word, schema in SCHEMAS.items():
            params = tuple(p.name for p in schema)
            out.append(DialectDef("attribute", word, "", "llvm.metadata.SCHEMAS", params))
        for word, enum in ENUM_ATTRS.items():
            out.append(
                DialectDef(
                    "attribute", word, enum.description, "llvm.attributes.ENUM_ATTRS",
                    tuple(enum.keywords),
                )
            )  # fmt: skip
    elif namespace in CPP_DEFS:
        out.extend(CPP_DEFS[namespace])
    elif namespace == "sparse_tensor":
        # The encoding's C++ parser reads a dictionary of these keys (`{map = ..., ...}`).
        keys = tuple(k for k in literal_words("sparse_tensor", "encoding") if k not in _PLACES)
        out.append(DialectDef("attribute", "encoding", "", "sparse_encoding", keys))
    elif namespace == "gpu":
        from mlir_ls.dialects.gpu.types import SIMPLE_TYPES as GPU_TYPES
        from mlir_ls.dialects.gpu.types import VERBATIM_ATTRS

        for word in sorted(GPU_TYPES):
            out.append(DialectDef("type", word, "GPU type without parameters", "gpu.types"))
        for word in sorted(VERBATIM_ATTRS):
            out.append(DialectDef("attribute", word, "", "gpu.types.VERBATIM_ATTRS"))
    return out


def _cpp(namespace: str, kind: DefKind, rows: tuple[tuple[str, str, str], ...]) -> list[DialectDef]:
    """(mnemonic, parameters as upstream's parser reads them, summary) rows of one dialect."""
    record = f"C++ parser of the {namespace} dialect"
    return [
        DialectDef(kind, word, summary, record, tuple(p.strip() for p in params.split(";")))
        for word, params, summary in rows
    ]


#: Types upstream parses in C++ with no `.td` def to scan (the quant dialect's
#: `TypeParser.cpp`, the SPIR-V dialect's `SPIRVDialect.cpp` `parseType`): mnemonic, the
#: parameters as written between `<` `>` (`;`-separated), summary.
CPP_DEFS: dict[str, list[DialectDef]] = {
    "quant": _cpp(
        "quant",
        "type",
        (
            (
                "uniform",
                "storage-type:expressed-type; scale:zero-point",
                "uniform quantized type (per layer, per axis `:axis, {s:z, ...}`, or sub-channel)",
            ),
            ("any", "storage-type:expressed-type", "quantized type of any quantization"),
            ("calibrated", "expressed-type<min:max>", "calibrated quantized type"),
        ),
    ),
    "spirv": _cpp(
        "spirv",
        "type",
        (
            ("array", "N x element-type; stride=N?", "SPIR-V array type"),
            ("rtarray", "element-type; stride=N?", "SPIR-V runtime array type"),
            ("ptr", "pointee-type; storage-class", "SPIR-V pointer type"),
            ("struct", "(member-types)", "SPIR-V struct type"),
            (
                "image",
                "element-type; dim; depth; arrayed; sampling; sampler-use; format",
                "SPIR-V image type",
            ),
            ("sampled_image", "image-type", "SPIR-V sampled image type"),
            ("matrix", "N x column-vector-type", "SPIR-V matrix type"),
            ("coopmatrix", "RxCxelement-type; scope; use", "SPIR-V cooperative matrix type"),
            ("arm.tensor", "shape x element-type", "SPIR-V Arm tensor type"),
        ),
    ),
}


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
            return _merged([], namespace)
        texts = []
        for path in _files(include, roots):
            try:
                texts.append(path.read_text(encoding="utf-8", errors="replace"))
            except OSError:
                continue
        return _merged(scan_defs(texts, namespace), namespace)
    except Exception:  # a layout of the include folder this scan does not expect
        return _merged([], namespace)


def _merged(scanned: list[DialectDef], namespace: str) -> tuple[DialectDef, ...]:
    """The `.td` scan's defs, then the hand-written tables' (new mnemonics added; an enum
    attribute's one parameter replaced by its cases), sorted by kind and mnemonic."""
    try:
        written = hand_written_defs(namespace)
    except Exception:  # a hand-written table renamed: the scan alone
        written = []
    out = {(d.kind, d.mnemonic): d for d in scanned}
    for d in written:
        known = out.get((d.kind, d.mnemonic))
        if known is None:
            out[(d.kind, d.mnemonic)] = d
        elif len(known.params) <= 1 < len(d.params):  # an enum's one value: its cases
            out[(d.kind, d.mnemonic)] = DialectDef(
                d.kind, d.mnemonic, known.summary or d.summary, known.record, d.params, known.doc
            )
    return tuple(sorted(out.values(), key=lambda d: (d.kind, d.mnemonic)))


def find_def(namespace: str, kind: DefKind, mnemonic: str) -> DialectDef | None:
    for d in dialect_defs(namespace):
        if d.kind == kind and d.mnemonic == mnemonic:
            return d
    return None
