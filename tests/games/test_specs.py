"""Each game's option specifications drive its reader, and its texts name every option and value.

Also: ``known_sides`` is a partition of the seats at every point of random hands of every variant.
"""

from __future__ import annotations

import importlib
import random
from typing import Any

import pytest

from tarocchi.engine.explain import LANGUAGES
from tarocchi.engine.options import OptionSpec, applicable_specs
from tarocchi.errors import OptionError
from tarocchi.games import GAME_MODULES, create_game, game_class

GAMES = list(GAME_MODULES)
USUAL_PLAYERS = {
    "french-tarot": (4, {2, 3, 4, 5}),  # 2: §13, "avec le mort"
    "gatti": (3, {2, 3, 4}),
    "piedmontese": (4, {2, 3, 4}),
    "tarocchino": (4, {4}),
}


def _specs_module(name: str) -> Any:
    return importlib.import_module(GAME_MODULES[name] + ".specs")


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _context(spec: OptionSpec) -> dict[str, Any]:
    """Values of the other keys under which ``spec`` applies (Gatti's ``mode`` needs 4 players)."""
    return {key: allowed[0] for key, allowed in spec.applies.items()}


@pytest.mark.parametrize("name", GAMES)
def test_players_come_first_with_the_usual_count(name: str) -> None:
    specs = game_class(name).option_specs()
    default, counts = USUAL_PLAYERS[name]
    assert specs[0].key == "players" and specs[0].kind == "int"
    assert specs[0].default == default and set(specs[0].choices) == counts
    assert game_class(name).player_counts()[0] == default
    assert len({spec.key for spec in specs}) == len(specs)


@pytest.mark.parametrize("name", GAMES)
def test_every_spec_default_reads_back_as_the_options_default(name: str) -> None:
    cls = game_class(name)
    plain = create_game(name, {})
    for spec in cls.option_specs():
        if spec.default is None and not spec.nullable:
            continue  # a default that follows from ``players`` (a match length), tested below
        context = _context(spec)
        assert (
            create_game(name, {**context, spec.key: _plain(spec.default)}).options_json()
            == create_game(name, context).options_json()
        ), spec.key
        assert getattr(plain.options, spec.key) == spec.default, spec.key  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("name", "players", "hands"),
    [
        ("gatti", 3, 3),
        ("gatti", 4, 4),
        ("gatti", 2, 4),
        ("piedmontese", 3, 3),
        ("piedmontese", 2, 2),
        ("french-tarot", 5, None),
    ],
)
def test_a_match_length_defaults_from_the_player_count(name: str, players: int, hands: int | None) -> None:
    key = "deals" if name == "french-tarot" else "match_hands"
    spec = next(s for s in game_class(name).option_specs() if s.key == key)
    assert spec.default is None and not spec.setup and spec.minimum == 1
    game = create_game(name, {"players": players})
    assert getattr(game.options, key) == hands  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", GAMES)
def test_every_listed_choice_is_accepted(name: str) -> None:
    for spec in game_class(name).option_specs():
        values: list[Any] = [True, False] if spec.kind == "bool" else list(spec.choices)
        if spec.kind == "multi":
            values = [[c] for c in spec.choices] + [list(spec.choices)]
        if spec.kind == "int" and not spec.choices:
            values = [spec.minimum, (spec.minimum or 0) + 7] + ([None] if spec.nullable else [])
        for value in values:
            game = create_game(name, {**_context(spec), spec.key: value})
            got = getattr(game.options, spec.key)  # type: ignore[attr-defined]
            assert _plain(got) == value, (spec.key, value)


def _wrong_type(spec: OptionSpec) -> Any:
    return {"bool": "yes", "int": "4", "choice": 7, "multi": "garde"}[spec.kind]


def _out_of_range(spec: OptionSpec) -> Any:
    if spec.kind == "int":
        return max(spec.choices) + 10 if spec.choices else (spec.minimum or 1) - 1
    return {"bool": 1, "choice": "nonsense", "multi": ["nonsense"]}[spec.kind]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("bad", [_wrong_type, _out_of_range], ids=["wrong-type", "out-of-range"])
def test_a_bad_value_is_refused_naming_the_key(name: str, bad: Any) -> None:
    for spec in game_class(name).option_specs():
        with pytest.raises(OptionError) as caught:
            create_game(name, {**_context(spec), spec.key: bad(spec)})
        assert caught.value.key == spec.key and spec.key in str(caught.value), str(caught.value)


def test_applies_conditions_are_read_as_before() -> None:
    # gatti.md C1: ``mode`` only with 4 players, even "pairs"
    with pytest.raises(OptionError, match=r"option 'mode' for gatti is used only with 4 players \(players is 3\)"):
        create_game("gatti", {"mode": "pairs"})
    assert create_game("gatti", {"players": 4, "mode": "call"}).options_json()["mode"] == "call"
    # piedmontese.md C1: ``reference_3p`` applies with 3 players, and is accepted (ignored) otherwise
    assert create_game("piedmontese", {"players": 4, "reference_3p": 57}).options_json()["reference_3p"] == 57
    specs = game_class("piedmontese").option_specs()
    assert "reference_3p" not in {s.key for s in applicable_specs(specs, {"players": 4})}
    assert "reference_3p" in {s.key for s in applicable_specs(specs, {"players": 3})}
    gatti = game_class("gatti").option_specs()
    assert "mode" in {s.key for s in applicable_specs(gatti, {"players": 4})}
    assert "mode" not in {s.key for s in applicable_specs(gatti, {})}


def _keys(name: str) -> list[str]:
    return [spec.key for spec in game_class(name).option_specs()]


def test_every_game_words_its_option_refusals_alike() -> None:
    """One wording for every game, naming the game and the option the same way (engine.options.option_refusal)."""
    ft, pm, tc = "french-tarot", "piedmontese", "tarocchino"
    cases = [
        (ft, {"players": 6}, "option 'players' for french-tarot must be 2, 3, 4 or 5, found 6"),
        (ft, {"petit_sec": "x"}, "option 'petit_sec' for french-tarot must be 'annul' or 'optional', found 'x'"),
        (ft, {"deals": 0}, "option 'deals' for french-tarot must be at least 1, found 0"),
        (ft, {"nope": 1}, f"unknown option 'nope' for french-tarot (known: {', '.join(_keys(ft))})"),
        ("gatti", {"players": 5}, "option 'players' for gatti must be 2, 3 or 4, found 5"),
        ("gatti", {"bonuses": "x"}, "option 'bonuses' for gatti must be one of none, declared, captured, both, "
         "found 'x'"),
        ("gatti", {"match_hands": 0}, "option 'match_hands' for gatti must be at least 1, found 0"),
        (pm, {"reference_3p": 40}, "option 'reference_3p' for piedmontese must be 38 or 57, found 40"),
        (pm, {"players": "4"}, "option 'players' for piedmontese must be an integer, found '4'"),
        (pm, {"bonuses": "none"}, f"unknown option 'bonuses' for piedmontese (known: {', '.join(_keys(pm))})"),
        (tc, {"players": 3}, "option 'players' for tarocchino must be 4, found 3"),
        (tc, {"declaration_timing": "x"}, "option 'declaration_timing' for tarocchino must be 'round' or "
         "'first-trick', found 'x'"),
    ]  # fmt: skip
    for name, raw, message in cases:
        with pytest.raises(OptionError) as caught:
            create_game(name, raw)
        assert str(caught.value) == message


@pytest.mark.parametrize("name", GAMES)
def test_every_label_and_value_label_is_written_in_three_languages(name: str) -> None:
    texts = _specs_module(name).OPTION_TEXTS
    keys = ["game.title"]
    for spec in game_class(name).option_specs():
        assert spec.label == f"option.{spec.key}"
        keys.append(spec.label)
        values: tuple[Any, ...] = (True, False) if spec.kind == "bool" else spec.choices
        keys += [spec.value_label(v) for v in values]
    for key in keys:
        assert key in texts, key
        for lang in LANGUAGES:
            assert texts[key].get(lang, "").strip(), (key, lang)


def test_titles() -> None:
    titles = {name: _specs_module(name).OPTION_TEXTS["game.title"] for name in GAMES}
    assert titles["french-tarot"] == {"en": "French Tarot", "it": "Tarocco francese", "fr": "Tarot français"}
    assert titles["gatti"] == {"en": "Gatti", "it": "Gatti (Mitigatti)", "fr": "Gatti"}
    assert titles["piedmontese"]["it"] == "Tarocchi piemontesi"
    assert titles["tarocchino"]["fr"] == "Tarocchino bolonais"


VARIANTS = [(name, options) for name in GAMES for options in game_class(name).variants()]


@pytest.mark.parametrize(("name", "options"), VARIANTS, ids=[f"{n}-{o}" for n, o in VARIANTS])
def test_known_sides_partition_the_seats_through_random_hands(name: str, options: dict[str, Any]) -> None:
    game = create_game(name, options)
    rng = random.Random(7)
    seen: set[tuple[tuple[int, ...], ...]] = set()
    for hand in range(3):
        state = game.new_hand(0, game.deal(0, hand))
        while True:
            for seat in range(game.num_seats):
                sides = game.known_sides(state.observation(seat))
                assert sorted(s for side in sides for s in side) == list(range(game.num_seats))
                assert all(side == tuple(sorted(side)) and side for side in sides)
                seen.add(sides)
            if state.is_over:
                break
            state.apply(game.random_action(state, rng))
    assert seen
