#!/usr/bin/env python3
"""Rebuilds the measurement corpus of Benchmarks/agreement.md from fetched repositories.

Every repository of Benchmarks/corpus.tsv (repository, commit, path, half) must first be fetched whole
with the search tool's `fetch` (`github:owner/name`), which leaves a git directory at
`MIRROR/owner+name/repo` (or `MIRROR/owner+name/repo/.git`). This script fetches nothing; it reads each
repository at the TSV's commit and writes two forms of the corpus:

- `OUT/docs/<owner>__<name>/<path>`: the listed documents alone;
- `OUT/docs-project/<owner>__<name>/<path>`: the listed documents plus the project's files, as the rule
  "With the project's files" in Benchmarks/agreement.md says: every font file (`*.ttf`, `*.otf`, `*.ttc`),
  `Info.plist`, asset catalogue (`*.xcassets/**`), loose image (`*.png`, `*.jpg`, `*.jpeg`, `*.pdf`) and
  project file (`*.xcodeproj/project.pbxproj`), except under a `Pods/`, `Carthage/` or `vendor/` folder.
  Extensions are matched in any case, as Bezel's own project-file search does
  (Sources/Screens/Assets/ProjectFileFinder.swift). Each repository's folder also gets an empty `.git`
  folder, as a clone's root has one: Bezel takes the folder holding `.git` as the project's root.

    python3 Benchmarks/corpus.py OUT [--mirror /work/.mirror] [--tsv Benchmarks/corpus.tsv]

Both trees are built in a scratch folder inside OUT and moved into place only when every document was
written, so OUT never holds half a corpus. Only regular files are written: symbolic links and submodules
of a commit are written as nothing, and a path that is absolute or holds `.` or `..` is refused. A file
the snapshot lacks (the store keeps no blob of 4 MiB or more) is left out and named in the summary; a
listed document that cannot be written stops the run with exit status 2 and nothing changed in OUT.
"""
import argparse
import collections
import csv
import os
import re
import shutil
import subprocess
import sys
import tempfile

EXCLUDED_FOLDERS = ("Pods", "Carthage", "vendor")
FONT_EXTENSIONS = (".ttf", ".otf", ".ttc")
IMAGE_EXTENSIONS = (".png", ".jpg", ".jpeg", ".pdf")
REPOSITORY = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*/[A-Za-z0-9_.-]+$")
COMMIT = re.compile(r"^[0-9a-f]{40}$")
REGULAR_MODES = ("100644", "100755")
# The system bars `bezel layout --json` lists before a screen's own views (`bezel layout --help`); the
# measurement scripts that read the layout JSON leave them out.
SYSTEM_BARS = frozenset(("statusBar", "navigationBar", "tabBar", "toolbar", "homeIndicator"))


class CorpusError(Exception):
    """One clear message naming the culprit; the run stops with exit status 2."""


def is_project_file(path):
    """Whether `path` (a path inside the repository, `/`-separated) is one of the project's files the rule
    "With the project's files" of Benchmarks/agreement.md keeps."""
    parts = path.split("/")
    folders, name = parts[:-1], parts[-1]
    if any(folder in EXCLUDED_FOLDERS for folder in folders):
        return False
    lower = name.lower()
    if lower.endswith(FONT_EXTENSIONS) or lower.endswith(IMAGE_EXTENSIONS) or name == "Info.plist":
        return True
    if any(folder.endswith(".xcassets") for folder in folders):
        return True
    return name == "project.pbxproj" and bool(folders) and folders[-1].endswith(".xcodeproj")


def is_safe(path):
    """Whether `path` stays inside the folder it is joined to: relative, no empty, `.` or `..` part."""
    return bool(path) and not path.startswith("/") and all(part not in ("", ".", "..") for part in path.split("/"))


def git_directory(mirror, repository):
    """The git directory `fetch` left for `repository`: a bare copy, or a clone's `.git`."""
    base = os.path.join(mirror, repository.replace("/", "+"), "repo")
    for candidate in (os.path.join(base, ".git"), base):
        if os.path.isfile(os.path.join(candidate, "HEAD")):
            return candidate
    raise CorpusError(f"{repository}: no fetched copy at {base} (fetch github:{repository} first)")


def tree(git, repository, commit):
    """Every entry of `commit`'s tree as (mode, object id, path), in git's byte order of paths."""
    run = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "-z", "--full-tree", commit],
                         capture_output=True)
    if run.returncode != 0:
        message = run.stderr.decode("utf-8", "replace").strip().splitlines()
        raise CorpusError(f"{repository}: commit {commit} cannot be listed in {git}: "
                          f"{message[-1] if message else 'git ls-tree failed'}")
    entries = []
    for record in run.stdout.split(b"\0"):
        if not record:
            continue
        header, _, path = record.partition(b"\t")
        mode, _, oid = header.decode().split(" ")
        entries.append((mode, oid, path.decode("utf-8", "surrogateescape")))
    return entries


class Blobs:
    """Reads blobs one at a time through one `git cat-file --batch` process."""

    def __init__(self, git):
        self.process = subprocess.Popen(["git", "--git-dir", git, "cat-file", "--batch"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def read(self, oid):
        """The blob's bytes, or None when the snapshot does not hold it."""
        self.process.stdin.write(oid.encode() + b"\n")
        self.process.stdin.flush()
        header = self.process.stdout.readline().decode().split()
        if len(header) != 3:
            return None
        size = int(header[2])
        data = self.process.stdout.read(size)
        self.process.stdout.read(1)
        return data if header[1] == "blob" else None

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def write(root, folder, path, data):
    """Writes `data` at `root/folder/path`, which is_safe has checked stays inside `root`."""
    target = os.path.join(root, folder, *path.split("/"))
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as handle:
        handle.write(data)


def read_rows(tsv):
    """The TSV's rows with their line numbers, each checked before anything is read."""
    with open(tsv, newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    for line, row in enumerate(rows, start=2):
        row["line"] = line
        where = f"{tsv}:{line}"
        if None in row or any(row.get(key) is None for key in ("repository", "commit", "path", "half")):
            raise CorpusError(f"{where}: a row needs four tab-separated fields: repository, commit, path, half")
        if not REPOSITORY.match(row["repository"]) or row["repository"].split("/")[1] in (".", ".."):
            raise CorpusError(f"{where}: {row['repository']!r} is not an owner/name")
        if not COMMIT.match(row["commit"]):
            raise CorpusError(f"{where}: {row['commit']!r} is not a 40-digit commit")
        if not is_safe(row["path"]):
            raise CorpusError(f"{where}: the path {row['path']!r} leaves the repository's folder")
    return rows


def half_rows(tsv, half):
    """The checked rows of `tsv` in `half` (`tuning` or `held-out`; every row when None)."""
    return [row for row in read_rows(tsv) if half is None or row["half"] == half]


def document_path(corpus, row):
    """Where a row's document lies in one form of the corpus (`OUT/docs` or `OUT/docs-project`)."""
    return os.path.join(corpus, row["repository"].replace("/", "__"), *row["path"].split("/"))


def build(rows, mirror, tsv, scratch):
    """Writes both forms of the corpus into `scratch`; returns the summary's figures."""
    by_repository = collections.OrderedDict()
    for row in rows:
        by_repository.setdefault((row["repository"], row["commit"]), []).append(row)
    project_files, absent = 0, []
    for (repository, commit), listed in by_repository.items():
        git = git_directory(mirror, repository)
        entries = tree(git, repository, commit)
        wanted = {row["path"]: row for row in listed}
        folder = repository.replace("/", "__")
        found = set()
        blobs = Blobs(git)
        try:
            for mode, oid, path in entries:
                document = wanted.get(path)
                if document is None and not is_project_file(path):
                    continue
                if document is not None:
                    found.add(path)
                    if mode not in REGULAR_MODES:
                        raise CorpusError(f"{tsv}:{document['line']}: {path} is not a regular file at {commit} (mode {mode})")
                if mode not in REGULAR_MODES or not is_safe(path):
                    continue
                data = blobs.read(oid)
                if data is None:
                    if document is not None:
                        raise CorpusError(f"{tsv}:{document['line']}: the snapshot of {repository} lacks {path}")
                    absent.append(f"{repository}/{path}")
                    continue
                write(scratch, "docs-project", folder + "/" + path, data)
                if document is not None:
                    write(scratch, "docs", folder + "/" + path, data)
                else:
                    project_files += 1
        finally:
            blobs.close()
        # A clone's root holds `.git`, where Bezel's project lookup stops and from which it searches the whole
        # repository for catalogues and loose images (docs/assets.md); without it a document in a repository
        # with no `*.xcodeproj` above it is looked up only beside itself and the folders above it.
        os.makedirs(os.path.join(scratch, "docs-project", folder, ".git"), exist_ok=True)
        for path, row in wanted.items():
            if path not in found:
                raise CorpusError(f"{tsv}:{row['line']}: {path} is not in {repository} at {commit}")
    return project_files, absent


def count_present(out, rows):
    """Documents of each half present in both trees of `out`, to check against the TSV."""
    present = collections.Counter()
    for row in rows:
        if all(os.path.isfile(document_path(os.path.join(out, form), row)) for form in ("docs", "docs-project")):
            present[row["half"]] += 1
    return present


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="the folder that gets docs/ and docs-project/")
    parser.add_argument("--mirror", default="/work/.mirror", help="where fetch left the repositories")
    parser.add_argument("--tsv", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus.tsv"))
    options = parser.parse_args()
    try:
        rows = read_rows(options.tsv)
        os.makedirs(options.out, exist_ok=True)
        scratch = tempfile.mkdtemp(prefix=".corpus-", dir=options.out)
        try:
            project_files, absent = build(rows, options.mirror, options.tsv, scratch)
            for form in ("docs", "docs-project"):
                os.makedirs(os.path.join(scratch, form), exist_ok=True)
                target = os.path.join(options.out, form)
                if os.path.lexists(target):
                    old = os.path.join(scratch, "old-" + form)
                    os.rename(target, old)
                os.rename(os.path.join(scratch, form), target)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    except (CorpusError, OSError) as error:
        print(f"corpus.py: {error}", file=sys.stderr)
        return 2
    expected = collections.Counter(row["half"] for row in rows)
    present = count_present(options.out, rows)
    repositories = len({row["repository"] for row in rows})
    print(f"{len(rows)} documents from {repositories} repositories, {project_files} project files, into {options.out}")
    for half in sorted(expected):
        print(f"  {half}: {present[half]} of {expected[half]} documents present")
    if absent:
        print(f"  {len(absent)} project files the snapshots lack (left out):")
        for name in absent:
            print(f"    {name}")
    return 0 if present == expected else 2


if __name__ == "__main__":
    sys.exit(main())
