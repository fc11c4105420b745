#!/usr/bin/env python3
"""How much wider Bezel's substitute fonts set text than Xcode did: for every one-line label of a half of
Benchmarks/corpus.tsv whose saved width Interface Builder took from its text, the ratio of the width Bezel lays
it out at (`bezel layout DOC --device saved --json`: Bezel's measure of the text in its font, rounded up to
device pixels as UILabel's intrinsic size is) to the width the document saved (Xcode's measure in the real
font, rounded the same way). Prints the distribution (median, 95th and 99th percentile, max) per font class and
size band (SF Pro Text below 20 pt, SF Pro Display from 20 pt); docs/research/substitute-width.md explains the method and the figures.

Selection (read from the document, not from Bezel): a `<label>` with text (no attributed text), one line
(`numberOfLines` absent or 1), `adjustsFontSizeToFit="NO"`, not `misplaced` or `ambiguous`, laid out by Auto
Layout (`translatesAutoresizingMaskIntoConstraints="NO"`, no `fixedFrame="YES"`), not arranged in a stack view that
may stretch it (only a vertical stack aligning its views leading, centre or trailing leaves their widths alone),
and whose width no constraint fixes: none on its width (a constant, or equal to another view's), and not two of
leading, trailing and centre X with an `equal` relation above the label's 251 hugging priority (any two fix
the width). Such a label is
as wide as its text, in Xcode and in Bezel, unless Bezel's layout goes wrong elsewhere: the script reports every
ratio above 1.2 or below 0.8 apart, as layout cases rather than font ones.

    python3 Benchmarks/substitute_width.py CORPUS_DIR [--half tuning] [--tsv Benchmarks/corpus.tsv]
        [--bezel .build/release/bezel] [--jobs 2] [--json OUT.json]
"""
import argparse
import collections
import concurrent.futures
import csv
import json
import os
import subprocess
import xml.etree.ElementTree as ET

LEADING = {"leading", "left", "leadingMargin", "leftMargin"}
TRAILING = {"trailing", "right", "trailingMargin", "rightMargin"}
CENTRE = {"centerX", "centerXWithinMargins"}
# Interface Builder's text styles at the default content size, in points and weight (Apple's Human Interface
# Guidelines, Typography, "Dynamic Type sizes", Large column).
STYLES = {
    "UICTFontTextStyleLargeTitle": (34, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
    "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle3": (20, "regular"),
    "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleBody": (17, "regular"),
    "UICTFontTextStyleCallout": (16, "regular"), "UICTFontTextStyleSubhead": (15, "regular"),
    "UICTFontTextStyleFootnote": (13, "regular"), "UICTFontTextStyleCaption1": (12, "regular"),
    "UICTFontTextStyleCaption2": (11, "regular"),
}


def font_class(label, custom_fonts, font_files):
    """(class, size): `system WEIGHT`, `project font` (a face the project ships: exact metrics) or `named
    family` (a family Bezel has no file of, set in Inter)."""
    font = label.find("fontDescription")
    # A label with no font description is 17 pt system (Interface Builder's default), a classic button 15 pt
    # (docs/research/ib-defaults.md).
    if font is None:
        return "system regular", 17.0
    style = font.get("style")
    if style in STYLES:
        size, weight = STYLES[style]
        return f"system {weight}", float(size)
    size = float(font.get("pointSize", "17"))
    kind = font.get("type")
    if kind == "system":
        return f"system {font.get('weight', 'regular')}", size
    if kind == "boldSystem":
        return "system bold", size
    if kind is not None:
        return f"system {kind}", size
    # A face is the project's own only when its file is there: `<customFonts>` names the file a face came
    # from on the author's machine, which a repository need not hold.
    name = font.get("name", "")
    files = {name.lower()} | {os.path.splitext(f)[0].lower() for f in custom_fonts.get(name, ())}
    if files & font_files:
        return "project font", size
    return "named family", size


def band(size):
    return "< 20 pt" if size < 20 else "≥ 20 pt"


def selected_labels(path):
    """{id: (text, class, size, saved width)} for the labels the selection rule keeps."""
    root = ET.parse(path).getroot()
    custom_fonts = collections.defaultdict(set)  # PostScript name -> the font files <customFonts> lists for it
    for fonts in root.iter("customFonts"):
        for array in fonts.iter("array"):
            for string in array.iter("string"):
                custom_fonts[string.text].add(array.get("key", ""))
    parents = {child: parent for parent in root.iter() for child in parent}
    anchors = collections.defaultdict(set)  # view id -> the horizontal attributes fixed by `equal` constraints
    widths = set()
    for constraints in root.iter("constraints"):
        owner = parents.get(constraints)
        for c in constraints.findall("constraint"):
            first = c.get("firstItem") or (owner.get("id") if owner is not None else None)
            second = c.get("secondItem")
            for item, attribute in ((first, c.get("firstAttribute")), (second, c.get("secondAttribute"))):
                if item is None or attribute is None:
                    continue
                if attribute == "width":
                    widths.add(item)
                elif c.get("relation") is None and float(c.get("priority", "1000")) > 251:
                    anchors[item].add("leading" if attribute in LEADING else "trailing" if attribute in TRAILING
                                      else "centre" if attribute in CENTRE else "other")
    found = {}
    for view in list(root.iter("label")) + list(root.iter("button")):
        ident = view.get("id")
        if view.tag == "label":
            text = view.get("text")
            if view.find("attributedString") is not None:
                continue
            if view.get("numberOfLines", "1") != "1" or view.get("adjustsFontSizeToFit") != "NO":
                continue
        else:
            # A title-only button of the classic style: no configuration, no image, no insets of its own.
            normal = view.find("state[@key='normal']")
            text = normal.get("title") if normal is not None else None
            if view.find("buttonConfiguration") is not None or view.find("inset") is not None:
                continue
            if any(state.get("image") or state.get("backgroundImage") or state.find("attributedString") is not None
                   for state in view.findall("state")):
                continue
        if not ident or not text or "\n" in text:
            continue
        if view.get("misplaced") == "YES" or view.get("ambiguous") == "YES":
            continue
        if view.get("translatesAutoresizingMaskIntoConstraints") != "NO" or view.get("fixedFrame") == "YES":
            continue
        superview = parents.get(parents.get(view))
        if superview is not None and superview.tag == "stackView" and not (
                superview.get("axis") == "vertical" and superview.get("alignment") in ("top", "leading", "center", "trailing", "bottom")):
            continue
        if ident in widths or len(anchors[ident] & {"leading", "trailing", "centre"}) >= 2:
            continue
        rect = view.find("rect[@key='frame']")
        if rect is None:
            continue
        found[ident] = (text, rect_width(rect), view)
    return found, custom_fonts


def rect_width(rect):
    return float(rect.get("width"))


def font_files(folder):
    """The stems of the project's font files, lower-cased (`Gilroy-Bold` for `Fonts/Gilroy-Bold.ttf`)."""
    stems = set()
    for directory, _, files in os.walk(folder):
        for name in files:
            stem, extension = os.path.splitext(name)
            if extension.lower() in (".ttf", ".otf", ".ttc"):
                stems.add(stem.lower())
    return stems


def laid_out_widths(bezel, path):
    run = subprocess.run([bezel, "layout", path, "--device", "saved", "--json"], capture_output=True, text=True, timeout=600)
    if run.returncode not in (0, 1) or not run.stdout.strip():
        return None
    scenes = json.loads(run.stdout)
    if isinstance(scenes, dict):
        scenes = [scenes]
    widths = {}
    for scene in scenes:
        for view in scene.get("views", []):
            # A prototype cell's content can be laid out once per row: the first row's is the one Xcode saved.
            widths.setdefault(view["id"], view["frame"]["width"])
    return widths


def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    rank = (len(ordered) - 1) * p / 100
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("--tsv", default=os.path.join(os.path.dirname(__file__), "corpus.tsv"))
    parser.add_argument("--half", choices=("tuning", "held-out"), default="tuning")
    parser.add_argument("--bezel", default=".build/release/bezel")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", help="also write every measured label here")
    options = parser.parse_args()
    bezel = os.path.abspath(options.bezel)
    with open(options.tsv) as handle:
        rows = [r for r in csv.DictReader(handle, delimiter="\t") if r["half"] == options.half]
    stems = {}

    def one(row):
        folder = os.path.join(options.corpus, row["repository"].replace("/", "__"))
        local = os.path.join(folder, row["path"])
        labels, custom = selected_labels(local)
        if not labels:
            return row, []
        if folder not in stems:
            stems[folder] = font_files(folder)
        widths = laid_out_widths(bezel, local)
        if widths is None:
            return row, []
        measured = []
        for ident, (text, saved, label) in labels.items():
            if ident not in widths or saved <= 0:
                continue
            kind, size = font_class(label, custom, stems[folder])
            if label.tag == "button":
                kind, size = "button, " + kind, (size if label.find("fontDescription") is not None else 15.0)
            measured.append(dict(repository=row["repository"], path=row["path"], id=ident, text=text, font=kind,
                                 size=size, saved=saved, bezel=widths[ident], ratio=widths[ident] / saved))
        return row, measured

    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        done = list(pool.map(one, rows))
    every = [m for _, measured in done for m in measured]
    font_cases = [m for m in every if 0.8 <= m["ratio"] <= 1.2]
    layout_cases = [m for m in every if not 0.8 <= m["ratio"] <= 1.2]
    groups = collections.defaultdict(list)
    for m in font_cases:
        groups[(m["font"], "all sizes")].append(m["ratio"])
        groups[(m["font"], band(m["size"]))].append(m["ratio"])
        if m["font"].startswith("system"):
            groups[("system, every weight", "all sizes")].append(m["ratio"])
            groups[("system, every weight", band(m["size"]))].append(m["ratio"])
    print(f"{options.half}: {len(every)} labels selected in {sum(1 for _, m in done if m)} documents; "
          f"{len(layout_cases)} with a ratio outside 0.8–1.2 set apart as layout cases")
    print()
    print("| font | size | labels | median | 95th | 99th | max | share wider than saved |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for (kind, size), ratios in sorted(groups.items()):
        wider = sum(1 for r in ratios if r > 1 + 1e-9)
        print(f"| {kind} | {size} | {len(ratios)} | {percentile(ratios, 50):.4f} | {percentile(ratios, 95):.4f} |"
              f" {percentile(ratios, 99):.4f} | {max(ratios):.4f} | {wider * 100 / len(ratios):.0f} % |")
    print()
    print("Layout cases (ratio outside 0.8–1.2):")
    for m in sorted(layout_cases, key=lambda m: m["ratio"]):
        print(f"- {m['repository']} `{m['path']}` `{m['id']}` '{m['text']}' {m['font']} {m['size']:g} pt: "
              f"saved {m['saved']:g}, Bezel {m['bezel']:g} ({m['ratio']:.3f})")
    print()
    print("The widest ten font cases:")
    for m in sorted(font_cases, key=lambda m: -m["ratio"])[:10]:
        print(f"- {m['repository']} `{m['id']}` '{m['text']}' {m['font']} {m['size']:g} pt: "
              f"saved {m['saved']:g}, Bezel {m['bezel']:g} ({m['ratio']:.4f})")
    if options.json:
        with open(options.json, "w") as handle:
            json.dump(every, handle, indent=0)


if __name__ == "__main__":
    main()
