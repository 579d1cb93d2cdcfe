"""The declarative assembly format: upstream's format strings, parsed and printed.

`attach_format(spec)` compiles `spec.assembly_format` and installs the parse
and print hooks of the `Format`; see `syntax` (format strings), `elements`
(directives with `parse`/`print`), `attr_kinds` (attribute variables by ODS
kind) and `custom` (`custom<Name>` directives).
"""

from mlir_ls.dialects.assembly_format.attr_kinds import (
    AttrKind,
    dense_array,
    enum_kind,
    lookup_kind,
    register_kind,
)
from mlir_ls.dialects.assembly_format.compile import (
    Format,
    FormatError,
    attach_format,
    compile_format,
    group_values,
)
from mlir_ls.dialects.assembly_format.custom import lookup_custom, register_custom
from mlir_ls.dialects.assembly_format.elements import CustomDirective, ParseState, View
from mlir_ls.dialects.assembly_format.syntax import FormatSyntaxError, parse_format

__all__ = [
    "AttrKind",
    "CustomDirective",
    "Format",
    "FormatError",
    "FormatSyntaxError",
    "ParseState",
    "View",
    "attach_format",
    "compile_format",
    "dense_array",
    "enum_kind",
    "group_values",
    "lookup_custom",
    "lookup_kind",
    "parse_format",
    "register_custom",
    "register_kind",
]
