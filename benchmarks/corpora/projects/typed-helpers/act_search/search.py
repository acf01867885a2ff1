from __future__ import annotations

import jax
import jax.numpy as jnp

from .net import Layer, per_example


@jax.jit
def eval_candidate(layers: list[Layer], xs: jax.Array, ys: jax.Array, act_code: int) -> jax.Array:
    preds = jax.vmap(lambda x: per_example(layers, x, act_code))(xs)
    return jnp.mean((preds - ys) ** 2)


def score_all(layers: list[Layer], xs: jax.Array, ys: jax.Array, codes: list[int]) -> dict[int, float]:
    return {code: float(eval_candidate(layers, xs, ys, code)) for code in codes}
