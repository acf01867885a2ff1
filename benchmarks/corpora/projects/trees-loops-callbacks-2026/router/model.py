import jax
import jax.numpy as jnp
from flax import nnx

from . import routing


class SoftMoE(nnx.Module):
    def __init__(self, cfg, rngs):
        self.cfg = cfg
        e, d, h = cfg.num_experts, cfg.dim, cfg.hidden
        self.gate = nnx.Linear(d, e, rngs=rngs)
        self.w_in = nnx.Param(jax.random.normal(rngs.params(), (e, d, h)) / jnp.sqrt(d))
        self.w_out = nnx.Param(jax.random.normal(rngs.params(), (e, h, 1)) / jnp.sqrt(h))

    def __call__(self, x):
        gates = jax.nn.softmax(self.gate(x), axis=-1)
        hidden = jax.nn.relu(jnp.einsum("bd,edh->ebh", x, self.w_in[...]))
        outs = jnp.einsum("ebh,eho->ebo", hidden, self.w_out[...])
        y = jnp.einsum("be,ebo->bo", gates, outs)
        return y, routing.aux_losses(gates, self.cfg)
