"""Forms of the deck pages."""

from django import forms
from django.core.files.uploadedfile import UploadedFile

from decks.lists import LIST_FORMATS, MAX_TEXT_BYTES, DeckListError
from decks.upload import read_uploaded_deck
from l5rdb.catalogue.formats import FORMATS
from l5rdb.catalogue.models import Clan

LIST_FORMAT_LABELS = {
    "text": "l5rdb text",
    "l5d": "Egg of P'an Ku (.l5d)",
    "oracle": "Oracle / Sun & Moon list",
    "json": "JSON",
}


class DeckImportForm(forms.Form):
    """A deck list file to save as a new deck. Cleaning reads the file: `text` in
    cleaned_data is its text, checked for size and for being text at all."""

    max_kb = MAX_TEXT_BYTES // 1024

    file = forms.FileField(label="Deck file")
    list_format = forms.ChoiceField(
        label="Written as",
        required=False,
        choices=[("", "Detect from the file")]
        + [(key, LIST_FORMAT_LABELS[key]) for key in LIST_FORMATS],
    )
    format = forms.ChoiceField(
        label="Format",
        required=False,
        choices=[("", "From the list, else the one it is legal in")]
        + [(spec.slug, spec.name) for spec in FORMATS],
    )

    def clean_file(self) -> UploadedFile:
        upload = self.cleaned_data["file"]
        try:
            self.cleaned_data["text"] = read_uploaded_deck(upload)
        except DeckListError as error:
            raise forms.ValidationError(f"{error}. Nothing was saved.") from error
        return upload


class DeckFilterForm(forms.Form):
    """The deck list's search: words of a deck's name or its cards, a format, a clan."""

    q = forms.CharField(required=False, max_length=100, label="Name or card")
    format = forms.ChoiceField(
        required=False,
        label="Format",
        choices=[("", "Any format")] + [(spec.slug, spec.name) for spec in FORMATS],
    )
    clan = forms.ChoiceField(required=False, label="Clan")

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        clans = Clan.objects.filter(cards__type="Stronghold").distinct().order_by("name")
        self.fields["clan"].choices = [("", "Any clan")] + [
            (clan.slug, clan.name) for clan in clans
        ]

    def clean_q(self) -> str:
        return " ".join(self.cleaned_data["q"].split())
