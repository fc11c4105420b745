/// The review page's script, inlined into `index.html`. Plain ES2017, no libraries, no network; builds
/// every element with `textContent` (never `innerHTML`), so names in templates cannot inject markup.
enum ReviewPageScript {
    static let javaScript = #"""
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
      const plural = (count, word) => count + " " + word + (count === 1 ? "" : "s");
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
        if (s.shards && s.shards.length) text += " · shards " + s.shards.join(", ");
        $("summary-text").textContent = text;
        const g = s.golden;
        let findings = "Findings: " + plural(s.findings.error, "error") + ", " + plural(s.findings.warning, "warning") + ", " + s.findings.info + " info";
        findings += g.matched + g.changed + g.new + g.orphaned > 0
          ? " · Goldens: " + g.matched + " matched, " + g.changed + " changed, " + g.new + " new, " + g.orphaned + " orphaned"
          : " · Goldens: not compared";
        $("summary-findings").textContent = findings;
      }

      function badgesFor(job) {
        const box = el("div", { class: "badges" });
        const counts = { error: 0, warning: 0, info: 0 };
        for (const f of job.findings) counts[f.severity] = (counts[f.severity] || 0) + 1;
        for (const severity of ["error", "warning", "info"]) {
          if (counts[severity]) box.appendChild(el("span", { class: "badge " + severity, text: counts[severity] + " " + severity }));
        }
        if (job.golden) box.appendChild(el("span", { class: "badge " + job.golden.status, text: job.golden.status }));
        if (job.status === "failed" || job.status === "not-run") box.appendChild(el("span", { class: "badge failed", text: job.status }));
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
            ? el("img", { class: "thumb", src: source, loading: "lazy", alt: job.job.key })
            : el("div", { class: "missing", text: job.status === "failed" ? "render failed" : "no image" });
          const caption = el("figcaption", { text: [job.job.deviceName, job.job.orientation, job.job.window].filter(Boolean).join(" · ") });
          const card = el("figure", { class: "card", tabindex: "0", "data-key": item.key }, [picture, caption, badgesFor(job)]);
          card.addEventListener("click", () => openViewer(item));
          row.appendChild(card);
          cards.push({ item, card, section });
        }
      }

      const filters = ["family", "orientation", "window", "severity", "golden"];
      function matches(item) {
        const job = item.job, info = job.job;
        const value = (name) => $("filter-" + name).value;
        if (value("family") && info.idiom !== value("family")) return false;
        if (value("orientation") && info.orientation !== value("orientation")) return false;
        if (value("window") && info.window !== value("window")) return false;
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

      function goldenPanel(job) {
        const golden = job.golden;
        const box = $("viewer-golden");
        box.textContent = "";
        if (!golden) return null;
        box.appendChild(el("p", {}, [el("span", { class: "badge " + golden.status, text: golden.status }),
          document.createTextNode(golden.differentPixels != null ? " " + golden.differentPixels + " different pixels" : "")]));
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
        if (golden.status !== "changed" || !golden.goldenPath) return null;
        const actual = imageOf(job);
        const compare = el("div", { class: "compare-wrap" });
        const row = el("div", { class: "compare" });
        for (const [label, src] of [["golden", golden.goldenPath], ["actual", actual], ["diff", golden.diffPath]]) {
          if (src) row.appendChild(el("figure", {}, [el("img", { src, alt: label }), el("figcaption", { text: label })]));
        }
        compare.appendChild(row);
        if (actual) {
          const over = el("div", { class: "over" }, [el("img", { src: actual, alt: "actual" })]);
          const slider = el("div", { class: "slider" }, [el("img", { src: golden.goldenPath, alt: "golden" }), over]);
          const range = el("input", { type: "range", min: "0", max: "100", value: "50", "aria-label": "golden ↔ actual" });
          const update = () => { over.style.clipPath = "inset(0 " + (100 - Number(range.value)) + "% 0 0)"; };
          range.addEventListener("input", update);
          update();
          compare.appendChild(el("div", { class: "slider-box" }, [el("p", { class: "hint", text: "Slide: actual (left) over golden (right)" }), slider, range]));
        }
        return compare;
      }

      function openViewer(item) {
        current = item;
        const job = item.job, info = job.job;
        $("viewer-title").textContent = info.key;
        $("viewer-meta").textContent = [info.deviceName, info.orientation, info.window, info.template].filter(Boolean).join(" · ");
        const image = $("viewer-image");
        image.textContent = "";
        const compare = goldenPanel(job);
        if (compare) image.appendChild(compare);
        else {
          const source = item.kind === "orphan" ? item.orphan.goldenPath : imageOf(job);
          image.appendChild(source ? el("img", { src: source, alt: info.key }) : el("p", { text: (job.errors || ["no image"]).join("\n") }));
        }
        const list = $("viewer-findings");
        list.textContent = "";
        for (const finding of job.findings) list.appendChild(findingItem(finding));
        for (const line of job.errors || []) list.appendChild(el("li", { text: line }));
        if (!list.children.length) list.appendChild(el("li", { class: "hint", text: "No findings." }));
        $("viewer").hidden = false;
        if (location.hash !== "#selftest") history.replaceState(null, "", "#view=" + encodeURIComponent(info.key));
      }

      function closeViewer() {
        $("viewer").hidden = true;
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
        if (key === "ArrowRight") index = Math.min(visible.length - 1, index + 1);
        else if (key === "ArrowLeft") index = Math.max(0, index - 1);
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
        const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement;
        if (!$("viewer").hidden) {
          if (event.key === "Escape") { closeViewer(); event.preventDefault(); }
          else if (event.key === "ArrowRight" || event.key === "ArrowDown") { step(1); event.preventDefault(); }
          else if (event.key === "ArrowLeft" || event.key === "ArrowUp") { step(-1); event.preventDefault(); }
          return;
        }
        if (event.key === "/" && !typing) { $("filter-text").focus(); event.preventDefault(); return; }
        if (event.key === "Escape" && typing) { event.target.blur(); return; }
        if (typing) return;
        if (event.key.startsWith("Arrow")) { moveFocus(event.key); event.preventDefault(); }
        else if (event.key === "Enter") {
          const entry = cards.find((e) => e.card === document.activeElement);
          if (entry) { openViewer(entry.item); event.preventDefault(); }
        }
      });

      summarise();
      buildGrid();
      for (const name of filters) $("filter-" + name).addEventListener("change", applyFilters);
      $("filter-text").addEventListener("input", applyFilters);
      $("viewer-close").addEventListener("click", closeViewer);
      applyFilters();

      if (location.hash.startsWith("#view=")) {
        const key = decodeURIComponent(location.hash.slice(6));
        const entry = cards.find((e) => e.item.key === key);
        if (entry) openViewer(entry.item);
      }

      // `#selftest`: exercise the page and leave the results in the DOM for headless checks.
      if (location.hash === "#selftest") {
        const result = { thumbnails: document.querySelectorAll("img.thumb").length, cards: cards.length };
        $("filter-orientation").value = "portrait";
        result.portrait = applyFilters();
        $("filter-orientation").value = "";
        $("filter-severity").value = "error";
        result.withErrors = applyFilters();
        $("filter-severity").value = "";
        $("filter-golden").value = "changed";
        result.goldenChanged = applyFilters();
        $("filter-golden").value = "";
        applyFilters();
        const first = visibleCards()[0];
        if (first) {
          first.card.dispatchEvent(new MouseEvent("click", { bubbles: true }));
          result.viewerOpen = !$("viewer").hidden;
          result.viewerKey = $("viewer-title").textContent;
          result.viewerFindings = $("viewer-findings").querySelectorAll("li").length;
          document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
          result.afterArrow = $("viewer-title").textContent;
          document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
          result.viewerClosed = $("viewer").hidden;
        }
        const changed = cards.find((e) => e.item.job.golden && e.item.job.golden.status === "changed");
        if (changed) {
          openViewer(changed.item);
          result.acceptCommand = ($("viewer-golden").querySelector("code.command") || { textContent: "" }).textContent;
          result.slider = !!$("viewer-image").querySelector("input[type=range]");
          closeViewer();
        }
        result.errors = errors;
        document.body.appendChild(el("pre", { id: "selftest", text: JSON.stringify(result) }));
      }
    })();
    """#
}
