"""Card pictures drawn by the project as SVG: suit pips (French or Italian suits), courts, trumps with
their numerals and names, and the Fool. Pure string building; the server caches nothing but the
browser does (``Cache-Control``)."""

from __future__ import annotations

from functools import lru_cache
from html import escape

from tarocchi.cards import FOOL, NUM_TRUMPS, parse_card, rank_of, suit_of
from tarocchi.cards.names import PLAIN_PACK, Pack, card_name, printed_number, rank_letters

W, H = 100, 160
RED, BLACK, GOLD, INK = "#c0262d", "#1d1d1f", "#b8860b", "#23313f"
ITALIAN_COLOURS = ("#2a4d8f", "#b02a2a", "#b8860b", "#2f6b2f")  # swords, cups, coins, batons

FRENCH_PIPS = (
    # spade
    "M0,-9 C6,-3 10,0 10,4 C10,8 6,9 3,7 C3,9 4,11 5,12 L-5,12 C-4,11 -3,9 -3,7 C-6,9 -10,8 -10,4 C-10,0 -6,-3 0,-9Z",
    # heart
    "M0,10 C-6,5 -10,1 -10,-3 C-10,-7 -7,-9 -4.5,-9 C-2.5,-9 -1,-8 0,-6 C1,-8 2.5,-9 4.5,-9 C7,-9 10,-7 10,-3 "
    "C10,1 6,5 0,10Z",
    # diamond
    "M0,-10 L8,0 L0,10 L-8,0Z",
    # club
    "M0,-10 a4.6,4.6 0 1 1 -0.01,0Z M-5,-1 a4.6,4.6 0 1 0 0.01,0Z M5,-1 a4.6,4.6 0 1 1 -0.01,0Z "
    "M-1.5,2 L1.5,2 L3.5,11 L-3.5,11Z",
)


def _italian_pip(suit: int) -> str:
    colour = ITALIAN_COLOURS[suit]
    if suit == 0:  # sword
        return (
            f'<path d="M0,-11 L1.6,-8 L1.6,6 L-1.6,6 L-1.6,-8Z" fill="#9aa7b4" stroke="{colour}" stroke-width="0.8"/>'
            f'<rect x="-6" y="5" width="12" height="2.4" rx="1" fill="{colour}"/>'
            f'<rect x="-1.3" y="7.4" width="2.6" height="4.6" fill="{colour}"/>'
        )
    if suit == 1:  # cup
        return (
            f'<path d="M-7,-9 L7,-9 C7,-1 3,2 1.2,3 L1.2,7 L5,10 L-5,10 L-1.2,7 L-1.2,3 C-3,2 -7,-1 -7,-9Z" '
            f'fill="{colour}" stroke="{GOLD}" stroke-width="0.8"/>'
        )
    if suit == 2:  # coin
        return (
            f'<circle r="9" fill="{GOLD}" stroke="#7a5a00" stroke-width="1"/>'
            f'<circle r="5.5" fill="none" stroke="#7a5a00" stroke-width="0.9"/><circle r="1.6" fill="#7a5a00"/>'
        )
    return (
        f'<rect x="-2.2" y="-11" width="4.4" height="22" rx="2" fill="{colour}" transform="rotate(20)"/>'
        f'<circle cx="-3.8" cy="-10" r="1.2" fill="{GOLD}"/><circle cx="3.8" cy="10" r="1.2" fill="{GOLD}"/>'
    )


def _pip(suit: int, italian: bool, x: float, y: float, scale: float = 1.0, flip: bool = False) -> str:
    rot = " rotate(180)" if flip else ""
    if italian:
        inner = _italian_pip(suit)
    else:
        colour = RED if suit in (1, 2) else BLACK
        inner = f'<path d="{FRENCH_PIPS[suit]}" fill="{colour}"/>'
    return f'<g transform="translate({x:.1f},{y:.1f}) scale({scale}){rot}">{inner}</g>'


PIP_LAYOUT: dict[int, list[tuple[float, float]]] = {
    1: [(50, 80)],
    2: [(50, 40), (50, 120)],
    3: [(50, 38), (50, 80), (50, 122)],
    4: [(32, 42), (68, 42), (32, 118), (68, 118)],
    5: [(32, 42), (68, 42), (50, 80), (32, 118), (68, 118)],
    6: [(32, 42), (68, 42), (32, 80), (68, 80), (32, 118), (68, 118)],
    7: [(32, 42), (68, 42), (50, 61), (32, 80), (68, 80), (32, 118), (68, 118)],
    8: [(32, 40), (68, 40), (50, 58), (32, 78), (68, 78), (50, 100), (32, 120), (68, 120)],
    9: [(32, 38), (68, 38), (32, 65), (68, 65), (50, 80), (32, 95), (68, 95), (32, 122), (68, 122)],
    10: [(32, 38), (68, 38), (50, 52), (32, 66), (68, 66), (32, 94), (68, 94), (50, 108), (32, 122), (68, 122)],
}

ROMAN = (
    "",
    "I",
    "II",
    "III",
    "IV",
    "V",
    "VI",
    "VII",
    "VIII",
    "IX",
    "X",
    "XI",
    "XII",
    "XIII",
    "XIV",
    "XV",
    "XVI",
    "XVII",
    "XVIII",
    "XIX",
    "XX",
    "XXI",
)


def _name(card: int, pack: Pack, lang: str) -> str:
    try:
        return card_name(card, pack, lang)
    except Exception:
        from tarocchi.cards import CODES

        return CODES[card]


def _frame(body: str, title: str, fill: str = "#fffdf6") -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}" role="img" '
        f'aria-label="{escape(title)}"><title>{escape(title)}</title>'
        f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="7" fill="{fill}" stroke="#6b6b6b" stroke-width="1.5"/>'
        f"{body}</svg>"
    )


def _fit(text: str, size: float, width: float = 84) -> float:
    return min(size, width / max(1, len(text)) * 1.9)


@lru_cache(maxsize=2048)
def card_svg(code: str, style: str = "french", pack: Pack = PLAIN_PACK, lang: str = "en") -> str:
    """The picture of one card (``code`` as in records: ``KH``, ``T21``, ``FOOL``).

    ``style`` is the game's :attr:`~tarocchi.engine.game.Game.card_style` (``french`` or ``italian``
    suits); ``pack`` (:attr:`~tarocchi.engine.game.Game.pack`) names the cards and says the numbers printed.
    """
    card = parse_card(code)
    name = _name(card, pack, lang)
    italian = style == "italian"
    if card == FOOL:
        label = escape(name)
        body = (
            '<rect x="8" y="8" width="84" height="144" rx="5" fill="#f3ead3" stroke="#8a7a50"/>'
            '<path d="M50,42 L57,62 L78,62 L61,74 L68,95 L50,82 L32,95 L39,74 L22,62 L43,62Z" fill="#c79a1f" '
            'stroke="#6d5410" stroke-width="1.2"/>'
            f'<text x="50" y="128" font-family="Georgia,serif" font-size="{_fit(name, 13):.1f}" text-anchor="middle" '
            f'fill="{INK}">{label}</text>'
            f'<text x="50" y="24" font-family="Georgia,serif" font-size="12" text-anchor="middle" fill="{INK}">0</text>'
        )
        return _frame(body, name)
    if card < NUM_TRUMPS:
        number = printed_number(card + 1, pack)  # what the game's pack prints on it (none on some)
        frame = '<rect x="8" y="8" width="84" height="144" rx="5" fill="#eef2f7" stroke="#50627a"/>'
        if number is None:
            body = frame + (
                '<path d="M20,62 L80,62 M20,98 L80,98" stroke="#50627a" stroke-width="1"/>'
                f'<text x="50" y="85" font-family="Georgia,serif" font-size="{_fit(name, 15):.1f}" '
                f'text-anchor="middle" fill="#7a2a2a">{escape(name)}</text>'
            )
            return _frame(body, name)
        roman = ROMAN[number]
        body = frame + (
            f'<text x="50" y="32" font-family="Georgia,serif" font-size="18" font-weight="bold" text-anchor="middle" '
            f'fill="{INK}">{number}</text>'
            f'<text x="50" y="80" font-family="Georgia,serif" font-size="{_fit(roman, 26, 70):.1f}" '
            'text-anchor="middle" '
            f'fill="#7a2a2a">{roman}</text>'
            '<path d="M20,92 L80,92" stroke="#50627a" stroke-width="1"/>'
            f'<text x="50" y="112" font-family="Georgia,serif" font-size="{_fit(name, 12):.1f}" text-anchor="middle" '
            f'fill="{INK}">{escape(name)}</text>'
            f'<text x="50" y="145" font-family="Georgia,serif" font-size="18" font-weight="bold" text-anchor="middle" '
            f'fill="{INK}" transform="rotate(180 50 139)">{number}</text>'
        )
        return _frame(body, name)
    suit, rank = suit_of(card), rank_of(card)
    colour = ITALIAN_COLOURS[suit] if italian else (RED if suit in (1, 2) else BLACK)
    if rank < 10:
        corner = str(rank + 1)
        pips = "".join(
            _pip(suit, italian, x, y, 1.0 if rank > 0 else 2.2, flip=(y > 80 and rank > 0))
            for x, y in PIP_LAYOUT[rank + 1]
        )
    else:
        corner = rank_letters(rank, lang=lang)  # names.RANK_SHORT: the letters the terminal shows too
        crown = (
            '<path d="M35,58 L40,44 L47,54 L50,40 L53,54 L60,44 L65,58Z" fill="#d9a520" stroke="#6d5410"/>'
            if rank >= 12
            else ""
        )
        pips = (
            f'<rect x="22" y="30" width="56" height="100" rx="4" fill="#f7f0de" stroke="{colour}" stroke-width="1.5"/>'
            f"{crown}"
            f'<text x="50" y="92" font-family="Georgia,serif" font-size="34" font-weight="bold" text-anchor="middle" '
            f'fill="{colour}">{corner}</text>'
            + _pip(suit, italian, 50, 112, 1.0)
            + f'<text x="50" y="150" font-family="Georgia,serif" font-size="{_fit(name, 9):.1f}" text-anchor="middle" '
            f'fill="{INK}">{escape(name)}</text>'
        )
    corners = (
        f'<text x="9" y="19" font-family="Georgia,serif" font-size="14" font-weight="bold" '
        f'fill="{colour}">{corner}</text>'
        + _pip(suit, italian, 14, 28, 0.55)
        + f'<g transform="rotate(180 50 80)"><text x="9" y="19" font-family="Georgia,serif" font-size="14" '
        f'font-weight="bold" fill="{colour}">{corner}</text>' + _pip(suit, italian, 14, 28, 0.55) + "</g>"
    )
    return _frame(corners + pips, name)


def back_svg() -> str:
    """The back of a card."""
    body = (
        '<rect x="7" y="7" width="86" height="146" rx="5" fill="#2b4a6f"/>'
        '<path d="M7,7 L93,153 M93,7 L7,153" stroke="#d9b45a" stroke-width="1"/>'
        '<circle cx="50" cy="80" r="18" fill="none" stroke="#d9b45a" stroke-width="2"/>'
    )
    return _frame(body, "card back", "#2b4a6f")
