"""Gradient of an autoencoder reconstruction loss, with activations kept on a forward pass object."""

import jax
import jax.numpy as jnp


class ForwardPass:
    def __init__(self, params):
        self.params = params
        self.code = None
        self.recon = None

    def encode(self, x):
        self.code = jnp.tanh(x @ self.params["enc"])
        return self

    def decode(self):
        self.recon = self.code @ self.params["dec"]
        return self

    def loss(self, x):
        sparsity = 0.01 * jnp.sum(jnp.abs(self.code))
        return jnp.mean((self.recon - x) ** 2) + sparsity


def loss_fn(params, x):
    fp = ForwardPass(params).encode(x).decode()
    return fp.loss(x)


def sgd(params, x, lr=0.1, steps=10):
    grad_fn = jax.jit(jax.value_and_grad(loss_fn))
    for _ in range(steps):
        loss, grads = grad_fn(params, x)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


key = jax.random.PRNGKey(2)
k1, k2, k3 = jax.random.split(key, 3)
params = {"enc": 0.3 * jax.random.normal(k1, (5, 2)), "dec": 0.3 * jax.random.normal(k2, (2, 5))}
x = jax.random.normal(k3, (32, 5))
params, loss = sgd(params, x)
print("final loss", loss, "decoder norm", jnp.linalg.norm(params["dec"]))
