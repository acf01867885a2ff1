from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
import optax


class ClipState(NamedTuple):
    num_clipped: jnp.ndarray
    last_norm: jnp.ndarray


def clip_and_track(max_norm, eps=1e-6):
    def init_fn(params):
        del params
        return ClipState(jnp.zeros([], jnp.int32), jnp.zeros([], jnp.float32))

    def update_fn(updates, state, params=None):
        del params
        leaves = jax.tree_util.tree_leaves(updates)
        g_norm = jnp.sqrt(sum(jnp.sum(jnp.square(g)) for g in leaves))
        scale = jnp.minimum(1.0, max_norm / (g_norm + eps))
        updates = jax.tree_util.tree_map(lambda g: g * scale, updates)
        clipped = state.num_clipped + (scale < 1.0).astype(jnp.int32)
        return updates, ClipState(clipped, g_norm)

    return optax.GradientTransformation(init_fn, update_fn)


def step_decay(base_lr, boundaries, factor):
    bounds = np.asarray(sorted(boundaries), dtype=np.int32)

    def schedule(count):
        n_decays = jnp.sum(count >= jnp.asarray(bounds))
        return base_lr * factor ** n_decays

    return schedule


def make_optimizer(cfg):
    schedule = step_decay(cfg.lr, cfg.decay_at, cfg.decay_factor)
    optimizer = optax.chain(
        clip_and_track(cfg.max_grad_norm),
        optax.adam(schedule),
    )
    return optimizer, schedule
