"""Bag-of-embeddings classifier over padded variable-length sequences (equinox)."""
