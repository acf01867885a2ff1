"""Compiled gradient of a loss that adapts to the input rank."""

import jax
import jax.numpy as jnp


def loss(w, x):
    if x.ndim == 1:
        x = x[None, :]
    if w.shape[0] != x.shape[-1]:
        raise ValueError("feature mismatch")
    logits = x @ w
    return jnp.mean(jax.nn.softplus(-logits))


grad_fn = jax.jit(jax.grad(loss))

if __name__ == "__main__":
    w = jnp.array([0.5, -0.5, 1.0])
    print(grad_fn(w, jnp.ones(3)))
    print(grad_fn(w, jnp.ones((4, 3))))
