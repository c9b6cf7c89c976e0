"""The catalogue revision and the cache keyed by it.

Every import and every edit of the catalogue (a save or delete of a set, card, printing,
clan, keyword or format, or a change to a card's links) bumps one database row. What does not
change between imports is cached under keys that carry the revision: card and set pages,
facet counts, the first page of a search, the API's cards. A bump therefore makes every
process sharing the database see the change at once, whatever the cache (Redis when
`CACHE_URL` names it, else each process's local memory); entries of older revisions simply
expire. The revision's number and time also answer conditional GETs (ETag, Last-Modified).
"""

import contextvars
import hashlib
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TypeVar

from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError, connection
from django.db.models import F
from django.db.models.signals import m2m_changed, post_delete, post_save
from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from django.utils.cache import get_conditional_response, patch_cache_control
from django.utils.http import http_date

from l5rdb.catalogue.models import (
    Card,
    CatalogueRevision,
    Clan,
    Format,
    Keyword,
    Printing,
    Set,
)

T = TypeVar("T")
_MISSING = object()
# A cached None (a page that does not exist) is stored as this marker.
_NONE = "__none__"


@dataclass(frozen=True)
class Revision:
    number: int
    changed_at: datetime | None

    @property
    def tag(self) -> str:
        """Number and time: a database restored to an older state (or a test's rolled-back
        bump) cannot reuse the cache entries of another catalogue with the same number."""
        stamp = int(self.changed_at.timestamp() * 1_000_000) if self.changed_at else 0
        return f"{self.number}.{stamp}"


_REVISION_SQL = f"SELECT number, changed_at FROM {CatalogueRevision._meta.db_table} WHERE id = 1"


def current_revision() -> Revision:
    """Read on every catalogue request: one plain query, without building it each time."""
    with connection.cursor() as cursor:
        cursor.execute(_REVISION_SQL)
        row = cursor.fetchone()
    if row is None:
        return Revision(0, None)
    number, changed_at = row
    if changed_at is not None and timezone.is_naive(changed_at):
        changed_at = changed_at.replace(tzinfo=UTC)  # stored in UTC, read back naive
    return Revision(number, changed_at)


_deferred: contextvars.ContextVar[list[bool] | None] = contextvars.ContextVar(
    "revision_bumps_deferred", default=None
)


@contextmanager
def revision_bumped_once() -> Iterator[None]:
    """Changes inside bump the revision once, at the end (an import saves sets by the
    hundred, each a signal)."""
    marks: list[bool] = []
    token = _deferred.set(marks)
    try:
        yield
    except BaseException:
        _deferred.reset(token)
        if marks:
            # What was committed before the failure shows; the failure is what is raised.
            with suppress(DatabaseError):
                bump_revision()
        raise
    _deferred.reset(token)
    if marks:
        bump_revision()


def bump_revision(**signal: object) -> None:
    """Mark the catalogue changed (also a signal receiver for admin edits)."""
    if str(signal.get("action", "")).startswith("pre_"):
        return  # a change to a card's links: bumped once, after it
    deferred = _deferred.get()
    if deferred is not None:
        deferred.append(True)
        return
    now = timezone.now()
    changed = CatalogueRevision.objects.filter(pk=1).update(number=F("number") + 1, changed_at=now)
    if not changed:
        CatalogueRevision.objects.get_or_create(pk=1, defaults={"number": 1, "changed_at": now})


def cached(revision: Revision, kind: str, parts: Iterable[object], build: Callable[[], T]) -> T:
    """`build()`, kept in the cache for this revision under `kind` and `parts`."""
    digest = hashlib.blake2b(repr(tuple(parts)).encode(), digest_size=16).hexdigest()
    key = f"catalogue:{revision.tag}:{kind}:{digest}"
    value = cache.get(key, _MISSING)
    if value is _MISSING:
        value = build()
        cache.set(key, _NONE if value is None else value, settings.CATALOGUE_CACHE_SECONDS)
    return None if value == _NONE else value


def etag(revision: Revision, request: HttpRequest, *parts: object) -> str:
    """An entity tag for a page built from the catalogue at `revision`: it changes with the
    revision, the page, and whoever is signed in (pages show their name and a CSRF token)."""
    who = (request.user.pk, request.COOKIES.get(settings.CSRF_COOKIE_NAME, ""))
    raw = repr((revision.tag, request.path, parts, who)).encode()
    return '"' + hashlib.blake2b(raw, digest_size=12).hexdigest() + '"'


def conditional_response(
    request: HttpRequest, revision: Revision, build: Callable[[], HttpResponse], *parts: object
) -> HttpResponse:
    """A conditional GET: 304 Not Modified when the client's copy (If-None-Match, or
    If-Modified-Since) is of this revision, else `build()` with ETag and Last-Modified set;
    clients are asked to check back each time (no-cache) rather than guess freshness."""
    headers = HttpResponse()
    headers["ETag"] = etag(revision, request, *parts)
    modified = int(revision.changed_at.timestamp()) if revision.changed_at else None
    if modified is not None:
        headers["Last-Modified"] = http_date(modified)
    answer = get_conditional_response(
        request, etag=headers["ETag"], last_modified=modified, response=headers
    )
    response = build() if answer is headers else answer
    for name in ("ETag", "Last-Modified"):
        if name in headers:
            response[name] = headers[name]
    patch_cache_control(response, no_cache=True, private=request.user.is_authenticated)
    return response


for _model in (Set, Card, Printing, Clan, Keyword, Format):
    post_save.connect(bump_revision, sender=_model, dispatch_uid=f"revision-save-{_model.__name__}")
    post_delete.connect(
        bump_revision, sender=_model, dispatch_uid=f"revision-delete-{_model.__name__}"
    )
for _through in (
    Card.clans.through,
    Card.keywords.through,
    Card.formats.through,
    Card.soul_of.through,
):
    m2m_changed.connect(bump_revision, sender=_through, dispatch_uid=f"revision-m2m-{_through}")
