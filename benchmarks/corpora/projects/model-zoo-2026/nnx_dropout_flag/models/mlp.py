from flax import nnx

from ..layers import DropoutMLP


class MLP(nnx.Module):
    def __init__(self, cfg, *, rngs):
        din = cfg.image_size * cfg.image_size
        self.body = DropoutMLP(din, cfg.hidden, cfg.num_classes, cfg.dropout, rngs=rngs)

    def __call__(self, x, train=False):
        return self.body(x.reshape(x.shape[0], -1), train)
