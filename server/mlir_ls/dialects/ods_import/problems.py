"""Problems met while importing ODS records: data for the CLI and the editor.

An `OdsProblem` names what could not be imported (a TableGen error, a record the
importer does not understand, an assembly format the engine cannot compile) and,
where known, the `.td` file and line it comes from. The import goes on: the rest
still loads.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Severity = Literal["error", "warning", "info"]


@dataclass(frozen=True, slots=True)
class OdsProblem:
    """One finding of the importer, located at a `.td` file and line when known."""

    message: str
    path: Path | None = None
    line: int | None = None
    severity: Severity = "warning"

    def __str__(self) -> str:
        where = ""
        if self.path is not None:
            where = f"{self.path}:{self.line}: " if self.line is not None else f"{self.path}: "
        return f"{where}{self.severity}: {self.message}"
