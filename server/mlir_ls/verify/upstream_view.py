"""What upstream's `mlir-opt` reports of one chunk: its stopping rules over mlir-ls's findings.

mlir-ls reports every finding at once (an editor wants them all); upstream stops early, and
`--verify-diagnostics` compares annotations with what upstream reports:

- the parser stops at its first error (`Parser::emitError` fails the parse) and the
  verifier does not run then: the parse's diagnostics up to its first error are all;
- `OperationVerifier::verifyOpAndDominance` walks the ops of an op's regions depth first
  (`verifyOnEntrance`: the op's invariants, a block's "empty block"; `verifyOnExit`: a
  block's terminator, then the op's IsolatedFromAbove children each on its own, then the
  op's region invariants: region traits, `verifyRegions`, the SymbolTable trait's duplicate
  names and then its `verifySymbolUses` walk, `walkSymbolTable` order) and returns at the
  first failure; IsolatedFromAbove ops (with regions) are verified after the other ops of
  their parent's regions, each one even when a sibling failed, and the dominance of an
  isolated op's regions only when nothing in it failed.

So a chunk's verifier findings shrink to the first one of each isolated scope in that walk.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from mlir_ls.ir.core import Block, Operation
from mlir_ls.ir.spec import SYMBOL_TABLE, Registry, is_isolated
from mlir_ls.parser.toplevel import ParseResult
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.verify.verifier import Verifier


def upstream_diagnostics(parse: ParseResult, registry: Registry | None = None) -> list[Diagnostic]:
    """A chunk's diagnostics as upstream reports them (chunk-relative offsets)."""
    if any(d.is_error for d in parse.diagnostics):
        emitted = parse.diagnostics
        cut = parse.recovered_at
        if cut is not None and any(d.is_error for d in emitted[:cut]):
            emitted = emitted[:cut]  # what the recovery found after, upstream never sees
        return _until_parse_failure(parse.text, emitted)
    verifier = Verifier(parse.source_map, registry)
    found = verifier.verify(parse.module)
    walk = _Walk(verifier)
    for diag, owner in zip(found, verifier.owners, strict=True):
        walk.add(diag, owner)
    walk.verify_op_and_dominance(parse.module)
    if not any(d.is_error for d in walk.reported):
        # a finding the walk cannot place (an op a hook built): as mlir-ls found it
        errors = [d for d in found if d.is_error]
        walk.reported += errors[:1]
    return [*parse.diagnostics, *walk.reported]


#: Errors the parser reports at the end of a parse (a name never defined): upstream's
#: parser never gets there once an error stopped it.
_DEFERRED = ("use of undeclared SSA value name", "reference to an undefined block")


#: How far past the first error an unwinding error may sit (`>` of `<value>`, a keyword).
_NEXT_TOKEN = 8


#: Errors upstream's verifier emits after another as one failure returns (the generated
#: `verifyInvariants` of an InferTypeOpInterface op after `inferReturnTypes` failed).
_CHAINED = ("op failed to infer returned types",)


def _until_parse_failure(text: str, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """The parse's diagnostics up to its first error, with the errors emitted while that
    failure unwinds (an attribute's "failed to parse X parameter", the custom op's
    "expected operation 'kind' attribute"): those that follow it on its line.
    What mlir-ls's recovery finds later, further on, upstream never reaches."""
    kept: list[Diagnostic] = []
    first: Diagnostic | None = None
    for diag in diagnostics:  # in the order the parser emitted them
        if first is None:
            kept.append(diag)
            if diag.is_error:
                first = diag
        elif _unwinds(text, first, diag):
            kept.append(diag)
        else:
            break
    return kept


def _unwinds(text: str, first: Diagnostic, diag: Diagnostic) -> bool:
    """Whether `diag` is reported while `first` unwinds: a parameter's "failed to parse",
    else on its line, not past the token after it (recovery resumes on a later line; its
    end-of-input errors sit where the last line of code ends), and not one of the errors
    of the parse's end."""
    if diag.message.startswith("failed to parse "):  # a generated parser's parameter error
        return True
    start = text.rfind("\n", 0, first.span.start)
    return (
        start < diag.span.start <= first.span.end + _NEXT_TOKEN
        and "\n" not in text[first.span.start : diag.span.start]
        and not diag.message.startswith(_DEFERRED)
    )


def _scope(op: Operation | None) -> Operation | None:
    """The nearest IsolatedFromAbove op with regions, `op` included."""
    while op is not None and not (op.regions and is_isolated(op.spec)):
        op = op.parent_op
    return op


@dataclass(slots=True)
class _Walk:
    verifier: Verifier
    by_key: dict[tuple[str, int], list[Diagnostic]] = field(
        default_factory=lambda: defaultdict(list)
    )
    reported: list[Diagnostic] = field(default_factory=list)

    def add(self, diag: Diagnostic, owner: Operation) -> None:
        phase = self.verifier.phases.get(id(diag))
        if phase is None:
            if diag.code == "dominance":  # across regions: the user's scope
                phase = ("dominance", owner.parent_op)
            elif diag.code == "isolation":  # the isolated op's region trait
                phase = ("exit", _scope(owner.parent_op))
            else:
                phase = ("entry", owner)
        kind, target = phase
        if kind == "dominance":
            target = _scope(target if isinstance(target, Operation) else None)
        self.by_key[(kind, id(target))].append(diag)

    def _first(self, kind: str, target: object) -> bool:
        """Report the findings of one step up to its first error (and the errors upstream
        emits as that failure returns); True if it failed."""
        failed = False
        for diag in self.by_key.get((kind, id(target)), ()):
            if failed and not diag.message.endswith(_CHAINED):
                break
            self.reported.append(diag)
            failed = failed or diag.is_error
        return failed

    def verify_op_and_dominance(self, op: Operation) -> bool:
        if self._walk(op):
            return True
        errors = [d for d in self.by_key.get(("dominance", id(op)), ()) if d.is_error]
        if errors:  # verifyDominanceOfContainedRegions: the first use in the walk
            self.reported.append(min(errors, key=lambda d: d.span.start))
            return True
        return False

    def _walk(self, op: Operation) -> bool:
        if self._first("entry", op):
            return True
        for region in op.regions:
            for block in region.blocks:
                if self._block(block):
                    return True
        failed = False
        for region in op.regions:
            for block in region.blocks:
                for child in block.operations:
                    if child.regions and is_isolated(child.spec):
                        failed |= self.verify_op_and_dominance(child)
        if failed or self._first("exit", op):
            return True
        return self._symbol_uses(op)

    def _block(self, block: Block) -> bool:
        if self._first("block-entry", block):
            return True
        for child in block.operations:
            if not (child.regions and is_isolated(child.spec)) and self._walk(child):
                return True
        return self._first("block-exit", block)

    def _symbol_uses(self, op: Operation) -> bool:
        """The SymbolTable trait's `verifySymbolUses` walk (`walkSymbolTable` order)."""
        if not _is_symbol_table(op):
            return False
        pending = list(op.regions)
        while pending:
            for block in pending.pop().blocks:
                for child in block.operations:
                    if self._first("symbols", child):
                        return True
                    if not _is_symbol_table(child):
                        pending.extend(child.regions)
        return False


def _is_symbol_table(op: Operation) -> bool:
    return (op.spec is not None and SYMBOL_TABLE in op.spec.traits) or op.name == "builtin.module"
