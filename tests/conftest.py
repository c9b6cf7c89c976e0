"""Shared test fixtures: the real card pool (once per session), and a headless browser."""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings

# Playwright's sync API runs an event loop in the test thread; the ORM calls the tests make
# around it are still plain synchronous calls.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

SHARED = Path(settings.BASE_DIR).parent / "shared"
CARD_DATA = Path(os.environ.get("L5R_CARD_DATA") or SHARED / "carddata")
DECKS_L5D = SHARED / "decks" / "l5d"
RULEBOOK = SHARED / "rules" / "gold-edition-rules.ru.txt"
CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests on the real pool run last. Once imported the pool stays for the session (tests
    roll back over it), and tests that build their own named cards need a catalogue without
    it: their titles, slugs and sets would collide with the real ones."""
    items.sort(key=lambda item: "card_pool" in getattr(item, "fixturenames", ()))


def require_card_data() -> Path:
    if not (CARD_DATA / "sets").is_dir():
        pytest.skip(f"the card pool is not at {CARD_DATA} (set L5R_CARD_DATA)")
    return CARD_DATA


@pytest.fixture(scope="session")
def card_data_dir() -> Path:
    return require_card_data()


@pytest.fixture(scope="session")
def _imported_pool(django_db_setup, django_db_blocker):
    """Import the whole pool into the test database once; later tests roll back over it."""
    require_card_data()
    from l5rdb.catalogue.importing import import_cards
    from l5rdb.catalogue.models import Card

    with django_db_blocker.unblock():
        if not Card.objects.exists():
            report = import_cards([CARD_DATA])
            assert report.ok_files, report.summary()
    return CARD_DATA


@pytest.fixture
def card_pool(_imported_pool, db):
    """The real card pool, imported from ../shared/carddata (skips when it is absent)."""
    from l5rdb.catalogue.models import Card

    if not Card.objects.exists():
        # A transactional test flushed the database: bring the pool back.
        from l5rdb.catalogue.importing import import_cards

        import_cards([CARD_DATA])
    return _imported_pool


@pytest.fixture(autouse=True)
def _recheck_card_index() -> None:
    """Decks keep the card pool in memory (decks.cardindex) and notice ORM changes; a test
    rolled back leaves no signal, so make the next lookup compare the database's fingerprint."""
    from decks.cardindex import recheck_card_index

    recheck_card_index()


@pytest.fixture(autouse=True)
def _empty_cache() -> None:
    """Each test starts with nothing cached (catalogue pages, counts, rate limits)."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture
def user(db):
    """A registered user named "player"."""
    from django.contrib.auth import get_user_model

    return get_user_model().objects.create_user("player", password="a long test password")


@pytest.fixture
def player(user):
    """A test client logged in as `user`."""
    from django.test import Client

    client = Client()
    client.force_login(user)
    return client


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not CHROMIUM.exists():
        pytest.skip(f"no chromium at {CHROMIUM} (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(
            executable_path=str(CHROMIUM),
            headless=True,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
            ],
        )
        yield instance
        instance.close()


@pytest.fixture
def page(browser) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    tab.set_default_timeout(10_000)
    yield tab
    context.close()


@pytest.fixture
def phone_page(browser) -> Iterator[object]:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    tab = context.new_page()
    tab.set_default_timeout(10_000)
    yield tab
    context.close()


CELERY_TEST_QUEUE = "l5rdb-tests"


@pytest.fixture
def celery_worker(settings) -> Iterator[object | None]:
    """A Celery worker in a thread of this process, on the configured broker; None when tasks
    run eagerly (no broker). Tasks go to a queue of the tests' own, emptied first, so nothing
    an earlier run left there is picked up. Tests using it need `transactional_db`: the
    worker reads the database through its own connection."""
    if settings.CELERY_TASK_ALWAYS_EAGER:
        yield None
        return
    from celery.contrib.testing.worker import start_worker
    from celery.signals import task_postrun
    from django.db import connections

    from l5rdb.celery import app

    def close_connections(**_kwargs: object) -> None:
        # Runs in the worker's thread: leave no connection open to the test database.
        connections.close_all()

    settings.CELERY_TASK_DEFAULT_QUEUE = CELERY_TEST_QUEUE
    with app.connection_for_write() as connection:
        connection.ensure_connection(max_retries=2)
        connection.default_channel.queue_purge(CELERY_TEST_QUEUE)
    task_postrun.connect(close_connections, weak=False)
    try:
        with start_worker(
            app, perform_ping_check=False, queues=[CELERY_TEST_QUEUE], shutdown_timeout=60
        ) as worker:
            yield worker
    finally:
        task_postrun.disconnect(close_connections)
