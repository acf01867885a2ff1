import jax
import jax.numpy as jnp

from simclr.registry import OBJECTIVES
from simclr.similarity import alignment, cosine_matrix


@OBJECTIVES.register("nt_xent")
def nt_xent(z1, z2, cfg):
    n = z1.shape[0]
    z = jnp.concatenate([z1, z2], axis=0)
    logits = cosine_matrix(z, z) / cfg.temperature
    logits = jnp.where(jnp.eye(2 * n, dtype=bool), -1e9, logits)
    targets = jnp.concatenate([jnp.arange(n) + n, jnp.arange(n)])
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(logp[jnp.arange(2 * n), targets])


@OBJECTIVES.register("align")
def align_only(z1, z2, cfg):
    return alignment(z1, z2)
