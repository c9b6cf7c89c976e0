"""Template helpers for card pages: safe card text, stats as printed, experience labels."""

from django import template
from django.utils.safestring import SafeString, mark_safe

from l5rdb.catalogue.display import ShownStat, back_stats, card_stats
from l5rdb.catalogue.models import Card
from l5rdb.catalogue.search import title_query as _title_query

register = template.Library()


@register.filter
def card_html(html: str | None) -> SafeString:
    """Stored card or flavor text for a page. The text is sanitized when it is stored (the
    importer, Card.save and Printing.save clean it)."""
    return mark_safe(html or "")


@register.filter
def stats(card: Card) -> list[ShownStat]:
    return card_stats(card)


@register.filter
def back_face_stats(card: Card) -> list[ShownStat]:
    return back_stats(card)


@register.filter
def experience_label(level: int | None) -> str:
    if level is None or level == 0:
        return ""
    if level < 0:
        return "Inexperienced"
    return "Experienced" if level == 1 else f"Experienced {level}"


@register.filter
def title_query(title: str) -> str:
    """The search that finds the cards titled `title` (quotes, parentheses, "or" and all)."""
    return _title_query(title)
