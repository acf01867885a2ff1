import jax.numpy as jnp
import optax
from flax import nnx

from .data import CharCorpus
from .model import TinyLM
from .sweep import describe


def lm_loss(model, batch, offset):
    inputs, targets = batch[:, :-1], batch[:, 1:]
    logits = model(inputs, offset)
    return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()


def build_step():
    @nnx.jit
    def train_step(model, optimizer, batch, offset):
        loss, grads = nnx.value_and_grad(lm_loss)(model, batch, offset)
        optimizer.update(model, grads)
        return loss

    return train_step


def run_one(cfg, corpus):
    model = TinyLM(cfg, corpus.vocab_size, rngs=nnx.Rngs(cfg["seed"]))
    optimizer = nnx.Optimizer(model, optax.adam(cfg["learning_rate"]), wrt=nnx.Param)
    train_step = build_step()
    stream = corpus.batches(cfg["batch_size"], cfg["seq_len"], cfg["max_positions"], cfg["seed"])
    loss = None
    for _ in range(cfg["steps"]):
        tokens, offset = next(stream)
        loss = train_step(model, optimizer, jnp.asarray(tokens), jnp.asarray(offset))
    return float(loss)


def run_sweep(configs):
    corpus = CharCorpus()
    results = []
    for i, cfg in enumerate(configs):
        final = run_one(cfg, corpus)
        print(f"[{i}] {describe(cfg)} -> loss {final:.4f}")
        results.append((cfg, final))
    best = min(results, key=lambda r: r[1])
    print(f"best: {describe(best[0])}")
    return results
