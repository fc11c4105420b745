import Diagnostics
import Diff
import FileSystem
import Output
import PNG

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bezel diff A B`: compares two PNG files or two folders of them, exactly or as pixelmatch does.
struct DiffCommand: Command {
    static let name = "diff"
    static let summary = "Compare two PNG images (or two folders of them) exactly or perceptually."
    static let usage = [
        "diff EXPECTED.png ACTUAL.png [--threshold T] [--include-aa] [--max-diff-pixels N | --max-diff-ratio R]"
            + " [--diff-image OUT.png] [--side-by-side] [--json]",
        "diff EXPECTED_DIR ACTUAL_DIR [options] [--diff-image OUT_DIR]",
    ]
    static let options: [OptionSpec] = [
        .option("threshold", "T", "Perceptual mode, pixelmatch 7.2.0-compatible: YIQ distance threshold 0-1 (pixelmatch's default is 0.1). Without it, pixels are compared exactly."),
        .flag("include-aa", "Count anti-aliased pixels as different (perceptual mode)."),
        .option("max-diff-pixels", "N", "Pass when at most N pixels differ (default 0)."),
        .option("max-diff-ratio", "R", "Pass when at most this fraction (0-1) of the pixels differ."),
        .option("diff-image", "OUT", "Write the diff image (changed pixels red over a faded copy); a folder in folder mode."),
        .flag("side-by-side", "Make the diff image expected | diff | actual."),
        .flag("json", "Print the result as JSON (differentPixels, totalPixels, ratio, sizes, regions, identical)."),
    ]
    static let discussion = """
        Exit status: 0 when the images match within the tolerance, 1 when they differ beyond it
        (different sizes always differ; in folder mode, so do removed and added images), 2 for bad
        input such as an unreadable or corrupt PNG, named with its path. Folders are paired by relative
        path; a render's review copies (*.golden.png, *.diff.png, orphaned-goldens/) are left out.
        """
    /// After `bezel render` (its first example), which draws both screens into Output/.
    static let examples = [
        CommandExample("bezel diff Output/comments-load-more/iphone-x-portrait.png Output/comments-load-more-fixed/iphone-x-portrait.png"
            + " --threshold 0.1 --diff-image diff.png", "what the fix changes on one device (after bezel render)"),
        CommandExample("bezel diff Output/comments-load-more Output/comments-load-more-fixed --json", "two folders, paired by file name"),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 2 else {
            throw UsageError("expected two paths (EXPECTED ACTUAL), got \(arguments.positionals.count)")
        }
        let first = arguments.positionals[0]
        let second = arguments.positionals[1]
        var options = DiffOptions.exact
        if let text = arguments.value("threshold") {
            guard let threshold = DecimalNumber.parse(text), threshold >= 0, threshold <= 1 else {
                throw UsageError("--threshold takes a number from 0 to 1, not '\(text)'")
            }
            options.threshold = threshold
        }
        if arguments.flag("include-aa") {
            guard options.threshold != nil else { throw UsageError("--include-aa needs --threshold (perceptual mode)") }
            options.includeAntiAliased = true
        }
        let tolerance = try tolerance(arguments)
        let diffImage = arguments.value("diff-image")
        let sideBySide = arguments.flag("side-by-side")
        if sideBySide && diffImage == nil { throw UsageError("--side-by-side needs --diff-image") }

        if let diffImage { try refuseOverwritingInputs(diffImage, inputs: [first, second]) }

        switch (try kind(first), try kind(second)) {
        case (.folder, .folder):
            // A diff killed while writing an image left its temporary beside it: `DirectoryDiff` removes
            // those of each image it writes, and nothing else in the user's folder.
            let result = try DirectoryDiff.compare(first, second, options: options,
                                                   diffImageFolder: diffImage, sideBySide: sideBySide)
            if arguments.flag("json") {
                console.out(DiffReport.json(result, options: options, tolerance: tolerance))
            } else {
                console.outText(DiffReport.text(result, options: options, tolerance: tolerance))
            }
            return result.passes(tolerance) ? ExitStatus.success : ExitStatus.findings
        case (.file, .file):
            let (result, image) = try FileComparison.compare(first, second, options: options,
                                                             diffImage: diffImage != nil, sideBySide: sideBySide)
            if let diffImage, let image {
                FileIO.removeStaleTemporaries(of: diffImage)
                try PNGFile.write(image, to: diffImage)
            }
            if arguments.flag("json") {
                console.out(DiffReport.json(result, options: options, tolerance: tolerance))
            } else {
                console.outText(DiffReport.text(result, options: options, tolerance: tolerance))
            }
            return tolerance.accepts(result) ? ExitStatus.success : ExitStatus.findings
        default:
            throw UsageError("compare two files or two folders, not a file with a folder")
        }
    }

    private static func tolerance(_ arguments: ParsedArguments) throws -> DiffTolerance {
        let pixels = arguments.value("max-diff-pixels")
        let ratio = arguments.value("max-diff-ratio")
        switch (pixels, ratio) {
        case (.some, .some):
            throw UsageError("give --max-diff-pixels or --max-diff-ratio, not both")
        case let (.some(text), nil):
            guard let count = Int(text), count >= 0 else {
                throw UsageError("--max-diff-pixels takes a whole number from 0, not '\(text)'")
            }
            return .pixels(count)
        case let (nil, .some(text)):
            guard let value = DecimalNumber.parse(text), value >= 0, value <= 1 else {
                throw UsageError("--max-diff-ratio takes a number from 0 to 1, not '\(text)'")
            }
            return .ratio(value)
        case (nil, nil):
            return .none
        }
    }

    /// `--diff-image` must not be one of the inputs, lie inside an input folder or hold one: writing it
    /// would overwrite the image being compared, or add images to the folders compared.
    /// Paths are compared after resolving links and `..`, so `./a.png`, `a.png` and a link to it are one.
    private static func refuseOverwritingInputs(_ diffImage: String, inputs: [String]) throws {
        let target = PathText.resolved(diffImage)
        var targetStatus = stat()
        let targetExists = stat(diffImage, &targetStatus) == 0
        for input in inputs {
            let source = PathText.resolved(input)
            var sourceStatus = stat()
            // A hard link is the same file under another name.
            let sameFile = targetExists && stat(input, &sourceStatus) == 0
                && sourceStatus.st_dev == targetStatus.st_dev && sourceStatus.st_ino == targetStatus.st_ino
            if sameFile || target == source || source.hasPrefix(target + "/") {
                throw UsageError("--diff-image '\(diffImage)' would overwrite the input '\(input)'; write it somewhere else")
            }
            if target.hasPrefix(source + "/") {
                throw UsageError("--diff-image '\(diffImage)' is inside the input folder '\(input)'; write it somewhere else")
            }
        }
    }

    private enum PathKind { case file, folder }

    /// Whether `path` is a folder or something to read as a file; a missing path is bad input.
    private static func kind(_ path: String) throws -> PathKind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            throw InputError("\(path): cannot read: \(code == ENOENT ? "no such file or directory" : code == ELOOP ? "a loop of symbolic links" : String(cString: strerror(code)))")
        }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }
}
