"""The card catalogue: sets, cards, printings and what a card's traits line says."""

from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import models
from django.urls import reverse

from l5rdb.catalogue.folding import search_columns
from l5rdb.catalogue.sanitize import html_to_text, sanitize_html


class Format(models.Model):
    """A play format: one arc's legality (Gold, Ivory, ...) or a cross-arc one (Legacy, Modern)."""

    slug = models.SlugField(unique=True)
    name = models.CharField(max_length=64, unique=True)
    arc = models.CharField(max_length=128, blank=True)
    order = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["order"]

    def __str__(self) -> str:
        return self.name


class SetSource(models.TextChoices):
    SET_FILE = "yaml", "set file"
    ORACLE = "oracle", "Oracle of the Void"
    KAMISASORI = "kamisasori", "Kamisasori"


class Set(models.Model):
    name = models.CharField(max_length=128, unique=True)
    slug = models.SlugField(max_length=140, unique=True)
    arc = models.CharField(max_length=128, blank=True)
    format = models.ForeignKey(
        Format, null=True, blank=True, on_delete=models.SET_NULL, related_name="sets"
    )
    code = models.CharField(max_length=32, blank=True)
    release_date = models.DateField(null=True, blank=True)
    order = models.PositiveIntegerField(default=0)
    size = models.PositiveIntegerField(null=True, blank=True)
    notes = models.TextField(blank=True)
    # Other names the card databases use for this set ("Promotional&ndash;Gold", "SC", ...).
    aliases = models.JSONField(default=list, blank=True)
    # Which kind of file described the set. A set file lists the set's printings completely:
    # the other sources then only fill in what it lacks, they add no printings to it.
    source = models.CharField(max_length=16, choices=SetSource.choices, default=SetSource.SET_FILE)

    class Meta:
        ordering = ["order", "name"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("set-detail", args=[self.slug])


class Clan(models.Model):
    name = models.CharField(max_length=64, unique=True)
    slug = models.SlugField(max_length=80, unique=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Keyword(models.Model):
    """One entry of a card's bold traits line (Samurai, Shugenja, Unique, Soul of X, ...)."""

    name = models.CharField(max_length=128, unique=True)
    slug = models.SlugField(max_length=140, unique=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class CardType(models.TextChoices):
    PERSONALITY = "Personality"
    HOLDING = "Holding"
    EVENT = "Event"
    REGION = "Region"
    CELESTIAL = "Celestial"
    STRATEGY = "Strategy"
    FOLLOWER = "Follower"
    ITEM = "Item"
    SPELL = "Spell"
    RING = "Ring"
    ANCESTOR = "Ancestor"
    STRONGHOLD = "Stronghold"
    SENSEI = "Sensei"
    WIND = "Wind"
    CLOCK = "Clock"
    TERRITORY = "Territory"
    OTHER = "Other"


class DeckKind(models.TextChoices):
    DYNASTY = "Dynasty"
    FATE = "Fate"
    PREGAME = "Pre-Game"
    OTHER = "Other"


# The numeric stats a card may print. Each is an integer column, null for a printed dash
# or an absent value; the printed text is kept in Card.printed when it is not a plain number.
STAT_FIELDS: tuple[str, ...] = (
    "gold_cost",
    "focus",
    "force",
    "chi",
    "personal_honor",
    "honor_requirement",
    "province_strength",
    "gold_production",
    "starting_honor",
)


# Entries of the card data that are no deck's cards: Bio cards, Deckbackers, rules inserts,
# coupons ("Other" type) and proxies. Result lists hide them unless asked (`is:extra`).
EXTRA_CARDS = models.Q(type=CardType.OTHER) | models.Q(is_proxy=True)


class Automation(models.TextChoices):
    FULL = "full", "Automated"
    PARTIAL = "partial", "Partly automated"
    MANUAL = "manual", "Manual"


class Card(models.Model):
    """One game-distinct card. A base card and each of its Experienced versions are different
    cards; the printings of one card across sets are Printing rows."""

    # Identity: the normalized title plus extended title, unique across the pool.
    key = models.CharField(max_length=300, unique=True)
    slug = models.SlugField(max_length=300, unique=True)
    title = models.CharField(max_length=200, db_index=True)
    extended_title = models.CharField(max_length=250, blank=True)

    type = models.CharField(max_length=16, choices=CardType.choices, db_index=True)
    types = models.JSONField(default=list, blank=True, help_text="Every printed type, in order.")
    deck = models.CharField(max_length=16, choices=DeckKind.choices, db_index=True, blank=True)
    clans = models.ManyToManyField(Clan, blank=True, related_name="cards")
    keywords = models.ManyToManyField(Keyword, blank=True, related_name="cards")
    traits = models.JSONField(
        default=list, blank=True, help_text="The traits line as printed, in order."
    )
    # Keywords the rulebook implies ("Подразумевающиеся надписи"); also in `keywords`.
    implied_traits = models.JSONField(default=list, blank=True)

    gold_cost = models.SmallIntegerField(null=True, blank=True)
    focus = models.SmallIntegerField(null=True, blank=True)
    force = models.SmallIntegerField(null=True, blank=True)
    chi = models.SmallIntegerField(null=True, blank=True)
    personal_honor = models.SmallIntegerField(null=True, blank=True)
    honor_requirement = models.SmallIntegerField(null=True, blank=True)
    province_strength = models.SmallIntegerField(null=True, blank=True)
    gold_production = models.SmallIntegerField(null=True, blank=True)
    starting_honor = models.SmallIntegerField(null=True, blank=True)
    # A "+2" Force or Chi on a Follower, Item or Ancestor adds to the Personality it joins.
    force_is_modifier = models.BooleanField(default=False)
    chi_is_modifier = models.BooleanField(default=False)
    # Stats printed as "*" (or "5*"): their value is set by the card's text.
    variable_stats = models.JSONField(default=list, blank=True)
    printed = models.JSONField(
        default=dict, blank=True, help_text="Printed text of each stat that is not a plain number."
    )

    text = models.TextField(blank=True, help_text="Sanitized HTML rules text.")
    text_plain = models.TextField(blank=True)
    # The second face of a double-sided card (stats and text that differ from the first).
    back = models.JSONField(default=dict, blank=True)
    # What the search compares (see folding.search_columns): titles and texts of both faces,
    # lower case without accents, and the gold the card produces by its GP or its text.
    search_title = models.TextField(blank=True, editable=False)
    search_text = models.TextField(blank=True, editable=False)
    produces_gold = models.SmallIntegerField(null=True, blank=True, editable=False)

    # Derived at import from the title, traits and text.
    experience_level = models.SmallIntegerField(
        default=0, help_text="-1 Inexperienced, 0 base, 1 Experienced, 2 Experienced 2, ..."
    )
    # The edition code an experience level is known by ("KYD" for Hida Yakamo • Experienced 3
    # KYD, a different card from Hida Yakamo • Experienced 3).
    experience_edition = models.CharField(max_length=16, blank=True)
    personality_name = models.CharField(
        max_length=200,
        db_index=True,
        blank=True,
        help_text="The name this card is a version of (Ginawa for Akodo Ginawa • Exp. 4).",
    )
    is_unique = models.BooleanField(default=False, db_index=True)
    deck_identity = models.CharField(
        max_length=200, db_index=True, help_text="The name copies are counted under."
    )
    unique_identity = models.CharField(
        max_length=200, db_index=True, help_text="The name the Unique restriction checks."
    )
    soul_of_name = models.CharField(max_length=200, blank=True, db_index=True)
    soul_of = models.ManyToManyField("self", symmetrical=False, blank=True, related_name="souls")

    formats = models.ManyToManyField(Format, blank=True, related_name="cards")
    # Banned somewhere; `banned_in` names the formats (a ban belongs to formats).
    is_banned = models.BooleanField(default=False)
    banned_in = models.ManyToManyField(Format, blank=True, related_name="banned_cards")
    is_proxy = models.BooleanField(default=False)
    is_unreleased = models.BooleanField(default=False)
    first_set = models.ForeignKey(
        Set, null=True, blank=True, on_delete=models.SET_NULL, related_name="debuts"
    )
    # The most recent set printing the card: its printing supplies the text and stats.
    latest_set = models.ForeignKey(
        Set, null=True, blank=True, on_delete=models.SET_NULL, related_name="latest_cards"
    )
    oracle_id = models.PositiveIntegerField(null=True, blank=True, unique=True)
    # How much of the card the rules engine plays by itself (`rules.automation`): computed
    # at import and by `manage.py ability_coverage --update`; blank until then.
    automation = models.CharField(
        max_length=8, choices=Automation.choices, blank=True, db_index=True
    )
    automation_reason = models.TextField(blank=True)
    # What the verdict was judged on (`rules.automation.verdict_digest`: the engine and the
    # card as the engine sees it): while it is the same, the import does not judge again.
    automation_digest = models.CharField(max_length=32, blank=True, editable=False)

    class Meta:
        ordering = ["title", "experience_level", "extended_title"]

    def __str__(self) -> str:
        return self.display_title

    def save(self, *args: Any, **kwargs: Any) -> None:
        self.sanitize()
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("card-detail", args=[self.slug])

    @property
    def display_title(self) -> str:
        return self.extended_title or self.title

    def sanitize(self) -> None:
        """Clean the HTML this card stores (rules text, the other face's text and flavor),
        so that pages and the API show it as stored. save() calls it, so the admin and any
        ORM write store clean text; writes that skip save() (queryset.update, bulk_create)
        must sanitize themselves, as the importer does for every record."""
        deferred = self.get_deferred_fields()
        if "text" not in deferred:
            self.text = sanitize_html(self.text)
            # The plain copy is what x: searches; it follows every edit of the text.
            self.text_plain = html_to_text(self.text)
        if "back" not in deferred and isinstance(self.back, dict):
            for key in ("text", "flavor"):
                if self.back.get(key):
                    self.back[key] = sanitize_html(self.back[key])
        if not deferred & {"title", "extended_title", "text", "back", "gold_production"}:
            for name, value in search_columns(
                self.title, self.extended_title, self.text_plain, self.back, self.gold_production
            ).items():
                setattr(self, name, value)


class Printing(models.Model):
    """One card as printed in one set (each face of a double-sided card is its own row)."""

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings")
    set = models.ForeignKey(Set, on_delete=models.CASCADE, related_name="printings")
    side = models.PositiveSmallIntegerField(default=1)
    rarity = models.CharField(max_length=32, blank=True)
    artist = models.CharField(max_length=200, blank=True, db_index=True)
    flavor = models.TextField(blank=True, help_text="Sanitized HTML flavor text.")
    flavor_plain = models.TextField(blank=True)
    collector_number = models.CharField(max_length=32, blank=True)
    kamisasori_id = models.CharField(max_length=32, blank=True)
    # Tells apart printings of one card in one set with the same number (alternate-art promos).
    variant = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["set__order", "collector_number"]
        constraints = [
            models.UniqueConstraint(
                fields=["card", "set", "side", "collector_number", "variant"],
                name="unique_printing",
            )
        ]

    def __str__(self) -> str:
        return f"{self.card} ({self.set})"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if "flavor" not in self.get_deferred_fields():
            self.flavor = sanitize_html(self.flavor)
        super().save(*args, **kwargs)


class ImportJob(models.Model):
    """One import of card data started from the admin (uploaded files or the L5R_CARD_DATA
    folder), run by a Celery worker: how far it got, then its report (see import_jobs)."""

    class Status(models.TextChoices):
        QUEUED = "queued", "queued"
        RUNNING = "running", "running"
        DONE = "done", "done"
        FAILED = "failed", "failed"

    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.QUEUED)
    # What was read: a server folder, or uploads kept in MEDIA_ROOT/<upload_dir>/, one entry
    # per uploaded file: {"name", "size", "stored"} and, for a .zip, "files" and "skipped".
    folder = models.CharField(max_length=500, blank=True)
    upload_dir = models.CharField(max_length=200, blank=True)
    uploads = models.JSONField(default=list, blank=True)
    files_done = models.PositiveIntegerField(default=0)
    files_total = models.PositiveIntegerField(default=0)
    current_file = models.CharField(max_length=500, blank=True)
    report = models.JSONField(null=True, blank=True)
    error = models.TextField(blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"Import job #{self.pk}"

    @property
    def upload_path(self) -> Path | None:
        return Path(settings.MEDIA_ROOT) / self.upload_dir if self.upload_dir else None

    @property
    def root(self) -> Path:
        """The folder the job's file names are shown relative to."""
        return self.upload_path or Path(self.folder)

    def paths(self) -> list[Path]:
        if self.upload_path is None:
            return [Path(self.folder)]
        return [self.upload_path / upload["stored"] for upload in self.uploads]

    def display_path(self, path: Path | str) -> str:
        try:
            return Path(path).relative_to(self.root).as_posix()
        except ValueError:
            return str(path)

    @property
    def is_finished(self) -> bool:
        return self.status in (self.Status.DONE, self.Status.FAILED)

    @property
    def percent(self) -> int:
        if self.status == self.Status.DONE:
            return 100
        return self.files_done * 100 // self.files_total if self.files_total else 0

    def source_label(self) -> str:
        if self.upload_path is None:
            return f"folder {self.folder}"
        names = ", ".join(upload["name"] for upload in self.uploads)
        return f"uploaded {names}"


class ImportRun(models.Model):
    """One run of `import_cards()`, from any caller: `finished_at` stays empty when the run
    was interrupted, so `import_cards --if-empty` knows a partial catalogue is not done."""

    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-started_at", "-id"]

    def __str__(self) -> str:
        return f"Card import run #{self.pk}"

    @classmethod
    def catalogue_complete(cls) -> bool:
        """The catalogue has cards and the latest import run ran to its end."""
        latest = cls.objects.first()
        return Card.objects.exists() and latest is not None and latest.finished_at is not None


class CatalogueRevision(models.Model):
    """One row counting changes to the catalogue: every import and every edit bumps it, and
    what is cached from the catalogue is keyed by it (see `l5rdb.catalogue.revision`)."""

    number = models.PositiveBigIntegerField(default=0)
    changed_at = models.DateTimeField()
    # The rules engine (a digest of its source) that judged every card's automation status:
    # an import after the engine changed judges them all again (`rules.automation`).
    automation_engine = models.CharField(max_length=64, blank=True, default="")

    def __str__(self) -> str:
        return f"catalogue revision {self.number}"


class SuspendedIndex(models.Model):
    """A secondary index of the catalogue dropped while an import fills an empty catalogue
    (building it once afterwards costs the server less than keeping it up to date row by
    row), with the statement that builds it again (`importing.indexes`). Dropped and
    recorded in one transaction: an import that dies leaves the record, and the next import
    or `migrate` builds the index again."""

    name = models.CharField(max_length=63, unique=True)
    definition = models.TextField()

    def __str__(self) -> str:
        return self.name
