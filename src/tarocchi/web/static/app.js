// The tarocchi front end: plain ES module, no build step. Talks to /api/* and /ws/{table}.
// It names no game: everything a game says (titles, option specs, texts, explanation lines, refusal
// codes, card style) comes from the server, and one renderer turns {"key", "params"} lines into words.
const $ = (sel, root = document) => root.querySelector(sel);
const app = $("#app");
let S = { ui: {}, games: {}, cards: {}, cat: {}, texts: {}, order: [] };   // strings bundle
let lang = localStorage.getItem("lang") || (navigator.language || "en").slice(0, 2);
if (!["en", "it", "fr"].includes(lang)) lang = "en";
let me = null;
let socket = null;
let view = null;   // state of the table page
let review = null; // state of the review page
// Each visit to an address (route) has a number. A page whose answers come back after the person went
// elsewhere (changed the language, followed a link, pressed back) draws nothing: one page at a time,
// never two lobby forms, never a table's socket opened for a page already left.
let visit = 0;
const left = (n) => n !== visit;
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

// French: "de {who}" -> "d'{who}" ("que" -> "qu'"), Italian: "a {who}" -> "ad {who}", before a word starting with a
// vowel (i18n/elision.py); textOf(k): the text {k} stands for, or null when the template keeps {k}
const VOWEL = /^[AEIOUYÀÂÉÈÊËÎÏÔÙÛaeiouyàâéèêëîïôùû]/;
const ELIDED = { fr: [/\b([dD]e|[qQ]ue) \{(\w+)\}/g, (w) => `${w.slice(0, -1)}'`], it: [/\b([aA]) \{(\w+)\}/g, (w) => `${w}d `] };
const elide = (tpl, textOf) => (!ELIDED[lang] ? String(tpl) : String(tpl).replace(ELIDED[lang][0], (m, w, k) => {
  const text = textOf(k);
  return text !== null && VOWEL.test(text) ? `${ELIDED[lang][1](w)}{${k}}` : m;
}));
const fill = (tpl, vars = {}) => elide(tpl, (k) => (k in vars ? String(vars[k]) : null)).replace(/\{(\w+)\}/g, (m, k) => (k in vars ? vars[k] : m));
const t = (key, vars = {}) => fill(S.ui[key] || key, vars);
const cat = (key, vars = {}) => fill((S.cat || {})[key] || "", vars);
// "label: value", with the page language's colon ("Plis : 0" in French)
const colon = (label, value = "") => `${label}${S.ui.colon || ": "}${value}`;
// a label that starts a button or a title starts with a capital, whatever case the term it shows has
const cap = (s) => (s ? String(s).charAt(0).toLocaleUpperCase(lang) + String(s).slice(1) : s);
// names joined: "Ann", "Ann and Bob", "Ann, Bob and Cy"
const andList = (xs) => (xs.length < 2 ? xs.join("") : t("and", { a: xs.slice(0, -1).join(", "), b: xs[xs.length - 1] }));
const h = (tag, attrs = {}, ...kids) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith("on")) { if (v) el.addEventListener(k.slice(2), v); }
    else if (v !== undefined && v !== null && v !== false) el.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat(Infinity)) if (kid !== null && kid !== undefined && kid !== false) el.append(kid.nodeType ? kid : String(kid));
  return el;
};

// a name (a column header's, a seat's, a trick card's caption...) word by word: it wraps between words (and
// after a hyphen), never inside one; a word wider than its box ends in an ellipsis (style.css .word), the
// whole name kept in the title of the element that holds it
const nameWords = (text) => String(text).split(/\s+/).filter(Boolean).flatMap((word, k) =>
  [k ? " " : null, ...word.split(/(?<=-)/).flatMap((piece, j) => [j ? h("wbr") : null, h("span", { class: "word" }, piece)])]);
const nameHeader = (text) => h("th", { scope: "col", title: text }, h("span", { class: "name" }, nameWords(text)));
// a score sheet whose columns are too narrow for a word of a name (many seats on a phone) writes the
// names upwards, whole, rather than cutting them: the header grows taller, the columns stay on screen
function fitSheets(root = document) {
  const pen = fitSheets.pen || (fitSheets.pen = document.createElement("canvas").getContext("2d"));
  for (const table of root.querySelectorAll("table.sheet")) {
    // the first column is as wide as its longest word ("Punteggi"), never a word broken inside
    const first = table.querySelector("thead th:first-child");
    if (first) {
      first.style.width = "";
      let word = 0;
      for (const th of table.querySelectorAll("tbody th, tfoot th")) {
        pen.font = getComputedStyle(th).font;
        for (const w of th.textContent.split(/\s+/)) word = Math.max(word, pen.measureText(w).width);
      }
      const cs = getComputedStyle(first);
      const need = Math.ceil(word + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + 2);
      if (need > first.getBoundingClientRect().width) first.style.width = `${need}px`;
    }
    table.classList.remove("upright");
    const cut = [...table.querySelectorAll("thead .word")].some((w) => w.scrollWidth > w.clientWidth + 0.5);
    if (cut) table.classList.add("upright");
  }
}

function flash(text, info = false) {
  const box = $("#message");
  box.textContent = text;
  box.className = info ? "info" : "";
  box.hidden = false;
  clearTimeout(flash.timer);
  flash.timer = setTimeout(() => { box.hidden = true; }, 4000);
}

async function api(path, body, method) {
  const opts = { method: method || (body === undefined ? "GET" : "POST"), headers: {} };
  if (body !== undefined) { opts.body = typeof body === "string" ? body : JSON.stringify(body); opts.headers["Content-Type"] = "application/json"; }
  const r = await fetch(path, opts);
  const data = await r.json().catch(() => ({}));
  if (!r.ok) throw Object.assign(new Error((data.code && refusalText(data)) || data.detail || r.statusText), { status: r.status });
  return data;
}

async function loadStrings(game, n = visit) {
  const strings = await api(`/api/strings/${lang}` + (game ? `?game=${encodeURIComponent(game)}` : ""));
  if (left(n)) return;   // an older visit's words (another language, perhaps) never overwrite the page's
  S = strings;
  S.texts = S.texts || {};
  document.documentElement.lang = lang;
  $("#nav-lobby").textContent = t("lobby");
  $("#nav-history").textContent = t("history");
  // the header's short word (the header holds on two rows of a phone in every language), the whole in its title
  $("#nav-replay").textContent = t("nav_replay");
  $("#nav-replay").title = t("replay");
}

// ---------------------------------------------------------------------------------------- words
// a number as the page's language writes it (i18n/lines.py number_text): "40.5" in English, "40,5" in Italian and
// French (a decimal comma), whole ones as they are; one decimal at most, its sign kept ("-1,5")
const num = (x) => (typeof x === "number" ? (Number.isInteger(x) ? String(x) : String(Math.round(x * 10) / 10).replace(".", ["it", "fr"].includes(lang) ? "," : ".")) : "–");
const cardName = (code) => (S.cards && S.cards[code]) || t("hidden_card");
const sortCards = (cards) => {
  const rank = new Map((S.order || []).map((c, i) => [c, i]));
  return [...cards].sort((a, b) => (rank.get(a) ?? 999) - (rank.get(b) ?? 999));
};
const cardList = (cards) => sortCards(cards || []).map(cardName).join(", ");
// a game term (a contract, a declaration): the game's text, else nothing raw
const term = (value) => S.texts[`term.${value}`] || S.texts[value] || (S.cat || {})[`pub_${value}`] || null;
const termOr = (value, fallbackKey) => term(value) || t(fallbackKey);

// One renderer for everything a game says: a line {"key", "params"} and the game's texts (or, for a
// line the game has no text for, the texts sent beside the lines). A line without a text is left out,
// never shown as its key.
function paramText(value, seatName) {
  if (value === null || value === undefined) return t("none");
  // seats with "and" before the last ("Ada and Carla", i18n/lines.py and_list), anything else with commas
  if (Array.isArray(value)) {
    const shown = value.map((v) => paramText(v, seatName));
    return value.length && value.every((v) => v && typeof v === "object" && "seat" in v) ? andList(shown) : shown.join(", ");
  }
  if (typeof value === "object") {
    if ("card" in value) return cardName(value.card);
    if ("cards" in value) return value.cards.length ? cardList(value.cards) : t("none");
    if ("seat" in value) return seatName(value.seat);
    if ("term" in value) return S.texts[value.term] || term(value.term) || t("none");
    return "";
  }
  if (typeof value === "number") return num(value);
  if (typeof value === "boolean") return value ? cat("yes") || "✓" : t("none");
  return String(value);
}
// How many a parameter holds, for the words to agree (i18n/lines.py count_of, is_one): a seat or a card 1, a
// side or a set of cards its size, a number itself; one is 1 in English and Italian, below 2 in French.
const countOf = (v) => (Array.isArray(v) ? v.length : v && typeof v === "object" && Array.isArray(v.cards) ? v.cards.length : typeof v === "number" ? v : 1);
const isOne = (n) => (lang === "fr" ? Math.abs(n) < 2 : Math.abs(n) === 1);
// Whether a parameter is the seat `seat` or a list of seats that has it (i18n/lines.py holds_seat).
const isSeat = (v, seat) => !!v && typeof v === "object" && !Array.isArray(v) && v.seat === seat;
const holdsSeat = (v, seat) => isSeat(v, seat) || (Array.isArray(v) && v.some((x) => isSeat(x, seat)));
// The parameters with "others": the seats but the reader's of the first list of seats that has it ("you and
// {others} have won it"), unless the line has its own "others" (i18n/lines.py with_others).
function withOthers(params, you) {
  const p = params || {};
  if (!Number.isInteger(you) || "others" in p) return p;
  const list = Object.values(p).find((v) => Array.isArray(v) && holdsSeat(v, you));
  return list ? { ...p, others: list.filter((x) => !isSeat(x, you)) } : p;
}
// "<prefix>one:<field>:<key>" or "<prefix>many:<field>:<key>" for the first field with a variant for its count,
// else "<prefix><key>"; the prefix "", "you:" or "you:<field>:" (i18n/lines.py _counted).
function countedTemplate(prefix, key, p, texts) {
  for (const [field, value] of Object.entries(p)) {
    const found = texts[`${prefix}${isOne(countOf(value)) ? "one" : "many"}:${field}:${key}`];
    if (found) return found;
  }
  return texts[`${prefix}${key}`];
}
// The template of a line for its parameters (i18n/lines.py template_for): "you:<field>:<key>" where that field
// holds the reader's seat `you`, else "you:<key>" for a line about that seat, else "one:<field>:<key>" or
// "many:<field>:<key>" as a field's count agrees, else the key's; a "you" wording's own count variant
// ("you:<field>:one:<field2>:<key>", "Your side: 1 card point") before that wording.
function templateFor(key, params, texts, you) {
  const p = params || {};
  if (Number.isInteger(you)) {
    for (const field of Object.keys(p).filter((f) => holdsSeat(p[f], you))) {
      const found = countedTemplate(`you:${field}:`, key, p, texts);
      if (found) return found;
    }
    const yours = Object.values(p).some((v) => isSeat(v, you)) && countedTemplate("you:", key, p, texts);
    if (yours) return yours;
  }
  return countedTemplate("", key, p, texts);
}
// A template's "you and {others}" ("Tu e {others}", "vous et {others}", any case) said as one list, "and" once:
// "You, Bruno and Carla win" (i18n/lines.py _you_and_others). Returns the template and the text of {others}.
const escaped = (word) => String(word).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function youAndOthers(tpl, others, seatName) {
  if (!Array.isArray(others)) return [tpl, null];
  const andWord = t("and", { a: "", b: "" }).trim();
  const found = new RegExp(`(^|[^\\p{L}])(${escaped(t("you"))})\\s+${escaped(andWord)}\\s+\\{others\\}`, "iu").exec(tpl);
  if (!found) return [tpl, null];
  const said = andList([found[2], ...others.map((v) => paramText(v, seatName))]);
  return [tpl.slice(0, found.index) + found[1] + "{others}" + tpl.slice(found.index + found[0].length), said];
}
function renderLine(given, extra, seatName, you = null) {
  const own = extra && extra[given.key];
  let tpl = (own && (own[lang] || own.en)) || templateFor(given.key, given.params, S.texts, you);
  if (!tpl) return null;
  const line = { ...given, params: withOthers(given.params, you) };
  let joined = null;
  [tpl, joined] = youAndOthers(tpl, line.params.others, seatName);
  const text = (k) => (k === "others" && joined !== null ? joined : paramText(line.params[k], seatName));
  tpl = elide(tpl, (k) => (line.params && k in line.params ? String(text(k)) : null));
  // {name} or {name:+d} (a signed whole number), the only format spec the games' texts use
  return tpl.replace(/\{(\w+)(:\+?d)?\}/g, (m, k, spec) => {
    if (!line.params || !(k in line.params)) return "";
    const value = line.params[k];
    if (spec && typeof value === "number") return (spec.startsWith(":+") && value >= 0 ? "+" : "") + Math.round(value);
    return text(k);
  });
}
// a refusal in the page's language: the game's text of its code, else the server's own (refusals.py)
function refusalText(msg) {
  if (msg.code) {
    const key = `refusal.${msg.code}`;
    const own = S.ui[key] ? { [key]: { [lang]: S.ui[key] } } : null;
    const line = { key, params: msg.params || {} };
    const st = view && view.state;
    const seatName = (i) => seatLabel(st, i);
    // a refusal naming the page's own seat in its own wording ("you have already declared": i18n/lines.py)
    const you = st && Number.isInteger(st.seat) ? st.seat : null;
    const text = renderLine(line, null, seatName, you) || (own && renderLine(line, own, seatName, you));
    if (text) return text;
  }
  return msg.reason || msg.detail;
}

// An action in record form has one verb key beside "seat" (and "as" for a declaration).
const VERBS = ["bid", "announce", "call", "give", "play", "discard", "declare"];
const verbOf = (a) => VERBS.find((x) => x in a);

function describeAction(a, who) {
  const verb = verbOf(a);
  const v = verb ? a[verb] : null;
  switch (verb) {
    case "bid": return cat("log_bid", { who, bid: termOr(v, "bid") });
    case "call": return cat("log_call", { who, card: cardName(v) });
    case "discard": return v && v.length ? cat("log_discard", { who, cards: cardList(v) }) : cat("log_discard_hidden", { who });
    case "declare":
      if (!v || !v.length) return cat("log_declare_nothing", { who });
      return cat("log_declare", { who, what: a.as ? termOr(a.as, "declare") : t("declare"), cards: cardList(v) });
    case "announce": return cat("log_announce", { who, what: termOr(v, "announce") });
    case "give": return v ? cat("log_give", { who, card: cardName(v) }) : cat("log_give_hidden", { who });
    case "play": return cat("log_play", { who, card: v ? cardName(v) : t("hidden_card") });
    default: return who;
  }
}
function optionLabel(a) {
  const verb = verbOf(a);
  const v = a[verb];
  switch (verb) {
    case "bid": return termOr(v, "bid");
    case "announce": return cat("opt_announce", { what: termOr(v, "announce") });
    case "call": return cat("opt_call", { card: cardName(v) });
    case "give": return cat("opt_give", { card: cardName(v) });
    case "discard": return cat("opt_discard", { cards: cardList(v) });
    case "declare":
      if (!v || !v.length) return cat("opt_declare_nothing");
      return cat("opt_declare", { what: a.as ? termOr(a.as, "declare") : t("declare"), cards: cardList(v) });
    default: return t("confirm");
  }
}
// the label of a pile of cards shown on the table (chien, talon, face-up cards of a seat...); a pile only this
// seat sees (its own discard) says so: "Your discard", never "Discard shown"
function pileLabel(key, seatName, own) {
  const [base, rest] = key.split(":");
  const c = S.cat || {};
  const label = (own && c[`own_${base}`]) || c[`pub_${base}`] || c[`own_${base}`] || term(base) || t("public_cards");
  if (rest === undefined || !/^\d+$/.test(rest)) return label;
  // a seat named with a bracket of its own (a dummy, "Ann (dummy)") follows a dot, never a bracket in a bracket
  const who = seatName(parseInt(rest, 10));
  return /\)$/.test(who) ? `${label} · ${who}` : `${label} (${who})`;
}

// ---------------------------------------------------------------------------------------- cards
const cardSrc = (code, game) => `/cards/${encodeURIComponent(game)}/${encodeURIComponent(code)}.svg?lang=${lang}`;
const cardImg = (code, game, cls = "face") => h("img", { class: cls, src: cardSrc(code, game), alt: cardName(code), "data-card": code, draggable: "false" });
// a card of a hand: a button when it can be played or picked, so it works by keyboard and touch
function cardButton(code, game, { playable = false, selected = false, dim = false, onclick } = {}) {
  const cls = ["card", playable ? "playable" : "", selected ? "selected" : "", dim ? "dim" : ""].filter(Boolean).join(" ");
  return h("button", { type: "button", class: cls, "data-card": code, disabled: !playable, "aria-pressed": selected ? "true" : null,
    "aria-label": cardName(code), title: cardName(code), onclick: playable ? onclick : null }, cardImg(code, game));
}

// Seats around the table as a player sees them: yours at the bottom, the next seats to play going round
// from your right (seat s+1 plays after s) through the top to your left.
const POSITIONS = { 1: ["top"], 2: ["right", "left"], 3: ["right", "top", "left"], 4: ["right", "tr", "tl", "left"], 5: ["right", "tr", "top", "tl", "left"] };
function placesFrom(me, n) {
  const out = {};
  const spots = POSITIONS[n - 1] || POSITIONS[5];
  out[me] = "me";
  for (let k = 1; k < n; k++) out[(me + k) % n] = spots[Math.min(k - 1, spots.length - 1)];
  return out;
}

// Hand rows that fit the width with touch targets of at least 44 px: cards overlap, each showing a strip
// of 44 px or more; as many rows as needed, each row fanned (a slight turn and an arch, no movement).
function layoutHand(row) {
  const cards = [...row.querySelectorAll(":scope > .card")];
  if (!cards.length) return;
  // the row's own width, never more: a fan laid out wider than its row runs past the felt's edge
  const width = row.clientWidth || document.documentElement.clientWidth - 24;
  const cw = parseFloat(getComputedStyle(cards[0]).width) || 60;
  const fanRoom = 8;   // the outer cards of a fanned row lean out a little
  const perRow = Math.max(1, Math.floor((width - cw - fanRoom) / 47) + 1);   // 47: 44 and a margin for the turn
  const rows = Math.ceil(cards.length / perRow);
  const per = Math.ceil(cards.length / rows);
  const step = per > 1 ? Math.min(Math.max(47, cw * 0.75), (width - cw - fanRoom) / (per - 1)) : cw;
  row.querySelectorAll(":scope > .break").forEach((b) => b.remove());
  cards.forEach((c, i) => {
    const k = i % per, inRow = Math.min(per, cards.length - (i - k));
    const x = inRow > 1 ? (k - (inRow - 1) / 2) / ((inRow - 1) / 2) : 0;   // -1 .. 1 across the row
    const spread = Math.min(10, inRow * 1.2);   // degrees at the ends
    c.style.marginLeft = k === 0 ? "0px" : `${step - cw}px`;
    c.style.rotate = `${(x * spread).toFixed(2)}deg`;
    c.style.translate = `0 ${(x * x * Math.min(12, inRow * 1.5)).toFixed(1)}px`;
    c.style.zIndex = String(k + 1);
    if (k === 0 && i > 0) c.before(h("i", { class: "break", "aria-hidden": "true" }));
  });
}
window.addEventListener("resize", () => { clearTimeout(layoutHand.timer); layoutHand.timer = setTimeout(() => { document.querySelectorAll(".hand.fit").forEach(layoutHand); fitSheets(); }, 100); });

// ---------------------------------------------------------------------------------------- routing
async function route() {
  if (socket) { socket.onclose = null; socket.close(); socket = null; }
  if (view) clearTimeout(view.retryTimer);
  if ($("#server-away")) $("#server-away").remove();
  view = null; review = null;
  const n = ++visit;
  const path = location.pathname;
  const m = path.match(/^\/t\/([\w-]+)$/);
  await loadStrings(null);
  const who = (await api("/api/me")).user;
  if (left(n)) return;
  me = who;
  $("#who").textContent = me ? me.name : "";
  $("#who").title = me ? me.name : "";
  if (m) return tablePage(m[1]);
  if (/^\/t\/./.test(path)) return notFound(t("no_such_table"));   // a table id no table can have
  if (path === "/history") return historyPage();
  if (path === "/replay") return replayPage();
  if (path === "/review") return reviewPage(new URLSearchParams(location.search).get("match"));
  if (path === "/") return lobbyPage();
  return notFound(t("page_not_found"));
}
// an address that leads nowhere: a plain sentence in the page's language and the way back to the lobby
function notFound(text) {
  app.replaceChildren(h("section", { class: "box", id: "not-found" }, h("p", { role: "alert" }, text),
    h("a", { href: "/", "data-link": true, class: "button", id: "to-lobby" }, t("back_to_lobby"))));
}
const go = (href) => { history.pushState(null, "", href); route(); };
document.addEventListener("click", (e) => {
  const a = e.target.closest("a[data-link]");
  if (a) { e.preventDefault(); go(a.getAttribute("href")); }
});
window.addEventListener("popstate", route);
$("#lang").value = lang;
$("#lang").addEventListener("change", (e) => {
  lang = e.target.value; localStorage.setItem("lang", lang);
  document.cookie = `lang=${lang}; path=/; samesite=lax`;
  route();
});

// ---------------------------------------------------------------------------------------- accounts
// a name's length as the server counts it (clean_name): its spaces tidied, in characters (code points)
const nameLength = (value) => [...String(value).trim().split(/\s+/).join(" ")].length;
// A name or login longer than the server takes (/api/config's name_max) is said at once under its field, in
// the page's language with its length, and the form is not sent: a maxlength cut a pasted name silently.
// The server refuses one too (web_name_too_long, web_login_too_long): the page is never trusted.
function lengthNote(input, what) {
  const note = h("p", { class: "error field-note", id: `${input.id}-note`, "aria-live": "polite", hidden: true });
  input.setAttribute("aria-describedby", note.id);
  const check = () => {
    const limit = (CONFIG || {}).name_max;
    const n = nameLength(input.value);
    const over = Boolean(limit) && n > limit;
    const text = over ? `${cap(t(`refusal.web_${what}_too_long`, { limit }))} (${n}/${limit})` : "";
    note.textContent = text;
    note.hidden = !over;
    input.setCustomValidity(text);
    input.setAttribute("aria-invalid", over ? "true" : "false");
    if (over) note.scrollIntoView({ block: "nearest" });
    return !over;
  };
  input.addEventListener("input", check);
  config().then(check, () => {});   // the limit, when the page has not asked for it yet
  return { note, check };
}
// an empty field the form needs is said in the page's language: the browser's own bubble ("Please fill out this
// field.") speaks the browser's, not the page's (refusals.py's words for it, as the server says them)
function sayNeeded(input, key) {
  const text = () => cap(t(`refusal.${key}`));
  input.addEventListener("invalid", () => { if (input.validity.valueMissing) input.setCustomValidity(text()); });
  input.addEventListener("input", () => { if (input.value && input.validationMessage === text()) input.setCustomValidity(""); });
  return input;
}
function loginBox(after) {
  const nameInput = sayNeeded(h("input", { name: "name", required: true, id: "guest-name", autocomplete: "nickname" }), "web_name_needed");
  const nameLen = lengthNote(nameInput, "name");
  const guest = h("form", { class: "box", id: "guest-form" },
    h("h2", {}, t("guest")),
    h("label", {}, t("name"), nameInput), nameLen.note,
    h("button", { class: "primary", type: "submit", id: "guest-submit" }, t("guest")));
  guest.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (!nameLen.check()) { nameInput.focus(); return; }
    try { me = await api("/api/guest", { name: guest.name.value }); after(); } catch (err) { flash(err.message); }
  });
  const loginInput = sayNeeded(h("input", { name: "login", required: true, id: "account-login", autocomplete: "username" }), "web_login_needed");
  const loginLen = lengthNote(loginInput, "login");
  const acct = h("form", { class: "box", id: "account-form" },
    h("h2", {}, t("signin")),
    h("label", {}, t("login"), loginInput), loginLen.note,
    h("label", {}, t("password"), sayNeeded(h("input", { name: "password", type: "password", required: true, autocomplete: "current-password" }), "web_password_rules")),
    h("div", { class: "row" }, h("button", { class: "primary", type: "submit", value: "login" }, t("signin")),
      h("button", { type: "button", id: "register", onclick: async () => {
        if (!loginLen.check()) { loginInput.focus(); return; }
        try { me = await api("/api/register", { login: acct.login.value, password: acct.password.value }); after(); } catch (err) { flash(err.message); }
      } }, t("register"))));
  acct.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (!loginLen.check()) { loginInput.focus(); return; }
    try { me = await api("/api/login", { login: acct.login.value, password: acct.password.value }); after(); } catch (err) { flash(err.message); }
  });
  return h("section", { class: "box login" }, guest, acct);
}

// ---------------------------------------------------------------------------------------- lobby
// The lobby is drawn from each game's option specification: a control per option that applies to the
// values chosen so far, labelled in the player's language by the game's texts, at its default.
const gameTexts = {};   // game -> its texts in the current language (for labels of other games' tables)
async function textsOf(game) {
  const key = `${lang}:${game}`;   // one key: the language may change while the texts are on their way
  if (!gameTexts[key]) gameTexts[key] = (await api(`/api/strings/${lang}?game=${encodeURIComponent(game)}`)).texts || {};
  return gameTexts[key];
}
// the game's rules in short (its texts' rules.summary, a line each), after `first` (a table's options) when
// given, folded until the person opens them
function rulesBox(texts, id, open = false, ontoggle = null, first = null) {
  const lines = String(texts["rules.summary"] || "").split("\n").filter(Boolean);
  if (!lines.length && !first) return null;
  return h("details", { class: "rules", id, open, ontoggle }, h("summary", {}, t("rules_in_short")), first, h("ul", {}, lines.map((line) => h("li", {}, line))));
}
const plainDefault = (spec) => spec.default;
function applies(spec, values, specs) {
  return Object.entries(spec.applies || {}).every(([k, allowed]) => {
    const other = specs.find((s) => s.key === k);
    const value = k in values ? values[k] : other ? other.default : undefined;
    return allowed.some((x) => JSON.stringify(x) === JSON.stringify(value));
  });
}
function valueLabel(spec, value, texts) {
  const key = typeof value === "boolean" ? `${spec.label}.${value ? "true" : "false"}` : `${spec.label}.${value}`;
  if (texts[key]) return texts[key];
  if (value === null) return t("none");
  if (typeof value === "boolean") return value ? cat("yes") || "✓" : t("none");
  return String(value);
}
function optionLabelOf(spec, texts) { return texts[spec.label] || (spec.key === "players" ? t("players") : null); }
function optionsSummary(specs, options, texts) {
  const parts = [];
  for (const spec of specs) {
    if (!(spec.key in options) || spec.key === "players") continue;
    const value = options[spec.key];
    if (JSON.stringify(value) === JSON.stringify(spec.default) || !applies(spec, options, specs)) continue;
    const label = optionLabelOf(spec, texts);
    if (!label) continue;
    parts.push(colon(label, `${Array.isArray(value) ? value.map((v) => valueLabel(spec, v, texts)).join(", ") : valueLabel(spec, value, texts)}`));
  }
  return parts.length ? parts.join(" · ") : t("default_options");
}

// the options typed as a whole number (a match's length, a score that ends it), as the spec says of itself
// (OptionSpec.is_number): offered in the lobby even where the game leaves them off its setup screens
const isNumber = (spec) => spec.is_number === true;
function optionControl(spec, value, texts, onchange, placeholder) {
  const label = optionLabelOf(spec, texts);
  if (!label) return null;   // an option the game gives no label for stays at its default
  const id = `opt-${spec.key}`;
  let input;
  if (spec.kind === "bool") {
    input = h("input", { type: "checkbox", id, "data-option": spec.key, checked: value === true, onchange: () => onchange(input.checked) });
    return h("label", { class: "check" }, input, label);
  }
  if (spec.kind === "multi") {
    const chosen = new Set(value || []);
    const box = h("fieldset", { id, "data-option": spec.key }, h("legend", {}, label),
      spec.choices.map((c) => {
        const cb = h("input", { type: "checkbox", value: c, checked: chosen.has(c), onchange: () => {
          const now = [...box.querySelectorAll("input:checked")].map((x) => spec.choices.find((y) => String(y) === x.value));
          onchange(now.length ? now : [c]);
        } });
        return h("label", { class: "check" }, cb, valueLabel(spec, c, texts));
      }));
    return box;
  }
  if (spec.choices && spec.choices.length) {
    const choices = spec.nullable ? [...spec.choices, null] : spec.choices;
    input = h("select", { id, "data-option": spec.key, onchange: () => onchange(choices[input.selectedIndex]) },
      choices.map((c) => h("option", { value: String(c), selected: JSON.stringify(c) === JSON.stringify(value) }, valueLabel(spec, c, texts))));
    return h("label", { for: id }, label, input);
  }
  // a number left empty is the game's default, said in the field (a match's length for the players chosen:
  // placeholder; a score that ends a match: none); emptied, the option goes back to it (undefined)
  input = h("input", { type: "number", id, "data-option": spec.key, value: value ?? "", min: spec.minimum ?? null, inputmode: "numeric",
    placeholder: placeholder ?? null,
    onchange: () => { const n = parseInt(input.value, 10); onchange(Number.isInteger(n) ? n : undefined); } });
  return h("label", { for: id }, label, input);
}

// what the person chose in the lobby (game, options, seats), kept while the page is open: a language changed,
// or a visit to the history and back, draws the form as they left it
let lobbyChoice = null;
async function lobbyPage() {
  const at = visit;   // (this visit: the page draws nothing once the person has gone elsewhere)
  app.replaceChildren();
  if (!me) { app.append(loginBox(route)); return; }
  app.append(h("p", { class: "row" }, me.name, h("button", { onclick: async () => { await api("/api/logout", {}); route(); } }, t("logout"))));
  const cfg = await config();
  if (left(at)) return;
  const form = h("form", { class: "box", id: "create-form" }, h("h2", {}, t("create")));
  const gameSel = h("select", { name: "game", id: "game" }, cfg.games.map((g) => h("option", { value: g.name }, S.games[g.name] || g.name)));
  const optionsBox = h("div", { id: "options" });
  const rulesSlot = h("div", { id: "game-rules" });
  const seatsBox = h("fieldset", { id: "seats" });
  const levels = (cfg.levels || []).filter((l) => cfg.agents.includes(l.agent.split(":")[0]));
  const levelName = (l) => t("computer_level", { level: (l.names || {})[lang] || (l.names || {}).en || l.key });
  const kept = lobbyChoice && cfg.games.some((g) => g.name === lobbyChoice.game) ? lobbyChoice : null;
  if (kept) gameSel.value = kept.game;
  let values = kept ? { ...kept.values } : {}, texts = {}, kinds = [];
  const current = () => cfg.games.find((x) => x.name === gameSel.value);
  const seatChoices = () => [...seatsBox.querySelectorAll("select")].map((s) => (s.dataset.chosen ? s.value : null));
  // said at each choice, before anything is awaited: a language changed at once after it keeps it
  // issue 15: a public table's record may be downloaded by anyone (otherwise by its players only)
  const publicBox = h("input", { type: "checkbox", id: "public", name: "public", checked: kept ? kept.public === true : false, onchange: () => remember() });
  const remember = () => { lobbyChoice = { game: gameSel.value, values: { ...values }, seats: seatChoices(), public: publicBox.checked }; };
  const drawSeats = (before = seatChoices()) => {
    const g = current();
    // the strength levels this game's computer players have (DESIGN.md §7)
    // the value sent is the level's key; the server plays it with the level's agent (agents/levels.py)
    kinds = [["human", t("human")], ...levels.filter((l) => (g.levels || []).includes(l.key)).map((l) => [l.key, levelName(l)])];
    const computer = kinds.some(([k]) => k === g.default_level) ? g.default_level : (kinds[1] || kinds[0])[0];
    const n = "players" in values ? values.players : g.seats;
    // a seat keeps what the person chose for it; the others start at the defaults
    // keep what was chosen when it is still offered; else a person at the first seat, computers elsewhere
    const pick = (i) => (kinds.some(([k]) => k === before[i]) ? before[i] : i === 0 ? "human" : computer);
    seatsBox.replaceChildren(h("legend", {}, t("seats")), ...Array.from({ length: n }, (_, i) =>
      h("label", { for: `seat-${i}` }, `${t("seat")} ${i + 1}`, h("select", { "data-seat": i, id: `seat-${i}`, "data-chosen": before[i] && pick(i) === before[i] ? "1" : null, onchange: (e) => { e.target.dataset.chosen = "1"; remember(); } },
        kinds.map(([k, label]) => h("option", { value: k, selected: pick(i) === k }, label))))));
  };
  const drawOptions = () => {
    const g = current();
    const specs = g.options.filter((s) => s.setup !== false || isNumber(s));
    const players = "players" in values ? values.players : (g.players || [])[0];
    // what an empty number field stands for: the match's hands for these players, or no score at all
    const numberDefault = (spec) => (spec.nullable ? t("none") : spec.default ?? (g.match_lengths || {})[String(players)] ?? null);
    optionsBox.replaceChildren(...specs.filter((s) => applies(s, values, g.options)).map((spec) => {
      const value = spec.key in values ? values[spec.key] : plainDefault(spec);
      const control = optionControl(spec, value, texts, (v) => {
        if (v === undefined) delete values[spec.key]; else values[spec.key] = v;
        remember(); drawOptions(); if (spec.key === "players") drawSeats();
      }, isNumber(spec) ? numberDefault(spec) : null);
      if (control && spec.key === "players") { control.querySelector("select, input").id = "players"; control.htmlFor = "players"; }
      return control;
    }));
  };
  const drawGame = async (seats) => {
    texts = await textsOf(gameSel.value);
    if (left(at)) return;
    rulesSlot.replaceChildren(...[rulesBox(texts, "lobby-rules")].filter(Boolean));
    drawOptions(); drawSeats(seats);
  };
  gameSel.addEventListener("change", () => { values = {}; remember(); drawGame(); });
  form.append(h("label", { for: "game" }, t("game"), gameSel), rulesSlot, h("h3", {}, t("options")), optionsBox, seatsBox,
    h("label", { class: "check" }, publicBox, t("public_table")),
    h("button", { class: "primary", type: "submit", id: "create" }, t("create")));
  await drawGame(kept ? kept.seats : undefined);
  if (left(at)) return;
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const g = current();
    const options = {};
    for (const spec of g.options) {
      if (!(spec.key in values) || !applies(spec, values, g.options)) continue;
      if (JSON.stringify(values[spec.key]) !== JSON.stringify(spec.default) || spec.key === "players") options[spec.key] = values[spec.key];
    }
    const seats = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
    // one table per press: the button stays disabled while the request is on its way (a double click
    // would otherwise create two tables)
    const button = $("#create", form);
    if (button.disabled) return;
    button.disabled = true;
    try {
      const table = await api("/api/tables", { game: gameSel.value, options, seats, public: publicBox.checked });
      go(`/t/${table.id}`);
    } catch (err) { flash(err.message); button.disabled = false; }
  });
  app.append(form);
  const list = await api("/api/tables");
  const rows = [];
  for (const tb of list.tables) {
    const g = cfg.games.find((x) => x.name === tb.game);
    const tx = g ? await textsOf(tb.game) : {};
    if (left(at)) return;
    const status = tb.started ? t("status_playing") : t("status_waiting");
    // a person's seat nobody holds (free, or left during the match) says so, as the table's own page does;
    // a computer is numbered by its seat (the dummies left out of the list keep their places)
    const names = tb.seats.map((s, i) => [s, i]).filter(([s]) => s.kind !== "dummy")
      .map(([s, i]) => (s.kind === "human" ? (s.taken === false ? t("free") : s.name || "—") : `${t("computer")} ${i + 1}`));
    rows.push(h("li", { class: "table-item" },
      h("a", { href: `/t/${tb.id}`, "data-link": true }, S.games[tb.game] || tb.game),
      h("span", { class: "opts" }, g ? optionsSummary(g.options, tb.options || {}, tx) : ""),
      // the list wraps between words, never inside one; a word too long is cut by an ellipsis (names in the title)
      h("span", { class: "names", title: names.join(", ") }, nameWords(names.join(", "))),
      h("span", { class: "status" }, `${status} · ${t("free_seats", { n: tb.free ?? 0 })}${tb.public ? ` · ${t("public")}` : ""}`)));
  }
  app.append(h("section", { class: "box" }, h("h2", {}, t("tables")),
    rows.length ? h("ul", { class: "tables", id: "table-list" }, rows) : h("p", { class: "muted" }, t("nothing"))));
}

// ---------------------------------------------------------------------------------------- history & replay
async function historyPage() {
  const n = visit;
  app.replaceChildren();
  if (!me) { app.append(loginBox(route)); return; }
  const data = await api("/api/history");
  const when = (iso) => { try { return new Date(iso).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" }); } catch { return ""; } };
  await config();   // the strength levels, to word the computer players' names
  if (left(n)) return;
  // each player's total a piece of its own: a name wraps between its words, a word too long for the line cut
  // by an ellipsis (the whole name in the title), never run past the page's edge; a total is never parted
  // from its colon (" : " in French) nor a computer's name split across two players' totals
  // a total per player: none for a dummy (m.seats: the seats the match scores, the server asks the game)
  const result = (m) => (m.names || []).map((n, i) => [n, i]).filter(([, i]) => !Array.isArray(m.seats) || m.seats.includes(i)).map(([n, i]) => {
    const name = storedName(n);
    const total = Array.isArray(m.totals) && typeof m.totals[i] === "number" ? num(m.totals[i]) : "–";
    return h("span", { class: "total", title: name }, nameWords(name), h("span", { class: "score" }, colon("", total).replace(/^ /, "\u00a0")));
  });
  // the player's name as everywhere: between its words it wraps, a word too long is cut (whole in the title)
  app.append(h("section", { class: "box" }, h("h2", { id: "history-title", title: data.user }, colon(t("history"), ""), nameWords(data.user)),
    data.matches.length ? h("ul", { class: "history", id: "history" }, data.matches.map((m) => h("li", {},
      h("div", { class: "when" }, when(m.created), " · ", S.games[m.game] || m.game, " · ", m.hands === 1 ? t("hands_one") : t("hands_many", { n: m.hands })),
      h("div", { class: "totals" }, result(m)),
      h("div", { class: "row" }, m.hands ? h("a", { href: `/review?match=${m.match}`, "data-link": true, class: "button", "data-review": m.match }, t("review")) : null,
        m.hands ? h("a", { href: `/api/matches/${m.match}/record`, class: "button" }, t("download")) : null,
        m.hands ? h("a", { href: `/api/matches/${m.match}/sheet?lang=${lang}`, class: "button", "data-sheet": m.match }, t("download_sheet")) : null))))
      : h("p", { class: "muted" }, t("no_history"))));
}

function replayPage() {
  app.replaceChildren();
  const file = h("input", { type: "file", accept: ".json,application/json", id: "replay-file" });
  const out = h("p", { id: "replay-error", class: "error", role: "alert" });
  file.addEventListener("change", async () => {
    const text = await file.files[0].text();
    let r;
    try { r = await api("/api/review", text); } catch (err) { out.textContent = err.message; return; }  // too large, too often
    if (!r.ok) { out.textContent = r.error; return; }
    openReview(r, { text });
  });
  app.append(h("section", { class: "box" }, h("h2", {}, t("replay_title")), h("label", { for: "replay-file" }, t("upload"), file), out));
}

async function reviewPage(match) {
  const n = visit;
  app.replaceChildren();
  if (!match) return replayPage();
  // a match id is a whole number: anything else is no match, not a message about the address's parts
  if (!/^\d{1,18}$/.test(match)) return notFound(t("no_such_match"));
  let r;
  try { r = await api(`/api/matches/${encodeURIComponent(match)}/review`); } catch (err) {
    return left(n) ? undefined : notFound(err.status === 404 ? t("no_such_match") : err.message);
  }
  if (left(n)) return;
  if (!r.ok) { app.append(h("p", { class: "error", role: "alert" }, r.error)); return; }
  // a player of the match reviews from their own seat (the history says which); anyone else picks one
  let seat = 0;
  if (me) {
    try { seat = ((await api("/api/history")).matches.find((m) => String(m.match) === String(match)) || { seat: 0 }).seat; } catch { seat = 0; }
  }
  if (!left(n)) openReview(r, { match, seat });
}

// ---------------------------------------------------------------------------------------- the table
async function tablePage(id) {
  const n = visit;
  app.replaceChildren();
  let info;
  try { info = await api(`/api/tables/${id}`); } catch (err) { return left(n) ? undefined : notFound(err.status === 404 ? t("no_such_table") : err.message); }
  if (left(n)) return;
  const [, cfg] = await Promise.all([loadStrings(info.game), config()]);
  if (left(n)) return;
  if (info.seat === null || info.seat === undefined) {
    // a visitor: the table's rules and who sits where (not the link they came by), a free seat to take
    const free = info.seats.map((s, i) => [s, i]).filter(([s]) => s.kind === "human" && !s.taken);
    const g = cfg.games.find((x) => x.name === info.game);
    const joinButton = (i) => h("button", { class: "primary join", "data-seat": i, "aria-label": colon(t("join"), `${t("seat")} ${i + 1}`), onclick: async () => {
      // a seat taken meanwhile (a friend tapped first): say so, and draw the seats as they are now
      try { await api(`/api/tables/${id}/join`, { seat: i }); tablePage(id); } catch (err) { flash(cap(err.message)); tablePage(id); }
    } }, t("join"));
    const seatRow = (s, i) => {
      const who = s.kind === "human" ? (s.taken ? s.name || "—" : t("free")) : s.kind === "dummy" ? t("dummy_seat") : computerSeat(s.kind, i);
      const line = colon(`${t("seat")} ${i + 1}`, who);
      return h("li", { "data-seat": i }, h("span", { class: "seat-line", title: line }, nameWords(line)), me && s.kind === "human" && !s.taken ? joinButton(i) : null);
    };
    const box = h("section", { class: "box", id: "join-box" }, h("h2", {}, S.games[info.game] || info.game),
      h("p", { id: "join-options" }, g ? optionsSummary(g.options, info.options || {}, S.texts || {}) : ""),
      h("h3", {}, t("seats")), h("ul", { class: "join-seats", id: "join-seats" }, info.seats.map(seatRow)));
    if (free.length && !me) box.append(loginBox(() => tablePage(id)));
    box.append(h("button", { id: "watch", onclick: () => { box.remove(); openTable(id, info, null); } }, t("watch")));
    app.append(box);
    return;
  }
  openTable(id, info, info.token);
}

function openTable(id, info, token) {
  view = { id, game: info.game, options: info.options || {}, token, state: null, selected: new Set(), pick: null, showLast: false, result: null, log: [], declined: null, seen: null, hold: null, shown: new Set() };
  app.replaceChildren(h("div", { class: "table-layout" },
    h("div", { class: "play" }, h("div", { class: "felt", id: "felt", tabindex: "-1" }), h("div", { id: "below" })),
    h("div", { class: "side", id: "side" })));
  connect();
}

function connect() {
  const v = view;
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const q = v.token ? `?token=${encodeURIComponent(v.token)}` : "";
  const ws = new WebSocket(`${proto}://${location.host}/ws/${v.id}${q}`);
  socket = ws;
  ws.onmessage = (ev) => {
    const msg = JSON.parse(ev.data);
    if (view !== v) return;
    if (msg.type === "state") {
      v.away = false;
      v.opened = true;   // admitted: a socket refused after its opening (1013) is not a connection that worked
      if ($("#server-away")) { v.retries = 0; awayBanner(null); }
      if (v.sent !== null && v.sent !== undefined && msg.version !== v.sent) v.sent = null;   // the table moved on: act again
      if (!msg.hand_over) v.result = null;
      else if (msg.result && !v.result) v.result = { result: msg.result, totals: msg.totals, match_over: msg.match_over };
      if (!v.state || v.state.version !== msg.version) { v.selected = new Set(); v.pick = null; }
      v.state = msg; render();
    } else if (msg.type === "hand_over") {
      v.result = msg; render();
    } else if (msg.type === "error") {
      v.sent = null;   // the action was refused: the player may choose again
      if (msg.closed) { v.closedMsg = msg; v.closedText = refusalText(msg); return; }  // said at the close (connectionLost)
      // "Refused — why", as the terminal's "Refused — 4♠: why": one colon, the reason's own (i18n catalog "refused")
      flash(`${t("refused")} — ${refusalText(msg)}`);
    }
  };
  ws.onclose = (ev) => { if (view === v) connectionLost(v, ev); };
}

// issue 15: when the server is away the page says so and reconnects with backoff (1 s, 2 s, 4 s ... 30 s,
// with jitter); a refusal (close code 1008: seat left, session ended, table closed) is shown, not retried.
// A socket refused for now (1013: reconnecting too fast, the server full) says why in the page's language
// and is tried again no sooner than the refusal's {seconds} allow, the backoff growing with each refusal.
function connectionLost(v, ev) {
  if (ev.code === 1008) {
    // closed for good (the session ended, the seat was left, the table closed): the reason stays on top and
    // the table is drawn as it is when the server is away, nothing to play, but no reconnecting
    const text = v.closedText || ev.reason || t("refused");
    v.sent = null;
    if (!v.away) { v.away = true; render(); }
    awayBanner(text.charAt(0).toUpperCase() + text.slice(1));
    $("#server-away").dataset.closed = "true";
    return;
  }
  v.retries = v.opened ? 0 : (v.retries || 0) + 1;
  v.opened = false;
  // nothing can be played until the server is back: the cards and buttons are drawn disabled
  v.sent = null;
  if (!v.away) { v.away = true; render(); }
  const refused = ev.code === 1013 && v.closedMsg ? v.closedMsg : null;
  v.closedMsg = null; v.closedText = null;
  let delay = Math.min(30000, 1000 * 2 ** Math.min(v.retries, 5)) * (0.75 + Math.random() / 2);
  const wait = refused && refused.params && Number(refused.params.seconds) > 0 ? Number(refused.params.seconds) * 1000 : 0;
  // the limit's own wait, and a little more (never all the refused pages back at the same moment)
  if (wait) delay = Math.max(delay, wait * (1.1 + Math.random() / 4));
  const seconds = Math.ceil(delay / 1000);
  if (refused) awayBanner(`${cap(refusalText(refused))}. ${t("reconnecting_in", { s: seconds })}`);
  else awayBanner((S.ui.server_away || "The server is away; reconnecting in {s} s…").replace("{s}", Math.round(delay / 1000)));
  $("#server-away").dataset.retry = String(Math.round(delay));
  clearTimeout(v.retryTimer);
  v.retryTimer = setTimeout(() => { if (view === v) connect(); }, delay);
}

function awayBanner(text) {
  let bar = $("#server-away");
  if (text === null) { if (bar) { bar.remove(); flash(S.ui.server_back || "Connected again.", true); } return; }
  if (!bar) {
    bar = h("div", { id: "server-away", role: "status" });
    // styled through the CSSOM, which the CSP allows (no inline style attribute); kept here, beside its only use
    Object.assign(bar.style, { position: "sticky", top: "0", zIndex: "30", padding: ".45rem 1rem", textAlign: "center",
      background: "#7a4b00", color: "#fff", font: "600 .95rem system-ui, sans-serif" });
    document.body.prepend(bar);
  }
  bar.textContent = text;
}

function send(msg) {
  if (socket && socket.readyState === 1 && !(view && view.away)) { socket.send(JSON.stringify(msg)); return true; }
  flash(t("server_away_action"));
  return false;
}
// the seat goes with the action: a player also acts for its dummy, under the dummy's seat. One action per
// version of the table: a second tap before the next state arrives is ignored (it would be refused as late)
function sendAction(a) {
  const v = view;
  if (!v || !v.state || v.sent === v.state.version) return;
  if (send({ type: "action", action: a, version: v.state.version })) v.sent = v.state.version;
}

// a dummy named after its player: "Ann (dummy)", "Cartes d'Ann (mort)" (French elides before its player's name)
const dummyOf = (who) => `${who} (${t("dummy")})`;
const ctlOf = (st, i) => (st.seats[i] && Number.isInteger(st.seats[i].controller) ? st.seats[i].controller : i);
function seatLabel(st, i) {
  if (!st || !st.seats || !st.seats[i]) return `${t("seat")} ${i + 1}`;
  const s = st.seats[i];
  // a dummy is named after its player only once the hand settles who that is (it may change each hand)
  if (s.kind === "dummy") return s.settled ? dummyOf(seatLabel(st, ctlOf(st, i))) : t("dummy_seat");
  if (s.kind !== "human") return `${t("computer")} ${i + 1}`;
  // a person's seat nobody holds (free before the match, left during it) has no name: the server sends
  // its kind there
  if (s.taken === false) return t("seat_free", { n: i + 1 });
  return s.name || `${t("seat")} ${i + 1}`;
}
// how a person's seat is played now: connected, away, or by a computer standing in (away, or left)
function personState(s) {
  if (s.stand_in) return s.taken === false ? [t("played_by_computer")] : [t("away"), t("played_by_computer")];
  if (s.taken === false) return "";
  return s.connected ? t("connected") : t("away");
}

// What was said in the hand, in order (the cards played left out). A call a game keeps out of the history
// (it names the called card in info.called, so that the partner stays hidden) goes back after the last bid,
// by the taker: everyone heard it.
function saidActions(obs) {
  const said = (obs.history || []).filter((a) => !("play" in a));
  const info = obs.info || {};
  if (typeof info.called === "string" && info.called && Number.isInteger(info.taker) && !said.some((a) => "call" in a)) {
    let at = 0;
    said.forEach((a, i) => { if ("bid" in a) at = i + 1; });
    said.splice(at, 0, { seat: info.taker, call: info.called });
  }
  return said;
}
// The public facts of the hand from its observation's info, as the terminal's info line has them: the
// contract and its taker, the called card, the partner once known, a chelem announced, the reference.
function factsLine(info, name) {
  const parts = [];
  const contract = info && info.contract ? term(info.contract) : null;
  if (contract) parts.push(Number.isInteger(info.taker) ? cat("contract_by", { contract, who: name(info.taker) }) : contract);
  if (info && typeof info.called === "string" && info.called) parts.push(cat("called_card", { card: cardName(info.called) }));
  if (info && Number.isInteger(info.partner)) parts.push(cat("partner_is", { who: name(info.partner) }));
  if (info && info.chelem_announced === true) parts.push(term("chelem"));
  if (info && Number.isInteger(info.reference)) parts.push(cat("pm_reference", { ref: info.reference }));
  // a line from a capital, whichever fact opens it ("Appel Roi d'épées" when nobody bid a contract)
  return cap(parts.filter(Boolean).join(" · "));
}

// The felt, for a live table and for a review alike: seats around, the trick in the middle with each
// card in front of its player, the piles shown to everyone, the hands that may be seen.
function drawFelt(m) {
  const places = placesFrom(m.me, m.n);
  const felt = h("div", { class: `felt-grid n${m.n}` });
  // the hand's public facts (the contract, a called card...) stay in sight under the status line
  felt.append(h("div", { class: "status" },
    h("div", { id: "status", role: "status", "aria-live": "polite" }, m.status || ""),
    m.facts ? h("div", { class: "facts", id: "facts" }, m.facts) : null));
  // another seat's hand that is shown (a dummy face up) or that this seat plays (its dummy) takes a row of
  // the felt's whole width, labelled with whose it is: in a seat's column it would be a tall strip of
  // cards, and a fan wider than the column would run past the felt's edge on a phone
  const shownHands = [], heldHands = [];
  for (let i = 0; i < m.n; i++) {
    const place = places[i];
    const tag = seatTag(m, i);
    let cards = m.handFor(i);
    if (cards && place !== "me") {
      // a hand the last trick emptied is no box: its label over an empty strip at the end of the hand
      if (cards.querySelector(".card, img")) {
        (cards.classList.contains("fit") ? heldHands : shownHands).push(h("div", { class: "other-hand", "data-seat": i },
          h("div", { class: "hand-label", title: t("held_by", { who: m.name(i) }) }, nameWords(t("held_by", { who: m.name(i) }))), cards));
      }
      cards = null;
    }
    felt.append(h("div", { class: `seat-area at-${place}${place === "me" ? "" : " other"}`, "data-place": place }, tag, cards));
  }
  if (shownHands.length) felt.append(h("div", { class: "shown-hands" }, shownHands));
  if (heldHands.length) felt.append(h("div", { class: "held-hands" }, heldHands));
  // the trick: each card in front of its player
  const trick = h("div", { class: `trick n${Math.min(5, m.n)}${m.trick ? "" : " empty"}`, id: "trick", role: "group", "aria-label": t("trick_area") });
  if (m.trick) {
    for (const [s, c] of m.trick.plays) {
      const key = `${m.trickKey}:${s}:${c}`;
      const fresh = m.shown && !m.shown.has(key) && !reducedMotion.matches;
      if (m.shown) m.shown.add(key);
      trick.append(h("figure", { class: `at-${places[s]}${m.trick.winner === s ? " winner" : ""}${fresh ? " enter" : ""}`, "data-seat": s },
        cardImg(c, m.game), h("figcaption", { title: m.name(s) }, nameWords(m.name(s)), m.trick.winner === s ? h("span", { class: "sr" }, ` · ${t("trick_won_by", { who: m.name(s) })}`) : null)));
    }
  }
  const won = m.trick && m.trick.winner !== null && m.trick.winner !== undefined;
  trick.append(h("p", { class: "trick-note", id: "trick-note" }, won ? t("trick_won_by", { who: m.name(m.trick.winner) }) : ""));
  const piles = (m.piles || []).filter(([, cs]) => cs && cs.length);
  // the seat a pile is of: this page's own as its seat tag says it, "Shown (you)", not by its name ("Shown (Eva)")
  const pileOwner = (s) => (m.live && s === m.me ? t("you").toLocaleLowerCase(lang) : m.name(s));
  const centre = h("div", { class: "centre" }, trick,
    piles.length ? h("div", { class: "public", id: "public" }, piles.map(([k, cs, own]) =>
      h("div", { class: "pile", "data-pile": k }, h("div", { class: "pile-label" }, pileLabel(k, pileOwner, own)), h("div", { class: "pile-cards" }, sortCards(cs).map((c) => {
        // a card a seat showed (face up, declared) that has left its hand since: played, or this seat's discard
        const left = /:\d+$/.test(k) && m.gone && m.gone.has(c);
        const img = cardImg(c, m.game, left ? "face small gone" : "face small");
        if (left) { img.alt = `${img.alt} (${t("card_gone")})`; img.title = img.alt; }
        return img;
      }))))) : null);
  felt.append(centre);
  if (m.dialog) felt.append(h("div", { class: "dialog-area" }, m.dialog));
  return felt;
}

function seatTag(m, i) {
  const badges = [];
  if (m.dealer === i) badges.push(h("span", { class: "badge dealer", title: t("dealer") }, t("dealer")));
  if (m.taker === i) badges.push(h("span", { class: "badge taker" }, t("taker")));
  if (m.toAct === i) badges.push(h("span", { class: "badge turn" }, "▶ ", t("to_play")));
  if (m.partners && m.partners.has(i)) badges.push(h("span", { class: "badge partner" }, t("partner")));
  if (m.takerPartners && m.takerPartners.has(i)) badges.push(h("span", { class: "badge partner" }, t("taker_partner")));
  // no badge for a dummy: its name says it already ("Eva (dummy)", "Dummy")
  const taken = m.taken ? m.taken(i) : null;
  return h("div", { class: "seat-tag" + (m.toAct === i ? " to-act" : ""), "data-seat": i, "aria-current": m.toAct === i ? "true" : null },
    // the name wraps between words, a word too long for the tag cut by an ellipsis, the whole in the title;
    // "(you)" always in sight
    h("div", { class: "who", title: m.name(i) }, h("span", { class: "name" }, nameWords(m.name(i))), m.me === i && m.live ? [" ", h("span", { class: "muted you" }, `(${t("you").toLocaleLowerCase(lang)})`)] : null),   // "(you)", "(vous)"
    badges.length ? h("div", { class: "badges" }, badges) : null,
    // the pieces wrap between them, never inside one; a dot ends the line before a break, never starts one
    h("div", { class: "kind" }, [...(m.kindText ? [m.kindText(i)].flat() : []), taken].filter(Boolean)
      .flatMap((x, k) => [k ? "\u00a0· " : null, typeof x === "string" ? h("span", {}, x) : x])));
}

function render() {
  const v = view, st = v.state, felt = $("#felt"), side = $("#side"), below = $("#below");
  if (!felt || !st) return;
  const mySeat = st.seat, n = st.seats.length, game = v.game;
  const live = mySeat !== null && mySeat !== undefined;
  const me = live ? mySeat : 0;
  const obs = st.obs || { hand: [], tricks: [], public: {}, private: {}, history: [], info: {} };
  const picked = picking(st);
  const choosing = new Set(picked ? [...picked.pool, ...picked.required] : []);
  const name = (i) => seatLabel(st, i);
  const myDummy = live ? st.seats.findIndex((_, i) => i !== mySeat && ctlOf(st, i) === mySeat) : -1;
  const dummyCards = (i) => (obs.private || {})[`dummy:${i}`] || (obs.public || {})[`dummy:${i}`] || null;
  const handRow = (cards, seat, attrs) => {
    const playable = new Map();
    for (const a of st.legal || []) if ("play" in a && (a.seat ?? mySeat) === seat) playable.set(a.play, a);
    const choice = picked && (picked.seat ?? mySeat) === seat ? picked : null;
    const pool = choice ? new Set(choice.pool) : null;
    const row = h("div", { ...attrs, class: `${attrs.class} fit`, role: "group", "aria-label": attrs.label });
    for (const c of sortCards(cards)) {
      if (choice) {
        const on = v.selected.has(c) || choice.required.includes(c);
        row.append(cardButton(c, game, { playable: pool.has(c), selected: on, dim: !pool.has(c), onclick: () => toggle(c) }));
      } else row.append(cardButton(c, game, { playable: playable.has(c), onclick: () => sendAction(playable.get(c)) }));
    }
    return row;
  };
  // a finished trick stays a moment before it is gathered
  const tricks = obs.tricks || [];
  const done = tricks.filter((x) => x.winner !== null && x.winner !== undefined);
  if (v.seen === null) v.seen = done.length;
  if (done.length > v.seen) {
    v.seen = done.length;
    const lastDone = done[done.length - 1];
    if (tricks[tricks.length - 1] !== lastDone || st.hand_over) {
      v.hold = { trick: lastDone, index: tricks.indexOf(lastDone) };
      clearTimeout(v.holdTimer);
      v.holdTimer = setTimeout(() => { if (view === v) { v.hold = null; render(); } }, st.hand_over ? 1500 : 1200);
    }
  } else if (done.length < v.seen) v.seen = done.length;
  let shown = tricks.length ? tricks[tricks.length - 1] : null, shownIndex = tricks.length - 1;
  if (v.hold) { shown = v.hold.trick; shownIndex = v.hold.index; }
  if (v.showLast && done.length) { shown = done[done.length - 1]; shownIndex = tricks.indexOf(shown); }
  let status = "";
  if (!st.started) status = t("waiting");
  else if (st.match_over) status = t("match_over");
  else if (st.hand_over) status = t("hand_over");
  else if (obs.to_act === mySeat && live) status = t("your_turn");
  else if (myDummy >= 0 && obs.to_act === myDummy) status = t("dummy_turn");
  else if (obs.to_act !== null && obs.to_act !== undefined) status = t("turn_of", { who: name(obs.to_act) });   // French: "Au tour d'Ann"
  const sides = st.sides || [];
  const mine = live ? (sides.find((s) => s.includes(mySeat)) || []) : [];
  const taker = Number.isInteger(st.taker) ? st.taker : null;  // the server asks the observation (protocol.taker_of)
  const model = {
    game, n, me, live, dealer: obs.dealer, toAct: st.hand_over ? null : obs.to_act, name, status, facts: factsLine(obs.info || {}, name),
    trick: shown, trickKey: `${st.hand_number}:${shownIndex}`, shown: v.shown,
    taker,
    // partners as far as this seat knows the sides: mine, and the taker's when I am not on the taker's side
    partners: new Set(mine.filter((s) => s !== mySeat && s !== taker && ctlOf(st, s) === s)),
    takerPartners: new Set(mine.includes(taker) ? [] : (sides.find((side) => side.includes(taker)) || []).filter((s) => s !== taker && ctlOf(st, s) === s)),
    // a private set within the choice being made (a dealer's discard pool) is that choice, shown on the hand
    gone: new Set([...tricks.flatMap((x) => x.plays.map(([, c]) => c)), ...((obs.private || {}).discard || [])]),
    piles: Object.entries(obs.public || {}).concat(Object.entries(obs.private || {})
      .filter(([k, cs]) => !(k in (obs.public || {})) && !(cs.length && cs.every((c) => choosing.has(c)))).map(([k, cs]) => [k, cs, true]))
      .filter(([k]) => !k.startsWith("dummy:") && !k.startsWith("controller:")),
    kindText: (i) => {
      const s = st.seats[i];
      const won = tricks.filter((x) => x.winner === i).length;
      const state = s.kind === "human" ? personState(s) : s.kind === "dummy" ? "" : levelOf(s.kind);
      return [...[state].flat(), colon(t("tricks_won"), won)].filter(Boolean);
    },
    taken: (i) => takenTag(st, i),
    handFor: (i) => {
      if (live && i === mySeat) return handRow(obs.hand || [], mySeat, { class: "hand", id: "hand", label: t("cards_in_hand", { n: (obs.hand || []).length }) });
      // its dummy's hand, once this seat may see it (a game may keep it face down until the discard)
      if (i === myDummy) return dummyCards(i) ? handRow(dummyCards(i), i, { class: "hand", id: "dummy-hand", "data-dummy": i, label: t("held_by", { who: name(i) }) }) : null;
      const cards = ctlOf(st, i) !== i ? dummyCards(i) : null;
      return cards ? h("div", { class: "hand exposed", "data-dummy": i, role: "group", "aria-label": t("held_by", { who: name(i) }) }, sortCards(cards).map((c) => cardImg(c, game, "card small"))) : null;
    },
    dialog: st.hand_over ? null : actionDialog(st, game),
  };
  // keyboard play: a redraw keeps the focus on the table (the same card or button, else the first thing
  // there is to do) instead of dropping it back to the top of the page
  const focused = document.activeElement;
  const hadFocus = focused && focused !== document.body && (felt.contains(focused) || below.contains(focused) || focused === felt);
  const focusKey = hadFocus ? (focused.dataset.card ? `[data-card="${focused.dataset.card}"]` : focused.id ? `#${focused.id}` : null) : null;
  felt.replaceChildren(drawFelt(model));
  felt.querySelectorAll(".hand.fit").forEach(layoutHand);
  const refocus = () => {
    if (!hadFocus) return;
    const again = focusKey && document.querySelector(`#felt button${focusKey}:not(:disabled), #below button${focusKey}:not(:disabled)`);
    const next = again || document.querySelector("#dialog button:not(:disabled), #felt .hand .card.playable, #next-hand:not(:disabled)");
    if (next) next.focus({ preventScroll: true });
    if (document.activeElement !== next) felt.focus({ preventScroll: true });   // nothing to do now: the table keeps the focus
  };

  const res = st.hand_over ? { result: st.result || (v.result || {}).result, explain: st.explain, match_over: st.match_over } : null;
  const cols = sheetSeats(st.seats.length, (i) => st.seats[i].kind === "dummy");
  below.replaceChildren(...(res && res.result ? [resultPanel(res, name, cols, live && !st.match_over, (st.ready || []).includes(mySeat), st)] : []));
  // the server away: nothing on the table can be played until it is back (the banner says why)
  if (v.away) for (const b of [...felt.querySelectorAll("button"), ...below.querySelectorAll("button")]) { b.disabled = true; b.classList.remove("playable"); }
  refocus();
  // side: score sheet, last trick, record, log
  const scores = st.scores || [];
  const sheet = h("table", { class: "sheet", id: "score-sheet" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("hand")), cols.map((i) => nameHeader(name(i))))),
    h("tbody", {}, scores.map((row, i) => h("tr", {}, h("td", {}, i + 1), cols.map((s) => h("td", {}, num(row[s])))))),
    h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t("totals")), (Array.isArray(st.totals) ? cols.map((s) => h("th", {}, num(st.totals[s]))) : []))));
  // the rules in short, after the options this table plays beyond the usual rules (as the lobby's list says
  // them); they stay open or folded as the person left them, through every redraw
  const g = ((CONFIG || {}).games || []).find((x) => x.name === game);
  const options = g ? h("p", { id: "table-options" }, colon(t("options"), optionsSummary(g.options, v.options || {}, S.texts))) : null;
  const rules = rulesBox(S.texts, "rules", v.rulesOpen === true, (e) => { v.rulesOpen = e.target.open; }, options);
  const log = h("ol", { class: "log", id: "log" }, saidActions(obs).slice(-30).map((a) => h("li", {}, describeAction(a, name(a.seat)))));
  side.replaceChildren(
    h("section", { class: "box sheet-box" }, h("h3", {}, t("score_sheet")), sheet),
    h("section", { class: "box" }, h("div", { class: "row" },
      h("button", { id: "last-trick", "aria-pressed": v.showLast ? "true" : "false", disabled: !done.length, onclick: () => { v.showLast = !v.showLast; render(); } }, t("last_trick")),
      scores.length ? h("a", { href: `/api/tables/${v.id}/record`, id: "download", class: "button" }, t("download")) : null,
      // the same hands as the record, as a spreadsheet's score sheet (a row per hand, the running totals), in
      // the page's language
      scores.length ? h("a", { href: `/api/tables/${v.id}/sheet?lang=${lang}`, id: "download-sheet", class: "button" }, t("download_sheet")) : null),
      // the record so far is the hands already over, in full; the hand in progress (other seats' cards,
      // a discard) joins it only when it is over, so a download never shows what this seat may not see
      scores.length ? (st.hand_over ? null : h("p", { class: "muted", id: "download-partial" }, t("download_partial")))
        : h("p", { class: "muted", id: "download-later" }, t("download_later")),
      h("p", { class: "share" }, colon(t("share")), h("code", {}, `${location.origin}/t/${v.id}`)),
      v.token && live && st.status !== "finished" ? h("button", { id: "leave", onclick: () => leaveSeat(v) }, t("leave_seat")) : null),
    h("section", { class: "box" }, h("h3", {}, cat("log_title") || t("history")), log),
    rules ? h("section", { class: "box" }, rules) : null);
  fitSheets();
}
// issue 15: a person gives up their seat (free again before the match, a computer player's during it)
async function leaveSeat(v) {
  if (!window.confirm(t("leave_confirm"))) return;
  try {
    await api(`/api/tables/${v.id}/leave`, {});
    if (socket) { socket.onclose = null; socket.close(); socket = null; }
    flash(t("left_seat"), true);
    go("/");
  } catch (err) { flash(err.message); }
}
let CONFIG = null;   // /api/config: games, agents, strength levels
async function config() { if (!CONFIG) CONFIG = await api("/api/config"); return CONFIG; }
// a computer seat's words: its strength level's name when its agent is one of the levels
function levelOf(kind) {
  const l = ((CONFIG || {}).levels || []).find((x) => x.agent === kind || x.key === kind);
  return l ? ((l.names || {})[lang] || l.names.en) : t("computer");
}
// a computer player's name as a match record keeps it (in English, with its level's key or its agent spec:
// "Computer 2 (intermediate)"), worded as the table page words a computer seat, in the page's language
function storedName(name) {
  const m = /^Computer (\d+) \((.+)\)$/.exec(String(name));
  if (!m) return name;
  const known = ((CONFIG || {}).levels || []).some((x) => x.agent === m[2] || x.key === m[2]);
  return t("computer_seat", { n: m[1], level: known ? levelOf(m[2]) : m[2] });
}
// a seat's stored name without a computer's level ("Computer 2" of "Computer 2 (beginner)"), in the page's language
function shortName(name, seat) {
  if (!name) return `${t("seat")} ${seat + 1}`;
  const m = /^Computer (\d+) \((.+)\)$/.exec(String(name));
  return m ? `${t("computer")} ${m[1]}` : name;
}
// a computer seat of a table: "Computer 3 · intermediate"
const computerSeat = (kind, i) => t("computer_seat", { n: i + 1, level: levelOf(kind) });

function takenTag(st, i) {
  // issue 7: the points taken so far by this seat's side, computed by the server from this seat's view;
  // once the hand is over, the result's points
  const side = (st.taken || []).find((x) => x.seats.includes(i));
  return side ? h("span", { class: "taken", "data-taken": String(side.points) }, colon(t("points_taken"), num(side.points))) : null;
}

function toggle(card) {
  const sel = view.selected;
  if (sel.has(card)) sel.delete(card); else sel.add(card);
  render();
}

// The decisions of this moment other than a card to play, as the key a "no, thanks" is kept under.
function dialogKey(st) {
  return JSON.stringify([st.version, (st.legal || []).filter((a) => !("play" in a)), st.choices || []]);
}

// Whether the player said no to the optional decision on offer now (then the hand plays cards again).
function declinedNow(st) {
  return view.declined !== null && view.declined === dialogKey(st);
}

// The set of cards being picked now: one of the state's card choices (the first, unless the player took
// another), or only part of a listed declaration (a smaller showing: any number of its cards, the game's
// check decides). Null when there is none, or the player said no to the optional decision.
function picking(st) {
  if (declinedNow(st)) return null;
  const p = view.pick && view.pick.key === dialogKey(st) ? view.pick : null;
  if (p && p.part) {
    const a = p.part;
    return { seat: a.seat, verb: "declare", value: a.as || null, required: [], pool: a.declare, size: null, part: a };
  }
  const choices = st.choices || [];
  return choices.length ? choices[p && choices[p.choice] ? p.choice : 0] : null;
}
function startPick(st, pick, selected) {
  view.pick = { key: dialogKey(st), ...pick };
  view.selected = new Set(selected);
  render();
}
function choiceLabel(c) {
  const what = c.value ? termOr(c.value, c.verb) : t(c.verb);
  return colon(what, t("choose", { n: c.size }));
}

// The decisions other than playing a card: each a button in words, and an explicit "no" for an optional one.
function actionDialog(st, game) {
  const legal = (st.legal || []).filter((a) => !("play" in a));
  const plays = (st.legal || []).some((a) => "play" in a);
  const choice = picking(st);
  if (!legal.length && !choice) return null;
  if (choice && choice.part) return partDialog(st, choice);
  const key = dialogKey(st);
  if (view.declined === key) return null;
  // a decision out of turn (an announcement before another seat leads, a give between tricks): the
  // computer players wait for it, so it is made or let pass, then not offered again in this hand
  const toAct = (st.obs || {}).to_act;
  const outOfTurn = !plays && !choice && Number.isInteger(toAct) && ctlOf(st, toAct) !== st.seat;
  const windowVerbs = legal.map(verbOf);
  const passed = view.passed && view.passed.hand === st.hand_number ? view.passed.verbs : new Set();
  if (outOfTurn && windowVerbs.every((x) => passed.has(x))) return null;   // the server no longer waits for these
  const box = h("div", { class: "dialog", id: "dialog", role: "group", "aria-labelledby": "dialog-title" });
  const verbs = new Set(legal.map(verbOf));
  if (choice) verbs.add(choice.verb);
  const forDummy = [...legal, ...(choice ? [choice] : [])].some((a) => a.seat !== undefined && a.seat !== st.seat);
  const what = [...verbs].map((x) => t(x)).join(" / ");
  box.append(h("h3", { id: "dialog-title" }, forDummy ? t("for_dummy", { what }) : what));
  if (verbs.has("give")) box.append(h("p", { class: "help", id: "give-help" }, t("give_help")));
  const buttons = h("div", { class: "choices" });
  const parts = new Set((st.parts || []).map((i) => JSON.stringify((st.legal || [])[i])));
  // what a declaration scores, as the game says (its own value, before any doubling): "… = 18"
  const worth = new Map((st.worth || []).map(([i, points]) => [JSON.stringify((st.legal || [])[i]), points]));
  for (const a of legal) {
    const verb = verbOf(a);
    const val = a[verb];
    const points = worth.get(JSON.stringify(a));
    const label = optionLabel(a) + (points === undefined ? "" : ` = ${points}`);
    if (typeof val === "string" && (verb === "call" || verb === "give")) {
      buttons.append(h("button", { type: "button", class: "act with-card", "data-action": JSON.stringify(a), "aria-label": label, onclick: () => sendAction(a) }, cardImg(val, game), h("span", {}, cardName(val))));
    } else {
      // a button's word starts with a capital ("Pass" beside "Garde"), whatever case the game's term has
      buttons.append(h("button", { type: "button", class: "act", "data-action": JSON.stringify(a), onclick: () => sendAction(a) }, cap(label)));
    }
    if (parts.has(JSON.stringify(a))) {   // a smaller showing of it: pick the cards to show
      buttons.append(h("button", { type: "button", class: "act part", "data-part": JSON.stringify(a), "aria-label": colon(t("show_part"), label), onclick: () => startPick(st, { part: a }, a.declare) }, `${t("show_part")}…`));
    }
  }
  const choices = st.choices || [];
  if (choices.length > 1) {   // several sets to choose from (steps of one declaration): the one being picked is pressed
    choices.forEach((c, i) => buttons.append(h("button", { type: "button", class: "act pick-choice", "data-choice": i, "aria-pressed": c === choice ? "true" : "false",
      onclick: () => startPick(st, { choice: i }, []) }, choiceLabel(c))));
  }
  if (outOfTurn) {
    buttons.append(h("button", { type: "button", class: "decline", id: "let-pass", onclick: () => { view.passed = { hand: st.hand_number, verbs: new Set([...passed, ...windowVerbs]) }; send({ type: "pass" }); render(); } }, t("let_pass")));
    box.append(h("p", { class: "help" }, t("let_pass_help")));
  }
  if (plays && (legal.length || choice)) {   // an optional decision beside the play of a card: say no explicitly
    buttons.append(h("button", { type: "button", class: "decline", id: "decline", onclick: () => { view.declined = key; view.selected.clear(); render(); } }, t("no_thanks_play")));
    box.append(h("p", { class: "help" }, t("optional_help")));
  }
  box.append(buttons);
  if (choice) {
    const need = choice.size - choice.required.length;
    const chosen = [...view.selected];
    box.append(h("p", {}, t("choose", { n: choice.size }) + ` (${chosen.length + choice.required.length}/${choice.size})`),
      h("button", { type: "button", class: "primary", id: "confirm-choice", disabled: chosen.length !== need, onclick: () => {
        const cards = [...choice.required, ...chosen];
        const a = { seat: choice.seat, [choice.verb]: cards };
        if (choice.value) a.as = choice.value;
        sendAction(a);
      } }, t("confirm")));
  }
  return box;
}

// Showing only part of a declaration: the cards stay selected until taken out; the game's check decides.
function partDialog(st, pick) {
  const a = pick.part, chosen = [...view.selected];
  const what = a.as ? termOr(a.as, "declare") : t("declare");
  const box = h("div", { class: "dialog", id: "dialog", role: "group", "aria-labelledby": "dialog-title" });
  box.append(h("h3", { id: "dialog-title" }, colon(t("declare"), what)),
    h("p", { class: "help", id: "part-help" }, t("show_part_help")),
    h("p", {}, `${t("cards_shown", { k: chosen.length, n: a.declare.length })}`));
  const shown = { seat: a.seat, declare: a.declare.filter((c) => view.selected.has(c)) };
  if (a.as) shown.as = a.as;
  box.append(h("div", { class: "choices" },
    h("button", { type: "button", class: "primary", id: "confirm-part", disabled: !chosen.length, onclick: () => sendAction(shown) }, t("declare_these")),
    h("button", { type: "button", id: "part-back", onclick: () => { view.pick = null; view.selected = new Set(); render(); } }, t("back"))));
  return box;
}

// The end of a hand: points and scores per seat, then the game's explanation in sentences.
// the seats a score sheet has a column for: a dummy has none (nobody plays it; its score is its side's, or always
// 0), as the terminal's sheet and the CSV sheet (records/sheet.py) leave it out
const sheetSeats = (n, isDummy) => Array.from({ length: n }, (_, i) => i).filter((i) => !isDummy(i));
function resultPanel(res, name, cols, canGoOn, waiting, st) {
  const r = res.result || {};
  const box = h("section", { class: "result box", id: "result", "aria-labelledby": "result-title" }, h("h3", { id: "result-title" }, res.match_over ? t("match_over") : t("hand_over")));
  // the end of the match says who won it (the state's winners: seats, several when a side or a tie shares it),
  // each winner once, by its player: a 2-player game's dummy is on its player's side
  const seats = res.match_over && st && Array.isArray(st.winners) ? st.winners.filter(Number.isInteger) : [];
  const winners = [...new Set(seats.map((i) => ctlOf(st, i)))];
  // said to the player among them as the terminal says it: "You win the match", "You, Bea and Cy win the match"
  // (one list, one "and")
  const me = st && Number.isInteger(st.seat) && winners.includes(st.seat) ? st.seat : null;
  const others = winners.filter((i) => i !== me).map(name);
  const said = st && st.drawn === true ? t("match_drawn")
    : me !== null ? (others.length ? t("wins_you_and", { who: andList([t("you"), ...others]) }) : t("wins_you"))
    : t(winners.length === 1 ? "wins_one" : "wins_many", { who: andList(winners.map(name)) });
  if (winners.length) box.append(h("p", { class: "winners", id: "match-winners" }, said));
  box.append(h("div", { class: "sheet-box" }, h("table", { class: "sheet" },
    h("thead", {}, h("tr", {}, h("th", {}, ""), cols.map((i) => nameHeader(name(i))))),
    h("tbody", {},
      (r.points || []).some((x) => x !== null && x !== undefined) ? h("tr", {}, h("th", { scope: "row" }, t("points")), cols.map((i) => h("td", {}, num((r.points || [])[i])))) : null,
      h("tr", {}, h("th", { scope: "row" }, t("scores")), cols.map((i) => h("td", {}, num((r.scores || [])[i]))))))));
  // "next hand" under the scores, before the explanation: a scoring explained line by line runs to
  // several screens on a phone, and the button to go on is not to be hunted for below it
  if (canGoOn) {
    box.append(h("button", { class: "primary", id: "next-hand", disabled: waiting, onclick: () => send({ type: "ready" }) }, waiting ? t("ready_wait") : t("next_hand")));
  }
  const ex = res.explain || { lines: [], texts: {} };
  // a line about this seat in its own wording ("Your Garde"), each line from a capital (i18n/lines.py)
  const you = st && Number.isInteger(st.seat) ? st.seat : null;
  const lines = (ex.lines || []).map((line) => renderLine(line, ex.texts, name, you)).filter((x) => x).map(cap);
  if (lines.length) box.append(h("h4", {}, t("explain_title")), h("ul", { class: "explain", id: "explain" }, lines.map((x) => h("li", {}, x))));
  return box;
}

// ---------------------------------------------------------------------------------------- review
// source: { match, seat } for a stored match, { text } for an uploaded record (the analysis asks for it)
async function openReview(r, source = {}) {
  const at = visit;
  await Promise.all([loadStrings(r.game), config()]);   // config: the strength levels, for storedName
  if (left(at)) return;
  const n = r.frames.length ? r.frames[0].hands.length : 0;
  const seat = Number.isInteger(source.seat) && source.seat >= 0 && source.seat < n ? source.seat : 0;
  review = { r, i: 0, source, me: seat, analyses: {} };
  app.replaceChildren(h("section", { class: "review", id: "review" },
    h("h2", {}, t("review_of", { game: S.games[r.game] || r.game })),
    h("div", { class: "controls row", id: "review-controls" }),
    h("div", { class: "review-layout" },
      h("div", { class: "play" }, h("div", { class: "felt", id: "review-felt" }), h("div", { id: "review-below" })),
      h("aside", { class: "box analysis", id: "analysis", "aria-labelledby": "analysis-title" }))));
  drawReview();
}
function reviewGo(i) { if (!review) return; review.i = Math.max(0, Math.min(review.r.frames.length - 1, i)); drawReview(); }
function trickJump(dir) {
  const f = review.r.frames;
  const complete = (x) => x.tricks.filter((tr) => tr.winner !== null && tr.winner !== undefined).length;
  let i = review.i;
  const here = `${f[i].hand}:${complete(f[i])}`;
  do { i += dir; } while (i > 0 && i < f.length - 1 && `${f[i].hand}:${complete(f[i])}` === here);
  reviewGo(i);
}
// a seat's name in a review frame: a dummy after its player in that hand, once the hand settled it
function reviewName(r, f, s) {
  const own = (x) => (r.names[x] ? storedName(r.names[x]) : `${t("seat")} ${x + 1}`);
  const ctl = (f.controllers || [])[s];
  if (ctl === null) return t("dummy_seat");
  // a computer's dummy without its level: "Ordinateur 2 (mort)", not "Ordinateur 2 · débutant (mort)" (three lines
  // in a phone's seat box)
  return Number.isInteger(ctl) && ctl !== s ? dummyOf(shortName(r.names[ctl], ctl)) : own(s);
}
function drawReview() {
  const { r, i } = review;
  const f = r.frames[i];
  const n = f.hands.length;
  const name = (s) => reviewName(r, f, s);
  const total = r.frames.filter((x) => x.hand === f.hand).length - 1;
  const button = (id, label, to, disabled) => h("button", { type: "button", id, onclick: to, disabled }, label);
  $("#review-controls").replaceChildren(
    button("review-first", "«", () => reviewGo(0), i === 0),
    button("review-prev-trick", `◀◀ ${t("prev_trick")}`, () => trickJump(-1), i === 0),
    button("review-prev", `◀ ${t("prev")}`, () => reviewGo(i - 1), i === 0),
    button("review-next", `${t("next")} ▶`, () => reviewGo(i + 1), i === r.frames.length - 1),
    button("review-next-trick", `${t("next_trick")} ▶▶`, () => trickJump(1), i === r.frames.length - 1),
    h("span", { id: "review-pos", role: "status" }, t("move_of", { hand: f.hand + 1, step: f.step, total })),
    ...(f.last ? [h("span", { id: "review-last", class: "muted" }, describeAction(f.last, name(f.last.seat)))] : []));
  const last = f.tricks.length ? f.tricks[f.tricks.length - 1] : null;
  const me = review.me;
  // at a decision of the analysed seat: its choice and the search's best marked in its hand
  const here = analysisOf(f.hand, me);
  const decision = here && here.data ? here.data.decisions.find((d) => d.index === f.step) : null;
  const marks = {};
  if (decision && "play" in decision.best) marks[decision.best.play] = "best";
  if (decision && "play" in decision.chosen && decision.loss > 0) marks[decision.chosen.play] = "chosen";
  const model = {
    game: r.game, n, me, live: false, dealer: f.dealer, taker: Number.isInteger(f.taker) ? f.taker : null, toAct: f.to_act, name,
    // at an analysed decision the felt says what it cost (on a phone the list is out of sight below)
    status: decision ? `${name(decision.seat)} · ${colon(decisionLabel(decision, f.hand, false), decision.loss > 0
      ? t("instead_of", { chosen: actionText(decision.chosen), best: actionText(decision.best), loss: num(decision.loss) })
      : `${actionText(decision.chosen)} · ${t("best_choice")}`)}` : "",
    trick: last, trickKey: `${f.hand}:${f.tricks.length}`, shown: null, partners: null,
    // a dummy's cards are its hand, shown with the others' (handFor), as the table page does: not a pile too
    piles: Object.entries(f.public || {}).filter(([k]) => !k.startsWith("dummy:") && !k.startsWith("controller:")),
    facts: factsLine(f.facts || {}, name),
    kindText: (s) => colon(t("tricks_won"), f.tricks.filter((x) => x.winner === s).length),
    taken: null,
    handFor: (s) => h("div", { class: s === me ? "hand fit review-hand" : "hand exposed", role: "group", "aria-label": t("held_by", { who: name(s) }) },
      sortCards(f.hands[s]).map((c) => (s === me ? markCard(cardButton(c, r.game), marks[c]) : cardImg(c, r.game, "card small")))),
    dialog: null,
  };
  $("#review-felt").replaceChildren(drawFelt(model));
  $("#review-felt").querySelectorAll(".hand.fit").forEach(layoutHand);
  // a dummy in this hand: a seat another plays, or whose player is not settled yet
  const cols = sheetSeats(n, (s) => Array.isArray(f.controllers) && f.controllers[s] !== s);
  $("#review-below").replaceChildren(...(f.result ? [resultPanel({ result: f.result, explain: f.explain, match_over: false }, name, cols, false, false)] : []));
  fitSheets();
  drawAnalysis();
}
function markCard(button, mark) {
  if (!mark) return button;
  button.classList.add(mark);
  button.setAttribute("aria-label", `${button.getAttribute("aria-label")} · ${t(mark === "best" ? "best_option" : "chosen")}`);
  return button;
}

// ---------------------------------------------------------------------------------------- analysis
// Issue 13: a hand reviewed by the search for one seat. The server works it out (a few seconds) and
// keeps it; each decision shows the choice made, the best option and the loss, and steps the frames to it.
const analysisOf = (hand, seat) => review && review.analyses[`${hand}:${seat}`];
const actionText = (a) => ("play" in a ? cardName(a.play) : optionLabel(a));
async function askAnalysis(hand, seat) {
  const key = `${hand}:${seat}`;
  if (review.analyses[key] && review.analyses[key].data) return;
  const mine = review;
  mine.analyses[key] = { pending: true };
  drawAnalysis();
  const q = `hand=${hand}&seat=${seat}`;
  let entry;
  try {
    const data = mine.source.text !== undefined ? await api(`/api/analysis?${q}`, mine.source.text)
      : await api(`/api/matches/${encodeURIComponent(mine.source.match)}/analysis?${q}`);
    entry = { data };
  } catch (err) { entry = { error: err.message }; }
  if (review !== mine) return;   // the page moved on
  mine.analyses[key] = entry;
  const waited = document.activeElement && document.activeElement.id === "analyse";
  drawReview();
  // whoever pressed the button (and waited on it) is taken to the answer
  const next = $(entry.data ? "#analysis-result" : "#analysis-error");
  if (waited && next) next.focus({ preventScroll: true });
}
function decisionFrame(hand, index) {
  return review.r.frames.findIndex((x) => x.hand === hand && x.step === index);
}
function decisionLabel(d, hand, named = true) {
  const verb = verbOf(d.chosen);
  const at = review.r.frames[decisionFrame(hand, d.index)];
  // a decision of the dummy the analysed seat plays names it: the seat's own card of that trick is listed too
  const whose = named && Number.isInteger(d.seat) && d.seat !== review.me && at ? ` · ${reviewName(review.r, at, d.seat)}` : "";
  if (verb !== "play") return `${t(verb)}${whose}`;
  const done = at ? at.tricks.filter((tr) => tr.winner !== null && tr.winner !== undefined).length : 0;
  return `${t("trick_n", { n: done + 1 })}${whose}`;
}
// how a decision was valued, as tarocchi analyze says it (cli/analyze.py _error): over every possible deal (the only
// one, or all n), exact with no ± when each was solved; else the ± of the sampled deals and how many they were
// (fewer than 2 give no error estimate: agents/analysis.py EVIDENCE)
function valuedText(d) {
  if (Number.isInteger(d.distinct_worlds)) {
    const deals = d.distinct_worlds === 1 ? t("deals_only") : t("deals_all", { n: d.distinct_worlds });
    return d.exact ? t("valued_exact", { deals }) : t("valued_playouts", { error: num(d.error), deals });
  }
  return d.worlds >= 2 ? t("valued_sampled", { error: num(d.error), n: d.worlds }) : t("valued_single");
}
function drawAnalysis() {
  const box = $("#analysis");
  if (!box || !review) return;
  const { r, i } = review;
  const f = r.frames[i];
  const n = f.hands.length;
  const seat = review.me;
  // the seats as the hand ends: a dummy is analysed with its player (the server reviews a seat and the dummies
  // it controls), so the menu offers the seats that play themselves, each named as the review names it
  const end = r.frames.filter((x) => x.hand === f.hand).pop() || f;
  const name = (s) => reviewName(r, end, s);
  const plays = (s) => !Array.isArray(end.controllers) || end.controllers[s] === s || s === seat;
  // a redraw keeps the focus where it was (the same control, or the same decision)
  const active = box.contains(document.activeElement) ? document.activeElement : null;
  const focusKey = active ? (active.dataset.index !== undefined ? `[data-index="${active.dataset.index}"]${active.classList.contains("mistake-link") ? ".mistake-link" : ".decision"}` : active.id ? `#${active.id}` : null) : null;
  const entry = analysisOf(f.hand, seat);
  const seatSel = h("select", { id: "analysis-seat", onchange: (e) => { review.me = parseInt(e.target.value, 10); drawReview(); } },
    Array.from({ length: n }, (_, s) => s).filter(plays).map((s) => h("option", { value: s, selected: s === seat }, name(s))));
  const kids = [
    h("h3", { id: "analysis-title" }, t("analysis_of", { hand: f.hand + 1 })),
    h("label", { for: "analysis-seat" }, t("analysis_for"), seatSel),
  ];
  if (!entry || entry.error) {
    kids.push(h("button", { type: "button", class: "primary", id: "analyse", onclick: () => askAnalysis(f.hand, seat) }, t("analyse_hand")));
    if (entry && entry.error) kids.push(h("p", { class: "error", id: "analysis-error", role: "alert", tabindex: "-1" }, entry.error));
  } else if (entry.pending) {
    // not disabled: the button keeps the focus while the server works
    kids.push(h("button", { type: "button", class: "primary busy", id: "analyse", "aria-disabled": "true", "aria-describedby": "analysing" }, t("analysing")),
      h("p", { class: "muted", id: "analysing", role: "status" }, t("analysing_help")));
  } else {
    const data = entry.data;
    const byIndex = new Map(data.decisions.map((d) => [d.index, d]));
    const mistakes = data.mistakes.map((k) => byIndex.get(k)).filter(Boolean);
    const goTo = (d) => {
      const k = decisionFrame(f.hand, d.index);
      if (k < 0) return;
      reviewGo(k);
      // bring the whole table into sight (on a phone the list is below it); the focus stays in the list
      const felt = $("#review-felt");
      const box = felt ? felt.getBoundingClientRect() : null;
      if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
        const by = box.height > window.innerHeight || box.top < 0 ? box.top : box.bottom - window.innerHeight;
        window.scrollBy({ top: by, behavior: reducedMotion.matches ? "auto" : "smooth" });
      }
    };
    const result = h("div", { id: "analysis-result", tabindex: "-1" },
      h("p", { class: "muted" }, t("analysis_help", { samples: data.samples, discard_samples: data.discard_samples ?? data.samples })),
      h("p", { id: "analysis-summary" }, t("analysis_summary", { n: data.decisions.length, loss: num(data.total_loss) })));
    if (mistakes.length) {
      result.append(h("h4", {}, t("mistakes_title")), h("ol", { class: "mistakes", id: "analysis-mistakes" }, mistakes.map((d) =>
        h("li", {}, h("button", { type: "button", class: "mistake-link", "data-index": d.index, onclick: () => goTo(d) },
          colon(decisionLabel(d, f.hand), t("instead_of", { chosen: actionText(d.chosen), best: actionText(d.best), loss: num(d.loss) })))))));
    } else {
      // every decision forced: nothing was valued, which is not "no mistake found" (the answer says which)
      result.append(h("p", { id: "analysis-no-mistake" }, t(data.nothing_to_review ? "nothing_to_review" : "no_mistakes")));
    }
    result.append(h("ol", { class: "decisions", id: "analysis-decisions" }, data.decisions.map((d) => {
      const current = d.index === f.step;
      const same = d.loss <= 0;
      return h("li", { class: `${d.mistake ? "mistake" : ""}${current ? " current" : ""}`, "data-index": d.index, "aria-current": current ? "step" : null },
        h("button", { type: "button", class: "decision", "data-index": d.index, title: t("show_decision"), onclick: () => goTo(d) },
          h("span", { class: "what" }, decisionLabel(d, f.hand), d.mistake ? h("span", { class: "badge mistake" }, t("mistake")) : null),
          h("span", {}, colon(t("chosen"), actionText(d.chosen))),
          h("span", {}, same ? t("best_choice") : colon(t("best_option"), actionText(d.best))),
          h("span", { class: "loss" }, colon(t("loss"), num(d.loss))),
          h("span", { class: "muted valued" }, `(${valuedText(d)})`)),
        h("details", {}, h("summary", {}, t("all_options")),
          h("table", { class: "options" }, h("tbody", {}, d.options.map((o) =>
            h("tr", { class: JSON.stringify(o.action) === JSON.stringify(d.chosen) ? "chosen" : null },
              h("th", { scope: "row" }, actionText(o.action)), h("td", {}, num(o.value)), h("td", { class: "muted" }, d.exact || o.error === null ? "" : `± ${num(o.error)}`)))))));
    })));
    kids.push(result);
  }
  box.replaceChildren(...kids);
  if (focusKey) {
    const again = box.querySelector(focusKey);
    if (again) again.focus({ preventScroll: true });
  }
  // the decision on the table stays in sight when the panel scrolls on its own (a wide screen)
  const cur = box.querySelector("li.current");
  if (cur && box.scrollHeight > box.clientHeight + 1) {
    const top = cur.offsetTop, bottom = top + cur.offsetHeight;
    // centred: the panel's foot may be below the window before the page scrolls
    if (top < box.scrollTop || bottom > box.scrollTop + box.clientHeight / 2) box.scrollTop = top - (box.clientHeight - cur.offsetHeight) / 3;
  }
}
document.addEventListener("keydown", (e) => {
  if (!review || e.target.closest("input, select, textarea")) return;
  if (e.key === "ArrowRight") reviewGo(review.i + 1);
  else if (e.key === "ArrowLeft") reviewGo(review.i - 1);
});

route();
