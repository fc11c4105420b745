#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import FileSystem
import Hashing
import Diff
import PNG
import Output
import Run

/// Compares each job's outputs with its goldens, records goldens as `--record` says, and writes the
/// review copies (golden and diff image) into the output folder.
///
/// Order of the comparison, cheapest and most telling first: the layout text (a change is reported in
/// words), then the image (equal bytes match without decoding; otherwise decoded pixels are compared
/// exactly or as pixelmatch does), then the SVG text when the project keeps SVG goldens. Called on the
/// batch's worker threads: every file it touches belongs to one job.
package struct GoldenStage: Sendable {
    package var settings: GoldenSettings
    /// The batch's output folder (review copies go there).
    package var output: OutputFolder
    /// The goldens folder, written through the same atomic, link-refusing writer as the outputs.
    var goldens: OutputFolder { OutputFolder(settings.directory) }

    /// The goldens Bezel wrote or confirmed (`--prune` deletes only those); saved by `finish()`.
    package let ledger: GoldenLedger

    package init(settings: GoldenSettings, output: OutputFolder) throws(InputError) {
        self.settings = settings
        self.output = output
        ledger = try GoldenLedger(folder: settings.directory)
    }

    /// Saves what the run recorded in the ledger. Called once, after the batch.
    package func finish() throws(InputError) { try ledger.save() }

    /// Writes a golden and notes it in the ledger.
    private func writeGolden(_ bytes: [UInt8], to path: OutputPath) throws(InputError) {
        try goldens.write(bytes, to: path)
        ledger.note(path.description, bytes)
    }

    /// True when the goldens folder is the output folder, which would make every output its own golden.
    package var goldensAreOutputs: Bool {
        PathText.components(of: PathText.absolute(goldens.root)) == PathText.components(of: PathText.absolute(output.root))
    }

    /// One job's outputs as the stage compares them.
    package struct Subject: Sendable {
        /// `<screen>/<profile>`.
        var key: String
        var png: [UInt8]?
        var svg: [UInt8]?
        /// The `bezel layout --json` text.
        var layout: [UInt8]?

        init(key: String, png: [UInt8]? = nil, svg: [UInt8]? = nil, layout: [UInt8]? = nil) {
            self.key = key
            self.png = png
            self.svg = svg
            self.layout = layout
        }

        /// The subject from a render's files (`<key>.png`, `<key>.svg`, `<key>.layout.json`).
        package init(key: String, files: [OutputFile]) {
            self.key = key
            for file in files {
                switch file.path {
                case key + GoldenFiles.imageSuffix: png = file.bytes
                case key + GoldenFiles.vectorSuffix: svg = file.bytes
                case key + GoldenFiles.layoutSuffix: layout = file.bytes
                default: break
                }
            }
        }
    }

    /// Compares a job skipped as unchanged, reading its outputs back from the output folder: equal
    /// bytes (the usual case) cost two reads and a `memcmp`. `nil` when the entry lists no output.
    package func check(unchanged entry: ManifestEntry) throws(InputError) -> GoldenResult? {
        var files: [OutputFile] = []
        for file in entry.files {
            let path = try OutputPath(file.path)
            let bytes: [UInt8]
            do {
                bytes = try output.read(path)
            } catch {
                throw InputError("\(output.fileSystemPath(path)): cannot read the output to compare it with its golden: \(error)")
            }
            files.append(OutputFile(path: file.path, bytes: bytes))
        }
        let subject = Subject(key: entry.key, files: files)
        guard subject.png != nil || subject.svg != nil || subject.layout != nil else { return nil }
        return try check(subject)
    }

    /// Compares one job's outputs with its goldens. Throws for a golden that cannot be read or
    /// decoded (bad input, named with its path); a golden of another size is a change, not an error.
    package func check(_ subject: Subject) throws(InputError) -> GoldenResult {
        let key = subject.key
        let record = settings.record
        var notes: [String] = []
        var differs = false
        var unaccepted = false
        var isNew = false
        var recordedNew = false
        var wrote = false
        var differentPixels: Int?
        var goldenCopy: String?
        var diffPath: String?
        var goldenCopyHash: String?
        var diffHash: String?
        /// A golden the subject no longer matches: rewritten when `--record` takes changes, else the run fails.
        func differsFrom(_ golden: OutputPath, now bytes: [UInt8]) throws(InputError) {
            differs = true
            if record.writesChanged {
                try writeGolden(bytes, to: golden)
                wrote = true
            } else {
                unaccepted = true
            }
        }

        // 1. The layout: a change in frames, said in words.
        if let layout = subject.layout {
            let path = try GoldenFiles.path(key, GoldenFiles.layoutSuffix)
            if let golden = try readGolden(path) {
                if golden == layout { ledger.note(path.description, golden) }
                if golden != layout,
                   case let old = try GoldenLayoutSnapshot.read(golden, file: goldens.fileSystemPath(path)),
                   case let new = try GoldenLayoutSnapshot.read(layout, file: output.fileSystemPath(path)),
                   // A golden from before layout goldens kept texts and content sizes matches when the rest does.
                   !old.isOlderForm(of: new) {
                    let phrases = GoldenLayoutDiff.phrases(golden: old, actual: new)
                    notes += phrases.isEmpty ? [GoldenMessage.layoutTextDiffers] : phrases
                    try differsFrom(path, now: layout)
                }
            } else if record.writesMissing {
                try writeGolden(layout, to: path)
                wrote = true
            }
        }

        // 2. The image: bytes, then pixels.
        if let png = subject.png {
            let path = try GoldenFiles.path(key, GoldenFiles.imageSuffix)
            if let golden = try readGolden(path) {
                if golden == png {
                    ledger.note(path.description, golden)
                    differentPixels = 0
                } else {
                    let goldenFile = goldens.fileSystemPath(path), actualFile = output.fileSystemPath(path)
                    var expected: StraightImage?, actual: StraightImage?
                    var result: DiffResult
                    // A golden of another size is a change known from its header: it is decoded only to
                    // draw expected | actual, and only within the pixel budget (twelve
                    // 12 KB goldens stating 10,000×10,000 took 3.2 GB at --jobs 4).
                    if let a = FileComparison.statedSize(golden), let b = FileComparison.statedSize(png), a != b {
                        result = ImageDiff.sizesDiffer(a, b)
                    } else {
                        let (decodedGolden, decodedActual) = (try Self.decode(golden, file: goldenFile), try Self.decode(png, file: actualFile))
                        (expected, actual) = (decodedGolden, decodedActual)
                        result = ImageDiff.compare(decodedGolden, decodedActual, options: settings.diffOptions)
                    }
                    differentPixels = result.differentPixels
                    if settings.accepts(result) {
                        if record == .all {
                            try writeGolden(png, to: path)
                            wrote = true
                        }
                    } else if record.writesChanged {
                        // Accepted: the golden becomes this image, so no golden copy or diff image is
                        // written, and `removeReviewCopies` below deletes an earlier run's (they
                        // stayed on disk and the review page still showed the change as pending).
                        differs = true
                        if !result.sizesMatch { notes.append(Self.sizesDiffer(result)) }
                        try writeGolden(png, to: path)
                        wrote = true
                    } else {
                        differs = true
                        unaccepted = true
                        if result.sizesMatch, let expected, let actual {
                            result = ImageDiff.compare(expected, actual, options: settings.diffOptions, drawImage: true)
                        } else {
                            notes.append(Self.sizesDiffer(result))
                            if DiffBudget.pixels(result.sizeA, result.sizeB, diffImage: true, sideBySide: false) <= DiffBudget.maximumPixels {
                                (expected, actual) = (try Self.decode(golden, file: goldenFile), try Self.decode(png, file: actualFile))
                            } else {
                                notes.append("no diff image: golden and actual side by side are over the budget of \(DiffBudget.maximumPixels) pixels")
                            }
                        }
                        let copyPath = try GoldenFiles.path(key, GoldenFiles.goldenCopySuffix)
                        try output.write(golden, to: copyPath)
                        goldenCopy = copyPath.description
                        goldenCopyHash = SHA256.hash(golden).hex
                        if let expected, let actual, let image = DiffImage.make(result, expected, actual, sideBySide: false) {
                            let imagePath = try GoldenFiles.path(key, GoldenFiles.diffSuffix)
                            do {
                                let encoded = try PNGEncoder.encode(image)
                                try output.write(encoded, to: imagePath)
                                diffHash = SHA256.hash(encoded).hex
                            } catch {
                                throw InputError("\(output.fileSystemPath(imagePath)): cannot write the diff image: \(error)")
                            }
                            diffPath = imagePath.description
                        }
                    }
                }
            } else {
                isNew = true
                if record.writesMissing {
                    try writeGolden(png, to: path)
                    wrote = true
                    recordedNew = true
                }
            }
        }

        // 3. The SVG text: compared when the project keeps SVG goldens, or when it is the only image.
        if let svg = subject.svg {
            let path = try GoldenFiles.path(key, GoldenFiles.vectorSuffix)
            if let golden = try readGolden(path) {
                if golden != svg {
                    notes.append(GoldenMessage.svgDiffers)
                    try differsFrom(path, now: svg)
                } else {
                    ledger.note(path.description, golden)
                    if subject.png == nil { differentPixels = 0 }
                }
            } else if subject.png == nil {
                isNew = true
                if record.writesMissing {
                    try writeGolden(svg, to: path)
                    wrote = true
                    recordedNew = true
                }
            }
        }

        if goldenCopy == nil { removeReviewCopies(key) }
        if isNew && !recordedNew {
            notes.append(settings.onCI ? GoldenMessage.missingOnCI : GoldenMessage.missing)
        } else if wrote {
            notes.append(settings.onCI ? GoldenMessage.writtenOnCI : isNew ? GoldenMessage.recorded : GoldenMessage.updated)
        }
        let fails = unaccepted || (isNew && !recordedNew) || (settings.onCI && (isNew || wrote))
        var result = GoldenResult(
            status: isNew ? .new : differs ? .changed : .matched, goldenPath: goldenCopy, diffPath: diffPath,
            differentPixels: differentPixels, message: notes.isEmpty ? nil : GoldenMessage.join(notes), failsRun: fails)
        result.goldenSHA256 = goldenCopy == nil ? nil : goldenCopyHash
        result.diffSHA256 = diffPath == nil ? nil : diffHash
        return result
    }

    /// The golden's bytes, `nil` when there is none; anything else that is not a readable regular
    /// file is bad input.
    func readGolden(_ path: OutputPath) throws(InputError) -> [UInt8]? {
        do {
            return try goldens.readIfPresent(path)
        } catch {
            throw InputError("\(goldens.fileSystemPath(path)): cannot read the golden: \(error)")
        }
    }

    /// The note for a golden of another size than the image.
    static func sizesDiffer(_ result: DiffResult) -> String { "sizes differ: golden \(result.sizeA), actual \(result.sizeB)" }

    /// Decodes a PNG, naming `file` in the error (`golden/x/iphone-x-portrait.png: CRC error in IDAT`).
    static func decode(_ bytes: [UInt8], file: String) throws(InputError) -> StraightImage {
        do {
            return try PNGDecoder.decodeStraight(bytes)
        } catch {
            if bytes.starts(with: Array("version https://git-lfs".utf8)) {
                throw InputError("\(file): a Git LFS pointer, not a PNG (run 'git lfs pull')")
            }
            throw InputError("\(file): \(error)")
        }
    }

    /// Removes the golden and diff copies an earlier run left for `key` (the image matches now).
    func removeReviewCopies(_ key: String) {
        for suffix in [GoldenFiles.goldenCopySuffix, GoldenFiles.diffSuffix] {
            guard let path = try? GoldenFiles.path(key, suffix), output.containsFile(path) else { continue }
            unlink(output.fileSystemPath(path))
        }
    }
}
