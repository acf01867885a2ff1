from __future__ import annotations

import flax.linen as nn
import jax

from moe_router_ok.config import MoEConfig
from moe_router_ok.dispatch import combine
from moe_router_ok.routing import load_balance_loss, top_k_gates


class Expert(nn.Module):
    hidden: int
    out: int

    @nn.compact
    def __call__(self, x: jax.Array) -> jax.Array:
        h = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.out)(h)


class MoEFeedForward(nn.Module):
    cfg: MoEConfig

    def setup(self) -> None:
        self.router = nn.Dense(self.cfg.n_experts, use_bias=False)
        self.experts = [Expert(self.cfg.d_expert, self.cfg.d_model) for _ in range(self.cfg.n_experts)]

    def __call__(self, x: jax.Array) -> tuple[jax.Array, jax.Array]:
        tokens = x.reshape(-1, x.shape[-1])
        routing = top_k_gates(self.router(tokens), self.cfg.top_k)
        y = combine(list(self.experts), tokens, routing.gates)
        return y.reshape(x.shape), load_balance_loss(routing)
