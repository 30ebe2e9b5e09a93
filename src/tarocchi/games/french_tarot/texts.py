"""French Tarot's words for the edges (pure data): terms, explanation lines, refusal reasons (the title is the
options', :mod:`.specs`).

Keys: terms looked up through :class:`~tarocchi.engine.explain.TermRef`
(``contract.*``, ``declaration.*``, ``chelem.*``, ``camp.*``, ``suit.*``, ``verb.*``); the lines of
:func:`.explain.explain` (``ft.*``); ``refusal.<code>`` for every reason code of the package
docstring. Templates use the parameters by name (:meth:`str.format` on the rendered parameters).
The French words are the FFT's; the Italian follow ``src/tarocchi/i18n`` (Guardia, Petit secco...).
"""

from __future__ import annotations

from typing import Final

from tarocchi.cards.names import Pack
from tarocchi.engine.explain import Texts


def _t(en: str, it: str, fr: str) -> dict[str, str]:
    return {"en": en, "it": it, "fr": fr}


TERMS: Final[dict[str, dict[str, str]]] = {
    "contract.petite": _t("Petite", "Petite", "Petite"),
    "contract.garde": _t("Garde", "Guardia", "Garde"),
    "contract.garde-sans": _t("Garde sans", "Guardia senza", "Garde sans"),
    "contract.garde-contre": _t("Garde contre", "Guardia contro", "Garde contre"),
    "declaration.poignee-simple": _t("single poignée", "poignée semplice", "poignée simple"),
    "declaration.poignee-double": _t("double poignée", "poignée doppia", "double poignée"),
    "declaration.poignee-triple": _t("triple poignée", "poignée tripla", "triple poignée"),
    "declaration.petit-sec": _t("Petit sec", "Petit secco", "Petit sec"),
    "chelem.announced-made": _t("announced and made", "annunciato e fatto", "annoncé et réussi"),
    "chelem.announced-failed": _t("announced and failed", "annunciato e fallito", "annoncé et chuté"),
    "chelem.made": _t("made, not announced", "fatto senza annuncio", "réussi sans annonce"),
    "chelem.defence": _t("by the defence", "della difesa", "de la défense"),
    "camp.attack": _t("attack", "attacco", "attaque"),
    "camp.defence": _t("defence", "difesa", "défense"),
    "suit.spades": _t("spades", "picche", "pique"),
    "suit.hearts": _t("hearts", "cuori", "cœur"),
    "suit.diamonds": _t("diamonds", "quadri", "carreau"),
    "suit.clubs": _t("clubs", "fiori", "trèfle"),
    "suit.trumps": _t("trumps", "atouts", "atout"),
    "verb.bid": _t("bid", "dichiarare", "parler"),
    "verb.call": _t("call a king", "chiamare un re", "appeler un roi"),
    "verb.discard": _t("discard", "scartare", "faire l'écart"),
    "verb.play": _t("play", "giocare", "jouer"),
    "verb.give": _t("give the exchange card", "dare la carta di scambio", "donner la carte d'échange"),
    "verb.announce": _t("announce", "annunciare", "annoncer"),
    "verb.deal": _t("deal", "dare le carte", "donner"),
}
"""Game terms (:class:`~tarocchi.engine.explain.TermRef` keys) and the title."""

LINES: Final[dict[str, dict[str, str]]] = {
    "ft.passed": _t(
        "Everybody passed: no score.", "Tutti passano: nessun punto.", "Tout le monde passe : pas de score."
    ),
    "ft.annulled": _t(
        "Petit sec held by {seat}: the deal is annulled.",
        "Petit secco di {seat}: mano annullata.",
        "Petit sec de {seat} : la donne est annulée.",
    ),
    "ft.contract": _t("{contract} by {taker}", "{contract} di {taker}", "{contract} par {taker}"),
    "ft.called": _t(
        "Called {card}: partner {partner}", "Chiamato {card}: socio {partner}", "Appel {card} : partenaire {partner}"
    ),
    "ft.called_alone": _t(
        "Called {card}: the taker plays alone",
        "Chiamato {card}: il dichiarante gioca da solo",
        "Appel {card} : le preneur joue seul",
    ),
    "ft.points": _t(
        "Attack: {points} points with {bouts} bouts, needed {target}",
        "Attacco: {points} punti con {bouts} onori, ne servivano {target}",
        "Attaque : {points} points avec {bouts} bouts, il en fallait {target}",
    ),
    "ft.points_one": _t(
        "Attack: {points} points with 1 bout, needed {target}",
        "Attacco: {points} punti con 1 onore, ne servivano {target}",
        "Attaque : {points} points avec 1 bout, il en fallait {target}",
    ),
    "ft.points_none": _t(
        "Attack: {points} points with no bout, needed {target}",
        "Attacco: {points} punti senza onori, ne servivano {target}",
        "Attaque : {points} points sans bout, il en fallait {target}",
    ),
    "ft.made": _t("Made by {diff}", "Fatta di {diff}", "Faite de {diff}"),
    "ft.failed": _t("Failed by {diff}", "Caduta di {diff}", "Chutée de {diff}"),
    "ft.base": _t("Base 25 + difference = {base}", "Base 25 + differenza = {base}", "Base 25 + différence = {base}"),
    "ft.petit_au_bout": _t(
        "Petit au bout ({camp}): {points:+d}",
        "Petit au bout ({camp}): {points:+d}",
        "Petit au bout ({camp}) : {points:+d}",
    ),
    "ft.multiplier": _t(
        "× contract multiplier {multiplier}",
        "× moltiplicatore del contratto {multiplier}",
        "× coefficient du contrat {multiplier}",
    ),
    "ft.poignee": _t("{level} by {seat}: {points}", "{level} di {seat}: {points}", "{level} de {seat} : {points}"),
    "ft.poignees_attack": _t(
        "Poignées go to the winning camp, the attack (+), not multiplied",
        "Le poignée vanno a chi vince, l'attacco (+), senza moltiplicare",
        "Les poignées vont au camp gagnant, l'attaque (+), sans coefficient",
    ),
    "ft.poignees_defence": _t(
        "Poignées go to the winning camp, the defence (−), not multiplied",
        "Le poignée vanno a chi vince, la difesa (−), senza moltiplicare",
        "Les poignées vont au camp gagnant, la défense (−), sans coefficient",
    ),
    "ft.chelem": _t("Chelem {chelem}: {points}", "Chelem {chelem}: {points}", "Chelem {chelem} : {points}"),
    "ft.per_defender": _t("Each defender pays {d}", "Ogni difensore paga {d}", "Chaque défenseur paie {d}"),
    "ft.per_defender_receives": _t(
        "Each defender receives {d}", "Ogni difensore riceve {d}", "Chaque défenseur reçoit {d}"
    ),
    "ft.dummy_pays": _t(
        "{seat} pays for their own seat and the dummy: 2 × {d} = {total}",
        "{seat} paga per sé e per il morto: 2 × {d} = {total}",
        "{seat} paie pour sa place et pour le mort : 2 × {d} = {total}",
    ),
    "ft.dummy_receives": _t(
        "{seat} receives for their own seat and the dummy: 2 × {d} = {total}",
        "{seat} riceve per sé e per il morto: 2 × {d} = {total}",
        "{seat} reçoit pour sa place et pour le mort : 2 × {d} = {total}",
    ),
}
"""The explanation lines of :func:`.explain.explain`."""

REFUSALS: Final[dict[str, dict[str, str]]] = {
    "refusal.no_seat": _t(
        "there is no seat {seat} with {players} players",
        "non c'è il posto {seat} con {players} giocatori",
        "il n'y a pas de place {seat} à {players} joueurs",
    ),
    "refusal.deal_annulled": _t(
        "the deal is over (annulled: {seat} holds a petit sec)",
        "la mano è finita (annullata: {seat} ha il petit secco)",
        "la donne est finie (annulée : {seat} a le petit sec)",
    ),
    "refusal.deal_passed": _t(
        "the deal is over (everyone passed)",
        "la mano è finita (tutti passano)",
        "la donne est finie (tout le monde passe)",
    ),
    "refusal.deal_over": _t("the deal is over", "la mano è finita", "la donne est finie"),
    "refusal.auction_over": _t(
        "out of turn: the auction is over ({expected} must {verb})",
        "fuori turno: le dichiarazioni sono finite ({expected} deve {verb})",
        "hors tour : les enchères sont finies ({expected} doit {verb})",
    ),
    "refusal.card_twice": _t(
        "card {card} is listed twice", "la carta {card} è elencata due volte", "la carte {card} est listée deux fois"
    ),
    "refusal.empty_set": _t("no card is listed", "nessuna carta è elencata", "aucune carte n'est listée"),
    "refusal.not_your_turn": _t(
        "out of turn: {seat} must {verb} now",
        "fuori turno: ora tocca a {seat} {verb}",
        "hors tour : c'est à {seat} de {verb}",
    ),
    "refusal.contract_not_allowed": _t(
        "{contract} is not an allowed contract here ({allowed})",
        "{contract} non è un contratto ammesso qui ({allowed})",
        "{contract} n'est pas un contrat admis ici ({allowed})",
    ),
    "refusal.bid_too_low": _t(
        "{contract} is not higher than {high}",
        "{contract} non è più alto di {high}",
        "{contract} n'est pas plus fort que {high}",
    ),
    "refusal.call_five_only": _t(
        "a king is called only with five players, not {players}",
        "si chiama un re solo in cinque, non in {players}",
        "on n'appelle un roi qu'à cinq joueurs, pas à {players}",
    ),
    "refusal.call_after_auction": _t(
        "the call comes after the auction",
        "la chiamata viene dopo le dichiarazioni",
        "l'appel vient après les enchères",
    ),
    "refusal.already_called": _t(
        "the card is already called ({expected} must {verb})",
        "la carta è già chiamata ({expected} deve {verb})",
        "la carte est déjà appelée ({expected} doit {verb})",
    ),
    "refusal.not_taker": _t(
        "only the taker ({taker}) may {verb}",
        "solo il dichiarante ({taker}) può {verb}",
        "seul le preneur ({taker}) peut {verb}",
    ),
    "refusal.no_taker": _t(
        "only the taker announces a chelem",
        "solo il dichiarante annuncia il chelem",
        "seul le preneur annonce un chelem",
    ),
    "refusal.call_queen": _t(
        "a queen ({card}) may be called only when holding all four kings",
        "una donna ({card}) si chiama solo avendo i quattro re",
        "une dame ({card}) ne s'appelle qu'avec les quatre rois",
    ),
    "refusal.call_knight": _t(
        "a knight ({card}) may be called only when holding every king and queen",
        "un cavallo ({card}) si chiama solo avendo tutti i re e le donne",
        "un cavalier ({card}) ne s'appelle qu'avec tous les rois et les dames",
    ),
    "refusal.call_jack": _t(
        "a jack ({card}) may be called only when holding every king, queen and knight",
        "un fante ({card}) si chiama solo avendo tutti i re, le donne e i cavalli",
        "un valet ({card}) ne s'appelle qu'avec tous les rois, dames et cavaliers",
    ),
    "refusal.call_not_court": _t(
        "only a king (or, holding all kings, a lower court card) may be called, not {card}",
        "si chiama un re (o, avendo tutti i re, una figura minore), non {card}",
        "on appelle un roi (ou, avec tous les rois, une figure inférieure), pas {card}",
    ),
    "refusal.no_discard_contract": _t(
        "there is no discard in a {contract}", "non si scarta in una {contract}", "il n'y a pas d'écart en {contract}"
    ),
    "refusal.no_discard_now": _t(
        "no discard now ({expected} must {verb})",
        "niente scarto ora ({expected} deve {verb})",
        "pas d'écart maintenant ({expected} doit {verb})",
    ),
    "refusal.discard_size": _t(
        "the discard holds exactly {size} cards, not {count}",
        "lo scarto ha esattamente {size} carte, non {count}",
        "l'écart compte exactement {size} cartes, pas {count}",
    ),
    "refusal.not_held": _t("not in hand: {cards}", "non in mano: {cards}", "pas en main : {cards}"),
    "refusal.discard_kings": _t(
        "kings may not be discarded ({cards})",
        "i re non si scartano ({cards})",
        "les rois ne vont pas à l'écart ({cards})",
    ),
    "refusal.discard_bouts": _t(
        "bouts may not be discarded ({cards})",
        "gli onori non si scartano ({cards})",
        "les bouts ne vont pas à l'écart ({cards})",
    ),
    "refusal.discard_trumps_avoidable": _t(
        "trumps may be discarded only when unavoidable, and {count} suit cards could go ({cards})",
        "gli atout si scartano solo se inevitabile, e {count} carte di seme potrebbero andare ({cards})",
        "les atouts ne vont à l'écart qu'en cas de nécessité, et {count} cartes de couleur le pourraient ({cards})",
    ),
    "refusal.discard_trumps_incomplete": _t(
        "a discard with trumps must hold every discardable suit card (missing {missing})",
        "uno scarto con atout deve avere tutte le carte di seme scartabili (mancano {missing})",
        "un écart avec atouts doit contenir toutes les cartes de couleur possibles (il manque {missing})",
    ),
    "refusal.chelem_disabled": _t(
        "chelem announcements are disabled",
        "gli annunci di chelem sono disattivati",
        "les annonces de chelem sont désactivées",
    ),
    "refusal.chelem_too_early": _t(
        "a chelem is announced after the auction, the call and the discard",
        "il chelem si annuncia dopo le dichiarazioni, la chiamata e lo scarto",
        "le chelem s'annonce après les enchères, l'appel et l'écart",
    ),
    "refusal.chelem_announced": _t(
        "the chelem is already announced", "il chelem è già annunciato", "le chelem est déjà annoncé"
    ),
    "refusal.chelem_too_late": _t(
        "a chelem is announced before any poignée and any card",
        "il chelem si annuncia prima di ogni poignée e di ogni carta",
        "le chelem s'annonce avant toute poignée et toute carte",
    ),
    "refusal.poignee_disabled": _t(
        "poignées are disabled", "le poignée sono disattivate", "les poignées sont désactivées"
    ),
    "refusal.poignee_first_trick": _t(
        "a poignée is declared only in the first trick",
        "la poignée si dichiara solo nella prima presa",
        "la poignée ne se déclare qu'au premier pli",
    ),
    "refusal.dummy_declares": _t(
        "{seat} is the dummy: it declares no poignée and announces nothing",
        "{seat} è il morto: non dichiara poignée e non annuncia nulla",
        "{seat} est le mort : il ne déclare pas de poignée et n'annonce rien",
    ),
    "refusal.poignee_once": _t(
        "a seat declares at most one poignée",
        "ognuno dichiara al più una poignée",
        "chacun déclare au plus une poignée",
    ),
    "refusal.poignee_turn": _t(
        "a poignée is declared at one's own turn in the first trick, before one's card ({seat} plays now)",
        "la poignée si dichiara al proprio turno nella prima presa, prima della carta (ora gioca {seat})",
        "la poignée se déclare à son tour au premier pli, avant sa carte ({seat} joue maintenant)",
    ),
    "refusal.not_poignee": _t("{name} is not a poignée", "{name} non è una poignée", "{name} n'est pas une poignée"),
    "refusal.poignee_trumps_only": _t(
        "a poignée shows trumps only ({cards} are not trumps)",
        "una poignée mostra solo atout ({cards} non sono atout)",
        "une poignée ne montre que des atouts ({cards} n'en sont pas)",
    ),
    "refusal.poignee_size": _t(
        "a poignée shows exactly {simple}, {double} or {triple} cards with {players} players, not {count}",
        "una poignée mostra esattamente {simple}, {double} o {triple} carte in {players}, non {count}",
        "une poignée montre exactement {simple}, {double} ou {triple} cartes à {players} joueurs, pas {count}",
    ),
    "refusal.poignee_level": _t(
        "{count} cards make a {level}, not a {named}",
        "{count} carte fanno una {level}, non una {named}",
        "{count} cartes font une {level}, pas une {named}",
    ),
    "refusal.poignee_excuse": _t(
        "the Excuse may stand in for a trump only with {needed} trumps in hand, not {held}",
        "la Scusa sostituisce un atout solo con {needed} atout in mano, non {held}",
        "l'Excuse ne remplace un atout qu'avec {needed} atouts en main, pas {held}",
    ),
    "refusal.petit_sec_by_engine": _t(
        "a petit sec annuls the deal by itself here",
        "qui il petit secco annulla la mano da sé",
        "ici le petit sec annule la donne de lui-même",
    ),
    "refusal.petit_sec_too_late": _t(
        "a petit sec is declared before the first bid",
        "il petit secco si dichiara prima della prima dichiarazione",
        "le petit sec se déclare avant la première enchère",
    ),
    "refusal.no_petit_sec": _t(
        "no petit sec in hand: the Petit must be the only trump, without the Excuse",
        "nessun petit secco in mano: il Petit dev'essere l'unico atout, senza la Scusa",
        "pas de petit sec en main : le Petit doit être le seul atout, sans l'Excuse",
    ),
    "refusal.petit_sec_whole_hand": _t(
        "a petit sec declaration shows the whole hand ({hand})",
        "la dichiarazione del petit secco mostra tutta la mano ({hand})",
        "la déclaration du petit sec montre toute la main ({hand})",
    ),
    "refusal.play_not_now": _t(
        "no card is played before the auction, call and discard end ({expected} must {verb})",
        "non si gioca prima della fine di dichiarazioni, chiamata e scarto ({expected} deve {verb})",
        "on ne joue pas avant la fin des enchères, de l'appel et de l'écart ({expected} doit {verb})",
    ),
    "refusal.called_suit_lead": _t(
        "{suit} is the called suit and may not be led in the first trick except with {card}",
        "{suit} è il seme chiamato e non si apre nella prima presa se non con {card}",
        "{suit} est la couleur appelée et ne s'entame au premier pli qu'avec {card}",
    ),
    "refusal.must_follow": _t(
        "must follow {suit} (in hand: {held})",
        "deve rispondere a {suit} (in mano: {held})",
        "doit fournir à {suit} (en main : {held})",
    ),
    "refusal.must_overtrump": _t(
        "must overtrump {card} (in hand: {held})",
        "deve surtagliare {card} (in mano: {held})",
        "doit monter sur {card} (en main : {held})",
    ),
    "refusal.must_play_trump": _t(
        "must play a trump (in hand: {held})",
        "deve giocare un atout (in mano: {held})",
        "doit jouer atout (en main : {held})",
    ),
    "refusal.must_trump": _t(
        "must trump, being void in {suit} (in hand: {held})",
        "deve tagliare, non avendo {suit} (in mano: {held})",
        "doit couper, n'ayant pas de {suit} (en main : {held})",
    ),
    "refusal.exchange_waits": _t(
        "the Excuse exchange waits until the camp's won tricks hold a 0.5-point card",
        "lo scambio della Scusa aspetta che le prese del campo abbiano una carta da mezzo punto",
        "l'échange de l'Excuse attend que les plis du camp contiennent une carte à un demi-point",
    ),
    "refusal.exchange_given": _t(
        "the Excuse exchange card has already been given",
        "la carta di scambio della Scusa è già stata data",
        "la carte d'échange de l'Excuse a déjà été donnée",
    ),
    "refusal.no_exchange": _t(
        "no Excuse exchange is due", "nessuno scambio della Scusa è dovuto", "aucun échange de l'Excuse n'est dû"
    ),
    "refusal.not_debtor": _t(
        "only the Excuse's player ({seat}) gives the exchange card",
        "solo chi ha giocato la Scusa ({seat}) dà la carta di scambio",
        "seul le joueur de l'Excuse ({seat}) donne la carte d'échange",
    ),
    "refusal.exchange_not_low": _t(
        "{card} is not worth 0.5: the exchange card is a 0.5-point card",
        "{card} non vale mezzo punto: la carta di scambio vale mezzo punto",
        "{card} ne vaut pas un demi-point : la carte d'échange vaut un demi-point",
    ),
    "refusal.exchange_not_won": _t(
        "{card} is not in its camp's won tricks: the exchange card is a 0.5-point card",
        "{card} non è nelle prese del campo: la carta di scambio vale mezzo punto",
        "{card} n'est pas dans les plis du camp : la carte d'échange vaut un demi-point",
    ),
}
"""``refusal.<code>`` for every reason code the game raises (the package docstring lists their parameters)."""

VARIANTS: Final[dict[str, dict[str, str]]] = {
    "you:ft.contract": _t("Your {contract}", "Il tuo contratto: {contract}", "Votre {contract}"),
    "you:ft.called": _t(
        "Called {card}: you are the partner",
        "Chiamato {card}: il socio sei tu",
        "Appel {card} : vous êtes le partenaire",
    ),
    "you:ft.annulled": _t(
        "You hold the Petit sec: the deal is annulled.",
        "Hai il Petit secco: mano annullata.",
        "Vous avez le Petit sec : la donne est annulée.",
    ),
    "you:ft.poignee": _t("Your {level}: {points}", "La tua {level}: {points}", "Votre {level} : {points}"),
    "you:ft.dummy_pays": _t(
        "You pay for your own seat and the dummy: 2 × {d} = {total}",
        "Paghi per te e per il morto: 2 × {d} = {total}",
        "Vous payez pour votre place et pour le mort : 2 × {d} = {total}",
    ),
    "you:ft.dummy_receives": _t(
        "You receive for your own seat and the dummy: 2 × {d} = {total}",
        "Ricevi per te e per il morto: 2 × {d} = {total}",
        "Vous recevez pour votre place et pour le mort : 2 × {d} = {total}",
    ),
    "one:points:ft.points": _t(
        "Attack: {points} point with {bouts} bouts, needed {target}",
        "Attacco: {points} punto con {bouts} onori, ne servivano {target}",
        "Attaque : {points} point avec {bouts} bouts, il en fallait {target}",
    ),
    "one:points:ft.points_one": _t(
        "Attack: {points} point with 1 bout, needed {target}",
        "Attacco: {points} punto con 1 onore, ne servivano {target}",
        "Attaque : {points} point avec 1 bout, il en fallait {target}",
    ),
    "one:points:ft.points_none": _t(
        "Attack: {points} point with no bout, needed {target}",
        "Attacco: {points} punto senza onori, ne servivano {target}",
        "Attaque : {points} point sans bout, il en fallait {target}",
    ),
    "one:count:refusal.discard_trumps_avoidable": _t(
        "trumps may be discarded only when unavoidable, and {count} suit card could go ({cards})",
        "gli atout si scartano solo se inevitabile, e {count} carta di seme potrebbe andare ({cards})",
        "les atouts ne vont à l'écart qu'en cas de nécessité, et {count} carte de couleur le pourrait ({cards})",
    ),
    "one:cards:refusal.poignee_trumps_only": _t(
        "a poignée shows trumps only ({cards} is not a trump)",
        "una poignée mostra solo atout ({cards} non è un atout)",
        "une poignée ne montre que des atouts ({cards} n'en est pas un)",
    ),
    # Refusals naming the reader's own seat (the one refused, or the one it plays a dummy beside, §13).
    "you:refusal.deal_annulled": _t(
        "the deal is over (annulled: you hold a petit sec)",
        "la mano è finita (annullata: hai il petit secco)",
        "la donne est finie (annulée : vous avez le petit sec)",
    ),
    "you:refusal.auction_over": _t(
        "out of turn: the auction is over (you must {verb})",
        "fuori turno: le dichiarazioni sono finite (devi {verb})",
        "hors tour : les enchères sont finies (vous devez {verb})",
    ),
    "you:refusal.not_your_turn": _t(
        "out of turn: you must {verb} now", "fuori turno: ora tocca a te {verb}", "hors tour : c'est à vous de {verb}"
    ),
    "you:refusal.already_called": _t(
        "the card is already called (you must {verb})",
        "la carta è già chiamata (devi {verb})",
        "la carte est déjà appelée (vous devez {verb})",
    ),
    "you:refusal.no_discard_now": _t(
        "no discard now (you must {verb})",
        "niente scarto ora (devi {verb})",
        "pas d'écart maintenant (vous devez {verb})",
    ),
    "you:refusal.play_not_now": _t(
        "no card is played before the auction, call and discard end (you must {verb})",
        "non si gioca prima della fine di dichiarazioni, chiamata e scarto (devi {verb})",
        "on ne joue pas avant la fin des enchères, de l'appel et de l'écart (vous devez {verb})",
    ),
    "you:refusal.not_debtor": _t(
        "only you, who played the Excuse, give the exchange card",
        "solo tu, che hai giocato la Scusa, dai la carta di scambio",
        "vous seul, qui avez joué l'Excuse, donnez la carte d'échange",
    ),
}
"""Variants of templates above, so that the words agree (:func:`tarocchi.i18n.lines.template_for`):
``you:<key>`` for a line about the reader's own seat, ``one:<field>:<key>`` / ``many:<field>:<key>``
where a field holds one or several (seats, cards, points)."""

WORDS: Final[Texts] = {
    "term.petite": _t("Prise (Petite)", "Prise (Petite)", "Prise (Petite)"),
    "term.prise": _t("Prise (Petite)", "Prise (Petite)", "Prise (Petite)"),
    "term.garde": _t("Garde", "Guardia", "Garde"),
    "term.garde-sans": _t("Garde sans", "Guardia senza", "Garde sans"),
    "term.garde-contre": _t("Garde contre", "Guardia contro", "Garde contre"),
    "term.chelem": _t("Chelem (slam)", "Chelem (cappotto)", "Chelem"),
    "term.poignee-simple": _t("single poignée", "poignée semplice", "poignée simple"),
    "term.poignee-double": _t("double poignée", "poignée doppia", "double poignée"),
    "term.poignee-triple": _t("triple poignée", "poignée tripla", "triple poignée"),
    "term.petit-sec": _t("Petit sec", "Petit secco", "Petit sec"),
    "term.chien": _t("chien", "chien (cane)", "chien"),
    "term.attack": _t("attack", "attacco", "attaque"),
    "term.defence": _t("defence", "difesa", "défense"),
    "term.announced-made": _t("announced and made", "annunciato e fatto", "annoncé et réussi"),
    "term.announced-failed": _t("announced and failed", "annunciato e fallito", "annoncé et chuté"),
    "term.made": _t("made, not announced", "fatto senza annuncio", "réussi sans annonce"),
}
"""How a screen says a bid, a declaration, an announcement or a phase that a record names by its value
(``term.<value>``); the words every game shares are :mod:`tarocchi.i18n.terms`'."""

SUMMARY: Final[Texts] = {
    "rules.summary": {
        "en": "\n".join(
            (
                "78 cards (4 suits, 21 trumps, the Excuse). Bids: Prise (Petite) < Garde < Garde sans < Garde contre.",
                "The taker needs 56/51/41/36 card points with 0/1/2/3 bouts (T1, T21, Excuse).",
                "In a Prise or Garde the taker takes the chien and discards (no kings, no bouts, trumps only if "
                "forced).",
                "Follow suit; if void, trump; a trump must beat the trumps in the trick if it can.",
                "The Excuse may be played at any time and stays with its owner (who gives a low card back).",
                "Poignée: show 10/13/15 trumps before your first card (13/15/18 with 3 or 2 players, 8/10/13 with "
                "5). Petit au bout: T1 in the last trick.",
                "With 5 players the taker calls a king; its holder is his secret partner. With 2, a third hand, the "
                "dummy (le mort), defends with the player who does not take.",
            )
        ),
        "it": "\n".join(
            (
                "78 carte: 4 semi, 21 atout, la Scusa. Un'asta: Prise (Petite) < Guardia < Guardia senza < "
                "Guardia contro.",
                "Il dichiarante deve fare 56/51/41/36 punti con 0/1/2/3 onori (T1, T21, Scusa).",
                "In Prise o Guardia prende il chien e scarta (niente re né onori, atout solo se obbligato).",
                "Si risponde al seme; se mancante si taglia; un atout deve superare quelli già giocati se può.",
                "La Scusa si gioca quando si vuole e resta al suo padrone (che rende una carta bassa).",
                "Poignée: mostrare 10/13/15 atout prima della prima carta (13/15/18 in 3 o in 2, 8/10/13 in 5). "
                "Petit au bout: T1 all'ultima presa.",
                "In 5 il dichiarante chiama un re; chi lo ha è il suo socio segreto. In 2 una terza mano, il morto (le "
                "mort), difende con chi non prende.",
            )
        ),
        "fr": "\n".join(
            (
                "78 cartes : 4 couleurs, 21 atouts, l'Excuse. Une enchère chacun : Prise (Petite) < Garde < Garde"
                " sans < Garde contre.",
                "Le preneur doit faire 56/51/41/36 points avec 0/1/2/3 bouts (1, 21, Excuse).",
                "En Prise ou Garde il prend le chien et écarte (ni rois ni bouts, atouts seulement si forcé).",
                "Fournir la couleur ; sinon couper ; un atout doit monter sur ceux du pli s'il le peut.",
                "L'Excuse se joue à tout moment et reste à son camp (qui rend une petite carte).",
                "Poignée : montrer 10/13/15 atouts avant sa première carte (13/15/18 à 3 ou à 2, 8/10/13 à 5). "
                "Petit au bout : le 1 au dernier pli.",
                "À 5, le preneur appelle un roi ; celui qui l'a est son partenaire secret. À 2, une troisième main, "
                "le mort, défend avec le joueur qui ne prend pas.",
            )
        ),
    },
}
"""The rules in short, one line each, for the help of the terminal and the web page (``rules.summary``)."""

PACK: Final = Pack(
    "french",
    _t("Excuse", "Scusa", "Excuse"),
    named_trumps={
        1: _t("Petit", "Petit", "Petit"),
    },
)
"""The French-suited pack (pique, cœur, carreau, trèfle), its Petit and its Excuse (§1)."""


TEXTS: Final[Texts] = {**TERMS, **LINES, **REFUSALS, **VARIANTS, **WORDS, **SUMMARY}
"""Everything above, for :meth:`~tarocchi.engine.game.Game.texts`."""

__all__ = ["LINES", "PACK", "REFUSALS", "SUMMARY", "TERMS", "TEXTS", "VARIANTS", "WORDS"]
