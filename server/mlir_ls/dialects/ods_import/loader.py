"""The registry a tool uses, given its `[dialects]` settings.

`registry_for(settings)` starts from the hand-written dialects (`dialects.LOADERS`, which
keep precedence) and adds:

* the dialects of every configured `.td` file (`[dialects] ods`, `--ods`), imported when
  the registry is made (from the cache when nothing they read changed), so that their
  problems are known at once;
* upstream dialects mlir-ls does not describe (`sparse_tensor`, `tosa`, ...), imported from
  the MLIR include folder on first use of their namespace (the registry's `fallback`);
* the ops a hand-written dialect leaves to its placeholder (`nvvm.pmevent`,
  `bufferization.dealloc`), taken from that dialect's upstream `.td` files when the first
  such op is met (the registry's `op_fallback`, `gaps.gap_ops`).

Importing means: TableGen's records (`tblgen.run_dump`), reduced to a model
(`reduce_dump`) and cached (`cache.OdsCache`), then built into `DialectSpec`s
(`build_dialects`). Anything that goes wrong is an `OdsProblem` in the result (appended
later for upstream dialects imported on first use); the rest still loads.

`default_registry()` stays hand-written only (deterministic, no subprocess): the tools
(`mlir-ls check/print/format/serve`) use `registry_for`.
"""

from __future__ import annotations

import logging
import re
import tempfile
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mlir_ls.config import DialectSettings
from mlir_ls.dialects import LOADERS, new_registry
from mlir_ls.dialects.common import placeholder_spec
from mlir_ls.dialects.ods_import.cache import (
    CacheEntry,
    OdsCache,
    content_hash,
    entry_key,
    file_hash,
)
from mlir_ls.dialects.ods_import.problems import OdsProblem
from mlir_ls.dialects.ods_import.tblgen import Discovery, discover, run_dump
from mlir_ls.ir.spec import DialectSpec, OpSpec, Registry

log = logging.getLogger(__name__)

#: Files of an upstream dialect folder that are not part of the dialect's definition.
_NOT_DIALECT_FILES = re.compile(r"Passes|Bytecode|Canonicali[sz]ation|Patterns|Rewrite")
DIALECT_DEF = re.compile(r"^def\s+(\w+)\s*:\s*Dialect\s*\{", re.M)
_LET_NAME = re.compile(r"\blet\s+name\s*=\s*\"([\w.]+)\"\s*;")
_INCLUDE = re.compile(r"^\s*include\s+\"([^\"]+)\"", re.M)
#: Bump when the upstream namespace map's derivation changes.
UPSTREAM_MAP_VERSION = 1


@dataclass(slots=True)
class OdsRegistryResult:
    """A registry and what went wrong building it (the rest still loaded).

    `problems` grows when an upstream dialect is imported on first use; `watched` lists
    the `.td` files the configured imports read (reload when one changes).
    """

    registry: Registry
    problems: list[OdsProblem] = field(default_factory=list)
    watched: list[Path] = field(default_factory=list)
    importer: OdsImporter | None = None


@dataclass(slots=True)
class ImportedFile:
    """One `.td` file imported: its cache entry and the specs built from it."""

    td_file: Path
    entry: CacheEntry
    specs: list[DialectSpec]
    from_cache: bool


class OdsImporter:
    """Runs (or replays from the cache) the imports of one registry; thread-safe."""

    def __init__(self, settings: DialectSettings, cache: OdsCache | None = None) -> None:
        self.settings = settings
        self.cache = cache if cache is not None else OdsCache()
        self.problems: list[OdsProblem] = []
        self.tblgen_runs = 0
        self._discovery: Discovery | None = None
        self._lock = threading.RLock()
        self._upstream: dict[str, list[str]] | None = None
        self._upstream_reported = False
        self._gaps: dict[str, dict[str, OpSpec]] = {}

    # ---- discovery ------------------------------------------------------------------------

    def discovery(self) -> Discovery:
        if self._discovery is None:
            self._discovery = discover(self.settings.tblgen, self.settings.mlir_include)
        return self._discovery

    # ---- importing one file -----------------------------------------------------------------

    def import_file(
        self,
        td_file: Path,
        includes: list[Path],
        *,
        key_name: str | None = None,
        keep: Callable[[str], bool] | None = None,
    ) -> ImportedFile | None:
        """The records of `td_file` as specs, from the cache or a TableGen run (with `keep`,
        only the ops whose full name it accepts are built)."""
        from mlir_ls.dialects.ods_import import MODEL_VERSION, build_dialects, reduce_dump

        found = self.discovery()
        tool = found.tblgen
        if tool is None:
            return None
        key = entry_key(
            Path(key_name) if key_name else td_file,
            includes,
            tool.path,
            tool.version_text,
            MODEL_VERSION,
        )
        entry = self.cache.load(key)
        from_cache = entry is not None
        if entry is None:
            self.tblgen_runs += 1
            dumped = run_dump(tool, td_file, includes)
            self.problems.extend(dumped.problems)
            if dumped.dump is None:
                return None
            model = reduce_dump(dumped.dump)
            depends = [p for p in dumped.depends if key_name is None or p != td_file]
            hashes = [(str(p), file_hash(p)) for p in depends]
            entry = CacheEntry(
                depends=[(p, h) for p, h in hashes if h is not None],
                model=model,
                namespaces=model_namespaces(model),
                op_docs=op_docs(model, depends),
                problems=[
                    (p.message, str(p.path) if p.path else None, p.line, p.severity)
                    for p in dumped.problems
                ],
            )
            self.cache.store(key, entry)
        else:
            self.problems.extend(
                OdsProblem(m, Path(p) if p else None, n, s)  # type: ignore[arg-type]
                for m, p, n, s in entry.problems
            )
        built = build_dialects(entry.model if keep is None else _kept_ops(entry.model, keep))
        self.problems.extend(built.problems)
        attach_docs(built.specs, entry.op_docs)
        return ImportedFile(td_file, entry, list(built.specs), from_cache)

    def configured_includes(self, td_file: Path) -> list[Path]:
        found = self.discovery()
        includes = list(self.settings.include)
        if found.mlir_include is not None:
            includes.append(found.mlir_include)
        includes.append(td_file.parent)
        return _unique(includes)

    # ---- upstream dialects on first use -------------------------------------------------------

    def upstream_map(self) -> dict[str, list[str]]:
        """Namespace -> `.td` files (relative to the include folder) defining its dialect."""
        if self._upstream is None:
            include = self.discovery().mlir_include
            self._upstream = {} if include is None else upstream_namespaces(include, self.cache)
        return self._upstream

    def upstream_dialect(self, registry: Registry, namespace: str) -> DialectSpec | None:
        """The registry's fallback: import the upstream dialect `namespace` if there is one."""
        if namespace in LOADERS or not re.fullmatch(r"[A-Za-z_][\w$]*", namespace):
            return None
        with self._lock:
            already = registry.loaded(namespace)
            if already is not None:
                return already
            found = self.discovery()
            if found.mlir_include is None or found.tblgen is None:
                if not self._upstream_reported and _looks_upstream(namespace):
                    self._upstream_reported = True
                    why = "; ".join(p.message for p in found.problems)
                    self.problems.append(
                        OdsProblem(
                            f"upstream dialect '{namespace}' (and others) not imported: {why}",
                            severity="warning",
                        )
                    )
                return None
            files = self.upstream_map().get(namespace)
            if not files:
                return None
            include = found.mlir_include
            imported = self._import_upstream(namespace, include, files)
            if imported is None:
                return None
            from mlir_ls.dialects.ods_import.ops import tolerate_newer_syntax

            mine: DialectSpec | None = None
            for spec in imported.specs:
                if spec.name in LOADERS or registry.loaded(spec.name) is not None:
                    continue
                # The upstream .td may be older than the user's MLIR: an op it lacks gets the
                # tolerant parse and the "unknown operation" warning, not an error.
                spec.placeholder = spec.placeholder or placeholder_spec
                tolerate_newer_syntax(spec, f"LLVM {found.tblgen.version[0]}")
                if spec.name == namespace:
                    mine = spec
                else:
                    registry.register(spec)
            if mine is None:
                self.problems.append(
                    OdsProblem(
                        f"importing upstream dialect '{namespace}' from "
                        f"{', '.join(files)} gave no dialect of that name",
                        include / files[0],
                    )
                )
            return mine

    def gap_ops(self, registry: Registry, namespace: str) -> dict[str, OpSpec]:
        """The registry's op fallback: the ops of hand-written dialect `namespace` that it
        leaves to its placeholder, from its upstream `.td` files (once per namespace)."""
        if namespace not in LOADERS:
            return {}
        with self._lock:
            if namespace in self._gaps:
                return self._gaps[namespace]
            self._gaps[namespace] = {}
            hand = registry.dialect(namespace)
            found = self.discovery()
            if hand is None or hand.placeholder is None:
                return {}
            if found.mlir_include is None or found.tblgen is None:
                if not self._upstream_reported:
                    self._upstream_reported = True
                    why = "; ".join(p.message for p in found.problems)
                    self.problems.append(
                        OdsProblem(
                            f"the ops mlir-ls does not describe of '{namespace}' (and other "
                            f"upstream dialects) not imported: {why}",
                            severity="warning",
                        )
                    )
                return {}
            files = self.upstream_map().get(namespace)
            if not files:
                return {}
            reported = len(self.problems)
            imported = self._import_upstream(
                namespace, found.mlir_include, files, keep=lambda name: name not in hand.ops
            )
            spec = (
                next((d for d in imported.specs if d.name == namespace), None) if imported else None
            )
            if imported is None or spec is None:
                return {}
            from mlir_ls.dialects.ods_import.gaps import gap_ops
            from mlir_ls.dialects.ods_import.ops import tolerate_newer_syntax

            tolerate_newer_syntax(spec, f"LLVM {found.tblgen.version[0]}")
            gaps = gap_ops(
                hand,
                spec,
                imported.entry.model,
                lambda ns: registry.dialect(ns) if ns in LOADERS else None,
            )
            # what the import says of the ops the hand-written dialect describes is not news
            named = re.compile(r"'([\w$.]+)'")
            self.problems[reported:] = [
                p
                for p in self.problems[reported:]
                if not (names := named.findall(p.message))
                or any(n in gaps for n in names)
                or not any(n.startswith(namespace + ".") for n in names)
            ]
            self._gaps[namespace] = gaps
            return gaps

    def _import_upstream(
        self,
        namespace: str,
        include: Path,
        files: list[str],
        keep: Callable[[str], bool] | None = None,
    ) -> ImportedFile | None:
        folders = _unique([include, *((include / f).parent for f in files)])
        if len(files) == 1:
            return self.import_file(include / files[0], folders, keep=keep)
        with tempfile.TemporaryDirectory(prefix="mlir-ls-ods-") as scratch:
            wrapper = Path(scratch) / f"{namespace}.td"
            wrapper.write_text("".join(f'include "{f}"\n' for f in files), encoding="utf-8")
            return self.import_file(
                wrapper,
                folders,
                key_name=f"upstream:{include}:{namespace}:{','.join(files)}",
                keep=keep,
            )


# ---- the entry point ----------------------------------------------------------------------------


def registry_for(
    settings: DialectSettings,
    *,
    cache: OdsCache | None = None,
    upstream: bool = True,
) -> OdsRegistryResult:
    """The hand-written dialects plus those imported as `settings` says.

    Never raises: problems (no TableGen, TableGen errors, records not understood) are in
    the result. `upstream=False` leaves undescribed upstream dialects undescribed.
    """
    registry = new_registry()
    importer = OdsImporter(settings, cache)
    result = OdsRegistryResult(registry, importer.problems, [], importer)
    for td_file in settings.ods:
        try:
            _import_configured(importer, registry, td_file, result)
        except Exception as exc:  # a bug in the importer: report it, load the rest
            log.exception("importing %s failed", td_file)
            importer.problems.append(
                OdsProblem(f"internal error importing this file: {exc!r}", td_file, None, "error")
            )
    if upstream:
        registry.fallback = lambda namespace: _guarded_upstream(importer, registry, namespace)
        registry.op_fallback = lambda namespace: _guarded_gaps(importer, registry, namespace)
    return result


def _import_configured(
    importer: OdsImporter, registry: Registry, td_file: Path, result: OdsRegistryResult
) -> None:
    if not td_file.is_file():
        importer.problems.append(
            OdsProblem(
                f"the ODS file {td_file} does not exist (`[dialects] ods` / `--ods`)",
                td_file,
                None,
                "error",
            )
        )
        return
    found = importer.discovery()
    if found.tblgen is None:
        why = "; ".join(p.message for p in found.problems)
        importer.problems.append(OdsProblem(f"not imported: {why}", td_file, None, "error"))
        return
    imported = importer.import_file(td_file, importer.configured_includes(td_file))
    result.watched.extend(
        p
        for p in (Path(path) for path, _ in (imported.entry.depends if imported else []))
        if p not in result.watched
    )
    if imported is None:
        if td_file not in result.watched:
            result.watched.append(td_file)
        return
    for spec in imported.specs:
        if spec.name in LOADERS:
            log.info("%s: dialect '%s' is described by mlir-ls; kept", td_file, spec.name)
            continue
        registry.register(spec)


def _guarded_upstream(
    importer: OdsImporter, registry: Registry, namespace: str
) -> DialectSpec | None:
    try:
        return importer.upstream_dialect(registry, namespace)
    except Exception as exc:  # a bug in the importer: the namespace stays undescribed
        log.exception("importing upstream dialect %s failed", namespace)
        importer.problems.append(
            OdsProblem(f"internal error importing upstream dialect '{namespace}': {exc!r}")
        )
        return None


def _guarded_gaps(importer: OdsImporter, registry: Registry, namespace: str) -> dict[str, OpSpec]:
    try:
        return importer.gap_ops(registry, namespace)
    except Exception as exc:  # a bug in the importer: the placeholders stay
        log.exception("importing the undescribed ops of %s failed", namespace)
        importer.problems.append(
            OdsProblem(f"internal error importing the ops of '{namespace}': {exc!r}")
        )
        return {}


# ---- facts derived from the model --------------------------------------------------------------


def _dialect_list(model: dict[str, Any]) -> list[dict[str, Any]]:
    dialects = model.get("dialects")
    if isinstance(dialects, dict):
        return [d for d in dialects.values() if isinstance(d, dict)]
    if isinstance(dialects, list):
        return [d for d in dialects if isinstance(d, dict)]
    return []


def _kept_ops(model: dict[str, Any], keep: Callable[[str], bool]) -> dict[str, Any]:
    """`model` with only the ops `keep` accepts (by full name); the rest shared."""
    dialects = []
    for dialect in _dialect_list(model):
        ops = [
            op
            for op in dialect.get("ops") or []
            if isinstance(op, dict) and isinstance(op.get("name"), str) and keep(op["name"])
        ]
        dialects.append({**dialect, "ops": ops})
    return {**model, "dialects": dialects}


def model_namespaces(model: dict[str, Any]) -> list[str]:
    return [str(d["name"]) for d in _dialect_list(model) if isinstance(d.get("name"), str)]


def op_docs(model: dict[str, Any], depends: Iterable[Path]) -> dict[str, dict[str, Any]]:
    """Full op name -> summary, description and where its `def` is (file, 1-based line).

    TableGen's locations name the file without its folder (`StablehloOps.td:216`): it is
    found among the files read; when two share the name, the one holding `def NAME` wins.
    """
    by_name: dict[str, list[Path]] = {}
    for path in depends:
        by_name.setdefault(path.name, []).append(path)
    docs: dict[str, dict[str, Any]] = {}
    for dialect in _dialect_list(model):
        namespace = dialect.get("name")
        for op in dialect.get("ops") or []:
            if not isinstance(op, dict) or not isinstance(op.get("name"), str):
                continue
            name = op["name"]
            if "." not in name and isinstance(namespace, str):
                name = f"{namespace}.{name}"
            doc: dict[str, Any] = {
                "summary": op.get("summary") or "",
                "description": op.get("description") or "",
            }
            where = _locate(op.get("def"), op.get("loc"), by_name)
            if where is not None:
                doc["file"], doc["line"] = str(where[0]), where[1]
            docs[name] = doc
    return docs


def _locate(record: Any, loc: Any, by_name: dict[str, list[Path]]) -> tuple[Path, int] | None:
    if isinstance(loc, list):
        loc = loc[0] if loc else None
    if not isinstance(loc, str):
        return None
    file, _, line = loc.rpartition(":")
    if not line.isdigit():
        return None
    given = Path(file)
    if given.is_absolute():
        return given, int(line)
    candidates = by_name.get(given.name, [])
    if len(candidates) == 1 or (candidates and not isinstance(record, str)):
        return candidates[0], int(line)
    pattern = re.compile(rf"^\s*def\s+{re.escape(str(record))}\b", re.M)
    for path in candidates:
        try:
            if pattern.search(path.read_text(encoding="utf-8", errors="replace")):
                return path, int(line)
        except OSError:
            continue
    return None


def attach_docs(specs: Iterable[DialectSpec], docs: dict[str, dict[str, Any]]) -> None:
    """Give the built op specs their description and `def` location (for the editor)."""
    for dialect in specs:
        for op in dialect.ops.values():
            doc = docs.get(op.name)
            if doc is None:
                continue
            if not op.summary and doc.get("summary"):
                op.summary = str(doc["summary"])
            if not op.description and doc.get("description"):
                op.description = dedent_description(str(doc["description"]))
            if op.definition is None and "file" in doc:
                op.definition = (str(doc["file"]), int(doc["line"]))


def dedent_description(text: str) -> str:
    """An ODS `description` as Markdown: the indentation of its `[{ ... }]` block removed.

    TableGen keeps the text as written (`let description = [{` then indented lines), and
    the first line often starts right after `[{`: indented lines would read as code.
    """
    lines = text.strip("\n").splitlines()
    indents = [len(line) - len(line.lstrip()) for line in lines[1:] if line.strip()]
    cut = min(indents, default=0)
    first = lines[0].strip() if lines else ""
    return "\n".join([first, *(line[cut:] for line in lines[1:])]).strip()


# ---- upstream namespaces -----------------------------------------------------------------------


def upstream_namespaces(include: Path, cache: OdsCache | None = None) -> dict[str, list[str]]:
    """Namespace -> the `.td` files (relative to `include`) that define its dialect's records.

    A dialect is a `def X : Dialect { let name = "..."; }`; its files are those of the same
    folder that include its definition (directly or through each other), minus those no
    other one includes (the roots; passes, bytecode and rewrite patterns left out).
    Cached by the list of `.td` files with their sizes and modification times.
    """
    root = include / "mlir"
    try:
        files = sorted(root.rglob("*.td"))
        signature = [
            [str(p.relative_to(include)), st.st_size, st.st_mtime_ns]
            for p in files
            for st in [p.stat()]
        ]
    except OSError:
        return {}
    name = f"upstream-{content_hash(str(include).encode('utf-8'))}.json"
    if cache is not None:
        cached = cache.read_json(name)
        if (
            isinstance(cached, dict)
            and cached.get("version") == UPSTREAM_MAP_VERSION
            and cached.get("signature") == signature
            and isinstance(cached.get("map"), dict)
        ):
            return {str(k): [str(f) for f in v] for k, v in cached["map"].items()}
    mapping = _scan_upstream(include, files)
    if cache is not None:
        cache.write_json(
            name, {"version": UPSTREAM_MAP_VERSION, "signature": signature, "map": mapping}
        )
    return mapping


def _scan_upstream(include: Path, files: list[Path]) -> dict[str, list[str]]:
    texts: dict[Path, str] = {}
    for path in files:
        try:
            texts[path] = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
    mapping: dict[str, list[str]] = {}
    for path, text in texts.items():
        for match in DIALECT_DEF.finditer(text):
            body = braced(text, match.end() - 1)
            name = _LET_NAME.search(body)
            if name is None or name.group(1) in mapping:
                continue
            roots = _dialect_roots(path, texts, include)
            mapping[name.group(1)] = [str(p.relative_to(include)) for p in roots]
    return mapping


def braced(text: str, start: int) -> str:
    """The `{...}` block that opens at `start` (to the end of `text` when unclosed)."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[start : i + 1]
    return text[start:]


def _dialect_roots(definition: Path, texts: dict[Path, str], include: Path) -> list[Path]:
    folder = definition.parent
    local = [p for p in texts if p.parent == folder]
    includes: dict[Path, set[Path]] = {}
    for path in local:
        targets: set[Path] = set()
        for spelled in _INCLUDE.findall(texts[path]):
            for candidate in (include / spelled, folder / spelled):
                if candidate in texts and candidate.parent == folder:
                    targets.add(candidate)
        includes[path] = targets
    members = {definition}
    changed = True
    while changed:
        changed = False
        for path in local:
            if path not in members and includes[path] & members:
                if _NOT_DIALECT_FILES.search(path.stem) is None:
                    members.add(path)
                    changed = True
    included = set().union(*(includes[p] for p in members)) if members else set()
    roots = sorted(p for p in members if p not in included)
    return roots or [definition]


def _looks_upstream(namespace: str) -> bool:
    try:
        from mlir_ls.parser.operations import UPSTREAM_DIALECTS

        return namespace in UPSTREAM_DIALECTS
    except ImportError:
        return False


def _unique(paths: Iterable[Path]) -> list[Path]:
    seen: set[Path] = set()
    out: list[Path] = []
    for path in paths:
        if path not in seen:
            seen.add(path)
            out.append(path)
    return out
