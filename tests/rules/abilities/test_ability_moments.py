"""More moments Reactions and triggered traits answer (Actions: Reactions — «Акции»:
«Реакции»; Abilities and Traits — «Способности и надписи»).

«Реакции имеют условие, на выполнение которого они реагируют, и Вы можете использовать их
именно в этот момент»: the moment is named with who or what qualifies ("one of your Crab
Clan Personalities", "a non-Shadowlands Ancestor", "another player's Political action"),
and a window opens for it only when some card of the game watches for it. Each phrasing is
read on the printed text of a card that uses it, then played through the engine."""

import pytest

from rules.engine.abilities import abilities
from rules.engine.coverage import FULL, automation
from rules.engine.triggers import INTERRUPT, REACTION, read_trigger
from tests.real_cards import real_card
from tests.rules_cards import (
    Table,
    deck,
    follower,
    holding,
    item,
    personality,
    strategy,
    stronghold,
)

SUSUMU_TAKUAN = ("Susumu Takuan", "the_coming_storm")
KITSU_HISASHI = ("Kitsu Hisashi", "dark_allies")
CHARTER_CRANE = ("Charter of the Crane Clan", "jade_edition")
IKOMA_FUDAI = ("Ikoma Fudai • Experienced", "heaven_and_earth")
DAIDOJI_AKEHA = ("Daidoji Akeha", "embers_of_war")
KITSUKI_MAYAKO = ("Kitsuki Mayako", "words_and_deeds")
TSUO = ("Tsuo", "crimson_and_jade")
YORIKI = ("Yoriki", "enemy_of_my_enemy")
AKODO_YOBI = ("Akodo Yobi", "diamond_edition")
BLESSED_SWORD = ("Blessed Sword", "ivory_edition")
DECOY = ("Decoy", "diamond_edition")
KIYOMI = ("Kiyomi", "samurai_edition")
UNICORN_MARKETEER = ("Unicorn Marketeer", "diamond_edition")
HIDA_KOSEDO = ("Hida Kosedo", "code_of_bushido")
SWORDMASTER_DOJO = ("Swordmaster Dojo", "web_of_lies")
KYOJIN = ("Kyojin", "anvil_of_despair")
SCORPION_CHILDREN = ("The Scorpion Children", "the_hidden_emperor_episode_1")

SPIDER = personality("Spider Bushi", clans=("Spider",))
CRAB = personality("Crab Bushi")
TALK = strategy("Idle Talk", text="Political Open: Draw a card.")
SCOLD = strategy("Public Scolding", text="Open: Dishonor a target enemy Personality.")
GIFT = strategy("Small Gift", text="Open: Gain 2 Honor.")
UNICORN = personality("Unicorn Rider", clans=("Unicorn",))
FAN = item("Plain Fan", cost=0)
PAGE = follower("Page", cost=0)
CHALLENGE = strategy(
    "Polite Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality. Destroy the duel's loser.",
)


def table(mine=(), theirs=(), mine_fate=(), theirs_fate=()) -> Table:
    return Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=list(mine), fate=list(mine_fate)),
        deck("Second", stronghold(honor=2, gold=10), dynasty=list(theirs), fate=list(theirs_fate)),
    )


def honor(t: Table, seat: int = 0) -> int:
    return t.state.players[seat].honor


def hand(t: Table, seat: int = 0) -> int:
    return len(t.state.players[seat].hand)


def trigger_of(card: tuple[str, str]):
    defn = real_card(*card)
    found = [a for a in abilities(defn) if a.trigger is not None]
    if found:
        return found[0].trigger
    # A line whose effect is not read yet: its trigger alone.
    for line in defn.text_plain.splitlines():
        body = line.split(": ", 1)[1] if line.startswith("Reaction") else line
        read = read_trigger(defn, body)
        if read is not None:
            return read[0]
    raise AssertionError(f"no trigger read on {card[0]}")


# -- reading ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "event", "who", "kinds", "traits", "states", "detail"),
    [
        # "After your Spider Clan Personality is destroyed, gain 1 Honor."
        (SUSUMU_TAKUAN, "destroy", "yours", ("Personality",), ("Spider Clan",), (), ""),
        # "After a non-Shadowlands Ancestor enters play, gain 1 Honor."
        (KITSU_HISASHI, "entered_play", "any", ("Ancestor",), ("non-Shadowlands",), (), ""),
        # "After one of your Gold-producing Holdings is destroyed, destroy this card."
        (CHARTER_CRANE, "destroy", "yours", ("Holding",), (), ("gold-producing",), ""),
        # "After a Terrain enters play from your hand: Draw a card."
        (AKODO_YOBI, "entered_play", "yours", (), ("Terrain",), (), "hand"),
        # "After another player's Personality is dishonored, gain 1 Honor."
        (KITSUKI_MAYAKO, "dishonor", "others", ("Personality",), (), (), ""),
        # "After Tsuo is dishonored: Lose 4 Honor."
        (TSUO, "dishonor", "self", (), (), (), ""),
    ],
)
def test_a_moment_is_read_with_who_qualifies(card, event, who, kinds, traits, states, detail):
    trigger = trigger_of(card)
    assert (trigger.event, trigger.timing, trigger.who) == (event, REACTION, who)
    assert (trigger.kinds, trigger.traits, trigger.states, trigger.detail) == (
        kinds,
        traits,
        states,
        detail,
    )


@pytest.mark.parametrize(
    ("card", "who", "words"),
    [
        # "Repeatable Reaction, :bow:: After another player's Political action resolves,
        # draw a card."
        (IKOMA_FUDAI, "others", ("political",)),
        # "Reaction: After your Recon action from a Strategy resolves: Draw a card."
        (DAIDOJI_AKEHA, "yours", ("recon", "strategy")),
    ],
)
def test_an_action_resolving_is_read_with_whose_and_what_action(card, who, words) -> None:
    trigger = trigger_of(card)
    assert (trigger.event, trigger.who, trigger.traits) == ("action_resolved", who, words)
    assert automation(real_card(*card)).status in (FULL, "partial")


def test_a_player_losing_honor_is_read() -> None:
    """Yoriki: "Reaction: After a player loses Honor, bow this card and target ...": any
    player's loss (its effect is not read yet)."""
    trigger = trigger_of(YORIKI)
    assert (trigger.event, trigger.who, trigger.detail) == ("honor_changed", "any", "lose")


def test_what_names_no_card_is_not_a_trait() -> None:
    """Provinces and Rings are not cards the engine reports entering play or destroyed as
    such: "After one of your Provinces is destroyed during a battle" (Charter of the Lion
    Clan) is not read as a card's destruction."""
    defn = personality("Hida Guard")
    assert (
        read_trigger(defn, "After one of your Provinces is destroyed during a battle, draw a card.")
        is None
    )
    assert read_trigger(defn, "After one of your Rings enters play: Draw a card.") is None
    interrupt = read_trigger(
        defn, "Before one of your Unique Personalities is destroyed, draw a card."
    )
    assert interrupt[0].timing == INTERRUPT and interrupt[0].states == ("unique",)


# -- playing ------------------------------------------------------------------------------
def test_a_trait_answers_the_destruction_of_a_personality_of_a_clan() -> None:
    """Susumu Takuan: "After your Spider Clan Personality is destroyed, gain 1 Honor." —
    not for a Crab Personality, nor for another player's Spider."""
    t = table([real_card(*SUSUMU_TAKUAN), SPIDER, CRAB], [SPIDER])
    spider = t.in_play("Spider Bushi")
    crab = t.in_play("Crab Bushi")
    theirs = t.in_play("Spider Bushi", seat=1)
    t.in_play("Susumu Takuan")
    t.pass_until("action", seat=0)
    before = honor(t)
    t.act(0, f"manual destroy {crab.iid}")
    t.act(0, f"manual destroy {theirs.iid}")
    assert honor(t) == before
    t.act(0, f"manual destroy {spider.iid}")
    assert honor(t) == before + 1


def test_a_reaction_after_another_players_political_action_resolves() -> None:
    """Ikoma Fudai: "Repeatable Reaction, :bow:: After another player's Political action
    resolves, draw a card." — answered once the action's effects are done; not after his
    own player's Political action."""
    t = table([real_card(*IKOMA_FUDAI)], [], [TALK], [TALK])
    fudai = t.in_play("Ikoma Fudai • Experienced")
    mine = t.to_hand("Idle Talk")
    theirs = t.to_hand("Idle Talk", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, f"play {mine.iid} 0 pay -")
    assert t.game.waiting_for != "reactions"
    cards = hand(t, seat=1)
    t.act(1, f"play {theirs.iid} 0 pay -")
    # The action has resolved (its player drew) before the window opens.
    assert hand(t, seat=1) == cards  # played one, drew one
    assert t.game.waiting_for == "reactions" and t.game.to_act == 0
    drawn = hand(t)
    t.act(0, f"use {fudai.iid} 0 pay -")
    assert fudai.bowed and hand(t) == drawn + 1


def test_a_trait_answers_the_dishonoring_of_another_players_personality() -> None:
    """Kitsuki Mayako: "After another player's Personality is dishonored, gain 1 Honor.\""""
    t = table([real_card(*KITSUKI_MAYAKO)], [CRAB], [SCOLD])
    t.in_play("Kitsuki Mayako")
    crab = t.in_play("Crab Bushi", seat=1)
    scold = t.to_hand("Public Scolding")
    t.pass_until("action", seat=0)
    before = honor(t)
    t.act(0, f"play {scold.iid} 0 pay - targets {crab.iid}")
    assert crab.dishonored and honor(t) == before + 1


def test_a_trait_answers_its_own_dishonoring() -> None:
    """Tsuo: "After Tsuo is dishonored: Lose 4 Honor.\""""
    t = table([], [real_card(*TSUO)], [SCOLD])
    tsuo = t.in_play("Tsuo", seat=1)
    scold = t.to_hand("Public Scolding")
    t.pass_until("action", seat=0)
    before = honor(t, seat=1)
    t.act(0, f"play {scold.iid} 0 pay - targets {tsuo.iid}")
    assert tsuo.dishonored and honor(t, seat=1) == before - 4


def test_a_reaction_after_another_player_gains_honor() -> None:
    """ "After another player gains Honor, draw a card." (the phrasing of Noh Theater Troupe's
    first moment): the change of Honor is a moment whatever causes it."""
    watcher = personality(
        "Honor Watcher", text_plain="Reaction: After another player gains Honor, draw a card."
    )
    t = table([watcher], [], [], [GIFT])
    card = t.in_play("Honor Watcher")
    gift = t.to_hand("Small Gift", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, "pass")
    t.act(1, f"play {gift.iid} 0 pay -")
    assert t.game.waiting_for == "reactions" and t.game.to_act == 0
    drawn = hand(t)
    t.act(0, f"use {card.iid} 0 pay -")
    assert hand(t) == drawn + 1


# -- negating what an Interrupt answers ------------------------------------------------------
def test_reading_negate_only_in_an_interrupt_of_that_event() -> None:
    """«Реакции»: «Иногда реакция меняет изначальное условие». "Negate the destruction" is
    read in an Interrupt answering a destruction (Decoy: "Reaction, :bow:: Before this
    Personality is destroyed, destroy this Follower to negate the destruction."), not after
    it nor in an action."""
    decoy = [a for a in abilities(real_card(*DECOY)) if a.trigger is not None]
    assert decoy and decoy[0].trigger.timing == INTERRUPT
    assert [e.op for e in decoy[0].effects] == ["destroy", "negate"]
    guard = personality(
        "Hida Guard",
        text_plain="Reaction: After this Personality is destroyed, negate the destruction.\n"
        "Reaction: Before this Personality is dishonored, negate the destruction.\n"
        "Battle: Negate the destruction.",
    )
    assert all(a.effect == "manual" for a in abilities(guard))


def test_a_trait_negates_the_dishonoring_of_its_personality() -> None:
    """Blessed Sword: "Before this Personality is dishonored, destroy this Item and negate
    the dishonoring." (Ivory Edition)."""
    t2 = Table(
        deck(
            "First", stronghold(honor=5, gold=10), dynasty=[CRAB], fate=[real_card(*BLESSED_SWORD)]
        ),
        deck("Second", stronghold(honor=2, gold=10), fate=[SCOLD]),
    )
    crab = t2.in_play("Crab Bushi")
    sword = t2.take("Blessed Sword", 0, f"on:{crab.iid}")
    scold = t2.to_hand("Public Scolding", seat=1)
    t2.pass_until("action", seat=1)
    t2.act(1, f"play {scold.iid} 0 pay - targets {crab.iid}")
    assert not crab.dishonored
    assert sword.zone == "fate-discard"


def test_an_interrupt_negates_the_destruction_of_its_personality() -> None:
    """Decoy: "Reaction, :bow:: Before this Personality is destroyed, destroy this Follower
    to negate the destruction." The Personality stays; the Decoy is destroyed."""
    t = Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=[CRAB], fate=[real_card(*DECOY)]),
        deck("Second", stronghold(honor=2, gold=10)),
    )
    crab = t.in_play("Crab Bushi")
    decoy = t.take("Decoy", 0, f"on:{crab.iid}")
    t.pass_until("action", seat=0)
    t.act(0, f"manual destroy {crab.iid}")
    assert t.game.waiting_for == "reactions"
    entry = t.act(0, f"use {decoy.iid} 0 pay -")
    assert crab.in_play and decoy.zone == "fate-discard"
    assert any("negated" in note for note in entry.notes)


# -- the Imperial Favor -----------------------------------------------------------------------
def test_a_reaction_after_any_player_takes_the_imperial_favor() -> None:
    """Kiyomi: "Political Reaction, :bow:: After any player takes the Imperial Favor, gain 1
    Honor." Lobbying takes it."""
    t = table([real_card(*KIYOMI), CRAB])
    kiyomi = t.in_play("Kiyomi")
    crab = t.in_play("Crab Bushi")
    t.pass_until("action", seat=0)
    t.act(0, f"lobby {crab.iid}")
    assert t.state.favor == 0 and t.game.waiting_for == "reactions"
    before = honor(t)
    t.act(0, f"use {kiyomi.iid} 0 pay -")
    assert kiyomi.bowed and honor(t) == before + 1


# -- attaching to whom --------------------------------------------------------------------------
def test_a_reaction_after_you_equip_an_item_to_a_personality_of_a_clan() -> None:
    """Unicorn Marketeer: "Repeatable Reaction, :bow:: After you Equip an Item from your hand
    to one of your Unicorn Clan Personalities, draw a card." Not to a Crab."""
    t = table([real_card(*UNICORN_MARKETEER), UNICORN, CRAB], [], [FAN, FAN])
    market = t.in_play("Unicorn Marketeer")
    rider = t.in_play("Unicorn Rider")
    crab = t.in_play("Crab Bushi")
    t.pass_until("action", seat=0)
    t.act(0, f"attach {t.to_hand('Plain Fan').iid} to {crab.iid} pay -")
    assert t.game.waiting_for != "reactions"
    t.act(1, "pass")
    t.act(0, f"attach {t.to_hand('Plain Fan').iid} to {rider.iid} pay -")
    assert t.game.waiting_for == "reactions"
    cards = hand(t)
    t.act(0, f"use {market.iid} 1 pay -")
    assert market.bowed and hand(t) == cards + 1


def test_a_reaction_after_a_follower_attaches_to_this_personality() -> None:
    """Hida Kosedo: "Reaction: After a Follower attaches to Kosedo from your hand: Draw a
    card." """
    t = table([real_card(*HIDA_KOSEDO), CRAB], [], [PAGE])
    kosedo = t.in_play("Hida Kosedo")
    page = t.to_hand("Page")
    t.pass_until("action", seat=0)
    t.act(0, f"attach {page.iid} to {kosedo.iid} pay -")
    assert t.game.waiting_for == "reactions"
    cards = hand(t)
    t.act(0, f"use {kosedo.iid} 0 pay -")
    assert hand(t) == cards + 1


# -- duels, named cards, turns ---------------------------------------------------------------------
def test_a_reaction_after_a_duel_involving_your_personality_ends() -> None:
    """Swordmaster Dojo: "Reaction, :bow:: After a duel involving your Personality ends, draw
    a card." — whether he won or lost."""
    t = table([real_card(*SWORDMASTER_DOJO), CRAB], [personality("Brute", force=5)], [CHALLENGE])
    dojo = t.in_play("Swordmaster Dojo")
    crab = t.in_play("Crab Bushi")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {crab.iid},{brute.iid}")
    while t.game.waiting_for == "duel":
        t.act(t.game.to_act, "strike")
    assert t.game.waiting_for == "reactions"
    cards = hand(t)
    t.act(0, f"use {dojo.iid} 1 pay -")
    assert dojo.bowed and hand(t) == cards + 1


def test_a_trait_names_another_card_by_its_title() -> None:
    """Kyojin: "After Yogo Junzo is destroyed, destroy Kyojin." — Yogo Junzo by his title,
    not any other Personality."""
    junzo = personality("Yogo Junzo", clans=("Scorpion",))
    t = table([real_card(*KYOJIN), junzo, CRAB])
    kyojin = t.in_play("Kyojin")
    t.pass_until("action", seat=0)
    t.act(0, f"manual destroy {t.in_play('Crab Bushi').iid}")
    assert kyojin.in_play
    t.act(0, f"manual destroy {t.in_play('Yogo Junzo').iid}")
    assert not kyojin.in_play


def test_a_trait_before_your_turn_begins() -> None:
    """The Scorpion Children: "Before your turn begins, lose 1 Honor." — at the start of its
    player's turns only."""
    t = table([], [real_card(*SCORPION_CHILDREN)])
    t.in_play("The Scorpion Children", seat=1)
    before = honor(t, seat=1)
    t.pass_until("action", seat=0, later=True)
    assert honor(t, seat=1) == before - 1


# -- challenges ---------------------------------------------------------------------------------
ACCEPT_WITH_HONOR = ("Accept With Honor", "heaven_and_earth")
KAKITA_NAKAZO = ("Kakita Nakazo", "lotus_edition")
OBI_OF_SILENCE = ("Obi of Silence", "lotus_edition")
OPEN_CHALLENGE = strategy(
    "Open Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality. He may refuse. Destroy the duel's loser.",
)


def test_challenge_moments_are_read() -> None:
    """«Вызов и дуэль»: a challenge issued, accepted, refused."""
    accept = trigger_of(ACCEPT_WITH_HONOR)
    assert (accept.event, accept.who, accept.kinds) == (
        "challenge_accepted",
        "yours",
        ("Personality",),
    )
    refused = trigger_of(KAKITA_NAKAZO)
    assert (refused.event, refused.who, refused.detail) == (
        "challenge_refused",
        "self",
        "challenger",
    )
    challenged = trigger_of(OBI_OF_SILENCE)
    assert (challenged.event, challenged.who) == ("challenged", "host")


def test_an_unrefusable_challenge_is_accepted() -> None:
    """Accept With Honor: "Reaction: After one of your Personalities accepts a challenge: Gain
    4 Honor. (Unrefusable challenges are still considered "accepted".)" — played from the
    hand when another player's unrefusable challenge is issued to one of his Personalities."""
    t = table([CRAB], [personality("Brute", force=5)], [real_card(*ACCEPT_WITH_HONOR)], [CHALLENGE])
    crab = t.in_play("Crab Bushi")
    brute = t.in_play("Brute", seat=1)
    accept = t.to_hand("Accept With Honor")
    card = t.to_hand("Polite Challenge", seat=1)
    t.pass_until("action", seat=1)
    t.act(1, f"play {card.iid} 0 pay - targets {brute.iid},{crab.iid}")
    assert t.game.waiting_for == "reactions" and t.game.to_act == 0
    before = honor(t)
    t.act(0, f"play {accept.iid} 0 pay -")
    assert honor(t) == before + 4 and accept.zone == "fate-discard"


def test_a_reaction_after_a_challenge_it_issued_is_refused() -> None:
    """Kakita Nakazo: "Political Reaction: After a challenge Nakazo issued is refused, gain 3
    Honor." — not when it is accepted."""
    t = table([real_card(*KAKITA_NAKAZO)], [CRAB, personality("Brute")], [OPEN_CHALLENGE] * 2)
    nakazo = t.in_play("Kakita Nakazo")
    crab = t.in_play("Crab Bushi", seat=1)
    card = t.to_hand("Open Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {nakazo.iid},{crab.iid}")
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, "pass")
    t.act(1, "refuse")
    assert t.game.waiting_for == "reactions" and t.game.to_act == 0
    before = honor(t)
    t.act(0, f"use {nakazo.iid} 0 pay -")
    assert honor(t) == before + 3


# -- "him": the card of the moment ----------------------------------------------------------
EQUIPMENT_STORAGE = ("Equipment Storage", "promotional_samurai")
YOGO_CHIJIN = ("Yogo Chijin", "the_new_order")


def test_him_names_the_card_of_the_moment() -> None:
    """Equipment Storage: "Reaction, :bow:: After an Item enters play, give it a +1F token."
    — "it" is the Item that entered play (no target is chosen)."""
    storage = next(a for a in abilities(real_card(*EQUIPMENT_STORAGE)) if a.trigger is not None)
    assert storage.targets == () and [(e.op, e.on) for e in storage.effects] == [("token", -7)]
    t = table([real_card(*EQUIPMENT_STORAGE), CRAB], [], [FAN])
    store = t.in_play("Equipment Storage")
    crab = t.in_play("Crab Bushi")
    fan = t.to_hand("Plain Fan")
    t.pass_until("action", seat=0)
    t.act(0, f"attach {fan.iid} to {crab.iid} pay -")
    assert t.game.waiting_for == "reactions"
    t.act(0, f"use {store.iid} 1 pay -")
    assert store.bowed and any(mod[0] == "token" for mod in fan.mods)


def test_his_controller_is_the_destroyed_personalitys() -> None:
    """Yogo Chijin: "After a dishonorable Personality is destroyed, his controller loses 1
    Honor." — the player whose dishonorable Personality died (who also loses its Personal
    Honor: «бесчестно погибший»), not Chijin's."""
    t = table([real_card(*YOGO_CHIJIN)], [CRAB], [SCOLD])
    t.in_play("Yogo Chijin")
    crab = t.in_play("Crab Bushi", seat=1)
    scold = t.to_hand("Public Scolding")
    t.pass_until("action", seat=0)
    t.act(0, f"play {scold.iid} 0 pay - targets {crab.iid}")
    mine, theirs = honor(t), honor(t, seat=1)
    t.act(1, f"manual destroy {crab.iid}")
    assert honor(t) == mine
    assert honor(t, seat=1) == theirs - 1 - crab.defn.personal_honor


# -- drawing a card ------------------------------------------------------------------------------
SHIBA_NINGEN = ("Shiba Ningen • Experienced", "gold_edition")


def test_a_reaction_after_you_draw_a_card() -> None:
    """Shiba Ningen (Experienced): "Reaction: After you draw a card, discard a card: Draw a
    card." — after each card its player draws (here the one Idle Talk draws); once a turn,
    since it does not bow."""
    trigger = trigger_of(SHIBA_NINGEN)
    assert (trigger.event, trigger.who) == ("drew", "yours")
    t = table([real_card(*SHIBA_NINGEN)], [], [TALK, TALK])
    ningen = t.in_play("Shiba Ningen • Experienced")
    talk = t.to_hand("Idle Talk")
    t.pass_until("action", seat=0)
    t.act(0, f"play {talk.iid} 0 pay -")
    assert t.game.waiting_for == "reactions" and t.game.to_act == 0
    cards = hand(t)
    [use] = [a for a in t.legal(0) if a.startswith(f"use {ningen.iid} ")]
    t.act(0, use)
    assert hand(t) == cards  # one discarded, one drawn
    # The card it drew is a draw too, but the ability is used once a turn.
    assert t.game.waiting_for != "reactions"


# -- assigning in a maneuvers segment -----------------------------------------------------------
SHINJO_GUAN = ("Shinjo Guan", "heaven_and_earth")


def test_a_reaction_after_assigning_a_cavalry_personality_during_infantry_maneuvers() -> None:
    """Shinjo Guan: "Reaction: After you assign a Unicorn Clan Cavalry Personality during
    Infantry Maneuvers: Give Guan +2F." — a Cavalry unit may assign with the infantry;
    assigned in the Cavalry Maneuvers it does not answer."""
    trigger = trigger_of(SHINJO_GUAN)
    assert (trigger.event, trigger.detail, trigger.traits) == (
        "assigned",
        "infantry",
        ("Unicorn Clan", "Cavalry"),
    )
    rider = personality("Utaku Rider", clans=("Unicorn",), keywords=("Samurai", "Cavalry"))
    t = table([real_card(*SHINJO_GUAN), rider], [CRAB])
    guan = t.in_play("Shinjo Guan")
    card = t.in_play("Utaku Rider")
    t.to_attack()
    t.act(0, "attack 1")
    t.act(0, f"assign {card.iid} to {t.province(1, 0).pid}")
    assert t.game.waiting_for == "reactions"
    t.act(0, f"use {guan.iid} 0 pay -")
    assert any(mod[0] == "bonus" for mod in guan.mods)


def test_assigning_during_cavalry_maneuvers_is_not_infantry_maneuvers() -> None:
    """Shinjo Guan's moment is the Infantry Maneuvers only: «Каждый кавалерийский отряд может
    быть заявлен в битву на этом этапе, а может дождаться этапа кавалерийского
    маневрирования»."""
    rider = personality("Utaku Rider", clans=("Unicorn",), keywords=("Samurai", "Cavalry"))
    t = table([real_card(*SHINJO_GUAN), rider], [CRAB])
    card = t.in_play("Utaku Rider")
    t.to_attack()
    t.act(0, "attack 1")
    while t.game.waiting_for != "cavalry maneuvers":
        t.act(t.game.to_act, "pass")
    t.act(0, f"assign {card.iid} to {t.province(1, 0).pid}")
    assert t.game.waiting_for != "reactions"


# -- what destroys a card ----------------------------------------------------------------------
FURUMARO = ("Furumaro", "the_harbinger")
UTTER_DEFEAT = ("Utter Defeat", "samurai_edition")
WAVE_MEN = ("Victorious Wave Men", "the_new_order")
SLAY = strategy("Swift Blade", text="Open: Destroy a target enemy Personality.")


@pytest.mark.parametrize(
    ("card", "causes"),
    [
        # "Reaction: Before a Personality is destroyed by a battle resolution or for losing a
        # duel: ..."
        (UTTER_DEFEAT, ("resolution", "duel")),
        # "After this Follower is destroyed by another player's action or by battle
        # resolution, put it in your hand."
        (WAVE_MEN, ("others", "resolution")),
        # "Reaction: Before an action destroys Furumaro, negate his destruction."
        (FURUMARO, ("action",)),
    ],
)
def test_what_destroys_the_card_is_read(card, causes) -> None:
    trigger = trigger_of(card)
    assert (trigger.event, trigger.causes) == ("destroy", causes)


def test_an_interrupt_before_an_action_destroys_its_card() -> None:
    """Furumaro: "Reaction: Before an action destroys Furumaro, negate his destruction." —
    offered when another player's action destroys him, not when he is destroyed by hand
    (a manual correction is no action)."""
    t = table([real_card(*FURUMARO)], [], [], [SLAY])
    furumaro = t.in_play("Furumaro")
    slay = t.to_hand("Swift Blade", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, "pass")
    t.act(1, f"play {slay.iid} 0 pay - targets {furumaro.iid}")
    assert t.game.waiting_for == "reactions" and t.game.to_act == 0
    t.act(0, f"use {furumaro.iid} 0 pay -")
    assert furumaro.in_play
    t.act(0, f"manual destroy {furumaro.iid}")
    assert not furumaro.in_play


# -- phases and turns -------------------------------------------------------------------------
SHINSEIS_SHRINE = ("Shinsei's Shrine", "diamond_edition")


def test_a_phase_beginning_is_read() -> None:
    """Shinsei's Shrine: "After your End Phase begins: Gain 2 Honor." «Структура хода»: the
    phases of a player's turn; "before" its end is the interrupt window of that moment."""
    trigger = trigger_of(SHINSEIS_SHRINE)
    assert (trigger.event, trigger.timing, trigger.who) == ("end_phase_begins", REACTION, "yours")
    guard = personality("Hida Guard")
    ends = read_trigger(guard, "Before your turn ends, gain 1 Honor.")[0]
    assert (ends.event, ends.timing) == ("turn_ended", INTERRUPT)


def test_a_trait_when_its_players_end_phase_begins() -> None:
    """The phrasing of Shinsei's Shrine on a Holding: at its player's End Phase, not at
    another player's."""
    shrine = holding("Shrine Keeper", cost=0, text="After your End Phase begins: Gain 2 Honor.")
    t = table([shrine], [])
    t.in_play("Shrine Keeper")
    t.pass_until("end", seat=1)
    before = honor(t)
    t.pass_until("end", seat=0, later=True)
    assert honor(t) == before + 2


def test_a_trait_before_a_players_turn_ends() -> None:
    """ "Before your turn ends, gain 1 Honor.": once the End Phase is over, before the next
    player's turn begins."""
    keeper = holding("Turn Keeper", cost=0, text="Before your turn ends, gain 1 Honor.")
    t = table([keeper], [])
    t.in_play("Turn Keeper")
    before = honor(t)
    t.pass_until("action", seat=1)
    assert honor(t) == before + 1


def test_no_additional_action_between_rounds() -> None:
    """Hidden Machinations: "Before the Action Phase ends, you may take an additional
    action." — once the phase's round is over no action can be taken: left to the player."""
    card = personality(
        "Hida Guard", text_plain="Before the Action Phase ends, you may take an additional action."
    )
    assert read_trigger(card, card.text_plain) is not None
    assert automation(card).status == "manual"


# -- an action announced, its targets, negating its effects ------------------------------
TOWERS_OF_THE_ASAKO = ("Towers of the Asako", "gold_edition")
SHUGENJA = personality("Isawa Adept", clans=("Phoenix",), keywords=("Shugenja",))


def test_an_action_targeting_is_read() -> None:
    """«Выбор цели и перенаправление»: targets are chosen as an action is announced; "After
    an action targets one of your Shugenja Personalities, negate the action's effects."
    (Towers of the Asako) answers that moment, before the effects."""
    towers = next(a for a in abilities(real_card(*TOWERS_OF_THE_ASAKO)) if a.trigger is not None)
    trigger = towers.trigger
    assert (trigger.event, trigger.who, trigger.actor, trigger.traits) == (
        "action_announced",
        "yours",
        "any",
        ("Shugenja",),
    )
    assert [e.op for e in towers.effects] == ["negate"]
    guard = personality("Hida Guard")
    read = read_trigger(guard, "After a player announces a Political action: Draw a card.")[0]
    assert (read.event, read.actor, read.words) == ("action_announced", "any", ("political",))


def test_a_reaction_negates_the_effects_of_an_action_targeting_a_shugenja() -> None:
    """Towers of the Asako: "Repeatable Reaction, :bow:: After an action targets one of your
    Shugenja Personalities, negate the action's effects." Another player's action to destroy
    him does nothing. Aimed at a Samurai, only its second Reaction answers ("After an action
    targets one of your Samurai, bow your target performing Shugenja Personality to negate
    the action's effects"), with the unbowed Shugenja as its performer; declined, the Samurai
    is destroyed."""
    t = Table(
        deck("First", real_card(*TOWERS_OF_THE_ASAKO), dynasty=[SHUGENJA, CRAB]),
        deck("Second", stronghold(honor=2, gold=10), fate=[SLAY, SLAY]),
    )
    adept = t.in_play("Isawa Adept")
    crab = t.in_play("Crab Bushi")
    towers = t.state.players[0].stronghold
    t.pass_until("action", seat=0)
    t.act(0, "pass")
    t.act(1, f"play {t.to_hand('Swift Blade', seat=1).iid} 0 pay - targets {adept.iid}")
    assert t.game.waiting_for == "reactions" and t.game.to_act == 0
    entry = t.act(0, f"use {towers} 0 pay -")
    assert adept.in_play and t.state.cards[towers].bowed
    assert any("negated" in note for note in entry.notes)
    t.act(0, "pass")
    t.act(1, f"play {t.to_hand('Swift Blade', seat=1).iid} 0 pay - targets {crab.iid}")
    assert t.game.waiting_for == "reactions"
    assert t.legal(0) == ["pass", f"use {towers} 1 pay - targets {adept.iid}"]
    t.act(0, "pass")
    assert not crab.in_play


AGETOKI = ("Agetoki no Shiryo", "dark_allies")
ARCHERS = follower(
    "Archers", force=1, text_plain="Battle: Ranged 2 Attack (Destroy a target enemy Follower.)"
)


def test_a_ranged_attack_at_a_card_in_this_unit_is_negated() -> None:
    """Agetoki no Shiryo: "Repeatable Reaction, :bow:: After a Ranged Attack action targets a
    card in this unit, negate its effects." («Атаки с расстояния»): the Follower of its
    Personality survives the Archers' attack."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[CRAB], fate=[ARCHERS]),
        deck("Second", stronghold(honor=2), dynasty=[CRAB], fate=[real_card(*AGETOKI), PAGE]),
    )
    bushi = t.in_play("Crab Bushi")
    archers = t.to_hand("Archers")
    t.act(0, f"manual move {archers.iid} to on:{bushi.iid}")
    guard = t.in_play("Crab Bushi", seat=1)
    for title in ("Agetoki no Shiryo", "Page"):
        card = t.to_hand(title, seat=1)
        t.act(1, f"manual move {card.iid} to on:{guard.iid}")
    agetoki, page = t.find("Agetoki no Shiryo", seat=1), t.find("Page", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    t.act(0, f"ranged {archers.iid} at {page.iid}")
    assert t.game.waiting_for == "reactions" and t.game.to_act == 1
    t.act(1, f"use {agetoki.iid} 0 pay -")
    assert page.in_play and agetoki.bowed


SUN_IN_SHADOW = ("The Sun in Shadow", "ambitions_debt")
KIHO = strategy("Quiet Breath", keywords=("Kiho",), text="Open: Gain 2 Honor.")


def test_before_an_action_resolves_its_effects_may_be_negated() -> None:
    """The Sun in Shadow: "Reaction: Before a Kiho action resolves: Negate its effects." —
    the action announced (its costs paid), its effects still to come; not for another
    action. The rulebook's own Limited actions (Equip, lobbying) are not announced as such:
    "Before a Limited action resolves" is not read."""
    trigger = trigger_of(SUN_IN_SHADOW)
    assert (trigger.event, trigger.timing, trigger.words) == (
        "action_announced",
        INTERRUPT,
        ("kiho",),
    )
    guard = personality("Hida Guard")
    assert read_trigger(guard, "Before a Limited action resolves, draw a card.") is None
    t = table([], [], [real_card(*SUN_IN_SHADOW)], [KIHO, GIFT])
    sun = t.to_hand("The Sun in Shadow")
    t.pass_until("action", seat=0)
    t.act(0, "pass")
    before = honor(t, seat=1)
    t.act(1, f"play {t.to_hand('Quiet Breath', seat=1).iid} 0 pay -")
    assert t.game.waiting_for == "reactions" and t.game.to_act == 0
    t.act(0, f"play {sun.iid} 0 pay -")
    assert honor(t, seat=1) == before
    t.act(0, "pass")
    t.act(1, f"play {t.to_hand('Small Gift', seat=1).iid} 0 pay -")
    assert honor(t, seat=1) == before + 2
