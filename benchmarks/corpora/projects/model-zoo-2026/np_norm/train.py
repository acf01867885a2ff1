import jax
import optax
from flax.training import train_state


def create_state(model, cfg, x, key):
    params = model.init(key, x)["params"]
    tx = optax.sgd(cfg.train.lr, momentum=cfg.train.momentum)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def cross_entropy(params, state, images, labels):
    logits = state.apply_fn({"params": params}, images)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@jax.jit
def train_step(state, images, labels):
    grads = jax.grad(cross_entropy)(state.params, state, images, labels)
    return state.apply_gradients(grads=grads)


@jax.jit
def evaluate(state, images, labels):
    return cross_entropy(state.params, state, images, labels)
