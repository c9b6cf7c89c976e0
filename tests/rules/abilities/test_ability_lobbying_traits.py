"""Traits that change Lobbying («Как добиться Благорасположения Императора», How to Gain
the Imperial Favor: «Один раз в ход в качестве политической акции Вы можете добиваться
Благорасположения Императора. Для этого у Вас должно быть больше фамильной чести, чем у
остальных игроков ... выберите и поверните одного из своих командиров, личная честь которого
больше 0»), on the Ivory Edition's printings."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Lobby, ManualFavor, ManualHonor
from rules.engine.coverage import FULL, automation
from rules.engine.honor import reads_for
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

COURTIER = personality("Doji Courtier", honor=2, clans=("Crane",), keywords=("Crane Clan",))
CRANE = stronghold("Crane Castle", clans=("Crane",), honor=5)


def _table(mine=(), fate=(), first_honor=5, second_honor=2) -> Table:
    return Table(
        deck(
            "First",
            stronghold(honor=first_honor),
            dynasty=[COURTIER, COURTIER, *mine],
            fate=list(fate),
        ),
        deck("Second", stronghold(honor=second_honor), dynasty=[COURTIER, *mine], fate=list(fate)),
    )


def _lobbies(t: Table, seat: int) -> list[str]:
    return [a for a in t.legal(seat) if a.startswith("lobby")]


def test_doji_dainagon_lobbies_as_an_open_action() -> None:
    """Doji Dainagon: "Dainagon may Lobby as an Open action.": on another player's turn, in
    the Action Phase, as Open actions are taken («Фаза акций»: «Все остальные игроки могут
    осуществлять только открытые акции»); an ordinary Personality does not."""
    dainagon = real_card("Doji Dainagon")
    assert automation(dainagon).status == FULL
    t = _table(mine=[dainagon], first_honor=2, second_honor=5)
    theirs = t.in_play("Doji Dainagon", seat=1)
    other = t.in_play("Doji Courtier", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, "pass")
    assert t.game.to_act == 1
    offered = _lobbies(t, 1)
    assert offered == [f"lobby {theirs.iid}"]
    with pytest.raises(IllegalAction, match="may not Lobby as an Open action"):
        t.act(1, Lobby(other.iid))
    entry = t.act(1, Lobby(theirs.iid))
    assert "Second gains the Emperor's Favor" in entry.notes
    assert t.state.favor == 1 and theirs.bowed
    # Still once per turn: after the Favor is gone, no second Lobby.
    t.act(0, ManualFavor(None))
    assert not _lobbies(t, 0)


def test_ancestral_armor_of_the_crane_clan_lobbies_open_and_gains_honor() -> None:
    """Ancestral Armor of the Crane Clan: "This Personality may Lobby as an Open action.
    After this Personality Lobbies, gain 1 Honor." (and 2 Honor as it is Equipped)."""
    armor = real_card("Ancestral Armor of the Crane Clan • Experienced")
    assert automation(armor).status == FULL
    t = _table(fate=[armor], first_honor=2, second_honor=5)
    wearer = t.in_play("Doji Courtier", seat=1)
    t.act(1, f"manual move {t.to_hand(armor.title, seat=1).iid} to on:{wearer.iid}")
    t.pass_until("action", seat=0)
    t.act(0, "pass")
    before = t.state.players[1].honor
    assert _lobbies(t, 1) == [f"lobby {wearer.iid}"]
    t.act(1, Lobby(wearer.iid))
    assert t.state.favor == 1
    assert t.state.players[1].honor == before + 1


def test_susumu_yanada_adds_five_to_the_honor_lobbying_checks() -> None:
    """Susumu Yanada: "You are considered to have +5 Family Honor when Lobbying checks
    Honor.": 3 against 6 is enough; 3 against 8 is not."""
    yanada = real_card("Susumu Yanada")
    assert automation(yanada).status == FULL  # with its Fear Interrupt (test_ability_fear_destroys)
    t = _table(mine=[yanada], first_honor=3, second_honor=2)
    t.in_play("Susumu Yanada")
    courtier = t.in_play("Doji Courtier")
    t.pass_until("action", seat=0)
    t.act(0, ManualHonor(1, 6 - t.state.players[1].honor))
    t.act(0, ManualHonor(0, 3 - t.state.players[0].honor))
    assert f"lobby {courtier.iid}" in _lobbies(t, 0)
    t.act(0, ManualHonor(1, 2))
    assert not _lobbies(t, 0)
    with pytest.raises(IllegalAction, match="Second has 8 Honor"):
        t.act(0, Lobby(courtier.iid))


def test_regal_furisode_adds_personal_honor_and_lobbies_again() -> None:
    """Regal Furisode: "This Personality has +1PH. ... When this Personality Lobbies, add
    his Personal Honor to the Family Honor check. He may Lobby even if you have already
    Lobbied once this turn." Its "rulebook Favor abilities" belong to the optional
    «Историческое использование Благорасположения Императора» the engine does not play."""
    furisode = real_card("Regal Furisode")
    assert automation(furisode).status == FULL
    t = _table(fate=[furisode], first_honor=3, second_honor=5)
    wearer = t.in_play("Doji Courtier")
    other = next(c for c in t.cards("Doji Courtier", 0) if c is not wearer)
    t.act(0, f"manual move {other.iid} to home")
    t.act(0, f"manual move {t.to_hand('Regal Furisode').iid} to on:{wearer.iid}")
    t.pass_until("action", seat=0)
    t.act(0, ManualHonor(0, 3 - t.state.players[0].honor))
    t.act(0, ManualHonor(1, 5 - t.state.players[1].honor))
    # 3 + his Personal Honor 3 (2 + 1) = 6 > 5: only he may lobby.
    assert _lobbies(t, 0) == [f"lobby {wearer.iid}"]
    t.act(0, ManualHonor(0, 4))  # 7 Honor: anyone may lobby
    t.act(0, Lobby(other.iid))
    t.act(1, "pass")
    t.act(0, ManualFavor(None))
    assert _lobbies(t, 0) == [f"lobby {wearer.iid}"]
    t.act(0, Lobby(wearer.iid))
    assert t.state.favor == 0
    t.act(1, "pass")
    t.act(0, ManualFavor(None))
    t.act(0, f"manual straighten {wearer.iid}")
    assert not _lobbies(t, 0)


def test_rulebook_favor_traits_are_read() -> None:
    """Doji Katata and Akodo Dairuko's sentences on the rulebook's Favor actions change
    nothing in a Gold game (Optional Rules — «Необязательные правила»)."""
    assert automation(real_card("Doji Katata")).status == FULL
    dairuko = real_card("Akodo Dairuko, the Steel Lion • Experienced 2")
    first = (
        "You may target defending Personalities with the rulebook Favor Political Battle action."
    )
    assert first in dairuko.text_plain
    assert reads_for(first, dairuko)
    assert not reads_for("You may use rulebook Favor abilities three times per turn.", dairuko)
