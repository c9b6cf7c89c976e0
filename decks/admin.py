from django.contrib import admin

from decks.models import Deck, DeckEntry, UnresolvedLine


class DeckEntryInline(admin.TabularInline):
    model = DeckEntry
    extra = 0
    raw_id_fields = ["card"]
    fields = ["section", "count", "card", "position"]


class UnresolvedLineInline(admin.TabularInline):
    model = UnresolvedLine
    extra = 0
    fields = ["section", "count", "name", "type_hint", "position"]


@admin.register(Deck)
class DeckAdmin(admin.ModelAdmin):
    list_display = ["name", "format", "owner", "updated"]
    list_filter = ["format"]
    search_fields = ["name", "description", "owner__username"]
    raw_id_fields = ["owner"]
    inlines = [DeckEntryInline, UnresolvedLineInline]
