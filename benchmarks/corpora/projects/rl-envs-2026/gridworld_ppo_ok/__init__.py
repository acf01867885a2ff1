"""Grid world with a PPO agent written in pure JAX (linen + optax)."""
