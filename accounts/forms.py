"""Signing up: a user name, an e-mail address (where a lost password is reset) and a
password checked by AUTH_PASSWORD_VALIDATORS."""

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm


class SignupForm(UserCreationForm):
    email = forms.EmailField(
        label="E-mail address",
        help_text="Where a link to reset a lost password is sent. Never shown to others.",
    )

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")

    def clean_email(self) -> str:
        email = self.cleaned_data["email"].strip()
        if get_user_model().objects.filter(email__iexact=email).exists():
            raise forms.ValidationError(
                "An account already uses this address: log in, or reset its password."
            )
        return email
