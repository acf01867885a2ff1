from typing import NamedTuple

import jax
import jax.numpy as jnp
import optax


class ClipStats(NamedTuple):
    grad_norm: jax.Array


def clip_and_record(max_norm):
    def init_fn(params):
        return ClipStats(grad_norm=jnp.zeros([]))

    def update_fn(updates, state, params=None):
        g_norm = optax.global_norm(updates)
        scale = jnp.minimum(1.0, max_norm / (g_norm + 1e-6))
        return jax.tree_util.tree_map(lambda g: g * scale, updates), ClipStats(g_norm)

    return optax.GradientTransformation(init_fn, update_fn)


def loss_fn(params, x, y):
    logits = x @ params["w"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


tx = optax.chain(clip_and_record(0.5), optax.sgd(0.1, momentum=0.9))


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = {"w": jax.random.normal(jax.random.key(0), (10, 3))}
    x = jax.random.normal(jax.random.key(1), (40, 10))
    y = jax.random.randint(jax.random.key(2), (40,), 0, 3)
    opt_state = tx.init(params)
    history = []
    for _ in range(4):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        history.append(jnp.log(opt_state[0].grad_norm))
    print("loss", float(loss), "log grad norms", jnp.stack(history))


if __name__ == "__main__":
    main()
