"""Retrieval-style scorer: cached tables keyed by shapes, string-keyed registries, static top-k."""
