"""Template helpers for card pages: card text with its symbols, stats as printed,
experience labels, search links."""

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from l5rdb.catalogue.display import ShownStat, back_stats, card_stats
from l5rdb.catalogue.models import Card
from l5rdb.catalogue.search import title_query as _title_query
from l5rdb.catalogue.symbols import render_symbols

register = template.Library()


@register.filter
def card_html(html: str | None) -> SafeString:
    """Stored card or flavor text for a page, its symbol codes shown as markers. The text is
    sanitized when it is stored (the importer, Card.save and Printing.save clean it)."""
    return mark_safe(render_symbols(html or ""))


@register.filter
def card_plain(text: str | None) -> SafeString:
    """Plain card text, escaped, its symbol codes shown as markers."""
    return mark_safe(render_symbols(escape(text or "")))


@register.filter
def title_query(title: str) -> str:
    """The search that finds the cards titled `title` (quotes, parentheses, "or" and all)."""
    return _title_query(title)


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
