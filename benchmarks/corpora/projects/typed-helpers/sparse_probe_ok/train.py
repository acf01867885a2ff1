from __future__ import annotations

import equinox as eqx
import jax
import jax.numpy as jnp
import optax
from jaxtyping import Array, Float, PyTree

from .model import Probe
from .regularizers import Regularizer, total_penalty


def loss_fn(
    model: Probe,
    x: Float[Array, "b d"],
    y: Float[Array, "b o"],
    regs: tuple[Regularizer, ...],
) -> Float[Array, ""]:
    pred = jax.vmap(model)(x)
    mse = jnp.mean((pred - y) ** 2)
    leaves = jax.tree.leaves(eqx.filter(model, eqx.is_inexact_array))
    return mse + total_penalty(leaves, regs)


@eqx.filter_jit
def train_step(
    model: Probe,
    opt_state: PyTree,
    x: Float[Array, "b d"],
    y: Float[Array, "b o"],
    optim: optax.GradientTransformation,
    regs: tuple[Regularizer, ...],
) -> tuple[Probe, PyTree, Float[Array, ""]]:
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y, regs)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss
