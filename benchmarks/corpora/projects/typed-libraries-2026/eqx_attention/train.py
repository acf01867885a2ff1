"""Training step: jax.jit over the whole model pytree."""
from __future__ import annotations

from typing import Callable

import equinox as eqx
import jax
import jax.numpy as jnp
import optax
from jaxtyping import Array, Float

from .model import Encoder

Step = Callable[[Encoder, optax.OptState, Array, Array], tuple[Encoder, optax.OptState, Array]]


def loss_fn(model: Encoder, x: Float[Array, "b t f"], y: Float[Array, "b"]) -> Float[Array, ""]:
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


def make_train_step(optim: optax.GradientTransformation) -> Step:
    @jax.jit
    def step(model: Encoder, opt_state: optax.OptState, x: Array, y: Array) -> tuple[Encoder, optax.OptState, Array]:
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss

    return step
