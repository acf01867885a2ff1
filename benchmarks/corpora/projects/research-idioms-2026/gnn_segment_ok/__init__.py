"""Message-passing GNN on padded batches of random graphs (graph-level regression)."""
