"""Feature hooks applied in order inside a compiled transform."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

WEIGHTS = np.array([0.2, 0.3, 0.5])


def centre(x):
    if x.ndim == 2:
        return x - jnp.mean(x, axis=0)
    return x - jnp.mean(x)


def weight(x):
    scale = np.sum(WEIGHTS)
    return x * (WEIGHTS / scale)


def make_gate(limit):
    def gate(x):
        return jnp.where(jnp.abs(x) > limit, jnp.sign(x) * limit, x)
    return gate


def flip_if_negative(x):
    return lax.cond(jnp.sum(x) < 0, lambda v: -v, lambda v: v, x)


HOOKS = [centre, weight, make_gate(0.5), make_gate(2.0), flip_if_negative]


@jax.jit
def transform(x):
    for hook in HOOKS:
        x = hook(x)
    return x


print(transform(jnp.array([[1.0, -2.0, 3.0], [0.5, 0.5, -4.0]])))
