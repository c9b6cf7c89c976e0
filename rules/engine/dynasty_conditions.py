"""Target conditions of the hand-written records of Holdings, Regions and Strongholds
(`rules.engine.scripts`), registered in `targets.CONDITIONS` (of the target alone) and
`targets.SOURCE_CONDITIONS` (with the card whose ability it is):

- "a target Personality who has your Clan Alignment and does not have his controller's Clan
  Alignment" (Traitor's Grove): «Фракционная принадлежность» — a player's Clan Alignment is
  his Stronghold's, a card's is printed on it.
- "a target Shadowlands Follower, or Shadowlands Personality without unbowed Followers"
  (Garden of Serenity): a Follower, or a Personality none of whose Followers is unbowed.
- "your target performing Personality or non-created Follower" (Bloodspeaker's Altar): a
  Personality, or a Follower no effect created (`rules.engine.created`; «Токены»).
- "a target Shadowlands card in an attacking army at one of your Provinces' battlefields"
  (Temple of Bishamon): in the attacking army at a battlefield of one of the Provinces of the
  card's controller, the current battle's or another.

and a condition an effect is put under as it resolves (`effects_scripted.CONDITIONS`):

- "if you control him" (Shrine to Jurojin): the card the effect is about is the acting
  player's.
"""

from rules.engine import battlefield as bf
from rules.engine import targets as tg
from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.created import PREFIX
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.state import Card, State

TRAITOR = "traitor_to_controller"
FOLLOWER_OR_NO_UNBOWED_FOLLOWERS = "follower_or_no_unbowed_followers"
ATTACKING_AT_YOUR_PROVINCE = "attacking_at_your_province"
PERSONALITY_OR_NON_CREATED = "personality_or_non_created"


def _traitor(state: State, card: Card, source: Card) -> bool:
    clans = set(card.defn.clans)
    mine = set(state.players[source.controller].clans)
    theirs = set(state.players[card.controller].clans)
    return bool(clans & mine) and not clans & theirs


def _follower_or_no_unbowed_followers(state: State, card: Card) -> bool:
    if card.defn.type == FOLLOWER:
        return True
    return card.defn.type == PERSONALITY and all(f.bowed for f in bf.followers(state, card))


def _attacking_at_your_province(state: State, card: Card, source: Card) -> bool:
    pid = bf.location(state, card)
    if pid is None or bf.side_of(state, card.controller) != bf.ATTACKER:
        return False
    return any(p.pid == pid for p in state.players[source.controller].provinces)


tg.SOURCE_CONDITIONS[TRAITOR] = _traitor
tg.CONDITIONS[FOLLOWER_OR_NO_UNBOWED_FOLLOWERS] = _follower_or_no_unbowed_followers
tg.SOURCE_CONDITIONS[ATTACKING_AT_YOUR_PROVINCE] = _attacking_at_your_province
tg.CONDITIONS[PERSONALITY_OR_NON_CREATED] = lambda state, card: (
    card.defn.type == PERSONALITY or not card.defn.key.startswith(PREFIX)
)

CONTROLLED_BY_YOU = "controlled_by_you"
CONDITIONS[CONTROLLED_BY_YOU] = lambda state, seat, source, card: (
    card is not None and card.controller == seat
)
