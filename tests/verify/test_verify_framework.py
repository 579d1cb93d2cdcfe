"""The verifier's framework for dialect hooks: notes on findings, argument attributes."""

from __future__ import annotations

from mlir_ls.dialects import LOADERS
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import DialectSpec, Registry, VerifyContext
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.span import Span
from mlir_ls.verify.verifier import Verifier

FUNCTIONS = """func.func @f(%a: i32 {tst.mark = 1 : i32, other.x}, %b: i32 {tst.mark = 2 : i32}) {
  "test.op"() {tst.mark = 3 : i32} : () -> ()
  return
}
"""


def _registry(dialect: DialectSpec) -> Registry:
    registry = Registry()
    for namespace, loader in LOADERS.items():
        registry.register_lazy(namespace, loader)
    registry.register(dialect)
    return registry


def _verify(text: str, registry: Registry) -> tuple[Verifier, Operation]:
    result = parse(text, registry, ParseOptions(allow_unregistered=True, strict_progress=True))
    assert [d.message for d in result.diagnostics] == []
    verifier = Verifier(result.source_map, registry)
    verifier.verify(result.module)
    return verifier, result.module


def test_argument_attributes_reach_their_dialect() -> None:
    seen: list[tuple[str, int, str, object]] = []

    def hook(op: Operation, index: int, name: str, value: object, ctx: VerifyContext) -> None:
        seen.append((op.name, index, name, str(value)))
        if index == 1:
            ctx.error(op, f"argument #{index} is marked")

    dialect = DialectSpec("tst", verify_region_arg_attribute=hook)
    verifier, _ = _verify(FUNCTIONS, _registry(dialect))
    # Only function-like ops, only this dialect's entries (not `other.x`, not op attributes).
    assert seen == [
        ("func.func", 0, "tst.mark", "1 : i32"),
        ("func.func", 1, "tst.mark", "2 : i32"),
    ]
    assert [d.message for d in verifier.diagnostics] == ["'func.func' op argument #1 is marked"]
    assert FUNCTIONS[verifier.diagnostics[0].span.start :].startswith("func.func")


def test_first_failing_argument_attribute_stops() -> None:
    calls: list[int] = []

    def hook(op: Operation, index: int, name: str, value: object, ctx: VerifyContext) -> None:
        calls.append(index)
        ctx.plain_error(op, "bad")

    _verify(FUNCTIONS, _registry(DialectSpec("tst", verify_region_arg_attribute=hook)))
    assert calls == [0]


def test_notes_at_ops_and_spans() -> None:
    notes: list[Diagnostic] = []

    def hook(op: Operation, name: str, value: object, ctx: VerifyContext) -> None:
        parent = op.parent_op
        assert parent is not None
        diag = ctx.error(op, "marked")
        assert ctx.note(diag, parent, "in this function") is diag
        ctx.note(diag, Span(0, 4), "at the start")
        assert ctx.span_of(op) == diag.span
        notes.append(diag)

    dialect = DialectSpec("tst", verify_op_attribute=hook)
    verifier, _ = _verify(FUNCTIONS, _registry(dialect))
    assert verifier.diagnostics == notes
    (diag,) = notes
    assert FUNCTIONS[diag.span.start : diag.span.end] == '"test.op"'
    related = [(FUNCTIONS[r.span.start : r.span.end], r.message) for r in diag.related]
    assert related == [("func.func", "in this function"), ("func", "at the start")]
