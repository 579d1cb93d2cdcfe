"""Uses of values whose region does not enclose the use (the verifier's region checks).

Upstream's parser resolves SSA names in one scope per file: an IsolatedFromAbove region
sees the names around it, and a use before a definition is resolved by a later
definition anywhere, in another region too (`parser/operations.py`, `push_scope`). The
verifier then finds what is wrong with such uses:

- `OpTrait::impl::verifyIsIsolatedFromAbove`: a value used inside an isolated op's
  regions must be defined inside them ("'x' op using value defined outside the region",
  with a note at the isolated op "required by region isolation constraints");
- `DominanceInfo::properlyDominates(Value, Operation *)`: a value defined in a region
  that does not enclose the use never dominates it ("operand #N does not dominate this
  use", noting where the operand is defined). Uses in the same region or in nested
  regions of the defining one are the dominance checks of `verifier.py`.

Both run only when the parser saw uses before definitions or outer names visible in an
isolated region (`SourceMap.uses_before_definitions`); otherwise no use can break them.
"""

from __future__ import annotations

import re
from typing import Protocol

from mlir_ls.ir.core import BlockArgument, Operation, OpResult, Region, Value
from mlir_ls.ir.spec import is_isolated
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.span import Span
from mlir_ls.verify.dominance import dominance_note


class _Reporter(Protocol):
    diagnostics: list[Diagnostic]
    owners: list[Operation]

    def error(self, op: Operation, message: str, code: str = "") -> Diagnostic: ...

    def plain_error(self, op: Operation, message: str, code: str = "") -> Diagnostic: ...

    def span_of(self, op: Operation) -> Span: ...


_OPERAND = re.compile(r"operand #(\d+) does not dominate this use")


def _region_of(value: Value) -> Region | None:
    if isinstance(value, OpResult):
        block = value.op.parent
        return block.parent if block is not None else None
    if isinstance(value, BlockArgument):
        return value.block.parent
    return None  # an unresolved use (reported by the parser)


def verify_value_regions(top: Operation, ctx: _Reporter, dominance: bool = True) -> None:
    """Walk `top` keeping the chain of enclosing regions; check every operand's region.

    Upstream checks dominance once everything else verified, and stops at the first
    failure: with `dominance=False` (other findings exist) only isolation is reported;
    else the dominance findings follow those of isolation, when there are none.
    """
    late: list[tuple[Operation, int, Value]] = []
    depth_of: dict[Region, int] = {}  # the regions enclosing the op being checked
    isolated: list[tuple[int, Operation]] = []  # (depth of its first region, isolated op)
    #: users of outer values, by the innermost isolated op around them
    outside: dict[Operation, set[Operation]] = {}
    stack: list[tuple[int, Operation | Region]] = [(0, top)]
    while stack:
        action, item = stack.pop()
        if action == 1:  # enter a region
            assert isinstance(item, Region)
            depth = len(depth_of)
            depth_of[item] = depth
            if item.parent is not None and is_isolated(item.parent.spec):
                isolated.append((depth, item.parent))
            continue
        if action == 2:  # leave it
            assert isinstance(item, Region)
            del depth_of[item]
            if isolated and isolated[-1][1] is item.parent:
                isolated.pop()
            continue
        assert isinstance(item, Operation)
        if item.operands:
            _check_operands(item, depth_of, isolated, outside, late)
        for region in reversed(item.regions):
            stack.append((2, region))
            for block in reversed(region.blocks):
                stack.extend((0, op) for op in reversed(block.operations))
            stack.append((1, region))
    for holder, users in outside.items():
        user = _first_in_upstream_order(holder, users)
        diag = ctx.error(user, "using value defined outside the region", code="isolation")
        diag.with_note(ctx.span_of(holder), "required by region isolation constraints")
    if dominance and not outside:
        for user, number, value in late:
            if not _earlier_operand_reported(user, number, ctx):
                _not_dominating(user, number, value, ctx)


def _earlier_operand_reported(user: Operation, number: int, ctx: _Reporter) -> bool:
    """Whether the verifier's own dominance check reported an earlier operand of `user`.
    Its finding about a later operand is dropped instead (upstream reports the first
    failing operand only)."""
    span = ctx.span_of(user)
    for i, diag in enumerate(ctx.diagnostics):
        if diag.code == "dominance" and diag.span == span:
            m = _OPERAND.match(diag.message)
            if m is not None and int(m.group(1)) < number:
                return True
            del ctx.diagnostics[i]
            del ctx.owners[i]
            return False
    return False


def _check_operands(
    user: Operation,
    depth_of: dict[Region, int],
    isolated: list[tuple[int, Operation]],
    outside: dict[Operation, set[Operation]],
    late: list[tuple[Operation, int, Value]],
) -> None:
    for number, value in enumerate(user.operands):
        region = _region_of(value)
        if region is None:
            continue
        depth = depth_of.get(region)
        if depth is None:
            # Off the enclosing chain: verifyIsIsolatedFromAbove still asks whether the
            # innermost isolated region is an ancestor of the operand's region (another
            # function's value, bound by a forward reference, is outside it); else it is
            # a dominance finding (a sibling region's value).
            if isolated and _chain_depth(region, depth_of) < isolated[-1][0]:
                outside.setdefault(isolated[-1][1], set()).add(user)
            else:
                late.append((user, number, value))
            return
        if isolated and depth < isolated[-1][0]:
            outside.setdefault(isolated[-1][1], set()).add(user)
            return


def _chain_depth(region: Region, depth_of: dict[Region, int]) -> int:
    """The depth of the innermost region of the chain `depth_of` that encloses `region`
    (-1 when none does)."""
    current: Region | None = region
    while current is not None:
        depth = depth_of.get(current)
        if depth is not None:
            return depth
        op = current.parent
        block = op.parent if op is not None else None
        current = block.parent if block is not None else None
    return -1


def _first_in_upstream_order(holder: Operation, users: set[Operation]) -> Operation:
    """The user verifyIsIsolatedFromAbove finds first: each region's ops in order, the
    regions nested in them (not in isolated ops) afterwards, the last found first."""
    for region in holder.regions:
        pending = [region]
        while pending:
            for block in pending.pop().blocks:
                for op in block.operations:
                    if op in users:
                        return op
                    if op.regions and not is_isolated(op.spec):
                        pending.extend(op.regions)
    return next(iter(users))


def _not_dominating(user: Operation, number: int, value: Value, ctx: _Reporter) -> None:
    """diagnoseInvalidOperandDominance, for an operand of a region not enclosing the use."""
    diag = ctx.plain_error(user, f"operand #{number} does not dominate this use", code="dominance")
    at, text = dominance_note(user, value)
    if at is not None:
        diag.with_note(ctx.span_of(at), text)


def _isolated_scope(op: Operation | None) -> Operation | None:
    while op is not None and not (op.regions and is_isolated(op.spec)):
        op = op.parent_op
    return op


def drop_masked_dominance(ctx: _Reporter) -> None:
    """Dominance findings upstream never reaches: OperationVerifier checks the dominance
    of an isolated op's regions only after everything in it verified (verifyOpAndDominance),
    so a dominance finding is dropped when its isolated op (or one nested in it, or the op
    itself) has another finding. The findings' owners are the ops whose checks made them."""
    failed: set[Operation] = set()
    for diag, owner in zip(ctx.diagnostics, ctx.owners, strict=True):
        if diag.code == "dominance" or not diag.is_error:
            continue
        op: Operation | None = owner
        while op is not None:
            if op.regions and is_isolated(op.spec):
                if op in failed:
                    break
                failed.add(op)
            op = op.parent_op
    if not failed:
        return
    keep = [
        i
        for i, (diag, owner) in enumerate(zip(ctx.diagnostics, ctx.owners, strict=True))
        if diag.code != "dominance" or _isolated_scope(owner) not in failed
    ]
    if len(keep) != len(ctx.diagnostics):
        ctx.diagnostics[:] = [ctx.diagnostics[i] for i in keep]
        ctx.owners[:] = [ctx.owners[i] for i in keep]
