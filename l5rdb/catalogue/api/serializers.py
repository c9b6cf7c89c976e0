"""The read-only catalogue API: cards, sets, formats and clans (mounted at /api/).

Card and flavor text are stored sanitized (the importer cleans every record, `Card.save` and
`Printing.save` clean every other write), so they are served as stored.
"""

from urllib.parse import quote

from django.urls import reverse
from django.utils.http import RFC3986_SUBDELIMS
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field, extend_schema_serializer
from rest_framework import serializers

from l5rdb.catalogue.display import card_stats
from l5rdb.catalogue.models import STAT_FIELDS, Card, Clan, Format, Printing, Set
from l5rdb.catalogue.queries import ClanRef, other_experience_levels

# Stands for the object's key while a URL pattern is reversed once per serializer; the key
# is then quoted as reverse() quotes it.
_KEY_PLACEHOLDER = "KEY0PLACEHOLDER"
_KEY_SAFE = RFC3986_SUBDELIMS + "~:@"


@extend_schema_field(OpenApiTypes.URI)
class PageURLField(serializers.Field):
    """The address of the object's web page, absolute when there is a request."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(source="get_absolute_url", read_only=True, **kwargs)

    def to_representation(self, url: str) -> str:
        request = self.context.get("request")
        return request.build_absolute_uri(url) if request else url


@extend_schema_field(OpenApiTypes.URI)
class ReversedURLField(serializers.Field):
    """The address of `view_name` for the object's `source` key, absolute when there is a
    request. The pattern is reversed once per serializer and filled in per object: a
    reverse() per row was a large share of a result list's time. Unlike DRF's
    HyperlinkedIdentityField it does not copy `?format=` from the request, which on
    /api/cards/ is the play-format filter."""

    def __init__(self, view_name: str, source: str, **kwargs: object) -> None:
        super().__init__(source=source, read_only=True, **kwargs)
        self.view_name = view_name
        self._around: tuple[str, str] | None = None

    def to_representation(self, key: object) -> str:
        if self._around is None:
            url = reverse(self.view_name, args=[_KEY_PLACEHOLDER])
            request = self.context.get("request")
            if request:
                url = request.build_absolute_uri(url)
            head, _, tail = url.rpartition(_KEY_PLACEHOLDER)
            self._around = (head, tail)
        head, tail = self._around
        return f"{head}{quote(str(key), safe=_KEY_SAFE)}{tail}"


@extend_schema_field(serializers.DictField(child=serializers.CharField()))
class PrintedStatsField(serializers.Field):
    """Each stat the card shows, as printed: "7", "+2", "*", "–" for a dash."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(source="*", read_only=True, **kwargs)

    def to_representation(self, card: Card) -> dict[str, str]:
        return {stat.field: stat.text for stat in card_stats(card)}


@extend_schema_field(serializers.ListField(child=serializers.SlugField()))
class ListedClansField(serializers.Field):
    """The card's clan slugs, from the ClanRefs `queries.attach_clans` set."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(source="listed_clans", read_only=True, **kwargs)

    def to_representation(self, clans: list[ClanRef]) -> list[str]:
        return [clan.slug for clan in clans]


class ClanSerializer(serializers.ModelSerializer):
    card_count = serializers.IntegerField(read_only=True)

    class Meta:
        model = Clan
        fields = ["slug", "name", "card_count"]


class FormatSerializer(serializers.ModelSerializer):
    card_count = serializers.IntegerField(read_only=True)

    class Meta:
        model = Format
        fields = ["slug", "name", "arc", "order", "card_count"]


class SetSerializer(serializers.ModelSerializer):
    format = serializers.SlugRelatedField(slug_field="slug", read_only=True, allow_null=True)
    card_count = serializers.IntegerField(read_only=True)
    page_url = PageURLField()

    class Meta:
        model = Set
        fields = [
            "slug",
            "name",
            "arc",
            "format",
            "code",
            "release_date",
            "order",
            "size",
            "notes",
            "card_count",
            "page_url",
        ]


class CardRefSerializer(serializers.ModelSerializer):
    """Another card, named and linked (soul links, experience levels)."""

    url = ReversedURLField("api-card-detail", source="pk")

    class Meta:
        model = Card
        fields = ["id", "url", "slug", "title", "extended_title", "experience_level"]


class PrintingSerializer(serializers.ModelSerializer):
    set = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    set_name = serializers.CharField(source="set.name", read_only=True)

    class Meta:
        model = Printing
        fields = [
            "set",
            "set_name",
            "side",
            "variant",
            "rarity",
            "collector_number",
            "artist",
            "flavor",
            "flavor_plain",
        ]


class CardSummarySerializer(serializers.ModelSerializer):
    """A card as a result list shows it (the deck builder's search too): titles, type, deck,
    clans, stats, the plain text, the marks, and where the whole card is. The rest is on the
    card's own address (`url`)."""

    url = ReversedURLField("api-card-detail", source="pk")
    page_url = ReversedURLField("card-detail", source="slug")
    display_title = serializers.CharField(read_only=True)
    clans = ListedClansField()
    printed_stats = PrintedStatsField()

    class Meta:
        model = Card
        fields = [
            "id",
            "url",
            "page_url",
            "slug",
            "title",
            "extended_title",
            "display_title",
            "type",
            "deck",
            "clans",
            *STAT_FIELDS,
            "printed_stats",
            "text_plain",
            "experience_level",
            "is_unique",
            "is_banned",
            "automation",
        ]


class CardDetailSerializer(serializers.ModelSerializer):
    url = ReversedURLField("api-card-detail", source="pk")
    page_url = ReversedURLField("card-detail", source="slug")
    display_title = serializers.CharField(read_only=True)
    clans = serializers.SlugRelatedField(slug_field="slug", many=True, read_only=True)
    formats = serializers.SlugRelatedField(slug_field="slug", many=True, read_only=True)
    banned_in = serializers.SlugRelatedField(slug_field="slug", many=True, read_only=True)
    first_set = serializers.SlugRelatedField(slug_field="slug", read_only=True, allow_null=True)
    printed_stats = PrintedStatsField()
    keywords = serializers.SlugRelatedField(slug_field="name", many=True, read_only=True)
    printings = PrintingSerializer(many=True, read_only=True)
    soul_of = CardRefSerializer(many=True, read_only=True)
    souls = CardRefSerializer(many=True, read_only=True)
    other_experience_levels = serializers.SerializerMethodField()

    class Meta:
        model = Card
        fields = [
            "id",
            "url",
            "page_url",
            "slug",
            "title",
            "extended_title",
            "display_title",
            "type",
            "types",
            "deck",
            "clans",
            "traits",
            "implied_traits",
            *STAT_FIELDS,
            "force_is_modifier",
            "chi_is_modifier",
            "variable_stats",
            "printed",
            "printed_stats",
            "text",
            "text_plain",
            "automation",
            "automation_reason",
            "experience_level",
            "personality_name",
            "is_unique",
            "is_banned",
            "formats",
            "banned_in",
            "first_set",
            "keywords",
            "back",
            "deck_identity",
            "unique_identity",
            "soul_of_name",
            "soul_of",
            "souls",
            "other_experience_levels",
            "printings",
        ]

    @extend_schema_field(CardRefSerializer(many=True))
    def get_other_experience_levels(self, card: Card) -> list[dict]:
        versions = other_experience_levels(card)
        return CardRefSerializer(versions, many=True, context=self.context).data


class FacetSerializer(serializers.Serializer):
    label = serializers.CharField(help_text='"Personality", "Crab", "Gold".')
    count = serializers.IntegerField(help_text="How many of the results it holds.")
    term = serializers.CharField(help_text='The search term for it: "t:personality".')
    query = serializers.CharField(help_text="The current `q` narrowed by `term`.")


class FacetGroupsSerializer(serializers.Serializer):
    type = FacetSerializer(many=True, help_text="Most common first.")
    clan = FacetSerializer(many=True, help_text="Most common first.")
    format = FacetSerializer(many=True, help_text="In release order.")


@extend_schema_serializer(many=False)
class CardSummaryPageSerializer(serializers.Serializer):
    """One page of /api/cards/ (documentation only: the view builds the page)."""

    count = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = CardSummarySerializer(many=True)
    facets = FacetGroupsSerializer(
        required=False,
        help_text="With `?facets=1`: how many of all the results (not only this page) "
        "fall under each type, clan and format.",
    )
    suggestions = serializers.ListField(
        child=serializers.CharField(),
        required=False,
        help_text="When `q` finds nothing: the nearest titles, as the card list page offers "
        'them ("Did you mean ...").',
    )
