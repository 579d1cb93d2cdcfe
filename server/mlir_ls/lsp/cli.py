"""`mlir-ls serve`: run the language server (stdio by default, or TCP)."""

from __future__ import annotations

import argparse
import logging
import sys

from mlir_ls.text.deep import run_deep

EXAMPLES = """examples:
  mlir-ls serve                    LSP over stdin/stdout (what editors run)
  mlir-ls serve --tcp 2087         listen on 127.0.0.1:2087
  mlir-ls serve --config ci/mlir-ls.toml --log-file /tmp/mlir-ls.log

Each workspace folder's mlir-ls.toml is read (and re-read when it changes); the flags
below apply to every folder, on top of its file.

exit status:
  0  the client ended the session
  2  usage error, or the 'lsp' extra (pygls) is not installed"""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from mlir_ls.config import add_config_arguments

    serve = subparsers.add_parser(
        "serve",
        help="run the language server (LSP over stdio)",
        description="Run the language server.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=EXAMPLES,
    )
    serve.add_argument("--stdio", action="store_true", help="talk LSP over stdin/stdout (default)")
    serve.add_argument("--tcp", type=int, metavar="PORT", help="listen on 127.0.0.1:PORT instead")
    serve.add_argument("--log-file", metavar="PATH", help="write the server's log to PATH")
    serve.add_argument(
        "--log-level", default="WARNING", choices=("DEBUG", "INFO", "WARNING", "ERROR")
    )
    add_config_arguments(serve)


#: The packages of the `lsp` extra: importing the server without them gives one message.
MISSING_EXTRA = frozenset({"pygls", "lsprotocol", "cattrs", "attrs"})
MISSING_MESSAGE = (
    "mlir-ls: 'mlir-ls serve' needs the language server packages: pip install 'mlir-ls[lsp]'"
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
    except ImportError as exc:
        if (exc.name or "").split(".")[0] not in MISSING_EXTRA:
            raise
        print(MISSING_MESSAGE, file=sys.stderr)
        return 2
    server = create_server()
    if args.config is not None or args.isolated:
        server.use_command_line(args.config, args.isolated)
    # The protocol thread is a deep thread (`mlir_ls.text.deep`): requests run their ide
    # function in place instead of handing it to a new thread and back, two interpreter
    # lock hand-offs that each waited for a running analysis.
    try:
        if args.tcp is not None:
            run_deep(server.start_tcp, "127.0.0.1", args.tcp)
        else:
            run_deep(server.start_io)
    except KeyboardInterrupt:
        return 130
    return 0
