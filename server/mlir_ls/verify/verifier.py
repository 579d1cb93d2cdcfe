"""The IR verifier: every finding, with upstream's wording.

Checks, in one walk over the IR:
- op specs: operand/result/region/successor counts and segment sizes (generic form),
  required attributes (any form), HasParent, Terminator placement, required
  terminators, entry blocks without predecessors, op-specific hooks;
- dialect attributes: discardable `dialect.x` attributes of any op and the argument
  attributes of function-like ops, by their dialect's hooks;
- SSA dominance in SSACFG regions (registered ops without a graph-region kind);
- symbol tables: duplicate symbols (with a note at the first definition).

Diagnostics are located at the op's name, as upstream locates ops.
"""

from __future__ import annotations

from mlir_ls.dialects import default_registry
from mlir_ls.dialects.function_interface import symbol_name_of
from mlir_ls.ir.attributes import ArrayAttr, DictionaryAttr, StringAttr, SymbolRefAttr
from mlir_ls.ir.core import Block, BlockArgument, ForwardRef, Operation, OpResult, Region, Value
from mlir_ls.ir.source_map import SourceMap
from mlir_ls.ir.spec import (
    FUNCTION_OP,
    GRAPH_REGION,
    NO_TERMINATOR,
    SINGLE_BLOCK,
    SSACFG_REGIONS,
    SYMBOL,
    SYMBOL_TABLE,
    TERMINATOR,
    OpSpec,
    Registry,
)
from mlir_ls.text.diagnostics import Diagnostic, Severity
from mlir_ls.text.span import Span
from mlir_ls.verify.dominance import BlockDominance, dominance_note
from mlir_ls.verify.op_constraints import (
    verify_counts,
    verify_op_constraints,
    verify_required_attributes,
)
from mlir_ls.verify.value_regions import drop_masked_dominance, verify_value_regions

#: Ops whose regions are graph regions (RegionKindInterface) among the ones mlir-ls knows.
GRAPH_REGION_OPS = frozenset({"builtin.module"})


class Verifier:
    """Implements `VerifyContext` for op hooks, and runs the structural checks."""

    def __init__(self, source_map: SourceMap, registry: Registry | None = None) -> None:
        self.registry = registry or default_registry()
        self.diagnostics: list[Diagnostic] = []
        #: The op whose checks produced each diagnostic (parallel to `diagnostics`), so
        #: that incremental re-verification can replace the findings of one op.
        self.owners: list[Operation] = []
        #: Ops whose checks looked symbols up, with the root names they looked up: their
        #: findings depend on the ops defining (or no longer defining) those names.
        self.symbol_users: dict[Operation, set[str]] = {}
        self.current: Operation | None = None
        self._op_locations = source_map.operations
        self._op_spans: dict[Operation, Span] | None = None
        self._uses_before_definitions = source_map.uses_before_definitions
        self.value_spans: dict[Value, Span] = {}
        self._value_def_records = source_map.value_defs
        self._symbol_tables: dict[Operation, tuple[dict[str, Operation], list[_Redefinition]]] = {}
        self._op_index: dict[Operation, int] = {}
        #: Signatures (`Operation.signature`) of ops whose local checks found nothing.
        self._clean_signatures: set[object] = set()
        #: `_checks_only_itself` by spec identity (specs live as long as their registry).
        self._only_itself: dict[int, bool] = {}
        #: Signatures whose ops `_checks_only_itself` and were found clean once.
        self._self_contained_signatures: set[object] = set()
        #: Where in upstream's walk each finding (by `id`) would be made: `(phase, target)`
        #: with phase "entry" (op), "block-entry"/"block-exit" (block), "exit" (op, after
        #: its nested ops), "symbols" (the op's verifySymbolUses) or "dominance" (op whose
        #: region holds the use); read by `upstream_view` (what mlir-opt reports).
        self.phases: dict[int, tuple[str, object]] = {}
        self._phase: tuple[str, object] | None = None

    def read_records(self, source_map: SourceMap) -> None:
        """Take the spans of ops and value definitions from `source_map` from now on (a
        verifier whose checks run over the ops of several maps, keeping what it built of
        the ops themselves: symbol tables)."""
        self._op_locations = source_map.operations
        self._op_spans = None
        self.value_spans = {}
        self._value_def_records = source_map.value_defs
        self._uses_before_definitions = source_map.uses_before_definitions

    @property
    def op_spans(self) -> dict[Operation, Span]:
        """Name span of each op, built on the first finding (most verifications have none)."""
        if self._op_spans is None:
            self._op_spans = {loc.op: loc.name for loc in self._op_locations}
        return self._op_spans

    # ---- VerifyContext --------------------------------------------------------------------

    def span_of(self, op: Operation) -> Span:
        """The op's name, else its nearest located ancestor's (ops a hook built have none)."""
        span = self.op_spans.get(op)
        if span is not None:
            return span
        parent = op.parent_op
        while parent is not None:
            span = self.op_spans.get(parent)
            if span is not None:
                return span
            parent = parent.parent_op
        return Span(0, 0)

    def error(self, op: Operation, message: str, code: str = "verify") -> Diagnostic:
        return self._emit(
            Diagnostic(self.span_of(op), Severity.ERROR, f"'{op.name}' op {message}", code), op
        )

    def plain_error(self, op: Operation, message: str, code: str = "verify") -> Diagnostic:
        return self._emit(Diagnostic(self.span_of(op), Severity.ERROR, message, code), op)

    def note(self, diag: Diagnostic, at: Operation | Span, message: str) -> Diagnostic:
        """Attach a note at an op's name or at a span to a finding; returns the finding."""
        return diag.with_note(at if isinstance(at, Span) else self.span_of(at), message)

    def _emit(self, diag: Diagnostic, op: Operation) -> Diagnostic:
        self.diagnostics.append(diag)
        owner = self.current if self.current is not None else op
        self.owners.append(owner)
        if self._phase is not None:
            self.phases[id(diag)] = self._phase
        elif diag.code == "dominance" and self.current is not None:
            self.phases[id(diag)] = ("dominance", owner)
        return diag

    def symbol_table(self, table_op: Operation) -> dict[str, Operation]:
        """The symbols `table_op` defines, by name (the first definition of a name)."""
        return self._symbols_of(table_op)[0]

    def _symbols_of(self, table_op: Operation) -> tuple[dict[str, Operation], list[_Redefinition]]:
        """`symbol_table` and the redefinitions (name, op, first definition) in one walk of
        the table's ops (once per verifier: lookups and the table's own check share it)."""
        found = self._symbol_tables.get(table_op)
        if found is None:
            table: dict[str, Operation] = {}
            again: list[_Redefinition] = []
            for region in table_op.regions:
                for block in region.blocks:
                    for child in block.operations:
                        name = symbol_name_of(child)
                        if name is not None:
                            first = table.setdefault(name, child)
                            if first is not child:
                                again.append((name, child, first))
            found = self._symbol_tables[table_op] = (table, again)
        return found

    def lookup_symbol(self, user: Operation, ref: SymbolRefAttr) -> Operation | None:
        owner = self.current if self.current is not None else user
        self.symbol_users.setdefault(owner, set()).add(ref.root)
        if self._phase is None:
            # what follows a lookup is the op's verifySymbolUses (run after the walk)
            self._phase = ("symbols", owner)
        table_op = user.parent_op
        while table_op is not None and not _is_symbol_table(table_op):
            table_op = table_op.parent_op
        while table_op is not None:
            found = self.symbol_table(table_op).get(ref.root)
            if found is not None:
                for name in ref.nested:
                    if not _is_symbol_table(found):
                        return None
                    inner = self.symbol_table(found).get(name)
                    if inner is None or _visibility(inner) == "private":
                        return None
                    found = inner
                return found
            table_op = table_op.parent_op
            while table_op is not None and not _is_symbol_table(table_op):
                table_op = table_op.parent_op
        return None

    # ---- the walk -------------------------------------------------------------------------

    def verify(self, top: Operation, dominance: bool | None = None) -> list[Diagnostic]:
        """Verify `top` and the ops in it. `dominance`: whether dominance across regions
        is reported, when the caller knows better than these findings (the incremental
        analyzer verifies part of a chunk: nothing else may have failed elsewhere)."""
        self._verify_op(top)
        if self._uses_before_definitions:
            # isolation, then dominance across regions when nothing else failed
            clean = all(d.code == "dominance" for d in self.diagnostics if d.is_error)
            verify_value_regions(top, self, dominance=clean if dominance is None else dominance)
        drop_masked_dominance(self)
        return self.diagnostics

    def _verify_op(self, top: Operation) -> None:
        stack: list[Operation | _RegionTraits] = [top]
        done = self._self_contained_signatures
        while stack:
            op = stack.pop()
            if isinstance(op, _RegionTraits):
                op.verify(self)
                continue
            signature = op.signature
            if signature is not None:
                # A repeated one-line op (no regions) whose checks read nothing but the
                # op, and an op of its signature passed them: nothing new to find.
                if signature in done:
                    continue
                reported = len(self.diagnostics)
                self.verify_single(op)
                if len(self.diagnostics) == reported and self._checks_only_itself(op):
                    done.add(signature)
                continue
            before = len(self.diagnostics)
            self.verify_single(op)
            if has_region_checks(op):
                stack.append(_RegionTraits(op, len(self.diagnostics), before))
            for region in op.regions:
                for block in region.blocks:
                    stack.extend(reversed(block.operations))

    def _checks_only_itself(self, op: Operation) -> bool:
        """True when every check of `op` reads only the op, not where it is: its spec's
        (see `OpSpec.local_verify`; no parent, symbol or terminator rules) and no
        dialect attribute hooks (no `dialect.name` attributes)."""
        if any("." in name for name in op.attributes):
            return False
        spec = op.spec
        if spec is None:
            return True
        known = self._only_itself.get(id(spec))
        if known is None:
            traits = spec.traits
            known = self._only_itself[id(spec)] = (
                spec.local_verify
                and not spec.parents
                and SYMBOL not in traits
                and TERMINATOR not in traits
                and FUNCTION_OP not in traits
            )
        return known

    def verify_single(self, op: Operation) -> None:
        """The checks owned by `op` itself: its dialect attributes, its spec (if they
        hold, as upstream stops at a failing attribute), its symbol table, its regions."""
        self.current = op
        spec = op.spec
        reported = len(self.diagnostics)
        if op.attributes:
            self._verify_dialect_attributes(op)
        if spec is not None and len(self.diagnostics) == reported:
            self._verify_registered(op, spec)
        self._phase = None
        if _is_symbol_table(op):
            self._phase = ("exit", op)  # the SymbolTable trait's region check
            self._verify_symbol_table(op)
            self._phase = None
        for index, region in enumerate(op.regions):
            self._verify_region(op, spec, region, index)
        self.current = None

    def _verify_dialect_attributes(self, op: Operation) -> None:
        """Discardable `dialect.name` attributes, checked by their dialect when it has a hook."""
        for name, value in op.attributes.items():
            namespace, dot, _ = name.partition(".")
            if not dot or not self.registry.is_registered(namespace):
                continue
            dialect = self.registry.dialect(namespace)
            if dialect is not None and dialect.verify_op_attribute is not None:
                dialect.verify_op_attribute(op, name, value, self)

    def _newer_parent(self, spec: OpSpec, parent: Operation) -> bool:
        """An op imported from ODS inside an op of its own dialect that the imported `.td`
        does not define: a newer MLIR's op, whose parent lists (`HasParent`,
        `ParentOneOf`) may name it; not checked."""
        namespace = spec.name.partition(".")[0]
        if "OdsImported" not in spec.traits or parent.name.partition(".")[0] != namespace:
            return False
        dialect = self.registry.loaded(namespace)
        return dialect is not None and parent.name not in dialect.ops

    def _verify_registered(self, op: Operation, spec: OpSpec) -> None:
        if spec.parents:
            parent = op.parent_op
            if parent is None or (
                parent.name not in spec.parents and not self._newer_parent(spec, parent)
            ):
                if not verify_counts(op, spec, self):  # the count traits come first
                    return
                # HasParent<...>: the names as one quoted, comma-separated list
                names = ", ".join(spec.parents)
                self.error(
                    op,
                    f"expects parent op {'' if len(spec.parents) == 1 else 'to be one of '}"
                    f"'{names}'",
                )
                return
        parent_op = op.parent_op
        if (
            SYMBOL in spec.traits
            and parent_op is not None
            and parent_op.spec is not None
            and not _is_symbol_table(parent_op)
        ):
            # a failing trait (SymbolOpInterface's verifyTrait) stops the op's later checks
            self.error(op, "symbol's parent must have the SymbolTable trait")
            return
        if (
            TERMINATOR in spec.traits
            and op.parent is not None
            and op.parent.operations[-1] is not op
        ):
            self.error(op, "must be the last operation in the parent block")
            return
        if (spec.implicit_terminator is not None or SINGLE_BLOCK in spec.traits) and not (
            self._verify_single_block(op, spec)
        ):
            return
        reported = len(self.diagnostics)
        signature = op.signature
        if signature is None or not spec.local_verify:
            self._verify_spec(op, spec)
        elif signature not in self._clean_signatures:
            self._verify_spec(op, spec)
            if len(self.diagnostics) == reported:
                self._clean_signatures.add(signature)
        if FUNCTION_OP in spec.traits and len(self.diagnostics) == reported:
            self._verify_argument_attributes(op)

    def _verify_spec(self, op: Operation, spec: OpSpec) -> None:
        """ODS constraints and the op's own verifier (which runs only if they hold).

        Counts and segment sizes are right by construction in a custom form, but a
        custom form may leave a required attribute out (its format or parser leaves
        the attribute to the attribute dictionary): upstream checks those in any form.
        """
        if op.custom:
            if not verify_required_attributes(op, spec, self):
                return
        elif not verify_op_constraints(op, spec, self):
            return
        if spec.verify is not None:
            spec.verify(op, self)

    def _verify_single_block(self, op: Operation, spec: OpSpec) -> bool:
        """OpTrait::SingleBlock, a structural trait: verified before the ODS invariants (after
        the count traits: only with the op's regions all there)."""
        if len(op.regions) != len(spec.regions) or any(r.variadic for r in spec.regions):
            return True
        if not op.custom and not verify_counts(op, spec, self):
            return False  # the count traits come first
        for index, region in enumerate(op.regions):
            if len(region.blocks) > 1:
                self.error(op, f"expects region #{index} to have 0 or 1 blocks")
                return False
            if (
                region.blocks
                and not region.blocks[0].operations
                and NO_TERMINATOR not in spec.traits
            ):
                self.error(op, "expects a non-empty block")
                return False
        return True

    def _verify_implicit_terminator(self, op: Operation, terminator: str) -> bool:
        """OpTrait::SingleBlock and SingleBlockImplicitTerminator, before the op's verifier:
        at most one block per region, not empty, ending with the implied terminator."""
        for index, region in enumerate(op.regions):
            if not region.blocks:
                continue
            if len(region.blocks) > 1:
                self.error(op, f"expects region #{index} to have 0 or 1 blocks")
                return False
            block = region.blocks[0]
            if not block.operations:
                self.error(op, "expects a non-empty block")
                return False
            last = block.operations[-1]
            if last.name != terminator:
                diag = self.error(
                    op, f"expects regions to end with '{terminator}', found '{last.name}'"
                )
                self.note(
                    diag,
                    op,
                    f"in custom textual format, the absence of terminator implies '{terminator}'",
                )
                return False
        return True

    def _verify_argument_attributes(self, op: Operation) -> None:
        """FunctionOpInterface: each `dialect.x` argument attribute, by its dialect's hook.

        Runs after the op's own checks found nothing (these read `arg_attrs` by index,
        which the function op's checks keep consistent with its signature).
        """
        arrays = op.attr("arg_attrs")
        if not isinstance(arrays, ArrayAttr):
            return
        for index, entry in enumerate(arrays.elements):
            if not isinstance(entry, DictionaryAttr):
                continue
            for name, value in entry.entries.items():
                namespace, dot, _ = name.partition(".")
                if not dot or not self.registry.is_registered(namespace):
                    continue
                dialect = self.registry.dialect(namespace)
                if dialect is None or dialect.verify_region_arg_attribute is None:
                    continue
                reported = len(self.diagnostics)
                dialect.verify_region_arg_attribute(op, index, name, value, self)
                if len(self.diagnostics) != reported:
                    return  # upstream's verifier stops at the first failing attribute

    def _verify_region(
        self, op: Operation, spec: OpSpec | None, region: Region, index: int
    ) -> None:
        blocks = region.blocks
        if not blocks:
            return
        entry = blocks[0]
        for block in blocks:
            for succ_op in block.operations[-1:]:
                if entry in succ_op.successors:
                    self.plain_error(op, "entry block of region may not have predecessors")
                    break
        if spec is None:
            # unregistered ops: no terminator requirement, no order inside a block (upstream's
            # hasSSADominance), but the dominance between blocks; a known op read
            # tolerantly keeps its SSACFG regions' dominance
            if self._ssacfg_unchecked(op):
                self._verify_dominance(region)
            elif len(blocks) > 1:
                self._verify_dominance(region, ordered=False)
            return
        needs_terminator = NO_TERMINATOR not in spec.traits
        if needs_terminator:
            for block in blocks:
                last = block.operations[-1] if block.operations else None
                if last is None:
                    self._phase = ("block-entry", block)
                    self.plain_error(op, "empty block: expect at least a terminator")
                elif last.spec is not None and TERMINATOR not in last.spec.traits:
                    self._phase = ("block-exit", block)
                    self.plain_error(last, f"block with no terminator, has '{last.name}' operation")
                self._phase = None
        if GRAPH_REGION not in spec.traits and op.name not in GRAPH_REGION_OPS:
            self._verify_dominance(region)

    # ---- dominance ------------------------------------------------------------------------

    def _ssacfg_unchecked(self, op: Operation) -> bool:
        namespace = op.name.partition(".")[0]
        if not self.registry.is_registered(namespace):
            return False
        described = self.registry.lookup_op(op.name)
        return described is not None and SSACFG_REGIONS in described.traits

    def _index_of(self, op: Operation) -> int:
        index = self._op_index.get(op)
        if index is None:
            assert op.parent is not None
            for i, other in enumerate(op.parent.operations):
                self._op_index[other] = i
            index = self._op_index[op]
        return index

    def _verify_dominance(self, region: Region, ordered: bool = True) -> None:
        """Uses against definitions in `region`; `ordered=False` (an unregistered op's
        region, `hasSSADominance` false) checks only the dominance between blocks."""
        if len(region.blocks) == 1 and (not ordered or not self._uses_before_definitions):
            return  # every use follows its definition in one block (see SourceMap)
        dominance = BlockDominance(region) if len(region.blocks) > 1 else None
        for block in region.blocks:
            for user in block.operations:
                if user.operands:
                    self._check_operands(user, user, block, region, dominance, ordered)
                if user.regions and not (
                    user.spec is not None and "IsolatedFromAbove" in user.spec.traits
                ):
                    self._check_nested_uses(user, block, region, dominance, ordered)

    def _check_nested_uses(
        self,
        ancestor: Operation,
        block: Block,
        region: Region,
        dominance: BlockDominance | None,
        ordered: bool,
    ) -> None:
        for nested in ancestor.walk():
            if nested is ancestor:
                continue
            if nested.operands:
                self._check_operands(nested, ancestor, block, region, dominance, ordered)

    def _check_operands(
        self,
        user: Operation,
        ancestor: Operation,
        block: Block,
        region: Region,
        dominance: BlockDominance | None,
        ordered: bool = True,
    ) -> None:
        for number, value in enumerate(user.operands):
            if type(value) is ForwardRef:
                continue
            if isinstance(value, OpResult):
                def_block = value.op.parent
                if def_block is None or def_block.parent is not region:
                    continue  # defined in an enclosing or nested region: checked there
                if def_block is block:
                    if not ordered:
                        continue  # no SSA dominance inside a block of an unregistered op
                    if value.op is ancestor or self._index_of(value.op) >= self._index_of(ancestor):
                        self._dominance_error(user, number, value)
                elif dominance is not None and not dominance.dominates(def_block, block):
                    self._dominance_error(user, number, value)
            elif isinstance(value, BlockArgument):
                def_block = value.block
                if def_block.parent is not region or def_block is block:
                    continue
                if dominance is not None and not dominance.dominates(def_block, block):
                    self._dominance_error(user, number, value)

    def _dominance_error(self, user: Operation, number: int, value: Value) -> None:
        diag = self.plain_error(
            user, f"operand #{number} does not dominate this use", code="dominance"
        )
        at, text = dominance_note(user, value)
        span = self.op_spans.get(at) if at is not None else None
        if span is None:
            span = self._def_span(value)
        if span is not None:
            diag.with_note(span, text)

    def _def_span(self, value: Value) -> Span | None:
        if not self.value_spans:
            for start, end, v in self._value_def_records:
                self.value_spans[v] = Span(start, end)
        if isinstance(value, OpResult):
            return self.op_spans.get(value.op) or self.value_spans.get(value)
        return self.value_spans.get(value)

    # ---- symbol tables ------------------------------------------------------------------

    def _verify_symbol_table(self, op: Operation) -> None:
        """OpTrait::SymbolTable: each name defined once in the table's region."""
        for name, child, first in self._symbols_of(op)[1]:
            diag = self.plain_error(child, f"redefinition of symbol named '{name}'", code="symbol")
            self.note(diag, first, "see existing symbol definition here")


#: A symbol defined again in its table: (name, the op, its first definition).
_Redefinition = tuple[str, Operation, Operation]


def has_region_checks(op: Operation) -> bool:
    """Whether `op` has checks that run after the ops nested in it (`_RegionTraits`): a
    region verifier, or an implicit terminator to check in its regions."""
    spec = op.spec
    return spec is not None and (
        spec.verify_regions is not None
        or (bool(op.regions) and spec.implicit_terminator is not None)
    )


class _RegionTraits:
    """Region traits of an op (`verifyRegionTrait`: SingleBlockImplicitTerminator), checked
    on exit, after the ops nested in it, and only when those reported nothing, as
    upstream's verifier reports a nested op's failure first."""

    __slots__ = ("before", "op", "reported")

    def __init__(self, op: Operation, reported: int, before: int) -> None:
        self.op = op
        self.reported = reported
        #: Findings before the op's own checks (its verifyRegions needs those clean too).
        self.before = before

    def verify(self, verifier: Verifier) -> None:
        op, spec = self.op, self.op.spec
        if len(verifier.diagnostics) != self.reported or self.before != self.reported:
            return  # upstream stops at the op's own or a nested op's failure
        if spec is None:
            return
        verifier.current = op
        verifier._phase = ("exit", op)
        if spec.implicit_terminator is None or verifier._verify_implicit_terminator(
            op, spec.implicit_terminator
        ):
            if spec.verify_regions is not None:
                spec.verify_regions(op, verifier)  # the op's verifyRegions, after the traits
        verifier.current = None
        verifier._phase = None


def _is_symbol_table(op: Operation) -> bool:
    return (op.spec is not None and SYMBOL_TABLE in op.spec.traits) or op.name == "builtin.module"


def _visibility(op: Operation) -> str:
    attr = op.attr("sym_visibility")
    return attr.value if isinstance(attr, StringAttr) else "public"
