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
        object(result, options: options, tolerance: tolerance, indent: "") + "\n"
    }

    package static func json(_ result: DirectoryDiffResult, options: DiffOptions, tolerance: DiffTolerance) -> String {
        var text = "{\n  \"files\": ["
        for (index, file) in result.files.enumerated() {
            text += (index == 0 ? "\n" : ",\n") + "    {\n      \"path\": \(JSONString.quoted(file.relativePath)),\n"
            text += "      \"result\": " + object(file.result, options: options, tolerance: tolerance, indent: "      ") + "\n    }"
        }
        text += result.files.isEmpty ? "],\n" : "\n  ],\n"
        text += "  \"missing\": [" + result.missing.map(JSONString.quoted).joined(separator: ", ") + "],\n"
        text += "  \"extra\": [" + result.extra.map(JSONString.quoted).joined(separator: ", ") + "],\n"
        text += "  \"withinTolerance\": \(result.passes(tolerance))\n}\n"
        return text
    }

    private static func object(_ result: DiffResult, options: DiffOptions, tolerance: DiffTolerance, indent: String) -> String {
        let inner = indent + "  "
        var fields: [(String, String)] = [
            ("identical", "\(result.identical)"),
            ("withinTolerance", "\(tolerance.accepts(result))"),
            ("mode", options.threshold == nil ? "\"exact\"" : "\"perceptual\""),
        ]
        if let threshold = options.threshold { fields.append(("threshold", DecimalNumber.fixed(threshold, digits: 4))) }
        fields += [
            ("differentPixels", "\(result.differentPixels)"),
            ("totalPixels", "\(result.totalPixels)"),
            ("ratio", FixedDecimal.format(result.differentPixels, over: result.totalPixels, digits: 6)),
            ("sizes", "[" + [result.sizeA, result.sizeB].map { "{\"width\": \($0.width), \"height\": \($0.height)}" }
                .joined(separator: ", ") + "]"),
            ("sizesMatch", "\(result.sizesMatch)"),
        ]
        let regions = result.regions.map { region in
            "\(inner)  {\"x\": \(region.x), \"y\": \(region.y), \"width\": \(region.width), \"height\": \(region.height), "
                + "\"differentPixels\": \(region.differentPixels)}"
        }
        fields.append(("regions", regions.isEmpty ? "[]" : "[\n" + regions.joined(separator: ",\n") + "\n\(inner)]"))
        return "{\n" + fields.map { "\(inner)\"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n\(indent)}"
    }

}
