import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit

/// `clipcook convert INPUT [--from F] --to F [-o OUTPUT]`: one document
/// between the ClipCook language, the JSON models and Cooklang (recipes).
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert one document between the ClipCook language, JSON, Cooklang and the web formats.",
        discussion: """
            The kind of document (recipe, meal plan, shopping list, settings, inbox) is \
            detected. A whole collection export is not one document: use 'clipcook import'.
            Formats: clipcook, json, jsonld (schema.org Recipe; .json or .html), recipemd (.md), caption (.txt; read only), \
            markdown (a recipe; write only; --servings N scales it; amounts in the units of the collection around it, or -C DIR), ics (a meal plan; write only; \
            recipe titles and meal times come from the collection around the plan, or -C DIR).
            """)

    @Argument(help: "The file to read, or - for standard input.")
    var input: String

    @Option(
        help: "The input format (default: by extension, else by content: schema.org JSON-LD, JSON when it starts with '{', else ClipCook).",
        completion: .list(ShellCompletion.readableFormats))
    var from: InteropFormat?

    @Option(help: "The output format.", completion: .list(ShellCompletion.writableFormats))
    var to: InteropFormat

    @Option(name: .shortAndLong, help: "Write here (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "With --to json, also write values derived from the data: each ingredient's quantity, quantityMax and unit, read from its amount.")
    var derived = false

    @Option(help: "Markdown: scale the recipe to this many servings.")
    var servings: Int?

    @Option(
        name: .customShort("C"),
        help: ArgumentHelp(
            "iCalendar: the collection for recipe titles and meal times; Markdown: for its units and foods (default: the one around the input).",
            valueName: "dir"), completion: .directory)
    var collection: String?

    func run() throws {
        // A plan naming the collection's own foods reads as in the REPL.
        try FoodTable.withCollectionFoods(around: collection ?? (input == "-" ? "." : input)) { try convert() }
    }

    private func convert() throws {
        let (content, path) = try read()
        let options = try ExportOptions.make(for: to, input: input, servings: servings, collection: collection)
        if to == .json {
            // Written in chunks as it is encoded: a long plan's JSON is
            // never held whole (`JSONDocumentEncoder.write`).
            try CommandIO.writeJSON(to: output, source: path) { sink in
                try JSONDocumentEncoder.write(content, derived: derived, to: sink)
            }
            return
        }
        if to == .markdown, case .document(.recipe(let recipe)) = content {
            // Written a piece at a time: a huge recipe's Markdown is never held whole.
            try CommandIO.writeText(to: output) { emit in
                MarkdownWriter.write(
                    recipe, servings: options.servings, units: options.units, foods: options.foods, inPiecesOf: 1 << 16, emit)
            }
            return
        }
        let text: String
        do {
            text = try DocumentWriter.write(content, as: to, options: options, derived: derived)
        } catch .exportNeedsACollection {
            throw exportNotADocument(path)
        } catch {
            throw CommandIO.fail(path, error.message)
        }
        try CommandIO.writeOutput(text, to: output)
    }

    /// The content of the input and the path to name in messages; its
    /// problems reported. The input's bytes are let go of on return.
    private func read() throws -> (InteropContent, String) {
        let source = try CommandIO.readInput(input)
        let format = from ?? InteropFormat.sniff(path: input == "-" ? "" : input, bytes: source.bytes)
        let result = DocumentReader.read(source, as: format)
        CommandIO.report(result.diagnostics, in: source)
        guard let content = result.content else { throw ExitCode(1) }
        return (content, source.path)
    }

    private func exportNotADocument(_ path: String) -> ExitCode {
        CommandIO.fail(
            path, "this is a whole collection export, not one document",
            notes: ["to turn it into ClipCook files, run: clipcook import \(input) --into DIR"])
    }
}

extension InteropFormat: ExpressibleByArgument {}
