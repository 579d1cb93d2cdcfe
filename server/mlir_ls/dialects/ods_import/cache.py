"""The on-disk cache of ODS imports: a reduced model per `.td` file, keyed by contents.

One entry per TableGen invocation (the `.td` file, its include folders, the tblgen and
its version, the model version: `entry_key`). An entry records every `.td` file TableGen
read (from its depfile) with a hash of its contents, and is used only while all of them
still hash the same: an edit anywhere in the include graph, another TableGen or a new
`MODEL_VERSION` means a new TableGen run. Entries live in the user cache folder:
`$MLIR_LS_CACHE_DIR`, else `$XDG_CACHE_HOME/mlir-ls`, else `~/.cache/mlir-ls`, under `ods/`.

Writes go to a temporary file renamed into place (readers never see half an entry); a
corrupt, stale or unreadable entry is a miss and an unwritable folder only costs speed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

#: Bump when the layout of an entry changes.
CACHE_FORMAT = 1


def cache_root() -> Path:
    """The user cache folder of mlir-ls (the environment decides; nothing is created)."""
    explicit = os.environ.get("MLIR_LS_CACHE_DIR")
    if explicit:
        return Path(explicit).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".cache"
    return base / "mlir-ls"


def content_hash(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def file_hash(path: Path) -> str | None:
    try:
        return content_hash(path.read_bytes())
    except OSError:
        return None


@dataclass(slots=True)
class CacheEntry:
    """What one import produced: the reduced model and the facts derived from the records."""

    #: Every `.td` file read, with its content hash.
    depends: list[tuple[str, str]]
    model: dict[str, Any]
    #: Namespaces of the dialects the file defines.
    namespaces: list[str] = field(default_factory=list)
    #: Full op name -> {"summary", "description", "file", "line"} (for the editor).
    op_docs: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: TableGen's warnings, as (message, path, line, severity).
    problems: list[tuple[str, str | None, int | None, str]] = field(default_factory=list)


def entry_key(
    td_file: Path, includes: list[Path], tool_path: Path, tool_version: str, model_version: int
) -> str:
    """The name of the entry of one invocation (its contents are validated separately)."""
    text = json.dumps(
        [
            CACHE_FORMAT,
            str(td_file),
            [str(p) for p in includes],
            str(tool_path),
            tool_version,
            model_version,
        ]
    )
    return content_hash(text.encode("utf-8"))


class OdsCache:
    """Entries under `root/ods/`, read and written without ever raising."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else cache_root()
        self.folder = self.root / "ods"
        #: Counters for tests and benchmarks.
        self.hits = 0
        self.misses = 0

    def path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def load(self, key: str) -> CacheEntry | None:
        """The entry if every file it depends on still has the recorded contents."""
        try:
            raw = json.loads(self.path(key).read_bytes())
            entry = _entry_from_json(raw)
        except FileNotFoundError:
            entry = None
        except (OSError, ValueError, TypeError, KeyError) as exc:
            log.warning("ignoring the corrupt ODS cache entry %s: %s", self.path(key), exc)
            entry = None
        if entry is not None and all(
            file_hash(Path(path)) == digest for path, digest in entry.depends
        ):
            self.hits += 1
            return entry
        self.misses += 1
        return None

    def store(self, key: str, entry: CacheEntry) -> bool:
        """Write the entry (temporary file, then rename); False when the folder is unusable."""
        data = json.dumps(
            {
                "format": CACHE_FORMAT,
                "depends": entry.depends,
                "namespaces": entry.namespaces,
                "problems": entry.problems,
                "op_docs": entry.op_docs,
                "model": entry.model,
            },
            separators=(",", ":"),
        ).encode("utf-8")
        return self.write_bytes(self.path(key), data)

    def write_bytes(self, target: Path, data: bytes) -> bool:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(prefix=".tmp-", dir=target.parent)
            try:
                with os.fdopen(fd, "wb") as out:
                    out.write(data)
                os.replace(temp, target)
            except BaseException:
                _unlink(Path(temp))
                raise
        except OSError as exc:
            log.warning("cannot write the ODS cache %s: %s", target, exc)
            return False
        return True

    def read_json(self, name: str) -> Any:
        """A named side file (e.g. the upstream namespace map), or None."""
        try:
            return json.loads((self.folder / name).read_bytes())
        except (OSError, ValueError):
            return None

    def write_json(self, name: str, value: Any) -> bool:
        return self.write_bytes(self.folder / name, json.dumps(value).encode("utf-8"))


def _unlink(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()


def _entry_from_json(raw: Any) -> CacheEntry | None:
    if not isinstance(raw, dict) or raw.get("format") != CACHE_FORMAT:
        return None
    depends = [(str(p), str(h)) for p, h in raw["depends"]]
    model = raw["model"]
    if not isinstance(model, dict):
        return None
    problems = [
        (str(m), None if p is None else str(p), None if n is None else int(n), str(s))
        for m, p, n, s in raw.get("problems", [])
    ]
    return CacheEntry(
        depends=depends,
        model=model,
        namespaces=[str(n) for n in raw.get("namespaces", [])],
        op_docs=dict(raw.get("op_docs", {})),
        problems=problems,
    )
