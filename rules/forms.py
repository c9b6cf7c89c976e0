"""The form that starts a playtest game."""

from typing import Any

from django import forms

from decks.models import Deck
from rules.engine.setup import GOLDFISH_STRENGTH
from rules.models import MAX_GOLDFISH_STRENGTH, MAX_SEED

OTHER_DECKS_SHOWN = 200


def deck_choices(user: Any, selected: list[int]) -> list[tuple[Any, Any]]:
    """Your decks first, then the starter decks, then other players' (every saved deck may be
    read), plus any deck the page was asked to preselect."""
    decks = Deck.objects.only("id", "name", "owner_id", "is_starter").order_by("name", "id")
    mine: list[tuple[int, str]] = []
    if user.is_authenticated:
        mine = [(deck.id, deck.name) for deck in decks.filter(owner=user)]
        others = decks.exclude(owner=user)
    else:
        others = decks
    starters = [(deck.id, deck.name) for deck in others.filter(is_starter=True)]
    shown = [(deck.id, deck.name) for deck in others.filter(is_starter=False)[:OTHER_DECKS_SHOWN]]
    known = {deck_id for deck_id, _ in mine + starters + shown}
    extra = [(deck.id, deck.name) for deck in decks.filter(id__in=selected) if deck.id not in known]
    groups: list[tuple[Any, Any]] = []
    if mine:
        groups.append(("Your decks", mine))
    if starters:
        groups.append(("Starter decks", starters))
    if shown or extra:
        groups.append(
            ("Other players' decks" if user.is_authenticated else "Saved decks", extra + shown)
        )
    return groups


class NewGameForm(forms.Form):
    deck = forms.ModelChoiceField(
        queryset=Deck.objects.all(),
        label="Your deck",
        error_messages={"invalid_choice": "There is no saved deck with that id."},
    )
    opponent = forms.ModelChoiceField(
        queryset=Deck.objects.all(),
        required=False,
        label="Opponent",
        empty_label="A goldfish (no cards)",
        help_text="A goldfish takes no turns. Another deck is played hot-seat: you drive both "
        "seats.",
        error_messages={"invalid_choice": "There is no saved deck with that id."},
    )
    goldfish_strength = forms.IntegerField(
        min_value=0,
        max_value=MAX_GOLDFISH_STRENGTH,
        initial=GOLDFISH_STRENGTH,
        required=False,
        label="Goldfish Province strength",
    )
    seed = forms.IntegerField(
        min_value=0,
        max_value=MAX_SEED,
        required=False,
        label="Seed",
        help_text="Leave empty for a random one; the same seed deals the same game.",
    )

    def __init__(self, *args: Any, user: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        selected = []
        for name in ("deck", "opponent"):
            value = self.data.get(name) or self.initial.get(name)
            if str(value or "").isdigit():
                selected.append(int(value))
        choices = deck_choices(user, selected)
        self.fields["deck"].choices = [("", "Choose a deck"), *choices]
        self.fields["opponent"].choices = [("", self.fields["opponent"].empty_label), *choices]

    def clean_goldfish_strength(self) -> int:
        value = self.cleaned_data.get("goldfish_strength")
        return GOLDFISH_STRENGTH if value is None else value
