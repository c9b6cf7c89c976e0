"""What a card's title, traits and text imply, as pure functions on literal strings.

Sections of the Gold Edition rulebook (../shared/rules/gold-edition-rules.ru.txt):
"Подготовка к игре", "«Душа …» командира", "Надписи опыта", "Уникальность" and
"Подразумевающиеся надписи"."""

import pytest

from l5rdb.catalogue.importing.derive import (
    considered_as,
    derive,
    epithet_base,
    experience,
    implied_traits,
    soul_of,
)
from l5rdb.catalogue.importing.parse import parse_experience


@pytest.mark.parametrize(
    ("trait", "level", "label", "name"),
    [
        ("Experienced", 1, "Experienced", ""),
        ("Experienced 2", 2, "Experienced 2", ""),
        ("Experienced 4 Ginawa", 4, "Experienced 4", "Ginawa"),
        ("Experienced Kyuden Suzume", 1, "Experienced", "Kyuden Suzume"),
        ("ExperiencedCoM", 1, "Experienced CoM", ""),
        ("Experienced 2 KYD", 2, "Experienced 2 KYD", ""),
        ("Experienced 3KYD Mirumoto Hitomi", 3, "Experienced 3 KYD", "Mirumoto Hitomi"),
        ("Experienced 3.5", 3, "Experienced 3.5", ""),
        ("Inexperienced", -1, "Inexperienced", ""),
        ("Inexperienced The Obsidian Hand", -1, "Inexperienced", "The Obsidian Hand"),
    ],
)
def test_experience_labels(trait, level, label, name):
    """ "Надписи опыта": Inexperienced, (none), Experienced, Experienced 2, ..."""
    parsed = parse_experience(trait)
    assert (parsed.level, parsed.label, parsed.name) == (level, label, name)


@pytest.mark.parametrize("trait", ["Samurai", "Soul of Hida Amoro", "Experience Points"])
def test_other_traits_are_not_experience(trait):
    assert parse_experience(trait) is None


def test_experienced_4_ginawa_is_a_version_of_ginawa():
    """ "Надписи опыта": "Experienced 4 Ginawa" on Akodo Ginawa makes him a version of Ginawa."""
    derived = derive(
        "Akodo Ginawa",
        "Akodo Ginawa • Experienced 4",
        ["Personality"],
        ["Lion Clan", "Experienced 4 Ginawa", "Samurai"],
        "",
    )
    assert derived.experience_level == 4
    assert derived.personality_name == "Ginawa"
    assert derived.deck_identity == "Ginawa • Experienced 4"
    assert derived.unique_identity == "Ginawa"
    assert derived.is_unique


def test_the_extended_title_gives_the_level():
    level, name = experience("Hida Amoro", "Hida Amoro • Experienced 2", ["Unique"])
    assert (level.level, level.label, name) == (2, "Experienced 2", "Hida Amoro")
    level, name = experience("Hida Kisada (Imperial)", "", [])
    assert level is None and name == "Hida Kisada"  # the data set's qualifier is not printed


def test_different_experience_levels_are_different_cards_for_deck_construction():
    """ "Подготовка к игре": three Yasuki Hachi and one Experienced Yasuki Hachi are allowed."""
    base = derive("Yasuki Hachi", "", ["Personality"], ["Crab Clan"], "")
    experienced = derive(
        "Yasuki Hachi", "Yasuki Hachi • Experienced", ["Personality"], ["Experienced"], ""
    )
    assert base.deck_identity != experienced.deck_identity
    assert base.unique_identity == experienced.unique_identity == "Yasuki Hachi"


def test_soul_of_names_the_earlier_personality():
    """ "«Душа …» командира": Hida Tenshu is "Soul of Hida Amoro"."""
    assert soul_of(["Berserker", "Crab Clan", "Soul of Hida Amoro"]) == ("Hida Amoro", "")
    assert soul_of(["Soul of Kakita Yoshi Experienced 3"]) == ("Kakita Yoshi", "Experienced 3")
    assert soul_of(["Shiba's Soul", "Samurai"]) == ("", "")


def test_considered_for_deck_construction():
    """Yasuki Hachi: "This card is considered Daidoji Hachi for deck construction."""
    derived = derive(
        "Yasuki Hachi",
        "",
        ["Personality"],
        ["Crab Clan"],
        "This card is considered Daidoji Hachi for deck construction.",
    )
    assert derived.deck_identity == "Daidoji Hachi"
    assert derived.unique_identity == "Yasuki Hachi"


def test_considered_for_the_unique_restriction():
    """ "Уникальность": Shiryo no Tadaka counts as Isawa Tadaka for uniqueness too."""
    text = (
        "This Ancestor is considered Isawa Tadaka for deck construction and checking the "
        "Unique restriction."
    )
    derived = derive("Shiryo no Tadaka", "", ["Ancestor"], ["Phoenix Clan"], text)
    assert (derived.deck_identity, derived.unique_identity) == ("Isawa Tadaka", "Isawa Tadaka")
    assert derived.is_unique  # every Ancestor is Unique


def test_considered_as_an_experienced_version():
    found = considered_as(
        "Shahai is considered Iuchi Shahai Experienced for deck construction and checking "
        "the Unique restriction."
    )
    assert (found.name, found.experience_label, found.deck, found.unique) == (
        "Iuchi Shahai",
        "Experienced",
        True,
        True,
    )
    assert considered_as("This card is considered a Shugenja for the rest of the turn.") is None


@pytest.mark.parametrize(
    ("types", "traits", "unique"),
    [
        (["Ancestor"], [], True),
        (["Personality"], ["Experienced"], True),
        (["Personality"], ["Experienced 2"], True),
        (["Personality"], ["Inexperienced"], False),
        (["Personality"], ["Unique"], True),
        (["Personality"], ["Samurai"], False),
    ],
)
def test_uniqueness_printed_or_implied(types, traits, unique):
    """ "Подразумевающиеся надписи": all Ancestors and Experienced cards are Unique."""
    assert derive("Someone", "", types, traits, "").is_unique is unique


def test_printed_unique_flag_counts():
    assert derive("Someone", "", ["Event"], [], "", printed_unique=True).is_unique


@pytest.mark.parametrize(
    ("title", "types", "traits", "implied"),
    [
        # Mujina in the title, or the Ratling trait: Creature (and so Nonhuman).
        ("Mujina Gang", ["Follower"], ["Cavalry"], ("Creature", "Nonhuman")),
        ("Ratling Scout", ["Personality"], ["Ratling"], ("Creature", "Nonhuman")),
        # Creature, Oni, Goblin in the title or traits, or the Naga trait: Nonhuman.
        ("Goblin Sneaks", ["Follower"], ["Shadowlands"], ("Nonhuman",)),
        ("Akasha", ["Personality"], ["Naga"], ("Nonhuman",)),
        # Oni also makes it Shadowlands; so does Undead.
        ("Lesser Oni", ["Follower"], [], ("Nonhuman", "Shadowlands")),
        ("Bone Servant", ["Follower"], ["Skeleton"], ("Undead", "Shadowlands")),
        ("Zombie Troops", ["Follower"], [], ("Undead", "Shadowlands")),
        # Courtier and Diplomat are one trait; Personalities and Followers are Human.
        ("Agasha Kodo", ["Personality"], ["Courtier"], ("Diplomat", "Human")),
        ("Doji Envoy", ["Personality"], ["Diplomat"], ("Courtier", "Human")),
        ("Ashigaru", ["Follower"], [], ("Human",)),
        # Nothing to imply on a plain Holding; a possessive is not the word.
        ("Gold Mine", ["Holding"], [], ()),
        ("An Oni's Fury", ["Strategy"], [], ()),
    ],
)
def test_implied_traits(title, types, traits, implied):
    """ "Подразумевающиеся надписи", the full list, each rule and the chains."""
    assert implied_traits(title, types, traits, experienced=False) == implied


def test_printed_traits_are_not_implied_again():
    assert (
        implied_traits("Oni no Akuma", ["Personality"], ["Nonhuman", "Oni", "Shadowlands"], False)
        == ()
    )


def test_an_epithet_follows_the_name():
    assert epithet_base("Hida Kisada, the Little Bear") == "Hida Kisada"
    assert epithet_base("Hida Kisada (Imperial)") == ""
