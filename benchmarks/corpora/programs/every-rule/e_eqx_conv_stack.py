"""Equinox model with static hyperparameters used under filter_jit."""
import equinox as eqx
import jax
import jax.numpy as jnp


class Stack(eqx.Module):
    weights: list
    depth: int = eqx.field(static=True)
    width: int = eqx.field(static=True)

    def __init__(self, depth, width, key):
        keys = jax.random.split(key, depth)
        self.weights = [jax.random.normal(k, (width, width)) / width for k in keys]
        self.depth = depth
        self.width = width

    def __call__(self, x):
        x = x.reshape(-1, self.width)
        for i in range(self.depth):
            x = jnp.tanh(x @ self.weights[i])
        return jnp.zeros(self.width).at[: self.width // 2].set(1.0) * x.mean(axis=0)


@eqx.filter_jit
def run(model, x, scale):
    if scale is not None:
        x = x * scale
    return model(x)


model = Stack(3, 4, jax.random.PRNGKey(0))
print(run(model, jnp.ones(8), None))
print(run(model, jnp.ones(8), 2.0))
