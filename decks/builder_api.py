"""The deck builder's own endpoints: statistics for a deck being edited, and draw odds.

`POST /api/decks/stats/` takes the builder's entries (`{"cards": [{"card": id, "count": n}]}`)
and returns the figures of `decks.stats`, the charts rendered by the template the deck pages
use (`html`), and a short summary of every card, so the page can show a
deck restored from the browser's storage or loaded from a list with nothing else.
`GET /api/decks/odds/` answers the sample-hand simulator with `decks.odds`.
"""

from django.db.models import Prefetch
from django.template.loader import render_to_string
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from decks import odds
from decks.stats import Line, deck_stats, gold_produced
from l5rdb.catalogue.models import Card, Clan

MAX_DISTINCT_CARDS = 400
MAX_COPIES = 99
# Card ids are 64-bit; a larger number is no card and must not reach the database.
MAX_CARD_ID = 2**63 - 1


class EntrySerializer(serializers.Serializer):
    card = serializers.IntegerField(min_value=1, max_value=MAX_CARD_ID)
    count = serializers.IntegerField(min_value=0, max_value=MAX_COPIES)
    section = serializers.CharField(required=False, allow_blank=True)


class StatsRequestSerializer(serializers.Serializer):
    cards = EntrySerializer(many=True, max_length=MAX_DISTINCT_CARDS)


class OddsRequestSerializer(serializers.Serializer):
    deck = serializers.ChoiceField(choices=odds.DECKS)
    size = serializers.IntegerField(min_value=1, max_value=1000)
    copies = serializers.IntegerField(min_value=0, max_value=MAX_COPIES)
    turns = serializers.IntegerField(min_value=1, max_value=30, default=8)
    per_turn = serializers.IntegerField(
        min_value=0, max_value=4, default=odds.DEFAULT_DYNASTY_PER_TURN
    )
    wanted = serializers.IntegerField(min_value=1, max_value=MAX_COPIES, default=1)

    def validate(self, attrs: dict) -> dict:
        if attrs["copies"] > attrs["size"]:
            raise serializers.ValidationError(
                {"copies": f"{attrs['copies']} copies cannot be in a deck of {attrs['size']}."}
            )
        return attrs


def card_summary(card: Card) -> dict:
    """What the builder shows of a card in the deck list, the charts and the sample hand."""
    return {
        "id": card.id,
        "title": card.display_title,
        "type": card.type,
        "deck": card.deck,
        "clans": [clan.name for clan in card.clans.all()],
        "gold_cost": card.gold_cost,
        "focus": card.focus,
        "force": card.force,
        "chi": card.chi,
        "gold_production": card.gold_production,
        # What a Holding produces by its "Produce N Gold" ability (no clan bonus counted).
        "produces": gold_produced(card, ()),
        "is_unique": card.is_unique,
        "text": card.text_plain,
        "url": card.get_absolute_url(),
    }


def cards_by_id(ids: set[int]) -> dict[int, Card]:
    cards = Card.objects.filter(id__in=ids).prefetch_related(
        Prefetch("clans", queryset=Clan.objects.only("id", "name"))
    )
    return {card.id: card for card in cards}


class DeckStatsView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        request=StatsRequestSerializer,
        responses=dict,
        summary="Statistics of a deck being built (charts as data and as HTML)",
    )
    def post(self, request: Request) -> Response:
        incoming = StatsRequestSerializer(data=request.data)
        incoming.is_valid(raise_exception=True)
        counts: dict[int, int] = {}
        for entry in incoming.validated_data["cards"]:
            counts[entry["card"]] = counts.get(entry["card"], 0) + entry["count"]
        cards = cards_by_id(set(counts))
        lines = [
            Line(cards[card_id], count) for card_id, count in counts.items() if card_id in cards
        ]
        stats = deck_stats(lines)
        return Response(
            {
                "stats": stats.to_dict(),
                "html": render_to_string("decks/_stats.html", {"stats": stats}),
                "cards": {str(card.id): card_summary(card) for card in cards.values()},
                "unknown": sorted(card_id for card_id in counts if card_id not in cards),
            }
        )


class DrawOddsView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[OddsRequestSerializer],
        responses=dict,
        summary="Odds of drawing a card by each turn",
        description=odds.__doc__,
    )
    def get(self, request: Request) -> Response:
        incoming = OddsRequestSerializer(data=request.query_params)
        incoming.is_valid(raise_exception=True)
        params = incoming.validated_data
        rows = odds.odds_by_turn(
            params["deck"],
            deck_size=params["size"],
            copies=params["copies"],
            turns=params["turns"],
            per_turn=params["per_turn"],
            wanted=params["wanted"],
        )
        return Response(
            {
                **params,
                "assumptions": odds.assumptions(params["deck"], params["per_turn"]),
                "rows": [
                    {"turn": row.turn, "seen": row.seen, "probability": round(row.probability, 4)}
                    for row in rows
                ],
            }
        )
