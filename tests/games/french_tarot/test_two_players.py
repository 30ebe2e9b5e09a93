"""French Tarot for two players, "avec le mort" (french-tarot.md §13, 17.1): every rule of §13 as a test,
and property tests over random two-player deals."""

from __future__ import annotations

import random

import pytest
from french_tarot_helpers import act, game, mask, play_out, stacked_deal

from tarocchi.cards import FULL_DECK, TRUMPS, cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal
from tarocchi.errors import IllegalActionError, InvalidActionError, OptionError
from tarocchi.games.french_tarot import FrenchTarot, FrenchTarotState
from tarocchi.games.french_tarot.scoring import HandFacts, score_hand, shares
from tarocchi.games.french_tarot.specs import OPTION_SPECS, OPTION_TEXTS

TWO = game(players=2)


def _deal(fixed: dict[int, str] | None = None, chien: str | None = None) -> Deal:
    return stacked_deal(3, fixed or {}, chien)


def _hand(
    dealer: int = 0, fixed: dict[int, str] | None = None, chien: str | None = None, **options: object
) -> FrenchTarotState:
    g = game(players=2, **options) if options else TWO
    return g.new_hand(dealer, _deal(fixed, chien))


def _code(fn: object, *args: object) -> str:
    with pytest.raises(IllegalActionError) as info:
        fn(*args)  # type: ignore[operator]
    return str(info.value.code)


# ---------------------------------------------------------------- options and seats (§13, 17.1)


def test_players_two_is_an_option_labelled_unofficial_in_three_languages() -> None:
    (spec,) = [s for s in OPTION_SPECS if s.key == "players"]
    assert 2 in spec.choices and spec.default == 4
    label = OPTION_TEXTS["option.players.2"]
    assert "unofficial variant" in label["en"]
    assert "variante non ufficiale" in label["it"]
    assert "variante non officielle" in label["fr"]
    assert TWO.options_json() == {"players": 2}
    assert FrenchTarot.from_options({"players": 2}).num_seats == 3
    with pytest.raises(OptionError, match="2, 3, 4 or 5"):
        FrenchTarot.from_options({"players": 1})


def test_three_seats_the_dummy_is_seat_two_and_not_a_live_seat() -> None:
    """§13: seats 0 and 1 are the players; seat 2 is the dummy, played by a player (live_seats)."""
    assert TWO.num_seats == 3 and TWO.dummy == 2
    assert TWO.live_seats() == [0, 1]
    assert [TWO.controller(s) for s in range(3)] == [0, 1, 1]
    assert game(players=3).live_seats() == [0, 1, 2] and game(players=3).dummy == -1


def test_the_default_session_is_two_deals() -> None:
    """§13: the default ``deals`` is 2 (one deal each)."""
    assert TWO.options.session_deals == 2
    assert game(players=2, deals=6).options.session_deals == 6


def test_three_hands_are_dealt_as_for_three_players() -> None:
    """§13: 24 cards each, a chien of 6, exactly as with 3 players."""
    for dealer in (0, 1):
        deal = TWO.deal(dealer, 12345)
        assert [len(h) for h in deal.hands] == [24, 24, 24] and len(deal.talon) == 6
        assert deal == game(players=3).deal(dealer, 12345)
        TWO.check_deal(deal)
    with pytest.raises(ValueError):
        TWO.check_deal(game(players=4).deal(0, 1))


def test_the_dummy_never_deals_and_the_deal_alternates() -> None:
    """§13: the deal alternates between seats 0 and 1; the dummy never deals."""
    TWO.check_dealer(0, None)
    TWO.check_dealer(1, None)
    with pytest.raises(ValueError, match="dummy"):
        TWO.check_dealer(2, None)
    passed = act(_hand(0), "1 bid pass", "0 bid pass")
    assert TWO.next_dealer(passed) == 1
    passed = act(_hand(1), "0 bid pass", "1 bid pass")
    assert TWO.next_dealer(passed) == 0


# ---------------------------------------------------------------- the auction (§13, R4.2)


@pytest.mark.parametrize(("dealer", "order"), [(0, [1, 0]), (1, [0, 1])])
def test_only_the_players_bid_from_the_seat_after_the_dealer(dealer: int, order: list[int]) -> None:
    """§13: one round, from the seat after the dealer with the dummy skipped."""
    state = _hand(dealer)
    assert state.bidders == tuple(order)
    assert state.to_act == order[0] and state.expected() == (order[0], "bid")
    assert {a.seat for a in state.legal_actions()} == {order[0]}
    state.apply(Action(order[0], "bid", value="petite"))
    assert state.to_act == order[1]
    assert _code(state.apply, Action(2, "bid", value="pass")) == "not_your_turn"
    state.apply(Action(order[1], "bid", value="pass"))
    assert state.phase == "discard" and state.taker == order[0]  # one round: no third bid
    assert _code(state.apply, Action(2, "bid", value="garde")) == "auction_over"


def test_a_bid_must_be_higher_with_two_players_too() -> None:
    state = act(_hand(0), "1 bid garde")
    assert _code(state.apply, Action(0, "bid", value="petite")) == "bid_too_low"
    act(state, "0 bid garde-sans")
    assert state.taker == 0 and state.contract == "garde-sans" and state.phase == "play"


def test_both_pass_is_a_void_deal() -> None:
    """§13, R4.3: both players pass, nobody scores; the dummy never speaks."""
    state = act(_hand(1), "0 bid pass", "1 bid pass")
    assert state.is_over
    result = state.result()
    assert result.scores == (0, 0, 0) and result.points == (0, 0, 0) and dict(result.detail) == {"passed": True}
    assert [a.seat for a in state.history] == [0, 1]


# ---------------------------------------------------------------- who plays, who leads (§13, R7.1)


@pytest.mark.parametrize(("bids", "taker", "defender"), [(("1 bid petite", "0 bid pass"), 1, 0),
                                                          (("1 bid pass", "0 bid garde"), 0, 1)])  # fmt: skip
def test_the_defender_controls_the_dummy(bids: tuple[str, str], taker: int, defender: int) -> None:
    """§13: the taker plays alone; the other player controls its own seat and the dummy's."""
    state = _hand(0)
    assert state.controller(2) == 1  # before the auction ends: the game's answer (the dummy never acts then)
    act(state, *bids)
    assert state.taker == taker
    assert [state.controller(s) for s in range(3)] == [0, 1, defender]
    assert state.same_side(defender, 2) and not state.same_side(taker, 2)
    assert TWO.known_sides(state.observation(taker)) == ((taker,), (defender, 2))
    assert state.observation(defender).info["controllers"] == [0, 1, defender]


def test_the_seat_after_the_dealer_leads_the_dummy_included() -> None:
    """§13, R7.1: dealer 1, the forehand is the dummy, which leads trick 1 (its controller plays it)."""
    state = act(_hand(1), "0 bid garde-sans", "1 bid pass")
    assert state.to_act == 2 and state.expected() == (2, "play")
    assert {a.seat for a in state.legal_actions() if a.verb == "play"} == {2}
    assert state.controller(2) == 1
    card = cards_of(state.legal_cards())[0]
    state.apply(Action(2, "play", card=card))
    assert state.to_act == 0
    state = act(_hand(0), "1 bid garde-sans", "0 bid pass")
    assert state.to_act == 1  # dealer 0: seat 1 leads


def test_an_announced_chelem_lets_the_taker_lead() -> None:
    """§13: the taker's chelem rules are those of 3 players (R9.3: the taker leads)."""
    state = act(_hand(1), "0 bid garde-sans", "1 bid pass", "0 announce chelem")
    assert state.to_act == 0
    assert _code(state.apply, Action(2, "announce", value="chelem")) == "not_taker"


def test_legal_moves_of_the_dummy_are_those_of_section_7() -> None:
    """§13: legal moves are those of §7 for every seat: the dummy must follow suit."""
    fixed = {1: "KS T21", 2: "2S 3H T5", 0: "4S"}
    state = act(_hand(0, fixed), "1 bid garde-sans", "0 bid pass", "1 play KS")
    assert state.to_act == 2
    assert _code(state.apply, Action(2, "play", card=mask("3H").bit_length() - 1)) == "must_follow"
    assert _code(state.apply, Action(0, "play", card=mask("4S").bit_length() - 1)) == "not_your_turn"
    act(state, "2 play 2S")


# ---------------------------------------------------------------- the dummy exposed (§13)


def _dummy_cards_seen(state: FrenchTarotState, seat: int) -> int:
    """Every card of the dummy's current hand that ``seat``'s observation shows anywhere."""
    obs = state.observation(seat)
    seen = obs.hand if seat == 2 else 0
    for cards in (*obs.public_cards.values(), *obs.private_cards.values()):
        seen |= cards
    for action in obs.history:
        seen |= action.cards | ((1 << action.card) if action.card >= 0 else 0)
    for action in obs.legal:
        seen |= action.cards | ((1 << action.card) if action.card >= 0 else 0)
    return seen & state.hand(2) & ~state.observation(seat).hand if seat != 2 else seen & state.hand(2)


@pytest.mark.parametrize("contract", ["petite", "garde"])
def test_the_dummy_is_hidden_until_the_discard_then_exposed(contract: str) -> None:
    """§13: before the discard nobody sees the dummy (its own seat's view included); once it is made
    both players (and the dummy's view) see it; the dummy's view then shows its controller's hand."""
    state = _hand(0)
    dummy_hand = state.hand(2)
    for seat in (0, 1, 2):
        assert _dummy_cards_seen(state, seat) == 0
        assert "dummy:2" not in state.observation(seat).public_cards
    act(state, f"1 bid {contract}", "0 bid pass")
    assert state.phase == "discard"
    for seat in (0, 1, 2):
        assert _dummy_cards_seen(state, seat) == 0
    assert state.observation(2).hand == 0
    choice = state.card_choices()[0]
    extra = cards_of(choice.pool & ~choice.required)[: choice.size - choice.required.bit_count()]
    state.apply(choice.action(sum(1 << c for c in extra)))
    assert state.phase == "play"
    for seat in (0, 1):
        assert state.observation(seat).public_cards["dummy:2"] == dummy_hand
    dummy_view = state.observation(2)
    assert dummy_view.hand == dummy_hand
    assert dummy_view.private_cards == {"controller:0": state.hand(0)}
    assert "discard" not in dummy_view.private_cards  # the taker's discard stays the taker's


@pytest.mark.parametrize("contract", ["garde-sans", "garde-contre"])
def test_the_dummy_is_exposed_once_the_auction_ends_without_a_discard(contract: str) -> None:
    state = act(_hand(1), f"0 bid {contract}")
    for seat in (0, 1, 2):
        assert _dummy_cards_seen(state, seat) == 0
    act(state, "1 bid pass")
    assert state.phase == "play"
    for seat in (0, 1):
        assert state.observation(seat).public_cards["dummy:2"] == state.hand(2)
    assert "chien" not in state.observation(1).public_cards  # R5.5: the chien stays unseen


def test_the_exposed_dummy_follows_its_hand_as_it_plays() -> None:
    state = act(_hand(1), "0 bid garde-sans", "1 bid pass")
    card = cards_of(state.legal_cards())[0]
    state.apply(Action(2, "play", card=card))
    assert state.observation(0).public_cards["dummy:2"] == state.hand(2)
    assert not (state.hand(2) >> card) & 1


def test_a_passed_deal_never_exposes_the_dummy() -> None:
    state = act(_hand(0), "1 bid pass", "0 bid pass")
    for seat in (0, 1, 2):
        assert _dummy_cards_seen(state, seat) == 0


# ---------------------------------------------------------------- declarations (§13, R8)


_TRUMPS_13 = " ".join(f"T{i}" for i in range(2, 15))


def test_the_dummy_declares_no_poignee() -> None:
    """§13: the dummy declares no poignée, even holding 13 trumps at its turn in trick 1."""
    state = act(_hand(1, {2: _TRUMPS_13}), "0 bid garde-sans", "1 bid pass")
    assert state.to_act == 2
    assert state.card_choices() == [] and not state.poignee_open()
    declare = Action(2, "declare", cards=mask(_TRUMPS_13), value="poignee-simple")
    assert _code(state.apply, declare) == "dummy_declares"


def test_the_taker_s_poignee_thresholds_are_those_of_three_players() -> None:
    """§13, R8.1: 13 / 15 / 18 trumps."""
    state = act(_hand(0, {1: _TRUMPS_13 + " T15 T16"}), "1 bid garde-sans", "0 bid pass")
    names = {c.value: c.size for c in state.card_choices()}
    assert names == {"poignee-simple": 13, "poignee-double": 15}
    ten = Action(1, "declare", cards=mask("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"), value="poignee-simple")
    assert _code(state.apply, ten) == "poignee_size"
    act(state, f"1 declare {_TRUMPS_13} as poignee-simple")
    assert state.observation(0).public_cards["poignee:1"] == mask(_TRUMPS_13)


def test_the_defender_declares_its_own_poignee() -> None:
    state = act(_hand(1, {1: _TRUMPS_13}), "0 bid garde-sans", "1 bid pass")
    # the dummy leads, then the taker, then the defender declares before its card
    act(state, f"2 play {_first_legal(state)}")
    act(state, f"0 play {_first_legal(state)}")
    assert {c.seat for c in state.card_choices()} == {1}
    act(state, f"1 declare {_TRUMPS_13} as poignee-simple")


def _first_legal(state: FrenchTarotState) -> str:
    from tarocchi.cards import CODES

    legal = state.legal_cards()
    return CODES[(legal & -legal).bit_length() - 1]


def test_the_dummy_announces_no_petit_sec_but_its_petit_sec_annuls_the_deal() -> None:
    """§13: the dummy announces nothing: under ``petit_sec = optional`` it may not declare one and the
    deal plays on; under ``annul`` the engine annuls a deal holding one in any of the three hands, the
    dummy's included (three hands dealt and checked exactly as for 3 players, R3.7)."""
    sec = "T1 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H 2H 3H 4H 5H 6H 7H 8H 9H"
    state = game(players=2, petit_sec="optional").new_hand(0, stacked_deal(3, {2: sec}, petit_sec=True))
    assert not any(a.verb == "declare" for a in state.legal_actions())
    whole = Action(2, "declare", cards=state.dealt[2], value="petit-sec")
    assert _code(state.apply, whole) == "dummy_declares"
    act(state, "1 bid pass", "0 bid pass")
    annulled = TWO.new_hand(0, stacked_deal(3, {2: sec}, petit_sec=True))
    assert annulled.is_over and dict(annulled.result().detail) == {"annulled": "petit-sec", "seat": 2}
    assert TWO.next_dealer(annulled) == 0  # same dealer (petit_sec_redeal)


# ---------------------------------------------------------------- scoring (§13, R10.4)


def test_shares_are_taker_plus_two_d_defender_minus_two_d_dummy_zero() -> None:
    assert shares(3, 1, None, 58, dummy=2) == [-116, 116, 0]
    assert shares(3, 0, None, -172, dummy=2) == [-344, 344, 0]
    assert shares(3, 1, None, 58) == [-58, 116, -58]  # three players: each defender -D


@pytest.mark.parametrize(
    ("contract", "attack", "bouts", "poignee", "pab", "expected"),
    [
        # S9 with two players: garde, 40.5 points, 2 bouts: lost by 0.5 -> 1; D = -26 x 2 = -52
        ("garde", "40.5", 2, None, 0, (-104, 104, 0)),
        # S17: petite, 41.5, 2 bouts: won by 0.5 -> 1; D = 26
        ("petite", "41.5", 2, None, 0, (52, -52, 0)),
        # S13: garde, 48.5, 1 bout, a defender's poignée 20, petit au bout to the defence:
        # D = (-28 - 10) x 2 - 20 = -96
        ("garde", "48.5", 1, 1, -1, (-192, 192, 0)),
    ],
)
def test_three_player_vectors_with_two_players(
    contract: str, attack: str, bouts: int, poignee: int | None, pab: int, expected: tuple[int, int, int]
) -> None:
    """§13: the three-player formula; taker (seat 0 here) +2D, defender -2D, the dummy 0."""
    pile = _pile(float(attack), bouts)
    facts = HandFacts(
        3,
        dummy=2,
        taker=0,
        contract=contract,
        attack=pile,
        attack_tricks=10,
        tricks=24,
        petit_au_bout=pab,
        poignees=((poignee, "poignee-simple"),) if poignee is not None else (),
    )
    result = score_hand(facts)
    assert result.scores == expected
    assert result.points[0] == float(attack) and result.points[1] == result.points[2] == 91 - float(attack)


def _pile(points: float, bouts: int) -> int:
    """A set of cards worth ``points`` holding ``bouts`` bouts: the bouts, then honours, then 0.5-point cards."""
    from tarocchi.games.french_tarot.deck import half_points

    chosen = sum(1 << c for c in (0, 20, 21)[:bouts])
    for card in sorted(cards_of(FULL_DECK & ~(1 | 1 << 20 | 1 << 21)), key=lambda c: -half_points(1 << c)):
        if half_points(chosen) + half_points(1 << card) > int(2 * points):
            continue
        chosen |= 1 << card
        if half_points(chosen) == int(2 * points):
            break
    assert half_points(chosen) == int(2 * points)
    return chosen


def test_the_excuse_of_the_defending_camp_and_a_whole_hand_by_the_rules() -> None:
    """A whole deal played by the lowest legal card: a legal, zero-sum, 91-point deal whose dummy scores 0."""
    state = play_out(act(_hand(1), "0 bid garde-sans", "1 bid pass"))
    result = state.result()
    assert result.scores[2] == 0 and result.scores[0] == -result.scores[1]
    assert result.points[0] + result.points[1] == 91 and result.points[1] == result.points[2]


# ---------------------------------------------------------------- properties over random deals


def _check_no_leak(state: FrenchTarotState) -> None:
    if not state.dummy_exposed():
        for seat in (0, 1, 2):
            assert _dummy_cards_seen(state, seat) == 0, (seat, state.phase)


def test_random_two_player_deals_keep_every_invariant() -> None:
    """Property test over random deals played by uniformly random legal actions through the checked path:
    91 points; zero-sum over seats 0 and 1; the dummy's score 0; cards conserved; an illegal action is
    refused and changes nothing; nothing of the dummy's hand shows before it is exposed."""
    rng = random.Random(20261201)
    outcomes: set[str] = set()
    for deal_number in range(150):
        dealer = deal_number % 2
        state = TWO.new_hand(dealer, TWO.deal(dealer, rng.getrandbits(64)))
        while not state.is_over:
            _check_no_leak(state)
            _try_illegal(state, rng)
            state.apply(TWO.random_action(state, rng))
            assert state.dummy not in [a.seat for a in state.history if a.verb in ("bid", "declare", "announce")]
        result = state.result()
        assert sum(result.scores) == 0 and result.scores[2] == 0
        assert result.scores[0] == -result.scores[1]
        detail = dict(result.detail)
        if "contract" in detail:
            outcomes.add(detail["contract"])
            taker = detail["taker"]
            defender = 1 - taker
            assert result.points[taker] + result.points[defender] == 91
            assert result.scores[taker] == 2 * detail["per_defender"]
            piles = state.camp_tricks(True) | state.camp_tricks(False)
            aside = state.discard if state.contract in ("petite", "garde") else _chien(state)
            assert piles & aside == 0 and state.camp_tricks(True) & state.camp_tricks(False) == 0
            assert piles | aside == FULL_DECK
            assert all(state.hand(s) == 0 for s in range(3))
        else:
            outcomes.add(next(iter(detail)))
    assert {"petite", "garde", "garde-sans", "garde-contre", "passed"} <= outcomes


def _chien(state: FrenchTarotState) -> int:
    return state.deal.talon_mask


def _try_illegal(state: FrenchTarotState, rng: random.Random) -> None:
    """An action not in the legal list is refused with a reason, and the state is unchanged."""
    before = (state.phase, state.to_act, len(state.history), [state.hand(s) for s in range(3)])
    legal_plays = {a.card for a in state.legal_actions() if a.verb == "play"}
    candidates: list[Action] = [Action(2, "bid", value="garde"), Action(2, "announce", value="chelem")]
    candidates.append(Action(2, "declare", cards=state.hand(2) & TRUMPS or 1, value="poignee-simple"))
    if state.playing:
        illegal = [c for c in cards_of(FULL_DECK) if c not in legal_plays]
        if illegal:
            candidates.append(Action(state.to_play or 0, "play", card=rng.choice(illegal)))
    action = rng.choice(candidates)
    with pytest.raises((IllegalActionError, InvalidActionError)):
        state.apply(action)
    assert before == (state.phase, state.to_act, len(state.history), [state.hand(s) for s in range(3)])


def test_random_hands_on_the_fast_path_score_as_the_checked_path() -> None:
    """``random_hand`` (bench, simulations) plays two-player deals whose history replays on the checked path."""
    rng = random.Random(7)
    for _ in range(200):
        dealer = rng.randrange(2)
        fast = TWO.random_hand(dealer, rng)
        checked = TWO.new_hand(dealer, fast.deal)
        for action in fast.history:
            checked.apply(action)
        assert checked.is_over and checked.result().scores == fast.result().scores
        assert fast.result().scores[2] == 0


def test_hidden_cards_do_not_change_a_player_s_view_before_exposure() -> None:
    """Swapping cards between the dummy's hand and the other player's hand (both hidden from the
    observer) changes nothing in the observer's view while the dummy is unexposed."""
    rng = random.Random(3)
    checked = 0
    for _ in range(40):
        dealer = rng.randrange(2)
        deal = TWO.deal(dealer, rng.getrandbits(64))
        for observer in (0, 1):
            other = 1 - observer
            pool = list(deal.hands[other] + deal.hands[2])
            rng.shuffle(pool)
            hands = list(deal.hands)
            hands[other], hands[2] = tuple(pool[:24]), tuple(pool[24:])
            twin = Deal(tuple(hands), deal.talon)
            a, b = TWO.new_hand(dealer, deal), TWO.new_hand(dealer, twin)
            if a.is_over or b.is_over:
                continue  # a petit sec annuls one of them at once
            bidder = a.to_act
            assert bidder is not None
            script = [Action(bidder, "bid", value="garde"), Action(1 - bidder, "bid", value="pass")]
            for action in script:
                assert a.observation(observer) == b.observation(observer)
                a.apply(action)
                b.apply(action)
            assert a.observation(observer) == b.observation(observer)  # the discard phase: chien shown
            checked += 1
    assert checked > 40


def test_the_explanation_says_the_defender_pays_for_the_dummy_too() -> None:
    """§13: the score explanation ends with the defender's double share (-2D)."""
    lost = score_hand(HandFacts(3, dummy=2, taker=0, contract="garde", attack=_pile(40.5, 2), tricks=24))
    assert lost.scores == (-104, 104, 0)
    last = TWO.explain(lost)[-1]
    assert last.key == "ft.dummy_receives" and last.params["d"] == 52 and last.params["total"] == 104
    assert last.params["seat"].seat == 1
    three = score_hand(HandFacts(3, taker=0, contract="garde", attack=_pile(40.5, 2), tricks=24))
    assert game(players=3).explain(three)[-1].key == "ft.per_defender_receives"


def test_tarocchi_bench_measures_two_players_without_the_dummy_dealing() -> None:
    """``tarocchi bench french-tarot --players 2``: every measurement deals from seats 0 and 1 only."""
    from tarocchi.cli.bench import dealer_rotation, measure, measure_rollouts, next_dealer_seat

    assert [next_dealer_seat(TWO, d) for d in (0, 1)] == [1, 0]
    assert next_dealer_seat(game(players=3), 1) == 2
    assert dealer_rotation(TWO) == [0, 1] * 10 and dealer_rotation(game(players=5)) == [0, 1, 2, 3, 4] * 4
    out = measure("french-tarot", {"players": 2}, 0.05, 1)
    assert out["players"] == 2 and out["hands"] >= 20
    assert measure_rollouts("french-tarot", {"players": 2}, 0.05, 1)["rollouts"] > 0


def test_the_integer_action_layout_is_that_of_three_players() -> None:
    """The package docstring's layout: 478 ids as with three players; the dummy's decisions are play ids."""
    three = game(players=3)
    assert TWO.num_distinct_actions == three.num_distinct_actions == 478
    assert [TWO.action_name(i) for i in range(478)] == [three.action_name(i) for i in range(478)]
    state = act(_hand(1), "0 bid garde-sans", "1 bid pass")
    assert state.to_act == 2
    ids = state.legal_ids()
    assert ids and all(i < 78 for i in ids)  # play ids only: no poignée pick for the dummy
    assert state.apply_id(ids[0]) == Action(2, "play", card=ids[0])


def test_the_search_samples_no_card_of_an_exposed_dummy_and_values_it_for_its_controller() -> None:
    """The search agent's worlds keep the exposed dummy's hand (public), and in the dummy's own view its
    controller's hand; before exposure the dummy's hand is sampled like any hidden hand."""
    from tarocchi.agents.search import search_model

    model = search_model(TWO)
    rng = random.Random(5)
    state = act(_hand(1), "0 bid garde-sans", "1 bid pass")
    for seat in (0, 1, 2):
        obs = state.observation(seat)
        for _ in range(5):
            world = model.determinize(obs, rng).state
            assert world.hand(2) == state.hand(2)
            assert world.hand(seat) == state.hand(seat)
            if seat == 2:
                assert world.hand(1) == state.hand(1)  # the dummy's view shows its controller's hand
    finished = play_out(state.copy())
    assert model.value(finished, 2) == finished.result().scores[1] == model.value(finished, 1)
    hidden = act(_hand(0), "1 bid garde")
    worlds = {model.determinize(hidden.observation(0), rng).state.hand(2) for _ in range(5)}
    assert len(worlds) > 1  # not exposed yet: sampled


def test_tarocchi_match_lets_the_defender_s_agent_play_the_dummy() -> None:
    """``tarocchi match``'s hand loop (:func:`tarocchi.sim.runner.play_hand`): the dummy's decisions go to
    the agent of the defender of that hand, whoever it is, never to the taker's."""
    from tarocchi.agents import make_agent
    from tarocchi.sim.runner import play_hand

    class Recording:
        def __init__(self) -> None:
            self.inner = make_agent("random", TWO)
            self.seats: set[int] = set()

        def act(self, obs: object, legal: object, rng: random.Random, choices: object = ()) -> Action:
            self.seats.add(obs.seat)  # type: ignore[attr-defined]
            return self.inner.act(obs, legal, rng, choices)  # type: ignore[arg-type]

    takers = set()
    for k in range(12):
        agents = [Recording(), Recording()]
        result, _ = play_hand(TWO, [agents[0], agents[1], agents[1]], k % 2, k, f"t/{k}")  # type: ignore[list-item]
        detail = dict(result.detail)
        if "taker" not in detail:
            continue
        taker = detail["taker"]
        takers.add(taker)
        assert 2 in agents[1 - taker].seats and 2 not in agents[taker].seats
    assert takers == {0, 1}
