// swift-tools-version: 6.0
// Bezel: every screen of an iOS app on every Apple device profile, as SVG and PNG,
// with safe-area checks and golden-image comparison. Linux-first, no outside packages.
import PackageDescription

/// Flags every Swift target shares: strict concurrency comes with Swift 6 mode.
let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Bezel",
    products: [
        .library(name: "Bezel", targets: ["Bezel"]),
        .executable(name: "bezel", targets: ["bezel"]),
    ],
    targets: [
        // C libraries from Debian -dev packages, reached through system library targets.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // libjpeg-turbo decodes the JPEG images of asset catalogues; JPEGShim catches its longjmp.
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .target(name: "JPEGShim", dependencies: ["CJPEG"]),
        // libtiff decodes the TIFF data of images a document embeds (an NSImage's bitmap); TIFFShim reads it from
        // memory and keeps libtiff's messages off stderr.
        .systemLibrary(name: "CTIFF", pkgConfig: "libtiff-4", providers: [.apt(["libtiff-dev"])]),
        .target(name: "TIFFShim", dependencies: ["CTIFF"]),
        // libwebp decodes WebP files an app holds (iOS 14 and later draw them; docs/assets.md, "Image file formats").
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // Vector images of asset catalogues (PDF and SVG), drawn at each scale as Xcode's asset compiler
        // does: poppler (through its GLib interface) and librsvg, the PDF and SVG renderers of GNOME and of
        // most Linux desktops, both drawing into cairo. VectorShim serialises the calls and converts pixels.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .target(name: "VectorShim", dependencies: ["CPoppler", "CRsvg"]),
        // Intel's ISA-L: the PNG encoder's CRC-32 and Adler-32 (the rows are compressed by RowDeflate.c, not igzip).
        .systemLibrary(name: "CISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
        // Text in every script: HarfBuzz shapes, FriBidi orders right-to-left text (UAX #9),
        // libunibreak finds line-break opportunities (UAX #14).
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        // The C of our own for PNG: libpng reports errors by longjmp, which Swift cannot catch; the default encoder
        // filters rows, compresses them with Bezel's own deflate and writes the chunks (PNGRowEncoder.c,
        // RowDeflate.c), with ISA-L's CRC-32 and Adler-32.
        .target(name: "PNGShim", dependencies: ["CPNG", "CISAL"]),

        // The pipeline, one concern per target; dependencies point one way.
        .target(name: "Diagnostics", swiftSettings: strict),
        // The one way every input file is opened and read: no links below an input folder,
        // regular files only, a size limit per kind of file.
        .target(name: "FileSystem", swiftSettings: strict),
        .target(name: "Geometry", swiftSettings: strict),
        // SHA-256's compression on the x86 SHA extensions when the CPU has them (Hashing keeps the Swift one).
        .target(name: "SHAShim"),
        .target(name: "Hashing", dependencies: ["SHAShim"], swiftSettings: strict),
        .target(name: "Devices", dependencies: ["Geometry", "Diagnostics"], swiftSettings: strict),
        // Auto Layout: a Cassowary solver, and UIKit's constraint vocabulary on top of it.
        .target(name: "Constraints", swiftSettings: strict),
        .target(name: "AutoLayout", dependencies: ["Constraints", "Geometry", "Diagnostics"], swiftSettings: strict),
        // Interface Builder documents (storyboards, XIBs) read with libxml2 into a faithful model.
        .target(name: "InterfaceBuilder", dependencies: ["CXML2", "Diagnostics", "Geometry"], swiftSettings: strict),
        .target(
            name: "Screens",
            dependencies: ["Geometry", "Diagnostics", "FileSystem", "Hashing", "PNG", "Raster", "JPEGShim", "TIFFShim", "CWebP", "VectorShim", "Devices", "AutoLayout", "InterfaceBuilder", "Text", "CYAML"],
            swiftSettings: strict),
        .target(name: "Layout", dependencies: ["Geometry", "Devices", "Screens", "AutoLayout", "Text"], swiftSettings: strict),
        .target(
            name: "Text", dependencies: ["Geometry", "Hashing", "FileSystem", "Raster", "CFreeType", "CHarfBuzz", "CFriBidi", "CUnibreak"],
            swiftSettings: strict),
        .target(name: "Checks", dependencies: ["Geometry", "Devices", "Screens", "Layout", "Text"], swiftSettings: strict),
        .target(name: "Raster", dependencies: ["Geometry"], swiftSettings: strict),
        .target(name: "PNG", dependencies: ["Raster", "PNGShim", "CISAL", "Diagnostics", "FileSystem"], swiftSettings: strict),
        .target(name: "Diff", dependencies: ["Raster", "PNG", "Diagnostics", "FileSystem"], swiftSettings: strict),
        .target(name: "Drawing", dependencies: ["Geometry", "Devices", "AutoLayout", "Screens", "Layout", "Checks", "Text", "Raster"], swiftSettings: strict),
        .target(name: "SVG", dependencies: ["Drawing", "Diagnostics", "Raster", "PNG"], swiftSettings: strict),
        // One image, end to end: layout, checks, scene, then SVG text and PNG bytes.
        .target(
            name: "Render",
            dependencies: ["Geometry", "Devices", "Screens", "Layout", "Checks", "Text", "Drawing", "SVG", "Raster", "PNG", "Output"],
            swiftSettings: strict),
        // The batch, one concern per target, each above the ones it names:
        // the output folder (paths, writes, lock, undo, identity, progress line, interrupt flag);
        .target(name: "Output", dependencies: ["Diagnostics", "FileSystem", "Screens"], swiftSettings: strict),
        // the project: bezel.yml, flags, findings' severities, the matrix of screens × profiles, shards;
        .target(
            name: "Project", dependencies: ["Hashing", "FileSystem", "Devices", "AutoLayout", "Screens", "Text", "Checks", "Output"],
            swiftSettings: strict),
        // one run's record: the manifest, input hashes, each job's result, the worker pool;
        .target(name: "Run", dependencies: ["Diagnostics", "Hashing", "FileSystem", "Devices", "Checks", "Output", "Project"], swiftSettings: strict),
        // golden comparison, its ledger, layout snapshots and orphaned goldens;
        .target(name: "Goldens", dependencies: ["Hashing", "FileSystem", "Diff", "PNG", "Output", "Project", "Run"], swiftSettings: strict),
        // report.json, JUnit, the summary text, merging shards, the review page;
        .target(
            name: "Reports", dependencies: ["Hashing", "FileSystem", "Checks", "Output", "Project", "Run", "Goldens"],
            // The review page's script and style sheet, compiled into the binary as byte arrays.
            resources: [.embedInCode("Resources/review-page.js"), .embedInCode("Resources/review-page.css")],
            swiftSettings: strict),
        // on top: planning a batch, one cell of it (ImageJob), running it and writing its reports.
        .target(
            name: "Batch",
            dependencies: ["Hashing", "FileSystem", "Devices", "Screens", "Layout", "Checks", "Text", "Drawing", "Render", "PNG", "Output", "Project", "Run", "Goldens", "Reports"],
            swiftSettings: strict),
        // The library product's API for programs that embed Bezel (docs/library.md): load, lay out, check, draw.
        .target(name: "Bezel", dependencies: ["Diagnostics", "Devices", "Screens", "Layout", "Checks", "Text", "Render"], swiftSettings: strict),
        // Commands live in a library so tests can run them in-process; `bezel` only forwards argv.
        .target(
            name: "BezelCLI",
            dependencies: [
                "Diagnostics", "Geometry", "Devices", "Constraints", "AutoLayout", "Screens", "Layout", "Checks", "Text", "Drawing", "Raster", "PNG",
                "SVG", "Diff", "Render", "Output", "Project", "Run", "Goldens", "Reports", "Batch",
            ],
            swiftSettings: strict),
        .executableTarget(name: "bezel", dependencies: ["BezelCLI"], swiftSettings: strict),
        // In-process timings for Benchmarks/run (time split, layout rate, PNG settings); not a product.
        .executableTarget(
            name: "BezelBench",
            dependencies: ["Batch", "Checks", "Devices", "Diagnostics", "Hashing", "Layout", "PNG", "Project", "Raster", "Render", "SVG", "Drawing", "Screens", "Text"],
            path: "Benchmarks/BezelBench", swiftSettings: strict),

        // Test-only helpers shared by several test targets (running the reference tools).
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
        // The escaping layer's property tests: libxml2, JSONSerialization, a workflow-command parser, Chromium.
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "CXML2", "TestSupport"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "Diagnostics"]),
        .testTarget(name: "DevicesTests", dependencies: ["Devices"], exclude: ["Fixtures"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "ConstraintsTests", dependencies: ["Constraints", "TestSupport"], exclude: ["Kiwi"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ChecksTests", dependencies: ["Checks", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "HashingTests", dependencies: ["Hashing"]),
        .testTarget(name: "FileSystemTests", dependencies: ["FileSystem"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Hashing", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "PNG"]),
        .testTarget(name: "DiffTests", dependencies: ["Diff", "PNG", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SVGTests", dependencies: ["SVG", "Drawing", "TestSupport"]),
        .testTarget(name: "PNGTests", dependencies: ["PNG", "FileSystem", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Diff", "Layout", "Drawing", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "BezelCLITests", dependencies: ["BezelCLI", "Batch", "FileSystem", "TestSupport"]),
        .testTarget(
            name: "BatchTests", dependencies: ["Output", "Project", "Run", "Goldens", "Reports", "Batch", "Checks", "Hashing", "Devices", "Screens", "PNG", "TestSupport"]),
        .testTarget(name: "GoldenTests", dependencies: ["Output", "Project", "Run", "Goldens", "Reports", "Diff", "PNG", "Raster", "TestSupport"]),
        // The bad-input corpus (Tests/Corpus) run through the CLI in-process.
        .testTarget(name: "CorpusTests", dependencies: ["BezelCLI", "Devices", "Diagnostics", "Output", "PNG", "Raster", "Render", "Run", "Screens", "Text"]),
        // The library product's example (docs/library.md), compiled and run.
        .testTarget(name: "BezelTests", dependencies: ["Bezel"]),
    ],
    swiftLanguageModes: [.v6]
)
