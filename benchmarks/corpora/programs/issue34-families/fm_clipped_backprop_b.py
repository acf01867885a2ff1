import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
def clip_gradient(x, bounds):
    return x


def clip_gradient_fwd(x, bounds):
    return x, None


def clip_gradient_bwd(bounds, _, g):
    return (jnp.clip(g, bounds["lo"], bounds["hi"]),)


clip_gradient.defvjp(clip_gradient_fwd, clip_gradient_bwd)


def loss(w, x, y, max_grad):
    h = clip_gradient(jnp.tanh(x @ w), {"lo": -max_grad, "hi": max_grad})
    return jnp.mean((h - y) ** 2)


@functools.partial(jax.jit, static_argnums=3)
def step(w, x, y, max_grad):
    return w - 0.5 * jax.grad(loss)(w, x, y, max_grad)


x = jax.random.normal(jax.random.key(2), (16, 3))
y = jnp.sign(x[:, 0])
w = jnp.full(3, 0.1)
for _ in range(10):
    w = step(w, x, y, 0.01)
print("weights:", w)
