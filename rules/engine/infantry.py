"""Infantry targets, named by hand-written records: "an enemy Infantry Follower or an enemy
Infantry Personality without Followers" (Otaku Kamoko, Experienced 3 KYD).

«Кавалерия» (Cavalry): a card without the Cavalry keyword is Infantry; the words "Infantry
Follower" and "Infantry Personality" name the non-Cavalry ones (`targets.Target` with the
"non-Cavalry" trait). The condition here is the rest of the description: a Follower, or a
Personality with no Follower attached.
"""

from rules.engine import battlefield as bf
from rules.engine import targets as tg
from rules.engine.cards import FOLLOWER
from rules.engine.state import Card, State

FOLLOWER_OR_ALONE = "follower_or_personality_without_followers"


def _follower_or_alone(state: State, card: Card) -> bool:
    return card.defn.type == FOLLOWER or not bf.followers(state, card)


tg.CONDITIONS[FOLLOWER_OR_ALONE] = _follower_or_alone
