import jax

from . import init, models

ARCHS = {"gru": models.GRULM, "bigram": models.BigramMLP}


def build(cfg, seed=0):
    k_model, k_init = jax.random.split(jax.random.key(seed))
    model = ARCHS[cfg.arch](cfg, k_model)
    return init.orthogonal_linears(model, k_init)
