"""Events in the Dynasty deck happen as they are revealed (Events Phase — «Фаза событий»;
Card Types in Detail: Events — «События (Events)»).

«Если карта в провинции оказалась событием, оно немедленно происходит, если оно еще не
происходило в этой игре. Затем положите его в стопку ..., а на освободившееся место
положите лицевой стороной вниз верхнюю карту Династической колоды.» Later printings say so
on the card: "After you reveal cards in your Provinces at the start of your turn, if this
Event is face-up in one of them, ...". Each phrasing is tested on the printed text of a
card that uses it; the scenarios play small cards with those words."""

import pytest

from rules.engine import stats
from rules.engine import targets as tg
from rules.engine.abilities import AUTO, abilities
from rules.engine.actions import Pass
from rules.engine.cards import ANCESTOR, FOLLOWER, PERSONALITY, SPELL
from rules.engine.coverage import FULL, PARTIAL, automation
from rules.engine.dynasty_events import (
    DISCARD_HAND,
    EACH_HONOR,
    EACH_PLAYER,
    ENTER_PLAY,
    PERMANENT_BONUS,
    WINNER_FAVOR,
)
from rules.engine.effects import BOW, DESTROY, DISHONOR, DRAW, SELF
from rules.engine.effects_battle import CHALLENGE, LOSER, WINNER
from rules.engine.effects_scripted import EACH
from rules.engine.phrasings.events import group
from rules.engine.triggers import REVEALED
from tests.real_cards import real_card
from tests.rules_cards import Table, card, deck, personality, stronghold

PREAMBLE = (
    "After you reveal cards in your Provinces at the start of your turn, if this Event is "
    "face-up in one of them, "
)


def reveal_ability(defn):
    found = [a for a in abilities(defn) if a.trigger is not None]
    assert len(found) == 1
    ability = found[0]
    assert ability.effect == AUTO and ability.trigger.event == REVEALED
    assert ability.trigger.who == "self" and not ability.timings
    return ability


@pytest.mark.parametrize(
    "title, set_file, verb, kinds, traits, conditions",
    [
        ("Corruption of the Harmonies", "gold_edition", BOW, (PERSONALITY,), ("Shugenja",), ()),
        ("Doom of the Phoenix", "shadowlands", DESTROY, (SPELL,), (), ()),
        ("Summons From Beyond", "crimson_and_jade", DESTROY, (ANCESTOR,), (), ()),
        ("Plague", "obsidian_edition", DESTROY, (FOLLOWER,), (), (("force", "max", 3),)),
        ("The Darkest Day", "anvil_of_despair", BOW, (PERSONALITY,), (), (("ph", "min", 3),)),
    ],
)
def test_verb_all_cards_a_description_fits(title, set_file, verb, kinds, traits, conditions):
    """ "bow all Shugenja", "destroy all Followers with 3 or lower Force": every card in
    play the description fits, none targeted."""
    defn = real_card(title, set_file)
    ability = reveal_ability(defn)
    assert ability.targets == ()
    (effect,) = ability.effects
    assert effect.op == EACH and effect.then.op == verb
    assert effect.group.side == tg.ANY and effect.group.kinds == kinds
    assert effect.group.traits == traits and effect.group.conditions == conditions
    assert automation(defn).status == FULL


def test_a_description_the_engine_does_not_check_is_not_read():
    """Doom of the Crane: "destroy all Honor-producing Holdings": "Honor-producing" is no
    keyword; the Event stays with the player."""
    defn = card(
        "Doom of the Crane", "Event", text_plain=PREAMBLE + "destroy all Honor-producing Holdings."
    )
    assert automation(defn).status != FULL


@pytest.mark.parametrize(
    "title, set_file, amount, kinds, traits",
    [
        ("Ancestral Reverence", "heaven_and_earth", 2, (ANCESTOR,), ()),
        ("Dealing with Shadows", "gold_edition", -2, ("card",), ("Shadowlands",)),
        ("Enlightened Ruler", "time_of_the_void", 5, ("Ring",), ()),
    ],
)
def test_each_player_gains_or_loses_honor_for_each_card(title, set_file, amount, kinds, traits):
    defn = real_card(title, set_file)
    (effect,) = reveal_ability(defn).effects
    assert effect.op == EACH_HONOR and effect.amount == amount
    assert effect.per.kinds == kinds and effect.per.traits == traits
    assert automation(defn).status == FULL


@pytest.mark.parametrize(
    "title, set_file, trait",
    [
        ("Brightest Winter", "an_onis_fury", "Courtier"),
        ("Returned to the Pit", "a_perfect_cut", "Shadowlands"),
    ],
)
def test_choose_and_destroy(title, set_file, trait):
    """ "choose and destroy a Courtier": the Event's owner chooses one, as a trait's target."""
    defn = real_card(title, set_file)
    ability = reveal_ability(defn)
    (target,) = ability.targets
    assert target.side == tg.ANY and target.kinds == (PERSONALITY,) and target.traits == (trait,)
    assert [(e.op, e.on) for e in ability.effects] == [(DESTROY, 0)]
    assert automation(defn).status == FULL


def test_choose_one_of_your_personalities_in_play():
    """ "choose one of your Personalities in play" names him for the sentences after it."""
    defn = card(
        "Quiet Vigil",
        "Event",
        text_plain=PREAMBLE + "choose one of your Personalities in play. Dishonor him.",
    )
    ability = reveal_ability(defn)
    (target,) = ability.targets
    assert target.side == tg.YOURS and target.kinds == (PERSONALITY,)
    assert [(e.op, e.on) for e in ability.effects] == [(DISHONOR, 0)]


def test_it_enters_play_in_your_home():
    """Commanding Favor: "it enters play in your home." The Event's lasting text is another
    line, left to the player."""
    defn = real_card("Commanding Favor", "samurai_edition")
    ability = reveal_ability(defn)
    assert [(e.op, e.on) for e in ability.effects] == [(ENTER_PLAY, SELF)]
    assert automation(defn).status == PARTIAL


# -- at the table ---------------------------------------------------------------------------
SCHOLAR = personality("Scholar", keywords=("Shugenja",))
MAGE = personality("Mage", keywords=("Shugenja",))
BUSHI = personality("Bushi", keywords=("Samurai",))
ENVOY = personality("Envoy", keywords=("Courtier",))
HERALD = personality("Herald", keywords=("Courtier",))
CORRUPTION = card(
    "Harmonies Broken", "Event", deck="Dynasty", text_plain=PREAMBLE + "bow all Shugenja."
)
WINTER = card(
    "Bright Winter", "Event", deck="Dynasty", text_plain=PREAMBLE + "choose and destroy a Courtier."
)
FAVOR = card(
    "Standing Favor", "Event", deck="Dynasty", text_plain=PREAMBLE + "it enters play in your home."
)


def table(*events) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[SCHOLAR, BUSHI, ENVOY]),
        deck("Second", stronghold(honor=2), dynasty=[*events, MAGE, HERALD]),
    )


def second_turn_begins(t: Table):
    """Seat 0 passes to the end of his first turn; the second player's turn begins."""
    t.pass_until("dynasty-discard", seat=0)
    return t.act(0, Pass())


def test_a_revealed_event_happens_and_leaves_the_game():
    """«Фаза событий»: Harmonies Broken ("bow all Shugenja") is turned face up at the start
    of its owner's turn: every Shugenja in play bows, whoever controls him, then the Event
    leaves the game and the Province is refilled face down."""
    t = table(CORRUPTION)
    scholar, bushi = t.in_play("Scholar"), t.in_play("Bushi")
    mage = t.in_play("Mage", seat=1)
    event = t.to_province("Harmonies Broken", 1, 1, face_up=False)
    entry = second_turn_begins(t)
    assert "Event: Harmonies Broken happens" in entry.notes
    assert scholar.bowed and mage.bowed and not bushi.bowed
    assert event.zone == "removed"
    refill = t.game.card(t.province(1, 1).card)
    assert refill.iid != event.iid and not refill.face_up
    assert t.state.events_occurred == {"Harmonies Broken"}


def test_an_event_waits_for_its_owners_choice():
    """Bright Winter ("choose and destroy a Courtier"): its owner chooses among the
    Courtiers in play, then the Event leaves the game; the Regions and the Action Phase
    follow."""
    t = table(WINTER)
    envoy = t.in_play("Envoy")
    herald = t.in_play("Herald", seat=1)
    event = t.to_province("Bright Winter", 1, 0, face_up=False)
    second_turn_begins(t)
    assert t.game.to_act == 1 and t.game.waiting_for == "triggered trait"
    assert sorted(t.legal(1)) == sorted(
        f"use {event.iid} 0 pay - targets {iid}" for iid in (envoy.iid, herald.iid)
    )
    assert event.zone == "province"
    t.act(1, f"use {event.iid} 0 pay - targets {envoy.iid}")
    assert envoy.zone == "dynasty-discard" and envoy.dead == "honorable"
    assert herald.in_play
    assert event.zone == "removed"
    t.pass_until("action", seat=1)


def test_an_event_with_nothing_to_choose_does_nothing():
    t = table(WINTER)
    event = t.to_province("Bright Winter", 1, 0, face_up=False)
    entry = second_turn_begins(t)
    assert "Bright Winter: no legal target" in entry.notes
    assert event.zone == "removed" and t.state.phase == "action"


def test_an_event_enters_play_in_its_owners_home():
    """Standing Favor ("it enters play in your home"): it stays in play instead of leaving
    the game, and its Province is refilled face down."""
    t = table(FAVOR)
    event = t.to_province("Standing Favor", 1, 2, face_up=False)
    entry = second_turn_begins(t)
    assert "Standing Favor enters play in Second's home" in entry.notes
    assert event.in_play and event.iid in t.state.players[1].home
    assert event.controller == 1
    refill = t.game.card(t.province(1, 2).card)
    assert refill.iid != event.iid and not refill.face_up
    t.pass_until("action", seat=1, later=True)
    assert event.in_play


def test_each_player_gains_honor_for_each_card_he_controls():
    """Each player, whoever revealed the Event, gains for his own cards."""
    reverence = card(
        "Honored Ancestors",
        "Event",
        deck="Dynasty",
        text_plain=PREAMBLE + "each player gains 2 Honor for each Courtier he controls.",
    )
    t = table(reverence)
    t.in_play("Envoy")
    t.in_play("Herald", seat=1)
    t.in_play("Mage", seat=1)
    t.to_province("Honored Ancestors", 1, 0, face_up=False)
    before = [p.honor for p in t.state.players]
    second_turn_begins(t)
    assert [p.honor - b for p, b in zip(t.state.players, before, strict=True)] == [2, 2]


def test_an_event_printed_without_the_preamble_happens_whole():
    """Welcome Home: "Gain 3 Honor." «Каждое событие оказывает свое действие в тот момент,
    когда игрок перевернул соответствующую карту»: the whole text happens as it is
    revealed."""
    defn = real_card("Welcome Home", "war_of_honor")
    (effect,) = reveal_ability(defn).effects
    assert (effect.op, effect.amount) == ("honor", 3)
    assert automation(defn).status == FULL


def test_an_event_with_an_action_has_lasting_text():
    """Shadow of the Dark God: "Provinces have -1 strength." is what the Event does in play;
    its "Open: Put this Event into play." is taken from its Province, where the Gold rules
    give a card no actions: both stay with the player."""
    defn = real_card("Shadow of the Dark God", "crimson_and_jade")
    assert not [a for a in abilities(defn) if a.trigger is not None]
    assert all(a.effect != AUTO for a in abilities(defn))


def test_this_card_enters_play_in_your_home():
    """Wrath of the Emperor: "This card enters play in your home." is what it does as it is
    revealed, though its other lines are actions it takes in play."""
    defn = real_card("Wrath of the Emperor", "wrath_of_the_emperor")
    ability = reveal_ability(defn)
    assert [(e.op, e.on) for e in ability.effects] == [(ENTER_PLAY, SELF)]


@pytest.mark.parametrize(
    "title, set_file, challenger_states, challenged_side",
    [
        ("Test of Stone", "gold_edition", (), tg.OTHERS),
        ("Selecting the Chancellor", "dark_allies", ("unbowed",), tg.OTHERS),
        ("A Final Duel", "scorpion_clan_coup_scroll_3", ("unbowed", "unique"), tg.OTHERS),
    ],
)
def test_an_event_duel(title, set_file, challenger_states, challenged_side):
    """ "choose your Personality and another player's Personality. Your Personality
    challenges the other." / "choose your unbowed Personality. He challenges another
    Personality.": his own Personality challenges another player's («Два Ваших командира
    никогда не могут бросить друг другу вызов»); what becomes of the winner and the loser
    follows."""
    defn = real_card(title, set_file)
    ability = reveal_ability(defn)
    mine, other = ability.targets
    assert mine.side == tg.YOURS and mine.states == challenger_states
    assert other.side == challenged_side
    assert (ability.effects[0].op, ability.effects[0].on, ability.effects[0].amount) == (
        CHALLENGE,
        1,
        0,
    )
    assert all(e.on in (LOSER, WINNER) for e in ability.effects[1:])
    assert automation(defn).status == FULL


def test_selecting_the_chancellor_winner_takes_the_favor():
    (_, favor, dishonor) = reveal_ability(
        real_card("Selecting the Chancellor", "dark_allies")
    ).effects
    assert (favor.op, favor.on) == (WINNER_FAVOR, WINNER)
    assert (dishonor.op, dishonor.on) == (DISHONOR, LOSER)


STONE = card(
    "Stone Test",
    "Event",
    deck="Dynasty",
    text_plain=PREAMBLE + "choose your Personality and another player's Personality. Your "
    "Personality challenges the other. The winner gains 4 Honor. Dishonor the loser.",
)
SAGE = personality("Sage", chi=4)
CRANE = personality("Courtier of the Crane", clans=("Crane",))


def test_an_event_duel_is_fought_and_its_outcome_follows():
    """Stone Test: its owner chooses both duelists; the duel is fought (Chi against Chi, no
    Focus here); the winner's controller gains 4 Honor and the loser is dishonored, not
    destroyed; then the Event leaves the game."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[STONE, SAGE]),
    )
    bushi = t.in_play("Bushi")
    sage = t.in_play("Sage", seat=1)
    event = t.to_province("Stone Test", 1, 0, face_up=False)
    before = t.state.players[1].honor
    entry = second_turn_begins(t)
    # One choice only: made for him.
    assert "Sage challenges Bushi (Stone Test)" in entry.notes
    assert t.game.waiting_for == "duel"
    for _ in range(10):
        if t.game.waiting_for != "duel":
            break
        t.act(t.game.to_act, "strike")
    assert t.state.players[1].honor == before + 4
    assert bushi.dishonored and bushi.in_play and sage.in_play
    assert event.zone == "removed"


def test_permanently_give_all_cards_a_description_fits():
    """Doom of the Crab: "permanently give all Crab Clan Personalities -2F"."""
    defn = real_card("Doom of the Crab", "shadowlands")
    (effect,) = reveal_ability(defn).effects
    assert effect.op == EACH and effect.then.op == PERMANENT_BONUS
    assert (effect.then.force, effect.then.chi) == (-2, 0)
    assert effect.group.traits == ("Crab Clan",) and effect.group.kinds == (PERSONALITY,)
    assert automation(defn).status == FULL


def test_a_permanent_bonus_outlasts_the_turn():
    """«Если на карте прямо не указана продолжительность ее эффекта, то он прекращается в
    конце текущего хода»: "permanently" says otherwise; the bonus lasts while the card is
    in play, and is no token."""
    doom = card(
        "Crab Doom",
        "Event",
        deck="Dynasty",
        text_plain=PREAMBLE + "permanently give all Crab Clan Personalities -2F.",
    )
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI, CRANE]),
        deck("Second", stronghold(honor=2), dynasty=[doom]),
    )
    bushi, crane = t.in_play("Bushi"), t.in_play("Courtier of the Crane")
    t.to_province("Crab Doom", 1, 0, face_up=False)
    second_turn_begins(t)
    assert stats.force(t.state, bushi) == 0
    t.pass_until("action", seat=0, later=True)
    assert stats.force(t.state, bushi) == 0 and stats.force(t.state, crane) == 2
    assert all(mod[0] != "token" for mod in bushi.mods)


def test_each_player_discards_his_hand_then_draws():
    """New Year's Celebration: "each player discards his hand, then draws five cards"."""
    defn = real_card("New Year's Celebration", "gold_edition")
    found = [(e.op, e.then.op, e.then.amount) for e in reveal_ability(defn).effects]
    assert found == [(EACH_PLAYER, DISCARD_HAND, 0), (EACH_PLAYER, DRAW, 5)]
    assert automation(defn).status == FULL


def test_each_player_gets_a_new_hand():
    celebration = card(
        "New Hands",
        "Event",
        deck="Dynasty",
        text_plain=PREAMBLE + "each player discards his hand, then draws five cards.",
    )
    t = table(celebration)
    t.to_province("New Hands", 1, 0, face_up=False)
    t.pass_until("dynasty-discard", seat=0)
    old = [list(p.hand) for p in t.state.players]
    second_turn_begins(t)
    for player, hand in zip(t.state.players, old, strict=True):
        assert len(player.hand) == 5 and not set(hand) & set(player.hand)
        assert all(t.game.card(iid).zone == "fate-discard" for iid in hand)


@pytest.mark.parametrize(
    "phrase",
    ["Followers in this unit", "Personalities with lower Force", "Honor-producing Holdings"],
)
def test_a_group_the_engine_cannot_describe_is_not_read(phrase):
    """ "destroy all <cards>": a description the engine cannot check for every card in play
    leaves the sentence to the player."""
    assert group(phrase) is None
    assert group("Followers with 3 or lower Force") is not None
