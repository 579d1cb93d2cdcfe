"""`mlir-ls format`: format .mlir files, keeping names and comments.

mlir-ls format [--check] [--diff] [-i|--in-place] [--range START:END] PATH...|-

Without `-i` the formatted text goes to stdout (`-` reads stdin). `--check`
writes nothing and exits 1 when a file would change (`--diff` shows how).
A file with syntax errors is left alone: its errors are reported as
`mlir-ls check` reports them and the exit status is 1.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path
from typing import Any, TextIO

from mlir_ls.fmt.formatter import format_text
from mlir_ls.gcpause import BatchCollection


def register(subparsers: Any) -> None:
    cmd = subparsers.add_parser("format", help="format .mlir files (names and comments kept)")
    cmd.add_argument("paths", nargs="+", metavar="PATH", help="files to format ('-' reads stdin)")
    cmd.add_argument("--check", action="store_true", help="exit 1 if a file would change")
    cmd.add_argument("--diff", action="store_true", help="print a unified diff of the changes")
    cmd.add_argument("-i", "--in-place", action="store_true", help="rewrite the files")
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


def run(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from mlir_ls import cli as main_cli

    out = out or sys.stdout
    try:
        line_range = _parse_range(args.range)
    except ValueError as exc:
        print(f"mlir-ls: {exc}", file=sys.stderr)
        return 2
    status = 0
    with BatchCollection() as collection:
        for path in args.paths:
            text = main_cli._read(path)
            collection.before_file(len(text))
            status = max(status, _format_one(path, text, args, line_range, out))
    return status


def _format_one(
    path: str, text: str, args: argparse.Namespace, line_range: Any, out: TextIO
) -> int:
    """Format one file as the flags say; 1 when it has errors or (with --check) would change."""
    from mlir_ls import cli as main_cli

    result = format_text(text, line_range=line_range)
    name = "<stdin>" if path == "-" else path
    if not result.ok:
        report = main_cli.FileReport(path, text, main_cli.LineIndex(text), result.diagnostics, True)
        main_cli.print_text(report, sys.stderr)
        print(f"mlir-ls: {name}: not formatted (syntax errors)", file=sys.stderr)
        return 1
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
        if changed:
            if not args.diff:
                print(f"would reformat {name}", file=sys.stderr)
            return 1
        return 0
    if args.in_place and path != "-":
        if changed:
            Path(path).write_text(result.text, encoding="utf-8")
    elif not args.diff:
        out.write(result.text)
    return 0
