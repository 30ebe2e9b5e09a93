"""The card pictures: every card of both traditions is well-formed SVG with its name as title."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tarocchi.cards import CODES
from tarocchi.web.svg import back_svg, card_svg


@pytest.mark.parametrize(("style", "game"), [("french", "french-tarot"), ("italian", "tarocchino")])
@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_every_card_is_well_formed_svg(style: str, game: str, lang: str) -> None:
    titles = set()
    for code in CODES:
        root = ET.fromstring(card_svg(code, style, game, lang))
        title = root.find("{http://www.w3.org/2000/svg}title")
        assert title is not None and title.text
        titles.add(title.text)
    assert len(titles) == len(CODES)  # every card has its own name
    ET.fromstring(back_svg())
