"""Driving a Django admin change form as a person would: submit it as shown, with changes."""

import re
from html.parser import HTMLParser


class _FormFields(HTMLParser):
    """The values a browser would submit from the page's form (inputs, selects, textareas)."""

    def __init__(self) -> None:
        super().__init__()
        self.data: dict[str, list[str]] = {}
        self._select: str | None = None
        self._textarea: str | None = None

    def _add(self, name: str | None, value: str | None) -> None:
        if name:
            self.data.setdefault(name, []).append(value or "")

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        if tag == "input" and attr.get("type") not in ("submit", "button", "file"):
            if attr.get("type") in ("checkbox", "radio") and "checked" not in attr:
                return
            self._add(attr.get("name"), attr.get("value"))
        elif tag == "select":
            self._select = attr.get("name")
            self.data.setdefault(self._select or "", [])
        elif tag == "option" and self._select and "selected" in attr:
            self._add(self._select, attr.get("value"))
        elif tag == "textarea":
            self._textarea = attr.get("name")
            self._add(self._textarea, "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None
        elif tag == "textarea":
            self._textarea = None

    def handle_data(self, data: str) -> None:
        if self._textarea:
            # A textarea's first newline is not part of its value.
            self.data[self._textarea][-1] += data.removeprefix("\n")


def resubmit(admin_client, url: str, **changes: str) -> None:
    """Submit the admin change form at `url` as shown, with `changes` typed in."""
    parser = _FormFields()
    parser.feed(admin_client.get(url).content.decode())
    data = {name: values for name, values in parser.data.items() if name}
    data.update({name: [value] for name, value in changes.items()})
    response = admin_client.post(url, data)
    assert response.status_code == 302, re.findall(r"errorlist.{0,200}", response.content.decode())
