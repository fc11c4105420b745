"use strict";
(function () {
  const errors = [];
  window.addEventListener("error", (event) => { errors.push(String(event.message)); });
  const data = JSON.parse(document.getElementById("bezel-data").textContent);
  const report = data.report;
  const links = data.templateLinks || {};
  const $ = (id) => document.getElementById(id);
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
  const worst = (job) => job.findings.reduce((a, f) => Math.max(a, rank[f.severity] || 0), 0);

  // Every item on the page: one per job, plus one per orphaned golden.
  const items = report.jobs.map((job) => ({ kind: "job", key: job.job.key, job }));
  for (const orphan of report.orphanedGoldens || []) {
    const [screen, profile] = orphan.key.split("/");
    items.push({ kind: "orphan", key: orphan.key, orphan, job: {
      job: { key: orphan.key, screen: screen, profile: profile || "", deviceName: profile || "", idiom: "", orientation: "", window: "", template: "" },
      status: "orphaned", files: [], findings: [], golden: { status: "orphaned", goldenPath: orphan.goldenPath, failsRun: false } } });
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
  }

  function badgesFor(job) {
    const box = el("div", { class: "badges" });
    const counts = { error: 0, warning: 0, info: 0 };
    for (const f of job.findings) counts[f.severity] = (counts[f.severity] || 0) + 1;
    for (const severity of ["error", "warning", "info"]) {
      if (counts[severity]) box.appendChild(el("span", { class: "badge " + severity, text: plural(counts[severity], severity) }));
    }
    if (job.golden) box.appendChild(el("span", { class: "badge " + job.golden.status, text: job.golden.status }));
    if (job.status === "failed" || job.status === "not-run") box.appendChild(el("span", { class: "badge failed", text: job.status }));
    if (job.fromEarlierRun) box.appendChild(el("span", { class: "badge earlier", text: "earlier run" }));
    return box;
  }

  const imageOf = (job) => job.files.find((f) => f.endsWith(".png")) || job.files.find((f) => f.endsWith(".svg")) || null;
  const cards = [];

  function buildGrid() {
    const grid = $("grid");
    let section = null, screen = null, row = null;
    for (const item of items) {
      const job = item.job;
      if (job.job.screen !== screen || (item.kind === "orphan" && section && section.dataset.kind !== "orphan")) {
        screen = job.job.screen;
        section = el("section", { class: "screen", "data-kind": item.kind }, [
          el("h2", { text: item.kind === "orphan" ? "Orphaned golden: " + screen : screen })]);
        row = el("div", { class: "cards" });
        section.appendChild(row);
        grid.appendChild(section);
      }
      const source = item.kind === "orphan" ? item.orphan.goldenPath : imageOf(job);
      const picture = source
        ? el("img", { class: "thumb", src: source, loading: "lazy", alt: "" })
        : el("div", { class: "missing", text: job.status === "failed" ? "render failed" : "no image" });
      const caption = el("figcaption", { text: [job.job.deviceName, job.job.orientation, job.job.window].filter(Boolean).join(" · ") });
      const badges = badgesFor(job);
      const card = el("figure", { class: "card", tabindex: "0", role: "button", "data-key": item.key,
        "aria-label": item.key + ": " + Array.from(badges.children).map((b) => b.textContent).join(", ") }, [picture, caption, badges]);
      card.addEventListener("click", () => openViewer(item));
      row.appendChild(card);
      cards.push({ item, card, section });
    }
  }

  // The choices of the filters whose values come from the data.
  function fillFilter(name, values) {
    const select = $("filter-" + name);
    for (const value of Array.from(new Set(values)).sort()) select.appendChild(el("option", { value, text: value }));
  }

  const filters = ["status", "golden", "severity", "rule", "screen", "device", "family", "orientation", "window"];
  function matches(item) {
    const job = item.job, info = job.job;
    const value = (name) => $("filter-" + name).value;
    const status = value("status");
    if (status === "earlier" ? !job.fromEarlierRun : status && job.status !== status) return false;
    if (value("family") && info.idiom !== value("family")) return false;
    if (value("orientation") && info.orientation !== value("orientation")) return false;
    if (value("window") && info.window !== value("window")) return false;
    if (value("screen") && info.screen !== value("screen")) return false;
    if (value("device") && info.deviceName !== value("device")) return false;
    if (value("rule") && !job.findings.some((f) => f.rule === value("rule"))) return false;
    const severity = value("severity");
    if (severity === "none" && job.findings.length > 0) return false;
    if (severity && severity !== "none" && worst(job) < rank[severity]) return false;
    const golden = value("golden");
    if (golden && (!job.golden || job.golden.status !== golden)) return false;
    const text = $("filter-text").value.trim().toLowerCase();
    if (text && !(info.key + " " + info.deviceName).toLowerCase().includes(text)) return false;
    return true;
  }

  function applyFilters() {
    let shown = 0;
    const sectionsShown = new Set();
    for (const entry of cards) {
      const visible = matches(entry.item);
      entry.card.hidden = !visible;
      if (visible) { shown += 1; sectionsShown.add(entry.section); }
    }
    for (const entry of cards) entry.section.hidden = !sectionsShown.has(entry.section);
    $("visible-count").textContent = shown + " of " + plural(cards.length, "image");
    // The accept command for the selection: every changed or new image shown.
    const pending = visibleCards().filter((e) => e.item.kind === "job" && e.item.job.golden &&
      (e.item.job.golden.status === "changed" || e.item.job.golden.status === "new"));
    $("accept-shown").hidden = pending.length === 0;
    $("accept-shown-text").textContent = "Accept the " + plural(pending.length, "changed or new image") + " shown as the new goldens:";
    $("accept-shown-command").textContent = report.acceptCommand + " --record changed" + pending.map((e) => " --only " + e.item.key).join("");
    return shown;
  }

  const visibleCards = () => cards.filter((entry) => !entry.card.hidden);
  let current = null;

  function findingItem(finding) {
    const li = el("li", {}, [el("span", { class: "badge " + finding.severity, text: finding.severity }), document.createTextNode(" " + finding.message + " ")]);
    if (finding.location) {
      const place = finding.location.file + ":" + finding.location.line + ":" + finding.location.column;
      const href = links[finding.location.file];
      li.appendChild(href
        ? el("a", { class: "where", href: href + "#L" + finding.location.line, text: place })
        : el("span", { class: "where", text: place }));
    }
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

  function goldenPanel(job) {
    const golden = job.golden;
    const box = $("viewer-golden");
    box.textContent = "";
    if (!golden) return;
    box.appendChild(el("p", {}, [el("span", { class: "badge " + golden.status, text: golden.status }),
      document.createTextNode(golden.differentPixels != null ? " " + plural(golden.differentPixels, "different pixel") : "")]));
    // The message's phrases ("view `reply` moved 34 pt up; golden updated"), one per line.
    const phrases = (golden.message || "").split("; ").filter(Boolean);
    if (phrases.length) box.appendChild(el("ul", { class: "golden-changes" }, phrases.map((phrase) => el("li", { text: phrase }))));
    if (golden.status === "changed" || golden.status === "new") {
      box.appendChild(el("p", { text: "Accept this image as the new golden:" }));
      box.appendChild(el("code", { class: "command", text: report.acceptCommand + " --record changed --only " + job.job.key }));
    }
    if (golden.status === "orphaned") {
      box.appendChild(el("p", { text: "No screen × profile renders this golden any more. Remove every orphaned golden:" }));
      box.appendChild(el("code", { class: "command", text: report.acceptCommand + " --prune" }));
    }
    if (job.fromEarlierRun) box.appendChild(el("p", { class: "hint", text: "From an earlier run: the last run did not select this image." }));
  }

  function openViewer(item) {
    current = item;
    const job = item.job, info = job.job;
    $("viewer-title").textContent = info.key;
    const template = info.template ? (links[info.template] ? null : info.template) : null;
    $("viewer-meta").textContent = [info.deviceName, info.orientation, info.window, template].filter(Boolean).join(" · ");
    if (info.template && links[info.template]) {
      $("viewer-meta").appendChild(document.createTextNode(" · "));
      $("viewer-meta").appendChild(el("a", { href: links[info.template], text: info.template }));
    }
    goldenPanel(job);
    const golden = job.golden;
    const actual = item.kind === "orphan" ? null : imageOf(job);
    if (golden && golden.status === "changed" && golden.goldenPath && actual) {
      view.images = { golden: golden.goldenPath, actual, diff: golden.diffPath || null };
    } else {
      const single = item.kind === "orphan" ? item.orphan.goldenPath : actual;
      view.images = { single, label: item.kind === "orphan" ? "orphaned golden" : "image", errors: (job.errors || []).join("\n") };
    }
    view.showGolden = true;
    resetZoom();
    drawComparison();
    const list = $("viewer-findings");
    list.textContent = "";
    for (const finding of job.findings) list.appendChild(findingItem(finding));
    for (const line of job.errors || []) list.appendChild(el("li", { text: line }));
    if (!list.children.length) list.appendChild(el("li", { class: "hint", text: "No findings." }));
    const wasHidden = $("viewer").hidden;
    $("viewer").hidden = false;
    document.body.classList.add("viewing");
    // Narrow screens: the details start folded, so the image keeps the width.
    if (wasHidden) setSide(window.innerWidth > 700);
    if (wasHidden) $("viewer-close").focus();
    if (location.hash !== "#selftest") history.replaceState(null, "", "#view=" + encodeURIComponent(info.key));
  }

  function setSide(open) {
    $("viewer").classList.toggle("side-closed", !open);
    $("side-toggle").setAttribute("aria-expanded", String(open));
  }

  function closeViewer() {
    $("viewer").hidden = true;
    document.body.classList.remove("viewing");
    const card = current && cards.find((entry) => entry.item === current);
    current = null;
    if (location.hash.startsWith("#view=")) history.replaceState(null, "", "#");
    if (card) card.card.focus();
  }

  function step(delta) {
    const visible = visibleCards();
    if (!visible.length) return;
    const index = visible.findIndex((entry) => entry.item === current);
    const next = visible[Math.min(visible.length - 1, Math.max(0, index + delta))];
    openViewer(next.item);
  }

  function moveFocus(key) {
    const visible = visibleCards();
    if (!visible.length) return;
    let index = visible.findIndex((entry) => entry.card === document.activeElement);
    if (index < 0) { visible[0].card.focus(); return; }
    const top = visible[index].card.offsetTop, left = visible[index].card.offsetLeft;
    if (key === "ArrowRight" || key === "j") index = Math.min(visible.length - 1, index + 1);
    else if (key === "ArrowLeft" || key === "k") index = Math.max(0, index - 1);
    else {
      const down = key === "ArrowDown";
      const candidates = visible.filter((entry) => down ? entry.card.offsetTop > top : entry.card.offsetTop < top);
      if (!candidates.length) return;
      const rowTop = down ? Math.min(...candidates.map((e) => e.card.offsetTop)) : Math.max(...candidates.map((e) => e.card.offsetTop));
      const row = candidates.filter((entry) => entry.card.offsetTop === rowTop);
      row.sort((a, b) => Math.abs(a.card.offsetLeft - left) - Math.abs(b.card.offsetLeft - left));
      index = visible.indexOf(row[0]);
    }
    visible[index].card.focus();
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
    if (event.key === "/" && !typing) { $("filter-text").focus(); event.preventDefault(); return; }
    if (event.key === "Escape" && typing) { target.blur(); return; }
    if (typing) return;
    if (event.key.startsWith("Arrow") || event.key === "j" || event.key === "k") { moveFocus(event.key); event.preventDefault(); }
    else if (event.key === "Enter" || event.key === " ") {
      const entry = cards.find((e) => e.card === document.activeElement);
      if (entry) { openViewer(entry.item); event.preventDefault(); }
    }
  });

  summarise();
  buildGrid();
  fillFilter("rule", report.jobs.reduce((all, job) => all.concat(job.findings.map((f) => f.rule)), []));
  fillFilter("screen", items.map((item) => item.job.job.screen));
  fillFilter("device", report.jobs.map((job) => job.job.deviceName));
  for (const name of filters) $("filter-" + name).addEventListener("change", applyFilters);
  $("filter-text").addEventListener("input", applyFilters);
  $("viewer-close").addEventListener("click", closeViewer);
  for (const button of $("modes").querySelectorAll("button")) button.addEventListener("click", () => setMode(button.dataset.mode));
  $("mix").addEventListener("input", () => { view.mix = Number($("mix").value); drawComparison(); });
  $("flip").addEventListener("click", () => { view.showGolden = !view.showGolden; drawComparison(); });
  $("zoom-in").addEventListener("click", () => zoom(1.25));
  $("zoom-out").addEventListener("click", () => zoom(0.8));
  $("zoom-reset").addEventListener("click", resetZoom);
  $("side-toggle").addEventListener("click", () => setSide($("viewer").classList.contains("side-closed")));
  applyFilters();

  if (location.hash.startsWith("#view=")) {
    const key = decodeURIComponent(location.hash.slice(6));
    const entry = cards.find((e) => e.item.key === key);
    if (entry) openViewer(entry.item);
  }

  // `#selftest`: exercise the page with real events (clicks, keys, pointer drags, wheel) and leave
  // the results in the DOM for headless checks; `#selftest-open` opens the first changed image (screenshots).
  const key = (name, target) => (target || document).dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
  const click = (node) => node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const select = (name, value) => { const s = $("filter-" + name); s.value = value; s.dispatchEvent(new Event("change", { bubbles: true })); return visibleCards().length; };
  const firstChanged = () => cards.find((e) => e.item.job.golden && e.item.job.golden.status === "changed" && e.item.job.golden.goldenPath);
  if (location.hash === "#selftest-open") {
    const changed = firstChanged() || cards[0];
    if (changed) click(changed.card);
  }
  if (location.hash === "#selftest") {
    const result = { thumbnails: document.querySelectorAll("img.thumb").length, cards: cards.length };
    result.items = cards.map((e) => ({ key: e.item.key, golden: e.item.job.golden ? e.item.job.golden.status : null,
      diff: e.item.job.golden && e.item.job.golden.diffPath || null, goldenCopy: e.item.job.golden && e.item.job.golden.goldenPath || null,
      earlier: !!e.item.job.fromEarlierRun, badges: Array.from(e.card.querySelectorAll(".badge")).map((b) => b.textContent) }));
    result.assembled = $("summary-assembled").hidden ? null : $("summary-assembled").textContent;
    result.summary = $("summary-text").textContent + " | " + $("summary-findings").textContent;
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
    // Keyboard in the grid: j moves focus to the next card.
    const first = visibleCards()[0];
    if (first) {
      first.card.focus();
      key("j", first.card);
      result.focusAfterJ = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key || null : null;
      click(first.card);
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
      click(changed.card);
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
    // Every link on the page, the last viewer's findings and template included.
    result.links = Array.from(document.querySelectorAll("a[href]")).map((a) => a.getAttribute("href")).filter((href) => href !== "#grid");
    result.unlabelled = Array.from(document.querySelectorAll("input, select, button")).filter((node) =>
      !node.closest("label") && !node.getAttribute("aria-label") && !node.textContent.trim()).length;
    result.errors = errors;
    document.body.appendChild(el("pre", { id: "selftest", text: JSON.stringify(result) }));
    // Framed by a test page (headless Chromium lays out no window under 500 px): tell it too.
    if (window.parent !== window) window.parent.postMessage(JSON.stringify(result), "*");
  }
})();
