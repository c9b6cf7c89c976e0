"""Phrasings that move cards between zones (with examples from the pool):

- Discard a card / Discard two cards / Discard a Spell (the player chooses from his
  hand); as a cost: "Discard a card to straighten this Personality", "Discard a card: Give
  this card +2F", "Discard a Kiho or a Spell to straighten this Holding"
- Search your Fate deck for a non-Unique Battle Strategy, show it, and put it in your hand
  (also over sentences: "... for a Kiho. Show it. Put it into your hand."); "Search your
  Fate discard pile, then deck, for a Ring"
- Put a non-Unique Item from your discard pile into your hand; "Put a target Terrain in
  your discard pile into your hand"
- Put this Kata into play; Discard your other Kata in play / your other Edicts in play;
  Discard all your other Sensei Personalities
- Return <target> to its owner's hand; Take control of <target>
- Discard the Imperial Favor to draw a card (a cost its holder pays)
- Discard a card to give a target enemy Follower or Personality a Force penalty equal to the
  card's Focus Value ("Moto Paikao"; a bonus: "Shiba Heirai")
- Look at the top three cards of your Fate deck. Put them back in any order. / Look at
  the top card of your Fate deck. You may put it at the bottom of the deck. ("You may
  rearrange them": "Asahina Kasai")
- Discard the top card of your Fate deck / of each player's Fate deck; Show the top card of
  your Fate deck. If it is a Spell or Kiho, draw it ("Asako Bairei"; "put it in your hand":
  "Togashi Gato")
"""

import dataclasses
import re
from typing import TYPE_CHECKING

from rules.engine import effects_zones as zones
from rules.engine.cards import DYNASTY_TYPES, FATE_TYPES, HOLDING, PERSONALITY, STRATEGY
from rules.engine.compiler import PENDING
from rules.engine.dynasty_events import EACH_PLAYER, EachPlayer
from rules.engine.effects import PLAYER, SELF, Effect
from rules.engine.effects_scripted import When
from rules.engine.effects_stats import FOCUS_BONUS
from rules.engine.phrasings import number, phrasing
from rules.engine.targets import TERRAIN

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

SEARCH = PENDING + zones.TAKE_TO_HAND
_COUNT = r"(?P<n>a|one|two|three)"
# Fate cards named by a trait rather than a type ("a Terrain", "a Kiho").
_STRATEGY_TRAITS = frozenset({"Terrain", "Kiho", "Kata", "Edict", "Formation", "Tactic"})
_HAND_ONLY_TYPES = frozenset({"", STRATEGY, "Spell", "Ring"})
_OTHERS = {"kata": "Kata", "edicts": "Edict", "sensei": "Sensei"}


def _rest(reader: "Reader", text: str) -> bool:
    return reader.sentence(text[0].upper() + text[1:])


# "a card", "two cards", "a Kiho or a Spell", "a Kharmic card".
_DISCARDED = rf"(?:{_COUNT} cards?|(?P<kinds>an? [A-Z][\w'-]*(?: card| or an? [A-Z][\w'-]*)?))"


def _discarded(match: re.Match[str]) -> tuple[int, str] | None:
    """How many cards, of which kinds ("" for any). A kind that is also found in play
    ("a Follower", "an Item") is read as the hand's only when the text says so."""
    if match["kinds"] is None:
        return number(match["n"]), ""
    kinds = zones.parse_kinds(match["kinds"])
    if kinds is None:
        return None
    if not match["hand"] and any(kind.type not in _HAND_ONLY_TYPES for kind in kinds):
        return None
    return 1, match["kinds"]


@phrasing(rf"^Discard {_DISCARDED}(?P<hand> from your hand)?$")
def discard(reader: "Reader", match: re.Match[str]) -> bool:
    found = _discarded(match)
    if found is None:
        return False
    return reader.add(zones.DISCARD_CHOSEN, PLAYER, amount=found[0], what=found[1])


@phrasing(rf"^Discard {_DISCARDED}(?P<hand> from your hand)?(?: to |: )(?P<rest>.+)$")
def discard_to(reader: "Reader", match: re.Match[str]) -> bool:
    """«Стоимости и эффекты»: a card discarded to pay for an effect is a cost, paid first;
    without a card to discard the action cannot be announced."""
    found = _discarded(match)
    if found is None:
        return False
    cost = reader.add(zones.DISCARD_COST, PLAYER, amount=found[0], what=found[1])
    return cost and _rest(reader, match["rest"])


@phrasing(
    rf"^Discard {_DISCARDED}(?P<hand> from your hand)? to give (?P<obj>.+?) a Force "
    r"(?P<kind>bonus|penalty) equal to the card's Focus Value$"
)
def discard_for_focus(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Discard a card to give a target enemy Follower or Personality a Force penalty equal
    to the card's Focus Value": one card, discarded as the cost («Стоимости и эффекты»)."""
    found = _discarded(match)
    if found is None or found[0] != 1:
        return False
    on = reader.obj(match["obj"])
    if on is None:
        return False
    sign = 1 if match["kind"] == "bonus" else -1
    reader.add(zones.DISCARD_COST, PLAYER, amount=1, what=found[1])
    return reader.add(FOCUS_BONUS, on, amount=sign)


@phrasing(r"^Discard the Imperial Favor(?: to |: )(?P<rest>.+)$")
def discard_favor(reader: "Reader", match: re.Match[str]) -> bool:
    """«Как добиться Благорасположения Императора»: the Favor is used by discarding it; a
    card's action that discards it as a cost needs its holder."""
    return reader.add(zones.DISCARD_FAVOR, PLAYER) and _rest(reader, match["rest"])


@phrasing(
    r"^Search your (?P<deck>Fate|Dynasty) deck for (?P<kinds>.+?)"
    r"(?P<tail>,? (?:(?P<show>show it),? )?and put it (?:in|into|to) your hand)?$"
)
def search(reader: "Reader", match: re.Match[str]) -> bool:
    if zones.parse_kinds(match["kinds"]) is None:
        return False
    what = zones.what(match["deck"].lower(), match["kinds"], bool(match["show"]))
    op = zones.TAKE_TO_HAND if match["tail"] else SEARCH
    return reader.add(op, PLAYER, what=what)


@phrasing(
    r"^Search your (?:(?P<pile>Fate|Dynasty) )?discard pile, then (?:(?P<deck>Fate|Dynasty) )?"
    r"deck, for (?P<kinds>.+?)(?P<tail>,? (?:(?P<show>show it),? )?and put it (?:in|into) "
    r"your hand)?$"
)
def search_pile_then_deck(reader: "Reader", match: re.Match[str]) -> bool:
    """The discard pile first; the deck (then shuffled) only when the pile holds none."""
    kinds = zones.parse_kinds(match["kinds"])
    deck = (match["pile"] or match["deck"] or _deck_of(kinds) or "").lower()
    mixed = match["pile"] and match["deck"] and match["pile"] != match["deck"]
    if kinds is None or not deck or mixed:
        return False
    what = zones.what(f"{deck}-discard>{deck}", match["kinds"], bool(match["show"]))
    return reader.add(zones.TAKE_TO_HAND if match["tail"] else SEARCH, PLAYER, what=what)


def _deck_of(kinds: tuple[zones.Kind, ...] | None) -> str | None:
    """The deck cards of these kinds belong in ("Fate" for a Terrain or a Kiho)."""
    decks = set()
    for kind in kinds or ():
        if kind.type in FATE_TYPES or (not kind.type and _STRATEGY_TRAITS & set(kind.traits)):
            decks.add("Fate")
        elif kind.type in DYNASTY_TYPES:
            decks.add("Dynasty")
        else:
            return None
    return decks.pop() if len(decks) == 1 else None


@phrasing(r"^Show it(?P<put> and put it (?:in|into) your hand)?$")
@phrasing(r"^(?P<put>Put it (?:in|into) your hand)$")
def found(reader: "Reader", match: re.Match[str]) -> bool:
    """What becomes of the card a search found ("Show it. Put it in your hand.")."""
    if not reader.effects:
        return False
    last = reader.effects[-1]
    # The search under a condition ("If ..., search your Fate deck for ...").
    search = last.then if isinstance(last, When) else last
    if search.op != SEARCH:
        return False
    zone, _, kinds = search.what.split("|", 2)
    if match.re.pattern.startswith("^Show"):
        search = dataclasses.replace(search, what=zones.what(zone, kinds, True))
    if match["put"]:
        search = dataclasses.replace(search, op=zones.TAKE_TO_HAND)
    wrapped = isinstance(last, When)
    reader.effects[-1] = dataclasses.replace(last, then=search) if wrapped else search
    return True


@phrasing(
    r"^Put (?P<target>a target|an?) (?P<kinds>.+?) (?:from|in) your discard pile "
    r"(?:in|into) your hand$"
)
def from_discard(reader: "Reader", match: re.Match[str]) -> bool:
    """A card of a kind from the discard pile it belongs in (Fate cards to the Fate pile);
    "a target" card must be there when the action is announced."""
    deck = _deck_of(zones.parse_kinds(match["kinds"]))
    if deck is None:
        return False
    op = zones.TAKE_TARGET if match["target"] == "a target" else zones.TAKE_TO_HAND
    return reader.add(op, PLAYER, what=zones.what(f"{deck.lower()}-discard", match["kinds"]))


@phrasing(r"^Put this (?:card|Kata|Edict|Strategy) into play$")
def into_play(reader: "Reader", match: re.Match[str]) -> bool:
    """A Strategy that stays in play once played from the hand (a Kata, an Edict)."""
    if reader.defn.type != STRATEGY:
        return False
    return reader.add(zones.PUT_INTO_PLAY, SELF)


@phrasing(r"^Discard (?:all )?your other (?P<trait>Kata|Edicts)(?: in play)?$")
@phrasing(r"^Discard (?:all )?your other (?P<trait>Sensei) Personalities$")
def discard_others(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(zones.DISCARD_OTHERS, PLAYER, what=_OTHERS[match["trait"].lower()])


@phrasing(r"^(?:Return|Put) (?P<obj>.+?) (?:to|in|into) (?:its|his|her|their) owner's hand$")
def return_to_hand(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(zones.RETURN_TO_HAND, reader.obj(match["obj"]))


@phrasing(r"^Take control of (?P<obj>.+)$")
def take_control(reader: "Reader", match: re.Match[str]) -> bool:
    """Cards at home (a Personality with his unit, a Holding) and Terrains."""
    on = reader.obj(match["obj"])
    if on is None or on < 0 or not set(reader.targets[on].kinds) <= {PERSONALITY, HOLDING, TERRAIN}:
        return False
    return reader.add(zones.TAKE_CONTROL, on)


_LOOK = PENDING + "look"


@phrasing(r"^Look at the top (?:card|(?P<n>two|three|four|five|\d+) cards) of your Fate deck$")
def look(reader: "Reader", match: re.Match[str]) -> bool:
    """What the player does with the cards is said by the next sentence."""
    return reader.add(_LOOK, PLAYER, amount=number(match["n"] or "one"))


@phrasing(r"^(?:Put them back in any order|You may rearrange them)$")
@phrasing(r"^You may put it (?:at|on) the bottom(?: of (?:the|your Fate) deck)?$")
def looked(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.effects or reader.effects[-1].op != _LOOK:
        return False
    amount = reader.effects[-1].amount
    order = match.re.pattern.startswith("^(?:Put them")
    if order == (amount == 1):
        return False
    op = zones.LOOK_ORDER if order else zones.LOOK_BOTTOM
    reader.effects[-1] = Effect(op, PLAYER, amount=amount)
    return True


@phrasing(r"^(?P<verb>Discard|Show) the top card of (?P<whose>your|each player's) Fate deck$")
def top_card(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Discard the top card of each player's Fate deck": each player's, from the acting
    player clockwise."""
    then = Effect(zones.DISCARD_TOP if match["verb"] == "Discard" else zones.SHOW_TOP, PLAYER)
    if match["whose"] == "your":
        reader.effects.append(then)
    else:
        reader.effects.append(EachPlayer(EACH_PLAYER, PLAYER, then=then))
    return True


@phrasing(r"^If it is (?P<kinds>.+?), (?P<take>draw it|put it in(?:to)? your hand)$")
def shown_kind(reader: "Reader", match: re.Match[str]) -> bool:
    """After "Show the top card of your Fate deck": the card goes to the hand when it is of
    the kinds named."""
    kinds = match["kinds"].replace(" card or ", " or ").removesuffix(" card")
    last = reader.effects[-1] if reader.effects else None
    if last is None or last.op != zones.SHOW_TOP or last.what or not zones.parse_kinds(kinds):
        return False
    take = "draw" if match["take"] == "draw it" else "hand"
    reader.effects[-1] = dataclasses.replace(last, what=f"{take}|{kinds}")
    return True


@phrasing(
    r"^Give (?P<obj>.+?) a Force (?P<kind>bonus|penalty) equal to (?:the (?:discarded )?"
    r"card's Focus Value|the Focus Value of the discarded card)$"
)
def discarded_top_focus(reader: "Reader", match: re.Match[str]) -> bool:
    """After "Discard the top card of your Fate deck" ("Mantis Budoka": "Give this card a
    Force bonus equal to the Focus Value of the discarded card")."""
    last = reader.effects[-1] if reader.effects else None
    if last is None or last.op != zones.DISCARD_TOP or type(last) is not Effect:
        return False
    on = reader.obj(match["obj"])
    if on is None:
        return False
    return reader.add(FOCUS_BONUS, on, amount=1 if match["kind"] == "bonus" else -1)
