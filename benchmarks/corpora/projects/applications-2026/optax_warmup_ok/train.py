import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from .data import ReviewGenerator
from .registry import MODELS
from .utils import StepLogger, warmup_cosine


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch["tokens"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def accuracy(state, batch):
    logits = state.apply_fn({"params": state.params}, batch["tokens"])
    return jnp.mean(jnp.argmax(logits, -1) == batch["label"])


def train_and_evaluate(cfg, model_name, train=True):
    model = MODELS[model_name](cfg)
    gen = ReviewGenerator(cfg["vocab_size"], cfg["seq_len"], seed=0)
    params = model.init(jax.random.key(0), gen.batch(2)["tokens"])["params"]
    schedule = warmup_cosine(cfg["peak_lr"], cfg["warmup_steps"], cfg["total_steps"])
    tx = optax.adamw(learning_rate=schedule, weight_decay=cfg["weight_decay"])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    log = StepLogger(every=25, schedule=schedule)
    for step in range(cfg["total_steps"] if train else 0):
        state, loss = train_step(state, gen.batch(cfg["batch_size"]))
        log(step, loss)
    return float(accuracy(state, ReviewGenerator(cfg["vocab_size"], cfg["seq_len"], seed=1).batch(512)))
