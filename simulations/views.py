"""Simulation pages: the form on a deck, a job's progress and figures, two side by side."""

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST

from decks.lists import DeckListError
from decks.models import Deck
from rules.carddefs import DeckNotPlayable
from simulations import jobs
from simulations.compare import comparison
from simulations.forms import SimulationForm
from simulations.models import SimulationJob

RECENT = 10


@login_required
@require_http_methods(["GET", "POST"])
def simulation_new(request: HttpRequest, pk: int) -> HttpResponse:
    """GET: the form, and this deck's recent simulations. POST: start (two jobs on the same
    seeds when a deck to compare is chosen)."""
    deck = get_object_or_404(Deck, pk=pk)
    form = SimulationForm(request.POST or None, user=request.user)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        options = {
            "games": data["games"],
            "seed": data["seed"],
            "turns": data["turns"],
            "goldfish_strength": data["goldfish_strength"],
            "opponent": data["opponent"],
        }
        try:
            job = jobs.start_simulation(request.user, deck, **options)
            other = None
            if data["compare"] is not None:
                other = jobs.start_simulation(request.user, data["compare"], **options)
        except (DeckNotPlayable, DeckListError, ValueError) as error:
            form.add_error(None, str(error))
        else:
            if other is not None:
                return redirect(f"{reverse('simulation-compare')}?a={job.pk}&b={other.pk}")
            return redirect("simulation-detail", pk=job.pk)
    recent = SimulationJob.objects.filter(owner=request.user, deck=deck).defer("setups", "results")[
        :RECENT
    ]
    return render(
        request,
        "simulations/new.html",
        {"deck": deck, "form": form, "recent": recent, "in_process": jobs.runs_in_process()},
        status=400 if form.errors else 200,
    )


def _own_job(request: HttpRequest, pk: int) -> SimulationJob:
    return get_object_or_404(SimulationJob, pk=pk, owner=request.user)


def _sample_games(job: SimulationJob) -> list[dict[str, Any]]:
    """A few games worth opening: the fastest win, a median one, the slowest, one not won."""
    outcomes = jobs.game_outcomes(job)
    won = sorted((o for o in outcomes if o["win_turn"]), key=lambda o: (o["win_turn"], o["seed"]))
    picks: list[tuple[str, dict[str, Any]]] = []
    if won:
        picks += [
            ("the fastest win", won[0]),
            ("a median win", won[len(won) // 2]),
            ("the slowest win", won[-1]),
        ]
    unwon = [o for o in outcomes if not o["win_turn"]]
    if unwon:
        picks.append(("a game not won", unwon[0]))
    seen: set[int] = set()
    out = []
    for label, outcome in picks:
        if outcome["seed"] not in seen:
            seen.add(outcome["seed"])
            out.append({"label": label, **outcome})
    return out


@login_required
def simulation_detail(request: HttpRequest, pk: int) -> HttpResponse:
    job = jobs.check_job(_own_job(request, pk))
    return render(
        request,
        "simulations/detail.html",
        {"job": job, "status": jobs.job_status(job), "samples": _sample_games(job)},
    )


@login_required
@require_POST
def simulation_cancel(request: HttpRequest, pk: int) -> HttpResponse:
    job = _own_job(request, pk)
    if jobs.cancel(job):
        messages.success(request, "The simulation was cancelled.")
    else:
        messages.info(request, f"The simulation had already {job.get_status_display()}.")
    return redirect("simulation-detail", pk=job.pk)


@login_required
@require_POST
def simulation_open_game(request: HttpRequest, pk: int) -> HttpResponse:
    """Play one game of the simulation again from its seed and open it on the table."""
    job = _own_job(request, pk)
    try:
        saved = jobs.open_game(job, int(request.POST.get("seed", "")), request.user)
    except ValueError as error:
        messages.error(request, f"That game cannot be opened: {error}.")
        return redirect("simulation-detail", pk=job.pk)
    return redirect("playtest-table", pk=saved.pk)


@login_required
def simulation_compare(request: HttpRequest) -> HttpResponse:
    ids = [request.GET.get(name, "") for name in ("a", "b")]
    if not all(value.isdigit() for value in ids):
        messages.error(request, "Choose two simulations to compare.")
        return redirect("deck-list")
    first, second = (jobs.check_job(_own_job(request, int(value))) for value in ids)
    return render(
        request,
        "simulations/compare.html",
        {
            "first": first,
            "second": second,
            "statuses": [jobs.job_status(first), jobs.job_status(second)],
            "comparison": comparison(first, second),
        },
    )
