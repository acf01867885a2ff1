"""Training a two-layer MLP on a toy classification task."""
import jax
import jax.numpy as jnp


def init(key, sizes):
    params = []
    for k, (m, n) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (m, n)) * jnp.sqrt(2.0 / m), "b": jnp.zeros(n)})
    return params


def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


def loss_fn(params, x, y):
    logits = forward(params, x)
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * y, axis=-1))


@jax.jit
def step(params, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return params, loss


def train(n_epochs):
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (128, 2))
    labels = (x[:, 0] * x[:, 1] > 0).astype(jnp.int32)
    y = jax.nn.one_hot(labels, 2)
    params = init(jax.random.PRNGKey(1), [2, 16, 2])
    for epoch in range(n_epochs):
        params, loss = step(params, x, y)
        if float(loss) < 0.05:
            break
    return params, float(loss)


if __name__ == "__main__":
    print(train(50)[1])
