"""Importing the card pool: `import_cards(paths)` is the one entry point the command, the
Celery task and the tests call.

It reads set YAML files (and set_info.yaml), Oracle of the Void JSON files and the Kamisasori
XML database, from files or folders, and merges them into one pool (see `store` for which
source wins what). Each file is one transaction; a file that cannot be read is reported and
the others still import; a card or value that cannot be read is reported and the rest of the
file still imports. Running it again with the same files changes nothing.
"""

import contextlib
import dataclasses
import gc
import itertools
import multiprocessing
import pickle
import queue
import threading
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from pathlib import Path

from django.db import reset_queries
from django.utils import timezone

from l5rdb.catalogue.importing.bulk import settle_indexes
from l5rdb.catalogue.importing.indexes import restore_indexes, suspend_indexes
from l5rdb.catalogue.importing.report import (
    FAILED,
    IGNORED,
    IMPORTED,
    FileReport,
    ImportReport,
    Problem,
)
from l5rdb.catalogue.importing.sources.base import ParsedFile, SourceError
from l5rdb.catalogue.importing.sources.kamisasori import load_xml, parse_kamisasori_file
from l5rdb.catalogue.importing.sources.oracle import is_oracle_file, load_json, parse_oracle_file
from l5rdb.catalogue.importing.sources.set_info import SetInfo, is_set_info, parse_set_info
from l5rdb.catalogue.importing.sources.yaml_sets import load_yaml, parse_set_file, peek_set_name
from l5rdb.catalogue.importing.store import Store, StoredVerdicts, prepare
from l5rdb.catalogue.models import Card, Clan, ImportRun, Keyword, Printing, Set
from l5rdb.catalogue.revision import bump_revision, revision_bumped_once

__all__ = ["FileReport", "ImportReport", "Problem", "find_card_files", "import_cards"]

Progress = Callable[[int, int, Path], None]
# What reading a file gives: a parsed card file, a set list (applied by the writer), or
# nothing to write.
Read = ParsedFile | list[SetInfo] | None
READ_AHEAD = 2
# How often the writer, waiting for the reader process, checks that it is still there.
READER_POLL = 1.0
SUFFIXES = {".yaml": 1, ".yml": 1, ".json": 2, ".xml": 3}
_CARD_DATA_KEYS = frozenset({"set", "cards", "arcs"})
# Bytes of card files from which an import into an empty catalogue suspends its indexes.
SUSPEND_INDEXES_FROM = 1024 * 1024


def find_card_files(paths: Iterable[Path | str]) -> list[tuple[Path, bool]]:
    """The files to read, each with whether it was named explicitly (a folder's other files
    that turn out not to be card data are ignored rather than failed). Set lists come first,
    then set files, Oracle JSON, Kamisasori XML, each in path order."""
    found: dict[Path, bool] = {}
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                if child.is_file() and child.suffix.lower() in SUFFIXES:
                    found.setdefault(child, False)
        else:
            found[path] = True

    def order(item: tuple[Path, bool]) -> tuple[int, int, str]:
        path = item[0]
        first = 0 if path.stem.casefold().startswith("set_info") else 1
        return (SUFFIXES.get(path.suffix.lower(), 9), first, str(path))

    return sorted(found.items(), key=order)


def import_cards(paths: Iterable[Path | str], progress: Progress | None = None) -> ImportReport:
    """Import card files and folders into the catalogue and report what happened.

    Set lists are read and applied first; set files are then written newest set first (so a
    card's text comes from its latest printing without being rewritten), then the other
    databases, one transaction per file. A reader thread parses the next files while this
    one writes (the writer mostly waits on the database), and at most `READ_AHEAD` parsed
    files are held at once. `progress(n, total, path)` is called as each file is written."""
    # Decks are validated again once, after every file is written (if any was).
    from decks.revalidation.checks import queue_revalidation, revalidation_deferred

    with revalidation_deferred(), revision_bumped_once(), _frozen_heap():
        report = _import(paths, progress)
        if report.ok_files:
            queue_revalidation()
    return report


@contextlib.contextmanager
def _frozen_heap() -> Iterator[None]:
    """The objects alive before the import (Django, the rules engine, their modules) are left
    out of the garbage collector's passes during it: the import makes hundreds of thousands of
    objects, and each full pass would walk the whole heap again (about a fifth of the reader's
    and writer's CPU). The forked reader inherits this, and so touches fewer shared pages."""
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def _import(paths: Iterable[Path | str], progress: Progress | None) -> ImportReport:
    run = ImportRun.objects.create()
    files = find_card_files(paths)
    if _fills_empty_catalogue(files):
        suspend_indexes()
    else:
        restore_indexes()  # left by an import that died
    try:
        report = _write_files(files, progress)
    finally:
        restore_indexes()
    if report.ok_files:
        settle_indexes([Card, Printing, Keyword, Clan, Set])
        bump_revision()
    run.finished_at = timezone.now()
    run.save(update_fields=["finished_at"])
    return report


def _fills_empty_catalogue(files: list[tuple[Path, bool]]) -> bool:
    """Whether the files are many rows for an empty catalogue: its indexes are then built
    after the rows are in (`indexes`). A few rows are cheaper than building every index."""
    if Card.objects.exists():
        return False
    size = 0
    for path, _ in files:
        with contextlib.suppress(OSError):
            size += path.stat().st_size
    return size >= SUSPEND_INDEXES_FROM


def _write_files(files: list[tuple[Path, bool]], progress: Progress | None) -> ImportReport:
    report = ImportReport()
    store = Store()
    reports = {path: FileReport(path=str(path)) for path, _ in files}
    report.files.extend(reports.values())
    first: list[tuple[Path, ParsedFile | None]] = []
    set_files: list[tuple[Path, bool, str]] = []
    later: list[tuple[Path, bool]] = []
    for path, explicit in files:
        name = peek_set_name(path) if path.suffix.lower() in (".yaml", ".yml") else None
        if name is not None:
            set_files.append((path, explicit, name))
        elif path.suffix.lower() in (".yaml", ".yml"):
            read = partial(_read_file, path, explicit, reports[path])
            first.append((path, _guarded(reports[path], read)))
            _apply_set_list(store, first[-1][1], reports[path])
        else:
            later.append((path, explicit))

    def newest_first(item: tuple[Path, bool, str]) -> tuple[int, str]:
        info = store.sets.info_for(item[2])
        return (-(info.order if info else 0), item[2].casefold())

    ordered = [(path, explicit) for path, explicit, _ in sorted(set_files, key=newest_first)]
    ordered += later
    parsed_files = _read_ahead(ordered, reports, store.stored_verdicts())
    _write_all(store, itertools.chain(first, parsed_files), reports, progress, len(files))
    if report.ok_files:
        # Each card's automation status was judged as it was written (see Store._judge).
        report.soul_links_changed, report.soul_links_added = store.finish()
    return report


def _write_all(
    store: Store,
    writes: Iterable[tuple[Path, Read]],
    reports: dict[Path, FileReport],
    progress: Progress | None,
    total: int,
) -> None:
    """Write each file as it is read. A function of its own, so that the last file read
    (the largest, Kamisasori's) is not held while the import finishes."""
    for number, (path, parsed) in enumerate(writes, start=1):
        if progress:
            progress(number, total, path)
        if isinstance(parsed, list):
            _apply_set_list(store, parsed, reports[path])
        elif parsed is not None:
            _guarded(reports[path], partial(_write_file, store, parsed, reports[path]))
            if not reports[path].ok:
                # Its transaction was rolled back: nothing it counted was written.
                reports[path].counts.clear()
        # With DEBUG on, Django keeps the last 9000 statements, the bulk ones megabytes long.
        reset_queries()


def _read_ahead(
    files: list[tuple[Path, bool]], reports: dict[Path, FileReport], stored: StoredVerdicts
) -> Iterator[tuple[Path, Read]]:
    """The files read in order, at most READ_AHEAD ahead of the writer: by a process of its
    own where processes can be forked (parsing is CPU work, which a thread would do under the
    writer's lock on the interpreter), else by a thread (the writer mostly waits on the
    database)."""
    if "fork" in multiprocessing.get_all_start_methods():
        try:
            yield from _read_in_process(files, reports, stored)
            return
        except _NoReaderProcess:
            pass  # e.g. in a daemonic worker process, which may not have children
    yield from _read_in_thread(files, reports, stored)


class _NoReaderProcess(Exception):
    pass


def _read_all(
    files: list[tuple[Path, bool]], ready: multiprocessing.Queue, stored: StoredVerdicts
) -> None:
    """The reader process: each file's reading and its report, pickled here so that a value
    that cannot be pickled fails this file rather than the queue."""
    seen: set[str] = set()
    for path, explicit in files:
        report = FileReport(path=str(path))
        read = _guarded(report, partial(_read_file, path, explicit, report, seen, stored))
        try:
            message = pickle.dumps((read, report), pickle.HIGHEST_PROTOCOL)
        except Exception as error:
            report.status, report.error = FAILED, f"{type(error).__name__}: {error}"
            message = pickle.dumps((None, report), pickle.HIGHEST_PROTOCOL)
        ready.put(message)


def _read_in_process(
    files: list[tuple[Path, bool]], reports: dict[Path, FileReport], stored: StoredVerdicts
) -> Iterator[tuple[Path, Read]]:
    context = multiprocessing.get_context("fork")
    ready = context.Queue(maxsize=READ_AHEAD)
    reader = context.Process(
        target=_read_all, args=(files, ready, stored), name="import-reader", daemon=True
    )
    try:
        reader.start()
    except (AssertionError, OSError) as error:
        raise _NoReaderProcess from error
    try:
        for path, explicit in files:
            message = None
            while message is None and reader.is_alive():
                with contextlib.suppress(queue.Empty):
                    message = ready.get(timeout=READER_POLL)
            if message is None:
                with contextlib.suppress(queue.Empty):
                    message = ready.get(timeout=READER_POLL)
            if message is None:
                # The reader process is gone (killed, out of memory): read here instead.
                read = partial(_read_file, path, explicit, reports[path], None, stored)
                yield path, _guarded(reports[path], read)
                continue
            read, report = pickle.loads(message)
            message = None  # not held while the file is written
            for item in dataclasses.fields(FileReport):
                setattr(reports[path], item.name, getattr(report, item.name))
            yield path, read
    finally:
        if reader.is_alive():
            reader.terminate()
        reader.join()
        ready.close()


def _read_in_thread(
    files: list[tuple[Path, bool]], reports: dict[Path, FileReport], stored: StoredVerdicts
) -> Iterator[tuple[Path, Read]]:
    ready: queue.Queue = queue.Queue(maxsize=READ_AHEAD)
    stop = threading.Event()

    def read() -> None:
        seen: set[str] = set()
        for path, explicit in files:
            if stop.is_set():
                return
            read = partial(_read_file, path, explicit, reports[path], seen, stored)
            parsed = _guarded(reports[path], read)
            ready.put((path, parsed))

    reader = threading.Thread(target=read, name="import-reader", daemon=True)
    reader.start()
    try:
        for _ in files:
            yield ready.get()
    finally:
        stop.set()
        while reader.is_alive():  # let a reader blocked on a full queue see the stop
            with contextlib.suppress(queue.Empty):
                ready.get(timeout=0.1)
        reader.join()


def _guarded(report: FileReport, step: Callable[[], Read]) -> Read:
    try:
        return step()
    except SourceError as error:
        report.status, report.error = FAILED, str(error)
    except Exception as error:  # one bad file must not stop the others
        report.status = FAILED
        report.error = f"{type(error).__name__}: {error}"
    return None


def _write_file(store: Store, parsed: ParsedFile, report: FileReport) -> None:
    store.apply(parsed, report)
    report.status = IMPORTED


def _apply_set_list(store: Store, read: Read, report: FileReport) -> None:
    if isinstance(read, list):
        _guarded(report, partial(_write_set_list, store, read, report))


def _write_set_list(store: Store, infos: list[SetInfo], report: FileReport) -> None:
    store.apply_set_info(infos, report)
    report.status = IMPORTED


def _read_file(
    path: Path,
    explicit: bool,
    report: FileReport,
    seen: set[str] | None = None,
    stored: StoredVerdicts | None = None,
) -> Read:
    """Parse one file (see `store.prepare` for what the reader works out beyond parsing); a
    set list's sets, or None when the file is not card data. Touches no database. `seen`:
    the keys of the set files read before this one, newer sets; `stored`: the verdicts the
    catalogue holds (see `store.prepare`)."""
    if not path.is_file():
        raise SourceError("no such file")
    suffix = path.suffix.lower()
    if suffix in (".yaml", ".yml"):
        data = load_yaml(path)
        if is_set_info(data):
            report.kind = "set list"
            return parse_set_info(data, report).sets
        if not explicit and not (isinstance(data, dict) and _CARD_DATA_KEYS & data.keys()):
            report.status, report.error = IGNORED, "not a set file or a set list"
            return None
        report.kind = "set file"
        # Only set files make cards (the other databases mostly fill in cards already
        # there): their records are prepared for the writer (see `store.prepare`).
        parsed = parse_set_file(path, data, report)
        if stored is None:
            from rules.automation import engine_digest

            stored = StoredVerdicts(engine_digest())
        prepare(parsed, seen if seen is not None else set(), stored)
        return parsed
    if suffix == ".json":
        data = load_json(path)
        if not explicit and not is_oracle_file(data):
            report.status, report.error = IGNORED, "not an Oracle of the Void card list"
            return None
        report.kind = "Oracle of the Void"
        return parse_oracle_file(path, data, report)
    if suffix == ".xml":
        root = load_xml(path)
        if not explicit and root.tag != "cards":
            report.status, report.error = IGNORED, "not a Kamisasori card database"
            return None
        report.kind = "Kamisasori"
        return parse_kamisasori_file(path, root, report)
    raise SourceError(f"unknown kind of file {suffix!r} (expected .yaml, .json or .xml)")
