import Diagnostics
import Output
import Project

/// `bezel init`: writes a commented default `bezel.yml`, so a project starts from every setting
/// explained. Never replaces an existing file unless told to.
struct InitCommand: Command {
    static let name = "init"
    static let summary = "Write a commented default bezel.yml (the project's settings for bezel render)."
    static let usage = ["init [--force] [--path FILE]"]
    static let options: [OptionSpec] = [
        .flag("force", "Replace an existing file."),
        .option("path", "FILE", "Where to write (default: bezel.yml in the current folder)."),
    ]
    static let discussion = """
        Every setting is written with its default; settings that are off by default are commented out.
        Command-line flags of 'bezel render' override the file.
        """
    static let examples = [
        CommandExample("bezel init --path settings/bezel.yml", "a file to start from (bezel render reads it with --config)"),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("init takes no arguments; use --path FILE to choose where to write")
        }
        let path = arguments.value("path") ?? ProjectConfig.fileName
        let (folder, name) = split(path)
        let target = try OutputPath(name)
        let output = OutputFolder(folder)
        if OutputFolder.exists(path), !arguments.flag("force") {
            throw InputError(at: SourceLocation(file: path, line: 1, column: 1), "already exists; add --force to replace it with the defaults")
        }
        try output.write(DefaultProjectConfig.text, to: target)
        console.outText("Wrote \(TerminalText.oneLine(path)). Edit it, then run 'bezel render'.\n")
        return ExitStatus.success
    }

    /// `dir/name` → (`dir`, `name`); a bare name lives in the current folder.
    static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
