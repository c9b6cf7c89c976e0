"""Conditions about a Personality's own Followers, named by hand-written records: "If Shiko
has no non-Battle Maiden Followers: ..." (Otaku Shiko) — every Follower attached to the
card whose ability it is has the keyword (none at all will do too)."""

from rules.engine import battlefield as bf
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.state import Card, State

ONLY_BATTLE_MAIDEN_FOLLOWERS = "only_battle_maiden_followers"


def _only_battle_maidens(state: State, seat: int, source: Card, card: Card | None) -> bool:
    person = bf.person_of(state, source)
    return all(f.defn.has_keyword("Battle Maiden") for f in bf.followers(state, person))


CONDITIONS[ONLY_BATTLE_MAIDEN_FOLLOWERS] = _only_battle_maidens
