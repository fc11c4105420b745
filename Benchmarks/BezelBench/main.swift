// bezel-bench: in-process timings that the whole-process benchmarks cannot separate.
// Not a product; `Benchmarks/run` builds it in release mode and reads its JSON from stdout.
//
//   BezelBench split TEMPLATE DEVICE [--frame screen|device] [--iterations N]
//       where one image's time goes: fonts (the chain's checks; faces open lazily in the first display
//       list build), template, layout, display list (`sceneMs`, typesetting included), raster (shapes
//       and text separately, and with a worker's warm cache), PNG encode, SVG write
//   BezelBench layout TEMPLATES_DIR [--min-seconds S]
//       layout evaluations (screen × profile of the matrix) per CPU second, one thread
//   BezelBench png TEMPLATE DEVICE [--frame screen|device]
//       PNG encoder settings on one rendered image: CPU time and size for each
//   BezelBench ibscene DOCUMENT [--scene ID] [--iterations N]
//       one Interface Builder scene's layout pass on the device it was saved on (`bezel layout DOC
//       --device saved`): the document is parsed once; each sample is one uncached `LayoutEngine.layout`
//       (system chrome, the Auto Layout system built, intrinsic sizes measured, solved, the ambiguity
//       check, frames read), median CPU milliseconds
//   BezelBench matrixsplit TEMPLATES_DIR --devices A,B,C
//       where a batch's time goes: every cell of the matrix subset on those devices, each stage of
//       `ImageJob.render` timed and summed (layout, checks, the display list as `scene`, raster with the
//       worker's cache, PNG encode, the manifest's SHA-256 of the PNG, the layout JSON), after one untimed
//       pass that opens the fonts; CPU milliseconds per image
import Batch
import Checks
import Devices
import Diagnostics
import Foundation
import Hashing
import Layout
import PNG
import Project
import Raster
import Render
import Drawing
import Screens
import SVG
import Text

#if canImport(Glibc)
import Glibc
#endif

/// CPU time of the calling thread, in seconds: steadier than wall time on a shared machine.
func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Runs `body` `iterations` times and returns the median CPU seconds of one run.
func medianSeconds(_ iterations: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<max(iterations, 1) {
        let start = threadCPUSeconds()
        try body()
        samples.append(threadCPUSeconds() - start)
    }
    samples.sort()
    let middle = samples.count / 2
    return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
}

/// The value after `--name` in the arguments, if any.
func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: "--" + name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// Prints `fields` as one JSON object with sorted keys, numbers with fixed precision.
func printJSON(_ fields: [String: Any]) {
    if let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .prettyPrinted]) {
        print(String(decoding: data, as: UTF8.self))
    }
}

/// The display list with every text run removed: rasterising it and the full display list gives the text's share.
func withoutText(_ displayList: DisplayList) -> DisplayList {
    func strip(_ nodes: [Node]) -> [Node] {
        nodes.compactMap { node in
            switch node {
            case .text: return nil
            case .shape, .bitmap: return node
            case .group(var group):
                group.nodes = strip(group.nodes)
                return .group(group)
            }
        }
    }
    var copy = displayList
    copy.layers = displayList.layers.map { Layer(id: $0.id, nodes: strip($0.nodes)) }
    return copy
}

func split(_ arguments: [String]) throws {
    guard arguments.count >= 2 else { throw InputError("split TEMPLATE DEVICE [--frame F] [--iterations N]") }
    let iterations = Int(option("iterations", in: arguments) ?? "") ?? 9
    let frame = DeviceArt.Frame(rawValue: option("frame", in: arguments) ?? "screen") ?? .screen
    var typesetter: Typesetter?
    let fonts = try medianSeconds(1) { typesetter = try Typesetter.standard() }
    guard let typesetter else { return }
    var screen: Screen?
    let parse = try medianSeconds(iterations) { screen = try ScreenLoader.load(path: arguments[0]) }
    guard let screen else { return }
    let profile = try Catalogue.device(named: arguments[1]).profile()
    var layout: LaidOutScreen?
    // Layout is sub-millisecond: time many evaluations per sample.
    let layoutRepeats = 200
    let layoutTime = try medianSeconds(iterations) {
        for _ in 0..<layoutRepeats { layout = try LayoutEngine.layout(screen: screen, profile: profile) }
    } / Double(layoutRepeats)
    guard let layout else { return }
    // As `bezel render --format png` builds it: no font hashes (they go only into an SVG's metadata).
    var displayListOptions = DisplayListOptions(frame: frame)
    displayListOptions.includesFontHashes = false
    let builder = DisplayListBuilder(text: DisplayListText(typesetter: typesetter), options: displayListOptions)
    var displayList: DisplayList?
    // The first build opens the faces the screen uses (fonts are opened lazily, issue 16) and decodes its glyphs.
    let buildFirst = medianSeconds(1) { displayList = builder.build(screen: screen, layout: layout, profile: profile) }
    let facesOpened = PinnedFont.chain.filter { typesetter.chain.isLoaded($0.role) }.map(\.fileName)
    let buildTime = medianSeconds(iterations) { displayList = builder.build(screen: screen, layout: layout, profile: profile) }
    guard let displayList else { return }
    let rasterizer = DisplayListRasterizer(scale: profile.scale)
    var pixmap: Pixmap?
    let rasterTime = medianSeconds(iterations) { pixmap = rasterizer.render(displayList) }
    // A worker's later images of the same profile: the hardware's coverage and the display mask come from its cache.
    let cache = RasterCache()
    _ = rasterizer.render(displayList, cache: cache)
    let rasterCachedTime = medianSeconds(iterations) { _ = rasterizer.render(displayList, cache: cache) }
    let bare = withoutText(displayList)
    let rasterShapes = medianSeconds(iterations) { _ = rasterizer.render(bare) }
    guard let pixmap else { return }
    var png: [UInt8] = []
    let encodeTime = try medianSeconds(iterations) { png = try PNGEncoder.encode(pixmap) }
    var svg = ""
    let svgTime = medianSeconds(iterations) { svg = SVGWriter(options: .init(scale: profile.scale)).write(displayList) }
    printJSON([
        "template": arguments[0], "device": arguments[1], "frame": frame.rawValue,
        "width": pixmap.width, "height": pixmap.height, "pngBytes": png.count, "svgBytes": svg.utf8.count,
        "iterations": iterations,
        "fontsLoadMs": fonts * 1e3, "templateParseMs": parse * 1e3, "layoutMs": layoutTime * 1e3,
        "sceneFirstMs": buildFirst * 1e3, "facesOpened": facesOpened,
        "sceneMs": buildTime * 1e3, "rasterMs": rasterTime * 1e3, "rasterShapesMs": rasterShapes * 1e3,
        "rasterCachedMs": rasterCachedTime * 1e3,
        "rasterTextMs": max(rasterTime - rasterShapes, 0) * 1e3, "pngEncodeMs": encodeTime * 1e3, "svgWriteMs": svgTime * 1e3,
    ])
}

func layoutRate(_ arguments: [String]) throws {
    guard let folder = arguments.first else { throw InputError("layout TEMPLATES_DIR [--min-seconds S]") }
    let minimum = Double(option("min-seconds", in: arguments) ?? "") ?? 2
    var cells: [(Screen, Profile)] = []
    for path in try TemplateFinder.templates(in: [folder]) {
        // Every screen of the file, as the batch reads it: a template's one, or a document's scenes
        // (`ScreenLoader.load` reads YAML only, and `Templates/` holds storyboards since issue 13).
        let bytes = try ScreenLoader.bytes(path: path)
        for screen in try ScreenLoader.screens(bytes: bytes, file: path) {
            let matrixScreen = try CatalogueMatrix.matrixScreen(screen, path: path, templateBytes: bytes)
            for job in try CatalogueMatrix.jobs(screens: [matrixScreen]) { cells.append((screen, job.profile)) }
        }
    }
    var evaluations = 0
    var failures = 0
    let start = threadCPUSeconds()
    var elapsed = 0.0
    repeat {
        for (screen, profile) in cells {
            do {
                _ = try LayoutEngine.layout(screen: screen, profile: profile)
            } catch {
                failures += 1
            }
            evaluations += 1
        }
        elapsed = threadCPUSeconds() - start
    } while elapsed < minimum
    printJSON([
        "cells": cells.count, "evaluations": evaluations, "failures": failures, "cpuSeconds": elapsed,
        "perSecond": Double(evaluations) / elapsed, "microsecondsEach": elapsed / Double(evaluations) * 1e6,
    ])
}

func pngSweep(_ arguments: [String]) throws {
    guard arguments.count >= 2 else { throw InputError("png TEMPLATE DEVICE [--frame F]") }
    let frame = DeviceArt.Frame(rawValue: option("frame", in: arguments) ?? "screen") ?? .screen
    let pipeline = ImagePipeline(typesetter: try Typesetter.standard(), options: RenderOptions(formats: [], displayList: DisplayListOptions(frame: frame)))
    let screen = try ScreenLoader.load(path: arguments[0])
    let profile = try Catalogue.device(named: arguments[1]).profile()
    let image = try pipeline.render(screen: screen, profile: profile)
    let pixmap = DisplayListRasterizer(scale: profile.scale).render(image.displayList)
    var rows: [[String: Any]] = []
    // Bezel's own deflate (the default since issue 16's session 8) under each filter, then zlib as before
    // issue 16 (level 3, NONE was the default).
    let settings: [PNGEncoder.Options] =
        [PNGEncoder.Options.standard]
        + [PNGEncoder.Filter.none, .sub, .up, .average, .paeth].map { PNGEncoder.Options(filter: $0, compressor: .rowDeflate) }
        + [1, 2, 3, 4, 5, 6].map { PNGEncoder.Options(level: $0) }
        + [1, 3, 6].map { PNGEncoder.Options(level: $0, strategy: .rle) }
        + [1, 3, 6].map { PNGEncoder.Options(level: $0, filter: .sub) }
        + [1, 3].map { PNGEncoder.Options(level: $0, filter: .sub, strategy: .rle) }
        + [1, 3, 6].map { PNGEncoder.Options(level: $0, filter: .up) }
    for options in settings {
        var bytes: [UInt8] = []
        let time = try medianSeconds(5) { bytes = try PNGEncoder.encode(pixmap, options: options) }
        rows.append(["level": options.level, "filter": options.filter.rawValue, "strategy": options.strategy.rawValue,
                     "compressor": options.compressor.rawValue + (options == .standard ? " (default)" : ""),
                     "bytes": bytes.count, "ms": time * 1e3])
    }
    var smallest: [UInt8] = []
    let optimizeTime = try medianSeconds(1) { smallest = try PNGEncoder.encodeSmallest(pixmap) }
    rows.append(["level": -1, "filter": "optimize", "strategy": "search", "bytes": smallest.count, "ms": optimizeTime * 1e3])
    printJSON(["width": pixmap.width, "height": pixmap.height, "settings": rows])
}

func interfaceBuilderScene(_ arguments: [String]) throws {
    guard let path = arguments.first else { throw InputError("ibscene DOCUMENT [--scene ID] [--iterations N]") }
    let iterations = Int(option("iterations", in: arguments) ?? "") ?? 2000
    let screen = try ScreenLoader.single(path: path, scene: option("scene", in: arguments))
    let profile = try SavedProfile.profile(for: screen)
    func count(_ views: [ViewSpec]) -> Int { views.reduce(views.count) { $0 + count($1.views) } }
    // The first layout opens the fonts text is measured with (once per process): not part of a scene's pass.
    var layout = try LayoutEngine.layout(screen: screen, profile: profile, reusingSolves: false)
    let median = try medianSeconds(iterations) { layout = try LayoutEngine.layout(screen: screen, profile: profile, reusingSolves: false) }
    printJSON([
        "document": path, "scene": screen.name, "device": profile.deviceID, "iterations": iterations,
        "documentViews": count(screen.views), "laidOutViews": layout.views.count, "ambiguities": layout.ambiguities.count,
        "layoutMs": median * 1e3,
    ])
}

func matrixSplit(_ arguments: [String]) throws {
    guard let folder = arguments.first, let devices = option("devices", in: arguments) else {
        throw InputError("matrixsplit TEMPLATES_DIR --devices A,B,C")
    }
    // Planned as `bezel render TEMPLATES_DIR --devices …` plans them.
    let ids = devices.split(separator: ",").map(String.init)
    let plan = ProfilePlan(devices: Catalogue.all.filter { ids.contains($0.id) })
    var cells: [(Screen, Profile)] = []
    for path in try TemplateFinder.templates(in: [folder]) {
        let bytes = try ScreenLoader.bytes(path: path)
        for screen in try ScreenLoader.screens(bytes: bytes, file: path) {
            let matrixScreen = try CatalogueMatrix.matrixScreen(screen, path: path, templateBytes: bytes)
            for job in try CatalogueMatrix.jobs(screens: [matrixScreen], plan: plan) {
                cells.append((screen, job.profile))
            }
        }
    }
    let typesetter = try Typesetter.standard()
    let options = RenderOptions(formats: [.png])
    let builder = DisplayListBuilder(text: DisplayListText(typesetter: typesetter), options: options.displayList)
    let stages = ["layout", "checks", "scene", "raster", "pngEncode", "sha256", "layoutJSON"]
    var totals = [Double](repeating: 0, count: stages.count)
    var pngBytes = 0
    // One pass to open the fonts and fill the worker's caches, as a batch's first images do; then the timed one.
    for pass in 0..<2 {
        for (screen, profile) in cells {
            var times: [Double] = []
            var mark = threadCPUSeconds()
            func lap() {
                let now = threadCPUSeconds()
                times.append(now - mark)
                mark = now
            }
            let cell = try LayoutEngine.cell(screen: screen, profile: profile)
            let layout = cell.layout
            lap()
            let findings = ProfilePlan.hasKnownHardware(profile) ? Checker.check(cell: cell, typesetter: typesetter) : []
            lap()
            let displayList = builder.build(cell: cell, findings: ImageJob.markers(for: findings))
            lap()
            let pixmap = DisplayListRasterizer(scale: profile.scale).render(displayList, cache: .current)
            lap()
            let png = try PNGEncoder.encode(pixmap)
            lap()
            let digest = SHA256.hash(png)
            lap()
            let json = layout.jsonText
            lap()
            withExtendedLifetime((digest, json)) {}
            if pass == 1 {
                for index in stages.indices { totals[index] += times[index] }
                pngBytes += png.count
            }
        }
    }
    var fields: [String: Any] = ["templates": folder, "devices": devices, "images": cells.count, "pngBytes": pngBytes]
    for (index, stage) in stages.enumerated() { fields[stage + "MsPerImage"] = totals[index] * 1e3 / Double(max(cells.count, 1)) }
    fields["totalMsPerImage"] = totals.reduce(0, +) * 1e3 / Double(max(cells.count, 1))
    printJSON(fields)
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "split": try split(Array(arguments.dropFirst()))
    case "layout": try layoutRate(Array(arguments.dropFirst()))
    case "png": try pngSweep(Array(arguments.dropFirst()))
    case "ibscene": try interfaceBuilderScene(Array(arguments.dropFirst()))
    case "matrixsplit": try matrixSplit(Array(arguments.dropFirst()))
    default:
        FileHandle.standardError.write(Data("usage: BezelBench split|layout|png|ibscene|matrixsplit …\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("BezelBench: \(error)\n".utf8))
    exit(2)
}
