"""Data, optimiser and the jitted training step."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .model import build_model


def make_data(dcfg, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(dcfg.n_train, dcfg.dim)).astype(np.float32)
    w = rng.normal(size=(dcfg.dim,)).astype(np.float32)
    y = np.sin(x @ w) + dcfg.noise * rng.normal(size=dcfg.n_train)
    return jnp.asarray(x), jnp.asarray(y, dtype=jnp.float32)


def make_optimizer(ocfg):
    if ocfg.name == "adamw":
        return optax.adamw(float(ocfg.lr), weight_decay=ocfg.weight_decay)
    elif ocfg.name == "sgd":
        return optax.sgd(float(ocfg.lr), momentum=0.9)
    raise ValueError(ocfg.name)


def loss_fn(params, apply_fn, x, y):
    pred = apply_fn(params, x)
    return jnp.mean(jnp.square(pred - y))


def make_train_step(model, tx):
    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, model.apply, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return train_step


def run(cfg):
    x, y = make_data(cfg.data, cfg.seed)
    model = build_model(cfg)
    params = model.init(jax.random.PRNGKey(cfg.seed), x[:2])
    tx = make_optimizer(cfg.optim)
    opt_state = tx.init(params)
    train_step = make_train_step(model, tx)
    rng = np.random.default_rng(cfg.seed + 1)
    for step in range(cfg.optim.steps):
        idx = rng.choice(x.shape[0], cfg.optim.batch, replace=False)
        params, opt_state, loss = train_step(params, opt_state, x[idx], y[idx])
        if step % 50 == 0 or step == cfg.optim.steps - 1:
            print(f"step {step:4d}  mse {float(loss):.4f}")
    return params
