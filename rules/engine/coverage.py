"""How much of a card the engine plays by itself: full, partial or manual, with the reason.

A card is read line by line. An action line is automated when its effect is one the engine
runs (gold production, a duel, a Terrain, Ranged/Melee/Fear, or an effect the compiler or a
hand-written record reads whole; for a Reaction or an Interrupt, its trigger read by
`rules.engine.triggers` as well). A trait line is automated when it is a trigger and an
effect both read (a triggered trait, `rules.engine.reactions`), or when every sentence of it
is something the engine computes or enforces: a continuous Force/Chi/Personal Honor bonus, a
minimum Chi or a keyword given, Honor lost or gained as the card enters play, Province
strength, a restriction on what it attaches to, a rule of its own (`rules.engine.traits`),
the reminder text of a keyword whose rule the engine applies, or a Discipline (the Strategy
played again from the discard pile). A card with no text at all plays fully.

full: every line automated. partial: some lines automated, the others carried out by hand
(the table shows them). manual: nothing automated.
"""

import re
from dataclasses import dataclass

from rules.engine import (
    action_limits,
    continuous,
    end_draws,
    focus,
    follower_honor,
    gold,
    kharmic,
    own_assign,
    province_assign,
    ranged_sources,
    rings,
    terrain_grants,
    two_weapons,
    winds,
)
from rules.engine.abilities import MANUAL, PRODUCE, Ability, abilities, split_header, text_lines
from rules.engine.cards import REGION, SENSEI, STRONGHOLD, CardDef
from rules.engine.considered import reads as considered_reads
from rules.engine.derived_force import reads as derived_force_reads
from rules.engine.effects_zones import discipline_line, has_discipline
from rules.engine.events import enter_play_honor
from rules.engine.honor import reads_for as honor_reads
from rules.engine.keywords import fear_kills_sentence
from rules.engine.no_rehonor import reads as no_rehonor_reads
from rules.engine.restrictions import parse_restriction
from rules.engine.stats import _THIS_PROVINCE, _YOUR_PROVINCES, ADJACENT_PROVINCES
from rules.engine.traits import attack_modifier, parse_trait
from rules.engine.triggers import read_trigger

FULL = "full"
PARTIAL = "partial"
MANUAL_STATUS = "manual"
STATUSES = (FULL, PARTIAL, MANUAL_STATUS)

_TRIGGERED = frozenset({"reaction", "interrupt"})


@dataclass(frozen=True, slots=True)
class Automation:
    status: str
    reason: str
    manual: tuple[str, ...] = ()


# Reminder text of rules the engine enforces (attaching Spells, one Weapon) and of the
# keywords whose rule it applies; a parenthesis may join several.
_ENFORCED = frozenset(
    {
        "Shugenja may attach and cast Spells.",
        "A Personality can only have one Weapon.",
        "A Personality can only have one Armor.",
        # ops.leave_play
        "Draw a card after your Expendable card is destroyed.",
        "Draw a card after your Expendable card dies.",
        # the Honor keyword (rules.engine.honor)
        "Repeatable Interrupt: Discard an Honor card to give an Honor gain or loss +1 or -1.",
        "Repeatable Interrupt: Once per action, discard an Honor card to increase or reduce an "
        "Honor gain or loss by 1.",
        # the Courage keyword (rules.engine.courage)
        "Repeatable Interrupt: Discard a Courage card to give a Fear effect +2 or -2 strength.",
        # attack: resolution and maneuvers (keywords.survives_resolution, brash_draws,
        # not_bowed_by_resolution)
        "Once per game per card, a Resilient card does not die in battle resolution.",
        "A Conqueror's unit doesn't bow after battle.",
        "The Defender may draw a card after a Brash card is assigned to attack.",
        # play: a Fortification is built in the Province it was recruited from
        "Fortifications attach to the Province from which they entered play.",
        "Fortifications attach, bowed, to the Province from which they entered play.",
        "Fortifications attach, straightened, to the Province from which they entered play.",
        # keywords.do_tactician
        "Battle: Discard a card to give this Tactician a Force bonus equal to the card's "
        "Focus Value.",
        # stats.unit_force
        "Elite cards contribute Force even if bowed.",
        # duel
        "Duelists win tied duels versus non-Duelists.",
        # play.attach_problem
        "Kensai may attach two Weapons, as long as neither is Two-Handed.",
        "Kensai may attach two One-Handed Weapons.",
        # events (entered_play: a recruit or an Equip)
        "Draw a card after your Destined card enters play.",
        "Draw a card after you Recruit a Destined card.",
        "Draw a card after you Equip a Destined card.",
        # mobility: Cavalry's Engage move, Naval's first Battle action, Reserve's recruit
        # and Equip in a battle
        "Once per turn, as an Absent Engage, move your unbowed Personality in a Cavalry unit "
        "to the battle.",
        "Once per turn, as an Absent Engage, move your unbowed Personality in a Cavalry unit "
        "to this battle.",
        "Once per turn, as an Absent Engage, move your unbowed Personality in a Cavalry unit "
        "to this battlefield.",
        "Once a turn, the Attacker gets the first Battle action, if it's from a Naval "
        "Personality's unit.",
        "Once a turn, the attacker gets the first Battle action, if it's from a Naval "
        "Personality's unit.",
        "You may Recruit a Reserve Personality, if they would be opposed, as an Absent Battle "
        "action.",
        "You may Recruit a Reserve Personality, if he would be opposed, as an Absent Battle "
        "action.",
        "You may Recruit a Reserve card, if it would be opposed, as an Absent Battle action.",
        "You may Equip a Reserve attachment, if it would be opposed, as a Battle action.",
        "Shugenja may attach and cast spells.",
        # play.renew
        "When a card with Renew enters play from a Province, refill its Province face-up.",
        # ops.overconfident_draws (events.entered_play, ops.leave_play)
        "Each other player may draw a card after an Overconfident card enters or leaves play.",
    }
)


def _enforced(line: str) -> bool:
    if not (line.startswith("(") and line.endswith(")")):
        return False
    return all(sentence in _ENFORCED for sentence in continuous.sentences(line[1:-1]))


def _is_traits_line(line: str, defn: CardDef) -> bool:
    """The card's own traits repeated in its text ("Dragon Clan • Samurai • Kensai")."""
    parts = [part.strip() for part in line.split("•")]
    return len(parts) > 1 and all(
        defn.has_keyword(part) or part.removesuffix(" Clan") in defn.clans for part in parts
    )


def _trait_handled(line: str, defn: CardDef) -> bool:
    if _enforced(line) or _is_traits_line(line, defn):
        return True
    # Abilities a Terrain gives (`rules.engine.terrain_grants`), each read whole.
    if terrain_grants.reads(line, defn):
        return True
    if discipline_line(line) is not None and has_discipline(defn):
        return True
    if focus.reads(line, defn):
        return True
    if kharmic.reads(line, defn) or rings.reads(line, defn):
        return True
    for sentence in continuous.sentences(line):
        if continuous.parse_static(sentence, defn) is not None:
            continue
        if continuous.parse_statics(sentence, defn):
            continue
        if province_assign.reads(sentence, defn):
            continue
        if own_assign.reads(sentence, defn):
            continue
        if ranged_sources.reads(sentence, defn):
            continue
        if follower_honor.reads(sentence, defn):
            continue
        if defn.not_unique_sentence(sentence):
            continue
        if considered_reads(sentence, defn):
            continue
        if derived_force_reads(sentence, defn):
            continue
        if no_rehonor_reads(sentence, defn):
            continue
        if enter_play_honor(sentence, equipped=True):
            continue
        if _THIS_PROVINCE.match(sentence) or _YOUR_PROVINCES.match(sentence):
            continue
        if defn.type == REGION and ADJACENT_PROVINCES.match(sentence):
            continue
        if parse_restriction(sentence) is not None:
            continue
        if parse_trait(sentence, defn) is not None:
            continue
        # keywords.attack_bonus
        if attack_modifier(sentence) is not None:
            continue
        if gold.reads(sentence, defn):
            continue
        if honor_reads(sentence, defn):
            continue
        if fear_kills_sentence(sentence, defn):
            continue
        if end_draws.reads(sentence, defn):
            continue
        if action_limits.reads(sentence, defn):
            continue
        if two_weapons.reads(sentence, defn):
            continue
        if defn.type in (SENSEI, STRONGHOLD) and winds.MUST_BE.match(sentence):
            # A deck rule, checked as the game is set up (`rules.engine.setup.validate`).
            continue
        return False
    return True


def trait_sentence_handled(sentence: str, defn: CardDef) -> bool:
    """One sentence of a trait line the engine applies by itself (not a trigger): what a
    line leading a triggered trait may hold (`rules.engine.abilities`)."""
    return _trait_handled(sentence, defn)


def _why(defn: CardDef, ability: Ability | None, line: str) -> str:
    """Why a line stays with the player, in the rulebook's terms."""
    if ability is not None and _TRIGGERED.intersection(ability.timings):
        if read_trigger(defn, ability.body) is not None:
            return (
                "a Reaction or Interrupt whose effect the engine cannot read yet "
                f"(Costs and Effects): {line}"
            )
        return (
            "a Reaction or Interrupt answers a moment the engine does not watch for yet "
            f"(Actions): {line}"
        )
    if ability is not None:
        return f"an action whose effect the engine cannot read yet (Costs and Effects): {line}"
    header = split_header(line)
    if header is not None and header[0]:
        return f"an ability of a kind the engine does not play yet (Abilities and Traits): {line}"
    return f"a trait the engine does not apply yet (Abilities and Traits): {line}"


def _lines(defn: CardDef) -> list[str]:
    return text_lines(defn)


def assess(defn: CardDef, parsed: tuple[Ability, ...] | None = None) -> Automation:
    """The verdict on `defn`, from its `parsed` abilities when given (else the cached ones)."""
    by_text: dict[str, Ability] = {}
    for ability in parsed if parsed is not None else abilities(defn):
        by_text.setdefault(ability.text, ability)
    done = 0
    manual: list[str] = []
    reasons: list[str] = []
    for line in _lines(defn):
        ability = by_text.get(line)
        if (
            (
                ability is not None
                and ability.effect != MANUAL
                # A production line is read whole, or its bonus stays with the player.
                and (ability.effect != PRODUCE or gold.production_read(line, defn))
            )
            or (ability is None and _trait_handled(line, defn))
            # A Reaction that pays a cost is played by the payment (`rules.engine.gold`).
            or (ability is not None and gold.reads(line, defn))
        ):
            done += 1
        else:
            manual.append(line)
            reasons.append(_why(defn, ability, line))
    if not manual:
        reason = "the engine plays all of its text" if done else "no ability text"
        return Automation(FULL, reason)
    status = PARTIAL if done else MANUAL_STATUS
    return Automation(status, re.sub(r"\s+", " ", reasons[0]), tuple(manual))


_CACHE: dict[int, tuple[CardDef, Automation]] = {}


def automation(defn: CardDef) -> Automation:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        found = _CACHE[id(defn)] = (defn, assess(defn))
    return found[1]
