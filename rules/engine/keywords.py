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
from rules.engine import continuous, granted, ops, stats
from rules.engine import traits as traits_module
from rules.engine.abilities import Ability
from rules.engine.actions import Action, Fear, MeleeAttack, RangedAttack, Tactician
from rules.engine.cards import FOLLOWER, PERSONALITY, CardDef
from rules.engine.continuous import has_keyword, is_trait
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.errors import IllegalAction
from rules.engine.events import emit
from rules.engine.state import HAND, Card, State
from rules.engine.traits import Traits, traits

RANGED = "ranged"
MELEE = "melee"
FEAR = "fear"

_REMINDER = r"\.?(?:\s*\([^)]*\))?\.?$"
_KEYWORDS = (
    (RANGED, re.compile(r"^(?:Ranged (\d+) Attack|:ranged:\s*(\d+))" + _REMINDER, re.I)),
    (MELEE, re.compile(r"^(?:Melee (\d+) Attack|:melee:\s*(\d+))" + _REMINDER, re.I)),
    (FEAR, re.compile(r"^(?:Fear (\d+)|:fear:\s*(\d+))" + _REMINDER, re.I)),
)
_YU = re.compile(r"^Yu (\d+)$", re.IGNORECASE)


# "Ranged 2 Attack, or Ranged 3 Attack if the target is Shadowlands", "Fear 2, or Fear 3 if
# you control a Terrain": a greater strength under a condition.
_BETTER = re.compile(
    r"^(?P<kind>Ranged|Melee|Fear) (?P<n>\d+)(?: Attack)?, or (?:(?P=kind) )?(?P<m>\d+)"
    r"(?: Attack)? if (?P<cond>[^()]+?)" + _REMINDER
)
_ICON = re.compile(r":(ranged|melee|fear):\s*")
_TARGET_IS = re.compile(r"^(?:the target is|it targets) (?:an? )?(?P<what>.+)$")


def keyword_effect(body: str) -> tuple[str, int] | None:
    """("ranged", 2) for an ability whose whole effect is "Ranged 2 Attack", and so on (also
    with a greater strength under a condition that `keyword_better` reads)."""
    for kind, pattern in _KEYWORDS:
        match = pattern.match(body.strip())
        if match:
            return kind, int(match.group(1) or match.group(2))
    if (match := _BETTER.match(_worded(body))) and keyword_better(body) is not None:
        return match["kind"].lower(), int(match["n"])
    return None


def _worded(body: str) -> str:
    """The keywords' icons as words (":fear: 2, or :fear: 3 if ..." as "Fear 2, or Fear 3 if
    ...")."""
    return _ICON.sub(lambda m: m[1].capitalize() + " ", body.strip())


def keyword_better(body: str) -> tuple[int, str] | None:
    """The greater strength and its condition: "target:Shadowlands|Human" (the card a Ranged
    or Melee Attack targets has one of them; "target:dishonorable", a Fear's target
    Personality is dishonorable) or a condition about the player or this
    Personality (`phrasings.conditions.condition_of`)."""
    from rules.engine.phrasings.conditions import condition_of

    match = _BETTER.match(_worded(body))
    if match is None:
        return None
    cond = match["cond"].strip()
    if target := _TARGET_IS.match(cond):
        # A Fear targets a unit: of its Personality, only whether he is dishonorable is read
        # ("Fear 2, or Fear 3 if the target is dishonorable").
        if match["kind"] == "Fear" and target["what"] != "dishonorable":
            return None
        words = re.split(r",? or (?:an? )?|, ", target["what"])
        return int(match["m"]), "target:" + "|".join(words)
    name = condition_of(cond)
    return None if name is None else (int(match["m"]), name)


def strength(state: State, seat: int, card: Card, ability: Ability, target: Card | None) -> int:
    """An attack's or a Fear's strength as it is made ("or Ranged 3 Attack if the target is
    Shadowlands")."""
    if ability.strength_rule:
        return strength_of(state, card, ability)
    more, cond = ability.better
    if not more:
        return ability.strength
    if cond.startswith("target:"):
        holds = target is not None and any(
            target.dishonored if word == "dishonorable" else is_trait(state, target, word)
            for word in cond[7:].split("|")
        )
    else:
        holds = CONDITIONS[cond](state, seat, card, None)
    return more if holds else ability.strength


# Per game (by its cards' dict): the cards printing a modifier to players' attacks.
_MODIFIERS: dict[int, tuple[dict[int, Card], tuple[int, ...]]] = {}


def attack_bonus(state: State, seat: int, kind: str) -> int:
    """What `seat`'s Ranged or Melee Attacks (`traits_module.RANGED`, `MELEE`) gain or lose
    now: from cards in play ("Your Ranged Attacks have +1 strength.", "Other players' Ranged
    Attacks have -1 strength.") and from effects for this battle ("Your Ranged Attacks during
    this battle have +1 strength.", `effects_terrain.ATTACK_STRENGTH`)."""
    cards = state.cards
    found = _MODIFIERS.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_MODIFIERS) >= 64:
            _MODIFIERS.clear()
        printing: dict[int, bool] = {}
        for card in cards.values():
            key = id(card.defn)
            if key not in printing:
                printing[key] = bool(traits_module.attack_modifiers(card.defn))
        sources = tuple(sorted(iid for iid, c in cards.items() if printing[id(c.defn)]))
        found = _MODIFIERS[id(cards)] = (cards, sources)
    total = 0
    for iid in found[1]:
        card = cards[iid]
        if not card.in_play:
            continue
        for what, whose, amount in traits_module.attack_modifiers(card.defn):
            mine = card.controller == seat
            if what == kind and mine == (whose == traits_module.YOURS):
                total += amount
    attack = state.attack
    if attack is not None:
        for pid, who, what, amount in attack.get("attack_bonus", ()):
            if pid == attack["battle"] and who == seat and what == kind:
                total += amount
    return total


def yu_of(state: State, card: Card) -> int | None:
    """«Ю»: his printed Yu with the continuous bonuses ("This Personality has +4 Yu."); None
    without either."""
    printed = yu(card.defn)
    more = continuous.bonus(state, card, "yu") if continuous.touches(state, "yu") else 0
    if printed is None and more <= 0:
        return None
    return (printed or 0) + more


# A strength read as the attack or Fear is made (`Ability.strength_rule`): "Fear with strength
# equal to this Shugenja's Chi, plus 1 if he is Earth", "Ranged Attack equal to the number of
# Spells in this unit" (a greater strength under a condition is `keyword_better`'s).
_STAT_STRENGTH = re.compile(
    r"^(?:Fear|:fear:) (?:with strength )?equal to (?P<who>this Shugenja|this Personality|"
    r"[A-Z][\w'-]*)'s (?P<stat>Chi|Force|Personal Honor)"
    r"(?:, plus (?P<plus>\d+) if (?:he|she) is (?P<keyword>[A-Z][\w-]*))?" + _REMINDER,
)
_UNIT_COUNT = re.compile(
    r"^(?:Ranged|:ranged:) Attack (?:with strength )?equal to the number of "
    r"(?P<keyword>[A-Z][\w-]*)s in this unit" + _REMINDER,
)
# "Fear with strength equal to the number of Followers in this unit" (Hida Sadaharu), "...
# of Undead cards in this unit" (Noekam).
_UNIT_FEAR_COUNT = re.compile(
    r"^(?:Fear|:fear:) (?:with strength )?equal to the number of "
    r"(?P<keyword>[A-Z][\w-]*?)(?:s| cards) in this unit" + _REMINDER,
)
_STATS = {"Chi": "chi", "Force": "force", "Personal Honor": "ph"}


def variable_keyword(defn: CardDef, body: str) -> tuple[str, int, str] | None:
    """(kind, base strength, rule) for an ability whose whole effect is a Fear or Ranged
    Attack of a strength read when it is made; None otherwise."""
    body = body.strip()
    if match := _STAT_STRENGTH.match(body):
        who = match["who"]
        if who.startswith("this "):
            # "this Shugenja" on a Spell, "this Personality" on an attachment or itself.
            if who == "this Shugenja" and not (
                defn.type == "Spell" or defn.has_keyword("Shugenja")
            ):
                return None
        elif defn.type != PERSONALITY or who not in (defn.personality_name or defn.title).split():
            return None
        plus = f":{match['plus']}:{match['keyword']}" if match["plus"] else ""
        return FEAR, 0, f"stat:{_STATS[match['stat']]}{plus}"
    if match := _UNIT_COUNT.match(body):
        return RANGED, 0, f"count:{match['keyword']}"
    if match := _UNIT_FEAR_COUNT.match(body):
        return FEAR, 0, f"count:{match['keyword']}"
    return None


def strength_of(state: State, card: Card, ability: Ability) -> int:
    """The strength of a keyword ability of `card` now (`variable_keyword`)."""
    rule = ability.strength_rule
    if not rule:
        return ability.strength
    kind, _, rest = rule.partition(":")
    person = bf.person_of(state, card)
    if kind == "stat":
        stat, _, plus = rest.partition(":")
        value = {"chi": stats.chi, "force": stats.force, "ph": stats.personal_honor}[stat]
        total = value(state, person)
        if plus:
            amount, _, keyword = plus.partition(":")
            total += int(amount) if has_keyword(state, person, keyword) else 0
        return total
    # "count": cards of the unit with the keyword (a Spell: its type).
    unit = [person, *(state.cards[iid] for iid in person.attachments)]
    return sum(1 for c in unit if c.defn.type == rest or has_keyword(state, c, rest))


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
    if not has_keyword(state, card, "Resilient") or key in state.used_game:
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
            or (scope == traits_module.HOST and card.host == target.iid)
            or (scope == traits_module.FOLLOWERS and target.defn.type == FOLLOWER)
        ):
            return True
    # "While the Defender controls a Forest, cards in Taro's unit may not be targeted by
    # Ranged Attacks." (`rules.engine.ranged_sources`)
    from rules.engine import ranged_sources

    return ranged_sources.shielded(state, target)


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
            if what == kind and (
                scope == traits_module.UNIT
                or (scope == traits_module.HOST and card.host == target.iid)
                or (scope == traits_module.SELF and card is target)
            ):
                total += amount
    return total + _army_penalty(state, target, kind)


def _army_penalty(state: State, target: Card, kind: str) -> int:
    """ "... targeting your Crab Clan Personalities in Kisada's army have -1 strength": a
    Personality of his army with the traits, targeted (a Fear: his unit, «Ужас»: «выберите
    в качестве цели другой отряд»)."""
    person = bf.person_of(state, target)
    if person.defn.type != PERSONALITY or (kind != traits_module.FEAR and person is not target):
        return 0
    where = bf.location(state, person)
    total = 0
    for unit in bf.units_at(state, where) if where is not None else ():
        if unit.controller != person.controller:
            continue
        for card in (unit, *(state.cards[iid] for iid in unit.attachments)):
            for what, scope, amount in traits(card.defn).penalties:
                if (
                    what == kind
                    and scope.startswith(traits_module.ARMY)
                    and all(
                        is_trait(state, person, word)
                        for word in re.findall(r"[A-Z][\w-]*(?: Clan)?", scope)
                    )
                ):
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
            for ability in granted.actions(card):
                if (
                    ability.effect == kind
                    and "battle" in ability.timings
                    and (
                        not ability.condition
                        or CONDITIONS[ability.condition](state, seat, card, None)
                    )
                ):
                    yield card, ability


def _used(state: State, key: str) -> bool:
    return key in state.attack["used"]


_NO_BOW = re.compile(r"\b(?:without bowing|does not (?:need to )?bow|need not bow)\b", re.I)


def ranged_bows(ability: Ability) -> bool:
    """«Для нанесения подобной атаки карта должна быть повернута, если на ней не написано,
    что этого делать не надо»."""
    return not _NO_BOW.search(ability.text)


def ranged_ready(state: State, card: Card, ability: Ability) -> bool:
    return _actor_ready(state, card) and (
        ability.bow_host or not (ranged_bows(ability) and card.bowed)
    )


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
    for card, ability in _keyword_abilities(state, seat, FEAR):
        ready = _actor_ready(state, card) and not (ability.bow and card.bowed)
        if ready and not _used(state, f"fear:{card.iid}"):
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
    for ability in granted.actions(card):
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
    from rules.engine.effects_battle import RANGED_ATTACK

    total = sum(strength(state, seat, card, ability, target) for card, ability in sources)
    for card, ability in sources:
        if ability.bow_host:
            # "Bow this Personality: Ranged 4 Attack" on his Item: he bows, not the Item.
            ops.bow(bf.person_of(state, card))
        elif ranged_bows(ability):
            ops.bow(card)
    names = " and ".join(card.defn.title for card, _ in sources)
    # The attack is made as the action resolves, after the Interrupts to its announcement
    # ("Give a Melee or Ranged Attack +2 strength"); the target's unit takes off what it
    # does then (`effects_battle._ranged`).
    emit(
        state,
        RANGED_ATTACK,
        card=target.iid,
        strength=total,
        source=sources[0][0].iid,
        sources=[card.iid for card, _ in sources],
        names=names,
        by=seat,
    )
    return names


def do_melee(state: State, seat: int, action: MeleeAttack) -> str:
    card, ability = _source(state, seat, action.source, MELEE)
    key = f"melee:{card.iid}:{ability.index}"
    if not _actor_ready(state, card) or (ability.bow and card.bowed):
        raise IllegalAction(f"{card.defn.title} cannot make a melee attack now")
    if not ability.bow:
        if _used(state, key):
            raise IllegalAction(f"{card.defn.title} has already made its melee attack")
        state.attack["used"].append(key)
    from rules.engine.effects_attacks import MELEE_BY

    target = _check_target(state, seat, action.target)
    if ability.bow:
        ops.bow(card)
    # Made as the action resolves (`effects_attacks._strike`), as a Ranged Attack is.
    value = strength(state, seat, card, ability, target)
    emit(state, MELEE_BY, card=target.iid, base=value, stat="", source=card.iid, by=seat)
    return card.defn.title


def attack(state: State, seat: int, names: str, kind: str, strength: int, target: Card) -> str:
    """An attack of `kind` ("Ranged", "Melee") at `target` with the strength given, less
    what the target's unit takes off it."""
    what = traits_module.RANGED if kind == "Ranged" else traits_module.MELEE
    total = strength + penalty(state, target, what) + attack_bonus(state, seat, what)
    return _attack(state, seat, names, kind, total, target)


def _attack(state: State, seat: int, names: str, kind: str, strength: int, target: Card) -> str:
    """«Атака с расстояния уничтожает цель, если ее сила больше или равна силе цели»."""
    force = stats.force(state, target)
    if strength >= force:
        state.note(
            f"{names}: {kind} {strength} Attack destroys {target.defn.title} ({force} Force)"
        )
        cause = "ranged" if kind == "Ranged" else "action"
        emit(state, "destroy", card=target.iid, by=seat, cause=cause)
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
    if ability.bow:
        # A printed :bow: is the action's cost («Стоимость и эффекты»).
        if card.bowed:
            raise IllegalAction(f"{card.defn.title} is bowed")
        ops.bow(card)
    from rules.engine.effects_attacks import FEAR_BY

    state.attack["used"].append(f"fear:{card.iid}")
    # Made as the action resolves (`effects_attacks._strike`), as a Ranged Attack is.
    value = strength(state, seat, card, ability, unit)
    emit(state, FEAR_BY, card=unit.iid, base=value, stat="", source=card.iid, by=seat)
    return card.defn.title


def frighten(state: State, title: str, value: int, unit: Card) -> list[Card]:
    """«Ужас»: «Все солдаты в указанном отряде с силой меньше или равной значению силы ужаса
    ... поворачиваются ... Ужас не оказывает никакого воздействия на карты нежити»; the
    Followers bowed."""
    afraid = [
        follower
        for follower in bf.followers(state, unit)
        if stats.force(state, follower) <= value + penalty(state, follower, traits_module.FEAR)
        and not fear_negated(state, follower)
        and not follower.defn.has_keyword("Undead")
        and not follower.bowed
    ]
    for follower in afraid:
        ops.bow(follower)
    bowed = ", ".join(f.defn.title for f in afraid) or "nothing"
    state.note(f"{title} creates Fear {value} against {unit.defn.title}'s unit: {bowed} bows")
    return afraid


_FEAR_KILLS = re.compile(
    r"^After your Fear action at (?P<name>[A-Z][\w']*(?: [A-Z][\w']*)?)'s battlefield bows a "
    r"Follower, destroy it\.?$"
)


def fear_kills_sentence(sentence: str, defn: CardDef) -> bool:
    """Whether `sentence` is a Personality's "After your Fear action at <his name>'s
    battlefield bows a Follower, destroy it." (Daigotsu Kanpeki)."""
    match = _FEAR_KILLS.match(sentence.strip())
    if match is None or defn.type != PERSONALITY:
        return False
    name = re.split(r"[,•]", defn.personality_name or defn.title)[0]
    return all(word in name.split() for word in match["name"].split())


def fear_kills(state: State, seat: int, fearful: Card) -> bool:
    """Whether a Personality of `seat`'s at the battlefield of his Fear makes it destroy what
    it bows (computed only when Fear bows something)."""
    battle = bf.person_of(state, fearful).battle
    if battle is None:
        return False
    for iid in state.players[seat].home:
        person = state.cards[iid]
        if person.battle != battle or person.controller != seat:
            continue
        if "Fear action" in person.defn.text_plain and any(
            fear_kills_sentence(sentence, person.defn)
            for sentence in continuous.sentences(person.defn.text_plain)
        ):
            return True
    return False


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
