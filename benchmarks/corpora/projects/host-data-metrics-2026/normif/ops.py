"""Normalisation helpers."""
import jax.numpy as jnp


def standardize(x, eps):
    mu = x.mean(axis=0, keepdims=True)
    sd = x.std(axis=0, keepdims=True)
    if sd.min() < eps:
        sd = sd + eps
    return (x - mu) / sd


def huber(residual, delta=1.0):
    a = jnp.abs(residual)
    return jnp.where(a <= delta, 0.5 * residual ** 2, delta * (a - 0.5 * delta))
