"""Importing the card pool: `import_cards(paths)` is the one entry point the command, the
Celery task and the tests call.

It reads set YAML files (and set_info.yaml), Oracle of the Void JSON files and the Kamisasori
XML database, from files or folders, and merges them into one pool (see `store` for which
source wins what). Each file is one transaction; a file that cannot be read is reported and
the others still import; a card or value that cannot be read is reported and the rest of the
file still imports. Running it again with the same files changes nothing.
"""

import contextlib
import itertools
import queue
import threading
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from pathlib import Path

from django.db import reset_queries
from django.utils import timezone

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
from l5rdb.catalogue.importing.sources.set_info import is_set_info, parse_set_info
from l5rdb.catalogue.importing.sources.yaml_sets import load_yaml, parse_set_file, peek_set_name
from l5rdb.catalogue.importing.store import Store
from l5rdb.catalogue.models import ImportRun
from l5rdb.catalogue.revision import bump_revision

__all__ = ["FileReport", "ImportReport", "Problem", "find_card_files", "import_cards"]

Progress = Callable[[int, int, Path], None]
READ_AHEAD = 2
SUFFIXES = {".yaml": 1, ".yml": 1, ".json": 2, ".xml": 3}
_CARD_DATA_KEYS = frozenset({"set", "cards", "arcs"})


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

    with revalidation_deferred():
        report = _import(paths, progress)
        if report.ok_files:
            queue_revalidation()
    return report


def _import(paths: Iterable[Path | str], progress: Progress | None) -> ImportReport:
    run = ImportRun.objects.create()
    files = find_card_files(paths)
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
            read = partial(_read_file, store, path, explicit, reports[path])
            first.append((path, _guarded(reports[path], read)))
        else:
            later.append((path, explicit))

    def newest_first(item: tuple[Path, bool, str]) -> tuple[int, str]:
        info = store.sets.info_for(item[2])
        return (-(info.order if info else 0), item[2].casefold())

    ordered = [(path, explicit) for path, explicit, _ in sorted(set_files, key=newest_first)]
    ordered += later
    parsed_files = _read_ahead(store, ordered, reports)
    writes = itertools.chain(first, parsed_files)
    for number, (path, parsed) in enumerate(writes, start=1):
        if progress:
            progress(number, len(files), path)
        if parsed is not None:
            _guarded(reports[path], partial(_write_file, store, parsed, reports[path]))
            if not reports[path].ok:
                # Its transaction was rolled back: nothing it counted was written.
                reports[path].counts.clear()
        # With DEBUG on, Django keeps the last 9000 statements, the bulk ones megabytes long.
        reset_queries()
    if report.ok_files:
        # Each card's automation status was judged as it was written (see Store._judge).
        report.soul_links_changed, report.soul_links_added = store.finish()
        bump_revision()
    run.finished_at = timezone.now()
    run.save(update_fields=["finished_at"])
    return report


def _read_ahead(
    store: Store, files: list[tuple[Path, bool]], reports: dict[Path, FileReport]
) -> Iterator[tuple[Path, ParsedFile | None]]:
    """The files parsed in order by a thread of their own, at most READ_AHEAD ahead."""
    ready: queue.Queue = queue.Queue(maxsize=READ_AHEAD)
    stop = threading.Event()

    def read() -> None:
        for path, explicit in files:
            if stop.is_set():
                return
            parsed = _guarded(
                reports[path], partial(_read_file, store, path, explicit, reports[path])
            )
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


def _guarded(report: FileReport, step: Callable[[], ParsedFile | None]) -> ParsedFile | None:
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


def _read_file(store: Store, path: Path, explicit: bool, report: FileReport) -> ParsedFile | None:
    """Parse one file; None when there is nothing more to write (a set list, applied here,
    or a file that is not card data)."""
    if not path.is_file():
        raise SourceError("no such file")
    suffix = path.suffix.lower()
    if suffix in (".yaml", ".yml"):
        data = load_yaml(path)
        if is_set_info(data):
            report.kind = "set list"
            store.apply_set_info(parse_set_info(data, report).sets, report)
            report.status = IMPORTED
            return None
        if not explicit and not (isinstance(data, dict) and _CARD_DATA_KEYS & data.keys()):
            report.status, report.error = IGNORED, "not a set file or a set list"
            return None
        report.kind = "set file"
        return parse_set_file(path, data, report)
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
