"""Cards that ask for a player's Wind («Наследник (wind)» in «Типы карт (детальное
описание)» (Card Types in Detail: Wind)): a player shows at most one Wind before the game; a
card names it by the part of its title before the comma, with or without "The". Texts
printed on the cards whose titles are cited."""

from dataclasses import replace

import pytest

from rules.engine import payment, stats, winds
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, automation
from tests.rules_cards import (
    Table,
    deck,
    follower,
    holding,
    personality,
    sensei,
    strategy,
    stronghold,
    wind,
)

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
ICHIDO_ALLEGIANCE = replace(ICHIDO_ALLEGIANCE, text_plain="Your Wind must be The Kanpeki Dynasty.")


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


# -- actions -------------------------------------------------------------------------------
NASERU = wind("Hantei Naseru")
SEZARU = wind("Toturi Sezaru")
BANE_OF_THE_WOLF = strategy(
    "Bane of the Wolf",
    text="Limited: Target a player who has Toturi Sezaru as a Wind: He discards two cards at "
    "random.",
)
BANE_OF_THE_ANVIL = strategy(
    "Bane of the Anvil",
    text="Limited: Target a Personality controlled by a player who has Hantei Naseru as a "
    "Wind: Dishonor him.",
)
# The conditions of Naseru's Strength ("If your Wind is Hantei Naseru: ...") and Rise of
# Otosan Uchi ("Lose 3 Honor unless your Wind is the Kanpeki Dynasty."), on effects read
# elsewhere.
STRENGTH = strategy("Sezaru's Gift", text="Limited: If your Wind is Toturi Sezaru: Draw a card.")
RISE = strategy("Rising City", text="Open: Lose 3 Honor unless your Wind is the Kanpeki Dynasty.")


def _resolve(t: Table, action: str):
    """Play the action, then pass for the others until it resolves; the notes."""
    entry = t.act(0, action)
    yield from entry.notes
    while t.game.to_act not in (0, None):
        yield from t.act(t.game.to_act, "pass").notes


def _plays(t: Table, card) -> list[str]:
    return [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]


def test_a_target_player_who_has_a_wind_discards_at_random() -> None:
    """Bane of the Wolf: only a player who has Toturi Sezaru as a Wind is a legal target;
    he discards two cards picked at random (the seeded generator) as it resolves."""
    t = Table(
        deck("First", stronghold(honor=5), fate=[BANE_OF_THE_WOLF]),
        deck("Second", stronghold(honor=2), wind=SEZARU),
        more=[deck("Third", stronghold(honor=1), wind=NASERU)],
    )
    card = t.to_hand("Bane of the Wolf")
    t.pass_until("action", seat=0)
    wolf = t.state.players[1]
    offered = _plays(t, card)
    assert offered and all(a.endswith(f"targets {wolf.stronghold}") for a in offered)
    hand = list(wolf.hand)
    discards = len(wolf.fate_discard)
    notes = list(_resolve(t, offered[0]))
    assert sum(note.startswith("Second discards") for note in notes) == 2
    assert len(wolf.hand) == len(hand) - 2
    assert len(wolf.fate_discard) == discards + 2
    assert set(wolf.hand) < set(hand)
    assert automation(BANE_OF_THE_WOLF).status == FULL


def test_no_target_player_without_that_wind() -> None:
    t = Table(
        deck("First", stronghold(honor=5), fate=[BANE_OF_THE_WOLF]),
        deck("Second", stronghold(honor=2), wind=NASERU),
    )
    card = t.to_hand("Bane of the Wolf")
    t.pass_until("action", seat=0)
    assert _plays(t, card) == []


def test_a_target_controlled_by_a_player_who_has_a_wind() -> None:
    """Bane of the Anvil: a Personality of the player who has Hantei Naseru, not one of
    another player's."""
    t = Table(
        deck("First", stronghold(honor=5), [personality("Mine")], [BANE_OF_THE_ANVIL]),
        deck("Second", stronghold(honor=2), [personality("Theirs")], wind=NASERU),
    )
    mine, theirs = t.in_play("Mine"), t.in_play("Theirs", seat=1)
    card = t.to_hand("Bane of the Anvil")
    t.pass_until("action", seat=0)
    offered = _plays(t, card)
    assert offered and all(a.endswith(f"targets {theirs.iid}") for a in offered)
    assert not any(a.endswith(f"targets {mine.iid}") for a in offered)
    list(_resolve(t, offered[0]))
    assert theirs.dishonored and not mine.dishonored
    assert automation(BANE_OF_THE_ANVIL).status == FULL


def test_an_action_only_if_your_wind_is_named() -> None:
    """ "If your Wind is Toturi Sezaru: ..." is needed to announce the action."""
    with_it = Table(deck("First", stronghold(honor=5), fate=[STRENGTH], wind=SEZARU))
    without = Table(deck("First", stronghold(honor=5), fate=[STRENGTH], wind=NASERU))
    for t, offered in ((with_it, True), (without, False)):
        card = t.to_hand("Sezaru's Gift")
        t.pass_until("action", seat=0)
        assert bool(_plays(t, card)) == offered
    assert automation(STRENGTH).status == FULL


def test_an_effect_unless_your_wind_is_named() -> None:
    """ "Lose 3 Honor unless your Wind is the Kanpeki Dynasty.": the Kanpeki Dynasty's
    player keeps his Honor, another loses 3."""
    for home_wind, lost in ((KANPEKI, 0), (KANO, 3), (None, 3)):
        extra = {"wind": home_wind} if home_wind else {}
        t = Table(deck("First", stronghold(honor=5), fate=[RISE], **extra))
        card = t.to_hand("Rising City")
        t.pass_until("action", seat=0)
        honor = t.state.players[0].honor
        list(_resolve(t, _plays(t, card)[0]))
        assert t.state.players[0].honor == honor - lost
    assert automation(RISE).status == FULL


# -- costs ---------------------------------------------------------------------------------
GARDENS = holding(
    "Fantastic Gardens of Otosan Uchi",
    cost=4,
    text="This Holding enters play for :g1: less if your Wind is The Kanpeki Dynasty.",
)
YUNA = personality(
    "Moshi Yuna",
    cost=6,
    text_plain="You may Recruit Yuna for :g1: less if your Wind is Kano's Alliance.",
)
KONZETSU = personality(
    "Moto Konzetsu",
    cost=7,
    text_plain="You may Recruit Konzetsu for :g2: less if you have no Wind.",
)
UJIROU = personality(
    "Kakita Ujirou",
    cost=9,
    text_plain="Ujirou enters play for 2 less Gold if any other player is Mantis Clan. Ujirou "
    "enters play for 4 less Gold if you are the Defender.",
)


@pytest.mark.parametrize("card", [GARDENS, YUNA, KONZETSU, UJIROU])
def test_the_cost_conditions_are_read_whole(card) -> None:
    assert automation(card).status == FULL


def test_a_card_costs_less_by_its_players_wind() -> None:
    """Fantastic Gardens of Otosan Uchi (1 less with The Kanpeki Dynasty), Moshi Yuna (1 less
    with Kano's Alliance, whichever of its two cards), Moto Konzetsu (2 less with no Wind)."""
    cards = [GARDENS, YUNA, KONZETSU]
    t = Table(
        deck("First", stronghold(honor=5), cards, wind=KANPEKI),
        deck("Second", stronghold(honor=2), cards, wind=wind("Kano's Alliance, Akodo Kano")),
        more=[deck("Third", stronghold(honor=1), cards)],
    )
    prices = [[payment.cost(t.state, seat, c, c.gold_cost) for c in cards] for seat in range(3)]
    assert prices == [[3, 6, 7], [4, 5, 7], [4, 6, 5]]


def test_a_card_costs_less_for_the_defender_and_by_other_players_clans() -> None:
    """Kakita Ujirou: 2 less if any other player is Mantis Clan, 4 less if you are the
    Defender (both may hold)."""
    bushi = personality("Bushi")
    t = Table(
        deck("First", stronghold(honor=5, clans=["Mantis"]), [bushi, UJIROU]),
        deck("Second", stronghold(honor=2, strength=20), [UJIROU]),
    )
    assert payment.cost(t.state, 0, UJIROU, 9) == 9
    assert payment.cost(t.state, 1, UJIROU, 9) == 7
    attacker = t.in_play("Bushi")
    t.to_attack()
    t.attack(1, (attacker, 0))
    assert payment.cost(t.state, 1, UJIROU, 9) == 3
    assert payment.cost(t.state, 0, UJIROU, 9) == 9
