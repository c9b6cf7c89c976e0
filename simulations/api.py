"""The simulations API: start, follow, cancel and compare simulations of your decks."""

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from decks.lists import DeckListError
from decks.models import Deck, DeckVersion
from rules.carddefs import DeckNotPlayable
from rules.engine.setup import GOLDFISH_STRENGTH
from simulations import jobs
from simulations.compare import comparison
from simulations.models import SimulationJob
from simulations.options import DEFAULT_GAMES, MAX_SEED, MAX_STRENGTH, MAX_TURNS


class StartSerializer(serializers.Serializer):
    deck = serializers.PrimaryKeyRelatedField(queryset=Deck.objects.all())
    opponent = serializers.PrimaryKeyRelatedField(
        queryset=Deck.objects.all(), required=False, allow_null=True
    )
    version = serializers.PrimaryKeyRelatedField(
        queryset=DeckVersion.objects.all(),
        required=False,
        allow_null=True,
        help_text="simulate this saved version of the deck (from its history) instead",
    )
    games = serializers.IntegerField(
        min_value=1,
        required=False,
        help_text="1,000 by default (fewer when the games run in the web process)",
    )
    seed = serializers.IntegerField(min_value=0, max_value=MAX_SEED, default=1)
    turns = serializers.IntegerField(min_value=1, max_value=MAX_TURNS, default=10)
    goldfish_strength = serializers.IntegerField(
        min_value=0, max_value=MAX_STRENGTH, default=GOLDFISH_STRENGTH
    )

    def __init__(self, *args: Any, user: Any = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Someone else's private deck is no deck at all.
        for name in ("deck", "opponent"):
            self.fields[name].queryset = Deck.objects.readable_by(user)


class JobSerializer(serializers.Serializer):
    """See `simulations.jobs.job_status`; `results` holds the figures once done."""

    id = serializers.IntegerField()
    status = serializers.CharField()
    finished = serializers.BooleanField()
    deck = serializers.CharField()
    opponent = serializers.CharField()
    games = serializers.IntegerField()
    played = serializers.IntegerField()
    percent = serializers.IntegerField()
    seeds = serializers.DictField()
    turns = serializers.IntegerField()
    policy = serializers.CharField()
    engine = serializers.CharField()
    where = serializers.CharField()
    error = serializers.CharField()
    results = serializers.DictField(allow_null=True)


class GameOutcomeSerializer(serializers.Serializer):
    seed = serializers.IntegerField()
    win_turn = serializers.IntegerField(allow_null=True, help_text="null when not won")
    turns = serializers.IntegerField()


class ComparisonSerializer(serializers.Serializer):
    """See `simulations.compare.comparison`; `comparison` is null until both are done."""

    first = JobSerializer()
    second = JobSerializer()
    comparison = serializers.JSONField(allow_null=True)


def _job(request: Request, pk: int) -> SimulationJob | None:
    return SimulationJob.objects.filter(pk=pk, owner=request.user).first()


def _missing() -> Response:
    return Response(
        {"error": "You have no simulation with that id."}, status=status.HTTP_404_NOT_FOUND
    )


class SimulationListView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        parameters=[OpenApiParameter("deck", int, description="only this deck's simulations")],
        responses=JobSerializer(many=True),
        summary="Your simulations, newest first",
    )
    def get(self, request: Request) -> Response:
        found = SimulationJob.objects.filter(owner=request.user)
        deck = request.query_params.get("deck", "")
        if deck.isdigit():
            found = found.filter(deck_id=int(deck))
        return Response([jobs.job_status(job) for job in found[:50]])

    @extend_schema(
        request=StartSerializer,
        responses={201: JobSerializer},
        summary="Simulate a deck: N games against a goldfish or a second deck",
    )
    def post(self, request: Request) -> Response:
        serializer = StartSerializer(data=request.data, user=request.user)
        if not serializer.is_valid():
            return Response(serializer.errors, status=status.HTTP_400_BAD_REQUEST)
        data: dict[str, Any] = dict(serializer.validated_data)
        deck = data.pop("deck")
        data.setdefault("games", min(DEFAULT_GAMES, jobs.max_games()))
        try:
            job = jobs.start_simulation(request.user, deck, **data)
        except (DeckNotPlayable, DeckListError, ValueError) as error:
            return Response({"error": str(error)}, status=status.HTTP_400_BAD_REQUEST)
        job.refresh_from_db()
        return Response(jobs.job_status(job), status=status.HTTP_201_CREATED)


class SimulationDetailView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses=JobSerializer, summary="A simulation: progress, then its figures")
    def get(self, request: Request, pk: int) -> Response:
        job = _job(request, pk)
        if job is None:
            return _missing()
        return Response(jobs.job_status(jobs.check_job(job)))


class SimulationGamesView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        responses=GameOutcomeSerializer(many=True),
        summary="Each game of a finished simulation: seed, turn won, turns played",
    )
    def get(self, request: Request, pk: int) -> Response:
        job = _job(request, pk)
        if job is None:
            return _missing()
        return Response(jobs.game_outcomes(job))


class SimulationCancelView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses=JobSerializer, summary="Cancel a simulation")
    def post(self, request: Request, pk: int) -> Response:
        job = _job(request, pk)
        if job is None:
            return _missing()
        jobs.cancel(job)
        return Response(jobs.job_status(job))


class SimulationCompareView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        parameters=[
            OpenApiParameter("a", int, required=True, description="the first simulation"),
            OpenApiParameter("b", int, required=True, description="the second simulation"),
        ],
        responses=ComparisonSerializer,
        summary="Two simulations side by side, with the difference of each figure",
    )
    def get(self, request: Request) -> Response:
        ids = [request.query_params.get(name, "") for name in ("a", "b")]
        if not all(value.isdigit() for value in ids):
            return Response(
                {"error": "Give two simulations as ?a=<id>&b=<id>."},
                status=status.HTTP_400_BAD_REQUEST,
            )
        found = [_job(request, int(value)) for value in ids]
        if None in found:
            return _missing()
        first, second = (jobs.check_job(job) for job in found)
        return Response(
            {
                "first": jobs.job_status(first),
                "second": jobs.job_status(second),
                "comparison": comparison(first, second),
            }
        )
