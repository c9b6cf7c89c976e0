"""Actions: small frozen, hashable values with a text form that `parse_action` reads back.

Rule actions are what the turn structure offers (recruit, attach, lobby, pass, ...). Manual
operations (`manual = True`) are the table's escape hatch for card text the engine does not
run: any player may take them at any time, they never change whose turn or priority it is,
and they are logged like everything else. Built-in policies never choose them.

Cards are named by instance id, Provinces by their stable id, players by seat; a payment is
the ids of the gold producers bowed for it ("-" when nothing is bowed; the Stronghold has an
id like any card).
"""

import re
from dataclasses import dataclass
from typing import ClassVar

RECRUIT_MODES = ("full", "discount", "honor")
MOVE_TARGETS = (
    "hand",
    "home",
    "discard",
    "removed",
    "fate-top",
    "fate-bottom",
    "dynasty-top",
    "dynasty-bottom",
)
DECKS = ("fate", "dynasty")


def _pay_text(pay: tuple[int, ...]) -> str:
    return ",".join(str(iid) for iid in pay) if pay else "-"


def _signed(value: int) -> str:
    return f"{value:+d}"


def _stats_text(force: int, chi: int) -> str:
    parts = []
    if force:
        parts.append(f"{_signed(force)}F")
    if chi:
        parts.append(f"{_signed(chi)}C")
    return "/".join(parts) or "+0F"


class Action:
    __slots__ = ()
    manual: ClassVar[bool] = False

    def text(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def text(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    """Dynasty phase: bring the face-up Personality or Holding in Province `pid` into play.
    `mode` "discount" (2 Gold less) or "honor" (gain its Personal Honor) for a Personality of
    your own faction, "full" otherwise."""

    pid: int
    pay: tuple[int, ...] = ()
    mode: str = "full"

    def text(self) -> str:
        return f"recruit {self.pid} pay {_pay_text(self.pay)} {self.mode}"


@dataclass(frozen=True, slots=True)
class Overlay(Action):
    """Dynasty phase: put the Experienced version in Province `pid` on Personality `target`."""

    pid: int
    target: int
    pay: tuple[int, ...] = ()

    def text(self) -> str:
        return f"overlay {self.pid} onto {self.target} pay {_pay_text(self.pay)}"


@dataclass(frozen=True, slots=True)
class Attach(Action):
    """Action phase (Limited), or an Ancestor's reaction to its Personality being recruited."""

    card: int
    target: int
    pay: tuple[int, ...] = ()

    def text(self) -> str:
        return f"attach {self.card} to {self.target} pay {_pay_text(self.pay)}"


@dataclass(frozen=True, slots=True)
class MoveAttachment(Action):
    """Action phase (Limited): move an attached card to another Personality, bowing both;
    with `swap`, an attachment of that Personality moves the other way at the same time."""

    card: int
    target: int
    swap: int | None = None

    def text(self) -> str:
        swap = f" swap {self.swap}" if self.swap is not None else ""
        return f"move {self.card} to {self.target}{swap}"


@dataclass(frozen=True, slots=True)
class Lobby(Action):
    """Action phase (Limited, political, once per turn): bow a Personality for the Favor."""

    personality: int

    def text(self) -> str:
        return f"lobby {self.personality}"


@dataclass(frozen=True, slots=True)
class AdjustHonor(Action):
    """The Honor keyword's Interrupt: discard the Honor card `card` from the hand to change
    the size of the Honor gain or loss under way by `change` (+1 or -1)."""

    card: int
    change: int

    def text(self) -> str:
        return f"honor-card {self.card} {_signed(self.change)}"


@dataclass(frozen=True, slots=True)
class AdjustFear(Action):
    """The Courage keyword's Interrupt: discard the Courage card `card` from the hand to give
    the Fear under way `change` (+2 or -2) strength."""

    card: int
    change: int

    def text(self) -> str:
        return f"courage-card {self.card} {_signed(self.change)}"


@dataclass(frozen=True, slots=True)
class PlayRegion(Action):
    """Events phase: pay for the Region lying face up in Province `pid` and attach it there."""

    pid: int
    pay: tuple[int, ...] = ()

    def text(self) -> str:
        return f"region {self.pid} pay {_pay_text(self.pay)}"


@dataclass(frozen=True, slots=True)
class DiscardFromProvince(Action):
    """End of the Dynasty phase: discard the face-up card in Province `pid`."""

    pid: int

    def text(self) -> str:
        return f"discard-province {self.pid}"


@dataclass(frozen=True, slots=True)
class DiscardFromHand(Action):
    """End phase: discard down to eight cards."""

    card: int

    def text(self) -> str:
        return f"discard {self.card}"


def _ids(ids: tuple[int, ...]) -> str:
    return ",".join(str(i) for i in ids)


def _targets_text(targets: tuple[int, ...]) -> str:
    return f" targets {_ids(targets)}" if targets else ""


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Attack phase, declaration: the active player attacks the player in `seat`."""

    seat: int

    def text(self) -> str:
        return f"attack {self.seat}"


@dataclass(frozen=True, slots=True)
class Invite(Action):
    """Attack phase, declaration: the attacker or the defender invites `seat` as an ally."""

    seat: int

    def text(self) -> str:
        return f"invite {self.seat}"


@dataclass(frozen=True, slots=True)
class Assign(Action):
    """Maneuvers: send the unit led by Personality `unit` to the defender's Province `pid`."""

    unit: int
    pid: int

    def text(self) -> str:
        return f"assign {self.unit} to {self.pid}"


@dataclass(frozen=True, slots=True)
class ChooseBattle(Action):
    """The attacker chooses which battle comes next."""

    pid: int

    def text(self) -> str:
        return f"battle {self.pid}"


@dataclass(frozen=True, slots=True)
class DeclareNaval(Action):
    """Right after a battle is chosen: a wholly Naval army declares a naval invasion."""

    def text(self) -> str:
        return "naval"


@dataclass(frozen=True, slots=True)
class CavalryMove(Action):
    """Cavalry: once per turn, as an Absent Engage action, move your unbowed Personality in a
    Cavalry unit to the current battle."""

    unit: int

    def text(self) -> str:
        return f"cavalry {self.unit}"


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play a Strategy (or another card's action) from the hand: ability `index` of its text,
    paid with `pay`; `targets` are the cards it names when the engine runs the effect (a
    duel: challenger, challenged)."""

    card: int
    index: int = 0
    pay: tuple[int, ...] = ()
    targets: tuple[int, ...] = ()

    def text(self) -> str:
        return f"play {self.card} {self.index} pay {_pay_text(self.pay)}" + _targets_text(
            self.targets
        )


@dataclass(frozen=True, slots=True)
class UseAbility(Action):
    """Use ability `index` of a card in play (or of a Stronghold)."""

    card: int
    index: int = 0
    pay: tuple[int, ...] = ()
    targets: tuple[int, ...] = ()

    def text(self) -> str:
        return f"use {self.card} {self.index} pay {_pay_text(self.pay)}" + _targets_text(
            self.targets
        )


@dataclass(frozen=True, slots=True)
class RangedAttack(Action):
    """«Атаки с расстояния»: one or more cards of one unit shoot at `target` together.
    `lines` names, source by source, which of its Ranged Attack abilities each card uses
    when one of them has several (Tsuruchi Hunters: "Ranged 2 Attack" and "If no other
    player has taken a Battle action yet this battle, Ranged 4 Attack"); empty, each uses
    its only one."""

    sources: tuple[int, ...]
    target: int
    lines: tuple[int, ...] = ()

    def text(self) -> str:
        using = f" using {_ids(self.lines)}" if self.lines else ""
        return f"ranged {_ids(self.sources)} at {self.target}{using}"


@dataclass(frozen=True, slots=True)
class MeleeAttack(Action):
    source: int
    target: int

    def text(self) -> str:
        return f"melee {self.source} at {self.target}"


@dataclass(frozen=True, slots=True)
class Fear(Action):
    """«Ужас»: bow the Followers of `target`'s unit (or the lone Personality) with Force at
    most the Fear value."""

    source: int
    target: int

    def text(self) -> str:
        return f"fear {self.source} at {self.target}"


@dataclass(frozen=True, slots=True)
class Tactician(Action):
    """«Тактик»: discard `card` from the hand to add its Focus to `personality`'s Force."""

    personality: int
    card: int

    def text(self) -> str:
        return f"tactician {self.personality} discard {self.card}"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    def text(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class Refuse(Action):
    def text(self) -> str:
        return "refuse"


@dataclass(frozen=True, slots=True)
class Focus(Action):
    """A duel: lay `card` from the hand face down as a Focus card."""

    card: int

    def text(self) -> str:
        return f"focus {self.card}"


@dataclass(frozen=True, slots=True)
class Strike(Action):
    def text(self) -> str:
        return "strike"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """A choice an effect asks for: `card` is the card to discard, to take from a search,
    or to put back next on a deck."""

    card: int

    def text(self) -> str:
        return f"choose {self.card}"


@dataclass(frozen=True, slots=True)
class Option(Action):
    """One of the ways an effect may be carried out, as its text offers them ("Give this
    Province +2 or -2 Strength"): `number` counts from 1 in the text's order."""

    number: int

    def text(self) -> str:
        return f"option {self.number}"


@dataclass(frozen=True, slots=True)
class YuStrike(Action):
    """«Ю»: losing Yu samurai together destroy one card of the winning army."""

    sources: tuple[int, ...]
    target: int

    def text(self) -> str:
        return f"yu {_ids(self.sources)} at {self.target}"


@dataclass(frozen=True, slots=True)
class Kharmic(Action):
    """A Kharmic card's own Limited action (`rules.engine.kharmic`): discard it from the hand
    to draw a card, or from its Province to refill the Province face-up, paid with `pay`."""

    card: int
    pay: tuple[int, ...] = ()

    def text(self) -> str:
        return f"kharmic {self.card} pay {_pay_text(self.pay)}"


@dataclass(frozen=True, slots=True)
class Seppuku(Action):
    personality: int

    def text(self) -> str:
        return f"seppuku {self.personality}"


class ManualAction(Action):
    __slots__ = ()
    manual: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class ManualBow(ManualAction):
    card: int

    def text(self) -> str:
        return f"manual bow {self.card}"


@dataclass(frozen=True, slots=True)
class ManualStraighten(ManualAction):
    card: int

    def text(self) -> str:
        return f"manual straighten {self.card}"


@dataclass(frozen=True, slots=True)
class ManualMove(ManualAction):
    """Move a card to a zone: one of MOVE_TARGETS, "province:<pid>" (the card lying in an
    empty Province), "on:<iid>" (attached to a card), "at:<pid>" (attached to a Province) or
    "battle:<pid>" (a Personality's unit to the battlefield at that Province)."""

    card: int
    to: str

    def text(self) -> str:
        return f"manual move {self.card} to {self.to}"


@dataclass(frozen=True, slots=True)
class ManualDestroy(ManualAction):
    card: int

    def text(self) -> str:
        return f"manual destroy {self.card}"


@dataclass(frozen=True, slots=True)
class ManualDiscard(ManualAction):
    card: int

    def text(self) -> str:
        return f"manual discard {self.card}"


@dataclass(frozen=True, slots=True)
class ManualToken(ManualAction):
    """Put a Force/Chi token on a card in play (or take one off, `remove`)."""

    card: int
    force: int = 0
    chi: int = 0
    remove: bool = False

    def text(self) -> str:
        verb = "untoken" if self.remove else "token"
        return f"manual {verb} {self.card} {_stats_text(self.force, self.chi)}"


@dataclass(frozen=True, slots=True)
class ManualBonus(ManualAction):
    """A Force/Chi bonus or penalty until the end of the turn."""

    card: int
    force: int = 0
    chi: int = 0

    def text(self) -> str:
        return f"manual bonus {self.card} {_stats_text(self.force, self.chi)}"


@dataclass(frozen=True, slots=True)
class ManualSet(ManualAction):
    """Set a card's Force ("F") or Chi ("C") to a value until the end of the turn."""

    card: int
    stat: str
    value: int

    def text(self) -> str:
        return f"manual set {self.card} {self.stat} {self.value}"


@dataclass(frozen=True, slots=True)
class ManualHonor(ManualAction):
    seat: int
    amount: int

    def text(self) -> str:
        return f"manual honor {self.seat} {_signed(self.amount)}"


@dataclass(frozen=True, slots=True)
class ManualDraw(ManualAction):
    seat: int

    def text(self) -> str:
        return f"manual draw {self.seat}"


@dataclass(frozen=True, slots=True)
class ManualSearch(ManualAction):
    """Take a card out of a deck to a zone (as ManualMove), then shuffle that deck."""

    seat: int
    deck: str
    card: int
    to: str

    def text(self) -> str:
        return f"manual search {self.seat} {self.deck} {self.card} to {self.to}"


@dataclass(frozen=True, slots=True)
class ManualReveal(ManualAction):
    """Show a card in hand to everyone, or turn a face-down Province card face up."""

    card: int

    def text(self) -> str:
        return f"manual reveal {self.card}"


@dataclass(frozen=True, slots=True)
class ManualDestroyProvince(ManualAction):
    seat: int
    pid: int

    def text(self) -> str:
        return f"manual destroy-province {self.seat} {self.pid}"


@dataclass(frozen=True, slots=True)
class ManualStrength(ManualAction):
    """Give a Province more (or less) strength until the end of the turn."""

    pid: int
    amount: int

    def text(self) -> str:
        return f"manual strength {self.pid} {_signed(self.amount)}"


@dataclass(frozen=True, slots=True)
class ManualDishonor(ManualAction):
    """Dishonor a Personality (or restore his honor, `restore`)."""

    card: int
    restore: bool = False

    def text(self) -> str:
        return f"manual {'rehonor' if self.restore else 'dishonor'} {self.card}"


@dataclass(frozen=True, slots=True)
class ManualFavor(ManualAction):
    """Give the Emperor's Favor to a seat, or return it (`seat` None) when a card uses it."""

    seat: int | None

    def text(self) -> str:
        return f"manual favor {'none' if self.seat is None else self.seat}"


@dataclass(frozen=True, slots=True)
class AsAction(Action):
    """A manual operation taken as the player's action: it uses his turn to act, so play
    moves on to the next player («Фаза Действий»)."""

    inner: ManualAction

    def text(self) -> str:
        return f"action {self.inner.text()}"


_STATS = re.compile(r"^(?:(?P<f>[+-]\d+)F)?/?(?:(?P<c>[+-]\d+)C)?$")


class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.words = text.split()
        self.at = 0

    def fail(self, why: str) -> ValueError:
        return ValueError(f"cannot read action {self.text!r}: {why}")

    def word(self, what: str) -> str:
        if self.at >= len(self.words):
            raise self.fail(f"expected {what} at the end")
        word = self.words[self.at]
        self.at += 1
        return word

    def keyword(self, expected: str) -> None:
        word = self.word(repr(expected))
        if word != expected:
            raise self.fail(f"expected {expected!r}, found {word!r}")

    def number(self, what: str) -> int:
        word = self.word(what)
        try:
            return int(word)
        except ValueError:
            raise self.fail(f"{what} must be a number, not {word!r}") from None

    def pay(self) -> tuple[int, ...]:
        self.keyword("pay")
        word = self.word("a payment")
        if word == "-":
            return ()
        try:
            return tuple(int(part) for part in word.split(","))
        except ValueError:
            raise self.fail(f"a payment is card ids separated by commas, not {word!r}") from None

    def ids(self, what: str) -> tuple[int, ...]:
        word = self.word(what)
        try:
            return tuple(int(part) for part in word.split(","))
        except ValueError:
            raise self.fail(f"{what} must be card ids separated by commas, not {word!r}") from None

    def targets(self) -> tuple[int, ...]:
        if self.at < len(self.words) and self.words[self.at] == "targets":
            self.at += 1
            return self.ids("the targets")
        return ()

    def choice(self, what: str, options: tuple[str, ...]) -> str:
        word = self.word(what)
        if word not in options:
            raise self.fail(f"{what} must be one of {', '.join(options)}, not {word!r}")
        return word

    def zone(self) -> str:
        word = self.word("a zone")
        head, _, tail = word.partition(":")
        if word in MOVE_TARGETS or (head in ("province", "on", "at", "battle") and tail.isdigit()):
            return word
        raise self.fail(
            f"the zone must be one of {', '.join(MOVE_TARGETS)}, province:<id>, on:<card id>, "
            f"at:<province id> or battle:<province id>, not {word!r}"
        )

    def stats(self) -> tuple[int, int]:
        word = self.word("Force/Chi such as +1F, -2C or +1F/+1C")
        match = _STATS.match(word)
        if match is None or not (match["f"] or match["c"]):
            raise self.fail(f"expected Force/Chi such as +1F, -2C or +1F/+1C, not {word!r}")
        return int(match["f"] or 0), int(match["c"] or 0)

    def done(self, action: Action) -> Action:
        if self.at != len(self.words):
            raise self.fail(f"unexpected {' '.join(self.words[self.at :])!r} at the end")
        return action


def _parse_manual(r: _Reader) -> Action:
    verb = r.word("a manual operation")
    if verb in ("bow", "straighten", "destroy", "discard", "reveal", "dishonor", "rehonor"):
        card = r.number("a card id")
        cls = {
            "bow": ManualBow,
            "straighten": ManualStraighten,
            "destroy": ManualDestroy,
            "discard": ManualDiscard,
            "reveal": ManualReveal,
        }.get(verb)
        if cls is not None:
            return r.done(cls(card))
        return r.done(ManualDishonor(card, restore=verb == "rehonor"))
    if verb == "move":
        card = r.number("a card id")
        r.keyword("to")
        return r.done(ManualMove(card, r.zone()))
    if verb in ("token", "untoken", "bonus"):
        card = r.number("a card id")
        force, chi = r.stats()
        if verb == "bonus":
            return r.done(ManualBonus(card, force, chi))
        return r.done(ManualToken(card, force, chi, remove=verb == "untoken"))
    if verb == "set":
        card = r.number("a card id")
        stat = r.choice("the stat", ("F", "C"))
        return r.done(ManualSet(card, stat, r.number("a value")))
    if verb == "honor":
        seat = r.number("a seat")
        return r.done(ManualHonor(seat, r.number("an amount such as +2 or -1")))
    if verb == "draw":
        return r.done(ManualDraw(r.number("a seat")))
    if verb == "search":
        seat = r.number("a seat")
        deck = r.choice("the deck", DECKS)
        card = r.number("a card id")
        r.keyword("to")
        return r.done(ManualSearch(seat, deck, card, r.zone()))
    if verb == "favor":
        word = r.word("a seat or none")
        if word == "none":
            return r.done(ManualFavor(None))
        r.at -= 1
        return r.done(ManualFavor(r.number("a seat or none")))
    if verb == "strength":
        pid = r.number("a province id")
        return r.done(ManualStrength(pid, r.number("an amount such as +2 or -1")))
    if verb == "destroy-province":
        seat = r.number("a seat")
        return r.done(ManualDestroyProvince(seat, r.number("a province id")))
    raise r.fail(f"unknown manual operation {verb!r}")


def parse_action(text: str) -> Action:
    """Read an action back from its text form; ValueError says what is wrong."""
    r = _Reader(text)
    verb = r.word("an action")
    if verb == "pass":
        return r.done(Pass())
    if verb == "recruit":
        pid = r.number("a province id")
        pay = r.pay()
        return r.done(Recruit(pid, pay, r.choice("the mode", RECRUIT_MODES)))
    if verb == "overlay":
        pid = r.number("a province id")
        r.keyword("onto")
        target = r.number("a card id")
        return r.done(Overlay(pid, target, r.pay()))
    if verb == "attach":
        card = r.number("a card id")
        r.keyword("to")
        target = r.number("a card id")
        return r.done(Attach(card, target, r.pay()))
    if verb == "move":
        card = r.number("a card id")
        r.keyword("to")
        target = r.number("a card id")
        swap = None
        if r.at < len(r.words) and r.words[r.at] == "swap":
            r.at += 1
            swap = r.number("the id of the card moving back")
        return r.done(MoveAttachment(card, target, swap))
    if verb == "lobby":
        return r.done(Lobby(r.number("a card id")))
    if verb == "honor-card":
        card = r.number("a card id")
        return r.done(AdjustHonor(card, int(r.choice("the change", ("+1", "-1")))))
    if verb == "courage-card":
        card = r.number("a card id")
        return r.done(AdjustFear(card, int(r.choice("the change", ("+2", "-2")))))
    if verb == "region":
        pid = r.number("a province id")
        return r.done(PlayRegion(pid, r.pay()))
    if verb == "discard-province":
        return r.done(DiscardFromProvince(r.number("a province id")))
    if verb == "discard":
        return r.done(DiscardFromHand(r.number("a card id")))
    if verb == "manual":
        return _parse_manual(r)
    if verb == "action":
        inner = parse_action(" ".join(r.words[r.at :]))
        if not isinstance(inner, ManualAction):
            raise r.fail("only a manual operation can be taken as an action")
        return AsAction(inner)
    if verb in ("attack", "invite"):
        seat = r.number("a seat")
        return r.done(Attack(seat) if verb == "attack" else Invite(seat))
    if verb == "assign":
        unit = r.number("a Personality's id")
        r.keyword("to")
        return r.done(Assign(unit, r.number("a province id")))
    if verb == "battle":
        return r.done(ChooseBattle(r.number("a province id")))
    if verb == "cavalry":
        return r.done(CavalryMove(r.number("a Personality's id")))
    if verb in ("naval", "accept", "refuse", "strike"):
        return r.done(
            {"naval": DeclareNaval, "accept": Accept, "refuse": Refuse, "strike": Strike}[verb]()
        )
    if verb in ("play", "use"):
        card = r.number("a card id")
        index = r.number("an ability number")
        pay = r.pay()
        cls = PlayCard if verb == "play" else UseAbility
        return r.done(cls(card, index, pay, r.targets()))
    if verb in ("ranged", "yu"):
        sources = r.ids("the attacking cards")
        r.keyword("at")
        target = r.number("the target's id")
        if verb == "yu":
            return r.done(YuStrike(sources, target))
        lines: tuple[int, ...] = ()
        if r.at < len(r.words) and r.words[r.at] == "using":
            r.at += 1
            lines = r.ids("the abilities' numbers")
        return r.done(RangedAttack(sources, target, lines))
    if verb in ("melee", "fear"):
        source = r.number("a card id")
        r.keyword("at")
        target = r.number("the target's id")
        return r.done(MeleeAttack(source, target) if verb == "melee" else Fear(source, target))
    if verb == "tactician":
        personality = r.number("a Personality's id")
        r.keyword("discard")
        return r.done(Tactician(personality, r.number("a card id")))
    if verb == "focus":
        return r.done(Focus(r.number("a card id")))
    if verb == "choose":
        return r.done(Choose(r.number("a card id")))
    if verb == "option":
        return r.done(Option(r.number("an option's number")))
    if verb == "seppuku":
        return r.done(Seppuku(r.number("a Personality's id")))
    if verb == "kharmic":
        card = r.number("a card id")
        return r.done(Kharmic(card, r.pay()))
    raise r.fail(f"unknown action {verb!r}")
