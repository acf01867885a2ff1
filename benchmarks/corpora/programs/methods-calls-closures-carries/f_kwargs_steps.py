"""Gradient descent routine configured with keyword arguments."""
import jax
import jax.numpy as jnp


def descend(f, x, **opts):
    lr = opts.get("lr", 0.1)
    for _ in range(opts["steps"]):
        x = x - lr * jax.grad(f)(x)
    return x


def bowl(x):
    return jnp.sum((x - 1.0) ** 2)


solve = jax.jit(descend, static_argnums=0)
print(solve(bowl, jnp.zeros(2), lr=0.2, steps=10))
