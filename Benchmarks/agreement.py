#!/usr/bin/env python3
"""Agreement with Xcode (issue 13): lays out every storyboard and XIB of a corpus folder with
`bezel layout FILE --device saved --compare-saved --json` and prints a Markdown table of how many views
land within 0.5 pt and 2 pt of the frames Interface Builder saved, with the worst misses.

The corpus is public documents copied locally, never committed: a folder holding `<owner>__<repo>/...`
copies and `SOURCES*.tsv` files (repo, path, commit, toolsVersion, device id, frame count; tab-separated).

    python3 Benchmarks/agreement.py CORPUS_DIR [--bezel .build/release/bezel] > Benchmarks/agreement.md
"""
import argparse
import csv
import glob
import json
import os
import subprocess


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("--bezel", default=".build/release/bezel")
    options = parser.parse_args()
    bezel = os.path.abspath(options.bezel)
    rows = []
    for tsv in sorted(glob.glob(os.path.join(options.corpus, "SOURCES*.tsv"))):
        with open(tsv) as handle:
            for row in csv.reader(handle, delimiter="\t"):
                if row and row[0] != "repo":
                    rows.append(row)
    rows.sort()
    totals = dict(views=0, close=0, near=0, misplaced=0, ambiguous=0)
    misses = []
    print("| repository | document | toolsVersion | device | views compared | ≤ 0.5 pt | ≤ 2 pt |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for repo, path, commit, tools, device, *_ in rows:
        local = os.path.join(options.corpus, repo.replace("/", "__"), path.replace("/", "__"))
        run = subprocess.run([bezel, "layout", local, "--device", "saved", "--compare-saved", "--json"],
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(f"| {repo} | `{os.path.basename(path)}` | {tools} | `{device}` | refused: {run.stderr.strip()[:80]} | | |")
            continue
        result = json.loads(run.stdout)
        totals["views"] += result["views"]
        totals["close"] += result["within0_5"]
        totals["near"] += result["within2"]
        totals["misplaced"] += result["misplaced"]
        totals["ambiguous"] += result["ambiguous"]
        for scene in result["scenes"]:
            for view in scene["views"]:
                if view["difference"] > 2:
                    misses.append((view["difference"], repo, os.path.basename(path), view["id"], view["saved"], view["laidOut"]))
        print(f"| {repo} @ {commit[:7]} | `{os.path.basename(path)}` | {tools} | `{device}` | {result['views']} |"
              f" {result['within0_5']} | {result['within2']} |")
    views = max(totals["views"], 1)
    repositories = len({row[0] for row in rows})
    print(f"| **{repositories} repositories, {len(rows)} documents** | | | | **{totals['views']}** |"
          f" **{totals['close']} ({totals['close'] * 100 / views:.1f} %)** | **{totals['near']} ({totals['near'] * 100 / views:.1f} %)** |")
    print()
    print(f"Not compared: {totals['misplaced']} views the documents mark misplaced and {totals['ambiguous']} they mark ambiguous.")
    print()
    print("Worst misses (the largest of |Δx|, |Δy|, |Δwidth|, |Δheight|):")
    print()
    for difference, repo, name, view, saved, laid in sorted(misses, key=lambda m: -m[0])[:10]:
        f = lambda r: f"({r['x']}, {r['y']}, {r['width']}, {r['height']})"
        print(f"- {difference:.1f} pt: `{view}` in {repo} `{name}`: saved {f(saved)}, Bezel {f(laid)}")


if __name__ == "__main__":
    main()
