"""Training of the tagger."""

import jax
import jax.numpy as jnp
import optax

from tagger import ops
from tagger.model import Tagger


def create(key, vocab_size, num_tags, tokens, lengths):
    model = Tagger(vocab_size=vocab_size, num_tags=num_tags)
    params = model.init(key, tokens, lengths)["params"]
    return model, params


def make_train_step(model, tx):
    def loss_fn(params, tokens, lengths, tags, key):
        logits = model.apply({"params": params}, tokens, lengths, train=True, rngs={"dropout": key})
        mask = ops.length_mask(lengths, tokens.shape[1])
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, tags)
        return jnp.sum(ce * mask) / jnp.sum(mask)

    @jax.jit
    def train_step(params, opt_state, tokens, lengths, tags, key):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens, lengths, tags, key)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step
