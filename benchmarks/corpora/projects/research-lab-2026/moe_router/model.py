import equinox as eqx
import jax

from .experts import ExpertBank
from .router import Router


class MoELayer(eqx.Module):
    router: Router
    bank: ExpertBank

    def __init__(self, cfg, key):
        k1, k2 = jax.random.split(key)
        self.router = Router(cfg.d_in, cfg.n_experts, k1)
        self.bank = ExpertBank(cfg.n_experts, cfg.d_in, cfg.expert_hidden, cfg.d_out, k2)

    def _token(self, x):
        expert_id, probs = self.router(x)
        y = self.bank.apply(expert_id, x)
        return y * probs[expert_id], probs

    def __call__(self, xs):
        return jax.vmap(self._token)(xs)
