"""Recursive-descent parser: tokens to a small syntax tree.

query   := or_expr END
or_expr := and_expr ("or" and_expr)*
and_expr:= unary unary*                 (terms side by side are AND-ed)
unary   := "-" unary | "(" or_expr ")" | term
term    := WORD | PHRASE | FIELD
"""

from dataclasses import dataclass

from .lexer import Kind, QueryError, Token, tokenize


@dataclass(frozen=True)
class Term:
    """A bare word or phrase (field is None: it matches the title) or a `field op value`."""

    field: str | None
    op: str
    value: str
    column: int
    value_column: int
    quoted: bool = False


@dataclass(frozen=True)
class Not:
    child: "Node"


@dataclass(frozen=True)
class And:
    children: tuple["Node", ...]


@dataclass(frozen=True)
class Or:
    children: tuple["Node", ...]


Node = Term | Not | And | Or

_TERM_KINDS = frozenset({Kind.WORD, Kind.PHRASE, Kind.FIELD})
MAX_DEPTH = 32


class _Parser:
    def __init__(self, tokens: list[Token]) -> None:
        self.tokens = tokens
        self.pos = 0
        self.depth = 0

    @property
    def current(self) -> Token:
        return self.tokens[self.pos]

    def advance(self) -> Token:
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def parse(self) -> Node:
        node = self.or_expr()
        token = self.current
        if token.kind is Kind.RPAREN:
            raise QueryError(f"The ')' at column {token.column} has no '(' to close.", token.column)
        return node

    def or_expr(self) -> Node:
        if self.current.kind is Kind.OR:
            column = self.current.column
            raise QueryError(f"The 'or' at column {column} needs a term before it.", column)
        children = [self.and_expr()]
        while self.current.kind is Kind.OR:
            or_token = self.advance()
            if self.current.kind not in _TERM_KINDS | {Kind.LPAREN, Kind.MINUS}:
                raise QueryError(
                    f"The 'or' at column {or_token.column} needs a term after it.",
                    or_token.column,
                )
            children.append(self.and_expr())
        return children[0] if len(children) == 1 else Or(tuple(children))

    def and_expr(self) -> Node:
        children = [self.unary()]
        while self.current.kind not in (Kind.OR, Kind.RPAREN, Kind.END):
            children.append(self.unary())
        return children[0] if len(children) == 1 else And(tuple(children))

    def unary(self) -> Node:
        token = self.advance()
        if token.kind in (Kind.MINUS, Kind.LPAREN):
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise QueryError(
                    f"Too deeply nested at column {token.column} (at most {MAX_DEPTH} levels).",
                    token.column,
                )
            try:
                return self.prefixed(token)
            finally:
                self.depth -= 1
        if token.kind is Kind.WORD or token.kind is Kind.PHRASE:
            return Term(None, ":", token.text, token.column, token.column, token.quoted)
        if token.kind is Kind.FIELD:
            return Term(
                token.field, token.op, token.text, token.column, token.value_column, token.quoted
            )
        raise QueryError(
            f"Expected a term at column {token.column}, found {_describe(token)}.", token.column
        )

    def prefixed(self, token: Token) -> Node:
        """What follows a '-' or a '('."""
        if token.kind is Kind.MINUS:
            if self.current.kind not in _TERM_KINDS | {Kind.LPAREN, Kind.MINUS}:
                raise QueryError(
                    f"The '-' at column {token.column} must be followed by a term.", token.column
                )
            return Not(self.unary())
        if self.current.kind is Kind.RPAREN:
            raise QueryError(f"The parentheses at column {token.column} are empty.", token.column)
        if self.current.kind is not Kind.END:
            node = self.or_expr()
            if self.current.kind is Kind.RPAREN:
                self.advance()
                return node
        raise QueryError(f"The '(' at column {token.column} is never closed.", token.column)


def _describe(token: Token) -> str:
    if token.kind is Kind.END:
        return "the end of the query"
    return f"'{token.kind.value}'"


def parse(query: str) -> Node | None:
    """The syntax tree of `query`, or None when it holds no terms at all."""
    tokens = tokenize(query)
    if tokens[0].kind is Kind.END:
        return None
    return _Parser(tokens).parse()
