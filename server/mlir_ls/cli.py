"""The `mlir-ls` command line: `check`, `print`, `format`, `serve`.

Every command reads the project configuration (`mlir-ls.toml` or `[tool.mlir-ls]`, found
upwards from each file; `mlir_ls.config`) and takes its flags on top. mlir-opt's
single-dash spellings of long flags (`-split-input-file`, `-verify-diagnostics`,
`-allow-unregistered-dialect`, `-mlir-print-op-generic`, ...) are accepted as aliases.
Folders are walked for `.mlir` files (and the configured extra extensions), skipping
`exclude` globs and what git ignores.

Exit status: 0 no errors, 1 errors (or unmet expectations, or files that would be
reformatted), 2 usage, I/O or configuration problem.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from mlir_ls import __version__
from mlir_ls import cli_format as format_cli
from mlir_ls import cli_print as print_cli
from mlir_ls.config import (
    ConfigCache,
    ConfigError,
    DialectSettings,
    ProjectConfig,
    add_config_arguments,
    apply_arguments,
)
from mlir_ls.dialects.ods_import.loader import registry_for
from mlir_ls.gcpause import BatchCollection
from mlir_ls.ide.analysis import Analysis, AnalysisOptions
from mlir_ls.ide.diagnostics import (
    TO_FRONT_END,
    DiagnosticOptions,
    ide_severity,
    is_unregistered_warning,
)
from mlir_ls.ide.diagnostics import diagnostics as ide_diagnostics
from mlir_ls.ide.opt_bridge import BridgeCache, ChunkJob, DocumentRun, run_document
from mlir_ls.ide.opt_bridge import tool_from_settings as opt_tool
from mlir_ls.ide.opt_diagnostics import by_chunk_offset, merge_document
from mlir_ls.ir.spec import Registry
from mlir_ls.lsp import cli as lsp_cli
from mlir_ls.text.diagnostics import Diagnostic, Severity
from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.split import DEFAULT_MARKER
from mlir_ls.verify.check import DocumentAnalysis, analyze, upstream_findings
from mlir_ls.verify.expected import (
    check_expectations,
    find_expectations,
    unchecked_lines,
    unexpected_diagnostic,
    unmet_diagnostic,
)

EXIT_CODES = """exit status:
  0  success
  1  {one}
  2  usage error, unreadable file or bad configuration file"""

CHECK_EXAMPLES = """examples:
  mlir-ls check model.mlir                     diagnostics as mlir-opt prints them
  mlir-ls check -split-input-file -verify-diagnostics test/invalid.mlir
  mlir-ls check src/                           every .mlir file under src/
  cat x.mlir | mlir-ls check --stdin-filename src/x.mlir -
  mlir-ls check --format json a.mlir           machine-readable diagnostics

""" + EXIT_CODES.format(one="errors found (or unmet expected-* annotations)")


class UsageError(Exception):
    pass


# ---- arguments ---------------------------------------------------------------------------


def add_input_arguments(cmd: argparse.ArgumentParser, what: str) -> None:
    """PATHs, `--stdin-filename`, splitting and unregistered dialects: shared by commands."""
    cmd.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help=f"files or folders to {what} ('-' reads stdin)",
    )
    cmd.add_argument(
        "--stdin-filename",
        metavar="NAME",
        help="the name of the file read from stdin (messages, configuration lookup)",
    )
    split = cmd.add_mutually_exclusive_group()
    split.add_argument(
        "--split-input-file",
        action="store_const",
        const=DEFAULT_MARKER,
        default=None,
        help=f"split the input at '{DEFAULT_MARKER}' lines and handle each chunk separately "
        "(--split-input-file=MARKER: another marker); default: the configuration's "
        'split-input-file ("auto": as the file\'s RUN lines say)',
    )
    split.add_argument(
        "--no-split-input-file",
        action="store_true",
        help="never split the input, whatever the configuration says",
    )
    cmd.add_argument(
        "--allow-unregistered-dialect",
        action="store_true",
        default=None,
        help="accept ops of dialects upstream MLIR does not know",
    )
    cmd.add_argument("-q", "--quiet", action="store_true", help="no summary line")
    add_config_arguments(cmd)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mlir-ls",
        description="Editor tooling for MLIR's textual IR.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Run 'mlir-ls COMMAND --help' for a command's flags and examples.\n\n"
        + EXIT_CODES.format(one="errors found, or files that would be reformatted"),
    )
    parser.add_argument("--version", action="version", version=f"mlir-ls {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    check = sub.add_parser(
        "check",
        help="parse and verify .mlir files, print diagnostics",
        description="Parse and verify .mlir files; diagnostics as mlir-opt prints them.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=CHECK_EXAMPLES,
    )
    add_input_arguments(check, "check")
    check.add_argument(
        "--verify-diagnostics",
        action="store_true",
        help="check expected-error/warning/remark/note annotations",
    )
    check.add_argument("--format", choices=("text", "json"), default="text")
    lsp_cli.register(sub)
    print_cli.register(sub)
    format_cli.register(sub)
    return parser


def _long_options(parser: argparse.ArgumentParser) -> set[str]:
    """Every `--name` option of the parser and its subcommands (without the dashes)."""
    names: set[str] = set()
    for action in parser._actions:
        names.update(o[2:] for o in action.option_strings if o.startswith("--"))
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                names |= _long_options(sub)
    return names


_SINGLE_DASH = re.compile(r"^-([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(=.*)?$", re.S)


def normalize_argv(argv: Sequence[str], long_options: set[str]) -> tuple[list[str], str | None]:
    """mlir-opt's `-long-flag` spellings as `--long-flag`, and `--split-input-file=MARKER`
    taken out (returned apart) so that `--split-input-file FILE` keeps FILE a path."""
    out: list[str] = []
    marker = None
    for arg in argv:
        if arg == "--":
            out.extend(argv[len(out) :])
            break
        match = _SINGLE_DASH.match(arg)
        if match and len(match.group(1)) > 1 and match.group(1) in long_options:
            arg = "-" + arg
        if arg.startswith("--split-input-file="):
            marker = arg.split("=", 1)[1] or None
            arg = "--split-input-file"
        out.append(arg)
    return out, marker


# ---- colour --------------------------------------------------------------------------------


class Style:
    """ANSI colour for a stream: on a terminal unless NO_COLOR; always with FORCE_COLOR."""

    CODES = {"bold": "1", "red": "1;31", "magenta": "1;35", "cyan": "1;36", "green": "1;32"}

    def __init__(self, stream: TextIO) -> None:
        self.enabled = wants_colour(stream)

    def __call__(self, text: str, style: str) -> str:
        if not self.enabled or not text:
            return text
        return f"\x1b[{self.CODES[style]}m{text}\x1b[0m"


def wants_colour(stream: TextIO) -> bool:
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


SEVERITY_STYLE = {"error": "red", "warning": "magenta", "remark": "cyan", "note": "cyan"}


# ---- inputs ----------------------------------------------------------------------------------


@dataclass(slots=True)
class Input:
    """One file to handle: its path ('-' for stdin), the name to show, its settings."""

    path: str
    name: str
    config: ProjectConfig


class Inputs:
    """The files named on the command line, folders walked, with their configuration."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.cache = ConfigCache(
            getattr(args, "config", None), isolated=getattr(args, "isolated", False)
        )

    def config_for(self, path: Path | None) -> ProjectConfig:
        try:
            return apply_arguments(self.cache.for_path(path), self.args)
        except ConfigError as exc:
            raise UsageError(f"mlir-ls: {exc}") from exc

    def collect(self) -> list[Input]:
        paths: list[str] = list(self.args.paths)
        stdin_name = getattr(self.args, "stdin_filename", None)
        if not paths:
            if stdin_name is None:
                raise UsageError("mlir-ls: no PATH given ('-' reads stdin)")
            paths = ["-"]
        inputs: list[Input] = []
        for path in paths:
            if path == "-":
                target = Path(stdin_name) if stdin_name else None
                inputs.append(Input("-", stdin_name or "<stdin>", self.config_for(target)))
                continue
            p = Path(path)
            if p.is_dir():
                inputs.extend(self._walk(p))
            elif p.exists():
                inputs.append(Input(path, path, self.config_for(p)))
            else:
                raise UsageError(f"mlir-ls: cannot read '{path}': No such file or directory")
        return inputs

    def _walk(self, root: Path) -> list[Input]:
        found: list[Input] = []
        for dirpath, dirnames, filenames in os.walk(root):
            folder = Path(dirpath)
            config = self.config_for(folder)
            dirnames[:] = sorted(
                d
                for d in dirnames
                if not d.startswith(".") and d != "node_modules" and not config.excludes(folder / d)
            )
            for name in sorted(filenames):
                if not name.endswith(config.file_extensions):
                    continue
                path = folder / name
                # A file's configuration is its folder's (ConfigCache searches from there).
                if not config.excludes(path):
                    found.append(Input(str(path), str(path), config))
        ignored = git_ignored(root, [i.path for i in found])
        return [i for i in found if i.path not in ignored]


def git_ignored(root: Path, paths: list[str]) -> set[str]:
    """The `paths` git ignores (`.gitignore`, `info/exclude`), when `root` is in a repository."""
    if not paths:
        return set()
    try:
        done = subprocess.run(
            ["git", "-C", str(root), "check-ignore", "--stdin", "-z"],
            input="\0".join(str(Path(p).resolve()) for p in paths) + "\0",
            capture_output=True,
            text=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return set()
    if done.returncode not in (0, 1):  # 128: not a repository
        return set()
    ignored = {p for p in done.stdout.split("\0") if p}
    return {p for p in paths if str(Path(p).resolve()) in ignored}


def read_input(item: Input) -> str:
    if item.path == "-":
        return sys.stdin.read()
    try:
        return Path(item.path).read_text(encoding="utf-8", errors="surrogateescape")
    except OSError as exc:
        raise UsageError(f"mlir-ls: cannot read '{item.path}': {exc.strerror or exc}") from exc


# ---- settings per file ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FileSettings:
    """What the flags and the configuration say for one file."""

    marker: str | None
    allow_unregistered: bool
    #: `unregistered-dialect-severity`: error, warning, information, hint or ignore.
    unregistered_severity: str
    line_length: int
    registry: Registry
    #: Runs the configured `*-opt` on chunks (`opt`, `--opt`); None: no bridge.
    opt: Callable[[list[ChunkJob]], DocumentRun] | None = None


class Settings:
    """Resolves `FileSettings`, building one registry per `[dialects]` setting."""

    def __init__(self, args: argparse.Namespace, errors: TextIO) -> None:
        self.args = args
        self.errors = errors
        self._registries: dict[DialectSettings, Registry] = {}
        self._opt_cache = BridgeCache()
        self._opt_problems: set[str] = set()

    def opt_runner(
        self, config: ProjectConfig, unregistered: bool
    ) -> Callable[[list[ChunkJob]], DocumentRun] | None:
        """The bridge to the configured `*-opt` (ide.opt_bridge); its problems shown once."""
        tool = opt_tool(config.opt, config.root)
        if tool is None:
            return None

        def run(jobs: list[ChunkJob]) -> DocumentRun:
            done = run_document(tool, jobs, unregistered=unregistered, cache=self._opt_cache)
            for problem in done.problems:
                if problem.message not in self._opt_problems:
                    self._opt_problems.add(problem.message)
                    print(f"mlir-ls: warning: {problem.message}", file=self.errors)
            return done

        return run

    def registry(self, dialects: DialectSettings) -> Registry:
        if dialects not in self._registries:
            built = registry_for(dialects)
            for problem in built.problems:
                print(f"mlir-ls: {problem}", file=self.errors)
            self._registries[dialects] = built.registry
        return self._registries[dialects]

    def for_file(self, item: Input, text: str) -> FileSettings:
        args = self.args
        config = item.config
        if getattr(args, "no_split_input_file", False):
            marker = None
        elif getattr(args, "split_input_file", None):
            marker = args.split_input_file
        else:
            marker = config.split_marker(text)
        allow = getattr(args, "allow_unregistered_dialect", None)
        if allow is None:
            allow = config.allow_unregistered(text)
        return FileSettings(
            marker=marker,
            allow_unregistered=allow,
            unregistered_severity=config.severity,
            line_length=config.width,
            registry=self.registry(config.dialects),
            opt=self.opt_runner(config, allow),
        )


def apply_unregistered_severity(diags: list[Diagnostic], severity: str) -> list[Diagnostic]:
    """The diagnostics about ops of undescribed dialects at the configured severity."""
    if severity == "warning":
        return diags
    out: list[Diagnostic] = []
    shown = ide_severity(severity)
    for diag in diags:
        if not is_unregistered_warning(diag):
            out.append(diag)
        elif shown is not None:
            out.append(
                Diagnostic(
                    diag.span, TO_FRONT_END[shown], diag.message, diag.code, list(diag.related)
                )
            )
    return out


# ---- check -----------------------------------------------------------------------------------


@dataclass(slots=True)
class FileReport:
    path: str
    text: str
    #: The text's line index, built when first asked (`index`): a file without
    #: diagnostics prints no position.
    line_index: LineIndex | None
    diagnostics: list[Diagnostic]
    failed: bool

    @property
    def index(self) -> LineIndex:
        if self.line_index is None:
            self.line_index = LineIndex(self.text)
        return self.line_index


def check_file(
    name: str, text: str, settings: FileSettings, verify_diagnostics: bool = False
) -> FileReport:
    analysis = analyze(
        text,
        split_marker=settings.marker,
        allow_unregistered=settings.allow_unregistered,
        registry=settings.registry,
    )
    severity = settings.unregistered_severity
    if not verify_diagnostics:
        diagnostics = shown_diagnostics(analysis, settings)
        if settings.opt is not None:
            diagnostics = with_opt(settings.opt, analysis, diagnostics, False)
        return FileReport(name, text, None, diagnostics, any(d.is_error for d in diagnostics))
    index = LineIndex(text)
    reported: list[Diagnostic] = []
    for chunk in analysis.chunks:
        expectations = find_expectations(text, index, chunk.offset, chunk.offset + len(chunk.text))
        # what upstream reports of the chunk: its first parse error, or its verifier's
        # first finding per isolated scope (mlir-opt's stopping rules)
        found = apply_unregistered_severity(upstream_findings(chunk, settings.registry), severity)
        unchecked = unchecked_lines(chunk.parse.source_map, index, chunk.offset)
        report = check_expectations(found, expectations, index, unchecked)
        reported.extend(unexpected_diagnostic(d) for d in report.unexpected)
        reported.extend(unmet_diagnostic(e) for e in report.unmet)
    reported.sort(key=lambda d: d.span.start)
    if settings.opt is not None:
        reported = with_opt(settings.opt, analysis, reported, True)
    return FileReport(name, text, index, reported, bool(reported))


def shown_diagnostics(analysis: DocumentAnalysis, settings: FileSettings) -> list[Diagnostic]:
    """What the editor shows for the same text and settings (`ide.diagnostics`), so that
    `check` and `serve` never disagree: the unregistered-dialect severity, IR-dump chunks'
    references to the unprinted module, ... are decided in one place."""
    view = Analysis(
        analysis.text,
        analysis,
        AnalysisOptions(settings.marker, settings.allow_unregistered, settings.registry),
        None,
    )
    options = DiagnosticOptions(ide_severity(settings.unregistered_severity), expectations=False)
    return [
        Diagnostic(d.span, TO_FRONT_END[d.severity], d.message, d.code, list(d.related))
        for d in ide_diagnostics(view, options)
    ]


def with_opt(
    opt: Callable[[list[ChunkJob]], DocumentRun],
    analysis: DocumentAnalysis,
    diagnostics: list[Diagnostic],
    verify_diagnostics: bool,
) -> list[Diagnostic]:
    """`diagnostics` merged with the project's `*-opt`'s, chunk by chunk (ide.opt_diagnostics)."""
    chunks = analysis.chunks
    jobs = [ChunkJob(c.offset, c.text, verify_diagnostics) for c in chunks]
    by_chunk = by_chunk_offset([c.offset for c in chunks], diagnostics)
    return merge_document(by_chunk, opt(jobs), analysis.text)


def print_text(report: FileReport, out: TextIO, style: Style | None = None) -> None:
    style = style or Style(out)
    for diag in report.diagnostics:
        _print_one(report, diag.span.start, diag.severity.label, diag.message, out, style)
        for note in diag.related:
            _print_one(report, note.span.start, "note", note.message, out, style)


def _print_one(
    report: FileReport, offset: int, label: str, message: str, out: TextIO, style: Style
) -> None:
    line, col = report.index.mlir_line_col(offset)
    where = style(f"{report.path}:{line}:{col}:", "bold")
    kind = style(f"{label}:", SEVERITY_STYLE.get(label, "bold"))
    out.write(f"{where} {kind} {style(message, 'bold')}\n")
    source = report.index.line_text(line - 1)
    out.write(source + "\n")
    caret_col = offset - report.index.line_start(line - 1)
    prefix = "".join(c if c == "\t" else " " for c in source[:caret_col])
    out.write(prefix + style("^", "green") + "\n")


def to_json(report: FileReport) -> dict[str, Any]:
    diags = []
    for diag in report.diagnostics:
        line, col = report.index.mlir_line_col(diag.span.start)
        end_line, end_col = report.index.mlir_line_col(diag.span.end)
        related = []
        for note in diag.related:
            n_line, n_col = report.index.mlir_line_col(note.span.start)
            related.append({"line": n_line, "col": n_col, "message": note.message})
        diags.append(
            {
                "line": line,
                "col": col,
                "end_line": end_line,
                "end_col": end_col,
                "severity": diag.severity.label,
                "message": diag.message,
                "code": diag.code,
                "related": related,
            }
        )
    return {"path": report.path, "diagnostics": diags}


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def check_summary(reports: list[FileReport]) -> str:
    """`Found 3 errors in 2 files (1 warning; 5 files checked)` / `No errors in 5 files`."""
    errors = sum(1 for r in reports for d in r.diagnostics if d.is_error)
    warnings = sum(1 for r in reports for d in r.diagnostics if d.severity is Severity.WARNING)
    failed = sum(1 for r in reports if r.failed)
    extra = f"{plural(warnings, 'warning')}; " if warnings else ""
    if not errors and not failed:
        return f"No errors in {plural(len(reports), 'file')}" + (
            f" ({plural(warnings, 'warning')})" if warnings else ""
        )
    return (
        f"Found {plural(errors, 'error')} in {plural(failed, 'file')} "
        f"({extra}{plural(len(reports), 'file')} checked)"
    )


def iter_inputs(
    args: argparse.Namespace, errors: TextIO
) -> Iterator[tuple[Input, str, FileSettings]]:
    """Each input file with its text and settings, garbage collection paused between files."""
    inputs = Inputs(args).collect()
    settings = Settings(args, errors)
    with BatchCollection() as collection:
        for item in inputs:
            text = read_input(item)
            collection.before_file(len(text))
            yield item, text, settings.for_file(item, text)


def run_check(args: argparse.Namespace, out: TextIO, errors: TextIO | None = None) -> int:
    errors = errors or sys.stderr
    reports: list[FileReport] = []
    style = Style(out)
    for item, text, settings in iter_inputs(args, errors):
        report = check_file(item.name, text, settings, args.verify_diagnostics)
        reports.append(report)
        if args.format == "text":
            print_text(report, out, style)
    if args.format == "json":
        json.dump({"files": [to_json(r) for r in reports]}, out, indent=2)
        out.write("\n")
    elif not args.quiet:
        print(Style(errors)(check_summary(reports), "bold"), file=errors)
    return 1 if any(r.failed for r in reports) else 0


# ---- main ------------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    raw = list(sys.argv[1:] if argv is None else argv)
    normalized, marker = normalize_argv(raw, _long_options(parser))
    try:
        args = parser.parse_args(normalized)
    except SystemExit as exc:
        return 0 if exc.code == 0 else 2
    if marker is not None and getattr(args, "split_input_file", None):
        args.split_input_file = marker
    try:
        if args.command == "check":
            return run_check(args, sys.stdout)
        if args.command == "serve":
            return lsp_cli.run(args)
        if args.command == "print":
            return print_cli.run(args)
        if args.command == "format":
            return format_cli.run(args)
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 1
    return 2


if __name__ == "__main__":
    sys.exit(main())
