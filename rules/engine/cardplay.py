"""Playing a card's action: a Strategy from the hand, or an ability of a card in play
(«Акции», «Стоимости и эффекты», «Битва»).

The engine checks the timing (Limited in your own action phase; Open in any action phase or
battle; Battle and Engage in a battle, Engage before the battle's first action; Political in
a battle only as a Battle or Engage action), who performs it (a bowed card cannot act,
unless Tireless), Presence and Relevance in a battle, the once-a-turn limit of an ability
that does not bow its card (unless Repeatable); then pays its costs (bowing, Gold through
the same payments as recruiting) and runs its effect when it knows it (a duel, a Terrain);
any other effect the player carries out by hand. A Strategy goes to its discard pile
afterwards; one with a Discipline may be played again from there for its Discipline Gold,
and is then removed from the game. A Strategy that puts itself into play (a Kata, an Edict)
stays there and uses its other abilities from there.
"""

import re
from collections.abc import Iterator

from rules.engine import (
    action_limits,
    duel,
    effects,
    effects_scripted,
    engage_moves,
    granted,
    honor,
    ops,
    payment,
    performing,
    rings,
    terrain_grants,
    variable_cost,
)
from rules.engine import battlefield as bf

# The records' operations register their steps and events on import (`rules.engine.scripts`
# loads later, when a card's abilities are first read; a saved game may wait on one before).
from rules.engine import effects_choice as _choice  # noqa: F401
from rules.engine import effects_phase as _phase_effects  # noqa: F401
from rules.engine import effects_stats as _stats  # noqa: F401
from rules.engine import effects_terrain as _terrain_effects  # noqa: F401
from rules.engine import effects_zones as zones
from rules.engine import targets as tg
from rules.engine import triggers as tr
from rules.engine.abilities import (
    AUTO,
    DUEL,
    MANUAL,
    NO_TERRAIN_FIRST,
    TERRAIN,
    Ability,
    actions_of,
    split_header,
)
from rules.engine.actions import Action, MeleeAttack, PlayCard, RangedAttack, Seppuku, UseAbility
from rules.engine.actions import Fear as FearAction
from rules.engine.actions import Tactician as TacticianAction
from rules.engine.cards import FOLLOWER, PERSONALITY, REGION, RING, STRATEGY, CardDef
from rules.engine.effects_attacks import attack_words
from rules.engine.effects_battle import CHALLENGES, RANGED_ATTACK
from rules.engine.errors import IllegalAction
from rules.engine.events import emit, emit_moment_under, watches
from rules.engine.gold import Purchase
from rules.engine.keywords import FEAR, MELEE, RANGED
from rules.engine.played_copies import counted as _counted_copies
from rules.engine.state import FATE_DISCARD, HAND, HOME, REMOVED, Card, State, in_play_ids
from rules.engine.traits import traits

ACTION = "action"
BATTLE = "battle"
KEYWORD_EFFECTS = frozenset({RANGED, MELEE, FEAR})
# «Правило уместности», 3: text that only works from a card in the current battle. "Opposed"
# describing a target ("your target opposed Samurai", "if he would be opposed") is no such
# text: it says nothing of the card itself, nor does "at this battle" describing the cards
# an effect acts on ("Give each of your Followers at this battle +1F" on a Holding).
_HERE_ONLY = re.compile(
    r"\b(?:opposing|(?<!target )(?<!would be )(?<!target unbowed, )opposed|(?<!at )this battle"
    r"|this battlefield|attacking card|defending)\b",
    re.IGNORECASE,
)


_BATTLE_TIMINGS = frozenset({"battle", "engage"})


def _timing_allows(state: State, seat: int, ability: Ability, moment: str, fresh: bool) -> bool:
    if moment == ACTION:
        if seat == state.active and "limited" in ability.timings:
            return True
        return "open" in ability.timings
    # A Political Battle or Engage action is a Battle action: the rulebook's own Favor has
    # one («Политическая боевая: Отошлите домой любой отряд в текущей битве»); other
    # Political actions are not taken in a battle.
    if ability.has("political") and not _BATTLE_TIMINGS.intersection(ability.timings):
        return False
    if "battle" in ability.timings or "open" in ability.timings:
        return True
    return fresh and "engage" in ability.timings


def _actor(state: State, card: Card) -> Card | None:
    """Who performs a card's action: Personalities and Followers themselves, attachments
    their Personality; Holdings, Regions and the Stronghold are the player's (None)."""
    if card.defn.type in (PERSONALITY, FOLLOWER):
        return card
    if card.host is not None:
        return state.cards[card.host]
    return None


def _battle_allows(state: State, seat: int, card: Card | None, ability: Ability) -> bool:
    """Presence and Relevance («Правило присутствия», «Правило уместности»)."""
    if not ability.has("absent") and not bf.has_presence(state, seat):
        return False
    if card is None:
        return True
    here = bf.in_battle(state, card)
    if ability.has("home"):
        return card.in_play and bf.location(state, card) is None
    if card.defn.type == REGION or card.defn.is_fortification or card.defn.has_keyword("Terrain"):
        return here or (card.pid == bf.current(state))
    return here or not _HERE_ONLY.search(ability.body)


def ability_problem(
    state: State, seat: int, card: Card, ability: Ability, moment: str, fresh: bool
) -> str | None:
    """Why `seat` cannot use `ability` of `card` (in play or a Stronghold) now."""
    if not _timing_allows(state, seat, ability, moment, fresh):
        return f"{card.defn.title}'s ability cannot be used now ({ability.timing})"
    if card.controller != seat and not terrain_grants.FIRST <= ability.index < granted.GIVEN_INDEX:
        return f"{card.defn.title} is not yours"
    if effects_scripted.silenced(card):
        return f"{card.defn.title}'s abilities may not be used now"
    actor = _actor(state, card)
    # An action with a performer is his to perform (`rules.engine.performing`).
    if actor is not None and actor.bowed and ability.performer < 0 and not ability.has("tireless"):
        return f"{actor.defn.title} is bowed and cannot act"
    if ability.bow and card.bowed:
        return f"{card.defn.title} is bowed"
    if ability.bow_host and (card.host is None or state.cards[card.host].bowed):
        return f"{card.defn.title}'s Personality must bow for it"
    used, period = _uses(state, card, ability)
    if (
        used is not None
        and _used_up(used, _use_key(card, ability), ability.times)
        and not _twice(state, seat, card, ability, used)
    ):
        return f"{card.defn.title}'s ability has been used this {period}"
    if moment == BATTLE and not _battle_allows(state, seat, card, ability):
        return f"{card.defn.title}'s ability does not reach this battle"
    if ability.index in _entering(card.defn):
        return f"{card.defn.title} is already in play"
    if (limited := action_limits.ability_problem(state, card, actor, ability)) is not None:
        return limited
    return honor.forbidden(state, seat, ability)


def _twice(state: State, seat: int, card: Card, ability: Ability, used: list[str]) -> bool:
    """ "You may use your Stronghold's abilities twice per turn." (on a card the player
    controls): a Stronghold's ability used once this turn may be used again."""
    if card.iid != state.players[seat].stronghold or ability.limit in ("game", "battle"):
        return False
    if used.count(_use_key(card, ability)) >= 2 * ability.times:
        return False
    cards = state.cards
    return any(
        cards[iid].controller == seat and traits(cards[iid].defn).stronghold_twice
        for iid in in_play_ids(state, state.players[seat])
    )


def _use_key(card: Card, ability: Ability) -> str:
    return f"{'game:' if ability.limit == 'game' else ''}{card.iid}:{ability.index}"


# A use more of an ability in the same period ("You may use its abilities a second time"),
# recorded beside its uses.
AGAIN = "again:"


def _used_up(used: list[str], key: str, times: int = 1) -> bool:
    """Whether the ability has had the `times` uses its limit allows, and each use more
    allowed (`allow_again`)."""
    return used.count(key) >= times + used.count(AGAIN + key)


def allow_again(state: State, card: Card) -> None:
    """Each of the card's limited abilities may be used once more in its period."""
    for ability in granted.actions(card):
        used, _ = _uses(state, card, ability)
        if used is not None:
            used.append(AGAIN + _use_key(card, ability))


def _uses(state: State, card: Card, ability: Ability) -> tuple[list[str] | None, str]:
    """Where a use of the ability is recorded, and for how long: "Once per battle" in the
    battle's record, "Once per game" and "Once per turn" (and, by default, an ability whose
    cost does not bow a card) in the turn's record, game-long entries marked as such; None
    for an ability that may be used again («Повторяемые действия»)."""
    if ability.limit == "battle" and state.attack is not None and state.attack["battle"]:
        return state.attack["used"], "battle"
    if ability.limit == "game":
        return state.used, "game"
    if ability.limit or not (ability.bow or ability.bow_host or ability.has("repeatable")):
        return state.used, "turn"
    return None, ""


def _cost(card: Card | None, ability: Ability) -> int:
    if (
        card is not None
        and card.zone == HAND
        and rings.without_cost(card.defn, ability, _entering(card.defn))
    ):
        return 0
    printed = card.defn.cost if card is not None and card.zone in (HAND, FATE_DISCARD) else 0
    return printed + ability.gold_cost


def _paid(state: State, seat: int, card: Card, ability: Ability, extra: int) -> int:
    """A card played from the hand: its cost and its ability's, changed as
    `rules.engine.gold` says ("This card's ability costs 2 less Gold if ..."), plus `extra`
    (a Discipline)."""
    return payment.cost(state, seat, card.defn, _cost(card, ability), True) + extra


# -- duel targets ---------------------------------------------------------------------------
def _challengers(state: State, seat: int, moment: str) -> Iterator[Card]:
    for iid in state.players[seat].home:
        card = state.cards[iid]
        if (
            card.defn.type == PERSONALITY
            and not card.bowed
            and (moment != BATTLE or bf.in_battle(state, card))
            and not traits(card.defn).no_duel
            and not issues_no_challenges(state, card)
        ):
            yield card


def issues_no_challenges(state: State, card: Card) -> bool:
    """ "Will not issue challenges", printed on him or on an attachment of his."""
    if traits(card.defn).no_challenge == "self":
        return True
    cards = state.cards
    return any(traits(cards[iid].defn).no_challenge == "host" for iid in card.attachments)


def _challenged(state: State, seat: int, challenger: Card, moment: str) -> Iterator[Card]:
    for player in state.players:
        if player.seat == seat or player.eliminated:
            continue
        for iid in player.home:
            card = state.cards[iid]
            if card.defn.type != PERSONALITY or traits(card.defn).no_duel:
                continue
            if moment == BATTLE and not bf.opposed(state, challenger, card):
                continue
            yield card


def _straightens(ability: Ability, index: int) -> bool:
    """Whether the ability straightens the target at `index` (named by `on`, or as the
    second card of a PAIRED operation), which may then be chosen bowed; never one its cost
    bows."""
    if index in ability.bow_targets:
        return False
    return any(
        (e.on == index or (e.op in effects.PAIRED and e.amount == index))
        and effects_scripted.straightens(e)
        for e in ability.effects
    )


def _chosen_sets(
    state: State, seat: int, card: Card, ability: Ability, moment: str
) -> Iterator[tuple[int, ...]]:
    """«Выбор цели»: every way to choose the targets of an automated ability, distinct
    cards; none when some target has no legal card (the action cannot be taken), or when
    what its costs need is missing."""
    if not effects.requirements_met(state, seat, card, ability.effects):
        return
    straightens = [_straightens(ability, i) for i in range(len(ability.targets))]
    # Optional targets come last: each may also be left unchosen, the last first.
    required = len(ability.targets)
    while required and ability.targets[required - 1].optional:
        required -= 1
    battle = moment == BATTLE
    pairs = tg.paired(ability.targets)
    for count in range(len(ability.targets), required - 1, -1):
        targets, flags = ability.targets[:count], straightens[:count]
        for chosen in tg.choices(state, seat, targets, battle, flags, card):
            if (
                _duelists_willing(state, card, ability, chosen)
                and (not pairs or tg.pairs_met(state, pairs, tuple(state.cards[i] for i in chosen)))
                and action_limits.targets_allowed(state, seat, card, ability, chosen)
            ):
                yield chosen


def _duelists_willing(state: State, card: Card, ability: Ability, chosen: tuple[int, ...]) -> bool:
    """A Personality who "will not challenge or be challenged" is at neither end of a duel;
    one who "will not issue challenges" does not challenge (the effect's second card)."""
    for effect in ability.effects:
        if effect.op in CHALLENGES:
            for on in (effect.on, effect.amount):
                duelist = effects.card_for(state, card, on, chosen)
                if duelist is not None and traits(duelist.defn).no_duel:
                    return False
            challenger = effects.card_for(state, card, effect.amount, chosen)
            if challenger is not None and issues_no_challenges(state, challenger):
                return False
    return True


def _target_sets(
    state: State, seat: int, card: Card, ability: Ability, moment: str
) -> Iterator[tuple[int, ...]]:
    if ability.effect == AUTO:
        yield from _chosen_sets(state, seat, card, ability, moment)
        return
    if ability.effect != DUEL:
        yield ()
        return
    if ability.challenger_self:
        if (
            card.defn.type == PERSONALITY
            and not traits(card.defn).no_duel
            and not issues_no_challenges(state, card)
        ):
            for other in _challenged(state, seat, card, moment):
                yield (other.iid,)
        return
    for challenger in _challengers(state, seat, moment):
        for other in _challenged(state, seat, challenger, moment):
            yield (challenger.iid, other.iid)


def _duelists(
    state: State, seat: int, card: Card, ability: Ability, targets: tuple[int, ...], moment: str
) -> tuple[Card, Card] | None:
    if ability.effect == AUTO:
        if targets not in set(_chosen_sets(state, seat, card, ability, moment)):
            wanted = "; ".join(t.describe() for t in ability.targets)
            raise IllegalAction(f"{card.defn.title}: choose {wanted or 'no target'}")
        return None
    if ability.effect != DUEL:
        if targets:
            raise IllegalAction(f"{card.defn.title} names no targets the engine chooses")
        return None
    options = set(_target_sets(state, seat, card, ability, moment))
    if targets not in options:
        raise IllegalAction(
            "choose your unbowed Personality to challenge and an opposing Personality"
            if not ability.challenger_self
            else "choose the opposing Personality to challenge"
        )
    if ability.challenger_self:
        return card, state.cards[targets[0]]
    return state.cards[targets[0]], state.cards[targets[1]]


# -- what may be played now -----------------------------------------------------------------
def _enters_play(ability: Ability) -> bool:
    return any(e.on == effects.SELF and e.op in effects.FROM_HAND for e in ability.effects)


# By the CardDef's identity, kept in the entry (as `rules.engine.abilities` does): the indexes
# of the actions that put the card itself into play, asked on every decision.
_ENTERING: dict[int, tuple[CardDef, frozenset[int]]] = {}


def _entering(defn: CardDef) -> frozenset[int]:
    found = _ENTERING.get(id(defn))
    if found is None or found[0] is not defn:
        indexes = frozenset(a.index for a in actions_of(defn) if _enters_play(a))
        found = _ENTERING[id(defn)] = (defn, indexes)
    return found[1]


def hand_problem(
    state: State, seat: int, ability: Ability, moment: str, fresh: bool, card: Card | None = None
) -> str | None:
    # A Strategy that puts itself into play (a Kata, an Edict) uses its other abilities there.
    if card is not None:
        entering = _entering(card.defn)
        if card.defn.type == RING:
            # A Ring is played, or discarded to use its ability (`rules.engine.rings`).
            if not rings.from_hand(card.defn, ability, entering):
                return "its ability is used once it is in play"
        elif entering and ability.index not in entering:
            return "its ability is used once it is in play"
    if not _timing_allows(state, seat, ability, moment, fresh):
        return f"it cannot be played now ({ability.timing})"
    if moment == BATTLE and not _battle_allows(state, seat, None, ability):
        return "you have no unit in this battle (Presence)"
    if ability.effect == TERRAIN and moment != BATTLE:
        return "a Terrain is played in a battle"
    if ability.effect == TERRAIN and _no_province(state):
        # The engine lays a Terrain at its battlefield's Province.
        return "this battlefield has no Province for a Terrain"
    if (
        ability.effect == TERRAIN
        and _terrain_in_play(state)
        and NO_TERRAIN_FIRST.match(ability.body)
    ):
        return "there is already a Terrain at this battlefield"
    if card is not None and traits(card.defn).one_per_turn and _copy_key(seat, card) in state.used:
        return f"only one copy of {card.defn.title} may be played per turn"
    return honor.forbidden(state, seat, ability)


def _copy_key(seat: int, card: Card) -> str:
    """A copy of a card played this turn, for "You may only play one copy of X per turn"."""
    return f"copy:{seat}:{card.defn.title}"


def card_actions(
    state: State, seat: int, moment: str, fresh: bool, pays: payment.Payments
) -> list[Action]:
    # Asked on every decision: plain loops over the Strategies in the hand and the cards in
    # play rather than generators.
    out: list[Action] = []
    cards = state.cards
    player = state.players[seat]
    discipline = [iid for iid in player.fate_discard if zones.has_discipline(cards[iid].defn)]
    for iid in player.hand + discipline if discipline else player.hand:
        card = cards[iid]
        if card.defn.type != STRATEGY and (card.defn.type != RING or card.zone != HAND):
            continue
        extra = _discipline(state, seat, card)
        if extra is None:
            continue
        for ability in actions_of(card.defn):
            if hand_problem(state, seat, ability, moment, fresh, card) is None:
                cost = _paid(state, seat, card, ability, extra)
                if ability.gold_star:
                    for pay, amount in variable_cost.payments(
                        state, seat, cost, Purchase(card.defn, True)
                    ):
                        with variable_cost.paying(amount):
                            for targets in _target_sets(state, seat, card, ability, moment):
                                out.append(PlayCard(card.iid, ability.index, pay, targets))
                    continue
                pay = pays.for_cost(cost, Purchase(card.defn, True)) if cost > 0 else ()
                if pay is not None:
                    for targets in _target_sets(state, seat, card, ability, moment):
                        out.append(PlayCard(card.iid, ability.index, pay, targets))
    sources = [player.stronghold] if player.stronghold is not None else []
    for iid in sources + in_play_ids(state, player):
        card = cards[iid]
        for ability in granted.actions(card):
            if ability.effect in KEYWORD_EFFECTS:
                continue
            if ability_problem(state, seat, card, ability, moment, fresh) is None:
                cost = _cost(None, ability)
                if ability.gold_star:
                    for pay, amount in variable_cost.payments(
                        state, seat, cost, Purchase(card.defn, True)
                    ):
                        with variable_cost.paying(amount):
                            for targets in _target_sets(state, seat, card, ability, moment):
                                out.append(UseAbility(card.iid, ability.index, pay, targets))
                    continue
                pay = pays.for_cost(cost, Purchase(card.defn, True)) if cost > 0 else ()
                if pay is not None:
                    for targets in _target_sets(state, seat, card, ability, moment):
                        out.append(UseAbility(card.iid, ability.index, pay, targets))
    # Abilities a Terrain gives (`rules.engine.terrain_grants`), while it is the battle's.
    for card, ability in terrain_grants.granted(state, seat) if state.attack is not None else ():
        if ability_problem(state, seat, card, ability, moment, fresh) is None:
            cost = _cost(None, ability)
            pay = pays.for_cost(cost, Purchase(card.defn, True)) if cost > 0 else ()
            if pay is not None:
                for targets in _target_sets(state, seat, card, ability, moment):
                    out.append(UseAbility(card.iid, ability.index, pay, targets))
    # Seppuku is offered where it spares something: a dishonored samurai, whose death would
    # cost his Personal Honor (any samurai may still be ordered to it).
    for iid in state.players[seat].home:
        card = state.cards[iid]
        if card.dishonored and card.defn.has_keyword("Samurai"):
            out.append(Seppuku(iid))
    return out


def _ability(card: Card, index: int) -> Ability:
    for ability in granted.actions(card):
        if ability.index == index:
            return ability
    raise IllegalAction(f"{card.defn.title} has no action number {index}")


def _discipline(state: State, seat: int, card: Card) -> int | None:
    """The Gold added to play a Strategy from where it is: 0 from the hand, its Discipline
    from the discard pile (None: not playable from there)."""
    if card.zone == HAND:
        return 0
    if card.zone == FATE_DISCARD:
        return zones.discipline(card.defn, state.players[seat].clans)
    return None


def do_play(state: State, seat: int, action: PlayCard, moment: str, fresh: bool) -> str:
    card = state.cards.get(action.card)
    extra = _discipline(state, seat, card) if card is not None else None
    if card is None or extra is None or card.owner != seat:
        raise IllegalAction(f"card {action.card} is not in your hand")
    if card.defn.type != STRATEGY and (card.defn.type != RING or card.zone != HAND):
        raise IllegalAction(f"{card.defn.title} is a {card.defn.type}, not a Strategy")
    ability = _ability(card, action.index)
    problem = hand_problem(state, seat, ability, moment, fresh, card)
    if problem:
        raise IllegalAction(f"{card.defn.title}: {problem}")
    cost = _paid(state, seat, card, ability, extra)
    purchase = Purchase(card.defn, True)
    if ability.gold_star:
        amount = variable_cost.amount(state, seat, action.pay, cost, purchase)
        with variable_cost.paying(amount):
            return _do_play(
                state, seat, action, moment, fresh, card, ability, cost + amount, purchase
            )
    return _do_play(state, seat, action, moment, fresh, card, ability, cost, purchase)


def _do_play(
    state: State,
    seat: int,
    action: PlayCard,
    moment: str,
    fresh: bool,
    card: Card,
    ability: Ability,
    cost: int,
    purchase: Purchase,
) -> str:
    duelists = _duelists(state, seat, card, ability, action.targets, moment)
    from_pile = card.zone == FATE_DISCARD
    payment.check(state, seat, action.pay, cost, card.defn.title, purchase)
    payment.pay(state, seat, action.pay, cost, card.defn.title, purchase)
    performing.pay(state, card, ability, action.targets)
    if traits(card.defn).one_per_turn or _counted_copies(card.defn):
        state.used.append(_copy_key(seat, card))
    ops.take(state, card)
    where = " from the discard pile (Discipline)" if from_pile else ""
    state.note(f"{state.players[seat].name} plays {card.defn.title}{where}")
    if ability.effect == TERRAIN:
        _terrain(state, seat, card)
    else:
        # A Discipline played from the discard pile is removed from the game instead.
        ops.place_pile(state, card, REMOVED if from_pile else ops.discard_zone(card))
        depth = len(state.stack)
        _effect(state, seat, card, ability, duelists, action.targets)
        engage_moves.mark(state, depth, ability.timings, fresh)
    return card.defn.title


def do_use(state: State, seat: int, action: UseAbility, moment: str, fresh: bool) -> str:
    card = state.cards.get(action.card)
    if card is None or not (card.in_play or card.iid == state.players[seat].stronghold):
        raise IllegalAction(f"card {action.card} is not in play")
    ability = terrain_grants.granted_ability(state, card, action.index) or _ability(
        card, action.index
    )
    if ability.effect in KEYWORD_EFFECTS:
        raise IllegalAction(f"use {card.defn.title}'s {ability.effect} attack as such")
    problem = ability_problem(state, seat, card, ability, moment, fresh)
    if problem:
        raise IllegalAction(problem)
    cost = _cost(None, ability)
    purchase = Purchase(card.defn, True)
    if ability.gold_star:
        amount = variable_cost.amount(state, seat, action.pay, cost, purchase)
        with variable_cost.paying(amount):
            return _do_use(
                state, seat, action, moment, fresh, card, ability, cost + amount, purchase
            )
    return _do_use(state, seat, action, moment, fresh, card, ability, cost, purchase)


def _do_use(
    state: State,
    seat: int,
    action: UseAbility,
    moment: str,
    fresh: bool,
    card: Card,
    ability: Ability,
    cost: int,
    purchase: Purchase,
) -> str:
    duelists = _duelists(state, seat, card, ability, action.targets, moment)
    payment.check(state, seat, action.pay, cost, card.defn.title, purchase)
    payment.pay(state, seat, action.pay, cost, card.defn.title, purchase)
    if ability.bow:
        ops.bow(card)
    elif ability.bow_host and card.host is not None:
        ops.bow(state.cards[card.host])
    performing.pay(state, card, ability, action.targets)
    used, _ = _uses(state, card, ability)
    if used is not None:
        used.append(_use_key(card, ability))
    state.note(f"{card.defn.title}: {ability.timing.replace('/', ' or ').title()} action")
    depth = len(state.stack)
    _effect(state, seat, card, ability, duelists, action.targets)
    engage_moves.mark(state, depth, ability.timings, fresh)
    return card.defn.title


def _effect(
    state: State,
    seat: int,
    card: Card,
    ability: Ability,
    duelists: tuple[Card, Card] | None,
    chosen: tuple[int, ...],
) -> None:
    if ability.effect == AUTO:
        effects.perform(state, seat, card, ability.effects, chosen)
    elif ability.effect == DUEL and duelists is not None:
        challenger, challenged = duelists
        duel.start(
            state, challenger, challenged, card.defn.title, ability.refusable, ability.destroy_loser
        )
    elif ability.effect == MANUAL or ability.effect in KEYWORD_EFFECTS:
        state.note(f"carry out by hand: {ability.body}")


def _terrain(state: State, seat: int, card: Card) -> None:
    """«Местность»: one Terrain per battlefield; a new one replaces the one in play. It stays
    until destroyed or the battle ends; a delayed one takes effect after the battle's
    actions, an immediate one at once."""
    attack = state.attack
    old = attack.get("terrain")
    if old is not None and state.cards[old].in_play:
        state.note(f"{state.cards[old].defn.title} is destroyed")
        ops.leave_play(state, state.cards[old], ops.DESTROY)
    _, province = ops.find_province(state, attack["battle"])
    ops.place_at_province(state, card, seat, province)
    attack["terrain"] = card.iid
    delayed = "immediate" not in card.defn.text_plain.lower()
    attack["terrain_delayed"] = delayed
    if _terrain_played(card):
        state.note(f"{card.defn.title} is the Terrain of this battle")
    else:
        when = "after the battle's actions" if delayed else "now"
        state.note(
            f"{card.defn.title} is the Terrain of this battle: carry out its text by hand {when}"
        )
    emit(state, "entered_play", card=card.iid, by=seat, from_hand=True)
    if _GRANTED_ACTION.search(card.defn.text_plain) and terrain_grants.granted(state, seat):
        emit(state, "extra_action", seat=seat, battle=True, count=1, only="granted", by=seat)


_GRANTED_ACTION = re.compile(r"\bTake an additional action granted by it\b")


def _terrain_played(card: Card) -> bool:
    from rules.engine.coverage import FULL, automation

    return automation(card.defn).status == FULL


def _terrain_in_play(state: State) -> bool:
    terrain = state.attack.get("terrain") if state.attack else None
    return terrain is not None and state.cards[terrain].in_play


def _no_province(state: State) -> bool:
    """The current battlefield was created without a Province («The False Route»)."""
    attack = state.attack
    return attack is not None and attack["battle"] in attack.get("fields", ())


def do_seppuku(state: State, seat: int, action: Seppuku) -> str:
    """«Сеппуку»: a samurai may kill himself, even bowed; he dies honorably, and his player
    loses no Honor for him whatever his status was."""
    card = state.cards.get(action.personality)
    if card is None or card.zone != HOME or card.controller != seat:
        raise IllegalAction("choose one of your Personalities in play")
    if not card.defn.has_keyword("Samurai"):
        raise IllegalAction(f"{card.defn.title} is not a Samurai")
    card.dishonored = False
    state.note(f"{card.defn.title} commits seppuku")
    emit(state, "destroy", card=card.iid, by=seat)
    return card.defn.title


# -- an action resolves -----------------------------------------------------------------------
# The battle keywords' actions, by what they are called ("a Ranged Attack action").
_ATTACK_WORDS: dict[type, tuple[str, ...]] = {
    RangedAttack: ("battle", "ranged", "attack"),
    MeleeAttack: ("battle", "melee", "attack"),
    FearAction: ("battle", "fear"),
}


# By the ability's identity, with its card's definition: the words (both kept in the entry,
# so that their ids are not reused while it lives).
_WORDS: dict[int, tuple[Ability, CardDef, tuple[str, ...]]] = {}


def action_words(card: Card, ability: Ability) -> tuple[str, ...]:
    """What an action on a card is called by: the words before its colon ("Political",
    "Tactical", "Battle"), its card's type and keywords ("a Strategy action", "a Kiho
    action")."""
    found = _WORDS.get(id(ability))
    if found is None or found[0] is not ability or found[1] is not card.defn:
        found = _WORDS[id(ability)] = (ability, card.defn, _words(card.defn, ability))
    return found[2]


def _words(defn: CardDef, ability: Ability) -> tuple[str, ...]:
    header = split_header(ability.text)
    words = [w for w in header[0] if w.isalpha()] if header is not None else []
    words += [defn.type.lower(), *(k.lower() for k in defn.keywords)]
    if any(e.op == RANGED_ATTACK for e in ability.effects):
        words += ["ranged", "attack"]  # "Battle: Ranged 3 Attack" on a Strategy too
    words += attack_words(ability.effects)
    return tuple(dict.fromkeys(words))


def _described(
    state: State, action: Action
) -> tuple[Card, tuple[str, ...], tuple[int, ...]] | None:
    """The card an action is on, the words it is called by and its targets; None for a rule
    action (an Equip, lobbying)."""
    if isinstance(action, (PlayCard, UseAbility)):
        card = state.cards[action.card]
        given = terrain_grants.granted_ability(state, card, action.index)
        ability = given or _ability(card, action.index)
        return card, action_words(card, ability), action.targets
    if isinstance(action, RangedAttack):
        return state.cards[action.sources[0]], _ATTACK_WORDS[RangedAttack], (action.target,)
    if isinstance(action, (MeleeAttack, FearAction)):
        return state.cards[action.source], _ATTACK_WORDS[type(action)], (action.target,)
    if isinstance(action, TacticianAction):
        # "Battle: Discard a card to give this Tactician a Force bonus ...".
        return state.cards[action.personality], ("battle", "tactician"), ()
    return None


def action_moments(state: State, depth: int, seat: int, action: Action) -> None:
    """Once an action is announced and paid for, with its effects the steps it pushed above
    `depth`: the moment it is announced (its targets chosen), answered before the effects,
    and the moment it resolves, after them, when a card of the game watches for them."""
    announced = watches(state, tr.ANNOUNCED)
    if not (announced or watches(state, tr.ACTION_RESOLVED)):
        return
    found = _described(state, action)
    if found is None:
        return
    card, words, targets = found
    about = {"seat": seat, "source": card.iid, "words": words, "by": seat}
    if watches(state, tr.ACTION_RESOLVED):
        emit_moment_under(state, depth, tr.ACTION_RESOLVED, **about)
        depth += 1
    if announced:
        # The steps from `start`, `count` of them, carry out the action ("negate its effects").
        start, count = depth, len(state.stack) - depth
        emit(state, tr.ANNOUNCED, targets=list(targets), start=start, count=count, **about)
