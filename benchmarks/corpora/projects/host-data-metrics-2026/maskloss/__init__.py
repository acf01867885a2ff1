"""Masked linear regression with padded host-side batches (jax + optax)."""
