"""A user's API token (DRF's TokenAuthentication): one per user, made, replaced or revoked
from the account page."""

from django.contrib.auth.base_user import AbstractBaseUser
from django.db import transaction
from rest_framework.authtoken.models import Token


def user_token(user: AbstractBaseUser) -> Token | None:
    return Token.objects.filter(user=user).first()


@transaction.atomic
def new_token(user: AbstractBaseUser) -> Token:
    """A fresh token for `user`; the old one, if any, stops working."""
    Token.objects.filter(user=user).delete()
    return Token.objects.create(user=user)


def revoke_token(user: AbstractBaseUser) -> None:
    Token.objects.filter(user=user).delete()
