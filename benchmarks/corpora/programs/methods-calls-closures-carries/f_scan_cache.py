"""Cumulative energy of a damped oscillator, with intermediate states kept."""
import jax
import jax.numpy as jnp
from jax import lax


def simulate(x0, v0, n_steps, dt=0.1):
    cache = []

    def body(carry, _):
        x, v = carry
        a = -x - 0.1 * v
        v = v + dt * a
        x = x + dt * v
        cache.append(x)
        return (x, v), 0.5 * (x ** 2 + v ** 2)

    (x, v), energy = lax.scan(body, (x0, v0), None, length=n_steps)
    states = jnp.stack(cache)
    return energy, states


energy, states = simulate(jnp.array(1.0), jnp.array(0.0), 20)
print(energy[-1], states.shape)
