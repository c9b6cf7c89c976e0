"""What a card's own text says about recruiting it («Династическая фаза» (Dynasty Phase); «Типы
карт (детальное описание)» (Card Types in Detail), Holdings: all Holdings enter play bowed;
«Ввод карт в игру» (Bringing Cards into Play)): "Enters play unbowed.", "You may only have one
copy of X in play.", "Will not join a player whose Wind is ...", "After you Recruit this Holding
from a Province, refill the Province face-up." (a Dynasty Event turned face-up so happens at
once, «Фаза событий» (Events Phase))."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import ManualMove, Recruit
from rules.engine.coverage import FULL, assess
from rules.engine.state import Card
from rules.engine.traits import parse_trait, traits
from tests.real_cards import real_card
from tests.rules_cards import (
    Table,
    card,
    deck,
    event,
    holding,
    personality,
    sensei,
    stronghold,
    wind,
)

PLAIN = holding("Plain Farm", cost=2)


def _table(*dynasty: object, home: object = None, **extra: object) -> Table:
    return Table(
        deck(
            "First",
            home or stronghold(honor=20, gold=6, clans=["Crab"]),
            dynasty=list(dynasty),
            **extra,
        ),
        deck("Second", stronghold(honor=2)),
    )


def _recruit(t: Table, title: str, index: int = 0) -> Card:
    t.to_province(title, 0, index)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, index).pid
    castle = t.state.players[0].stronghold
    t.act(0, Recruit(pid, (castle,), "full"))
    return t.find(title, 0, "home")


def test_a_holding_that_enters_play_unbowed() -> None:
    """ "This Holding enters play unbowed." (Kaiu-Built Defenses' wording), "Enters play
    unbowed." (Poorly Placed Garden, a Fortification that says it as a reminder): recruited,
    it stays unbowed; a plain Holding enters play bowed."""
    garden = real_card("Poorly Placed Garden")
    assert traits(garden).enters_unbowed
    assert assess(garden).status == FULL
    quick = holding("Quick Farm", text="This Holding enters play unbowed.\n:bow:: Produce 2 Gold.")
    assert assess(quick).status == FULL
    t = _table(quick, PLAIN)
    assert not _recruit(t, "Quick Farm", 0).bowed
    t.pass_until("dynasty", seat=0, later=True)
    assert _recruit(t, "Plain Farm", 1).bowed


def test_only_one_copy_of_counting_house() -> None:
    """Counting House: "You may only have one copy of Counting House in play." A second copy
    is not offered and cannot be recruited while the first is in play; another player may
    have his own."""
    house = real_card("Counting House")
    assert traits(house).one_copy
    assert assess(house).status == FULL
    t = Table(
        deck("First", stronghold(honor=20, gold=6), dynasty=[house, house]),
        deck("Second", stronghold(honor=2), dynasty=[house]),
    )
    t.in_play("Counting House", 0)
    t.to_province("Counting House", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    assert not any(a.startswith(f"recruit {pid} ") for a in t.legal(0))
    castle = t.state.players[0].stronghold
    with pytest.raises(IllegalAction, match="only have one copy of Counting House"):
        t.act(0, Recruit(pid, (castle,), "full"))
    # Another title naming itself is not this rule ("... one copy of X" of another card).
    assert parse_trait("You may only have one copy of Other House in play.", house) is None


def test_will_not_join_a_player_whose_wind_is() -> None:
    """Daigotsu Geiko's first sentence: "Will not join a player whose Wind is The Kanpeki
    Dynasty." (his second, a battle trigger, is read too: test_ability_ivory_moments); "... whose
    Stronghold is ...", "... whose Sensei is ...", "... with a Wind", "... that controls any
    Shadowlands cards" are read the same way."""
    text = "Will not join a player whose Wind is The Kanpeki Dynasty."
    geiko = personality("Geiko", cost=4, clans=["Spider"], text_plain=text)
    assert assess(geiko).status == FULL
    full_geiko = personality(
        "Daigotsu Geiko",
        text_plain=text + " After a Dark Virtue, :fear:, or :maho: action resolves, if Geiko is "
        "at the current battlefield, give him +1F.",
    )
    assert assess(full_geiko).status == FULL
    t = _table(geiko, geiko, wind=wind("The Kanpeki Dynasty"))
    t.to_province("Geiko", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    castle = t.state.players[0].stronghold
    assert not any(a.startswith(f"recruit {pid} ") for a in t.legal(0))
    with pytest.raises(IllegalAction, match="whose Wind is The Kanpeki Dynasty"):
        t.act(0, Recruit(pid, (castle,), "full"))
    other = _table(geiko, wind=wind("Another Wind"))
    assert _recruit(other, "Geiko").zone == "home"


def test_will_not_join_a_stronghold_a_sensei_any_wind_or_shadowlands() -> None:
    """ "Will not join a player whose Stronghold is The Shadow Stronghold of the Bayushi.",
    "... whose Sensei is Ichido Allegiance.", "Will not join a player with a Wind.", "Will not
    join a player that controls any Shadowlands cards." """
    home = stronghold("The Shadow Stronghold of the Bayushi", honor=20, gold=6)
    yojiro = personality(
        "Yojiro",
        text_plain="Will not join a player whose Stronghold is The Shadow Stronghold of the "
        "Bayushi.",
    )
    okane = personality(
        "Okane", text_plain="Will not join a player whose Sensei is Ichido Allegiance."
    )
    dragon = personality("Dragon", text_plain="Will not join a player with a Wind.")
    sukune = personality(
        "Sukune", text_plain="Will not join a player that controls any Shadowlands cards."
    )
    for each in (yojiro, okane, dragon, sukune):
        assert assess(each).status == FULL, each.title
    oni = personality("Oni", keywords=["Shadowlands"], clans=["Shadowlands"])
    t = _table(
        yojiro,
        okane,
        dragon,
        sukune,
        oni,
        home=home,
        sensei=sensei("Ichido Allegiance", 0, 0, 0),
        wind=wind(),
    )
    from rules.engine.play import joining_problem

    player = t.state.players[0]
    assert "whose Stronghold is" in (joining_problem(t.state, player, yojiro) or "")
    assert "whose Sensei is" in (joining_problem(t.state, player, okane) or "")
    assert "with a Wind" in (joining_problem(t.state, player, dragon) or "")
    assert joining_problem(t.state, player, sukune) is None
    t.in_play("Oni")
    assert "controls any Shadowlands cards" in (joining_problem(t.state, player, sukune) or "")
    bare = _table(yojiro, dragon)
    assert joining_problem(bare.state, bare.state.players[0], yojiro) is None
    assert joining_problem(bare.state, bare.state.players[0], dragon) is None


def test_famous_bazaar_refills_its_province_face_up() -> None:
    """Famous Bazaar: "After you Recruit this Holding from a Province, refill the Province
    face-up." The card refilled is face-up; after a plain Holding's recruiting it is face
    down."""
    bazaar = real_card("Famous Bazaar")
    assert assess(bazaar).status == FULL
    samurai = personality("Plain Samurai")
    t = _table(bazaar, PLAIN, samurai)
    t.to_province("Famous Bazaar", 0, 0)
    t.pass_until("dynasty", seat=0)
    province = t.province(0, 0)
    # The next card of the Dynasty deck is the Samurai.
    t.act(0, ManualMove(t.find("Plain Samurai", 0, "dynasty").iid, "dynasty-top"))
    castle = t.state.players[0].stronghold
    entry = t.act(0, Recruit(province.pid, (castle,), "full"))
    refilled = t.state.cards[province.card]
    assert refilled.defn.title == "Plain Samurai" and refilled.face_up
    assert f"Province {province.pid} is refilled face-up: Plain Samurai" in entry.notes
    plain = _table(PLAIN)
    _recruit(plain, "Plain Farm")
    assert not plain.state.cards[plain.province(0, 0).card].face_up


def test_an_event_refilled_face_up_happens() -> None:
    """A Dynasty Event turned face-up by Famous Bazaar's refill happens at once (one the
    engine does not read happens by hand and leaves the game); the Province is refilled
    again."""
    bazaar = real_card("Famous Bazaar")
    storm = event("Sudden Storm")
    t = _table(bazaar, storm)
    t.to_province("Famous Bazaar", 0, 0)
    t.pass_until("dynasty", seat=0)
    t.act(0, ManualMove(t.find("Sudden Storm", 0, "dynasty").iid, "dynasty-top"))
    province = t.province(0, 0)
    castle = t.state.players[0].stronghold
    entry = t.act(0, Recruit(province.pid, (castle,), "full"))
    assert "Event: Sudden Storm happens (carry out its text by hand)" in entry.notes
    assert t.find("Sudden Storm").zone != "province"
    assert province.card is not None and t.state.cards[province.card].defn.title != "Sudden Storm"


def test_recruit_triggers_of_another_shape_are_not_this_rule() -> None:
    """ "After you Recruit this Holding, you may target and straighten a Duelist." is no
    refill; a name other than the card's own is not read as its own."""
    dojo = holding(
        "Dojo", text="After you Recruit this Holding, you may target and straighten a Duelist."
    )
    assert not traits(dojo).refill_face_up
    assert (
        parse_trait(
            "After you Recruit Dorai from a Province, refill it face-up.", card("Other", "Holding")
        )
        is None
    )


def test_will_only_join_and_will_not_enter_play() -> None:
    """ "Will only join a player whose Wind is Kano's Alliance.", "Will not enter play unless
    you control a Courtier." (Bayushi Hirono), "Will not enter play if you control any
    Shadowlands cards." (Hida Tokichiro), "Will not enter play if your Family Honor is 1 or
    higher." (Moto Tsume), "Will not enter play unless you control the Ring of Air." (Air
    Dragon): each read, each checked against the player recruiting."""
    from rules.engine.play import joining_problem

    shinichi = personality(
        "Shinichi", text_plain="Will only join a player whose Wind is Kano's Alliance."
    )
    hirono = personality("Hirono", text_plain="Will not enter play unless you control a Courtier.")
    tokichiro = personality(
        "Tokichiro", text_plain="Will not enter play if you control any Shadowlands cards."
    )
    tsume = personality(
        "Tsume", text_plain="Will not enter play if your Family Honor is 1 or higher."
    )
    dragon = personality(
        "Dragon of Air", text_plain="Will not enter play unless you control the Ring of Air."
    )
    for each in (shinichi, hirono, tokichiro, tsume, dragon):
        assert assess(each).status == FULL, each.title
    courtier = personality("Courtier", keywords=["Courtier"])
    oni = personality("Oni", keywords=["Shadowlands"], clans=["Shadowlands"])
    ring = card("Ring of Air", "Ring", deck="Fate", keywords=["Air"])
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[courtier, oni], fate=[ring]),
        deck("Second", stronghold("Other Castle", honor=2)),
    )
    player = t.state.players[0]

    def problem(defn: object) -> str:
        return joining_problem(t.state, player, defn) or ""  # type: ignore[arg-type]

    assert "will only join a player whose Wind is Kano's Alliance" in problem(shinichi)
    assert "who controls a Courtier" in problem(hirono)
    assert problem(tokichiro) == ""
    assert "with 1 or more Family Honor" in problem(tsume)
    assert "who controls the Ring of Air" in problem(dragon)
    t.in_play("Courtier")
    t.in_play("Oni")
    t.in_play("Ring of Air")
    player.honor = 0
    assert problem(hirono) == "" and problem(tsume) == "" and problem(dragon) == ""
    assert "who controls any Shadowlands cards" in problem(tokichiro)


def test_may_only_be_recruited_by() -> None:
    """ "May only be Recruited by a Crab Clan player." (Hida War College • Experienced), "...
    by a player whose Wind is House of Suikihime." (Aohama), "You may not Recruit Tohiro if
    you have a Wind." (Tsuruchi Tohiro): read as who the card joins."""
    from rules.engine.play import joining_problem

    college = holding("College", text="May only be Recruited by a Crab Clan player.")
    aohama = holding(
        "Harbor", text="May only be Recruited by a player whose Wind is House of Suikihime."
    )
    tohiro = personality(
        "Tsuruchi Tohiro", text_plain="You may not Recruit Tohiro if you have a Wind."
    )
    other = personality("Someone", text_plain="You may not Recruit Tohiro if you have a Wind.")
    for each in (college, aohama, tohiro):
        assert assess(each).status == FULL, each.title
    assert not traits(other).join_rules
    crab = _table(college, home=stronghold(honor=20, gold=6, clans=["Crab"]))
    lion = _table(college, home=stronghold("Lion Castle", honor=20, gold=6, clans=["Lion"]))
    assert joining_problem(crab.state, crab.state.players[0], college) is None
    assert "Crab Clan player" in (joining_problem(lion.state, lion.state.players[0], college) or "")
    assert _recruit(crab, "College").zone == "home"
    windy = _table(aohama, tohiro, wind=wind("House of Suikihime"))
    calm = _table(aohama, tohiro)
    player, still = windy.state.players[0], calm.state.players[0]
    assert joining_problem(windy.state, player, aohama) is None
    assert "House of Suikihime" in (joining_problem(calm.state, still, aohama) or "")
    assert "with a Wind" in (joining_problem(windy.state, player, tohiro) or "")
    assert joining_problem(calm.state, still, tohiro) is None


def test_a_holding_that_enters_play_from_a_province_refills_it_face_up() -> None:
    """ "After this Holding enters play from a Province, refill the Province face-up." (Small
    Library): a Holding enters play from a Province by being recruited."""
    library = holding(
        "Small Library",
        text="After this Holding enters play from a Province, refill the Province face-up.",
    )
    assert traits(library).refill_face_up and assess(library).status == FULL
    t = _table(library)
    _recruit(t, "Small Library")
    assert t.state.cards[t.province(0, 0).card].face_up
