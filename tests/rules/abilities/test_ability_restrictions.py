"""Attachment restrictions printed on cards hold when a card attaches (Followers, Items,
Spells and Ancestors — «Солдаты, предметы, заклинания и предки»)."""

from rules.engine.coverage import FULL, automation
from rules.engine.restrictions import attach_refused, parse_restriction
from tests.rules_cards import card, personality

CRAB = personality("Crab Bushi", clans=["Crab"], keywords=["Samurai"])
NINJA = personality("Shadow", clans=["Scorpion"], keywords=["Ninja"])
LONER = personality(
    "Loner", clans=["Lion"], keywords=["Samurai"], text_plain="Will not attach Followers or Items."
)
PICKY = personality("Picky", text_plain="Will not attach non-Ninja Followers.")


def attachment(text: str, kind: str = "Follower", **values: object):
    return card(f"Thing ({text})", kind, deck="Fate", text_plain=text, **values)


def test_will_only_attach_to() -> None:
    crab_only = attachment("Will only attach to a Crab Clan Personality.")
    assert attach_refused(crab_only, CRAB) is None
    assert attach_refused(crab_only, NINJA) == (
        "Thing (Will only attach to a Crab Clan Personality.) will only attach to a Crab Clan"
    )
    either = attachment("Can only attach to a Samurai or Ninja.", "Item")
    assert attach_refused(either, CRAB) is None and attach_refused(either, NINJA) is None
    never = attachment("Will not attach to a Ninja Personality.")
    assert attach_refused(never, NINJA) and attach_refused(never, CRAB) is None


def test_a_personality_that_will_not_take_attachments() -> None:
    follower = attachment("")
    ninja_follower = attachment("", keywords=["Ninja"])
    item = attachment("", "Item")
    assert attach_refused(follower, LONER) == "Loner will not take Thing ()"
    assert attach_refused(item, LONER) and attach_refused(follower, CRAB) is None
    assert attach_refused(follower, PICKY) and attach_refused(ninja_follower, PICKY) is None


def test_what_is_not_read_stays_manual() -> None:
    assert parse_restriction("Will only attach to a Personality with a Gold Cost of 5.") is None
    assert automation(LONER).status == FULL
    assert automation(attachment("Will only attach to a Courtier.")).status == FULL
