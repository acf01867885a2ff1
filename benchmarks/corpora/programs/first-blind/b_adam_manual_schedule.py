"""Hand-written Adam with a warmup learning-rate schedule."""

import math

import jax
import jax.numpy as jnp


def warmup_cosine(step, base_lr=1e-2, warmup=10, total=100):
    frac = jnp.minimum(step / warmup, 1.0)
    progress = jnp.clip((step - warmup) / (total - warmup), 0.0, 1.0)
    return base_lr * frac * 0.5 * (1 + jnp.cos(math.pi * progress))


def adam_update(params, grads, m, v, step, b1=0.9, b2=0.999, eps=1e-8):
    lr = float(warmup_cosine(step))
    m = jax.tree_util.tree_map(lambda m_, g: b1 * m_ + (1 - b1) * g, m, grads)
    v = jax.tree_util.tree_map(lambda v_, g: b2 * v_ + (1 - b2) * g * g, v, grads)
    mhat = jax.tree_util.tree_map(lambda m_: m_ / (1 - b1 ** (step + 1)), m)
    vhat = jax.tree_util.tree_map(lambda v_: v_ / (1 - b2 ** (step + 1)), v)
    params = jax.tree_util.tree_map(
        lambda p, mh, vh: p - lr * mh / (jnp.sqrt(vh) + eps), params, mhat, vhat
    )
    return params, m, v


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params, m, v, step, x, y):
    grads = jax.grad(loss_fn)(params, x, y)
    return adam_update(params, grads, m, v, step)


x = jax.random.normal(jax.random.PRNGKey(0), (64, 3))
y = x @ jnp.array([1.0, -2.0, 0.5]) + 0.3
params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
m = jax.tree_util.tree_map(jnp.zeros_like, params)
v = jax.tree_util.tree_map(jnp.zeros_like, params)
for step in range(50):
    params, m, v = train_step(params, m, v, step, x, y)
print(loss_fn(params, x, y))
