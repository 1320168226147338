import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit

/// Global options may come before the subcommand, as with `git -C DIR`:
/// `clipcook -C DIR lint` is read as `clipcook lint -C DIR`. This moves
/// them after the subcommand's name, where ArgumentParser looks for them,
/// and catches `clipcook help NOSUCH`, which would otherwise print the
/// general help and exit 0.
enum GlobalArguments {
    /// Options every subcommand that opens a collection accepts, with whether they take a value.
    static let options: [String: Bool] = ["-C": true, "--json": false]

    /// Takes a `--force` given before the subcommand (`clipcook --force
    /// -c 'fav soup'`) out of the arguments: every write of this run may
    /// rewrite a read-only file. After a subcommand, `--force` stays that
    /// subcommand's own option (`import --force`).
    static func takeForce(_ arguments: inout [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--force" {
                arguments.remove(at: index)
                return true
            }
            guard word.hasPrefix("-"), word != "--" else { return false }
            index += options[word] == true ? 2 : 1
        }
        return false
    }

    enum Outcome: Equatable {
        case arguments([String])
        case usageError(String)
    }

    static func normalise(_ arguments: [String], subcommands: [String]) -> Outcome {
        var globals: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if let takesValue = options[word] {
                globals.append(word)
                if takesValue {
                    guard index + 1 < arguments.count else { return .arguments(arguments) }
                    globals.append(arguments[index + 1])
                    index += 1
                }
                index += 1
            } else if word.hasPrefix("-C"), word.count > 2 {
                globals += ["-C", String(word.dropFirst(2))]
                index += 1
            } else {
                break
            }
        }
        let rest = Array(arguments[index...])
        guard let first = rest.first else { return .arguments(globals) }
        if first == "help", rest.count >= 2, !rest[1].hasPrefix("-"), !subcommands.contains(rest[1]) {
            let suggestion = Suggestion.closest(to: rest[1], in: subcommands).map { "; did you mean '\($0)'?" } ?? ""
            return .usageError("error: no subcommand '\(rest[1])'\(suggestion)\nsubcommands: " + subcommands.joined(separator: ", "))
        }
        guard !globals.isEmpty, subcommands.contains(first) else { return .arguments(globals + rest) }
        return .arguments([first] + globals + rest.dropFirst())
    }
}
