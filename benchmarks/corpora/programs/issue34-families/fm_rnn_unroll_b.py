import equinox as eqx
import jax
import jax.numpy as jnp
from jax import lax


class Cell(eqx.Module):
    w_h: jax.Array
    w_x: jax.Array
    activation: callable

    def __init__(self, key, hidden, inputs, activation=jnp.tanh):
        k1, k2 = jax.random.split(key)
        self.w_h = 0.3 * jax.random.normal(k1, (hidden, hidden))
        self.w_x = 0.3 * jax.random.normal(k2, (hidden, inputs))
        self.activation = activation

    def __call__(self, h, x):
        return self.activation(self.w_h @ h + self.w_x @ x)


def unroll(cell, h0, xs):
    params, static = eqx.partition(cell, eqx.is_array)

    def step(carry, x):
        p, h = carry
        h = eqx.combine(p, static)(h, x)
        return (p, h), h

    (_, h_last), hs = lax.scan(step, (params, h0), xs)
    return h_last, hs


cell = Cell(jax.random.key(0), hidden=5, inputs=2)
xs = jnp.ones((7, 2))
h_last, hs = unroll(cell, jnp.zeros(5), xs)
print("final hidden:", h_last)
