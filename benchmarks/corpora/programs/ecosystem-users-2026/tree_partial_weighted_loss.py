import functools

import jax
import jax.numpy as jnp
import optax
from jax.tree_util import Partial


def hard_example_loss(logits, labels, class_weights, k):
    per_example = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    per_example = per_example * class_weights[labels]
    hardest, _ = jax.lax.top_k(per_example, k)
    return hardest.mean()


def forward(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@functools.partial(jax.jit, static_argnames="k")
def train_step(params, opt_state, x, y, criterion, k):
    def loss_fn(p):
        return criterion(forward(p, x), y, k=k)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


tx = optax.sgd(0.1)


def main():
    k1, k2, k3, k4 = jax.random.split(jax.random.key(0), 4)
    params = {"w1": jax.random.normal(k1, (6, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 3)) * 0.3}
    x = jax.random.normal(k3, (64, 6))
    y = jax.random.randint(k4, (64,), 0, 3)
    criterion = Partial(hard_example_loss, class_weights=jnp.array([1.0, 2.0, 0.5]))
    opt_state = tx.init(params)
    for _ in range(5):
        params, opt_state, loss = train_step(params, opt_state, x, y, criterion, k=16)
    print("hard-example loss", float(loss))


if __name__ == "__main__":
    main()
