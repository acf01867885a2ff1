"""Numerically stable softplus evaluated per example with vmap."""

import jax
import jax.numpy as jnp
import numpy as np


def softplus(x):
    return np.log1p(np.exp(-abs(x))) + jnp.maximum(x, 0.0)


def batched_softplus(xs):
    return jax.vmap(softplus)(xs)


def check(xs):
    ours = batched_softplus(xs)
    ref = jax.nn.softplus(xs)
    return jnp.max(jnp.abs(ours - ref))


if __name__ == "__main__":
    xs = jnp.linspace(-5.0, 5.0, 21)
    print(check(xs))
