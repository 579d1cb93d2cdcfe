"""Finding and running TableGen (`llvm-tblgen --dump-json`) and upstream's include folder.

Discovery, in order (the first usable one wins):

* `llvm-tblgen`: the configured one (`[dialects] tblgen` / `--tblgen`, a path or a command
  name), else `llvm-tblgen` and `llvm-tblgen-NN` on PATH, else `/usr/lib/llvm-*/bin/llvm-tblgen`,
  newest first. A tool is refused when `--version` does not answer, when it is older than
  `MIN_MAJOR` (today's MLIR `.td` files use features of recent TableGen, e.g. `!initialized`),
  or when `--help` lacks `--dump-json`. Among the usable ones, the one whose version matches
  the MLIR include folder is preferred.
* The MLIR include folder (the folder holding `mlir/IR/OpBase.td`): the configured one
  (`[dialects] mlir-include` / `--mlir-include`), else `llvm-config --includedir` (and
  `llvm-config-NN`), else `/usr/lib/llvm-*/include`, newest first.

`run_dump` runs `llvm-tblgen --dump-json -I ... -d DEPFILE file.td` with a timeout; the
depfile names every `.td` file read (the cache keys on their contents) and TableGen's
`file:line:col: error: message` lines become `OdsProblem`s at that `.td` location.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from mlir_ls.dialects.ods_import.problems import OdsProblem

#: Oldest TableGen accepted: older ones reject the syntax of current MLIR `.td` files.
MIN_MAJOR = 17
#: Seconds one TableGen run may take.
TIMEOUT_S = 60.0
#: Where Debian and Ubuntu (apt.llvm.org) install versioned LLVMs.
LLVM_PREFIX_GLOB = "/usr/lib"
INSTALL_HINT = (
    "set `[dialects] tblgen` in mlir-ls.toml or pass `--tblgen PATH`; "
    "on Debian/Ubuntu: apt-get install llvm-22 libmlir-22-dev"
)
INCLUDE_HINT = (
    "set `[dialects] mlir-include` in mlir-ls.toml or pass `--mlir-include DIR`; "
    "on Debian/Ubuntu: apt-get install libmlir-22-dev"
)

_VERSION = re.compile(r"LLVM version (\d+)\.(\d+)(?:\.(\d+))?")
_VERSIONED_NAME = re.compile(r"-(\d+)$")
_LLVM_DIR = re.compile(r"llvm-(\d+)")


@dataclass(frozen=True, slots=True)
class Tblgen:
    """A usable `llvm-tblgen`."""

    path: Path
    version: tuple[int, int, int]

    @property
    def version_text(self) -> str:
        return ".".join(map(str, self.version))


@dataclass(slots=True)
class Discovery:
    """What discovery found, and why candidates were refused (for the messages)."""

    tblgen: Tblgen | None = None
    mlir_include: Path | None = None
    refused: list[str] = field(default_factory=list)
    problems: list[OdsProblem] = field(default_factory=list)


@dataclass(slots=True)
class DumpResult:
    """One TableGen run: the JSON records (None on failure), the files it read, its errors."""

    dump: dict[str, Any] | None
    depends: list[Path]
    problems: list[OdsProblem]
    seconds: float = 0.0


# ---- the include folder ---------------------------------------------------------------------


def is_mlir_include(folder: Path) -> bool:
    return (folder / "mlir" / "IR" / "OpBase.td").is_file()


def include_major(folder: Path) -> int | None:
    """The LLVM major version of an include folder (its llvm-config.h, else `llvm-NN` in it)."""
    header = folder / "llvm" / "Config" / "llvm-config.h"
    try:
        match = re.search(r"#define LLVM_VERSION_MAJOR (\d+)", header.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        match = None
    if match:
        return int(match.group(1))
    found = _LLVM_DIR.findall(str(folder))
    return int(found[-1]) if found else None


def _versioned_on_path(base: str) -> list[str]:
    """`base` and `base-NN` commands on PATH: unversioned first, then newest first."""
    names: dict[str, int] = {}
    for entries in _path_listing(os.environ.get("PATH", ""), base):
        for entry in entries:
            if entry == base:
                names.setdefault(entry, 10_000)
            elif entry.startswith(base + "-"):
                match = _VERSIONED_NAME.search(entry)
                if match and entry == f"{base}-{match.group(1)}":
                    names.setdefault(entry, int(match.group(1)))
    return sorted(names, key=lambda n: -names[n])


@cache
def _path_listing(path_variable: str, base: str) -> list[list[str]]:
    """The `base*` entries of each PATH folder (listed once per process, PATH value and base)."""
    listing: list[list[str]] = []
    for folder in path_variable.split(os.pathsep):
        try:
            entries = os.listdir(folder or ".")
        except OSError:
            continue
        listing.append([e for e in entries if e.startswith(base)])
    return listing


def find_llvm_tool(base: str) -> str | None:
    """An LLVM tool such as `mlir-opt`: `base` or `base-NN` on PATH (unversioned first, then
    newest), else the newest `/usr/lib/llvm-NN/bin/base`."""
    for name in _versioned_on_path(base):
        found = shutil.which(name)
        if found is not None:
            return found
    for prefix in _llvm_prefixes():
        path = prefix / "bin" / base
        if os.access(path, os.X_OK):
            return str(path)
    return None


def _llvm_prefixes() -> list[Path]:
    """`/usr/lib/llvm-NN` folders, newest first."""
    found: list[tuple[int, Path]] = []
    try:
        for entry in Path(LLVM_PREFIX_GLOB).glob("llvm-*"):
            match = re.fullmatch(r"llvm-(\d+)", entry.name)
            if match and entry.is_dir():
                found.append((int(match.group(1)), entry))
    except OSError:
        return []
    return [path for _, path in sorted(found, reverse=True)]


def find_mlir_include(configured: Path | None, refused: list[str] | None = None) -> Path | None:
    """The folder holding `mlir/IR/OpBase.td`: configured, else llvm-config, else /usr/lib."""
    notes = refused if refused is not None else []
    if configured is not None:
        if is_mlir_include(configured):
            return configured
        notes.append(f"{configured}: no mlir/IR/OpBase.td in it")
        return None
    candidates: list[Path] = []
    for command in _versioned_on_path("llvm-config"):
        folder = _llvm_config_includedir(command)
        if folder is not None:
            candidates.append(folder)
    candidates.extend(prefix / "include" for prefix in _llvm_prefixes())
    seen: set[Path] = set()
    for folder in candidates:
        if folder in seen:
            continue
        seen.add(folder)
        if is_mlir_include(folder):
            return folder
        notes.append(f"{folder}: no mlir/IR/OpBase.td in it")
    return None


@cache
def _llvm_config_includedir(command: str) -> Path | None:
    found = tool_fact("includedir", command, lambda: _run_llvm_config(command))
    return Path(found) if isinstance(found, str) else None


def _run_llvm_config(command: str) -> str | None:
    try:
        done = subprocess.run(
            [command, "--includedir"], capture_output=True, text=True, timeout=10, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    text = done.stdout.strip()
    return text if done.returncode == 0 and text else None


def tool_fact(kind: str, command: str, compute: Callable[[], Any]) -> Any:
    """`compute()` (a JSON value about an executable), remembered on disk.

    Asking a tool its version costs a process start; the answer is kept in the cache
    folder (`tools.json`) keyed by the executable's real path, size and modification time.
    """
    from mlir_ls.dialects.ods_import.cache import OdsCache

    resolved = shutil.which(command) if os.sep not in command else command
    try:
        real = os.path.realpath(resolved) if resolved else None
        st = os.stat(real) if real else None
    except OSError:
        st = None
    if real is None or st is None:
        return compute()
    key = f"{kind}:{command}:{real}:{st.st_size}:{st.st_mtime_ns}"
    cache = OdsCache()
    with _FACTS_LOCK:
        facts = cache.read_json("tools.json")
        if isinstance(facts, dict) and key in facts:
            return facts[key]
    value = compute()
    with _FACTS_LOCK:
        facts = cache.read_json("tools.json")
        facts = facts if isinstance(facts, dict) else {}
        facts[key] = value
        cache.write_json("tools.json", facts)
    return value


_FACTS_LOCK = threading.Lock()


# ---- llvm-tblgen ------------------------------------------------------------------------------


@cache
def probe_tblgen(path: str) -> Tblgen | str:
    """A usable TableGen at `path`, or why it is refused (remembered per executable)."""
    fact = tool_fact("tblgen", path, lambda: _fact_of(_probe(path)))
    if isinstance(fact, list) and len(fact) == 3 and all(isinstance(n, int) for n in fact):
        return Tblgen(Path(path), (fact[0], fact[1], fact[2]))
    return str(fact)


def _fact_of(probed: Tblgen | str) -> list[int] | str:
    return list(probed.version) if isinstance(probed, Tblgen) else probed


def _probe(path: str) -> Tblgen | str:
    try:
        done = subprocess.run(
            [path, "--version"], capture_output=True, text=True, timeout=10, check=False
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return f"{path}: cannot run it ({exc})"
    match = _VERSION.search(done.stdout + done.stderr)
    if match is None:
        return f"{path}: `--version` does not name an LLVM version"
    version = (int(match.group(1)), int(match.group(2)), int(match.group(3) or 0))
    if version[0] < MIN_MAJOR:
        return (
            f"{path}: LLVM {'.'.join(map(str, version))} is too old for current MLIR .td files "
            f"(needs {MIN_MAJOR} or newer)"
        )
    try:
        helped = subprocess.run(
            [path, "--help"], capture_output=True, text=True, timeout=10, check=False
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return f"{path}: cannot run it ({exc})"
    if "--dump-json" not in helped.stdout:
        return f"{path}: it has no --dump-json option (is it llvm-tblgen?)"
    return Tblgen(Path(path), version)


def _resolve_command(name: str) -> str | None:
    if "/" in name or os.sep in name:
        return name if Path(name).exists() else None
    return shutil.which(name)


def tblgen_candidates() -> list[str]:
    """Paths to try when none is configured, in order of preference."""
    found: list[str] = []
    for name in _versioned_on_path("llvm-tblgen"):
        resolved = shutil.which(name)
        if resolved:
            found.append(resolved)
    for prefix in _llvm_prefixes():
        candidate = prefix / "bin" / "llvm-tblgen"
        if candidate.is_file():
            found.append(str(candidate))
    unique: list[str] = []
    seen: set[str] = set()
    for path in found:
        key = os.path.realpath(path)
        if key not in seen:
            seen.add(key)
            unique.append(path)
    return unique


def find_tblgen(
    configured: str | None, include_version: int | None, refused: list[str] | None = None
) -> Tblgen | None:
    """The TableGen to run: configured, else the best one found (matching `include_version`)."""
    notes = refused if refused is not None else []
    if configured:
        resolved = _resolve_command(configured)
        if resolved is None:
            notes.append(f"{configured}: not found")
            return None
        probed = probe_tblgen(resolved)
        if isinstance(probed, str):
            notes.append(probed)
            return None
        return probed
    usable: list[Tblgen] = []
    for path in tblgen_candidates():
        probed = probe_tblgen(path)
        if isinstance(probed, str):
            notes.append(probed)
        else:
            usable.append(probed)
    if not usable:
        return None
    if include_version is not None:
        for tool in usable:
            if tool.version[0] == include_version:
                return tool
        newer = [tool for tool in usable if tool.version[0] > include_version]
        if newer:
            return min(newer, key=lambda tool: tool.version)
    return max(usable, key=lambda tool: tool.version)


def discover(configured_tblgen: str | None, configured_include: Path | None) -> Discovery:
    """The TableGen and the MLIR include folder, with problems naming the settings to fix."""
    found = Discovery()
    include_notes: list[str] = []
    found.mlir_include = find_mlir_include(configured_include, include_notes)
    if found.mlir_include is None:
        where = "; ".join(include_notes) if include_notes else "nothing found"
        found.problems.append(
            OdsProblem(
                f"MLIR's include folder (mlir/IR/OpBase.td) was not found ({where}): {INCLUDE_HINT}",
                severity="error",
            )
        )
    version = include_major(found.mlir_include) if found.mlir_include else None
    found.tblgen = find_tblgen(configured_tblgen, version, found.refused)
    if found.tblgen is None:
        why = "; ".join(found.refused) if found.refused else "none on PATH or in /usr/lib/llvm-*"
        found.problems.append(
            OdsProblem(f"no usable llvm-tblgen ({why}): {INSTALL_HINT}", severity="error")
        )
    elif version is not None and found.tblgen.version[0] < version:
        found.problems.append(
            OdsProblem(
                f"{found.tblgen.path} is LLVM {found.tblgen.version_text} but the MLIR include "
                f"folder {found.mlir_include} is LLVM {version}: its .td files may not parse",
                severity="warning",
            )
        )
    return found


# ---- running it -------------------------------------------------------------------------------

_DIAGNOSTIC = re.compile(
    r"^(?P<path>[^\n]*?):(?P<line>\d+):(?:(?P<col>\d+):)? (?P<kind>error|warning): (?P<msg>.*)$"
)
_PLAIN_ERROR = re.compile(r"^(?:[^\s:]+: )?error: (?P<msg>.*)$")


def parse_diagnostics(stderr: str, cwd: Path | None = None) -> list[OdsProblem]:
    """TableGen's `file:line:col: error: message` lines as problems at that `.td` location."""
    problems: list[OdsProblem] = []
    for raw in stderr.splitlines():
        line = raw.rstrip()
        match = _DIAGNOSTIC.match(line)
        if match is not None:
            path = Path(match.group("path"))
            if cwd is not None and not path.is_absolute():
                path = cwd / path
            severity = "error" if match.group("kind") == "error" else "warning"
            problems.append(
                OdsProblem(
                    f"TableGen: {match.group('msg')}",
                    path,
                    int(match.group("line")),
                    severity,  # type: ignore[arg-type]
                )
            )
            continue
        plain = _PLAIN_ERROR.match(line)
        if plain is not None and not re.search(r"\d+ errors?\.$", line):
            problems.append(OdsProblem(f"TableGen: {plain.group('msg')}", severity="error"))
    return problems


def parse_depfile(text: str) -> list[Path]:
    """The prerequisites of a Makefile-style depfile (`target: a.td b.td \\` ...)."""
    body = text.replace("\\\n", " ")
    _, colon, rest = body.partition(": ")
    if not colon:
        return []
    names: list[str] = []
    current = ""
    i = 0
    while i < len(rest):
        ch = rest[i]
        if ch == "\\" and i + 1 < len(rest) and rest[i + 1] == " ":
            current += " "
            i += 2
            continue
        if ch.isspace():
            if current:
                names.append(current)
                current = ""
        else:
            current += ch
        i += 1
    if current:
        names.append(current)
    return [Path(name) for name in names]


def run_dump(
    tool: Tblgen,
    td_file: Path,
    includes: list[Path],
    *,
    timeout_s: float = TIMEOUT_S,
) -> DumpResult:
    """`llvm-tblgen --dump-json -I ... -d DEPFILE td_file`: its records and the files it read."""
    import time

    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="mlir-ls-tblgen-") as scratch:
        out = Path(scratch) / "records.json"
        dep = Path(scratch) / "records.d"
        command = [str(tool.path), "--dump-json", "-o", str(out), "-d", str(dep)]
        for folder in includes:
            command += ["-I", str(folder)]
        command.append(str(td_file))
        try:
            done = subprocess.run(
                command,
                capture_output=True,
                text=True,
                timeout=timeout_s,
                check=False,
                cwd=str(td_file.parent),
            )
        except subprocess.TimeoutExpired:
            return DumpResult(
                None,
                [td_file],
                [OdsProblem(f"TableGen took more than {timeout_s:g} s", td_file, None, "error")],
                time.perf_counter() - start,
            )
        except OSError as exc:
            return DumpResult(
                None,
                [td_file],
                [OdsProblem(f"cannot run {tool.path}: {exc}", td_file, None, "error")],
                time.perf_counter() - start,
            )
        problems = parse_diagnostics(done.stderr, td_file.parent)
        depends: list[Path] = []
        with contextlib.suppress(OSError, UnicodeDecodeError):
            depends = parse_depfile(dep.read_text(encoding="utf-8"))
        if td_file not in depends:
            depends.insert(0, td_file)
        dump: dict[str, Any] | None = None
        if done.returncode == 0:
            try:
                loaded = json.loads(out.read_text(encoding="utf-8"))
                dump = loaded if isinstance(loaded, dict) else None
            except (OSError, UnicodeDecodeError, ValueError) as exc:
                problems.append(OdsProblem(f"TableGen's JSON is unreadable: {exc}", td_file))
        if dump is None and not any(p.severity == "error" for p in problems):
            tail = done.stderr.strip().splitlines()[-1:] or [f"exit status {done.returncode}"]
            problems.append(OdsProblem(f"TableGen failed: {tail[0]}", td_file, None, "error"))
        return DumpResult(dump, depends, problems, time.perf_counter() - start)
