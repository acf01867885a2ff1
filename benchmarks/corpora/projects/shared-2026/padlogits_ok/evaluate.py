import jax
import jax.numpy as jnp
from flax import nnx

from . import predict


@nnx.jit
def accuracy(model, batch):
    preds = jax.vmap(lambda ex: predict.predict_one(model, ex))(batch)
    return jnp.mean(preds == batch["y"])
