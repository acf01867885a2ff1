"""Character-level transformer LM (flax.nnx); a sweep of configs, each building its own jitted step."""
