"""A small network assembled by a builder object inside a jitted forward pass."""

import jax
import jax.numpy as jnp


class NetBuilder:
    def __init__(self, x):
        self.h = x
        self.depth = 0
        self.norms = []

    def dense(self, w, b):
        self.h = self.h @ w + b
        self.depth += 1
        return self

    def relu(self):
        self.h = jnp.maximum(self.h, 0.0)
        self.norms.append(jnp.linalg.norm(self.h))
        return self

    def build(self):
        return self.h, jnp.stack(self.norms)


def init(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [(jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n))
            for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


@jax.jit
def forward(params, x):
    builder = NetBuilder(x)
    for w, b in params:
        builder = builder.dense(w, b).relu()
    return builder.build()


params = init(jax.random.PRNGKey(0), [4, 16, 16, 2])
x = jax.random.normal(jax.random.PRNGKey(1), (8, 4))
out, norms = forward(params, x)
print("output", out.shape, "layer norms", norms)
print("scaled", out * 2.0 + norms[-1])
