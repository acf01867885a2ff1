"""Checked feature normalisation with an optional clipping step.

After tests/checkify_test.py, test_checkify_static_args.
"""
import jax
import jax.numpy as jnp
from jax.experimental import checkify


def normalize(x, clip):
    checkify.check(jnp.all(jnp.isfinite(x)), "normalize got a non-finite input")
    if clip:
        x = jnp.clip(x, -3.0, 3.0)
    return (x - x.mean()) / (x.std() + 1e-6)


checked_normalize = jax.jit(checkify.checkify(normalize))

features = jnp.array([0.5, -1.0, 7.5, 2.0, -4.0])
err, out = checked_normalize(features, True)
err.throw()
print(out)
