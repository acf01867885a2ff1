from flax import nnx

from ..layers import ConvBlock, DropoutMLP


class CNN(nnx.Module):
    def __init__(self, cfg, *, rngs):
        chans = (1,) + tuple(cfg.channels)
        self.blocks = nnx.List(
            [ConvBlock(a, b, rngs=rngs) for a, b in zip(chans[:-1], chans[1:])]
        )
        side = cfg.image_size // 2 ** len(cfg.channels)
        self.head = DropoutMLP(side * side * chans[-1], cfg.hidden, cfg.num_classes,
                               cfg.dropout, rngs=rngs)

    def __call__(self, x, train=False):
        for block in self.blocks:
            x = block(x)
        return self.head(x.reshape(x.shape[0], -1), train)
