from housing.models.regressors import linear, mlp
from housing.registry import MODELS


def get_model(cfg):
    return MODELS.build(cfg.model, cfg)


__all__ = ["linear", "mlp", "get_model"]
