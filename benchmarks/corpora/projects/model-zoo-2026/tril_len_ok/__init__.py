"""Linen language models (scanned GPT stack, GRU) trained on padded batches."""
