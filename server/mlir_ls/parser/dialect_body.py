"""Scanning the `<...>` body of a dialect type or attribute.

pretty-dialect-item-body ::= `<` pretty-dialect-item-contents+ `>`
pretty-dialect-item-contents ::= pretty-dialect-item-body | `(` ... `)` | `[` ... `]`
                               | `{` ... `}` | [^\\[<({\\]>)}\\0]+

Upstream lexes these bodies character by character, balancing brackets and
skipping string literals; `->` is not a closer (`>=` is).
"""

from __future__ import annotations

_CLOSER = {"<": ">", "(": ")", "[": "]", "{": "}"}


def scan_body(text: str, open_pos: int) -> tuple[int, str | None]:
    """Scan from the `<` at `open_pos`; return (offset after the matching `>`, error or None)."""
    stack = ["<"]
    i = open_pos + 1
    length = len(text)
    while i < length:
        char = text[i]
        if char == '"':
            i += 1
            while i < length and text[i] != '"':
                if text[i] == "\\":
                    i += 1
                elif text[i] == "\n":
                    return i, "unterminated string in dialect body"
                i += 1
        elif char in _CLOSER:
            stack.append(char)
        elif char in ">)]}":
            if char == ">" and i > 0 and text[i - 1] == "-" and stack[-1] != "<":
                pass  # `->` inside parentheses
            elif (
                char == ">"
                and text[i - 1] == "-"
                and i - 1 > open_pos
                and stack[-1] == "<"
                and len(stack) > 1
            ):
                pass
            else:
                expected = _CLOSER[stack[-1]]
                if char != expected:  # `>=` inside `(...)` too
                    # upstream names the innermost bracket left open (at the body's `<`)
                    return i, f"unbalanced '{stack[-1]}' character in pretty dialect name"
                stack.pop()
                if not stack:
                    return i + 1, None
        elif char == "-" and i + 1 < length and text[i + 1] == ">":
            i += 2
            continue
        i += 1
    return length, f"unbalanced '{stack[-1]}' character in pretty dialect name"
