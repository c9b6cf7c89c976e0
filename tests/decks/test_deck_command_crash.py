"""`validate_deck` exits 2 with the error when the check itself fails (exit 1 says "not
legal", which a deck that was never checked is not)."""

import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

pytestmark = pytest.mark.django_db


def test_a_crash_while_checking_exits_2_naming_the_error(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("Dynasty:\n3 Hida Tenshu\n", encoding="utf-8")

    def broken(*_args: object) -> None:
        raise RuntimeError("the card index is gone")

    monkeypatch.setattr("decks.management.commands.validate_deck.validate_deck_text", broken)
    with pytest.raises(CommandError) as raised:
        call_command("validate_deck", str(path), stdout=StringIO())
    assert raised.value.returncode == 2
    assert "RuntimeError: the card index is gone" in str(raised.value)


def test_a_database_that_cannot_be_reached_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("Dynasty:\n3 Hida Tenshu\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "manage.py", "validate_deck", str(path)],
        cwd=settings.BASE_DIR,
        env={"DATABASE_URL": f"sqlite:///{tmp_path}/missing/dir/db.sqlite3", "PATH": ""},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2, result.stderr
    assert "checking" in result.stderr and "failed" in result.stderr
    assert "Traceback" not in result.stderr
