"""``tarocchi analyze``: planted mistakes are flagged (a bout thrown away, the Petit lost at the last trick)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tarocchi.agents import make_agent
from tarocchi.agents.analysis import analyze_hand
from tarocchi.agents.search.endgame import EndgameSolver
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandState
from tarocchi.games import create_game
from tarocchi.records.model import HandRecord, MatchRecord

T1 = 0


def heuristic_step(game: Game, state: HandState, rngs: list[random.Random]) -> Action:
    """The heuristic's action for the seat to act."""
    agent = make_agent("heuristic", game)
    seat = state.to_act
    assert seat is not None
    obs = state.observation(seat)
    legal = list(obs.legal) if obs.legal else [a for a in state.legal_actions() if a.seat == seat]
    choices = [c for c in state.card_choices() if c.seat == seat]
    return agent.act(obs, legal, rngs[seat], choices)


def true_values(game: Game, state: HandState, seat: int) -> dict[int, float]:
    """Each legal card of ``seat`` (to play) valued with every hand known: the score after best play."""
    from tarocchi.agents.search import search_model

    model = search_model(game)
    view = state.play_view()
    assert view is not None
    played = 0
    for a in state.history:
        if a.verb == "play":
            played |= 1 << a.card
    out: dict[int, float] = {}
    for card in range(78):
        if not (view.legal >> card) & 1:
            continue
        child = state.playout()
        child.play_card(card)
        solver = EndgameSolver(game.trick_rules, model.card_value, max_nodes=10**6)  # type: ignore[attr-defined]
        final = solver.best_line(child, seat, played | (1 << card))
        out[card] = float(final.result().scores[seat])
    return out


Planter = Callable[[HandState, int, dict[int, float]], int | None]


def plant(game: Game, planter: Planter, cards_left: int) -> tuple[Deal, list[Action], int, int]:
    """A hand of heuristic play where, at ``cards_left`` cards, one seat's card is replaced by
    ``planter``'s (a card losing at least 20 points with every hand known); the rest by the heuristic.

    Returns the deal, the actions, the index of the planted action and its seat.
    """
    for seed in range(400):
        deal = game.deal(0, seed)
        state = game.new_hand(0, deal)
        rngs = [random.Random(f"plant/{seed}/{s}") for s in range(game.num_seats)]
        planted: tuple[int, int] | None = None
        while not state.is_over:
            view = state.play_view()
            if planted is None and view is not None and state.observation(view.seat).hand.bit_count() == cards_left:
                card = (
                    planter(state, view.seat, true_values(game, state, view.seat))
                    if view.legal & (view.legal - 1)
                    else None
                )
                if card is not None:
                    planted = (len(state.history), view.seat)
                    state.apply(Action(view.seat, "play", card=card))
                    continue
            state.apply(heuristic_step(game, state, rngs))
        if planted is not None:
            return deal, list(state.history), planted[0], planted[1]
    raise AssertionError("no deal to plant the mistake in")


def bout_thrown_away(state: HandState, seat: int, values: dict[int, float]) -> int | None:
    """The Petit played where it loses 20 points or more, if the seat may play it."""
    if T1 not in values or len(values) < 2:
        return None
    return T1 if max(values.values()) - values[T1] >= 20 else None


def petit_kept_for_the_last_trick(state: HandState, seat: int, values: dict[int, float]) -> int | None:
    """With two cards, the Petit and another: the other, when it leaves the Petit lost at the end."""
    if T1 not in values or len(values) != 2:
        return None
    other = next(c for c in values if c != T1)
    return other if values[T1] - values[other] >= 20 else None


@pytest.fixture(scope="module")
def ft() -> Game:
    return create_game("french-tarot", {"players": 4})


@pytest.mark.parametrize(("planter", "cards_left"), [(bout_thrown_away, 3), (petit_kept_for_the_last_trick, 2)])
def test_a_planted_mistake_is_the_hands_biggest(ft: Game, planter: Planter, cards_left: int) -> None:
    deal, actions, index, seat = plant(ft, planter, cards_left)
    review = analyze_hand(ft, 0, deal, actions, seats=[seat], samples=30)
    flagged = next(d for d in review.decisions if d.index == index)
    assert flagged.is_mistake and flagged.loss >= 10
    assert flagged.best.action != flagged.chosen
    assert flagged in review.mistakes()
    assert all(d.seat == seat for d in review.decisions)


def test_the_cli_prints_the_documented_json(ft: Game, tmp_path: Path) -> None:
    deal, actions, index, seat = plant(ft, petit_kept_for_the_last_trick, 2)
    record = MatchRecord(ft.name, ft.options_json(), None)
    record.hands.append(HandRecord(0, deal=deal, actions=actions))
    path = tmp_path / "planted.json"
    path.write_text(json.dumps(record.to_json()))
    out = subprocess.run(
        [sys.executable, "-m", "tarocchi", "analyze", str(path), "--seat", str(seat), "--samples", "20", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert (data["game"], data["seat"], data["samples"]) == ("french-tarot", seat, 20)
    (hand,) = data["hands"]
    assert set(hand) == {"hand", "decisions", "mistakes", "total_loss", "nothing_to_review"}
    assert index in hand["mistakes"]
    decision = next(d for d in hand["decisions"] if d["index"] == index)
    assert set(decision) == {
        "index",
        "seat",
        "phase",
        "chosen",
        "best",
        "loss",
        "error",
        "mistake",
        "worlds",
        "distinct_worlds",
        "exact",
        "options",
    }
    assert decision["mistake"] is True and decision["chosen"] != decision["best"]
    assert {"action", "text", "value", "error"} == set(decision["options"][0])
    assert decision["options"][0]["action"] == decision["best"]
    text = subprocess.run(
        [sys.executable, "-m", "tarocchi", "analyze", str(path), "--seat", str(seat), "--samples", "20"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert "biggest mistakes" in text.stdout and f"#{index} seat {seat}" in text.stdout


@pytest.mark.parametrize(
    ("extra", "message"),
    [(["--seat", "7"], "--seat"), (["--hand", "3"], "--hand"), (["--samples", "0"], "--samples")],
)
def test_bad_arguments_exit_2(tmp_path: Path, ft: Game, extra: list[str], message: str) -> None:
    record = MatchRecord(ft.name, ft.options_json(), None)
    record.hands.append(HandRecord(0, seed=1))
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record.to_json()))
    out = subprocess.run(
        [sys.executable, "-m", "tarocchi", "analyze", str(path), *extra], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 2 and message in out.stderr and "Traceback" not in out.stderr
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    out = subprocess.run(
        [sys.executable, "-m", "tarocchi", "analyze", str(bad)], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 2 and "not valid JSON" in out.stderr


def test_a_discard_is_reviewed_among_the_plans_and_the_heuristics(ft: Game) -> None:
    for seed in range(200):
        deal = ft.deal(0, seed)
        state = ft.new_hand(0, deal)
        rngs = [random.Random(f"discard/{seed}/{s}") for s in range(ft.num_seats)]
        while not state.is_over and len(state.history) < 12:  # the auction and the discard
            state.apply(heuristic_step(ft, state, rngs))
        discards = [(i, a) for i, a in enumerate(state.history) if a.verb == "discard"]
        if discards:
            break
    else:
        raise AssertionError("no deal with a discard")
    index, made = discards[0]
    actions = list(state.history)[: index + 1]
    review = analyze_hand(ft, 0, deal, actions, seats=[made.seat], samples=6)
    decision = next(d for d in review.decisions if d.index == index)
    assert decision.phase == "discard" and decision.chosen == made
    options = [o.action for o in decision.options]
    assert made in options and len(options) >= 3 and len(set(options)) == len(options)
    replay = ft.new_hand(0, deal)
    for action in actions[:index]:
        replay.apply(action)
    for option in options:
        replay.check(option)  # every option is a legal discard
    values = [o.value for o in decision.options]
    assert values == sorted(values, reverse=True) and decision.loss == values[0] - decision.chosen_option.value


EXAMPLES = Path(__file__).parents[1] / "data" / "examples"


@pytest.mark.parametrize(
    ("example", "index", "named"),
    [("gatti/valid-03", 1, "terno"), ("tarocchino/valid-02", 1, "seq-aces"), ("french-tarot/valid-05", 9, None)],
)
def test_declarations_are_reviewed_among_the_candidates_and_nothing(
    example: str, index: int, named: str | None
) -> None:
    """Issue 13 §6: every decision of the seat, the declarations too (a Gatti terno made after a pass the
    record leaves implied, a Tarocchino sequence, a French Tarot poignée beside the first card, whose
    "nothing now" is the card played next)."""
    from tarocchi.cli.analyze import review
    from tarocchi.records.replay import replay_files

    ((_, replay),) = replay_files([str(EXAMPLES / f"{example}.record.json")])
    assert not isinstance(replay, Exception)
    made = replay.hands[0].record.actions[index]
    (hand,) = review(replay, made.seat, 0, 4, 0)
    decision = next(d for d in hand.decisions if d.index == index)
    assert decision.seat == made.seat and decision.chosen.cards == made.cards
    assert decision.chosen.value == (named or made.value or "poignee-simple")  # (valid-05: an unnamed poignée)
    options = [o.action for o in decision.options]
    assert len(options) >= 2 and len(set(options)) == len(options) and decision.chosen in options
    if named is not None:  # in a declaration round: passing is an option
        assert any(o.verb == "declare" and not o.cards for o in options)
    else:  # beside the cards: "nothing now" is the seat's next card
        card = next(a for a in replay.hands[0].record.actions[index + 1 :] if a.seat == made.seat)
        assert card in options
