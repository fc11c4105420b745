#!/usr/bin/env python3
"""Bezel against its peers, whole process against whole process, on the same inputs in one run.

Called by `Benchmarks/run` after the release build; writes Benchmarks/results.md and results.json.
Every timed command runs as a child process measured with wait4(2): wall time, user + sys CPU time
and peak RSS of the child and its descendants. Bezel and each peer run interleaved (A B A B ...), so
the load other processes put on a shared machine falls on both alike; medians are reported.
"""
import argparse
import datetime
import glob
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "Benchmarks")
WORK = os.path.join(BENCH, "work")
# `Benchmarks/run --debug` (the CI smoke run) points these at the debug build the test suite builds anyway:
# the smoke run checks that every case runs, not how fast.
CONFIGURATION = os.environ.get("BEZEL_BENCH_CONFIGURATION", "release")
BEZEL = os.path.join(ROOT, ".build", CONFIGURATION, "bezel")
BEZEL_BENCH = os.path.join(ROOT, ".build", CONFIGURATION, "BezelBench")
FLOOR = os.path.join(WORK, "decode_memcmp")
ENCODE_FLOOR = os.path.join(WORK, "encode_floor")
# Sources/Text/PinnedFont.swift's chain, for the split's "faces opened" line.
PINNED_FONTS = ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "DroidSansFallbackFull.ttf"]

# The single-image case: a 430×932 pt @3x iPhone with --frame screen is exactly 1290×2796 px.
SINGLE_TEMPLATE = "Templates/comments-load-more.yml"
SINGLE_DEVICE = "iphone-15-pro-max"
# The matrix subset timed against resvg (every template on these devices, in every orientation each
# template allows): a home-button phone, a notch and a Dynamic Island, 88 images. resvg needs ~0.7
# CPU-s an image here, so the whole matrix (6,163 images) against resvg at two job counts, several
# times, would take hours on 2 shared cores; the memory case renders 1,000+ images of the whole
# matrix (iPads and their windows included) with Bezel alone. See README.
MATRIX_DEVICES = "iphone-se,iphone-x,iphone-15-pro-max"
SMOKE_MATRIX_DEVICES = "iphone-x"
# The Auto Layout case (issue 13): a 65-view Interface Builder scene of our own (no Template has 60 views),
# laid out on the device it was saved on, as `bezel layout DOC --device saved` does.
IB_SCENE = "Benchmarks/Fixtures/edit-profile.storyboard"


def tool(name):
    """The real executable for `name`, skipping pyenv shims (a shim adds ~100 ms of bash per call)."""
    path = shutil.which(name)
    if path and "/shims/" in path:
        try:
            real = subprocess.run(["pyenv", "which", name], capture_output=True, text=True, check=True).stdout.strip()
            if real:
                return real
        except (OSError, subprocess.CalledProcessError):
            pass
    return path


def run_once(command, stdout=subprocess.DEVNULL):
    """Runs `command`; returns wall seconds, CPU seconds (user + sys of it and its children), peak RSS in MB."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=ROOT, stdout=stdout, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "user": usage.ru_utime, "sys": usage.ru_stime,
            "rssMB": usage.ru_maxrss / 1024.0, "exit": code, "stderr": stderr[-2000:]}


def check_exit(sample, command, allowed):
    if sample["exit"] not in allowed:
        sys.exit(f"bench: {' '.join(command)} exited {sample['exit']}:\n{sample['stderr']}")


def measure(commands, runs, allowed=(0,)):
    """Runs each named command `runs` times, interleaved; returns name → summary with all samples."""
    samples = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            if callable(command):
                command()  # a preparation step (e.g. clearing an output folder), not timed
                continue
            sample = run_once(command)
            check_exit(sample, command, allowed)
            samples[name].append(sample)
    return {name: summarize(found, commands[name]) for name, found in samples.items() if found}


def summarize(samples, command):
    def median(key):
        return statistics.median(s[key] for s in samples)
    return {"command": " ".join(command), "runs": len(samples), "wall": median("wall"), "cpu": median("cpu"),
            "rssMB": max(s["rssMB"] for s in samples), "samples": [{k: round(v, 4) for k, v in s.items()
                                                                      if k in ("wall", "cpu", "rssMB")} for s in samples]}


def bezel_render(*arguments):
    return [BEZEL, "render", *arguments, "--force", "--quiet"]


def prepare_output(folder):
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder, exist_ok=True)
    return folder


def files(folder, extension):
    # Every level: a storyboard's scenes are `<document>/<scene>/<profile>.png` (until session 10 they were
    # left out, so the matrix case gave resvg 177 SVGs of the top level only while Bezel drew them all).
    return sorted(glob.glob(os.path.join(folder, "**", "*." + extension), recursive=True))


def png_size(path):
    with open(path, "rb") as handle:
        header = handle.read(24)
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


# ---------------------------------------------------------------------------------------------------
# Cases


def png_filter(path):
    """The PNG filter type of the first row of `path` (Bezel writes one filter for every row)."""
    import zlib
    with open(path, "rb") as handle:
        data = handle.read()
    offset, idat = 8, b""
    while offset + 8 <= len(data):
        length = int.from_bytes(data[offset:offset + 4], "big")
        if data[offset + 4:offset + 8] == b"IDAT":
            idat += data[offset + 8:offset + 8 + length]
        offset += 12 + length
    return zlib.decompressobj().decompress(idat, 1)[0]


def case_single(results, runs, smoke, frame="screen"):
    """One screen to PNG (1290×2796 with --frame screen, 1506×3096 with the device frame) against resvg and
    rsvg-convert on Bezel's own SVG of it, and against the floor: the same pixels only encoded and written."""
    key = "single" if frame == "screen" else "singleDevice"
    svg_dir = prepare_output(os.path.join(WORK, f"{key}-svg"))
    check_exit(run_once(bezel_render(SINGLE_TEMPLATE, "--device", SINGLE_DEVICE, "--frame", frame, "--format", "svg",
                                     "--out", svg_dir)), ["prepare svg"], (0, 1))
    svg = files(svg_dir, "svg")[0]
    png_dir = os.path.join(WORK, f"{key}-png")
    os.makedirs(png_dir, exist_ok=True)
    resvg_png = os.path.join(WORK, f"{key}-resvg.png")
    rsvg_png = os.path.join(WORK, f"{key}-rsvg.png")
    bezel = bezel_render(SINGLE_TEMPLATE, "--device", SINGLE_DEVICE, "--frame", frame, "--format", "png", "--out", png_dir)
    # The floor's input: Bezel's pixels as raw RGBA, decoded once here (not timed).
    check_exit(run_once(bezel), ["prepare png"], (0, 1))
    from PIL import Image
    image = Image.open(files(png_dir, "png")[0]).convert("RGBA")
    raw = os.path.join(WORK, f"{key}.rgba")
    with open(raw, "wb") as handle:
        handle.write(image.tobytes())
    floor_png = os.path.join(WORK, f"{key}-floor.png")
    commands = {
        "bezel": bezel,
        "resvg": [tool("resvg"), svg, resvg_png],
        "rsvg-convert": [tool("rsvg-convert"), "-o", rsvg_png, svg],
        "floor": [ENCODE_FLOOR, raw, str(image.width), str(image.height), str(png_filter(files(png_dir, "png")[0])), floor_png],
    }
    found = measure(commands, runs, allowed=(0, 1))
    bezel_png = files(png_dir, "png")[0]
    found["bezel"]["pixels"] = png_size(bezel_png)
    found["resvg"]["pixels"] = png_size(resvg_png)
    found["bezel"]["pngBytes"] = os.path.getsize(bezel_png)
    found["resvg"]["pngBytes"] = os.path.getsize(resvg_png)
    found["rsvg-convert"]["pngBytes"] = os.path.getsize(rsvg_png)
    with open(bezel_png, "rb") as a, open(floor_png, "rb") as b:
        found["floor"]["sameBytesAsBezel"] = a.read() == b.read()
    found["svg"] = os.path.relpath(svg, ROOT)
    found["svgBytes"] = os.path.getsize(svg)
    found["frame"] = frame
    results[key] = found


def case_before_after(results, runs, matrix_runs, smoke, baseline):
    """The same commands from an earlier checkout's release build (`--baseline DIR`) and from this one, interleaved
    in one run: the single image (both frames), the matrix subset at --jobs 1 and 2, and each build's time split."""
    old_bezel = os.path.join(baseline, ".build", "release", "bezel")
    old_bench = os.path.join(baseline, ".build", "release", "BezelBench")
    commit = subprocess.run(["git", "-C", baseline, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    found = {"baselineCommit": commit, "cases": {}}
    devices = SMOKE_MATRIX_DEVICES if smoke else MATRIX_DEVICES
    templates = SINGLE_TEMPLATE if smoke else "Templates"
    cases = [(f"single --frame {frame}", [SINGLE_TEMPLATE, "--device", SINGLE_DEVICE, "--frame", frame, "--format", "png"], runs, 1)
             for frame in ("screen", "device")]
    cases += [(f"matrix --jobs {jobs}", [templates, "--devices", devices, "--format", "png", "--jobs", str(jobs)], matrix_runs, None)
              for jobs in (1, 2)]
    for name, arguments, count, images in cases:
        commands = {}
        for label, binary in (("before", old_bezel), ("after", BEZEL)):
            out = prepare_output(os.path.join(WORK, f"before-after-{label}"))
            commands[label] = [binary, "render", *arguments, "--out", out, "--force", "--quiet"]
        summary = measure(commands, count, allowed=(0, 1))
        summary["images"] = images or len(files(os.path.join(WORK, "before-after-after"), "png"))
        found["cases"][name] = summary
    for label, bench in (("before", old_bench), ("after", BEZEL_BENCH)):
        for frame in ("screen", "device"):
            split = subprocess.run([bench, "split", SINGLE_TEMPLATE, SINGLE_DEVICE, "--frame", frame, "--iterations", "3" if smoke else "9"],
                                   cwd=ROOT, capture_output=True, text=True)
            found[f"split-{label}-{frame}"] = json.loads(split.stdout) if split.returncode == 0 else {"error": split.stderr[-500:]}
    results["beforeAfter"] = found


def png_size_before_issue_16(path):
    """The size this PNG had with the encoder of before issue 16 (commit 2cda7ba: libpng, filter NONE, zlib level 3,
    memLevel 8, default strategy; `Sources/PNG/PNGEncoder.Options.swift` there): the same chunks, with the image data
    re-encoded that way. ImageMagick decodes the pixels (undoing whatever filters the current encoder chose); zlib's
    stream does not depend on how libpng fed it the rows."""
    import struct
    import zlib
    data = open(path, "rb").read()
    position, other = 8, 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", data[position + 8:position + 18])
        if kind != b"IDAT":
            other += length + 12
        position += length + 12
    assert depth == 8 and color in (2, 6), f"{path}: only 8-bit RGB and RGBA are measured"
    channels = "rgb" if color == 2 else "rgba"
    raw = subprocess.run([tool("convert"), path, "-depth", "8", f"{channels}:-"], capture_output=True, check=True).stdout
    stride = width * len(channels)
    assert len(raw) == stride * height, f"{path}: ImageMagick gave {len(raw)} bytes"
    rows = b"".join(b"\0" + raw[y * stride:(y + 1) * stride] for y in range(height))
    compressor = zlib.compressobj(3, zlib.DEFLATED, 15, 8, zlib.Z_DEFAULT_STRATEGY)
    return other + 12 + len(compressor.compress(rows) + compressor.flush())


def case_png_size(results, smoke):
    """PNG sizes of every template at 1290×2796: default and --optimize against resvg and optipng -o2."""
    device_args = ["--devices", SINGLE_DEVICE, "--orientation", "portrait", "--window", "full", "--frame", "screen"]
    templates = [SINGLE_TEMPLATE] if smoke else ["Templates"]
    default_dir = prepare_output(os.path.join(WORK, "size-default"))
    optimize_dir = prepare_output(os.path.join(WORK, "size-optimize"))
    check_exit(run_once(bezel_render(*templates, *device_args, "--format", "png,svg", "--out", default_dir)), ["render"], (0, 1))
    optimize = run_once(bezel_render(*templates, *device_args, "--format", "png", "--optimize", "--out", optimize_dir))
    check_exit(optimize, ["render --optimize"], (0, 1))
    rows = []
    optipng_cpu = 0.0
    resvg_cpu = 0.0
    for png in files(default_dir, "png"):
        relative = os.path.relpath(png, default_dir)
        svg = png[:-4] + ".svg"
        resvg_png = os.path.join(WORK, "size-resvg.png")
        resvg = run_once([tool("resvg"), svg, resvg_png])
        resvg_cpu += resvg["cpu"]
        optipng_png = os.path.join(WORK, "size-optipng.png")
        if os.path.exists(optipng_png):
            os.remove(optipng_png)
        opt = run_once([tool("optipng"), "-quiet", "-o2", "-out", optipng_png, png])
        check_exit(opt, ["optipng"], (0,))
        optipng_cpu += opt["cpu"]
        rows.append({"image": relative, "bezel": os.path.getsize(png), "beforeIssue16": png_size_before_issue_16(png),
                     "bezelOptimize": os.path.getsize(os.path.join(optimize_dir, relative)),
                     "resvg": os.path.getsize(resvg_png), "optipng": os.path.getsize(optipng_png)})
    for row in rows:
        row["defaultOverResvg"] = row["bezel"] / row["resvg"]
        row["defaultOverBefore"] = row["bezel"] / row["beforeIssue16"]
        row["optimizeOverOptipng"] = row["bezelOptimize"] / row["optipng"]
    results["pngSize"] = {"images": rows, "optimizeRenderCpu": optimize["cpu"], "optipngCpu": optipng_cpu,
                          "resvgCpu": resvg_cpu,
                          "totals": {key: sum(r[key] for r in rows) for key in ("bezel", "bezelOptimize", "resvg", "optipng", "beforeIssue16")}}


def case_matrix(results, runs, smoke):
    """Templates × a device subset, --jobs 1 and 2, against resvg over the same SVGs (1 and 2 processes)."""
    devices = SMOKE_MATRIX_DEVICES if smoke else MATRIX_DEVICES
    templates = SINGLE_TEMPLATE if smoke else "Templates"
    svg_dir = prepare_output(os.path.join(WORK, "matrix-svg"))
    check_exit(run_once(bezel_render(templates, "--devices", devices, "--format", "svg", "--out", svg_dir, "--jobs", "2")),
               ["prepare svgs"], (0, 1))
    svgs = files(svg_dir, "svg")
    resvg_out = prepare_output(os.path.join(WORK, "matrix-resvg"))
    pairs = os.path.join(WORK, "matrix-pairs.txt")
    with open(pairs, "w") as handle:
        for index, svg in enumerate(svgs):
            handle.write(f"{svg}\n{resvg_out}/{index}.png\n")
    commands = {}
    for jobs in (1, 2):
        out = prepare_output(os.path.join(WORK, f"matrix-j{jobs}"))
        commands[f"bezel-j{jobs}"] = bezel_render(templates, "--devices", devices, "--format", "png", "--jobs", str(jobs), "--out", out)
        commands[f"resvg-p{jobs}"] = ["xargs", "-a", pairs, "-d", "\n", "-n", "2", "-P", str(jobs), tool("resvg")]
    found = measure(commands, runs, allowed=(0, 1))
    images = len(files(os.path.join(WORK, "matrix-j1"), "png"))
    for summary in found.values():
        summary["images"] = images
        summary["imagesPerSecond"] = images / summary["wall"]
        summary["cpuPerImage"] = summary["cpu"] / images
    results["matrix"] = {"devices": devices, "templates": templates, "images": images, "svgs": len(svgs), "runs": found}


def case_memory(results, smoke):
    """Peak RSS of the matrix run at --jobs 2 at two sizes: a shard of the whole matrix and the whole matrix."""
    # The whole matrix is 17,531 images (2.5 minutes here), and the issue's goal is about it: its end (the
    # four closing files, the sheets) is where the peak was, which no shard shows (session 10: 393 MB against
    # 264 MB for 1/6). 1/32 is 548 images; shards are balanced by pixel count, so both hold images of every size.
    sizes = [("small", "1/3"), ("large", "1/1")] if smoke else [("small", "1/32"), ("large", "1/1")]
    selection = [SINGLE_TEMPLATE, "--devices", SMOKE_MATRIX_DEVICES] if smoke else ["Templates"]
    found = {}
    for name, shard in sizes:
        out = prepare_output(os.path.join(WORK, f"memory-{name}"))
        # `--shard 1/1` is the whole matrix as a shard; without `--shard` the run also writes the sheets.
        sharding = [] if shard == "1/1" else ["--shard", shard]
        sample = run_once(bezel_render(*selection, "--format", "png", "--jobs", "2", *sharding, "--out", out))
        check_exit(sample, ["memory run"], (0, 1))
        pngs = [path for path in files(out, "png") if os.path.basename(path) != "sheet.png"]
        largest = max(pngs, key=lambda p: (lambda w, h: w * h)(*png_size(p)))
        found[name] = {"shard": shard, "images": len(pngs), "wall": sample["wall"], "cpu": sample["cpu"],
                       "rssMB": sample["rssMB"], "largestImage": os.path.relpath(largest, out),
                       "largestPixels": png_size(largest)}
        shutil.rmtree(out, ignore_errors=True)
    results["memory"] = found


def case_check(results, runs, smoke):
    """Check only: bezel check if it exists, and layout evaluations per CPU second in process."""
    layout = subprocess.run([BEZEL_BENCH, "layout", "Templates", "--min-seconds", "0.2" if smoke else "3"],
                            cwd=ROOT, capture_output=True, text=True)
    found = {}
    if layout.returncode == 0:
        found["layoutOnly"] = json.loads(layout.stdout)
    else:
        found["layoutOnlyError"] = layout.stderr[-500:]
    help_run = subprocess.run([BEZEL, "check", "--help"], cwd=ROOT, capture_output=True, text=True)
    if help_run.returncode == 0:
        command = [BEZEL, "check", "Templates", "--fail-on", "never"]
        summary = measure({"check": command}, runs, allowed=(0, 1))["check"]
        # The evaluations bezel check itself counts ("checked 15 screens on 659 profiles (9468 evaluations)").
        output = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        counted = re.search(r"checked (\d+) screens on (\d+) profiles \((\d+) evaluations\)", output.stdout + output.stderr)
        cells = int(counted.group(3)) if counted else None
        if counted:
            summary["summaryLine"] = counted.group(0)
        if cells:
            summary["evaluations"] = cells
            summary["perCpuSecond"] = cells / summary["cpu"]
            summary["perWallSecond"] = cells / summary["wall"]
        found["check"] = summary
    else:
        found["check"] = None
    results["check"] = found


def case_ibscene(results, smoke):
    """One Interface Builder scene's layout pass in process (BezelBench ibscene): median thread CPU time."""
    run = subprocess.run([BEZEL_BENCH, "ibscene", IB_SCENE, "--iterations", "20" if smoke else "2000"],
                         cwd=ROOT, capture_output=True, text=True)
    results["ibscene"] = json.loads(run.stdout) if run.returncode == 0 else {"error": run.stderr[-500:]}


def case_diff(results, runs, smoke):
    """Perceptual and exact diff of 1290×2796 pairs against pixelmatch, ImageMagick and the libpng floor."""
    base = [SINGLE_TEMPLATE, "--device", SINGLE_DEVICE, "--frame", "screen", "--format", "png"]
    a_dir = prepare_output(os.path.join(WORK, "diff-a"))
    b_dir = prepare_output(os.path.join(WORK, "diff-b"))
    c_dir = prepare_output(os.path.join(WORK, "diff-c"))
    check_exit(run_once(bezel_render(*base, "--out", a_dir)), ["diff a"], (0, 1))
    check_exit(run_once(bezel_render(*base, "--no-overlays", "--out", b_dir)), ["diff b"], (0, 1))
    check_exit(run_once(bezel_render("Templates/grouped-table.yml", *base[1:], "--out", c_dir)), ["diff c"], (0, 1))
    a, b, c = files(a_dir, "png")[0], files(b_dir, "png")[0], files(c_dir, "png")[0]
    same = os.path.join(WORK, "diff-a-copy.png")
    shutil.copyfile(a, same)
    pairs = {"overlays-vs-none": (a, b), "other-screen": (a, c), "identical": (a, same)}
    if smoke:
        pairs = {"overlays-vs-none": (a, b)}
    found = {}
    for name, (x, y) in pairs.items():
        commands = {
            "bezel-perceptual": [BEZEL, "diff", x, y, "--threshold", "0.1"],
            "pixelmatch": [tool("pixelmatch"), x, y, "--threshold", "0.1"],
            "bezel-exact": [BEZEL, "diff", x, y],
            "imagemagick-AE": [tool("compare"), "-metric", "AE", x, y, "null:"],
            "floor-libpng-memcmp": [FLOOR, x, y],
        }
        summary = measure(commands, runs, allowed=(0, 1))
        # The counts each tool reports, to show they compared the same thing.
        summary["counts"] = {
            "bezel-perceptual": capture([BEZEL, "diff", x, y, "--threshold", "0.1"]),
            "pixelmatch": capture([tool("pixelmatch"), x, y, "--threshold", "0.1"]),
            "bezel-exact": capture([BEZEL, "diff", x, y]),
            "imagemagick-AE": capture([tool("compare"), "-metric", "AE", x, y, "null:"]),
            "floor-libpng-memcmp": capture([FLOOR, x, y]),
        }
        found[name] = summary
    # pixelmatch's warm, in-process compare (numba JIT and imports excluded), for scale.
    script = ("import sys,time;from PIL import Image;from pixelmatch import pixelmatch\n"
              "a=Image.open(sys.argv[1]).convert('RGBA');b=Image.open(sys.argv[2]).convert('RGBA');a.load();b.load()\n"
              "pixelmatch(a,b,threshold=0.1);t=[]\n"
              "for _ in range(5):\n s=time.process_time();pixelmatch(a,b,threshold=0.1);t.append(time.process_time()-s)\n"
              "t.sort();print(t[2])")
    warm = subprocess.run([sys.executable, "-c", script, a, b], capture_output=True, text=True)
    found["pixelmatchWarmCompareCpu"] = float(warm.stdout.strip()) if warm.returncode == 0 else None
    results["diff"] = found


def capture(command):
    process = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    return (process.stdout + process.stderr).strip().splitlines()[-1:] if (process.stdout + process.stderr).strip() else []


def case_split(results, smoke):
    """Where one image's time goes, in process (BezelBench), and the PNG encoder's settings on it."""
    iterations = "3" if smoke else "9"
    split = subprocess.run([BEZEL_BENCH, "split", SINGLE_TEMPLATE, SINGLE_DEVICE, "--frame", "screen", "--iterations", iterations],
                           cwd=ROOT, capture_output=True, text=True)
    results["split"] = json.loads(split.stdout) if split.returncode == 0 else {"error": split.stderr[-500:]}
    device = subprocess.run([BEZEL_BENCH, "split", SINGLE_TEMPLATE, SINGLE_DEVICE, "--frame", "device", "--iterations", iterations],
                            cwd=ROOT, capture_output=True, text=True)
    results["splitDeviceFrame"] = json.loads(device.stdout) if device.returncode == 0 else {"error": device.stderr[-500:]}
    # Where the matrix subset's time goes, stage by stage (issue 16: "publish where every millisecond goes …
    # for the single image and the matrix"); the smoke run splits one phone's cells.
    matrix = subprocess.run([BEZEL_BENCH, "matrixsplit", "Templates", "--devices", SMOKE_MATRIX_DEVICES if smoke else MATRIX_DEVICES],
                            cwd=ROOT, capture_output=True, text=True)
    results["matrixSplit"] = json.loads(matrix.stdout) if matrix.returncode == 0 else {"error": matrix.stderr[-500:]}
    if not smoke:
        sweep = subprocess.run([BEZEL_BENCH, "png", SINGLE_TEMPLATE, SINGLE_DEVICE, "--frame", "screen"],
                               cwd=ROOT, capture_output=True, text=True)
        results["pngSettings"] = json.loads(sweep.stdout) if sweep.returncode == 0 else {"error": sweep.stderr[-500:]}


def case_callgrind(results, smoke):
    """Instructions executed (callgrind Ir) by the whole single-image process: repeatable on a noisy machine."""
    out_dir = prepare_output(os.path.join(WORK, "callgrind-png"))
    profile = os.path.join(WORK, "callgrind.out")
    if os.path.exists(profile):
        os.remove(profile)
    # Valgrind 3.19 (Debian 12) cannot read the DWARF 5 that Swift's clang writes and gives up; a copy
    # without debug sections keeps the symbol table, which is all callgrind needs to name functions.
    binary = os.path.join(WORK, "bezel-nodebug")
    subprocess.run(["objcopy", "--strip-debug", BEZEL, binary], check=True)
    extra = ["--scale", "1"] if smoke else []
    arguments = bezel_render(SINGLE_TEMPLATE, "--device", SINGLE_DEVICE, "--frame", "screen", "--format", "png",
                             "--out", out_dir, "--jobs", "1", *extra)
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}", binary, *arguments[1:]]
    sample = run_once(command)
    check_exit(sample, command, (0, 1))
    if not os.path.exists(profile):
        sys.exit(f"bench: callgrind wrote no profile:\n{sample['stderr']}")
    total = None
    with open(profile) as handle:
        for line in handle:
            if line.startswith("totals:") or line.startswith("summary:"):
                total = int(line.split()[1])
    top = []
    annotate = subprocess.run(["callgrind_annotate", "--threshold=100", profile], capture_output=True, text=True)
    for line in annotate.stdout.splitlines():
        match = re.match(r"\s*([\d,]+)\s+\(\s*([\d.]+)%\)\s+(\S*?):(\S+)\s+\[(.*)\]", line)
        if match and len(top) < 12 and "PROGRAM TOTALS" not in line:
            where = os.path.basename(match.group(5))
            top.append({"ir": int(match.group(1).replace(",", "")), "percent": float(match.group(2)),
                        "function": demangle(match.group(4))[:120], "object": where})
    results["callgrind"] = {"command": "bezel " + " ".join(arguments[1:]), "totalIr": total, "scale": "1" if smoke else "device (3)",
                            "wallUnderValgrind": sample["wall"], "topSelf": top}


def demangle(symbol):
    try:
        return subprocess.run(["swift", "demangle", "--simplified", "--compact", symbol], capture_output=True,
                              text=True, timeout=20).stdout.strip() or symbol
    except (OSError, subprocess.TimeoutExpired):
        return symbol


# ---------------------------------------------------------------------------------------------------
# Report


def machine():
    model = "unknown"
    with open("/proc/cpuinfo") as handle:
        for line in handle:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    with open("/proc/loadavg") as handle:
        load = handle.read().split()[:3]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return {"cpus": os.cpu_count(), "cpuModel": model, "kernel": platform.release(), "loadAverageAtEnd": load,
            "commit": commit, "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")}


def ms(seconds):
    return f"{seconds * 1000:.0f} ms" if seconds < 10 else f"{seconds:.1f} s"


def verdict(ok):
    return "yes" if ok else "**no**"


def report(results):
    """results → rows of the summary table: (case, bezel, peer, ratio, memory, goal, met)."""
    rows = []
    goals = {}
    for key in ("single", "singleDevice"):
        single = results.get(key)
        if not single:
            continue
        b, r, v = single["bezel"], single["resvg"], single["rsvg-convert"]
        what = f"one screen → PNG {b['pixels'][0]}×{b['pixels'][1]}" + (", device frame" if key == "singleDevice" else "")
        ratio_wall, ratio_cpu = r["wall"] / b["wall"], r["cpu"] / b["cpu"]
        ok = ratio_wall >= 5 and ratio_cpu >= 5
        goals[f"{key} ≥5× resvg"] = {"ratioWall": ratio_wall, "ratioCpu": ratio_cpu, "met": ok}
        rows.append((f"{what} vs resvg", f"{ms(b['wall'])} (CPU {ms(b['cpu'])})",
                     f"{ms(r['wall'])} (CPU {ms(r['cpu'])})", f"{ratio_wall:.1f}× wall, {ratio_cpu:.1f}× CPU",
                     f"{b['rssMB']:.0f} MB vs {r['rssMB']:.0f} MB", "≥ 5× faster", verdict(ok)))
        rows.append((f"{what} vs rsvg-convert", f"{ms(b['wall'])} (CPU {ms(b['cpu'])})",
                     f"{ms(v['wall'])} (CPU {ms(v['cpu'])})", f"{v['wall'] / b['wall']:.1f}× wall, {v['cpu'] / b['cpu']:.1f}× CPU",
                     f"{b['rssMB']:.0f} MB vs {v['rssMB']:.0f} MB", "(info)", "—"))
        f = single.get("floor")
        if f:
            over_wall, over_cpu = b["wall"] / f["wall"], b["cpu"] / f["cpu"]
            ok = over_wall <= 3 and over_cpu <= 3
            goals[f"{key} ≤3× the floor"] = {"overWall": over_wall, "overCpu": over_cpu, "met": ok,
                                             "sameBytes": f.get("sameBytesAsBezel")}
            rows.append((f"{what} vs the floor", f"{ms(b['wall'])} (CPU {ms(b['cpu'])})",
                         f"encode_floor {ms(f['wall'])} (CPU {ms(f['cpu'])}), same bytes: {'yes' if f.get('sameBytesAsBezel') else 'NO'}",
                         f"{over_wall:.1f}× the floor (CPU {over_cpu:.1f}×)", f"{b['rssMB']:.0f} MB vs {f['rssMB']:.0f} MB",
                         "≤ 3× the floor", verdict(ok)))
        ok = b["pngBytes"] <= r["pngBytes"]
        goals[f"{key} PNG ≤ resvg"] = {"bezel": b["pngBytes"], "resvg": r["pngBytes"], "met": ok}
    size = results.get("pngSize")
    if size:
        images = size["images"]
        totals = size["totals"]

        def size_row(goal_name, what, bezel_key, peer_key, ratio_key, peer, goal, limit):
            """One size goal: Bezel's total against a peer's, met when the worst screen's ratio is within `limit`."""
            worst = max(images, key=lambda row: row[ratio_key])
            ok = worst[ratio_key] <= limit
            goals[goal_name] = {"worst": worst, "met": ok}
            rows.append((what, f"{totals[bezel_key] / 1024:.0f} KB total", f"{peer} {totals[peer_key] / 1024:.0f} KB",
                         f"{totals[bezel_key] / totals[peer_key]:.2f}× (worst {worst[ratio_key]:.2f}× {worst['image']})", "—", goal, verdict(ok)))

        size_row("PNG default ≤ resvg", f"PNG size, default ({len(images)} screens at 1290×2796)", "bezel", "resvg", "defaultOverResvg",
                 "resvg", "≤ 1× resvg", 1)
        if "beforeIssue16" in totals:
            size_row("PNG default ≤ before issue 16", f"PNG size, default vs before issue 16 ({len(images)} screens)", "bezel", "beforeIssue16",
                     "defaultOverBefore", "zlib level 3, filter NONE (commit 2cda7ba's encoder)", "≤ 1× each", 1)
        size_row("PNG --optimize ≤ 1.15× optipng -o2", f"PNG size, --optimize ({len(images)} screens, CPU {size['optimizeRenderCpu']:.1f} s incl. render)",
                 "bezelOptimize", "optipng", "optimizeOverOptipng", f"optipng -o2 (CPU {size['optipngCpu']:.1f} s)", "≤ 1.15× optipng", 1.15)
    matrix = results.get("matrix")
    if matrix:
        runs = matrix["runs"]
        for jobs in (1, 2):
            b, r = runs[f"bezel-j{jobs}"], runs[f"resvg-p{jobs}"]
            ratio_wall, ratio_cpu = r["wall"] / b["wall"], r["cpu"] / b["cpu"]
            ok = ratio_wall >= 5 and ratio_cpu >= 5
            goals[f"matrix --jobs {jobs} ≥5× resvg"] = {"ratioWall": ratio_wall, "ratioCpu": ratio_cpu, "met": ok}
            rows.append((f"matrix {matrix['images']} images, --jobs {jobs} vs resvg ×{jobs}",
                         f"{ms(b['wall'])}, {b['imagesPerSecond']:.1f} img/s (CPU {b['cpuPerImage'] * 1000:.0f} ms/img)",
                         f"{ms(r['wall'])}, {r['imagesPerSecond']:.1f} img/s (CPU {r['cpuPerImage'] * 1000:.0f} ms/img)",
                         f"{ratio_wall:.1f}× wall, {ratio_cpu:.1f}× CPU", f"{b['rssMB']:.0f} MB vs {r['rssMB']:.0f} MB/process",
                         "≥ 5× faster", verdict(ok)))
        speedup = runs["bezel-j1"]["wall"] / runs["bezel-j2"]["wall"]
        cpu_growth = runs["bezel-j2"]["cpu"] / runs["bezel-j1"]["cpu"]
        ok = speedup >= 1.7
        goals["matrix near-linear in jobs"] = {"speedup": speedup, "cpuGrowth": cpu_growth, "met": ok}
        rows.append(("matrix scaling --jobs 1 → 2", f"{speedup:.2f}× faster (CPU ×{cpu_growth:.2f})",
                     f"resvg ×2 processes: {runs['resvg-p1']['wall'] / runs['resvg-p2']['wall']:.2f}×", "—", "—",
                     "near-linear (≥ 1.7×)", verdict(ok)))
    memory = results.get("memory")
    if memory:
        small, large = memory["small"], memory["large"]
        ok = large["rssMB"] < 300 and large["rssMB"] <= small["rssMB"] * 1.25
        goals["memory < 300 MB, flat"] = {"small": small["rssMB"], "large": large["rssMB"], "met": ok}
        rows.append((f"memory, --jobs 2: {small['images']} vs {large['images']} images", "—", "—",
                     f"×{large['rssMB'] / small['rssMB']:.2f} for ×{large['images'] / max(small['images'], 1):.1f} images",
                     f"{small['rssMB']:.0f} MB → {large['rssMB']:.0f} MB", "< 300 MB, flat", verdict(ok)))
    check = results.get("check")
    if check:
        layout = check.get("layoutOnly")
        if check.get("check"):
            c = check["check"]
            if "perCpuSecond" in c:
                ok = c["perCpuSecond"] >= 20000
                goals["check ≥ 20,000/s per core"] = {"perCpuSecond": c["perCpuSecond"], "met": ok}
                rows.append((f"bezel check, {c['evaluations']} screen×profile", f"{ms(c['wall'])} (CPU {ms(c['cpu'])})", "none",
                             f"{c['perCpuSecond']:,.0f} evaluations per CPU-second (whole process)", f"{c['rssMB']:.0f} MB",
                             "≥ 20,000 per core", verdict(ok)))
        if layout:
            rows.append((f"layout only, in process ({layout['cells']} cells)", f"{layout['microsecondsEach']:.1f} µs each", "none",
                         f"{layout['perSecond']:,.0f} per CPU-second", "—", "(check's floor)" if check.get("check") else "≥ 20,000 per core (check not available)",
                         "—" if check.get("check") else verdict(layout["perSecond"] >= 20000)))
    scene = results.get("ibscene")
    if scene and "layoutMs" in scene:
        ok = scene["layoutMs"] < 1
        goals["Interface Builder scene < 1 ms"] = {"layoutMs": scene["layoutMs"], "met": ok}
        rows.append((f"layout, one Interface Builder scene ({scene['documentViews']} views, `--device saved`)",
                     f"{scene['layoutMs']:.3f} ms CPU (median of {scene['iterations']})", "none",
                     "in process, uncached: chrome, constraints, text, solve, ambiguity, frames", "—", "< 1 ms", verdict(ok)))
    diff = results.get("diff")
    if diff:
        for name, pair in diff.items():
            if not isinstance(pair, dict):
                continue
            bp, pm = pair["bezel-perceptual"], pair["pixelmatch"]
            be, im, fl = pair["bezel-exact"], pair["imagemagick-AE"], pair["floor-libpng-memcmp"]
            ratio = pm["wall"] / bp["wall"]
            ok = ratio >= 5 and pm["cpu"] / bp["cpu"] >= 5
            goals[f"diff perceptual ≥5× pixelmatch ({name})"] = {"ratioWall": ratio, "ratioCpu": pm["cpu"] / bp["cpu"], "met": ok}
            rows.append((f"diff perceptual, {name}", f"{ms(bp['wall'])} (CPU {ms(bp['cpu'])})", f"pixelmatch {ms(pm['wall'])} (CPU {ms(pm['cpu'])})",
                         f"{ratio:.1f}× wall, {pm['cpu'] / bp['cpu']:.1f}× CPU", f"{bp['rssMB']:.0f} MB vs {pm['rssMB']:.0f} MB", "≥ 5× faster", verdict(ok)))
            ratio = im["wall"] / be["wall"]
            ok = ratio >= 3 and im["cpu"] / be["cpu"] >= 3
            goals[f"diff exact ≥3× ImageMagick ({name})"] = {"ratioWall": ratio, "ratioCpu": im["cpu"] / be["cpu"], "met": ok}
            rows.append((f"diff exact, {name}", f"{ms(be['wall'])} (CPU {ms(be['cpu'])})", f"compare -metric AE {ms(im['wall'])} (CPU {ms(im['cpu'])})",
                         f"{ratio:.1f}× wall, {im['cpu'] / be['cpu']:.1f}× CPU", f"{be['rssMB']:.0f} MB vs {im['rssMB']:.0f} MB", "≥ 3× faster", verdict(ok)))
            ratio = be["wall"] / fl["wall"]
            ok = ratio <= 1.5
            goals[f"diff exact within 1.5× floor ({name})"] = {"ratioWall": ratio, "ratioCpu": be["cpu"] / fl["cpu"], "met": ok}
            rows.append((f"diff exact vs floor, {name}", f"{ms(be['wall'])} (CPU {ms(be['cpu'])})", f"libpng decode + memcmp {ms(fl['wall'])} (CPU {ms(fl['cpu'])})",
                         f"{ratio:.2f}× the floor (CPU {be['cpu'] / fl['cpu']:.2f}×)", f"{fl['rssMB']:.0f} MB", "≤ 1.5× the floor", verdict(ok)))
    return rows, goals


def write_markdown(results, rows, path):
    m = results["machine"]
    lines = [
        "# Bezel benchmarks: results",
        "",
        f"Run {m['date']} on commit `{m['commit']}`, {'smoke run (one tiny iteration; numbers are not meaningful)' if results['smoke'] else str(results['runs']) + ' runs per case (medians)'}.",
        f"Machine: {m['cpus']} CPUs ({m['cpuModel']}), Linux {m['kernel']}, shared with other work "
        f"(load average at the end: {' '.join(m['loadAverageAtEnd'])}).",
        *([f"Cases re-run later (same machine): " + "; ".join(
            f"{', '.join(r['cases'])} at {r['date']}" + (f" on `{r['commit']}`" if r.get("commit") else "")
            + (f", {r['runs']} runs" if r.get("runs") else "") for r in results['partialReruns'])]
          if results.get("partialReruns") else []),
        "Whole process against whole process; wall and CPU (user + sys, children included) medians; memory is peak RSS.",
        "Ratios are peer ÷ Bezel for time (above 1 = Bezel faster) and Bezel ÷ peer for size. A speed goal counts as met",
        "only when both the wall and the CPU ratio meet it.",
        "",
        "| case | Bezel median | peer median | ratio | memory (Bezel vs peer) | goal | met? |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    split = results.get("split")
    if split and "layoutMs" in split:
        device = results.get("splitDeviceFrame") or {}
        has_device = "layoutMs" in device
        lines += ["", f"## Where the single image's time goes (in process, thread CPU time, median of {split['iterations']})", "",
                  f"| stage | {split['width']}×{split['height']} (`--frame screen`) |"
                  + (f" {device['width']}×{device['height']} (`--frame device`) |" if has_device else ""),
                  "| --- | --- |" + (" --- |" if has_device else "")]
        for key, label in [("fontsLoadMs", "font chain: check the pinned files (once per process)"),
                           ("sceneFirstMs", "first scene build: opens the faces it uses, decodes its glyphs (once per process)"),
                           ("templateParseMs", "read + parse template"),
                           ("layoutMs", "layout"), ("sceneMs", "scene build (typesetting, glyph outlines cached)"),
                           ("rasterShapesMs", "raster: shapes"), ("rasterTextMs", "raster: text (full − shapes only)"),
                           ("rasterMs", "raster: all, first image of a profile"),
                           ("rasterCachedMs", "raster: all, a worker's next image of the profile (hardware cached)"),
                           ("pngEncodeMs", "PNG encode (default: Bezel's own deflate, filter measured)"), ("svgWriteMs", "SVG write (not in the PNG-only run)")]:
            if key not in split:
                continue
            lines.append(f"| {label} | {split[key]:.3f} |" + (f" {device[key]:.3f} |" if has_device and key in device else ""))
        lines.append(f"| PNG bytes / SVG bytes | {split['pngBytes']:,} / {split['svgBytes']:,} |"
                     + (f" {device['pngBytes']:,} / {device['svgBytes']:,} |" if has_device else ""))
        if "facesOpened" in split:
            lines.append("")
            lines.append(f"Faces opened for this screen: {', '.join(split['facesOpened']) or 'none'} (of {len(PINNED_FONTS)}).")
    matrix_split = results.get("matrixSplit")
    if matrix_split and "rasterMsPerImage" in matrix_split:
        lines += ["", f"## Where the matrix subset's time goes (in process, one thread, thread CPU ms per image, {matrix_split['images']} images)", "",
                  f"`BezelBench matrixsplit Templates --devices {matrix_split['devices']}`: each stage of a worker's cell "
                  "(`ImageJob.render`) timed and summed over every cell, after one untimed pass that opens the fonts and fills "
                  "the worker's hardware cache. The whole-process matrix rows above add start-up, file writes and the run's reports.", "",
                  "| stage | ms per image | share |", "| --- | --- | --- |"]
        total = matrix_split["totalMsPerImage"]
        for key, label in [("layoutMsPerImage", "layout"), ("checksMsPerImage", "checks"),
                           ("sceneMsPerImage", "scene build (typesetting)"), ("rasterMsPerImage", "raster (hardware cached per worker)"),
                           ("pngEncodeMsPerImage", "PNG encode"), ("sha256MsPerImage", "SHA-256 of the PNG (the manifest's)"),
                           ("layoutJSONMsPerImage", "layout JSON")]:
            value = matrix_split.get(key, 0)
            lines.append(f"| {label} | {value:.2f} | {100 * value / total:.1f} % |")
        lines.append(f"| all | {total:.2f} | 100 % |")
    before_after = results.get("beforeAfter")
    if before_after:
        lines += ["", f"## Before and after issue 16 (commit `{before_after['baselineCommit']}` against this one, interleaved in this run)", "",
                  "| command | before | after | after is faster by |", "| --- | --- | --- | --- |"]
        for name, pair in before_after["cases"].items():
            b, a = pair["before"], pair["after"]
            per = f", CPU {b['cpu'] / pair['images'] * 1000:.0f} → {a['cpu'] / pair['images'] * 1000:.0f} ms/img" if pair["images"] > 1 else ""
            lines.append(f"| {name} ({pair['images']} image{'s' if pair['images'] > 1 else ''}) | {ms(b['wall'])} (CPU {ms(b['cpu'])}) | "
                         f"{ms(a['wall'])} (CPU {ms(a['cpu'])}) | {b['wall'] / a['wall']:.2f}× wall, {b['cpu'] / a['cpu']:.2f}× CPU{per} |")
        stages = [("fontsLoadMs", "fonts: open all five (before) / check the files (after)"),
                  ("sceneFirstMs", "first scene build (after: opens the faces it uses)"),
                  ("sceneMs", "scene build"), ("rasterMs", "raster, first image of a profile"),
                  ("rasterCachedMs", "raster, a worker's next image of the profile"),
                  ("pngEncodeMs", "PNG encode"), ("pngBytes", "PNG bytes")]
        for frame in ("screen", "device"):
            b, a = before_after.get(f"split-before-{frame}", {}), before_after.get(f"split-after-{frame}", {})
            if "rasterMs" not in b or "rasterMs" not in a:
                continue
            lines += ["", f"Time split, `--frame {frame}` ({a['width']}×{a['height']}, in process, thread CPU ms, median of {a['iterations']}):", "",
                      "| stage | before | after |", "| --- | --- | --- |"]
            for key, label in stages:
                def cell(row):
                    if key not in row:
                        return "—"
                    return f"{row[key]:,}" if key == "pngBytes" else f"{row[key]:.2f}"
                lines.append(f"| {label} | {cell(b)} | {cell(a)} |")
    settings = results.get("pngSettings")
    if settings and "settings" in settings:
        lines += ["", f"## PNG encoder settings on the single image ({settings['width']}×{settings['height']}, CPU ms median of 5)", "",
                  "| compressor | level | filter | strategy | bytes | ms |", "| --- | --- | --- | --- | --- | --- |"]
        for row in settings["settings"]:
            lines.append(f"| {row.get('compressor', 'zlib')} | {row['level'] if row['level'] >= 0 else '9 (search)'} | {row['filter']} | {row['strategy']} | {row['bytes']:,} | {row['ms']:.1f} |")
    callgrind = results.get("callgrind")
    if callgrind:
        lines += ["", "## Instruction count (callgrind)", "",
                  f"`{callgrind['command']}`: **{callgrind['totalIr']:,} instructions** (Ir, whole process, scale {callgrind['scale']}).",
                  "", "Top functions by own instructions:", "", "| Ir | % | function |", "| --- | --- | --- |"]
        for row in callgrind["topSelf"]:
            function = row["function"].replace("|", "\\|")
            lines.append(f"| {row['ir']:,} | {row['percent']:.1f} | `{function}` ({row.get('object', '')}) |")
    size = results.get("pngSize")
    if size:
        lines += ["", "## PNG sizes per screen (bytes)", "",
                  "Before issue 16: the same pixels re-encoded as commit `2cda7ba` wrote them (libpng, filter NONE, zlib level 3).", "",
                  "| image | Bezel default | before issue 16 | default ÷ before | resvg | default ÷ resvg | Bezel --optimize | optipng -o2 of default | optimize ÷ optipng |",
                  "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
        for row in size["images"]:
            before = f"{row['beforeIssue16']:,}" if "beforeIssue16" in row else "—"
            ratio = f"{row['defaultOverBefore']:.2f}" if "defaultOverBefore" in row else "—"
            lines.append(f"| {row['image']} | {row['bezel']:,} | {before} | {ratio} | {row['resvg']:,} | {row['defaultOverResvg']:.2f} | "
                         f"{row['bezelOptimize']:,} | {row['optipng']:,} | {row['optimizeOverOptipng']:.3f} |")
    matrix = results.get("matrix")
    if matrix:
        lines += ["", "## Matrix subset", "",
                  f"Every template in `{matrix['templates']}` on `--devices {matrix['devices']}` (every orientation and window each offers): "
                  f"{matrix['images']} images, PNG only (`--format png`); resvg renders Bezel's SVGs of the same {matrix['svgs']} images "
                  "one process per image through `xargs -P`."]
    memory = results.get("memory")
    if memory:
        lines += ["", "## Memory", ""]
        for name, row in memory.items():
            where = "the whole matrix (no `--shard`: its sheets too)" if row['shard'] == "1/1" else f"`--shard {row['shard']}` of the whole matrix"
            lines.append(f"- {name}: {where}, {row['images']} images, peak RSS {row['rssMB']:.0f} MB, "
                         f"wall {row['wall']:.1f} s, CPU {row['cpu']:.1f} s; largest image {row['largestImage']} {row['largestPixels'][0]}×{row['largestPixels'][1]}.")
    diff = results.get("diff")
    if diff:
        lines += ["", "## Diff counts (what each tool printed, to show they compared the same pairs)", ""]
        for name, pair in diff.items():
            if isinstance(pair, dict):
                lines.append(f"- {name}: " + "; ".join(f"{tool_name}: `{' '.join(out)}`" for tool_name, out in pair["counts"].items()))
        if diff.get("pixelmatchWarmCompareCpu") is not None:
            lines.append(f"- pixelmatch's warm in-process compare alone (no decode, no Python start, no numba JIT): "
                         f"{diff['pixelmatchWarmCompareCpu'] * 1000:.0f} ms CPU.")
    # The agreement with Xcode is measured on a corpus of public documents kept outside the repository
    # (Benchmarks/agreement.py); its last measurement is carried into every results.md.
    agreement = os.path.join(BENCH, "agreement.md")
    if os.path.exists(agreement):
        with open(agreement) as handle:
            lines += ["", handle.read().rstrip("\n")]
    with open(path, "w") as handle:
        handle.write("\n".join(lines) + "\n")


def quote_in_readme(results_path):
    """Copies the summary (up to the end of the first table) of results.md into README.md between its markers."""
    readme = os.path.join(BENCH, "README.md")
    with open(results_path) as handle:
        lines = handle.read().splitlines()
    summary = []
    for line in lines[2:]:
        if line.startswith("## "):
            break
        summary.append(line)
    begin, end = "<!-- results:begin (written by Benchmarks/bench.py) -->", "<!-- results:end -->"
    with open(readme) as handle:
        text = handle.read()
    if begin not in text or end not in text:
        return
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    with open(readme, "w") as handle:
        handle.write(head + begin + "\n" + "\n".join(summary).strip() + "\n" + end + tail)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--smoke", action="store_true", help="one tiny iteration of each case (CI smoke test)")
    parser.add_argument("--runs", type=int, default=5, help="runs per timed command (default 5)")
    parser.add_argument("--matrix-runs", type=int, default=3, help="runs per matrix command (default 3)")
    parser.add_argument("--only", action="append", help="run only these cases (single, size, matrix, memory, check, ibscene, diff, split, callgrind)")
    parser.add_argument("--baseline", help="a checkout of an earlier commit with its release build: adds the before/after case")
    parser.add_argument("--output", default=BENCH, help="folder for results.md and results.json (default Benchmarks/)")
    options = parser.parse_args()
    runs = 1 if options.smoke else options.runs
    matrix_runs = 1 if options.smoke else options.matrix_runs
    os.makedirs(WORK, exist_ok=True)
    subprocess.run(["cc", "-O2", "-o", FLOOR, os.path.join(BENCH, "floor", "decode_memcmp.c"), "-lpng", "-lpthread"], check=True)
    # The encode floor is built with the compiler and flags SwiftPM uses for the C of a release build (clang -O2
    # in the Swift toolchain, else cc), so its encoder core runs the same machine code as Bezel's.
    compiler = shutil.which("clang") or "cc"
    subprocess.run([compiler, "-O2", "-o", ENCODE_FLOOR, os.path.join(BENCH, "floor", "encode_floor.c"),
                    os.path.join(ROOT, "Sources", "PNGShim", "PNGRowEncoder.c"), os.path.join(ROOT, "Sources", "PNGShim", "RowDeflate.c"),
                    "-I", os.path.join(ROOT, "Sources", "PNGShim", "include"), "-lisal"], check=True)
    results = {}
    previous = os.path.join(options.output, "results.json")
    partial = bool(options.only and not options.smoke and os.path.exists(previous))
    if partial:
        # A partial run updates its cases in the last full run's results and keeps the others; the header keeps
        # the full run's date, commit and runs, and lists each re-run with its own.
        with open(previous) as handle:
            results = json.load(handle)
        results.setdefault("partialReruns", []).append(
            {"cases": options.only, "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
             "runs": runs, "commit": machine()["commit"]})
        runs_of_full_run, matrix_runs_of_full_run = results.get("runs", runs), results.get("matrixRuns", matrix_runs)
    results.update({"smoke": options.smoke, "runs": runs_of_full_run if partial else runs,
                    "matrixRuns": matrix_runs_of_full_run if partial else matrix_runs,
               "settings": {"singleTemplate": SINGLE_TEMPLATE, "singleDevice": SINGLE_DEVICE},
               "peers": {name: tool(name) for name in ("resvg", "rsvg-convert", "pixelmatch", "compare", "optipng", "valgrind")}})
    cases = [("single", lambda: (case_single(results, runs, options.smoke), case_single(results, runs, options.smoke, frame="device"))),
             ("size", lambda: case_png_size(results, options.smoke)),
             ("diff", lambda: case_diff(results, runs, options.smoke)),
             ("check", lambda: case_check(results, runs, options.smoke)),
             ("ibscene", lambda: case_ibscene(results, options.smoke)),
             ("split", lambda: case_split(results, options.smoke)),
             ("callgrind", lambda: case_callgrind(results, options.smoke)),
             ("matrix", lambda: case_matrix(results, matrix_runs, options.smoke)),
             ("memory", lambda: case_memory(results, options.smoke))]
    if options.baseline:
        cases.append(("before-after", lambda: case_before_after(results, runs, matrix_runs, options.smoke, os.path.abspath(options.baseline))))
    for name, case in cases:
        if options.only and name not in options.only:
            continue
        start = time.perf_counter()
        print(f"bench: {name} …", file=sys.stderr, flush=True)
        case()
        print(f"bench: {name} done in {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    if not partial or "machine" not in results:
        results["machine"] = machine()
    rows, goals = report(results)
    results["goals"] = goals
    os.makedirs(options.output, exist_ok=True)
    with open(os.path.join(options.output, "results.json"), "w") as handle:
        json.dump(results, handle, indent=1, sort_keys=True)
    write_markdown(results, rows, os.path.join(options.output, "results.md"))
    if not options.smoke and os.path.abspath(options.output) == BENCH:
        quote_in_readme(os.path.join(options.output, "results.md"))
    print("\n".join("| " + " | ".join(row) + " |" for row in rows))


if __name__ == "__main__":
    main()
