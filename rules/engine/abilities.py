"""Abilities as declarative records read from a card's text.

«Способности и надписи»: an ability is text after a timing word ("Limited", "Open",
"Battle", "Reaction", "Interrupt", "Engage", with modifiers such as "Political", "Absent",
"Home", "Tireless", "Repeatable" and the costs printed before the colon: ":bow:" bows the
card, ":g2:" costs 2 Gold); everything else in the text box is a trait.

Part 2 of the engine reads from each action its timing and costs (the engine checks and
pays them) and runs these effects: gold production, a duel ("Your target Personality
challenges a target enemy Personality ... Destroy the duel's loser"), a Terrain entering
play, and the battle keywords of `rules.engine.keywords`. Any other effect is "manual": the
engine plays the action, the player carries out its text with the manual operations.
"""

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.engine.absent import absent_body
from rules.engine.cards import HOLDING, STRATEGY, CardDef
from rules.engine.effects import NEGATE, Effect
from rules.engine.targets import Target
from rules.engine.triggers import (
    ANNOUNCED,
    BETWEEN_ROUNDS,
    INTERRUPT,
    Trigger,
    read_implied,
    read_trigger,
)

if TYPE_CHECKING:
    from rules.engine.compiler import Compiled

ACTION_TIMINGS = ("limited", "open", "battle", "engage", "reaction", "interrupt")
MODIFIERS = frozenset({"political", "absent", "home", "tireless", "repeatable"})

PRODUCE = "produce"
MANUAL = "manual"
DUEL = "duel"
TERRAIN = "terrain"
# An effect read whole into targets and effects (`rules.engine.compiler`, or a hand-written
# record in `rules.engine.scripts`), which the engine carries out.
AUTO = "auto"
# Timings whose effect the engine may run when played; Reactions and Interrupts run theirs
# when their trigger is read (`rules.engine.triggers`, played by `rules.engine.reactions`).
_RUNNABLE = frozenset({"limited", "open", "battle", "engage"})
_TRIGGERED = frozenset({"reaction", "interrupt"})
# A triggered trait: no timing word, it happens by itself («Способности и надписи»).
TRAIT = "trait"

_TOKEN = re.compile(r"\s*(,|/|:[a-z0-9•*]+:|[A-Za-z'-]+)")
_GOLD_SYMBOL = re.compile(r":g(\d+):")
_GOLD = re.compile(
    r"^(?:(?::bow:\s*:?|Bow this card\s*:)\s*)?Produce (?P<gold>\d+) Gold\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_CLAN_GOLD = re.compile(
    r"^,\s*or (?P<gold>\d+) Gold if you are an? (?P<clan>[A-Za-z' ]+?) (?:Clan )?player"
    r"(?P<tail>.*)$",
    re.IGNORECASE,
)
_CLAN_TAIL = re.compile(r"^(?:,? and (?:lose|gain) \d+ Honor)?\.?$", re.IGNORECASE)
_ALTERNATIVE = re.compile(r"^,\s*(?:or|plus) \d+ (?:additional )?Gold\b", re.IGNORECASE)
_HONOR = re.compile(r"\band (?P<sign>lose|gain) (?P<honor>\d+) Honor\b", re.IGNORECASE)
# "Produce 2 Gold, which may only pay for one Economic action's cost": Gold that pays for
# some costs only is not offered for the others.
_RESTRICTED_GOLD = re.compile(r"\b(?:may|can) only pay\b", re.IGNORECASE)
_DUEL = re.compile(
    r"^(?:Your target (?:unbowed )?Personality|(?P<self>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)) "
    r"challenges (?:a |another player's )?target (?:enemy |opposing )?Personality\b",
)
# A Terrain's action that only lays it («Местность»), and nothing else the line says is left
# out: "Destroy a Terrain (if able). Put this Terrain into play." (it replaces the one in
# play), "If there are no Terrains at the current battlefield: Put this card into play
# there." (only where there is none: `NO_TERRAIN_FIRST`), "Put this card into play at the
# current battlefield. Destroy all other Terrains.", and "... Take an additional action
# granted by it." (`cardplay._terrain`).
_PUT_TERRAIN = re.compile(
    r"^(?:(?:Destroy a (?:target )?Terrain \(if able\)|Destroy all other Terrains at the "
    r"current battlefield)\.\s+)?Put this (?:Terrain|card) into play(?: there| at the current "
    r"battlefield)?\.(?:\s+(?:Destroy all other Terrains|Take an additional action granted by "
    r"it)\.)?(?:\s+\([^()]*\))?$|"
    r"^If (?:there are no Terrains|there is no Terrain|no Terrain is)(?: in play)? (?:at the "
    r"current battlefield|there)(?::|,) [Pp]ut this (?:Terrain|card) into play there\.$",
    re.IGNORECASE,
)
NO_TERRAIN_FIRST = re.compile(r"^If (?:there are no|there is no|no) Terrains?\b", re.IGNORECASE)
_DESTROY_LOSER = re.compile(r"\bDestroy the (?:duel's )?loser\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability line: its timing words and modifiers, the costs printed before its
    colon, and the effect the engine runs (`effect`), with `body` the text after the colon.

    For gold production: `gold` is produced, or `clan_gold[1]` when the player's Stronghold
    belongs to `clan_gold[0]`; `honor` is gained (or lost, if negative) each time.
    For a duel: `challenger_self` (the card itself challenges), `refusable`, and
    `destroy_loser`."""

    timing: str
    bow: bool
    effect: str
    text: str
    index: int = 0
    timings: tuple[str, ...] = ()
    modifiers: tuple[str, ...] = ()
    body: str = ""
    gold_cost: int = 0
    gold: int = 0
    clan_gold: tuple[str, int] | None = None
    honor: int = 0
    challenger_self: bool = False
    refusable: bool = False
    destroy_loser: bool = False
    strength: int = 0
    # A strength read when the attack or Fear is made (`keywords.variable_keyword`).
    strength_rule: str = ""
    targets: tuple[Target, ...] = ()
    effects: tuple[Effect, ...] = ()
    # The cost bows the Personality the card is attached to ("bow this Shugenja").
    bow_host: bool = False
    # The targets the cost bows: the performer ("Bow your performing Courtier").
    bow_targets: tuple[int, ...] = ()
    # The target performing the action (-1: the card itself, its Personality or the player).
    performer: int = -1
    # "Once per battle, ..." / "Once per game, ..." / "Once per turn, ...".
    limit: str = ""
    # The uses `limit` allows in its period ("Twice per turn, ...": 2).
    times: int = 1
    # A Reaction's, an Interrupt's or a triggered trait's moment.
    trigger: Trigger | None = None
    # A battle keyword's condition ("If you are the Attacker, Melee 2 Attack"), a name in
    # `effects_scripted.CONDITIONS`.
    condition: str = ""
    # A greater strength under a condition ("Fear 2, or Fear 3 if you control a Terrain"):
    # (strength, condition), `keywords.strength` chooses.
    better: tuple[int, str] = (0, "")
    # A cost of any amount of Gold (":gstar:", `rules.engine.variable_cost`).
    gold_star: bool = False

    def gold_for(self, clans: list[str]) -> int:
        if self.clan_gold is not None and self.clan_gold[0] in clans:
            return self.clan_gold[1]
        return self.gold

    @property
    def is_action(self) -> bool:
        return bool(self.timings)

    def has(self, word: str) -> bool:
        return word in self.timings or word in self.modifiers


def split_header(line: str) -> tuple[list[str], str] | None:
    """The words and symbols before an ability's colon, and the text after it; None when
    the line has no such header."""
    at = 0
    words: list[str] = []
    while at < len(line):
        if line[at] == ":" and (at + 1 == len(line) or line[at + 1] == " "):
            return (words, line[at + 1 :].strip()) if words else None
        match = _TOKEN.match(line, at)
        if match is None:
            return None
        token = match.group(1)
        if token not in (",", "/"):
            words.append(token if token.startswith(":") else token.lower())
        at = match.end()
    return None


# A new ability begins inside a line when a sentence opens with an action's header: at most
# five capitalized words or symbols, a timing word among them, then the colon ("Battle,
# :bow:: :ranged: 2. Battle: :fear: 2.", "After this Follower enters play, lose 2 Honor.
# Battle: :fear: 3."). Text in parentheses or quotes (reminder text, a granted ability) is
# never split.
_NEXT_HEADER = re.compile(r"(?:(?:[A-Z][\w'-]*|:[a-z0-9•*]+:)(?:\s*[,/]\s*|\s+)?){1,5}:\s")


def _split_line(line: str) -> list[str]:
    parts: list[str] = []
    start = depth = 0
    quoted = False
    for at, char in enumerate(line):
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(0, depth - 1)
        elif char in '"“”':
            quoted = not quoted
        elif char == " " and line[at - 1] == "." and not depth and not quoted:
            rest = line[at + 1 :]
            header = split_header(rest) if _NEXT_HEADER.match(rest) else None
            if header is not None and any(word in ACTION_TIMINGS for word in header[0]):
                parts.append(line[start:at].strip())
                start = at + 1
    parts.append(line[start:].strip())
    return parts


def text_lines(defn: CardDef) -> list[str]:
    """The card's text line by line, a line holding several abilities split into them."""
    return [
        part
        for raw in defn.text_plain.splitlines()
        if raw.strip()
        for part in _split_line(raw.strip())
        if part
    ]


def _gold_ability(line: str, printed: int | None, index: int) -> Ability | None:
    match = _GOLD.match(line)
    if match is None:
        return None
    rest = match["rest"].strip()
    # A bonus under a condition ("or 4 Gold if ... paying for a Bloodspeaker ...") leaves
    # the base amount; a clan bonus counts only when the clan is its whole condition.
    if not _ALTERNATIVE.match(rest) and _RESTRICTED_GOLD.search(rest):
        return None
    clan = _CLAN_GOLD.match(rest)
    if clan is not None and not _CLAN_TAIL.match(clan["tail"].strip()):
        clan = None
    honor = _HONOR.search(rest)
    amount = int(match["gold"]) if printed is None else printed
    return Ability(
        timing=PRODUCE,
        bow=True,
        effect=PRODUCE,
        text=line,
        index=index,
        gold=amount,
        clan_gold=(clan["clan"].strip(), int(clan["gold"])) if clan else None,
        honor=(int(honor["honor"]) * (1 if honor["sign"].lower() == "gain" else -1))
        if honor
        else 0,
    )


def _effect(defn: CardDef, body: str, timings: tuple[str, ...], index: int) -> dict[str, object]:
    from rules.engine.compiler import compile_body, strip_costs
    from rules.engine.dynasty_events import from_province
    from rules.engine.keywords import RANGED, keyword_effect, variable_keyword
    from rules.engine.scripts import script

    duel = _DUEL.match(body)
    if (
        duel
        and (
            duel["self"] is None or duel["self"].split()[0] in defn.title.replace(",", " ").split()
        )
        # A duel the compiler reads whole, what becomes of its loser included, is run as
        # such (below).
        and not (_RUNNABLE.issuperset(timings) and compile_body(defn, body))
    ):
        return {
            "effect": DUEL,
            "challenger_self": duel["self"] is not None,
            "refusable": "may refuse" in body.lower(),
            # «В обычной дуэли победитель просто уничтожает проигравшего»: unless the card
            # says what becomes of the loser, he is destroyed.
            "destroy_loser": bool(_DESTROY_LOSER.search(body))
            or not re.search(r"\b(?:loser|winner)\b", body, re.IGNORECASE),
        }
    if defn.has_keyword("Terrain") and _PUT_TERRAIN.match(body.strip()):
        return {"effect": TERRAIN}
    if (conditional := _conditional_keyword(defn, body, timings, index)) is not None:
        return conditional
    keyword = keyword_effect(body)
    # A Strategy makes no keyword attack of a card in a unit: its Ranged Attack is compiled.
    if keyword is not None and not (defn.type == STRATEGY and keyword[0] == RANGED):
        return {"effect": keyword[0], "strength": keyword[1], **_better(body)}
    variable = variable_keyword(defn, body) if defn.type != STRATEGY else None
    if variable is not None:
        return {"effect": variable[0], "strength": variable[1], "strength_rule": variable[2]}
    stripped = strip_costs(defn, body)
    # A battle keyword's attack is made once per battle unless it bows its card
    # (`rules.engine.keywords`): a longer limit is not read here.
    if stripped is not None and stripped[0] != body and stripped[3] in ("", "battle"):
        keyword = keyword_effect(stripped[0])
        if keyword is not None:
            shot: dict[str, object] = {
                "effect": keyword[0],
                "strength": keyword[1],
                **_better(stripped[0]),
            }
            if stripped[1]:
                shot["bow" if stripped[1] == "self" else "bow_host"] = True
            return shot | ({"repeatable": True} if stripped[2] else {})
    if _RUNNABLE.issuperset(timings):
        compiled = script(defn.title, index) or compile_body(defn, body)
        if compiled is not None and from_province(compiled.effects):
            return {"effect": MANUAL}
        found = _compiled(compiled)
        # Only an Interrupt negates the event it answers.
        return {"effect": MANUAL} if _negates(found) else found
    if _TRIGGERED.intersection(timings):
        if "interrupt" in timings and (answer := _attack_interrupt(defn, body)) is not None:
            return answer
        return _triggered(defn, body, index, interrupt="interrupt" in timings, action=True)
    return {"effect": MANUAL}


def _better(body: str) -> dict[str, object]:
    from rules.engine.keywords import keyword_better

    better = keyword_better(body)
    return {"better": better} if better is not None else {}


_IF = re.compile(r"^If (?P<cond>[^,:]+)[,:] (?P<rest>.+)$")


def _conditional_keyword(
    defn: CardDef, body: str, timings: tuple[str, ...], index: int
) -> dict[str, object] | None:
    """ "If this Personality is a Lion Clan Samurai: Fear 3.", "If you are the Attacker,
    Melee 2 Attack.", "If this Personality is Cavalry, bow him: Ranged 4 Attack.": a battle
    keyword its card has only while the condition holds."""
    from rules.engine.keywords import FEAR, MELEE, RANGED
    from rules.engine.phrasings.conditions import condition_of

    match = _IF.match(body)
    if match is None or (cond := condition_of(match["cond"])) is None:
        return None
    rest = match["rest"][0].upper() + match["rest"][1:]
    if cond.startswith("this:"):
        rest = re.sub(r"^Bow (?:him|her)\b", "Bow this Personality", rest)
    found = _effect(defn, rest, timings, index)
    if found["effect"] not in (RANGED, MELEE, FEAR):
        return None
    return found | {"condition": cond}


def _compiled(compiled: "Compiled | None") -> dict[str, object]:
    if compiled is None:
        return {"effect": MANUAL}
    found: dict[str, object] = {
        "effect": AUTO,
        "targets": compiled.targets,
        "effects": compiled.effects,
    }
    if compiled.bows_self:
        found["bow"] = True
    if compiled.bows_host:
        found["bow_host"] = True
    if compiled.bows:
        found["bow_targets"] = compiled.bows
    if compiled.performer >= 0:
        found["performer"] = compiled.performer
    if compiled.repeatable:
        found["repeatable"] = True
    if compiled.limit:
        found["limit"] = compiled.limit
    if compiled.times != 1:
        found["times"] = compiled.times
    return found


_TRIGGER_TIMES = re.compile(r"^(?P<times>Twice|Three times) per turn, (?=after )", re.IGNORECASE)
_TRIGGER_COUNTS = {"twice": 2, "three times": 3}


def _triggered(
    defn: CardDef, text: str, index: int = -1, interrupt: bool = False, action: bool = False
) -> dict[str, object]:
    """A Reaction, an Interrupt or a triggered trait whose trigger and effect are both read
    (the effect by a hand-written record for the ability at `index`, if it has one)."""
    from rules.engine.compiler import compile_body
    from rules.engine.scripts import script

    # "Reaction: Twice per turn, after ..." (Memorial): a Reaction is once a turn unless
    # said (`reactions._problem`); the count printed raises that.
    times = _TRIGGER_TIMES.match(text.strip()) if action else None
    if times is not None:
        text = text.strip()[times.end() :]
    read = read_trigger(defn, text)
    if read is None and interrupt and (implied := read_implied(text)) is not None:
        read = (*implied, False)
    if read is None:
        return {"effect": MANUAL}
    trigger, effect, repeatable = read
    written = script(defn.title, index) if index >= 0 else None
    found = _compiled(written or compile_body(defn, effect, trigger.names_a_card))
    if found["effect"] == MANUAL:
        return found
    if not _fits(trigger, found):
        return {"effect": MANUAL}
    if repeatable:
        found["repeatable"] = True
    if times is not None:
        if repeatable or found.get("limit") or found.get("times"):
            return {"effect": MANUAL}
        found["times"] = _TRIGGER_COUNTS[times["times"].lower()]
    return found | {"trigger": trigger}


def _attack_interrupt(defn: CardDef, body: str) -> dict[str, object] | None:
    """A bare Interrupt that changes an attack or Fear of the action it answers ("Interrupt:
    Give a Melee or Ranged Attack +2 strength.", "Interrupt: If the action has any :fear:,
    those effects destroy cards after they bow them."): it answers the announcement of an
    action that makes one (`effects_attacks.BOOST`)."""
    from rules.engine.compiler import compile_body, strip_costs
    from rules.engine.effects_attacks import BOOST
    from rules.engine.triggers import ANY, YOURS

    stripped = strip_costs(defn, body)
    if stripped is None or read_trigger(defn, stripped[0]) is not None:
        return None
    found = _compiled(compile_body(defn, body))
    effects = found.get("effects")
    if found["effect"] == MANUAL or not isinstance(effects, tuple):
        return None
    boosts = [e for e in effects if e.op == BOOST]
    if len(boosts) != 1:
        return None
    kinds = boosts[0].kinds  # type: ignore[attr-defined]
    # The word every such action is called by (`cardplay.action_words`).
    word = "fear" if kinds == ("fear",) else kinds[0] if len(kinds) == 1 else "attack"
    actor = (
        YOURS if re.search(r"\byour (?::ranged:|:melee:|:fear:|Ranged|Melee|Fear)", body) else ANY
    )
    trigger = Trigger(ANNOUNCED, INTERRUPT, ANY, actor=actor, words=(word,))
    return found | {"trigger": trigger}


def _negates(found: dict[str, object]) -> list[str]:
    """The kinds of events an ability's effects negate."""
    effects = found.get("effects")
    if not isinstance(effects, tuple):
        return []
    return [effect.what for effect in effects if effect.op == NEGATE]


def _fits(trigger: Trigger, found: dict[str, object]) -> bool:
    """Whether the effect can happen at the trigger's moment: "Negate the destruction" only
    before a destruction (its interrupt window); an additional action only while a round of
    actions is under way, which a phase's or a turn's beginning or end is not."""
    from rules.engine.effects_battle import EXTRA_ACTION, EXTRA_BATTLE_ACTION

    for negated in _negates(found):
        if negated != trigger.event or (negated != ANNOUNCED and trigger.timing != INTERRUPT):
            return False
    effects = found.get("effects")
    # "Negate the loss": only before a gain or loss of Honor (`rules.engine.honor`).
    negates_honor = isinstance(effects, tuple) and any(e.op == "honor_zero" for e in effects)
    if negates_honor and (trigger.event != "honor" or trigger.timing != INTERRUPT):
        return False
    # "The Fear action destroys any cards it bows": only before a Fear (`keywords`).
    kills = isinstance(effects, tuple) and any(e.op == "fear_kills" for e in effects)
    if kills and (trigger.event != "fear" or trigger.timing != INTERRUPT):
        return False
    # "After a battle's resolution, if this card is at the current battlefield": no battle is
    # current once one has resolved (`attack.after_battle`), so the condition would never
    # hold (`phrasings.here_conditions`): left to the player.
    here = "self_at_current_battlefield"
    if (
        trigger.event == "battle_resolved"
        and isinstance(effects, tuple)
        and any(getattr(effect, "cond", "") == here for effect in effects)
    ):
        return False
    extra = isinstance(effects, tuple) and any(
        effect.op in (EXTRA_ACTION, EXTRA_BATTLE_ACTION) for effect in effects
    )
    return not (extra and trigger.event in BETWEEN_ROUNDS)


def _after_restrictions(line: str) -> str | None:
    """The rest of a trait line after its leading attachment restrictions, if it has any."""
    from rules.engine.continuous import sentences
    from rules.engine.restrictions import parse_restriction

    parts = sentences(line)
    lead = 0
    while lead < len(parts) - 1 and parse_restriction(parts[lead]) is not None:
        lead += 1
    return " ".join(parts[lead:]) if lead else None


def _after_traits(defn: CardDef, line: str) -> str | None:
    """The rest of a trait line from its first trigger, when every sentence before it is a
    trait the engine applies by itself ("Infantry Personalities opposing Naleesh have -1F.
    After you Recruit a Personality during battle, gain 1 Honor.")."""
    from rules.engine.continuous import sentences
    from rules.engine.coverage import trait_sentence_handled

    parts = sentences(line)
    for lead in range(1, len(parts)):
        if not trait_sentence_handled(parts[lead - 1], defn):
            return None
        rest = " ".join(parts[lead:])
        if read_trigger(defn, rest) is not None:
            return rest
    return None


def _trait(defn: CardDef, line: str, index: int) -> Ability | None:
    """A trait line that is a trigger and an effect ("After this Personality is destroyed,
    lose 2 Honor."), or an Event's text printed without its trigger (what happens as it is
    revealed, `rules.engine.dynasty_events`); those that only change Honor as the card
    enters play are applied when it enters play (`rules.engine.events.enter_play_honor`)."""
    from rules.engine.dynasty_events import REVEAL, reveals_whole
    from rules.engine.events import enter_play_honor

    if enter_play_honor(line, equipped=True):
        return None
    found = _triggered(defn, line, index)
    if found["effect"] == MANUAL and (rest := _after_restrictions(line)) is not None:
        # "Can only attach to a Scorpion Clan Personality. After you Equip this Item, another
        # player loses 2 Honor.": the restriction holds wherever it is printed
        # (`rules.engine.restrictions`); the trigger is the rest of the line.
        found = _triggered(defn, rest, index)
    if found["effect"] == MANUAL and (rest := _after_traits(defn, line)) is not None:
        # "Will not join a player whose Wind is The Kanpeki Dynasty. After a Dark Virtue ...
        # action resolves, ...": the leading traits are applied from the text wherever it is
        # (`rules.engine.coverage`); the trigger is the rest of the line.
        found = _triggered(defn, rest, index)
    if found["effect"] == MANUAL and reveals_whole(defn, line):
        from rules.engine.compiler import compile_body

        found = _compiled(compile_body(defn, line)) | {"trigger": REVEAL}
    # A cost in a trait ("bow this card to ...") would be a choice: left to the player.
    costs = ("bow", "bow_host", "bow_targets")
    if found["effect"] == MANUAL or any(found.get(cost) for cost in costs):
        return None
    repeatable = found.pop("repeatable", False)
    return Ability(
        timing=TRAIT,
        bow=False,
        text=line,
        index=index,
        modifiers=("repeatable",) if repeatable else (),
        body=line,
        **found,  # type: ignore[arg-type]
    )


def parse_abilities(defn: CardDef) -> tuple[Ability, ...]:
    abilities: list[Ability] = []
    traits: list[str] = []
    for line in text_lines(defn):
        index = len(abilities)
        gold = _gold_ability(line, defn.gold_production, index)
        if gold is not None:
            abilities.append(gold)
            continue
        header = split_header(line)
        words, body = header if header is not None else ([], line)
        timings = tuple(word for word in ACTION_TIMINGS if word in words)
        if words[:1] in (["before"], ["after"], ["when"]):
            # "Before this battle resolves: ..." is a moment, not a Battle action's header.
            timings = ()
        if not timings and "invest" in words[:1]:
            from rules.engine.invest import invest_ability

            invest = invest_ability(defn, line, index)
            if invest is not None:
                abilities.append(invest)
                continue
        if not timings:
            traits.append(line)
            continue
        gold_cost = sum(int(m) for w in words for m in _GOLD_SYMBOL.findall(w))
        absent = absent_body(body) if "battle" in timings else None
        if absent is not None:
            body = absent
        effect = _effect(defn, body, timings, index)
        modifiers = MODIFIERS.intersection(words)
        if absent is not None:
            modifiers = modifiers | {"absent"}
        if effect.pop("repeatable", False):
            modifiers = modifiers | {"repeatable"}
        bow = bool(effect.pop("bow", False))
        abilities.append(
            Ability(
                timing="/".join(sorted(timings)),
                bow=bow
                or ":bow:" in words
                or (body.lower().startswith("bow this") and not effect.get("bow_host")),
                text=line,
                index=index,
                timings=timings,
                modifiers=tuple(sorted(modifiers)),
                body=body,
                gold_cost=gold_cost,
                gold_star=":gstar:" in words,
                **effect,  # type: ignore[arg-type]
            )
        )
    if (
        defn.type == HOLDING
        and defn.gold_production
        and not any(a.effect == PRODUCE for a in abilities)
    ):
        abilities.append(
            Ability(
                timing=PRODUCE,
                bow=True,
                effect=PRODUCE,
                text=f"Produce {defn.gold_production} Gold",
                index=len(abilities),
                gold=defn.gold_production,
            )
        )
    # Triggered traits come last, so that the actions keep their numbers.
    for line in traits:
        trait = _trait(defn, line, len(abilities))
        if trait is not None:
            abilities.append(trait)
    return tuple(abilities)


# By the CardDef's identity (hashing a CardDef hashes every field); the CardDef is kept in
# the entry so that its id is never reused while the entry lives.
_CACHE: dict[int, tuple[CardDef, tuple[Ability, ...], tuple[Ability, ...]]] = {}


def _parsed(defn: CardDef) -> tuple[CardDef, tuple[Ability, ...], tuple[Ability, ...]]:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        every = parse_abilities(defn)
        found = _CACHE[id(defn)] = (defn, every, tuple(a for a in every if a.is_action))
    return found


def abilities(defn: CardDef) -> tuple[Ability, ...]:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        found = _parsed(defn)
    return found[1]


def actions_of(defn: CardDef) -> tuple[Ability, ...]:
    """The abilities that are actions (timed), in the card's order (asked for every card
    on every decision: the cache is looked up here rather than through `_parsed`)."""
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        found = _parsed(defn)
    return found[2]


def gold_ability(defn: CardDef) -> Ability | None:
    for ability in abilities(defn):
        if ability.effect == PRODUCE:
            return ability
    return None
