"""The mutable state of a game: card instances, players, their zones and the turn.

Every physical card gets an instance id (`iid`), drawn from a seeded permutation so that an
id says nothing about which card it is. Instances and players are plain slotted objects; the
game mutates them in place (no copies per action) and `to_dict`/`from_dict` round-trip them.
"""

import copy
from typing import Any

from rules.engine.cards import CardDef
from rules.engine.rng import Rng

# Zones. A card in HOME or ATTACHED is in play; everything else is out of play.
PREGAME = "pregame"  # Stronghold, Sensei, Wind
DYNASTY_DECK = "dynasty"
FATE_DECK = "fate"
HAND = "hand"
PROVINCE = "province"  # the Dynasty card lying in a Province (pid says which)
HOME = "home"
ATTACHED = "attached"  # on a Personality (host) or on a Province (pid)
DYNASTY_DISCARD = "dynasty-discard"
FATE_DISCARD = "fate-discard"
REMOVED = "removed"
STACKED = "stacked"  # a lower version under an Experienced Personality
FOCUS = "focus"  # laid face down as a Focus card in a duel (the duel's step lists them)
IN_PLAY = frozenset({HOME, ATTACHED})

# Modifier kinds on a card: tokens last while the card is in play, bonuses and "set to"
# values until the end of the turn unless they say otherwise.
TOKEN = "token"
BONUS = "bonus"
SET = "set"


class Card:
    """One physical card in the game."""

    __slots__ = (
        "attachments",
        "battle",
        "bowed",
        "controller",
        "dead",
        "defn",
        "destroyed",
        "dishonored",
        "face_up",
        "host",
        "iid",
        "mods",
        "owner",
        "pid",
        "stack",
        "zone",
    )

    def __init__(self, iid: int, defn: CardDef, owner: int) -> None:
        self.iid = iid
        self.defn = defn
        self.owner = owner
        self.controller = owner
        self.zone = PREGAME
        self.pid: int | None = None
        self.host: int | None = None
        self.bowed = False
        self.face_up = False
        self.attachments: list[int] = []
        # [kind, stat, delta, lasts] with stat "force" or "chi", lasts "turn" or "play".
        self.mods: list[list[Any]] = []
        self.dishonored = False
        self.dead: str | None = None  # "honorable" or "dishonorable" once destroyed
        # In a discard pile: destroyed rather than discarded («храните уничтоженные карты
        # отдельно от сброшенных»).
        self.destroyed = False
        # A Personality at a battlefield: the Province (pid) his unit is at; None at home.
        self.battle: int | None = None
        self.stack: list[int] = []  # lower versions under an Experienced Personality

    @property
    def in_play(self) -> bool:
        return self.zone in IN_PLAY

    def to_dict(self) -> dict[str, Any]:
        return {
            "iid": self.iid,
            "key": self.defn.key,
            "owner": self.owner,
            "controller": self.controller,
            "zone": self.zone,
            "pid": self.pid,
            "host": self.host,
            "bowed": self.bowed,
            "face_up": self.face_up,
            "attachments": list(self.attachments),
            "mods": [list(mod) for mod in self.mods],
            "dishonored": self.dishonored,
            "dead": self.dead,
            "destroyed": self.destroyed,
            "battle": self.battle,
            "stack": list(self.stack),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], cards: dict[str, CardDef]) -> "Card":
        defn = cards.get(data["key"])
        if defn is None:
            # A card an effect created (`rules.engine.created`), named by its key.
            from rules.engine.created import defn_for

            defn = defn_for(data["key"])
        if defn is None:
            raise KeyError(data["key"])
        card = cls(data["iid"], defn, data["owner"])
        card.controller = data["controller"]
        card.zone = data["zone"]
        card.pid = data["pid"]
        card.host = data["host"]
        card.bowed = data["bowed"]
        card.face_up = data["face_up"]
        card.attachments = list(data["attachments"])
        card.mods = [list(mod) for mod in data["mods"]]
        card.dishonored = data["dishonored"]
        card.dead = data["dead"]
        card.destroyed = data["destroyed"]
        card.battle = data["battle"]
        card.stack = list(data["stack"])
        return card


class Province:
    """A Province: always room for one Dynasty card, plus the Region and Fortifications
    attached to it. `pid` is stable; the position in the player's list is left to right."""

    __slots__ = ("attachments", "bonus", "card", "pid")

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.card: int | None = None
        self.attachments: list[int] = []
        # Strength given or taken by cards until the end of the turn ("Give this Province
        # +2 Strength").
        self.bonus = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "pid": self.pid,
            "card": self.card,
            "attachments": list(self.attachments),
            "bonus": self.bonus,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Province":
        province = cls(data["pid"])
        province.card = data["card"]
        province.attachments = list(data["attachments"])
        province.bonus = data["bonus"]
        return province


_PLAYER_LISTS = ("hand", "fate", "dynasty", "home", "fate_discard", "dynasty_discard", "removed")
_PLAYER_VALUES = (
    "seat",
    "name",
    "stronghold",
    "sensei",
    "wind",
    "honor",
    "starting_honor",
    "province_strength",
    "stronghold_gold",
    "clans",
    "shadowlands",
    "lobbied_turn",
    "eliminated",
    "goldfish",
)


class Player:
    __slots__ = (*_PLAYER_LISTS, *_PLAYER_VALUES, "provinces")

    def __init__(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.stronghold: int | None = None
        self.sensei: int | None = None
        self.wind: int | None = None
        self.honor = 0
        self.starting_honor = 0
        self.province_strength = 0
        self.stronghold_gold = 0
        self.clans: list[str] = []
        self.shadowlands = False
        self.lobbied_turn = 0
        self.eliminated = False
        self.goldfish = False
        self.provinces: list[Province] = []
        # Decks keep their top card last.
        self.hand: list[int] = []
        self.fate: list[int] = []
        self.dynasty: list[int] = []
        self.home: list[int] = []
        self.fate_discard: list[int] = []
        self.dynasty_discard: list[int] = []
        self.removed: list[int] = []

    def province(self, pid: int) -> Province | None:
        for province in self.provinces:
            if province.pid == pid:
                return province
        return None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {name: getattr(self, name) for name in _PLAYER_VALUES}
        out["clans"] = list(self.clans)
        for name in _PLAYER_LISTS:
            out[name] = list(getattr(self, name))
        out["provinces"] = [province.to_dict() for province in self.provinces]
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Player":
        player = cls(data["seat"], data["name"])
        for name in _PLAYER_VALUES:
            setattr(player, name, data[name])
        player.clans = list(data["clans"])
        for name in _PLAYER_LISTS:
            setattr(player, name, list(data[name]))
        player.provinces = [Province.from_dict(p) for p in data["provinces"]]
        return player


class State:
    """Everything that changes during a game (the log and the set-up live on `Game`)."""

    __slots__ = (
        "active",
        "attack",
        "cards",
        "events_occurred",
        "favor",
        "first",
        "next_pid",
        "notes",
        "phase",
        "players",
        "priority",
        "reason",
        "rng",
        "stack",
        "turn",
        "used",
        "used_game",
        "winner",
    )

    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.cards: dict[int, Card] = {}
        self.players: list[Player] = []
        self.turn = 0
        self.active = 0
        self.phase = "setup"
        self.priority: int | None = None
        # The pipeline of steps (`rules.engine.pipeline`), top last.
        self.stack: list[dict[str, Any]] = []
        # The attack phase under way (`rules.engine.attack`): who attacks whom, the sides,
        # the battle being fought; None outside it.
        self.attack: dict[str, Any] | None = None
        # Abilities used this turn that may be used once a turn ("card iid:ability index"),
        # and those that may be used once a game ("game:card iid:ability index").
        self.used: list[str] = []
        # What may happen once per game per card ("resilient:<iid>").
        self.used_game: list[str] = []
        self.events_occurred: set[str] = set()
        self.favor: int | None = None
        # The seat that went first («Кто будет ходить первым» (Determining Who Starts)), for
        # Courtesy traits ("Courtesy traits do not take effect if you went first").
        self.first: int | None = None
        self.winner: int | None = None
        self.reason = ""
        self.next_pid = 1
        # What happened during the current action, for its log entry (not part of the state).
        self.notes: list[str] = []

    def note(self, text: str) -> None:
        self.notes.append(text)

    def card(self, iid: int) -> Card:
        return self.cards[iid]

    def player(self, seat: int) -> Player:
        return self.players[seat]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def to_dict(self) -> dict[str, Any]:
        return {
            "rng": self.rng.state(),
            "cards": [self.cards[iid].to_dict() for iid in sorted(self.cards)],
            "players": [player.to_dict() for player in self.players],
            "turn": self.turn,
            "active": self.active,
            "phase": self.phase,
            "priority": self.priority,
            "stack": copy.deepcopy(self.stack),
            "attack": copy.deepcopy(self.attack),
            "used": list(self.used),
            "used_game": list(self.used_game),
            "events_occurred": sorted(self.events_occurred),
            "favor": self.favor,
            "first": self.first,
            "winner": self.winner,
            "reason": self.reason,
            "next_pid": self.next_pid,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], cards: dict[str, CardDef]) -> "State":
        state = cls(Rng.from_state(data["rng"]))
        for card_data in data["cards"]:
            card = Card.from_dict(card_data, cards)
            state.cards[card.iid] = card
        state.players = [Player.from_dict(p) for p in data["players"]]
        for name in ("turn", "active", "phase", "priority", "favor"):
            setattr(state, name, data[name])
        state.stack = copy.deepcopy(data["stack"])
        state.attack = copy.deepcopy(data["attack"])
        state.used = list(data["used"])
        state.used_game = list(data.get("used_game", ()))
        state.events_occurred = set(data["events_occurred"])
        state.first = data.get("first")
        state.winner = data["winner"]
        state.reason = data["reason"]
        state.next_pid = data["next_pid"]
        return state


def in_play_ids(state: State, player: Player) -> list[int]:
    """The ids of a player's cards in play: at home with their attachments, then those
    attached to his Provinces."""
    cards = state.cards
    out: list[int] = []
    for iid in player.home:
        out.append(iid)
        out.extend(cards[iid].attachments)
    for province in player.provinces:
        out.extend(province.attachments)
    return out
