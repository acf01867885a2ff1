import jax
import jax.numpy as jnp
import optax
from flax import nnx

from . import data, evaluate
from .models import Classifier


def loss_fn(model, batch):
    logits = model(batch["tokens"], batch["lengths"])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
    return loss, logits


@nnx.jit
def train_step(model, optimizer, batch):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, batch)
    optimizer.update(model, grads)
    acc = jnp.mean(jnp.argmax(logits, -1) == batch["labels"])
    return {"loss": loss, "acc": acc}


def run(cfg):
    model = Classifier(cfg, nnx.Rngs(cfg.seed))
    optimizer = nnx.Optimizer(model, optax.adam(cfg.lr), wrt=nnx.Param)
    print("params:", evaluate.count_params(model))
    stream = data.synthetic_batches(cfg)
    out = {}
    for step in range(cfg.steps):
        batch = data.to_device(next(stream))
        m = train_step(model, optimizer, batch)
        out = {k: float(v) for k, v in m.items()}
        print("step", step, out)
    out.update(evaluate.evaluate(model, cfg))
    return out
