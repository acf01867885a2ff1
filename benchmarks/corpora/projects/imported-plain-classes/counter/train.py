import jax
import jax.numpy as jnp

from counter.config import Schedule

schedule = Schedule(warmup=10, total=100)


@jax.jit
def update(w, g, step):
    return w - schedule.lr(step, 0.1) * g


def fit(w):
    for step in range(3):
        w = update(w, jnp.ones_like(w), step)
    return w
