"""A smaller showing in a real Chromium: a declaration listed at its largest has a "show fewer" button; the
player takes cards out of it on the hand and declares the rest, and the game's check decides (13.4 of the
game whose rules have it; the page itself never names a game)."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from browserutil import GuestPage
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)
from test_pages import LAPTOP, PHONE
from test_phone_fit import _open

from tarocchi.cards import mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.games import create_game

pytestmark = [pytest.mark.browser, pytest.mark.one_database]

SHOWING_TABLE_SEED = 31
"""A table seed whose first deal has seat 0 (the person, also the dealer) holding the four aces: a sequence
of the aces offered whole, which may be shown as three (two aces are no sequence)."""

ACES = ("1S", "1H", "1D", "1C")


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["390x844", "1366x768"])
def test_part_of_a_declaration_is_shown_from_the_hand(
    guest_page: GuestPage, monkeypatch: Any, size: tuple[int, int]
) -> None:
    _need_game("tarocchino")
    from tarocchi.web import tables

    monkeypatch.setattr(tables.secrets, "randbits", lambda bits: SHOWING_TABLE_SEED)
    monkeypatch.setattr(tables, "draw_first_dealer", lambda *drawn: 0)  # the seed was found with seat 0 dealing
    page, errors = guest_page(size, "Kim")
    _open(page, "tarocchino", "4")
    # the dealer's discard first: two cards that are not aces
    page.wait_for_selector("#confirm-choice")
    others = [c for c in page.locator("#hand .card.playable").evaluate_all("(xs) => xs.map((x) => x.dataset.card)")]
    for card in [c for c in others if c not in ACES][:2]:
        page.click(f'#hand .card[data-card="{card}"]')
    page.click("#confirm-choice")
    part = page.locator('#dialog button.part[data-part*="seq-aces"]')
    part.wait_for(timeout=30000)
    listed = json.loads(part.get_attribute("data-part") or "{}")
    shown = listed["declare"]
    assert set(ACES) & set(shown) and len(shown) == 4, shown
    game = create_game("tarocchino", {})
    whole = Action(0, "declare", cards=mask_of(parse_card(c) for c in shown), value="seq-aces")
    # two cards out leave no sequence; one of them back in makes a sequence of three
    out = next(
        (a, b)
        for a, b in itertools.combinations(shown, 2)
        if not game.shows_part(whole, whole.cards & ~mask_of([parse_card(a), parse_card(b)]))
        and game.shows_part(whole, whole.cards & ~mask_of([parse_card(a)]))
    )
    part.click()
    page.wait_for_selector("#part-help")
    selected = "() => [...document.querySelectorAll('#hand .card.selected')].map((x) => x.dataset.card).sort()"
    assert page.evaluate(selected) == sorted(shown)
    assert page.locator("#hand .card.playable").count() == 4  # only the declaration's cards can be taken out
    for card in out:
        page.click(f'#hand .card[data-card="{card}"]')
    assert "2 of 4 cards shown" in page.locator("#dialog").inner_text()
    page.click("#confirm-part")  # no sequence: the game refuses, the page says why
    page.wait_for_selector("#message:not([hidden])")
    assert "Refused" in page.locator("#message").inner_text()
    assert page.evaluate(selected) == sorted(set(shown) - set(out))  # still picking, nothing lost
    page.click(f'#hand .card[data-card="{out[1]}"]')
    assert "3 of 4 cards shown" in page.locator("#dialog").inner_text()
    page.screenshot(path=f"/tmp/showing-{size[0]}.png", full_page=False)
    page.click("#confirm-part")
    page.wait_for_selector("#part-help", state="detached")
    page.wait_for_function("() => /Kim: sequence of aces/.test(document.querySelector('#log').innerText)")
    [line] = [x for x in page.locator("#log").inner_text().splitlines() if x.startswith("Kim: sequence of aces")]
    assert len(line.removeprefix("Kim: sequence of aces ").split(", ")) == 3, line
    assert not errors, errors


GATTI_TABLE_SEED = 247
"""A table seed whose first deal gives seat 0 (the person, the dealer) thirteen trumps after the discard: the
trionfi are offered whole and as the lower steps of 10, 11 and 12 cards (three card choices, 7.6)."""


def test_each_step_of_a_declaration_offered_as_a_card_choice_can_be_chosen(
    guest_page: GuestPage, monkeypatch: Any
) -> None:
    """With several card choices at once the page offers each (the first was the only one it showed)."""
    _need_game("gatti")
    from tarocchi.web import tables

    monkeypatch.setattr(tables.secrets, "randbits", lambda bits: GATTI_TABLE_SEED)
    monkeypatch.setattr(tables, "draw_first_dealer", lambda *drawn: 0)  # the seed was found with seat 0 dealing
    page, errors = guest_page(LAPTOP, "Kim")
    _open(page, "gatti", "3")
    page.wait_for_selector("#confirm-choice")
    playable = "() => [...document.querySelectorAll('#hand .card.playable')].map((x) => x.dataset.card)"
    need = int(page.locator("#dialog").inner_text().split("(0/")[1].split(")")[0])
    for card in [c for c in page.evaluate(playable) if not c.startswith("T")][:need]:  # keep the trumps
        page.click(f'#hand .card[data-card="{card}"]')
    page.click("#confirm-choice")
    steps = page.locator("#dialog button.pick-choice")
    steps.first.wait_for(timeout=30000)
    assert [steps.nth(i).inner_text() for i in range(steps.count())] == [
        f"trionfi (trumps): Choose {n} cards" for n in (10, 11, 12)
    ]
    assert steps.nth(0).get_attribute("aria-pressed") == "true"  # the first is being picked, as before
    steps.nth(1).click()
    assert steps.nth(1).get_attribute("aria-pressed") == "true"
    assert steps.nth(0).get_attribute("aria-pressed") == "false"
    assert "(0/11)" in page.locator("#dialog").inner_text()
    trumps = [c for c in page.evaluate(playable) if c.startswith("T")]
    assert len(trumps) == 13
    for card in trumps[:11]:
        page.click(f'#hand .card[data-card="{card}"]')
    page.click("#confirm-choice")
    page.wait_for_function("() => /Kim: .*trionfi/i.test(document.querySelector('#log').innerText)")
    [line] = [x for x in page.locator("#log").inner_text().splitlines() if "trionfi" in x.lower()]
    assert len(line.split(": ", 1)[1].split(", ")) == 11, line
    assert not errors, errors
