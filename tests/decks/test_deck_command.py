"""`python manage.py validate_deck FILE [--format F] [--json]`: exit 0 when the deck is legal,
1 when it is not, 2 when the file cannot be read."""

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.deck_helpers import legal_deck

pytestmark = pytest.mark.django_db


def run(*args: str) -> tuple[int, str]:
    out = StringIO()
    try:
        call_command("validate_deck", *args, stdout=out)
    except CommandError as error:
        return error.returncode, out.getvalue() + str(error)
    return 0, out.getvalue()


@pytest.fixture
def legal_file(tmp_path: Path) -> Path:
    deck = legal_deck()
    lines = [f"Stronghold: {deck.stronghold.title}", "Dynasty:"]
    lines += [f"3 {card.title}" for card in deck.dynasty]
    lines += ["Fate:"] + [f"3x {card.title}" for card in deck.fate]
    path = tmp_path / "legal.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_legal_deck_exits_0(legal_file: Path) -> None:
    code, out = run(str(legal_file))
    assert code == 0
    assert "legal in Gold" in out
    assert "Pre-Game 1, Dynasty 42, Fate 42" in out


def test_an_illegal_deck_exits_1_and_prints_why(legal_file: Path) -> None:
    legal_file.write_text(
        legal_file.read_text().replace("3x Test Strategy 0", "4x Test Strategy 0")
    )
    code, out = run(str(legal_file))
    assert code == 1
    assert "NOT legal in Gold" in out
    assert "[too_many_copies] 4 copies of Test Strategy 0" in out


def test_the_format_option(legal_file: Path) -> None:
    code, out = run(str(legal_file), "--format", "ivory")
    assert code == 1
    assert "not_legal_in_format" in out


def test_an_unknown_format_exits_2(legal_file: Path) -> None:
    code, out = run(str(legal_file), "--format", "platinum")
    assert code == 2
    assert "unknown format 'platinum'" in out


def test_json_output_is_the_report(legal_file: Path) -> None:
    legal_file.write_text(legal_file.read_text() + "1 Test Unheard Of\n")
    code, out = run(str(legal_file), "--json")
    assert code == 1
    report = json.loads(out[: out.rindex("}") + 1])
    assert report["valid"] is False
    assert report["format"] == "gold"
    [problem] = report["errors"]
    assert problem["code"] == "unknown_card"
    assert problem["line"] == 32
    assert report["counts"]["fate"] == 43


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "does not exist"),
        (b"\x7fELF\x02\x01\x01\x00\x00\x00", "binary data"),
        (b"3 Hida\x81\x8d Kisada\n", "neither UTF-8 nor Windows-1252"),
        (b"3 Iron Mine\n" * 20_000, "a deck list is at most 200 KB"),
        (b'{"cards": [', "not valid JSON"),
    ],
    ids=["missing", "binary", "undecodable", "too-large", "broken-json"],
)
def test_an_unreadable_file_exits_2(tmp_path: Path, content: bytes | None, message: str) -> None:
    path = tmp_path / "deck.txt"
    if content is not None:
        path.write_bytes(content)
    code, out = run(str(path))
    assert code == 2
    assert message in out


def test_a_windows_1252_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes("Stronghold: Naga Attach\u00e9\n".encode("cp1252"))
    code, out = run(str(path))
    assert code == 1
    assert "'Naga Attaché'" in out


def test_the_exit_status_reaches_the_shell(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "manage.py", "validate_deck", str(tmp_path / "nothing.l5d")],
        cwd=settings.BASE_DIR,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2
    assert "does not exist" in result.stderr
