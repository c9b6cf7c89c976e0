"""Uploads for the import job tests, and waiting for a job a worker runs."""

import io
import struct
import time
import zipfile

import pytest
import yaml
from django.core.files.uploadedfile import SimpleUploadedFile

from l5rdb.catalogue.models import ImportJob

# Long enough for a slow CI machine, short enough to fail clearly when no worker is there.
JOB_TIMEOUT = 60.0

HIDA = {"title": "Hida Tenshu", "types": ["Personality"], "decks": ["Dynasty"]}
BOWL = {"title": "Bowl", "types": ["Item"], "decks": ["Fate"], "force": "[Rank•x]"}


def set_text(set_name: str, cards: list[dict]) -> bytes:
    return yaml.safe_dump({"set": set_name, "cards": cards}, allow_unicode=True).encode()


def set_upload(file_name: str, set_name: str, cards: list[dict]) -> SimpleUploadedFile:
    return SimpleUploadedFile(file_name, set_text(set_name, cards))


def zip_data(members: dict[str, bytes], *, link: str = "") -> bytes:
    """A .zip of `members`; `link` names one stored as a symbolic link."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            info = zipfile.ZipInfo(name)
            info.compress_type = zipfile.ZIP_DEFLATED
            if name == link:
                info.external_attr = 0o120777 << 16
            archive.writestr(info, data)
    return buffer.getvalue()


def understate_size(data: bytes, size: int) -> bytes:
    """The archive with its first entry's uncompressed size in the central directory
    rewritten to `size` (an archive lying about what it unpacks to)."""
    patched = bytearray(data)
    struct.pack_into("<I", patched, patched.index(b"PK\x01\x02") + 24, size)
    return bytes(patched)


def mark_encrypted(data: bytes) -> bytes:
    """The archive with its first entry flagged as encrypted in the central directory."""
    patched = bytearray(data)
    patched[patched.index(b"PK\x01\x02") + 8] |= 0x1
    return bytes(patched)


def zip_upload(file_name: str, members: dict[str, bytes], **options: str) -> SimpleUploadedFile:
    return SimpleUploadedFile(file_name, zip_data(members, **options))


def wait_for_job(job_id: int, timeout: float = JOB_TIMEOUT) -> ImportJob:
    """The job once it has finished; fails the test when it has not within `timeout`."""
    deadline = time.monotonic() + timeout
    while True:
        job = ImportJob.objects.get(pk=job_id)
        if job.is_finished:
            return job
        if time.monotonic() > deadline:
            pytest.fail(
                f"{job} is still {job.status} after {timeout:.0f} s ({job.files_done} of "
                f"{job.files_total} files, at {job.current_file!r}): is a Celery worker "
                "consuming the tests' queue (the celery_worker fixture)?"
            )
        time.sleep(0.05)
