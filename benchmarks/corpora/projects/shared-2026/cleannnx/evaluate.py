import jax.numpy as jnp
from flax import nnx

from . import losses, util


@nnx.jit
def report(model, x, lo, hi):
    codes = model.encode(x)
    return {"recon": losses.recon(model, x), "clipped": util.clip(codes, lo, hi).std()}


def code_range(model, x):
    codes = model.encode(x)
    return float(jnp.min(codes)), float(jnp.max(codes))
