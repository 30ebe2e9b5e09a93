"""Gatti's own texts: its terms, the explanation lines and the refusal reasons (en, it, fr).

Pure data (DESIGN.md §9): key -> language -> :meth:`str.format` template over the line's or the
refusal's parameters (a seat, a card, a set of cards, a term are rendered by the edge before
formatting). The option labels live in :mod:`tarocchi.games.gatti.specs`; ``Game.texts()`` merges both.
Italian uses the game's words (*boñe*, *scarto*, *presa*, the Matto, the Bagatto), French the usual
tarot words with the Italian names kept.
"""

from __future__ import annotations

from typing import Final

from tarocchi.cards.names import Pack
from tarocchi.engine.explain import Texts


def _t(en: str, it: str, fr: str) -> dict[str, str]:
    return {"en": en, "it": it, "fr": fr}


TERMS: Final[Texts] = {
    "bonus.trionfi": _t("trionfi (trumps)", "trionfi", "trionfi (atouts)"),
    "bonus.frilli": _t("frilli (numerals)", "frilli", "frilli (cartes basses)"),
    "bonus.famiglia": _t("famiglia (family)", "famiglia", "famiglia (famille)"),
    "bonus.terno": _t("terno (3 kings)", "terno", "terno (3 rois)"),
    "bonus.quaterno": _t("quaterno (4 kings)", "quaterno", "quaterno (4 rois)"),
    "suit.spades": _t("swords", "spade", "épées"),
    "suit.hearts": _t("cups", "coppe", "coupes"),
    "suit.diamonds": _t("coins", "denari", "deniers"),
    "suit.clubs": _t("batons", "bastoni", "bâtons"),
    "suit.trumps": _t("trumps", "trionfi", "atouts"),
}
"""The title and the terms lines and refusals name (``TermRef`` keys)."""

EXPLANATIONS: Final[Texts] = {
    "gatti.discard_owner": _t(
        "The discard counts for the side of {who}",
        "Lo scarto conta per la parte di {who}",
        "L'écart compte pour le camp de {who}",
    ),
    "gatti.called": _t(
        "Called {card}: partner {partner}", "Chiamato {card}: socio {partner}", "Appel {card} : partenaire {partner}"
    ),
    "gatti.called_alone": _t(
        "Called {card}: the dealer plays alone",
        "Chiamato {card}: il mazziere gioca da solo",
        "Appel {card} : le donneur joue seul",
    ),
    "gatti.side_points": _t(
        "{side}: {points} card points ({tricks} × 1 for the tricks taken, + counting cards)",
        "{side}: {points} punti ({tricks} × 1 per le prese fatte, + carte di conto)",
        "{side} : {points} points ({tricks} × 1 pour les plis faits, + cartes qui comptent)",
    ),
    "gatti.declared_title": _t("Declared boñe:", "Boñe dichiarate:", "Boñe annoncées :"),
    "gatti.declared": _t(
        "  {who}: {bonus} {cards} = {points}",
        "  {who}: {bonus} {cards} = {points}",
        "  {who} : {bonus} {cards} = {points}",
    ),
    "gatti.captured_title": _t("Boñe in the piles:", "Boñe nelle prese:", "Boñe dans les plis :"),
    "gatti.captured": _t(
        "  {side}: {bonus} = {points}", "  {side}: {bonus} = {points}", "  {side} : {bonus} = {points}"
    ),
    "gatti.bagatto_won": _t(
        "The Bagatto of {who} wins the last trick: {points}",
        "Il Bagatto di {who} vince l'ultima presa: {points}",
        "Le Bagatto de {who} gagne le dernier pli : {points}",
    ),
    "gatti.bagatto_lost": _t(
        "The Bagatto of {who} loses the last trick: {points} to each other side",
        "Il Bagatto di {who} perde l'ultima presa: {points} a ogni altra parte",
        "Le Bagatto de {who} perd le dernier pli : {points} à chaque autre camp",
    ),
    "gatti.fool_played": _t(
        "The Matto was played by {who} in trick {trick}",
        "Il Matto è stato giocato da {who} alla presa {trick}",
        "Le Matto a été joué par {who} au pli {trick}",
    ),
    "gatti.fool_kept": _t(
        "Its side won that trick: nothing is owed",
        "La sua parte ha vinto quella presa: niente è dovuto",
        "Son camp a gagné ce pli : rien n'est dû",
    ),
    "gatti.fool_covered": _t(
        "It was covered with {card}, given to {to}",
        "È stato coperto con {card}, dato a {to}",
        "Il a été couvert par {card}, donné à {to}",
    ),
    "gatti.fool_passes": _t(
        "Nothing to give: the Matto itself goes to {to}",
        "Niente da dare: il Matto stesso va a {to}",
        "Rien à donner : le Matto lui-même va à {to}",
    ),
    "gatti.side_score": _t("{side} scores {score}", "{side} segna {score}", "{side} marque {score}"),
    # A side named by one player alone (explain.py's ``player`` twins): the player, as other lines say a seat.
    "gatti.discard_owner_player": _t(
        "The discard counts for {who}", "Lo scarto conta per {who}", "L'écart compte pour {who}"
    ),
    "gatti.player_points": _t(
        "{seat}: {points} card points ({tricks} × 1 for the tricks taken, + counting cards)",
        "{seat}: {points} punti ({tricks} × 1 per le prese fatte, + carte di conto)",
        "{seat} : {points} points ({tricks} × 1 pour les plis faits, + cartes qui comptent)",
    ),
    "gatti.player_captured": _t(
        "  {seat}: {bonus} = {points}", "  {seat}: {bonus} = {points}", "  {seat} : {bonus} = {points}"
    ),
    "gatti.player_score": _t("{seat} scores {score}", "{seat} segna {score}", "{seat} marque {score}"),
    "gatti.fool_kept_player": _t(
        "{who} won that trick: nothing is owed",
        "{who} ha vinto quella presa: niente è dovuto",
        "{who} a gagné ce pli : rien n'est dû",
    ),
}
"""The explanation lines of :mod:`tarocchi.games.gatti.explain`."""

REFUSALS: Final[Texts] = {
    "refusal.no_seat": _t(
        "there is no seat {seat} (0..{seats})",
        "non c'è il posto {seat} (0..{seats})",
        "il n'y a pas de place {seat} (0..{seats})",
    ),
    "refusal.hand_over": _t("the hand is over", "la mano è finita", "la donne est finie"),
    "refusal.discard_first": _t(
        "the dealer ({dealer}) must discard first",
        "il mazziere ({dealer}) deve prima scartare",
        "le donneur ({dealer}) doit d'abord écarter",
    ),
    "refusal.call_first": _t(
        "the dealer ({dealer}) must call a king first",
        "il mazziere ({dealer}) deve prima chiamare un re",
        "le donneur ({dealer}) doit d'abord appeler un roi",
    ),
    "refusal.not_your_turn": _t("{seat} is to play", "tocca a {seat} giocare", "c'est à {seat} de jouer"),
    "refusal.not_held": _t("not in hand: {cards}", "non in mano: {cards}", "pas en main : {cards}"),
    "refusal.must_follow": _t(
        "must follow {suit} (in hand: {held})",
        "deve rispondere a {suit} (in mano: {held})",
        "doit fournir à {suit} (en main : {held})",
    ),
    "refusal.must_overtrump": _t(
        "must beat {top} with a higher trump (in hand: {held})",
        "deve superare {top} con un trionfo più alto (in mano: {held})",
        "doit battre {top} avec un atout plus fort (en main : {held})",
    ),
    "refusal.must_trump": _t(
        "must play a trump (in hand: {held})",
        "deve giocare un trionfo (in mano: {held})",
        "doit jouer un atout (en main : {held})",
    ),
    "refusal.void_must_trump": _t(
        "void in {suit}, must play a trump (in hand: {held})",
        "senza {suit}, deve tagliare con un trionfo (in mano: {held})",
        "sans {suit}, doit couper avec un atout (en main : {held})",
    ),
    "refusal.discard_done": _t("the discard is already made", "lo scarto è già fatto", "l'écart est déjà fait"),
    "refusal.dealer_discards": _t(
        "only the dealer ({dealer}) discards", "scarta solo il mazziere ({dealer})", "seul le donneur ({dealer}) écarte"
    ),
    "refusal.discard_size": _t(
        "the discard is exactly {size} cards, found {found}",
        "lo scarto è di {size} carte esatte, non {found}",
        "l'écart fait exactement {size} cartes, pas {found}",
    ),
    "refusal.discard_king": _t(
        "kings may not be discarded ({cards})", "i re non si scartano ({cards})", "les rois ne s'écartent pas ({cards})"
    ),
    "refusal.discard_t1": _t(
        "the Bagatto may be discarded only as the dealer's only trump (other trumps in hand: {held})",
        "il Bagatto si scarta solo se è l'unico trionfo del mazziere (altri trionfi in mano: {held})",
        "le Bagatto ne s'écarte que s'il est le seul atout du donneur (autres atouts en main : {held})",
    ),
    "refusal.discard_protected": _t(
        "{cards} may not be discarded (protected honours)",
        "{cards} non si possono scartare (onori protetti)",
        "{cards} ne peuvent pas être écartés (honneurs protégés)",
    ),
    "refusal.no_call": _t(
        "there is a call only in the called-king game",
        "si chiama solo nel gioco col re chiamato",
        "on n'appelle que dans le jeu au roi appelé",
    ),
    "refusal.call_done": _t("the call is already made", "la chiamata è già fatta", "l'appel est déjà fait"),
    "refusal.dealer_calls": _t(
        "only the dealer ({dealer}) calls", "chiama solo il mazziere ({dealer})", "seul le donneur ({dealer}) appelle"
    ),
    "refusal.call_queen": _t(
        "a queen ({card}) may be called only by a dealer who holds all four kings",
        "una donna ({card}) si chiama solo avendo tutti e quattro i re",
        "une dame ({card}) ne s'appelle qu'avec les quatre rois en main",
    ),
    "refusal.call_card": _t(
        "the dealer calls a king (or a queen when he holds all four kings), not {card}",
        "il mazziere chiama un re (o una donna se ha i quattro re), non {card}",
        "le donneur appelle un roi (ou une dame s'il a les quatre rois), pas {card}",
    ),
    "refusal.no_declarations": _t(
        "there are no declarations with bonuses = {bonuses}",
        "non si dichiarano boñe con bonuses = {bonuses}",
        "pas d'annonces avec bonuses = {bonuses}",
    ),
    "refusal.no_declaration_round": _t(
        "there is no declaration round with bonuses = {bonuses}",
        "non c'è giro di dichiarazioni con bonuses = {bonuses}",
        "pas de tour d'annonces avec bonuses = {bonuses}",
    ),
    "refusal.declare_after_discard": _t(
        "declarations come after the dealer's discard ({dealer})",
        "si dichiara dopo lo scarto del mazziere ({dealer})",
        "on annonce après l'écart du donneur ({dealer})",
    ),
    "refusal.declare_after_call": _t(
        "declarations come after the dealer's call ({dealer})",
        "si dichiara dopo la chiamata del mazziere ({dealer})",
        "on annonce après l'appel du donneur ({dealer})",
    ),
    "refusal.declare_before_play": _t(
        "declarations come before the first card of the hand",
        "si dichiara prima della prima carta della mano",
        "on annonce avant la première carte de la donne",
    ),
    "refusal.round_over": _t(
        "the declaration round is over: every seat has passed",
        "il giro di dichiarazioni è finito: tutti hanno passato",
        "le tour d'annonces est fini : tout le monde a passé",
    ),
    "refusal.round_over_played": _t(
        "the declaration round is over: the first card has been played",
        "il giro di dichiarazioni è finito: è stata giocata la prima carta",
        "le tour d'annonces est fini : la première carte est jouée",
    ),
    "refusal.declared_later": _t(
        "{seat} has already declared; declarations go in turn order from eldest",
        "{seat} ha già dichiarato; si dichiara in ordine di turno dal primo di mano",
        "{seat} a déjà annoncé ; on annonce dans l'ordre du jeu depuis le premier à parler",
    ),
    "refusal.turn_passed": _t(
        "the turn of {seat} to declare has passed: {current} is to declare",
        "il turno di {seat} per dichiarare è passato: tocca a {current}",
        "le tour d'annonce de {seat} est passé : c'est à {current}",
    ),
    "refusal.not_your_turn_to_declare": _t(
        "{current} is to declare or pass, not {seat}",
        "tocca a {current} dichiarare o passare, non a {seat}",
        "c'est à {current} d'annoncer ou de passer, pas à {seat}",
    ),
    "refusal.unknown_bonus": _t(
        "unknown bonus {name} (trionfi, frilli, famiglia, terno, quaterno)",
        "boña sconosciuta {name} (trionfi, frilli, famiglia, terno, quaterno)",
        "prime inconnue {name} (trionfi, frilli, famiglia, terno, quaterno)",
    ),
    "refusal.bonus_mismatch": _t(
        "the cards shown form a {shown}, not a {claimed}",
        "le carte mostrate fanno {shown}, non {claimed}",
        "les cartes montrées forment {shown}, pas {claimed}",
    ),
    "refusal.terno_three_kings": _t(
        "a terno shows exactly 3 kings", "un terno mostra esattamente 3 re", "un terno montre exactement 3 rois"
    ),
    "refusal.nothing_shown": _t("no cards shown", "nessuna carta mostrata", "aucune carte montrée"),
    "refusal.fool_no_bonus": _t(
        "the Matto counts for no bonus", "il Matto non conta per nessuna boña", "le Matto ne compte pour aucune prime"
    ),
    "refusal.too_few_trumps": _t(
        "{count} trumps shown, trionfi needs at least {least}",
        "{count} trionfi mostrati, ne servono almeno {least}",
        "{count} atouts montrés, il en faut au moins {least}",
    ),
    "refusal.too_few_frilli": _t(
        "{count} frilli shown, frilli needs at least {least}",
        "{count} frilli mostrati, ne servono almeno {least}",
        "{count} frilli montrés, il en faut au moins {least}",
    ),
    "refusal.kings_count": _t(
        "{count} kings shown: a terno shows 3, a quaterno 4",
        "{count} re mostrati: il terno ne mostra 3, il quaterno 4",
        "{count} rois montrés : un terno en montre 3, un quaterno 4",
    ),
    "refusal.famiglia_incomplete": _t(
        "a famiglia of {suit} shows K, Q, N and J (missing {missing})",
        "una famiglia di {suit} mostra Re, Donna, Cavallo e Fante (manca {missing})",
        "une famiglia de {suit} montre R, D, C et V (manque {missing})",
    ),
    "refusal.not_a_bonus": _t(
        "{cards} do not form one bonus", "{cards} non fanno una boña", "{cards} ne forment pas une prime"
    ),
    "refusal.kings_once": _t(
        "a seat declares at most one of terno and quaterno",
        "si dichiara al più uno tra terno e quaterno",
        "on annonce au plus un terno ou un quaterno",
    ),
    "refusal.bonus_once": _t(
        "{bonus} is already declared by this seat",
        "{bonus} è già dichiarato da questo posto",
        "{bonus} est déjà annoncé par cette place",
    ),
    "refusal.fool_not_played": _t(
        "nothing is owed: the Matto has not been played in a complete trick",
        "niente è dovuto: il Matto non è stato giocato in una presa completa",
        "rien n'est dû : le Matto n'a pas été joué dans un pli complet",
    ),
    "refusal.nothing_owed": _t(
        "nothing is owed: {winner}, who won the Matto's trick, is on its side",
        "niente è dovuto: {winner}, che ha vinto la presa del Matto, è della sua parte",
        "rien n'est dû : {winner}, qui a gagné le pli du Matto, est de son camp",
    ),
    "refusal.fool_player_gives": _t(
        "only {seat}, who played the Matto, gives",
        "dà solo {seat}, che ha giocato il Matto",
        "seul {seat}, qui a joué le Matto, donne",
    ),
    "refusal.fool_covered": _t(
        "the Matto is already covered (by {card})",
        "il Matto è già coperto (con {card})",
        "le Matto est déjà couvert (par {card})",
    ),
    "refusal.give_between_tricks": _t(
        "a give is placed between tricks only", "si dà solo tra una presa e l'altra", "on ne donne qu'entre deux plis"
    ),
    "refusal.nothing_to_give": _t(
        "nothing to give: no trick won after the Matto's trick, the Matto itself passes",
        "niente da dare: nessuna presa vinta dopo quella del Matto, passa il Matto stesso",
        "rien à donner : aucun pli gagné après celui du Matto, le Matto lui-même passe",
    ),
    "refusal.give_later": _t(
        "no trick won by the Matto player's side after the Matto's trick yet",
        "la parte del Matto non ha ancora vinto una presa dopo quella del Matto",
        "le camp du Matto n'a pas encore gagné de pli après celui du Matto",
    ),
    "refusal.give_sides_hidden": _t(
        "no give while you do not know the sides: the engine covers the Matto at the end of the hand",
        "non si dà finché non conosci le parti: il Matto lo copre il motore a fine mano",
        "pas de don tant que vous ne connaissez pas les camps : le moteur couvre le Matto en fin de donne",
    ),
    "refusal.give_fool": _t(
        "the Matto itself does not cover the Matto",
        "il Matto non copre sé stesso",
        "le Matto ne se couvre pas lui-même",
    ),
    "refusal.give_discard": _t(
        "{card} is in the discard, which never covers the Matto",
        "{card} è nello scarto, che non copre mai il Matto",
        "{card} est dans l'écart, qui ne couvre jamais le Matto",
    ),
    "refusal.give_not_eligible": _t(
        "{card} is not in a trick won by the Matto player's side after the Matto's trick",
        "{card} non è in una presa vinta dalla parte del Matto dopo quella del Matto",
        "{card} n'est pas dans un pli gagné par le camp du Matto après celui du Matto",
    ),
    "refusal.verb_unused": _t(
        "{verb} is not used in gatti", "{verb} non si usa in gatti", "{verb} n'existe pas en gatti"
    ),
    "refusal.action_shape": _t(
        "an action of the wrong shape", "un'azione di forma errata", "une action de forme incorrecte"
    ),
    "refusal.unknown_key": _t(
        "unknown key {key} in an action", "chiave sconosciuta {key} in un'azione", "clé inconnue {key} dans une action"
    ),
    "refusal.no_verb": _t(
        "an action has exactly one verb, found none",
        "un'azione ha esattamente un verbo, nessuno trovato",
        "une action a exactement un verbe, aucun trouvé",
    ),
    "refusal.several_verbs": _t(
        "an action has exactly one verb, found {verbs}",
        "un'azione ha esattamente un verbo, trovati {verbs}",
        "une action a exactement un verbe, trouvé {verbs}",
    ),
    "refusal.as_only_on_declare": _t(
        "'as' goes only with declare, not with {verb}",
        "'as' va solo con declare, non con {verb}",
        "'as' ne va qu'avec declare, pas avec {verb}",
    ),
    "refusal.card_twice": _t(
        "card {card} is listed twice", "la carta {card} è elencata due volte", "la carte {card} est listée deux fois"
    ),
    "refusal.empty_set": _t("an empty {verb}", "un {verb} vuoto", "un {verb} vide"),
    "refusal.as_not_a_name": _t(
        "'as' must name a bonus, found {value}",
        "'as' deve nominare una boña, non {value}",
        "'as' doit nommer une prime, pas {value}",
    ),
}
"""``refusal.<code>`` for every reason code of the package docstring, over its parameters."""

VARIANTS: Final[Texts] = {
    "you:gatti.discard_owner": _t(
        "The discard counts for your side", "Lo scarto conta per la tua parte", "L'écart compte pour votre camp"
    ),
    "you:gatti.called": _t(
        "Called {card}: you are the partner",
        "Chiamato {card}: il socio sei tu",
        "Appel {card} : vous êtes le partenaire",
    ),
    "you:gatti.bagatto_won": _t(
        "Your Bagatto wins the last trick: {points}",
        "Il tuo Bagatto vince l'ultima presa: {points}",
        "Votre Bagatto gagne le dernier pli : {points}",
    ),
    "you:gatti.bagatto_lost": _t(
        "Your Bagatto loses the last trick: {points} to each other side",
        "Il tuo Bagatto perde l'ultima presa: {points} a ogni altra parte",
        "Votre Bagatto perd le dernier pli : {points} à chaque autre camp",
    ),
    "you:gatti.fool_played": _t(
        "You played the Matto in trick {trick}",
        "Hai giocato il Matto alla presa {trick}",
        "Vous avez joué le Matto au pli {trick}",
    ),
    "you:gatti.fool_kept": _t(
        "Your side won that trick: nothing is owed",
        "La tua parte ha vinto quella presa: niente è dovuto",
        "Votre camp a gagné ce pli : rien n'est dû",
    ),
    "you:gatti.fool_covered": _t(
        "It was covered with {card}, given to you",
        "È stato coperto con {card}, dato a te",
        "Il a été couvert par {card}, qui vous est donné",
    ),
    "you:gatti.fool_passes": _t(
        "Nothing to give: the Matto itself goes to you",
        "Niente da dare: il Matto stesso va a te",
        "Rien à donner : le Matto lui-même vous revient",
    ),
    "one:points:gatti.side_points": _t(
        "{side}: {points} card point ({tricks} × 1 for the tricks taken, + counting cards)",
        "{side}: {points} punto ({tricks} × 1 per le prese fatte, + carte di conto)",
        "{side} : {points} point ({tricks} × 1 pour les plis faits, + cartes qui comptent)",
    ),
    # Lines about the reader's own side (``side`` holds the reader's seat, alone or with a partner): "your side",
    # never the reader by name in the third person ("Seat 1 (you) scores 47").
    "you:side:gatti.side_score": _t(
        "Your side scores {score}", "La tua parte segna {score}", "Votre camp marque {score}"
    ),
    # the points in the order of the others' line, agreeing with their count ("Your side: 1 card point": the
    # ``you:side:one:points:`` variant of the reader's wording, :func:`tarocchi.i18n.lines.template_for`)
    "you:side:gatti.side_points": _t(
        "Your side: {points} card points ({tricks} × 1 for the tricks taken, + counting cards)",
        "La tua parte: {points} punti ({tricks} × 1 per le prese fatte, + carte di conto)",
        "Votre camp : {points} points ({tricks} × 1 pour les plis faits, + cartes qui comptent)",
    ),
    "you:side:one:points:gatti.side_points": _t(
        "Your side: {points} card point ({tricks} × 1 for the tricks taken, + counting cards)",
        "La tua parte: {points} punto ({tricks} × 1 per le prese fatte, + carte di conto)",
        "Votre camp : {points} point ({tricks} × 1 pour les plis faits, + cartes qui comptent)",
    ),
    "you:side:gatti.captured": _t(
        "  Your side: {bonus} = {points}", "  La tua parte: {bonus} = {points}", "  Votre camp : {bonus} = {points}"
    ),
    # The reader alone naming a side: "You score 47" beside "Ann scores 47" (explain.py's ``player`` twins).
    "you:gatti.discard_owner_player": _t(
        "The discard counts for you", "Lo scarto conta per te", "L'écart compte pour vous"
    ),
    "one:points:gatti.player_points": _t(
        "{seat}: {points} card point ({tricks} × 1 for the tricks taken, + counting cards)",
        "{seat}: {points} punto ({tricks} × 1 per le prese fatte, + carte di conto)",
        "{seat} : {points} point ({tricks} × 1 pour les plis faits, + cartes qui comptent)",
    ),
    "you:gatti.player_points": _t(
        "You: {points} card points ({tricks} × 1 for the tricks taken, + counting cards)",
        "Tu: {points} punti ({tricks} × 1 per le prese fatte, + carte di conto)",
        "Vous : {points} points ({tricks} × 1 pour les plis faits, + cartes qui comptent)",
    ),
    "you:one:points:gatti.player_points": _t(
        "You: {points} card point ({tricks} × 1 for the tricks taken, + counting cards)",
        "Tu: {points} punto ({tricks} × 1 per le prese fatte, + carte di conto)",
        "Vous : {points} point ({tricks} × 1 pour les plis faits, + cartes qui comptent)",
    ),
    "you:gatti.player_captured": _t(
        "  You: {bonus} = {points}", "  Tu: {bonus} = {points}", "  Vous : {bonus} = {points}"
    ),
    "you:gatti.player_score": _t("You score {score}", "Tu segni {score}", "Vous marquez {score}"),
    "you:gatti.fool_kept_player": _t(
        "You won that trick: nothing is owed",
        "Hai vinto quella presa: niente è dovuto",
        "Vous avez gagné ce pli : rien n'est dû",
    ),
    "you:gatti.declared": _t(
        "  You: {bonus} {cards} = {points}", "  Tu: {bonus} {cards} = {points}", "  Vous : {bonus} {cards} = {points}"
    ),
    "many:side:gatti.side_score": _t("{side} score {score}", "{side} segnano {score}", "{side} marquent {score}"),
    "one:cards:refusal.discard_protected": _t(
        "{cards} may not be discarded (a protected honour)",
        "{cards} non si può scartare (onore protetto)",
        "{cards} ne peut pas être écarté (honneur protégé)",
    ),
    "one:count:refusal.too_few_trumps": _t(
        "{count} trump shown, trionfi needs at least {least}",
        "{count} trionfo mostrato, ne servono almeno {least}",
        "{count} atout montré, il en faut au moins {least}",
    ),
    "one:count:refusal.too_few_frilli": _t(
        "{count} frillo shown, frilli needs at least {least}",
        "{count} frillo mostrato, ne servono almeno {least}",
        "{count} frillo montré, il en faut au moins {least}",
    ),
    "one:count:refusal.kings_count": _t(
        "{count} king shown: a terno shows 3, a quaterno 4",
        "{count} re mostrato: il terno ne mostra 3, il quaterno 4",
        "{count} roi montré : un terno en montre 3, un quaterno 4",
    ),
    "one:cards:refusal.not_a_bonus": _t(
        "{cards} does not form a bonus", "{cards} non fa una boña", "{cards} ne forme pas une prime"
    ),
    # Refusals naming the reader's own seat (the one refused, or the one it plays a dummy beside, 12.2).
    "you:refusal.discard_first": _t(
        "you are the dealer: you must discard first",
        "sei il mazziere: devi prima scartare",
        "vous êtes le donneur : vous devez d'abord écarter",
    ),
    "you:refusal.call_first": _t(
        "you are the dealer: you must call a king first",
        "sei il mazziere: devi prima chiamare un re",
        "vous êtes le donneur : vous devez d'abord appeler un roi",
    ),
    "you:refusal.not_your_turn": _t("you are to play", "tocca a te giocare", "c'est à vous de jouer"),
    "you:refusal.dealer_discards": _t(
        "only the dealer discards, and that is you",
        "scarta solo il mazziere, cioè tu",
        "seul le donneur écarte, et c'est vous",
    ),
    "you:refusal.dealer_calls": _t(
        "only the dealer calls, and that is you",
        "chiama solo il mazziere, cioè tu",
        "seul le donneur appelle, et c'est vous",
    ),
    "you:refusal.declare_after_discard": _t(
        "declarations come after your discard (you are the dealer)",
        "si dichiara dopo il tuo scarto (sei il mazziere)",
        "on annonce après votre écart (vous êtes le donneur)",
    ),
    "you:refusal.declare_after_call": _t(
        "declarations come after your call (you are the dealer)",
        "si dichiara dopo la tua chiamata (sei il mazziere)",
        "on annonce après votre appel (vous êtes le donneur)",
    ),
    "you:refusal.declared_later": _t(
        "you have already declared; declarations go in turn order from eldest",
        "hai già dichiarato; si dichiara in ordine di turno dal primo di mano",
        "vous avez déjà annoncé ; on annonce dans l'ordre du jeu depuis le premier à parler",
    ),
    "you:refusal.turn_passed": _t(
        "your turn to declare has passed: {current} is to declare",
        "il tuo turno per dichiarare è passato: tocca a {current}",
        "votre tour d'annonce est passé : c'est à {current}",
    ),
    "you:refusal.not_your_turn_to_declare": _t(
        "{current} is to declare or pass, not you",
        "tocca a {current} dichiarare o passare, non a te",
        "c'est à {current} d'annoncer ou de passer, pas à vous",
    ),
    # The reader is to declare, and tried for its dummy (12.2): ``current`` is the reader's seat, ``seat`` its dummy.
    "you:current:refusal.turn_passed": _t(
        "the turn of {seat} to declare has passed: you are to declare",
        "il turno di {seat} per dichiarare è passato: tocca a te",
        "le tour d'annonce de {seat} est passé : c'est à vous",
    ),
    "you:current:refusal.not_your_turn_to_declare": _t(
        "you are to declare or pass, not {seat}",
        "tocca a te dichiarare o passare, non a {seat}",
        "c'est à vous d'annoncer ou de passer, pas à {seat}",
    ),
    "you:refusal.nothing_owed": _t(
        "nothing is owed: you won the Matto's trick, and you are on its side",
        "niente è dovuto: la presa del Matto l'hai vinta tu, che sei della sua parte",
        "rien n'est dû : vous avez gagné le pli du Matto, et vous êtes de son camp",
    ),
    "you:refusal.fool_player_gives": _t(
        "only you, who played the Matto, give",
        "dai solo tu, che hai giocato il Matto",
        "vous seul, qui avez joué le Matto, donnez",
    ),
}
"""Variants of templates above, so that the words agree (:func:`tarocchi.i18n.lines.template_for`):
``you:<key>`` for a line about the reader's own seat, ``you:<field>:<key>`` where that field holds it,
``one:<field>:<key>`` / ``many:<field>:<key>`` where a field holds one or several (seats, cards, points),
``you:<field>:one:<field2>:<key>`` for both."""

WORDS: Final[Texts] = {
    "term.trionfi": _t("trionfi (trumps)", "trionfi", "trionfi (atouts)"),
    "term.frilli": _t("frilli (numerals)", "frilli", "frilli (cartes basses)"),
    "term.famiglia": _t("famiglia (family)", "famiglia", "famiglia (famille)"),
    "term.terno": _t("terno (3 kings)", "terno", "terno (3 rois)"),
    "term.quaterno": _t("quaterno (4 kings)", "quaterno", "quaterno (4 rois)"),
    "term.faceup": _t("face up", "scoperte", "faces visibles"),
}
"""How a screen says a bid, a declaration, an announcement or a phase that a record names by its value
(``term.<value>``); the words every game shares are :mod:`tarocchi.i18n.terms`'."""

SUMMARY: Final[Texts] = {
    "rules.summary": {
        "en": "\n".join(
            (
                "78 cards; the Judgement (T20) beats the World (T21). The dealer takes the talon and discards.",
                "Bonuses (trionfi, frilli, famiglia, terno, quaterno): declared before the first card, counted "
                "from the cards won, both or none, as the table chooses.",
                "Follow suit; if void you must trump (no need to beat). The Matto may be played at any time, is "
                "kept by its owner and covered by a card from a later trick.",
                "Card points: one per trick plus the counting cards; 78 in all with 3 players, 72 with 4 seats.",
                "With 4 players, fixed pairs (partners opposite) or the dealer calls a King; with 2, each player "
                "also plays the dummy hand opposite, face up after the discard.",
            )
        ),
        "it": "\n".join(
            (
                "78 carte; il Giudizio (T20) batte il Mondo (T21). Il mazziere prende il monte e scarta.",
                "Boñe (trionfi, frilli, famiglia, terno, quaterno): dichiarate prima della prima carta, contate "
                "sulle carte prese, entrambe o nessuna, come sceglie il tavolo.",
                "Si risponde al seme; se mancante si taglia (senza obbligo di superare). Il Matto si gioca quando"
                " si vuole, resta al padrone ed è coperto con una carta di una presa successiva.",
                "Punti: uno per presa più le carte di conto; 78 in tre, 72 in quattro.",
                "In quattro, coppie fisse (i soci di fronte) o il mazziere chiama un Re; in due, ognuno gioca anche "
                "la mano del morto di fronte, scoperta dopo lo scarto.",
            )
        ),
        "fr": "\n".join(
            (
                "78 cartes ; le Jugement (T20) bat le Monde (T21). Le donneur prend le talon et écarte.",
                "Primes (trionfi, frilli, famiglia, terno, quaterno) : annoncées avant la première carte, comptées "
                "sur les cartes gagnées, les deux ou aucune, au choix de la table.",
                "Fournir ; sinon couper (sans obligation de monter). Le Matto se joue à tout moment, reste à son "
                "propriétaire et est couvert par une carte d'un pli suivant.",
                "Points : un par pli plus les cartes qui comptent ; 78 à trois, 72 à quatre.",
                "À quatre, paires fixes (partenaires face à face) ou le donneur appelle un Roi ; à deux, chacun joue "
                "aussi la main du mort d'en face, visible après l'écart.",
            )
        ),
    },
}
"""The rules in short, one line each, for the help of the terminal and the web page (``rules.summary``)."""

PACK: Final = Pack(
    "italian",
    _t("Fool (Matto)", "Matto", "Fou (Matto)"),
    named_trumps={
        1: _t("Bagatto", "Bagatto", "Bagatto"),
        20: _t("Judgement", "Giudizio", "Jugement"),
        21: _t("World", "Mondo", "Monde"),
    },
)
"""The Italian-suited pack (spade, coppe, denari, bastoni), its Bagatto, Judgement and World, its Matto (§1)."""


TEXTS: Final[Texts] = {**TERMS, **EXPLANATIONS, **REFUSALS, **VARIANTS, **WORDS, **SUMMARY}
"""Every text of the game (``Game.texts()`` adds the option labels of :mod:`.specs`)."""

__all__ = ["EXPLANATIONS", "PACK", "REFUSALS", "SUMMARY", "TERMS", "TEXTS", "VARIANTS", "WORDS"]
