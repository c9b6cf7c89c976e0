from django.urls import path

from decks import builder_api, views

urlpatterns = [
    path("decks/", views.deck_list, name="deck-list"),
    path("decks/new/", views.builder, name="deck-builder"),
    path("decks/import/", views.deck_import, name="deck-import"),
    path("decks/<int:pk>/", views.deck_detail, name="deck-detail"),
    path("decks/<int:pk>/edit/", views.deck_edit, name="deck-edit"),
    path("decks/<int:pk>/print/", views.deck_print, name="deck-print"),
    path("decks/<int:pk>/delete/", views.deck_delete, name="deck-delete"),
    path("decks/<int:pk>/copy/", views.deck_copy, name="deck-copy"),
    path("decks/<int:pk>/share/", views.deck_share, name="deck-share"),
    path("decks/<int:pk>/history/", views.deck_history, name="deck-history"),
    path("decks/<int:pk>/format/", views.deck_format, name="deck-format"),
    path("api/decks/stats/", builder_api.DeckStatsView.as_view(), name="deck-stats-api"),
    path("api/decks/odds/", builder_api.DrawOddsView.as_view(), name="deck-odds-api"),
]
