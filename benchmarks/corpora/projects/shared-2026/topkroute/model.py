from flax import nnx

from . import experts, gating


class MoE(nnx.Module):
    def __init__(self, cfg, rngs):
        self.gate = nnx.Linear(cfg["in_dim"], cfg["experts"], rngs=rngs)
        self.experts = experts.Experts(cfg["experts"], cfg["in_dim"], cfg["hidden"], rngs)
        self.threshold = cfg["route_threshold"]

    def __call__(self, x):
        weights = gating.route(self.gate(x), self.threshold)
        return (weights * self.experts(x)).sum(-1)

    def fixed(self, x, k):
        weights = gating.route_fixed(self.gate(x), k)
        return (weights * self.experts(x)).sum(-1)
