"""The rule actions of part 1: recruiting, Experienced overlays, attaching, moving
attachments, lobbying for the Emperor's Favor, paying for Regions, the Dynasty phase's
discards and the End phase's discard down to eight.

Each action has a `*_problem` function (why it is illegal, or None, without the payment), a
`check_*`/`do_*` pair that `Game.act` calls, and a part in `rule_actions`, which lists one
action per legal choice with the cheapest payment. `act` accepts any other valid payment.
"""

from collections.abc import Iterator, Sequence

from rules.engine import (
    action_limits,
    follower_honor,
    free_cost,
    gold,
    honor,
    ops,
    payment,
    stats,
    two_weapons,
    winds,
)
from rules.engine.actions import (
    Action,
    Attach,
    DiscardFromHand,
    DiscardFromProvince,
    Lobby,
    MoveAttachment,
    Overlay,
    PlayRegion,
    Recruit,
)
from rules.engine.cards import (
    ANCESTOR,
    ATTACHMENT_TYPES,
    EVENT,
    FOLLOWER,
    HOLDING,
    ITEM,
    PERSONALITY,
    REGION,
    SPELL,
    CardDef,
)
from rules.engine.continuous import has_keyword
from rules.engine.errors import IllegalAction
from rules.engine.events import emit, emit_moment
from rules.engine.pipeline import Frame
from rules.engine.restrictions import attach_refused, has_trait
from rules.engine.state import HAND, HOME, STACKED, Card, Player, Province, State, in_play_ids
from rules.engine.sworn import sworn
from rules.engine.traits import controlled, traits
from rules.engine.triggers import FAVOR_TAKEN

HAND_LIMIT = 8
RECRUIT_DISCOUNT = 2


# -- what is in play ----------------------------------------------------------------------
def in_play_cards(state: State) -> Iterator[Card]:
    cards = state.cards
    for player in state.players:
        for iid in player.home:
            card = cards[iid]
            yield card
            for attached in card.attachments:
                yield cards[attached]
        for province in player.provinces:
            for iid in province.attachments:
                yield cards[iid]


def unique_conflict(state: State, defn: CardDef, ignore: Card | None = None) -> str | None:
    """«Ввод карт в игру»: a Unique card cannot enter play while a card with its name (or
    one that counts as it for uniqueness) is in play."""
    if not defn.unique:
        return None
    identity = defn.identity
    for card in in_play_cards(state):
        if card is not ignore and card.defn.unique and card.defn.identity == identity:
            return f"{card.defn.title} is already in play and {defn.title} is Unique"
    return None


def own_faction(player: Player, defn: CardDef) -> bool:
    return not player.shadowlands and any(clan in player.clans for clan in defn.clans)


def _face_up_in_province(state: State, player: Player, pid: int) -> tuple[Province, Card]:
    province = player.province(pid)
    if province is None:
        raise IllegalAction(f"{player.name} has no Province {pid}")
    if province.card is None:
        raise IllegalAction(f"Province {pid} is empty")
    card = state.cards[province.card]
    if not card.face_up:
        raise IllegalAction(f"the card in Province {pid} is face down")
    return province, card


def _own_personality(state: State, seat: int, iid: int, what: str) -> Card:
    card = state.cards.get(iid)
    if card is None or card.zone != HOME or card.defn.type != PERSONALITY:
        raise IllegalAction(f"{what} must be a Personality in play")
    if card.controller != seat:
        raise IllegalAction(f"{card.defn.title} is not yours")
    return card


# -- recruiting ---------------------------------------------------------------------------
def recruit_cost(
    state: State,
    seat: int,
    defn: CardDef,
    mode: str,
    changes: list[gold.CostChange] | None = None,
    province: Province | None = None,
) -> int:
    """The Gold cost, less the discount of a Personality of the player's faction, less what
    the card says ("This Holding enters play for 2 less Gold if you are a Crab Clan
    player"), changed by the player's cards in play (`rules.engine.gold`; `changes` when
    already gathered) and by a Region of the `province` it is recruited from."""
    player = state.players[seat]
    if free_cost.enters_free(state, seat, defn):
        # "Jikoji enters play ignoring Gold Cost if you control the Ring of Earth."
        return 0
    cost = defn.cost
    if mode == "discount":
        cost -= RECRUIT_DISCOUNT
    less, clans = traits(defn).cheaper
    if less and any(clan in player.clans for clan in clans):
        cost -= less
    if province is not None and province.attachments:
        regional = _province_changes(state, province)
        if regional:
            found = changes if changes is not None else payment.cost_changes(state, seat)
            changes = [*found, *regional]
    return payment.cost(state, seat, defn, max(0, cost), changes=changes)


def _regions(state: State, province: Province) -> list[Card]:
    return [state.cards[iid] for iid in province.attachments if traits(state.cards[iid].defn)]


def _province_changes(state: State, province: Province) -> list[gold.CostChange]:
    """ "Holdings in this Province enter play for 3 less Gold." (its Region)."""
    found = []
    for region in _regions(state, province):
        less, what, minimum = traits(region.defn).province_cost
        kinds = gold.read_kinds(what) if less else None
        if kinds:
            found.append(gold.CostChange(-less, gold.Clause(kinds, False), minimum=minimum))
    return found


def _enter_cost(card: CardDef, clans: Sequence[str]) -> int:
    """ "Enters play paying 1 less Gold if you are a Crane Clan player" (for a player of
    `clans`)."""
    less, cheaper_for = traits(card).cheaper
    if less and any(clan in clans for clan in cheaper_for):
        return card.cost - less
    return card.cost


def attach_cost(
    state: State,
    seat: int,
    card: CardDef,
    person: Card,
    changes: list[gold.CostChange] | None = None,
    attaching: list[gold.CostChange] | None = None,
) -> int:
    """ "Attaches to a Crab Clan Personality paying 2 less Gold", "Attaches to a Monk paying
    1 less Gold"; what `_enter_cost` takes off; and the changes of `rules.engine.gold`
    (`changes` and `attaching`, `payment.cost`'s, when already gathered)."""
    if free_cost.attaches_free(state, card, person):
        # "Attaches The Jade Hand ignoring Gold cost." (`rules.engine.free_cost`)
        return 0
    cost = _enter_cost(card, state.players[seat].clans)
    less, wanted = traits(card).attach_less
    if less and all(has_trait(person.defn, trait) for trait in wanted):
        cost -= less
    return payment.cost(
        state, seat, card, max(0, cost), person=person, changes=changes, attaching=attaching
    )


def joining_problem(state: State, player: Player, defn: CardDef) -> str | None:
    """ "Will only enter play if you are a Crab Clan player."; "Will not join a player with
    4 or higher Family Honor."; "Will not join a player whose Wind is The Kanpeki Dynasty."
    ("... whose Stronghold is ...", "... whose Sensei is ...", "... with a Wind"); "Will not
    join a player that controls any Shadowlands cards." """
    found = traits(defn)
    if not found:
        return None
    if found.only_joins and found.only_joins not in player.clans:
        return f"{defn.title} will only enter play for a {found.only_joins} Clan player"
    if found.honor_below is not None and player.honor >= found.honor_below:
        return f"{defn.title} will not join a player with {found.honor_below} or more Family Honor"
    for wanted, what, value in found.join_rules:
        if _passes(state, player, what, value) != wanted:
            return _refusal(defn.title, wanted, what, value)
    return None


def _passes(state: State, player: Player, what: str, value: str) -> bool:
    """Whether `player` passes one test of `traits.JOIN_TESTS`."""
    if what == "wind":
        # A card names a Wind by its title's first part ("The Kanpeki Dynasty").
        return winds.has(state, player.seat, value)
    if what in ("stronghold", "sensei"):
        iid = {"stronghold": player.stronghold, "sensei": player.sensei}[what]
        return iid is not None and state.cards[iid].defn.title == value
    if what == "any wind":
        return player.wind is not None
    if what == "honor at least":
        return player.honor >= int(value)
    if what == "honor at most":
        return player.honor <= int(value)
    mine = [
        state.cards[iid]
        for iid in in_play_ids(state, player)
        if state.cards[iid].controller == player.seat
    ]
    if what == "control title":
        return any(card.defn.title == value for card in mine)
    kinds = gold.read_kinds(controlled(value)) or ()
    return any(k.matches(card.defn) for card in mine for k in kinds)


def _refusal(title: str, wanted: bool, what: str, value: str) -> str:
    """Why the card does not join: in the card's words."""
    if what in ("wind", "stronghold", "sensei"):
        test = f"whose {what.capitalize()} is {value}"
    elif what == "any wind":
        test = "with a Wind"
    elif what == "honor at least":
        test = f"with {value} or more Family Honor"
    elif what == "honor at most":
        test = f"with {value} or less Family Honor"
    elif what == "control title":
        test = f"who controls the {value}"
    else:
        test = f"who controls {value}"
    return f"{title} will {'only' if wanted else 'not'} join a player {test}"


def copy_problem(state: State, player: Player, defn: CardDef) -> str | None:
    """ "You may only have one copy of Counting House in play." """
    if not traits(defn).one_copy:
        return None
    for iid in in_play_ids(state, player):
        card = state.cards[iid]
        if card.controller == player.seat and card.defn.title == defn.title:
            return f"{player.name} may only have one copy of {defn.title} in play"
    return None


FORTIFICATION_BOWED = "Fortifications attach, bowed, to the Province"


def recruit_problem(state: State, player: Player, card: Card, province: Province) -> str | None:
    """«Фаза Династии», «Командиры», «Владения»."""
    defn = card.defn
    if defn.type not in (PERSONALITY, HOLDING):
        return f"{defn.title} is a {defn.type}; only Personalities and Holdings are recruited"
    joins = traits(defn).never_joins
    if joins and joins in player.clans:
        return f"{defn.title} will not join a {joins} Clan player"
    refused = joining_problem(state, player, defn) or copy_problem(state, player, defn)
    if refused:
        return refused
    regions = [traits(r.defn) for r in _regions(state, province)] if province.attachments else []
    if defn.type == PERSONALITY and (problem := _stronghold_refuses(state, player, defn)):
        return problem
    if defn.type == PERSONALITY:
        needed = defn.honor_requirement
        ignored = any(found.province_no_honor for found in regions)
        if needed is not None and player.honor < needed and not ignored:
            return f"{defn.title} needs {needed} Family Honor; {player.name} has {player.honor}"
        if (
            any(found.province_own_clan for found in regions)
            and defn.clans
            and not any(clan in player.clans for clan in defn.clans)
        ):
            return (
                f"{defn.title} has a Clan Alignment other than {player.name}'s and will not "
                f"enter play from Province {province.pid}"
            )
    if defn.is_fortification:
        for iid in province.attachments:
            if state.cards[iid].defn.title == defn.title:
                return f"Province {province.pid} already has a {defn.title}"
    return unique_conflict(state, defn)


def _stronghold_refuses(state: State, player: Player, defn: CardDef) -> str | None:
    """The Remote Monastery of the Dragon: "You cannot Recruit Monks with another Clan
    Alignment." (a Personality with no Clan Alignment has no other one)."""
    if player.stronghold is None:
        return None
    keyword = traits(state.cards[player.stronghold].defn).own_clan_recruits
    if (
        keyword
        and any(k == keyword for k in defn.keywords)
        and defn.clans
        and not any(clan in player.clans for clan in defn.clans)
    ):
        return f"{player.name} cannot Recruit {keyword}s with another Clan Alignment"
    return None


def check_recruit(state: State, seat: int, action: Recruit) -> tuple[Province, Card]:
    player = state.players[seat]
    province, card = _face_up_in_province(state, player, action.pid)
    problem = recruit_problem(state, player, card, province)
    if problem:
        raise IllegalAction(problem)
    if action.mode not in ("full", "discount", "honor"):
        raise IllegalAction(f"unknown recruiting mode {action.mode!r}")
    if action.mode != "full" and not (
        card.defn.type == PERSONALITY and own_faction(player, card.defn)
    ):
        why = (
            "a Shadowlands Stronghold always pays full price"
            if player.shadowlands
            else f"{card.defn.title} is not of {player.name}'s faction"
        )
        raise IllegalAction(f"cannot recruit for {action.mode}: {why}")
    cost = recruit_cost(state, seat, card.defn, action.mode, province=province)
    payment.check(state, seat, action.pay, cost, card.defn.title, gold.Purchase(card.defn))
    return province, card


def do_recruit(state: State, seat: int, action: Recruit) -> tuple[str, Card]:
    province, card = check_recruit(state, seat, action)
    player = state.players[seat]
    defn = card.defn
    cost = recruit_cost(state, seat, defn, action.mode, province=province)
    payment.pay(state, seat, action.pay, cost, defn.title, gold.Purchase(defn))
    ops.take(state, card)
    if defn.is_fortification:
        ops.place_at_province(state, card, seat, province)
        state.note(f"{defn.title} is built in Province {province.pid}")
        if FORTIFICATION_BOWED in defn.text_plain:
            # «Укрепление»: unbowed, unless its reminder says "Fortifications attach, bowed,
            # to the Province from which they entered play."
            ops.bow(card)
    else:
        # «Типы карт (детальное описание)» (Card Types in Detail), Holdings: all
        # Holdings enter play bowed, unless their text says not.
        ops.place_home(
            state, card, seat, bowed=defn.type == HOLDING and not traits(defn).enters_unbowed
        )
        state.note(f"{player.name} recruits {defn.title}")
    if traits(defn).enters_bowed:
        ops.bow(card)
    if action.mode == "honor" and defn.personal_honor:
        ops.change_honor(state, player, defn.personal_honor)
        state.note(f"{player.name} gains {defn.personal_honor} Honor")
    # "After you Recruit this Holding from a Province, refill the Province face-up."
    face_up = traits(defn).refill_face_up or (
        defn.type == PERSONALITY and _region_refills(state, province)
    )
    ops.refill(state, player, province, face_up=face_up)
    if face_up and province.card is not None:
        refilled = state.cards[province.card].defn.title
        state.note(f"Province {province.pid} is refilled face-up: {refilled}")
    if has_keyword(state, card, "Renew"):
        renew(state, player, province)
    return defn.title, card


def renew(state: State, player: Player, province: Province) -> None:
    """ "When a card with Renew enters play from a Province, refill its Province face-up.":
    the new card is turned face up at once; an Event happens then, as if revealed
    («Фаза событий»)."""
    from rules.engine import dynasty_events
    from rules.engine.pipeline import push

    if province.card is None:
        return
    new = state.cards[province.card]
    if new.face_up:
        return
    new.face_up = True
    state.note(f"Province {province.pid} is refilled face up (Renew): {new.defn.title}")
    if new.defn.type == EVENT:
        push(state, *dynasty_events.reveal(state, player, new))


def _region_refills(state: State, province: Province) -> bool:
    """ "(Once per turn,) after bringing a Personality into play from this Province, refill
    it face-up." (its Region)."""
    for region in _regions(state, province):
        how = traits(region.defn).province_refill
        if how == "always":
            return True
        if how == "once":
            key = f"refill:{region.iid}"
            if key not in state.used:
                state.used.append(key)
                return True
    return False


def revealed_by_refill(state: State, seat: int, pid: int, recruited: Card) -> list[Frame]:
    """The steps of a Dynasty Event a recruited card's face-up refill turned over: «Каждое
    событие оказывает свое действие в тот момент, когда игрок перевернул соответствующую
    карту» (Events)."""
    if not traits(recruited.defn).refill_face_up and recruited.defn.type != PERSONALITY:
        return []
    player = state.players[seat]
    province = player.province(pid)
    if province is None or province.card is None:
        return []
    card = state.cards[province.card]
    if not card.face_up or card.defn.type != EVENT:
        return []
    from rules.engine import dynasty_events

    return dynasty_events.reveal(state, player, card)


def recruits(state: State, seat: int, pays: payment.Payments) -> Iterator[Action]:
    player = state.players[seat]
    for province in player.provinces:
        if province.card is None:
            continue
        card = state.cards[province.card]
        if not card.face_up or recruit_problem(state, player, card, province):
            continue
        if card.defn.type == PERSONALITY and own_faction(player, card.defn):
            modes: tuple[str, ...] = ("discount", "honor")
        else:
            modes = ("full",)
        for mode in modes:
            cost = recruit_cost(state, seat, card.defn, mode, pays.changes, province)
            pay = pays.for_cost(cost, gold.Purchase(card.defn))
            if pay is not None:
                yield Recruit(province.pid, pay, mode)


# -- Experienced overlays -----------------------------------------------------------------
def overlay_cost(new: CardDef, old: CardDef) -> int:
    """Free one level up; the difference in Gold cost for more («Надписи опыта»)."""
    if new.experience_level - old.experience_level == 1:
        return 0
    return max(0, new.cost - old.cost)


def overlay_problem(state: State, new: Card, target: Card) -> str | None:
    """«Надписи опыта»: a more experienced version of your Personality (or other card in
    play) may be put on it, bowed or not; the Unique restriction still holds."""
    if new.defn.type not in (PERSONALITY, HOLDING) or new.defn.type != target.defn.type:
        return f"{new.defn.title} cannot be overlaid on {target.defn.title}"
    if new.defn.version_of != target.defn.version_of:
        return f"{new.defn.title} is not a version of {target.defn.title}"
    if new.defn.experience_level <= target.defn.experience_level:
        return f"{new.defn.title} is not more experienced than {target.defn.title}"
    return unique_conflict(state, new.defn, ignore=target)


def check_overlay(state: State, seat: int, action: Overlay) -> tuple[Province, Card, Card]:
    player = state.players[seat]
    province, new = _face_up_in_province(state, player, action.pid)
    target = state.cards.get(action.target)
    if target is None or target.zone != HOME or target.controller != seat:
        raise IllegalAction(f"card {action.target} is not one of your cards in play")
    problem = overlay_problem(state, new, target)
    if problem:
        raise IllegalAction(problem)
    cost = overlay_cost(new.defn, target.defn)
    payment.check(state, seat, action.pay, cost, new.defn.title, gold.Purchase(new.defn))
    return province, new, target


def do_overlay(state: State, seat: int, action: Overlay) -> str:
    """The new version takes over the old one's attachments, tokens, bonuses, bow state and
    controller; it is not entering play, so nothing that triggers on that happens."""
    province, new, target = check_overlay(state, seat, action)
    player = state.players[seat]
    cost = overlay_cost(new.defn, target.defn)
    payment.pay(state, seat, action.pay, cost, new.defn.title, gold.Purchase(new.defn))
    ops.take(state, new)
    new.zone = HOME
    new.face_up = True
    new.controller = target.controller
    new.bowed = target.bowed
    new.dishonored = target.dishonored
    new.mods = target.mods
    new.attachments = target.attachments
    for iid in new.attachments:
        state.cards[iid].host = new.iid
    new.stack = [*target.stack, target.iid]
    for iid in new.stack:
        state.cards[iid].host = new.iid
    home = state.players[target.controller].home
    home[home.index(target.iid)] = new.iid
    target.zone = STACKED
    target.mods = []
    target.attachments = []
    target.stack = []
    target.bowed = False
    target.dishonored = False
    ops.refill(state, player, province)
    state.note(f"{new.defn.title} is overlaid on {target.defn.title}")
    return new.defn.title


def overlays(state: State, seat: int, pays: payment.Payments) -> Iterator[Action]:
    player = state.players[seat]
    targets = [state.cards[iid] for iid in player.home]
    for province in player.provinces:
        if province.card is None:
            continue
        new = state.cards[province.card]
        if not new.face_up or new.defn.type not in (PERSONALITY, HOLDING):
            continue
        for target in targets:
            if overlay_problem(state, new, target) is None:
                pay = pays.for_cost(overlay_cost(new.defn, target.defn), gold.Purchase(new.defn))
                if pay is not None:
                    yield Overlay(province.pid, target.iid, pay)


# -- attaching ----------------------------------------------------------------------------
def _second_weapon(state: State, person: Card, weapon: CardDef, held: Card) -> bool:
    """ "Kensai may attach two Weapons, as long as neither is Two-Handed"; "Mirumoto Kei may
    attach two Weapons" (any two)."""
    found = traits(person.defn)
    if found.two_weapons or two_weapons.granted(state, person):
        return True
    if not has_keyword(state, person, "Kensai"):
        return False
    if found.one_handed:
        # "(Kensai may attach two One-Handed Weapons.)" printed on him.
        return weapon.has_keyword("One-Handed") and held.defn.has_keyword("One-Handed")
    return not weapon.has_keyword("Two-Handed") and not held.defn.has_keyword("Two-Handed")


def _now(state: State, person: Card, stat: str) -> int:
    if stat == "ph":
        return stats.personal_honor(state, person)
    return stats.value(state, person, stat)


def attach_problem(
    state: State, card: Card, target: Card, moving: bool = False, leaving: int | None = None
) -> str | None:
    """«Солдаты, предметы, заклинания и предки»: what a Personality may take. The target must
    be unbowed (your own actions cannot target your bowed Personalities); restrictions
    printed on either card hold (`rules.engine.restrictions`)."""
    defn = card.defn
    person = target.defn
    if defn.type not in ATTACHMENT_TYPES:
        return f"{defn.title} is a {defn.type}, not a Follower, Item, Spell or Ancestor"
    if target.bowed:
        return f"{person.title} is bowed"
    found = traits(defn)
    if moving and found.no_transfer:
        return f"{defn.title} will not be transferred"
    if found.never_joins and found.never_joins in state.players[target.controller].clans:
        return f"{defn.title} will not be controlled by a {found.never_joins} Clan player"
    if not moving and (refused := joining_problem(state, state.players[target.controller], defn)):
        return refused
    others = [state.cards[iid] for iid in target.attachments if iid not in (card.iid, leaving)]
    if (
        defn.type == FOLLOWER
        and traits(person).one_follower
        and any(other.defn.type == FOLLOWER for other in others)
    ):
        return f"{person.title} will not attach more than one Follower"
    if defn.type in (FOLLOWER, ANCESTOR):
        needed = defn.honor_requirement
        honor = stats.personal_honor(state, target)
        if (
            needed is not None
            and honor < needed
            and not follower_honor.ignored(state, target, defn)
        ):
            return f"{defn.title} needs Personal Honor {needed}; {person.title} has {honor}"
    if defn.type in (ITEM, SPELL):
        # «каждый командир может иметь только одно оружие и только один доспех», a Spell
        # with the Armor keyword ("Armor of the Emperor") included.
        for kind in ("Weapon", "Armor"):
            # An Item that "does not count towards a Personality's maximum number of
            # Weapons" neither fills his place nor takes it.
            held = [
                o for o in others if o.defn.has_keyword(kind) and traits(o.defn).uncounted != kind
            ]
            if (
                defn.has_keyword(kind)
                and traits(defn).uncounted != kind
                and held
                and not (
                    kind == "Weapon"
                    and len(held) == 1
                    and _second_weapon(state, target, defn, held[0])
                )
            ):
                return f"{person.title} already has {'an' if kind == 'Armor' else 'a'} {kind}"
    if defn.type == SPELL:
        if not person.has_keyword("Shugenja"):
            return f"only Shugenja take Spells; {person.title} is not one"
        spells = sum(1 for other in others if other.defn.type == SPELL)
        if spells + 1 > stats.chi(state, target):
            return f"{person.title} may have no more Spells than his Chi"
    if defn.type == ANCESTOR:
        if moving:
            return "Ancestors cannot be moved"
        if defn.clans and not any(clan in person.clans for clan in defn.clans):
            return f"{defn.title} joins only Personalities of its faction"
    refused = attach_refused(defn, person, lambda stat: _now(state, target, stat))
    if refused:
        return refused
    if not moving:
        return unique_conflict(state, defn)
    return None


def check_attach(state: State, seat: int, action: Attach) -> tuple[Card, Card]:
    card = state.cards.get(action.card)
    if card is None or card.zone != HAND or card.owner != seat:
        raise IllegalAction(f"card {action.card} is not in your hand")
    target = _own_personality(state, seat, action.target, "the target")
    problem = attach_problem(state, card, target)
    if problem:
        raise IllegalAction(problem)
    cost = attach_cost(state, seat, card.defn, target)
    payment.check(state, seat, action.pay, cost, card.defn.title, gold.Purchase(card.defn))
    return card, target


def do_attach(state: State, seat: int, action: Attach) -> str:
    card, target = check_attach(state, seat, action)
    cost = attach_cost(state, seat, card.defn, target)
    payment.pay(state, seat, action.pay, cost, card.defn.title, gold.Purchase(card.defn))
    ops.take(state, card)
    ops.place_attached(state, card, target)
    if traits(card.defn).enters_bowed:
        ops.bow(card)
    if card.defn.type == ANCESTOR:
        ops.bow(target)
    state.note(f"{card.defn.title} joins {target.defn.title}")
    emit(state, "entered_play", card=card.iid, by=seat, equipped=True)
    return card.defn.title


def attaches(
    state: State, seat: int, pays: payment.Payments, only: Card | None
) -> Iterator[Action]:
    player = state.players[seat]
    if only is not None:
        targets = [only]
    else:
        targets = [
            state.cards[iid]
            for iid in player.home
            if state.cards[iid].defn.type == PERSONALITY and not state.cards[iid].bowed
        ]
    if not targets:
        return
    hosted: list[list[gold.CostChange]] | None = None
    for iid in player.hand:
        card = state.cards[iid]
        kind = card.defn.type
        if kind not in ATTACHMENT_TYPES or (only is not None and kind != ANCESTOR):
            continue
        if hosted is None:
            hosted = [payment.hosted(state, target) for target in targets]
        purchase = gold.Purchase(card.defn)
        for target, attaching in zip(targets, hosted, strict=True):
            cost = attach_cost(state, seat, card.defn, target, pays.changes, attaching)
            paid = pays.for_cost(cost, purchase)
            if paid is not None and attach_problem(state, card, target) is None:
                yield Attach(iid, target.iid, paid)


# -- moving attachments -------------------------------------------------------------------
def check_move(
    state: State, seat: int, action: MoveAttachment
) -> tuple[Card, Card, Card, Card | None]:
    card = state.cards.get(action.card)
    if card is None or card.host is None:
        raise IllegalAction(f"card {action.card} is not attached to a Personality")
    source = state.cards[card.host]
    if source.controller != seat:
        raise IllegalAction(f"{source.defn.title} is not yours")
    if source.bowed:
        raise IllegalAction(f"{source.defn.title} is bowed")
    target = _own_personality(state, seat, action.target, "the target")
    if target is source:
        raise IllegalAction(f"{card.defn.title} is already on {source.defn.title}")
    back = None
    if action.swap is not None:
        back = state.cards.get(action.swap)
        if back is None or back.host != target.iid:
            raise IllegalAction(f"card {action.swap} is not attached to {target.defn.title}")
        problem = attach_problem(state, back, source, moving=True, leaving=card.iid)
        if problem:
            raise IllegalAction(problem)
    problem = attach_problem(
        state, card, target, moving=True, leaving=back.iid if back is not None else None
    )
    if problem:
        raise IllegalAction(problem)
    return card, source, target, back


def do_move(state: State, seat: int, action: MoveAttachment) -> str:
    """«Переместить присоединенные карты между двумя или более неповернутыми командирами,
    повернув их как часть стоимости»: both move at once, so two Weapons may trade places."""
    card, source, target, back = check_move(state, seat, action)
    ops.bow(source)
    ops.bow(target)
    ops.take(state, card)
    if back is not None:
        ops.take(state, back)
        ops.place_attached(state, back, source)
    ops.place_attached(state, card, target)
    state.note(f"{card.defn.title} moves from {source.defn.title} to {target.defn.title}")
    if back is not None:
        state.note(f"{back.defn.title} moves from {target.defn.title} to {source.defn.title}")
    return card.defn.title


def moves(state: State, seat: int) -> Iterator[Action]:
    player = state.players[seat]
    ready = [
        state.cards[iid]
        for iid in player.home
        if state.cards[iid].defn.type == PERSONALITY and not state.cards[iid].bowed
    ]
    for source in ready:
        for iid in source.attachments:
            card = state.cards[iid]
            for target in ready:
                if target is source:
                    continue
                if attach_problem(state, card, target, True) is None:
                    yield MoveAttachment(iid, target.iid)
                    continue
                for back in target.attachments:
                    if (
                        attach_problem(state, card, target, True, leaving=back) is None
                        and attach_problem(state, state.cards[back], source, True, leaving=iid)
                        is None
                    ):
                        yield MoveAttachment(iid, target.iid, back)


# -- lobbying -----------------------------------------------------------------------------
# `rules.engine.honor` reads the traits that change it: a Personality who may Lobby as an
# Open action, a bonus to the Family Honor checked, a second Lobby in a turn, Honor gained
# after lobbying.
_AGAIN = "lobbied_again:"


def lobby_problem(state: State, seat: int, card: Card | None = None) -> str | None:
    """«Как добиться Благорасположения Императора»: once per turn, more Family Honor than
    every other player, and not holding the Favor already (`card`: the Personality who would
    lobby, for the traits of his that change this)."""
    player = state.players[seat]
    if (why := honor.forbidden(state, seat)) is not None:
        return why
    if card is not None and (why := action_limits.lobby_problem(state, card)) is not None:
        return why
    if player.lobbied_turn == state.turn:
        again = card is not None and honor.personality_lobby(state, card, honor.LOBBY_AGAIN)
        if not again or f"{_AGAIN}{seat}" in state.used:
            return "you have already lobbied this turn"
    if state.favor == seat:
        return "you already have the Emperor's Favor"
    mine = player.honor + honor.lobby_bonus(state, player, card)
    for other in state.players:
        if (
            other is not player
            and not other.eliminated
            and not other.goldfish
            and other.honor >= mine
        ):
            return f"{other.name} has {other.honor} Honor; you need more than every other player"
    return None


def may_lobby_open(state: State, card: Card) -> bool:
    """ "Dainagon may Lobby as an Open action." / "This Personality may Lobby as an Open
    action." (on his Armor)."""
    return bool(honor.personality_lobby(state, card, honor.OPEN_LOBBY))


def check_lobby(state: State, seat: int, action: Lobby, open_only: bool = False) -> Card:
    card = _own_personality(state, seat, action.personality, "the lobbying card")
    if open_only and not may_lobby_open(state, card):
        raise IllegalAction(
            "only the active player takes Limited actions, in his action phase "
            f"({card.defn.title} may not Lobby as an Open action)"
        )
    if sworn(card):
        raise IllegalAction(f"{card.defn.title} cannot Lobby (Today We Die)")
    problem = lobby_problem(state, seat, card)
    if problem:
        raise IllegalAction(problem)
    if card.bowed:
        raise IllegalAction(f"{card.defn.title} is bowed")
    if stats.personal_honor(state, card) <= 0:
        raise IllegalAction(f"{card.defn.title} needs Personal Honor above 0 to lobby")
    return card


def do_lobby(state: State, seat: int, action: Lobby, open_only: bool = False) -> str:
    card = check_lobby(state, seat, action, open_only)
    player = state.players[seat]
    if player.lobbied_turn == state.turn:
        state.used.append(f"{_AGAIN}{seat}")
    ops.bow(card)
    state.favor = seat
    player.lobbied_turn = state.turn
    state.note(f"{player.name} gains the Emperor's Favor")
    emit_moment(state, FAVOR_TAKEN, seat=seat, by=seat)
    # "After this Personality Lobbies, gain 1 Honor." (Ancestral Armor of the Crane Clan)
    gained = honor.personality_lobby(state, card, honor.LOBBIED_HONOR)
    if gained:
        emit(
            state,
            "honor",
            seat=seat,
            amount=sum(n for _, _, n in gained),
            why=card.defn.title,
            origin=card.iid,
            by=seat,
        )
    return card.defn.title


def lobbies(state: State, seat: int, open_only: bool = False) -> Iterator[Action]:
    """The Personalities who may lobby now (`open_only`: as an Open action, another
    player's turn)."""
    player = state.players[seat]
    if state.favor == seat or (open_only and not honor.open_lobbying(state)):
        return
    if not honor.lobbying_changed(state) and (open_only or lobby_problem(state, seat)):
        return
    for iid in player.home:
        card = state.cards[iid]
        if (
            card.defn.type == PERSONALITY
            and not card.bowed
            and (not open_only or may_lobby_open(state, card))
            and stats.personal_honor(state, card) > 0
            and not sworn(card)
            and lobby_problem(state, seat, card) is None
        ):
            yield Lobby(iid)


# -- Regions ------------------------------------------------------------------------------
def region_problem(state: State, card: Card, province: Province) -> str | None:
    """«Область»: one Region per Province, attached to the Province it lies in."""
    if card.defn.type != REGION:
        return f"{card.defn.title} is not a Region"
    for iid in province.attachments:
        if state.cards[iid].defn.type == REGION:
            return f"Province {province.pid} already has a Region"
    return unique_conflict(state, card.defn)


def region_cost(
    state: State, seat: int, defn: CardDef, changes: list[gold.CostChange] | None = None
) -> int:
    return payment.cost(state, seat, defn, defn.cost, changes=changes)


def check_region(state: State, seat: int, action: PlayRegion) -> tuple[Province, Card]:
    player = state.players[seat]
    province, card = _face_up_in_province(state, player, action.pid)
    problem = region_problem(state, card, province)
    if problem:
        raise IllegalAction(problem)
    cost = region_cost(state, seat, card.defn)
    payment.check(state, seat, action.pay, cost, card.defn.title, gold.Purchase(card.defn))
    return province, card


def play_region(state: State, seat: int, province: Province, card: Card) -> None:
    player = state.players[seat]
    ops.take(state, card)
    ops.place_at_province(state, card, seat, province)
    if traits(card.defn).enters_bowed:
        ops.bow(card)
    state.note(f"{card.defn.title} enters play in Province {province.pid}")
    ops.refill(state, player, province)


def do_region(state: State, seat: int, action: PlayRegion) -> str:
    province, card = check_region(state, seat, action)
    cost = region_cost(state, seat, card.defn)
    payment.pay(state, seat, action.pay, cost, card.defn.title, gold.Purchase(card.defn))
    play_region(state, seat, province, card)
    return card.defn.title


def region_choices(state: State, seat: int, pays: payment.Payments) -> list[Action]:
    out: list[Action] = []
    for province in state.players[seat].provinces:
        if province.card is None:
            continue
        card = state.cards[province.card]
        if card.face_up and card.defn.type == REGION and not region_problem(state, card, province):
            cost = region_cost(state, seat, card.defn, pays.changes)
            pay = pays.for_cost(cost, gold.Purchase(card.defn))
            if pay is not None:
                out.append(PlayRegion(province.pid, pay))
    return out


# -- discards -----------------------------------------------------------------------------
def check_discard_province(state: State, seat: int, action: DiscardFromProvince) -> Card:
    return _face_up_in_province(state, state.players[seat], action.pid)[1]


def do_discard_province(state: State, seat: int, action: DiscardFromProvince) -> str:
    card = check_discard_province(state, seat, action)
    ops.discard_from_province(state, card)
    state.note(f"{card.defn.title} is discarded from Province {action.pid}")
    return card.defn.title


# Per game (by its cards' dict): the cards printing "You have +N maximum hand size", found
# once, so that the End Phase looks at no card in most games.
_HAND_SOURCES: dict[int, tuple[dict[int, Card], tuple[int, ...]]] = {}


def hand_limit(state: State, player: Player) -> int:
    """«Максимальное количество карт в Вашей руке – восемь», plus "You have +1 maximum hand
    size" on his Stronghold or a card he controls in play, and "Other players have -1
    maximum hand size" on another player's."""
    cards = state.cards
    found = _HAND_SOURCES.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_HAND_SOURCES) >= 64:
            _HAND_SOURCES.clear()
        sources = tuple(
            iid
            for iid, card in cards.items()
            if traits(card.defn).hand_size or traits(card.defn).others_hand_size
        )
        found = _HAND_SOURCES[id(cards)] = (cards, sources)
    limit = HAND_LIMIT
    for iid in found[1]:
        card = cards[iid]
        owner = state.players[card.controller]
        if not (card.in_play or iid == owner.stronghold):
            continue
        if card.controller == player.seat:
            limit += traits(card.defn).hand_size
        else:
            # "Other players have -1 maximum hand size."
            limit += traits(card.defn).others_hand_size
    return max(0, limit)


def over_hand_limit(state: State, player: Player) -> bool:
    return len(player.hand) > hand_limit(state, player)


def check_discard_hand(state: State, seat: int, action: DiscardFromHand) -> Card:
    player = state.players[seat]
    if not over_hand_limit(state, player):
        limit = hand_limit(state, player)
        raise IllegalAction(f"{player.name} has no more than {limit} cards in hand")
    card = state.cards.get(action.card)
    if card is None or card.zone != HAND or card.owner != seat:
        raise IllegalAction(f"card {action.card} is not in your hand")
    return card


def do_discard_hand(state: State, seat: int, action: DiscardFromHand) -> str:
    card = check_discard_hand(state, seat, action)
    ops.take(state, card)
    ops.place_pile(state, card, ops.discard_zone(card))
    state.note(f"{state.players[seat].name} discards {card.defn.title}")
    return card.defn.title
