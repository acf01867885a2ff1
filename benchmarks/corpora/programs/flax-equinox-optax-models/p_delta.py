"""Equinox layer with a selectable activation and activation statistics."""

import equinox as eqx
import jax
import jax.numpy as jnp

peak_history = []


def relu_branch(x):
    return jax.nn.relu(x)


def gelu_branch(x):
    peak_history.append(float(jnp.abs(x).max()))
    return jax.nn.gelu(x)


def tanh_branch(x):
    return jnp.tanh(x)


class SwitchLayer(eqx.Module):
    linear: eqx.nn.Linear
    mode: jax.Array

    def __call__(self, x):
        h = self.linear(x)
        return jax.lax.switch(self.mode, [relu_branch, gelu_branch, tanh_branch], h)


layer = SwitchLayer(eqx.nn.Linear(3, 5, key=jax.random.key(0)), jnp.array(1))
x = jnp.array([0.5, -1.0, 2.0])
out = layer(x)
batched = jax.vmap(layer)(jnp.stack([x, 2 * x]))
print(out.shape, batched.shape, peak_history)
