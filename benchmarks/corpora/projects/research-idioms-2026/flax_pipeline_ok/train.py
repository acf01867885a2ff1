import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from . import data, preprocess
from .model import MLP

CONFIG = {"hidden": 32, "lr": 3e-3, "batch_size": 32, "epochs": 3, "noise_scale": 0.05}


def create_state(key, cfg):
    net = MLP(cfg["hidden"], data.N_CLASSES)
    params = net.init(key, jnp.zeros((1, data.N_FEATURES)))["params"]
    return train_state.TrainState.create(apply_fn=net.apply, params=params, tx=optax.adam(cfg["lr"]))


@jax.jit
def train_step(state, batch, stats, key):
    x, y = preprocess.prepare_batch(batch, stats, key, CONFIG["noise_scale"])

    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = jnp.mean(jnp.argmax(logits, -1) == y)
    return state.apply_gradients(grads=grads), {"loss": loss, "acc": acc}


def main():
    x, y = data.make_dataset(512)
    stats = data.feature_stats(x)
    state = create_state(jax.random.PRNGKey(0), CONFIG)
    key = jax.random.PRNGKey(1)
    for i, batch in enumerate(data.iterate(x, y, CONFIG["batch_size"], CONFIG["epochs"])):
        key, sub = jax.random.split(key)
        state, metrics = train_step(state, batch, stats, sub)
        if i % 16 == 0:
            print(i, {k: round(float(v), 4) for k, v in metrics.items()})
