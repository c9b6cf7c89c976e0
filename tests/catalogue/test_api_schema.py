"""The OpenAPI schema documents the catalogue API without warnings, and the docs page serves."""

import pytest
from django.urls import include, path
from drf_spectacular.drainage import GENERATOR_STATS
from drf_spectacular.generators import SchemaGenerator

from l5rdb.catalogue.filters import CardFilterSet
from l5rdb.catalogue.models import STAT_FIELDS

CATALOGUE_PATHS = [
    "/api/cards/",
    "/api/cards/{id}/",
    "/api/sets/",
    "/api/sets/{slug}/",
    "/api/formats/",
    "/api/formats/{slug}/",
    "/api/clans/",
    "/api/clans/{slug}/",
]


@pytest.mark.django_db
def test_the_schema_endpoint_lists_the_catalogue_paths(client):
    response = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    paths = response.json()["paths"]
    for catalogue_path in CATALOGUE_PATHS:
        assert catalogue_path in paths, catalogue_path


def test_the_catalogue_api_generates_without_warnings_or_errors():
    GENERATOR_STATS.reset()
    generator = SchemaGenerator(patterns=[path("api/", include("l5rdb.catalogue.api.urls"))])
    with GENERATOR_STATS.silence():
        schema = generator.get_schema(request=None, public=True)
    assert not GENERATOR_STATS._warn_cache, list(GENERATOR_STATS._warn_cache)
    assert not GENERATOR_STATS._error_cache, list(GENERATOR_STATS._error_cache)
    assert sorted(schema["paths"]) == sorted(CATALOGUE_PATHS)


def test_every_card_filter_is_a_documented_parameter():
    generator = SchemaGenerator(patterns=[path("api/", include("l5rdb.catalogue.api.urls"))])
    with GENERATOR_STATS.silence():
        schema = generator.get_schema(request=None, public=True)
    documented = {p["name"] for p in schema["paths"]["/api/cards/"]["get"]["parameters"]}
    expected = {name for name in CardFilterSet.base_filters if name not in STAT_FIELDS}
    expected |= {f"{stat}_{end}" for stat in STAT_FIELDS for end in ("min", "max")}
    assert expected | {"page"} <= documented


@pytest.mark.django_db
def test_the_docs_page_serves(client):
    response = client.get("/api/docs/")
    assert response.status_code == 200
    assert "/api/schema/" in response.content.decode()
