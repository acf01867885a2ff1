"""flax.linen tabular classifier (running input stats, categorical embeddings) with an injected optax factory."""
