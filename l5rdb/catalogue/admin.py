"""Django admin for the catalogue: browse and correct sets, cards and printings."""

from django.conf import settings
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import path

from l5rdb.catalogue.models import Card, Clan, Format, Keyword, Printing, Set
from l5rdb.catalogue.tasks import import_cards_task


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
    change_list_template = "admin/catalogue/card/change_list.html"
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

    def get_urls(self) -> list:
        return [
            path(
                "import/",
                self.admin_site.admin_view(self.import_view),
                name="catalogue_card_import",
            ),
            *super().get_urls(),
        ]

    def has_import_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("catalogue.add_card") and request.user.has_perm(
            "catalogue.change_card"
        )

    def changelist_view(self, request: HttpRequest, extra_context: dict | None = None):
        extra_context = {
            **(extra_context or {}),
            "has_import_permission": self.has_import_permission(request),
        }
        return super().changelist_view(request, extra_context)

    def import_view(self, request: HttpRequest) -> HttpResponse:
        """Import L5R_CARD_DATA (only that folder: the admin names no server paths)."""
        if not self.has_import_permission(request):
            raise PermissionDenied
        card_data = settings.L5R_CARD_DATA
        if request.method == "POST" and card_data:
            result = import_cards_task.delay([card_data])
            if settings.CELERY_TASK_ALWAYS_EAGER:
                outcome = result.get()
                level = messages.SUCCESS if outcome["ok"] else messages.WARNING
                self.message_user(request, outcome["summary"].splitlines()[0], level)
                for line in outcome["summary"].splitlines()[1:4]:
                    self.message_user(request, line.strip(), level)
            else:
                self.message_user(request, f"Import queued as task {result.id}.")
            return redirect("admin:catalogue_card_changelist")
        context = {
            **self.admin_site.each_context(request),
            "title": "Import card data",
            "card_data": card_data,
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/catalogue/card/import.html", context)


@admin.register(Printing)
class PrintingAdmin(admin.ModelAdmin):
    list_display = ("card", "set", "side", "collector_number", "rarity", "artist")
    list_filter = ("rarity", "set")
    search_fields = ("card__title", "artist", "collector_number", "kamisasori_id")
    autocomplete_fields = ("card", "set")
    list_select_related = ("card", "set")
