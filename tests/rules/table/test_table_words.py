"""The table's words for actions («Фаза Династии», «Стоимость и эффекты»): card names, costs,
what is bowed to pay; and the manual builder's fields turned into action text."""

import pytest

from rules.engine import parse_action
from rules.table import (
    describe,
    manual_choices,
    manual_text,
    rule_groups,
    search_options,
    visible_cards,
)
from tests.rules_cards import Table, deck, holding, item, personality, stronghold

BUSHI = personality("Hida Wordsmith", force=3, chi=2, cost=5, honor=2, clans=["Crab"])
RONIN = personality("Wandering Wordsmith", cost=3, clans=[], keywords=[])
MINE = holding("Word Mine", cost=2, text=":bow:: Produce 2 Gold.")
BLADE = item("Word Blade", cost=2, keywords=["Weapon"])


def table() -> Table:
    setup = deck(
        "Wordy",
        stronghold("Word Keep", clans=["Crab"], gold=4, honor=6),
        dynasty=[BUSHI, RONIN, MINE] * 5,
        fate=[BLADE] * 10,
    )
    return Table(setup, goldfish=True)


def test_recruiting_names_the_card_the_cost_and_what_pays() -> None:
    t = table()
    t.to_province("Hida Wordsmith", 0, 0)
    t.to_province("Wandering Wordsmith", 0, 1)
    t.pass_until("dynasty")
    pid, keep = t.province(0, 0).pid, t.state.players[0].stronghold
    words = {a.text(): describe(t.game, 0, a) for a in t.game.legal_actions(0, manual=False)}
    assert words[f"recruit {pid} pay {keep} discount"] == (
        f"Recruit Hida Wordsmith (Province {pid}), 2 Gold less for your clan: "
        "3 Gold, bow Word Keep (4)"
    )
    assert f"recruit {pid} pay {keep} honor" not in words  # 5 Gold: the Keep makes 4
    ronin = t.province(0, 1).pid
    assert words[f"recruit {ronin} pay {keep} full"] == (
        f"Recruit Wandering Wordsmith (Province {ronin}): 3 Gold, bow Word Keep (4)"
    )
    assert words["pass"] == "Done recruiting: on to the discards"
    groups = rule_groups(t.game, 0)
    assert [g.label for g in groups] == ["Pass", "Recruit"]
    assert groups[0].choices[0].value == "pass"


def test_attaching_lobbying_and_discarding_in_words() -> None:
    t = table()
    bushi = t.in_play("Hida Wordsmith")
    blade = t.to_hand("Word Blade")
    t.pass_until("action")
    keep = t.state.players[0].stronghold
    words = {a.text(): describe(t.game, 0, a) for a in t.game.legal_actions(0, manual=False)}
    attach = f"attach {blade.iid} to {bushi.iid} pay {keep}"
    assert words[attach] == "Attach Word Blade to Hida Wordsmith: 2 Gold, bow Word Keep (4)"
    assert words[f"lobby {bushi.iid}"] == ("Lobby: bow Hida Wordsmith for the Emperor's Favor")
    assert words["pass"] == "Pass"
    t.pass_until("dynasty-discard")
    province = next(p for p in t.state.players[0].provinces if p.card is not None)
    title = t.game.card(province.card).defn.title
    action = parse_action(f"discard-province {province.pid}")
    assert describe(t.game, 0, action) == f"Discard {title} from Province {province.pid}"


def test_manual_choices_group_by_card_and_hide_face_down_cards() -> None:
    t = table()
    bushi = t.in_play("Hida Wordsmith")
    t.act(0, f"manual token {bushi.iid} +1F")
    choices = manual_choices(t.game, 0)
    labels = [c.label for c in choices.by_card[bushi.iid]]
    assert labels[:3] == ["Bow", "Destroy", "Discard"]
    assert "Take off a +1 Force token" in labels and "Dishonor" in labels
    blade = t.to_hand("Word Blade")
    labels = [c.label for c in manual_choices(t.game, 0).by_card[blade.iid]]
    assert labels[:4] == [
        "Reveal",
        "Discard",
        "Move to the top of the Fate deck",
        "Move into play (home)",
    ]
    assert "Move onto Hida Wordsmith" in labels
    assert [group.label for group in choices.by_player] == ["Wordy", "Goldfish"]
    wordy = {c.label: (c.name, c.value) for c in choices.by_player[0].choices}
    assert wordy["+1 Honor"] == ("action", "manual honor 0 +1")
    assert wordy["Draw a card"] == ("action", "manual draw 0")
    goldfish = [c.label for c in choices.by_player[1].choices]
    assert goldfish[:2] == ["+1 Honor", "-1 Honor"]
    assert [label for label in goldfish if label.startswith("Destroy Province")] == [
        f"Destroy Province {p.pid}" for p in t.state.players[1].provinces
    ]
    t.act(0, "manual favor 0")
    favor = manual_choices(t.game, 0).by_player[-1]
    assert (favor.label, [c.label for c in favor.choices]) == (
        "The Emperor's Favor",
        ["Return the Emperor's Favor"],
    )
    t.act(0, f"manual move {t.province(0, 0).card} to dynasty-bottom")
    hidden = t.province(0, 0)
    assert not t.game.card(hidden.card).face_up
    reveal = [c for c in manual_choices(t.game, 0).by_player[0].choices if c.name == "reveal"]
    assert [(c.label, c.value) for c in reveal] == [
        (f"Turn up Province {hidden.pid}", str(hidden.pid))
    ]
    hand = t.state.players[0].hand
    named = {iid for iid, _ in visible_cards(t.game, 0)}
    assert set(hand) <= named
    assert not named & set(t.state.players[0].fate + t.state.players[0].dynasty)
    options = search_options(t.game, 0)
    assert options["fate"] == [("Blank Scroll", "Blank Scroll"), ("Word Blade", "Word Blade")]
    assert [title for _, title in options["dynasty"]] == sorted(
        {"Hida Wordsmith", "Wandering Wordsmith", "Word Mine", "Dull Field"}
    )


@pytest.mark.parametrize(
    ("fields", "text"),
    [
        ({"op": "bow", "card": "12"}, "manual bow 12"),
        ({"op": "move", "card": "12", "to": "on:40"}, "manual move 12 to on:40"),
        ({"op": "token", "card": "12", "force": "2", "chi": ""}, "manual token 12 +2F"),
        ({"op": "untoken", "card": "12", "force": "-1", "chi": "1"}, "manual untoken 12 -1F/+1C"),
        ({"op": "bonus", "card": "3", "chi": "-2"}, "manual bonus 3 -2C"),
        ({"op": "set", "card": "3", "stat": "F", "value": "0"}, "manual set 3 F 0"),
        ({"op": "honor", "player": "1", "amount": "-3"}, "manual honor 1 -3"),
        ({"op": "draw", "player": "0"}, "manual draw 0"),
        ({"op": "favor", "player": "none"}, "manual favor none"),
        ({"op": "destroy-province", "province": "1:7"}, "manual destroy-province 1 7"),
        ({"op": "rehonor", "card": " 5 "}, "manual rehonor 5"),
    ],
)
def test_the_builder_fields_make_action_text(fields: dict[str, str], text: str) -> None:
    assert manual_text(fields) == text
    assert parse_action(text).text() == text


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({}, "choose a manual operation"),
        ({"op": "move", "card": "12"}, "move to a zone needs a to"),
        ({"op": "token", "card": "x", "force": "1"}, "the card must be a whole number, not 'x'"),
        ({"op": "set", "card": "3", "stat": "F"}, "needs a value"),
        ({"op": "honor", "player": "0"}, "change a player's honor needs an amount"),
    ],
)
def test_the_builder_says_what_is_missing(fields: dict[str, str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        manual_text(fields)
