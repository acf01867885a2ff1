"""`optax.inject_hyperparams` keeps the numeric hyperparameters in the optimizer state, so
that they can change between steps, and calls the factory again in `update` with them:
inside a jitted step they are tracers, and the factory's Python `if` fails."""

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]


def sgd_with_optional_momentum(learning_rate, momentum):
    parts = []
    if momentum > 0:  # E: jax-traced-bool
        parts.append(optax.trace(decay=momentum))
    parts.append(optax.scale(-learning_rate))
    return optax.chain(*parts)


opt = optax.inject_hyperparams(sgd_with_optional_momentum)(learning_rate=0.05, momentum=0.9)


@jax.jit
def step(params, opt_state, x):
    grads = jax.grad(lambda p: jnp.sum((x @ p) ** 2))(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params = jnp.ones(3)
opt_state = opt.init(params)
params, opt_state = step(params, opt_state, jnp.ones((4, 3)))
