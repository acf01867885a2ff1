"""Character-level GRU language model in flax.nnx, with perplexity / bits-per-char evaluation."""
