"""The events phase: revealing Province cards left to right, Events once per game, Regions.

The second player is the subject: nothing of his is revealed before his first turn."""

from rules.engine.actions import Pass, PlayRegion
from tests.rules_cards import Table, deck, event, region, stronghold

FAMINE = event("Famine")
MARSH = region("Misty Marsh")
MOUNTAIN = region("Mountain Pass")
TOLL_ROAD = region("Toll Road", cost=3)


def table() -> Table:
    return Table(
        deck("First", stronghold(honor=5)),
        deck("Second", stronghold(honor=2), dynasty=[FAMINE] * 3 + [MARSH, MOUNTAIN, TOLL_ROAD]),
    )


def test_cards_are_revealed_left_to_right() -> None:
    """«Фаза событий»: in each Province, left to right, turn the face-down card face up."""
    t = table()
    revealed = [note for note in t.game.setup_notes if "is revealed" in note]
    pids = [p.pid for p in t.state.players[0].provinces]
    assert [int(note.split(":")[0].split()[1]) for note in revealed] == pids
    assert all(t.game.card(p.card).face_up for p in t.state.players[0].provinces)
    assert not any(t.game.card(p.card).face_up for p in t.state.players[1].provinces)


def test_an_event_happens_once_per_game_and_leaves_the_game() -> None:
    """«События», «Фаза событий»: an Event happens when revealed, unless it already happened
    in this game; either way it goes to the cards removed from the game («положите его в
    стопку покинувших игру карт (не важно, произошло оно или нет)») and the Province is
    refilled face down."""
    t = table()
    first = t.to_province("Famine", 1, 0, face_up=False)
    second = t.to_province("Famine", 1, 2, face_up=False)
    t.pass_until("dynasty-discard", seat=0)
    entry = t.act(0, Pass())  # turn 2 begins with the second player's events phase
    assert entry.notes.index("Event: Famine happens (carry out its text by hand)") < (
        entry.notes.index("Famine has already happened this game: no effect")
    )
    assert first.zone == second.zone == "removed"
    for index in (0, 2):
        assert not t.game.card(t.province(1, index).card).face_up
    third = t.to_province("Famine", 1, 1, face_up=False)
    t.pass_until("action", seat=1, later=True)  # turn 4
    assert "Famine has already happened this game: no effect" in t.game.log[-1].notes
    assert third.zone == "removed"
    assert t.state.events_occurred == {"Famine"}


def test_free_regions_enter_play_attached_to_their_province() -> None:
    """«Область», «Фаза событий»: after the Events, face-up Regions enter play attached to
    the Province they lie in, which is refilled."""
    t = table()
    marsh = t.to_province("Misty Marsh", 1, 1, face_up=False)
    t.pass_until("action", seat=1)
    province = t.province(1, 1)
    assert marsh.zone == "attached" and marsh.pid == province.pid
    assert province.attachments == [marsh.iid]
    assert province.card is not None and province.card != marsh.iid


def test_one_region_per_province() -> None:
    """«Область»: each Province may have only one Region; another one stays in the Province
    as an ordinary Dynasty card."""
    t = table()
    t.to_province("Misty Marsh", 1, 1, face_up=False)
    t.pass_until("action", seat=1)
    mountain = t.to_province("Mountain Pass", 1, 1, face_up=False)
    t.pass_until("action", seat=1, later=True)  # turn 4
    assert mountain.zone == "province" and mountain.face_up
    assert len(t.province(1, 1).attachments) == 1
    t.pass_until("dynasty-discard", seat=1)
    assert f"discard-province {t.province(1, 1).pid}" in t.legal(1)


def test_a_region_with_a_cost_may_be_paid_for() -> None:
    """«Фаза событий», «Область»: a Region must enter play when it is free; one with a cost
    may be paid for."""
    t = table()
    road = t.to_province("Toll Road", 1, 3, face_up=False)
    t.pass_until("events", seat=1)
    pid = t.province(1, 3).pid
    stronghold_id = t.state.players[1].stronghold
    assert t.legal(1) == ["pass", f"region {pid} pay {stronghold_id}"]
    t.act(1, PlayRegion(pid, (stronghold_id,)))
    assert road.zone == "attached" and t.game.card(stronghold_id).bowed
    assert t.state.phase == "action"


def test_a_costly_region_may_stay_in_its_province() -> None:
    """«Область»: a Region that is not played stays in its Province like any Dynasty card."""
    t = table()
    road = t.to_province("Toll Road", 1, 3, face_up=False)
    t.pass_until("events", seat=1)
    t.act(1, Pass())
    assert road.zone == "province" and road.face_up and t.state.phase == "action"
