"""Signed square-root transform applied per sample with vmap."""

import jax
import jax.numpy as jnp


def signed_sqrt(x, eps):
    if x >= 0:
        return jnp.sqrt(x + eps)
    return -jnp.sqrt(-x + eps)


def transform(batch, eps=1e-6):
    return jax.vmap(signed_sqrt, in_axes=(0, None))(batch, eps)


if __name__ == "__main__":
    batch = jnp.array([4.0, -9.0, 0.25, -1.0])
    out = transform(batch)
    print(out)
    print(jnp.allclose(jnp.sign(out) * out**2, batch, atol=1e-4))
