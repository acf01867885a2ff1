"""Megatron-style MLP: column-parallel input projection, row-parallel output + psum."""
from __future__ import annotations

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, PartitionSpec as P


def _mlp_local(x, w_in, w_out):
    # x: [b_local, d]; w_in: [d, f_local]; w_out: [f_local, d]
    h = jax.nn.gelu(x @ w_in)
    return lax.psum(h @ w_out, "model")


def tp_mlp(x: jax.Array, w_in: jax.Array, w_out: jax.Array, mesh: Mesh) -> jax.Array:
    fn = jax.shard_map(
        _mlp_local,
        mesh=mesh,
        in_specs=(P("data", None), P(None, "model"), P("model", None)),
        out_specs=P("data", None),
    )
    return fn(x, w_in, w_out)


def _logits_local(x, unembed):
    # Each model shard computes its own slice of the vocabulary.
    return x @ unembed


def tp_logits(x: jax.Array, unembed: jax.Array, mesh: Mesh) -> jax.Array:
    fn = jax.shard_map(
        _logits_local,
        mesh=mesh,
        in_specs=(P("data", None), P(None, "model")),
        out_specs=P("data", "model"),
    )
    return fn(x, unembed)


def layer_norm(x: jax.Array, eps: float = 1e-5) -> jax.Array:
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.var(x, axis=-1, keepdims=True)
    return (x - mu) * lax.rsqrt(var + eps)
