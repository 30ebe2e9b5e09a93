// The tarocchi front end: plain ES module, no build step. Talks to /api/* and /ws/{table}.
const $ = (sel, root = document) => root.querySelector(sel);
const app = $("#app");
let S = { ui: {}, games: {}, cards: {} };   // strings bundle
let lang = localStorage.getItem("lang") || (navigator.language || "en").slice(0, 2);
if (!["en", "it", "fr"].includes(lang)) lang = "en";
let me = null;
let socket = null;
let view = null;   // state of the table page

const t = (key, vars = {}) => (S.ui[key] || key).replace(/\{(\w+)\}/g, (_, k) => vars[k]);
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
const h = (tag, attrs = {}, ...kids) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) el.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat(Infinity)) if (kid !== null && kid !== undefined) el.append(kid.nodeType ? kid : String(kid));
  return el;
};

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
  if (!r.ok) throw new Error(data.detail || r.statusText);
  return data;
}

async function loadStrings(game) {
  S = await api(`/api/strings/${lang}` + (game ? `?game=${encodeURIComponent(game)}` : ""));
  document.documentElement.lang = lang;
  $("#nav-lobby").textContent = t("lobby");
  $("#nav-history").textContent = t("history");
  $("#nav-replay").textContent = t("replay");
}

const cardName = (code) => (S.cards && S.cards[code]) || code;
const cardImg = (code, game, attrs = {}) =>
  h("img", { class: "card", src: `/cards/${game}/${encodeURIComponent(code)}.svg?lang=${lang}`, alt: cardName(code), title: cardName(code), "data-card": code, ...attrs });

function describeAction(a, game) {
  for (const verb of ["bid", "announce", "call", "give", "play", "discard", "declare"]) {
    if (!(verb in a)) continue;
    const v = a[verb];
    if (v === null) return `${t(verb)} ?`;
    if (Array.isArray(v)) return `${t(verb)}${a.as ? " " + a.as : ""}: ${v.length ? v.map(cardName).join(", ") : "(" + "…" + ")"}`;
    if (verb === "bid" || verb === "announce") return `${t(verb)}: ${v}`;
    return `${t(verb)} ${cardName(v)}`;
  }
  return JSON.stringify(a);
}

// ---------------------------------------------------------------------------------------- routing
async function route() {
  if (socket) { socket.onclose = null; socket.close(); socket = null; }
  if (view) clearTimeout(view.retryTimer);
  if ($("#server-away")) $("#server-away").remove();
  view = null;
  const path = location.pathname;
  const m = path.match(/^\/t\/([\w-]+)$/);
  await loadStrings(null);
  me = (await api("/api/me")).user;
  $("#who").textContent = me ? me.name : "";
  if (m) return tablePage(m[1]);
  if (path === "/history") return historyPage();
  if (path === "/replay") return replayPage();
  return lobbyPage();
}
document.addEventListener("click", (e) => {
  const a = e.target.closest("a[data-link]");
  if (a) { e.preventDefault(); history.pushState(null, "", a.getAttribute("href")); route(); }
});
window.addEventListener("popstate", route);
$("#lang").value = lang;
$("#lang").addEventListener("change", (e) => {
  lang = e.target.value; localStorage.setItem("lang", lang);
  document.cookie = `lang=${lang}; path=/; samesite=lax`;
  route();
});

// ---------------------------------------------------------------------------------------- accounts
function loginBox(after) {
  const guest = h("form", { class: "box", id: "guest-form" },
    h("h2", {}, t("guest")),
    h("label", {}, t("name"), " ", h("input", { name: "name", maxlength: 24, required: true, id: "guest-name" })),
    h("button", { class: "primary", type: "submit", id: "guest-submit" }, t("guest")));
  guest.addEventListener("submit", async (e) => {
    e.preventDefault();
    try { me = await api("/api/guest", { name: guest.name.value }); after(); } catch (err) { flash(err.message); }
  });
  const acct = h("form", { class: "box", id: "account-form" },
    h("h2", {}, t("signin")),
    h("label", {}, t("login"), " ", h("input", { name: "login", maxlength: 24, required: true })),
    h("label", {}, t("password"), " ", h("input", { name: "password", type: "password", required: true })),
    h("button", { class: "primary", type: "submit", value: "login" }, t("signin")), " ",
    h("button", { type: "button", id: "register", onclick: async () => {
      try { me = await api("/api/register", { login: acct.login.value, password: acct.password.value }); after(); } catch (err) { flash(err.message); }
    } }, t("register")));
  acct.addEventListener("submit", async (e) => {
    e.preventDefault();
    try { me = await api("/api/login", { login: acct.login.value, password: acct.password.value }); after(); } catch (err) { flash(err.message); }
  });
  return h("section", { class: "box" }, guest, acct);
}

// ---------------------------------------------------------------------------------------- lobby
async function lobbyPage() {
  app.replaceChildren();
  if (!me) { app.append(loginBox(route)); return; }
  app.append(h("p", {}, me.name, " ", h("button", { onclick: async () => { await api("/api/logout", {}); route(); } }, t("logout"))));
  const cfg = await api("/api/config");
  const form = h("form", { class: "box", id: "create-form" }, h("h2", {}, t("create")));
  const gameSel = h("select", { name: "game", id: "game" }, cfg.games.map((g) => h("option", { value: g.name }, S.games[g.name] || g.name)));
  const playersSel = h("select", { name: "players", id: "players" });
  const opts = h("input", { name: "options", id: "options", placeholder: "{}", size: 40 });
  const seatsBox = h("div", { id: "seats" });
  const kinds = ["human", ...cfg.agents];
  const defaultBot = cfg.agents.includes("heuristic") ? "heuristic" : cfg.agents[0];
  const drawSeats = () => {
    const n = parseInt(playersSel.value || "4", 10);
    seatsBox.replaceChildren(...Array.from({ length: n }, (_, i) =>
      h("label", {}, `${t("seat")} ${i} `, h("select", { "data-seat": i },
        kinds.map((k) => h("option", { value: k, selected: i === 0 ? k === "human" : k === defaultBot }, k === "human" ? t("human") : k))))));
  };
  const drawPlayers = () => {
    const g = cfg.games.find((x) => x.name === gameSel.value);
    const counts = g && g.players.length ? g.players : [4];
    playersSel.replaceChildren(...counts.map((n) => h("option", { value: n }, n)));
    drawSeats();
  };
  gameSel.addEventListener("change", drawPlayers);
  playersSel.addEventListener("change", drawSeats);
  form.append(h("label", {}, t("game"), " ", gameSel), h("label", {}, t("players"), " ", playersSel),
    h("label", {}, t("options"), " ", opts), seatsBox, h("button", { class: "primary", type: "submit", id: "create" }, t("create")));
  drawPlayers();
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    let options = {};
    try { options = opts.value.trim() ? JSON.parse(opts.value) : {}; } catch { flash("options: JSON"); return; }
    const g = cfg.games.find((x) => x.name === gameSel.value);
    if (g && g.players.length) options.players = parseInt(playersSel.value, 10);
    const seats = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
    try {
      const table = await api("/api/tables", { game: gameSel.value, options, seats });
      history.pushState(null, "", `/t/${table.id}`); route();
    } catch (err) { flash(err.message); }
  });
  app.append(form);
  const list = await api("/api/tables");
  app.append(h("section", { class: "box" }, h("h2", {}, t("tables")),
    list.tables.length ? h("ul", {}, list.tables.map((tb) => h("li", {},
      h("a", { href: `/t/${tb.id}`, "data-link": true }, `${S.games[tb.game] || tb.game} · ${tb.seats.map((s) => s.name || s.kind).join(", ")}`)))) : h("p", { class: "muted" }, t("nothing"))));
}

// ---------------------------------------------------------------------------------------- history & replay
async function historyPage() {
  app.replaceChildren();
  if (!me) { app.append(loginBox(route)); return; }
  const data = await api("/api/history");
  app.append(h("section", { class: "box" }, h("h2", {}, `${t("history")}: ${data.user}`),
    h("table", { class: "sheet", id: "history" }, h("tr", {}, ["#", t("game"), t("seat"), t("hand"), t("totals"), ""].map((x) => h("th", {}, x))),
      data.matches.map((m) => h("tr", {}, h("td", {}, m.match), h("td", {}, S.games[m.game] || m.game), h("td", {}, m.seat), h("td", {}, m.hands),
        h("td", {}, JSON.stringify(m.totals)), h("td", {}, h("a", { href: `/api/matches/${m.match}/record` }, t("download"))))))));
}

function replayPage() {
  app.replaceChildren();
  const out = h("pre", { id: "replay-out" });
  const file = h("input", { type: "file", accept: ".json,application/json", id: "replay-file" });
  file.addEventListener("change", async () => {
    const text = await file.files[0].text();
    const r = await api("/api/replay", text);
    out.textContent = r.ok ? JSON.stringify(r.replay, null, 1) : r.error;
  });
  app.append(h("section", { class: "box" }, h("h2", {}, t("upload")), file, out));
}

// ---------------------------------------------------------------------------------------- the table
async function tablePage(id) {
  app.replaceChildren();
  let info;
  try { info = await api(`/api/tables/${id}`); } catch (err) { app.append(h("p", {}, err.message)); return; }
  await loadStrings(info.game);
  if (info.seat === null || info.seat === undefined) {
    const free = info.seats.map((s, i) => [s, i]).filter(([s]) => s.kind === "human" && !s.taken);
    const box = h("section", { class: "box", id: "join-box" }, h("h2", {}, S.games[info.game] || info.game),
      h("p", {}, t("share"), ": ", h("code", {}, location.href)));
    if (free.length) {
      if (!me) box.append(loginBox(() => tablePage(id)));
      else box.append(...free.map(([, i]) => h("button", { class: "primary join", "data-seat": i, onclick: async () => {
        try { await api(`/api/tables/${id}/join`, { seat: i }); tablePage(id); } catch (err) { flash(err.message); }
      } }, `${t("join")}: ${t("seat")} ${i}`)), " ");
    }
    box.append(h("button", { id: "watch", onclick: () => { box.remove(); openTable(id, info, null); } }, t("watch")));
    app.append(box);
    return;
  }
  openTable(id, info, info.token);
}

function openTable(id, info, token) {
  view = { id, game: info.game, token, state: null, selected: new Set(), showLast: false, result: null, log: [] };
  app.replaceChildren(h("div", { class: "table-layout" }, h("div", { class: "felt", id: "felt" }), h("div", { class: "side", id: "side" })));
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
      if ($("#server-away")) { v.retries = 0; awayBanner(null); }
      if (!msg.hand_over) v.result = null;
      else if (msg.result && !v.result) v.result = { result: msg.result, totals: msg.totals, match_over: msg.match_over };
      v.state = msg; v.selected = new Set(); render();
    } else if (msg.type === "hand_over") {
      v.result = msg; render();
    } else if (msg.type === "error") {
      flash(`${t("refused")}: ${msg.reason}`);
    }
  };
  ws.onopen = () => { v.opened = true; };
  ws.onclose = (ev) => { if (view === v) connectionLost(v, ev); };
}

// issue 15: when the server is away the page says so and reconnects with backoff (1 s, 2 s, 4 s ... 30 s,
// with jitter); a refusal (close code 1008: seat left, session ended, table closed) is shown, not retried
function connectionLost(v, ev) {
  if (ev.code === 1008) { awayBanner(null); flash(ev.reason || t("refused")); return; }
  v.retries = v.opened ? 0 : (v.retries || 0) + 1;
  v.opened = false;
  const delay = Math.min(30000, 1000 * 2 ** Math.min(v.retries, 5)) * (0.75 + Math.random() / 2);
  awayBanner((S.ui.server_away || "The server is away; reconnecting in {s} s…").replace("{s}", Math.round(delay / 1000)));
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
  if (socket && socket.readyState === 1) socket.send(JSON.stringify(msg));
}
// the seat goes with the action: a player also acts for its dummy (Gatti for two), under the dummy's seat
const sendAction = (a) => send({ type: "action", action: a, version: view.state.version });

function seatName(st, i) { return st.seats[i] ? st.seats[i].name : `#${i}`; }

function render() {
  const v = view, st = v.state, felt = $("#felt"), side = $("#side");
  if (!felt || !st) return;
  const mySeat = st.seat, n = st.seats.length, game = v.game;
  const obs = st.obs || { hand: [], tricks: [], public: {}, private: {}, history: [], info: {} };
  // a dummy (Gatti for two) is played by its controller's seat; mine sits opposite me, its hand shown
  // when the rules let me see it, the other dummy's once it is turned face up
  const ctl = (i) => (st.seats[i] && Number.isInteger(st.seats[i].controller) ? st.seats[i].controller : i);
  const myDummy = mySeat === null || mySeat === undefined ? -1 : st.seats.findIndex((_, i) => i !== mySeat && ctl(i) === mySeat);
  const dummyCards = (i) => (obs.private || {})[`dummy:${i}`] || (obs.public || {})[`dummy:${i}`] || null;
  const handRow = (cards, seat, attrs) => {
    const row = h("div", attrs);
    const playable = new Map();
    for (const a of st.legal || []) if ("play" in a && (a.seat ?? mySeat) === seat) playable.set(a.play, a);
    const choice = (st.choices || []).find((c) => (c.seat ?? mySeat) === seat);
    const pool = choice ? new Set([...choice.pool]) : null;
    for (const c of cards) {
      let cls = "card";
      let onclick;
      if (choice) {
        if (pool.has(c)) { cls += " playable"; onclick = () => toggle(c, choice); } else cls += " dim";
        if (v.selected.has(c) || choice.required.includes(c)) cls += " selected";
      } else if (playable.has(c)) { cls += " playable"; onclick = () => sendAction(playable.get(c)); }
      row.append(cardImg(c, game, { class: cls, onclick }));
    }
    return row;
  };
  const seatBlock = (i) => {
    const cards = ctl(i) !== i ? dummyCards(i) : null;
    return h("div", { class: "seat-block" }, seatTag(st, i, obs),
      cards ? handRow(cards, i, { class: "hand exposed", "data-dummy": i }) : null);
  };
  const order = Array.from({ length: n }, (_, k) => ((mySeat ?? 0) + k) % n).filter((i) => i !== mySeat && i !== myDummy);
  const top = h("div", { class: "top" },
    myDummy >= 0 ? h("div", { class: "seat-block my-dummy" }, seatTag(st, myDummy, obs),
      handRow(dummyCards(myDummy) || [], myDummy, { class: "hand", id: "dummy-hand", "data-dummy": myDummy })) : null,
    h("div", { class: "opponents" }, order.map(seatBlock)));
  // centre: status, trick, public cards, dialogs
  const centre = h("div", { class: "center" });
  let status = "";
  if (!st.started) status = t("waiting");
  else if (st.match_over) status = t("match_over");
  else if (st.hand_over) status = t("hand_over");
  else if (obs.to_act === mySeat) status = t("your_turn");
  else if (myDummy >= 0 && obs.to_act === myDummy) status = t("dummy_turn");
  else if (obs.to_act !== null && obs.to_act !== undefined) status = `${t("turn_of")} ${seatName(st, obs.to_act)}`;
  centre.append(h("div", { class: "status", id: "status" }, status));
  const tricks = obs.tricks || [];
  let shown = tricks.length ? tricks[tricks.length - 1] : null;
  if (v.showLast) shown = [...tricks].reverse().find((x) => x.winner !== null) || null;
  const trick = h("div", { class: "trick", id: "trick" });
  if (shown) for (const [s, c] of shown.plays) trick.append(h("figure", { class: shown.winner === s ? "winner" : "" }, cardImg(c, game), h("figcaption", {}, seatName(st, s))));
  centre.append(trick);
  const pub = Object.entries(obs.public || {}).concat(Object.entries(obs.private || {})).filter(([k]) => !k.startsWith("dummy:"));
  if (pub.length) centre.append(h("div", { class: "public", id: "public" }, pub.filter(([, cs]) => cs.length).map(([k, cs]) =>
    h("div", { class: "pile" }, h("div", {}, k), cs.map((c) => cardImg(c, game))))));
  const dialog = actionDialog(st, game);
  if (dialog) centre.append(dialog);
  if (v.result) centre.append(resultPanel(v.result, st, game));
  // my hand
  const hand = handRow(obs.hand || [], mySeat, { class: "hand", id: "hand" });
  const bottom = h("div", {}, mySeat !== null && mySeat !== undefined ? seatTag(st, mySeat, obs) : h("div", { class: "seat-tag" }, t("spectator")), hand);
  felt.replaceChildren(top, centre, bottom);
  // side: score sheet, last trick, log, record
  const sheet = h("table", { class: "sheet", id: "score-sheet" }, h("tr", {}, h("th", {}, t("hand")), st.seats.map((s) => h("th", {}, s.name))),
    (st.scores || []).map((row, i) => h("tr", {}, h("td", {}, i + 1), row.map((x) => h("td", {}, x)))),
    h("tr", {}, h("th", {}, t("totals")), (Array.isArray(st.totals) ? st.totals : []).map((x) => h("th", {}, typeof x === "object" ? JSON.stringify(x) : x))));
  const log = h("ol", { class: "log", id: "log" }, (obs.history || []).slice(-40).map((a) => h("li", {}, `${seatName(st, a.seat)}: ${describeAction(a, game)}`)));
  const infoList = Object.entries(obs.info || {}).filter(([, x]) => x !== null && x !== undefined && !(Array.isArray(x) && !x.length));
  side.replaceChildren(
    h("section", { class: "box" }, h("h3", {}, t("score_sheet")), sheet),
    h("section", { class: "box" },
      h("button", { id: "last-trick", onclick: () => { v.showLast = !v.showLast; render(); } }, t("last_trick")), " ",
      h("a", { href: `/api/tables/${v.id}/record`, id: "download" }, t("download")),
      h("p", {}, t("share"), ": ", h("code", {}, `${location.origin}/t/${v.id}`))),
    h("section", { class: "box" }, h("h3", {}, t("detail")), h("dl", {}, infoList.map(([k, x]) => [h("dt", {}, k), h("dd", {}, typeof x === "object" ? JSON.stringify(x) : String(x))]))),
    h("section", { class: "box" }, log));
}

function seatTag(st, i, obs) {
  const s = st.seats[i];
  const won = (obs.tricks || []).filter((x) => x.winner === i).length;
  return h("div", { class: "seat-tag" + (obs.to_act === i ? " to-act" : ""), "data-seat": i },
    h("div", {}, s.name, obs.dealer === i ? ` (${t("dealer")})` : ""),
    h("div", { class: "kind" }, s.kind === "human" ? (s.connected ? t("connected") : t("away")) : s.kind === "dummy" ? t("dummy") : s.kind, ` · ${t("tricks_won")}: ${won}`),
    takenTag(st, i));
}

function takenTag(st, i) {
  // issue 7: the points taken so far by this seat's side, computed by the server from this seat's view
  const side = (st.taken || []).find((x) => x.seats.includes(i));
  return side ? h("div", { class: "taken", "data-taken": String(side.points) }, `${t("points_taken")}: ${side.points}`) : null;
}

function toggle(card, choice) {
  const sel = view.selected;
  if (sel.has(card)) sel.delete(card); else sel.add(card);
  render();
}

function actionDialog(st, game) {
  const legal = (st.legal || []).filter((a) => !("play" in a));
  const choice = (st.choices || [])[0];
  if (!legal.length && !choice) return null;
  const box = h("div", { class: "dialog", id: "dialog" });
  const verbs = new Set(legal.map((a) => Object.keys(a).find((k) => k !== "seat" && k !== "as")));
  if (choice) verbs.add(choice.verb);
  const forDummy = [...legal, ...(choice ? [choice] : [])].some((a) => a.seat !== undefined && a.seat !== st.seat);
  box.append(h("h3", {}, (forDummy ? `${t("dummy")}: ` : "") + [...verbs].map((x) => t(x)).join(" / ")));
  for (const a of legal) {
    const verb = Object.keys(a).find((k) => k !== "seat" && k !== "as");
    const val = a[verb];
    if (typeof val === "string" && (verb === "call" || verb === "give")) {
      box.append(h("button", { class: "act", "data-action": JSON.stringify(a), title: describeAction(a, game), onclick: () => sendAction(a) }, cardImg(val, game), ""));
    } else {
      box.append(h("button", { class: "act", "data-action": JSON.stringify(a), onclick: () => sendAction(a) }, describeAction(a, game)));
    }
  }
  if (choice) {
    const need = choice.size - choice.required.length;
    const chosen = [...view.selected];
    box.append(h("span", {}, t("choose", { n: choice.size }) + ` (${chosen.length + choice.required.length}/${choice.size})`),
      h("button", { class: "primary", id: "confirm-choice", disabled: chosen.length !== need, onclick: () => {
        const cards = [...choice.required, ...chosen];
        const a = { seat: choice.seat, [choice.verb]: cards };
        if (choice.value) a.as = choice.value;
        send({ type: "action", action: a, version: view.state.version });
      } }, t("confirm")));
  }
  return box;
}

function detailList(obj) {
  return h("dl", {}, Object.entries(obj || {}).map(([k, x]) => [h("dt", {}, k), h("dd", {}, typeof x === "object" ? JSON.stringify(x) : String(x))]));
}

function tableau(cards, combos, game) {
  // the traditional layout: the trump column, then the four suit columns, courts and ace in fixed rows
  const inCombo = new Set((combos || []).flatMap((c) => c.cards || []));
  const order = { K: 0, Q: 1, N: 2, J: 3, 1: 4 };
  const cols = [[], [], [], [], []];
  for (const c of cards) {
    const m = c.match(/^(\d+|J|N|Q|K)([SHDC])$/);
    if (m) cols[1 + "SHDC".indexOf(m[2])].push([m[1] in order ? order[m[1]] : 15 - parseInt(m[1], 10), c]);
    else cols[0].push([c === "FOOL" ? 0 : 22 - parseInt(c.slice(1), 10), c]);
  }
  return h("div", { class: "tableau" }, cols.map((col) => h("div", { class: "col" },
    col.sort((x, y) => x[0] - y[0]).map(([, c]) => cardImg(c, game, { class: inCombo.has(c) ? "combo" : "" })))));
}

function pileSection(pile, game, st) {
  const combos = [...(pile.cricche || []), ...(pile.sequences || [])];
  const who = (pile.seats || []).map((i) => seatName(st, i)).join(" + ");
  return h("div", { class: "pile-result" }, h("h4", {}, `${who}: ${pile.points ?? ""}`),
    tableau(pile.cards || [], combos, game),
    h("ul", {}, combos.map((c) => h("li", {}, `${c.as}: ${(c.cards || []).map(cardName).join(", ")} = ${c.points}`))));
}

function resultPanel(res, st, game) {
  const r = res.result || {};
  const box = h("div", { class: "result", id: "result" }, h("h3", {}, res.match_over ? t("match_over") : t("hand_over")));
  box.append(h("table", { class: "sheet" },
    h("tr", {}, h("th", {}, ""), st.seats.map((s) => h("th", {}, s.name))),
    h("tr", {}, h("th", {}, t("points")), (r.points || []).map((x) => h("td", {}, x ?? "–"))),
    h("tr", {}, h("th", {}, t("scores")), (r.scores || []).map((x) => h("td", {}, x)))));
  const detail = { ...(r.detail || {}) };
  if (Array.isArray(detail.captured) && detail.captured.every((p) => p && Array.isArray(p.cards))) {
    box.append(...detail.captured.map((p) => pileSection(p, game, st)));
    delete detail.captured;
  }
  box.append(detailList(detail));
  const mySeat = st.seat;
  if (!res.match_over && mySeat !== null && mySeat !== undefined) {
    const waiting = (st.ready || []).includes(mySeat);
    box.append(h("button", { class: "primary", id: "next-hand", disabled: waiting, onclick: () => send({ type: "ready" }) }, waiting ? t("ready_wait") : t("next_hand")));
  }
  return box;
}

route();
