import jax
import jax.numpy as jnp

from . import losses, metrics, model
from .data import N_FEATURES, regression_data

MEMBERS = [{"n_feat": 8, "l2": 1e-4}, {"n_feat": 6, "l2": 1e-3}, {"n_feat": 4, "l2": 1e-3}, {"n_feat": 2, "l2": 0.0}]
LR = 0.1
STEPS = 100


def member_step(params, hp, x, y):
    loss, grads = jax.value_and_grad(losses.regularized)(params, hp, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads), loss


train_step = jax.jit(jax.vmap(member_step, in_axes=(0, 0, None, None)))
predict_all = jax.jit(jax.vmap(model.predict, in_axes=(0, 0, None)))


def main():
    x, y = regression_data(256)
    keys = jax.random.split(jax.random.PRNGKey(0), len(MEMBERS))
    params = jax.vmap(model.init, in_axes=(0, None))(keys, N_FEATURES)
    hps = {k: jnp.array([m[k] for m in MEMBERS]) for k in MEMBERS[0]}
    for step in range(STEPS):
        params, loss = train_step(params, hps, x, y)
    print("member losses", [round(float(v), 4) for v in loss])
    xt, yt = regression_data(128, seed=1)
    preds = predict_all(params, hps, xt)
    print("member test mse", [round(float(v), 4) for v in metrics.member_errors(preds, yt)])
    for name, value in metrics.ensemble_summary(preds, yt).items():
        print(f"ensemble {name}: {float(value):.4f}")
