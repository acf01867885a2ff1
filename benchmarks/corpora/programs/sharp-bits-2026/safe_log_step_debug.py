"""Positive-parameter update in log space via lax.cond, checks reported with jax.debug.print."""
import jax
import jax.numpy as jnp
from jax import lax


def log_branch(x, g):
    jax.debug.print("log step, min param {m}", m=jnp.min(x))
    safe = jnp.where(x > 0, x, 1e-6)
    return jnp.exp(jnp.log(safe) - 0.1 * g / safe)


def plain_branch(x, g):
    return x - 0.1 * g


@jax.jit
def update(x, g, use_log, lr_scale=None):
    if lr_scale is None:  # identity test on a Python object, not a traced value
        lr_scale = 1.0
    return lax.cond(use_log, log_branch, plain_branch, x, lr_scale * g)


if __name__ == "__main__":
    x = jnp.array([0.5, 1.0, 2.0])
    g = jnp.array([0.2, -0.1, 0.4])
    for use_log in [True, False]:
        out = update(x, g, use_log)
        print(use_log, out)
        assert out.shape == x.shape
