"""A table filled by modules as they are imported (each event's handler, each operation's
builder, each step): a name given twice to two different things is an error at import, not a
handler silently replaced by another module's."""

from typing import TypeVar

V = TypeVar("V")


class Registry(dict[str, V]):
    def __setitem__(self, key: str, value: V) -> None:
        if key in self and self[key] is not value:
            raise ValueError(f"{key!r} is registered twice: {self[key]!r} and {value!r}")
        super().__setitem__(key, value)
