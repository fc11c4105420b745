@testable import Goldens
@testable import Project
@testable import Run
@testable import Diagnostics
import Foundation
@testable import PNG
@testable import Raster
import Testing

@Suite struct GoldenStageTests {
    /// The state of one image's golden before the run.
    enum State: CaseIterable {
        /// No golden.
        case missing
        /// The golden has the output's bytes.
        case same
        /// One pixel differs, and the tolerance (`maxDiffPixels: 1`) accepts it.
        case withinTolerance
        /// Three pixels differ: beyond the tolerance.
        case changed
    }

    static let key = "chat/iphone-15-portrait"
    static let tolerance = GoldenThresholds(maxDiffPixels: 1)

    static func goldenImage(_ state: State) throws -> [UInt8]? {
        switch state {
        case .missing: nil
        case .same: try GoldenFixtures.png(GoldenFixtures.image())
        case .withinTolerance: try GoldenFixtures.png(GoldenFixtures.image(changed: [(1, 1)]))
        case .changed: try GoldenFixtures.png(GoldenFixtures.image(changed: [(1, 1), (5, 2), (7, 5)]))
        }
    }

    /// Which states each `--record` mode writes, as its documentation says (Playwright's
    /// `--update-snapshots` semantics): `missing` only missing goldens, `changed` missing and
    /// changed ones, `all` every golden whose bytes differ, `none` nothing.
    static func writes(_ mode: GoldenRecordMode, _ state: State) -> Bool {
        switch (mode, state) {
        case (.none, _): false
        case (_, .missing): true
        case (.all, .withinTolerance), (.all, .changed), (.changed, .changed): true
        default: false
        }
    }

    @Test(arguments: GoldenRecordMode.allCases)
    func recordModeWritesExactlyItsGoldens(mode: GoldenRecordMode) throws {
        let actual = try GoldenFixtures.png(GoldenFixtures.image())
        for state in State.allCases {
            let stage = try GoldenFixtures.stage(record: mode, thresholds: Self.tolerance)
            let goldenFile = stage.settings.directory + "/" + Self.key + ".png"
            let before = try Self.goldenImage(state)
            if let before { try GoldenFixtures.write(before, to: goldenFile) }

            let result = try stage.check(GoldenStage.Subject(key: Self.key, png: actual))

            let after = GoldenFixtures.read(goldenFile)
            if Self.writes(mode, state) {
                #expect(after == actual, "\(mode) should write the golden in state \(state)")
            } else {
                #expect(after == before, "\(mode) should leave the golden alone in state \(state)")
            }
            let expectedStatus: GoldenResult.Status = switch state {
            case .missing: .new
            case .same, .withinTolerance: .matched
            case .changed: .changed
            }
            #expect(result.status == expectedStatus, "\(mode), \(state)")
            // Outside CI, a run fails for a golden it could not compare or a change it did not accept.
            let fails = (state == .missing && mode == .none) || (state == .changed && !mode.writesChanged)
            #expect(result.failsRun == fails, "\(mode), \(state): failsRun \(result.failsRun)")
            #expect(result.differentPixels == [State.missing: nil, .same: 0, .withinTolerance: 1, .changed: 3][state]!)
        }
    }

    @Test func aGoldenWrittenOrMissingOnCIFailsTheRun() throws {
        let actual = try GoldenFixtures.png(GoldenFixtures.image())
        for mode in GoldenRecordMode.allCases {
            let stage = try GoldenFixtures.stage(record: mode, onCI: true)
            let result = try stage.check(GoldenStage.Subject(key: Self.key, png: actual))
            #expect(result.status == .new)
            #expect(result.failsRun, "\(mode) on CI: a fresh recording must fail the run")
            let written = GoldenFixtures.read(stage.settings.directory + "/" + Self.key + ".png") != nil
            #expect(written == mode.writesMissing)
            #expect(result.message?.contains(mode.writesMissing ? GoldenMessage.writtenOnCI : GoldenMessage.missingOnCI) == true)
        }
        // A match on CI passes.
        let stage = try GoldenFixtures.stage(record: .none, onCI: true)
        try GoldenFixtures.write(actual, to: stage.settings.directory + "/" + Self.key + ".png")
        let result = try stage.check(GoldenStage.Subject(key: Self.key, png: actual))
        #expect(result.status == .matched && !result.failsRun)
    }

    @Test func ciIsDetectedFromTheEnvironmentVariable() {
        #expect(GoldenRecordMode.isCI(["CI": "true"]))
        #expect(GoldenRecordMode.isCI(["CI": "1"]))
        #expect(!GoldenRecordMode.isCI([:]))
        #expect(!GoldenRecordMode.isCI(["CI": ""]))
        #expect(!GoldenRecordMode.isCI(["CI": "false"]))
        #expect(GoldenRecordMode.standard(onCI: true) == .none)
        #expect(GoldenRecordMode.standard(onCI: false) == .missing)
    }

    @Test func aChangedImageLeavesTheGoldenAndAPixelmatchDiffInTheOutputFolder() throws {
        let stage = try GoldenFixtures.stage(record: .none)
        let changed: [(Int, Int)] = [(1, 1), (5, 2), (7, 5)]
        let golden = try GoldenFixtures.png(GoldenFixtures.image(changed: changed))
        try GoldenFixtures.write(golden, to: stage.settings.directory + "/" + Self.key + ".png")
        let result = try stage.check(GoldenStage.Subject(key: Self.key, png: try GoldenFixtures.png(GoldenFixtures.image())))
        #expect(result.status == .changed && result.failsRun)
        #expect(result.goldenPath == Self.key + ".golden.png")
        #expect(result.diffPath == Self.key + ".diff.png")
        #expect(GoldenFixtures.read(stage.output.root + "/" + Self.key + ".golden.png") == golden)
        let diff = try PNGFile.readStraight(stage.output.root + "/" + Self.key + ".diff.png")
        // pixelmatch's diff image: differing pixels red (255, 0, 0), the rest a faded grey copy.
        var red: [(Int, Int)] = []
        for y in 0..<diff.height { for x in 0..<diff.width where diff[x, y] == RGBA(r: 255, g: 0, b: 0) { red.append((x, y)) } }
        #expect(red.map { "\($0)" } == changed.map { "\($0)" })

        // Once the image matches again, the review copies go away.
        try GoldenFixtures.write(try GoldenFixtures.png(GoldenFixtures.image()), to: stage.settings.directory + "/" + Self.key + ".png")
        let again = try stage.check(GoldenStage.Subject(key: Self.key, png: try GoldenFixtures.png(GoldenFixtures.image())))
        #expect(again.status == .matched && again.goldenPath == nil)
        #expect(!FileManager.default.fileExists(atPath: stage.output.root + "/" + Self.key + ".diff.png"))
        #expect(!FileManager.default.fileExists(atPath: stage.output.root + "/" + Self.key + ".golden.png"))
    }

    @Test func aGoldenOfAnotherSizeIsAChangeThatSaysBothSizes() throws {
        let stage = try GoldenFixtures.stage(record: .missing)
        try GoldenFixtures.write(try GoldenFixtures.png(GoldenFixtures.image(width: 10, height: 4)),
                                 to: stage.settings.directory + "/" + Self.key + ".png")
        let result = try stage.check(GoldenStage.Subject(key: Self.key, png: try GoldenFixtures.png(GoldenFixtures.image(width: 8, height: 6))))
        #expect(result.status == .changed && result.failsRun)
        #expect(result.message?.contains("sizes differ: golden 10×4, actual 8×6") == true, "\(result.message ?? "")")
        // The review image puts both side by side: 10 + 8 wide (plus any gap), at least 6 high.
        let diff = try PNGFile.readStraight(stage.output.root + "/" + Self.key + ".diff.png")
        #expect(diff.width >= 18 && diff.height >= 6)
    }

    @Test func aCorruptGoldenIsBadInputNamingItsPath() throws {
        let stage = try GoldenFixtures.stage(record: .missing)
        var bytes = try GoldenFixtures.png(GoldenFixtures.image())
        let idat = Array("IDAT".utf8)
        let at = try #require((0..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == idat })
        // The stored CRC damaged (after the data, whose length precedes the type): libpng reports the CRC.
        let length = bytes[at - 4..<at].reduce(0) { $0 << 8 | Int($1) }
        bytes[at + 4 + length] ^= 0x40
        let file = stage.settings.directory + "/" + Self.key + ".png"
        try GoldenFixtures.write(bytes, to: file)
        let error = #expect(throws: InputError.self) {
            try stage.check(GoldenStage.Subject(key: Self.key, png: try GoldenFixtures.png(GoldenFixtures.image(changed: [(0, 0)]))))
        }
        #expect(error?.description.contains("\(file): CRC error in IDAT") == true, "\(error?.description ?? "")")
        // The bad golden is left as it was, whatever the record mode.
        #expect(GoldenFixtures.read(file) == bytes)
    }

    @Test func aPerceptualThresholdIgnoresWhatPixelmatchIgnores() throws {
        // A one-step change of grey is far below pixelmatch's 0.1 threshold (YIQ delta 35215 × 0.01).
        var nearly = GoldenFixtures.image()
        nearly[3, 3] = RGBA(r: 201, g: 200, b: 200)
        let golden = try GoldenFixtures.png(GoldenFixtures.image())
        let exact = try GoldenFixtures.stage(record: .none)
        try GoldenFixtures.write(golden, to: exact.settings.directory + "/" + Self.key + ".png")
        #expect(try exact.check(GoldenStage.Subject(key: Self.key, png: try GoldenFixtures.png(nearly))).status == .changed)
        let perceptual = try GoldenFixtures.stage(record: .none, thresholds: GoldenThresholds(threshold: 0.1))
        try GoldenFixtures.write(golden, to: perceptual.settings.directory + "/" + Self.key + ".png")
        #expect(try perceptual.check(GoldenStage.Subject(key: Self.key, png: try GoldenFixtures.png(nearly))).status == .matched)
    }

    @Test func maxDiffRatioIsAFractionOfThePixels() throws {
        // 3 of 48 pixels differ: 0.0625.
        let golden = try GoldenFixtures.png(GoldenFixtures.image(changed: [(1, 1), (5, 2), (7, 5)]))
        for (ratio, status) in [(0.0625, GoldenResult.Status.matched), (0.06, .changed)] {
            let stage = try GoldenFixtures.stage(record: .none, thresholds: GoldenThresholds(maxDiffRatio: ratio))
            try GoldenFixtures.write(golden, to: stage.settings.directory + "/" + Self.key + ".png")
            let result = try stage.check(GoldenStage.Subject(key: Self.key, png: try GoldenFixtures.png(GoldenFixtures.image())))
            #expect(result.status == status, "ratio \(ratio)")
        }
    }

    @Test func svgGoldensAreComparedAsTextWhenKept() throws {
        let png = try GoldenFixtures.png(GoldenFixtures.image())
        let stage = try GoldenFixtures.stage(record: .missing)
        try GoldenFixtures.write(png, to: stage.settings.directory + "/" + Self.key + ".png")
        // No SVG golden: not recorded beside a PNG (SVG goldens are opt-in), nothing compared.
        let first = try stage.check(GoldenStage.Subject(key: Self.key, png: png, svg: Array("<svg/>".utf8)))
        #expect(first.status == .matched)
        #expect(GoldenFixtures.read(stage.settings.directory + "/" + Self.key + ".svg") == nil)
        // A kept SVG golden with other text is a change.
        try GoldenFixtures.write(Array("<svg></svg>".utf8), to: stage.settings.directory + "/" + Self.key + ".svg")
        let second = try stage.check(GoldenStage.Subject(key: Self.key, png: png, svg: Array("<svg/>".utf8)))
        #expect(second.status == .changed && second.failsRun)
        #expect(second.message == GoldenMessage.svgDiffers)
    }

    @Test func unchangedJobsAreComparedFromTheOutputFolder() throws {
        let stage = try GoldenFixtures.stage(record: .none)
        let png = try GoldenFixtures.png(GoldenFixtures.image())
        try GoldenFixtures.write(png, to: stage.output.root + "/" + Self.key + ".png")
        let entry = ManifestEntry(job: try Self.jobInfo(), inputHash: "x",
                                  files: [ManifestFile(path: Self.key + ".png", sha256: "", size: png.count)], findings: [])
        try GoldenFixtures.write(png, to: stage.settings.directory + "/" + Self.key + ".png")
        #expect(try stage.check(unchanged: entry)?.status == .matched)
        try GoldenFixtures.write(try GoldenFixtures.png(GoldenFixtures.image(changed: [(2, 2)])), to: stage.settings.directory + "/" + Self.key + ".png")
        let changed = try stage.check(unchanged: entry)
        #expect(changed?.status == .changed && changed?.differentPixels == 1)
    }

    static func jobInfo() throws -> JobInfo {
        let json = #"{"key":"chat/iphone-15-portrait","screen":"chat","profile":"iphone-15-portrait","deviceID":"iphone-15","deviceName":"iPhone 15","idiom":"phone","orientation":"portrait","window":"full","template":"chat.yml"}"#
        return try JSONDecoder().decode(JobInfo.self, from: Data(json.utf8))
    }
}
