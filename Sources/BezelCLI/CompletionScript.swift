/// Shell completion scripts made from the command declarations: the command names and summaries, each
/// command's options (`OptionSpec`: which take a value, which values they accept) and positional
/// choices, plus the global options. Nothing is listed by hand, so a new option completes as soon as it
/// parses. What each shell needs:
/// - bash: a function for `complete -F` that fills `COMPREPLY` from `COMP_WORDS` / `COMP_CWORD`
///   (https://www.gnu.org/software/bash/manual/html_node/Programmable-Completion.html); `-o default`
///   falls back to file names when it offers nothing;
/// - zsh: a function for `compdef` that calls `compadd` and `_files` from `words` / `CURRENT`
///   (https://zsh.sourceforge.io/Doc/Release/Completion-Widgets.html); it also works saved as `_bezel`
///   on `$fpath`, where `#compdef` registers it;
/// - fish: `complete` lines with `__fish_use_subcommand` / `__fish_seen_subcommand_from` conditions
///   (https://fishshell.com/docs/current/completions.html).
enum CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell, commands: [CommandEntry], globalOptions: [OptionSpec]) -> String {
        switch shell {
        case .bash: bash(commands, globalOptions)
        case .zsh: zsh(commands, globalOptions)
        case .fish: fish(commands, globalOptions)
        }
    }

    /// The global options that may come before the command name, with their values.
    private static func leading(_ globalOptions: [OptionSpec]) -> [OptionSpec] {
        globalOptions.filter { $0.valueName != nil }
    }

    /// `text` as one single-quoted word for bash or zsh.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `words` as one single-quoted word, space-separated (option names and choices hold no quote).
    private static func wordList(_ words: [String]) -> String {
        quoted(words.joined(separator: " "))
    }

    /// The first sentence of a help text, for the descriptions zsh and fish show beside a word.
    static func shortHelp(_ help: String) -> String {
        var text = help
        if let end = text.firstRange(of: ". ") { text = String(text[..<end.lowerBound]) }
        if text.hasSuffix(".") { text.removeLast() }
        return text.count > 70 ? String(text.prefix(69)) + "…" : text
    }

    // MARK: bash

    static func bash(_ commands: [CommandEntry], _ globalOptions: [OptionSpec]) -> String {
        var out = """
            # bash completion for bezel, made by `bezel completion bash` from bezel's command declarations.
            # Load it with `source <(bezel completion bash)`.
            _bezel() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                local command="" i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case ${COMP_WORDS[i]} in

            """
        for option in leading(globalOptions) { out += "            --\(option.name)) ((i++)) ;;\n" }
        out += """
                        -*) ;;
                        *) command=${COMP_WORDS[i]}; break ;;
                    esac
                done
                COMPREPLY=()
                case $prev in

            """
        // A value after an option: its choices, or nothing (then `-o default` offers file names).
        for option in globalOptions where option.valueName != nil {
            out += "        --\(option.name)) COMPREPLY=($(compgen -W \(wordList(option.choices)) -- \"$cur\")); return ;;\n"
        }
        out += "    esac\n    case $command in\n"
        out += "        \"\")\n            COMPREPLY=($(compgen -W \(wordList(commands.map(\.name) + globalOptions.map { "--" + $0.name } + ["--version"])) -- \"$cur\"))\n            return ;;\n"
        for command in commands {
            out += "        \(command.name))\n"
            let valued = command.options.filter { $0.valueName != nil }
            if !valued.isEmpty {
                out += "            case $prev in\n"
                for option in valued {
                    out += option.choices.isEmpty
                        ? "                --\(option.name)) return ;;\n"
                        : "                --\(option.name)) COMPREPLY=($(compgen -W \(wordList(option.choices)) -- \"$cur\")); return ;;\n"
                }
                out += "            esac\n"
            }
            let options = (command.options + globalOptions).map { "--" + $0.name }
            out += "            if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W \(wordList(options)) -- \"$cur\")); return; fi\n"
            let choices = command.positionalChoices()
            if !choices.isEmpty { out += "            COMPREPLY=($(compgen -W \(wordList(choices)) -- \"$cur\"))\n" }
            out += "            ;;\n"
        }
        out += "    esac\n}\ncomplete -o default -F _bezel bezel\n"
        return out
    }

    // MARK: zsh

    static func zsh(_ commands: [CommandEntry], _ globalOptions: [OptionSpec]) -> String {
        func described(_ pairs: [(String, String)], indent: String) -> String {
            // Two arrays (not `words`: zsh's own array of the command line): the words, and what the list shows for each ("render  -- Draw screens …").
            let width = (pairs.map(\.0.count).max() ?? 0) + 2
            let words = pairs.map { quoted($0.0) }.joined(separator: " ")
            let shown = pairs.map { word, help in
                quoted(word + String(repeating: " ", count: width - word.count) + "-- " + shortHelp(help))
            }.joined(separator: " ")
            return "\(indent)names=(\(words))\n\(indent)shown=(\(shown))\n\(indent)compadd -l -d shown -- \"${names[@]}\"\n"
        }
        var out = """
            #compdef bezel
            # zsh completion for bezel, made by `bezel completion zsh` from bezel's command declarations.
            # Load it with `source <(bezel completion zsh)` after compinit, or save it as _bezel on $fpath.
            _bezel() {
                local command="" i=2
                local -a names shown
                while (( i < CURRENT )); do
                    case ${words[i]} in

            """
        for option in leading(globalOptions) { out += "            (--\(option.name)) (( i++ )) ;;\n" }
        out += """
                        (-*) ;;
                        (*) command=${words[i]}; break ;;
                    esac
                    (( i++ ))
                done
                local cur=${words[CURRENT]} prev=${words[CURRENT-1]}
                case $prev in

            """
        for option in globalOptions where option.valueName != nil {
            out += "        (--\(option.name)) compadd -- \(option.choices.map(quoted).joined(separator: " ")); return ;;\n"
        }
        out += "    esac\n    case $command in\n"
        out += "        ('')\n"
        out += described(commands.map { ($0.name, $0.summary) }, indent: "            ")
        // `if`, not `&&`: the function's status says whether it offered anything (0) to zsh's completers.
        out += "            if [[ $cur == -* ]]; then compadd -- \(((globalOptions.map { "--" + $0.name }) + ["--version"]).map(quoted).joined(separator: " ")); fi\n"
        out += "            return ;;\n"
        for command in commands {
            out += "        (\(command.name))\n"
            let valued = command.options.filter { $0.valueName != nil }
            if !valued.isEmpty {
                out += "            case $prev in\n"
                for option in valued {
                    out += option.choices.isEmpty
                        ? "                (--\(option.name)) _files; return ;;\n"
                        : "                (--\(option.name)) compadd -- \(option.choices.map(quoted).joined(separator: " ")); return ;;\n"
                }
                out += "            esac\n"
            }
            out += "            if [[ $cur == -* ]]; then\n"
            out += described((command.options + globalOptions).map { ("--" + $0.name, $0.help) }, indent: "                ")
            out += "                return\n            fi\n"
            let choices = command.positionalChoices()
            out += choices.isEmpty ? "            _files ;;\n" : "            compadd -- \(choices.map(quoted).joined(separator: " ")) ;;\n"
        }
        out += """
                esac
            }
            if [[ ${funcstack[1]} == _bezel ]]; then
                _bezel "$@"
            else
                compdef _bezel bezel
            fi

            """
        return out
    }

    // MARK: fish

    /// `text` as one single-quoted fish word.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    static func fish(_ commands: [CommandEntry], _ globalOptions: [OptionSpec]) -> String {
        var out = """
            # fish completion for bezel, made by `bezel completion fish` from bezel's command declarations.
            # Load it with `bezel completion fish | source`, or save it as ~/.config/fish/completions/bezel.fish.
            complete -c bezel -f

            """
        func option(_ spec: OptionSpec, condition: String?) -> String {
            var line = "complete -c bezel"
            if let condition { line += " -n \(fishQuoted(condition))" }
            line += " -l \(spec.name)"
            if spec.valueName != nil {
                line += spec.choices.isEmpty ? " -r -F" : " -x -a \(fishQuoted(spec.choices.joined(separator: " ")))"
            }
            return line + " -d \(fishQuoted(shortHelp(spec.help)))\n"
        }
        for command in commands {
            out += "complete -c bezel -n __fish_use_subcommand -a \(command.name) -d \(fishQuoted(shortHelp(command.summary)))\n"
        }
        out += "complete -c bezel -n __fish_use_subcommand -l version -d 'Print the version'\n"
        for spec in globalOptions { out += option(spec, condition: nil) }
        for command in commands {
            let condition = "__fish_seen_subcommand_from \(command.name)"
            for spec in command.options { out += option(spec, condition: condition) }
            let choices = command.positionalChoices()
            out += choices.isEmpty
                ? "complete -c bezel -n \(fishQuoted(condition)) -F\n"
                : "complete -c bezel -n \(fishQuoted(condition)) -x -a \(fishQuoted(choices.joined(separator: " ")))\n"
        }
        return out
    }
}
