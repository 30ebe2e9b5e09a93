"""The card pictures: every card of both traditions is well-formed SVG with its name as title."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from packs import pack_of
from tarocchi.cards import CODES
from tarocchi.web.svg import back_svg, card_svg


@pytest.mark.parametrize(("style", "game"), [("french", "french-tarot"), ("italian", "tarocchino")])
@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_every_card_is_well_formed_svg(style: str, game: str, lang: str) -> None:
    titles = set()
    for code in CODES:
        root = ET.fromstring(card_svg(code, style, pack_of(game), lang))
        title = root.find("{http://www.w3.org/2000/svg}title")
        assert title is not None and title.text
        titles.add(title.text)
    assert len(titles) == len(CODES)  # every card has its own name
    ET.fromstring(back_svg())


def test_a_trump_shows_the_number_its_pack_prints() -> None:
    """tarocchino.md §2: the Bolognese pack prints 16 on the Star (T17), 5 on Love (T6), and no number on
    the Angel, World, Sun, Moon, Moors and Bégato; the other packs print the trump's own number."""
    import re

    from tarocchi.web.svg import card_svg

    def numbers(code: str, game: str) -> list[str]:
        return re.findall(r">([0-9]+|[IVXL]+)</text>", card_svg(code, "italian", pack_of(game), "en"))

    assert numbers("T17", "tarocchino") == ["16", "XVI", "16"]
    assert numbers("T6", "tarocchino") == ["5", "V", "5"]
    for unnumbered in ("T21", "T20", "T19", "T18", "T5", "T2", "T1"):
        assert numbers(unnumbered, "tarocchino") == [], unnumbered
    assert numbers("T17", "french-tarot") == numbers("T17", "gatti") == ["17", "XVII", "17"]
