"""The playtest table's reading of a game: actions in words, grouped for buttons, and the
manual operations a form builds.

Everything here takes the engine's game and the seat looking at it, and never names a card
that seat may not see: a face-down Province card is offered by its Province, a deck search
by card name (one per name, in name order, never in deck order).
"""

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from l5rdb.numbers import whole_number
from rules.engine import Action, Game
from rules.engine import actions as a
from rules.engine.abilities import AUTO, DUEL, MANUAL, Ability, abilities
from rules.engine.actions import MOVE_TARGETS
from rules.engine.attack import outcome
from rules.engine.battlefield import ATTACKER, DEFENDER, units_at
from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.gold import ENTIRE, Purchase
from rules.engine.payment import producers
from rules.engine.pipeline import top
from rules.engine.play import attach_cost, overlay_cost, recruit_cost, region_cost
from rules.engine.state import DYNASTY_DECK, FATE_DECK, PROVINCE, Card, State
from rules.engine.stats import chi, unit_force

PHASES = {
    "setup": "Set-up",
    "events": "Events phase",
    "straighten": "Straighten phase",
    "action": "Action phase",
    "attack": "Attack phase",
    "dynasty": "Dynasty phase",
    "dynasty-discard": "Dynasty phase: discards",
    "end": "End phase",
    "over": "Game over",
}

ZONES = {
    "hand": "hand",
    "home": "home (in play)",
    "discard": "discard pile",
    "removed": "removed from the game",
    "fate-top": "top of the Fate deck",
    "fate-bottom": "bottom of the Fate deck",
    "dynasty-top": "top of the Dynasty deck",
    "dynasty-bottom": "bottom of the Dynasty deck",
}

# Rule action kinds in the order the table shows them.
RULE_KINDS: dict[type, str] = {
    a.Pass: "Pass",
    a.Attack: "Attack",
    a.Invite: "Invite an ally",
    a.Assign: "Assign a unit",
    a.ChooseBattle: "Choose the next battle",
    a.DeclareNaval: "Naval invasion",
    a.CavalryMove: "Cavalry move",
    a.Accept: "Accept the challenge",
    a.Refuse: "Refuse the challenge",
    a.Strike: "Strike",
    a.Focus: "Focus",
    a.YuStrike: "Yu",
    a.Choose: "Choose a card",
    a.Option: "Choose how an effect is carried out",
    a.PlayCard: "Play a card",
    a.UseAbility: "Use a card's ability",
    a.RangedAttack: "Ranged attack",
    a.MeleeAttack: "Melee attack",
    a.Fear: "Fear",
    a.Tactician: "Tactician",
    a.Seppuku: "Seppuku",
    a.Kharmic: "Kharmic",
    a.Recruit: "Recruit",
    a.Overlay: "Experienced overlay",
    a.PlayRegion: "Regions",
    a.Attach: "Attach",
    a.MoveAttachment: "Move an attachment",
    a.Lobby: "Lobby for the Emperor's Favor",
    a.DiscardFromProvince: "Discard from a Province",
    a.DiscardFromHand: "Discard down to eight",
}

# What passing means, by the step the game waits in.
PASS_LABELS = {
    "events": "Pass: on to the action phase",
    "round": "Pass",
    "attack": "Declare no attack",
    "invite": "Invite no one (more)",
    "maneuver": "Done assigning units",
    "naval": "No naval invasion",
    "naval-first": "Let the Defender act first",
    "battle": "Done: on to the resolution",
    "yu": "Use no (more) Yu",
    "window": "No reaction",
    "dynasty": "Done recruiting: on to the discards",
    "dynasty-discard": "Keep the rest: end the dynasty phase",
    "end": "End the turn",
    "zone_choice": "Leave it on top",
}

# Manual operations the builder form knows: operation -> the fields it needs.
MANUAL_OPS: dict[str, tuple[str, ...]] = {
    "bow": ("card",),
    "straighten": ("card",),
    "move": ("card", "to"),
    "destroy": ("card",),
    "discard": ("card",),
    "token": ("card", "force", "chi"),
    "untoken": ("card", "force", "chi"),
    "bonus": ("card", "force", "chi"),
    "set": ("card", "stat", "value"),
    "dishonor": ("card",),
    "rehonor": ("card",),
    "reveal": ("card",),
    "honor": ("player", "amount"),
    "draw": ("player",),
    "favor": ("player",),
    "destroy-province": ("province",),
}
MANUAL_OP_LABELS = {
    "bow": "Bow",
    "straighten": "Straighten",
    "move": "Move to a zone",
    "destroy": "Destroy",
    "discard": "Discard",
    "token": "Put a Force/Chi token on",
    "untoken": "Take a Force/Chi token off",
    "bonus": "Force/Chi bonus until the end of the turn",
    "set": "Set Force or Chi until the end of the turn",
    "dishonor": "Dishonor a Personality",
    "rehonor": "Restore a Personality's honor",
    "reveal": "Reveal a card in hand",
    "honor": "Change a player's Honor",
    "draw": "Draw a card",
    "favor": "Give the Emperor's Favor",
    "destroy-province": "Destroy a Province",
}


@dataclass(frozen=True)
class Choice:
    """One button: what it says, and the form field it posts (`action` with the action's
    text, or `reveal` with the Province whose face-down card to turn up)."""

    label: str
    value: str
    name: str = "action"
    kind: str = ""
    # The card the action is taken with (its button shows on that card too).
    card: int | None = None


@dataclass
class Group:
    label: str
    choices: list[Choice] = field(default_factory=list)


def _title(state: State, iid: int) -> str:
    card = state.cards.get(iid)
    return card.defn.title if card is not None else f"card {iid}"


def _gold_words(amount: int) -> str:
    """What a producer gives a payment: its Gold, or the whole cost ("enters play for 0
    Gold")."""
    return "the whole cost" if amount >= ENTIRE else str(amount)


def _pay_words(state: State, pay: Iterable[int], gold: Mapping[int, int]) -> str:
    pay = list(pay)
    if not pay:
        return "free"
    words = (f"{_title(state, iid)} ({_gold_words(gold.get(iid, 0))})" for iid in pay)
    return "bow " + ", ".join(words)


def _province_card(state: State, seat: int, pid: int) -> Card | None:
    province = state.players[seat].province(pid)
    if province is None or province.card is None:
        return None
    return state.cards[province.card]


def _zone_words(state: State, to: str) -> str:
    head, _, tail = to.partition(":")
    card = whole_number(tail)
    if head == "on" and card is not None:
        return f"onto {_title(state, card)}"
    if head == "province":
        return f"into Province {tail}"
    if head == "at":
        return f"attached to Province {tail}"
    phrases = {"hand": "to hand", "home": "into play (home)", "removed": "out of the game"}
    return phrases.get(to) or f"to the {ZONES.get(to, to)}"


def _stats_words(force: int, chi: int) -> str:
    parts = [f"{force:+d} Force" if force else "", f"{chi:+d} Chi" if chi else ""]
    return " ".join(p for p in parts if p) or "+0 Force"


def _purchase(state: State, seat: int, action: Action) -> Purchase | None:
    """What a rule action's payment is for (`rules.engine.gold`)."""
    if isinstance(action, (a.Recruit, a.Overlay, a.PlayRegion)):
        card = _province_card(state, seat, action.pid)
    elif isinstance(action, (a.Attach, a.PlayCard, a.UseAbility)):
        card = state.cards.get(action.card)
    else:
        return None
    if card is None:
        return None
    return Purchase(card.defn, isinstance(action, (a.PlayCard, a.UseAbility)))


def _attach_cost(state: State, seat: int, card: Card, target: int) -> int:
    person = state.cards.get(target)
    return card.defn.cost if person is None else attach_cost(state, seat, card.defn, person)


def describe(game: Game, seat: int, action: Action) -> str:
    """An action in words for `seat`: card names, costs and what gets bowed to pay."""
    state = game.state
    # Only a payment needs the producers' Gold (this runs for every action of a replay).
    gold = (
        producers(state, seat, _purchase(state, seat, action)) if getattr(action, "pay", ()) else {}
    )
    if isinstance(action, a.Pass):
        found = top(state)
        name = found[1]["step"] if found else ""
        if name == "window" and found[1]["event"]["event"] == "recruited":
            return f"Attach no Ancestor to {_title(state, found[1]['event']['card'])}"
        return PASS_LABELS.get(name, "Pass")
    words = _battle_words(state, action, gold)
    if words is not None:
        return words
    if isinstance(action, a.Recruit):
        card = _province_card(state, seat, action.pid)
        if card is None:
            return action.text()
        province = state.players[seat].province(action.pid)
        cost = recruit_cost(state, seat, card.defn, action.mode, province=province)
        how = {
            "full": "",
            "discount": ", 2 Gold less for your clan",
            "honor": f", full cost and +{card.defn.personal_honor or 0} Honor",
        }.get(action.mode, "")
        return (
            f"Recruit {card.defn.title} (Province {action.pid}){how}: "
            f"{cost} Gold, {_pay_words(state, action.pay, gold)}"
        )
    if isinstance(action, a.Overlay):
        card = _province_card(state, seat, action.pid)
        target = state.cards.get(action.target)
        if card is None or target is None:
            return action.text()
        cost = overlay_cost(card.defn, target.defn)
        return (
            f"Overlay {card.defn.title} (Province {action.pid}) onto {target.defn.title}: "
            f"{cost} Gold, {_pay_words(state, action.pay, gold)}"
        )
    if isinstance(action, a.Attach):
        card = state.cards.get(action.card)
        if card is None:
            return action.text()
        return (
            f"Attach {card.defn.title} to {_title(state, action.target)}: "
            f"{_attach_cost(state, seat, card, action.target)} Gold, "
            f"{_pay_words(state, action.pay, gold)}"
        )
    if isinstance(action, a.MoveAttachment):
        swap = f", {_title(state, action.swap)} back" if action.swap is not None else ""
        return (
            f"Move {_title(state, action.card)} to {_title(state, action.target)}{swap} (bows both)"
        )
    if isinstance(action, a.Lobby):
        return f"Lobby: bow {_title(state, action.personality)} for the Emperor's Favor"
    if isinstance(action, a.PlayRegion):
        card = _province_card(state, seat, action.pid)
        if card is None:
            return action.text()
        return (
            f"Play {card.defn.title} in Province {action.pid}: "
            f"{region_cost(state, seat, card.defn)} Gold, {_pay_words(state, action.pay, gold)}"
        )
    if isinstance(action, a.DiscardFromProvince):
        card = _province_card(state, seat, action.pid)
        return f"Discard {card.defn.title if card else 'the card'} from Province {action.pid}"
    if isinstance(action, a.DiscardFromHand):
        return f"Discard {_title(state, action.card)}"
    if isinstance(action, a.AdjustHonor):
        card = _title(state, action.card)
        return f"Discard {card} (Honor): {action.change:+d} to this Honor gain or loss"
    if isinstance(action, a.AdjustFear):
        return f"Discard {_title(state, action.card)} (Courage): {action.change:+d} to this Fear"
    return describe_manual(state, action)


def logged_words(words: str, entry: Mapping[str, Any], seat: int) -> str:
    """A log entry's words (`describe` as its player saw it) for `seat`: a card the entry
    keeps secret, or a Focus card still face down to others, is not named."""
    if entry["seat"] == seat:
        return words
    kind = str(entry["action"]).split()[:2]
    if entry.get("secret"):
        if kind == ["manual", "search"]:
            return "Search a deck for a card (hidden)"
        if kind == ["manual", "move"]:
            return "Move a hidden card"
        return "A hidden operation"
    if kind[:1] == ["focus"]:
        return "Focus with a card face down"
    if kind[:1] == ["choose"]:
        # A card chosen from a hand or a deck: the notes say what the card text shows.
        return "Choose a card"
    return words


# What becomes of a card chosen while an effect resolves (`rules.engine.effects_zones`).
_CHOICE_VERBS = {
    "discard_from_hand": "Discard",
    "to_hand_then_discard": "Put into your hand",
    "to_hand_then_to_deck": "Put into your hand",
    "hand_to_deck_top": "Put on top of the deck",
    "to_hand": "Put into your hand",
    "deck_top": "Put back next on the deck",
    "deck_bottom": "Put at the bottom of the deck",
}


def _ids_words(state: State, ids: Iterable[int]) -> str:
    return " and ".join(_title(state, iid) for iid in ids)


def _shooters(state: State, action: a.RangedAttack) -> str:
    """The attacking cards, each with the strength of the Ranged Attack it uses when the
    action names one of several ("Tsuruchi Hunters (Ranged 4)")."""
    if not action.lines:
        return _ids_words(state, action.sources)
    words = []
    for iid, index in zip(action.sources, action.lines, strict=False):
        ability = _ability(state.cards.get(iid), index)
        strength = f" (Ranged {ability.strength})" if ability is not None else ""
        words.append(f"{_title(state, iid)}{strength}")
    return " and ".join(words)


def _ability(card: Card | None, index: int) -> Ability | None:
    if card is None:
        return None
    for ability in abilities(card.defn):
        if ability.index == index:
            return ability
    return None


def _ability_words(ability: Ability | None) -> str:
    if ability is None:
        return ""
    return f" ({ability.timing.replace('/', ' or ').title()}: {ability.body})"


def _auto_words(state: State, ability: Ability, targets: tuple[int, ...]) -> str:
    """ "performed by Doji Hoturi (bows), on Bayushi Kachiko": the performer the player
    chose (bowed when the cost bows him), then the other targets."""
    performers = []
    others = []
    for index, iid in enumerate(targets):
        if index == ability.performer:
            bows = " (bows)" if index in ability.bow_targets else ""
            performers.append(f"{_title(state, iid)}{bows}")
        else:
            others.append(iid)
    words = [f"performed by {' and '.join(performers)}"] if performers else []
    if others:
        words.append(f"on {_ids_words(state, others)}")
    return f": {', '.join(words)}" if words else ""


def _choice_words(state: State, ability: Ability | None, targets: tuple[int, ...]) -> str:
    """The targets chosen; a manual ability says the player carries out its text."""
    if ability is not None and ability.effect == AUTO:
        return _auto_words(state, ability, targets)
    if ability is None or ability.effect == DUEL:
        if len(targets) == 2:
            return f": {_ids_words(state, targets[:1])} challenges " + _title(state, targets[1])
        if len(targets) == 1:
            return f": challenge {_title(state, targets[0])}"
        return ""
    if ability.effect == MANUAL:
        return " (by hand: carry out its text with the manual operations)"
    return ""


def _battle_words(state: State, action: Action, gold: Mapping[int, int]) -> str | None:
    """Attacks, battles, duels and card play in words."""
    players = state.players
    if isinstance(action, a.Attack):
        return f"Attack {players[action.seat].name}"
    if isinstance(action, a.Invite):
        return f"Invite {players[action.seat].name} as an ally"
    if isinstance(action, a.Assign):
        return f"Send {_title(state, action.unit)}'s unit to Province {action.pid}"
    if isinstance(action, a.ChooseBattle):
        return f"Fight the battle at Province {action.pid} next"
    if isinstance(action, a.DeclareNaval):
        return "Declare a naval invasion"
    if isinstance(action, a.CavalryMove):
        return f"Cavalry: move {_title(state, action.unit)}'s unit to this battle"
    if isinstance(action, a.Accept):
        return "Accept the challenge"
    if isinstance(action, a.Refuse):
        return "Refuse the challenge"
    if isinstance(action, a.Strike):
        return "Strike: reveal the Focus cards and compare Chi"
    if isinstance(action, a.Focus):
        card = state.cards.get(action.card)
        focus = card.defn.focus if card is not None else None
        return f"Focus with {_title(state, action.card)} (Focus {focus or 0})"
    if isinstance(action, a.YuStrike):
        return f"Yu: {_ids_words(state, action.sources)} destroy {_title(state, action.target)}"
    if isinstance(action, a.Choose):
        found = top(state)
        frame = found[1] if found else {}
        verb = _CHOICE_VERBS.get(frame.get("then", ""), "Choose")
        return f"{verb} {_title(state, action.card)} ({frame.get('source', '')})"
    if isinstance(action, a.Option):
        found = top(state)
        frame = found[1] if found else {}
        options = frame.get("labels") or []
        label = options[action.number - 1] if 0 < action.number <= len(options) else ""
        label = label[:1].upper() + label[1:] if label else f"Option {action.number}"
        return f"{label} ({frame.get('source', '')})"
    if isinstance(action, (a.PlayCard, a.UseAbility)):
        card = state.cards.get(action.card)
        verb = "Play" if isinstance(action, a.PlayCard) else "Use"
        ability = _ability(card, action.index)
        what = _ability_words(ability)
        chosen = _choice_words(state, ability, action.targets)
        pay = f", {_pay_words(state, action.pay, gold)}" if action.pay else ""
        return f"{verb} {_title(state, action.card)}{what}{chosen}{pay}"
    if isinstance(action, a.RangedAttack):
        return f"{_shooters(state, action)}: Ranged Attack on {_title(state, action.target)}"
    if isinstance(action, a.MeleeAttack):
        return f"{_title(state, action.source)}: Melee Attack on {_title(state, action.target)}"
    if isinstance(action, a.Fear):
        return f"{_title(state, action.source)}: Fear against {_title(state, action.target)}'s unit"
    if isinstance(action, a.Tactician):
        card = state.cards.get(action.card)
        focus = card.defn.focus if card is not None else None
        return (
            f"{_title(state, action.personality)} (Tactician): discard {_title(state, action.card)}"
            f" for +{focus or 0}F"
        )
    if isinstance(action, a.Seppuku):
        return f"{_title(state, action.personality)} commits seppuku"
    if isinstance(action, a.Kharmic):
        card = state.cards.get(action.card)
        gain = "refill its Province face-up" if card and card.zone == "province" else "draw a card"
        pay = f", {_pay_words(state, action.pay, gold)}" if action.pay else ""
        return f"Discard {_title(state, action.card)} (Kharmic) to {gain}{pay}"
    if isinstance(action, a.AsAction):
        return describe_manual(state, action.inner) + " (as my action)"
    return None


def describe_manual(state: State, action: Action, short: bool = False) -> str:
    """A manual operation in words; `short` leaves out the card's name (shown beside it)."""
    card = getattr(action, "card", None)
    name = "" if short or not isinstance(card, int) else " " + _title(state, card)
    if isinstance(action, a.ManualBow):
        return f"Bow{name}"
    if isinstance(action, a.ManualStraighten):
        return f"Straighten{name}"
    if isinstance(action, a.ManualMove):
        return f"Move{name} {_zone_words(state, action.to)}"
    if isinstance(action, a.ManualDestroy):
        return f"Destroy{name}"
    if isinstance(action, a.ManualDiscard):
        return f"Discard{name}"
    if isinstance(action, a.ManualToken):
        verb = "Take off" if action.remove else "Put on"
        return f"{verb} a {_stats_words(action.force, action.chi)} token" + (
            f" ({name.strip()})" if name else ""
        )
    if isinstance(action, a.ManualBonus):
        return f"{_stats_words(action.force, action.chi)} until the end of the turn" + (
            f" ({name.strip()})" if name else ""
        )
    if isinstance(action, a.ManualSet):
        stat = "Force" if action.stat == "F" else "Chi"
        return f"Set{name} {stat} to {action.value}"
    # With `short`, the player's name is left out as well (the table groups these by player).
    seat = getattr(action, "seat", None)
    who = "" if short or not isinstance(seat, int) else state.players[seat].name
    if isinstance(action, a.ManualHonor):
        return f"{who}: {action.amount:+d} Honor" if who else f"{action.amount:+d} Honor"
    if isinstance(action, a.ManualDraw):
        return f"{who} draws a card" if who else "Draw a card"
    if isinstance(action, a.ManualSearch):
        return f"Search the {action.deck} deck for {_title(state, action.card)}"
    if isinstance(action, a.ManualReveal):
        lying = state.cards.get(action.card)
        if lying is not None and lying.zone == PROVINCE:
            if short:
                return f"Turn up Province {lying.pid}"
            return f"Turn the card in Province {lying.pid} face up"
        return f"Reveal{name}"
    if isinstance(action, a.ManualDestroyProvince):
        return f"Destroy {who}'s Province {action.pid}" if who else f"Destroy Province {action.pid}"
    if isinstance(action, a.ManualDishonor):
        return f"{'Restore the honor of' if action.restore else 'Dishonor'}{name}"
    if isinstance(action, a.ManualFavor):
        if action.seat is None:
            return "Return the Emperor's Favor"
        return f"Give the Emperor's Favor to {state.players[action.seat].name}"
    return action.text()


FROM_PROVINCE = (a.Recruit, a.Overlay, a.PlayRegion, a.DiscardFromProvince)


def acting_card(game: Game, seat: int, action: Action) -> int | None:
    """The card an action is taken with: the one played or used, the unit sent, the
    Personality or card whose keyword acts, the card recruited from a Province."""
    for name in ("personality", "source", "unit", "card"):
        value = getattr(action, name, None)
        if isinstance(value, int):
            return value
    sources = getattr(action, "sources", ())
    if sources:
        return sources[0]
    if isinstance(action, FROM_PROVINCE):
        card = _province_card(game.state, seat, action.pid)
        return card.iid if card is not None else None
    return None


def rule_groups(game: Game, seat: int) -> list[Group]:
    """The rule actions `seat` may take now, one group per kind, in the table's order."""
    groups: dict[type, Group] = {}
    for action in game.legal_actions(seat, manual=False):
        kind = type(action)
        group = groups.setdefault(kind, Group(RULE_KINDS.get(kind, kind.__name__)))
        group.choices.append(
            Choice(
                describe(game, seat, action),
                action.text(),
                kind=kind.__name__,
                card=acting_card(game, seat, action),
            )
        )
    order = list(RULE_KINDS)
    return [groups[kind] for kind in sorted(groups, key=lambda k: order.index(k))]


def _on_card(state: State, choice: Choice) -> Choice:
    """A button on the card itself: the card's name left out where the words start with it."""
    action = a.parse_action(choice.value)
    title = _title(state, choice.card) if choice.card is not None else ""
    label = choice.label
    if isinstance(action, a.Assign):
        label = f"Send to Province {action.pid}"
    elif isinstance(action, a.DiscardFromProvince):
        label = "Discard"
    elif isinstance(action, FROM_PROVINCE):
        for named in (f"{title} (Province {action.pid})", f"{title} in Province {action.pid}"):
            label = label.replace(named, "")
        label = re.sub(r" +([,:])| +$", r"\1", label)
    elif isinstance(action, (a.PlayCard, a.UseAbility)):
        verb = "Play" if isinstance(action, a.PlayCard) else "Use"
        label = verb + label.removeprefix(f"{verb} {title}")
    return replace(choice, label=label)


def card_actions(game: Game, groups: Iterable[Group]) -> dict[int, list[Choice]]:
    """The rule actions by the card they are taken with (buttons on the card)."""
    out: dict[int, list[Choice]] = {}
    for group in groups:
        for choice in group.choices:
            if choice.card is not None:
                out.setdefault(choice.card, []).append(_on_card(game.state, choice))
    return out


@dataclass(frozen=True)
class Payment:
    """An action that costs Gold, with the producers the engine proposes (the cheapest)."""

    label: str
    value: str
    proposed: tuple[int, ...]


def payments(groups: Iterable[Group]) -> list[Payment]:
    """The actions among `groups` paid by bowing producers: the player may pick others."""
    out = []
    for group in groups:
        for choice in group.choices:
            action = a.parse_action(choice.value)
            proposed = getattr(action, "pay", ())
            if proposed:
                out.append(Payment(choice.label, choice.value, tuple(proposed)))
    return out


def producer_options(game: Game, seat: int) -> list[tuple[int, str]]:
    """`seat`'s unbowed Gold producers: (id, "title (n Gold)")."""
    state = game.state
    return [
        (iid, f"{_title(state, iid)} ({gold} Gold)")
        for iid, gold in sorted(producers(state, seat).items(), key=lambda item: item[0])
    ]


def with_payment(text: str, pay: Iterable[str]) -> str:
    """The action `text` paid by the producers `pay` (ids as posted) instead."""
    action = a.parse_action(text)
    if not hasattr(action, "pay"):
        raise ValueError(f"{text!r} costs no Gold: there is nothing to choose to pay with")
    ids = []
    for raw in pay:
        if not str(raw).isdigit():
            raise ValueError(f"{raw!r} is not a card that produces Gold")
        ids.append(int(raw))
    if not ids:
        raise ValueError("choose the cards that pay: tick at least one")
    return replace(action, pay=tuple(ids)).text()


def _unit(state: State, card: Card) -> dict[str, Any]:
    return {
        "iid": card.iid,
        "key": card.defn.key,
        "title": card.defn.title,
        "force": unit_force(state, card),
        "bowed": card.bowed,
        "followers": [
            state.cards[iid].defn.title
            for iid in card.attachments
            if state.cards[iid].defn.type == FOLLOWER
        ],
    }


DUEL_STAGES = {
    "accept": "waiting for the challenge to be accepted or refused",
    "focus": "each duelist in turn focuses or strikes",
}


def duel_view(game: Game, view: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """The duel under way (`view`: the `duel` of the engine's view for a seat) in words: the
    duelists, their Chi, and how many Focus cards each has laid face down (their titles for
    their own player only)."""
    if view is None:
        return None
    state = game.state
    duelists = []
    for iid in (view["challenger"], view["challenged"]):
        card = state.cards[iid]
        focus = view["focus"].get(str(iid), {"count": 0, "cards": None})
        duelists.append(
            {
                "title": card.defn.title,
                "player": state.players[card.controller].name,
                "chi": chi(state, card),
                "focus_count": focus["count"],
                "focus_cards": focus["cards"] or [],
            }
        )
    return {
        "source": view["source"],
        "stage": DUEL_STAGES.get(view["stage"], view["stage"]),
        "duelists": duelists,
    }


def battle_view(game: Game, seat: int) -> dict[str, Any] | None:
    """The attack under way in words: who attacks whom, and each battlefield's armies, their
    Force totals and the Province's strength, with what would happen if it resolved now."""
    state = game.state
    attack = state.attack
    if attack is None:
        return None
    names = state.players
    attacker, defender = names[attack["attacker"]].name, names[attack["defender"]].name
    allies = [names[s].name for s in attack["attackers"] + attack["defenders"]]
    allies = [n for n in allies if n not in (attacker, defender)]
    # While units are being assigned, every Province is shown (a place to send them to).
    maneuvers = attack["battle"] is None and not attack["resolved"]
    fields = []
    for province in names[attack["defender"]].provinces:
        pid = province.pid
        att = [_unit(state, card) for card in units_at(state, pid, ATTACKER)]
        dfn = [_unit(state, card) for card in units_at(state, pid, DEFENDER)]
        if not att and not dfn and not maneuvers:
            continue
        result = outcome(state, pid)
        if result["tie"]:
            verdict = "the armies tie: both would be destroyed"
        elif result["winner"] == ATTACKER:
            verdict = f"{attacker}'s army is ahead"
        elif result["winner"] == DEFENDER:
            verdict = f"{defender}'s army is ahead"
        elif att:
            verdict = "no army defends"
        else:
            verdict = "no army attacks"
        if result["province_falls"]:
            verdict += f", and Province {pid} would fall"
        elif att:
            verdict += f"; Province {pid} holds"
        fields.append(
            {
                "pid": pid,
                "current": attack["battle"] == pid,
                "resolved": pid in attack["resolved"],
                "attacking": att,
                "defending": dfn,
                "attacking_force": result["attacking"],
                "defending_force": result["defending"],
                "strength": result["strength"],
                "verdict": verdict,
            }
        )
    return {
        "attacker": attacker,
        "defender": defender,
        "allies": allies,
        "battle": attack["battle"],
        "battlefields": fields,
        "defender_seat": attack["defender"],
    }


def _manual_card(action: Action) -> int | None:
    card = getattr(action, "card", None)
    return card if isinstance(card, int) else None


@dataclass
class ManualChoices:
    """The suggested manual operations: by card (in play, in hand, face up in a Province),
    and for each player (Honor, draws, Provinces) and the Emperor's Favor."""

    by_card: dict[int, list[Choice]]
    by_player: list[Group]


FAVOR = "The Emperor's Favor"


def manual_choices(game: Game, seat: int) -> ManualChoices:
    state = game.state
    by_card: dict[int, list[Choice]] = {}
    groups = {player.name: Group(player.name) for player in state.players}
    groups[FAVOR] = Group(FAVOR)
    for action in game.legal_actions(seat, manual=True):
        if not action.manual or isinstance(action, a.ManualSearch):
            continue
        iid = _manual_card(action)
        card = state.cards.get(iid) if iid is not None else None
        label = describe_manual(state, action, short=True)
        if isinstance(action, a.ManualReveal) and card is not None and card.zone == PROVINCE:
            # A face-down card is named by its Province, never by its id.
            owner = state.players[card.owner].name
            groups[owner].choices.append(Choice(label, str(card.pid), "reveal"))
        elif card is not None:
            by_card.setdefault(card.iid, []).append(Choice(label, action.text()))
        elif isinstance(action, a.ManualFavor):
            groups[FAVOR].choices.append(Choice(describe_manual(state, action), action.text()))
        else:
            player = state.players[getattr(action, "seat", seat)].name
            groups[player].choices.append(Choice(label, action.text()))
    return ManualChoices(by_card, [group for group in groups.values() if group.choices])


def search_options(game: Game, seat: int) -> dict[str, list[tuple[str, str]]]:
    """What `seat` may search its decks for: (card key, title), one per name, by title."""
    state = game.state
    player = state.players[seat]
    out: dict[str, list[tuple[str, str]]] = {}
    for deck, iids in (("fate", player.fate), ("dynasty", player.dynasty)):
        names = {state.cards[iid].defn.key: state.cards[iid].defn.title for iid in iids}
        out[deck] = sorted(names.items(), key=lambda item: (item[1], item[0]))
    return out


def search_action(game: Game, seat: int, deck: str, key: str, to: str) -> Action:
    """Search `seat`'s deck for a card by key: the text names one copy's id."""
    if deck not in a.DECKS:
        raise ValueError(f"the deck must be one of {', '.join(a.DECKS)}, not {deck!r}")
    state = game.state
    player = state.players[seat]
    for iid in reversed(player.fate if deck == "fate" else player.dynasty):
        card = state.cards[iid]
        if card.defn.key == key and card.zone in (FATE_DECK, DYNASTY_DECK):
            return a.parse_action(f"manual search {seat} {deck} {iid} to {to}")
    raise ValueError(f"there is no {key!r} left in {player.name}'s {deck} deck")


def reveal_action(game: Game, pid: int) -> Action:
    """Turn the face-down card of Province `pid` face up."""
    for player in game.state.players:
        province = player.province(pid)
        if province is not None:
            if province.card is None or game.state.cards[province.card].face_up:
                raise ValueError(f"Province {pid} has no face-down card")
            return a.ManualReveal(province.card)
    raise ValueError(f"there is no Province {pid}")


def visible_cards(game: Game, seat: int) -> list[tuple[int, str]]:
    """Cards `seat` may name in the manual builder: (id, "title · where")."""
    state = game.state
    out: list[tuple[int, str]] = []
    for player in state.players:
        mine = player.seat == seat
        owner = "" if mine else f" ({player.name})"

        def add(iid: int, where: str, owner: str = owner) -> None:
            out.append((iid, f"{_title(state, iid)} · {where}{owner}"))

        if player.stronghold is not None:
            add(player.stronghold, "Stronghold")
        for iid in player.home:
            add(iid, "in play")
            for attached in state.cards[iid].attachments:
                add(attached, f"on {_title(state, iid)}")
        for province in player.provinces:
            if province.card is not None and state.cards[province.card].face_up:
                add(province.card, f"Province {province.pid}")
            for iid in province.attachments:
                add(iid, f"attached to Province {province.pid}")
        if mine:
            for iid in player.hand:
                add(iid, "hand")
        for iid in player.fate_discard + player.dynasty_discard:
            add(iid, "discard pile")
        for iid in player.removed:
            add(iid, "removed")
    return out


def zone_options(game: Game) -> list[tuple[str, str]]:
    """Where the builder may move a card to: the zones, onto a Personality, a Province."""
    state = game.state
    out = [(zone, ZONES[zone]) for zone in MOVE_TARGETS]
    for player in state.players:
        for iid in player.home:
            card = state.cards[iid]
            if card.defn.type == PERSONALITY:
                out.append((f"on:{iid}", f"onto {card.defn.title}"))
        for province in player.provinces:
            if province.card is None:
                out.append((f"province:{province.pid}", f"into empty Province {province.pid}"))
            out.append(
                (f"at:{province.pid}", f"attached to {player.name}'s Province {province.pid}")
            )
    return out


def province_options(game: Game) -> list[tuple[str, str]]:
    return [
        (f"{player.seat}:{province.pid}", f"{player.name}: Province {province.pid}")
        for player in game.state.players
        for province in player.provinces
    ]


def _missing(name: str, op: str) -> ValueError:
    article = "an" if name[0] in "aeiou" else "a"
    return ValueError(f"{MANUAL_OP_LABELS[op].lower()} needs {article} {name}")


def _field(fields: Mapping[str, Any], name: str, op: str) -> str:
    value = str(fields.get(name) or "").strip()
    if not value:
        raise _missing(name, op)
    return value


def _number(fields: Mapping[str, Any], name: str, op: str, default: int | None = None) -> int:
    raw = str(fields.get(name) or "").strip()
    if not raw:
        if default is not None:
            return default
        raise _missing(name, op)
    number = whole_number(raw.lstrip("+-"))
    if number is None:
        raise ValueError(f"the {name} must be a whole number, not {raw[:20]!r}")
    return -number if raw.startswith("-") else number


def manual_text(fields: Mapping[str, Any]) -> str:
    """The text of the manual operation the builder form describes; ValueError names the
    field that is missing or wrong."""
    op = str(fields.get("op") or "").strip()
    if op not in MANUAL_OPS:
        raise ValueError(f"choose a manual operation ({', '.join(MANUAL_OPS)}), not {op!r}")
    if op in ("bow", "straighten", "destroy", "discard", "dishonor", "rehonor", "reveal"):
        return f"manual {op} {_number(fields, 'card', op)}"
    if op == "move":
        return f"manual move {_number(fields, 'card', op)} to {_field(fields, 'to', op)}"
    if op in ("token", "untoken", "bonus"):
        card = _number(fields, "card", op)
        force, chi = _number(fields, "force", op, 0), _number(fields, "chi", op, 0)
        if not force and not chi:
            raise ValueError("give a Force or Chi amount other than 0, such as +1 or -2")
        parts = [f"{force:+d}F" if force else "", f"{chi:+d}C" if chi else ""]
        return f"manual {op} {card} {'/'.join(p for p in parts if p)}"
    if op == "set":
        stat = _field(fields, "stat", op)
        return f"manual set {_number(fields, 'card', op)} {stat} {_number(fields, 'value', op)}"
    if op == "honor":
        amount = _number(fields, "amount", op)
        return f"manual honor {_number(fields, 'player', op)} {amount:+d}"
    if op == "draw":
        return f"manual draw {_number(fields, 'player', op)}"
    if op == "favor":
        player = _field(fields, "player", op)
        return f"manual favor {player}"
    seat, _, pid = _field(fields, "province", op).partition(":")
    return f"manual destroy-province {seat} {pid}"
