"""Paying Gold costs («Стоимость и эффекты»).

Gold exists only to pay a cost: bow gold producers (the Stronghold and cards with a
"Produce N Gold" ability) when a cost is paid. One producer pays one cost only, several may
be bowed together, and whatever they produce beyond the cost is lost. A payment names the
producers; `cheapest` finds the one the built-in lists offer (least Gold wasted, then fewest
cards bowed). What a producer yields may depend on what the payment is for (a `Purchase`,
`rules.engine.gold`): its other ways to bow for such a payment, and the changes its own text
and the player's other cards make to it.
"""

from dataclasses import replace

from rules.engine import gold as gold_rules
from rules.engine import targets as tg
from rules.engine import winds
from rules.engine.abilities import Ability, gold_ability
from rules.engine.cards import HOLDING, CardDef
from rules.engine.effects import PLAYER
from rules.engine.effects_scripted import silenced
from rules.engine.errors import IllegalAction
from rules.engine.gold import Purchase
from rules.engine.ops import bow, change_honor
from rules.engine.ops import destroy as destroy_card
from rules.engine.state import Card, Player, State, in_play_ids

# One way to bow a producer for a payment: (Gold toward the cost, Honor gained, lowers the
# cost rather than producing, destroys the card).
Choice = tuple[int, int, bool, bool]


# By the CardDef's identity: (the CardDef, its gold production ability, its Gold record).
_ENTRIES: dict[int, tuple[CardDef, Ability | None, gold_rules.Record]] = {}


def _entry(defn: CardDef) -> tuple[CardDef, Ability | None, gold_rules.Record]:
    found = _ENTRIES.get(id(defn))
    if found is None or found[0] is not defn:
        found = _ENTRIES[id(defn)] = (defn, gold_ability(defn), gold_rules.record(defn))
    return found


# What `_gather` finds: (id, what its production gives, Honor gained with it, its Gold
# record) per unbowed producer; the Changes the player's cards make to his other producers;
# whether anything makes what they yield depend on the purchase.
Gathered = tuple[list[tuple[int, int, int, gold_rules.Record]], list[gold_rules.Change], bool]


def _gather(
    state: State, seat: int, changes: list[gold_rules.CostChange] | None = None
) -> Gathered:
    """The gold producers `seat` controls, unbowed, and what his cards say about them; the
    cost changes the cards make are added to `changes` when given (the same cards are looked
    at)."""
    player = state.players[seat]
    cards = state.cards
    clans = player.clans
    entries = _ENTRIES
    nothing = gold_rules.NOTHING
    depends = False
    others: list[gold_rules.Change] = []
    found: list[tuple[int, int, int, gold_rules.Record]] = []
    stronghold = player.stronghold
    if stronghold is not None:
        record = _stronghold_record(state, player)
        if record is not nothing:
            depends = depends or record.produces
            others.extend(record.others)
            if changes is not None:
                changes.extend(record.continuous)
        castle = cards[stronghold]
        if castle.mods:
            record = _with_bonus(castle, record)
        if not castle.bowed:
            found.append((stronghold, player.stronghold_gold, 0, record))
    for iid in in_play_ids(state, player):
        card = cards[iid]
        if card.controller != seat or (card.mods and silenced(card)):
            continue
        defn = card.defn
        entry = entries.get(id(defn))
        if entry is None or entry[0] is not defn:
            entry = _entry(defn)
        record = entry[2]
        if card.mods:
            record = _with_bonus(card, record)
        if record is not nothing:
            depends = depends or record.produces
            others.extend(record.others)
            if changes is not None:
                changes.extend(record.continuous)
        if card.bowed:
            continue
        ability = entry[1]
        if ability is not None:
            found.append((iid, ability.gold_for(clans), ability.honor, record))
        elif record.options or (record.changes and defn.type == HOLDING):
            # A Holding whose Gold Production only its text gives ("This Holding has +2GP
            # when it pays for a single attachment only").
            found.append((iid, 0, 0, record))
    return found, others, depends


# A card's Gold Production changed by an effect ("Give one or two target Gold-producing
# Holdings +1 Gold Production each (this turn)"), kept among its modifiers.
GOLD_PRODUCTION = "gold production"


def _with_bonus(card: Card, record: gold_rules.Record) -> gold_rules.Record:
    """The card's Gold record with its Gold Production bonuses and penalties added («Бонусы и
    штрафы» (Bonuses and Penalties)): they change every way it produces Gold."""
    bonus = sum(mod[2] for mod in card.mods if mod[1] == GOLD_PRODUCTION)
    if not bonus:
        return record
    return replace(record, changes=(*record.changes, gold_rules.Change(None, bonus)))


def gold_producing(defn: CardDef) -> bool:
    """«Глоссарий» (Glossary), Gold-producing Holding: one that can produce Gold; one
    that only lowers costs or lets a card enter play for 0 Gold is not."""
    _, ability, record = _entry(defn)
    if ability is not None:
        return True
    return any(not option.reduce for option in record.options) or (
        defn.type == HOLDING and any(change.gold > 0 for change in record.changes)
    )


def honor_producing(defn: CardDef) -> bool:
    """A Holding with an ability that gains its player Honor (":bow:: Produce 2 Gold and
    gain 1 Honor", "Limited, :bow:: Gain 2 Honor")."""
    if defn.type != HOLDING:
        return False
    from rules.engine.abilities import abilities

    return any(
        ability.honor > 0
        or any(
            effect.op == "honor" and effect.on == PLAYER and effect.amount > 0
            for effect in ability.effects
        )
        for ability in abilities(defn)
    ) or any(option.honor > 0 for option in _entry(defn)[2].options)


# A producer bowed to produce Gold this turn is marked so among its modifiers, in a game
# where a card asks ("a target Holding that has not produced Gold this turn").
PRODUCED = "produced gold"


def _not_produced(state: State, card: Card) -> bool:
    return not any(mod[1] == PRODUCED for mod in card.mods)


tg.CONDITIONS["not_produced"] = _not_produced


def _stronghold_record(state: State, player: Player) -> gold_rules.Record:
    """The Stronghold's Gold record, its Sensei's included («Сенсей»: the Sensei's abilities
    count as printed on the Stronghold)."""
    assert player.stronghold is not None
    record = _entry(state.cards[player.stronghold].defn)[2]
    if player.sensei is None:
        return record
    sensei = _entry(state.cards[player.sensei].defn)[2]
    if sensei is gold_rules.NOTHING:
        return record
    return gold_rules.combined(record, sensei)


def _yields(
    state: State, seat: int, purchase: Purchase | None, gathered: Gathered | None = None
) -> tuple[dict[int, int], dict[int, list[Choice]]]:
    """The producers `seat` may bow for `purchase` now (from `gathered`, when already
    gathered): id -> the most Gold each yields toward the cost; and id -> the ways to bow it,
    the most Gold first, for those with more than one way or with Honor gained or lost."""
    found, others, _ = _gather(state, seat) if gathered is None else gathered
    nothing = gold_rules.NOTHING
    out: dict[int, int] = {}
    ways: dict[int, list[Choice]] = {}
    # "Its Gold Cost will not be otherwise reduced": no bow lowers it.
    alone = purchase is not None and _entry(purchase.defn)[2].alone
    controlled: list[CardDef] | None = None
    for iid, base, honor, record in found:
        if record is nothing and not others:
            if base > 0:
                out[iid] = base
                if honor:
                    ways[iid] = [(base, honor, False, False)]
            continue
        change = 0
        for own in record.changes:
            if (own.clause is None or own.clause.applies(purchase)) and (
                own.condition is None or _holds(state, seat, iid, own.condition)
            ):
                change += own.gold
        if others:
            defn = state.cards[iid].defn
            for other in others:
                if other.clause.applies(purchase) and any(k.matches(defn) for k in other.producers):
                    change += other.gold
        choices: list[Choice] = []
        if base + change > 0:
            choices.append((base + change, honor, False, False))
        for option in record.options:
            if option.reduce and alone:
                continue
            if option.control:
                if controlled is None:
                    controlled = _controlled(state, state.players[seat])
                if not gold_rules.controls(controlled, option.control):
                    continue
            if option.courtesy and state.first == seat:
                continue
            if option.applies(purchase):
                # A change to what the card produces does not change a lower cost.
                amount = option.gold + (0 if option.reduce else change)
                if option.plus:
                    amount += base
                for count in option.counts:
                    found = _counted(state, seat, iid, count)
                    amount += count.each * (min(found, count.most) if count.most else found)
                if amount > 0:
                    choices.append((amount, option.honor, option.reduce, option.destroy))
        if choices:
            choices.sort(key=lambda c: (-c[0], -c[1], c[3], c[2]))
            out[iid] = choices[0][0]
            ways[iid] = choices
    return out, ways


def _holds(state: State, seat: int, iid: int, condition: gold_rules.Condition) -> bool:
    """Whether a condition on the Gold Production of the producer `iid` of player `seat`
    holds now."""
    player = state.players[seat]
    what = condition.what
    if what == gold_rules.STRONGHOLD_AT_LEAST:
        return player.stronghold is not None and player.stronghold_gold >= condition.value
    if what == gold_rules.NOT_YOUR_TURN:
        return state.active != seat
    if what == gold_rules.WIND:
        return winds.has(state, seat, condition.name)
    if what == gold_rules.FAVOR:
        return state.favor == seat
    if what == gold_rules.RICHER_OTHER:
        return any(
            other.seat != seat
            and not other.eliminated
            and other.stronghold is not None
            and other.stronghold_gold > player.stronghold_gold
            for other in state.players
        )
    if what == gold_rules.CONTROL:
        assert condition.count is not None
        return _counted(state, seat, iid, condition.count) > 0
    raise ValueError(what)


def _counted(state: State, seat: int, iid: int, count: gold_rules.Count) -> int:
    """How many cards `count` counts for the producer `iid` of player `seat`."""
    total = 0
    for player in state.players:
        if count.yours and player.seat != seat:
            continue
        for other in in_play_ids(state, player):
            card = state.cards[other]
            if count.yours and card.controller != seat:
                continue
            if (count.other and other == iid) or (
                count.bowed is not None and card.bowed != count.bowed
            ):
                continue
            if any(k.matches(card.defn) for k in count.kinds):
                total += 1
    return total


def _cost_condition_holds(state: State, seat: int, when: str) -> bool:
    """A cost change's condition about its player ("if you are the Defender")."""
    from rules.engine.effects_conditions import named
    from rules.engine.effects_scripted import CONDITIONS

    return CONDITIONS[named(when)](state, seat, state.cards[state.players[seat].stronghold], None)


def _controlled(state: State, player: Player) -> list[CardDef]:
    """The cards a player controls in play (for "if you control a Samurai")."""
    cards = state.cards
    return [
        cards[iid].defn
        for iid in in_play_ids(state, player)
        if cards[iid].controller == player.seat
    ]


def producers(state: State, seat: int, purchase: Purchase | None = None) -> dict[int, int]:
    """Unbowed gold producers `seat` controls, id -> the most Gold each would yield now for
    `purchase` (None: a payment no text singles out)."""
    return _yields(state, seat, purchase)[0]


def _chosen(
    gold: dict[int, int], ways: dict[int, list[Choice]], pay: tuple[int, ...], cost: int
) -> list[Choice]:
    """How each producer named is bowed: the most Gold, unless a way that costs the player
    less (no Honor lost, the card kept) still reaches the cost; the excess is lost anyway."""
    choices = {iid: ways.get(iid) or [(gold[iid], 0, False, False)] for iid in pay}
    chosen = [choices[iid][0] for iid in pay]
    total = sum(c[0] for c in chosen)
    for at, iid in enumerate(pay):
        best = chosen[at]
        for other in choices[iid]:
            if (other[1], not other[3]) > (best[1], not best[3]) and (
                total - chosen[at][0] + other[0] >= cost
            ):
                best = other
        total += best[0] - chosen[at][0]
        chosen[at] = best
    return chosen


def cheapest(available: dict[int, int], cost: int) -> tuple[int, ...] | None:
    """The payment wasting the least Gold, then bowing the fewest cards, then naming the
    lowest ids; None if the producers cannot reach the cost."""
    if cost <= 0:
        return ()
    if sum(available.values()) < cost:
        return None
    best: dict[int, tuple[int, ...]] = {0: ()}
    for iid in sorted(available, key=lambda i: (-available[i], i)):
        gold = available[iid]
        for total, chosen in list(best.items()):
            if total >= cost:
                continue
            reached = total + gold
            candidate = tuple(sorted((*chosen, iid)))
            known = best.get(reached)
            if known is None or (len(candidate), candidate) < (len(known), known):
                best[reached] = candidate
    total = min(t for t in best if t >= cost)
    return best[total]


# The cheapest payments found, by the producers available and the cost: a player's
# producers change only when one bows, straightens or enters play, so the same question
# comes back decision after decision (and game after game).
_KNOWN: dict[tuple[tuple[tuple[int, int], ...], int], tuple[int, ...] | None] = {}
_KNOWN_KEPT = 4096


class Payments:
    """The cheapest payment per cost (and purchase) for one player, computed once per list
    of actions (the producers are looked up only when something costs Gold, and again per
    purchase only when a card makes what they yield depend on it)."""

    __slots__ = (
        "_available",
        "_by_purchase",
        "_cache",
        "_changes",
        "_depends",
        "_gathered",
        "_key",
        "seat",
        "state",
    )

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.seat = seat
        self._available: dict[int, int] | None = None
        self._key: tuple[tuple[int, int], ...] = ()
        self._depends = False
        self._cache: dict[tuple[int, int, bool], tuple[int, ...] | None] = {}
        self._by_purchase: dict[
            tuple[int, bool], tuple[dict[int, int], tuple[tuple[int, int], ...]]
        ] = {}
        self._changes: list[gold_rules.CostChange] | None = None
        self._gathered: Gathered | None = None

    def _scan(self) -> dict[int, int]:
        changes: list[gold_rules.CostChange] = []
        self._gathered = _gather(self.state, self.seat, changes)
        self._depends = self._gathered[2]
        self._available = _yields(self.state, self.seat, None, self._gathered)[0]
        self._key = tuple(self._available.items())
        self._changes = changes
        return self._available

    @property
    def available(self) -> dict[int, int]:
        if self._available is None:
            return self._scan()
        return self._available

    def for_cost(self, cost: int, purchase: Purchase | None = None) -> tuple[int, ...] | None:
        if cost <= 0:
            return ()
        available = self.available
        if purchase is None or not self._depends:
            cache_key: tuple[int, int, bool] = (cost, 0, False)
            key = self._key
        else:
            cache_key = (cost, id(purchase.defn), purchase.action)
            by = (id(purchase.defn), purchase.action)
            known = self._by_purchase.get(by)
            if known is None:
                found = _yields(self.state, self.seat, purchase, self._gathered)[0]
                known = self._by_purchase[by] = (found, tuple(found.items()))
            available, key = known
        if cache_key in self._cache:
            return self._cache[cache_key]
        remembered = (key, cost)
        if remembered in _KNOWN:
            paid = _KNOWN[remembered]
        else:
            if len(_KNOWN) >= _KNOWN_KEPT:
                _KNOWN.clear()
            paid = _KNOWN[remembered] = cheapest(available, cost)
        self._cache[cache_key] = paid
        return paid

    @property
    def changes(self) -> list[gold_rules.CostChange]:
        """The cost changes the player's Stronghold and cards in play make."""
        if self._changes is None:
            self._scan()
        assert self._changes is not None
        return self._changes


# By the game's cards dict (fixed at set-up): which parts of the Gold records its cards
# print ("continuous", "hosted"); a part no card of the game prints is never looked for.
_PARTS: dict[int, tuple[dict[int, Card], frozenset[str]]] = {}
_PARTS_KEPT = 64


def _parts(state: State) -> frozenset[str]:
    cards = state.cards
    found = _PARTS.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_PARTS) >= _PARTS_KEPT:
            _PARTS.clear()
        parts: set[str] = set()
        for card in cards.values():
            record = _entry(card.defn)[2]
            if record.continuous:
                parts.add("continuous")
            if record.hosted:
                parts.add("hosted")
            if "produced Gold this turn" in card.defn.text_plain:
                parts.add("produced")
        found = _PARTS[id(cards)] = (cards, frozenset(parts))
    return found[1]


def cost_changes(state: State, seat: int) -> list[gold_rules.CostChange]:
    if "continuous" not in _parts(state):
        return []
    player = state.players[seat]
    cards = state.cards
    out: list[gold_rules.CostChange] = []
    if player.stronghold is not None:
        out.extend(_stronghold_record(state, player).continuous)
    for iid in in_play_ids(state, player):
        card = cards[iid]
        if card.controller != seat or silenced(card):
            continue
        continuous = _entry(card.defn)[2].continuous
        if continuous:
            out.extend(continuous)
    return out


def hosted(state: State, person: Card) -> list[gold_rules.CostChange]:
    """The changes to what attaches to `person` that he and his attachments make."""
    if "hosted" not in _parts(state):
        return []
    cards = state.cards
    found: list[gold_rules.CostChange] = []
    for iid in (person.iid, *person.attachments):
        defn = cards[iid].defn
        entry = _ENTRIES.get(id(defn))
        if entry is None or entry[0] is not defn:
            entry = _entry(defn)
        if entry[2].hosted:
            found.extend(entry[2].hosted)
    return found


def _board(state: State, seat: int, code: str) -> bool:
    """Whether the board is as a cost change needs: "units_here:Cavalry,Infantry", the
    player controls a unit of each kind at the current battlefield («Кавалерийское
    маневрирование» — Cavalry Maneuvers: a unit is Cavalry when all its cards are; any other
    is Infantry)."""
    from rules.engine import battlefield as bf
    from rules.engine.keywords import is_cavalry

    kind, _, value = code.partition(":")
    pid = bf.current(state)
    if kind != "units_here" or pid is None:
        return False
    units = [u for u in bf.units_at(state, pid) if u.controller == seat]
    wanted = {"Cavalry": True, "Infantry": False}
    return all(
        any(is_cavalry(state, u) == wanted[word] for u in units) for word in value.split(",")
    )


def cost(
    state: State,
    seat: int,
    defn: CardDef,
    base: int,
    action: bool = False,
    person: Card | None = None,
    changes: list[gold_rules.CostChange] | None = None,
    attaching: list[gold_rules.CostChange] | None = None,
) -> int:
    """The Gold cost of the card `defn` (with `action`, of an action on it) from its `base`:
    the card's own changes, those of the Personality it attaches to (`person`) and his
    attachments (`attaching`, when already gathered), and those of the player's cards in
    play (`changes`, when already gathered)."""
    entry = _ENTRIES.get(id(defn))
    if entry is None or entry[0] is not defn:
        entry = _entry(defn)
    own = entry[2].costs
    if action:
        # The changes cards in play make (`gold.read_cost`) are all to cards entering play.
        if not own:
            return base
        changes = []
    elif changes is None:
        changes = cost_changes(state, seat)
    if attaching is None:
        attaching = hosted(state, person) if person is not None else []
    if not own and not changes and not attaching:
        return base
    purchase = Purchase(defn, action)
    player = state.players[seat]
    clans = player.clans
    wind = state.cards[player.wind].defn.title if player.wind is not None else ""
    controlled: list[CardDef] | None = None
    found: list[gold_rules.CostChange] = []
    for change in own:
        if not change.applies(purchase, clans, wind):
            continue
        if change.board:
            if _board(state, seat, change.board):
                return change.set_to
            continue
        if change.when and not _cost_condition_holds(state, seat, change.when):
            continue
        if change.person and (
            person is None or not any(k.matches(person.defn) for k in change.person)
        ):
            continue
        if change.control or change.per:
            if controlled is None:
                controlled = _controlled(state, player)
            if change.control and not gold_rules.controls(controlled, change.control):
                continue
            if change.per:
                count = sum(1 for d in controlled if any(k.matches(d) for k in change.per))
                if not count:
                    continue
                change = replace(change, gold=change.gold * count)
        found.append(change)
    others = [c for c in (*changes, *attaching) if c.applies(purchase, clans, wind)]
    if any(c.fixed for c in own):
        others = []
    elif any(c.alone for c in own):
        # "... but its Gold Cost will not be otherwise reduced": only increases from others.
        others = [c for c in others if c.gold > 0]
    found.extend(others)
    return gold_rules.apply(base, found) if found else base


def check(
    state: State,
    seat: int,
    pay: tuple[int, ...],
    cost: int,
    what: str,
    purchase: Purchase | None = None,
) -> None:
    available = producers(state, seat, purchase)
    if len(set(pay)) != len(pay):
        raise IllegalAction(f"the payment for {what} names a producer twice")
    gold = 0
    for iid in pay:
        if iid not in available:
            name = state.cards[iid].defn.title if iid in state.cards else f"card {iid}"
            raise IllegalAction(
                f"{name} cannot produce Gold for you now (bowed, not yours, or no producer)"
            )
        gold += available[iid]
    if gold < cost:
        raise IllegalAction(f"{what} costs {cost} Gold; the payment produces only {gold}")


def pay(
    state: State,
    seat: int,
    pay: tuple[int, ...],
    cost: int,
    what: str,
    purchase: Purchase | None = None,
) -> None:
    """Bow the producers (after `check`); the excess is lost to the Emperor's treasury."""
    if not pay:
        return
    gold_by, ways = _yields(state, seat, purchase)
    chosen = _chosen(gold_by, ways, pay, cost)
    parts = _parts(state)
    player = state.players[seat]
    gold = 0
    less = 0
    for iid, (amount, honor, reduce, destroy) in zip(pay, chosen, strict=True):
        card = state.cards[iid]
        bow(card)
        if not reduce and "produced" in parts:
            card.mods.append(["mark", PRODUCED, 0, "turn"])
        if reduce:
            less += amount
            if amount >= gold_rules.ENTIRE:
                state.note(f"{card.defn.title} lets {what} enter play for 0 Gold")
            else:
                state.note(f"{card.defn.title} lowers the cost of {what} by {amount} Gold")
        else:
            gold += amount
        if honor > 0 and card.mods:
            from rules.engine.phrasings.holdings import honor_gain_bonus

            honor += honor_gain_bonus(card)
        if honor:
            honor = change_honor(state, player, honor, card.iid)
            verb = "gains" if honor > 0 else "loses"
            state.note(f"{player.name} {verb} {abs(honor)} Honor ({card.defn.title})")
        if destroy:
            state.note(f"{player.name} destroys {card.defn.title} to produce Gold")
            destroy_card(state, card)
    lost = gold - max(0, cost - less)
    producing = [state.cards[i].defn.title for i, c in zip(pay, chosen, strict=True) if not c[2]]
    if producing:
        state.note(
            f"{player.name} bows {', '.join(producing)} for {gold} Gold"
            + (f" ({lost} lost)" if lost > 0 else "")
        )
