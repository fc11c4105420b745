#!/usr/bin/env python3
"""San Francisco's Text design character by character: fits a width factor per character, on top of the weight's
(`Sources/Text/SystemFontTextWidth.swift`), to one-line system-font labels Xcode sized to their text, and reports
today's model against the fitted one on a checking half of the repositories (docs/research/substitute-width.md,
"Characters of the Text design").

Labels: `selected_labels` of Benchmarks/substitute_width.py (labels only, Latin text) in the tuning half of each
SET (a folder with `explore.tsv` and `docs-project/`) and in the storyboards and XIBs at HEAD of each MIRROR (a bare
git directory; `--repository` names it `owner/name`). Widths: Inter's and Inter Display's kerned advances
(`hb-shape` on the files in /usr/share/fonts/opentype/inter), times the weight's factors, plus San Francisco's
tracking, rounded up to the canvas's pixel. Split: a repository whose SHA-1 of `owner/name` starts with 0-7 fits,
the rest checks.

    python3 Benchmarks/character_widths.py --set /work/explore65 ... --mirrors LIST --mirror-root /work/.mirror
        [--lambda 3000] [--min-count 5] [--min-change 0.005] [--every-character] [--json OUT]
"""
import argparse
import collections
import csv
import hashlib
import io
import json
import math
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import substitute_width  # noqa: E402

INTER = "/usr/share/fonts/opentype/inter/"
STYLE = dict(regular="Regular", medium="Medium", semibold="SemiBold", bold="Bold", heavy="ExtraBold", black="Black",
             light="Light", thin="Thin", ultraLight="ExtraLight")
# SystemFontTextWidth.factors: (text letters, text digits, display letters, display digits, display "1").
FACTORS = dict(ultraLight=(1, 1.022, 0.979, 1.071, 1.181), thin=(1, 1.013, 0.974, 1.060, 1.195),
               light=(1, 1.013, 0.984, 1.060, 1.253), regular=(1, 1.009, 0.986, 1.055, 1.284),
               medium=(1.008, 1.016, 0.996, 1.051, 1.284), semibold=(1.013, 1.018, 0.998, 1.042, 1.269),
               bold=(1.024, 1.025, 1.008, 1.039, 1.266), heavy=(1.045, 1.044, 1.030, 1.046, 1.279),
               black=(1.063, 1.058, 1.047, 1.050, 1.286))
GROUP = dict(regular="regular", medium="medium", semibold="semibold", bold="bold", heavy="bold", black="bold")
# SystemFontTracking.table, 1/1000 em.
TRACKING = [(6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
            (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
            (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
            (40, 10), (41, 9), (43, 9), (44, 8), (48, 8), (49, 7), (51, 7), (52, 6), (56, 6), (58, 5), (60, 4),
            (64, 4), (66, 3), (68, 2), (72, 2), (76, 1), (80, 0), (96, 0)]
THREE_X = {"retina5_5", "retina5_9", "retina6_0", "retina6_12", "retina6_5", "retina6_7", "retina6_72", "retina6_3",
           "retina6_9"}
# Lower-case letters only, unless --every-character (capitals, digits, punctuation and the space too).
EVERY_CHARACTER = False
LATIN = re.compile(r"^[\u0020-\u024F\u2018\u2019\u201C\u201D\u2026\u2022\u2013\u2014\u00B0]+$")


def per_mille(size):
    if size <= TRACKING[0][0]:
        return TRACKING[0][1]
    for (a, x), (b, y) in zip(TRACKING, TRACKING[1:]):
        if a <= size <= b:
            return x + (size - a) / (b - a) * (y - x)
    return 0


def display_fraction(size):
    if size <= 17:
        return 0.0
    if size >= 28:
        return 1.0
    return min(1.0, max(0.0, (per_mille(size) - per_mille(17)) / (per_mille(28) - per_mille(17))))


def pixel(root):
    """The canvas's pixel in points: whole points before toolsVersion 10000, a third on 3× devices, else a half."""
    tools = float((root.get("toolsVersion") or "0").split(".")[0] or 0)
    if tools and tools < 10000:
        return 1.0
    device = root.find("device")
    return 1 / 3 if device is not None and device.get("id") in THREE_X else 0.5


def labels_in(data, repository, path):
    try:
        root = ET.fromstring(data)
        found, custom = substitute_width.selected_labels(io.BytesIO(data))
    except Exception:
        return []
    out = []
    for ident, (text, saved, view) in found.items():
        kind, size = substitute_width.font_class(view, custom, set())
        weight = kind.split(" ", 1)[1] if kind.startswith("system ") else None
        if view.tag != "label" or weight not in STYLE or not LATIN.match(text) or saved <= 0:
            continue
        out.append(dict(repository=repository, path=path, id=ident, text=text, weight=weight, size=size, saved=saved,
                        pixel=pixel(root)))
    return out


def advances(file, texts):
    """Each text's advance per character, kerned, as Bezel shapes it, in ems."""
    units = 2048 if "Display" in file else 2816
    run = subprocess.run(["hb-shape", "--remove-default-ignorables", "--output-format=json", "--no-glyph-names", file],
                         input="\n".join(texts) + "\n", capture_output=True, text=True, check=True)
    result = []
    for text, line in zip(texts, run.stdout.strip().split("\n")):
        starts, offset = {}, 0
        for index, character in enumerate(text):
            starts[offset] = index
            offset += len(character.encode())
        own = [0.0] * len(text)
        for glyph in json.loads(line):
            own[starts.get(glyph["cl"], 0)] += glyph["ax"] / units
        result.append(own)
    return result


def terms(label, extra):
    """(today's width, {(group, character): points per unit of the character's extra factor}) before rounding."""
    size, weight, fraction = label["size"], label["weight"], display_fraction(label["size"])
    letters, digits, display, display_digits, display_one = FACTORS[weight]
    width, coefficients = per_mille(size) * size / 1000 * max(0, len(label["text"]) - 1), collections.defaultdict(float)
    for character, text, shown in zip(label["text"], label["text_advances"], label["display_advances"]):
        digit = character.isascii() and character.isdigit()
        text_factor = digits if digit else letters
        display_factor = (display_one if character == "1" else display_digits) if digit else display
        if fraction <= 0:
            width += text * text_factor * size
            if extra and weight in GROUP and (EVERY_CHARACTER or character.islower()):
                coefficients[(GROUP[weight], character)] += text * text_factor * size
        else:
            width += ((1 - fraction) * text + fraction * display_factor * shown) * size
    return width, coefficients


def predicted(label, factors):
    width, coefficients = terms(label, True)
    width += sum(c * (factors.get(key, 1) - 1) for key, c in coefficients.items())
    return math.ceil(width / label["pixel"] - 1e-6) * label["pixel"]


def fit(labels, penalty):
    rows, keys = [], {}
    for label in labels:
        width, coefficients = terms(label, True)
        if coefficients:
            rows.append((label["saved"] - label["pixel"] / 2 - width, coefficients))
            for key in coefficients:
                keys.setdefault(key, len(keys))
    a, b = np.zeros((len(rows), len(keys))), np.zeros(len(rows))
    for i, (residual, coefficients) in enumerate(rows):
        for key, c in coefficients.items():
            a[i, keys[key]] = c
        b[i] = residual
    delta = np.linalg.solve(a.T @ a + penalty * np.eye(len(keys)), a.T @ b)
    return {key: 1 + delta[j] for key, j in keys.items()}


def score(labels, factors):
    errors = [abs(predicted(label, factors) - label["saved"]) for label in labels]
    return len(errors), sum(e <= 0.5 + 1e-6 for e in errors), sum(e <= 2 + 1e-6 for e in errors), sum(errors) / len(errors)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", action="append", default=[])
    parser.add_argument("--mirrors", help="a file of mirror names (owner+name), one a line")
    parser.add_argument("--mirror-root", default="/work/.mirror")
    parser.add_argument("--lambda", dest="penalty", type=float, default=3000)
    parser.add_argument("--min-count", type=int, default=5)
    parser.add_argument("--min-change", type=float, default=0.005)
    parser.add_argument("--every-character", action="store_true")
    parser.add_argument("--json")
    options = parser.parse_args()
    global EVERY_CHARACTER
    EVERY_CHARACTER = options.every_character
    labels, seen = [], set()
    for folder in options.set:
        with open(os.path.join(folder, "explore.tsv")) as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                local = os.path.join(folder, "docs-project", row["repository"].replace("/", "__"), row["path"])
                if row["half"] == "tuning" and os.path.exists(local) and (row["repository"], row["path"]) not in seen:
                    seen.add((row["repository"], row["path"]))
                    with open(local, "rb") as handle2:
                        labels += labels_in(handle2.read(), row["repository"], row["path"])
    for name in (open(options.mirrors).read().split() if options.mirrors else []):
        git = os.path.join(options.mirror_root, name, "repo")
        if not os.path.isdir(git):
            continue
        repository = name.replace("+", "/", 1)
        files = subprocess.run(["git", "-C", git, "ls-tree", "-r", "--name-only", "HEAD"], capture_output=True, text=True).stdout.split("\n")
        for path in files:
            if path.endswith((".storyboard", ".xib")) and (repository, path) not in seen:
                seen.add((repository, path))
                data = subprocess.run(["git", "-C", git, "show", "HEAD:" + path], capture_output=True).stdout
                labels += labels_in(data, repository, path)
    for weight in STYLE:
        chosen = [label for label in labels if label["weight"] == weight]
        if chosen:
            texts = [label["text"] for label in chosen]
            for label, text, shown in zip(chosen, advances(INTER + "Inter-" + STYLE[weight] + ".otf", texts),
                                          advances(INTER + "InterDisplay-" + STYLE[weight] + ".otf", texts)):
                label["text_advances"], label["display_advances"] = text, shown
    unique, kept = set(), []
    for label in labels:
        key = (label["repository"], label["text"], label["weight"], label["size"], label["saved"])
        # Once each; a width more than 8 % from today's is a layout case, not a font one.
        if key not in unique and 0.92 <= terms(label, False)[0] / label["saved"] <= 1.08:
            unique.add(key)
            kept.append(label)
    half = lambda label: "fit" if hashlib.sha1(label["repository"].encode()).hexdigest()[0] in "01234567" else "check"
    fitting = [label for label in kept if half(label) == "fit"]
    checking = [label for label in kept if half(label) == "check"]

    def table(data):
        counts = collections.Counter((GROUP.get(l["weight"]), c) for l in data if l["size"] <= 17 for c in l["text"])
        return {key: round(f, 3) for key, f in fit(data, options.penalty).items()
                if key[0] in ("regular", "semibold", "bold") and counts[key] >= options.min_count
                and abs(round(f, 3) - 1) >= options.min_change - 1e-9}

    print(f"{len(kept)} labels in {len({l['repository'] for l in kept})} repositories; fitting {len(fitting)}, checking {len(checking)}")
    for name, factors in (("today's", {}), ("per character (fitted on the fitting half)", table(fitting))):
        n, half_point, two, mean = score(checking, factors)
        print(f"checking half, {name}: {half_point} of {n} within 0.5 pt, {two} within 2 pt, mean error {mean:.3f} pt")
    shipped = table(kept)
    for group in ("regular", "semibold", "bold"):
        row = sorted((c, f) for (g, c), f in shipped.items() if g == group)
        print(group + ": " + ", ".join(f'"{c}": {f:.3f}' for c, f in row))
    if options.json:
        with open(options.json, "w") as handle:
            json.dump(kept, handle)


if __name__ == "__main__":
    main()
