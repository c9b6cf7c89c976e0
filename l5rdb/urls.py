from django.conf import settings
from django.contrib import admin
from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView

from l5rdb.catalogue.search.views import search_help

urlpatterns = [
    # Browsers ask for /favicon.ico on pages that name no icon (the admin's).
    path("favicon.ico", RedirectView.as_view(url=static("img/favicon.svg"), permanent=True)),
    path(settings.ADMIN_URL, admin.site.urls),
    path("accounts/", include("accounts.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularRedocView.as_view(url_name="api-schema"), name="api-docs"),
    path("", include("decks.urls")),
    path("api/decks/", include("decks.api_urls")),
    path("api/playtest/", include("rules.api_urls")),
    path("api/simulations/", include("simulations.api_urls")),
    path("", include("simulations.urls")),
    path("api/", include("l5rdb.catalogue.api.urls")),
    path("search/help/", search_help, name="search-help"),
    path("playtest/", include("rules.urls")),
    path("", include("l5rdb.catalogue.urls")),
]
