"""Greedy, temperature, top-k and nucleus sampling over [batch, vocab] logits."""
from __future__ import annotations

import functools
from typing import Callable

import jax
import jax.numpy as jnp
from jax import lax

from .config import SamplingConfig

NEG_INF = -1e9


def greedy(logits: jax.Array, key: jax.Array) -> jax.Array:
    del key
    return jnp.argmax(logits, axis=-1).astype(jnp.int32)


def temperature(logits: jax.Array, key: jax.Array, temp: float) -> jax.Array:
    return jax.random.categorical(key, logits / temp, axis=-1).astype(jnp.int32)


def top_k(logits: jax.Array, key: jax.Array, k: int, temp: float) -> jax.Array:
    top_vals, _ = lax.top_k(logits, k)
    threshold = top_vals[..., -1:]
    logits = jnp.where(logits < threshold, NEG_INF, logits)
    return temperature(logits, key, temp)


def nucleus(logits: jax.Array, key: jax.Array, p: float, temp: float) -> jax.Array:
    logits = logits / temp
    sorted_logits = jnp.sort(logits, axis=-1)[..., ::-1]
    cum_probs = jnp.cumsum(jax.nn.softmax(sorted_logits, axis=-1), axis=-1)
    # Index of the last token kept: the first one whose cumulative mass reaches p.
    cutoff = jnp.sum(cum_probs < p, axis=-1, keepdims=True)
    threshold = jnp.take_along_axis(sorted_logits, cutoff, axis=-1)
    logits = jnp.where(logits < threshold, NEG_INF, logits)
    return jax.random.categorical(key, logits, axis=-1).astype(jnp.int32)


def get_sampler(cfg: SamplingConfig) -> Callable[[jax.Array, jax.Array], jax.Array]:
    if cfg.method == "greedy":
        return greedy
    if cfg.method == "temperature":
        return functools.partial(temperature, temp=cfg.temperature)
    if cfg.method == "top_k":
        return functools.partial(top_k, k=cfg.top_k, temp=cfg.temperature)
    if cfg.method == "nucleus":
        return functools.partial(nucleus, p=cfg.top_p, temp=cfg.temperature)
    raise ValueError(f"unknown sampling method {cfg.method!r}")
