"""Conditional sentences (with examples from the pool):

- If <condition>, <sentence> / <sentence> if <condition>: the effects of the sentence happen
  only if the condition holds when they come ("If it is your turn, take the Imperial
  Favor.", "Dishonor him if his Force is now 0.", "If you are the Attacker, ...").
- If he moved, <sentence> / <sentence> if he moved: after "Move him home" or "Move him to
  the current battlefield", only if that moved him ("Straighten his unit if he moved.").
- "there" after a condition naming the current battlefield (the move itself is read by
  `movement`).

A sentence the condition is put on must be read whole and act on one card or on the
player; costs (a card to discard) are never made conditional.
"""

import re
from typing import TYPE_CHECKING

from rules.engine import battle_conditions, honor_moment, own_army
from rules.engine import effects as fx
from rules.engine.compiler import PENDING
from rules.engine.effects import PLAYER, Effect
from rules.engine.effects_conditions import IF_MOVED, REQUIRE, named
from rules.engine.effects_scripted import IF, IF_PLAYER, TO_BATTLE, When
from rules.engine.phrasings import NUMBERS, phrasing
from rules.engine.phrasings.zones import SEARCH

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_HE = r"(?:he|she|it|they)"
# A condition's words, the name it has in `effects_scripted.CONDITIONS`, and whether it is
# about the card the sentence acts on (named by a pronoun) rather than the player.
_CONDITIONS: tuple[tuple[re.Pattern[str], str, bool], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), name, on_card)
    for pattern, name, on_card in (
        (r"it is your turn", "your_turn", False),
        (r"it is not your turn", "not_your_turn", False),
        (r"you are the Attacker", "attacker", False),
        (r"you are the Defender", "defender", False),
        (r"you control a Courtier", "courtier", False),
        (rf"{_HE} moved", "moved", True),
        (r"(?:his|her|its) Force is (?:now )?0", "force_zero", True),
        (rf"{_HE} is dishonorable", "dishonorable", True),
        # Whether the card the sentence moves would be opposed at the current battlefield.
        (rf"{_HE} would be opposed", "would_be_opposed", False),
        # At home (`effects_units`): "If he is not at a battlefield, bow him."
        (rf"{_HE} is not at a battlefield", "not_at_battlefield", True),
        # Answering an action's resolution: it moved one of your Personalities to a
        # battlefield (Journey's End).
        (r"it moved your Personality to a battlefield", "action_moved_yours", False),
        (
            r"(?:there are )?any enemy units (?:are )?at (?:the current|this) battlefield",
            "enemy_units_here",
            False,
        ),
    )
)
_MOVES = (fx.MOVE_HOME, TO_BATTLE)


_STATE = re.compile(
    rf"{_HE} is (?P<word>bowed|unbowed|opposed|attacking|defending|honorable)", re.IGNORECASE
)
# "If he is Shadowlands": a keyword; not a word the card's other features are named by.
_KEYWORD = re.compile(
    rf"(?:{_HE}|the target) is (?:an? )?"
    r"(?!(?:Unique|Experienced|Gold|Honor|Force|Chi)$)"
    r"(?P<word>[A-Z][\w-]+(?: Clan)?(?:, [A-Z][\w-]+(?: Clan)?)*(?:,? or [A-Z][\w-]+(?: Clan)?)?)"
)
_CLAN = re.compile(r"you are an? (?P<word>[A-Z]\w+)(?: Clan| Horde)? player")
# "If you control a Terrain", "If you control two or more Samurai", "If you control no
# Shadowlands cards", "If you control the Imperial Favor".
_NUMBERS = {"a": 1, "an": 1, "any": 1, "one or more": 1, "two or more": 2, "three or more": 3}
_CONTROL = re.compile(
    r"you control (?:(?P<favor>the Imperial Favor|:favor:)|(?P<n>an?|any|one or more|two or more|"
    r"three or more|no|(?P<d>\d+) or more) (?P<what>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*"
    r"(?: cards?| Personalit(?:y|ies))?))"
)
# "If you control a Courtier or Magistrate": either will do.
_CONTROL_EITHER = re.compile(r"you control an? (?P<a>[A-Z][\w'-]*) or (?:an? )?(?P<b>[A-Z][\w'-]*)")
# "If this Personality is a Lion Clan Samurai" (on an attachment, the one it is on): about
# that card whatever the sentence acts on.
_WORDS = r"[A-Z][\w-]*(?: [A-Z][\w-]*)*"
_THIS = re.compile(
    r"this (?:Personality|Shugenja) is (?:(?P<state>bowed|unbowed|opposed|attacking|defending|"
    rf"honorable|dishonorable)|(?:an? )?(?P<words>{_WORDS}(?:,? or (?:an? )?{_WORDS})*))"
)


# «Наследник (wind)»: "your Wind is Toturi Tsudao", "another player's Wind is Akodo Kaneka",
# "you have no Wind", "you have a Wind".
_WIND = re.compile(
    r"(?:(?P<other>another player's)|your) Wind is (?P<name>[A-Za-z][\w' ,-]*)"
    r"|you have (?P<some>no|a) Wind"
)

# "If your Family Honor is 9 or less", "If you have 11 or more Family Honor", "If you have six
# or more cards in your hand": the player's Honor or hand against a number.
_MORE = frozenset({"more", "higher", "greater", "above"})
_LESS = frozenset({"less", "lower", "fewer", "below"})
_COUNTED = (
    (re.compile(r"your Family Honor is (?P<n>-?\d+) or (?P<dir>[a-z]+)"), "honor"),
    (re.compile(r"you have (?P<n>-?\d+) or (?P<dir>[a-z]+) Family Honor"), "honor"),
    (re.compile(r"you have (?P<n>\w+) or (?P<dir>[a-z]+) cards in your hand"), "hand"),
)


def _counted(text: str) -> str | None:
    """ "honor:>=:11", "hand:<=:2"."""
    for pattern, kind in _COUNTED:
        match = pattern.fullmatch(text)
        if match is None or match["dir"] not in _MORE | _LESS:
            continue
        word = match["n"]
        if not word.lstrip("-").isdigit() and word.lower() not in NUMBERS:
            return None
        amount = int(word) if word.lstrip("-").isdigit() else NUMBERS[word.lower()]
        return named(f"{kind}:{'>=' if match['dir'] in _MORE else '<='}:{amount}")
    return None


def _condition(text: str) -> tuple[str, bool] | None:
    text = text.strip()
    if match := _WIND.fullmatch(text):
        if match["some"]:
            return named(f"wind:{match['some']} Wind"), False
        return named(f"{'other_wind' if match['other'] else 'wind'}:{match['name']}"), False
    for pattern, name, on_card in _CONDITIONS:
        if pattern.fullmatch(text):
            return name, on_card
    if match := _STATE.fullmatch(text):
        return named(f"state:{match['word'].lower()}"), True
    if match := _KEYWORD.fullmatch(text):
        # "Kolat, Ninja, or Shadowlands": any of them.
        words = re.split(r",? or |, ", match["word"])
        return named(f"keyword:{'|'.join(words)}"), True
    if match := _CLAN.fullmatch(text):
        return named(f"clan:{match['word']}"), False
    if match := _CONTROL_EITHER.fullmatch(text):
        return named(f"any:control:1:{match['a']};control:1:{match['b']}"), False
    if match := _CONTROL.fullmatch(text):
        if match["favor"]:
            return named("favor"), False
        least = int(match["d"]) if match["d"] else _NUMBERS.get(match["n"], 0)
        return named(f"control:{least}:{match['what']}"), False
    if counted := _counted(text):
        return counted, False
    if match := _THIS.fullmatch(text):
        if match["state"]:
            return named(f"this:state:{match['state']}"), False
        words = re.split(r",? or (?:an? )?|, ", match["words"])
        return named(f"this:traits:{'|'.join(words)}"), False
    if (battle := battle_conditions.read(text)) is not None:
        return battle, False
    if (own := own_army.read(text)) is not None:
        return own, False
    if (whose := honor_moment.read(text)) is not None:
        return whose, False
    return None


def condition_of(text: str) -> str | None:
    """The name of a condition about the player or "this Personality" (not about a card a
    sentence names), for an ability whose whole effect comes under it ("If you are the
    Attacker, Melee 2 Attack")."""
    found = _condition(text)
    return found[0] if found is not None and not found[1] else None


def _moved(effect: Effect) -> bool:
    return effect.op in _MOVES or (isinstance(effect, When) and _moved(effect.then))


def _conditional(reader: "Reader", cond_text: str, rest: str, negated: bool = False) -> bool:
    found = _condition(cond_text)
    if found is None:
        return False
    cond, on_card = found
    if negated:
        # "Lose 3 Honor unless your Wind is the Kanpeki Dynasty."
        if cond in ("moved", "would_be_opposed"):
            return False
        cond = named(f"not:{cond}")
    if cond.startswith("this:") and reader.last is None:
        # "If this Personality is a Shugenja, straighten him": "him" is that Personality.
        reader.last = reader.obj("this Personality")
    about = reader.last
    mark = len(reader.effects)
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    added = reader.effects[mark:]
    if not added:
        return False
    if cond == "moved" and not any(_moved(e) and e.on == about for e in reader.effects[:mark]):
        return False
    wrapped: list[Effect] = []
    for effect in added:
        # A search awaiting what becomes of the card it finds ("search your Fate deck for
        # ... . Show it and put it in your hand.") is completed under the condition.
        if (
            (effect.op.startswith(PENDING) and effect.op != SEARCH)
            or effect.op in fx.REQUIRES
            or effect.op in fx.FROM_HAND
            or effect.op in fx.PAIRED
            or effect.on in fx.LATER
        ):
            return False
        player = effect.op in fx.PLAYER_OPS or effect.op == SEARCH
        if not on_card:
            op, on = (IF_PLAYER, PLAYER) if player else (IF, effect.on)
        elif about is None or not (player or effect.on == about):
            return False
        else:
            # The condition is about the card named before ("If he moved, bow him and
            # gain 2 Honor"): the player's own effects are checked on it too.
            op, on = (IF_MOVED if cond == "moved" else IF), about
        wrapped.append(When(op, on, cond=cond, then=effect))
    reader.effects[mark:] = wrapped
    return True


@phrasing(r"^If (?P<cond>[^,]+), (?P<rest>.+)$")
def if_first(reader: "Reader", match: re.Match[str]) -> bool:
    # "If it moved your Personality to a battlefield, then take an additional action."
    rest = match["rest"].removeprefix("then ")
    if "current battlefield" in match["cond"]:
        # "If any enemy units are at the current battlefield, target ...: Move him there."
        rest = re.sub(r" there(?=$|\.)", " to the current battlefield", rest)
    return _conditional(reader, match["cond"], rest)


@phrasing(r"^If (?P<cond>[^,:]+): (?P<rest>.+)$")
def if_colon(reader: "Reader", match: re.Match[str]) -> bool:
    """ "If this Personality is Naval: Give him +2F." The condition before the colon is one
    the action needs to be announced («Способности и надписи»: what comes before the colon
    must be met to take the action), and the effect happens only if it still holds."""
    cond = condition_of(match["cond"])
    if cond is None:
        return False
    # Checked as it resolves too (a Reaction's effect has no announcement to check it at).
    return _conditional(reader, match["cond"], match["rest"]) and reader.add(
        REQUIRE, PLAYER, what=cond
    )


@phrasing(r"^(?P<rest>.+?) if (?P<cond>[^,]+)$")
def if_after(reader: "Reader", match: re.Match[str]) -> bool:
    return _conditional(reader, match["cond"], match["rest"])


@phrasing(r"^(?P<rest>.+?) unless (?P<cond>[^,]+)$")
def unless_after(reader: "Reader", match: re.Match[str]) -> bool:
    """ "<sentence> unless <condition>": the effects happen only if the condition does not
    hold when they come."""
    return _conditional(reader, match["cond"], match["rest"], negated=True)


@phrasing(
    r"^(?P<first>(?:Bow|Straighten|Dishonor|Destroy) .+?) and (?P<second>(?:gain|lose) \d+ Honor)$"
)
def and_honor(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Bow him and gain 2 Honor" as two sentences (also under a condition)."""
    second = match["second"]
    return reader.sentence(match["first"]) and reader.sentence(second[0].upper() + second[1:])


@phrasing(
    r"^Choose (?P<who>your performing [^:]+?)(?: and (?P<other>target [^:]+))?: (?P<rest>.+)$"
)
def choose_performing(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Choose your performing Personality: Move him there." The one performing the action
    is named as a target of the kind the text gives."""
    if not reader.new_target(f"target {match['who']}"):
        return False
    if match["other"] and not reader.new_target(match["other"]):
        return False
    rest = match["rest"]
    return reader.sentence(rest[0].upper() + rest[1:])
