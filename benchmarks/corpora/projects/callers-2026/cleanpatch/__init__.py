"""Patch-based image classifier with masked-patch dropout and selective weight decay (plain jax + optax)."""
