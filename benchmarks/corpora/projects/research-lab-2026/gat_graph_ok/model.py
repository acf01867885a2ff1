from flax import nnx

from .layers import GATLayer


class GAT(nnx.Module):
    def __init__(self, cfg, rngs):
        self.layer1 = GATLayer(cfg.feat_dim, cfg.hidden, cfg.heads, rngs)
        self.layer2 = GATLayer(cfg.hidden * cfg.heads, cfg.n_classes, 1, rngs, concat=False)

    def __call__(self, x, adj):
        h = nnx.elu(self.layer1(x, adj))
        return self.layer2(h, adj)
