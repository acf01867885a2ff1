"""Regime-switching volatility model using lax.switch."""
import jax
import jax.numpy as jnp
from jax import lax


def calm(x):
    return 0.01 * x


def normal(x):
    return 0.02 * x + 0.001


def stressed(x):
    return 0.05 * jnp.sqrt(jnp.abs(x) + 1.0)


@jax.jit
def simulate(key, regimes, x0):
    def step(x, inputs):
        k, regime = inputs
        vol = lax.switch(regime, [calm, normal, stressed], x)
        x_new = x + vol * jax.random.normal(k)
        return x_new, x_new

    keys = jax.random.split(key, regimes.shape[0])
    _, path = lax.scan(step, x0, (keys, regimes))
    return path


if __name__ == "__main__":
    regimes = jnp.array([0, 0, 1, 2, 2, 1, 0, 0, 1, 2])
    path = simulate(jax.random.PRNGKey(0), regimes, 1.0)
    print(path.shape, float(path[-1]))
