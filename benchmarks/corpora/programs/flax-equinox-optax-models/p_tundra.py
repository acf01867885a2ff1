"""Equinox encoder with re-initialized weights and bias ablation."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Encoder(eqx.Module):
    linear: eqx.nn.Linear
    norm: eqx.nn.LayerNorm

    def __init__(self, din, dout, *, key):
        self.linear = eqx.nn.Linear(din, dout, key=key)
        self.norm = eqx.nn.LayerNorm(dout)

    def __call__(self, x):
        if x.ndim == 2:
            x = x.reshape(-1)
        assert x.shape[0] == self.linear.in_features, x.shape
        return self.norm(jax.nn.silu(self.linear(x)))


def reinit_orthogonal(model, key):
    w = model.linear.weight
    new_w = jax.nn.initializers.orthogonal()(key, w.shape, w.dtype)
    return eqx.tree_at(lambda m: m.linear.weight, model, new_w)


@eqx.filter_jit
def embed(model, xs, drop_bias):
    if drop_bias:
        model = eqx.tree_at(lambda m: m.linear.bias, model, jnp.zeros_like(model.linear.bias))
    return eqx.filter_vmap(model)(xs)


model = Encoder(6, 4, key=jax.random.key(0))
model = reinit_orthogonal(model, jax.random.key(1))
xs = jax.random.normal(jax.random.key(2), (5, 2, 3))
full = embed(model, xs, False)
ablated = embed(model, xs, True)
print(full.shape, float(jnp.abs(full - ablated).max()))
