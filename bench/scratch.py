"""The scratch database a bench works in: Django pointed at it, migrated, and the card pool
imported from L5R_CARD_DATA (or ../shared/carddata) when it holds no cards."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def prepare_database(url: str) -> None:
    os.environ["DATABASE_URL"] = url
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "l5rdb.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    from l5rdb.catalogue.importing import import_cards
    from l5rdb.catalogue.models import Card

    call_command("migrate", verbosity=0)
    if not Card.objects.exists():
        source = Path(
            os.environ.get("L5R_CARD_DATA")
            or Path(settings.BASE_DIR).parent / "shared" / "carddata"
        )
        print(f"importing the card pool from {source} (once) ...", flush=True)
        report = import_cards([source])
        if not report.ok_files:
            raise SystemExit(f"the import failed: {report.summary()}")
