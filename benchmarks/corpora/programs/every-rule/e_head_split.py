"""Multi-head projection driven by a registered dataclass configuration."""
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class HeadConfig:
    weight: jax.Array
    n_heads: int


jax.tree_util.register_dataclass(HeadConfig, data_fields=["weight", "n_heads"], meta_fields=[])


def split_heads(h, n_heads):
    return h.reshape(h.shape[0], n_heads, -1)


@jax.jit
def project_heads(cfg, x):
    h = x @ cfg.weight
    heads = split_heads(h, cfg.n_heads)
    return jnp.einsum("thd,shd->hts", heads, heads)


cfg = HeadConfig(weight=jax.random.normal(jax.random.PRNGKey(0), (8, 8)), n_heads=2)
x = jnp.ones((3, 8))
print(project_heads(cfg, x).shape)
