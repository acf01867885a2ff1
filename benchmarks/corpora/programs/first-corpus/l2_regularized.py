"""Logistic regression with an L2 penalty whose weight is chosen from the penalty size."""

import jax
import jax.numpy as jnp


def penalty(w):
    sq = jnp.sum(w**2)
    weight = 1e-3 if float(sq) > 10.0 else 1e-2
    return weight * sq


def loss(w, x, y):
    logits = x @ w
    data = jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)
    return data + penalty(w)


def train(x, y, steps=25, lr=0.5):
    w = jnp.zeros(x.shape[1])
    vg = jax.value_and_grad(loss)
    for i in range(steps):
        value, g = vg(w, x, y)
        w = w - lr * g
        if i % 5 == 0:
            print(i, float(value))
    return w


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (50, 4))
    y = (x[:, 0] > 0).astype(jnp.float32)
    print(train(x, y))
