#!/usr/bin/env python3
"""Placeholder share: how much of a real document Bezel draws as a placeholder (docs/assets.md, "How much
of a real document is drawn as a placeholder"). Every document of one half of Benchmarks/corpus.tsv is
laid out with `bezel layout DOC --device saved --json`, and the screens' "not drawn exactly" entries
(`notDrawnExactly`) are counted by kind against the laid-out elements.

The rule, as docs/assets.md states it:
- Elements: every laid-out view of every scene, except the system bars, the copies of repeated prototype
  cells (ids ending `~2`, `~3`, ...) and views of the app's own class (kind `custom`: their pixels are the
  app's code, drawn as a labelled box by design).
- Placeholders: every "not drawn exactly" entry except custom views (not elements), substitute fonts
  (drawn, in the stand-in font, not a placeholder) and SF Symbols drawn as look-alikes (drawn, as a Material
  icon in the tint, not a placeholder) and, from 2026-12-05, images whose name differs from the project's file or
  set in case alone (drawn from that file, named as a device would not load it) and catalogue sets named with
  `.png` after the set's name (drawn from the set, named as Apple documents no rule for such a name) and, from
  2026-12-07, images one of whose files could not be drawn (drawn from another file of the set). Bar items are entries too (a system bar button
  item's symbol, a PDF bar item image).
- Printed: the count and share, the share with SF Symbols left out (Apple's symbols cannot be shipped),
  and a table by kind. A document Bezel refuses (exit status 2) is listed and not counted.

Run it on the project form of the corpus (`OUT/docs-project` of Benchmarks/corpus.py: each document beside
its project's catalogues, fonts and images, the way a user runs Bezel), on the tuning half:

    python3 Benchmarks/corpus.py /work/corpus
    python3 Benchmarks/placeholders.py /work/corpus/docs-project [--bezel .build/debug/bezel]
        [--half tuning|held-out] [--tsv Benchmarks/corpus.tsv]
"""
import argparse
import collections
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import SYSTEM_BARS, CorpusError, document_path, half_rows  # noqa: E402

NOT_PLACEHOLDERS = ("custom view", "substitute font", "SF Symbol look-alike", "image named in another case",
                    "catalogue image named with .png", "image with a file that could not be drawn")
SF_SYMBOL = "SF Symbol"


def is_element(view):
    """Whether a view of the layout JSON counts as an element (the rule in the docstring)."""
    return view["kind"] not in SYSTEM_BARS and view["kind"] != "custom" and "~" not in view["id"]


def measure(bezel, document):
    """(elements, placeholder kinds) of one document, or (None, the last line of its error) when refused."""
    run = subprocess.run([bezel, "layout", document, "--device", "saved", "--json"], capture_output=True, text=True)
    # Exit status 1 is a laid-out document with conflicting constraints (`bezel layout --help`): counted.
    if run.returncode not in (0, 1):
        lines = run.stderr.strip().splitlines()
        return None, lines[-1] if lines else f"exit status {run.returncode}"
    screens = json.loads(run.stdout)
    elements, kinds = 0, []
    # One scene is printed as its object, several as an array of them.
    for screen in screens if isinstance(screens, list) else [screens]:
        elements += sum(1 for view in screen["views"] if is_element(view))
        kinds += [entry["what"] for entry in screen.get("notDrawnExactly", []) if entry["what"] not in NOT_PLACEHOLDERS]
    return elements, kinds


def share(count, total):
    return f"{count:,} of {total:,} ({100 * count / total:.1f} %)" if total else f"{count} of 0"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", metavar="CORPUS_DIR", help="the project form of the corpus (OUT/docs-project)")
    parser.add_argument("--bezel", default=".build/debug/bezel")
    parser.add_argument("--half", choices=("tuning", "held-out"), default="tuning")
    parser.add_argument("--tsv", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus.tsv"))
    options = parser.parse_args()
    try:
        rows = half_rows(options.tsv, options.half)
    except (CorpusError, OSError) as error:
        print(f"placeholders.py: {error}", file=sys.stderr)
        return 2
    bezel = os.path.abspath(options.bezel)
    elements, kinds, refused = 0, collections.Counter(), []
    for row in rows:
        document = document_path(options.corpus, row)
        if not os.path.isfile(document):
            print(f"placeholders.py: {options.tsv}:{row['line']}: {document} is missing (run Benchmarks/corpus.py)",
                  file=sys.stderr)
            return 2
        count, found = measure(bezel, document)
        if count is None:
            refused.append(f"{row['repository']} `{row['path']}`: {found}")
            continue
        elements += count
        kinds.update(found)
    placeholders = sum(kinds.values())
    print(f"{options.half} half: {len(rows)} documents, {len(refused)} refused")
    print(f"placeholders: {share(placeholders, elements)}")
    print(f"SF Symbols left out: {share(placeholders - kinds[SF_SYMBOL], elements)}")
    print()
    print("| not drawn exactly | count | share |")
    print("| --- | ---: | ---: |")
    for what, count in sorted(kinds.items(), key=lambda item: (-item[1], item[0])):
        print(f"| {what} | {count} | {100 * count / elements:.1f} % |")
    if refused:
        print()
        print("Refused (not counted):")
        for line in refused:
            print(f"- {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
