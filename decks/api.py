"""The decks API (mounted at /api/decks/).

    POST /api/decks/validate/            {"format", "text"} or {"format", "cards": [...]}
    GET  /api/decks/                     your decks (empty when not logged in)
    POST /api/decks/                     a new deck, owned by you
    GET  /api/decks/<id>/                any deck, with its cards and its validation report
    PUT/PATCH/DELETE /api/decks/<id>/    your own decks only
    GET  /api/decks/<id>/export/?as=l5d|text|oracle|json

Cards are `{"card": id, "count": n, "section": "pregame"|"dynasty"|"fate"}`; leave the
section out and the card goes in the deck its type belongs to. Lines that name no card are
`{"name", "count", "section", "type"}` and are kept with the deck.
"""

from typing import Any

from django.db import transaction
from django.http import HttpResponse
from django.urls import reverse
from django.utils.text import slugify
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    extend_schema,
    extend_schema_field,
    extend_schema_view,
)
from rest_framework import permissions, serializers, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from decks.builder_api import MAX_CARD_ID
from decks.decklist import MAX_LINE_COUNT, SECTIONS, DeckList, DeckListError, UnknownLine
from decks.format_choice import choose_format
from decks.lists import LIST_FORMATS, MAX_TEXT_BYTES, parse_deck_text, write_deck
from decks.models import Deck
from decks.report import ValidationReport
from decks.resolve import resolve_deck
from decks.validation import UnknownFormat, normalize_play_format, validate_deck
from decks.versions import record_version
from l5rdb.catalogue.formats import FORMAT_SLUGS
from l5rdb.catalogue.models import CardType

MAX_ITEMS = 500
NAME_LENGTH = Deck._meta.get_field("name").max_length
EXPORT_TYPES = {
    "text": ("text/plain; charset=utf-8", "txt"),
    "l5d": ("text/plain; charset=utf-8", "l5d"),
    "oracle": ("text/plain; charset=utf-8", "txt"),
    "json": ("application/json", "json"),
}
SECTION_CHOICES = [*SECTIONS, ""]


# Inputs -------------------------------------------------------------------------------------


class DeckCardItemSerializer(serializers.Serializer):
    card = serializers.IntegerField(min_value=1, max_value=MAX_CARD_ID)
    count = serializers.IntegerField(min_value=1, max_value=MAX_LINE_COUNT, default=1)
    section = serializers.ChoiceField(choices=SECTION_CHOICES, required=False, allow_blank=True)


class UnresolvedItemSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=1000)
    count = serializers.IntegerField(min_value=1, max_value=MAX_LINE_COUNT, default=1)
    section = serializers.ChoiceField(
        choices=SECTION_CHOICES, required=False, allow_blank=True, allow_null=True
    )
    type = serializers.ChoiceField(
        choices=CardType.values, required=False, allow_blank=True, allow_null=True
    )


def _check_text_size(text: str) -> str:
    size = len(text.encode("utf-8"))
    if size > MAX_TEXT_BYTES:
        raise serializers.ValidationError(
            f"The deck list is {size // 1024} KB; the limit is {MAX_TEXT_BYTES // 1024} KB."
        )
    return text


def _check_format(value: str | None) -> str | None:
    if value is None or not value.strip():
        return None
    try:
        return normalize_play_format(value)
    except UnknownFormat as error:
        raise serializers.ValidationError(str(error)) from error


class DeckContentsMixin(serializers.Serializer):
    """`text` (a list in any format) or `cards` (+ `unresolved`) -> a DeckList."""

    text = serializers.CharField(
        required=False,
        write_only=True,
        trim_whitespace=False,
        allow_blank=True,
        help_text=f"A deck list in any of {', '.join(LIST_FORMATS)} (at most"
        f" {MAX_TEXT_BYTES // 1024} KB).",
    )
    list_format = serializers.ChoiceField(
        choices=LIST_FORMATS,
        required=False,
        write_only=True,
        help_text="How `text` is written (default: detected).",
    )
    cards = DeckCardItemSerializer(many=True, required=False, write_only=True, max_length=MAX_ITEMS)
    unresolved = UnresolvedItemSerializer(
        many=True, required=False, write_only=True, max_length=MAX_ITEMS
    )

    def validate_text(self, value: str) -> str:
        return _check_text_size(value)

    def contents(self, attrs: dict[str, Any]) -> DeckList | None:
        """The DeckList the request describes, or None when it names no contents at all."""
        has_text = "text" in attrs
        has_cards = "cards" in attrs or "unresolved" in attrs
        if has_text and has_cards:
            raise serializers.ValidationError({"text": "Send either 'text' or 'cards', not both."})
        if has_text:
            try:
                return resolve_deck(parse_deck_text(attrs["text"], attrs.get("list_format")))
            except DeckListError as error:
                raise serializers.ValidationError({"text": str(error)}) from error
        if has_cards:
            try:
                deck_list = DeckList.from_cards(attrs.get("cards", []))
            except DeckListError as error:
                raise serializers.ValidationError({"cards": str(error)}) from error
            for item in attrs.get("unresolved", []):
                deck_list.unknown.append(
                    UnknownLine(
                        name=item["name"],
                        count=item["count"],
                        section=item.get("section") or None,
                        type_hint=item.get("type") or None,
                    )
                )
            return deck_list
        return None


class ValidateRequestSerializer(DeckContentsMixin):
    format = serializers.CharField(
        required=False,
        allow_blank=True,
        allow_null=True,
        help_text=f"One of {', '.join(FORMAT_SLUGS)} (default: what the list declares, else the"
        " format its cards are legal in).",
    )

    def validate_format(self, value: str) -> str | None:
        return _check_format(value)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        deck_list = self.contents(attrs)
        if deck_list is None:
            raise serializers.ValidationError("Send the deck as 'text' or as 'cards'.")
        attrs["deck_list"] = deck_list
        return attrs


# Outputs ------------------------------------------------------------------------------------


class DeckCardRefSerializer(serializers.Serializer):
    id = serializers.IntegerField(allow_null=True)
    title = serializers.CharField()


class DeckProblemSerializer(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()
    cards = DeckCardRefSerializer(many=True)
    line = serializers.IntegerField(allow_null=True)
    suggestions = DeckCardRefSerializer(many=True)


class DeckCountsSerializer(serializers.Serializer):
    pregame = serializers.IntegerField()
    dynasty = serializers.IntegerField()
    fate = serializers.IntegerField()
    unknown = serializers.IntegerField()
    types = serializers.DictField(child=serializers.IntegerField())


class DeckReportSerializer(serializers.Serializer):
    valid = serializers.BooleanField()
    format = serializers.CharField()
    errors = DeckProblemSerializer(many=True)
    warnings = DeckProblemSerializer(many=True)
    counts = DeckCountsSerializer()


class DeckEntryOutSerializer(serializers.Serializer):
    card = serializers.IntegerField()
    title = serializers.CharField()
    type = serializers.CharField()
    count = serializers.IntegerField()
    section = serializers.CharField()


class UnresolvedOutSerializer(serializers.Serializer):
    name = serializers.CharField()
    count = serializers.IntegerField()
    section = serializers.CharField(allow_null=True)
    type = serializers.CharField(allow_null=True)
    line = serializers.IntegerField(allow_null=True)
    suggestions = DeckCardRefSerializer(many=True)


class ValidateResponseSerializer(DeckReportSerializer):
    name = serializers.CharField(help_text="The deck name the list gives, if any.")
    cards = DeckEntryOutSerializer(many=True)
    unresolved = UnresolvedOutSerializer(many=True)


def contents_data(deck_list: DeckList) -> dict[str, Any]:
    """A DeckList as the API shows it: cards with ids, and unresolved lines."""
    return {
        "cards": [entry.as_dict() for entry in deck_list.entries],
        "unresolved": [
            {
                **line.as_dict(),
                "line": line.line,
                "suggestions": [
                    {"id": card.id, "title": card.display_title} for card in line.suggestions
                ],
            }
            for line in deck_list.unknown
        ],
    }


def report_data(deck_list: DeckList, report: ValidationReport) -> dict[str, Any]:
    return {**report.as_dict(), "name": deck_list.name, **contents_data(deck_list)}


class ValidateDeckView(APIView):
    """Validate a deck given as list text or as card ids, without saving anything."""

    permission_classes = [AllowAny]

    @extend_schema(
        request=ValidateRequestSerializer,
        responses={200: ValidateResponseSerializer},
        summary="Validate a deck",
    )
    def post(self, request: Request) -> Response:
        serializer = ValidateRequestSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        deck_list: DeckList = serializer.validated_data["deck_list"]
        play_format = (
            serializer.validated_data.get("format")
            or deck_list.declared_format
            or choose_format(deck_list).slug
        )
        report = validate_deck(deck_list, play_format)
        return Response(report_data(deck_list, report))


# Saved decks --------------------------------------------------------------------------------


class DeckListItemSerializer(serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.get_username", read_only=True, allow_null=True)

    class Meta:
        model = Deck
        fields = [
            "id",
            "name",
            "description",
            "format",
            "visibility",
            "owner",
            "created",
            "updated",
        ]
        read_only_fields = ["owner", "created", "updated"]


class DeckSerializer(DeckContentsMixin, serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.get_username", read_only=True, allow_null=True)
    name = serializers.CharField(max_length=NAME_LENGTH, required=False)
    format = serializers.CharField(
        required=False,
        help_text=f"One of {', '.join(FORMAT_SLUGS)} (on a new deck, default: what the list"
        " declares, else the format its cards are legal in).",
    )
    validation = serializers.SerializerMethodField()
    share_url = serializers.SerializerMethodField(
        help_text="The deck's share link (with its key): shown to its owner only."
    )

    class Meta:
        model = Deck
        fields = [
            "id",
            "name",
            "description",
            "format",
            "visibility",
            "share_url",
            "owner",
            "created",
            "updated",
            "text",
            "list_format",
            "cards",
            "unresolved",
            "validation",
        ]
        read_only_fields = ["owner", "created", "updated"]

    def validate_format(self, value: str) -> str | None:
        return _check_format(value)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        deck_list = self.contents(attrs)
        for key in ("text", "list_format", "cards", "unresolved"):
            attrs.pop(key, None)
        if deck_list is not None:
            attrs["deck_list"] = deck_list
            if not attrs.get("name") and deck_list.name and self.instance is None:
                attrs["name"] = deck_list.name
            if "format" not in attrs and self.instance is None:
                # A list naming no format goes in the one its cards are legal in.
                attrs["format"] = deck_list.declared_format or choose_format(deck_list).slug
            if "description" not in attrs and deck_list.description and self.instance is None:
                attrs["description"] = deck_list.description
        if attrs.get("format") is None:
            attrs.pop("format", None)
        if self.instance is None and not attrs.get("name"):
            raise serializers.ValidationError({"name": "A deck needs a name."})
        if len(attrs.get("name", "")) > NAME_LENGTH:
            raise serializers.ValidationError(
                {"name": f"A deck name is at most {NAME_LENGTH} characters."}
            )
        return attrs

    @transaction.atomic
    def create(self, validated_data: dict[str, Any]) -> Deck:
        deck_list = validated_data.pop("deck_list", None)
        deck = Deck.objects.create(**validated_data)
        if deck_list is not None:
            deck.replace_contents(deck_list)
        record_version(deck)
        return deck

    @transaction.atomic
    def update(self, instance: Deck, validated_data: dict[str, Any]) -> Deck:
        deck_list = validated_data.pop("deck_list", None)
        for field, value in validated_data.items():
            setattr(instance, field, value)
        instance.save()
        if deck_list is not None:
            instance.replace_contents(deck_list)
        record_version(instance)
        return instance

    def _deck_list(self, deck: Deck) -> DeckList:
        cached = getattr(deck, "_api_deck_list", None)
        if cached is None:
            cached = deck._api_deck_list = deck.deck_list()
        return cached

    def to_representation(self, deck: Deck) -> dict[str, Any]:
        data = super().to_representation(deck)
        data.update(contents_data(self._deck_list(deck)))
        return data

    @extend_schema_field(OpenApiTypes.URI)
    def get_share_url(self, deck: Deck) -> str | None:
        request = self.context.get("request")
        if request is None or not deck.is_owned_by(request.user):
            return None
        return request.build_absolute_uri(
            reverse("deck-detail", args=[deck.pk]) + f"?key={deck.share_key}"
        )

    @extend_schema_field(DeckReportSerializer)
    def get_validation(self, deck: Deck) -> dict[str, Any]:
        return validate_deck(self._deck_list(deck), deck.format).as_dict()


class DeckOutSerializer(DeckListItemSerializer):
    """What GET /api/decks/<id>/ returns (for the schema; built by DeckSerializer)."""

    cards = DeckEntryOutSerializer(many=True)
    unresolved = UnresolvedOutSerializer(many=True)
    validation = DeckReportSerializer()

    class Meta(DeckListItemSerializer.Meta):
        fields = [*DeckListItemSerializer.Meta.fields, "cards", "unresolved", "validation"]


class IsOwnerOrReadOnly(permissions.BasePermission):
    message = "Only the deck's owner may change it."

    def has_object_permission(self, request: Request, view: Any, obj: Deck) -> bool:
        if request.method in permissions.SAFE_METHODS:
            return True
        return obj.owner_id is not None and obj.owner_id == request.user.id


@extend_schema_view(
    list=extend_schema(summary="Your decks (empty when not logged in)"),
    retrieve=extend_schema(
        summary="A deck, its cards and its validation", responses=DeckOutSerializer
    ),
    create=extend_schema(summary="Save a new deck", responses={201: DeckOutSerializer}),
    update=extend_schema(summary="Replace one of your decks", responses=DeckOutSerializer),
    partial_update=extend_schema(summary="Change one of your decks", responses=DeckOutSerializer),
    destroy=extend_schema(summary="Delete one of your decks"),
)
class DeckViewSet(viewsets.ModelViewSet):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly, IsOwnerOrReadOnly]
    lookup_value_regex = r"\d+"

    def get_queryset(self):
        decks = Deck.objects.select_related("owner")
        user = self.request.user
        if self.action == "list":
            return decks.filter(owner=user) if user.is_authenticated else decks.none()
        # A deck this user may not read is a 404, as if it did not exist.
        return decks.readable_by(user, self.request.query_params.get("key", ""))

    def get_serializer_class(self) -> type[serializers.Serializer]:
        return DeckListItemSerializer if self.action == "list" else DeckSerializer

    def perform_create(self, serializer: DeckSerializer) -> None:
        serializer.save(owner=self.request.user)

    @extend_schema(
        summary="Copy a deck you can read into your decks",
        request=None,
        responses={201: DeckOutSerializer},
        parameters=[
            OpenApiParameter("key", str, description="The share key of a deck shared by link.")
        ],
    )
    @action(detail=True, methods=["post"], permission_classes=[permissions.IsAuthenticated])
    def copy(self, request: Request, pk: str | None = None) -> Response:
        copy = self.get_object().copy_for(request.user)
        record_version(copy)
        return Response(DeckSerializer(copy, context={"request": request}).data, status=201)

    @extend_schema(
        summary="Export a deck as a list",
        parameters=[
            OpenApiParameter(
                "as", str, enum=list(LIST_FORMATS), description="The list format (default text)."
            )
        ],
        responses={
            (200, "text/plain"): OpenApiTypes.STR,
            (200, "application/json"): OpenApiTypes.OBJECT,
        },
    )
    @action(detail=True, methods=["get"])
    def export(self, request: Request, pk: str | None = None) -> HttpResponse:
        deck = self.get_object()
        as_format = request.query_params.get("as", "text")
        if as_format not in EXPORT_TYPES:
            return Response(
                {"as": f"Unknown list format {as_format!r}: use one of {', '.join(LIST_FORMATS)}."},
                status=400,
            )
        content_type, extension = EXPORT_TYPES[as_format]
        text = write_deck(deck.deck_list(), as_format, deck.format)
        response = HttpResponse(text, content_type=content_type)
        filename = slugify(deck.name) or f"deck-{deck.pk}"
        response["Content-Disposition"] = f'attachment; filename="{filename}.{extension}"'
        return response
