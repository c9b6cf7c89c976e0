"""A small, named set of cards for the search tests (stats are made up where it helps a query
tell cards apart). Every card is keyed by its display title."""

from l5rdb.catalogue.models import Card, CardType, DeckKind
from tests.factories import make_card, make_format, make_printing, make_set


def build_search_cards() -> dict[str, Card]:
    gold_edition = make_set("Gold Edition", arc="Four Winds", format="gold", order=40, code="GE")
    ivory = make_set("Ivory Edition", arc="A Brother's Destiny", format="ivory", order=90)
    second_city = make_set(
        "Second City", arc="War of the Seals", format="onyx", order=100, aliases=["SC"]
    )
    for slug in ("legacy", "diamond"):
        make_format(slug)

    cards: dict[str, Card] = {}

    def add(title: str, **fields: object) -> Card:
        card = make_card(title, **fields)
        cards[card.display_title] = card
        return card

    amoro = add(
        "Hida Amoro",
        clans=["Crab"],
        keywords=["Samurai", "Berserker", "Unique"],
        formats=["gold", "legacy"],
        is_unique=True,
        gold_cost=8,
        force=5,
        chi=3,
        personal_honor=2,
        honor_requirement=3,
        text="Cannot attach Followers. Battle: Destroy target Follower.",
    )
    make_printing(amoro, gold_edition, rarity="Rare", artist="Carl Frank", flavor="Strength.")
    amoro_exp = add(
        "Hida Amoro",
        extended_title="Hida Amoro • Experienced 2",
        clans=["Crab"],
        keywords=["Samurai", "Berserker", "Experienced 2"],
        formats=["ivory", "legacy"],
        is_unique=True,
        experience_level=2,
        gold_cost=10,
        force=7,
        chi=4,
        personal_honor=2,
        honor_requirement=3,
        text="Battle: Bow target Follower.",
    )
    make_printing(amoro_exp, ivory, rarity="Rare", artist="Carl Frank")
    tenshu = add(
        "Hida Tenshu",
        clans=["Crab"],
        keywords=["Berserker", "Soul of Hida Amoro"],
        formats=["gold", "legacy"],
        soul_of=[amoro],
        soul_of_name="Hida Amoro",
        gold_cost=7,
        force=6,
        chi=1,
        personal_honor=0,
        honor_requirement=None,
        text="Will not attach Armor.",
    )
    make_printing(tenshu, gold_edition, rarity="Uncommon", artist="Jim Pavelec")
    kaiten = add(
        "Kakita Kaiten",
        clans=["Crane"],
        keywords=["Samurai", "Duelist", "Unique"],
        formats=["gold", "legacy"],
        is_unique=True,
        gold_cost=6,
        force=3,
        chi=4,
        personal_honor=3,
        honor_requirement=5,
        text="Battle: Challenge target enemy Personality to a duel.",
    )
    make_printing(kaiten, gold_edition, rarity="Rare", artist="Cris Dornaus")
    add(
        "Kakita Kaiten",
        extended_title="Kakita Kaiten • Experienced",
        clans=["Crane"],
        keywords=["Samurai", "Duelist", "Experienced"],
        formats=["diamond", "legacy"],
        is_unique=True,
        experience_level=1,
        gold_cost=8,
        force=4,
        chi=5,
        personal_honor=4,
        honor_requirement=6,
    )
    tadaka = add(
        "Isawa Tadaka",
        clans=["Phoenix"],
        keywords=["Shugenja", "Unique", "Earth"],
        formats=["gold"],
        is_unique=True,
        gold_cost=3,
        force=1,
        chi=5,
        personal_honor=3,
        honor_requirement=4,
        text="Battle: Target enemy Personality loses 2 Chi.",
    )
    make_printing(tadaka, second_city, rarity="Fixed", artist="Carl Frank")
    add(
        "Asako Bunjiro",
        clans=["Phoenix"],
        keywords=["Shugenja", "Water"],
        formats=["gold"],
        gold_cost=5,
        force=2,
        chi=4,
        personal_honor=2,
        honor_requirement=2,
    )
    add(
        "Bayushi Kachiko",
        clans=["Scorpion"],
        keywords=["Courtier", "Unique"],
        formats=["ivory"],
        is_unique=True,
        gold_cost=4,
        force=0,
        chi=3,
        personal_honor=3,
        honor_requirement=0,
        text="Political Open: Bow target Personality.",
    )
    add(
        "Toturi",
        extended_title="Toturi • Inexperienced",
        clans=["Toturi's Army"],
        keywords=["Samurai", "Inexperienced"],
        formats=["diamond"],
        experience_level=-1,
        gold_cost=5,
        force=3,
        chi=3,
        personal_honor=1,
        honor_requirement=-2,
    )
    add(
        "Naga Attaché",
        clans=["Naga"],
        keywords=["Naga", "Nonhuman"],
        formats=["onyx"],
        gold_cost=4,
        force=2,
        chi=2,
        personal_honor=0,
        honor_requirement=None,
    )
    ring_of_fire = add(
        "Ring of Fire",
        type=CardType.RING,
        keywords=["Fire"],
        formats=["gold", "legacy"],
        focus=2,
        text="Open: Your target Personality gains 2 honor.",
    )
    make_printing(ring_of_fire, gold_edition, rarity="Fixed", flavor="Fire consumes all things.")
    add(
        "Ring of the Void",
        type=CardType.RING,
        keywords=["Void"],
        formats=["gold"],
        focus=1,
        text="Reaction: Cancel an action.",
    )
    banzai = add(
        "Banzai!",
        type=CardType.STRATEGY,
        keywords=["Battle"],
        formats=["gold", "ivory", "legacy"],
        gold_cost=0,
        focus=3,
        text="Battle: Target unit you control gains +2 Force.",
    )
    make_printing(
        banzai, gold_edition, rarity="Common", artist="Jim Pavelec", flavor="Ten thousand years!"
    )
    make_printing(banzai, ivory, rarity="Common", artist="Drew Tucker")
    add(
        "Counterattack",
        type=CardType.STRATEGY,
        formats=["gold"],
        is_banned=True,
        gold_cost=2,
        focus=2,
        text="Battle: Each of your Personalities gains +1 Force.",
    )
    add(
        "Naginata",
        type=CardType.ITEM,
        keywords=["Weapon"],
        formats=["gold"],
        gold_cost=2,
        force=1,
        force_is_modifier=True,
    )
    add(
        "Jade Sword",
        type=CardType.SPELL,
        types=["Spell", "Item"],
        keywords=["Weapon", "Jade"],
        formats=["ivory"],
        gold_cost=3,
        force=2,
        force_is_modifier=True,
    )
    add(
        "Ashigaru Archers",
        type=CardType.FOLLOWER,
        keywords=["Archers"],
        formats=["gold", "ivory"],
        gold_cost=3,
        force=2,
        force_is_modifier=True,
        personal_honor=None,
    )
    add(
        "Kyuden Hida",
        type=CardType.STRONGHOLD,
        clans=["Crab"],
        keywords=["Castle"],
        formats=["gold"],
        province_strength=8,
        gold_production=5,
        starting_honor=6,
    )
    add(
        "Shiro Kakita",
        type=CardType.STRONGHOLD,
        clans=["Crane"],
        keywords=["Castle"],
        formats=["ivory"],
        province_strength=7,
        gold_production=4,
        starting_honor=7,
    )
    gold_mine = add(
        "Gold Mine",
        type=CardType.HOLDING,
        keywords=["Mine"],
        formats=["gold", "ivory"],
        gold_cost=5,
        gold_production=3,
    )
    make_printing(gold_mine, second_city, rarity="Uncommon", artist="Drew Tucker")
    add(
        "Shinsei's Last Hope",
        type=CardType.EVENT,
        clans=["Brotherhood of Shinsei"],
        formats=["diamond"],
        deck=DeckKind.DYNASTY,
        text="Each Personality in play gains 2 honor.",
    )
    add(
        "Meanwhile…",
        type=CardType.STRATEGY,
        formats=["ivory"],
        gold_cost=1,
        focus=4,
    )
    return cards
