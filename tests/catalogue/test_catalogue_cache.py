"""What does not change between imports is cached under the catalogue revision: card and set
pages, the card list's first page and its counts, the card API. An import, an admin edit or a
change to a card's links bumps the revision, and the next request shows the change. Card
pages, set pages and the card API answer conditional GETs with 304 Not Modified until then."""

import os
import subprocess
import sys

import pytest
from django.conf import settings
from django.core.cache import cache
from django.test import override_settings
from django.urls import reverse
from importing_helpers import write_set

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.models import Card, Set
from l5rdb.catalogue.revision import current_revision
from tests.factories import make_card, make_clan, make_printing, make_set

pytestmark = pytest.mark.django_db


def page(client, url: str, **headers: str) -> str:
    response = client.get(url, **headers)
    assert response.status_code == 200
    return response.content.decode()


def test_a_card_page_is_built_once_per_revision(client, django_assert_num_queries):
    card = make_card("Hida Tenshu", text="Will not attach Armor.")
    url = reverse("card-detail", args=[card.slug])
    assert "Will not attach Armor." in page(client, url)
    with django_assert_num_queries(1):  # the revision
        assert "Will not attach Armor." in page(client, url)


def test_an_admin_edit_shows_at_once(client, admin_client):
    card = make_card("Hida Tenshu", text="Will not attach Armor.")
    url = reverse("card-detail", args=[card.slug])
    page(client, url)
    before = current_revision()
    card.text = "Gains 2 Honor."
    card.save()
    assert current_revision().number == before.number + 1
    html = page(client, url)
    assert "Gains 2 Honor." in html and "Will not attach Armor." not in html


def test_a_change_to_a_cards_links_shows_at_once(client):
    card = make_card("Hida Tenshu")
    url = reverse("card-detail", args=[card.slug])
    assert "Crab" not in page(client, url)
    card.clans.add(make_clan("Crab"))
    assert "Crab" in page(client, url)


def test_an_import_shows_at_once(client, tmp_path):
    tenshu = {"title": "Hida Tenshu", "types": ["Personality"], "decks": ["Dynasty"]}
    import_cards([write_set(tmp_path, "Gold Edition", [{**tenshu, "text": "Old text."}])])
    card = Card.objects.get(title="Hida Tenshu")
    card_url = reverse("card-detail", args=[card.slug])
    set_url = reverse("set-detail", args=[Set.objects.get(name="Gold Edition").slug])
    assert "Old text." in page(client, card_url)
    assert "Hida Kisada" not in page(client, set_url)

    kisada = {"title": "Hida Kisada", "types": ["Personality"], "decks": ["Dynasty"]}
    import_cards([write_set(tmp_path, "Gold Edition", [{**tenshu, "text": "New text."}, kisada])])

    assert "New text." in page(client, card_url)
    assert "Hida Kisada" in page(client, set_url)


def test_the_card_lists_counts_follow_the_catalogue(client, django_assert_num_queries):
    crab = make_clan("Crab")
    make_card("Hida Tenshu", clans=[crab])
    url, api = reverse("card-list"), reverse("api-card-list")
    search = {"q": "hida", "facets": "1"}
    assert "1 card</p>" in page(client, url, data=search)
    assert client.get(api, search).json()["facets"]["clan"][0]["count"] == 1
    with django_assert_num_queries(2):  # the revision, twice
        assert "1 card</p>" in page(client, url, data=search)
        assert client.get(api, search).json()["count"] == 1

    make_card("Hida Kisada", clans=[crab])

    assert "2 cards</p>" in page(client, url, data=search)
    listed = client.get(api, search).json()
    assert listed["count"] == 2 and listed["facets"]["clan"][0]["count"] == 2


def test_a_set_page_is_cached_and_follows_edits(client, django_assert_num_queries):
    gold = make_set("Gold Edition")
    make_printing(make_card("Hida Tenshu"), gold)
    url = reverse("set-detail", args=[gold.slug])
    assert "Hida Tenshu" in page(client, url)
    with django_assert_num_queries(1):
        page(client, url)
    make_printing(make_card("Hida Kisada"), gold)
    assert "Hida Kisada" in page(client, url)


@pytest.mark.parametrize("kind", ["card", "set", "api"])
def test_pages_answer_conditional_gets_until_the_catalogue_changes(client, kind: str):
    card = make_card("Hida Tenshu")
    gold = make_set("Gold Edition")
    make_printing(card, gold)
    url = {
        "card": reverse("card-detail", args=[card.slug]),
        "set": reverse("set-detail", args=[gold.slug]),
        "api": reverse("api-card-detail", args=[card.pk]),
    }[kind]
    first = client.get(url)
    tag, modified = first["ETag"], first["Last-Modified"]
    assert "no-cache" in first["Cache-Control"]

    again = client.get(url, HTTP_IF_NONE_MATCH=tag)
    assert again.status_code == 304 and again["ETag"] == tag and not again.content
    assert client.get(url, HTTP_IF_MODIFIED_SINCE=modified).status_code == 304

    card.title = "Hida Tenshu the Younger"
    card.save()
    changed = client.get(url, HTTP_IF_NONE_MATCH=tag)
    assert changed.status_code == 200 and changed["ETag"] != tag
    assert "Hida Tenshu the Younger" in changed.content.decode()


def test_who_is_signed_in_changes_the_etag(client, player):
    card = make_card("Hida Tenshu")
    url = reverse("card-detail", args=[card.slug])
    anonymous = client.get(url)["ETag"]
    signed_in = player.get(url)
    assert signed_in["ETag"] != anonymous and "player" in signed_in.content.decode()
    assert player.get(url, HTTP_IF_NONE_MATCH=anonymous).status_code == 200


def test_a_missing_card_is_a_404_and_stays_one(client):
    url = reverse("card-detail", args=["no-such-card"])
    assert client.get(url).status_code == 404
    assert client.get(url).status_code == 404
    assert client.get(reverse("api-card-detail", args=[999999])).status_code == 404


def test_cache_url_picks_redis_and_refuses_other_urls():
    def backend(url: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-c", "from l5rdb import settings; print(settings.CACHES)"],
            cwd=settings.BASE_DIR,
            env={**os.environ, "CACHE_URL": url},
            capture_output=True,
            text=True,
            timeout=60,
        )

    redis = backend("redis://127.0.0.1:6379/5")
    assert "RedisCache" in redis.stdout and "redis://127.0.0.1:6379/5" in redis.stdout
    wrong = backend("memcached://127.0.0.1:11211")
    assert wrong.returncode != 0 and "CACHE_URL must be a redis://" in wrong.stderr
    assert "LocMemCache" in backend("").stdout


TEST_CACHE_URL = os.environ.get("TEST_CACHE_URL") or os.environ.get("CELERY_BROKER_URL", "")


@pytest.mark.skipif(
    not TEST_CACHE_URL.startswith("redis"), reason="no Redis (TEST_CACHE_URL) to cache in"
)
def test_pages_are_kept_in_redis_when_configured(client):
    redis_cache = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": TEST_CACHE_URL,
            "KEY_PREFIX": "l5rdb-test",
        }
    }
    with override_settings(CACHES=redis_cache):
        cache.clear()
        card = make_card("Hida Tenshu", text="Will not attach Armor.")
        url = reverse("card-detail", args=[card.slug])
        page(client, url)
        keys = cache._cache.get_client().keys("l5rdb-test:*catalogue:*card-page*")
        assert keys
        card.text = "Gains 2 Honor."
        card.save()
        assert "Gains 2 Honor." in page(client, url)
        cache.clear()
