import jax
import jax.numpy as jnp

from counter_ok.config import Schedule

schedule = Schedule(warmup=10, total=100)


@jax.jit
def update(w, g, step):
    scale = jnp.minimum(step / schedule.warmup, 1.0)
    return w - 0.1 * scale * g


def fit(w):
    for step in range(3):
        w = update(w, jnp.ones_like(w), step)
    return w
