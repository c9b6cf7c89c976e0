"""Cards that ask for a player's Wind («Наследник (wind)» in «Типы карт (детальное
описание)» (Card Types in Detail: Wind)): a player shows at most one Wind before the game; a
card names it by the part of its title before the comma, with or without "The". Texts
printed on the cards whose titles are cited."""

from dataclasses import replace

import pytest

from rules.engine import stats, winds
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, personality, sensei, stronghold, wind

KANPEKI = wind("The Kanpeki Dynasty, Hantei XL")
KANO = wind("Kano's Alliance, Iweko Miaka")
SUIKIHIME = wind("House of Suikihime, Otomo Suikihime")
KANEKA = wind("Akodo Kaneka")


def test_a_wind_is_named_by_its_title_before_the_comma() -> None:
    assert winds.named("The Kanpeki Dynasty, Hantei XL", "the Kanpeki Dynasty")
    assert winds.named("The Kanpeki Dynasty, Hantei XL", "The Kanpeki Dynasty")
    assert winds.named("Kano's Alliance, Akodo Kano", "Kano's Alliance")
    assert winds.named("Black Heart of the Empire", "The Black Heart of the Empire")
    assert not winds.named("Kano's Alliance, Akodo Kano", "Akodo Kano")
    assert not winds.named("Toturi Tsudao", "Toturi Sezaru")
    assert not winds.named("", "Toturi Sezaru")
    assert winds.named("", winds.NO_WIND) and not winds.named("Hantei Naseru", winds.NO_WIND)
    assert winds.named("Hantei Naseru", winds.ANY_WIND) and not winds.named("", winds.ANY_WIND)


KEIREI = personality(
    "Goju Keirei",
    force=2,
    chi=2,
    text_plain="Keirei has +1F/+1C if your Wind is the Kanpeki Dynasty.",
)
MEIJI = personality(
    "Doji Meiji", honor=2, text_plain="Meiji has +1PH if your Wind is The Kanpeki Dynasty."
)
AMRUSHA = personality(
    "Amrusha",
    text_plain="Amrusha has Conqueror if another player's Wind is House of Suikihime.",
)
QATUN = personality(
    "Moto Qatun",
    force=3,
    text_plain="Qatun has +2F while opposed if your Wind is Kano's Alliance.",
)
ARARAGI = personality(
    "Shinjo Araragi",
    text_plain="Araragi's Followers have +1F if another player's Wind is House of Suikihime.",
)
AKIMASA = personality(
    "Daidoji Akimasa",
    force=2,
    text_plain="Akimasa has +1F while opposed by a Personality controlled by a player whose "
    "Wind is Akodo Kaneka.",
)


@pytest.mark.parametrize("card", [KEIREI, MEIJI, AMRUSHA, QATUN, ARARAGI, AKIMASA])
def test_the_wind_conditions_are_read_whole(card) -> None:
    assert automation(card).status == FULL


def test_a_bonus_if_your_wind_is_named() -> None:
    """Goju Keirei (+1F/+1C if your Wind is the Kanpeki Dynasty), Doji Meiji (+1PH): with
    that Wind, the bonus; another player's Kanpeki Dynasty does not count."""
    t = Table(
        deck("First", stronghold(honor=5), [KEIREI, MEIJI], wind=KANPEKI),
        deck("Second", stronghold(honor=2), [KEIREI, MEIJI], wind=KANO),
    )
    mine, theirs = t.in_play("Goju Keirei"), t.in_play("Goju Keirei", seat=1)
    assert (stats.force(t.state, mine), stats.chi(t.state, mine)) == (3, 3)
    assert (stats.force(t.state, theirs), stats.chi(t.state, theirs)) == (2, 2)
    assert stats.personal_honor(t.state, t.in_play("Doji Meiji")) == 3
    assert stats.personal_honor(t.state, t.in_play("Doji Meiji", seat=1)) == 2


def test_a_keyword_and_followers_bonus_if_another_players_wind_is_named() -> None:
    """Amrusha (Conqueror if another player's Wind is House of Suikihime), Shinjo Araragi
    (his Followers +1F then): his own Wind is not another player's."""
    t = Table(
        deck("First", stronghold(honor=5), [AMRUSHA, ARARAGI], [follower("Ashigaru")]),
        deck("Second", stronghold(honor=2), [AMRUSHA, ARARAGI], [follower("Ashigaru")]),
        more=[deck("Third", stronghold(honor=1), wind=SUIKIHIME)],
    )
    assert has_keyword(t.state, t.in_play("Amrusha"), "Conqueror")
    araragi = t.in_play("Shinjo Araragi")
    ashigaru = t.take("Ashigaru", 0, f"on:{araragi.iid}")
    assert stats.force(t.state, ashigaru) == 3

    alone = Table(
        deck("First", stronghold(honor=5), [AMRUSHA, ARARAGI], [follower("Ashigaru")]),
        deck("Second", stronghold(honor=2), wind=KANO),
    )
    assert not has_keyword(alone.state, alone.in_play("Amrusha"), "Conqueror")
    araragi = alone.in_play("Shinjo Araragi")
    ashigaru = alone.take("Ashigaru", 0, f"on:{araragi.iid}")
    assert stats.force(alone.state, ashigaru) == 2


def test_a_bonus_while_opposed_and_by_the_opponents_wind() -> None:
    """Moto Qatun (+2F while opposed if your Wind is Kano's Alliance), Daidoji Akimasa (+1F
    while opposed by a Personality of a player whose Wind is Akodo Kaneka): in a battle."""
    guard = personality("Guard", force=1)
    t = Table(
        deck("First", stronghold(honor=5), [QATUN, AKIMASA], wind=KANO),
        deck("Second", stronghold(honor=2, strength=20), [guard], wind=KANEKA),
    )
    qatun, akimasa = t.in_play("Moto Qatun"), t.in_play("Daidoji Akimasa")
    defender = t.in_play("Guard", seat=1)
    assert stats.force(t.state, qatun) == 3 and stats.force(t.state, akimasa) == 2
    t.to_attack()
    t.attack(1, (qatun, 0), (akimasa, 0))
    t.defend((defender, 0))
    assert stats.force(t.state, qatun) == 5 and stats.force(t.state, akimasa) == 3


def test_no_bonus_for_another_wind_in_battle() -> None:
    guard = personality("Guard", force=1)
    t = Table(
        deck("First", stronghold(honor=5), [QATUN, AKIMASA], wind=KANPEKI),
        deck("Second", stronghold(honor=2, strength=20), [guard], wind=KANO),
    )
    qatun, akimasa = t.in_play("Moto Qatun"), t.in_play("Daidoji Akimasa")
    defender = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (qatun, 0), (akimasa, 0))
    t.defend((defender, 0))
    assert stats.force(t.state, qatun) == 3 and stats.force(t.state, akimasa) == 2


ICHIDO_ALLEGIANCE = sensei("Ichido Allegiance", 0, 0, 0)
ICHIDO_ALLEGIANCE = replace(
    ICHIDO_ALLEGIANCE, text_plain="Your Wind must be The Kanpeki Dynasty."
)


def test_a_sensei_that_requires_a_wind() -> None:
    """Ichido Allegiance: "Your Wind must be The Kanpeki Dynasty." A rule of building the
    deck: the game is not set up with another Wind or none; with it, it is."""
    with pytest.raises(ValueError, match="your Wind must be The Kanpeki Dynasty"):
        Table(deck("First", stronghold(honor=5), sensei=ICHIDO_ALLEGIANCE, wind=KANO))
    with pytest.raises(ValueError, match="your Wind must be The Kanpeki Dynasty"):
        Table(deck("First", stronghold(honor=5), sensei=ICHIDO_ALLEGIANCE))
    t = Table(deck("First", stronghold(honor=5), sensei=ICHIDO_ALLEGIANCE, wind=KANPEKI))
    assert t.state.players[0].sensei is not None
    assert automation(ICHIDO_ALLEGIANCE).status == FULL
