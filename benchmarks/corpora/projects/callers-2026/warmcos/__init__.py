"""Two-layer regression net with warmup + cosine learning-rate schedule (plain jax + optax)."""
