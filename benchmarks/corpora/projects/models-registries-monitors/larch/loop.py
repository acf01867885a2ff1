import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from .data import spiral
from .diagnostics import debug_report, grad_global_norm
from .network import SpiralNet


def xent(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@nnx.jit(static_argnames=("every",))
def train_step(model, optimizer, x, y, step, every):
    loss, grads = nnx.value_and_grad(xent)(model, x, y)
    debug_report(step, loss, grad_global_norm(grads), every)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def evaluate(model, x, y):
    logits = model(x, deterministic=True)
    return jnp.mean(jnp.argmax(logits, -1) == y)


def run(cfg):
    rng = np.random.default_rng(cfg["seed"])
    model = SpiralNet(cfg["arms"], cfg["hidden"], cfg["dropout"], rngs=nnx.Rngs(cfg["seed"]))
    optimizer = nnx.Optimizer(model, optax.adam(cfg["lr"]), wrt=nnx.Param)
    for step in range(cfg["steps"]):
        x, y = spiral(cfg["batch"], cfg["arms"], rng)
        train_step(model, optimizer, x, y, step, cfg["debug_every"])
    x, y = spiral(300, cfg["arms"], rng)
    return float(evaluate(model, x, y))
