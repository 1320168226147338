Content-Length: 83

{"id": 1, "method": "initialize", "params": {"capabilities": {}}, "jsonrpc": "2.0"}Content-Length: 261

{"method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe", "languageId": "clipcook", "version": 1, "text": "recipe Toast\n  category breakfast\n  servings 1\n\ningredients\n  2 slices bread\n"}}, "jsonrpc": "2.0"}Content-Length: 179

{"id": 2, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}, "position": {"line": 0, "character": 8}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 10, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 11, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 12, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 13, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 14, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 15, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 16, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 17, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 18, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 19, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 20, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 21, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 22, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 23, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 24, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 25, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 26, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 27, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 28, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 29, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 30, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 31, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}Content-Length: 143

{"id": 32, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///fuzz/recipes/toast.recipe"}}, "jsonrpc": "2.0"}