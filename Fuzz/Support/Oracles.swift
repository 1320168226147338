import ClipCookKit

/// The checks every importer's target makes on what it read; a failed check
/// traps, so libFuzzer saves the input.
enum Oracle {
    /// Whatever an importer read: each diagnostic points inside the input;
    /// a document is valid, prints to canonical text that parses back to the
    /// same model without errors, `fmt` of that text is itself, lint runs
    /// on it and its safe fixes leave a file that still formats; and each
    /// writer that holds this kind of document writes it without trapping.
    static func imported(_ result: InteropReadResult, from bytes: [UInt8]) {
        for diagnostic in result.diagnostics {
            if let range = diagnostic.range, range.start.offset > bytes.count || range.end.offset > bytes.count
                || range.start.offset > range.end.offset || range.start.line < 1 || range.start.column < 1 {
                fail("diagnostic outside the input (\(bytes.count) bytes): \(diagnostic.message) at \(range)")
            }
        }
        guard let content = result.content else { return }
        if result.diagnostics.contains(where: { $0.severity == .error }) {
            fail("content returned with errors: \(result.diagnostics.map(\.message))")
        }
        switch content {
        case .document(let document): canonical(document)
        case .export(let export): exported(export)
        }
    }

    /// print -> parse gives the document back without errors; fmt of the
    /// printed text is itself; lint and its fixes hold; the writers do not trap.
    static func canonical(_ document: Document) {
        let problems = ModelValidator.validate(document)
        if !problems.isEmpty { fail("an invalid \(document.kind) was read: \(problems.map(\.message))") }
        let text = Language.print(document)
        let again = Language.parse(SourceFile(path: "fuzz", text: text))
        if let error = again.diagnostics.first(where: { $0.severity == .error }) {
            fail("the canonical text does not parse (\(error.message)):\n\(text)")
        }
        guard again.document == document else {
            fail("the canonical text reads as another \(document.kind):\n\(text)\n\(String(describing: again.document))\n\(document)")
        }
        let formatted: String
        do {
            formatted = try Formatter.format(SourceFile(path: "fuzz", text: text))
        } catch {
            fail("fmt refuses the canonical text:\n\(text)")
        }
        if formatted != text { fail("fmt changes the canonical text:\n\(text)\n---\n\(formatted)") }
        lint(text)
        write(document)
    }

    /// Lint runs; the file with its safe fixes applied still formats (what `lint --fix` writes).
    static func lint(_ text: String) {
        let source = SourceFile(path: "fuzz", text: text)
        let file = LintFile(source: source)
        let problems = Linter().lint(file, in: LintContext(files: [file]))
        let (fixed, applied) = FixApplier.apply(problems.filter { $0.fix != nil }, to: source.bytes)
        guard applied > 0 else { return }
        if (try? Formatter.format(SourceFile(path: "fuzz", bytes: fixed))) == nil {
            fail("lint --fix breaks the canonical text:\n\(text)\n---\n\(String(decoding: fixed, as: UTF8.self))")
        }
    }

    /// Every writer that holds the document writes it; what the readable
    /// formats wrote reads back without errors.
    static func write(_ document: Document) {
        for format in InteropFormat.allCases where format.isWritable {
            guard let written = try? DocumentWriter.write(.document(document), as: format) else { continue }
            switch format {
            case .json:
                let read = DocumentReader.read(SourceFile(path: "fuzz.json", text: written), as: .json)
                if read.content != .document(document) { fail("JSON does not round-trip:\n\(written)") }
            case .jsonld, .recipemd, .cooklang:
                let read = DocumentReader.read(SourceFile(path: "fuzz", text: written), as: format)
                if read.content == nil || read.diagnostics.contains(where: { $0.severity == .error }) {
                    fail("\(format) written does not read back: \(read.diagnostics.map(\.message))\n\(written)")
                }
            case .clipcook, .caption, .markdown, .ics:
                break
            }
        }
    }

    /// A whole export: JSON write -> read gives it back, and each of its documents is canonical.
    static func exported(_ export: CollectionExport) {
        for file in ImportPlan(.export(export)).files { canonical(file.document) }
    }

    static func fail(_ message: String) -> Never {
        fatalError(message)
    }
}

/// Before the first input: lint a recipe once, so that the tables the rules
/// load on first use (the food table) are not charged to an input as a hang.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> Int32 {
    Oracle.lint("recipe Toast\n  category breakfast\n\ningredients\n  - 2 slices bread\n  - 10 g butter\n")
    return 0
}
