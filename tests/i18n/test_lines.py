"""Explanation lines and refusals rendered from a game's texts, with hand-made lines (DESIGN.md §9)."""

from __future__ import annotations

from tarocchi.cards import CODES, mask_of, parse_card
from tarocchi.engine.explain import CardRef, CardsRef, Line, SeatRef, TermRef
from tarocchi.i18n.lines import render_line, render_refusal

TEXTS = {
    "ft.taker": {
        "en": "{taker} takes {contract}",
        "it": "{taker} prende la {contract}",
        "fr": "{taker} prend une {contract}",
    },
    "ft.margin": {"en": "{points} points, needed {target}: {diff:>3}", "fr": "{points} points pour {target}"},
    "ft.called": {"en": "{taker} calls {card}; shown {cards}"},
    "contract.garde": {"en": "Garde", "it": "Guardia", "fr": "Garde"},
    "refusal.must_follow": {"en": "must follow {suit} (holds {held})", "it": "bisogna rispondere a {suit} ({held})"},
    "suit.hearts": {"en": "hearts", "it": "coppe"},
}


def seat_name(seat: int) -> str:
    return ["You", "Ada", "Bruno", "Carla"][seat]


def code(card: int) -> str:
    return CODES[card]


def test_seats_terms_cards_and_numbers_are_rendered() -> None:
    line = Line("ft.taker", {"taker": SeatRef(1), "contract": TermRef("contract.garde")})
    assert render_line(line, TEXTS, "en", seat_name, code) == "Ada takes Garde"
    assert render_line(line, TEXTS, "it", seat_name, code) == "Ada prende la Guardia"
    assert render_line(line, TEXTS, "fr", seat_name, code) == "Ada prend une Garde"
    margin = Line("ft.margin", {"points": 48.0, "target": 41, "diff": 7})
    assert render_line(margin, TEXTS, "en", seat_name, code) == "48 points, needed 41:   7"
    assert render_line(margin, TEXTS, "it", seat_name, code) == "48 points, needed 41:   7"  # English fallback
    half = Line("ft.margin", {"points": 40.5, "target": 41, "diff": -1})
    assert render_line(half, TEXTS, "fr", seat_name, code) == "40,5 points pour 41"  # a decimal comma in French
    assert render_line(half, TEXTS, "en", seat_name, code) == "40.5 points, needed 41:  -1"


def test_cards_are_shown_as_the_edge_shows_them() -> None:
    cards = mask_of(parse_card(c) for c in ("KH", "T21", "2C"))
    line = Line("ft.called", {"taker": SeatRef(0), "card": CardRef(parse_card("KH")), "cards": CardsRef(cards)})
    assert render_line(line, TEXTS, "en", seat_name, code) == "You calls KH; shown T21 KH 2C"
    glyphs = render_line(
        line, TEXTS, "en", seat_name, lambda c: CODES[c].lower(), lambda m: "<" + str(m.bit_count()) + ">"
    )
    assert glyphs == "You calls kh; shown <3>"


def test_a_line_without_template_shows_its_key_and_params() -> None:
    line = Line("ft.unknown_key", {"who": SeatRef(2), "pts": 10})
    assert render_line(line, TEXTS, "en", seat_name, code) == "unknown_key: who Bruno, pts 10"
    assert render_line(Line("ft.bare"), TEXTS, "it", seat_name, code) == "bare"


def test_a_template_with_a_missing_field_is_shown_as_written() -> None:
    line = Line("ft.taker", {"taker": SeatRef(1)})
    assert render_line(line, TEXTS, "en", seat_name, code) == "{taker} takes {contract}"


def test_refusals_use_their_template_or_fall_back_to_the_english_reason() -> None:
    params = {"suit": TermRef("suit.hearts"), "held": CardsRef(mask_of([parse_card("KH"), parse_card("3H")]))}
    reason = "must follow hearts (holds KH, 3H)"
    assert (
        render_refusal("must_follow", params, reason, TEXTS, "it", seat_name, code)
        == "bisogna rispondere a coppe (3H KH)"
    )
    assert (
        render_refusal("must_follow", params, reason, TEXTS, "en", seat_name, code)
        == "must follow hearts (holds 3H KH)"
    )
    assert render_refusal("must_overtrump", {}, "must overtrump", TEXTS, "fr", seat_name, code) == "must overtrump"
    assert render_refusal(None, {}, "not your turn", TEXTS, "fr", seat_name, code) == "not your turn"
