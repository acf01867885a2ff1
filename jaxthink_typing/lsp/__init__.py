"""`jaxthink-typing lsp`: a language server that shows the plugin's reports in an editor,
beside whatever type checker the editor runs (pygls, the `[lsp]` extra)."""
