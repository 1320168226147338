import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    /// The parser reads enum values on their bytes; `lenient` is the oracle.
    @Suite struct EnumValueTests {
        static let texts = [
            "dinner", "Dinner", "DINNER", "dInNeR", "dinner ", " dinner", "dinne", "dinners", "", "-", "_", " ",
            "morning snack", "Morning-Snack", "morning_snack", "MORNING SNACK", "morning  snack", "morningsnack",
            "morning-snack-", "afternoon snack", "evening_snack", "breakfast", "lunch", "snack", "tiktok", "TikTok",
            "TIKTOK", "youtube", "YouTube", "instagram", "insta gram", "x",
            // Outside ASCII, `lenient`'s Unicode lowercasing decides (KELVIN SIGN lowercases to k).
            "Dînner", "\u{212A}", "snac\u{212A}", "tikto\u{212A}", "Lunch\u{301}", "ｌunch",
        ]

        @Test(arguments: texts)
        func readsAsLenientDoes(_ text: String) {
            #expect(Lexer.enumValue(RecipeCategory.self, text) == RecipeCategory.lenient(text), "\(text)")
            #expect(Lexer.enumValue(MealType.self, text) == MealType.lenient(text), "\(text)")
            #expect(Lexer.enumValue(SourcePlatform.self, text) == SourcePlatform.lenient(text), "\(text)")
        }

        /// A value read from a line (matched on its bytes when it is bare
        /// ASCII) is what `enumValue` gives for the text, and where it ends
        /// is where the general reading ends; quoted values and comments too.
        @Test(arguments: texts)
        func readsFromALineAsTheTextDoes(_ text: String) {
            let trimmed = text.trimmingCharacters(in: .init(charactersIn: " \t"))
            for line in ["v " + text, "v " + text + "  -- note", "v \"" + text + "\"", "v\t" + text + "\t"] {
                var lexer = Lexer(line: line)
                lexer.position = 2
                let read = try? lexer.readEnumValue(RecipeCategory.self, "category")
                let quoted = line.hasPrefix("v \"")
                let expected = trimmed.isEmpty && !quoted ? nil : Lexer.enumValue(RecipeCategory.self, quoted ? text : trimmed)
                #expect(read?.value == expected, "\(line)")
                if let read {
                    #expect(read.comment == (line.hasSuffix("-- note") ? (line.utf8.count - 7)..<line.utf8.count : nil), "\(line)")
                    #expect(lexer.position == line.utf8.count, "\(line)")
                }
            }
        }

        @Test func everyCaseInEverySpelling() {
            for value in MealType.allCases {
                let raw = value.rawValue
                for text in [raw, raw.lowercased(), raw.uppercased(), raw.replacingSpaces("-"), raw.replacingSpaces("_")] {
                    #expect(Lexer.enumValue(MealType.self, text) == value, "\(text)")
                }
            }
            #expect(Lexer.enumValue(SourcePlatform.self, "tikto\u{212A}") == .tiktok)
        }
    }
}

private extension String {
    func replacingSpaces(_ with: String) -> String {
        split(separator: " ", omittingEmptySubsequences: false).joined(separator: with)
    }
}
