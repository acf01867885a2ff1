import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx


@nnx.jit
def next_logits(model, tokens):
    return model(tokens)[:, -1]


def greedy(model, prompt, n_new):
    tokens = jnp.asarray(prompt)
    for _ in range(n_new):
        logits = next_logits(model, tokens)
        nxt = jnp.argmax(logits, axis=-1)[:, None].astype(tokens.dtype)
        tokens = jnp.concatenate([tokens, nxt], axis=1)
    return np.asarray(tokens)


def copy_accuracy(model, cfg, rng):
    half = cfg.seq // 2
    first = rng.integers(1, cfg.vocab, size=(2, half)).astype(np.int32)
    out = greedy(model, first, half)
    pred = out[:, half:]
    return float((pred == first).mean()), out


def first_token_entropy(model, cfg):
    tokens = jnp.ones((1, 1), jnp.int32)
    p = jax.nn.softmax(next_logits(model, tokens), axis=-1)
    return float(-jnp.sum(p * jnp.log(p + 1e-9)))
