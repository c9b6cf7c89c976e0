"""Simulation jobs: many games of a deck, split into chunks of seeds that Celery workers play
(see `simulations.jobs`), combined into one result when every chunk is done.

A job keeps a snapshot of its decks (the engine's cards, as `SavedGame` does), so editing the
deck later changes nothing in a job under way, and any game of it replays from its seed."""

from typing import Any

from django.conf import settings
from django.db import models

from decks.models import Deck
from rules.engine import CardDef, Setup


class SimulationJob(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued", "queued"
        RUNNING = "running", "running"
        DONE = "done", "done"
        FAILED = "failed", "failed"
        CANCELLED = "cancelled", "cancelled"

    FINISHED = (Status.DONE, Status.FAILED, Status.CANCELLED)

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="simulations"
    )
    deck = models.ForeignKey(
        Deck, null=True, blank=True, on_delete=models.SET_NULL, related_name="simulations"
    )
    opponent_deck = models.ForeignKey(
        Deck, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    deck_name = models.CharField(max_length=200)
    opponent_name = models.CharField(max_length=200, blank=True)
    setups = models.JSONField(help_text="The engine's cards and decks as the job started.")
    games = models.PositiveIntegerField()
    seed = models.BigIntegerField(help_text="The first game's seed; game i has seed + i.")
    turns = models.PositiveSmallIntegerField(default=10)
    goldfish_strength = models.PositiveSmallIntegerField(default=6)
    policy = models.CharField(max_length=32)
    engine = models.CharField(max_length=40, help_text="The engine version that played.")
    in_process = models.BooleanField(
        default=False, help_text="Played in the web process (no Celery broker configured)."
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    results = models.JSONField(null=True, blank=True)
    error = models.TextField(blank=True)
    created = models.DateTimeField(auto_now_add=True)
    started = models.DateTimeField(null=True, blank=True)
    finished = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created", "-id"]

    def __str__(self) -> str:
        return f"Simulation {self.pk}: {self.deck_name} vs {self.opponent_label}"

    @property
    def goldfish(self) -> bool:
        return len(self.setups["setups"]) == 1

    @property
    def opponent_label(self) -> str:
        if self.goldfish:
            return f"a goldfish (Provinces of strength {self.goldfish_strength})"
        return self.opponent_name

    @property
    def last_seed(self) -> int:
        return self.seed + self.games - 1

    @property
    def is_finished(self) -> bool:
        return self.status in self.FINISHED

    def setup_list(self) -> list[Setup]:
        cards = {key: CardDef.from_dict(value) for key, value in self.setups["cards"].items()}
        return [Setup.from_dict(setup, cards) for setup in self.setups["setups"]]

    def options(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "turns": self.turns,
            "goldfish_strength": self.goldfish_strength if self.goldfish else None,
            "opponent": None if self.goldfish else self.opponent_name,
        }


class SimulationChunk(models.Model):
    """A run of consecutive seeds of one job, played by one task. Playing it again gives the
    same tally, so a chunk delivered twice (a worker lost, a chunk re-sent) is harmless."""

    class Status(models.TextChoices):
        PENDING = "pending", "pending"
        RUNNING = "running", "running"
        DONE = "done", "done"

    job = models.ForeignKey(SimulationJob, on_delete=models.CASCADE, related_name="chunks")
    index = models.PositiveIntegerField()
    seed = models.BigIntegerField()
    games = models.PositiveIntegerField()
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.PENDING)
    played = models.PositiveIntegerField(default=0, help_text="Games played in the last run.")
    attempts = models.PositiveSmallIntegerField(default=0)
    tally = models.JSONField(null=True, blank=True)
    worker = models.CharField(max_length=200, blank=True)
    pid = models.PositiveIntegerField(null=True, blank=True, help_text="The worker's process.")
    queued = models.DateTimeField(null=True, blank=True)
    heartbeat = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["job", "index"]
        constraints = [
            models.UniqueConstraint(fields=["job", "index"], name="simulation_chunk_unique_index")
        ]

    def __str__(self) -> str:
        return f"Chunk {self.index} of simulation {self.job_id}"
