"""Latent activations selected by ``cfg.model.activation``."""
import math

import equinox as eqx
import jax
import jax.numpy as jnp

from .ops import topk_mask


class ReLU(eqx.Module):
    def __call__(self, x):
        return jnp.maximum(x, 0.0)


class TopK(eqx.Module):
    k: int = eqx.field(static=True)

    def __call__(self, x):
        return topk_mask(jax.nn.relu(x), self.k)


class TopKFraction(eqx.Module):
    """Keep the largest ``frac`` of the latent units (at least one)."""
    frac: float = eqx.field(static=True)

    def __call__(self, x):
        k = jnp.maximum(1, jnp.ceil(self.frac * x.shape[-1])).astype(jnp.int32)
        return topk_mask(jax.nn.relu(x), k)


def make_activation(mcfg):
    factories = {
        "relu": lambda: ReLU(),
        "topk": lambda: TopK(mcfg.k),
        "topk_frac": lambda: TopKFraction(mcfg.k_frac),
    }
    return factories[mcfg.activation]()
