"""``Game.declaration_points``: what a declaration scores on its own, shown beside it in the terminal's menu and
on the web's buttons (Tarocchino 5.1 and 5.3, Gatti 7.1); ``None`` for what is no declaration of value."""

from __future__ import annotations

import pytest

from tarocchi.cards import mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.games import create_game
from tarocchi.tui.render import View, option_label


def _declare(codes: str, name: str | None) -> Action:
    return Action(0, "declare", cards=mask_of(parse_card(c) for c in codes.split()), value=name)


@pytest.mark.parametrize(
    ("codes", "name", "points"),
    [
        ("T21 T20 T1", "cricca-tarocchi", 18),  # 5.1: three of the four Tarocchi
        ("T21 T20 T1 FOOL", "cricca-tarocchi", 36),  # all four: twice as much
        ("KS KH KD", "cricca-kings", 17),
        ("QS QH QD QC", "cricca-queens", 28),
        ("1S 1H 1D", "seq-aces", 10),  # 5.3: L = 3 scores 5 x (L - 1)
        ("1S 1H 1D 1C T1", "seq-aces", 20),  # each counter adds 1 to L
        ("KS QS", "cricca-kings", None),  # no combination: nothing to show
    ],
)
def test_tarocchino_declarations_score_as_the_catalogue_says(codes: str, name: str, points: int | None) -> None:
    assert create_game("tarocchino").declaration_points(_declare(codes, name)) == points


@pytest.mark.parametrize(
    ("players", "codes", "name", "points"),
    [
        (3, "KS KH KD", "terno", 5),  # 7.1: three kings 5, four 10
        (3, "KS KH KD KC", "quaterno", 10),
        (3, "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10", "trionfi", 10),  # N trumps score N
        (4, "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", "trionfi", 11),
        (3, "KS KH", "terno", None),
    ],
)
def test_gatti_bonuses_score_as_the_table_says(players: int, codes: str, name: str, points: int | None) -> None:
    assert create_game("gatti", {"players": players}).declaration_points(_declare(codes, name)) == points


def test_what_is_no_declaration_of_value_has_none() -> None:
    tarocchino = create_game("tarocchino")
    assert tarocchino.declaration_points(Action(0, "declare")) is None  # "nothing to declare"
    assert tarocchino.declaration_points(Action(0, "play", card=parse_card("KS"))) is None
    for name in ("french-tarot", "piedmontese"):
        assert create_game(name).declaration_points(_declare("T21 T20 T1", None)) is None


def test_the_terminal_menu_says_what_a_declaration_scores() -> None:
    game = create_game("tarocchino")
    view = View(game, "en")
    assert option_label(view, _declare("T21 T20 T1", "cricca-tarocchi")).endswith(" = 18")
    assert not option_label(view, Action(0, "declare")).endswith("18")
