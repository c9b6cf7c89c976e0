"""Battle keywords read from card text and traits («Особые ситуации», «Специальные
надписи»): Ranged X Attack, Melee X Attack, Fear X, Tactician, Yu X, Cavalry, Naval,
Double Chi.

An ability whose whole effect is "Ranged 2 Attack" (":ranged: 2"), "Melee 3 Attack" or
"Fear 2" (":fear: 2"), with or without its reminder text in parentheses, is run by the
engine; so is the Tactician's discard and the Yu of a losing army.
"""

import re
from collections.abc import Iterator

from rules.engine import battlefield as bf
from rules.engine import ops, stats
from rules.engine import traits as traits_module
from rules.engine.abilities import Ability, actions_of
from rules.engine.actions import Action, Fear, MeleeAttack, RangedAttack, Tactician
from rules.engine.cards import FOLLOWER, PERSONALITY, CardDef
from rules.engine.continuous import has_keyword
from rules.engine.errors import IllegalAction
from rules.engine.events import emit
from rules.engine.state import HAND, Card, State
from rules.engine.traits import Traits, traits

RANGED = "ranged"
MELEE = "melee"
FEAR = "fear"

_REMINDER = r"\.?(?:\s*\([^)]*\))?\.?$"


def _atom(kind: str, group: str) -> str:
    """The keyword with its strength in `group` ("Ranged 2 Attack" / ":ranged: 2")."""
    word = {RANGED: "Ranged", MELEE: "Melee", FEAR: "Fear"}[kind]
    attack = "" if kind == FEAR else " Attack"
    return rf"(?:{word} (?P<{group}>\d+){attack}|:{kind}:\s*(?P<{group}s>\d+))"


# "Fear 2, or Fear 3 if the target is dishonorable", "Ranged 3 Attack, or Ranged 4 Attack if
# the target is Shadowlands", "... if the target is a Ratling or a Human" (keywords, clans).
_TRAIT_WORD = r"(?:an? )?[A-Z][\w'-]*(?: Clan)?"
_COND = rf"(?P<cond>dishonorable|a Follower|{_TRAIT_WORD}(?: or {_TRAIT_WORD})*)"
_KEYWORDS = tuple(
    (
        kind,
        re.compile("^" + _atom(kind, "n") + _REMINDER, re.I),
        re.compile(
            "^"
            + _atom(kind, "n")
            + ", or "
            + _atom(kind, "m")
            + f" if the target is {_COND}"
            + _REMINDER
        ),
    )
    for kind in (RANGED, MELEE, FEAR)
)
# Words that name no keyword or clan a card has: their rules are not a trait check.
_NOT_TRAITS = frozenset({"infantry", "unaligned", "human", "unique", "personality"})
_YU = re.compile(r"^Yu (\d+)$", re.IGNORECASE)


def keyword_effect(body: str) -> tuple[str, int, int, str] | None:
    """("ranged", 2, 0, "") for an ability whose whole effect is "Ranged 2 Attack", and so
    on; ("fear", 2, 3, "dishonorable") for "Fear 2, or Fear 3 if the target is
    dishonorable": the stronger attack against a target that meets the condition
    (`meets_condition`)."""
    text = body.strip()
    for kind, pattern, alternative in _KEYWORDS:
        match = pattern.match(text)
        if match:
            return kind, int(match["n"] or match["ns"]), 0, ""
        match = alternative.match(text)
        if match:
            cond = _condition(kind, match["cond"])
            if cond is None:
                return None
            return kind, int(match["n"] or match["ns"]), int(match["m"] or match["ms"]), cond
    return None


def _condition(kind: str, text: str) -> str | None:
    """ "dishonorable", "Follower" (a Fear targets a unit: never), or the keywords and clans
    "Shadowlands|Lion Clan"."""
    if text in ("dishonorable", "a Follower"):
        return None if kind == FEAR and text == "a Follower" else text.removeprefix("a ")
    words = [re.sub(r"^an? ", "", part) for part in text.split(" or ")]
    if any(word.lower() in _NOT_TRAITS for word in words):
        return None
    return "|".join(words)


def meets_condition(state: State, target: Card, cond: str) -> bool:
    """Whether the target of a keyword attack meets its stronger attack's condition."""
    if cond == "dishonorable":
        return target.defn.type == PERSONALITY and target.dishonored
    if cond == FOLLOWER:
        return target.defn.type == FOLLOWER
    return any(
        has_keyword(state, target, word)
        or any(word in (clan, f"{clan} Clan") for clan in target.defn.clans)
        for word in cond.split("|")
    )


def strength_against(state: State, ability: Ability, target: Card) -> int:
    if ability.strength_if and meets_condition(state, target, ability.strength_if):
        return ability.strength2
    return ability.strength


def yu(defn: CardDef) -> int | None:
    for keyword in defn.keywords:
        match = _YU.match(keyword)
        if match:
            return int(match.group(1))
    return None


def is_cavalry(state: State, personality: Card) -> bool:
    """«Кавалерийское маневрирование»: a unit is Cavalry only if the Personality and all his
    Followers are (printed, or given: "This Personality has Cavalry." on his Item)."""
    if not has_keyword(state, personality, "Cavalry"):
        return False
    return all(has_keyword(state, card, "Cavalry") for card in bf.followers(state, personality))


def is_naval(state: State, personality: Card) -> bool:
    return has_keyword(state, personality, "Naval") and all(
        has_keyword(state, card, "Naval") for card in bf.followers(state, personality)
    )


def not_bowed_by_resolution(state: State, unit: Card) -> list[int]:
    """The cards of a unit going home after its battle that stay unbowed: all of a
    Conqueror's unit ("A Conqueror's unit doesn't bow after battle"), a card printed "Battle
    resolution does not bow <its name>", every card of a unit one of whose cards says "...
    does not bow cards in this unit"."""
    cards = [unit, *bf.followers(state, unit)]
    if has_keyword(state, unit, "Conqueror"):
        return [card.iid for card in cards]
    spared = []
    for card, found in _unit_traits(state, unit):
        if found.no_bow == traits_module.UNIT:
            return [card.iid for card in cards]
        if found.no_bow == traits_module.SELF and card in cards:
            spared.append(card.iid)
    return spared


def survives_resolution(state: State, card: Card) -> bool:
    """ "Once per game per card, a Resilient card does not die in battle resolution": the
    first time a Resilient card's army is destroyed it stays (and is marked); a Resilient
    Follower stays only with its Personality."""
    key = f"resilient:{card.iid}"
    if not card.defn.has_keyword("Resilient") or key in state.used_game:
        return False
    state.used_game.append(key)
    state.note(f"{card.defn.title} is Resilient and does not die")
    return True


def brash_draws(state: State, unit: Card, defender: int) -> None:
    """ "The Defender may draw a card after a Brash card is assigned to attack": a card for
    each Brash card of the unit assigned."""
    player = state.players[defender]
    for card in (unit, *bf.followers(state, unit)):
        if card.defn.has_keyword("Brash") and ops.draw(state, player) is not None:
            state.note(f"{player.name} draws a card ({card.defn.title} is Brash)")


def double_chi(state: State, card: Card) -> bool:
    return has_keyword(state, card, "Double Chi")


# -- what a card may shoot at ---------------------------------------------------------------
def _targets(state: State, seat: int) -> Iterator[Card]:
    """An opposing Follower, or an opposing Personality without Followers, in this battle
    («Атака с расстояния должна иметь в качестве цели одну карту противника»)."""
    pid = bf.current(state)
    mine = bf.side_of(state, seat)
    for unit in bf.units_at(state, pid):
        if bf.side_of(state, unit.controller) == mine:
            continue
        followers = bf.followers(state, unit)
        if followers:
            yield from followers
        else:
            yield unit


def _unit_traits(state: State, target: Card) -> Iterator[tuple[Card, Traits]]:
    unit = bf.person_of(state, target)
    for card in (unit, *(state.cards[iid] for iid in unit.attachments)):
        found = traits(card.defn)
        if found:
            yield card, found


def ranged_shielded(state: State, target: Card) -> bool:
    """ "Ranged Attacks may not target cards in this unit" (on any card of the unit), "...
    target Hataki's Followers" (on his Personality), "... target Hataki" (on the card)."""
    for card, found in _unit_traits(state, target):
        scope = found.no_ranged
        if (
            scope == traits_module.UNIT
            or (scope == traits_module.SELF and card is target)
            or (scope == traits_module.FOLLOWERS and target.defn.type == FOLLOWER)
        ):
            return True
    return False


def fear_negated(state: State, target: Card) -> bool:
    """ "Negate Fear effects upon this Follower" (on it), "... upon Followers in this unit" /
    "... upon cards in this unit" (on any card of its unit)."""
    for card, found in _unit_traits(state, target):
        scope = found.no_fear
        if scope in (traits_module.UNIT, traits_module.FOLLOWERS) or (
            scope == traits_module.SELF and card is target
        ):
            return True
    return False


def penalty(state: State, target: Card, kind: str) -> int:
    """What the cards of the target's unit take off an attack or Fear of `kind` targeting
    it ("Ranged Attacks targeting cards in this unit have -2 strength")."""
    total = 0
    for card, found in _unit_traits(state, target):
        for what, scope, amount in found.penalties:
            if what == kind and (scope == traits_module.UNIT or card is target):
                total += amount
    return total


def _actor_ready(state: State, card: Card) -> bool:
    """The card acting (or, for an attachment, its Personality) is unbowed and in play."""
    if not card.in_play:
        return False
    actor = card if card.defn.type in (PERSONALITY, FOLLOWER) else state.cards[card.host]
    return not actor.bowed and (actor is card or not card.bowed)


def _keyword_abilities(state: State, seat: int, kind: str) -> Iterator[tuple[Card, Ability]]:
    pid = bf.current(state)
    for unit in bf.units_at(state, pid):
        if unit.controller != seat:
            continue
        for card in (unit, *(state.cards[iid] for iid in unit.attachments)):
            for ability in actions_of(card.defn):
                if ability.effect == kind and "battle" in ability.timings:
                    yield card, ability


def _used(state: State, key: str) -> bool:
    return key in state.attack["used"]


_NO_BOW = re.compile(r"\b(?:without bowing|does not (?:need to )?bow|need not bow)\b", re.I)


def ranged_bows(ability: Ability) -> bool:
    """«Для нанесения подобной атаки карта должна быть повернута, если на ней не написано,
    что этого делать не надо»."""
    return not _NO_BOW.search(ability.text)


def ranged_ready(state: State, card: Card, ability: Ability) -> bool:
    return _actor_ready(state, card) and not (ranged_bows(ability) and card.bowed)


def keyword_actions(state: State, seat: int) -> list[Action]:
    out: list[Action] = []
    targets = list(_targets(state, seat))
    if targets:
        by_unit: dict[int, list[int]] = {}
        for card, ability in _keyword_abilities(state, seat, RANGED):
            if ranged_ready(state, card, ability):
                by_unit.setdefault(bf.person_of(state, card).iid, []).append(card.iid)
        shootable = [t for t in targets if not ranged_shielded(state, t)] if by_unit else []
        for sources in by_unit.values():
            combos = [(iid,) for iid in sources]
            if len(sources) > 1:
                combos.append(tuple(sorted(sources)))
            for combo in combos:
                out.extend(RangedAttack(combo, target.iid) for target in shootable)
        for card, ability in _keyword_abilities(state, seat, MELEE):
            key = f"melee:{card.iid}:{ability.index}"
            if (
                _actor_ready(state, card)
                and not (ability.bow and card.bowed)
                and (ability.bow or not _used(state, key))
            ):
                out.extend(MeleeAttack(card.iid, target.iid) for target in targets)
    opposing_units = [
        unit
        for unit in bf.units_at(state, bf.current(state))
        if bf.side_of(state, unit.controller) != bf.side_of(state, seat)
    ]
    for card, _ in _keyword_abilities(state, seat, FEAR):
        if _actor_ready(state, card) and not _used(state, f"fear:{card.iid}"):
            out.extend(Fear(card.iid, unit.iid) for unit in opposing_units)
    player = state.players[seat]
    if player.hand:
        for unit in bf.units_at(state, bf.current(state)):
            if (
                unit.controller == seat
                and has_keyword(state, unit, "Tactician")
                and not _used(state, f"tactician:{unit.iid}")
            ):
                out.extend(Tactician(unit.iid, iid) for iid in player.hand)
    return out


def _strength(state: State, card: Card, kind: str) -> int:
    for ability in actions_of(card.defn):
        if ability.effect == kind:
            return ability.strength
    raise IllegalAction(f"{card.defn.title} has no {kind} ability")


def _check_target(state: State, seat: int, iid: int) -> Card:
    target = state.cards.get(iid)
    if target is None or target not in list(_targets(state, seat)):
        raise IllegalAction(
            "the target must be an opposing Follower, or an opposing Personality without "
            "Followers, in this battle"
        )
    return target


def _source(state: State, seat: int, iid: int, kind: str) -> tuple[Card, Ability]:
    for card, ability in _keyword_abilities(state, seat, kind):
        if card.iid == iid:
            return card, ability
    raise IllegalAction(f"card {iid} has no {kind} ability in this battle")


def do_ranged(state: State, seat: int, action: RangedAttack) -> str:
    if len(set(action.sources)) != len(action.sources):
        raise IllegalAction("each card adds its strength to a ranged attack once")
    sources = [_source(state, seat, iid, RANGED) for iid in action.sources]
    units = {bf.person_of(state, card).iid for card, _ in sources}
    if len(units) > 1:
        raise IllegalAction("only cards of one unit may join their ranged attacks")
    for card, ability in sources:
        if not ranged_ready(state, card, ability):
            raise IllegalAction(f"{card.defn.title} cannot make a ranged attack now")
    target = _check_target(state, seat, action.target)
    if ranged_shielded(state, target):
        raise IllegalAction(f"Ranged Attacks may not target {target.defn.title}")
    strength = sum(strength_against(state, ability, target) for _, ability in sources) + penalty(
        state, target, traits_module.RANGED
    )
    for card, ability in sources:
        if ranged_bows(ability):
            ops.bow(card)
    names = " and ".join(card.defn.title for card, _ in sources)
    return _attack(state, seat, names, "Ranged", strength, target)


def do_melee(state: State, seat: int, action: MeleeAttack) -> str:
    card, ability = _source(state, seat, action.source, MELEE)
    key = f"melee:{card.iid}:{ability.index}"
    if not _actor_ready(state, card) or (ability.bow and card.bowed):
        raise IllegalAction(f"{card.defn.title} cannot make a melee attack now")
    if not ability.bow:
        if _used(state, key):
            raise IllegalAction(f"{card.defn.title} has already made its melee attack")
        state.attack["used"].append(key)
    target = _check_target(state, seat, action.target)
    if ability.bow:
        ops.bow(card)
    strength = strength_against(state, ability, target) + penalty(
        state, target, traits_module.MELEE
    )
    return _attack(state, seat, card.defn.title, "Melee", strength, target)


def _attack(state: State, seat: int, names: str, kind: str, strength: int, target: Card) -> str:
    """«Атака с расстояния уничтожает цель, если ее сила больше или равна силе цели»."""
    force = stats.force(state, target)
    if strength >= force:
        state.note(
            f"{names}: {kind} {strength} Attack destroys {target.defn.title} ({force} Force)"
        )
        emit(state, "destroy", card=target.iid, by=seat)
    else:
        state.note(f"{names}: {kind} {strength} Attack misses {target.defn.title} ({force} Force)")
    return names


def do_fear(state: State, seat: int, action: Fear) -> str:
    """«Ужас»: once per battle per card, without bowing; every Follower of the target unit
    with Force at most the Fear value bows (Undead are not afraid)."""
    card, ability = _source(state, seat, action.source, FEAR)
    if not _actor_ready(state, card):
        raise IllegalAction(f"{card.defn.title} cannot act while bowed")
    if _used(state, f"fear:{card.iid}"):
        raise IllegalAction(f"{card.defn.title} has already created Fear in this battle")
    unit = state.cards.get(action.target)
    if unit is None or unit.defn.type != PERSONALITY or not bf.opposed(state, card, unit):
        raise IllegalAction("Fear targets an opposing unit in this battle")
    state.attack["used"].append(f"fear:{card.iid}")
    strength = strength_against(state, ability, unit)
    afraid = [
        follower
        for follower in bf.followers(state, unit)
        if stats.force(state, follower) <= strength + penalty(state, follower, traits_module.FEAR)
        and not fear_negated(state, follower)
        and not follower.defn.has_keyword("Undead")
        and not follower.bowed
    ]
    for follower in afraid:
        ops.bow(follower)
    bowed = ", ".join(f.defn.title for f in afraid) or "nothing"
    state.note(
        f"{card.defn.title} creates Fear {strength} against {unit.defn.title}'s unit: {bowed} bows"
    )
    return card.defn.title


def do_tactician(state: State, seat: int, action: Tactician) -> str:
    """«Тактик»: once per battle, discard a card to add its Focus to his Force until the end
    of the turn (not a duel's focus; he does not bow)."""
    person = state.cards.get(action.personality)
    if (
        person is None
        or person.controller != seat
        or not has_keyword(state, person, "Tactician")
        or not bf.in_battle(state, person)
    ):
        raise IllegalAction("choose your Tactician in this battle")
    key = f"tactician:{person.iid}"
    if _used(state, key):
        raise IllegalAction(f"{person.defn.title} has already used his Tactician ability")
    card = state.cards.get(action.card)
    if card is None or card.zone != HAND or card.owner != seat:
        raise IllegalAction(f"card {action.card} is not in your hand")
    state.attack["used"].append(key)
    focus = card.defn.focus or 0
    ops.take(state, card)
    ops.place_pile(state, card, ops.discard_zone(card))
    if focus:
        ops.add_bonus(person, focus, 0)
    state.note(f"{person.defn.title} (Tactician) discards {card.defn.title}: +{focus}F")
    return person.defn.title
