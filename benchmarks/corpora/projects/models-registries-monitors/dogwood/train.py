import jax
import jax.numpy as jnp
import numpy as np
import optax

from .data import running_mean_task
from .sequence import SequenceModel

HPARAMS = {"cell": "gru_lite", "in_dim": 3, "hidden": 16, "time": 12, "batch": 16, "lr": 1e-2, "steps": 40}


def build(hp):
    model = SequenceModel(hp["cell"], hp["in_dim"], hp["hidden"])
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(hp["lr"]))

    def loss_fn(params, xs, ys):
        preds, h_final = model.apply(params, xs)
        return jnp.mean((preds - ys) ** 2), jnp.linalg.norm(h_final, axis=-1).mean()

    @jax.jit
    def step(params, opt_state, xs, ys):
        (loss, hnorm), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, xs, ys)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, {"loss": loss, "hnorm": hnorm}

    return model, tx, step


def main(hp=HPARAMS):
    rng = np.random.default_rng(0)
    model, tx, step = build(hp)
    params = model.init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for i in range(hp["steps"]):
        xs, ys = running_mean_task(rng, hp["time"], hp["batch"], hp["in_dim"])
        params, opt_state, stats = step(params, opt_state, xs, ys)
        if i % 10 == 0:
            stats = {k: float(v) for k, v in stats.items()}
            print(f"step {i:2d} loss {stats['loss']:.4f} |h| {stats['hnorm']:.3f}")
    return params
