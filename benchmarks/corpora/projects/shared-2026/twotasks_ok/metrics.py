import jax
import jax.numpy as jnp

from . import model, reduce


def abs_errors(params, batch):
    pred = jax.vmap(model.predict, in_axes=(None, 0, 0))(params, batch["x"], batch["task"])
    return jnp.abs(pred - batch["y"])


def summarize(params, batch, tol=0.25):
    err = abs_errors(params, batch)
    return {"robust_mae": reduce.clipped_mean(err), "within_tol": reduce.fraction_below(err, tol)}
