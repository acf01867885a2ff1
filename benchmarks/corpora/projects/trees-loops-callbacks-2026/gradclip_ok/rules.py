import optax

from . import tree_utils


def make_optimizer(cfg):
    return optax.chain(
        optax.scale_by_adam(),
        optax.scale(-cfg.learning_rate),
    )


def clipped_update(params, grads, opt_state, tx, cfg):
    grads = tree_utils.clip_per_leaf(grads, cfg.max_leaf_norm)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, tree_utils.global_norm(grads)
