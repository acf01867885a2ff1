"""Polynomial features with a compiled kernel."""
import jax
import jax.numpy as jnp


def powers(x, degree):
    return jnp.stack([x ** k for k in range(degree + 1)], axis=-1)


def make_kernel():
    return jax.jit(powers, static_argnums=1)


KERNEL = make_kernel()


def apply_model(kernel_fn, w, x, degree):
    feats = kernel_fn(x, degree)
    return feats @ w


def predict_fixed(w, x):
    return apply_model(KERNEL, w, x, w.shape[0] - 1)


@jax.jit
def predict_with(w, x, degree):
    return apply_model(KERNEL, w, x, degree)


w = jnp.array([0.5, -1.0, 0.25])
x = jnp.linspace(-1.0, 1.0, 5)
print(jax.jit(predict_fixed)(w, x))
print(predict_with(w, x, 2))
