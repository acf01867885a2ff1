from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp

from .config import RouterConfig
from .routing import ExpertParams, gate_logits, select_expert


class RouterParams(NamedTuple):
    gate: jax.Array
    experts: ExpertParams


def init_params(key: jax.Array, cfg: RouterConfig) -> RouterParams:
    k_gate, k_in, k_out = jax.random.split(key, 3)
    scale = cfg.d_model ** -0.5
    gate = jax.random.normal(k_gate, (cfg.d_model, cfg.num_experts)) * scale
    w_in = jax.random.normal(k_in, (cfg.num_experts, cfg.d_model, cfg.d_hidden)) * scale
    w_out = jax.random.normal(k_out, (cfg.num_experts, cfg.d_hidden, cfg.d_model)) * cfg.d_hidden ** -0.5
    return RouterParams(gate=gate, experts=ExpertParams(w_in=w_in, w_out=w_out))


def forward(params: RouterParams, x: jax.Array) -> jax.Array:
    logits = gate_logits(params.gate, x)
    w_in, w_out = select_expert(params.experts, logits)
    h = jax.nn.gelu(x @ w_in)
    return x + h @ w_out


def loss_fn(params: RouterParams, x: jax.Array, y: jax.Array) -> jax.Array:
    pred = forward(params, x)
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params: RouterParams, x: jax.Array, y: jax.Array, lr: float) -> tuple[RouterParams, jax.Array]:
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params, loss
