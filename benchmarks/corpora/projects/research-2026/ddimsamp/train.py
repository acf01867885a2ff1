import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


def two_moons(rng, n):
    t = rng.uniform(0, np.pi, size=n)
    upper = rng.integers(0, 2, size=n).astype(bool)
    x = np.where(upper, np.cos(t), 1.0 - np.cos(t))
    y = np.where(upper, np.sin(t), 0.5 - np.sin(t))
    pts = np.stack([x, y], axis=-1) + 0.05 * rng.normal(size=(n, 2))
    return ((pts - pts.mean(0)) / pts.std(0)).astype(np.float32)


def diffusion_loss(model, x0, table, key):
    tkey, nkey = jax.random.split(key)
    idx = jax.random.randint(tkey, (x0.shape[0],), 1, table.shape[0])
    a = table[idx][:, None]
    noise = jax.random.normal(nkey, x0.shape)
    xt = jnp.sqrt(a) * x0 + jnp.sqrt(1.0 - a) * noise
    t = idx / (table.shape[0] - 1)
    pred = jax.vmap(model)(xt, t)
    return jnp.mean((pred - noise) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, x0, table, key, optimizer):
    loss, grads = eqx.filter_value_and_grad(diffusion_loss)(model, x0, table, key)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def make_optimizer(lr):
    return optax.adamw(lr, weight_decay=1e-5)
