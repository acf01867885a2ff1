"""Running mean over a sliding window kept in the scan carry."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def sliding_mean(xs, init):
    width = init.shape[0]

    def body(carry, x):
        window, count = carry
        window = jnp.roll(window, -1).at[width - 1].set(x)
        count = jnp.minimum(count + 1, width)
        mean = window[-width:].sum() / count
        return (window, count), mean

    (_, _), means = lax.scan(body, (init, jnp.array(0)), xs)
    return means


print(sliding_mean(jnp.arange(10.0), jnp.zeros(3)))
