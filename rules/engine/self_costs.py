"""A cost that bows and destroys the card itself, printed after the target it
names ("Target an enemy Personality with lower Force than Setai's Personal Honor, and bow and
destroy Setai: Destroy the target.", Akodo Setai) — «Стоимости и Эффекты» (Costs and
Effects): targets are chosen, then the cost is paid. Read as "Bow Setai and target ...:
Destroy Setai. ...": the card's own destruction is the first thing done, as "Destroy this
Holding to ..." is (`phrasings.holdings.destroy_to`, `spell_costs`). Not "dishonor": that
cost cannot be paid by a dishonorable card, which this reading would not check."""

import re

_TARGET_FIRST = re.compile(
    r"^(?P<target>target [^:]+?),? and bow and destroy "
    r"(?P<who>this [\w-]+|[A-Z][\w'-]*): (?P<rest>.+)$",
    re.IGNORECASE,
)


# "Bow and destroy your performing Tactician and target ...: Bow them." (Engage the Enemy),
# "Bow and destroy your target performing honorable Samurai to destroy ..." (Deathseeker's
# Glory): the performer's cost, read as "Bow your performing ...: Destroy the performer. ..."
# (`rules.engine.performing`), his destruction the first thing done as the card's own is.
_PERFORMER = re.compile(
    r"^bow and destroy (?P<who>your (?:target )?(?:[\w-]+ )*?performing [^.:]+?)"
    r"(?P<other> and target [^.:]+?)?(?:: |,? to )(?P<rest>.+)$",
    re.IGNORECASE,
)


def _performer(match: re.Match[str]) -> str:
    rest = match["rest"][0].upper() + match["rest"][1:]
    return f"Bow {match['who']}{match['other'] or ''}: Destroy the performer. {rest}"


def reorder(body: str) -> str:
    """The text with such a cost put in the order the compiler reads; unchanged otherwise."""
    if performer := _PERFORMER.match(body):
        return _performer(performer)
    match = _TARGET_FIRST.match(body)
    if match is None:
        return body
    target = match["target"][0].lower() + match["target"][1:]
    who = match["who"]
    return f"Bow {who} and {target}: Destroy {who}. {match['rest']}"
