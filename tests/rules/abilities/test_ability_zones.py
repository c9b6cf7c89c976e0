"""Effects that move cards between zones, played through the engine on the printed text of
real cards (built here with their title and text): the player's choices while an effect
resolves (the card to discard, the card a search finds) are actions the engine offers
(«Стоимости и эффекты»: a card discarded to pay for an effect is a cost; «Основные
правила»: «Колода после поиска в ней карты обязательно перемешивается»)."""

from rules.engine.abilities import AUTO, actions_of
from rules.engine.actions import Choose, Pass
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, automation
from rules.engine.effects import perform
from rules.engine.effects_zones import DISCARD_OTHERS, LOOK_BOTTOM, PUT_INTO_PLAY, discipline
from rules.engine.game import Game
from rules.engine.pipeline import run
from rules.engine.policies import aggressive_policy, for_seats, play
from rules.table import describe, logged_words, rule_groups
from tests.rules_cards import (
    Table,
    card,
    deck,
    follower,
    holding,
    item,
    personality,
    spell,
    strategy,
    stronghold,
)

WASHICHI = personality(
    "Isawa Washichi",
    force=5,
    chi=6,
    cost=15,
    clans=("Phoenix",),
    keywords=("Shugenja",),
    text_plain="Limited: Search your Fate deck for a Kiho Strategy or a Spell, show it, and "
    "put it in your hand. Discard a card.",
)
KIHO = strategy("Kiho of Testing", focus=2, keywords=("Kiho",))
FAN = spell("Fan of Testing")
ACCEPTING = strategy(
    "Accepting the Choice",
    text="Open, :g2:: Discard a card to search your Fate deck for a card and put it in your hand.",
)
CLAIMING = strategy(
    "Claiming the Ruins",
    text="Limited, :g2:: Put a non-Unique Item from your discard pile into your hand.",
)
BLADE = item("Plain Blade")
TREASURE = card("Unique Blade", "Item", deck="Fate", gold_cost=2, keywords=["Unique"])
UEHARA = personality(
    "Akodo Uehara",
    cost=7,
    clans=("Lion",),
    text_plain="Limited: Put a target Terrain from your discard pile into your hand. "
    "Discard a card.",
)
TERRAIN = strategy("Field of Testing", keywords=("Terrain",))
KATA = strategy(
    "Disappearing World Style",
    keywords=("Kharmic", "Kata"),
    text="Open: Put this Kata into play. Discard your other Kata in play.\n"
    "Battle, :bow:: Move your target Personality home. Lose 1 Honor.",
)
ZINAN = personality(
    "Yoritomo Zinan",
    force=5,
    chi=3,
    cost=8,
    clans=("Mantis",),
    text_plain="Battle: Target an attachment: Put it in its owner's hand.",
)
SPEARMEN = follower("Spearmen", force=2, cost=1)
RICH = stronghold(honor=5, gold=10)


def _to_action_phase(t: Table) -> None:
    t.pass_until("action", seat=0)


def _in_deck(t: Table, title: str) -> object:
    """One of First's cards titled `title`, put back in his Fate deck if it was drawn."""
    found = t.cards(title, 0)[0]
    if found.zone != "fate":
        t.act(0, f"manual move {found.iid} to fate-top")
    return found


def test_a_search_offers_the_matching_cards_shows_the_one_taken_and_shuffles() -> None:
    """Isawa Washichi: "Limited: Search your Fate deck for a Kiho Strategy or a Spell, show
    it, and put it in your hand. Discard a card." The search offers only the Kiho and the
    Spell in the deck; the one taken is shown; the deck is shuffled; then the player
    chooses the card to discard."""
    t = Table(deck("First", RICH, dynasty=[WASHICHI], fate=[KIHO, FAN]))
    washichi = t.in_play("Isawa Washichi")
    _to_action_phase(t)
    kiho, fan = _in_deck(t, "Kiho of Testing"), _in_deck(t, "Fan of Testing")
    hand = list(t.state.players[0].hand)
    t.act(0, f"use {washichi.iid} 0 pay -")
    assert t.game.waiting_for == "choice"
    assert sorted(t.legal(0)) == sorted([f"choose {kiho.iid}", f"choose {fan.iid}"])
    entry = t.act(0, Choose(kiho.iid))
    assert kiho.zone == "hand" and fan.zone == "fate"
    assert "First shows and puts Kiho of Testing into their hand" in entry.notes
    assert "First shuffles their Fate deck" in entry.notes
    # Now the discard: any card of the hand, the one just found included.
    assert sorted(t.legal(0)) == sorted(f"choose {iid}" for iid in [*hand, kiho.iid])
    entry = t.act(0, Choose(hand[0]))
    assert t.state.cards[hand[0]].zone == "fate-discard"
    assert t.game.waiting_for != "choice"
    assert automation(WASHICHI).status == FULL


def test_the_choice_is_saved_and_replayed() -> None:
    """A game paused on the choice round-trips through to_dict, and its log replays."""
    t = Table(deck("First", RICH, dynasty=[WASHICHI], fate=[KIHO, FAN]))
    washichi = t.in_play("Isawa Washichi")
    _to_action_phase(t)
    fan = _in_deck(t, "Fan of Testing")
    t.act(0, f"use {washichi.iid} 0 pay -")
    saved = Game.from_dict(t.game.to_dict())
    assert [a.text() for a in saved.legal_actions(0, manual=False)] == t.legal(0)
    t.act(0, Choose(fan.iid))
    saved.act(0, Choose(fan.iid))
    assert saved.state.to_dict() == t.state.to_dict()
    again = Game.replay(t.game.setups, t.game.seed, t.game.log)
    assert again.state.to_dict() == t.state.to_dict()


def test_an_unshown_card_is_not_named_and_a_discard_cost_needs_a_card() -> None:
    """Accepting the Choice: "Open, :g2:: Discard a card to search your Fate deck for a card
    and put it in your hand." Not offered while it is the only card in the hand; then the
    discard (the cost) comes first, and the card found is not named in the log."""
    t = Table(deck("First", RICH, fate=[ACCEPTING, KIHO]))
    accepting = t.to_hand("Accepting the Choice")
    _to_action_phase(t)
    for iid in list(t.state.players[0].hand):
        if iid != accepting.iid:
            t.act(0, f"manual move {iid} to fate-bottom")
    assert not [a for a in t.legal(0) if a.startswith(f"play {accepting.iid} ")]
    kiho = t.to_hand("Kiho of Testing")
    play = next(a for a in t.legal(0) if a.startswith(f"play {accepting.iid} "))
    t.act(0, play)
    assert t.legal(0) == [f"choose {kiho.iid}"]
    t.act(0, Choose(kiho.iid))
    assert kiho.zone == "fate-discard"
    deck_cards = list(t.state.players[0].fate)
    assert sorted(t.legal(0)) == sorted(f"choose {iid}" for iid in deck_cards)
    entry = t.act(0, Choose(deck_cards[0]))
    assert t.state.cards[deck_cards[0]].zone == "hand"
    assert entry.card == "Accepting the Choice"
    assert "First puts a card from their Fate deck into their hand" in entry.notes
    assert not any(t.state.cards[deck_cards[0]].defn.title in note for note in entry.notes)


def test_a_card_of_a_kind_from_the_discard_pile() -> None:
    """Claiming the Ruins: "Limited, :g2:: Put a non-Unique Item from your discard pile into
    your hand." The Unique Item in the pile is not offered."""
    t = Table(deck("First", RICH, fate=[CLAIMING, BLADE, TREASURE]))
    claiming = t.to_hand("Claiming the Ruins")
    blade = t.take("Plain Blade", 0, "discard")
    t.take("Unique Blade", 0, "discard")
    _to_action_phase(t)
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"play {claiming.iid} ")))
    assert t.legal(0) == [f"choose {blade.iid}"]
    entry = t.act(0, Choose(blade.iid))
    assert blade.zone == "hand" and "First puts Plain Blade into their hand" in entry.notes
    assert claiming.zone == "fate-discard"


def test_a_target_in_the_discard_pile_must_be_there_to_announce() -> None:
    """Akodo Uehara: "Limited: Put a target Terrain from your discard pile into your hand.
    Discard a card." («Выбор цели»: an action with no legal target cannot be taken.)"""
    t = Table(deck("First", RICH, dynasty=[UEHARA], fate=[TERRAIN]))
    uehara = t.in_play("Akodo Uehara")
    _to_action_phase(t)
    assert not [a for a in t.legal(0) if a.startswith(f"use {uehara.iid} ")]
    terrain = t.take("Field of Testing", 0, "discard")
    t.act(0, f"use {uehara.iid} 0 pay -")
    t.act(0, Choose(terrain.iid))
    assert terrain.zone == "hand"
    t.act(0, Choose(terrain.iid))
    assert terrain.zone == "fate-discard"
    assert automation(UEHARA).status == FULL


def test_a_kata_stays_in_play_replaces_the_other_and_acts_from_there() -> None:
    """Disappearing World Style: "Open: Put this Kata into play. Discard your other Kata in
    play." and "Battle, :bow:: Move your target Personality home. Lose 1 Honor." Put into
    play from the hand only (never again once there), whose Battle ability is then the
    card's own, bowing it."""
    t = Table(deck("First", RICH, dynasty=[personality("Bushi")], fate=[KATA, KATA]))
    first, second = t.cards("Disappearing World Style", 0)[:2]
    _to_action_phase(t)
    for kata in (first, second):
        if kata.zone != "hand":
            t.act(0, f"manual move {kata.iid} to hand")
    assert [a for a in t.legal(0) if a.startswith(f"play {first.iid} ")] == [
        f"play {first.iid} 0 pay -"
    ]
    entry = t.act(0, f"play {first.iid} 0 pay -")
    assert first.zone == "home" and "Disappearing World Style enters play" in entry.notes
    assert not [a for a in t.legal(0) if a.startswith(f"use {first.iid} 0 ")]
    t.act(1, Pass())
    entry = t.act(0, f"play {second.iid} 0 pay -")
    assert second.zone == "home" and first.zone == "fate-discard"
    assert "Disappearing World Style is discarded" in entry.notes
    ability = actions_of(KATA)[1]
    assert ability.effect == AUTO and ability.bow


def test_put_an_attachment_into_its_owners_hand() -> None:
    """Yoritomo Zinan: "Battle: Target an attachment: Put it in its owner's hand." The
    defender's Spearmen leave play into their owner's hand."""
    t = Table(
        deck("First", RICH, dynasty=[ZINAN]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard")], fate=[SPEARMEN]),
    )
    zinan = t.in_play("Yoritomo Zinan")
    guard = t.in_play("Guard", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (zinan, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    entry = t.act(0, f"use {zinan.iid} 0 pay - targets {spear.iid}")
    assert spear.zone == "hand" and spear.iid in t.state.players[1].hand
    assert spear.iid not in guard.attachments
    assert "Spearmen returns to Second's hand" in entry.notes


def test_the_policies_make_the_choices() -> None:
    """The aggressive player plays Claiming the Ruins for the Item in its discard pile and
    answers the choice; random players answer the choices of Isawa Washichi's search."""
    t = Table(deck("First", RICH, fate=[CLAIMING, BLADE]))
    blade = t.take("Plain Blade", 0, "discard")
    t.to_hand("Claiming the Ruins")
    play(t.game, {0: aggressive_policy(0), 1: aggressive_policy(0)}, turns=2)
    assert f"choose {blade.iid}" in [e.action.text() for e in t.game.log]
    chosen = 0
    for seed in range(1, 6):
        t = Table(deck("First", RICH, dynasty=[WASHICHI], fate=[KIHO, FAN]), seed=seed)
        t.in_play("Isawa Washichi")
        play(t.game, for_seats("random", seed, 2), turns=3)
        chosen += sum(e.action.text().startswith("choose ") for e in t.game.log)
    assert chosen > 0


REDOUBLED = strategy(
    "Redoubled Assault",
    text="Discipline :g1:\nBattle: Straighten your target opposed Personality.",
)


def test_a_discipline_is_played_again_from_the_discard_pile_and_removed() -> None:
    """Redoubled Assault: "Discipline :g1:" (the reminder on other cards: "You may pay 1 Gold
    to play this Discipline from your discard pile, then remove it from the game after its
    action resolves") and "Battle: Straighten your target opposed Personality." """
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi")], fate=[REDOUBLED]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard")]),
    )
    redoubled = t.take("Redoubled Assault", 0, "discard")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"manual bow {bushi.iid}")
    castle = t.state.cards[t.state.players[0].stronghold]
    play = next(a for a in t.legal(0) if a.startswith(f"play {redoubled.iid} "))
    assert play == f"play {redoubled.iid} 0 pay {castle.iid} targets {bushi.iid}"
    entry = t.act(0, play)
    assert not bushi.bowed and redoubled.zone == "removed" and castle.bowed
    assert "First plays Redoubled Assault from the discard pile (Discipline)" in entry.notes
    assert automation(REDOUBLED).status == FULL


def test_a_clan_discipline_and_one_with_unchecked_terms() -> None:
    """Way of the Dragon: "If you are a Dragon Clan player, this Strategy has Discipline
    :g2:." Walking with the Air: "You must discard the Imperial Favor ... to play it using
    Discipline." is a term the engine does not check: not offered from the pile."""
    dragon = strategy(
        "Way of the Dragon",
        text="If you are a Dragon Clan player, this Strategy has Discipline :g2:.",
    )
    assert discipline(dragon, ["Dragon"]) == 2 and discipline(dragon, ["Crab"]) is None
    air = strategy(
        "Walking with the Air",
        text="You must discard the Imperial Favor and give this Strategy's ability Favor "
        "Political to play it using Discipline.\nDiscipline :g0:.",
    )
    assert discipline(air, ["Crab"]) is None
    assert automation(air).manual == tuple(air.text_plain.splitlines())


def test_take_control_of_a_terrain() -> None:
    """Shinjo Yasoma: "Battle: Any number of times per turn, bow Yasoma and target a Terrain:
    Take control of it." The defender's Contentious Terrain ("Your Personalities at this
    battlefield have +1F.") becomes the attacker's, staying at its battlefield."""
    yasoma = personality(
        "Shinjo Yasoma",
        force=2,
        chi=3,
        cost=8,
        clans=("Unicorn",),
        text_plain="Battle: Any number of times per turn, bow Yasoma and target a Terrain: "
        "Take control of it.",
    )
    contentious = strategy(
        "Contentious Terrain",
        keywords=("Terrain",),
        text="Your Personalities at this battlefield have +1F.\n"
        "Battle: Destroy a Terrain (if able). Put this Terrain into play.",
    )
    t = Table(
        deck("First", RICH, dynasty=[yasoma]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard")], fate=[contentious]),
    )
    rider = t.in_play("Shinjo Yasoma")
    guard = t.in_play("Guard", seat=1)
    terrain = t.to_hand("Contentious Terrain", seat=1)
    t.to_attack()
    t.attack(1, (rider, 0))
    t.defend((guard, 0))
    t.act(1, next(a for a in t.legal(1) if a.startswith(f"play {terrain.iid} ")))
    assert terrain.zone == "attached" and terrain.controller == 1
    entry = t.act(0, f"use {rider.iid} 0 pay - targets {terrain.iid}")
    assert terrain.controller == 0 and terrain.zone == "attached" and rider.bowed
    assert "First takes control of Contentious Terrain" in entry.notes


def test_a_personality_taken_under_control_leaves_the_battle_for_the_new_home() -> None:
    """«Если Вы перехватили контроль над картой у другого игрока, то она переходит в Ваш
    "дом", даже если для этого ее придется вывести из битвы»: the sentence "Take control of
    a target dishonorable Personality." (Sorrow's Debt, whose other sentence the engine does
    not read yet) carried out on a defending Guard with his Spearmen."""
    sorrow = strategy("Sorrow's Debt")
    compiled = compile_body(sorrow, "Take control of a target dishonorable Personality.")
    assert compiled is not None
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi")], fate=[sorrow]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard")], fate=[SPEARMEN]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, f"manual dishonor {guard.iid}")
    perform(t.state, 0, t.cards("Sorrow's Debt", 0)[0], compiled.effects, (guard.iid,))
    run(t.state)
    assert guard.controller == 0 and spear.controller == 0 and guard.battle is None
    assert guard.iid in t.state.players[0].home and guard.iid not in t.state.players[1].home


def test_look_at_the_top_cards_and_put_them_back_in_any_order() -> None:
    """Divination Bowl: "Limited, :bow:: Look at the top three cards of your Fate deck. Put
    them back in any order." The player picks the card to go back first, then the next on
    it; the deck is not shuffled and the log names no card."""
    bowl = card(
        "Divination Bowl",
        "Item",
        deck="Fate",
        gold_cost=2,
        force=0,
        chi=0,
        force_is_modifier=True,
        chi_is_modifier=True,
        text_plain="Limited, :bow:: Look at the top three cards of your Fate deck. Put them "
        "back in any order.\nLimited, :bow:: Draw a card. Destroy this Item.",
    )
    t = Table(deck("First", RICH, dynasty=[personality("Bushi")], fate=[bowl]))
    bushi = t.in_play("Bushi")
    item_card = t.take("Divination Bowl", 0, f"on:{bushi.iid}")
    _to_action_phase(t)
    fate = t.state.players[0].fate
    below, top3 = list(fate[:-3]), list(fate[-3:])
    entry = t.act(0, f"use {item_card.iid} 0 pay -")
    assert "First looks at the top 3 cards of their Fate deck" in entry.notes
    assert sorted(t.legal(0)) == sorted(f"choose {iid}" for iid in top3)
    wanted = [top3[2], top3[0], top3[1]]
    for iid in wanted:
        entry = t.act(0, Choose(iid))
        assert entry.card == "Divination Bowl" and not any("shuffles" in n for n in entry.notes)
    assert fate == below + wanted and item_card.bowed
    # The other player's log shows no card id of the order chosen.
    assert [e["action"] for e in t.game.view(1)["log"][-3:]] == ["choose (hidden)"] * 3
    assert automation(bowl).status == FULL


def test_look_at_the_top_card_and_maybe_put_it_at_the_bottom() -> None:
    """Isawa Hachiko: "Void Limited: Look at the top card of your Fate deck. You may put it at
    the bottom of the deck." The player may pass (it stays on top) or choose it: it goes to
    the bottom."""
    hachiko = personality(
        "Isawa Hachiko",
        force=4,
        chi=3,
        cost=7,
        clans=("Phoenix",),
        keywords=("Shugenja",),
        text_plain="Void Limited: Look at the top card of your Fate deck. You may put it at "
        "the bottom of the deck.",
    )
    t = Table(deck("First", RICH, dynasty=[hachiko]))
    isawa = t.in_play("Isawa Hachiko")
    _to_action_phase(t)
    fate = t.state.players[0].fate
    top = fate[-1]
    t.act(0, f"use {isawa.iid} 0 pay -")
    assert sorted(t.legal(0)) == sorted(["pass", f"choose {top}"])
    t.act(0, Choose(top))
    assert fate[0] == top and fate[-1] != top


def test_discard_all_your_other_sensei_personalities() -> None:
    """Ikoma Aimi: "After Aimi enters play: Discard all your other Sensei Personalities."
    (the sentence; its trigger is the Reactions' part): other Sensei Personalities are
    discarded from play, Aimi and the other Personalities stay."""
    aimi = personality("Ikoma Aimi", clans=("Lion",), keywords=("Sensei",))
    compiled = compile_body(aimi, "Discard all your other Sensei Personalities.")
    assert compiled is not None
    teacher = personality("Old Teacher", keywords=("Sensei",))
    t = Table(deck("First", RICH, dynasty=[aimi, teacher, personality("Bushi")]))
    ikoma, old, bushi = t.in_play("Ikoma Aimi"), t.in_play("Old Teacher"), t.in_play("Bushi")
    perform(t.state, 0, ikoma, compiled.effects, ())
    run(t.state)
    assert old.zone == "dynasty-discard" and ikoma.in_play and bushi.in_play


def test_the_table_words_of_a_choice() -> None:
    """The table offers the choice in words with the card's source; the other players' log
    does not name a card chosen from a deck."""
    t = Table(deck("First", RICH, dynasty=[WASHICHI], fate=[KIHO, FAN]))
    washichi = t.in_play("Isawa Washichi")
    _to_action_phase(t)
    kiho = _in_deck(t, "Kiho of Testing")
    t.act(0, f"use {washichi.iid} 0 pay -")
    groups = rule_groups(t.game, 0)
    assert [g.label for g in groups] == ["Choose a card"]
    words = {c.value: c.label for c in groups[0].choices}
    assert words[f"choose {kiho.iid}"] == "Put into your hand Kiho of Testing (Isawa Washichi)"
    entry = t.act(0, Choose(kiho.iid))
    said = describe(t.game, 0, Choose(kiho.iid))
    assert logged_words(said, entry.to_dict(), 1) == "Choose a card"


def test_a_discard_cost_of_a_kind() -> None:
    """Contemplative Shrine: "Tireless Open: Discard a Kiho or a Spell to straighten this
    Holding." Offered only with a Kiho or a Spell in the hand, and only those are offered
    to discard."""
    shrine = holding(
        "Contemplative Shrine",
        cost=3,
        gold_production=3,
        text="Tireless Open: Discard a Kiho or a Spell to straighten this Holding.",
    )
    t = Table(deck("First", RICH, dynasty=[shrine], fate=[KIHO, FAN]))
    temple = t.in_play("Contemplative Shrine")
    _to_action_phase(t)
    t.act(0, f"manual bow {temple.iid}")
    for iid in list(t.state.players[0].hand):
        t.act(0, f"manual move {iid} to fate-bottom")
    t.to_hand("Blank Scroll")
    assert not [a for a in t.legal(0) if a.startswith(f"use {temple.iid} ")]
    kiho = t.to_hand("Kiho of Testing")
    t.act(0, f"use {temple.iid} 0 pay -")
    assert t.legal(0) == [f"choose {kiho.iid}"]
    t.act(0, Choose(kiho.iid))
    assert kiho.zone == "fate-discard" and not temple.bowed


def test_discard_the_imperial_favor_as_a_cost() -> None:
    """Doji Makoto, the Smiling Blade • Experienced: "Favor Political Limited: Discard the
    Imperial Favor to draw a card." Only the Favor's holder may announce it; the Favor is
    gone and a card drawn."""
    makoto = personality(
        "Doji Makoto, the Smiling Blade • Experienced",
        clans=("Crane",),
        text_plain="Your other Crane Clan Personalities have +1PH.\n"
        "Favor Political Limited: Discard the Imperial Favor to draw a card.",
    )
    t = Table(deck("First", RICH, dynasty=[makoto]))
    doji = t.in_play("Doji Makoto, the Smiling Blade • Experienced")
    _to_action_phase(t)
    assert not [a for a in t.legal(0) if a.startswith(f"use {doji.iid} ")]
    t.act(0, "manual favor 0")
    hand = len(t.state.players[0].hand)
    entry = t.act(0, f"use {doji.iid} 0 pay -")
    assert t.state.favor is None and len(t.state.players[0].hand) == hand + 1
    assert "First discards the Imperial Favor" in entry.notes


def test_the_shorter_wordings_of_a_kata() -> None:
    """Hidden Machinations: "Political Open: Put this Kata into play. Discard your other Kata
    in play." and "Open, :bow:: Look at the top card of your Fate deck. You may put it at the
    bottom."; Respect: "Political Limited: Put this Kata into play. Discard all your other
    Kata." """
    machinations = strategy(
        "Hidden Machinations",
        keywords=("Kata",),
        text="Before the Action Phase ends, you may take an additional action.\n"
        "Political Open: Put this Kata into play. Discard your other Kata in play.\n"
        "Open, :bow:: Look at the top card of your Fate deck. You may put it at the bottom.",
    )
    respect = strategy(
        "Respect",
        keywords=("Kata",),
        text="Political Limited: Put this Kata into play. Discard all your other Kata.",
    )
    into_play, look = actions_of(machinations)
    assert [e.op for e in into_play.effects] == [PUT_INTO_PLAY, DISCARD_OTHERS]
    assert [(e.op, e.amount) for e in look.effects] == [(LOOK_BOTTOM, 1)] and look.bow
    assert [e.what for e in actions_of(respect)[0].effects] == ["", "Kata"]


KITIARU = personality(
    "Asahina Kitiaru • Experienced",
    clans=("Crane",),
    keywords=("Shugenja",),
    text_plain="Limited, :bow:: Search your discard pile, then Fate deck, for a Ring. Show it "
    "and put it in your hand. Discard a card.",
)
RING_OF_AIR = card("Ring of Air", "Ring", deck="Fate", keywords=["Unique", "Air"], focus=3)
RING_OF_FIRE = card("Ring of Fire", "Ring", deck="Fate", keywords=["Unique", "Fire"], focus=3)


def test_search_the_discard_pile_then_the_deck() -> None:
    """Asahina Kitiaru • Experienced: "Limited, :bow:: Search your discard pile, then Fate
    deck, for a Ring. Show it and put it in your hand. Discard a card." A Ring in the
    discard pile is the only one offered (the deck is not searched nor shuffled); with none
    there, the deck is searched and shuffled."""
    t = Table(deck("First", RICH, dynasty=[KITIARU], fate=[RING_OF_AIR, RING_OF_FIRE]))
    asahina = t.in_play("Asahina Kitiaru • Experienced")
    _to_action_phase(t)
    air = t.take("Ring of Air", 0, "discard")
    _in_deck(t, "Ring of Fire")
    entry = t.act(0, f"use {asahina.iid} 0 pay -")
    assert t.legal(0) == [f"choose {air.iid}"]
    entry = t.act(0, Choose(air.iid))
    assert air.zone == "hand" and not any("shuffles" in n for n in entry.notes)
    t.act(0, Choose(air.iid))
    t.pass_until("action", seat=0, later=True)
    t.act(0, f"manual move {air.iid} to hand")
    fire = _in_deck(t, "Ring of Fire")
    entry = t.act(0, f"use {asahina.iid} 0 pay -")
    assert "First searches their Fate deck" in entry.notes
    assert t.legal(0) == [f"choose {fire.iid}"]
    entry = t.act(0, Choose(fire.iid))
    assert fire.zone == "hand" and "First shuffles their Fate deck" in entry.notes
