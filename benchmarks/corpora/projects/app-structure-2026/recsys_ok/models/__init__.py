from recsys_ok.models.factorization import BiasedMF, MatrixFactorization, PlainMF
from recsys_ok.registry import MODELS


def make_model(cfg):
    return MODELS[cfg.model](cfg)


__all__ = ["BiasedMF", "MatrixFactorization", "PlainMF", "make_model"]
