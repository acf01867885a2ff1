"""Compiled attention block configured by a frozen dataclass passed statically."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Config:
    n_heads: int
    causal: bool


@functools.partial(jax.jit, static_argnames=("cfg",))
def attend(x, cfg):
    t, d = x.shape
    head = d // cfg.n_heads
    q = x.reshape(t, cfg.n_heads, head).transpose(1, 0, 2)
    scores = q @ q.transpose(0, 2, 1) / jnp.sqrt(head)
    if cfg.causal:
        scores = jnp.where(jnp.tril(jnp.ones((t, t), bool)), scores, -jnp.inf)
    out = jax.nn.softmax(scores, axis=-1) @ q
    return out.transpose(1, 0, 2).reshape(t, d)


if __name__ == "__main__":
    x = jax.random.normal(jax.random.PRNGKey(0), (5, 8))
    print(attend(x, Config(n_heads=2, causal=True)).shape)
    print(attend(x, cfg=Config(n_heads=4, causal=False)).shape)
