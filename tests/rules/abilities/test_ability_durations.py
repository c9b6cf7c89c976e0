"""How long an effect lasts (Costs and Effects — «Стоимость и эффекты»: «Если на карте прямо
не указана продолжительность ее эффекта, то он прекращается в конце текущего хода»;
«"Постоянно" - слово, заменяющее выражение "до конца игры"»): the compiler reads the
duration said before or after a sentence whose effect lasts, and the engine ends it at the
end of the battle, as the giver's next turn begins, at the end of his next turn, or never
while the card is in play; a saved game keeps it. Real card texts, titles cited."""

import json

from rules.engine import ops, stats
from rules.engine.actions import Pass
from rules.engine.compiler import compile_body
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, automation
from rules.engine.effects import BONUS, HOST, SELF, Effect, perform
from rules.engine.effects_bonuses import BATTLEFIELD_BONUS
from rules.engine.effects_scripted import SILENCE, silenced
from rules.engine.effects_stats import GIVE_KEYWORD
from rules.engine.game import Game
from rules.engine.pipeline import run
from rules.engine.state import Card
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
GUARD = personality("Guard", force=3, chi=2)
SPEARMEN = follower("Spearmen", force=2, cost=1)
UTZ = real_card("Utz!", "winds_of_change")
# The default duration, for comparison: a bonus that says nothing of how long it lasts.
SHOUT = strategy("Shout", text="Battle: Target an opposed Personality: Give him +1F.")
KICHI = real_card("Hitomi Kichi", "winds_of_change")
UIKKU = real_card("Prophecies of Uikku", "promotional_imperial")
DAIZU = real_card("Hida Daizu • Experienced", "drums_of_war")
# Named apart, so that a saved game (which keeps each card by its key) restores both.
FIRST_CASTLE = stronghold("First Castle", honor=5)
SECOND_CASTLE = stronghold("Second Castle", honor=2)


def _effects(defn, text: str) -> tuple[Effect, ...]:
    compiled = compile_body(defn, text)
    assert compiled is not None, text
    return compiled.effects


# -- the compiled records -------------------------------------------------------------------
def test_until_the_battle_ends() -> None:
    """Utz!: "Battle: Target an opposed Personality: Give him +2F until this battle ends."
    Nagamaki: "Give this card +2F/+1C until the battle ends." """
    (effect,) = _effects(UTZ, "Target an opposed Personality: Give him +2F until this battle ends.")
    assert (effect.op, effect.force, effect.lasts) == (BONUS, 2, ops.BATTLE)
    assert automation(UTZ).status == FULL
    nagamaki = real_card("Nagamaki", "a_perfect_cut")
    assert _effects(nagamaki, "Give this card +2F/+1C until the battle ends.") == (
        Effect(BONUS, SELF, force=2, chi=1, lasts=ops.BATTLE),
    )


def test_until_your_next_turn_begins_or_ends() -> None:
    """Hitomi Kichi: "Give Kichi +2F until your next turn begins." Prophecies of Uikku:
    "Give this Personality +2F/+3C until the end of your next turn." """
    assert _effects(KICHI, "Give Kichi +2F until your next turn begins.") == (
        Effect(BONUS, SELF, force=2, lasts=ops.NEXT_TURN),
    )
    assert _effects(UIKKU, "Give this Personality +2F/+3C until the end of your next turn.") == (
        Effect(BONUS, HOST, force=2, chi=3, lasts=ops.NEXT_TURN_END),
    )


def test_until_your_next_straighten_phase_begins() -> None:
    """Bayushi Aramoro: "After your Scorpion Clan Personality is destroyed: Give Aramoro
    +2F/+2C until your next Straighten Phase begins." — the turn begins with it («Начало
    хода»), so it lasts until the giver's next turn begins."""
    aramoro = personality("Bayushi Aramoro", force=5, chi=4, clans=("Scorpion",))
    assert _effects(aramoro, "Give Aramoro +2F/+2C until your next Straighten Phase begins.") == (
        Effect(BONUS, SELF, force=2, chi=2, lasts=ops.NEXT_TURN),
    )


def test_permanently_after_the_sentence() -> None:
    """Hida Daizu (Experienced): "Reaction: Before another player's action destroys a Crab Clan
    Personality at Daizu's location, give Daizu -2C permanently: Negate the destruction."
    (its cost read as a sentence; "Permanently give <card> +1F/+1C" before the sentence is
    the Events' phrasing, `phrasings.events`)."""
    assert _effects(DAIZU, "Give Daizu -2C permanently.") == (
        Effect(BONUS, SELF, chi=-2, lasts=ops.GAME),
    )


def test_the_turn_in_parentheses_and_a_bonus_to_everyone_there() -> None:
    """Bayushi Maemi: "Give a target enemy Personality -3F (until the turn ends). Dishonor
    him if his Force is now 0." (the default duration, said); Dispersive Terrain: "Give each
    defending Personality at this battlefield +2F until the battle ends." """
    maemi = real_card("Bayushi Maemi", "celestial_edition")
    first, _ = _effects(
        maemi,
        "Give a target enemy Personality -3F (until the turn ends). Dishonor him if his Force "
        "is now 0.",
    )
    assert (first.op, first.force, first.lasts) == (BONUS, -3, "")
    terrain = real_card("Dispersive Terrain", "gold_edition")
    (each,) = _effects(
        terrain, "Give each defending Personality at this battlefield +2F until the battle ends."
    )
    assert (each.op, each.lasts) == (BATTLEFIELD_BONUS, ops.BATTLE)


def test_a_duration_on_what_does_not_last_is_not_read() -> None:
    """An instant effect has no duration: "Bow him until the battle ends" says more than
    the engine would do, so the action is left to the player; so is a sentence saying two
    durations."""
    assert (
        compile_body(UTZ, "Target an opposed Personality: Bow him until this battle ends.") is None
    )
    assert compile_body(DAIZU, "Give Daizu -2C permanently until the battle ends.") is None


# -- played through the engine -------------------------------------------------------------
def _table(*fate) -> Table:
    return Table(
        deck("First", FIRST_CASTLE, dynasty=[BUSHI, KICHI], fate=[*fate, UIKKU, SPEARMEN]),
        deck("Second", SECOND_CASTLE, dynasty=[GUARD, BUSHI], fate=[SPEARMEN]),
    )


def _play(t: Table, title: str, on: Card) -> None:
    card = t.to_hand(title)
    (play,) = [
        a for a in t.legal(0) if a.startswith(f"play {card.iid} ") and a.endswith(f" {on.iid}")
    ]
    t.act(0, play)


def test_a_bonus_until_the_battle_ends_ends_with_it() -> None:
    """Utz! on the attacking Bushi (3F) lasts the battle; a bonus without a duration (the
    default) lasts to the end of the turn."""
    t = _table(UTZ, SHOUT)
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    _play(t, "Utz!", bushi)
    assert any("until the battle ends" in note for note in t.game.log[-1].notes)
    t.act(1, Pass())
    _play(t, "Shout", bushi)
    assert stats.force(t.state, bushi) == 6
    t.pass_battle()
    assert bushi.in_play and stats.force(t.state, bushi) == 4
    t.pass_until("dynasty", seat=1)
    assert stats.force(t.state, bushi) == 3


def test_a_saved_game_keeps_the_duration() -> None:
    """Utz! played, the game saved (to JSON) and restored mid-battle: the restored game
    still ends the bonus with the battle, and a replay of its log gives the same state."""
    t = _table(UTZ)
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    _play(t, "Utz!", bushi)
    saved = json.loads(json.dumps(t.game.to_dict()))
    restored = Game.from_dict(saved)
    again = restored.card(bushi.iid)
    assert [mod[3] for mod in again.mods] == [ops.BATTLE]
    assert stats.force(restored.state, again) == 5
    t.game = restored
    t.pass_battle()
    assert stats.force(restored.state, again) == 3
    replayed = Game.replay(restored.setups, restored.seed, restored.log, **restored.options)
    assert replayed.state.to_dict() == restored.state.to_dict()


def _give(t: Table, title: str, text: str, seat: int = 0) -> Card:
    """Carry out one of the card's sentences for its controller at `seat` (its trigger aside)."""
    card = t.in_play(title)
    perform(t.state, seat, card, _effects(card.defn, text), ())
    run(t.state)
    return card


def test_until_your_next_turn_begins() -> None:
    """Hitomi Kichi's +2F given in his controller's turn lasts through the other player's
    turn and ends as his own next turn begins."""
    t = _table()
    kichi = _give(t, "Hitomi Kichi", "Give Kichi +2F until your next turn begins.")
    base = stats.force(t.state, kichi) - 2
    t.pass_until("action", seat=1)
    assert stats.force(t.state, kichi) == base + 2
    t.pass_until("action", seat=0, later=True)
    assert stats.force(t.state, kichi) == base


def test_until_the_end_of_your_next_turn() -> None:
    """Prophecies of Uikku's +2F/+3C given in its controller's turn lasts through his next
    turn (the other player's turn between) and ends with it; given in the other player's
    turn, it ends with the controller's coming turn."""
    t = _table()
    bushi = t.in_play("Bushi")
    uikku = t.take("Prophecies of Uikku", 0, f"on:{bushi.iid}")
    effects = _effects(UIKKU, "Give this Personality +2F/+3C until the end of your next turn.")
    base = stats.force(t.state, bushi)
    perform(t.state, 0, uikku, effects, ())
    run(t.state)
    assert stats.force(t.state, bushi) == base + 2
    t.pass_until("action", seat=1)
    assert stats.force(t.state, bushi) == base + 2
    t.pass_until("action", seat=0, later=True)
    assert stats.force(t.state, bushi) == base + 2
    t.pass_until("action", seat=1, later=True)
    assert stats.force(t.state, bushi) == base
    # Given in the other player's turn, it lasts through the controller's coming turn only.
    perform(t.state, 0, uikku, effects, ())
    run(t.state)
    t.pass_until("action", seat=0, later=True)
    assert stats.force(t.state, bushi) == base + 2
    t.pass_until("action", seat=1, later=True)
    assert stats.force(t.state, bushi) == base


def test_permanently_lasts_while_the_card_is_in_play() -> None:
    """Hida Daizu's permanent -2C stays turn after turn."""
    t = Table(
        deck("First", FIRST_CASTLE, dynasty=[DAIZU, BUSHI], fate=[SPEARMEN]),
        deck("Second", SECOND_CASTLE, dynasty=[GUARD], fate=[SPEARMEN]),
    )
    daizu = _give(t, "Hida Daizu • Experienced", "Give Daizu -2C permanently.")
    base = stats.chi(t.state, daizu) + 2
    for seat in (1, 0, 1):
        t.pass_until("action", seat=seat, later=True)
        assert stats.chi(t.state, daizu) == base - 2
    assert any(mod[3] == ops.GAME for mod in daizu.mods)


# -- abilities that may not be used ---------------------------------------------------------
def test_abilities_may_not_be_used() -> None:
    """Front Line Camp: "Open, :bow:: A target Region's abilities may not be used." (this
    turn, the default); Kaiu Taru: "...target an enemy Personality: His abilities may not be
    used during this battle." (his cost of discarding a card aside)."""
    camp = real_card("Front Line Camp", "promotional_samurai")
    assert _effects(camp, "A target Region's abilities may not be used.") == (Effect(SILENCE, 0),)
    assert automation(camp).status == FULL
    taru = real_card("Kaiu Taru", "celestial_edition")
    silence, _ = _effects(
        taru,
        "Target an enemy Personality: His abilities may not be used during this battle. Draw a "
        "card.",
    )
    assert silence == Effect(SILENCE, 0, lasts=ops.BATTLE)


def test_abilities_may_not_be_used_until_the_battle_ends() -> None:
    """Kaiu Taru's silence on one of the other player's Personalities at home ends with the
    battle; one for the turn (the default, as Front Line Camp's) lasts until the turn ends."""
    t = _table()
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    other = t.in_play("Bushi", seat=1)
    taru = real_card("Kaiu Taru", "celestial_edition")
    for_battle = _effects(
        taru, "Target an enemy Personality: His abilities may not be used during this battle."
    )
    for_turn = _effects(taru, "Target an enemy Personality: His abilities may not be used.")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend()
    perform(t.state, 0, bushi, for_battle, (other.iid,))
    perform(t.state, 0, bushi, for_turn, (guard.iid,))
    run(t.state)
    assert silenced(other) and silenced(guard)
    t.pass_battle()
    assert not silenced(other) and silenced(guard)
    t.pass_until("action", seat=1)
    assert not silenced(guard)


# -- keywords given ------------------------------------------------------------------------
MOMENT = real_card("Moment of Brilliance", "diamond_edition")


def test_a_keyword_given() -> None:
    """Moment of Brilliance: "Battle: Target a Personality: Give him Tactician until the
    battle ends." Thunder Dragon's Child: "Thunder Open, :bow:: Give this Shugenja +2F and
    Conqueror." (the turn)."""
    assert _effects(MOMENT, "Target a Personality: Give him Tactician until the battle ends.") == (
        Effect(GIVE_KEYWORD, 0, what="Tactician", lasts=ops.BATTLE),
    )
    assert automation(MOMENT).status == FULL
    child = real_card("Thunder Dragon's Child", "twenty_festivals")
    assert _effects(child, "Give this Shugenja +2F and Conqueror.") == (
        Effect(BONUS, HOST, force=2),
        Effect(GIVE_KEYWORD, HOST, what="Conqueror"),
    )


def test_tactician_until_the_battle_ends() -> None:
    """Moment of Brilliance on the attacking Giant: he is a Tactician in the battle, and no
    more once it ends (he wins it and lives)."""
    giant = personality("Giant", force=6)
    t = Table(
        deck("First", FIRST_CASTLE, dynasty=[giant], fate=[MOMENT, SPEARMEN]),
        deck("Second", SECOND_CASTLE, dynasty=[GUARD], fate=[SPEARMEN]),
    )
    attacker = t.in_play("Giant")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (attacker, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    _play(t, "Moment of Brilliance", attacker)
    assert has_keyword(t.state, attacker, "Tactician")
    t.pass_battle()
    assert attacker.in_play and not has_keyword(t.state, attacker, "Tactician")
