"""The battle keywords that bring units and cards into a battle, as their reminder text words
them (Special Traits and the Attack Phase — «Специальные надписи», «Фаза атаки»: Cavalry
«Кавалерийское маневрирование», Naval «Морское вторжение»; Reserve as the later cards
remind it): each is a rule the engine offers in the battle's round, and its reminder text
counts as enforced. Cavalry's move and Naval's first action are the later editions' rules:
a player has them while he controls a card that prints them; Gold cards play by Gold."""

from dataclasses import replace

import pytest

from rules.engine import IllegalAction
from rules.engine.abilities import parse_abilities
from rules.engine.actions import CavalryMove, Pass, parse_action
from rules.engine.coverage import FULL, assess
from rules.engine.game import Game
from rules.engine.mobility import CAVALRY_USED, NAVAL_USED
from rules.table import describe
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
GUARD = personality("Guard", force=2, chi=2)
CAVALRY_REMINDER = (
    "(Once per turn, as an Absent Engage, move your unbowed Personality in a Cavalry unit to "
    "the battle.)"
)
RIDER = personality(
    "Rider", force=2, chi=2, keywords=("Samurai", "Cavalry"), text_plain=CAVALRY_REMINDER
)
HORSES = follower("Horses", force=1, keywords=("Cavalry",))
FOOTMEN = follower("Footmen", force=1)
RICH = stronghold(honor=10, gold=12)
YARI = follower("Yari Men", force=1, text_plain="Battle, :bow:: Melee 3 Attack.")


def table(mine=(), theirs=(), mine_fate=(), theirs_fate=()) -> Table:
    return Table(
        deck(
            "First",
            RICH,
            dynasty=[*mine, BUSHI, BUSHI, RIDER],
            fate=[*mine_fate, HORSES, FOOTMEN, YARI],
        ),
        deck(
            "Second",
            stronghold(honor=2, gold=12),
            dynasty=[*theirs, GUARD, GUARD, RIDER],
            fate=[*theirs_fate, FOOTMEN],
        ),
    )


def attach(t: Table, title: str, host, seat: int = 0):
    card = t.to_hand(title, seat)
    t.act(seat, f"manual move {card.iid} to on:{host.iid}")
    return card


def begin(t: Table, mine, theirs) -> int:
    """Seat 0 attacks Province 0 of seat 1 with `mine`, seat 1 defends with `theirs`; the
    battle begins (the Province's id)."""
    t.to_attack()
    t.attack(1, *((unit, 0) for unit in mine))
    t.defend(*((unit, 0) for unit in theirs))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())
    return t.province(1, 0).pid


def cavalry(t: Table, seat: int) -> list[str]:
    return [a for a in t.legal(seat) if a.startswith("cavalry ")]


def round_trip(t: Table) -> Game:
    """The game saved and loaded, and replayed from its seed and log: all three alike."""
    loaded = Game.from_dict(t.game.to_dict())
    replayed = Game.replay(t.game.setups, t.game.seed, t.game.log, **t.game.options)
    assert loaded.state.to_dict() == t.game.state.to_dict()
    assert replayed.state.to_dict() == t.game.state.to_dict()
    return loaded


@pytest.mark.parametrize(
    ("title", "printing"),
    [
        ("Hida Iguchi", "twenty_festivals"),
        ("Utaku Izimi", "ivory_edition"),
        ("Isawa Kamiko", "ivory_edition"),
        ("Utaku Sakiko", "aftermath"),
        ("Yoritomo Teihiko", "ivory_edition"),
        ("Yoritomo Ichido", "ivory_edition"),
        ("Utaku Hyo-Yeon", "ivory_edition"),
        ("Isawa Ikariya", "aftermath"),
        ("Floating Reserve", "aftermath"),
        ("Hida Kurabi", "aftermath"),
        ("Oriole Katana", "ivory_edition"),
    ],
)
def test_the_reminders_are_enforced_so_the_ivory_cards_play_fully(
    title: str, printing: str
) -> None:
    """Ivory cards whose only unread text was a Cavalry, Naval or Reserve reminder (with
    Destined's or a Shugenja's beside it, or a granted Conqueror's) now play fully."""
    card = real_card(title, printing)
    assert assess(card, parse_abilities(card)).status == FULL


# -- Cavalry ----------------------------------------------------------------------------------
def test_cavalry_moves_a_unit_to_the_battle_as_an_absent_engage_once_a_turn() -> None:
    """Cavalry: "Once per turn, as an Absent Engage, move your unbowed Personality in a
    Cavalry unit to the battle." Before the battle's first action the player may move his
    Cavalry unit from home into it; once done, he may not again this turn (the saved game
    keeps the use); a unit with a non-Cavalry Follower is Infantry
    («Кавалерийское маневрирование»: a unit is Cavalry only if all its cards are)."""
    iguchi = real_card("Hida Iguchi", "twenty_festivals")
    t = table(mine=[iguchi])
    bushi = t.in_play("Bushi")
    rider = t.in_play("Rider")
    hida = t.in_play("Hida Iguchi")
    attach(t, "Footmen", rider)
    guard = t.in_play("Guard", seat=1)
    pid = begin(t, [bushi], [guard])
    t.act(1, Pass())  # the defender passes first: nobody has acted yet
    assert cavalry(t, 0) == [f"cavalry {hida.iid}"]  # the Rider leads Infantry Footmen
    assert describe(t.game, 0, CavalryMove(hida.iid)) == (
        "Cavalry: move Hida Iguchi's unit to this battle"
    )
    t.act(0, f"cavalry {hida.iid}")
    assert hida.battle == pid
    assert CAVALRY_USED + "0" in t.state.used
    assert cavalry(t, 0) == []
    with pytest.raises(IllegalAction):
        t.act(0, f"cavalry {rider.iid}")
    again = round_trip(t)
    assert CAVALRY_USED + "0" in again.state.used


def test_cavalry_is_absent_and_not_offered_after_the_first_action() -> None:
    """ "Absent": the Defender with no unit at the battle may move his Cavalry unit in; an
    Engage action is taken only before the battle's first action."""
    t = table()
    bushi = t.in_play("Bushi")
    t.in_play("Guard", seat=1)
    rider = t.in_play("Rider", seat=1)
    attach(t, "Footmen", t.in_play("Bushi"))
    begin(t, [bushi], [])
    assert t.game.to_act == 1
    assert cavalry(t, 1) == [f"cavalry {rider.iid}"]
    t.act(1, f"cavalry {rider.iid}")
    assert rider.battle == t.province(1, 0).pid
    # The defender's move was the battle's first action: the attacker's own Rider must wait.
    assert cavalry(t, 0) == []


def test_a_bowed_cavalry_unit_does_not_move() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    rider = t.in_play("Rider")
    attach(t, "Horses", rider)
    guard = t.in_play("Guard", seat=1)
    t.act(0, f"manual bow {rider.iid}")
    begin(t, [bushi], [guard])
    t.act(1, Pass())
    assert cavalry(t, 0) == []


def test_a_gold_cavalry_unit_without_the_reminder_has_no_engage_move() -> None:
    """The Gold rulebook's Cavalry is a unit that may also be assigned in the cavalry
    maneuvers («Кавалерийское маневрирование»); the Engage move is what later cards print.
    With no card in play printing it, no move is offered; one such card gives its controller
    the move for any of his Cavalry units."""
    gold_rider = personality("Gold Rider", force=2, chi=2, keywords=("Cavalry",))
    t = table(mine=[gold_rider])
    bushi = t.in_play("Bushi")
    rider = t.in_play("Gold Rider")
    guard = t.in_play("Guard", seat=1)
    begin(t, [bushi], [guard])
    t.act(1, Pass())
    assert cavalry(t, 0) == []
    t = table(mine=[gold_rider])
    bushi = t.in_play("Bushi")
    rider = t.in_play("Gold Rider")
    t.in_play("Rider")
    guard = t.in_play("Guard", seat=1)
    begin(t, [bushi], [guard])
    t.act(1, Pass())
    assert f"cavalry {rider.iid}" in cavalry(t, 0)


# -- Naval ------------------------------------------------------------------------------------
def test_naval_gives_the_attacker_the_first_battle_action_from_a_naval_unit() -> None:
    """Naval: "Once a turn, the Attacker gets the first Battle action, if it's from a Naval
    Personality's unit." Yoritomo Ichido's "Battle, :bow:: Move a target enemy non-Naval
    Personality home and bow his unit as he moves." is offered to the Attacker before the
    Defender acts; the round then goes on from the Defender («Битва»: the Defender acts
    first, «Морское вторжение»: a naval army may act first instead)."""
    ichido = real_card("Yoritomo Ichido")
    t = table(mine=[ichido])
    bushi = t.in_play("Bushi")
    yari = attach(t, "Yari Men", bushi)
    mantis = t.in_play("Yoritomo Ichido")
    guard = t.in_play("Guard", seat=1)
    second = t.in_play("Guard", seat=1)
    begin(t, [bushi, mantis], [guard, second])
    assert t.game.waiting_for == "the Naval first action" and t.game.to_act == 0
    legal = t.legal(0)
    assert legal[0] == "pass"
    assert all(a.startswith(f"use {mantis.iid} ") for a in legal[1:]) and legal[1:]
    # The Yari Men are in a non-Naval Personality's unit.
    with pytest.raises(IllegalAction):
        t.act(0, f"melee {yari.iid} at {guard.iid}")
    t.act(0, legal[1])
    assert guard.battle is None and guard.bowed and mantis.bowed
    assert NAVAL_USED in t.state.used
    assert t.game.to_act == 1 and t.game.waiting_for == "battle"
    assert NAVAL_USED in round_trip(t).state.used


def test_a_gold_naval_unit_without_the_reminder_does_not_act_first() -> None:
    """In Gold a Naval army acts first only in a declared naval invasion
    («Морское вторжение»): a Naval Personality whose card does not print the later reminder
    gives no first action."""
    sailor = personality(
        "Gold Sailor", force=2, chi=2, keywords=("Naval",), text_plain="Battle, :bow:: Fear 2."
    )
    t = table(mine=[sailor])
    bushi = t.in_play("Bushi")
    mantis = t.in_play("Gold Sailor")
    guard = t.in_play("Guard", seat=1)
    begin(t, [bushi, mantis], [guard])
    assert t.game.waiting_for != "the Naval first action"
    assert t.game.to_act == 1


def test_the_attacker_may_pass_and_the_defender_acts_first() -> None:
    ichido = real_card("Yoritomo Ichido")
    t = table(mine=[ichido])
    bushi = t.in_play("Bushi")
    mantis = t.in_play("Yoritomo Ichido")
    guard = t.in_play("Guard", seat=1)
    begin(t, [bushi, mantis], [guard])
    t.act(0, Pass())
    assert t.game.to_act == 1 and t.game.waiting_for == "battle"
    assert NAVAL_USED not in t.state.used


def test_no_naval_first_action_without_a_naval_attacker() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    begin(t, [bushi], [guard])
    assert t.game.to_act == 1 and t.game.waiting_for == "battle"


# -- Reserve ----------------------------------------------------------------------------------
def test_a_reserve_personality_is_recruited_into_the_battle_if_he_would_be_opposed() -> None:
    """Reserve: "You may Recruit a Reserve Personality, if he would be opposed, as an Absent
    Battle action." Utaku Hyo-Yeon face up in the Attacker's Province is recruited (paid as
    in the Dynasty phase) and enters play at the current battle."""
    reserve = real_card("Utaku Hyo-Yeon")
    t = table(mine=[reserve])
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.to_province("Utaku Hyo-Yeon", index=1)
    pid = begin(t, [bushi], [guard])
    t.act(1, Pass())
    recruits = [a for a in t.legal(0) if a.startswith(f"recruit {card.pid} ")]
    assert recruits
    t.act(0, recruits[0])
    assert card.zone == "home" and card.battle == pid
    assert t.province(0, 1).card is not None  # refilled
    round_trip(t)


def test_a_reserve_personality_is_not_recruited_unopposed() -> None:
    reserve = real_card("Utaku Hyo-Yeon")
    t = table(mine=[reserve])
    bushi = t.in_play("Bushi")
    card = t.to_province("Utaku Hyo-Yeon", index=1)
    begin(t, [bushi], [])
    assert t.game.to_act == 0
    assert not [a for a in t.legal(0) if a.startswith("recruit ")]
    with pytest.raises(IllegalAction):
        t.act(0, f"recruit {card.pid} pay - full")


def test_a_non_reserve_personality_is_not_recruited_in_a_battle() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.to_province("Rider", index=1)
    begin(t, [bushi], [guard])
    t.act(1, Pass())
    assert not [a for a in t.legal(0) if a.startswith("recruit ")]


def test_a_reserve_attachment_is_equipped_to_an_opposed_personality_as_a_battle_action() -> None:
    """Reserve: "You may Equip a Reserve attachment, if it would be opposed, as a Battle
    action." Floating Reserve joins the Attacker's Personality in the battle; not one at
    home."""
    floating = real_card("Floating Reserve", "aftermath")
    t = table(mine_fate=[floating])
    bushi = t.in_play("Bushi")
    other = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Floating Reserve")
    t.to_hand("Footmen")
    begin(t, [bushi], [guard])
    t.act(1, Pass())
    equips = [a for a in t.legal(0) if a.startswith("attach ")]
    assert equips and all(a.startswith(f"attach {card.iid} to {bushi.iid} ") for a in equips)
    with pytest.raises(IllegalAction):
        t.act(0, f"attach {card.iid} to {other.iid} pay -")
    t.act(0, equips[0])
    assert card.host == bushi.iid


# -- the smaller reminders ---------------------------------------------------------------------
def recruit(t: Table, pid: int) -> None:
    offered = [a for a in t.legal(0) if a.startswith(f"recruit {pid} ")]
    assert offered
    t.act(0, offered[0])


def test_renew_refills_the_province_face_up() -> None:
    """Renew: "When a card with Renew enters play from a Province, refill its Province
    face-up." (Doji Saomi); a card without Renew refills it face down («Фаза династии»)."""
    saomi = real_card("Doji Saomi", "rise_of_jigoku")
    for title, face_up in (("Doji Saomi", True), ("Bushi", False)):
        t = table(mine=[saomi])
        t.to_province(title, index=0)
        t.pass_until("dynasty", seat=0)
        province = t.province(0, 0)
        recruit(t, province.pid)
        assert t.find(title, zone="home")
        assert t.state.cards[province.card].face_up is face_up


def test_overconfident_lets_each_other_player_draw_as_it_enters_and_leaves_play() -> None:
    """Overconfident: "Each other player may draw a card after an Overconfident card enters
    or leaves play." (Asahina Tsugio); its controller draws nothing."""
    tsugio = real_card("Asahina Tsugio", "seeds_of_decay")
    t = table(mine=[tsugio])
    t.to_province("Asahina Tsugio", index=0)
    t.pass_until("dynasty", seat=0)
    mine, theirs = len(t.state.players[0].hand), len(t.state.players[1].hand)
    recruit(t, t.province(0, 0).pid)
    card = t.find("Asahina Tsugio", zone="home")
    assert len(t.state.players[1].hand) == theirs + 1
    assert len(t.state.players[0].hand) == mine
    t.act(0, f"manual destroy {card.iid}")
    assert len(t.state.players[1].hand) == theirs + 2
    # Back into play and out to the hand: it leaves play again.
    t.act(0, f"manual move {card.iid} to home")
    t.act(0, f"manual move {card.iid} to hand")
    assert len(t.state.players[1].hand) == theirs + 3
    assert len(t.state.players[0].hand) == mine + 1


@pytest.mark.parametrize(
    ("title", "printing", "bowed"),
    [
        ("Blessed Herbalist", "twenty_festivals", True),
        ("The Tower of Vigilance", "gates_of_chaos", False),
    ],
)
def test_a_fortification_attaches_bowed_or_straightened_as_its_reminder_says(
    title: str, printing: str, bowed: bool
) -> None:
    """«Укрепление» (Glossary: Fortification): unlike other Holdings it enters play unbowed;
    "Fortifications attach, bowed, to the Province from which they entered play." on the card
    makes it enter bowed ("..., straightened, ..." unbowed)."""
    fortification = real_card(title, printing)
    assert fortification.is_fortification
    t = table(mine=[fortification])
    t.to_province(title, index=0)
    t.pass_until("dynasty", seat=0)
    province = t.province(0, 0)
    recruit(t, province.pid)
    card = t.find(title)
    assert card.iid in province.attachments and card.bowed is bowed


def test_a_card_printed_not_unique_is_not_unique() -> None:
    """«Подразумевающиеся надписи»: every Experienced card is Unique — unless it says "(Bayushi
    Nomen is not Unique.)" («Ввод карт в игру»: the card's text overrides the rules)."""
    printed = real_card("Bayushi Nomen • Experienced", "honors_veil")
    nomen = replace(printed, experience_level=1, personality_name="Bayushi Nomen")
    assert nomen.experience_level > 0 and not nomen.unique
    plain = personality("Bayushi Nomen • Experienced", experience_level=1, text_plain="")
    assert plain.unique
    other = personality("Kakita Nomen", experience_level=1, text_plain="(Nomen is not Unique.)")
    assert not other.unique
    stranger = personality("Akodo X", experience_level=1, text_plain="(Nomen is not Unique.)")
    assert stranger.unique


def test_a_granted_conqueror_with_its_reminder_keeps_the_unit_unbowed() -> None:
    """Oriole Katana: "This Personality has Conqueror (A Conqueror's unit doesn't bow after
    battle)." — the grant is read with its reminder, so his unit goes home unbowed after
    the battle («Подсчет результатов»)."""
    katana = real_card("Oriole Katana", "ivory_edition")
    t = table(mine_fate=[katana])
    bushi = t.in_play("Bushi")
    attach(t, "Oriole Katana", bushi)
    guard = t.in_play("Guard", seat=1)
    begin(t, [bushi], [guard])
    t.pass_battle()
    assert bushi.in_play and not bushi.bowed and bushi.battle is None


def test_concealed_reserves_gives_reserve_to_a_personality_in_a_province() -> None:
    """Ivory "Concealed Reserves": "Battle: Give Reserve to your target Personality in a
    Province." Its target is a face-up Personality in one of your Provinces (Targeting —
    «Выбор цели и перенаправление»: chosen as the action is announced); with Reserve he may
    then be recruited into the battle this turn."""
    concealed = real_card("Concealed Reserves", "aftermath")
    t = table(mine_fate=[concealed])
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    rider = t.to_province("Rider", index=1)
    t.to_province("Guard", seat=1, index=1)
    strategy = t.to_hand("Concealed Reserves")
    begin(t, [bushi], [guard])
    t.act(1, Pass())
    assert not [a for a in t.legal(0) if a.startswith("recruit ")]
    plays = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    # Not the other player's Guard in his Province, nor a card in play.
    assert [parse_action(a).targets for a in plays] == [(rider.iid,)]
    t.act(0, plays[0])
    assert "Reserve" in [mod[1] for mod in rider.mods]
    round_trip(t)
    t.act(1, Pass())
    recruits = [a for a in t.legal(0) if a.startswith(f"recruit {rider.pid} ")]
    assert recruits
    t.act(0, recruits[0])
    assert rider.battle == t.province(1, 0).pid
