"""A card with two Ranged Attacks uses the one its player chooses (Special Situations:
Ranged Attacks — «Особые ситуации»: «Атаки с расстояния»; Hiruma Archers: "Repeatable
Battle, :bow:: Ranged 2 Attack." and "Repeatable Battle, :bow:: If this Personality is Crab
Clan, Ranged 4 Attack.")."""

from rules.engine.abilities import abilities
from rules.engine.actions import Pass, RangedAttack, parse_action
from rules.table import describe
from tests.rules_cards import Table, deck, follower, personality, stronghold

HUNTERS = follower(
    "Hiruma Archers",
    force=3,
    text_plain=(
        "Repeatable Battle, :bow:: Ranged 2 Attack.\n"
        "Repeatable Battle, :bow:: If this Personality is Crab Clan, Ranged 4 Attack."
    ),
)
ARCHERS = follower("Archers", force=1, text_plain="Battle: Ranged 1 Attack")
BUSHI = personality("Bushi", force=3, chi=2, keywords=("Crab Clan", "Samurai"))
RONIN = personality("Ronin", force=3, chi=2, clans=(), keywords=())
BIG_F = follower("Big Troops", force=3)


def table() -> Table:
    first = deck("First", stronghold(honor=5), dynasty=[BUSHI, RONIN], fate=[HUNTERS, ARCHERS])
    second = deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[BIG_F])
    return Table(first, second)


def _lines() -> tuple[int, int]:
    two, four = (a.index for a in abilities(HUNTERS))
    return two, four


def _battle(t: Table, with_archers: bool = False, leader: str = "Bushi"):
    bushi = t.in_play(leader)
    hunters = t.to_hand("Hiruma Archers", 0)
    t.act(0, f"manual move {hunters.iid} to on:{bushi.iid}")
    archers = None
    if with_archers:
        archers = t.to_hand("Archers", 0)
        t.act(0, f"manual move {archers.iid} to on:{bushi.iid}")
    guard = t.in_play("Bushi", seat=1)
    big = t.to_hand("Big Troops", 1)
    t.act(1, f"manual move {big.iid} to on:{guard.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    return hunters, archers, big


def test_the_player_chooses_which_ranged_attack_the_card_makes() -> None:
    t = table()
    hunters, _, big = _battle(t)
    t.act(1, Pass())
    two, four = _lines()
    legal = t.legal(0)
    assert f"ranged {hunters.iid} at {big.iid} using {two}" in legal
    assert f"ranged {hunters.iid} at {big.iid} using {four}" in legal
    # A card adds its strength to an attack once: never joined with itself.
    assert not any(f"ranged {hunters.iid},{hunters.iid}" in text for text in legal)
    entry = t.act(0, f"ranged {hunters.iid} at {big.iid} using {four}")
    assert "Ranged 4 Attack destroys Big Troops" in " ".join(entry.notes)
    assert big.zone == "fate-discard"


def test_the_weaker_attack_misses_where_the_stronger_would_hit() -> None:
    t = table()
    hunters, _, big = _battle(t)
    t.act(1, Pass())
    two, _ = _lines()
    entry = t.act(0, f"ranged {hunters.iid} at {big.iid} using {two}")
    assert "misses Big Troops" in " ".join(entry.notes)
    assert big.in_play


def test_a_ranged_attack_under_a_condition_is_offered_only_while_it_holds() -> None:
    t = table()
    hunters, _, big = _battle(t, leader="Ronin")  # not Crab Clan
    t.act(1, Pass())
    _, four = _lines()
    legal = t.legal(0)
    assert f"ranged {hunters.iid} at {big.iid}" in legal
    assert not any(f"using {four}" in text for text in legal)


def test_joined_attacks_name_each_cards_choice_and_the_table_says_it() -> None:
    t = table()
    hunters, archers, big = _battle(t, with_archers=True)
    t.act(1, Pass())
    _, four = _lines()
    sources = sorted((hunters.iid, archers.iid))
    archers_line = abilities(ARCHERS)[0].index
    chosen = {hunters.iid: four, archers.iid: archers_line}
    lines = ",".join(str(chosen[iid]) for iid in sources)
    text = f"ranged {sources[0]},{sources[1]} at {big.iid} using {lines}"
    assert text in t.legal(0)
    action = parse_action(text)
    assert isinstance(action, RangedAttack) and action.text() == text
    label = describe(t.game, 0, action)
    assert "Hiruma Archers (Ranged 4)" in label and "Archers (Ranged 1)" in label
    entry = t.act(0, text)
    assert "Ranged 5 Attack destroys Big Troops" in " ".join(entry.notes)
