from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class HistConfig:
    n_bins: int = 10
    low: float = -3.0
    high: float = 3.0


@partial(jax.jit, static_argnums=(1,))
def histogram(samples, cfg):
    edges = jnp.linspace(cfg.low, cfg.high, num=cfg.n_bins + 1)
    bin_ids = jnp.clip(jnp.searchsorted(edges, samples) - 1, 0, cfg.n_bins - 1)
    counts = jax.ops.segment_sum(jnp.ones_like(samples), bin_ids, num_segments=cfg.n_bins)
    return edges, counts / samples.shape[0]


samples = jax.random.normal(jax.random.PRNGKey(0), (1000,))
edges, density = histogram(samples, HistConfig())
print(edges.shape, density.sum())
edges, density = histogram(samples, HistConfig(n_bins=4))  # new static value -> recompiles
print(edges.shape, density)
