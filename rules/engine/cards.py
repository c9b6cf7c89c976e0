"""The engine's view of a card (`CardDef`) and of a player's deck (`Setup`).

Both are built from plain values, so the engine never needs the catalogue's models:
`rules.carddefs` converts catalogue rows, and the tests build small named cards in code.
"""

import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any

PERSONALITY = "Personality"
HOLDING = "Holding"
EVENT = "Event"
REGION = "Region"
FOLLOWER = "Follower"
ITEM = "Item"
SPELL = "Spell"
ANCESTOR = "Ancestor"
RING = "Ring"
STRATEGY = "Strategy"
STRONGHOLD = "Stronghold"
SENSEI = "Sensei"
WIND = "Wind"

DYNASTY = "Dynasty"
FATE = "Fate"

# The deck a card belongs in when its data does not say.
DYNASTY_TYPES = frozenset({PERSONALITY, HOLDING, EVENT, REGION, "Celestial", "Clock"})
FATE_TYPES = frozenset({FOLLOWER, ITEM, SPELL, ANCESTOR, RING, STRATEGY})
ATTACHMENT_TYPES = frozenset({FOLLOWER, ITEM, SPELL, ANCESTOR})
ELEMENTS = ("Air", "Earth", "Fire", "Water", "Void")

# «Фракционная принадлежность»: the Strongholds of the Shadowlands faction, which never
# recruit for less or for honor.
SHADOWLANDS_STRONGHOLDS = frozenset(
    {"Citadel of Daigotsu", "Sepulcher of Bone", "Shadowlands Horde", "Spawning Ground Stronghold"}
)

_INT_FIELDS = (
    "gold_cost",
    "focus",
    "force",
    "chi",
    "personal_honor",
    "honor_requirement",
    "province_strength",
    "gold_production",
    "starting_honor",
)
_BOOL_FIELDS = ("force_is_modifier", "chi_is_modifier", "is_unique")
_TUPLE_FIELDS = ("clans", "keywords")
_STR_FIELDS = ("key", "title", "type", "deck", "unique_identity", "personality_name", "text_plain")


@dataclass(frozen=True, slots=True)
class CardDef:
    """One game-distinct card: printed values are None where the card prints a dash or nothing."""

    key: str
    title: str
    type: str
    deck: str = ""
    clans: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    gold_cost: int | None = None
    focus: int | None = None
    force: int | None = None
    chi: int | None = None
    force_is_modifier: bool = False
    chi_is_modifier: bool = False
    personal_honor: int | None = None
    honor_requirement: int | None = None
    province_strength: int | None = None
    gold_production: int | None = None
    starting_honor: int | None = None
    is_unique: bool = False
    unique_identity: str = ""
    experience_level: int = 0
    personality_name: str = ""
    text_plain: str = ""
    _keyword_set: frozenset[str] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_keyword_set", frozenset(k.lower() for k in self.keywords))

    # -- what the rules derive from the printed card ---------------------------------------
    def has_keyword(self, keyword: str) -> bool:
        return keyword.lower() in self._keyword_set

    @property
    def unique(self) -> bool:
        """«Подразумевающиеся надписи»: every Ancestor and every Experienced card is Unique."""
        return (
            self.is_unique
            or self.type == ANCESTOR
            or self.experience_level > 0
            or "unique" in self._keyword_set
        ) and not _says_not_unique(self.text_plain, self.title, self.personality_name)

    def not_unique_sentence(self, sentence: str) -> bool:
        """ "(Bayushi Nomen is not Unique.)", "(Tsukimi is not Unique)." of this card: its
        printed word overrides the Unique an Experienced card has by default."""
        match = _NOT_UNIQUE.match(sentence.strip())
        return match is not None and _names_card(match["name"], self.title, self.personality_name)

    @property
    def identity(self) -> str:
        """The name the Unique restriction compares ("counts as X for uniqueness" included)."""
        return self.unique_identity or self.personality_name or self.title

    @property
    def version_of(self) -> str:
        """The Personality this card is a version of, for Experienced overlays."""
        return self.personality_name or self.title

    @property
    def cost(self) -> int:
        """«Бонусы и штрафы»: a value that is not printed counts as 0."""
        return self.gold_cost or 0

    @property
    def home_deck(self) -> str:
        if self.deck in (DYNASTY, FATE):
            return self.deck
        if self.type in DYNASTY_TYPES:
            return DYNASTY
        if self.type in FATE_TYPES:
            return FATE
        return ""

    @property
    def is_fortification(self) -> bool:
        return self.type == HOLDING and "fortification" in self._keyword_set

    @property
    def element(self) -> str:
        """A Ring's element, for the five different Rings of the Enlightenment Victory: its
        element trait, else the element its title names ("Ring of the Void")."""
        for element in ELEMENTS:
            if element.lower() in self._keyword_set:
                return element
        words = set(self.title.replace("'", " ").split())
        for element in ELEMENTS:
            if element in words:
                return element
        return self.title

    # -- plain values in and out ----------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            if f.init:
                value = getattr(self, f.name)
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "CardDef":
        """Build a card from plain values, naming the field that is wrong when one is."""
        known = {f.name for f in fields(cls) if f.init}
        unknown = sorted(set(data) - known)
        if unknown:
            names = ", ".join(unknown)
            raise ValueError(f"card {data.get('key', '?')!r}: unknown field(s) {names}")
        values: dict[str, Any] = {}
        for name in ("key", "title", "type"):
            value = data.get(name)
            if not isinstance(value, str) or not value:
                raise ValueError(f"card {data.get('key', '?')!r}: {name} must be a non-empty text")
        for name, value in data.items():
            where = f"card {data.get('key')!r}: {name}"
            if name in _INT_FIELDS:
                if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                    raise ValueError(f"{where} must be a whole number or null, not {value!r}")
            elif name in _BOOL_FIELDS:
                if not isinstance(value, bool):
                    raise ValueError(f"{where} must be true or false, not {value!r}")
            elif name in _TUPLE_FIELDS:
                if isinstance(value, str) or not isinstance(value, Iterable):
                    raise ValueError(f"{where} must be a list of texts, not {value!r}")
                value = tuple(value)
                if not all(isinstance(item, str) for item in value):
                    raise ValueError(f"{where} must be a list of texts, not {value!r}")
            elif name in _STR_FIELDS:
                if not isinstance(value, str):
                    raise ValueError(f"{where} must be a text, not {value!r}")
            elif name == "experience_level" and (
                isinstance(value, bool) or not isinstance(value, int)
            ):
                raise ValueError(f"{where} must be a whole number, not {value!r}")
            values[name] = value
        return cls(**values)


@dataclass(frozen=True, slots=True)
class Setup:
    """One player's deck as the game starts: Stronghold, optional Sensei and Wind, two decks."""

    stronghold: CardDef
    dynasty: tuple[CardDef, ...]
    fate: tuple[CardDef, ...]
    sensei: CardDef | None = None
    wind: CardDef | None = None
    name: str = ""

    def cards(self) -> Iterable[CardDef]:
        yield self.stronghold
        if self.sensei is not None:
            yield self.sensei
        if self.wind is not None:
            yield self.wind
        yield from self.dynasty
        yield from self.fate

    def to_dict(self) -> dict[str, Any]:
        """Card keys only; the game's dict carries each card's values once."""
        return {
            "name": self.name,
            "stronghold": self.stronghold.key,
            "sensei": self.sensei.key if self.sensei else None,
            "wind": self.wind.key if self.wind else None,
            "dynasty": [card.key for card in self.dynasty],
            "fate": [card.key for card in self.fate],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], cards: Mapping[str, CardDef]) -> "Setup":
        def card(key: str, where: str) -> CardDef:
            try:
                return cards[key]
            except KeyError:
                who = data.get("name", "")
                raise ValueError(f"setup {who!r}: {where} {key!r} is unknown") from None

        return cls(
            name=data.get("name", ""),
            stronghold=card(data["stronghold"], "stronghold"),
            sensei=card(data["sensei"], "sensei") if data.get("sensei") else None,
            wind=card(data["wind"], "wind") if data.get("wind") else None,
            dynasty=tuple(card(key, "dynasty card") for key in data["dynasty"]),
            fate=tuple(card(key, "fate card") for key in data["fate"]),
        )


_NOT_UNIQUE = re.compile(r"^\(?(?P<name>[A-Z][\w' -]*?) is not Unique\.?\)?\.?$")


def _names_card(name: str, title: str, personality_name: str) -> bool:
    """The card's name, its Personality's, or one word of it ("Tsukimi")."""
    full = personality_name or title.split(" • ")[0].split(",")[0]
    return name in (title, full) or name in full.split()


@functools.cache
def _says_not_unique(text: str, title: str, personality_name: str) -> bool:
    if "not Unique" not in text:
        return False
    return any(
        (m := _NOT_UNIQUE.match(sentence.strip())) is not None
        and _names_card(m["name"], title, personality_name)
        for line in text.splitlines()
        for sentence in re.split(r"(?<=\.)\s+|(?<=\.\))\s+", line)
    )
