"""The page words a game's lines as the terminal does (:func:`tarocchi.i18n.lines.template_for`): a side of two
seats takes the plural ("Ann and Computer 3 score 35", not "scores"), French elides "de" before a vowel ("d'Ann"),
every line starts with a capital; a variant a language lacks is not sent in English."""

from __future__ import annotations

import re
from typing import Any

import pytest
from browserutil import GuestPage, _create, _play_until
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

from tarocchi.games import game_class
from tarocchi.web import gameinfo

LAPTOP = (1366, 768)


def _explanation(page: Any, lang: str) -> str:
    """A hand of Gatti for four in pairs played through the page in ``lang`` (Ann and three computer players):
    the result panel's explanation."""
    page.select_option("#lang", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    _create(page, "gatti", ["human", "random", "random", "random"], players=4)
    _play_until(page, "#explain")
    return str(page.locator("#explain").inner_text())


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize(("lang", "plural", "singular"), [("en", "score", "scores"), ("fr", "marquent", "marque")])
def test_a_side_of_two_takes_the_plural_and_french_elides(
    guest_page: GuestPage, lang: str, plural: str, singular: str
) -> None:
    """Each side of two (Ann and Computer 3, Computer 2 and Computer 4) scores with a plural verb; in French the
    discard counts "pour le camp d'Ordinateur 2" ("pour votre camp" when Ann deals), never "de Ordinateur"."""
    _need_game("gatti")
    page, errors = guest_page(LAPTOP, "Ann")
    text = _explanation(page, lang)
    sides = re.findall(r"^(.+(?:, | and | et ).+) (" + plural + "|" + singular + r") -?\d+$", text, re.M)
    assert sides and all(verb == plural for _, verb in sides), text
    if lang == "fr":
        assert not re.search(r"\bde [AEIOUaeiou]", text), text
        assert "camp d'" in text or "votre camp" in text, text  # (Ann's own: its "you" wording)
    assert all(line[:1].isupper() for line in text.splitlines() if line.strip()), text
    assert not errors, errors


def test_a_variant_a_language_lacks_is_not_sent_in_english(monkeypatch: Any) -> None:
    cls = game_class("gatti")
    own = dict(cls.texts())
    own["many:side:gatti.side_score"] = {"en": "{side} score {score}"}  # no Italian: Italian keeps its own
    monkeypatch.setattr(cls, "texts", classmethod(lambda _: own))
    assert "many:side:gatti.side_score" not in gameinfo.texts("gatti", cls, "it")
    assert gameinfo.texts("gatti", cls, "en")["many:side:gatti.side_score"] == "{side} score {score}"
