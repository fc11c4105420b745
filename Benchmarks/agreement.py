#!/usr/bin/env python3
"""Agreement with Xcode: lays out every scene of every storyboard and XIB listed in Benchmarks/corpus.tsv
with `bezel layout DOC --device saved --compare-saved --json` and compares every view's frame with the
frame Interface Builder saved. Prints, per half of the corpus, how many views land within 0.5 pt and
2 pt, a table by era (toolsVersion band), device family, controller kind and view kind, the misses
grouped by an objective cause, and the scenes and documents that do not lay out.

The corpus is public documents fetched beforehand, never committed: CORPUS_DIR holds
`<owner>__<name>/<path>` for every row of the TSV (repository, commit, path, half). This script fetches
nothing.

    python3 Benchmarks/agreement.py CORPUS_DIR [--tsv Benchmarks/corpus.tsv] [--half tuning|held-out]
        [--bezel .build/release/bezel] [--jobs 2] [--misses N] [--json OUT.json]
"""
import argparse
import collections
import concurrent.futures
import csv
import json
import os
import re
import subprocess
import xml.etree.ElementTree as ET

CLOSE, NEAR = 0.5, 2.0


def era(tools):
    """Eras of the sampling rule in Benchmarks/agreement.md."""
    if tools is None:
        return "?"
    if tools < 11000:
        return "A <11000 (Xcode 5-7)"
    if tools < 15000:
        return "B 11000-14999 (Xcode 8-10)"
    if tools < 20000:
        return "C 15000-19999 (Xcode 11-13)"
    return "D >=20000 (Xcode 14-26)"


def describe(path):
    """The facts the class table needs, read from the document itself (not from Bezel): toolsVersion,
    device family, and for every element with an id its tag and the kind of its nearest controller.
    A file that is not well-formed XML (a committed merge conflict) has none: Bezel refuses it, and it is
    counted among the refused documents."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return None, "not well-formed XML", {}
    raw = root.get("toolsVersion")
    tools = float(".".join(raw.split(".")[:2])) if raw and re.match(r"^[0-9.]+$", raw) else None
    device = root.find("device")
    if device is not None:
        family = "iPad" if (device.get("id") or "").startswith("ipad") else "iPhone"
    else:
        family = "iPad, no <device>" if "iPad" in (root.get("targetRuntime") or "") else "no <device>"
    kinds = {}

    def walk(element, controller):
        tag = element.tag
        if tag.endswith("Controller") and tag != "placeholder":
            controller = tag
        if element.get("id"):
            kinds[element.get("id")] = (tag, controller)
        for child in element:
            walk(child, controller)

    top = "xib" if root.get("type", "").endswith(".XIB") and "Storyboard" not in root.get("type", "") else "storyboard"
    walk(root, f"({top}: no controller)")
    return tools, family, kinds


def cause(view, tag):
    """An objective first sort of a miss by which numbers differ; agreement.md names the UIKit causes."""
    s, l = view["saved"], view["laidOut"]
    dx, dy = abs(s["x"] - l["x"]), abs(s["y"] - l["y"])
    dw, dh = abs(s["width"] - l["width"]), abs(s["height"] - l["height"])
    text = tag in ("label", "button", "textField", "textView", "segmentedControl", "searchBar")
    if dw <= NEAR and dh <= NEAR:
        return "position only (" + ("vertical" if dy > dx else "horizontal") + ")"
    if text:
        return "size of a text view (" + tag + ")"
    if dw > NEAR and dh <= NEAR:
        return "width of a container or control"
    if dh > NEAR and dw <= NEAR:
        return "height of a container or control"
    return "width and height of a container or control"


def measure(bezel, local):
    run = subprocess.run([bezel, "layout", local, "--device", "saved", "--compare-saved", "--json"],
                         capture_output=True, text=True, timeout=600)
    if run.returncode not in (0, 1):
        return None, run.stderr.strip().splitlines()[-1:] or ["exit %d" % run.returncode]
    return json.loads(run.stdout), None


def percent(part, whole):
    return f"{part * 100 / whole:.1f} %" if whole else "—"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("--tsv", default=os.path.join(os.path.dirname(__file__), "corpus.tsv"))
    parser.add_argument("--half", choices=("tuning", "held-out"))
    parser.add_argument("--bezel", default=".build/release/bezel")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--misses", type=int, default=25)
    parser.add_argument("--json", help="also write every compared view here")
    options = parser.parse_args()
    bezel = os.path.abspath(options.bezel)
    with open(options.tsv) as handle:
        rows = [r for r in csv.DictReader(handle, delimiter="\t")]
    if options.half:
        rows = [r for r in rows if r["half"] == options.half]

    def one(row):
        local = os.path.join(options.corpus, row["repository"].replace("/", "__"), row["path"])
        facts = describe(local)
        result, error = measure(bezel, local)
        return row, facts, result, error

    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        done = list(pool.map(one, rows))

    halves = collections.OrderedDict()
    classes = {key: collections.defaultdict(lambda: [0, 0, 0]) for key in ("era", "device family", "controller kind", "view kind")}
    misses = collections.defaultdict(list)
    refused = []
    failed_scenes = []
    every = []
    for row, (tools, family, kinds), result, error in done:
        half = halves.setdefault(row["half"], dict(documents=0, repositories=set(), views=0, close=0, near=0, scenes=0, failed=0, refused=0))
        half["documents"] += 1
        half["repositories"].add(row["repository"])
        name = f"{row['repository']} `{row['path']}`"
        if result is None:
            half["refused"] += 1
            refused.append((row["half"], name, error[0] if error else ""))
            continue
        for failure in result.get("failed", []):
            half["failed"] += 1
            failed_scenes.append((row["half"], name, failure["screen"], failure["error"]))
        for scene in result["scenes"]:
            half["scenes"] += 1
            for view in scene["views"]:
                tag, controller = kinds.get(view["id"], ("?", "?"))
                difference = view["difference"]
                close, near = difference <= CLOSE + 1e-9, difference <= NEAR + 1e-9
                half["views"] += 1
                half["close"] += close
                half["near"] += near
                for key, value in (("era", era(tools)), ("device family", family), ("controller kind", controller), ("view kind", tag)):
                    cell = classes[key][(row["half"], value)]
                    cell[0] += 1
                    cell[1] += close
                    cell[2] += near
                every.append(dict(half=row["half"], repository=row["repository"], path=row["path"], screen=scene["screen"], tag=tag, **view))
                if not near:
                    misses[(row["half"], cause(view, tag))].append((difference, name, scene["screen"], view["id"], tag, view["saved"], view["laidOut"]))

    print("| half | documents | repositories | scenes laid out | scenes not laid out | documents refused | views | ≤ 0.5 pt | ≤ 2 pt |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for key, h in halves.items():
        print(f"| {key} | {h['documents']} | {len(h['repositories'])} | {h['scenes']} | {h['failed']} | {h['refused']} | {h['views']} |"
              f" {h['close']} ({percent(h['close'], h['views'])}) | {h['near']} ({percent(h['near'], h['views'])}) |")
    print()
    names = list(halves)
    for key, table in classes.items():
        print(f"| {key} | " + " | ".join(f"{n}: views, ≤ 0.5 pt, ≤ 2 pt" for n in names) + " |")
        print("| --- |" + " --- |" * len(names))
        for value in sorted({v for (_, v) in table}):
            cells = []
            for n in names:
                c = table.get((n, value))
                cells.append(f"{c[0]}, {percent(c[1], c[0])}, {percent(c[2], c[0])}" if c else "—")
            print(f"| {value} | " + " | ".join(cells) + " |")
        print()
    print("Misses beyond 2 pt, by what differs (count; the largest few):")
    print()
    for (half, label), items in sorted(misses.items(), key=lambda kv: (kv[0][0], -len(kv[1]))):
        print(f"- **{half}: {label}**: {len(items)}")
        for difference, name, screen, view, tag, saved, laid in sorted(items, key=lambda m: -m[0])[:options.misses]:
            f = lambda r: f"({r['x']}, {r['y']}, {r['width']}, {r['height']})"
            print(f"  - {difference:.1f} pt: `{view}` ({tag}) in {name} {screen}: saved {f(saved)}, Bezel {f(laid)}")
    print()
    if failed_scenes:
        print("Scenes that do not lay out:")
        print()
        for half, name, screen, error in failed_scenes:
            print(f"- {half}: {name} {screen}: {error}")
        print()
    if refused:
        print("Documents refused (exit 2):")
        print()
        for half, name, error in refused:
            print(f"- {half}: {name}: {error}")
    if options.json:
        with open(options.json, "w") as handle:
            json.dump(every, handle, indent=0)


if __name__ == "__main__":
    main()
