import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from .schedule import learning_rate


def make_optimizer(cfg):
    # direction from adam, step size from our own schedule
    return optax.chain(optax.scale_by_adam(), optax.add_decayed_weights(cfg.weight_decay))


def init_state(model, tx):
    return {"inner": tx.init(eqx.filter(model, eqx.is_array)), "step": jnp.zeros((), jnp.int32)}


def apply_gradients(model, grads, state, tx, cfg):
    params = eqx.filter(model, eqx.is_array)
    direction, inner = tx.update(grads, state["inner"], params)
    lr = learning_rate(state["step"], cfg)
    updates = jax.tree_util.tree_map(lambda d: -lr * d, direction)
    new_state = {"inner": inner, "step": state["step"] + 1}
    return eqx.apply_updates(model, updates), new_state, lr
