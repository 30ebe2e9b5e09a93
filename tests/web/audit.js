// The page audit of the browser tests (test_pages.py): contrast, cut text, overlaps. One function.
() => {
  // WCAG 2.1 contrast of every piece of text shown against what is really behind it: the element's and
  // its ancestors' background colours composited (a gradient counts with each of its colours)
  const parse = (c) => { const m = c && c.match(/rgba?\(([^)]+)\)/); if (!m) return null;
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat([1]);
  const backs = (el) => {
    const layers = [];
    let bases = [[255, 255, 255, 1]];
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.backgroundImage && cs.backgroundImage.includes("gradient")) {
        bases = [...cs.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map((m) => parse(m[0]));
        break;
      }
      const c = parse(cs.backgroundColor);
      if (c && c[3] > 0) { if (c[3] >= 1) { bases = [c]; break; } layers.push(c); }
    }
    return bases.map((b) => layers.reduceRight((acc, layer) => over(layer, acc), b));
  };
  const bad = [], names = [];
  for (const el of document.querySelectorAll("body *")) {
    if (el.closest("[hidden], .sr, option, script, style, svg")) continue;
    if (el.closest(":disabled")) continue;   // an inactive control is exempt (WCAG 1.4.3)
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) || el.tagName === "SELECT";
    if (!own) continue;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === "hidden" || cs.display === "none" || parseFloat(cs.opacity) === 0) continue;
    const size = parseFloat(cs.fontSize), bold = parseInt(cs.fontWeight, 10) >= 700;
    const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    const fg = parse(cs.color);
    for (const bg of backs(el)) {
      const got = ratio(over(fg, bg), bg);
      if (got < need) { bad.push(`${el.tagName}.${el.className} "${el.textContent.trim().slice(0, 30)}" ${got.toFixed(2)} < ${need} (${cs.color} on rgb(${bg.slice(0, 3).map(Math.round)}))`); break; }
    }
  }
  // a name is never cut: the seat names, trick captions and score-sheet headers show all they hold
  // (a word of a score-sheet header is cut by its own ellipsis, inside a header that looks whole)
  for (const el of document.querySelectorAll(".seat-tag .who, .trick figcaption, table.sheet thead th, table.sheet thead th .word, .badge")) {
    if (el.scrollWidth > el.clientWidth + 1) names.push(`${el.className || el.tagName} "${el.textContent.trim()}" ${el.scrollWidth} > ${el.clientWidth}`);
  }
  // a score-sheet header (a name, or a row's "Punteggi") wraps between words, never inside one: each word
  // (a hyphen ends one) on one line
  for (const el of document.querySelectorAll("table.sheet th")) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.textContent.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) names.push(`th "${el.textContent.trim()}": "${m[0]}" broken over ${lines.size} lines`);
      }
    }
  }
  // nothing lies on anything else: the trick's cards with their captions, the seats' tags
  const overlaps = [];
  for (const sel of ["#trick figure", ".seat-tag"]) {
    const boxes = [...document.querySelectorAll(sel)].map((e) => [e, e.getBoundingClientRect()]);
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
      const [a, p] = boxes[i], [b, q] = boxes[j];
      if (p.left < q.right - 1 && q.left < p.right - 1 && p.top < q.bottom - 1 && q.top < p.bottom - 1)
        overlaps.push(`${sel}: "${a.textContent.trim()}" and "${b.textContent.trim()}"`);
    }
  }
  return { bad, names, overlaps };
}
