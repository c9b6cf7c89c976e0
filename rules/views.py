"""The playtest table: start a game from saved decks, play it action by action in the
browser, undo, let a policy play, look back at the log.

Every request replays the saved log (`SavedGame.game`); the engine needs a few
milliseconds for a ten-turn game (bench/table_request.py). Forms post plain fields and get
a redirect back (no JavaScript needed); table.js posts the same forms with
`X-Requested-With: fetch` and gets the table's HTML to swap in.
"""

from typing import Any

from django.db import transaction
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from decks.lists import DeckListError
from decks.models import Deck
from l5rdb.catalogue.models import Card
from l5rdb.catalogue.sanitize import sanitize_html
from l5rdb.numbers import whole_number
from rules import table
from rules.carddefs import DeckNotPlayable
from rules.engine import Game
from rules.engine.payment import producers
from rules.engine.policies import POLICIES
from rules.forms import NewGameForm
from rules.models import AUTOPLAY_GOALS, ReplayBroken, SavedGame, new_visitor_key

VISITOR_SESSION_KEY = "playtest_visitor"
FETCH_HEADER = "fetch"
MAX_ACTION_LENGTH = 500


# -- who is asking ------------------------------------------------------------------------
def visitor_key(request: HttpRequest, create: bool = False) -> str:
    """The key that ties a visitor's games to his session (made on his first game)."""
    key = request.session.get(VISITOR_SESSION_KEY, "")
    if not key and create:
        key = new_visitor_key()
        request.session[VISITOR_SESSION_KEY] = key
    return key


def claim_visitor_games(request: HttpRequest) -> None:
    """Games started before logging in become the user's."""
    key = visitor_key(request)
    if key and request.user.is_authenticated:
        SavedGame.objects.filter(owner=None, visitor=key).update(owner=request.user, visitor="")
        del request.session[VISITOR_SESSION_KEY]


def my_games(request: HttpRequest) -> QuerySet[SavedGame]:
    claim_visitor_games(request)
    if request.user.is_authenticated:
        return SavedGame.objects.filter(owner=request.user)
    key = visitor_key(request)
    return SavedGame.objects.filter(owner=None, visitor=key) if key else SavedGame.objects.none()


def _is_fetch(request: HttpRequest) -> bool:
    return request.headers.get("X-Requested-With") == FETCH_HEADER


# -- the list of games and a new game -----------------------------------------------------
@require_GET
def game_list(request: HttpRequest) -> HttpResponse:
    games = my_games(request).defer("setups", "log")
    form = NewGameForm(user=request.user)
    return render(request, "rules/game_list.html", {"games": games, "form": form})


def deck_fixes(request: HttpRequest, decks: list[Deck | None]) -> list[dict[str, str]]:
    """For each chosen deck with lines naming no card: where to fix them (the builder for
    its owner, a copy in the builder for anyone else)."""
    fixes = []
    for deck in decks:
        if deck is None or not deck.unresolved_lines.exists():
            continue
        if request.user.is_authenticated and deck.owner_id == request.user.id:
            fixes.append(
                {
                    "deck": deck.name,
                    "url": reverse("deck-edit", args=[deck.pk]),
                    "label": "Fix its lines in the builder",
                }
            )
        else:
            fixes.append(
                {
                    "deck": deck.name,
                    "url": reverse("deck-copy", args=[deck.pk]),
                    "label": "Fix them in a copy of it",
                }
            )
    return fixes


def game_new(request: HttpRequest) -> HttpResponse:
    """GET: the form (?deck=<id> preselects a deck). POST: start the game."""
    if request.method == "POST":
        form = NewGameForm(request.POST, user=request.user)
        if form.is_valid():
            data = form.cleaned_data
            others, names = form.players()
            try:
                saved = SavedGame.start(
                    data["deck"],
                    data["opponent"],
                    others=others,
                    names=names,
                    goldfish_strength=data["goldfish_strength"],
                    seed=data["seed"],
                    owner=request.user,
                    visitor=visitor_key(request, create=not request.user.is_authenticated),
                )
            except (DeckNotPlayable, DeckListError, ValueError) as error:
                form.add_error(None, str(error))
                fixes = deck_fixes(request, [data["deck"], data["opponent"]])
                return render(
                    request, "rules/game_new.html", {"form": form, "fixes": fixes}, status=400
                )
            else:
                return redirect(saved_url(saved))
        return render(request, "rules/game_new.html", {"form": form}, status=400)
    if request.method != "GET":
        return HttpResponse(status=405, headers={"Allow": "GET, POST"})
    initial: dict[str, Any] = {}
    for name in ("deck", "opponent", "seed", "goldfish_strength"):
        number = whole_number(request.GET.get(name))
        if number is not None:
            initial[name] = number
    form = NewGameForm(initial=initial, user=request.user)
    readable = Deck.objects.readable_by(request.user)
    deck = readable.filter(pk=initial["deck"]).first() if "deck" in initial else None
    return render(request, "rules/game_new.html", {"form": form, "deck": deck})


def saved_url(saved: SavedGame, seat: int | None = None) -> str:
    url = reverse("playtest-table", args=[saved.pk])
    return f"{url}?seat={seat}" if seat is not None else url


# -- the table ----------------------------------------------------------------------------
def _chosen_seat(saved: SavedGame, game: Game, raw: str | None) -> tuple[int, bool]:
    """The seat the page shows and acts for, and whether the visitor pinned it. Unpinned,
    a hot-seat game follows the decision from seat to seat."""
    seats = saved.playing_seats()
    seat = whole_number(raw)
    if seat is not None and seat in seats:
        return seat, True
    if game.to_act in seats:
        return game.to_act, False
    return seats[0], False


def _walk_cards(value: Any, found: list[dict[str, Any]]) -> None:
    if isinstance(value, dict):
        if "key" in value and "title" in value:
            found.append(value)
        for inner in value.values():
            _walk_cards(inner, found)
    elif isinstance(value, list):
        for inner in value:
            _walk_cards(inner, found)


def card_texts(saved: SavedGame, keys: set[str]) -> dict[str, dict[str, Any]]:
    """For each visible card: its page, its stats line and its text (the catalogue's HTML,
    sanitized; the game's plain text when the catalogue has lost the card)."""
    defs = saved.setups["cards"]
    rows = {
        card.key: card for card in Card.objects.filter(key__in=keys).only("key", "slug", "text")
    }
    out: dict[str, dict[str, Any]] = {}
    for key in sorted(keys):
        defn = defs.get(key)
        if defn is None:
            continue
        row = rows.get(key)
        out[key] = {
            "key": key,
            "title": defn["title"],
            "type": defn["type"],
            "stats": _stats_line(defn),
            "keywords": " · ".join(defn.get("keywords") or ()),
            "url": row.get_absolute_url() if row else "",
            "html": sanitize_html(row.text) if row and row.text else "",
            "plain": "" if row and row.text else defn.get("text_plain", ""),
        }
    return out


STAT_LABELS = (
    ("gold_cost", "Gold cost"),
    ("force", "Force"),
    ("chi", "Chi"),
    ("honor_requirement", "Honor requirement"),
    ("personal_honor", "Personal Honor"),
    ("focus", "Focus"),
    ("province_strength", "Province strength"),
    ("gold_production", "Gold production"),
    ("starting_honor", "Starting Honor"),
)


def _stats_line(defn: dict[str, Any]) -> str:
    parts = []
    for name, label in STAT_LABELS:
        value = defn.get(name)
        if value is not None:
            modifier = name in ("force", "chi") and defn.get(f"{name}_is_modifier")
            parts.append(f"{label} {'+' if modifier and value >= 0 else ''}{value}")
    return " · ".join(parts)


def table_context(
    request: HttpRequest,
    saved: SavedGame,
    game: Game,
    seat: int,
    pinned: bool,
    error: str = "",
    submitted: dict[str, str] | None = None,
    words: list[str] | None = None,
) -> dict[str, Any]:
    """`words`: each logged action in words (from `SavedGame.game(words)`)."""
    state = game.state
    view = game.view(seat)
    can_act = saved.can_act(request.user, visitor_key(request))
    found: list[dict[str, Any]] = []
    _walk_cards(view["players"], found)
    keys = {card["key"] for card in found}
    search = table.search_options(game, seat) if can_act and not game.over else {}
    for options in search.values():
        keys.update(key for key, _ in options)
    by_title = {defn["title"]: key for key, defn in saved.setups["cards"].items()}
    log = []
    for number, entry in enumerate(view["log"], start=1):
        key = by_title.get(entry["card"] or "")
        if key:
            keys.add(key)
        said = words[number - 1] if words and number <= len(words) else entry["action"]
        log.append(
            {
                **entry,
                "words": table.logged_words(said, entry, seat),
                "number": number,
                "player": state.players[entry["seat"]].name,
                "phase_label": table.PHASES.get(entry["phase"], entry["phase"]),
                "card_key": key,
            }
        )
    texts = card_texts(saved, keys)
    for card in found:
        card["url"] = texts.get(card["key"], {}).get("url", "")
    for entry in log:
        entry["card_url"] = texts.get(entry["card_key"] or "", {}).get("url", "")
    manual = table.manual_choices(game, seat) if can_act and not game.over else None
    groups = table.rule_groups(game, seat) if can_act and view["to_act"] == seat else []
    by_card = table.card_actions(game, groups)
    for card in found:
        card["ops"] = bool(manual and manual.by_card.get(card.get("iid")))
        card["acts"] = by_card.get(card.get("iid"), [])
    players = []
    for player in view["players"]:
        gold = producers(state, player["seat"])
        players.append(
            {
                **player,
                "gold": sum(gold.values()),
                "producers": len(gold),
                "favor": view["favor"] == player["seat"],
                "to_act": view["to_act"] == player["seat"],
                "active": view["active"] == player["seat"],
                "viewer": player["seat"] == seat,
            }
        )
    battle = table.battle_view(game, seat)
    if battle is not None:
        fields = {field["pid"]: field for field in battle["battlefields"]}
        for province in players[battle["defender_seat"]]["provinces"]:
            field = fields.get(province["pid"])
            if field is not None and (field["attacking"] or field["defending"]):
                province["field"] = field
    viewer = players[seat]
    others = [player for player in players if player["seat"] != seat]
    to_act = view["to_act"]
    context: dict[str, Any] = {
        "saved": saved,
        "game_view": view,
        "seat": seat,
        "pinned": pinned,
        "viewer": viewer,
        "others": others,
        "players": players,
        "phase_label": table.PHASES.get(view["phase"], view["phase"]),
        "active_name": state.players[view["active"]].name,
        "to_act_name": state.players[to_act].name if to_act is not None else "",
        "winner_name": state.players[view["winner"]].name if view["winner"] is not None else "",
        "my_decision": to_act == seat,
        "can_act": can_act,
        "seats": [(s, state.players[s].name) for s in saved.playing_seats()],
        "log": log,
        "last_entry": log[-1] if log else None,
        "setup_notes": game.setup_notes,
        "texts": texts,
        "error": error,
        "submitted": submitted or {},
        "actions_count": len(game.log),
        "goals": AUTOPLAY_GOALS,
        "policies": sorted(POLICIES),
        "battle": battle,
        "waiting_for": view["waiting_for"],
    }
    if can_act and not game.over:
        context.update(
            {
                "rule_groups": groups,
                "payments": table.payments(groups),
                "producers": table.producer_options(game, seat),
                "manual": manual,
                "manual_cards": [
                    (iid, state.cards[iid].defn.title, choices)
                    for iid, choices in manual.by_card.items()
                ]
                if manual
                else [],
                "manual_ops": [
                    (op, table.MANUAL_OP_LABELS[op], " ".join(fields))
                    for op, fields in table.MANUAL_OPS.items()
                ],
                "visible_cards": table.visible_cards(game, seat),
                "zones": table.zone_options(game),
                "provinces": table.province_options(game),
                "search": search,
                "other_seat": next((s for s in saved.playing_seats() if s != seat), None),
            }
        )
    return context


def render_table(
    request: HttpRequest,
    saved: SavedGame,
    seat_param: str | None,
    error: str = "",
    submitted: dict[str, str] | None = None,
    status: int = 200,
) -> HttpResponse:
    words: list[str] = []
    try:
        game = saved.game(words)
    except ReplayBroken as broken:
        can_act = saved.can_act(request.user, visitor_key(request))
        context = {"saved": saved, "broken": broken, "can_act": can_act, "error": error}
        return render(request, "rules/broken.html", context, status=409)
    seat, pinned = _chosen_seat(saved, game, seat_param)
    context = table_context(request, saved, game, seat, pinned, error, submitted, words)
    template = "rules/_table.html" if _is_fetch(request) else "rules/table.html"
    return render(request, template, context, status=status)


def readable_game(request: HttpRequest, pk: int) -> SavedGame:
    """The game, when this visitor may see it (see SavedGame.can_read); else a 404."""
    saved = get_object_or_404(SavedGame.objects.select_related("deck", "opponent_deck"), pk=pk)
    if not saved.can_read(request.user, visitor_key(request)):
        raise Http404("no such game")
    return saved


@require_GET
def game_table(request: HttpRequest, pk: int) -> HttpResponse:
    claim_visitor_games(request)
    saved = readable_game(request, pk)
    return render_table(request, saved, request.GET.get("seat"))


def _expected(request: HttpRequest) -> int | None:
    return whole_number(request.POST.get("expected"))


def _acting_seat(request: HttpRequest, saved: SavedGame) -> int:
    raw = request.POST.get("seat", "")
    seat = whole_number(raw)
    if seat is None or seat not in saved.playing_seats():
        raise ValueError(f"there is no seat {raw[:20]!r} for you to act as")
    return seat


def _posted_action(request: HttpRequest, saved: SavedGame, seat: int) -> str:
    """The action a form posted: its text, a manual operation built from fields, a face-down
    card to reveal by Province, or a card to search a deck for by name."""
    post = request.POST
    if post.get("reveal"):
        province = whole_number(post["reveal"])
        if province is None:
            raise ValueError(f"there is no Province {post['reveal'][:20]!r}")
        return table.reveal_action(saved.game(), province).text()
    if post.get("search_deck"):
        return table.search_action(
            saved.game(),
            seat,
            post["search_deck"],
            post.get("search_key", ""),
            post.get("search_to", "hand"),
        ).text()
    if post.get("op"):
        return table.manual_text(post)
    text = post.get("action", "").strip()
    if not text:
        raise ValueError("no action was given: choose one, or type its text")
    if len(text) > MAX_ACTION_LENGTH:
        raise ValueError(f"an action's text is at most {MAX_ACTION_LENGTH} characters")
    if post.get("choose_pay"):
        return table.with_payment(text, post.getlist("pay"))
    return text


def _changing(view: Any) -> Any:
    """A POST that changes a game: only its owner (or the session that started it) may; the
    row is locked while the log is replayed and extended; errors come back on the table."""

    @require_POST
    def wrapper(request: HttpRequest, pk: int) -> HttpResponse:
        view_seat = whole_number(request.POST.get("view"))
        seat_param = str(view_seat) if view_seat is not None else None
        with transaction.atomic():
            saved = get_object_or_404(SavedGame.objects.select_for_update(), pk=pk)
            if not saved.can_act(request.user, visitor_key(request)):
                return render(request, "rules/forbidden.html", {"saved": saved}, status=403)
            try:
                view(request, saved)
            except ValueError as error:
                submitted = {name: request.POST.get(name, "") for name in request.POST}
                return render_table(request, saved, seat_param, str(error), submitted, status=400)
        if _is_fetch(request):
            return render_table(request, saved, seat_param)
        return HttpResponseRedirect(saved_url(saved, view_seat))

    return wrapper


@_changing
def game_act(request: HttpRequest, saved: SavedGame) -> None:
    seat = _acting_seat(request, saved)
    saved.act(seat, _posted_action(request, saved, seat), _expected(request))


@_changing
def game_undo(request: HttpRequest, saved: SavedGame) -> None:
    saved.undo(_expected(request))


@_changing
def game_auto(request: HttpRequest, saved: SavedGame) -> None:
    goal = request.POST.get("until", "")
    seat = _acting_seat(request, saved) if goal == "seat" else None
    saved.autoplay(goal, request.POST.get("policy", "random"), seat, _expected(request))


@require_POST
def game_truncate(request: HttpRequest, pk: int) -> HttpResponse:
    """Keep the part of a log that still replays (after an engine change broke the rest)."""
    with transaction.atomic():
        saved = get_object_or_404(SavedGame.objects.select_for_update(), pk=pk)
        if not saved.can_act(request.user, visitor_key(request)):
            return render(request, "rules/forbidden.html", {"saved": saved}, status=403)
        keep = whole_number(request.POST.get("keep"))
        if keep is None:
            raise Http404("no number of actions to keep")
        saved.truncate(keep)
    return redirect(saved_url(saved))


@require_POST
def game_restart(request: HttpRequest, pk: int) -> HttpResponse:
    """A new game with the same decks (as they were at the start): the same seed, or a new
    one. Anyone who can see a game may start his own copy."""
    saved = readable_game(request, pk)
    same = request.POST.get("seed") == "same"
    copy = saved.restart(
        seed=saved.seed if same else None,
        owner=request.user,
        visitor=visitor_key(request, create=not request.user.is_authenticated),
    )
    return redirect(saved_url(copy))


@require_POST
def game_delete(request: HttpRequest, pk: int) -> HttpResponse:
    saved = get_object_or_404(SavedGame, pk=pk)
    if not saved.can_act(request.user, visitor_key(request)):
        return render(request, "rules/forbidden.html", {"saved": saved}, status=403)
    saved.delete()
    return redirect("playtest-list")
