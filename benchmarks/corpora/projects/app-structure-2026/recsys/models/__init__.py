from recsys.models.factorization import BiasedMF, MatrixFactorization, PlainMF
from recsys.registry import MODELS


def make_model(cfg):
    return MODELS[cfg.model](cfg)


__all__ = ["BiasedMF", "MatrixFactorization", "PlainMF", "make_model"]
