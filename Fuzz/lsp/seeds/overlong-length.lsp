Content-Length: 1118

{"jsonrpc":"2.0","id":0,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///x/a.recipe"}}}Content-Length: 118

{"jsonrpc":"2.0","id":1,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///x/a.recipe"}}}Content-Length: 118

{"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///x/a.recipe"}}}Content-Length: 118

{"jsonrpc":"2.0","id":3,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///x/a.recipe"}}}