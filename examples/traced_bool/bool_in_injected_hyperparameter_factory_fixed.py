"""`static_args` keeps `momentum` a Python number that the factory may test; the
learning rate stays injected (and may change between steps)."""

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]


def sgd_with_optional_momentum(learning_rate, momentum):
    parts = []
    if momentum > 0:
        parts.append(optax.trace(decay=momentum))
    parts.append(optax.scale(-learning_rate))
    return optax.chain(*parts)


opt = optax.inject_hyperparams(sgd_with_optional_momentum, static_args=("momentum",))(
    learning_rate=0.05, momentum=0.9
)


@jax.jit
def step(params, opt_state, x):
    grads = jax.grad(lambda p: jnp.sum((x @ p) ** 2))(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params = jnp.ones(3)
opt_state = opt.init(params)
params, opt_state = step(params, opt_state, jnp.ones((4, 3)))
opt_state.hyperparams["learning_rate"] = 0.01
params, opt_state = step(params, opt_state, jnp.ones((4, 3)))
