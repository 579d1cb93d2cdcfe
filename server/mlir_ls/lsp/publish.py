"""`textDocument/publishDiagnostics` as JSON text made in a worker, one diagnostic at a time.

pygls converts a notification on the protocol thread: every `lsp.Diagnostic` made,
unstructured and dumped in one `json.dumps` per publish. With thousands of findings
(a session of edits that leave errors behind: 2,300 at 100k lines) that was ~41 ms
per publish on the protocol thread and a transient of ~2.4 KB per diagnostic, growing
with each publish (issue 13: the protocol thread never does work that grows with the
file). Here the params are made in a worker from per-diagnostic JSON texts kept from the
document's last publish: a finding the analysis kept (the same `IdeDiagnostic`, see
`ide.diagnostics`) at the same positions is not converted again. The protocol thread
only writes the text (`raw_json.send_raw_notification`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from mlir_ls.ide import IdeDiagnostic
from mlir_ls.lsp.convert import Converter

#: The positions a diagnostic's JSON depends on: its range's and its notes' as numbers.
_Where = tuple[int, ...]


class PublishedDiagnostics:
    """The JSON text of each diagnostic of a document's last publish, by the identity of
    its `IdeDiagnostic` (kept with it, so the id stays its own) and its positions."""

    __slots__ = ("_texts",)

    def __init__(self) -> None:
        self._texts: dict[int, tuple[IdeDiagnostic, _Where, str]] = {}

    def params_json(
        self,
        conv: Converter,
        uri: str,
        version: int | None,
        diagnostics: Sequence[IdeDiagnostic],
        unstructure: Callable[[Any], Any],
    ) -> str:
        """The `PublishDiagnosticsParams` of `diagnostics` as JSON text, as pygls would
        write it (`unstructure`: its converter's); runs in a worker, one at a time per
        document (the caller awaits it before the next)."""
        last = self._texts
        now: dict[int, tuple[IdeDiagnostic, _Where, str]] = {}
        position = conv.lines.position
        encoding = conv.encoding
        pieces: list[str] = []
        for diag in diagnostics:
            where = (
                *position(diag.span.start, encoding),
                *position(diag.span.end, encoding),
                *(
                    n
                    for r in diag.related
                    for o in (r.span.start, r.span.end)
                    for n in position(o, encoding)
                ),
            )
            key = id(diag)
            hit = last.get(key)
            if hit is None or hit[0] is not diag or hit[1] != where:
                text = json.dumps(unstructure(conv.diagnostic(uri, diag)))
                hit = (diag, where, text)
            now[key] = hit
            pieces.append(hit[2])
        self._texts = now
        head = '{"uri":' + json.dumps(uri)
        if version is not None:
            head += ',"version":' + str(version)
        return head + ',"diagnostics":[' + ",".join(pieces) + "]}"
