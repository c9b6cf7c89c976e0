"""The playtest API (mounted at /api/playtest/): the same games as the table's pages.

    GET  /api/playtest/                    your games (a visitor's: his session's)
    POST /api/playtest/                    {"deck", "opponent"?, "others"?, "names"?,
                                            "goldfish_strength"?, "seed"?}
    GET  /api/playtest/<id>/?seat=N        what seat N sees, and what it may do now
    POST /api/playtest/<id>/act/           {"seat", "action", "expected"?}
    POST /api/playtest/<id>/undo/          {"expected"?}

An action is its text form (`pass`, `recruit 3 pay 12 discount`, `manual honor 0 +2`, as
the log shows them). `expected` is the number of actions the client has seen: a request
made on an older state is refused rather than applied twice. Anyone may read a game; only
its owner (or the visitor's session that started it) may change it. Errors are 400 with
`{"error": "..."}` saying what was wrong.
"""

from typing import Any

from django.db import transaction
from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.authentication import SessionAuthentication
from rest_framework.exceptions import PermissionDenied
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from decks.lists import DeckListError
from decks.models import Deck
from l5rdb.numbers import whole_number
from rules.carddefs import DeckNotPlayable
from rules.engine.setup import GOLDFISH_STRENGTH
from rules.forms import default_name
from rules.models import (
    MAX_GOLDFISH_STRENGTH,
    MAX_NAME_LENGTH,
    MAX_SEED,
    ReplayBroken,
    SavedGame,
)
from rules.table import acting_card, battle_view, describe, logged_words
from rules.views import (
    claim_visitor_games,
    my_games,
    readable_game,
    saved_url,
    visitor_key,
)


class NewGameSerializer(serializers.Serializer):
    deck = serializers.PrimaryKeyRelatedField(queryset=Deck.objects.all())
    opponent = serializers.PrimaryKeyRelatedField(
        queryset=Deck.objects.all(), required=False, allow_null=True, default=None
    )
    others = serializers.ListField(
        child=serializers.PrimaryKeyRelatedField(queryset=Deck.objects.all()),
        required=False,
        default=list,
        help_text="More opponents' decks, for three players or more (hot-seat).",
    )
    names = serializers.ListField(
        child=serializers.CharField(max_length=MAX_NAME_LENGTH, allow_blank=True),
        required=False,
        help_text="The players' names by seat (default: yours, then Player 2, Player 3...).",
    )
    goldfish_strength = serializers.IntegerField(
        min_value=0, max_value=MAX_GOLDFISH_STRENGTH, default=GOLDFISH_STRENGTH
    )
    seed = serializers.IntegerField(min_value=0, max_value=MAX_SEED, required=False)

    def __init__(self, *args: Any, user: Any = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Only decks the player may read: a private deck of someone else's does not exist.
        for name in ("deck", "opponent"):
            self.fields[name].queryset = Deck.objects.readable_by(user)
        self.fields["others"].child.queryset = Deck.objects.readable_by(user)


class ActSerializer(serializers.Serializer):
    seat = serializers.IntegerField(min_value=0)
    action = serializers.CharField(max_length=500, trim_whitespace=True)
    expected = serializers.IntegerField(min_value=0, required=False)


class UndoSerializer(serializers.Serializer):
    expected = serializers.IntegerField(min_value=0, required=False)


class GameSummarySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    url = serializers.CharField()
    title = serializers.CharField()
    seed = serializers.IntegerField()
    goldfish = serializers.BooleanField()
    goldfish_strength = serializers.IntegerField()
    turn = serializers.IntegerField()
    phase = serializers.CharField()
    winner = serializers.CharField()
    actions = serializers.IntegerField()
    updated = serializers.DateTimeField()


class LegalActionSerializer(serializers.Serializer):
    action = serializers.CharField(help_text="The text to post to act/.")
    label = serializers.CharField(help_text="The action in words.")
    manual = serializers.BooleanField()
    card = serializers.IntegerField(
        allow_null=True, help_text="The card the action is taken with (its id in the view)."
    )


class GameStateSerializer(GameSummarySerializer):
    can_act = serializers.BooleanField()
    seat = serializers.IntegerField()
    view = serializers.JSONField(
        help_text="What the seat sees: the engine's Game.view(seat); each log entry has "
        "`words`, the action in words."
    )
    battle = serializers.JSONField(
        allow_null=True,
        help_text="The attack under way in words: each battlefield's armies, Force totals, "
        "Province strength and what would happen now.",
    )
    legal_actions = LegalActionSerializer(many=True)


class ErrorSerializer(serializers.Serializer):
    error = serializers.CharField()


def summary(saved: SavedGame) -> dict[str, Any]:
    return {
        "id": saved.pk,
        "url": saved_url(saved),
        "title": saved.title,
        "seed": saved.seed,
        "goldfish": saved.goldfish,
        "goldfish_strength": saved.goldfish_strength,
        "turn": saved.turn,
        "phase": saved.phase,
        "winner": saved.winner,
        "actions": saved.actions,
        "updated": saved.updated,
    }


def game_state(request: Request, saved: SavedGame, seat: int | None, manual: bool) -> Response:
    words: list[str] = []
    try:
        game = saved.game(words)
    except ReplayBroken as broken:
        return Response({"error": str(broken)}, status=status.HTTP_409_CONFLICT)
    seats = saved.playing_seats()
    if seat is None:
        seat = game.to_act if game.to_act in seats else seats[0]
    elif seat not in seats:
        return Response({"error": f"there is no seat {seat} to look from"}, status=400)
    can_act = saved.can_act(request.user, visitor_key(request))
    legal = game.legal_actions(seat, manual=manual) if can_act else []
    view = game.view(seat)
    for entry, said in zip(view["log"], words, strict=True):
        entry["words"] = logged_words(said, entry, seat)
    data = {
        **summary(saved),
        "can_act": can_act,
        "seat": seat,
        "view": view,
        "battle": battle_view(game, seat),
        "legal_actions": [
            {
                "action": a.text(),
                "label": describe(game, seat, a),
                "manual": a.manual,
                "card": None if a.manual else acting_card(game, seat, a),
            }
            for a in legal
        ],
    }
    return Response(GameStateSerializer(data).data)


def _require_csrf_for_visitors(request: Request) -> None:
    """DRF checks CSRF for logged-in sessions only; a visitor's game hangs on his session
    cookie too, so his changes need the token as well."""
    if not request.user.is_authenticated:
        SessionAuthentication().enforce_csrf(request)


def _changeable(request: Request, pk: int) -> SavedGame:
    _require_csrf_for_visitors(request)
    saved = get_object_or_404(SavedGame.objects.select_for_update(), pk=pk)
    if not saved.can_act(request.user, visitor_key(request)):
        raise PermissionDenied("only the player who started this game can change it")
    return saved


def _error(error: Exception) -> Response:
    return Response({"error": str(error)}, status=status.HTTP_400_BAD_REQUEST)


def _denied(error: PermissionDenied) -> Response:
    return Response({"error": str(error.detail)}, status=status.HTTP_403_FORBIDDEN)


class GameListView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=GameSummarySerializer(many=True), summary="Your playtest games")
    def get(self, request: Request) -> Response:
        games = my_games(request).defer("setups", "log")
        return Response(GameSummarySerializer([summary(g) for g in games], many=True).data)

    @extend_schema(
        request=NewGameSerializer,
        responses={201: GameStateSerializer, 400: ErrorSerializer},
        summary="Start a game: a goldfish without an opponent, hot-seat with one",
    )
    def post(self, request: Request) -> Response:
        try:
            _require_csrf_for_visitors(request)
        except PermissionDenied as error:
            return _denied(error)
        serializer = NewGameSerializer(data=request.data, user=request.user)
        if not serializer.is_valid():
            return Response(serializer.errors, status=status.HTTP_400_BAD_REQUEST)
        data = serializer.validated_data
        seats = 1 + (data["opponent"] is not None) + len(data["others"])
        names = data.get("names") or [default_name(request.user, s) for s in range(seats)]
        try:
            saved = SavedGame.start(
                data["deck"],
                data["opponent"],
                others=data["others"],
                names=names,
                goldfish_strength=data["goldfish_strength"],
                seed=data.get("seed"),
                owner=request.user,
                visitor=visitor_key(request, create=not request.user.is_authenticated),
            )
        except (DeckNotPlayable, DeckListError, ValueError) as error:
            return _error(error)
        response = game_state(request, saved, None, manual=False)
        response.status_code = status.HTTP_201_CREATED
        return response


class GameDetailView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[
            OpenApiParameter("seat", OpenApiTypes.INT, description="the seat to look from"),
            OpenApiParameter(
                "manual", OpenApiTypes.BOOL, description="list the manual operations too"
            ),
        ],
        responses={200: GameStateSerializer, 400: ErrorSerializer, 409: ErrorSerializer},
        summary="A game as one seat sees it, with the actions it may take",
    )
    def get(self, request: Request, pk: int) -> Response:
        claim_visitor_games(request)
        saved = readable_game(request, pk)
        raw = request.query_params.get("seat")
        seat = whole_number(raw)
        if raw is not None and seat is None:
            return Response({"error": f"the seat must be a number, not {raw[:20]!r}"}, status=400)
        manual = request.query_params.get("manual", "").lower() in ("1", "true", "yes")
        return game_state(request, saved, seat, manual)


class GameActView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        request=ActSerializer,
        responses={200: GameStateSerializer, 400: ErrorSerializer, 403: ErrorSerializer},
        summary="Take one action for a seat",
    )
    def post(self, request: Request, pk: int) -> Response:
        serializer = ActSerializer(data=request.data)
        if not serializer.is_valid():
            return Response(serializer.errors, status=status.HTTP_400_BAD_REQUEST)
        data = serializer.validated_data
        with transaction.atomic():
            try:
                saved = _changeable(request, pk)
                saved.act(data["seat"], data["action"], data.get("expected"))
            except PermissionDenied as error:
                return _denied(error)
            except ValueError as error:
                return _error(error)
        return game_state(request, saved, data["seat"], manual=False)


class GameUndoView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        request=UndoSerializer,
        responses={200: GameStateSerializer, 400: ErrorSerializer, 403: ErrorSerializer},
        summary="Take back the last action",
    )
    def post(self, request: Request, pk: int) -> Response:
        serializer = UndoSerializer(data=request.data)
        if not serializer.is_valid():
            return Response(serializer.errors, status=status.HTTP_400_BAD_REQUEST)
        with transaction.atomic():
            try:
                saved = _changeable(request, pk)
                saved.undo(serializer.validated_data.get("expected"))
            except PermissionDenied as error:
                return _denied(error)
            except ValueError as error:
                return _error(error)
        return game_state(request, saved, None, manual=False)
