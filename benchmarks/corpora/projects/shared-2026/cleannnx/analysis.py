import jax.numpy as jnp
from flax import nnx

from . import acts, evaluate, train, util


@nnx.jit
def step_then_report(model, optimizer, x, lo, hi):
    loss = train.step(model, optimizer, x)
    out = evaluate.report(model, x, lo, hi)
    out["step_loss"] = loss
    return out


@nnx.jit(static_argnames=("name",))
def activation_stats(x, name):
    y = acts.get(name)(x)
    return {"mean": jnp.mean(y), "clipped": jnp.mean(util.clip(y, lo=0.0))}


def sizes(opts):
    return util.pairwise((opts["dim"],) + tuple(opts["hidden"]) + (opts["code"],))


def per_activation(x, names=("relu", "swish", "tanh")):
    return {n: float(activation_stats(x, name=n)["mean"]) for n in names}
