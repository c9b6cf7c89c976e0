"""The Force and Chi that group bonuses in force give a card (`rules.engine.group_statics`):
asked for every Force and Chi (`stats.raw`), so it is looked for only in games that were
given one, and each kept bonus is read once per process. It imports nothing the engine's
stats need first."""

from functools import cache

from rules.engine import continuous
from rules.engine import targets as tg
from rules.engine.state import Card, State

# Kept among the acting player's Stronghold's modifiers: [MEMO, PREFIX + key, 0, lasts].
MEMO = "memo"
PREFIX = "group:"
OP = "group_static"
# Whether a group bonus has been given, or a game holding one restored, in this process:
# until then no Force or Chi looks for one; then only those of the games in `HOLDING`.
ANY = False
_PLURALS = {"Personalities": "Personality", "Followers": "Follower", "Samurai": "Samurai"}


@cache
def group_of(phrase: str) -> "tg.Target | None":
    """The cards a plural description names ("Human Followers", "human Samurai
    Personalities", "your Personalities with a Weapon", "Personalities and Followers while
    attacking", "Personalities controlled by other players"), as a target of any player's
    (of the giver's with "your", of the others' with "controlled by other players"),
    anywhere; None
    unless each is a kind of card with traits, states and conditions the engine checks, none
    on Force, Chi or Personal Honor (those would be asked of the very value it changes)."""
    words, _, states = phrase.partition(" while ")
    side = tg.ANY
    if words.startswith("your "):
        side, words = tg.YOURS, words.removeprefix("your ")
    elif words.endswith(_OTHERS):
        side, words = tg.OTHERS, words.removesuffix(_OTHERS)
    kinds: list[str] = []
    found = None
    for part in words.split(" and "):
        nouns = part.split()
        plural = next((n for n in nouns if n in _PLURALS), None)
        if plural is None:
            return None
        nouns[nouns.index(plural)] = _PLURALS[plural]
        found = tg.parse_target("a target " + " ".join(_capitalized(nouns)))
        if found is None or found.side != tg.ANY or any(c[0] in _STATS for c in found.conditions):
            return None
        kinds.extend(found.kinds)
        if len(kinds) > len(found.kinds) and (found.traits or found.states or found.conditions):
            # "Human Personalities and Followers": only plain kinds joined.
            return None
    assert found is not None
    extra = tuple(states.split(" and ")) if states else ()
    if any(state not in _STATES for state in extra):
        return None
    return tg.Target(
        side=side,
        kinds=tuple(kinds),
        traits=found.traits,
        states=found.states + extra,
        conditions=found.conditions,
        one_of=found.one_of,
        where=tg.ANYWHERE,
        text=phrase,
    )


_STATES = ("attacking", "defending", "opposed")
_OTHERS = " controlled by other players"
_STATS = ("force", "chi", "ph", "personal_honor", "printed_force", "printed_chi")


def _capitalized(words: list[str]) -> list[str]:
    # "human Samurai Personalities": a trait printed in lower case; states stay as they are.
    states = (
        "attacking",
        "defending",
        "bowed",
        "unbowed",
        "opposed",
        "honorable",
        "with",
        "without",
        "a",
        "an",
    )
    return [w if w in states or not w.islower() else w[0].upper() + w[1:] for w in words]


def key(force: int, chi: int, out_of_play: bool, phrase: str) -> str:
    return f"{PREFIX}{force}|{chi}|{int(out_of_play)}|{phrase}"


@cache
def _decoded(text: str) -> "tuple[int, int, bool, tg.Target] | None":
    force, chi, out, phrase = text.removeprefix(PREFIX).split("|", 3)
    group = group_of(phrase)
    return None if group is None else (int(force), int(chi), out == "1", group)


# The games given a group bonus (their cards by id, kept so no other game takes the id);
# past that many, every game is looked at (`EVERY`).
HOLDING: dict[int, dict[int, Card]] = {}
EVERY = False
_HOLDING_KEPT = 256


def given(state: State) -> None:
    """A group bonus is given in this game: its Force and Chi look for group bonuses."""
    global ANY, EVERY
    ANY = True
    cards = state.cards
    if HOLDING.get(id(cards)) is not cards:
        if len(HOLDING) >= _HOLDING_KEPT:
            EVERY = True
        else:
            HOLDING[id(cards)] = cards


def restored(state: State) -> None:
    """A saved game holding a group bonus is resumed: Force and Chi look for it."""
    for player in state.players:
        if player.stronghold is not None and any(
            isinstance(mod[1], str) and mod[1].startswith(PREFIX)
            for mod in state.cards[player.stronghold].mods
        ):
            given(state)


def bonus(state: State, card: Card, stat: str) -> int:
    """The Force ("force") or Chi ("chi") the group bonuses in force give `card`."""
    total = 0
    for player in state.players:
        if player.stronghold is None:
            continue
        for mod in state.cards[player.stronghold].mods:
            text = mod[1]
            if mod[0] != MEMO or not isinstance(text, str) or not text.startswith(PREFIX):
                continue
            read = _decoded(text)
            if read is None:
                continue
            force, chi, out, group = read
            if (card.in_play or out) and _fits(state, player.seat, card, group):
                total += force if stat == "force" else chi if stat == "chi" else 0
    return total


def _fits(state: State, seat: int, card: Card, group: "tg.Target") -> bool:
    """Of the kind, with the traits (printed, given or implied: "Human") and in the states
    the description names."""
    if card.defn.type not in group.kinds:
        return False
    for trait in group.traits:
        if continuous.is_trait(state, card, trait.removeprefix("non-")) == trait.startswith("non-"):
            return False
    if group.one_of and not any(continuous.is_trait(state, card, t) for t in group.one_of):
        return False
    if group.side == tg.YOURS and card.controller != seat:
        return False
    if group.side == tg.OTHERS and card.controller == seat:
        return False
    if not all(tg._state_ok(state, seat, card, word) for word in group.states):
        return False
    return all(tg._meets(state, card, condition) for condition in group.conditions)
