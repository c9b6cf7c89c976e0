"""Splits a search query into tokens, remembering the 1-based column each one starts at."""

import re
from dataclasses import dataclass
from enum import Enum

# Phones turn " into curly quotes; accept them as quote marks too.
QUOTES = frozenset('"“”')
FIELD_RE = re.compile(r"([A-Za-z]+)(<=|>=|:|=|<|>)(.*)", re.DOTALL)
_STOP = frozenset("()") | QUOTES
MAX_LENGTH = 1000


class QueryError(Exception):
    """A query that cannot be read; `column` is 1-based."""

    def __init__(self, message: str, column: int) -> None:
        super().__init__(message)
        self.message = message
        self.column = column


class Kind(Enum):
    WORD = "word"
    PHRASE = "phrase"
    FIELD = "field"
    LPAREN = "("
    RPAREN = ")"
    MINUS = "-"
    OR = "or"
    END = "end of query"


@dataclass(frozen=True)
class Token:
    kind: Kind
    column: int
    text: str = ""
    field: str = ""
    op: str = ""
    value_column: int = 0
    quoted: bool = False


def _read_quoted(query: str, start: int) -> tuple[str, int]:
    """The text between the quote at `start` and the next quote, and the index after it."""
    end = start + 1
    while end < len(query) and query[end] not in QUOTES:
        end += 1
    if end >= len(query):
        raise QueryError(f"The quote at column {start + 1} is never closed.", start + 1)
    return query[start + 1 : end], end + 1


def tokenize(query: str) -> list[Token]:
    n = len(query)
    if n > MAX_LENGTH:
        raise QueryError(
            f"The query is {n} characters long; the most is {MAX_LENGTH}.", MAX_LENGTH + 1
        )
    for i, ch in enumerate(query):
        if not ch.isprintable() and not ch.isspace():
            raise QueryError(f"Unexpected control character at column {i + 1}.", i + 1)
    tokens: list[Token] = []
    i = 0
    while i < n:
        ch = query[i]
        column = i + 1
        if ch.isspace():
            i += 1
        elif ch == "(":
            tokens.append(Token(Kind.LPAREN, column))
            i += 1
        elif ch == ")":
            tokens.append(Token(Kind.RPAREN, column))
            i += 1
        elif ch == "-":
            if i + 1 >= n or query[i + 1].isspace() or query[i + 1] == ")":
                raise QueryError(f"The '-' at column {column} must be followed by a term.", column)
            tokens.append(Token(Kind.MINUS, column))
            i += 1
        elif ch in QUOTES:
            text, i = _read_quoted(query, i)
            if not text.strip():
                raise QueryError(f"The quoted phrase at column {column} is empty.", column)
            tokens.append(Token(Kind.PHRASE, column, text=text, quoted=True))
        else:
            end = i
            while end < n and not query[end].isspace() and query[end] not in _STOP:
                end += 1
            run = query[i:end]
            i = end
            match = FIELD_RE.fullmatch(run)
            if match is None:
                kind = Kind.OR if run.lower() == "or" else Kind.WORD
                tokens.append(Token(kind, column, text=run))
                continue
            name, op, value = match.groups()
            value_column = column + len(name) + len(op)
            quoted = False
            if not value and i < n and query[i] in QUOTES:
                value, i = _read_quoted(query, i)
                quoted = True
            if not value.strip():
                raise QueryError(
                    f"'{name}{op}' needs a value at column {value_column}.", value_column
                )
            tokens.append(
                Token(
                    Kind.FIELD,
                    column,
                    text=value,
                    field=name.lower(),
                    op=op,
                    value_column=value_column,
                    quoted=quoted,
                )
            )
    tokens.append(Token(Kind.END, n + 1))
    return tokens
