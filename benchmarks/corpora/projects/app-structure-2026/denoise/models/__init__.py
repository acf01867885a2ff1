from flax import nnx

from denoise.models.denoisers import MLPDenoiser, ResidualConvDenoiser
from denoise.registry import MODELS


def build_model(cfg):
    return MODELS[cfg.model](cfg, rngs=nnx.Rngs(cfg.seed))


__all__ = ["MLPDenoiser", "ResidualConvDenoiser", "build_model"]
