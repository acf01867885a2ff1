import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from .augment import augment
from .config import Settings
from .data import curve_batches
from .model import CurveNet


def loss_fn(model, key, x, y, cfg: Settings):
    x, y = augment(key, x, y, jitter=cfg.jitter, threshold=cfg.outlier_threshold)
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


def make_step(optim, cfg):
    @eqx.filter_jit
    def step(model, opt_state, key, x, y):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, key, x, y, cfg)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        model = eqx.apply_updates(model, updates)
        return model, opt_state, loss

    return step


def run(cfg: Settings):
    key = jax.random.PRNGKey(cfg.seed)
    key, mkey = jax.random.split(key)
    model = CurveNet(cfg.width, cfg.depth, key=mkey)
    optim = optax.adam(cfg.lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step = make_step(optim, cfg)
    batches = curve_batches(cfg.batch, cfg.seed)
    for i in range(cfg.steps):
        key, sub = jax.random.split(key)
        x, y = next(batches)
        model, opt_state, loss = step(model, opt_state, sub, x, y)
        if i % 10 == 0:
            print(f"step {i} loss {loss.item():.4f}")
    return model
