"""Honor gains and losses changed as they happen (Costs and Effects — «Стоимость и
эффекты»: «Когда Вы вводите в игру карту с надписью "Потеряйте Х чести", Вы теряете Х
Фамильной чести»; a gain or loss "from a card" is one its text causes, the Honor the rules
give — Proclaiming, an ally's, a battle's — comes from no card): the traits that alter them,
the next gain or loss an action marks, and the Honor keyword's Interrupt from the hand
(Actions — «Акции»: an Interrupt answers before the change happens)."""

from rules.engine.coverage import FULL, PARTIAL, automation
from rules.engine.honor import read_trait
from tests.real_cards import real_card
from tests.rules_cards import Table, card, deck, personality, strategy, stronghold

RIDERS = card(
    "Riders",
    "Follower",
    deck="Fate",
    force=2,
    chi=0,
    gold_cost=0,
    text_plain="After you Equip this Follower, lose 2 Honor.",
)
BUSHI = personality("Bushi", force=3, chi=2)
HONOR_CARD = strategy(
    "Honor Scroll",
    keywords=["Honor"],
    text="(Repeatable Interrupt: Discard an Honor card to give an Honor gain or loss +1 or -1.)",
)
ONCE_CARD = strategy(
    "Honor Vow",
    keywords=["Honor"],
    text="(Repeatable Interrupt: Once per action, discard an Honor card to increase or reduce "
    "an Honor gain or loss by 1.)",
)


def _table(first_home=None, second_home=None, mine=(), theirs=(), fate=(), their_fate=()):
    return Table(
        deck(
            "First", first_home or stronghold(honor=6), dynasty=[BUSHI, *mine], fate=[RIDERS, *fate]
        ),
        deck(
            "Second",
            second_home or stronghold(honor=2),
            dynasty=[BUSHI, *theirs],
            fate=list(their_fate),
        ),
    )


def _equip_riders(t: Table):
    bushi = t.in_play("Bushi")
    riders = t.to_hand("Riders")
    t.pass_until("action", seat=0)
    before = t.state.players[0].honor
    return before, f"attach {riders.iid} to {bushi.iid} pay -"


def test_court_scribe_increases_the_next_honor_change_from_your_cards() -> None:
    """Court Scribe: "Political Open, :bow:: Increase the next Honor gain or loss (this
    turn) from your cards by 1": Riders' loss of 2 becomes 3; the one after is 2 again."""
    scribe = real_card("Court Scribe", "aftermath")
    assert automation(scribe).status == FULL
    t = _table(fate=[scribe, RIDERS])
    bushi = t.in_play("Bushi")
    scribe_card = t.to_hand("Court Scribe")
    t.act(0, f"manual move {scribe_card.iid} to on:{bushi.iid}")
    t.pass_until("action", seat=0)
    uses = [a for a in t.legal(0) if a.startswith(f"use {scribe_card.iid} 0 ")]
    assert uses
    t.act(0, uses[0])
    assert scribe_card.bowed
    t.act(1, "pass")
    first, second = t.cards("Riders", 0)[:2]
    for riders in (first, second):
        t.act(0, f"manual move {riders.iid} to hand")
    before = t.state.players[0].honor
    entry = t.act(0, f"attach {first.iid} to {bushi.iid} pay -")
    assert t.state.players[0].honor == before - 3
    assert "First loses 3 Honor (Riders)" in entry.notes
    t.act(1, "pass")
    t.act(0, f"attach {second.iid} to {bushi.iid} pay -")
    assert t.state.players[0].honor == before - 5


def test_proclaiming_is_not_from_your_cards() -> None:
    """ "Proclaiming gains are not from your cards": a mark waits for a card's change."""
    t = _table()
    t.pass_until("action", seat=0)
    t.state.used.append("honor_next:0:*:any:1")
    from rules.engine import ops

    before = t.state.players[0].honor
    ops.change_honor(t.state, t.state.players[0], 2)  # no card: the rules' Honor
    assert t.state.players[0].honor == before + 2
    assert "honor_next:0:*:any:1" in t.state.used


def test_the_honor_keyword_interrupt_changes_a_loss_by_one() -> None:
    """The Honor keyword: "(Repeatable Interrupt: Discard an Honor card to give an Honor
    gain or loss +1 or -1.)": another player discards it from his hand before the loss."""
    assert automation(HONOR_CARD).status == FULL
    t = _table(their_fate=[HONOR_CARD, HONOR_CARD])
    scrolls = [t.to_hand("Honor Scroll", seat=1)]
    before, attach = _equip_riders(t)
    t.act(0, attach)
    assert t.game.to_act == 1
    offered = t.legal(1)
    assert f"honor-card {scrolls[0].iid} +1" in offered
    assert f"honor-card {scrolls[0].iid} -1" in offered
    entry = t.act(1, f"honor-card {scrolls[0].iid} +1")
    assert scrolls[0].zone == "fate-discard"
    assert "First's Honor loss becomes 3" in " ".join(entry.notes)
    while t.game.waiting_for == "reactions" or t.state.players[0].honor == before:
        t.act(t.game.to_act, "pass")
    assert t.state.players[0].honor == before - 3


def test_the_honor_keyword_reduces_a_loss_to_nothing_at_least() -> None:
    """Twice -1 on a loss of 2: no loss, and -1 is no longer offered."""
    t = _table(fate=[HONOR_CARD, HONOR_CARD])
    first = t.to_hand("Honor Scroll")
    second = next(c for c in t.cards("Honor Scroll", 0) if c is not first)
    t.act(0, f"manual move {second.iid} to hand")
    before, attach = _equip_riders(t)
    t.act(0, attach)
    assert t.game.to_act == 0  # Second holds no Honor card: his turn in the window is skipped
    t.act(0, f"honor-card {first.iid} -1")
    t.act(0, f"honor-card {second.iid} -1")
    assert not [a for a in t.legal(0) if a.startswith("honor-card")]
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, "pass")
    assert t.state.players[0].honor == before


def test_once_per_action_honor_cards() -> None:
    """ "Once per action, discard an Honor card ...": a second such card is not offered."""
    t = _table(fate=[ONCE_CARD, ONCE_CARD])
    first = t.to_hand("Honor Vow")
    second = next(c for c in t.cards("Honor Vow", 0) if c is not first)
    t.act(0, f"manual move {second.iid} to hand")
    _before, attach = _equip_riders(t)
    t.act(0, attach)
    t.act(0, f"honor-card {first.iid} +1")
    assert not [a for a in t.game.legal_actions(0, manual=False) if "honor-card" in a.text()]


def test_no_loss_from_cards_you_own() -> None:
    """ "You do not lose Honor from cards you own; this is not negation." (Fields of the
    Dead's wording) on the Stronghold: the Riders cost no Honor."""
    castle = card(
        "Dead Castle",
        "Stronghold",
        clans=["Crab"],
        province_strength=7,
        gold_production=4,
        starting_honor=6,
        text_plain="You do not lose Honor from cards you own; this is not negation.",
    )
    assert automation(castle).status == FULL
    t = _table(first_home=castle)
    before, attach = _equip_riders(t)
    entry = t.act(0, attach)
    assert t.state.players[0].honor == before
    assert "First's Honor does not change" in entry.notes


def test_no_gain_or_loss_at_all() -> None:
    """ "You do not gain or lose Honor; this is not negation.": a recruit's Proclaiming too."""
    assert read_trait("You will not gain or lose Honor; this is not negation.")[0] == "no_change"
    citadel = card(
        "Still Citadel",
        "Stronghold",
        clans=["Crab"],
        province_strength=7,
        gold_production=4,
        starting_honor=6,
        text_plain="You do not gain or lose Honor; this is not negation.",
    )
    t = _table(first_home=citadel)
    from rules.engine import ops

    before = t.state.players[0].honor
    assert ops.change_honor(t.state, t.state.players[0], 3) == 0
    assert t.state.players[0].honor == before


def test_nexus_of_lies_increases_another_players_loss() -> None:
    """Nexus of Lies: "Before another, non-Spider Clan player loses Honor from a card he
    owns, increase the loss by an amount equal to half his Starting Family Honor, rounded
    down": Starting Family Honor 7, a loss of 2 becomes 5."""
    nexus = real_card("Nexus of Lies", "aftermath")
    assert automation(nexus).status == FULL
    t = _table(first_home=stronghold(honor=7), theirs=[nexus])
    t.in_play("Nexus of Lies", seat=1)
    before, attach = _equip_riders(t)
    t.act(0, attach)
    assert t.state.players[0].honor == before - 5


def test_nexus_of_lies_spares_spider_clan_players_and_its_controller() -> None:
    spider = stronghold("Spider Keep", clans=["Spider"], honor=7)
    t = _table(first_home=spider, theirs=[real_card("Nexus of Lies", "aftermath")])
    t.in_play("Nexus of Lies", seat=1)
    before, attach = _equip_riders(t)
    t.act(0, attach)
    assert t.state.players[0].honor == before - 2
    own = _table(mine=[real_card("Nexus of Lies", "aftermath")])
    own.in_play("Nexus of Lies")
    before, attach = _equip_riders(own)
    own.act(0, attach)
    assert own.state.players[0].honor == before - 2


def test_reduce_your_losses_from_your_cards_to_a_minimum_of_one() -> None:
    """Daigotsu Kanpeki: "Reduce your Honor losses from your cards by 1, to a minimum of 1."
    (the trait alone; Kanpeki's line also has a Fear sentence the engine does not read)."""
    lord = personality(
        "Shadow Lord",
        text_plain="Reduce your Honor losses from your cards by 1, to a minimum of 1.",
    )
    assert automation(lord).status == FULL
    t = _table(mine=[lord])
    t.in_play("Shadow Lord")
    before, attach = _equip_riders(t)
    t.act(0, attach)
    assert t.state.players[0].honor == before - 1


def test_corrupt_governor_reads_its_target_players_next_loss() -> None:
    """ "Increase his next Honor loss this turn by 1" after a target player."""
    from rules.engine.compiler import compile_body
    from rules.engine.honor import HONOR_NEXT_OF

    gov = card("Governor", "Holding", deck="Dynasty", gold_cost=2)
    compiled = compile_body(gov, "Target a player. Increase his next Honor loss this turn by 1.")
    assert compiled is not None
    assert [e.op for e in compiled.effects] == [HONOR_NEXT_OF]
    assert compile_body(gov, "Increase his next Honor loss this turn by 1.") is None
    assert automation(real_card("Court Scribe", "aftermath")).status != PARTIAL


def test_word_of_the_anvil_negates_a_loss_before_it_happens() -> None:
    """Word of the Anvil: "Favor Political Reaction: Before a player gains or loses Honor,
    discard the Imperial Favor to negate the gain or loss." (Canceling Actions and Negating
    Effects — «Отмена действий и аннулирование эффектов»): answered in the loss's interrupt
    window, by the player holding the Favor; the loss comes to nothing."""
    anvil = real_card("Word of the Anvil", "an_onis_fury")
    t = _table(their_fate=[anvil])
    card = t.to_hand("Word of the Anvil", seat=1)
    t.act(1, "manual favor 1")
    before, attach = _equip_riders(t)
    t.act(0, attach)
    assert t.game.to_act == 1
    uses = [a for a in t.legal(1) if a.startswith(f"play {card.iid} ") or f" {card.iid} " in a]
    assert uses, t.legal(1)
    entry = t.act(1, uses[0])
    assert t.state.favor is None
    assert "First's Honor loss is negated (Word of the Anvil)" in entry.notes
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, "pass")
    assert t.state.players[0].honor == before


def test_word_of_the_anvil_needs_the_favor() -> None:
    anvil = real_card("Word of the Anvil", "an_onis_fury")
    t = _table(their_fate=[anvil])
    t.to_hand("Word of the Anvil", seat=1)
    before, attach = _equip_riders(t)
    t.act(0, attach)
    assert t.state.players[0].honor == before - 2


def test_negating_a_loss_is_read_only_before_one() -> None:
    from rules.engine.abilities import parse_abilities

    odd = strategy("Odd Scroll", text="Reaction: After a player loses Honor, negate the loss.")
    assert automation(odd).status != FULL
    assert all(a.effect == "manual" for a in parse_abilities(odd))


def test_word_of_the_anvil_halves_the_gains_of_a_named_phase() -> None:
    """Word of the Anvil: "Favor Political Reaction: After your turn begins, discard the
    Imperial Favor to name a Phase. Until your next turn begins, reduce each Honor gain by
    half, rounded down, that occurs during that phase of each player's turn.": the Action
    Phase named, a gain of 3 from a card there is 1; a loss is not changed."""
    anvil = real_card("Word of the Anvil", "an_onis_fury")
    assert automation(anvil).status == FULL
    gainer = card(
        "Gift Riders",
        "Follower",
        deck="Fate",
        force=1,
        chi=0,
        gold_cost=0,
        text_plain="After you Equip this Follower, gain 3 Honor.",
    )
    t = _table(fate=[gainer, RIDERS], their_fate=[anvil])
    anvil_card = t.to_hand("Word of the Anvil", seat=1)
    t.act(0, "manual favor 1")
    t.pass_until("end", seat=0)
    for _ in range(50):
        if t.game.to_act == 1 and any(
            a.startswith(f"play {anvil_card.iid} 1 ") for a in t.legal(1)
        ):
            break
        offered = t.legal()
        t.act(t.game.to_act, "pass" if "pass" in offered else offered[0])
    play = next(a for a in t.legal(1) if a.startswith(f"play {anvil_card.iid} 1 "))
    t.act(1, play)
    assert t.state.favor is None
    choices = t.legal(1)
    assert len(choices) == 6, choices
    labels = t.game.view(1)
    t.act(1, choices[2])  # the Action Phase, as listed: Straighten, Events, Action, ...
    assert "Action Phase are halved" in " ".join(t.game.log[-1].notes), labels
    # Second's turn goes on; then First's Action Phase (before Second's next turn).
    t.pass_until("action", seat=0, later=True)
    bushi = t.in_play("Bushi")
    gift = t.to_hand("Gift Riders")
    before = t.state.players[0].honor
    t.act(0, f"attach {gift.iid} to {bushi.iid} pay -")
    assert t.state.players[0].honor == before + 1
    riders = t.to_hand("Riders")
    t.act(1, "pass")
    t.act(0, f"attach {riders.iid} to {bushi.iid} pay -")
    assert t.state.players[0].honor == before + 1 - 2


def test_deeds_and_words_reduces_a_loss_from_an_action_to_nothing() -> None:
    """Deeds and Words: "Interrupt: If it is the Action Phase, reduce one of the Honor gains
    or losses from the action to 0. Destroy this Holding." — before the Honor change an
    action's card causes, in the Action Phase (Actions — «Акции»: an Interrupt answers
    before its moment)."""
    deeds = real_card("Deeds and Words")
    assert automation(deeds).status == FULL
    t = _table(theirs=[deeds])
    holding = t.in_play("Deeds and Words", seat=1)
    before, attach = _equip_riders(t)
    t.act(0, attach)
    assert t.game.to_act == 1
    uses = [a for a in t.legal(1) if a.startswith(f"use {holding.iid} ")]
    assert uses, t.legal(1)
    entry = t.act(1, uses[0])
    assert "First's Honor loss is negated (Deeds and Words)" in entry.notes
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, "pass")
    assert t.state.players[0].honor == before
    assert not holding.in_play


def test_deeds_and_words_answers_only_an_action_in_the_action_phase() -> None:
    from rules.engine.abilities import parse_abilities

    deeds = real_card("Deeds and Words")
    trigger = next(a.trigger for a in parse_abilities(deeds) if a.trigger is not None)
    t = _table(theirs=[deeds])
    holding = t.in_play("Deeds and Words", seat=1)
    t.pass_until("action", seat=0)
    from_card = {"event": "honor", "seat": 0, "amount": -2, "origin": holding.iid}
    assert trigger.matches(t.state, from_card, holding, 1)
    # The Honor the rules give (a battle, Proclaiming) comes from no action.
    assert not trigger.matches(t.state, from_card | {"origin": None}, holding, 1)
    t.state.phase = "attack"
    assert not trigger.matches(t.state, from_card, holding, 1)


def test_a_game_paused_in_an_honor_window_saves_and_replays() -> None:
    """The Honor card's answer and the changed loss are part of the saved game, and the
    game replays the same from its seed and answers."""
    import json

    from rules.engine.game import Game

    t = _table(their_fate=[HONOR_CARD])
    scroll = t.to_hand("Honor Scroll", seat=1)
    before, attach = _equip_riders(t)
    t.act(0, attach)
    t.act(1, f"honor-card {scroll.iid} +1")
    saved = json.loads(json.dumps(t.game.to_dict()))
    assert Game.from_dict(saved).to_dict() == t.game.to_dict()
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, "pass")
    replayed = Game.replay(t.game.setups, t.game.seed, t.game.log)
    assert replayed.to_dict() == t.game.to_dict()
    # 2, and 1 more from the Honor card.
    assert t.state.players[0].honor == before - 3


def test_the_aggressive_policy_uses_an_honor_card_to_its_own_good() -> None:
    """Another player's loss made larger by the aggressive player; his own made smaller."""
    from rules.engine.policies import aggressive_policy

    t = _table(fate=[HONOR_CARD], their_fate=[HONOR_CARD])
    theirs = t.to_hand("Honor Scroll", seat=1)
    mine = t.to_hand("Honor Scroll", seat=0)
    _, attach = _equip_riders(t)
    t.act(0, attach)
    choose = aggressive_policy(1)
    assert choose(t.game, 1).text() == f"honor-card {theirs.iid} +1"
    t.act(1, "pass")
    assert choose(t.game, 0).text() == f"honor-card {mine.iid} -1"


SHADOW_KEEP = card(
    "Shadow Keep",
    "Stronghold",
    clans=["Shadowlands"],
    province_strength=7,
    gold_production=4,
    starting_honor=6,
    text_plain="You do not gain or lose Honor; this is not negation.\nYou may not take "
    "Political actions or actions that cause other players unconditional Honor losses.",
)


def test_no_political_actions_and_no_unconditional_losses_for_others() -> None:
    """The Shadowlands Strongholds: "You may not take Political actions or actions that
    cause other players unconditional Honor losses." — Lobbying is a Political action
    («Один раз в ход в качестве политической акции Вы можете добиваться Благорасположения
    Императора»); a loss another player may choose to avoid is not unconditional."""
    assert automation(SHADOW_KEEP).status == FULL
    courtly = strategy("Courtly Word", text="Political Open: Draw a card.", keywords=["Political"])
    curse = strategy("Curse", text="Open: Another target player loses 1 Honor.")
    blessing = strategy("Blessing", text="Open: Draw a card.")
    t = _table(first_home=SHADOW_KEEP, fate=[courtly, curse, blessing])
    t.in_play("Bushi")
    cards = [t.to_hand(title) for title in ("Courtly Word", "Curse", "Blessing")]
    t.pass_until("action", seat=0)
    t.act(0, "manual honor 0 +20")
    offered = t.legal(0)
    assert not [a for a in offered if a.startswith("lobby")]
    assert not [a for a in offered if a.startswith(f"play {cards[0].iid} ")]
    assert not [a for a in offered if a.startswith(f"play {cards[1].iid} ")]
    assert [a for a in offered if a.startswith(f"play {cards[2].iid} ")]
    # The other player is not bound by it.
    other = _table(second_home=SHADOW_KEEP, fate=[courtly])
    other.in_play("Bushi")
    word = other.to_hand("Courtly Word")
    other.pass_until("action", seat=0)
    other.act(0, "manual honor 0 +5")
    assert [a for a in other.legal(0) if a.startswith(f"play {word.iid} ")]
    assert [a for a in other.legal(0) if a.startswith("lobby")]
