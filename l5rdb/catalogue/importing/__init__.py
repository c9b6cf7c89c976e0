"""Importing the card pool: `import_cards(paths)` is the one entry point the command, the
Celery task and the tests call.

It reads set YAML files (and set_info.yaml), Oracle of the Void JSON files and the Kamisasori
XML database, from files or folders, and merges them into one pool (see `store` for which
source wins what). Each file is one transaction; a file that cannot be read is reported and
the others still import; a card or value that cannot be read is reported and the rest of the
file still imports. Running it again with the same files changes nothing.
"""

from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

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
from l5rdb.catalogue.importing.sources.yaml_sets import load_yaml, parse_set_file
from l5rdb.catalogue.importing.store import Store
from l5rdb.catalogue.models import ImportRun, SetSource

__all__ = ["FileReport", "ImportReport", "Problem", "find_card_files", "import_cards"]

Progress = Callable[[int, int, Path], None]
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

    Every file is read first (set lists are applied at once: set files are written newest
    set first, so a card's text comes from its latest printing without being rewritten),
    then written one transaction per file; `progress(n, total, path)` is called as each
    file is written."""
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
    pending: list[tuple[FileReport, ParsedFile | None]] = []
    for path, explicit in files:
        file_report = FileReport(path=str(path))
        report.files.append(file_report)
        parsed = _guarded(file_report, partial(_read_file, store, path, explicit, file_report))
        pending.append((file_report, parsed))

    def order(item: tuple[FileReport, ParsedFile | None]) -> tuple:
        parsed = item[1]
        if parsed is None or parsed.kind != SetSource.SET_FILE:
            return (1, 0, "")
        info = store.sets.info_for(parsed.sets[0])
        return (0, -(info.order if info else 0), parsed.sets[0].casefold())

    pending.sort(key=order)
    for number, (file_report, parsed) in enumerate(pending, start=1):
        if progress:
            progress(number, len(pending), Path(file_report.path))
        if parsed is not None:
            _guarded(file_report, partial(_write_file, store, parsed, file_report))
            if not file_report.ok:
                # Its transaction was rolled back: nothing it counted was written.
                file_report.counts.clear()
    if report.ok_files:
        report.soul_links_changed, report.soul_links_added = store.finish()
    run.finished_at = timezone.now()
    run.save(update_fields=["finished_at"])
    return report


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
