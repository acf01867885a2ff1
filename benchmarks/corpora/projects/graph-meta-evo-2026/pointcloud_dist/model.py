import jax
import jax.numpy as jnp
from flax import nnx

from . import geometry


class CFConv(nnx.Module):
    """Continuous-filter convolution: filters generated from pairwise distances."""

    def __init__(self, n_rbf, hidden, rngs):
        self.filter1 = nnx.Linear(n_rbf, hidden, rngs=rngs)
        self.filter2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.lin_in = nnx.Linear(hidden, hidden, rngs=rngs)
        self.lin_out = nnx.Linear(hidden, hidden, rngs=rngs)

    def __call__(self, h, rbf, pmask):
        w = self.filter2(nnx.silu(self.filter1(rbf))) * pmask[..., None]
        msg = jnp.einsum("bijf,bjf->bif", w, self.lin_in(h))
        return self.lin_out(nnx.silu(msg))


class DistanceNet(nnx.Module):
    def __init__(self, cfg, rngs):
        self.cfg = cfg
        self.embed = nnx.Linear(1, cfg.hidden, rngs=rngs)
        self.convs = nnx.List([CFConv(cfg.n_rbf, cfg.hidden, rngs) for _ in range(cfg.n_interactions)])
        self.head = nnx.Linear(cfg.hidden, cfg.n_classes, rngs=rngs)

    def __call__(self, batch):
        mask = batch["mask"]
        radial, rbf, pmask = jax.vmap(geometry.featurize, in_axes=(0, 0, 0, None, None))(
            batch["points"], mask, batch["n_points"], self.cfg.n_rbf, self.cfg.cutoff)
        h = self.embed(radial) * mask[..., None]
        for conv in self.convs:
            h = (h + conv(h, rbf, pmask)) * mask[..., None]
        pooled = h.sum(axis=1) / jnp.maximum(mask.sum(axis=1, keepdims=True), 1.0)
        return self.head(pooled)
