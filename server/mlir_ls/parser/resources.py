"""Resource entries of the file metadata (`{-# dialect_resources: ... external_resources: ... #-}`).

Upstream (TopLevelOperationParser::parse*ResourceFileMetadata, ParsedResourceEntry):
- `dialect_resources: { <dialect>: { <key>: <value>, ... }, ... }`: the dialect must be
  known ("dialect 'x' is unknown", at its name) and have a resource handler ("unexpected
  'resource' section for dialect 'x'", at the first token of its body). The builtin dialect
  takes blobs (the values of `dense_resource<key>`); ml_program has a handler that knows no
  key ("unknown 'resource' key 'k' for dialect 'ml_program'", at the key).
- `external_resources: { <tool>: { <key>: <value>, ... }, ... }`: mlir-opt keeps entries it
  has no handler for (its fallback resource map): booleans and strings, a hex string being
  a blob; anything else is "expected string value for key 'k'". (Upstream's python
  bindings, which register no fallback, warn "ignoring unknown external resources for 'x'"
  instead; mlir-ls follows the command-line tool.)
- A blob is a string `"0x"` + hex digits (whole bytes) whose first 4 bytes, little endian,
  give its alignment, a power of two.
"""

from __future__ import annotations

import re

from mlir_ls.syntax.lexer import unescape_string

_HEX_BLOB = re.compile(r"0x(?:[0-9A-Fa-f]{2})*\Z")

#: Upstream dialects with a resource handler, and the keys it takes (none: every key is
#: "unknown"). Every other upstream dialect has no handler.
RESOURCE_HANDLERS: dict[str, frozenset[str] | None] = {
    "builtin": None,  # None: any key, the value a blob
    "ml_program": frozenset(),
}


def blob_problem(key: str, kind: str, text: str) -> str | None:
    """What is wrong with the token (`kind`, `text`) as the blob of resource `key`, if anything."""
    value = unescape_string(text) if kind == "string" else ""
    if kind != "string" or not _HEX_BLOB.match(value):
        return f"expected hex string blob for key '{key}'"
    data = bytes.fromhex(value[2:10])  # the alignment word only (blobs run to megabytes)
    if len(data) < 4:
        return f"expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
    alignment = int.from_bytes(data[:4], "little")
    if alignment & (alignment - 1):
        return (
            f"expected hex string blob for key '{key}' to encode alignment in first 4 bytes, "
            f"but got non-power-of-2 value: {alignment}"
        )
    return None


def external_value_problem(key: str, kind: str, text: str) -> str | None:
    """mlir-opt's fallback for external resources: a boolean, a string, or a blob."""
    if kind == "bare" and text in ("true", "false"):
        return None
    if kind != "string":
        return f"expected string value for key '{key}'"
    if _HEX_BLOB.match(unescape_string(text)):
        return blob_problem(key, kind, text)
    return None
