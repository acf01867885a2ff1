"""Pulling a cotangent back through a repeated decay step."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def decay(state, rate, count):
    def body(_, s):
        return s * jnp.exp(-rate)

    return lax.fori_loop(0, count, body, state)


state = jnp.array([1.0, 2.0, 4.0])
out, pullback = jax.vjp(decay, state, 0.3, 4)
print(out)
cot_state, cot_rate, _ = pullback(jnp.ones(3))
print(cot_state, cot_rate)
