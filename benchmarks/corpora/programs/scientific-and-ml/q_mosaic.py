"""1-D convolutional forecaster (flax.linen) trained with optax on randomly sampled windows."""
import functools

import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

HP = {"window": 24, "batch": 16, "channels": 8, "lr": 2e-3, "steps": 150, "log_every": 50}


class ConvForecaster(nn.Module):
    channels: int

    @nn.compact
    def __call__(self, x):
        h = x[..., None]
        h = nn.Conv(self.channels, kernel_size=(5,), padding="SAME")(h)
        h = nn.relu(h)
        h = nn.Conv(self.channels, kernel_size=(3,), padding="SAME")(h)
        h = nn.relu(h)
        h = h.reshape(h.shape[0], -1)
        return nn.Dense(1)(h)[:, 0]


def series(n=500, seed=1):
    t = jnp.arange(n) * 0.07
    noise = 0.05 * jax.random.normal(jax.random.PRNGKey(seed), (n,))
    return jnp.cos(t) * (1 + 0.3 * jnp.sin(0.2 * t)) + noise


def take_window(data, start, window):
    seg = jax.lax.dynamic_slice(data, (start,), (window + 1,))
    return seg[:window], seg[window]


def sample_batch(data, key, window, batch):
    starts = jax.random.randint(key, (batch,), 0, data.shape[0] - window - 1)
    return jax.vmap(take_window, in_axes=(None, 0, None))(data, starts, window)


@functools.partial(jax.jit, static_argnames=("model", "tx"))
def train_step(params, opt_state, data, key, model, tx):
    x, y = sample_batch(data, key, HP["window"], HP["batch"])

    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    data = series()
    model = ConvForecaster(HP["channels"])
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1, HP["window"])))
    tx = optax.adamw(HP["lr"], weight_decay=1e-4)
    opt_state = tx.init(params)
    n_params = sum(p.size for p in jax.tree_util.tree_leaves(params))
    print(f"model has {n_params} parameters")
    for step in range(HP["steps"]):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, data, sub, model, tx)
        if step % HP["log_every"] == 0:
            print(f"step {step:3d}  loss {float(loss):.4f}")
    print(f"final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
