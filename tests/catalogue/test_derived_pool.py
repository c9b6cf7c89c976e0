"""The derived fields on the real cards the rulebook names, computed at import
(../shared/rules/gold-edition-rules.ru.txt)."""

import pytest

from l5rdb.catalogue.models import Card

pytestmark = [pytest.mark.django_db, pytest.mark.pool]


def test_akodo_ginawa_is_the_fourth_experienced_ginawa(card_pool):
    """ "Надписи опыта": Akodo Ginawa carries "Experienced 4 Ginawa"."""
    ginawa = Card.objects.get(title="Akodo Ginawa")
    assert (ginawa.experience_level, ginawa.personality_name) == (4, "Ginawa")
    versions = Card.objects.filter(personality_name="Ginawa").order_by("experience_level")
    assert list(versions.values_list("experience_level", flat=True)) == [0, 1, 2, 3, 4]
    assert ginawa.unique_identity == "Ginawa" and ginawa.is_unique


def test_hida_tenshu_is_the_soul_of_hida_amoro_both_ways(card_pool):
    """ "«Душа …» командира": the rulebook's own example."""
    tenshu = Card.objects.get(title="Hida Tenshu")
    amoro = Card.objects.get(title="Hida Amoro", extended_title="")
    assert tenshu.soul_of_name == "Hida Amoro"
    assert list(tenshu.soul_of.all()) == [amoro]
    assert tenshu in amoro.souls.all()


def test_souls_link_to_the_named_experience(card_pool):
    yoshi = Card.objects.filter(soul_of_name="Kakita Yoshi").exclude(soul_of=None)
    assert yoshi.exists()
    linked = {card.experience_level for soul in yoshi for card in soul.soul_of.all()}
    assert linked  # every Soul of Kakita Yoshi points at a Kakita Yoshi
    assert Card.objects.exclude(soul_of_name="").filter(soul_of__isnull=False).count() > 250


def test_yasuki_hachi_counts_as_daidoji_hachi(card_pool):
    """ "This card is considered Daidoji Hachi for deck construction." (issue 2)."""
    hachi = Card.objects.get(title="Yasuki Hachi", extended_title="")
    assert hachi.deck_identity == "Daidoji Hachi"
    assert hachi.unique_identity == "Yasuki Hachi"
    assert Card.objects.get(title="Daidoji Hachi", extended_title="").deck_identity == (
        "Daidoji Hachi"
    )
    experienced = Card.objects.get(extended_title="Yasuki Hachi • Experienced")
    assert experienced.deck_identity == "Yasuki Hachi • Experienced"  # a different card


def test_shiryo_no_tadaka_counts_as_isawa_tadaka(card_pool):
    """ "... considered Isawa Tadaka for deck construction and checking the Unique
    restriction" ("Уникальность")."""
    tadaka = Card.objects.get(title="Shiryo no Tadaka")
    assert (tadaka.deck_identity, tadaka.unique_identity) == ("Isawa Tadaka", "Isawa Tadaka")
    assert tadaka.is_unique


def test_every_ancestor_and_experienced_card_is_unique(card_pool):
    """ "Подготовка к игре" and "Подразумевающиеся надписи"."""
    assert Card.objects.filter(type="Ancestor").count() > 50
    assert not Card.objects.filter(type="Ancestor", is_unique=False).exists()
    assert Card.objects.filter(experience_level__gte=1).count() > 1_300
    assert not Card.objects.filter(experience_level__gte=1, is_unique=False).exists()
    kaiten = Card.objects.get(extended_title="Kakita Kaiten • Experienced")
    assert kaiten.is_unique and kaiten.experience_level == 1
    assert Card.objects.get(extended_title="Hida Kisada • Inexperienced").experience_level == -1


def test_epithet_titles_are_versions_of_the_plain_name(card_pool):
    bear = Card.objects.get(extended_title="Hida Kisada, the Little Bear • Experienced")
    assert bear.personality_name == "Hida Kisada"
    assert bear.deck_identity == "Hida Kisada • Experienced"
    deeds = Card.objects.get(extended_title="Deeds, Not Words • Experienced")
    assert deeds.personality_name == "Deeds, Not Words"  # no card is called "Deeds"


def keywords(card: Card) -> set[str]:
    return set(card.keywords.values_list("name", flat=True))


def test_implied_traits_on_real_cards(card_pool):
    """ "Подразумевающиеся надписи": implied traits join the keywords, the printed line
    (traits) stays as printed."""
    mujina = Card.objects.get(title="Lesser Mujina")
    assert "Creature" not in mujina.traits and mujina.implied_traits == ["Creature"]
    assert {"Creature", "Nonhuman", "Mujina"} <= keywords(mujina)
    ratling = Card.objects.get(title="Achirin", extended_title="")
    assert "Creature" in ratling.implied_traits
    kodo = Card.objects.get(title="Agasha Kodo")
    assert {"Courtier", "Diplomat", "Human"} <= keywords(kodo)
    assert Card.objects.get(title="Hida Tenshu").implied_traits == ["Human"]
    amoro = Card.objects.get(extended_title="Hida Amoro • Experienced")
    assert "Undead" in amoro.traits and "Human" not in keywords(amoro)
    oni = Card.objects.get(title="Oni no Akuma", extended_title="")
    assert "Human" not in keywords(oni)
