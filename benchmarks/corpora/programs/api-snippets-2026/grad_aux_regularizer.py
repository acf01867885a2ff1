import jax
import jax.numpy as jnp


def predict(w, b, x):
    return jnp.tanh(x @ w + b)


def loss_fn(b, w, x, y, lam):
    pred = predict(w, b, x)
    mse = jnp.mean((pred - y) ** 2)
    reg = lam * jnp.sum(w ** 2)
    if reg > 0.5:
        total = mse + 2.0 * reg
    else:
        total = mse + reg
    return total, {"mse": mse, "reg": reg}


grad_b = jax.jit(jax.grad(loss_fn, argnums=0, has_aux=True))

key = jax.random.PRNGKey(0)
k1, k2, k3 = jax.random.split(key, 3)
x = jax.random.normal(k1, (16, 3))
y = jax.random.normal(k2, (16, 2))
w = jax.random.normal(k3, (3, 2)) * 0.3
b = jnp.zeros(2)

for step in range(5):
    g, aux = grad_b(b, w, x, y, 0.01)
    b = b - 0.1 * g
    print(step, aux["mse"], aux["reg"])
