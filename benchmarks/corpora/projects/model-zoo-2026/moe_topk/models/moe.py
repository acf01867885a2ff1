import jax.numpy as jnp
import flax.linen as nn

from .. import layers, router


class MoELayer(nn.Module):
    width: int
    hidden: int
    num_experts: int

    @nn.compact
    def __call__(self, x, rcfg):
        logits = nn.Dense(self.num_experts, use_bias=False, name="router")(x)
        gates, probs = router.top_k_gating(logits, rcfg.top_k)
        experts = layers.expert_bank(self.num_experts)(self.width, self.hidden)
        y = jnp.einsum("bne,ebnd->bnd", gates, experts(x))
        return y, router.load_balance_loss(gates, probs)


class MoEClassifier(nn.Module):
    cfg: object

    @nn.compact
    def __call__(self, tokens, rcfg):
        c = self.cfg
        x = nn.Embed(c.vocab, c.width)(tokens)
        y, aux = MoELayer(c.width, c.hidden, c.num_experts)(nn.LayerNorm()(x), rcfg)
        return nn.Dense(c.num_classes)(x + y), aux
