"""A gated recurrent cell whose jitted forward uses a per-call scratch object."""

import functools

import jax
import jax.numpy as jnp


class Scratch:
    def __init__(self):
        self.gates = {}


class GRUCell:
    def __init__(self, key, dim):
        kz, kr, kh = jax.random.split(key, 3)
        self.wz = jax.random.normal(kz, (2 * dim, dim)) * 0.2
        self.wr = jax.random.normal(kr, (2 * dim, dim)) * 0.2
        self.wh = jax.random.normal(kh, (2 * dim, dim)) * 0.2
        self.traces = 0

    def _gates(self, scratch, h, x):
        hx = jnp.concatenate([h, x], axis=-1)
        scratch.gates["z"] = jax.nn.sigmoid(hx @ self.wz)
        scratch.gates["r"] = jax.nn.sigmoid(hx @ self.wr)
        scratch.hx = hx

    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, h, x):
        self.traces += 1
        scratch = Scratch()
        self._gates(scratch, h, x)
        r, z = scratch.gates["r"], scratch.gates["z"]
        cand = jnp.tanh(jnp.concatenate([r * h, x], axis=-1) @ self.wh)
        return (1.0 - z) * h + z * cand


cell = GRUCell(jax.random.PRNGKey(6), 4)
h = jnp.zeros((2, 4))
for t in range(5):
    h = cell(h, jnp.full((2, 4), 0.1 * t))
print("hidden", h, "traces", cell.traces)
print("norm", jnp.linalg.norm(h))
