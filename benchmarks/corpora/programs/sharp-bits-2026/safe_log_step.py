"""One step of a positive-parameter update taken in log space, chosen with lax.cond."""
import jax
import jax.numpy as jnp
from jax import lax


def log_branch(x, g):
    assert jnp.all(x > 0), "log step needs positive parameters"
    return jnp.exp(jnp.log(x) - 0.1 * g / x)


def plain_branch(x, g):
    return x - 0.1 * g


@jax.jit
def update(x, g, use_log):
    return lax.cond(use_log, log_branch, plain_branch, x, g)


if __name__ == "__main__":
    x = jnp.array([0.5, 1.0, 2.0])
    g = jnp.array([0.2, -0.1, 0.4])
    for use_log in [True, False]:
        print(use_log, update(x, g, use_log))
