#!/usr/bin/env python3
"""False `text-truncated` findings: runs `bezel check DOC --device saved --format json` on every document of a
half of Benchmarks/corpus.tsv and sets each `text-truncated` finding beside the frame Interface Builder saved
for its view (from the `--json` file Benchmarks/agreement.py wrote for the same half and binary).

A finding is counted false by the saved frame when the saved frame holds the text as Bezel measures it: a
one-line text needs no more than the saved width, a multi-line text no more lines than the saved height
shows. Those findings come from a frame Bezel lays out smaller than Xcode saved. Findings on views that were
not compared (no saved frame) are listed apart, and so are `text-tight` findings (overflows within the substitute
font's measured error, which are not `text-truncated`). What the saved frame cannot show — a title Xcode does not
draw, text Xcode shrinks, SF narrower than Bezel's substitute — is for the reader of the list to judge.

    python3 Benchmarks/truncation.py CORPUS_DIR --agreement AGREEMENT.json [--half tuning|held-out]
        [--tsv Benchmarks/corpus.tsv] [--bezel .build/debug/bezel] [--jobs 2]
"""
import argparse
import concurrent.futures
import csv
import json
import os
import re
import subprocess


def findings(bezel, local):
    run = subprocess.run([bezel, "check", local, "--device", "saved", "--format", "json", "--fail-on", "never"],
                         capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        return None
    return [f for f in json.loads(run.stdout)["findings"] if f["rule"] in ("text-truncated", "text-tight")]


def fits_saved(finding, saved):
    """True when the saved frame holds the text as the finding measures it."""
    one = re.search(r"needs ([0-9.]+) pt in", finding["message"])
    if one:
        return float(one.group(1)) <= saved["width"] + 1e-6
    lines = re.search(r"needs (\d+) lines in ([0-9.]+) pt .* shows (\d+): ([0-9.]+) pt of text are cut", finding["message"])
    if lines:
        needed, shown, hidden = int(lines.group(1)), int(lines.group(3)), float(lines.group(4))
        line = hidden / (needed - shown)
        wider = saved["width"] >= finding["region"]["width"] - 1e-6
        return wider and saved["height"] >= needed * line - 1e-6
    return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("--agreement", required=True)
    parser.add_argument("--tsv", default=os.path.join(os.path.dirname(__file__), "corpus.tsv"))
    parser.add_argument("--half", choices=("tuning", "held-out"), default="tuning")
    parser.add_argument("--bezel", default=".build/debug/bezel")
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    bezel = os.path.abspath(options.bezel)
    with open(options.tsv) as handle:
        rows = [r for r in csv.DictReader(handle, delimiter="\t") if r["half"] == options.half]
    with open(options.agreement) as handle:
        saved = {(v["repository"], v["path"], v["id"]): v for v in json.load(handle)}

    def one(row):
        local = os.path.join(options.corpus, row["repository"].replace("/", "__"), row["path"])
        return row, findings(bezel, local)

    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        done = list(pool.map(one, rows))
    total, false, unmatched, lines, tight = 0, 0, 0, [], []
    for row, found in done:
        if found is None:
            lines.append(f"- {row['repository']} `{row['path']}`: check did not run")
            continue
        for finding in found:
            if finding["rule"] == "text-tight":
                tight.append(f"- {row['repository']} `{finding['view']}`: {finding['message']}")
                continue
            total += 1
            view = saved.get((row["repository"], row["path"], finding["view"]))
            if view is None:
                unmatched += 1
                verdict = "no saved frame compared"
            elif fits_saved(finding, view["saved"]):
                false += 1
                verdict = "FALSE: the saved frame holds the text"
            else:
                verdict = "saved frame too small for Bezel's measure"
            frame = lambda r: f"{r['width']:.1f} × {r['height']:.1f}" if r else "—"
            lines.append(f"- {row['repository']} `{finding['view']}`: {finding['message']}; saved "
                         f"{frame(view and view['saved'])}, Bezel {frame(view and view['laidOut'])}: {verdict}")
    print(f"{options.half}: {total} text-truncated findings; {false} false by the saved frame; "
          f"{unmatched} on views with no saved frame compared")
    print()
    print("\n".join(lines))
    # Overflows within the substitute font's measured error (docs/research/substitute-width.md), apart.
    print()
    print(f"{len(tight)} text-tight findings")
    print()
    print("\n".join(tight))


if __name__ == "__main__":
    main()
