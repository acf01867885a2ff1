import jax
import jax.numpy as jnp

from recsys.registry import MODELS


class MatrixFactorization:
    use_bias = False

    def __init__(self, cfg):
        self.num_users = cfg.num_users
        self.num_items = cfg.num_items
        self.dim = cfg.embed_dim

    def init(self, key):
        ku, ki = jax.random.split(key)
        scale = 1.0 / jnp.sqrt(self.dim)
        params = {
            "users": scale * jax.random.normal(ku, (self.num_users, self.dim)),
            "items": scale * jax.random.normal(ki, (self.num_items, self.dim)),
        }
        if self.use_bias:
            params["item_bias"] = jnp.zeros(self.num_items)
        return params

    def score(self, params, users, items):
        u = params["users"][users]
        v = params["items"][items]
        s = jnp.sum(u * v, axis=-1)
        if "item_bias" in params:
            s = s + params["item_bias"][items]
        return s

    def score_all(self, params, users):
        s = params["users"][users] @ params["items"].T
        if self.use_bias:
            s = s + params["item_bias"][None, :]
        return s


@MODELS.register("mf")
class PlainMF(MatrixFactorization):
    use_bias = False


@MODELS.register("biased_mf")
class BiasedMF(MatrixFactorization):
    use_bias = True
