"""Rules a card's own text sets for it, read once per card («Способности и надписи»): what
battle resolution does not bow, what Ranged Attacks may not target or target weaker, two
Weapons or one Follower, challenges not refused or never made, ties won, Fear negated, a
larger hand, removal from the game instead of the
discard pile. Each is obeyed where its rule lives (attack, keywords, play, duel, phases,
ops); this module only reads the text.
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rules.engine.cards import (
    ATTACHMENT_TYPES,
    HOLDING,
    PERSONALITY,
    REGION,
    SENSEI,
    STRONGHOLD,
    CardDef,
)

SELF = "self"
UNIT = "unit"
FOLLOWERS = "followers"
HOST = "host"  # "this Personality" on an attachment: the one it is on

_NAME = r"(?P<who>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?|this Personality|this Follower|this card)"
_NO_BOW = (
    re.compile(rf"^Battle resolution does not bow (?:cards in this unit|{_NAME})\.?$"),
    re.compile(rf"^{_NAME} does not bow from battle resolution\.?$", re.IGNORECASE),
)
_ONE = _NAME.replace("?P<who>", "?P<one>")
_NO_RANGED = re.compile(
    rf"^Ranged Attacks (?:may not|cannot) target (?:cards in (?:this|{_NAME}'s) unit|{_ONE})\.?$"
)
_NO_RANGED_FOLLOWERS = re.compile(
    r"^Ranged Attacks may not target (?P<who>[A-Z][\w-]*(?: [A-Z][\w-]*)?)'s Followers\.?$"
)
_KINDS = r"(?:Fear effects|Melee Attacks|Ranged Attacks)"
_PENALTY = re.compile(
    rf"^(?P<kinds>{_KINDS}(?:,? (?:and )?{_KINDS})*) targeting "
    rf"(?:cards in this unit|{_NAME}) have (?P<n>-\d+) strength\.?$"
)
# "Fear effects, Melee Attacks, and Ranged Attacks targeting your Crab Clan Personalities in
# Kisada's army have -1 strength" (Hida Kisada): ARMY, the Personalities of his player with
# those traits at his location.
_ARMY_PENALTY = re.compile(
    rf"^(?P<kinds>{_KINDS}(?:,? (?:and )?{_KINDS})*) targeting your "
    r"(?P<traits>[A-Z][\w-]*(?: [A-Z][\w-]*)*) Personalities in "
    rf"{_NAME}'s army have (?P<n>-\d+) strength\.?$"
)
ARMY = "army:"
_NO_DISHONOR = re.compile(rf"^{_NAME} will not be dishonored\.?$")
_NO_DYNASTY = re.compile(
    r"^This [Pp]rovince does not hold Dynasty cards(?: \(do not refill it\))?\.?$"
)
_NO_ATTACK = re.compile(rf"^{_NAME} (?:cannot|will not) attack(?P<defend> or defend)?\.?$")
_TWO_WEAPONS = re.compile(rf"^(?:{_NAME} )?[Mm]ay attach two Weapons\.?$")
_NO_REFUSE = re.compile(rf"^{_NAME} will not refuse challenges\.?$")
_NO_FEAR = re.compile(
    r"^Negate Fear effects (?:upon|targeting) (?P<what>this Follower|this card|Followers in this "
    r"unit|cards in this unit)\.?$"
)
_WINS_TIES = re.compile(
    rf"^If scores are tied in a duel involving {_NAME}, (?:he|she|it) wins the duel\.?$"
)
# "This Personality will not issue challenges." (on him, or on an attachment: the Personality
# it is on), "Will not issue challenges.": he is never a challenger.
_NO_CHALLENGE = re.compile(rf"^(?:{_NAME} )?[Ww]ill not issue challenges\.?$")
# "Will not attach Followers or issue challenges." (Doji Tanitsu): the challenges here, the
# attachments in `rules.engine.restrictions`.
_NO_CHALLENGE_ATTACH = re.compile(
    rf"^(?:{_NAME} )?[Ww]ill not attach [A-Za-z -]+? or issue challenges\.?$"
)
_NO_DUEL = re.compile(rf"^(?:{_NAME} )?[Ww]ill not challenge or be challenged\.?$")
_ONE_FOLLOWER = re.compile(rf"^{_NAME} will not attach more than one Follower\.?$")
_CHEAPER = re.compile(
    rf"^(?:(?:This Holding|{_NAME}) enters|Enters) play (?:for|paying) "
    r"(?:(?P<n>\d+) less Gold|:g(?P<g>\d+): less) if you are "
    r"(?:an? )?(?P<clans>[A-Z][\w'-]*(?: (?:(?!Player\b)[A-Z][\w'-]*|of))*"
    r"(?: or (?:an? )?[A-Z][\w'-]*(?: (?:(?!Player\b)[A-Z][\w'-]*|of))*)*)(?: [Pp]layer)?\.?$"
)
# "Attaches to a Crab Clan Personality paying 2 less Gold", "... to a Monk ...", "... to an
# Air Shugenja for 1 less Gold": every word a trait the Personality must have.
_ATTACH_LESS = re.compile(
    r"^(?:Attaches|Equips) to an? (?P<what>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*?) (?:paying|for) "
    r"(?:(?P<n>\d+) less Gold|:g(?P<g>\d+): less)\.?$"
)
# "Will only enter play if you are a Crab Clan player."; "Will not join a player with 4 or
# higher Family Honor."
_ONLY_JOINS = re.compile(
    r"^(?:Will only (?:enter play if you are|join)|May only be Recruited by) an? "
    r"(?P<clan>[A-Z][\w'-]*) Clan player\.?$"
)
_LOW_HONOR = re.compile(
    r"^Will not join a player with (?P<n>-?\d+) or (?:higher|more) Family Honor\.?$"
)
_NOT_JOIN = re.compile(
    rf"^(?:{_NAME} )?[Ww]ill not (?:join|be controlled by) (?:an? )?(?P<clan>[A-Z][\w'-]*"
    r"(?: of [A-Z][\w'-]*)?)(?: Clan)? player\.?$"
)
# Who a card joins, and when it enters play («Ввод карт в игру» (Bringing Cards into
# Play)): "Will not join a player whose Wind is The Kanpeki Dynasty.", "Will only join a
# player whose Wind is Kano's Alliance.", "Will not join a player with a Wind.", "Will not
# join a player that controls any Shadowlands cards.", "Will only join a player with Dangai
# Sensei.", "Will not enter play unless you control a Courtier.", "Will not enter play if
# your Family Honor is 1 or higher.", "Will not enter play unless you control the Ring of
# Air."
_JOIN_RULE = re.compile(
    r"^(?:Will (?:(?P<join>not|only) join a player (?P<player>.+?)|not enter play "
    r"(?P<when>unless|if) (?P<you>.+?))|May (?P<recruited>only) be Recruited by a player "
    r"(?P<by>.+?)|You may (?P<may>not) Recruit (?:this (?:Holding|Personality|card)|"
    r"(?P<who>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)) (?P<mayif>if|unless) (?P<you2>.+?))\.?$"
)
_OF_PLAYER = (
    (re.compile(r"^whose (?P<what>Wind|Stronghold|Sensei) is (?P<value>[A-Z].*)$"), ""),
    (re.compile(r"^with (?P<value>a Wind)$"), "any wind"),
    (re.compile(r"^with (?P<value>[A-Z][\w' -]* Sensei)$"), "sensei"),
    (re.compile(r"^(?:that|who) controls (?P<value>(?:any |an? |one or more ).+)$"), "control"),
)
_OF_YOU = (
    (re.compile(r"^your Wind is (?P<value>any)$"), "any wind"),
    (re.compile(r"^your (?P<what>Wind|Stronghold|Sensei) is (?P<value>[A-Z].*)$"), ""),
    (re.compile(r"^you control the (?P<value>[A-Z].*)$"), "control title"),
    (re.compile(r"^you control (?P<value>(?:any |an? |one or more ).+)$"), "control"),
    (
        re.compile(r"^your Family Honor is (?P<value>-?\d+) or (?:higher|greater|more)$"),
        "honor at least",
    ),
    (re.compile(r"^your Family Honor is (?P<value>-?\d+) or (?:lower|less)$"), "honor at most"),
)
JOIN_TESTS = ("wind", "stronghold", "sensei", "any wind", "control", "control title")
JOIN_TESTS += ("honor at least", "honor at most")


def controlled(value: str) -> str:
    """The description in "any Shadowlands cards", "one or more Ports" (an article is read
    with it)."""
    return re.sub(r"^(?:any|one or more) ", "", value)


def _join_rule(match: re.Match[str]) -> tuple[bool, str, str] | None:
    """(wanted, what, value): the test a player must pass (`wanted` True) or fail."""
    if match["join"]:
        wanted, text, forms = match["join"] == "only", match["player"], _OF_PLAYER
    elif match["recruited"]:
        wanted, text, forms = True, match["by"], _OF_PLAYER
    elif match["may"]:
        # "You may not Recruit Tohiro if you have a Wind."
        you = re.sub(r"^you have a Wind$", "your Wind is any", match["you2"])
        wanted, text, forms = match["mayif"] == "unless", you, _OF_YOU
    else:
        wanted, text, forms = match["when"] == "unless", match["you"], _OF_YOU
    for pattern, what in forms:
        found = pattern.match(text)
        if found is None:
            continue
        what = what or found["what"].lower()
        value = found["value"]
        if what == "control":
            from rules.engine.gold import read_kinds

            if read_kinds(controlled(value)) is None:
                return None
        return wanted, what, value
    return None


# "After you Recruit this Holding from a Province, refill the Province face-up.", "After you
# Recruit Dorai from a Province, refill it face-up."
_REFILL_UP = re.compile(
    r"^After (?:you Recruit (?:this Holding|this Personality|(?P<who>[A-Z][\w'-]*(?: "
    r"[A-Z][\w'-]*)?))|this Holding enters play) from a Province, refill (?:it|the Province|"
    r"that Province) face-up\.?$"
)
# A Region's rules for the Province it lies in («Типы карт (детальное описание)» (Card Types in
# Detail), Regions): "Holdings in this Province enter play for 3 less Gold.", "Market and Port
# Holdings enter play from this Province for 1 less Gold, to a minimum of 1.", "Personalities with a
# Clan Alignment other than your own will not enter play from this Province.", "Ignore Honor
# Requirements of Personalities entering play from this Province.", "Once per turn, after bringing a
# Personality into play from this Province, refill it face-up."
_PROVINCE_COST = re.compile(
    r"^(?P<what>[A-Z][\w' ]+?) (?:in this Province enter play|enter play from this Province) "
    r"for (?P<n>\d+) less Gold(?:, to a minimum of (?P<min>\d+))?\.?$"
)
_PROVINCE_OTHER_CLANS = re.compile(
    r"^Personalities with a Clan Alignment other than your own will not enter play from this "
    r"Province\.?$"
)
# A Stronghold's: "You cannot Recruit Monks with another Clan Alignment."
_NO_OTHER_CLAN_RECRUIT = re.compile(
    r"You cannot Recruit (?P<kw>[A-Z][a-z]+?)s with another Clan Alignment\.?$"
)
_PROVINCE_NO_HONOR = re.compile(
    r"^Ignore Honor Requirements of Personalities entering play from this Province\.?$"
)
_PROVINCE_REFILL = re.compile(
    r"^(?P<once>Once per turn, a)?(?(once)|A)fter bringing a Personality into play from this "
    r"Province, refill it face-up\.?$"
)
# "You begin the game with three Provinces." (a Stronghold's or a Sensei's).
_PROVINCES = re.compile(
    r"^You begin the game with (?P<n>one|two|three|four|five|six) Provinces\.?$"
)
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
# "You may only play one copy of Trade Embargo per turn.", "You may only play one Costly
# Alliance per turn."
_ONE_PER_TURN = re.compile(r"^You may only play one (?:copy of )?(?P<title>.+?) per turn\.?$")
# "You may use your Stronghold's abilities twice per turn." (Bayushi Nitoshi)
_STRONGHOLD_TWICE = re.compile(r"^You may use your Stronghold's abilities twice per turn\.?$")
# "You may only have one copy of Counting House in play." (each player).
_ONE_COPY = re.compile(r"^You may only have one copy of (?P<title>.+?) in play\.?$")
# "Enters play unbowed.", "This Holding enters play unbowed." (a Holding recruited enters
# play bowed, «Типы карт (детальное описание)» (Card Types in Detail), Holdings).
_UNBOWED = re.compile(r"^(?:This (?:Holding|card|Fortification) enters|Enters) play unbowed\.?$")
_NO_TRANSFER = re.compile(
    r"^(?:This card |This Item |This Follower )?[Ww]ill not be transferred\.?$"
)
_ONE_HANDED = re.compile(r"^\(?Kensai may attach two One-Handed Weapons\.\)?$")
_BOWED = re.compile(
    r"^This (?:card|Holding|Fortification|Personality|Follower|Item|Region) enters play bowed\.?$"
)
_NO_DEFEND = re.compile(
    rf"^{_NAME} (?:may not assign, and will not move, into a defending army|will not defend)\.?$"
)
# "Satsu may not assign, and will not move, into an attacking army." (Togashi Satsu),
# "May not assign, and will not move, into an attacking army." (Sanshu Denki).
_NO_ATTACKING_ARMY = re.compile(
    rf"^(?:{_NAME} )?[Mm]ay not assign, and will not move, into an attacking army\.?$"
)
_NOT_RING = re.compile(
    r"^(?:This card |This Ring )?[Dd]oes not count towards? an Enlightenment Victory\.?$"
)
_HAND = re.compile(r"^(?P<who>You|Other players) have (?P<n>[+-]\d+) maximum hand size\.?$")
# "Other players' maximum hand sizes are increased by 1." (Asahina Tsugio), "Your maximum
# hand size is increased by one." (Kazehime): the same, as `_HAND`.
_HAND_INCREASED = re.compile(
    r"^(?P<who>Your|Other players') maximum hand sizes? (?:is|are) "
    r"(?P<dir>increased|reduced|decreased) by (?P<n>\d+|one|two)\.?$"
)
# "Increase by 1 all Force bonuses Saiyuki receives (for the duration of the Force bonus)."
# («Стоимость и эффекты»: a bonus lasts as its effect says; the increase lasts with it).
_MORE_FORCE = re.compile(
    rf"^Increase by (?P<n>\d+) all Force bonuses {_NAME} receives"
    r"(?: \(for the duration of the Force bonus\))?\.?$"
)
# «каждый командир может иметь только одно оружие»: "Does not count towards a Personality's
# maximum number of Weapons." ("Ancestral Armor of the Spider Clan", `play.attach_problem`).
_UNCOUNTED = re.compile(
    r"^(?:This (?:Item|card) )?[Dd]oes not count towards? a Personality's maximum number of "
    r"(?P<kind>Weapon|Armor)s\.?$"
)
_REMOVED = re.compile(
    r"^After this (?:Personality|card) is destroyed, remove it from the game"
    r"(?:; it may not be Recruited again)?\.?$"
)

# "If this Personality is ever not Shadowlands, destroy this Ancestor.", "If this Personality
# ever has 0 Personal Honor: Destroy him.", "If this Personality is ever attacking, destroy
# this Follower."
_EVER = re.compile(
    rf"^If {_NAME} (?:is ever (?P<not>not )?(?:an? )?(?P<what>[A-Z][\w'-]*(?: Clan)?|attacking|"
    r"defending|dishonorable|bowed)|ever has (?P<ph>\d+) Personal Honor)[,:] [Dd]estroy "
    r"(?P<victim>this Ancestor|this card|this Follower|this Item|him|her|it)\.?$"
)

RANGED = "Ranged Attacks"
MELEE = "Melee Attacks"
FEAR = "Fear effects"

# "Your Ranged Attacks have +1 strength.", "Other players' Ranged Attacks have -1 strength."
# (Higher Ground, a Terrain; Yoritomo Naizen): the attacks its controller, or every other
# player, makes while the card is in play.
_ATTACK_MODIFIER = re.compile(
    r"^(?P<who>Your|Other players?'s?) (?P<kind>Ranged|Melee) Attacks have "
    r"(?P<n>[+-]\d+) strength\.?$"
)
YOURS = "yours"
OTHERS = "others"


def attack_modifier(sentence: str) -> tuple[str, str, int] | None:
    """(kind, whose attacks, amount) of a sentence changing the strength of a player's
    attacks ("Your Ranged Attacks have +1 strength."), or None."""
    match = _ATTACK_MODIFIER.match(sentence.strip())
    if match is None:
        return None
    kind = RANGED if match["kind"] == "Ranged" else MELEE
    return kind, YOURS if match["who"] == "Your" else OTHERS, int(match["n"])


def attack_modifiers(defn: CardDef) -> tuple[tuple[str, str, int], ...]:
    """The attack strength modifiers `defn`'s text prints, line by line, sentence by sentence."""
    found = []
    for line in defn.text_plain.splitlines():
        for sentence in re.split(r"(?<=\.)\s+", line.strip()):
            read = attack_modifier(sentence)
            if read is not None:
                found.append(read)
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Traits:
    """`no_bow`: battle resolution does not bow this card (SELF) or its unit (UNIT);
    `no_ranged`: Ranged Attacks may not target it (SELF), its unit (UNIT) or a
    Personality's Followers (FOLLOWERS); `penalties`: (kind, scope, amount) for attacks
    and Fear targeting it or its unit (ARMY + traits: its player's Personalities with those
    traits in its army); `no_fear`: Fear is negated upon it (SELF), upon the
    Followers (FOLLOWERS) or every card (UNIT) of its unit; `cheaper`: it enters play for
    this much less Gold for a player of one of these Clans; `attach_less`: it attaches to a
    Personality with all these traits (a Clan, "Monk") for this much less; `never_joins`: a
    player of this Clan; `no_defend`: it never joins a defending army ("will not defend");
    `no_transfer`: it is never moved to another Personality; `no_challenge`: it (SELF) or
    the Personality it is attached to (HOST) "will not issue challenges"; `one_handed`: a
    Kensai's two Weapons must both be One-Handed; `enters_bowed`; `no_enlightenment`: a Ring
    that does not count toward an Enlightenment Victory."""

    no_bow: str = ""
    no_ranged: str = ""
    penalties: tuple[tuple[str, str, int], ...] = ()
    two_weapons: bool = False
    no_refuse: bool = False
    no_fear: str = ""
    wins_ties: bool = False
    no_duel: bool = False
    one_follower: bool = False
    cheaper: tuple[int, tuple[str, ...]] = (0, ())
    attach_less: tuple[int, tuple[str, ...]] = (0, ())
    never_joins: str = ""
    no_defend: bool = False
    no_transfer: bool = False
    one_handed: bool = False
    enters_bowed: bool = False
    no_enlightenment: bool = False
    hand_size: int = 0
    # "Other players have -1 maximum hand size." (The Shadowed Estate of the Scorpion)
    others_hand_size: int = 0
    removed_when_destroyed: bool = False
    ever: tuple[str, str] = ("", "")
    no_dishonor: str = ""
    no_challenge: str = ""
    only_joins: str = ""
    no_attack: str = ""
    no_dynasty: bool = False
    honor_below: int | None = None
    # Each Force bonus the card receives is this much larger (`ops.add_bonus`).
    more_force: int = 0
    # "Weapon" or "Armor": the Item does not count towards a Personality's one of that kind.
    uncounted: str = ""
    # (wanted, what, value): a test of `JOIN_TESTS` the player it joins must pass (wanted)
    # or fail, checked as it is recruited or attached (`play.joining_problem`).
    join_rules: tuple[tuple[bool, str, str], ...] = ()
    one_copy: bool = False
    enters_unbowed: bool = False
    refill_face_up: bool = False
    one_per_turn: bool = False
    stronghold_twice: bool = False
    # A Stronghold's keyword ("Monk"): its player cannot Recruit a Personality with that
    # keyword and a Clan Alignment other than the player's (`play.recruit_problem`).
    own_clan_recruits: str = ""
    # A Region's, for its Province: (less Gold, of what, to a minimum of) as cards enter play
    # from it; no Personality of another Clan from it; no Honor Requirement; refill face-up
    # after a Personality ("always" or "once" a turn).
    province_cost: tuple[int, str, int] = (0, "", 0)
    province_own_clan: bool = False
    province_no_honor: bool = False
    province_refill: str = ""
    provinces: int = 0

    def __bool__(self) -> bool:
        # `traits` gives NONE itself for a card without traits: asked often, this is quick.
        return self is not NONE and self != NONE


NONE = Traits()


def _names(defn: CardDef) -> set[str]:
    words = defn.title.replace(",", " ").split()
    return set(words) | {" ".join(words[:2])} | set(defn.personality_name.split())


def _who(match: re.Match[str], defn: CardDef, unit: str = UNIT, host: bool = False) -> str | None:
    """SELF for the card's own name ("this Personality" on a Personality), `unit` for "cards
    in this unit" (no name), HOST for "this Personality" on an attachment (where `host` is
    read), None for another card's name."""
    who = match["who"] if "who" in match.re.groupindex else None
    if who is None:
        return unit
    if who.lower() in ("this card", "this follower") or (
        who.lower() == "this personality" and defn.type == PERSONALITY
    ):
        return SELF
    if who.lower() == "this personality" and defn.type in ATTACHMENT_TYPES and host:
        return HOST
    return SELF if who in _names(defn) else None


def parse_trait(sentence: str, defn: CardDef) -> Traits | None:
    # "Ranged attacks targeting ..." as printed on some cards.
    sentence = re.sub(r"\b(Ranged|Melee) attacks\b", r"\1 Attacks", sentence.strip())
    sentence = sentence.replace("Melee and Ranged Attacks", "Melee Attacks and Ranged Attacks")
    # The icons (":fear:, :melee:, and :ranged: targeting ...") as words; "Other players'"
    # attacks and Fear are all there are at a card (each targets an opposing card).
    sentence = re.sub(
        r":(fear|melee|ranged):",
        lambda m: {"fear": FEAR, "melee": MELEE, "ranged": RANGED}[m[1]],
        sentence,
    )
    sentence = re.sub(rf"^Other players' (?={_KINDS})", "", sentence)
    sentence = sentence.replace(" targeting a card in this unit ", " targeting cards in this unit ")
    for pattern in _NO_BOW:
        if match := pattern.match(sentence):
            scope = _who(match, defn)
            return Traits(no_bow=scope) if scope else None
    if match := _NO_RANGED_FOLLOWERS.match(sentence):
        mine = _who(match, defn) == SELF and defn.type == PERSONALITY
        return Traits(no_ranged=FOLLOWERS) if mine else None
    if match := _NO_RANGED.match(sentence):
        if match["who"] is not None:
            # "cards in Shara's unit": her own.
            scope = UNIT if _who(match, defn) == SELF else None
        elif match["one"] is not None:
            scope = _who(re.match(_NAME, match["one"]), defn, host=True)  # type: ignore[arg-type]
        else:
            scope = UNIT
        return Traits(no_ranged=scope) if scope else None
    if match := _PENALTY.match(sentence):
        scope = _who(match, defn, host=True)
        if scope is None:
            return None
        kinds = re.findall(_KINDS, match["kinds"])
        return Traits(penalties=tuple((kind, scope, int(match["n"])) for kind in kinds))
    if (match := _ARMY_PENALTY.match(sentence)) and _who(match, defn) == SELF:
        kinds = re.findall(_KINDS, match["kinds"])
        scope = ARMY + match["traits"]
        return Traits(penalties=tuple((kind, scope, int(match["n"])) for kind in kinds))
    if match := _TWO_WEAPONS.match(sentence):
        return Traits(two_weapons=True) if _who(match, defn, SELF) == SELF else None
    if match := _NO_REFUSE.match(sentence):
        return Traits(no_refuse=True) if _who(match, defn) == SELF else None
    if match := _NO_FEAR.match(sentence):
        what = match["what"]
        scope = SELF if what.startswith("this") else FOLLOWERS if "Followers" in what else UNIT
        return Traits(no_fear=scope)
    if match := _WINS_TIES.match(sentence):
        return Traits(wins_ties=True) if _who(match, defn) == SELF else None
    if match := _NO_DUEL.match(sentence):
        return Traits(no_duel=True) if _who(match, defn, SELF) == SELF else None
    if match := _ONE_FOLLOWER.match(sentence):
        return Traits(one_follower=True) if _who(match, defn) == SELF else None
    if (match := _CHEAPER.match(sentence)) and (match["who"] is None or _who(match, defn) == SELF):
        clans = tuple(
            re.sub(r"^an? ", "", c.strip()).removesuffix(" Clan").removesuffix(" Horde")
            for c in match["clans"].split(" or ")
        )
        return Traits(cheaper=(int(match["n"] or match["g"]), clans))
    if match := _ATTACH_LESS.match(
        re.sub(r":(air|earth|fire|water|void):", lambda m: m[1].capitalize(), sentence)
    ):
        words = [w for w in match["what"].split() if w not in ("Clan", "Personality")]
        less = int(match["n"] or match["g"])
        return Traits(attach_less=(less, tuple(words))) if words else None
    # Checked as a card is recruited or attached (`play.joining_problem`).
    joins = defn.type in (PERSONALITY, HOLDING, *ATTACHMENT_TYPES)
    if joins and (match := _ONLY_JOINS.match(sentence)):
        return Traits(only_joins=match["clan"])
    if joins and (match := _LOW_HONOR.match(sentence)):
        return Traits(honor_below=int(match["n"]))
    if (
        joins
        and (match := _JOIN_RULE.match(sentence))
        and (match["who"] is None or _who(match, defn) == SELF)
    ):
        rule = _join_rule(match)
        return Traits(join_rules=(rule,)) if rule is not None else None
    if (match := _ONE_COPY.match(sentence)) and match["title"] == defn.title:
        return Traits(one_copy=True)
    if defn.type == REGION:
        if match := _PROVINCE_COST.match(sentence):
            from rules.engine.gold import read_kinds

            what = re.sub(r"\s+and\s+", " or ", match["what"])
            if read_kinds(what) is None:
                return None
            return Traits(province_cost=(int(match["n"]), what, int(match["min"] or 0)))
        if _PROVINCE_OTHER_CLANS.match(sentence):
            return Traits(province_own_clan=True)
        if _PROVINCE_NO_HONOR.match(sentence):
            return Traits(province_no_honor=True)
        if match := _PROVINCE_REFILL.match(sentence):
            return Traits(province_refill="once" if match["once"] else "always")
    if defn.type == STRONGHOLD and (match := _NO_OTHER_CLAN_RECRUIT.match(sentence)):
        return Traits(own_clan_recruits=match["kw"])
    if defn.type in (STRONGHOLD, SENSEI) and (match := _PROVINCES.match(sentence)):
        return Traits(provinces=_COUNTS[match["n"]])
    if (match := _ONE_PER_TURN.match(sentence)) and match["title"] == defn.title:
        return Traits(one_per_turn=True)
    if _STRONGHOLD_TWICE.match(sentence):
        return Traits(stronghold_twice=True)
    if _UNBOWED.match(sentence):
        return Traits(enters_unbowed=True)
    if (match := _REFILL_UP.match(sentence)) and (
        match["who"] is None or _who(match, defn) == SELF
    ):
        return Traits(refill_face_up=True)
    if (match := _NOT_JOIN.match(sentence)) and _who(match, defn, SELF) == SELF:
        return Traits(never_joins=match["clan"])
    if (match := _NO_DEFEND.match(sentence)) and _who(match, defn) == SELF:
        return Traits(no_defend=True)
    if (match := _NO_ATTACKING_ARMY.match(sentence)) and _who(match, defn, SELF) == SELF:
        return Traits(no_attack=SELF)
    if _NO_TRANSFER.match(sentence):
        return Traits(no_transfer=True)
    if _ONE_HANDED.match(sentence):
        return Traits(one_handed=True)
    if _BOWED.match(sentence):
        return Traits(enters_bowed=True)
    if _NOT_RING.match(sentence):
        return Traits(no_enlightenment=True)
    if match := _HAND_INCREASED.match(sentence):
        n = {"one": 1, "two": 2}.get(match["n"]) or int(match["n"])
        n = n if match["dir"] == "increased" else -n
        if match["who"] == "Your":
            return Traits(hand_size=n)
        return Traits(others_hand_size=n)
    if match := _HAND.match(sentence):
        if match["who"] == "Other players":
            return Traits(others_hand_size=int(match["n"]))
        return Traits(hand_size=int(match["n"]))
    if _REMOVED.match(sentence):
        return Traits(removed_when_destroyed=True)
    if defn.type == REGION and _NO_DYNASTY.match(sentence):
        return Traits(no_dynasty=True)
    if match := _NO_ATTACK.match(sentence):
        scope = _who(match, defn, host=True)
        if scope not in (SELF, HOST) or (match["defend"] and scope != SELF):
            return None
        return Traits(no_attack=scope, no_defend=bool(match["defend"]))
    if match := _NO_DISHONOR.match(sentence):
        scope = _who(match, defn, host=True)
        return Traits(no_dishonor=scope) if scope in (SELF, HOST) else None
    if match := _NO_CHALLENGE_ATTACH.match(sentence):
        scope = _who(match, defn, unit=SELF)
        return Traits(no_challenge=scope) if scope == SELF else None
    if match := _NO_CHALLENGE.match(sentence):
        scope = _who(match, defn, unit=SELF, host=True)
        return Traits(no_challenge=scope) if scope in (SELF, HOST) else None
    if match := _EVER.match(sentence):
        return _ever(match, defn)
    if defn.type in ATTACHMENT_TYPES and (match := _UNCOUNTED.match(sentence)):
        return Traits(uncounted=match["kind"]) if defn.has_keyword(match["kind"]) else None
    if (match := _MORE_FORCE.match(sentence)) and _who(match, defn, SELF) == SELF:
        return Traits(more_force=int(match["n"]))
    return None


def _ever(match: re.Match[str], defn: CardDef) -> Traits | None:
    who = match["who"].lower()
    if who != "this personality" and _who(match, defn) != SELF:
        return None
    if match["ph"] is not None:
        check = f"ph:{match['ph']}"
    elif match["what"] in ("attacking", "defending", "dishonorable", "bowed"):
        if match["not"]:
            return None
        check = f"state:{match['what']}"
    else:
        check = f"{'not' if match['not'] else 'trait'}:{match['what']}"
    victim = PERSONALITY if match["victim"] in ("him", "her") else SELF
    return Traits(ever=(check, victim))


_CACHE: dict[int, tuple[CardDef, Traits]] = {}


def traits(defn: CardDef) -> Traits:
    """Everything `defn`'s text sets for it, merged (NONE, falsy, when nothing)."""
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        every = [
            parsed
            for line in defn.text_plain.splitlines()
            for sentence in re.split(r"(?<=\.)\s+", line.strip())
            if sentence and (parsed := parse_trait(sentence, defn)) is not None
        ]
        merged = Traits(
            no_bow=next((t.no_bow for t in every if t.no_bow), ""),
            no_ranged=next((t.no_ranged for t in every if t.no_ranged), ""),
            penalties=tuple(p for t in every for p in t.penalties),
            two_weapons=any(t.two_weapons for t in every),
            no_refuse=any(t.no_refuse for t in every),
            no_fear=next((t.no_fear for t in every if t.no_fear), ""),
            wins_ties=any(t.wins_ties for t in every),
            no_duel=any(t.no_duel for t in every),
            one_follower=any(t.one_follower for t in every),
            cheaper=next((t.cheaper for t in every if t.cheaper[0]), (0, ())),
            attach_less=next((t.attach_less for t in every if t.attach_less[0]), (0, ())),
            never_joins=next((t.never_joins for t in every if t.never_joins), ""),
            no_defend=any(t.no_defend for t in every),
            no_transfer=any(t.no_transfer for t in every),
            one_handed=any(t.one_handed for t in every),
            enters_bowed=any(t.enters_bowed for t in every),
            no_enlightenment=any(t.no_enlightenment for t in every),
            hand_size=sum(t.hand_size for t in every),
            others_hand_size=sum(t.others_hand_size for t in every),
            removed_when_destroyed=any(t.removed_when_destroyed for t in every),
            ever=next((t.ever for t in every if t.ever[0]), ("", "")),
            no_dishonor=next((t.no_dishonor for t in every if t.no_dishonor), ""),
            no_challenge=next((t.no_challenge for t in every if t.no_challenge), ""),
            only_joins=next((t.only_joins for t in every if t.only_joins), ""),
            no_attack=next((t.no_attack for t in every if t.no_attack), ""),
            no_dynasty=any(t.no_dynasty for t in every),
            honor_below=next((t.honor_below for t in every if t.honor_below is not None), None),
            more_force=sum(t.more_force for t in every),
            uncounted=next((t.uncounted for t in every if t.uncounted), ""),
            join_rules=tuple(r for t in every for r in t.join_rules),
            one_copy=any(t.one_copy for t in every),
            enters_unbowed=any(t.enters_unbowed for t in every),
            refill_face_up=any(t.refill_face_up for t in every),
            one_per_turn=any(t.one_per_turn for t in every),
            stronghold_twice=any(t.stronghold_twice for t in every),
            own_clan_recruits=next((t.own_clan_recruits for t in every if t.own_clan_recruits), ""),
            province_cost=next((t.province_cost for t in every if t.province_cost[0]), (0, "", 0)),
            province_own_clan=any(t.province_own_clan for t in every),
            province_no_honor=any(t.province_no_honor for t in every),
            province_refill=next((t.province_refill for t in every if t.province_refill), ""),
            provinces=next((t.provinces for t in every if t.provinces), 0),
        )
        found = _CACHE[id(defn)] = (defn, NONE if merged == NONE else merged)
    return found[1]


def stays_out(unit: CardDef, attachments: Iterable[CardDef], defending: bool) -> bool:
    """A unit that may not join an army of that side: "Domotai will not defend.", "Katata
    cannot attack or defend.", "This Personality cannot attack." on his Follower."""
    own = traits(unit)
    if defending:
        return own.no_defend
    return own.no_attack == SELF or any(traits(d).no_attack == HOST for d in attachments)
