"""The top level of a source file.

toplevel ::= (operation | attribute-alias-def | type-alias-def | file-metadata)*
attribute-alias-def ::= `#` alias-name `=` attribute-value
type-alias-def ::= `!` alias-name `=` type
file-metadata ::= `{-#` file-metadata-entry* `#-}`
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir_ls.ir.attributes import Attribute, LocationAttr
from mlir_ls.ir.core import Block, Operation
from mlir_ls.ir.source_map import SourceMap
from mlir_ls.ir.spec import Registry
from mlir_ls.ir.types import Type
from mlir_ls.parser.base import NestingTooDeep, ParseAbort, ParseOptions
from mlir_ls.parser.known_dialects import UPSTREAM_DIALECTS
from mlir_ls.parser.resources import RESOURCE_HANDLERS, blob_problem, external_value_problem
from mlir_ls.parser.tolerant import TolerantParser
from mlir_ls.syntax.lexer import unescape_string
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.span import Span


@dataclass(slots=True)
class ParseResult:
    """What parsing one text gives: the IR (never None), diagnostics, and the source map."""

    text: str
    module: Operation
    #: False when the module was created around the top-level ops (no `module {...}` written).
    explicit_module: bool
    diagnostics: list[Diagnostic]
    source_map: SourceMap
    attr_aliases: dict[str, Attribute] = field(default_factory=dict)
    type_aliases: dict[str, Type] = field(default_factory=dict)
    #: Top-level `{-# ... #-}` metadata: key -> span of its body.
    metadata: dict[str, Span] = field(default_factory=dict)
    #: How many diagnostics were emitted before the parser first recovered from an error
    #: (None: it never did); what follows, upstream's parser never reaches.
    recovered_at: int | None = None
    #: Some value group bound in the text (`%x:N`) was built only in part: N is past what
    #: the text's length allows (`ParserBase.values_to_build`), so the IR depends on that
    #: length (the formatter, which changes it, leaves such a text as written).
    truncated_values: bool = False
    #: The text names identified LLVM structs (`!llvm.struct<"name", ...>`): one body per
    #: name in the whole parse, so no op of it is parsed alone (incremental analysis).
    identified_structs: bool = False

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self.diagnostics)


class Parser(TolerantParser):
    """The whole parser: cursor, types, attributes, affine, operations, top level."""

    def __init__(self, text: str, registry: Registry, options: ParseOptions | None = None) -> None:
        super().__init__(text, registry, options)
        self.attr_aliases = {}
        self.type_aliases = {}
        self.deferred_loc_aliases = {}
        self.deferred_loc_uses = 0
        self.distinct_attrs = {}
        self.metadata: dict[str, Span] = {}
        #: Identified LLVM struct names of this parse (one context): name -> body (the
        #: LLVM dialect's type parser keeps it).
        self.identified_structs: dict[str, object] = {}
        self.init_operation_state()

    def parse_file(self) -> ParseResult:
        top = Block()
        while self.kind != "eof":
            before = self.start
            try:
                kind = self.kind
                if kind in ("hash", "exclaim"):
                    self.parse_alias_definition()
                elif kind == "{-#":
                    self.parse_file_metadata()
                elif kind == "}":
                    raise self.fail("unexpected '}' at top level (unbalanced braces)")
                else:
                    self.parse_operation(top)
            except ParseAbort:
                self.recover_to_op_boundary()
                if self.kind == "}":
                    self.advance()
            self.guard(before)
        self.report_forward_refs(self.scopes[0])
        self._check_deferred_locations()
        module, explicit = self._module_for(top)
        self.finalize_forward_refs(module)
        return ParseResult(
            self.src,
            module,
            explicit,
            self.diagnostics,
            self.source_map,
            self.attr_aliases,
            self.type_aliases,
            self.metadata,
            self.recovered_at,
            self.truncated_values,
            bool(self.identified_structs),
        )

    def reparse_operation(self, start: int, end: int, default_dialect: str) -> Operation | None:
        """Parse the one operation expected at `[start, end)` (incremental re-analysis).

        The alias tables must already hold the file's aliases. Returns None when
        the text there is not exactly one operation whose own parse did not fail
        (the caller then re-parses everything); diagnostics of the op's body are
        kept in `self.diagnostics`.
        """
        self.reset(start)
        # As after the previous token: before the line's newline when the op starts a line.
        line_start = self.src.rfind("\n", 0, start)
        if line_start != -1 and not self.src[line_start + 1 : start].strip():
            self.prev_end = line_start
        block = Block()
        self.default_dialects.append(default_dialect)
        try:
            self.parse_operation(block)
        except (ParseAbort, NestingTooDeep, RecursionError):
            return None  # too deep: the full parse reports it
        finally:
            self.default_dialects.pop()
        if self.prev_end != end or len(block.operations) != 1:
            return None
        if self.deferred_loc_aliases:
            self._check_deferred_locations()
        self.report_forward_refs(self.scopes[0])
        op = block.operations[0]
        op.parent = None
        self.finalize_forward_refs(op)
        return op

    def _module_for(self, top: Block) -> tuple[Operation, bool]:
        ops = top.operations
        if len(ops) == 1 and ops[0].name == "builtin.module":
            ops[0].parent = None
            return ops[0], True
        module = Operation("builtin.module")
        module.spec = self.registry.lookup_op("builtin.module")
        region = module.add_region()
        block = region.add_block()
        for op in ops:
            block.append(op)
        return module, False

    def parse_alias_definition(self) -> None:
        """attribute-alias-def ::= `#` alias-name `=` attribute-value ; type-alias-def ::= `!` alias-name `=` type"""
        is_attr = self.kind == "hash"
        spelled = self.text
        name = spelled[1:]
        span = self.span
        what = "attribute" if is_attr else "type"
        table: dict[str, object] = self.attr_aliases if is_attr else self.type_aliases  # type: ignore[assignment]
        if name in table:
            raise self.fail(f"redefinition of {what} alias id '{name}'", span)
        if "." in name:
            raise self.fail(f"{what} names with a '.' are reserved for dialect-defined names", span)
        self.advance()
        self.expect("=", f"expected '=' in {what} alias definition")
        if is_attr:
            value = self.parse_attribute()
            self.attr_aliases[name] = value
        else:
            self.type_aliases[name] = self.parse_type()
        self.source_map.alias_defs[spelled] = span

    def _check_deferred_locations(self) -> None:
        for name, spans in self.deferred_loc_aliases.items():
            alias = self.attr_aliases.get(name)
            if alias is None:
                for span in spans:
                    self.error("operation location alias was never defined", span)
            elif not isinstance(alias, LocationAttr):
                self.error(f"expected location, but found '{alias}'", spans[0])

    def parse_file_metadata(self) -> None:
        """file-metadata ::= `{-#` (file-metadata-entry (`,` file-metadata-entry)*)? `#-}`
        file-metadata-entry ::= bare-id `:` `{` resource-section* `}`

        The keys are `dialect_resources` and `external_resources` (`parser/resources.py`
        has the rules of their entries). After an error the rest of the block is skipped,
        as upstream stops there.
        """
        self.advance()
        try:
            while self.kind != "#-}":
                key_span = self.span
                if self.kind != "bare":
                    raise self.fail("expected identifier key in file metadata dictionary")
                key = self.text
                self.advance()
                self.expect(":", "expected ':'")
                if key not in ("dialect_resources", "external_resources"):
                    raise self.fail(f"unknown key '{key}' in file metadata dictionary", key_span)
                start = self.start
                self._parse_resource_sections(key == "dialect_resources")
                self.metadata[key] = Span(start, self.prev_end)
                if self.kind != "#-}":
                    self.expect(",", "expected ',' or '#-}'")
            self.advance()
        except ParseAbort:
            while self.kind not in ("#-}", "eof"):
                self.advance()
            self.consume_if("#-}")

    def _parse_resource_sections(self, dialect_resources: bool) -> None:
        """`{` (bare-id `:` `{` entries `}`) (`,` ...)* `}`"""
        self.expect("{", "expected '{'")
        while self.kind != "}":
            name_span = self.span
            if self.kind != "bare":
                raise self.fail("expected identifier key for 'resource' entry")
            name = self.text
            self.advance()
            self.expect(":", "expected ':'")
            self.expect("{", "expected '{'")
            if dialect_resources:
                self._parse_dialect_resources(name, name_span)
            else:
                self._parse_resource_entries(name, external=True)
            self.advance()  # the section's `}`, where its entries stopped
            self.expect_list_end("}")
        self.advance()

    def _parse_dialect_resources(self, dialect: str, name_span: Span) -> None:
        if dialect not in RESOURCE_HANDLERS:
            if dialect not in UPSTREAM_DIALECTS and not self.registry.is_registered(dialect):
                raise self.fail(f"dialect '{dialect}' is unknown", name_span)
            if dialect in UPSTREAM_DIALECTS:
                raise self.fail(f"unexpected 'resource' section for dialect '{dialect}'")
        self._parse_resource_entries(dialect, external=False)

    def _parse_resource_entries(self, owner: str, external: bool) -> None:
        """(key `:` value) (`,` ...)* up to the section's `}`; values are single tokens."""
        while self.kind != "}":
            key_span = self.span
            if self.kind == "bare" or (self.kind == "string" and owner != "ml_program"):
                key = self.text if self.kind == "bare" else unescape_string(self.text)
            elif external:
                raise self.fail("expected identifier key for 'external_resources' entry")
            else:
                raise self.fail_token("expected identifier key for 'resource' entry")
            self.advance()
            self.expect(":", "expected ':'")
            kind, text, value_span = self.kind, self.text, self.span
            if kind in ("eof", "#-}"):
                raise self.fail_token("expected resource value")
            self.advance()
            if external:
                problem = external_value_problem(key, kind, text)
            elif owner == "builtin":
                problem = blob_problem(key, kind, text)
            elif RESOURCE_HANDLERS.get(owner) is not None:
                problem = f"unknown 'resource' key '{key}' for dialect '{owner}'"
            else:
                problem = None  # a dialect known only from the project's files
            if problem is not None:
                at = key_span if problem.startswith("unknown") else value_span
                raise self.fail(problem, at)
            if self.kind != "}":
                self.expect(",", "expected ',' or '}'")

    def expect_list_end(self, close: str) -> None:
        """After a list element: `,` or the list's closing token (left for the caller)."""
        if self.kind != close:
            self.expect(",", f"expected ',' or '{close}'")
