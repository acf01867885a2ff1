"""Deep ensemble with batch-standardised hidden layers (plain jax: jit + vmap + grad)."""
