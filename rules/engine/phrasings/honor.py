"""Honor phrasings: an Honor gain or loss to come, made larger (`rules.engine.honor`), with
examples from the pool:

- Increase the next Honor gain or loss (this turn) from your cards by 1 ("Court Scribe";
  "Proclaiming gains are not from your cards"): the next change of any player's Honor that
  a card the acting player owns causes, this turn
- Increase his next Honor loss this turn by 1 ("Corrupt Governor", after "Target a
  player ..."): the target player's next Honor loss, whatever causes it
- Another player loses 2 Honor (Ancestral Armor of the Scorpion Clan); If this Shugenja is
  :air:, ... (Words of Consecration); Negate the loss / the gain or loss (in an Interrupt
  before one: Word of the Anvil); Name a Phase. Until your next turn begins, reduce each
  Honor gain by half ... during that phase (Word of the Anvil)
- Name a Fate card, or name a Dynasty card in play. Negate the effects of the next action
  from a card with that title (The Shadowed Estate of the Scorpion, `rules.engine.naming`)
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.compiler import MAX_TARGETS, PENDING
from rules.engine.effects import PLAYER, Effect
from rules.engine.effects_battle import CONTROLLER_HONOR
from rules.engine.effects_choice import EITHER_PLAYER, Either
from rules.engine.effects_stats import MEASURED_BONUS, MeasuredBonus
from rules.engine.honor import (
    END_DRAW,
    FROM_YOUR_CARDS,
    HALVE_GAINS,
    HONOR_NEXT,
    HONOR_NEXT_OF,
    HONOR_ZERO,
    LOSS,
    PHASES,
)
from rules.engine.naming import NAME_NEGATE
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Increase the next Honor gain or loss(?: this turn)? from your cards by (?P<n>\d+)$")
def next_from_your_cards(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(HONOR_NEXT, PLAYER, amount=int(match["n"]), what=FROM_YOUR_CARDS)


@phrasing(r"^Increase (?:his|her|their) next Honor loss(?: this turn)? by (?P<n>\d+)$")
def next_loss_of_target(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.last
    if on is None or on < 0 or on >= len(reader.targets):
        return False
    if reader.targets[on].kinds != (tg.PLAYER_KIND,):
        return False
    return reader.add(HONOR_NEXT_OF, on, amount=int(match["n"]), what=LOSS)


@phrasing(r"^(?P<obj>[Aa]nother player) (?P<verb>gains|loses) (?P<n>\d+) Honor$")
def another_player_honor(reader: "Reader", match: re.Match[str]) -> bool:
    """ "After you Equip this Item, another player loses 2 Honor." (Ancestral Armor of the
    Scorpion Clan): the acting player chooses which other player, as the action is
    announced (with one other player, that one)."""
    if len(reader.targets) >= MAX_TARGETS:
        return False
    reader.targets.append(tg.Target(side=tg.OTHERS, kinds=(tg.PLAYER_KIND,), text=match["obj"]))
    reader.last = on = len(reader.targets) - 1
    amount = int(match["n"]) * (1 if match["verb"] == "gains" else -1)
    return reader.add(CONTROLLER_HONOR, on, amount=amount)


_ELEMENTS = {"air", "earth", "fire", "water", "void"}


@phrasing(r"^If this Shugenja is :(?P<element>[a-z]+):, (?P<rest>.+)$")
def if_element_symbol(reader: "Reader", match: re.Match[str]) -> bool:
    """ "If this Shugenja is :air:, a target player gains or loses 1 Honor." (Words of
    Consecration): the element's symbol is its trait."""
    if match["element"] not in _ELEMENTS:
        return False
    element = match["element"].capitalize()
    return reader.sentence(f"If this Shugenja is {element}, {match['rest']}")


@phrasing(r"^Negate (?:the|that) (?:Honor )?(?:gain or loss|loss|gain)$")
def negate_honor(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Before a player loses Honor, discard the Imperial Favor to negate the loss." (Hantei
    Naseru; Word of the Anvil: "the gain or loss"): read only in an Interrupt answering a
    gain or loss of Honor (`rules.engine.abilities`)."""
    return reader.add(HONOR_ZERO, PLAYER)


_NAME_PHASE = PENDING + "name_phase"


@phrasing(r"^(?:Name|name) a [Pp]hase$")
def name_phase(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Name a Phase." — what the named phase is for comes in the next sentence."""
    return reader.add(_NAME_PHASE, PLAYER)


@phrasing(
    r"^Until your next turn begins, reduce each Honor gain by half, rounded down, that occurs "
    r"during that phase of each player's turn$"
)
def halve_gains(reader: "Reader", match: re.Match[str]) -> bool:
    """(Word of the Anvil, Hantei Naseru) after "Name a Phase": the player chooses the
    phase as the effect resolves."""
    if not reader.effects or reader.effects[-1].op != _NAME_PHASE:
        return False
    options = tuple((Effect(HALVE_GAINS, PLAYER, what=phase),) for phase in PHASES)
    labels = tuple(f"name the {phase.capitalize()} Phase" for phase in PHASES)
    reader.effects[-1] = Either(EITHER_PLAYER, PLAYER, options=options, labels=labels)
    return True


# -- naming a card (`rules.engine.naming`) ----------------------------------------------------
_NAME_CARD = PENDING + "name_card"


@phrasing(r"^Name a Fate card, or name a Dynasty card in play$")
def name_card(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Name a Fate card, or name a Dynasty card in play." — what the name is for comes in
    the next sentence."""
    return reader.add(_NAME_CARD, PLAYER)


@phrasing(r"^Negate the effects of the next action from a card with that title$")
def negate_named(reader: "Reader", match: re.Match[str]) -> bool:
    """(The Shadowed Estate of the Scorpion) after "Name a Fate card, or name a Dynasty card
    in play": the title is named as the effect resolves."""
    if not reader.effects or reader.effects[-1].op != _NAME_CARD:
        return False
    reader.effects[-1] = Effect(NAME_NEGATE, PLAYER)
    return True


# -- the rulebook's Favor actions' wording, as the Gold Favor cards repeat it ----------------
@phrasing(
    r"^(?P<a>Move home .+|Move .+ home); "
    r"(?P<b>(?:bow|straighten) (?:him|them) as (?:he|they) moves?)$"
)
def move_home_then(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Move home a target attacking or allying Personality; bow him as he moves" (Toturi
    Tsudao): two sentences joined by a semicolon."""
    second = match["b"]
    return reader.sentence(match["a"]) and reader.sentence(second[0].upper() + second[1:])


@phrasing(r"^(?P<head>.+ target) attacking or allying (?P<tail>.+)$")
def attacking_or_allying(reader: "Reader", match: re.Match[str]) -> bool:
    """ "a target attacking or allying Personality": an ally's units are on the attacking
    side («Фаза атаки»: the ally's units join the attacker's army), as "attacking" is read
    (`targets._state_ok`)."""
    return reader.sentence(f"{match['head']} attacking {match['tail']}")


@phrasing(r"^Move home (?P<obj>.+) and straighten his unit$")
def move_home_straighten(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Move home a target Personality and straighten his unit" (Word of the Sword)."""
    return reader.sentence(f"Move home {match['obj']}") and reader.sentence("Straighten his unit")


_MEASURES = {"Personal Honor": "ph", "Chi": "chi", "Force": "force"}


@phrasing(
    r"^Give (?P<obj>.+?) a (?P<first>Force|Chi) bonus(?: and a (?P<second>Force|Chi) bonus)? "
    r"equal to (?:his|her) (?P<stat>Personal Honor|Chi|Force)$"
)
def bonus_equal_to_his(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give Eitarou a Force bonus and a Chi bonus equal to his Personal Honor" (Bayushi
    Eitarou): measured as the effect resolves, on the card given the bonus."""
    # A target given the bonus ("your target opposed Personality ... equal to his Personal
    # Honor", Strength of my Father) is read by `phrasings.measured_bonuses`.
    if "target" in match["obj"].split():
        return False
    on = reader.obj(match["obj"])
    if on is None:
        return False
    stat = _MEASURES[match["stat"]]
    for which in (match["first"], match["second"]):
        if which:
            reader.effects.append(
                MeasuredBonus(MEASURED_BONUS, on, amount=on, stat=stat, to=which.lower())
            )
    return True


@phrasing(r"^Draw an additional card during your next End Phase$")
def end_draw(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Discard the Imperial Favor to draw an additional card during your next End Phase"
    (Toturi Sezaru, Miya Masatsuko)."""
    return reader.add(END_DRAW, PLAYER, amount=1)
