import equinox as eqx
import jax


class NodeClassifierHead(eqx.Module):
    proj: eqx.nn.Linear

    def __init__(self, cfg, key):
        self.proj = eqx.nn.Linear(cfg.hidden, cfg.node_classes, key=key)

    def __call__(self, h):
        return jax.vmap(self.proj)(h)


class GraphRegressionHead(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, cfg, key):
        self.mlp = eqx.nn.MLP(cfg.hidden, "scalar", cfg.hidden, depth=1, key=key)

    def __call__(self, h):
        return self.mlp(h.mean(axis=0))
