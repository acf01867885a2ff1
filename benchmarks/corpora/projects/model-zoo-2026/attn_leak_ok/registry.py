from flax import nnx

from . import models

MODELS = {
    "transformer": models.TransformerClassifier,
    "bag": models.BagOfEmbeddings,
}


def create(cfg, seed=0):
    return MODELS[cfg.arch](cfg, rngs=nnx.Rngs(seed))
