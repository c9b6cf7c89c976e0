"""The builder's own endpoints: POST /api/decks/stats/ and GET /api/decks/odds/."""

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from decks.odds import hypergeometric_at_least
from l5rdb.catalogue.models import CardType
from tests.factories import make_card

pytestmark = pytest.mark.django_db


@pytest.fixture
def client() -> APIClient:
    return APIClient()


def test_stats_returns_figures_charts_and_card_summaries(client: APIClient) -> None:
    keep = make_card(
        "Shiro Test",
        type=CardType.STRONGHOLD,
        province_strength=8,
        gold_production=5,
        starting_honor=3,
    )
    bushi = make_card("Hida <b>Test</b>", clans=["Crab"], gold_cost=6, force=4, chi=2)
    mine = make_card("Test Mine", type=CardType.HOLDING, gold_cost=4, gold_production=3)
    response = client.post(
        reverse("deck-stats-api"),
        {
            "cards": [
                {"card": keep.id, "count": 1, "section": "pregame"},
                {"card": bushi.id, "count": 3, "section": "dynasty"},
                {"card": mine.id, "count": 2},
            ]
        },
        format="json",
    )
    assert response.status_code == 200, response.content
    data = response.json()
    assert data["stats"]["sections"] == {"Pre-Game": 1, "Dynasty": 5, "Fate": 0}
    assert [(bar["label"], bar["count"]) for bar in data["stats"]["dynasty_costs"]["bars"]] == [
        ("4", 2),
        ("5", 0),
        ("6", 3),
    ]
    assert data["stats"]["pregame"]["stronghold"] == "Shiro Test"
    assert data["cards"][str(bushi.id)]["title"] == "Hida <b>Test</b>"
    assert data["cards"][str(bushi.id)]["clans"] == ["Crab"]
    assert data["cards"][str(mine.id)]["url"] == mine.get_absolute_url()
    assert data["cards"][str(mine.id)]["produces"] == 3
    assert data["unknown"] == []
    # The charts come rendered by the deck pages' template, card titles escaped.
    assert 'class="deck-stats"' in data["html"]
    assert "Hida <b>" not in data["html"]


def test_stats_reports_ids_that_name_no_card(client: APIClient) -> None:
    card = make_card("Real Card", gold_cost=2)
    response = client.post(
        reverse("deck-stats-api"),
        {"cards": [{"card": card.id, "count": 2}, {"card": 999999, "count": 1}]},
        format="json",
    )
    assert response.status_code == 200
    assert response.json()["unknown"] == [999999]
    assert response.json()["stats"]["sections"]["Dynasty"] == 2


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "cards"),
        ({"cards": [{"card": "Hida", "count": 1}]}, "card"),
        ({"cards": [{"card": 1, "count": -1}]}, "count"),
        ({"cards": "3 Hida Kisada"}, "cards"),
    ],
)
def test_stats_refuses_bad_input_naming_the_field(
    client: APIClient, body: dict, field: str
) -> None:
    response = client.post(reverse("deck-stats-api"), body, format="json")
    assert response.status_code == 400
    assert field in str(response.json())


def test_odds_by_turn(client: APIClient) -> None:
    response = client.get(
        reverse("deck-odds-api"), {"deck": "fate", "size": 40, "copies": 3, "turns": 4}
    )
    assert response.status_code == 200
    data = response.json()
    assert [row["seen"] for row in data["rows"]] == [5, 6, 7, 8]
    assert data["rows"][0]["probability"] == pytest.approx(
        hypergeometric_at_least(40, 3, 5), abs=1e-4
    )
    assert "5-card opening hand" in data["assumptions"]


def test_dynasty_odds_use_the_refills_per_turn(client: APIClient) -> None:
    response = client.get(
        reverse("deck-odds-api"),
        {"deck": "dynasty", "size": 40, "copies": 1, "turns": 3, "per_turn": 2},
    )
    assert [row["seen"] for row in response.json()["rows"]] == [4, 6, 8]
    assert "2 provinces refilled per turn" in response.json()["assumptions"]


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"deck": "pregame", "size": 40, "copies": 1}, "deck"),
        ({"deck": "fate", "size": 3, "copies": 4}, "copies"),
        ({"deck": "fate", "copies": 1}, "size"),
    ],
)
def test_odds_refuse_bad_parameters(client: APIClient, params: dict, field: str) -> None:
    response = client.get(reverse("deck-odds-api"), params)
    assert response.status_code == 400
    assert field in response.json()
