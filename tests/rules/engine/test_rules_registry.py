"""The engine's tables of event handlers, operation builders and steps refuse a name given
twice to two different things: two modules choosing one name would otherwise replace each
other's handler without a word, depending on the order they are imported in."""

import importlib
import pkgutil

import pytest

import rules.engine
from rules.engine.registry import Registry


def test_a_name_registered_twice_is_an_error() -> None:
    table: Registry[object] = Registry()

    def first() -> None: ...

    def second() -> None: ...

    table["discard_hand"] = first
    table["discard_hand"] = first  # the same handler again: harmless
    with pytest.raises(ValueError, match="'discard_hand' is registered twice"):
        table["discard_hand"] = second
    assert table["discard_hand"] is first


def test_every_engine_module_imports_without_a_clash() -> None:
    for module in pkgutil.walk_packages(rules.engine.__path__, "rules.engine."):
        importlib.import_module(module.name)
