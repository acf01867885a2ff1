import jax
import jax.numpy as jnp
import numpy as np
import optax

from . import data, models, rollout

SETTINGS = dict(batch=4, length=10, dim=3, hidden=8, lr=1e-2, steps=3, seed=1)


def loss_fn(params, xs, ys):
    return jnp.mean((models.forward(params, xs) - ys) ** 2)


def make_trainer(tx):
    def step(params, opt_state, xs, ys):
        loss, grads = jax.value_and_grad(loss_fn)(params, xs, ys)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(step)


def main(settings=None):
    s = dict(SETTINGS, **(settings or {}))
    rng = np.random.default_rng(s["seed"])
    params = models.init(jax.random.PRNGKey(s["seed"]), s["dim"], s["hidden"], s["dim"])
    tx = optax.chain(optax.clip(1.0), optax.sgd(s["lr"], momentum=0.9))
    opt_state = tx.init(params)
    step = make_trainer(tx)
    for i in range(s["steps"]):
        xs, ys = data.sine_batch(rng, s["batch"], s["length"], s["dim"])
        params, opt_state, loss = step(params, opt_state, xs, ys)
        print("iter", i, "mse", round(float(loss), 5))
    print("forecast:", rollout.forecast_error(params, rng, s))
    print("baseline:", rollout.persistence_baseline(rng, s))
    return params
