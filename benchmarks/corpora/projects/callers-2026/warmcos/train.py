import jax
import jax.numpy as jnp
import optax

from . import checkpoint, data
from .optim import build_optimizer, current_lr


def init_params(key, d_in, d_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (d_in, d_hidden)) / jnp.sqrt(d_in),
        "b1": jnp.zeros((d_hidden,)),
        "w2": jax.random.normal(k2, (d_hidden,)) / jnp.sqrt(d_hidden),
        "b2": jnp.zeros(()),
    }


def predict(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def mse(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)


def make_update(tx):
    @jax.jit
    def update(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mse)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        return params, opt_state, loss

    return update


def main(cfg):
    key = jax.random.PRNGKey(cfg["seed"])
    params = init_params(key, cfg["d_in"], cfg["d_hidden"])
    tx = build_optimizer(cfg)
    opt_state = tx.init(params)
    update = make_update(tx)
    print("planned lr:", ["%.2e" % v for v in checkpoint.preview_schedule(cfg)])
    x, y = data.make_regression(cfg["seed"], cfg["n"], cfg["d_in"])
    batches = data.iterate(x, y, cfg["batch"], cfg["seed"])
    for step in range(cfg["steps"]):
        xb, yb = next(batches)
        params, opt_state, loss = update(params, opt_state, xb, yb)
        print("step %d loss %.5f lr %.2e" % (step, float(loss), float(current_lr(opt_state))))
    params, ok = checkpoint.roundtrip(params)
    print("checkpoint roundtrip:", ok)
    return params
