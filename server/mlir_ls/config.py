"""The project configuration file: `mlir-ls.toml`, or `[tool.mlir-ls]` in `pyproject.toml`.

Found like ruff's: from the folder of the file being checked upwards, the first folder that
holds `.mlir-ls.toml`, `mlir-ls.toml`, or a `pyproject.toml` with a `[tool.mlir-ls]` table
(in that order of preference) gives the settings; `--config PATH` names one and
`--isolated` ignores every file. Keys are kebab-case; relative paths are relative to the
file that names them. Unknown keys and bad values are errors that name the file and line,
never ignored silently (`ConfigError`).

    split-input-file = "auto"          # true, false, or "auto": split where the RUN lines
                                       # say so or the file has a `// -----` line
    allow-unregistered-dialect = true
    unregistered-dialect-severity = "warning"   # error, warning, information, hint, ignore
    line-length = 100
    exclude = ["build/**", "third_party/**"]
    extra-file-extensions = [".td.mlir"]
    opt = "build/bin/iree-opt"         # the project's *-opt as a diagnostics/type backend
    opt-args = ["--iree-some-flag"]
    opt-timeout = 20                   # seconds per chunk
    opt-delay = 500                    # ms of quiet in the editor before it runs

    [dialects]
    ods = ["include/MyDialect/MyOps.td"]     # .td files to import
    include = ["include"]                    # -I folders for TableGen
    mlir-include = "/usr/lib/llvm-22/include"  # upstream's include folder
    tblgen = "/usr/lib/llvm-22/bin/llvm-tblgen"

Every field is `None` (or empty) when the file does not set it: each tool merges the file
with its own defaults and its command-line flags (flags win).
"""

from __future__ import annotations

import argparse
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any, Literal

from mlir_ls.text.split import DEFAULT_MARKER

CONFIG_NAMES = (".mlir-ls.toml", "mlir-ls.toml")
PYPROJECT = "pyproject.toml"
SEVERITY_NAMES = ("error", "warning", "information", "hint", "ignore")

#: Defaults of the keys every tool shares (used when neither the file nor a flag sets them).
DEFAULT_SPLIT: bool | Literal["auto"] = "auto"
DEFAULT_LINE_LENGTH = 100
DEFAULT_SEVERITY = "warning"

SplitSetting = bool | Literal["auto"]


class ConfigError(Exception):
    """A configuration file that cannot be used; `str()` is `path:line: message`."""

    def __init__(self, path: Path | None, line: int | None, message: str) -> None:
        self.path = path
        self.line = line
        self.message = message
        where = f"{path}:{line}: " if path and line else f"{path}: " if path else ""
        super().__init__(f"{where}{message}")


@dataclass(frozen=True, slots=True)
class DialectSettings:
    """`[dialects]`: ODS files to import and where TableGen finds what they include."""

    ods: tuple[Path, ...] = ()
    include: tuple[Path, ...] = ()
    mlir_include: Path | None = None
    #: A path, or a command name looked up on PATH.
    tblgen: str | None = None


@dataclass(frozen=True, slots=True)
class OptSettings:
    """The project's own `*-opt` run as a checker (`opt`, `opt-args`, ...)."""

    #: A path, or a command name looked up on PATH; None: no bridge.
    path: str | None = None
    args: tuple[str, ...] = ()
    timeout_s: float | None = None
    delay_ms: int | None = None


@dataclass(frozen=True, slots=True)
class ProjectConfig:
    """Settings of one configuration file (or of none: every field unset)."""

    #: The file the settings came from (None: defaults only).
    source: Path | None = None
    split_input_file: SplitSetting | None = None
    allow_unregistered_dialect: bool | None = None
    #: One of SEVERITY_NAMES.
    unregistered_dialect_severity: str | None = None
    line_length: int | None = None
    exclude: tuple[str, ...] = ()
    extra_file_extensions: tuple[str, ...] = ()
    dialects: DialectSettings = field(default_factory=DialectSettings)
    opt: OptSettings = field(default_factory=OptSettings)

    @property
    def root(self) -> Path | None:
        """The folder of the configuration file: `exclude` globs are relative to it."""
        return self.source.parent if self.source else None

    @property
    def split(self) -> SplitSetting:
        """`split-input-file` with its default ("auto")."""
        return DEFAULT_SPLIT if self.split_input_file is None else self.split_input_file

    @property
    def width(self) -> int:
        """`line-length` with its default (100)."""
        return DEFAULT_LINE_LENGTH if self.line_length is None else self.line_length

    @property
    def severity(self) -> str:
        """`unregistered-dialect-severity` with its default ("warning")."""
        return self.unregistered_dialect_severity or DEFAULT_SEVERITY

    @property
    def file_extensions(self) -> tuple[str, ...]:
        """`.mlir` and the `extra-file-extensions`."""
        return (".mlir", *self.extra_file_extensions)

    def split_marker(self, text: str) -> str | None:
        """The marker `text` is split on under these settings (None: one chunk)."""
        return split_marker_for(self.split, text)

    def allow_unregistered(self, text: str) -> bool:
        """Whether `text` may use unregistered dialects (`allow_unregistered_for`)."""
        return allow_unregistered_for(self.allow_unregistered_dialect, text)

    def excludes(self, path: Path) -> bool:
        """Whether `path` matches an `exclude` glob (relative to the file's folder)."""
        return is_excluded(path, self.exclude, self.root)


# ---- split-input-file = "auto" --------------------------------------------------------------

_RUN_LINE = re.compile(r"^[ \t]*//[ \t]*RUN:(.*)$", re.M)
_SPLIT_FLAG = re.compile(r"(?<![\w-])--?split-input-file(?![\w-])")
_MARKER_LINE = re.compile(r"^// -----[ \t]*\r?$", re.M)
#: The header of each dump in an `--mlir-print-ir-after-all` / `-before-all` log (see
#: `mlir_ls.ide.ir_dump`): it starts with the split marker, so splitting gives one dump a chunk.
_IR_DUMP_HEADER = re.compile(r"^// -----// IR Dump (?:Before|After) .* //----- //[ \t]*\r?$", re.M)


def split_marker_for(setting: SplitSetting, text: str) -> str | None:
    """The split marker for `text`: `// -----` when splitting is on, None when off.

    `"auto"`: a file with lit `// RUN:` lines is split when one of them passes
    `-split-input-file` or `--split-input-file` (as the test runs it); a file without RUN
    lines is split when it has a line that is exactly `// -----`, or when it is an IR
    printing log (`// -----// IR Dump After CSE (cse) //----- //` headers: one module each).
    """
    if setting is True:
        return DEFAULT_MARKER
    if setting is False:
        return None
    if "// -----" not in text and "RUN:" not in text:
        return None  # a plain substring test first: the line regexes are slow on big files
    if _IR_DUMP_HEADER.search(text):
        return DEFAULT_MARKER
    runs = _run_lines(text)
    if runs:
        return DEFAULT_MARKER if any(_SPLIT_FLAG.search(run) for run in runs) else None
    return DEFAULT_MARKER if _MARKER_LINE.search(text) else None


def _run_lines(text: str) -> list[str]:
    """The text after `RUN:` of every lit RUN line (none without the substring `RUN:`)."""
    return _RUN_LINE.findall(text) if "RUN:" in text else []


_ALLOW_FLAG = re.compile(r"(?<![\w-])--?allow-unregistered-dialect(?![\w-])")


def allow_unregistered_for(setting: bool | None, text: str) -> bool:
    """Whether ops of dialects upstream does not know are accepted in `text`.

    An explicit setting (flag, configuration file, client setting) wins. Unset: a file with
    lit `// RUN:` lines follows them (accepted when one passes `-allow-unregistered-dialect`,
    as the test runs it); any other file accepts them, because a project's own dialects are
    not errors in an editor. The CLI and the server both decide here, so they agree.
    """
    if setting is not None:
        return setting
    runs = _run_lines(text)
    if runs:
        return any(_ALLOW_FLAG.search(run) for run in runs)
    return True


# ---- exclude ---------------------------------------------------------------------------------


def is_excluded(path: Path, patterns: tuple[str, ...], root: Path | None) -> bool:
    """Whether `path` matches one of the gitignore-like `patterns` (relative to `root`).

    A pattern matches the path relative to `root` or any of its parent folders; `**` spans
    folders; a pattern without `/` matches a file or folder name at any depth.
    """
    if not patterns:
        return False
    try:
        rel = path.resolve().relative_to((root or Path.cwd()).resolve())
    except (ValueError, OSError):
        rel = path
    posix = PurePosixPath(rel.as_posix())
    candidates = [posix, *[p for p in posix.parents if str(p) not in (".", "")]]
    for pattern in patterns:
        pat = pattern.strip().rstrip("/")
        if not pat:
            continue
        anchored = "/" in pat
        pat = pat.lstrip("/")
        for candidate in candidates:
            target = str(candidate) if anchored else candidate.name
            if _glob_match(target, pat):
                return True
    return False


def _glob_match(target: str, pattern: str) -> bool:
    """A glob where `*` and `?` stay within a folder and `**` crosses folders."""
    regex = ""
    i = 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            regex += "(?:.*/)?"
            i += 3
        elif pattern.startswith("**", i):
            regex += ".*"
            i += 2
        elif pattern[i] == "*":
            regex += "[^/]*"
            i += 1
        elif pattern[i] == "?":
            regex += "[^/]"
            i += 1
        else:
            j = i
            while j < len(pattern) and pattern[j] not in "*?":
                j += 1
            regex += re.escape(pattern[i:j])
            i = j
    return re.fullmatch(regex, target) is not None


# ---- finding and reading ------------------------------------------------------------------


def find_config(start: Path) -> Path | None:
    """The configuration file that governs `start` (a file or a folder), searching upwards."""
    folder = start if start.is_dir() else start.parent
    try:
        folder = folder.resolve()
    except OSError:
        return None
    for candidate in (folder, *folder.parents):
        for name in CONFIG_NAMES:
            path = candidate / name
            if path.is_file():
                return path
        pyproject = candidate / PYPROJECT
        if pyproject.is_file() and _has_tool_table(pyproject):
            return pyproject
    return None


def _has_tool_table(pyproject: Path) -> bool:
    try:
        text = pyproject.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    return re.search(r"^\s*\[\s*tool\s*\.\s*[\"']?mlir-ls[\"']?\s*(\]|\.)", text, re.M) is not None


def load_config(path: Path) -> ProjectConfig:
    """Read one configuration file; raises `ConfigError` for anything it cannot use."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(path, None, f"cannot read the configuration file: {exc}") from exc
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = re.search(r"line (\d+)", str(exc))
        raise ConfigError(path, int(match.group(1)) if match else None, str(exc)) from exc
    if path.name == PYPROJECT:
        table = data.get("tool", {}).get("mlir-ls")
        if not isinstance(table, dict):
            raise ConfigError(path, None, "no [tool.mlir-ls] table")
        return _from_table(table, path, text, "tool.mlir-ls.")
    return _from_table(data, path, text, "")


def resolve_config(
    target: Path | None, explicit: Path | None = None, *, isolated: bool = False
) -> ProjectConfig:
    """The settings for `target`: `explicit` if given, else the file found upwards."""
    if isolated:
        return ProjectConfig()
    if explicit is not None:
        return load_config(explicit)
    found = find_config(target if target is not None else Path.cwd())
    return load_config(found) if found else ProjectConfig()


class ConfigCache:
    """`resolve_config` for many files: one search per folder, one read per configuration file.

    A file that cannot be used raises its `ConfigError` again for every target it governs.
    """

    def __init__(self, explicit: Path | None = None, *, isolated: bool = False) -> None:
        self.explicit = explicit
        self.isolated = isolated
        self._by_folder: dict[Path, Path | None] = {}
        self._by_file: dict[Path, ProjectConfig | ConfigError] = {}

    def for_path(self, target: Path | None) -> ProjectConfig:
        """The settings that govern `target` (a file or folder; None: the current folder)."""
        if self.isolated:
            return ProjectConfig()
        if self.explicit is not None:
            return self._load(self.explicit)
        start = target if target is not None else Path.cwd()
        folder = start if start.is_dir() else start.parent
        try:
            folder = folder.resolve()
        except OSError:
            return ProjectConfig()
        if folder not in self._by_folder:
            self._by_folder[folder] = find_config(folder)
        found = self._by_folder[folder]
        return self._load(found) if found is not None else ProjectConfig()

    def _load(self, path: Path) -> ProjectConfig:
        if path not in self._by_file:
            try:
                self._by_file[path] = load_config(path)
            except ConfigError as exc:
                self._by_file[path] = exc
        loaded = self._by_file[path]
        if isinstance(loaded, ConfigError):
            raise loaded
        return loaded

    def forget(self, path: Path | None = None) -> None:
        """Drop what was read (from `path` only, when given): the file changed."""
        if path is None:
            self._by_folder.clear()
            self._by_file.clear()
        else:
            self._by_file.pop(path, None)
            self._by_folder.clear()


_TOP_KEYS = {
    "split-input-file",
    "allow-unregistered-dialect",
    "unregistered-dialect-severity",
    "line-length",
    "exclude",
    "extra-file-extensions",
    "opt",
    "opt-args",
    "opt-timeout",
    "opt-delay",
    "dialects",
}
_DIALECT_KEYS = {"ods", "include", "mlir-include", "tblgen"}


class _Reader:
    """Typed access to one table, with errors that point at the key's line."""

    def __init__(self, path: Path, text: str, prefix: str) -> None:
        self.path = path
        self.text = text
        self.prefix = prefix

    def fail(self, key: str, message: str) -> ConfigError:
        return ConfigError(self.path, _line_of_key(self.text, key), f"{message}")

    def name(self, key: str) -> str:
        return f"'{self.prefix}{key}'"

    def boolean(self, table: Mapping[str, Any], key: str) -> bool | None:
        value = table.get(key)
        if value is None or isinstance(value, bool):
            return value
        raise self.fail(key, f"{self.name(key)} must be true or false, not {value!r}")

    def integer(self, table: Mapping[str, Any], key: str, low: int, high: int) -> int | None:
        value = table.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.fail(
                key, f"{self.name(key)} must be a whole number from {low} to {high}, not {value!r}"
            )
        return value

    def number(self, table: Mapping[str, Any], key: str, low: float, high: float) -> float | None:
        value = table.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int | float) or not low < value <= high:
            raise self.fail(key, f"{self.name(key)} must be a number of seconds up to {high}")
        return float(value)

    def string(self, table: Mapping[str, Any], key: str) -> str | None:
        value = table.get(key)
        if value is None:
            return None
        if not isinstance(value, str) or not value:
            raise self.fail(key, f"{self.name(key)} must be a non-empty string, not {value!r}")
        return value

    def strings(self, table: Mapping[str, Any], key: str) -> tuple[str, ...]:
        value = table.get(key)
        if value is None:
            return ()
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise self.fail(key, f"{self.name(key)} must be a list of strings")
        return tuple(value)

    def resolve_path(self, value: str) -> Path:
        expanded = Path(value).expanduser()
        return expanded if expanded.is_absolute() else self.path.parent / expanded

    def command(self, value: str | None) -> str | None:
        """A path relative to the file when it names a folder part, else a command name."""
        if value is None:
            return None
        return str(self.resolve_path(value)) if ("/" in value or "\\" in value) else value

    def unknown(self, table: Mapping[str, Any], known: set[str], inner: str = "") -> None:
        for key in table:
            if key not in known:
                hint = _closest(key, known)
                raise self.fail(
                    key,
                    f"unknown key '{self.prefix}{inner}{key}'"
                    + (f" (did you mean '{hint}'?)" if hint else ""),
                )


def _from_table(table: Mapping[str, Any], path: Path, text: str, prefix: str) -> ProjectConfig:
    read = _Reader(path, text, prefix)
    read.unknown(table, _TOP_KEYS)
    split: SplitSetting | None = None
    raw_split = table.get("split-input-file")
    if raw_split is not None:
        if isinstance(raw_split, bool) or raw_split == "auto":
            split = raw_split
        else:
            raise read.fail(
                "split-input-file",
                f'{read.name("split-input-file")} must be true, false or "auto", not {raw_split!r}',
            )
    severity = read.string(table, "unregistered-dialect-severity")
    if severity is not None and severity not in SEVERITY_NAMES:
        raise read.fail(
            "unregistered-dialect-severity",
            f"{read.name('unregistered-dialect-severity')} must be one of "
            + ", ".join(SEVERITY_NAMES)
            + f", not {severity!r}",
        )
    extensions = tuple(
        e if e.startswith(".") else "." + e for e in read.strings(table, "extra-file-extensions")
    )
    dialects_table = table.get("dialects", {})
    if not isinstance(dialects_table, dict):
        raise read.fail("dialects", f"{read.name('dialects')} must be a table ([dialects])")
    read.unknown(dialects_table, _DIALECT_KEYS, "dialects.")
    mlir_include = read.string(dialects_table, "mlir-include")
    dialects = DialectSettings(
        ods=tuple(read.resolve_path(p) for p in read.strings(dialects_table, "ods")),
        include=tuple(read.resolve_path(p) for p in read.strings(dialects_table, "include")),
        mlir_include=read.resolve_path(mlir_include) if mlir_include else None,
        tblgen=read.command(read.string(dialects_table, "tblgen")),
    )
    opt = OptSettings(
        path=read.command(read.string(table, "opt")),
        args=read.strings(table, "opt-args"),
        timeout_s=read.number(table, "opt-timeout", 0, 3600),
        delay_ms=read.integer(table, "opt-delay", 0, 60_000),
    )
    return ProjectConfig(
        source=path,
        split_input_file=split,
        allow_unregistered_dialect=read.boolean(table, "allow-unregistered-dialect"),
        unregistered_dialect_severity=severity,
        line_length=read.integer(table, "line-length", 20, 10_000),
        exclude=read.strings(table, "exclude"),
        extra_file_extensions=extensions,
        dialects=dialects,
        opt=opt,
    )


def _line_of_key(text: str, key: str) -> int | None:
    """1-based line of `key = ...` (bare or quoted) in the TOML text, if it can be found."""
    pattern = re.compile(rf"^\s*(?:{re.escape(key)}|\"{re.escape(key)}\"|'{re.escape(key)}')\s*=")
    for number, line in enumerate(text.splitlines(), 1):
        if pattern.match(line) or line.strip() == f"[{key}]":
            return number
    return None


def _closest(key: str, known: set[str]) -> str | None:
    import difflib

    matches = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.7)
    return matches[0] if matches else None


# ---- command-line flags shared by check, print, format and serve ---------------------------


def add_config_arguments(parser: argparse.ArgumentParser) -> None:
    """The flags every command takes: the configuration file, dialects, the `*-opt` bridge."""
    group = parser.add_argument_group("configuration")
    group.add_argument(
        "--config", metavar="PATH", type=Path, help="use this configuration file (mlir-ls.toml)"
    )
    group.add_argument("--isolated", action="store_true", help="ignore every configuration file")
    group.add_argument(
        "--ods",
        metavar="FILE.td",
        action="append",
        type=Path,
        default=[],
        help="import the dialects defined in this ODS file (repeatable)",
    )
    group.add_argument(
        "-I",
        "--include",
        metavar="DIR",
        action="append",
        type=Path,
        default=[],
        help="a folder TableGen searches for included .td files (repeatable)",
    )
    group.add_argument(
        "--mlir-include", metavar="DIR", type=Path, help="upstream MLIR's include folder"
    )
    group.add_argument("--tblgen", metavar="PATH", help="the llvm-tblgen to run")
    group.add_argument(
        "--opt", metavar="PATH", help="the project's *-opt, run as a checker on each chunk"
    )
    group.add_argument(
        "--opt-arg",
        metavar="ARG",
        action="append",
        default=[],
        dest="opt_args",
        help="an argument passed to --opt (repeatable)",
    )


def apply_arguments(config: ProjectConfig, args: argparse.Namespace) -> ProjectConfig:
    """`config` with the command-line flags of `add_config_arguments` laid over it."""
    cwd = Path.cwd()
    dialects = config.dialects
    if getattr(args, "ods", None):
        dialects = replace(dialects, ods=(*dialects.ods, *(cwd / p for p in args.ods)))
    if getattr(args, "include", None):
        dialects = replace(dialects, include=(*dialects.include, *(cwd / p for p in args.include)))
    if getattr(args, "mlir_include", None):
        dialects = replace(dialects, mlir_include=cwd / args.mlir_include)
    if getattr(args, "tblgen", None):
        dialects = replace(dialects, tblgen=args.tblgen)
    opt = config.opt
    if getattr(args, "opt", None):
        opt = replace(opt, path=args.opt)
    if getattr(args, "opt_args", None):
        opt = replace(opt, args=tuple(args.opt_args))
    return replace(config, dialects=dialects, opt=opt)
