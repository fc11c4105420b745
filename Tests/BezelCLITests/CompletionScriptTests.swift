import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// `bezel completion bash|zsh|fish`: each script loads in its shell and completes commands, options and
/// option values from the declarations. bash runs the completion function as `complete -F` would (with
/// `COMP_WORDS` / `COMP_CWORD`); fish asks its own completion engine (`complete -C`); zsh loads the script
/// after `compinit` (so `compdef` registers it) and runs the function with `words` / `CURRENT` set, with
/// `compadd` and `_files` (which only work inside a completion widget) replaced by functions that print
/// the candidates matching `PREFIX`, as compadd's matching does.
@Suite struct CompletionScriptTests {
    static func script(_ shell: String) throws -> String {
        let captured = CapturedConsole()
        #expect(BezelCommandLine.run(["completion", shell], console: captured.console) == ExitStatus.success)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-completion-\(UUID().uuidString).\(shell)").path
        try captured.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The completions of the line `words` (the last one being completed).
    static func bash(_ script: String, _ words: [String]) throws -> Set<String> {
        let line = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(script)' || exit 3
            complete -p bezel | grep -q -- '-F _bezel' || exit 4
            COMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1)
            _bezel bezel "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Subprocess.run(["bash", "--norc", "--noprofile", "-c", program])
        #expect(result.status == 0, "\(result.everything)")
        return Set(result.output.split(separator: "\n").map(String.init))
    }

    /// The completions of each line, in one zsh (compinit takes seconds).
    static func zsh(_ script: String, _ lines: [[String]]) throws -> [Set<String>] {
        var program = """
            autoload -U compinit && compinit -u -D
            source '\(script)' || exit 3
            [[ ${_comps[bezel]} == _bezel ]] || exit 4
            compadd() {
                local word seen=0
                for word in "$@"; do
                    if (( seen )); then [[ $word == ${PREFIX}* ]] && print -r -- $word; fi
                    [[ $word == -- ]] && seen=1
                done
                return 0
            }
            _files() { print -r -- '<files>' }

            """
        for words in lines {
            let line = words.map { "'\($0)'" }.joined(separator: " ")
            program += "words=(\(line)); CURRENT=\(words.count); PREFIX=${words[CURRENT]}\n_bezel || print -r -- '<failed>'\nprint -r -- '<end>'\n"
        }
        let result = try Subprocess.run(["zsh", "-f", "-c", program])
        #expect(result.status == 0, "\(result.everything)")
        var sets: [Set<String>] = []
        var current: Set<String> = []
        for word in result.output.split(separator: "\n").map(String.init) {
            if word == "<end>" {
                sets.append(current)
                current = []
            } else {
                current.insert(word)
            }
        }
        return sets
    }

    static func fish(_ script: String, _ line: String) throws -> Set<String> {
        let result = try Subprocess.run(["fish", "--no-config", "-c", "source '\(script)'; complete -C '\(line)'"])
        #expect(result.status == 0, "\(result.everything)")
        // Each line is the candidate, a tab, its description.
        return Set(result.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") })
    }

    @Test(.enabled(if: Subprocess.which("bash") != nil)) func bashCompletes() throws {
        let script = try Self.script("bash")
        defer { try? FileManager.default.removeItem(atPath: script) }
        #expect(try Self.bash(script, ["bezel", "re"]) == ["render", "report"])
        #expect(try Self.bash(script, ["bezel", "render", "--dev"]) == ["--device", "--devices"])
        #expect(try Self.bash(script, ["bezel", "check", "--format", "s"]) == ["sarif"])
        #expect(try Self.bash(script, ["bezel", "--color", "never", "check", "--fail"]) == ["--fail-on"])
        #expect(try Self.bash(script, ["bezel", "render", "--device", "iphone-15-pro-"]) == ["iphone-15-pro-max"])
        #expect(try Self.bash(script, ["bezel", "completion", "z"]) == ["zsh"])
        #expect(try Self.bash(script, ["bezel", "help", "ch"]) == ["check"])
        #expect(try Self.bash(script, ["bezel", "layout", "--col"]) == ["--color"])
        // A value with no fixed set: nothing offered, so bash's `-o default` completes file names.
        #expect(try Self.bash(script, ["bezel", "render", "--out", ""]) == [])
    }

    @Test(.enabled(if: Subprocess.which("zsh") != nil)) func zshCompletes() throws {
        let script = try Self.script("zsh")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let lines = [
            ["bezel", "re"], ["bezel", "render", "--dev"], ["bezel", "check", "--format", "s"],
            ["bezel", "--color", "never", "check", "--fail"], ["bezel", "render", "Templ"], ["bezel", "render", "--out", "x"],
        ]
        let expected: [Set<String>] = [
            ["render", "report"], ["--device", "--devices"], ["sarif"], ["--fail-on"], ["<files>"], ["<files>"],
        ]
        #expect(try Self.zsh(script, lines) == expected)
    }

    @Test(.enabled(if: Subprocess.which("fish") != nil)) func fishCompletes() throws {
        let script = try Self.script("fish")
        defer { try? FileManager.default.removeItem(atPath: script) }
        #expect(try Self.fish(script, "bezel re") == ["render", "report"])
        #expect(try Self.fish(script, "bezel render --dev") == ["--device", "--devices"])
        #expect(try Self.fish(script, "bezel check --format s") == ["sarif"])
        #expect(try Self.fish(script, "bezel completion ") == ["bash", "zsh", "fish"])
    }

    /// Every option of every command is in every script: nothing is listed by hand.
    @Test func everyOptionIsInEveryScript() throws {
        for shell in CompletionScript.Shell.allCases {
            let text = CompletionScript.script(for: shell, commands: BezelCommandLine.commands, globalOptions: BezelCommandLine.globalOptions)
            for command in BezelCommandLine.commands {
                #expect(text.contains(command.name), "\(shell) \(command.name)")
                for option in command.options {
                    #expect(text.contains(shell == .fish ? "-l \(option.name)" : "--\(option.name)"), "\(shell) \(command.name) --\(option.name)")
                }
            }
        }
    }
}
