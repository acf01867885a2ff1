import flax.linen as nn
import jax
import jax.numpy as jnp
from flax.training import train_state

from . import monitor
from .optim import make_tx


class AutoEncoder(nn.Module):
    dim: int
    latent: int

    @nn.compact
    def __call__(self, x):
        z = nn.relu(nn.Dense(2 * self.latent)(x))
        z = nn.Dense(self.latent)(z)
        h = nn.relu(nn.Dense(2 * self.latent)(z))
        return nn.Dense(self.dim)(h)


def create(cfg, key):
    model = AutoEncoder(cfg.dim, cfg.latent)
    params = model.init(key, jnp.zeros((1, cfg.dim)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=make_tx(cfg))


@jax.jit
def step(state, clean, noisy):
    def loss_fn(params):
        recon = state.apply_fn({"params": params}, noisy)
        return jnp.mean((recon - clean) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def train(cfg):
    key = jax.random.PRNGKey(cfg.seed)
    key, ik = jax.random.split(key)
    state = create(cfg, ik)
    hist = monitor.History()
    for i in range(cfg.steps):
        key, k1, k2 = jax.random.split(key, 3)
        clean = jax.random.normal(k1, (cfg.batch, cfg.dim))
        noisy = clean + cfg.noise * jax.random.normal(k2, clean.shape)
        state, loss = step(state, clean, noisy)
        hist.add(loss=loss, clip_ema=monitor.clip_ema(state))
        print(f"step {i} loss {float(loss):.5f}")
    print(hist.dumps())
    print(monitor.held_out(state, cfg, key))
    return state
