import jax

from . import member, util


def init(key, cfg):
    keys = jax.random.split(key, cfg.members)
    return jax.vmap(lambda k: member.init(k, cfg.features, cfg.hidden))(keys)


def predict_all(params, x, temperature):
    return jax.vmap(member.apply, in_axes=(0, None, None))(params, x, temperature)


def predict_mean(params, x, temperature):
    return predict_all(params, x, temperature).sum(0) / util.num_members(params)
