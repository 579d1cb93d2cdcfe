"""`mlir-ls serve`: run the language server (stdio by default, or TCP)."""

from __future__ import annotations

import argparse
import logging
import sys


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = subparsers.add_parser("serve", help="run the language server (LSP over stdio)")
    serve.add_argument("--stdio", action="store_true", help="talk LSP over stdin/stdout (default)")
    serve.add_argument("--tcp", type=int, metavar="PORT", help="listen on 127.0.0.1:PORT instead")
    serve.add_argument("--log-file", metavar="PATH", help="write the server's log to PATH")
    serve.add_argument(
        "--log-level", default="WARNING", choices=("DEBUG", "INFO", "WARNING", "ERROR")
    )


def run(args: argparse.Namespace) -> int:
    """Serve until the client exits; the import of pygls happens only here."""
    handlers: list[logging.Handler] = []
    if args.log_file:
        handlers.append(logging.FileHandler(args.log_file, encoding="utf-8"))
    else:
        handlers.append(logging.StreamHandler())  # stderr: stdout carries the protocol
    logging.basicConfig(
        level=getattr(logging, args.log_level),
        handlers=handlers,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        from mlir_ls.lsp.server import create_server
    except ImportError as exc:  # pragma: no cover - the `lsp` extra is missing
        logging.getLogger(__name__).error("mlir-ls serve needs pygls: pip install 'mlir-ls[lsp]'")
        print(
            f"mlir-ls: {exc}; install the 'lsp' extra: pip install 'mlir-ls[lsp]'", file=sys.stderr
        )
        return 2
    server = create_server()
    if args.tcp is not None:
        server.start_tcp("127.0.0.1", args.tcp)
    else:
        server.start_io()
    return 0
