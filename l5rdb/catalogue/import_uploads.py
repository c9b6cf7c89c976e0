"""Card data uploaded for an import job: checked (total size, kinds of file, safe .zip archives)
and stored in a new folder under MEDIA_ROOT/imports/. An upload that is refused writes nothing,
and the refusal names each file and what is wrong with it."""

import secrets
import shutil
import stat
import zipfile
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from django.conf import settings
from django.core.exceptions import SuspiciousFileOperation
from django.core.files.uploadedfile import UploadedFile
from django.core.files.uploadhandler import FileUploadHandler, StopUpload
from django.utils import timezone
from django.utils.text import get_valid_filename

from l5rdb.catalogue.importing import SUFFIXES

IMPORTS_DIR = "imports"
ARCHIVE = ".zip"
CARD_SUFFIXES = tuple(SUFFIXES)
KINDS_TEXT = ".yaml, .yml, .json or .xml"
_CHUNK = 1024 * 1024


class ImportRejected(Exception):
    """What an import cannot start with, one message per problem."""

    def __init__(self, errors: Sequence[str]) -> None:
        self.errors = list(errors)
        super().__init__("; ".join(self.errors))


def human_size(size: int) -> str:
    for unit, scale in (("MB", 1024 * 1024), ("KB", 1024)):
        if size >= scale:
            return f"{size / scale:.1f} {unit}"
    return f"{size} bytes"


def over_limit_error(file_name: str) -> str:
    return (
        f"The upload is larger than the {human_size(settings.L5R_MAX_IMPORT_UPLOAD)} limit "
        f"(L5R_MAX_IMPORT_UPLOAD); it was stopped at {file_name}. Nothing was stored."
    )


class CappedUploadHandler(FileUploadHandler):
    """Stops reading a request's files as soon as they pass L5R_MAX_IMPORT_UPLOAD, so an
    oversized upload is never spooled to disk; the file it stopped at is left in
    `request.upload_over_limit`."""

    def __init__(self, request: object = None) -> None:
        super().__init__(request)
        self.received = 0

    def receive_data_chunk(self, raw_data: bytes, start: int) -> bytes:
        self.received += len(raw_data)
        if self.received > settings.L5R_MAX_IMPORT_UPLOAD:
            self.request.upload_over_limit = self.file_name
            raise StopUpload(connection_reset=False)
        return raw_data

    def file_complete(self, file_size: int) -> None:
        return None


@dataclass
class _Member:
    info: zipfile.ZipInfo
    path: PurePosixPath


@dataclass
class _Planned:
    upload: UploadedFile
    name: str
    stored: str
    members: list[_Member] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def is_archive(self) -> bool:
        return self.name.lower().endswith(ARCHIVE)

    def entry(self) -> dict:
        entry = {"name": self.name, "size": self.upload.size, "stored": self.stored}
        if self.is_archive:
            entry |= {"files": len(self.members), "skipped": self.skipped}
        return entry


def store_uploads(uploads: Sequence[UploadedFile]) -> tuple[str, list[dict]]:
    """Check every upload, then write them into a new folder under MEDIA_ROOT/imports/ (a
    .zip is unpacked into a folder named after it). Returns that folder, relative to
    MEDIA_ROOT, and one entry per upload (see ImportJob.uploads). Raises ImportRejected
    before anything is written."""
    plan = _check(uploads)
    relative = f"{IMPORTS_DIR}/{timezone.now():%Y%m%d-%H%M%S}-{secrets.token_hex(4)}"
    folder = Path(settings.MEDIA_ROOT) / relative
    folder.mkdir(parents=True)
    try:
        for item in plan:
            _write(item, folder)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return relative, [item.entry() for item in plan]


def _check(uploads: Sequence[UploadedFile]) -> list[_Planned]:
    if not uploads:
        raise ImportRejected(["Choose at least one file to upload."])
    errors: list[str] = []
    plan: list[_Planned] = []
    taken: set[str] = set()
    for upload in uploads:
        name = PurePosixPath((upload.name or "").replace("\\", "/")).name
        suffix = PurePosixPath(name).suffix.lower()
        if suffix not in (*CARD_SUFFIXES, ARCHIVE):
            errors.append(
                f"{name or 'A file without a name'}: not a card data file "
                f"(expected {KINDS_TEXT}, or a .zip of them)."
            )
            continue
        if not upload.size:
            errors.append(f"{name}: the file is empty.")
            continue
        try:
            stored = get_valid_filename(name[: -len(ARCHIVE)] if suffix == ARCHIVE else name)
        except SuspiciousFileOperation:
            errors.append(f"{name}: not a usable file name.")
            continue
        if stored.casefold() in taken:
            errors.append(f"{name}: another uploaded file has the same name.")
            continue
        taken.add(stored.casefold())
        item = _Planned(upload, name, stored)
        if item.is_archive:
            errors.extend(_check_archive(item))
        plan.append(item)
    total = sum(upload.size or 0 for upload in uploads)
    if total > settings.L5R_MAX_IMPORT_UPLOAD:
        errors.append(
            f"The upload is {human_size(total)}, more than the "
            f"{human_size(settings.L5R_MAX_IMPORT_UPLOAD)} limit (L5R_MAX_IMPORT_UPLOAD)."
        )
    unpacked = sum(member.info.file_size for item in plan for member in item.members)
    if unpacked > settings.L5R_MAX_IMPORT_UNPACKED:
        errors.append(
            f"The .zip files unpack to {human_size(unpacked)}, more than the "
            f"{human_size(settings.L5R_MAX_IMPORT_UNPACKED)} allowed (L5R_MAX_IMPORT_UNPACKED)."
        )
    if errors:
        raise ImportRejected(errors)
    return plan


def _check_archive(item: _Planned) -> list[str]:
    """Fill in the archive's card files; the reasons it cannot be used, if any."""
    name = item.name
    try:
        item.upload.seek(0)
        with zipfile.ZipFile(item.upload) as archive:
            infos = archive.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError) as error:
        return [f"{name}: not a readable .zip archive ({error})."]
    if len(infos) > settings.L5R_MAX_IMPORT_FILES:
        return [
            f"{name}: {len(infos)} entries, more than the {settings.L5R_MAX_IMPORT_FILES} "
            "allowed (L5R_MAX_IMPORT_FILES)."
        ]
    errors: list[str] = []
    seen: set[str] = set()
    for info in infos:
        raw = info.filename
        parts = raw.replace("\\", "/").split("/")
        if raw.startswith(("/", "\\")) or ":" in parts[0] or ".." in parts:
            errors.append(f"{name}: {raw!r} points outside the archive (absolute or '..' path).")
            continue
        if info.is_dir():
            continue
        if stat.S_ISLNK(info.external_attr >> 16):
            errors.append(f"{name}: {raw!r} is a symbolic link.")
            continue
        if info.flag_bits & 0x1:
            errors.append(f"{name}: {raw!r} is encrypted.")
            continue
        path = PurePosixPath(*(part for part in parts if part not in ("", ".")))
        if (
            path.parts[0] == "__MACOSX"
            or path.name.startswith(".")
            or path.suffix.lower() not in CARD_SUFFIXES
        ):
            item.skipped.append(raw)
            continue
        if str(path).casefold() in seen:
            errors.append(f"{name}: {raw!r} is in the archive twice.")
            continue
        seen.add(str(path).casefold())
        item.members.append(_Member(info, path))
    if not errors and not item.members:
        errors.append(f"{name}: no card data files ({KINDS_TEXT}) in the archive.")
    return errors


def _write(item: _Planned, folder: Path) -> None:
    """Write one checked upload. An archive's entries were held to the limits by their
    declared sizes: zipfile reads no more than that, and an entry whose data is longer
    fails its CRC check."""
    if not item.is_archive:
        with open(folder / item.stored, "xb") as out:
            for chunk in item.upload.chunks():
                out.write(chunk)
        return
    item.upload.seek(0)
    with zipfile.ZipFile(item.upload) as archive:
        for member in item.members:
            target = folder / item.stored / Path(*member.path.parts)
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                with archive.open(member.info) as source, open(target, "xb") as out:
                    shutil.copyfileobj(source, out, _CHUNK)
            except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError) as error:
                raise ImportRejected(
                    [f"{item.name}: {member.info.filename!r} cannot be unpacked ({error})."]
                ) from error
            except OSError as error:
                raise ImportRejected(
                    [f"{item.name}: {member.info.filename!r} cannot be stored ({error})."]
                ) from error
