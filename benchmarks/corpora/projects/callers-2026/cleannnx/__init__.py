"""Small causal transformer language model on a synthetic copy task (flax nnx)."""
