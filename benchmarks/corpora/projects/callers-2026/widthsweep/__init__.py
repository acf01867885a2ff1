"""Width/depth sweep of MLP regressors with a shared jit helper (plain jax + optax)."""
