"use strict";
(function () {
  const started = performance.now();
  const errors = [];
  window.addEventListener("error", (event) => { errors.push(String(event.message)); });
  // Whatever the page's Content-Security-Policy refuses (Sources/Reports/ReviewPagePolicy.swift): the page
  // itself never needs such a request, so a refusal means the data named something outside the folder.
  document.addEventListener("securitypolicyviolation", (event) => { errors.push("CSP " + event.effectiveDirective + " " + event.blockedURI); });
  const $ = (id) => document.getElementById(id);
  const source = window.BEZEL_REVIEW;
  if (!source) { $("no-data").hidden = false; return; }
  const report = source.report;
  const links = report.templateLinks || {};
  const S = source.strings;
  const str = (n) => (n >= 0 ? S[n] : null);
  const el = (tag, attrs, children) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (name === "text") node.textContent = value;
      else if (name === "class") node.className = value;
      else node.setAttribute(name, value);
    }
    for (const child of children || []) if (child) node.appendChild(child);
    return node;
  };
  // "1 error", "5 errors"; "info" has no plural.
  const plural = (count, word) => count + " " + word + (count === 1 || word === "info" ? "" : "s");
  const rank = { error: 3, warning: 2, info: 1 };
  // A POSIX shell word, as Bezel's terminal prints them (Diagnostics/Escaping/ShellWord.swift).
  const shellWord = (value) => /^[A-Za-z0-9\-_./,:=@%+]+$/.test(value) ? value : "'" + value.replace(/'/g, "'\\''") + "'";

  // The jobs (review-data.js's arrays, see Sources/Reports/ReviewPageData.swift) as objects, plus the orphans.
  const items = source.jobs.map((j, index) => {
    const findings = j[14].map((f) => ({ rule: S[f[0]], severity: S[f[1]], message: S[f[2]], fix: str(f[3]),
      location: f[4] >= 0 ? { file: S[f[4]], line: f[5], column: f[6] } : null, viewID: str(f[7]), badge: f[8] || null, allowedReason: str(f[9]) }));
    const g = j[15];
    const golden = g ? { status: S[g[0]], goldenPath: str(g[1]), diffPath: str(g[2]), differentPixels: g[3] >= 0 ? g[3] : null, message: str(g[4]) } : null;
    return { kind: "job", index, key: S[j[0]], screen: S[j[1]], deviceName: S[j[2]], deviceID: S[j[3]], idiom: S[j[4]], orientation: S[j[5]],
      window: S[j[6]], appearance: S[j[7]], ios: j[8] || null, status: S[j[9]], image: str(j[10]), thumb: str(j[11]), template: str(j[12]),
      earlier: j[13] === 1, findings, golden, errors: j[16] ? j[16].map((n) => S[n]) : [],
      worst: findings.reduce((a, f) => Math.max(a, rank[f.severity] || 0), 0) };
  });
  for (const [key, goldenPath] of report.orphanedGoldens) {
    const [screen, profile] = key.split("/");
    items.push({ kind: "orphan", index: items.length, key, screen, deviceName: profile || "", deviceID: "", idiom: "", orientation: "", window: "",
      appearance: "", ios: null, status: "orphaned", image: goldenPath, thumb: null, template: null, earlier: false, findings: [], errors: [],
      golden: { status: "orphaned", goldenPath, diffPath: null, differentPixels: null, message: null }, worst: 0 });
  }
  // Waiting to be accepted: a change this run did not rewrite, a missing golden it did not write (the phrases are
  // Sources/Goldens/GoldenMessage.swift's).
  const phrasesOf = (golden) => (golden.message || "").split("; ").filter(Boolean);
  const pending = (item) => item.kind === "job" && !!item.golden && (item.golden.status === "changed"
    ? phrasesOf(item.golden).indexOf("golden updated") < 0
    : item.golden.status === "new" && !phrasesOf(item.golden).some((p) => p === "golden recorded" || p.startsWith("golden written on CI")));

  // The caption of a card: device, orientation, window, appearance, iOS.
  const caption = (item) => item.kind === "orphan" ? "orphaned golden: " + item.deviceName
    : [item.deviceName, item.orientation, item.window === "full" ? "" : item.window, item.appearance === "dark" ? "dark" : "light",
      item.ios ? "iOS " + item.ios : ""].filter(Boolean).join(" · ");

  function badgeTexts(item) {
    const counts = { error: 0, warning: 0, info: 0 };
    for (const f of item.findings) counts[f.severity] = (counts[f.severity] || 0) + 1;
    const texts = [];
    for (const severity of ["error", "warning", "info"]) if (counts[severity]) texts.push([severity, plural(counts[severity], severity)]);
    if (item.golden) texts.push([item.golden.status, item.golden.status]);
    if (item.status === "failed" || item.status === "not-run") texts.push(["failed", item.status]);
    if (item.earlier) texts.push(["earlier", "earlier run"]);
    return texts;
  }

  function summarise() {
    const s = report.summary;
    let text = plural(s.jobs, "image") + ": " + s.rendered + " rendered, " + s.unchanged + " unchanged";
    if (s.failed) text += ", " + s.failed + " failed";
    if (s.notRun) text += ", " + s.notRun + " not run (interrupted)";
    if (s.keptFromEarlierRuns) text += ", " + s.keptFromEarlierRuns + " from earlier runs";
    if (s.shards && s.shards.length) text += " · shards " + s.shards.join(", ");
    $("summary-text").textContent = text;
    const g = s.golden;
    let findings = "Findings: " + plural(s.findings.error, "error") + ", " + plural(s.findings.warning, "warning") + ", " + plural(s.findings.info, "info");
    findings += g.matched + g.changed + g.new + g.orphaned > 0
      ? " · Goldens: " + g.matched + " matched, " + g.changed + " changed, " + g.new + " new, " + g.orphaned + " orphaned"
      : " · Goldens: not compared";
    $("summary-findings").textContent = findings;
    if (s.keptFromEarlierRuns || (s.shards && s.shards.length > 1)) {
      const parts = [];
      if (s.shards && s.shards.length > 1) parts.push("merged from " + plural(s.shards.length, "shard"));
      if (s.keptFromEarlierRuns) parts.push(plural(s.keptFromEarlierRuns, "image") + " kept from earlier runs (not in the last run's selection)");
      $("summary-assembled").textContent = "Assembled from several runs: " + parts.join("; ") + ".";
      $("summary-assembled").hidden = false;
    }
    // What the run drew as a stand-in or a substitute, one line each ("screen: what name (id)").
    const drawn = s.notDrawnExactly || [];
    if (drawn.length) {
      $("summary-drawn-text").textContent = "Not drawn exactly: " + plural(drawn.length, "stand-in");
      const list = $("summary-drawn-list");
      for (const line of drawn) {
        const li = document.createElement("li");
        li.textContent = line;
        list.appendChild(li);
      }
      $("summary-drawn").hidden = false;
    }
  }

  // ---- State: the filters, kept in the URL's fragment (#screen=comments&golden=changed&view=KEY).
  const filterNames = ["text", "screen", "rule", "severity", "golden", "family", "device", "orientation", "window", "appearance", "ios", "status"];
  const state = {};
  const readHash = () => {
    const params = new URLSearchParams(location.hash.slice(1));
    for (const name of filterNames) $("filter-" + name).value = params.get(name) || "";
    return params;
  };
  const writeHash = (view) => {
    if (location.hash.startsWith("#selftest")) return;
    const params = new URLSearchParams();
    for (const name of filterNames) if ($("filter-" + name).value) params.set(name, $("filter-" + name).value);
    if (view) params.set("view", view);
    const hash = params.toString();
    history.replaceState(null, "", hash ? "#" + hash : location.pathname + location.search);
  };

  // The filters' values, read once per filtering.
  const filterValues = () => {
    const values = {};
    for (const name of filterNames) values[name] = $("filter-" + name).value;
    values.text = values.text.trim().toLowerCase();
    return values;
  };

  function matches(item, v) {
    if (v.status === "earlier" ? !item.earlier : v.status && item.status !== v.status) return false;
    if (v.family && item.idiom !== v.family) return false;
    if (v.orientation && item.orientation !== v.orientation) return false;
    if (v.window && item.window !== v.window) return false;
    if (v.appearance && item.appearance !== v.appearance) return false;
    if (v.ios && String(item.ios) !== v.ios) return false;
    if (v.screen && item.screen !== v.screen) return false;
    if (v.device && item.deviceName !== v.device) return false;
    if (v.rule && !item.findings.some((f) => f.rule === v.rule)) return false;
    if (v.severity === "none" && item.findings.length > 0) return false;
    if (v.severity && v.severity !== "none" && item.worst < rank[v.severity]) return false;
    if (v.golden === "pending" ? !pending(item) : v.golden && (!item.golden || item.golden.status !== v.golden)) return false;
    if (v.text && !(item.key + " " + item.deviceName + " " + caption(item)).toLowerCase().includes(v.text)) return false;
    return true;
  }

  // ---- The problems: golden changes grouped, then findings by rule × screen.
  // A golden change "reads the same" on many profiles when its screen and message phrases agree; a change in
  // pixels only (no layout phrase) is grouped per screen.
  const goldenGroups = [];
  (function groupGoldens() {
    const byKey = new Map();
    const add = (item, status, text) => {
      const id = item.screen + "\u0000" + status + "\u0000" + text;
      let group = byKey.get(id);
      if (!group) { group = { screen: item.screen, status, text, items: [] }; byKey.set(id, group); goldenGroups.push(group); }
      group.items.push(item);
    };
    for (const item of items) {
      if (!pending(item)) continue;
      // Each change phrase is a group ("view `list` moved 34 pt down" wherever it happened); an image whose layout
      // is the same changed in pixels only (Sources/Reports/GoldenSummaryText.swift groups them alike).
      const phrases = phrasesOf(item.golden).filter((p) => !/^golden (updated|recorded)|^no golden|^golden written on CI/.test(p));
      if (item.golden.status === "new") add(item, "new", "no golden yet");
      else if (!phrases.length) add(item, "changed", "pixels differ, layout the same");
      else for (const phrase of phrases) add(item, "changed", phrase);
    }
    // Changes before missing goldens; among each, the change on most profiles first, else in matrix order.
    const order = goldenGroups.slice();
    goldenGroups.sort((a, b) => (a.status === "changed" ? 0 : 1) - (b.status === "changed" ? 0 : 1) || b.items.length - a.items.length
      || order.indexOf(a) - order.indexOf(b));
  })();
  const findingGroups = [];
  (function groupFindings() {
    const byKey = new Map();
    for (const item of items) {
      const seen = new Set();
      for (const f of item.findings) {
        const id = f.rule + "\u0000" + item.screen;
        let group = byKey.get(id);
        if (!group) { group = { rule: f.rule, screen: item.screen, worst: 0, severity: f.severity, example: f, items: [] }; byKey.set(id, group); findingGroups.push(group); }
        if ((rank[f.severity] || 0) > group.worst) { group.worst = rank[f.severity]; group.severity = f.severity; group.example = f; }
        if (!seen.has(id)) { seen.add(id); group.items.push(item); }
      }
    }
    findingGroups.sort((a, b) => b.worst - a.worst || b.items.length - a.items.length || (a.rule + a.screen < b.rule + b.screen ? -1 : 1));
  })();

  const thumbImg = (item, extra) => item.thumb || item.image
    ? el("img", { class: "thumb" + (extra ? " " + extra : ""), src: item.thumb || item.image, loading: "lazy", alt: "", width: "160" })
    : el("div", { class: "missing", text: item.status === "failed" ? "render failed" : "no image" });

  function setFilters(values) {
    for (const name of filterNames) $("filter-" + name).value = values[name] || "";
    applyFilters();
    $("gallery").scrollIntoView();
  }

  function drawProblems() {
    const anyGolden = goldenGroups.length > 0;
    $("golden-groups").hidden = !anyGolden;
    if (anyGolden) {
      const count = items.filter(pending).length;
      $("accept-all").hidden = false;
      $("accept-all-text").textContent = "Accept all " + plural(count, "changed or new image") + ":";
      $("accept-all-command").textContent = report.acceptAll;
      const list = $("golden-list");
      for (const group of goldenGroups.slice(0, 50)) {
        const strip = el("div", { class: "strip" }, group.items.slice(0, 8).map((item) => thumbImg(item)));
        const button = el("button", { type: "button", class: "group-open", text: plural(group.items.length, "profile") });
        button.addEventListener("click", () => setFilters({ screen: group.screen, golden: group.status }));
        list.appendChild(el("li", { class: "group golden-group" }, [
          el("span", { class: "badge " + group.status, text: group.status }),
          el("strong", { text: " " + group.screen + ": " }), document.createTextNode(group.text + " on "), button, strip]));
      }
      if (goldenGroups.length > 50) {
        list.appendChild(el("li", { class: "group hint", text: "… and " + (goldenGroups.length - 50) + " more changes: filter the gallery by Golden." }));
      }
    }
    $("finding-groups").hidden = findingGroups.length === 0;
    const list = $("finding-list");
    const drawFindingGroups = (limit) => {
      list.textContent = "";
      for (const group of findingGroups.slice(0, limit)) {
        const button = el("button", { type: "button", class: "group-open", text: plural(group.items.length, "profile") });
        button.addEventListener("click", () => setFilters({ screen: group.screen, rule: group.rule }));
        const profiles = group.items.slice(0, 6).map((item) => item.deviceName + " " + item.orientation).join(", ") + (group.items.length > 6 ? ", …" : "");
        list.appendChild(el("li", { class: "group finding-group" }, [
          el("span", { class: "badge " + group.severity, text: group.severity }),
          el("strong", { text: " " + group.rule }), document.createTextNode(" in " + group.screen + " on "), button,
          el("div", { class: "hint", text: group.example.message + (group.example.fix ? " — fix: " + group.example.fix : "") }),
          el("div", { class: "hint profiles", text: profiles })]));
      }
      $("finding-more").hidden = findingGroups.length <= limit;
      $("finding-more").textContent = "Show all " + findingGroups.length + " groups";
    };
    drawFindingGroups(20);
    $("finding-more").addEventListener("click", () => drawFindingGroups(findingGroups.length));
    $("problems-none").hidden = anyGolden || findingGroups.length > 0;
  }

  // ---- The gallery: a virtualised grid. Rows (a screen's heading, or a row of cards) are laid out from the
  // filtered items alone; only the rows on screen (and one screen above and below) are in the DOM.
  let shown = [];
  let rows = [];
  let columns = 1;
  let gridHeight = 0;
  const headHeight = 40;
  const metrics = () => {
    const wide = window.innerWidth >= 2000, narrow = window.innerWidth <= 700;
    return { min: wide ? 220 : narrow ? 140 : 160, gap: 10, card: wide ? 372 : 272 };
  };
  const rendered = new Map();  // row index → element

  function layoutRows() {
    const grid = $("grid");
    const m = metrics();
    const width = grid.clientWidth || window.innerWidth;
    columns = Math.max(1, Math.floor((width + m.gap) / (m.min + m.gap)));
    rows = [];
    let top = 0, i = 0;
    while (i < shown.length) {
      const screen = shown[i].screen;
      rows.push({ kind: "head", top, height: headHeight, screen, orphan: shown[i].kind === "orphan" });
      top += headHeight;
      let j = i;
      while (j < shown.length && shown[j].screen === screen && shown[j].kind === shown[i].kind) j++;
      for (let k = i; k < j; k += columns) {
        rows.push({ kind: "cards", top, height: m.card + m.gap, start: k, end: Math.min(j, k + columns) });
        top += m.card + m.gap;
      }
      i = j;
    }
    gridHeight = top;
    grid.style.height = top + "px";
    grid.style.setProperty("--columns", columns);
    for (const node of rendered.values()) node.remove();
    rendered.clear();
    drawVisible();
  }

  function cardFor(item, position) {
    const badges = el("div", { class: "badges" }, badgeTexts(item).map(([cls, text]) => el("span", { class: "badge " + cls, text })));
    const card = el("figure", { class: "card", tabindex: "0", role: "button", "data-key": item.key, "data-position": String(position),
      "aria-label": item.key + ": " + caption(item) + (badges.children.length ? ", " + Array.from(badges.children).map((b) => b.textContent).join(", ") : "") },
      [thumbImg(item), el("figcaption", { text: caption(item) }), badges]);
    card.addEventListener("click", () => openViewer(item));
    return card;
  }

  // The rows whose box meets the window, plus `overscan` pixels each side.
  function visibleRange(overscan) {
    const gridTop = $("grid").getBoundingClientRect().top;
    const from = -gridTop - overscan, to = -gridTop + window.innerHeight + overscan;
    let lo = 0, hi = rows.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (rows[mid].top + rows[mid].height < from) lo = mid + 1; else hi = mid; }
    let last = lo;
    while (last < rows.length && rows[last].top <= to) last++;
    return [lo, last];
  }

  function drawVisible() {
    const grid = $("grid");
    const [first, last] = visibleRange(window.innerHeight);
    for (const [index, node] of rendered) if (index < first || index >= last) { node.remove(); rendered.delete(index); }
    for (let r = first; r < last; r++) {
      if (rendered.has(r)) continue;
      const row = rows[r];
      let node;
      if (row.kind === "head") {
        node = el("h3", { class: "screen-head", text: row.orphan ? "Orphaned golden: " + row.screen : row.screen });
      } else {
        node = el("div", { class: "cards" });
        for (let k = row.start; k < row.end; k++) node.appendChild(cardFor(shown[k], k));
      }
      node.style.top = row.top + "px";
      grid.appendChild(node);
      rendered.set(r, node);
    }
  }

  let scheduled = false;
  const schedule = () => { if (!scheduled) { scheduled = true; requestAnimationFrame(() => { scheduled = false; drawVisible(); }); } };
  window.addEventListener("scroll", schedule, { passive: true });
  let lastWidth = window.innerWidth;
  window.addEventListener("resize", () => { if (window.innerWidth !== lastWidth) { lastWidth = window.innerWidth; layoutRows(); } else schedule(); });

  // The accept command for a set of pending items: the run's whole selection when they are all of them, else
  // `--only SCREEN` for each screen whose pending items are all in the set and `--only KEY` for the others.
  function acceptCommandFor(set) {
    const all = items.filter(pending);
    if (set.length === all.length) return report.acceptAll;
    const inSet = new Set(set);
    const words = [];
    const screens = [];
    for (const item of set) if (screens.indexOf(item.screen) < 0) screens.push(item.screen);
    for (const screen of screens) {
      const ofScreen = all.filter((item) => item.screen === screen);
      if (ofScreen.every((item) => inSet.has(item))) words.push("--only " + shellWord(screen));
      else for (const item of ofScreen) if (inSet.has(item)) words.push("--only " + shellWord(item.key));
    }
    return report.acceptCommand + " " + words.join(" ") + " --record changed";
  }

  function applyFilters(keepHash) {
    const values = filterValues();
    shown = items.filter((item) => matches(item, values));
    $("visible-count").textContent = shown.length + " of " + plural(items.length, "image") + " shown";
    const active = filterNames.filter((name) => $("filter-" + name).value).map((name) => name + ": " + $("filter-" + name).value);
    $("filter-summary").textContent = active.length ? "(" + active.join(", ") + ")" : "";
    const waiting = shown.filter(pending);
    $("accept-shown").hidden = waiting.length === 0;
    $("accept-shown-text").textContent = "Accept the " + plural(waiting.length, "changed or new image") + " shown as the new goldens:";
    $("accept-shown-command").textContent = waiting.length ? acceptCommandFor(waiting) : "";
    layoutRows();
    if (!keepHash) writeHash(current ? current.key : null);
    return shown.length;
  }

  function fillFilter(name, values, label) {
    const select = $("filter-" + name);
    const sorted = Array.from(new Set(values.filter((v) => v !== null && v !== ""))).sort((a, b) => typeof a === "number" ? a - b : a < b ? -1 : a > b ? 1 : 0);
    for (const value of sorted) select.appendChild(el("option", { value: String(value), text: label ? label(value) : String(value) }));
  }

  // ---- The viewer.
  let current = null;

  function findingItem(finding) {
    const li = el("li", {}, [el("span", { class: "badge " + finding.severity, text: (finding.badge ? finding.badge + " " : "") + finding.severity }),
      document.createTextNode(" " + finding.message + " ")]);
    if (finding.location) {
      const place = finding.location.file + ":" + finding.location.line + ":" + finding.location.column;
      const href = links[finding.location.file];
      li.appendChild(href
        ? el("a", { class: "where", href: href + "#L" + finding.location.line, text: place })
        : el("span", { class: "where", text: place }));
    }
    if (finding.fix) li.appendChild(el("div", { class: "fix", text: "fix: " + finding.fix }));
    if (finding.allowedReason) li.appendChild(el("div", { class: "hint", text: "allowed: " + finding.allowedReason }));
    li.appendChild(el("div", { class: "hint", text: finding.rule + (finding.viewID ? " · view " + finding.viewID : "") }));
    return li;
  }

  // The comparison: golden, actual and diff, zoomed and panned together in every mode.
  const view = { mode: "side", scale: 1, x: 0, y: 0, mix: 50, showGolden: true, images: null };
  const modes = ["side", "slider", "blend", "toggle"];

  function applyTransform() {
    const transform = "translate(" + view.x + "px, " + view.y + "px) scale(" + view.scale + ")";
    for (const img of $("viewer-image").querySelectorAll("img.zoomable")) {
      img.style.transform = transform;
      // Zoomed in, each pixel shows as a square (what a pixel diff is about); fitted, smoothed.
      img.style.imageRendering = view.scale > 1 ? "pixelated" : "auto";
    }
    $("zoom-level").textContent = Math.round(view.scale * 100) + "%";
  }

  function zoom(factor) {
    view.scale = Math.min(32, Math.max(0.25, view.scale * factor));
    applyTransform();
  }

  function resetZoom() { view.scale = 1; view.x = 0; view.y = 0; applyTransform(); }

  const layer = (src, label, extra) => el("div", { class: "layer" + (extra ? " " + extra : "") }, [el("img", { class: "zoomable", src, alt: label, draggable: "false" })]);
  const pane = (label, layers) => el("figure", { class: "pane" }, [el("div", { class: "stage" }, layers), el("figcaption", { text: label })]);

  function drawComparison() {
    const box = $("viewer-image");
    box.textContent = "";
    const images = view.images;
    const compare = !!(images && images.golden && images.actual);
    for (const button of $("modes").querySelectorAll("button")) {
      button.disabled = !compare;
      button.setAttribute("aria-pressed", String(compare && button.dataset.mode === view.mode));
    }
    const mode = compare ? view.mode : "single";
    $("mix-label").hidden = mode !== "slider" && mode !== "blend";
    $("mix-name").textContent = mode === "slider" ? "Golden ↔ actual" : "Actual opacity";
    $("flip").hidden = mode !== "toggle";
    $("flip").textContent = view.showGolden ? "Showing golden (t)" : "Showing actual (t)";
    const panes = el("div", { class: "panes " + mode });
    if (!images || (!images.single && !compare)) {
      panes.appendChild(el("p", { class: "no-image", text: (images && images.errors) || "no image" }));
    } else if (mode === "single") {
      panes.appendChild(pane(images.label, [layer(images.single, images.label)]));
    } else if (mode === "side") {
      panes.appendChild(pane("golden", [layer(images.golden, "golden")]));
      panes.appendChild(pane("actual", [layer(images.actual, "actual")]));
      if (images.diff) panes.appendChild(pane("diff", [layer(images.diff, "diff")]));
    } else if (mode === "toggle") {
      panes.appendChild(pane(view.showGolden ? "golden" : "actual", [layer(view.showGolden ? images.golden : images.actual, view.showGolden ? "golden" : "actual")]));
    } else {
      const over = layer(images.actual, "actual", "over");
      if (mode === "slider") over.style.clipPath = "inset(0 " + (100 - view.mix) + "% 0 0)";
      else over.style.opacity = String(view.mix / 100);
      panes.appendChild(pane(mode === "slider" ? "actual (left) | golden (right)" : "golden under actual", [layer(images.golden, "golden"), over]));
    }
    box.appendChild(panes);
    applyTransform();
  }

  function setMode(mode) {
    if (modes.indexOf(mode) < 0) return;
    view.mode = mode;
    drawComparison();
  }

  // Pan: dragging any pane moves every image by the same amount.
  let drag = null;
  $("viewer-image").addEventListener("pointerdown", (event) => {
    if (!event.target.closest || !event.target.closest(".stage")) return;
    drag = { x: event.clientX - view.x, y: event.clientY - view.y };
    event.preventDefault();
  });
  window.addEventListener("pointermove", (event) => {
    if (!drag) return;
    view.x = event.clientX - drag.x;
    view.y = event.clientY - drag.y;
    applyTransform();
  });
  window.addEventListener("pointerup", () => { drag = null; });
  $("viewer-image").addEventListener("wheel", (event) => {
    if (!event.target.closest || !event.target.closest(".stage")) return;
    zoom(event.deltaY < 0 ? 1.25 : 0.8);
    event.preventDefault();
  }, { passive: false });

  function goldenPanel(item) {
    const golden = item.golden;
    const box = $("viewer-golden");
    box.textContent = "";
    if (!golden) return;
    box.appendChild(el("p", {}, [el("span", { class: "badge " + golden.status, text: golden.status }),
      document.createTextNode(golden.differentPixels != null ? " " + plural(golden.differentPixels, "different pixel") : "")]));
    // The message's phrases ("view `reply` moved 34 pt up; golden updated"), one per line.
    const phrases = (golden.message || "").split("; ").filter(Boolean);
    if (phrases.length) box.appendChild(el("ul", { class: "golden-changes" }, phrases.map((phrase) => el("li", { text: phrase }))));
    if (pending(item)) {
      box.appendChild(el("p", { text: "Accept this image as the new golden:" }));
      box.appendChild(el("code", { class: "command", text: report.acceptCommand + " --record changed --only " + shellWord(item.key) }));
    }
    if (golden.status === "orphaned") {
      box.appendChild(el("p", { text: "No screen × profile renders this golden any more. Remove every orphaned golden:" }));
      box.appendChild(el("code", { class: "command", text: report.acceptCommand + " --prune" }));
    }
    if (item.earlier) box.appendChild(el("p", { class: "hint", text: "From an earlier run: the last run did not select this image." }));
  }

  function openViewer(item) {
    current = item;
    $("viewer-title").textContent = item.key;
    const template = item.template ? (links[item.template] ? null : item.template) : null;
    $("viewer-meta").textContent = [caption(item), template].filter(Boolean).join(" · ");
    if (item.template && links[item.template]) {
      $("viewer-meta").appendChild(document.createTextNode(" · "));
      $("viewer-meta").appendChild(el("a", { href: links[item.template], text: item.template }));
    }
    goldenPanel(item);
    const golden = item.golden;
    const actual = item.kind === "orphan" ? null : item.image;
    if (golden && golden.status === "changed" && golden.goldenPath && actual) {
      view.images = { golden: golden.goldenPath, actual, diff: golden.diffPath || null };
    } else {
      view.images = { single: item.image, label: item.kind === "orphan" ? "orphaned golden" : "image", errors: item.errors.join("\n") };
    }
    view.showGolden = true;
    resetZoom();
    drawComparison();
    const list = $("viewer-findings");
    list.textContent = "";
    for (const finding of item.findings) list.appendChild(findingItem(finding));
    for (const line of item.errors) list.appendChild(el("li", { text: line }));
    if (!list.children.length) list.appendChild(el("li", { class: "hint", text: "No findings." }));
    const wasHidden = $("viewer").hidden;
    $("viewer").hidden = false;
    document.body.classList.add("viewing");
    // Narrow screens: the details start folded, so the image keeps the width.
    if (wasHidden) setSide(window.innerWidth > 700);
    if (wasHidden) $("viewer-close").focus();
    writeHash(item.key);
  }

  function setSide(open) {
    $("viewer").classList.toggle("side-closed", !open);
    $("side-toggle").setAttribute("aria-expanded", String(open));
  }

  // Scrolls the grid to `position` in `shown`, draws it, and gives its card the focus.
  function focusPosition(position) {
    if (position < 0 || position >= shown.length) return;
    const row = rows.find((r) => r.kind === "cards" && r.start <= position && position < r.end);
    if (!row) return;
    const gridTop = $("grid").getBoundingClientRect().top + window.scrollY;
    const y = gridTop + row.top;
    if (y < window.scrollY + 60 || y + row.height > window.scrollY + window.innerHeight) window.scrollTo(0, Math.max(0, y - 60));
    drawVisible();
    const card = $("grid").querySelector('[data-position="' + position + '"]');
    if (card) card.focus({ preventScroll: true });
  }

  function closeViewer() {
    $("viewer").hidden = true;
    document.body.classList.remove("viewing");
    const position = current ? shown.indexOf(current) : -1;
    current = null;
    writeHash(null);
    if (position >= 0) focusPosition(position);
  }

  function step(delta) {
    if (!shown.length) return;
    const index = shown.indexOf(current);
    openViewer(shown[Math.min(shown.length - 1, Math.max(0, index + delta))]);
  }

  function focusedPosition() {
    const active = document.activeElement;
    return active && active.dataset && active.dataset.position ? Number(active.dataset.position) : -1;
  }

  function moveFocus(key) {
    if (!shown.length) return;
    const index = focusedPosition();
    if (index < 0) { focusPosition(0); return; }
    const row = rows.find((r) => r.kind === "cards" && r.start <= index && index < r.end);
    const column = index - row.start;
    let next = index;
    if (key === "ArrowRight" || key === "j") next = index + 1;
    else if (key === "ArrowLeft" || key === "k") next = index - 1;
    else {
      const r = rows.indexOf(row);
      let other = r;
      do { other += key === "ArrowDown" ? 1 : -1; } while (other >= 0 && other < rows.length && rows[other].kind !== "cards");
      if (other < 0 || other >= rows.length) return;
      next = Math.min(rows[other].end - 1, rows[other].start + column);
    }
    focusPosition(Math.min(shown.length - 1, Math.max(0, next)));
  }

  document.addEventListener("keydown", (event) => {
    const target = event.target;
    const typing = target instanceof HTMLInputElement && target.type !== "range" || target instanceof HTMLSelectElement;
    if (!$("viewer").hidden) {
      if (typing) return;
      const key = event.key;
      if (key === "Escape") closeViewer();
      else if (key === "ArrowRight" || key === "ArrowDown" || key === "j") step(1);
      else if (key === "ArrowLeft" || key === "ArrowUp" || key === "k") step(-1);
      else if (key >= "1" && key <= "4") { if (!$("modes").querySelector("button").disabled) setMode(modes[Number(key) - 1]); }
      else if (key === "+" || key === "=") zoom(1.25);
      else if (key === "-" || key === "_") zoom(0.8);
      else if (key === "0") resetZoom();
      else if (key === "t" && view.mode === "toggle") { view.showGolden = !view.showGolden; drawComparison(); }
      else return;
      event.preventDefault();
      return;
    }
    if (event.key === "/" && !typing) { $("filter-box").open = true; $("filter-text").focus(); event.preventDefault(); return; }
    if (event.key === "Escape" && typing) { target.blur(); return; }
    if (typing) return;
    if (event.key.startsWith("Arrow") || event.key === "j" || event.key === "k") {
      if (focusedPosition() < 0 && (event.key === "ArrowUp" || event.key === "ArrowDown")) return;  // let the page scroll
      moveFocus(event.key);
      event.preventDefault();
    } else if (event.key === "Enter" || event.key === " ") {
      const position = focusedPosition();
      if (position >= 0) { openViewer(shown[position]); event.preventDefault(); }
    }
  });

  // ---- Start.
  summarise();
  const params = new URLSearchParams(location.hash.slice(1));
  fillFilter("rule", [].concat(...items.map((item) => item.findings.map((f) => f.rule))));
  fillFilter("screen", items.map((item) => item.screen));
  fillFilter("device", items.filter((item) => item.kind === "job").map((item) => item.deviceName));
  fillFilter("ios", items.map((item) => item.ios), (v) => "iOS " + v);
  drawProblems();
  readHash();
  // Narrow screens: the filters start folded, so the problems and the first images fill the first screen.
  if (window.innerWidth <= 700) $("filter-box").open = false;
  for (const name of filterNames) $("filter-" + name).addEventListener(name === "text" ? "input" : "change", () => applyFilters());
  $("filter-clear").addEventListener("click", () => setFilters({}));
  $("viewer-close").addEventListener("click", closeViewer);
  for (const button of $("modes").querySelectorAll("button")) button.addEventListener("click", () => setMode(button.dataset.mode));
  $("mix").addEventListener("input", () => { view.mix = Number($("mix").value); drawComparison(); });
  $("flip").addEventListener("click", () => { view.showGolden = !view.showGolden; drawComparison(); });
  $("zoom-in").addEventListener("click", () => zoom(1.25));
  $("zoom-out").addEventListener("click", () => zoom(0.8));
  $("zoom-reset").addEventListener("click", resetZoom);
  $("side-toggle").addEventListener("click", () => setSide($("viewer").classList.contains("side-closed")));
  window.addEventListener("hashchange", () => {
    if (location.hash.startsWith("#selftest")) return;
    const p = readHash();
    applyFilters(true);
    const key = p.get("view");
    const item = key && items.find((i) => i.key === key);
    if (item) openViewer(item); else if (!$("viewer").hidden) closeViewer();
  });
  applyFilters(true);
  if (params.get("view")) {
    const item = items.find((i) => i.key === params.get("view"));
    if (item) openViewer(item);
  }
  // How long the first screen took: the problems and the first rows of the grid laid out.
  void document.body.offsetHeight;
  const firstScreen = performance.now();
  document.body.dataset.firstScreen = String(Math.round(firstScreen));
  document.body.dataset.scriptMs = String(Math.round(firstScreen - started));

  // `#selftest`: exercise the page with real events (clicks, keys, pointer drags, wheel) and leave
  // the results in the DOM for headless checks; `#selftest-open` opens the first changed image (screenshots);
  // `#selftest-scroll` only scrolls the whole gallery and measures (the large matrix's test).
  const key = (name, target) => (target || document).dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
  const click = (node) => node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const select = (name, value) => { const s = $("filter-" + name); s.value = value; s.dispatchEvent(new Event("change", { bubbles: true })); return shown.length; };
  const cardCount = () => $("grid").querySelectorAll(".card").length;
  const firstChanged = () => items.find((i) => i.golden && i.golden.status === "changed" && i.golden.goldenPath);
  const finish = (result) => {
    result.errors = errors;
    document.body.appendChild(el("pre", { id: "selftest", text: JSON.stringify(result) }));
    // Framed by a test page (headless Chromium lays out no window under 500 px): tell it too.
    if (window.parent !== window) window.parent.postMessage(JSON.stringify(result), "*");
  };
  // Scrolls the window over the whole gallery a screen at a time, drawing as a scroll would, and counts the
  // cards in the DOM at every stop.
  const scrollAll = () => {
    let most = 0, stops = 0, seen = 0;
    const seenKeys = new Set();
    const end = $("grid").getBoundingClientRect().top + window.scrollY + gridHeight;
    for (let y = 0; y <= end; y += Math.max(200, window.innerHeight)) {
      window.scrollTo(0, y);
      drawVisible();
      stops += 1;
      const cards = $("grid").querySelectorAll(".card");
      most = Math.max(most, cards.length);
      for (const card of cards) seenKeys.add(card.dataset.key);
    }
    seen = seenKeys.size;
    window.scrollTo(0, 0);
    drawVisible();
    return { most, stops, seen };
  };
  if (location.hash === "#selftest-open") {
    const changed = firstChanged() || items[0];
    if (changed) openViewer(changed);
  }
  if (location.hash === "#selftest-scroll") {
    const result = { firstScreen: Math.round(firstScreen), scriptMs: Math.round(firstScreen - started), items: items.length,
      cardsAtStart: cardCount(), thumbnailsAtStart: $("grid").querySelectorAll("img.thumb").length,
      problems: $("golden-list").children.length + " golden groups, " + findingGroups.length + " finding groups",
      goldenGroups: goldenGroups.map((g) => ({ screen: g.screen, text: g.text, count: g.items.length })) };
    const scrolled = scrollAll();
    result.mostCards = scrolled.most;
    result.scrollStops = scrolled.stops;
    result.cardsSeen = scrolled.seen;
    const withFindings = items.find((i) => i.findings.length > 0) || items[0];
    openViewer(withFindings);
    result.viewerKey = $("viewer-title").textContent;
    result.viewerFindings = $("viewer-findings").querySelectorAll("li").length;
    result.viewerFixes = $("viewer-findings").querySelectorAll(".fix").length;
    result.viewerImage = ($("viewer-image").querySelector("img") || { getAttribute: () => null }).getAttribute("src");
    result.expectedFindings = withFindings.findings.length;
    result.memory = performance.memory ? performance.memory.usedJSHeapSize : null;
    result.domNodes = document.getElementsByTagName("*").length;
    finish(result);
  }
  if (location.hash === "#selftest") {
    const result = { thumbnails: $("grid").querySelectorAll("img.thumb").length, cards: items.length, cardsInDOM: cardCount() };
    result.items = items.map((i) => ({ key: i.key, golden: i.golden ? i.golden.status : null, diff: i.golden && i.golden.diffPath || null,
      goldenCopy: i.golden && i.golden.goldenPath || null, earlier: i.earlier, badges: badgeTexts(i).map((b) => b[1]), caption: caption(i), thumb: i.thumb }));
    result.assembled = $("summary-assembled").hidden ? null : $("summary-assembled").textContent;
    result.notDrawnExactly = $("summary-drawn").hidden ? null : $("summary-drawn-text").textContent;
    result.notDrawnExactlyLines = Array.from($("summary-drawn-list").querySelectorAll("li")).map((li) => li.textContent);
    result.summary = $("summary-text").textContent + " | " + $("summary-findings").textContent;
    result.goldenGroups = goldenGroups.map((g) => ({ screen: g.screen, text: g.text, count: g.items.length }));
    result.findingGroups = findingGroups.map((g) => ({ rule: g.rule, screen: g.screen, count: g.items.length }));
    result.acceptAll = $("accept-all").hidden ? null : $("accept-all-command").textContent;
    result.portrait = select("orientation", "portrait");
    select("orientation", "");
    result.withErrors = select("severity", "error");
    select("severity", "");
    result.goldenChanged = select("golden", "changed");
    result.acceptShown = $("accept-shown").hidden ? null : $("accept-shown-command").textContent;
    select("golden", "");
    const rules = Array.from($("filter-rule").options).map((o) => o.value).filter(Boolean);
    result.rules = rules;
    result.byRule = rules.length ? select("rule", rules[0]) : null;
    select("rule", "");
    const devices = Array.from($("filter-device").options).map((o) => o.value).filter(Boolean);
    result.devices = devices;
    result.byDevice = devices.length ? select("device", devices[0]) : null;
    select("device", "");
    result.byStatusEarlier = select("status", "earlier");
    select("status", "");
    result.byAppearanceDark = select("appearance", "dark");
    select("appearance", "");
    // Keyboard in the grid: j moves focus to the next card.
    if (shown.length) {
      focusPosition(0);
      const first = $("grid").querySelector('[data-position="0"]');
      key("j", first);
      result.focusAfterJ = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key || null : null;
      click(first);
      result.viewerOpen = !$("viewer").hidden;
      result.viewerKey = $("viewer-title").textContent;
      result.viewerFindings = $("viewer-findings").querySelectorAll("li").length;
      key("ArrowRight");
      result.afterArrow = $("viewer-title").textContent;
      key("k");
      result.afterK = $("viewer-title").textContent;
      key("Escape");
      result.viewerClosed = $("viewer").hidden;
    }
    const changed = firstChanged();
    if (changed) {
      openViewer(changed);
      result.acceptCommand = ($("viewer-golden").querySelector("code.command") || { textContent: "" }).textContent;
      const panes = () => $("viewer-image").querySelectorAll(".pane").length;
      const transforms = () => Array.from($("viewer-image").querySelectorAll("img.zoomable")).map((img) => img.style.transform);
      result.sidePanes = panes();
      key("2");
      result.slider = view.mode === "slider" && !$("mix-label").hidden && !!$("viewer-image").querySelector(".over").style.clipPath;
      const mix = $("mix");
      mix.value = "20";
      mix.dispatchEvent(new Event("input", { bubbles: true }));
      result.sliderClip = $("viewer-image").querySelector(".over").style.clipPath;
      key("3");
      result.blendOpacity = $("viewer-image").querySelector(".over").style.opacity;
      key("4");
      const shownFirst = $("viewer-image").querySelector("img").getAttribute("alt");
      key("t");
      result.toggle = [shownFirst, $("viewer-image").querySelector("img").getAttribute("alt")];
      click($("modes").querySelector("[data-mode=side]"));
      result.modeAfterClick = view.mode;
      key("+");
      click($("zoom-in"));
      result.zoomLevel = $("zoom-level").textContent;
      const stage = $("viewer-image").querySelector(".stage");
      const box = stage.getBoundingClientRect();
      stage.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, clientX: box.left + 10, clientY: box.top + 10 }));
      window.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, clientX: box.left + 40, clientY: box.top + 30 }));
      window.dispatchEvent(new PointerEvent("pointerup", { bubbles: true }));
      result.transforms = transforms();
      stage.dispatchEvent(new WheelEvent("wheel", { bubbles: true, cancelable: true, deltaY: 100 }));
      result.zoomAfterWheel = $("zoom-level").textContent;
      key("0");
      result.zoomAfterReset = $("zoom-level").textContent;
      // Layout at this window width: the image's share, the details panel, no sideways scrolling.
      result.width = window.innerWidth;
      result.imageWidth = Math.round($("viewer-image").getBoundingClientRect().width);
      result.sideOpen = !$("viewer").classList.contains("side-closed");
      result.sideWidth = Math.round($("viewer-side").getBoundingClientRect().width);
      click($("side-toggle"));
      result.sideOpenAfterToggle = !$("viewer").classList.contains("side-closed");
      click($("side-toggle"));
      // The focus outline's rule (read from the style sheet: whether `:focus` matches depends on the
      // headless window having focus, which a loaded machine does not always give it).
      result.focusOutline = Array.from(document.styleSheets).reduce((all, sheet) => all.concat(Array.from(sheet.cssRules)), [])
        .filter((rule) => rule.selectorText === ":focus").map((rule) => rule.style.getPropertyValue("outline")).join(",");
      result.overflowX = document.documentElement.scrollWidth > window.innerWidth;
      key("Escape");
    }
    result.overflowXGrid = document.documentElement.scrollWidth > window.innerWidth;
    result.scroll = scrollAll();
    // Every link on the page, the last viewer's findings and template included.
    result.links = Array.from(document.querySelectorAll("a[href]")).map((a) => a.getAttribute("href")).filter((href) => href !== "#gallery");
    result.unlabelled = Array.from(document.querySelectorAll("input, select, button")).filter((node) =>
      !node.closest("label") && !node.getAttribute("aria-label") && !node.textContent.trim()).length;
    finish(result);
  }
})();
