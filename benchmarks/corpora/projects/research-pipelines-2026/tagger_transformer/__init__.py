"""Small transformer encoder for synthetic sequence tagging with padded batches."""
