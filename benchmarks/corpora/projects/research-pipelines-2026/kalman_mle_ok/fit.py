import jax
import optax

from .kfilter import kalman_filter
from .params import build_model


def neg_log_likelihood(theta, ys):
    ll, _ = kalman_filter(build_model(theta), ys)
    return -ll / ys.shape[0]


def make_fit_step(tx):
    @jax.jit
    def fit_step(theta, opt_state, ys):
        loss, grads = jax.value_and_grad(neg_log_likelihood)(theta, ys)
        updates, opt_state = tx.update(grads, opt_state, theta)
        return optax.apply_updates(theta, updates), opt_state, loss

    return fit_step
