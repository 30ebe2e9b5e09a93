"""The game's words in English, Italian and French: its title, the terms and explanation lines it
uses, and the template of every refusal code (``refusal.<code>``, parameters by name). Pure data.

Italian and French use the game's own words: *mazziere* / *donneur* (dealer), *scarto* / *écart*
(discard), *trionfi* / *atouts* (trumps), the *Fol*, *rispondere al seme* / *fournir* (follow),
*tagliare* / *couper* (trump), *surtagliare* / *surcouper* (overtrump).
"""

from __future__ import annotations

from typing import Final

from tarocchi.cards.names import Pack
from tarocchi.engine.explain import Texts


def _t(en: str, it: str, fr: str) -> dict[str, str]:
    return {"en": en, "it": it, "fr": fr}


VARIANTS: Final[Texts] = {
    "you:pm.discard": {
        "en": "Discard {cards} counted for your side",
        "it": "Scarto {cards} contato per la tua parte",
        "fr": "Écart {cards} compté pour votre camp",
    },
    "you:pm.fool": {"en": "You played the Fol", "it": "Hai giocato il Fol", "fr": "Vous avez joué le Fol"},
    "one:points:pm.side": {
        "en": "{side}: {points} point, {delta:+d}: balance {carry} → {balance}",
        "it": "{side}: {points} punto, {delta:+d}: saldo {carry} → {balance}",
        "fr": "{side} : {points} point, {delta:+d} : solde {carry} → {balance}",
    },
    # The reader's own side, "your side" (never "Seat 1 (you): ..."), in the order of the others' line and agreeing
    # with the points' count (``you:side:one:points:``, :func:`tarocchi.i18n.lines.template_for`).
    "you:side:pm.side": {
        "en": "Your side: {points} points, {delta:+d}: balance {carry} → {balance}",
        "it": "La tua parte: {points} punti, {delta:+d}: saldo {carry} → {balance}",
        "fr": "Votre camp : {points} points, {delta:+d} : solde {carry} → {balance}",
    },
    "you:side:one:points:pm.side": {
        "en": "Your side: {points} point, {delta:+d}: balance {carry} → {balance}",
        "it": "La tua parte: {points} punto, {delta:+d}: saldo {carry} → {balance}",
        "fr": "Votre camp : {points} point, {delta:+d} : solde {carry} → {balance}",
    },
    # A side of one player (two or three players): that player, as other lines say a seat (explain.py).
    "you:pm.discard_player": {
        "en": "Discard {cards} counted for you",
        "it": "Scarto {cards} contato per te",
        "fr": "Écart {cards} compté pour vous",
    },
    "one:points:pm.player": {
        "en": "{seat}: {points} point, {delta:+d}: balance {carry} → {balance}",
        "it": "{seat}: {points} punto, {delta:+d}: saldo {carry} → {balance}",
        "fr": "{seat} : {points} point, {delta:+d} : solde {carry} → {balance}",
    },
    "you:pm.player": {
        "en": "You: {points} points, {delta:+d}: balance {carry} → {balance}",
        "it": "Tu: {points} punti, {delta:+d}: saldo {carry} → {balance}",
        "fr": "Vous : {points} points, {delta:+d} : solde {carry} → {balance}",
    },
    "you:one:points:pm.player": {
        "en": "You: {points} point, {delta:+d}: balance {carry} → {balance}",
        "it": "Tu: {points} punto, {delta:+d}: saldo {carry} → {balance}",
        "fr": "Vous : {points} point, {delta:+d} : solde {carry} → {balance}",
    },
    "many:cards:refusal.not_in_pack": {
        "en": "{cards} are not in the 62-card pack",
        "it": "{cards} non sono nel mazzo di 62 carte",
        "fr": "{cards} ne sont pas dans le jeu de 62 cartes",
    },
    # A refusal naming the reader's own seat (the one refused).
    "you:refusal.discard_first": {
        "en": "you are the dealer: you must discard before the first card is played",
        "it": "sei il mazziere: devi scartare prima che si giochi la prima carta",
        "fr": "vous êtes le donneur : vous devez écarter avant que la première carte soit jouée",
    },
}
"""Variants of templates above, so that the words agree (:func:`tarocchi.i18n.lines.template_for`):
``you:<key>`` for a line about the reader's own seat, ``one:<field>:<key>`` / ``many:<field>:<key>``
where a field holds one or several (seats, cards, points), ``you:<field>:one:<field2>:<key>`` for both."""

SUMMARY: Final[Texts] = {
    "rules.summary": {
        "en": "\n".join(
            (
                "62 cards: swords and batons 5-10 and courts; cups and coins 1-6 (the lower pip wins) and courts.",
                "The dealer takes 2 cards and discards 2 (no kings; no trumps unless forced; never Fol, T1, T21).",
                "Follow suit; if void you must trump. The Fol may be played at any time and stays with its side.",
                "Counting cards 5/4/3/2/1, 114 points in all; each side scores its points minus the reference (57 "
                "with two sides; 38 with three, or 57 by choice), carried from hand to hand (the "
                "running balance).",
            )
        ),
        "it": "\n".join(
            (
                "62 carte: spade e bastoni 5-10 e figure; coppe e denari 1-6 (vince il più basso) e figure.",
                "Il mazziere prende 2 carte e ne scarta 2 (niente re; trionfi solo se obbligato; mai Fol, T1, T21).",
                "Si risponde al seme; se mancante si taglia. Il Fol si gioca quando si vuole e resta alla sua parte.",
                "Carte di conto 5/4/3/2/1, 114 punti in tutto; ogni parte segna i suoi punti meno il riferimento (57"
                " con due parti; 38 in tre, o 57 a scelta), riportati di mano in mano (il saldo).",
            )
        ),
        "fr": "\n".join(
            (
                "62 cartes : épées et bâtons 5-10 et figures ; coupes et deniers 1-6 (le plus bas gagne) et figures.",
                "Le donneur prend 2 cartes et en écarte 2 (pas de rois ; atouts seulement si forcé ; jamais Fol, "
                "1, 21).",
                "Fournir ; sinon couper. Le Fol se joue à tout moment et reste à son camp.",
                "Cartes qui comptent 5/4/3/2/1, 114 points en tout ; chaque camp marque ses points moins la "
                "référence (57 à deux camps ; 38 à trois, ou 57 au choix), reportés de donne en "
                "donne (le solde).",
            )
        ),
    },
}
"""The rules in short, one line each, for the help of the terminal and the web page (``rules.summary``)."""

PACK: Final = Pack(
    "italian",
    _t("Fool (Fol)", "Fol", "Fou (Fol)"),
    named_trumps={
        1: _t("Bagatto", "Bagatto", "Bagatto"),
        20: _t("Angel", "Angelo", "Ange"),
        21: _t("World", "Mondo", "Monde"),
    },
)
"""The Italian-suited pack, its Bagatto, Angel and World, its Fol (§1)."""


TEXTS: Final[Texts] = {
    # Terms (TermRef keys).
    "suit.swords": {"en": "swords", "it": "spade", "fr": "épées"},
    "suit.cups": {"en": "cups", "it": "coppe", "fr": "coupes"},
    "suit.coins": {"en": "coins", "it": "denari", "fr": "deniers"},
    "suit.batons": {"en": "batons", "it": "bastoni", "fr": "bâtons"},
    # The explanation of a score (explain.py).
    "pm.reference": {
        "en": "Reference: {reference} points",
        "it": "Riferimento: {reference} punti",
        "fr": "Référence : {reference} points",
    },
    "pm.side": {
        "en": "{side}: {points} points, {delta:+d}: balance {carry} → {balance}",
        "it": "{side}: {points} punti, {delta:+d}: saldo {carry} → {balance}",
        "fr": "{side} : {points} points, {delta:+d} : solde {carry} → {balance}",
    },
    "pm.discard": {
        "en": "Discard {cards} counted for the side of {owner}",
        "it": "Scarto {cards} contato per la parte di {owner}",
        "fr": "Écart {cards} compté pour le camp de {owner}",
    },
    "pm.player": {
        "en": "{seat}: {points} points, {delta:+d}: balance {carry} → {balance}",
        "it": "{seat}: {points} punti, {delta:+d}: saldo {carry} → {balance}",
        "fr": "{seat} : {points} points, {delta:+d} : solde {carry} → {balance}",
    },
    "pm.discard_player": {
        "en": "Discard {cards} counted for {owner}",
        "it": "Scarto {cards} contato per {owner}",
        "fr": "Écart {cards} compté pour {owner}",
    },
    "pm.fool": {
        "en": "The Fol was played by {seat}",
        "it": "Il Fol è stato giocato da {seat}",
        "fr": "Le Fol a été joué par {seat}",
    },
    # Refusals (IllegalActionError.code); the English matches the reason the game gives.
    "refusal.not_this_game": {
        "en": "this game has no {verb} actions, only discard and play",
        "it": "in questo gioco non c'è l'azione {verb}, solo scarto e gioco di una carta",
        "fr": "ce jeu n'a pas d'action {verb}, seulement l'écart et le jeu d'une carte",
    },
    "refusal.hand_over": {
        "en": "the hand is over: all {tricks} tricks have been played",
        "it": "la mano è finita: tutte le {tricks} prese sono state giocate",
        "fr": "la donne est finie : les {tricks} plis ont été joués",
    },
    "refusal.discarded": {
        "en": "the discard has already been made; only one discard per hand",
        "it": "lo scarto è già stato fatto; uno solo per mano",
        "fr": "l'écart est déjà fait ; un seul par donne",
    },
    "refusal.not_dealer": {
        "en": "only the dealer ({dealer}) discards",
        "it": "scarta solo il mazziere ({dealer})",
        "fr": "seul le donneur ({dealer}) écarte",
    },
    "refusal.discard_first": {
        "en": "the dealer ({dealer}) must discard before the first card is played",
        "it": "il mazziere ({dealer}) deve scartare prima che si giochi la prima carta",
        "fr": "le donneur ({dealer}) doit écarter avant que la première carte soit jouée",
    },
    "refusal.not_your_turn": {
        "en": "{seat} is to play",
        "it": "tocca a {seat} giocare",
        "fr": "c'est à {seat} de jouer",
    },
    "refusal.not_a_card": {
        "en": "{text} is not a card code",
        "it": "{text} non è il codice di una carta",
        "fr": "{text} n'est pas un code de carte",
    },
    "refusal.no_card": {"en": "no card given", "it": "nessuna carta indicata", "fr": "aucune carte donnée"},
    "refusal.not_card_ids": {
        "en": "the cards given are not card ids",
        "it": "le carte indicate non sono carte",
        "fr": "les cartes données ne sont pas des cartes",
    },
    "refusal.not_in_pack": {
        "en": "{cards} is not in the 62-card pack",
        "it": "{cards} non è nel mazzo di 62 carte",
        "fr": "{cards} n'est pas dans le jeu de 62 cartes",
    },
    "refusal.not_held": {
        "en": "not in hand: {cards}",
        "it": "non in mano: {cards}",
        "fr": "pas en main : {cards}",
    },
    "refusal.must_follow": {
        "en": "must follow {suit} (in hand: {held})",
        "it": "deve rispondere a {suit} (in mano: {held})",
        "fr": "doit fournir à {suit} (en main : {held})",
    },
    "refusal.must_answer_trumps": {
        "en": "must answer trumps with a trump (in hand: {held})",
        "it": "deve rispondere ai trionfi con un trionfo (in mano: {held})",
        "fr": "doit fournir atout (en main : {held})",
    },
    "refusal.must_trump": {
        "en": "must play a trump, being void in {suit} (in hand: {held})",
        "it": "deve tagliare, non avendo {suit} (in mano: {held})",
        "fr": "doit couper, n'ayant pas de {suit} (en main : {held})",
    },
    "refusal.must_overtrump": {
        "en": "must beat {top} (in hand: {held})",
        "it": "deve surtagliare {top} (in mano: {held})",
        "fr": "doit surcouper {top} (en main : {held})",
    },
    "refusal.discard_size": {
        "en": "must discard exactly {size} cards, not {count}",
        "it": "deve scartare esattamente {size} carte, non {count}",
        "fr": "doit écarter exactement {size} cartes, pas {count}",
    },
    "refusal.listed_twice": {
        "en": "lists {card} twice",
        "it": "indica {card} due volte",
        "fr": "donne {card} deux fois",
    },
    "refusal.discard_king": {
        "en": "a King may not be discarded ({cards})",
        "it": "i re non si scartano ({cards})",
        "fr": "un roi ne peut pas être écarté ({cards})",
    },
    "refusal.discard_protected": {
        "en": "the Fol, T1 and T21 may never be discarded ({cards})",
        "it": "il Fol, il Bagatto (T1) e il Mondo (T21) non si scartano mai ({cards})",
        "fr": "le Fol, le 1 et le 21 d'atout ne s'écartent jamais ({cards})",
    },
    "refusal.discard_lone_suit_card": {
        "en": "must discard {card}, the only non-King suit card, with one trump from T2–T20",
        "it": "deve scartare {card}, l'unica carta di seme che non è un re, con un trionfo fra T2 e T20",
        "fr": "doit écarter {card}, la seule carte de couleur autre qu'un roi, avec un atout de 2 à 20",
    },
    "refusal.discard_trump": {
        "en": "no trump may be discarded ({cards}) while non-King suit cards can go (in hand: {held})",
        "it": "non si scartano trionfi ({cards}) finché si possono scartare carte di seme che non sono re "
        "(in mano: {held})",
        "fr": "pas d'atout à l'écart ({cards}) tant que des cartes de couleur autres que les rois peuvent y aller "
        "(en main : {held})",
    },
    **VARIANTS,
    **SUMMARY,
}
"""Translation key -> language -> template."""
