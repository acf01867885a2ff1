"""Fits a small MLP to targets where some entries are missing (mask == False)."""
import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for k, (din, dout) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append((jax.random.normal(k, (din, dout)) / jnp.sqrt(din), jnp.zeros(dout)))
    return params


def forward(params, x):
    for w, b in params[:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def masked_mse(params, x, y, observed):
    err = (forward(params, x) - y) ** 2
    total = jnp.sum(jnp.where(observed, err, 0.0))
    return total / jnp.maximum(observed.sum(), 1)


@jax.jit
def update(params, x, y, observed, lr=0.1):
    loss, grads = jax.value_and_grad(masked_mse)(params, x, y, observed)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


params = init_mlp(jax.random.PRNGKey(0), [3, 8, 2])
x = jnp.linspace(0.0, 1.0, 18).reshape(6, 3)
y = jnp.stack([x.sum(1), x.prod(1)], axis=1)
observed = jnp.array([[1, 1], [1, 0], [0, 1], [1, 1], [1, 0], [1, 1]], dtype=bool)
print("observed fraction", observed.mean())
for i in range(3):
    params, loss = update(params, x, y, observed)
    print(i, loss)
