from . import models

ARCHITECTURES = {}


def register(name, ctor):
    ARCHITECTURES[name] = ctor


register("cnn", models.CNN)
register("mlp", models.MLP)


def make(cfg, seed=0):
    from flax import nnx

    return ARCHITECTURES[cfg.model](cfg, rngs=nnx.Rngs(params=seed, dropout=seed + 1))
