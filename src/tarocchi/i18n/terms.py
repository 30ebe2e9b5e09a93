"""The games' own words (record vocabulary -> display name), game names and short rules summaries."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

T = dict[str, str]

GAME_NAMES: Final[dict[str, T]] = {
    "french-tarot": {"en": "French Tarot", "it": "Tarocco francese", "fr": "Tarot français"},
    "gatti": {"en": "Gatti", "it": "Gatti (Mitigatti)", "fr": "Gatti"},
    "piedmontese": {"en": "Piedmontese tarocchi", "it": "Tarocchi piemontesi", "fr": "Tarots piémontais"},
    "tarocchino": {"en": "Bolognese Tarocchino", "it": "Tarocchino bolognese", "fr": "Tarocchino bolonais"},
}

TERMS: Final[dict[str, dict[str, T]]] = {
    # Words every game shares (phases, verbs).
    "*": {
        "pass": {"en": "pass", "it": "passo", "fr": "passe"},
        "bidding": {"en": "bidding", "it": "dichiarazioni d'asta", "fr": "enchères"},
        "call": {"en": "call", "it": "chiamata", "fr": "appel"},
        "calling": {"en": "call", "it": "chiamata", "fr": "appel"},
        "discard": {"en": "discard", "it": "scarto", "fr": "écart"},
        "announce": {"en": "announcements", "it": "annunci", "fr": "annonces"},
        "declare": {"en": "declarations", "it": "dichiarazioni", "fr": "déclarations"},
        "declarations": {"en": "declarations", "it": "dichiarazioni", "fr": "déclarations"},
        "play": {"en": "play", "it": "gioco", "fr": "jeu de la carte"},
        "give": {"en": "exchange", "it": "scambio", "fr": "échange"},
        "over": {"en": "hand over", "it": "mano finita", "fr": "donne finie"},
    },
    "french-tarot": {
        "petite": {"en": "Prise (Petite)", "it": "Prise (Petite)", "fr": "Prise (Petite)"},  # R4.1
        "prise": {"en": "Prise (Petite)", "it": "Prise (Petite)", "fr": "Prise (Petite)"},
        "garde": {"en": "Garde", "it": "Guardia", "fr": "Garde"},
        "garde-sans": {"en": "Garde sans", "it": "Guardia senza", "fr": "Garde sans"},
        "garde-contre": {"en": "Garde contre", "it": "Guardia contro", "fr": "Garde contre"},
        "chelem": {"en": "Chelem (slam)", "it": "Chelem (cappotto)", "fr": "Chelem"},
        "poignee-simple": {"en": "single poignée", "it": "poignée semplice", "fr": "poignée simple"},
        "poignee-double": {"en": "double poignée", "it": "poignée doppia", "fr": "double poignée"},
        "poignee-triple": {"en": "triple poignée", "it": "poignée tripla", "fr": "triple poignée"},
        "petit-sec": {"en": "Petit sec", "it": "Petit secco", "fr": "Petit sec"},
        "chien": {"en": "chien", "it": "chien (cane)", "fr": "chien"},
        "attack": {"en": "attack", "it": "attacco", "fr": "attaque"},
        "defence": {"en": "defence", "it": "difesa", "fr": "défense"},
        "announced-made": {"en": "announced and made", "it": "annunciato e fatto", "fr": "annoncé et réussi"},
        "announced-failed": {"en": "announced and failed", "it": "annunciato e fallito", "fr": "annoncé et chuté"},
        "made": {"en": "made, not announced", "it": "fatto senza annuncio", "fr": "réussi sans annonce"},
    },
    "gatti": {
        "trionfi": {"en": "trionfi (trumps)", "it": "trionfi", "fr": "trionfi (atouts)"},
        "frilli": {"en": "frilli (numerals)", "it": "frilli", "fr": "frilli (cartes basses)"},
        "famiglia": {"en": "famiglia (family)", "it": "famiglia", "fr": "famiglia (famille)"},
        "terno": {"en": "terno (3 kings)", "it": "terno", "fr": "terno (3 rois)"},
        "quaterno": {"en": "quaterno (4 kings)", "it": "quaterno", "fr": "quaterno (4 rois)"},
        "faceup": {"en": "face up", "it": "scoperte", "fr": "faces visibles"},
    },
    "piedmontese": {},
    "tarocchino": {
        "cricca-tarocchi": {"en": "cricca of tarocchi", "it": "cricca di tarocchi", "fr": "cricca de tarots"},
        "cricca-kings": {"en": "cricca of kings", "it": "cricca di re", "fr": "cricca de rois"},
        "cricca-queens": {"en": "cricca of queens", "it": "cricca di donne", "fr": "cricca de dames"},
        "cricca-knights": {"en": "cricca of knights", "it": "cricca di cavalli", "fr": "cricca de cavaliers"},
        "cricca-jacks": {"en": "cricca of jacks", "it": "cricca di fanti", "fr": "cricca de valets"},
        "seq-aces": {"en": "sequence of aces", "it": "sequenza degli assi", "fr": "séquence des as"},
        "seq-moors": {"en": "sequence of Moors", "it": "sequenza dei Mori", "fr": "séquence des Maures"},
        "seq-grande": {"en": "the Grande", "it": "la Grande", "fr": "la Grande"},
        "seq-S": {"en": "sequence of swords", "it": "sequenza di spade", "fr": "séquence d'épées"},
        "seq-H": {"en": "sequence of cups", "it": "sequenza di coppe", "fr": "séquence de coupes"},
        "seq-D": {"en": "sequence of coins", "it": "sequenza di denari", "fr": "séquence de deniers"},
        "seq-C": {"en": "sequence of batons", "it": "sequenza di bastoni", "fr": "séquence de bâtons"},
        "monte": {"en": "monte (discard)", "it": "monte", "fr": "monte (écart)"},
        "declarations": {"en": "declarations", "it": "dichiarazioni", "fr": "déclarations"},
        "deal": {"en": "the deal", "it": "la mano", "fr": "la donne"},
    },
}

RULES_SUMMARY: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    "french-tarot": {
        "en": (
            "78 cards (4 suits, 21 trumps, the Excuse). Bids: Prise (Petite) < Garde < Garde sans < Garde contre.",
            "The taker needs 56/51/41/36 card points with 0/1/2/3 bouts (T1, T21, Excuse).",
            "In a Prise or Garde the taker takes the chien and discards (no kings, no bouts, trumps only if forced).",
            "Follow suit; if void, trump; a trump must beat the trumps in the trick if it can.",
            "The Excuse may be played at any time and stays with its owner (who gives a low card back).",
            "Poignée: show 10/13/15 trumps (4 players) before your first card. Petit au bout: T1 in the last trick.",
            "With 5 players the taker calls a king; its holder is his secret partner.",
        ),
        "it": (
            "78 carte: 4 semi, 21 atout, la Scusa. Un'asta: Prise (Petite) < Guardia < Guardia senza < Guardia contro.",
            "Il dichiarante deve fare 56/51/41/36 punti con 0/1/2/3 onori (T1, T21, Scusa).",
            "In Prise o Guardia prende il chien e scarta (niente re né onori, atout solo se obbligato).",
            "Si risponde al seme; se mancante si taglia; un atout deve superare quelli già giocati se può.",
            "La Scusa si gioca quando si vuole e resta al suo padrone (che rende una carta bassa).",
            "Poignée: mostrare 10/13/15 atout (in 4) prima della prima carta. Petit au bout: T1 all'ultima presa.",
            "In 5 il dichiarante chiama un re; chi lo ha è il suo socio segreto.",
        ),
        "fr": (
            "78 cartes : 4 couleurs, 21 atouts, l'Excuse. Une enchère chacun : "
            "Prise (Petite) < Garde < Garde sans < Garde contre.",
            "Le preneur doit faire 56/51/41/36 points avec 0/1/2/3 bouts (1, 21, Excuse).",
            "En Prise ou Garde il prend le chien et écarte (ni rois ni bouts, atouts seulement si forcé).",
            "Fournir la couleur ; sinon couper ; un atout doit monter sur ceux du pli s'il le peut.",
            "L'Excuse se joue à tout moment et reste à son camp (qui rend une petite carte).",
            "Poignée : montrer 10/13/15 atouts (à 4) avant sa première carte. Petit au bout : le 1 au dernier pli.",
            "À 5, le preneur appelle un roi ; celui qui l'a est son partenaire secret.",
        ),
    },
    "gatti": {
        "en": (
            "78 cards; the Judgement (T20) beats the World (T21). The dealer takes the talon and discards.",
            "Before the first card, declare bonuses: trionfi, frilli, famiglia, terno, quaterno.",
            "Follow suit; if void you must trump (no need to beat). The Matto may be played at any time, "
            "is kept by its owner and covered by a card from a later trick.",
            "Card points: one per trick plus the counting cards; 78 in all with 3 players, 72 with 4 seats.",
        ),
        "it": (
            "78 carte; il Giudizio (T20) batte il Mondo (T21). Il mazziere prende il monte e scarta.",
            "Prima della prima carta si dichiarano le boñe: trionfi, frilli, famiglia, terno, quaterno.",
            "Si risponde al seme; se mancante si taglia (senza obbligo di superare). Il Matto si gioca quando "
            "si vuole, resta al padrone ed è coperto con una carta di una presa successiva.",
            "Punti: uno per presa più le carte di conto; 78 in tre, 72 in quattro.",
        ),
        "fr": (
            "78 cartes ; le Jugement (T20) bat le Monde (T21). Le donneur prend le talon et écarte.",
            "Avant la première carte, on annonce les primes : trionfi, frilli, famiglia, terno, quaterno.",
            "Fournir ; sinon couper (sans obligation de monter). Le Matto se joue à tout moment, "
            "reste à son propriétaire et est couvert par une carte d'un pli suivant.",
            "Points : un par pli plus les cartes qui comptent ; 78 à trois, 72 à quatre.",
        ),
    },
    "piedmontese": {
        "en": (
            "62 cards: swords and batons 5-10 and courts; cups and coins 1-6 (the lower pip wins) and courts.",
            "The dealer takes 2 cards and discards 2 (no kings; no trumps unless forced; never Fol, T1, T21).",
            "Follow suit; if void you must trump. The Fol may be played at any time and stays with its side.",
            "Counting cards 5/4/3/2/1, 114 points in all; each side scores its points minus the reference, "
            "carried from hand to hand (the running balance).",
        ),
        "it": (
            "62 carte: spade e bastoni 5-10 e figure; coppe e denari 1-6 (vince il più basso) e figure.",
            "Il mazziere prende 2 carte e ne scarta 2 (niente re; trionfi solo se obbligato; mai Fol, T1, T21).",
            "Si risponde al seme; se mancante si taglia. Il Fol si gioca quando si vuole e resta alla sua parte.",
            "Carte di conto 5/4/3/2/1, 114 punti in tutto; ogni parte segna i suoi punti meno il riferimento, "
            "riportati di mano in mano (il saldo).",
        ),
        "fr": (
            "62 cartes : épées et bâtons 5-10 et figures ; coupes et deniers 1-6 (le plus bas gagne) et figures.",
            "Le donneur prend 2 cartes et en écarte 2 (pas de rois ; atouts seulement si forcé ; jamais Fol, 1, 21).",
            "Fournir ; sinon couper. Le Fol se joue à tout moment et reste à son camp.",
            "Cartes qui comptent 5/4/3/2/1, 114 points en tout ; chaque camp marque ses points moins la référence, "
            "reportés de donne en donne (le solde).",
        ),
    },
    "tarocchino": {
        "en": (
            "62 cards, two pairs. The Angel (T21) beats the World; the four Moors (T2-T5) are equal: last played wins.",
            "The dealer takes 2 cards and discards 2 (never a King, T21, T20, T1 or the Matto).",
            "Before the first trick, declare cricche (3-4 of a kind) and sequences; T1 and the Matto are counters.",
            "Follow suit; if void you must trump. The Matto may be played at any time and is exchanged.",
            "At the end each pair scores its captured combinations, its card points and 6 for the last trick, "
            "rounded to 5. The match goes to 800.",
        ),
        "it": (
            "62 carte, due coppie. L'Angelo (T21) batte il Mondo; i quattro Mori (T2-T5) sono pari: vince l'ultimo.",
            "Il mazziere prende 2 carte e ne scarta 2 (mai un Re, T21, T20, T1 o il Matto).",
            "Prima della prima presa si dichiarano cricche e sequenze; il Bégato e il Matto fanno da contatori.",
            "Si risponde al seme; se mancante si taglia. Il Matto si gioca quando si vuole e si scambia.",
            "Alla fine ogni coppia conta le combinazioni prese, i punti delle carte e 6 per l'ultima, "
            "arrotondando a 5. Si gioca agli 800.",
        ),
        "fr": (
            "62 cartes, deux paires. L'Ange (T21) bat le Monde ; "
            "les quatre Maures (T2-T5) sont égaux : le dernier joué gagne.",
            "Le donneur prend 2 cartes et en écarte 2 (jamais un Roi, T21, T20, T1 ou le Matto).",
            "Avant le premier pli, on déclare cricche et séquences ; le Bégato et le Matto servent de jokers.",
            "Fournir ; sinon couper. Le Matto se joue à tout moment et s'échange.",
            "À la fin chaque paire compte ses combinaisons prises, ses points de cartes et 6 pour le dernier pli, "
            "arrondis à 5. La partie se joue en 800.",
        ),
    },
}


def with_catalogue_terms(game: str, texts: Mapping[str, Mapping[str, str]]) -> dict[str, Mapping[str, str]]:
    """A game's texts (key -> language -> template) with the catalogue's words for its terms
    (``term.<value>``: bids, contracts, phases) added where the game's own texts have none: the texts an
    explanation or a screen is worded with, on the web page and in the score sheet alike."""
    out: dict[str, Mapping[str, str]] = {}
    for table in (TERMS.get(game, {}), TERMS["*"]):
        for value, entry in table.items():
            out.setdefault(f"term.{value}", entry)
    return {**out, **texts}
