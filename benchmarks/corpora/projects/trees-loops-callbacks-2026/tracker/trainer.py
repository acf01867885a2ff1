import jax
import jax.numpy as jnp
from jax import lax

from . import steps


def make_epoch_fn(loss_fn, tx, tracker):
    body = steps.make_body(loss_fn, tx, tracker)

    @jax.jit
    def run_epoch(params, opt_state, batches):
        (params, opt_state), per_step = lax.scan(body, (params, opt_state), batches)
        return params, opt_state, per_step

    return run_epoch


def shuffle_into_batches(key, x, y, batch_size):
    perm = jax.random.permutation(key, x.shape[0])
    n_batches = x.shape[0] // batch_size
    idx = perm[: n_batches * batch_size].reshape(n_batches, batch_size)
    return x[idx], y[idx]


def fit(params, opt_state, run_epoch, key, x, y, tracker, num_epochs, batch_size):
    for epoch in range(num_epochs):
        key, sub = jax.random.split(key)
        batches = shuffle_into_batches(sub, x, y, batch_size)
        params, opt_state, per_step = run_epoch(params, opt_state, batches)
        w_norm = float(jnp.linalg.norm(params["w"]))
        print(f"epoch {epoch}: |W|={w_norm:.3f}")
    return params, opt_state
