import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from .models import Classifier


def create_state(cfg, rng):
    model = Classifier(features=cfg.features, num_classes=cfg.num_classes)
    params = model.init(rng, jnp.ones((1, 2)))["params"]
    tx = optax.adam(cfg.learning_rate)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch["inputs"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
        return loss, logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = jnp.mean(jnp.argmax(logits, -1) == batch["label"])
    return state.apply_gradients(grads=grads), {"loss": loss, "accuracy": acc}


@jax.jit
def eval_step(state, batch):
    logits = state.apply_fn({"params": state.params}, batch["inputs"])
    return jnp.mean(jnp.argmax(logits, -1) == batch["label"])
