import ClipCookCore

/// The lines of an inbox: `pending URL` lines, each followed by its properties.
package final class InboxParser: BodyParser {
    package struct Entry {
        package var item: PendingImport
        package var keyword: Range<Int>
        package var hasStatus = false
        package var explicitID: String?
        package var properties = PropertyLog()
        package var caption: CaptionBlock?
    }

    package var entries: [Entry] = []
    package var captionOpen = false

    package func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        if lexer.peek() == ByteClass.bar {
            guard captionOpen, let last = entries.indices.last else {
                throw LineError(
                    "caption line outside a caption block", start..<start + 1,
                    notes: ["start the block with a 'caption' line"])
            }
            entries[last].caption?.lines.append(CaptionBlock.lineText(lexer))
            return LineOutcome(.captionLine, comment: nil, itemIndex: last)
        }
        captionOpen = false
        let wordRange = lexer.readWord()
        let word = lexer.text(wordRange)
        if let b = lexer.peek(), !ByteClass.isBlank(b) || wordRange.isEmpty {
            let run = start..<lexer.nonBlankRun().upperBound
            throw LineError("unexpected '\(Excerpt.of(lexer.text(run)))'", run)
        }
        if word == "pending" {
            let read = try lexer.readTextValue("URL after 'pending'")
            let index = entries.count
            session.record(SourcePath(.pendingImports, index), wordRange)
            session.record(SourcePath(.pendingImports, index) + .url, read.range)
            entries.append(Entry(item: PendingImport(id: "", url: read.value), keyword: wordRange))
            return LineOutcome(.pending, comment: read.comment, itemIndex: index)
        }
        guard Keywords.pendingProperties.contains(word) else {
            throw LineError.unknownKeyword(
                word, wordRange, candidates: ["pending"] + Keywords.pendingProperties,
                property: !lexer.atLineEnd)
        }
        guard let index = entries.indices.last else {
            throw LineError(
                "property '\(word)' outside a pending import", wordRange,
                notes: ["start the import with a line such as 'pending https://...'"])
        }
        try entries[index].properties.claim(word, line: session.source.location(of: start).line, range: wordRange, what: "property")
        let path = SourcePath(.pendingImports, index)
        var comment: Range<Int>?
        switch word {
        case "status":
            let read = try lexer.readEnumValue(ImportStatus.self, "status")
            entries[index].item.status = read.value
            entries[index].hasStatus = true
            session.record(path + .status, read.range)
            comment = read.comment
        case "created":
            let read = try lexer.readTimestampValue("timestamp")
            entries[index].item.createdAt = read.value
            session.record(path + .createdAt, read.range)
            comment = read.comment
        case "caption" where lexer.atLineEnd:
            comment = try lexer.finish()
            entries[index].caption = CaptionBlock(range: wordRange)
            captionOpen = true
            session.record(path + .caption, wordRange)
        default:
            let read = try lexer.readTextValue("value of '\(word)'")
            comment = read.comment
            switch word {
            case "title":
                entries[index].item.title = read.value
                session.record(path + .title, read.range)
            case "thumbnail":
                entries[index].item.thumbnail = read.value
                session.record(path + .thumbnail, read.range)
            case "caption":
                entries[index].item.caption = read.value
                session.record(path + .caption, read.range)
            default:
                entries[index].explicitID = read.value
                session.record(path + .id, read.range)
            }
        }
        return LineOutcome(.property(word), comment: comment, itemIndex: index)
    }

    package func finish(_ session: ParseSession) -> Document {
        let derived = DerivedID.pendingImports(urls: entries.map(\.item.url))
        var items: [PendingImport] = []
        for (k, entry) in entries.enumerated() {
            if !entry.hasStatus, !entry.properties.contains("status") {
                session.error(
                    "missing status in pending import (\(Keywords.choices(ImportStatus.allCases.map(\.rawValue))))",
                    entry.keyword, notes: ["add a line such as 'status ready'"])
            }
            var item = entry.item
            item.id = entry.explicitID ?? derived[k]
            if let caption = entry.caption { item.caption = caption.text }
            items.append(item)
        }
        return .inbox(Inbox(pendingImports: items))
    }
}
