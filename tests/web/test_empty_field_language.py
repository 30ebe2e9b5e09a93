"""An empty name sent from the sign-in form is said in the page's language: the browser's own bubble said
"Please fill out this field." on an Italian or French page (it speaks the browser's language, not the page's);
the page words it as the server does (refusals.py ``web_name_needed``, ``web_login_needed``)."""

from __future__ import annotations

from typing import Any

import pytest
from browserutil import GuestPage
from test_browser import browser, server  # noqa: F401 (fixtures)

PHONE = (390, 844)
NEEDED = {
    "it": ("Serve un nome", "Serve un nome utente"),
    "fr": ("Un nom est nécessaire", "Un identifiant est nécessaire"),
}


def _message(page: Any, selector: str) -> str:
    return str(page.evaluate("(s) => document.querySelector(s).validationMessage", selector))


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize("lang", ["it", "fr"])
def test_an_empty_name_is_said_in_the_pages_language(guest_page: GuestPage, lang: str) -> None:
    page, errors = guest_page(PHONE, None)
    page.select_option("#lang", lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    page.wait_for_selector("#guest-name")
    page.click("#guest-submit")
    page.wait_for_function("() => document.querySelector('#guest-name').validationMessage !== ''")
    page.click("#account-form button.primary")
    assert (_message(page, "#guest-name"), _message(page, "#account-login")) == NEEDED[lang]
    page.fill("#guest-name", "Zoé")  # a name typed: nothing to say, the form goes
    assert _message(page, "#guest-name") == ""
    page.click("#guest-submit")
    page.wait_for_selector("#create-form")
    assert not errors, errors
