import jax
import jax.numpy as jnp
from jax import lax


def relax(value, target, rate):
    return (1.0 - rate) * value + rate * target


def step(carry, _):
    value, n = carry
    for _ in range(n):
        value = relax(value, 2.0, 0.5)
    return (value, n + 1), value


def run(n_steps):
    init = (jnp.float32(0.0), jnp.int32(1))
    (final, count), history = lax.scan(step, init, xs=None, length=n_steps)
    return final, count, history


final, count, history = run(4)
print(final, count)
print(history)
print(jnp.diff(history))
