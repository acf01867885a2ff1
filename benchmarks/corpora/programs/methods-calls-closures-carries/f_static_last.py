"""Polynomial features of configurable degree."""
import jax
import jax.numpy as jnp


def poly_features(x, bias, degree):
    cols = [x ** d for d in range(1, degree + 1)]
    return jnp.stack(cols, axis=-1) + bias


poly = jax.jit(poly_features, static_argnums=-1)
print(poly(jnp.array([1.0, 2.0, 3.0]), 0.5, 3))
print(poly(jnp.array([1.0, 2.0]), 0.0, 2).shape)
