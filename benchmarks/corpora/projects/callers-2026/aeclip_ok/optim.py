from typing import NamedTuple

import jax.numpy as jnp
import optax

from . import utils


class AdaptiveClipState(NamedTuple):
    ema: jnp.ndarray
    count: jnp.ndarray


def adaptive_clip(decay, mult, initial=1.0):
    def init_fn(params):
        del params
        return AdaptiveClipState(ema=jnp.asarray(initial), count=jnp.zeros([], jnp.int32))

    def update_fn(updates, state, params=None):
        del params
        norm = utils.global_norm(updates)
        limit = mult * state.ema
        factor = utils.clip_factor(norm, limit)
        ema = decay * state.ema + (1.0 - decay) * norm
        return utils.scale_tree(updates, factor), AdaptiveClipState(ema, state.count + 1)

    return optax.GradientTransformation(init_fn, update_fn)


def make_tx(cfg):
    return optax.chain(adaptive_clip(cfg.clip_decay, cfg.clip_mult), optax.adam(cfg.lr))
