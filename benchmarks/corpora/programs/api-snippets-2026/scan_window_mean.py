import jax
import jax.numpy as jnp
from jax import lax

WINDOW = 4


@jax.jit
def moving_average(signal):
    n_out = signal.shape[0] - WINDOW + 1

    def step(start, _):
        seg = lax.dynamic_slice(signal, (start,), (WINDOW,))
        return start + 1, jnp.mean(seg)

    _, means = lax.scan(step, 0, xs=None, length=n_out)
    return means


x = jnp.arange(10.0) ** 2
print(moving_average(x))
print(jnp.convolve(x, jnp.ones(WINDOW) / WINDOW, mode="valid"))
