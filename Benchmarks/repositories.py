#!/usr/bin/env python3
"""Runs Bezel over whole repositories, as a team runs it over its app's folder.

The rule, fixed before measuring: every repository of one half of a corpus TSV (Benchmarks/corpus.tsv, or an
exploration set's explore.tsv), whole, at the TSV's commit: every regular file of the commit's tree that the
fetched snapshot holds (the store keeps no blob of 4 MiB or more; symbolic links and submodules are written as
nothing, as in Benchmarks/corpus.py), plus an empty `.git` folder at the root, as a clone has. On each
repository folder it runs

    bezel check REPO --device saved --fail-on never --format json      (standard output discarded)
    bezel render REPO --device saved --fail-on never --out OUT/render/REPO --quiet

and reports each command's exit status (0 and 1 are a run that went through; 2 refuses the whole folder) and
the first error line. A team's first command over its app must not stop at a file that is not one of the app's
screens (asset catalogues' `Contents.json`, a macOS target, `Pods/`, localised copies of one storyboard); this
is the benchmark that found those. Fetches nothing: each repository must first be fetched whole with the
search tool's `fetch`, which leaves a git directory at `MIRROR/owner+name/repo`.

    python3 Benchmarks/repositories.py OUT --half tuning [--tsv Benchmarks/corpus.tsv] [--mirror /work/.mirror]
        [--bezel .build/release/bezel] [--timeout 600]

Prints a table (repository, documents, check and render exit status, first error) and a summary; exits 0.
"""
import argparse
import collections
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import REGULAR_MODES, Blobs, CorpusError, git_directory, half_rows, is_safe, tree, write  # noqa: E402


def extract(mirror, repository, commit, root):
    """Writes the commit's regular files under `root`; returns (files written, files the snapshot lacks)."""
    git = git_directory(mirror, repository)
    written = missing = 0
    blobs = Blobs(git)
    try:
        for mode, oid, path in tree(git, repository, commit):
            if mode not in REGULAR_MODES or not is_safe(path):
                continue
            data = blobs.read(oid)
            if data is None:
                missing += 1
                continue
            write(root, "", path, data)
            written += 1
    finally:
        blobs.close()
    os.makedirs(os.path.join(root, ".git"), exist_ok=True)
    return written, missing


def run(command, timeout):
    """(exit status or 'timeout', first error line of standard error)."""
    try:
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    lines = done.stderr.decode("utf-8", "replace").splitlines()
    errors = [line for line in lines if line.startswith("error:") or ": error:" in line or "Fatal error" in line]
    status = done.returncode if done.returncode >= 0 else f"signal {-done.returncode}"
    return status, (errors[0] if errors else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="work folder: OUT/repos/<owner>__<name> and OUT/render/<owner>__<name>")
    parser.add_argument("--half", required=True, choices=("tuning", "held-out"))
    parser.add_argument("--tsv", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus.tsv"))
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--bezel", default=".build/release/bezel")
    parser.add_argument("--timeout", type=int, default=600, help="seconds for each command (default 600)")
    args = parser.parse_args()
    try:
        rows = half_rows(args.tsv, args.half)
    except CorpusError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    commits = collections.OrderedDict()
    for row in rows:
        commits.setdefault(row["repository"], row["commit"])
    bezel = os.path.abspath(args.bezel)
    statuses = collections.Counter()
    print("| repository | files | missing blobs | documents | check | render | first error |")
    print("| --- | ---: | ---: | ---: | --- | --- | --- |")
    for repository, commit in commits.items():
        folder = repository.replace("/", "__")
        root = os.path.join(args.out, "repos", folder)
        shutil.rmtree(root, ignore_errors=True)
        try:
            written, missing = extract(args.mirror, repository, commit, root)
        except CorpusError as error:
            print(f"| {repository} | — | — | — | — | — | not extracted: {error} |", flush=True)
            statuses["not extracted"] += 1
            continue
        documents = sum(1 for _, _, names in os.walk(root) for name in names
                        if name.lower().endswith((".storyboard", ".xib")))
        check, check_error = run([bezel, "check", root, "--device", "saved", "--fail-on", "never", "--format", "json"],
                                 args.timeout)
        output = os.path.join(args.out, "render", folder)
        shutil.rmtree(output, ignore_errors=True)
        render, render_error = run([bezel, "render", root, "--device", "saved", "--fail-on", "never", "--out", output,
                                    "--quiet"], args.timeout)
        statuses[f"check {check}, render {render}"] += 1
        shown = (check_error or render_error).replace("|", "\\|")[:200]
        print(f"| {repository} | {written} | {missing} | {documents} | {check} | {render} | {shown} |", flush=True)
    print()
    print(f"{len(commits)} repositories of the {args.half} half:", ", ".join(f"{n} {k}" for k, n in statuses.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
