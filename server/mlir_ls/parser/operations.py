"""Operations, regions and blocks.

operation ::= op-result-list? (generic-operation | custom-operation) trailing-location?
op-result-list ::= op-result (`,` op-result)* `=`
op-result ::= value-id (`:` integer-literal)?
generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
                      dictionary-properties? region-list? dictionary-attribute? `:` function-type
custom-operation ::= bare-id custom-operation-format
region ::= `{` entry-block? block* `}`
block ::= block-label operation+
block-label ::= block-id block-arg-list? `:`
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mlir_ls.ir import types as ty
from mlir_ls.ir.attributes import (
    Attribute,
    DialectAttr,
    DictionaryAttr,
    LocationAttr,
    OpaqueLoc,
    SymbolRefAttr,
)
from mlir_ls.ir.core import Block, ForwardRef, Operation, OpResult, Region, Value
from mlir_ls.ir.source_map import OpLocation, SymbolUse
from mlir_ls.ir.spec import PLACEHOLDER, TERMINATOR, OpSpec, is_isolated
from mlir_ls.ir.types import ERROR_TYPE, Type
from mlir_ls.parser.attributes import AttributeParser
from mlir_ls.parser.base import ParseAbort, _new_span
from mlir_ls.parser.custom_memo import CustomLineEntry, LineShape, line_shape
from mlir_ls.parser.known_dialects import UPSTREAM_DIALECTS
from mlir_ls.parser.scopes import (
    ARGUMENT,
    FORGOTTEN,
    BlockScope,
    IsolatedScope,
    record_forward_use,
)
from mlir_ls.parser.undescribed import surely_different
from mlir_ls.syntax.lexer import (
    LINE_GAP,
    RESULTS_ONCE,
    SUFFIX_ID,
    SUFFIX_ID_ONCE,
    custom_line_shape,
    integer_value,
    unescape_string,
)
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.span import Span

_VALUE_ID = rf"%{SUFFIX_ID}(?:#[0-9]+)?"
# `(%a, %b#1)` with nothing else inside (the usual generic-form operand list).
_OPERAND_LIST = re.compile(rf"\([ \t]*((?:{_VALUE_ID}[ \t]*,[ \t]*)*{_VALUE_ID})?[ \t]*\)")
#: An integer type token (`i32`, `si8`, `ui16`): never an op name upstream.
_INTEGER_TYPE = re.compile(r"[su]?i[0-9]+")


def _is_integer_type(text: str) -> bool:
    """`_INTEGER_TYPE.fullmatch(text)` (a bare token: never empty)."""
    return text[0] in "isu" and _INTEGER_TYPE.fullmatch(text) is not None


_OPERAND_ITEM = re.compile(rf"%({SUFFIX_ID})(?:#([0-9]+))?")
_RESULT_ITEM = re.compile(rf"%({SUFFIX_ID})(?::([0-9]+))?")
_RESULT_ID = rf"%{SUFFIX_ID}(?::[0-9]+)?"
# A value use with possessive quantifiers (the line regexes run once per line: no
# backtracking into an id, a run of blanks or the rest of the line).
_VALUE_ID_ONCE = rf"%{SUFFIX_ID_ONCE}(?:#[0-9]++)?"
# A one-line generic op: results, quoted name, plain operand list, and the rest of the line.
_LINE = re.compile(
    rf"(?:{RESULTS_ONCE})?"
    r'(?P<name>"[^"\\\n]++")'
    rf"\((?P<operands>[ \t]*+(?:{_VALUE_ID_ONCE}(?:[ \t]*+,[ \t]*+{_VALUE_ID_ONCE})*+)?[ \t]*+)\)"
    r"(?P<tail>[^\n]*+)"
)

#: A properties dictionary without nested dictionaries, up to its `}` (followed by `>`):
#: its text is the memo key of its value, whatever follows on the line.
_PLAIN_PROPERTIES = re.compile(r'\{(?:[^{}"\n]|"(?:[^"\\\n]|\\.)*")*\}(?=>)')
#: A block argument list whose types are plainly spelled (see `TypeParser.plain_type`).
_PLAIN_TYPE = r"(?:[a-z][a-z0-9]*|(?:tensor|memref|vector)<(?:(?:[0-9]+|\?)x)*[a-z][a-z0-9]*>)"
_PLAIN_BLOCK_ARG = re.compile(rf"%({SUFFIX_ID})[ \t]*:[ \t]*({_PLAIN_TYPE})")
_PLAIN_BLOCK_ARGS = re.compile(
    rf"\([ \t]*({_PLAIN_BLOCK_ARG.pattern}(?:[ \t]*,[ \t]*{_PLAIN_BLOCK_ARG.pattern})*)?"
    r"[ \t]*\)[ \t]*:"
)
#: Whether repeated lines are built from the line memos (`_memo_line`, `custom_memo`);
#: tests turn them off to check that they change nothing.
LINE_MEMOS = True
#: What `_custom_memo_line` answers for a line that is no one-line custom op (the generic
#: memo may know it) and for a custom op's line whose shape the custom memo does not know
#: (the generic memo cannot: `_LINE` wants a quoted name); else the end of the line.
_NOT_CUSTOM = -1
_UNKNOWN_CUSTOM = -2

#: `loc(#alias)` ending a one-line op (debug-info dumps put one on every op); the alias
#: without a `.` (`_parse_location_body` reads those as aliases), then only white space.
_TRAILING_ALIAS_LOC = re.compile(
    r"loc\(#(?P<alias>[A-Za-z$_\-][A-Za-z0-9$_\-]*)\)(?P<rest>[ \t\r]*)"
)


def _trailing_alias_loc(src: str, body_start: int, loc_pos: int, end: int) -> re.Match[str] | None:
    """The `_TRAILING_ALIAS_LOC` match of `src[loc_pos:end]` when it is the whole rest of
    the line, after a blank, and `loc_pos` is the line's first `loc(` (else None)."""
    if loc_pos <= body_start or src[loc_pos - 1] not in " \t":
        return None
    return _TRAILING_ALIAS_LOC.fullmatch(src, loc_pos, end)


#: What ends a block's run of ops: `}` closes the region, `^` labels the next block.
_BLOCK_ENDS = ("}", "^")

_SYM_NAME = re.compile(r'\bsym_name\s*=\s*("(?:[^"\\\n]|\\.)*")')

UNREGISTERED_MESSAGE = (
    "operation being parsed with an unregistered dialect. If this is intended, please use "
    "-allow-unregistered-dialect with the MLIR tool used"
)

# Line-start keywords that continue an unknown op's custom syntax (`ins(...)` on its own
# line); any other bare word at the start of a line starts a new operation.
_CONTINUATION_WORDS = frozenset(
    {
        "ins",
        "outs",
        "to",
        "step",
        "iter_args",
        "else",
        "do",
        "attributes",
        "into",
        "at",
        "from",
        "by",
        "in",
        "on",
        "with",
        "inits",
        "indices",
        "reduction",
        "dimensions",
        "permutation",
        "output_shape",
        "sizes",
        "strides",
        "offsets",
        "padding_value",
        "inner_dims_pos",
        "inner_tiles",
        "outer_dims_perm",
        "dps_inputs",
        "shared_outs",
        "static_offsets",
        "static_sizes",
        "static_strides",
        "args",
        "steps",
        "lowerBound",
        "upperBound",
        "init",
        "body",
        "region",
        "kernel",
        "blocks",
        "threads",
        "workgroup",
        "private",
        "dynamic_shared_memory_size",
        "async",
        "collapse",
        "combiner",
        "cleanup",
        "if",
        "then",
        "alloc",
        "dealloc",
        "copy",
        "mapping",
        "layout",
        "encoding",
        "num_elements",
    }
)


# (`init=False` and an `__init__` of their own: compiled, a dataclass's generated
# `__init__` is interpreted, about 5x the cost of the class's own.)
@dataclass(slots=True, init=False)
class UnresolvedOperand:
    """`%name` or `%name#N` as written, before its type is known."""

    name: str
    number: int
    span: Span

    def __init__(self, name: str, number: int, span: Span) -> None:
        self.name = name
        self.number = number
        self.span = span


@dataclass(slots=True, init=False)
class Argument:
    """A region argument as written in a custom form: `%a : i32 {attrs} loc(...)`."""

    name: str
    span: Span
    type: Type
    attrs: dict[str, Attribute] | None
    location: LocationAttr | None

    def __init__(
        self,
        name: str,
        span: Span,
        type: Type,
        attrs: dict[str, Attribute] | None = None,
        location: LocationAttr | None = None,
    ) -> None:
        self.name = name
        self.span = span
        self.type = type
        self.attrs = attrs
        self.location = location


class OperationParser(AttributeParser):
    def init_operation_state(self) -> None:
        self.scopes: list[IsolatedScope] = [IsolatedScope()]
        self.block_scopes: list[BlockScope] = []
        self.default_dialects: list[str] = ["builtin"]
        self._type_memo: dict[str, Any] = {}
        self._line_memo: dict[str, Any] = {}
        #: Operands the op being parsed has read (name, number, start, end), for recovery.
        self._pending_operands: list[tuple[str, int, int, int]] = []
        #: The op each active `parse_operation` is building (None before it exists).
        self._op_stack: list[Operation | None] = []
        #: Offsets of the `{` of the regions being parsed (a guard against recovery loops).
        self._open_regions: set[int] = set()
        self._tail_start = -1
        #: Shapes of one-line custom ops (`custom_memo`) -> what their first parse built.
        self._custom_memo: dict[str, CustomLineEntry] = {}
        #: `registry.lookup_op` by an op's full name, for this parse (a custom op's name is
        #: looked up once per distinct name, not once per op the slow path reads).
        self._op_specs: dict[str, OpSpec | None] = {}
        #: The last `_LINE` match the line memo did not take (the slow path reuses it).
        self._missed_line: re.Match[str] | None = None
        #: Where the last run of memoized lines stopped: a line neither memo knows.
        self._memo_stopped = -1
        #: Where the text of the line after the last custom line the memo took starts.
        self._next_line = -1
        #: The last line a memo took was a custom-form one (`_parse_memoized_lines`).
        self._custom_first = False
        #: The shape the custom line memo did not know last: (where its code ends, the
        #: default dialect, the shape).
        self._missed_shape: tuple[int, str, LineShape] | None = None
        #: Diagnostics emitted before the first recovery (`ParseResult.recovered_at`).
        self.recovered_at: int | None = None
        #: Generic op names (as spelled, with quotes) already checked against the registry,
        #: with their unquoted name and spec.
        self._generic_names: dict[str, tuple[str, OpSpec | None]] = {}
        self._attr_memo: dict[str, Any] = {}
        self._attr_dict_memo: dict[str, Any] = {}
        self._dict_memo: dict[str, Any] | None = {} if LINE_MEMOS else None
        #: Names of the registered ops whose custom parse hooks are running (innermost last).
        self.custom_ops: list[str] = []
        #: The name spans of the custom ops whose parse hooks run (innermost last).
        self.custom_name_spans: list[Span] = []
        #: The registered op whose custom parse failed last (recovery parses its body).
        self.failed_spec: OpSpec | None = None
        #: Placeholders that a later definition resolved (for the verifier's region checks).
        self.resolved: dict[Value, Value] = {}
        #: An IsolatedFromAbove region was opened while outer names were visible.
        self.outer_names_seen = False
        #: Values a tolerant parse found in an op header that the op's next region defines.
        self.pending_implicit_args: list[tuple[str, Span, Type]] = []

    # ---- operations ------------------------------------------------------------------------

    def parse_operation(
        self, block: Block, line: re.Match[str] | None = None, memo: bool = True
    ) -> Operation | None:
        """operation ::= op-result-list? (generic-operation | custom-operation) trailing-location?

        `line` is a `_LINE` match at the current token whose results, name and operands
        are taken from it (the line memo did not know its tail); `memo=False` skips the
        line memo, which the caller has tried.
        """
        kind = self.kind
        if LINE_MEMOS and memo and line is None and (kind == "percent" or kind == "string"):
            fast = self._parse_memoized_generic_line(block)
            if fast is not None:
                return fast
        op_start = self.start
        n_diags = len(self.diagnostics)
        n_alias = len(self.source_map.alias_uses)
        n_symbol = len(self.source_map.symbol_uses)
        n_deferred = self.deferred_loc_uses
        n_uses = len(self.source_map.value_uses)
        n_symbol_defs = len(self.source_map.symbol_defs)
        self._pending_operands.clear()
        self._tail_start = -1
        results: list[tuple[str, int, Span]] = []
        if line is not None:
            results = self._results_of_line(line)
        elif self.kind == "percent":
            while True:
                if self.kind != "percent":
                    raise self.fail_token("expected valid ssa identifier")
                span = self.span
                name = self.text[1:]
                self.advance()
                count = 1
                if self.kind == ":":
                    self.advance()
                    if self.kind != "integer":
                        raise self.fail_token("expected integer number of results")
                    count = integer_value(self.text)
                    if not 1 <= count < 2**64:  # upstream reads a uint64
                        raise self.fail("expected named operation to have at least 1 result")
                    self.advance()
                results.append((name, count, span))
                if not self.consume_if(","):
                    break
            if not self.consume_if("="):
                raise self.fail_token("expected '=' after SSA name")
        name_span = self.span if line is None else Span(line.start("name"), line.end("name"))
        context = self.default_dialects[-1]
        self._op_stack.append(None)
        try:
            if line is not None or self.kind == "string":
                # not through a custom op's OpAsmParser: its errors carry no prefix
                self.custom_ops.append("")
                try:
                    op = self.parse_generic_operation(line)
                finally:
                    self.custom_ops.pop()
            elif self.kind == "bare" and not _is_integer_type(self.text):
                op = self.parse_custom_operation(results)
            else:  # `i32` is an integer type token upstream, not a keyword
                raise self.fail_token("expected operation name in quotes")
            loc = self.parse_optional_trailing_location()
            if loc is not None:
                op.location = loc
        except ParseAbort:
            self._record_pending_uses(n_uses)
            self._keep_broken_operation(block, results, name_span, op_start)
            raise
        finally:
            self._op_stack.pop()
        self._bind_results(op, results, name_span)
        block.append(op)
        self.source_map.operations.append(
            OpLocation(op, name_span[0], name_span[1], op_start, self.prev_end)
        )
        if not op.custom and op.attr("sym_name") is not None:
            self._record_generic_symbol(op, op_start, self.prev_end)
        if self._tail_start >= 0:
            self._remember_generic_tail(op, n_diags, n_alias, n_symbol, n_deferred)
        elif (
            op.custom
            and len(self.diagnostics) == n_diags
            and self.deferred_loc_uses - n_deferred <= 1  # 1: a trailing `loc(#alias)`
        ):
            self._remember_custom_line(
                op,
                op_start,
                name_span,
                context,
                n_alias,
                n_symbol,
                n_uses,
                n_symbol_defs,
                self.deferred_loc_uses - n_deferred,
            )
        return op

    # ---- the line memo for custom-form ops (see `custom_memo`) --------------------------------

    def _remember_custom_line(
        self,
        op: Operation,
        op_start: int,
        name_span: Span,
        context: str,
        n_alias: int,
        n_symbol: int,
        n_uses: int,
        n_symbol_defs: int,
        n_deferred: int = 0,
    ) -> None:
        """Record a clean one-line custom op under its line's shape.

        A trailing `loc(#alias)` is left out of the shape (`_trailing_alias_loc`): the
        replay resolves it as `parse_optional_trailing_location` would. `n_deferred` is
        how many location alias uses the op's parse deferred (the trailing one at most).
        """
        if op.regions or op.successors:
            return
        src = self.src
        end = self.prev_end
        line_start = src.rfind("\n", 0, op_start) + 1
        newline = src.find("\n", end)
        if newline == -1:
            newline = len(src)
        if src[line_start:op_start].strip() or src[end:newline].strip():
            return
        body_start = name_span.start
        code_end = newline
        alias_uses = self.source_map.alias_uses[n_alias:]
        loc_pos = src.find("loc(", body_start, newline)
        trailing = None
        if loc_pos != -1:
            trailing = _trailing_alias_loc(src, body_start, loc_pos, newline)
            if trailing is None or trailing.start("rest") != end:
                return  # other locations (or one not at the op's end): always parsed
            if not self._is_trailing_location(op, trailing, n_deferred):
                return
            code_end = loc_pos
            hash_start = trailing.start("alias") - 1
            alias_uses = [use for use in alias_uses if use[0] != hash_start]
        elif n_deferred:
            return
        missed = self._missed_shape
        if (
            missed is not None
            and missed[2].start == body_start
            and missed[0] == code_end
            and missed[1] == context
        ):
            shape = missed[2]  # the memo's lookup of this line, in the same context
        else:
            shape = line_shape(src, body_start, code_end, context)
            if trailing is not None:
                shape.key += "\0loc" + src[trailing.end() : newline]
        uses = self.source_map.value_uses[n_uses:]
        operands = op.operands
        masked = shape.uses
        if len(uses) != len(masked) or len(operands) != len(uses):
            return
        order = {use[0]: i for i, use in enumerate(masked)}
        operand_uses: list[int] = []
        for (start, use_end, value), operand in zip(uses, operands, strict=True):
            index = order.get(start)
            if index is None or masked[index][1] != use_end or value is not operand:
                return
            if type(value) is ForwardRef:
                return
            operand_uses.append(index)
        to_key = shape.to_key
        self._custom_memo[shape.key] = entry = CustomLineEntry(
            op.name,
            op.spec,
            op.properties,
            dict(op.attributes),
            None if trailing is not None else op.location,
            [r.type for r in op.results],
            [(index, v.type) for index, v in zip(operand_uses, operands, strict=True)],
            max(operand_uses, default=-1) + 1,
            (to_key(name_span.start), to_key(name_span.end)),
            newline - end,
            [(to_key(s), to_key(e), n) for s, e, n in alias_uses],
            [
                (u.attr, [(to_key(sp.start), to_key(sp.end)) for sp in u.spans])
                for u in self.source_map.symbol_uses[n_symbol:]
            ],
            [(to_key(s), to_key(e)) for s, e, _op in self.source_map.symbol_defs[n_symbol_defs:]],
            object(),
        )
        # the ops the entry builds are this one's equals (`Operation.signature`): checked
        # and printed once with them
        op.signature = entry.signature

    def _is_trailing_location(self, op: Operation, trailing: re.Match[str], deferred: int) -> bool:
        """Whether the op's location is the `loc(#alias)` of `trailing` (and nothing else
        deferred an alias): the memo entry then leaves the location to the replay."""
        name = trailing.group("alias")
        if deferred == 1:
            spans = self.deferred_loc_aliases.get(name)
            at = Span(trailing.start("alias") - 1, trailing.end("alias"))
            return spans is not None and spans[-1] == at
        alias = self.attr_aliases.get(name)
        return isinstance(alias, LocationAttr) and op.location is alias

    def _custom_memo_line(self, block: Block, pos: int) -> int:
        """A one-line custom op whose shape was seen before: the end of its line, else
        `_UNKNOWN_CUSTOM` or `_NOT_CUSTOM`."""
        src = self.src
        context = self.default_dialects[-1]
        found = custom_line_shape(src, pos, context)
        if found is None:
            return _NOT_CUSTOM  # no op name, or a region opens: never recorded (`_remember_custom_line`)
        key, masked, body_start, line_end, results_end, several, loc_pos, next_line = found
        trailing = None
        location: Attribute | None = None
        if key is None or masked is None:
            # only a trailing `loc(#alias)` is left to the replay (see `_remember_custom_line`)
            trailing = _trailing_alias_loc(src, body_start, loc_pos, line_end)
            if trailing is None:
                return _UNKNOWN_CUSTOM
            location = self.attr_aliases.get(trailing.group("alias"))
            if location is not None and not isinstance(location, LocationAttr):
                return _UNKNOWN_CUSTOM  # the slow path reports it
            found_shape = line_shape(src, body_start, loc_pos, context)
            key = found_shape.key + "\0loc" + src[trailing.end() : line_end]
            masked = found_shape.uses
        entry = self._custom_memo.get(key)
        if entry is None:
            # the op's parse may record the line: the shape is ready (`_remember_custom_line`)
            code_end = line_end if trailing is None else loc_pos
            self._missed_shape = (code_end, context, LineShape(key, masked, body_start))
            return _UNKNOWN_CUSTOM  # a custom line (its body starts with an op name): not generic
        result_types = entry.result_types
        results: list[tuple[str, int, Span]] | None = None
        if results_end < 0:
            pass
        elif several:
            # the result groups run from `pos` to `results_end` (custom_line_shape)
            results = self._results_of_line_if_valid(pos, results_end, len(result_types))
            if results is None:
                return _UNKNOWN_CUSTOM
        elif len(result_types) != 1:
            return _UNKNOWN_CUSTOM
        if entry.uses_needed > len(masked):
            return _UNKNOWN_CUSTOM  # a shape the memo did not see (`%` without a name)
        scope = self.scopes[-1]
        visible = scope.values
        operands: list[Value] = []
        uses: list[tuple[int, int, Value]] = []
        for index, expected in entry.operands:
            use_start, use_end, name, number = masked[index]
            group = visible.get(name)
            if not group:  # unknown, or a zero-result op's name: the slow path reports it
                return _UNKNOWN_CUSTOM
            if number is None:
                value = group[0]
            else:
                position = int(number)
                if position >= len(group):
                    return _UNKNOWN_CUSTOM
                value = group[position]
            if value.type is not expected and value.type != expected:
                return _UNKNOWN_CUSTOM
            operands.append(value)
            uses.append((use_start, use_end, value))
        op = Operation(entry.name)
        op.spec = entry.spec
        op.custom = True
        op.signature = entry.signature
        op.properties = entry.properties
        if entry.attributes:
            op.attributes = dict(entry.attributes)
        op.location = entry.location
        op.operands = operands
        source_map = self.source_map
        source_map.value_uses.extend(uses)
        name_start, name_end = entry.name_range
        shape: LineShape | None = None
        if masked and masked[0][0] - body_start < name_end:
            shape = LineShape(key, masked, body_start)
            name_start, name_end = shape.to_source(name_start), shape.to_source(name_end)
        else:
            name_start += body_start
            name_end += body_start
        if results is not None:
            op.results = [OpResult(op, i, t) for i, t in enumerate(result_types)]
            self._bind_results(op, results, Span(name_start, name_end))
        elif results_end >= 0:
            name = src[pos + 1 : results_end]
            if name in visible or scope.forward or scope.quiet:
                self._define_single_result(op, name, result_types[0], pos, results_end)
            else:  # `_define_single_result` of a new name, inline (most lines)
                result = OpResult(op, 0, result_types[0], name)
                op.results = [result]
                visible[name] = [result]
                scope.def_spans[name] = (pos, results_end)
                scope.defs_per_region[-1].append(name)
                source_map.value_defs.append((pos, results_end, result))
        elif result_types:
            op.results = [OpResult(op, i, t) for i, t in enumerate(result_types)]
        op.parent = block
        block.operations.append(op)
        source_map.operations.append(
            OpLocation(op, name_start, name_end, pos, line_end - entry.end_before_line_end)
        )
        if entry.alias_uses or entry.symbol_uses or entry.symbol_defs:
            if shape is None:
                shape = LineShape(key, masked, body_start)
            self._replay_custom_line_records(op, shape, entry)
        if trailing is not None:
            self._replay_trailing_location(op, trailing, location)
        self._next_line = next_line
        return line_end

    def _replay_trailing_location(
        self, op: Operation, trailing: re.Match[str], alias: Attribute | None
    ) -> None:
        """`loc(#alias)` after a replayed op, as `_parse_location_body` reads it."""
        name = trailing.group("alias")
        start = trailing.start("alias") - 1
        end = trailing.end("alias")
        self.source_map.alias_uses.append((start, end, "#" + name))
        if alias is None:
            self.deferred_loc_aliases.setdefault(name, []).append(Span(start, end))
            self.deferred_loc_uses += 1
            op.location = OpaqueLoc(DialectAttr(name, "", None))
        else:
            op.location = alias  # type: ignore[assignment]  # checked by the caller

    def _replay_custom_line_records(
        self, op: Operation, shape: LineShape, entry: CustomLineEntry
    ) -> None:
        """The alias, symbol and symbol-definition ranges of a replayed custom line."""
        to_source = shape.to_source
        source_map = self.source_map
        source_map.alias_uses.extend(
            (to_source(s), to_source(e), n) for s, e, n in entry.alias_uses
        )
        for attr, spans in entry.symbol_uses:
            source_map.symbol_uses.append(
                SymbolUse(attr, [Span(to_source(a), to_source(b)) for a, b in spans], None)
            )
        for s, e in entry.symbol_defs:
            source_map.symbol_defs.append((to_source(s), to_source(e), op))

    def _results_of_line_if_valid(
        self, start: int, end: int, wanted: int
    ) -> list[tuple[str, int, Span]] | None:
        """The result groups in `[start, end)` when they bind exactly `wanted` values."""
        results = _line_results(self.src, start, end)
        if any(count < 1 for _, count, _ in results):
            return None
        return results if sum(count for _, count, _ in results) == wanted else None

    def _define_single_result(
        self, op: Operation, name: str, result_type: Type, start: int, end: int
    ) -> None:
        """`%name = ...` binding the op's one result: `define_values` for the common case."""
        result = OpResult(op, 0, result_type, name)
        op.results = [result]
        scope = self.scopes[-1]
        values = scope.values
        if name in values or scope.forward:
            self.define_values(name, [result], Span(start, end))
        elif scope.quiet:
            self._bind_new_name(scope, name, [result], start, end)
        else:  # `_bind_new_name` of one value
            values[name] = [result]
            scope.def_spans[name] = (start, end)
            scope.defs_per_region[-1].append(name)
            self.source_map.value_defs.append((start, end, result))

    # ---- the line memo for generic ops -------------------------------------------------------

    def _remember_generic_tail(
        self, op: Operation, n_diags: int, n_alias: int, n_symbol: int, n_deferred: int
    ) -> None:
        """Memoize what follows the operand list of a one-line generic op (see `_LINE`)."""
        tail_start = self._tail_start
        self._tail_start = -1
        if op.regions or op.successors or len(self.diagnostics) != n_diags:
            return
        if self.deferred_loc_uses != n_deferred:
            return
        src = self.src
        end = self.prev_end
        newline = src.find("\n", end)
        if newline == -1:
            newline = len(src)
        if src[end:newline].strip():
            return
        source_map = self.source_map
        self._line_memo[src[tail_start:newline]] = (
            op.attr("sym_name") is not None,
            op.properties,
            op.attributes,
            [v.type for v in op.operands],
            [r.type for r in op.results],
            op.location,
            end - tail_start,
            [(s - tail_start, e - tail_start, n) for s, e, n in source_map.alias_uses[n_alias:]],
            [
                (u.attr, [(sp.start - tail_start, sp.end - tail_start) for sp in u.spans])
                for u in source_map.symbol_uses[n_symbol:]
            ],
            {},  # quoted op name -> the signature of the ops this line memo builds
        )

    def _parse_memoized_generic_line(self, block: Block) -> Operation | None:
        """A whole one-line generic op through the line memo (see `_memo_line`), else None."""
        end = self._memo_line(block, self.start)
        if end < 0:
            return None
        self.reset(end)
        return block.operations[-1]

    def _parse_memoized_lines(self, block: Block, pos: int) -> int:
        """The run of one-line generic ops from `pos` that the line memo knows.

        Returns the end of the last one (the cursor is not moved), or -1 when the
        line at `pos` is not one. Lines in a run are found without the lexer.
        """
        src = self.src
        end = -1
        # A file is mostly in one form: the memo of the form of the last line taken (or of
        # a custom line neither memo knew) is tried first (a line is either generic or
        # custom, so the order changes nothing but the time).
        custom_first = self._custom_first
        try:
            while True:
                if custom_first:
                    line_end = self._custom_memo_line(block, pos)
                    if line_end != _NOT_CUSTOM:
                        self._missed_line = None  # as `_memo_line` leaves it on a custom line
                    else:
                        line_end = self._memo_line(block, pos)
                        custom_first = line_end < 0
                else:
                    line_end = self._memo_line(block, pos)
                    if line_end < 0 and self._missed_line is None:
                        line_end = self._custom_memo_line(block, pos)
                        custom_first = line_end != _NOT_CUSTOM  # a custom line
                if line_end < 0:
                    # neither memo knows this line: the block loop parses it (and does
                    # not ask the memos again, `parse_block_body`)
                    self._memo_stopped = pos
                    return end
                end = line_end
                if custom_first:  # a custom line: `_custom_memo_line` found the next one
                    pos = self._next_line
                    if pos < 0:
                        return end
                else:
                    gap = LINE_GAP.match(src, end)
                    if gap is None:
                        return end
                    pos = gap.end()
                if src.startswith(_BLOCK_ENDS, pos):
                    return end
        finally:
            self._custom_first = custom_first

    def _memo_line(self, block: Block, pos: int) -> int:
        """A whole generic op in one regex match when its tail was seen before.

        Returns the end of the op's line text (the cursor is not moved), or -1.

        Generic-form dumps repeat the same `<{props}> {attrs} : type loc(...)` tails;
        only the results, the name and the operands differ from line to line. Lines
        this path does not take (counts that disagree, unknown names) go the slow
        way, which reports what is wrong.
        """
        src = self.src
        line_end = src.find("\n", pos)
        if src.find('"', pos, len(src) if line_end < 0 else line_end) < 0:
            self._missed_line = None  # no quoted name on the line (a custom op's): no match
            return -1
        m = _LINE.match(src, pos)
        self._missed_line = m  # until the memo takes it
        if m is None:
            return -1
        tail_start, line_end = m.span("tail")
        entry = self._line_memo.get(src[tail_start:line_end])
        if entry is None:
            return -1
        known = self._generic_names.get(m.group("name"))
        if known is None:
            return -1
        input_types, result_types = entry[3], entry[4]
        operands_start, operands_end = m.span("operands")
        if src.count("%", operands_start, operands_end) != len(input_types):
            return -1
        results_text = m.group("results")
        groups: list[tuple[str, int, Span]] | None = None  # None: one plain `%name =`
        if results_text is not None and ("," in results_text or ":" in results_text):
            groups = self._results_of_line_if_valid(
                m.start("results"), m.end("results"), len(result_types)
            )
            if groups is None:
                return -1  # the slow path reports it
        elif results_text is not None and len(result_types) != 1:
            return -1
        name, spec = known
        op = Operation(name)
        op.spec = spec
        op.signature = _signature(entry[9], m.group("name"))
        op.properties = entry[1]
        if entry[2]:
            op.attributes = dict(entry[2])
        op.location = entry[5]
        if input_types:
            scope = self.scopes[-1]
            try:
                if scope.forward or not self._resolve_defined_operands(
                    op, scope.values, operands_start, operands_end, input_types
                ):
                    self._resolve_line_operands(op, m, operands_start, operands_end, input_types)
            except ParseAbort:
                # the slow path read the tail before it failed: its alias and symbol uses
                self._replay_tail_uses(tail_start, entry)
                self._keep_broken_line(m, block, op, groups)
                raise
        if results_text is not None and groups is None:
            self._define_single_result(op, results_text[1:], result_types[0], pos, m.end("results"))
        elif result_types:
            op.results = [OpResult(op, i, t) for i, t in enumerate(result_types)]
            if groups:
                self._bind_results(op, groups, Span(m.start("name"), m.end("name")))
        self._finish_memoized_line(op, block, m, tail_start, entry)
        self._missed_line = None
        return line_end

    def _results_of_line(self, m: re.Match[str]) -> list[tuple[str, int, Span]]:
        """op-result-list of a `_LINE` match: (name, count, span of `%name`) per result."""
        results: list[tuple[str, int, Span]] = []
        if m.group("results") is not None:
            for item in _RESULT_ITEM.finditer(self.src, m.start("results"), m.end("results")):
                count = int(item.group(2) or 1)
                if not 1 <= count < 2**64:  # upstream reads a uint64
                    raise self.fail(
                        "expected named operation to have at least 1 result",
                        Span(item.start(2), item.end(2)),
                    )
                results.append((item.group(1), count, Span(item.start(), item.end(1))))
        return results

    def _resolve_defined_operands(
        self,
        op: Operation,
        visible: dict[str, list[Value]],
        start: int,
        end: int,
        types: list[Type],
    ) -> bool:
        """`resolve_value` for operands that are all defined single values of the right
        types (the common case); False, having recorded nothing, for anything else."""
        operands: list[Value] = []
        uses: list[tuple[int, int, Value]] = []
        for item, expected in zip(
            _OPERAND_ITEM.finditer(self.src, start, end), types, strict=False
        ):
            name, number = item.groups()
            group = visible.get(name)
            if not group:  # unknown, or a zero-result op's name: the slow path reports it
                return False
            if number is None:
                value = group[0]
            else:
                index = int(number)
                if index >= len(group):
                    return False
                value = group[index]
            if value.type is not expected and value.type != expected:
                return False
            operands.append(value)
            use_start, use_end = item.span()
            uses.append((use_start, use_end, value))
        op.operands = operands
        self.source_map.value_uses.extend(uses)
        return True

    def _resolve_line_operands(
        self, op: Operation, m: re.Match[str], start: int, end: int, types: list[Type]
    ) -> None:
        resolve = self.resolve_value
        op.operands = [
            resolve(item.group(1), int(item.group(2) or 0), item.start(), item.end(), t)
            for item, t in zip(_OPERAND_ITEM.finditer(self.src, start, end), types, strict=True)
        ]
        if any(v.type is not t and v.type != t for v, t in zip(op.operands, types, strict=True)):
            # another type that does not conflict (an undescribed dialect's): the op differs
            # from the line's other ops (`Operation.signature`)
            op.signature = None

    def _keep_broken_line(
        self,
        m: re.Match[str],
        block: Block,
        op: Operation,
        results: list[tuple[str, int, Span]] | None = None,
    ) -> None:
        """After an operand error on the memo path: keep the op as `parse_operation` would."""
        if results is None:
            results = _line_results(self.src, m.start("results"), m.end("results"))
        # after the line, as the slow path is when it resolves the operands (the op's range
        # ends there)
        self.reset(m.end())
        self._op_stack.append(op)
        try:
            self._keep_broken_operation(
                block, results, Span(m.start("name"), m.end("name")), m.start()
            )
        finally:
            self._op_stack.pop()

    def _finish_memoized_line(
        self,
        op: Operation,
        block: Block,
        m: re.Match[str],
        tail_start: int,
        entry: tuple[Any, ...],
    ) -> None:
        """Append `op`, its location, and replay the tail's alias and symbol uses."""
        has_symbol, length = entry[0], entry[6]
        source_map = self.source_map
        self._replay_tail_uses(tail_start, entry)
        op.parent = block
        block.operations.append(op)
        end = tail_start + length
        name_start, name_end = m.span("name")
        op_start = m.start()
        source_map.operations.append(OpLocation(op, name_start, name_end, op_start, end))
        if has_symbol:
            self._record_generic_symbol(op, op_start, end)

    def _replay_tail_uses(self, tail_start: int, entry: tuple[Any, ...]) -> None:
        """The alias and symbol uses of a memoized line's tail, at `tail_start`."""
        alias_rel, symbol_rel = entry[7], entry[8]
        source_map = self.source_map
        if alias_rel:
            source_map.alias_uses.extend(
                (s + tail_start, e + tail_start, n) for s, e, n in alias_rel
            )
        if symbol_rel:
            for attr, spans in symbol_rel:
                source_map.symbol_uses.append(
                    SymbolUse(attr, [Span(a + tail_start, b + tail_start) for a, b in spans], None)
                )

    def _record_generic_symbol(self, op: Operation, start: int, end: int) -> None:
        """The symbol definition of a generic-form op: the `sym_name = "..."` string."""
        found = _SYM_NAME.search(self.src, start, end)
        if found is not None:
            self.source_map.symbol_defs.append((found.start(1), found.end(1), op))

    def _record_pending_uses(self, n_uses: int) -> None:
        """After an error, record the uses of operands the broken op had parsed but not resolved."""
        recorded = {start for start, _end, _v in self.source_map.value_uses[n_uses:]}
        for name, number, start, end in self._pending_operands:
            if start in recorded:
                continue
            try:
                self.resolve_value(name, number, start, end, None)
            except ParseAbort:
                self.diagnostics.pop()
        self._pending_operands.clear()

    def begin_operation(self, op: Operation) -> Operation:
        """Note the op being built, so that it is kept (unverified) if its parse fails."""
        if self._op_stack:
            self._op_stack[-1] = op
        return op

    def _keep_broken_operation(
        self, block: Block, results: list[tuple[str, int, Span]], name_span: Span, op_start: int
    ) -> None:
        """Keep what a failed parse built as an unregistered op, its results defined.

        The block then still has its last op (no "empty block" or "no terminator"
        cascade), the results still resolve (no "undeclared" cascade), and the
        parts that parsed (operands, regions) stay navigable.
        """
        op = self._op_stack[-1]
        if op is None:
            op = Operation(self._name_at(name_span))
        op.spec = None
        op.results = []
        self.pad_error_results(op, sum(count for _, count, _ in results))
        scope = self.scopes[-1]
        index = 0
        for name, count, span in results:
            group: list[Value] = list(op.results[index : index + count])
            index += count
            if name not in scope.values:
                self.define_values(name, group, span)
        block.append(op)
        end = max(self.start, name_span.end)
        self.source_map.operations.append(OpLocation(op, name_span[0], name_span[1], op_start, end))

    def _name_at(self, span: Span) -> str:
        text = self.src[span.start : span.end]
        if text.startswith('"'):
            return unescape_string(text) or "<<error>>"
        return text if text and (text[0].isalpha() or text[0] == "_") else "<<error>>"

    def pad_error_results(self, op: Operation, count: int) -> None:
        """Give `op` results of the error type up to the `count` its line binds (as many as
        the text can name: `values_to_build`)."""
        built = self.values_to_build(count)
        while len(op.results) < built:
            op.add_result(ERROR_TYPE)

    def _bind_results(
        self, op: Operation, results: list[tuple[str, int, Span]], name_span: Span
    ) -> None:
        if not results:
            return
        if len(results) == 1 and len(op.results) == 1:
            name, count, span = results[0]
            if count == 1 and self.result_counts.get(op, 1) == 1:
                # one name for one result (most ops): no count to check, no group to slice
                result = op.results[0]
                result.name = name
                self.define_values(name, [result], span)
                return
        wanted = sum(count for _, count, _ in results)
        have = self.result_counts.get(op, len(op.results))
        if have == 0:
            self.error("cannot name an operation with no results", results[0][2])
            # the names stand for values of an error type: their uses report nothing more
            self.pad_error_results(op, wanted)
        elif wanted != have and len(op.results) != self.values_to_build(wanted):  # (built for it)
            self.error(
                f"operation defines {have} results but was provided {wanted} to bind", name_span
            )
            self.pad_error_results(op, wanted)
        index = 0
        for name, count, span in results:
            group: list[Value] = list(op.results[index : index + count])
            for i, value in enumerate(group):
                value.name = name if count == 1 else f"{name}#{i}"
            self.define_values(name, group, span)
            index += count

    def parse_generic_operation(self, line: re.Match[str] | None = None) -> Operation:
        """generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
        dictionary-properties? region-list? dictionary-attribute? `:` function-type

        With `line` (a `_LINE` match), the name and operands come from the match."""
        if line is None:
            text = self.text
            name_span = self.span
        else:
            text = line.group("name")
            name_span = Span(line.start("name"), line.end("name"))
        known = self._generic_names.get(text)
        if known is None:
            name = unescape_string(text)
            if not name:
                raise self.fail("empty operation name is invalid")
            reported = len(self.diagnostics)
            spec = self._check_generic_name(name, name_span)
            if len(self.diagnostics) == reported:  # names with a finding are checked each time
                self._generic_names[text] = (name, spec)
        else:
            name, spec = known
        op = self.begin_operation(Operation(name))
        op.spec = spec
        # value-use-list: the hottest loop of generic-form dumps, matched by one regex
        # when it is plain (no comments or line breaks), else token by token.
        operands: list[tuple[str, int, int, int]] = []
        src = self.src
        if line is not None:
            operands = [
                (name, int(number or 0), *m.span())
                for m in _OPERAND_ITEM.finditer(src, line.start("operands"), line.end("operands"))
                for name, number in (m.groups(),)
            ]
            self.reset(line.end("operands") + 1)
            plain = None
        else:
            self.advance()
            if self.kind != "(":
                raise self.fail_token("expected '(' to start operand list")
            plain = _OPERAND_LIST.match(src, self.start)
        if line is not None:
            pass
        elif plain is not None:
            if plain.group(1) is not None:
                operands = [
                    (m.group(1), int(m.group(2) or 0), m.start(), m.end())
                    for m in _OPERAND_ITEM.finditer(src, plain.start(1), plain.end(1))
                ]
            self.reset(plain.end())
        else:
            self.advance()
            if self.kind != ")":
                while True:
                    if self.kind != "percent":
                        raise self.fail_token("expected SSA operand")
                    start = self.start
                    name_text = src[start + 1 : self.end]
                    self.advance()
                    number = 0
                    if self.kind == "hash" and self.start == self.prev_end:
                        digits = src[self.start + 1 : self.end]
                        if not digits.isdigit():
                            raise self.fail("invalid SSA value result number")
                        number = int(digits)
                        self.advance()
                    operands.append((name_text, number, start, self.prev_end))
                    self._pending_operands.append(operands[-1])
                    if self.kind != ",":
                        break
                    self.advance()
            if self.kind != ")":
                raise self.fail_token("expected ')' to end operand list")
            self.advance()
        tail_start = self.prev_end
        if self.kind == "[":
            traits = spec.traits if spec is not None else (TERMINATOR,)
            if TERMINATOR not in traits and PLACEHOLDER not in traits:
                raise self.fail("successors in non-terminator")  # mightHaveTrait<IsTerminator>
            self.advance()
            if self.kind == "]":  # parseCommaSeparatedListUntil(..., allowEmptyList=false)
                raise self.fail_token("expected list element")
            while True:
                op.add_successor(self.parse_successor())
                if self.kind == "(":
                    self._parse_successor_operands_generic(op)
                if not self.consume_if(","):
                    break
            self.expect("]", "expected ']' to end successor list")
        if self.kind == "<":
            self.advance()
            plain = _PLAIN_PROPERTIES.match(src, self.start)
            props = self.memoized(
                self._attr_memo, self.parse_attribute, plain.end() if plain else -1
            )
            op.properties = props
            self.expect(">", "expected '>' to close properties")
        if self.kind == "(":
            self.advance()
            while True:
                region = op.add_region()
                self.parse_region(region, None, is_isolated(spec))
                if not self.consume_if(","):
                    break
            self.expect(")", "expected ')' to end region list")
        if self.kind == "{":
            op.attributes = dict(self.memoized(self._attr_dict_memo, self.parse_attr_dict))
        if self.kind != ":":
            raise self.fail_token("expected ':' followed by operation type")
        self.advance()
        type_span = self.span
        fn = self.memoized(self._type_memo, self.parse_type)
        if not isinstance(fn, ty.FunctionType):
            raise self.fail("expected function type", type_span)
        if len(fn.inputs) != len(operands):
            raise self.fail(
                f"expected {len(operands)} operand type{'' if len(operands) == 1 else 's'} but had {len(fn.inputs)}",
                type_span,
            )
        if operands:
            resolve = self.resolve_value
            op.operands = [
                resolve(o_name, number, start, end, t)
                for (o_name, number, start, end), t in zip(operands, fn.inputs, strict=True)
            ]
        if fn.results:
            op.results = [OpResult(op, i, t) for i, t in enumerate(fn.results)]
        self._tail_start = tail_start
        return op

    def _parse_successor_operands_generic(self, op: Operation) -> None:
        self.advance()
        names = self.parse_operand_list_no_parens() if self.kind != ":" else []
        types: list[Type] = []
        if self.consume_if(":"):
            types = self.parse_type_list_no_parens()
        self.expect(")", "expected ')'")
        op.operands.extend(self.resolve_operands(names, types))

    def _check_generic_name(self, name: str, span: Span) -> OpSpec | None:
        spec = self.registry.lookup_op(name)
        if spec is not None:
            return spec
        dialect = name.split(".", 1)[0] if "." in name else ""
        if dialect and self.registry.is_registered(dialect):
            self.error(
                f"unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations",
                span,
            )
        elif dialect not in UPSTREAM_DIALECTS and not self.options.allow_unregistered:
            self.error(UNREGISTERED_MESSAGE, span, code="unregistered-dialect")
        return None

    def parse_custom_operation(self, results: list[tuple[str, int, Span]]) -> Operation:
        """custom-operation ::= bare-id custom-operation-format"""
        name_span = self.span
        written = self.text
        full = written
        named = "." in written
        if not named:
            default = self.default_dialects[-1]
            if default:
                full = f"{default}.{written}"
                named = True
        spec: OpSpec | None = None
        if named:
            specs = self._op_specs
            if full in specs:
                spec = specs[full]
            else:
                spec = specs[full] = self.registry.lookup_op(full)
        if spec is None:
            bound = self.values_to_build(sum(count for _, count, _ in results))
            return self.parse_unknown_custom_operation(written, full, name_span, bound)
        self.advance()
        op = self.begin_operation(Operation(spec.name))
        op.spec = spec
        op.custom = True
        if spec.parse is None:
            raise self.fail(
                f"custom op '{written}' has no custom assembly form",
                name_span,
            )
        self._run_parse_hook(spec, op, name_span)
        return op

    def _run_parse_hook(self, spec: OpSpec, op: Operation, name_span: Span) -> None:
        assert spec.parse is not None
        self.default_dialects.append(spec.default_dialect or "")
        self.custom_ops.append(spec.name)
        self.custom_name_spans.append(name_span)
        try:
            spec.parse(self, op)
        except ParseAbort:
            self.failed_spec = spec
            raise
        finally:
            self.default_dialects.pop()
            self.custom_ops.pop()
            self.custom_name_spans.pop()

    def custom_error(self, message: str, span: Span | None = None) -> ParseAbort:
        """An error from a custom parse hook, prefixed as upstream's OpAsmParser::emitError does."""
        prefix = (
            f"custom op '{self.custom_ops[-1]}' " if self.custom_ops and self.custom_ops[-1] else ""
        )
        return self.fail(prefix + message, span)

    def count_mismatch(self, operands: int, types: int, span: Span) -> ParseAbort:
        """OpAsmParser::resolveOperands: the operand and type lists differ in length."""
        return self.custom_error(
            f"number of operands and types do not match: got {operands} operands and {types} types",
            span,
        )

    def parse_unknown_custom_operation(
        self, written: str, full: str, span: Span, num_results: int
    ) -> Operation:
        """A custom-form op with no description: see `parser/tolerant.py`."""
        raise NotImplementedError

    # ---- tolerant parse of unknown custom syntax (the rest is in parser/tolerant.py) -------

    def _tolerant_alias_or_dialect(self) -> None:
        ident = self.text[1:]
        has_body = self.end < len(self.src) and self.src[self.end] == "<"
        table: dict[str, object] = self.attr_aliases if self.kind == "hash" else self.type_aliases  # type: ignore[assignment]
        if not has_body and "." not in ident and ident in table:
            self.source_map.alias_uses.append((self.start, self.end, self.text))
            self.advance()
            return
        if has_body:
            try:
                if self.kind == "hash":
                    self.parse_attribute()
                else:
                    self.parse_type()
                return
            except ParseAbort:
                # Unknown syntax is not checked: drop the diagnostic and skip the body.
                self.diagnostics.pop()
        self.advance()

    def _brace_opens_region(self) -> bool:
        nxt_kind = self.peek_kind()
        if nxt_kind in ("caret", "}", "string"):
            return nxt_kind != "}" or "\n" in self.src[self.end : self.src.find("}", self.end) + 1]
        nl = self.src.find("\n", self.end)
        rest = self.src[self.end : nl if nl != -1 else len(self.src)].strip()
        if not rest or rest.startswith("//"):
            return True
        if nxt_kind == "percent":
            return True
        return (
            nxt_kind == "bare"
            and "." in rest.split(" ", 1)[0]
            and "=" not in rest.split(" ", 2)[1:2]
        )

    def _starts_new_op_line(self) -> bool:
        kind = self.kind
        if kind in ("caret", "}", "string", "{-#"):
            return True
        if kind == "percent":
            return self.peek_kind() in ("=", ",", ":")
        if kind == "bare":
            return self.text not in _CONTINUATION_WORDS
        if kind in ("hash", "exclaim"):
            return self.peek_kind() == "="
        return False

    # ---- operands and values -----------------------------------------------------------------

    def parse_operand(self) -> UnresolvedOperand:
        """ssa-use ::= value-id (`#` decimal-literal)?"""
        if self.kind != "percent":
            raise self.fail_token("expected SSA operand")
        name = self.text[1:]
        start = self.start
        self.advance()
        number = 0
        if self.kind == "hash" and self.start == self.prev_end:
            digits = self.text[1:]
            if not digits.isdigit():
                raise self.fail("invalid SSA value result number")
            number = int(digits)
            self.advance()
        self._pending_operands.append((name, number, start, self.prev_end))
        return UnresolvedOperand(name, number, _new_span(Span, (start, self.prev_end)))

    def parse_optional_operand(self) -> UnresolvedOperand | None:
        return self.parse_operand() if self.kind == "percent" else None

    def parse_operand_list_no_parens(self) -> list[UnresolvedOperand]:
        operands = [self.parse_operand()]
        while self.consume_if(","):
            operands.append(self.parse_operand())
        return operands

    def parse_operand_list(
        self, delimiter: str = "", allow_empty: bool = True
    ) -> list[UnresolvedOperand]:
        """ssa-use-list with an optional `(`/`[` delimiter."""
        close = {"(": ")", "[": "]", "": ""}[delimiter]
        if delimiter:
            self.expect(delimiter, f"expected '{delimiter}' in operand list")
            if self.consume_if(close):
                return []
        elif self.kind != "percent":
            return []
        operands = self.parse_operand_list_no_parens()
        if delimiter:
            self.expect(close, f"expected '{close}' in operand list")
        return operands

    def resolve_operands(
        self,
        operands: list[UnresolvedOperand],
        types: Sequence[Type],
        span: Span | None = None,
    ) -> list[Value]:
        if len(types) != len(operands):
            if len(types) == 1 and operands:
                types = list(types) * len(operands)
            else:
                raise self.fail(
                    f"{len(operands)} operands present, but expected {len(types)}",
                    span if span is not None else (operands[0].span if operands else self.span),
                )
        return [
            self.resolve_value(o.name, o.number, o.span.start, o.span.end, t)
            for o, t in zip(operands, types, strict=True)
        ]

    def resolve_operand(self, operand: UnresolvedOperand, type: Type | None) -> Value:
        return self.resolve_value(
            operand.name, operand.number, operand.span.start, operand.span.end, type
        )

    def resolve_value(
        self, name: str, number: int, start: int, end: int, type: Type | None
    ) -> Value:
        """The value `%name#number` in scope (or a placeholder), recording the use at [start, end)."""
        scope = self.scopes[-1]
        group = scope.values.get(name)
        if group is not None:
            if number >= len(group):
                raise self.fail("reference to invalid result number", Span(start, end))
            value = group[number]
            value_type = value.type
            if type is not None and value_type is not type and value_type != type:
                if (
                    not value_type.is_error
                    and not type.is_error
                    and surely_different(type, value_type, self.registry)
                ):
                    diag = self.error(
                        f"use of value '%{name}' expects different type than prior uses: "
                        f"'{type}' vs '{value_type}'",
                        Span(start, end),
                    )
                    def_span = scope.def_spans.get(name)
                    if def_span is not None:
                        diag.with_note(Span(*def_span), "prior use here")
                    # upstream's use resolution fails: the op is not built (no verifier cascade)
                    self.source_map.value_uses.append((start, end, value))
                    raise ParseAbort(diag.message)
            self.source_map.value_uses.append((start, end, value))
            return value
        key = (name, number)
        if not scope.quiet:  # the file's scope: other top-level ops may share the name
            record_forward_use(self.source_map, name, number, start, end, type)
        ref = scope.forward.get(key)
        if ref is None:
            ref = ForwardRef(type or ERROR_TYPE, name)
            scope.forward[key] = ref
            scope.forward_uses[key] = Span(start, end)
        elif (
            type is not None
            and ref.type != type
            and not ref.type.is_error
            and not type.is_error
            and surely_different(type, ref.type, self.registry)
        ):
            diag = self.error(
                f"use of value '%{name}' expects different type than prior uses: '{type}' vs '{ref.type}'",
                Span(start, end),
            )
            diag.with_note(scope.forward_uses[key], "prior use here")
            self.source_map.value_uses.append((start, end, ref))
            raise ParseAbort(diag.message)
        elif ref.type.is_error and type is not None:
            ref.type = type
        self.source_map.value_uses.append((start, end, ref))
        return ref

    def define_values(self, name: str, values: list[Value], span: Span) -> None:
        """Bind `%name` (a group for `%name:N`) in the current scope."""
        scope = self.scopes[-1]
        if name in scope.values:
            diag = self.error(f"redefinition of SSA value '%{name}'", span)
            prev = scope.def_spans.get(name)
            if prev is not None:
                diag.with_note(Span(*prev), "previously defined here")
            return
        if scope.forward:
            for number, value in enumerate(values):
                ref = scope.forward.pop((name, number), None)
                if ref is None:
                    continue
                use_span = scope.forward_uses.pop((name, number))
                if ref.type != value.type and not ref.type.is_error and not value.type.is_error:
                    shown = f"%{name}#{number}"
                    self.error(
                        f"definition of SSA value '{shown}' has type '{value.type}'", span
                    ).with_note(use_span, f"previously used here with type '{ref.type}'")
                self.resolved[ref] = value
        self._bind_new_name(scope, name, values, span.start, span.end)

    def _bind_new_name(
        self, scope: IsolatedScope, name: str, values: list[Value], start: int, end: int
    ) -> None:
        """Make `%name` (not bound yet, nothing pending for it) name `values`."""
        if scope.quiet:
            self._forget_outer_uses(name, len(values), start, end)
        scope.values[name] = values
        scope.def_spans[name] = (start, end)
        scope.defs_per_region[-1].append(name)
        defs = self.source_map.value_defs
        for value in values:
            defs.append((start, end, value))
        if len(values) > 1:
            self.source_map.value_groups.append((start, end, values))

    def _forget_outer_uses(self, name: str, count: int, start: int, end: int) -> None:
        """A region parsed while recovering defines `%name`: earlier uses of it are not
        reported as undeclared (upstream stopped at the error; had it gone on, this
        definition would have resolved them)."""
        for number in range(count):
            record_forward_use(self.source_map, name, number, start, end, None, FORGOTTEN)
        for scope in self.scopes[:-1]:
            for number in range(count):
                if scope.forward.pop((name, number), None) is not None:
                    scope.forward_uses.pop((name, number), None)

    # ---- regions and blocks ------------------------------------------------------------------

    def push_scope(self, isolated: bool) -> None:
        """OperationParser::pushSSANameScope: a region opens a nested name scope.

        Upstream's parser isolates names only for `enableNameShadowing` regions, which no
        op mlir-ls describes uses: an IsolatedFromAbove region sees the names around it
        (and a use there of an outer value is the verifier's "using value defined outside
        the region"), so `isolated` only notes an isolated region opened while outer names
        are visible (`SourceMap.uses_before_definitions`: the verifier's region checks run).
        """
        scope = self.scopes[-1]
        if isolated and scope.values:
            self.outer_names_seen = True
        scope.defs_per_region.append([])

    def pop_scope(self) -> None:
        """OperationParser::popSSANameScope: the names the region defined go out of scope;
        its uses before a definition stay pending (a later definition anywhere in the
        file resolves them; `report_forward_refs` reports the rest at the end)."""
        scope = self.scopes[-1]
        names = scope.defs_per_region.pop()
        values = scope.values
        if len(names) == len(values):
            # The region's names are distinct and visible (a redefinition is not bound),
            # so they are all the visible names (a function's body, most often).
            values.clear()
            scope.def_spans.clear()
        else:
            for name in names:
                values.pop(name, None)
                scope.def_spans.pop(name, None)
        if not scope.defs_per_region:
            # a recovery scope (`IsolatedScope(quiet=True)`) ends
            self.scopes.pop()
            if self.scopes and scope.forward:
                self._resolve_from_enclosing_scope(scope)
            self.report_forward_refs(scope)

    def _resolve_from_enclosing_scope(self, scope: IsolatedScope) -> None:
        """Uses inside a region parsed while recovering (a scope of its own) of values
        defined around it: bound to them, so the IR stays connected for navigation."""
        outer = self.scopes[-1]
        for key in list(scope.forward):
            name, number = key
            group = outer.values.get(name)
            if group is None or number >= len(group):
                continue
            ref = scope.forward.pop(key)
            scope.forward_uses.pop(key)
            self.resolved[ref] = group[number]

    def report_forward_refs(self, scope: IsolatedScope) -> None:
        if scope.quiet:
            scope.forward.clear()
            scope.forward_uses.clear()
            return
        for _key, span in sorted(scope.forward_uses.items(), key=lambda kv: kv[1].start):
            self.error("use of undeclared SSA value name", span, code="undefined-value")
        scope.forward.clear()
        scope.forward_uses.clear()

    def parse_region(
        self, region: Region, entry_args: list[Argument] | None, isolated: bool
    ) -> None:
        """region ::= `{` entry-block? block* `}`"""
        open_span = self.span
        if open_span.start in self._open_regions:
            # A recovery path came back to a region it is already inside: stop the loop.
            raise self.fail("cannot parse this region: its text was read twice (parser recovery)")
        if entry_args and entry_args[0].name and self.kind == "{":
            # before the `{`, so that recovery reads the body as a region
            self._check_entry_argument_names(entry_args)
        self.expect("{", "expected '{' to begin a region")
        self._open_regions.add(open_span.start)
        self.nest()
        self.push_scope(isolated)
        blocks = BlockScope()
        self.block_scopes.append(blocks)
        try:
            implicit = self.pending_implicit_args
            self.pending_implicit_args = []
            entry: Block | None = None
            if entry_args or implicit:
                entry = region.add_block()
                for arg in entry_args or ():
                    value = entry.add_argument(arg.type, arg.name)
                    value.location = arg.location
                    self.define_values(arg.name, [value], arg.span)
                for name, span, arg_type in implicit:
                    self.define_values(name, [entry.add_argument(arg_type, name)], span)
            if self.kind == "}":
                if entry is None and entry_args is not None:
                    entry = region.add_block()
            else:
                if self.kind != "caret":
                    if entry is None:
                        entry = region.add_block()
                    self.parse_block_body(entry)
                elif entry_args:
                    raise self.fail("invalid block name in region with named arguments")
                while self.kind == "caret":
                    self.parse_labelled_block(region, blocks)
            if self.kind != "}":
                # Upstream reads on for another operation (`}` or an op name would do).
                raise self.fail_token("expected operation name in quotes")
            self.source_map.regions.append(_new_span(Span, (open_span.start, self.end)))
            self.advance()
        finally:
            self.nesting -= 1
            self._open_regions.discard(open_span.start)
            self._close_block_scope(region, blocks)
            self.block_scopes.pop()
            self.pop_scope()

    def _check_entry_argument_names(self, entry_args: list[Argument]) -> None:
        """OperationParser::parseRegionBody with named entry arguments: no argument reuses
        a name visible or used before (upstream's `getReferenceLoc`: a definition in scope
        or a pending use, anywhere above)."""
        scope = self.scopes[-1]
        diag: Diagnostic | None = None
        for arg in entry_args:
            if not arg.name:
                continue
            key = (arg.name, 0)
            if arg.name in scope.values:
                previous: tuple[int, int] | Span | None = scope.def_spans.get(arg.name)
            elif key in scope.forward:
                # the earlier use meant this argument: it is not also "undeclared"
                previous = scope.forward_uses.pop(key)
                del scope.forward[key]
                if not scope.quiet:
                    record_forward_use(self.source_map, arg.name, 0, *arg.span, None, ARGUMENT)
            else:
                continue
            if diag is None:  # upstream stops at the first
                diag = self.error(
                    f"region entry argument '%{arg.name}' is already in use", arg.span
                )
                if previous is not None:
                    diag.with_note(Span(*previous), "previously referenced here")
        if diag is not None:
            raise ParseAbort(diag.message)

    def _close_block_scope(self, region: Region, blocks: BlockScope) -> None:
        if not blocks.first_use:
            return
        for label, span in sorted(blocks.first_use.items(), key=lambda kv: kv[1].start):
            if label not in blocks.defined:
                self.error("reference to an undefined block", span, code="undefined-block")

    def parse_labelled_block(self, region: Region, blocks: BlockScope) -> None:
        """block ::= block-label operation+ ; block-label ::= block-id block-arg-list? `:`"""
        span = self.span
        label = self.text[1:]
        self.advance()
        block = blocks.blocks.get(label)
        if label in blocks.defined:
            self.error(f"redefinition of block '^{label}'", span).with_note(
                blocks.defined[label], "previously defined here"
            )
            block = Block(region, label)
        elif block is None:
            block = Block(region, label)
            blocks.blocks[label] = block
        block.parent = region
        region.blocks.append(block)
        blocks.defined.setdefault(label, span)
        self.source_map.block_defs.append((span.start, span.end, block))
        if self.kind == "(" and self._parse_plain_block_arguments(block):
            self.parse_block_body(block)
            return
        try:
            if self.consume_if("("):
                if self.kind != ")":
                    while True:
                        arg = self.parse_argument(
                            True, "expected SSA operand", "expected ':' and type for SSA operand"
                        )
                        value = block.add_argument(arg.type, arg.name)
                        value.location = arg.location
                        self.define_values(arg.name, [value], arg.span)
                        if not self.consume_if(","):
                            break
                self.expect(")", "expected ')'")
            self.expect(":", "expected ':' after block name")
        except ParseAbort:
            self.recover_to_op_boundary()
        self.parse_block_body(block)

    def _parse_plain_block_arguments(self, block: Block) -> bool:
        """`(%a: i32, %b: tensor<4xf32>):` in one match when every type was seen before.

        Returns False, having consumed nothing, for anything else (locations,
        attributes, other types, errors): `parse_labelled_block` then reads it.
        """
        src = self.src
        m = _PLAIN_BLOCK_ARGS.match(src, self.start)
        if m is None:
            return False
        plain_type = self.plain_type
        args: list[tuple[str, Span, Type]] = []
        if m.group(1) is not None:
            for item in _PLAIN_BLOCK_ARG.finditer(src, m.start(1), m.end(1)):
                arg_type = plain_type(item.group(2))
                if arg_type is None:
                    return False
                args.append((item.group(1), _new_span(Span, (item.start(), item.end(1))), arg_type))
        for name, span, arg_type in args:
            self.define_values(name, [block.add_argument(arg_type, name)], span)
        self.reset(m.end())
        return True

    def parse_argument(
        self,
        require_type: bool = True,
        message: str = "expected SSA identifier",
        colon: str = "expected ':'",
    ) -> Argument:
        """value-id `:` type attr-dict? trailing-location? (OpAsmParser::parseArgument: its
        `parseColonType` says "expected ':'"; a block label's list says more, `colon`)."""
        if self.kind != "percent":
            raise self.fail_token(message)
        span = self.span
        name = self.text[1:]
        self.advance()
        if self.kind == "hash" and self.start == self.prev_end and colon == "expected ':'":
            raise self.fail("result number not allowed in argument list")
        arg_type: Type = ERROR_TYPE
        if require_type or self.kind == ":":
            self.expect(":", colon)
            arg_type = self.parse_type()
        attrs = self.parse_optional_attr_dict()
        loc = self.parse_optional_trailing_location()
        return Argument(name, span, arg_type, attrs, loc)

    def parse_block_body(self, block: Block) -> None:
        """operation* up to the next block label, `}` or end of input; recovers after errors."""
        while True:
            kind = self.kind
            if kind == "}" or kind == "caret" or kind == "eof":
                return
            before = self.start
            try:
                end = -1
                missed = self._missed_line
                if (
                    LINE_MEMOS
                    and (kind == "percent" or kind == "string" or kind == "bare")
                    and before != self._memo_stopped
                    and (missed is None or missed.start() != before)
                ):
                    end = self._parse_memoized_lines(block, before)
                    missed = self._missed_line
                if end >= 0:
                    self.reset(end)
                elif missed is not None and missed.start() == before:
                    self._missed_line = None
                    self.parse_operation(block, missed)
                else:
                    self.parse_operation(block, memo=False)
            except ParseAbort:
                self.recover_to_op_boundary()
            self.guard(before)

    def parse_successor(self) -> Block:
        """successor ::= caret-id"""
        if self.kind != "caret":
            raise self.fail_token("expected block name")
        span = self.span
        label = self.text[1:]
        self.advance()
        if not self.block_scopes:
            # the top level is a block of upstream's implicit module: no label is defined
            self.error("reference to an undefined block", span, code="undefined-block")
            return Block(None, label)
        blocks = self.block_scopes[-1]
        block = blocks.blocks.get(label)
        if block is None:
            block = Block(None, label)
            blocks.blocks[label] = block
        if label not in blocks.defined:
            blocks.first_use.setdefault(label, span)
        self.source_map.block_uses.append((span.start, span.end, block))
        return block

    def parse_successor_and_operands(self, op: Operation) -> Block:
        """successor ::= caret-id (`(` ssa-use-and-type-list `)`)?; operands go to `op.operands`."""
        block = self.parse_successor()
        if self.consume_if("("):
            names = self.parse_operand_list_no_parens()
            self.expect(":", "expected ':'")
            types = self.parse_type_list_no_parens()
            self.expect(")", "expected ')'")
            op.operands.extend(self.resolve_operands(names, types))
        return block

    # ---- recovery ----------------------------------------------------------------------------

    def recover_to_op_boundary(self) -> None:
        """Skip to where the next operation, block label or `}` of this region starts.

        A `{` that ends a line is parsed as a region (so the body of an op with a
        broken header still gives diagnostics and navigation); a `}` that starts
        a line ends the skip, as do tokens that start a new operation at the
        start of a line.
        """
        if self.recovered_at is None:
            self.recovered_at = len(self.diagnostics)
        try:
            self._skip_to_op_boundary()
        finally:
            self.failed_spec = None

    def _skip_to_op_boundary(self) -> None:
        first = True
        depth = 0
        # A `}` on the line of the error closes a bracket of the broken op (its
        # attribute dictionary); one that starts a line closes the enclosing region.
        error_line_end = self.src.find("\n", self.start)
        if error_line_end == -1:
            error_line_end = len(self.src)
        while self.kind != "eof":
            line_start = self.at_line_start()
            if line_start:
                depth = 0
            if not first and line_start and self._starts_new_op_line():
                return
            if (
                self.kind == "}"
                and depth == 0
                and (line_start or (not first and self.start > error_line_end))
            ):
                return
            if self.kind == "{" and depth == 0 and self._brace_opens_region():
                holder = Operation("<<error>>")
                failed = self.failed_spec
                self.default_dialects.append(
                    failed.default_dialect or "" if failed is not None else ""
                )
                self.scopes.append(IsolatedScope(quiet=True))
                try:
                    self.parse_region(holder.add_region(), None, False)
                except ParseAbort:
                    pass
                finally:
                    self.scopes.pop()
                    self.default_dialects.pop()
                first = False
                continue
            if self.kind in ("(", "[", "{"):
                depth += 1
            elif self.kind in (")", "]", "}"):
                depth = max(0, depth - 1)
            first = False
            self.advance()

    # ---- helpers for custom parse hooks ----------------------------------------------------

    def parse_symbol_name(self, op: Operation, attr: str = "sym_name") -> str:
        """symbol-name ::= `@` (bare-id | string-literal); records the definition."""
        if self.kind != "at":
            # OpAsmParser::parseSymbolName: the op's prefix, at the current token
            raise self.custom_error("expected valid '@'-identifier for symbol name", self.span)
        self.check_symbol_start()
        span = self.span
        body = self.text[1:]
        name = unescape_string(body) if body.startswith('"') else body
        self.advance()
        from mlir_ls.ir.attributes import StringAttr

        op.attributes[attr] = StringAttr(name)
        self.source_map.symbol_defs.append((span.start, span.end, op))
        return name

    def parse_optional_attr_dict_with_keyword(self, op: Operation) -> None:
        """(`attributes` attr-dict)?"""
        if self.consume_keyword("attributes"):
            op.attributes.update(self.parse_attr_dict())

    def parse_optional_attr_dict_into(self, op: Operation) -> None:
        if self.kind == "{":
            op.attributes.update(self.parse_attr_dict())

    def parse_colon_type_list(self) -> list[Type]:
        self.expect(":", "expected ':'")
        return self.parse_type_list_no_parens()

    def parse_optional_colon_type_list(self) -> list[Type]:
        if self.consume_if(":"):
            return self.parse_type_list_no_parens()
        return []

    def parse_properties_into(self, op: Operation) -> None:
        """`<` dictionary-attribute `>` (prop-dict)"""
        if self.consume_if("<"):
            op.properties = DictionaryAttr(self.parse_attr_dict())
            self.expect(">", "expected '>' to close properties")

    def symbol_ref_attr(self) -> SymbolRefAttr:
        """A format's symbol reference attribute: any attribute (of type `none`) is parsed,
        then its kind checked ("invalid kind of attribute specified")."""
        if self.kind == "at":
            return self.parse_symbol_ref()
        span = self.span
        if self.kind in ("integer", "float") or (
            self.kind == "-" and self.peek_kind() in ("integer", "float")
        ):
            kind = self.kind if self.kind != "-" else self.peek_kind()
            if self.kind == "-":
                self.advance()
            what = "integer literal" if kind == "integer" else "floating point value"
            raise self.fail(f"{what} not valid for specified type", self.span)
        self.parse_attribute()  # "expected attribute value" when none starts here
        raise self.custom_error("invalid kind of attribute specified", span)

    def finalize_forward_refs(self, top: Operation) -> None:
        """Replace resolved placeholders in operand lists and the source map."""
        # uses before definitions (possibly in other regions) and outer values seen from
        # an isolated region: the verifier's dominance and isolation checks look for them
        self.source_map.uses_before_definitions = bool(self.resolved) or self.outer_names_seen
        if not self.resolved:
            return
        mapping = self.resolved
        for op in top.walk():
            operands = op.operands
            for i, value in enumerate(operands):
                if type(value) is ForwardRef:
                    real = mapping.get(value)
                    if real is not None:
                        operands[i] = real
        self.source_map.remap_values(mapping)


def _signature(signatures: dict[str, object], name: str) -> object:
    """The signature object shared by the ops one line memo builds under one name."""
    signature = signatures.get(name)
    if signature is None:
        signature = signatures[name] = object()
    return signature


def _line_results(src: str, start: int, end: int) -> list[tuple[str, int, Span]]:
    """(name, count, span of `%name`) of each result group in `src[start:end]` (a line's
    results; `start` -1: the line has none)."""
    if start < 0:
        return []
    return [
        (item.group(1), int(item.group(2) or 1), Span(item.start(), item.end(1)))
        for item in _RESULT_ITEM.finditer(src, start, end)
    ]
