"""Signing up and the account page (password change link, API token). Logging in and out and
the password change and reset pages are Django's own views with the site's templates."""

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

from accounts.forms import SignupForm
from accounts.tokens import new_token, revoke_token, user_token


def _next_url(request: HttpRequest) -> str:
    wanted = request.POST.get("next") or request.GET.get("next") or ""
    safe = url_has_allowed_host_and_scheme(
        wanted, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    return wanted if wanted and safe else ""


def signup(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect("account")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, f"Welcome, {user.get_username()}: your account is ready.")
        return redirect(_next_url(request) or "deck-list")
    status = 400 if request.method == "POST" else 200
    context = {"form": form, "next": _next_url(request)}
    return render(request, "registration/signup.html", context, status=status)


@login_required
def account(request: HttpRequest) -> HttpResponse:
    return render(request, "registration/account.html", {"token": user_token(request.user)})


@login_required
@require_POST
def token(request: HttpRequest) -> HttpResponse:
    if request.POST.get("revoke"):
        revoke_token(request.user)
        messages.success(request, "Your API token was revoked: requests using it now fail.")
    else:
        new_token(request.user)
        messages.success(request, "A new API token was made; the old one no longer works.")
    return redirect("account")
