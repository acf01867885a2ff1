from flax import nnx

from seqtag.models.tagger import ConvTagger, MLPTagger
from seqtag.registry import get_model


def create_model(cfg, seed):
    rngs = nnx.Rngs(params=seed, dropout=seed + 1)
    return get_model(cfg.model)(cfg, rngs=rngs)


__all__ = ["ConvTagger", "MLPTagger", "create_model"]
