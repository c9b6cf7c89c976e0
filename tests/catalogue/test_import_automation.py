"""Each card's automation status (how much of its text the engine plays, "Способности и
надписи" / Abilities and Traits) is judged as the import writes the card: when import_cards
returns, every status is the engine's verdict on the card as stored, including a card whose
text a newer set changed and one whose clan another source added."""

import pytest
from importing_helpers import (
    GOLD_ARCS,
    empty_catalogue,
    oracle_card,
    write_json,
    write_set,
    write_set_info,
)

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.models import Automation, Card
from rules import automation
from rules.automation import judge

pytestmark = pytest.mark.django_db

PLAYED = "Battle: Bow a target enemy Follower."
UNPLAYED = "Once per game: Name a card. Your opponent reveals a card of that name."


def assert_statuses_are_the_engines() -> None:
    cards = Card.objects.prefetch_related("clans")
    assert cards.exists()
    for card in cards:
        verdict = judge(card)
        assert (card.automation, card.automation_reason) == (verdict.status, verdict.reason)


def test_every_imported_card_carries_the_engines_verdict(tmp_path):
    empty_catalogue()
    write_set_info(tmp_path, GOLD_ARCS)
    bowman = {"title": "Bowman", "types": ["Personality"], "decks": ["Dynasty"], "text": PLAYED}
    plain = {"title": "Plain Bushi", "types": ["Personality"], "decks": ["Dynasty"]}
    seer = {"title": "Odd Seer", "types": ["Personality"], "decks": ["Dynasty"], "text": UNPLAYED}
    write_set(tmp_path / "sets", "Gold Edition", [bowman, plain, seer])

    import_cards([tmp_path])

    assert_statuses_are_the_engines()
    statuses = dict(Card.objects.values_list("title", "automation"))
    assert statuses["Plain Bushi"] == Automation.FULL
    assert statuses["Odd Seer"] != Automation.FULL


def test_a_newer_text_and_an_added_clan_are_judged_again(tmp_path):
    empty_catalogue()
    write_set_info(tmp_path, GOLD_ARCS)
    seer = {"title": "Odd Seer", "types": ["Personality"], "decks": ["Dynasty"]}
    write_set(tmp_path / "sets", "Imperial Edition", [seer])
    import_cards([tmp_path])
    assert Card.objects.get().automation == Automation.FULL

    write_set(tmp_path / "sets", "Gold Edition", [{**seer, "text": UNPLAYED}])
    write_json(
        tmp_path,
        "personalities.json",
        [oracle_card(7, "Odd Seer", [{"set": "Gold Edition"}], clan="Crab")],
    )
    import_cards([tmp_path])

    card = Card.objects.get()
    assert list(card.clans.values_list("name", flat=True)) == ["Crab"]
    assert card.automation != Automation.FULL
    assert_statuses_are_the_engines()


def test_an_import_after_the_engine_changed_judges_every_card_again(tmp_path, monkeypatch):
    """A card the import does not touch keeps its status only while the engine that judged
    it runs; after an upgrade of the engine the next import judges every card again."""
    empty_catalogue()
    write_set_info(tmp_path, GOLD_ARCS)
    bowman = {"title": "Bowman", "types": ["Personality"], "decks": ["Dynasty"], "text": PLAYED}
    write_set(tmp_path / "sets", "Gold Edition", [bowman])
    import_cards([tmp_path])
    Card.objects.update(automation=Automation.MANUAL, automation_reason="judged by an old engine")

    import_cards([tmp_path])  # nothing changed, the same engine: statuses are kept
    assert Card.objects.get().automation_reason == "judged by an old engine"

    monkeypatch.setattr("rules.automation.engine_digest", lambda: "a newer engine")
    import_cards([tmp_path])
    assert_statuses_are_the_engines()


@pytest.fixture
def judged(monkeypatch) -> list[str]:
    """The titles the engine judges, the reader's included (a thread, so that it counts)."""
    from l5rdb.catalogue import importing

    monkeypatch.setattr(importing.multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    titles: list[str] = []
    judge_definition = automation.judge_definition

    def counted(defn):
        titles.append(defn.title)
        return judge_definition(defn)

    monkeypatch.setattr(automation, "judge_definition", counted)
    return titles


def write_three(folder) -> None:
    write_set_info(folder, GOLD_ARCS)
    bowman = {"title": "Bowman", "types": ["Personality"], "decks": ["Dynasty"], "text": PLAYED}
    seer = {"title": "Odd Seer", "types": ["Personality"], "decks": ["Dynasty"], "text": UNPLAYED}
    write_set(folder / "sets", "Gold Edition", [bowman, seer])
    write_set(folder / "sets", "Imperial Edition", [bowman, {"title": "Bow", "types": ["Item"]}])
    write_json(
        folder,
        "personalities.json",
        [oracle_card(7, "Odd Seer", [{"set": "Gold Edition"}], clan="Crab")],
    )


def test_each_card_is_judged_once_and_an_idempotent_run_judges_none(tmp_path, judged):
    empty_catalogue()
    write_three(tmp_path)
    import_cards([tmp_path])
    # Odd Seer twice: the reader judged it clanless, and Oracle's file then gave it a clan.
    assert sorted(judged) == ["Bow", "Bowman", "Odd Seer", "Odd Seer"]
    assert_statuses_are_the_engines()

    judged.clear()
    report = import_cards([tmp_path])
    # Only the reader judges Odd Seer again: it cannot know of the clan from another file
    # (the writer, which does, keeps the stored verdict).
    assert judged == ["Odd Seer"]
    assert report.totals()["cards"]["updated"] == 0
    assert_statuses_are_the_engines()


def test_after_an_upgrade_of_the_engine_each_card_is_judged_once_more(
    tmp_path, judged, monkeypatch
):
    empty_catalogue()
    write_three(tmp_path)
    import_cards([tmp_path])
    digests = set(Card.objects.values_list("automation_digest", flat=True))
    Card.objects.update(automation=Automation.MANUAL, automation_reason="judged by an old engine")

    monkeypatch.setattr(automation, "engine_digest", lambda: "a newer engine")
    judged.clear()
    report = import_cards([tmp_path])
    # Odd Seer twice again: by the reader without its clan, then by the writer.
    assert sorted(judged) == ["Bow", "Bowman", "Odd Seer", "Odd Seer"]
    assert_statuses_are_the_engines()
    assert not digests & set(Card.objects.values_list("automation_digest", flat=True))
    # Only the statuses changed (the old engine's were wrong): the cards count as updated.
    assert report.totals()["cards"]["updated"] == 3

    judged.clear()
    report = import_cards([tmp_path])
    assert judged == ["Odd Seer"]  # the reader's, as in any idempotent run
    assert report.totals()["cards"]["updated"] == 0


def test_a_card_judged_before_digests_were_kept_is_judged_once_more(tmp_path, judged):
    empty_catalogue()
    write_three(tmp_path)
    import_cards([tmp_path])
    Card.objects.filter(title="Bowman").update(automation_digest="")

    judged.clear()
    report = import_cards([tmp_path])
    assert sorted(judged) == ["Bowman", "Odd Seer"]  # Odd Seer: the reader's, as always
    # Its status was right: only the digest is written, and the card is not updated.
    assert report.totals()["cards"]["updated"] == 0
    assert Card.objects.get(title="Bowman").automation_digest
