"""Where the engine stops reading a line it leaves to the player: its first sentence that no
phrasing reads. Counted over the pool by `manage.py ability_coverage`, these sentences are
the list of what to teach the compiler next (one phrasing lifts every card that repeats
it, whatever else its line says)."""

from rules.engine import compiler, continuous
from rules.engine.abilities import ACTION_TIMINGS, split_header
from rules.engine.cards import CardDef
from rules.engine.triggers import read_trigger

_TRIGGERED = frozenset({"reaction", "interrupt"})


def _unread_effect(defn: CardDef, body: str, moment: bool) -> str:
    reader = compiler.Reader(defn, moment)
    stripped = compiler._costs(reader, body.strip())
    if stripped is None:
        return compiler.sentences(body)[0] if compiler.sentences(body) else body
    for sentence in compiler.sentences(stripped[0]):
        if not reader.sentence(sentence):
            return sentence
    # Each sentence is read, but not the whole: a target no effect uses, an effect waiting
    # for a sentence that never comes.
    return body.strip()


def first_unread(defn: CardDef, line: str) -> str:
    """The first sentence of `line` (one of the card's lines left to the player) that the
    engine does not read."""
    from rules.engine.coverage import _trait_handled

    header = split_header(line)
    words, body = header if header is not None else ([], line)
    timings = _TRIGGERED.union(ACTION_TIMINGS).intersection(words)
    if timings and not _TRIGGERED.intersection(timings):
        return _unread_effect(defn, body, moment=False)
    read = read_trigger(defn, body)
    if read is not None:
        trigger, effect, _ = read
        return _unread_effect(defn, effect, trigger.names_a_card)
    if timings:
        parts = compiler.sentences(body)
        return parts[0] if parts else body
    for sentence in continuous.sentences(line):
        if not _trait_handled(sentence, defn):
            return sentence.rstrip(".")
    return line
