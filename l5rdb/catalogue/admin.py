"""Django admin for the catalogue: browse and correct sets, cards and printings."""

from django.conf import settings
from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path
from django.utils.text import Truncator
from django.views.decorators.csrf import csrf_exempt, csrf_protect

from l5rdb.catalogue.import_jobs import (
    can_import,
    delete_import_jobs,
    job_status,
    start_import_job,
)
from l5rdb.catalogue.import_uploads import (
    KINDS_TEXT,
    CappedUploadHandler,
    ImportRejected,
    human_size,
    over_limit_error,
)
from l5rdb.catalogue.models import Card, Clan, Format, ImportJob, Keyword, Printing, Set

# The job page lists this many problems; the status endpoint has them all.
PROBLEMS_SHOWN = 500


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
                self.admin_site.admin_view(csrf_exempt(self.import_view)),
                name="catalogue_card_import",
            ),
            *super().get_urls(),
        ]

    def has_import_permission(self, request: HttpRequest) -> bool:
        return can_import(request.user)

    def changelist_view(self, request: HttpRequest, extra_context: dict | None = None):
        extra_context = {
            **(extra_context or {}),
            "has_import_permission": self.has_import_permission(request),
        }
        return super().changelist_view(request, extra_context)

    def import_view(self, request: HttpRequest) -> HttpResponse:
        """Start an import job from uploaded files or the L5R_CARD_DATA folder (the admin
        names no other server path), then follow it on the job's page."""
        if not self.has_import_permission(request):
            raise PermissionDenied
        # Set before the body is read (CSRF protection is applied after it): files past the
        # size limit are drained, never spooled to disk.
        request.upload_handlers.insert(0, CappedUploadHandler(request))
        return csrf_protect(self._import_form)(request)

    def _import_form(self, request: HttpRequest) -> HttpResponse:
        errors: list[str] = []
        if request.method == "POST":
            try:
                job = self._start_import(request)
            except ImportRejected as rejected:
                errors = rejected.errors
            else:
                return redirect("admin:catalogue_importjob_change", job.pk)
        context = {
            **self.admin_site.each_context(request),
            "title": "Import card data",
            "opts": self.model._meta,
            "card_data": settings.L5R_CARD_DATA,
            "errors": errors,
            "unfinished": ImportJob.objects.filter(
                status__in=[ImportJob.Status.QUEUED, ImportJob.Status.RUNNING]
            ).first(),
            "kinds": KINDS_TEXT,
            "max_upload": human_size(settings.L5R_MAX_IMPORT_UPLOAD),
            "max_unpacked": human_size(settings.L5R_MAX_IMPORT_UNPACKED),
            "max_files": settings.L5R_MAX_IMPORT_FILES,
        }
        return TemplateResponse(
            request, "admin/catalogue/card/import.html", context, status=400 if errors else 200
        )

    def _start_import(self, request: HttpRequest) -> ImportJob:
        source = request.POST.get("source")
        stopped_at = getattr(request, "upload_over_limit", None)
        if stopped_at:
            raise ImportRejected([over_limit_error(stopped_at)])
        if source == "folder":
            if not settings.L5R_CARD_DATA:
                raise ImportRejected(["L5R_CARD_DATA is not set: there is no folder to import."])
            return start_import_job(request.user, folder=settings.L5R_CARD_DATA)
        return start_import_job(request.user, uploads=request.FILES.getlist("files"))


@admin.register(ImportJob)
class ImportJobAdmin(admin.ModelAdmin):
    """Import jobs are started from "Import card data" and only looked at here; a job's page
    shows its progress, then its report."""

    change_list_template = "admin/catalogue/importjob/change_list.html"
    list_display = ("job", "created_at", "created_by", "status", "read", "result")
    list_display_links = ("job",)
    list_select_related = ("created_by",)

    def get_urls(self) -> list:
        return [
            path(
                "<int:pk>/status/",
                self.admin_site.admin_view(self.status_view),
                name="catalogue_importjob_status",
            ),
            *super().get_urls(),
        ]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: ImportJob | None = None) -> bool:
        return False

    def has_view_permission(self, request: HttpRequest, obj: ImportJob | None = None) -> bool:
        return can_import(request.user) or super().has_view_permission(request, obj)

    def has_delete_permission(self, request: HttpRequest, obj: ImportJob | None = None) -> bool:
        return super().has_delete_permission(request, obj) and (obj is None or obj.is_finished)

    def delete_model(self, request: HttpRequest, obj: ImportJob) -> None:
        delete_import_jobs(ImportJob.objects.filter(pk=obj.pk))

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[ImportJob]) -> None:
        delete_import_jobs(queryset)

    def changelist_view(self, request: HttpRequest, extra_context: dict | None = None):
        extra_context = {**(extra_context or {}), "has_import_permission": can_import(request.user)}
        return super().changelist_view(request, extra_context)

    @admin.display(description="job", ordering="pk")
    def job(self, job: ImportJob) -> str:
        return f"#{job.pk}"

    @admin.display(description="read")
    def read(self, job: ImportJob) -> str:
        return Truncator(job.source_label()).chars(60)

    @admin.display(description="result")
    def result(self, job: ImportJob) -> str:
        if job.error:
            return Truncator(job.error).chars(100)
        if not job.report:
            return f"{job.files_done} / {job.files_total} files" if job.files_total else "–"
        files, problems = job.report["files"], len(job.report["problems"])
        return f"{files['imported']} of {files['total']} files imported; {problems} problems"

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict | None = None,
    ) -> HttpResponse:
        job = self.get_object(request, unquote(object_id))
        if job is None:
            return self._get_obj_does_not_exist_redirect(request, self.opts, object_id)
        if not self.has_view_permission(request, job):
            raise PermissionDenied
        problems = (job.report or {}).get("problems", [])
        context = {
            **self.admin_site.each_context(request),
            "title": str(job),
            "opts": self.opts,
            "job": job,
            "status": job_status(job),
            "problems": problems[:PROBLEMS_SHOWN],
            "problems_hidden": max(0, len(problems) - PROBLEMS_SHOWN),
            "can_delete": self.has_delete_permission(request, job),
            "has_import_permission": can_import(request.user),
        }
        return TemplateResponse(request, "admin/catalogue/importjob/job.html", context)

    def status_view(self, request: HttpRequest, pk: int) -> JsonResponse:
        job = get_object_or_404(ImportJob, pk=pk)
        if not self.has_view_permission(request, job):
            raise PermissionDenied
        return JsonResponse(job_status(job))


@admin.register(Printing)
class PrintingAdmin(admin.ModelAdmin):
    list_display = ("card", "set", "side", "collector_number", "rarity", "artist")
    list_filter = ("rarity", "set")
    search_fields = ("card__title", "artist", "collector_number", "kamisasori_id")
    autocomplete_fields = ("card", "set")
    list_select_related = ("card", "set")
