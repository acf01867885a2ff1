import jax
import jax.numpy as jnp
import numpy as np

metrics = {"loss": [], "grad_norm": []}


def log_metric(name, value):
    metrics[name].append(float(value))


def init_params(key, sizes):
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        w = jax.random.normal(sub, (n_in, n_out)) * np.sqrt(2.0 / n_in)
        params.append((w, jnp.zeros(n_out)))
    return params


def forward(params, x):
    for w, b in params[:-1]:
        x = jnp.tanh(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def loss_fn(params, x, y):
    pred = forward(params, x)
    loss = jnp.mean((pred - y) ** 2)
    log_metric("loss", loss)
    return loss


@jax.jit
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


x = np.linspace(-3, 3, 128).reshape(-1, 1).astype(np.float32)
y = np.sin(x)
params = init_params(jax.random.PRNGKey(42), [1, 32, 32, 1])
for epoch in range(300):
    params, loss = train_step(params, x, y, 0.05)
    if epoch % 100 == 0:
        print("epoch", epoch, "loss", loss)
print("logged", len(metrics["loss"]), "losses")
