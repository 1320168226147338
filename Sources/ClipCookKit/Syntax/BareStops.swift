/// Where a piece of bare text ends besides the end of the line and a comment.
struct BareStops: Sendable {
    /// A `,` ends the text (an ingredient's name, a tag).
    var comma = false
    /// A `]` ends the text (inside an annotation or an explicit amount).
    var closeBracket = false
    /// `[KEYWORD` after a blank, for these keywords, starts a trailing annotation.
    var annotations: AnnotationKeywords = []
    /// This word after a blank ends the text (`calories` after a quick-add name).
    var word: [UInt8]? = nil

    static let lineEnd = BareStops()
}
