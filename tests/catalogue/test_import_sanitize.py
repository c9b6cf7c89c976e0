"""Card text is HTML from outside: only harmless markup reaches a page, with a plain-text
copy (house rules: "Card text is HTML from outside: sanitize before it reaches a page")."""

from l5rdb.catalogue.sanitize import html_to_text, sanitize_html


def test_card_markup_is_kept():
    text = "<b>Battle:</b> Bow.<br><i>Flavor</i> <em>e</em> <strong>s</strong>"
    assert sanitize_html(text) == text


def test_scripts_handlers_styles_and_unknown_tags_go():
    dirty = (
        '<b onclick="steal()">Open:</b><script>alert(1)</script><style>b{}</style>'
        '<img src=x onerror="steal()"><iframe src="https://evil"></iframe><font>kept</font>'
    )
    assert sanitize_html(dirty) == "<b>Open:</b>kept"


def test_links_keep_only_web_addresses():
    html = '<a href="javascript:steal()">x</a> <a href="https://l5r.example/card">y</a>'
    assert sanitize_html(html) == (
        '<a rel="noopener noreferrer nofollow">x</a> '
        '<a href="https://l5r.example/card" rel="noopener noreferrer nofollow">y</a>'
    )


def test_entities_are_decoded_and_broken_markup_closed():
    assert sanitize_html("Hida &#149; Crab &amp; Crane <B>bold") == (
        "Hida • Crab &amp; Crane <b>bold</b>"
    )


def test_plain_text_copy():
    html = "<b>Battle:</b> Bow&nbsp;him.<br><br>  Then  <i>gain</i> &#8226; 2 Honor.<script>x"
    assert html_to_text(html) == "Battle: Bow him.\nThen gain • 2 Honor."
    assert html_to_text("<p>One</p><ul><li>Two</li></ul>") == "One\nTwo"
    assert html_to_text(None) == "" and sanitize_html("") == ""
