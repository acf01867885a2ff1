"""Autoregressive MLP forecaster (flax.linen) trained on random windows of a noisy sine series."""
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

HP = {"window": 16, "horizon": 1, "batch": 32, "hidden": 32, "lr": 3e-3, "steps": 200}


class Forecaster(nn.Module):
    hidden: int
    horizon: int

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden)(x)
        x = nn.gelu(x)
        x = nn.Dense(self.hidden)(x)
        x = nn.gelu(x)
        return nn.Dense(self.horizon)(x)


def make_series(key, n=600):
    t = jnp.arange(n) * 0.05
    return jnp.sin(t) + 0.5 * jnp.sin(3.1 * t) + 0.05 * jax.random.normal(key, (n,))


class WindowSampler:
    def __init__(self, series, window, horizon):
        self.series = series
        self.window = window
        self.horizon = horizon

    def cut(self, start):
        seg = self.series[start:start + self.window + self.horizon]
        return seg[: self.window], seg[self.window:]

    def sample(self, key, batch):
        hi = self.series.shape[0] - self.window - self.horizon
        starts = jax.random.randint(key, (batch,), 0, hi)
        return jax.vmap(self.cut)(starts)


def create_train_step(model, tx, sampler):
    def loss_fn(params, x, y):
        pred = model.apply(params, x)
        return jnp.mean((pred - y) ** 2)

    @jax.jit
    def train_step(params, opt_state, key):
        x, y = sampler.sample(key, HP["batch"])
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def main():
    key = jax.random.PRNGKey(0)
    k_data, k_init, key = jax.random.split(key, 3)
    series = make_series(k_data)
    model = Forecaster(HP["hidden"], HP["horizon"])
    params = model.init(k_init, jnp.zeros((1, HP["window"])))
    tx = optax.adam(HP["lr"])
    opt_state = tx.init(params)
    sampler = WindowSampler(series, HP["window"], HP["horizon"])
    train_step = create_train_step(model, tx, sampler)
    for step in range(HP["steps"]):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, sub)
        if step % 50 == 0:
            print(f"step {step:3d} mse {float(loss):.4f}")
    print("final mse:", float(loss))


if __name__ == "__main__":
    main()
