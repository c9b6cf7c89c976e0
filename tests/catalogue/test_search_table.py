"""The query language over a small named set of cards: each query and the cards it finds.

Run on SQLite (the default) and on PostgreSQL (DATABASE_URL=postgres://...): the same table,
the same expected cards, so both backends give identical results."""

from collections.abc import Iterator
from typing import Any

import pytest
from django.db import transaction

from l5rdb.catalogue.search import search_cards
from tests.search_fixtures import build_search_cards

pytestmark = pytest.mark.django_db

A = "Hida Amoro"
A2 = "Hida Amoro • Experienced 2"
T = "Hida Tenshu"
K = "Kakita Kaiten"
K1 = "Kakita Kaiten • Experienced"
TD = "Isawa Tadaka"
B = "Asako Bunjiro"
KC = "Bayushi Kachiko"
TO = "Toturi • Inexperienced"
N = "Naga Attaché"
RF = "Ring of Fire"
RV = "Ring of the Void"
BZ = "Banzai!"
C = "Counterattack"
NG = "Naginata"
JS = "Jade Sword"
AA = "Ashigaru Archers"
KH = "Kyuden Hida"
SK = "Shiro Kakita"
GM = "Gold Mine"
SL = "Shinsei's Last Hope"
M = "Meanwhile…"

PERSONALITIES = {A, A2, T, K, K1, TD, B, KC, TO, N}
IN_GOLD_EDITION = {A, T, K, RF, BZ}
LEGAL_IN_GOLD = {A, T, K, TD, B, RF, RV, BZ, C, NG, AA, KH, GM}

TABLE: list[tuple[str, set[str]]] = [
    # Bare words and phrases: the title, ignoring case.
    ("amoro", {A, A2}),
    ("hida", {A, A2, T, KH}),
    ("HIDA tenshu", {T}),
    ('"hida amoro"', {A, A2}),
    ('"amoro hida"', set()),
    ("“hida amoro”", {A, A2}),
    ("kakita", {K, K1, SK}),
    ("gold", {GM}),
    ("banzai!", {BZ}),
    ("attaché", {N}),
    ("ATTACHÉ", {N}),
    ("meanwhile…", {M}),
    # Negation, or, parentheses.
    ("hida -amoro", {T, KH}),
    ("--hida", {A, A2, T, KH}),
    ("amoro or kaiten", {A, A2, K, K1}),
    ("amoro OR kaiten exp>=1", {A, A2, K1}),
    ("(amoro or kaiten) exp>=1", {A2, K1}),
    ("(hida or kakita) (t:stronghold)", {KH, SK}),
    ("t:ring or t:stronghold -c:crab", {RF, RV, SK}),
    ("-(c:crab or c:crane) t:personality", {TD, B, KC, TO, N}),
    # Type, clan, keyword, text, deck.
    ("t:personality c:crab", {A, A2, T}),
    ("t:pers c:crane", {K, K1}),
    ("t:stronghold", {KH, SK}),
    ("t:item", {NG, JS}),
    ("t:spell", {JS}),
    ("Type:Holding", {GM}),
    ('c:"toturi\'s army"', {TO}),
    ("c:brotherhood-of-shinsei", {SL}),
    ("clan:crab or clan:crane", {A, A2, T, KH, K, K1, SK}),
    ("c:*", PERSONALITIES | {KH, SK, SL}),
    ("-c:crab t:personality", PERSONALITIES - {A, A2, T}),
    ("k:shugenja", {TD, B}),
    ("k:SAMURAI", {A, A2, K, K1, TO}),
    ("k:shugenja c:phoenix cost<=3", {TD}),
    ('k:"soul of*"', {T}),
    ('x:"gains 2 honor"', {RF, SL}),
    ("x:follower", {A, A2}),
    ("x:BATTLE -t:strategy", {A, A2, K, TD}),
    ("d:fate", {RF, RV, BZ, C, NG, JS, AA, M}),
    ("d:pregame", {KH, SK}),
    ("d:dyn cost>=7", {A, A2, T, K1}),
    # Printings: set, rarity, artist, flavor.
    ('s:"gold edition"', IN_GOLD_EDITION),
    ("s:gold-edition", IN_GOLD_EDITION),
    ("s:ge", IN_GOLD_EDITION),
    ("s:sc", {TD, GM}),
    ("s:ivory*", {A2, BZ}),
    ("r:rare", {A, A2, K}),
    ("r:c", {BZ}),
    ("r:fixed a:frank", {TD}),
    ("a:pavelec", {T, BZ}),
    ("fl:consumes", {RF}),
    # Formats, by slug, name or legality label.
    ("f:gold", LEGAL_IN_GOLD),
    ('f:"Four Winds (Gold)"', LEGAL_IN_GOLD),
    ("f:ivory -f:gold", {A2, KC, JS, SK, M}),
    # Numbers; a printed dash (null) matches no comparison.
    ("cost:0", {BZ}),
    ("cost<2", {BZ, M}),
    ("cost>7", {A, A2, K1}),
    ("focus>=3", {BZ, M}),
    ("force>=5 t:personality", {A, A2, T}),
    ("force:2", {B, N, JS, AA}),
    ("chi>4", {K1, TD}),
    ("ph:3", {K, TD, KC}),
    ("hr<=0", {KC, TO}),
    ("-hr:3 t:personality", PERSONALITIES - {A, A2}),
    ("ps>=8", {KH}),
    ("gp:5", {KH}),
    ("sh>6", {SK}),
    ("exp:-1", {TO}),
    ("exp=2", {A2}),
    # Properties and Soul links.
    ("is:unique", {A, A2, K, K1, TD, KC}),
    ("is:experienced", {A2, K1}),
    ("is:banned", {C}),
    ("is:soul", {T}),
    ("is:unique -is:experienced c:crab", {A}),
    ('soul:"Hida Amoro"', {A, A2, T}),
    ('soul:"Hida Tenshu"', {T}),
    ('soul:"Nobody Here"', set()),
    ('-soul:"Nobody Here" t:stronghold', {KH, SK}),
    ('-soul:"hida amoro" c:crab', {KH}),
    # A name that matches nothing, plain and negated.
    ("s:nowhere", set()),
    ("-s:nowhere t:stronghold", {KH, SK}),
    ("c:nobody", set()),
    ("-c:nobody t:stronghold", {KH, SK}),
]


@pytest.fixture(scope="module")
def cards(django_db_setup: None, django_db_blocker: Any) -> Iterator[None]:
    """The cards, built once for the whole table and rolled back after it."""
    with django_db_blocker.unblock(), transaction.atomic():
        build_search_cards()
        yield
        transaction.set_rollback(True)


def test_the_table_has_forty_queries_or_more() -> None:
    assert len(TABLE) >= 40


@pytest.mark.parametrize(("query", "expected"), TABLE, ids=[query for query, _ in TABLE])
def test_query_finds_exactly_the_expected_cards(cards: None, query: str, expected: set[str]):
    result = search_cards(query)
    assert result.error is None, result.error
    found = [card.display_title for card in result.cards]
    assert len(found) == len(set(found)), f"duplicate rows: {found}"
    assert set(found) == expected
