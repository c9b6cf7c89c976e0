"""The playtest table's repeated bits, rendered in Python: a table of a ten-turn game holds
hundreds of cards, buttons and options, and a template include or loop per item would
take most of the request (bench/table_request.py)."""

from collections.abc import Iterable
from typing import Any

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.text import slugify

from rules.table import Choice

register = template.Library()


@register.simple_tag
def card_chip(card: dict[str, Any]) -> SafeString:
    """One card of the engine's view: its name (a link to its page), Force/Chi of an
    attachment, tokens, and bowed / dishonored / dead tags. `data-iid` marks a card with
    manual operations (table.js shows them under its text)."""
    classes = f"tc tc-{slugify(card.get('type', ''))}"
    if card.get("bowed"):
        classes += " is-bowed"
    if card.get("dishonored"):
        classes += " is-dishonored"
    iid = format_html(' data-iid="{}"', card["iid"]) if card.get("ops") else ""
    if card.get("url"):
        name = format_html('<a class="tc-name" href="{}">{}</a>', card["url"], card["title"])
    else:
        name = format_html('<span class="tc-name">{}</span>', card["title"])
    extras = []
    force, chi = card.get("force"), card.get("chi")
    if force is not None and card.get("type") not in ("Personality", "Holding") and (force or chi):
        extras.append(format_html(' <span class="tc-fc">{}F/{}C</span>', force, chi))
    for token in card.get("tokens", ()):
        extras.append(format_html(' <span class="tc-token" title="token">{}</span>', token))
    if card.get("bowed"):
        extras.append(format_html(' <span class="tc-tag">{}</span>', "bowed"))
    if card.get("dishonored"):
        extras.append(format_html(' <span class="tc-tag tc-tag-warn">{}</span>', "dishonored"))
    if card.get("dead"):
        extras.append(format_html(' <span class="tc-tag">{}</span>', card["dead"]))
    return format_html(
        '<span class="{}" data-key="{}"{}>{}{}</span>',
        classes,
        card.get("key", ""),
        iid,
        name,
        SafeString("".join(extras)),
    )


@register.simple_tag
def card_acts(card: dict[str, Any]) -> SafeString:
    """The rule actions taken with a card, as buttons on it (they submit the table's
    card-actions form, `form="pt-card-acts"`)."""
    acts = card.get("acts") or ()
    if not acts:
        return SafeString("")
    buttons = format_html_join(
        "",
        '<button type="submit" form="pt-card-acts" name="{}" value="{}" class="pt-card-act" '
        'data-action="{}" title="{}"><span>{}</span></button>',
        ((c.name, c.value, c.value, c.label, c.label) for c in acts),
    )
    return format_html('<span class="pt-card-acts">{}</span>', buttons)


@register.simple_tag
def card_items(cards: Iterable[dict[str, Any]]) -> SafeString:
    """Cards as list items (a hand, a discard pile), with the actions taken with them."""
    has_acts = SafeString(' class="has-acts"')
    return format_html_join(
        "",
        "<li{}>{}{}</li>",
        (
            (has_acts if card.get("acts") else "", card_chip(card), card_acts(card))
            for card in cards
        ),
    )


@register.simple_tag
def choice_buttons(choices: Iterable[Choice], css: str = "secondary") -> SafeString:
    return format_html_join(
        "",
        '<button type="submit" name="{}" value="{}" class="{}">{}</button>',
        ((choice.name, choice.value, css, choice.label) for choice in choices),
    )


@register.simple_tag
def select_options(pairs: Iterable[tuple[Any, str]], selected: Any = "") -> SafeString:
    chosen = str(selected or "")
    return format_html_join(
        "",
        '<option value="{}"{}>{}</option>',
        (
            (value, SafeString(" selected") if str(value) == chosen else "", label)
            for value, label in pairs
        ),
    )
