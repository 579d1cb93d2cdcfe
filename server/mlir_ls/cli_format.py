"""`mlir-ls format`: format .mlir files, keeping names and comments.

Without `-i` the formatted text goes to stdout (`-` reads stdin). `--check` writes nothing
and exits 1 when a file would change (`--diff` shows how). A file with syntax errors is
left alone: its errors are reported as `mlir-ls check` reports them and the exit status
is 1. Splitting and `line-length` follow the configuration file and the flags.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from typing import Any, TextIO

EXAMPLES = """examples:
  mlir-ls format -i src/                  rewrite every .mlir file under src/
  mlir-ls format --check --diff .         exit 1 and show a diff when a file would change
  mlir-ls format --line-length 80 x.mlir  print the formatted file
  mlir-ls format --range 10:20 -i x.mlir  only the top-level ops on lines 10..20

exit status:
  0  success (with --check: every file already formatted)
  1  a file has syntax errors (left alone), or with --check would be reformatted
  2  usage error, unreadable file or bad configuration file"""


def register(subparsers: Any) -> None:
    from mlir_ls import cli as main_cli

    cmd = subparsers.add_parser(
        "format",
        help="format .mlir files (names and comments kept)",
        description="Format .mlir files: canonical layout, your names, comments and forms.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=EXAMPLES,
    )
    main_cli.add_input_arguments(cmd, "format")
    cmd.add_argument("--check", action="store_true", help="exit 1 if a file would change")
    cmd.add_argument("--diff", action="store_true", help="print a unified diff of the changes")
    cmd.add_argument("-i", "--in-place", action="store_true", help="rewrite the files")
    cmd.add_argument(
        "--line-length",
        type=int,
        metavar="N",
        help="break lines longer than N columns (default: the configuration's line-length, 100)",
    )
    cmd.add_argument(
        "--range",
        metavar="START:END",
        help="format only the top-level operations overlapping lines START..END (1-based)",
    )


def _parse_range(value: str | None) -> tuple[int, int] | None:
    if not value:
        return None
    start, sep, end = value.partition(":")
    if not sep or not start.isdigit() or not end.isdigit() or int(start) > int(end):
        raise ValueError(f"invalid --range '{value}': expected START:END line numbers")
    return int(start), int(end)


def run(args: argparse.Namespace, out: TextIO | None = None, errors: TextIO | None = None) -> int:
    from mlir_ls import cli as main_cli

    out = out or sys.stdout
    errors = errors or sys.stderr
    try:
        line_range = _parse_range(args.range)
    except ValueError as exc:
        print(f"mlir-ls: {exc}", file=errors)
        return 2
    if args.line_length is not None and not 20 <= args.line_length <= 10_000:
        print("mlir-ls: --line-length must be from 20 to 10000", file=errors)
        return 2
    counts = {"changed": 0, "unchanged": 0, "failed": 0}
    status = 0
    style = main_cli.Style(errors)
    for item, text, settings in main_cli.iter_inputs(args, errors):
        outcome = _format_one(item.path, item.name, text, settings, args, line_range, out, errors)
        counts[outcome] += 1
        if outcome == "failed" or (outcome == "changed" and args.check):
            status = 1
    if not args.quiet and (args.check or args.in_place or len(args.paths) != 1):
        print(style(summary(counts, check=args.check), "bold"), file=errors)
    return status


def summary(counts: dict[str, int], *, check: bool) -> str:
    """Ruff's summary: `4 files would be reformatted, 2 files already formatted`."""
    from mlir_ls import cli as main_cli

    plural = main_cli.plural
    parts = []
    if counts["changed"]:
        verb = "would be reformatted" if check else "reformatted"
        parts.append(f"{plural(counts['changed'], 'file')} {verb}")
    if counts["unchanged"]:
        verb = "already formatted" if check else "left unchanged"
        parts.append(f"{plural(counts['unchanged'], 'file')} {verb}")
    if counts["failed"]:
        parts.append(f"{plural(counts['failed'], 'file')} not formatted (errors)")
    return ", ".join(parts) or "No files to format"


def _format_one(
    path: str,
    name: str,
    text: str,
    settings: Any,
    args: argparse.Namespace,
    line_range: tuple[int, int] | None,
    out: TextIO,
    errors: TextIO,
) -> str:
    """Format one file as the flags say: "changed", "unchanged" or "failed" (errors)."""
    from mlir_ls import cli as main_cli
    from mlir_ls.fmt.formatter import format_text  # here: `check` never loads the formatter

    width = args.line_length if args.line_length is not None else settings.line_length
    result = format_text(
        text,
        registry=settings.registry,
        marker=settings.marker,
        line_range=line_range,
        line_length=width,
    )
    if not result.ok:
        report = main_cli.FileReport(name, text, main_cli.LineIndex(text), result.diagnostics, True)
        main_cli.print_text(report, errors)
        print(f"mlir-ls: {name}: not formatted (syntax errors)", file=errors)
        return "failed"
    changed = result.text != text
    if args.diff and changed:
        out.writelines(
            difflib.unified_diff(
                text.splitlines(keepends=True),
                result.text.splitlines(keepends=True),
                f"{name}",
                f"{name} (formatted)",
            )
        )
    if args.check:
        if changed and not args.diff:
            print(f"Would reformat: {name}", file=errors)
        return "changed" if changed else "unchanged"
    if args.in_place and path != "-":
        if changed:
            with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
                f.write(result.text)
    elif not args.diff:
        out.write(result.text)
    return "changed" if changed else "unchanged"
