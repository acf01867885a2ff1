from typing import NamedTuple

import jax
import jax.numpy as jnp
import optax


class WarmupState(NamedTuple):
    count: jax.Array


def linear_warmup(warmup_steps):
    def init_fn(params):
        del params
        return WarmupState(count=jnp.zeros([], jnp.int32))

    def update_fn(updates, state, params=None):
        del params
        step = state.count
        factor = jnp.minimum(1.0, (step + 1) / warmup_steps)
        updates = jax.tree_util.tree_map(lambda g: g * factor, updates)
        return updates, WarmupState(count=state.count + 1)

    return optax.GradientTransformation(init_fn, update_fn)


def loss_fn(params, x):
    return jnp.sum(jnp.tanh(x @ params["kernel"]) ** 2)


def main():
    params = {"kernel": jax.random.normal(jax.random.key(0), (8, 2))}
    x = jax.random.normal(jax.random.key(1), (32, 8))
    tx = optax.chain(linear_warmup(10), optax.adam(1e-2))
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state):
        grads = jax.grad(loss_fn)(params, x)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state

    for _ in range(20):
        params, opt_state = train_step(params, opt_state)
    print("loss", float(loss_fn(params, x)))
    print("steps", int(opt_state[0].count))


if __name__ == "__main__":
    main()
