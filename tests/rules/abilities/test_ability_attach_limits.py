"""What a Personality will not attach, by a value or by a trait of the attachment
(Followers, Items, Spells and Ancestors — «Солдаты, предметы, заклинания и предки»; the
restriction is checked whenever a card would attach). Cards are built with their printed
text."""

from rules.engine.coverage import FULL, assess
from rules.engine.restrictions import attach_refused
from tests.rules_cards import follower, item, personality, spell

MASUTARO = personality(
    "Matsu Masutaro",
    clans=["Lion"],
    text_plain="Masutaro will not attach Followers with an Honor Requirement of 2 or higher.",
)
CONJUROR = personality(
    "Ratling Conjuror",
    keywords=("Ratling", "Shugenja"),
    text_plain="Conjuror will not attach Spells with a 4 or higher Gold Cost.",
)
TSURAYUKI = personality("Tsurayuki", text_plain="Will not attach non-Storm Rider attachments.")


def test_followers_with_an_honor_requirement_of_two_or_higher() -> None:
    """Matsu Masutaro takes a Follower needing 1 Honor (or none), not one needing 2."""
    assert attach_refused(follower("Ashigaru", requirement=1), MASUTARO) is None
    assert attach_refused(follower("Militia"), MASUTARO) is None
    assert attach_refused(follower("Lion Elite", requirement=2), MASUTARO) is not None
    assert attach_refused(item("Katana"), MASUTARO) is None
    assert assess(MASUTARO).status == FULL


def test_spells_with_a_gold_cost_of_four_or_higher() -> None:
    """Ratling Conjuror: a 3-Gold Spell attaches, a 4-Gold one does not."""
    assert attach_refused(spell("Small Charm", cost=3), CONJUROR) is None
    assert attach_refused(spell("Great Storm", cost=4), CONJUROR) is not None
    assert attach_refused(follower("Ratling Pack", cost=5), CONJUROR) is None


def test_non_trait_attachments() -> None:
    """Tsurayuki takes Storm Rider attachments only, of any type."""
    riders = follower("Storm Riders", keywords=["Storm Rider"])
    assert attach_refused(riders, TSURAYUKI) is None
    assert attach_refused(follower("Foot Soldiers"), TSURAYUKI) is not None
    assert attach_refused(item("Katana"), TSURAYUKI) is not None
