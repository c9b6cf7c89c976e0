from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from l5rdb.catalogue.display import card_stats
from l5rdb.catalogue.models import STAT_FIELDS, Card, Clan, Format, Printing, Set
from l5rdb.catalogue.queries import other_experience_levels
from l5rdb.catalogue.sanitize import sanitize_html


class SanitizedHTMLField(serializers.CharField):
    """Card and flavor text: HTML with only the harmless tags card text uses."""

    def to_representation(self, value: str) -> str:
        return sanitize_html(value)


@extend_schema_field(OpenApiTypes.URI)
class PageURLField(serializers.Field):
    """The address of the object's web page, absolute when there is a request."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(source="get_absolute_url", read_only=True, **kwargs)

    def to_representation(self, url: str) -> str:
        request = self.context.get("request")
        return request.build_absolute_uri(url) if request else url


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


@extend_schema_field(OpenApiTypes.URI)
class CardURLField(serializers.Field):
    """The card's API address. Unlike HyperlinkedIdentityField it does not copy `?format=`
    from the request, which on /api/cards/ is the play-format filter."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(source="pk", read_only=True, **kwargs)

    def to_representation(self, pk: int) -> str:
        url = reverse("api-card-detail", args=[pk])
        request = self.context.get("request")
        return request.build_absolute_uri(url) if request else url


class CardRefSerializer(serializers.ModelSerializer):
    """Another card, named and linked (soul links, experience levels)."""

    url = CardURLField()

    class Meta:
        model = Card
        fields = ["id", "url", "slug", "title", "extended_title", "experience_level"]


class PrintingSerializer(serializers.ModelSerializer):
    set = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    set_name = serializers.CharField(source="set.name", read_only=True)
    flavor = SanitizedHTMLField(read_only=True)

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


class CardSerializer(serializers.ModelSerializer):
    url = CardURLField()
    page_url = PageURLField()
    clans = serializers.SlugRelatedField(slug_field="slug", many=True, read_only=True)
    formats = serializers.SlugRelatedField(slug_field="slug", many=True, read_only=True)
    first_set = serializers.SlugRelatedField(slug_field="slug", read_only=True, allow_null=True)
    text = SanitizedHTMLField(read_only=True)
    printed_stats = serializers.SerializerMethodField()

    class Meta:
        model = Card
        fields = [
            "id",
            "url",
            "page_url",
            "slug",
            "title",
            "extended_title",
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
            "experience_level",
            "personality_name",
            "is_unique",
            "is_banned",
            "formats",
            "first_set",
        ]

    @extend_schema_field(serializers.DictField(child=serializers.CharField()))
    def get_printed_stats(self, card: Card) -> dict[str, str]:
        """Each stat the card shows, as printed: "7", "+2", "*", "–" for a dash."""
        return {stat.field: stat.text for stat in card_stats(card)}


class CardDetailSerializer(CardSerializer):
    keywords = serializers.SlugRelatedField(slug_field="name", many=True, read_only=True)
    printings = PrintingSerializer(many=True, read_only=True)
    soul_of = CardRefSerializer(many=True, read_only=True)
    souls = CardRefSerializer(many=True, read_only=True)
    other_experience_levels = serializers.SerializerMethodField()

    class Meta(CardSerializer.Meta):
        fields = [
            *CardSerializer.Meta.fields,
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
