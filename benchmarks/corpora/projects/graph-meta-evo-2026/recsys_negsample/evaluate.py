import jax.numpy as jnp
import numpy as np
from flax import nnx

from .losses import hit_rate


@nnx.jit
def all_scores(model, users):
    return model.score_all(users)


def evaluate(model, data, cfg):
    users = jnp.arange(cfg.num_users)
    scores = np.asarray(all_scores(model, users))
    return hit_rate(scores, data.seen, data.test_item, cfg.top_k)
