"""nnx training loop."""
import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from .data import batches, make_split
from .models import SentenceClassifier


def class_weights(labels, num_classes):
    counts = np.bincount(labels, minlength=num_classes).astype(np.float32)
    weights = counts.sum() / np.maximum(counts, 1.0) / num_classes
    return jnp.asarray(weights)


def loss_fn(model, batch, weights, max_len):
    tokens = batch["tokens"][:, :max_len]
    lengths = jnp.minimum(batch["lengths"], max_len)
    logits = model(tokens, lengths)
    per_example = optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"])
    w = weights[batch["labels"]]
    return jnp.sum(per_example * w) / jnp.sum(w), logits


@functools.partial(nnx.jit, static_argnames=("max_len",))
def train_step(model, optimizer, batch, weights, max_len):
    grad_fn = nnx.value_and_grad(loss_fn, has_aux=True)
    (loss, logits), grads = grad_fn(model, batch, weights, max_len)
    optimizer.update(model, grads)
    accuracy = jnp.mean(jnp.argmax(logits, -1) == batch["labels"])
    return loss, accuracy


@nnx.jit
def predict(model, tokens, lengths):
    return jnp.argmax(model(tokens, lengths), axis=-1)


def fit(cfg):
    d, m, t = cfg["data"], cfg["model"], cfg["train"]
    train = make_split(d["num_train"], d["vocab_size"], d["max_len"], d["seed"])
    evals = make_split(d["num_eval"], d["vocab_size"], d["max_len"], d["seed"] + 1)
    if t["class_weighting"]:
        weights = class_weights(train["labels"], m["num_classes"])
    else:
        weights = jnp.ones((m["num_classes"],))
    model = SentenceClassifier(m, d["vocab_size"], rngs=nnx.Rngs(d["seed"]))
    tx = optax.adamw(t["learning_rate"], weight_decay=t["weight_decay"])
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
    stream = batches(train, t["batch_size"], d["seed"])
    for step in range(t["steps"]):
        batch = {k: jnp.asarray(v) for k, v in next(stream).items()}
        loss, acc = train_step(model, optimizer, batch, weights, d["max_len"])
        print(f"step {step:2d} loss={float(loss):.4f} acc={float(acc):.3f}")
    preds = np.asarray(predict(model, evals["tokens"], evals["lengths"]))
    return {"eval_accuracy": float((preds == evals["labels"]).mean())}
