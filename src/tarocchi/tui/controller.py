"""The table behind the terminal interface: a match, the computer players, the human's turn, the record.

No terminal code here: the screens ask this object what to show and hand it what the player typed.
Games are driven only through the generic contract (:class:`~tarocchi.session.MatchSession`,
``legal_actions``, ``card_choices``, ``check``, ``observation``) and computer players through
:func:`tarocchi.agents.make_agent`; the human sees only the observation of his own seat.
"""

from __future__ import annotations

import os
import random
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tarocchi.agents import Agent, agent_names, make_agent
from tarocchi.agents.analysis import HandReview, analyze_hand
from tarocchi.agents.base import optional_action
from tarocchi.agents.levels import level
from tarocchi.cards import FOOL, Card, CardSet, cards_of, codes_of, is_card_code, mask_of, parse_card
from tarocchi.cards.names import PLAIN_PACK, AmbiguousCardError, Pack, card_candidates, parse_typed_card
from tarocchi.engine.actions import Action, malformed
from tarocchi.engine.explain import SeatRef
from tarocchi.engine.game import CardChoice, Game, HandResult, HandState
from tarocchi.engine.observation import Observation
from tarocchi.errors import IllegalActionError, InvalidActionError, RecordError, TarocchiError
from tarocchi.games.taken import Taken, points_taken
from tarocchi.records.files import write_json
from tarocchi.session import MatchSession, draw_first_dealer, first_dealers

BOT_NAMES = ("Ada", "Bruno", "Carla", "Dario", "Elena", "Franco")
REVIEW_SAMPLES = 20
"""The deals of the unseen cards each decision of a hand's review is valued over (a few seconds a hand)."""


def default_bot_level() -> str:
    """The strongest level that answers fast: ``heuristic`` when registered, else ``random``."""
    names = agent_names()
    return "heuristic" if "heuristic" in names else "random"


def controlled_seats(game: Game, human: int, state: HandState | None = None) -> frozenset[int]:
    """The seats the human plays: every seat whose controller is his (his own, and his dummies:
    :meth:`~tarocchi.engine.game.Game.controller`, DESIGN.md §4), in the hand ``state`` when given
    (:meth:`~tarocchi.engine.game.HandState.controller`: a hand may give a dummy to whoever defends)."""
    controller = state.controller if state is not None else game.controller
    mine = controller(human)
    return frozenset(s for s in range(game.num_seats) if controller(s) == mine)


def data_dir() -> Path:
    """The user's data directory for tarocchi (records of games played)."""
    env = os.environ.get("TAROCCHI_DATA_DIR")
    if env:
        return Path(env)
    try:
        import platformdirs

        return Path(platformdirs.user_data_dir("tarocchi", appauthor=False))
    except ImportError:  # pragma: no cover - platformdirs comes with textual
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        return Path(base) / "tarocchi"


def default_save_path(game: str) -> Path:
    """A new record file in the data directory, named after the game and the time."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return data_dir() / "games" / f"{game}-{stamp}.json"


def parse_card_text(text: str, pack: Pack = PLAIN_PACK, lang: str = "en", deck: CardSet | None = None) -> Card:
    """A card from what a player types: a code in any case (``kh``, ``10s``, ``t21``, ``fool``, ``ex``),
    a glyph label (``K♥``), or the player's own words (:func:`~tarocchi.cards.names.parse_typed_card`:
    ``rco`` for the roi de cœur in French, ``kcups`` for the king of cups in Gatti).

    Raises :class:`~tarocchi.cards.names.AmbiguousCardError` when the text names several cards, and
    :class:`InvalidActionError` naming the text when it names none.
    """
    return parse_typed_card(text, pack, lang, deck)


def typed_cards(text: str, pack: Pack, lang: str, deck: CardSet | None = None) -> list[Card] | None:
    """The cards of a typed line (``kh 10s``, ``roi de cœur, 7 de pique``), or ``None`` when a part of it
    is not a card; several words may name one card. Raises
    :class:`~tarocchi.cards.names.AmbiguousCardError` on a part that names several cards, when no other reading
    of the line names only cards. A word written as a record code (``9C``, ``KH``, ``T21``, ``FOOL``: DESIGN.md
    §3, upper case) is that card, as the help says, also where the player's own words would read it otherwise
    (``9c`` in Gatti: cups or coins). A number followed by a suit's name is that suit's card (``7 de pique``,
    ``2 coppe``), not the trump of that number and a word left over."""
    words = split_cards(text)
    ambiguous: list[AmbiguousCardError] = []
    memo: dict[int, list[Card] | None] = {}

    def cards_from(i: int) -> list[Card] | None:
        """The cards of ``words[i:]``, each of one to four words, the first reading that leaves no word over
        (the shortest parts first: ``1 2`` is two trumps); an ambiguous part met is kept in ``ambiguous``."""
        if i == len(words):
            return []
        if i not in memo:
            memo[i] = None
            word = words[i]
            if is_card_code(word) and (deck is None or (deck >> parse_card(word)) & 1):
                rest = cards_from(i + 1)
                memo[i] = None if rest is None else [parse_card(word), *rest]
                return memo[i]
            for n in range(1, min(4, len(words) - i) + 1):
                part = " ".join(words[i : i + n])
                found = card_candidates(part, pack, lang, deck)
                if len(found) > 1:
                    ambiguous.append(AmbiguousCardError(part, found))
                elif found and (rest := cards_from(i + n)) is not None:
                    memo[i] = [found[0], *rest]
                    break
        return memo[i]

    cards = cards_from(0)
    if cards is None and ambiguous:
        raise ambiguous[0]
    return cards


@dataclass(frozen=True)
class Refusal:
    """Why an action was refused: the rule's reason in the engine's words, and its reason code with
    parameters (:class:`~tarocchi.errors.IllegalActionError`) for the player's language."""

    action: Action | None
    reason: str
    code: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, action: Action | None, exc: TarocchiError | ValueError) -> Refusal:
        """The refusal an exception of the engine stands for."""
        if isinstance(exc, IllegalActionError):
            return cls(action, exc.reason, exc.code, exc.params)
        return cls(action, str(exc))


class Table:
    """One match at one table: the human at ``human`` (and his dummy), computer players elsewhere."""

    def __init__(
        self,
        game: Game,
        *,
        human: int = 0,
        bots: str | None = None,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        save_path: str | Path | None = None,
        agents: dict[int, Agent] | None = None,
        first_dealer: int | None = None,
    ) -> None:
        self.game = game
        self.human = human % game.num_seats
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.bot_level = bots or default_bot_level()
        if names is None:
            others = iter(BOT_NAMES)
            names = ["You" if s == self.human else next(others) for s in range(game.num_seats)]
        self.names = list(names)
        if first_dealer is None:
            first_dealer = draw_first_dealer(self.seed, game.num_seats, first_dealers(game))
        elif not 0 <= first_dealer < game.num_seats:
            raise InvalidActionError(f"--dealer {first_dealer} is not a seat of {game.name} (0..{game.num_seats - 1})")
        elif first_dealer not in first_dealers(game):
            raise InvalidActionError(f"--dealer {first_dealer}: seat {first_dealer} of {game.name} does not deal")
        self.first_dealer = first_dealer
        self.session = MatchSession(game, seed=self.seed, names=self.names, first_dealer=first_dealer)
        self.agents: dict[int, Agent] = dict(agents or {})
        for seat in game.live_seats():  # a dummy is played by its controller's agent (bot_agent)
            if seat != self.human and seat not in self.agents:
                self.agents[seat] = make_agent(self.bot_level, game)
        self.save_path = Path(save_path) if save_path else default_save_path(game.name)
        self.save_named = bool(save_path)
        """True when the player named the record's file (``--save``, ``--resume``): a new match is numbered after
        it (:meth:`new_match`); False when it is a new file of the data directory."""
        self._passed_window: int | None = None
        self.last_error: Refusal | None = None
        self.previous_state: HandState | None = None
        """The hand before this one (the review replays this one from it)."""
        self.hint_agent: Agent | None = None
        """The agent that gives hints (the expert level's, built on the first hint)."""

    # ---------------------------------------------------------------- state
    @property
    def controlled(self) -> frozenset[int]:
        """The seats the human plays in the current hand (his own and his dummies)."""
        return controlled_seats(self.game, self.human, self.state)

    @property
    def state(self) -> HandState:
        """The current hand."""
        return self.session.state

    @property
    def hand_index(self) -> int:
        return self.session.hand_index

    @property
    def results(self) -> list[HandResult]:
        return self.session.results

    def observation(self) -> Observation:
        """The human's observation (the only one the interface may show)."""
        return self.state.observation(self.human)

    def taken(self) -> list[Taken]:
        """Per side, the tricks and card points taken so far, as the human's observation shows them."""
        return points_taken(self.game, self.observation())

    def human_actions(self) -> list[Action]:
        """The listed legal actions of the seats the human plays, as their own views offer them (a game may
        withhold an action whose legality would tell the seat something hidden: :meth:`HandState.check_live`)."""
        if self.state.is_over:
            return []
        return [a for seat in sorted(self.controlled) for a in self.state.observation(seat).legal]

    def human_choices(self) -> list[CardChoice]:
        """The set-valued legal decisions (discards, poignées) of the seats the human plays."""
        if self.state.is_over:
            return []
        return [c for c in self.state.card_choices() if c.seat in self.controlled]

    @property
    def acting_seat(self) -> int | None:
        """The seat the human is asked to act for now, or ``None`` when it is not his turn."""
        state = self.state
        if state.is_over:
            return None
        if state.to_act in self.controlled:
            return state.to_act
        if self._optional_window_open():
            return next(a.seat for a in self.human_actions() if a.verb != "play")
        return None

    @property
    def is_human_turn(self) -> bool:
        return self.acting_seat is not None

    def _optional_window_open(self) -> bool:
        """True while the human may make an optional move out of turn: the engine lists an action of a seat he
        plays while another seat is to act (a Fool exchange ``give``, a chelem announced before a computer
        player leads the first trick: French Tarot R9.3, C13). The computer players wait until he acts or lets
        it pass (:meth:`decline_optional`)."""
        if self._passed_window == len(self.state.history):
            return False
        # (a card the engine lists for him out of turn closes another seat's window: that seat acts first)
        return any(a.verb != "play" for a in self.human_actions())

    def decline_optional(self) -> None:
        """Let the engine choose the optional move (the default exchange card) and play on."""
        self._passed_window = len(self.state.history)

    def hand_cards(self, seat: int | None = None) -> CardSet:
        """The cards the human sees in the hand of a seat he plays (his own, or his dummy's)."""
        obs = self.observation()
        seat = self.human if seat is None else seat
        if seat == self.human:
            return obs.hand
        for key, cards in list(obs.private_cards.items()) + list(obs.public_cards.items()):
            if key in (f"dummy:{seat}", f"hand:{seat}"):
                return cards
        return 0

    # ---------------------------------------------------------------- acting
    def bot_due(self) -> int | None:
        """The computer seat due to act now, or ``None`` (the human is due, or the hand is over)."""
        state = self.state
        if state.is_over or self.is_human_turn:
            return None
        seat = state.to_act
        return seat if seat is not None and self.bot_agent(seat) is not None else None

    def bot_agent(self, seat: int) -> Agent | None:
        """The computer player deciding for ``seat``: its own, or its controller's in this hand."""
        agent = self.agents.get(seat)
        return agent if agent is not None else self.agents.get(self.state.controller(seat))

    def bot_choose(self, seat: int) -> Action:
        """The action the computer player at ``seat`` chooses from its own observation (may be slow:
        the interface calls it off its main thread; nothing else changes the hand meanwhile)."""
        state = self.state
        observation = state.observation(seat)
        choices = [c for c in state.card_choices() if c.seat == seat]
        agent = self.bot_agent(seat)
        assert agent is not None
        return agent.act(observation, list(observation.legal), self.bot_rng(seat), choices)

    def bot_rng(self, seat: int) -> random.Random:
        """The random source of one decision of a computer player: a function of the match seed, the
        hand, how far the record of the hand goes and the seat, so that a resumed match
        (:func:`resume_table`) makes the same decisions as one played straight through."""
        done = len(self.session.record.hands[-1].actions)
        return random.Random(f"{self.seed}:{self.hand_index}:{done}:{seat}")

    def bot_apply(self, seat: int, action: Action) -> Action:
        """Apply a computer player's action; a refused one is replaced by a random legal action."""
        try:
            self.session.apply(action)
        except TarocchiError:
            # a faulty agent must not stop the table
            action = self.game.random_live_action(self.state, self.bot_rng(seat))
            self.session.apply(action)
        return action

    def bot_step(self) -> Action | None:
        """Let one computer player act, if one is due; return its action (``None`` if the human is due)."""
        seat = self.bot_due()
        if seat is None:
            return None
        return self.bot_apply(seat, self.bot_choose(seat))

    def run_bots(self, limit: int = 10_000) -> list[Action]:
        """Let the computer players act until the human is due or the hand is over."""
        done: list[Action] = []
        for _ in range(limit):
            action = self.bot_step()
            if action is None:
                break
            done.append(action)
        return done

    def submit(self, action: Action) -> Refusal | None:
        """Apply the human's action; on refusal, the engine's reason (nothing changes)."""
        if action.seat not in self.controlled:
            refusal = Refusal(
                action, f"seat {action.seat} is not yours", "not_your_seat", {"who": SeatRef(action.seat)}
            )
        else:
            try:
                if malformed(action) is None:  # (a malformed one is refused by apply, as such)
                    self.state.check_live(action)  # as the seat sends it: nothing hidden from it shows through
                self.session.apply(action)
            except (InvalidActionError, TarocchiError, ValueError) as exc:
                refusal = Refusal.of(action, exc)
            else:
                refusal = None
        self.last_error = refusal
        return refusal

    def refusal_for(self, action: Action) -> Refusal | None:
        """Why ``action`` would be refused now, or ``None`` if it is legal (nothing changes)."""
        try:
            self.state.check_live(action)
        except TarocchiError as exc:
            return Refusal.of(action, exc)
        return None

    def why_illegal(self, action: Action) -> str | None:
        """The engine's reason why ``action`` would be refused now, or ``None`` if it is legal."""
        refusal = self.refusal_for(action)
        return refusal.reason if refusal is not None else None

    def play_action(self, card: Card) -> Action:
        """The action of the human playing ``card`` now (for the seat he acts for)."""
        seat = self.acting_seat if self.acting_seat is not None else self.human
        verb = "play"
        acts = self.human_actions()
        if acts and all(a.verb in ("call", "give") for a in acts if a.seat == seat):
            verbs = {a.verb for a in acts}
            verb = "call" if "call" in verbs else "give"
        return Action(seat, verb, card=card)  # type: ignore[arg-type]

    # ---------------------------------------------------------------- record
    def record_json(self) -> dict[str, Any]:
        """The match record so far (``tarocchi-record/1``), with the table's own settings under
        ``"play"`` (the seed of the deals still to come, the human's seat, the computer level) so that
        ``tarocchi play --resume`` goes on with it; record readers ignore that key."""
        out = self.session.record.to_json()
        out[PLAY_KEY] = {"seed": self.seed, "seat": self.human, "bots": self.bot_level}
        return out

    def save(self) -> Path:
        """Write the record whole or not at all (:func:`~tarocchi.records.files.write_json`) and return its path."""
        path = self.save_path
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json(path, self.record_json())
        return path

    def next_hand(self) -> None:
        """Deal the next hand (the current one must be over and the match not)."""
        self.previous_state = self.state
        self.session.next_hand()
        self._passed_window = None

    # ---------------------------------------------------------------- review and hints
    def review_hand(self, samples: int = REVIEW_SAMPLES) -> HandReview:
        """The review of the hand just played (it must be over): the human's decisions, each option
        valued by the search from what he saw then (:func:`~tarocchi.agents.analysis.analyze_hand`)."""
        state = self.state
        return analyze_hand(
            self.game,
            state.dealer,
            state.deal,
            state.history,
            seats=sorted(self.controlled),
            previous=self.previous_state,
            hand=self.hand_index,
            samples=samples,
            seed=self.seed,
        )

    def hint(self) -> Action | None:
        """What the expert level would do in the human's place now (``None`` when it is not his turn)."""
        seat = self.acting_seat
        if seat is None:
            return None
        obs = self.state.observation(seat)
        legal = [a for a in self.human_actions() if a.seat == seat]
        choices = [c for c in self.human_choices() if c.seat == seat]
        if self.hint_agent is None:
            self.hint_agent = make_agent(level("expert").agent, self.game)
        rng = random.Random(f"tarocchi-hint/{self.seed}/{self.hand_index}/{len(self.state.history)}")
        if seat != self.state.to_act:
            return optional_action(self.hint_agent, obs, legal, rng, choices)
        return self.hint_agent.act(obs, legal, rng, choices)

    def new_match(self, *, seed: int | None = None, first_dealer: int | None = None) -> Table:
        """A new match at this table once this one is over: the same game and options, the same seats, names and
        computer players, a fresh seed (``None``: drawn at random, so new deals), its first dealer chosen as at
        the start (``None``: drawn by lot from the seed) and an empty score sheet.

        This match's record is kept: the new one goes to a new file, numbered after a file the player named
        (``r.json``, then ``r-2.json``, ``r-3.json``), else a new file of the data directory."""
        path = unused_path(self.save_path if self.save_named else default_save_path(self.game.name))
        table = Table(
            self.game,
            human=self.human,
            bots=self.bot_level,
            seed=seed,
            names=self.names,
            save_path=path,
            agents=dict(self.agents),
            first_dealer=first_dealer,
        )
        table.save_named = self.save_named
        return table

    @property
    def match_over(self) -> bool:
        return self.session.is_over

    def totals(self) -> list[Any]:
        return self.session.totals()


def unused_path(path: Path) -> Path:
    """``path`` when no file is there yet, else the first free name numbered after it (``r.json``: ``r-2.json``,
    ``r-3.json``...; ``r-2.json``: ``r-3.json``): a new match never writes over the record of another."""
    numbered = re.fullmatch(r"(.+)-(\d{1,3})", path.stem)
    stem, n = (numbered.group(1), int(numbered.group(2))) if numbered else (path.stem, 1)
    candidate = path
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{stem}-{n}{path.suffix}")
    return candidate


PLAY_KEY = "play"
"""The key of a saved record under which ``tarocchi play`` keeps its table settings."""


def resume_table(path: str | Path, *, bots: str | None = None) -> Table:
    """The table of a record saved by ``tarocchi play``, at the exact point where it was left: the same
    game, seat, computer level and seed, every recorded action applied again; it goes on saving to ``path``.

    Raises :class:`~tarocchi.errors.RecordReadError` when the file cannot be read,
    :class:`~tarocchi.errors.RecordError` when it is not a record that ``tarocchi play`` can go on with.
    """
    from tarocchi.records import replay_record
    from tarocchi.records.replay import load_json, read_record_text

    file = Path(path)
    raw = load_json(read_record_text(file))
    replay = replay_record(raw)
    settings = raw.get(PLAY_KEY)
    seed = settings.get("seed") if isinstance(settings, Mapping) else None
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError(f"$.{PLAY_KEY}.seed", "not saved by tarocchi play: no seed to deal the hands still to come")
    seat = settings.get("seat", 0) if isinstance(settings, Mapping) else 0
    level = bots or (settings.get("bots") if isinstance(settings, Mapping) else None)
    hands = replay.record.hands
    if not hands:
        raise RecordError("$.hands", "no hand to go on with")
    table = Table(
        replay.game,
        human=seat if isinstance(seat, int) and not isinstance(seat, bool) else 0,
        bots=level if isinstance(level, str) else None,
        seed=seed,
        names=replay.record.names,
        save_path=file,
        first_dealer=hands[0].dealer,
    )
    session = table.session
    for h, hand in enumerate(hands):
        if h > 0:
            session.next_hand()
        dealt = session.record.hands[h]
        if dealt.dealer != hand.dealer or dealt.deal != hand.deal:
            raise RecordError(f"$.hands[{h}]", f"this deal does not come from the seed {seed} the record names")
        for action in hand.actions:
            session.apply(action)
    return table


def split_cards(text: str) -> list[str]:
    """The card tokens of a typed line (``2h 3h,4H`` -> ``["2h", "3h", "4H"]``)."""
    return [t for t in re.split(r"[\s,;]+", text.strip()) if t]


def looks_like_card(token: str, pack: Pack = PLAIN_PACK, lang: str = "en") -> bool:
    """True when a typed token names a card (so ``2`` is a menu choice, ``2H`` a card)."""
    try:
        parse_card_text(token, pack, lang)
    except InvalidActionError:
        return False
    return not token.strip().isdigit()


def cards_mask(tokens: Sequence[str], pack: Pack = PLAIN_PACK, lang: str = "en") -> CardSet:
    """The set of typed card tokens; raises :class:`InvalidActionError` on a token that is not a card."""
    return mask_of(parse_card_text(t, pack, lang) for t in tokens)


__all__ = [
    "BOT_NAMES",
    "FOOL",
    "PLAY_KEY",
    "Refusal",
    "Table",
    "cards_mask",
    "cards_of",
    "codes_of",
    "controlled_seats",
    "data_dir",
    "default_bot_level",
    "default_save_path",
    "draw_first_dealer",
    "first_dealers",
    "looks_like_card",
    "parse_card_text",
    "resume_table",
    "split_cards",
    "typed_cards",
    "unused_path",
]
