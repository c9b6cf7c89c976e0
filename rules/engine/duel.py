"""Challenges and duels («Вызов и дуэль»).

The challenged Personality may refuse (when the card allows it); a duel accepted starts at
once. From the challenged side, each duelist in turn either focuses (a card from the hand,
face down, adding its Focus Value to his Chi until the duel ends; twice with Double Chi) or
strikes; a duelist whose player has no card to focus must strike. On a strike the Focus
cards are revealed and the Chi totals compared: the higher wins, a tie loses for both. The
card that started the duel says what becomes of the loser (by default he is destroyed); a
duel one of whose duelists has left play ends with no result. At the strike the Focus cards
are revealed and their Focus Effects happen (`rules.engine.focus`) before the totals are
compared. Focus cards go to the discard pile.
"""

from rules.engine import duel_lasting, focus, ops, stats
from rules.engine.actions import Accept, Action, Focus, Refuse, Strike
from rules.engine.continuous import has_keyword
from rules.engine.errors import IllegalAction
from rules.engine.events import emit_all, emit_moment
from rules.engine.keywords import double_chi
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.state import FOCUS, HAND, Card, State
from rules.engine.traits import traits
from rules.engine.triggers import ACCEPTED, CHALLENGED, REFUSED


def start(
    state: State,
    challenger: Card,
    challenged: Card,
    source: str,
    refusable: bool,
    destroy_loser: bool,
    outcomes: tuple[int, int, list] | None = None,
    stat: str = "chi",
) -> None:
    """`outcomes`: what a compiled ability does to the loser and winner (the acting seat,
    the card, its effects; `rules.engine.effects_battle`); `stat`, what the duel compares
    ("chi", "force" or "ph"), the Focus cards added to it."""
    state.note(f"{challenger.defn.title} challenges {challenged.defn.title} ({source})")
    if refusable and traits(challenged.defn).no_refuse:
        state.note(f"{challenged.defn.title} will not refuse challenges")
        refusable = False
    push(
        state,
        {
            "step": "duel",
            "label": "duel",
            "challenger": challenger.iid,
            "challenged": challenged.iid,
            "source": source,
            "stage": "accept" if refusable else "focus",
            "turn": challenged.iid,
            "focus": {str(challenger.iid): [], str(challenged.iid): []},
            "destroy_loser": destroy_loser,
            "outcomes": outcomes,
            "stat": stat,
        },
    )
    # Pushed above the duel: reactions to the duelists entering it come before any focus.
    emit_moment(
        state, "duel_started", duelists=[challenger.iid, challenged.iid], by=challenger.controller
    )
    # Above that, the challenge itself; an unrefusable challenge is accepted at once.
    if not refusable:
        _challenge_moment(state, ACCEPTED, challenger, challenged)
    _challenge_moment(state, CHALLENGED, challenger, challenged)


def _challenge_moment(state: State, kind: str, challenger: Card, challenged: Card) -> None:
    emit_moment(
        state, kind, card=challenged.iid, challenger=challenger.iid, by=challenger.controller
    )


def _duelists(state: State, frame: Frame) -> tuple[Card, Card]:
    return state.cards[frame["challenger"]], state.cards[frame["challenged"]]


_STAT_NAMES = {"chi": "Chi", "force": "Force", "ph": "Personal Honor"}


def stat_value(state: State, stat: str, card: Card) -> int:
    """A duelist's value of the stat a duel compares ("chi", "force" or "ph")."""
    if stat == "force":
        return stats.force(state, card)
    if stat == "ph":
        return stats.personal_honor(state, card)
    return stats.chi(state, card)


def focus_value(state: State, frame: Frame, iid: int) -> int:
    """A focused card's Focus Value: printed, or as a Focus Effect set it this duel."""
    changed = frame.get("fv")
    if changed and str(iid) in changed:
        return changed[str(iid)]
    return state.cards[iid].defn.focus or 0


def total(state: State, frame: Frame, card: Card) -> int:
    focus = sum(focus_value(state, frame, iid) for iid in frame["focus"][str(card.iid)])
    base = stat_value(state, frame.get("stat", "chi"), card)
    return base + focus * (2 if double_chi(state, card) else 1)


@step
class Duel(Step):
    name = "duel"

    def run(self, state: State, frame: Frame) -> int | None:
        challenger, challenged = _duelists(state, frame)
        if not (challenger.in_play and challenged.in_play):
            state.note("a duelist has left play: the duel ends with no result")
            self._discard_focus(state, frame)
            pop(state, frame)
            duel_lasting.expire(state)
            return None
        if frame["stage"] == "accept":
            return challenged.controller
        if frame["stage"] == "resolve":
            # The Focus Effects revealed at the strike have happened: the duel is decided.
            self._resolve(state, frame, challenger, challenged)
            return None
        return state.cards[frame["turn"]].controller

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        if frame["stage"] == "accept":
            return [Accept(), Refuse()]
        hand = state.players[seat].hand
        return [Strike(), *(Focus(iid) for iid in hand)]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        challenger, challenged = _duelists(state, frame)
        if frame["stage"] == "accept":
            if isinstance(action, Refuse):
                state.note(f"{challenged.defn.title} refuses the challenge")
                pop(state, frame)
                duel_lasting.expire(state)
                _challenge_moment(state, REFUSED, challenger, challenged)
                # "He may refuse; if he did, ..." (`rules.engine.effects_refusal`).
                from rules.engine.effects_refusal import on_refusal

                on_refusal(state, frame, challenged)
                return challenged.defn.title
            if isinstance(action, Accept):
                state.note(f"{challenged.defn.title} accepts the challenge")
                frame["stage"] = "focus"
                _challenge_moment(state, ACCEPTED, challenger, challenged)
                return challenged.defn.title
            raise IllegalAction("accept or refuse the challenge")
        me = state.cards[frame["turn"]]
        other = challenger if me is challenged else challenged
        if isinstance(action, Focus):
            card = state.cards.get(action.card)
            if card is None or card.zone != HAND or card.owner != seat:
                raise IllegalAction(f"card {action.card} is not in your hand")
            ops.take(state, card)
            card.zone = FOCUS
            frame["focus"][str(me.iid)].append(card.iid)
            state.note(f"{me.defn.title} focuses (a card face down)")
            frame["turn"] = other.iid
            return me.defn.title
        if isinstance(action, Strike):
            state.note(f"{me.defn.title} strikes")
            self._reveal(state, frame, challenger, challenged)
            return me.defn.title
        raise IllegalAction("focus a card from your hand, or strike")

    def _reveal(self, state: State, frame: Frame, a: Card, b: Card) -> None:
        """The strike: the focused cards are revealed and their Focus Effects happen
        (`rules.engine.focus`), then the duel is decided (stage "resolve")."""
        for iid in frame["focus"][str(a.iid)] + frame["focus"][str(b.iid)]:
            state.cards[iid].face_up = True
        revealed = ", ".join(
            state.cards[iid].defn.title
            for iid in frame["focus"][str(a.iid)] + frame["focus"][str(b.iid)]
        )
        if revealed:
            state.note(f"the Focus cards are revealed: {revealed}")
        frame["stage"] = "resolve"
        emit_all(state, focus.revealed_events(state, frame, a, b))

    def _resolve(self, state: State, frame: Frame, a: Card, b: Card) -> None:
        chi_a, chi_b = total(state, frame, a), total(state, frame, b)
        word = _STAT_NAMES[frame.get("stat", "chi")]
        # "If scores are tied in a duel involving Reju, he wins the duel" counts as a Duelist.
        duelists = [
            has_keyword(state, card, "Duelist") or traits(card.defn).wins_ties for card in (a, b)
        ]
        if chi_a == chi_b and duelists[0] != duelists[1]:
            # "Duelists win tied duels versus non-Duelists."
            winner, loser = (a, b) if duelists[0] else (b, a)
            losers = [loser]
            state.note(f"the duel is tied at {chi_a} Chi: {winner.defn.title} wins the tie")
        elif chi_a == chi_b:
            losers = [a, b]
            state.note(f"the duel is a tie at {chi_a} {word}: both duelists lose")
            winner = None
        else:
            winner, loser = (a, b) if chi_a > chi_b else (b, a)
            losers = [loser]
            state.note(
                f"{winner.defn.title} wins the duel ({max(chi_a, chi_b)} {word} against "
                f"{min(chi_a, chi_b)})"
            )
        events = [
            {
                "event": "duel_resolved",
                "winner": winner.iid if winner else None,
                "losers": [card.iid for card in losers],
                "by": state.cards[frame["challenger"]].controller,
            }
        ]
        if frame.get("outcomes") and frame["outcomes"][2]:
            from rules.engine.effects_battle import outcome_events

            events.extend(outcome_events(state, frame, winner, losers))
        elif frame["destroy_loser"]:
            events.extend(
                {"event": "destroy", "card": card.iid, "cause": "duel"} for card in losers
            )
        else:
            names = " and ".join(card.defn.title for card in losers)
            state.note(f"carry out what {frame['source']} does to {names} by hand")
        # What the Focus Effects do once the duel is decided, after what its card does.
        events.extend(focus.decided_events(state, frame, a, b, winner, losers))
        self._discard_focus(state, frame)
        pop(state, frame)
        duel_lasting.expire(state)
        emit_all(state, events)

    def _discard_focus(self, state: State, frame: Frame) -> None:
        for iids in frame["focus"].values():
            for iid in iids:
                card = state.cards[iid]
                ops.place_pile(state, card, ops.discard_zone(card))
            iids.clear()
