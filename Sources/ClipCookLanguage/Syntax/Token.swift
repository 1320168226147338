import ClipCookCore

/// One lexical unit of a line, with its byte range in the file.
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A run of letters, digits, `-` and `_` starting with a letter (keywords, enum values, ids).
        case word
        /// Digits with an optional leading `-`; nil when the value does not fit in an Int.
        case integer(Int?)
        /// Digits with a fraction or an exponent.
        case decimal(Double)
        /// A quoted string, with its escapes decoded.
        case string(String)
        /// One of `- . : , [ ] | x ×`.
        case punctuation
        /// `--` to the end of the line.
        case comment
        /// Any other run of non-blank bytes (bare text).
        case text
        /// Something that could not be read (an unterminated string, a bad escape).
        case invalid(String)
    }

    public var kind: Kind
    /// Byte offsets in the file.
    public var range: Range<Int>

    public init(kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
