from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from beam_decode.config import DecoderConfig
from beam_decode.data import Batch
from beam_decode.model import StepScorer
from beam_decode.vocab import Vocab


def teacher_forcing_loss(model: StepScorer, batch: Batch, vocab: Vocab) -> jax.Array:
    b, length = batch.tgt.shape
    bos = jnp.full((b, 1), vocab.bos, dtype=batch.tgt.dtype)
    prev = jnp.concatenate([bos, batch.tgt[:, :-1]], axis=1)
    src = jnp.repeat(batch.src, length, axis=0)
    pos = jnp.tile(jnp.arange(length), b)
    logits = model(src, prev.reshape(-1), pos)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch.tgt.reshape(-1))
    mask = (prev.reshape(-1) != vocab.pad).astype(ce.dtype)
    return jnp.sum(ce * mask) / jnp.sum(mask)


@nnx.jit(static_argnames=("vocab",))
def train_step(model: StepScorer, optimizer: nnx.Optimizer, batch: Batch, vocab: Vocab) -> jax.Array:
    loss, grads = nnx.value_and_grad(teacher_forcing_loss)(model, batch, vocab)
    optimizer.update(model, grads)
    return loss


def fit(cfg: DecoderConfig, data: Batch, vocab: Vocab) -> StepScorer:
    model = StepScorer(cfg, rngs=nnx.Rngs(cfg.seed))
    optimizer = nnx.Optimizer(model, optax.adam(cfg.learning_rate), wrt=nnx.Param)
    n = data.src.shape[0]
    rng = np.random.default_rng(cfg.seed)
    for step in range(cfg.n_steps):
        idx = rng.integers(0, n, size=cfg.batch_size)
        loss = train_step(model, optimizer, Batch(data.src[idx], data.tgt[idx]), vocab)
        if step % 100 == 0 or step == cfg.n_steps - 1:
            print(f"step {step:4d}  loss {float(loss):.4f}")
    return model
