import Diagnostics
/// The text and JSON that `bezel diff` prints. Keys and lines come in a fixed order and numbers
/// in fixed precision, so the same comparison always prints the same bytes.
package enum DiffReport {
    /// How many regions the text lists before summarising the rest (JSON lists all).
    static let regionsListed = 10

    // MARK: Text

    package static func text(_ result: DiffResult, options: DiffOptions, tolerance: DiffTolerance, label: String? = nil) -> String {
        let name = label.map { "\(TerminalText.oneLine($0)): " } ?? ""
        guard result.sizesMatch else {
            return "\(name)different sizes: first is \(result.sizeA), second is \(result.sizeB)\n"
        }
        let mode = options.threshold.map { "perceptual, threshold \(DecimalNumber.fixed($0, digits: 4))" } ?? "exact"
        if result.identical {
            return "\(name)identical: \(result.sizeA), \(result.totalPixels) pixels (\(mode))\n"
        }
        let percent = FixedDecimal.format(result.differentPixels * 100, over: result.totalPixels, digits: 3)
        let verdict = tolerance.accepts(result) ? "within tolerance" : "beyond tolerance"
        var text = "\(name)\(result.differentPixels) of \(result.totalPixels) pixels differ (\(percent) %, \(mode)), \(verdict)\n"
        for region in result.regions.prefix(regionsListed) {
            text += "  region x \(region.x) y \(region.y) size \(region.width)×\(region.height): \(region.differentPixels) pixel\(region.differentPixels == 1 ? "" : "s")\n"
        }
        if result.regions.count > regionsListed {
            text += "  … and \(result.regions.count - regionsListed) more regions\n"
        }
        return text
    }

    package static func text(_ result: DirectoryDiffResult, options: DiffOptions, tolerance: DiffTolerance) -> String {
        var text = ""
        for file in result.files where !file.result.identical {
            text += self.text(file.result, options: options, tolerance: tolerance, label: file.relativePath)
        }
        for path in result.missing { text += "\(TerminalText.oneLine(path)): removed (only in the first folder)\n" }
        for path in result.extra { text += "\(TerminalText.oneLine(path)): added (only in the second folder)\n" }
        let changed = result.files.filter { !$0.result.identical }.count
        text += "\(result.files.count) compared, \(result.files.count - changed) identical, \(changed) changed,"
            + " \(result.missing.count) removed, \(result.extra.count) added\n"
        return text
    }

    // MARK: JSON

    package static func json(_ result: DiffResult, options: DiffOptions, tolerance: DiffTolerance) -> String {
        object(result, options: options, tolerance: tolerance).rendered(expanding: expands)
    }

    package static func json(_ result: DirectoryDiffResult, options: DiffOptions, tolerance: DiffTolerance) -> String {
        JSONValue.object([
            ("files", .array(result.files.map { file in
                .object([("path", .string(file.relativePath)), ("result", object(file.result, options: options, tolerance: tolerance))])
            })),
            ("missing", .array(result.missing.map(JSONValue.string))),
            ("extra", .array(result.extra.map(JSONValue.string))),
            ("withinTolerance", .bool(result.passes(tolerance))),
        ]).rendered(expanding: expands)
    }

    /// Every level written out, except the two sizes, the lists of paths and each region, one line each.
    private static func expands(_ path: [String], _ value: JSONValue) -> Bool {
        guard let last = path.last else { return true }
        if ["sizes", "missing", "extra"].contains(last) { return false }
        return !(last == "[]" && path.dropLast().last == "regions")
    }

    private static func object(_ result: DiffResult, options: DiffOptions, tolerance: DiffTolerance) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("identical", .bool(result.identical)),
            ("withinTolerance", .bool(tolerance.accepts(result))),
            ("mode", .string(options.threshold == nil ? "exact" : "perceptual")),
        ]
        if let threshold = options.threshold { fields.append(("threshold", .decimal(DecimalNumber.fixed(threshold, digits: 4)))) }
        fields += [
            ("differentPixels", .number(Double(result.differentPixels))),
            ("totalPixels", .number(Double(result.totalPixels))),
            ("ratio", .decimal(FixedDecimal.format(result.differentPixels, over: result.totalPixels, digits: 6))),
            ("sizes", .array([result.sizeA, result.sizeB].map { .object([("width", .number(Double($0.width))), ("height", .number(Double($0.height)))]) })),
            ("sizesMatch", .bool(result.sizesMatch)),
            ("regions", .array(result.regions.map { region in
                .object([
                    ("x", .number(Double(region.x))), ("y", .number(Double(region.y))), ("width", .number(Double(region.width))),
                    ("height", .number(Double(region.height))), ("differentPixels", .number(Double(region.differentPixels))),
                ])
            })),
        ]
        return .object(fields)
    }
}
