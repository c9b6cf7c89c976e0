from typing import Any

from django import template

from decks.revalidation.checks import flagged_decks

register = template.Library()


@register.inclusion_tag("decks/revalidation/_flags.html")
def legality_flags(user: Any) -> dict[str, Any]:
    """The notice on a deck list: your decks the last card data change made illegal."""
    return {"flags": flagged_decks(user)}
