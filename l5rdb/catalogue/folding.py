"""Text as the search compares it: lower case, accents taken off ("Attaché" = "attache"),
so that both databases find "naga attache" alike (SQLite folds only ASCII case itself)."""

import re
import unicodedata

# ":bow:: Produce 2 Gold." opens a Holding's gold ability when its GP is in the text.
_PRODUCES_RE = re.compile(r"^\s*:bow:\s*:\s*Produce (?P<gold>\d+) Gold\b", re.MULTILINE)


def fold(text: str) -> str:
    """Lower case without accents."""
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(char for char in text if not unicodedata.combining(char))
    return text.lower()


def search_columns(
    title: str,
    extended_title: str,
    text_plain: str,
    back: dict | None,
    gold_production: int | None,
) -> dict[str, object]:
    """The columns the search reads: both faces' titles and texts folded, and the gold the
    card produces (its GP, or the amount its text's ":bow:: Produce N Gold" gives)."""
    back = back if isinstance(back, dict) else {}
    titles = [title, extended_title, str(back.get("title") or "")]
    texts = [text_plain, str(back.get("text_plain") or "")]
    produced = gold_production
    if produced is None:
        match = _PRODUCES_RE.search(text_plain)
        produced = int(match["gold"]) if match else None
    return {
        "search_title": fold("\n".join(part for part in titles if part)),
        "search_text": fold("\n".join(part for part in texts if part)),
        "produces_gold": produced,
    }
