"""Cards an effect creates («Токены» — Tokens): "Create a 1F Follower and attach it to your
target Personality" ("Farmlands"), "Create and attach two, or three if the target is a
Commander, 1F Elephant • Nonhuman • Cavalry Followers to him" ("New Cavalry Tactics"),
"Create a +1F/+1C Armor Item and attach it to your target Personality" ("Armorer").

«Некоторые эффекты создают токены солдат, которые одновременно считаются и токенами и
картами»: a created Follower (or Item) is a card in play like a printed one, with the Force,
Chi and keywords the text gives and nothing else printed («Если что-либо относится к
величине, которая не указана ..., эта величина считается равной 0»); its owner is the
player who created it («Владельцем токенов и карт, созданных в процессе игры, является их
создатель»); when it leaves play it leaves the game («Токены никогда не кладут в стопки
отыгранных карт», `ops.leave_play`).

Its definition is named by its key ("created|Follower|1|0|Elephant•Nonhuman•Cavalry"), so a
saved game restores it (`state.Card.from_dict`) without its decks listing it.
"""

from functools import cache

from rules.engine.cards import FOLLOWER, ITEM, PERSONALITY, CardDef
from rules.engine.continuous import has_keyword
from rules.engine.effects import APPLY, Effect, builds
from rules.engine.events import Event, emit
from rules.engine.state import Card, State

CREATE_ATTACH = "create_attach"
PREFIX = "created|"
# The Force of a created card read as it is created: the Focus Value of the card discarded
# for the action's cost ("a Weapon Item with a Force Modifier equal to the discarded card's
# Focus Value", "Never Without a Weapon").
FOCUS = "focus"
KINDS = {"Follower": FOLLOWER, "Item": ITEM, "Personality": PERSONALITY}
# A created Personality enters play in his creator's home, or in his army at the current
# battlefield ("Create a 2F/2C/2PH Ronin Personality on your side at the current
# battlefield"): `what` is "<key>@here".
CREATE_PERSONALITY = "create_personality"
HERE = "@here"
# "Remove him from the game after this battle ends" (of the card just created): `what` ends
# so, and the card carries this mark until then (`ops.end_of_battle_expiry`).
AFTER_BATTLE = "@after_battle"
REMOVE_AFTER_BATTLE = "remove after the battle"
# "with your Clan alignment": a word of the key replaced by the creator's Clan ("Crab Clan")
# as the card is created.
YOUR_CLAN = "your Clan"


def key_for(
    kind: str, force: int, chi: int, keywords: tuple[str, ...], honor: int | None = None
) -> str:
    key = f"{PREFIX}{kind}|{force}|{chi}|{'•'.join(keywords)}"
    return key if honor is None else f"{key}|{honor}"


def is_created(defn: CardDef) -> bool:
    return defn.key.startswith(PREFIX)


@cache
def defn_for(key: str) -> CardDef | None:
    """The definition a created card's key names (None for any other key)."""
    if not key.startswith(PREFIX):
        return None
    kind, force, chi, words, *honor = key[len(PREFIX) :].split("|")
    words = tuple(w for w in words.split("•") if w)
    # "Lion Clan • Samurai": a Clan and a keyword.
    clans = tuple(w.removesuffix(" Clan") for w in words if w.endswith(" Clan"))
    keywords = tuple(w for w in words if not w.endswith(" Clan"))
    f, c = int(force), int(chi)
    # A Follower's Force and Chi ("1F"), an Item's modifiers ("+1F/+1C"), a
    # Personality's Force, Chi and Personal Honor ("2F/2C/3PH").
    follower = f"{f}F" + (f"/{c}C" if c else "")
    stats = follower if kind == "Follower" else f"{f:+d}F/{c:+d}C"
    ph = int(honor[0]) if honor else None
    if kind == "Personality":
        stats = f"{f}F/{c}C/{ph or 0}PH"
    title = " ".join([stats, " • ".join(words), kind]).replace("  ", " ")
    modifier = kind == "Item"
    return CardDef(
        key=key,
        title=f"{title} (created)",
        type=KINDS[kind],
        clans=clans,
        keywords=keywords,
        force=f,
        chi=c if (c or modifier or kind == "Personality") else None,
        force_is_modifier=modifier,
        chi_is_modifier=modifier,
        personal_honor=ph,
    )


def _count(state: State, host: Card, effect: Effect) -> int:
    """How many: `amount`, or more if the Personality has a keyword ("two, or three if the
    target is a Commander"; `what` is "<key>#<keyword>=<count>")."""
    _, _, more = effect.what.removesuffix(AFTER_BATTLE).partition("#")
    if more:
        keyword, _, count = more.partition("=")
        if has_keyword(state, host, keyword):
            return int(count)
    return effect.amount


@builds(CREATE_ATTACH)
def _create_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    from rules.engine.effects_stats import _discards

    assert card is not None
    key = effect.what.partition("#")[0].removesuffix(AFTER_BATTLE)
    count = _count(state, card, effect)
    event = {"event": CREATE_ATTACH, "card": card.iid, "key": key, "count": count, "by": seat}
    event["after_battle"] = effect.what.endswith(AFTER_BATTLE)
    if key.split("|")[2] == FOCUS:
        # Only a card discarded during this resolution counts (`effects_stats._fresh`).
        event |= {"source": source.iid, "seen": _discards(source)}
    return [event]


def _create(state: State, event: Event) -> None:
    host = state.cards[event["card"]]
    key = event["key"]
    if "source" in event:
        from rules.engine.effects_stats import _discarded_focus, _discards

        source = state.cards[event["source"]]
        if _discards(source) <= event["seen"]:
            return
        parts = key.split("|")
        parts[2] = str(_discarded_focus(state, source))
        key = "|".join(parts)
    defn = defn_for(key)
    if defn is None or not host.in_play or host.defn.type != PERSONALITY:
        return
    from rules.engine import ops
    from rules.engine.play import attach_problem

    seat = event["by"]
    for _ in range(event["count"]):
        iid = max(state.cards) + 1
        card = Card(iid, defn, seat)
        # «Солдаты, предметы, заклинания и предки»: it attaches only where it may (one
        # Weapon, one Armor); the effect, not the Personality's player, attaches it, bowed
        # or not.
        problem = attach_problem(state, card, host)
        if problem is not None and problem != f"{host.defn.title} is bowed":
            state.note(f"{defn.title} is not created: {problem}")
            return
        state.cards[iid] = card
        ops.place_attached(state, card, host)
        _mark(state, card, event)
        state.note(f"{state.players[seat].name} creates {defn.title} with {host.defn.title}")
        emit(state, "entered_play", card=iid, by=seat)


APPLY[CREATE_ATTACH] = _create


@builds(CREATE_PERSONALITY, player=True)
def _create_personality_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    key, here, _ = effect.what.removesuffix(AFTER_BATTLE).partition(HERE)
    if YOUR_CLAN in key:
        clans = "•".join(f"{clan} Clan" for clan in state.players[seat].clans)
        key = key.replace(f"•{YOUR_CLAN}", f"•{clans}" if clans else "")
        key = key.replace(YOUR_CLAN, clans)
    event = {"event": CREATE_PERSONALITY, "key": key, "count": effect.amount, "by": seat}
    return [event | {"here": bool(here), "after_battle": effect.what.endswith(AFTER_BATTLE)}]


def _create_personality(state: State, event: Event) -> None:
    from rules.engine import ops

    defn = defn_for(event["key"])
    if defn is None:
        return
    seat = event["by"]
    attack = state.attack
    # "at the current battlefield": in his creator's army there, if he has one in the battle.
    sides = (attack["attacker"], *attack["defenders"]) if attack is not None else ()
    pid = attack["battle"] if event["here"] and attack is not None and seat in sides else None
    for _ in range(event["count"]):
        iid = max(state.cards) + 1
        card = Card(iid, defn, seat)
        state.cards[iid] = card
        ops.place_home(state, card, seat)
        card.battle = pid
        _mark(state, card, event)
        where = " at the current battlefield" if pid is not None else " in their home"
        state.note(f"{state.players[seat].name} creates {defn.title}{where}")
        emit(state, "entered_play", card=iid, by=seat)


APPLY[CREATE_PERSONALITY] = _create_personality


def _mark(state: State, card: Card, event: Event) -> None:
    """A card to be removed from the game as the battle ends (while one is under way)."""
    if event.get("after_battle") and state.attack is not None and state.attack["battle"]:
        card.mods.append(["memo", REMOVE_AFTER_BATTLE, 0, "play"])


def remove_after_battle(state: State, cards: list[Card]) -> None:
    """As the battle ends: the created cards so marked leave the game (`ops`)."""
    from rules.engine import ops

    for card in cards:
        if card.in_play and any(mod[1] == REMOVE_AFTER_BATTLE for mod in card.mods):
            state.note(f"{card.defn.title} is removed from the game as the battle ends")
            ops.leave_play(state, card, ops.REMOVE)
