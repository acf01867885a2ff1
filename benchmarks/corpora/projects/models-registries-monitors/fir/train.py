import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from fir.data import batches
from fir.nn import Classifier


class TrainState(train_state.TrainState):
    pass


def cross_entropy(logits, labels):
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)


@jax.jit
def train_step(state: TrainState, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch["x"])
        return cross_entropy(logits, batch["y"]), logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    return state, {"loss": loss, "accuracy": accuracy(logits, batch["y"])}


def create_state(cfg, sample_x):
    model = Classifier(widths=cfg["model"]["widths"], num_classes=cfg["model"]["num_classes"])
    params = model.init(jax.random.PRNGKey(cfg["train"]["seed"]), sample_x)["params"]
    tx = optax.adamw(cfg["optim"]["lr"], weight_decay=cfg["optim"]["weight_decay"])
    return TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def run(cfg):
    stream = batches(cfg["train"]["batch_size"], cfg["train"]["seed"])
    first = next(stream)
    state = create_state(cfg, first["x"])
    history = []
    for step in range(cfg["train"]["steps"]):
        state, metrics = train_step(state, next(stream))
        metrics = jax.device_get(metrics)
        history.append(metrics)
        if step % cfg["train"]["log_every"] == 0:
            print(f"step {step:3d} loss={metrics['loss']:.4f} acc={metrics['accuracy']:.3f}")
    return state, history
