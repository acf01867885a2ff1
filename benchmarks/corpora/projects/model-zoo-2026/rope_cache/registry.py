from . import models

REGISTRY = {
    "rope_encoder": models.RopeEncoder,
    "pooled_mlp": models.PooledMLP,
}


def get_model(mcfg):
    return REGISTRY[mcfg.name](mcfg.width, mcfg.heads, mcfg.depth, mcfg.features)
