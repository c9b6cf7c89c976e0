"""The form that starts a simulation from a deck page."""

from typing import Any

from django import forms
from django.core.validators import MaxValueValidator

from decks.models import Deck
from rules.engine.setup import GOLDFISH_STRENGTH
from rules.forms import deck_choices
from simulations.jobs import max_games
from simulations.options import DEFAULT_GAMES, MAX_SEED, MAX_STRENGTH, MAX_TURNS


class SimulationForm(forms.Form):
    games = forms.IntegerField(min_value=1, label="Games")
    opponent = forms.ModelChoiceField(
        queryset=Deck.objects.all(),
        required=False,
        label="Against",
        empty_label="A goldfish (no cards, takes no turns)",
        error_messages={"invalid_choice": "There is no saved deck with that id."},
    )
    goldfish_strength = forms.IntegerField(
        min_value=0,
        max_value=MAX_STRENGTH,
        initial=GOLDFISH_STRENGTH,
        label="Goldfish Province strength",
    )
    turns = forms.IntegerField(
        min_value=1,
        max_value=MAX_TURNS,
        initial=10,
        label="Turns a game",
        help_text="Your deck's own turns; a game not won by then counts as not won.",
    )
    seed = forms.IntegerField(
        min_value=0,
        max_value=MAX_SEED,
        initial=1,
        label="First seed",
        help_text="Game i is dealt from seed + i: keep the seed to compare runs game by game.",
    )
    compare = forms.ModelChoiceField(
        queryset=Deck.objects.all(),
        required=False,
        label="Side by side with",
        empty_label="Nothing: this deck only",
        help_text="Another deck (or another version saved as a copy) simulated on the same "
        "seeds, shown beside this one with the differences.",
        error_messages={"invalid_choice": "There is no saved deck with that id."},
    )

    def __init__(self, *args: Any, user: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        most = max_games()
        games = self.fields["games"]
        games.max_value = most
        games.validators.append(MaxValueValidator(most))
        games.initial = min(DEFAULT_GAMES, most)
        games.widget.attrs.update(min=1, max=most)
        games.help_text = f"At most {most:,}."
        selected = [
            int(value)
            for name in ("opponent", "compare")
            if str(value := (self.data.get(name) or self.initial.get(name) or "")).isdigit()
        ]
        choices = deck_choices(user, selected)
        for name in ("opponent", "compare"):
            self.fields[name].choices = [("", self.fields[name].empty_label), *choices]
