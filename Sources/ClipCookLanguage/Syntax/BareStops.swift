import ClipCookCore

/// Where a piece of bare text ends besides the end of the line and a comment.
package struct BareStops: Sendable {
    /// A `,` ends the text (an ingredient's name, a tag).
    package var comma = false
    /// A `]` ends the text (inside an annotation or an explicit amount).
    package var closeBracket = false
    /// `[KEYWORD` after a blank, for these keywords, starts a trailing annotation.
    package var annotations: AnnotationKeywords = []
    /// This word after a blank ends the text (`calories` after a quick-add name).
    package var word: [UInt8]? = nil

    package init(comma: Bool = false, closeBracket: Bool = false, annotations: AnnotationKeywords = [], word: [UInt8]? = nil) {
        self.comma = comma
        self.closeBracket = closeBracket
        self.annotations = annotations
        self.word = word
    }

    package static let lineEnd = BareStops()
}
