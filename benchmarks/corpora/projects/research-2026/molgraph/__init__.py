"""Message-passing network for graph-level regression on random molecules."""
