"""Focus Effects: what a card does when it is focused in a duel («Особые ситуации»: «Вызов и
дуэль» — Special Situations: Challenges and Duels).

«Карты, которые создают специальный эффект, когда показываются как карты концентрации, не
работают, пока кто-либо не нанес удар, даже если они были положены как карты концентрации и
перевернуты вверх лицевой стороной во время дуэли.» A card's "As a Focus Effect, ..." line
happens once someone strikes and the focused cards are revealed, before the duel's totals
are compared (`rules.engine.duel`), carried out by the player who focused it, in the order
the cards were focused. What it does to the duel's winner or loser, and what it says happens
"after this duel ends" or "if you win this duel", happens once the duel is decided, after
what the card that started the duel does to its loser and winner; a duel ended without
result has none of these.

The line is read as a moment and an effect compiled as an action's (`rules.engine.compiler`):
- "As a Focus Effect, bow the other Personality." / "draw a card." / "Gain 2 Honor and draw a
  card." — at once;
- "give the duel's winner +3F", "the winner gains 2 Honor", "this duel's winner gains 1 Honor
  after it ends", "After this duel ends, move its winner home" — after the duel;
- "after you win this duel, ...", "if you win (this duel), ...", "if you are the winner, ...",
  "if your Personality wins this duel, ...", "After this duel ends, if your Personality won
  it, ..." — after the duel, if the Personality who focused it won; "if you lose this duel,
  ...", "... if your Personality lost it, ..." — if he lost (a tie loses for both).
A Focus Effect may hold under a condition: "if your Personality in this duel is Fire", "...
has 6 or higher Force", "if this Personality is a Commander", "if you are a Dragon Clan
player", "if your Personality was challenged to this duel"; and may change the card's own
Focus Value for the duel ("give this card +1 Focus Value", "raise this card's Focus Value to
4", "set this card's Focus Value to 6"), kept in the duel's record (FOCUS_VALUE).
The duelists are named "your Personality (in this duel)", "this Personality", "the other
Personality", "the Personality facing yours"; a text naming anything else (a target, a
focused card's Focus Value) is not read and stays with the player.
"""

import re
from dataclasses import dataclass

from rules.engine import effects as fx
from rules.engine.abilities import text_lines
from rules.engine.cards import CardDef
from rules.engine.effects_battle import LOSER, WINNER
from rules.engine.effects_choice import Either
from rules.engine.events import APPLY, Event, emit
from rules.engine.state import Card, State

# The duelists, as the focusing player sees them.
FOCUSER = -10  # his own Personality in the duel
OPPONENT = -11  # the other Personality in the duel

NOW = "now"
AFTER = "after"
WIN = "win"
LOSE = "lose"

_HEAD = re.compile(r"^As a Focus Effect[,:]\s+(?P<rest>.+)$")
_AFTER = r"(?:after (?:this|the) duel (?:ends|resolves)|after this duel's resolution)"
_WHENS = (
    (
        re.compile(
            rf"^(?:{_AFTER}, )?if (?:you|your Personality) (?:win|wins|won)"
            r"(?: (?:this|the) duel| it)?, |^after you win (?:this|the) duel, "
            r"|^if you are the winner, ",
            re.IGNORECASE,
        ),
        WIN,
    ),
    (
        re.compile(
            rf"^(?:{_AFTER}, )?if (?:you|your Personality) (?:lose|loses|lost)"
            r"(?: (?:this|the) duel| it)?, ",
            re.IGNORECASE,
        ),
        LOSE,
    ),
    (re.compile(rf"^{_AFTER}, ", re.IGNORECASE), AFTER),
)
_AFTER_TAIL = re.compile(r" after (?:it|this duel|the duel) ends(?=\.?$)", re.IGNORECASE)
# "its winner", "this duel's winner", "the duel's winner": the winner.
_DUELIST = re.compile(r"\b(?:[Ii]ts|[Tt]his duel's|[Tt]he duel's) (winner|loser)\b")

_FOCUSER_WORDS = frozenset(
    {
        "your personality",
        "your personality in this duel",
        "your personality in the duel",
        "your personality in it",
        "your dueling personality",
        "this personality",
    }
)
_OPPONENT_WORDS = frozenset(
    {
        "the other personality",
        "the other personality in the duel",
        "the other personality in this duel",
        "the personality facing yours",
        "the personality facing yours in this duel",
    }
)
_DUELIST_WORDS = {"the winner": WINNER, "the loser": LOSER}
_LATER = frozenset({WINNER, LOSER})
# "you may attach this Item to him, ignoring costs": the card whose text it is (a focused
# card, in its discard pile once the duel is decided) joins the Personality `on`, if he may
# take it («Солдаты, предметы, заклинания и предки»), with no Gold paid.
ATTACH_SELF = "attach_self"


@fx.builds(ATTACH_SELF)
def _attach_self_events(
    state: State, seat: int, source: Card, effect: fx.Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": ATTACH_SELF, "card": card.iid, "attach": source.iid, "by": seat}]


def _attach_self(state: State, event: Event) -> None:
    from rules.engine import ops
    from rules.engine.play import attach_problem

    card, host = state.cards[event["attach"]], state.cards[event["card"]]
    if card.in_play or host.controller != event["by"]:
        return
    problem = attach_problem(state, card, host)
    if problem is not None:
        state.note(f"{card.defn.title} does not attach: {problem}")
        return
    vacated = ops.take(state, card)
    ops.place_attached(state, card, host)
    ops.refill_after(state, vacated)
    state.note(f"{card.defn.title} joins {host.defn.title}")
    emit(state, "entered_play", card=card.iid, by=event["by"], equipped=True)


APPLY[ATTACH_SELF] = _attach_self


@dataclass(frozen=True, slots=True)
class FocusEffect:
    """One "As a Focus Effect" line: when it happens (NOW, AFTER, WIN, LOSE) and its
    effects, each on the player (`effects.PLAYER`), a duelist (FOCUSER, OPPONENT), the
    duel's WINNER or LOSER, or the card itself (FOCUS_VALUE); `cond`, what must hold as the
    cards are revealed ("trait:Fire", "min:force:6", "clan:Dragon", "challenged")."""

    when: str
    effects: tuple[fx.Effect, ...]
    text: str
    cond: str = ""


# "give this card +1 Focus Value" (`amount` added), "raise this card's Focus Value to 4"
# (`what` "raise"), "set ... to 6" (`what` "set"): the focused card's value for the duel.
FOCUS_VALUE = "focus_value"


@fx.builds(FOCUS_VALUE)
def _focus_value_events(
    state: State, seat: int, source: Card, effect: fx.Effect, card: Card | None
) -> list[Event]:
    return [
        {"event": FOCUS_VALUE, "focused": source.iid, "how": effect.what, "amount": effect.amount}
        | {"by": seat}
    ]


def _focus_value(state: State, event: Event) -> None:
    from rules.engine.duel import focus_value

    iid = event["focused"]
    for frame in reversed(state.stack):
        if frame["step"] == "duel" and any(iid in cards for cards in frame["focus"].values()):
            now = focus_value(state, frame, iid)
            how, amount = event["how"], event["amount"]
            new = amount if how == "set" else max(now, amount) if how == "raise" else now + amount
            frame.setdefault("fv", {})[str(iid)] = new
            state.note(f"{state.cards[iid].defn.title} has Focus Value {new} in this duel")
            return


APPLY[FOCUS_VALUE] = _focus_value

_CONDITIONS = (
    (
        re.compile(
            r"^if (?:your Personality in (?:this|the) duel|this Personality|your dueling "
            r"Personality) is (?:an? )?(?P<trait>[A-Z][\w'-]*(?: Clan)?)[,:] ",
        ),
        "trait",
    ),
    (
        re.compile(
            r"^if (?:your Personality in (?:this|the) duel|this Personality) has (?P<n>\d+) or "
            r"(?:higher|more) (?P<stat>Force|Chi|Personal Honor)[,:] "
        ),
        "min",
    ),
    (re.compile(r"^if you are an? (?P<clan>[A-Z][\w'-]*) Clan player[,:] "), "clan"),
    (re.compile(r"^if your Personality was challenged to this duel[,:] "), "challenged"),
)
_STAT_KEYS = {"Force": "force", "Chi": "chi", "Personal Honor": "ph"}


def _condition(rest: str) -> tuple[str, str]:
    """The condition a Focus Effect opens with, as a code, and the text after it."""
    for pattern, kind in _CONDITIONS:
        match = pattern.match(rest[:1].lower() + rest[1:])
        if match is None:
            continue
        tail = rest[match.end() :]
        if kind == "trait":
            return f"trait:{match['trait']}", tail
        if kind == "min":
            return f"min:{_STAT_KEYS[match['stat']]}:{match['n']}", tail
        if kind == "clan":
            return f"clan:{match['clan']}", tail
        return "challenged", tail
    return "", rest


def _holds(state: State, cond: str, mine: Card, challenged: Card) -> bool:
    if not cond:
        return True
    from rules.engine.continuous import is_trait
    from rules.engine.duel import stat_value

    kind, _, value = cond.partition(":")
    if kind == "trait":
        return is_trait(state, mine, value)
    if kind == "min":
        stat, _, n = value.partition(":")
        return stat_value(state, stat, mine) >= int(n)
    if kind == "clan":
        return value in state.players[mine.controller].clans
    return mine is challenged


def _reader(defn: CardDef, when: str):  # type: ignore[no-untyped-def]
    from rules.engine.compiler import Reader

    class FocusReader(Reader):
        """Reads a Focus Effect: the duelists and the duel's winner and loser by name."""

        in_duel = True

        def obj(self, phrase: str) -> int | None:
            lower = phrase.strip().lower()
            if lower in _FOCUSER_WORDS:
                return FOCUSER
            if lower in _OPPONENT_WORDS:
                return OPPONENT
            if lower in _DUELIST_WORDS:
                return _DUELIST_WORDS[lower]
            return super().obj(phrase)

    reader = FocusReader(defn)
    if when in (WIN, LOSE):
        # "if your Personality won it, you may attach this Item to him".
        reader.last = FOCUSER
    return reader


def read_line(defn: CardDef, line: str) -> FocusEffect | None:
    """The Focus Effect a line of `defn` states, if it is read whole."""
    from rules.engine.compiler import compile_body

    head = _HEAD.match(line.strip())
    if head is None:
        return None
    rest = head["rest"].strip()
    when = NOW
    for pattern, moment in _WHENS:
        match = pattern.match(rest)
        if match is not None:
            when, rest = moment, rest[match.end() :]
            break
    cond = ""
    if when == NOW:
        cond, rest = _condition(rest)
    if when == NOW and _AFTER_TAIL.search(rest):
        when, rest = AFTER, _AFTER_TAIL.sub("", rest)
    rest = _DUELIST.sub(r"the \1", rest).replace(":favor:", "the Imperial Favor")
    rest = rest[:1].upper() + rest[1:]
    compiled = compile_body(defn, rest, reader=_reader(defn, when))
    if compiled is None or compiled.targets or compiled.bows_self or compiled.bows_host:
        return None
    if compiled.repeatable or compiled.limit or compiled.bows:
        return None
    for effect in compiled.effects:
        if type(effect) not in (fx.Effect, Either) or effect.op not in fx.BUILDERS:
            return None
        if effect.op in fx.PLAYER_OPS:
            if effect.on != fx.PLAYER:
                return None
        elif effect.op == FOCUS_VALUE:
            if effect.on != fx.SELF or when != NOW:
                return None
        elif effect.on not in (FOCUSER, OPPONENT, WINNER, LOSER):
            return None
    return FocusEffect(when, compiled.effects, line.strip(), cond)


_CACHE: dict[int, tuple[CardDef, tuple[FocusEffect, ...]]] = {}


def focus_effects(defn: CardDef) -> tuple[FocusEffect, ...]:
    """The Focus Effects of a card read whole (once per card definition)."""
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        read = tuple(
            effect
            for line in text_lines(defn)
            if line.startswith("As a Focus Effect")
            and (effect := read_line(defn, line)) is not None
        )
        found = _CACHE[id(defn)] = (defn, read)
    return found[1]


def reads(line: str, defn: CardDef) -> bool:
    """Whether the engine carries out this line as a Focus Effect (`rules.engine.coverage`)."""
    return line.startswith("As a Focus Effect") and read_line(defn, line) is not None


def focused_in_order(frame: dict, challenger: int, challenged: int) -> list[tuple[int, int]]:
    """The cards focused in a duel with the duelist each was focused for, in the order they
    were focused: from the challenged duelist, in turn."""
    first, second = frame["focus"][str(challenged)], frame["focus"][str(challenger)]
    out: list[tuple[int, int]] = []
    for at in range(max(len(first), len(second))):
        if at < len(first):
            out.append((first[at], challenged))
        if at < len(second):
            out.append((second[at], challenger))
    return out


def _events(
    state: State,
    source: Card,
    effect: fx.Effect,
    mine: Card,
    other: Card,
    winner: Card | None,
    losers: list[Card],
) -> list[Event]:
    seat = mine.controller
    if effect.op in fx.PLAYER_OPS:
        return fx.BUILDERS[effect.op](state, seat, source, effect, None)
    if effect.op == FOCUS_VALUE:
        return fx.BUILDERS[effect.op](state, seat, source, effect, source)
    cards = {
        FOCUSER: [mine],
        OPPONENT: [other],
        WINNER: [winner] if winner is not None else [],
        LOSER: losers,
    }[effect.on]
    out: list[Event] = []
    for card in cards:
        if card.in_play:
            out.extend(fx.BUILDERS[effect.op](state, seat, source, effect, card))
    return out


def revealed_events(state: State, frame: dict, challenger: Card, challenged: Card) -> list[Event]:
    """What the revealed cards' Focus Effects do at once, before the totals are compared."""
    out: list[Event] = []
    for iid, duelist in focused_in_order(frame, challenger.iid, challenged.iid):
        card = state.cards[iid]
        for read in focus_effects(card.defn):
            if read.when != NOW:
                continue
            mine = state.cards[duelist]
            other = challenged if mine is challenger else challenger
            if not _holds(state, read.cond, mine, challenged):
                continue
            if read.cond:
                # As the cards are revealed: its later effects count on it too.
                frame.setdefault("held", []).append(iid)
            now = [e for e in read.effects if e.on not in _LATER]
            if now:
                state.note(f"{card.defn.title}: {read.text}")
            for effect in now:
                out.extend(_events(state, card, effect, mine, other, None, []))
    return out


def decided_events(
    state: State,
    frame: dict,
    challenger: Card,
    challenged: Card,
    winner: Card | None,
    losers: list[Card],
) -> list[Event]:
    """What the Focus Effects do once the duel is decided: to its winner or loser, "after
    this duel ends", "if you win (lose) this duel"."""
    out: list[Event] = []
    for iid, duelist in focused_in_order(frame, challenger.iid, challenged.iid):
        card = state.cards[iid]
        mine = state.cards[duelist]
        other = challenged if mine is challenger else challenger
        for read in focus_effects(card.defn):
            if read.cond and iid not in frame.get("held", ()):
                continue
            if read.when == WIN and mine is not winner:
                continue
            if read.when == LOSE and mine not in losers:
                continue
            later = [e for e in read.effects if read.when != NOW or e.on in _LATER]
            for effect in later:
                out.extend(_events(state, card, effect, mine, other, winner, losers))
    return out
