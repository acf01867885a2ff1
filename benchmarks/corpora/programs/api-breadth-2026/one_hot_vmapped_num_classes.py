"""Encode answers to multiple-choice questions that each have their own number of options."""
import jax
import jax.numpy as jnp


def encode_answer(answer, n_options):
    return jax.nn.one_hot(answer, n_options)


batched_encode = jax.vmap(encode_answer)


def accuracy(encoded, predicted):
    hits = jnp.take_along_axis(encoded, predicted[:, None], axis=1)
    return float(hits.mean())


answers = jnp.array([0, 2, 1, 3], dtype=jnp.int32)
n_options = jnp.array([4, 4, 3, 5], dtype=jnp.int32)
predicted = jnp.array([0, 2, 2, 3], dtype=jnp.int32)
encoded = batched_encode(answers, n_options)
print("encoded shape:", encoded.shape)
print("accuracy:", accuracy(encoded, predicted))
