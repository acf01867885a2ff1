"""Optimization of the classifier."""

import jax
import jax.numpy as jnp
import optax

from ingest2 import data, model

OPTIMIZER = optax.adam(1e-2)


def loss_fn(params, feats, labels):
    logits = model.apply(params, feats)
    per_example = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    weights = jnp.asarray(data.recency_weights(feats.shape[0]))
    return jnp.mean(weights * per_example)


@jax.jit
def step(params, opt_state, feats, labels):
    loss, grads = jax.value_and_grad(loss_fn)(params, feats, labels)
    updates, opt_state = OPTIMIZER.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def accuracy(params, feats, labels):
    return jnp.mean(jnp.argmax(model.apply(params, feats), axis=-1) == labels)


def fit(raw, labels, epochs=5, batch_size=64):
    params = model.init(jax.random.key(0), [data.N_FEATURES, 16, 2])
    opt_state = OPTIMIZER.init(params)
    for epoch in range(epochs):
        for raw_batch, label_batch in data.batches(raw, labels, batch_size):
            feats = data.preprocess(raw_batch)
            params, opt_state, loss = step(params, opt_state, feats, label_batch)
        print(f"epoch {epoch}  loss {float(loss):.4f}")
    return params
