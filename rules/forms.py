"""The form that starts a playtest game."""

from typing import Any

from django import forms

from decks.models import Deck
from l5rdb.numbers import whole_number
from rules.engine.setup import GOLDFISH_STRENGTH
from rules.models import MAX_GOLDFISH_STRENGTH, MAX_NAME_LENGTH, MAX_SEED

OTHER_DECKS_SHOWN = 200


def deck_choices(user: Any, selected: list[int]) -> list[tuple[Any, Any]]:
    """Your decks first, then the starter decks, then published ones, plus any deck the page
    was asked to preselect (if the player may read it)."""
    decks = (
        Deck.objects.readable_by(user)
        .only("id", "name", "owner_id", "is_starter")
        .order_by("name", "id")
    )
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


NO_DECK = "There is no saved deck with that id."
# Seats after the first two a hot-seat game may have on the form.
MORE_OPPONENTS = 2


def default_name(user: Any, seat: int) -> str:
    """A player's name when the form is first shown: the user's for the first seat."""
    if seat == 0 and getattr(user, "is_authenticated", False):
        return user.get_username()[:MAX_NAME_LENGTH]
    return f"Player {seat + 1}"


def _name_field(label: str) -> forms.CharField:
    return forms.CharField(max_length=MAX_NAME_LENGTH, required=False, label=label)


class NewGameForm(forms.Form):
    deck = forms.ModelChoiceField(
        queryset=Deck.objects.all(),
        label="Your deck",
        error_messages={"invalid_choice": NO_DECK},
    )
    name = _name_field("Your name")
    opponent = forms.ModelChoiceField(
        queryset=Deck.objects.all(),
        required=False,
        label="Opponent",
        empty_label="A goldfish (no cards)",
        help_text="A goldfish takes no turns. Another deck is played hot-seat: you drive every "
        "seat.",
        error_messages={"invalid_choice": NO_DECK},
    )
    opponent_name = _name_field("Opponent's name")
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
        more = [f"opponent_{n}" for n in range(2, MORE_OPPONENTS + 2)]
        for n, field in enumerate(more, start=2):
            self.fields[field] = forms.ModelChoiceField(
                queryset=Deck.objects.all(),
                required=False,
                label=f"Opponent {n}",
                empty_label="No one",
                help_text="Three players or more, hot-seat (needs a first opponent's deck).",
                error_messages={"invalid_choice": NO_DECK},
            )
            self.fields[f"{field}_name"] = _name_field(f"Opponent {n}'s name")
        for seat, field in enumerate(["name", "opponent_name", *(f"{f}_name" for f in more)]):
            self.fields[field].initial = default_name(user, seat)
        selected = []
        for name in ("deck", "opponent", *more):
            value = self.data.get(name) or self.initial.get(name)
            number = whole_number(value)
            if number is not None:
                selected.append(number)
        for name in ("deck", "opponent", *more):
            self.fields[name].queryset = Deck.objects.readable_by(user)
        choices = deck_choices(user, selected)
        self.fields["deck"].choices = [("", "Choose a deck"), *choices]
        self.fields["opponent"].choices = [("", self.fields["opponent"].empty_label), *choices]
        for field in more:
            self.fields[field].choices = [("", "No one"), *choices]
        # The goldfish's strength and the seed come last.
        for field in ("goldfish_strength", "seed"):
            self.fields[field] = self.fields.pop(field)

    def players(self) -> tuple[list[Any], list[str]]:
        """The opponents' decks after the first, and every seat's name, from clean data."""
        data = self.cleaned_data
        others, names = [], [data.get("name") or ""]
        if data.get("opponent") is not None:
            names.append(data.get("opponent_name") or "")
        for n in range(2, MORE_OPPONENTS + 2):
            deck = data.get(f"opponent_{n}")
            if deck is not None:
                others.append(deck)
                names.append(data.get(f"opponent_{n}_name") or "")
        return others, names

    def clean_goldfish_strength(self) -> int:
        value = self.cleaned_data.get("goldfish_strength")
        return GOLDFISH_STRENGTH if value is None else value
