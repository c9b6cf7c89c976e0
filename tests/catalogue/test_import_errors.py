"""A broken file or card is reported (file, card, field, why) and the rest still imports; a
file is one transaction, so a crash leaves none of it behind (issue 2, "Import")."""

import pytest
from importing_helpers import empty_catalogue, write_json, write_set, write_text

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.importing import store as store_module
from l5rdb.catalogue.models import Card, Printing, Set

pytestmark = pytest.mark.django_db


def card(title: str, **fields: object) -> dict:
    return {"title": title, "types": ["Strategy"], "decks": ["Fate"], "focus": 2, **fields}


def test_a_file_that_is_not_yaml_fails_and_the_others_import(tmp_path):
    empty_catalogue()
    good = write_set(tmp_path, "Good Set", [card("Good Card")])
    bad = write_text(tmp_path, "broken.yaml", "set: Broken\ncards:\n  - title: [unclosed\n")

    report = import_cards([tmp_path])

    failed = {item.path: item.error for item in report.failed_files}
    assert list(failed) == [str(bad)]
    assert "not valid YAML" in failed[str(bad)]
    assert [item.path for item in report.ok_files] == [str(good)]
    assert list(Card.objects.values_list("title", flat=True)) == ["Good Card"]
    assert not report.ok
    assert f"FAILED {bad}" in report.summary()


@pytest.mark.parametrize(
    ("content", "why"),
    [
        ("set: Wrong\ncards:\n  first: 1\n", "`cards` must be a list"),
        ("set: [a, b]\ncards: []\n", "`set` must name the set"),
        ("- just\n- a list\n", "not a set file"),
    ],
)
def test_a_file_of_the_wrong_shape_fails(tmp_path, content, why):
    empty_catalogue()
    path = write_text(tmp_path, "wrong.yaml", content)

    report = import_cards([path])

    assert [item.path for item in report.failed_files] == [str(path)]
    assert why in report.failed_files[0].error
    assert not Set.objects.exists()


def test_broken_json_and_xml_fail_on_their_own(tmp_path):
    empty_catalogue()
    write_text(tmp_path, "cards.json", '[{"cardid": 1, "title": ["A"]')
    write_text(tmp_path, "cards.xml", "<cards><card>")
    write_set(tmp_path, "Good Set", [card("Good Card")])

    report = import_cards([tmp_path])

    errors = sorted(item.error.split(":")[0] for item in report.failed_files)
    assert errors == ["not valid JSON", "not valid XML"]
    assert Card.objects.filter(title="Good Card").exists()


def test_a_bad_card_or_field_is_reported_and_the_rest_of_the_file_imports(tmp_path):
    empty_catalogue()
    path = write_set(
        tmp_path,
        "Siege: Clan War",
        [
            card("Beiden Pass", types=["Territory"], province_strength="[Rank•x]"),
            {**card("No Title Here"), "title": None},
            card("Odd Types", types={"not": "a list"}),
            "not a card at all",
            card("Fine Card", gold_cost=2),
        ],
    )

    report = import_cards([path])

    assert report.ok_files and not report.failed_files
    problems = {(problem.card, problem.field): problem for problem in report.problems}
    rank = problems[("Beiden Pass", "province_strength")]
    assert rank.file == str(path) and rank.why == "not a number: '[Rank•x]'"
    assert ("None", "title") in problems
    assert problems[("Odd Types", "types")].why.startswith("expected a list")
    assert ("#4", "") in problems
    assert (
        str(rank) == f"[error] {path} / Beiden Pass / province_strength: not a number: '[Rank•x]'"
    )
    # Everything readable came in; the unreadable value is kept as printed.
    assert sorted(Card.objects.values_list("title", flat=True)) == [
        "Beiden Pass",
        "Fine Card",
        "Odd Types",
    ]
    pass_card = Card.objects.get(title="Beiden Pass")
    assert pass_card.province_strength is None
    assert pass_card.printed == {"province_strength": "[Rank•x]"}


def test_a_crash_inside_a_file_leaves_nothing_of_that_file(tmp_path, monkeypatch):
    empty_catalogue()
    write_set(tmp_path, "Alpha Set", [card("Alpha Card")])
    write_set(tmp_path, "Omega Set", [card("Omega Card"), card("Boom")])
    original = store_module.Store._write_links

    def crash_on_boom(self, links):
        if any(linked.title == "Boom" for linked, *_ in links):
            raise RuntimeError("disk on fire")
        return original(self, links)

    monkeypatch.setattr(store_module.Store, "_write_links", crash_on_boom)

    report = import_cards([tmp_path])

    failed = report.failed_files
    assert [item.path.endswith("omega_set.yaml") for item in failed] == [True]
    assert failed[0].error == "RuntimeError: disk on fire"
    # The cards, printings and set of the failed file were rolled back together.
    assert list(Card.objects.values_list("title", flat=True)) == ["Alpha Card"]
    assert list(Set.objects.values_list("name", flat=True)) == ["Alpha Set"]
    assert Printing.objects.count() == 1


def test_a_folder_file_that_is_not_card_data_is_ignored_but_named_it_fails(tmp_path):
    empty_catalogue()
    counters = write_text(tmp_path, "counters.yaml", "counters:\n  - name: Fear\n")
    other = write_json(tmp_path, "notes.json", {"note": "hello"})
    write_set(tmp_path, "Good Set", [card("Good Card")])

    in_folder = import_cards([tmp_path])
    named = import_cards([counters])

    assert sorted(item.path for item in in_folder.ignored_files) == sorted(
        [str(counters), str(other)]
    )
    assert in_folder.ok
    assert [item.path for item in named.failed_files] == [str(counters)]
    assert "not a set file" in named.failed_files[0].error
