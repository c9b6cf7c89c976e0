"""What a Region or a Fortification gives the cards at its Province's battlefield
(«Регион», «Укрепление»: both are attached to a Province and describe its battlefield).

"Defending Personalities at this Province's battlefields have +1F." (Barbican), "Infantry
Personalities and Followers at this Province's battlefield have -1F." (The Iuchi Plains),
"Crab Clan Personalities have +1C while defending at this Province's battlefield." (Ruins of
the Kappa), "Followers have +1F while in a defending army at this Province's battlefield."
(Training Grounds), "Personalities and Followers attacking this Province have -1F." (Moat),
"Personalities without Followers have -2F while at this Province's battlefield." (Road of
Dust), "Each Personality with 3 or lower Chi has -2F while at this Province's battlefield."
(Akui Cliffs). Each is a FIELD effect of `rules.engine.continuous`, counted for a card while
it is at the battlefield of the Province its source is attached to.
"""

import re
from dataclasses import replace

from rules.engine.continuous import _BONUS, Static, _amounts, _field, _Words

# The card's own misspelling is kept ("battelfield", Entrenchment).
_AT = r"at this [Pp]rovince's (?:battlefields?|battelfield)"
_WHAT = (
    r"(?:All |Each )?(?P<whose>Your |Enemy )?(?P<what>(?:(?:defending|attacking) )?(?:Non-)?"
    r"[A-Z][\w'-]*(?: (?:[A-Z][\w'-]*|and|cards))*?)"
)
# "Personalities without Followers", "Personality with 3 or lower Chi": a condition on each.
_WITH = r"(?: (?P<with>without Followers|with (?P<n>\d+) or lower Chi))?"

_SIDE = r"(?P<side>defending|attacking)"
_ARMY = r"(?P<army>defending|attacking)"
_FORMS = (
    # "X at this Province's battlefield have +1F."
    re.compile(rf"^{_WHAT}{_WITH}(?: in an? {_ARMY} army)? {_AT} ha(?:ve|s) {_BONUS}\.?$"),
    # "X have +1C while defending at ...", "... while in a defending army at ...", "... while
    # at ...".
    re.compile(
        rf"^{_WHAT}{_WITH} ha(?:ve|s) {_BONUS} while (?:{_SIDE} |in an? {_ARMY} army )?{_AT}\.?$"
    ),
    # "X attacking this Province have -1F."
    re.compile(rf"^{_WHAT}{_WITH} {_SIDE} this [Pp]rovince ha(?:ve|s) {_BONUS}\.?$"),
)
_SINGULAR = {"Personality": "Personalities", "Follower": "Followers"}


def parse(sentence: str) -> Static | None:
    """The FIELD effect `sentence` describes, or None."""
    for form in _FORMS:
        match = form.match(sentence)
        if match is not None:
            break
    else:
        return None
    groups = match.groupdict()
    words = match["what"].split()
    words[0] = words[0].capitalize() if words[0] in ("defending", "attacking") else words[0]
    words[-1] = _SINGULAR.get(words[-1], words[-1])
    if words[-1] == "cards":
        # "Shadowlands cards": a Personality or a Follower with the trait.
        words.pop()
        if not words:
            return None
    found = _field(_Words(" ".join(words)))
    if found is None:
        return None
    when = list(found.when)
    if groups["whose"]:
        when.append("mine" if groups["whose"] == "Your " else "enemy")
    for side in ("side", "army"):
        if groups.get(side):
            when.append(groups[side])
    if groups["with"] == "without Followers":
        when.append("without:Follower")
    elif groups["with"]:
        amounts = _amounts(match)
        if amounts["chi"]:
            # A Chi bonus that depends on the Chi it changes is not read.
            return None
        when.append(f"chi_at_most:{groups['n']}")
    return replace(found, **_amounts(match), when=tuple(dict.fromkeys(when)))
