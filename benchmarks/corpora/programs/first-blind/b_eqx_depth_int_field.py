"""Equinox residual stack whose depth is a plain int field."""

import equinox as eqx
import jax
import jax.numpy as jnp


class ResidualStack(eqx.Module):
    weight: jax.Array
    depth: int

    def __init__(self, width, depth, key):
        self.weight = jax.random.normal(key, (width, width)) * 0.05
        self.depth = depth

    def __call__(self, x):
        for _ in range(self.depth):
            x = x + jnp.tanh(x @ self.weight)
        return x


@eqx.filter_jit
def forward(model, x):
    return model(x)


@eqx.filter_value_and_grad
def loss(model, x, target):
    return jnp.sum((model(x) - target) ** 2)


if __name__ == "__main__":
    model = ResidualStack(6, 4, jax.random.PRNGKey(3))
    x = jnp.ones((2, 6))
    print(forward(model, x))
    value, grads = loss(model, x, jnp.zeros((2, 6)))
    print(value, grads.weight.shape, grads.depth)
