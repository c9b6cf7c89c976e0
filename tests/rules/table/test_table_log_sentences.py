"""The table's log reads as sentences (issue 10: "a sentence that starts with a lower-case
letter"): the engine's notes ("the armies tie: both are destroyed") start with a capital on
the page, as the victory line does ("... wins. All of the opponent's Provinces are
destroyed", «Цель игры»)."""

from django.template.loader import render_to_string

from rules.engine.phases import REASONS


def test_log_notes_and_set_up_notes_start_with_a_capital():
    html = render_to_string(
        "rules/_log.html",
        {
            "log": [
                {
                    "number": 1,
                    "turn": 2,
                    "phase_label": "Attack",
                    "player": "Hida",
                    "action": "pass",
                    "notes": ["the armies tie: both are destroyed"],
                }
            ],
            "setup_notes": ["still tied after 3 draws: chosen by lot"],
        },
    )
    assert "<li>The armies tie: both are destroyed</li>" in html
    assert "<li>Still tied after 3 draws: chosen by lot</li>" in html


def test_every_victory_reason_starts_with_a_capital():
    assert all(reason[0].isupper() for reason in REASONS.values())
