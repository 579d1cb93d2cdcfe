"""`workspace/executeCommand`: thin handlers over `mlir_ls.ide.commands` and `ide.ir_dump`.

Every command takes one argument, an object with the document's `uri` and, where it
applies, a `position` (LSP line/character: the chunk or dump it runs on); see
docs/lsp.md ("Commands") for each command's arguments and answer.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from typing import TYPE_CHECKING, Any

from lsprotocol import types as lsp
from lsprotocol.converters import get_converter
from pygls.exceptions import JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from mlir_ls.ide import commands as cmd
from mlir_ls.ide import ir_dump
from mlir_ls.ide.opt_bridge import OptTool

if TYPE_CHECKING:
    from mlir_ls.lsp.documents import Result
    from mlir_ls.lsp.server import MlirLanguageServer

log = logging.getLogger(__name__)

PRINT = "mlir.print"
RUN_PIPELINE = "mlir.runPipeline"
EXPECTED_ANNOTATIONS = "mlir.addExpectedAnnotations"
DUMP_NEIGHBOUR = "mlir.irDumpNeighbour"
DIFF_DUMPS = "mlir.diffDumps"
LIST_DUMPS = "mlir.irDumps"
COMMANDS = (PRINT, RUN_PIPELINE, EXPECTED_ANNOTATIONS, DUMP_NEIGHBOUR, DIFF_DUMPS, LIST_DUMPS)

_converter = get_converter()


def _json(value: Any) -> Any:
    return _converter.unstructure(value)


def _argument(args: tuple[Any, ...]) -> dict[str, Any]:
    if len(args) != 1 or not isinstance(args[0], dict) or not isinstance(args[0].get("uri"), str):
        raise JsonRpcInvalidParams("expected one argument: an object with the document's `uri`")
    return args[0]


def _offset(ls: MlirLanguageServer, result: Result, arg: dict[str, Any]) -> int | None:
    raw = arg.get("position")
    if raw is None:
        return None
    try:
        position = _converter.structure(raw, lsp.Position)
    except Exception:
        raise JsonRpcInvalidParams("`position` must be {line, character}") from None
    return ls.converter(result).offset(position)


async def _result(ls: MlirLanguageServer, uri: str) -> Result:
    from mlir_ls.lsp.server import NotOpen

    try:
        return await ls.result(uri)
    except NotOpen:
        raise JsonRpcInvalidParams(f"document not open: {uri}") from None


async def _off_thread(ls: MlirLanguageServer, fn: Any, *args: Any, **kwargs: Any) -> Any:
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(ls.documents.executor, functools.partial(fn, *args, **kwargs))


def register_commands(server: MlirLanguageServer) -> None:
    """Register the commands (pygls lists them in `executeCommandProvider`)."""

    @server.command(PRINT)
    async def print_form(_: LanguageServer, *args: Any) -> dict[str, Any]:
        """{uri, form: "canonical" | "generic", position?} -> {text, errors}"""
        arg = _argument(args)
        form = arg.get("form", "canonical")
        if form not in ("canonical", "generic"):
            raise JsonRpcInvalidParams('`form` is "canonical" or "generic"')
        result = await _result(server, arg["uri"])
        offset = _offset(server, result, arg)
        printed = await _off_thread(
            server, cmd.print_form, result.analysis, form == "generic", offset
        )
        return {"text": printed.text, "errors": printed.errors}

    @server.command(RUN_PIPELINE)
    async def run_pipeline(_: LanguageServer, *args: Any) -> dict[str, Any]:
        """{uri, position?, pipeline, tool?} -> {ok, tool, argv, output, diff, stderr, message}"""
        arg = _argument(args)
        pipeline = arg.get("pipeline")
        if not isinstance(pipeline, str):
            raise JsonRpcInvalidParams("`pipeline` (a string) is required")
        result = await _result(server, arg["uri"])
        offset = _offset(server, result, arg) or 0
        tool = None  # `"mlir-opt"`: upstream's, found as `find_mlir_opt` finds it
        if arg.get("tool") == "mlir-opt":
            pass
        elif isinstance(arg.get("tool"), str) and arg["tool"]:
            tool = OptTool(arg["tool"])
        else:
            tool = server.bridge.tool_for(arg["uri"])
        source = to_fs_path(arg["uri"]) or arg["uri"]
        run = await _off_thread(
            server, cmd.run_pipeline, result.analysis, offset, pipeline, tool, source=source
        )
        return {
            "ok": run.ok,
            "tool": run.tool,
            "argv": run.argv,
            "output": run.output,
            "diff": run.diff,
            "stderr": run.stderr,
            "message": run.message,
        }

    @server.command(EXPECTED_ANNOTATIONS)
    async def expected_annotations(_: LanguageServer, *args: Any) -> dict[str, Any]:
        """{uri, position?, apply?, findings?: "upstream" | "all"} -> {edit, applied}"""
        arg = _argument(args)
        uri = arg["uri"]
        findings = arg.get("findings", "upstream")
        if findings not in ("upstream", "all"):
            raise JsonRpcInvalidParams('`findings` is "upstream" or "all"')
        result = await _result(server, uri)
        conv = server.converter(result)
        offset = _offset(server, result, arg)
        edits = await _off_thread(
            server, cmd.expected_annotations, result.analysis, offset, findings == "all"
        )
        edit = lsp.WorkspaceEdit(changes={uri: [conv.text_edit(e) for e in edits]})
        applied = False
        caps = server.client_capabilities.workspace
        if edits and arg.get("apply", True) and caps is not None and caps.apply_edit:
            answer = await server.workspace_apply_edit_async(
                lsp.ApplyWorkspaceEditParams(edit=edit, label="expected-* annotations")
            )
            applied = bool(answer.applied)
        return {"edit": _json(edit), "applied": applied}

    @server.command(LIST_DUMPS)
    async def list_dumps(_: LanguageServer, *args: Any) -> list[dict[str, Any]]:
        """{uri} -> [{title, target, range}] for each dump of an IR printing log."""
        arg = _argument(args)
        result = await _result(server, arg["uri"])
        conv = server.converter(result)
        return [
            {"title": d.title, "target": d.target, "range": _json(conv.range(d.header))}
            for d in ir_dump.dumps(result.analysis)
        ]

    @server.command(DUMP_NEIGHBOUR)
    async def dump_neighbour(_: LanguageServer, *args: Any) -> dict[str, Any] | None:
        """{uri, position, direction: "previous" | "next"} -> {uri, range, title, exact} | null"""
        arg = _argument(args)
        step = {"previous": -1, "next": 1}.get(arg.get("direction", "next"))
        if step is None:
            raise JsonRpcInvalidParams('`direction` is "previous" or "next"')
        result = await _result(server, arg["uri"])
        offset = _offset(server, result, arg)
        if offset is None:
            raise JsonRpcInvalidParams("`position` is required")
        found = ir_dump.neighbour_op(result.analysis, offset, step)
        if found is None:
            return None
        return {
            "uri": arg["uri"],
            "range": _json(server.converter(result).range(found.span)),
            "title": found.dump.title,
            "target": found.dump.target,
            "exact": found.exact,
        }

    @server.command(DIFF_DUMPS)
    async def diff_dumps(_: LanguageServer, *args: Any) -> dict[str, Any]:
        """{uri, first?, second?, position?} -> {diff, from, to}: dumps by number (0-based);
        without numbers, the dump at `position` (else the last) against its previous dump
        (`ir_dump.previous_dump`: of the same function in a log of a function pass)."""
        arg = _argument(args)
        result = await _result(server, arg["uri"])
        found = ir_dump.dumps(result.analysis)
        if not found:
            raise JsonRpcInvalidParams("the document is not an IR dump log")
        first, second = arg.get("first"), arg.get("second")
        if first is None or second is None:
            offset = _offset(server, result, arg)
            at = ir_dump.dump_at(result.analysis, offset) if offset is not None else None
            second = at if at is not None else len(found) - 1
            previous = ir_dump.previous_dump(result.analysis, second)
            first = previous if previous is not None else max(0, second - 1)
        if not (isinstance(first, int) and isinstance(second, int)) or not (
            0 <= first < len(found) and 0 <= second < len(found)
        ):
            raise JsonRpcInvalidParams(f"dump numbers are 0..{len(found) - 1}")
        diff = ir_dump.diff_dumps(result.analysis, first, second)
        a, b = found[first], found[second]
        return {
            "diff": diff,
            "from": a.name,
            "to": b.name,
        }
