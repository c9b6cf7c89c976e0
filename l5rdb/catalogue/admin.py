"""Django admin for the catalogue: browse and correct sets, cards and printings."""

from django.contrib import admin

from l5rdb.catalogue.models import Card, Clan, Format, Keyword, Printing, Set


@admin.register(Format)
class FormatAdmin(admin.ModelAdmin):
    list_display = ("name", "slug", "arc", "order")
    search_fields = ("name", "slug", "arc")


@admin.register(Set)
class SetAdmin(admin.ModelAdmin):
    list_display = ("name", "arc", "format", "code", "release_date", "order", "source")
    list_filter = ("format", "arc", "source")
    search_fields = ("name", "code", "arc")
    prepopulated_fields = {"slug": ("name",)}


@admin.register(Clan)
class ClanAdmin(admin.ModelAdmin):
    list_display = ("name", "slug")
    search_fields = ("name",)


@admin.register(Keyword)
class KeywordAdmin(admin.ModelAdmin):
    list_display = ("name", "slug")
    search_fields = ("name",)


class PrintingInline(admin.TabularInline):
    model = Printing
    extra = 0
    fields = ("set", "side", "collector_number", "rarity", "artist", "kamisasori_id")
    autocomplete_fields = ("set",)


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = (
        "display_title",
        "type",
        "deck",
        "experience_level",
        "is_unique",
        "is_banned",
        "latest_set",
    )
    list_filter = ("type", "deck", "is_unique", "is_banned", "is_proxy", "formats", "clans")
    search_fields = ("title", "extended_title", "personality_name", "text_plain", "key")
    readonly_fields = ("key",)
    autocomplete_fields = ("keywords", "clans", "soul_of", "first_set", "latest_set")
    filter_horizontal = ("formats",)
    inlines = (PrintingInline,)


@admin.register(Printing)
class PrintingAdmin(admin.ModelAdmin):
    list_display = ("card", "set", "side", "collector_number", "rarity", "artist")
    list_filter = ("rarity", "set")
    search_fields = ("card__title", "artist", "collector_number", "kamisasori_id")
    autocomplete_fields = ("card", "set")
    list_select_related = ("card", "set")
