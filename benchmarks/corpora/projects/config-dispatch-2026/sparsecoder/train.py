import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .data import make_data
from .model import SparseAutoencoder


def loss_fn(model, x, l1):
    x_hat, z = jax.vmap(model)(x)
    recon = jnp.mean(jnp.sum(jnp.square(x_hat - x), axis=-1))
    return recon + l1 * jnp.mean(jnp.sum(jnp.abs(z), axis=-1)), z


def make_step(optim, l1):
    @eqx.filter_jit
    def step(model, opt_state, x):
        (loss, z), grads = eqx.filter_value_and_grad(loss_fn, has_aux=True)(model, x, l1)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        l0 = jnp.mean(jnp.sum(z > 0, axis=-1))
        return eqx.apply_updates(model, updates), opt_state, loss, l0
    return step


def train(cfg):
    x, _ = make_data(cfg.data)
    tc = cfg.train
    model = SparseAutoencoder(cfg.data.d_in, cfg.model, key=jax.random.PRNGKey(tc.seed))
    optim = optax.adam(tc.lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step = make_step(optim, tc.l1)
    rng = np.random.default_rng(tc.seed)
    for i in range(tc.steps):
        batch = jnp.asarray(x[rng.integers(0, x.shape[0], tc.batch)])
        model, opt_state, loss, l0 = step(model, opt_state, batch)
        if i % 100 == 0 or i == tc.steps - 1:
            print(f"step {i:4d}  loss {float(loss):.4f}  L0 {float(l0):.2f}")
    return model
