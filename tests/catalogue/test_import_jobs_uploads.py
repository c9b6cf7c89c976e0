"""Card data uploaded for an import job: what is stored where, and every upload that is
refused, with a message naming the file and what is wrong, and nothing written."""

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from import_job_helpers import (
    HIDA,
    mark_encrypted,
    set_text,
    set_upload,
    understate_size,
    zip_data,
    zip_upload,
)

from l5rdb.catalogue.import_jobs import start_import_job
from l5rdb.catalogue.import_uploads import ImportRejected
from l5rdb.catalogue.models import ImportJob

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def media(settings, tmp_path) -> Path:
    settings.MEDIA_ROOT = tmp_path / "media"
    return settings.MEDIA_ROOT


def stored_files(media: Path) -> list[str]:
    if not media.exists():
        return []
    return sorted(path.relative_to(media).as_posix() for path in media.rglob("*"))


def test_files_and_a_zip_are_kept_in_a_folder_of_the_job(
    media, admin_user, django_capture_on_commit_callbacks
):
    uploads = [
        set_upload("gold_edition.yaml", "Gold Edition", [HIDA]),
        SimpleUploadedFile("set_info.yaml", b"arcs: []\n"),
        zip_upload(
            "Sun and Moon.zip",
            {
                "sets/": b"",
                "sets/pearl_edition.yaml": set_text("Pearl Edition", [HIDA]),
                "README.md": b"# about these files",
                "__MACOSX/sets/._pearl_edition.yaml": b"\x00\x05\x16\x07",
            },
        ),
    ]
    with django_capture_on_commit_callbacks() as queued:
        job = start_import_job(admin_user, uploads=uploads)

    assert len(queued) == 1, "the job is queued once the transaction commits"
    assert job.status == ImportJob.Status.QUEUED
    assert job.created_by == admin_user
    assert job.upload_dir.startswith("imports/")
    assert job.uploads == [
        {"name": "gold_edition.yaml", "size": uploads[0].size, "stored": "gold_edition.yaml"},
        {"name": "set_info.yaml", "size": 9, "stored": "set_info.yaml"},
        {
            "name": "Sun and Moon.zip",
            "size": uploads[2].size,
            "stored": "Sun_and_Moon",
            "files": 1,
            "skipped": ["README.md", "__MACOSX/sets/._pearl_edition.yaml"],
        },
    ]
    folder = job.upload_dir
    assert stored_files(media) == [
        "imports",
        folder,
        f"{folder}/Sun_and_Moon",
        f"{folder}/Sun_and_Moon/sets",
        f"{folder}/Sun_and_Moon/sets/pearl_edition.yaml",
        f"{folder}/gold_edition.yaml",
        f"{folder}/set_info.yaml",
    ]
    assert (media / folder / "Sun_and_Moon/sets/pearl_edition.yaml").read_bytes() == set_text(
        "Pearl Edition", [HIDA]
    )
    assert job.paths() == [
        media / folder / "gold_edition.yaml",
        media / folder / "set_info.yaml",
        media / folder / "Sun_and_Moon",
    ]


def refused(uploads: list[SimpleUploadedFile], media: Path) -> list[str]:
    with pytest.raises(ImportRejected) as rejected:
        start_import_job(None, uploads=uploads)
    assert stored_files(media) in ([], ["imports"]), "nothing of a refused upload is kept"
    assert not ImportJob.objects.exists()
    return rejected.value.errors


def test_an_upload_over_the_size_limit(media, settings):
    settings.L5R_MAX_IMPORT_UPLOAD = 1024 * 1024
    big = SimpleUploadedFile("personalities.json", b" " * (1024 * 1024 + 1))
    small = set_upload("gold_edition.yaml", "Gold Edition", [HIDA])

    assert refused([big, small], media) == [
        f"The upload is {(big.size + small.size) / 1024**2:.1f} MB, more than the 1.0 MB "
        "limit (L5R_MAX_IMPORT_UPLOAD)."
    ]


def test_files_that_are_not_card_data_by_their_kind(media):
    uploads = [
        SimpleUploadedFile("deck.l5d", b"# Stronghold (1)\n1 The Kaiu Forge\n"),
        SimpleUploadedFile("cards.csv", b"title\nBowl\n"),
        set_upload("gold_edition.yaml", "Gold Edition", [HIDA]),
        SimpleUploadedFile("blank.xml", b""),
        set_upload("gold_edition.yaml", "Gold Edition", [HIDA]),
    ]

    assert refused(uploads, media) == [
        "deck.l5d: not a card data file (expected .yaml, .yml, .json or .xml, or a .zip of them).",
        "cards.csv: not a card data file (expected .yaml, .yml, .json or .xml, or a .zip of them).",
        "blank.xml: the file is empty.",
        "gold_edition.yaml: another uploaded file has the same name.",
    ]


def test_nothing_to_upload(media):
    assert refused([], media) == ["Choose at least one file to upload."]


CARD = set_text("Gold Edition", [HIDA])


@pytest.mark.parametrize(
    ("members", "options", "error"),
    [
        pytest.param(
            {"sets/../../../etc/cron.d/evil.yaml": CARD},
            {},
            "cards.zip: 'sets/../../../etc/cron.d/evil.yaml' points outside the archive "
            "(absolute or '..' path).",
            id="dot-dot",
        ),
        pytest.param(
            {"/etc/evil.yaml": CARD},
            {},
            "cards.zip: '/etc/evil.yaml' points outside the archive (absolute or '..' path).",
            id="absolute",
        ),
        pytest.param(
            {"C:\\Windows\\evil.yaml": CARD},
            {},
            "cards.zip: 'C:\\\\Windows\\\\evil.yaml' points outside the archive "
            "(absolute or '..' path).",
            id="drive",
        ),
        pytest.param(
            {"sets/gold.yaml": b"/etc/passwd"},
            {"link": "sets/gold.yaml"},
            "cards.zip: 'sets/gold.yaml' is a symbolic link.",
            id="symlink",
        ),
        pytest.param(
            {"README.md": b"nothing here", "cards.csv": b"title\n"},
            {},
            "cards.zip: no card data files (.yaml, .yml, .json or .xml) in the archive.",
            id="no-card-files",
        ),
        pytest.param(
            {"sets/gold.yaml": CARD, "sets//gold.yaml": CARD},
            {},
            "cards.zip: 'sets//gold.yaml' is in the archive twice.",
            id="twice",
        ),
    ],
)
def test_an_unsafe_zip(media, members, options, error):
    upload = zip_upload("cards.zip", members, **options)

    assert refused([upload], media) == [error]


def test_a_zip_bomb_by_its_declared_size(media, settings):
    settings.L5R_MAX_IMPORT_UNPACKED = 1024 * 1024
    bomb = zip_upload("cards.zip", {"sets/a.yaml": b"\n" * (1024 * 1024), "b.yaml": b"\n"})
    assert bomb.size < 10_000, "it compresses well"

    assert refused([bomb], media) == [
        "The .zip files unpack to 1.0 MB, more than the 1.0 MB allowed (L5R_MAX_IMPORT_UNPACKED)."
    ]


def test_an_encrypted_zip(media):
    data = mark_encrypted(zip_data({"gold.yaml": CARD}))

    assert refused([SimpleUploadedFile("cards.zip", data)], media) == [
        "cards.zip: 'gold.yaml' is encrypted."
    ]


def test_a_zip_that_understates_its_size_fails_to_unpack(media):
    data = understate_size(zip_data({"a.yaml": b"\n" * 100_000}), 10)

    assert refused([SimpleUploadedFile("cards.zip", data)], media) == [
        "cards.zip: 'a.yaml' cannot be unpacked (Bad CRC-32 for file 'a.yaml')."
    ]


def test_a_zip_with_too_many_entries(media, settings):
    settings.L5R_MAX_IMPORT_FILES = 5
    upload = zip_upload("cards.zip", {f"sets/{n}.yaml": CARD for n in range(6)})

    assert refused([upload], media) == [
        "cards.zip: 6 entries, more than the 5 allowed (L5R_MAX_IMPORT_FILES)."
    ]


def test_a_file_that_is_not_a_zip(media):
    upload = SimpleUploadedFile("cards.zip", b"set: Gold Edition\n")

    assert refused([upload], media) == [
        "cards.zip: not a readable .zip archive (File is not a zip file)."
    ]


def test_the_admin_stops_reading_an_upload_past_the_limit(admin_client, media, settings):
    settings.L5R_MAX_IMPORT_UPLOAD = 4096
    files = [
        set_upload("gold_edition.yaml", "Gold Edition", [HIDA]),
        SimpleUploadedFile("personalities.json", b"[" + b" " * 10_000 + b"]"),
    ]

    response = admin_client.post(
        reverse("admin:catalogue_card_import"), {"source": "upload", "files": files}
    )

    assert response.status_code == 400
    assert response.context["errors"] == [
        "The upload is larger than the 4.0 KB limit (L5R_MAX_IMPORT_UPLOAD); it was stopped "
        "at personalities.json. Nothing was stored."
    ]
    assert stored_files(media) == []
    assert not ImportJob.objects.exists()


def test_the_admin_page_lists_what_is_wrong(admin_client, media):
    response = admin_client.post(
        reverse("admin:catalogue_card_import"),
        {"source": "upload", "files": [SimpleUploadedFile("deck.txt", b"1 Bowl")]},
    )

    assert response.status_code == 400
    assert b"Nothing was imported and nothing was stored" in response.content
    assert b"deck.txt: not a card data file" in response.content
    assert stored_files(media) == []
