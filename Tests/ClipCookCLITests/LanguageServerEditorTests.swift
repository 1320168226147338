import Foundation
import Testing

/// `clipcook lsp` driven by a real editor's LSP client: Neovim, headless,
/// opens a recipe with an error and writes down the diagnostics it received.
@Suite struct LanguageServerEditorTests {
    /// Starts the server for the buffer (with `vim.lsp.start` where the
    /// Neovim has it, else the 0.7 pair start_client / buf_attach_client),
    /// waits for diagnostics and writes them as JSON to $CLIPCOOK_OUT.
    static let initLua = """
        vim.api.nvim_create_autocmd("VimEnter", { callback = function()
          local config = { name = "clipcook", cmd = { os.getenv("CLIPCOOK_BIN"), "lsp" }, root_dir = vim.fn.getcwd() }
          if vim.lsp.start then
            vim.lsp.start(config)
          else
            vim.lsp.buf_attach_client(0, vim.lsp.start_client(config))
          end
          local received = vim.wait(50000, function() return #vim.diagnostic.get(0) > 0 end, 20)
          local items = {}
          for _, d in ipairs(vim.diagnostic.get(0)) do
            local lsp = d.user_data and d.user_data.lsp or {}
            table.insert(items, {
              lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
              severity = d.severity, message = d.message, code = d.code or lsp.code or vim.NIL,
            })
          end
          vim.fn.writefile({ vim.fn.json_encode({ received = received, diagnostics = items }) }, os.getenv("CLIPCOOK_OUT"))
          vim.cmd("qall!")
        end })
        """

    /// The folder that holds `name` on PATH, or nil.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    @Test func neovimReceivesTheDiagnosticAtTheRightPlace() throws {
        guard let nvim = Self.onPath("nvim"), let timeout = Self.onPath("timeout") else {
            print("LanguageServerEditorTests: nvim (or timeout) is not on PATH; skipped (scripts/ensure-deps installs neovim)")
            return
        }
        // Emoji (4 UTF-8 bytes, 2 UTF-16 units) inside both ranges: the
        // server speaks UTF-16 columns, Neovim turns them into byte columns.
        let root = try Executable.temporaryDirectory(holding: [
            "settings": "settings\n  units metric\n",
            "recipes/soup.recipe":
                "recipe Soup\n  category 🍲brunch\n  servings 2\n\ningredients\n  - 1 egg\n\nsteps\n  1. 🍲 Boil the egg for 3 minutes.\n",
            "init.lua": Self.initLua,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("diagnostics.json")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: timeout)
        // A hang guard: whatever goes wrong, Neovim is gone after 90 seconds (the
        // wait for diagnostics gives up after 50, on a busy machine).
        process.arguments = ["-k", "5", "90", nvim, "--headless", "--clean", "-u", "init.lua", "recipes/soup.recipe"]
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["CLIPCOOK_BIN"] = Executable.productsDirectory.appendingPathComponent("clipcook").path
        environment["CLIPCOOK_OUT"] = out.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let data = try Data(contentsOf: out)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(report["received"] as? Bool == true)
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        let category = try #require(diagnostics.first { ($0["message"] as? String)?.contains("unknown category '🍲brunch'") == true })
        // "🍲brunch" is bytes 11..<21 of "  category 🍲brunch" (UTF-16 units 11..<19).
        #expect(category["lnum"] as? Int == 1)
        #expect(category["col"] as? Int == 11)
        #expect(category["end_lnum"] as? Int == 1)
        #expect(category["end_col"] as? Int == 21)
        #expect(category["severity"] as? Int == 1)  // vim.diagnostic.severity.ERROR
        // The lint finding keeps its rule id; the step spans bytes 2..<37 (UTF-16 2..<35).
        let step = try #require(diagnostics.first { $0["code"] as? String == "step-duration-without-timer" })
        #expect(step["lnum"] as? Int == 8)
        #expect(step["col"] as? Int == 2)
        #expect(step["end_col"] as? Int == 37)
        #expect(step["severity"] as? Int == 2)  // WARN
    }
}
