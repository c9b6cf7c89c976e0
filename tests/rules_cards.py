"""Small named cards and table helpers for the rules engine's scenario tests (no Django).

Cards are built in code with only what a scenario needs. `Table` wraps a game with helpers
that arrange the cards through the engine's own manual operations (so the arrangement is
logged and replays like any other action), and pass until a phase or seat comes up.
"""

from collections.abc import Iterable

from rules.engine import CardDef, Game, LogEntry, Setup, parse_action
from rules.engine.actions import Action, ManualMove, ManualReveal, Pass
from rules.engine.state import Card, Province, State


def card(key: str, type: str, **values: object) -> CardDef:
    return CardDef.from_dict(
        {"key": key, "title": values.pop("title", key), "type": type, **values}
    )


def stronghold(
    key: str = "Test Castle",
    clans: Iterable[str] = ("Crab",),
    strength: int = 7,
    gold: int = 4,
    honor: int = 3,
) -> CardDef:
    return card(
        key,
        "Stronghold",
        clans=list(clans),
        province_strength=strength,
        gold_production=gold,
        starting_honor=honor,
    )


def sensei(key: str, strength: int, gold: int, honor: int, clans: Iterable[str] = ()) -> CardDef:
    return card(
        key,
        "Sensei",
        clans=list(clans),
        province_strength=strength,
        gold_production=gold,
        starting_honor=honor,
    )


def wind(key: str = "The Wind of Testing") -> CardDef:
    return card(key, "Wind")


def personality(
    key: str,
    force: int = 2,
    chi: int = 2,
    cost: int = 4,
    honor: int | None = 2,
    requirement: int | None = 0,
    clans: Iterable[str] = ("Crab",),
    keywords: Iterable[str] = ("Samurai",),
    **values: object,
) -> CardDef:
    return card(
        key,
        "Personality",
        deck="Dynasty",
        force=force,
        chi=chi,
        gold_cost=cost,
        personal_honor=honor,
        honor_requirement=requirement,
        clans=list(clans),
        keywords=list(keywords),
        **values,
    )


def holding(
    key: str, cost: int = 2, text: str = ":bow:: Produce 2 Gold.", **values: object
) -> CardDef:
    return card(key, "Holding", deck="Dynasty", gold_cost=cost, text_plain=text, **values)


def follower(
    key: str,
    force: int = 2,
    chi: int = 0,
    cost: int = 2,
    requirement: int | None = None,
    plus: bool = False,
    **values: object,
) -> CardDef:
    return card(
        key,
        "Follower",
        deck="Fate",
        force=force,
        chi=chi,
        gold_cost=cost,
        honor_requirement=requirement,
        force_is_modifier=plus,
        chi_is_modifier=plus,
        **values,
    )


def item(
    key: str, force: int = 1, chi: int = 1, cost: int = 2, keywords: Iterable[str] = ()
) -> CardDef:
    return card(
        key,
        "Item",
        deck="Fate",
        force=force,
        chi=chi,
        force_is_modifier=True,
        chi_is_modifier=True,
        gold_cost=cost,
        keywords=list(keywords),
    )


def spell(key: str, cost: int = 0) -> CardDef:
    return card(key, "Spell", deck="Fate", gold_cost=cost)


def ancestor(
    key: str,
    clans: Iterable[str] = ("Crab",),
    force: int = 2,
    chi: int = 2,
    cost: int = 3,
    requirement: int | None = None,
) -> CardDef:
    return card(
        key,
        "Ancestor",
        deck="Fate",
        clans=list(clans),
        force=force,
        chi=chi,
        force_is_modifier=True,
        chi_is_modifier=True,
        gold_cost=cost,
        honor_requirement=requirement,
    )


def event(key: str) -> CardDef:
    return card(key, "Event", deck="Dynasty")


def region(key: str, cost: int | None = None, **values: object) -> CardDef:
    return card(key, "Region", deck="Dynasty", gold_cost=cost, **values)


def ring(key: str, element: str) -> CardDef:
    return card(key, "Ring", deck="Fate", keywords=["Unique", element], focus=3)


def strategy(key: str, focus: int = 0, text: str = "", **values: object) -> CardDef:
    return card(key, "Strategy", deck="Fate", focus=focus, text_plain=text, **values)


# Fillers: a dull Holding and a Focus 0 Strategy, for decks whose order does not matter.
DULL = holding("Dull Field", cost=9, text="")
BLANK = strategy("Blank Scroll")


def deck(
    name: str = "",
    home: CardDef | None = None,
    dynasty: Iterable[CardDef] = (),
    fate: Iterable[CardDef] = (),
    size: int = 20,
    **extra: CardDef,
) -> Setup:
    """A Setup whose decks are the given cards padded with fillers up to `size` each."""
    dynasty = list(dynasty)
    fate = list(fate)
    dynasty += [DULL] * max(0, size - len(dynasty))
    fate += [BLANK] * max(0, size - len(fate))
    return Setup(
        stronghold=home or stronghold(),
        dynasty=tuple(dynasty),
        fate=tuple(fate),
        name=name,
        **extra,
    )


class Table:
    """A two-player game (or more, with `more` decks) where seat 0 goes first (its
    Stronghold has more Honor and every filler has Focus 0), with helpers to arrange and
    advance it."""

    def __init__(
        self,
        first: Setup | None = None,
        second: Setup | None = None,
        seed: int = 1,
        goldfish: bool = False,
        more: Iterable[Setup] = (),
        **options: object,
    ) -> None:
        first = first or deck("First", stronghold(honor=5))
        setups = [first] if goldfish else [first, second or deck("Second", stronghold(honor=2))]
        setups.extend(more)
        self.game = Game.new(setups, seed, goldfish=goldfish, **options)

    @property
    def state(self) -> State:
        return self.game.state

    def act(self, seat: int, action: Action | str) -> LogEntry:
        if isinstance(action, str):
            action = parse_action(action)
        return self.game.act(seat, action)

    def cards(self, key: str, seat: int | None = None) -> list[Card]:
        """`seat`'s cards (everyone's when None) with this key (the title, for most of the
        fixtures), in id order."""
        return [
            c
            for _, c in sorted(self.state.cards.items())
            if c.defn.key == key and (seat is None or c.owner == seat)
        ]

    def find(self, title: str, seat: int = 0, zone: str | None = None) -> Card:
        for c in self.cards(title, seat):
            if zone is None or c.zone == zone:
                return c
        raise LookupError(f"no {title} for seat {seat} in {zone or 'any zone'}")

    def take(self, title: str, seat: int, to: str) -> Card:
        """Move one of `seat`'s cards titled `title` (not already there) to a zone."""
        for c in self.cards(title, seat):
            if c.zone in ("fate", "dynasty", "hand", "province", "fate-discard", "dynasty-discard"):
                self.act(seat, ManualMove(c.iid, to))
                return c
        raise LookupError(f"no {title} for seat {seat} to move")

    def to_hand(self, title: str, seat: int = 0) -> Card:
        """One of `seat`'s cards titled `title` in his hand (moved there if none is)."""
        for c in self.cards(title, seat):
            if c.zone == "hand":
                return c
        return self.take(title, seat, "hand")

    def in_play(self, title: str, seat: int = 0) -> Card:
        """Put a card into play in `seat`'s home (straight from its deck, unpaid)."""
        return self.take(title, seat, "home")

    def province(self, seat: int, index: int) -> Province:
        return self.state.players[seat].provinces[index]

    def to_province(self, title: str, seat: int = 0, index: int = 0, face_up: bool = True) -> Card:
        """Put one of `seat`'s cards titled `title` in his Province at `index` (left to right):
        it goes on top of his Dynasty deck (through the discard pile if it is elsewhere), the
        Province's card goes to the bottom, and the refill brings it in; then it is turned
        face up unless `face_up` is False."""
        c = next(
            (c for c in self.cards(title, seat) if c.zone == "dynasty"),
            None,
        ) or next(c for c in self.cards(title, seat) if c.zone != "dynasty-discard")
        if c.zone != "dynasty":
            self.act(seat, ManualMove(c.iid, "discard"))
        self.act(seat, ManualMove(c.iid, "dynasty-top"))
        province = self.province(seat, index)
        self.act(seat, ManualMove(province.card, "dynasty-bottom"))
        assert province.card == c.iid
        if face_up:
            self.act(seat, ManualReveal(c.iid))
        return c

    def pass_until(
        self, phase: str, seat: int | None = None, later: bool = False, limit: int = 200
    ) -> None:
        """Pass (or take the first action offered where passing is impossible) until `phase`
        comes for `seat` (the active player when not given); with `later`, on a later turn."""
        start = self.state.turn
        for _ in range(limit):
            state = self.state
            if (
                state.phase == phase
                and (seat is None or state.active == seat)
                and (not later or state.turn > start)
            ):
                return
            who = self.game.to_act
            actions = self.game.legal_actions(who, manual=False)
            choice = next((a for a in actions if isinstance(a, Pass)), actions[0])
            self.game.act(who, choice)
        raise AssertionError(f"never reached the {phase} phase for seat {seat}")

    def to_attack(self, seat: int = 0) -> None:
        """Pass until `seat`'s attack phase waits for his declaration."""
        self.pass_until("attack", seat=seat)

    def attack(self, defender: int = 1, *assign: tuple[Card, int]) -> None:
        """Declare an attack on `defender` and assign the attacker's units (Personality,
        Province index) in the infantry maneuvers; then pass."""
        attacker = self.state.active
        self.act(attacker, f"attack {defender}")
        for unit, index in assign:
            self.act(attacker, f"assign {unit.iid} to {self.province(defender, index).pid}")
        if self.game.to_act == attacker and self.game.waiting_for == "infantry maneuvers":
            self.act(attacker, Pass())

    def defend(self, *assign: tuple[Card, int]) -> None:
        """The defender assigns units to his own Provinces (by index), then passes."""
        defender = self.state.attack["defender"]
        for unit, index in assign:
            self.act(defender, f"assign {unit.iid} to {self.province(defender, index).pid}")
        if self.game.to_act == defender and self.game.waiting_for == "infantry maneuvers":
            self.act(defender, Pass())

    def pass_battle(self) -> LogEntry:
        """Everyone passes until the battle under way is resolved; the last entry."""
        entry = None
        start = self.state.attack["battle"]
        while self.state.attack is not None and self.state.attack["battle"] == start:
            entry = self.act(self.game.to_act, Pass())
        assert entry is not None
        return entry

    def legal(self, seat: int | None = None) -> list[str]:
        seat = self.game.to_act if seat is None else seat
        return [a.text() for a in self.game.legal_actions(seat, manual=False)]
