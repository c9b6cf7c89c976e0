"""Turns the syntax tree into one Django Q object, and picks out the title words."""

from django.db.models import Q

from .fields import COST_BUDGET, build_field, build_title, term_cost
from .lexer import QueryError
from .parser import And, Node, Not, Or, Term


def check_cost(node: Node) -> None:
    """Refuse a query whose terms together would cost more than COST_BUDGET to run: the
    length limit alone lets 166 keyword wildcards through."""
    spent = 0
    for term in all_terms(node):
        spent += term_cost(term.field, term.value)
        if spent > COST_BUDGET:
            raise QueryError(
                f"The query asks for too much at once from column {term.column}: use fewer"
                " terms, or fewer wildcards, text and artist searches.",
                term.column,
            )


def all_terms(node: Node) -> list[Term]:
    if isinstance(node, Term):
        return [node]
    if isinstance(node, Not):
        return all_terms(node.child)
    return [term for child in node.children for term in all_terms(child)]


def compile_node(node: Node) -> Q:
    if isinstance(node, Term):
        if node.field is None:
            return build_title(node.value)
        return build_field(node.field, node.op, node.value, node.column, node.value_column)
    if isinstance(node, Not):
        return ~compile_node(node.child)
    children = [compile_node(child) for child in node.children]
    combined = children[0]
    for child in children[1:]:
        combined = combined & child if isinstance(node, And) else combined | child
    return combined


def positive_terms(node: Node | None, negated: bool = False) -> list[Term]:
    """The terms that are not under a '-', in query order (what the cards should look like)."""
    if node is None:
        return []
    if isinstance(node, Term):
        return [] if negated else [node]
    if isinstance(node, Not):
        return positive_terms(node.child, not negated)
    assert isinstance(node, And | Or)
    return [term for child in node.children for term in positive_terms(child, negated)]
