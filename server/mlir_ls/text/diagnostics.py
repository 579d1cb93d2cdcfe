"""Diagnostics as data: range, severity, code, message, related notes."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from mlir_ls.text.span import Span


class Severity(IntEnum):
    ERROR = 1
    WARNING = 2
    REMARK = 3
    NOTE = 4

    @property
    def label(self) -> str:
        return self.name.lower()


@dataclass(frozen=True, slots=True)
class Related:
    """A note attached to a diagnostic ("previously defined here")."""

    span: Span
    message: str


@dataclass(slots=True)
class Diagnostic:
    span: Span
    severity: Severity
    message: str
    code: str = ""
    related: list[Related] = field(default_factory=list)

    @property
    def is_error(self) -> bool:
        return self.severity == Severity.ERROR

    def shifted(self, delta: int) -> Diagnostic:
        """The same finding `delta` characters later (notes included)."""
        return Diagnostic(
            self.span.shifted(delta),
            self.severity,
            self.message,
            self.code,
            [Related(r.span.shifted(delta), r.message) for r in self.related],
        )

    def with_note(self, span: Span, message: str) -> Diagnostic:
        self.related.append(Related(span, message))
        return self
