"""Encode multiple-choice answers; every question is padded to the same maximum option count."""
import jax
import jax.numpy as jnp

MAX_OPTIONS = 5


def encode_answer(answer, n_options):
    onehot = jax.nn.one_hot(answer, MAX_OPTIONS)
    valid = jnp.arange(MAX_OPTIONS) < n_options
    return onehot, valid


batched_encode = jax.vmap(encode_answer)


def accuracy(encoded, predicted):
    hits = jnp.take_along_axis(encoded, predicted[:, None], axis=1)
    return float(hits.mean())


answers = jnp.array([0, 2, 1, 3], dtype=jnp.int32)
n_options = jnp.array([4, 4, 3, 5], dtype=jnp.int32)
predicted = jnp.array([0, 2, 2, 3], dtype=jnp.int32)
encoded, valid = batched_encode(answers, n_options)
print("encoded shape:", encoded.shape, "valid options:", valid.sum(axis=1).tolist())
print("accuracy:", accuracy(encoded, predicted))
