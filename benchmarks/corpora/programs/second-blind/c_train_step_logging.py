"""Linear regression trained with gradient descent."""
import jax
import jax.numpy as jnp


def make_data(key, n, d):
    kx, kw, kn = jax.random.split(key, 3)
    x = jax.random.normal(kx, (n, d))
    w_true = jax.random.normal(kw, (d,))
    y = x @ w_true + 0.1 * jax.random.normal(kn, (n,))
    return x, y


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    history_entry = float(loss)
    return params, history_entry


def fit(x, y, steps):
    params = {"w": jnp.zeros(x.shape[1]), "b": jnp.array(0.0)}
    history = []
    for _ in range(steps):
        params, l = train_step(params, x, y, 0.1)
        history.append(l)
    return params, history


if __name__ == "__main__":
    x, y = make_data(jax.random.PRNGKey(0), 64, 3)
    params, history = fit(x, y, 20)
    print(history[-1])
