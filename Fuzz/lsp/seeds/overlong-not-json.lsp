Content-Length: 5000

{"a": "not json
Content-Length: 118

{"jsonrpc":"2.0","id":9,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///x/a.recipe"}}}