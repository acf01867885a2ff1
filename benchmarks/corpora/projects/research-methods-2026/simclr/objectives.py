import jax.numpy as jnp
import numpy as np
from scipy.special import logsumexp


def l2_normalize(z, eps=1e-8):
    return z / (jnp.linalg.norm(z, axis=-1, keepdims=True) + eps)


def nt_xent(z1, z2, temperature=0.5):
    """Normalized-temperature cross entropy of SimCLR (2N-way softmax)."""
    n = z1.shape[0]
    z = l2_normalize(jnp.concatenate([z1, z2], axis=0))
    sim = z @ z.T / temperature
    self_mask = np.eye(2 * n, dtype=bool)
    sim = jnp.where(self_mask, -1e9, sim)
    pos_idx = np.concatenate([np.arange(n, 2 * n), np.arange(0, n)])
    pos = sim[np.arange(2 * n), pos_idx]
    log_norm = logsumexp(sim, axis=1)
    return jnp.mean(log_norm - pos)


def align_uniform(z1, z2, temperature=None, t=2.0):
    z1, z2 = l2_normalize(z1), l2_normalize(z2)
    align = jnp.mean(jnp.sum((z1 - z2) ** 2, -1))
    sq = jnp.sum((z1[:, None] - z1[None]) ** 2, -1)
    uniform = jnp.log(jnp.mean(jnp.exp(-t * sq)))
    return align + uniform
