import equinox as eqx
import jax

from . import registry


def make_ensemble(cfg, key):
    keys = jax.random.split(key, cfg.ensemble)
    return eqx.filter_vmap(lambda k: registry.build("vit", cfg, k))(keys)


def ensemble_logits(models, images):
    per_model = lambda m: jax.vmap(m)(images)
    return eqx.filter_vmap(per_model)(models)
