"""Logistic regression trained with one lax.scan per epoch (jax + optax)."""
