"""A Personality's bonus and a keyword granted together under one condition
(`rules.engine.trait_pairs`; «Бонусы и штрафы», «Ключевые слова»): both hold while the
condition does, neither otherwise."""

from rules.engine import stats
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
SPEARMEN = follower("Spearmen", force=2, cost=1)
KINUKO_TEXT = "Kinuko has +2 Chi and Monk while she has the Tattooed keyword."
KINUKO = personality(
    "Togashi Kinuko",
    force=3,
    chi=2,
    clans=("Dragon",),
    keywords=("Dragon Clan", "Samurai", "Tattooed"),
    text_plain=KINUKO_TEXT,
)
# The same text on a Personality without the Tattooed keyword.
PLAIN_KINUKO = personality(
    "Plain Kinuko",
    force=3,
    chi=2,
    keywords=("Dragon Clan", "Samurai"),
    text_plain=KINUKO_TEXT.replace("Kinuko", "Plain"),
)
KYUUDO = personality(
    "Asako Kyuudo",
    force=2,
    chi=2,
    clans=("Phoenix",),
    keywords=("Phoenix Clan", "Samurai"),
    text_plain=(
        "Kyuudo has +3F and Elite while defending (Elite cards contribute Force even if bowed)."
    ),
)


def _table(mine: list, theirs: list = ()) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[*mine, BUSHI], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[*theirs, BUSHI], fate=[SPEARMEN]),
    )


def test_togashi_kinuko_has_chi_and_monk_while_tattooed() -> None:
    """ "Togashi Kinuko": "Kinuko has +2 Chi and Monk while she has the Tattooed keyword."
    Tattooed, she has 4 Chi and is a Monk; the same text without the keyword gives
    nothing."""
    assert automation(KINUKO).status == FULL
    t = _table([KINUKO, PLAIN_KINUKO])
    kinuko = t.in_play("Togashi Kinuko")
    plain = t.in_play("Plain Kinuko")
    assert stats.chi(t.state, kinuko) == 4 and has_keyword(t.state, kinuko, "Monk")
    assert stats.force(t.state, kinuko) == 3
    assert stats.chi(t.state, plain) == 2 and not has_keyword(t.state, plain, "Monk")


def test_asako_kyuudo_has_force_and_elite_while_defending() -> None:
    """ "Asako Kyuudo": "Kyuudo has +3F and Elite while defending (Elite cards contribute
    Force even if bowed)." At home neither; in a defending army both («Атакующие и
    защищающиеся»)."""
    assert automation(KYUUDO).status == FULL
    t = _table([], [KYUUDO])
    bushi = t.in_play("Bushi")
    kyuudo = t.in_play("Asako Kyuudo", seat=1)
    assert stats.force(t.state, kyuudo) == 2 and not has_keyword(t.state, kyuudo, "Elite")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((kyuudo, 0))
    assert stats.force(t.state, kyuudo) == 5 and has_keyword(t.state, kyuudo, "Elite")
