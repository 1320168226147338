Content-Length: 83

{"id": 1, "method": "initialize", "params": {"capabilities": {}}, "jsonrpc": "2.0"}Content-Length: 261

{"method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe", "languageId": "clipcook", "version": 1, "text": "recipe Toast\n  category breakfast\n  servings 1\n\ningredients\n  2 slices bread\n"}}, "jsonrpc": "2.0"}Content-Length: 276

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/recipes/toast.recipe","version":2},"contentChanges":[{"text":"X\ud83dY"},{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":1}},"text":"\udc00\ud83d\ude00"}]}}Content-Length: 143

{"id": 41, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}