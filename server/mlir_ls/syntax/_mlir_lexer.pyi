"""The compiled lexer (`_lexer.c`); see `mlir_ls.syntax.lexer` for the contract."""

def next_token(text: str, pos: int, /) -> tuple[str, int, int]: ...
def scan(text: str, pos: int, comments: bool, /) -> list[tuple[str, int, int]]: ...
def comment_spans(text: str, /) -> list[tuple[int, int]]: ...
def mask_ssa_uses(
    text: str, start: int, end: int, /
) -> tuple[str, list[tuple[int, int, str, str | None]], str | None]: ...
def custom_line_shape(
    text: str, pos: int, context: str, /
) -> (
    tuple[str | None, list[tuple[int, int, str, str | None]] | None, int, int, int, bool, int, int]
    | None
): ...

class Cursor:
    """The parser's token cursor (`mlir_ls.parser.base.PyCursor` is its contract)."""

    src: str
    kind: str
    start: int
    end: int
    prev_end: int
    def advance(self) -> None: ...
    def reset(self, pos: int, /) -> None: ...
    @property
    def text(self) -> str: ...
