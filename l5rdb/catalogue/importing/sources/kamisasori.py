"""The Kamisasori XML database: <cards><card id="SC095" type="spell"> with the name, one
<edition> and <image> per printing (edition codes such as "SC", "BtD", "P"), the traits as
the first bold line of the text."""

import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path, PurePosixPath

from l5rdb.catalogue.importing.parse import clean_title
from l5rdb.catalogue.importing.records import DECK_OF_TYPE, CardRecord, PrintingRecord, new_card
from l5rdb.catalogue.importing.report import FileReport
from l5rdb.catalogue.importing.sources.base import ParsedFile, SourceError
from l5rdb.catalogue.models import SetSource
from l5rdb.catalogue.sanitize import sanitize_html

STATS: dict[str, str] = {
    "cost": "gold_cost",
    "focus": "focus",
    "force": "force",
    "chi": "chi",
    "personal_honor": "personal_honor",
    "honor_req": "honor_requirement",
    "province_strength": "province_strength",
    "gold_production": "gold_production",
    "starting_honor": "starting_honor",
}
RARITIES: dict[str, str] = {
    "c": "Common",
    "u": "Uncommon",
    "r": "Rare",
    "f": "Fixed",
    "p": "Promo",
    "s": "Premium",
}
# "Hiruma Akio - exp2" is Hiruma Akio • Experienced 2; "- inexp" is Inexperienced.
_NAME_RE = re.compile(r"^(?P<name>.+?) - (?P<inexp>in)?exp(?P<suffix>\S*)$", re.IGNORECASE)
# The collector number ends an image id: "HaT032" is number 32 of Honor and Treachery.
_NUMBER_RE = re.compile(r"(?<=[A-Za-z])\d+$")
# The traits line: a bold run opening the text, followed by a line break.
_TRAITS_RE = re.compile(r"^\s*<b>(?P<traits>[^<]*)</b>\s*(?:<br\s*/?>|$)", re.IGNORECASE)


def load_xml(path: Path) -> ElementTree.Element:
    try:
        return ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        raise SourceError(f"not valid XML: {error}") from error
    except OSError as error:
        raise SourceError(f"cannot read the file: {error}") from error


def titles(name: str) -> tuple[str, str]:
    """("Hiruma Akio", "Hiruma Akio • Experienced 2") for "Hiruma Akio - exp2"."""
    match = _NAME_RE.match(name)
    if not match:
        return name, ""
    suffix = match["suffix"]
    label = "Inexperienced" if match["inexp"] else "Experienced"
    if suffix:
        label += f" {suffix}" if suffix[0].isdigit() else suffix
    return match["name"], f"{match['name']} • {label}"


def split_traits(text: str) -> tuple[list[str], str]:
    """The traits of the bold first line and the rest of the text."""
    match = _TRAITS_RE.match(text)
    if not match:
        return [], text
    traits = [clean_title(part) for part in re.split(r"•|&#8226;|&bull;", match["traits"])]
    return [trait for trait in traits if trait], text[match.end() :].strip()


def _child_text(card: ElementTree.Element, tag: str) -> str:
    node = card.find(tag)
    return (node.text or "").strip() if node is not None else ""


def parse_kamisasori_file(path: Path, root: ElementTree.Element, report: FileReport) -> ParsedFile:
    if root.tag != "cards":
        raise SourceError(f"not a Kamisasori database: the root element is <{root.tag}>")
    cards: list[CardRecord] = []
    codes: dict[str, None] = {}
    for position, card in enumerate(root.iter("card"), start=1):
        title, extended = titles(clean_title(_child_text(card, "name")))
        kind = (card.get("type") or "").strip()
        traits, text = split_traits(_child_text(card, "text"))
        clans = [
            clan.strip().title() for clan in (node.text or "" for node in card.findall("clan"))
        ]
        record = new_card(
            report,
            title=title or None,
            extended_title=extended,
            types=[kind] if kind else None,
            decks=None,
            clans=[clan for clan in clans if clan],
            traits=traits,
            stats={stat: _child_text(card, tag) or None for tag, stat in STATS.items()},
            text=text,
        )
        if record is None:
            report.problems[-1].card = f"card {card.get('id') or position}"
            continue
        record.deck = DECK_OF_TYPE.get(record.type, "")
        record.printed_unique = any(trait.casefold() == "unique" for trait in record.traits)
        legality = [(node.text or "").strip() for node in card.findall("legal")]
        primary = (card.get("id") or "").strip()
        images = {
            (node.get("edition") or "").strip(): PurePosixPath((node.text or "").strip()).stem
            for node in card.findall("image")
        }
        for edition in card.findall("edition"):
            code = (edition.text or "").strip()
            if not code:
                report.problem("an empty <edition>", card=record.label, field="edition")
                continue
            image_id = images.get(code, "")
            is_primary = image_id == primary
            number = _NUMBER_RE.search(image_id)
            record.printings.append(
                PrintingRecord(
                    set_name=code,
                    kamisasori_id=image_id,
                    collector_number=str(int(number[0])) if number else "",
                    legality=legality,
                    rarity=RARITIES.get(_child_text(card, "rarity").casefold(), "")
                    if is_primary
                    else "",
                    artist=clean_title(_child_text(card, "artist")) if is_primary else "",
                    flavor=sanitize_html(_child_text(card, "flavor")) if is_primary else "",
                )
            )
            codes.setdefault(code)
        if not record.printings:
            report.problem("the card has no <edition>", card=record.label, field="edition")
            continue
        cards.append(record)
    return ParsedFile(kind=SetSource.KAMISASORI, sets=list(codes), cards=cards)
