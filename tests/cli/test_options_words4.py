"""Every game refuses an option in one wording that names the game and the option alike (engine.options.option_refusal),
whether the option comes from ``--players``, ``--option KEY=VALUE`` or a record (one game's record relabelled as
another's): ``--players 9`` and ``--option players=9`` say the very same thing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tarocchi.errors import OptionError
from tarocchi.games import create_game, game_class

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "examples"
GAMES = ("french-tarot", "gatti", "piedmontese", "tarocchino")
PLAYERS = {"french-tarot": "2, 3, 4 or 5", "gatti": "2, 3 or 4", "piedmontese": "2, 3 or 4", "tarocchino": "4"}


def tarocchi(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tarocchi", *args], capture_output=True, text=True, timeout=300)


def _known(game: str) -> str:
    return ", ".join(spec.key for spec in game_class(game).option_specs())


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("command", ["play", "match"])
def test_players_9_is_refused_alike_under_either_flag(game: str, command: str) -> None:
    extra = ["--agents", "random", "--deals", "1"] if command == "match" else []
    said = f"tarocchi {command}: option 'players' for {game} must be {PLAYERS[game]}, found 9\n"
    for flags in (["--players", "9"], ["--option", "players=9"]):
        done = tarocchi(command, game, *flags, *extra)
        assert (done.returncode, done.stderr) == (2, said), flags


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_option_names_the_game_and_the_known_ones(game: str) -> None:
    done = tarocchi("play", game, "--option", "bonusez=1")
    said = f"tarocchi play: unknown option 'bonusez' for {game} (known: {_known(game)})\n"
    assert (done.returncode, done.stderr) == (2, said)


@pytest.mark.parametrize("game", ["french-tarot", "piedmontese", "tarocchino"])
def test_a_gatti_record_relabelled_is_refused_naming_the_game(tmp_path: Path, game: str) -> None:
    record = json.loads((EXAMPLES / "gatti" / "valid-00.record.json").read_text(encoding="utf-8"))
    assert "bonuses" in record["options"]
    record["game"] = game
    path = tmp_path / "relabelled.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = tarocchi("replay", str(path))
    said = f"malformed record at $.options.bonuses: unknown option 'bonuses' for {game} (known: {_known(game)})"
    assert done.returncode != 0 and said in done.stdout + done.stderr, (done.stdout, done.stderr)


@pytest.mark.parametrize(
    ("game", "raw", "said"),
    [
        ("french-tarot", {"enable_chelem": 1}, "option 'enable_chelem' for french-tarot must be true or false, "
         "found 1"),
        ("gatti", {"must_overtrump": 1}, "option 'must_overtrump' for gatti must be true or false, found 1"),
        ("piedmontese", {"must_overtrump": 1}, "option 'must_overtrump' for piedmontese must be true or false, "
         "found 1"),
        ("tarocchino", {"grande_two_counters": 1}, "option 'grande_two_counters' for tarocchino must be true or "
         "false, found 1"),
        ("french-tarot", {"players": "4"}, "option 'players' for french-tarot must be an integer, found '4'"),
        ("tarocchino", {"players": "4"}, "option 'players' for tarocchino must be an integer, found '4'"),
        ("piedmontese", {"match_hands": 0}, "option 'match_hands' for piedmontese must be at least 1, found 0"),
        ("french-tarot", {"deals": 0}, "option 'deals' for french-tarot must be at least 1, found 0"),
    ],
)  # fmt: skip
def test_each_game_words_a_bad_value_alike(game: str, raw: dict[str, object], said: str) -> None:
    with pytest.raises(OptionError) as caught:
        create_game(game, raw)
    assert str(caught.value) == said
