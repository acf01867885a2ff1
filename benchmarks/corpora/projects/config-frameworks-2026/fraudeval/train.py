import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .evaluate import make_evaluator
from .model import FraudScorer, make_data


def weighted_bce(model, x, y, pos_weight):
    p = jnp.clip(jax.vmap(model)(x), 1e-6, 1 - 1e-6)
    return -jnp.mean(pos_weight * y * jnp.log(p) + (1 - y) * jnp.log1p(-p))


def run(cfg):
    x_train, y_train = make_data(cfg["data"], cfg["data"]["num_train"], cfg["seed"])
    x_eval, y_eval = make_data(cfg["data"], cfg["data"]["num_eval"], cfg["seed"] + 1)
    model = FraudScorer(x_train, **cfg["model"], key=jax.random.PRNGKey(cfg["seed"]))
    tcfg = cfg["train"]
    optimizer = optax.adam(tcfg["learning_rate"])
    opt_state = optimizer.init(eqx.filter(model, eqx.is_inexact_array))

    @eqx.filter_jit
    def step(model, opt_state, x, y):
        loss, grads = eqx.filter_value_and_grad(weighted_bce)(model, x, y, tcfg["pos_weight"])
        updates, opt_state = optimizer.update(grads, opt_state)
        return eqx.apply_updates(model, updates), opt_state, loss

    rng = np.random.default_rng(cfg["seed"])
    for i in range(tcfg["steps"]):
        idx = rng.choice(len(x_train), tcfg["batch_size"], replace=False)
        model, opt_state, loss = step(model, opt_state, x_train[idx], y_train[idx])
        if i % 20 == 0:
            print(f"step {i:3d}  loss {float(loss):.4f}")

    evaluate = make_evaluator(cfg["eval"])
    results = evaluate(model, jnp.asarray(x_eval), jnp.asarray(y_eval))
    for name, value in results.items():
        print(f"{name:>12s}: {value:.4f}")
    return results
