#!/usr/bin/env python3
"""Constraint scaling up to the document limits (InputLimits.standard, docs/robustness.md).

Generates one-scene storyboards of three shapes and times `bezel layout DOC --device iphone-x` on each
(wall time and peak resident memory from wait4), printing a Markdown table:

  chain     N views stacked: each view's top is the previous one's bottom + 1 (4 required per view)
  dense     1,000 views, each tied to the K views before it (leading >= theirs, K per view), up to
            8,000 constraints (the 'constraints' limit) in all
  optional  1,000 views, each pinned (4 required) and pulled towards M widths at priority 250, up to
            4,000 optional constraints (the 'optionalConstraints' limit)

  Benchmarks/scaling.py [BEZEL]     BEZEL defaults to .build/release/bezel
"""
import os, resource, subprocess, sys, tempfile, time

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
<device id="retina6_12" orientation="portrait" appearance="light"/>
<scenes><scene sceneID="sc"><objects><viewController id="vc" sceneMemberID="viewController">
<view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
"""
TAIL = "</constraints></view></viewController></objects></scene></scenes></document>\n"


def view(k):
    return f'<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v{k}"><rect key="frame" x="0" y="0" width="10" height="1"/></view>\n'


def c(cid, first, fa, second=None, sa=None, constant=0, priority=None, relation=None):
    text = f'<constraint firstItem="{first}" firstAttribute="{fa}"'
    if relation: text += f' relation="{relation}"'
    if second: text += f' secondItem="{second}" secondAttribute="{sa}"'
    if constant: text += f' constant="{constant}"'
    if priority: text += f' priority="{priority}"'
    return text + f' id="{cid}"/>\n'


def document(views, extra):
    """`views` views pinned at the safe area's leading edge, 10 wide and 1 tall, stacked 1 apart; `extra(k)`
    gives more constraints for view k."""
    subviews, constraints = [], []
    for k in range(views):
        subviews.append(view(k))
        top = c(f"t{k}", f"v{k}", "top", "safe" if k == 0 else f"v{k-1}", "top" if k == 0 else "bottom", constant=1)
        constraints += [top, c(f"l{k}", f"v{k}", "leading", "safe", "leading"), c(f"w{k}", f"v{k}", "width", constant=10),
                        c(f"h{k}", f"v{k}", "height", constant=1)]
        constraints += extra(k)
    return HEAD + "<subviews>\n" + "".join(subviews) + "</subviews>\n<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>\n<constraints>\n" \
        + "".join(constraints) + TAIL


def shapes():
    for views in (250, 500, 1000):
        yield "chain", f"{views} views", document(views, lambda k: [])
    for per in (0, 2, 4):
        yield "dense", f"1000 views, {4 + per} per view", document(
            1000, lambda k, per=per: [c(f"d{k}-{j}", f"v{k}", "leading", f"v{k-j-1}", "leading", relation="greaterThanOrEqual")
                                      for j in range(per) if k - j - 1 >= 0])
    for per in (1, 2, 4):
        yield "optional", f"1000 views, {per} optional per view", document(
            1000, lambda k, per=per: [c(f"o{k}-{j}", f"v{k}", "width", constant=10 + j, priority=250) for j in range(per)])


def measure(bezel, path):
    start = time.monotonic()
    child = subprocess.Popen([bezel, "layout", path, "--device", "iphone-x"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.monotonic() - start
    err = child.stderr.read().decode(errors="replace").strip().splitlines()
    return elapsed, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), err[0] if err else ""


def main():
    bezel = sys.argv[1] if len(sys.argv) > 1 else ".build/release/bezel"
    print("| shape | size | constraints (optional) | exit | wall time | peak memory |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        for shape, size, text in shapes():
            path = os.path.join(folder, "scaling.storyboard")
            with open(path, "w") as f:
                f.write(text)
            count, optional = text.count("<constraint "), text.count('priority="250"')
            elapsed, memory, status, err = measure(bezel, path)
            note = f" ({err[:80]})" if status == 2 else ""
            print(f"| {shape} | {size} | {count} ({optional}) | {status}{note} | {elapsed:.2f} s | {memory:.0f} MB |", flush=True)


if __name__ == "__main__":
    main()
