import jax
import jax.numpy as jnp
from flax import nnx

from .losses import l2_normalize


@jax.jit
def knn_accuracy(train_emb, train_labels, test_emb, test_labels):
    a = l2_normalize(train_emb)
    b = l2_normalize(test_emb)
    nearest = jnp.argmax(b @ a.T, axis=-1)
    return jnp.mean(train_labels[nearest] == test_labels)


@nnx.jit
def embed(model, x):
    return model.embed(x)
