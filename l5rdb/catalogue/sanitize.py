"""Card text arrives as HTML from community data sets: clean it before it reaches a page.

`sanitize_html` keeps the handful of tags card text uses (bold, italics, line breaks, lists,
links with a web address) and drops everything else: scripts with their content, event
handlers, styles, unknown tags (their text stays). `html_to_text` gives the plain-text copy
that search and the text-only views use.
"""

from html.parser import HTMLParser

import nh3

ALLOWED_TAGS: frozenset[str] = frozenset(
    {"b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "span", "sup", "sub", "a"}
)
ALLOWED_ATTRIBUTES: dict[str, set[str]] = {"a": {"href"}}
URL_SCHEMES: frozenset[str] = frozenset({"http", "https"})
DROPPED_WITH_CONTENT: frozenset[str] = frozenset({"script", "style"})

# Tags after which the plain text starts a new line.
_LINE_BREAKS = frozenset({"br", "p", "li", "ul", "ol", "div", "tr"})


# Built once: building the rules on every call cost three times the cleaning itself.
_CLEANER = nh3.Cleaner(
    tags=set(ALLOWED_TAGS),
    clean_content_tags=set(DROPPED_WITH_CONTENT),
    attributes={tag: set(names) for tag, names in ALLOWED_ATTRIBUTES.items()},
    url_schemes=set(URL_SCHEMES),
    link_rel="noopener noreferrer nofollow",
)


def sanitize_html(html: str | None) -> str:
    """Safe HTML for a page: only the allowed tags, no attributes but a link's http(s) href."""
    if not html:
        return ""
    return _CLEANER.clean(html).strip()


class _TextExtractor(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in DROPPED_WITH_CONTENT:
            self._skip += 1
        elif tag in _LINE_BREAKS:
            self.parts.append("\n")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _LINE_BREAKS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in DROPPED_WITH_CONTENT:
            self._skip = max(0, self._skip - 1)
        elif tag in _LINE_BREAKS and tag != "br":
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def html_to_text(html: str | None) -> str:
    """The text of an HTML fragment: tags removed, entities decoded, <br>/<p> as new lines,
    runs of spaces collapsed, no blank lines."""
    if not html:
        return ""
    extractor = _TextExtractor()
    extractor.feed(html)
    extractor.close()
    text = "".join(extractor.parts).replace("\xa0", " ")
    lines = (" ".join(line.split()) for line in text.splitlines())
    return "\n".join(line for line in lines if line)
