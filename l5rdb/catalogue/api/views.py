from types import SimpleNamespace

from django.db.models import QuerySet
from django.http import Http404, HttpResponse
from django_filters.rest_framework import DjangoFilterBackend
from django_filters.utils import translate_validation
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import viewsets
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import BaseSerializer, BooleanField

from l5rdb.catalogue.api.serializers import (
    CardDetailSerializer,
    CardSummaryPageSerializer,
    CardSummarySerializer,
    ClanSerializer,
    FacetGroupsSerializer,
    FormatSerializer,
    SetSerializer,
)
from l5rdb.catalogue.filters import CardFilterSet
from l5rdb.catalogue.models import Card
from l5rdb.catalogue.queries import (
    attach_clans,
    card_detail_queryset,
    card_list_queryset,
    clans_with_counts,
    formats_with_counts,
    sets_with_counts,
)
from l5rdb.catalogue.revision import cached, conditional_response, current_revision
from l5rdb.catalogue.search import facet_counts


class FormatIsAFilter(DefaultContentNegotiation):
    """On /api/cards/ `?format=gold` filters by play format; it is not DRF's renderer override
    (`?format=json`). The Accept header still picks the renderer."""

    settings = SimpleNamespace(URL_FORMAT_OVERRIDE=None)


class CardFilterBackend(DjangoFilterBackend):
    """The card FilterSet, answering 400 for bad filters and for a query that does not parse."""

    def filter_queryset(
        self, request: Request, queryset: QuerySet[Card], view: viewsets.GenericViewSet
    ) -> QuerySet[Card]:
        filterset = self.get_filterset(request, queryset, view)
        if filterset is None:
            return queryset
        if not filterset.is_valid():
            raise translate_validation(filterset.errors)
        cards = filterset.qs
        if filterset.search_error:
            raise ValidationError({"q": [filterset.search_error]})
        view.filterset = filterset
        return cards


def wants_facets(request: Request) -> bool:
    """`?facets=1` (or true, yes, on); anything but a yes or a no is a 400 naming it."""
    value = request.query_params.get("facets", "")
    if not value:
        return False
    try:
        return BooleanField().to_internal_value(value)
    except ValidationError as error:
        raise ValidationError({"facets": error.detail}) from error


class CardViewSet(viewsets.ReadOnlyModelViewSet):
    """Cards. The list takes the same filters as the card list page, plus `q` (search); each
    entry is a summary, the whole card is at its `url`."""

    filter_backends = [CardFilterBackend]
    filterset_class = CardFilterSet
    content_negotiation_class = FormatIsAFilter

    def get_queryset(self) -> QuerySet[Card]:
        if self.action == "retrieve":
            return card_detail_queryset().prefetch_related("keywords")
        return card_list_queryset()

    def get_serializer_class(self) -> type[BaseSerializer]:
        return CardDetailSerializer if self.action == "retrieve" else CardSummarySerializer

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "facets",
                OpenApiTypes.BOOL,
                description="Also count all the results by type, clan and format "
                "(a few more database queries, so only on request).",
            )
        ],
        responses=CardSummaryPageSerializer,
    )
    def list(self, request: Request, *args: object, **kwargs: object) -> Response:
        """A page of summaries (and counts), kept per catalogue revision and query string."""
        params = request.query_params

        def page_data() -> dict:
            with_facets = wants_facets(request)
            cards = self.filter_queryset(self.get_queryset())
            page = attach_clans(self.paginate_queryset(cards))
            data = self.get_paginated_response(self.get_serializer(page, many=True).data).data
            if with_facets:
                facets = facet_counts(cards, params.get("q", ""))
                data["facets"] = FacetGroupsSerializer(facets).data
            filterset = getattr(self, "filterset", None)
            if filterset is not None and not data["count"] and filterset.suggestions:
                data["suggestions"] = filterset.suggestions
            return data

        # The data holds absolute URLs: keep one copy per host the API is asked through.
        key = (sorted((name, tuple(params.getlist(name))) for name in params),)
        key += (request.build_absolute_uri("/"),)
        return Response(cached(current_revision(), "api-card-list", key, page_data))

    def retrieve(self, request: Request, *args: object, **kwargs: object) -> HttpResponse:
        """The whole card, kept for this catalogue revision, with ETag and Last-Modified."""
        revision = current_revision()
        lookup = kwargs[self.lookup_url_kwarg or self.lookup_field]

        def card_data() -> dict | None:
            try:
                return dict(self.get_serializer(self.get_object()).data)
            except Http404:
                return None

        # The data holds absolute URLs: keep one copy per host the API is asked through.
        data = cached(revision, "api-card", (lookup, request.build_absolute_uri("/")), card_data)
        if data is None:
            raise NotFound("No card has this id.")
        return conditional_response(request, revision, lambda: Response(data), "api-card")

    def filter_queryset(self, queryset: QuerySet[Card]) -> QuerySet[Card]:
        if self.action == "retrieve":
            return queryset
        return super().filter_queryset(queryset)


class SetViewSet(viewsets.ReadOnlyModelViewSet):
    """Sets in release order, with how many distinct cards each prints."""

    queryset = sets_with_counts().order_by("order", "name")
    serializer_class = SetSerializer
    lookup_field = "slug"
    pagination_class = None
    filter_backends: list = []


class FormatViewSet(viewsets.ReadOnlyModelViewSet):
    """Play formats (arcs) with how many cards are legal in each."""

    queryset = formats_with_counts().order_by("order")
    serializer_class = FormatSerializer
    lookup_field = "slug"
    pagination_class = None
    filter_backends: list = []


class ClanViewSet(viewsets.ReadOnlyModelViewSet):
    """Clans and factions with their card counts."""

    queryset = clans_with_counts().order_by("name")
    serializer_class = ClanSerializer
    lookup_field = "slug"
    pagination_class = None
    filter_backends: list = []
